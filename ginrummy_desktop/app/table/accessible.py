"""The card table for screen readers: an accessible tree over the scene's piles and cards.

Qt's accessibility answers for widgets only, so the cards of a ``QGraphicsScene`` do not exist
for a screen reader. :func:`install` puts a factory in front of Qt's own that answers for the
:class:`TableView` with :class:`TableNode`, whose children are the places of the table
(:class:`Place`) and, below them, one node per card:

* **Game status**: whose turn it is and what to do (the panel's turn line), the score;
* **Your hand**: one list item per card, in the order of the hand, named ("7 of hearts"),
  described by its group ("In meld 2", "Deadwood") and whether it may be discarded now,
  selectable, selected and focused as the table shows it, with the actions Select, Discard
  and Knock;
* **Stock** (how many cards; action: draw), **Discard pile** (its top card; action: take),
  **Knock area** (the knock limit, the knocker's face-down discard);
* **Computer's hand** (how many cards; each one "face-down card" until it is shown);
* **Your melds** and **Computer's melds** at the showdown: each card with its group's caption.

While a friend sits opposite (``words/opposite.py``), the computer's places are named for the
friend ("Ana's hand, 10 cards").

Subtleties:

* Only what a sighted player sees is exposed. A card is named only when its face is up on the
  table (:attr:`CardItem.face_up`); the computer's hand and the stock are counts, and the order
  of face-down cards says nothing (every such node reads the same).
* Qt's bridge keeps raw pointers to the nodes, so every node is made once and kept for the
  view's life (:class:`TableAccess` holds them; a dropped Python node would crash the bridge).
* ``interface_cast`` must hand Qt a ``shiboken6.VoidPtr``: returning ``0`` or ``None`` for an
  interface a node does not have crashes the AT-SPI bridge.
* The actions call the presenter, as the keys do; a refused one says why in the status line,
  which the announcer speaks (``app/table/announcer.py``). An action's key binding is the key of
  the command it runs, read from the command table.
* When the tree changes (a card moved, a new selection, a count) and a screen reader listens,
  the nodes whose names changed send ``NameChanged``, a reordered hand ``ObjectReorder``.

**The reader's focus.** While the table has the keyboard focus, the screen reader's focus is
on one node (:meth:`TableAccess.focused_node`): the place or laid-out card the review keys
moved to (↑ ↓ through the places, ← → along a row of laid-out cards: :meth:`TableAccess.look`,
:meth:`TableAccess.step_along`), else the selected card of the hand, else the hand, else the
user's laid-out cards, else the table itself, whose description is the turn line. It is told
(``Focus``) whenever that node changes, so a card that left the hand (discarded, knocked with)
never keeps it.

**Speaking through the focus** (:meth:`TableAccess.say_on_focus`): on Linux a message is said
as a moment's description of the node with the reader's focus (``table/focus_speech.py`` says
why and how: Orca before 46 speaks no announcement).
"""

from __future__ import annotations

import enum
from collections import deque
from collections.abc import Callable, Sequence
from typing import Protocol

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QRect, QRectF, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleEvent,
    QAccessibleInterface,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget

from ...engine import Card
from ..seats.seat import Seat
from ..words import opposite
from ..words.cards import spoken_name
from .card_item import CardItem
from .commands import command
from .focus_speech import FocusSpeech, FocusWatch
from .pile_item import MeldPile, PileItem
from .scene import TableScene
from .table_view import TableView

__all__ = ["Place", "TableAccess", "TableNode", "install"]


class Place(enum.Enum):
    """The places of the table a screen reader finds, in the order it finds them (the values
    are names for the code, never shown)."""

    STATUS = "status"
    YOUR_HAND = "your_hand"
    STOCK = "stock"
    DISCARD_PILE = "discard_pile"
    KNOCK_AREA = "knock_area"
    COMPUTER_HAND = "computer_hand"
    YOUR_MELDS = "your_melds"
    COMPUTER_MELDS = "computer_melds"


LOOK_ORDER = (Place.COMPUTER_HAND, Place.COMPUTER_MELDS, Place.STOCK, Place.DISCARD_PILE,
              Place.KNOCK_AREA, Place.YOUR_MELDS, Place.YOUR_HAND)
