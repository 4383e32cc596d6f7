"""Seeded positions for the Expert and coach tests: real games played by a quick random policy.

The policy takes the upcard now and then (so the opponent has known cards), throws a random or
the least-deadwood card, and knocks only sometimes, so hands run long and reach the wall.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from ginrummy_desktop.engine import (
    PRESETS,
    Action,
    Discard,
    Game,
    Knock,
    Phase,
    PlayerView,
    RuleSet,
    TakeDiscard,
    TakeUpcard,
    best_discard_mask,
    cards_to_mask,
)

IN_PLAY = (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD)


def quick_action(view: PlayerView, rng: random.Random) -> Action:
    """A legal action: mostly sensible, sometimes random."""
    legal = view.legal_actions
    if view.phase is Phase.DISCARD:
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks and rng.random() < 0.3:
            return rng.choice(knocks)
        discards = [a for a in legal if isinstance(a, Discard)]
        if not discards:
            return rng.choice(legal)
        if rng.random() < 0.5:
            return rng.choice(discards)
        forbidden = view.may_not_discard.index if view.may_not_discard else -1
        _, index = best_discard_mask(cards_to_mask(view.hand), forbidden)
        return next((a for a in discards if a.card.index == index), discards[0])
    takes = [a for a in legal if isinstance(a, TakeUpcard | TakeDiscard)]
    if takes and rng.random() < 0.35:
        return takes[0]
    others = [a for a in legal if not isinstance(a, TakeUpcard | TakeDiscard)]
    return others[0] if others else legal[0]


def positions(
    seeds: range, rules: RuleSet | None = None, every: int = 1
) -> Iterator[tuple[Game, PlayerView]]:
    """(game, view of the seat to act) at every ``every``-th decision with a real choice, over one
    hand per seed. The game is live: callers must not apply actions to it."""
    chosen_rules = rules or PRESETS["standard"]
    for seed in seeds:
        rng = random.Random(seed)
        game = Game(chosen_rules, seed=seed)
        count = 0
        while game.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            seat = game.actor
            if seat is None:
                game.apply(game.legal_actions()[0])
                continue
            view = game.view(seat)
            if view.phase in IN_PLAY and len(view.legal_actions) > 1:
                count += 1
                if count % every == 0:
                    yield game, view
            game.apply(quick_action(view, rng))
