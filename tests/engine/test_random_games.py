"""Seeded random games under every preset (and a few settings), checking invariants after
every action: the 52 cards are conserved, the stock is dealt in deck order, hand sizes fit the
phase, phases move only along the edges the engine declares (``PHASE_TRANSITIONS``, which
the table's turn machine is built from), every hand's points follow from its showdown, and the
score sheet adds up. A player here picks random legal actions with a bias to knock
(and often the best discard) so that games end."""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest

from ginrummy_desktop.engine import (
    FULL_DECK,
    PHASE_TRANSITIONS,
    PRESETS,
    Action,
    BigGin,
    Card,
    CardDiscarded,
    Column,
    Cut,
    Deal,
    Discard,
    DiscardTaken,
    DrawStock,
    Event,
    Game,
    HandDealt,
    HandEnded,
    HandResult,
    IllegalActionError,
    Knock,
    Knocked,
    LayOff,
    NextDealer,
    Outcome,
    Pass,
    Phase,
    RuleSet,
    StockDrawn,
    TakeDiscard,
    TakeUpcard,
    UpcardTaken,
    cards_to_mask,
    deadwood_points,
    min_deadwood_mask,
)

# Actions to try where they are not legal: each must raise and change nothing.
STRAYS: tuple[Action, ...] = (
    Cut(), Deal(), TakeUpcard(), Pass(), DrawStock(), TakeDiscard(), BigGin(), LayOff(),
    Discard(FULL_DECK[0]), Knock(FULL_DECK[-1]),
)

VARIANTS: dict[str, RuleSet] = {
    **{f"preset-{key}": rules for key, rules in PRESETS.items()},
    "fiftieth-card": RuleSet(fiftieth_card=True, may_discard_taken_card=True),
    "winner-deals": RuleSet(next_dealer=NextDealer.WINNER, undercut_on_ties=False),
    "runs-only-no-layoffs": RuleSet(runs_only=True, layoffs_allowed=False),
    "cap-3-doubles-all": RuleSet(discard_draw_cap=3, shutout_doubles_all=True),
    "oklahoma-ace-one": PRESETS["oklahoma"].with_changes(
        oklahoma_ace_knock_one=True, oklahoma_spade_doubles=False, fiftieth_card=True
    ),
}


def choose(game: Game, rng: random.Random) -> Action:
    """A random legal action, biased to knock and to discard well."""
    legal = game.legal_actions()
    if BigGin() in legal:
        return BigGin()
    knocks = [a for a in legal if isinstance(a, Knock)]
    if knocks and rng.random() < 0.9:
        return rng.choice(knocks)
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards and rng.random() < 0.75:
        actor = game.actor
        assert actor is not None
        mask = cards_to_mask(game.hand_of(actor))
        return min(discards, key=lambda d: min_deadwood_mask(mask ^ d.card.bit, False))
    if TakeDiscard() in legal and DrawStock() in legal:
        return TakeDiscard() if rng.random() < 0.25 else DrawStock()
    return rng.choice(legal)


FULL_MASK = (1 << 52) - 1