"""The places ↑ and ↓ move the reader's focus through, from the top of the table down (the
computer's hand or its laid-out cards, the middle row, the user's laid-out cards or hand)."""
ROWS = (Place.YOUR_MELDS, Place.COMPUTER_MELDS)
"""The rows of laid-out cards, walked card by card with ← and →."""
LISTS = (Place.YOUR_HAND, Place.COMPUTER_HAND, *ROWS)
TABLE = "table"
"""The reader's focus is on the table itself (:attr:`TableAccess.told`)."""


class CardAction(enum.Enum):
    """What a card of the user's hand offers; the value is the command whose key runs it
    (selecting has no command of its own: the arrow keys)."""

    SELECT = "select_right"
    DISCARD = "discard"
    KNOCK = "knock"


class PlaceAction(enum.Enum):
    """What a pile offers: the stock draws, the discard pile takes its top card."""

    DRAW = "draw_stock"
    TAKE = "take_discard"


class TablePlayer(Protocol):
    """What the accessible table asks of the presenter (the presenter itself in the window)."""

    @property
    def selected(self) -> Card | None: ...

    def select(self, card: Card | None) -> None: ...

    def discard_selected(self) -> bool: ...

    def knock(self) -> bool: ...

    def draw_stock(self) -> bool: ...

    def take_upcard(self) -> bool: ...


