"""Engine speed: the public meld functions against OpenSpiel's C++ gin rummy code, and self-play.

Run: ``python benchmarks/engine_speed.py [--hands 40000] [--rounds 5]`` (from the repository, in
the project's virtual environment; about three minutes on a loaded 2-core machine). It times what
a caller of the engine gets, on four kinds of hands (``--hands`` of each, 40,000 unless told,
made from a fixed seed before timing, so every run times the same work):

* random 10-card hands: ``deadwood_points(cards)`` (the least deadwood, an int) and
  ``best_arrangement(cards)`` (an ``Arrangement``: the melds as ``Meld`` objects and the sorted
  deadwood);
* random 11-card hands: ``best_discard(cards)`` (a ``DiscardChoice``: the card, and the
  ``Arrangement`` of the ten kept, which the engine builds when it is first read, so a caller
  wanting only the card never pays for it), and ``best_discard(cards).arrangement``, the whole
  cost for a caller who reads it;
* meld-dense 10- and 11-card hands (runs of 3-5 and groups of 3-4 until full, a quarter of the
  blocks single random cards): the same functions. This is where a search over meld
  combinations slows down.

Each is timed against the nearest function of OpenSpiel's C++ ``GinRummyUtils`` through its
Python bindings (``pip install open_spiel``; benchmarking only, not a dependency of the game),
called as its bindings expect (a list of card numbers): ``min_deadwood`` for ``deadwood_points``;
``best_meld_group`` (the melds only, as lists of card numbers) for ``best_arrangement``; and for
``best_discard`` its 11-card ``min_deadwood`` (the deadwood after discarding the highest card left
over by its best meld group: a number, no card and no arrangement). OpenSpiel exposes no function
that returns a discard. Without open_spiel installed the OpenSpiel column is left out (a note
says so). The internal mask functions the computer players call (``min_deadwood_mask``,
``best_discard_mask``: ints in, ints out) are timed too, for comparison.

Timing: CPU time of the process (``time.process_time``), which waiting for a shared CPU does not
inflate, over every hand of a kind, for each function in turn; each of ``--rounds`` rounds times
every function once, in an order reversed every other round. Printed: the median hands per second
over the rounds, and the median (with the range) of the per-round ratio ours / OpenSpiel, both
measured in the same round. The load average is printed at the start and the end. Before timing,
the answers are compared with OpenSpiel's on the first 2,000 hands of each kind. Last, the CPU
time of importing the engine in a fresh interpreter (its tables are built then; the game's
start-up pays it), the median of ``--imports`` runs.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.metadata
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ginrummy_desktop.engine import (
    Action,
    Arrangement,
    BigGin,
    Card,
    Discard,
    DrawStock,
    Game,
    Knock,
    Phase,
    PlayerView,
    RuleSet,
    TakeDiscard,
    TakeUpcard,
    best_arrangement,
    best_discard,
    best_discard_mask,
    cards_to_mask,
    deadwood_points,
    mask_to_cards,
    min_deadwood_mask,
)


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


Timed = Callable[[Any], object]


@dataclass(frozen=True)
class Contest:
    """One of our public functions on one kind of hands, and OpenSpiel's nearest function."""

    kind: str
    ours: str
    ours_call: Timed
    theirs: str
    theirs_call: Timed | None


@dataclass(frozen=True)
class HandSet:
    """One kind of hands in each form a function takes."""

    kind: str
    masks: list[int]
    cards: list[tuple[Card, ...]]
    numbers: list[list[int]]


def hand_set(kind: str, masks: list[int]) -> HandSet:
    """``masks`` as Card tuples (the shared instances, as the engine hands them out) and as
    OpenSpiel's card numbers (suit * 13 + rank, the engine's own index)."""
    cards = [mask_to_cards(m) for m in masks]
    return HandSet(kind, masks, cards, [[c.index for c in hand] for hand in cards])


def cpu_seconds(function: Timed, hands: Sequence[Any]) -> float:
    """CPU seconds for ``function`` over every hand (results dropped at once, as a caller would)."""
    start = time.process_time()
    for hand in hands:
        function(hand)
    return time.process_time() - start


