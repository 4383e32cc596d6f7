"""The one worker-process mechanism: numbered requests answered in another process, failures
as replies, stale replies dropped, a lost or overrunning process replaced, a lower priority
(once, not again for a worker's worker), an end with the parent however the parent ends, and
one registry that stops them all."""

from __future__ import annotations

import math
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from ginrummy_desktop.worker_process import (
    WORKER_NICENESS,
    Call,
    Reply,
    ReplyKind,
    Worker,
    call,
    running_workers,
    stop_all_workers,
)
from tests.process_helpers import process_alive

WAIT_S = 30.0
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def worker() -> Iterator[Worker]:
    made = Worker("ginrummy-test", call)
    yield made
    made.stop()


def _ask(worker: Worker, function: Callable[..., object], *args: object) -> Reply:
    number = worker.submit(Call(function, args))
    reply = worker.wait_for(number, WAIT_S)
    assert reply is not None, "no reply in time"
    assert reply.number == number
    return reply


def _raise_system_exit() -> None:
    raise SystemExit("a handler that tries to end its process")


def test_a_request_is_answered_in_another_process(worker: Worker) -> None:
    reply = _ask(worker, os.getpid)
    assert reply.kind is ReplyKind.ANSWER and reply.result not in (None, os.getpid())
    assert worker.pid == reply.result and worker.starts == 1 and worker.ready


def test_a_failure_of_the_handler_is_a_reply_and_the_process_serves_on(worker: Worker) -> None:
    pid = _ask(worker, os.getpid).result
    failed = _ask(worker, math.sqrt, -1.0)
    assert failed.kind is ReplyKind.FAILURE and failed.failure.startswith("ValueError")
    exited = _ask(worker, _raise_system_exit)
    assert exited.kind is ReplyKind.FAILURE and exited.failure.startswith("SystemExit")
    assert _ask(worker, os.getpid).result == pid and worker.starts == 1


def test_requests_go_one_at_a_time_in_order_and_a_forgotten_one_is_never_answered(
    worker: Worker,
) -> None:
    first = worker.submit(Call(time.sleep, (0.2,)))
    forgotten = worker.submit(Call(os.getpid))
    last = worker.submit(Call(abs, (-3,)))
    worker.forget(forgotten)
    replies: list[Reply] = []
    deadline = time.monotonic() + WAIT_S
    while worker.busy and time.monotonic() < deadline:
        replies.extend(worker.collect())
        time.sleep(0.01)
    assert [reply.number for reply in replies] == [first, last]
    assert replies[-1].result == 3
    assert first < forgotten < last


def test_a_reply_to_a_request_forgotten_under_way_is_dropped(worker: Worker) -> None:
    under_way = worker.submit(Call(time.sleep, (0.2,)))
    worker.forget(under_way)
    assert worker.wait_for(under_way, 0.0) is None
    assert _ask(worker, abs, -1).result == 1  # the next is answered once the first is done


def test_a_process_that_dies_fails_its_request_and_the_next_gets_a_new_one(
    worker: Worker,
) -> None:
    first = _ask(worker, os.getpid).result
    died = _ask(worker, os._exit, 3)
    assert died.kind is ReplyKind.PROCESS_STOPPED
    assert _ask(worker, os.getpid).result not in (None, first) and worker.starts == 2


def test_a_process_that_overran_is_replaced_without_waiting(worker: Worker) -> None:
    slow = worker.submit(Call(time.sleep, (60,)))
    waiting = worker.submit(Call(os.getpid))
    time.sleep(0.3)
    first = worker.pid
    started = time.monotonic()
    worker.replace()
    assert time.monotonic() - started < 1.0
    replaced = worker.wait_for(slow, WAIT_S)
    assert replaced is not None and replaced.kind is ReplyKind.PROCESS_REPLACED
    served = worker.wait_for(waiting, WAIT_S)  # the request waiting its turn: a new process
    assert served is not None and served.result not in (None, first) and worker.starts == 2
    assert first is not None and not process_alive(first)


def test_a_process_that_cannot_start_fails_the_request() -> None:
    broken = Worker("ginrummy-test", call)

    def cannot_start() -> None:
        raise OSError("Too many open files")

    broken.start = cannot_start  # type: ignore[method-assign]
    number = broken.submit(Call(os.getpid))
    assert broken.collect() == [Reply(number, ReplyKind.PROCESS_STOPPED)]
    assert not broken.busy and broken not in running_workers()


def test_the_registry_owns_the_processes_and_stops_them_all() -> None:
    workers = [Worker("ginrummy-test", call) for _ in range(2)]
    busy = workers[0].submit(Call(time.sleep, (60,)))
    assert _ask(workers[1], abs, -2).result == 2
    pids = [worker.pid for worker in workers]
    assert all(worker in running_workers() for worker in workers)
    started = time.monotonic()
    stop_all_workers()
    assert time.monotonic() - started < 1.0  # the busy one killed at once, the idle one ended
    assert not any(worker in running_workers() for worker in workers)
    assert not any(process_alive(pid) for pid in pids if pid is not None)
    assert workers[0].collect() == [] and workers[0].wait_for(busy, 0.0) is None
    assert _ask(workers[0], abs, -5).result == 5  # used again: a new process
    workers[0].stop()


def _niceness() -> int:
    return os.nice(0)


def _niceness_of_a_worker_of_this_worker() -> int:
    inner = Worker("ginrummy-test-inner", call)
    try:
        reply = _ask(inner, _niceness)
        assert reply.kind is ReplyKind.ANSWER
        return int(reply.result)
    finally:
        inner.stop()


@pytest.mark.skipif(not hasattr(os, "nice"), reason="os.nice is POSIX only")
def test_a_worker_runs_lower_and_its_own_workers_no_lower_again(worker: Worker) -> None:
    ours = os.nice(0)
    theirs = _ask(worker, _niceness).result
    assert theirs == ours + WORKER_NICENESS or theirs >= 19  # the system's lowest
    assert _ask(worker, _niceness_of_a_worker_of_this_worker).result == theirs


_KILLED_PARENT = """
import os, signal, sys
from ginrummy_desktop.worker_process import Call, Worker, call
worker = Worker("ginrummy-test", call)
number = worker.submit(Call(os.getpid))
print(worker.wait_for(number, 60).result, flush=True)
os.kill(os.getpid(), getattr(signal, "SIGKILL", signal.SIGTERM))  # no clean-up at all
"""


def test_a_worker_ends_when_its_parent_is_killed() -> None:
    done = subprocess.run([sys.executable, "-c", _KILLED_PARENT], capture_output=True,
                          text=True, timeout=60, cwd=ROOT, check=False)
    assert done.returncode != 0, "the parent was killed"
    pid = int(done.stdout.split()[0])
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and process_alive(pid):
        time.sleep(0.05)
    assert not process_alive(pid)