class TableAccess:
    """The accessible side of one table view: its nodes (made once, kept), what they read and
    what their actions do.

    ``player`` is the presenter; ``describe(card)`` says where a card of the user's hand
    stands ("In meld 2", "Deadwood; may not be discarded this turn"); ``status()`` and
    ``score()`` are the turn line and the running score as plain text.
    """

    def __init__(
        self,
        view: TableView,
        scene: TableScene,
        player: TablePlayer,
        describe: Callable[[Card], str],
        status: Callable[[], str],
        score: Callable[[], str],
    ) -> None:
        self.view = view
        self.scene = scene
        self.player = player
        self.describe = describe
        self.status = status
        self.score = score
        self.places = {place: PlaceNode(self, place) for place in Place}
        self._piles: dict[Place, PileItem] = {
            Place.YOUR_HAND: scene.hands[Seat.USER],
            Place.STOCK: scene.stock,
            Place.DISCARD_PILE: scene.discard,
            Place.KNOCK_AREA: scene.knock,
            Place.COMPUTER_HAND: scene.hands[Seat.OPPONENT],
            Place.YOUR_MELDS: scene.melds[Seat.USER],
            Place.COMPUTER_MELDS: scene.melds[Seat.OPPONENT],
        }
        self._place_of = {pile: place for place, pile in self._piles.items()}
        self._cards: dict[CardItem, CardNode] = {}
        self._names: dict[Place, str] = {}
        self._hand: tuple[Card, ...] = ()
        self._selected: Card | None = None
        self.review: Place | None = None
        """The place the review keys moved the reader's focus to (None: the hand)."""
        self._along = 0
        self.told: object = None
        """The node a screen reader was last told has the focus: a node, :data:`TABLE` for
        the table itself, None while the table has not the keyboard focus."""
        self._speech = FocusSpeech(self, view)
        self._watch = FocusWatch(view, self.focus_came, self.focus_went)

    # --- what the nodes read -----------------------------------------------------------

    def alive(self) -> bool:
        return shiboken6.isValid(self.view)

    def root(self) -> QAccessibleInterface | None:
        return QAccessible.queryAccessibleInterface(self.view)

    def window(self) -> QWindow | None:
        return self.view.window().windowHandle() if self.alive() else None

    def pile_of(self, place: Place) -> PileItem | None:
        """The pile shown as ``place`` (None for the status line)."""
        return self._piles.get(place)

    def place_of(self, pile: object) -> PlaceNode | None:
        """The node of the place that shows ``pile`` (None for a card on no pile)."""
        place = self._place_of.get(pile) if isinstance(pile, PileItem) else None
        return self.places[place] if place is not None else None

    def card_node(self, item: CardItem) -> CardNode:
        """The one node of ``item`` (made the first time, then kept)."""
        node = self._cards.get(item)
        if node is None:
            node = self._cards[item] = CardNode(self, item)
        return node

    def screen_rect(self, rect: QRectF) -> QRect:
        """A scene rectangle on the screen (empty once the view is gone)."""
        if not self.alive():
            return QRect()
        on_view = self.view.mapFromScene(rect).boundingRect()
        top_left = self.view.viewport().mapToGlobal(on_view.topLeft())
        return QRect(top_left, on_view.size())

    def is_selected(self, item: CardItem) -> bool:
        selected = self.player.selected
        return item.card is not None and item.card == selected and self.in_hand(item)

    def in_hand(self, item: CardItem) -> bool:
        return item.pile is self.scene.hands[Seat.USER]

    def has_focus(self) -> bool:
        return self.alive() and self.view.hasFocus()

    # --- what the actions do -----------------------------------------------------------

    def act_on_card(self, item: CardItem, action: CardAction) -> None:
        card = item.card
        if card is None or not self.in_hand(item):
            return
        player = self.player
        player.select(card)
        if action is CardAction.DISCARD:
            player.discard_selected()
        elif action is CardAction.KNOCK:
            player.knock()

    def act_on_place(self, action: PlaceAction) -> None:
        if action is PlaceAction.DRAW:
            self.player.draw_stock()
        else:
            self.player.take_upcard()

    # --- telling a listening screen reader what changed -------------------------------

    def changed(self) -> None:
        """The table changed: send the events a screen reader needs (only the focus is worked
        out when none listens)."""
        if not self.alive():
            return
        selected = self.player.selected
        if selected != self._selected:
            self._selected = selected
            self.review = None  # a card chosen in the hand: the reader's focus goes back there
        if self.review is not None and not self.shows(self.review):
            self.review = None  # the row it was on was gathered up (a new deal)
        if QAccessible.isActive():
            self._tell_changes()
        self.tell_focus()

    def retranslate(self) -> None:
        """The language changed: the nodes read in the new one at once (their words are made
        as they are read); a listening screen reader is told that every place and card known
        to it was named again."""
        if not self.alive():
            return
        self._names.clear()
        if QAccessible.isActive():
            for node in self._cards.values():
                QAccessible.updateAccessibility(
                    QAccessibleEvent(node, QAccessible.Event.NameChanged))
        self.changed()

    def _tell_changes(self) -> None:
        for place, node in self.places.items():
            name = node.text(QAccessible.Text.Name)
            if self._names.get(place) != name:
                self._names[place] = name
                QAccessible.updateAccessibility(
                    QAccessibleEvent(node, QAccessible.Event.NameChanged))
        hand = tuple(item.card for item in self.scene.hands[Seat.USER].cards
                     if item.card is not None)
        if hand != self._hand:
            self._hand = hand
            QAccessible.updateAccessibility(
                QAccessibleEvent(self.places[Place.YOUR_HAND], QAccessible.Event.ObjectReorder))

    # --- the reader's focus -------------------------------------------------------------

    def focused_node(self) -> _Node | None:
        """The node with the reader's focus while the table has the keyboard focus (see the
        module docstring): the reviewed place or card, else the selected card, else the hand
        itself while it holds cards; None for the table itself, and while it has not the
        focus."""
        if not self.has_focus():
            return None
        reviewed = self._reviewed()
        if reviewed is not None:
            return reviewed
        for item in self.scene.hands[Seat.USER].cards:
            if self.is_selected(item):
                return self.card_node(item)
        for place in (Place.YOUR_HAND, Place.YOUR_MELDS):  # the hand, else the hand laid out
            if self.shows(place):
                return self.places[place]
        return None

    def _reviewed(self) -> _Node | None:
        place = self.review
        if place is None or place is Place.YOUR_HAND or not self.shows(place):
            return None
        node = self.places[place]
        if place not in ROWS:
            return node
        cards = node.children()
        self._along = max(0, min(self._along, len(cards) - 1))
        found = cards[self._along]
        return found if isinstance(found, CardNode) else None

    def shows(self, place: Place) -> bool:
        """Whether ``place`` is on the table now (a hand or a row only while it holds cards)."""
        return place not in LISTS or bool(self.places[place].children())

    def tell_focus(self) -> None:
        """Tell a listening reader where its focus is, when that changed."""
        if not self.has_focus():
            self.told = None
            return
        node = self.focused_node()
        target: object = TABLE if node is None else node
        if target is self.told:
            return
        self.told = target
        if QAccessible.isActive():
            interface = self.root() if node is None else node
            if interface is not None:
                QAccessible.updateAccessibility(
                    QAccessibleEvent(interface, QAccessible.Event.Focus))

    def look(self, step: int) -> bool:
        """Move the reader's focus to the next place of :data:`LOOK_ORDER` on the table, up
        (``step`` -1) or down (+1); False at the top or the bottom."""
        start = self.review if self.review is not None else Place.YOUR_HAND
        index = LOOK_ORDER.index(start) + step
        while 0 <= index < len(LOOK_ORDER):
            place = LOOK_ORDER[index]
            if self.shows(place):
                self.review = place
                self._along = 0
                self.tell_focus()
                return True
            index += step
        return False

    def step_along(self, step: int) -> bool:
        """In a row of laid-out cards (or on it), move the reader's focus ``step`` cards along
        (False when the focus is in no such row: ← → then select in the hand)."""
        if not self.has_focus():
            return False
        if self.review in ROWS and self._reviewed() is not None:
            self._along += step
        elif self.focused_node() is self.places[Place.YOUR_MELDS]:
            self.review, self._along = Place.YOUR_MELDS, 0 if step > 0 else 10**6
        else:
            return False
        self.tell_focus()
        return True

    def focus_came(self) -> None:
        """The table got the keyboard focus: Qt told the reader about the table itself; the
        selected card (or reviewed place) follows once Qt is done."""
        self.told = TABLE
        QTimer.singleShot(0, self._watch, self.tell_focus)

    def focus_went(self) -> None:
        self.told = None

    # --- speaking through the focus (``focus_speech.py``) -------------------------------

    def say_on_focus(self, text: str) -> bool:
        """Say ``text`` through the node with the reader's focus; False when the table has
        not the keyboard focus."""
        return self._speech.say(text)

    @property
    def saying(self) -> bool:
        """Whether messages are still being said through the focus."""
        return self._speech.saying

    @property
    def spoken(self) -> deque[str]:
        """The messages said through the focus (whether a reader listens or not)."""
        return self._speech.spoken

    def speaking(self, node: object) -> str | None:
        """The message being said through ``node`` (a node, or :data:`TABLE`), if any."""
        return self._speech.speaking(node)

    def interface_of(self, node: object) -> QAccessibleInterface | None:
        """The interface of a node the reader's focus may be on (the table's for TABLE)."""
        return node if isinstance(node, _Node) else self.root() if node == TABLE else None

    def own_description(self, node: object) -> str:
        """The description ``node`` has of its own (what it reads between messages)."""
        interface = self.interface_of(node)
        return interface.text(QAccessible.Text.Description) if interface is not None else ""


