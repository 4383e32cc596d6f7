"""How fast a friend's match is between two programs in two processes on this machine.

Run from the repository, in the project's virtual environment::

    python benchmarks/friend_timing.py            # 3 whole matches
    python benchmarks/friend_timing.py --matches 5

This process hosts (a session, its player by autopilot, as a person plays through the table);
``tests/app/friend_peer.py`` joins from a process of its own. Both note, on the machine's one
monotonic clock, when each match message leaves and arrives. Measured, medians and 95th
percentiles over every match:

* **a move's way**: from the moment one program sends a move to the moment the other takes it
  in (goal ≤ 50 ms on loopback);
* **a deal**: from this side's first message of a hand's deal to the moment its table may deal
  the hand (the four steps and the first shows both ways; goal ≤ 100 ms);
* **the longest this side's table waited** on one message of the friend's (the protocol's work
  on the GUI thread: opening masks, checking a whole deal at a hand's end; goal ≤ 50 ms).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "app"))

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ginrummy_desktop.ai.levels import Level, make_player  # noqa: E402
from ginrummy_desktop.app.match.friend_match import FriendMatch  # noqa: E402
from ginrummy_desktop.app.seats.friend_link import FriendHost  # noqa: E402
from ginrummy_desktop.app.session import MatchSession  # noqa: E402
from ginrummy_desktop.app.settings.store import SettingsStore  # noqa: E402
from ginrummy_desktop.app.shell.paths import AppPaths  # noqa: E402
from ginrummy_desktop.engine import Deal, RuleSet  # noqa: E402

PEER = ROOT / "tests" / "app" / "friend_peer.py"
Log = list[tuple[str, float, str]]


def one_match(app: QApplication, folder: Path, seed: int) -> dict[str, list[float]]:
    """Play one match against a peer process; the measures of it, in ms."""
    store = SettingsStore(QSettings(str(folder / "ana.ini"), QSettings.Format.IniFormat))
    ana = MatchSession(store, AppPaths.under(folder / "ana"), seed=seed)
    host = FriendHost("Ana")
    host.listen("127.0.0.1")
    out = folder / "bruno.json"
    peer = subprocess.Popen([sys.executable, str(PEER), "--join", str(host.port), "--data",
                             str(folder / "bruno"), "--out", str(out), "--seed", str(seed)])
    rules = RuleSet.preset("standard")
    log: Log = []
    took: list[float] = []
    dealt: list[float] = []
    host.linked.connect(lambda link: link.ready.connect(
        lambda: _start(ana, link, rules, log, took, dealt)))
    player = make_player(Level.EASY, seed, rules)
    from friend_peer import step

    def tick() -> None:
        match = ana.friend
        if match is not None and match.is_over and \
                len(ana.controller.game.history) == len(match.play.actions):
            app.quit()
        elif match is not None:
            step(ana, player)

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(1)
    QTimer.singleShot(180_000, app.quit)
    app.exec()
    timer.stop()
    peer.wait(60)
    theirs: dict[str, Any] = json.loads(out.read_text())
    ana.close()
    host.deleteLater()
    return _measures(log, theirs["log"], took, dealt)


def _start(ana: MatchSession, link: Any, rules: RuleSet, log: Log, took: list[float],
           dealt: list[float]) -> None:
    ana.play_a_friend(link, rules, host=True)
    match = ana.friend
    assert match is not None
    send = link.send

    def sending(message: dict[str, Any]) -> None:
        log.append(("out", time.monotonic(), str(message.get("kind"))))
        send(message)

    link.send = sending
    link.received.connect(lambda m: log.append(("in", time.monotonic(), str(m.get("kind")))))
    _time_the_protocol(match, took, dealt)


def _time_the_protocol(match: FriendMatch, took: list[float], dealt: list[float]) -> None:
    """How long each message of the friend's kept this side's thread, and when deals came."""
    protocol = match._protocol  # a benchmark looks inside

    def timed(message: dict[str, Any]) -> None:
        began = time.perf_counter()
        before = len(match.play.actions)
        protocol(message)
        took.append((time.perf_counter() - began) * 1000)
        if any(isinstance(a, Deal) for a in match.play.actions[before:]):
            dealt.append(time.monotonic())

    match._protocol = timed  # type: ignore[method-assign]


def _measures(mine: Log, theirs: list[list[Any]], took: list[float],
              dealt: list[float]) -> dict[str, list[float]]:
    moves_out = [t for way, t, kind in mine if way == "out" and kind == "move"]
    moves_in = [t for way, t, kind in theirs if way == "in" and kind == "move"]
    their_out = [t for way, t, kind in theirs if way == "out" and kind == "move"]
    my_in = [t for way, t, kind in mine if way == "in" and kind == "move"]
    sent_and_taken = (*zip(moves_out, moves_in, strict=True), *zip(their_out, my_in, strict=True))
    ways = [(b - a) * 1000 for a, b in sent_and_taken]
    commits = [t for way, t, kind in mine if way == "out" and kind == "commit"]  # the hands
    deals = [(d - c) * 1000 for c, d in zip(commits, dealt, strict=False)]
    return {"move": ways, "deal": deals, "took": took}


def _line(name: str, values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (f"| {name} | {len(values)} | {statistics.median(values):.1f} | {p95:.1f} | "
            f"{max(values):.1f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=3)
    args = parser.parse_args()
    app = QApplication([])
    totals: dict[str, list[float]] = {"move": [], "deal": [], "took": []}
    for number in range(args.matches):
        with tempfile.TemporaryDirectory() as folder:
            for key, values in one_match(app, Path(folder), seed=number + 1).items():
                totals[key] += values
        print(f"match {number + 1} of {args.matches} done", file=sys.stderr)
    print("| measure (ms) | count | median | p95 | max |\n|---|---|---|---|---|")
    print(_line("a move's way, from one program to the other", totals["move"]))
    print(_line("a hand's deal, to the table may deal it", totals["deal"]))
    print(_line("this table's wait on one of the friend's messages", totals["took"]))


if __name__ == "__main__":
    main()
