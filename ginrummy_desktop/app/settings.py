"""The user's settings: one frozen :class:`Settings` value behind one typed :class:`SettingsStore`.

QSettings hands back whatever the backend stored, and the backends disagree: an INI file (and the
Linux default) returns every value as a string (``"true"``, ``"150"``), a registry or plist
returns real booleans and numbers, a missing key returns nothing, and a hand-edited file may hold
anything (a value with a comma even comes back as a list). :meth:`SettingsStore.load` reads each
field with a typed getter that accepts every honest spelling, and when a value is unusable it
falls back to that field's default and records a warning (``store.warnings``) instead of failing.

The rules are stored as the name of the preset they start from plus a JSON object of only the
settings that differ from it, so a file stays readable and survives new rule settings.

Set the organisation and application names (:func:`apply_application_names`) before the first
``QSettings()``; the store itself always opens ``QSettings(ORGANIZATION, APPLICATION)``.

The file is checked before QSettings reads it (:func:`native_settings_files` where the settings
are an INI file, or the file given to :meth:`SettingsStore.in_file`): QSettings would wait for
ever on a named pipe, read a file of any size, and on the next save replace a file it could not
read. A file that is not a regular file, is larger than :data:`MAX_SETTINGS_BYTES` or cannot be
opened for reading is *moved aside* (``<name>.unreadable-<date>``, never deleted), so nothing is
lost and nothing overwrites it; the defaults are used and ``store.file_note`` tells the player
once. Should it not even be movable, the store keeps it untouched and works on a file of its
own in the temporary folder for this session. Every stored text is bounded too
(:data:`MAX_SETTING_TEXT` characters), and the rules' name by the engine.
"""

from __future__ import annotations

import enum
import json
import logging
import re
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QSettings,
    QStandardPaths,
)
from PySide6.QtWidgets import QWidget

from ..engine import PRESETS, RulesError, RuleSet
from ..marks import QT_TRANSLATE_NOOP
from .match.deals import MAX_PHRASE, random_phrase
from .shell.files import NotARegularFileError, check_regular_file, move_aside, read_limited
from .words.excerpts import clipped, excerpt
from .words.rules import rules_name

__all__ = [
    "APPLICATION",
    "CARD_BACKS",
    "CARD_HEIGHT_RANGE",
    "DEFAULT_TABLE_COLOUR",
    "DIFFICULTY_DESCRIPTIONS",
    "DIFFICULTY_NAMES",
    "MAX_SETTINGS_BYTES",
    "MAX_SETTING_TEXT",
    "ORGANIZATION",
    "VOLUME_RANGE",
    "AnimationSpeed",
    "Settings",
    "SettingsStore",
    "apply_application_names",
    "difficulty_name",
    "native_settings_files",
]

_log = logging.getLogger(__name__)

ORGANIZATION = "GinRummyDesktop"
APPLICATION = "Gin Rummy"

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

CARD_HEIGHT_RANGE = (80, 300)
VOLUME_RANGE = (0, 100)
"""The sound's volume setting: a loudness in percent (``sound.gain`` makes it a gain)."""
"""The smallest and largest card height in pixels: up to twice the default (150), for a player
who needs large cards; the table makes them smaller when the window cannot hold them
(``table/scene.py``, ``TableGeometry``)."""

CARD_BACKS = ("blue", "red")
"""The card backs in ``assets/cards/backs/`` (file name without ``.svg``)."""

DEFAULT_TABLE_COLOUR = "#1d6b3a"
"""A rich felt green."""

_COLOUR_PATTERN = re.compile(r"#[0-9a-fA-F]{6}")

MAX_SETTINGS_BYTES = 256 * 1024
"""A real settings file is a few kilobytes, window places included; a larger one is not ours."""
MAX_SETTING_TEXT = 4096
"""The longest stored text read (the rule changes are a few hundred characters at most)."""


def apply_application_names() -> None:
    """Set the organisation and application names (do this before the first ``QSettings()``)."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)


def difficulty_name(level: int) -> str:
    """The name of a difficulty level, e.g. ``difficulty_name(3) == "Medium"``."""
    return QCoreApplication.translate("Settings", DIFFICULTY_NAMES[level])


def difficulty_description(level: int) -> str:
    """One sentence on how a difficulty level plays."""
    return QCoreApplication.translate("Settings", DIFFICULTY_DESCRIPTIONS[level])


CARD_BACK_NAMES: dict[str, str] = {
    "blue": QT_TRANSLATE_NOOP("Settings", "Blue"),
    "red": QT_TRANSLATE_NOOP("Settings", "Red"),
}
"""The card backs' names (English; translated where shown)."""


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
        return QCoreApplication.translate("Settings", _SPEED_LABELS[self.name])


