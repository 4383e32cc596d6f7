"""The Qt side of the tests' set-up, for the app's tests (the engine's and the AI's tests never
import Qt; the packaging tests that draw or build need no more than ``tests/conftest.py``).

Qt's test mode sends ``QStandardPaths`` (and with it the default ``QSettings`` file) to a test
location on every system, and every test starts with an empty data folder, so a match saved by
one test is never resumed by the next. The program's translators are installed once, as
``main()`` installs them, so a counted string reads "1 hand" and "3 hands" in the tests too.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, QTranslator
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.app.shell.translation import ENGLISH, Translators

QStandardPaths.setTestModeEnabled(True)


@pytest.fixture(autouse=True)
def empty_data_folders() -> Iterator[None]:
    """Each test starts without a saved match or log of an earlier test."""
    yield
    for kind in (
        QStandardPaths.StandardLocation.AppDataLocation,
        QStandardPaths.StandardLocation.AppLocalDataLocation,
    ):
        location = QStandardPaths.writableLocation(kind)
        if location and Path(location).is_dir():
            shutil.rmtree(location, ignore_errors=True)


@pytest.fixture(autouse=True, scope="session")
def translators(qapp: QApplication) -> Iterator[list[QTranslator]]:
    """The program's English translation (the forms of counted strings), for the run."""
    translators = Translators.of(qapp)
    translators.use(ENGLISH)
    yield translators.installed
    for translator in Translators.of(qapp).installed:  # a test may have changed the language
        qapp.removeTranslator(translator)
