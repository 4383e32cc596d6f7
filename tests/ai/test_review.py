"""The review of a match (``ai/review.py``): planted blunders are marked, the Expert's own moves
are not, a verdict reads only the reviewed player's view, the luck adds up to the score, and a
review replays exactly.

The planted positions are dealt from chosen decks (``Deal(deck)``: ten cards each, one at a
time, the non-dealer first, then the upcard, then the stock from its top); seat 1 cuts lower
and deals, so seat 0, the seat reviewed, plays first. The reviews are small where a property
needs no precision; the marks of the planted blunders are the searches' honest values, measured
over several review seeds (the figures are beside each test).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

import pytest
from twins import OPPONENT, OPPONENT_POSITIONS, TESTED, StockOnlyOpponent

from ginrummy_desktop.ai.expert import replayable_expert
from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.match import decisions
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.ai.review import (
    MARK_THRESHOLDS,
    DecisionKind,
    DecisionReview,
    HandReview,
    LuckMark,
    Mark,
    ReviewSettings,
    hand_count,
    review_hand,
    review_match,
    seat_totals,
)
from ginrummy_desktop.engine import (
    FULL_DECK,
    Action,
    Card,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Game,
    Knock,
    LayOff,
    Meld,
    Outcome,
    Pass,
    Phase,
    RuleSet,
    TakeDiscard,
    TakeUpcard,
    parse_cards,
)

RULES = RuleSet()
CUT = Cut(parse_cards("Kc 2c"))  # seat 1 cuts lower and deals
QUICK = ReviewSettings(samples=60, close_samples=0, draw_guesses=4, deal_samples=20)
"""For properties that need no precision (every decision still valued on 60 guesses)."""
BOTH = frozenset({0, 1})


def _deck(mine: str, theirs: str, upcard: str, stock: str = "") -> tuple[Card, ...]:
    """Seat 0's cards and seat 1's dealt alternately (seat 0 first), the upcard, then the stock
    from its top: ``stock``, then every other card in the order of the full deck."""
    dealt = [card for pair in zip(parse_cards(mine), parse_cards(theirs), strict=True)
             for card in pair]
    top = parse_cards(stock) if stock else ()
    used = {*dealt, Card.parse(upcard), *top}
    assert len(used) == len(dealt) + 1 + len(top) == 21 + len(top)
    return (*dealt, Card.parse(upcard), *top, *(c for c in FULL_DECK if c not in used))


def _last_decision(actions: Sequence[Action], samples: int, seed: int = 0) -> DecisionReview:
    """The review of the last move of ``actions`` (seat 0's, in hand 1)."""
    settings = ReviewSettings(samples=samples, draw_guesses=2, deal_samples=10, seed=seed)
    last = review_hand(RULES, actions, 1, settings).decisions[-1]
    assert last.step == len(actions) - 1 and last.seat == 0
    return last


def _cards(text: str) -> set[Action]:
    return {Discard(card) for card in parse_cards(text)}


# --- planted blunders -------------------------------------------------------------------------

EARLY = "5c 6c 7c 9s 9h 9d 2d 3h Ks Qh"
"""A run and a set, two small loose cards and two high ones; the J♦ is drawn."""


def _early(throw: str) -> list[Action]:
    deck = _deck(EARLY, "2s 4d 6h 8s Tc Jh 3c 5s Ah Kd", "Td", "Jd")
    return [CUT, Deal(deck), Pass(), Pass(), DrawStock(), Discard(Card.parse(throw))]


@pytest.mark.parametrize("throw", ["9s", "6c", "5c"])
def test_breaking_a_meld_on_the_first_turn_with_high_cards_loose_is_very_bad(throw: str) -> None:
    """Measured at 100 and 400 guesses: errors of 13-16 (the 9♠), 20-22 (the 6♣) and 16-17
    points (the 5♣); the threshold is 10."""
    for seed in (0, 1):
        decision = _last_decision(_early(throw), samples=200, seed=seed)
        assert decision.kind is DecisionKind.DISCARD and decision.options == 11
        assert decision.mark is Mark.VERY_BAD, decision
        assert decision.best in _cards("2d 3h Ks Qh Jd")


@pytest.mark.parametrize("throw", ["Ks", "Qh", "Jd"])
def test_throwing_a_loose_high_card_there_is_not_marked(throw: str) -> None:
    decision = _last_decision(_early(throw), samples=200)
    assert decision.mark is Mark.NONE, decision


def _knock_at_the_wall(last: Action) -> list[Action]:
    """Seat 1 takes the upcard 7♦ and eight cards seat 0 throws: 7♦ 7♣ 7♠, 8♠ 8♥ 8♦, 9♣ T♣ J♣,
    three melds in sight and one hidden card (the K♥). Then both draw and throw until seat 0
    draws the K♣ with three cards in the stock, holding 4♥ 5♥ 6♥ and Q♠ Q♦ Q♣ with A♠ 2♣ 3♦
    4♠ loose: it may knock with 10, and a discard ends the hand dead. Seat 1's deadwood is one
    card, at most 10, and a tie undercuts: every knock is undercut, whatever the hidden card."""
    theirs = parse_cards("Jd 8c 2h 5d Th 3s 6c Kd 9s Kh")
    picks = parse_cards("7c 7s 9c Tc Jc 8s 8h 8d")
    burnt = parse_cards("Ad Ac 2s 3c 3h 4c 4d 5c 5s 6d 6s 7h 9d 9h Ts Td Jh Js Qh Ks")
    stock = " ".join(str(card) for card in (*picks, *burnt, Card.parse("Kc")))
    deck = _deck("4h 5h 6h Qs Qd Qc As 2c 3d 4s", " ".join(map(str, theirs)), "7d", stock)
    actions: list[Action] = [CUT, Deal(deck), Pass(), TakeUpcard(), Discard(theirs[0])]
    for card, junk in zip(picks, theirs[1:9], strict=True):
        actions += [DrawStock(), Discard(card), TakeDiscard(), Discard(junk)]
    for card in burnt:
        actions += [DrawStock(), Discard(card)]
    return [*actions, DrawStock(), last]


def test_knocking_into_a_certain_undercut_at_the_wall_is_very_bad() -> None:
    actions = _knock_at_the_wall(Knock(Card.parse("Kc")))
    game = Game(RULES)
    for action in actions:
        game.apply(action)
    assert game.stock_size == 2
    game.apply(LayOff())
    (result,) = game.results
    assert result.outcome is Outcome.UNDERCUT and result.winner == 1

    settings = ReviewSettings(samples=50, close_samples=0, draw_guesses=2, deal_samples=10)
    review = review_hand(RULES, game.history, 1, settings)
    assert review.result == (-25, 25)
    decision = review.decisions[-1]
    assert decision.step == len(actions) - 1 and decision.kind is DecisionKind.KNOCK
    assert decision.played_points <= -25  # an undercut in every guess: the bonus at least
    assert isinstance(decision.best, Discard) and decision.best_points == 0.0  # a dead hand
    assert decision.mark is Mark.VERY_BAD


def test_letting_the_hand_die_there_is_not_marked() -> None:
    actions = _knock_at_the_wall(Discard(Card.parse("Kc")))
    decision = _last_decision(actions, samples=50)
    assert decision.kind is DecisionKind.KNOCK
    assert decision.error == 0.0 and decision.mark is Mark.NONE
    review = review_hand(RULES, actions, 1, QUICK)
    assert review.result == (0, 0)  # a dead hand
    game = Game(RULES)
    for action in actions:
        game.apply(action)
    assert game.phase is Phase.HAND_OVER and game.results[0].outcome is Outcome.DEAD


THEIRS = "Jd 8c 2h 5d Th 3d 6c Kc 9s Ah"


def _two_picks(mine: str, upcard: str, second: str, throw: str) -> list[Action]:
    """Seat 1 takes the upcard, then ``second`` from seat 0 (two cards of a meld in sight);
    seat 0 draws the J♥ and throws ``throw``."""
    deck = _deck(mine, THEIRS, upcard, f"{second} Jh 9c Tc")
    return [CUT, Deal(deck), Pass(), TakeUpcard(), Discard(Card.parse("Jd")), DrawStock(),
            Discard(Card.parse(second)), TakeDiscard(), Discard(Card.parse("2h")), DrawStock(),
            Discard(Card.parse(throw))]


SET_IN_SIGHT = ("4h 5h 6h Qs Qd Qc 8s 2c Kd 3s", "8h", "8d")
RUN_IN_SIGHT = ("4h 5h 6h Qs Qd Qc 9d 2c Kd 3s", "7d", "8d")


def test_throwing_the_third_of_a_set_the_opponent_is_collecting_early_is_bad() -> None:
    """Seat 1 took the 8♥ and the 8♦; seat 0 throws the 8♠ rather than a loose K♦ or J♥. Early
    in the hand that gives a meld, not yet the hand: bad, not very bad (errors of 5.4-8.8 at
    400 guesses, 6.4-7.2 at 200, over five review seeds)."""
    for seed in (0, 1, 2):
        decision = _last_decision(_two_picks(*SET_IN_SIGHT, "8s"), samples=200, seed=seed)
        assert decision.mark is Mark.BAD, decision
        assert decision.best in _cards("Kd Jh")
    assert _last_decision(_two_picks(*SET_IN_SIGHT, "Kd"), samples=200).mark is Mark.NONE


def test_throwing_the_card_that_extends_a_run_in_sight_early_is_marked() -> None:
    """Seat 1 took the 7♦ and the 8♦; seat 0 throws the 9♦. Measured with 3,000 guesses:
    5.2-5.7 points (bad, just past the threshold); the review's own estimate (400 guesses,
    1,200 more near a threshold) lands within a point of that, so it is marked doubtful at
    least, under every seed."""
    for seed in (0, 1, 2):
        decision = _last_decision(_two_picks(*RUN_IN_SIGHT, "9d"), samples=400, seed=seed)
        assert decision.mark.value >= Mark.DOUBTFUL.value, decision
        assert 3.5 < decision.error < 7.5, decision


def test_a_single_card_taken_says_less_than_two() -> None:
    """Seat 1 took only the upcard 8♥: it may hold an 8 or a heart neighbour, or neither;
    throwing the 8♠ then costs 2.3-3.0 points (3,000 guesses): doubtful at most, and less than
    the 9♦ thrown to the two diamonds taken in sight (the test above)."""
    deck = _deck(SET_IN_SIGHT[0], THEIRS, "8h", "Jh 9d Tc")
    actions: list[Action] = [CUT, Deal(deck), Pass(), TakeUpcard(), Discard(Card.parse("Jd")),
                             DrawStock(), Discard(Card.parse("8s"))]
    single = _last_decision(actions, samples=200)
    assert single.mark.value <= Mark.DOUBTFUL.value, single
    assert single.error < _last_decision(_two_picks(*RUN_IN_SIGHT, "9d"), samples=200).error


def test_throwing_the_card_that_completes_the_opponents_hand_late_is_very_bad() -> None:
    """Seat 1 has taken 7♦ 7♣ 7♠, 9♣ T♣ J♣, and just now the 8♦ to its 8♥: the 8♠ gives it
    three melds, a knock at once. Measured: errors 16-18 points (a K♦ or J♥ thrown: under 1)."""
    theirs = parse_cards(THEIRS)
    picks = parse_cards("7c 7s 9c Tc Jc 8h 8d")
    stock = " ".join(map(str, picks)) + " Jh 9d As"
    deck = _deck(SET_IN_SIGHT[0], THEIRS, "7d", stock)
    actions: list[Action] = [CUT, Deal(deck), Pass(), TakeUpcard(), Discard(theirs[0])]
    for card, junk in zip(picks, theirs[1:8], strict=True):
        actions += [DrawStock(), Discard(card), TakeDiscard(), Discard(junk)]
    actions.append(DrawStock())
    blunder = _last_decision([*actions, Discard(Card.parse("8s"))], samples=100)
    assert blunder.mark is Mark.VERY_BAD, blunder
    assert _last_decision([*actions, Discard(Card.parse("Kd"))], samples=100).mark is Mark.NONE


# --- the Expert's own moves -------------------------------------------------------------------


def _first_hands(players: tuple[Player, Player], seed: int, hands: int) -> Game:
    """A game of the Standard rules played by ``players`` until ``hands`` hands have ended
    (the next hand may have been dealt)."""
    game = Game(RULES, seed=seed)
    for seat, view in decisions(game):
        if len(game.results) >= hands:
            break
        game.apply(players[seat].choose(view))
    return game


@pytest.mark.slow  # four hands of the Expert against itself, and their review: 12-15 s
def test_the_experts_own_moves_are_mostly_unmarked() -> None:
    """Measured (the first two hands of game seeds 2, 7 and 8, both seats, review seeds 0 and
    1): at 200 guesses 249 of the 250 decisions unmarked, one doubtful (error 2.8, the largest);
    at 400 all unmarked. Here seeds 7 and 8, 79 decisions: at least 90% unmarked, none bad."""
    settings = ReviewSettings(samples=200, close_samples=0, draw_guesses=2, deal_samples=10,
                              seats=BOTH)
    reviewed: list[DecisionReview] = []
    for seed in (7, 8):
        game = _first_hands((replayable_expert(11), replayable_expert(12)), seed, hands=2)
        for number in (1, 2):
            reviewed += review_hand(RULES, game.history, number, settings).decisions
    assert len(reviewed) >= 70
    unmarked = sum(d.mark is Mark.NONE for d in reviewed)
    assert unmarked >= 0.9 * len(reviewed)
    assert all(d.mark.value < Mark.BAD.value for d in reviewed)


# --- honesty: the view and nothing more -------------------------------------------------------


def _hand_against_stock_only(deck: Sequence[Card], player: Player) -> list[Action]:
    """One hand of ``deck``: ``player`` in seat 0 against a :class:`StockOnlyOpponent`."""
    game = Game(RULES, seed=0)
    game.apply(CUT)
    game.apply(Deal(tuple(deck)))
    opponent = StockOnlyOpponent()
    while game.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        if game.actor == TESTED:
            game.apply(player.choose(game.view(TESTED)))
        elif game.phase is Phase.SHOWDOWN:
            game.apply(game.legal_actions()[0])
        else:
            game.apply(opponent.choose(game.view(OPPONENT)))
    return list(game.history)


def _hidden_reshuffled(deck: Sequence[Card], actions: Sequence[Action],
                       rng: random.Random) -> list[Card]:
    """``deck`` with the opponent's dealt hand and the stock below the cards drawn shuffled
    together: everything seat 0 never saw (the opponent throws only what it draws)."""
    drawn = sum(isinstance(action, DrawStock) for action in actions)
    hidden = [*OPPONENT_POSITIONS, *range(21 + drawn, 52)]
    cards = [deck[i] for i in hidden]
    rng.shuffle(cards)
    other = list(deck)
    for position, card in zip(hidden, cards, strict=True):
        other[position] = card
    return other


@pytest.mark.parametrize("seed", [3, 4])
def test_a_verdict_never_depends_on_the_opponents_hidden_cards(seed: int) -> None:
    rng = random.Random(seed)
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    actions = _hand_against_stock_only(deck, make_player(Level.HARD, seed))
    other = _hidden_reshuffled(deck, actions, rng)
    twin = [Deal(tuple(other)) if isinstance(a, Deal) else a for a in actions]
    settings = ReviewSettings(samples=40, close_samples=0, draw_guesses=4, deal_samples=20,
                              seed=seed)
    first, second = (review_hand(RULES, a, 1, settings) for a in (actions, twin))
    assert len(first.decisions) >= 5
    assert first.decisions == second.decisions  # every value, to the last bit
    assert first.deal[0] == second.deal[0]
    assert [d for d in first.draws if d.seat == 0] == [d for d in second.draws if d.seat == 0]
    assert first.deal[1] != second.deal[1]  # the twins really differ: seat 1's own deal does


# --- luck and the score -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def easy_hard_match() -> tuple[Game, list[HandReview]]:
    """A game to 60 between Easy (seat 0) and Hard, and its review, both seats valued."""
    players = (make_player(Level.EASY, 1), make_player(Level.HARD, 2))
    rules = RuleSet(target=60)
    game = Game(rules, seed=5)
    for seat, view in decisions(game):
        game.apply(players[seat].choose(view))
    settings = ReviewSettings(samples=30, close_samples=0, draw_guesses=4, deal_samples=20,
                              seats=BOTH)
    return game, list(review_match(rules, game.history, settings))


def test_the_luck_adjusted_results_add_up(easy_hard_match: tuple[Game, list[HandReview]]) -> None:
    game, hands = easy_hard_match
    assert len(hands) == len(game.results) >= 2
    for hand in hands:
        for seat in (0, 1):
            drawn = [d.luck.luck for d in hand.draws if d.seat == seat]
            assert hand.luck(seat) == pytest.approx(hand.deal[seat].luck + sum(drawn))
            assert hand.adjusted(seat) == pytest.approx(
                hand.result[seat] - hand.luck(seat) + hand.luck(1 - seat))
        assert hand.adjusted(0) == pytest.approx(-hand.adjusted(1))
        assert hand.result[0] == -hand.result[1]
    for seat in (0, 1):
        totals = seat_totals(hands, seat)
        mine = [d for hand in hands for d in hand.decisions if d.seat == seat]
        assert totals.decisions == len(mine) > 0
        assert totals.error == pytest.approx(sum(d.error for d in mine))
        assert totals.marks == tuple(sum(d.mark is m for d in mine)
                                     for m in (Mark.DOUBTFUL, Mark.BAD, Mark.VERY_BAD))
        assert totals.luck == pytest.approx(sum(hand.luck(seat) for hand in hands))
        assert totals.result == sum(hand.result[seat] for hand in hands)
        assert totals.adjusted == pytest.approx(sum(hand.adjusted(seat) for hand in hands))
    assert seat_totals(hands, 0).adjusted == pytest.approx(-seat_totals(hands, 1).adjusted)


def test_the_results_are_the_score_sheets(easy_hard_match: tuple[Game, list[HandReview]]) -> None:
    game, hands = easy_hard_match
    for hand, ended in zip(hands, game.results, strict=True):
        assert hand.number == ended.number
        if ended.winner is None:
            assert hand.result == (0, 0)
        else:
            assert hand.result[ended.winner] == ended.points > 0
    (column,) = game.sheet.columns
    points = column.hand_points
    assert sum(hand.result[0] for hand in hands) == points[0] - points[1]


def test_every_card_drawn_from_the_stock_has_its_luck(
        easy_hard_match: tuple[Game, list[HandReview]]) -> None:
    """Forced draws too: the non-dealer's first draw after both passed the upcard is luck like
    any other."""
    game, hands = easy_hard_match
    history = game.history
    deals = [i for i, action in enumerate(history) if isinstance(action, Deal)]
    replay = Game(game.rules)
    drawn: dict[int, tuple[int, Card]] = {}
    for step, action in enumerate(history):
        if isinstance(action, DrawStock):
            seat = replay.actor
            assert seat is not None
            before = set(replay.hand_of(seat))
            replay.apply(action)
            (card,) = set(replay.hand_of(seat)) - before
            drawn[step] = (seat, card)
        else:
            replay.apply(action)
    for hand, start, end in zip(hands, deals, [*deals[1:], len(history)], strict=True):
        mine = {step: value for step, value in drawn.items() if start <= step < end}
        assert {d.step: (d.seat, d.card) for d in hand.draws} == mine
        assert all(d.mark is LuckMark.of(d.luck.luck) for d in hand.draws)


# --- bounds, unfinished hands, reproducibility ------------------------------------------------


def test_a_hand_the_match_never_dealt_is_refused(
        easy_hard_match: tuple[Game, list[HandReview]]) -> None:
    game, hands = easy_hard_match
    assert hand_count(game.rules, game.history) == len(hands)
    for number in (0, -1, len(hands) + 1):
        with pytest.raises(ValueError, match="deals"):
            review_hand(game.rules, game.history, number, QUICK)


def test_an_unfinished_hand_is_reviewed_as_far_as_it_went(
        easy_hard_match: tuple[Game, list[HandReview]]) -> None:
    """Cut anywhere in the second hand, its dealing included (a match saved as the next hand
    is dealt), the hand is reviewed so far and scores nothing yet."""
    game, hands = easy_hard_match
    history = game.history
    start = [i for i, action in enumerate(history) if isinstance(action, Deal)][1]
    whole = hands[1]
    for cut in (start + 1, start + 2, start + 9):
        review = review_hand(game.rules, history[:cut], 2, QUICK)
        assert review.result == (0, 0)
        assert all(d.step < cut for d in review.decisions)
        assert all(d.step < cut for d in review.draws)
    settings = ReviewSettings(samples=30, close_samples=0, draw_guesses=4, deal_samples=20,
                              seats=BOTH)
    middle = review_hand(game.rules, history[:start + 9], 2, settings)
    assert middle.deal == whole.deal
    assert middle.decisions == whole.decisions[:len(middle.decisions)]
    assert middle.draws == whole.draws[:len(middle.draws)]


def test_a_review_replays_exactly(easy_hard_match: tuple[Game, list[HandReview]]) -> None:
    game, _ = easy_hard_match
    settings = ReviewSettings(samples=40, close_samples=0, draw_guesses=4, deal_samples=20,
                              seats=BOTH)
    first = review_hand(game.rules, game.history, 1, settings)
    assert review_hand(game.rules, game.history, 1, settings) == first
    other = review_hand(game.rules, game.history, 1, ReviewSettings(
        samples=40, close_samples=0, draw_guesses=4, deal_samples=20, seats=BOTH, seed=1))
    assert other != first
    assert [(d.step, d.played) for d in other.decisions] == [
        (d.step, d.played) for d in first.decisions]


@pytest.mark.slow  # three hands reviewed twice, both seats, 100 guesses: 5-6 s
def test_another_review_seed_gives_the_same_marks_to_most_decisions(
        easy_hard_match: tuple[Game, list[HandReview]]) -> None:
    """Measured on these three hands (104 decisions), every pair of review seeds 0-5: the same
    mark to 86.5-92.3% of the decisions at 100 guesses and none more (seeds 0 and 1: 88.5%);
    with 300 more near a threshold, as the review does with its own numbers, at least 80% under
    every seed here (the benchmark measures the review's defaults: 98.4%)."""
    game, _ = easy_hard_match
    reviews = []
    for seed in (0, 1):
        settings = ReviewSettings(samples=100, close_samples=300, draw_guesses=4,
                                  deal_samples=20, seats=BOTH, seed=seed)
        reviews.append([d for number in (1, 2, 3)
                        for d in review_hand(game.rules, game.history, number, settings).decisions])
    first, other = reviews
    assert len(first) >= 100
    same = sum(a.mark is b.mark for a, b in zip(first, other, strict=True))
    assert same >= 0.8 * len(first)


def test_marks_and_luck_marks_start_at_their_thresholds() -> None:
    assert [Mark.of(e) for e in (0.0, 2.49, 2.5, 4.99, 5.0, 9.99, 10.0, 40.0)] == [
        Mark.NONE, Mark.NONE, Mark.DOUBTFUL, Mark.DOUBTFUL, Mark.BAD, Mark.BAD, Mark.VERY_BAD,
        Mark.VERY_BAD]
    assert [LuckMark.of(v) for v in (-10.0, -9.9, -5.0, -4.9, 0.0, 4.9, 5.0, 10.0)] == [
        LuckMark.VERY_UNLUCKY, LuckMark.UNLUCKY, LuckMark.UNLUCKY, LuckMark.NONE, LuckMark.NONE,
        LuckMark.NONE, LuckMark.LUCKY, LuckMark.VERY_LUCKY]


def test_only_a_close_verdict_is_searched_further(
        easy_hard_match: tuple[Game, list[HandReview]]) -> None:
    """A decision whose error lies within the close band of a threshold is searched with more
    guesses (its figures change); every other decision keeps its figures exactly."""
    game, _ = easy_hard_match
    plain = ReviewSettings(samples=60, close_samples=0, draw_guesses=2, deal_samples=10,
                           seats=BOTH, luck=False)
    closer = replace(plain, close_samples=120)
    before = review_hand(game.rules, game.history, 1, plain).decisions
    after = review_hand(game.rules, game.history, 1, closer).decisions
    close = [near_threshold(a.best_points - a.played_points) for a in before]
    assert any(close) and not all(close)
    for was, now, searched in zip(before, after, close, strict=True):
        assert (was == now) is not searched, (was, now)


def near_threshold(error: float) -> bool:
    return any(abs(error - t) < ReviewSettings().close_band for t in MARK_THRESHOLDS)


# --- the melds a knock lays out ------------------------------------------------------------------

GIN_IN_HAND = "As 2s 3s 4s 4c 4h 7d 8d 9d Kc"
"""With the 6♦ taken: A♠ 2♠ 3♠ · 4♠ 4♣ 4♥ · 6♦ 7♦ 8♦ 9♦ is gin; the 4♠ kept in the spade run
leaves the 4♣ 4♥ out, a knock with 8."""


def _knock_laying_out(*melds: str) -> DecisionReview:
    deck = _deck(GIN_IN_HAND, "5c 6c 7c 9s 9h Jd 2d 3h Ks Qh", "6d")
    laid = tuple(Meld.of(parse_cards(meld)) for meld in melds)
    actions: list[Action] = [CUT, Deal(deck), TakeUpcard(), Knock(Card.parse("Kc"), laid)]
    review = review_hand(RULES, actions, 1, QUICK)
    (laid_out,) = [d for d in review.decisions if d.kind is DecisionKind.MELDS]
    assert laid_out.step == 3 and laid_out.played == actions[-1]
    return laid_out


def test_laying_out_a_knock_where_the_cards_made_gin_is_very_bad() -> None:
    blunder = _knock_laying_out("As 2s 3s 4s", "6d 7d 8d 9d")
    assert blunder.mark is Mark.VERY_BAD, blunder
    assert blunder.error > 25  # the gin bonus at least: the defender keeps its lay-offs too
    assert isinstance(blunder.best, Knock) and blunder.best.melds is not None
    assert {frozenset(meld.cards) for meld in blunder.best.melds} == {
        frozenset(parse_cards(cards)) for cards in ("As 2s 3s", "4s 4c 4h", "6d 7d 8d 9d")}
    assert blunder.options >= 2


def test_laying_out_the_gin_is_no_error() -> None:
    best = _knock_laying_out("As 2s 3s", "4c 4h 4s", "6d 7d 8d 9d")
    assert best.error == 0 and best.mark is Mark.NONE and best.best == best.played
