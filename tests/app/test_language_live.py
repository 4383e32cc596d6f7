"""The language changes while the game runs: every open window words itself again.

Settings applies a language at once, with no restart (issue 42): the translators are swapped
(``shell/translation.Translators.use``), Qt sends every widget ``QEvent.LanguageChange``, and
the main window, its menus, panel, table (captions, banner, tip, the computer's label, the
screen reader's tree) and the windows open beside it (the score sheet, Statistics, Hand history,
Keyboard help) word themselves again.

The check is the pseudo-translation of ``test_translation.py``, installed *after* the windows
were opened in English: a text left as it was built (a caption set once) is caught and named.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QTranslator
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot
from table_helpers import make_window, play_hand_out
from test_translation import OPEN, PseudoTranslator, all_texts, bypassing

from ginrummy_desktop.app.shell.translation import ENGLISH, Translators
from ginrummy_desktop.app.table.commands import command
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.widgets.replay_dialog import ReplayDialog
from ginrummy_desktop.app.widgets.statistics_dialog import StatisticsDialog
from ginrummy_desktop.resources import resource_path

LIVE_MANY_TEXTS = 200
"""At least this many different translated texts are read from the windows open when the
language changes (about 260 when this was written): a walk that reads next to nothing, or
windows that vanished instead of rewording themselves, cannot pass."""

OPEN_WINDOWS = ("ScoreSheetDialog", "StatisticsDialog", "ReplayDialog", "KeyboardHelp")
"""The windows the player may keep open beside the table while Settings changes the
language (the modal dialogs cannot be open then)."""


@pytest.fixture
def english_again(qapp: QApplication, translators: list[QTranslator]) -> Iterator[None]:
    """After the test, pass or fail, the program speaks English again, as the session-wide
    ``translators`` fixture set it up (which removes the translators installed at the end of
    the run)."""
    yield
    Translators.of(qapp).use(ENGLISH)
    QCoreApplication.processEvents()


@pytest.fixture
def pseudo_later(qapp: QApplication, english_again: None) -> Iterator[Callable[[], None]]:
    """Installs the pseudo-translation when called (the language changes live); it is taken
    away after the test, pass or fail."""
    translator = PseudoTranslator()

    def install() -> None:
        assert qapp.installTranslator(translator)

    yield install
    qapp.removeTranslator(translator)


def _let_events_run(qtbot: QtBot) -> None:
    """Let Qt deliver the ``LanguageChange`` events it posted (and what they set off)."""
    qtbot.wait(100)


def _opened_in_english(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """A table after a hand, its banner shown, with every non-modal window open (in
    English: nothing is translated yet)."""
    window = make_window(qtbot, tmp_path)
    play_hand_out(qtbot, window.session.controller)
    dialogs = window.dialogs
    dialogs.show_score_sheet()
    dialogs.show_statistics()
    dialogs.show_hand_history()
    dialogs.show_keyboard()
    _let_events_run(qtbot)
    assert window.presenter.banner.title  # the hand's end is on the table, banner and all
    assert not any(OPEN in text for _, text in all_texts(window))
    return window


def _open_windows(window: MainWindow) -> set[str]:
    return {type(widget).__name__ for widget in window.findChildren(QWidget)
            if widget.isWindow() and widget.isVisible()}


def _accessible_texts(window: MainWindow) -> list[tuple[str, str]]:
    """The names and descriptions of the table's accessible tree (its places and cards)."""
    texts: list[tuple[str, str]] = []

    def walk(node: QAccessibleInterface, where: str, depth: int) -> None:
        for kind in (QAccessible.Text.Name, QAccessible.Text.Description):
            texts.append((where, node.text(kind)))
        if depth < 3:
            for index in range(node.childCount()):
                child = node.child(index)
                if child is not None:
                    walk(child, f"{where}/{index}", depth + 1)

    root = QAccessible.queryAccessibleInterface(window.view)
    assert root is not None
    walk(root, "table tree", 0)
    return texts


