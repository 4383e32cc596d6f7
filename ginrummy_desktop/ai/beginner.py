"""Beginner: a casual player who melds greedily, knocks late and sometimes misses a pickup.

How it plays, in plain words:

* **Drawing.** It takes the face-up card only when the card makes a meld with two cards it holds,
  and even then it overlooks the chance about half the time.
* **Melding.** It sorts its hand the way people often do: it lays aside the biggest meld it can
  see (most cards, then most points), then the biggest of what is left, and so on. It never
  weighs one arrangement against another, so a card that would serve better in a different meld
  can end up as deadwood.
* **Discarding.** It throws its highest card outside those greedy melds (random among equals),
  never the card it just took from the pile.
* **Knocking.** It waits: it knocks only with very little deadwood (4 or less), or with any
  allowed deadwood once the stock runs low (8 cards or fewer). It declares big gin when all
  eleven cards meld.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import PlayerView
from .hands import CARD_POINTS, bits, deadwood
from .knowledge import TableKnowledge
from .turns import Throw, TurnPlayer, discard_options, knock_options

__all__ = ["BeginnerPlayer", "BeginnerTuning", "greedy_melded"]


@dataclass(frozen=True, slots=True)
class BeginnerTuning:
    """How casual the Beginner is."""

    miss_chance: float = 0.5
    """How often a useful upcard goes unnoticed."""
    low_deadwood: int = 4
    """Knocks with at most this much deadwood ..."""
    low_stock: int = 8
    """... or with any allowed deadwood once the stock holds this many cards or fewer."""


def _runs_in(mask: int) -> list[int]:
    """Every maximal run (3+ in a row, one suit) in ``mask``."""
    runs = []
    for suit in range(4):
        row = (mask >> (13 * suit)) & 0x1FFF
        rank = 0
        while rank < 13:
            length = 0
            while rank + length < 13 and row >> (rank + length) & 1:
                length += 1
            if length >= 3:
                runs.append(((1 << length) - 1) << (13 * suit + rank))
            rank += length + 1
    return runs


def _groups_in(mask: int) -> list[int]:
    """Every rank held three or four times in ``mask``, as a group."""
    groups = []
    for rank in range(13):
        group = sum(1 << (13 * s + rank) for s in range(4) if mask >> (13 * s + rank) & 1)
        if group.bit_count() >= 3:
            groups.append(group)
    return groups


def greedy_melded(hand: int, runs_only: bool = False) -> int:
    """The cards a greedy player melds: the biggest meld first, then the biggest of the rest."""
    melded, rest = 0, hand
    while True:
        melds = _runs_in(rest) + ([] if runs_only else _groups_in(rest))
        if not melds:
            return melded
        biggest = max(melds, key=lambda m: (m.bit_count(), sum(CARD_POINTS[i] for i in bits(m))))
        melded |= biggest
        rest &= ~biggest


class BeginnerPlayer(TurnPlayer):
    """Greedy melds, late knocks, missed pickups (see the module docstring)."""

    def __init__(
        self, seed: int, name: str = "Beginner", tuning: BeginnerTuning | None = None
    ) -> None:
        super().__init__(seed, name)
        self.tuning = tuning or BeginnerTuning()

    def wants_upcard(self, view: PlayerView, known: TableKnowledge) -> bool:
        """A meld-making upcard, unless it goes unnoticed."""
        joined = known.hand | (1 << known.top)
        useful = greedy_melded(joined, known.runs_only) >> known.top & 1
        return bool(useful) and self.rng.random() >= self.tuning.miss_chance

    def throw(self, view: PlayerView, known: TableKnowledge) -> Throw:
        """The highest card outside the greedy melds; knock only when it is low or late."""
        options = discard_options(view)
        loose = options & ~greedy_melded(known.hand, known.runs_only)
        card = self._highest(loose or options)
        left = deadwood(known.hand ^ (1 << card), known.runs_only)
        late = left <= self.tuning.low_deadwood or known.stock_size <= self.tuning.low_stock
        return Throw(card, knock=late and bool(knock_options(view) >> card & 1))

    def _highest(self, options: int) -> int:
        top = max(CARD_POINTS[i] for i in bits(options))
        return self.rng.choice([i for i in bits(options) if CARD_POINTS[i] == top])
