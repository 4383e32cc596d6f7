"""One side's picture of a deal shared with a friend: the engine plays the hand without knowing
the cards it must not know.

The engine deals from a whole deck (``Deal.deck``), and in a friend's match neither program
knows it until the hand is over (``shuffle.py``). Each side knows the cards shown to it, each at
its place in the deck (a card is shown by the masks of its place): its own ten, the upcard,
the cards it drew from the stock, every card thrown or laid out. :class:`HiddenDeck` fills
every other place with a stand-in, the cards this side has not seen in the full deck's order,
and :func:`replay` plays the hand's actions on that deck.

That is enough for the engine, because no action names a card its side has not been shown:
the other side's draws from the stock are ``DrawStock()``, its discards and knocks show their
cards (at their places) before they are played, and a take from the pile takes a card in
sight. So whichever stand-ins fill the unseen places, the actions stay legal, and this side's
view of the game (:meth:`Game.view`) is exactly the view the true deck gives it (a test plays
whole hands both ways). When a card is shown, the stand-ins move (:meth:`HiddenDeck.showing`)
and the hand is replayed; at the hand's end both sides reveal everything and the deck is the
true one.

Pure, like the engine: no I/O.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from ..engine import FULL_DECK, Action, Card, Deal, Game, RuleSet

__all__ = ["HiddenDeck", "ShownError", "replay"]


class ShownError(ValueError):
    """A card shown where it cannot be: at a place that showed another, or a card already
    seen at another place (the deal is spoiled: ``shuffle.py`` names who spoiled it)."""


@dataclass(frozen=True, slots=True)
class HiddenDeck:
    """The cards this side has seen, by their place in the deck (0 to 51, the engine's order)."""

    seen: Mapping[int, Card] = field(default_factory=lambda: MappingProxyType({}))

    def showing(self, place: int, card: Card) -> HiddenDeck:
        """This picture with ``card`` seen at ``place`` (the same again changes nothing)."""
        if not 0 <= place < len(FULL_DECK):
            raise ShownError(f"there is no place {place} in a deck")
        known = self.seen.get(place)
        if known == card:
            return self
        if known is not None:
            raise ShownError(f"place {place} showed the {known} and now the {card}")
        if card in self.seen.values():
            raise ShownError(f"the {card} was shown at another place")
        return HiddenDeck(MappingProxyType({**self.seen, place: card}))

    def showing_all(self, shown: Mapping[int, Card]) -> HiddenDeck:
        """This picture with every card of ``shown`` seen at its place."""
        picture = self
        for place, card in shown.items():
            picture = picture.showing(place, card)
        return picture

    def deck(self) -> tuple[Card, ...]:
        """The deck to deal: the cards seen at their places, the others in the full deck's
        order at the places not seen."""
        seen = set(self.seen.values())
        unseen = iter(card for card in FULL_DECK if card not in seen)
        return tuple(self.seen.get(place) or next(unseen) for place in range(len(FULL_DECK)))


def replay(rules: RuleSet, before: Sequence[Action], picture: HiddenDeck,
           hand: Sequence[Action]) -> Game:
    """The game after ``before`` (the match up to this hand's deal, the cut and the earlier
    hands as recorded), this hand dealt from ``picture``'s deck, and this hand's ``hand``
    actions played on it."""
    game = Game(rules)
    for action in before:
        game.apply(action)
    game.apply(Deal(picture.deck()))
    for action in hand:
        game.apply(action)
    return game
