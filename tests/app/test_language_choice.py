"""The language the game speaks (issue 42): the system's, found among its preferred languages,
or the one chosen in Settings; a translation that is missing, damaged or not the game's for that
language leaves the game in English with one warning in the log, never half-translated; and at
start-up the language is the one the settings file keeps, before any window is built.

Every test that changes the language speaks English again afterwards (``english_again``): the
other tests read the English texts the session's translators give.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QSettings
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app import main as app_main
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import Settings
from ginrummy_desktop.app.shell import translation
from ginrummy_desktop.app.shell.translation import (
    BASE,
    ENGLISH,
    LANGUAGES,
    SYSTEM_LANGUAGE,
    Language,
    Translators,
    chosen_language,
    language_named,
    system_language,
)
from ginrummy_desktop.resources import resource_path

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = resource_path("ui", "translations")
GERMAN = language_named("de")
POLISH = language_named("pl")
FRENCH = language_named("fr")


def _menu_word() -> str:
    """The Game menu's title as the installed translators say it."""
    return QCoreApplication.translate("MainWindow", "&Game")


def _one_second() -> str:
    """A counted string: English only once the English base translation is installed."""
    return QCoreApplication.translate(
        "GameController", "the computer gave no answer in %n second(s)", None, 1)


# --- the system's language -----------------------------------------------------------------

@pytest.mark.parametrize(("tags", "code"), [
    (["de-DE"], "de"),
    (["de-AT", "fr"], "de"),
    (["pt-PT"], "pt_BR"),        # Brazilian Portuguese serves Portugal too
    (["pt-BR"], "pt_BR"),
    (["zh-Hant-TW"], "en"),       # not the simplified script: English rather than the other
    (["zh-TW", "de"], "de"),      # traditional Chinese passed over, the next one taken
    (["zh-HK"], "en"),
    (["zh-Hans-CN"], "zh_CN"),
    (["zh-CN"], "zh_CN"),
    (["zh"], "zh_CN"),
    (["en-US", "de"], "en"),      # English is one of the game's languages: first, so chosen
    (["fr-CA", "de"], "fr"),
    (["ko-KR", "ru-RU"], "ru"),   # a language the game lacks is passed over
    (["ko-KR"], "en"),
    (["ja-JP"], "ja"),
    (["tr-TR"], "tr"),
    ([], "en"),
    (["", "*", "C"], "en"),
    (["it_IT"], "it"),            # an underscore, as some systems write it
    (["pl"], "pl"),
    (["es-419"], "es"),
])
def test_the_first_of_the_systems_languages_the_game_has(tags: list[str], code: str) -> None:
    assert system_language(tags).code == code


def test_a_setting_names_its_language_or_follows_the_system() -> None:
    assert chosen_language("pl") is POLISH
    assert chosen_language(SYSTEM_LANGUAGE) == system_language()
    assert chosen_language("xx") == system_language()


def test_each_language_is_named_in_its_own_words_and_has_its_file() -> None:
    assert [language.name for language in LANGUAGES] == [
        "English", "Deutsch", "Español", "Français", "Italiano", "日本語", "Polski",
        "Português (Brasil)", "Русский", "Türkçe", "简体中文"]
    for language in LANGUAGES[1:]:
        assert (SHIPPED / f"ginrummy_{language.code}.qm").is_file(), language.code


# --- the translators ---------------------------------------------------------------------------

