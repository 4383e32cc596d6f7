"""The friend's deal (``friend/shuffle.py``): two honest sides deal a deck neither knows, each
sees only its own cards, the check at the end gives the deck the engine deals; and every cheat
is caught, at once or at the hand's end, with its kind and its side."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

import pytest

from ginrummy_desktop.engine import FULL_DECK, Deal, Game, Phase, RuleSet
from ginrummy_desktop.friend.group import (
    CARD_POINTS,
    card_of_point,
    invert,
    mask,
    multiply,
    random_scalar,
)
from ginrummy_desktop.friend.shuffle import (
    DECK_SIZE,
    Cheat,
    CheatError,
    Role,
    Secrets,
    ShownCards,
    Transcript,
    first_shuffle,
    lock,
    open_card,
    received_deck,
    second_shuffle,
    verify_deal,
)


def _bytes_from(seed: int) -> Callable[[int], bytes]:
    rng = random.Random(seed)
    return rng.randbytes


@dataclass
class Deal2:
    """One deal between two honest sides: their secrets and the four decks."""

    host: Secrets
    guest: Secrets
    decks: tuple[tuple[bytes, ...], tuple[bytes, ...], tuple[bytes, ...], tuple[bytes, ...]]

    def transcript(self, masks: tuple[tuple[int, Role, bytes], ...] = ()) -> Transcript:
        return Transcript((self.host.commitment(), self.guest.commitment()), self.decks, masks)


def _deal(seed: int = 1) -> Deal2:
    host, guest = Secrets.generate(_bytes_from(seed)), Secrets.generate(_bytes_from(seed + 100))
    d1 = received_deck(first_shuffle(host), Role.HOST)
    d2 = received_deck(second_shuffle(d1, guest), Role.GUEST)
    d3 = received_deck(lock(d2, host), Role.HOST)
    d4 = received_deck(lock(d3, guest), Role.GUEST)
    return Deal2(host, guest, (d1, d2, d3, d4))


@pytest.fixture(scope="module")
def deal() -> Deal2:
    return _deal()


def test_the_deck_is_the_52_cards_in_an_order_both_made(deal: Deal2) -> None:
    deck = verify_deal(deal.transcript(), deal.host, deal.guest)
    assert len(deck) == DECK_SIZE and set(deck) == set(FULL_DECK)
    again = _deal(2)
    other = verify_deal(again.transcript(), again.host, again.guest)
    assert other != deck  # another deal, another order
    # neither side's order alone is the deck's
    assert deck != tuple(FULL_DECK[i] for i in deal.host.order)
    assert deck != tuple(FULL_DECK[i] for i in deal.guest.order)


def test_the_engine_deals_that_deck(deal: Deal2) -> None:
    deck = verify_deal(deal.transcript(), deal.host, deal.guest)
    game = Game(RuleSet())
    game.apply(game.legal_actions()[0])  # the cut
    game.apply(Deal(deck))
    assert game.phase is Phase.UPCARD_OFFER
    dealer = game.dealer
    assert dealer is not None
    assert set(game.hand_of(1 - dealer)) == set(deck[0:20:2])  # the non-dealer's, first
    assert set(game.hand_of(dealer)) == set(deck[1:20:2])
    assert game.view(0).upcard == deck[20]


def test_a_card_is_seen_only_with_both_masks(deal: Deal2) -> None:
    deck = verify_deal(deal.transcript(), deal.host, deal.guest)
    final = deal.decks[3]
    for position in (0, 1, 20, 21, 51):
        # the guest sees it with the host's mask, the host with the guest's
        assert open_card(final, position, deal.guest, deal.host.cards[position],
                         Role.HOST) == deck[position]
        assert open_card(final, position, deal.host, deal.guest.cards[position],
                         Role.GUEST) == deck[position]
    # one side's masks alone show no card: the points stay masked
    for position in range(DECK_SIZE):
        alone = mask(invert(deal.host.cards[position]), final[position])
        assert card_of_point(alone) is None
        assert card_of_point(final[position]) is None


def test_the_masked_decks_show_nothing_of_the_cards(deal: Deal2) -> None:
    """No deck sent holds a card's own point: every step is masked."""
    plain = set(CARD_POINTS)
    for deck in deal.decks:
        assert not plain & set(deck)


