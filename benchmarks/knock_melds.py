"""What the knocker's old view of the defender's cards was worth: every knock, laid out both ways.

Run: ``python benchmarks/knock_melds.py [--levels expert hard] [--games 40] [--rules benchmark]``
(from the repository, in the project's virtual environment; Expert games take about a minute
each on one core, the other levels a fraction of a second).

The two levels play ``--games`` mirrored pairs of whole games (game seeds ``9000 + g``, fresh
players; the Expert without its 2 s guard, so the machine's load cannot change a decision).
Every knock of those games is then replayed and laid out twice on the same cards:

* **today's rule**: the engine's default melds, chosen from the knocker's side only (the least
  deadwood, then the fewest lay-off chances; ``engine/showdown.py``);
* **the old rule** (record version 1): of the knocker's arrangements, the one scoring best
  against the defender's actual cards (``engine/record.py``, ``_version_1_knock``).

It prints, per knocking level: knocks (gin excluded: nothing is laid off against gin), the
knocks whose melds differ, the knocker's points per knock under each rule (signed: an undercut
counts against it) and the undercuts under each. The difference is what seeing the defender's
hand bought the knocker. (The games themselves are played under today's rule, so later hands
of a game follow from today's scores; the comparison is knock by knock, on the same cards.)
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ginrummy_desktop.ai.expert import replayable_expert
from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.match import play_game
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.engine import (
    PRESETS,
    Game,
    Knock,
    Outcome,
    Role,
    Settlement,
    cards_to_mask,
    mask_to_cards,
    min_deadwood_mask,
    settle,
)
from ginrummy_desktop.engine.record import _version_1_knock


def _player(name: str, seed: int) -> Player:
    level = Level.parse(name)
    return replayable_expert(seed) if level is Level.EXPERT else make_player(level, seed)


def _signed(settlement: Settlement) -> int:
    """The knocker's points (negative when undercut)."""
    return settlement.points if settlement.winner is Role.KNOCKER else -settlement.points


def compare_knocks(game: Game, names: Sequence[str], tally: Counter[tuple[str, str]]) -> None:
    """Replay ``game`` and lay out each of its knocks (not gin) by both rules."""
    replay = Game(game.rules)
    for action in game.history:
        if isinstance(action, Knock) and replay.actor is not None:
            _compare_one(replay, action, names[replay.actor], tally)
        replay.apply(action)


def _compare_one(
    game: Game, knock: Knock, name: str, tally: Counter[tuple[str, str]]
) -> None:
    knocker = game.actor
    assert knocker is not None
    kept = cards_to_mask(game.hand_of(knocker)) ^ knock.card.bit
    if min_deadwood_mask(kept, game.rules.runs_only) == 0:
        return
    limit = game.view(knocker).knock_limit
    defender = game.hand_of(1 - knocker)
    today = settle(mask_to_cards(kept), defender, game.rules, knocker_melds=knock.melds,
                   knock_limit=limit)
    legacy = _version_1_knock(game, knock.card)
    old = settle(mask_to_cards(kept), defender, game.rules, knocker_melds=legacy.melds,
                 knock_limit=limit)
    tally[name, "knocks"] += 1
    tally[name, "melds differ"] += today.knocker.melds != old.knocker.melds
    tally[name, "points today"] += _signed(today)
    tally[name, "points old"] += _signed(old)
    tally[name, "undercut today"] += today.outcome is Outcome.UNDERCUT
    tally[name, "undercut old"] += old.outcome is Outcome.UNDERCUT


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", nargs=2, default=["expert", "hard"])
    parser.add_argument("--games", type=int, default=40, help="mirrored pairs of games")
    parser.add_argument("--rules", default="benchmark")
    args = parser.parse_args(argv)
    rules = PRESETS[args.rules]
    tally: Counter[tuple[str, str]] = Counter()
    for g in range(args.games):
        for first in (0, 1):
            names = (args.levels[first], args.levels[1 - first])
            players = (_player(names[0], g * 7 + 1 + first), _player(names[1], g * 7 + 2 - first))
            game, _ = play_game(players, rules, 9000 + g)
            compare_knocks(game, names, tally)
        print(f"{2 * (g + 1)} games", file=sys.stderr)
    print(f"{args.levels[0]} and {args.levels[1]}, {args.rules} preset, {2 * args.games} games\n")
    print("| knocker | knocks | melds differ | points per knock: today / old | "
          "undercuts: today / old |")
    print("|---|---|---|---|---|")
    for name in dict.fromkeys(args.levels):
        knocks = tally[name, "knocks"]
        per = [tally[name, f"points {rule}"] / max(knocks, 1) for rule in ("today", "old")]
        print(f"| {name} | {knocks} | {tally[name, 'melds differ']} | {per[0]:.2f} / {per[1]:.2f} "
              f"| {tally[name, 'undercut today']} / {tally[name, 'undercut old']} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
