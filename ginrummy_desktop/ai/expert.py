"""The Expert: determinized Monte Carlo search over the legal actions, a fixed amount of it.

For each decision the Expert

1. keeps the always-right moves without search: big gin, and going gin when a knock leaves no
   deadwood;
2. prunes the candidates cheaply: of the discards, only the few that leave the least deadwood;
   of the knocks, the two with the least deadwood (the search then compares knocking with
   playing on);
3. repeats, until its work is done (:data:`EXPERT_WORK` units: a guess costs three, a
   rollout one) or a clear choice stops it early: guess the kind of player the opponent is
   (one who knocks at once, or one who plays on for gin with little deadwood, and, once seen
   sitting on a knock, late in the hand with any, by what showdowns have shown, in this game
   and earlier ones), its hand and the stock order from the view (:mod:`.sampling`: its
   known cards, never a card seen elsewhere, weighted by what its passes, picks and throws
   suggest of that kind of player), then play every candidate out
   on that same guess with the fast rollout policy (:mod:`.simulation`, the opponent playing as
   its guessed kind, and, against a sitter, my own later turns knocking late in the hand only
   with as little deadwood as a sitter plays on with) and score the hand with the real rules
   (undercuts, gin and big-gin bonuses, lay-offs);
4. picks the candidate with the best mean *utility*: the estimated chance of winning the game
   after this hand's points (a small model of the race to the target), plus a little of the
   points themselves. Far from the target that is the same as maximising points; near it, the
   Expert takes or avoids risk as the score demands. Candidates that fall clearly behind stop
   being simulated, so the work goes to the close calls;
5. plays the plain policy's move (the rollout policy's own choice) unless the leader beats it by
   a standard error. This matters: the best of several noisy means is biased upwards, most for
   "play on" moves whose outcomes vary the most, and each search assumes its later self will
   follow the plain policy; without this rule a small search loses to the Easy baseline by
   holding on too long.

The kind of player is judged from what showdowns showed (see :mod:`.sampling`), in this game
and in the earlier games the same player object played against the same opponent: it keeps
that read from game to game, and ``memory()``/``restore()`` save it with a match.

Its strength is measured in whole games, mirrored deal pairs, on deals it was never tuned on
(``benchmarks/ladder.py``); the README has today's figures and ``docs/expert.md`` the record of
every change and what it was worth.

It never looks at anything the view does not show. Decisions are reproducible on any machine:
each decision's random generator is seeded from the player's seed and the view itself, and the
search stops after a fixed amount of work, so the same seed, the same view and the same memory
give the same choice, however fast or loaded the machine, and whether or not a helper process
plays part of the rollouts (:class:`RolloutHelper`; the application gives it one on a machine
with two or more cores: 14-21% quicker on the project's 2-core machine). Only the 2 s guard
(:data:`TIME_CAP_S`, reached on a pathologically slow machine) or an explicit ``budget_s`` can
make a decision depend on the clock; :func:`replayable_expert` has neither.
"""

from __future__ import annotations

import hashlib
import math
import random
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Protocol

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
from .sampling import (
    READ_LIMIT,
    GuessDraws,
    Knowledge,
    OpponentRead,
    SamplingModel,
    ShownKnock,
    build_deal,
    draw_guess,
)
from .simulation import Position, makes_meld, outcome, policy_discard_index

