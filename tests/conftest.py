"""Shared test set-up. Qt must be told to draw offscreen before any QApplication exists.

The tests never touch the player's own settings or saved match: the XDG folders (where Qt looks
on Linux) point into a temporary folder for the whole run, and Qt's test mode sends
``QStandardPaths`` (and with it the default ``QSettings`` file) to a test location on every
system. Every test starts with an empty data folder, so a match saved by one test is never
resumed by the next.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

_HOME = Path(tempfile.mkdtemp(prefix="ginrummy-tests-"))
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_name] = str(_HOME / _name.lower())

from PySide6.QtCore import QStandardPaths  # noqa: E402  (after the environment is set)

QStandardPaths.setTestModeEnabled(True)


def pytest_unconfigure(config: pytest.Config) -> None:
    """The run's temporary home goes with it (else every run leaves one behind)."""
    shutil.rmtree(_HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def _empty_data_folders() -> Iterator[None]:
    """Each test starts without a saved match or log of an earlier test."""
    yield
    for kind in (
        QStandardPaths.StandardLocation.AppDataLocation,
        QStandardPaths.StandardLocation.AppLocalDataLocation,
    ):
        location = QStandardPaths.writableLocation(kind)
        if location and Path(location).is_dir():
            shutil.rmtree(location, ignore_errors=True)
