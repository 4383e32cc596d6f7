"""The review of a match: every decision valued against the best move, the luck of every card.

Modelled on GNU Backgammon's match analysis, in this game's own unit: **hand points** (the
points a hand scores for the player, positive when it wins them, negative when the opponent
does; the unit of the rollouts, so a value, an error and a card's luck add up). Hand points
rather than match-winning chance: a hand's points are what a decision changes most directly,
they read the same at any score, and the Expert's own search measures them on every decision.

**A decision** is a moment the player had more than one legal move: take or pass the first
upcard, draw from the stock or take the discard, which card to throw, and whether to knock with
it. Every legal move is valued by the Expert's search (:func:`.expert.analyse`), on the same
guesses of the hidden cards for every move (so their differences are measured with little
noise), from the player's view of that moment and nothing more: the search reads only the view,
so the opponent's hidden cards and the stock order cannot shape a verdict. The *best* move is the
one of most points among those the Expert itself would search (:func:`.expert.candidate_actions`,
the plain policy's move and a sure gin): the rollouts' later turns play by the simple policy
(knocking at once unless the guess would undercut), so a move the Expert never searches
(breaking up a set, say) can come out of them looking better than it is (the coach explains
the same). The *error* is the best move's value less the value of the
move made, never below zero; a move valued above every searched move is no error. Which melds a
knock lays out is not valued (the rollouts lay out their own); lay-offs are chosen by the engine.

**Marks** from the error: doubtful, bad and very bad at :data:`MARK_THRESHOLDS`, the way GNU
Backgammon marks at 0.04, 0.08 and 0.16 of a game: doubling steps, the first well above the
search's noise (two reviews with different seeds agree on the marks; the stability benchmark).

**Luck** (:mod:`.luck`): each card drawn from the stock against the average card the player
could not see; each hand dealt against the average hand with the same upcard. Both seats' luck
is measured from their own knowledge, since one player's good luck is the other's bad luck: the
*luck-adjusted result* of a hand, for a seat, is its actual hand points less its luck plus its
opponent's luck. By construction the two differ by exactly the luck (a test checks it on whole
matches).

Reproducible: every decision and every draw is searched with its own seed, made from the
review's seed and everything public at that moment (:func:`.expert.decision_seed`), so a hand's
review is the same whichever process does it and in whatever order.

This module imports no Qt and does no I/O.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from ..engine import (
    Action,
    Card,
    Deal,
    Discard,
    DrawStock,
    Game,
    HandResult,
    Knock,
    Meld,
    Phase,
    PlayerView,
    RuleSet,
    cards_to_mask,
    mask_to_cards,
    settle,
)
from ..engine import Role as ShowdownRole
from ..engine.melds import arrangements
from .expert import (
    ActionValue,
    SearchSettings,
    analyse,
    candidate_actions,
    decision_seed,
    default_action,
    sure_action,
)
from .luck import DEAL_SAMPLES, DRAW_GUESSES, CardLuck, deal_luck, draw_luck
from .sampling import Knowledge, SamplingModel, build_deal, draw_guess

__all__ = [
    "LUCK_THRESHOLDS",
    "MARK_THRESHOLDS",
    "REVIEW_VERSION",
    "DecisionKind",
    "DecisionReview",
    "DrawReview",
    "HandReview",
    "LuckMark",
    "Mark",
    "ReviewSettings",
    "SeatTotals",
    "hand_count",
    "review_hand",
    "review_match",
    "seat_totals",
]

REVIEW_VERSION = 3
"""The meaning of a review's values: bumped whenever this module (or the search and rollouts
it values with) values differently, so reviews stored before are made again and the rating's
calibration (``benchmarks/review_calibration.py``) counts only games reviewed the same way.
A test keeps the digest of each version's values on one fixed hand and fails when the values
move without a bump.
1: the first reviews; 2: the rollouts lay out each guessed knock best against its guess
(``simulation.guessed_showdown_points``); 3: the player's later turns in the rollouts never
knock into the guess's undercut (``simulation.play_out``)."""

