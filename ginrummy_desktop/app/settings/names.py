"""The names a player reads for the settings' choices: the computer's levels, the card backs and
the animation speeds.

Each table holds English text marked for translation (``QT_TRANSLATE_NOOP``, context
``"Settings"``); it is translated where it is shown (:func:`difficulty_name`,
:func:`difficulty_description`, ``AnimationSpeed.label``), so a table made at import stays
right when the language changes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...marks import QT_TRANSLATE_NOOP

__all__ = [
    "CARD_BACK_NAMES",
    "DIFFICULTY_DESCRIPTIONS",
    "DIFFICULTY_NAMES",
    "SPEED_LABELS",
    "difficulty_description",
    "difficulty_name",
]

DIFFICULTY_NAMES: dict[int, str] = {
    1: QT_TRANSLATE_NOOP("Settings", "Beginner"),
    2: QT_TRANSLATE_NOOP("Settings", "Easy"),
    3: QT_TRANSLATE_NOOP("Settings", "Medium"),
    4: QT_TRANSLATE_NOOP("Settings", "Hard"),
    5: QT_TRANSLATE_NOOP("Settings", "Expert"),
}
"""The computer's levels by number (the AI's ``Level`` enum uses the same numbers), in English
(marked for translation: :func:`difficulty_name` and :func:`difficulty_description` translate)."""

DIFFICULTY_DESCRIPTIONS: dict[int, str] = {
    1: QT_TRANSLATE_NOOP(
        "Settings", "Melds greedily, knocks late and sometimes misses a useful upcard."),
    2: QT_TRANSLATE_NOOP(
        "Settings",
        "Takes an upcard only to make a meld, keeps its deadwood low and knocks at once."),
    3: QT_TRANSLATE_NOOP(
        "Settings",
        "Also discards safely, tracks dead cards and times its knock against undercuts."),
    4: QT_TRANSLATE_NOOP(
        "Settings",
        "Also reads your hand from your picks and weighs each draw by the melds it could make."),
    5: QT_TRANSLATE_NOOP(
        "Settings",
        "Looks ahead through possible deals before each move: the strongest and slowest."),
}

CARD_BACK_NAMES: dict[str, str] = {
    "blue": QT_TRANSLATE_NOOP("Settings", "Blue"),
    "red": QT_TRANSLATE_NOOP("Settings", "Red"),
}
"""The card backs' names (English; translated where shown), by the file name of the back."""

SPEED_LABELS: dict[str, str] = {
    "OFF": QT_TRANSLATE_NOOP("Settings", "Off"),
    "FAST": QT_TRANSLATE_NOOP("Settings", "Fast"),
    "NORMAL": QT_TRANSLATE_NOOP("Settings", "Normal"),
}
"""The animation speeds' names by the member name of ``AnimationSpeed`` (``values.py``)."""


def difficulty_name(level: int) -> str:
    """The name of a difficulty level, e.g. ``difficulty_name(3) == "Medium"``."""
    return QCoreApplication.translate("Settings", DIFFICULTY_NAMES[level])


def difficulty_description(level: int) -> str:
    """One sentence on how a difficulty level plays."""
    return QCoreApplication.translate("Settings", DIFFICULTY_DESCRIPTIONS[level])


assert set(DIFFICULTY_DESCRIPTIONS) == set(DIFFICULTY_NAMES), "every level needs a description"