@dataclass
class Tracker:
    """An independent model of the table, kept from the events alone: both hands, the discard
    pile, the stock (from the deal's deck order) and the face-down knock card."""

    rules: RuleSet
    rng: random.Random
    hands: list[int] = field(default_factory=lambda: [0, 0])  # card masks
    pile: list[Card] = field(default_factory=list)  # top last
    stock: list[Card] = field(default_factory=list)  # top last
    knock_card: Card | None = None
    knocker: int | None = None
    big_gin: bool = False
    next_dealer: int | None = None
    hands_ended: int = 0
    actions: int = 0

    def after(self, game: Game, before: Phase, action: Action, events: tuple[Event, ...]) -> None:
        self.actions += 1
        edge = (before, type(action))
        assert game.phase in PHASE_TRANSITIONS.get(edge, ()), (before, action, game.phase)
        for event in events:
            self.see(game, event)
        if game.phase is Phase.CUT or (game.phase is Phase.DEAL and not game.results):
            return
        check_cards(game, self)
        check_sizes(game, self)
        if before is not game.phase and self.rng.random() < 0.3:
            check_views(game, self)

    def see(self, game: Game, event: Event) -> None:
        match event:
            case HandDealt():
                self.new_hand(game, event)
            case StockDrawn(seat=seat, card=card):
                assert card == self.stock.pop(), "the stock is not dealt in deck order"
                self.hands[seat] |= card.bit
            case UpcardTaken(seat=seat, card=card) | DiscardTaken(seat=seat, card=card):
                assert card == self.pile.pop(), "not the top of the pile"
                self.hands[seat] |= card.bit
            case CardDiscarded(seat=seat, card=card):
                assert self.hands[seat] & card.bit
                self.hands[seat] ^= card.bit
                self.pile.append(card)
            case Knocked():
                self.knocked(game, event)
            case HandEnded(result=result):
                self.hands_ended += 1
                check_result(game, result)
                check_sheet(game.rules, game.results)
                assert event.sheet == game.sheet
                self.next_dealer = next_dealer(game.rules, result)
                check_views(game, self)

    def new_hand(self, game: Game, event: HandDealt) -> None:
        deal = game.history[-1]
        assert isinstance(deal, Deal) and deal.deck is not None
        assert event.upcard == deal.deck[20]
        self.stock = list(reversed(deal.deck[21:]))
        self.pile = [event.upcard]
        self.hands = [cards_to_mask(event.hands[0]), cards_to_mask(event.hands[1])]
        first = 1 - event.dealer
        assert self.hands[first] == cards_to_mask(deal.deck[0:20:2])
        assert self.hands[event.dealer] == cards_to_mask(deal.deck[1:20:2])
        self.knock_card, self.knocker, self.big_gin = None, None, False
        if self.next_dealer is not None:
            assert event.dealer == self.next_dealer

    def knocked(self, game: Game, event: Knocked) -> None:
        self.knock_card, self.knocker, self.big_gin = event.card, event.seat, event.is_big_gin
        if event.card is not None:
            assert self.hands[event.seat] & event.card.bit
            self.hands[event.seat] ^= event.card.bit
        assert event.is_gin == (event.arrangement.deadwood_points == 0)
        assert event.arrangement.deadwood_points <= game.view(event.seat).knock_limit
        assert cards_to_mask(event.arrangement.cards) == self.hands[event.seat]


def next_dealer(rules: RuleSet, result: HandResult) -> int:
    if result.winner is None:
        return result.dealer
    if rules.next_dealer is NextDealer.WINNER:
        return result.winner
    return 1 - result.dealer


def check_cards(game: Game, tracker: Tracker) -> None:
    """The engine's hands match the model, and hands + stock + pile + the face-down knock card
    hold each of the 52 cards exactly once."""
    hands = tracker.hands
    assert cards_to_mask(game.hand_of(0)) == hands[0]
    assert cards_to_mask(game.hand_of(1)) == hands[1]
    pile, stock = cards_to_mask(tracker.pile), cards_to_mask(tracker.stock)
    knock = tracker.knock_card.bit if tracker.knock_card is not None else 0
    parts = (hands[0], hands[1], pile, stock, knock)
    assert sum(p.bit_count() for p in parts) == 52, "a card is lost or in two places"
    assert hands[0] | hands[1] | pile | stock | knock == FULL_MASK
    assert game.stock_size == len(tracker.stock)


def check_sizes(game: Game, tracker: Tracker) -> None:
    sizes = (tracker.hands[0].bit_count(), tracker.hands[1].bit_count())
    phase, actor = game.phase, game.actor
    if phase in (Phase.DEAL, Phase.HAND_OVER, Phase.GAME_OVER):
        assert actor is None
    if phase in (Phase.UPCARD_OFFER, Phase.DRAW):
        assert actor is not None and sizes == (10, 10)
    elif phase is Phase.DISCARD:
        assert actor is not None and sizes[actor] == 11 and sizes[1 - actor] == 10
    elif phase is Phase.SHOWDOWN:
        assert tracker.knocker is not None and actor == 1 - tracker.knocker
    if phase in (Phase.SHOWDOWN, Phase.HAND_OVER, Phase.GAME_OVER) and tracker.knocker is not None:
        knocker = tracker.knocker
        assert sizes[knocker] == (11 if tracker.big_gin else 10)
        assert sizes[1 - knocker] == 10
    elif phase in (Phase.HAND_OVER, Phase.GAME_OVER):
        assert sizes == (10, 10)  # a dead hand


