"""The game controller: owns the :class:`Game`, is the only caller of ``apply()``.

The controller turns engine events into Qt signals and keeps the table honest:

* the human (seat 0) acts through :meth:`GameController.play`, which the engine re-checks;
* the computer (seat 1) is asked through the :class:`AiRunner` (a worker thread) and its answer
  is applied after a short GUI-thread pause, so a person can follow the game;
* chance steps (the cut, the deal) are applied here; a new hand is dealt when the user asks
  (:meth:`deal_next_hand`), so the showdown stays on the table until then.

The table is given time to animate: after each apply the controller asks its *rest gate*
whether cards are still moving and emits ``actor_changed`` (and asks the computer) only once
the table reports it is at rest (:meth:`table_at_rest`). The engine never waits for pixels.
"""

from __future__ import annotations

import enum
import random
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from ..ai import Player
from ..engine import (
    Action,
    Cut,
    Deal,
    Event,
    Game,
    GameOver,
    GinRummyError,
    HandEnded,
    Phase,
    PlayerView,
    RuleSet,
)
from .ai_runner import AiRunner
from .opponent import FallbackPlayer

__all__ = ["COMPUTER", "HUMAN", "Actor", "GameController"]

HUMAN = 0
COMPUTER = 1


class Actor(enum.Enum):
    """Who the table waits for. HUMAN also covers "press Next hand" and "start a new game"."""

    HUMAN = "human"
    COMPUTER = "computer"


