"""Piles: the places cards lie on the table, each with a layout policy.

A pile owns an ordered list of :class:`CardItem` (the last is on top) and a rectangle in the
scene. ``layout()`` moves every card to the place its policy gives it:

* :class:`StackPile`: the stock and the discard pile (a neat or a slightly messy stack), and the
  knock area where the knock discard goes face down;
* :class:`HandPile`: a hand fanned in a gentle arc, with small gaps between meld clusters and
  the selected card raised;
* :class:`MeldPile`: the showdown layout, melds side by side with their lay-offs, then the
  deadwood, each group captioned.

A pile also paints its empty slot, its caption and, during a drag, whether it would take the
card (``DropState``), in the colours and widths of its :class:`TableTheme` (the scene gives every
pile the same one).
"""

from __future__ import annotations

import enum
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..models.hand_layout import Join, Slot
from .card_item import CardItem
from .painting import (
    NORMAL_THEME,
    TableTheme,
    draw_rounded,
    fitted_words,
    pixel_font,
    scaled_pixels,
)

__all__ = [
    "HAND_GLOW",
    "LIFT",
    "MELD_CAPTION_LEAST_PIXELS",
    "DropState",
    "HandPile",
    "MeldGroup",
    "MeldPile",
    "PileItem",
    "PileKind",
    "StackPile",
    "meld_caption_room",
]


class PileKind(enum.Enum):
    """Which pile it is (the values are names for the code and the log, never shown)."""

    STOCK = "stock"
    DISCARD = "discard_pile"
    KNOCK = "knock_area"
    HAND = "hand"
    MELDS = "melds"


class DropState(enum.Enum):
    """How a pile shows itself while a card is dragged."""

    NONE = 0
    CANDIDATE = 1  # a legal target
    HOVER = 2  # the legal target under the card


@dataclass(frozen=True, slots=True)
class Placement:
    """Where one card of a pile rests: scene position, rotation, stacking order."""

    pos: QPointF
    rotation: float = 0.0


_GROUP_GAP = 0.4
"""The gap around a group of two or more cards in a hand, in card widths."""
_LOOSE_GAP = 0.12
"""The narrower gap between two cards that each stand alone, in card widths."""
_TILT = 3.2
"""The turn of a hand's end cards, in degrees (the cards between turn less)."""

_SLOT_FILL = QColor(0, 0, 0, 25)


