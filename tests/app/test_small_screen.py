"""Every window of the game fits a small screen (issue 40): the main window and each dialog lie
inside the screen's free area, with room for a title bar, and none of their controls outside
a scroll area is cut off.

Qt's offscreen platform is given the screen in a configuration file; the windows are opened
in a process of their own (``small_screen_probe.py``), since a running application keeps the
screens it started with. A 1024×576 screen, the same less a task bar, and a 2048×1152 screen
at 200% (1024×576 of Qt's pixels).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).resolve().parent / "small_screen_probe.py"
TITLE_BAR = 32
"""Room kept above a window for a title bar the offscreen platform does not draw."""
WINDOWS = {"main window", "score sheet", "statistics", "hand history", "keyboard", "settings",
           "rules", "about", "fair deal", "review"}

SCREENS = {
    "1024x576": ((1024, 576), "1"),
    "1024x576 less a task bar": ((1024, 536), "1"),
    "2048x1152 at 200%": ((2048, 1152), "2"),
}


def _probe(tmp_path: Path, size: tuple[int, int], scale: str) -> dict[str, dict[str, object]]:
    config = tmp_path / "screens.json"
    width, height = size
    config.write_text(json.dumps({"screens": [{
        "name": "small", "x": 0, "y": 0, "width": width, "height": height,
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    # the file named from the folder it is run in: Qt splits the platform's arguments at
    # every colon, a Windows drive's too
    paths = os.pathsep.join(filter(None, (str(ROOT), os.environ.get("PYTHONPATH"))))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config.name}",
               QT_SCALE_FACTOR=scale, PYTHONPATH=paths)
    out = tmp_path / "windows.json"
    done = subprocess.run([sys.executable, str(PROBE), str(out), str(tmp_path)], cwd=tmp_path,
                          env=env, capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    found: dict[str, dict[str, object]] = json.loads(out.read_text(encoding="utf-8"))
    return found


def _inside(outer: list[int], inner: list[int]) -> bool:
    ox, oy, ow, oh = outer
    x, y, w, h = inner
    return ox <= x and oy <= y and x + w <= ox + ow and y + h <= oy + oh


@pytest.mark.parametrize("screen", SCREENS)
def test_every_window_fits_a_small_screen(tmp_path: Path, screen: str) -> None:
    size, scale = SCREENS[screen]
    found = _probe(tmp_path, size, scale)
    assert set(found) == WINDOWS
    problems = []
    for name, window in found.items():
        available, frame, inner = window["available"], window["frame"], window["inner"]
        assert isinstance(available, list) and isinstance(frame, list)
        assert isinstance(inner, list)
        assert available[2:] == [size[0] // int(scale), size[1] // int(scale)], name
        if not _inside(available, frame):
            problems.append(f"{name}: its frame {frame} is not inside {available}")
        if inner[3] + TITLE_BAR > available[3]:
            problems.append(f"{name}: {inner[3]} high, no room for a title bar")
        if window["cut"]:
            problems.append(f"{name}: cut off: {window['cut']}")
    assert not problems, "\n".join(problems)
