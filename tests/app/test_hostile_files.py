"""Files that could stop, freeze or destroy: each ends in "moved aside, told, carry on".

The saved match, the settings file and an opened match are read from names a person or another
program may have filled with anything: a hand edit the meld search refuses, values far longer
than any real one, a date out of range, a named pipe, a symbolic link out of the data folder, a
byte-order mark, markup in a name, a file nobody may read. Each test plays one of them through
the program's own loading path and checks what the player sees: the original bytes kept aside,
a message that says so (as plain text), a new match or the defaults, and no freeze. A full disk
under the log is here too: the game goes on and standard error gets one line, not a flood.
"""

from __future__ import annotations

import errno
import hashlib
import io
import json
import logging
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot
from save_helpers import played_save
from table_helpers import make_window

from ginrummy_desktop.app.match import saves
from ginrummy_desktop.app.match.saves import LoadOutcome, SaveStore, document_text
from ginrummy_desktop.app.records.history import MAX_REASON, HistoryFileError, load_match_file
from ginrummy_desktop.app.settings.file import APPLICATION, ORGANIZATION, native_settings_files
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import Settings
from ginrummy_desktop.app.shell.logs import close_log, configure_logging
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.app.table.card_images import CardImages
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.widgets.replay_dialog import HistoryHost, ReplayDialog
from ginrummy_desktop.engine import PRESETS, Phase, game_to_json

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
MARKUP = "<b>x</b><img src=x>"
"""Markup that a rich-text label would render (bold, an image): it must show literally."""


# --- helpers -----------------------------------------------------------------------------------


