"""Nothing stays open once the program is done with it: Windows can neither delete nor move an
open file, so a file, database, log or helper process left open breaks the self-test's clean-up
and every "move the damaged file aside" path there.

The program runs as ``main.py`` runs it, and the process that ran it then lists what it still
holds: on Linux ``/proc/self/fd`` names the open files (that check is skipped where there is no
such folder); the log's file handler is checked to be closed, and the helper processes gone, on
every system.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app import main as app_main
from ginrummy_desktop.app.match.saves import LoadOutcome, SaveStore
from ginrummy_desktop.app.records.stats_store import STATS_NAME
from ginrummy_desktop.app.self_test import SELF_TEST

ROOT = Path(__file__).resolve().parents[2]
FD_FOLDER = Path("/proc/self/fd")


def files_held_under(folder: Path) -> list[str]:
    """The files under ``folder`` this process holds open (empty where that cannot be seen)."""
    if not FD_FOLDER.is_dir():
        return []
    root = str(folder.resolve())
    held = []
    for link in FD_FOLDER.iterdir():
        try:
            target = os.readlink(link)
        except OSError:  # the listing's own descriptor, already closed
            continue
        if target.startswith(root):
            held.append(target)
    return sorted(held)


def _child_pids() -> set[int]:
    return {p.pid for p in multiprocessing.active_children() if p.pid is not None}


def _new_children(before: set[int]) -> list[str]:
    """Child processes started since ``before`` (their pids) that still run."""
    return [f"{p.name} ({p.pid})" for p in multiprocessing.active_children()
            if p.pid not in before]


# Run in a process of its own: once a QApplication has quit, this one's later tests could not
# start their worker threads. It runs the program as ``main.py`` does and then reports, as JSON,
# what it still holds.
_AFTER_MAIN = """
import json, logging, multiprocessing, os, sys
from pathlib import Path
from ginrummy_desktop.app.shell import logs
from ginrummy_desktop.app import main as app_main
from ginrummy_desktop.app.match.saves import LoadOutcome
from ginrummy_desktop.app.match.saves import SaveStore
from ginrummy_desktop.app.shell.paths import AppPaths

made = []

class Watched(logs.RotatingFileHandler):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        made.append(self)

logs.RotatingFileHandler = Watched
code = app_main.main(["ginrummy", app_main.QUIT_WHEN_SHOWN])
data = AppPaths.system().data
held = []
if os.path.isdir("/proc/self/fd"):
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            continue
        if target.startswith(str(data.resolve())):
            held.append(target)
print(json.dumps({
    "code": code,
    "data": str(data),
    "held": sorted(held),
    "log handlers": len(made),
    "log handlers open": sum(1 for h in made if h.stream is not None),
    "root file handlers": sum(
        1 for h in logging.getLogger().handlers if isinstance(h, logging.FileHandler)),
    "children": [p.name for p in multiprocessing.active_children()],
}))
"""


def test_the_program_holds_nothing_open_after_its_window_quits(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               PYTHONPATH=str(ROOT))
    proc = subprocess.run([sys.executable, "-c", _AFTER_MAIN], capture_output=True, text=True,
                          timeout=120, env=env, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    after = json.loads(proc.stdout.splitlines()[-1])
    assert after["code"] == 0
    assert Path(after["data"], STATS_NAME).is_file()  # the statistics were opened
    assert after["held"] == []
    assert after["log handlers"] == 1 and after["log handlers open"] == 0
    assert after["root file handlers"] == 0
    assert after["children"] == []


def test_closing_the_window_closes_its_files(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = app_main.create_window(app)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.table_shown, timeout=20_000):
        pass
    assert (window.session.paths.data / STATS_NAME).is_file()
    window.close()
    assert files_held_under(window.session.paths.data) == []


def test_the_self_test_holds_nothing_open_in_its_folder(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # where its folder is made
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    before = _child_pids()
    assert app_main.main(["ginrummy", SELF_TEST]) == 0
    assert list(tmp_path.iterdir()) == []  # its folder was removed
    assert files_held_under(tmp_path) == []
    assert _new_children(before) == []


def test_an_unreadable_save_is_moved_aside_only_once_it_is_closed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save = tmp_path / "match.json"
    save.write_text("{ cut short", encoding="utf-8")
    held_at_rename: list[list[str]] = []
    rename = Path.rename

    def watched_rename(self: Path, target: Path) -> Path:
        if self == save:
            held_at_rename.append(files_held_under(tmp_path))
        return rename(self, target)

    monkeypatch.setattr(Path, "rename", watched_rename)
    result = SaveStore(save).load()
    assert result.outcome is LoadOutcome.UNREADABLE and result.moved_to is not None
    assert held_at_rename == [[]]