def _everything(window: MainWindow) -> list[tuple[str, str]]:
    return [*all_texts(window), *_accessible_texts(window)]


def test_every_open_window_words_itself_again_when_the_language_changes(
    qtbot: QtBot, tmp_path: Path, pseudo_later: Callable[[], None]
) -> None:
    window = _opened_in_english(qtbot, tmp_path)
    pseudo_later()
    _let_events_run(qtbot)
    assert _open_windows(window) >= set(OPEN_WINDOWS), "a window closed instead of rewording"
    texts = _everything(window)
    translated = {text for _, text in texts if OPEN in text}
    assert len(translated) >= LIVE_MANY_TEXTS, f"only {len(translated)} texts read"
    found = bypassing(texts)
    assert not found, "\n".join(found)


def test_the_walk_catches_a_text_that_was_not_worded_again(
    qtbot: QtBot, tmp_path: Path, pseudo_later: Callable[[], None]
) -> None:
    """The control: a label translated once, when it was built, is caught after the change
    (and is the only text caught)."""
    window = _opened_in_english(qtbot, tmp_path)
    sheet = next(widget for widget in window.findChildren(QWidget)
                 if type(widget).__name__ == "ScoreSheetDialog")
    stale = QLabel(QCoreApplication.translate("ScoreSheetDialog", "Worded once, never again"),
                   sheet)
    stale.setObjectName("staleLabel")
    pseudo_later()
    _let_events_run(qtbot)
    found = bypassing(_everything(window))
    assert len(found) == 1 and found[0].startswith("QLabel#staleLabel"), "\n".join(found)


def test_the_windows_made_again_keep_their_place(
    qtbot: QtBot, tmp_path: Path, pseudo_later: Callable[[], None]
) -> None:
    """Statistics and Hand history are made again in the new language where they were: the
    same size and place, the level shown, the hand and the step shown."""
    window = _opened_in_english(qtbot, tmp_path)
    statistics = window.findChild(StatisticsDialog, "StatisticsDialog")
    history = window.findChild(ReplayDialog, "ReplayDialog")
    assert statistics is not None and history is not None
    statistics.show_level(3)
    statistics.resize(900, 700)
    size = statistics.size()
    history.go_to(2)
    hand = history.hand
    assert hand is not None and history.step_index == 2
    pseudo_later()
    _let_events_run(qtbot)
    new_statistics = window.findChild(StatisticsDialog, "StatisticsDialog")
    new_history = window.findChild(ReplayDialog, "ReplayDialog")
    assert new_statistics is not None and new_statistics is not statistics
    assert new_statistics.level == 3 and new_statistics.level_buttons[3].isChecked()
    assert new_statistics.size() == size
    assert new_history is not None and new_history is not history
    assert new_history.hand is not None and new_history.hand.number == hand.number
    assert new_history.step_index == 2


def _german(context: str, source: str) -> str:
    """``source`` as the game's German translation has it."""
    german = QTranslator()
    assert german.load("ginrummy_de", str(resource_path("ui", "translations")))
    translated = german.translate(context, source)
    assert translated and translated != source
    return translated


@pytest.mark.usefixtures("english_again")
def test_a_language_chosen_in_settings_applies_at_once(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    settings = window.session.settings
    game = window.menus.menus["game"]
    assert game.title() == "&Game"

    window.apply_settings(replace(settings, language="de"))
    _let_events_run(qtbot)
    assert game.title() == _german("MainWindow", "&Game")
    sort = command("sort_rank")
    assert window.panel.buttons[sort.id].text() == _german("Commands", sort.label)
    assert not window.panel.opponent_label.isVisible(), "the level's own player is no other"
    assert QLocale().language() is QLocale.Language.German
    assert window.statusBar().currentMessage() == _german("MatchSession", "Settings saved.")

    window.apply_settings(replace(settings, language="en"))
    _let_events_run(qtbot)
    assert game.title() == "&Game"
    assert window.panel.buttons[sort.id].text() == sort.label
    assert QLocale().language() is QLocale.Language.English
