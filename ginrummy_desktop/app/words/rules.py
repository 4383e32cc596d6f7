"""The name of a set of rules as a player is shown it, and what the player is told when a match
is played under other rules or another level than the settings'."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from ...engine import PRESET_TITLES, PRESETS, RuleSet

__all__ = ["deal_again_text", "rules_name", "rules_with_target", "settings_again_text"]


def rules_name(rules: RuleSet) -> str:
    """A preset's title when it has one ("Research (EAAI)" for the Benchmark preset, whose
    name stays "Benchmark" in saves and exports), else the name translated (a player's own name
    has no translation and is shown as it is)."""
    for key, title in PRESET_TITLES.items():
        if PRESETS[key].name == rules.name:
            return QCoreApplication.translate("Rules", title)
    return QCoreApplication.translate("Rules", rules.name)


def rules_with_target(rules: RuleSet) -> str:
    """The rules' name and the score the game is played to: "Standard, game to 50" (two rule
    sets of one name often differ only there)."""
    return QCoreApplication.translate("RulesWords", "{name}, game to {target}").format(
        name=rules_name(rules), target=QLocale().toString(rules.target))


def deal_again_text(rules: RuleSet, level: str, other_than_settings: bool) -> str:
    """The note when a deal is played again: under the rules it was dealt under (they decide
    what its cards are worth), against ``level`` (a level's name); when those are not the
    settings', that New game goes back to them."""
    text = QCoreApplication.translate(
        "RulesWords",
        "This deal is played again under the rules it was dealt under ({rules}), against "
        "{level}.").format(rules=rules_with_target(rules), level=level)
    if other_than_settings:
        text += " " + QCoreApplication.translate(
            "RulesWords", "New game goes back to your settings.")
    return text


def settings_again_text(rules: RuleSet, level: str) -> str:
    """The note when New game leaves a match played under other rules or another level (a
    deal played again, a resumed match) for the settings' own."""
    return QCoreApplication.translate(
        "RulesWords", "The new game is played under your settings: {rules}, against {level}."
    ).format(rules=rules_with_target(rules), level=level)
