"""What the user may do now: one table of commands and one snapshot of the table (no
widgets: Qt only translates the texts).

Every command the user can give at the table is one row of :data:`COMMANDS`: its id, the label
of its button (or menu entry), its accessible name, the key shown for it, the keys that run it,
the box of the panel it lives in, and a function from the :class:`TableSnapshot` to its
:class:`Availability` (the engine action it would play, or why it may not be given now). The
panel's buttons, the menu's Undo and New game, the keys, the key hints, the Hint button and the
drop policy all read the same rows and the same snapshot, so they cannot disagree.

The :class:`TableSnapshot` is built once per change of the table (a move, the table coming to
rest, a new selection, a hint asked for or answered, the Undo option changing), from one
:class:`PlayerView`: the presenter keeps it and emits it (``snapshot_changed``); everything else
reads that one object instead of asking the controller again.

Subtleties:

* ``legal`` is empty while the table is not at rest (cards still moving after a move): the
  user's next move waits for the animation, as the turn machine shows;
* a key that several rows share (U, P, Enter) runs the row of the box of the phase in play
  (Enter discards, lays off at the showdown, deals once the hand is over); in a phase with no
  such row it runs the first row that has it, and with no game at all none;
* the Knock command knocks with the selected card when that card may knock, else with the card
  that leaves the least deadwood (the higher card on a tie); Gin is big gin when declarable,
  else the knock that leaves no deadwood;
* the Hint command is available on the user's decisions only, with hints switched on, and not
  while a hint is being worked out.

The table is checked at import, like ``settings/values.py``'s: ids and keys are unique within their
scope, and each row's box is a phase state or one of the other boxes. Help > Keyboard lists
every key with what it does (:func:`keys_html`).
"""

from __future__ import annotations

import enum
import html
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from PySide6.QtCore import QCoreApplication

from ...engine import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawStock,
    Knock,
    LayOff,
    Pass,
    Phase,
    PlayerView,
    TakeDiscard,
    TakeUpcard,
    deadwood_points,
)
from ...marks import QT_TRANSLATE_NOOP
from ..match.undo import UndoOption
from ..seats.seat import Seat
from ..words import table as words
from ..words.cards import card_text, spoken_name

__all__ = [
    "COMMANDS",
    "HAND_TOOLS",
    "KEY_NAMES",
    "MENU",
    "PHASE_STATES",
    "Availability",
    "Command",
    "TableContext",
    "TableSnapshot",
    "Turn",
    "availability",
    "box_rows",
    "command",
    "command_for_key",
    "gin_action_for",
    "hint_refusal",
    "is_dealing",
    "key_for",
    "keys_html",
    "knock_card_for",
    "snapshot_of",
    "state_of",
]


PHASE_STATES: Mapping[str, tuple[Phase, ...]] = MappingProxyType({
    "Dealing": (Phase.CUT, Phase.DEAL),
    "UpcardOffer": (Phase.UPCARD_OFFER,),
    "Draw": (Phase.DRAW,),
    "Discard": (Phase.DISCARD,),
    "Showdown": (Phase.SHOWDOWN,),
    "HandOver": (Phase.HAND_OVER,),
    "GameOver": (Phase.GAME_OVER,),
})
"""Each phase box (the turn machine's phase state) and the engine phases it stands for."""

HAND_TOOLS = "HandTools"
"""The box under the hand: sorting, arranging and the hint, at any time."""
MENU = "Menu"
"""Not on the panel: a menu entry (its keys are the menu's shortcut)."""


def state_of(phase: Phase) -> str:
    """The phase box that stands for the engine's ``phase``."""
    return next(name for name, phases in PHASE_STATES.items() if phase in phases)


def _check_phase_states() -> None:
    """Checked at import: the phase boxes stand for every engine phase, each exactly once."""
    phases = [phase for group in PHASE_STATES.values() for phase in group]
    if sorted(phases, key=list(Phase).index) != list(Phase):
        raise AssertionError(f"the phase boxes must cover each phase once: {phases}")


