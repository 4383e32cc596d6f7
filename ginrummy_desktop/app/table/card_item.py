"""One card on the table: its face or back, its highlights, and its animated moves.

A :class:`CardItem` is a ``QGraphicsObject`` whose origin is the card's top-left corner. It may
not know which card it is (``card`` None): the stock and the computer's hand are backs, and a
card gets its identity only when the player may see it. Moves are ``QPropertyAnimation``s on
``pos`` (and ``rotation``), registered with the scene's :class:`AnimationTracker` so the table
can say when it is at rest.

The item draws nothing itself (``ItemHasNoContents``): it holds three ``QGraphicsPixmapItem``
children, its shadow, its face (or back) from :class:`CardImages`, and its marks, each a pixmap
drawn once and shared by every card that looks the same. A card that moves or turns is then
repainted by Qt alone, with no Python call (no ``paint``, no ``boundingRect``): a frame of an
animation never waits for the GIL while a computer player thinks in its thread, and the
antialiased shadow is not drawn again for every frame. The pictures change only when the card
does (:meth:`CardItem.refresh_look`).

Highlights: *lifted* is the selected card (a gold outline); a *meld colour* marks a card that is
part of a suggested meld (a coloured bar under the card, continuous along a meld); *laid off*
marks a card laid onto the knocker's meld at the showdown; *dimmed* greys a card that may not be
played now.

A meld is told from another without its hue too: a colour of :data:`MELD_COLOURS` is the mark of
the meld of that place (the n-th colour, the n-th meld, cycling, though a hand holds three melds
at most), and under every card of it a small tab on the bar carries the meld's number ("1",
"2", "3") in black, so two melds differ in a grey picture and for a colour-blind player; the
colours differ in lightness as well. A colour that is no meld's (an unfinished group's faint
mark) has no number.

The card paints with its :class:`TableTheme` (the scene gives every card the same one): the
high-contrast theme outlines every card in black and rings the selected card thick and yellow.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import Card
from ..models.hand_layout import MELD_COLOURS
from ..words.cards import spoken_name
from .card_images import TURNED_CARD_PAD, CardImages
from .painting import (
    NORMAL_THEME,
    PixmapMemo,
    TableTheme,
    draw_rounded,
    drawn_pixmap,
    table_theme,
)

__all__ = ["AnimationTracker", "CardItem", "card_pictures", "meld_number"]

_SHADOW = QColor(0, 0, 0, 70)
_LAID_OFF = QColor("#ff8a65")
_TAB_EDGE = QColor(0, 0, 0, 220)
_TAB_TEXT = QColor("#000000")
_DIMMED = QColor(20, 20, 20, 110)
_MARGIN = 6.0  # room around the card for the shadow, outlines and the meld bar
_RESTING_LIFT = 2.0  # how far the shadow falls below a card lying on the table
_RAISED_LIFT = 5.0  # ... below a card that is selected or moving
_SHADOW_PAD = 1.0  # transparent room around the shadow's antialiased edge

_PICTURES = PixmapMemo()


def card_pictures() -> PixmapMemo:
    """The shadows and marks drawn for the cards (``drawn`` counts the pictures drawn)."""
    return _PICTURES


_MELD_NUMBERS = {QColor(name).rgba(): place + 1 for place, name in enumerate(MELD_COLOURS)}


def meld_number(colour: QColor | None) -> int | None:
    """The number shown on the mark of a meld in ``colour`` (1 for the first colour of
    :data:`MELD_COLOURS`); None for no colour, or one that is no meld's."""
    return None if colour is None else _MELD_NUMBERS.get(colour.rgba())


class AnimationTracker(QObject):
    """Counts the running card animations; emits ``all_done`` when the last one stops."""

    all_done = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: set[QAbstractAnimation] = set()
        self._settle = QTimer(self)  # report "done" after the cards' own finished handlers
        self._settle.setSingleShot(True)
        self._settle.setInterval(0)
        self._settle.timeout.connect(self._report_done)

    @property
    def busy(self) -> bool:
        """True while a card moves (or the last move's end has not been reported yet)."""
        return bool(self._running) or self._settle.isActive()

    def track(self, animation: QAbstractAnimation) -> None:
        """Watch ``animation`` (call before starting it)."""
        self._running.add(animation)
        animation.stateChanged.connect(
            lambda new, _old: self._on_state(animation, new)  # GUI thread only
        )

    def _on_state(self, animation: QAbstractAnimation, state: QAbstractAnimation.State) -> None:
        if state == QAbstractAnimation.State.Stopped and animation in self._running:
            self._running.discard(animation)
            if not self._running:
                self._settle.start()

    def _report_done(self) -> None:
        if not self._running:
            self.all_done.emit()

    def finish_all(self) -> None:
        """Jump every running animation to its end (a new hand, a resize)."""
        for animation in list(self._running):
            animation.setCurrentTime(animation.totalDuration())
            animation.stop()


