"""Every decision of every level is legal, over many seeded games under many rule settings."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ai.expert import ExpertPlayer
from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.match import decisions
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.engine import PRESETS, Game, RuleSet

LEVELS = (Level.BEGINNER, Level.EASY, Level.MEDIUM, Level.HARD)

RULE_SETS: tuple[RuleSet, ...] = (
    PRESETS["benchmark"],
    PRESETS["standard"],
    PRESETS["classic"],
    PRESETS["oklahoma"],
    PRESETS["straight"].with_changes(target=40),
    PRESETS["hollywood"].with_changes(target=40),
    PRESETS["standard"].with_changes(
        name="variants", fiftieth_card=True, may_discard_taken_card=True, runs_only=True
    ),
    PRESETS["standard"].with_changes(name="no layoffs", layoffs_allowed=False, knock_limit=5),
)


def _play_checked(players: tuple[Player, Player], rules: RuleSet, seed: int) -> int:
    """Play a whole game, asserting each decision is legal; the number of decisions checked."""
    game = Game(rules, seed=seed)
    checked = 0
    for seat, view in decisions(game):
        action = players[seat].choose(view)
        assert game.is_legal(action), f"{players[seat].name}: {action!r} in {view.phase}"
        game.apply(action)
        checked += 1
    return checked


@pytest.mark.parametrize("level", LEVELS, ids=lambda lv: lv.display_name)
def test_every_decision_is_legal(level: Level) -> None:
    decisions = 0
    for index, rules in enumerate(RULE_SETS):
        opponent = LEVELS[(LEVELS.index(level) + 1 + index) % len(LEVELS)]
        seed = 100 * int(level) + index
        players = (make_player(level, seed), make_player(opponent, seed + 1))
        if index % 2:
            players = (players[1], players[0])
        decisions += _play_checked(players, rules, seed)
    assert decisions >= 1000


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: r.name)
def test_every_expert_decision_is_legal(rules: RuleSet) -> None:
    """The search player under every rule set, with few guesses per decision (fast) and a
    short game, against a lighter level; seats alternate with the rule set."""
    index = RULE_SETS.index(rules)
    short = rules.with_changes(target=min(rules.target, 60))
    expert = ExpertPlayer(500 + index, None, samples=6, rules=short)
    opponent = make_player(LEVELS[index % len(LEVELS)], 600 + index)
    players: tuple[Player, Player] = (expert, opponent) if index % 2 else (opponent, expert)
    assert _play_checked(players, short, 700 + index) >= 20
