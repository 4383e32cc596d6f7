"""What the statistics keep of a match's review, and the review figures read back from them.

A review (``ai/review.py``) is kept as one row of the player's figures (``stats_rows.ReviewRow``,
made here by :func:`review_row` from the hands reviewed): a *full* review values the player's
decisions and measures the luck (the Review window's), a *luck* review measures the luck alone
(the Statistics window's measure of every match, ``luck_sweep.py``). Each row says which review
made it (``ReviewRow.version``, ``ai/review.py``'s :data:`REVIEW_VERSION`, bumped whenever the
review values decisions or luck differently).

The figures (:class:`ReviewFigures`) are over the matches the other figures of the Statistics
window count: the ordinary matches that ended (not in progress, none counted apart:
``stats_rows.Apart``) with a hand played and a record to review; of a level, or of all. Of
those, how many are reviewed, the player's luck and the computer's over them, the hand points
as played and adjusted for luck; and the rating's chart: the error rate of each of the last
:data:`RATING_MATCHES` matches reviewed in full (with a decision valued), in the order they
were played (a match reviewed late still stands where it was played).

Only the rows of this program's :data:`REVIEW_VERSION` count, in every figure: an error rate or
a luck measured another way is not added to today's. A match whose row is of an older version
counts as not reviewed, and the measure of every match's luck (:func:`unreviewed_query`)
measures it again (today's review replaces it: ``stats_writes.review_write``); a row of a newer
version (written by a newer program) counts nowhere, and is never measured again, since no
review of this program's would replace it. The version is read at each query, not when this
module is imported.

Unlike the other figures, which the file adds up itself (triggers), these are added up at each
read: a scan of the matches with a join by key (a reviewed match is one row), under a
millisecond for a few hundred matches and some tens of milliseconds for tens of thousands (a
benchmark's thirty thousand: 40 to 80 ms); the chart's matches are read from the end of an
index. Every
figure read is bounded (``stats_rows.REVIEW_BOUNDS``): a row out of bounds (a hand-edited file;
the table's own checks are not compared when it is opened) counts nowhere.

Standard library and the review's values: no SQLite connection (the store runs the queries),
no Qt.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...ai.levels import Level
from ...ai.rating import rating_of
from ...ai.review import REVIEW_VERSION, HandReview, seat_totals
from .stats_rows import MOST_HANDS, REVIEW_BOUNDS, ReviewKind, ReviewRow

__all__ = [
    "MOST_UNREVIEWED",
    "RATING_MATCHES",
    "RatingPoint",
    "ReviewFigures",
    "figures_from",
    "review_queries",
    "review_row",
    "unreviewed_query",
]

RATING_MATCHES = 20
"""How many of the latest matches reviewed in full the rating's chart shows."""
MOST_UNREVIEWED = 10_000
"""The most matches one measure of every match's luck reads to do (the next does the rest)."""
PLAYER, OPPONENT = 0, 1
"""The seats: the player's figures are seat 0's (``app/seats/seat.py``)."""


def review_row(match_id: str, hands: Sequence[HandReview], kind: ReviewKind,
               reviewed_at: str) -> ReviewRow:
    """The player's figures of the review ``hands`` of the match ``match_id`` (one hand at
    least), made by today's review (:data:`REVIEW_VERSION`); ValueError when they are out of
    bounds (more than ``MOST_HANDS`` hands)."""
    if not hands or len(hands) > MOST_HANDS:
        raise ValueError(f"a review of {len(hands)} hands is not kept")
    mine, theirs = seat_totals(hands, PLAYER), seat_totals(hands, OPPONENT)
    doubtful, bad, very_bad = mine.marks
    return ReviewRow(
        match_id=match_id, reviewed_at=reviewed_at, kind=kind, decisions=mine.decisions,
        error=float(mine.error), doubtful=doubtful, bad=bad, very_bad=very_bad,
        luck=float(mine.luck), opponent_luck=float(theirs.luck), result=int(mine.result),
        adjusted=float(mine.adjusted), hands=len(hands), version=REVIEW_VERSION,
    )


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """One match reviewed in full on the rating's chart: when it started and was reviewed,
    its decisions valued (one at least) and their error in hand points."""

    started_at: str
    reviewed_at: str
    decisions: int
    error: float

    @property
    def error_rate(self) -> float:
        """The mean error per decision, in hand points."""
        return self.error / self.decisions

    @property
    def level(self) -> Level:
        """The level whose play the error rate is nearest (``ai/rating.py``)."""
        return rating_of(self.error_rate)


@dataclass(frozen=True, slots=True)
class ReviewFigures:
    """The review figures of a level or all (module docstring): ``matches`` that can be
    reviewed, ``reviewed`` of them (``full`` in full), the player's ``luck`` and the
    computer's (``opponent_luck``), the hand points as played (``result``) and adjusted for
    luck (``adjusted``) over the reviewed ones; ``series``, the last matches reviewed in full,
    the oldest first."""

    matches: int = 0
    reviewed: int = 0
    full: int = 0
    luck: float = 0.0
    opponent_luck: float = 0.0
    result: float = 0.0
    adjusted: float = 0.0
    series: tuple[RatingPoint, ...] = ()

    @property
    def latest(self) -> RatingPoint | None:
        """The latest match reviewed in full (in the order they were played)."""
        return self.series[-1] if self.series else None


