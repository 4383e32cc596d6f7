"""The typed store: reads and writes one :class:`~.values.Settings` through one ``QSettings``.

QSettings hands back whatever the backend stored, and the backends disagree: an INI file (and the
Linux default) returns every value as a string (``"true"``, ``"150"``), a registry or plist
returns real booleans and numbers, a missing key returns nothing, and a hand-edited file may hold
anything (a value with a comma even comes back as a list). :meth:`SettingsStore.load` reads each
field with a typed getter that accepts every honest spelling, and when a value is unusable it
falls back to that field's default and records a warning (``store.warnings``) instead of failing.

The rules are stored as the name of the preset they start from plus a JSON object of only the
settings that differ from it, so a file stays readable and survives new rule settings.

Every stored text is bounded where it is read (:data:`MAX_SETTING_TEXT` characters; the rules'
name by the engine) and must be valid text (``words/excerpts.py``, ``is_valid_text``): a rule
change such as ``{"name": "Std\\ud800"}`` would give a name no label can show. The file itself
is checked before QSettings reads it (``file.py``).

Beside the settings the store keeps the folder each kind of file dialog was last left in
(:class:`FileKind`, :meth:`SettingsStore.last_folder`), so that the next export or open starts
there, also after a restart.
"""

from __future__ import annotations

import enum
import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QFileInfo, QSettings

from ...engine import PRESETS, RulesError, RuleSet
from ..match.deals import MAX_PHRASE, random_phrase
from ..shell.translation import LANGUAGES, SYSTEM_LANGUAGE
from ..words.excerpts import clipped, excerpt, is_valid_text
from ..words.rules import rules_name
from .file import MAX_SETTINGS_BYTES, native_settings, settings_in_file
from .values import CHECKS, FIELD_NAMES, AnimationSpeed, Settings

__all__ = ["MAX_SETTING_TEXT", "FileKind", "SettingsStore"]

_log = logging.getLogger(__name__)

MAX_SETTING_TEXT = 4096
"""The longest stored text read (the rule changes are a few hundred characters at most)."""

MAX_LANGUAGE_TEXT = 32
"""The longest stored language read: a code is a few letters ("pt_BR")."""

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
    "language": "interface/language",
}
_PHRASE_KEY = "fairness/phrase"
_FOLDERS_GROUP = "folders"
_PRESET_KEY = "rules/preset"
_CHANGES_KEY = "rules/changes"

_TRUE_WORDS = frozenset({"true", "1", "yes", "on"})
_FALSE_WORDS = frozenset({"false", "0", "no", "off"})


class FileKind(enum.Enum):
    """The kinds of file the program asks the player for, each remembering its own folder
    (matches are exported to one place and opened from another)."""

    EXPORT = "export"
    OPEN = "open"


class BadValueError(ValueError):
    """A stored value that cannot be read as the field's type (the message says why)."""


def _as_text(raw: object, limit: int = MAX_SETTING_TEXT) -> str:
    """A stored string of at most ``limit`` characters, and valid text. A list is a string with
    commas that an INI file split apart."""
    if isinstance(raw, list) and all(isinstance(item, str) for item in raw):
        raw = ", ".join(raw[: limit + 1])
    if not isinstance(raw, str):
        raise BadValueError(QCoreApplication.translate("Settings", "{value} is not text")
                            .format(value=excerpt(raw)))
    if len(raw) > limit:
        raise BadValueError(QCoreApplication.translate(
            "Settings", "{value} is longer than any such setting").format(value=excerpt(raw)))
    if not is_valid_text(raw):
        raise BadValueError(_not_valid_text())
    return raw


def _not_valid_text() -> str:
    return QCoreApplication.translate(
        "Settings", "the stored text holds characters that are not valid text")


def _not_a_number(raw: object) -> str:
    return QCoreApplication.translate("Settings", "{value} is not a whole number").format(
        value=excerpt(raw))


def _as_int(raw: object) -> int:
    if isinstance(raw, bool):
        raise BadValueError(_not_a_number(raw))
    if isinstance(raw, int):
        return raw
    if isinstance(raw, float) and raw.is_integer():
        return int(raw)
    try:
        return int(_as_text(raw).strip())
    except ValueError:
        raise BadValueError(_not_a_number(raw)) from None


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
    raise BadValueError(QCoreApplication.translate("Settings", "{value} is not true or false")
                        .format(value=excerpt(raw)))


def _as_speed(raw: object) -> AnimationSpeed:
    word = _as_text(raw).strip().upper()
    try:
        return AnimationSpeed[word]
    except KeyError:
        raise BadValueError(QCoreApplication.translate(
            "Settings", "{value} is not one of off, fast, normal").format(value=excerpt(raw))
        ) from None


def _as_word(raw: object) -> str:
    """Text compared without case or surrounding spaces (a card back, a colour)."""
    return _as_text(raw).strip().lower()


