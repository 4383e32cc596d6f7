"""Hard: Medium's game plus a running estimate of the opponent's hand and measured knock timing.

How it plays, in plain words:

* **Reading the opponent.** From every card the opponent took, threw or left on the pile it
  estimates how likely they are to hold each unseen card (see
  :mod:`ginrummy_desktop.ai.opponent`). A card they probably hold is unlikely to come off the
  stock, and a card that would complete one of their probable melds is dangerous to throw.
* **Drawing.** It takes the face-up card only when the card completes a meld and the hand it then
  keeps is at least about as good as what an average card from the stock would give, counting
  which stock cards are still live and how likely the opponent holds them. (Simulations showed
  that taking a card for anything but a meld, such as a low card for a high one, loses points
  on average: it shows the opponent a card and gives up the chance of a stock card that makes a
  meld.)
* **Discarding.** It keeps the hand with the best chance of completing melds from the cards still
  live, weighted by the opponent estimate, and holds back cards that the opponent probably
  needs. It leans more towards promise than Medium does, because it plays on for gin more often.
* **Knocking.** Its timing comes from simulation: from positions where it could knock, the same
  deal was played on both ways and the results compared, by deadwood and the stage of the hand.
  With little deadwood (5 or less) it plays on for gin, or to undercut an opponent who knocks;
  with more it knocks only early in the hand, before the opponent's hand has had time to shrink
  (later an undercut is likely). Gin is always taken. The score matters: when a won knock
  would reach the target, it knocks with low deadwood at once instead of playing for gin.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import PlayerView
from .evaluation import DrawOdds, HandScorer
from .hands import deadwood, deadwood_after_best_discard, forms_meld
from .knowledge import TableKnowledge
from .medium import MediumPlayer, MediumTuning
from .opponent import OpponentModel, OpponentTuning

__all__ = ["HARD_TUNING", "HardPlayer", "HardTuning"]


@dataclass(frozen=True, slots=True)
class HardTuning:
    """Hard's own settings (on top of :class:`MediumTuning`), measured with the arena."""

    take_margin: float = 3.0
    """A meld-making upcard is declined when it leaves more deadwood than the average stock
    card would, by more than this."""
    play_on_fraction: float = 0.5
    """Plays on for gin with deadwood up to this fraction of the knock limit (5 of 10)."""
    early_turns: int = 9
    """Knocks with more deadwood only while fewer discards than this have been made (by both
    players together, about four turns each)."""


HARD_TUNING = MediumTuning(blend=0.3, danger_weight=2.0)
"""Medium's weights as Hard uses them: more weight on the promise of the hand, and a smaller
weight per unit of danger (its danger is a probability for every card, not only visible
threats)."""


class HardPlayer(MediumPlayer):
    """Opponent estimate, meld-weighing draws and discards, measured knocks (see the docstring)."""

    def __init__(
        self,
        seed: int,
        name: str = "Hard",
        tuning: MediumTuning | None = None,
        hard: HardTuning | None = None,
        opponent: OpponentTuning | None = None,
    ) -> None:
        super().__init__(seed, name, tuning or HARD_TUNING)
        self.hard = hard or HardTuning()
        self.opponent_tuning = opponent or OpponentTuning()
        self._model_key: TableKnowledge | None = None
        self._model: OpponentModel | None = None

    def model(self, known: TableKnowledge) -> OpponentModel:
        """The opponent estimate for ``known`` (computed once per decision)."""
        if self._model is None or self._model_key != known:
            self._model = OpponentModel.estimate(known, self.opponent_tuning)
            self._model_key = known
        return self._model

    def scorer(self, known: TableKnowledge) -> HandScorer:
        """Hand scores with the stock chances taken from the opponent estimate."""
        odds = DrawOdds.weighted(self.model(known).stock_weights())
        return HandScorer(odds, known.runs_only, self.tuning.blend)

    def danger_cost(self, known: TableKnowledge, card: int) -> float:
        """The estimated chance that the opponent can meld ``card``, in deadwood points."""
        return self.tuning.danger_weight * self.model(known).chance_of_meld(card, known.runs_only)

    # --- drawing ----------------------------------------------------------------------------

    def wants_upcard(self, view: PlayerView, known: TableKnowledge) -> bool:
        """A meld-making upcard that lowers the deadwood and keeps up with a stock draw."""
        hand, top, runs_only = known.hand, known.top, known.runs_only
        if not forms_meld(hand, top, runs_only):
            return False
        after = deadwood_after_best_discard(hand | (1 << top), top, runs_only)
        if after >= deadwood(hand, runs_only):
            return False
        stock = self.scorer(known).expected_after_draw(hand)
        return after <= stock + self.hard.take_margin

    # --- knocking ---------------------------------------------------------------------------

    def should_knock(self, known: TableKnowledge, kept: int) -> bool:
        """Gin always; low deadwood plays on; more deadwood knocks only early in the hand."""
        left = deadwood(kept, known.runs_only)
        if left == 0:
            return True
        if left <= self.hard.play_on_fraction * known.knock_limit:
            return self._knock_reaches_target(known)
        return known.turn < self.hard.early_turns

    @staticmethod
    def _knock_reaches_target(known: TableKnowledge) -> bool:
        """A won knock (the opponent keeping about 10 more) would end the game in our favour."""
        return known.my_score + 10 >= known.target