_SPEED_LABELS = {
    "OFF": QT_TRANSLATE_NOOP("Settings", "Off"),
    "FAST": QT_TRANSLATE_NOOP("Settings", "Fast"),
    "NORMAL": QT_TRANSLATE_NOOP("Settings", "Normal"),
}


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

    def __post_init__(self) -> None:
        for name, check in _CHECKS.items():
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


_CHECKS: dict[str, Callable[[object], str]] = {
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
}

# --- storage keys ----------------------------------------------------------------------------

_KEYS: dict[str, str] = {
    "difficulty": "game/difficulty",
    "card_height": "appearance/card_height",
    "four_color": "appearance/four_color",
    "card_back": "appearance/card_back",
    "table_colour": "appearance/table_colour",
    "animation_speed": "appearance/animation_speed",
    "allow_undo": "game/allow_undo",
    "hints": "game/hints",
    "teach": "game/teach",
    "turn_cues": "appearance/turn_cues",
    "tips": "game/tips",
    "high_contrast": "appearance/high_contrast",
    "sound": "sound/on",
    "volume": "sound/volume",
}
_PHRASE_KEY = "fairness/phrase"
_PRESET_KEY = "rules/preset"
_CHANGES_KEY = "rules/changes"
_GEOMETRY_GROUP = "geometry"

_TRUE_WORDS = frozenset({"true", "1", "yes", "on"})
_FALSE_WORDS = frozenset({"false", "0", "no", "off"})


class _BadValueError(ValueError):
    """A stored value that cannot be read as the field's type (the message says why)."""


def _as_text(raw: object, limit: int = MAX_SETTING_TEXT) -> str:
    """A stored string of at most ``limit`` characters. A list is a string with commas that an
    INI file split apart."""
    if isinstance(raw, list) and all(isinstance(item, str) for item in raw):
        raw = ", ".join(raw[: limit + 1])
    if not isinstance(raw, str):
        raise _BadValueError(QCoreApplication.translate("Settings", "{value} is not text")
                             .format(value=excerpt(raw)))
    if len(raw) > limit:
        raise _BadValueError(QCoreApplication.translate(
            "Settings", "{value} is longer than any such setting").format(value=excerpt(raw)))
    return raw


def _not_a_number(raw: object) -> str:
    return QCoreApplication.translate("Settings", "{value} is not a whole number").format(
        value=excerpt(raw))


def _as_int(raw: object) -> int:
    if isinstance(raw, bool):
        raise _BadValueError(_not_a_number(raw))
    if isinstance(raw, int):
        return raw
    if isinstance(raw, float) and raw.is_integer():
        return int(raw)
    try:
        return int(_as_text(raw).strip())
    except ValueError:
        raise _BadValueError(_not_a_number(raw)) from None


def _as_bool(raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int) and raw in (0, 1):
        return bool(raw)
    word = _as_text(raw).strip().lower() if isinstance(raw, str | list) else None
    if word in _TRUE_WORDS:
        return True
    if word in _FALSE_WORDS:
        return False
    raise _BadValueError(QCoreApplication.translate("Settings", "{value} is not true or false")
                         .format(value=excerpt(raw)))


def _as_speed(raw: object) -> AnimationSpeed:
    word = _as_text(raw).strip().upper()
    try:
        return AnimationSpeed[word]
    except KeyError:
        raise _BadValueError(QCoreApplication.translate(
            "Settings", "{value} is not one of off, fast, normal").format(value=excerpt(raw))
        ) from None


def _as_word(raw: object) -> str:
    """Text compared without case or surrounding spaces (a card back, a colour)."""
    return _as_text(raw).strip().lower()


_READERS: dict[str, Callable[[object], object]] = {
    "difficulty": _as_int,
    "card_height": _as_int,
    "four_color": _as_bool,
    "card_back": _as_word,
    "table_colour": _as_word,
    "animation_speed": _as_speed,
    "allow_undo": _as_bool,
    "hints": _as_bool,
    "teach": _as_bool,
    "turn_cues": _as_bool,
    "tips": _as_bool,
    "high_contrast": _as_bool,
    "sound": _as_bool,
    "volume": _as_int,
}