@pytest.fixture
def english_again(qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> Iterator[Translators]:
    """The application's translators; English from the shipped files again after the test
    (the session's translators, as ``tests/app/conftest.py`` installed them), with the
    English default locale."""
    translators = Translators.of(qapp)
    yield translators
    monkeypatch.undo()  # the shipped folder again, before English is installed from it
    translators.use(ENGLISH)
    assert _menu_word() == "&Game" and _one_second().endswith("1 second")


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A translations folder of the test's own, holding the English base, in place of the
    shipped one."""
    here = tmp_path / "translations"
    here.mkdir()
    shutil.copy(SHIPPED / f"{BASE}.qm", here)
    monkeypatch.setattr(translation, "_folder", lambda: str(here))
    return here


def _warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [record.getMessage() for record in caplog.records
            if record.name == translation.__name__ and record.levelno >= logging.WARNING]


def test_a_shipped_language_is_spoken_and_english_again(
    english_again: Translators, caplog: pytest.LogCaptureFixture
) -> None:
    assert GERMAN is not None
    with caplog.at_level(logging.INFO):
        assert english_again.use(GERMAN) is GERMAN
    assert _menu_word() == "&Spiel" and english_again.language is GERMAN
    assert QLocale().language() is QLocale.Language.German  # numbers written the German way
    assert _warnings(caplog) == []
    english_again.use(ENGLISH)
    assert _menu_word() == "&Game" and _one_second() == "the computer gave no answer in 1 second"
    assert len(english_again.installed) == 1  # the English base alone: nothing of German left


def test_following_the_system_keeps_the_systems_locale(english_again: Translators) -> None:
    assert FRENCH is not None
    english_again.use(FRENCH, follows_system=True)
    assert _menu_word() != "&Game"
    assert QLocale() == QLocale.system()


class _Listener(QWidget):
    """Counts the ``LanguageChange`` events Qt sends it."""

    def __init__(self) -> None:
        super().__init__()
        self.changes = 0

    def changeEvent(self, event: QEvent) -> None:
        if event.type() is QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)


def test_a_change_of_language_reaches_every_widget(
    qtbot: QtBot, english_again: Translators
) -> None:
    """No restart: Qt tells each widget, which then words itself again."""
    assert POLISH is not None
    listener = _Listener()
    qtbot.addWidget(listener)
    english_again.use(POLISH)
    qtbot.waitUntil(lambda: listener.changes > 0, timeout=2000)


def _qt_translation(name: str) -> Path:
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / name


BROKEN_FILES: dict[str, tuple[str, object]] = {
    "garbage bytes": ("pl", b"\x00\xffnot a translation at all\x13" * 40),
    "cut short": ("de", "half of ginrummy_de.qm"),
    "English base renamed": ("de", SHIPPED / f"{BASE}.qm"),
    "German under the Polish name": ("pl", SHIPPED / "ginrummy_de.qm"),
    "another program's Polish": ("pl", "qtbase_pl.qm"),
    "empty": ("fr", b""),
    "missing": ("fr", None),
}
"""A translation the game must not speak: the language it stands for, and what is put in
its file's place."""


def _put(where: Path, code: str, what: object) -> None:
    """Put ``what`` (bytes, a file to copy, a Qt translation's name, half of the German file,
    or nothing) in ``where`` as ``ginrummy_<code>.qm``."""
    target = where / f"ginrummy_{code}.qm"
    if isinstance(what, bytes):
        target.write_bytes(what)
    elif isinstance(what, Path):
        shutil.copy(what, target)
    elif what == "half of ginrummy_de.qm":
        data = (SHIPPED / "ginrummy_de.qm").read_bytes()
        target.write_bytes(data[: len(data) // 2])
    elif isinstance(what, str):
        shutil.copy(_qt_translation(what), target)


@pytest.mark.parametrize("case", list(BROKEN_FILES))
def test_a_broken_translation_leaves_the_game_in_english_with_one_warning(
    english_again: Translators, folder: Path, caplog: pytest.LogCaptureFixture, case: str
) -> None:
    code, what = BROKEN_FILES[case]
    if what == "qtbase_pl.qm" and not _qt_translation("qtbase_pl.qm").is_file():
        pytest.skip("this Qt has no Polish translation of its own")
    _put(folder, code, what)
    language = language_named(code)
    assert isinstance(language, Language)
    with caplog.at_level(logging.INFO):
        spoken = english_again.use(language)
    assert spoken is ENGLISH and english_again.language is ENGLISH
    assert _menu_word() == "&Game"  # never half of each: nothing of the file is installed
    assert _one_second() == "the computer gave no answer in 1 second"  # the base is there
    assert len(english_again.installed) == 1
    warnings = _warnings(caplog)
    assert len(warnings) == 1, warnings
    assert f"ginrummy_{code}.qm" in warnings[0] and "English" in warnings[0]
    assert len(caplog.records) == 1, [r.getMessage() for r in caplog.records]  # one line


def test_a_broken_translation_after_a_good_one_speaks_english(
    english_again: Translators, folder: Path
) -> None:
    """From German to a broken Polish: English, not German left behind."""
    assert GERMAN is not None and POLISH is not None
    shutil.copy(SHIPPED / "ginrummy_de.qm", folder)
    _put(folder, "pl", b"broken")
    assert english_again.use(GERMAN) is GERMAN and _menu_word() == "&Spiel"
    assert english_again.use(POLISH) is ENGLISH and _menu_word() == "&Game"


# --- at start-up -------------------------------------------------------------------------------

def _store(tmp_path: Path, language: str) -> SettingsStore:
    store = SettingsStore(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    store.save(Settings(language=language))
    return store


def test_the_start_speaks_the_language_the_settings_keep(
    tmp_path: Path, english_again: Translators
) -> None:
    app = QCoreApplication.instance()
    assert isinstance(app, QCoreApplication)
    assert app_main.speak_the_chosen_language(app, _store(tmp_path, "de")) is GERMAN
    assert _menu_word() == "&Spiel"
    assert app_main.speak_the_chosen_language(app, _store(tmp_path, "")) == system_language()


def test_the_self_test_speaks_english_whatever_was_chosen(
    tmp_path: Path, english_again: Translators
) -> None:
    """Its checks read English texts: no store is read, English is installed."""
    assert GERMAN is not None
    app = QCoreApplication.instance()
    assert isinstance(app, QCoreApplication)
    english_again.use(GERMAN)
    assert app_main.speak_the_chosen_language(app, None) is ENGLISH
    assert _menu_word() == "&Game"


_START = """
import sys
from ginrummy_desktop.app import main as app_main
from ginrummy_desktop.app.shell import translation

if len(sys.argv) > 1:
    translation._folder = lambda: sys.argv[1]
shown = app_main.create_window

def create_window(app, store=None):
    window = shown(app, store)
    print("menu", window.menuBar().actions()[0].text(), flush=True)
    return window

app_main.create_window = create_window
sys.exit(app_main.main(["ginrummy", "--quit-when-shown"]))
"""
"""The program as it starts, saying the Game menu's title; a translations folder of its own
when one is given."""


def _start(tmp_path: Path, language: str, *args: str) -> tuple[str, str]:
    """Start the program on a settings file keeping ``language`` (in a home of its own);
    what it printed, and its log."""
    config = tmp_path / "config"
    path = config / "GinRummyDesktop" / "Gin Rummy.conf"
    path.parent.mkdir(parents=True)
    path.write_text(f"[interface]\nlanguage={language}\n", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(config), XDG_DATA_HOME=str(tmp_path / "data"),
               LANGUAGE="en", LC_ALL="C", LANG="C", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", _START, *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-800:]
    logs = list((tmp_path / "data").rglob("ginrummy.log"))
    return done.stdout, logs[0].read_text(encoding="utf-8") if logs else ""


def test_the_program_starts_in_the_language_its_settings_keep(tmp_path: Path) -> None:
    printed, _log = _start(tmp_path, "de")
    assert "menu &Spiel\n" in printed


def test_a_start_with_a_broken_translation_plays_in_english_and_logs_it(tmp_path: Path) -> None:
    """The warning, given before the log is open, is in the log all the same."""
    own = tmp_path / "translations"
    own.mkdir()
    shutil.copy(SHIPPED / f"{BASE}.qm", own)
    _put(own, "pl", b"\x00garbage")
    printed, log = _start(tmp_path, "pl", str(own))
    assert "menu &Game\n" in printed
    lines = [line for line in log.splitlines() if "ginrummy_pl.qm" in line]
    assert len(lines) == 1 and "WARNING" in lines[0], log