def load_average() -> str:
    """The 1, 5 and 15-minute load averages, or a note where the system has none."""
    try:
        return " / ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "not available"


def open_spiel_utils() -> tuple[Any, str] | None:
    """OpenSpiel's C++ ``GinRummyUtils`` for the standard game (13 ranks, 4 suits, 10-card
    hands) and its version, or None when open_spiel is not installed."""
    try:
        pyspiel = importlib.import_module("pyspiel")
    except ImportError:
        return None
    try:
        version = importlib.metadata.version("open_spiel")
    except importlib.metadata.PackageNotFoundError:
        version = "unknown version"
    return pyspiel.gin_rummy.GinRummyUtils(13, 4, 10), version


def contests(sets: Sequence[HandSet], utils: Any) -> list[tuple[Contest, HandSet]]:
    """What is timed against what, kind by kind (OpenSpiel's side None without it)."""
    least = None if utils is None else utils.min_deadwood
    groups = None if utils is None else utils.best_meld_group
    found = []
    for hands in sets:
        if hands.masks[0].bit_count() == 10:
            found += [
                (Contest(hands.kind, "deadwood_points", deadwood_points, "min_deadwood", least),
                 hands),
                (Contest(hands.kind, "best_arrangement", best_arrangement, "best_meld_group",
                         groups), hands),
                (Contest(hands.kind, "min_deadwood_mask (internal)", min_deadwood_mask,
                         "min_deadwood", least), hands),
            ]
        else:
            found += [
                (Contest(hands.kind, "best_discard", best_discard, "min_deadwood (11 cards)",
                         least), hands),
                (Contest(hands.kind, "best_discard + .arrangement", discard_and_arrangement,
                         "min_deadwood (11 cards)", least), hands),
                (Contest(hands.kind, "best_discard_mask (internal)", best_discard_mask,
                         "min_deadwood (11 cards)", least), hands),
            ]
    return found


def discard_and_arrangement(cards: tuple[Card, ...]) -> Arrangement:
    """``best_discard`` with its arrangement read: what a caller who wants both pays."""
    return best_discard(cards).arrangement


def agreement(hands: HandSet, utils: Any, sample: int = 2000) -> str:
    """How often our answers' deadwood matches OpenSpiel's, on the first ``sample`` hands."""
    count = min(sample, len(hands.cards))
    pairs = list(zip(hands.cards[:count], hands.numbers[:count], strict=True))
    if hands.masks[0].bit_count() != 10:
        # OpenSpiel's 11-card figure keeps its best meld group of all 11 cards and throws the
        # highest card left over, which is not always the best discard
        ours = [best_discard(cards).arrangement.deadwood_points for cards, _ in pairs]
        theirs = [utils.min_deadwood(numbers) for _, numbers in pairs]
        same = sum(x == y for x, y in zip(ours, theirs, strict=True))
        lower = sum(x < y for x, y in zip(ours, theirs, strict=True))
        return (
            f"best_discard's deadwood = min_deadwood's on {same:,} of {count:,}, "
            f"lower on {lower:,}"
        )
    same = sum(deadwood_points(cards) == utils.min_deadwood(numbers) for cards, numbers in pairs)
    melded = sum(
        sum(m.points for m in best_arrangement(cards).melds)
        == sum(min(n % 13 + 1, 10) for meld in utils.best_meld_group(numbers) for n in meld)
        for cards, numbers in pairs
    )
    return (
        f"deadwood_points = min_deadwood on {same:,} of {count:,}; "
        f"points melded by best_arrangement = by best_meld_group on {melded:,} of {count:,}"
    )


def measure(
    pairs: Sequence[tuple[Contest, HandSet]], rounds: int
) -> list[tuple[list[float], list[float]]]:
    """Per contest: our CPU seconds and OpenSpiel's, one of each per round, interleaved."""
    times: list[tuple[list[float], list[float]]] = [([], []) for _ in pairs]
    for round_number in range(rounds):
        for (contest, hands), (ours, theirs) in zip(pairs, times, strict=True):
            inputs: Sequence[Any] = hands.masks if "internal" in contest.ours else hands.cards
            runs: list[tuple[Timed, Sequence[Any], list[float]]] = [
                (contest.ours_call, inputs, ours)
            ]
            if contest.theirs_call is not None:
                runs.append((contest.theirs_call, hands.numbers, theirs))
            if round_number % 2:
                runs.reverse()
            for function, data, into in runs:
                into.append(cpu_seconds(function, data))
    return times


