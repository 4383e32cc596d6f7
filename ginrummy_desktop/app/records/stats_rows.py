"""What the statistics keep of a game, as values: a finished hand, a match as it stands, a
match's result, why a hand or match is counted apart, a match's review, where a page of the
hand history ends, and the fingerprint of the rules.

A row's fields are the columns of its table in the file, in order (``stats_schema.py``): rows
are read back by position, so the order here and the order of :data:`HAND_COLUMNS` and
:data:`MATCH_COLUMNS` are one and the same (checked when this module is imported).

Standard library and the engine only: no SQLite, no Qt.
"""

from __future__ import annotations

import enum
import hashlib
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from ...engine import RuleSet

__all__ = [
    "COMPUTER",
    "HAND_COLUMNS",
    "HAND_TOTAL_COLUMNS",
    "MATCH_COLUMNS",
    "REVIEW_BOUNDS",
    "REVIEW_COLUMNS",
    "YOU",
    "Apart",
    "HandRow",
    "MatchPlace",
    "MatchResult",
    "MatchRow",
    "ReviewKind",
    "ReviewRow",
    "hand_from",
    "match_from",
    "review_from",
    "settings_hash",
]

YOU = "you"
COMPUTER = "computer"

HAND_COLUMNS = (
    "match_id", "hand_number", "played_at", "rules_preset", "settings_hash", "level", "dealer",
    "outcome", "points", "scored_by", "knocker", "your_deadwood", "computer_deadwood", "turns",
    "assisted", "apart",
)
MATCH_COLUMNS = (
    "match_id", "seed_fingerprint", "started_at", "ended_at", "level", "rules_preset",
    "settings_hash", "result", "your_score", "computer_score", "your_bonus", "computer_bonus",
    "hands", "apart", "friend",
)
HAND_TOTAL_COLUMNS = (
    "hands", "won", "lost", "net", "gins", "knocks", "undercut", "deadwood", "deadwood_known",
    "made", "assisted", "first_played",
)
"""The figures ``hand_totals`` keeps per level (after its ``level`` key), in order."""
REVIEW_COLUMNS = (
    "match_id", "reviewed_at", "kind", "decisions", "error", "doubtful", "bad", "very_bad",
    "luck", "opponent_luck", "result", "adjusted", "hands", "version",
)
"""The columns of ``reviews`` a review's row writes (the table adds the match's start)."""
MOST_HANDS = 1000
"""The most hands a review row stands for (a stored review's own limit)."""
MOST_POINTS = 10_000_000.0
"""The largest size of a review's figure in hand points: :data:`MOST_HANDS` hands of at most
ten thousand points each (the bound of a stored review's values)."""
MOST_DECISIONS = 2_100_000
"""The most decisions a review row counts: :data:`MOST_HANDS` hands of at most 2100."""
MOST_REVIEW_VERSION = 1000
"""The latest review version a row may say it was made by (``ai/review.py``'s
``REVIEW_VERSION`` is bumped once in a while: a thousand is far beyond any program's)."""
REVIEW_BOUNDS: dict[str, tuple[float, float]] = {
    "decisions": (0, MOST_DECISIONS),
    "error": (0.0, MOST_POINTS),
    "doubtful": (0, MOST_DECISIONS),
    "bad": (0, MOST_DECISIONS),
    "very_bad": (0, MOST_DECISIONS),
    "luck": (-MOST_POINTS, MOST_POINTS),
    "opponent_luck": (-MOST_POINTS, MOST_POINTS),
    "result": (-MOST_POINTS, MOST_POINTS),
    "adjusted": (-3 * MOST_POINTS, 3 * MOST_POINTS),
    "hands": (1, MOST_HANDS),
    "version": (1, MOST_REVIEW_VERSION),
}
"""The least and the most of each figure of a review's row: checked when a row is made (a
journal line too) and again where the file is read (a table's checks are not compared when it
is opened: ``stats_schema.py``), a row out of bounds counting nowhere."""


class MatchResult(enum.Enum):
    """A match's result, from the player's side."""

    WON = "won"
    LOST = "lost"
    DRAWN = "drawn"  # a Hollywood match can end level
    ABANDONED = "abandoned"
    IN_PROGRESS = "in progress"


