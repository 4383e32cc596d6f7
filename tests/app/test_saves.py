"""The save file: atomic writes, and hundreds of damaged saves through the app's loading path.

Every damaged variant must end the same way: no exception, the player told in a few words,
the file moved aside byte for byte (never deleted), and a new match on the table.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot
from save_helpers import played_save
from table_helpers import make_window

from ginrummy_desktop.app.match.saves import (
    MAX_SAVE_BYTES,
    LoadOutcome,
    SaveStore,
    document_text,
    parse_document,
)
from ginrummy_desktop.app.match.seal import KEY_FILE, SeedSealer
from ginrummy_desktop.engine import Phase

TEST_KEY = bytes(range(32))
"""The deal key of the test windows' data folder, so the original's sealed seed opens."""
ORIGINAL = document_text(played_save(90), SeedSealer(TEST_KEY))


def test_a_save_round_trips_exactly(tmp_path: Path) -> None:
    save = played_save(90)
    store = SaveStore.autosave(tmp_path / "match.json")
    store.write(save)
    result = store.load()
    assert result.outcome is LoadOutcome.LOADED
    assert result.save is not None
    loaded = result.save
    assert loaded.game.history == save.game.history
    assert loaded.game.view(0) == save.game.view(0)
    assert loaded.game.view(1) == save.game.view(1)
    assert (loaded.deals, loaded.level, loaded.player_seed) == (save.deals, save.level, 2)
    assert loaded.memory == save.memory
    assert loaded.saved_at is not None and save.saved_at is not None
    assert abs((loaded.saved_at - save.saved_at).total_seconds()) < 1


def test_writing_replaces_the_file_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    store = SaveStore.autosave(tmp_path / "data" / "match.json")
    store.write(played_save(30))
    store.write(played_save(60))
    assert sorted(p.name for p in (tmp_path / "data").iterdir()) == [
        "deal.fingerprints", "deal.key", "match.json"]
    result = store.load()
    assert result.save is not None and result.save.action_count == 60


def test_a_missing_save_is_nothing_and_moves_nothing(tmp_path: Path) -> None:
    store = SaveStore.autosave(tmp_path / "match.json")
    assert store.load().outcome is LoadOutcome.NOTHING
    assert list(tmp_path.iterdir()) == []


def test_writing_into_an_unwritable_place_raises_oserror(tmp_path: Path) -> None:
    (tmp_path / "match.json").mkdir()  # a folder in the way: nobody can write the file
    with pytest.raises(OSError, match="cannot write"):
        SaveStore.autosave(tmp_path / "match.json").write(played_save(10))


# --- damaged saves -----------------------------------------------------------------------------


def _fix_digest(document: dict[str, Any]) -> None:
    body = {k: v for k, v in document.items() if k != "sha256"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    document["sha256"] = hashlib.sha256(canonical.encode("ascii")).hexdigest()


def _redigest(document: dict[str, Any]) -> bytes:
    """``document`` with its checksums made right again (a careful hand edit)."""
    _fix_digest(document["match"]) if isinstance(document.get("match"), dict) else None
    _fix_digest(document)
    return json.dumps(document).encode()


def _edited(change: Callable[[dict[str, Any]], None], redigest: bool) -> bytes:
    document = json.loads(ORIGINAL)
    change(document)
    return _redigest(document) if redigest else json.dumps(document).encode()


def _set(path: tuple[str | int, ...], value: object) -> Callable[[dict[str, Any]], None]:
    def change(document: dict[str, Any]) -> None:
        target: Any = document
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    return lambda document: document.pop(key)


def _swap_deck_cards(document: dict[str, Any]) -> None:
    deal = next(a for a in document["match"]["actions"] if a["type"] == "deal")
    deal["deck"][0], deal["deck"][30] = deal["deck"][30], deal["deck"][0]


def _edit_a_discard(document: dict[str, Any]) -> None:
    discard = next(a for a in document["match"]["actions"] if a["type"] == "discard")
    discard["card"] = "Zz"


def _edits() -> Iterator[tuple[str, bytes]]:
    """Hand edits, each with the checksum left wrong and made right."""
    changes: dict[str, Callable[[dict[str, Any]], None]] = {
        "version 4": _set(("version",), 4),
        "version text": _set(("version",), "1"),
        "version float": _set(("version",), 1.0),
        "format": _set(("format",), "someone-else/save"),
        "no match": _drop("match"),
        "no opponent": _drop("opponent"),
        "extra field": _set(("cheat",), True),
        "level 0": _set(("opponent", "level"), 0),
        "level 6": _set(("opponent", "level"), 6),
        "level text": _set(("opponent", "level"), "3"),
        "level bool": _set(("opponent", "level"), True),
        "seed negative": _set(("opponent", "seed"), -1),
        "seed huge": _set(("opponent", "seed"), 2**70),
        "seed not hex": _set(("deals", "seeds", 0, "seed"), "xyz"),
        "seed short": _set(("deals", "seeds", 0, "seed"), "ab" * 31),
        "seed changed": _set(("deals", "seeds", 0, "seed"), "ab" * 32),
        "phrase changed": _set(("deals", "phrases", 1), "not what was used"),
        "phrase dropped": lambda d: d["deals"]["phrases"].pop(),
        "procedure": _set(("deals", "procedure"), "v0"),
        "revealed text": _set(("deals", "seeds", 0, "revealed"), "no"),
        "memory text": _set(("opponent", "memory"), "x"),
        "memory junk": _set(("opponent", "memory"), {"rng": [3, [1, 2], None]}),
        "memory not wanted": _set(("opponent", "memory"), {"rng": "x"}),
        "hand order junk": _set(("table", "hand_order"), ["Zz"]),
        "hand order type": _set(("table", "hand_order"), "As"),
        "date junk": _set(("saved_at",), "yesterday"),
        "date number": _set(("saved_at",), 5),
        "deck swapped": _swap_deck_cards,
        "discard edited": _edit_a_discard,
        "inner version": _set(("match", "version"), 9),
        "inner summary": _set(("match", "summary", "hands"), 99),
        "rules junk": _set(("match", "rules"), {"knock_limit": "ten"}),
        "actions not a list": _set(("match", "actions"), {"0": "deal"}),
        "deep nesting": _set(("opponent", "memory"), json.loads("[" * 900 + "]" * 900)),
    }
    for name, change in changes.items():
        yield f"{name}, checksum wrong", _edited(change, redigest=False)
        yield f"{name}, checksum right", _edited(change, redigest=True)


def _variants() -> Iterator[tuple[str, bytes]]:
    data = ORIGINAL.encode()
    rng = random.Random(11)
    for cut in sorted(rng.sample(range(len(data)), 120)):
        yield f"truncated at {cut}", data[:cut]
    for position in rng.sample(range(len(data)), 120):
        flipped = bytearray(data)
        flipped[position] ^= 1 << rng.randrange(8)
        yield f"bit flipped at {position}", bytes(flipped)
    yield "empty", b""
    yield "blank", b"  \n\t "
    yield "null", b"null"
    yield "a list", b"[]"
    yield "an object", b"{}"
    yield "not UTF-8", b"\xff\xfe\x00garbage"
    yield "binary junk", bytes(random.Random(3).randrange(256) for _ in range(4096))
    yield "nested forever", b"[" * 200_000 + b"]" * 200_000
    yield "too large", b" " * (MAX_SAVE_BYTES + 10)
    yield from _edits()


VARIANTS = list(_variants())


def test_there_are_hundreds_of_variants_and_each_is_really_damaged() -> None:
    assert len(VARIANTS) > 300
    assert all(data != ORIGINAL.encode() for _, data in VARIANTS)




@pytest.mark.slow  # a window for each kind of damage: 5 s
def test_every_damaged_save_is_moved_aside_and_a_new_match_starts(
    qtbot: QtBot, tmp_path: Path
) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / KEY_FILE).write_bytes(TEST_KEY)
    window = make_window(qtbot, tmp_path, seed=3)
    path = window.session.saves.path
    outcomes: dict[LoadOutcome, int] = {}
    for name, data in VARIANTS:
        path.write_bytes(data)
        result = window.session.resume_or_start()
        outcomes[result.outcome] = outcomes.get(result.outcome, 0) + 1
        if result.outcome is LoadOutcome.LOADED:  # a careful, consistent hand edit
            assert name.endswith("checksum right"), name
            continue
        assert result.outcome is LoadOutcome.UNREADABLE, name
        assert result.moved_to is not None and result.moved_to.read_bytes() == data, name
        assert 0 < len(result.problem) < 200, (name, result.problem)
        assert window.notice is not None and "could not be read" in window.notice.text()
        window.notice.close()
        assert window.session.phase in (Phase.UPCARD_OFFER, Phase.DRAW), name
        assert len(window.session.game.history) <= 3, name  # a new match: cut, deal, ...
        assert parse_document(path.read_bytes()).action_count <= 3, name
        result.moved_to.unlink()  # keep the folder small for the next variant
    assert outcomes == {LoadOutcome.UNREADABLE: len(VARIANTS)}
