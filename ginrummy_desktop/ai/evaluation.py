"""Looking one draw ahead: how good a ten-card hand is, counting only the cards still live.

The measure used by Medium and Hard is the *expected deadwood after the next draw*: for every
card that may come off the stock, the deadwood left after drawing it and making the best discard,
weighted by the chance of drawing it. A hand with many live ways to complete a meld scores lower
(better) than one whose missing cards are dead (buried in the pile, or in this hand), which is
how dead cards are tracked. The chances come from :class:`DrawOdds`: uniform over the unseen
cards (Medium) or weighted away from cards the opponent probably holds (Hard).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..engine import best_discard_mask, min_deadwood_mask
from .hands import CARD_POINTS, bits, meld_pairs

__all__ = ["DrawOdds", "HandScorer"]


@dataclass(frozen=True, slots=True)
class DrawOdds:
    """The chance that each unseen card is the next card of the stock (the chances sum to 1)."""

    cards: tuple[int, ...]
    chances: tuple[float, ...]

    @classmethod
    def uniform(cls, unseen: int) -> DrawOdds:
        """Every unseen card equally likely (nothing known about the opponent's hidden cards)."""
        cards = tuple(bits(unseen))
        share = 1.0 / len(cards) if cards else 0.0
        return cls(cards, tuple(share for _ in cards))

    @classmethod
    def weighted(cls, weights: Iterable[tuple[int, float]]) -> DrawOdds:
        """Chances proportional to ``weights`` (card index, weight >= 0)."""
        pairs = [(card, weight) for card, weight in weights if weight > 0]
        total = sum(weight for _, weight in pairs)
        if total <= 0:
            return cls((), ())
        return cls(tuple(c for c, _ in pairs), tuple(w / total for _, w in pairs))


class HandScorer:
    """Scores ten-card hands for one decision, remembering hands it has already scored.

    ``score(hand) = blend * deadwood(hand) + (1 - blend) * expected deadwood after the next
    draw``; lower is better. ``blend`` trades the present (a knock soon) against the promise of
    the hand (live cards that complete melds).
    """

    def __init__(self, odds: DrawOdds, runs_only: bool, blend: float) -> None:
        self.odds = odds
        self.runs_only = runs_only
        self.blend = blend
        self._memo: dict[int, float] = {}

    def deadwood(self, hand: int) -> int:
        """The least deadwood of ``hand``."""
        return min_deadwood_mask(hand, self.runs_only)

    def expected_after_draw(self, hand: int) -> float:
        """Expected least deadwood after drawing one stock card and making the best discard.

        A drawn card that makes no meld with two cards of ``hand`` stays deadwood whatever the
        arrangement, so it is either thrown again or kept instead of the best card to throw:
        only the cards that make a meld need the engine's full search.
        """
        runs_only = self.runs_only
        now = self.deadwood(hand)
        nine = best_discard_mask(hand, -1, runs_only)[0]
        total = weight = 0.0
        for card, chance in zip(self.odds.cards, self.odds.chances, strict=True):
            if hand >> card & 1:
                continue
            if any(pair & hand == pair for pair in meld_pairs(card, runs_only)):
                value = best_discard_mask(hand | (1 << card), -1, runs_only)[0]
            else:
                value = min(now, CARD_POINTS[card] + nine)
            total += chance * value
            weight += chance
        return total / weight if weight else float(now)

    def score(self, hand: int) -> float:
        """The blended score of a ten-card ``hand`` (lower is better)."""
        known = self._memo.get(hand)
        if known is None:
            now = self.deadwood(hand)
            known = self.blend * now + (1 - self.blend) * self.expected_after_draw(hand)
            self._memo[hand] = known
        return known