class Apart(enum.Enum):
    """Why a hand, or a match, is counted apart from the ordinary figures (the value is what
    the file stores; None: an ordinary one). A match counts among the ordinary matches only if
    none of its hands is apart and it is none of these itself.

    * ``REPLAYED``: dealt by *Play this deal again*: the player had seen both hands face up;
    * ``WENT_BACK``: played after the match went back to an earlier save than the statistics
      had recorded (the stock of the hands played since was known);
    * ``UNVERIFIABLE``: its match's deals cannot be vouched for (``app/match/deals.py``)."""

    REPLAYED = "replayed deal"
    WENT_BACK = "went back"
    UNVERIFIABLE = "unverifiable"


@dataclass(frozen=True, slots=True)
class HandRow:
    """One finished hand. Sides are :data:`YOU` or :data:`COMPUTER` (None: nobody, a dead
    hand); ``outcome`` is an ``Outcome`` value; ``turns`` counts the draws of both players.
    Within a match each hand has its own number and its own moment (``played_at``, to the
    millisecond): the same moment under two numbers is one hand written twice."""

    match_id: str
    hand_number: int
    played_at: str
    rules_preset: str
    settings_hash: str
    level: int
    dealer: str
    outcome: str
    points: int
    scored_by: str | None
    knocker: str | None
    your_deadwood: int | None
    computer_deadwood: int | None
    turns: int
    assisted: bool = False
    apart: Apart | None = None

    def values(self) -> tuple[Any, ...]:
        return tuple(
            int(value) if isinstance(value, bool) else
            value.value if isinstance(value, Apart) else value
            for value in (getattr(self, name) for name in HAND_COLUMNS)
        )


@dataclass(frozen=True, slots=True)
class MatchRow:
    """One match as it stands (``ended_at`` None while it is in progress). The scores are the
    score sheet's totals, bonuses included; ``*_bonus`` is the bonus part of them. ``level``
    is the computer's level at the match's last hand (it can be changed during a match; each
    hand keeps its own). ``hands`` counts its finished hands, numbered from 1; a match that
    went back (:class:`Apart`) is a row of its own from the point of return, whose earlier
    hands are recorded once, in the row of the match it went back on. ``apart``: why it is
    counted apart, if it is; once apart, a match stays so."""

    match_id: str
    seed_fingerprint: str
    started_at: str
    ended_at: str | None
    level: int
    rules_preset: str
    settings_hash: str
    result: MatchResult
    your_score: int
    computer_score: int
    your_bonus: int
    computer_bonus: int
    hands: int
    apart: Apart | None = None
    friend: str | None = None
    """The friend's name in a match against a friend (None: against the computer). Such a
    match is counted in none of the computer's figures, ordinary or apart, but per friend
    (``stats_schema.py``, step 6); the ``computer_*`` figures are the friend's, its ``level``
    the computer's of the session (no figure reads it), its ``seed_fingerprint`` the SHA-256
    of its cut's two commitments (no seed deals it: that is what keys it) and its hands have
    no row (its record, the friend's match document, has them)."""

    def values(self) -> tuple[Any, ...]:
        return tuple(
            value.value if isinstance(value, MatchResult | Apart) else value
            for value in (getattr(self, name) for name in MATCH_COLUMNS)
        )


class ReviewKind(enum.Enum):
    """How much of a match a review measured: every decision of the player valued and the
    luck (``FULL``, the Review window's), or the luck alone (``LUCK``: the Statistics window's
    measure of every match, no decision valued). Within one review version, a full review is
    never replaced by a luck one."""

    FULL = "full"
    LUCK = "luck"


