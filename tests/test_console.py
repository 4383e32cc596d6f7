"""Text output is UTF-8 whatever the system's code page: a suit symbol printed to a pipe or a
file never raises (a frozen Windows program writes cp1252 there, even with ``PYTHONUTF8=1``).

Each command-line entry runs here with ``PYTHONIOENCODING=cp1252`` (strict), which makes any
Python write its pipes as that Windows program does. The game's own ``--self-test`` is run so in
``tests/packaging/test_self_test.py``.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ginrummy_desktop.console import use_utf8_output, utf8_stream

ROOT = Path(__file__).resolve().parents[1]
SUITS = "♣♦♥♠"


def cp1252_environment() -> dict[str, str]:
    """The environment of a program whose pipes are in the Windows code page."""
    env = dict(os.environ, PYTHONIOENCODING="cp1252", PYTHONPATH=str(ROOT))
    env.pop("PYTHONUTF8", None)
    return env


def test_a_strict_cp1252_stream_is_switched_to_utf8(monkeypatch: pytest.MonkeyPatch) -> None:
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="cp1252", errors="strict")
    monkeypatch.setattr(sys, "stdout", stream)
    with pytest.raises(UnicodeEncodeError):
        print(f"8{SUITS[1]}", flush=True)
    use_utf8_output()
    print(f"8{SUITS[1]} and a lone \udc80", flush=True)
    assert raw.getvalue().decode("utf-8") == "8♦ and a lone \\udc80\n"


def test_missing_or_foreign_streams_are_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdout", None)  # a windowed frozen program has none
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    use_utf8_output()
    assert not utf8_stream(None)
    assert not utf8_stream(io.StringIO())


def test_verify_deal_prints_suits_through_a_cp1252_pipe(tmp_path: Path) -> None:
    missing = tmp_path / f"match {SUITS}.json"  # the message names the file it cannot read
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "verify_deal.py"), str(missing)],
        capture_output=True, timeout=60, env=cp1252_environment(),
    )
    said = (done.stdout + done.stderr).decode("utf-8")
    assert done.returncode == 2, said
    assert SUITS in said


def test_the_arena_writes_suits_through_a_cp1252_pipe() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "ginrummy_desktop.arena", f"no-such-level-{SUITS}", "easy"],
        capture_output=True, timeout=60, env=cp1252_environment(), cwd=ROOT,
    )
    assert done.returncode == 2
    assert SUITS in done.stderr.decode("utf-8")
