"""Hand results and the score sheet: running totals, game, line and shutout bonuses, Hollywood.

Scoring a game (docs/rules.md): hand points accumulate and the first player to reach the target wins
that game. The winner adds the game bonus; each player adds the line (box) bonus for every hand
they won (a dead hand is nobody's). Shutout: if the loser won no hand, the winner's hand points
and game bonus are doubled and the line bonuses are not (or, as a setting, the whole total).

Hollywood keeps three games (columns) at once. A winning hand is entered in every open column
where its winner already has an entry, plus the leftmost open column where they have none: so a
player's first win goes in game 1, the second in games 1 and 2, the third and later in all
three, and a player never has an entry in a game without one in every game to its left. (Once
a column has ended, a player who never scored in it starts in the next open one.) Each column
ends at the target with its own bonuses; the match ends when all three are decided.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .errors import GinRummyTypeError, GinRummyValueError, excerpt
from .rules import RuleSet
from .showdown import Outcome, Settlement

__all__ = ["Column", "ColumnEntry", "HandResult", "ScoreSheet", "score_sheet"]


@dataclass(frozen=True, slots=True)
class HandResult:
    """One finished hand. ``winner`` is a seat (0 or 1), None for a dead hand.

    Made by the game; :func:`score_sheet` checks the fields it uses (``number``, ``winner``,
    ``points``) when given hands built by hand. The constructor itself does not check.
    """

    number: int
    dealer: int
    outcome: Outcome
    winner: int | None
    points: int
    knocker: int | None = None
    settlement: Settlement | None = None
    discards: int = 0
    """How many discards both players had made in the hand when it ended, a knock's own
    discard not counted (how late in the hand the knock came; public, like everything here)."""


@dataclass(frozen=True, slots=True)
class ColumnEntry:
    """Points entered in a column for one hand, and the running totals after it (a result the
    engine makes; its constructor does not check the parts)."""

    hand: int
    seat: int
    points: int
    totals: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Column:
    """One game's column of the score sheet (the only one, except under Hollywood); a result
    the engine makes, its constructor does not check the parts."""

    entries: tuple[ColumnEntry, ...]
    hand_points: tuple[int, int]
    hands_won: tuple[int, int]
    winner: int | None
    game_bonus: tuple[int, int]
    line_bonus: tuple[int, int]
    shutout: bool
    totals: tuple[int, int]

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def margin(self) -> int:
        """Winner's total minus loser's total (0 while the column is open)."""
        if self.winner is None:
            return 0
        return self.totals[self.winner] - self.totals[1 - self.winner]


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """The whole match: every hand, and one column (three under Hollywood). Made by
    :func:`score_sheet`; the constructor does not check the parts."""

    hands: tuple[HandResult, ...]
    columns: tuple[Column, ...]

    @property
    def is_over(self) -> bool:
        return all(column.is_over for column in self.columns)

    @property
    def totals(self) -> tuple[int, int]:
        """Final totals summed over the columns (bonuses included once a column ends)."""
        return (
            sum(c.totals[0] for c in self.columns),
            sum(c.totals[1] for c in self.columns),
        )

    @property
    def winner(self) -> int | None:
        """The match winner once it is over (the higher total; a drawn Hollywood match: None)."""
        if not self.is_over:
            return None
        first, second = self.totals
        return None if first == second else (0 if first > second else 1)

    @property
    def margin(self) -> int:
        first, second = self.totals
        return abs(first - second) if self.is_over else 0


def score_sheet(rules: RuleSet, hands: Sequence[HandResult]) -> ScoreSheet:
    """Build the score sheet of ``hands`` under ``rules``.

    ``rules``: a :class:`RuleSet`; ``hands``: a list or tuple of :class:`HandResult` whose
    ``number`` is an int, ``winner`` 0, 1 or None and ``points`` an int of at least 0. A wrong
    type raises GinRummyTypeError, a value out of range GinRummyValueError.
    """
    _check_sheet_args(rules, hands)
    count = 3 if rules.hollywood else 1
    entries: list[list[tuple[int, int, int]]] = [[] for _ in range(count)]
    closed = [False] * count
    for hand in hands:
        if hand.winner is None:
            continue
        for col in _columns_for(hand.winner, entries, closed):
            entries[col].append((hand.number, hand.winner, hand.points))
            closed[col] = _reached(entries[col], rules.target)
    return ScoreSheet(tuple(hands), tuple(_column(rules, e) for e in entries))


def _check_sheet_args(rules: object, hands: object) -> None:
    if not isinstance(rules, RuleSet):
        raise GinRummyTypeError(f"score_sheet needs a RuleSet, not {excerpt(rules)}")
    if not isinstance(hands, list | tuple):
        raise GinRummyTypeError(
            f"score_sheet needs a list or tuple of HandResults, not {excerpt(hands)}"
        )
    for hand in hands:
        if not isinstance(hand, HandResult):
            raise GinRummyTypeError(f"score_sheet needs HandResults, not {excerpt(hand)}")
        for name in ("number", "points"):
            value = getattr(hand, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise GinRummyTypeError(f"a hand's {name} must be an int, not {excerpt(value)}")
        if hand.points < 0:
            raise GinRummyValueError(
                f"a hand's points must not be negative, not {excerpt(hand.points)}"
            )
        winner = hand.winner
        if winner is not None and (type(winner) is not int or winner not in (0, 1)):
            raise GinRummyValueError(
                f"a hand's winner must be 0, 1 or None, not {excerpt(winner)}"
            )


def _columns_for(
    seat: int, entries: list[list[tuple[int, int, int]]], closed: list[bool]
) -> list[int]:
    """Open columns where ``seat`` has an entry, plus the leftmost open one where it has none."""
    chosen = []
    for col, column in enumerate(entries):
        if closed[col]:
            continue
        chosen.append(col)
        if not any(entry_seat == seat for _, entry_seat, _ in column):
            break
    return chosen


def _reached(entries: list[tuple[int, int, int]], target: int) -> bool:
    totals = [0, 0]
    for _, seat, points in entries:
        totals[seat] += points
    return max(totals) >= target


def _column(rules: RuleSet, raw: list[tuple[int, int, int]]) -> Column:
    totals = [0, 0]
    won = [0, 0]
    entries = []
    for hand, seat, points in raw:
        totals[seat] += points
        won[seat] += 1
        entries.append(ColumnEntry(hand, seat, points, (totals[0], totals[1])))
    hand_points = (totals[0], totals[1])
    hands_won = (won[0], won[1])
    winner = next((s for s in (0, 1) if totals[s] >= rules.target), None)
    if winner is None:
        return Column(
            tuple(entries), hand_points, hands_won, None, (0, 0), (0, 0), False, hand_points
        )
    return _closed_column(rules, tuple(entries), hand_points, hands_won, winner)


def _closed_column(
    rules: RuleSet,
    entries: tuple[ColumnEntry, ...],
    hand_points: tuple[int, int],
    hands_won: tuple[int, int],
    winner: int,
) -> Column:
    loser = 1 - winner
    game = [0, 0]
    game[winner] = rules.game_bonus
    line = (hands_won[0] * rules.line_bonus, hands_won[1] * rules.line_bonus)
    shutout = hands_won[loser] == 0
    final = [hand_points[s] + game[s] + line[s] for s in (0, 1)]
    if shutout and rules.shutout_doubles:
        if rules.shutout_doubles_all:
            final[winner] *= 2
        else:
            final[winner] += hand_points[winner] + game[winner]
    return Column(
        entries, hand_points, hands_won, winner, (game[0], game[1]), line, shutout,
        (final[0], final[1]),
    )
