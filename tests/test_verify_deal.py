"""``tools/verify_deal.py`` cannot be fooled: it checks every cut and deal of an exported match
against the seed that covers it, bounds what it reads, and never shows a traceback.

The exports are written the way the program writes them (``history.export_text`` of a match
played through ``MatchDeals``). A tampered file is mostly *resealed* (its checksum recomputed,
as anyone can), so that what catches it is the check of the deals, not the checksum. The
script runs in a subprocess for a handful of cases (exit status, standard error) and its
``main`` runs in-process for the hundreds of one-field changes.
"""

from __future__ import annotations

import copy
import hashlib
import importlib.util
import json
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.player import memory_of
from ginrummy_desktop.app.match.deals import MAX_PHRASE, REPLAYED, MatchDeals
from ginrummy_desktop.app.match.saves import MAX_SAVE_BYTES, MatchSave
from ginrummy_desktop.app.records.history import MatchSource, export_text
from ginrummy_desktop.engine import Cut, Deal, Game, Phase, RuleSet
from tests.seeded_match import play_until

SCRIPT = Path(__file__).resolve().parents[1] / "tools" / "verify_deal.py"
PHRASE = "amber anchor"
Document = dict[str, Any]
Where = tuple[str | int, ...]


# --- exports as the program writes them ------------------------------------------------------


def _played(deals: MatchDeals, hands: int, game: Game | None = None,
            reveal_each_hand: bool = True) -> MatchSave:
    """Two computer players play on until ``hands`` deals are over, the chance steps from
    ``deals`` as the table takes them; after each hand the seed is revealed and a new one
    deals (as "Reveal the seed now" does) when ``reveal_each_hand``. The match as saved."""
    game = game or Game(RuleSet())
    players = (make_player(Level.EASY, 1), make_player(Level.MEDIUM, 2))

    def reveal(game: Game, deals: MatchDeals) -> MatchDeals:
        if game.phase is Phase.HAND_OVER and reveal_each_hand:
            return deals.reveal(then_new=True)
        return deals

    deals = play_until(
        game, deals, players, PHRASE, before_deal=reveal,
        until=lambda game, deals: (
            game.phase is Phase.HAND_OVER and len(deals.phrases) == hands + 1),
    )
    return MatchSave(game=game, deals=deals, level=Level.MEDIUM, player_seed=2,
                     memory=memory_of(players[1]))


def _export(save: MatchSave, reveal: bool = True) -> Document:
    """The document "Export match…" writes for ``save``, its seed in use revealed first
    when ``reveal`` (as the match's end does)."""
    if reveal:
        save = replace(save, deals=save.deals.reveal())
    document: Document = json.loads(export_text(MatchSource("test", save.game, save)))
    return document


@pytest.fixture(scope="module")
def fair() -> Document:
    """A match of two hands, its seed revealed after each: two seeds, a cut and two deals."""
    return _export(_played(MatchDeals.from_number(21), hands=2))


@pytest.fixture(scope="module")
def replayed() -> Document:
    """A match that starts from the cut and first deal of an earlier one, then deals on."""
    earlier = _played(MatchDeals.from_number(22), hands=1).game
    cut, deal = earlier.history[0], earlier.history[1]
    assert isinstance(cut, Cut) and isinstance(deal, Deal)
    deals = MatchDeals.from_number(23).replayed(cut, deal, "hand 1 of an earlier match")
    game = Game(RuleSet())
    game.apply(cut)
    game.apply(deal)
    return _export(_played(deals, hands=2, game=game, reveal_each_hand=False))


