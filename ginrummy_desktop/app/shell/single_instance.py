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
* **When the first copy cannot be reached**, the lock may be one nobody will ever let go: QLockFile
  takes over only the lock of a process it knows is gone *on this computer*. So a lock written on
  another computer (a home folder synced or shared between two), one naming a process that no
  longer runs here but that Qt will not judge (another computer of the same name), and one whose
  process id a live program reuses (or a copy that hangs) would keep the game shut for ever.
  The lock file names its owner's process id and host name (and Qt's machine id); the second
  start reads them (:class:`Elsewhere`) and does not try to wake a copy on another computer or
  a process that is gone; a copy here gets :data:`WAKE_TIMEOUT_MS` to answer. Then the player
  is told where the game seems to be open and chooses *Open anyway* (the lock is removed and
  taken, :func:`open_anyway`; when even that fails, the game plays without one) or *Quit* (the
  start ends with :data:`EXIT_ALREADY_OPEN`). The choice is a function passed in
  (:func:`ask_whether_to_open_anyway` by default), so tests answer without a modal dialog.
  When the folder cannot hold a lock file at all (it cannot be written), the game plays on
  without one, as it did before.

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

from PySide6.QtCore import (
    QCoreApplication,
    QDeadlineTimer,
    QLockFile,
    QObject,
    QSysInfo,
    Qt,
    QThread,
)
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from .paths import AppPaths, qt_file_name

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
    "Elsewhere",
    "LockOwner",
    "Where",
    "answer_wake_ups",
    "ask_whether_to_open_anyway",
    "bring_to_front",
    "claim_data_folder",
    "hand_over_to_first_copy",
    "open_anyway",
    "process_running",
    "release_data_folder",
    "server_name",
    "start_here_or_hand_over",
    "wake_first_copy",
]

_log = logging.getLogger(__name__)

LOCK_NAME = "ginrummy.lock"
WAKE_TIMEOUT_MS = 3000
"""How long a second start tries to reach the first copy (connect, ask, hear the answer); the
first may itself be starting up (its window takes up to 2 s on a loaded machine)."""
EXIT_ALREADY_OPEN = 3
"""The exit code of a second start that could not reach the first copy, and quit."""
OWNERLESS_GRACE_S = 5.0
"""A lock file naming no owner is left alone this long (its writer may be mid-write)."""
CONNECT_RETRY_MS = 50
WAKE = b"wake\n"
AWAKE = b"awake\n"
MAX_PID = 2**32
"""Process ids are below this on every system (a lock file naming a larger one names none)."""
MAX_HOST_SHOWN = 64
"""The most characters of a host name shown (a DNS label is at most 63)."""


def server_name(data: Path) -> str:
    """The wake-up server's name for the data folder ``data``: ``ginrummy-`` and 16 hex digits
    of the SHA-256 of its absolute path (case-folded where the system ignores case) as the
    system's bytes (a name that is not UTF-8 too), short enough for a Unix socket path and a
    Windows pipe name."""
    folder = os.path.normcase(str(Path(data).resolve()))
    return "ginrummy-" + hashlib.sha256(os.fsencode(folder)).hexdigest()[:16]


@dataclass(frozen=True, slots=True)
class LockOwner:
    """Who holds a lock, as its lock file says."""

    pid: int
    host: str
    program: str


class Where(enum.Enum):
    """Where the copy a lock file names seems to be, as this start can tell."""

    NOBODY_NAMED = "the lock names no process"
    ANOTHER_COMPUTER = "another computer"
    GONE = "a process no longer running here"
    HERE = "a process running here"


@dataclass(frozen=True, slots=True)
class Elsewhere:
    """The copy that holds the data folder, as its lock file names it, and where it seems to
    be (:meth:`of`). Only a copy here can be woken (the wake-up server is local); a process
    named here but no longer running is a lock left behind that Qt would not judge (written by
    another computer of the same name: Qt goes by the machine id)."""

    owner: LockOwner | None
    where: Where

    @classmethod
    def of(cls, owner: LockOwner | None) -> Elsewhere:
        """Where ``owner`` seems to be: on another computer when its host name is not this
        computer's, else gone or running as its process id is."""
        if owner is None:
            return cls(owner, Where.NOBODY_NAMED)
        if owner.host and owner.host != QSysInfo.machineHostName():
            return cls(owner, Where.ANOTHER_COMPUTER)
        return cls(owner, Where.HERE if process_running(owner.pid) else Where.GONE)

    @property
    def may_answer(self) -> bool:
        """Whether waking it is worth trying (a copy may run here)."""
        return self.where in (Where.HERE, Where.NOBODY_NAMED)

    @property
    def text(self) -> str:
        """Where the game seems to be open, in a sentence for the player (said once waking
        it failed, so a copy here "does not answer")."""
        owner = self.owner
        if owner is None:
            return QCoreApplication.translate(
                "SingleInstance", "Gin Rummy seems to be open already, but it does not answer.")
        if self.where is Where.ANOTHER_COMPUTER:
            return QCoreApplication.translate(
                "SingleInstance", "Gin Rummy seems to be open on another computer, “{host}” "
                "(process {pid}), which shares this data folder.").format(
                    host=_shown_host(owner.host), pid=owner.pid)
        if self.where is Where.GONE:
            return QCoreApplication.translate(
                "SingleInstance", "Gin Rummy seems to have been open as process {pid}, which "
                "is no longer running on this computer: its lock was left behind.").format(
                    pid=owner.pid)
        return QCoreApplication.translate(
            "SingleInstance", "Gin Rummy seems to be open already as process {pid} on this "
            "computer, but it does not answer.").format(pid=owner.pid)


Decide = Callable[[Elsewhere], bool]
"""What the player chose when the copy holding the data folder cannot be woken: True to open
the game anyway, False to quit."""