MARK_THRESHOLDS = (2.5, 5.0, 10.0)
"""The least error, in hand points, that is doubtful, bad and very bad."""
LUCK_THRESHOLDS = (5.0, 10.0)
"""The least luck, in hand points either way, that is lucky and very lucky (or unlucky)."""


class Mark(enum.Enum):
    """A decision's verdict, by its error (:data:`MARK_THRESHOLDS`)."""

    NONE = 0
    DOUBTFUL = 1
    BAD = 2
    VERY_BAD = 3

    @classmethod
    def of(cls, error: float) -> Mark:
        """The mark an error of ``error`` hand points earns."""
        passed = sum(error >= threshold for threshold in MARK_THRESHOLDS)
        return cls(passed)


class LuckMark(enum.Enum):
    """A card's luck, by its size (:data:`LUCK_THRESHOLDS`)."""

    VERY_UNLUCKY = -2
    UNLUCKY = -1
    NONE = 0
    LUCKY = 1
    VERY_LUCKY = 2

    @classmethod
    def of(cls, luck: float) -> LuckMark:
        """The mark a luck of ``luck`` hand points earns."""
        size = sum(abs(luck) >= threshold for threshold in LUCK_THRESHOLDS)
        return cls(size if luck > 0 else -size)


class DecisionKind(enum.Enum):
    """What a decision was about."""

    UPCARD = "take or pass the first upcard"
    DRAW = "draw from the stock or take the discard"
    DISCARD = "which card to throw"
    KNOCK = "knock (or gin) or play on, and with which card"
    MELDS = "which melds a knock lays out"


@dataclass(frozen=True, slots=True)
class ReviewSettings:
    """How hard the review looks: ``samples`` guesses of the hidden cards per decision (every
    move valued played out on each), and ``close_samples`` more for a decision whose error
    then lies within ``close_band`` points of a mark's threshold (the verdict is close: more
    guesses make it stable, measured by ``benchmarks/review_stability.py``),
    ``draw_guesses`` per card drawn, ``deal_samples`` per hand
    dealt; ``seed`` the review's seed; ``seats`` whose decisions are valued (the luck is
    measured for both seats whatever this says); ``luck`` False skips the luck (every card's
    luck then 0, no draw listed: the rating's calibration needs only the decisions)."""

    samples: int = 400
    close_samples: int = 1200
    close_band: float = 1.5
    draw_guesses: int = DRAW_GUESSES
    deal_samples: int = DEAL_SAMPLES
    seed: int = 0
    seats: frozenset[int] = field(default_factory=lambda: frozenset({0}))
    luck: bool = True


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision: the move made and the best move with their values (hand points), the
    error and its mark. ``step`` is the decision's place in the match's actions (the index of
    the move made in :attr:`Game.history`); ``options`` how many legal moves there were."""

    hand: int
    step: int
    seat: int
    kind: DecisionKind
    played: Action
    best: Action
    played_points: float
    best_points: float
    options: int

    @property
    def error(self) -> float:
        return max(0.0, self.best_points - self.played_points)

    @property
    def mark(self) -> Mark:
        return Mark.of(self.error)


@dataclass(frozen=True, slots=True)
class DrawReview:
    """One card drawn from the stock: who drew it, at which step, and its luck."""

    hand: int
    step: int
    seat: int
    card: Card
    luck: CardLuck

    @property
    def mark(self) -> LuckMark:
        return LuckMark.of(self.luck.luck)


@dataclass(frozen=True, slots=True)
class HandReview:
    """One hand's review: its decisions and draws in play order, each seat's deal luck, and
    each seat's actual hand points (``result``, by seat: what the hand scored for it less what
    it scored for the opponent; 0 and 0 for a dead hand)."""

    number: int
    decisions: tuple[DecisionReview, ...]
    draws: tuple[DrawReview, ...]
    deal: tuple[CardLuck, CardLuck]
    result: tuple[int, int]

    def luck(self, seat: int) -> float:
        """The seat's luck in this hand: its deal's and its draws'."""
        drawn = sum(d.luck.luck for d in self.draws if d.seat == seat)
        return self.deal[seat].luck + drawn

    def adjusted(self, seat: int) -> float:
        """The seat's luck-adjusted result: its hand points less its luck, plus the
        opponent's (module docstring)."""
        return self.result[seat] - self.luck(seat) + self.luck(1 - seat)


