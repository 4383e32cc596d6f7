"""SettingsStore: round trips through a real INI file; every QSettings trap falls back safely."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.settings.file import APPLICATION, ORGANIZATION
from ginrummy_desktop.app.settings.geometry import restore_geometry, save_geometry
from ginrummy_desktop.app.settings.names import (
    DIFFICULTY_DESCRIPTIONS,
    DIFFICULTY_NAMES,
    difficulty_name,
)
from ginrummy_desktop.app.settings.store import FileKind, SettingsStore
from ginrummy_desktop.app.settings.values import (
    CARD_BACKS,
    CARD_HEIGHT_RANGE,
    DEFAULT_TABLE_COLOUR,
    AnimationSpeed,
    Settings,
)
from ginrummy_desktop.app.shell.translation import LANGUAGES, SYSTEM_LANGUAGE
from ginrummy_desktop.engine import PRESETS, NextDealer, RuleSet


def _ini(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def _reopened(tmp_path: Path) -> SettingsStore:
    """A store on a fresh QSettings over the same file, so nothing comes from a cache."""
    return SettingsStore(_ini(tmp_path))


def _write(tmp_path: Path, text: str) -> SettingsStore:
    (tmp_path / "settings.ini").write_text(text, encoding="utf-8")
    return _reopened(tmp_path)


CUSTOM = Settings(
    difficulty=5,
    rules=RuleSet.preset("classic").with_changes(
        name="Custom", knock_limit=7, next_dealer=NextDealer.WINNER, runs_only=True
    ),
    card_height=212,
    four_color=True,
    card_back="red",
    table_colour="#203040",
    animation_speed=AnimationSpeed.OFF,
    high_contrast=True,
    language="pt_BR",
)


def test_names_and_constants() -> None:
    assert (ORGANIZATION, APPLICATION) == ("GinRummyDesktop", "Gin Rummy")
    assert [difficulty_name(level) for level in range(1, 6)] == [
        "Beginner",
        "Easy",
        "Medium",
        "Hard",
        "Expert",
    ]
    assert set(DIFFICULTY_DESCRIPTIONS) == set(DIFFICULTY_NAMES)
    assert CARD_BACKS == ("blue", "red")


def test_defaults() -> None:
    settings = Settings()
    assert settings.difficulty == 3
    assert settings.rules == RuleSet.preset("standard")
    assert settings.card_height == 150
    assert settings.four_color is False
    assert settings.card_back == "blue"
    assert settings.table_colour == DEFAULT_TABLE_COLOUR
    assert settings.animation_speed is AnimationSpeed.NORMAL
    assert settings.high_contrast is False


def test_cards_may_be_twice_the_default_height() -> None:
    low, high = CARD_HEIGHT_RANGE
    assert (low, high) == (80, 300)
    assert high >= 2 * Settings().card_height
    assert Settings(card_height=high).card_height == high


def test_animation_durations() -> None:
    assert AnimationSpeed.OFF.duration_ms == 0
    assert 0 < AnimationSpeed.FAST.duration_ms < AnimationSpeed.NORMAL.duration_ms
    assert AnimationSpeed.NORMAL.label == "Normal"


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("difficulty", 0),
        ("difficulty", 6),
        ("difficulty", True),
        ("card_height", 79),
        ("card_height", 301),
        ("card_back", "green"),
        ("table_colour", "green"),
        ("table_colour", "#12345"),
        ("four_color", 1),
        ("high_contrast", "yes"),
        ("language", "xx"),
        ("language", "English"),
        ("language", 5),
        ("language", None),
    ],
)
def test_settings_reject_bad_values(field: str, value: object) -> None:
    with pytest.raises(ValueError, match=field):
        Settings(**{field: value})  # type: ignore[arg-type]


def test_empty_store_loads_defaults_without_warnings(tmp_path: Path) -> None:
    store = _reopened(tmp_path)
    assert store.load() == Settings()
    assert store.warnings == ()


def test_round_trip_through_an_ini_file(tmp_path: Path) -> None:
    SettingsStore(_ini(tmp_path)).save(CUSTOM)
    store = _reopened(tmp_path)
    assert store.load() == CUSTOM
    assert store.warnings == ()


@pytest.mark.parametrize("code", [SYSTEM_LANGUAGE, *(language.code for language in LANGUAGES)])
def test_every_language_choice_round_trips(tmp_path: Path, code: str) -> None:
    """The system's language ("") and each shipped language are kept as their code."""
    SettingsStore(_ini(tmp_path)).save(Settings(language=code))
    assert _ini(tmp_path).value("interface/language") == code
    store = _reopened(tmp_path)
    assert store.load() == Settings(language=code)
    assert store.warnings == ()


@pytest.mark.parametrize(("stored", "code"), [
    ("pt-BR", "pt_BR"), (" zh_cn ", "zh_CN"), ("DE", "de"), ("", SYSTEM_LANGUAGE)])
def test_a_hand_written_language_code_is_read_loosely(
    tmp_path: Path, stored: str, code: str
) -> None:
    """A code written as a person might (a hyphen, capitals, spaces) names its language."""
    store = _write(tmp_path, f"[interface]\nlanguage={stored}\n")
    assert store.load().language == code
    assert store.warnings == ()


