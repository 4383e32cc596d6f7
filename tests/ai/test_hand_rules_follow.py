"""The AI's flattened copy of a hand's rules follows every rule setting that changes how a hand
is played, and the import-time check says so when a new one is left out."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ai import simulation
from ginrummy_desktop.engine import Editor, RuleInfo, rule_settings


def test_the_copy_follows_exactly_the_settings_of_a_hand() -> None:
    in_hand = {name for name, info in rule_settings() if info.in_hand}
    assert in_hand == simulation.HandRules.FOLLOWS
    assert "target" not in in_hand and "discard_draw_cap" in in_hand


def test_a_new_rule_of_the_hand_left_out_of_the_copy_fails_the_import_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    new = ("jokers_wild", RuleInfo("Jokers wild", Editor.SWITCH, in_hand=True))
    monkeypatch.setattr(simulation, "rule_settings", lambda: (*rule_settings(), new))
    with pytest.raises(ImportError, match="jokers_wild"):
        simulation._check_hand_rules_follow_the_engine()


def test_a_scoring_only_rule_needs_no_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    new = ("double_game_bonus", RuleInfo("Double game bonus", Editor.SWITCH, in_hand=False))
    monkeypatch.setattr(simulation, "rule_settings", lambda: (*rule_settings(), new))
    simulation._check_hand_rules_follow_the_engine()
