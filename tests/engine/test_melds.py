"""Melds, deadwood and the best arrangement: readable unit cases, a golden table, and
property tests against an independent brute force written here (not the engine's
``arrangements``)."""

from __future__ import annotations

import functools
import random
from collections.abc import Iterator, Sequence
from itertools import combinations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.engine import (
    FULL_DECK,
    Arrangement,
    Card,
    Meld,
    MeldError,
    MeldKind,
    Rank,
    Suit,
    best_arrangement,
    best_discard,
    best_discard_mask,
    best_discards,
    cards_to_mask,
    deadwood_points,
    format_cards,
    min_deadwood_mask,
    parse_cards,
)
from ginrummy_desktop.engine.melds import arrangements, mask_points

# --- an independent brute force ---------------------------------------------------------------


def brute_melds(cards: Sequence[Card], runs_only: bool = False) -> list[frozenset[Card]]:
    """Every meld inside ``cards``: each run of 3+ consecutive cards of a suit (aces low, no
    wrapping), and each 3- or 4-card subset of a rank."""
    held = set(cards)
    melds: list[frozenset[Card]] = []
    for suit in Suit:
        for start in range(13):
            run: list[Card] = []
            for rank in range(start, 13):
                card = Card(Rank(rank), suit)
                if card not in held:
                    break
                run.append(card)
                if len(run) >= 3:
                    melds.append(frozenset(run))
    if not runs_only:
        for rank in Rank:
            same = [c for c in cards if c.rank is rank]
            for size in (3, 4):
                melds.extend(frozenset(combo) for combo in combinations(same, size))
    return melds


def brute_splits(
    cards: Sequence[Card], runs_only: bool = False
) -> Iterator[tuple[tuple[frozenset[Card], ...], tuple[Card, ...]]]:
    """Every way to split ``cards`` into disjoint melds plus deadwood (each split once): the
    lowest card left is either deadwood or in one of the melds that contain it."""
    melds = brute_melds(cards, runs_only)

    def split(
        rest: frozenset[Card], chosen: tuple[frozenset[Card], ...], dead: tuple[Card, ...]
    ) -> Iterator[tuple[tuple[frozenset[Card], ...], tuple[Card, ...]]]:
        if not rest:
            yield chosen, dead
            return
        low = min(rest)
        yield from split(rest - {low}, chosen, (*dead, low))
        for meld in melds:
            if low in meld and meld <= rest:
                yield from split(rest - meld, (*chosen, meld), dead)

    yield from split(frozenset(cards), (), ())


def points(cards: Sequence[Card] | frozenset[Card]) -> int:
    return sum(c.points for c in cards)


def brute_deadwood(cards: Sequence[Card], runs_only: bool = False) -> int:
    return min(points(dead) for _, dead in brute_splits(cards, runs_only))


def brute_key(cards: Sequence[Card], runs_only: bool = False) -> tuple[int, int]:
    """(least deadwood points, fewest deadwood cards among those)."""
    return min((points(dead), len(dead)) for _, dead in brute_splits(cards, runs_only))


def test_brute_force_sanity() -> None:
    # the brute force itself must be right before it judges the engine
    assert brute_deadwood(parse_cards("As 2s 3s 7h 7d 7c Kd")) == 10
    assert brute_deadwood(parse_cards("Qs Ks As")) == 21
    assert brute_deadwood(parse_cards("7c 7d 7h 7s 8s 9s")) == 0
    assert len(brute_melds(parse_cards("7c 7d 7h 7s"))) == 5  # one 4-group and four 3-groups
    assert len(brute_melds(parse_cards("As 2s 3s 4s"))) == 3  # A-3, 2-4, A-4
    assert brute_deadwood(()) == 0


# --- hand strategies ----------------------------------------------------------------------------

