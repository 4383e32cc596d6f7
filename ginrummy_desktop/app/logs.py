"""The program's log: a rotated file in the data folder, so a problem report has something in it.

``configure_logging(paths)`` sends the ``logging`` records of every module (level INFO and up)
to ``<data>/logs/ginrummy.log``, rotated at 1 MB with three old files kept, and Python warnings
with them. When the folder cannot be written the program runs on, logging to standard error
only: a log is never a reason not to play.
"""

from __future__ import annotations

import logging
import platform
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

from .paths import AppPaths

__all__ = ["LOG_BACKUPS", "LOG_MAX_BYTES", "configure_logging"]

LOG_MAX_BYTES = 1_000_000
LOG_BACKUPS = 3
_FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"
_HANDLER_NAME = "ginrummy-file"


def configure_logging(paths: AppPaths, version: str) -> Path | None:
    """Start the rotated log under ``paths``; its file, or None when it cannot be written."""
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    logging.captureWarnings(True)
    for handler in list(root.handlers):
        if handler.get_name() == _HANDLER_NAME:  # started twice in one process (tests)
            root.removeHandler(handler)
            handler.close()
    try:
        paths.ensure()
        handler = RotatingFileHandler(
            paths.log_file, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
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
