"""The Expert: determinized Monte Carlo search over the legal actions, within a time budget.

For each decision the Expert

1. keeps the always-right moves without search: big gin, and going gin when a knock leaves no
   deadwood;
2. prunes the candidates cheaply: of the discards, only the few that leave the least deadwood;
   of the knocks, the two with the least deadwood (the search then compares knocking with
   playing on);
3. repeats, until the budget is spent or the sample cap is reached: guess the kind of player
   the opponent is (one who knocks at once, or one who plays on for gin with little deadwood,
   by what this game's showdowns have shown), its hand and the stock order from the view
   (:mod:`.sampling`: its known cards, never a card seen elsewhere, weighted by what its
   passes, picks and throws suggest of that kind of player), then play every candidate out on
   that same guess with the fast rollout policy (:mod:`.simulation`, the opponent playing as
   its guessed kind) and score the hand with the real rules (undercuts, gin and big-gin
   bonuses, lay-offs);
4. picks the candidate with the best mean *utility*: the estimated chance of winning the game
   after this hand's points (a small model of the race to the target), plus a little of the
   points themselves. Far from the target that is the same as maximising points; near it, the
   Expert takes or avoids risk as the score demands. Candidates that fall clearly behind stop
   being simulated, so the budget goes to the close calls;
5. plays the plain policy's move (the rollout policy's own choice) unless the leader beats it by
   a standard error. This matters: the best of several noisy means is biased upwards, most for
   "play on" moves whose outcomes vary the most, and each search assumes its later self will
   follow the plain policy; without this rule a small search loses to the Easy baseline by
   holding on too long.

Measured on a 2-core machine (mirrored deal pairs, 0.35 s per decision): against Hard, 121 of
200 whole games under the Benchmark preset and 121 of 200 under Standard (60.5%, Wilson 95%
interval 53.6-67.0%, on deals it was not tuned on); against Easy, 106 of 120 (Benchmark,
88.3%, 81.4-92.9%) and 53 of 60 (Standard, 88.3%). Its decisions took a median of 158-187 ms,
351 ms at the 95th percentile and never more than 367 ms. The README has the ladder.

It never looks at anything the view does not show. Decisions are reproducible: each decision's
random generator is seeded from the player's seed and the view itself, so the same seed and the
same view give the same choice (exactly so with ``budget_s=None``, where only ``samples`` limits
the search; with a time budget the number of samples depends on the machine's speed).
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache

from ..engine import (
    Action,
    BigGin,
    Card,
    Discard,
    Knock,
    Phase,
    PlayerView,
    RuleSet,
    TakeDiscard,
    TakeUpcard,
    cards_to_mask,
    min_deadwood_mask,
)
from .sampling import Knowledge, SamplingModel, sample_deal
from .simulation import Position, makes_meld, outcome, policy_discard_index

__all__ = [
    "REPLAYABLE_SAMPLES",
    "ActionValue",
    "ExpertPlayer",
    "SearchSettings",
    "analyse",
    "candidate_actions",
    "default_action",
    "replayable_expert",
    "sure_action",
    "utility_of",
]


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How much the Expert searches and which candidates it keeps.

    ``budget_s`` is the wall-clock budget of one decision (None: count only), ``samples`` the
    most guesses of the hidden cards per decision, ``min_samples`` the fewest even when the
    budget runs out. ``discards`` and ``knocks`` are how many of each the pruning keeps;
    ``prune_z`` how sure the search must be (in standard errors) before it stops simulating an
    action that trails the leader (None: never); ``switch_z`` how sure before it plays another
    move than the plain policy's (0: always the leader). ``points_weight`` is the utility of one
    hand point on top of the chance of winning the game.
    """

    budget_s: float | None = 0.35
    samples: int = 4000
    min_samples: int = 8
    discards: int = 4
    knocks: int = 2
    points_weight: float = 0.002
    prune_z: float | None = 3.0
    switch_z: float = 1.0
    model: SamplingModel = field(default_factory=SamplingModel)


@dataclass(frozen=True, slots=True)
class ActionValue:
    """The search's estimate for one action: mean utility (the ranking key), mean hand points
    for the player, the share of simulated hands it won and lost, and the samples behind it."""

    action: Action
    utility: float
    points: float
    won: float
    lost: float
    samples: int


