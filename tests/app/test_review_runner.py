"""A match reviewed in the background: hand by hand in the review's two worker processes, handed
on in the match's order with its progress, exactly the review made in this process, and stored;
a stored review served without any process; a cancelled run silent; a hand that fails tried
once more on the other process, then a sentence for the player."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject, QTimer
from pytestqt.qtbot import QtBot

from ginrummy_desktop.ai.levels import make_player
from ginrummy_desktop.ai.review import HandReview, ReviewSettings, review_hand
from ginrummy_desktop.app.records.review_runner import PROCESS_NAMES, ReviewRun, shared_hosts
from ginrummy_desktop.app.records.review_store import ReviewStore
from ginrummy_desktop.app.shell.worker_host import WorkerHost
from ginrummy_desktop.engine import Game, Phase
from ginrummy_desktop.worker_process import (
    Call,
    Reply,
    ReplyKind,
    Worker,
    call,
    running_workers,
    stop_all_workers,
)

SETTINGS = ReviewSettings(samples=8, close_samples=0, draw_guesses=2, deal_samples=8)
WAIT_MS = 60_000
Events = list[tuple[Any, ...]]


@pytest.fixture(autouse=True)
def no_worker_left() -> Iterator[None]:
    yield
    stop_all_workers()


@pytest.fixture(scope="module")
def match() -> Game:
    """Two hands played by two Easy players, stopped after the second."""
    game = Game(seed=3)
    players = [make_player("easy", 4), make_player("easy", 5)]
    while not (game.phase is Phase.HAND_OVER and len(game.results) == 2):
        seat = game.actor
        game.apply(game.legal_actions()[0] if seat is None
                   else players[seat].choose(game.view(seat)))
    return game


@pytest.fixture(scope="module")
def expected(match: Game) -> tuple[HandReview, ...]:
    return tuple(review_hand(match.rules, match.history, number, SETTINGS) for number in (1, 2))


def _listen(run: ReviewRun) -> Events:
    """Every signal of ``run``, in the order they came."""
    events: Events = []
    run.handReviewed.connect(lambda hand: events.append(("hand", hand.number)))
    run.progress.connect(lambda done, total: events.append(("progress", done, total)))
    run.finished.connect(lambda hands: events.append(("finished", hands)))
    run.failed.connect(lambda sentence: events.append(("failed", sentence)))
    return events


Outcome = Callable[[int, int], ReplyKind]
"""What a host double answers for (hand, how many times it was asked for that hand)."""


class FakeHost(WorkerHost):
    """A host that reviews in this process, or fails, after ``delay_ms`` (never at once, as a
    real host); it records what it was asked and what was forgotten."""

    def __init__(self, outcome: Outcome | None = None, delay_ms: int = 5) -> None:
        super().__init__(Worker("ginrummy-test-never-started", call))
        self.outcome = outcome or (lambda hand, attempt: ReplyKind.ANSWER)
        self.delay_ms = delay_ms
        self.asked: list[int] = []
        self.forgotten: list[int] = []
        self.tries: dict[int, int] = {}

    def ask(self, payload: Any, deliver: Callable[[Reply], None]) -> int:
        assert isinstance(payload, Call) and payload.function is review_hand
        hand = payload.args[2]
        self.asked.append(hand)
        number = len(self.asked)
        self.tries[hand] = self.tries.get(hand, 0) + 1
        kind = self.outcome(hand, self.tries[hand])
        result = review_hand(*payload.args) if kind is ReplyKind.ANSWER else None
        reply = Reply(number, kind, result, "ValueError: a test" if result is None else "")
        QTimer.singleShot(self.delay_ms, lambda: None if number in self.forgotten
                          else deliver(reply))
        return number

    def forget(self, number: int) -> None:
        self.forgotten.append(number)


def _spy(host: WorkerHost, asked: list[tuple[str, int]]) -> Callable[..., int]:
    """``host.ask``, noting the host's process's name and the hand asked for."""
    real = host.ask

    def ask(payload: Call, deliver: Callable[[Reply], None]) -> int:
        asked.append((host.worker.name, payload.args[2]))
        return real(payload, deliver)
    return ask


def test_a_match_is_reviewed_in_the_two_processes_in_order_and_stored(
    qtbot: QtBot, tmp_path: Path, match: Game, expected: tuple[HandReview, ...],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = ReviewStore(tmp_path)
    asked: list[tuple[str, int]] = []
    for host in shared_hosts():
        monkeypatch.setattr(host, "ask", _spy(host, asked))
    run = ReviewRun(match, SETTINGS, store=store)
    events = _listen(run)
    run.start()
    assert events == []  # never from within start
    with qtbot.waitSignal(run.finished, timeout=WAIT_MS) as finished:
        pass
    assert finished.args == [expected]  # the same review as in this process, exactly
    assert [e for e in events if e[0] == "hand"] == [("hand", 1), ("hand", 2)]
    assert [e for e in events if e[0] == "progress"] == [
        ("progress", 0, 2), ("progress", 1, 2), ("progress", 2, 2)]
    assert events[-1] == ("finished", expected)
    assert run.done and run.hands == expected
    assert {worker.name for worker in running_workers()} >= set(PROCESS_NAMES)
    assert sorted(asked) == [(PROCESS_NAMES[0], 1), (PROCESS_NAMES[1], 2)]  # one hand each
    assert store.load(run.key) == expected


def test_a_stored_review_is_served_without_any_process(
    qtbot: QtBot, tmp_path: Path, match: Game, expected: tuple[HandReview, ...]
) -> None:
    store = ReviewStore(tmp_path)
    hosts = [FakeHost(), FakeHost()]
    assert store.save(ReviewRun(match, SETTINGS, store=store, hosts=hosts).key, expected)
    run = ReviewRun(match, SETTINGS, store=store, hosts=hosts)
    events = _listen(run)
    run.start()
    assert events == []
    with qtbot.waitSignal(run.finished, timeout=1000):
        pass
    assert events == [("progress", 0, 2), ("hand", 1), ("progress", 1, 2), ("hand", 2),
                      ("progress", 2, 2), ("finished", expected)]
    assert hosts[0].asked == hosts[1].asked == []
    other = ReviewRun(match, ReviewSettings(samples=9, draw_guesses=2, deal_samples=8),
                      store=store, hosts=hosts)
    other.start()  # other settings: not the stored review
    assert hosts[0].asked == [1] and hosts[1].asked == [2]
    other.cancel()


def test_a_hand_done_early_waits_for_the_hands_before_it(
    qtbot: QtBot, tmp_path: Path, match: Game, expected: tuple[HandReview, ...]
) -> None:
    hosts = [FakeHost(delay_ms=300), FakeHost(delay_ms=5)]
    run = ReviewRun(match, SETTINGS, store=ReviewStore(tmp_path), hosts=hosts)
    events = _listen(run)
    run.start()
    with qtbot.waitSignal(run.finished, timeout=5000):
        pass
    assert events == [("progress", 0, 2), ("progress", 1, 2), ("hand", 1), ("hand", 2),
                      ("progress", 2, 2), ("finished", expected)]
    assert hosts[0].asked == [1] and hosts[1].asked == [2]


def test_after_cancel_no_signal_comes(
    qtbot: QtBot, tmp_path: Path, match: Game
) -> None:
    hosts = [FakeHost(delay_ms=300), FakeHost(delay_ms=5)]
    run = ReviewRun(match, SETTINGS, store=ReviewStore(tmp_path), hosts=hosts)
    events = _listen(run)
    run.start()
    qtbot.waitUntil(lambda: bool(hosts[1].asked) and ("progress", 1, 2) in events)
    run.cancel()
    qtbot.wait(500)
    assert events == [("progress", 0, 2), ("progress", 1, 2)]
    assert hosts[0].forgotten == [1] and not run.done and run.hands == ()
    again = ReviewRun(match, SETTINGS, store=ReviewStore(tmp_path), hosts=hosts)
    again_events = _listen(again)
    again.start()
    again.cancel()
    qtbot.wait(100)
    assert again_events == []


def test_a_cancel_from_a_signal_silences_the_rest(
    qtbot: QtBot, tmp_path: Path, match: Game
) -> None:
    hosts = [FakeHost(delay_ms=5), FakeHost(delay_ms=300)]
    run = ReviewRun(match, SETTINGS, store=ReviewStore(tmp_path), hosts=hosts)
    events = _listen(run)
    run.handReviewed.connect(lambda hand: run.cancel())
    run.start()
    qtbot.waitUntil(lambda: ("hand", 1) in events)
    qtbot.wait(500)
    assert events == [("progress", 0, 2), ("hand", 1)]
    assert hosts[1].forgotten == [1] and run.hands == (run.hands[0],)


def test_a_deleted_run_forgets_its_requests(
    qtbot: QtBot, tmp_path: Path, match: Game
) -> None:
    hosts = [FakeHost(delay_ms=200), FakeHost(delay_ms=200)]
    owner = QObject()
    run = ReviewRun(match, SETTINGS, owner, store=ReviewStore(tmp_path), hosts=hosts)
    run.start()
    owner.deleteLater()
    qtbot.waitUntil(lambda: hosts[0].forgotten == [1] and hosts[1].forgotten == [1])
    qtbot.wait(300)  # the replies were dropped: nothing reached the deleted run


def test_a_failed_hand_is_tried_once_more_on_the_other_process(
    qtbot: QtBot, tmp_path: Path, match: Game, expected: tuple[HandReview, ...]
) -> None:
    first_fails: Outcome = lambda hand, attempt: (  # noqa: E731
        ReplyKind.FAILURE if hand == 1 else ReplyKind.ANSWER)
    hosts = [FakeHost(first_fails), FakeHost()]
    run = ReviewRun(match, SETTINGS, store=ReviewStore(tmp_path), hosts=hosts)
    events = _listen(run)
    run.start()
    with qtbot.waitSignal(run.finished, timeout=5000) as finished:
        pass
    assert finished.args == [expected]
    assert hosts[0].asked == [1] and hosts[1].asked == [2, 1]
    assert not [e for e in events if e[0] == "failed"]


@pytest.mark.parametrize(("kind", "words"), [
    (ReplyKind.FAILURE, "could not be reviewed"),
    (ReplyKind.PROCESS_STOPPED, "ended unexpectedly"),
])
def test_a_hand_that_fails_twice_stops_the_review_with_a_sentence(
    kind: ReplyKind, words: str, qtbot: QtBot, tmp_path: Path, match: Game
) -> None:
    hand_two_fails: Outcome = lambda hand, attempt: (  # noqa: E731
        kind if hand == 2 else ReplyKind.ANSWER)
    hosts = [FakeHost(hand_two_fails, delay_ms=50), FakeHost(hand_two_fails, delay_ms=5)]
    store = ReviewStore(tmp_path)
    run = ReviewRun(match, SETTINGS, store=store, hosts=hosts)
    events = _listen(run)
    run.start()
    with qtbot.waitSignal(run.failed, timeout=5000) as failed:
        pass
    sentence = failed.args[0]
    assert "hand 2" in sentence and words in sentence and sentence.endswith(".")
    assert hosts[1].asked == [2] and hosts[0].asked == [1, 2]  # the second time elsewhere
    qtbot.wait(100)
    assert events[-1] == ("failed", sentence) and not run.done
    assert not [e for e in events if e[0] == "finished"] and store.load(run.key) is None


def test_a_review_that_raises_in_both_processes_fails_with_a_sentence(
    qtbot: QtBot, tmp_path: Path, match: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[str, int]] = []
    for host in shared_hosts():
        monkeypatch.setattr(host, "ask", _spy(host, asked))
    impossible = ReviewSettings(samples=8, draw_guesses=2, deal_samples=0)  # divides by 0
    run = ReviewRun(match, impossible, store=ReviewStore(tmp_path))
    events = _listen(run)
    run.start()
    with qtbot.waitSignal(run.failed, timeout=WAIT_MS) as failed:
        pass
    assert "could not be reviewed" in failed.args[0]
    tried = [name for name, hand in asked if hand == asked[-1][1]]
    assert sorted(tried) == sorted(PROCESS_NAMES)  # the failing hand, once in each process
    assert len(asked) <= 4 and events[-1] == ("failed", failed.args[0])


def test_a_match_with_no_hand_dealt_finishes_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    hosts = [FakeHost(), FakeHost()]
    run = ReviewRun(Game(seed=1), SETTINGS, store=ReviewStore(tmp_path), hosts=hosts)
    events = _listen(run)
    run.start()
    with qtbot.waitSignal(run.finished, timeout=1000):
        pass
    assert events == [("progress", 0, 0), ("finished", ())]
    assert hosts[0].asked == hosts[1].asked == []
