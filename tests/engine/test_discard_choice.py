"""A DiscardChoice the engine makes builds its arrangement when first read (engine/melds.py):
every way of reading it must give what a choice made with both parts gives, and the public
card functions' quick input check must refuse what the full one refuses."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random
from collections.abc import Callable

import pytest

from ginrummy_desktop.engine import (
    FULL_DECK,
    Arrangement,
    Card,
    DiscardChoice,
    GinRummyTypeError,
    MeldError,
    MeldKind,
    best_arrangement,
    best_discard,
    best_discards,
    deadwood_points,
    parse_cards,
)

HAND = parse_cards("7c 7d 7h 8h 2s 3s 4s Kd Qc 5c 9d")
"""Eleven cards whose best arrangement has a group, so that runs only differs."""


def made_with_both_parts(cards: tuple[Card, ...], card: Card, runs_only: bool) -> DiscardChoice:
    kept = [c for c in cards if c != card]
    return DiscardChoice(card, best_arrangement(kept, runs_only))


def fresh() -> DiscardChoice:
    """A choice whose arrangement has not been read yet."""
    return best_discard(HAND)


READS: list[Callable[[DiscardChoice], object]] = [
    lambda c: c.arrangement,
    lambda c: hash(c),
    lambda c: repr(c),
    lambda c: pickle.loads(pickle.dumps(c)),
    lambda c: copy.copy(c),
    lambda c: copy.deepcopy(c),
    lambda c: dataclasses.replace(c),
    lambda c: dataclasses.astuple(c),
    lambda c: c == made_with_both_parts(HAND, c.card, False),
]


@pytest.mark.parametrize("read", READS, ids=[f"read{i}" for i in range(len(READS))])
def test_every_first_read_gives_the_arrangement(read: Callable[[DiscardChoice], object]) -> None:
    choice = fresh()
    expected = made_with_both_parts(HAND, choice.card, False)
    read(choice)
    assert choice == expected
    assert choice.arrangement == expected.arrangement
    assert isinstance(choice.arrangement, Arrangement)
    assert hash(choice) == hash(expected)
    assert repr(choice) == repr(expected)


def test_a_copy_made_before_the_first_read_is_a_whole_choice() -> None:
    for make in (pickle.loads(pickle.dumps(fresh())), copy.copy(fresh()), copy.deepcopy(fresh())):
        assert type(make) is DiscardChoice
        assert make == made_with_both_parts(HAND, make.card, False)


def test_the_arrangement_is_built_once_and_kept() -> None:
    choice = fresh()
    assert choice.arrangement is choice.arrangement


def test_the_dataclass_is_as_declared() -> None:
    choice = fresh()
    assert [f.name for f in dataclasses.fields(choice)] == ["card", "arrangement"]
    assert list(dataclasses.asdict(choice)) == ["card", "arrangement"]
    assert DiscardChoice.__match_args__ == ("card", "arrangement")
    with pytest.raises(dataclasses.FrozenInstanceError):
        choice.arrangement = choice.arrangement  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        choice.card = choice.card  # type: ignore[misc]
    match choice:
        case DiscardChoice(card=card, arrangement=Arrangement(deadwood=deadwood)):
            assert card == choice.card
            assert deadwood == choice.arrangement.deadwood
        case _:
            pytest.fail("a choice matches its own pattern")


def test_a_choice_made_with_its_parts_keeps_them() -> None:
    arrangement = best_arrangement(HAND[:10])
    choice = DiscardChoice(HAND[10], arrangement)
    assert choice.arrangement is arrangement
    assert dataclasses.replace(choice, card=HAND[0]).arrangement is arrangement


def test_runs_only_and_forbidden_choices_build_the_right_arrangement() -> None:
    for runs_only in (False, True):
        for forbidden in (None, HAND[0], HAND[-1], parse_cards("As")[0]):
            choice = best_discard(HAND, forbidden, runs_only)
            assert choice.card != forbidden
            assert choice == made_with_both_parts(HAND, choice.card, runs_only)
    assert any(m.kind is MeldKind.GROUP for m in best_discard(HAND).arrangement.melds)
    assert all(m.kind is MeldKind.RUN for m in best_discard(HAND, None, True).arrangement.melds)


def test_every_tied_choice_builds_its_own_arrangement() -> None:
    cards = parse_cards("Ac 2c 3c 4d 5d 6d 7h 8h 9h Kc Ks")
    choices = best_discards(cards)
    assert [c.card for c in choices] == list(parse_cards("Ks Kc"))
    for choice in choices:
        assert choice == made_with_both_parts(cards, choice.card, False)


def test_random_hands_agree_with_a_choice_made_with_both_parts() -> None:
    rng = random.Random(7)
    for size in (1, 2, 10, 11, 12, 16):
        for _ in range(150):
            cards = tuple(rng.sample(FULL_DECK, size))
            runs_only = rng.random() < 0.3
            choice = best_discard(cards, runs_only=runs_only)
            assert choice == made_with_both_parts(cards, choice.card, runs_only)


# --- the quick input check ----------------------------------------------------------------------


def test_a_repeated_card_is_refused_however_it_is_given() -> None:
    # the quick check adds the cards' bits: a repeated card carries, and the count of bits falls
    rng = random.Random(3)
    for _ in range(200):
        cards = rng.sample(FULL_DECK, rng.randint(1, 12))
        cards.insert(rng.randrange(len(cards) + 1), rng.choice(cards))
        for form in (cards, tuple(cards)):
            for function in (best_arrangement, deadwood_points, best_discard):
                with pytest.raises(MeldError, match="twice"):
                    function(form)


def test_anything_but_cards_is_refused_wherever_it_stands() -> None:
    for bad in (None, 5, "As", FULL_DECK[0].index, FULL_DECK[0].bit):
        for at in (0, 5, 10):
            cards: list[object] = list(HAND[:10])
            cards.insert(at, bad)
            for function in (best_arrangement, deadwood_points, best_discard):
                with pytest.raises(GinRummyTypeError, match="needs Cards"):
                    function(cards)  # type: ignore[arg-type]


def test_a_card_subclass_or_a_list_subclass_takes_the_full_check_with_the_same_answer() -> None:
    class MarkedCard(Card):
        __slots__ = ()

    class Hand(list[Card]):
        pass

    marked = [MarkedCard(c.rank, c.suit) for c in HAND]
    assert best_discard(marked) == best_discard(HAND) == best_discard(Hand(HAND))
    assert deadwood_points(marked) == deadwood_points(HAND) == deadwood_points(Hand(HAND))
    assert best_arrangement(marked[:10]) == best_arrangement(Hand(HAND[:10]))
    with pytest.raises(MeldError, match="at most 16"):
        deadwood_points(Hand(FULL_DECK[:17]))