# Random cards from the whole deck rarely meld, so most examples come from small sub-decks.
SUB_DECKS: tuple[tuple[Card, ...], ...] = (
    FULL_DECK,
    tuple(c for c in FULL_DECK if c.rank <= Rank.SIX),
    tuple(c for c in FULL_DECK if Rank.FIVE <= c.rank <= Rank.TEN),
    tuple(c for c in FULL_DECK if c.rank >= Rank.NINE),
    tuple(c for c in FULL_DECK if c.suit in (Suit.HEARTS, Suit.SPADES) and c.rank <= Rank.NINE),
)


def hands(min_size: int = 0, max_size: int = 11) -> st.SearchStrategy[list[Card]]:
    return st.sampled_from(SUB_DECKS).flatmap(
        lambda deck: st.lists(
            st.sampled_from(deck), unique=True, min_size=min_size, max_size=max_size
        )
    )


# --- Meld -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("As 2s 3s", MeldKind.RUN),
        ("9h Th Jh Qh Kh", MeldKind.RUN),
        ("Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc", MeldKind.RUN),
        ("7c 7d 7h", MeldKind.GROUP),
        ("Ks Kd Kc Kh", MeldKind.GROUP),
    ],
)
def test_meld_of_accepts_melds(text: str, kind: MeldKind) -> None:
    meld = Meld.of(parse_cards(text))
    assert meld.kind is kind
    assert meld.cards == tuple(sorted(parse_cards(text)))
    assert meld.points == sum(c.points for c in parse_cards(text))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "As 2s",  # too short
        "7c 7d",
        "Qs Ks As",  # around the corner
        "Ks As 2s",
        "As 2s 4s",  # a gap
        "As 2s 3h",  # two suits
        "7c 7d 8h",
    ],
)
def test_meld_of_refuses_non_melds(text: str) -> None:
    with pytest.raises(MeldError, match="not a meld"):
        Meld.of(parse_cards(text))


def test_meld_of_refuses_a_repeated_card() -> None:
    seven = Card.parse("7c")
    with pytest.raises(MeldError):
        Meld.of([seven, seven, Card.parse("7d")])


# --- unit cases on readable notation -------------------------------------------------------------


def arranged(text: str, runs_only: bool = False) -> tuple[list[str], str]:
    """(melds, deadwood) of the best arrangement, in notation."""
    arrangement = best_arrangement(parse_cards(text), runs_only)
    return [str(m) for m in arrangement.melds], format_cards(arrangement.deadwood)


def test_no_around_the_corner_runs() -> None:
    # Q-K-A and K-A-2 are not runs: aces are low only
    assert deadwood_points(parse_cards("Qs Ks As")) == 10 + 10 + 1
    assert deadwood_points(parse_cards("Ks As 2s")) == 10 + 1 + 2
    assert arranged("Qc Kc Ac 2c 3c") == (["Ac 2c 3c"], "Qc Kc")
    # J-Q-K is the top run
    assert arranged("Jh Qh Kh Ah 2h") == (["Jh Qh Kh"], "Ah 2h")


def test_card_usable_in_a_run_or_a_group_goes_where_it_saves_more() -> None:
    # 7h can join 7c 7d (leaving 5h 6h: 11) or 5h 6h (leaving 7c 7d: 14): the group wins
    assert arranged("7c 7d 7h 5h 6h") == (["7c 7d 7h"], "5h 6h")
    # with 8h 9h instead the run wins: 7c 7d (14) beats 8h 9h (17)
    assert arranged("7c 7d 7h 8h 9h") == (["7h 8h 9h"], "7c 7d")


def test_four_card_group_split_to_feed_a_run() -> None:
    # 7c 7d 7h 7s 8s 9s: the four 7s alone leave 8s 9s (17); 7c 7d 7h + 7s 8s 9s leave nothing
    assert arranged("7c 7d 7h 7s 8s 9s") == (["7c 7d 7h", "7s 8s 9s"], "")
    # both ends: 8c 8d 8h | 7s 8s 9s Ts
    assert arranged("8c 8d 8h 8s 9s Ts 7s") == (["8c 8d 8h", "7s 8s 9s Ts"], "")