@dataclass(frozen=True, slots=True)
class SeatTotals:
    """A seat's figures over some hands: its valued decisions (``decisions``), the error
    summed over them, the marks by kind, its luck, its actual and luck-adjusted hand points."""

    decisions: int
    error: float
    marks: tuple[int, int, int]
    luck: float
    result: int
    adjusted: float

    @property
    def error_rate(self) -> float:
        """The mean error per decision (0 with no decision)."""
        return self.error / self.decisions if self.decisions else 0.0


def seat_totals(hands: Sequence[HandReview], seat: int) -> SeatTotals:
    """The seat's figures over ``hands`` (its decisions: those the review valued)."""
    mine = [d for hand in hands for d in hand.decisions if d.seat == seat]
    marks = [d.mark for d in mine]
    return SeatTotals(
        decisions=len(mine),
        error=sum(d.error for d in mine),
        marks=(marks.count(Mark.DOUBTFUL), marks.count(Mark.BAD), marks.count(Mark.VERY_BAD)),
        luck=sum(hand.luck(seat) for hand in hands),
        result=sum(hand.result[seat] for hand in hands),
        adjusted=sum(hand.adjusted(seat) for hand in hands),
    )


# --- walking a match -------------------------------------------------------------------------


def hand_count(rules: RuleSet, actions: Sequence[Action]) -> int:
    """How many hands ``actions`` deal (the hands a review of them can cover)."""
    del rules
    return sum(isinstance(action, Deal) for action in actions)


def review_match(rules: RuleSet, actions: Sequence[Action],
                 settings: ReviewSettings) -> Iterator[HandReview]:
    """Each hand of the match, reviewed in turn (a hand not yet over is reviewed as far as it
    went)."""
    for number in range(1, hand_count(rules, actions) + 1):
        yield review_hand(rules, actions, number, settings)


def review_hand(rules: RuleSet, actions: Sequence[Action], number: int,
                settings: ReviewSettings) -> HandReview:
    """The review of hand ``number`` (1 for the first) of the match ``actions`` make under
    ``rules`` (a pure function of its arguments).

    Raises ValueError when the actions deal fewer hands, and the engine's errors when they
    are not a legal match."""
    game, step = _game_at_hand(rules, actions, number)
    decisions: list[DecisionReview] = []
    draws: list[DrawReview] = []
    deal: list[CardLuck] = []
    while step < len(actions) and not (isinstance(actions[step], Deal) and deal):
        action = actions[step]
        if not deal and game.phase is Phase.UPCARD_OFFER:
            deal = [_deal_luck(game.view(seat), settings) for seat in (0, 1)]
        seat = game.actor
        if seat is not None and game.phase in _DECIDED:
            view = game.view(seat)
            if seat in settings.seats and len(view.legal_actions) > 1:
                decisions.append(_decision(view, action, number, step, settings))
            if seat in settings.seats and isinstance(action, Knock) and action.melds:
                laid = _melds_decision(view, action, number, step, settings)
                decisions += [] if laid is None else [laid]
            if isinstance(action, DrawStock) and settings.luck:
                card = _drawn(game, action)
                draws.append(_draw(view, card, number, step, settings))
                step += 1
                continue
        game.apply(action)
        step += 1
    if not deal and game.phase is Phase.UPCARD_OFFER:  # the actions end with the deal
        deal = [_deal_luck(game.view(seat), settings) for seat in (0, 1)]
    if not deal:
        raise ValueError(f"hand {number} was never dealt")
    return HandReview(number, tuple(decisions), tuple(draws), (deal[0], deal[1]),
                      _result(game.results, number))


_DECIDED = frozenset({Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD})


