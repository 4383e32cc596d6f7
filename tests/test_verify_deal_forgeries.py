"""Forgeries and odd files a hostile tester gave ``tools/verify_deal.py`` and the in-app import
(issue 39): a fingerprint "verified" for a match dealt from another seed, a match with nothing
dealt passed as fair, an internal failure, a named pipe that blocked for ever; and a fuzz run
that holds the script to its documented exit statuses on every input.

The exports come from ``tests/test_verify_deal.py``'s helpers (a match played as the table
plays it); a forged file is resealed (its checksum recomputed, as anyone can).
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from ginrummy_desktop.app.match.deals import MatchDeals
from ginrummy_desktop.app.match.saves import SaveError, parse_document
from ginrummy_desktop.app.records.history import HistoryFileError, MatchSource, read_match
from ginrummy_desktop.engine import Cut, Deal, Game, RuleSet
from tests.test_verify_deal import SCRIPT, _export, _played, _sealed
from tests.test_verify_deal import verifier as verifier  # the shared fixture

Document = dict[str, Any]
FORGED = "f0" * 32
"""A fingerprint the forger wants "verified": of no seed anyone knows."""
STATUSES = (0, 1, 2, 3)
"""The exit statuses the script's docstring lists."""


@pytest.fixture(scope="module")
def own_seed() -> Document:
    """A fair match of two hands, dealt from a seed the forger chose (revealed)."""
    return _export(_played(MatchDeals.from_number(31), hands=2))


@pytest.fixture(scope="module")
def all_replayed() -> Document:
    """One hand whose cut and deal are replayed from an earlier match: no deal of the
    match came from its own seed."""
    earlier = _played(MatchDeals.from_number(32), hands=1).game
    cut, deal = earlier.history[0], earlier.history[1]
    assert isinstance(cut, Cut) and isinstance(deal, Deal)
    deals = MatchDeals.from_number(33).replayed(cut, deal, "hand 1 of an earlier match")
    game = Game(RuleSet())
    game.apply(cut)
    game.apply(deal)
    return _export(_played(deals, hands=1, game=game, reveal_each_hand=False))


def _run(verifier: ModuleType, capsys: pytest.CaptureFixture[str], path: Path,
         *extra: str) -> tuple[int, str]:
    code = verifier.main([str(path), *extra])
    printed = capsys.readouterr()
    assert isinstance(code, int)
    return code, printed.out + printed.err


