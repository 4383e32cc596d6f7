"""A lock nobody can answer for never keeps the game shut (issue 39): a lock written on another
computer (a synced or shared home), one whose process is gone though Qt cannot tell, and one
whose process id a live program reuses while nothing answers the wake-up. The start says where
the game seems to be open and lets the player open it anyway or quit; the decision is passed
in, so no modal dialog runs here (but for the one test of the dialog itself).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile, QSysInfo, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.app.shell.single_instance import (
    EXIT_ALREADY_OPEN,
    LOCK_NAME,
    DataFolderLock,
    Elsewhere,
    ask_whether_to_open_anyway,
    hand_over_to_first_copy,
    release_data_folder,
    start_here_or_hand_over,
)

OTHER_HOST_ID = b"0123456789abcdef0123456789abcdef"


def _lock_lines(folder: Path) -> list[bytes]:
    """The lines of a lock file as Qt writes it in this process: pid, program, host name,
    host id, boot id."""
    lock = QLockFile(str(folder / "model.lock"))
    assert lock.tryLock(0)
    lines = (folder / "model.lock").read_bytes().split(b"\n")
    lock.unlock()
    return lines


def _write_lock(paths: AppPaths, pid: int, host: bytes | None = None,
                host_id: bytes | None = None) -> Path:
    """A lock file in ``paths.data`` naming ``pid`` (and another host or host id), as a copy
    that is gone left it: nobody holds it open."""
    paths.data.mkdir(parents=True, exist_ok=True)
    lines = _lock_lines(paths.data)
    lines[0] = str(pid).encode()
    if host is not None:
        lines[2] = host
    if host_id is not None:
        lines[3] = host_id
    path = paths.data / LOCK_NAME
    path.write_bytes(b"\n".join(lines))
    return path


@pytest.fixture
def live_pid() -> Iterator[int]:
    """A live process of the same program name as this one (a Python interpreter) that
    answers nothing: a dead copy's process id, reused."""
    process = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    yield process.pid
    process.kill()
    process.wait(30)


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait(30)
    return process.pid


def _asked(answer: bool) -> tuple[list[Elsewhere], Callable[[Elsewhere], bool]]:
    asked: list[Elsewhere] = []

    def decide(elsewhere: Elsewhere) -> bool:
        asked.append(elsewhere)
        return answer

    return asked, decide


def test_a_lock_from_another_computer_lets_the_player_go_on(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path)
    _write_lock(paths, 4242, host=b"kitchen-laptop", host_id=OTHER_HOST_ID)
    asked, decide = _asked(False)
    assert hand_over_to_first_copy(paths, 200, decide) == EXIT_ALREADY_OPEN  # "Quit"
    (elsewhere,) = asked
    assert elsewhere.owner is not None and elsewhere.owner.host == "kitchen-laptop"
    assert "another computer" in elsewhere.text and "kitchen-laptop" in elsewhere.text
    asked, decide = _asked(True)
    try:
        assert start_here_or_hand_over(paths, 200, decide) is None  # "Open anyway": it plays
        owner = DataFolderLock(paths.data).owner()
        assert owner is not None and owner.host == QSysInfo.machineHostName()
    finally:
        release_data_folder()
    assert len(asked) == 1


@pytest.mark.skipif(not QSysInfo.machineUniqueId(),
                    reason="without a machine id Qt judges a lock by its host name, and takes "
                           "over a gone process's lock itself")
def test_a_lock_whose_process_is_gone_lets_the_player_go_on(tmp_path: Path) -> None:
    """The lock names this computer's name and a process that is gone, but another machine
    id (a computer of the same name, sharing the folder): Qt does not take it over."""
    paths = AppPaths.under(tmp_path)
    dead = _dead_pid()
    _write_lock(paths, dead, host_id=OTHER_HOST_ID)
    assert DataFolderLock(paths.data).acquire().name == "TAKEN"
    asked, decide = _asked(True)
    try:
        assert start_here_or_hand_over(paths, 200, decide) is None
    finally:
        release_data_folder()
    (elsewhere,) = asked
    assert elsewhere.owner is not None and elsewhere.owner.pid == dead
    assert f"process {dead}" in elsewhere.text and "no longer running" in elsewhere.text


def test_a_live_but_silent_process_lets_the_player_go_on(tmp_path: Path, live_pid: int) -> None:
    paths = AppPaths.under(tmp_path)
    _write_lock(paths, live_pid)
    assert DataFolderLock(paths.data).acquire().name == "TAKEN"  # Qt sees it running
    asked, decide = _asked(False)
    assert start_here_or_hand_over(paths, 200, decide) == EXIT_ALREADY_OPEN
    assert (paths.data / LOCK_NAME).is_file()  # "Quit" leaves the lock alone
    asked, decide = _asked(True)
    try:
        assert start_here_or_hand_over(paths, 200, decide) is None
        owner = DataFolderLock(paths.data).owner()
        assert owner is not None and owner.pid != live_pid
    finally:
        release_data_folder()
    (elsewhere,) = asked
    assert f"process {live_pid}" in elsewhere.text and "does not answer" in elsewhere.text


def _press(button_text: str, seen: list[str]) -> None:
    box = QApplication.activeModalWidget()
    if not isinstance(box, QMessageBox):
        QTimer.singleShot(20, lambda: _press(button_text, seen))
        return
    seen.append(box.text())
    seen.extend(button.text() for button in box.buttons())
    (button,) = [b for b in box.buttons() if b.text() == button_text]
    button.click()


@pytest.mark.parametrize(("button", "opens"), [("Open anyway", True), ("Quit", False)])
def test_the_question_offers_open_anyway_or_quit(
    qtbot: QtBot, tmp_path: Path, button: str, opens: bool
) -> None:
    paths = AppPaths.under(tmp_path)
    _write_lock(paths, 4242, host=b"kitchen-laptop", host_id=OTHER_HOST_ID)
    owner = DataFolderLock(paths.data).owner()
    assert owner is not None
    elsewhere = Elsewhere.of(owner)
    seen: list[str] = []
    QTimer.singleShot(0, lambda: _press(button, seen))
    assert ask_whether_to_open_anyway(elsewhere) is opens
    assert seen[0] == elsewhere.text
    assert sorted(seen[1:]) == ["Open anyway", "Quit"]
