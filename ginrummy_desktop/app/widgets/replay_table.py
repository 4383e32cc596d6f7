"""The replay viewer's table: one step of a finished hand, painted with the game's card art.

A second, simpler table than the game's own scene: nothing moves and nothing is dragged, so it
is one widget that paints itself. The computer's hand is above and yours below, each arranged
melds first (a bar under each meld, in its colour) and then its deadwood, with the deadwood
count in the row's title; the row of the seat that moved is titled in gold and the card that
moved is ringed in gold. Between the rows: the stock with its count, the last three cards of
the discard pile, and a panel with the step's line (at the end of a hand the points and the
score too, else who moves next).

Once a player has knocked, the knocker's row shows the melds laid on the table with the cards
laid off onto each (ringed in blue), and the defender's row its own arrangement once the
showdown is settled; before that, a hand is shown as the engine's best arrangement of it, which
is not necessarily how the player held it.

A match reviewed (``records/review_marks.py``): at the step of a marked decision the card of
the best move (in the mover's hand, or the pile's top card for a take) is ringed too, in pink
and dashed (told from the gold ring of the move made by its line as well as its colour, a ring
outside it when the two moves are of one card), with a caption "better" on it; the panel adds
the verdict under the step's line, in the mark's colour, and the table's description for a
screen reader adds it too. A best move of no card, or of a card not on the table (a knock's
card goes face down), is told in words alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine import Card, Meld, Phase, best_arrangement
from ...marks import QT_TRANSLATE_NOOP
from ..records.replay import KnockTable, Step
from ..records.review_export import MARK_COLOURS
from ..records.review_marks import StepMark
from ..seats.seat import Seat
from ..table.card_images import CARD_ASPECT, CardImages
from ..table.painting import draw_rounded, pixel_font
from ..words.review import better_caption, marked_move_spoken

__all__ = ["BETTER_COLOUR", "ReplayTable", "mark_text_colour"]

_FELT = QColor("#1d5c3a")
_FELT_EDGE = QColor("#123d26")
_GOLD = QColor("#ffd54f")
_TEXT = QColor("#eaf5ec")
_MUTED = QColor("#a8cdb4")
_PANEL = QColor(10, 28, 18, 235)
_MELD_COLOURS = (QColor("#4fc3f7"), QColor("#ffb74d"), QColor("#ba68c8"), QColor("#81c784"))
BETTER_COLOUR = QColor("#ff5fd2")
"""The ring and caption of the best move's card: pink, far from the gold of the move made, the
blue of a lay-off and the felt's greens."""
_BETTER_BACK = QColor("#10291b")
MINIMUM_SIZE = QSize(620, 330)
"""The least the table is drawn in: low enough for the Hand history window, its controls and
message under the table, on a 1024×576 screen (the cards shrink to the height)."""


