"""What one seat knows about the hand in play, read from its view and kept as card masks.

Everything here is public information (the view's own fields), so a player built on it is honest
by construction. The useful derived facts:

* *dead* cards: buried in the discard pile (below the top card). Nobody can use them again this
  hand, so a meld that needs one is impossible.
* the opponent's *known* cards: taken from the pile and not thrown since.
* cards the opponent *declined*: every card this seat threw that the opponent did not take (it was
  offered to them as the top of the pile), and the first upcard if they passed it. A player who
  declines a card usually holds nothing that melds with it.
* *unseen* cards: not in this hand, not in the pile and not known in the opponent's hand; each is
  either in the stock or among the opponent's hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Card, PlayerView, cards_to_mask
from .hands import FULL

__all__ = ["TableKnowledge"]


@dataclass(frozen=True, slots=True)
class TableKnowledge:
    """One seat's knowledge of the hand in play (masks of card indices; -1 means no card)."""

    hand: int
    top: int
    pile: int
    dead: int
    opponent_known: int
    opponent_picked: int
    opponent_thrown: int
    opponent_declined: int
    unseen: int
    opponent_hidden: int
    stock_size: int
    forbidden: int
    knock_limit: int
    runs_only: bool
    turn: int
    my_score: int
    opponent_score: int
    target: int

    @classmethod
    def from_view(cls, view: PlayerView) -> TableKnowledge:
        """Read the knowledge of ``view.seat`` from its view."""
        me, opp = view.seat, view.opponent
        hand = cards_to_mask(view.hand)
        pile = cards_to_mask(view.discard_pile)
        top = view.upcard.index if view.upcard is not None else -1
        known = cards_to_mask(view.opponent_known)
        scores = view.scores
        return cls(
            hand=hand,
            top=top,
            pile=pile,
            dead=pile & ~(1 << top) if top >= 0 else pile,
            opponent_known=known,
            opponent_picked=cards_to_mask(view.picked[opp]),
            opponent_thrown=cards_to_mask(view.thrown[opp]),
            opponent_declined=_declined_by_opponent(view),
            unseen=FULL & ~hand & ~pile & ~known,
            opponent_hidden=max(0, view.opponent_hand_size - known.bit_count()),
            stock_size=view.stock_size,
            forbidden=_forbidden_index(view),
            knock_limit=view.knock_limit,
            runs_only=view.rules.runs_only,
            turn=len(view.thrown[me]) + len(view.thrown[opp]),
            my_score=scores[me],
            opponent_score=scores[opp],
            target=view.rules.target,
        )

    @property
    def live(self) -> int:
        """Cards that may still reach this hand or the opponent's: unseen, or the top card."""
        return self.unseen | (1 << self.top) if self.top >= 0 else self.unseen


def _declined_by_opponent(view: PlayerView) -> int:
    opp = view.opponent
    offered: list[Card] = list(view.thrown[view.seat])
    if view.passed_upcard[opp] and view.first_upcard is not None:
        offered.append(view.first_upcard)
    taken = set(view.picked[opp])
    return cards_to_mask(c for c in offered if c not in taken)


def _forbidden_index(view: PlayerView) -> int:
    card = view.may_not_discard
    if card is None or view.rules.may_discard_taken_card:
        return -1
    return card.index
