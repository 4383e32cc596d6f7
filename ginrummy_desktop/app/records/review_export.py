"""A match's review in words: the rows the review window shows, and the review as a file.

The review itself (``ai/review.py``) holds actions and numbers; to be read it needs the match
around it: the card on the pile when a discard was taken, whether a knock left no deadwood
(gin), and where each hand starts (a step is numbered as the Hand history numbers it: the deal
is step 1 of its hand, so a decision can be found there). :class:`ReviewedMatch` gathers them
with one replay of the match (:func:`move_contexts`), and words every row the same way for the
window and for the file:

* the summary, one row a seat (:func:`summary_rows`): decisions valued, the doubtful, bad and
  very bad ones, the error per decision, the rating (the level whose error rate is nearest,
  ``ai/rating.py``), the luck, the actual result and the luck-adjusted one, all over the hands
  reviewed (``ai.review.seat_totals``);
* each hand's decisions (:func:`decision_rows`): step, who, what about, the move made, the
  best move, the error and the mark; its draws and deals with their luck (:func:`draw_rows`);
* the user's running value through a hand (:func:`running_values`): the luck so far (the
  user's less the computer's, as the luck-adjusted result counts it) and the error so far.

Export (:func:`review_text`, :func:`review_html`, :func:`write_review`): plain text with aligned
columns, or an HTML page (every word escaped), chosen by the file's suffix
(:func:`format_of`); written atomically (a new file renamed over the old, as a match export is
written), so a failed write never leaves half a file.

Only finished hands may be reviewed for the player: the review of the hand in play would show
the computer's draws (:func:`finished_part` cuts a match after its last finished hand).
"""

from __future__ import annotations

import enum
import html
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from ...ai.rating import rating_of
from ...ai.review import (
    DecisionKind,
    DecisionReview,
    HandReview,
    LuckMark,
    Mark,
    SeatTotals,
    seat_totals,
)
from ...engine import Action, Card, Deal, Game, Knock, Phase, RuleSet, deadwood_points
from ..match.saves import SaveStore
from ..seats.seat import Seat
from ..settings.names import difficulty_name
from ..words.cards import card_text, spoken_cards
from ..words.review import (
    count_text,
    deal_text,
    decision_headings,
    decision_spoken,
    draw_headings,
    draw_spoken,
    hand_title,
    kind_name,
    luck_name,
    mark_name,
    mark_sign,
    melds_text,
    move_text,
    points_text,
    rating_sentence,
    reviewer_name,
    summary_headings,
    summary_spoken,
)

__all__ = [
    "DecisionRow",
    "DrawRow",
    "ExportFormat",
    "MoveContext",
    "ReviewedMatch",
    "RunningPoint",
    "SummaryRow",
    "decision_rows",
    "draw_rows",
    "finished_part",
    "format_of",
    "hand_facts",
    "move_contexts",
    "rating",
    "review_html",
    "review_text",
    "running_values",
    "summary_rows",
    "write_review",
]

MARK_COLOURS = {Mark.DOUBTFUL: "#e0b000", Mark.BAD: "#e07a3f", Mark.VERY_BAD: "#e0463f"}
"""A mark's colour in the exported page and the window (always with its sign and name)."""
LUCK_COLOURS = {LuckMark.VERY_LUCKY: "#3fae5f", LuckMark.LUCKY: "#6cc486",
                LuckMark.UNLUCKY: "#e07a3f", LuckMark.VERY_UNLUCKY: "#e0463f"}
"""A luck mark's colour (always with its name)."""


class ExportFormat(enum.Enum):
    """How a review is written to a file."""

    TEXT = "text"
    HTML = "html"


def format_of(path: Path) -> ExportFormat:
    """HTML for a name ending in .html or .htm (any case), plain text for any other."""
    return ExportFormat.HTML if path.suffix.lower() in (".html", ".htm") else ExportFormat.TEXT