def test_group_and_run_both_feed_from_two_cards() -> None:
    # 2h 3h 4h 5h + 5c 5d: the run 2-5 leaves 5c 5d (10); 2h 3h 4h + 5c 5d 5h leaves nothing
    assert arranged("2h 3h 4h 5h 5c 5d") == (["5c 5d 5h", "2h 3h 4h"], "")


def test_tie_prefers_the_group_before_not_using_it() -> None:
    # 4h 5h 6h + 5c 5d: group 5c 5d 5h leaves 4h 6h (10 points, 2 cards); run 4h 5h 6h leaves
    # 5c 5d (10 points, 2 cards). A tie: the documented order uses the group first.
    assert deadwood_points(parse_cards("5c 5d 5h 4h 6h")) == 10
    assert arranged("5c 5d 5h 4h 6h") == (["5c 5d 5h"], "4h 6h")


def test_tie_among_three_card_groups_leaves_out_the_lowest_suit() -> None:
    # 5c 5d 5h 5s with 4c 6c and 4s 6s: either 5c or 5s feeds a run, leaving 4s 6s or 4c 6c
    # (10 points, 2 cards each). The group that leaves out clubs comes first.
    assert arranged("5c 5d 5h 5s 4c 6c 4s 6s") == (["5d 5h 5s", "4c 5c 6c"], "4s 6s")


def test_tie_prefers_fewer_deadwood_cards() -> None:
    # Ah 2h 3c 3h 3s 4c 5c 6c 7d. Both of these leave 10 points:
    #   3c 3h 3s | 4c 5c 6c           deadwood Ah 2h 7d (three cards)
    #   3c 4c 5c 6c | Ah 2h 3h        deadwood 3s 7d    (two cards)  <- fewer cards wins
    assert arranged("Ah 2h 3c 3h 3s 4c 5c 6c 7d") == (["3c 4c 5c 6c", "Ah 2h 3h"], "3s 7d")


def test_a_long_run_is_kept_whole() -> None:
    # A-6 is one run (0 deadwood) rather than A-3 + 4-6, which ties: the longest run first
    assert arranged("As 2s 3s 4s 5s 6s") == (["As 2s 3s 4s 5s 6s"], "")


def test_runs_only() -> None:
    # no groups at all under runs_only
    assert deadwood_points(parse_cards("7h 7d 7c")) == 0
    assert deadwood_points(parse_cards("7h 7d 7c"), runs_only=True) == 21
    assert arranged("7h 7d 7c 5s 6s 7s", runs_only=True) == (["5s 6s 7s"], "7c 7d 7h")
    assert deadwood_points(parse_cards("7h 7d 7c 5s 6s 7s")) == 0
    mask = cards_to_mask(parse_cards("Kc Kd Kh Ks As"))
    assert min_deadwood_mask(mask) == 1
    assert min_deadwood_mask(mask, runs_only=True) == 41


def test_repeated_card_is_refused() -> None:
    ace = Card.parse("As")
    with pytest.raises(MeldError, match="twice"):
        deadwood_points([ace, ace])
    with pytest.raises(MeldError, match="twice"):
        best_arrangement([ace, ace, Card.parse("2s")])


def test_arrangement_text() -> None:
    assert str(best_arrangement(parse_cards("As 2s 3s 7h 7d 7c Kd"))) == (
        "[7c 7d 7h | As 2s 3s] deadwood Kd (10)"
    )


# --- the best discard of an 11-card hand ----------------------------------------------------------


def test_best_discard_throws_the_deadwood() -> None:
    # As 2s 3s | 4h 5h 6h | 7c 8c 9c + Kd 2d: throw the king, keep the 2 (deadwood 2)
    choice = best_discard(parse_cards("As 2s 3s 4h 5h 6h 7c 8c 9c Kd 2d"))
    assert choice.card == Card.parse("Kd")
    assert choice.arrangement.deadwood_points == 2
    assert format_cards(choice.arrangement.deadwood) == "2d"


def test_best_discard_tie_goes_to_the_highest_suit() -> None:
    # Kd or Kh: each leaves the other king (10). Tie: highest rank, then highest suit (hearts)
    hand = parse_cards("As 2s 3s 4h 5h 6h 7c 8c 9c Kd Kh")
    assert best_discard(hand).card == Card.parse("Kh")
    assert best_discard_mask(cards_to_mask(hand)) == (10, Card.parse("Kh").index)


