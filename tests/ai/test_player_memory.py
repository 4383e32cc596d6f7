"""A level's memory (its random generator's position) survives a trip through JSON exactly."""

from __future__ import annotations

import json

import pytest
from twins import last_legal, play_twins

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.match import decisions
from ginrummy_desktop.ai.player import memory_of, restore_memory
from ginrummy_desktop.engine import Game


@pytest.mark.parametrize("level", [Level.BEGINNER, Level.EASY, Level.MEDIUM, Level.HARD])
def test_a_restored_level_decides_exactly_as_the_uninterrupted_one(level: Level) -> None:
    # Play half a game, save the memory through JSON into a player made from another seed,
    # then let both play on the same positions: every decision must agree.
    game = Game(seed=11)
    original = make_player(level, 5)
    for count, (seat, view) in enumerate(decisions(game)):
        action = original.choose(view) if seat == 1 else view.legal_actions[0]
        game.apply(action)
        if count == 15:  # well inside the first hand: every level's game goes on after it
            break
    restored = make_player(level, 99)
    restore_memory(restored, json.loads(json.dumps(memory_of(original))))
    assert restored.rng.getstate() == original.rng.getstate()  # type: ignore[attr-defined]
    assert play_twins(game, (last_legal, original.choose), (last_legal, restored.choose)) > 20


@pytest.mark.parametrize(
    "memory",
    [
        {},
        {"rng": None},
        {"rng": [3, [1, 2, 3], None]},
        {"rng": [2, [0] * 624 + [624], None]},
        {"rng": [3, [0] * 623 + [-1, 624], None]},
        {"rng": [3, [0] * 624 + [625], None]},
        {"rng": [3, [0] * 624 + [624], "x"]},
        {"rng": [3, ["0"] * 624 + [624], None]},
    ],
)
def test_a_memory_that_is_not_a_generator_position_is_refused_and_changes_nothing(
    memory: dict[str, object],
) -> None:
    player = make_player(Level.EASY, 5)
    before = player.rng.getstate()  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="random state"):
        restore_memory(player, memory)
    assert player.rng.getstate() == before  # type: ignore[attr-defined]