# --- the match around the review ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MoveContext:
    """The moment of a move: where its hand's deal is in the match's actions (``start``), the
    card on the discard pile (None for none) and the mover's cards before the move."""

    start: int
    pile: Card | None
    hand: tuple[Card, ...]


def move_contexts(rules: RuleSet, actions: Sequence[Action]) -> dict[int, MoveContext]:
    """The context of every player's move of the match, by its index in ``actions`` (one
    replay; a few tens of milliseconds for a long match)."""
    game = Game(rules)
    start = 0
    found: dict[int, MoveContext] = {}
    for step, action in enumerate(actions):
        if isinstance(action, Deal):
            start = step
        seat = game.actor
        if seat is not None and game.phase in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD):
            pile = game.view(seat).discard_pile
            found[step] = MoveContext(start, pile[-1] if pile else None, game.hand_of(seat))
        game.apply(action)
    return found


def finished_part(game: Game) -> Game | None:
    """``game`` up to the end of its last finished hand (a new game; ``game`` itself when every
    hand dealt is finished), None when no hand is finished yet."""
    replay = Game(game.rules)
    end = ended = 0
    for step, action in enumerate(game.history):
        replay.apply(action)
        if len(replay.results) > ended:
            ended, end = len(replay.results), step + 1
    if end == 0:
        return None
    if end == len(game.history):
        return game
    cut = Game(game.rules)
    for action in game.history[:end]:
        cut.apply(action)
    return cut


@dataclass(frozen=True, slots=True)
class ReviewedMatch:
    """The hands reviewed so far (in hand order) with what their words need: the moves'
    contexts, the seats' names (seat 0 first) and the match's name (``label``)."""

    rules: RuleSet
    contexts: Mapping[int, MoveContext]
    hands: tuple[HandReview, ...] = ()
    names: tuple[str, str] = ("", "")
    label: str = ""

    @classmethod
    def of(cls, game: Game, hands: Iterable[HandReview] = (), names: tuple[str, str] | None = None,
           label: str = "") -> ReviewedMatch:
        """The review ``hands`` of ``game``; the seats named "You" and "Computer" unless
        ``names`` says otherwise."""
        named = names if names is not None else (reviewer_name(Seat.USER),
                                                 reviewer_name(Seat.OPPONENT))
        return cls(game.rules, move_contexts(game.rules, game.history), tuple(hands), named,
                   label)

    def with_hand(self, hand: HandReview) -> ReviewedMatch:
        """This review and one more hand."""
        return ReviewedMatch(self.rules, self.contexts, (*self.hands, hand), self.names,
                             self.label)

    def start_of(self, hand: HandReview) -> int:
        """The index of ``hand``'s deal in the match's actions."""
        steps = [d.step for d in hand.decisions] + [d.step for d in hand.draws]
        if not steps:
            return 0
        return self.contexts[min(steps)].start

    def step_number(self, step: int) -> int:
        """Step ``step`` of the match (an index in its actions) as the Hand history numbers it
        within its hand: the deal is 1."""
        context = self.contexts.get(step)
        return step - context.start + 1 if context is not None else step + 1

    def move_words(self, decision: DecisionReview, action: Action) -> str:
        """``action``, made or possible at ``decision``, as an instruction."""
        if decision.kind is DecisionKind.MELDS and isinstance(action, Knock) and action.melds:
            return melds_text(action.melds)
        context = self.contexts.get(decision.step)
        if context is None:
            return move_text(action)
        gin = isinstance(action, Knock) and deadwood_points(
            [card for card in context.hand if card != action.card], self.rules.runs_only) == 0
        return move_text(action, context.pile, gin)


# --- the rows ------------------------------------------------------------------------------------


def spoken_words(text: str) -> str:
    """A review's line as a screen reader should say it: its cards named in full, and the
    minus sign (U+2212, as the figures are shown) the locale's own, which a reader says as
    "minus" (it would say the sign's Unicode name)."""
    return spoken_cards(text).replace("\u2212", QLocale().negativeSign())


