"""One copy of the game per data folder (``single_instance.py``).

In this process: the server name, the lock (taken, refused, taken over from a dead owner or an
ownerless file), the wake-up and what a second start does when nobody answers. Then the real
program, in two processes at once: a second start wakes the first and ends without opening or
writing the match, a killed copy leaves no lock in the way, and two data folders play side by
side. The processes find their folders through the XDG variables, so those tests run on Linux
only (elsewhere they would use the player's own folders).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QDir, Qt
from PySide6.QtNetwork import QLocalServer
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ginrummy_desktop import __version__
from ginrummy_desktop.app.shell import single_instance
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.app.shell.single_instance import (
    EXIT_ALREADY_OPEN,
    LOCK_NAME,
    OWNERLESS_GRACE_S,
    Claim,
    DataFolderLock,
    WakeServer,
    hand_over_to_first_copy,
    server_name,
    wake_first_copy,
)

ROOT = Path(__file__).resolve().parents[2]
ORGANIZATION = "GinRummyDesktop"
APPLICATION = "Gin Rummy"
SETTINGS = "[appearance]\nanimation_speed=off\n\n[game]\ndifficulty=2\n"
STARTED = "Gin Rummy " + __version__ + " started"
READY = "the data folder is this copy's"
WOKEN = "woken by a second start"
START_TIMEOUT_S = 60.0
SECOND_TIMEOUT_S = 30.0

linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"),
    reason="the XDG variables move the program's folders on Linux only",
)


# --- in this process ---------------------------------------------------------------------------


def test_the_server_name_depends_on_the_folder_only(tmp_path: Path) -> None:
    name = server_name(tmp_path / "a")
    assert name == server_name(tmp_path / "b" / ".." / "a")  # the same folder, spelt otherwise
    assert name != server_name(tmp_path / "b")
    assert name.startswith("ginrummy-") and len(name) == len("ginrummy-") + 16
    assert name.replace("-", "").isalnum()  # fit for a socket file and a Windows pipe name


def test_the_lock_is_taken_once_and_freed_on_release(tmp_path: Path) -> None:
    first, second = DataFolderLock(tmp_path / "data"), DataFolderLock(tmp_path / "data")
    assert first.acquire() is Claim.OURS  # the folder is made
    assert (tmp_path / "data" / LOCK_NAME).is_file()
    assert second.acquire() is Claim.TAKEN
    owner = second.owner()
    assert owner is not None and owner.pid == os.getpid()
    first.release()
    assert not (tmp_path / "data" / LOCK_NAME).exists()
    assert second.acquire() is Claim.OURS
    assert second.replaced is None  # it was let go, not left behind
    second.release()


_LOCK_AND_VANISH = """
import os, sys
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
print(os.getpid() if lock.tryLock(0) else 0, flush=True)
os._exit(0)  # ends without letting the lock go, as a crash would
"""


def test_a_dead_owners_lock_is_taken_over_at_once(tmp_path: Path) -> None:
    path = tmp_path / LOCK_NAME
    proc = subprocess.run([sys.executable, "-c", _LOCK_AND_VANISH, str(path)],
                          capture_output=True, text=True, timeout=60, check=True)
    dead = int(proc.stdout)
    assert dead > 0 and path.is_file()
    lock = DataFolderLock(tmp_path)
    started = time.perf_counter()
    assert lock.acquire() is Claim.OURS
    assert time.perf_counter() - started < 0.5
    assert lock.replaced is not None and lock.replaced.pid == dead
    lock.release()


def test_an_ownerless_lock_file_is_removed_only_once_it_is_old(tmp_path: Path) -> None:
    path = tmp_path / LOCK_NAME
    path.write_bytes(b"")  # cut short before its owner was written
    lock = DataFolderLock(tmp_path)
    assert lock.acquire() is Claim.TAKEN  # its writer may be just writing it
    old = time.time() - OWNERLESS_GRACE_S - 5
    os.utime(path, (old, old))
    assert lock.acquire() is Claim.OURS
    owner = lock.owner()
    assert owner is not None and owner.pid == os.getpid()
    lock.release()


def test_a_folder_that_cannot_hold_a_lock_is_played_without_one(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder", encoding="utf-8")
    paths = AppPaths.under(blocker / "data")
    assert DataFolderLock(paths.data).acquire() is Claim.UNLOCKABLE
    assert single_instance.claim_data_folder(paths)  # the game still starts
    single_instance.release_data_folder()


def test_claiming_and_releasing_the_data_folder(qtbot: QtBot, tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path)
    assert single_instance.claim_data_folder(paths)
    try:
        assert DataFolderLock(paths.data).acquire() is Claim.TAKEN
        # the server listens, but no event loop runs to answer: a connection is not enough
        assert wake_first_copy(server_name(paths.data), 300) is False
    finally:
        single_instance.release_data_folder()
    assert not (tmp_path / LOCK_NAME).exists()
    assert DataFolderLock(paths.data).acquire() is Claim.OURS


_WAKE = """
import sys
from ginrummy_desktop.app.shell.single_instance import wake_first_copy
print(wake_first_copy(sys.argv[1]))
"""


def test_a_woken_server_brings_the_window_to_the_front(qtbot: QtBot, tmp_path: Path) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.showMinimized()
    server = WakeServer(server_name(tmp_path))
    server.on_wake = lambda: single_instance.bring_to_front(window)
    assert server.listen()
    # another process, as a second start is (this one's event loop must run to answer)
    caller = subprocess.Popen([sys.executable, "-c", _WAKE, server.name], cwd=ROOT,
                              stdout=subprocess.PIPE, text=True)
    qtbot.waitUntil(lambda: caller.poll() is not None, timeout=30_000)
    answered, _ = caller.communicate()
    server.close()
    assert answered.strip() == "True"
    assert not window.windowState() & Qt.WindowState.WindowMinimized
    assert window.isVisible()


@pytest.mark.skipif(os.name != "posix", reason="a Windows pipe leaves no file behind")
def test_a_leftover_socket_file_does_not_stop_the_server(qtbot: QtBot, tmp_path: Path) -> None:
    name = server_name(tmp_path)
    leftover = socket.socket(socket.AF_UNIX)
    leftover.bind(str(Path(QDir.tempPath()) / name))
    leftover.close()  # as a killed copy leaves it: the file stays, nobody listens
    blocked = QLocalServer()
    assert not blocked.listen(name)
    server = WakeServer(name)
    assert server.listen()
    server.close()
    assert not (Path(QDir.tempPath()) / name).exists()


def test_an_unanswered_second_start_asks_whether_to_open_anyway(
    qtbot: QtBot, tmp_path: Path
) -> None:
    paths = AppPaths.under(tmp_path)
    held = DataFolderLock(paths.data)
    assert held.acquire() is Claim.OURS  # held by a live process (this one), which never answers
    seen: list[str] = []

    def quit_(elsewhere: single_instance.Elsewhere) -> bool:
        seen.append(elsewhere.text)
        return False

    started = time.perf_counter()
    assert hand_over_to_first_copy(paths, timeout_ms=300, decide=quit_) == EXIT_ALREADY_OPEN
    assert seen == [f"Gin Rummy seems to be open already as process {os.getpid()} on this "
                    "computer, but it does not answer."]
    assert time.perf_counter() - started < 10
    held.release()


def test_without_qt_network_there_is_no_wake_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(single_instance, "HAVE_LOCAL_SOCKETS", False)
    assert wake_first_copy(server_name(tmp_path)) is False


# --- two real processes ------------------------------------------------------------------------


@dataclass
class Home:
    """A temporary home for the real program: its settings and data folders."""

    root: Path

    def __post_init__(self) -> None:
        config = self.root / "config" / ORGANIZATION
        config.mkdir(parents=True, exist_ok=True)
        (config / f"{APPLICATION}.conf").write_text(SETTINGS, encoding="utf-8")
        (self.root / "runtime").mkdir(mode=0o700, exist_ok=True)

    @property
    def data(self) -> Path:
        return self.root / "data" / ORGANIZATION / APPLICATION

    @property
    def log(self) -> Path:
        return self.data / "logs" / "ginrummy.log"

    def environment(self) -> dict[str, str]:
        env = dict(os.environ)
        env.update(
            QT_QPA_PLATFORM="offscreen",
            PYTHONPATH=str(ROOT),
            XDG_CONFIG_HOME=str(self.root / "config"),
            XDG_DATA_HOME=str(self.root / "data"),
            XDG_CACHE_HOME=str(self.root / "cache"),
            XDG_STATE_HOME=str(self.root / "state"),
            XDG_RUNTIME_DIR=str(self.root / "runtime"),
        )
        return env

    def log_lines(self, containing: str) -> list[str]:
        if not self.log.is_file():
            return []
        return [line for line in self.log.read_text(encoding="utf-8").splitlines()
                if containing in line]

    def start(self, *args: str) -> subprocess.Popen[bytes]:
        """The program, running on in the background."""
        return subprocess.Popen(
            [sys.executable, "-m", "ginrummy_desktop", *args], cwd=ROOT,
            env=self.environment(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )

    def wait_for_log(self, process: subprocess.Popen[bytes], containing: str) -> None:
        """Until the program's log has a line ``containing`` (it must not end before)."""
        deadline = time.monotonic() + START_TIMEOUT_S
        while not self.log_lines(containing):
            assert process.poll() is None, f"the program ended ({process.returncode})"
            assert time.monotonic() < deadline, f"the log never said {containing!r}"
            time.sleep(0.05)

    def wait_until_settled(self, process: subprocess.Popen[bytes]) -> None:
        """Until the program has saved its match and stopped writing it for a second (its
        first moves are made; the table waits for the player)."""
        deadline = time.monotonic() + START_TIMEOUT_S
        previous, steady_since = None, time.monotonic()
        while previous is None or time.monotonic() - steady_since < 1.0:
            assert process.poll() is None, f"the program ended ({process.returncode})"
            assert time.monotonic() < deadline, "the program never settled"
            time.sleep(0.05)
            now = _stamp(self.data / "match.json")
            if now != previous:
                previous, steady_since = now, time.monotonic()

    def run(self, *args: str) -> Ended:
        """The program, to its end (killed after ``SECOND_TIMEOUT_S``: then ``code`` is None)."""
        started = time.perf_counter()
        try:
            proc = subprocess.run(
                [sys.executable, "-m", "ginrummy_desktop", *args], cwd=ROOT,
                env=self.environment(), capture_output=True, text=True,
                timeout=SECOND_TIMEOUT_S,
            )
        except subprocess.TimeoutExpired as expired:
            return Ended(None, _text(expired.stdout), time.perf_counter() - started)
        return Ended(proc.returncode, proc.stdout + proc.stderr, time.perf_counter() - started)