def test_best_discard_tie_goes_to_the_highest_rank() -> None:
    # Ac Ad Ah As | 3d 4d 5d, deadwood Jh Qs Ks 2c (32). Throwing any of Jh Qs Ks leaves 22;
    # the tie goes to the highest rank: Ks.
    hand = parse_cards("As Ad Ac Ah 3d 4d 5d Jh Qs Ks 2c")
    assert best_discard(hand).card == Card.parse("Ks")


def test_the_forbidden_card_is_never_the_discard() -> None:
    # the card just taken from the pile (Kh) may not go straight back: the other king goes
    hand = parse_cards("As 2s 3s 4h 5h 6h 7c 8c 9c Kd Kh")
    choice = best_discard(hand, forbidden=Card.parse("Kh"))
    assert choice.card == Card.parse("Kd")
    assert format_cards(choice.arrangement.deadwood) == "Kh"
    # the clearly worst card forbidden: the next best discard, 2d, is thrown (deadwood 10)
    choice = best_discard(parse_cards("As 2s 3s 4h 5h 6h 7c 8c 9c Kd 2d"), Card.parse("Kd"))
    assert choice.card == Card.parse("2d")
    assert choice.arrangement.deadwood_points == 10


def test_best_discard_needs_a_card_it_may_throw() -> None:
    with pytest.raises(MeldError):
        best_discard([])
    king = Card.parse("Kh")
    with pytest.raises(MeldError):
        best_discard([king], forbidden=king)


def test_best_discard_runs_only() -> None:
    # 7c 7d 7h + As 2s 3s 4s 5s 6s 7s + Kd: runs only, throw a 7 or the king? The 7s in
    # clubs, diamonds, hearts are 7 each; Kd is 10: throw Kd, deadwood 21
    hand = parse_cards("7c 7d 7h As 2s 3s 4s 5s 6s 7s Kd")
    choice = best_discard(hand, runs_only=True)
    assert choice.card == Card.parse("Kd")
    assert choice.arrangement.deadwood_points == 21
    assert all(m.kind is MeldKind.RUN for m in choice.arrangement.melds)
    assert best_discard(hand).arrangement.deadwood_points == 0


def test_best_discards_lists_every_tie_highest_first() -> None:
    # the two kings tie (each leaves the other: 10); hearts before diamonds
    hand = parse_cards("As 2s 3s 4h 5h 6h 7c 8c 9c Kd Kh")
    choices = best_discards(hand)
    assert [str(c.card) for c in choices] == ["Kh", "Kd"]
    assert [format_cards(c.arrangement.deadwood) for c in choices] == ["Kd", "Kh"]
    assert [str(c.card) for c in best_discards(hand, forbidden=Card.parse("Kh"))] == ["Kd"]
    with pytest.raises(MeldError):
        best_discards([Card.parse("Kh")], forbidden=Card.parse("Kh"))


# --- golden table ---------------------------------------------------------------------------------

