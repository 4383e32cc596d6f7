"""Whole-game strength measured in parts that add up, over as many runs as it takes.

Run from the repository, in the project's virtual environment::

    python benchmarks/strength.py expert hard --games 1000 --rules benchmark --seed 11 --jobs 2
    python benchmarks/strength.py --table

A comparison is two players (level names or ``module:factory``, as for
``python -m ginrummy_desktop.arena``), a rules preset, a match seed and the session length: the
arena's mirrored deal pairs, one player object per side for each session. Every session played
is appended, one JSON line, to ``--data`` (by default ``benchmarks/results/strength.jsonl``,
kept in the repository), so a measurement of a thousand games can be played a few hundred at a
time: a run plays only the sessions not yet in the file, and Ctrl-C loses only the sessions
under way.

The games of a session count only for the players that played them. Each line carries a
*play digest* of both players: the moves each chooses on a fixed set of positions (from a
seeded game between two Hard players under the same rules, every knock decision among them),
hashed. A change that alters how a
player plays changes its digest, and its games start again beside the old ones; a change that
only makes it quicker keeps the digest and the games. The Expert is best named
``ginrummy_desktop.ai.expert:replayable_expert`` here (its search counted, never cut by its
2 s guard), so a busy machine plays the games an idle one would. Decision times are kept (in
milliseconds to a tenth) but are only as good as the machine was idle.

``--table`` prints every comparison in the file, one row per play digest, with the games, the
first player's wins and their 95% Wilson interval, points per game, how each side won its
hands (by knock, gin or undercut, as shares of all hands) and decision times.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.match import GameRecord, SideRecord, decisions, derive_seed
from ginrummy_desktop.ai.stats import SideSummary, summarise
from ginrummy_desktop.arena import (
    DEFAULT_SESSION,
    ProgressLine,
    player_factory,
    player_name,
    run_match,
    stop_on_signals,
)
from ginrummy_desktop.engine import Game, Knock, PlayerView, RuleSet

DATA = Path(__file__).resolve().parent / "results" / "strength.jsonl"
DIGEST_EVERY = 8
"""The play digest asks each player about every eighth decision of a seeded Hard-against-Hard
game, and about every one where a knock is legal (where knocking or playing on is decided)."""


@dataclass(frozen=True, slots=True)
class Comparison:
    """What makes two sessions' games part of one measurement."""

    players: tuple[str, str]
    rules: str
    seed: int
    session: int
    digests: tuple[str, str]

    def matches(self, line: dict[str, Any]) -> bool:
        return comparison_of(line) == self


def comparison_of(line: dict[str, Any]) -> Comparison:
    """The comparison a session line of the file belongs to."""
    players = line["players"]
    digests = line["digests"]
    return Comparison((players[0], players[1]), line["rules"], line["seed"], line["session"],
                      (digests[0], digests[1]))


def digest_positions(rules: RuleSet) -> list[PlayerView]:
    """The fixed positions the play digest asks about (:data:`DIGEST_EVERY`)."""
    hard = (make_player(Level.HARD, 1, rules), make_player(Level.HARD, 2, rules))
    game = Game(rules, seed=derive_seed(1, 0, 0))
    views = []
    for number, (seat, view) in enumerate(decisions(game)):
        if number % DIGEST_EVERY == 0 or any(isinstance(a, Knock) for a in view.legal_actions):
            views.append(view)
        game.apply(hard[seat].choose(view))
    return views


def play_digest(spec: str, rules: RuleSet, views: Sequence[PlayerView]) -> str:
    """A hash of the moves a fresh ``spec`` player chooses on ``views``, in turn."""
    player = player_factory(spec, rules)(derive_seed(1, 0, 1))
    moves = "\n".join(str(player.choose(view)) for view in views)
    return hashlib.sha256(moves.encode()).hexdigest()[:12]


# --- the file --------------------------------------------------------------------------------


