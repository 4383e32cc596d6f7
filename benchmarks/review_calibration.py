"""The rating's calibration: each level's error rate per decision, as the review measures it.

Run from the repository, in the project's virtual environment::

    python benchmarks/review_calibration.py --games 200 --jobs 2
    python benchmarks/review_calibration.py --games 40 --levels beginner expert

Each level plays ``--games`` whole games (to the target, the Standard preset) against Hard,
in seat 0 in even games and seat 1 in odd ones; the review (``ginrummy_desktop.ai.review``,
its default settings but without the luck, which the rating does not use) then values every
decision of the level's seat. Hard's opponent is the same for every level, so the positions
each level meets are of the same kind. The Expert plays as the replayable Expert (its search
counted, not timed), so a loaded machine measures the same.

Every game's figures are appended, one JSON line each, tagged with the review's
``REVIEW_VERSION``, to ``--data`` (by default ``benchmarks/results/review_calibration.jsonl``,
kept in the repository): a run goes on from the games already there, so the measurement grows
over several runs, and the table is always made from all of them that today's review made (a
change of the review's values bumps the version, and the measurement starts again beside the
old lines). Printed: per level, games, decisions, the error rate per decision with its 95%
interval (games resampled: a game's decisions are not independent), the marks per 100
decisions, and the ``CALIBRATION`` lines for ``ginrummy_desktop/ai/rating.py``. The order
Beginner > Easy > Medium > Hard > Expert must hold for the scale to mean anything; the script
says whether it does.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import itertools

from ginrummy_desktop.ai.expert import replayable_expert
from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.match import derive_seed, play_game
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.ai.review import REVIEW_VERSION, Mark, ReviewSettings, review_match
from ginrummy_desktop.engine import RuleSet

DATA = Path(__file__).resolve().parent / "results" / "review_calibration.jsonl"
SEED = 43
RESAMPLES = 2000


def _player(level: Level, seed: int) -> Player:
    return replayable_expert(seed) if level is Level.EXPERT else make_player(level, seed)


def measure_game(level: Level, index: int) -> dict[str, Any]:
    """Play game ``index`` of ``level`` against Hard and review the level's decisions."""
    seat = index % 2
    seed = derive_seed(SEED, index, int(level))
    players = [_player(level, seed + 1), make_player(Level.HARD, seed + 2)]
    if seat:
        players.reverse()
    started = time.perf_counter()
    game, _ = play_game((players[0], players[1]), RuleSet(), seed)
    played = time.perf_counter() - started
    settings = ReviewSettings(seats=frozenset({seat}), luck=False)
    hands = list(review_match(game.rules, game.history, settings))
    errors = [d.error for hand in hands for d in hand.decisions]
    marks = [d.mark for hand in hands for d in hand.decisions]
    return {
        "level": level.name.lower(), "game": index, "seat": seat, "hands": len(hands),
        "decisions": len(errors), "error": round(sum(errors), 3),
        "marks": [marks.count(m) for m in (Mark.DOUBTFUL, Mark.BAD, Mark.VERY_BAD)],
        "errors": [round(e, 2) for e in errors if e > 0],
        "play_s": round(played, 1), "review_s": round(time.perf_counter() - started - played, 1),
        "melds_valued": True,  # the games measured before the knock's melds were a decision lack it
        "review_version": REVIEW_VERSION,
    }


def read_data(path: Path) -> list[dict[str, Any]]:
    """The games measured so far by today's review (``REVIEW_VERSION``; a game without one was
    reviewed by the first). A line that does not parse is reported and skipped; games reviewed
    another way are kept in the file but counted nowhere (their number is reported)."""
    if not path.exists():
        return []
    games, other = [], 0
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            game = json.loads(line)
        except ValueError:
            print(f"line {number} of {path.name} skipped: not JSON", file=sys.stderr)
            continue
        if game.get("review_version", 1) == REVIEW_VERSION:
            games.append(game)
        else:
            other += 1
    if other:
        print(f"{other} games of {path.name} reviewed by another version of the review: "
              "not counted", file=sys.stderr)
    return games


def missing(games: Sequence[dict[str, Any]], levels: Sequence[Level],
            count: int) -> Iterator[tuple[Level, int]]:
    """The (level, game) pairs still to play for ``count`` games of each level."""
    done = {(g["level"], g["game"]) for g in games}
    for index in range(count):
        for level in levels:
            if (level.name.lower(), index) not in done:
                yield level, index


def _interval(games: Sequence[dict[str, Any]]) -> tuple[float, float]:
    """A 95% interval of the error rate, the games resampled."""
    rng = random.Random(SEED)
    rates = []
    for _ in range(RESAMPLES):
        drawn = [rng.choice(games) for _ in games]
        decisions = sum(g["decisions"] for g in drawn)
        rates.append(sum(g["error"] for g in drawn) / decisions if decisions else 0.0)
    rates.sort()
    return rates[int(0.025 * RESAMPLES)], rates[int(0.975 * RESAMPLES) - 1]


def table(games: Sequence[dict[str, Any]]) -> str:
    """The Markdown table and the CALIBRATION lines for every level measured."""
    lines = ["| Level | Games | Decisions | Error per decision (95% interval) | "
             "Doubtful / bad / very bad per 100 decisions | Review s per game (median) |",
             "|---|---|---|---|---|---|"]
    code, rates = [], []
    for level in Level:
        mine = [g for g in games if g["level"] == level.name.lower()]
        decisions = sum(g["decisions"] for g in mine)
        if not decisions:
            continue
        rate = sum(g["error"] for g in mine) / decisions
        low, high = _interval(mine)
        marks = [100 * sum(g["marks"][k] for g in mine) / decisions for k in range(3)]
        review = sorted(g["review_s"] for g in mine)[len(mine) // 2]
        lines.append(f"| {level.display_name} | {len(mine)} | {decisions} | {rate:.3f} "
                     f"({low:.3f}–{high:.3f}) | {marks[0]:.1f} / {marks[1]:.1f} / "
                     f"{marks[2]:.1f} | {review:.1f} |")
        code.append(f"    Calibration(Level.{level.name}, {rate:.3f}, {len(mine)}, {decisions}),")
        rates.append(rate)
    ordered = all(a > b for a, b in itertools.pairwise(rates))
    verdict = "holds" if ordered and len(rates) == len(Level) else "does NOT hold (or is partial)"
    return "\n".join([*lines, "", f"Order Beginner > ... > Expert: {verdict}.", "",
                      "CALIBRATION = (", *code, ")"])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per level (in all)")
    parser.add_argument("--levels", nargs="*", default=[lv.name.lower() for lv in Level])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--table-only", action="store_true", help="play nothing; print the table")
    args = parser.parse_args(argv)
    levels = [Level.parse(name) for name in args.levels]
    games = read_data(args.data)
    todo = [] if args.table_only else list(missing(games, levels, args.games))
    args.data.parent.mkdir(parents=True, exist_ok=True)
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool, \
            args.data.open("a", encoding="utf-8") as out:
        for done, result in enumerate(pool.map(measure_game, *zip(*todo, strict=True))
                                      if todo else (), 1):
            out.write(json.dumps(result, sort_keys=True) + "\n")
            out.flush()
            games.append(result)
            print(f"[{done}/{len(todo)}] {result['level']} game {result['game']}: "
                  f"{result['decisions']} decisions, error {result['error']:.1f}",
                  file=sys.stderr)
    print(table(games))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
