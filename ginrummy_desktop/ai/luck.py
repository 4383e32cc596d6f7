"""The luck of the cards: how much better or worse a card drawn, or a hand dealt, was than average.

Luck is measured in *hand points* (the points the hand scores for the player, positive when it
wins them, negative when the opponent does), the unit the whole review uses
(:mod:`.review`), and always from what the player could know when the card came: its own hand,
the discard pile, the cards it saw the opponent take, never the opponent's hidden cards or the
stock order.

**A card drawn from the stock.** Before the draw, every card the player cannot see (at most 31)
is equally likely to be the stock's top. For each of them the position after drawing it is
valued by rollouts (both seats then play the rollout policy of :mod:`.simulation`, which throws
the card leaving the least deadwood and knocks when it may), on the same guesses of the hidden
cards for every candidate (common random numbers: a guess that holds the candidate in the
opponent's hand swaps it with the stock's top card, so the guess stays a possible deal). The
draw's luck is the value after the card drawn less the mean over all candidates: exact in the
candidates, sampled only in the rest of the deal. Draws by the rollout policy, not the Expert's
search: a zero-ply valuation, as GNU Backgammon values a roll's luck with a cheap evaluation.

**A hand dealt.** The value of the ten cards dealt, with the upcard as it came, less the value
of an average ten cards with the same upcard: both sides of the table played by the rollout
policy from the deal (the non-dealer's offer first), the unseen cards drawn at random. The
same upcard on both sides keeps the hand's knock limit and multiplier (Oklahoma) the same.

This module imports no Qt and does no I/O.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from ..engine import Card, DrawStock, Pass, Phase, PlayerView, TakeUpcard
from .sampling import Knowledge, SamplingModel, build_deal, draw_guess
from .simulation import Position, makes_meld, outcome

__all__ = [
    "DEAL_SAMPLES",
    "DRAW_GUESSES",
    "CardLuck",
    "deal_luck",
    "draw_luck",
    "draw_values",
]

DRAW_GUESSES = 64
"""Guesses of the hidden cards behind each candidate card's value (every candidate on all of
them): with common random numbers, enough for the luck of a draw to be stable to about a
point (measured: the benchmark of the review's stability)."""
DEAL_SAMPLES = 1500
"""Rollouts behind the value of the hand dealt, and as many behind the average hand."""


@dataclass(frozen=True, slots=True)
class CardLuck:
    """The luck of one card: the value it gave, the mean value over the cards it could have
    been, and their difference (``luck``), all in hand points for the player."""

    value: float
    mean: float

    @property
    def luck(self) -> float:
        return self.value - self.mean


def draw_values(view: PlayerView, rng: random.Random,
                guesses: int = DRAW_GUESSES) -> dict[int, float]:
    """The value (mean hand points) of drawing each card the player cannot see, by index.

    ``view`` is the player's view in the draw phase, the stock not empty. Each candidate is
    played on the same ``guesses`` guesses (see the module docstring)."""
    if view.phase is not Phase.DRAW or view.stock_size == 0:
        raise ValueError("a draw's luck needs the drawer's view before a draw from the stock")
    knowledge = Knowledge.from_view(view)
    model = SamplingModel()
    position = Position.from_view(view)
    unseen = knowledge.unseen
    totals = dict.fromkeys(unseen, 0)
    for _ in range(guesses):
        deal = build_deal(knowledge, draw_guess(knowledge, rng, model), model)
        for card in unseen:
            opponent, stock = _with_on_top(deal.opponent, list(deal.stock), card)
            totals[card] += outcome(position, DrawStock(), opponent, stock)
    return {card: total / guesses for card, total in totals.items()}


def _with_on_top(opponent: int, stock: list[int], card: int) -> tuple[int, list[int]]:
    """The deal with ``card`` on the stock's top (the end of ``stock``): swapped with the top
    card, inside the stock or between the opponent's hand and the stock."""
    top = stock[-1]
    if card == top:
        return opponent, stock
    if opponent >> card & 1:
        stock[-1] = card
        return opponent ^ (1 << card) ^ (1 << top), stock
    where = stock.index(card)
    stock[where], stock[-1] = top, card
    return opponent, stock


def draw_luck(view: PlayerView, drawn: Card, rng: random.Random,
              guesses: int = DRAW_GUESSES) -> CardLuck:
    """The luck of drawing ``drawn`` from the stock at the view's draw (module docstring)."""
    values = draw_values(view, rng, guesses)
    if drawn.index not in values:
        raise ValueError(f"{drawn} could not have been drawn: the player could see it")
    return CardLuck(values[drawn.index], sum(values.values()) / len(values))


def deal_luck(view: PlayerView, rng: random.Random, samples: int = DEAL_SAMPLES) -> CardLuck:
    """The luck of the hand dealt: ``view`` is the seat's view at the upcard offer, before it
    or the opponent has acted (module docstring)."""
    if view.phase is not Phase.UPCARD_OFFER or len(view.hand) != 10 or view.upcard is None:
        raise ValueError("a deal's luck needs a view of the deal, before the upcard offer")
    top = view.upcard.index
    mine = sum(card.bit for card in view.hand)
    rest = [i for i in range(52) if i != top and not mine >> i & 1]
    offer = replace(Position.from_view(view), phase=Phase.UPCARD_OFFER, i_deal=False, top=top)
    i_deal = view.dealer == view.seat
    dealt = _mean(samples, lambda: _deal_points(offer, mine, rng.sample(rest, 41), i_deal))
    others = [i for i in range(52) if i != top]

    def average_hand() -> int:
        cards = rng.sample(others, 51)
        return _deal_points(offer, sum(1 << i for i in cards[:10]), cards[10:], i_deal)

    return CardLuck(dealt, _mean(samples, average_hand))


def _deal_points(offer: Position, mine: int, unseen: list[int], i_deal: bool) -> int:
    """The hand points, for the seat holding ``mine``, of the deal whose other cards are
    ``unseen`` in order (the opponent's ten first, then the stock, top last), both seats
    playing the rollout policy from the non-dealer's offer on."""
    opponent = sum(1 << i for i in unseen[:10])
    stock = unseen[10:]
    non_dealer, dealer = (opponent, mine) if i_deal else (mine, opponent)
    position = replace(offer, hand=non_dealer)
    take = makes_meld(offer.top, non_dealer, offer.rules.runs_only)
    points = outcome(position, TakeUpcard() if take else Pass(), dealer, stock)
    return -points if i_deal else points


def _mean(count: int, draw: Callable[[], float]) -> float:
    """The mean of ``count`` calls of ``draw``."""
    return sum(draw() for _ in range(count)) / count