class CardItem(QGraphicsObject):
    """A card drawn from :class:`CardImages`; ``card`` None shows the back whatever the face."""

    def __init__(
        self,
        images: CardImages,
        tracker: AnimationTracker,
        size: QSizeF,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._images = images
        self._tracker = tracker
        self._size = QSizeF(size)
        self._card: Card | None = None
        self._face_up = False
        self._lifted = False
        self._meld_colour: QColor | None = None
        self._theme = NORMAL_THEME
        self._casts_shadow = True
        self._laid_off = False
        self._dimmed = False
        self._animation: QAbstractAnimation | None = None
        self._arrival_face: bool | None = None
        self._target: tuple[QPointF, float] | None = None
        self._resting_z = 0.0
        self.pile: object | None = None  # the PileItem holding the card (set by the pile)
        self.setAcceptHoverEvents(True)
        self.setTransformOriginPoint(size.width() / 2, size.height() / 2)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self._shadow = _picture_item(self)
        self._face = _picture_item(self)
        self._marks = _picture_item(self)
        self._ratio = 0.0
        self.refresh_look()

    def __repr__(self) -> str:
        face = "up" if self._face_up else "down"
        return f"<CardItem {self._card or '??'} face {face}>"

    # --- identity and looks -----------------------------------------------------------------

    @property
    def card(self) -> Card | None:
        return self._card

    def set_card(self, card: Card | None) -> None:
        """Give the item its identity (None: an unknown card, always shown as a back)."""
        if card != self._card:
            self._card = card
            self._refresh_tooltip()
            self._show_face()
            self._show_marks()

    @property
    def face_up(self) -> bool:
        return self._face_up and self._card is not None

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up:
            self._face_up = face_up
            self._refresh_tooltip()
            self._show_face()
            self._show_marks()

    @property
    def lifted(self) -> bool:
        return self._lifted

    def set_lifted(self, lifted: bool) -> None:
        """Show the card as selected (a gold outline; the pile raises it)."""
        if lifted != self._lifted:
            self._lifted = lifted
            self._show_shadow()
            self._show_marks()

    def set_meld_colour(self, colour: QColor | None) -> None:
        """Mark the card as part of a meld drawn in ``colour`` (None: deadwood)."""
        if colour != self._meld_colour:
            self._meld_colour = colour
            self._show_marks()

    @property
    def meld_colour(self) -> QColor | None:
        return self._meld_colour

    @property
    def meld_label(self) -> str:
        """The meld's number as its mark shows it ("1"), "" when the card shows none."""
        number = meld_number(self._meld_colour) if self.face_up else None
        return "" if number is None else str(number)

    @property
    def theme(self) -> TableTheme:
        return self._theme

    def set_theme(self, theme: TableTheme) -> None:
        """Paint the card's marks (and, high contrast, its edge) with ``theme``."""
        if theme is not self._theme:
            self._theme = theme
            self._show_marks()

    def marks_picture(self) -> QPixmap | None:
        """The picture of the marks shown over (and under) the card now; None: no marks."""
        return self._marks.pixmap() if self._marks.isVisible() else None

    def set_casts_shadow(self, casts: bool) -> None:
        """Whether the card's shadow falls on the felt while it lies still (a card stacked on
        another casts none; a moving one always does)."""
        if casts != self._casts_shadow:
            self._casts_shadow = casts
            self._show_shadow()

    @property
    def casts_shadow(self) -> bool:
        return self._shadow.isVisible()

    def set_laid_off(self, laid_off: bool) -> None:
        if laid_off != self._laid_off:
            self._laid_off = laid_off
            self._show_marks()

    def set_dimmed(self, dimmed: bool) -> None:
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self._show_marks()

    @property
    def dimmed(self) -> bool:
        return self._dimmed

    def _refresh_tooltip(self) -> None:
        """Keep the tooltip in step with what the player may see (the face carries it too:
        the scene shows the tooltip of the topmost item under the mouse)."""
        text = spoken_name(self._card) if self.face_up else ""
        self.setToolTip(text)
        self._face.setToolTip(text)

    # --- size -------------------------------------------------------------------------------

    @property
    def size(self) -> QSizeF:
        return QSizeF(self._size)

    def set_size(self, size: QSizeF) -> None:
        if size != self._size:
            self.prepareGeometryChange()
            self._size = QSizeF(size)
            self.setTransformOriginPoint(size.width() / 2, size.height() / 2)
            self.refresh_look()

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self._size.width(), self._size.height())

    def center(self) -> QPointF:
        """The card's centre in scene coordinates."""
        return self.mapToScene(self.card_rect().center())

    # --- painting ---------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return self.card_rect().adjusted(-_MARGIN, -_MARGIN, _MARGIN, _MARGIN + 4)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        """Nothing: the card is drawn by its three picture items (see the module docstring)."""

    @property
    def look_ratio(self) -> float:
        """The device pixel ratio the card's pictures were drawn for."""
        return self._ratio

    def refresh_look(self) -> None:
        """Pick all three pictures again: after a change of size, of the screen's device pixel
        ratio or of the card art (the scene calls it for every card then)."""
        self._ratio = _device_ratio(self)
        self._show_face()
        self._show_shadow()
        self._show_marks()

    def face_picture(self, card: Card | None) -> QPixmap:
        """The picture of ``card`` (None: the back) at this card's size and screen, drawn
        now unless it is drawn already (:meth:`has_face_picture`)."""
        width, height = self._size.width(), self._size.height()
        return self._images.pixmap(card, width, height, self._ratio, TURNED_CARD_PAD)

    def has_face_picture(self, card: Card | None) -> bool:
        """Whether :meth:`face_picture` has ``card``'s picture drawn already."""
        width, height = self._size.width(), self._size.height()
        return self._images.has_pixmap(card, width, height, self._ratio, TURNED_CARD_PAD)

    def _show_face(self) -> None:
        _set_pixmap(self._face, self.face_picture(self._card if self.face_up else None))
        self._face.setOffset(-TURNED_CARD_PAD / self._ratio, -TURNED_CARD_PAD / self._ratio)

    def _show_shadow(self) -> None:
        width, height, ratio = self._size.width(), self._size.height(), self._ratio
        key = ("shadow", width, height, ratio)
        pixmap = _PICTURES.get(key, lambda: _draw_shadow(width, height, ratio))
        _set_pixmap(self._shadow, pixmap)
        raised = self._lifted or self._animation is not None
        lift = _RAISED_LIFT if raised else _RESTING_LIFT
        self._shadow.setOffset(lift * 0.6 - _SHADOW_PAD, lift - _SHADOW_PAD)
        self._shadow.setVisible(self._casts_shadow or raised)

    def _show_marks(self) -> None:
        marks = self._marks_shown()
        self._marks.setVisible(marks is not None)
        if marks is None:
            return
        width, height, ratio = self._size.width(), self._size.height(), self._ratio
        key = ("marks", width, height, ratio, marks)
        pixmap = _PICTURES.get(key, lambda: _draw_marks(width, height, ratio, marks))
        _set_pixmap(self._marks, pixmap)
        self._marks.setOffset(-_MARGIN, -_MARGIN)

    def _marks_shown(self) -> _Marks | None:
        """The marks the card shows now (None: none at all)."""
        face_up = self.face_up
        colour = self._meld_colour if face_up else None
        marks = _Marks(
            meld_rgba=colour.rgba() if colour is not None else None,
            meld_number=meld_number(colour),
            laid_off=self._laid_off and face_up,
            dimmed=self._dimmed,
            lifted=self._lifted,
            bold=self._theme.high_contrast,
        )
        return marks if marks.any() else None

    # --- moves ------------------------------------------------------------------------------

    @property
    def is_moving(self) -> bool:
        return self._animation is not None

    def set_resting_z(self, z: float) -> None:
        """The stacking order once the card is at rest (a flying card is drawn above all)."""
        self._resting_z = z
        if self._animation is None:
            self.setZValue(z)

    def stop_moving(self) -> None:
        """Cancel a running move where it is (a face it was to show on arrival shows now)."""
        if self._animation is not None:
            animation, self._animation = self._animation, None
            self._target = None
            animation.stop()
            self.setZValue(self._resting_z)
            self._show_shadow()
        self._arrive()

    def move_to(
        self,
        pos: QPointF,
        rotation: float = 0.0,
        duration: int = 0,
        delay: int = 0,
        face_up: bool | None = None,
    ) -> None:
        """Go to ``pos`` (and ``rotation``): at once when ``duration`` is 0, else animated.

        ``face_up`` turns the card over on arrival (None: leave it as it is). A card already
        moving to that place keeps its move (so laying a pile out again never restarts it).
        """
        if self._animation is not None and self._target == (pos, rotation) and duration > 0:
            if face_up is not None:
                self._arrival_face = face_up
            return
        self.stop_moving()
        self._arrival_face = face_up
        if duration <= 0 or (self.pos() == pos and self.rotation() == rotation and delay == 0):
            self.setPos(pos)
            self.setRotation(rotation)
            self.setZValue(self._resting_z)
            self._arrive()
            return
        self._target = (QPointF(pos), rotation)
        self._start_animation(self._build_animation(pos, rotation, duration, delay))

    def _arrive(self) -> None:
        face, self._arrival_face = self._arrival_face, None
        if face is not None:
            self.set_face_up(face)

    def _build_animation(
        self, pos: QPointF, rotation: float, duration: int, delay: int
    ) -> QAbstractAnimation:
        """The move: ``pos``, and ``rotation`` only when the card must turn (an animated
        property is set again on every frame, even to the value it has)."""
        group = QParallelAnimationGroup(self)
        changes: list[tuple[bytes, object]] = [(b"pos", pos)]
        if rotation != self.rotation():
            changes.append((b"rotation", rotation))
        for name, end in changes:
            animation = QPropertyAnimation(self, name, group)
            animation.setEndValue(end)
            animation.setDuration(duration)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(animation)
        if delay <= 0:
            return group
        sequence = QSequentialAnimationGroup(self)
        sequence.addAnimation(QPauseAnimation(delay, sequence))
        sequence.addAnimation(group)
        return sequence

    def _start_animation(self, animation: QAbstractAnimation) -> None:
        self._animation = animation
        self._tracker.track(animation)
        animation.finished.connect(self._on_finished)
        self.setZValue(1000 + self._resting_z)
        self._show_shadow()
        animation.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _on_finished(self) -> None:
        self._animation = None
        self._target = None
        self.setZValue(self._resting_z)
        self._show_shadow()
        self._arrive()


