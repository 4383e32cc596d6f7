"""A start under too small an address-space limit (``ulimit -v``) says so and ends with an error
code, instead of hanging or crashing in Qt's event loop later (issue 39).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from ginrummy_desktop.app.shell.memory_limit import (
    EXIT_TOO_LITTLE_MEMORY,
    MIN_ADDRESS_SPACE,
    address_space_problem,
)

ROOT = Path(__file__).resolve().parents[2]
LIMITED_START = """
import resource, runpy, sys
limit = int(sys.argv[1])
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
sys.argv = ["ginrummy_desktop", "--quit-when-shown"]
runpy.run_module("ginrummy_desktop", run_name="__main__")
"""


def test_the_limit_is_compared_with_what_the_program_needs() -> None:
    assert address_space_problem(MIN_ADDRESS_SPACE) == ""
    assert address_space_problem(8 * MIN_ADDRESS_SPACE) == ""
    text = address_space_problem(400 * 2**20)
    assert text.startswith("Gin Rummy cannot start: ")
    needed = QLocale().toString(MIN_ADDRESS_SPACE // 2**20)
    assert "400 MB" in text and f"{needed} MB" in text
    assert address_space_problem() == ""  # the tests run without such a limit


@pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "darwin",
                    reason="RLIMIT_AS is enforced on Linux and the BSDs only")
def test_a_start_under_a_small_limit_ends_with_a_message(tmp_path: Path) -> None:
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", LIMITED_START, str(400 * 2**20)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == EXIT_TOO_LITTLE_MEMORY, done.stdout + done.stderr
    assert done.stderr.startswith("Gin Rummy cannot start: "), done.stderr
    assert "shown" not in done.stdout
    assert not (tmp_path / "data").exists()  # nothing was opened or written
