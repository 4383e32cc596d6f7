"""An estimate of the opponent's hidden cards from everything they did in the open.

Every unseen card starts with the same weight, and each public act of the opponent moves the
weights of the cards that could share a meld with the card involved (its *neighbours*: the same
rank, or one or two steps away in the suit):

* a card they **took** from the pile and still hold was probably taken for a meld, so they
  probably hold its close neighbours (weights up);
* a card they **threw** was of no use to them, so they probably hold none of its close
  neighbours (weights down);
* a card they **declined** (left on the pile when it was offered) tells the same, less strongly.

The weights become probabilities that sum to the number of hidden cards (none above 1). They
give the chance the opponent can meld a card we might throw, the chance that each unseen card
is still in the stock, and plausible opponent hands. The strengths of the evidence were chosen
by how well the estimate predicted, over many computer games, which cards the opponent could
meld; stronger settings ranked the cards slightly better but were overconfident.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .hands import bits, meld_pairs
from .knowledge import TableKnowledge

__all__ = ["OpponentModel", "OpponentTuning"]


@dataclass(frozen=True, slots=True)
class OpponentTuning:
    """How strongly each kind of evidence multiplies the weights of the card's neighbours.

    *Close* neighbours share a rank with the card or sit next to it in its suit; *far* ones sit
    two steps away in the suit.
    """

    took_close: float = 1.5
    took_far: float = 1.2
    threw_close: float = 0.7
    threw_far: float = 0.9
    declined_close: float = 0.8
    declined_far: float = 0.95


def _close_neighbours(card: int) -> int:
    suit, rank = divmod(card, 13)
    same_rank = sum(1 << (s * 13 + rank) for s in range(4) if s != suit)
    beside = sum(1 << (suit * 13 + r) for r in (rank - 1, rank + 1) if 0 <= r <= 12)
    return same_rank | beside


def _far_neighbours(card: int) -> int:
    suit, rank = divmod(card, 13)
    return sum(1 << (suit * 13 + r) for r in (rank - 2, rank + 2) if 0 <= r <= 12)


_NEAR: tuple[tuple[int, int], ...] = tuple(
    (_close_neighbours(c), _far_neighbours(c)) for c in range(52)
)


@dataclass(frozen=True, slots=True)
class OpponentModel:
    """The chance that the opponent holds each card (index 0..51)."""

    held: tuple[float, ...]
    known: int
    unseen: int
    hidden: int

    @classmethod
    def estimate(cls, known: TableKnowledge, tuning: OpponentTuning | None = None) -> OpponentModel:
        """Weigh the evidence of ``known`` (see the module docstring)."""
        tuning = tuning or OpponentTuning()
        weights = [1.0 if known.unseen >> card & 1 else 0.0 for card in range(52)]
        _apply(weights, known.opponent_known, tuning.took_close, tuning.took_far)
        _apply(weights, known.opponent_thrown, tuning.threw_close, tuning.threw_far)
        _apply(weights, known.opponent_declined, tuning.declined_close, tuning.declined_far)
        held = _normalised(weights, known.opponent_hidden)
        for card in bits(known.opponent_known):
            held[card] = 1.0
        return cls(tuple(held), known.opponent_known, known.unseen, known.opponent_hidden)

    def chance_of_meld(self, card: int, runs_only: bool) -> float:
        """The chance the opponent holds two cards that make a meld with ``card``."""
        held = self.held
        missing = 1.0
        for pair in meld_pairs(card, runs_only):
            low = pair & -pair
            a, b = low.bit_length() - 1, (pair ^ low).bit_length() - 1
            missing *= 1.0 - held[a] * held[b]
        return 1.0 - missing

    def stock_weights(self) -> list[tuple[int, float]]:
        """For each unseen card, the chance it is in the stock rather than the opponent's hand."""
        return [(card, 1.0 - self.held[card]) for card in bits(self.unseen)]

    def sample_hand(self, rng: random.Random) -> int:
        """One plausible opponent hand: the known cards plus hidden cards drawn by weight."""
        keyed = []
        for card in bits(self.unseen):
            chance = self.held[card]
            if chance > 0:
                keyed.append((rng.random() ** (1.0 / chance), card))
        keyed.sort(reverse=True)
        hand = self.known
        for _, card in keyed[: self.hidden]:
            hand |= 1 << card
        return hand


def _apply(weights: list[float], evidence: int, close: float, far: float) -> None:
    for card in bits(evidence):
        near_close, near_far = _NEAR[card]
        for other in bits(near_close):
            weights[other] *= close
        for other in bits(near_far):
            weights[other] *= far


def _normalised(weights: list[float], hidden: int) -> list[float]:
    """Scale ``weights`` to sum to ``hidden``, none above 1 (the excess spread over the rest)."""
    held = [0.0] * 52
    free = [c for c in range(52) if weights[c] > 0]
    remaining = float(hidden)
    while free and remaining > 1e-12:
        total = sum(weights[c] for c in free)
        scale = remaining / total
        capped = [c for c in free if weights[c] * scale >= 1.0]
        if not capped:
            for c in free:
                held[c] = weights[c] * scale
            break
        for c in capped:
            held[c] = 1.0
        remaining -= len(capped)
        free = [c for c in free if c not in capped]
    return held
