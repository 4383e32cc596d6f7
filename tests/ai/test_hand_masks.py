"""The mask vocabulary of the computer levels, checked against the engine on readable cards."""

from __future__ import annotations

import random

import pytest

from ginrummy_desktop.ai.beginner import greedy_melded
from ginrummy_desktop.ai.evaluation import DrawOdds, HandScorer
from ginrummy_desktop.ai.hands import (
    CARD_POINTS,
    NEIGHBOURS,
    bits,
    forms_meld,
    meld_pairs,
    points,
)
from ginrummy_desktop.engine import (
    Card,
    best_discard_mask,
    cards_to_mask,
    mask_to_cards,
    parse_cards,
)


def mask(text: str) -> int:
    return cards_to_mask(parse_cards(text))


def index(text: str) -> int:
    return Card.parse(text).index


def test_card_points_and_bits() -> None:
    assert [CARD_POINTS[index(c)] for c in ("Ac", "7d", "Th", "Ks")] == [1, 7, 10, 10]
    assert points(mask("Ac 7d Ks")) == 18
    assert list(bits(mask("2c As"))) == sorted([index("2c"), index("As")])


def test_meld_pairs_of_a_middle_card() -> None:
    pairs = {frozenset(mask_to_cards(p)) for p in meld_pairs(index("5h"))}
    expected = [
        "5c 5d", "5c 5s", "5d 5s",  # groups of three
        "3h 4h", "4h 6h", "6h 7h",  # runs of three through the five
    ]  # fmt: skip
    assert pairs == {frozenset(parse_cards(p)) for p in expected}
    assert len(meld_pairs(index("5h"), runs_only=True)) == 3


def test_meld_pairs_never_wrap_around_the_ace() -> None:
    runs = {frozenset(mask_to_cards(p)) for p in meld_pairs(index("Ad"), runs_only=True)}
    assert runs == {frozenset(parse_cards("2d 3d"))}
    runs = {frozenset(mask_to_cards(p)) for p in meld_pairs(index("Kd"), runs_only=True)}
    assert runs == {frozenset(parse_cards("Jd Qd"))}


def test_forms_meld() -> None:
    hand = mask("4h 6h 9c 9d Kc")
    assert forms_meld(hand, index("5h"))
    assert forms_meld(hand, index("9s"))
    assert not forms_meld(hand, index("9s"), runs_only=True)
    assert not forms_meld(hand, index("Qc"))


def test_neighbours_are_same_rank_and_two_steps_in_suit() -> None:
    assert set(mask_to_cards(NEIGHBOURS[index("2s")])) == set(parse_cards("2c 2d 2h As 3s 4s"))


def test_greedy_melds_take_the_biggest_meld_first() -> None:
    # The long run 4h-8h is laid aside first, so the eights group (8h needed) is lost.
    hand = mask("4h 5h 6h 7h 8h 8c 8d Kc Ks Qd")
    assert greedy_melded(hand) == mask("4h 5h 6h 7h 8h")


def test_expected_deadwood_after_the_draw_matches_a_plain_average() -> None:
    rng = random.Random(11)
    for trial in range(200):
        hand = sum(1 << i for i in rng.sample(range(52), 10))
        unseen = ((1 << 52) - 1) & ~hand
        runs_only = trial % 3 == 0
        scorer = HandScorer(DrawOdds.uniform(unseen), runs_only, blend=0.0)
        draws = list(bits(unseen))
        plain = sum(best_discard_mask(hand | (1 << c), -1, runs_only)[0] for c in draws)
        assert scorer.expected_after_draw(hand) == pytest.approx(plain / len(draws))


def test_draw_odds_weighted_are_normalised() -> None:
    odds = DrawOdds.weighted([(1, 2.0), (5, 0.0), (7, 6.0)])
    assert odds.cards == (1, 7)
    assert odds.chances == (0.25, 0.75)
    assert DrawOdds.weighted([]).cards == ()
