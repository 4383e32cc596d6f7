"""A game of Gin Rummy as an explicit state machine: phases, legal actions, apply.

The :class:`Game` is the only mutable object of the engine. ``legal_actions()`` lists what the
seat to act (``actor``) may do; ``apply(action)`` checks it, changes the state and returns the
events that happened. Chance is injected: the cut and the deal come from the game's
``random.Random`` (seeded) unless the actions carry their cards, and the history records the
resolved actions, so a game replays exactly.

Subtleties:

* Upcard offer: the non-dealer may take the first upcard or pass; then the dealer; if both pass
  the non-dealer must draw from the stock.
* The card just taken from the discard pile may not be thrown back on the same turn (setting).
* The wall: a discard that leaves two cards or fewer in the stock, without a knock, ends the hand
  dead; under the 50th-card rule the next player may still take that discard, only to knock.
  A hand in which ``discard_draw_cap`` cards were taken from the pile is dead after the next
  discard. After a dead hand the same dealer deals again.
* Oklahoma: the first upcard sets the hand's knock limit (ace: gin only, or 1 by setting) and a
  spade upcard doubles the hand.
* Bad input: :meth:`Game.is_legal` answers False, and :meth:`Game.apply` raises
  :class:`IllegalActionError`, for anything that is not a well-formed legal action: an object
  that is not one of the action classes, a ``Discard(None)``, a ``Cut`` or ``Deal`` whose cards
  are not a list or tuple of distinct Cards of the right shape, or a ``Knock`` whose ``melds``
  are not a valid arrangement of the hand after the discard (see :meth:`Game.is_legal`).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .actions import (
    Action,
    BigGin,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Knock,
    LayOff,
    Pass,
    TakeDiscard,
    TakeUpcard,
)
from .cards import FULL_DECK, Card, Suit, cards_of_mask
from .errors import (
    GinRummyError,
    GinRummyTypeError,
    GinRummyValueError,
    IllegalActionError,
    MeldError,
    excerpt,
)
from .events import (
    CardDiscarded,
    DealerChosen,
    DiscardTaken,
    Event,
    GameOver,
    HandDealt,
    HandEnded,
    Knocked,
    ShowdownSettled,
    StockDrawn,
    UpcardPassed,
    UpcardTaken,
    WallReached,
)
from .melds import Arrangement, Meld, min_deadwood_mask
from .rules import NextDealer, RuleSet
from .scoring import HandResult, ScoreSheet, extend_sheet, score_sheet
from .showdown import Outcome, Role, Settlement, check_knock_melds, settle
from .view import Phase, PlayerView

__all__ = ["PHASE_TRANSITIONS", "Game", "next_phases"]

HAND_SIZE = 10
WALL = 2
_ACTION_TYPES = frozenset(
    (Cut, Deal, TakeUpcard, Pass, DrawStock, TakeDiscard, Discard, Knock, BigGin, LayOff)
)

PHASE_TRANSITIONS: Mapping[tuple[Phase, type[Action]], frozenset[Phase]] = MappingProxyType({
    (Phase.CUT, Cut): frozenset({Phase.DEAL}),
    (Phase.DEAL, Deal): frozenset({Phase.UPCARD_OFFER}),
    (Phase.HAND_OVER, Deal): frozenset({Phase.UPCARD_OFFER}),
    (Phase.UPCARD_OFFER, TakeUpcard): frozenset({Phase.DISCARD}),
    (Phase.UPCARD_OFFER, Pass): frozenset({Phase.UPCARD_OFFER, Phase.DRAW}),
    (Phase.DRAW, DrawStock): frozenset({Phase.DISCARD}),
    (Phase.DRAW, TakeDiscard): frozenset({Phase.DISCARD}),
    (Phase.DRAW, Pass): frozenset({Phase.HAND_OVER}),
    (Phase.DISCARD, Discard): frozenset({Phase.DRAW, Phase.HAND_OVER}),
    (Phase.DISCARD, Knock): frozenset({Phase.SHOWDOWN}),
    (Phase.DISCARD, BigGin): frozenset({Phase.SHOWDOWN}),
    (Phase.SHOWDOWN, LayOff): frozenset({Phase.HAND_OVER, Phase.GAME_OVER}),
})
"""Every phase change one :meth:`Game.apply` can make: (phase before, the action's class) to
the phases it may lead to. The subtleties: passing the first upcard keeps the offer open for the
dealer (UPCARD_OFFER to itself); a pass in the draw is the wall's pass under the 50th-card rule,
which ends the hand dead; a discard ends the hand dead at the wall (without the 50th-card rule)
or at the discard-draw cap; a dead hand scores nothing, so only a showdown can end the game;
the redeal after a dead hand, like every next hand, is a Deal from HAND_OVER (DEAL follows only
the cut). A new game is a new :class:`Game` (it starts at CUT), not an edge."""


def next_phases(phase: Phase) -> frozenset[Phase]:
    """The phases one action can lead to from ``phase`` (see :data:`PHASE_TRANSITIONS`).

    >>> sorted(p.name for p in next_phases(Phase.DISCARD))
    ['DRAW', 'HAND_OVER', 'SHOWDOWN']
    >>> next_phases(Phase.GAME_OVER)
    frozenset()
    """
    return frozenset().union(
        *(targets for (source, _kind), targets in PHASE_TRANSITIONS.items() if source is phase)
    )


def _check_transitions() -> None:
    """Checked at import: every phase but GAME_OVER has a way out, every target is a phase."""
    sources = {source for source, _kind in PHASE_TRANSITIONS}
    assert sources == set(Phase) - {Phase.GAME_OVER}, sources
    for (_source, kind), targets in PHASE_TRANSITIONS.items():
        assert kind in _ACTION_TYPES and targets and targets <= set(Phase), kind


_check_transitions()


@dataclass(slots=True)
class _Hand:
    """The mutable state of the hand in play (private to the game)."""

    number: int
    dealer: int
    masks: list[int]
    stock: list[Card]
    pile: list[Card]
    first_upcard: Card
    knock_limit: int
    multiplier: int
    taken: Card | None = None
    stock_only: bool = False
    at_wall: bool = False
    picked: tuple[list[Card], list[Card]] = field(default_factory=lambda: ([], []))
    thrown: tuple[list[Card], list[Card]] = field(default_factory=lambda: ([], []))
    passed: list[bool] = field(default_factory=lambda: [False, False])
    discard_draws: int = 0
    knocker: int | None = None
    knock_arrangement: Arrangement | None = None
    settlement: Settlement | None = None
    revealed: bool = False

    @property
    def discards(self) -> int:
        """Discards made so far by both players (a knock's card is not one)."""
        return len(self.thrown[0]) + len(self.thrown[1])


class Game:
    """A whole game (match) between seats 0 and 1 under ``rules``.

    ``rules``: a :class:`RuleSet` or None (Standard); ``seed``: an int or None; ``rng``: a
    ``random.Random`` or None (it takes precedence over ``seed``). Anything else raises
    :class:`GinRummyTypeError`. Seats, wherever a method takes one, are the ints 0 and 1.

    >>> game = Game(seed=7)
    >>> game.phase
    <Phase.CUT: 'cut for dealer'>
    """

    def __init__(
        self,
        rules: RuleSet | None = None,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
    ) -> None:
        _check_game_args(rules, seed, rng)
        self.rules = rules if rules is not None else RuleSet()
        self._rng = rng if rng is not None else random.Random(seed)
        self._phase = Phase.CUT
        self._actor: int | None = None
        self._next_dealer: int | None = None
        self._hand: _Hand | None = None
        self._results: list[HandResult] = []
        self._sheet = score_sheet(self.rules, ())
        self._history: list[Action] = []
        self._legal: tuple[Action, ...] | None = None

    # --- queries ------------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def actor(self) -> int | None:
        """The seat to act, or None for the chance steps (cut, deal) and at the end."""
        return self._actor

    @property
    def history(self) -> tuple[Action, ...]:
        """Every action applied, chance resolved (the cut cards, the deck order)."""
        return tuple(self._history)

    @property
    def sheet(self) -> ScoreSheet:
        return self._sheet

    @property
    def results(self) -> tuple[HandResult, ...]:
        return tuple(self._results)

    @property
    def dealer(self) -> int | None:
        """The dealer of the hand in play (or just ended); before the first deal, the next one."""
        return self._hand.dealer if self._hand else self._next_dealer

    @property
    def next_dealer(self) -> int | None:
        """Who deals the next hand (None until the cut)."""
        return self._next_dealer

    @property
    def stock_size(self) -> int:
        return len(self._hand.stock) if self._hand else 0

    def hand_of(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds (the full truth: for the table and tests, not for players)."""
        _check_seat(seat)
        return cards_of_mask(self._hand.masks[seat]) if self._hand else ()

    def copy(self) -> Game:
        """An independent deep copy (its random generator included), in time linear in the
        history but without copying the actions themselves: the history's actions, the
        hands' results and the score sheet are frozen and never changed by the game, so the
        copy has new lists of the same ones (a match of a thousand hands copies in about a
        millisecond; copying every action and card took a third of a second)."""
        shared: dict[int, object] = {
            id(self._history): list(self._history),
            id(self._results): list(self._results),
            id(self._sheet): self._sheet,
        }
        return copy.deepcopy(self, shared)

    def legal_actions(self) -> tuple[Action, ...]:
        """What the actor may do now (for chance steps, the unresolved Cut() or Deal())."""
        if self._legal is None:
            self._legal = self._compute_legal_actions()
        return self._legal

    def _compute_legal_actions(self) -> tuple[Action, ...]:
        phase = self._phase
        if phase is Phase.CUT:
            return (Cut(),)
        if phase in (Phase.DEAL, Phase.HAND_OVER):
            return (Deal(),)
        if phase is Phase.UPCARD_OFFER:
            return (TakeUpcard(), Pass())
        if phase is Phase.DRAW:
            return self._draw_actions()
        if phase is Phase.DISCARD:
            return self._discard_actions()
        if phase is Phase.SHOWDOWN:
            return (LayOff(),)
        return ()

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` may be applied now; False, never an exception, for any object.

        Checked in full: the action's class (one of the action classes itself, not a look-alike
        or a subclass), its phase and actor, its cards (a Cut's or Deal's cards a list or tuple
        of distinct Cards making a valid cut or deck), and a Knock's ``melds``: None, or a list
        or tuple of :class:`Meld` that are disjoint, hold only cards of the hand after the
        discard, are allowed by the rules (runs only) and leave deadwood within the hand's
        knock limit.
        """
        return self._problem(action) is None

    def _problem(self, action: object) -> str | None:
        """Why ``action`` may not be applied now ("" when it is simply not among the legal
        actions), or None when it may. Exact classes only, so no look-alike's ``__eq__`` runs."""
        if type(action) not in _ACTION_TYPES:
            return "it is not an action"
        match action:
            case Discard(card=card) | Knock(card=card) if not isinstance(card, Card):
                return f"the card must be a Card, not {excerpt(card)}"
            case Discard(card=card):
                return None if self._may_discard(card) else ""
            case Knock(card=card, melds=melds):
                if Knock(card) not in self.legal_actions():
                    return ""
                return None if melds is None else self._melds_problem(card, melds)
            case Cut() | Deal():
                return self._chance_problem(action)
        return None if action in self.legal_actions() else ""

    def _chance_problem(self, action: object) -> str | None:
        """:meth:`_problem` for a Cut or a Deal, whose cards (when given) are checked in full."""
        if isinstance(action, Cut):
            if self._phase is not Phase.CUT:
                return ""
            return None if action.cards is None else _cards_problem(action.cards, _check_cuts)
        assert isinstance(action, Deal)
        if self._phase not in (Phase.DEAL, Phase.HAND_OVER):
            return ""
        return None if action.deck is None else _cards_problem(action.deck, _check_deck)

    def _melds_problem(self, card: Card, melds: object) -> str | None:
        """Why ``melds`` are not a valid arrangement of the actor's hand less ``card``, or None."""
        if not isinstance(melds, list | tuple):
            return f"a knock's melds must be a list or tuple of Melds, not {excerpt(melds)}"
        for meld in melds:
            if not isinstance(meld, Meld):
                return f"a knock's melds must be Melds, not {excerpt(meld)}"
        hand = self._current_hand()
        kept = hand.masks[self._seat()] ^ card.bit
        try:
            check_knock_melds(kept, melds, hand.knock_limit, self.rules)
        except MeldError as error:
            return str(error)
        return None

    def _draw_actions(self) -> tuple[Action, ...]:
        hand = self._current_hand()
        if hand.at_wall:
            return (TakeDiscard(), Pass()) if self._can_knock_with_upcard() else (Pass(),)
        if hand.stock_only or not hand.pile:
            return (DrawStock(),)
        return (DrawStock(), TakeDiscard())

    def _discard_actions(self) -> tuple[Action, ...]:
        hand = self._current_hand()
        mask = hand.masks[self._seat()]
        throwable = self._throwable()
        actions: list[Action] = []
        if not hand.at_wall:
            actions.extend(Discard(c) for c in throwable)
        actions.extend(Knock(c) for c in throwable if self._knock_ok(mask ^ c.bit))
        if self.rules.big_gin and min_deadwood_mask(mask, self.rules.runs_only) == 0:
            actions.append(BigGin())
        return tuple(actions)

    def _may_discard(self, card: Card) -> bool:
        """Whether ``Discard(card)`` is among the legal actions, found without listing them
        (each knock there is a deadwood search): the Discards are the throwable cards' when
        not at the wall, and ``card`` is compared with each throwable card as the Discards
        in the list would compare it. A replayed match is mostly draws and discards: this
        took 40 % off the time to replay one (issue 39)."""
        if self._phase is not Phase.DISCARD or self._current_hand().at_wall:
            return False
        return card in self._throwable()

    def _throwable(self) -> tuple[Card, ...]:
        """The actor's cards it may throw (discard, or knock with) in the discard phase, in
        order: all but the card just taken from the pile when that may not go back."""
        hand = self._current_hand()
        mask = hand.masks[self._seat()]
        if hand.taken is not None and not self.rules.may_discard_taken_card:
            mask &= ~hand.taken.bit
        return cards_of_mask(mask)

    def _knock_ok(self, kept: int) -> bool:
        return min_deadwood_mask(kept, self.rules.runs_only) <= self._current_hand().knock_limit

    def _can_knock_with_upcard(self) -> bool:
        hand = self._current_hand()
        top = hand.pile[-1]
        mask = hand.masks[self._seat()] | top.bit
        if self.rules.big_gin and min_deadwood_mask(mask, self.rules.runs_only) == 0:
            return True
        keep_top = not self.rules.may_discard_taken_card
        return any(
            self._knock_ok(mask ^ c.bit)
            for c in cards_of_mask(mask)
            if not (keep_top and c == top)
        )

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know now (see :class:`PlayerView`)."""
        _check_seat(seat)
        hand = self._hand
        legal = self.legal_actions() if self._actor == seat else ()
        if hand is None:
            return self._empty_view(seat, legal)
        return PlayerView(
            seat=seat,
            phase=self._phase,
            actor=self._actor,
            legal_actions=legal,
            hand=cards_of_mask(hand.masks[seat]),
            discard_pile=tuple(hand.pile),
            stock_size=len(hand.stock),
            opponent_hand_size=hand.masks[1 - seat].bit_count(),
            picked=(tuple(hand.picked[0]), tuple(hand.picked[1])),
            thrown=(tuple(hand.thrown[0]), tuple(hand.thrown[1])),
            passed_upcard=(hand.passed[0], hand.passed[1]),
            first_upcard=hand.first_upcard,
            dealer=hand.dealer,
            hand_number=hand.number,
            knock_limit=hand.knock_limit,
            multiplier=hand.multiplier,
            may_not_discard=hand.taken if self._actor == seat else None,
            at_wall=hand.at_wall,
            discard_draws=hand.discard_draws,
            rules=self.rules,
            sheet=self._sheet,
            knocker=hand.knocker,
            knocker_arrangement=hand.knock_arrangement,
            settlement=hand.settlement if hand.revealed else None,
        )

    def _empty_view(self, seat: int, legal: tuple[Action, ...]) -> PlayerView:
        return PlayerView(
            seat=seat, phase=self._phase, actor=self._actor, legal_actions=legal, hand=(),
            discard_pile=(), stock_size=0, opponent_hand_size=0, picked=((), ()),
            thrown=((), ()), passed_upcard=(False, False), first_upcard=None,
            dealer=self._next_dealer, hand_number=0, knock_limit=self.rules.knock_limit,
            multiplier=1, may_not_discard=None, at_wall=False, discard_draws=0,
            rules=self.rules, sheet=self._sheet, knocker=None, knocker_arrangement=None,
            settlement=None,
        )

    # --- apply --------------------------------------------------------------------------

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Apply ``action`` for the actor; raises :class:`IllegalActionError` if not legal now
        (whatever the object given: see :meth:`is_legal`), and then changes nothing."""
        problem = self._problem(action)
        if problem is not None:
            raise IllegalActionError(
                f"{excerpt(action, 120)} is not legal in phase {self._phase.value!r}"
                f"{'' if self._actor is None else f' for seat {self._actor}'}"
                f"{f': {problem}' if problem else ''}"
            )
        self._legal = None
        try:
            events, resolved = self._dispatch(action)
        except GinRummyError as error:
            raise IllegalActionError(
                f"{excerpt(action, 120)} is not legal in phase {self._phase.value!r}: {error}"
            ) from error
        self._history.append(resolved)
        return events

    def _dispatch(self, action: Action) -> tuple[tuple[Event, ...], Action]:
        match action:
            case Cut():
                return self._apply_cut(action)
            case Deal():
                return self._apply_deal(action)
            case TakeUpcard():
                return self._apply_take_upcard(), action
            case Pass():
                return self._apply_pass(), action
            case DrawStock():
                return self._apply_draw_stock(), action
            case TakeDiscard():
                return self._apply_take_discard(), action
            case Discard():
                return self._apply_discard(action.card), action
            case Knock():
                events = self._apply_knock(action)
                return events, self._laid_out(action)
            case BigGin():
                return self._apply_big_gin(), action
            case LayOff():
                return self._apply_lay_off(), action
        raise AssertionError(f"unhandled action {action!r}")

    def _current_hand(self) -> _Hand:
        assert self._hand is not None, "no hand in play"
        return self._hand

    def _seat(self) -> int:
        assert self._actor is not None, "no seat to act"
        return self._actor

    # --- cut and deal -------------------------------------------------------------------

    def _apply_cut(self, action: Cut) -> tuple[tuple[Event, ...], Action]:
        cuts = action.cards if action.cards is not None else self._random_cuts()
        _check_cuts(cuts)
        dealer = 0 if cuts[-2].rank < cuts[-1].rank else 1
        self._next_dealer = dealer
        self._phase = Phase.DEAL
        return (DealerChosen(cuts, dealer),), Cut(cuts)

    def _random_cuts(self) -> tuple[Card, ...]:
        cuts: list[Card] = []
        while not cuts or cuts[-2].rank == cuts[-1].rank:
            cuts.extend(self._rng.sample(FULL_DECK, 2))
        return tuple(cuts)

    def _apply_deal(self, action: Deal) -> tuple[tuple[Event, ...], Action]:
        deck = action.deck if action.deck is not None else self._shuffled_deck()
        _check_deck(deck)
        assert self._next_dealer is not None
        dealer = self._next_dealer
        first = 1 - dealer
        masks = [0, 0]
        for i, card in enumerate(deck[: 2 * HAND_SIZE]):
            masks[first if i % 2 == 0 else dealer] |= card.bit
        upcard = deck[2 * HAND_SIZE]
        limit = self.rules.knock_limit_for(upcard.points, upcard.rank == 0)
        multiplier = 2 if _spade_doubles(self.rules, upcard) else 1
        number = len(self._results) + 1
        stock = list(reversed(deck[2 * HAND_SIZE + 1 :]))
        self._hand = _Hand(number, dealer, masks, stock, [upcard], upcard, limit, multiplier)
        self._phase, self._actor = Phase.UPCARD_OFFER, first
        hands = (cards_of_mask(masks[0]), cards_of_mask(masks[1]))
        event = HandDealt(number, dealer, hands, upcard, len(stock), limit, multiplier)
        return (event,), Deal(tuple(deck))

    def _shuffled_deck(self) -> tuple[Card, ...]:
        deck = list(FULL_DECK)
        self._rng.shuffle(deck)
        return tuple(deck)

    # --- the upcard offer and the draw ------------------------------------------------------

    def _apply_take_upcard(self) -> tuple[Event, ...]:
        seat, hand = self._seat(), self._current_hand()
        card = self._take_top(hand, seat)
        self._phase = Phase.DISCARD
        return (UpcardTaken(seat, card),)

    def _take_top(self, hand: _Hand, seat: int) -> Card:
        card = hand.pile.pop()
        hand.masks[seat] |= card.bit
        hand.picked[seat].append(card)
        hand.taken = card
        return card

    def _apply_pass(self) -> tuple[Event, ...]:
        seat, hand = self._seat(), self._current_hand()
        if hand.at_wall:
            return self._end_dead()
        hand.passed[seat] = True
        if seat != hand.dealer:
            self._actor = hand.dealer
        else:
            self._phase, self._actor, hand.stock_only = Phase.DRAW, 1 - hand.dealer, True
        return (UpcardPassed(seat),)

    def _apply_draw_stock(self) -> tuple[Event, ...]:
        seat, hand = self._seat(), self._current_hand()
        card = hand.stock.pop()
        hand.masks[seat] |= card.bit
        hand.taken, hand.stock_only = None, False
        self._phase = Phase.DISCARD
        return (StockDrawn(seat, card),)

    def _apply_take_discard(self) -> tuple[Event, ...]:
        seat, hand = self._seat(), self._current_hand()
        card = self._take_top(hand, seat)
        hand.discard_draws += 1
        self._phase = Phase.DISCARD
        return (DiscardTaken(seat, card),)

    # --- discard, knock, showdown ---------------------------------------------------------

    def _apply_discard(self, card: Card) -> tuple[Event, ...]:
        seat, hand = self._seat(), self._current_hand()
        hand.masks[seat] ^= card.bit
        hand.pile.append(card)
        hand.thrown[seat].append(card)
        hand.taken = None
        discarded = CardDiscarded(seat, card)
        if hand.discard_draws >= self.rules.discard_draw_cap:
            return (discarded, *self._end_dead())
        if len(hand.stock) <= WALL:
            if not self.rules.fiftieth_card:
                return (discarded, *self._end_dead())
            hand.at_wall = True
            self._phase, self._actor = Phase.DRAW, 1 - seat
            return (discarded, WallReached(1 - seat))
        self._phase, self._actor = Phase.DRAW, 1 - seat
        return (discarded,)

    def _apply_knock(self, action: Knock) -> tuple[Event, ...]:
        seat, hand = self._seat(), self._current_hand()
        kept = hand.masks[seat] ^ action.card.bit
        out_of_play, defender_known = _knocker_knowledge(hand, seat, action.card)
        settlement = settle(
            cards_of_mask(kept),
            cards_of_mask(hand.masks[1 - seat]),
            self.rules,
            knocker_melds=action.melds,
            knock_limit=hand.knock_limit,
            multiplier=hand.multiplier,
            out_of_play=out_of_play,
            defender_known=defender_known,
        )
        hand.masks[seat] = kept
        return self._enter_showdown(seat, action.card, settlement)

    def _laid_out(self, action: Knock) -> Knock:
        """The knock as the history records it: with the melds laid on the table, so that a
        record replays the same showdown whatever a later program's default arrangement."""
        if action.melds is not None:
            return action
        arrangement = self._current_hand().knock_arrangement
        assert arrangement is not None
        return Knock(action.card, arrangement.melds)

    def _apply_big_gin(self) -> tuple[Event, ...]:
        seat, hand = self._seat(), self._current_hand()
        settlement = settle(
            cards_of_mask(hand.masks[seat]),
            cards_of_mask(hand.masks[1 - seat]),
            self.rules,
            multiplier=hand.multiplier,
        )
        return self._enter_showdown(seat, None, settlement)

    def _enter_showdown(
        self, seat: int, card: Card | None, settlement: Settlement
    ) -> tuple[Event, ...]:
        hand = self._current_hand()
        hand.knocker, hand.settlement, hand.taken = seat, settlement, None
        hand.knock_arrangement = settlement.knocker
        self._phase, self._actor = Phase.SHOWDOWN, 1 - seat
        outcome = settlement.outcome
        is_gin = outcome in (Outcome.GIN, Outcome.BIG_GIN)
        return (
            Knocked(seat, card, settlement.knocker, is_gin, outcome is Outcome.BIG_GIN),
        )

    def _apply_lay_off(self) -> tuple[Event, ...]:
        hand = self._current_hand()
        settlement, knocker = hand.settlement, hand.knocker
        assert settlement is not None and knocker is not None
        hand.revealed = True
        winner = knocker if settlement.winner is Role.KNOCKER else 1 - knocker
        result = HandResult(
            hand.number, hand.dealer, settlement.outcome, winner, settlement.points,
            knocker, settlement, hand.discards,
        )
        if self.rules.next_dealer is NextDealer.WINNER:
            self._next_dealer = winner
        else:
            self._next_dealer = 1 - hand.dealer
        return (ShowdownSettled(1 - knocker, settlement), *self._record_result(result))

    def _end_dead(self) -> tuple[Event, ...]:
        hand = self._current_hand()
        result = HandResult(
            hand.number, hand.dealer, Outcome.DEAD, None, 0, discards=hand.discards
        )
        self._next_dealer = hand.dealer
        return self._record_result(result)

    def _record_result(self, result: HandResult) -> tuple[Event, ...]:
        """Enter the hand just ended: the sheet is extended by it, never built again from
        every hand (that made a long match's replay cubic in its hands, issue 39)."""
        self._results.append(result)
        self._sheet = extend_sheet(self._sheet, result, self.rules)
        ended = HandEnded(result, self._sheet)
        if self._sheet.is_over:
            self._phase, self._actor = Phase.GAME_OVER, None
            return (ended, GameOver(self._sheet))
        self._phase, self._actor = Phase.HAND_OVER, None
        return (ended,)


def _check_game_args(rules: object, seed: object, rng: object) -> None:
    if rules is not None and not isinstance(rules, RuleSet):
        raise GinRummyTypeError(f"a game's rules must be a RuleSet or None, not {excerpt(rules)}")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise GinRummyTypeError(f"a game's seed must be an int or None, not {excerpt(seed)}")
    if rng is not None and not isinstance(rng, random.Random):
        raise GinRummyTypeError(f"a game's rng must be a random.Random or None, not {excerpt(rng)}")


def _knocker_knowledge(hand: _Hand, seat: int, card: Card) -> tuple[list[Card], list[Card]]:
    """What ``seat``, knocking with ``card``, knows of the cards outside its hand: those out
    of play (the discard pile and the knock card), and those the defender is known to hold
    (every card it took from the pile that is neither back in the pile nor in the knocker's
    hand: cards leave the pile only when taken, so such a card is still the defender's). Public
    history only: the knocker's default melds are chosen from this (see :mod:`.showdown`)."""
    out_of_play = [*hand.pile, card]
    mine = hand.masks[seat]
    gone = {*hand.pile, card}
    known = {c for c in hand.picked[1 - seat] if c not in gone and not mine & c.bit}
    return out_of_play, sorted(known)


def _check_seat(seat: object) -> None:
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise GinRummyTypeError(f"a seat is the int 0 or 1, not {excerpt(seat)}")
    if seat not in (0, 1):
        raise GinRummyValueError(f"seat must be 0 or 1, not {excerpt(seat)}")


def _cards_problem(cards: object, check: Callable[[tuple[Card, ...]], None]) -> str | None:
    """Why a Cut's or Deal's ``cards`` are refused (by type, or by ``check``), or None."""
    if not isinstance(cards, list | tuple) or not all(isinstance(c, Card) for c in cards):
        return f"the cards must be a list or tuple of Cards, not {excerpt(cards)}"
    try:
        check(tuple(cards))
    except GinRummyError as error:
        return str(error)
    return None


def _spade_doubles(rules: RuleSet, upcard: Card) -> bool:
    return rules.oklahoma and rules.oklahoma_spade_doubles and upcard.suit is Suit.SPADES


def _check_cuts(cuts: tuple[Card, ...]) -> None:
    if len(cuts) < 2 or len(cuts) % 2:
        raise GinRummyError("the cut needs pairs of cards")
    pairs = [cuts[i : i + 2] for i in range(0, len(cuts), 2)]
    if any(a == b for a, b in pairs):
        raise GinRummyError("a cut pair needs two different cards")
    if any(a.rank != b.rank for a, b in pairs[:-1]) or pairs[-1][0].rank == pairs[-1][1].rank:
        raise GinRummyError("only the last cut pair may differ in rank, and it must")


def _check_deck(deck: tuple[Card, ...]) -> None:
    if len(deck) != 52 or len(set(deck)) != 52 or not all(isinstance(c, Card) for c in deck):
        raise GinRummyError("a deck must hold each of the 52 cards exactly once")
