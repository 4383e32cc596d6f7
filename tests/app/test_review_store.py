"""Stored reviews: a hand's review survives JSON exactly; a review comes back from its store
under its key, and only under it (another match, one more action, another setting: another
key); a review file that cannot be used (corrupt, hand-edited, of another version, too large,
not a file) is never a crash: the load answers None, the file is moved aside, and that is
logged; the folder is kept to :data:`MAX_FILES` files."""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

import pytest

from ginrummy_desktop.ai.levels import make_player
from ginrummy_desktop.ai.luck import CardLuck
from ginrummy_desktop.ai.review import DecisionKind, HandReview, ReviewSettings, review_hand
from ginrummy_desktop.app.records import review_store
from ginrummy_desktop.app.records.review_store import (
    FORMAT,
    MAX_FILE_BYTES,
    REVIEW_VERSION,
    ReviewFileError,
    ReviewStore,
    hand_review_from_json,
    hand_review_to_json,
    review_key,
)
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.engine import Game, Knock, Phase

SETTINGS = ReviewSettings(samples=40, close_samples=0, draw_guesses=8, deal_samples=50,
                          seats=frozenset({0, 1}))
Document = dict[str, Any]


def two_hand_match(seed: int = 3) -> Game:
    """A match of two hands played by two Easy players, stopped after the second hand."""
    game = Game(seed=seed)
    players = [make_player("easy", seed + 1), make_player("easy", seed + 2)]
    while not (game.phase is Phase.HAND_OVER and len(game.results) == 2):
        seat = game.actor
        game.apply(game.legal_actions()[0] if seat is None
                   else players[seat].choose(game.view(seat)))
    return game


@pytest.fixture(scope="module")
def match() -> Game:
    return two_hand_match()


@pytest.fixture(scope="module")
def hands(match: Game) -> tuple[HandReview, ...]:
    return tuple(review_hand(match.rules, match.history, number, SETTINGS) for number in (1, 2))


@pytest.fixture
def key(match: Game) -> str:
    return review_key(match, SETTINGS)


def _document(key: str, hands: tuple[HandReview, ...]) -> Document:
    return {"format": FORMAT, "version": REVIEW_VERSION, "key": key,
            "hands": [hand_review_to_json(hand) for hand in hands]}


# --- JSON -------------------------------------------------------------------------------------


def test_a_hand_review_comes_back_from_json_exactly(hands: tuple[HandReview, ...]) -> None:
    kinds = {decision.kind for hand in hands for decision in hand.decisions}
    assert kinds == set(DecisionKind) - {DecisionKind.MELDS}  # a knock among them
    assert any(isinstance(d.played, Knock) and d.played.melds for h in hands for d in h.decisions)
    assert all(hand.draws for hand in hands)
    # the knock's melds as a decision of their own (this match's knock had one way only)
    hand, knock = next((h, d) for h in hands for d in h.decisions if isinstance(d.played, Knock))
    laid_out = replace(knock, kind=DecisionKind.MELDS, best=knock.played)
    with_melds = replace(hand, decisions=(*hand.decisions, laid_out))
    for hand in (*hands, with_melds):
        text = json.dumps(hand_review_to_json(hand), allow_nan=False)
        assert hand_review_from_json(json.loads(text)) == hand