_check_phase_states()


# --- the snapshot --------------------------------------------------------------------------


class Turn(enum.Enum):
    """Whom the table waits for, as the turn machine's actor region shows it: a seat
    (``seats.py``; the same names), or the cards while they move (a move is being applied or
    animated). The values are names for the code, never shown."""

    USER = "user"
    OPPONENT = "opponent"
    MOVING = "moving"


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    """The table at one moment, as the commands see it.

    ``view`` is the user's view (None before the first game); ``at_rest``: no card is moving
    and no move is being applied; ``selected``: the card selected in the hand; ``knock_card``
    and ``gin_action``: what Knock and Gin would play now (see the module docstring);
    ``hints_on``, ``hint_busy``: whether hints may be given, and a hint being worked out;
    ``hints_refused``: why not though the setting is on (a friend's match); ``undo``: what Undo
    would take back.
    """

    view: PlayerView | None
    at_rest: bool = True
    selected: Card | None = None
    knock_card: Card | None = None
    gin_action: Action | None = None
    hints_on: bool = True
    hint_busy: bool = False
    undo: UndoOption = field(default_factory=lambda: UndoOption(False, reason=words.no_game()))
    hints_refused: str = ""

    @property
    def legal(self) -> tuple[Action, ...]:
        """The user's legal actions now (empty while waiting for the computer or the table)."""
        if self.view is None or not self.at_rest:
            return ()
        return self.view.legal_actions

    @property
    def turn(self) -> Turn:
        """Whom the table waits for: the cards while not at rest, else the player to act
        (the user too before the first game and once a hand is over)."""
        if not self.at_rest:
            return Turn.MOVING
        if self.view is not None and self.view.actor is not None and self.view.actor != Seat.USER:
            return Turn.OPPONENT
        return Turn.USER

    @property
    def user_may_act(self) -> bool:
        """True when the user has a move to make now."""
        return bool(self.legal)

    @property
    def phase(self) -> Phase | None:
        return None if self.view is None else self.view.phase

    @property
    def box(self) -> str | None:
        """The phase box of the phase in play (None without a game)."""
        return None if self.view is None else state_of(self.view.phase)

    def allows(self, action: Action) -> bool:
        """Whether the user may play ``action`` now (the engine's legal actions say)."""
        return action in self.legal

    @property
    def against_gin(self) -> bool:
        """The showdown of a gin (or big gin): the knocker has no deadwood, so there is
        nothing to lay off (the engine's LayOff still settles the hand)."""
        view = self.view
        shown = view.knocker_arrangement if view is not None else None
        return shown is not None and shown.deadwood_points == 0

    def take_action(self) -> Action | None:
        """Taking the pile's top card: the upcard during the offer, the discard on a turn."""
        return next((a for a in (TakeUpcard(), TakeDiscard()) if self.allows(a)), None)

    def refusal(self) -> str:
        """Why an engine action the user asks for is not possible (the first reason)."""
        if self.view is None:
            return words.no_game()
        if self.view.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            return words.hand_is_over()
        if self.view.actor != Seat.USER:
            return words.computers_turn()
        if not self.at_rest:
            return words.wait_for_cards()
        return words.phase_refusal(self.view.phase, _key_of)

    def refusal_of(self, action: Action) -> str:
        """Why the user may not play ``action`` now ("" when they may): the upcard both players
        passed may not be taken (the first draw is from the stock), the card just taken from the
        pile may not go straight back, a knock needs low enough deadwood, else the first reason
        of :meth:`refusal`."""
        if self.allows(action):
            return ""
        view = self.view
        if (view is not None and isinstance(action, TakeDiscard) and view.phase is Phase.DRAW
                and all(view.passed_upcard) and DrawStock() in self.legal):
            return words.upcard_was_passed(_key_of("draw_stock"))
        if view is not None and self.legal and isinstance(action, Discard | Knock):
            if action.card == view.may_not_discard:
                return words.may_not_throw_back(action.card)
            if isinstance(action, Knock):
                return words.deadwood_too_high_with_card()
        return self.refusal()