def _fix_digest(document: dict[str, Any]) -> None:
    body = {k: v for k, v in document.items() if k != "sha256"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    document["sha256"] = hashlib.sha256(canonical.encode("ascii")).hexdigest()


def _redigest(document: dict[str, Any]) -> bytes:
    """``document`` with its checksums (the match record's and the save's) made right: a
    careful hand edit that every checksum lets through."""
    _fix_digest(document["match"])
    _fix_digest(document)
    return json.dumps(document).encode()


def _write_edited(window: MainWindow, change: Callable[[dict[str, Any]], None],
                  redigest: bool = True, prefix: bytes = b"") -> bytes:
    """The window's own save, changed by ``change`` and written back; the bytes written."""
    assert window.session.autosave.save_now()
    document = json.loads(window.session.saves.path.read_bytes())
    change(document)
    data = prefix + (_redigest(document) if redigest else json.dumps(document).encode())
    window.session.saves.path.write_bytes(data)
    return data


def _assert_moved_aside_and_new_match(window: MainWindow, data: bytes) -> None:
    """The player's view of an unreadable save: kept aside byte for byte, told, a new match."""
    result = window.session.load_result
    assert result.outcome is LoadOutcome.UNREADABLE
    assert result.moved_to is not None and result.moved_to.read_bytes() == data
    assert 0 < len(result.problem) < 200, result.problem
    assert window.notice is not None and "could not be read" in window.notice.text()
    assert result.moved_to.name in window.notice.text()
    assert len(window.session.game.history) <= 3  # a new match: the cut, the deal
    assert window.session.phase in (Phase.UPCARD_OFFER, Phase.DRAW)
    window.notice.close()


def _returns_within(call: Callable[[], object], pipe: Path, seconds: float = 5.0) -> object:
    """``call()``'s answer, run in a thread; when it is still blocked after ``seconds`` (a
    reader waiting on the named pipe ``pipe``), the pipe is opened and closed for writing to
    let it go, and the test fails."""
    answer: list[object] = []
    worker = threading.Thread(target=lambda: answer.append(call()), daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
        worker.join(seconds)
        pytest.fail(f"reading {pipe.name} blocked for more than {seconds} s")
    return answer[0] if answer else None


# --- 1. an exception while loading ends in "moved aside, told, new match" ----------------------

_SEVENTEEN = ["As", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "Ts", "Js", "Qs", "Ks",
              "Ah", "2h", "3h", "4h"]


@pytest.mark.parametrize("order", [["As", "As"], _SEVENTEEN], ids=["repeated", "seventeen"])
@pytest.mark.parametrize("groups", ["null", "missing"])
def test_a_hand_order_the_meld_search_refuses_is_moved_aside(
    qtbot: QtBot, tmp_path: Path, order: list[str], groups: str
) -> None:
    window = make_window(qtbot, tmp_path, seed=3)

    def edit(document: dict[str, Any]) -> None:
        document["table"]["hand_order"] = order
        if groups == "null":
            document["table"]["hand_groups"] = None
        else:
            del document["table"]["hand_groups"]

    data = _write_edited(window, edit)
    window.session.resume_or_start()
    _assert_moved_aside_and_new_match(window, data)
    assert "hand order" in window.session.load_result.problem


def test_an_unexpected_error_while_loading_is_logged_and_the_save_moved_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "match.json"
    data = document_text(played_save(20)).encode()
    path.write_bytes(data)

    def broken(*_args: object, **_kwargs: object) -> object:
        raise RuntimeError("a bug nobody foresaw")

    monkeypatch.setattr(saves, "parse_document", broken)
    with caplog.at_level(logging.ERROR):
        result = SaveStore(path).load()
    assert result.outcome is LoadOutcome.UNREADABLE
    assert result.moved_to is not None and result.moved_to.read_bytes() == data
    assert "RuntimeError" in result.problem and len(result.problem) < 200
    assert any(record.exc_info for record in caplog.records)  # the traceback is in the log


def test_an_unexpected_error_while_resuming_moves_the_save_aside(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, tmp_path, seed=3)
    assert window.session.autosave.save_now()
    data = window.session.saves.path.read_bytes()

    def broken(*_args: object, **_kwargs: object) -> None:
        raise KeyError("a bug nobody foresaw")

    monkeypatch.setattr(window.session.controller, "resume", broken)
    window.session.resume_or_start()
    _assert_moved_aside_and_new_match(window, data)


# --- 2. long values are refused where they are read -------------------------------------------


def test_a_five_megabyte_rules_name_is_refused_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=3)
    data = _write_edited(window, lambda d: d["match"]["rules"].update(name="x" * 5_000_000))
    started = time.perf_counter()
    window.session.resume_or_start()
    assert time.perf_counter() - started < 1.5
    _assert_moved_aside_and_new_match(window, data)
    assert len(window.notice.text() if window.notice else "") < 400


def test_a_million_hand_groups_get_a_short_reason_at_once(tmp_path: Path) -> None:
    document = json.loads(document_text(played_save(20)))
    document["table"]["hand_groups"] = [1] * 1_000_000
    path = tmp_path / "match.json"
    path.write_bytes(_redigest(document))
    started = time.perf_counter()
    result = SaveStore(path).load()
    assert time.perf_counter() - started < 2.0  # parsing 3 MB of JSON; the reason is short
    assert result.outcome is LoadOutcome.UNREADABLE
    million = QLocale().toString(1_000_000)  # "1,000,000" in English, as the locale writes it
    assert f"hand groups ({million})" in result.problem and len(result.problem) < 200


def test_a_long_list_of_assisted_hands_is_refused(tmp_path: Path) -> None:
    document = json.loads(document_text(played_save(20)))
    document["table"]["assisted_hands"] = [1] * 1_000_000
    path = tmp_path / "match.json"
    path.write_bytes(_redigest(document))
    result = SaveStore(path).load()
    assert result.outcome is LoadOutcome.UNREADABLE
    assert "assisted" in result.problem


def _settings_with_name(path: Path, name: str) -> None:
    qsettings = QSettings(str(path), QSettings.Format.IniFormat)
    qsettings.setValue("rules/preset", "classic")
    qsettings.setValue("rules/changes", json.dumps({"name": name, "target": 150}))
    qsettings.setValue("game/difficulty", 4)
    qsettings.sync()


def test_a_long_rules_name_in_the_settings_is_refused_and_the_rest_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    _settings_with_name(path, "y" * 100_000)
    started = time.perf_counter()
    store = SettingsStore.in_file(path)
    settings = store.load()
    assert time.perf_counter() - started < 1.0
    assert settings.rules == PRESETS["classic"] and settings.difficulty == 4
    assert len(store.warnings) == 1 and len(store.warnings[0]) < 300
    assert "Classic" in store.warnings[0]


def test_a_settings_file_larger_than_any_real_one_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    _settings_with_name(path, "y" * 3_000_000)
    data = path.read_bytes()
    started = time.perf_counter()
    store = SettingsStore.in_file(path)
    settings = store.load()
    assert time.perf_counter() - started < 1.0
    assert settings == Settings()
    kept = list(tmp_path.glob("settings.ini.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == data
    assert kept[0].name in store.file_note and "defaults" in store.file_note


def test_an_imported_record_with_a_long_rules_name_is_refused(tmp_path: Path) -> None:
    record = json.loads(game_to_json(played_save(60).game))
    record["rules"]["name"] = "z" * 1_000_000
    _fix_digest(record)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    started = time.perf_counter()
    with pytest.raises(HistoryFileError) as refused:
        load_match_file(path)
    assert time.perf_counter() - started < 1.0
    assert len(str(refused.value)) <= MAX_REASON and "name" in str(refused.value)


# --- 3. a date out of range --------------------------------------------------------------------


@pytest.mark.parametrize("moment", [
    "0001-01-01T00:00:00+14:00",
    "9999-12-31T23:59:59-14:00",
    "2019-12-31T23:00:00+00:00",
    "2999-01-01T00:00:00+00:00",
])
def test_a_save_time_out_of_range_resumes_saying_nothing_of_the_time(
    qtbot: QtBot, tmp_path: Path, moment: str
) -> None:
    window = make_window(qtbot, tmp_path, seed=3)
    _write_edited(window, lambda d: d.update(saved_at=moment))
    result = window.session.resume_or_start()
    assert result.outcome is LoadOutcome.LOADED
    assert result.save is not None and result.save.saved_at is None
    assert window.session.resumed_text.startswith("Resumed your game.")


# --- 4. a named pipe where a file is expected --------------------------------------------------


@needs_fifo
def test_a_named_pipe_as_the_save_is_moved_aside_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=3)
    path = window.session.saves.path
    path.unlink()
    os.mkfifo(path)
    result = _returns_within(window.session.saves.load, path)
    assert isinstance(result, saves.LoadResult) and result.outcome is LoadOutcome.UNREADABLE
    assert "named pipe" in result.problem
    assert result.moved_to is not None and result.moved_to.is_fifo()


@needs_fifo
def test_a_named_pipe_opened_in_the_hand_history_is_refused_at_once(tmp_path: Path) -> None:
    pipe = tmp_path / "match.json"
    os.mkfifo(pipe)

    def load() -> str:
        try:
            load_match_file(pipe)
        except HistoryFileError as error:
            return str(error)
        return "loaded"

    answer = _returns_within(load, pipe)
    assert isinstance(answer, str) and "named pipe" in answer
    assert pipe.is_fifo()  # an opened file is never moved


_OPEN_SETTINGS = """
from PySide6.QtCore import QCoreApplication
from ginrummy_desktop.app.settings.store import SettingsStore
app = QCoreApplication([])
store = SettingsStore()
store.load()
print(store.file_note)
"""


@needs_fifo
def test_a_named_pipe_as_the_settings_file_is_moved_aside_at_once(tmp_path: Path) -> None:
    """Run in a program of its own: QSettings blocked on a pipe holds Python's lock."""
    config = tmp_path / "config"
    pipe = config / ORGANIZATION / f"{APPLICATION}.conf"
    pipe.parent.mkdir(parents=True)
    os.mkfifo(pipe)
    environment = {**os.environ, "XDG_CONFIG_HOME": str(config)}
    try:
        done = subprocess.run([sys.executable, "-c", _OPEN_SETTINGS], env=environment,
                              capture_output=True, text=True, timeout=30, check=True)
    except subprocess.TimeoutExpired:
        os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail("opening the settings blocked on a named pipe")
    assert "named pipe" in done.stdout and "defaults" in done.stdout
    kept = list(pipe.parent.glob(f"{APPLICATION}.conf.unreadable-*"))
    assert len(kept) == 1 and kept[0].is_fifo()


def test_the_settings_file_checked_is_the_one_qsettings_reads() -> None:
    files = native_settings_files()
    if sys.platform in ("win32", "darwin"):
        assert files == ()
    else:
        assert files[0] == Path(QSettings(ORGANIZATION, APPLICATION).fileName())


# --- 5. a symbolic link out of the data folder -------------------------------------------------


@pytest.mark.parametrize("target_exists", [False, True], ids=["dangling", "to-a-file"])
def test_the_autosave_never_writes_through_a_link_out_of_the_data_folder(
    qtbot: QtBot, tmp_path: Path, target_exists: bool
) -> None:
    outside = tmp_path / "outside" / "target.json"
    outside.parent.mkdir()
    if target_exists:
        outside.write_bytes(b"someone else's file")
    data = tmp_path / "data"
    data.mkdir()
    (data / "match.json").symlink_to(outside)
    window = make_window(qtbot, tmp_path, seed=3)
    assert window.session.autosave.save_now()
    if target_exists:
        assert outside.read_bytes() == b"someone else's file"
    else:
        assert not outside.exists()
    save = window.session.saves.path
    assert not save.is_symlink() and save.is_file()
    assert save.resolve().parent == data.resolve()
    assert window.session.saves.load().outcome is LoadOutcome.LOADED


# --- 6. a byte-order mark ----------------------------------------------------------------------


def test_a_save_with_a_byte_order_mark_is_read(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=3)
    _write_edited(window, lambda d: None, prefix=b"\xef\xbb\xbf")
    assert window.session.resume_or_start().outcome is LoadOutcome.LOADED


def test_a_match_file_with_a_byte_order_mark_opens(tmp_path: Path) -> None:
    save = played_save(40)
    for name, text in {"save.json": document_text(save),
                       "record.json": game_to_json(save.game)}.items():
        path = tmp_path / name
        path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
        assert load_match_file(path).game.history == save.game.history


# --- 7. names and contents are shown as plain text ---------------------------------------------


def _is_plain(label: QLabel | QMessageBox) -> bool:
    return label.textFormat() == Qt.TextFormat.PlainText


def test_markup_in_an_unreadable_save_shows_literally(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=3)
    _write_edited(window, lambda d: d.update(version=MARKUP), redigest=False)
    window.session.resume_or_start()
    notice = window.notice
    assert notice is not None and _is_plain(notice) and MARKUP in notice.text()
    informative = notice.findChild(QLabel, "qt_msgbox_informativelabel")
    assert informative is not None and _is_plain(informative)
    notice.close()


def test_markup_in_an_opened_file_name_shows_literally(qtbot: QtBot, tmp_path: Path) -> None:
    host = HistoryHost(current=lambda: None, reveal=lambda: None,
                       play_again=lambda _deal, _level: False)
    dialog = ReplayDialog(host, CardImages())
    qtbot.addWidget(dialog)
    name = "<i>x<img src=y>.json"  # a file name holds no slash: no closing tag
    path = tmp_path / name
    path.write_bytes(b"not a match")
    assert not dialog.import_file(path)
    assert _is_plain(dialog.message) and name in dialog.message.text()


# --- 8. a settings file nobody may read --------------------------------------------------------


@pytest.fixture
def native_settings() -> Iterator[Path]:
    """The settings file ``SettingsStore()`` opens (in the tests' own home), put back as it
    was after the test."""
    files = native_settings_files()
    if not files:
        pytest.skip("the settings live in the registry or a property list here")
    path = files[0]
    before = path.read_bytes() if path.is_file() else None
    path.unlink(missing_ok=True)
    yield path
    for leftover in [path, *path.parent.glob(f"{path.name}.unreadable-*")]:
        leftover.unlink(missing_ok=True)
    if before is not None:
        path.write_bytes(before)


def _refuse_to_open(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Opening ``path`` fails as a mode-000 file does for anyone but root (tests run as root
    in some containers, where a mode-000 file is still readable)."""
    real_open = os.open

    def guarded(file: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(file) == path:
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", guarded)


def test_an_unreadable_settings_file_is_kept_and_the_player_told(
    native_settings: Path, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    native_settings.parent.mkdir(parents=True, exist_ok=True)
    native_settings.write_bytes(b"[game]\ndifficulty=5\n")
    _refuse_to_open(native_settings, monkeypatch)
    window = MainWindow(seed=1, paths=AppPaths.under(tmp_path / "data"))
    qtbot.addWidget(window)
    monkeypatch.undo()
    window.show()
    with qtbot.waitSignal(window.machine.started, timeout=20_000):
        window.start()
    qtbot.waitUntil(lambda: window.session.has_game, timeout=20_000)
    message = window.statusBar().currentMessage()
    assert "settings could not be read" in message and "defaults" in message
    kept = list(native_settings.parent.glob(f"{native_settings.name}.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"[game]\ndifficulty=5\n"
    assert window.session.store.save(Settings(difficulty=2))
    assert kept[0].read_bytes() == b"[game]\ndifficulty=5\n"  # never overwritten
    window.close()


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root reads a mode-000 file; needs a POSIX user")
def test_a_mode_000_settings_file_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(b"[game]\ndifficulty=5\n")
    path.chmod(0)
    store = SettingsStore.in_file(path)
    assert store.load() == Settings() and "could not be read" in store.file_note
    kept = list(tmp_path.glob("settings.ini.unreadable-*"))
    assert len(kept) == 1
    kept[0].chmod(0o600)
    assert kept[0].read_bytes() == b"[game]\ndifficulty=5\n"


# --- 9. a full disk under the log ----------------------------------------------------------------


class _FullDisk(io.StringIO):
    """A log file's stream on a disk with no space left."""

    def write(self, _text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    def close(self) -> None:
        super().close()
        raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_under_the_log_is_reported_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    try:
        configure_logging(AppPaths.under(tmp_path), "1")
        handler = next(h for h in root.handlers if h.get_name() == "ginrummy-file")
        assert isinstance(handler, logging.StreamHandler)
        file = handler.setStream(_FullDisk())
        if file is not None:
            file.close()
        for number in range(50):
            logging.getLogger("ginrummy_desktop.test").warning("line %d", number)
        errors = capsys.readouterr().err
        assert "Traceback" not in errors and "Logging error" not in errors
        assert len(errors.strip().splitlines()) == 1
        assert "No space left" in errors
        close_log()  # its last flush meets the full disk too: quietly
        assert capsys.readouterr().err == ""
    finally:
        close_log()
        for extra in [h for h in root.handlers if h not in handlers]:
            root.removeHandler(extra)
        root.setLevel(level)
        logging.captureWarnings(False)