@pytest.fixture(scope="module")
def verifier() -> ModuleType:
    """The script, imported (it is no package: loaded from its file)."""
    spec = importlib.util.spec_from_file_location("verify_deal_under_test", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def _sealed(document: Any) -> Any:
    """``document`` with its checksum recomputed, as the program computes it."""
    if isinstance(document, dict):
        rest = {key: value for key, value in document.items() if key != "sha256"}
        canonical = json.dumps(rest, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        document["sha256"] = hashlib.sha256(canonical.encode("ascii")).hexdigest()
    return document


def _changed(document: Document, change: Callable[[Document], object]) -> Document:
    """A resealed copy of ``document`` after ``change``."""
    copied = copy.deepcopy(document)
    change(copied)
    return _sealed(copied)  # type: ignore[no-any-return]


def _chance(document: Document, kind: str) -> list[Document]:
    """The record's cut or deal actions."""
    return [a for a in document["match"]["actions"] if a["type"] == kind]


def _script(path: Path, *extra: str) -> tuple[int, str, str]:
    done = subprocess.run([sys.executable, str(SCRIPT), str(path), *extra],
                          capture_output=True, text=True, encoding="utf-8", timeout=60,
                          check=False)
    return done.returncode, done.stdout, done.stderr


def _written(tmp_path: Path, document: Any) -> Path:
    """``document`` in a file as JSON (a new file each time: rewriting one in place costs a
    flush to disk on some file systems, hundreds of times over)."""
    path = tmp_path / "match.json"
    path.unlink(missing_ok=True)
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def _main(verifier: ModuleType, capsys: pytest.CaptureFixture[str], path: Path,
          *extra: str) -> tuple[int, str]:
    """The script's ``main`` in-process: its exit status and everything it printed."""
    code = verifier.main([str(path), *extra])
    printed = capsys.readouterr()
    assert isinstance(code, int)
    return code, printed.out + printed.err


# --- a fair match, and the bounds ---------------------------------------------------------------


def test_a_fair_export_passes_with_every_deal_counted(fair: Document, tmp_path: Path) -> None:
    assert [s["first_deal"] for s in fair["deals"]["seeds"]] == [0, 2]
    code, out, err = _script(_written(tmp_path, fair), "--fingerprint",
                             hashlib.sha256(bytes.fromhex(fair["deals"]["seeds"][1]["seed"]))
                             .hexdigest().upper())
    assert code == 0, out + err
    assert err == ""
    lines = out.splitlines()
    assert lines[0].startswith("seed 1: deals 0–1, fingerprint ")
    assert lines[1].startswith("seed 2: deals 2–2, fingerprint ")
    assert lines[2] == f"fingerprint {lines[1][-64:]}: seed 2"
    assert [line.split(":")[0] for line in lines[3:6]] == ["cut", "deal 1", "deal 2"]
    assert lines[-2:] == ["3 of 3 deals checked against their seed (deal 0 is the cut)",
                          "every deal matches its seed"]


def test_the_bounds_agree_with_the_program(verifier: ModuleType, fair: Document) -> None:
    assert verifier.MAX_PHRASE == MAX_PHRASE
    assert verifier.MAX_FILE_BYTES == MAX_SAVE_BYTES
    assert len(json.dumps(fair)) * 100 < verifier.MAX_FILE_BYTES  # a wide margin


# --- the probes: a tampered match passed ----------------------------------------------------


def _every_deck_changed(document: Document) -> None:
    for deal in _chance(document, "deal"):
        deal["deck"].reverse()
    del document["deals"]["phrases"][1:]  # only the cut's phrase slot is left


@pytest.mark.parametrize("change", [
    _every_deck_changed,
    lambda document: document["deals"].__setitem__("phrases", []),
    lambda document: document["deals"]["phrases"].append(PHRASE),
    lambda document: document["match"]["actions"].remove(_chance(document, "deal")[-1]),
], ids=["decks-changed-cut-phrase-kept", "no-phrases", "a-phrase-too-many", "a-deal-less"])
def test_every_cut_and_deal_needs_its_phrase_slot(
    verifier: ModuleType, fair: Document, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    change: Callable[[Document], None],
) -> None:
    code, out = _main(verifier, capsys, _written(tmp_path, _changed(fair, change)))
    assert code == 2, out
    assert len(out.splitlines()) == 1
    assert out.startswith("not an exported match: the record has a cut and ")


def test_a_changed_deck_is_a_mismatch_even_resealed(fair: Document, tmp_path: Path) -> None:
    def swapped(document: Document) -> None:
        deck = _chance(document, "deal")[1]["deck"]
        deck[3], deck[40] = deck[40], deck[3]

    code, out, err = _script(_written(tmp_path, _changed(fair, swapped)))
    assert (code, err) == (1, ""), out
    assert "deal 2: phrase 'amber anchor': MISMATCH" in out.splitlines()
    assert out.splitlines()[-1] == "MISMATCH: the deal was not fair"


@pytest.mark.parametrize("given", [" ", "", "   \t", "0123", "x" * 16, "0123 4567 89ab",
                                   "01234567 89abcdef", "0" * 65, "0123-4567-89ab-cdef"])
def test_a_blank_or_malformed_fingerprint_is_refused(
    verifier: ModuleType, fair: Document, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    given: str,
) -> None:
    code, out = _main(verifier, capsys, _written(tmp_path, fair), "--fingerprint", given)
    assert code == 2, out
    assert len(out.splitlines()) == 1 and out.startswith("not a fingerprint: ")


def test_a_fingerprint_is_taken_as_the_program_shows_it(
    verifier: ModuleType, fair: Document, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shown = hashlib.sha256(bytes.fromhex(fair["deals"]["seeds"][0]["seed"])).hexdigest()
    path = _written(tmp_path, fair)
    grouped = " ".join(shown[i : i + 4] for i in range(0, 16, 4))  # the table's
    for given in (shown, shown.upper(), shown[:16], shown[:40], f" {grouped.upper()} "):
        assert _main(verifier, capsys, path, "--fingerprint", given)[0] == 0, given
    wrong = "0" if shown[0] != "0" else "1"
    code, out = _main(verifier, capsys, path, "--fingerprint", wrong + shown[1:16])
    assert code == 1
    assert out.splitlines()[-1] == "MISMATCH: no seed of this match has the fingerprint given"


# --- the probes: malformed files crashed --------------------------------------------------------


def _set(*where: str | int, to: object) -> Callable[[Document], None]:
    """A change that sets the value at ``where`` to ``to``."""
    def change(document: Document) -> None:
        _at(document, where[:-1])[where[-1]] = to
    return change


def _at(document: Any, where: Where) -> Any:
    for step in where:
        document = document[step]
    return document


MALFORMED: dict[str, Callable[[Document], None]] = {
    "actions-a-dict": _set("match", "actions", to={}),
    "seeds-null": _set("deals", "seeds", to=None),
    "seeds-empty": _set("deals", "seeds", to=[]),
    "seed-not-hex": _set("deals", "seeds", 0, "seed", to="zz" * 32),
    "seed-upper-case": lambda d: _set("deals", "seeds", 0, "seed",
                                      to=d["deals"]["seeds"][0]["seed"].upper())(d),
    "seed-short": _set("deals", "seeds", 0, "seed", to="ab" * 31),
    "first-deal-text": _set("deals", "seeds", 0, "first_deal", to="0"),
    "first-deal-true": _set("deals", "seeds", 1, "first_deal", to=True),
    "first-deal-out-of-range": _set("deals", "seeds", 1, "first_deal", to=99),
    "first-deal-negative": _set("deals", "seeds", 1, "first_deal", to=-1),
    "first-deal-not-increasing": _set("deals", "seeds", 1, "first_deal", to=0),
    "first-seed-not-at-the-cut": _set("deals", "seeds", 0, "first_deal", to=1),
    "revealed-missing": lambda d: d["deals"]["seeds"][0].pop("revealed"),
    "neither-seed-nor-fingerprint": lambda d: d["deals"]["seeds"][0].pop("seed"),
    "revealed-without-its-seed": lambda d: d["deals"]["seeds"][0].__setitem__(
        "fingerprint", d["deals"]["seeds"][0].pop("seed")),
    "secret-seed-sealed-wrongly": lambda d: d["deals"]["seeds"][1].update(
        {"revealed": False, "sealed": "00"}),
    "more-seeds-than-deals": lambda d: d["deals"]["seeds"].extend(
        [{"fingerprint": "ab" * 32, "first_deal": 3, "revealed": False}] * 3),
    "phrase-a-number": _set("deals", "phrases", 1, to=7),
    "phrase-too-long": _set("deals", "phrases", 1, to="p" * (MAX_PHRASE + 1)),
    "phrase-lone-surrogate": _set("deals", "phrases", 1, to="\udc80"),
    "procedure-unknown": _set("deals", "procedure", to="ginrummy-desktop/v2"),
    "cut-null": lambda d: _chance(d, "cut")[0].__setitem__("cards", None),
    "cut-missing": lambda d: _chance(d, "cut")[0].pop("cards"),
    "cut-odd": lambda d: _chance(d, "cut")[0]["cards"].append("Kc"),
    "cut-not-shaped": lambda d: _chance(d, "cut")[0].__setitem__("cards", ["As", "Ah"]),
    "second-cut": lambda d: d["match"]["actions"].append(copy.deepcopy(_chance(d, "cut")[0])),
    "deck-null": lambda d: _chance(d, "deal")[0].__setitem__("deck", None),
    "deck-51-cards": lambda d: _chance(d, "deal")[0]["deck"].pop(),
    "deck-card-twice": lambda d: _chance(d, "deal")[0]["deck"].__setitem__(
        1, _chance(d, "deal")[0]["deck"][0]),
    "card-10s": lambda d: _chance(d, "deal")[0]["deck"].__setitem__(
        _chance(d, "deal")[0]["deck"].index("Ts"), "10s"),
    "card-lower-rank": lambda d: _chance(d, "deal")[0]["deck"].__setitem__(
        _chance(d, "deal")[0]["deck"].index("Ks"), "ks"),
    "action-unknown": lambda d: d["match"]["actions"].append({"type": "shuffle"}),
    "action-type-a-list": lambda d: d["match"]["actions"][2].__setitem__("type", ["deal"]),
    "deals-missing": lambda d: d.pop("deals"),
    "a-long-text": _set("opponent", "memory", to={"note": "n" * 1_001}),
    "nested-21-deep": _set("opponent", "memory", to=json.loads("[" * 21 + "]" * 21)),
    "a-list-too-long": _set("table", "assisted_hands", to=[0] * 200_001),
}


@pytest.mark.parametrize("name", list(MALFORMED))
def test_a_malformed_match_is_refused_in_one_line(
    verifier: ModuleType, fair: Document, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    name: str,
) -> None:
    path = _written(tmp_path, _changed(fair, MALFORMED[name]))
    code, out = _main(verifier, capsys, path)
    assert code == 2, out
    assert len(out.splitlines()) == 1 and out.startswith("not an exported match: "), out
    assert "checksum" not in out  # caught by its form, not by the checksum
    assert "this script failed" not in out


@pytest.mark.parametrize("probe", ["decks-changed-cut-phrase-kept", "blank-fingerprint",
                                   "seeds-null", "first-deal-text", "nested-100000-deep"])
def test_the_probes_exit_2_in_one_line_without_a_traceback(
    fair: Document, tmp_path: Path, probe: str
) -> None:
    extra: tuple[str, ...] = ()
    if probe == "decks-changed-cut-phrase-kept":
        path = _written(tmp_path, _changed(fair, _every_deck_changed))
    elif probe == "blank-fingerprint":
        path, extra = _written(tmp_path, fair), ("--fingerprint", " ")
    elif probe == "nested-100000-deep":
        path = tmp_path / "deep.json"
        path.write_text("[" * 100_000 + "]" * 100_000)
    else:
        path = _written(tmp_path, _changed(fair, MALFORMED[probe]))
    code, out, err = _script(path, *extra)
    assert (code, err) == (2, ""), out + err
    assert len(out.splitlines()) == 1 and "every deal matches" not in out


def _in_memory(text: str, inserted: str) -> bytes:
    """The export ``text`` with ``inserted`` put first into the computer's memory (unsealed)."""
    assert text.count('"memory": {') == 1
    return text.replace('"memory": {', '"memory": {' + inserted + ", ").encode()


def _resealed_memory(text: str, memory: object) -> bytes:
    """The export ``text`` with the computer's memory replaced by ``memory``, resealed."""
    return json.dumps(_changed(json.loads(text), _set("opponent", "memory", to=memory))).encode()


UNREADABLE: dict[str, Callable[[str], bytes]] = {
    "nested-100000-deep": lambda text: ("[" * 100_000 + "]" * 100_000).encode(),
    "nested-100000-deep-inside": lambda text: _in_memory(
        text, '"deep": ' + "[" * 100_000 + "]" * 100_000),
    "objects-nested-100000-deep": lambda text: _in_memory(
        text, '"deep": ' + '{"a": ' * 100_000 + "1" + "}" * 100_000),
    "truncated": lambda text: text[: len(text) // 2].encode(),
    "empty": lambda text: b"",
    "not-utf-8": lambda text: text.encode().replace(b"amber anchor", b"amber \xff anchor", 1),
    "a-key-twice": lambda text: text.replace('"revealed": true',
                                             '"revealed": false, "revealed": true', 1).encode(),
    "nan": lambda text: _resealed_memory(text, {"gauss": float("nan")}),
    "infinity": lambda text: _resealed_memory(text, {"gauss": float("inf")}),
    "a-number-of-5000-digits": lambda text: _in_memory(text, '"n": ' + "9" * 5_000),
    "too-large": lambda text: (text + " " * (8 * 1024 * 1024 + 1 - len(text))).encode(),
}


@pytest.mark.parametrize("name", list(UNREADABLE))
def test_a_file_that_is_not_such_json_is_refused(
    verifier: ModuleType, fair: Document, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    name: str,
) -> None:
    path = tmp_path / "match.json"
    path.write_bytes(UNREADABLE[name](json.dumps(fair)))
    code, out = _main(verifier, capsys, path)
    assert code == 2, out
    assert len(out.splitlines()) == 1 and out.startswith("not an exported match: ")
    assert "checksum" not in out and "this script failed" not in out


def test_a_missing_file_or_a_folder_is_refused(
    verifier: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for path in (tmp_path / "nowhere.json", tmp_path):
        code, out = _main(verifier, capsys, path)
        assert code == 2, out
        assert out.startswith(f"not an exported match: {str(path)!r} cannot be read")


# --- what the report says ------------------------------------------------------------------


def test_a_seed_that_dealt_nothing_is_refused(
    verifier: ModuleType, fair: Document, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The program writes no seed before it deals; one listed after the last deal (as version 1
    wrote it, or with a fingerprint only) would let --fingerprint "find" a seed that dealt
    nothing (tests/test_verify_deal_forgeries.py)."""
    unused = {"seed": "ab" * 32, "first_deal": 3, "revealed": False}  # as version 1 wrote it
    document = _changed(fair, lambda d: d["deals"]["seeds"].append(unused))
    code, out = _main(verifier, capsys, _written(tmp_path, document))
    assert code == 2, out
    assert out == ("not an exported match: seed 3 covers no deal (it starts at deal 3, after "
                   "the last one): the program writes no seed before it deals\n")
    code, out = _main(verifier, capsys, _written(tmp_path, fair))
    for first, last in re.findall(r"deals (\d+)\W(\d+)", out):
        assert int(first) <= int(last), out


def test_an_unrevealed_seed_never_passes(
    verifier: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = _export(_played(MatchDeals.from_number(24), hands=2), reveal=False)
    assert "seed" not in document["deals"]["seeds"][1]  # an export holds its fingerprint only
    code, out, err = _script(_written(tmp_path, document))
    assert (code, err) == (3, ""), out
    assert "every deal matches" not in out
    assert "  not revealed yet: its deals cannot be checked until it is" in out.splitlines()
    assert "2 of 3 deals checked against their seed, 1 not checked" in out
    sealed = _changed(document, _set("deals", "seeds", 1, "sealed", to="5e" * 64))
    code, out = _main(verifier, capsys, _written(tmp_path, sealed))  # as the program's own save
    assert code == 3 and "every deal matches" not in out, out


def test_a_changed_file_is_not_passed(
    verifier: ModuleType, fair: Document, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = copy.deepcopy(fair)
    document["saved_at"] = "2000-01-01T00:00:00+00:00"  # not resealed
    code, out = _main(verifier, capsys, _written(tmp_path, document))
    assert code == 2 and len(out.splitlines()) == 1, out
    assert "checksum does not match" in out
    deck = _chance(document, "deal")[0]["deck"]
    deck[0], deck[1] = deck[1], deck[0]
    code, out = _main(verifier, capsys, _written(tmp_path, document))
    assert code == 1, out  # a mismatch is reported first, and the checksum after it
    assert "also: the file's checksum does not match" in out


def test_a_seed_without_the_fingerprint_listed_for_it_is_a_mismatch(
    verifier: ModuleType, fair: Document, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = _changed(fair, _set("deals", "seeds", 0, "fingerprint", to="ab" * 32))
    code, out = _main(verifier, capsys, _written(tmp_path, document))
    assert code == 1, out
    assert f"  MISMATCH: the file lists the fingerprint {'ab' * 32} for it" in out.splitlines()


def test_replayed_deals_are_reported_as_such_for_the_cut_and_first_deal_only(
    verifier: ModuleType, replayed: Document, tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out = _main(verifier, capsys, _written(tmp_path, replayed))
    assert code == 0, out
    note = "replayed from an earlier match, not from this match's seed"
    assert [f"cut: {note}", f"deal 1: {note}"] == out.splitlines()[1:3]
    assert out.splitlines()[-1] == f"every deal matches its seed (2 {note})"
    marker = replayed["deals"]["phrases"][1]
    assert marker.startswith(REPLAYED)
    moved = _changed(replayed, _set("deals", "phrases", 2, to=marker))
    code, out = _main(verifier, capsys, _written(tmp_path, moved))
    assert code == 1, out  # deal 2 is checked against its seed, with that text as its phrase
    assert f"deal 2: {note}" not in out and "deal 2: phrase " in out


# --- every one-field change ---------------------------------------------------------------------

HUGE = 10**30
CHANGES: dict[str, Callable[[Any], Any]] = {
    "null": lambda value: None,
    "[]": lambda value: [],
    "{}": lambda value: {},
    '""': lambda value: "",
    "0": lambda value: 0,
    "-1": lambda value: -1,
    "huge": lambda value: HUGE,
    "long text": lambda value: "x" * 10_000,
    "wrong type": lambda value: 7 if isinstance(value, str) else str(value)[:20],
}
DELETE = "delete"


def _paths(node: Any, where: Where = ()) -> Iterator[Where]:
    """Every path of the JSON tree under ``node``; of a list, its first, second and last
    items and every cut and deal stand for the others."""
    yield where
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*where, key))
    elif isinstance(node, list):
        chance = {i for i, item in enumerate(node)
                  if isinstance(item, dict) and item.get("type") in ("cut", "deal")}
        for index in sorted({0, 1, len(node) - 1, *chance} & set(range(len(node)))):
            yield from _paths(node[index], (*where, index))


def _one_field_changes(document: Document, under: Callable[[Where], bool]) -> Iterator[
        tuple[str, Any]]:
    """(what changed, the changed document) for every path ``under`` chooses and every change."""
    text = json.dumps(document)  # parsed again for each change: a deep copy, but faster
    for where in _paths(document):
        if not under(where):
            continue
        for name in (DELETE, *CHANGES) if where else CHANGES:
            changed: Any = json.loads(text)
            if not where:
                changed = CHANGES[name](changed)
            elif name == DELETE:
                del _at(changed, where[:-1])[where[-1]]
            else:
                parent = _at(changed, where[:-1])
                parent[where[-1]] = CHANGES[name](parent[where[-1]])
            yield f"{name} at {list(where)}", changed


def _same(left: Any, right: Any) -> bool:
    return json.dumps(left, sort_keys=True) == json.dumps(right, sort_keys=True)


def _check_every_change(verifier: ModuleType, capsys: pytest.CaptureFixture[str],
                        tmp_path: Path, good: Document, changes: Iterator[tuple[str, Any]],
                        reseal: bool) -> int:
    count = 0
    for what, changed in changes:
        document = _sealed(changed) if reseal else changed
        code, out = _main(verifier, capsys, _written(tmp_path, document))
        assert "Traceback" not in out and "this script failed" not in out, (what, out)
        assert code in (0, 1, 2, 3), (what, out)
        if code == 0:
            assert _same(changed, good), (what, out)
        elif code == 2:
            assert len(out.splitlines()) == 1, (what, out)
        count += 1
    return count


def test_every_one_field_change_fails(
    verifier: ModuleType, fair: Document, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    checked = _check_every_change(verifier, capsys, tmp_path, fair,
                                  _one_field_changes(fair, lambda where: True), reseal=False)
    assert checked > 500


def _of_the_deals(document: Document) -> Callable[[Where], bool]:
    """Whether a path is one the verifier checks without the checksum: the deals, the list
    of actions, and the cut and the deals in it."""
    actions = document["match"]["actions"]

    def chosen(where: Where) -> bool:
        if where[:1] == ("deals",) or where == ("match", "actions"):
            return True
        if where[:2] != ("match", "actions") or len(where) < 3:
            return False
        index = where[2]
        return isinstance(index, int) and actions[index]["type"] in ("cut", "deal")
    return chosen


def test_every_one_field_change_of_the_deals_fails_even_resealed(
    verifier: ModuleType, fair: Document, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    changes = _one_field_changes(fair, _of_the_deals(fair))
    checked = _check_every_change(verifier, capsys, tmp_path, fair, changes, reseal=True)
    assert checked > 300
    code, _out = _main(verifier, capsys, _written(tmp_path, fair))
    assert code == 0
