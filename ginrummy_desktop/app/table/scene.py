"""The table scene: the felt, the piles, the 52 card items, and dragging cards between piles.

Drags are in-scene, as in KPat: the real card item follows the mouse (no ``QDrag``), a drag
starts only once the mouse has moved ``QApplication.startDragDistance()``, every pile that would
take the card lights up, the one under the card glows, and a refused drop glides back. Whether
a pile takes a card is not the scene's business: it asks its :class:`DropPolicy` (the table
presenter, which asks the engine through the controller).

The geometry follows the view: :meth:`TableScene.arrange` places the piles for a viewport size
and the card height the user chose (made smaller when the window is too small), so cards are
drawn at their real size and stay sharp.

The look follows one :class:`TableTheme` (:meth:`TableScene.set_theme`): the felt (the player's
colour with a soft light, or the high-contrast theme's plain dark one), the computer's label,
and what every pile and card paints.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QPointF,
    QRect,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QWidget,
)

from ...engine import FULL_DECK, Card
from ..models.hand_layout import Slot
from .card_images import CARD_ASPECT, CardImages
from .card_item import AnimationTracker, CardItem
from .painting import NORMAL_THEME, TableTheme, pixel_font, table_theme
from .pile_item import (
    HAND_GLOW,
    LIFT,
    DropState,
    HandPile,
    MeldPile,
    PileItem,
    PileKind,
    StackPile,
    meld_caption_room,
)
from .tip import TableTip, tip_room_wanted

__all__ = ["DropPolicy", "TableGeometry", "TableScene"]


_WARM_DELAY_MS = 300
"""The faces are drawn ahead this long after the cards' size or art last changed (once a
resize has settled, not at each of its steps)."""

class DropPolicy(Protocol):
    """What the scene asks before a card moves (the presenter answers)."""

    def can_drag(self, card: CardItem) -> bool:
        """May the user pick up ``card``?"""
        ...

    def accepts(self, card: CardItem, pile: PileItem) -> bool:
        """Would dropping ``card`` on ``pile`` be a legal move (or a reorder in the hand)?"""
        ...


MIDDLE_CAPTIONS = 34.0
"""From the middle row's cards to the foot of their captions' words and a small gap (the
high-contrast theme's, which sets them lower)."""
REFERENCE_TABLE = (930.0, 770.0)
"""The table's size in the first window (``FIRST_SIZE`` less the panel, menu and status bar),
where the cards have the height the settings give."""
MAX_CARD_SCALE = 1.4
"""How much larger than the settings' height the cards may grow in a large window."""


def card_scale(width: float, height: float) -> float:
    """How much the cards grow on a table of ``width`` × ``height``: with the smaller of its
    two proportions to the reference table, never below 1 nor above :data:`MAX_CARD_SCALE`."""
    ref_width, ref_height = REFERENCE_TABLE
    return max(1.0, min(MAX_CARD_SCALE, width / ref_width, height / ref_height))


class TableGeometry:
    """The sizes of one arrangement of the table (all in scene pixels): the cards have the
    settings' height on a table up to the reference size, and grow with a larger one
    (:func:`card_scale`), always fitting the table's height."""

    def __init__(self, width: float, height: float, card_height: float) -> None:
        self.width = width
        self.height = height
        margin = max(10.0, height * 0.02)
        fit = (height - 2 * margin - 122) / 3.45
        wanted = card_height * card_scale(width, height)
        self.card_height = max(60.0, min(wanted, fit))
        self.card_width = self.card_height * CARD_ASPECT
        self.margin = margin

    @property
    def card_size(self) -> QSizeF:
        return QSizeF(self.card_width, self.card_height)

    def opponent_band(self) -> QRectF:
        """The computer's hand (and its showdown row, with room above for the group captions,
        below the computer's label)."""
        top = self.margin + 24
        room = max(self.card_height * 0.12, meld_caption_room(self.card_height))
        width = self.width - 2 * self.margin
        return QRectF(self.margin, top, width, self.card_height + room)

    def player_band(self) -> QRectF:
        height = self.card_height * 1.3
        top = self.height - self.margin - 18 - height
        return QRectF(self.margin, top, self.width - 2 * self.margin, height)

    def hand_top(self) -> float:
        """Where the user's fanned hand begins (its band has room above for lifted cards)."""
        return self.player_band().top() + self.card_height * 0.22

    def hand_reach(self) -> float:
        """The highest the user's hand reaches: the glow round a lifted card."""
        return self.player_band().bottom() - self.card_height * (1 + LIFT) - HAND_GLOW

    def middle_top(self) -> float:
        """The middle row's top: midway between the two hands, raised on a short table so
        that two lines of the tip (:func:`tip.tip_room_wanted`) fit under its captions, over
        the user's hand; never closer than 12 pixels to the computer's (the tip then set
        smaller)."""
        upper = self.opponent_band().bottom()
        centred = (upper + self.hand_top()) / 2 - self.card_height / 2 - 10
        clear = self.hand_reach() - tip_room_wanted() - MIDDLE_CAPTIONS - self.card_height
        return max(upper + 12, min(centred, clear))

    def between_rows(self) -> QRectF:
        """The open felt between the computer's cards (and their meld bars) and the captions
        of the user's showdown row: where the banner is best centred."""
        top = self.opponent_band().bottom() + 10
        player = self.player_band()
        bottom = player.bottom() - self.card_height - meld_caption_room(self.card_height)
        return QRectF(self.margin, top, self.width - 2 * self.margin, max(0.0, bottom - top))

    def slot(self, offset_in_cards: float) -> QRectF:
        """A card-sized rectangle in the middle row, ``offset`` card widths from the centre."""
        left = self.width / 2 + offset_in_cards * self.card_width - self.card_width / 2
        return QRectF(left, self.middle_top(), self.card_width, self.card_height)


class TableScene(QGraphicsScene):
    """The card table (see the module docstring).

    Signals: ``card_dropped(CardItem, PileItem, Slot)`` after a legal drop (the slot is where a
    card dropped in a hand goes, and which group it joins), ``card_clicked(CardItem)``,
    ``card_double_clicked(CardItem)``,
    ``pile_clicked(PileItem)`` (a click on an empty place of a pile), ``all_animations_done()``,
    ``drop_refused(CardItem, PileItem)`` when a card let go over a pile that does not take it
    glides back (so the user can be told why), ``theme_changed(TableTheme)`` (the view's focus
    ring follows it).
    """

    card_dropped = Signal(object, object, object)
    drop_refused = Signal(object, object)
    card_clicked = Signal(object)
    card_double_clicked = Signal(object)
    pile_clicked = Signal(object)
    all_animations_done = Signal()
    interactive_changed = Signal(bool)
    theme_changed = Signal(object)

    def __init__(self, images: CardImages, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.images = images
        self.tracker = AnimationTracker(self)
        self.tracker.all_done.connect(self.all_animations_done)
        self.policy: DropPolicy | None = None
        self._felt = QColor("#1d6b3a")
        self._theme = NORMAL_THEME
        self._interactive = True
        self.move_ms = 180
        self.geometry = TableGeometry(1000, 700, 150)
        self.stock = StackPile(PileKind.STOCK)
        self.discard = StackPile(PileKind.DISCARD, messy=True)
        self.knock = StackPile(PileKind.KNOCK)
        self.hands = (HandPile(0, arc=1), HandPile(1, arc=-1, max_spacing=0.24))
        self.melds = (MeldPile(0), MeldPile(1))
        for pile in self.piles():
            self.addItem(pile)
        self.caption_piles()
        self.opponent_label = self._new_label()
        self.tip_label = TableTip()
        self.tip_label.set_colour(self._theme.label)
        self.tip_label.setZValue(-5)
        self.addItem(self.tip_label)
        self.cards = [self._new_card() for _ in range(52)]
        self._warming = False
        self._to_warm: list[Card] = []
        self._warm_timer = QTimer(self)
        self._warm_timer.setSingleShot(True)
        self._warm_timer.timeout.connect(self._warm_one_face)
        self._press: tuple[QPointF, CardItem | None, PileItem | None] | None = None
        self._drag: _Drag | None = None
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    def caption_piles(self) -> None:
        """The middle row's captions as the table is built ("Stock", "Discard pile", "Knock"),
        in the language installed now; the presenter words them for the hand in play (the
        stock's count, the knock limit)."""
        self.stock.set_caption(QCoreApplication.translate("TableScene", "Stock"))
        self.discard.set_caption(QCoreApplication.translate("TableScene", "Discard pile"))
        self.knock.set_caption(QCoreApplication.translate("TableScene", "Knock"))
        for pile in self.melds:
            pile.retranslate_groups()

    def _new_label(self) -> QGraphicsSimpleTextItem:
        label = QGraphicsSimpleTextItem()
        label.setFont(pixel_font(15, bold=True))
        label.setBrush(self._theme.label)
        label.setZValue(-5)
        self.addItem(label)
        return label

    def set_opponent_text(self, text: str) -> None:
        """The caption over the computer's hand ("Computer · Medium — thinking…")."""
        self.opponent_label.setText(text)
        self._place_opponent_label()

    def _place_opponent_label(self) -> None:
        """Centred above the computer's band (clear of its showdown captions, inside it)."""
        band = self.geometry.opponent_band()
        size = self.opponent_label.boundingRect()
        top = max(2.0, band.top() - size.height() - 4)
        self.opponent_label.setPos(band.center().x() - size.width() / 2, top)

    def set_tip(self, text: str) -> None:
        """The tip between the middle row and the user's hand ("" for none): one line, or
        two, or smaller on a short table, elided only as a last resort (``tip.py``)."""
        if text != self.tip_label.text():
            self.tip_label.show_text(text, self.tip_room())

    def _place_tip(self) -> None:
        """The tip set again in the room the table's new size leaves it."""
        self.tip_label.show_text(self.tip_label.text(), self.tip_room())

    def tip_room(self) -> QRectF:
        """The open felt for the tip: under the words of the middle row's captions (lower on
        the high-contrast table), over the glow of a lifted card of the user's hand, the
        table's width less a margin each side."""
        geometry = self.geometry
        top = max(_words_foot(pile) for pile in (self.stock, self.discard, self.knock)) + 2
        bottom = geometry.hand_reach() - 2
        return QRectF(10, top, geometry.width - 20, max(0.0, bottom - top))

    def _new_card(self) -> CardItem:
        card = CardItem(self.images, self.tracker, self.geometry.card_size)
        self.addItem(card)
        self.stock.add(card)
        return card

    def piles(self) -> tuple[PileItem, ...]:
        return (self.stock, self.discard, self.knock, *self.hands, *self.melds)

    # --- properties ---------------------------------------------------------------------

    def is_interactive(self) -> bool:
        """False while the computer acts or cards move: only reordering one's hand is allowed."""
        return self._interactive

    def set_interactive(self, interactive: bool) -> None:
        if interactive != self._interactive:
            self._interactive = interactive
            if not interactive:
                self.cancel_drag()
            self.interactive_changed.emit(interactive)

    interactive = Property(bool, is_interactive, set_interactive, notify=interactive_changed)
    """The Qt property the turn machine assigns (Python code calls the two methods)."""

    @property
    def busy(self) -> bool:
        """True while any card is moving."""
        return self.tracker.busy

    def set_felt(self, colour: QColor) -> None:
        """The player's felt colour (a high-contrast theme paints its own instead)."""
        self._felt = QColor(colour)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    @property
    def theme(self) -> TableTheme:
        return self._theme

    def set_theme(self, theme: TableTheme) -> None:
        """Paint the felt, the label, the piles and the cards with ``theme`` from now on."""
        if theme is self._theme:
            return
        self._theme = theme
        self.opponent_label.setBrush(theme.label)
        self.tip_label.set_colour(theme.label)
        for pile in self.piles():
            pile.set_theme(theme)
        for card in self.cards:
            card.set_theme(theme)
        self._place_tip()  # the captions over it may stand lower
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self.theme_changed.emit(theme)

    def set_high_contrast(self, on: bool) -> None:
        """The Settings' high-contrast table (``HIGH_CONTRAST_THEME``), or the normal one."""
        self.set_theme(table_theme(on))

    def felt_colour(self) -> QColor:
        """The felt's colour: the theme's plain one, else the player's (which the normal look
        lightens towards the middle of the table and darkens towards its edges)."""
        return QColor(self._theme.felt if self._theme.felt is not None else self._felt)

    # --- geometry -----------------------------------------------------------------------

    def arrange(self, width: float, height: float, card_height: float) -> None:
        """Place the piles for a ``width`` x ``height`` view and lay every card out at once."""
        self.setSceneRect(0, 0, width, height)
        geometry = TableGeometry(width, height, card_height)
        self.geometry = geometry
        size = geometry.card_size
        self.stock.set_geometry(geometry.slot(-1.75), size)
        self.discard.set_geometry(geometry.slot(-0.45), size)
        self.knock.set_geometry(geometry.slot(1.35), size)
        self.hands[1].set_geometry(geometry.opponent_band(), size)
        self.hands[0].set_geometry(geometry.player_band(), size)
        self.melds[1].set_geometry(geometry.opponent_band(), size)
        self.melds[0].set_geometry(geometry.player_band(), size)
        self.tracker.finish_all()
        self._place_opponent_label()
        self._place_tip()
        self.refresh_card_looks()
        for pile in self.piles():
            pile.layout()

    def refresh_card_looks(self) -> None:
        """Draw every card's pictures again (the art, the size or the screen changed)."""
        for card in self.cards:
            card.refresh_look()
        if self._warming:
            self._begin_warming(_WARM_DELAY_MS)

    def warm_faces(self) -> None:
        """From now on, draw every face at the cards' size ahead of need, one per turn of the
        event loop (a few milliseconds each), and again after each change of size or art:
        a card turned face up (the computer's discard, the showdown) then costs no drawing
        of its art in the middle of a move. The window starts it once the table is painted."""
        self._warming = True
        self._begin_warming(0)

    def _begin_warming(self, delay_ms: int) -> None:
        self._to_warm = list(FULL_DECK)
        self._warm_timer.start(delay_ms)

    def _warm_one_face(self) -> None:
        """Draw the next face not drawn yet; come back for the one after it."""
        sample = self.cards[0]
        while self._to_warm:
            card = self._to_warm.pop()
            if not sample.has_face_picture(card):
                sample.face_picture(card)
                break
        if self._to_warm:
            self._warm_timer.start(0)

    # --- the felt -----------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        if self._theme.felt is not None:
            painter.fillRect(rect, self._theme.felt)
        else:
            area = self.sceneRect()
            centre = area.center()
            gradient = QRadialGradient(centre, max(area.width(), area.height()) * 0.75)
            gradient.setColorAt(0.0, self._felt.lighter(128))
            gradient.setColorAt(0.55, self._felt)
            gradient.setColorAt(1.0, self._felt.darker(175))
            painter.fillRect(rect, gradient)
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        if self.cards and ratio != self.cards[0].look_ratio:  # moved to another screen
            QTimer.singleShot(0, self.refresh_card_looks)  # not while painting

    # --- finding things -----------------------------------------------------------------

    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost card under ``pos`` (the drawn face, not its shadow). The items found
        are the cards' pictures (:class:`CardItem` draws nothing itself)."""
        for found in self.items(pos):
            item = found if isinstance(found, CardItem) else found.parentItem()
            if isinstance(item, CardItem) and item.card_rect().contains(item.mapFromScene(pos)):
                return item
        return None

    def pile_at(self, pos: QPointF) -> PileItem | None:
        """The pile whose rectangle holds ``pos``."""
        for pile in self.piles():
            if pile.scene_rect().contains(pos):
                return pile
        return None

    # --- mouse --------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Remember what was pressed; a drag starts only once the mouse moves far enough."""
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        pos = event.scenePos()
        card = self.card_at(pos)
        self._press = (pos, card, None if card else self.pile_at(pos))
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Start or continue a drag; otherwise show a grabbing cursor over cards that may move."""
        if self._drag is not None:
            self._drag.follow(event.scenePos())
            event.accept()
            return
        if self._press is not None and self._press[1] is not None:
            start, card = self._press[0], self._press[1]
            moved = (event.scenePos() - start).manhattanLength()
            if moved >= QApplication.startDragDistance() and self._may_drag(card):
                self._start_drag(card, start)
                assert self._drag is not None
                self._drag.follow(event.scenePos())
            event.accept()
            return
        self._hover_cursor(event.scenePos())
        super().mouseMoveEvent(event)

    def _hover_cursor(self, pos: QPointF) -> None:
        """An open hand over a card the user may pick up."""
        card = self.card_at(pos)
        grab = card is not None and self._may_drag(card)
        shape = Qt.CursorShape.OpenHandCursor if grab else Qt.CursorShape.ArrowCursor
        for view in self.views():
            if view.viewport().cursor().shape() != shape:
                view.viewport().setCursor(shape)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Drop the dragged card (or send it back), or report a click."""
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        press, self._press = self._press, None
        if self._drag is not None:
            self._finish_drag()
        elif press is not None:
            self._click(press[1], press[2])
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Report a double-click on a card (the second release is then not a click)."""
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseDoubleClickEvent(event)
            return
        card = self.card_at(event.scenePos())
        self._press = None
        if card is not None:
            self.card_double_clicked.emit(card)
        event.accept()

    def _click(self, card: CardItem | None, pile: PileItem | None) -> None:
        if card is not None:
            self.card_clicked.emit(card)
        elif pile is not None:
            self.pile_clicked.emit(pile)

    # --- dragging -----------------------------------------------------------------------

    def _may_drag(self, card: CardItem) -> bool:
        return self.policy is not None and not card.is_moving and self.policy.can_drag(card)

    def _start_drag(self, card: CardItem, start: QPointF) -> None:
        policy = self.policy
        assert policy is not None
        targets = [pile for pile in self.piles() if policy.accepts(card, pile)]
        self._drag = _Drag(self, card, start, targets)

    def _finish_drag(self) -> None:
        drag, self._drag = self._drag, None
        assert drag is not None
        drag.end()
        target = drag.target
        if target is not None:
            self.card_dropped.emit(drag.card, target, drag.slot())
            return
        refused = self._pile_under(drag.card)  # before the card glides (or jumps) home
        drag.glide_back()
        if refused is not None:
            self.drop_refused.emit(drag.card, refused)

    def _pile_under(self, card: CardItem) -> PileItem | None:
        """The pile other than its own whose drop area holds ``card``'s centre, if any."""
        centre = card.center()
        hits = [p for p in self.piles() if p is not card.pile and p.drop_rect().contains(centre)]
        return hits[0] if hits else None

    def cancel_drag(self) -> None:
        """Give up a drag in progress: the card glides back."""
        drag, self._drag = self._drag, None
        self._press = None
        if drag is not None:
            drag.end()
            drag.glide_back()

    @property
    def dragging(self) -> CardItem | None:
        return self._drag.card if self._drag is not None else None


class _Drag:
    """One drag in progress: the card, where it was grabbed, and the piles that would take it."""

    def __init__(
        self, scene: TableScene, card: CardItem, start: QPointF, targets: list[PileItem]
    ) -> None:
        self.scene = scene
        self.card = card
        self.grab_offset = start - card.pos()
        self.home = card.pile if isinstance(card.pile, PileItem) else None
        self.home_index = self.home.index_of(card) if self.home is not None else 0
        self.targets = targets
        self.target: PileItem | None = None
        self._preview: Slot | None = None
        self.home_group = self.home.group_key(card) if isinstance(self.home, HandPile) else None
        card.set_resting_z(5000)
        card.setRotation(0)
        card.set_casts_shadow(True)  # lifted off a stack, it casts its own (the drop lays
        for pile in targets:         # it out again)
            if pile is not self.home:
                pile.set_drop_state(DropState.CANDIDATE)

    def follow(self, pos: QPointF) -> None:
        """Move the card with the mouse and light the pile it is over."""
        self.card.setPos(pos - self.grab_offset)
        target = self._target_under(self.card.center())
        if target is not self.target:
            if self.target is not None and self.target is not self.home:
                self.target.set_drop_state(DropState.CANDIDATE)
            self.target = target
            if target is not None and target is not self.home:
                target.set_drop_state(DropState.HOVER)
        self._preview_reorder()

    def _target_under(self, centre: QPointF) -> PileItem | None:
        hits = [pile for pile in self.targets if pile.drop_rect().contains(centre)]
        if not hits:
            return None
        return min(hits, key=lambda p: _distance(p.scene_rect().center(), centre))

    def _preview_reorder(self) -> None:
        """While a hand card is over its own hand, open a gap where it would go."""
        home = self.home
        if not isinstance(home, HandPile):
            return
        if self.target is home:
            slot = self.slot()
            if slot == self._preview:
                return
            home.preview(self.card, slot)
        else:
            if self._preview is None:
                return
            slot = None
            self._put_home(home)
        self._preview = slot
        home.layout(duration=min(110, self.scene.move_ms), skip=self.card)

    def _put_home(self, home: HandPile) -> None:
        """The dragged card back in its old place and group (the preview undone)."""
        home.move_within(self.card, self.home_index)
        home.set_group_key(self.card, self.home_group)

    def slot(self) -> Slot:
        """Where the card goes if dropped now: for a hand, the slot under its centre; for
        another pile, on top."""
        target = self.target
        if isinstance(target, HandPile):
            return target.slot_at(self.card.center().x(), self.card)
        return Slot(len(target.cards) if target is not None else 0)

    def end(self) -> None:
        for pile in self.targets:
            pile.set_drop_state(DropState.NONE)
        self.card.set_resting_z(0)

    def glide_back(self) -> None:
        """Put the card back where it came from (its old place in its old pile)."""
        home = self.home
        if home is None:
            return
        if isinstance(home, HandPile):
            self._put_home(home)
        else:
            home.move_within(self.card, self.home_index)
        home.layout(duration=self.scene.move_ms)


def _words_foot(pile: PileItem) -> float:
    """Where the words of ``pile``'s caption end (scene): they are centred in its box."""
    box = pile.caption_rect().translated(pile.pos())
    return box.center().y() + QFontMetricsF(pile.caption_font()).height() / 2


def _distance(a: QPointF, b: QPointF) -> float:
    d = a - b
    return float((d.x() ** 2 + d.y() ** 2) ** 0.5)