def knock_card_for(
    legal: Sequence[Action],
    selected: Card | None,
    hand: Sequence[Card],
    runs_only: bool,
    preferred: Card | None = None,
) -> Card | None:
    """The card a Knock would discard: ``selected`` if it may knock, else ``preferred`` (the
    discard the user's own melds want, when a knock with them is legal) if it may, else the
    card leaving the least deadwood (the higher card on a tie); None when no knock is legal."""
    knocks = [a.card for a in legal if isinstance(a, Knock)]
    if not knocks:
        return None
    for choice in (selected, preferred):
        if choice in knocks:
            return choice
    return min(knocks, key=lambda c: (_deadwood_without(hand, c, runs_only), -c.points))


def gin_action_for(
    legal: Sequence[Action], hand: Sequence[Card], runs_only: bool
) -> Action | None:
    """Big gin if declarable, else a knock that leaves no deadwood, else None."""
    if BigGin() in legal:
        return BigGin()
    for action in legal:
        if isinstance(action, Knock) and _deadwood_without(hand, action.card, runs_only) == 0:
            return action
    return None


def _deadwood_without(hand: Sequence[Card], card: Card, runs_only: bool) -> int:
    """The least deadwood of ``hand`` once ``card`` is gone."""
    return deadwood_points([c for c in hand if c != card], runs_only)


@dataclass(frozen=True, slots=True)
class TableContext:
    """What the snapshot needs beyond the game and the hand: the Hint setting, whether a hint
    is being worked out, and the Undo option (the window knows these)."""

    hints_on: bool = True
    hint_busy: bool = False
    undo: UndoOption = field(default_factory=lambda: UndoOption(False, reason=words.no_game()))
    hints_refused: str = ""
    """Why hints are off though the setting is on ("": they are not), e.g. a friend's match."""


def snapshot_of(
    view: PlayerView | None,
    *,
    at_rest: bool,
    selected: Card | None = None,
    context: TableContext | None = None,
    preferred_knock: Card | None = None,
) -> TableSnapshot:
    """The snapshot of a table showing ``view``, with the knock card and the gin action worked
    out once (under the view's rules: runs only or not); ``preferred_knock`` is the discard the
    user's own melds would knock with (see :func:`knock_card_for`)."""
    context = context if context is not None else TableContext()
    legal = view.legal_actions if view is not None and at_rest else ()
    hand = view.hand if view is not None else ()
    runs_only = view is not None and view.rules.runs_only
    return TableSnapshot(
        view=view,
        at_rest=at_rest,
        selected=selected,
        knock_card=knock_card_for(legal, selected, hand, runs_only, preferred_knock),
        gin_action=gin_action_for(legal, hand, runs_only),
        hints_on=context.hints_on and not context.hints_refused,
        hint_busy=context.hint_busy,
        undo=context.undo,
        hints_refused=context.hints_refused,
    )


# --- availability --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Availability:
    """Whether a command may be given now: ``action`` is the engine action it plays (None for
    a command of the table itself, like sorting); ``reason`` says why not ("" when it may)."""

    action: Action | None = None
    reason: str = ""

    @property
    def available(self) -> bool:
        return not self.reason


_ALWAYS = Availability()


def _always(_snapshot: TableSnapshot) -> Availability:
    return _ALWAYS


def is_dealing(snapshot: TableSnapshot) -> bool:
    """The cards of a new hand are still on their way (face down until they land): the panel
    says nothing of the hand until then, and the hand cannot be arranged yet."""
    view = snapshot.view
    return view is not None and not snapshot.at_rest and _just_dealt(view)


def _just_dealt(view: PlayerView) -> bool:
    """The upcard offer has just begun (nobody has passed, the upcard is the whole pile)."""
    offer = view.phase is Phase.UPCARD_OFFER and len(view.discard_pile) == 1
    return offer and not any(view.passed_upcard)


