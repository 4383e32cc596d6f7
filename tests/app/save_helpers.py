"""A real save to test with: a match played by two computer players for a number of actions."""

from __future__ import annotations

from collections.abc import Callable

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.player import memory_of
from ginrummy_desktop.app.match.deals import MatchDeals
from ginrummy_desktop.app.match.saves import MatchSave
from ginrummy_desktop.engine import Cut, Deal, Game, RuleSet
from tests.seeded_match import play_until


def played_save(
    actions: int = 80,
    seed: int = 7,
    rules: RuleSet | None = None,
    until: Callable[[Game], bool] | None = None,
) -> MatchSave:
    """A match of ``actions`` actions (or fewer, if it ends or ``until(game)`` holds first)
    with its chance steps from :class:`MatchDeals`, as the table plays them, and the computer
    seat's memory."""
    game = Game(rules or RuleSet())
    players = (make_player(Level.EASY, 1), make_player(Level.MEDIUM, 2))
    deals = play_until(
        game, MatchDeals.from_number(seed), players, "phrase 0",
        until=lambda game, _: len(game.history) >= actions or (until is not None and until(game)),
    )
    assert any(isinstance(a, Cut) for a in game.history)
    assert any(isinstance(a, Deal) for a in game.history)
    return MatchSave(game=game, deals=deals, level=Level.MEDIUM, player_seed=2,
                     memory=memory_of(players[1]))
