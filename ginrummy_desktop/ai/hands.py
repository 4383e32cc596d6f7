"""Hand arithmetic on 52-bit masks: the fast vocabulary every computer level is written in.

A card is an index ``suit * 13 + rank`` (aces low, rank 0) and a hand is an ``int`` with one bit
per card held, as in the engine. The tables here answer, for one card, which pairs of other cards
would complete a meld with it (*meld pairs*: a group of three, or a run of three that contains
it) and which cards are its *neighbours* (same rank, or one or two steps away in its suit: the
cards that can share a meld with it). Deadwood always comes from the engine's
``min_deadwood_mask`` and ``best_discard_mask``, so every level agrees with the rules.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from ..engine import Card, best_discard_mask, min_deadwood_mask

__all__ = [
    "CARD_POINTS",
    "FULL",
    "GROUP_PAIRS",
    "NEIGHBOURS",
    "RUN_PAIRS",
    "bit",
    "bits",
    "card_of",
    "deadwood",
    "deadwood_after_best_discard",
    "forms_meld",
    "meld_pairs",
    "points",
]

FULL = (1 << 52) - 1
"""Every card."""

CARD_POINTS: tuple[int, ...] = tuple(min(index % 13 + 1, 10) for index in range(52))
"""Deadwood value of each card index: ace 1, two to ten face value, court cards 10."""


def bit(index: int) -> int:
    """The mask of the single card ``index``."""
    return 1 << index


def bits(mask: int) -> Iterator[int]:
    """The card indices of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def card_of(index: int) -> Card:
    """The engine's card at ``index``."""
    return Card.from_index(index)


def points(mask: int) -> int:
    """Total card points of ``mask`` (melded or not)."""
    return sum(CARD_POINTS[i] for i in bits(mask))


def _group_pairs(index: int) -> tuple[int, ...]:
    suit, rank = divmod(index, 13)
    others = [s * 13 + rank for s in range(4) if s != suit]
    return tuple((1 << a) | (1 << b) for a, b in combinations(others, 2))


def _run_pairs(index: int) -> tuple[int, ...]:
    suit, rank = divmod(index, 13)
    pairs = []
    for low in (rank - 2, rank - 1, rank):
        if low >= 0 and low + 2 <= 12:
            run = sum(1 << (suit * 13 + r) for r in range(low, low + 3))
            pairs.append(run & ~(1 << index))
    return tuple(pairs)


def _neighbours(index: int) -> int:
    suit, rank = divmod(index, 13)
    mask = sum(1 << (s * 13 + rank) for s in range(4) if s != suit)
    for step in (-2, -1, 1, 2):
        if 0 <= rank + step <= 12:
            mask |= 1 << (suit * 13 + rank + step)
    return mask


GROUP_PAIRS: tuple[tuple[int, ...], ...] = tuple(_group_pairs(i) for i in range(52))
"""For each card, the three pairs of same-rank cards that make a group of three with it."""
RUN_PAIRS: tuple[tuple[int, ...], ...] = tuple(_run_pairs(i) for i in range(52))
"""For each card, the (up to three) pairs of same-suit cards that make a run of three with it."""
_ALL_PAIRS: tuple[tuple[int, ...], ...] = tuple(GROUP_PAIRS[i] + RUN_PAIRS[i] for i in range(52))
NEIGHBOURS: tuple[int, ...] = tuple(_neighbours(i) for i in range(52))
"""For each card, the mask of cards that can share a meld of three with it."""


def meld_pairs(index: int, runs_only: bool = False) -> tuple[int, ...]:
    """The pairs of cards (as two-bit masks) that complete a three-card meld with ``index``."""
    return RUN_PAIRS[index] if runs_only else _ALL_PAIRS[index]


def forms_meld(hand: int, index: int, runs_only: bool = False) -> bool:
    """Whether card ``index`` makes a meld with two cards of ``hand`` (any meld, used or not)."""
    return any(pair & hand == pair for pair in meld_pairs(index, runs_only))


def deadwood(hand: int, runs_only: bool = False) -> int:
    """The least deadwood points of ``hand``."""
    return min_deadwood_mask(hand, runs_only)


def deadwood_after_best_discard(hand: int, forbidden: int = -1, runs_only: bool = False) -> int:
    """The least deadwood left after the best discard from ``hand`` (never card ``forbidden``)."""
    return best_discard_mask(hand, forbidden, runs_only)[0]
