"""The score sheet built at once (``score_sheet``) and hand by hand (``extend_sheet``, what the
game does at every hand's end) is one and the same sheet, under every preset, and it is the
sheet of the rules as written: each column summed from its entries, a win entered where
docs/rules.md says (issue 39 made both builds incremental; this keeps them exact)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce

from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.engine import (
    PRESETS,
    Column,
    ColumnEntry,
    HandResult,
    Outcome,
    RuleSet,
    ScoreSheet,
    extend_sheet,
    score_sheet,
)

rule_sets = st.builds(
    lambda preset, target, doubles_all: preset.with_changes(
        target=target, shutout_doubles_all=doubles_all and preset.shutout_doubles),
    st.sampled_from(list(PRESETS.values())),
    st.one_of(st.integers(1, 60), st.integers(61, 400)),  # small targets close columns often
    st.booleans(),
)
wins = st.lists(st.tuples(st.sampled_from([None, 0, 1]), st.integers(0, 80)), max_size=60)


def hands_of(results: Sequence[tuple[int | None, int]]) -> list[HandResult]:
    return [
        HandResult(n, n % 2, Outcome.DEAD if seat is None else Outcome.KNOCK, seat,
                   0 if seat is None else points)
        for n, (seat, points) in enumerate(results, start=1)
    ]


@settings(max_examples=300, deadline=None)
@given(rule_sets, wins)
def test_hand_by_hand_is_all_at_once(rules: RuleSet, results: list[tuple[int | None, int]]) -> None:
    hands = hands_of(results)
    sheet = score_sheet(rules, ())
    for count, hand in enumerate(hands, start=1):
        sheet = extend_sheet(sheet, hand, rules)
        assert sheet == score_sheet(rules, hands[:count])
    assert sheet == reduce(lambda s, h: extend_sheet(s, h, rules), hands, score_sheet(rules, []))
    assert sheet == reference_sheet(rules, hands)


def test_a_hand_after_the_match_is_kept_and_entered_nowhere() -> None:
    rules = RuleSet(target=10)
    over = score_sheet(rules, hands_of([(0, 12)]))
    later = extend_sheet(over, hands_of([(0, 12), (1, 30)])[1], rules)
    assert over.is_over and later.columns == over.columns
    assert len(later.hands) == 2


def reference_sheet(rules: RuleSet, hands: Sequence[HandResult]) -> ScoreSheet:
    """The sheet as docs/rules.md states it, computed the slow, plain way: for every win, the
    columns are summed again from their entries to see which are still open."""
    columns: list[list[tuple[int, int, int]]] = [[] for _ in range(3 if rules.hollywood else 1)]

    def total(column: list[tuple[int, int, int]], seat: int) -> int:
        return sum(points for _, s, points in column if s == seat)

    for hand in hands:
        if hand.winner is None:
            continue
        for column in columns:
            if max(total(column, 0), total(column, 1)) >= rules.target:
                continue  # over
            had = any(s == hand.winner for _, s, _ in column)
            column.append((hand.number, hand.winner, hand.points))
            if not had:
                break  # the leftmost open column where the winner had no entry
    return ScoreSheet(tuple(hands), tuple(reference_column(rules, c) for c in columns))


def reference_column(rules: RuleSet, raw: list[tuple[int, int, int]]) -> Column:
    entries, running = [], [0, 0]
    for number, seat, scored in raw:
        running[seat] += scored
        entries.append(ColumnEntry(number, seat, scored, (running[0], running[1])))
    points = (running[0], running[1])
    won = (sum(1 for e in entries if e.seat == 0), sum(1 for e in entries if e.seat == 1))
    winner = next((s for s in (0, 1) if points[s] >= rules.target), None)
    if winner is None:
        return Column(tuple(entries), points, won, None, (0, 0), (0, 0), False, points)
    game = (rules.game_bonus, 0) if winner == 0 else (0, rules.game_bonus)
    line = (won[0] * rules.line_bonus, won[1] * rules.line_bonus)
    final = [points[s] + game[s] + line[s] for s in (0, 1)]
    shutout = won[1 - winner] == 0
    if shutout and rules.shutout_doubles:
        final[winner] = (2 * final[winner] if rules.shutout_doubles_all
                         else final[winner] + points[winner] + game[winner])
    return Column(tuple(entries), points, won, winner, game, line, shutout, (final[0], final[1]))
