"""The arithmetic of the Statistics window: the figures of a level (or of all) and the chart of
results over time, from totals or from every row.

Two roads lead to a :class:`Summary`. The file keeps its own totals (``stats_schema.py``, step 3
of the migrations: ``hand_totals``, ``match_totals``, ``match_streaks``), which the store reads
in a few rows and turns into figures with :func:`summary_of`. :func:`summarize` and
:func:`results_series` count the same totals from every row, in Python: the reference the tests
hold the file's totals to. Both end in :func:`summary_of`, so what is compared is the counting.

The subtleties, the same on both roads:

* a match in progress counts nowhere yet; an abandoned one counts as played and not won (so
  it ends a winning streak);
* matches count in the order they *ended* (a match resumed and finished late moves), ties
  broken by their start;
* a match counts at a level only if every hand of it was played at that level (its "scope");
  one whose hands were played at several levels counts over every level only;
* a rate is None when there is nothing to divide by; "points per hand" is your points minus
  the computer's per hand, bonuses not included;
* a match against a friend (``MatchRow.friend``) is in none of these figures, ordinary or
  apart: its results are counted per friend (:class:`FriendFigures`);
* a hand or a match *counted apart* (``stats_rows.Apart``: a replayed deal, a match that went
  back to an earlier save, an unverifiable match) is in no ordinary figure, and not in a
  streak: it has figures of its own (the hands apart of each kind, the matches apart that
  ended).

No SQLite and no Qt: values in, values out.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from .stats_rows import (
    COMPUTER,
    HAND_TOTAL_COLUMNS,
    YOU,
    Apart,
    HandRow,
    MatchResult,
    MatchRow,
)

__all__ = [
    "EVERY_LEVEL",
    "SCOPES",
    "FriendFigures",
    "HandTotals",
    "MatchTotals",
    "SeriesPoint",
    "Streak",
    "Summary",
    "added_up",
    "apart_by_level",
    "apart_by_scope",
    "count_streaks",
    "friends_from",
    "friends_of",
    "results_by_scope",
    "results_series",
    "summarize",
    "summary_of",
]

EVERY_LEVEL = 0
"""The scope of ``match_streaks``' row over every level."""
SEVERAL_LEVELS = 0
"""The scope of ``match_totals``' rows of the matches whose hands were played at several levels
(they count over every level only)."""
SCOPES = (EVERY_LEVEL, 1, 2, 3, 4, 5)
APART = "apart"
"""The result ``match_totals`` counts a finished match apart under (its ``tally``)."""


@dataclass(frozen=True, slots=True)
class Summary:
    """The figures of the Statistics window for one level or all. A rate is None when there is
    nothing to divide by. Matches: an abandoned match counts as played and not won (so it ends
    a winning streak); a match in progress counts nowhere yet."""

    matches: int = 0
    matches_won: int = 0
    matches_lost: int = 0
    matches_drawn: int = 0
    matches_abandoned: int = 0
    hands: int = 0
    hands_won: int = 0
    hands_lost: int = 0
    dead_hands: int = 0
    win_rate: float | None = None
    """Matches won / matches played."""
    hand_win_rate: float | None = None
    points_per_hand: float | None = None
    """Your points minus the computer's, per hand played (bonuses not included)."""
    gins: int = 0
    """Your gins and big gins."""
    gin_rate: float | None = None
    """Your gins and big gins / hands played."""
    undercut_rate: float | None = None
    """Your knocks that were undercut / your knocks."""
    undercuts_made: int = 0
    """Times you undercut the computer's knock."""
    knock_deadwood: float | None = None
    """Your average deadwood when you knocked (not gin)."""
    current_streak: int = 0
    longest_streak: int = 0
    assisted_hands: int = 0
    since: str | None = None
    """When the first of these matches started or hands was played (None: nothing yet)."""
    matches_apart: int = 0
    """The matches counted apart that have ended (in none of the figures above)."""
    replayed_hands: int = 0
    """Hands dealt by *Play this deal again* (counted apart)."""
    went_back_hands: int = 0
    """Hands played after going back to an earlier save (counted apart)."""
    unverifiable_hands: int = 0
    """Hands of an unverifiable match (counted apart)."""

    @property
    def hands_apart(self) -> int:
        """Every hand counted apart, whatever the reason."""
        return self.replayed_hands + self.went_back_hands + self.unverifiable_hands


