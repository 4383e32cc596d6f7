"""The computer's seat in a process of its own: no player can stall or freeze the table, a
player that overruns or dies is replaced, the memory travels with each decision, the process
ends with the program however it ends, and closing while the player is stuck in its process
stays quick and leaves no process behind."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hostile_players import DyingSpec, HogSpec, RaisingSpec
from PySide6.QtCore import QElapsedTimer, QTimer
from pytestqt.qtbot import QtBot
from table_helpers import make_window

from ginrummy_desktop.ai.fallback import FallbackPlayer
from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.player import memory_of, restore_memory
from ginrummy_desktop.app.match.controller import GameController
from ginrummy_desktop.app.seats.opponent import Opponent
from ginrummy_desktop.app.seats.process_seat import PlayerHost, ProcessSeat, shared_host
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.engine import Game, Pass, PlayerView, RuleSet
from ginrummy_desktop.player_process import PlayerSpec
from ginrummy_desktop.worker_process import stop_all_workers
from tests.process_helpers import process_alive

WAIT_MS = 20_000
RULES = RuleSet()


@pytest.fixture
def host() -> Iterator[PlayerHost]:
    made = PlayerHost()
    made.start()
    yield made
    made.shutdown()


def _view(seed: int = 3) -> PlayerView:
    game = Game(RULES, seed=seed)
    while game.actor is None:
        game.apply(game.legal_actions()[0])
    return game.view(game.actor)


def _seat(host: PlayerHost, spec: PlayerSpec) -> tuple[ProcessSeat, list[object], list[str]]:
    """A seat for ``spec``; the table's copy of a hostile player is one without memory."""
    here = make_player(Level(spec.level), spec.seed, RULES) if type(spec) is PlayerSpec \
        else FallbackPlayer()
    seat = ProcessSeat(here, spec, host)
    decided: list[object] = []
    failed: list[str] = []
    seat.decided.connect(lambda _number, action: decided.append(action))
    seat.failed.connect(lambda _number, message: failed.append(message))
    return seat, decided, failed


def _longest_gap_ms(qtbot: QtBot, milliseconds: int) -> float:
    """The longest time between two ticks of a 5 ms timer of the table's event loop."""
    clock, gaps, last = QElapsedTimer(), [0.0], [0.0]
    clock.start()

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    qtbot.wait(milliseconds)
    timer.stop()
    return max(gaps)


def test_a_player_deciding_in_its_process_keeps_its_memory_in_step(
    qtbot: QtBot, host: PlayerHost
) -> None:
    spec = PlayerSpec(int(Level.MEDIUM), 7, RULES)
    seat, decided, failed = _seat(host, spec)
    here = make_player(Level.MEDIUM, 7, RULES)
    restore_memory(here, memory_of(seat.player))
    view = _view()
    seat.request(view)
    assert seat.is_busy()
    qtbot.waitUntil(lambda: bool(decided or failed), timeout=WAIT_MS)
    assert not failed and not seat.is_busy()
    assert decided == [here.choose(view)]  # the same decision as in this process ...
    assert memory_of(seat.player) == memory_of(here)  # ... and the memory after it


def test_a_player_holding_the_interpreter_in_c_code_stalls_nothing_and_is_replaced(
    qtbot: QtBot, host: PlayerHost
) -> None:
    seat, decided, failed = _seat(host, HogSpec(int(Level.MEDIUM), 1, RULES))
    seat.request(_view())
    qtbot.wait(300)  # the player is inside its C loop now
    assert _longest_gap_ms(qtbot, 600) < 100  # the table's loop runs on (a thread: seconds)
    first = host.pid
    started = time.perf_counter()
    seat.restart()  # what the controller's watchdog does
    assert time.perf_counter() - started < 1.0  # killed, not waited for
    honest, decided, failed = _seat(host, PlayerSpec(int(Level.EASY), 2, RULES))
    honest.request(_view())
    qtbot.waitUntil(lambda: bool(decided or failed), timeout=WAIT_MS)
    assert decided and not failed
    assert host.pid != first and host.starts == 2


def test_a_process_that_dies_fails_the_decision_and_the_next_gets_a_new_one(
    qtbot: QtBot, host: PlayerHost
) -> None:
    seat, decided, failed = _seat(host, DyingSpec(int(Level.MEDIUM), 1, RULES))
    seat.request(_view())
    qtbot.waitUntil(lambda: bool(decided or failed), timeout=WAIT_MS)
    assert failed == ["the computer's process stopped"] and not decided
    seat.sit(Opponent.made(Level.BEGINNER, 1, RULES))
    seat.request(_view())
    qtbot.waitUntil(lambda: bool(decided), timeout=WAIT_MS)
    assert host.starts == 2


def test_an_exception_of_the_player_is_a_failure_not_an_end(
    qtbot: QtBot, host: PlayerHost
) -> None:
    seat, decided, failed = _seat(host, RaisingSpec(int(Level.MEDIUM), 1, RULES))
    seat.request(_view())
    qtbot.waitUntil(lambda: bool(failed), timeout=WAIT_MS)
    assert failed[0].startswith("SystemExit: a player that tries to end the program")
    seat.sit(Opponent.made(Level.BEGINNER, 1, RULES))
    seat.request(_view())
    qtbot.waitUntil(lambda: bool(decided), timeout=WAIT_MS)
    assert host.starts == 1  # the same process answered


