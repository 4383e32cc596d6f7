"""The two seats at the table, named once for the whole program.

The engine numbers its seats 0 and 1 and knows nothing of who sits where. The program seats the
user at 0 and the computer opponent at 1; :class:`Seat` is that one fact. A ``Seat`` is an
``IntEnum``, so it *is* the engine's number (``game.actor == Seat.USER``, ``sheet.totals[Seat
.OPPONENT]``) and reads as what it means everywhere else.

Whom the table waits for is also said with a seat: :attr:`GameController.actor` is
``Seat.USER`` whenever the user is to act, and also when nobody is (the hand is over and the
user deals the next one, or the match is over); the table's snapshot adds one state of its own,
the cards still moving (``commands.Turn``).
"""

from __future__ import annotations

import enum

__all__ = ["Seat"]


class Seat(enum.IntEnum):
    """A seat at the table: its engine number."""

    USER = 0
    OPPONENT = 1

    @property
    def other(self) -> Seat:
        """The seat across the table."""
        return Seat.OPPONENT if self is Seat.USER else Seat.USER
