"""Guessing the hidden cards: opponent hands (and stock orders) consistent with one view.

What a view proves (``Knowledge``):

* the opponent holds every card it took from the discard pile and has not thrown since
  (:func:`opponent_holds`);
* it holds none of the cards seen elsewhere: my hand and the discard pile (thrown cards that
  were not picked up again are in the pile; a thrown card taken back by me is in my hand);
* the *unseen* cards, everything else, are its other cards plus the stock, in an unknown order.

What a view only suggests (the opponent model, applied as likelihood weights, because people and
programs both play this way):

* a card it *declined* (the first upcard it passed, or one of my discards it left for the stock)
  probably did not make a meld with its hand, so hands in which it would have are less likely;
* a card it *took* and still holds probably sits in a meld of its hand;
* a card it *threw* probably did not fit its hand either (weaker: good players break pairs);
* once it has ended a turn without knocking, its hand probably could not knock, and what
  that means depends on the kind of player it is. A *knocker* knocks as soon as it may, so no
  hand within the knock limit is likely. A *sitter* plays on for gin (or an undercut) with
  little deadwood, up to half the knock limit, and knocks only with more, so only gin or a
  hand with more than half the limit is unlikely. A sitter is also taken to play on with
  any deadwood late in the hand (from ``sitter_late_turn`` discards on), since a knock is
  then likely to be undercut, so only gin is unlikely then. (This used to be assumed only
  once a showdown had shown it sitting on a knock, because a knocker not yet seen knocking
  looks like a sitter; now a knocker gives itself away by its first late or low knock, and
  a sitter's guessed hands were too weak until its first showdown.) Each guess first draws
  the kind (see
  :meth:`Knowledge.sitter_chance`), from what the showdowns have shown (of this game, and of
  the earlier games against the same opponent, :class:`OpponentRead`): an opponent seen
  holding a knock it did not take is most likely a sitter, and one seen making a knock a
  sitter does not make (with little deadwood, which a sitter plays on with, or with more late
  in the hand, when a sitter no longer knocks with it) most likely a knocker, unless it was
  near the target then (:data:`NEAR_TARGET`: there a sitter knocks at once too); before
  the showdowns have told, more likely a sitter than not (good players sit), a little less
  with each opened hand that could not have knocked.
  The search then plays the opponent of that guess the same way (:mod:`.simulation`);
* its latest discard was probably its worst card: a guess in which another card would have
  left it less deadwood is unlikely.

How a guess is made. A uniform guess of the hidden cards would be far too weak a hand: the
opponent has been drawing and throwing its worst card all hand. So each guess replays that: it
deals the hidden cards plus some extra unseen cards (about as many as the opponent's turns) and
keeps, card by card, the ones that leave the least deadwood (see ``_improved_guess``). Then
sampling-importance-resampling: a few such guesses compete and one is kept with probability
proportional to its likelihood under the clues above. The stock is the rest of the unseen cards
in a uniformly random order.

Every deal returned is exactly consistent with the view: the known cards always, the right hand
size, nothing seen elsewhere. The model's factors were fitted on recorded positions against the
Easy baseline (log-loss of the true hidden cards, and the deadwood of the guessed hands); the
sitter's stronger hand and the chances of each kind were set with
``benchmarks/undercut_calibration.py``, which compares the undercuts the guesses foresee with
the real ones: against Hard (a sitter) once it has been seen sitting, with the late-hand rule
and ``sitter_improvement``, 37.5% against 33.2% (with guessed hands as strong as its real
ones, 16.4 and 16.0 deadwood; without the rule, 32.7%, the guesses' hands too weak). Before
a showdown has shown Hard sitting, with the late rule for every sitter guess: 25% against
20% with no showdown yet, 23-32% against Hard's real 35-39% after one to three opened hands
(without it, 20-27%). Against Easy (a knocker) it over-predicts them until Easy has been seen
making a knock no sitter makes (9-25% against 0-5%; after: 5.2% against 2.7%).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import PlayerView, best_discard_mask, cards_to_mask, min_deadwood_mask
from .simulation import makes_meld, policy_discard_index

__all__ = [
    "READ_LIMIT",
    "Deal",
    "GuessDraws",
    "Knowledge",
    "OpponentRead",
    "SamplingModel",
    "ShownKnock",
    "build_deal",
    "draw_guess",
    "near_target",
    "opponent_holds",
    "sample",
    "sample_deal",
    "sat_on_a_knock",
    "shuffle",
]


@dataclass(frozen=True, slots=True)
class SamplingModel:
    """How strongly each kind of evidence counts (a likelihood factor per contradicted clue).

    A factor of 1 ignores that evidence; small factors trust it. ``proposals`` is how many
    guesses compete for each deal returned. ``improvement`` scales how many of the opponent's
    stock draws the guess replays (0: a uniform guess of its hidden cards).
    """

    declined_factor: float = 0.1
    unmelded_pick_factor: float = 0.1
    thrown_factor: float = 0.4
    ready_factor: float = 0.05
    sitter_chance_unknown: float = 0.7
    """The chance that an opponent is a sitter before the showdowns have told. Set above even
    because misjudging a sitter costs more (its undercuts) than misjudging a knocker, and a
    knocker soon shows itself by a knock no sitter makes (``low_knock_odds``)."""
    sitter_chance_seen: float = 0.9
    """... once a showdown has shown it holding a knock it did not take."""
    never_sat_odds: float = 0.9
    """How each showdown that opened its hand without a knock in it scales the odds of a
    sitter (weak evidence: early showdowns catch a sitter's hand before it is ready)."""
    low_knock_odds: float = 0.1
    """How each knock of its own that a sitter does not make scales the odds of a sitter: one
    with deadwood a sitter would have played on with (from 1 to ``sitter_plays_on`` of the
    limit), or one with more made late in the hand (from ``sitter_late_turn`` discards on).
    Strong evidence: a sitter does either only near the target, and those knocks are not
    counted (:data:`NEAR_TARGET`). Against Hard, outside the last 25 points, neither happened
    in 535 knocks; of Easy's (a knocker) 29% were low and 57% late with more."""
    sitter_plays_on: float = 0.5
    """A sitter plays on with deadwood up to this fraction of the knock limit."""
    sitter_late_turn: int = 9
    """From this many discards in the hand (both players together) on, a sitter plays on with
    any deadwood and knocks only for gin: late in a hand a knock with more deadwood than it
    plays on with is likely to be undercut, so good sitters knock with it only early. A knock
    of its own made that late with more than a sitter plays on with marks a knocker
    (``low_knock_odds``). The Expert's own rollout turns against a sitter follow the same
    caution (:mod:`.simulation`)."""
    sitter_improvement: float = 1.0
    """``improvement`` for a sitter's hand: it has been building its hand towards gin, so more
    of its draws are replayed than of a knocker's. (It was 1.5 before every sitter guess
    played on late; the late rule already keeps the guessed hands stronger, a passed turn no
    longer ruling out a knock.)"""
    last_throw_factor: float = 0.05
    proposals: int = 4
    improvement: float = 0.65
    stock_left_unreplayed: int = 0
    """How many stock cards, at least, the replay of the opponent's draws leaves out (see
    :func:`_improved_guess`); 0, the Expert's measured play, leaves none.

    The replay draws its extra cards from the unseen ones, and every card it offers the
    opponent and the opponent turns down goes back to the stock. Late in a hand the opponent
    has drawn more cards than the stock still holds, so a replay of all of them offers it every
    unseen card: every guess is then nearly the same hand, the best ten the unseen cards can
    make, over a stock of its rejects, where the real stock holds cards it never saw. With five
    cards left (``tests/ai/wall_position.py``) 200 sitter guesses make 3 different hands, and
    a knock of 8 is undercut in every simulation, where weighing each of the 3,003 hands the
    fifteen unseen cards make by this model's own clues gives 17% for a sitter, 1% for a
    knocker.

    Leaving one card out keeps the guesses apart and changes no guess made earlier
    (``benchmarks/wall_guesses.py --leave-out 1``): the guessed cards are foreseen better by a
    proper score against Hard, Easy and the Expert alike. But it is not on, because the
    knocks it judges are not: a sitter's guessed hand at the wall becomes weaker than the real
    one (Hard's has 4.0 deadwood there; the guesses 6.1, and 7.6 with one card left out), so
    fewer of a sitter's undercuts are foreseen (with 5 cards or fewer, 52.9% → 42.2% against
    Hard's real 59.7%; 38% → 26% against the Expert's real 35%), better only against a knocker
    (Easy: 21.2% → 14.7%, real 5.3%). The Expert decided differently in 2-11% of such late
    positions with no measurable gain, and won 33 of 60 games against Hard with it (Standard,
    seed 13, the first 30 pairs; 55.0%, 42.5-66.9%, where it won 65 of the first 100 without
    it): too few games to tell, so the Expert keeps its measured guesses."""


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What one view tells about the cards its seat cannot see (see the module docstring)."""

    known: int
    """Cards the opponent surely holds (taken from the pile, not thrown since)."""
    unseen: tuple[int, ...]
    """Indices of the cards that are in the opponent's hand or the stock, order unknown."""
    hidden_count: int
    """How many of the opponent's cards are not known."""
    stock_size: int
    declined: tuple[int, ...]
    """Cards the opponent passed over (the first upcard, or my discards it did not take)."""
    kept_picks: tuple[int, ...]
    """Cards the opponent took from the pile and still holds."""
    thrown: tuple[int, ...]
    """Cards the opponent discarded."""
    stock_draws: int = 0
    """How many cards the opponent has drawn from the stock this hand (and kept or thrown)."""
    passed_knock: bool = False
    """Whether the opponent has finished a turn without knocking (so it probably cannot)."""
    knock_limit: int = 10
    last_throw: int = -1
    """The opponent's latest discard (-1: none yet)."""
    last_turn: int = -1
    """How many discards (both seats) had been made in the hand before that one."""
    last_throw_kept: int = -1
    """A card it had just taken from the pile on that turn, so could not throw (-1: none)."""
    sits_on_knocks: bool = False
    """Whether the opponent has been seen, earlier in this game (or in the earlier games it
    was given), ending a hand it could have knocked on (so it is probably a sitter)."""
    never_sat: int = 0
    """How many showdowns opened the opponent's hand (as the defender) without a knock in it."""
    knocks: tuple[ShownKnock, ...] = ()
    """The opponent's own knocks (not gin, not near the target), earlier games first."""
    runs_only: bool = False

    @classmethod
    def from_view(cls, view: PlayerView, earlier: OpponentRead | None = None) -> Knowledge:
        """Everything ``view`` proves or suggests about the opponent's hand and the stock.

        ``earlier`` is what the showdowns of earlier games against the same opponent showed
        (see :class:`OpponentRead`); it counts exactly as if it had been seen in this game."""
        opponent = view.opponent
        known = opponent_holds(view)
        seen = cards_to_mask(view.hand) | cards_to_mask(view.discard_pile) | known
        unseen = tuple(i for i in range(52) if not seen >> i & 1)
        hidden = view.opponent_hand_size - known.bit_count()
        read = OpponentRead.of_game(view)
        if earlier is not None:
            read = earlier.then(read)
        opened = read.opened
        if hidden < 0 or hidden + view.stock_size != len(unseen):
            raise ValueError("the view's card counts do not add up")
        return cls(
            known=known,
            unseen=unseen,
            hidden_count=hidden,
            stock_size=view.stock_size,
            declined=_declined(view),
            kept_picks=tuple(i for i in range(52) if known >> i & 1),
            thrown=tuple(c.index for c in view.thrown[opponent]),
            stock_draws=max(0, len(view.thrown[opponent]) - len(view.picked[opponent])),
            passed_knock=bool(view.thrown[opponent]),
            knock_limit=view.knock_limit,
            last_throw=view.thrown[opponent][-1].index if view.thrown[opponent] else -1,
            last_turn=len(view.thrown[0]) + len(view.thrown[1]) - 1,
            last_throw_kept=_last_turn_pick(view),
            sits_on_knocks=any(dw <= view.knock_limit for dw in opened),
            never_sat=sum(dw > view.knock_limit for dw in opened),
            knocks=read.knocks,
            runs_only=view.rules.runs_only,
        )

    def likelihood(
        self, hand: int, model: SamplingModel, plays_on: int = 0, late_turn: int | None = None
    ) -> float:
        """How plausible the opponent hand ``hand`` is given its passes, picks and throws
        (relative: 1 when nothing contradicts it), for an opponent that plays on (does not
        knock) with deadwood from 1 to ``plays_on`` (0: a knocker), and with any but gin from
        ``late_turn`` discards on (None: never; see :meth:`would_knock`)."""
        weight = 1.0
        runs_only = self.runs_only
        for card in self.declined:
            if makes_meld(card, hand, runs_only):
                weight *= model.declined_factor
        for card in self.kept_picks:
            if not makes_meld(card, hand & ~(1 << card), runs_only):
                weight *= model.unmelded_pick_factor
        for card in self.thrown:
            if makes_meld(card, hand, runs_only):
                weight *= model.thrown_factor
        least = min_deadwood_mask(hand, runs_only)
        if self.passed_knock and self.would_knock(least, plays_on, late_turn):
            weight *= model.ready_factor
        if self.last_throw >= 0 and least > self._best_before_throw(hand):
            weight *= model.last_throw_factor
        return weight

    def would_knock(self, deadwood: int, plays_on: int, late_turn: int | None = None) -> bool:
        """Whether an opponent that plays on with deadwood from 1 to ``plays_on`` would have
        knocked (or gone gin) holding ``deadwood`` after its latest discard; with ``late_turn``
        (None: never), one that plays on with any deadwood but none once that many discards
        had been made before that one."""
        if deadwood > self.knock_limit or deadwood == 0:
            return deadwood <= self.knock_limit
        if late_turn is not None and self.last_turn >= late_turn:
            return False
        return deadwood > plays_on

    def sitter_chance(self, model: SamplingModel) -> float:
        """The chance that the opponent is a sitter (plays on for gin with little deadwood)
        rather than a knocker, from what this game's showdowns have shown of it.

        Seen sitting on a knock, it starts from ``sitter_chance_seen``; otherwise from
        ``sitter_chance_unknown``, less with each opened hand that could not have knocked. Each
        of its own knocks that a sitter does not make (:meth:`knocks_no_sitter_makes`) then
        counts strongly against a sitter: a player that does both is a mixed one, and the
        knocks are the more direct evidence of how it ends a hand."""
        if self.sits_on_knocks:
            odds = _odds(model.sitter_chance_seen)
        else:
            odds = _odds(model.sitter_chance_unknown) * model.never_sat_odds**self.never_sat
        odds *= model.low_knock_odds ** self.knocks_no_sitter_makes(model)
        return odds / (1.0 + odds)

    def knocks_no_sitter_makes(self, model: SamplingModel) -> int:
        """How many of the opponent's knocks a sitter would not have made: with deadwood it
        plays on with (1 to ``sitter_plays_on`` of the limit), or with more from
        ``sitter_late_turn`` discards on (a sitter knocks with more only early in a hand)."""
        plays_on = self.sitter_plays_on(model)
        late = model.sitter_late_turn
        return sum(0 < k.deadwood <= plays_on or k.discards >= late for k in self.knocks)

    def sitter_plays_on(self, model: SamplingModel) -> int:
        """The most deadwood a sitter plays on with in this hand, as a rule."""
        return int(model.sitter_plays_on * self.knock_limit)

    def sitter_style(self, model: SamplingModel) -> tuple[int, int]:
        """How a sitter ends this hand: the most deadwood it plays on with, and the discards
        from which it plays on with any deadwood but gin (``model.sitter_late_turn``)."""
        return self.sitter_plays_on(model), model.sitter_late_turn

    def _best_before_throw(self, hand: int) -> int:
        """The least deadwood ``hand`` could have kept on the opponent's last turn: if throwing
        ``last_throw`` left more than that, the guess says it threw a card it should not have."""
        grown = hand | (1 << self.last_throw)
        least, _ = policy_discard_index(grown, self.last_throw_kept, self.runs_only)
        return least


def _opened_deadwoods(view: PlayerView, it_knocked: bool) -> list[tuple[int, int]]:
    """The least deadwood of the opponent's ten cards, opened on the table at each finished
    showdown of this game where it knocked (``it_knocked``; not those it made near the target,
    :data:`NEAR_TARGET`) or where I did (then its melds, deadwood and lay-offs together are
    the ten it kept after its last discard), each with the discards made in the hand before
    the knock."""
    runs_only = view.rules.runs_only
    knocker = view.opponent if it_knocked else view.seat
    deadwoods = []
    for result in view.sheet.hands:
        settlement = result.settlement
        if settlement is None or result.knocker != knocker:
            continue
        if it_knocked and near_target(view, result.number, knocker):
            continue
        if it_knocked:
            held = cards_to_mask(settlement.knocker.cards)
        else:
            held = cards_to_mask(settlement.defender.cards)
            held |= cards_to_mask(lay.card for lay in settlement.layoffs)
        deadwoods.append((min_deadwood_mask(held, runs_only), result.discards))
    return deadwoods


NEAR_TARGET = 25
"""A knock made by a player within this many points of the game's target (about what a won
hand scores) is left out of what its knocks show: near the target every kind of player knocks
as soon as it may, a sitter too (Hard does when a won knock of 10 would reach it), so such a
knock with little deadwood says nothing of how it ends the other hands. Counting them made
Hard, a sitter, look like a knocker in a third of the Expert's knock decisions against it,
and those guesses foresaw half its undercuts."""


def near_target(view: PlayerView, number: int, seat: int) -> bool:
    """Whether ``seat`` was within :data:`NEAR_TARGET` of the target, in a column still open,
    when hand ``number`` began (the totals entered for the hands before it)."""
    target = view.rules.target
    for column in view.sheet.columns:
        before = (0, 0)
        for entry in column.entries:
            if entry.hand >= number:
                break
            before = entry.totals
        if max(before) < target and before[seat] + NEAR_TARGET >= target:
            return True
    return False


def _defender_deadwoods(view: PlayerView) -> list[int]:
    """The opponent's least deadwood at each finished showdown of this game where I knocked."""
    return [dw for dw, _ in _opened_deadwoods(view, it_knocked=False)]


@dataclass(frozen=True, slots=True)
class ShownKnock:
    """One of the opponent's own knocks, as its showdown made it public: the least deadwood of
    the ten cards it kept, and how late in the hand it came (the discards both players had
    made before it). Both count: a sitter knocks with more than it plays on with only early."""

    deadwood: int
    discards: int


def _knocker_knocks(view: PlayerView) -> tuple[ShownKnock, ...]:
    """The opponent's own knocks this game, gin left out (every kind of player takes gin), and
    so are knocks made near the target (:data:`NEAR_TARGET`)."""
    opened = _opened_deadwoods(view, it_knocked=True)
    return tuple(ShownKnock(dw, discards) for dw, discards in opened if dw > 0)


READ_LIMIT = 200
"""An :class:`OpponentRead` keeps at most this many of the latest showdowns of each kind."""


@dataclass(frozen=True, slots=True)
class OpponentRead:
    """What showdowns showed of how the opponent ends a hand: the least deadwood of the ten
    cards it kept, opened at each showdown where I knocked (``opened``; with a knock in it, it
    sat on a knock), and each of its own knocks that were not gin (``knocks``), oldest first.
    Only what the showdowns made public; plain numbers (a knock is two), so it can be saved.

    The Expert keeps one for the games it has finished against the same opponent and adds it
    to what this game shows (:meth:`Knowledge.from_view`), so it tells a sitter from a knocker
    sooner in later games. The deadwoods are judged against the limit of the hand being
    played, as this game's are.
    """

    opened: tuple[int, ...] = ()
    knocks: tuple[ShownKnock, ...] = ()

    @classmethod
    def of_game(cls, view: PlayerView) -> OpponentRead:
        """What the finished hands of the game ``view`` belongs to showed."""
        return cls(tuple(_defender_deadwoods(view)), _knocker_knocks(view))

    def then(self, later: OpponentRead) -> OpponentRead:
        """This read followed by ``later``, keeping the latest ``READ_LIMIT`` of each kind."""
        return OpponentRead(
            (self.opened + later.opened)[-READ_LIMIT:], (self.knocks + later.knocks)[-READ_LIMIT:]
        )

    def starts(self, later: OpponentRead) -> bool:
        """Whether ``later`` begins with this read (the same game, seen further on). Knocks
        are matched by deadwood: a read saved before knocks kept their timing has them all
        at 0 discards, and it must still be taken for the game it was saved in."""
        return later.opened[: len(self.opened)] == self.opened and [
            k.deadwood for k in later.knocks[: len(self.knocks)]
        ] == [k.deadwood for k in self.knocks]


def _odds(chance: float) -> float:
    return chance / (1.0 - chance)


def sat_on_a_knock(view: PlayerView) -> bool:
    """Whether a finished hand of this game showed the opponent holding a hand it could have
    knocked with and did not.

    When I knocked (or went gin), the opponent's cards laid open at the showdown (its melds,
    deadwood and lay-offs) are the ten it kept after its last discard without knocking. If
    they had little enough deadwood, the opponent waits for gin or an undercut rather than
    knocking at once, and its passing a turn no longer means its hand is poor. Only what the
    showdowns made public is used.
    """
    return any(dw <= view.knock_limit for dw in _defender_deadwoods(view))


def opponent_holds(view: PlayerView) -> int:
    """The mask of the cards the opponent is known to hold.

    Every card that has been face up this hand (the first upcard, every card taken from or
    thrown to the pile) is now in the discard pile, in my hand, or in the opponent's hand: cards
    never go back to the stock. So the ones in neither of the first two are the opponent's. This
    also catches a card the opponent threw, I took and threw back, and it took again (which
    ``PlayerView.opponent_known``, a plain "picked minus thrown", misses).
    """
    shown = cards_to_mask(view.picked[0]) | cards_to_mask(view.picked[1])
    shown |= cards_to_mask(view.thrown[0]) | cards_to_mask(view.thrown[1])
    if view.first_upcard is not None:
        shown |= view.first_upcard.bit
    return shown & ~cards_to_mask(view.hand) & ~cards_to_mask(view.discard_pile)


def _last_turn_pick(view: PlayerView) -> int:
    """The card the opponent took from the pile on its latest turn, if it did (-1 otherwise).

    On that turn the top of the pile was my latest discard, or the first upcard if I had not
    thrown yet. A card just taken may not be thrown straight back (unless the rules allow it).
    """
    picked = view.picked[view.opponent]
    mine = view.thrown[view.seat]
    offered = mine[-1] if mine else view.first_upcard
    if view.rules.may_discard_taken_card or not picked or offered is None:
        return -1
    return picked[-1].index if picked[-1] == offered else -1


def _declined(view: PlayerView) -> tuple[int, ...]:
    """Cards the opponent saw on top of the pile and left there.

    Each of my discards was offered to the opponent on its next turn; those it did not pick up
    were declined (when I am to act, it has answered all of them). The first upcard counts too
    when the opponent passed it during the upcard offer. A card still on offer is not counted.
    """
    picked = {c.index for c in view.picked[view.opponent]}
    declined = [c.index for c in view.thrown[view.seat] if c.index not in picked]
    upcard = view.upcard
    still_on_offer = view.actor != view.seat and upcard is not None
    if still_on_offer and declined and upcard is not None and declined[-1] == upcard.index:
        declined.pop()
    first = view.first_upcard
    if first is not None and view.passed_upcard[view.opponent] and first.index not in picked:
        declined.append(first.index)
    return tuple(declined)


@dataclass(frozen=True, slots=True)
class Deal:
    """One guess of the hidden cards: the opponent's whole hand and the stock, top card last."""

    opponent: int
    stock: tuple[int, ...]


def sample_deal(
    knowledge: Knowledge,
    rng: random.Random,
    model: SamplingModel | None = None,
    plays_on: int = 0,
    late_turn: int | None = None,
) -> Deal:
    """A deal consistent with ``knowledge``, weighted by the opponent model, for an opponent
    that plays on with deadwood from 1 to ``plays_on`` and with any but gin from ``late_turn``
    discards on (0 and None: a knocker; a sitter: :meth:`Knowledge.sitter_style`).

    The opponent always gets the known cards plus ``hidden_count`` unseen ones; the stock is the
    rest of the unseen cards in a uniformly random order. The same as
    ``build_deal(knowledge, draw_guess(knowledge, rng, ...), ...)``.
    """
    model = model or SamplingModel()
    draws = draw_guess(knowledge, rng, model, plays_on, late_turn)
    return build_deal(knowledge, draws, model, plays_on, late_turn)


@dataclass(frozen=True, slots=True)
class GuessDraws:
    """The random part of one guess, everything it takes from the generator: each proposal's
    unseen cards (``proposals``, see :func:`build_deal`), the number in [0, 1) that picks
    one of them by likelihood (``pick``; 0 with a single proposal), and the stock's shuffle
    as an order of positions (``order``). The rest of a guess is a pure function of these and
    the view, so it can be built in any process (``ai/expert.py`` shares that work)."""

    proposals: tuple[tuple[int, ...], ...]
    pick: float
    order: tuple[int, ...]


def draw_guess(
    knowledge: Knowledge,
    rng: random.Random,
    model: SamplingModel,
    plays_on: int = 0,
    late_turn: int | None = None,
) -> GuessDraws:
    """The random draws of one guess (see :class:`GuessDraws`), in the generator's order:
    each proposal's cards, the pick, the shuffle. How many numbers each takes depends only on
    the view and the kind of opponent, never on the cards drawn, so the draws can be made
    ahead of the work that uses them."""
    count = _drawn_count(knowledge, model, plays_on)
    unseen = knowledge.unseen
    proposals = tuple(tuple(sample(rng, unseen, count)) for _ in range(max(1, model.proposals)))
    pick = rng.random() if len(proposals) > 1 else 0.0
    order = list(range(len(unseen) - knowledge.hidden_count))
    shuffle(rng, order)
    return GuessDraws(proposals, pick, tuple(order))


def build_deal(
    knowledge: Knowledge,
    draws: GuessDraws,
    model: SamplingModel,
    plays_on: int = 0,
    late_turn: int | None = None,
) -> Deal:
    """The deal that ``draws`` make (a pure function): each proposal's hand improved the way
    the opponent's play improved it, one picked in proportion to its likelihood, and the
    rest of the unseen cards as the stock in the drawn order."""
    hands = [_improved_guess(knowledge, cards, plays_on, late_turn) for cards in draws.proposals]
    weights = [knowledge.likelihood(hand, model, plays_on, late_turn) for hand in hands]
    hand = hands[_pick(weights, draws.pick)]
    stock = [i for i in knowledge.unseen if not hand >> i & 1]
    return Deal(hand, tuple(stock[position] for position in draws.order))


def _drawn_count(knowledge: Knowledge, model: SamplingModel, plays_on: int) -> int:
    """How many unseen cards one proposal draws: the hidden ones, and as many extra as the
    opponent's play is replayed (see :func:`_improved_guess`), but never the whole stock: at
    least ``model.stock_left_unreplayed`` of its cards stay out of the replay."""
    improvement = model.sitter_improvement if plays_on else model.improvement
    replayed = round(knowledge.stock_draws * improvement) + knowledge.known.bit_count()
    stock = len(knowledge.unseen) - knowledge.hidden_count
    extra = min(replayed, stock - model.stock_left_unreplayed)
    return knowledge.hidden_count + max(0, extra)


def _improved_guess(
    knowledge: Knowledge,
    cards: Sequence[int],
    plays_on: int,
    late_turn: int | None = None,
) -> int:
    """A guess of the opponent's hand that has been improved the way its play improved it.

    A uniform guess of its hidden cards is far too weak. Its hidden cards are what is left of
    its ten dealt cards and its stock draws after every throw: the best ``hidden_count`` of
    ``10 + stock_draws`` random cards, ``stock_draws + known`` of them thrown (a card taken
    from the pile pushed out a card of its own). So a guess draws that many extra unseen
    cards (``cards``, :func:`_drawn_count`) and keeps, card by card, the ten that leave the least
    deadwood (the known cards always stay). A card that would have let it knock (as a knocker
    or a sitter, by ``plays_on``) is skipped, since it went on without knocking.
    The cards it drops are still unseen and go back among the stock.
    """
    hidden = knowledge.hidden_count
    known = knowledge.known
    hand = known | cards_to_index_mask(cards[:hidden])
    runs_only = knowledge.runs_only
    passed = knowledge.passed_knock
    for card in cards[hidden:]:
        bit = 1 << card
        dw, out = best_discard_mask(hand | bit, -1, runs_only)
        if (passed and knowledge.would_knock(dw, plays_on, late_turn)) or known >> out & 1:
            continue  # it would have knocked; or it keeps what it is known to hold
        hand = (hand | bit) ^ (1 << out)
    return hand


def _pick(weights: list[float], uniform: float) -> int:
    """The index that the number ``uniform`` in [0, 1) picks with probability proportional
    to ``weights`` (the first if all are 0)."""
    total = sum(weights)
    if len(weights) == 1 or total <= 0.0:
        return 0
    point = uniform * total
    for index, weight in enumerate(weights):
        point -= weight
        if point < 0.0:
            return index
    return len(weights) - 1


def cards_to_index_mask(indices: Sequence[int]) -> int:
    """The mask of the card indices ``indices``."""
    mask = 0
    for index in indices:
        mask |= 1 << index
    return mask


# --- the generator's own sampling, inlined ---------------------------------------------------
#
# ``random.Random.sample`` and ``shuffle`` spend most of their time calling ``_randbelow`` once
# per card. The two functions below make exactly the same calls to ``getrandbits`` in the same
# order (CPython's algorithms, copied), so they return the same cards for the same generator
# state, about twice as fast. A test compares them with the library's over many states; for
# another generator class, or a case the copy does not cover, they call the library.


def _set_size(k: int) -> int:
    """The population size up to which ``random.sample`` uses its pool algorithm for ``k``."""
    return 21 + (4 ** math.ceil(math.log(k * 3, 4)) if k > 5 else 0)


_POOL_LIMIT = tuple(_set_size(k) for k in range(53))


def sample(rng: random.Random, population: tuple[int, ...], k: int) -> list[int]:
    """``rng.sample(population, k)``: the same cards, in the same order, faster."""
    n = len(population)
    if type(rng) is not random.Random or not 0 <= k <= n or k >= len(_POOL_LIMIT):
        return rng.sample(population, k)
    if n > _POOL_LIMIT[k]:
        return rng.sample(population, k)
    getrandbits = rng.getrandbits
    pool = list(population)
    result = [0] * k
    for i in range(k):
        left = n - i
        width = left.bit_length()
        j = getrandbits(width)
        while j >= left:
            j = getrandbits(width)
        result[i] = pool[j]
        pool[j] = pool[left - 1]
    return result


def shuffle(rng: random.Random, items: list[int]) -> None:
    """``rng.shuffle(items)``: the same order, faster."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        left = i + 1
        width = left.bit_length()
        j = getrandbits(width)
        while j >= left:
            j = getrandbits(width)
        items[i], items[j] = items[j], items[i]