def _arranging(snapshot: TableSnapshot) -> Availability:
    """Sort and Arrange: the user's hand may be put in order whenever it is on the table,
    even while a move is on its way; not while a new hand is still being dealt, nor once the
    hand is over (its cards are laid out for the showdown, then gathered)."""
    view = snapshot.view
    if view is not None and view.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
        return Availability(reason=words.hand_is_over())
    if is_dealing(snapshot):
        return Availability(reason=words.still_dealing())
    return _ALWAYS


def _playing(action: Action) -> Callable[[TableSnapshot], Availability]:
    """Available when the engine allows ``action`` now."""

    def check(snapshot: TableSnapshot) -> Availability:
        reason = snapshot.refusal_of(action)
        return Availability(reason=reason) if reason else Availability(action)

    return check


def _not_discarding(snapshot: TableSnapshot) -> str:
    """Why no card may be thrown now ("" on the user's discard): the refusal of the moment."""
    if snapshot.phase is Phase.DISCARD and snapshot.legal:
        return ""
    return snapshot.refusal()


def _discard(snapshot: TableSnapshot) -> Availability:
    if reason := _not_discarding(snapshot):
        return Availability(reason=reason)
    card = snapshot.selected
    if card is None:
        return Availability(reason=words.select_first())
    return _playing(Discard(card))(snapshot)


def _knock(snapshot: TableSnapshot) -> Availability:
    card = snapshot.knock_card
    if reason := _not_discarding(snapshot):
        return Availability(reason=reason)
    if card is None:
        return Availability(reason=words.deadwood_too_high())
    return Availability(Knock(card))


def _gin(snapshot: TableSnapshot) -> Availability:
    action = snapshot.gin_action
    if reason := _not_discarding(snapshot):
        return Availability(reason=reason)
    return Availability(action) if action is not None else Availability(reason=words.no_gin())


def _next_hand(snapshot: TableSnapshot) -> Availability:
    if snapshot.phase is Phase.HAND_OVER and snapshot.at_rest:
        return _ALWAYS
    return Availability(reason=words.hand_not_over())


def hint_refusal(snapshot: TableSnapshot) -> str:
    """Why no hint can be asked for now ("" when one can; a hint under way does not count)."""
    if not snapshot.hints_on:
        return snapshot.hints_refused or words.hints_off()
    if not snapshot.legal:
        return words.hint_not_now()
    return ""


def _hint(snapshot: TableSnapshot) -> Availability:
    reason = hint_refusal(snapshot)
    if not reason and snapshot.hint_busy:
        reason = words.hint_busy()
    return Availability(reason=reason)


def _undo(snapshot: TableSnapshot) -> Availability:
    undo = snapshot.undo
    return _ALWAYS if undo.possible else Availability(reason=undo.reason or words.nothing_to_undo())


