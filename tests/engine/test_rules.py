"""RuleSet: the presets of docs/rules.md's table, checked settings, and the dict round trip."""

from __future__ import annotations

import dataclasses
import json
import time
from typing import Any

import pytest

from ginrummy_desktop.engine import PRESETS, NextDealer, RulesError, RuleSet
from ginrummy_desktop.engine.rules import MAX_NAME_LENGTH

# docs/rules.md, "Presets": one row per preset. None in the knock column is Oklahoma's
# "upcard value"; Straight gin has no undercut (it never knocks below gin), so it is not listed.
TABLE: dict[str, dict[str, Any]] = {
    "standard": dict(
        knock_limit=10, gin_bonus=25, big_gin=True, big_gin_bonus=31, undercut_bonus=25,
        undercut_on_ties=True, line_bonus=25, game_bonus=100, target=100, shutout_doubles=True,
        shutout_doubles_all=False, oklahoma=False, hollywood=False,
    ),
    "classic": dict(
        knock_limit=10, gin_bonus=20, big_gin=False, undercut_bonus=10, line_bonus=20,
        game_bonus=100, target=100, oklahoma=False, hollywood=False,
    ),
    "oklahoma": dict(
        oklahoma=True, oklahoma_ace_knock_one=False, oklahoma_spade_doubles=True, gin_bonus=25,
        big_gin=True, big_gin_bonus=31, undercut_bonus=25, line_bonus=25, game_bonus=100,
        target=150, hollywood=False,
    ),
    "straight": dict(
        knock_limit=0, oklahoma=False, gin_bonus=25, big_gin=True, big_gin_bonus=31,
        line_bonus=25, game_bonus=100, target=100, hollywood=False,
    ),
    "hollywood": dict(
        knock_limit=10, gin_bonus=25, big_gin=True, big_gin_bonus=31, undercut_bonus=25,
        line_bonus=25, game_bonus=100, target=100, hollywood=True, oklahoma=False,
    ),
    "benchmark": dict(
        knock_limit=10, gin_bonus=25, big_gin=False, undercut_bonus=25, line_bonus=0,
        game_bonus=0, target=100, shutout_doubles=False, oklahoma=False, hollywood=False,
    ),
}

# the settings docs/rules.md gives as defaults for every preset unless its row says otherwise
DEFAULTS: dict[str, Any] = dict(
    layoffs_allowed=True, runs_only=False, undercut_on_ties=True, may_discard_taken_card=False,
    next_dealer=NextDealer.ALTERNATE, fiftieth_card=False,
)


def test_every_preset_is_in_the_table() -> None:
    assert set(PRESETS) == set(TABLE)


@pytest.mark.parametrize("key", sorted(TABLE))
def test_preset_values_match_rules_md(key: str) -> None:
    preset = PRESETS[key]
    for name, value in {**DEFAULTS, **TABLE[key]}.items():
        assert getattr(preset, name) == value, f"{key}.{name}"
    assert RuleSet.preset(key) is preset


def test_standard_is_the_default() -> None:
    assert RuleSet() == PRESETS["standard"]
    assert RuleSet().name == "Standard"


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("Standard", "standard"),
        ("CLASSIC", "classic"),
        ("straight gin", "straight"),
        ("Straight-Gin", "straight"),
        (" Hollywood ", "hollywood"),
        ("benchmark", "benchmark"),
    ],
)
def test_preset_lookup_ignores_case_and_spaces(name: str, key: str) -> None:
    assert RuleSet.preset(name) is PRESETS[key]


def test_unknown_preset_is_named() -> None:
    with pytest.raises(RulesError, match="'Canasta'"):
        RuleSet.preset("Canasta")


def test_oklahoma_knock_limit_comes_from_the_upcard() -> None:
    oklahoma = RuleSet.preset("oklahoma")
    assert oklahoma.knock_limit_for(7, False) == 7
    assert oklahoma.knock_limit_for(10, False) == 10  # a court card counts 10
    assert oklahoma.knock_limit_for(1, True) == 0  # ace: gin only
    assert oklahoma.with_changes(oklahoma_ace_knock_one=True).knock_limit_for(1, True) == 1
    assert RuleSet().knock_limit_for(3, False) == 10  # other presets ignore the upcard
    assert RuleSet().knock_limit_for(1, True) == 10


def test_gin_only() -> None:
    assert RuleSet.preset("straight").is_gin_only
    assert not RuleSet().is_gin_only
    assert not RuleSet.preset("oklahoma").is_gin_only


def test_rule_sets_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        RuleSet().knock_limit = 5  # type: ignore[misc]