class PileItem(QGraphicsObject):
    """The base pile: a card list, a rectangle and a caption; subclasses place the cards.

    The cards (bottom first) are read through :attr:`cards` and changed only through the
    pile's methods: :meth:`add` and :meth:`remove` (which keep each card's ``pile`` right),
    :meth:`reorder` (the same cards in another order) and :meth:`move_within` (one card of
    the pile to another place in it, as a drag previews or takes back).
    """

    def __init__(
        self, kind: PileKind, seat: int | None = None, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self.kind = kind
        self.seat = seat
        self._cards: list[CardItem] = []
        self.card_size = QSizeF(100, 140)
        self._rect = QRectF(0, 0, 100, 140)
        self._caption = ""
        self._drop_state = DropState.NONE
        self._show_slot = False
        self._cue = False
        self._theme = NORMAL_THEME
        self._caption_box: QRectF | None = None  # caption_rect, measured once per change
        self._bounds: QRectF | None = None  # boundingRect, the same (Qt asks for it often)
        self.setZValue(-10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # see CardItem

    def __repr__(self) -> str:
        owner = "" if self.seat is None else f" seat {self.seat}"
        return f"<{type(self).__name__} {self.kind.value}{owner}: {len(self._cards)} cards>"

    # --- geometry ---------------------------------------------------------------------------

    def set_geometry(self, rect: QRectF, card_size: QSizeF) -> None:
        """Place the pile at scene ``rect`` for cards of ``card_size``."""
        self._forget_geometry()
        self.setPos(rect.topLeft())
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.card_size = QSizeF(card_size)
        for card in self._cards:
            card.set_size(card_size)

    def scene_rect(self) -> QRectF:
        return self._rect.translated(self.pos())

    def drop_rect(self) -> QRectF:
        """The scene area where a dragged card's centre counts as dropped here."""
        margin = self.card_size.width() * 0.25
        return self.scene_rect().adjusted(-margin, -margin, margin, margin)

    def _forget_geometry(self) -> None:
        """The slot, the caption or the theme is about to change: measure again when asked."""
        self.prepareGeometryChange()
        self._caption_box = None
        self._bounds = None

    def boundingRect(self) -> QRectF:
        """The slot with room for the drop outline, and the caption under it, which is wider
        than the slot ("Knock · 10 or less"): painting outside this rectangle would leave
        the caption's ends cut off until something else repaints them. Measured once per
        change: Qt asks for it hundreds of times a second while cards move."""
        if self._bounds is None:
            theme = self._theme
            pad = 7 + max(theme.cue_width, theme.hover_width) / 2  # the widest ring, outside
            self._bounds = self._rect.adjusted(-pad, -pad, pad, 30).united(self.caption_rect())
        return QRectF(self._bounds)

    def caption_rect(self) -> QRectF:
        """Where the caption is drawn (local coordinates): centred under the slot, as tall as
        its font and as wide as its words (at least the slot and 30 pixels each side)."""
        if self._caption_box is None:
            slot = self.slot_rect()
            metrics = QFontMetricsF(self.caption_font())
            width = max(slot.width() + 60, metrics.horizontalAdvance(self._caption) + 8)
            height = max(24.0, metrics.height() + 4)
            top = slot.bottom() + self._theme.caption_gap
            self._caption_box = QRectF(slot.center().x() - width / 2, top, width, height)
        return QRectF(self._caption_box)

    def caption_font(self) -> QFont:
        """The caption's font: bold, sized with the cards and the desktop's font."""
        return pixel_font(max(11, int(self.card_size.height() * 0.095)), bold=True)

    # --- cards ------------------------------------------------------------------------------

    @property
    def cards(self) -> tuple[CardItem, ...]:
        """The cards on this pile, bottom first (for a hand, left to right)."""
        return tuple(self._cards)

    def add(self, card: CardItem, index: int | None = None) -> None:
        """Put ``card`` on this pile (on top, or at ``index``), taking it from its old pile."""
        old = card.pile
        if isinstance(old, PileItem):
            old.remove(card)
        if index is None or index >= len(self._cards):
            self._cards.append(card)
        else:
            self._cards.insert(max(0, index), card)
        card.pile = self
        card.set_size(self.card_size)

    def remove(self, card: CardItem) -> None:
        if card in self._cards:
            self._cards.remove(card)
        if card.pile is self:
            card.pile = None

    def reorder(self, cards: Sequence[CardItem]) -> None:
        """Hold the same cards in the order of ``cards`` (which must be exactly them)."""
        ordered = list(cards)
        if sorted(map(id, ordered)) != sorted(map(id, self._cards)):
            raise ValueError(f"{self!r}: a reorder must keep exactly the pile's cards")
        self._cards = ordered

    def move_within(self, card: CardItem, index: int) -> None:
        """Put ``card`` at ``index`` of this pile (at most the end), taking it from its place
        here if it has one. The card's ``pile`` is not changed: this is for a card that
        belongs here (a dragged card previewed in its hand, or gliding back home)."""
        if card in self._cards:
            self._cards.remove(card)
        self._cards.insert(min(max(0, index), len(self._cards)), card)

    def top(self) -> CardItem | None:
        return self._cards[-1] if self._cards else None

    def index_of(self, card: CardItem) -> int:
        return self._cards.index(card)

    # --- layout -----------------------------------------------------------------------------

    def placements(self) -> list[Placement]:
        """Where each card rests (scene coordinates); one per card, bottom first."""
        raise NotImplementedError

    def layout(self, duration: int = 0, stagger: int = 0, skip: CardItem | None = None) -> None:
        """Move the cards to their places (``stagger`` ms between cards); ``skip`` stays put."""
        for index, (card, place) in enumerate(zip(self._cards, self.placements(), strict=True)):
            if card is skip:
                continue
            card.set_resting_z(self.zValue() + 20 + index)
            card.set_casts_shadow(self.casts_shadow(index))
            card.move_to(place.pos, place.rotation, duration, stagger * index)

    def casts_shadow(self, index: int) -> bool:
        """Whether the card at ``index`` casts its own shadow on the felt (every card but those
        stacked neatly on another: see :class:`StackPile`)."""
        return True

    def placement_of(self, card: CardItem) -> Placement:
        return self.placements()[self._cards.index(card)]

    # --- looks ------------------------------------------------------------------------------

    def set_caption(self, caption: str, spoken: str = "") -> None:
        """The caption under the pile, and what a screen reader says for it (``spoken``;
        the caption itself when none is given: "Knock · 10 or less" reads badly aloud)."""
        self._spoken_caption = spoken
        if caption != self._caption:
            self._forget_geometry()  # the caption's box is as wide as its words
            self._caption = caption
            self.update()

    @property
    def caption(self) -> str:
        return self._caption

    @property
    def spoken_caption(self) -> str:
        return self._spoken_caption or self._caption

    _spoken_caption = ""

    def set_show_slot(self, show: bool) -> None:
        if show != self._show_slot:
            self._show_slot = show
            self.update()

    @property
    def theme(self) -> TableTheme:
        return self._theme

    def set_theme(self, theme: TableTheme) -> None:
        """Paint with ``theme``'s colours and widths from now on."""
        if theme is not self._theme:
            self._forget_geometry()  # the caption may stand further from the cards
            self._theme = theme
            self.update()

    @property
    def cue(self) -> bool:
        """True while the pile glows: the user may play here now (a turn cue)."""
        return self._cue

    def set_cue(self, cue: bool) -> None:
        if cue != self._cue:
            self._cue = cue
            self.update()

    @property
    def drop_state(self) -> DropState:
        return self._drop_state

    def set_drop_state(self, state: DropState) -> None:
        if state != self._drop_state:
            self._drop_state = state
            self.update()

    def slot_rect(self) -> QRectF:
        """The rectangle outlined as the pile's empty place (local coordinates)."""
        return self._rect

    def cue_rect(self) -> QRectF:
        """Where a turn cue glows: around the pile's place, a little outside the cards."""
        return self.slot_rect().adjusted(-6, -6, 6, 6)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = self._theme
        radius = self.card_size.width() * 0.07
        if self._show_slot:
            slot_pen = QPen(theme.slot, theme.slot_width, Qt.PenStyle.DashLine)
            draw_rounded(painter, self.slot_rect(), radius, slot_pen, _SLOT_FILL)
        if self._cue and self._drop_state is DropState.NONE:
            glow = QColor(theme.cue)
            glow.setAlpha(theme.cue_fill_alpha)
            draw_rounded(painter, self.cue_rect(), radius + 6, QPen(theme.cue, theme.cue_width),
                         glow)
        self._paint_drop_state(painter, radius)
        self._paint_caption(painter)

    def _paint_drop_state(self, painter: QPainter, radius: float) -> None:
        if self._drop_state is DropState.NONE:
            return
        theme = self._theme
        hover = self._drop_state is DropState.HOVER
        colour = QColor(theme.hover if hover else theme.candidate)
        width = theme.hover_width if hover else theme.candidate_width
        fill = QColor(colour)
        fill.setAlpha(70 if hover else 30)
        area = self.slot_rect().adjusted(-5, -5, 5, 5)
        draw_rounded(painter, area, radius + 4, QPen(colour, width), fill)

    def _paint_caption(self, painter: QPainter) -> None:
        if not self._caption:
            return
        painter.setFont(self.caption_font())
        painter.setPen(self._theme.caption)
        painter.drawText(
            self.caption_rect(),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            self._caption,
        )


class StackPile(PileItem):
    """A stack: the stock (neat, a sliver of thickness per few cards), the discard pile (each
    card turned a little, as thrown), or the knock area."""

    def __init__(
        self, kind: PileKind, messy: bool = False, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(kind, None, parent)
        self._messy = messy
        self.set_show_slot(True)

    def casts_shadow(self, index: int) -> bool:
        """In a neat stack only the two bottom cards cast a shadow (one soft shadow under the
        stack): thirty shadows, each a little off the one below, added up to a hard black band
        along the stock's edges."""
        return self._messy or index < 2

    def placements(self) -> list[Placement]:
        origin = self.pos()
        result = []
        for index, card in enumerate(self._cards):
            if self._messy:
                result.append(Placement(origin, _jitter(card, index)))
            else:
                depth = min(index, 40) * 0.25
                result.append(Placement(QPointF(origin.x() - depth, origin.y() - depth)))
        return result


def _jitter(card: CardItem, index: int) -> float:
    """A small, stable turn for a thrown card (by its identity, so it never twitches)."""
    seed = card.card.index if card.card is not None else index
    return ((seed * 37) % 9 - 4) * 0.9


LIFT = 0.16
"""How far a lifted (selected) card of a hand rises, in card heights."""
HAND_GLOW = 6.0
"""How far a hand's turn cue glows around its cards."""


class HandPile(PileItem):
    """A hand: a row of overlapping cards in a gentle arc, centred in the pile's rectangle.

    The cards come in groups (:meth:`set_groups`, the player's own groups): a gap opens
    around every group of two or more cards, a narrower one between two cards that each stand
    alone. The lifted (selected) card rises. ``arc`` is +1 for a hand at the bottom of the
    table, -1 at the top, 0 for a straight row.

    While a card of the hand is dragged over it, :meth:`preview` opens the gap the drop would
    make (:meth:`slot_at` says which :class:`Slot` the dragged card's centre points at, from the
    other cards' resting places, so the answer does not flicker as the preview moves them).
    """

    def cue_rect(self) -> QRectF:
        """A hand's turn cue glows around its cards, not the whole band of the table: around
        each card as it rests, turned (the end cards' corners reach out)."""
        places = self.placements()
        if not places:
            return super().cue_rect()
        origin = self.pos()
        area = QRectF()
        for place in places:
            rect = QRectF(place.pos - origin, self.card_size)
            centre = rect.center()
            turn = QTransform().translate(centre.x(), centre.y()).rotate(place.rotation)
            area = area.united(turn.translate(-centre.x(), -centre.y()).mapRect(rect))
        glow = HAND_GLOW
        return area.adjusted(-glow, -glow, glow, glow).intersected(self.boundingRect())

    def __init__(
        self,
        seat: int,
        arc: int = 1,
        max_spacing: float = 0.56,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(PileKind.HAND, seat, parent)
        self._arc = arc
        self._max_spacing = max_spacing
        self._group_of: dict[CardItem, int] = {}

    def layout(self, duration: int = 0, stagger: int = 0, skip: CardItem | None = None) -> None:
        """Move the cards to their places, and the turn's glow with them: the pile is drawn
        from a cache, which kept the glow where the cards were before a reorder spread them
        wider (Shift+arrow), and the end cards then stood outside it."""
        super().layout(duration, stagger, skip)
        self.update()

    def set_groups(self, groups: Sequence[Sequence[CardItem]]) -> None:
        """Which cards form a group (cards of no group stand alone)."""
        self._group_of = {card: index for index, group in enumerate(groups) for card in group}

    def group_key(self, card: CardItem) -> int | None:
        """The group ``card`` is shown in (None: none given)."""
        return self._group_of.get(card)

    def set_group_key(self, card: CardItem, key: int | None) -> None:
        """Show ``card`` in group ``key`` (None: alone); a drag's preview and its glide back."""
        if key is None:
            self._group_of.pop(card, None)
        else:
            self._group_of[card] = key

    def _gaps(self, cards: Sequence[CardItem]) -> list[float]:
        """The gap before each card, in card widths (0 for the first; none at all in a hand
        shown without groups, such as the computer's)."""
        if not self._group_of:
            return [0.0] * len(cards)
        keys = [self._group_of.get(card, -1 - index) for index, card in enumerate(cards)]
        sizes: dict[int, int] = {}
        for key in keys:
            sizes[key] = sizes.get(key, 0) + 1
        gaps = [0.0]
        for before, after in pairwise(keys):
            if before == after:
                gaps.append(0.0)
            elif sizes[before] > 1 or sizes[after] > 1:
                gaps.append(_GROUP_GAP)
            else:
                gaps.append(_LOOSE_GAP)
        return gaps[: len(cards)]

    def _xs(self, cards: Sequence[CardItem]) -> tuple[list[float], float]:
        """The left x of each of ``cards`` in the pile, and the spacing between neighbours,
        so that they fit the rectangle."""
        count = len(cards)
        width = self.card_size.width()
        gaps = [gap * width for gap in self._gaps(cards)]
        room = self._rect.width() - 2 * self._overhang() - width - sum(gaps)
        spacing = width * self._max_spacing
        if count > 1:
            spacing = max(width * 0.12, min(spacing, room / (count - 1)))
        total = width + spacing * max(0, count - 1) + sum(gaps)
        x = (self._rect.width() - total) / 2
        lefts = []
        for index, gap in enumerate(gaps):
            x += gap + (spacing if index else 0.0)
            lefts.append(x)
        return lefts, spacing

    def _overhang(self) -> float:
        """How far a turned end card's corner reaches past its upright place, on each side:
        the room a full hand keeps at the pile's edges, so that eleven cards spread out by
        their groups stay inside the hand's glow (they spilled past it by its width)."""
        if not self._arc:
            return 0.0
        return self.card_size.height() * math.sin(math.radians(_TILT))

    def placements(self) -> list[Placement]:
        count = len(self._cards)
        lefts, _ = self._xs(self._cards)
        origin = self.pos()
        base_y = self._rect.height() - self.card_size.height()
        base_y = base_y if self._arc >= 0 else self.card_size.height() * 0.08
        lift = self.card_size.height() * LIFT
        result = []
        for index, (card, x) in enumerate(zip(self._cards, lefts, strict=True)):
            offset = (index - (count - 1) / 2) / max(1.0, (count - 1) / 2) if count > 1 else 0.0
            bow = self.card_size.height() * 0.06 * offset * offset * self._arc
            y = base_y + bow - (lift if card.lifted else 0.0)
            rotation = _TILT * offset * self._arc
            result.append(Placement(QPointF(origin.x() + x, origin.y() + y), rotation))
        return result

    def slot_at(self, scene_x: float, moving: CardItem | None = None) -> Slot:
        """The slot a card dropped with its centre at ``scene_x`` goes to, judged against the
        other cards' resting places without ``moving``: between two cards of one group it
        joins that group; between two groups, the third nearer a group joins it and the
        middle third is a group of its own; past either end, within half a card's spacing
        of the end card it joins that card's group."""
        others = [card for card in self._cards if card is not moving]
        if not others:
            return Slot(0)
        lefts, spacing = self._xs(others)
        half = self.card_size.width() / 2
        centres = [self.pos().x() + left + half for left in lefts]
        index = sum(1 for centre in centres if centre < scene_x)
        if index == 0:
            near = centres[0] - scene_x < spacing / 2
            return Slot(0, Join.RIGHT if near else Join.NEW)
        if index == len(others):
            near = scene_x - centres[-1] < spacing / 2
            return Slot(index, Join.LEFT if near else Join.NEW)
        before, after = others[index - 1], others[index]
        if self._same_group(before, after):
            return Slot(index, Join.LEFT)
        share = (scene_x - centres[index - 1]) / max(1e-6, centres[index] - centres[index - 1])
        join = Join.LEFT if share < 1 / 3 else Join.RIGHT if share > 2 / 3 else Join.NEW
        return Slot(index, join)

    def _same_group(self, one: CardItem, other: CardItem) -> bool:
        key = self._group_of.get(one)
        return key is not None and key == self._group_of.get(other)

    def preview(self, card: CardItem, slot: Slot) -> None:
        """Show ``card`` (of this hand, being dragged) where ``slot`` would put it: its place
        in the row and the group it would join (or a gap of its own)."""
        self.move_within(card, slot.index)
        index = self._cards.index(card)
        before = self._cards[index - 1] if index > 0 else None
        after = self._cards[index + 1] if index + 1 < len(self._cards) else None
        inside = before is not None and after is not None and self._same_group(before, after)
        key: int | None = None
        if before is not None and (inside or slot.join is Join.LEFT):
            key = self._group_of.get(before)
        elif slot.join is Join.RIGHT and after is not None:
            key = self._group_of.get(after)
        if key is None:
            self._group_of.pop(card, None)
            self._group_of[card] = max(self._group_of.values(), default=0) + 1
        else:
            self._group_of[card] = key

    def slot_rect(self) -> QRectF:
        return self._rect


@dataclass(frozen=True, slots=True)
class MeldGroup:
    """One group of a showdown row: its cards (in order) and a caption ("Run + 2 laid off"),
    and the caption as a screen reader says it (``spoken``: "Run, with 2 cards laid off")."""

    cards: tuple[CardItem, ...]
    caption: str
    is_deadwood: bool = False
    spoken: str = ""
    words: Callable[[], tuple[str, str]] | None = field(default=None, compare=False)
    """How the caption and the spoken caption are worded (in the language installed when it
    is called): the group is worded again when the language changes (:meth:`reworded`)."""

    @property
    def spoken_caption(self) -> str:
        return self.spoken or self.caption

    def reworded(self) -> MeldGroup:
        """The group with its captions in the language installed now (itself without
        :attr:`words`)."""
        if self.words is None:
            return self
        caption, spoken = self.words()
        return replace(self, caption=caption, spoken=spoken)


class MeldPile(PileItem):
    """A showdown row: melds side by side, each captioned, then the deadwood. A caption too
    long for its group is set smaller, then elided, its whole words in the tool tip over it
    (:meth:`caption_tip_at`)."""

    def __init__(self, seat: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(PileKind.MELDS, seat, parent)
        self._groups: list[MeldGroup] = []
        self.setAcceptHoverEvents(True)

    def set_groups(self, groups: Sequence[MeldGroup]) -> None:
        """Lay out ``groups``; every card must already be on this pile."""
        self._groups = list(groups)
        ordered = [card for group in groups for card in group.cards]
        self.reorder(ordered)
        self.update()

    def clear_groups(self) -> None:
        self._groups = []
        self.update()

    def retranslate_groups(self) -> None:
        """The groups' captions in the language installed now (``LanguageChange``)."""
        if self._groups:
            self._groups = [group.reworded() for group in self._groups]
            self.update()

    @property
    def groups(self) -> tuple[MeldGroup, ...]:
        """The row's groups, in their order on the table."""
        return tuple(self._groups)

    def group_of(self, card: CardItem) -> MeldGroup | None:
        """The group ``card`` lies in (None if it is in none)."""
        return next((group for group in self._groups if card in group.cards), None)

    def _metrics(self) -> tuple[float, float, float]:
        """(left x, spacing inside a group, gap between groups)."""
        width = self.card_size.width()
        count = len(self._cards)
        groups = max(1, len(self._groups))
        spacing, gap = width * 0.42, width * 0.3
        natural = self._span(count, groups, spacing, gap)
        if natural > self._rect.width() and count > groups:
            spare = self._rect.width() - width * groups - gap * (groups - 1)
            spacing = max(width * 0.16, spare / (count - groups))
        total = self._span(count, groups, spacing, gap)
        return (self._rect.width() - total) / 2, spacing, gap

    def _span(self, count: int, groups: int, spacing: float, gap: float) -> float:
        width = self.card_size.width()
        return groups * width + (count - groups) * spacing + (groups - 1) * gap

    def _group_width(self, group: MeldGroup, spacing: float) -> float:
        return self.card_size.width() + (len(group.cards) - 1) * spacing

    def _group_lefts(self) -> list[float]:
        left, spacing, gap = self._metrics()
        lefts = []
        for group in self._groups:
            lefts.append(left)
            left += self._group_width(group, spacing) + gap
        return lefts

    def placements(self) -> list[Placement]:
        if not self._groups:
            return [Placement(self.pos()) for _ in self._cards]
        _, spacing, _ = self._metrics()
        origin = self.pos()
        top = self._rect.height() - self.card_size.height()
        result = []
        for left, group in zip(self._group_lefts(), self._groups, strict=True):
            for index in range(len(group.cards)):
                x = origin.x() + left + index * spacing
                result.append(Placement(QPointF(x, origin.y() + top)))
        return result

    def caption_rects(self) -> list[QRectF]:
        """Where each group's caption is drawn (local coordinates): just above its cards, as
        wide as the group and up to half the gap to the next each side (neighbours' boxes
        meet, never overlap)."""
        if not self._groups:
            return []
        _, spacing, gap = self._metrics()
        spill = min(10.0, gap / 2)
        height = meld_caption_height(self.card_size.height())
        top = self._rect.height() - self.card_size.height() - height - 4
        boxes = []
        for left, group in zip(self._group_lefts(), self._groups, strict=True):
            width = self._group_width(group, spacing) + 2 * spill
            boxes.append(QRectF(left - spill, top, width, height))
        return boxes

    def shown_captions(self) -> list[tuple[QRectF, QFont, str]]:
        """Each group's caption as painted: its box (local), its font and its words. A caption
        wider than its box is set smaller, down to :data:`MELD_CAPTION_LEAST_PIXELS`, then
        elided (a screen reader still reads the whole, ``MeldGroup.spoken_caption``)."""
        pixels = _meld_caption_pixels(self.card_size.height())
        shown = []
        for box, group in zip(self.caption_rects(), self._groups, strict=True):
            font, words = fitted_words(group.caption, box.width(), pixels,
                                       min(pixels, MELD_CAPTION_LEAST_PIXELS), bold=True)
            shown.append((box, font, words))
        return shown

    def caption_scene_rects(self) -> list[QRectF]:
        """:meth:`caption_rects` in scene coordinates."""
        return [box.translated(self.pos()) for box in self.caption_rects()]

    def caption_tip_at(self, pos: QPointF) -> str:
        """The whole caption of an elided one at ``pos`` (local), else ""."""
        for (box, _, words), group in zip(self.shown_captions(), self._groups, strict=True):
            if box.contains(pos) and words != group.caption:
                return group.caption
        return ""

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip(self.caption_tip_at(event.pos()))
        super().hoverMoveEvent(event)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        super().paint(painter, option, widget)
        if not self._groups:
            return
        theme = self._theme
        for (box, font, words), group in zip(self.shown_captions(), self._groups, strict=True):
            painter.setFont(font)
            painter.setPen(theme.deadwood_caption if group.is_deadwood else theme.caption)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, words)

    def boundingRect(self) -> QRectF:
        area = self._rect.adjusted(-20, -8, 20, 30)
        for box in self.caption_rects():
            area = area.united(box.adjusted(-2, -2, 2, 2))
        return area


MELD_CAPTION_LEAST_PIXELS = 9
"""The smallest a showdown caption is set (designed pixels) before it is elided."""


def _meld_caption_pixels(card_height: float) -> int:
    """The showdown captions' size as designed (:func:`pixel_font` grows it with the desktop's
    font)."""
    return max(11, int(card_height * 0.1))


def meld_caption_height(card_height: float) -> float:
    """The height of a showdown group's caption for cards ``card_height`` tall (its font grown
    with the desktop's font)."""
    return scaled_pixels(_meld_caption_pixels(card_height)) + 8.0


def meld_caption_room(card_height: float) -> float:
    """The room a showdown row needs above its cards for the captions (and a small gap)."""
    return meld_caption_height(card_height) + 6.0
