"""What the statistics keep of a game, as values: a finished hand, a match as it stands, a
match's result, why a hand or match is counted apart, where a page of the hand history ends,
and the fingerprint of the rules.

A row's fields are the columns of its table in the file, in order (``stats_schema.py``): rows
are read back by position, so the order here and the order of :data:`HAND_COLUMNS` and
:data:`MATCH_COLUMNS` are one and the same (checked when this module is imported).

Standard library and the engine only: no SQLite, no Qt.
"""

from __future__ import annotations

import enum
import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from ...engine import RuleSet

__all__ = [
    "COMPUTER",
    "HAND_COLUMNS",
    "HAND_TOTAL_COLUMNS",
    "MATCH_COLUMNS",
    "YOU",
    "Apart",
    "HandRow",
    "MatchPlace",
    "MatchResult",
    "MatchRow",
    "hand_from",
    "match_from",
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
    "hands", "apart",
)
HAND_TOTAL_COLUMNS = (
    "hands", "won", "lost", "net", "gins", "knocks", "undercut", "deadwood", "deadwood_known",
    "made", "assisted", "first_played",
)
"""The figures ``hand_totals`` keeps per level (after its ``level`` key), in order."""


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

    def values(self) -> tuple[Any, ...]:
        return tuple(
            value.value if isinstance(value, MatchResult | Apart) else value
            for value in (getattr(self, name) for name in MATCH_COLUMNS)
        )


assert tuple(f.name for f in fields(HandRow)) == HAND_COLUMNS, "rows are read by position"
assert tuple(f.name for f in fields(MatchRow)) == MATCH_COLUMNS, "rows are read by position"

RESULT_AT = MATCH_COLUMNS.index("result")
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
    stored); ValueError when the result is not one of :class:`MatchResult`, or ``apart`` not
    one of :class:`Apart`."""
    values = list(row)
    values[RESULT_AT] = MatchResult(values[RESULT_AT])
    values[-1] = _apart(values[-1])
    return MatchRow(*values)


def _apart(stored: object) -> Apart | None:
    return None if stored is None else Apart(stored)


def settings_hash(rules: RuleSet) -> str:
    """A short fingerprint of what the rules do: SHA-256 of the canonical JSON of
    ``RuleSet.to_dict()`` without the preset's name, first 12 hex digits."""
    data = {key: value for key, value in rules.to_dict().items() if key != "name"}
    canonical = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()[:12]