@dataclass(frozen=True, slots=True)
class SummaryRow:
    """A seat's figures as shown (cells in the order of ``words.review.summary_headings``),
    its rating (a level number, None when it had no decision valued) and its totals."""

    seat: int
    cells: tuple[str, ...]
    level: int | None
    totals: SeatTotals

    @property
    def spoken(self) -> str:
        return spoken_words(summary_spoken(self.cells))


@dataclass(frozen=True, slots=True)
class DecisionRow:
    """A decision as shown (cells in the order of ``words.review.decision_headings``)."""

    decision: DecisionReview
    cells: tuple[str, ...]

    @property
    def mark(self) -> Mark:
        return self.decision.mark

    @property
    def spoken(self) -> str:
        """The row read aloud: its mark by name alone (a reader would say the sign's
        punctuation)."""
        return spoken_words(decision_spoken((*self.cells[:6], mark_name(self.mark))))


@dataclass(frozen=True, slots=True)
class DrawRow:
    """A card drawn, or a seat's deal, as shown (cells in the order of
    ``words.review.draw_headings``), its luck and luck mark."""

    seat: int
    step: int
    luck: float
    mark: LuckMark
    cells: tuple[str, ...]

    @property
    def spoken(self) -> str:
        return spoken_words(draw_spoken(self.cells))


def rating(totals: SeatTotals) -> int | None:
    """The level (1 Beginner … 5 Expert) whose error rate is nearest the seat's; None when
    none of its decisions was valued."""
    if not totals.decisions:
        return None
    return int(rating_of(totals.error_rate))


def summary_rows(match: ReviewedMatch, hands: Sequence[HandReview] | None = None
                 ) -> tuple[SummaryRow, SummaryRow]:
    """Each seat's figures over ``hands`` (all the hands reviewed by default)."""
    chosen = match.hands if hands is None else hands
    return (_summary_row(match, chosen, Seat.USER), _summary_row(match, chosen, Seat.OPPONENT))


def _summary_row(match: ReviewedMatch, hands: Sequence[HandReview], seat: int) -> SummaryRow:
    totals = seat_totals(hands, seat)
    level = rating(totals)
    valued = totals.decisions > 0
    none = "–"
    cells = (
        match.names[seat],
        count_text(totals.decisions) if valued else none,
        *((count_text(count) if valued else none) for count in totals.marks),
        points_text(totals.error_rate, signed=False, decimals=2) if valued else none,
        difficulty_name(level) if level is not None else none,
        points_text(totals.luck),
        points_text(float(totals.result)),
        points_text(totals.adjusted),
    )
    return SummaryRow(seat, cells, level, totals)


def decision_rows(match: ReviewedMatch, hand: HandReview) -> tuple[DecisionRow, ...]:
    """The hand's decisions in play order."""
    return tuple(_decision_row(match, decision) for decision in hand.decisions)


def _decision_row(match: ReviewedMatch, decision: DecisionReview) -> DecisionRow:
    mark = decision.mark
    marked = f"{mark_sign(mark)} {mark_name(mark)}" if mark is not Mark.NONE else ""
    cells = (
        count_text(match.step_number(decision.step)),
        match.names[decision.seat],
        kind_name(decision.kind),
        match.move_words(decision, decision.played),
        match.move_words(decision, decision.best),
        points_text(decision.error, signed=False),
        marked,
    )
    return DecisionRow(decision, cells)


def draw_rows(match: ReviewedMatch, hand: HandReview) -> tuple[DrawRow, ...]:
    """The hand's deals (one row a seat, at step 1) and cards drawn from the stock, in play
    order."""
    rows = [_draw_row(match, seat, 1, deal_text(), hand.deal[seat].luck) for seat in Seat]
    for draw in hand.draws:
        rows.append(_draw_row(match, draw.seat, match.step_number(draw.step),
                              card_text(draw.card), draw.luck.luck))
    return tuple(rows)