# --- the rows ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Command:
    """One command of the table (see the module docstring).

    The texts of a row are English sources marked for translation (``QT_TRANSLATE_NOOP``, in
    the context ``"Commands"``; the keys in ``"Keys"``); what a widget shows comes from the
    properties and methods below, which translate them (the rows are built at import, before
    any translator is installed).

    ``told_key``: the key as the user is told it ("U", "Enter", "Ctrl+N"; :attr:`shortcut`
    is it translated); ``keys``: the keys that run it without a modifier, by Qt's names without
    ``Key_`` ("Return", "Left"); ``menu_label``, ``menu_key``: for a command also in the Game
    menu, its entry's text and the name of its ``QKeySequence.StandardKey``; ``caption`` and
    ``explain``: the label and tooltip when they depend on the table (else ``label`` and
    "accessible (shortcut)"); ``speech``: the accessible name when it depends on the table (a
    screen reader hears the card a label shows, in words: "Discard the king of diamonds").
    """

    id: str
    label: str
    accessible: str
    told_key: str
    box: str
    available: Callable[[TableSnapshot], Availability]
    keys: tuple[str, ...] = ()
    primary: bool = False
    menu_label: str = ""
    menu_key: str = ""
    caption: Callable[[TableSnapshot], str] | None = None
    explain: Callable[[TableSnapshot], str] | None = None
    speech: Callable[[TableSnapshot], str] | None = None

    @property
    def shortcut(self) -> str:
        """The key as the user is told it, translated ("Ctrl+N"; "" for none)."""
        return QCoreApplication.translate("Keys", self.told_key) if self.told_key else ""

    @property
    def shown_label(self) -> str:
        """The label of its button, translated (see :meth:`label_for` for the one of now)."""
        return QCoreApplication.translate("Commands", self.label)

    @property
    def shown_accessible(self) -> str:
        """Its accessible name, translated."""
        return QCoreApplication.translate("Commands", self.accessible)

    @property
    def shown_menu_label(self) -> str:
        """The text of its Game menu entry, translated ("" for none)."""
        return QCoreApplication.translate("Commands", self.menu_label) if self.menu_label else ""

    @property
    def tooltip(self) -> str:
        """The tooltip that does not depend on the table: the accessible name and the key."""
        if not self.told_key:
            return self.shown_accessible
        return QCoreApplication.translate("Commands", "{name} ({key})").format(
            name=self.shown_accessible, key=self.shortcut)

    def label_for(self, snapshot: TableSnapshot) -> str:
        """The label to show now."""
        return self.shown_label if self.caption is None else self.caption(snapshot)

    def tooltip_for(self, snapshot: TableSnapshot) -> str:
        """The tooltip to show now."""
        return self.tooltip if self.explain is None else self.explain(snapshot)

    def accessible_for(self, snapshot: TableSnapshot) -> str:
        """The accessible name to give now (naming the card its label shows)."""
        return self.shown_accessible if self.speech is None else self.speech(snapshot)


def _key_of(command_id: str) -> str:
    """The key of the command ``command_id``, as the user is told it."""
    return command(command_id).shortcut


def _discard_caption(snapshot: TableSnapshot) -> str:
    card = snapshot.selected
    if card is None:
        return QCoreApplication.translate("Commands", "Discard")
    return QCoreApplication.translate("Commands", "Discard {card}").format(card=card_text(card))


def _knock_caption(snapshot: TableSnapshot) -> str:
    card = snapshot.knock_card
    if card is None:
        return QCoreApplication.translate("Commands", "Knock")
    return QCoreApplication.translate("Commands", "Knock ({card})").format(card=card_text(card))


def _discard_speech(snapshot: TableSnapshot) -> str:
    card = snapshot.selected
    if card is None:
        return command("discard").shown_accessible
    return QCoreApplication.translate("Commands", "Discard the {card}").format(
        card=spoken_name(card))


def _knock_speech(snapshot: TableSnapshot) -> str:
    card = snapshot.knock_card
    if card is None:
        return command("knock").shown_accessible
    return QCoreApplication.translate("Commands", "Knock, discarding the {card}").format(
        card=spoken_name(card))


def _lay_off_caption(snapshot: TableSnapshot) -> str:
    if snapshot.against_gin:
        return QCoreApplication.translate("Commands", "Score the hand")
    return QCoreApplication.translate("Commands", "Lay off")


def _lay_off_tooltip(snapshot: TableSnapshot) -> str:
    if snapshot.against_gin:
        text = QCoreApplication.translate(
            "Commands", "No lay-offs against gin: score the hand ({key})")
    else:
        text = QCoreApplication.translate("Commands", "Lay off and score the hand ({key})")
    return text.format(key=_key_of("lay_off"))


def _hint_tooltip(snapshot: TableSnapshot) -> str:
    if snapshot.hints_on:
        return QCoreApplication.translate("Commands", "Show the best move and why ({key})").format(
            key=_key_of("hint"))
    return words.hints_off()


def _undo_caption(snapshot: TableSnapshot) -> str:
    undo = snapshot.undo
    if undo.possible:
        return QCoreApplication.translate("Commands", "&Undo {what}").format(what=undo.what)
    return QCoreApplication.translate("Commands", "&Undo")


