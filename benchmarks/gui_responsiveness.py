"""GUI responsiveness while the computer thinks: the longest gap between event-loop ticks.

Run: ``python benchmarks/gui_responsiveness.py [--decisions 12] [--level expert|hint] [--helper]``
(from the repository, in the project's virtual environment); ``--helper`` lets the Expert share
its work with a helper process, as the table's Expert does on two or more cores; ``--level
hint`` measures the table's Hint (the coach, ``app/hints.py``) instead of a player. A 5 ms
``QTimer`` ticks on the GUI thread while the strongest level (Expert, or the level given)
decides a series of real positions in the worker thread through :class:`AiRunner`, one after
another, as in a game. The positions are the computer's turns (draws and discards) of seeded
games played by simple players. Prints the longest gap between two ticks (the worst freeze a
user could notice), the 99th percentile, the
decision times, and whether the longest gap meets the target (exit code 1 if not).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.ai import Player
from ginrummy_desktop.ai.expert import ExpertPlayer
from ginrummy_desktop.ai.fallback import FallbackPlayer
from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.app.ai_runner import AiRunner
from ginrummy_desktop.engine import Action, Game, Phase, PlayerView, RuleSet
from ginrummy_desktop.rollout_process import RolloutProcess

TARGET_MS = 50.0
TICK_MS = 5


def positions(count: int, seed: int = 7) -> list[PlayerView]:
    """``count`` views of seat 1 to act in a draw or a discard, from seeded simple games."""
    views: list[PlayerView] = []
    simple = FallbackPlayer()
    while len(views) < count:
        game = Game(RuleSet(), seed=seed)
        seed += 1
        while game.phase not in (Phase.HAND_OVER, Phase.GAME_OVER) and len(views) < count:
            actor = game.actor
            if actor is None:
                game.apply(game.legal_actions()[0])
                continue
            view = game.view(actor)
            if actor == 1 and view.phase in (Phase.DRAW, Phase.DISCARD):
                views.append(view)
            game.apply(simple.choose(view))
    return views


class Probe:
    """Ticks every 5 ms and asks the player the next position whenever it has answered."""

    def __init__(self, app: QApplication, player: Player, views: list[PlayerView]) -> None:
        self.app = app
        self.player = player
        self.views = list(views)
        self.runner = AiRunner()
        self.runner.decided.connect(self.on_answer)
        self.runner.failed.connect(self.on_failed)
        self.ticks: list[float] = []
        self.decisions: list[float] = []
        self.asked = 0.0
        self.failure = ""
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)

    def tick(self) -> None:
        self.ticks.append(time.perf_counter())

    def start(self) -> None:
        self.timer.start()
        QTimer.singleShot(50, self.ask_next)

    def ask_next(self) -> None:
        if not self.views:
            QTimer.singleShot(50, self.app.quit)
            return
        self.asked = time.perf_counter()
        self.runner.request(self.views.pop(0), self.player)

    def on_answer(self, _request: int, _action: object) -> None:
        self.decisions.append(time.perf_counter() - self.asked)
        self.ask_next()

    def on_failed(self, _request: int, message: str) -> None:
        self.failure = message
        self.app.quit()

    def gaps_ms(self) -> list[float]:
        return [(b - a) * 1000 for a, b in zip(self.ticks, self.ticks[1:], strict=False)]


class _CoachInThread:
    """The Hint's coach as a player, run in the runner's thread (the table runs it in a
    process of its own; see benchmarks/coach_in_window.py for that)."""

    name = "coach"

    def choose(self, view: PlayerView) -> Action:
        from ginrummy_desktop.app.hints import best_advice

        return best_advice(view).action


def heaviest_player(helper: RolloutProcess | None = None) -> Player:
    """The search player of ai/expert.py, the slowest thinker, even while level 5 plays Hard;
    with ``helper``, sharing its work with that process as the table's Expert does."""
    return ExpertPlayer(1, rules=RuleSet(), helper=helper)


def chosen_player(level: str, helper: RolloutProcess | None = None) -> Player:
    if level == "search":
        return heaviest_player(helper)
    if level == "hint":
        return _CoachInThread()
    return make_player(Level.parse(level), seed=1, rules=RuleSet())


def main(argv: list[str] | None = None) -> int:
    """Measure the longest event-loop gap; exit 1 if it misses the target."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=12, help="positions to decide")
    parser.add_argument(
        "--level",
        default="search",
        help="difficulty level, 'search' for the Expert search player itself (default), or "
        "'hint' for the coach behind the Hint button",
    )
    parser.add_argument(
        "--helper",
        action="store_true",
        help="the Expert shares its work with a helper process, as at the table on 2+ cores",
    )
    args = parser.parse_args(argv)
    app = QApplication(sys.argv[:1])
    helper = RolloutProcess() if args.helper else None
    if helper is not None and not helper.warm_up():
        print("the helper process did not start", file=sys.stderr)
        return 2
    player = chosen_player(args.level, helper)
    probe = Probe(app, player, positions(args.decisions))
    probe.start()
    app.exec()
    probe.runner.shutdown()
    if helper is not None:
        helper.close()
    if probe.failure:
        print(f"the player failed: {probe.failure}", file=sys.stderr)
        return 2
    gaps = sorted(probe.gaps_ms())
    longest = gaps[-1]
    p99 = gaps[int(len(gaps) * 0.99) - 1]
    print(
        f"player: {player.name}; {len(probe.decisions)} decisions, "
        f"median {statistics.median(probe.decisions) * 1000:.0f} ms, "
        f"longest {max(probe.decisions) * 1000:.0f} ms"
    )
    print(f"event-loop ticks: {len(gaps) + 1} at {TICK_MS} ms; 99th percentile gap {p99:.1f} ms")
    verdict = "meets" if longest < TARGET_MS else "MISSES"
    print(f"longest gap: {longest:.1f} ms ({verdict} the target of {TARGET_MS:.0f} ms)")
    return 0 if longest < TARGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
