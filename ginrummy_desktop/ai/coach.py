"""The coach: the Expert's analysis of the human's decision, ranked, with reasons as data.

:func:`advise` scores every legal action with the Expert's search (:func:`.expert.analyse`:
guesses of the opponent's hand drawn from the view, each action played out by simulation; the
plain policy's move stays on top unless another is measurably better, as for the Expert) and
explains each one with facts the view shows: the deadwood an action leaves, the melds it makes
or breaks, whether a discard can help the opponent (what it threw, passed and picked up, and
which cards are already dead in the pile), and how often the simulations won the hand. The
advised move (always one the Expert would search) also says why it is not the obvious one:
the knock it turns down, and the least-deadwood discard it does not make, with the search's
numbers.

A reason is data, not words: a tuple of :class:`Reason` clauses, each a :class:`ReasonKind` with
the cards and numbers it speaks of (the program puts them in words, in the player's language:
``app/words/coach.py``; this package imports no Qt).

Like the Expert, the coach never uses anything the view does not have: not the opponent's hidden
cards and not the stock order. Its advice is reproducible for a given ``seed`` and view when
``budget_s`` is None (count-based search).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawStock,
    Knock,
    LayOff,
    Pass,
    Phase,
    PlayerView,
    Role,
    TakeDiscard,
    TakeUpcard,
    best_arrangement,
    best_discard,
    cards_to_mask,
    min_deadwood_mask,
    settle,
)
from .expert import (
    ActionValue,
    SearchSettings,
    analyse,
    candidate_actions,
    decision_seed,
    default_action,
    sure_action,
)
from .sampling import opponent_holds

__all__ = ["Advice", "Reason", "ReasonKind", "advise"]


class ReasonKind(enum.Enum):
    """What one clause of a reason says; in brackets the fields of :class:`Reason` it uses.

    The first clause of a reason says what the move does; the others (lower case in English,
    after a semicolon) add a fact: a prospect kept, the discard's safety, the odds.
    """

    GIN = "gin with the card thrown: a bonus (points) and no lay-offs (card, points)"
    KNOCK = "knocks with this deadwood, throwing the card (card, deadwood)"
    UNDERCUT_RISK = "undercut in this share of the simulations (share)"
    BREAKS_MELD = "throws the card, breaking up a meld of the hand (card, cards, deadwood)"
    NEAR_MELDS = (
        "throws the card, although it was one card from this many melds (card, deadwood, melds)"
    )
    FAR_FROM_MELDS = "throws the card: it was not close to a meld (card, deadwood)"
    KEEPS = "keeps the card, one card from this many melds (card, melds)"
    RISKY = "risky: the opponent picked up a card that melds with the discard (card, picked)"
    DEAD = "the discard is safe: the opponent can no longer meld it (card)"
    LOOKS_SAFE = "the discard looks safe: the opponent threw or passed a card (card, threw, passed)"
    ODDS = "won this share of the simulated hands (share)"
    KNOCK_PASSED_UP = (
        "the move plays on rather than knock with this deadwood: the knock scored this many "
        "points a hand less in the simulations (0 or less: the same or more points, but less "
        "chance of winning the game) and was undercut in this share of them "
        "(deadwood, points, share)"
    )
    LEAST_DEADWOOD_PASSED_UP = (
        "the move keeps the card whose discard leaves the least deadwood (the panel's best "
        "discard): discarding it scored this many points a hand less (0 or less: as above); "
        "picked: a card the opponent picked up that melds with it, if any "
        "(card, deadwood, points, picked)"
    )
    TAKE_COMPLETES = "takes the card: it completes a meld (card, cards, before, after)"
    TAKE_LOWERS = "takes the card: less deadwood, but shows what you collect (card, before, after)"
    TAKE_NO_HELP = "the card does not lower the deadwood and shows what you want (card)"
    STOCK = "draws from the stock ()"
    STOCK_BLIND = "draws blind, leaving a card that would lower the deadwood (card, before, after)"
    STOCK_NO_HELP = "draws from the stock: the upcard does not help (card)"
    PASS_AT_WALL = "passes: the hand ends at the wall with no score ()"
    PASS = "passes the upcard (card, None when the upcard is not known)"
    BIG_GIN = "big gin: all eleven cards meld, the biggest bonus there is ()"
    ONLY_MOVE = "the only move ()"
    ONLY_MOVE_BOTH_PASSED = "the only move: both players passed the first upcard ()"
    LAY_OUT = "lay out your melds and lay off what you can ()"
    LAYS_OFF = "the only move: lays off these cards (cards)"
    NOTHING_TO_LAY_OFF = "the only move: nothing to lay off ()"
    UNDERCUT = "the player undercuts ()"
    OPPONENT_SCORES = "the opponent scores these points (points)"


@dataclass(frozen=True, slots=True)
class Reason:
    """One clause of a reason: its kind and what it speaks of (the fields its kind names; the
    others keep their defaults).

    ``card``: the card the move throws, takes, keeps or passes; ``cards``: a meld, or the cards
    laid off; ``picked``, ``threw``, ``passed``: the opponent's card it picked up, threw or
    passed; ``deadwood``: the deadwood left; ``before``, ``after``: the deadwood before and
    after taking ``card``; ``melds``: how many melds ``card`` is one card from; ``points``: a
    bonus or a score, or how many points a hand a move passed up scored less than the advice;
    ``share``: a share of the simulations, from 0 to 1.
    """

    kind: ReasonKind
    card: Card | None = None
    cards: tuple[Card, ...] = ()
    picked: Card | None = None
    threw: Card | None = None
    passed: Card | None = None
    deadwood: int = 0
    before: int = 0
    after: int = 0
    melds: int = 0
    points: int = 0
    share: float = 0.0


@dataclass(frozen=True, slots=True)
class Advice:
    """One legal action with the coach's estimate and reason.

    ``value`` is the expected hand points for the player after this action (negative: the
    opponent is expected to score); ``hand_win`` the share of simulated hands the player won;
    ``reason`` a short explanation from facts visible in the view, as data: its clauses, the
    one saying what the move does first (never empty).
    """

    action: Action
    value: float
    hand_win: float
    reason: tuple[Reason, ...]


def advise(
    view: PlayerView,
    budget_s: float | None = 1.0,
    *,
    samples: int = 2000,
    seed: int = 0,
) -> tuple[Advice, ...]:
    """Every legal action of ``view``, best first, each with a value and a reason.

    ``budget_s`` bounds the thinking time (None: count-based, exactly ``samples`` guesses of the
    hidden cards, for reproducible advice). Returns an empty tuple when the seat has no decision.

    Every legal move is valued on the same guesses, but only a move the Expert itself would
    search can be advised (:func:`~.expert.candidate_actions`: the discards that leave the
    least deadwood, the knocks, the plain policy's move); the others follow it, best first.
    The reason: a rollout plays my later turns by the simple policy (the least deadwood, a knock
    at once unless the guess would undercut it), so a move no sensible player makes (a set
    broken up, deadwood far over the limit) is valued by a later self that plays well from
    there, and near the wall, where the guesses foresee many undercuts, could come out on top
    (before the later turns stopped knocking into the guess's undercut: with five cards left,
    throwing a card of a set and keeping 22 deadwood over knocking or throwing the loose 6♦
    with 8). The Expert never searches such a move.

    The advised move's reason also says, in the search's own numbers, why it turns down a
    knock that was there and why it keeps the card whose discard leaves the least deadwood
    (the one the panel names): :func:`_best_reason`.
    """
    legal = view.legal_actions
    if not legal:
        return ()
    if len(legal) == 1:
        return (_only_choice(view, legal[0]),)
    settings = SearchSettings(budget_s=budget_s, samples=samples, min_samples=4)
    rng = random.Random(decision_seed(seed, view))
    default = default_action(view)
    leaders = {*candidate_actions(view, settings), default}
    ranked = list(analyse(view, legal, rng, settings, default, leaders=leaders))
    sure = sure_action(view)
    if sure is not None:
        ranked.sort(key=lambda v: v.action != sure)
    facts = _Facts.of(view)
    best = ranked[0]
    return (
        Advice(best.action, best.points, best.won, _best_reason(facts, best, ranked)),
        *(Advice(v.action, v.points, v.won, _reason(facts, v, first=False)) for v in ranked[1:]),
    )


# --- facts from the view ------------------------------------------------------------------------


def _partners_table() -> tuple[tuple[int, tuple[int, ...]], ...]:
    table = []
    for index in range(52):
        suit, rank = divmod(index, 13)
        group = sum(1 << (13 * s + rank) for s in range(4) if s != suit)
        pairs = []
        for low in (rank - 2, rank - 1, rank):
            ranks = [r for r in (low, low + 1, low + 2) if r != rank]
            if low >= 0 and low + 2 <= 12:
                pairs.append(sum(1 << (13 * suit + r) for r in ranks))
        table.append((group, tuple(pairs)))
    return tuple(table)


_PARTNERS = _partners_table()
"""For each card: the mask of the other three cards of its rank, and the pairs of same-suit
cards that make a three-card run with it."""


def _meld_partners(index: int) -> tuple[int, tuple[int, ...]]:
    """(other cards of its rank, same-suit pairs completing a run) for the card ``index``."""
    return _PARTNERS[index]


@dataclass(frozen=True, slots=True)
class _Facts:
    """What the reasons are built from: all of it public."""

    view: PlayerView
    hand: int
    dead: int
    opponent_threw: tuple[Card, ...]
    opponent_passed: tuple[Card, ...]
    opponent_holds: tuple[Card, ...]

    @classmethod
    def of(cls, view: PlayerView) -> _Facts:
        opponent = view.opponent
        picked = set(view.picked[opponent])
        passed = [c for c in view.thrown[view.seat] if c not in picked]
        first = view.first_upcard
        if first is not None and view.passed_upcard[opponent] and first not in picked:
            passed.append(first)
        pile = cards_to_mask(view.discard_pile)
        top = view.upcard
        if top is not None and view.phase is not Phase.DISCARD:
            pile &= ~top.bit  # the upcard can still be taken; once I discard, it is buried
        return cls(
            view=view,
            hand=cards_to_mask(view.hand),
            dead=pile,
            opponent_threw=view.thrown[opponent],
            opponent_passed=tuple(passed),
            opponent_holds=_cards(opponent_holds(view)),
        )

    @property
    def runs_only(self) -> bool:
        return self.view.rules.runs_only

    def deadwood(self, mask: int) -> int:
        return min_deadwood_mask(mask, self.runs_only)


def _reason(facts: _Facts, value: ActionValue, first: bool) -> tuple[Reason, ...]:
    """The reason for one ranked action; the best one also says which prospect it keeps."""
    action = value.action
    if isinstance(action, Knock):
        parts = _knock_reason(facts, action.card, value)
    elif isinstance(action, Discard):
        parts = [*_discard_reason(facts, action.card, first), _hand_odds(value)]
    elif isinstance(action, TakeDiscard | TakeUpcard):
        parts = [*_take_reason(facts), _hand_odds(value)]
    elif isinstance(action, DrawStock):
        parts = [*_stock_reason(facts), _hand_odds(value)]
    elif isinstance(action, Pass):
        parts = _pass_reason(facts, value)
    elif isinstance(action, BigGin):
        parts = [Reason(ReasonKind.BIG_GIN)]
    else:
        parts = [Reason(ReasonKind.ONLY_MOVE)]
    return tuple(p for p in parts if p is not None)


def _hand_odds(value: ActionValue) -> Reason:
    return Reason(ReasonKind.ODDS, share=value.won)


def _best_reason(
    facts: _Facts, best: ActionValue, ranked: Sequence[ActionValue]
) -> tuple[Reason, ...]:
    """The reason for the advised move: what it does; then, when it is not the obvious move,
    why: the knock it turns down, the least-deadwood discard it does not make; then the rest."""
    first, *facts_added = _reason(facts, best, first=True)
    passed_up = (_knock_passed_up(facts, best, ranked), _least_passed_up(facts, best, ranked))
    return (first, *(p for p in passed_up if p is not None), *facts_added)


def _points_less(best: ActionValue, other: ActionValue) -> int:
    """How many points a hand ``other`` scored less than ``best`` in the simulations, rounded
    (0 or less when it scored as many or more, and lost on the chance of winning the game)."""
    return round(best.points - other.points)


def _knock_passed_up(
    facts: _Facts, best: ActionValue, ranked: Sequence[ActionValue]
) -> Reason | None:
    """Why the advice plays on when a knock was there: the best-ranked knock's deadwood, how
    much less it scored and how often it was undercut (None when the advice does not just
    discard, or no knock is legal)."""
    if not isinstance(best.action, Discard):
        return None
    knock = next((v for v in ranked if isinstance(v.action, Knock)), None)
    if knock is None:
        return None
    assert isinstance(knock.action, Knock)
    left = facts.deadwood(facts.hand ^ knock.action.card.bit)
    return Reason(
        ReasonKind.KNOCK_PASSED_UP,
        deadwood=left,
        points=_points_less(best, knock),
        share=knock.lost,
    )


def _least_passed_up(
    facts: _Facts, best: ActionValue, ranked: Sequence[ActionValue]
) -> Reason | None:
    """Why the advice throws another card than the one whose discard leaves the least deadwood
    (the card the panel names beside the deadwood): how much less discarding it scored, and
    whether it may give the opponent a meld (None when the advice throws that card, or draws)."""
    action = best.action
    if not isinstance(action, Discard | Knock):
        return None
    view = facts.view
    least = best_discard(view.hand, view.may_not_discard, facts.runs_only)
    if least.card == action.card:
        return None
    other = next((v for v in ranked if v.action == Discard(least.card)), None)
    if other is None:
        return None
    risky = _safety(facts, least.card)
    picked = risky.picked if risky is not None and risky.kind is ReasonKind.RISKY else None
    return Reason(
        ReasonKind.LEAST_DEADWOOD_PASSED_UP,
        least.card,
        deadwood=least.arrangement.deadwood_points,
        points=_points_less(best, other),
        picked=picked,
    )


# --- discards and knocks ---------------------------------------------------------------------


def _discard_reason(facts: _Facts, card: Card, first: bool) -> list[Reason | None]:
    """What the throw does to my hand, what it keeps (best option only), and its safety."""
    kept = facts.hand ^ card.bit
    left = facts.deadwood(kept)
    meld = _meld_broken(facts, card)
    parts: list[Reason | None]
    if meld:
        parts = [Reason(ReasonKind.BREAKS_MELD, card, cards=meld, deadwood=left)]
    else:
        ways = _live_partners(facts, card, kept)
        if ways:
            parts = [Reason(ReasonKind.NEAR_MELDS, card, deadwood=left, melds=ways)]
        else:
            parts = [Reason(ReasonKind.FAR_FROM_MELDS, card, deadwood=left)]
    if first:
        parts.append(_best_prospect(facts, kept))
    parts.append(_safety(facts, card))
    return parts


def _knock_reason(facts: _Facts, card: Card, value: ActionValue) -> list[Reason | None]:
    left = facts.deadwood(facts.hand ^ card.bit)
    if left == 0:
        return [Reason(ReasonKind.GIN, card, points=facts.view.rules.gin_bonus)]
    return [
        Reason(ReasonKind.KNOCK, card, deadwood=left),
        Reason(ReasonKind.UNDERCUT_RISK, share=value.lost),
    ]


def _meld_broken(facts: _Facts, card: Card) -> tuple[Card, ...]:
    """The meld of the best arrangement that ``card`` belongs to; () if none."""
    arrangement = best_arrangement(facts.view.hand, facts.runs_only)
    for meld in arrangement.melds:
        if card in meld.cards:
            return tuple(meld.cards)
    return ()


def _live_partners(facts: _Facts, card: Card, hand: int) -> int:
    """How many melds ``card`` is one card away from: with one card of ``hand`` and one live
    card (neither dead in the pile nor known to be in the opponent's hand)."""
    unavailable = facts.dead | cards_to_mask(facts.opponent_holds)
    group, pairs = _meld_partners(card.index)
    count = 0
    if not facts.runs_only and (hand & group).bit_count() == 1:
        count += (group & ~hand & ~unavailable).bit_count()
    for pair in pairs:
        held = hand & pair
        if held and held != pair and not (pair & ~held) & unavailable:
            count += 1
    return count


def _best_prospect(facts: _Facts, kept: int) -> Reason | None:
    """The kept deadwood card with the most ways to still make a meld (None if none has)."""
    arrangement = best_arrangement(_cards(kept), facts.runs_only)
    best: tuple[int, Card] | None = None
    for card in arrangement.deadwood:
        ways = _live_partners(facts, card, kept)
        if ways and (best is None or ways > best[0]):
            best = (ways, card)
    if best is None:
        return None
    ways, card = best
    return Reason(ReasonKind.KEEPS, card, melds=ways)


def _cards(mask: int) -> tuple[Card, ...]:
    return tuple(Card.from_index(i) for i in range(52) if mask >> i & 1)


def _safety(facts: _Facts, card: Card) -> Reason | None:
    """Whether throwing ``card`` may help the opponent: what it did, and what is dead (None
    when nothing is known either way)."""
    near = [c for c in facts.opponent_holds if _related(c, card)]
    if near:
        return Reason(ReasonKind.RISKY, card, picked=near[0])
    if not _can_meld_for_opponent(facts, card):
        return Reason(ReasonKind.DEAD, card)
    threw = next((c for c in facts.opponent_threw if _related(c, card)), None)
    passed = next((c for c in facts.opponent_passed if _related(c, card) or c == card), None)
    if threw is not None or passed is not None:
        return Reason(ReasonKind.LOOKS_SAFE, card, threw=threw, passed=passed)
    return None


def _related(a: Card, b: Card) -> bool:
    """Whether ``a`` and ``b`` can sit in one meld (same rank, or close in one suit)."""
    if a == b:
        return False
    return a.rank == b.rank or (a.suit == b.suit and abs(int(a.rank) - int(b.rank)) <= 2)


def _can_meld_for_opponent(facts: _Facts, card: Card) -> bool:
    """Whether some meld with ``card`` can still be made from cards not in my hand or the pile."""
    gone = facts.hand | facts.dead
    group, pairs = _meld_partners(card.index)
    if not facts.runs_only and (group & ~gone).bit_count() >= 2:
        return True
    return any(not pair & gone for pair in pairs)


# --- drawing and the upcard ------------------------------------------------------------------


def _take_reason(facts: _Facts) -> list[Reason]:
    top = facts.view.upcard
    if top is None:
        return []
    grown = facts.hand | top.bit
    before = facts.deadwood(facts.hand)
    after = _deadwood_after_taking(facts, top)
    meld = _meld_with(grown, top, facts)
    if meld:
        return [Reason(ReasonKind.TAKE_COMPLETES, top, cards=meld, before=before, after=after)]
    if after < before:
        return [Reason(ReasonKind.TAKE_LOWERS, top, before=before, after=after)]
    return [Reason(ReasonKind.TAKE_NO_HELP, top)]


def _stock_reason(facts: _Facts) -> list[Reason]:
    top = facts.view.upcard
    if top is None or TakeDiscard() not in facts.view.legal_actions:
        return [Reason(ReasonKind.STOCK)]
    before = facts.deadwood(facts.hand)
    after = _deadwood_after_taking(facts, top)
    if after < before:
        return [Reason(ReasonKind.STOCK_BLIND, top, before=before, after=after)]
    return [Reason(ReasonKind.STOCK_NO_HELP, top)]


def _pass_reason(facts: _Facts, value: ActionValue) -> list[Reason | None]:
    view = facts.view
    if view.phase is not Phase.UPCARD_OFFER:
        return [Reason(ReasonKind.PASS_AT_WALL)]
    return [Reason(ReasonKind.PASS, view.upcard), _hand_odds(value)]


def _deadwood_after_taking(facts: _Facts, top: Card) -> int:
    grown = facts.hand | top.bit
    forbidden = not facts.view.rules.may_discard_taken_card
    return min(
        facts.deadwood(grown ^ (1 << i))
        for i in range(52)
        if grown >> i & 1 and not (forbidden and i == top.index)
    )


def _meld_with(grown: int, card: Card, facts: _Facts) -> tuple[Card, ...]:
    for meld in best_arrangement(_cards(grown), facts.runs_only).melds:
        if card in meld.cards:
            return tuple(meld.cards)
    return ()


# --- the showdown and forced moves -----------------------------------------------------------


def _only_choice(view: PlayerView, action: Action) -> Advice:
    if isinstance(action, LayOff):
        return _lay_off_advice(view, action)
    if isinstance(action, DrawStock):
        return Advice(action, 0.0, 0.0, (Reason(ReasonKind.ONLY_MOVE_BOTH_PASSED),))
    return Advice(action, 0.0, 0.0, (Reason(ReasonKind.ONLY_MOVE),))


def _lay_off_advice(view: PlayerView, action: Action) -> Advice:
    """At the showdown the lay-offs are automatic; say what they will score."""
    arrangement = view.knocker_arrangement
    if arrangement is None:
        return Advice(action, 0.0, 0.0, (Reason(ReasonKind.LAY_OUT),))
    settlement = settle(
        arrangement.cards,
        view.hand,
        view.rules,
        knocker_melds=arrangement.melds,
        knock_limit=view.knock_limit,
        multiplier=view.multiplier,
    )
    mine = settlement.winner is Role.DEFENDER
    points = settlement.points if mine else -settlement.points
    laid = tuple(lay.card for lay in settlement.layoffs)
    what = (
        Reason(ReasonKind.LAYS_OFF, cards=laid) if laid
        else Reason(ReasonKind.NOTHING_TO_LAY_OFF)
    )
    result = (
        Reason(ReasonKind.UNDERCUT) if mine
        else Reason(ReasonKind.OPPONENT_SCORES, points=settlement.points)
    )
    return Advice(action, float(points), 1.0 if mine else 0.0, (what, result))