class GameController(QObject):
    """Runs one game (match) between the user and a computer player.

    Signals: ``phase_changed(Phase)``, ``actor_changed(Actor)``, ``events_applied(tuple)``
    (the events of one apply, in order), ``hand_scored(HandResult)``, ``game_over(ScoreSheet)``,
    ``animating()`` (cards are moving; the next actor is announced at rest), ``thinking(bool)``
    (the computer is deciding) and ``ai_failed(str)``.
    """

    phase_changed = Signal(object)
    actor_changed = Signal(object)
    events_applied = Signal(object)
    hand_scored = Signal(object)
    game_over = Signal(object)
    animating = Signal()
    thinking = Signal(bool)
    ai_failed = Signal(str)
    game_started = Signal()

    def __init__(
        self,
        player: Player,
        runner: AiRunner | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._player = player
        self._runner = runner if runner is not None else AiRunner(self)
        self._runner.decided.connect(self._on_decided)
        self._runner.failed.connect(self._on_failed)
        self._game: Game | None = None
        self._request: int | None = None
        self._asked_at = 0.0
        self._pace_ms = 0
        self._pending: Action | None = None
        self._waiting_for_rest = False
        self._is_busy: Callable[[], bool] = lambda: False
        self._last_phase: Phase | None = None
        self._shut_down = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._apply_pending)

    # --- set-up -------------------------------------------------------------------------

    def set_rest_gate(self, is_busy: Callable[[], bool]) -> None:
        """``is_busy()`` tells whether the table is still animating; call :meth:`table_at_rest`
        when it stops."""
        self._is_busy = is_busy

    def set_player(self, player: Player) -> None:
        """Change the computer player at once (a decision under way is asked again)."""
        self._player = player
        if self._request is not None or self._timer.isActive():
            self._cancel_ai()
            self._ask_computer()

    @property
    def player(self) -> Player:
        return self._player

    def set_pace(self, milliseconds: int) -> None:
        """The least time a computer move takes, so a person can follow it (0 in tests)."""
        self._pace_ms = max(0, milliseconds)

    def shutdown(self, quiet: bool = False) -> None:
        """Stop the worker thread (call before the application quits). ``quiet``: emit
        nothing (when the owner is being destroyed)."""
        if self._shut_down:
            return
        self._shut_down = True
        if quiet:
            self.blockSignals(True)
        self._cancel_ai()
        self._runner.shutdown()

    # --- queries ------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        if self._game is None:
            raise RuntimeError("no game has been started")
        return self._game

    @property
    def has_game(self) -> bool:
        return self._game is not None

    @property
    def phase(self) -> Phase:
        return self.game.phase

    @property
    def actor(self) -> Actor:
        """Who the table waits for now."""
        return Actor.COMPUTER if self.game.actor == COMPUTER else Actor.HUMAN

    @property
    def is_settled(self) -> bool:
        """True when the table is at rest and nobody's move is being applied."""
        return not self._waiting_for_rest

    def view(self) -> PlayerView:
        """What the user may know now."""
        return self.game.view(HUMAN)

    def is_legal(self, action: Action) -> bool:
        """Whether the user may play ``action`` now (the engine answers)."""
        game = self._game
        if game is None or game.actor != HUMAN or self._waiting_for_rest:
            return False
        return game.is_legal(action)

    # --- the user's moves ----------------------------------------------------------------

    def new_game(self, rules: RuleSet, seed: int | None = None) -> None:
        """Start a new game: cut for the deal and deal the first hand."""
        self._cancel_ai()
        self._waiting_for_rest = False
        self._last_phase = None
        seed = seed if seed is not None else random.randrange(2**31)
        self._game = Game(rules, seed=seed)
        self.game_started.emit()
        self._apply(Cut())

    def deal_next_hand(self) -> bool:
        """Deal the next hand once the last one is over (False if that is not possible now)."""
        if self._game is None or self._game.phase is not Phase.HAND_OVER:
            return False
        if self._waiting_for_rest:
            return False
        self._apply(Deal())
        return True

    def play(self, action: Action) -> bool:
        """Apply the user's ``action``; False (and nothing changes) when it is not legal now."""
        if not self.is_legal(action):
            return False
        try:
            self._apply(action)
        except GinRummyError:
            return False
        return True

    # --- applying ------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        events = self.game.apply(action)
        self._announce(events)
        if self.game.phase is Phase.DEAL:
            self._apply(Deal())
            return
        self._after_apply()

    def _announce(self, events: tuple[Event, ...]) -> None:
        self.events_applied.emit(events)
        phase = self.game.phase
        if phase is not self._last_phase:
            self._last_phase = phase
            self.phase_changed.emit(phase)
        for event in events:
            if isinstance(event, HandEnded):
                self.hand_scored.emit(event.result)
            elif isinstance(event, GameOver):
                self.game_over.emit(event.sheet)

    def _after_apply(self) -> None:
        if self._is_busy():
            self._waiting_for_rest = True
            self.animating.emit()
            return
        self._announce_actor()

    def table_at_rest(self) -> None:
        """The table stopped animating: announce the next actor (and ask the computer)."""
        if self._waiting_for_rest and not self._is_busy():
            self._waiting_for_rest = False
            self._announce_actor()

    def _announce_actor(self) -> None:
        actor = self.actor
        self.actor_changed.emit(actor)
        if actor is Actor.COMPUTER:
            self._ask_computer()

    # --- the computer --------------------------------------------------------------------

    def _ask_computer(self) -> None:
        game = self._game
        if game is None or game.actor != COMPUTER or self._request is not None:
            return
        self._asked_at = time.monotonic()
        self.thinking.emit(True)
        self._request = self._runner.request(game.view(COMPUTER), self._player)

    def _on_decided(self, request: int, action: object) -> None:
        if request != self._request:
            return
        self._request = None
        self._pending = action  # type: ignore[assignment]
        elapsed_ms = int((time.monotonic() - self._asked_at) * 1000)
        self._timer.start(max(0, self._pace_ms - elapsed_ms))

    def _on_failed(self, request: int, message: str) -> None:
        if request != self._request:
            return
        self._request = None
        self.ai_failed.emit(message)
        game = self._game
        if game is not None and game.actor == COMPUTER:
            self._pending = FallbackPlayer().choose(game.view(COMPUTER))
            self._timer.start(self._pace_ms)

    def _apply_pending(self) -> None:
        action, self._pending = self._pending, None
        game = self._game
        self.thinking.emit(False)
        if action is None or game is None or game.actor != COMPUTER:
            return
        if not game.is_legal(action):
            self.ai_failed.emit(f"the computer chose an illegal move: {action!r}")
            action = FallbackPlayer().choose(game.view(COMPUTER))
        self._apply(action)

    def _cancel_ai(self) -> None:
        if self._request is not None:
            self._runner.cancel()
            self._request = None
        if self._timer.isActive() or self._pending is not None:
            self._timer.stop()
            self._pending = None
        self.thinking.emit(False)