@pytest.mark.parametrize("key", sorted(PRESETS))
def test_every_preset_round_trips_with_no_changes_stored(tmp_path: Path, key: str) -> None:
    SettingsStore(_ini(tmp_path)).save(Settings(rules=PRESETS[key]))
    qsettings = _ini(tmp_path)
    assert qsettings.value("rules/preset") == key
    assert json.loads(str(qsettings.value("rules/changes"))) == {}
    assert _reopened(tmp_path).load().rules == PRESETS[key]


def test_rules_are_stored_as_preset_and_differences(tmp_path: Path) -> None:
    SettingsStore(_ini(tmp_path)).save(CUSTOM)
    qsettings = _ini(tmp_path)
    assert qsettings.value("rules/preset") == "classic"
    changes = json.loads(str(qsettings.value("rules/changes")))
    assert changes == {
        "name": "Custom",
        "knock_limit": 7,
        "next_dealer": "winner",
        "runs_only": True,
    }


def test_strings_from_an_ini_file_are_typed(tmp_path: Path) -> None:
    store = _write(
        tmp_path,
        "[game]\ndifficulty=4\n"
        "[appearance]\ncard_height= 99 \nfour_color=true\ncard_back=Red\n"
        "table_colour=#A0B0C0\nanimation_speed=Fast\nhigh_contrast=true\n",
    )
    settings = store.load()
    assert store.warnings == ()
    assert settings == Settings(
        difficulty=4,
        card_height=99,
        four_color=True,
        card_back="red",
        table_colour="#a0b0c0",
        animation_speed=AnimationSpeed.FAST,
        high_contrast=True,
    )


@pytest.mark.parametrize(
    ("raw", "expected"),
    [(True, True), (False, False), (1, True), (0, False), ("yes", True), ("OFF", False)],
)
def test_booleans_in_every_spelling(tmp_path: Path, raw: object, expected: bool) -> None:
    qsettings = _ini(tmp_path)
    qsettings.setValue("appearance/four_color", raw)
    store = SettingsStore(qsettings)
    assert store.load().four_color is expected
    assert store.warnings == ()


def test_native_types_are_accepted(tmp_path: Path) -> None:
    qsettings = _ini(tmp_path)
    qsettings.setValue("game/difficulty", 2)
    qsettings.setValue("appearance/card_height", 180.0)
    store = SettingsStore(qsettings)
    settings = store.load()
    assert (settings.difficulty, settings.card_height) == (2, 180)
    assert store.warnings == ()


CORRUPT_INI = """\
[game]
difficulty=hard
[appearance]
card_height=9000
four_color=maybe
high_contrast=very
card_back=green
table_colour=green, with a comma
animation_speed=ludicrous
[rules]
preset=poker
changes={not json
"""


def test_corrupt_values_fall_back_to_defaults_with_warnings(tmp_path: Path) -> None:
    store = _write(tmp_path, CORRUPT_INI)
    assert store.load() == Settings()
    keys = sorted(warning.split(":")[0] for warning in store.warnings)
    assert keys == [
        "appearance/animation_speed",
        "appearance/card_back",
        "appearance/card_height",
        "appearance/four_color",
        "appearance/high_contrast",
        "appearance/table_colour",
        "game/difficulty",
        "rules/changes",
        "rules/preset",
    ]
    assert any("'hard'" in warning and "using 3" in warning for warning in store.warnings)


def test_only_the_bad_field_falls_back(tmp_path: Path) -> None:
    store = _write(tmp_path, "[game]\ndifficulty=5\n[appearance]\ncard_height=huge\n")
    settings = store.load()
    assert (settings.difficulty, settings.card_height) == (5, 150)
    assert len(store.warnings) == 1


def test_warnings_are_reset_by_each_load(tmp_path: Path) -> None:
    store = _write(tmp_path, "[game]\ndifficulty=9\n")
    store.load()
    assert store.warnings
    store.qsettings.setValue("game/difficulty", 1)
    assert store.load().difficulty == 1
    assert store.warnings == ()


@pytest.mark.parametrize(
    "changes",
    [
        '{"knock_limit": 99}',
        '{"no_such_rule": 1}',
        '{"shutout_doubles": false, "shutout_doubles_all": true}',
        "[1, 2]",
        '{"next_dealer": "loser"}',
    ],
)
def test_impossible_rule_changes_keep_the_preset(tmp_path: Path, changes: str) -> None:
    qsettings = _ini(tmp_path)
    qsettings.setValue("rules/preset", "oklahoma")
    qsettings.setValue("rules/changes", changes)
    store = SettingsStore(qsettings)
    assert store.load().rules == RuleSet.preset("oklahoma")
    assert [w.split(":")[0] for w in store.warnings] == ["rules/changes"]


def test_preset_names_are_read_loosely(tmp_path: Path) -> None:
    store = _write(tmp_path, "[rules]\npreset=Straight gin\n")
    assert store.load().rules == RuleSet.preset("straight")
    assert store.warnings == ()


