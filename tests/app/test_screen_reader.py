"""A whole hand of the real program played through AT-SPI alone (the bus Orca reads on Linux).

The driver (``screen_reader_driver.py``) runs in a private session bus with the accessibility
bus, starts the game under Xvfb with Qt's AT-SPI bridge on, and plays one hand and deals the
next using only what the bus offers: names, descriptions and actions. Linux only; the tools
are Debian's ``dbus-daemon``, ``at-spi2-core`` and ``xvfb`` (CI installs them; elsewhere the
test is skipped when one is missing).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
BUS_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
MISSING = [tool for tool in ("dbus-run-session", "Xvfb") if shutil.which(tool) is None]
if not BUS_LAUNCHER.exists():
    MISSING.append(str(BUS_LAUNCHER))
IN_CI = bool(os.environ.get("CI"))

pytestmark = pytest.mark.skipif(
    sys.platform != "linux" or (bool(MISSING) and not IN_CI),
    reason=f"AT-SPI on Linux needs {', '.join(MISSING) or 'Linux'}",
)


def test_a_whole_hand_is_played_through_the_accessibility_bus(tmp_path: Path) -> None:
    assert not MISSING, f"CI must install {MISSING}"
    proc = subprocess.run(
        ["dbus-run-session", "--", sys.executable, str(HERE / "screen_reader_driver.py"),
         str(tmp_path)],
        capture_output=True, text=True, timeout=300, check=False,
    )
    heard = proc.stdout
    log = tmp_path / "game.log"
    detail = f"{heard}\n{proc.stderr[-3000:]}\n{log.read_text()[-3000:] if log.exists() else ''}"
    assert proc.returncode == 0, detail
    lines = heard.splitlines()  # the bus's daemons may print before the driver
    lines = lines[next((i for i, line in enumerate(lines) if line.startswith("hand: ")), 0):]
    assert lines[0].startswith("hand: Your hand, 10 cards: "), detail
    assert lines[0].count(" of ") == 10, "every card of the hand is named"
    assert "computer: Computer's hand, 10 cards" in lines, detail
    assert any(line.startswith("do 'draw' on 'Stock, ") for line in lines), detail
    assert any(line.startswith("do 'discard' on ") or line.startswith("do 'knock' on ")
               for line in lines), detail
    assert lines[-1].startswith("PLAYED Hand over") or lines[-1].startswith("PLAYED Game over")
    assert any(line.startswith("score: The score: you ") for line in lines), detail