# --- the pictures -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Marks:
    """The highlights a card shows over its face (see the module docstring)."""

    meld_rgba: int | None
    meld_number: int | None
    laid_off: bool
    dimmed: bool
    lifted: bool
    bold: bool
    """Drawn in the high-contrast theme (every card then has a mark: its black edge)."""

    def any(self) -> bool:
        return (self.meld_rgba is not None or self.laid_off or self.dimmed or self.lifted
                or self.bold)


def _picture_item(card: CardItem) -> QGraphicsPixmapItem:
    """One of a card's pictures: drawn smoothly when turned, hit as its whole rectangle."""
    item = QGraphicsPixmapItem(card)
    item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
    item.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
    return item


def _set_pixmap(item: QGraphicsPixmapItem, pixmap: QPixmap) -> None:
    """Show ``pixmap`` on ``item``, unless it shows it already (setting it repaints)."""
    if item.pixmap().cacheKey() != pixmap.cacheKey():
        item.setPixmap(pixmap)


def _device_ratio(item: QGraphicsItem) -> float:
    """The device pixel ratio ``item`` is shown at: its first view's, else the application's."""
    scene = item.scene()
    views = scene.views() if scene is not None else []
    if views:
        return float(views[0].devicePixelRatioF())
    app = QGuiApplication.instance()
    return float(app.devicePixelRatio()) if isinstance(app, QGuiApplication) else 1.0


