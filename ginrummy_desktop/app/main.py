"""Start the game: ``main(argv)`` makes the application and the window and runs the event loop.

The organisation and application names are set before the first ``QSettings`` is made. An
uncaught exception on the GUI thread is shown in a dialog instead of vanishing.

``--quit-when-shown`` (for the start-up benchmark and smoke tests) prints ``shown <seconds>``,
the time from ``main()`` to the first painted table, and quits.
"""

from __future__ import annotations

import sys
import time
import traceback
from collections.abc import Sequence
from types import TracebackType

from PySide6.QtWidgets import QApplication, QMessageBox

from .settings import apply_application_names
from .widgets.main_window import MainWindow

__all__ = ["QUIT_WHEN_SHOWN", "create_window", "main"]

QUIT_WHEN_SHOWN = "--quit-when-shown"


def create_window(app: QApplication) -> MainWindow:
    """The main window, shown, with its turn machine started (the first game follows)."""
    window = MainWindow()
    window.show()
    window.start()
    app.aboutToQuit.connect(window.controller.shutdown)
    return window


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the exit code."""
    started = time.perf_counter()
    args = list(sys.argv if argv is None else argv)
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(args)
    apply_application_names()
    app.setApplicationDisplayName("Gin Rummy")
    _install_excepthook()
    window = create_window(app)
    if QUIT_WHEN_SHOWN in args:
        window.table_shown.connect(lambda: _report_shown(app, started))
    code = app.exec()
    del window
    return int(code)


def _report_shown(app: QApplication, started: float) -> None:
    print(f"shown {time.perf_counter() - started:.3f}", flush=True)
    app.quit()


def _install_excepthook() -> None:
    """Show uncaught errors in a dialog (and still print them)."""
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        previous(kind, error, tb)
        text = "".join(traceback.format_exception(kind, error, tb))
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            "Gin Rummy: unexpected error",
            f"Something went wrong: {error}",
        )
        box.setDetailedText(text)
        box.exec()

    sys.excepthook = hook