def _draw_row(match: ReviewedMatch, seat: int, step: int, what: str, luck: float) -> DrawRow:
    mark = LuckMark.of(luck)
    cells = (count_text(step), match.names[seat], what, points_text(luck), luck_name(mark))
    return DrawRow(seat, step, luck, mark, cells)


@dataclass(frozen=True, slots=True)
class RunningPoint:
    """The user's running figures after a step of a hand (the Hand history's numbering): the
    luck so far (the user's less the computer's), the error so far, and the value of the
    user's position, what the hand was then worth to them as they could know it (the hand
    dealt's value at the deal, then the value of each move they made), all in hand points."""

    step: int
    luck: float
    error: float
    value: float


def running_values(match: ReviewedMatch, hand: HandReview, seat: int = Seat.USER
                   ) -> tuple[RunningPoint, ...]:
    """``seat``'s luck and error through ``hand``: the deal first (step 1), then one point a
    card drawn from the stock (by either seat) or decision of ``seat``, in play order."""
    luck = hand.deal[seat].luck - hand.deal[1 - seat].luck
    error, value = 0.0, hand.deal[seat].value
    points = [RunningPoint(1, luck, error, value)]
    moments: list[tuple[int, float, float, float | None]] = [
        (draw.step, draw.luck.luck if draw.seat == seat else -draw.luck.luck, 0.0, None)
        for draw in hand.draws]
    moments += [(d.step, 0.0, d.error, None if d.kind is DecisionKind.MELDS else d.played_points)
                for d in hand.decisions if d.seat == seat]  # a knock's melds: its error alone
    for step, lucky, erred, worth in sorted(moments, key=lambda moment: moment[0]):
        luck += lucky
        error += erred
        value = value if worth is None else worth
        points.append(RunningPoint(match.step_number(step), luck, error, value))
    return tuple(points)


# --- the file ------------------------------------------------------------------------------------


def review_text(match: ReviewedMatch, only: int | None = None) -> str:
    """The review as plain text: the summary, then each hand (only hand ``only`` when given,
    the summary then over that hand alone)."""
    hands = _chosen(match, only)
    lines = [_title(match), _reviewed(hands), ""]
    lines += [rating_sentence(row.seat, row.level) for row in summary_rows(match, hands)]
    lines += ["", *_columns(_summary_table(match, hands))]
    for hand in hands:
        lines += ["", "", _hand_heading(hand), hand_facts(hand), ""]
        lines += _indented(_columns((decision_headings(),
                                     *(row.cells for row in decision_rows(match, hand)))))
        lines += [""]
        lines += _indented(_columns((draw_headings(),
                                     *(row.cells for row in draw_rows(match, hand)))))
    return "\n".join(lines) + "\n"


def review_html(match: ReviewedMatch, only: int | None = None) -> str:
    """The review as an HTML page (the same as :func:`review_text`; every word escaped)."""
    hands = _chosen(match, only)
    title = html.escape(_title(match))
    parts = [
        "<!DOCTYPE html>", "<html><head><meta charset='utf-8'>", f"<title>{title}</title>",
        f"<style>{_PAGE_STYLE}</style></head><body>", f"<h1>{title}</h1>",
        f"<p>{html.escape(_reviewed(hands))}</p>",
        *(f"<p class='rating'>{html.escape(rating_sentence(row.seat, row.level))}</p>"
          for row in summary_rows(match, hands)),
        _html_table(_summary_table(match, hands)),
    ]
    for hand in hands:
        parts += [f"<h2>{html.escape(_hand_heading(hand))}</h2>",
                  f"<p>{html.escape(hand_facts(hand))}</p>", _decisions_html(match, hand),
                  _draws_html(match, hand)]
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def write_review(path: Path, match: ReviewedMatch) -> ExportFormat:
    """Write the review to ``path``, as HTML or text by its suffix (:func:`format_of`),
    atomically; OSError (with the reason) when it cannot be written."""
    kind = format_of(path)
    text = review_html(match) if kind is ExportFormat.HTML else review_text(match)
    SaveStore(path).write_text(text)
    return kind