def session_line(comparison: Comparison, records: Sequence[GameRecord]) -> dict[str, Any]:
    """One finished session as the file keeps it (decks left out; times in ms to a tenth)."""
    return {
        "players": list(comparison.players), "rules": comparison.rules,
        "seed": comparison.seed, "session": comparison.session,
        "digests": list(comparison.digests),
        "games": [{
            "pair": r.pair, "seat_of_a": r.seat_of_a, "hands": r.hands,
            "dead_hands": r.dead_hands, "finished": r.finished,
            "sides": [{
                "won": s.won, "points": s.points, "knocks": s.knocks, "gins": s.gins,
                "big_gins": s.big_gins, "undercuts": s.undercuts, "cap_hits": s.cap_hits,
                "ms": [round(1000 * t, 1) for t in s.decision_seconds],
            } for s in r.sides],
        } for r in sorted(records, key=lambda r: (r.pair, r.seat_of_a))],
    }


def _record(game: dict[str, Any]) -> GameRecord:
    sides = tuple(SideRecord(
        won=bool(s["won"]), points=int(s["points"]), knocks=int(s["knocks"]),
        gins=int(s["gins"]), big_gins=int(s["big_gins"]), undercuts=int(s["undercuts"]),
        decision_seconds=tuple(float(ms) / 1000 for ms in s["ms"]), cap_hits=int(s["cap_hits"]),
    ) for s in game["sides"])
    assert len(sides) == 2
    return GameRecord(pair=int(game["pair"]), seat_of_a=int(game["seat_of_a"]),
                      sides=(sides[0], sides[1]), hands=int(game["hands"]),
                      dead_hands=int(game["dead_hands"]), decks=(),
                      finished=bool(game["finished"]))


def read_lines(path: Path) -> list[dict[str, Any]]:
    """Every session in the file; a line that does not parse is reported and skipped."""
    if not path.exists():
        return []
    lines = []
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        try:
            line = json.loads(text)
            [_record(game) for game in line["games"]]
        except (ValueError, KeyError, TypeError, AssertionError):
            print(f"line {number} of {path.name} skipped: not a session", file=sys.stderr)
            continue
        lines.append(line)
    return lines


def records_of(lines: Iterable[dict[str, Any]]) -> list[GameRecord]:
    """The games of ``lines``, each pair once (a session played twice counts once)."""
    games = {(g["pair"], g["seat_of_a"]): _record(g) for line in lines for g in line["games"]}
    return [games[key] for key in sorted(games)]


# --- playing ---------------------------------------------------------------------------------


def comparisons(lines: Iterable[dict[str, Any]]) -> dict[Comparison, list[GameRecord]]:
    """The games of ``lines`` by the comparison (players, rules, seed, digests) they belong to."""
    groups: dict[Comparison, list[dict[str, Any]]] = {}
    for line in lines:
        groups.setdefault(comparison_of(line), []).append(line)
    return {comparison: records_of(mine) for comparison, mine in groups.items()}


def missing_blocks(done: set[int], pairs: int, session: int) -> list[tuple[int, int]]:
    """(first pair, pairs) of each run of whole sessions among the first ``pairs`` pairs that
    has a pair not in ``done``."""
    size = max(1, session)
    starts = [k for k in range(0, pairs, size)
              if any(p not in done for p in range(k, min(k + size, pairs)))]
    blocks: list[tuple[int, int]] = []
    for start in starts:
        count = min(size, pairs - start)
        if blocks and sum(blocks[-1]) == start:
            blocks[-1] = (blocks[-1][0], blocks[-1][1] + count)
        else:
            blocks.append((start, count))
    return blocks


