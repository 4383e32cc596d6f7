"""The two seats at the table, named once for the whole program.

The engine numbers its seats 0 and 1 and knows nothing of who sits where. The program seats the
user at 0 and the computer opponent at 1; :class:`Seat` is that one fact. A ``Seat`` is an
``IntEnum``, so it *is* the engine's number (``game.actor == Seat.USER``, ``sheet.totals[Seat
.OPPONENT]``) and reads as what it means everywhere else.

Whom the table waits for is also said with a seat: :attr:`GameController.actor` is
``Seat.USER`` whenever the user is to act, and also when nobody is (the hand is over and the
user deals the next one, or the match is over); the table's snapshot adds one state of its own,
the cards still moving (``commands.Turn``).

Whoever sits in the opponent's seat is asked for its moves through :class:`OpponentSeat`: the
controller holds one and knows nothing else of it, and the session makes it with the
:data:`SeatFactory` it is given. The program's seat is the computer thinking in a process of its
own (``process_seat.ProcessSeat``, made by ``process_seat.computer_seat``); the tests also sit
``thread_seat.ThreadSeat``, a player in a thread of the table's process. Another kind of
opponent (a friend on another computer) is one new seat class and its factory.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, SignalInstance

from ...engine import PlayerView

if TYPE_CHECKING:
    from .opponent import Opponent

__all__ = ["OpponentSeat", "Seat", "SeatFactory"]


class Seat(enum.IntEnum):
    """A seat at the table: its engine number."""

    USER = 0
    OPPONENT = 1

    @property
    def other(self) -> Seat:
        """The seat across the table."""
        return Seat.OPPONENT if self is Seat.USER else Seat.USER


class OpponentSeat(Protocol):
    """What the controller asks of the opponent's seat.

    ``request(view)`` asks for a move in the position ``view`` (what that seat may know) and
    returns the request's id; the answer comes later, in the GUI thread, as ``decided(id,
    action)`` or ``failed(id, message)``, for the current request only (an earlier one, or one
    cancelled, is never answered). ``is_busy()`` says whether an answer is awaited;
    ``restart()`` gives up on a seat that does not answer (the controller's watchdog) and
    makes it ready for the next request; ``shutdown()`` ends it for good. The controller never
    trusts an answer: it checks it with the engine and plays a fallback move instead of a bad
    one.

    The session asks two more things: ``sit(opponent)`` when another player takes the seat (a
    new level, a resumed match; the controller then asks again), and ``warm_up()`` once the
    table is painted, to start whatever the seat needs in the background (a process, a
    connection) so that the first request does not wait for it.
    """

    @property
    def decided(self) -> SignalInstance: ...

    @property
    def failed(self) -> SignalInstance: ...

    def request(self, view: PlayerView) -> int: ...

    def cancel(self) -> None: ...

    def is_busy(self) -> bool: ...

    def restart(self) -> None: ...

    def shutdown(self) -> None: ...

    def sit(self, opponent: Opponent) -> None: ...

    def warm_up(self) -> None: ...


SeatFactory = Callable[["Opponent", QObject], OpponentSeat]
"""Makes the opponent's seat for a match: given the match's first opponent and the seat's Qt
parent (the session)."""