_PAGE_STYLE = (
    "body{font-family:sans-serif;margin:2em;color:#1b2a21}"
    "table{border-collapse:collapse;margin:0.6em 0}"
    "th,td{border:1px solid #b8c9bd;padding:3px 8px;text-align:left}"
    "th{background:#e3efe6}.rating{font-weight:bold}"
)


def _chosen(match: ReviewedMatch, only: int | None) -> tuple[HandReview, ...]:
    if only is None:
        return match.hands
    return tuple(hand for hand in match.hands if hand.number == only)


def _title(match: ReviewedMatch) -> str:
    if match.label:
        return QCoreApplication.translate("Review", "Review of the match: {name}").format(
            name=match.label)
    return QCoreApplication.translate("Review", "Review of the match")


def _reviewed(hands: Sequence[HandReview]) -> str:
    return QCoreApplication.translate(
        "Review", "%n hand(s) reviewed. Points are hand points: what a hand scores for a "
        "player, less what it scores for the opponent.", None, len(hands))


def _summary_table(match: ReviewedMatch, hands: Sequence[HandReview]
                   ) -> tuple[tuple[str, ...], ...]:
    """The summary with a figure a line and a seat a column (it reads down, as a score
    sheet)."""
    rows = summary_rows(match, hands)
    return tuple(zip(summary_headings(), *(row.cells for row in rows), strict=True))


def _hand_heading(hand: HandReview) -> str:
    marks = sum(1 for d in hand.decisions if d.seat == Seat.USER and d.mark is not Mark.NONE)
    return hand_title(hand.number, hand.result[Seat.USER], marks)


def hand_facts(hand: HandReview) -> str:
    """The hand's luck and luck-adjusted result for the user, in a sentence."""
    return QCoreApplication.translate(
        "Review", "Your luck {yours}, the computer's {theirs}; your luck-adjusted result "
        "{adjusted}.").format(yours=points_text(hand.luck(Seat.USER)),
                              theirs=points_text(hand.luck(Seat.OPPONENT)),
                              adjusted=points_text(hand.adjusted(Seat.USER)))


def _columns(rows: Sequence[tuple[str, ...]]) -> list[str]:
    """Rows of cells as lines with aligned columns (the first row the headings)."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return ["  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True))
            .rstrip() for row in rows]


def _indented(lines: list[str]) -> list[str]:
    return ["    " + line for line in lines]


def _html_table(rows: Sequence[tuple[str, ...]], styles: Sequence[str] = ()) -> str:
    """Rows of cells as an HTML table, the first row its headings; ``styles[i]`` the style of
    row i + 1 (none when missing)."""
    head = "".join(f"<th>{html.escape(cell)}</th>" for cell in rows[0])
    body = []
    for index, row in enumerate(rows[1:]):
        style = styles[index] if index < len(styles) else ""
        cells = "".join(f"<td>{html.escape(cell)}</td>" for cell in row)
        body.append(f"<tr style='{style}'>{cells}</tr>" if style else f"<tr>{cells}</tr>")
    return f"<table><tr>{head}</tr>{''.join(body)}</table>"


def _decisions_html(match: ReviewedMatch, hand: HandReview) -> str:
    rows = decision_rows(match, hand)
    styles = [f"color:{MARK_COLOURS[row.mark]};font-weight:bold" if row.mark is not Mark.NONE
              else "" for row in rows]
    return _html_table((decision_headings(), *(row.cells for row in rows)), styles)


def _draws_html(match: ReviewedMatch, hand: HandReview) -> str:
    rows = draw_rows(match, hand)
    styles = [f"color:{LUCK_COLOURS[row.mark]}" if row.mark is not LuckMark.NONE else ""
              for row in rows]
    return _html_table((draw_headings(), *(row.cells for row in rows)), styles)