@dataclass(frozen=True, slots=True)
class SeriesPoint:
    """One finished match on the chart of results over time."""

    ended_at: str
    result: MatchResult
    your_score: int
    computer_score: int
    level: int
    win_rate: float
    """The share of matches won so far, this one included."""

    @property
    def margin(self) -> int:
        return self.your_score - self.computer_score


@dataclass(frozen=True, slots=True)
class HandTotals:
    """A row of ``hand_totals``: the figures of the hands of one level, or of several added up.
    ``knocks`` are your knocks that were not gin (``undercut`` of them were undercut);
    ``deadwood`` adds up your deadwood at those knocks where it is known
    (``deadwood_known`` of them); ``made`` counts your undercuts of the computer's knocks."""

    hands: int = 0
    won: int = 0
    lost: int = 0
    net: int = 0
    gins: int = 0
    knocks: int = 0
    undercut: int = 0
    deadwood: int = 0
    deadwood_known: int = 0
    made: int = 0
    assisted: int = 0
    first_played: str | None = None

    def plus(self, other: HandTotals) -> HandTotals:
        firsts = [day for day in (self.first_played, other.first_played) if day is not None]
        sums = {name: getattr(self, name) + getattr(other, name)
                for name in HAND_TOTAL_COLUMNS[:-1]}
        return HandTotals(**sums, first_played=min(firsts, default=None))


assert tuple(f.name for f in fields(HandTotals)) == HAND_TOTAL_COLUMNS, "read by position"


@dataclass(frozen=True, slots=True)
class Streak:
    """A row of ``match_streaks``: the winning streaks of one scope, and the last finished
    match counted (in the order they ended: its end, start and row id)."""

    current: int = 0
    longest: int = 0
    last: tuple[str, str, int] | None = None


@dataclass(frozen=True, slots=True)
class MatchTotals:
    """The finished matches of one scope by result, their streaks and the first start of
    any of its matches (finished or not)."""

    results: dict[MatchResult, int] = field(default_factory=dict)
    streak: Streak = Streak()
    first_started: str | None = None
    apart: int = 0
    """The finished matches counted apart (in none of ``results``)."""


# --- from the totals ----------------------------------------------------------------------------


def _rate(part: int, whole: int) -> float | None:
    return part / whole if whole else None


def summary_of(hands: HandTotals, matches: MatchTotals,
               apart: dict[Apart, int] | None = None) -> Summary:
    """The figures of one level (or all) from its totals; ``apart``: the hands counted apart,
    by kind."""
    apart = apart or {}
    results = matches.results
    played = sum(count for result, count in results.items()
                 if result is not MatchResult.IN_PROGRESS)
    won = results.get(MatchResult.WON, 0)
    firsts = [day for day in (matches.first_started, hands.first_played) if day is not None]
    return Summary(
        matches=played,
        matches_won=won,
        matches_lost=results.get(MatchResult.LOST, 0),
        matches_drawn=results.get(MatchResult.DRAWN, 0),
        matches_abandoned=results.get(MatchResult.ABANDONED, 0),
        hands=hands.hands,
        hands_won=hands.won,
        hands_lost=hands.lost,
        dead_hands=hands.hands - hands.won - hands.lost,
        win_rate=_rate(won, played),
        hand_win_rate=_rate(hands.won, hands.hands),
        points_per_hand=hands.net / hands.hands if hands.hands else None,
        gins=hands.gins,
        gin_rate=_rate(hands.gins, hands.hands),
        undercut_rate=_rate(hands.undercut, hands.knocks),
        undercuts_made=hands.made,
        knock_deadwood=(hands.deadwood / hands.deadwood_known if hands.deadwood_known
                        else None),
        current_streak=matches.streak.current,
        longest_streak=matches.streak.longest,
        assisted_hands=hands.assisted,
        since=min(firsts, default=None),
        matches_apart=matches.apart,
        replayed_hands=apart.get(Apart.REPLAYED, 0),
        went_back_hands=apart.get(Apart.WENT_BACK, 0),
        unverifiable_hands=apart.get(Apart.UNVERIFIABLE, 0),
    )