class ReplayTable(QWidget):
    """Paints one :class:`Step` (see the module docstring); an empty table says so."""

    def __init__(self, images: CardImages, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._images = images
        self._step: Step | None = None
        self._score = ""
        self._mark: StepMark | None = None
        self._better_rect: QRectF | None = None
        self._band = (0.0, 0.0)
        """The height free between the two rows of cards (for a panel with a verdict)."""
        self.setMinimumSize(MINIMUM_SIZE)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(QCoreApplication.translate("ReplayTable", "The table at this step"))

    @property
    def step(self) -> Step | None:
        return self._step

    @property
    def mark(self) -> StepMark | None:
        """The marked decision of the step shown (None: none)."""
        return self._mark

    @property
    def better_card(self) -> Card | None:
        """The best move's card the table rings at the step shown (None: none ringed)."""
        return self._mark.better if self._mark is not None else None

    @property
    def better_rect(self) -> QRectF | None:
        """Where the best move's card was last painted (None: not painted)."""
        return self._better_rect

    def show_step(self, step: Step | None, score: str = "", mark: StepMark | None = None
                  ) -> None:
        """Show ``step`` (``score``: the running score, shown at the end of the hand), with
        its decision's verdict when ``mark`` is given."""
        self._step, self._score = step, score
        self._mark = mark if step is not None else None
        description = step.text if step is not None else ""
        if step is not None and mark is not None:
            description = marked_move_spoken(step.text, mark.spoken)
        self.setAccessibleDescription(description)
        self.update()

    # --- geometry ---------------------------------------------------------------------------

    def _card_size(self) -> tuple[float, float]:
        """The cards' size: a quarter of the table's height, less on a short table (three
        rows of cards, the middle one's caption and the hands' titles must not overlap: about
        140 pixels beside the cards), and narrow enough for eleven cards fanned in a row."""
        height = min(self.height() * 0.25, (self.height() - 140) / 3,
                     (self.width() - 60) / (11 * 0.5 + 3) / CARD_ASPECT)
        height = max(60.0, height)
        return height * CARD_ASPECT, height

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(self.rect())
        painter.fillRect(rect, _FELT_EDGE)
        draw_rounded(painter, rect.adjusted(6, 6, -6, -6), 18, QPen(QColor("#2e7a50"), 2), _FELT)
        step = self._step
        self._better_rect = None
        if step is None:
            self._paint_empty(painter, rect)
        else:
            self._paint_step(painter, rect, step)
        if self._better_rect is not None:  # on top of the cards fanned over it
            self._paint_better_caption(painter, self._better_rect)
        painter.end()

    def _paint_empty(self, painter: QPainter, rect: QRectF) -> None:
        painter.setPen(_MUTED)
        painter.setFont(pixel_font(18, italic=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("ReplayTable", "No finished hand to show yet."))

    def _paint_step(self, painter: QPainter, rect: QRectF, step: Step) -> None:
        width, height = self._card_size()
        label_h = 22.0
        top = rect.top() + 18 + label_h
        bottom = rect.bottom() - 18 - height
        self._paint_seat(painter, step, 1, QPointF(rect.left() + 28, top), (width, height))
        self._paint_seat(painter, step, 0, QPointF(rect.left() + 28, bottom), (width, height))
        middle = (top + height + bottom - label_h) / 2
        self._band = (top + height + 10, bottom - label_h - 6)
        self._paint_middle(painter, rect, step, middle, (width, height))

    # --- the players' rows ------------------------------------------------------------------

    def _paint_seat(self, painter: QPainter, step: Step, seat: int, origin: QPointF,
                    size: tuple[float, float]) -> None:
        knock = step.knock
        if knock is not None and knock.knocker == seat:
            groups, loose, laid = _knocker_groups(knock)
            title = (QCoreApplication.translate("ReplayTable", "You knocked · deadwood {points}")
                     if seat == Seat.USER else
                     QCoreApplication.translate("ReplayTable",
                                                "Computer knocked · deadwood {points}"))
        else:
            groups, loose = _arranged(step, seat, knock)
            laid = [() for _ in groups]
            title = (QCoreApplication.translate("ReplayTable", "You · deadwood {points}")
                     if seat == Seat.USER else
                     QCoreApplication.translate("ReplayTable", "Computer · deadwood {points}"))
        title = title.format(points=sum(c.points for c in loose))
        painter.setFont(pixel_font(15, bold=True))
        painter.setPen(_GOLD if step.seat == seat else _TEXT)
        painter.drawText(QPointF(origin.x(), origin.y() - 8), title)
        self._paint_groups(painter, origin, size, groups, laid, loose, step.moved)

    def _paint_groups(self, painter: QPainter, origin: QPointF, size: tuple[float, float],
                      groups: Sequence[tuple[Card, ...]], laid: Sequence[tuple[Card, ...]],
                      loose: Sequence[Card], moved: Card | None) -> None:
        width, height = size
        step_x, gap = width * 0.5, width * 0.32
        x = origin.x()
        for index, (meld, extra) in enumerate(zip(groups, laid, strict=True)):
            colour = _MELD_COLOURS[index % len(_MELD_COLOURS)]
            start = x
            for card in (*meld, *extra):
                self._card(painter, card, QRectF(x, origin.y(), width, height),
                           card == moved, laid_off=card in extra)
                x += step_x
            bar = QRectF(start, origin.y() + height + 4, x - step_x + width - start, 4)
            draw_rounded(painter, bar, 2, brush=colour)
            x += width - step_x + gap
        for card in loose:
            self._card(painter, card, QRectF(x, origin.y(), width, height), card == moved)
            x += step_x

    def _card(self, painter: QPainter, card: Card | None, rect: QRectF, moved: bool = False,
              laid_off: bool = False) -> None:
        dpr = self.devicePixelRatioF()
        draw_rounded(painter, rect.translated(2, 3), rect.width() * 0.07,
                     brush=QColor(0, 0, 0, 60))
        painter.drawPixmap(rect.topLeft(), self._images.pixmap(card, rect.width(),
                                                               rect.height(), dpr))
        if moved or laid_off:
            pen = QPen(_GOLD if moved else QColor("#4fc3f7"), 3)
            draw_rounded(painter, rect.adjusted(-1.5, -1.5, 1.5, 1.5), rect.width() * 0.08, pen)
        if card is not None and card == self.better_card:
            self._paint_better_ring(painter, rect)

    def _paint_better_ring(self, painter: QPainter, rect: QRectF) -> None:
        """The best move's ring: pink dashes on a dark band, outside a gold ring."""
        ring = rect.adjusted(-5, -5, 5, 5)
        radius = rect.width() * 0.1
        draw_rounded(painter, ring, radius, QPen(_BETTER_BACK, 5))
        dashes = QPen(BETTER_COLOUR, 3)
        dashes.setDashPattern([2.5, 1.5])
        draw_rounded(painter, ring, radius, dashes)
        self._better_rect = QRectF(rect)

    def _paint_better_caption(self, painter: QPainter, rect: QRectF) -> None:
        """ "better" on the best move's card, low on the part of it in sight (the left half
        of a fanned card)."""
        painter.setFont(pixel_font(12, bold=True))
        text = better_caption()
        metrics = QFontMetricsF(painter.font())
        width, height = metrics.horizontalAdvance(text) + 12, metrics.height() + 2
        centre = rect.left() + rect.width() * 0.25
        pill = QRectF(centre - width / 2, rect.bottom() - height - 8, width, height)
        draw_rounded(painter, pill, height / 2, QPen(_BETTER_BACK, 1.5), BETTER_COLOUR)
        painter.setPen(_BETTER_BACK)
        painter.drawText(pill, int(Qt.AlignmentFlag.AlignCenter), text)

    # --- the middle: stock, pile, the move ----------------------------------------------------

    def _paint_middle(self, painter: QPainter, rect: QRectF, step: Step, middle: float,
                      size: tuple[float, float]) -> None:
        width, height = size
        y = middle - height / 2
        x = rect.left() + 28
        if step.stock:
            for offset in (4.0, 2.0, 0.0):
                self._card(painter, None, QRectF(x + offset, y - offset, width, height))
        self._caption(painter, QPointF(x + width / 2, y + height + 18),
                      QCoreApplication.translate("ReplayTable", "Stock {count}").format(
                          count=step.stock))
        x += width + 30
        pile = step.pile[-3:]
        for index, card in enumerate(pile):
            is_top = index == len(pile) - 1
            self._card(painter, card, QRectF(x + index * width * 0.28, y, width, height),
                       is_top and card == step.moved)
        self._caption(painter, QPointF(x + width * 0.78, y + height + 18),
                      QCoreApplication.translate("ReplayTable", "Discard pile · %n card(s)", None,
                                                 len(step.pile)))
        left = x + width * 1.9 + 24
        self._paint_move(painter, QRectF(left, y - 6, rect.right() - 24 - left, height + 12), step)

    def _caption(self, painter: QPainter, centre: QPointF, text: str) -> None:
        painter.setFont(pixel_font(13))
        painter.setPen(_MUTED)
        metrics = QFontMetricsF(painter.font())
        painter.drawText(QPointF(centre.x() - metrics.horizontalAdvance(text) / 2, centre.y()),
                         text)

    def _paint_move(self, painter: QPainter, box: QRectF, step: Step) -> None:
        """The step's line in a panel; at the end of a hand the points and the score too."""
        if box.width() < 120:
            return
        lines = [*step.details, self._score] if step.result is not None else []
        if self._mark is not None:
            box = self._grown(painter, box, step, self._mark.verdict)
        draw_rounded(painter, box, 12, QPen(QColor(255, 213, 79, 170), 1.5), _PANEL)
        inner = box.adjusted(16, 12, -16, -10)
        title_font = pixel_font(19 if step.result is not None else 18, bold=True)
        painter.setFont(title_font)
        painter.setPen(_GOLD if step.result is not None else _TEXT)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        title_rect = painter.boundingRect(inner, int(flags), step.text)
        painter.drawText(inner, int(flags), step.text)
        y = inner.top() + title_rect.height() + 8
        if self._mark is not None:
            y = self._paint_verdict(painter, self._mark.verdict,
                                    QRectF(inner.left(), y, inner.width(), inner.bottom() - y))
        painter.setFont(pixel_font(14))
        painter.setPen(_TEXT)
        for line in [line for line in lines if line]:
            row = QRectF(inner.left(), y, inner.width(), inner.bottom() - y)
            used = painter.boundingRect(row, int(flags), line)
            painter.drawText(row, int(flags), line)
            y += used.height() + 3
        if step.result is None:
            painter.setFont(pixel_font(13, italic=True))
            painter.setPen(_MUTED)
            bottom = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom
            hint, wrapped = _phase_hint(step), int(bottom | Qt.TextFlag.TextWordWrap)
            if (self._mark is None  # a short panel drops who moves next for the verdict
                    or painter.boundingRect(inner, wrapped, hint).height() <= inner.bottom() - y):
                painter.drawText(inner, wrapped, hint)

    def _grown(self, painter: QPainter, box: QRectF, step: Step, verdict: str) -> QRectF:
        """The panel ``box`` made taller, within the room between the rows, when its line,
        the verdict and who moves next need more than it has (a short table)."""
        inner = box.adjusted(16, 12, -16, -10)
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                    | Qt.TextFlag.TextWordWrap)
        needed = 22.0 + 8 + 6
        for font, text in ((pixel_font(18, bold=True), step.text),
                           (pixel_font(14, bold=True), verdict),
                           (pixel_font(13, italic=True), _phase_hint(step))):
            painter.setFont(font)
            needed += painter.boundingRect(inner, flags, text).height()
        low, high = self._band
        if needed <= box.height() or high - low <= box.height():
            return box
        height = min(needed, high - low)
        top = min(max(box.center().y() - height / 2, low), high - height)
        return QRectF(box.left(), top, box.width(), height)

    def _paint_verdict(self, painter: QPainter, verdict: str, row: QRectF) -> float:
        """The verdict of the step's decision at the top of ``row``, in the mark's colour;
        where the next line may start."""
        assert self._mark is not None
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                    | Qt.TextFlag.TextWordWrap)
        painter.setFont(pixel_font(14, bold=True))
        painter.setPen(mark_text_colour(self._mark))
        used = painter.boundingRect(row, flags, verdict)
        painter.drawText(row, flags, verdict)
        return row.top() + used.height() + 6


