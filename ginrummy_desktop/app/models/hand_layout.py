"""The player's own order of their hand, and the meld grouping shown on the table.

This is presentation state: the engine's hand is a set of cards and knows no order. After each
apply the table calls :meth:`HandLayout.reconcile` with the engine's hand: cards that left are
dropped, a card that arrived goes to the right-hand end (where a player puts a card just drawn),
and every other card keeps the place the player gave it.

The grouping is the engine's best arrangement of the cards held (the lowest deadwood; for an
11-card hand, of all 11 cards). :meth:`clusters` splits the current order into runs of
neighbouring cards of one meld, so the table can leave a small gap between them.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...engine import Arrangement, Card, best_arrangement, best_discard

__all__ = ["MELD_COLOURS", "HandLayout"]

MELD_COLOURS = ("#4fc3f7", "#f06292", "#ba68c8", "#ffb74d")
"""The colour mark of the n-th suggested meld (cycling), on the cards and in the panel's list."""


class HandLayout:
    """An ordered hand with its suggested melds. Not a Qt object: plain, fast and testable."""

    def __init__(self, runs_only: bool = False) -> None:
        self._order: list[Card] = []
        self._runs_only = runs_only
        self._arrangement: Arrangement | None = None

    # --- the order ------------------------------------------------------------------------

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in the player's order, left to right."""
        return tuple(self._order)

    def __len__(self) -> int:
        return len(self._order)

    def __contains__(self, card: object) -> bool:
        return card in self._order

    def index_of(self, card: Card) -> int:
        """The position of ``card`` (ValueError if it is not held)."""
        return self._order.index(card)

    @property
    def runs_only(self) -> bool:
        """Whether only runs count as melds (a rules setting)."""
        return self._runs_only

    def set_runs_only(self, runs_only: bool) -> None:
        """Follow the rules' "runs only" setting when suggesting melds."""
        self._runs_only = runs_only
        self._arrangement = None

    def clear(self) -> None:
        """Forget every card (a new hand is about to be dealt)."""
        self._order.clear()
        self._arrangement = None

    def reconcile(self, hand: Iterable[Card]) -> tuple[Card, ...]:
        """Match the engine's ``hand``; return the cards that were added (at the right end)."""
        held = list(hand)
        wanted = set(held)
        before = len(self._order)
        self._order = [c for c in self._order if c in wanted]
        known = set(self._order)
        added = tuple(c for c in held if c not in known)
        if added or len(self._order) != before:
            self._arrangement = None
        self._order.extend(added)
        return added

    def follow(self, order: Iterable[Card]) -> bool:
        """Take ``order`` (a saved order) when it holds exactly the cards held, each once;
        False, and nothing changed, otherwise."""
        wanted = list(order)
        if len(wanted) != len(self._order) or set(wanted) != set(self._order):
            return False
        self._order = wanted
        return True

    def move(self, card: Card, index: int) -> None:
        """Move ``card`` so that it ends up at ``index`` (clamped to the hand)."""
        self._order.remove(card)
        index = max(0, min(index, len(self._order)))
        self._order.insert(index, card)

    def sort_by_rank(self) -> None:
        """Aces first, kings last; suits in the engine's order within a rank."""
        self._order.sort(key=lambda c: (c.rank, c.suit))

    def sort_by_suit(self) -> None:
        """Clubs, diamonds, hearts, spades; each suit from the ace up."""
        self._order.sort(key=lambda c: (c.suit, c.rank))

    def arrange_melds(self) -> None:
        """Put the suggested melds first, then the deadwood in the player's own order."""
        melded: list[Card] = []
        for meld in self.arrangement.melds:
            melded.extend(meld.cards)
        placed = set(melded)
        self._order = melded + [c for c in self._order if c not in placed]

    # --- the melds ------------------------------------------------------------------------

    @property
    def arrangement(self) -> Arrangement:
        """The best arrangement of the cards held (cached until the cards change)."""
        if self._arrangement is None:
            self._arrangement = best_arrangement(self._order, self._runs_only)
        return self._arrangement

    def meld_index(self, card: Card) -> int | None:
        """The index of the suggested meld holding ``card``, or None for deadwood."""
        for index, meld in enumerate(self.arrangement.melds):
            if card in meld.cards:
                return index
        return None

    @property
    def deadwood_points(self) -> int:
        """The deadwood of the cards held, every card counted (no discard taken off)."""
        return self.arrangement.deadwood_points

    def deadwood_after_discard(self, forbidden: Card | None = None) -> tuple[int, Card] | None:
        """For an 11-card hand: the least deadwood after one discard, and that discard."""
        if len(self._order) != 11:
            return None
        choice = best_discard(self._order, forbidden, self._runs_only)
        return choice.arrangement.deadwood_points, choice.card

    def clusters(self) -> list[tuple[Card, ...]]:
        """The order split into neighbours of one meld; each deadwood card stands alone."""
        result: list[list[Card]] = []
        previous: int | None = None
        for card in self._order:
            meld = self.meld_index(card)
            if result and meld is not None and meld == previous:
                result[-1].append(card)
            else:
                result.append([card])
            previous = meld
        return [tuple(cluster) for cluster in result]