# --- the queries -------------------------------------------------------------------------------


def _sane(alias: str) -> str:
    """The condition a review row of ``alias`` meets when every figure of it is within
    bounds (a text or a blob in a figure's place is not: SQLite orders them after numbers)."""
    bounds = " AND ".join(f"{alias}.{name} BETWEEN {low!r} AND {high!r}"
                          for name, (low, high) in REVIEW_BOUNDS.items())
    kinds = ", ".join(f"'{kind.value}'" for kind in ReviewKind)
    return (f"{alias}.kind IN ({kinds}) AND {bounds} AND {alias}.doubtful + {alias}.bad "
            f"+ {alias}.very_bad <= {alias}.decisions")


_COUNTED = ("m.result != 'in progress' AND m.apart IS NULL AND m.friend IS NULL "
            "AND m.hands > 0 AND length(m.record) > 0")
"""The matches the review figures are over (module docstring): never a match against a
friend; a record's length is read without the record itself."""
_FIGURES = (
    "SELECT COUNT(*), COUNT(r.match_id), COUNT(CASE r.kind WHEN 'full' THEN 1 END), "
    "TOTAL(r.luck), TOTAL(r.opponent_luck), TOTAL(r.result), TOTAL(r.adjusted) "
    "FROM matches m LEFT JOIN reviews r ON r.match_id = m.match_id AND r.version = ? "
    f"AND {_sane('r')} WHERE {_COUNTED}"
)
"""The figures over the matches counted; a review row joins only when it is today's (the
first argument) and sane: else the match counts as not reviewed."""
_SERIES = (
    "SELECT r.started_at, r.reviewed_at, r.decisions, r.error FROM reviews r "
    "JOIN matches m ON m.match_id = r.match_id "
    f"WHERE r.version = ? AND r.kind = 'full' AND r.decisions > 0 AND {_sane('r')} "
    f"AND {_COUNTED}"
)
"""The chart's matches: reviewed in full by today's review (the first argument), read from
the end of ``reviews_by_start`` (version, kind, start)."""
_UNREVIEWED = (
    "SELECT m.match_id FROM matches m "
    f"WHERE {_COUNTED} AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.match_id = m.match_id "
    "AND r.version >= ?) ORDER BY m.started_at, m.rowid LIMIT ?"
)
"""The matches to measure: those with no review of today's version (the first argument) or
a newer one (module docstring)."""

Query = tuple[str, tuple[Any, ...]]


def review_queries(level: int | None, last: int) -> list[Query]:
    """The queries of :func:`figures_from`, for ``level`` (1 to 5) or all (None), the chart's
    ``last`` matches read from the end of ``reviews_by_start``; over the reviews of today's
    :data:`REVIEW_VERSION` alone."""
    scope, args = ("AND m.scope = ?", (level,)) if level is not None else ("", ())
    return [
        (f"{_FIGURES} {scope}", (REVIEW_VERSION, *args)),
        (f"{_SERIES} {scope} ORDER BY r.started_at DESC, r.rowid DESC LIMIT ?",
         (REVIEW_VERSION, *args, max(0, last))),
    ]


def unreviewed_query(count: int) -> Query:
    """The ids of up to ``count`` matches the figures are over with no review yet of today's
    :data:`REVIEW_VERSION` (nor of a newer one), the oldest first: a match reviewed by an older
    review is measured again."""
    return _UNREVIEWED, (REVIEW_VERSION, max(0, min(count, MOST_UNREVIEWED)))


def figures_from(figures: Sequence[Sequence[Any]], series: Sequence[Sequence[Any]],
                 ) -> ReviewFigures:
    """The figures of the rows :func:`review_queries` read (the latest chart point first)."""
    if not figures:
        return ReviewFigures()
    matches, reviewed, full, luck, theirs, result, adjusted = figures[0]
    return ReviewFigures(
        matches=int(matches), reviewed=int(reviewed), full=int(full), luck=_finite(luck),
        opponent_luck=_finite(theirs), result=_finite(result), adjusted=_finite(adjusted),
        series=tuple(RatingPoint(_text(started), _text(reviewed_at), int(decisions),
                                 _finite(error))
                     for started, reviewed_at, decisions, error in reversed(series)),
    )


def _finite(value: object) -> float:
    """A sum or a figure read (bounded by the query; 0 for anything else)."""
    number = float(value) if isinstance(value, int | float) else 0.0
    return number if math.isfinite(number) else 0.0


def _text(value: object) -> str:
    """A moment read: a short text (a date's place is never long)."""
    return str(value)[:40]
