"""Another kind of opponent is one new seat class and its factory (``seats/seat.py``).

The seat below is written here, in the test, and nowhere in the program: the session is given
its factory and plays a whole hand against it, asks it to warm up and seats a new player in it,
without knowing anything of it but the :class:`OpponentSeat` protocol.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QSettings, QTimer, Signal
from pytestqt.qtbot import QtBot

from ginrummy_desktop.ai.levels import Level
from ginrummy_desktop.app.seats.opponent import Opponent
from ginrummy_desktop.app.seats.seat import OpponentSeat, Seat
from ginrummy_desktop.app.session import MatchSession
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.engine import Action, Phase, PlayerView

WAIT_MS = 10_000


class FirstLegalSeat(QObject):
    """A trivial opponent: it plays the first legal action of every view it is shown, on the
    next turn of the event loop; it keeps what the session asked of it."""

    decided = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, opponent: Opponent, parent: QObject) -> None:
        super().__init__(parent)
        self.seated = [opponent]
        self.warmed = 0
        self.played: list[Action] = []
        self._last = 0
        self._current: int | None = None

    def request(self, view: PlayerView) -> int:
        self._last += 1
        self._current = number = self._last
        action = view.legal_actions[0]
        QTimer.singleShot(0, self, lambda: self._answer(number, action))
        return number

    def _answer(self, number: int, action: Action) -> None:
        if number == self._current:
            self._current = None
            self.played.append(action)
            self.decided.emit(number, action)

    def cancel(self) -> None:
        self._current = None

    def is_busy(self) -> bool:
        return self._current is not None

    def restart(self) -> None:
        self._current = None

    def shutdown(self) -> None:
        self._current = None

    def sit(self, opponent: Opponent) -> None:
        self.seated.append(opponent)

    def warm_up(self) -> None:
        self.warmed += 1


def test_the_session_plays_a_hand_against_a_seat_kind_it_does_not_know(
    qtbot: QtBot, tmp_path: Path
) -> None:
    made: list[FirstLegalSeat] = []

    def factory(opponent: Opponent, parent: QObject) -> OpponentSeat:
        made.append(FirstLegalSeat(opponent, parent))
        return made[-1]

    store = SettingsStore(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    session = MatchSession(store, AppPaths.under(tmp_path / "data"), seed=11,
                           seat_factory=factory)
    try:
        assert len(made) == 1 and session.seat is made[0]
        seat = made[0]
        session.warm_up()
        assert seat.warmed == 1
        session.new_game()
        for _ in range(300):
            qtbot.waitUntil(lambda: session.actor == Seat.USER and session.is_settled,
                            timeout=WAIT_MS)
            if session.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                break
            assert session.play(session.view().legal_actions[0])
        assert session.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
        theirs = [a for s, a in zip(session.controller.seats, session.game.history, strict=True)
                  if s == Seat.OPPONENT]
        assert theirs and theirs == seat.played  # every move of theirs came from this seat
        session.set_level(Level.HARD)
        assert seat.seated[-1].level is Level.HARD and len(made) == 1  # seated, not remade
    finally:
        session.close()
