"""The Expert's helper process: the same decisions, whatever happens to the helper.

A real helper process plays part of the rollouts; the decisions must be the ones of the search
alone when it helps, when it has not started yet, when it is killed between or during searches,
when it is too slow, and when two searches want it at once. A helper that keeps failing gives up
after ``MAX_STARTS`` starts, and the program's shared helper exists only on a machine with two
or more cores.
"""

from __future__ import annotations

import contextlib
import os
import random
import threading
from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection
from typing import Any

import pytest

from ginrummy_desktop import rollout_process
from ginrummy_desktop.ai.expert import (
    ActionValue,
    ExpertPlayer,
    RolloutBatch,
    SearchSettings,
    analyse,
    candidate_actions,
    play_batch,
)
from ginrummy_desktop.ai.match import decisions
from ginrummy_desktop.engine import PRESETS, Game, PlayerView
from ginrummy_desktop.rollout_process import MAX_STARTS, RolloutProcess
from ginrummy_desktop.worker_process import Ready, Worker

SETTINGS = SearchSettings(budget_s=None, work=1200)


def _views(count: int) -> list[PlayerView]:
    """Views with a real choice from one seeded game whose every decision is the last legal
    action (the cheapest way to reach varied positions)."""
    game = Game(PRESETS["standard"], seed=12)
    views: list[PlayerView] = []
    for _seat, view in decisions(game):
        if len(candidate_actions(view, SETTINGS)) > 1:
            views.append(view)
            if len(views) == count:
                break
        game.apply(view.legal_actions[-1])
    return views


VIEWS = _views(4)


def _ranked(view: PlayerView, helper: RolloutProcess | None) -> tuple[ActionValue, ...]:
    actions = candidate_actions(view, SETTINGS)
    return analyse(view, actions, random.Random(5), SETTINGS, helper=helper)


@pytest.fixture
def helper() -> Iterator[RolloutProcess]:
    process = RolloutProcess()
    assert process.warm_up(30.0), "the helper process started"
    yield process
    process.close()


def test_the_helper_plays_in_its_own_process_and_changes_nothing(helper: RolloutProcess) -> None:
    for view in VIEWS:
        assert _ranked(view, helper) == _ranked(view, None)
    assert helper.answered > 0
    assert helper.pid is not None and helper.pid != os.getpid()


def test_a_helper_not_ready_yet_is_not_waited_for() -> None:
    process = RolloutProcess()
    try:
        assert _ranked(VIEWS[0], process) == _ranked(VIEWS[0], None)
        assert process.starts == 1  # started by the first batch, used once it is ready
    finally:
        process.close()


def _kill_from_outside(helper: RolloutProcess) -> None:
    """End the helper's process as the system would (out of memory, a user's kill)."""
    process = helper._worker._process
    assert process is not None
    process.kill()
    process.join(5)


def test_a_killed_helper_is_replaced_and_changes_nothing(helper: RolloutProcess) -> None:
    first = helper.pid
    _kill_from_outside(helper)
    assert _ranked(VIEWS[1], helper) == _ranked(VIEWS[1], None)
    assert helper.warm_up(30.0)
    assert helper.pid not in (None, first)
    assert _ranked(VIEWS[2], helper) == _ranked(VIEWS[2], None)


def test_a_helper_killed_during_a_search_changes_nothing(helper: RolloutProcess) -> None:
    calls = 0
    start = helper.start

    def kill_on_the_third_batch(batch: RolloutBatch) -> object:
        nonlocal calls
        calls += 1
        if calls == 3:
            _kill_from_outside(helper)
        return start(batch)

    helper.start = kill_on_the_third_batch  # type: ignore[method-assign,assignment]
    assert _ranked(VIEWS[3], helper) == _ranked(VIEWS[3], None)
    assert calls >= 3


Handler = Callable[[Any], Any]


def _die_at_once(connection: Connection, _handler: Handler, _lowered_by: int) -> None:
    connection.close()


def _say_nonsense(connection: Connection, _handler: Handler, _lowered_by: int) -> None:
    connection.send(("hello", "there"))
    connection.recv()


class _BrokenHelper(RolloutProcess):
    """A helper whose process runs ``main`` instead of serving batches."""

    def __init__(self, main: Callable[[Connection, Handler, int], None],
                 timeout_s: float = 2.0) -> None:
        super().__init__(timeout_s)
        self._worker = Worker("ginrummy-broken-rollouts", play_batch, main=main)


def _never_answer(connection: Connection, _handler: Handler, _lowered_by: int) -> None:
    """A helper that says it is ready, then takes every batch and never answers (a real
    helper with ``timeout_s=0`` can still answer in time: it plays its half of a block while
    the search plays the other half, so the answer may be waiting when the search asks)."""
    connection.send(Ready(os.getpid()))
    with contextlib.suppress(EOFError, OSError):
        while connection.recv() is not None:
            pass


def test_a_helper_too_slow_to_answer_is_stopped_and_in_the_end_given_up() -> None:
    process = _BrokenHelper(_never_answer, timeout_s=0.05)
    try:
        for _ in range(MAX_STARTS + 1):
            assert process.warm_up(30.0) or process.starts >= MAX_STARTS
            assert _ranked(VIEWS[0], process) == _ranked(VIEWS[0], None)
        assert process.starts == MAX_STARTS
        assert not process.warm_up(0.0)
    finally:
        process.close()


@pytest.mark.parametrize("target", [_die_at_once, _say_nonsense])
def test_a_helper_that_never_becomes_ready_is_given_up(
    target: Callable[[Connection, Handler, int], None],
) -> None:
    process = _BrokenHelper(target)
    try:
        assert not process.warm_up(60.0)
        assert process.starts == MAX_STARTS
        assert _ranked(VIEWS[0], process) == _ranked(VIEWS[0], None)
    finally:
        process.close()


def test_two_searches_at_once_share_one_helper_and_both_decide_alike(
    helper: RolloutProcess,
) -> None:
    expected = [_ranked(view, None) for view in VIEWS[:2]]
    results: dict[int, tuple[ActionValue, ...]] = {}

    def search(index: int) -> None:
        results[index] = _ranked(VIEWS[index], helper)

    threads = [threading.Thread(target=search, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert [results[0], results[1]] == expected


def test_an_expert_player_with_the_helper_decides_as_alone(helper: RolloutProcess) -> None:
    alone = ExpertPlayer(9, work=1200)
    helped = ExpertPlayer(9, work=1200, helper=helper)
    assert [helped.choose(v) for v in VIEWS] == [alone.choose(v) for v in VIEWS]


def test_the_shared_helper_needs_a_second_core(monkeypatch: pytest.MonkeyPatch) -> None:
    rollout_process.shut_down()
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    assert rollout_process.shared_helper() is None
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    shared = rollout_process.shared_helper()
    try:
        assert shared is not None and rollout_process.shared_helper() is shared
    finally:
        rollout_process.shut_down()
