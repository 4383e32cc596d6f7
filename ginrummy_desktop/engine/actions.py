"""The actions of a hand, as frozen values. Legality is the game's business, not the action's.

So an action is not checked when it is made (``Discard(None)`` can be built): ``Game.is_legal``
answers False for a malformed one and ``Game.apply`` raises IllegalActionError, and
``record.action_to_json`` refuses one with GinRummyTypeError.

``Cut`` and ``Deal`` are chance steps: nobody chooses them, the table applies them. Given without
cards they are resolved from the game's random generator; the game records the resolved form
(the cut cards, the whole deck order) so that any game replays exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .melds import Meld

__all__ = [
    "Action",
    "BigGin",
    "Cut",
    "Deal",
    "Discard",
    "DrawStock",
    "Knock",
    "LayOff",
    "Pass",
    "TakeDiscard",
    "TakeUpcard",
]


@dataclass(frozen=True, slots=True)
class Cut:
    """Cut for the first dealer. ``cards`` are the cuts in pairs (seat 0's card, seat 1's card);
    every pair but the last ties in rank; the lower card of the last pair deals."""

    cards: tuple[Card, ...] | None = None


@dataclass(frozen=True, slots=True)
class Deal:
    """Shuffle and deal. ``deck`` is the order cards leave the deck: 10 each, one at a time,
    the non-dealer first; then the upcard; the rest is the stock, ``deck[21]`` on top."""

    deck: tuple[Card, ...] | None = None


@dataclass(frozen=True, slots=True)
class TakeUpcard:
    """Take the first upcard during the upcard offer."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline: the upcard during the offer, or the last discard at the wall (50th-card rule)."""


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Draw the top card of the stock."""


@dataclass(frozen=True, slots=True)
class TakeDiscard:
    """Take the top card of the discard pile."""


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard ``card`` face up and end the turn."""

    card: Card


@dataclass(frozen=True, slots=True)
class Knock:
    """Discard ``card`` face down and end the hand; gin when the rest has no deadwood.

    ``melds`` optionally fixes the arrangement laid on the table: a list or tuple of
    :class:`Meld`, checked by ``Game.is_legal`` (disjoint, held after the discard, within the
    rules and the knock limit); by default the engine lays out the least-deadwood arrangement
    chosen from the knocker's side only (never from the defender's hidden cards: see
    :mod:`.showdown`).
    """

    card: Card
    melds: tuple[Meld, ...] | None = None


@dataclass(frozen=True, slots=True)
class BigGin:
    """Declare big gin: all 11 cards in melds right after drawing, no discard."""


@dataclass(frozen=True, slots=True)
class LayOff:
    """The defender's showdown step: lay out melds and lay off (the engine plays it optimally)."""


Action = (
    Cut | Deal | TakeUpcard | Pass | DrawStock | TakeDiscard | Discard | Knock | BigGin | LayOff
)