# Each hand's minimum deadwood, worked out by hand; the comment shows the best arrangement.
GOLDEN: list[tuple[str, int]] = [
    ("", 0),  # no cards, no deadwood
    ("Kh", 10),  # a lone court card
    ("As 2s 3s", 0),  # the lowest run
    ("Qs Ks As", 21),  # no wrap: 10 + 10 + 1
    ("Ks As 2s", 13),  # no wrap: 10 + 1 + 2
    ("7c 7d", 14),  # a pair is not a meld
    ("7c 7d 7h", 0),  # group of three
    ("Ac Ad Ah As", 0),  # group of four
    ("As 2s 3s 7h 7d 7c Kd", 10),  # run + group, Kd left
    ("5c 5d 5h 4h 6h", 10),  # 5c 5d 5h | 4h 6h left (ties with the run 4h 5h 6h)
    ("7h 7d 7c 7s 8s 9s", 0),  # 7c 7d 7h | 7s 8s 9s
    ("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc", 0),  # one ten-card run
    ("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh", 0),  # eleven-card run (a big-gin hand)
    ("Ac Ad Ah 2c 2d 2h 3c 3d 3h", 0),  # three groups, or three runs
    ("Ac Ad Ah 2c 2d 2h 3c 3d 3h 4c", 0),  # Ac-4c | Ad 2d 3d | Ah 2h 3h
    ("Tc Jc Qc Kc Td Jd Qd Kd Th Jh", 10),  # Tc Td Th | Jc Qc Kc | Jd Qd Kd, Jh left
    ("4s 5s 6s 7s 8s 8c 8d", 0),  # 4s-7s | 8c 8d 8s
    ("2h 3h 4h 5h 5c 5d", 0),  # 2h 3h 4h | 5c 5d 5h
    ("9d Td Jd Qd Kd Ad 2d 3d", 0),  # 9d-Kd | Ad 2d 3d
    ("Ac 2d 3h 4s 5c 6d 7h 8s 9c Td", 55),  # nothing melds: 1 + 2 + ... + 10
    ("Kc Kd Qh Qs Jc Jd Th Ts 9c 9d", 98),  # nothing melds: six courts, two tens, two nines
    ("4c 5d 6h 7s 8c 9d Th Js Qc Kd", 79),  # nothing melds: 4 + ... + 9 + 4 x 10
    ("Ac 2c 3c 4c 5c 5d 5h 6h 7h", 5),  # Ac-5c | 5h 6h 7h, 5d left
    ("3s 4s 5s 6s 3h 6h 6c 3d", 6),  # 3s 4s 5s | 6c 6h 6s, 3d 3h left
    ("As Ad Ac 2s 3s", 2),  # As 2s 3s, Ac Ad left (the aces' group would leave 5)
    ("Qc Kc Ac 2c 3c", 20),  # Ac 2c 3c, Qc Kc left
    ("6c 6d 6h 6s 7s 8s 5s", 0),  # 6c 6d 6h | 5s 6s 7s 8s
    ("Jh Qh Kh Jd Js Qd Qs", 10),  # Jd Jh Js | Qd Qh Qs, Kh left (the run J-K would leave 40)
    ("8c 9c Tc 8d 9d Td 8h 9h Th", 0),  # three runs, or three groups
    ("Ac Ad 2c 2d 3c 3d", 0),  # Ac 2c 3c | Ad 2d 3d
    ("7c 7d 7h 8h 9h", 14),  # 7h 8h 9h, 7c 7d left (the group would leave 8h 9h: 17)
    ("Ah 2h 3c 3h 3s 4c 5c 6c 7d", 10),  # 3c-6c | Ah 2h 3h, 3s 7d left
    ("5c 5d 5h 5s 4c 6c 4s 6s", 10),  # 5d 5h 5s | 4c 5c 6c, 4s 6s left
]


@pytest.mark.parametrize(("text", "expected"), GOLDEN, ids=[t or "empty" for t, _ in GOLDEN])
def test_golden_minimum_deadwood(text: str, expected: int) -> None:
    cards = parse_cards(text)
    assert deadwood_points(cards) == expected
    assert best_arrangement(cards).deadwood_points == expected
    assert min_deadwood_mask(cards_to_mask(cards)) == expected
    assert brute_deadwood(cards) == expected


# --- properties -----------------------------------------------------------------------------------


@settings(max_examples=400, deadline=None)  # the checking here, not the engine, takes the time
@given(hands())
def test_optimal_deadwood_equals_brute_force(cards: list[Card]) -> None:
    expected = brute_deadwood(cards)
    assert deadwood_points(cards) == expected
    assert min_deadwood_mask(cards_to_mask(cards)) == expected


@settings(max_examples=200, deadline=None)  # the checking here, not the engine, takes the time
@given(hands())
def test_runs_only_deadwood_equals_brute_force(cards: list[Card]) -> None:
    assert deadwood_points(cards, runs_only=True) == brute_deadwood(cards, runs_only=True)


