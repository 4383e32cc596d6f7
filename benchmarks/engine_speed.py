"""Engine speed: hands per second for the optimal deadwood and the best discard, and self-play.

Run: ``python benchmarks/engine_speed.py [--repeats 5] [--hands 200000]`` (from the repository,
in the project's virtual environment). Prints the median of several timed repeats for:

* random 10-card hands: least deadwood (``min_deadwood_mask``);
* random 11-card hands: best discard, i.e. least deadwood after one discard and which card
  (``best_discard_mask``);
* meld-dense 10- and 11-card hands (a few runs and groups plus noise), the hard case;
* whole hands of self-play per second through the full ``Game`` state machine (legal actions,
  views, showdown and scoring), with a greedy policy;
* as a reference measured in the same run, a plain recursive search over meld subsets (the
  usual pure-Python approach) on random 10-card hands.

The hand sets are generated before timing, from a fixed seed, so every run times the same work.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ginrummy_desktop.engine import (
    Action,
    BigGin,
    Discard,
    DrawStock,
    Game,
    Knock,
    Phase,
    PlayerView,
    RuleSet,
    TakeDiscard,
    TakeUpcard,
    best_discard_mask,
    cards_to_mask,
    min_deadwood_mask,
)
from ginrummy_desktop.engine.melds import all_melds, mask_points


def random_hands(rng: random.Random, size: int, count: int) -> list[int]:
    """``count`` random hands of ``size`` cards, as masks."""
    return [sum(1 << i for i in rng.sample(range(52), size)) for _ in range(count)]


def dense_hand(rng: random.Random, size: int) -> int:
    """A meld-dense hand: runs of 3-5 and groups of 3-4 until full, with some random noise."""
    cards: set[int] = set()
    while len(cards) < size:
        roll = rng.random()
        if roll < 0.4:
            suit, start = rng.randrange(4), rng.randrange(11)
            length = rng.randint(3, 5)
            block = [suit * 13 + r for r in range(start, min(start + length, 13))]
        elif roll < 0.75:
            rank = rng.randrange(13)
            block = [s * 13 + rank for s in rng.sample(range(4), rng.randint(3, 4))]
        else:
            block = [rng.randrange(52)]
        for index in block:
            if len(cards) < size:
                cards.add(index)
    return sum(1 << i for i in cards)


def rate(function: Callable[[int], object], hands: Sequence[int], repeats: int) -> float:
    """Median hands per second of ``function`` over ``hands``."""
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        for hand in hands:
            function(hand)
        rates.append(len(hands) / (time.perf_counter() - start))
    return statistics.median(rates)


def reference_min_deadwood(mask: int) -> int:
    """The usual pure-Python method: try every set of disjoint melds (for comparison only)."""
    melds = all_melds(mask)
    total = mask_points(mask)
    best = total

    def search(start: int, used: int, melded: int) -> None:
        nonlocal best
        best = min(best, total - melded)
        for i in range(start, len(melds)):
            if not melds[i] & used:
                search(i + 1, used | melds[i], melded + mask_points(melds[i]))

    search(0, 0, 0)
    return best


def greedy_choice(view: PlayerView, rng: random.Random) -> Action:
    """A fast legal policy: knock when allowed, take the upcard when it lowers the deadwood."""
    legal = view.legal_actions
    knocks = [a for a in legal if isinstance(a, Knock | BigGin)]
    if knocks:
        return knocks[0]
    if view.phase is Phase.DISCARD:
        forbidden = view.may_not_discard.index if view.may_not_discard else -1
        _, index = best_discard_mask(cards_to_mask(view.hand), forbidden)
        return next(a for a in legal if isinstance(a, Discard) and a.card.index == index)
    upcard = view.upcard
    take = TakeUpcard() if TakeUpcard() in legal else TakeDiscard()
    if upcard is not None and take in legal:
        hand = cards_to_mask(view.hand)
        if best_discard_mask(hand | upcard.bit, upcard.index)[0] < min_deadwood_mask(hand):
            return take
    if DrawStock() in legal:
        return DrawStock()
    return legal[-1]


def self_play_hands(rules: RuleSet, seconds: float, seed: int) -> float:
    """Whole hands per second of greedy self-play through the Game state machine."""
    rng = random.Random(seed)
    hands, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = Game(rules, seed=rng.randrange(1 << 30))
        while game.phase is not Phase.GAME_OVER:
            if game.actor is None:
                game.apply(game.legal_actions()[0])
            else:
                game.apply(greedy_choice(game.view(game.actor), rng))
        hands += len(game.results)
    return hands / (time.perf_counter() - start)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    sets = {
        "random 10-card hands, least deadwood": (random_hands(rng, 10, args.hands), 10),
        "random 11-card hands, best discard": (random_hands(rng, 11, args.hands), 11),
        "meld-dense 10-card hands, least deadwood": (
            [dense_hand(rng, 10) for _ in range(args.hands // 2)], 10),
        "meld-dense 11-card hands, best discard": (
            [dense_hand(rng, 11) for _ in range(args.hands // 2)], 11),
    }
    print(f"Python {sys.version.split()[0]}, median of {args.repeats} repeats")
    for label, (hands, size) in sets.items():
        function = min_deadwood_mask if size == 10 else best_discard_mask
        print(f"{label:45s} {rate(function, hands, args.repeats):>12,.0f} hands/s")
    reference = random_hands(rng, 10, max(args.hands // 50, 1000))
    ref = rate(reference_min_deadwood, reference, args.repeats)
    print(f"{'reference: subset search, random 10-card':45s} {ref:>12,.0f} hands/s")
    selfplay = statistics.median(
        self_play_hands(RuleSet(), 3.0, args.seed + i) for i in range(args.repeats)
    )
    print(f"{'self-play, whole hands (Standard rules)':45s} {selfplay:>12,.0f} hands/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
