"""Cards, ranks and suits, their notation, and the 52-bit mask representation.

Notation (docs/rules.md): rank ``A 2 3 4 5 6 7 8 9 T J Q K`` then suit ``c d h s``, e.g. ``As``,
``Td``. Parsing also accepts ``10`` for the ten, lower-case ranks and the suit symbols ``♣ ♦ ♥ ♠``.

Internally a card is an index ``suit * 13 + rank`` (0..51) and a hand is an ``int`` mask with
bit ``index`` set for each card held. The thirteen bits of one suit are contiguous, so a suit's
cards are ``(mask >> 13 * suit) & 0x1FFF``: the meld tables work suit by suit on those.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import total_ordering
from typing import Any, NoReturn, cast

from .errors import GinRummyTypeError, GinRummyValueError, NotationError, excerpt, missing_member

__all__ = [
    "FULL_DECK",
    "FULL_MASK",
    "Card",
    "Rank",
    "Suit",
    "cards_to_mask",
    "format_cards",
    "mask_to_cards",
    "parse_cards",
]

SUIT_BITS = 13
SUIT_MASK = (1 << SUIT_BITS) - 1
FULL_MASK = (1 << 52) - 1


class Suit(enum.IntEnum):
    """The four suits, in the order used for sorting and for the mask layout."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "cdhs"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def _missing_(cls, value: object) -> NoReturn:
        """``cls(value)`` with no such member: the engine's own error (errors.missing_member)."""
        raise missing_member(cls, value)


class Rank(enum.IntEnum):
    """Ranks, aces low: A-2-3 is a run, Q-K-A is not."""

    ACE = 0
    TWO = 1
    THREE = 2
    FOUR = 3
    FIVE = 4
    SIX = 5
    SEVEN = 6
    EIGHT = 7
    NINE = 8
    TEN = 9
    JACK = 10
    QUEEN = 11
    KING = 12

    @property
    def letter(self) -> str:
        return "A23456789TJQK"[self]

    @property
    def points(self) -> int:
        """Deadwood value: ace 1, two to ten face value, jack, queen and king 10."""
        return min(int(self) + 1, 10)

    @classmethod
    def _missing_(cls, value: object) -> NoReturn:
        """``cls(value)`` with no such member: the engine's own error (errors.missing_member)."""
        raise missing_member(cls, value)


_RANK_TOKENS = {letter: Rank(i) for i, letter in enumerate("A23456789TJQK")}
_RANK_TOKENS["10"] = Rank.TEN
_SUIT_TOKENS = {letter: Suit(i) for i, letter in enumerate("cdhs")}
_SUIT_TOKENS.update({symbol: Suit(i) for i, symbol in enumerate("♣♦♥♠")})
_SUIT_TOKENS.update({symbol: Suit(i) for i, symbol in enumerate("♧♢♡♤")})
_TOKEN = re.compile(r"[^\s,;]+")


@total_ordering
@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One playing card. Cards order by rank, then suit (``2c < 2s < 3c``).

    ``index`` is the position in the 52-bit hand mask (``suit * 13 + rank``) and ``bit`` the
    mask of this card alone. Prefer :meth:`parse` and :meth:`from_index`, which return the
    shared instances; cards made with ``Card(rank, suit)`` are equal to them all the same.
    ``Card(rank, suit)`` accepts a :class:`Rank` and a :class:`Suit` only (a plain int is not
    one): anything else raises :class:`GinRummyTypeError`.
    """

    rank: Rank
    suit: Suit
    index: int = field(init=False, repr=False)
    bit: int = field(init=False, repr=False)
    _order: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.rank, Rank) or not isinstance(self.suit, Suit):
            raise GinRummyTypeError(
                f"a card needs a Rank and a Suit, not {excerpt(self.rank)}, {excerpt(self.suit)}"
            )
        index = int(self.suit) * SUIT_BITS + int(self.rank)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "bit", 1 << index)
        object.__setattr__(self, "_order", int(self.rank) * 4 + int(self.suit))

    @property
    def points(self) -> int:
        return self.rank.points

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card at mask position ``index``: an int 0..51 (NotationError outside it; a
        non-int, bool included, raises GinRummyTypeError)."""
        if index.__class__ is int and 0 <= index < 52:  # the one check of the common case
            return FULL_DECK_BY_INDEX[index]
        if not isinstance(index, int) or isinstance(index, bool):
            raise GinRummyTypeError(f"a card index must be an int 0..51, not {excerpt(index)}")
        if not 0 <= index < 52:
            raise NotationError(f"card index {excerpt(index)} is outside 0..51")
        return FULL_DECK_BY_INDEX[index]  # an int subclass (an IntEnum) in range

    @classmethod
    def parse(cls, token: str) -> Card:
        """Parse one card, e.g. ``"As"``, ``"10d"``, ``"q♥"``, surrounding spaces ignored.

        ``token`` must be a ``str`` (GinRummyTypeError otherwise); a bad one raises NotationError.
        """
        if not isinstance(token, str):
            raise GinRummyTypeError(f"a card must be given as text, not {excerpt(token)}")
        text = token.strip()
        rank = _RANK_TOKENS.get(text[:-1].upper())
        last = text[-1:]
        suit = _SUIT_TOKENS.get(last.lower() if last.isascii() else last)
        if rank is None or suit is None:
            raise NotationError(
                f"bad card {excerpt(token)}: expected a rank (A 2-9 T/10 J Q K) "
                "then a suit (c d h s or ♣♦♥♠)"
            )
        return FULL_DECK_BY_INDEX[int(suit) * SUIT_BITS + int(rank)]

    def __str__(self) -> str:
        return self.rank.letter + self.suit.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Card) and self.index == other.index)

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._order < other._order