class _Actions(QAccessibleActionInterface):
    """The actions of one node (a separate object: see the module docstring)."""

    def __init__(self, names: Callable[[], list[str]], localized: Callable[[str], str],
                 keys: Callable[[str], list[str]], act: Callable[[str], None]) -> None:
        super().__init__()
        self._names, self._localized, self._keys, self._act = names, localized, keys, act

    def actionNames(self) -> list[str]:
        return self._names()

    def localizedActionName(self, name: str) -> str:
        return self._localized(name)

    def localizedActionDescription(self, name: str) -> str:
        return self._localized(name)

    def keyBindingsForAction(self, name: str) -> list[str]:
        return self._keys(name)

    def doAction(self, name: str) -> None:
        if name in self._names():
            self._act(name)


_NO_INTERFACE = shiboken6.VoidPtr(0)


class _ByIndex:
    """Children by index, from :meth:`children` (the nodes and the table's root share it)."""

    def children(self) -> Sequence[QAccessibleInterface]:
        return ()

    def childCount(self) -> int:
        return len(self.children())

    def child(self, index: int) -> QAccessibleInterface | None:
        children = self.children()
        return children[index] if 0 <= index < len(children) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return next((i for i, node in enumerate(self.children()) if node is child), -1)


class _Node(_ByIndex, QAccessibleInterface):  # type: ignore[misc]  # child() may be None
    """A node of the table with no QObject of its own: children by index, the actions through
    a kept :class:`_Actions`."""

    def __init__(self, access: TableAccess) -> None:
        super().__init__()
        self.access = access
        self._actions = _Actions(self.action_names, self.action_text, self.action_keys,
                                 self.do_action)

    # subclasses give these (and children)
    def action_names(self) -> list[str]:
        return []

    def action_text(self, name: str) -> str:
        return name

    def action_keys(self, name: str) -> list[str]:
        return []

    def do_action(self, name: str) -> None:
        pass

    # QAccessibleInterface
    def isValid(self) -> bool:
        return self.access.alive()

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.access.window()

    def setText(self, t: QAccessible.Text, text: str) -> None:
        pass

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for node in reversed(self.children()):
            if node.rect().contains(x, y):
                return node
        return None

    def interface_cast(  # type: ignore[override]
        self, kind: QAccessible.InterfaceType
    ) -> shiboken6.VoidPtr:
        if kind == QAccessible.InterfaceType.ActionInterface and self.action_names():
            return shiboken6.VoidPtr(shiboken6.getCppPointer(self._actions)[0])
        return _NO_INTERFACE


