"""What Undo may take back: only a slip whose undoing shows the player nothing new.

Allowed, and only as the very last thing that happened at the table:

* taking the upcard or the top of the discard pile, before discarding (the card was face up);
* a discard the computer has not yet answered (the card was the player's own);
* a reorder of the hand (presentation only; handled by the window).

Never: a draw from the stock (the card drawn would go back on top, known: the stock's order
would leak), a knock or gin (the computer's cards are shown at the showdown), anything once the
hand is settled, anything after the computer has acted, and nothing else either (a pass of the
upcard is a decision, not a slip, and the offer moves on at once). A hand in which Undo was
used counts as *assisted* in the statistics.

No widgets (only Qt's translation functions): the rules of Undo are tested without a display.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...engine import Action, Discard, DrawStock, Knock, Pass, Phase, TakeDiscard, TakeUpcard
from ..seats.seat import Seat
from ..words.cards import card_text

__all__ = ["UndoOption", "undo_option"]



@dataclass(frozen=True, slots=True)
class UndoOption:
    """What Undo would do now: ``what`` names it ("your discard of 9♠") for the menu, or
    ``reason`` says why nothing may be undone (``possible`` is False)."""

    possible: bool
    what: str = ""
    reason: str = ""


def undo_option(
    history: Sequence[Action], seats: Sequence[int | None], phase: Phase, *, allowed: bool
) -> UndoOption:
    """Whether the last action (by ``seats[-1]``; None for a chance step) may be taken back,
    the table now being in ``phase``."""
    if not allowed:
        return UndoOption(False, reason=QCoreApplication.translate(
            "Undo", "Undo is off: turn it on in Settings ▸ Game."))
    if not history or seats[-1] is None:
        return UndoOption(False, reason=QCoreApplication.translate(
            "Undo", "Nothing of yours to undo in this hand yet."))
    if seats[-1] != Seat.USER:
        return UndoOption(False, reason=QCoreApplication.translate(
            "Undo", "The computer has moved since your last move."))
    if phase in (Phase.SHOWDOWN, Phase.HAND_OVER, Phase.GAME_OVER):
        return UndoOption(False, reason=QCoreApplication.translate(
            "Undo", "The hand has been settled: its cards were shown."))
    return _option_for(history[-1])


def _option_for(action: Action) -> UndoOption:
    match action:
        case TakeUpcard() | TakeDiscard():
            return UndoOption(True, what=QCoreApplication.translate(
                "Undo", "taking the card from the pile"))
        case Discard(card=card):
            return UndoOption(True, what=QCoreApplication.translate(
                "Undo", "your discard of {card}").format(card=card_text(card)))
        case DrawStock():
            return UndoOption(False, reason=QCoreApplication.translate(
                "Undo", "A card drawn from the stock cannot be taken back: "
                "it would show the order of the stock."))
        case Knock():
            return UndoOption(False, reason=QCoreApplication.translate(
                "Undo", "A knock cannot be taken back."))
        case Pass():
            return UndoOption(False, reason=QCoreApplication.translate(
                "Undo", "Passing the upcard cannot be taken back."))
    return UndoOption(False, reason=QCoreApplication.translate(
        "Undo", "This move cannot be taken back."))
