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

The sheet is built in one pass over the hands (:func:`score_sheet`) or extended by one hand
(:func:`extend_sheet`, which the game does at every hand's end): the same sheet either way.
Each column keeps its running totals and hands won, so neither adds a column up again: a hand
costs the same whether it is the first or the thousandth. (Until issue 39 the game built the
whole sheet again at every hand's end, summing a column again for every hand: reading a match
to 10,000 points, some 1,200 hands, spent 11 s on it.) A new sheet still holds its hands and
entries in new tuples, a copy made in C and negligible next to the rest, even then.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .errors import GinRummyTypeError, GinRummyValueError, excerpt
from .rules import RuleSet
from .showdown import Outcome, Settlement

__all__ = ["Column", "ColumnEntry", "HandResult", "ScoreSheet", "extend_sheet", "score_sheet"]


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
    """Build the score sheet of ``hands`` under ``rules``, in time linear in the hands.

    ``rules``: a :class:`RuleSet`; ``hands``: a list or tuple of :class:`HandResult` whose
    ``number`` is an int, ``winner`` 0, 1 or None and ``points`` an int of at least 0. A wrong
    type raises GinRummyTypeError, a value out of range GinRummyValueError. The same sheet as
    :func:`extend_sheet` folded over ``hands`` from the empty sheet.
    """
    _check_sheet_args(rules, hands)
    tallies = [_Tally() for _ in range(3 if rules.hollywood else 1)]
    for hand in hands:
        if hand.winner is None:
            continue
        for col in _columns_for(hand.winner, [(t.over, t.won[hand.winner] > 0) for t in tallies]):
            tallies[col].enter(hand.number, hand.winner, hand.points, rules.target)
    return ScoreSheet(tuple(hands), tuple(t.column(rules) for t in tallies))


def extend_sheet(sheet: ScoreSheet, hand: HandResult, rules: RuleSet) -> ScoreSheet:
    """The score sheet of ``sheet``'s hands and then ``hand``, under ``rules``: exactly what
    :func:`score_sheet` makes of them all, without reading the earlier hands again (only the
    columns the hand is entered in are remade).

    ``sheet`` must be one made under the same ``rules`` (by :func:`score_sheet` or by this
    function): a sheet knows nothing of its rules, so another one's bonuses and target would
    be mixed in unnoticed (only a sheet with another number of columns is refused, with
    GinRummyValueError). ``hand`` is checked as :func:`score_sheet` checks each hand (the
    earlier ones were checked when they were entered); ``sheet`` must be a ScoreSheet. A hand
    after the match is over is kept in ``hands`` and entered in no column, as there.
    """
    _check_extend_args(sheet, hand, rules)
    hands = (*sheet.hands, hand)
    seat = hand.winner
    if seat is None:
        return ScoreSheet(hands, sheet.columns)
    columns = list(sheet.columns)
    for col in _columns_for(seat, [(c.is_over, c.hands_won[seat] > 0) for c in columns]):
        columns[col] = _extended(rules, columns[col], hand.number, seat, hand.points)
    return ScoreSheet(hands, tuple(columns))


def _extended(rules: RuleSet, column: Column, number: int, seat: int, points: int) -> Column:
    """``column`` with ``seat``'s ``points`` of hand ``number`` entered (and closed with its
    bonuses if that reaches the target)."""
    hand_points = _plus(column.hand_points, seat, points)
    entry = ColumnEntry(number, seat, points, hand_points)
    return _column(rules, (*column.entries, entry), hand_points, _plus(column.hands_won, seat, 1))


def _plus(pair: tuple[int, int], seat: int, amount: int) -> tuple[int, int]:
    return (pair[0] + amount, pair[1]) if seat == 0 else (pair[0], pair[1] + amount)


@dataclass(slots=True)
class _Tally:
    """One column while :func:`score_sheet` builds it: its entries and running totals
    (mutable, and private to that one call)."""

    entries: list[ColumnEntry] = field(default_factory=list)
    points: tuple[int, int] = (0, 0)
    won: tuple[int, int] = (0, 0)
    over: bool = False

    def enter(self, number: int, seat: int, points: int, target: int) -> None:
        self.points = _plus(self.points, seat, points)
        self.won = _plus(self.won, seat, 1)
        self.entries.append(ColumnEntry(number, seat, points, self.points))
        self.over = self.points[seat] >= target

    def column(self, rules: RuleSet) -> Column:
        return _column(rules, tuple(self.entries), self.points, self.won)


def _check_sheet_args(rules: object, hands: object) -> None:
    if not isinstance(rules, RuleSet):
        raise GinRummyTypeError(f"score_sheet needs a RuleSet, not {excerpt(rules)}")
    if not isinstance(hands, list | tuple):
        raise GinRummyTypeError(
            f"score_sheet needs a list or tuple of HandResults, not {excerpt(hands)}"
        )
    for hand in hands:
        _check_hand(hand, "score_sheet")


def _check_extend_args(sheet: object, hand: object, rules: object) -> None:
    if not isinstance(sheet, ScoreSheet):
        raise GinRummyTypeError(f"extend_sheet needs a ScoreSheet, not {excerpt(sheet)}")
    if not isinstance(rules, RuleSet):
        raise GinRummyTypeError(f"extend_sheet needs a RuleSet, not {excerpt(rules)}")
    columns = 3 if rules.hollywood else 1
    if len(sheet.columns) != columns:
        raise GinRummyValueError(
            f"extend_sheet needs a sheet of these rules ({columns} column(s)), "
            f"not one of {len(sheet.columns)}"
        )
    _check_hand(hand, "extend_sheet")


def _check_hand(hand: object, caller: str) -> None:
    if not isinstance(hand, HandResult):
        raise GinRummyTypeError(f"{caller} needs HandResults, not {excerpt(hand)}")
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


def _columns_for(seat: int, columns: Sequence[tuple[bool, bool]]) -> list[int]:
    """Of ``columns`` given as (is over, ``seat`` has an entry): the open ones where ``seat``
    has an entry, plus the leftmost open one where it has none (at most three are looked at,
    whatever the length of the match)."""
    chosen = []
    for col, (over, entered) in enumerate(columns):
        if over:
            continue
        chosen.append(col)
        if not entered:
            break
    return chosen


def _column(
    rules: RuleSet,
    entries: tuple[ColumnEntry, ...],
    hand_points: tuple[int, int],
    hands_won: tuple[int, int],
) -> Column:
    """The column of ``entries`` whose sums are ``hand_points`` and ``hands_won`` (given, not
    summed again): open, or closed with its bonuses once a seat has reached the target."""
    winner = next((s for s in (0, 1) if hand_points[s] >= rules.target), None)
    if winner is None:
        return Column(entries, hand_points, hands_won, None, (0, 0), (0, 0), False, hand_points)
    return _closed_column(rules, entries, hand_points, hands_won, winner)


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