def added_up(totals: Iterable[HandTotals]) -> HandTotals:
    """The hands' figures of several levels as one."""
    every = HandTotals()
    for level in totals:
        every = every.plus(level)
    return every


def _scopes_of(scope: int) -> set[int]:
    """The scopes a match of ``scope`` counts in: every level, and its own level if it has
    one."""
    return {EVERY_LEVEL} if scope == SEVERAL_LEVELS else {EVERY_LEVEL, scope}


def results_by_scope(rows: Iterable[Sequence[Any]]) -> dict[int, dict[MatchResult, int]]:
    """The finished matches by result for every level and for each, from the rows of
    ``match_totals`` (scope, result, count); the matches counted apart are not among them
    (:func:`apart_by_scope`)."""
    results: dict[int, dict[MatchResult, int]] = {scope: {} for scope in SCOPES}
    for scope, result, count in rows:
        if result == APART:
            continue
        kind = MatchResult(result)
        for key in _scopes_of(scope):
            if key in results:
                results[key][kind] = results[key].get(kind, 0) + int(count)
    return results


def apart_by_scope(rows: Iterable[Sequence[Any]]) -> dict[int, int]:
    """The finished matches counted apart for every level and for each, from the rows of
    ``match_totals`` (scope, result, count)."""
    apart = dict.fromkeys(SCOPES, 0)
    for scope, result, count in rows:
        if result == APART:
            for key in _scopes_of(scope):
                if key in apart:
                    apart[key] += int(count)
    return apart


def apart_by_level(rows: Iterable[Sequence[Any]]) -> dict[int, dict[Apart, int]]:
    """The hands counted apart by kind for every level and for each, from the rows of
    ``apart_totals`` (level, kind, hands)."""
    apart: dict[int, dict[Apart, int]] = {scope: {} for scope in SCOPES}
    for level, kind, count in rows:
        reason = Apart(kind)
        for key in (EVERY_LEVEL, level):
            if key in apart:
                apart[key][reason] = apart[key].get(reason, 0) + int(count)
    return apart


def count_streaks(rows: Iterable[Sequence[Any]]) -> dict[int, Streak]:
    """The streaks of every scope from the finished matches in the order they ended, each as
    (won, scope, end, start, row id); scope None: hands at several levels (every level only)."""
    streaks = {scope: Streak() for scope in SCOPES}
    for won, scope, ended, started, row in rows:
        for key in (EVERY_LEVEL, scope):
            if key is None or key not in streaks:
                continue
            before = streaks[key]
            current = before.current + 1 if won else 0
            streaks[key] = Streak(current, max(before.longest, current),
                                  (str(ended), str(started), int(row)))
    return streaks


# --- from every row (the reference) -----------------------------------------------------------


def summarize(hands: Sequence[HandRow], matches: Sequence[MatchRow]) -> Summary:
    """The figures of ``hands`` and ``matches`` (already chosen for a level, or all), counted
    from every row: the reference the totals the file keeps (``StatsDB.summaries``) are
    tested against."""
    apart: dict[Apart, int] = {}
    for hand in hands:
        if hand.apart is not None:
            apart[hand.apart] = apart.get(hand.apart, 0) + 1
    ordinary = [hand for hand in hands if hand.apart is None]
    against_the_computer = [match for match in matches if match.friend is None]
    return summary_of(_hand_tally(ordinary), _match_tally(against_the_computer), apart)


def _hand_tally(hands: Iterable[HandRow]) -> HandTotals:
    """What ``hand_totals`` would hold for ``hands``, counted in one pass (the window
    refreshes at every hand end)."""
    tally = HandTotals()
    for hand in hands:
        tally = tally.plus(_one_hand(hand))
    return tally


