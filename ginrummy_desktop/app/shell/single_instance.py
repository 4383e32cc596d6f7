"""One copy of the game per data folder: a second start brings the first copy's window forward.

Two copies playing from the same data folder would both autosave the same match after every
move, and the last one to move would silently win: the other copy's position is lost. And as
the computer plays the same from a saved position, the second copy would show what the first
is about to draw. So the first copy to start claims the data folder, and a second start hands
over to it and ends.

* **The lock** is ``ginrummy.lock`` in the data folder, a ``QLockFile`` (a file holding the
  owner's process id, program and machine, and on Unix a ``flock`` on it; on Windows the file
  is open without sharing). Its stale-lock time is 0: a game stays open for hours, so a lock's
  age says nothing about its owner. What makes a lock stale is QLockFile's own check that its
  owner on this machine is no longer running, so a copy that crashed or was killed (SIGKILL,
  a power cut) never keeps the next start out. A lock file that names no owner at all (cut
  short while being written) is removed with ``removeStaleLockFile`` once it is older than
  :data:`OWNERLESS_GRACE_S`.
* **The wake-up**: the copy holding the lock listens on a ``QLocalServer`` whose name is made
  from the data folder's path (:func:`server_name`), so two data folders (a portable install,
  the tests' temporary ones) never meet. On Unix that is a socket file in the temporary folder;
  one left by a killed copy is removed (``QLocalServer.removeServer``) once the lock is held.
  On Windows it is a named pipe. A second start connects, sends ``wake``, and the first copy
  brings its main window to the front (un-minimised, raised, activated: :func:`bring_to_front`)
  and answers ``awake``; the second then ends with exit code 0 without a word.
* **When the first copy cannot be reached** within :data:`WAKE_TIMEOUT_MS` (it hangs, or this
  build has no Qt Network), the second start says "Gin Rummy is already open." in a message box
  and ends with :data:`EXIT_ALREADY_OPEN`. When the folder cannot hold a lock file at all (it
  cannot be written), the game plays on without one, as it did before.

The self-test never claims anything: it plays in its own temporary folder, so it runs while a
game is open. Whether the system lets a window come to the front is its own business: Windows
allows it because the second start (in the foreground) lets the first take the foreground
(``AllowSetForegroundWindow``); some Linux window managers only mark the window as wanting
attention; on macOS, opening the app again from the Finder or the Dock never starts a second
copy (the system brings the running one forward itself).
"""

from __future__ import annotations

import enum
import hashlib
import logging
import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QLockFile, QObject, Qt, QThread
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from .paths import AppPaths

try:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket
except ImportError:  # a build without Qt Network: the lock alone, no wake-up
    HAVE_LOCAL_SOCKETS = False
else:
    HAVE_LOCAL_SOCKETS = True

__all__ = [
    "EXIT_ALREADY_OPEN",
    "LOCK_NAME",
    "WAKE_TIMEOUT_MS",
    "Claim",
    "DataFolderLock",
    "LockOwner",
    "answer_wake_ups",
    "bring_to_front",
    "claim_data_folder",
    "hand_over_to_first_copy",
    "release_data_folder",
    "server_name",
    "tell_already_open",
    "wake_first_copy",
]

_log = logging.getLogger(__name__)

LOCK_NAME = "ginrummy.lock"
WAKE_TIMEOUT_MS = 3000
"""How long a second start tries to reach the first copy (connect, ask, hear the answer); the
first may itself be starting up (its window takes up to 2 s on a loaded machine)."""
EXIT_ALREADY_OPEN = 3
"""The exit code of a second start that could not reach the first copy."""
OWNERLESS_GRACE_S = 5.0
"""A lock file naming no owner is left alone this long (its writer may be mid-write)."""
CONNECT_RETRY_MS = 50
WAKE = b"wake\n"
AWAKE = b"awake\n"


def server_name(data: Path) -> str:
    """The wake-up server's name for the data folder ``data``: ``ginrummy-`` and 16 hex digits
    of the SHA-256 of its absolute path (case-folded where the system ignores case), short
    enough for a Unix socket path and a Windows pipe name."""
    folder = os.path.normcase(str(Path(data).resolve()))
    return "ginrummy-" + hashlib.sha256(folder.encode("utf-8")).hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class LockOwner:
    """Who holds a lock, as its lock file says."""

    pid: int
    host: str
    program: str


