"""The turn machine mirrors the engine: guarded transitions, named states, what it presents."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtStateMachine import QState, QStateMachine
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ginrummy_desktop.ai.fallback import FallbackPlayer
from ginrummy_desktop.app.controller import Actor, GameController
from ginrummy_desktop.app.flow import PHASE_STATES, TurnUi, build_turn_machine
from ginrummy_desktop.app.table.card_images import CardImages
from ginrummy_desktop.app.table.scene import TableScene
from ginrummy_desktop.engine import Phase


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[GameController]:
    made = GameController(FallbackPlayer())
    yield made
    made.shutdown()


def _names(machine: QStateMachine) -> set[str]:
    return {state.objectName() for state in machine.configuration()}


def _started(qtbot: QtBot, controller: GameController, ui: TurnUi) -> QStateMachine:
    machine = build_turn_machine(controller, ui)
    with qtbot.waitSignal(machine.started):
        machine.start()
    return machine


def test_every_state_has_a_name(qtbot: QtBot, controller: GameController) -> None:
    machine = build_turn_machine(controller, TurnUi())
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


def test_the_actor_region(qtbot: QtBot, controller: GameController) -> None:
    machine = _started(qtbot, controller, TurnUi())
    controller.actor_changed.emit(Actor.COMPUTER)
    assert "ComputerToAct" in _names(machine)
    controller.animating.emit()
    assert "Animating" in _names(machine)
    controller.actor_changed.emit(Actor.HUMAN)
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
    controller.actor_changed.emit(Actor.COMPUTER)
    assert not panel.isEnabled() and not scene.is_interactive()
    controller.animating.emit()
    assert not panel.isEnabled()
    controller.actor_changed.emit(Actor.HUMAN)
    assert panel.isEnabled() and scene.is_interactive()
    machine.stop()


def test_phase_edges_come_from_the_engine() -> None:
    """The phase region's edges are the engine's transitions between the phase states."""
    from ginrummy_desktop.app.flow import phase_edges

    assert phase_edges() == {
        "Dealing": ("UpcardOffer",),
        "UpcardOffer": ("Draw", "Discard"),
        "Draw": ("Discard", "HandOver"),
        "Discard": ("Draw", "Showdown", "HandOver"),
        "Showdown": ("HandOver", "GameOver"),
        "HandOver": ("UpcardOffer",),
        "GameOver": (),
    }
