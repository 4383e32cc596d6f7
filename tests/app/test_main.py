"""The entry point: ``python -m ginrummy_desktop`` shows the dealt table and can quit at once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_game_starts_and_shows_the_table(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    env["PYTHONPATH"] = str(ROOT)
    proc = subprocess.run(
        [sys.executable, "-m", "ginrummy_desktop", "--quit-when-shown"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("shown ")
    assert (tmp_path / "GinRummyDesktop").is_dir()  # settings live under the app's names