def check_arrangement(cards: list[Card], arrangement: Arrangement, runs_only: bool) -> None:
    used: set[Card] = set()
    for meld in arrangement.melds:
        assert Meld.of(meld.cards) == meld  # valid, and of the kind it claims
        assert not used & set(meld.cards)  # disjoint
        used |= set(meld.cards)
        if runs_only:
            assert meld.kind is MeldKind.RUN
    assert not used & set(arrangement.deadwood)
    assert sorted(used | set(arrangement.deadwood)) == sorted(cards)  # covers the hand
    assert len(used) + len(arrangement.deadwood) == len(cards)
    assert list(arrangement.deadwood) == sorted(arrangement.deadwood)
    assert arrangement.cards == tuple(sorted(cards))


@settings(max_examples=300, deadline=None)  # the checking here, not the engine, takes the time
@given(hands(), st.booleans())
def test_arrangement_is_disjoint_valid_and_covers_the_hand(
    cards: list[Card], runs_only: bool
) -> None:
    arrangement = best_arrangement(cards, runs_only)
    check_arrangement(cards, arrangement, runs_only)
    assert arrangement.deadwood_points == deadwood_points(cards, runs_only)


@settings(max_examples=300, deadline=None)  # the checking here, not the engine, takes the time
@given(hands())
def test_arrangement_has_fewest_deadwood_cards_among_the_best(cards: list[Card]) -> None:
    # the documented first tie-break: lowest points, then fewest deadwood cards
    arrangement = best_arrangement(cards)
    assert (arrangement.deadwood_points, len(arrangement.deadwood)) == brute_key(cards)


@given(hands(), st.booleans())
def test_deadwood_never_exceeds_the_hand_total(cards: list[Card], runs_only: bool) -> None:
    total = sum(c.points for c in cards)
    assert 0 <= deadwood_points(cards, runs_only) <= total
    # and runs only can never do better than runs and groups
    assert deadwood_points(cards) <= deadwood_points(cards, runs_only=True)


@settings(max_examples=200, deadline=None)  # the checking here, not the engine, takes the time
@given(hands(min_size=1), st.data())
def test_best_discard_equals_brute_force(cards: list[Card], data: st.DataObject) -> None:
    forbidden = data.draw(st.none() | st.sampled_from(cards))
    allowed = [c for c in cards if c != forbidden]
    if not allowed:
        with pytest.raises(MeldError):
            best_discard(cards, forbidden)
        return
    results = {c: brute_deadwood([x for x in cards if x != c]) for c in allowed}
    least = min(results.values())
    choice = best_discard(cards, forbidden)
    assert choice.card in allowed
    assert choice.card != forbidden
    assert choice.arrangement.deadwood_points == least
    # tie-break: the highest rank, then the highest suit, among the best discards
    assert choice.card == max(c for c, value in results.items() if value == least)
    check_arrangement([c for c in cards if c != choice.card], choice.arrangement, False)
    index = -1 if forbidden is None else forbidden.index
    assert best_discard_mask(cards_to_mask(cards), index) == (least, choice.card.index)


@settings(max_examples=100, deadline=None)  # the checking here, not the engine, takes the time
@given(hands(min_size=1), st.data())
def test_best_discards_equals_brute_force(cards: list[Card], data: st.DataObject) -> None:
    forbidden = data.draw(st.none() | st.sampled_from(cards))
    allowed = [c for c in cards if c != forbidden]
    if not allowed:
        return
    results = {c: brute_deadwood([x for x in cards if x != c]) for c in allowed}
    least = min(results.values())
    choices = best_discards(cards, forbidden)
    assert [c.card for c in choices] == sorted(
        (c for c, value in results.items() if value == least), reverse=True
    )
    assert all(c.arrangement.deadwood_points == least for c in choices)
    assert choices[0].card == best_discard(cards, forbidden).card


# --- the exact arrangement: a slow reference of the documented tie-break --------------------------


