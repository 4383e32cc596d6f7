"""Easy: the research baseline "SimpleGinRummyPlayer" (Neller's Gin Rummy AI competition).

How it plays, in plain words:

* **Drawing.** It takes the face-up card only if that card makes a meld with two cards it holds
  (a group of three, or a run of three); otherwise it draws from the stock (or passes the first
  upcard).
* **Discarding.** It throws the card that leaves the least deadwood, which is its highest
  unmelded card; among equally good cards it picks one at random. It never throws back the card
  it just took from the pile.
* **Knocking.** It knocks at the first chance: as soon as its deadwood after the discard is
  within the knock limit. It declares big gin when all eleven cards meld.

It pays no attention to the opponent: no safety in discards, no memory of dead cards.
"""

from __future__ import annotations

from ..engine import PlayerView
from .hands import bits, deadwood, forms_meld
from .knowledge import TableKnowledge
from .turns import Throw, TurnPlayer, discard_options, knock_options

__all__ = ["EasyPlayer"]


class EasyPlayer(TurnPlayer):
    """The SimpleGinRummyPlayer baseline (see the module docstring)."""

    def __init__(self, seed: int, name: str = "Easy") -> None:
        super().__init__(seed, name)

    def wants_upcard(self, view: PlayerView, known: TableKnowledge) -> bool:
        """Take the upcard only when it makes a meld with cards in hand."""
        return forms_meld(known.hand, known.top, known.runs_only)

    def throw(self, view: PlayerView, known: TableKnowledge) -> Throw:
        """The least-deadwood discard (random among ties); knock whenever it is allowed."""
        card = self._least_deadwood_discard(known.hand, discard_options(view), known.runs_only)
        return Throw(card, knock=bool(knock_options(view) >> card & 1))

    def _least_deadwood_discard(self, hand: int, options: int, runs_only: bool) -> int:
        scored = [(deadwood(hand ^ (1 << i), runs_only), i) for i in bits(options)]
        least = min(value for value, _ in scored)
        return self.rng.choice([i for value, i in scored if value == least])
