"""RLCard's gin rummy rule agent seated in the arena, the second public reference opponent.

Not a dependency of the game: it needs RLCard's Python package, in an environment of its own
(issue 45), for example::

    python3 -m venv /tmp/rlcard-venv
    /tmp/rlcard-venv/bin/pip install rlcard          # RLCard 1.2.0 ran here
    /tmp/rlcard-venv/bin/pip install setuptools      # RLCard imports distutils (gone in 3.12)
    /tmp/rlcard-venv/bin/pip install -e .             # the game's engine and players
    PYTHONPATH=benchmarks /tmp/rlcard-venv/bin/python -m ginrummy_desktop.arena \\
        ginrummy_desktop.ai.expert:replayable_expert rlcard_bot:rule_agent \\
        --games 100 --rules benchmark --seed 43 --session 5 --jobs 1

The agent is RLCard's ``GinRummyNoviceRuleAgent`` (``rlcard/models/gin_rummy_rule_models.py``),
asked unchanged: for every decision its state is built (the legal actions as RLCard numbers
them, the hand as RLCard encodes it), its own ``step`` chooses, and the answer becomes our
engine's action. Its rule: gin when it may, else knock when it may (with any card that allows
it), else throw one of the cards leaving the least deadwood; every other decision (take the
upcard or the discard, or draw) at random among the legal actions, as in RLCard. Its random
choices use NumPy's generator, seeded for each decision from the player's seed, so a match
replays exactly.

RLCard has no first-upcard offer (its first player draws or picks up the upcard), so our offer
is asked as its draw: RLCard's *pick up discard* takes the upcard, *draw card* passes. At the
wall our engine's pass is RLCard's *declare dead hand*. The defender's showdown is played by our
engine, as for every player.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from typing import Any

import numpy as np  # type: ignore[import-not-found, unused-ignore]
from rlcard.models.gin_rummy_rule_models import (  # type: ignore[import-not-found, unused-ignore]
    GinRummyNoviceRuleAgent,
)

from ginrummy_desktop.engine import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawStock,
    Knock,
    Pass,
    Phase,
    PlayerView,
    TakeDiscard,
    TakeUpcard,
    cards_to_mask,
    min_deadwood_mask,
)

_DRAW, _PICK_UP, _DEAD_HAND, _GIN, _DISCARD, _KNOCK = 2, 3, 4, 5, 6, 58
_RANKS, _SUITS = "A23456789TJQK", "SHDC"


def rlcard_id(card: Card) -> int:
    """The card's number in RLCard (its suits run spades, hearts, diamonds, clubs)."""
    name = str(card)
    return _RANKS.index(name[0].upper()) + 13 * _SUITS.index(name[1].upper())


class RuleAgentPlayer:
    """RLCard's rule agent as a player of the arena (see the module docstring)."""

    name = "RLCard rule agent"

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        by_id = _rlcard_actions(view)
        hand = np.zeros(52, dtype=int)
        for card in view.hand:
            hand[rlcard_id(card)] = 1
        state: dict[str, Any] = {"legal_actions": OrderedDict((i, None) for i in by_id),
                                 "obs": np.array([hand])}
        np.random.seed(self._rng.randrange(2**32))
        return by_id[int(GinRummyNoviceRuleAgent.step(state))]


def _rlcard_actions(view: PlayerView) -> dict[int, Action]:
    """Our legal actions by RLCard's numbers."""
    runs_only = view.rules.runs_only
    hand = cards_to_mask(view.hand)
    found: dict[int, Action] = {}
    for action in view.legal_actions:
        match action:
            case TakeUpcard() | TakeDiscard():
                found[_PICK_UP] = action
            case DrawStock():
                found[_DRAW] = action
            case Pass() if view.phase is Phase.UPCARD_OFFER:
                found[_DRAW] = action
            case Pass():
                found[_DEAD_HAND] = action
            case BigGin():
                found[_GIN] = action
            case Knock(card=card) if min_deadwood_mask(hand ^ card.bit, runs_only) == 0:
                found.setdefault(_GIN, action)
            case Knock(card=card):
                found[_KNOCK + rlcard_id(card)] = action
            case Discard(card=card):
                found[_DISCARD + rlcard_id(card)] = action
    return found


def rule_agent(seed: int) -> RuleAgentPlayer:
    """The arena's factory: ``rlcard_bot:rule_agent``."""
    return RuleAgentPlayer(seed)