class CardNode(_Node):
    """One card on the table: named when its face is up, else "face-down card"."""

    def __init__(self, access: TableAccess, item: CardItem) -> None:
        super().__init__(access)
        self.item = item

    def _shown(self) -> Card | None:
        item = self.item
        return item.card if item.face_up else None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.access.place_of(self.item.pile) or self.access.root()

    def text(self, t: QAccessible.Text) -> str:
        card = self._shown()
        if t == QAccessible.Text.Name:
            return spoken_name(card)  # "face-down card" for None
        if t == QAccessible.Text.Description:
            message = self.access.speaking(self)
            if message is not None:
                return message
            return self._description(card) if card is not None else ""
        return ""

    def _description(self, card: Card) -> str:
        access, pile = self.access, self.item.pile
        if access.in_hand(self.item):
            return access.describe(card)
        if isinstance(pile, MeldPile):
            group = pile.group_of(self.item)
            return group.spoken_caption if group is not None else ""
        return ""

    def rect(self) -> QRect:
        return self.access.screen_rect(self.item.sceneBoundingRect())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        access = self.access
        if not self.item.isVisible() or self.item.pile is None:
            state.invisible = True
        if access.in_hand(self.item):
            state.selectable = True
            state.focusable = True
            state.selected = access.is_selected(self.item)
        elif isinstance(self.item.pile, MeldPile):
            state.focusable = True
        state.focused = state.focusable and access.focused_node() is self
        return state

    def action_names(self) -> list[str]:
        if not self.access.in_hand(self.item) or self.item.card is None:
            return []
        return [action.name.lower() for action in CardAction]

    def action_text(self, name: str) -> str:
        texts = {
            "select": QCoreApplication.translate("TableAccess", "Select"),
            "discard": QCoreApplication.translate("TableAccess", "Discard"),
            "knock": QCoreApplication.translate("TableAccess", "Knock with this card"),
        }
        return texts.get(name, name)

    def action_keys(self, name: str) -> list[str]:
        action = CardAction[name.upper()] if name.upper() in CardAction.__members__ else None
        key = command(action.value).shortcut if action is not None else ""
        return [key] if key else []

    def do_action(self, name: str) -> None:
        self.access.act_on_card(self.item, CardAction[name.upper()])


