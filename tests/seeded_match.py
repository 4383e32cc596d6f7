"""A match between computer players on the fair deal's seeded cuts and deals, played as the
table plays it (``app/match/controller.py``): the cut and every deal from :class:`MatchDeals`,
every other step chosen by the seat to act.

The one such loop for the tests and the benchmarks that need a real match (the tests import it
as ``tests.seeded_match``, the benchmarks with the checkout on their path). The same deals,
players and phrase always give the same match.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.app.match.deals import MatchDeals
from ginrummy_desktop.engine import Game, Phase

BeforeDeal = Callable[[Game, MatchDeals], MatchDeals]
"""What happens to the deals just before a deal (a reveal of the seed, say): the deals to deal
from."""


def play_step(
    game: Game,
    deals: MatchDeals,
    players: Sequence[Player],
    phrase: str,
    before_deal: BeforeDeal | None = None,
) -> MatchDeals:
    """Apply the next action to ``game``: the cut or the deal from ``deals`` with ``phrase``
    (after ``before_deal``, if given, for a deal), else the choice of the seat to act; the deals
    for the next step."""
    if game.phase is Phase.CUT:
        cut, deals = deals.cut(phrase)
        game.apply(cut)
    elif game.phase in (Phase.DEAL, Phase.HAND_OVER):
        if before_deal is not None:
            deals = before_deal(game, deals)
        deal, deals = deals.deal(phrase)
        game.apply(deal)
    else:
        seat = game.actor
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)))
    return deals


def play_until(
    game: Game,
    deals: MatchDeals,
    players: Sequence[Player],
    phrase: str,
    until: Callable[[Game, MatchDeals], bool],
    before_deal: BeforeDeal | None = None,
) -> MatchDeals:
    """Play ``game`` on, step by step (:func:`play_step`), until it is over or ``until(game,
    deals)`` holds (checked before each step); the deals as they then stand."""
    while game.phase is not Phase.GAME_OVER and not until(game, deals):
        deals = play_step(game, deals, players, phrase, before_deal)
    return deals