@dataclass(frozen=True, slots=True)
class ReviewRow:
    """The player's (seat 0's) figures from the review of one match (``ai/review.py``): when
    it was made, its kind, the decisions valued and their error in hand points (none in a
    luck review), the doubtful, bad and very bad marks, the player's luck and the computer's,
    the hand points as played (``result``, bonuses not included) and adjusted for the luck of
    both (``adjusted``), over ``hands`` hands, and the ``version`` of the review that made
    them (``ai/review.py``'s ``REVIEW_VERSION``: only the rows of today's count, see
    ``review_records.py``). ValueError when a figure is out of :data:`REVIEW_BOUNDS` (or not a
    finite number)."""

    match_id: str
    reviewed_at: str
    kind: ReviewKind
    decisions: int
    error: float
    doubtful: int
    bad: int
    very_bad: int
    luck: float
    opponent_luck: float
    result: int
    adjusted: float
    hands: int
    version: int

    def __post_init__(self) -> None:
        if not isinstance(self.match_id, str) or not isinstance(self.reviewed_at, str):
            raise ValueError("a review's match and moment are texts")
        for name, (low, high) in REVIEW_BOUNDS.items():
            value = getattr(self, name)
            whole = name not in ("error", "luck", "opponent_luck", "adjusted")
            if isinstance(value, bool) or not isinstance(value, int if whole else int | float):
                raise ValueError(f"a review's {name} is not a number")
            if not (math.isfinite(value) and low <= value <= high):
                raise ValueError(f"a review's {name} is out of bounds ({value!r})")

    @property
    def full(self) -> bool:
        return self.kind is ReviewKind.FULL

    def values(self) -> tuple[Any, ...]:
        return tuple(
            value.value if isinstance(value, ReviewKind) else value
            for value in (getattr(self, name) for name in REVIEW_COLUMNS)
        )


assert tuple(f.name for f in fields(HandRow)) == HAND_COLUMNS, "rows are read by position"
assert tuple(f.name for f in fields(ReviewRow)) == REVIEW_COLUMNS, "rows are read by position"
assert tuple(f.name for f in fields(MatchRow)) == MATCH_COLUMNS, "rows are read by position"

RESULT_AT = MATCH_COLUMNS.index("result")
MATCH_APART_AT = MATCH_COLUMNS.index("apart")
STARTED_AT = MATCH_COLUMNS.index("started_at")
ASSISTED_AT = HAND_COLUMNS.index("assisted")


@dataclass(frozen=True, slots=True)
class MatchPlace:
    """Where a page of the hand history's list ends (see ``StatsDB.matches_before``): the
    start and row id of its last match."""

    started_at: str
    row: int


def hand_from(row: Sequence[Any]) -> HandRow:
    """A hand from the columns of :data:`HAND_COLUMNS` in order (``assisted`` stored as 0 or 1,
    ``apart`` as :class:`Apart`'s value or NULL); ValueError when ``apart`` is not one."""
    values = list(row)
    values[ASSISTED_AT] = bool(values[ASSISTED_AT])
    values[-1] = _apart(values[-1])
    return HandRow(*values)


def match_from(row: Sequence[Any]) -> MatchRow:
    """A match from the columns of :data:`MATCH_COLUMNS` in order (the result and ``apart`` as
    stored, the friend's name or NULL); ValueError when the result is not one of
    :class:`MatchResult`, or ``apart`` not one of :class:`Apart`."""
    values = list(row)
    values[RESULT_AT] = MatchResult(values[RESULT_AT])
    values[MATCH_APART_AT] = _apart(values[MATCH_APART_AT])
    return MatchRow(*values)


def review_from(row: Sequence[Any]) -> ReviewRow:
    """A review from the columns of :data:`REVIEW_COLUMNS` in order (the kind as stored);
    ValueError when the kind is not one of :class:`ReviewKind` or a figure is out of
    bounds."""
    values = list(row)
    values[REVIEW_COLUMNS.index("kind")] = ReviewKind(values[REVIEW_COLUMNS.index("kind")])
    return ReviewRow(*values)


def _apart(stored: object) -> Apart | None:
    return None if stored is None else Apart(stored)


def settings_hash(rules: RuleSet) -> str:
    """A short fingerprint of what the rules do: SHA-256 of the canonical JSON of
    ``RuleSet.to_dict()`` without the preset's name, first 12 hex digits."""
    data = {key: value for key, value in rules.to_dict().items() if key != "name"}
    canonical = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()[:12]
