"""Twin games: a position played on twice, side by side, by two sets of players that must agree.

A player restored from its saved memory must decide exactly as the one it was saved from. The
tests show it by copying a game in progress and letting the original players play on in the
game and the restored ones in the copy: every decision must be the same, to the end.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence

from ginrummy_desktop.ai.match import decisions
from ginrummy_desktop.engine import Action, Game, PlayerView

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