# --- always-right moves and pruning ---------------------------------------------------------


def sure_action(view: PlayerView) -> Action | None:
    """Big gin, or a knock that is gin, when legal: nothing scores more (None otherwise)."""
    legal = view.legal_actions
    if any(isinstance(a, BigGin) for a in legal):
        return BigGin()
    runs_only = view.rules.runs_only
    hand = sum(c.bit for c in view.hand)
    for action in legal:
        if isinstance(action, Knock) and min_deadwood_mask(hand ^ action.card.bit, runs_only) == 0:
            return action
    return None


def default_action(view: PlayerView) -> Action:
    """The plain policy's move (the rollout policy of :mod:`.simulation`), one of the legal
    actions: take the upcard only for a meld; throw the card leaving the least deadwood (never
    the card just taken), knocking with it when allowed; big gin when there."""
    legal = view.legal_actions
    hand = cards_to_mask(view.hand)
    runs_only = view.rules.runs_only
    if view.phase is Phase.DISCARD:
        if BigGin() in legal:
            return BigGin()
        taken = view.may_not_discard
        forbidden = -1 if taken is None or view.rules.may_discard_taken_card else taken.index
        _, index = policy_discard_index(hand, forbidden, runs_only)
        card = Card.from_index(index)
        return next((a for a in (Knock(card), Discard(card)) if a in legal), legal[0])
    take = next((a for a in legal if isinstance(a, TakeUpcard | TakeDiscard)), None)
    top = view.upcard
    if take is not None and top is not None and (view.at_wall or makes_meld(top.index, hand)):
        return take
    return next((a for a in legal if not isinstance(a, TakeUpcard | TakeDiscard)), legal[0])


def candidate_actions(view: PlayerView, settings: SearchSettings) -> tuple[Action, ...]:
    """The legal actions worth searching: every draw choice; the ``settings.discards`` discards
    and ``settings.knocks`` knocks that leave the least deadwood (ties: the higher card goes)."""
    legal = view.legal_actions
    if view.phase is not Phase.DISCARD:
        return legal
    hand = sum(c.bit for c in view.hand)
    runs_only = view.rules.runs_only

    def left(action: Discard | Knock) -> tuple[int, int]:
        return min_deadwood_mask(hand ^ action.card.bit, runs_only), -action.card.points

    discards = sorted((a for a in legal if isinstance(a, Discard)), key=left)
    knocks = sorted((a for a in legal if isinstance(a, Knock)), key=left)
    others = [a for a in legal if not isinstance(a, Discard | Knock)]
    return (*discards[: settings.discards], *knocks[: settings.knocks], *others)


# --- the score-aware objective ---------------------------------------------------------------

_HAND_POINTS = (
    (5, 0.13),
    (10, 0.17),
    (15, 0.15),
    (20, 0.12),
    (25, 0.08),
    (30, 0.10),
    (35, 0.08),
    (45, 0.09),
    (60, 0.08),
)
"""A rough distribution of the points a won hand scores (knocks, undercuts and gins)."""
_RACE_LIMIT = 400


@lru_cache(maxsize=8)
def _race_table(target: int) -> tuple[tuple[float, ...], ...]:
    """chance[a][b]: the chance of reaching the target first needing ``a`` points while the
    opponent needs ``b``, if every hand is a coin flip scoring ``_HAND_POINTS``."""
    chance = [[0.0] * (target + 1) for _ in range(target + 1)]
    for a in range(1, target + 1):
        for b in range(1, target + 1):
            win = sum(p * (chance[a - x][b] if a > x else 1.0) for x, p in _HAND_POINTS)
            lose = sum(p * (chance[a][b - x] if b > x else 0.0) for x, p in _HAND_POINTS)
            chance[a][b] = 0.5 * win + 0.5 * lose
    return tuple(tuple(row) for row in chance)


def _open_column_scores(view: PlayerView) -> tuple[int, int]:
    for column in view.sheet.columns:
        if not column.is_over:
            return column.hand_points[view.seat], column.hand_points[view.opponent]
    return 0, 0