def _bad_hands(hand: Document) -> list[object]:
    """Hands' JSON each wrong in one way."""
    decision, draw = hand["decisions"][0], hand["draws"][0]

    def with_decision(**changed: object) -> Document:
        return {**hand, "decisions": [{**decision, **changed}]}

    def with_draw(**changed: object) -> Document:
        return {**hand, "draws": [{**draw, **changed}]}

    return [
        None, [], "a hand", {**hand, "number": "1"}, {**hand, "number": True},
        {**hand, "number": 0}, {k: v for k, v in hand.items() if k != "draws"},
        {**hand, "decisions": [decision] * 2101}, {**hand, "draws": [draw] * 61},
        {**hand, "result": [1, 1]}, {**hand, "result": [1.5, -1.5]}, {**hand, "deal": []},
        {**hand, "deal": [{"value": 1.0}, {"value": 1.0, "mean": 0.0}]},
        with_decision(played_points=float("nan")), with_decision(best_points=float("inf")),
        with_decision(played_points=1e6), with_decision(best_points="3"),
        with_decision(seat=2), with_decision(seat=False), with_decision(hand=2),
        with_decision(kind="a guess"), with_decision(kind=["x"] * 10**5),
        with_decision(played={"type": "deal", "deck": None}),
        with_decision(played={"type": "discard", "card": "Zz"}),
        with_decision(best={"type": "knock"}), with_decision(played=7),
        with_decision(options=1), with_decision(step=-1),
        with_draw(card="Zz"), with_draw(card=5), with_draw(card="A" * 10**6),
        with_draw(luck={"value": float("nan"), "mean": 0.0}), with_draw(luck=[1, 2]),
    ]


def test_a_wrong_hand_is_a_review_file_error_and_nothing_else(
    hands: tuple[HandReview, ...],
) -> None:
    good = hand_review_to_json(hands[0])
    for bad in _bad_hands(good):
        with pytest.raises(ReviewFileError) as raised:
            hand_review_from_json(bad)
        assert 0 < len(str(raised.value)) <= 100


# --- the key ----------------------------------------------------------------------------------