def _as_language(raw: object) -> str:
    """A language's code as the game writes it ("pt_BR") when the stored text names one the
    way a person may write it ("pt-BR", "PT_br", " de "); any other text as it is, for the
    check to refuse. An empty text is :data:`SYSTEM_LANGUAGE`."""
    text = _as_text(raw, MAX_LANGUAGE_TEXT).strip()
    wanted = text.replace("-", "_").lower()
    return next((language.code for language in LANGUAGES if language.code.lower() == wanted),
                text)


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
    "language": _as_language,
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
    """``preset`` with the stored changes applied; RulesError or ValueError when unusable (a
    JSON escape can make text that is not valid text, so the decoded changes are checked)."""
    changes = json.loads(changes_json) if changes_json.strip() else {}
    if not isinstance(changes, dict):
        raise RulesError("the stored rule changes are not an object of settings")
    if not is_valid_text(changes):
        raise RulesError(_not_valid_text())
    return RuleSet.from_dict({**preset.to_dict(), **changes})


def _shown(value: object, key: str = "") -> str:
    """A default as a warning shows it; the language's, "", is the system's language."""
    if key == _KEYS["language"] and value == SYSTEM_LANGUAGE:
        return QCoreApplication.translate("Settings", "the system's language")
    if isinstance(value, RuleSet):
        return QCoreApplication.translate("Settings", "the {name} rules").format(
            name=rules_name(value))
    if isinstance(value, AnimationSpeed):
        return value.name.lower()
    return repr(value)


class SettingsStore:
    """Reads and writes :class:`Settings` through one ``QSettings`` (window places too:
    ``geometry.py``).

    ``warnings`` lists what the last :meth:`load` could not read and replaced by a default;
    ``file_note`` says, for the player, that the settings file itself could not be used
    (``file.py``). A store made on a ``QSettings`` given to it checks nothing: its maker chose
    the file.
    """

    def __init__(self, qsettings: QSettings | None = None, file_note: str = "") -> None:
        if qsettings is None:
            qsettings, file_note = native_settings()
        self._qsettings = qsettings
        self._file_note = file_note
        self._warnings: list[str] = []

    @classmethod
    def in_file(cls, path: Path) -> SettingsStore:
        """A store on the INI file at ``path``, checked before it is read (``file.py``)."""
        return cls(*settings_in_file(path))

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
            language=self._load_field("language", default.language),
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
            raw = self.value(key)
            value = _READERS[name](raw)
        except BadValueError as problem:
            return self._fallback(key, str(problem), default)
        problem_text = CHECKS[name](value)
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
            return _rules_from(preset, _as_text(self.value(_CHANGES_KEY)))
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
            raw = self.value(_PRESET_KEY)
            return RuleSet.preset(_as_text(raw))
        except BadValueError as problem:
            return self._fallback(_PRESET_KEY, str(problem), RuleSet())
        except RulesError:
            return self._fallback(_PRESET_KEY, QCoreApplication.translate(
                "Settings", "{value} is not a rules preset").format(value=excerpt(raw)), RuleSet())

    def value(self, key: str) -> object:
        """The stored value of ``key``. QSettings itself raises on some hand-edited values
        (a ``@Variant(...)`` holding a Python object it will not rebuild): BadValueError."""
        try:
            return self._qsettings.value(key)
        except Exception as error:  # RuntimeError from PySide; nothing else is expected
            raise BadValueError(QCoreApplication.translate(
                "Settings", "the stored value cannot be read ({error})"
            ).format(error=type(error).__name__)) from error

    def _fallback[T](self, key: str, problem: str, default: T) -> T:
        self._warn(key, QCoreApplication.translate("Settings", "{problem}; using {default}")
                   .format(problem=problem, default=_shown(default, key)))
        return default

    def _warn(self, key: str, message: str) -> None:
        self._warnings.append(f"{key}: {message}")

    # --- the player's phrase for the deal ---------------------------------------------------

    def phrase(self) -> str:
        """The player's phrase that is mixed into every deal (``deals.py``). The first time,
        or when the stored one is unreadable, a random one is made and stored."""
        if self._qsettings.contains(_PHRASE_KEY):
            try:
                stored = _as_text(self.value(_PHRASE_KEY), MAX_SETTINGS_BYTES)
            except BadValueError:
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


    # --- the file dialogs' folders ----------------------------------------------------------

    def last_folder(self, kind: FileKind) -> str:
        """The folder a file dialog of ``kind`` was last left in, as Qt names it; "" when
        none is kept, or the one kept is unreadable, not absolute or no longer a folder (the
        dialog then starts where it starts the first time)."""
        key = f"{_FOLDERS_GROUP}/{kind.value}"
        if not self._qsettings.contains(key):
            return ""
        try:
            folder = _as_text(self.value(key))
        except BadValueError:
            return ""
        info = QFileInfo(folder)
        return folder if folder and info.isAbsolute() and info.isDir() else ""

    def set_last_folder(self, kind: FileKind, folder: str) -> bool:
        """Keep ``folder`` (as Qt names it) as the one the next dialog of ``kind`` starts in;
        False if it could not be written."""
        self._qsettings.setValue(f"{_FOLDERS_GROUP}/{kind.value}", folder)
        return self._sync()


assert set(FIELD_NAMES) - {"rules"} == set(_READERS) == set(_KEYS), "every field: a reader, a key"