def report(pairs: Sequence[tuple[Contest, HandSet]], times: list[tuple[list[float], list[float]]]
           ) -> None:
    """The table: median rates, and the median and range of the per-round ratio."""
    print(f"{'hands':22s} {'ours (public unless marked)':30s} {'hands/s':>10s}  "
          f"{'OpenSpiel C++':24s} {'hands/s':>10s}  ratio ours/OpenSpiel")
    for (contest, hands), (ours, theirs) in zip(pairs, times, strict=True):
        count = len(hands.masks)
        ours_rate = statistics.median(count / t for t in ours)
        line = f"{contest.kind:22s} {contest.ours:30s} {ours_rate:>10,.0f}  "
        if theirs:
            ratios = [t / o for o, t in zip(ours, theirs, strict=True)]
            theirs_rate = statistics.median(count / t for t in theirs)
            line += (f"{contest.theirs:24s} {theirs_rate:>10,.0f}  "
                     f"{statistics.median(ratios):.2f}x ({min(ratios):.2f}-{max(ratios):.2f})")
        print(line)


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


_IMPORT_PROBE = (
    "import time; start = time.process_time(); import ginrummy_desktop.engine; "
    "print(time.process_time() - start)"
)


def engine_import_seconds(runs: int) -> float:
    """The median CPU seconds of ``import ginrummy_desktop.engine`` in a fresh interpreter
    (the standard library modules it needs included, the interpreter's own start-up not)."""
    root = Path(__file__).resolve().parent.parent
    return statistics.median(
        float(
            subprocess.run(
                [sys.executable, "-c", _IMPORT_PROBE],
                cwd=root, capture_output=True, text=True, check=True,
            ).stdout
        )
        for _ in range(runs)
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=40_000, help="hands of each kind")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved timed rounds")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--self-play-seconds", type=float, default=2.0, help="0 leaves it out")
    parser.add_argument("--imports", type=int, default=5, help="engine imports timed, 0: none")
    args = parser.parse_args(argv)
    print(f"load average at start: {load_average()} (1, 5, 15 min), {os.cpu_count()} CPUs")
    rng = random.Random(args.seed)
    sets = [
        hand_set("random 10-card", random_hands(rng, 10, args.hands)),
        hand_set("random 11-card", random_hands(rng, 11, args.hands)),
        hand_set("meld-dense 10-card", [dense_hand(rng, 10) for _ in range(args.hands)]),
        hand_set("meld-dense 11-card", [dense_hand(rng, 11) for _ in range(args.hands)]),
    ]
    found = open_spiel_utils()
    utils = None if found is None else found[0]
    print(
        f"Python {sys.version.split()[0]}; {args.hands:,} hands of each kind; "
        f"median of {args.rounds} interleaved rounds; CPU time"
    )
    if found is None:
        print("OpenSpiel: not installed (pip install open_spiel), so its columns are left out")
    else:
        print(f"OpenSpiel {found[1]}: pyspiel.gin_rummy.GinRummyUtils(13, 4, 10), C++")
        for hands in sets:
            print(f"  {hands.kind}: {agreement(hands, utils)}")
    pairs = contests(sets, utils)
    for contest, hands in pairs:  # warm-up: the result tables fill as suits are first met
        cpu_seconds(contest.ours_call, hands.masks if "internal" in contest.ours else hands.cards)
    report(pairs, measure(pairs, args.rounds))
    if args.self_play_seconds > 0:
        selfplay = statistics.median(
            self_play_hands(RuleSet(), args.self_play_seconds, args.seed + i) for i in range(3)
        )
        print(f"{'self-play, whole hands through Game (Standard rules)':54s} {selfplay:>10,.0f}")
    if args.imports > 0:
        seconds = engine_import_seconds(args.imports)
        print(f"importing the engine, fresh interpreter: {seconds * 1000:.0f} ms CPU "
              f"(median of {args.imports})")
    print(f"load average at end: {load_average()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