def test_the_key_names_the_match_the_settings_and_the_version(
    match: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    key = review_key(match, SETTINGS)
    assert len(key) == 64 and int(key, 16) >= 0
    assert review_key(match.copy(), replace(SETTINGS)) == key  # the same match and settings
    changed = [replace(SETTINGS, samples=41), replace(SETTINGS, draw_guesses=9),
               replace(SETTINGS, deal_samples=51), replace(SETTINGS, seed=1),
               replace(SETTINGS, seats=frozenset({0})), replace(SETTINGS, luck=False),
               replace(SETTINGS, close_samples=1), replace(SETTINGS, close_band=1.0)]
    assert len(changed) == len(fields(ReviewSettings))  # every setting, one at a time
    keys = {review_key(match, settings) for settings in changed}
    assert len(keys) == len(changed) and key not in keys
    longer = match.copy()
    longer.apply(longer.legal_actions()[0])  # the third hand's deal
    assert review_key(longer, SETTINGS) != key
    assert review_key(two_hand_match(seed=4), SETTINGS) != key
    monkeypatch.setattr(review_store, "REVIEW_VERSION", REVIEW_VERSION + 1)
    assert review_key(match, SETTINGS) != key


# --- the store --------------------------------------------------------------------------------


def test_a_stored_review_comes_back_under_its_key_only(
    tmp_path: Path, key: str, hands: tuple[HandReview, ...]
) -> None:
    store = ReviewStore(tmp_path / "reviews")
    assert store.load(key) is None  # nothing stored yet, nothing made
    assert store.save(key, hands)
    assert store.load(key) == hands
    document = json.loads(store.path(key).read_text(encoding="utf-8"))
    assert document["format"] == FORMAT and document["version"] == REVIEW_VERSION
    assert document["key"] == key and len(document["hands"]) == 2
    other = "0" * 64
    assert store.load(other) is None
    store.path(key).rename(store.path(other))  # a file under another review's name
    assert store.load(other) is None
    assert [p.name for p in (tmp_path / "reviews").iterdir()] == [f"{other}.json.bad"]


def test_a_review_a_load_would_refuse_is_not_stored(
    tmp_path: Path, key: str, hands: tuple[HandReview, ...]
) -> None:
    store = ReviewStore(tmp_path)
    broken = replace(hands[0], deal=(CardLuck(float("nan"), 0.0), hands[0].deal[1]))
    huge = replace(hands[0], deal=(CardLuck(1e9, 0.0), hands[0].deal[1]))
    misnumbered = (hands[1], hands[0])
    for wrong in ((broken, hands[1]), (huge, hands[1]), misnumbered):
        assert not store.save(key, wrong)
    assert not store.save("../" + key[3:], hands)  # not a key: no file outside the folder
    assert store.load("../" + key[3:]) is None
    assert list(tmp_path.iterdir()) == []


def _write(text: bytes) -> Callable[[Path, Document], None]:
    def write(path: Path, document: Document) -> None:
        del document
        path.write_bytes(text)
    return write


def _edit(change: Callable[[Document], object]) -> Callable[[Path, Document], None]:
    def write(path: Path, document: Document) -> None:
        change(document)
        path.write_text(json.dumps(document), encoding="utf-8")
    return write


def _padded(path: Path, document: Document) -> None:
    text = json.dumps(document).encode("utf-8")
    path.write_bytes(text + b" " * (MAX_FILE_BYTES + 1 - len(text)))


def _folder(path: Path, document: Document) -> None:
    del document
    path.mkdir()


CORRUPT: dict[str, Callable[[Path, Document], None]] = {
    "bad JSON": _write(b'{"format": "ginrummy-desktop/review", "version": 1, trunc'),
    "empty": _write(b""),
    "not UTF-8": _write(b'{"format": "\xff\xfe"}'),
    "deep": _write(b"[" * 100_000 + b"]" * 100_000),
    "a list": _write(b"[1, 2, 3]"),
    "wrong version": _edit(lambda d: d.update(version=REVIEW_VERSION + 1)),
    "version as text": _edit(lambda d: d.update(version=str(REVIEW_VERSION))),
    "wrong format": _edit(lambda d: d.update(format="ginrummy-desktop/game")),
    "too many hands": _edit(lambda d: d.update(hands=d["hands"] * 501)),
    "hands out of order": _edit(lambda d: d["hands"].reverse()),
    "huge decisions": _edit(lambda d: d["hands"][0].update(
        decisions=d["hands"][0]["decisions"] * 200)),
    "NaN": _edit(lambda d: d["hands"][0]["deal"][0].update(value=float("nan"))),
    "wrong type": _edit(lambda d: d["hands"][1].update(result="a win")),
    "no hands": _edit(lambda d: d.pop("hands")),
    "oversize": _padded,
    "a folder": _folder,
}


@pytest.mark.parametrize("how", list(CORRUPT))
def test_a_review_file_that_cannot_be_used_is_moved_aside_and_logged(
    how: str, tmp_path: Path, key: str, hands: tuple[HandReview, ...],
    caplog: pytest.LogCaptureFixture,
) -> None:
    store = ReviewStore(tmp_path)
    path = store.path(key)
    CORRUPT[how](path, _document(key, hands))
    with caplog.at_level(logging.WARNING, logger=review_store.__name__):
        assert store.load(key) is None
    assert not path.exists() and path.with_name(path.name + ".bad").exists()
    assert any(key in r.getMessage() or path.name in r.getMessage() for r in caplog.records)
    assert store.save(key, hands) and store.load(key) == hands  # made again, kept again


def test_the_folder_keeps_the_most_recently_used_reviews(
    tmp_path: Path, hands: tuple[HandReview, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(review_store, "MAX_FILES", 3)
    store = ReviewStore(tmp_path)
    keys = [f"{n:064x}" for n in range(5)]
    for age, key in enumerate(keys[:3]):
        assert store.save(key, hands[:1])
        os.utime(store.path(key), (1000 + age, 1000 + age))
    assert store.load(keys[0]) == hands[:1]  # read: now the most recently used
    (tmp_path / "notes.txt").write_text("not a review", encoding="utf-8")
    assert store.save(keys[3], hands[:1]) and store.save(keys[4], hands[:1])
    kept = sorted(p.name for p in tmp_path.iterdir())
    assert kept == sorted([f"{keys[0]}.json", f"{keys[3]}.json", f"{keys[4]}.json",
                           "notes.txt"])


def test_the_default_store_is_in_the_data_folder() -> None:
    assert ReviewStore.default().folder == AppPaths.system().data / "reviews"