@functools.cache
def reference_suit_play(ranks: frozenset[int]) -> tuple[int, tuple[tuple[int, int], ...]]:
    """(deadwood points, runs as (lowest rank, length)) of one suit's ranks played with runs
    only, as the module docstring says: the lowest card starts a run or is deadwood; among equal
    points the longest run from it wins, and deadwood only when strictly better than every run."""
    if not ranks:
        return 0, ()
    low = min(ranks)
    rest_points, rest_runs = reference_suit_play(ranks - {low})
    best = (Rank(low).points + rest_points, rest_runs)
    length = 1
    while low + length in ranks:
        length += 1
        if length >= 3:
            points, runs = reference_suit_play(ranks - set(range(low, low + length)))
            if points <= best[0]:
                best = (points, ((low, length), *runs))
    return best


Layout = tuple[list[tuple[MeldKind, tuple[Card, ...]]], tuple[Card, ...]]


def reference_arrangement(cards: Sequence[Card], runs_only: bool = False) -> Layout:
    """(melds as (kind, sorted cards), sorted deadwood) of the documented choice, the slow way:
    every choice of groups in the documented order (lowest rank first; the group, then each
    three of four leaving out clubs, diamonds, hearts, spades in turn, then no group), the
    first with the least (deadwood points, deadwood cards) winning; groups by rank, then each
    suit's runs, lowest first."""
    held = set(cards)
    options: list[list[tuple[Card, ...]]] = []
    for rank in () if runs_only else Rank:
        column = tuple(c for c in (Card(rank, s) for s in Suit) if c in held)
        if len(column) >= 3:
            threes = [tuple(c for c in column if c.suit != s) for s in Suit]
            options.append([column, *(threes if len(column) == 4 else []), ()])
    best: tuple[tuple[int, int], list[tuple[Card, ...]], list[tuple[Card, ...]], list[Card]] | None
    best = None
    for choice in product(*options):
        groups = [group for group in choice if group]
        left = held.difference(*groups)
        runs: list[tuple[Card, ...]] = []
        for suit in Suit:
            _, suit_runs = reference_suit_play(frozenset(c.rank for c in left if c.suit is suit))
            runs += [tuple(Card(Rank(r), suit) for r in range(lo, lo + n)) for lo, n in suit_runs]
        dead = sorted(left.difference(*runs))
        key = (points(dead), len(dead))
        if best is None or key < best[0]:
            best = (key, groups, runs, dead)
    assert best is not None
    _, groups, runs, dead = best
    melds = [(MeldKind.GROUP, g) for g in groups] + [(MeldKind.RUN, r) for r in runs]
    return melds, tuple(dead)


def as_reference(arrangement: Arrangement) -> Layout:
    """An arrangement in the reference's terms: (melds as (kind, cards), deadwood)."""
    return [(m.kind, m.cards) for m in arrangement.melds], arrangement.deadwood


def test_reference_sanity() -> None:
    # the reference itself must follow the documented tie-breaks before it judges the engine
    assert reference_arrangement(parse_cards("5c 5d 5h 4h 6h"))[0] == [
        (MeldKind.GROUP, parse_cards("5c 5d 5h"))
    ]
    assert reference_arrangement(parse_cards("As 2s 3s 4s 5s 6s"))[0] == [
        (MeldKind.RUN, parse_cards("As 2s 3s 4s 5s 6s"))
    ]
    assert reference_arrangement(parse_cards("5c 5d 5h 5s 4c 6c 4s 6s")) == (
        [(MeldKind.GROUP, parse_cards("5d 5h 5s")), (MeldKind.RUN, parse_cards("4c 5c 6c"))],
        parse_cards("4s 6s"),
    )


@settings(max_examples=300, deadline=None)  # the checking here, not the engine, takes the time
@given(hands(max_size=13), st.booleans())
def test_arrangement_is_the_documented_one(cards: list[Card], runs_only: bool) -> None:
    # the same melds, in the same order, and the same deadwood as the slow reference
    assert as_reference(best_arrangement(cards, runs_only)) == reference_arrangement(
        cards, runs_only
    )


