"""How well the Expert's own search foresees the undercuts of its knocks, against the truth.

Run: ``python benchmarks/expert_calibration.py [--games 15] [--first 0] [--rules benchmark]
[--opponent hard]`` (from the repository, in the project's virtual environment; about half a
minute a game against Hard). Two runs side by side use both cores, e.g. ``--first 0`` and
``--first 15``; ``--json FILE`` saves the rows and ``--table FILE ...`` prints the tables of
saved rows together.

One shipped Expert (seed ``--first``, no time cap, so the run replays exactly) plays
``--games`` whole games in a row against ``--opponent`` (a session, as at the table: it keeps
its read of the opponent from game to game), taking seat 0 and seat 1 in turn (game ``g`` is
dealt from seed ``5000 + g``; the opponent is made with seed ``g + 77``). At each of its
decisions where a knock is legal, every knock it searched is judged twice: by the search (the
share of its simulated hands that knock lost, i.e. was undercut, and the points it expected)
and by the truth (the opponent's real hand, read from the game: a measurement, not a player).
The tables group the knocks it *chose* by what the showdowns had told it of the opponent
(``low``: seen making a knock no sitter makes, low or late; ``sat``: seen sitting on a knock;
``n0``..``n3+``: that many opened hands without one), by the discards made in the hand and by
the knock's deadwood, and the knocks it *declined* (it played on) by the same evidence. A good
search has the predicted and actual columns close; the chosen knocks' predicted points run a
little high by selection (a knock is chosen where its estimate came out high).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from undercut_calibration import evidence  # the same groups as the sampler's calibration

from ginrummy_desktop.ai import expert
from ginrummy_desktop.ai.levels import make_player
from ginrummy_desktop.ai.match import decisions
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.ai.sampling import Knowledge, OpponentRead
from ginrummy_desktop.ai.simulation import HandRules, showdown_points
from ginrummy_desktop.engine import (
    Action,
    Game,
    Knock,
    PlayerView,
    RuleSet,
    cards_to_mask,
    min_deadwood_mask,
)


@dataclass(frozen=True, slots=True)
class KnockRow:
    """One knock the search weighed: what it predicted and what the real hand says."""

    game: int
    turns: int
    deadwood: int
    evidence: str
    predicted_undercut: float
    predicted_points: float
    undercut: bool
    points: int
    chosen: bool
    knocked: bool


@dataclass(slots=True)
class _Spy:
    """Keeps the last ranking :func:`expert.analyse` returned and the read it was given."""

    ranked: tuple[expert.ActionValue, ...] = ()
    earlier: OpponentRead | None = None

    def wrap(self, analyse: Callable[..., tuple[expert.ActionValue, ...]]) -> Callable[..., Any]:
        def spied(*args: Any, **kwargs: Any) -> tuple[expert.ActionValue, ...]:
            self.ranked = analyse(*args, **kwargs)
            self.earlier = kwargs.get("earlier")
            return self.ranked

        return spied


def judge(view: PlayerView, truth: int, spy: _Spy, action: Action, game: int) -> list[KnockRow]:
    """A row for every knock in the search's ranking of ``view``, judged against ``truth``."""
    hand = cards_to_mask(view.hand)
    rules = HandRules.from_view(view)
    told = evidence(Knowledge.from_view(view, spy.earlier))
    turns = len(view.thrown[0]) + len(view.thrown[1])
    rows = []
    for value in spy.ranked:
        if isinstance(value.action, Knock):
            kept = hand ^ value.action.card.bit
            points = showdown_points(kept, truth, rules)
            rows.append(
                KnockRow(
                    game,
                    turns,
                    min_deadwood_mask(kept, rules.runs_only),
                    told,
                    value.lost,
                    value.points,
                    points < 0,
                    points,
                    value.action == action,
                    isinstance(action, Knock),
                )
            )
    return rows


def measure(rules: RuleSet, opponent: str, first: int, games: int) -> list[KnockRow]:
    """The rows of ``games`` games of one Expert session, game numbers from ``first``."""
    spy = _Spy()
    original = expert.analyse
    expert.analyse = spy.wrap(original)
    try:
        player = expert.ExpertPlayer(first, time_cap_s=None)
        rows: list[KnockRow] = []
        for number in range(first, first + games):
            game = Game(rules, seed=5000 + number)
            seat = number % 2
            players: dict[int, Player] = {
                seat: player,
                1 - seat: make_player(opponent, number + 77, rules),
            }
            for actor, view in decisions(game):
                spy.ranked = ()
                action = players[actor].choose(view)
                if actor == seat and spy.ranked:
                    truth = cards_to_mask(game.view(1 - seat).hand)
                    rows += judge(view, truth, spy, action, number)
                game.apply(action)
            print(f"game {number}: {len(rows)} knocks weighed", file=sys.stderr, flush=True)
        return rows
    finally:
        expert.analyse = original


def table(title: str, rows: Sequence[KnockRow], key: Callable[[KnockRow], str | int]) -> str:
    """A Markdown table of predicted against actual, grouped by ``key``."""
    groups: dict[str | int, list[KnockRow]] = defaultdict(list)
    for row in rows:
        groups[key(row)].append(row)
    lines = [
        title,
        "",
        "| group | knocks | predicted undercut % | actual % | predicted points | actual points |",
        "|---|---|---|---|---|---|",
    ]
    for name in sorted(groups, key=lambda k: (isinstance(k, str), k)):
        group = groups[name]
        n = len(group)
        lines.append(
            f"| {name} | {n} | {100 * sum(r.predicted_undercut for r in group) / n:.1f} "
            f"| {100 * sum(r.undercut for r in group) / n:.1f} "
            f"| {sum(r.predicted_points for r in group) / n:.1f} "
            f"| {sum(r.points for r in group) / n:.1f} |"
        )
    return "\n".join(lines) + "\n"


def report(rows: Sequence[KnockRow]) -> str:
    chosen = [r for r in rows if r.chosen]
    declined = [r for r in rows if not r.knocked]
    return "\n".join(
        (
            table("Knocks it chose, by what the showdowns had told", chosen, lambda r: r.evidence),
            table("Knocks it chose, by discards made (groups of 4)", chosen, _turn_group),
            table("Knocks it chose, by deadwood", chosen, lambda r: r.deadwood),
            table("Knocks it declined (played on), by evidence", declined, lambda r: r.evidence),
        )
    )


def _turn_group(row: KnockRow) -> int:
    return min(row.turns // 4 * 4, 20)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--games", type=int, default=15)
    parser.add_argument("--first", type=int, default=0, help="first game number (and seed)")
    parser.add_argument("--rules", default="benchmark")
    parser.add_argument("--opponent", default="hard")
    parser.add_argument("--json", type=Path, help="save the rows here")
    parser.add_argument("--table", type=Path, nargs="+", help="only print saved rows' tables")
    args = parser.parse_args(argv)
    if args.table:
        rows = [KnockRow(**row) for path in args.table for row in json.loads(path.read_text())]
    else:
        rules = RuleSet.preset(args.rules)
        rows = measure(rules, args.opponent, args.first, args.games)
        if args.json:
            args.json.write_text(json.dumps([asdict(row) for row in rows]))
    print(report(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
