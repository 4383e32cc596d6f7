"""The long match (a match to 10,000 points, ``tests/long_match.py``) replays in time linear
in its hands: the work of a hand late in the match is the work of a hand early in it.

Before issue 39 the game built its score sheet again from every hand at every hand's end, and
that build summed a column's entries again for every hand: a replay of n hands cost about n³/6
steps, 11 s to read such a match, 23 s to put it on the table. The work is counted here, not
timed: Python function calls, the same on any machine and under any load.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

from ginrummy_desktop.engine import Game, Phase, game_from_document, score_sheet
from tests.long_match import HANDS, RULES, actions, record

WINDOW = 100
"""How many hands are counted, at the start of the match and at its end."""
GROWTH = 1.5
"""How much more work per action the last hands may take than the first: 1.0 when the work of
a hand is constant (49 calls an action at both ends); it was 2.9 before the fix (92 calls an
action over the first hundred hands, 269 over the last), growing with the hands played."""


def test_the_long_match_replays_to_its_record() -> None:
    game = game_from_document(record())  # every action checked, and the summary compared
    assert game.phase is Phase.GAME_OVER
    assert len(game.results) == HANDS
    assert game.sheet == score_sheet(RULES, game.results)  # hand by hand = all at once
    assert max(game.sheet.totals) >= RULES.target


def test_a_late_hand_costs_what_an_early_hand_costs() -> None:
    game, played = Game(RULES), iter(actions())

    def replay(until: int) -> Callable[[], int]:
        def run() -> int:
            count = 0
            while len(game.results) < until:
                game.apply(next(played))
                count += 1
            return count

        return run

    first_calls, first_actions = _calls(replay(WINDOW))
    replay(HANDS - WINDOW)()
    last_calls, last_actions = _calls(replay(HANDS))
    assert game.phase is Phase.GAME_OVER
    early, late = first_calls / first_actions, last_calls / last_actions
    assert late <= GROWTH * early, (
        f"{late:.1f} calls an action over the last {WINDOW} hands against {early:.1f} over "
        f"the first {WINDOW}: the work of a hand grows with the match")


def _calls(run: Callable[[], int]) -> tuple[int, int]:
    """The Python function calls made while ``run`` runs, and what it returned."""
    calls = 0

    def count(_frame: FrameType, event: str, _arg: Any) -> None:
        nonlocal calls
        if event == "call":
            calls += 1

    sys.setprofile(count)
    try:
        result = run()
    finally:
        sys.setprofile(None)
    return calls, result