def test_secrets_are_fresh_and_their_order_a_permutation() -> None:
    first, second = Secrets.generate(_bytes_from(5)), Secrets.generate(_bytes_from(6))
    assert sorted(first.order) == list(range(DECK_SIZE)) and first.order != second.order
    assert len(set(first.cards)) == DECK_SIZE
    assert first.commitment() != second.commitment()
    assert Secrets.generate(_bytes_from(5)) == first  # from the same bytes, the same
    assert first.checked(Role.HOST) is first


def test_the_deal_is_quick() -> None:
    """The whole deal, both sides' work and the check at the end (goal: 100 ms)."""
    times = []
    for seed in range(3):
        started = time.perf_counter()
        deal = _deal(seed)
        verify_deal(deal.transcript(), deal.host, deal.guest)
        times.append(time.perf_counter() - started)
    assert sorted(times)[1] < 0.25  # measured about 50 ms; a loaded machine has room


# --- caught at once ----------------------------------------------------------------------------


@pytest.mark.parametrize(("data", "kind"), [
    ("not a deck", Cheat.NOT_A_DECK),
    ([b"\x01" * 32] * 51, Cheat.NOT_A_DECK),
    ([b"\x00" * 32] * 52, Cheat.NOT_A_POINT),  # the identity
    ([b"\xff" * 31] * 52, Cheat.NOT_A_POINT),
    ([12] * 52, Cheat.NOT_A_POINT),
])
def test_a_deck_that_is_no_deck_is_refused(data: object, kind: Cheat) -> None:
    with pytest.raises(CheatError) as caught:
        received_deck(data, Role.GUEST)
    assert caught.value.kind is kind and caught.value.by is Role.GUEST


def test_a_deck_with_a_point_twice_is_refused(deal: Deal2) -> None:
    twice = list(deal.decks[0])
    twice[7] = twice[3]
    with pytest.raises(CheatError) as caught:
        received_deck(twice, Role.HOST)
    assert caught.value.kind is Cheat.NOT_A_DECK and caught.value.by is Role.HOST


@pytest.mark.parametrize("wrong", ["another position's mask", "a random mask", "zero", "junk"])
def test_a_mask_that_shows_no_card_is_caught(deal: Deal2, wrong: str) -> None:
    sent = {
        "another position's mask": deal.host.cards[4],
        "a random mask": random_scalar(_bytes_from(9)),
        "zero": bytes(32),
        "junk": "nothing",
    }[wrong]
    with pytest.raises(CheatError) as caught:
        open_card(deal.decks[3], 3, deal.guest, sent, Role.HOST)
    assert caught.value.kind is Cheat.WRONG_MASK and caught.value.by is Role.HOST


def test_a_card_masked_twice_alike_is_caught_at_once(deal: Deal2) -> None:
    """The host masks the 2♣ as a second A♣: under its one shuffle mask the two points are
    equal, and the deck is refused as it comes."""
    cheat = list(first_shuffle(deal.host))
    cheat[deal.host.order.index(1)] = mask(deal.host.shuffle, CARD_POINTS[0])
    with pytest.raises(CheatError) as caught:
        received_deck(cheat, Role.HOST)
    assert caught.value.kind is Cheat.NOT_A_DECK and caught.value.by is Role.HOST


def _guest_doubles_a_card(deal: Deal2) -> Deal2:
    """The cheat that passes the first checks: the guest puts a second copy of one of the
    host's points at its position 0 under another mask of its own, and takes that mask off in
    its lock, so that position 0 shows a card that is also elsewhere."""
    guest = deal.guest
    d1 = deal.decks[0]
    other = random_scalar(_bytes_from(77))
    d2 = list(second_shuffle(d1, guest))
    d2[0] = mask(other, d1[guest.order[5]])  # the card at its position 5, again
    d3 = lock(d2, deal.host)
    d4 = list(lock(d3, guest))
    d4[0] = mask(multiply(guest.cards[0], invert(other)), d3[0])
    return Deal2(deal.host, guest, (d1, tuple(d2), d3, tuple(d4)))


