"""Medium: Easy's game plus safe discards, dead-card tracking and knock timing.

How it plays, in plain words:

* **Drawing.** Like Easy it takes the face-up card when the card makes a meld, but only if the
  meld really lowers its deadwood; otherwise it draws from the stock.
* **Discarding.** It weighs three things for each card it might throw: the deadwood it keeps; the
  promise of the hand, counting only the cards still live (a card waiting for a card that is
  already buried in the discard pile is worth nothing, which is how it tracks dead cards); and
  safety: it does not feed the opponent's visible needs. A card that melds with cards the
  opponent was seen taking is held back; a card whose neighbours the opponent threw or passed is
  safer; a card that no one can meld any more (its partners are dead) is the safest of all.
* **Knocking.** It knocks at once early in a hand. Later, when the opponent has had time to
  shrink their deadwood and an undercut becomes likely, it wants less deadwood (6 or less)
  before knocking. With very little deadwood and a long stock it plays on for gin, unless the
  score says there is no time for that: when either player is within 25 points of the target,
  it takes the sure knock.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import PlayerView
from .evaluation import DrawOdds, HandScorer
from .hands import NEIGHBOURS, bits, deadwood, deadwood_after_best_discard, meld_pairs
from .knowledge import TableKnowledge
from .turns import Throw, TurnPlayer, discard_options, knock_options

__all__ = ["MediumPlayer", "MediumTuning"]


@dataclass(frozen=True, slots=True)
class MediumTuning:
    """Medium's weights (found with the arena; see benchmarks/ladder.py)."""

    blend: float = 0.5
    """Score = blend * deadwood + (1 - blend) * expected deadwood after the next draw."""
    danger_weight: float = 6.0
    """Deadwood points one certain feed to the opponent is worth."""
    knock_any_turns: int = 12
    """Discards in the hand (both players) during which any allowed knock is taken."""
    late_knock_deadwood: int = 6
    """After that, the most deadwood it knocks with."""
    gin_chase_deadwood: int = 3
    """... and with this little it goes on for gin instead when the stock is still long."""
    gin_chase_stock: int = 14
    """The stock size below which it stops chasing gin."""


class MediumPlayer(TurnPlayer):
    """Safe discards, dead cards, undercut-aware knocks (see the module docstring)."""

    def __init__(self, seed: int, name: str = "Medium", tuning: MediumTuning | None = None) -> None:
        super().__init__(seed, name)
        self.tuning = tuning or MediumTuning()

    # --- drawing ----------------------------------------------------------------------------

    def wants_upcard(self, view: PlayerView, known: TableKnowledge) -> bool:
        """A meld-making upcard that lowers the deadwood after the best discard."""
        hand, top = known.hand, known.top
        if not any(pair & hand == pair for pair in meld_pairs(top, known.runs_only)):
            return False
        after = deadwood_after_best_discard(hand | (1 << top), top, known.runs_only)
        return after < deadwood(hand, known.runs_only)

    # --- discarding -------------------------------------------------------------------------

    def throw(self, view: PlayerView, known: TableKnowledge) -> Throw:
        """Knock when the timing is right, otherwise the best-scored safe discard."""
        options = discard_options(view)
        knock_card = self._best_knock_card(known, knock_options(view))
        if knock_card >= 0 and self.should_knock(known, known.hand ^ (1 << knock_card)):
            return Throw(knock_card, knock=True)
        scorer = self.scorer(known)
        costs = {
            c: scorer.score(known.hand ^ (1 << c)) + self.danger_cost(known, c)
            for c in bits(options)
        }
        least = min(costs.values())
        best = [c for c, cost in costs.items() if cost <= least + 1e-9]
        return Throw(self.rng.choice(best))

    def scorer(self, known: TableKnowledge) -> HandScorer:
        """The hand scorer of this decision: unseen cards equally likely to be drawn."""
        return HandScorer(DrawOdds.uniform(known.unseen), known.runs_only, self.tuning.blend)

    def danger_cost(self, known: TableKnowledge, card: int) -> float:
        """What throwing ``card`` may give the opponent, in deadwood points."""
        return self.tuning.danger_weight * visible_danger(known, card)

    @staticmethod
    def _best_knock_card(known: TableKnowledge, knockable: int) -> int:
        """The knock discard leaving the least deadwood (-1 when knocking is not allowed)."""
        if not knockable:
            return -1
        return min(
            bits(knockable), key=lambda c: (deadwood(known.hand ^ (1 << c), known.runs_only), -c)
        )

    # --- knocking ---------------------------------------------------------------------------

    def should_knock(self, known: TableKnowledge, kept: int) -> bool:
        """Whether to knock keeping ``kept`` (already within the knock limit)."""
        left = deadwood(kept, known.runs_only)
        if left == 0:
            return True
        tuning = self.tuning
        chasing_gin = (
            left <= tuning.gin_chase_deadwood and known.stock_size >= tuning.gin_chase_stock
        )
        if chasing_gin and not self._race_is_close(known):
            return known.turn < tuning.knock_any_turns // 2
        if known.turn < tuning.knock_any_turns:
            return True
        return left <= tuning.late_knock_deadwood

    @staticmethod
    def _race_is_close(known: TableKnowledge) -> bool:
        """Either player is within one good hand (25 points) of the target: no time for gin."""
        return max(known.my_score, known.opponent_score) + 25 >= known.target


def visible_danger(known: TableKnowledge, card: int) -> float:
    """How likely the opponent can meld ``card``, judged only from what they showed (0..1)."""
    danger = 0.0
    held = known.opponent_known
    live = known.unseen
    for pair in meld_pairs(card, known.runs_only):
        in_hand = (pair & held).bit_count()
        if in_hand == 2:
            return 1.0
        if in_hand == 1 and pair & live:
            danger += 0.4
        elif pair & live == pair:
            danger += 0.05
    shunned = (known.opponent_thrown | known.opponent_declined) & NEIGHBOURS[card]
    if shunned:
        danger *= 0.5
    return min(1.0, danger)
