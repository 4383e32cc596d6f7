"""The table's sounds (``app/sound.py``): which sound each move makes, the board that plays them
one after another, the quick switch and the settings, and the real QtMultimedia speaker."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtWidgets import QToolButton
from pytestqt.qtbot import QtBot
from table_helpers import make_window, reach_human_draw, wait_human_turn

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.app.settings.values import Settings
from ginrummy_desktop.app.sound import (
    CUE_GAP_MS,
    SILENT_ENV,
    Cue,
    SilentSpeaker,
    SoundBoard,
    cues_for,
)
from ginrummy_desktop.app.widgets.settings_dialog import SAMPLE_DELAY_MS, SettingsDialog
from ginrummy_desktop.engine import (
    CardDiscarded,
    DiscardTaken,
    Event,
    Game,
    GameOver,
    HandDealt,
    HandEnded,
    Knocked,
    Phase,
    RuleSet,
    ShowdownSettled,
    StockDrawn,
    UpcardTaken,
)

ROOT = Path(__file__).resolve().parents[2]


def _moves_of_a_match(seed: int) -> list[tuple[Event, ...]]:
    """The events of every move of a short match between two Easy players."""
    game = Game(RuleSet(target=60), seed=seed)
    players = [make_player(Level.EASY, seed=seed + seat) for seat in (0, 1)]
    moves: list[tuple[Event, ...]] = []
    for _ in range(5000):
        if game.phase is Phase.GAME_OVER:
            return moves
        actor = game.actor
        action = (game.legal_actions()[0] if actor is None
                  else players[actor].choose(game.view(actor)))
        moves.append(game.apply(action))
    raise AssertionError("the match did not end")


def test_each_move_sounds_as_it_looks() -> None:
    for seed in (1, 2, 3):
        moves = _moves_of_a_match(seed)
        heard = Counter(cue for move in moves for cue in cues_for(move))
        seen = Counter(type(e) for move in moves for e in move)
        assert heard[Cue.DEAL] == seen[HandDealt]
        assert heard[Cue.DRAW] == seen[StockDrawn] + seen[UpcardTaken] + seen[DiscardTaken]
        assert heard[Cue.DISCARD] == seen[CardDiscarded]
        knocks = [e for move in moves for e in move if isinstance(e, Knocked)]
        gins = sum(1 for k in knocks if k.is_gin or k.is_big_gin)
        assert (heard[Cue.KNOCK], heard[Cue.GIN]) == (len(knocks) - gins, gins)
        settled = [e for move in moves for e in move if isinstance(e, ShowdownSettled)]
        assert heard[Cue.LAY_OFF] == sum(1 for s in settled if s.settlement.layoffs)
        # every won hand but the last is a hand's sound; the last one is the match's alone
        ended = [e for move in moves for e in move if isinstance(e, HandEnded)]
        decided = [e for e in ended[:-1] if e.result.winner is not None]
        assert heard[Cue.HAND_WON] == sum(1 for e in decided if e.result.winner == 0)
        assert heard[Cue.HAND_LOST] == sum(1 for e in decided if e.result.winner == 1)
        last = moves[-1]
        over = next(e for e in last if isinstance(e, GameOver))
        won = over.sheet.winner == 0
        assert cues_for(last)[-1] is (Cue.MATCH_WON if won else Cue.MATCH_LOST)
        assert not {Cue.HAND_WON, Cue.HAND_LOST} & set(cues_for(last))


class _Recorder:
    """A speaker that writes down what it plays, and at what volume."""

    def __init__(self) -> None:
        self.heard: list[tuple[Cue, int]] = []

    def play(self, cue: Cue, volume: int) -> None:
        self.heard.append((cue, volume))


class _Broken:
    def play(self, cue: Cue, volume: int) -> None:
        raise RuntimeError("the audio device went away")


def test_the_board_plays_a_moves_cues_one_after_another(qtbot: QtBot) -> None:
    board = SoundBoard(True, 40)
    moves = _moves_of_a_match(1)
    knock = next(i for i, m in enumerate(moves) if any(isinstance(e, Knocked) for e in m))
    knock_and_win = moves[knock] + moves[knock + 1]  # the knock, the showdown, the result
    expected = cues_for(knock_and_win)
    assert len(expected) >= 2
    board.on_events(knock_and_win)
    assert not board.played, "nothing plays before the speaker is open"
    board.speaker = recorder = _Recorder()
    board.on_events(knock_and_win)
    assert recorder.heard == [(expected[0], 40)], "the first cue at once, the rest later"
    qtbot.waitUntil(lambda: len(recorder.heard) == len(expected),
                    timeout=CUE_GAP_MS * len(expected) + 2000)
    assert [cue for cue, _ in recorder.heard] == expected
    assert list(board.played) == expected


def test_sound_off_stops_what_is_queued_and_plays_nothing_more(qtbot: QtBot) -> None:
    board = SoundBoard(True, 70)
    board.speaker = recorder = _Recorder()
    board.on_events(_moves_of_a_match(2)[-1])
    board.set_sound(False, 70)
    board.on_events(_moves_of_a_match(2)[-1])
    qtbot.wait(CUE_GAP_MS * 3)
    assert len(recorder.heard) == 1


def test_a_failing_speaker_falls_silent_and_the_board_carries_on(
        caplog: pytest.LogCaptureFixture) -> None:
    board = SoundBoard(True, 70)
    board.speaker = _Broken()
    board.sample(50)
    assert isinstance(board.speaker, SilentSpeaker)
    assert "no more sound" in caplog.text
    board.sample(50)  # and the silent one takes the next


def test_tests_are_silent() -> None:
    board = SoundBoard(True, 70)
    board.open()
    assert isinstance(board.speaker, SilentSpeaker) and board.unavailable
    assert not board.audible


def test_the_quick_switch_and_the_settings_drive_the_board(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    button = window.findChild(QToolButton, "soundButton")
    assert button is not None and button.isVisible()
    assert window.sound.action.isChecked() and window.sound.board.enabled
    button.click()
    assert not window.sound.action.isChecked() and not window.sound.board.enabled
    assert window.session.store.load().sound is False, "the switch is kept"
    window.apply_settings(Settings(sound=True, volume=25))
    assert window.sound.action.isChecked()
    assert (window.sound.board.enabled, window.sound.board.volume) == (True, 25)


def test_the_board_hears_the_match(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: window.sound.board.speaker is not None)  # opened after the first paint
    window.sound.board.speaker = recorder = _Recorder()
    reach_human_draw(qtbot, window)
    recorder.heard.clear()
    assert window.presenter.draw_stock()
    assert recorder.heard[:1] == [(Cue.DRAW, 70)]
    window.sound.action.trigger()  # off
    wait_human_turn(qtbot, window)
    heard = len(recorder.heard)
    window.presenter.select(window.session.view().hand[0])
    assert window.presenter.discard_selected() or window.presenter.knock()
    qtbot.wait(CUE_GAP_MS * 2)
    assert len(recorder.heard) == heard, "switched off: silent"


def test_settings_show_sound_and_play_a_sample_as_the_volume_rests(qtbot: QtBot) -> None:
    samples: list[int] = []
    dialog = SettingsDialog(Settings(sound=True, volume=30), sample=samples.append,
                            sound_note="No audio output here.")
    qtbot.addWidget(dialog)
    ui = dialog.ui
    assert ui.soundCheck.isChecked() and ui.volumeSlider.value() == 30
    assert not ui.soundNote.isHidden() and "No audio" in ui.soundNote.text()
    qtbot.wait(SAMPLE_DELAY_MS * 2)
    assert samples == [], "showing the value plays nothing"
    ui.volumeSlider.setValue(55)
    ui.volumeSlider.setValue(60)
    qtbot.waitUntil(lambda: samples == [60], timeout=SAMPLE_DELAY_MS * 8)
    ui.soundCheck.setChecked(False)
    assert not ui.volumeSlider.isEnabled()
    settings = dialog.settings()
    assert (settings.sound, settings.volume) == (False, 60)


def _pulse_server(tmp_path: Path) -> subprocess.Popen[bytes] | None:
    """A PulseAudio server with a null sink (an audio output that plays into nothing) in a
    folder of its own, or None where there is no ``pulseaudio``."""
    binary = shutil.which("pulseaudio")
    if binary is None:
        return None
    env = dict(os.environ, PULSE_RUNTIME_PATH=str(tmp_path / "pulse"), HOME=str(tmp_path))
    server = subprocess.Popen(
        [binary, "-n", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit",
         "--load=module-null-sink sink_name=nothing", "--load=module-native-protocol-unix"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return server


PLAY_EVERY_CUE = textwrap.dedent("""
    import json
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from ginrummy_desktop.app.sound import Cue
    from ginrummy_desktop.app.sound import QtSpeaker
    from ginrummy_desktop.app.sound import SoundBoard
    app = QApplication([])
    board = SoundBoard(True, 80)
    board.open()
    report = {"speaker": type(board.speaker).__name__, "played": {}}
    cues = list(Cue)
    waited = [0]
    def play_next():
        if not cues:
            QTimer.singleShot(100, finish)
            return
        cue = cues.pop(0)
        board.speaker.play(cue, 80)
        sink, _source = board.speaker.voices[-1]
        QTimer.singleShot(60, lambda: look(cue, sink))
    def look(cue, sink):
        report["played"][cue.value] = [sink.error().name, sink.processedUSecs() > 0]
        play_next()
    def finish():
        # every sink drops itself once its sound is over: the longest lasts about 2 s, and
        # a loaded machine's audio server may report the end later; 10 s is a failure
        waited[0] += 100
        if board.speaker.voices and waited[0] < 10_000:
            QTimer.singleShot(100, finish)
            return
        report["left"] = len(board.speaker.voices)
        app.quit()
    if isinstance(board.speaker, QtSpeaker):
        QTimer.singleShot(500, play_next)
    else:
        QTimer.singleShot(0, app.quit)
    QTimer.singleShot(30000, app.quit)
    app.exec()
    print(json.dumps(report))
