"""The turn machine: a ``QStateMachine`` that mirrors the engine to drive the presentation.

It never decides a rule. The engine decides the phase; the controller reports it with
``phase_changed(Phase)``; whom the table waits for comes from the table's snapshot
(``TableSnapshot.turn``: the user, the computer, or the cards while a move is applied and
animated), emitted by the presenter as ``turn_changed(Turn)``. Every transition is a
:class:`ValueTransition` guarded on that value, so a stray or out-of-order signal cannot move
the machine along an edge the game does not have. The edges are the engine's own
(``engine.PHASE_TRANSITIONS``, see :func:`phase_edges`), never a copy kept here::

    TurnMachine
    └── Table (parallel)
        ├── PhaseRegion: Dealing → UpcardOffer → Draw ⇄ Discard → Showdown → HandOver → ...
        │                (HandOver also after a dead hand; GameOver after the last showdown;
        │                 a game put on the table goes back to Dealing from anywhere)
        └── ActorRegion: HumanToAct ⇄ ComputerToAct, both → Animating → the next actor
                         (the snapshot's turn: USER, OPPONENT, MOVING)

A game put on the table (a new game, a resumed match, a move taken back by Undo: the
controller's ``game_started``) sends the phase region back to Dealing from any state; the
controller then announces the phases of the hand in play again, so the region walks the
engine's edges to the phase the table is really in. Without it, an Undo back to a phase the
engine never returns to (the upcard offer, once the upcard was taken) would be refused by the
guards and leave the previous phase's controls on show.

The phase region shows the controls of its phase (``visible``); the actor region enables the
action panel and lets the table take drags only while the user is to act (``enabled``,
``interactive``). The restore policy undoes a state's assignments when it is left.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, SignalInstance
from PySide6.QtStateMachine import QSignalTransition, QState, QStateMachine
from PySide6.QtWidgets import QWidget

from ...engine import PHASE_TRANSITIONS
from .commands import PHASE_STATES, Turn, state_of

__all__ = [
    "PHASE_STATES", "PhaseSource", "TurnUi", "ValueTransition", "build_turn_machine",
    "phase_edges",
]


def phase_edges() -> dict[str, tuple[str, ...]]:
    """The edges of the phase region, from the engine's own table (``PHASE_TRANSITIONS``):
    a state goes to every state that one of its phases can lead to, itself left out (the cut to
    the deal, a pass of the first upcard). An edge the engine adds is an edge here. The only
    edge the engine does not have, "any state → Dealing" for a game put on the table (a new
    game, a resume, an Undo), is added by :func:`build_turn_machine`."""
    edges: dict[str, set[str]] = {name: set() for name in PHASE_STATES}
    for (source, _kind), targets in PHASE_TRANSITIONS.items():
        edges[state_of(source)].update(state_of(target) for target in targets)
    names = list(PHASE_STATES)
    return {
        name: tuple(sorted(targets - {name}, key=names.index)) for name, targets in edges.items()
    }


class ValueTransition(QSignalTransition):
    """A signal transition taken only when the signal's first argument *is* ``value``."""

    def __init__(self, signal: SignalInstance, value: object) -> None:
        super().__init__(signal)
        self._value = value

    @property
    def value(self) -> object:
        return self._value

    def eventTest(self, event: QEvent) -> bool:
        if not super().eventTest(event):
            return False
        arguments = event.arguments()  # type: ignore[attr-defined]
        return bool(arguments) and arguments[0] is self._value


class PhaseSource(Protocol):
    """What the turn machine follows: the match's phase as it changes, and a game put on the
    table (the window gives the match's session; a test may give a bare controller)."""

    @property
    def phase_changed(self) -> SignalInstance: ...

    @property
    def game_started(self) -> SignalInstance: ...


@dataclass
class TurnUi:
    """What the machine presents: a control box per phase state (by state name, any may be
    missing), the action panel enabled while the user acts, and the table scene (a QObject with
    a bool ``interactive`` property)."""

    boxes: Mapping[str, QWidget] = field(default_factory=dict)
    panel: QWidget | None = None
    table: QObject | None = None


def build_turn_machine(
    match: PhaseSource, ui: TurnUi, turns: SignalInstance, parent: QObject | None = None
) -> QStateMachine:
    """The turn machine for ``match``, presenting on ``ui`` (not started); ``turns`` is
    the signal carrying the snapshot's :class:`Turn` (the presenter's ``turn_changed``)."""
    machine = QStateMachine(parent)
    machine.setObjectName("TurnMachine")
    machine.setGlobalRestorePolicy(QState.RestorePolicy.RestoreProperties)
    table = _state("Table", machine)
    table.setChildMode(QState.ChildMode.ParallelStates)
    machine.setInitialState(table)
    _build_phase_region(match, ui, table)
    _build_actor_region(turns, ui, table)
    return machine


def _state(name: str, parent: QState) -> QState:
    state = QState(parent)
    state.setObjectName(name)
    return state


def _build_phase_region(match: PhaseSource, ui: TurnUi, table: QState) -> None:
    region = _state("PhaseRegion", table)
    states = {name: _state(name, region) for name in PHASE_STATES}
    region.setInitialState(states["Dealing"])
    edges = phase_edges()
    for name, state in states.items():
        box = ui.boxes.get(name)
        if box is not None:
            state.assignProperty(box, "visible", True)
        for target in edges[name]:
            _add_value_edges(state, match.phase_changed, PHASE_STATES[target], states[target])
        if name != "Dealing":
            _add_value_edges(
                state, match.phase_changed, PHASE_STATES["Dealing"], states["Dealing"]
            )
            _add_restart_edge(state, match.game_started, states["Dealing"])


def _add_restart_edge(source: QState, game_started: SignalInstance, dealing: QState) -> None:
    """Leave ``source`` for Dealing whenever a game is put on the table: its phases are
    announced again from the deal (see the module docstring)."""
    transition = QSignalTransition(game_started)
    transition.setTargetState(dealing)
    source.addTransition(transition)


def _add_value_edges(
    source: QState, signal: SignalInstance, values: tuple[object, ...], target: QState
) -> None:
    for value in values:
        transition = ValueTransition(signal, value)
        transition.setTargetState(target)
        source.addTransition(transition)


def _build_actor_region(turns: SignalInstance, ui: TurnUi, table: QState) -> None:
    region = _state("ActorRegion", table)
    human = _state("HumanToAct", region)
    computer = _state("ComputerToAct", region)
    animating = _state("Animating", region)
    region.setInitialState(human)
    _present_actor(ui, human, acting=True)
    _present_actor(ui, computer, acting=False)
    _present_actor(ui, animating, acting=False)
    for source in (human, computer):
        _add_value_edges(source, turns, (Turn.MOVING,), animating)
    for source in (animating, computer):
        _add_value_edges(source, turns, (Turn.USER,), human)
    for source in (animating, human):
        _add_value_edges(source, turns, (Turn.OPPONENT,), computer)


def _present_actor(ui: TurnUi, state: QState, acting: bool) -> None:
    if ui.panel is not None:
        state.assignProperty(ui.panel, "enabled", acting)
    if ui.table is not None:
        state.assignProperty(ui.table, "interactive", acting)
