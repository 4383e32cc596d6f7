"""No text is clipped in any language the game ships (issue 42), on a 1366×768 screen and on a
1024×576 one: German, Polish and Russian run a third longer than English, Chinese is taller.

For each language and screen a process of its own (``language_fit_probe.py``: a running
application keeps the screens it started with) installs the language, then builds the main
window mid-hand (the coach's hint in the panel) and after a showdown (the banner up), its menus,
and every dialog (Settings and Statistics page by page, the hand history, the score sheet, Fair
deal, Rules, About, the keyboard help, the questions of New game and of Reset statistics), and
measures every shown text against the room it is given (``text_fit.py``). A failure names the
language, the screen, the window, the widget and the text, and how many pixels it lacks.

The measure is checked first: a button and a label made too small for their words, a table
caption made too long and two menu entries sharing an accelerator are each caught, and a text
elided on purpose with the whole of it in the tool tip is not.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel, QMenu, QMenuBar, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot
from table_helpers import make_window
from text_fit import menu_clips, table_clips, window_clips

from ginrummy_desktop.app.shell.translation import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).resolve().parent / "language_fit_probe.py"
SCREENS = {"1366x768": (1366, 768), "1024x576": (1024, 576)}
SHIPPED = tuple(language.code for language in LANGUAGES)
"""Every language the game ships (its ``.qm`` must be there: tests/test_languages.py)."""
WINDOWS = {"main window mid-hand", "main window after the showdown", "score sheet",
           "hand history", "keyboard help", "rules", "about", "fair deal",
           "question: abandon this game?", "question: reset statistics?"}
"""The windows measured (Settings and Statistics are measured page by page besides)."""
MANY_TEXTS = 300
"""At least this many shown texts are measured per language (about 420 when this was written):
a walk that reads next to nothing cannot pass."""
PROBE_S = 240


def _screen_file(folder: Path, size: tuple[int, int]) -> Path:
    width, height = size
    config = folder / "screens.json"
    config.write_text(json.dumps({"screens": [{
        "name": "fit", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    return config


def _start_probe(folder: Path, size: tuple[int, int]) -> subprocess.Popen[str]:
    """The probe for every shipped language on a screen of ``size``, under way."""
    folder.mkdir(parents=True)
    config = _screen_file(folder, size)
    # the file named from the folder it is run in: Qt splits the platform's arguments at
    # every colon, a Windows drive's too
    paths = os.pathsep.join(filter(None, (str(ROOT), os.environ.get("PYTHONPATH"))))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config.name}",
               PYTHONPATH=paths)
    env.pop("QT_SCALE_FACTOR", None)
    return subprocess.Popen([sys.executable, str(PROBE), "found.json", "data", *SHIPPED],
                            cwd=folder, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


@pytest.fixture(scope="module")
def found(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, dict[str, object]]]:
    """What the probes found, by screen and language: the two screens are probed at once."""
    base = tmp_path_factory.mktemp("language_fit")
    running = {screen: _start_probe(base / screen, size) for screen, size in SCREENS.items()}
    results = {}
    for screen, probe in running.items():
        _, errors = probe.communicate(timeout=PROBE_S)
        assert probe.returncode == 0, f"{screen}: {errors[-3000:]}"
        results[screen] = json.loads((base / screen / "found.json").read_text(encoding="utf-8"))
    return results


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("code", SHIPPED)
def test_every_text_fits_its_room(found: dict[str, dict[str, dict[str, object]]], code: str,
                                  screen: str) -> None:
    result = found[screen][code]
    assert "error" not in result, f"{code} at {screen}:\n{result['error']}"
    windows, clips, measured = result["windows"], result["clips"], result["measured"]
    assert isinstance(windows, list) and isinstance(clips, list) and isinstance(measured, int)
    assert set(windows) >= WINDOWS, WINDOWS - set(windows)
    assert any(name.startswith("settings, tab 3") for name in windows), windows
    assert sum(name.startswith("statistics, level") for name in windows) == 6, windows
    assert measured >= MANY_TEXTS, f"only {measured} texts measured: the walk is blind"
    assert not clips, f"{len(clips)} texts clipped in {code} at {screen}:\n" + "\n".join(
        f"{code} {screen} {line}" for line in clips)


# --- the measure is not blind -----------------------------------------------------------------


def _shown(qtbot: QtBot, *widgets: QWidget) -> QWidget:
    """``widgets`` in a shown window of their own, laid out."""
    window = QWidget()
    window.setObjectName("controlWindow")
    layout = QVBoxLayout(window)
    for widget in widgets:
        layout.addWidget(widget)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_button_too_narrow_for_its_words_is_caught(qtbot: QtBot) -> None:
    words = "Arrange the melds of the hand first"
    cramped, roomy = QPushButton(words), QPushButton("Sort")
    cramped.setObjectName("crampedButton")
    cramped.setFixedWidth(120)
    window = _shown(qtbot, cramped, roomy)
    clips = window_clips(window, "control")
    assert [(clip.widget, clip.text, clip.way) for clip in clips] == [
        ("QPushButton#crampedButton", words, "wide")]
    need = cramped.fontMetrics().horizontalAdvance(words)
    assert need - 120 < clips[0].lacks < need - 120 + 40  # the frame and padding, no more
    line = clips[0].line()
    assert line.startswith("control: QPushButton#crampedButton 'Arrange") and " px " in line
    cramped.setFixedWidth(cramped.sizeHint().width())
    assert window_clips(window, "control") == []


def test_a_squeezed_label_is_caught_across_and_down(qtbot: QtBot) -> None:
    one_line = QLabel("A single line that is rather long for its room")
    one_line.setObjectName("narrowLabel")
    one_line.setFixedWidth(100)
    wrapped = QLabel("Words that wrap onto several lines when the label is narrow. " * 4)
    wrapped.setObjectName("shortLabel")
    wrapped.setWordWrap(True)
    wrapped.setFixedSize(200, wrapped.fontMetrics().height() + 2)
    window = _shown(qtbot, one_line, wrapped)
    found = {(clip.widget, clip.way) for clip in window_clips(window, "control")}
    assert found == {("QLabel#narrowLabel", "wide"), ("QLabel#shortLabel", "high")}
    wrapped.setFixedHeight(wrapped.heightForWidth(200))
    one_line.setFixedWidth(one_line.sizeHint().width())
    assert window_clips(window, "control") == []


def test_a_text_elided_on_purpose_with_the_whole_in_its_tip_is_no_clip(qtbot: QtBot) -> None:
    whole = "Hand 1 · the computer dealt · The computer knocked and scores 13"
    elided = QPushButton("Hand 1 · the computer dealt…")
    elided.setFixedWidth(60)
    elided.setToolTip(whole)
    no_tip = QPushButton("Hand 1 · the computer dealt…")
    no_tip.setFixedWidth(60)
    window = _shown(qtbot, elided, no_tip)
    assert [clip.widget for clip in window_clips(window, "control")] == [
        "QPushButton# in QWidget#controlWindow"]


def test_menu_entries_sharing_an_accelerator_are_caught(qtbot: QtBot) -> None:
    bar = QMenuBar()
    qtbot.addWidget(bar)
    menu = QMenu("&Game", bar)
    for text in ("&Score sheet", "&Statistics…", "Se&ttings…"):
        menu.addAction(text)
    bar.addMenu(menu)
    bar.addMenu(QMenu("&Help", bar))
    bar.resize(400, 30)
    bar.show()
    clips = menu_clips(bar, "menus", 1024)
    assert [(clip.text, clip.way) for clip in clips] == [
        ("&Score sheet / &Statistics…", "accelerator 's' shared")]


def test_a_table_caption_too_long_for_the_table_is_caught(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert table_clips(window, "table") == []
    window.scene.knock.set_caption("Knock · 10 or less, " * 8)
    ways = {(clip.widget, clip.way) for clip in table_clips(window, "table")}
    assert ("pile caption (knock_area)", "out of the table's sight") in ways
    assert any(way.startswith("overlaps") for _, way in ways), ways
