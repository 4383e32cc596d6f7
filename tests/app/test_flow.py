"""The turn machine mirrors the engine: guarded transitions, named states, what it presents."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtStateMachine import QState, QStateMachine
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS, make_window, wait_human_turn

from ginrummy_desktop.ai.fallback import FallbackPlayer
from ginrummy_desktop.app.match.controller import GameController
from ginrummy_desktop.app.seats.thread_seat import ThreadSeat
from ginrummy_desktop.app.table.card_images import CardImages
from ginrummy_desktop.app.table.commands import Turn
from ginrummy_desktop.app.table.flow import PHASE_STATES, TurnUi, build_turn_machine
from ginrummy_desktop.app.table.scene import TableScene
from ginrummy_desktop.engine import Phase


class _Turns(QObject):
    """Stands in for the presenter's ``turn_changed`` (the snapshot's turn)."""

    changed = Signal(object)


_TURNS = _Turns()


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[GameController]:
    made = GameController(ThreadSeat(FallbackPlayer()))
    yield made
    made.shutdown()


def _names(machine: QStateMachine) -> set[str]:
    return {state.objectName() for state in machine.configuration()}


def _started(qtbot: QtBot, controller: GameController, ui: TurnUi) -> QStateMachine:
    machine = build_turn_machine(controller, ui, _TURNS.changed)
    with qtbot.waitSignal(machine.started):
        machine.start()
    return machine


def test_every_state_has_a_name(qtbot: QtBot, controller: GameController) -> None:
    machine = build_turn_machine(controller, TurnUi(), _TURNS.changed)
    states = machine.findChildren(QState)
    assert len(states) == 3 + len(PHASE_STATES) + 3
    assert all(state.objectName() for state in states)


def test_phases_follow_the_declared_edges(qtbot: QtBot, controller: GameController) -> None:
    machine = _started(qtbot, controller, TurnUi())
    assert {"Dealing", "HumanToAct"} <= _names(machine)
    script = [
        (Phase.UPCARD_OFFER, "UpcardOffer"),
        (Phase.SHOWDOWN, "UpcardOffer"),  # no such edge: ignored
        (Phase.DRAW, "Draw"),
        (Phase.DISCARD, "Discard"),
        (Phase.DRAW, "Draw"),
        (Phase.DISCARD, "Discard"),
        (Phase.SHOWDOWN, "Showdown"),
        (Phase.DRAW, "Showdown"),  # out of order: ignored
        (Phase.HAND_OVER, "HandOver"),
        (Phase.UPCARD_OFFER, "UpcardOffer"),
        (Phase.DEAL, "Dealing"),  # a new game, from anywhere
    ]
    for phase, state in script:
        controller.phase_changed.emit(phase)
        assert state in _names(machine), (phase, _names(machine))


def test_a_game_put_on_the_table_starts_the_phases_over(
    qtbot: QtBot, controller: GameController
) -> None:
    """A resume or an Undo (``game_started``) goes back to Dealing from any state, then the
    phases announced again walk the engine's edges: back to the upcard offer from Discard,
    which no engine edge allows (issue 28: Undo of Take upcard kept the discard's buttons)."""
    machine = _started(qtbot, controller, TurnUi())
    for phase in (Phase.UPCARD_OFFER, Phase.DISCARD):
        controller.phase_changed.emit(phase)
    controller.phase_changed.emit(Phase.UPCARD_OFFER)
    assert "Discard" in _names(machine)  # the guard refuses the jump on its own
    controller.game_started.emit()
    assert "Dealing" in _names(machine)
    controller.phase_changed.emit(Phase.UPCARD_OFFER)
    assert "UpcardOffer" in _names(machine)


def test_the_actor_region(qtbot: QtBot, controller: GameController) -> None:
    machine = _started(qtbot, controller, TurnUi())
    _TURNS.changed.emit(Turn.OPPONENT)
    assert "ComputerToAct" in _names(machine)
    _TURNS.changed.emit(Turn.MOVING)
    assert "Animating" in _names(machine)
    _TURNS.changed.emit(Turn.USER)
    assert "HumanToAct" in _names(machine)


def test_boxes_panel_and_table_are_presented(qtbot: QtBot, controller: GameController) -> None:
    panel = QWidget()
    qtbot.addWidget(panel)
    boxes = {name: QWidget(panel) for name in PHASE_STATES}
    for box in boxes.values():
        box.setVisible(False)
    scene = TableScene(CardImages())
    panel.show()
    machine = _started(qtbot, controller, TurnUi(boxes=boxes, panel=panel, table=scene))
    controller.phase_changed.emit(Phase.UPCARD_OFFER)
    assert boxes["UpcardOffer"].isVisible() and not boxes["Dealing"].isVisible()
    controller.phase_changed.emit(Phase.DISCARD)
    assert boxes["Discard"].isVisible() and not boxes["UpcardOffer"].isVisible()
    assert panel.isEnabled() and scene.is_interactive()
    _TURNS.changed.emit(Turn.OPPONENT)
    assert not panel.isEnabled() and not scene.is_interactive()
    _TURNS.changed.emit(Turn.MOVING)
    assert not panel.isEnabled()
    _TURNS.changed.emit(Turn.USER)
    assert panel.isEnabled() and scene.is_interactive()
    machine.stop()


def test_phase_edges_come_from_the_engine() -> None:
    """The phase region's edges are the engine's transitions between the phase states."""
    from ginrummy_desktop.app.table.flow import phase_edges

    assert phase_edges() == {
        "Dealing": ("UpcardOffer",),
        "UpcardOffer": ("Draw", "Discard"),
        "Draw": ("Discard", "HandOver"),
        "Discard": ("Draw", "Showdown", "HandOver"),
        "Showdown": ("HandOver", "GameOver"),
        "HandOver": ("UpcardOffer",),
        "GameOver": (),
    }


def test_the_window_follows_the_snapshots_turn(qtbot: QtBot, tmp_path: Path) -> None:
    """In the real window the actor region is where the snapshot's turn says, at every rest."""
    window = make_window(qtbot, tmp_path, seed=4)
    seen: list[Turn] = []
    window.presenter.turn_changed.connect(seen.append)
    for _ in range(6):
        wait_human_turn(qtbot, window)
        assert window.presenter.snapshot().turn is Turn.USER
        qtbot.waitUntil(lambda: "HumanToAct" in _names(window.machine), timeout=WAIT_MS)
        assert window.panel.action_panel.isEnabled() and window.scene.is_interactive()
        presenter = window.presenter
        if window.session.phase is Phase.UPCARD_OFFER:
            assert presenter.pass_upcard()
        elif window.session.phase is Phase.DRAW:
            assert presenter.draw_stock()
        else:
            presenter.select(window.session.view().hand[0])
            if not presenter.discard_selected():
                presenter.select(window.session.view().hand[1])
                assert presenter.discard_selected()
    assert Turn.OPPONENT in seen and Turn.USER in seen