def _game_at_hand(rules: RuleSet, actions: Sequence[Action], number: int) -> tuple[Game, int]:
    """The game just before hand ``number``'s deal, and that deal's place in ``actions``."""
    game = Game(rules)
    dealt = 0
    for step, action in enumerate(actions):
        if isinstance(action, Deal):
            dealt += 1
            if dealt == number:
                return game, step
        game.apply(action)
    raise ValueError(f"the match deals {dealt} hands, not {number}")


def _result(results: Sequence[HandResult], number: int) -> tuple[int, int]:
    """Each seat's hand points in hand ``number`` (0, 0 while it is not over or dead)."""
    ended = next((r for r in results if r.number == number), None)
    if ended is None or ended.winner is None:
        return (0, 0)
    points = ended.points if ended.winner == 0 else -ended.points
    return (points, -points)


def _seeded(settings: ReviewSettings, view: PlayerView, salt: int) -> random.Random:
    """The generator for one valuation: the review's seed, the moment, and what is valued."""
    return random.Random(decision_seed(settings.seed * 4 + salt, view))


def _deal_luck(view: PlayerView, settings: ReviewSettings) -> CardLuck:
    if not settings.luck:
        return CardLuck(0.0, 0.0)
    return deal_luck(view, _seeded(settings, view, 1), settings.deal_samples)


def _drawn(game: Game, draw: DrawStock) -> Card:
    """Apply ``draw`` to ``game``; the card it drew (as the drawer sees it: its own view)."""
    seat = game.actor
    assert seat is not None
    before = set(game.view(seat).hand)
    game.apply(draw)
    (card,) = set(game.view(seat).hand) - before
    return card


def _draw(view: PlayerView, card: Card, number: int, step: int,
          settings: ReviewSettings) -> DrawReview:
    """The luck of ``card``, drawn from the stock by the view's seat."""
    luck = draw_luck(view, card, _seeded(settings, view, 2), settings.draw_guesses)
    return DrawReview(number, step, view.seat, card, luck)


def _decision(view: PlayerView, played: Action, number: int, step: int,
              settings: ReviewSettings) -> DecisionReview:
    """The best searched move of ``view`` against ``played``, valued on the same guesses.

    Only those moves are played out: a move's value does not depend on which others are
    valued beside it (the guesses are drawn from the generator first, the same for all), so
    leaving out the moves that can be neither the best nor the one made changes no figure."""
    search = SearchSettings(budget_s=None, samples=settings.samples,
                            min_samples=settings.samples, prune_z=None, switch_z=0.0)
    legal = view.legal_actions
    sure = sure_action(view)
    searched = {*candidate_actions(view, search), default_action(view)}
    if sure is not None:
        searched.add(sure)
    valued = tuple(a for a in legal if a in searched or a == _legal_form(played))
    values = analyse(view, valued, _seeded(settings, view, 0), search)
    made, best = _verdict(values, _legal_form(played), searched, sure)
    if _close(best.points - made.points, settings) and settings.close_samples > 0:
        more = replace(search, samples=settings.close_samples,
                       min_samples=settings.close_samples)
        values = _pooled(values, analyse(view, valued, _seeded(settings, view, 3), more))
        made, best = _verdict(values, _legal_form(played), searched, sure)
    return DecisionReview(number, step, view.seat, _kind(view), played, best.action,
                          made.points, best.points, len(legal))


def _verdict(values: Sequence[ActionValue], played: Action, searched: set[Action],
             sure: Action | None) -> tuple[ActionValue, ActionValue]:
    """The move made's value and the best move's (a searched one, the sure gin when there
    is one, or the move made when it is valued above them all)."""
    made = _value_of(values, played)
    best = max((v for v in values if v.action in searched), key=lambda v: v.points)
    if sure is not None:
        best = _value_of(values, sure)
    return made, made if made.points > best.points else best


def _close(error: float, settings: ReviewSettings) -> bool:
    """Whether an error (possibly below 0) lies within the close band of a threshold."""
    return any(abs(error - threshold) < settings.close_band for threshold in MARK_THRESHOLDS)


