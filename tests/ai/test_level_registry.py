"""The level registry: names, parsing, one player per level."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ai.beginner import BeginnerPlayer
from ginrummy_desktop.ai.easy import EasyPlayer
from ginrummy_desktop.ai.hard import HardPlayer
from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.medium import MediumPlayer
from ginrummy_desktop.ai.player import Player


def test_levels_are_ordered_and_named() -> None:
    assert [int(level) for level in Level] == [1, 2, 3, 4, 5]
    assert [level.display_name for level in Level] == [
        "Beginner",
        "Easy",
        "Medium",
        "Hard",
        "Expert",
    ]


@pytest.mark.parametrize(
    ("text", "level"),
    [
        ("beginner", Level.BEGINNER),
        ("EASY", Level.EASY),
        ("  Medium ", Level.MEDIUM),
        ("hArD", Level.HARD),
        ("expert", Level.EXPERT),
        ("3", Level.MEDIUM),
        (4, Level.HARD),
    ],
)
def test_parse_ignores_case_and_accepts_numbers(text: str | int, level: Level) -> None:
    assert Level.parse(text) is level


@pytest.mark.parametrize("text", ["", "grandmaster", "0", "6", "med"])
def test_parse_rejects_unknown_names(text: str) -> None:
    with pytest.raises(ValueError, match="level"):
        Level.parse(text)


@pytest.mark.parametrize(
    ("level", "kind"),
    [
        (Level.BEGINNER, BeginnerPlayer),
        (Level.EASY, EasyPlayer),
        (Level.MEDIUM, MediumPlayer),
        (Level.HARD, HardPlayer),
    ],
)
def test_make_player_builds_each_level(level: Level, kind: type) -> None:
    player = make_player(level, seed=3)
    assert type(player) is kind
    assert isinstance(player, Player)
    assert player.name == level.display_name
    assert type(make_player(level.display_name.lower(), seed=3)) is kind


def test_expert_level_is_the_search_player() -> None:
    from ginrummy_desktop.ai.expert import ExpertPlayer

    player = make_player(Level.EXPERT, seed=1)
    assert isinstance(player, ExpertPlayer)
    assert isinstance(player, Player)
    assert player.name == "Expert"
    assert isinstance(make_player("expert", seed=1, rules=None), ExpertPlayer)