@dataclass(frozen=True)
class Ended:
    """How a run of the program ended."""

    code: int | None
    output: str
    seconds: float


def _text(output: bytes | str | None) -> str:
    if isinstance(output, bytes):
        return output.decode("utf-8", "replace")
    return output or ""


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        status = path.stat()
    except FileNotFoundError:
        return None
    return status.st_mtime_ns, status.st_size


def _snapshot(folder: Path) -> dict[str, tuple[int, bytes]]:
    """Every file under ``folder`` but the log: its modification time and bytes."""
    return {
        str(path.relative_to(folder)): (path.stat().st_mtime_ns, path.read_bytes())
        for path in sorted(folder.rglob("*"))
        if path.is_file() and "logs" not in path.parts
    }


def _kill(home: Home, process: subprocess.Popen[bytes]) -> None:
    """SIGKILL (TerminateProcess on Windows), then the socket file it leaves behind."""
    process.kill()
    process.wait()
    QLocalServer.removeServer(server_name(home.data))


@pytest.fixture(scope="module")
def first_copy(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Home]:
    """The program playing in a folder of its own, waiting for the player."""
    home = Home(tmp_path_factory.mktemp("first-copy"))
    process = home.start()
    try:
        home.wait_until_settled(process)
        yield home
    finally:
        _kill(home, process)


