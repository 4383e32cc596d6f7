"""Whatever the computer's player does, the table plays on: a fallback move and a message.

Each faulty player here once froze the game or ended the program: a knock with melds that are
not melds, an answer of None, SystemExit and KeyboardInterrupt raised inside ``choose``, and a
player that never answers, both during play and while the window closes.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from table_helpers import make_window, sit

from ginrummy_desktop.ai.fallback import FallbackPlayer
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.app.match.controller import GameController
from ginrummy_desktop.app.seats import thread_seat as ai_runner
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.seats.thread_seat import ThreadSeat
from ginrummy_desktop.engine import Action, Discard, Knock, Phase, PlayerView, RuleSet

WAIT = 10_000


class BadKnock:
    """Knocks (or discards) with ``melds`` that are not melds at all."""

    name = "bad knock"

    def choose(self, view: PlayerView) -> Action:
        if view.phase is Phase.DISCARD:
            return Knock(view.hand[0], melds="not melds")  # type: ignore[arg-type]
        return FallbackPlayer().choose(view)


class AnswersNone:
    name = "none"

    def choose(self, view: PlayerView) -> Action:
        return None  # type: ignore[return-value]


class AnswersJunk:
    name = "junk"

    def choose(self, view: PlayerView) -> Action:
        return "Discard As"  # type: ignore[return-value]


class Exits:
    name = "exits"

    def __init__(self, error: BaseException) -> None:
        self.error = error

    def choose(self, view: PlayerView) -> Action:
        raise self.error


class Stuck:
    """Never answers until released (the test releases it so its thread can end)."""

    name = "stuck"

    def __init__(self) -> None:
        self.release = threading.Event()
        self.asked = threading.Event()

    def choose(self, view: PlayerView) -> Action:
        self.asked.set()
        self.release.wait(60)
        return Discard(view.hand[0])


@pytest.fixture
def play() -> Iterator[list[GameController]]:
    made: list[GameController] = []
    yield made
    for controller in made:
        controller.shutdown()


def _start(
    qtbot: QtBot, player: Player, made: list[GameController], timeout_ms: int = 20_000
) -> tuple[GameController, list[str]]:
    controller = GameController(ThreadSeat(player))
    controller.ai_timeout_ms = timeout_ms
    made.append(controller)
    messages: list[str] = []
    controller.ai_failed.connect(messages.append)
    controller.new_game(RuleSet(), seed=8)
    return controller, messages


def _play_through_a_computer_discard(qtbot: QtBot, controller: GameController) -> None:
    """Play the user's seat with the fallback until the computer has thrown a card."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        qtbot.waitUntil(
            lambda: controller.game.actor != Seat.OPPONENT and controller.is_settled, timeout=WAIT
        )
        if controller.game.view(Seat.OPPONENT).thrown[Seat.OPPONENT]:
            return
        if controller.game.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            return
        assert controller.play(FallbackPlayer().choose(controller.view()))
    raise AssertionError("the computer never threw a card")


@pytest.mark.parametrize(
    "player",
    [BadKnock(), AnswersNone(), AnswersJunk(), Exits(SystemExit(3)), Exits(KeyboardInterrupt()),
     Exits(MemoryError("made up"))],
    ids=["knock-with-junk-melds", "none", "junk", "system-exit", "keyboard-interrupt", "memory"],
)
def test_a_faulty_answer_ends_in_the_fallback_move_with_a_message(
    qtbot: QtBot, player: Player, play: list[GameController]
) -> None:
    controller, messages = _start(qtbot, player, play)
    _play_through_a_computer_discard(qtbot, controller)
    assert messages, "the user was not told"
    assert all(len(message) < 300 for message in messages)
    assert ai_runner.abandoned_threads_running() == 0


def test_a_player_that_never_answers_is_abandoned_for_a_fresh_worker(
    qtbot: QtBot, play: list[GameController]
) -> None:
    stuck = Stuck()
    controller, messages = _start(qtbot, stuck, play, timeout_ms=300)
    try:
        qtbot.waitUntil(stuck.asked.is_set, timeout=WAIT)
        qtbot.waitUntil(lambda: bool(messages), timeout=WAIT)
        assert "no answer" in messages[0]
        assert ai_runner.abandoned_threads_running() == 1
        sit(controller, FallbackPlayer())  # a healthy player is served by the new thread
        _play_through_a_computer_discard(qtbot, controller)
    finally:
        stuck.release.set()
    qtbot.waitUntil(lambda: ai_runner.abandoned_threads_running() == 0, timeout=WAIT)


def test_closing_while_the_computer_is_stuck_takes_under_a_second(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=2)
    stuck = Stuck()
    try:
        controller = window.session.controller
        sit(controller, stuck)
        for _ in range(20):  # the user's moves until the computer is asked
            qtbot.waitUntil(
                lambda: stuck.asked.is_set()
                or (controller.game.actor != Seat.OPPONENT and controller.is_settled),
                timeout=WAIT,
            )
            if stuck.asked.is_set():
                break
            assert controller.play(FallbackPlayer().choose(controller.view()))
        assert stuck.asked.is_set()
        started = time.monotonic()
        window.close()
        closing = time.monotonic() - started
        assert closing < 1.0
        assert ai_runner.abandoned_threads_running() == 1
    finally:
        stuck.release.set()
    qtbot.waitUntil(lambda: ai_runner.abandoned_threads_running() == 0, timeout=WAIT)
