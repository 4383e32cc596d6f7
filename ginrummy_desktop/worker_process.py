"""Worker processes: CPU-bound work in processes of its own, all started, spoken to and ended alike.

The program runs three kinds of work away from the table's interpreter: the computer player's
decisions (``player_process.py``), the coach's hints and Teach me (``app/coach/coach_process.py``)
and the Expert's rollouts (``rollout_process.py``, started from inside the player's process).
Each is a :class:`Worker`: one process at a time, serving one *handler* (a picklable callable
that maps a request's payload to a result). This module is the one mechanism behind all three.

Started the same way. ``spawn``, never ``fork`` (the program has threads), in the background:
:meth:`Worker.start` returns at once and the child says :class:`Ready` once it has imported
what it needs. The child first lowers its priority (``os.nice``, POSIX only; elsewhere the
normal priority), so the table gets the processor whenever both want it; a worker started by a
worker (the rollout helper, started by the player's process) is not lowered a second time. It
ends with its parent however the parent ends, a parent killed with ``SIGKILL`` included: a
thread waits on the parent's sentinel and ends the child when it fires (a child whose own
code holds Python's lock in C for minutes cannot run that thread; it is killed by its parent,
or ends when its computation does and it finds its pipe closed). In a frozen bundle the child
is the bundle's executable run again, which ``multiprocessing.freeze_support()`` in
``ginrummy_desktop.__main__`` turns into :func:`serve`; :func:`serve` and the handlers are
module-level, so the child can import them.

One protocol. :meth:`Worker.submit` numbers each request (the numbers go on rising across the
processes a worker starts); an answer carries its request's number, as a :class:`Reply`: the
result, the handler's failure (any exception of the handler, ``SystemExit`` included, is a
reply, never the end of the process), or the loss of the process. The worker sends one request
at a time, the next once the last is answered, so the pipe never fills and the sender never
waits to write; requests submitted meanwhile wait in order. A forgotten request
(:meth:`Worker.forget`: cancelled) is never sent if it was still waiting, and its reply is
dropped if it was under way: a reply reaches its owner only while its number is awaited.

Replaced when it dies or overruns. A process that dies (killed, out of memory, ended by its
handler) or says something that is not the protocol's loses the request it had
(:attr:`ReplyKind.PROCESS_STOPPED`); :meth:`Worker.replace` gives up one that overran its
owner's patience: it is killed, never waited for (:attr:`ReplyKind.PROCESS_REPLACED`). Either
way the requests waiting their turn go to a new process.

One owner. Every process running is in this module's registry (:func:`running_workers`), which
ends them all with :func:`stop_all_workers`: the program's close-down calls it, so does
``atexit``, and so can tests. Stopping kills at once a process that is busy or not ready yet
(it has nothing to finish); an idle one is asked to end (its pipe closes) and killed if it has
not ended within :data:`STOP_WAIT_S`.

Headless (no Qt) and cheap to import: ``multiprocessing`` is imported only when a process is
first started or served, never before the table's first paint. The GUI polls a worker with
``app/shell/worker_host.py``; the rollout helper waits on one with :meth:`Worker.wait_for`.
A worker is used by one thread at a time (its owner serialises); :meth:`Worker.stop` may come
from another, and that user then sees no reply.
"""

from __future__ import annotations

import atexit
import contextlib
import enum
import logging
import os
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

__all__ = [
    "STOP_WAIT_S",
    "WORKER_NICENESS",
    "Call",
    "Ready",
    "Reply",
    "ReplyKind",
    "Request",
    "Worker",
    "call",
    "failure_text",
    "running_workers",
    "serve",
    "stop_all_workers",
]

_log = logging.getLogger(__name__)

WORKER_NICENESS = 10
"""How much lower a worker runs than the program (``os.nice``; POSIX only)."""
STOP_WAIT_S = 0.5
"""How long an idle process asked to end is waited for before it is killed."""

Handler = Callable[[Any], Any]
"""What a worker's process runs for each request: payload in, result out (picklable)."""


class ReplyKind(enum.Enum):
    """How a request ended."""

    ANSWER = "answer"
    """The handler returned :attr:`Reply.result`."""
    FAILURE = "failure"
    """The handler raised; :attr:`Reply.failure` says what."""
    PROCESS_STOPPED = "process stopped"
    """The process died, could not be started or reached, or broke the protocol."""
    PROCESS_REPLACED = "process replaced"
    """The owner gave the process up (:meth:`Worker.replace`)."""


