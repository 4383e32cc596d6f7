"""The autopilot: a computer player plays the user's seat through the table's own commands.

It is what the self-test, the kill test and demos use to play the real window without a
person: each time the table waits for the user, it asks its player for a move on the user's
view and plays it with the same presenter commands the buttons and keys call (select a card and
discard it, knock, lay off, Next hand). So everything a person's move goes through (the
controller's legality check, the turn machine, the table's animation, the autosave) is
exercised. A refused move is counted in ``refused`` and replaced by the first legal action, so
the autopilot can never stall a game.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, Signal

from ...ai.player import Player
from ...engine import (
    Action,
    BigGin,
    Discard,
    DrawStock,
    Knock,
    LayOff,
    Pass,
    Phase,
    TakeDiscard,
    TakeUpcard,
)
from ..seats.seat import Seat
from .main_window import MainWindow

__all__ = ["Autopilot"]

_log = logging.getLogger(__name__)


class Autopilot(QObject):
    """Plays ``window``'s user seat with ``player`` (see the module docstring).

    ``pace_ms``: the pause before each move. ``new_games``: after a game ends, start the next
    (for endless play). Signals: ``hand_over(int)`` with the number of hands scored (a
    listener that calls :meth:`stop` leaves the table at that hand's end), ``game_over()``.
    Counters: ``actions`` (moves played), ``refused`` (moves the table refused).
    """

    hand_over = Signal(int)
    game_over = Signal()

    def __init__(
        self,
        window: MainWindow,
        player: Player,
        *,
        pace_ms: int = 0,
        new_games: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent if parent is not None else window)
        self.window = window
        self.player = player
        self.new_games = new_games
        self.actions = 0
        self.refused = 0
        self._running = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(max(0, pace_ms))
        self._timer.timeout.connect(self._step)
        window.session.actor_changed.connect(self._on_actor)

    def start(self) -> None:
        """Begin playing (at once, if the table is already waiting for the user)."""
        self._running = True
        self._timer.start()

    def stop(self) -> None:
        """Stop playing; the table is left as it is."""
        self._running = False
        self._timer.stop()

    def _on_actor(self, actor: object) -> None:
        if self._running and actor is Seat.USER:
            self._timer.start()

    def _step(self) -> None:
        window = self.window
        match = window.session
        if not self._running or not match.has_game:
            return
        if not match.is_settled or window.scene.busy or match.actor is not Seat.USER:
            return  # actor_changed comes again when the table is at rest
        phase = match.phase
        if phase is Phase.GAME_OVER:
            self.game_over.emit()
            if self.new_games:
                window.session.new_game()
            return
        if phase is Phase.HAND_OVER:
            self.hand_over.emit(len(match.game.results))
            if self._running:  # a listener of hand_over may have stopped it at this hand
                window.session.next_hand()
            return
        self._play(self.player.choose(match.view()))

    def _play(self, action: Action) -> None:
        if self._command(action):
            self.actions += 1
            return
        self.refused += 1
        _log.warning("the table refused the autopilot's move %r", action)
        view = self.window.session.view()
        if view.legal_actions and self.window.session.play(view.legal_actions[0]):
            self.actions += 1

    def _command(self, action: Action) -> bool:
        """Play ``action`` with the command a person would use for it."""
        presenter = self.window.presenter
        match action:
            case TakeUpcard() | TakeDiscard():
                return presenter.take_upcard()
            case DrawStock():
                return presenter.draw_stock()
            case Pass():
                return presenter.pass_upcard()
            case Discard(card=card):
                presenter.select(card)
                return presenter.discard_selected()
            case Knock(card=card):
                presenter.select(card)
                return presenter.knock()
            case BigGin():
                return presenter.gin()
            case LayOff():
                return presenter.lay_off()
        return False
