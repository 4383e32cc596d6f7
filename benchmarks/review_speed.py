"""How long the review of a 10-hand match takes, as the Review window runs it.

Run from the repository, in the project's virtual environment, on an otherwise idle machine::

    python benchmarks/review_speed.py                 # 3 matches of 10 hands
    python benchmarks/review_speed.py --matches 5 --hands 10 --both-seats

Each match is played by two computer levels (Medium against Hard, a seed per match) under the
Standard preset with a target high enough for ``--hands`` hands, and cut after its
``--hands``-th hand. It is then reviewed by ``app/records/review_runner.py``'s ``ReviewRun``
with the window's settings (your decisions, or both seats' with ``--both-seats``; the luck of
both), in the review's two worker processes, from a Qt event loop as in the program, with an
empty store each time (so nothing is served from an earlier review). Printed per match: the
seconds to the first hand shown and to the whole review, the decisions valued and the draws
measured, and the longest the event loop (the table's, in the program) went unanswered
meanwhile (a 5 ms timer's worst lateness); then the medians. The goal: a 10-hand match in 60
s or less on a two-core machine.

The processes are started (and have imported the program) before the clock starts, as the
window warms them up when it opens; the first match's time includes nothing else.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.match import play_game
from ginrummy_desktop.ai.review import HandReview, ReviewSettings
from ginrummy_desktop.app.records.review_runner import ReviewRun, shared_hosts, warm_up
from ginrummy_desktop.app.records.review_store import ReviewStore
from ginrummy_desktop.engine import Game, RuleSet
from ginrummy_desktop.worker_process import stop_all_workers

TIMEOUT_S = 600
BEAT_MS = 5


def match_of(hands: int, seed: int) -> Game:
    """A match of Medium against Hard cut after its ``hands``-th hand."""
    rules = RuleSet(target=1000)
    played, _ = play_game((make_player(Level.MEDIUM, seed), make_player(Level.HARD, seed + 1)),
                          rules, seed)
    cut = Game(rules)
    for action in played.history:
        cut.apply(action)
        if len(cut.results) == hands:
            return cut
    raise SystemExit(f"the match of seed {seed} ended before {hands} hands")


class Heartbeat:
    """A timer of :data:`BEAT_MS` on the event loop: the longest it waited past its time is
    the longest the loop (the table, in the program) could not answer."""

    def __init__(self) -> None:
        self.timer = QTimer()
        self.timer.setInterval(BEAT_MS)
        self.timer.timeout.connect(self._beat)
        self.last = time.perf_counter()
        self.longest = 0.0

    def start(self) -> None:
        self.last = time.perf_counter()
        self.timer.start()

    def _beat(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self.last - BEAT_MS / 1000)
        self.last = now


def review(game: Game, settings: ReviewSettings,
           folder: Path) -> tuple[float, float, int, int, float]:
    """Seconds to the first hand and to the whole review; decisions and draws reviewed; the
    event loop's longest stall meanwhile (seconds)."""
    run = ReviewRun(game, settings, store=ReviewStore(folder))
    loop = QEventLoop()
    first: list[float] = []
    done: list[tuple[HandReview, ...]] = []
    heartbeat = Heartbeat()

    def came(_hand: object) -> None:
        if not first:
            first.append(time.perf_counter() - start)

    def ended(hands: object) -> None:
        assert isinstance(hands, tuple)
        done.append(hands)
        loop.quit()

    run.handReviewed.connect(came)
    run.finished.connect(ended)
    def failed(reason: str) -> None:
        print(reason, file=sys.stderr)
        loop.quit()

    run.failed.connect(failed)
    QTimer.singleShot(TIMEOUT_S * 1000, loop.quit)
    start = time.perf_counter()
    heartbeat.start()
    run.start()
    loop.exec()
    whole = time.perf_counter() - start
    heartbeat.timer.stop()
    if not done:
        raise SystemExit("the review did not finish")
    hands = done[0]
    return (first[0], whole, sum(len(h.decisions) for h in hands),
            sum(len(h.draws) for h in hands), heartbeat.longest)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=3)
    parser.add_argument("--hands", type=int, default=10)
    parser.add_argument("--both-seats", action="store_true")
    args = parser.parse_args(argv)
    app = QCoreApplication([])
    seats = frozenset({0, 1}) if args.both_seats else frozenset({0})
    settings = ReviewSettings(seats=seats)
    warm_up()
    deadline = time.monotonic() + 60
    while any(host.pid is None for host in shared_hosts()) and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.05)
    firsts, wholes, stalls = [], [], []
    try:
        for number in range(args.matches):
            game = match_of(args.hands, 100 + number)
            with tempfile.TemporaryDirectory() as folder:
                first, whole, decisions, draws, stall = review(game, settings, Path(folder))
            firsts.append(first)
            wholes.append(whole)
            stalls.append(stall)
            print(f"match {number + 1}: first hand {first:.1f} s, whole review {whole:.1f} s "
                  f"({decisions} decisions, {draws} draws); event loop's longest stall "
                  f"{stall * 1000:.0f} ms")
    finally:
        stop_all_workers()
    print(f"median of {args.matches}: first hand {statistics.median(firsts):.1f} s, "
          f"whole review {statistics.median(wholes):.1f} s (goal: 60 s), event loop's longest "
          f"stall {statistics.median(stalls) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