__all__ = [
    "EXPERT_WORK",
    "TIME_CAP_S",
    "ActionValue",
    "ExpertPlayer",
    "Guess",
    "PendingRollouts",
    "RolloutBatch",
    "RolloutHelper",
    "SearchSettings",
    "SearchStats",
    "analyse",
    "candidate_actions",
    "default_action",
    "play_batch",
    "replayable_expert",
    "sure_action",
    "utility_of",
]


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How much the Expert searches and which candidates it keeps.

    The amount of search is set by work, not time: ``samples`` is the most guesses of the hidden
    cards per decision and ``work`` (None: no limit) the most *work units*, where one rollout
    (one candidate played out on one guess) is a unit and one guess costs ``guess_work`` units
    (making a guess costs about as much as three rollouts). Counting work rather than guesses
    keeps a decision's cost about even whether it has two candidates or six. ``min_samples``
    is the fewest guesses a search makes, whatever the limits.

    ``budget_s`` is an optional wall-clock budget (None: none); with it the number of guesses,
    and so now and then a decision, depends on the machine's speed and load. ``time_cap_s``
    (None: none) is a guard, not a budget: a search stops before a block of guesses that would,
    at the pace of its slowest block so far, end past that many seconds, and says so
    (:class:`SearchStats`); it is generous enough to be reached only on a pathologically slow
    or overloaded machine.

    ``discards`` and ``knocks`` are how many of each the pruning keeps; ``prune_z`` how sure the
    search must be (in standard errors) before it stops simulating an action that trails the
    leader (None: never); ``switch_z`` how sure before it plays another move than the plain
    policy's (0: always the leader). ``points_weight`` is the utility of one hand point on top
    of the chance of winning the game.
    """

    budget_s: float | None = 0.35
    samples: int = 4000
    min_samples: int = 8
    work: int | None = None
    guess_work: int = 3
    time_cap_s: float | None = None
    discards: int = 4
    knocks: int = 2
    points_weight: float = 0.002
    prune_z: float | None = 3.0
    switch_z: float = 1.0
    model: SamplingModel = field(default_factory=SamplingModel)


@dataclass(slots=True)
class SearchStats:
    """What one search did: guesses made, rollouts played, work units spent, and whether the
    time cap stopped it (mutable, filled in by :func:`analyse`)."""

    samples: int = 0
    rollouts: int = 0
    work: int = 0
    capped: bool = False


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
    *,
    stats: SearchStats | None = None,
    clock: Callable[[], float] = time.perf_counter,
    earlier: OpponentRead | None = None,
    helper: RolloutHelper | None = None,
    leaders: Collection[Action] | None = None,
) -> tuple[ActionValue, ...]:
    """Estimate every action in ``actions`` by determinized Monte Carlo, best first.

    All actions are played out against the same guesses of the hidden cards (common random
    numbers), so their differences are measured with far less noise than their values. An
    action clearly worse than the leader (by ``settings.prune_z`` standard errors of the paired
    difference) stops being simulated, and the rest of the work goes to the close ones; its
    estimate is the one it had then. When only one action is left the search stops early: the
    choice is made, and the unused work is saved.

    The search stops at ``settings.samples`` guesses or ``settings.work`` work units, whichever
    comes first, checked before each guess (so the last guess may overrun the work limit a
    little); the result then depends only on the view, ``rng`` and the settings. Only a time
    limit (``budget_s``, or the ``time_cap_s`` guard, read from ``clock``) makes it depend on
    the machine; ``stats``, when given, records what the search did and whether the cap hit.
    ``earlier`` is what earlier games showed of the opponent (:class:`~.sampling.OpponentRead`).

    The guesses are drawn one after another from ``rng`` and built and played in blocks of up
    to ``_PRUNE_EVERY`` (the pruning points), the limits checked for each guess as if they
    came one at a time. A guess's random numbers are all drawn first (quick, and never
    dependent on the cards drawn: :func:`~.sampling.draw_guess`); building its deal and
    playing it out are a pure function of them. So ``helper`` (a :class:`RolloutHelper`, e.g.
    a second process) can build and play part of each block while this process draws the next
    block and builds and plays the rest, and the result is the same with it, without it, and
    when it fails.

    ``default`` is the plain policy's move (:func:`default_action`). It stays first unless the
    leader beats it by ``settings.switch_z`` standard errors: the best of several noisy
    estimates is biased upwards, most of all for actions whose outcome varies a lot (playing on
    rather than knocking), so a move must show a real edge before the search overrides the
    policy it is improving.

    ``leaders`` (None: every action) are the actions that may be ranked first: the others are
    estimated too, on the same guesses, but ranked after them, and only a leader prunes (the
    coach values every legal move but advises only one the Expert would search,
    :func:`candidate_actions`). Without it the search is the Expert's own.
    """
    start = clock()
    knowledge = Knowledge.from_view(view, earlier)
    knocker = Position.from_view(view)
    plays_on, late = knowledge.sitter_style(settings.model)
    sitter_rules = replace(
        knocker.rules,
        opponent_plays_on=plays_on,
        opponent_late_turn=late,
    )
    sitter = replace(knocker, rules=sitter_rules)
    sitter_chance = knowledge.sitter_chance(settings.model)
    utility = _memo(utility_of(view, settings.points_weight))
    tallies = [_Tally(action) for action in actions]
    record = stats if stats is not None else SearchStats()

    styles: tuple[tuple[int, int | None], tuple[int, int | None]] = ((0, None), (plays_on, late))
    model = settings.model

    def guesses(count: int) -> list[Guess]:
        made = []
        for _ in range(count):
            sits = rng.random() < sitter_chance
            made.append(Guess(sits, draw_guess(knowledge, rng, model, *styles[sits])))
        return made

    sharing = _Sharing(helper, clock)
    samples = rollouts = 0
    slowest = 0.0  # the longest a block has taken so far (the cap stops before one overruns)
    ready: list[Guess] = []  # guesses made ahead (while the helper played), in order
    while samples < settings.samples:
        began = clock()
        if samples >= settings.min_samples and _out_of_time(
            began - start, settings, record, slowest
        ):
            break
        active = [tally for tally in tallies if tally.active]
        count = _block_size(samples, rollouts, len(active), settings)
        if count == 0:
            break
        if len(ready) < count:
            ready += guesses(count - len(ready))
        block = ready[:count]
        batch = RolloutBatch(
            knowledge, model, styles, (knocker, sitter), tuple(t.action for t in active), (*block,)
        )
        full = count == _PRUNE_EVERY and samples + count < settings.samples
        ahead = _PRUNE_EVERY if helper is not None and full else 0
        rows, ready = sharing.play(batch, ahead, guesses)
        slowest = max(slowest, clock() - began)
        for row in rows:
            for tally, points in zip(active, row, strict=True):
                tally.add(points, utility(points))
        samples += count
        rollouts += count * len(active)
        if settings.prune_z is not None and samples % _PRUNE_EVERY == 0:
            _prune(tallies, settings.prune_z, leaders)
            if sum(t.active for t in tallies) == 1:
                break  # the rest are clearly worse: more guesses could not change the choice
    record.samples, record.rollouts = samples, rollouts
    record.work = samples * settings.guess_work + rollouts
    ranked = sorted(tallies, key=lambda t: (not t.active, -t.mean()))  # pruned ones last
    if leaders is not None:
        ranked.sort(key=lambda t: t.action not in leaders)  # stable: each part stays in order
    if default is not None and settings.switch_z > 0:
        ranked = _default_first_unless_beaten(ranked, default, settings.switch_z)
    return tuple(tally.value() for tally in ranked)


@dataclass(frozen=True, slots=True)
class Guess:
    """The random draws of one guess (:class:`~.sampling.GuessDraws`) and the kind of
    opponent drawn for it: ``sits`` when it is guessed a sitter (then its hand is built, and
    its rollouts played, as a sitter's)."""

    sits: bool
    draws: GuessDraws


@dataclass(frozen=True, slots=True)
class RolloutBatch:
    """Guesses to build and play out: every action in ``actions`` on the deal each guess in
    ``guesses`` makes (:func:`~.sampling.build_deal` with ``knowledge`` and ``model``), from
    the knocker's or the sitter's position and style (``positions`` and ``styles``, in that
    order) as the guess says. It holds only plain values, so it can be sent to another process
    (:class:`RolloutHelper`)."""

    knowledge: Knowledge
    model: SamplingModel
    styles: tuple[tuple[int, int | None], tuple[int, int | None]]
    positions: tuple[Position, Position]
    actions: tuple[Action, ...]
    guesses: tuple[Guess, ...]


def play_batch(batch: RolloutBatch) -> tuple[tuple[int, ...], ...]:
    """For each guess of ``batch``, in order, the hand points of each action (in order): a pure
    function of the batch, so whichever process plays it, the answer is the same."""
    knowledge, model = batch.knowledge, batch.model
    rows = []
    for guess in batch.guesses:
        position = batch.positions[guess.sits]
        deal = build_deal(knowledge, guess.draws, model, *batch.styles[guess.sits])
        opponent, stock = deal.opponent, deal.stock
        rows.append(tuple(outcome(position, a, opponent, [*stock]) for a in batch.actions))
    return tuple(rows)


class PendingRollouts(Protocol):
    """A batch under way in a helper."""

    def result(self) -> Sequence[Sequence[int]] | None:
        """:func:`play_batch`'s answer for the batch, waiting for it; None when the helper
        cannot give it (not started yet, stopped, too slow): the search then plays the batch
        itself. Never raises."""
        ...


class RolloutHelper(Protocol):
    """Something that plays rollout batches elsewhere (another process) while the search works
    on: see ``ginrummy_desktop/rollout_process.py``. It only computes :func:`play_batch`, so
    the search's results are the same with a helper, without one, or with one that fails."""

    def start(self, batch: RolloutBatch) -> PendingRollouts:
        """Begin playing ``batch``; never raises (a helper that cannot returns a pending whose
        result is None)."""
        ...


def _block_size(samples: int, rollouts: int, active: int, settings: SearchSettings) -> int:
    """How many guesses the next block makes: up to the next pruning point, but never one the
    limits forbid. The limits are checked before each guess as if the guesses came one by one
    (the work limit counts the rollouts of the earlier guesses of the block), so a search in
    blocks stops exactly where one guess at a time would."""
    count = 0
    end = min(samples + _PRUNE_EVERY - samples % _PRUNE_EVERY, settings.samples)
    work_limit = settings.work
    for guess in range(samples, end):
        done = guess * settings.guess_work + rollouts + count * active
        if guess >= settings.min_samples and work_limit is not None and done >= work_limit:
            break
        count += 1
    return count


class _Sharing:
    """How one search shares its blocks with a helper (None: it plays them all itself).

    The first guesses of a block go to the helper (to build and play out) while this process
    draws the next block's guesses (quick: only the random numbers) and builds and plays the
    rest. The split starts at half and then follows the clock: a block after which this
    process had to wait for the helper gives it one guess fewer, one after which it did not,
    one more. The split decides only who does which work, never its results."""

    def __init__(self, helper: RolloutHelper | None, clock: Callable[[], float]) -> None:
        self.helper = helper
        self.clock = clock
        self.offset = 0

    def play(
        self, batch: RolloutBatch, ahead: int, guesses: Callable[[int], list[Guess]]
    ) -> tuple[Sequence[Sequence[int]], list[Guess]]:
        """:func:`play_batch` of ``batch``, and the next ``ahead`` guesses (``guesses``), made
        while the helper plays (the search asks for none without a helper). Whatever the
        helper answers that is not the batch's shape is played here instead."""
        if self.helper is None:
            return play_batch(batch), []
        count = len(batch.guesses)
        share = min(count, max(0, count // 2 + self.offset))
        theirs = replace(batch, guesses=batch.guesses[:share])
        pending = self.helper.start(theirs) if share else None
        try:
            made = guesses(ahead) if ahead else []
            mine = play_batch(replace(batch, guesses=batch.guesses[share:]))
        finally:
            waited = self.clock()
            answer = pending.result() if pending is not None else None
            waited = self.clock() - waited
        if not _fits(answer, share, len(batch.actions)):
            answer = play_batch(theirs)
        elif share:
            self.offset += -1 if waited > _WAITED_S else 1
        assert answer is not None
        return (*answer, *mine), made


_WAITED_S = 0.0005
"""A wait for the helper's answer longer than this means the helper had too much to do."""


def _fits(answer: Sequence[Sequence[int]] | None, rows: int, width: int) -> bool:
    """Whether ``answer`` is a batch answer of ``rows`` rows of ``width`` whole numbers."""
    if answer is None or len(answer) != rows:
        return False
    return all(len(row) == width and all(type(p) is int for p in row) for row in answer)


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


def _prune(tallies: list[_Tally], z: float, leaders: Collection[Action] | None = None) -> None:
    """Stop simulating the actions whose paired deficit to the leader (the best active one of
    ``leaders``, None: of all) exceeds ``z`` errors."""
    active = [t for t in tallies if t.active]
    if len(active) < 2 or len(active[0].utilities) < _PRUNE_AFTER:
        return
    contenders = [t for t in active if leaders is None or t.action in leaders] or active
    leader = max(contenders, key=_Tally.mean)
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


def _out_of_time(
    elapsed: float, settings: SearchSettings, stats: SearchStats, block: float = 0.0
) -> bool:
    """Whether a time limit ends the search now; a stop by the cap is marked in ``stats``.

    The cap stops the search before a block of guesses that would end past it if it took
    ``block`` seconds (the slowest block so far), so that even on a machine slow enough to
    reach it a decision ends near the cap rather than a block after it. The budget (the old
    way) is the elapsed time alone."""
    if settings.budget_s is not None and elapsed >= settings.budget_s:
        return True
    if settings.time_cap_s is not None and elapsed + block >= settings.time_cap_s:
        stats.capped = True
        return True
    return False


def _memo(function: Callable[[int], float]) -> Callable[[int], float]:
    cache: dict[int, float] = {}

    def cached(points: int) -> float:
        value = cache.get(points)
        if value is None:
            value = cache[points] = function(points)
        return value

    return cached


# --- the player ------------------------------------------------------------------------------

EXPERT_WORK = 6000
"""Work units per decision of the shipped Expert (see :class:`SearchSettings`). Chosen so that
its decisions take about as long as the old 0.35 s budget's on this project's 2-core machine
when idle (CPU time per decision, Benchmark preset): over the Expert's own 191 decisions of
two games against Easy and Hard, median 173 ms, p95 404 ms, max 490 ms, against the budget's
184, 351 and 353 ms; over 352 decisions of three Hard-vs-Hard games, 78, 351 and 437 ms
against 85, 351 and 354 ms. It is a little more work than the budget allowed (a decision
that ran to the budget did 5,000-7,000 units); with the same seed it makes the budget's
decision in 183 of its 191 positions. Its strength on fresh deals is in the README. Once
an opponent has been seen sitting on a knock it is guessed to play on late in the hand, so
rollouts against it run longer and the same work takes a little more time; the README has
the decision times measured since (``benchmarks/expert_timing.py``)."""
TIME_CAP_S = 2.0
"""The shipped Expert's guard against a pathological slow-down (see :class:`SearchSettings`)."""
MEMORY_VERSION = 2
"""The form of a saved memory: 2 lists each knock as ``[deadwood, discards]``; 1 (still read)
listed only its deadwood, taken as an early knock (what version 1 judged by)."""


@dataclass(frozen=True, slots=True)
class _Memory:
    """What the Expert has learned of its opponent: ``earlier`` from the games it finished,
    ``game`` from the one in play, as of the last view, which had ``hands`` finished hands."""

    earlier: OpponentRead = field(default_factory=OpponentRead)
    game: OpponentRead = field(default_factory=OpponentRead)
    hands: int = 0

    def seeing(self, view: PlayerView) -> _Memory:
        """This memory after seeing ``view``. A view with fewer finished hands than the last,
        or whose showdowns do not continue the last ones, belongs to a new game: the last
        game's read then joins ``earlier``."""
        game = OpponentRead.of_game(view)
        hands = len(view.sheet.hands)
        if hands == self.hands and game == self.game:
            return self
        if hands < self.hands or not self.game.starts(game):
            return _Memory(self.earlier.then(self.game), game, hands)
        return _Memory(self.earlier, game, hands)

    def as_json(self) -> dict[str, Any]:
        return {
            "version": MEMORY_VERSION,
            "earlier": _read_json(self.earlier),
            "game": {**_read_json(self.game), "hands": self.hands},
        }

    @classmethod
    def from_json(cls, memory: Mapping[str, Any]) -> _Memory:
        if not isinstance(memory, Mapping):
            raise TypeError(f"an Expert's memory is a mapping, not {type(memory).__name__}")
        version = memory.get("version")
        known = type(version) is int and version in (1, MEMORY_VERSION)
        if not known or set(memory) != {"version", "earlier", "game"}:
            raise ValueError(f"not an Expert's memory (version {MEMORY_VERSION}: earlier and game)")
        game = memory["game"]
        hands = game.get("hands") if isinstance(game, Mapping) else None
        if type(hands) is not int or not 0 <= hands <= 10_000:
            raise ValueError("the Expert's memory needs the game's finished hands (a count)")
        paired = version == MEMORY_VERSION
        return cls(
            _read_of(memory["earlier"], set(), paired), _read_of(game, {"hands"}, paired), hands
        )


def _read_json(read: OpponentRead) -> dict[str, Any]:
    knocks = [[knock.deadwood, knock.discards] for knock in read.knocks]
    return {"opened": list(read.opened), "knocks": knocks}


def _read_of(data: object, extra: set[str], paired: bool) -> OpponentRead:
    """An :class:`OpponentRead` from its JSON form (ValueError when it is not one); ``paired``:
    knocks are ``[deadwood, discards]`` (version 2), else plain deadwoods (version 1)."""
    if not isinstance(data, Mapping) or set(data) != {"opened", "knocks", *extra}:
        raise ValueError("an opponent read is {opened: [...], knocks: [...]}")
    opened, knocks = data["opened"], data["knocks"]
    for entries in (opened, knocks):
        if not isinstance(entries, list) or len(entries) > READ_LIMIT:
            raise ValueError(f"an opponent read lists at most {READ_LIMIT} showdowns")
    if not all(_whole(n, 0, 100) for n in opened):
        raise ValueError("an opponent read lists deadwoods (whole numbers, 0 to 100)")
    if not paired:
        knocks = [[n, 0] for n in knocks]
    if not all(_shown_knock(entry) for entry in knocks):
        raise ValueError(
            "an opponent read lists its knocks as [deadwood 1 to 100, discards 0 to 10000]"
        )
    return OpponentRead(tuple(opened), tuple(ShownKnock(dw, d) for dw, d in knocks))


def _whole(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _shown_knock(entry: object) -> bool:
    """Whether ``entry`` is a knock's JSON form, ``[deadwood, discards]``."""
    return (
        isinstance(entry, list)
        and len(entry) == 2
        and _whole(entry[0], 1, 100)
        and _whole(entry[1], 0, 10_000)
    )


class ExpertPlayer:
    """The strongest computer opponent: search by simulation (see the module docstring).

    Each decision does a fixed amount of work (``work`` units, at most ``samples`` guesses), so
    the same seed plays the same decisions on any machine, fast or slow, idle or loaded.
    ``time_cap_s`` only guards against a pathological slow-down: a search that reaches it
    stops there (that decision may then differ), and ``cap_hits`` counts how often that
    happened (``searches`` counts the decisions that searched). ``budget_s`` adds a wall-clock
    budget, the old way (None: none). ``clock`` is the cap's clock (tests slow it down).
    ``rules``, when known in advance, lets the score model be prepared before the first decision.
    ``helper`` (a :class:`RolloutHelper`, e.g. a second process) shares the rollouts: the
    decisions are the same with it or without it, only quicker on a machine with a free core.

    It remembers what the showdowns showed of its opponent from one game to the next (see
    :class:`~.sampling.OpponentRead`): the same object playing a series of games against the
    same opponent tells a sitter from a knocker sooner. ``memory()`` and ``restore()`` (the
    :class:`~.player.RemembersState` protocol) save and restore that, so a resumed series
    decides exactly as the uninterrupted one. ``choose`` may run in a worker thread while
    ``memory()`` is called from another between decisions: the memory is one immutable value,
    replaced whole, and ``memory()`` returns a fresh copy.
    """

    def __init__(
        self,
        seed: int,
        budget_s: float | None = None,
        *,
        samples: int | None = None,
        work: int | None = EXPERT_WORK,
        time_cap_s: float | None = TIME_CAP_S,
        name: str = "Expert",
        settings: SearchSettings | None = None,
        rules: RuleSet | None = None,
        clock: Callable[[], float] = time.perf_counter,
        helper: RolloutHelper | None = None,
    ) -> None:
        base = settings or SearchSettings()
        self.name = name
        self.seed = seed
        self.settings = replace(
            base,
            budget_s=budget_s,
            samples=base.samples if samples is None else samples,
            work=work,
            time_cap_s=time_cap_s,
        )
        self.clock = clock
        self.helper = helper
        self.cap_hits = 0
        self.searches = 0
        self._memory = _Memory()
        if rules is not None and rules.target <= _RACE_LIMIT:
            _race_table(rules.target)  # built now rather than during the first decision

    @property
    def opponent_read(self) -> OpponentRead:
        """What the games this player finished showed of its opponent (not the one in play)."""
        return self._memory.earlier

    def memory(self) -> dict[str, Any]:
        """What it has learned of its opponent, as JSON data (a fresh copy)."""
        return self._memory.as_json()

    def restore(self, memory: Mapping[str, Any]) -> None:
        """Take back a :meth:`memory` (ValueError or TypeError, and no change, when it is not
        one)."""
        self._memory = _Memory.from_json(memory)

    def choose(self, view: PlayerView) -> Action:
        """The action the search rates best; one of ``view.legal_actions``."""
        memory = self._memory = self._memory.seeing(view)
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
        stats = SearchStats()
        ranked = analyse(
            view,
            candidates,
            rng,
            self.settings,
            default,
            stats=stats,
            clock=self.clock,
            earlier=memory.earlier,
            helper=self.helper,
        )
        self.searches += 1
        self.cap_hits += stats.capped
        return ranked[0].action


def replayable_expert(seed: int) -> ExpertPlayer:
    """The shipped Expert without its time cap: it decides the same on every machine, however
    slow, so a match can be replayed exactly: ``python -m ginrummy_desktop.arena
    ginrummy_desktop.ai.expert:replayable_expert easy``. (The shipped Expert decides the same
    too, except in the rare decision its 2 s guard cuts short.)
    """
    return ExpertPlayer(seed, time_cap_s=None, name="Expert (replayable)")