def mark_text_colour(mark: StepMark) -> QColor:
    """The mark's colour (``MARK_COLOURS``) for words on the viewer's dark greens: a little
    lighter, so the red of a very bad mark reads as well as the others."""
    return QColor(MARK_COLOURS[mark.mark]).lighter(125)


_NEXT = {
    Phase.UPCARD_OFFER: (QT_TRANSLATE_NOOP("ReplayTable", "Next: you may take the upcard or pass"),
                         QT_TRANSLATE_NOOP("ReplayTable",
                                           "Next: the computer may take the upcard")),
    Phase.DRAW: (QT_TRANSLATE_NOOP("ReplayTable", "Next: you draw"),
                 QT_TRANSLATE_NOOP("ReplayTable", "Next: the computer draws")),
    Phase.DISCARD: (QT_TRANSLATE_NOOP("ReplayTable", "Next: you discard"),
                    QT_TRANSLATE_NOOP("ReplayTable", "Next: the computer discards")),
    Phase.SHOWDOWN: (QT_TRANSLATE_NOOP("ReplayTable",
                                       "Next: you lay off onto the computer's melds"),
                     QT_TRANSLATE_NOOP("ReplayTable",
                                       "Next: the computer lays off onto your melds")),
}
"""Who moves next in each phase: the user's line, the computer's (translated when shown)."""