class Claim(enum.Enum):
    """What came of claiming the data folder."""

    OURS = "ours"
    """This copy holds the lock."""
    TAKEN = "taken"
    """Another copy, still running, holds it."""
    UNLOCKABLE = "unlockable"
    """The folder cannot hold a lock file (it cannot be written): played without one."""


class DataFolderLock:
    """The data folder's ``ginrummy.lock`` (see the module docstring)."""

    def __init__(self, data: Path) -> None:
        self.path = Path(data) / LOCK_NAME
        self._file = QLockFile(str(self.path))
        self._file.setStaleLockTime(0)
        self.replaced: LockOwner | None = None
        """The owner of a stale lock this copy took over (it ended without releasing it)."""

    def acquire(self) -> Claim:
        """Take the lock at once, or say why not; a stale lock is taken over."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            _log.warning("no lock in %s (%s)", self.path.parent, error)
            return Claim.UNLOCKABLE
        previous = self.owner()
        if self._file.tryLock(0) or self._took_over_ownerless():
            self.replaced = previous
            return Claim.OURS
        if self._file.error() == QLockFile.LockError.LockFailedError:
            return Claim.TAKEN
        _log.warning("no lock in %s (%s)", self.path.parent, self._file.error().name)
        return Claim.UNLOCKABLE

    def owner(self) -> LockOwner | None:
        """The process the lock file names, or None (no file, or it names no one)."""
        pid, host, program = self._file.getLockInfo()
        return LockOwner(pid, host, program) if pid > 0 else None

    def release(self) -> None:
        """Let the lock go (the file is removed); nothing when it is not held."""
        if self._file.isLocked():
            self._file.unlock()

    def _took_over_ownerless(self) -> bool:
        """Remove a lock file that names no owner and has been so for a while, and lock."""
        if self._file.error() != QLockFile.LockError.LockFailedError or self.owner() is not None:
            return False
        try:
            age = time.time() - self.path.stat().st_mtime
        except OSError:  # gone in the meantime: its owner has just let it go
            age = OWNERLESS_GRACE_S + 1
        if age <= OWNERLESS_GRACE_S:
            return False
        self._file.removeStaleLockFile()
        return self._file.tryLock(0)


class WakeServer(QObject):
    """The first copy's ear: answers a second start's ``wake`` and calls :attr:`on_wake`."""

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.on_wake: Callable[[], None] = lambda: None
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        """Listen under :attr:`name`, after removing a socket file a killed copy left (Unix;
        only ever called with the lock held, so no running copy owns that name)."""
        QLocalServer.removeServer(self.name)
        if self._server.listen(self.name):
            return True
        _log.warning("no wake-up server %s: %s", self.name, self._server.errorString())
        return False

    def close(self) -> None:
        """Stop listening (the socket file goes)."""
        self._server.close()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.disconnected.connect(socket.deleteLater)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            self._read(socket)  # what arrived with the connection

    def _read(self, socket: QLocalSocket) -> None:
        while socket.canReadLine():
            if socket.readLine().data() == WAKE:
                _log.info("woken by a second start: the window comes to the front")
                self.on_wake()
                socket.write(AWAKE)
                socket.flush()


class SingleInstance:
    """This copy's claim on its data folder: the lock, and the wake-up server with it."""

    def __init__(self, paths: AppPaths) -> None:
        self.lock = DataFolderLock(paths.data)
        self.server = WakeServer(server_name(paths.data)) if HAVE_LOCAL_SOCKETS else None
        self.claim = Claim.UNLOCKABLE

    def acquire(self) -> Claim:
        """Take the lock and, with it, listen for wake-ups."""
        self.claim = self.lock.acquire()
        if self.claim is Claim.OURS and self.server is not None:
            self.server.listen()
        return self.claim

    def release(self) -> None:
        """Stop listening and let the lock go."""
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.release()

    def describe(self) -> str:
        """One line for the log: what this copy holds."""
        if self.claim is not Claim.OURS:
            return f"no lock in the data folder ({self.lock.path.parent}): played without one"
        replaced = self.lock.replaced
        if replaced is None:
            return f"the data folder is this copy's ({self.lock.path})"
        return (
            f"the data folder is this copy's ({self.lock.path}); the lock of process"
            f" {replaced.pid}, which ended without letting it go, was taken over"
        )


