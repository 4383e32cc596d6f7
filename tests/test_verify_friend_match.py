"""``tools/verify_friend_match.py`` checks an exported match against a friend: every deal
settled matches (0), a tampered deal or record is a mismatch naming it (1), what is not a
friend's match is refused in one line (2; a match against the computer is pointed to
``tools/verify_deal.py``, which points a friend's match back here), a match with a deal not
settled is checked as far as it goes (3). Never a traceback."""

from __future__ import annotations

import copy
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from ginrummy_desktop.engine import RuleSet
from ginrummy_desktop.friend.play import Stage
from tests.friend.played import Document, document, match_documents, play, sides

TOOLS = Path(__file__).resolve().parents[1] / "tools"
SCRIPT = TOOLS / "verify_friend_match.py"


def _module(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"{name}_under_test", TOOLS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


TOOL = _module("verify_friend_match")
COMPUTER_TOOL = _module("verify_deal")


def _written(tmp_path: Path, found: Document, name: str = "friend.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(found, indent=1, ensure_ascii=False), encoding="utf-8")
    return path


def _checked(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    status = TOOL.main([str(path)])
    return status, capsys.readouterr().out.splitlines()


def _host() -> Document:
    found: Document = json.loads(match_documents()[0])
    return found


def test_a_whole_match_checks_every_deal_in_a_subprocess(tmp_path: Path) -> None:
    path = _written(tmp_path, _host())
    environment = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    run = subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True,
                         text=True, timeout=120, env=environment, cwd=tmp_path, check=False)
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith("a match against a friend: the record of the host, against "
                               "“Bruno”")
    assert "the cut: matches its deal" in lines and "hand 1: matches its deal" in lines
    assert lines[-1].startswith("every deal matches") and run.stderr == ""


def test_the_guests_record_checks_too(tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    guest: Document = json.loads(match_documents()[1])
    status, lines = _checked(_written(tmp_path, guest), capsys)
    assert status == 0 and "the record of the guest, against “Ana”" in lines[0]


def test_a_tampered_deal_is_a_mismatch_naming_it(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    tampered = copy.deepcopy(_host())
    salt = tampered["friend"]["deals"][2]["secrets"]["host"]["salt"]
    tampered["friend"]["deals"][2]["secrets"]["host"]["salt"] = ("0" if salt[0] != "0"
                                                                 else "1") + salt[1:]
    status, lines = _checked(_written(tmp_path, tampered), capsys)
    assert status == 1
    assert lines == ["MISMATCH: hand 2: the host revealed secrets that are not the ones it "
                     "committed to"]


def test_a_record_changed_is_a_mismatch(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    tampered = copy.deepcopy(_host())
    tampered["record"]["summary"]["totals"][0] += 25
    status, lines = _checked(_written(tmp_path, tampered), capsys)
    assert status == 1 and lines[0].startswith("MISMATCH: the record: it does not replay")


def test_a_match_stopped_mid_hand_is_checked_as_far_as_it_goes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    host, guest = sides(RuleSet.preset("standard"), 5)
    play(host, guest, lambda: len(host.play.game().results) >= 1
         and host.play.stage is Stage.PLAYING)
    status, lines = _checked(_written(tmp_path, document(host, "Bruno")), capsys)
    assert status == 3
    assert "hand 2: not settled (its secrets were never revealed: the hand in play, or a match " \
        "stopped), not checked" in lines
    assert "2 of 3 deal(s) checked" in lines


@pytest.mark.parametrize(("content", "reason"), [
    (b"", "not JSON"),
    (b"[1, 2]", "not an exported match against a friend"),
    (b'{"format": "ginrummy-desktop/game"}', "bare match record"),
    (b'{"format": "ginrummy-desktop/save"}', "check it with tools/verify_deal.py"),
    (b"[" * 50_000 + b"]" * 50_000, "nested more than"),
])
def test_what_is_not_a_friends_match_is_refused_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, reason: str) -> None:
    path = tmp_path / "other.json"
    path.write_bytes(content)
    status, lines = _checked(path, capsys)
    assert status == 2 and len(lines) == 1 and reason in lines[0], lines


def test_a_form_problem_and_a_missing_file_are_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = copy.deepcopy(_host())
    broken["friend"]["deals"][1]["decks"][0][7] = "xyz"
    status, lines = _checked(_written(tmp_path, broken), capsys)
    assert status == 2 and lines == ["not checked: hand 1's deck 1, place 7 is 'xyz', not 32 "
                                     "bytes in lowercase hex"]
    status, lines = _checked(tmp_path / "absent.json", capsys)
    assert status == 2 and len(lines) == 1 and "cannot be read" in lines[0]
    status, lines = _checked(tmp_path, capsys)
    assert status == 2 and "not a regular file" in lines[0]


def test_nothing_dealt_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    host, guest = sides(RuleSet.preset("standard"), 9)
    status, lines = _checked(_written(tmp_path, document(host, "Bruno")), capsys)
    assert status == 2 and "nothing was dealt" in lines[0]
    del guest


def test_verify_deal_points_a_friends_match_to_this_tool(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status = COMPUTER_TOOL.main([str(_written(tmp_path, _host()))])
    lines = capsys.readouterr().out.splitlines()
    assert status == 2 and len(lines) == 1
    assert lines[0] == ("not an exported match: this is a match against a friend, dealt by both "
                        "programs together and not from a seed: check it with "
                        "tools/verify_friend_match.py")
