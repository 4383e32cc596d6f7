"""Start the game: ``main(argv)`` makes the application and the window and runs the event loop.

The organisation and application names are set before the first ``QSettings`` is made. An
uncaught exception on the GUI thread is shown in a dialog instead of vanishing.

The game speaks its language from the first word: the settings are read, and the translators
of the language they keep (the one chosen in Settings, or the system's) installed, before any
window or dialog is built (:func:`speak_the_chosen_language`); the window is then given that
same store, so a settings file that had to be moved aside is still told of. The self-test
reads no settings and speaks English, the language its checks read. A warning logged before
the log file is open (a translation that could not be used) is kept and written to it once
it is (:class:`_EarlyWarnings`). Before anything
of Qt starts, a start under an address-space limit too small for it (``ulimit -v``) prints why
and ends with ``EXIT_TOO_LITTLE_MEMORY`` (``shell/memory_limit.py``).

The cyclic garbage collector, paused by ``ginrummy_desktop.__main__`` while the program starts,
runs again once the table is first painted (or the self-test begins, or ``main`` returns).

``--quit-when-shown`` (for the start-up benchmark and smoke tests) prints ``shown <seconds>
<cpu seconds>``, the time from ``main()`` to the first painted table and the CPU time the
process had used by then (all its threads, from its start), and quits.

``--self-test [--report FILE]`` plays one hand between two computer players in the real window,
offscreen, checks the card art, icon and forms, prints what it did and exits 0 or 1
(``self_test.py``). The window icon and desktop file name are set for every run (``icon.py``).

``--autoplay`` lets the Easy level play the user's seat, game after game, and prints one line
per step: ``start <actions> <match> <outcome>`` when the table is up (the saved match
resumed at that many actions, or a new one), ``applied <actions> <match>`` after each
action and ``saved <actions>`` after each autosave. The kill test runs the real program this
way and kills it at random moments.

The log goes to a rotated file in the data folder (``shell/logs.py``). When the window has
closed while a player of the tests' thread seat was stuck in a decision (its thread cannot be
stopped; see ``seats/thread_seat.py``), the process ends at once instead of waiting for it: the
match was saved after the last action already. Whichever way the program ends (the window
closed, the self-test, an error), it first closes its files and the log and lets its helper
processes go (:func:`close_down`): Windows can neither move nor delete a file that is still
open.

One copy plays per data folder (``single_instance.py``): before it opens the log or the match,
the program claims the data folder; when another running copy holds it, this start brings that
copy's window to the front and ends with exit code 0. When that copy cannot be reached (its lock
names another computer or a process that is gone, or it does not answer), the player is told
where the game seems to be open and chooses to open it anyway or to quit (``EXIT_ALREADY_OPEN``).
:func:`close_down` lets the folder go.
"""

from __future__ import annotations

import gc
import linecache
import logging
import os
import sys
import time
import traceback
from collections.abc import Sequence
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from .. import __version__
from ..worker_process import stop_all_workers
from .seats.thread_seat import abandoned_threads_running
from .settings.file import apply_application_names
from .settings.store import SettingsStore
from .shell.icon import apply_identity
from .shell.logs import close_log, configure_logging
from .shell.memory_limit import EXIT_TOO_LITTLE_MEMORY, address_space_problem
from .shell.paths import AppPaths
from .shell.single_instance import (
    answer_wake_ups,
    release_data_folder,
    start_here_or_hand_over,
)
from .shell.translation import (
    ENGLISH,
    SYSTEM_LANGUAGE,
    Language,
    Translators,
    chosen_language,
)
from .widgets.main_window import MainWindow
from .words.excerpts import clipped

if TYPE_CHECKING:  # imported by the runs that use them (the self-test, autoplay)
    from .widgets.autopilot import Autopilot

__all__ = [
    "AUTOPLAY",
    "QUIT_WHEN_SHOWN",
    "SELF_TEST",
    "close_down",
    "create_window",
    "main",
    "speak_the_chosen_language",
]

QUIT_WHEN_SHOWN = "--quit-when-shown"
AUTOPLAY = "--autoplay"
SELF_TEST = "--self-test"
"""``self_test.SELF_TEST``, named here too: the self-test's module (with the Expert's search
and its helper process) is imported only by a run that asks for it."""

_log = logging.getLogger(__name__)


class _EarlyWarnings(logging.Handler):
    """The warnings logged before the log file is open (a translation that could not be
    used, a settings file moved aside), kept until :meth:`release` writes them where the log
    goes then: its file, or standard error when there is none (``logging``'s last resort).
    Kept on the root logger; at most :attr:`LIMIT` of them."""

    LIMIT = 100

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []
        logging.getLogger().addHandler(self)

    def emit(self, record: logging.LogRecord) -> None:
        if len(self.records) < self.LIMIT:
            self.records.append(record)

    def release(self) -> None:
        """Stop keeping, and log what was kept (once: a second call does nothing)."""
        root = logging.getLogger()
        root.removeHandler(self)
        kept, self.records = self.records, []
        for record in kept:
            root.handle(record)


def speak_the_chosen_language(app: QCoreApplication, store: SettingsStore | None) -> Language:
    """Install the translators of the language ``store`` keeps: the one chosen in Settings,
    else the first of the system's the game has (a code the game lacks, refused when read,
    follows the system too); returns the language spoken (English when its translation
    cannot be used). Without a store (the self-test, whose checks read English texts), English.
    Before any window is built: a window words itself when it is made."""
    translators = Translators.of(app)
    if store is None:
        return translators.use(ENGLISH)
    code = store.load().language
    return translators.use(chosen_language(code), follows_system=code == SYSTEM_LANGUAGE)


