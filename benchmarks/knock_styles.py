"""How each level ends its hands: the knocks it makes and the hands it shows, early and late.

Run: ``python benchmarks/knock_styles.py [--levels easy hard] [--games 300] [--rules benchmark]``
(from the repository, in the project's virtual environment; about 40 s for the default).

The two levels play ``--games`` mirrored pairs of whole games (game seeds ``9000 + g``, fresh
players). From the score sheet alone (what the Expert's read of its opponent sees), each
level's knocks are counted by their deadwood (``low``: 1 to 5, what a sitter plays on with;
``high``: 6 to 10) and by how late in the hand they came (``late``: 9 or more discards made
before the knock, where Hard no longer knocks with more than 5); knocks made within
``ai.sampling.NEAR_TARGET`` points of the target and gin are counted apart. The hands each
level showed as the defender are counted by whether they held a knock (``sat``, deadwood 10
or less) and by the same timing. These are the likelihoods behind the read's evidence: a knock
no sitter makes, and an opened hand without a knock in it.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ginrummy_desktop.ai.levels import make_player
from ginrummy_desktop.ai.match import play_game
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.ai.sampling import SamplingModel, near_target
from ginrummy_desktop.engine import PRESETS, Game, HandResult, cards_to_mask, min_deadwood_mask

LATE = SamplingModel().sitter_late_turn


def _timing(result: HandResult) -> str:
    return "late" if result.discards >= LATE else "early"


def count_game(game: Game, names: Sequence[str], tally: Counter[tuple[str, ...]]) -> None:
    """Add the knocks and the shown hands of ``game`` (seat ``i`` played ``names[i]``)."""
    rules, sheet_view = game.rules, game.view(0)  # any seat's view shows the whole score sheet
    for result in game.results:
        settlement, knocker = result.settlement, result.knocker
        if settlement is None or knocker is None:
            continue
        held = cards_to_mask(settlement.defender.cards)
        held |= cards_to_mask(lay.card for lay in settlement.layoffs)
        shown = min_deadwood_mask(held, rules.runs_only)
        sat = "sat" if shown <= rules.knock_limit else "not"
        tally[names[1 - knocker], "shown", sat, _timing(result)] += 1
        deadwood = min_deadwood_mask(cards_to_mask(settlement.knocker.cards), rules.runs_only)
        if deadwood == 0:
            tally[names[knocker], "gin"] += 1
        elif near_target(sheet_view, result.number, knocker):
            tally[names[knocker], "near the target"] += 1
        else:
            band = "low" if deadwood <= rules.knock_limit // 2 else "high"
            tally[names[knocker], "knock", band, _timing(result)] += 1


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", nargs=2, default=["easy", "hard"])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--rules", default="benchmark")
    args = parser.parse_args(argv)
    rules = PRESETS[args.rules]
    tally: Counter[tuple[str, ...]] = Counter()
    for g in range(args.games):
        for first in (0, 1):
            names = (args.levels[first], args.levels[1 - first])
            players: tuple[Player, Player] = (
                make_player(names[0], g * 7 + 1 + first),
                make_player(names[1], g * 7 + 2 - first),
            )
            game, _ = play_game(players, rules, 9000 + g)
            count_game(game, names, tally)
    print(f"{args.levels[0]} and {args.levels[1]}, {args.rules} preset, {2 * args.games} games")
    for name in args.levels:
        knocks = sum(n for key, n in tally.items() if key[:2] == (name, "knock"))
        print(f"\n{name}: {knocks} knocks (not gin, not near the target)")
        print("\n| what | early | late |\n|---|---|---|")
        for label, key in (
            ("knocks with 1-5", ("knock", "low")),
            ("knocks with 6-10", ("knock", "high")),
            ("hands shown with a knock in them", ("shown", "sat")),
            ("hands shown without one", ("shown", "not")),
        ):
            cells = [tally[(name, *key, timing)] for timing in ("early", "late")]
            print(f"| {label} | {cells[0]} | {cells[1]} |")
        print(
            f"\ngin {tally[name, 'gin']}, knocks near the target {tally[name, 'near the target']}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
