"""Hand history: the time to build every step of a long match, and to open the replay viewer.

Run: ``python benchmarks/replay_speed.py [--actions 500] [--repeats 7]`` (from the repository,
in the project's virtual environment). A match of ``--actions`` actions is played by two
computer players (Easy against Medium, target 1000 so it does not end first); then

* ``replay_game`` (``app/records/replay.py``) builds every step of every hand, timed
  ``--repeats`` times (median and worst);
* the replay viewer (``app/widgets/replay_dialog.py``) is made on that match, offscreen, shown
  and painted once (the card art rendered for the first time included), timed once.

Prints both and whether the steps take under the target (exit code 1 if not).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.app.match.deals import MatchDeals
from ginrummy_desktop.app.records.replay import replay_game
from ginrummy_desktop.engine import Game, RuleSet
from tests.seeded_match import play_until

TARGET_S = 0.25


def long_match(actions: int) -> Game:
    """A match of ``actions`` actions between Easy (seat 0) and Medium (seat 1)."""
    game = Game(RuleSet(target=1000))
    players = (make_player(Level.EASY, 1), make_player(Level.MEDIUM, 2))
    play_until(game, MatchDeals.from_number(11), players, "benchmark",
               until=lambda game, _: len(game.history) >= actions)
    return game


def time_viewer(game: Game) -> float:
    """Seconds to make, show and paint the viewer on ``game`` (first paint of the card art)."""
    from PySide6.QtWidgets import QApplication

    from ginrummy_desktop.app.records.history import MatchSource
    from ginrummy_desktop.app.table.card_images import CardImages
    from ginrummy_desktop.app.widgets.replay_dialog import HistoryHost, ReplayDialog

    app = QApplication.instance() or QApplication([])
    host = HistoryHost(current=lambda: MatchSource("benchmark", game), reveal=lambda: None,
                       play_again=lambda deal, level: False)
    started = time.perf_counter()
    dialog = ReplayDialog(host, CardImages())
    dialog.show()
    dialog.table.grab()
    app.processEvents()
    elapsed = time.perf_counter() - started
    dialog.close()
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=500)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    game = long_match(args.actions)
    times = []
    for _ in range(args.repeats):
        started = time.perf_counter()
        replay = replay_game(game)
        times.append(time.perf_counter() - started)
    steps = sum(len(hand.steps) for hand in replay.hands)
    median = statistics.median(times)
    print(f"{len(game.history)} actions, {len(replay.hands)} hands, {steps} steps: "
          f"median {median * 1000:.1f} ms, worst {max(times) * 1000:.1f} ms "
          f"(target {TARGET_S * 1000:.0f} ms)")
    print(f"viewer made, shown and painted: {time_viewer(game) * 1000:.0f} ms")
    return 0 if median < TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