FULL_DECK_BY_INDEX: tuple[Card, ...] = tuple(Card(r, s) for s in Suit for r in Rank)
"""The 52 cards by mask index."""
FULL_DECK: tuple[Card, ...] = tuple(sorted(FULL_DECK_BY_INDEX))
"""All 52 cards in sorted order (by rank, then suit)."""
_SORTED_INDICES = tuple(c.index for c in FULL_DECK)


def parse_cards(text: str) -> tuple[Card, ...]:
    """Parse cards separated by spaces, commas or semicolons: ``parse_cards("As 2s 3s")``.

    ``text`` must be a ``str`` (GinRummyTypeError otherwise). A bad token or a duplicated card
    (a hand never holds the same card twice) raises NotationError at the first one found, so a
    huge bad input costs no more than reading up to the problem.
    """
    if not isinstance(text, str):
        raise GinRummyTypeError(f"cards must be given as text, not {excerpt(text)}")
    cards: list[Card] = []
    seen = 0
    for match in _TOKEN.finditer(text):
        card = Card.parse(match.group())
        if seen & card.bit:
            raise NotationError(f"card {card} appears twice in {excerpt(text)}")
        seen |= card.bit
        cards.append(card)
    return tuple(cards)


def format_cards(cards: Iterable[Card]) -> str:
    """Cards in notation, space-separated, in the order given.

    ``cards`` must be an iterable of :class:`Card` (a string is not one): GinRummyTypeError
    otherwise.
    """
    return " ".join(str(c) for c in checked_cards(cards, "format_cards"))


def cards_to_mask(cards: Iterable[Card]) -> int:
    """The 52-bit mask of ``cards``, an iterable of :class:`Card` (a card given twice counts
    once). Anything else raises GinRummyTypeError; checked by catching the failure, so the
    computer players' frequent calls pay nothing for it."""
    mask = 0
    try:
        for card in cards:
            mask |= 1 << card.index
    except (TypeError, AttributeError):
        raise GinRummyTypeError(
            f"cards_to_mask needs an iterable of Cards, not {excerpt(cards)}"
        ) from None
    return mask


def mask_to_cards(mask: int) -> tuple[Card, ...]:
    """The cards of ``mask`` in sorted order (rank, then suit).

    ``mask`` is an int of 52 bits, 0..FULL_MASK: a non-int (bool included) raises
    GinRummyTypeError and a negative mask or one with higher bits GinRummyValueError.
    """
    return cards_of_mask(check_mask(mask))


def cards_of_mask(mask: int) -> tuple[Card, ...]:
    """:func:`mask_to_cards` without the check, for masks the engine made itself."""
    deck = FULL_DECK_BY_INDEX
    return tuple(deck[i] for i in _SORTED_INDICES if mask >> i & 1)


def check_mask(mask: object, name: str = "mask") -> int:
    """``mask`` if it is a 52-bit hand mask (an int, not a bool, 0..FULL_MASK); else raises."""
    if not isinstance(mask, int) or isinstance(mask, bool):
        raise GinRummyTypeError(f"{name} must be an int hand mask, not {excerpt(mask)}")
    if mask >> 52 or mask < 0:
        raise GinRummyValueError(
            f"{name} {excerpt(mask)} is not a hand mask (an int from 0 to 2**52 - 1)"
        )
    return mask


def checked_cards(cards: object, what: str) -> tuple[Card, ...]:
    """``cards`` as a tuple if it is an iterable of :class:`Card` (a string is not one), else
    GinRummyTypeError naming ``what`` (the function or parameter) and an excerpt of the input."""
    if isinstance(cards, str | bytes):
        raise GinRummyTypeError(f"{what} needs an iterable of Cards, not {excerpt(cards)}")
    try:
        listed = tuple(cast("Iterable[Any]", cards))
    except TypeError:
        raise GinRummyTypeError(
            f"{what} needs an iterable of Cards, not {excerpt(cards)}"
        ) from None
    for card in listed:
        if not isinstance(card, Card):
            raise GinRummyTypeError(
                f"{what} needs Cards, not {excerpt(card)} (in {excerpt(cards)})"
            )
    return listed