def _stored_form(value: object) -> object:
    """What is written to QSettings for one plain field."""
    if isinstance(value, AnimationSpeed):
        return value.name.lower()
    return value


# --- rules -----------------------------------------------------------------------------------


def _preset_key_of(rules: RuleSet) -> str:
    """The preset ``rules`` start from: the one named like them, else the closest one."""
    for key, preset in PRESETS.items():
        if preset.name == rules.name:
            return key
    return min(PRESETS, key=lambda key: len(_differences(PRESETS[key], rules)))


def _differences(base: RuleSet, rules: RuleSet) -> dict[str, Any]:
    """The settings of ``rules`` (JSON-ready) that differ from ``base``."""
    mine, theirs = rules.to_dict(), base.to_dict()
    return {name: value for name, value in mine.items() if theirs[name] != value}


def _rules_from(preset: RuleSet, changes_json: str) -> RuleSet:
    """``preset`` with the stored changes applied; RulesError or ValueError when unusable."""
    changes = json.loads(changes_json) if changes_json.strip() else {}
    if not isinstance(changes, dict):
        raise RulesError("the stored rule changes are not an object of settings")
    return RuleSet.from_dict({**preset.to_dict(), **changes})


def native_settings_files() -> tuple[Path, ...]:
    """The files ``QSettings(ORGANIZATION, APPLICATION)`` reads where the settings are an INI
    file (Linux and the other Unix systems): the program's own, then the organisation's, in
    Qt's user configuration folder. None on Windows (the registry) and macOS (a property list
    the system reads)."""
    if sys.platform in ("win32", "darwin"):
        return ()
    folder = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.GenericConfigLocation))
    return (folder / ORGANIZATION / f"{APPLICATION}.conf", folder / f"{ORGANIZATION}.conf")


def _settings_file_problem(path: Path) -> str:
    """Why QSettings must not read the file at ``path`` ("" when it may, or there is none)."""
    try:
        status = check_regular_file(path)
        if status.st_size > MAX_SETTINGS_BYTES:
            return QCoreApplication.translate(
                "SettingsStore", "it is {size} bytes, far more than any settings file"
            ).format(size=f"{status.st_size:,}")
        read_limited(path, 0)  # opening it for reading is the only sure test
    except FileNotFoundError:
        return ""
    except NotARegularFileError as error:
        return str(error)
    except OSError as error:
        return error.strerror or type(error).__name__
    return ""


def _checked_settings_file(path: Path) -> tuple[bool, str]:
    """Check the settings file at ``path`` before QSettings reads it; a file it must not read
    is moved aside. Whether QSettings may use ``path`` now, and the note for the player ("" when
    all was well). A file that cannot be moved aside is left untouched (False)."""
    problem = _settings_file_problem(path)
    if not problem:
        return True, ""
    kept = move_aside(path)
    _log.warning("the settings file %s cannot be used (%s); kept as %s", path, problem, kept)
    if kept is None:
        return False, QCoreApplication.translate(
            "SettingsStore",
            "Your settings could not be read ({problem}); the defaults are used for this "
            "session, and the settings file is left as it was.",
        ).format(problem=problem)
    return True, QCoreApplication.translate(
        "SettingsStore",
        "Your settings could not be read ({problem}); the defaults are used. The file was kept "
        "as “{kept}”.",
    ).format(problem=problem, kept=kept.name)


def _session_settings() -> QSettings:
    """Settings for this session only, in a file of their own in the temporary folder: what
    the store uses when the player's settings file can neither be read nor moved aside."""
    folder = Path(tempfile.mkdtemp(prefix="ginrummy-settings-"))
    return QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)


def _native_settings() -> tuple[QSettings, str]:
    """``QSettings(ORGANIZATION, APPLICATION)`` once its files are checked, and the note."""
    notes = [_checked_settings_file(path) for path in native_settings_files()]
    note = next((text for _usable, text in notes if text), "")
    if not all(usable for usable, _text in notes):
        return _session_settings(), note
    return QSettings(ORGANIZATION, APPLICATION), note


