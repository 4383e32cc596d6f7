"""One side of a friend's deal as messages (``friend/deal_side.py``): two sides deal through
JSON, each sees its ten cards and the upcard and nothing else, both end with the same true
deck; a message out of turn or out of bounds and every cheat are refused with their reason."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from ginrummy_desktop.engine import FULL_DECK
from ginrummy_desktop.friend.channel import WireError, WireProblem
from ginrummy_desktop.friend.deal_side import DealSide
from ginrummy_desktop.friend.shuffle import Cheat, CheatError, Role


def _bytes(seed: int) -> Callable[[int], bytes]:
    return random.Random(seed).randbytes


def _wire(message: dict[str, Any]) -> dict[str, Any]:
    """A message as the other side gets it: through JSON."""
    result: dict[str, Any] = json.loads(json.dumps(message))
    return result


def _deal(seed: int = 1) -> tuple[DealSide, DealSide]:
    """Host and guest through the four steps, every message through JSON."""
    host, guest = DealSide(Role.HOST, _bytes(seed)), DealSide(Role.GUEST, _bytes(seed + 50))
    assert guest.receive(_wire(host.commitment())) == []
    (step1,) = host.receive(_wire(guest.commitment()))
    (step2,) = guest.receive(_wire(step1))
    (step3,) = host.receive(_wire(step2))
    (step4,) = guest.receive(_wire(step3))
    assert host.receive(_wire(step4)) == []
    assert host.dealt and guest.dealt
    return host, guest


def _show_each_their_hand(host: DealSide, guest: DealSide) -> None:
    """The host deals the guest the even places (the non-dealer), itself the odd ones; both
    see the upcard (place 20)."""
    for place in range(0, 20, 2):
        guest.receive(_wire(host.show(place)))
    for place in range(1, 20, 2):
        host.receive(_wire(guest.show(place)))
    host.receive(_wire(guest.show(20)))
    guest.receive(_wire(host.show(20)))


def test_each_side_sees_its_cards_and_the_upcard_and_both_end_with_the_deck() -> None:
    host, guest = _deal()
    _show_each_their_hand(host, guest)
    assert set(guest.picture.seen) == {*range(0, 20, 2), 20}
    assert set(host.picture.seen) == {*range(1, 20, 2), 20}
    assert host.card_at(20) == guest.card_at(20)
    deck = host.settle(_wire(guest.secrets_message()))
    assert guest.settle(_wire(host.secrets_message())) == deck
    assert set(deck) == set(FULL_DECK)
    assert all(guest.card_at(p) == deck[p] for p in range(0, 21, 2))
    assert all(host.card_at(p) == deck[p] for p in (*range(1, 20, 2), 20))
    assert host.picture.deck() == deck == guest.picture.deck()


def test_a_card_drawn_is_seen_by_the_drawer_alone() -> None:
    host, guest = _deal(2)
    _show_each_their_hand(host, guest)
    guest.receive(_wire(host.show(21)))  # the guest draws the stock's top
    assert guest.card_at(21) is not None and host.card_at(21) is None


def test_a_deck_step_out_of_turn_is_refused() -> None:
    host, guest = DealSide(Role.HOST, _bytes(3)), DealSide(Role.GUEST, _bytes(4))
    guest.receive(_wire(host.commitment()))
    (step1,) = host.receive(_wire(guest.commitment()))
    with pytest.raises(WireError) as early:
        host.receive(_wire(step1))  # the host's own step sent back to it
    assert early.value.problem is WireProblem.REPLAYED
    guest.receive(_wire(step1))
    with pytest.raises(WireError):
        guest.receive(_wire(step1))  # again


def test_a_forged_deck_step_is_the_senders_cheat() -> None:
    host, guest = DealSide(Role.HOST, _bytes(5)), DealSide(Role.GUEST, _bytes(6))
    guest.receive(_wire(host.commitment()))
    (step1,) = host.receive(_wire(guest.commitment()))
    forged = _wire(step1)
    forged["points"][3] = forged["points"][4]
    with pytest.raises(CheatError) as caught:
        guest.receive(forged)
    assert caught.value.kind is Cheat.NOT_A_DECK and caught.value.by is Role.HOST


@pytest.mark.parametrize(("change", "error"), [
    ({"place": 52}, WireError),
    ({"place": True}, WireError),
    ({"mask": "00"}, WireError),
    ({"mask": "zz" * 32}, WireError),
    ({"mask": "01" + "00" * 31}, CheatError),  # a mask, but not the place's: shows no card
])
def test_a_mask_out_of_bounds_or_wrong_is_refused(change: dict[str, object],
                                                   error: type[Exception]) -> None:
    host, guest = _deal(7)
    message = _wire(host.show(0))
    message.update(change)
    with pytest.raises(error):
        guest.receive(message)


def test_a_mask_for_a_place_already_shown_is_refused() -> None:
    host, guest = _deal(8)
    guest.receive(_wire(host.show(0)))
    with pytest.raises(WireError):
        guest.receive(_wire(host.show(0)))


def test_secrets_other_than_committed_are_caught_at_the_end() -> None:
    host, guest = _deal(9)
    _show_each_their_hand(host, guest)
    lied = _wire(guest.secrets_message())
    lied["salt"] = "00" * 32
    with pytest.raises(CheatError) as caught:
        host.settle(lied)
    assert caught.value.kind is Cheat.BROKEN_COMMITMENT and caught.value.by is Role.GUEST


@pytest.mark.parametrize("change", [{"order": [0] * 51}, {"order": ["x"] * 52},
                                    {"cards": []}, {"shuffle": 5}, {"kind": "move"}])
def test_secrets_out_of_bounds_are_refused(change: dict[str, object]) -> None:
    host, guest = _deal(10)
    message = _wire(guest.secrets_message())
    message.update(change)
    with pytest.raises(WireError):
        host.settle(message)