def _shown_host(host: str) -> str:
    """A host name read from the lock file, fit to be shown: printable characters only, at
    most :data:`MAX_HOST_SHOWN` of them."""
    printable = "".join(ch for ch in host if ch.isprintable())
    if len(printable) > MAX_HOST_SHOWN:
        return printable[: MAX_HOST_SHOWN - 1] + "…"
    return printable


def process_running(pid: int) -> bool:
    """Whether a process ``pid`` runs on this computer (any program: a reused id counts).
    It is never signalled: on Windows ``os.kill`` would end it, so the system's process API
    is asked there; elsewhere signal 0 only checks that the process exists."""
    if sys.platform == "win32":
        return _windows_process_running(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # not ours to signal (PermissionError), or cannot tell: taken as running
        return True
    return True


def _windows_process_running(pid: int) -> bool:
    """Windows: whether process ``pid`` exists and has not exited (a process that cannot be
    opened for lack of rights exists)."""
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        query_limited_information, access_denied, still_active = 0x1000, 5, 259
        handle = kernel32.OpenProcess(query_limited_information, False, pid)
        if not handle:
            return ctypes.get_last_error() == access_denied
        try:
            code = ctypes.c_ulong()
            if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
                return True
            return code.value == still_active
        finally:
            kernel32.CloseHandle(handle)
    return True


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
        self._file = QLockFile(qt_file_name(self.path))
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
        """The process the lock file names, or None (no file, or it names no one, or a
        process id no system has)."""
        pid, host, program = self._file.getLockInfo()
        return LockOwner(pid, host, program) if 0 < pid < MAX_PID else None

    def take_over(self) -> Claim:
        """Remove the lock file, whoever it names, and take the lock (the player chose to open
        the game anyway); UNLOCKABLE (logged) when that fails: a live process still holds
        the file (Unix: its ``flock``; Windows: it is open without sharing)."""
        previous = self.owner()
        self._file.removeStaleLockFile()
        if self._file.tryLock(0):
            self.replaced = previous
            return Claim.OURS
        _log.warning("the lock %s could not be taken over (%s); played without one",
                     self.path, self._file.error().name)
        return Claim.UNLOCKABLE

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
        self.anyway = False
        """Whether the player chose to open the game over another copy's lock."""

    def acquire(self, *, anyway: bool = False) -> Claim:
        """Take the lock and, with it, listen for wake-ups; ``anyway``: whoever holds it."""
        self.anyway = anyway
        self.claim = self.lock.take_over() if anyway else self.lock.acquire()
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
        if self.anyway:
            return (
                f"the data folder is this copy's ({self.lock.path}); the player chose to open "
                f"the game anyway over the lock of process {replaced.pid} on {replaced.host!r}"
            )
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


def start_here_or_hand_over(
    paths: AppPaths, timeout_ms: int = WAKE_TIMEOUT_MS, decide: Decide | None = None
) -> int | None:
    """Claim ``paths.data`` for this copy: None when it may play (the folder is now its own,
    cannot hold a lock, or the player chose to open the game anyway), else the exit code of a
    start that handed over (:func:`hand_over_to_first_copy`)."""
    if claim_data_folder(paths):
        return None
    return hand_over_to_first_copy(paths, timeout_ms, decide)


def hand_over_to_first_copy(
    paths: AppPaths, timeout_ms: int = WAKE_TIMEOUT_MS, decide: Decide | None = None
) -> int | None:
    """The second start's part: wake the copy holding ``paths.data`` (0). When it cannot be
    woken (the lock names another computer or a process gone, or it does not answer within
    ``timeout_ms``), ``decide`` (by default :func:`ask_whether_to_open_anyway`) is asked:
    None when the player opens the game anyway (the folder is then this copy's,
    :func:`open_anyway`), :data:`EXIT_ALREADY_OPEN` when they quit (the lock is left as it
    was)."""
    owner = DataFolderLock(paths.data).owner()
    elsewhere = Elsewhere.of(owner)
    if elsewhere.may_answer:
        _let_take_the_foreground(owner)
        if wake_first_copy(server_name(paths.data), timeout_ms):
            return 0
    _log.warning("the data folder's lock names %s (%s), which cannot be woken",
                 owner or "no process", elsewhere.where.value)
    if not (decide or ask_whether_to_open_anyway)(elsewhere):
        return EXIT_ALREADY_OPEN
    open_anyway(paths)
    return None


def open_anyway(paths: AppPaths) -> None:
    """Make ``paths.data`` this copy's whoever the lock names (the player chose to), or play
    without a lock when it cannot be taken (:meth:`DataFolderLock.take_over`)."""
    global _claimed
    release_data_folder()
    instance = SingleInstance(paths)
    instance.acquire(anyway=True)
    _claimed = instance


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


def ask_whether_to_open_anyway(elsewhere: Elsewhere) -> bool:
    """Ask the player whether to open the game although ``elsewhere`` holds its data folder:
    True for *Open anyway*, False for *Quit* (the default, and what closing the box means).
    The host name comes from a file, so the text is shown as plain text."""
    box = QMessageBox(QMessageBox.Icon.Warning,
                      QCoreApplication.translate("SingleInstance", "Gin Rummy"), elsewhere.text)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setInformativeText(QCoreApplication.translate(
        "SingleInstance", "Open it here only if it is not open there: two copies playing at "
        "once overwrite each other's saved game."))
    opened = box.addButton(QCoreApplication.translate("SingleInstance", "Open anyway"),
                           QMessageBox.ButtonRole.AcceptRole)
    quitting = box.addButton(QCoreApplication.translate("SingleInstance", "Quit"),
                             QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(quitting)
    box.setEscapeButton(quitting)
    box.exec()
    return box.clickedButton() is opened
