"""What one seat may know: the immutable :class:`PlayerView` handed to players and the table.

A view never holds the opponent's hidden cards or the order of the stock. It does hold
everything public: the discard pile in order, every card each seat took from the pile (the
upcard included) and every card each seat threw, which seats passed the first upcard, the
stock size, the score sheet, and after a knock the cards laid on the table.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NoReturn

from .actions import Action
from .cards import Card
from .errors import missing_member
from .melds import Arrangement
from .rules import RuleSet
from .scoring import ScoreSheet
from .showdown import Settlement

__all__ = ["Phase", "PlayerView"]


class Phase(enum.Enum):
    """The phases of a game. CUT once; then per hand DEAL, UPCARD_OFFER, DRAW and DISCARD in
    turn, SHOWDOWN after a knock, HAND_OVER (also after a dead hand); GAME_OVER at the end."""

    CUT = "cut for dealer"
    DEAL = "deal"
    UPCARD_OFFER = "upcard offer"
    DRAW = "draw"
    DISCARD = "discard"
    SHOWDOWN = "showdown"
    HAND_OVER = "hand over"
    GAME_OVER = "game over"

    @classmethod
    def _missing_(cls, value: object) -> NoReturn:
        """``cls(value)`` with no such member: the engine's own error (errors.missing_member)."""
        raise missing_member(cls, value)


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Seat ``seat``'s knowledge of the game at one moment.

    ``legal_actions`` is empty unless this seat is to act. ``picked`` and ``thrown`` are
    indexed by seat. ``may_not_discard`` is the card this seat just took from the pile (it may
    not go straight back, unless the rules allow it). ``knocker_arrangement`` is shown from the
    knock on; ``settlement`` (both hands, lay-offs, points) once the defender has laid off.
    Made by :meth:`Game.view`; the constructor does not check the parts.
    """

    seat: int
    phase: Phase
    actor: int | None
    legal_actions: tuple[Action, ...]
    hand: tuple[Card, ...]
    discard_pile: tuple[Card, ...]
    stock_size: int
    opponent_hand_size: int
    picked: tuple[tuple[Card, ...], tuple[Card, ...]]
    thrown: tuple[tuple[Card, ...], tuple[Card, ...]]
    passed_upcard: tuple[bool, bool]
    first_upcard: Card | None
    dealer: int | None
    hand_number: int
    knock_limit: int
    multiplier: int
    may_not_discard: Card | None
    at_wall: bool
    discard_draws: int
    rules: RuleSet
    sheet: ScoreSheet
    knocker: int | None
    knocker_arrangement: Arrangement | None
    settlement: Settlement | None

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def upcard(self) -> Card | None:
        """The top of the discard pile."""
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def opponent_known(self) -> tuple[Card, ...]:
        """Cards the opponent is known to hold: taken from the pile and not thrown since."""
        thrown = set(self.thrown[self.opponent])
        return tuple(c for c in self.picked[self.opponent] if c not in thrown)

    @property
    def scores(self) -> tuple[int, int]:
        """Hand points so far in the first (or only) column."""
        return self.sheet.columns[0].hand_points
