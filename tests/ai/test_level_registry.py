"""The level registry: names, parsing, one player per level, the Expert fallback."""

from __future__ import annotations

import importlib
from types import ModuleType

import pytest

from ginrummy_desktop.ai import levels
from ginrummy_desktop.ai.beginner import BeginnerPlayer
from ginrummy_desktop.ai.easy import EasyPlayer
from ginrummy_desktop.ai.hard import HardPlayer
from ginrummy_desktop.ai.levels import EXPERT_FALLBACK_NAME, Level, make_player
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


def test_expert_falls_back_to_hard_visibly(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> ModuleType:
        raise ModuleNotFoundError(f"No module named {name!r}")

    monkeypatch.setattr(levels, "EXPERT_READY", True)
    monkeypatch.setattr(importlib, "import_module", missing)
    player = make_player(Level.EXPERT, seed=1)
    assert isinstance(player, HardPlayer)
    assert player.name == EXPERT_FALLBACK_NAME


def test_expert_is_loaded_lazily_when_present(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(levels, "EXPERT_READY", True)
    try:
        expert = importlib.import_module("ginrummy_desktop.ai.expert")
    except ImportError:
        pytest.skip("ai/expert.py is not there yet")
    player = make_player("expert", seed=1)
    assert isinstance(player, expert.ExpertPlayer)
    assert isinstance(player, Player)


def test_expert_level_plays_hard_until_the_search_is_ready() -> None:
    # Level 5 must never be weaker than level 4: until the search player measurably beats
    # Hard, Hard stands in and its name says so.
    assert not levels.EXPERT_READY
    player = make_player(Level.EXPERT, seed=3)
    assert isinstance(player, HardPlayer)
    assert player.name == EXPERT_FALLBACK_NAME
