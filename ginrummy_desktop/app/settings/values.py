"""The user's settings as one frozen value, :class:`Settings`, with its defaults and bounds.

A :class:`Settings` is checked when it is made: a value out of its bounds raises ``ValueError``
with a reason a player may read (translated), so a setting read from a file is always checked
again here, whatever its reader let through (``store.py``). The checks are a table, checked at
import against the fields, so a new field cannot go unchecked.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from dataclasses import dataclass, field, fields

from PySide6.QtCore import QCoreApplication

from ...engine import RuleSet
from ..shell.translation import SYSTEM_LANGUAGE, language_named
from .names import CARD_BACK_NAMES, DIFFICULTY_NAMES, SPEED_LABELS

__all__ = [
    "CARD_BACKS",
    "CARD_HEIGHT_RANGE",
    "CHECKS",
    "DEFAULT_TABLE_COLOUR",
    "FIELD_NAMES",
    "VOLUME_RANGE",
    "AnimationSpeed",
    "Settings",
]

CARD_HEIGHT_RANGE = (80, 300)
"""The smallest and largest card height in pixels: up to twice the default (150), for a player
who needs large cards; the table makes them smaller when the window cannot hold them
(``table/scene.py``, ``TableGeometry``)."""

VOLUME_RANGE = (0, 100)
"""The sound's volume setting: a loudness in percent (``sound.gain`` makes it a gain)."""

CARD_BACKS = ("blue", "red")
"""The card backs in ``assets/cards/backs/`` (file name without ``.svg``)."""

DEFAULT_TABLE_COLOUR = "#1d6b3a"
"""A rich felt green."""

_COLOUR_PATTERN = re.compile(r"#[0-9a-fA-F]{6}")


class AnimationSpeed(enum.Enum):
    """How fast cards move on the table. The value is a card move's duration in milliseconds."""

    OFF = 0
    FAST = 120
    NORMAL = 250

    @property
    def duration_ms(self) -> int:
        """The duration of one card move in milliseconds (0: cards jump into place)."""
        return int(self.value)

    @property
    def label(self) -> str:
        """The name shown to the user: "Off", "Fast", "Normal"."""
        return QCoreApplication.translate("Settings", SPEED_LABELS[self.name])


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the user can set. Checked when made: a bad value raises ``ValueError``."""

    difficulty: int = 3
    rules: RuleSet = field(default_factory=RuleSet)
    card_height: int = 150
    four_color: bool = False
    card_back: str = "blue"
    table_colour: str = DEFAULT_TABLE_COLOUR
    animation_speed: AnimationSpeed = AnimationSpeed.NORMAL
    allow_undo: bool = False
    """Ctrl+Z takes back a slip that reveals nothing (off by default: it is an assist)."""
    hints: bool = True
    """The Hint button and the panel's best-discard line."""
    teach: bool = False
    """Teach me: a note in the move log after a move clearly weaker than the best."""
    turn_cues: bool = True
    """The piles to draw from, or the hand to discard from, glow when it is the user's turn."""
    tips: bool = True
    """A one-line tip on the table in the first hands of a match (``presenter.TIP_HANDS``); on for a
    new player, switched off when their first match ends, on again from Settings."""
    high_contrast: bool = False
    """The high-contrast table (``table/painting.py``): a plain, almost black felt, black card
    edges, thick yellow selection and cues, white words, and the panel in black and white."""
    sound: bool = True
    """The table's sounds (``sound.py``); silent anyway where no audio output exists."""
    volume: int = 70
    """How loud the sounds are, 0 to 100 (:data:`VOLUME_RANGE`); never louder than the system."""
    language: str = SYSTEM_LANGUAGE
    """The language the game speaks: the code of one of ``shell.translation.LANGUAGES``
    ("de", "pt_BR"), or ``SYSTEM_LANGUAGE`` ("") to follow the system's languages."""

    def __post_init__(self) -> None:
        for name, check in CHECKS.items():
            problem = check(getattr(self, name))
            if problem:
                raise ValueError(f"setting {name}: {problem}")


def _check_difficulty(value: object) -> str:
    ok = isinstance(value, int) and not isinstance(value, bool) and value in DIFFICULTY_NAMES
    if ok:
        return ""
    return QCoreApplication.translate("Settings", "{value} is not a level from 1 to 5").format(
        value=repr(value))


def _check_rules(value: object) -> str:
    if isinstance(value, RuleSet):
        return ""
    return QCoreApplication.translate("Settings", "{value} is not a set of rules").format(
        value=repr(value))


def _check_card_height(value: object) -> str:
    low, high = CARD_HEIGHT_RANGE
    ok = isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
    if ok:
        return ""
    return QCoreApplication.translate(
        "Settings", "{value} is not a height from {low} to {high} pixels"
    ).format(value=repr(value), low=low, high=high)


def _check_volume(value: object) -> str:
    low, high = VOLUME_RANGE
    ok = isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
    if ok:
        return ""
    return QCoreApplication.translate(
        "Settings", "{value} is not a volume from {low} to {high}").format(
        value=repr(value), low=low, high=high)


def _check_bool(value: object) -> str:
    if isinstance(value, bool):
        return ""
    return QCoreApplication.translate("Settings", "{value} is not true or false").format(
        value=repr(value))


def _check_card_back(value: object) -> str:
    if value in CARD_BACKS:
        return ""
    return QCoreApplication.translate("Settings", "{value} is not one of {choices}").format(
        value=repr(value), choices=", ".join(CARD_BACKS))


def _check_colour(value: object) -> str:
    ok = isinstance(value, str) and _COLOUR_PATTERN.fullmatch(value) is not None
    if ok:
        return ""
    return QCoreApplication.translate("Settings", "{value} is not a colour written #RRGGBB"
                                      ).format(value=repr(value))


def _check_speed(value: object) -> str:
    if isinstance(value, AnimationSpeed):
        return ""
    return QCoreApplication.translate("Settings", "{value} is not an animation speed").format(
        value=repr(value))


def _check_language(value: object) -> str:
    if value == SYSTEM_LANGUAGE or (isinstance(value, str) and language_named(value)):
        return ""
    return QCoreApplication.translate("Settings", "{value} is not a language the game speaks"
                                      ).format(value=repr(value))


CHECKS: dict[str, Callable[[object], str]] = {
    "difficulty": _check_difficulty,
    "rules": _check_rules,
    "card_height": _check_card_height,
    "four_color": _check_bool,
    "card_back": _check_card_back,
    "table_colour": _check_colour,
    "animation_speed": _check_speed,
    "allow_undo": _check_bool,
    "hints": _check_bool,
    "teach": _check_bool,
    "turn_cues": _check_bool,
    "tips": _check_bool,
    "high_contrast": _check_bool,
    "sound": _check_bool,
    "volume": _check_volume,
    "language": _check_language,
}
"""Each field's check: the reason (translated) its value is refused, "" when it is usable. The
store checks a value read from the file with it before it makes the :class:`Settings`, so that
one bad value falls back alone."""

FIELD_NAMES = tuple(f.name for f in fields(Settings))
assert set(FIELD_NAMES) == set(CHECKS), "every Settings field needs a check"
assert set(CARD_BACK_NAMES) == set(CARD_BACKS), "every card back needs a name"
assert set(SPEED_LABELS) == {speed.name for speed in AnimationSpeed}, "and every speed"