def _pooled(first: Sequence[ActionValue],
            second: Sequence[ActionValue]) -> tuple[ActionValue, ...]:
    """Each move's values over both searches' guesses together (the second's guesses are new
    ones, the same for every move: the pooled differences keep their common guesses)."""
    later = {v.action: v for v in second}
    pooled = []
    for value in first:
        other = later[value.action]
        n, m = value.samples, other.samples
        pooled.append(ActionValue(
            value.action, _weighted(value.utility, n, other.utility, m),
            _weighted(value.points, n, other.points, m), _weighted(value.won, n, other.won, m),
            _weighted(value.lost, n, other.lost, m), n + m))
    return tuple(pooled)


def _weighted(a: float, n: int, b: float, m: int) -> float:
    """The mean of ``n`` values of mean ``a`` and ``m`` of mean ``b``."""
    return (a * n + b * m) / (n + m)


def _melds_decision(view: PlayerView, knock: Knock, number: int, step: int,
                    settings: ReviewSettings) -> DecisionReview | None:
    """Which melds a knock laid out, against every other way of laying out the cards kept
    that the knock allows: each is scored by the engine's showdown against the same guesses of
    the defender's hand (:data:`MELD_GUESSES`, drawn from the knocker's view as the search
    draws them), the lay-offs each leaves the defender included. None when the cards allow
    one way only."""
    melds = knock.melds
    assert melds is not None
    kept = cards_to_mask(view.hand) ^ knock.card.bit
    options = arrangements(kept, view.knock_limit, view.rules.runs_only)
    laid = tuple(sorted(meld.mask for meld in melds))
    if len(options) < 2 or laid not in {tuple(sorted(ways)) for ways in options}:
        return None
    rng = _seeded(settings, view, 4)
    knowledge, model = Knowledge.from_view(view), SamplingModel()
    defenders = [build_deal(knowledge, draw_guess(knowledge, rng, model), model).opponent
                 for _ in range(MELD_GUESSES)]
    worth = {tuple(sorted(ways)): _laid_out_worth(view, kept, ways, defenders)
             for ways in options}
    best = max(worth, key=lambda ways: worth[ways])
    if worth[laid] >= worth[best]:
        best = laid  # as good as any: the melds laid out are the best move
    best_knock = knock if best == laid else Knock(
        knock.card, tuple(Meld.of(mask_to_cards(m)) for m in best))
    return DecisionReview(number, step, view.seat, DecisionKind.MELDS, knock, best_knock,
                          worth[laid], worth[best], len(options))


MELD_GUESSES = 200
"""Guesses of the defender's hand behind the value of each way to lay out a knock."""


def _laid_out_worth(view: PlayerView, kept: int, ways: tuple[int, ...],
                    defenders: Sequence[int]) -> float:
    """The mean hand points of laying out ``ways`` (meld masks of ``kept``) against each
    defender's hand in ``defenders``, as the engine's showdown scores them."""
    knocker = mask_to_cards(kept)
    melds = [Meld.of(mask_to_cards(m)) for m in ways]
    total = 0
    for defender in defenders:
        settled = settle(knocker, mask_to_cards(defender), view.rules, melds,
                         view.knock_limit, view.multiplier)
        total += settled.points if settled.winner is ShowdownRole.KNOCKER else -settled.points
    return total / len(defenders)


def _value_of(values: Sequence[ActionValue], action: Action) -> ActionValue:
    return next(v for v in values if v.action == action)


def _legal_form(action: Action) -> Action:
    """The move as the legal actions list it (a knock without its melds)."""
    return Knock(action.card) if isinstance(action, Knock) else action


def _kind(view: PlayerView) -> DecisionKind:
    if view.phase is Phase.UPCARD_OFFER:
        return DecisionKind.UPCARD
    if view.phase is Phase.DRAW:
        return DecisionKind.DRAW
    if any(not isinstance(a, Discard) for a in view.legal_actions):
        return DecisionKind.KNOCK
    return DecisionKind.DISCARD