def _undo_tooltip(snapshot: TableSnapshot) -> str:
    undo = snapshot.undo
    if undo.possible:
        return QCoreApplication.translate("Commands", "Undo {what}").format(what=undo.what)
    return undo.reason


COMMANDS: tuple[Command, ...] = (
    Command("take_upcard", QT_TRANSLATE_NOOP("Commands", "Take upcard"),
            QT_TRANSLATE_NOOP("Commands", "Take the upcard"), "U", "UpcardOffer",
            _playing(TakeUpcard()), keys=("U",), primary=True),
    Command("pass", QT_TRANSLATE_NOOP("Commands", "Pass"),
            QT_TRANSLATE_NOOP("Commands", "Pass the upcard"), "P", "UpcardOffer",
            _playing(Pass()), keys=("P",)),
    Command("draw_stock", QT_TRANSLATE_NOOP("Commands", "Draw from stock"),
            QT_TRANSLATE_NOOP("Commands", "Draw from the stock"), "D", "Draw",
            _playing(DrawStock()), keys=("D",), primary=True),
    Command("take_discard", QT_TRANSLATE_NOOP("Commands", "Take discard"),
            QT_TRANSLATE_NOOP("Commands", "Take the top of the discard pile"), "U", "Draw",
            _playing(TakeDiscard()), keys=("U",)),
    Command("wall_pass", QT_TRANSLATE_NOOP("Commands", "Pass"),
            QT_TRANSLATE_NOOP("Commands", "Pass at the wall"), "P", "Draw", _playing(Pass()),
            keys=("P",)),
    Command("discard", QT_TRANSLATE_NOOP("Commands", "Discard"),
            QT_TRANSLATE_NOOP("Commands", "Discard the selected card"),
            QT_TRANSLATE_NOOP("Keys", "Enter"), "Discard", _discard,
            keys=("Return", "Enter"), primary=True, caption=_discard_caption,
            speech=_discard_speech),
    Command("knock", QT_TRANSLATE_NOOP("Commands", "Knock"),
            QT_TRANSLATE_NOOP("Commands", "Knock"), "K", "Discard", _knock, keys=("K",),
            caption=_knock_caption, speech=_knock_speech),
    Command("gin", QT_TRANSLATE_NOOP("Commands", "Gin"),
            QT_TRANSLATE_NOOP("Commands", "Go gin"), "G", "Discard", _gin, keys=("G",)),
    Command("lay_off", QT_TRANSLATE_NOOP("Commands", "Lay off"),
            QT_TRANSLATE_NOOP("Commands", "Lay off and score the hand"), "L", "Showdown",
            _playing(LayOff()), keys=("L", "Return", "Enter"), primary=True,
            caption=_lay_off_caption, explain=_lay_off_tooltip),
    Command("next_hand", QT_TRANSLATE_NOOP("Commands", "Next hand"),
            QT_TRANSLATE_NOOP("Commands", "Deal the next hand"), "N", "HandOver", _next_hand,
            keys=("N", "Return", "Enter"), primary=True),
    Command("new_game", QT_TRANSLATE_NOOP("Commands", "New game"),
            QT_TRANSLATE_NOOP("Commands", "Start a new game"),
            QT_TRANSLATE_NOOP("Keys", "Ctrl+N"), "GameOver", _always, primary=True,
            menu_label=QT_TRANSLATE_NOOP("Commands", "&New game"), menu_key="New"),
    Command("review", QT_TRANSLATE_NOOP("Commands", "Review match"),
            QT_TRANSLATE_NOOP("Commands", "Review your decisions and your luck in this match"),
            QT_TRANSLATE_NOOP("Keys", "Ctrl+R"), "GameOver", _always,
            menu_label=QT_TRANSLATE_NOOP("Commands", "&Review this match…"), menu_key="Ctrl+R"),
    Command("sort_rank", QT_TRANSLATE_NOOP("Commands", "Sort by rank"),
            QT_TRANSLATE_NOOP("Commands", "Sort by rank"), "R", HAND_TOOLS, _arranging,
            keys=("R",)),
    Command("sort_suit", QT_TRANSLATE_NOOP("Commands", "Sort by suit"),
            QT_TRANSLATE_NOOP("Commands", "Sort by suit"), "S", HAND_TOOLS, _arranging,
            keys=("S",)),
    Command("arrange", QT_TRANSLATE_NOOP("Commands", "Arrange melds"),
            QT_TRANSLATE_NOOP("Commands", "Arrange melds"), "M", HAND_TOOLS, _arranging,
            keys=("M",)),
    Command("hint", QT_TRANSLATE_NOOP("Commands", "Hint"),
            QT_TRANSLATE_NOOP("Commands", "Hint"), "H", HAND_TOOLS, _hint, keys=("H",),
            explain=_hint_tooltip),
    Command("select_left", QT_TRANSLATE_NOOP("Commands", "Select left"),
            QT_TRANSLATE_NOOP("Commands", "Select the card to the left"), "←", MENU, _always,
            keys=("Left",)),
    Command("select_right", QT_TRANSLATE_NOOP("Commands", "Select right"),
            QT_TRANSLATE_NOOP("Commands", "Select the card to the right"), "→", MENU,
            _always, keys=("Right",)),
    Command("move_left", QT_TRANSLATE_NOOP("Commands", "Move left"),
            QT_TRANSLATE_NOOP("Commands", "Move the selected card left"),
            QT_TRANSLATE_NOOP("Keys", "Shift+←"), MENU, _always, keys=("Shift+Left",)),
    Command("move_right", QT_TRANSLATE_NOOP("Commands", "Move right"),
            QT_TRANSLATE_NOOP("Commands", "Move the selected card right"),
            QT_TRANSLATE_NOOP("Keys", "Shift+→"), MENU, _always, keys=("Shift+Right",)),
    Command("clear_selection", QT_TRANSLATE_NOOP("Commands", "Clear selection"),
            QT_TRANSLATE_NOOP("Commands", "Clear the selection"),
            QT_TRANSLATE_NOOP("Keys", "Esc"), MENU, _always, keys=("Escape",)),
    Command("look_up", QT_TRANSLATE_NOOP("Commands", "Look up"),
            QT_TRANSLATE_NOOP("Commands", "Move the screen reader to the place above: the "
                              "piles, the computer's cards, the cards laid out (← → walk a "
                              "row of laid-out cards)"), "↑", MENU, _always, keys=("Up",)),
    Command("look_down", QT_TRANSLATE_NOOP("Commands", "Look down"),
            QT_TRANSLATE_NOOP("Commands", "Move the screen reader to the place below, down to "
                              "your hand"), "↓", MENU, _always, keys=("Down",)),
    Command("read_hand", QT_TRANSLATE_NOOP("Commands", "Read your cards"),
            QT_TRANSLATE_NOOP("Commands", "Read your cards: the melds, the deadwood and its "
                              "count (at the showdown, your cards laid out)"), "C", MENU,
            _always, keys=("C",)),
    Command("read_table", QT_TRANSLATE_NOOP("Commands", "Read the table"),
            QT_TRANSLATE_NOOP("Commands", "Read the table: the stock, the discard pile, the "
                              "computer's known cards (at the showdown, its cards laid out)"),
            "T", MENU, _always, keys=("T",)),
    Command("read_score", QT_TRANSLATE_NOOP("Commands", "Read the score"),
            QT_TRANSLATE_NOOP("Commands", "Read the score"), "W", MENU, _always,
            keys=("W",)),
    Command("say_again", QT_TRANSLATE_NOOP("Commands", "Say again"),
            QT_TRANSLATE_NOOP("Commands", "Say the last message again"), "A", MENU, _always,
            keys=("A",)),
    Command("undo", QT_TRANSLATE_NOOP("Commands", "&Undo"),
            QT_TRANSLATE_NOOP("Commands", "Undo your last move"),
            QT_TRANSLATE_NOOP("Keys", "Ctrl+Z"), MENU, _undo,
            menu_label=QT_TRANSLATE_NOOP("Commands", "&Undo"), menu_key="Undo",
            caption=_undo_caption, explain=_undo_tooltip),
)
"""Every command, in the order of the panel (a box's buttons in row order, two a line)."""