""")


@pytest.mark.slow
def test_the_real_speaker_plays_every_sound(tmp_path: Path) -> None:
    server = _pulse_server(tmp_path)
    if server is None:
        pytest.skip("no PulseAudio here (apt-get install pulseaudio) to give the game an "
                    "audio output")
    try:
        socket = tmp_path / "pulse" / "native"
        for _ in range(100):
            if socket.exists():
                break
            subprocess.run([sys.executable, "-c", "import time; time.sleep(0.05)"], check=True)
        env = {k: v for k, v in os.environ.items() if k != SILENT_ENV}
        env.update(PULSE_SERVER=f"unix:{socket}", QT_QPA_PLATFORM="offscreen",
                   PYTHONPATH=str(ROOT))
        done = subprocess.run([sys.executable, "-c", PLAY_EVERY_CUE], env=env,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        report = json.loads(done.stdout.strip().splitlines()[-1])
    finally:
        server.terminate()
        server.wait(10)
    assert report["speaker"] == "QtSpeaker", done.stderr
    assert report["played"] == {cue.value: ["NoError", True] for cue in Cue}, report
    assert report["left"] == 0, "every sink is dropped once it has played"
    assert "QSocketNotifier" not in done.stderr


LOADED_LIBRARIES = textwrap.dedent("""
    import json
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication
    from ginrummy_desktop.app.sound import SoundBoard
    app = QApplication([])
    folders = QCoreApplication.libraryPaths()
    SoundBoard(True, 80).open()
    maps = Path("/proc/self/maps").read_text()
    print(json.dumps({"back end": "mediaplugin" in maps, "Quick": "Qt6Quick" in maps,
                      "folders kept": QCoreApplication.libraryPaths() == folders}))
""")


@pytest.mark.skipif(not Path("/proc/self/maps").exists(), reason="needs /proc to see libraries")
def test_the_sounds_load_no_media_back_end() -> None:
    """Opening the sounds loads none of QtMultimedia's media back ends (the FFmpeg plug-in
    brings FFmpeg, QtQuick and QtQml: about 13 MB), and Qt's plug-in folders are as before."""
    env = {k: v for k, v in os.environ.items() if k not in (SILENT_ENV, "QT_MEDIA_BACKEND")}
    env.update(QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", LOADED_LIBRARIES], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report == {"back end": False, "Quick": False, "folders kept": True}, done.stderr