def test_a_card_shown_twice_is_caught_and_the_end_names_the_shuffle(deal: Deal2) -> None:
    spoiled = _guest_doubles_a_card(deal)
    for step, sender in zip(spoiled.decks, (Role.HOST, Role.GUEST) * 2, strict=True):
        received_deck(step, sender)  # every step looks like a deck
    final = spoiled.decks[3]
    seen = ShownCards(Role.GUEST)  # the host's program: the other side is the guest
    with pytest.raises(CheatError) as caught:
        for position in range(DECK_SIZE):
            seen.show(position, open_card(final, position, spoiled.host,
                                          spoiled.guest.cards[position], Role.GUEST))
    assert caught.value.kind is Cheat.CARD_SHOWN_TWICE and caught.value.by is Role.GUEST
    assert "positions 0 and 5" in caught.value.detail
    with pytest.raises(CheatError) as ended:
        verify_deal(spoiled.transcript(), spoiled.host, spoiled.guest)
    assert ended.value.kind is Cheat.WRONG_SHUFFLE and ended.value.by is Role.GUEST


def test_a_place_that_shows_two_cards_is_caught() -> None:
    seen = ShownCards(Role.GUEST)
    seen.show(5, FULL_DECK[0])
    seen.show(5, FULL_DECK[0])  # the same card again: a second look, no cheat
    with pytest.raises(CheatError) as caught:
        seen.show(5, FULL_DECK[1])
    assert caught.value.kind is Cheat.WRONG_MASK and caught.value.by is Role.GUEST


# --- caught at the hand's end ----------------------------------------------------------------


def test_secrets_other_than_committed_are_caught(deal: Deal2) -> None:
    other = replace(deal.guest, salt=bytes(32))
    with pytest.raises(CheatError) as caught:
        verify_deal(deal.transcript(), deal.host, other)
    assert caught.value.kind is Cheat.BROKEN_COMMITMENT and caught.value.by is Role.GUEST


@pytest.mark.parametrize("spoil", ["order", "mask", "salt"])
def test_secrets_that_are_not_well_formed_are_caught(deal: Deal2, spoil: str) -> None:
    bad = {
        "order": replace(deal.host, order=(0,) * DECK_SIZE),
        "mask": replace(deal.host, shuffle=b"\xff" * 32),  # not below the group's order
        "salt": replace(deal.host, salt=b"short"),
    }[spoil]
    with pytest.raises(CheatError) as caught:
        verify_deal(deal.transcript(), bad, deal.guest)
    assert caught.value.kind is Cheat.BAD_SECRETS and caught.value.by is Role.HOST


def test_a_second_shuffle_that_is_not_the_guests_is_caught(deal: Deal2) -> None:
    """The guest sends its step with two positions exchanged from what its order says."""
    d1, d2, _, _ = deal.decks
    cheat = list(d2)
    cheat[0], cheat[1] = cheat[1], cheat[0]
    d3 = lock(tuple(cheat), deal.host)
    d4 = lock(d3, deal.guest)
    spoiled = Deal2(deal.host, deal.guest, (d1, tuple(cheat), d3, d4))
    with pytest.raises(CheatError) as caught:
        verify_deal(spoiled.transcript(), deal.host, deal.guest)
    assert caught.value.kind is Cheat.WRONG_SHUFFLE and caught.value.by is Role.GUEST


@pytest.mark.parametrize("role", [Role.HOST, Role.GUEST])
def test_a_lock_that_is_not_the_senders_is_caught(deal: Deal2, role: Role) -> None:
    """A side masks one position with a mask it did not commit to (so that its later mask
    would show another card)."""
    d1, d2, d3, d4 = deal.decks
    secrets = deal.host if role is Role.HOST else deal.guest
    forged = replace(secrets, cards=(random_scalar(_bytes_from(3)), *secrets.cards[1:]))
    if role is Role.HOST:
        d3 = lock(d2, forged)
        d4 = lock(d3, deal.guest)
    else:
        d4 = lock(d3, forged)
    spoiled = Deal2(deal.host, deal.guest, (d1, d2, d3, d4))
    with pytest.raises(CheatError) as caught:
        verify_deal(spoiled.transcript(), deal.host, deal.guest)
    assert caught.value.kind is Cheat.WRONG_LOCK and caught.value.by is role


def test_a_mask_sent_in_the_hand_must_be_the_committed_one(deal: Deal2) -> None:
    honest = ((0, Role.HOST, deal.host.cards[0]), (1, Role.GUEST, deal.guest.cards[1]))
    verify_deal(deal.transcript(honest), deal.host, deal.guest)
    lied = (*honest, (2, Role.GUEST, deal.guest.cards[3]))
    with pytest.raises(CheatError) as caught:
        verify_deal(deal.transcript(lied), deal.host, deal.guest)
    assert caught.value.kind is Cheat.MASK_NOT_COMMITTED and caught.value.by is Role.GUEST
    assert "position 2" in str(caught.value)