def utility_of(view: PlayerView, points_weight: float) -> Callable[[int], float]:
    """The utility of this hand ending with ``points`` for the viewing seat (negative: for the
    opponent): the chance of then winning the game, plus ``points_weight`` per point."""
    target = view.rules.target
    mine, theirs = _open_column_scores(view)
    if target > _RACE_LIMIT:
        return lambda points: points_weight * points
    table = _race_table(target)
    need_me, need_them = max(1, target - mine), max(1, target - theirs)

    def utility(points: int) -> float:
        if points >= need_me:
            chance = 1.0
        elif points <= -need_them:
            chance = 0.0
        elif points >= 0:
            chance = table[need_me - points][need_them]
        else:
            chance = table[need_me][need_them + points]
        return chance + points_weight * points

    return utility


# --- the search ------------------------------------------------------------------------------


def decision_seed(seed: int, view: PlayerView) -> int:
    """A seed for one decision from the player's seed and everything public in ``view``."""
    parts = (
        view.seat,
        view.phase.name,
        view.hand,
        view.discard_pile,
        view.picked,
        view.thrown,
        view.passed_upcard,
        view.first_upcard,
        view.stock_size,
        view.hand_number,
        view.dealer,
        view.may_not_discard,
        view.sheet.totals,
        view.legal_actions,
    )
    digest = hashlib.blake2b(repr((seed, parts)).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def analyse(
    view: PlayerView,
    actions: Sequence[Action],
    rng: random.Random,
    settings: SearchSettings,
    default: Action | None = None,
) -> tuple[ActionValue, ...]:
    """Estimate every action in ``actions`` by determinized Monte Carlo, best first.

    All actions are played out against the same guesses of the hidden cards (common random
    numbers), so their differences are measured with far less noise than their values. An
    action clearly worse than the leader (by ``settings.prune_z`` standard errors of the paired
    difference) stops being simulated, and the rest of the budget goes to the close ones; its
    estimate is the one it had then. When only one action is left the search stops early: the
    choice is made, and the unused time is the player's to keep.

    ``default`` is the plain policy's move (:func:`default_action`). It stays first unless the
    leader beats it by ``settings.switch_z`` standard errors: the best of several noisy
    estimates is biased upwards, most of all for actions whose outcome varies a lot (playing on
    rather than knocking), so a move must show a real edge before the search overrides the
    policy it is improving.
    """
    start = time.perf_counter()
    knowledge = Knowledge.from_view(view)
    knocker = Position.from_view(view)
    plays_on = knowledge.sitter_plays_on(settings.model)
    sitter = replace(knocker, rules=replace(knocker.rules, opponent_plays_on=plays_on))
    sitter_chance = knowledge.sitter_chance(settings.model)
    utility = _memo(utility_of(view, settings.points_weight))
    tallies = [_Tally(action) for action in actions]
    samples = 0
    while samples < settings.samples and not _out_of_time(start, samples, settings):
        sits = rng.random() < sitter_chance
        deal = sample_deal(knowledge, rng, settings.model, plays_on if sits else 0)
        position = sitter if sits else knocker
        for tally in tallies:
            if tally.active:
                points = outcome(position, tally.action, deal.opponent, list(deal.stock))
                tally.add(points, utility(points))
        samples += 1
        if settings.prune_z is not None and samples % _PRUNE_EVERY == 0:
            _prune(tallies, settings.prune_z)
            if sum(t.active for t in tallies) == 1:
                break  # the rest are clearly worse: more guesses could not change the choice
    ranked = sorted(tallies, key=lambda t: (not t.active, -t.mean()))  # pruned ones last
    if default is not None and settings.switch_z > 0:
        ranked = _default_first_unless_beaten(ranked, default, settings.switch_z)
    return tuple(tally.value() for tally in ranked)


def _default_first_unless_beaten(ranked: list[_Tally], default: Action, z: float) -> list[_Tally]:
    base = next((t for t in ranked if t.action == default and t.active), None)
    leader = ranked[0]
    if base is None or base is leader or _clearly_worse(leader.utilities, base.utilities, z):
        return ranked
    return [base, *(t for t in ranked if t is not base)]


_PRUNE_EVERY = 16
_PRUNE_AFTER = 48


class _Tally:
    """The running results of one action (mutable, private to one search)."""

    __slots__ = ("action", "active", "lost", "points", "utilities", "won")

    def __init__(self, action: Action) -> None:
        self.action = action
        self.active = True
        self.utilities: list[float] = []
        self.points = 0
        self.won = 0
        self.lost = 0

    def add(self, points: int, utility: float) -> None:
        self.utilities.append(utility)
        self.points += points
        self.won += points > 0
        self.lost += points < 0

    def mean(self) -> float:
        return sum(self.utilities) / max(len(self.utilities), 1)

    def value(self) -> ActionValue:
        n = max(len(self.utilities), 1)
        mean = sum(self.utilities) / n
        return ActionValue(self.action, mean, self.points / n, self.won / n, self.lost / n, n)


def _prune(tallies: list[_Tally], z: float) -> None:
    """Stop simulating the actions whose paired deficit to the leader exceeds ``z`` errors."""
    active = [t for t in tallies if t.active]
    if len(active) < 2 or len(active[0].utilities) < _PRUNE_AFTER:
        return
    leader = max(active, key=_Tally.mean)
    for tally in active:
        if tally is not leader and _clearly_worse(leader.utilities, tally.utilities, z):
            tally.active = False


def _clearly_worse(best: list[float], other: list[float], z: float) -> bool:
    """Whether ``other`` trails ``best`` by more than ``z`` standard errors of the paired
    difference, over the guesses both were played on (every tally starts with the first)."""
    n = min(len(best), len(other))
    if n < 2:
        return False
    diffs = [a - b for a, b in zip(best[:n], other[:n], strict=True)]
    mean = sum(diffs) / n
    variance = sum((d - mean) ** 2 for d in diffs) / max(n - 1, 1)
    return mean > z * math.sqrt(variance / n) + 1e-9


def _out_of_time(start: float, samples: int, settings: SearchSettings) -> bool:
    if settings.budget_s is None or samples < settings.min_samples:
        return False
    return time.perf_counter() - start >= settings.budget_s


def _memo(function: Callable[[int], float]) -> Callable[[int], float]:
    cache: dict[int, float] = {}

    def cached(points: int) -> float:
        value = cache.get(points)
        if value is None:
            value = cache[points] = function(points)
        return value

    return cached


# --- the player ------------------------------------------------------------------------------


class ExpertPlayer:
    """The strongest computer opponent: search by simulation (see the module docstring).

    ``budget_s`` is the thinking time per decision; ``budget_s=None`` makes the search purely
    count-based (``samples`` guesses per decision), which is exactly reproducible. ``rules``, when
    known in advance, lets the score model be prepared before the first decision.
    """

    def __init__(
        self,
        seed: int,
        budget_s: float | None = 0.35,
        *,
        samples: int | None = None,
        name: str = "Expert",
        settings: SearchSettings | None = None,
        rules: RuleSet | None = None,
    ) -> None:
        base = settings or SearchSettings()
        self.name = name
        self.seed = seed
        self.settings = replace(
            base, budget_s=budget_s, samples=base.samples if samples is None else samples
        )
        if rules is not None and rules.target <= _RACE_LIMIT:
            _race_table(rules.target)  # built now rather than during the first decision

    def choose(self, view: PlayerView) -> Action:
        """The action the search rates best; one of ``view.legal_actions``."""
        legal = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        sure = sure_action(view)
        if sure is not None:
            return sure
        candidates = candidate_actions(view, self.settings)
        default = default_action(view)
        if default not in candidates:
            candidates = (*candidates, default)
        if len(candidates) == 1:
            return candidates[0]
        rng = random.Random(decision_seed(self.seed, view))
        return analyse(view, candidates, rng, self.settings, default)[0].action


REPLAYABLE_SAMPLES = 120
"""Guesses per decision of :func:`replayable_expert`: about what the time budget allows on a
2-core machine for a typical decision."""


def replayable_expert(seed: int) -> ExpertPlayer:
    """The Expert with a fixed number of guesses per decision instead of a time budget.

    With a time budget the number of guesses, and so now and then a decision, depends on the
    machine's speed and load; this one decides the same on every machine, so a match can be
    replayed exactly: ``python -m ginrummy_desktop.arena
    ginrummy_desktop.ai.expert:replayable_expert easy``.
    """
    return ExpertPlayer(seed, None, samples=REPLAYABLE_SAMPLES, name="Expert (replayable)")