class SessionLog:
    """The arena's progress hook that appends each session as soon as all its games are in."""

    def __init__(self, comparison: Comparison, path: Path, names: tuple[str, str]) -> None:
        self.comparison, self.path = comparison, path
        self.size = max(1, comparison.session)
        self.written: set[int] = set()
        self.line = ProgressLine(names)

    def __call__(self, done: int, planned: int, records: list[GameRecord]) -> None:
        by_session: dict[int, list[GameRecord]] = {}
        for record in records:
            by_session.setdefault(record.pair // self.size, []).append(record)
        finished = {index: games for index, games in sorted(by_session.items())
                    if index not in self.written and len(games) == 2 * self.size}
        if finished:
            with self.path.open("a", encoding="utf-8") as out:
                for index, games in finished.items():
                    out.write(json.dumps(session_line(self.comparison, games)) + "\n")
                    self.written.add(index)
        self.line(done, planned, records)


def play(args: argparse.Namespace) -> int:
    """Play the sessions of the comparison not yet in the file, then print its table row."""
    rules = RuleSet.preset(args.rules)
    players = (args.player_a, args.player_b)
    views = digest_positions(rules)
    digests = (play_digest(players[0], rules, views), play_digest(players[1], rules, views))
    comparison = Comparison(players, args.rules, args.seed, args.session, digests)
    args.data.parent.mkdir(parents=True, exist_ok=True)
    done = {g["pair"] for line in read_lines(args.data) if comparison.matches(line)
            for g in line["games"]}
    pairs = (args.games + 1) // 2
    if args.session > 0 and pairs % args.session:
        pairs += args.session - pairs % args.session  # whole sessions only
    names = (player_name(players[0], rules), player_name(players[1], rules))
    log = SessionLog(comparison, args.data, names)
    for first, count in missing_blocks(done, pairs, args.session):
        result = run_match(players, rules, 2 * count, args.seed, max(1, args.jobs), log,
                           args.session, first)
        if result.interrupted:
            print("\ninterrupted: the sessions finished are kept", file=sys.stderr)
            return 130
    print(table([line for line in read_lines(args.data) if comparison.matches(line)]))
    return 0


# --- the table -------------------------------------------------------------------------------


def table(lines: Sequence[dict[str, Any]]) -> str:
    """A Markdown row per comparison and play digest in ``lines``."""
    rows = ["| A | B | rules | seed | digests | games | A wins | 95% CI | points a game A / B | "
            "hands won by knock / gin / undercut, % of hands, A; B | "
            "A's decisions: median / p95 / max ms |",
            "|---|---|---|---|---|---|---|---|---|---|---|"]
    for comparison, records in comparisons(lines).items():
        players, digests = comparison.players, comparison.digests
        summary = summarise(records, (players[0], players[1]))
        a, b = summary.sides
        low, high = a.win_interval
        timing = (f"{1000 * a.median_seconds:.0f} / {1000 * a.p95_seconds:.0f} / "
                  f"{1000 * a.max_seconds:.0f}") if a.decisions else "-"
        rows.append(f"| {players[0]} | {players[1]} | {comparison.rules} | {comparison.seed} | "
                    f"{' '.join(digests)} | "
                    f"{summary.games} | {a.wins:g} ({a.win_rate:.1%}) | {low:.1%}-{high:.1%} | "
                    f"{a.points_per_game:.1f} / {b.points_per_game:.1f} | "
                    f"{_outcomes(a)}; {_outcomes(b)} | {timing} |")
    return "\n".join(rows)


def _outcomes(side: SideSummary) -> str:
    """How ``side`` won its hands, as shares of all hands played."""
    return f"{side.knock_rate:.1%} / {side.gin_rate:.1%} / {side.undercut_rate:.1%}"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("player_a", nargs="?", help="level name or module:factory")
    parser.add_argument("player_b", nargs="?", help="level name or module:factory")
    parser.add_argument("--games", type=int, default=1000, help="games in all (whole sessions)")
    parser.add_argument("--rules", default="benchmark", help="rules preset (default benchmark)")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--session", type=int, default=DEFAULT_SESSION)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--table", action="store_true", help="play nothing; print every row")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.table:
        print(table(read_lines(args.data)))
        return 0
    if not args.player_a or not args.player_b:
        _parser().error("name two players, or ask for --table")
    stop_on_signals()
    return play(args)


if __name__ == "__main__":
    raise SystemExit(main())
