"""GameController: the only caller of apply(); chance steps, the computer via the worker,
the rest gate that holds the next actor until the table stops moving, and failures."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot
from table_helpers import GatedPlayer, sit

from ginrummy_desktop.ai.fallback import FallbackPlayer
from ginrummy_desktop.app.match.controller import GameController
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.seats.thread_seat import ThreadSeat
from ginrummy_desktop.engine import (
    Action,
    DealerChosen,
    Discard,
    DrawStock,
    Event,
    HandDealt,
    HandResult,
    Pass,
    Phase,
    PlayerView,
    RuleSet,
)

WAIT = 10_000


class Raising:
    name = "raising"

    def choose(self, view: PlayerView) -> Action:
        raise ValueError("no idea")


class Illegal:
    name = "illegal"

    def choose(self, view: PlayerView) -> Action:
        return Discard(view.hand[0]) if view.phase is not Phase.DISCARD else DrawStock()


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[GameController]:
    made = GameController(ThreadSeat(FallbackPlayer()))
    yield made
    made.shutdown()


def _until_human(qtbot: QtBot, controller: GameController) -> None:
    qtbot.waitUntil(lambda: controller.game.actor in (Seat.USER, None), timeout=WAIT)


def test_new_game_cuts_and_deals(qtbot: QtBot, controller: GameController) -> None:
    phases: list[Phase] = []
    events: list[Event] = []
    controller.phase_changed.connect(phases.append)
    controller.events_applied.connect(events.extend)
    controller.new_game(RuleSet(), seed=4)
    assert phases[:2] == [Phase.DEAL, Phase.UPCARD_OFFER]
    assert isinstance(events[0], DealerChosen) and isinstance(events[1], HandDealt)
    assert len(controller.view().hand) == 10


def test_the_user_may_only_play_legal_moves_in_turn(
    qtbot: QtBot, controller: GameController
) -> None:
    controller.new_game(RuleSet(), seed=4)
    _until_human(qtbot, controller)
    view = controller.view()
    assert not controller.play(Discard(view.hand[0]))
    assert controller.view() == view
    assert controller.play(Pass() if view.phase is Phase.UPCARD_OFFER else DrawStock())


def test_the_computer_answers_through_the_worker(qtbot: QtBot, controller: GameController) -> None:
    actors: list[Seat] = []
    controller.actor_changed.connect(actors.append)
    controller.new_game(RuleSet(), seed=5)
    for _ in range(6):
        _until_human(qtbot, controller)
        if controller.phase is Phase.UPCARD_OFFER:
            controller.play(Pass())
        elif controller.phase is Phase.DRAW:
            controller.play(DrawStock())
        else:
            controller.play(FallbackPlayer().choose(controller.view()))
    _until_human(qtbot, controller)
    assert Seat.OPPONENT in actors and actors[-1] is Seat.USER


def test_the_next_actor_waits_for_the_table(qtbot: QtBot, controller: GameController) -> None:
    busy = [True]
    controller.set_rest_gate(lambda: busy[0])
    actors: list[Seat] = []
    controller.actor_changed.connect(actors.append)
    with qtbot.waitSignal(controller.animating):
        controller.new_game(RuleSet(), seed=6)
    assert actors == [] and not controller.is_settled
    assert not controller.is_legal(Pass())
    busy[0] = False
    controller.table_at_rest()
    assert actors and controller.is_settled


def test_a_failing_player_is_reported_and_replaced(qtbot: QtBot) -> None:
    controller = GameController(ThreadSeat(Raising()))
    try:
        messages: list[str] = []
        controller.ai_failed.connect(messages.append)
        controller.new_game(RuleSet(), seed=8)
        _play_until_computer_moved(qtbot, controller)
        assert messages and "no idea" in messages[0]
    finally:
        controller.shutdown()


def test_an_illegal_answer_is_refused_by_the_engine(qtbot: QtBot) -> None:
    controller = GameController(ThreadSeat(Illegal()))
    try:
        messages: list[str] = []
        controller.ai_failed.connect(messages.append)
        controller.new_game(RuleSet(), seed=8)
        _play_until_computer_moved(qtbot, controller)
        assert any("illegal" in m for m in messages)
    finally:
        controller.shutdown()


def _play_until_computer_moved(qtbot: QtBot, controller: GameController) -> None:
    """The user plays simply until the computer has made a move and it is the user's turn."""
    me = FallbackPlayer()
    while controller.game.actor == Seat.USER:
        controller.play(me.choose(controller.view()))
    qtbot.waitUntil(lambda: controller.game.actor == Seat.USER, timeout=WAIT)


def test_changing_the_player_mid_decision_drops_the_old_answer(qtbot: QtBot) -> None:
    gated = GatedPlayer(wait_s=5)
    controller = GameController(ThreadSeat(gated))
    try:
        controller.new_game(RuleSet(), seed=9)
        if controller.game.actor == Seat.USER:
            controller.play(Pass())
        assert controller.game.actor == Seat.OPPONENT
        replacement = FallbackPlayer()
        sit(controller, replacement)
        gated.go.set()
        qtbot.waitUntil(lambda: controller.game.actor != Seat.OPPONENT, timeout=WAIT)
        assert isinstance(controller.seat, ThreadSeat)
        assert controller.seat.player is replacement
    finally:
        controller.shutdown()


def test_a_whole_hand_is_scored(qtbot: QtBot, controller: GameController) -> None:
    results: list[HandResult] = []
    controller.hand_scored.connect(results.append)
    controller.new_game(RuleSet(), seed=10)
    me = FallbackPlayer()
    for _ in range(200):
        _until_human(qtbot, controller)
        if controller.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            break
        assert controller.play(me.choose(controller.view()))
    assert len(results) == 1
    assert controller.game.sheet.hands == (results[0],)
    assert controller.deal_next_hand()
    assert controller.phase is Phase.UPCARD_OFFER