@dataclass(frozen=True, slots=True)
class Request:
    """Request ``number``: run the handler on ``payload``."""

    number: int
    payload: Any


@dataclass(frozen=True, slots=True)
class Reply:
    """How request ``number`` ended (see :class:`ReplyKind`)."""

    number: int
    kind: ReplyKind
    result: Any = None
    failure: str = ""


@dataclass(frozen=True, slots=True)
class Ready:
    """The child's first message: it has started and serves from now on."""

    pid: int


@dataclass(frozen=True, slots=True)
class Call:
    """A function call for the :func:`call` handler (the function module-level, the
    arguments picklable)."""

    function: Callable[..., Any]
    args: tuple[Any, ...] = ()
    kwargs: dict[str, Any] = field(default_factory=dict)


def call(request: Call) -> Any:
    """The handler of a worker that runs whatever it is asked (the coach's)."""
    return request.function(*request.args, **request.kwargs)


def failure_text(error: BaseException) -> str:
    """An exception as a short message (for the log and the user's status line)."""
    text = f"{type(error).__name__}: {error}"
    return text if len(text) <= 200 else f"{text[:199]}…"


# --- the child's side -----------------------------------------------------------------------

_lowered_by = 0
"""How much lower than the program this process runs (0 in the program, set in a worker)."""


def serve(connection: Connection, handler: Handler, lowered_by: int) -> None:
    """A worker's process: lower the priority, end with the parent, say :class:`Ready`, then
    answer each :class:`Request` with a :class:`Reply` until the parent closes its end of the
    pipe (or sends anything else). ``lowered_by``: how much lower the parent already runs."""
    _prepare(lowered_by)
    connection.send(Ready(os.getpid()))
    while True:
        try:
            request = connection.recv()
        except (EOFError, OSError):
            return
        if not isinstance(request, Request):
            return
        reply = _answer(handler, request)
        try:
            connection.send(reply)
        except (OSError, ValueError):  # the parent's end is gone
            return
        except Exception as error:  # a result that cannot be sent (not picklable)
            connection.send(Reply(request.number, ReplyKind.FAILURE, failure=failure_text(error)))


def _answer(handler: Handler, request: Request) -> Reply:
    try:
        return Reply(request.number, ReplyKind.ANSWER, handler(request.payload))
    except BaseException as error:  # even SystemExit: a request never ends the process
        return Reply(request.number, ReplyKind.FAILURE, failure=failure_text(error))


def _prepare(lowered_by: int) -> None:
    """Run lower, end with the parent, and be allowed to start workers of its own.

    The parent starts its workers as daemons, so that its ``multiprocessing`` never waits
    for them at exit; but a daemon may start no process, and the player's process starts the
    Expert's rollout helper: a worker ends with its parent anyway, and its own workers with it.
    """
    import multiprocessing

    global _lowered_by
    _lowered_by = lowered_by + _lower_priority(max(0, WORKER_NICENESS - lowered_by))
    _end_with_the_parent()
    multiprocessing.current_process().daemon = False


def _lower_priority(increment: int) -> int:
    """Lower this process's priority by ``increment``; by how much it was lowered."""
    if increment and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(increment)
            return increment
    return 0


def _end_with_the_parent() -> None:
    import multiprocessing

    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), name="end with the parent",
                         daemon=True).start()


def _end_with(sentinel: int) -> None:
    """Wait for the parent's end (its sentinel: a pipe on POSIX, a process handle on
    Windows; both fire however it ended), then end this process at once."""
    import multiprocessing.connection

    multiprocessing.connection.wait([sentinel])
    os._exit(0)


# --- the parent's side ----------------------------------------------------------------------