def _phase_hint(step: Step) -> str:
    """Who moves next, under the step's line."""
    lines = _NEXT.get(step.phase)
    if step.actor is None or lines is None:
        return ""
    mine, theirs = lines
    return QCoreApplication.translate("ReplayTable", mine if step.actor == Seat.USER else theirs)


def _knocker_groups(knock: KnockTable) -> tuple[list[tuple[Card, ...]], list[Card],
                                                   list[tuple[Card, ...]]]:
    groups = [meld.cards for meld in knock.melds]
    laid = [knock.laid_onto(index) for index in range(len(knock.melds))]
    return groups, list(knock.deadwood), laid


def _arranged(step: Step, seat: int, knock: KnockTable | None) -> tuple[
        list[tuple[Card, ...]], list[Card]]:
    """A hand as the row shows it: melds first, then the deadwood (the defender's own
    arrangement once the showdown is settled)."""
    settlement = knock.settlement if knock is not None else None
    if settlement is not None:
        melds: Sequence[Meld] = settlement.defender.melds
        return [m.cards for m in melds], list(settlement.defender.deadwood)
    cards = step.hands[seat]
    if not cards:
        return [], []
    arrangement = best_arrangement(cards)
    return [m.cards for m in arrangement.melds], list(arrangement.deadwood)

