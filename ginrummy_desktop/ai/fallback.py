"""The last-resort player: :class:`FallbackPlayer` keeps a game going when the chosen player
fails (raises, answers something that is not a legal action, or never answers).

It plays the first legal action, except that for a plain discard it throws its highest
deadwood card rather than the first card. It does not play well; it is legal, instant and
needs no memory, so the table can always use it.
"""

from __future__ import annotations

from ..engine import Action, Discard, PlayerView, best_arrangement

__all__ = ["FallbackPlayer"]


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