class Worker:
    """One worker: its process (started on demand, replaced when lost) and its requests.

    ``handler`` runs in the process for each request (picklable: a module-level function, or
    an instance of a module-level class whose state lives as long as the process). ``main`` is
    what the process runs, :func:`serve` (tests give one that misbehaves).
    """

    def __init__(self, name: str, handler: Handler, *,
                 main: Callable[[Connection, Handler, int], None] = serve) -> None:
        self.name = name
        self.starts = 0
        """How many processes were started (the first included; failed starts too)."""
        self.ready = False
        """The process running now has said :class:`Ready`."""
        self._handler = handler
        self._main = main
        self._process: BaseProcess | None = None
        self._connection: Connection | None = None
        self._last = 0
        self._queue: deque[Request] = deque()
        self._in_flight: int | None = None
        self._awaited: set[int] = set()
        self._outbox: list[Reply] = []

    def __repr__(self) -> str:
        return f"<Worker {self.name} pid={self.pid}>"

    @property
    def running(self) -> bool:
        """A process is running (ready or still starting)."""
        process = self._process
        return process is not None and process.is_alive()

    @property
    def pid(self) -> int | None:
        """The process id of the process running now (None while there is none)."""
        process = self._process
        return process.pid if process is not None and process.is_alive() else None

    @property
    def busy(self) -> bool:
        """A request is under way, waits its turn, or has a reply not yet collected."""
        return self._in_flight is not None or bool(self._queue) or bool(self._outbox)

    def start(self) -> None:
        """Start a process now if none is running; it readies itself in the background (this
        returns at once). Raises ``OSError`` or ``RuntimeError`` when none can start."""
        if self.running:
            return
        if self._process is not None:
            self._lose("ended")
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        ours, theirs = context.Pipe()
        process = context.Process(target=self._main, args=(theirs, self._handler, _lowered_by),
                                  name=self.name, daemon=True)
        self.starts += 1
        try:
            process.start()
        except BaseException:
            ours.close()
            raise
        finally:
            theirs.close()  # the child holds its end: its closing is how this side sees it end
        self._process, self._connection = process, ours
        _register(self)
        _log.info("worker %s started (pid %s)", self.name, process.pid)

    def submit(self, payload: Any) -> int:
        """Ask for ``payload`` to be handled; the request's number. Sent at once if the
        process has nothing under way (starting one if need be), else when its turn comes; a
        failure to send comes back as a reply, never as an exception."""
        self._last += 1
        number = self._last
        self._awaited.add(number)
        self._queue.append(Request(number, payload))
        self._send_next()
        return number

    def forget(self, number: int) -> None:
        """Request ``number`` is cancelled: not sent if it still waits its turn, and no reply
        of it is given (one under way still occupies the process until it is answered)."""
        self._awaited.discard(number)
        self._queue = deque(request for request in self._queue if request.number != number)
        self._outbox = [reply for reply in self._outbox if reply.number != number]

    def collect(self) -> list[Reply]:
        """The replies that have come, without waiting: the awaited ones, in order (a lost
        process's request among them; the next request then goes to a new process)."""
        while self._read(0.0):
            pass
        process = self._process
        if process is not None and not process.is_alive():
            self._lose(f"ended (exit code {process.exitcode})")
        self._send_next()
        return self._take_replies()

    def wait_for(self, number: int, timeout_s: float) -> Reply | None:
        """Wait at most ``timeout_s`` for request ``number``'s reply (other replies stay to
        be collected); None when it did not come in time (it stays under way: the caller
        forgets it, replaces the process, or waits again) or is not awaited."""
        deadline = time.monotonic() + timeout_s
        while True:
            self._send_next()
            reply = self._take_reply(number)
            if reply is not None or number not in self._awaited:
                return reply
            if not self._read(max(0.0, deadline - time.monotonic())):
                return None

    def replace(self) -> None:
        """Give the process up (it overran): killed, not waited for; its request ends as
        :attr:`ReplyKind.PROCESS_REPLACED`, the waiting ones go to a new process."""
        number = self._in_flight
        if self._process is not None:
            _log.warning("worker %s given up and replaced", self.name)
        self._drop_process()
        if number is not None:
            self._outbox.append(Reply(number, ReplyKind.PROCESS_REPLACED))
        self._send_next()

    def stop(self, wait_s: float = STOP_WAIT_S) -> None:
        """End the process (see the module docstring: killed at once when busy) and forget
        every request; a later request starts a new one."""
        process = self._let_go()
        if process is not None:
            _finish([process], wait_s)

    # --- inside -----------------------------------------------------------------------

    def _send_next(self) -> None:
        while self._in_flight is None and self._queue:
            request = self._queue.popleft()
            try:
                self.start()
                assert self._connection is not None
                self._connection.send(request)
            except Exception as error:  # the process is gone, or cannot be started
                _log.error("worker %s cannot be reached: %s", self.name, error)
                self._drop_process()
                self._outbox.append(Reply(request.number, ReplyKind.PROCESS_STOPPED))
                continue
            self._in_flight = request.number

    def _read(self, timeout_s: float) -> bool:
        """Wait at most ``timeout_s`` for one message and take it in; False if none came."""
        connection = self._connection
        if connection is None:
            return False
        try:
            if not connection.poll(timeout_s):
                return False
            message = connection.recv()
        except Exception as error:  # closed (the process died), or what came cannot be read
            self._lose(f"stopped ({type(error).__name__})")
            return True
        if isinstance(message, Reply):
            if message.number == self._in_flight:
                self._in_flight = None
            self._outbox.append(message)
            self._send_next()
        elif isinstance(message, Ready) and type(message.pid) is int and not self.ready:
            self.ready = True
        else:
            self._lose(f"broke the protocol ({message!r:.100})")
        return True

    def _take_replies(self) -> list[Reply]:
        replies = [reply for reply in self._outbox if reply.number in self._awaited]
        self._outbox.clear()
        self._awaited.difference_update(reply.number for reply in replies)
        return replies

    def _take_reply(self, number: int) -> Reply | None:
        found = next((reply for reply in self._outbox if reply.number == number), None)
        if found is None or number not in self._awaited:
            return None
        self._outbox.remove(found)
        self._awaited.discard(number)
        return found

    def _lose(self, why: str) -> None:
        """The process is lost: its request ends as :attr:`ReplyKind.PROCESS_STOPPED`."""
        number = self._in_flight
        _log.error("worker %s %s", self.name, why)
        self._drop_process()
        if number is not None:
            self._outbox.append(Reply(number, ReplyKind.PROCESS_STOPPED))

    def _drop_process(self) -> None:
        """Forget the process, killed if it still runs (nothing is waited for but its end)."""
        process, connection = self._process, self._connection
        self._process = self._connection = None
        self.ready = False
        self._in_flight = None
        _unregister(self)
        if connection is not None:
            with contextlib.suppress(OSError):
                connection.close()
        if process is not None:
            with contextlib.suppress(OSError, ValueError):
                if process.is_alive():
                    process.kill()
                process.join(STOP_WAIT_S)

    def _let_go(self) -> BaseProcess | None:
        """Forget every request and the process, whose pipe closes: a busy process, or one
        not ready yet, is killed now; the caller waits for the process's end."""
        process, connection = self._process, self._connection
        kill = self._in_flight is not None or not self.ready
        self._process = self._connection = None
        self.ready = False
        self._in_flight = None
        self._queue.clear()
        self._awaited.clear()
        self._outbox.clear()
        _unregister(self)
        if connection is not None:
            with contextlib.suppress(OSError):
                connection.close()
        if process is not None and kill:
            with contextlib.suppress(OSError, ValueError):
                process.kill()
        return process


