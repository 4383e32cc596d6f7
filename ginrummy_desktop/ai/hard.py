"""Hard: Medium's game plus a running estimate of the opponent's hand and look-ahead draws.

How it plays, in plain words:

* **Reading the opponent.** From every card the opponent took, threw or left on the pile it
  estimates which cards they hold (see :mod:`ginrummy_desktop.ai.opponent`). Cards they probably
  hold are unlikely to come off the stock, and a card that melds with what they probably hold is
  dangerous to throw.
* **Drawing.** It compares taking the face-up card with drawing from the stock by looking one
  draw further: for the upcard, the best hand it can keep and that hand's chances of completing
  melds on the next draw; for the stock, the same averaged over every card the stock may hold.
  So it also takes a card that forms no meld yet when that makes a clearly better hand (a low card
  for a high one, a card that opens two ways to a meld), and it leaves a meld-making card when
  the meld would cost it more than it gains.
* **Discarding.** It keeps the hand with the best chance of completing melds with the cards still
  live, weighing the risk that the card thrown completes one of the opponent's probable melds.
* **Knocking.** It deals out plausible opponent hands from its estimate, lays off on its own melds
  for them, and knocks only when an undercut is unlikely (always with gin, and with anything when
  the knock should decide the game or the opponent is close to winning it).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import PlayerView, best_arrangement, best_discard_mask, mask_to_cards
from .evaluation import DrawOdds, HandScorer
from .hands import bits, deadwood
from .knowledge import TableKnowledge
from .medium import MediumPlayer, MediumTuning
from .opponent import OpponentModel, OpponentTuning

__all__ = ["HardPlayer", "HardTuning"]


@dataclass(frozen=True, slots=True)
class HardTuning:
    """Hard's own settings (on top of :class:`MediumTuning`)."""

    take_margin: float = 0.3
    """How much better (in expected deadwood) the upcard must be: taking it shows a card."""
    knock_samples: int = 40
    """Opponent hands dealt out to judge a knock."""
    undercut_risk: float = 0.25
    """The highest chance of being undercut it knocks with."""


class HardPlayer(MediumPlayer):
    """Opponent model, look-ahead draws and discards, sampled knock risk (see the docstring)."""

    def __init__(
        self,
        seed: int,
        name: str = "Hard",
        tuning: MediumTuning | None = None,
        hard: HardTuning | None = None,
        opponent: OpponentTuning | None = None,
    ) -> None:
        super().__init__(seed, name, tuning or MediumTuning(danger_weight=8.0))
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
        """Hand scores with stock chances taken from the opponent estimate."""
        odds = DrawOdds.weighted(self.model(known).stock_weights())
        return HandScorer(odds, known.runs_only, self.tuning.blend)

    def danger_cost(self, known: TableKnowledge, card: int) -> float:
        """The chance the opponent melds ``card``, in deadwood points."""
        return self.tuning.danger_weight * self.model(known).chance_of_meld(card, known.runs_only)

    # --- drawing ----------------------------------------------------------------------------

    def wants_upcard(self, view: PlayerView, known: TableKnowledge) -> bool:
        """Take the upcard when the hand it makes beats the average stock draw."""
        scorer = self.scorer(known)
        take = self._value_after_taking(known, scorer)
        stock = self._value_after_stock(known, scorer)
        return take < stock - self.hard.take_margin

    def _value_after_taking(self, known: TableKnowledge, scorer: HandScorer) -> float:
        joined = known.hand | (1 << known.top)
        return min(
            scorer.score(joined ^ (1 << c)) + self.danger_cost(known, c) for c in bits(known.hand)
        )

    def _value_after_stock(self, known: TableKnowledge, scorer: HandScorer) -> float:
        hand, runs_only = known.hand, known.runs_only
        keep = scorer.score(hand)
        total = 0.0
        for card, chance in zip(scorer.odds.cards, scorer.odds.chances, strict=True):
            drawn = hand | (1 << card)
            _, thrown = best_discard_mask(drawn, -1, runs_only)
            best = keep + self.danger_cost(known, card)
            if thrown != card:
                best = min(
                    best, scorer.score(drawn ^ (1 << thrown)) + self.danger_cost(known, thrown)
                )
            total += chance * best
        return total

    # --- knocking ---------------------------------------------------------------------------

    def should_knock(self, known: TableKnowledge, kept: int) -> bool:
        """Knock unless the sampled opponent hands undercut too often."""
        left = deadwood(kept, known.runs_only)
        if left == 0:
            return True
        if self._knock_wins_game(known, left) or self._opponent_near_target(known):
            return True
        return self._undercut_chance(known, kept, left) <= self.hard.undercut_risk

    def _undercut_chance(self, known: TableKnowledge, kept: int, left: int) -> float:
        model = self.model(known)
        layoff_targets = _layoff_targets(kept, known.runs_only)
        samples = self.hard.knock_samples
        undercuts = 0
        for _ in range(samples):
            opponent = model.sample_hand(self.rng)
            if _defender_deadwood(opponent, layoff_targets, known.runs_only) <= left:
                undercuts += 1
        return undercuts / samples


def _layoff_targets(kept: int, runs_only: bool) -> tuple[tuple[int, int, int], ...]:
    """The knocker's melds as lay-off targets: (fourth card of a group, run start, run end)."""
    targets = []
    for meld in best_arrangement(mask_to_cards(kept), runs_only).melds:
        cards = [c.index for c in meld.cards]
        if len({i % 13 for i in cards}) == 1:
            if len(cards) == 3:
                rank = cards[0] % 13
                missing = next(s * 13 + rank for s in range(4) if s * 13 + rank not in cards)
                targets.append((missing, -1, -1))
        else:
            targets.append((-1, min(cards), max(cards)))
    return tuple(targets)


def _laid_off(opponent: int, targets: tuple[tuple[int, int, int], ...]) -> int:
    """The opponent's cards that fit on the knocker's melds (run chains included)."""
    laid = 0
    for fourth, low, high in targets:
        if fourth >= 0:
            laid |= opponent & (1 << fourth)
            continue
        below = low - 1
        while below % 13 != 12 and below >= 0 and opponent >> below & 1:
            laid |= 1 << below
            below -= 1
        above = high + 1
        while above % 13 != 0 and opponent >> above & 1:
            laid |= 1 << above
            above += 1
    return laid


def _defender_deadwood(
    opponent: int, targets: tuple[tuple[int, int, int], ...], runs_only: bool
) -> int:
    """The opponent's deadwood after laying off (an estimate: all fitting cards or none)."""
    plain = deadwood(opponent, runs_only)
    laid = _laid_off(opponent, targets)
    return min(plain, deadwood(opponent & ~laid, runs_only)) if laid else plain
