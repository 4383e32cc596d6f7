"""The table's short sentences: why a move is refused, and what just happened (the status line).

The refusals are what the command rows (``app/commands.py``) and the drop policy answer when a
move may not be made now; the status sentences are the presenter's notes as the cards move
("The computer discards the nine of spades."). Cards are named in full here ("the king of
diamonds", :func:`.cards.spoken_name`), as a sentence reads aloud, except where the user must
recognise a card on the table at a glance ("K♦").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType

from ...engine import Card, Phase
from .cards import card_text, spoken_name

__all__ = [
    "COMPUTERS_TURN",
    "DEADWOOD_TOO_HIGH",
    "DEADWOOD_TOO_HIGH_WITH_CARD",
    "HAND_IS_OVER",
    "HAND_NOT_OVER",
    "HINTS_OFF",
    "HINT_BUSY",
    "HINT_NOT_NOW",
    "NOTHING_TO_UNDO",
    "NOT_NOW",
    "NO_GAME",
    "NO_GIN",
    "OWN_MELDS",
    "PHASE_REFUSALS",
    "SELECT_FIRST",
    "UPCARD_PASSED",
    "WAIT_FOR_CARDS",
    "WALL_REACHED",
    "best_melds_instead",
    "computer_discards",
    "cut_text",
    "dealt_text",
    "knock_caption",
    "knocked_text",
    "laid_off_text",
    "may_not_throw_back",
    "selected_text",
    "stock_caption",
]

# --- refusals ------------------------------------------------------------------------------

NO_GAME = "There is no game yet."
HAND_IS_OVER = "The hand is over."
COMPUTERS_TURN = "It is the computer's turn."
WAIT_FOR_CARDS = "Wait for the cards to settle."
NOT_NOW = "That is not allowed now."
SELECT_FIRST = "Select a card first: click it, or use the arrow keys."
DEADWOOD_TOO_HIGH = "Your deadwood is too high to knock."
DEADWOOD_TOO_HIGH_WITH_CARD = "Your deadwood would be too high to knock with that card."
NO_GIN = "No gin yet."
HAND_NOT_OVER = "The hand is not over yet."
HINTS_OFF = "Hints are off: turn them on in Settings ▸ Game."
HINT_NOT_NOW = "A hint is for your turn."
HINT_BUSY = "A hint is being worked out."
NOTHING_TO_UNDO = "Nothing to undo."

PHASE_REFUSALS: Mapping[Phase, str] = MappingProxyType({
    Phase.UPCARD_OFFER: "First take the upcard (U) or pass (P).",
    Phase.DRAW: "Draw a card first.",
    Phase.DISCARD: "You have drawn: now discard a card (or knock).",
    Phase.SHOWDOWN: "First finish the showdown (L).",
})
"""Why a move of another phase is refused on the user's turn, by the phase in play."""


def may_not_throw_back(card: Card) -> str:
    """The card just taken from the pile may not go straight back."""
    return f"You may not throw back the {card_text(card)} you just took."


# --- the status line -----------------------------------------------------------------------

UPCARD_PASSED = "The computer passes the upcard."
WALL_REACHED = "Two cards left in the stock: the last discard may be taken only to knock."
OWN_MELDS = "your melds as you arranged them"
"""What a knock of the user's laid out when their own melds were allowed."""


def best_melds_instead(own_deadwood: int) -> str:
    """What a knock of the user's laid out when their own melds were not allowed."""
    return f"the best melds (yours would leave {own_deadwood} deadwood)"


def selected_text(card: Card) -> str:
    return f"Selected the {spoken_name(card)}."


def cut_text(mine: Card, theirs: Card, user_deals: bool) -> str:
    dealer = "you deal" if user_deals else "the computer deals"
    return f"You cut the {spoken_name(mine)}, the computer the {spoken_name(theirs)}: {dealer}."


def dealt_text(number: int, user_dealt: bool) -> str:
    return f"Hand {number}: {'you dealt' if user_dealt else 'the computer dealt'}."


def computer_discards(card: Card) -> str:
    return f"The computer discards the {spoken_name(card)}."


def knocked_text(
    by_user: bool, deadwood: int, gin: bool, big_gin: bool, laid_out: str = ""
) -> str:
    """"You knocked with 8 deadwood, laying out your melds as you arranged them." and the
    like; ``laid_out`` (the user's knocks only) says whose melds went on the table."""
    who = "You" if by_user else "The computer"
    laying = f", laying out {laid_out}" if laid_out and by_user else ""
    if gin or big_gin:
        verb = "go" if by_user else "goes"
        return f"{who} {verb} {'big gin' if big_gin else 'gin'}{laying}!"
    return f"{who} knocked with {deadwood} deadwood{laying}."


def laid_off_text(by_user: bool, cards: Sequence[Card]) -> str:
    who = "You lay" if by_user else "The computer lays"
    return f"{who} off the {', '.join(spoken_name(card) for card in cards)}."


def stock_caption(count: int) -> str:
    return f"Stock · {count}" if count else "Stock"


def knock_caption(limit: int) -> str:
    return f"Knock · {limit} or less" if limit else "Gin only"
