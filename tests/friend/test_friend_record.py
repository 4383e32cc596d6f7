"""A friend's match kept and checked (``friend/record.py``, ``friend/verify.py``): a whole match
played by two sides through JSON, each side's document written, read back and verified; every
kind of tampering caught and named; every value read back bounded."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.engine import Deal, Discard, Game, Phase, RuleSet, game_document
from ginrummy_desktop.engine.record import _digest, action_from_json, action_to_json
from ginrummy_desktop.friend.play import Stage
from ginrummy_desktop.friend.record import (
    FORMAT,
    MAX_DEPTH,
    FriendRecordError,
    parsed,
    read_document,
)
from ginrummy_desktop.friend.shuffle import Role
from ginrummy_desktop.friend.verify import (
    FriendMismatchError,
    verify_document,
)
from tests.friend.played import Document, document, match_documents, play, sides


def _host_document() -> Document:
    found: Document = json.loads(match_documents()[0])
    return found


def _mismatch(document: Document) -> FriendMismatchError:
    with pytest.raises(FriendMismatchError) as caught:
        verify_document(document)
    return caught.value


def _redigest(document: Document) -> None:
    """The engine record's digest made again, as anyone can (so that what catches a change is
    the check of the deals, not the digest)."""
    record = document["record"]
    body = {key: value for key, value in record.items() if key != "sha256"}
    record["sha256"] = _digest(body)


# --- the document --------------------------------------------------------------------------


def test_both_sides_documents_of_a_whole_match_verify() -> None:
    for text, role, name in zip(match_documents(), (Role.HOST, Role.GUEST), ("Bruno", "Ana"),
                                strict=True):
        checked = verify_document(parsed(text.encode("utf-8")))
        assert checked.complete and checked.checked == checked.dealt >= 3
        assert checked.record.role is role and checked.record.name == name
        assert checked.game.phase is Phase.GAME_OVER
        decks = [a.deck for a in checked.game.history if isinstance(a, Deal)]
        assert len(decks) == checked.dealt - 1


@pytest.mark.parametrize("preset", ["oklahoma", "hollywood"])
def test_matches_under_other_presets_verify(preset: str) -> None:
    for text in match_documents(preset, 11):
        assert verify_document(json.loads(text)).complete


def test_the_document_holds_the_record_and_each_deal_in_hex() -> None:
    document = _host_document()
    assert set(document) == {"format", "version", "friend", "record"}
    assert document["format"] == FORMAT and document["record"]["format"] == "ginrummy-desktop/game"
    cut = document["friend"]["deals"][0]
    assert cut["deal"] == 0 and len(cut["decks"]) == 4
    assert all(len(deck) == 52 for deck in cut["decks"])
    assert len(cut["secrets"]["host"]["order"]) == 52 and len(cut["commitments"]["host"]) == 64
    assert cut["masks"][0][:2] == [0, "host"] or any(m[:2] == [0, "host"] for m in cut["masks"])


def test_a_match_stopped_mid_hand_checks_its_settled_deals_and_names_the_others() -> None:
    host, guest = sides(RuleSet.preset("standard"), 5)
    play(host, guest, lambda: len(host.play.game().results) >= 2
         and host.play.stage is Stage.PLAYING)
    checked = verify_document(document(host, "Bruno"))
    assert not checked.complete
    assert checked.unsettled == (checked.dealt - 1,) and checked.checked >= 3


# --- tampering -----------------------------------------------------------------------------


def test_a_card_of_a_deck_changed_is_caught() -> None:
    document = _host_document()
    deck = document["friend"]["deals"][2]["decks"][1]
    deck[3], deck[4] = deck[4], deck[3]
    found = _mismatch(document)
    assert found.deal == 2 and "guest shuffled otherwise than its secrets say" in str(found)


def test_a_point_of_the_last_deck_changed_is_the_guests_lock() -> None:
    document = _host_document()
    deck = document["friend"]["deals"][1]["decks"][3]
    deck[30] = document["friend"]["deals"][1]["decks"][2][30]
    assert "guest masked the deck otherwise" in str(_mismatch(document))


def test_a_secret_changed_breaks_its_commitment() -> None:
    document = _host_document()
    secrets = document["friend"]["deals"][1]["secrets"]["guest"]
    secrets["order"][0], secrets["order"][1] = secrets["order"][1], secrets["order"][0]
    found = _mismatch(document)
    assert found.deal == 1 and "guest revealed secrets that are not the ones it committed" in \
        str(found)


def test_a_mask_changed_is_not_the_committed_one() -> None:
    document = _host_document()
    deal = document["friend"]["deals"][1]
    place, sender, _mask = deal["masks"][0]
    deal["masks"][0][2] = deal["secrets"][sender]["cards"][(place + 1) % 52]
    assert "showed a card with a mask it had not committed to" in str(_mismatch(document))


def test_a_mask_left_out_is_a_card_the_moves_show_but_nobody_showed() -> None:
    document = _host_document()
    deal = document["friend"]["deals"][1]
    place, sender, _mask = deal["masks"].pop()
    found = _mismatch(document)
    assert found.deal == 1
    assert f"the record's moves show the card at place {place}, which the {sender} never " \
        "showed" in str(found)


def test_a_deck_of_the_record_changed_is_not_the_one_its_deal_made() -> None:
    document = _host_document()
    actions = document["record"]["actions"]
    deal = next(a for a in actions if a["type"] == "deal")
    deal["deck"][50], deal["deck"][51] = deal["deck"][51], deal["deck"][50]  # never drawn
    assert "checksum" in str(_mismatch(copy.deepcopy(document)))  # as changed: its digest
    _redigest(document)  # made again, as a forger would
    found = _mismatch(document)
    assert found.deal == 1 and "the record's deck is not the one the deal made (place 50)" in \
        str(found)


def test_the_cut_of_the_record_changed_is_caught() -> None:
    document = _host_document()
    cut = document["record"]["actions"][0]
    cut["cards"] = ["Ac", "Kc"] if cut["cards"][:2] != ["Ac", "Kc"] else ["Kc", "Ac"]
    _redigest(document)
    found = _mismatch(document)
    # the cut changed may give the deal to the other player: the record then does not replay
    assert found.deal in (0, None)


def test_a_move_changed_shows_other_cards_than_the_deal_did() -> None:
    document = _host_document()
    forged = _forged_discard(document)
    found = _mismatch(forged)
    assert found.deal == 1 and ("no move of the record shows" in str(found)
                                or "never showed" in str(found))


def _forged_discard(document: Document) -> Document:
    """The document with hand 1's first discard of a card from the stock's side changed for
    another card the mover held, and the hand then played on by computer players to its end:
    a record that replays, legal on the true deck, its digest sound."""
    checked = verify_document(document)
    history = checked.game.history
    game = Game(checked.game.rules)
    index = next(i for i, a in enumerate(history) if isinstance(a, Discard))
    for action in history[:index]:
        game.apply(action)
    original = history[index]
    assert isinstance(original, Discard)
    seat = game.actor
    assert seat is not None
    other = next(card for card in game.hand_of(seat) if card != original.card
                 and Discard(card) in game.legal_actions())
    game.apply(Discard(other))
    players = (make_player(Level.EASY, 1, game.rules), make_player(Level.EASY, 2, game.rules))
    while game.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        actor = game.actor
        assert actor is not None
        game.apply(players[actor].choose(game.view(actor)))
    forged = copy.deepcopy(document)
    forged["record"] = json.loads(json.dumps(game_document(game)))
    forged["friend"]["deals"] = forged["friend"]["deals"][:2]
    return forged


def test_more_deals_than_the_record_dealt_is_refused() -> None:
    document = _host_document()
    record = document["record"]
    cut_only = Game(RuleSet.from_dict(record["rules"], complete=True))
    cut_only.apply(action_from_json(record["actions"][0]))
    document["record"] = json.loads(json.dumps(game_document(cut_only)))
    with pytest.raises(FriendRecordError, match=r"lists .* deals settled, but the record dealt 1"):
        verify_document(document)


# --- the form: every value bounded, every problem named --------------------------------------


def _changed(change: Callable[[Document], object]) -> Document:
    document = _host_document()
    change(document)
    return document


def _deal(document: Document, number: int = 0) -> dict[str, Any]:
    deal: dict[str, Any] = document["friend"]["deals"][number]
    return deal


FORM_CASES: list[tuple[str, Callable[[Document], object], str]] = [
    ("format", lambda d: d.update(format="ginrummy-desktop/match"), "not a friend's match"),
    ("version", lambda d: d.update(version=2), "version 2 is not one"),
    ("version true", lambda d: d.update(version=True), "version True"),
    ("extra field", lambda d: d.update(extra=1), "unknown: ['extra']"),
    ("name empty", lambda d: d["friend"].update(name=""), "name is not 1 to 40"),
    ("name long", lambda d: d["friend"].update(name="x" * 41), "name is not 1 to 40"),
    ("name control", lambda d: d["friend"].update(name="a\nb"), "name is not 1 to 40"),
    ("role", lambda d: d["friend"].update(role="dealer"), "role is 'dealer'"),
    ("deals", lambda d: d["friend"].update(deals={}), "the deals is not a list"),
    ("too many deals", lambda d: d["friend"].update(deals=[0] * 2001), "2,001 items"),
    ("numbered", lambda d: _deal(d).update(deal=1), "numbered 1, not 0"),
    ("three decks", lambda d: _deal(d)["decks"].pop(), "3 decks"),
    ("short deck", lambda d: _deal(d)["decks"][0].pop(), "51 points"),
    ("not hex", lambda d: _deal(d)["decks"][0].__setitem__(0, "zz" * 32), "lowercase hex"),
    ("upper hex", lambda d: _deal(d)["decks"][0].__setitem__(0, "AB" * 32), "lowercase hex"),
    ("not a point", lambda d: _deal(d)["decks"][2].__setitem__(5, "00" * 32), "place 5"),
    ("mask form", lambda d: _deal(d)["masks"].__setitem__(0, [1, "host"]), "[place, sender"),
    ("mask place", lambda d: _deal(d)["masks"][0].__setitem__(0, 52), "not a place 0 to 51"),
    ("mask bool", lambda d: _deal(d)["masks"][0].__setitem__(0, True), "not a place"),
    ("mask twice", lambda d: _deal(d)["masks"].append(list(_deal(d)["masks"][0])),
     "a second mask"),
    ("too many masks", lambda d: _deal(d).update(masks=[[0, "host", "00"]] * 105), "105 items"),
    ("order short", lambda d: _deal(d)["secrets"]["host"]["order"].pop(), "52 places"),
    ("order twice", lambda d: _deal(d)["secrets"]["host"]["order"].__setitem__(
        0, _deal(d)["secrets"]["host"]["order"][1]), "not an order"),
    ("zero mask", lambda d: _deal(d)["secrets"]["guest"].update(shuffle="00" * 32),
     "non-zero number below"),
    ("big mask", lambda d: _deal(d)["secrets"]["guest"]["cards"].__setitem__(0, "ff" * 32),
     "non-zero number below"),
    ("salt", lambda d: _deal(d)["secrets"]["guest"].update(salt="ab"), "salt is 'ab'"),
    ("record", lambda d: d.update(record=[]), "record is not an object"),
]


@pytest.mark.parametrize(("name", "change", "reason"), FORM_CASES,
                         ids=[case[0] for case in FORM_CASES])
def test_a_document_of_the_wrong_form_is_refused_with_its_reason(
        name: str, change: Callable[[Document], object], reason: str) -> None:
    with pytest.raises(FriendRecordError) as caught:
        read_document(_changed(change))
    assert reason in str(caught.value), name


@pytest.mark.parametrize(("data", "reason"), [
    (b"\xff\xfe", "not UTF-8"),
    (b"{", "not JSON"),
    (b"[" * 100_000 + b"]" * 100_000, "nested more than"),
    (json.dumps([[[[[[[[[[[[[[0]]]]]]]]]]]]]]).encode(), f"nested more than {MAX_DEPTH}"),
    (b'{"a": 1, "a": 2}', "same key twice"),
    (b" " * (8 * 1024 * 1024 + 1), "larger than any"),
])
def test_text_that_is_not_a_document_is_refused(data: bytes, reason: str) -> None:
    with pytest.raises(FriendRecordError, match=reason):
        parsed(data)


def test_random_changes_never_crash_the_reader() -> None:
    """Random one-value changes: each is read, or refused with a FriendRecordError
    or a mismatch; nothing else."""
    base = _host_document()
    base["friend"]["deals"] = base["friend"]["deals"][:2]
    rng = random.Random(17)
    values: list[object] = [None, True, -1, 0, 52, 2**70, "", "00" * 32, "ff" * 32, [], {},
                            [0, "host"], "host", 1.5]
    for _ in range(300):
        document = copy.deepcopy(base)
        _set_somewhere(document["friend"], rng, rng.choice(values))
        try:
            read_document(document)
        except FriendRecordError:
            continue


def _set_somewhere(node: Any, rng: random.Random, value: object) -> None:
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            return
        key = rng.choice(keys)
        child = node[key]
        if not isinstance(child, dict | list) or rng.random() < 0.2:
            node[key] = value
            return
        node = child


def test_an_action_json_is_the_records() -> None:
    """The record inside is the engine's own (``game_document``): its actions as a record
    writes them."""
    checked = verify_document(_host_document())
    assert _host_document()["record"]["actions"] == [
        action_to_json(a) for a in checked.game.history]


def test_a_forfeit_is_written_and_read_back() -> None:
    """The side that forfeited travels with the document; another value is refused."""
    from ginrummy_desktop.engine import Game, RuleSet
    from ginrummy_desktop.friend.record import document_of, read_document
    from ginrummy_desktop.friend.shuffle import Role

    document = document_of("Bruno", Role.HOST, [], Game(RuleSet.preset("standard")),
                           forfeit=Role.GUEST)
    assert read_document(document).forfeit is Role.GUEST
    assert read_document(document_of("Bruno", Role.HOST, [],
                                     Game(RuleSet.preset("standard")))).forfeit is None
    document["friend"]["forfeit"] = "nobody"
    with pytest.raises(FriendRecordError):
        read_document(document)