def _finish(processes: list[BaseProcess], wait_s: float) -> None:
    """Wait for ``processes`` to end, ``wait_s`` in all; kill those that have not."""
    deadline = time.monotonic() + wait_s
    for process in processes:
        with contextlib.suppress(OSError, ValueError, AssertionError):
            process.join(max(0.0, deadline - time.monotonic()))
    for process in processes:
        with contextlib.suppress(OSError, ValueError, AssertionError):
            if process.is_alive():
                process.kill()
                process.join(wait_s)


# --- the registry: the one owner of the processes --------------------------------------------

_RUNNING: list[Worker] = []
"""The workers whose process runs (or has not been seen to end), in the order started."""
_RUNNING_LOCK = threading.Lock()
_at_exit = False


def _register(worker: Worker) -> None:
    global _at_exit
    with _RUNNING_LOCK:
        if worker not in _RUNNING:
            _RUNNING.append(worker)
        if not _at_exit:  # after multiprocessing's own exit handler: so it runs before it
            atexit.register(stop_all_workers)
            _at_exit = True


def _unregister(worker: Worker) -> None:
    with _RUNNING_LOCK:
        if worker in _RUNNING:
            _RUNNING.remove(worker)


def running_workers() -> tuple[Worker, ...]:
    """The workers with a process running, in the order they were started."""
    with _RUNNING_LOCK:
        return tuple(_RUNNING)


def stop_all_workers(wait_s: float = STOP_WAIT_S) -> None:
    """End every worker's process (the program is closing): all are let go at once, then the
    idle ones are given ``wait_s`` in all to end before they are killed. Their requests are
    forgotten; a worker used again later starts a new process."""
    processes = [process for worker in running_workers()
                 if (process := worker._let_go()) is not None]
    _finish(processes, wait_s)
