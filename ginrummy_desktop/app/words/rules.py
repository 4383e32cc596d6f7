"""The name of a set of rules as a player is shown it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import PRESET_TITLES, PRESETS, RuleSet

__all__ = ["rules_name"]


def rules_name(rules: RuleSet) -> str:
    """A preset's title when it has one ("Research (EAAI)" for the Benchmark preset, whose
    name stays "Benchmark" in saves and exports), else the name translated (a player's own name
    has no translation and is shown as it is)."""
    for key, title in PRESET_TITLES.items():
        if PRESETS[key].name == rules.name:
            return QCoreApplication.translate("Rules", title)
    return QCoreApplication.translate("Rules", rules.name)
