"""The program's log: a rotated file in the data folder, so a problem report has something in it.

``configure_logging(paths)`` sends the ``logging`` records of every module (level INFO and up)
to ``<data>/logs/ginrummy.log``, rotated at 1 MB with three old files kept, and Python warnings
with them. When the folder cannot be written the program runs on, logging to standard error
only: a log is never a reason not to play, nor is a log that stops being writable (a full disk):
the first record that cannot be written is reported on standard error in one line, and the
later ones are dropped without a word (:class:`FailsQuietly`). ``close_log()`` closes the file
before the program ends (Windows can neither move nor delete a file that is still open).
"""

from __future__ import annotations

import contextlib
import logging
import platform
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

from .paths import AppPaths

__all__ = ["LOG_BACKUPS", "LOG_MAX_BYTES", "FailsQuietly", "close_log", "configure_logging"]

LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
_HANDLER_NAME = "ginrummy-file"


def configure_logging(paths: AppPaths, version: str) -> Path | None:
    """Start the rotated log under ``paths``; its file, or None when it cannot be written."""
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    logging.captureWarnings(True)
    _remove_file_handler(root)  # started twice in one process (tests)
    try:
        paths.ensure()
        handler = _log_file_handler(paths.log_file)
    except OSError as error:
        logging.basicConfig(stream=sys.stderr, format=_FORMAT)
        logging.getLogger(__name__).warning("no log file (%s); logging to stderr", error)
        return None
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(logging.Formatter(_FORMAT))
    root.addHandler(handler)
    logging.getLogger(__name__).info(
        "Gin Rummy %s started (Python %s, %s)", version, platform.python_version(),
        platform.platform(),
    )
    return paths.log_file


class FailsQuietly(logging.Handler):
    """A handler that fails quietly: mixed into the log file's handler. ``logging`` prints a
    traceback on standard error for every record a handler fails to write: with a full disk,
    one per line logged. This one says so once, in one line, and then stays quiet, and its
    flush and close never raise; the game carries on either way."""

    _reported = False

    def handleError(self, record: logging.LogRecord) -> None:
        """Report the first failure to write a record (one line), ignore the later ones."""
        self._report_once()

    def flush(self) -> None:
        """Flush the file; a failure (the disk full) is reported like a record's, so closing
        the log at the end never raises."""
        try:
            super().flush()
        except OSError:
            self._report_once()

    def close(self) -> None:
        """Close the file; its last write failing (the disk full) is reported, not raised."""
        try:
            super().close()
        except OSError:
            self._report_once()

    def _report_once(self) -> None:
        """One line on standard error for the first failure (the exception being handled)."""
        if self._reported:
            return
        self._reported = True
        error = sys.exc_info()[1]
        with contextlib.suppress(OSError, ValueError, AttributeError):  # no usable stderr
            sys.stderr.write(f"Gin Rummy: the log file cannot be written ({error}); "
                             "further log lines are dropped.\n")


def _log_file_handler(path: Path) -> RotatingFileHandler:
    """The handler of the log file at ``path``: rotated at :data:`LOG_MAX_BYTES` with
    :data:`LOG_BACKUPS` old files (``logging``'s handler, as this module names it when called),
    failing quietly (:class:`FailsQuietly`)."""

    class LogFile(FailsQuietly, RotatingFileHandler):
        """The rotated log file, failing quietly."""

    return LogFile(path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")


def close_log() -> None:
    """Stop writing the log file and close it (the program is ending); a warning after this
    goes to standard error (``logging``'s last resort)."""
    root = logging.getLogger()
    if _remove_file_handler(root):
        logging.captureWarnings(False)


def _remove_file_handler(root: logging.Logger) -> bool:
    """Take the log file's handler off ``root`` and close it; whether there was one."""
    found = False
    for handler in list(root.handlers):
        if handler.get_name() == _HANDLER_NAME:
            root.removeHandler(handler)
            handler.close()
            found = True
    return found