def test_an_answer_to_a_cancelled_request_is_dropped(qtbot: QtBot, host: PlayerHost) -> None:
    seat, decided, failed = _seat(host, PlayerSpec(int(Level.MEDIUM), 5, RULES))
    before = memory_of(seat.player)
    seat.request(_view())
    seat.cancel()
    assert not seat.is_busy()
    qtbot.wait(500)
    assert decided == [] and failed == []
    assert memory_of(seat.player) == before  # a decision not played leaves no trace


_ORPHAN = """
import sys
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from ginrummy_desktop.app.seats.process_seat import PlayerHost
host = PlayerHost()
host.start()
app.processEvents()
print(host.pid, flush=True)
import os
os._exit(0)  # the program ends as a crash or a kill would: no clean-up at all
"""


def test_the_players_process_ends_when_the_program_ends_however_it_ends(
    tmp_path: Path,
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", _ORPHAN], capture_output=True, text=True,
                          timeout=60, env=env, cwd=Path(__file__).resolve().parents[2],
                          check=True)
    pid = int(done.stdout.split()[0])
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and process_alive(pid):
        time.sleep(0.05)
    assert not process_alive(pid)


def test_asking_again_and_again_without_the_event_loop_never_blocks_the_table(
    qtbot: QtBot, host: PlayerHost
) -> None:
    # Each request replaces the last (a resume, a new game, a level change in a row): the
    # table must never wait on the pipe, and only the last request is answered.
    seat, decided, failed = _seat(host, PlayerSpec(int(Level.EASY), 3, RULES))
    started = time.perf_counter()
    for seed in range(200):  # 200 views of ~5 kB: far more than a pipe holds
        seat.request(_view(seed))
    assert time.perf_counter() - started < 5.0
    qtbot.waitUntil(lambda: bool(decided or failed), timeout=WAIT_MS)
    qtbot.wait(300)
    assert len(decided) == 1 and not failed


def test_the_watchdog_replaces_a_stuck_player_and_the_table_plays_on(
    qtbot: QtBot, host: PlayerHost
) -> None:
    seat, _decided, _failed = _seat(host, HogSpec(int(Level.MEDIUM), 1, RULES))
    controller = GameController(seat)
    controller.ai_timeout_ms = 400
    messages: list[str] = []
    controller.ai_failed.connect(messages.append)
    try:
        controller.new_game(RULES, seed=4)
        for _ in range(4):  # the user passes until the computer must decide
            if controller.game.actor == Seat.OPPONENT:
                break
            assert controller.play(Pass())
        stuck = host.pid
        assert stuck is not None and seat.is_busy()
        qtbot.waitUntil(lambda: bool(messages), timeout=WAIT_MS)
        assert "no answer" in messages[0]
        qtbot.waitUntil(lambda: controller.game.actor != Seat.OPPONENT, timeout=WAIT_MS)
        assert not process_alive(stuck)  # killed, not waited for; the fallback move was played
    finally:
        controller.shutdown()


def test_the_expert_decides_in_its_process_from_the_first_move(
    qtbot: QtBot, host: PlayerHost
) -> None:
    # it starts its own rollout helper there: a daemon process may not, and its first four
    # decisions failed (the fallback move played, "Computer error" shown) until this was fixed
    seat, decided, failed = _seat(host, PlayerSpec(int(Level.EXPERT), 3, RULES))
    view = _view()
    seat.request(view)
    qtbot.waitUntil(lambda: bool(decided or failed), timeout=WAIT_MS)
    assert failed == [] and decided[0] in view.legal_actions


def test_a_process_that_cannot_start_fails_the_request_and_frees_the_seat(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = PlayerHost()

    def cannot_start() -> None:
        raise OSError("Too many open files")

    monkeypatch.setattr(host.worker, "start", cannot_start)
    seat, _decided, failed = _seat(host, PlayerSpec(int(Level.EASY), 3, RULES))
    seat.request(_view())
    qtbot.waitUntil(lambda: bool(failed), timeout=WAIT_MS)
    assert failed == ["the computer's process stopped"] and not seat.is_busy()
    host.shutdown()


def test_closing_while_the_computer_is_stuck_in_its_process_takes_under_a_second(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # the same as test_faulty_players' stuck thread, with the real seat: the player holds its
    # process's interpreter in C code for minutes; the window closes, then the program's
    # close-down ends the workers (``main.close_down``), and neither waits for the player
    window = make_window(qtbot, tmp_path, seed=2)
    controller, seat = window.session.controller, window.session.seat
    assert isinstance(seat, ProcessSeat)
    seat.player, seat.spec = FallbackPlayer(), HogSpec(int(Level.MEDIUM), 1, RULES)
    controller.ask_again()  # if the computer was deciding already
    for _ in range(20):  # the user's moves until the computer is asked
        qtbot.waitUntil(
            lambda: seat.is_busy()
            or (controller.game.actor != Seat.OPPONENT and controller.is_settled),
            timeout=WAIT_MS,
        )
        if seat.is_busy():
            break
        assert controller.play(FallbackPlayer().choose(controller.view()))
    assert seat.is_busy()
    qtbot.wait(300)  # the player is inside its C loop now
    stuck = shared_host().pid
    assert stuck is not None
    started = time.monotonic()
    window.close()
    stop_all_workers()
    assert time.monotonic() - started < 1.0
    assert not process_alive(stuck)