class PlaceNode(_Node):
    """A place of the table (see :class:`Place`): a list of cards, a pile, or the status."""

    _ROLES = {
        Place.STATUS: QAccessible.Role.StaticText,
        Place.STOCK: QAccessible.Role.Button,
        Place.DISCARD_PILE: QAccessible.Role.Button,
        Place.KNOCK_AREA: QAccessible.Role.StaticText,
    }

    def __init__(self, access: TableAccess, place: Place) -> None:
        super().__init__(access)
        self.place = place

    def _pile(self) -> PileItem | None:
        return self.access.pile_of(self.place)

    def _cards(self) -> tuple[CardItem, ...]:
        pile = self._pile()
        return pile.cards if pile is not None else ()

    def children(self) -> Sequence[QAccessibleInterface]:
        if self.place in (Place.STATUS, Place.STOCK, Place.DISCARD_PILE, Place.KNOCK_AREA):
            return ()
        return [self.access.card_node(item) for item in self._cards()]

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.access.root()

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return self._name()
        if t == QAccessible.Text.Description:
            message = self.access.speaking(self)
            if message is not None:
                return message
            return self.access.score() if self.place is Place.STATUS else ""
        return ""

    def _name(self) -> str:
        count = len(self._cards())
        top = self._cards()[-1] if count else None
        place = self.place
        if place is Place.STATUS:
            return self.access.status()
        if place is Place.YOUR_HAND:
            return QCoreApplication.translate("TableAccess", "Your hand, %n card(s)", None, count)
        if place is Place.COMPUTER_HAND:
            return opposite.sentence(
                QCoreApplication.translate(
                    "TableAccess", "Computer's hand, %n card(s)", None, count),
                QCoreApplication.translate(
                    "TableAccess", "{friend}'s hand, %n card(s)", None, count))
        if place is Place.STOCK:
            return QCoreApplication.translate("TableAccess", "Stock, %n card(s)", None, count)
        if place is Place.DISCARD_PILE:
            if top is None:
                return QCoreApplication.translate("TableAccess", "Discard pile, empty")
            if not top.face_up or top.card is None:
                return QCoreApplication.translate("TableAccess", "Discard pile")
            return QCoreApplication.translate("TableAccess", "Discard pile, {card} on top").format(
                card=spoken_name(top.card))
        if place is Place.KNOCK_AREA:
            return self._knock_name(top)
        if place is Place.YOUR_MELDS:
            return QCoreApplication.translate("TableAccess", "Your cards laid out")
        return opposite.sentence(
            QCoreApplication.translate("TableAccess", "Computer's cards laid out"),
            QCoreApplication.translate("TableAccess", "{friend}'s cards laid out"))

    def _knock_name(self, top: CardItem | None) -> str:
        pile = self._pile()
        caption = pile.spoken_caption if pile is not None else ""
        if top is None:
            return QCoreApplication.translate("TableAccess", "Knock area: {caption}").format(
                caption=caption)
        return QCoreApplication.translate(
            "TableAccess", "Knock area: the knocker's discard, face down")

    def rect(self) -> QRect:
        pile = self._pile()
        if pile is None:
            return self.access.screen_rect(self.access.view.sceneRect())
        return self.access.screen_rect(pile.sceneBoundingRect())

    def role(self) -> QAccessible.Role:
        return self._ROLES.get(self.place, QAccessible.Role.List)

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if self.role() == QAccessible.Role.List and not self._cards():
            state.invisible = True
        if self.place is not Place.STATUS and not state.invisible:
            state.focusable = True  # ↑ and ↓ bring the reader's focus here
            state.focused = self.access.focused_node() is self
        return state

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        node = self.access.focused_node()
        return node if isinstance(node, CardNode) and node.parent() is self else None

    def action_names(self) -> list[str]:
        if self.place is Place.STOCK:
            return [PlaceAction.DRAW.name.lower()]
        if self.place is Place.DISCARD_PILE:
            return [PlaceAction.TAKE.name.lower()]
        return []

    def action_text(self, name: str) -> str:
        texts = {
            "draw": QCoreApplication.translate("TableAccess", "Draw"),
            "take": QCoreApplication.translate("TableAccess", "Take the top card"),
        }
        return texts.get(name, name)

    def action_keys(self, name: str) -> list[str]:
        if name.upper() not in PlaceAction.__members__:
            return []
        key = command(PlaceAction[name.upper()].value).shortcut
        return [key] if key else []

    def do_action(self, name: str) -> None:
        self.access.act_on_place(PlaceAction[name.upper()])


class TableNode(_ByIndex, QAccessibleWidget):  # type: ignore[misc]  # child() may be None
    """The table view as a screen reader finds it: the places of :class:`Place` as children."""

    def __init__(self, view: TableView, access: TableAccess) -> None:
        super().__init__(view, QAccessible.Role.Client, view.accessibleName())
        self.access = access

    def children(self) -> Sequence[QAccessibleInterface]:
        return list(self.access.places.values())

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for node in self.children():
            if node.childCount() and node.rect().contains(x, y):
                return node
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.access.focused_node()

    def state(self) -> QAccessible.State:
        """The widget's state, but not focused while one of its nodes has the reader's focus:
        a reader that looks for the focused object (Orca, when it starts or a window comes
        back) finds that node, the one the words go to, not the table around it."""
        state = super().state()
        if self.access.focused_node() is not None:
            state.focused = False
        return state

    def text(self, t: QAccessible.Text) -> str:
        """The table's name; its description is the turn line (what the reader says when the
        focus comes back to the table, after a dialog say), or a message being said."""
        if t == QAccessible.Text.Description:
            message = self.access.speaking(TABLE)
            return self.access.status() if message is None else message
        return str(super().text(t))


def _table_factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, TableView) and isinstance(obj.access, TableAccess):
        return TableNode(obj, obj.access)
    return None


_installed = False


def install() -> None:
    """Put the table's factory in front of Qt's (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_table_factory)
        _installed = True
