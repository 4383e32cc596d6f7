"""Resuming a long match: the time to put a saved match of 400, 800 and 1,186 hands back on the
table, and whether it grows linearly with the hands (issue 39).

Run: ``python benchmarks/resume_long_match.py [--runs 5] [--no-window]`` (from the repository,
in the project's virtual environment; offscreen). The match is ``tests/long_match.py``'s, a
match to 10,000 points (the highest target allowed). For each size the save is the match after
that many hands, the next hand dealt and played on to the user's first turn (where a player who
quit in the middle of a hand resumes), written as the program writes its autosave (its deal
seed sealed with the folder's key) in a throw-away folder of its own, never the player's. The
reference, timed in the same run the same way, is a save of the same match after 10 hands:
what resuming costs whatever the length (Python, Qt, the window).

* **session**: a ``MatchSession`` made on the folder and its ``resume_or_start()`` (reading
  the save: its checks and the replay of every action; then putting the match back in the
  controller and the statistics), wall time, median of ``--runs`` fresh folders, Python's
  cyclic garbage collector resting meanwhile (as the program's does until its first paint);
* **window** (unless ``--no-window``): the real program started on the folder
  (``python -m ginrummy_desktop --quit-when-shown``, as ``gui_startup.py`` does): wall and CPU
  time until the resumed table is painted, median of ``--runs`` launches, each in a fresh
  folder, the sizes and the reference alternating, after one warm-up launch of each (it fills
  the file cache and the compiled bytecode, kept in the throw-away folder).

Prints the medians, the time per hand beyond the reference, and whether it grows linearly:
the extra time (over the reference) of 1,186 hands at most 1.5 times the extra time of 400
hands scaled by the hands (linear growth gives about 1.0 times; the cubic growth before the
fix gave 5.2 times). The goal: linear, and the 1,186-hand match at the table in at most 1 s
more than the 10-hand one. Exit code 1 if either is missed. On a busy machine the CPU time is
the steadier figure: the wall time also counts the waits for a core.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.player import memory_of
from ginrummy_desktop.app.match.deals import MatchDeals
from ginrummy_desktop.app.match.saves import LoadOutcome, MatchSave, SaveStore
from ginrummy_desktop.app.session import MatchSession
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.engine import Cut, Deal, Game, Phase
from tests.long_match import PHRASE, RULES, SEED, actions

ROOT = Path(__file__).resolve().parent.parent
SIZES = (400, 800, 1186)
REFERENCE = 10
"""The hands of the reference save: what a resume costs whatever the match's length."""
GOAL_S = 1.0
"""The most the 1,186-hand match may add to the reference's time to the table."""
LINEAR = 1.5
"""How far above linear growth (1.0) the extra time of the longest match may be."""
ORGANIZATION, APPLICATION = "GinRummyDesktop", "Gin Rummy"
SETTINGS = "[appearance]\nanimation_speed=off\n\n[game]\ndifficulty=2\n"


def position(hands: int) -> Game:
    """The match after ``hands`` hands, the next one dealt and played on to the user's (seat
    0's) first turn in it."""
    game = Game(RULES)
    for action in actions():
        if len(game.results) >= hands and game.actor == 0:
            break
        game.apply(action)
    assert game.phase is not Phase.GAME_OVER
    return game


def save_of(game: Game) -> MatchSave:
    """``game`` as the autosave holds it: its deals (the seed, the phrases) dealt again."""
    deals = MatchDeals.from_number(SEED)
    for action in game.history:
        if isinstance(action, Cut):
            cut, deals = deals.cut(PHRASE)
            assert cut == action
        elif isinstance(action, Deal):
            deal, deals = deals.deal(PHRASE)
            assert deal == action
    return MatchSave(game=game, deals=deals, level=Level.EASY, player_seed=2,
                     memory=memory_of(make_player(Level.EASY, 2)))


def program_folder(root: Path, save: MatchSave) -> dict[str, str]:
    """A fresh program's folders under ``root`` with ``save`` as its autosave; the environment
    that makes the program use them."""
    config, data = root / "config", root / "data"
    (config / ORGANIZATION).mkdir(parents=True)
    (config / ORGANIZATION / f"{APPLICATION}.conf").write_text(SETTINGS)
    SaveStore.autosave(data / ORGANIZATION / APPLICATION / "match.json").write(save)
    return {
        "HOME": str(root), "XDG_CONFIG_HOME": str(config), "XDG_DATA_HOME": str(data),
        "XDG_CACHE_HOME": str(root / "cache"), "XDG_STATE_HOME": str(root / "state"),
    }


