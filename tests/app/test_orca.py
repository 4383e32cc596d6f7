"""A hand of the real program played by keys alone while Debian's own Orca listens.

The driver (``orca_driver.py``) starts the game and Orca in a private session bus and plays a
seeded hand and the next deal as a blind player would, deciding only from what Orca speaks
(read from Orca's debug log). This test checks that Orca said what such a player must hear:
the upcard offer, the computer's draw and discard, the card the player drew, why a knock was
refused, the hint, the knock, both sides' melds at the showdown, the points and the score; and
that Orca's Where Am I after a discard no longer names the card thrown away.

Linux only, with Debian's packages ``orca speech-dispatcher speech-dispatcher-espeak-ng
espeak-ng xdotool openbox xvfb dbus at-spi2-core`` (CI installs them; elsewhere the test is
skipped and says which are missing).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
TOOLS = {
    "orca": "orca",
    "speech-dispatcher": "speech-dispatcher",
    "xdotool": "xdotool",
    "openbox": "openbox",
    "Xvfb": "xvfb",
    "dbus-run-session": "dbus-daemon",
    "/usr/libexec/at-spi-bus-launcher": "at-spi2-core",
    "/usr/lib/speech-dispatcher-modules/sd_espeak-ng": "speech-dispatcher-espeak-ng",
}
MISSING = sorted({package for tool, package in TOOLS.items()
                  if shutil.which(tool) is None and not Path(tool).exists()})
IN_CI = bool(os.environ.get("CI"))

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or (bool(MISSING) and not IN_CI),
    reason="Orca's test needs Linux and Debian's packages: " + " ".join(MISSING or ["(Linux)"]),
)


def test_orca_speaks_a_hand_played_by_keys_alone(tmp_path: Path) -> None:
    assert not MISSING, f"CI must install {MISSING}"
    proc = subprocess.run(
        ["dbus-run-session", "--", sys.executable, str(HERE / "orca_driver.py"), str(tmp_path)],
        capture_output=True, text=True, timeout=150, check=False,
    )
    transcript = [line for line in proc.stdout.splitlines()
                  if line.startswith(("key: ", "orca: ", "PLAYED", "STOPPED"))]
    spoken = [line.removeprefix("orca: ") for line in transcript if line.startswith("orca: ")]
    detail = "\n".join(transcript) + "\n" + proc.stderr[-2000:]
    assert proc.returncode == 0, detail

    def heard(*words: str) -> bool:
        return any(all(word in line for word in words) for line in spoken)

    assert transcript[-1] == "PLAYED", detail
    assert heard("upcard"), "the upcard offer\n" + detail
    assert heard("The computer draws from the stock") or heard("The computer takes the"), detail
    assert heard("The computer discards the"), detail
    assert heard("You draw the", " of "), "the player's own card\n" + detail
    assert heard("Your deadwood is too high to knock."), "a refusal and its reason\n" + detail
    refusals = [line for line in spoken if "too high to knock" in line]
    assert len(refusals) >= 2, "the refusal again with a panel button focused\n" + detail
    assert heard("Hint: "), detail
    assert heard("knocked") or heard("gin"), detail
    assert heard("Your cards laid out", " of "), "the player's melds\n" + detail
    assert heard("The computer's cards laid out", " of "), "the computer's melds\n" + detail
    assert heard("points."), "the hand's points\n" + detail
    assert heard("The score:"), detail
    assert heard("Hand 2"), "the next deal\n" + detail
    assert not any(symbol in line for line in spoken for symbol in "·−×"), detail
    _where_am_i_names_no_card_thrown(transcript)


def _where_am_i_names_no_card_thrown(transcript: list[str]) -> None:
    """After each discard, Orca's Where Am I (KP_Enter, pressed once the computer has played)
    names no card thrown away: the reader's focus left it."""
    asked = [index for index, line in enumerate(transcript) if line == "key: KP_Enter"]
    assert asked, "Where Am I was never asked"
    for index in asked:
        before = " ".join(transcript[:index])
        thrown = before.rsplit("You discard the ", 1)[-1].split(".")[0]
        answer = []
        for later in transcript[index + 1:]:
            if later.startswith("key: "):
                break
            answer.append(later)
        assert answer and not any(thrown in said for said in answer), (thrown, answer)


def test_orca_speaks_the_review_of_a_hand(tmp_path: Path) -> None:
    """A hand played, then reviewed by ear (Ctrl+R): Orca 43, which speaks no announcement,
    says the window, that the review is done and how the player played (through the focused
    hand chooser), the summary's row, the hand chosen and a decision's row, each once, in
    words."""
    assert not MISSING, f"CI must install {MISSING}"
    proc = subprocess.run(
        ["dbus-run-session", "--", sys.executable, str(HERE / "orca_driver.py"), str(tmp_path),
         "--review"],
        capture_output=True, text=True, timeout=240, check=False,
    )
    transcript = [line for line in proc.stdout.splitlines()
                  if line.startswith(("key: ", "orca: ", "PLAYED", "STOPPED"))]
    detail = "\n".join(transcript) + "\n" + proc.stderr[-2000:]
    assert proc.returncode == 0 and transcript[-1] == "PLAYED", detail
    opened = transcript.index("key: ctrl+r")
    spoken = [line.removeprefix("orca: ") for line in transcript[opened:]
              if line.startswith("orca: ")]

    def said(*words: str) -> list[str]:
        return [line for line in spoken if all(word in line for word in words)]

    assert said("Review of the match"), detail
    assert said("hand reviewed.", "In this match you played at the"), detail
    summary = said("You:", "decisions", "error per decision")
    assert len(summary) == 1, "the summary's row, said once\n" + detail
    assert said("Hand 1:"), detail
    assert said("Step ", "Best move:"), "a decision's row\n" + detail
    assert not any(symbol in line for line in spoken for symbol in "·−×"), detail
