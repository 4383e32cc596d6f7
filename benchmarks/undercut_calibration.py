"""How well the Expert's guesses foresee an undercut: predicted against actual, per opponent.

Run: ``python benchmarks/undercut_calibration.py [--opponent hard] [--games 60] [--samples 100]
[--rules benchmark]`` (from the repository, in the project's virtual environment; under a minute).

Easy (seat 0) plays seeded whole games against ``--opponent`` (seat 1). At every turn where Easy
may knock, the knock keeping the least deadwood is judged twice: by the Expert's sampler
(``ginrummy_desktop.ai.sampling``: the share of ``--samples`` guesses of the opponent's hand, each
drawn as the Expert draws them, a sitter or a knocker, that would undercut it) and by the truth
(the opponent's real hand, read from the game: this is a measurement, not a player). Easy's
knocks are the knocks a knock-at-once player faces, so both figures are about the same
positions. The table groups them by what the showdowns of the game had shown of the opponent
(``low``: seen making a knock a sitter does not, with deadwood it would have played on with
or with more late in the hand; ``sat``: seen
sitting on a knock; ``n0``..``n3+``: that many opened hands without one) and
prints the mean predicted undercut chance, the actual undercut share, and the mean least
deadwood of the guessed and of the real hands. A good sampler has the two columns close.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ginrummy_desktop.ai.easy import EasyPlayer
from ginrummy_desktop.ai.levels import make_player
from ginrummy_desktop.ai.match import decisions
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.ai.sampling import Knowledge, SamplingModel, sample_deal
from ginrummy_desktop.ai.simulation import HandRules, showdown_points
from ginrummy_desktop.engine import (
    Game,
    Knock,
    PlayerView,
    RuleSet,
    cards_to_mask,
    min_deadwood_mask,
)


@dataclass(slots=True)
class Group:
    """Running sums for one state of the showdown evidence."""

    positions: int = 0
    predicted: float = 0.0
    actual: int = 0
    guessed_deadwood: float = 0.0
    real_deadwood: int = 0

    def row(self, name: str) -> str:
        n = max(self.positions, 1)
        return (
            f"| {name} | {self.positions} | {100 * self.predicted / n:.1f} "
            f"| {100 * self.actual / n:.1f} | {self.guessed_deadwood / n:.1f} "
            f"| {self.real_deadwood / n:.1f} |"
        )


def evidence(knowledge: Knowledge) -> str:
    """What the showdowns had told of the opponent: the group names of the tables ("low": seen
    making a knock a sitter does not, low or late)."""
    if knowledge.knocks_no_sitter_makes(SamplingModel()):
        return "low"
    if knowledge.sits_on_knocks:
        return "sat"
    return f"n{knowledge.never_sat}" if knowledge.never_sat < 3 else "n3+"


def _judge(
    view: PlayerView,
    knowledge: Knowledge,
    truth: int,
    rng: random.Random,
    samples: int,
    group: Group,
) -> None:
    """Add the predicted and the actual undercut of the best knock in ``view`` (whose
    ``knowledge`` the guesses are drawn from) to ``group``."""
    hand = cards_to_mask(view.hand)
    runs_only = view.rules.runs_only
    knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
    best = min(knocks, key=lambda a: min_deadwood_mask(hand ^ a.card.bit, runs_only))
    kept = hand ^ best.card.bit
    rules = HandRules.from_view(view)
    model = SamplingModel()
    chance = knowledge.sitter_chance(model)
    plays_on, late = knowledge.sitter_style(model)
    undercuts = 0
    for _ in range(samples):
        sits = rng.random() < chance
        style: tuple[int, int | None] = (plays_on, late) if sits else (0, None)
        deal = sample_deal(knowledge, rng, model, *style)
        undercuts += showdown_points(kept, deal.opponent, rules) < 0
        group.guessed_deadwood += min_deadwood_mask(deal.opponent, runs_only) / samples
    group.positions += 1
    group.predicted += undercuts / samples
    group.actual += showdown_points(kept, truth, rules) < 0
    group.real_deadwood += min_deadwood_mask(truth, runs_only)


def measure(opponent: str, rules: RuleSet, games: int, samples: int) -> dict[str, Group]:
    """The groups of knock positions over ``games`` seeded games."""
    rng = random.Random(5)
    groups: dict[str, Group] = {}
    for number in range(games):
        game = Game(rules, seed=1000 + number)
        players: tuple[Player, Player] = (EasyPlayer(1), make_player(opponent, 2, rules))
        for seat, view in decisions(game):
            may_knock = any(isinstance(a, Knock) for a in view.legal_actions)
            if seat == 0 and may_knock and view.thrown[1]:
                knowledge = Knowledge.from_view(view)
                group = groups.setdefault(evidence(knowledge), Group())
                _judge(view, knowledge, cards_to_mask(game.view(1).hand), rng, samples, group)
            game.apply(players[seat].choose(view))
    return groups


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--opponent", default="hard", help="level in seat 1 (default hard)")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--samples", type=int, default=100)
    parser.add_argument("--rules", default="benchmark")
    args = parser.parse_args(argv)
    groups = measure(args.opponent, RuleSet.preset(args.rules), args.games, args.samples)
    print(f"Easy's knocks against {args.opponent}, {args.rules} preset, {args.games} games")
    print()
    print("| showdowns told | knocks | predicted undercut % | actual % | guessed dw | real dw |")
    print("|---|---|---|---|---|---|")
    order = ["n0", "n1", "n2", "n3+", "sat", "low"]
    for name in order:
        if name in groups:
            print(groups[name].row(name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