class SettingsStore:
    """Reads and writes :class:`Settings` (and window geometry) through one ``QSettings``.

    ``warnings`` lists what the last :meth:`load` could not read and replaced by a default;
    ``file_note`` says, for the player, that the settings file itself could not be used (see
    the module docstring). A store made on a ``QSettings`` given to it checks nothing: its
    maker chose the file.
    """

    def __init__(self, qsettings: QSettings | None = None, file_note: str = "") -> None:
        if qsettings is None:
            qsettings, file_note = _native_settings()
        self._qsettings = qsettings
        self._file_note = file_note
        self._warnings: list[str] = []

    @classmethod
    def in_file(cls, path: Path) -> SettingsStore:
        """A store on the INI file at ``path``, checked before it is read (see the module)."""
        usable, note = _checked_settings_file(path)
        if not usable:
            return cls(_session_settings(), note)
        return cls(QSettings(str(path), QSettings.Format.IniFormat), note)

    @property
    def file_note(self) -> str:
        """For the player: why the settings file could not be used and where it was kept
        ("" when it was fine)."""
        return self._file_note

    @property
    def qsettings(self) -> QSettings:
        """The underlying QSettings (for keys of other parts of the app)."""
        return self._qsettings

    @property
    def warnings(self) -> tuple[str, ...]:
        """Human-readable problems met by the last :meth:`load` (empty when all was well)."""
        return tuple(self._warnings)

    # --- settings -----------------------------------------------------------------------

    def load(self) -> Settings:
        """The stored settings; a missing value is its default, a bad one too (with a warning)."""
        self._warnings = []
        default = Settings()
        return Settings(
            difficulty=self._load_field("difficulty", default.difficulty),
            rules=self._load_rules(),
            card_height=self._load_field("card_height", default.card_height),
            four_color=self._load_field("four_color", default.four_color),
            card_back=self._load_field("card_back", default.card_back),
            table_colour=self._load_field("table_colour", default.table_colour),
            animation_speed=self._load_field("animation_speed", default.animation_speed),
            allow_undo=self._load_field("allow_undo", default.allow_undo),
            hints=self._load_field("hints", default.hints),
            teach=self._load_field("teach", default.teach),
            turn_cues=self._load_field("turn_cues", default.turn_cues),
            tips=self._load_field("tips", default.tips),
            high_contrast=self._load_field("high_contrast", default.high_contrast),
            sound=self._load_field("sound", default.sound),
            volume=self._load_field("volume", default.volume),
        )

    def save(self, settings: Settings) -> bool:
        """Write every setting (the rules as preset plus changes) and flush to storage; False
        when the storage reports that writing failed (a read-only or full disk)."""
        for name, key in _KEYS.items():
            self._qsettings.setValue(key, _stored_form(getattr(settings, name)))
        preset_key = _preset_key_of(settings.rules)
        changes = _differences(PRESETS[preset_key], settings.rules)
        self._qsettings.setValue(_PRESET_KEY, preset_key)
        self._qsettings.setValue(_CHANGES_KEY, json.dumps(changes, sort_keys=True))
        return self._sync()

    def _sync(self) -> bool:
        self._qsettings.sync()
        status = self._qsettings.status()
        if status is QSettings.Status.NoError:
            return True
        _log.error("the settings could not be written to %s (%s)",
                   self._qsettings.fileName(), status.name)
        return False

    def _load_field[T](self, name: str, default: T) -> T:
        """One plain field: the stored value if it reads and checks, else ``default``."""
        key = _KEYS[name]
        if not self._qsettings.contains(key):
            return default
        try:
            raw = self._value(key)
            value = _READERS[name](raw)
        except _BadValueError as problem:
            return self._fallback(key, str(problem), default)
        problem_text = _CHECKS[name](value)
        if problem_text or not isinstance(value, type(default)):
            problem_text = problem_text[:160] or QCoreApplication.translate(
                "Settings", "{value} is unusable").format(value=excerpt(raw))
            return self._fallback(key, problem_text, default)
        return value

    def _load_rules(self) -> RuleSet:
        preset = self._load_preset()
        if not self._qsettings.contains(_CHANGES_KEY):
            return preset
        try:
            return _rules_from(preset, _as_text(self._value(_CHANGES_KEY)))
        except RecursionError:
            problem = QCoreApplication.translate(
                "Settings", "the stored rule changes are nested too deeply")
        except (ValueError, TypeError) as error:  # RulesError and JSONDecodeError included
            problem = clipped(str(error), 160)
        self._warn(_CHANGES_KEY, QCoreApplication.translate(
            "Settings", "{problem}; using the {preset} rules unchanged"
        ).format(problem=problem, preset=rules_name(preset)))
        return preset

    def _load_preset(self) -> RuleSet:
        if not self._qsettings.contains(_PRESET_KEY):
            return RuleSet()
        try:
            raw = self._value(_PRESET_KEY)
            return RuleSet.preset(_as_text(raw))
        except _BadValueError as problem:
            return self._fallback(_PRESET_KEY, str(problem), RuleSet())
        except RulesError:
            return self._fallback(_PRESET_KEY, QCoreApplication.translate(
                "Settings", "{value} is not a rules preset").format(value=excerpt(raw)), RuleSet())

    def _value(self, key: str) -> object:
        """The stored value of ``key``. QSettings itself raises on some hand-edited values
        (a ``@Variant(...)`` holding a Python object it will not rebuild): _BadValueError."""
        try:
            return self._qsettings.value(key)
        except Exception as error:  # RuntimeError from PySide; nothing else is expected
            raise _BadValueError(QCoreApplication.translate(
                "Settings", "the stored value cannot be read ({error})"
            ).format(error=type(error).__name__)) from error

    def _fallback[T](self, key: str, problem: str, default: T) -> T:
        self._warn(key, QCoreApplication.translate("Settings", "{problem}; using {default}")
                   .format(problem=problem, default=_shown(default)))
        return default

    def _warn(self, key: str, message: str) -> None:
        self._warnings.append(f"{key}: {message}")

    # --- the player's phrase for the deal ---------------------------------------------------

    def phrase(self) -> str:
        """The player's phrase that is mixed into every deal (``deals.py``). The first time,
        or when the stored one is unreadable, a random one is made and stored."""
        if self._qsettings.contains(_PHRASE_KEY):
            try:
                stored = _as_text(self._value(_PHRASE_KEY), MAX_SETTINGS_BYTES)
            except _BadValueError:
                stored = ""
            if stored.strip():
                return stored[:MAX_PHRASE]
        fresh = random_phrase()
        self.set_phrase(fresh)
        return fresh

    def set_phrase(self, phrase: str) -> bool:
        """Store a new phrase (used from the next deal on); False if it could not be written."""
        text = phrase.strip()[:MAX_PHRASE]
        if not text:
            raise ValueError("a phrase needs at least one character")
        self._qsettings.setValue(_PHRASE_KEY, text)
        return self._sync()

    # --- window geometry ----------------------------------------------------------------

    def save_geometry(self, window: QWidget) -> None:
        """Remember ``window``'s size and place (keyed by its objectName, else its class)."""
        self._qsettings.setValue(_geometry_key(window), window.saveGeometry())
        self._qsettings.sync()

    def restore_geometry(self, window: QWidget) -> bool:
        """Put ``window`` back where it was; False (and nothing changed, no warning for the
        player: the log says it) when nothing usable was stored."""
        key = _geometry_key(window)
        if not self._qsettings.contains(key):
            return False
        try:
            raw = self._value(key)
        except _BadValueError:
            raw = None
        if isinstance(raw, QByteArray) and window.restoreGeometry(raw):
            return True
        # the screen changed, or the value was edited: the window keeps the size that fits the
        # screen it opens on, quietly (the log says why; the player is not bothered)
        _log.info("%s: the stored window geometry is unusable; using the default placement",
                  key)
        return False


def _geometry_key(window: QWidget) -> str:
    return f"{_GEOMETRY_GROUP}/{window.objectName() or type(window).__name__}"


def _shown(value: object) -> str:
    """A default as a warning shows it."""
    if isinstance(value, RuleSet):
        return QCoreApplication.translate("Settings", "the {name} rules").format(
            name=rules_name(value))
    if isinstance(value, AnimationSpeed):
        return value.name.lower()
    return repr(value)


_FIELD_NAMES = tuple(f.name for f in fields(Settings))
assert set(_FIELD_NAMES) == set(_CHECKS), "every Settings field needs a check"
assert set(_FIELD_NAMES) - {"rules"} == set(_READERS) == set(_KEYS), "and a reader and a key"