@linux_only
def test_a_second_start_wakes_the_first_and_ends(first_copy: Home) -> None:
    woken_before = len(first_copy.log_lines(WOKEN))
    second = first_copy.run("--autoplay")  # it would report "start ..." with a match up
    assert second.code == 0, second.output
    assert "start " not in second.output
    assert len(first_copy.log_lines(WOKEN)) == woken_before + 1
    print(f"the second start handed over and ended in {second.seconds:.2f} s")


@linux_only
def test_a_second_start_never_writes_the_match(first_copy: Home) -> None:
    before = _snapshot(first_copy.data)
    assert "match.json" in before
    second = first_copy.run("--autoplay")  # it would play and save if it opened the match
    after = _snapshot(first_copy.data)
    assert after.get("match.json") == before["match.json"]
    assert after == before  # nor the statistics, nor anything else
    assert second.code == 0, second.output


@linux_only
@pytest.mark.slow  # two program starts, over 5 s on a loaded machine
def test_a_killed_copy_leaves_no_lock_in_the_way(tmp_path: Path) -> None:
    home = Home(tmp_path)
    first = home.start()
    home.wait_for_log(first, STARTED)  # the folder is claimed before the log is opened
    killed = first.pid
    first.kill()  # SIGKILL: no clean-up at all; its lock file and socket file stay
    first.wait()
    assert (home.data / LOCK_NAME).is_file()
    again = home.run("--quit-when-shown")
    assert again.code == 0, again.output
    assert again.output.startswith("shown ")
    assert len(home.log_lines(f"the lock of process {killed}, which ended")) == 1
    assert not (home.data / LOCK_NAME).exists()  # let go at its normal end
    print(f"after the kill, a new start was up in {again.seconds:.2f} s"
          f" (table painted {again.output.split()[1]} s after main())")


@linux_only
@pytest.mark.slow  # two program starts, over 5 s on a loaded machine
def test_two_data_folders_play_side_by_side(tmp_path: Path) -> None:
    homes = [Home(tmp_path / "one"), Home(tmp_path / "two")]
    processes = [home.start() for home in homes]
    try:
        for home, process in zip(homes, processes, strict=True):
            home.wait_for_log(process, READY)
        assert all(process.poll() is None for process in processes)
        assert all(not home.log_lines(WOKEN) for home in homes)
        assert server_name(homes[0].data) != server_name(homes[1].data)
    finally:
        for home, process in zip(homes, processes, strict=True):
            _kill(home, process)


@linux_only
@pytest.mark.slow
def test_the_self_test_runs_while_a_game_is_open(first_copy: Home) -> None:
    before = _snapshot(first_copy.data)
    run = first_copy.run("--self-test")
    assert run.code == 0, run.output
    assert "self-test passed" in run.output
    assert _snapshot(first_copy.data) == before