def _file(tmp_path: Path, document: Any, name: str = "forged.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def _with_unused_seed(document: Document, fingerprint: str = FORGED) -> Document:
    """``document`` with a seed of ``fingerprint`` listed after its last deal, resealed."""
    forged = copy.deepcopy(document)
    count = len(forged["deals"]["phrases"])
    forged["deals"]["seeds"].append(
        {"fingerprint": fingerprint, "first_deal": count, "revealed": False})
    return _sealed(forged)  # type: ignore[no-any-return]


def _nothing_dealt(document: Document, seeds: list[Any], actions: list[Any]) -> Document:
    """``document`` with no cut or deal: ``actions`` as its record, ``seeds``, no phrase."""
    forged = copy.deepcopy(document)
    forged["match"]["actions"] = actions
    forged["deals"]["seeds"] = seeds
    forged["deals"]["phrases"] = []
    return _sealed(forged)  # type: ignore[no-any-return]


# --- item 1: a fingerprint "verified" without its seed ----------------------------------------


def test_a_fingerprint_appended_for_a_seed_that_dealt_nothing_is_refused(
    verifier: ModuleType, own_seed: Document, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _file(tmp_path, _with_unused_seed(own_seed))
    for given in (FORGED, FORGED[:16]):
        code, out = _run(verifier, capsys, path, "--fingerprint", given)
        assert code == 2, out
        assert "every deal matches" not in out
        assert out.startswith("not an exported match: seed 3 covers no deal"), out
    code, out = _run(verifier, capsys, path)  # without --fingerprint too
    assert code == 2 and len(out.splitlines()) == 1, out


def test_a_match_with_nothing_dealt_is_not_fair(
    verifier: ModuleType, own_seed: Document, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    listed = [{"fingerprint": FORGED, "first_deal": 0, "revealed": False}]
    one_move = [{"type": "pass", "seat": 0}]
    for seeds in (listed, []):
        for actions in ([], one_move):
            path = _file(tmp_path, _nothing_dealt(own_seed, seeds, actions))
            for extra in ((), ("--fingerprint", FORGED)):
                code, out = _run(verifier, capsys, path, *extra)
                assert code == 2, (seeds, actions, extra, out)
                assert len(out.splitlines()) == 1, out
                assert out.startswith("not an exported match: "), out
                assert "this script failed" not in out, out


def test_a_fingerprint_must_be_that_of_a_seed_that_dealt_its_own_cards(
    verifier: ModuleType, all_replayed: Document, tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    forged = copy.deepcopy(all_replayed)
    (seed,) = forged["deals"]["seeds"]
    assert seed["first_deal"] == 0 and len(forged["deals"]["phrases"]) == 2
    forged["deals"]["seeds"] = [{"fingerprint": FORGED, "first_deal": 0, "revealed": False}]
    path = _file(tmp_path, _sealed(forged))
    code, out = _run(verifier, capsys, path, "--fingerprint", FORGED)
    assert code == 1, out
    assert out.splitlines()[-1] == ("MISMATCH: the seed with the fingerprint given dealt no "
                                    "card of this match (its deals are replayed)")
    code, out = _run(verifier, capsys, path)  # every card replayed: nothing checked by a seed
    assert code == 3, out
    assert "every deal matches" not in out


def test_a_fair_replayed_match_is_checked_but_not_passed_as_dealt(
    verifier: ModuleType, all_replayed: Document, tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out = _run(verifier, capsys, _file(tmp_path, all_replayed))
    assert code == 3, out
    assert out.splitlines()[-1].startswith("no deal came from this match's seed")


def test_the_in_app_import_refuses_the_same_forgeries(own_seed: Document) -> None:
    forged = _with_unused_seed(own_seed)
    with pytest.raises(HistoryFileError, match="dealt nothing"):
        read_match(json.dumps(forged).encode())
    with pytest.raises(SaveError):
        parse_document(json.dumps(forged).encode())
    listed = [{"fingerprint": FORGED, "first_deal": 0, "revealed": False}]
    nothing = _nothing_dealt(own_seed, listed, [])
    with pytest.raises(HistoryFileError):
        read_match(json.dumps(nothing).encode())
    fair = read_match(json.dumps(own_seed).encode())  # the fair one still opens
    assert isinstance(fair, MatchSource) and fair.save is not None


def test_a_version_1_save_keeps_loading_without_its_unused_seed(own_seed: Document) -> None:
    """Version 1 wrote every seed in plain text, the unused one too: such a save is not a
    forgery and must not be lost; the unused seed is dropped (a new one is drawn)."""
    old = copy.deepcopy(own_seed)
    old["version"] = 1
    count = len(old["deals"]["phrases"])
    old["deals"]["seeds"].append({"seed": "ab" * 32, "first_deal": count, "revealed": False})
    save = parse_document(json.dumps(_sealed(old)).encode())
    assert [seed.first_deal for seed in save.deals.seeds] == [0, 2]


# --- item 14a: an internal failure, a named pipe ----------------------------------------------


def test_one_action_and_no_seeds_is_malformed_not_a_failure(
    own_seed: Document, tmp_path: Path
) -> None:
    path = _file(tmp_path, _nothing_dealt(own_seed, [], [{"type": "pass", "seat": 0}]))
    done = subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True,
                          text=True, encoding="utf-8", timeout=60, check=False)
    assert (done.returncode, done.stderr) == (2, ""), done.stdout
    assert done.stdout.startswith("not an exported match: ")
    assert "this script failed" not in done.stdout


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")
def test_a_named_pipe_is_refused_at_once(tmp_path: Path) -> None:
    pipe = tmp_path / "match.json"
    os.mkfifo(pipe)
    done = subprocess.run([sys.executable, str(SCRIPT), str(pipe)], capture_output=True,
                          text=True, encoding="utf-8", timeout=20, check=False)
    assert (done.returncode, done.stderr) == (2, ""), done.stdout
    assert done.stdout == (f"not an exported match: {str(pipe)!r} cannot be read (a named pipe, "
                           "not a file)\n")


# --- item 14a: the exit statuses hold on every input ------------------------------------------


ODD_VALUES: tuple[Any, ...] = (
    None, True, False, 0, -1, 10**30, -(10**30), 1.5, 1e308, "", "x", "é" * 3, "\udc80",
    [], {}, [[[[[]]]]], {"a": {"b": {"c": {}}}}, "f0" * 32, "F0" * 32, "0" * 128,
)


def _nodes(node: Any, where: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path of the JSON tree under ``node`` (a list by its first and last items)."""
    found = [where]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _nodes(value, (*where, key))
    elif isinstance(node, list) and node:
        for index in sorted({0, len(node) - 1}):
            found += _nodes(node[index], (*where, index))
    return found


def _mutated(document: Document, chance: random.Random, paths: list[tuple[Any, ...]]) -> Any:
    """``document`` with one to three random changes: a value replaced, deleted or nested deep,
    a list grown, an item duplicated; resealed half the time."""
    changed: Any = copy.deepcopy(document)
    for _ in range(chance.randint(1, 3)):
        where = chance.choice(paths)
        if not where:
            continue
        parent: Any = changed
        try:
            for step in where[:-1]:
                parent = parent[step]
            key = where[-1]
            value = parent[key]
        except (KeyError, IndexError, TypeError):
            continue
        action = chance.randrange(5)
        if action == 0:
            parent[key] = chance.choice(ODD_VALUES)
        elif action == 1:
            del parent[key]
        elif action == 2:
            parent[key] = _deep(chance.randint(15, 40))
        elif action == 3 and isinstance(value, list):
            value.extend(copy.deepcopy(value[-1:]) * chance.randint(1, 3))
        else:
            parent[key] = [value, value] if chance.random() < 0.5 else {"v": value}
    return _sealed(changed) if chance.random() < 0.5 and isinstance(changed, dict) else changed


def _deep(depth: int) -> Any:
    nested: Any = []
    for _ in range(depth):
        nested = [nested]
    return nested


def _odd_bytes(text: bytes, chance: random.Random) -> bytes:
    """``text`` truncated, with bytes flipped (non-UTF-8 ones too), or with odd JSON put in."""
    kind = chance.randrange(6)
    if kind == 0:
        return text[: chance.randrange(len(text))]
    if kind == 1:
        data = bytearray(text)
        for _ in range(chance.randint(1, 8)):
            data[chance.randrange(len(data))] = chance.choice(b"\xff\xfe\x80\xc3\x00{}[]\",:9")
        return bytes(data)
    if kind == 2:
        return text.replace(b'"first_deal": 0', b'"first_deal": ' + b"9" * 5000, 1)
    if kind == 3:
        return text.replace(b'"revealed": true', b'"revealed": 1e999', 1)
    if kind == 4:
        return b"\xef\xbb\xbf" + text.replace(b"amber", b"\xed\xa0\x80amber", 1)
    return chance.choice([b"", b"null", b"[]", b"{}", b"0", b'"text"', b"\xff\xfe",
                          b"{" * 50_000, b"[" * 30 + b"]" * 30, b"\n" * 10])


def _dealt(document: Document) -> tuple[Any, list[Any]]:
    """What the script vouches for with status 0: the seeds and phrases, the cut and decks."""
    chance = [action for action in document["match"]["actions"]
              if action["type"] in ("cut", "deal")]
    return document["deals"], chance


def test_fuzzed_files_get_only_the_documented_statuses(
    verifier: ModuleType, own_seed: Document, all_replayed: Document, tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    chance = random.Random(39)
    sources = (own_seed, all_replayed)
    seen = set()
    for number in range(400):
        document = sources[number % 2]
        if number % 4 < 3:
            data = json.dumps(_mutated(document, chance, _nodes(document))).encode()
        else:
            data = _odd_bytes(json.dumps(document).encode(), chance)
        path = tmp_path / f"fuzz-{number}.json"
        path.write_bytes(data)
        fingerprint = chance.choice([(), ("--fingerprint", FORGED),
                                     ("--fingerprint", hashlib.sha256(data).hexdigest())])
        code, out = _run(verifier, capsys, path, *fingerprint)
        assert code in STATUSES, (number, out)
        assert "Traceback" not in out and "this script failed" not in out, (number, out)
        if number % 40 == 0:  # the script itself, now and then: nothing on standard error
            done = subprocess.run([sys.executable, str(SCRIPT), str(path), *fingerprint],
                                  capture_output=True, timeout=60, check=False)
            assert (done.returncode, done.stderr) == (code, b""), number
        if code == 0:  # the script checks the deals, not the moves (the program replays them)
            assert _dealt(json.loads(data)) == _dealt(document), number
        seen.add(code)
        path.unlink()
    assert {1, 2} <= seen