def test_geometry_round_trip(tmp_path: Path, qtbot: QtBot) -> None:
    first = QWidget()
    qtbot.addWidget(first)
    first.setObjectName("MainWindow")
    first.setGeometry(110, 120, 640, 480)
    save_geometry(SettingsStore(_ini(tmp_path)), first)

    second = QWidget()
    qtbot.addWidget(second)
    second.setObjectName("MainWindow")
    second.resize(200, 100)
    store = _reopened(tmp_path)
    assert restore_geometry(store, second)
    assert (second.width(), second.height()) == (640, 480)
    assert store.warnings == ()


def test_geometry_missing_or_corrupt_is_fitted_quietly(
    tmp_path: Path, qtbot: QtBot, caplog: pytest.LogCaptureFixture
) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(300, 200)
    store = SettingsStore(_ini(tmp_path))
    assert not restore_geometry(store, window)
    store.qsettings.setValue("geometry/QWidget", "garbage")
    with caplog.at_level(logging.INFO):
        assert not restore_geometry(store, window)
        store.qsettings.setValue("geometry/QWidget", QByteArray(b"\x01\x02garbage"))
        assert not restore_geometry(store, window)
    assert (window.width(), window.height()) == (300, 200)
    # after a change of screen the player is not told of it (it used to push "Resumed your
    # game" out of the status line); the log keeps it
    assert store.warnings == () and store.file_note == ""
    assert sum("window geometry is unusable" in r.getMessage() for r in caplog.records) == 2


# --- hand-edited values that used to stop the program on every start --------------------------


def test_rule_changes_nested_too_deeply_fall_back_to_the_preset(tmp_path: Path) -> None:
    deep = "[" * 100_000 + "]" * 100_000  # refused for its length before it is parsed
    store = _write(tmp_path, f"[rules]\npreset=classic\nchanges={deep}\n")
    settings = store.load()
    assert settings.rules == RuleSet.preset("classic")
    assert len(store.warnings) == 1
    assert "longer than any such setting" in store.warnings[0]
    assert len(store.warnings[0]) < 200


_PYTHON_OBJECT = (
    r"@Variant(\0\0\0\x7f\0\0\0\x18PySide::PyObjectWrapper\0\0\0\0%\x80\x4\x95\x1a\0\0\0\0\0\0\0"
    r"\x8c\bbuiltins\x94\x8c\x6object\x94\x93\x94)\x81\x94.)"
)
"""What QSettings writes for ``setValue(key, object())``; reading it back raises RuntimeError."""


def test_python_object_values_fall_back_to_defaults(tmp_path: Path, qtbot: QtBot) -> None:
    keys = ("game/difficulty", "appearance/card_back", "rules/preset", "rules/changes",
            "geometry/MainWindow")
    lines = [f"[{key.split('/')[0]}]\n{key.split('/')[1]}={_PYTHON_OBJECT}" for key in keys]
    store = _write(tmp_path, "\n".join(lines) + "\n")
    with pytest.raises(RuntimeError):  # what QSettings itself does with such a value
        store.qsettings.value("game/difficulty")
    assert store.load() == Settings()
    assert len(store.warnings) == 4  # PySide raises on some reads and answers None on others
    assert all("using" in warning for warning in store.warnings)
    assert sum("cannot be read (RuntimeError)" in warning for warning in store.warnings) >= 2
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.setObjectName("MainWindow")
    assert not restore_geometry(store, widget)


def test_a_huge_bad_value_gives_a_short_warning(tmp_path: Path) -> None:
    store = _write(tmp_path, "[appearance]\ncard_back=" + "x" * 1_000_000 + "\n")
    assert store.load().card_back == "blue"
    assert len(store.warnings[0]) < 300


def test_saving_where_the_file_cannot_be_written_says_so(tmp_path: Path) -> None:
    blocked = tmp_path / "settings.ini"
    blocked.mkdir()  # a folder where the file should be: no user, root included, can write it
    store = SettingsStore(QSettings(str(blocked), QSettings.Format.IniFormat))
    assert store.save(CUSTOM) is False
    blocked.rmdir()
    assert _reopened(tmp_path).save(CUSTOM) is True
    assert _reopened(tmp_path).load() == CUSTOM


@pytest.mark.parametrize("stored", ["", "relative/folder", "@Invalid()", "gone"])
def test_a_kept_folder_that_is_no_folder_is_passed_over(tmp_path: Path, stored: str) -> None:
    """The file dialogs' folders: kept per kind across a restart; one that is not an absolute
    path of a folder that exists (edited, or removed since) gives "" (Documents again)."""
    store = SettingsStore(_ini(tmp_path))
    assert store.last_folder(FileKind.EXPORT) == ""
    assert store.set_last_folder(FileKind.EXPORT, str(tmp_path))
    assert _reopened(tmp_path).last_folder(FileKind.EXPORT) == str(tmp_path)
    assert _reopened(tmp_path).last_folder(FileKind.OPEN) == ""
    store.set_last_folder(FileKind.OPEN, str(tmp_path / stored) if stored == "gone" else stored)
    assert _reopened(tmp_path).last_folder(FileKind.OPEN) == ""
