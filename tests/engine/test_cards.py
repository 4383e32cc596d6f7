"""Cards: the notation of docs/rules.md, ordering, and the 52-bit mask representation."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ginrummy_desktop.engine import (
    FULL_DECK,
    Card,
    GinRummyTypeError,
    NotationError,
    Rank,
    Suit,
    cards_to_mask,
    format_cards,
    mask_to_cards,
    parse_cards,
)

hands = st.lists(st.sampled_from(FULL_DECK), unique=True, max_size=52)


# --- notation ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("token", "rank", "suit"),
    [
        ("As", Rank.ACE, Suit.SPADES),
        ("Td", Rank.TEN, Suit.DIAMONDS),
        ("10d", Rank.TEN, Suit.DIAMONDS),
        ("Kh", Rank.KING, Suit.HEARTS),
        ("2c", Rank.TWO, Suit.CLUBS),
        ("9h", Rank.NINE, Suit.HEARTS),
        ("Jc", Rank.JACK, Suit.CLUBS),
        ("Qs", Rank.QUEEN, Suit.SPADES),
        # suit symbols ♣ ♦ ♥ ♠
        ("A♠", Rank.ACE, Suit.SPADES),
        ("Q♥", Rank.QUEEN, Suit.HEARTS),
        ("10♦", Rank.TEN, Suit.DIAMONDS),
        ("3♣", Rank.THREE, Suit.CLUBS),
        # lower case ranks, upper case suits
        ("as", Rank.ACE, Suit.SPADES),
        ("td", Rank.TEN, Suit.DIAMONDS),
        ("kH", Rank.KING, Suit.HEARTS),
        ("q♥", Rank.QUEEN, Suit.HEARTS),
        ("AS", Rank.ACE, Suit.SPADES),
        (" 7c ", Rank.SEVEN, Suit.CLUBS),
    ],
)
def test_parse_accepts_the_notation(token: str, rank: Rank, suit: Suit) -> None:
    card = Card.parse(token)
    assert (card.rank, card.suit) == (rank, suit)


def test_parse_returns_the_shared_instance_equal_to_a_constructed_card() -> None:
    assert Card.parse("Td") is Card.parse("10d") is Card.parse("t♦")
    built = Card(Rank.TEN, Suit.DIAMONDS)
    assert built == Card.parse("Td")
    assert hash(built) == hash(Card.parse("Td"))
    assert Card.parse("Td") != Card.parse("Th")
    assert Card.parse("Td") != "Td"


@pytest.mark.parametrize(
    "token", ["", "A", "s", "1s", "11c", "0d", "Xs", "Ax", "10", "As2", "A s", "Ace", "1♠", "♠A"]
)
def test_bad_token_raises_notation_error_naming_the_token(token: str) -> None:
    with pytest.raises(NotationError) as info:
        Card.parse(token)
    assert repr(token) in str(info.value)


def test_notation_error_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="'Zz'"):
        parse_cards("As 2s Zz 3s")


def test_parse_cards_names_the_bad_token_among_good_ones() -> None:
    with pytest.raises(NotationError, match="'1h'"):
        parse_cards("As Kd 1h")


def test_parse_cards_accepts_spaces_commas_and_semicolons() -> None:
    assert parse_cards("As,2s; 3s   4s\t5s") == tuple(
        Card(rank, Suit.SPADES) for rank in (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE)
    )
    assert parse_cards("") == ()
    assert parse_cards("   ") == ()


def test_parse_cards_keeps_the_given_order() -> None:
    assert [str(c) for c in parse_cards("Kd 2c Ah")] == ["Kd", "2c", "Ah"]


@pytest.mark.parametrize("text", ["As 2s As", "As 2s as", "Td 10d", "Q♥ Qh", "7c, 7♣"])
def test_duplicates_are_refused(text: str) -> None:
    with pytest.raises(NotationError, match="twice"):
        parse_cards(text)


def test_str_and_repr_paste_back() -> None:
    card = Card.parse("10♦")
    assert str(card) == "Td"
    assert repr(card) == "Card.parse('Td')"
    assert eval(repr(card)) == card
    assert format_cards(parse_cards("A♠ 10d q♥")) == "As Td Qh"


def test_non_card_rank_or_suit_is_refused() -> None:
    # a wrong type, so a TypeError (the engine's own), no longer a NotationError
    with pytest.raises(GinRummyTypeError, match="a card needs a Rank and a Suit"):
        Card(0, Suit.SPADES)  # type: ignore[arg-type]


@pytest.mark.parametrize("index", [-1, 52])
def test_from_index_out_of_range(index: int) -> None:
    with pytest.raises(NotationError, match=str(index)):
        Card.from_index(index)


# --- values and ordering ----------------------------------------------------------------------


def test_points_ace_low_courts_ten() -> None:
    values = {str(c): c.points for c in parse_cards("As 2s 5h 9d Tc Jc Qd Kh")}
    assert values == {
        "As": 1, "2s": 2, "5h": 5, "9d": 9, "Tc": 10, "Jc": 10, "Qd": 10, "Kh": 10,
    }
    assert sum(c.points for c in FULL_DECK) == 4 * (sum(range(1, 11)) + 30)


def test_order_is_rank_then_suit() -> None:
    two_clubs, two_spades, three_clubs = parse_cards("2c 2s 3c")
    assert two_clubs < two_spades < three_clubs
    assert three_clubs > two_spades >= two_spades
    assert sorted(parse_cards("Kc As 2c Ad 2s Ac")) == list(parse_cards("Ac Ad As 2c 2s Kc"))
    # suits order clubs, diamonds, hearts, spades
    assert sorted(parse_cards("7s 7h 7d 7c")) == list(parse_cards("7c 7d 7h 7s"))


def test_full_deck_is_52_distinct_sorted_cards() -> None:
    assert len(FULL_DECK) == 52
    assert len(set(FULL_DECK)) == 52
    assert list(FULL_DECK) == sorted(FULL_DECK)
    assert str(FULL_DECK[0]) == "Ac"
    assert str(FULL_DECK[-1]) == "Ks"


def test_suit_properties() -> None:
    assert [s.letter for s in Suit] == ["c", "d", "h", "s"]
    assert [s.symbol for s in Suit] == ["♣", "♦", "♥", "♠"]
    assert [s.is_red for s in Suit] == [False, True, True, False]


def test_comparing_with_a_non_card_raises_type_error() -> None:
    with pytest.raises(TypeError):
        _ = Card.parse("As") < 5


# --- masks ------------------------------------------------------------------------------------


def test_mask_layout_is_suit_major() -> None:
    assert cards_to_mask(parse_cards("Ac")) == 1
    assert cards_to_mask(parse_cards("Kc")) == 1 << 12
    assert cards_to_mask(parse_cards("Ad")) == 1 << 13
    assert cards_to_mask(parse_cards("Ks")) == 1 << 51
    card = Card.parse("5h")
    assert card.index == 2 * 13 + 4
    assert card.bit == 1 << card.index
    assert Card.from_index(card.index) is card


def test_empty_mask() -> None:
    assert cards_to_mask([]) == 0
    assert mask_to_cards(0) == ()


@given(hands)
def test_mask_round_trip(cards: list[Card]) -> None:
    mask = cards_to_mask(cards)
    assert mask.bit_count() == len(cards)
    assert mask_to_cards(mask) == tuple(sorted(cards))


@given(st.integers(min_value=0, max_value=(1 << 52) - 1))
def test_mask_to_cards_round_trip_from_masks(mask: int) -> None:
    assert cards_to_mask(mask_to_cards(mask)) == mask


# --- parse(format(x)) == x --------------------------------------------------------------------


@given(hands)
def test_parse_format_round_trip(cards: list[Card]) -> None:
    assert parse_cards(format_cards(cards)) == tuple(cards)


@given(st.sampled_from(FULL_DECK))
def test_card_parse_str_round_trip(card: Card) -> None:
    assert Card.parse(str(card)) is card
    # the other spellings of docs/rules.md name the same card
    rank = "10" if card.rank is Rank.TEN else card.rank.letter
    assert Card.parse(rank + card.suit.symbol) is card
    assert Card.parse(str(card).lower()) is card