def _one_hand(hand: HandRow) -> HandTotals:
    """The figures of one hand, as the trigger ``hand_counted`` counts them."""
    yours, theirs = hand.scored_by == YOU, hand.scored_by == COMPUTER
    your_knock = hand.knocker == YOU and hand.outcome in ("knock", "undercut")
    return HandTotals(
        hands=1,
        won=int(yours),
        lost=int(theirs),
        net=hand.points if yours else -hand.points if theirs else 0,
        gins=int(yours and hand.outcome in ("gin", "big gin")),
        knocks=int(your_knock),
        undercut=int(your_knock and hand.outcome == "undercut"),
        deadwood=(hand.your_deadwood or 0) if your_knock else 0,
        deadwood_known=int(your_knock and hand.your_deadwood is not None),
        made=int(hand.knocker == COMPUTER and hand.outcome == "undercut"),
        assisted=int(hand.assisted),
        first_played=hand.played_at,
    )


def _match_tally(matches: Sequence[MatchRow]) -> MatchTotals:
    """The finished matches of ``matches`` by result (those counted apart, apart), their
    streaks in the order they ended, and the first start of any of them (one in progress or
    apart included)."""
    finished = _finished(matches)
    results = dict.fromkeys(MatchResult, 0)
    for match in finished:
        results[match.result] += 1
    current, longest = _streaks(finished)
    first = min((match.started_at for match in matches), default=None)
    apart = sum(1 for m in matches if m.apart is not None
                and m.result is not MatchResult.IN_PROGRESS)
    return MatchTotals(results, Streak(current, longest), first, apart)


def _finished(matches: Iterable[MatchRow]) -> list[MatchRow]:
    """The ordinary matches that have ended, in the order they ended (then by their start)."""
    done = [m for m in matches if m.result is not MatchResult.IN_PROGRESS and m.apart is None]
    return sorted(done, key=lambda m: (m.ended_at or m.started_at, m.started_at))


def _streaks(finished: Sequence[MatchRow]) -> tuple[int, int]:
    """(current, longest) run of won matches, in the order they ended."""
    current = longest = 0
    for match in finished:
        current = current + 1 if match.result is MatchResult.WON else 0
        longest = max(longest, current)
    return current, longest


def results_series(matches: Sequence[MatchRow]) -> list[SeriesPoint]:
    """The finished matches against the computer in the order they ended, with the running win
    rate, from every row (the reference of ``StatsDB.series``)."""
    points = []
    won = 0
    against_the_computer = [match for match in matches if match.friend is None]
    for count, match in enumerate(_finished(against_the_computer), start=1):
        won += match.result is MatchResult.WON
        points.append(SeriesPoint(
            match.ended_at or match.started_at, match.result, match.your_score,
            match.computer_score, match.level, won / count,
        ))
    return points


@dataclass(frozen=True, slots=True)
class FriendFigures:
    """The matches against one friend (by the name they chose) that have ended, from the
    player's side: won, lost, drawn (Hollywood) and abandoned (the link lost, or left)."""

    name: str
    won: int = 0
    lost: int = 0
    drawn: int = 0
    abandoned: int = 0

    @property
    def matches(self) -> int:
        return self.won + self.lost + self.drawn + self.abandoned


def friends_from(rows: Iterable[Sequence[Any]]) -> list[FriendFigures]:
    """The figures per friend from rows of (name, won, lost, drawn, abandoned), in order."""
    return [FriendFigures(str(name), *(int(count or 0) for count in counts))
            for name, *counts in rows]


def friends_of(matches: Iterable[MatchRow]) -> list[FriendFigures]:
    """The figures per friend counted from every row (the reference of
    ``StatsDB.friends``), the friend of the latest match ended first."""
    counts: dict[str, list[int]] = {}
    latest: dict[str, str] = {}
    kinds = (MatchResult.WON, MatchResult.LOST, MatchResult.DRAWN, MatchResult.ABANDONED)
    for match in matches:
        if match.friend is None or match.result is MatchResult.IN_PROGRESS:
            continue
        tally = counts.setdefault(match.friend, [0, 0, 0, 0])
        tally[kinds.index(match.result)] += 1
        ended = match.ended_at or match.started_at
        latest[match.friend] = max(latest.get(match.friend, ended), ended)
    order = sorted(counts, key=lambda name: (latest[name], name), reverse=True)
    return [FriendFigures(name, *counts[name]) for name in order]