_BY_ID: Mapping[str, Command] = MappingProxyType({row.id: row for row in COMMANDS})


def command(command_id: str) -> Command:
    """The row of ``command_id`` (KeyError for an unknown id)."""
    return _BY_ID[command_id]


def availability(command_id: str, snapshot: TableSnapshot) -> Availability:
    """Whether the command ``command_id`` may be given in ``snapshot``."""
    return _BY_ID[command_id].available(snapshot)


def box_rows() -> dict[str, tuple[Command, ...]]:
    """The rows of each panel box (the phase boxes and the hand tools), in table order."""
    boxes: dict[str, list[Command]] = {}
    for row in COMMANDS:
        if row.box != MENU:
            boxes.setdefault(row.box, []).append(row)
    return {box: tuple(rows) for box, rows in boxes.items()}


def _key_rows() -> Mapping[str, tuple[Command, ...]]:
    rows: dict[str, list[Command]] = {}
    for row in COMMANDS:
        for key in row.keys:
            rows.setdefault(key, []).append(row)
    return MappingProxyType({key: tuple(found) for key, found in rows.items()})


_BY_KEY = _key_rows()

KEY_NAMES: tuple[str, ...] = tuple(_BY_KEY)
"""Every key some command answers (Qt's names without ``Key_``)."""


