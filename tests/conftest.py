"""Shared test set-up, for every test: the player's own folders are never touched.

The XDG folders (where Qt looks on Linux) point into a temporary folder for the whole run, and
Qt is told to draw offscreen, before anything could start it. Nothing here imports Qt: the
engine's and the AI's tests run without it. The Qt side (``QStandardPaths``' test mode, an
empty data folder for each test, the program's translators) is ``tests/app/conftest.py``.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["GINRUMMY_SILENT"] = "1"  # the game makes no sound under test (app/sound.py)

HOME = Path(tempfile.mkdtemp(prefix="ginrummy-tests-"))
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_name] = str(HOME / _name.lower())


def pytest_unconfigure(config: pytest.Config) -> None:
    """The run's temporary home goes with it (else every run leaves one behind)."""
    shutil.rmtree(HOME, ignore_errors=True)
