"""Twin games: a position played on twice, side by side, by two sets of players that must agree.

* A player restored from its saved memory must decide exactly as the one it was saved from. The
  tests show it by copying a game in progress and letting the original players play on in the
  game and the restored ones in the copy: every decision must be the same, to the end
  (:func:`play_twins`).
* A player must decide on what its view shows, never on cards it cannot see. The tests show it
  by dealing two decks that differ only in such cards (:func:`deal_twins`) and playing the two
  games in step against an opponent that shows the same whatever it holds: whenever the
  player's two views are equal, its two decisions must be (:func:`play_twin_decks`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence

from ginrummy_desktop.ai.match import decisions
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.engine import (
    PRESETS,
    Action,
    Card,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Game,
    Pass,
    Phase,
    PlayerView,
)

Chooser = Callable[[PlayerView], Action]
"""A seat's way of choosing: a player's ``choose``, or a fixed rule such as the last legal
action."""


def last_legal(view: PlayerView) -> Action:
    """A seat that always plays its last legal action (a fixed opponent for the twins)."""
    return view.legal_actions[-1]


def play_twins(game: Game, originals: Sequence[Chooser], twins: Sequence[Chooser]) -> int:
    """Play ``game`` to its end with ``originals`` (by seat) and a copy of it, as it stands now,
    with ``twins``; assert that each decision of the copy is the original's. Returns how many
    decisions were compared."""
    twin = copy.deepcopy(game)
    compared = 0
    for (seat, view), (twin_seat, twin_view) in zip(decisions(game), decisions(twin),
                                                     strict=True):
        assert seat == twin_seat
        action = originals[seat](view)
        assert twins[seat](twin_view) == action, f"decision {compared} differs"
        game.apply(action)
        twin.apply(action)
        compared += 1
    return compared


# --- twin decks -------------------------------------------------------------------------------

TESTED, OPPONENT = 0, 1
"""The seats of the twin decks: the player under test plays first, the opponent deals."""
CUT = Cut((Card.parse("Kc"), Card.parse("2c")))  # seat 1 cuts lower and deals
OPPONENT_POSITIONS = [i for i in range(20) if i % 2 == 1]
"""Where the opponent's cards are in a deck: the dealer gets the second card, the fourth, ..."""
IN_PLAY = (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD)


class StockOnlyOpponent:
    """Passes the upcard, draws from the stock and throws the card it drew; never knocks.

    What it shows the table depends only on the stock order, never on its own hand.
    """

    name = "stock only"

    def __init__(self) -> None:
        self.before: frozenset[Card] = frozenset()

    def choose(self, view: PlayerView) -> Action:
        if view.phase is Phase.DISCARD:
            (drawn,) = set(view.hand) - self.before
            return Discard(drawn)
        self.before = frozenset(view.hand)
        return DrawStock() if DrawStock() in view.legal_actions else Pass()


def bottom_swapped(deck: Sequence[Card]) -> list[Card]:
    """``deck`` with the opponent's first two cards traded with the last two of the stock
    (cards never drawn before the wall)."""
    other = list(deck)
    for hand_position, stock_position in zip(OPPONENT_POSITIONS[:2], (50, 51), strict=True):
        other[hand_position], other[stock_position] = other[stock_position], other[hand_position]
    return other


def deal_twins(decks: tuple[Sequence[Card], Sequence[Card]]) -> tuple[Game, Game]:
    """Two games of the standard rules, one dealt each deck, the opponent (seat 1) dealing."""
    games = (Game(PRESETS["standard"], seed=0), Game(PRESETS["standard"], seed=0))
    for game, deck in zip(games, decks, strict=True):
        game.apply(CUT)
        game.apply(Deal(tuple(deck)))
    return games


def play_twin_decks(games: tuple[Game, Game], players: tuple[Player, Player]) -> int:
    """Play the two ``games`` (:func:`deal_twins`) in step, ``players[i]`` in seat 0 of
    ``games[i]`` against a :class:`StockOnlyOpponent` of its own, while the hand is in play and
    the same seat acts in both; assert that the players decide alike on equal views, and stop at
    the first views that differ. Returns how many decisions were compared."""
    opponents = (StockOnlyOpponent(), StockOnlyOpponent())
    compared = 0
    while games[0].phase in IN_PLAY and games[1].phase in IN_PLAY:
        if games[0].actor != games[1].actor:
            break
        if games[0].actor == OPPONENT:
            for game, opponent in zip(games, opponents, strict=True):
                game.apply(opponent.choose(game.view(OPPONENT)))
            continue
        views = (games[0].view(TESTED), games[1].view(TESTED))
        if views[0] != views[1]:
            break
        actions = (players[0].choose(views[0]), players[1].choose(views[1]))
        assert actions[0] == actions[1], (
            f"{players[0].name}: equal views at {views[0].phase}, choices {actions}")
        compared += 1
        for game, action in zip(games, actions, strict=True):
            game.apply(action)
    return compared