def _card_radius(width: float) -> float:
    return width * 0.055


def _draw_shadow(width: float, height: float, ratio: float) -> QPixmap:
    """The card's shadow: a translucent rounded rectangle the card's size, with a transparent
    pad for its antialiased edge (the card item places it ``lift`` below itself)."""
    pad = _SHADOW_PAD

    def draw(painter: QPainter) -> None:
        rect = QRectF(pad, pad, width, height)
        draw_rounded(painter, rect, _card_radius(width), brush=_SHADOW)

    return drawn_pixmap(width + 2 * pad, height + 2 * pad, ratio, draw)


def _draw_marks(width: float, height: float, ratio: float, marks: _Marks) -> QPixmap:
    """The highlights over (and the meld bar under) a card, in the card's bounding margin."""

    def draw(painter: QPainter) -> None:
        painter.translate(_MARGIN, _MARGIN)
        _paint_marks(painter, QRectF(0, 0, width, height), marks)

    return drawn_pixmap(width + 2 * _MARGIN, height + 2 * _MARGIN + 4, ratio, draw)


def _paint_marks(painter: QPainter, rect: QRectF, marks: _Marks) -> None:
    theme = table_theme(marks.bold)
    radius = _card_radius(rect.width())
    if theme.card_edge is not None:
        inset = theme.card_edge_width / 2 - 0.5  # just inside the card, over the art's edge
        draw_rounded(painter, rect.adjusted(inset, inset, -inset, -inset), radius,
                     QPen(theme.card_edge, theme.card_edge_width))
    if marks.meld_rgba is not None:
        inset = 1.0 + (theme.card_edge_width if theme.card_edge is not None else 0.0)
        _paint_meld_bar(painter, rect, QColor.fromRgba(marks.meld_rgba), inset)
        if marks.meld_number is not None:
            _paint_meld_tab(painter, rect, QColor.fromRgba(marks.meld_rgba), marks.meld_number)
    if marks.laid_off:
        _paint_outline(painter, rect, radius, _LAID_OFF, theme.laid_off_width)
    if marks.dimmed:
        draw_rounded(painter, rect, radius, brush=_DIMMED)
    if marks.lifted:
        _paint_outline(painter, rect, radius, theme.lift, theme.lift_width)