def command_for_key(key: str, snapshot: TableSnapshot) -> Command | None:
    """The command the key ``key`` runs now (see the module docstring), or None."""
    rows = _BY_KEY.get(key, ())
    if len(rows) <= 1:
        return rows[0] if rows else None
    if snapshot.view is None:
        return None
    return next((row for row in rows if row.box == snapshot.box), rows[0])


def key_for(action: Action, snapshot: TableSnapshot) -> str:
    """The key that plays ``action`` now, as the user is told it ("" when no key does): the
    key of the first row that would play it and that its key runs now. A hint names it, since
    Enter plays the primary move of the phase: a knock the hint advises is K (with the card
    selected), not Enter, which would discard the card without knocking."""
    for row in COMMANDS:
        runs = bool(row.keys) and command_for_key(row.keys[0], snapshot) is row
        if runs and row.available(snapshot).action == action:
            return row.shortcut
    return ""


def _key_row(row: Command) -> str:
    key, what = html.escape(row.shortcut), html.escape(row.shown_accessible)
    return f"<tr><td style='padding-right:14px'><b>{key}</b></td><td>{what}</td></tr>"


def keys_html() -> str:
    """Every key of the table and what it does, as a two-column rich-text table, translated
    (Help > Keyboard): one row per command with a key, in the table's order."""
    rows = "".join(_key_row(row) for row in COMMANDS if row.told_key)
    intro = QCoreApplication.translate(
        "Commands", "Every move can be made from the keyboard; the arrow keys select and move "
        "the cards of your hand.")
    return f"<p>{html.escape(intro)}</p><table>{rows}</table>"


def _check_commands() -> None:
    """Checked at import: unique ids, known boxes, labels, one row per key within a box."""
    ids = [row.id for row in COMMANDS]
    if len(set(ids)) != len(ids):
        raise AssertionError(f"command ids must be unique: {ids}")
    boxes = {*PHASE_STATES, HAND_TOOLS, MENU}
    for row in COMMANDS:
        if row.box not in boxes:
            raise AssertionError(f"{row.id}: unknown box {row.box!r}")
        if not row.label or not row.accessible:
            raise AssertionError(f"{row.id}: a command needs a label and an accessible name")
    for key, rows in _BY_KEY.items():
        in_boxes = [row.box for row in rows]
        if len(set(in_boxes)) != len(in_boxes):
            raise AssertionError(f"key {key} runs two commands of one box: {in_boxes}")


_check_commands()