def create_window(app: QApplication, store: SettingsStore | None = None) -> MainWindow:
    """The main window on ``store`` (the player's settings by default), shown, with its turn
    machine started (the first game follows)."""
    window = MainWindow(store)
    window.show()
    window.start()
    app.aboutToQuit.connect(window.session.stop_play)
    return window


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the exit code. However it ends, what the program holds is
    released before this returns (:func:`close_down`)."""
    started = time.perf_counter()
    too_little = address_space_problem()
    if too_little:  # before Qt starts: it would hang or crash later (``memory_limit.py``)
        print(too_little, file=sys.stderr, flush=True)
        return EXIT_TOO_LITTLE_MEMORY
    _forget_source_lines()
    args = list(sys.argv if argv is None else argv)
    if SELF_TEST in args:
        from .self_test import prepare as prepare_self_test

        prepare_self_test()
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(args)
    apply_application_names()
    early = _EarlyWarnings()
    store = None if SELF_TEST in args else SettingsStore()  # the self-test's: its own file
    speak_the_chosen_language(app, store)
    app.setApplicationDisplayName(QCoreApplication.translate("main", "Gin Rummy"))
    apply_identity(app)
    try:
        if store is None:  # before the log: the self-test leaves the player's folders alone
            from .self_test import run_self_test

            early.release()
            gc.enable()
            return run_self_test(app, args)
        return _play(app, args, started, store, early)
    finally:
        early.release()  # when no log was opened (another copy plays): to standard error
        gc.enable()
        close_down()


def _forget_source_lines() -> None:
    """Drop the source lines that importing the game left in ``linecache``.

    Once PySide6 is imported, it reads the whole source of every module imported after it
    (``inspect.getsource``, to see whether the module uses PySide6's optional features), and
    ``linecache`` keeps those lines: some 150 files, about 6 MB of strings, held for nothing.
    Dropped before the window is built, the window reuses their memory: about 2.5 MB less
    resident at the first paint. A traceback reads the lines it needs again.
    """
    linecache.clearcache()


def _play(app: QApplication, args: Sequence[str], started: float, store: SettingsStore,
          early: _EarlyWarnings) -> int:
    """The main window on ``store`` and its event loop, with the log (the ``early``
    warnings first); the exit code. A second copy for the same data folder hands over to the
    first instead and ends."""
    paths = AppPaths.system()
    handed_over = start_here_or_hand_over(paths)
    if handed_over is not None:
        return handed_over
    configure_logging(paths, __version__)
    early.release()
    _install_excepthook()
    window = create_window(app, store)
    window.table_shown.connect(gc.enable)  # paused while the program starts (see the docstring)
    answer_wake_ups(window)
    try:
        if QUIT_WHEN_SHOWN in args:
            window.table_shown.connect(lambda: _report_shown(app, started))
        if AUTOPLAY in args:
            _start_autoplay(window)
        code = int(app.exec())
    finally:
        window.session.close_files()
    _log.info("the window closed (exit code %d)", code)
    if abandoned_threads_running():
        _log.warning("a computer player is still stuck in a decision; ending without it")
        close_down()
        logging.shutdown()
        sys.stdout.flush()
        os._exit(code)
    return code


def close_down() -> None:
    """Release what the program holds before it exits, however it ends: the worker processes
    (the computer player's, the coach's, and the Expert's rollout helper where this process
    started one, as the self-test does) end, through their one owner, the registry of
    ``worker_process.py``, and the log file is closed; the window closes its own files
    (:meth:`MatchSession.close_files`). Windows can neither move nor delete a file that is
    still open. Last, the data folder's lock goes, so the next start may play there. A worker
    that was never started has no process: nothing is imported or started to stop it."""
    stop_all_workers()
    close_log()
    release_data_folder()


def _trace(line: str) -> None:
    print(line, flush=True)


def _start_autoplay(window: MainWindow) -> None:
    """Play the user's seat with the Easy level and trace each step (see the docstring)."""
    from ..ai.levels import Level, make_player
    from .widgets.autopilot import Autopilot

    window.session.events_applied.connect(lambda _e: _trace(f"applied {_position(window)}"))
    window.session.autosave.saved.connect(lambda count: _trace(f"saved {count}"))
    pilot = Autopilot(window, make_player(Level.EASY, 1), new_games=True)
    window.table_shown.connect(lambda: _autoplay_started(window, pilot))


def _position(window: MainWindow) -> str:
    """``<actions> <fingerprint of the match's first seed>``: where the match in play stands."""
    session = window.session
    count = len(session.game.history) if session.has_game else 0
    return f"{count} {session.deals.seeds[0].fingerprint[:16]}"


def _autoplay_started(window: MainWindow, pilot: Autopilot) -> None:
    _trace(f"start {_position(window)} {window.session.load_result.outcome.name.lower()}")
    pilot.start()


def _report_shown(app: QApplication, started: float) -> None:
    print(f"shown {time.perf_counter() - started:.3f} {time.process_time():.3f}", flush=True)
    app.quit()


def _install_excepthook() -> None:
    """Show uncaught errors in a dialog (and still print them)."""
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        previous(kind, error, tb)
        _log.critical("uncaught exception", exc_info=(kind, error, tb))
        text = "".join(traceback.format_exception(kind, error, tb))
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            QCoreApplication.translate("main", "Gin Rummy: unexpected error"),
            QCoreApplication.translate("main", "Something went wrong: {error}").format(
                error=clipped(str(error), 300)),
        )
        box.setTextFormat(Qt.TextFormat.PlainText)  # an error's text may quote a file
        box.setDetailedText(text)
        box.exec()

    sys.excepthook = hook