_claimed: SingleInstance | None = None


def claim_data_folder(paths: AppPaths) -> bool:
    """Whether this copy may play in ``paths.data``: True when it now holds the folder (until
    :func:`release_data_folder`) or the folder cannot hold a lock at all; False when another
    running copy holds it (then :func:`hand_over_to_first_copy`)."""
    global _claimed
    release_data_folder()
    instance = SingleInstance(paths)
    if instance.acquire() is Claim.TAKEN:
        return False
    _claimed = instance
    return True


def answer_wake_ups(window: QWidget) -> None:
    """From now on a second start brings ``window`` to the front; logs what this copy holds."""
    if _claimed is None:
        return
    _log.info("%s", _claimed.describe())
    if _claimed.server is not None:
        _claimed.server.on_wake = lambda: bring_to_front(window)


def release_data_folder() -> None:
    """Let the data folder go (the program is ending); nothing when it was not claimed."""
    global _claimed
    instance, _claimed = _claimed, None
    if instance is not None:
        instance.release()


def hand_over_to_first_copy(paths: AppPaths, timeout_ms: int = WAKE_TIMEOUT_MS) -> int:
    """The second start's part, and its exit code: wake the copy holding ``paths.data`` (0),
    or, when it does not answer in time, say the game is already open
    (:data:`EXIT_ALREADY_OPEN`)."""
    owner = DataFolderLock(paths.data).owner()
    _let_take_the_foreground(owner)
    if wake_first_copy(server_name(paths.data), timeout_ms):
        return 0
    _log.warning(
        "Gin Rummy is already open (process %s) and did not answer within %d ms",
        owner.pid if owner is not None else "unknown", timeout_ms,
    )
    tell_already_open()
    return EXIT_ALREADY_OPEN


def wake_first_copy(name: str, timeout_ms: int = WAKE_TIMEOUT_MS) -> bool:
    """Ask the copy listening on ``name`` to come to the front; whether it answered within
    ``timeout_ms``. It may be starting up itself, so the connection is retried until then."""
    if not HAVE_LOCAL_SOCKETS:
        return False
    deadline = QDeadlineTimer(timeout_ms)
    socket = QLocalSocket()
    try:
        if not _connect(socket, name, deadline):
            return False
        socket.write(WAKE)
        return _heard_awake(socket, deadline)
    finally:
        socket.abort()


def _connect(socket: QLocalSocket, name: str, deadline: QDeadlineTimer) -> bool:
    while True:
        socket.connectToServer(name)
        if socket.waitForConnected(max(0, deadline.remainingTime())):
            return True
        socket.abort()
        if deadline.hasExpired():
            return False
        QThread.msleep(CONNECT_RETRY_MS)


def _heard_awake(socket: QLocalSocket, deadline: QDeadlineTimer) -> bool:
    while not socket.canReadLine():
        if deadline.hasExpired() or not socket.waitForReadyRead(deadline.remainingTime()):
            return False
    return socket.readLine().data() == AWAKE


def _let_take_the_foreground(owner: LockOwner | None) -> None:
    """Windows: this process, in the foreground, lets the first copy take the foreground
    (otherwise its window only flashes in the taskbar)."""
    if sys.platform == "win32":
        import ctypes

        any_process = -1  # ASFW_ANY
        pid = owner.pid if owner is not None else any_process
        ctypes.windll.user32.AllowSetForegroundWindow(pid)


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` again if minimised or hidden (keeping it maximised or full-screen if it
    was), raise it and make it the active window; a dialog open over it comes along."""
    state = window.windowState()
    if state & Qt.WindowState.WindowMinimized:
        window.setWindowState(state & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    modal = QApplication.activeModalWidget()
    if modal is not None and modal is not window:
        modal.raise_()
        modal.activateWindow()


def tell_already_open() -> None:
    """The message box of a second start that could not reach the first copy."""
    box = QMessageBox(
        QMessageBox.Icon.Information,
        QCoreApplication.translate("SingleInstance", "Gin Rummy"),
        QCoreApplication.translate("SingleInstance", "Gin Rummy is already open."),
    )
    box.setInformativeText(
        QCoreApplication.translate("SingleInstance", "Switch to its window to play on.")
    )
    box.exec()