def check_views(game: Game, tracker: Tracker) -> None:
    """Each seat's view: its own hand, the public pile and counts, legal actions only to act."""
    legal = game.legal_actions()
    for seat in (0, 1):
        view = game.view(seat)
        assert view.phase is game.phase and view.actor == game.actor
        assert view.legal_actions == (legal if game.actor == seat else ())
        assert cards_to_mask(view.hand) == tracker.hands[seat]
        assert view.opponent_hand_size == tracker.hands[1 - seat].bit_count()
        assert list(view.discard_pile) == tracker.pile
        assert view.stock_size == len(tracker.stock)
        assert view.sheet == game.sheet


def check_legal(game: Game) -> None:
    legal = game.legal_actions()
    if game.phase is Phase.GAME_OVER:
        assert legal == ()
        return
    assert legal, f"no legal action in {game.phase}"
    assert len(set(legal)) == len(legal)


def check_result(game: Game, result: HandResult) -> None:
    """A hand's points follow from its showdown and the rules."""
    rules = game.rules
    if result.outcome is Outcome.DEAD:
        assert (result.winner, result.points, result.settlement) == (None, 0, None)
        return
    settlement = result.settlement
    assert settlement is not None and result.knocker is not None
    knocker_dw, defender_dw = settlement.knocker_deadwood, settlement.defender_deadwood
    multiplier = settlement.multiplier
    defender_hand = game.hand_of(1 - result.knocker)
    laid = [lay.card for lay in settlement.layoffs]
    assert sorted([*settlement.defender.cards, *laid]) == sorted(defender_hand)
    assert sorted(settlement.knocker.cards) == sorted(game.hand_of(result.knocker))
    if not rules.layoffs_allowed:
        assert laid == []
    if result.outcome in (Outcome.GIN, Outcome.BIG_GIN):
        bonus = rules.gin_bonus if result.outcome is Outcome.GIN else rules.big_gin_bonus
        assert knocker_dw == 0 and laid == []
        assert defender_dw == deadwood_points(defender_hand, rules.runs_only)
        expected, winner = (defender_dw + bonus) * multiplier, result.knocker
    elif result.outcome is Outcome.UNDERCUT:
        assert defender_dw < knocker_dw or (defender_dw == knocker_dw and rules.undercut_on_ties)
        expected = (knocker_dw - defender_dw + rules.undercut_bonus) * multiplier
        winner = 1 - result.knocker
    else:
        ties_undercut = rules.undercut_on_ties
        assert defender_dw > knocker_dw or (defender_dw == knocker_dw and not ties_undercut)
        expected, winner = (defender_dw - knocker_dw) * multiplier, result.knocker
    assert (result.points, result.winner) == (expected, winner)
    # lay-offs only ever lower the defender's deadwood
    assert defender_dw <= deadwood_points(defender_hand, rules.runs_only)


def check_sheet(rules: RuleSet, results: Sequence[HandResult]) -> None:
    """Totals = hand points + game bonus + line bonuses (+ shutout doubling), column by column."""
    from ginrummy_desktop.engine import score_sheet

    sheet = score_sheet(rules, results)
    assert sheet.hands == tuple(results)
    assert len(sheet.columns) == (3 if rules.hollywood else 1)
    if not rules.hollywood:
        column = sheet.columns[0]
        for seat in (0, 1):
            assert column.hand_points[seat] == sum(r.points for r in results if r.winner == seat)
            assert column.hands_won[seat] == sum(1 for r in results if r.winner == seat)
    for column in sheet.columns:
        check_column(rules, column)
    winners = [r for r in results if r.winner is not None]
    entered = {e.hand for c in sheet.columns for e in c.entries}
    assert entered <= {r.number for r in winners}
    if rules.hollywood:
        # the first column takes every win until it closes
        first = sheet.columns[0]
        assert [e.hand for e in first.entries] == [
            r.number for r in winners[: len(first.entries)]
        ]