def time_session(save: MatchSave) -> float:
    """Seconds to make a ``MatchSession`` on a fresh folder holding ``save`` and resume it."""
    with tempfile.TemporaryDirectory(prefix="ginrummy-bench-") as folder:
        root = Path(folder)
        paths = AppPaths.under(root / "data")
        SaveStore.autosave(paths.save_file).write(save)
        store = SettingsStore(QSettings(str(root / "settings.ini"), QSettings.Format.IniFormat))
        gc.collect()  # not the garbage of the run before,
        gc.disable()  # and none collected meanwhile, as in the program until its first paint
        try:
            started = time.perf_counter()
            session = MatchSession(store, paths)
            result = session.resume_or_start()
            elapsed = time.perf_counter() - started
        finally:
            gc.enable()
        assert result.outcome is LoadOutcome.LOADED, result.problem
        assert session.game.history == save.game.history
        session.close()
        QApplication.processEvents()
    return elapsed


def time_window(save: MatchSave, bytecode: str) -> tuple[float, float]:
    """Wall and CPU seconds from the program's launch on a fresh folder holding ``save`` to
    its painted table."""
    with tempfile.TemporaryDirectory(prefix="ginrummy-bench-") as folder:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPYCACHEPREFIX=bytecode,
                   **program_folder(Path(folder), save))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
        command = [sys.executable, "-m", "ginrummy_desktop", "--quit-when-shown"]
        started = time.perf_counter()
        with subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True) as process:
            assert process.stdout is not None
            for line in process.stdout:
                if line.startswith("shown "):
                    wall = time.perf_counter() - started
                    process.wait(timeout=60)
                    return wall, float(line.split()[2])
            process.wait(timeout=60)
    raise RuntimeError(f"the program exited ({process.returncode}) without a window")


def report(name: str, medians: dict[int, float]) -> bool:
    """Print ``medians`` (seconds by hands) and the growth; whether both goals are met."""
    base = medians[REFERENCE]
    extra = {hands: medians[hands] - base for hands in SIZES}
    for hands in SIZES:
        per_hand = extra[hands] / (hands - REFERENCE) * 1000
        print(f"  {name} {hands:5} hands: {medians[hands]:7.3f} s, "
              f"{extra[hands]:+.3f} s over {REFERENCE} hands ({per_hand:.2f} ms a hand)")
    print(f"  {name} {REFERENCE:5} hands: {base:7.3f} s (the reference)")
    low, high = SIZES[0], SIZES[-1]
    scale = (high - REFERENCE) / (low - REFERENCE)
    growth = extra[high] / (extra[low] * scale) if extra[low] > 0 else float("inf")
    linear = growth <= LINEAR
    fast = extra[high] <= GOAL_S
    print(f"  {name}: {high} hands take {growth:.2f} times what linear growth from {low} gives "
          f"({'linear' if linear else 'FASTER THAN LINEAR'}); {extra[high]:.3f} s over the "
          f"reference ({'meets' if fast else 'MISSES'} the goal of at most {GOAL_S:.0f} s)")
    return linear and fast


def medians_of(measure: Callable[[MatchSave], float], saves: dict[int, MatchSave],
               runs: int) -> dict[int, float]:
    """The median of ``runs`` measures of each save, the saves taken in turn in every run."""
    times: dict[int, list[float]] = {hands: [] for hands in saves}
    for _ in range(runs):
        for hands, save in saves.items():
            times[hands].append(measure(save))
    return {hands: statistics.median(values) for hands, values in times.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each (default 5)")
    parser.add_argument("--no-window", action="store_true", help="time the session only")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    saves = {hands: save_of(position(hands)) for hands in (REFERENCE, *SIZES)}
    for hands, save in saves.items():
        print(f"save after {hands} hands: {len(save.game.history):,} actions")
    print(f"load average {os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else "")
    time_session(saves[REFERENCE])  # warm-up: imports, first use of everything
    print(f"session (MatchSession.resume_or_start), median of {args.runs}:")
    ok = report("session", medians_of(time_session, saves, args.runs))
    if not args.no_window:
        with tempfile.TemporaryDirectory(prefix="ginrummy-bytecode-") as bytecode:
            for save in saves.values():  # warm-ups
                time_window(save, bytecode)
            walls: dict[int, list[float]] = {hands: [] for hands in saves}
            cpus: dict[int, list[float]] = {hands: [] for hands in saves}
            for _ in range(args.runs):
                for hands, save in saves.items():
                    wall, cpu = time_window(save, bytecode)
                    walls[hands].append(wall)
                    cpus[hands].append(cpu)
        print(f"window (launch to the painted, resumed table), median of {args.runs}:")
        ok = report("wall", {h: statistics.median(v) for h, v in walls.items()}) and ok
        ok = report("CPU", {h: statistics.median(v) for h, v in cpus.items()}) and ok
    print(f"load average {os.getloadavg()[0]:.2f}" if hasattr(os, "getloadavg") else "")
    app.processEvents()  # the last sessions' events, before Qt goes
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
