"""The computer opponent for the table: a level from ``ai/levels.py``, and a tiny fallback.

:class:`FallbackPlayer` is the last resort when the chosen player fails or answers with an
illegal move: it plays the first legal action, except that it discards its highest deadwood
card rather than the first card. It keeps a game going; it does not play well.
"""

from __future__ import annotations

from ..ai import Player
from ..ai.levels import Level, make_player
from ..engine import Action, Discard, PlayerView, RuleSet, best_arrangement

__all__ = ["FallbackPlayer", "make_opponent"]


def make_opponent(difficulty: int, seed: int, rules: RuleSet | None = None) -> Player:
    """The computer player of ``difficulty`` (1 Beginner .. 5 Expert)."""
    return make_player(Level(difficulty), seed, rules)


class FallbackPlayer:
    """A legal, simple player (see the module docstring)."""

    name = "Fallback"

    def choose(self, view: PlayerView) -> Action:
        """The first legal action; for a plain discard, the highest deadwood card."""
        legal = view.legal_actions
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards and all(isinstance(a, Discard) for a in legal[: len(discards)]):
            return self._best_discard(view, discards)
        return legal[0]

    @staticmethod
    def _best_discard(view: PlayerView, discards: list[Discard]) -> Action:
        deadwood = set(best_arrangement(view.hand, view.rules.runs_only).deadwood)
        loose = [d for d in discards if d.card in deadwood] or discards
        return max(loose, key=lambda d: (d.card.points, d.card))