# --- checked settings -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "setting"),
    [
        ({"knock_limit": 11}, "knock_limit"),
        ({"knock_limit": -1}, "knock_limit"),
        ({"gin_bonus": -5}, "gin_bonus"),
        ({"big_gin_bonus": 1001}, "big_gin_bonus"),
        ({"undercut_bonus": -1}, "undercut_bonus"),
        ({"line_bonus": -1}, "line_bonus"),
        ({"game_bonus": -100}, "game_bonus"),
        ({"target": 0}, "target"),
        ({"target": 10_001}, "target"),
        ({"discard_draw_cap": 0}, "discard_draw_cap"),
        ({"name": "  "}, "name"),
        ({"name": "x" * 81}, "name"),
        # contradictions
        ({"shutout_doubles": False, "shutout_doubles_all": True}, "shutout_doubles_all"),
        ({"oklahoma": True, "knock_limit": 7}, "knock_limit"),
        ({"oklahoma": True, "knock_limit": 0}, "knock_limit"),
        # types
        ({"knock_limit": True}, "knock_limit"),
        ({"knock_limit": 7.5}, "knock_limit"),
        ({"target": "100"}, "target"),
        ({"big_gin": 1}, "big_gin"),
        ({"name": None}, "name"),
        ({"next_dealer": "winner"}, "next_dealer"),
    ],
)
def test_invalid_setting_raises_naming_it(changes: dict[str, Any], setting: str) -> None:
    with pytest.raises(RulesError, match=rf"\b{setting}\b"):
        RuleSet().with_changes(**changes)
    with pytest.raises(ValueError):  # RulesError is a ValueError
        RuleSet(**changes)


def test_edges_of_the_ranges_are_allowed() -> None:
    assert RuleSet(knock_limit=0).knock_limit == 0
    assert RuleSet(knock_limit=10, target=1, discard_draw_cap=1, gin_bonus=0).target == 1
    assert RuleSet(target=10_000, big_gin_bonus=1000).big_gin_bonus == 1000


def test_with_changes_refuses_unknown_settings() -> None:
    with pytest.raises(RulesError, match="jokers"):
        RuleSet().with_changes(jokers=True)


def test_with_changes_leaves_the_original() -> None:
    base = RuleSet()
    changed = base.with_changes(knock_limit=5, next_dealer=NextDealer.WINNER)
    assert (changed.knock_limit, changed.next_dealer) == (5, NextDealer.WINNER)
    assert (base.knock_limit, base.next_dealer) == (10, NextDealer.ALTERNATE)


# --- to_dict / from_dict --------------------------------------------------------------------------


@pytest.mark.parametrize("key", sorted(PRESETS))
def test_dict_round_trip(key: str) -> None:
    preset = PRESETS[key]
    data = preset.to_dict()
    assert json.loads(json.dumps(data)) == data  # JSON-ready
    assert RuleSet.from_dict(data) == preset
    assert RuleSet.from_dict(json.loads(json.dumps(data))) == preset


def test_dict_round_trip_of_every_non_default_setting() -> None:
    rules = RuleSet(
        name="House", knock_limit=7, gin_bonus=30, big_gin=False, big_gin_bonus=40,
        undercut_bonus=15, undercut_on_ties=False, line_bonus=10, game_bonus=50, target=250,
        shutout_doubles=True, shutout_doubles_all=True, layoffs_allowed=False, runs_only=True,
        may_discard_taken_card=True, next_dealer=NextDealer.WINNER, fiftieth_card=True,
        discard_draw_cap=12, hollywood=True,
    )
    data = rules.to_dict()
    assert data["next_dealer"] == "winner"
    assert set(data) == {f.name for f in dataclasses.fields(RuleSet)}
    assert RuleSet.from_dict(data) == rules


def test_from_dict_refuses_unknown_keys() -> None:
    data = RuleSet().to_dict()
    data["jokers"] = 2
    with pytest.raises(RulesError, match="jokers"):
        RuleSet.from_dict(data)


@pytest.mark.parametrize(
    ("change", "setting"),
    [
        ({"next_dealer": "loser"}, "next_dealer"),
        ({"next_dealer": ["winner"]}, "next_dealer"),
        ({"knock_limit": "10"}, "knock_limit"),
        ({"hollywood": "yes"}, "hollywood"),
        ({"target": None}, "target"),
    ],
)
def test_from_dict_refuses_bad_values(change: dict[str, Any], setting: str) -> None:
    with pytest.raises(RulesError, match=setting):
        RuleSet.from_dict({**RuleSet().to_dict(), **change})


def test_from_dict_refuses_a_huge_name_at_once_with_a_short_message() -> None:
    data = {**RuleSet().to_dict(), "name": "x" * 5_000_000}
    started = time.perf_counter()
    with pytest.raises(RulesError, match=r"name must be at most 80 characters") as refused:
        RuleSet.from_dict(data, complete=True)
    assert time.perf_counter() - started < 0.5 and len(str(refused.value)) < 120
    assert RuleSet(name="n" * MAX_NAME_LENGTH).name == "n" * 80


@pytest.mark.parametrize("data", [[], "standard", None, 7])
def test_from_dict_refuses_a_non_object(data: Any) -> None:
    with pytest.raises(RulesError):
        RuleSet.from_dict(data)