def _paint_meld_bar(painter: QPainter, rect: QRectF, colour: QColor, inset: float) -> None:
    """The bar under the card and the meld's colour just inside its edge (``inset`` in)."""
    bar = QRectF(rect.left(), rect.bottom() + 3, rect.width(), 5)
    draw_rounded(painter, bar, 2.5, brush=colour)
    edge = QColor(colour)
    edge.setAlpha(200)
    radius = rect.width() * 0.05
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)
    painter.setPen(QPen(edge, 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


def _tab_pixels(card_height: float) -> int:
    """The size of a meld's number, in pixels: with the card, from 10 to 22."""
    return min(22, max(10, round(card_height * 0.08)))


def _tab_font(card_height: float) -> QFont:
    font = QFont()
    font.setPixelSize(_tab_pixels(card_height))
    font.setBold(True)
    return font


_TAB_HANG = 8.0
"""How far a meld's tab hangs below the card, as far as the bar: the rest of it lies on the
card's lower edge (so the marks need no more room under the card than the bar, which the hand
at the bottom of the table leaves at every card size)."""


def _tab_height(card_height: float) -> float:
    return _tab_pixels(card_height) + 4.0


def _paint_meld_tab(painter: QPainter, rect: QRectF, colour: QColor, number: int) -> None:
    """The meld's number in black on a tab of its colour, across the card's lower edge at the
    left end of the bar (the part of a card in a fanned hand that the next card leaves in
    view)."""
    font = _tab_font(rect.height())
    text = str(number)
    height = _tab_height(rect.height())
    width = max(height, QFontMetricsF(font).horizontalAdvance(text) + 6)
    tab = QRectF(rect.left() + 3, rect.bottom() + _TAB_HANG - height, width, height)
    draw_rounded(painter, tab, 3, QPen(_TAB_EDGE, 1), colour)
    painter.setFont(font)
    painter.setPen(_TAB_TEXT)
    painter.drawText(tab, Qt.AlignmentFlag.AlignCenter, text)


def _paint_outline(
    painter: QPainter, rect: QRectF, radius: float, colour: QColor, width: float
) -> None:
    """A ring just outside the card, ``width`` wide (a wider ring stands further out)."""
    grow = 1 + max(0.0, width - 3.5) / 2
    draw_rounded(painter, rect.adjusted(-grow, -grow, grow, grow), radius + grow,
                 QPen(colour, width))
