"""One step of a match between computer players on the fair deal's seeded cuts and deals, as
the table plays it (``app/match/controller.py``): the benchmarks that need a real match share it."""

from __future__ import annotations

from collections.abc import Sequence

from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.app.match.deals import MatchDeals
from ginrummy_desktop.engine import Game, Phase

PHRASE = "benchmark"


def play_step(game: Game, deals: MatchDeals, players: Sequence[Player]) -> MatchDeals:
    """Apply the next action to ``game``: the cut or the deal from ``deals``, else the choice
    of the seat to act; the deals left for the next step."""
    if game.phase is Phase.CUT:
        cut, deals = deals.cut(PHRASE)
        game.apply(cut)
    elif game.phase in (Phase.DEAL, Phase.HAND_OVER):
        deal, deals = deals.deal(PHRASE)
        game.apply(deal)
    else:
        seat = game.actor
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)))
    return deals
