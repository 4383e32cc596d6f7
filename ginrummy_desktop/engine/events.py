"""What happened: the events :meth:`Game.apply` returns, for the table to animate and log.

Events describe the true state and may name cards a seat cannot see (the card drawn from the
stock, the dealt hands). A presenter shows each seat only what it may know; players never see
events at all, only their :class:`PlayerView`.

Events are results the engine makes: their constructors do not check the parts.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .melds import Arrangement
from .scoring import HandResult, ScoreSheet
from .showdown import Settlement

__all__ = [
    "CardDiscarded",
    "DealerChosen",
    "DiscardTaken",
    "Event",
    "GameOver",
    "HandDealt",
    "HandEnded",
    "Knocked",
    "ShowdownSettled",
    "StockDrawn",
    "UpcardPassed",
    "UpcardTaken",
    "WallReached",
]


@dataclass(frozen=True, slots=True)
class DealerChosen:
    """The cut: ``cuts`` in pairs (seat 0's, seat 1's); the lower card of the last pair deals."""

    cuts: tuple[Card, ...]
    dealer: int


@dataclass(frozen=True, slots=True)
class HandDealt:
    """A new hand: both hands of ten, the upcard, the stock size and the hand's knock limit."""

    number: int
    dealer: int
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    upcard: Card
    stock_size: int
    knock_limit: int
    multiplier: int


@dataclass(frozen=True, slots=True)
class UpcardTaken:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class UpcardPassed:
    seat: int


@dataclass(frozen=True, slots=True)
class StockDrawn:
    """``card`` is secret from the other seat."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class DiscardTaken:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class CardDiscarded:
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class WallReached:
    """Two cards left in the stock under the 50th-card rule: ``seat`` may take the last discard
    only to knock."""

    seat: int


@dataclass(frozen=True, slots=True)
class Knocked:
    """``seat`` knocked (or went gin / big gin) and laid out ``arrangement``; ``card`` is the
    face-down discard (None for big gin)."""

    seat: int
    card: Card | None
    arrangement: Arrangement
    is_gin: bool
    is_big_gin: bool


@dataclass(frozen=True, slots=True)
class ShowdownSettled:
    """The defender laid out their melds and lay-offs; the hand is scored."""

    defender: int
    settlement: Settlement


@dataclass(frozen=True, slots=True)
class HandEnded:
    result: HandResult
    sheet: ScoreSheet


@dataclass(frozen=True, slots=True)
class GameOver:
    sheet: ScoreSheet


Event = (
    DealerChosen
    | HandDealt
    | UpcardTaken
    | UpcardPassed
    | StockDrawn
    | DiscardTaken
    | CardDiscarded
    | WallReached
    | Knocked
    | ShowdownSettled
    | HandEnded
    | GameOver
)