@settings(max_examples=200, deadline=None)  # the checking here, not the engine, takes the time
@given(hands(min_size=1), st.booleans())
def test_best_discard_arrangement_is_the_documented_one(
    cards: list[Card], runs_only: bool
) -> None:
    choice = best_discard(cards, runs_only=runs_only)
    kept = [c for c in cards if c != choice.card]
    assert as_reference(choice.arrangement) == reference_arrangement(kept, runs_only)


def sample_hands(seed: int, deck: Sequence[Card], size: int, count: int) -> list[list[Card]]:
    rng = random.Random(seed)
    return [rng.sample(list(deck), size) for _ in range(count)]


@pytest.mark.parametrize(
    ("deck", "size"),
    [(FULL_DECK, 10), (FULL_DECK, 11), (SUB_DECKS[1], 10), (SUB_DECKS[1], 11)],
    ids=["random-10", "random-11", "A-7-10", "A-7-11"],
)
def test_public_results_match_the_reference_on_a_fixed_sample(
    deck: Sequence[Card], size: int
) -> None:
    # hands from the whole deck (few melds) and from A-7 only (meld-dense, many groups)
    for cards in sample_hands(size, deck, size, 150):
        for runs_only in (False, True):
            expected = reference_arrangement(cards, runs_only)
            assert as_reference(best_arrangement(cards, runs_only)) == expected
            assert deadwood_points(cards, runs_only) == points(expected[1])
            choice = best_discard(cards, runs_only=runs_only)
            kept = [c for c in cards if c != choice.card]
            assert as_reference(choice.arrangement) == reference_arrangement(kept, runs_only)


def test_every_form_of_the_same_hand_gives_the_same_results() -> None:
    # a list or tuple of the shared cards takes the quick input check; other iterables and
    # cards made with Card(rank, suit) take the full one: the answers must not differ
    shared = list(parse_cards("7c 7d 7h 7s 8s 9s 2h 3h 4h Kd Qc"))
    made = [Card(c.rank, c.suit) for c in shared]
    for function in (best_arrangement, deadwood_points, best_discard, best_discards):
        forms = [shared, tuple(shared), iter(shared), set(shared), made, tuple(made), shared[::-1]]
        results = [function(form) for form in forms]
        assert all(result == results[0] for result in results)
    assert best_discard(shared).arrangement == best_discard(iter(made)).arrangement
    with pytest.raises(MeldError, match="twice"):
        best_discard([*shared[:5], shared[0]])
    with pytest.raises(MeldError, match="at most 16"):
        best_arrangement(list(FULL_DECK[:17]))


# --- every arrangement within a limit (the knocker's choices) ----------------------------------


def brute_arrangements(cards: Sequence[Card], limit: int, runs_only: bool) -> set[frozenset[int]]:
    """Every set of disjoint melds of ``cards`` leaving at most ``limit`` deadwood points, each
    meld as a mask, found by trying every subset of the brute-force melds."""
    melds = brute_melds(cards, runs_only)
    masks = [cards_to_mask(sorted(meld)) for meld in melds]
    total = points(cards)
    found: set[frozenset[int]] = set()

    def grow(start: int, used: int, chosen: frozenset[int], melded: int) -> None:
        if total - melded <= limit:
            found.add(chosen)
        for i in range(start, len(melds)):
            if not masks[i] & used:
                grow(i + 1, used | masks[i], chosen | {masks[i]}, melded + points(melds[i]))

    grow(0, 0, frozenset(), 0)
    return found


@settings(max_examples=300, deadline=None)
@given(hands(max_size=11), st.booleans(), st.sampled_from([0, 1, 5, 10, 31, 100]))
def test_arrangements_are_every_meld_choice_within_the_limit(
    cards: list[Card], runs_only: bool, limit: int
) -> None:
    """The search stops early where melding every free card could not reach the limit; the
    choices it gives are still all of them, each once."""
    mask = cards_to_mask(cards)
    found = arrangements(mask, limit, runs_only)
    assert len(set(found)) == len(found)
    assert {frozenset(ways) for ways in found} == brute_arrangements(cards, limit, runs_only)
    assert mask_points(mask) == points(cards)