def check_column(rules: RuleSet, column: Column) -> None:
    totals = [0, 0]
    for entry in column.entries:
        assert column.winner is None or entry is column.entries[-1] or max(totals) < rules.target
        totals[entry.seat] += entry.points
        assert entry.totals == (totals[0], totals[1])
    assert column.hand_points == (totals[0], totals[1])
    reached = [s for s in (0, 1) if totals[s] >= rules.target]
    if not reached:
        assert column.winner is None and column.totals == column.hand_points
        return
    assert reached == [column.winner]
    winner = reached[0]
    loser = 1 - winner
    line = [column.hands_won[s] * rules.line_bonus for s in (0, 1)]
    game = [rules.game_bonus if s == winner else 0 for s in (0, 1)]
    final = [totals[s] + game[s] + line[s] for s in (0, 1)]
    shutout = column.hands_won[loser] == 0
    if shutout and rules.shutout_doubles:
        if rules.shutout_doubles_all:
            final[winner] *= 2
        else:
            final[winner] += totals[winner] + game[winner]
    assert column.shutout == shutout
    assert column.totals == (final[0], final[1])
    assert column.margin == final[winner] - final[loser]


def try_stray(game: Game, rng: random.Random) -> None:
    """An action that is not legal now raises IllegalActionError and changes nothing."""
    action = rng.choice(STRAYS)
    if game.is_legal(action):
        return
    before = (game.phase, game.actor, len(game.history), game.view(0), game.view(1))
    with pytest.raises(IllegalActionError):
        game.apply(action)
    assert (game.phase, game.actor, len(game.history), game.view(0), game.view(1)) == before


def play(rules: RuleSet, seed: int, max_actions: int = 20_000) -> tuple[Game, Tracker]:
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    tracker = Tracker(rules, random.Random(seed))
    while game.phase is not Phase.GAME_OVER:
        if rng.random() < 0.02:
            try_stray(game, rng)
        check_legal(game)
        before = game.phase
        action = choose(game, rng)
        events = game.apply(action)
        tracker.after(game, before, action, events)
        assert tracker.actions < max_actions, "the game does not end"
    sheet = game.sheet
    assert sheet.is_over and all(c.is_over for c in sheet.columns)
    assert sheet.totals == (
        sum(c.totals[0] for c in sheet.columns), sum(c.totals[1] for c in sheet.columns)
    )
    assert tracker.hands_ended == len(game.results)
    assert [r.number for r in game.results] == list(range(1, len(game.results) + 1))
    return game, tracker


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_full_games(name: str) -> None:
    """Whole games to the target score, 4 seeds per rule set."""
    for seed in range(4):
        game, _ = play(VARIANTS[name], seed)
        assert any(r.winner is not None for r in game.results)


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_many_short_games(name: str) -> None:
    """60 games per rule set with a low target (1 to 25; most end after a hand or two), so that
    game over, the bonuses and the next dealer are checked hundreds of times."""
    rules = VARIANTS[name]
    for seed in range(1000, 1060):
        play(rules.with_changes(target=1 + seed % 25), seed)


EXTRA_GAMES = int(os.environ.get("GINRUMMY_RANDOM_GAMES", "0"))


@pytest.mark.slow
@pytest.mark.skipif(
    EXTRA_GAMES <= 0, reason="set GINRUMMY_RANDOM_GAMES=N to play N more whole games per rule set"
)
@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_many_full_games_slow(name: str) -> None:
    """More whole games per rule set, on request (about 40 per second)."""
    for seed in range(100, 100 + EXTRA_GAMES):
        play(VARIANTS[name], seed)
