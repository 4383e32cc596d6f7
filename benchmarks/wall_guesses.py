"""How well the Expert's guesses of the opponent's hand foresee the real one, by cards left.

Run: ``python benchmarks/wall_guesses.py [--me hard] [--opponent hard] [--games 120]
[--samples 40] [--rules standard] [--leave-out 1]`` (from the repository, in the project's
virtual environment; about a minute against Hard or Easy, ten against the Expert).

``--me`` (seat 0) plays seeded whole games (seeds ``1000 + g``) against ``--opponent``. At
every discard of seat 0 once the opponent has thrown a card, ``--samples`` guesses of the
opponent's hand are drawn as the Expert draws them (a sitter or a knocker, by what the
showdowns of the game showed; ``ginrummy_desktop.ai.sampling``) and set against its real hand
(read from the game: this is a measurement, not a player). By the cards left in the stock it
prints:

* ``log-loss``: the mean per-card log-loss of the guesses' marginals (how often each unseen
  card, not known to be held, was in a guessed hand, counted ``(k + 0.5) / (n + 1)``), scored
  against where the card really was: a proper score, lower is better, that punishes a guess
  too sure of itself as much as one too vague;
* ``distinct``: the share of the guesses that were different hands;
* ``guessed dw`` / ``real dw``: the mean least deadwood of the guessed and of the real hands;
* for the positions where seat 0 may knock, the knock keeping the least deadwood: the share
  of the guesses that undercut it (``predicted``) and whether the real hand did (``actual``).

``--leave-out N`` draws the guesses with ``SamplingModel(stock_left_unreplayed=N)``: the
replay of the opponent's draws leaves at least ``N`` stock cards out (0, the default, is the
Expert's: once the opponent has drawn more cards than the stock holds, every unseen card is
offered to the replay). Standard preset, 120 games, 40 guesses, with 6 to 9 and with 5 or
fewer cards in the stock, ``--leave-out 0`` → ``--leave-out 1``:

* against Hard (a sitter): log-loss 0.469 → 0.447 (6-9 cards) and 0.373 → 0.365 (5 or
  fewer); distinct guesses with 5 or fewer 27% → 38%; undercuts of a knock there foreseen
  52.9% → 42.2%, real 59.7% (the guessed sitter's hand weaker than the real one);
* against Easy (a knocker): log-loss 0.479 → 0.455 and 0.426 → 0.368; distinct 29% → 41%;
  undercuts foreseen 21.2% → 14.7%, real 5.3%.

With 16 cards or more in the stock the guesses are the same. Against the Expert (30 games,
the Expert at 2,000 work units, ``--opponent expert`` with its full work takes longer) the
log-loss went 0.586 → 0.548 and 0.643 → 0.527.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ginrummy_desktop.ai.levels import make_player
from ginrummy_desktop.ai.match import decisions
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.ai.sampling import Knowledge, SamplingModel, sample_deal
from ginrummy_desktop.ai.simulation import HandRules, showdown_points
from ginrummy_desktop.engine import (
    Game,
    Knock,
    Phase,
    PlayerView,
    RuleSet,
    cards_to_mask,
    min_deadwood_mask,
)

BUCKETS = ("16+", "10-15", "6-9", "<=5")


def bucket(stock: int) -> str:
    """The group of a position by the cards left in the stock."""
    if stock <= 5:
        return "<=5"
    if stock <= 9:
        return "6-9"
    return "10-15" if stock <= 15 else "16+"


@dataclass(slots=True)
class Group:
    """Running sums for the positions of one group."""

    positions: int = 0
    log_loss: float = 0.0
    distinct: float = 0.0
    guessed_deadwood: float = 0.0
    real_deadwood: int = 0
    knocks: int = 0
    predicted: float = 0.0
    actual: int = 0

    def row(self, name: str) -> str:
        n, k = max(self.positions, 1), max(self.knocks, 1)
        return (
            f"| {name} | {self.positions} | {self.log_loss / n:.3f} "
            f"| {100 * self.distinct / n:.0f}% | {self.guessed_deadwood / n:.1f} "
            f"| {self.real_deadwood / n:.1f} | {self.knocks} "
            f"| {100 * self.predicted / k:.1f}% | {100 * self.actual / k:.1f}% |"
        )


def judge(
    view: PlayerView, truth: int, model: SamplingModel, rng: random.Random, samples: int,
    group: Group,
) -> None:
    """Add the guesses of ``view`` against the real hand ``truth`` to ``group``."""
    knowledge = Knowledge.from_view(view)
    runs_only = view.rules.runs_only
    chance = knowledge.sitter_chance(model)
    plays_on, late = knowledge.sitter_style(model)
    hand = cards_to_mask(view.hand)
    knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
    kept = None
    if knocks:
        best = min(knocks, key=lambda a: min_deadwood_mask(hand ^ a.card.bit, runs_only))
        kept = hand ^ best.card.bit
    rules = HandRules.from_view(view)
    counts: dict[int, int] = defaultdict(int)
    hands = set()
    undercuts = 0
    for _ in range(samples):
        sits = rng.random() < chance
        style: tuple[int, int | None] = (plays_on, late) if sits else (0, None)
        guess = sample_deal(knowledge, rng, model, *style).opponent
        hands.add(guess)
        group.guessed_deadwood += min_deadwood_mask(guess, runs_only) / samples
        for card in knowledge.unseen:
            counts[card] += guess >> card & 1
        if kept is not None:
            undercuts += showdown_points(kept, guess, rules) < 0
    open_cards = [c for c in knowledge.unseen if not knowledge.known >> c & 1]
    loss = 0.0
    for card in open_cards:
        chance_in = (counts[card] + 0.5) / (samples + 1)
        loss -= math.log(chance_in if truth >> card & 1 else 1.0 - chance_in)
    group.positions += 1
    group.log_loss += loss / max(1, len(open_cards))
    group.distinct += len(hands) / samples
    group.real_deadwood += min_deadwood_mask(truth, runs_only)
    if kept is not None:
        group.knocks += 1
        group.predicted += undercuts / samples
        group.actual += showdown_points(kept, truth, rules) < 0


def measure(
    me: str, opponent: str, rules: RuleSet, games: int, samples: int, model: SamplingModel
) -> dict[str, Group]:
    """The groups of seat 0's discard positions over ``games`` seeded games."""
    rng = random.Random(5)
    groups = {name: Group() for name in BUCKETS}
    for number in range(games):
        game = Game(rules, seed=1000 + number)
        players: tuple[Player, Player] = (
            make_player(me, 1 + number, rules), make_player(opponent, 2 + number, rules)
        )
        for seat, view in decisions(game):
            if seat == 0 and view.phase is Phase.DISCARD and view.thrown[1]:
                truth = cards_to_mask(game.view(1).hand)
                judge(view, truth, model, rng, samples, groups[bucket(view.stock_size)])
            game.apply(players[seat].choose(view))
    return groups


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--me", default="hard", help="level in seat 0 (default hard)")
    parser.add_argument("--opponent", default="hard", help="level in seat 1 (default hard)")
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--samples", type=int, default=40)
    parser.add_argument("--rules", default="standard")
    parser.add_argument("--leave-out", type=int, default=0,
                        help="stock cards the replay of the opponent's draws leaves out "
                             "(SamplingModel.stock_left_unreplayed; default 0, the Expert's)")
    args = parser.parse_args(argv)
    model = SamplingModel(stock_left_unreplayed=args.leave_out)
    rules = RuleSet.preset(args.rules)
    groups = measure(args.me, args.opponent, rules, args.games, args.samples, model)
    print(f"{args.me} vs {args.opponent}, {args.rules} preset, {args.games} games, "
          f"{args.samples} guesses a position, {args.leave_out} stock card(s) left out")
    print()
    print("| stock | positions | log-loss | distinct | guessed dw | real dw | knocks "
          "| predicted undercut | actual |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name in BUCKETS:
        if groups[name].positions:
            print(groups[name].row(name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
