"""Where the table's cards come from: every cut and deck of a match derived from one match seed.

The engine shuffles with its own generator when a ``Cut`` or ``Deal`` carries no cards, and that
generator's position is not part of a saved record. The table therefore resolves the chance
steps itself, from the match seed and the number of the deal: a match resumed from its save
deals the same next hands as the match would have dealt had it never been interrupted.

Pure Python (no Qt), so it is tested without a display.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine import FULL_DECK, Card, Cut, Deal

__all__ = ["MatchDeals"]


@dataclass(frozen=True, slots=True)
class MatchDeals:
    """The chance steps of one match. ``seed`` is any integer from 0 to 2**63 - 1."""

    seed: int

    def __post_init__(self) -> None:
        if type(self.seed) is not int or not 0 <= self.seed < 2**63:
            shown = repr(self.seed)[:40]
            raise ValueError(f"a match seed is a whole number from 0 to 2**63 - 1, not {shown}")

    def cut(self) -> Cut:
        """The cut for the first dealer: pairs of cards until two ranks differ."""
        rng = self._rng("cut", 0)
        cuts: list[Card] = []
        while not cuts or cuts[-2].rank == cuts[-1].rank:
            cuts.extend(rng.sample(FULL_DECK, 2))
        return Cut(tuple(cuts))

    def deal(self, number: int) -> Deal:
        """The ``number``-th deal of the match (1 for the first; a redeal after a dead hand
        counts as a deal of its own)."""
        deck = list(FULL_DECK)
        self._rng("deal", number).shuffle(deck)
        return Deal(tuple(deck))

    def _rng(self, step: str, number: int) -> random.Random:
        return random.Random(f"ginrummy-desktop/{step}/{self.seed}/{number}")
