"""Scripted whole hands through ``Game``: the upcard offer, turns, knocks, the wall, Oklahoma,
game over and its bonuses, Hollywood, the dealer, illegal actions, and what a view hides.

The deck of ``Deal(deck=...)`` is dealt one card at a time starting with the non-dealer:
deck[0] to the non-dealer, deck[1] to the dealer, ..., deck[20] is the upcard and deck[21] the
top of the stock. ``deal()`` below builds it from the two hands; the cut ``2c Kd`` makes seat 0
the first dealer (the lower card deals), so seat 1 is the non-dealer of hand 1.
In the comments N is the non-dealer and D the dealer.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from ginrummy_desktop.engine import (
    FULL_DECK,
    Action,
    BigGin,
    Card,
    CardDiscarded,
    Cut,
    Deal,
    DealerChosen,
    Discard,
    DiscardTaken,
    DrawStock,
    Event,
    Game,
    GameOver,
    HandDealt,
    HandEnded,
    HandResult,
    IllegalActionError,
    Knock,
    Knocked,
    LayOff,
    Meld,
    NextDealer,
    Outcome,
    Pass,
    Phase,
    RuleSet,
    ShowdownSettled,
    StockDrawn,
    TakeDiscard,
    TakeUpcard,
    UpcardPassed,
    UpcardTaken,
    WallReached,
    parse_cards,
    score_sheet,
)

STANDARD = RuleSet()
N, D = 1, 0  # seats of the non-dealer and the dealer in hand 1


def card(text: str) -> Card:
    return Card.parse(text)


def build_deck(non_dealer: str, dealer: str, upcard: str, stock: str = "") -> tuple[Card, ...]:
    """The 52-card deck order that deals these hands; the stock starts with ``stock`` (top
    first), then every other card in sorted order."""
    first, second = parse_cards(non_dealer), parse_cards(dealer)
    assert len(first) == len(second) == 10
    chosen = [c for pair in zip(first, second, strict=True) for c in pair]
    chosen += [*parse_cards(upcard), *parse_cards(stock)]
    deck = tuple(chosen + [c for c in FULL_DECK if c not in set(chosen)])
    assert len(set(deck)) == 52
    return deck


def new_game(rules: RuleSet = STANDARD) -> Game:
    game = Game(rules)
    events = game.apply(Cut(parse_cards("2c Kd")))  # seat 0 cuts the 2: seat 0 deals
    assert events == (DealerChosen(parse_cards("2c Kd"), 0),)
    return game


def deal(game: Game, non_dealer: str, dealer: str, upcard: str, stock: str = "") -> HandDealt:
    (event,) = game.apply(Deal(build_deck(non_dealer, dealer, upcard, stock)))
    assert isinstance(event, HandDealt)
    return event


def both_pass(game: Game) -> None:
    game.apply(Pass())
    game.apply(Pass())


def draw(game: Game) -> Card:
    (event,) = game.apply(DrawStock())
    assert isinstance(event, StockDrawn)
    return event.card


def knocks(game: Game) -> set[str]:
    return {str(a.card) for a in game.legal_actions() if isinstance(a, Knock)}


def discards(game: Game) -> set[str]:
    return {str(a.card) for a in game.legal_actions() if isinstance(a, Discard)}


def finish(game: Game) -> tuple[Event, ...]:
    assert game.phase is Phase.SHOWDOWN
    return game.apply(LayOff())


# N's hand for most tests:  As 2s 3s 4s | 4h 5h 6h 7h | 3d 7c       deadwood 10
KNOCKER = "As 2s 3s 4s 4h 5h 6h 7h 3d 7c"
# D's hand for most tests:  2c 4c 6d 8d Td Qh 9s Js 9h Jc            no melds, deadwood 78;
# nothing in it lays off on N's melds
DUMMY = "2c 4c 6d 8d Td Qh 9s Js 9h Jc"
# a hand of 98 deadwood:    Kc Kd Qh Qs Jc Jd Th Ts 9c 9d
HEAVY = "Kc Kd Qh Qs Jc Jd Th Ts 9c 9d"


# --- the deal and the upcard offer ----------------------------------------------------------------


def test_the_deal_follows_the_deck_order() -> None:
    game = new_game()
    event = deal(game, KNOCKER, DUMMY, "Qc", stock="Kd")
    assert event.dealer == D
    assert event.hands[N] == tuple(sorted(parse_cards(KNOCKER)))
    assert event.hands[D] == tuple(sorted(parse_cards(DUMMY)))
    assert event.upcard == card("Qc")
    assert event.stock_size == 31
    assert (event.knock_limit, event.multiplier) == (10, 1)
    assert game.hand_of(N) == event.hands[N]
    assert game.view(N).discard_pile == (card("Qc"),)
    assert game.stock_size == 31


def test_upcard_offer_non_dealer_then_dealer_then_stock() -> None:
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc", stock="Kd")
    # the non-dealer is offered the upcard first
    assert (game.phase, game.actor) == (Phase.UPCARD_OFFER, N)
    assert game.legal_actions() == (TakeUpcard(), Pass())
    assert game.apply(Pass()) == (UpcardPassed(N),)
    # then the dealer
    assert (game.phase, game.actor) == (Phase.UPCARD_OFFER, D)
    assert game.legal_actions() == (TakeUpcard(), Pass())
    assert game.apply(Pass()) == (UpcardPassed(D),)
    # both passed: the non-dealer must draw from the stock (the upcard stays on the pile)
    assert (game.phase, game.actor) == (Phase.DRAW, N)
    assert game.legal_actions() == (DrawStock(),)
    assert game.view(D).passed_upcard == (True, True)
    assert game.apply(DrawStock()) == (StockDrawn(N, card("Kd")),)
    assert (game.phase, game.actor, len(game.hand_of(N))) == (Phase.DISCARD, N, 11)
    assert game.stock_size == 30
    # an ordinary turn follows: N discards, D may take it or draw
    game.apply(Discard(card("Kd")))
    assert (game.phase, game.actor) == (Phase.DRAW, D)
    assert set(game.legal_actions()) == {DrawStock(), TakeDiscard()}


def test_non_dealer_takes_the_upcard_and_may_not_throw_it_back() -> None:
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc")
    assert game.apply(TakeUpcard()) == (UpcardTaken(N, card("Qc")),)
    assert (game.phase, game.actor) == (Phase.DISCARD, N)
    assert card("Qc") in game.hand_of(N)
    assert game.view(N).may_not_discard == card("Qc")
    assert "Qc" not in discards(game)
    assert discards(game) == {str(c) for c in parse_cards(KNOCKER)}
    with pytest.raises(IllegalActionError):
        game.apply(Discard(card("Qc")))
    game.apply(Discard(card("7c")))
    assert (game.phase, game.actor) == (Phase.DRAW, D)
    assert game.view(D).discard_pile == (card("7c"),)
    assert game.view(D).picked == ((), (card("Qc"),))
    assert game.view(D).thrown == ((), (card("7c"),))
    assert game.view(D).opponent_known == (card("Qc"),)


def test_dealer_takes_the_upcard_after_the_non_dealer_passes() -> None:
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc")
    game.apply(Pass())
    assert game.apply(TakeUpcard()) == (UpcardTaken(D, card("Qc")),)
    assert (game.phase, game.actor, len(game.hand_of(D))) == (Phase.DISCARD, D, 11)
    game.apply(Discard(card("2c")))
    # the non-dealer now draws normally: the stock or the dealer's discard
    assert (game.phase, game.actor) == (Phase.DRAW, N)
    assert set(game.legal_actions()) == {DrawStock(), TakeDiscard()}


def test_a_discard_just_taken_may_not_be_thrown_back() -> None:
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc", stock="5c")
    both_pass(game)
    draw(game)
    game.apply(Discard(card("5c")))
    # D takes the 5c from the pile: it may be neither discarded nor knocked with
    assert game.apply(TakeDiscard()) == (DiscardTaken(D, card("5c")),)
    assert game.view(D).may_not_discard == card("5c")
    assert game.view(N).may_not_discard is None  # only the actor's own view says so
    assert "5c" not in discards(game)
    assert "5c" not in knocks(game)
    with pytest.raises(IllegalActionError, match="Discard"):
        game.apply(Discard(card("5c")))
    game.apply(Discard(card("Jc")))
    # a card drawn from the stock may be thrown at once
    drawn = draw(game)
    assert str(drawn) in discards(game)


def test_the_setting_allows_throwing_back_the_card_just_taken() -> None:
    game = new_game(STANDARD.with_changes(may_discard_taken_card=True))
    deal(game, KNOCKER, DUMMY, "Qc")
    game.apply(TakeUpcard())
    assert "Qc" in discards(game)
    assert game.view(N).may_not_discard == card("Qc")  # reported, though allowed
    game.apply(Discard(card("Qc")))
    assert game.view(D).discard_pile == (card("Qc"),)
    assert card("Qc") not in game.hand_of(N)


# --- knocking -------------------------------------------------------------------------------------


def test_knock_limit_ten_is_allowed() -> None:
    # N: As 2s 3s 4s | 4h 5h 6h 7h | 3d 7c, draws Kd: only throwing Kd leaves 3d 7c = 10
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc", stock="Kd")
    both_pass(game)
    draw(game)
    assert knocks(game) == {"Kd"}
    (event,) = game.apply(Knock(card("Kd")))
    assert isinstance(event, Knocked)
    assert (event.seat, event.card, event.is_gin, event.is_big_gin) == (N, card("Kd"), False, False)
    assert event.arrangement.deadwood_points == 10
    assert (game.phase, game.actor) == (Phase.SHOWDOWN, D)
    assert game.legal_actions() == (LayOff(),)
    assert len(game.hand_of(N)) == 10
    # D: 2c 4c 6d 8d Td Qh 9s Js 9h Jc, no melds, nothing to lay off: 78 - 10 = 68
    settled, ended = finish(game)
    assert isinstance(settled, ShowdownSettled) and settled.defender == D
    assert isinstance(ended, HandEnded)
    assert ended.result == HandResult(1, D, Outcome.KNOCK, N, 68, N, settled.settlement, 0)
    assert game.phase is Phase.HAND_OVER
    assert game.legal_actions() == (Deal(),)
    assert game.sheet.columns[0].hand_points == (0, 68)


def test_knock_limit_eleven_is_refused() -> None:
    # N: As 2s 3s 4s | 4h 5h 6h 7h | 3d 8c, draws Kd: the best throw leaves 3d 8c = 11
    game = new_game()
    deal(game, "As 2s 3s 4s 4h 5h 6h 7h 3d 8c", DUMMY.replace("8d", "7c"), "Qc", stock="Kd")
    both_pass(game)
    draw(game)
    assert knocks(game) == set()
    with pytest.raises(IllegalActionError, match="Knock"):
        game.apply(Knock(card("Kd")))
    assert game.phase is Phase.DISCARD


def test_knock_with_a_given_arrangement() -> None:
    # N draws Ac: throwing 7c leaves As-4s | 4h-7h | 3d Ac = 4. Laying out only 4h-7h would
    # leave As 2s 3s 4s 3d Ac = 14, over the limit: refused, and nothing changes
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc", stock="Ac")
    both_pass(game)
    draw(game)
    bad = (Meld.of(parse_cards("4h 5h 6h 7h")),)
    with pytest.raises(IllegalActionError, match="'discard'"):
        game.apply(Knock(card("7c"), bad))
    assert (game.phase, len(game.hand_of(N)), game.stock_size) == (Phase.DISCARD, 11, 30)
    good = (Meld.of(parse_cards("As 2s 3s 4s")), Meld.of(parse_cards("4h 5h 6h 7h")))
    (event,) = game.apply(Knock(card("7c"), good))
    assert isinstance(event, Knocked)
    assert event.arrangement.deadwood_points == 4


def test_gin() -> None:
    # N: As 2s 3s | 4h 5h 6h | 6c 6d 6s | 8h, draws 7h: 4h-7h, and 8h goes: gin
    # D: the 98-point hand
    game = new_game()
    deal(game, "As 2s 3s 4h 5h 6h 6c 6d 6s 8h", HEAVY, "2c", stock="7h")
    both_pass(game)
    draw(game)
    (event,) = game.apply(Knock(card("8h")))
    assert isinstance(event, Knocked) and event.is_gin and not event.is_big_gin
    _, ended, over = finish(game)
    assert isinstance(ended, HandEnded)
    assert (ended.result.outcome, ended.result.winner, ended.result.points) == (
        Outcome.GIN, N, 98 + 25,
    )
    assert isinstance(over, GameOver)


def test_big_gin() -> None:
    # same deal: N draws 7h and holds As 2s 3s | 4h 5h 6h 7h 8h | 6c 6d 6s, all 11 melded
    game = new_game()
    deal(game, "As 2s 3s 4h 5h 6h 6c 6d 6s 8h", HEAVY, "2c", stock="7h")
    both_pass(game)
    draw(game)
    assert BigGin() in game.legal_actions()
    (event,) = game.apply(BigGin())
    assert isinstance(event, Knocked)
    assert (event.card, event.is_gin, event.is_big_gin) == (None, True, True)
    assert len(game.hand_of(N)) == 11
    _, ended, _ = finish(game)
    assert isinstance(ended, HandEnded)
    assert (ended.result.outcome, ended.result.points) == (Outcome.BIG_GIN, 98 + 31)


def test_no_big_gin_under_classic() -> None:
    game = new_game(RuleSet.preset("classic"))
    deal(game, "As 2s 3s 4h 5h 6h 6c 6d 6s 8h", HEAVY, "2c", stock="7h")
    both_pass(game)
    draw(game)
    assert BigGin() not in game.legal_actions()
    with pytest.raises(IllegalActionError, match="BigGin"):
        game.apply(BigGin())
    assert "8h" in knocks(game)  # an ordinary gin still is


def test_straight_gin_allows_only_gin() -> None:
    # KNOCKER drawing Kd may knock with 10 under Standard (test_knock_limit_ten_is_allowed)
    straight = RuleSet.preset("straight")
    game = new_game(straight)
    deal(game, KNOCKER, DUMMY, "Qc", stock="Kd")
    both_pass(game)
    draw(game)
    assert knocks(game) == set()
    # the gin of test_gin: As 2s 3s | 4h-8h | 6c 6d 6s; throwing 8h or 4h leaves no deadwood
    game = new_game(straight)
    deal(game, "As 2s 3s 4h 5h 6h 6c 6d 6s 8h", HEAVY, "2c", stock="7h")
    both_pass(game)
    draw(game)
    assert knocks(game) == {"4h", "8h"}
    assert BigGin() in game.legal_actions()


def test_runs_only_refuses_a_knock_laid_out_with_a_group() -> None:
    # N: As 2s 3s | 5h 6h 7h | 2c 2d 2h 3c -- runs only, 9 deadwood; draws Ks and knocks.
    # Laying out the group 2c 2d 2h (3 deadwood) must be refused under runs_only.
    game = new_game(STANDARD.with_changes(runs_only=True))
    deal(game, "As 2s 3s 5h 6h 7h 2c 2d 2h 3c", HEAVY, "Kh", stock="Ks")
    both_pass(game)
    draw(game)
    assert "Ks" in knocks(game)
    melds = tuple(Meld.of(parse_cards(t)) for t in ("As 2s 3s", "5h 6h 7h", "2c 2d 2h"))
    with pytest.raises(IllegalActionError):
        game.apply(Knock(card("Ks"), melds))


# --- the wall, the 50th card and the discard-draw cap -------------------------------------------


def play_to_the_wall(game: Game) -> Card:
    """Both players draw from the stock and throw the card drawn until N has drawn the 29th
    card (the third-to-last: two are left). Returns that card, still in N's hand."""
    both_pass(game)
    for _ in range(14):
        game.apply(Discard(draw(game)))  # N
        game.apply(Discard(draw(game)))  # D
    assert (game.actor, game.stock_size) == (N, 3)
    drawn = draw(game)
    assert (game.phase, game.stock_size) == (Phase.DISCARD, 2)
    return drawn


def test_dead_hand_at_exactly_two_stock_cards() -> None:
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc")
    drawn = play_to_the_wall(game)
    # the player who drew the third-to-last card may still knock (KNOCKER has 10 deadwood) ...
    assert str(drawn) in knocks(game)
    # ... but discards instead: the hand is dead, nobody scores, nobody draws again
    events = game.apply(Discard(drawn))
    assert isinstance(events[0], CardDiscarded)
    assert isinstance(events[1], HandEnded)
    assert events[1].result == HandResult(1, D, Outcome.DEAD, None, 0, discards=29)
    assert game.phase is Phase.HAND_OVER
    assert game.legal_actions() == (Deal(),)
    assert game.sheet.columns[0].hand_points == (0, 0)
    assert game.sheet.columns[0].hands_won == (0, 0)
    # after a dead hand the same dealer deals again
    event = deal(game, KNOCKER, DUMMY, "Qc")
    assert (event.number, event.dealer, game.actor) == (2, D, N)


def test_a_hand_result_counts_the_discards_before_the_knock() -> None:
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc")
    drawn = play_to_the_wall(game)
    game.apply(Knock(drawn))
    _, ended = finish(game)
    assert isinstance(ended, HandEnded)
    assert ended.result.knocker == N and ended.result.discards == 28  # the knock's card not counted


def test_a_discard_with_three_stock_cards_left_is_not_dead() -> None:
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc")
    both_pass(game)
    for _ in range(14):
        game.apply(Discard(draw(game)))
        game.apply(Discard(draw(game)))
    assert (game.phase, game.stock_size, game.actor) == (Phase.DRAW, 3, N)
    assert game.results == ()


def test_knock_at_the_wall() -> None:
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc")
    drawn = play_to_the_wall(game)
    game.apply(Knock(drawn))
    finish(game)
    assert game.results[0].outcome is Outcome.KNOCK


# D for the 50th-card tests:  4d 5d 6d | Kc Kd Ks | 8c 9c | 2h 3h     deadwood 22
# With N's Tc: 8c 9c Tc, and throwing 2h or 3h leaves 3 or 2: a knock.
WALL_D = "4d 5d 6d Kc Kd Ks 8c 9c 2h 3h"
WALL_N = "As 2s 3s 4h 5h 6h Tc Jh Qh Js"


def test_fiftieth_card_may_be_taken_only_to_knock() -> None:
    game = new_game(STANDARD.with_changes(fiftieth_card=True))
    deal(game, WALL_N, WALL_D, "7s")
    play_to_the_wall(game)
    events = game.apply(Discard(card("Tc")))
    assert events == (CardDiscarded(N, card("Tc")), WallReached(D))
    assert (game.phase, game.actor, game.stock_size) == (Phase.DRAW, D, 2)
    assert game.view(D).at_wall
    # D may take the Tc (it makes a knock) or pass; the stock is closed
    assert set(game.legal_actions()) == {TakeDiscard(), Pass()}
    with pytest.raises(IllegalActionError, match="DrawStock"):
        game.apply(DrawStock())
    game.apply(TakeDiscard())
    # only knocks: no ordinary discard, and not the Tc itself
    assert discards(game) == set()
    assert knocks(game) == {"2h", "3h"}
    game.apply(Knock(card("3h")))
    finish(game)
    assert game.results[0].outcome in (Outcome.KNOCK, Outcome.UNDERCUT)
    assert game.results[0].knocker == D


def test_fiftieth_card_pass_ends_the_hand_dead() -> None:
    game = new_game(STANDARD.with_changes(fiftieth_card=True))
    deal(game, WALL_N, WALL_D, "7s")
    play_to_the_wall(game)
    game.apply(Discard(card("Jh")))  # no use to D: D may only pass
    assert game.legal_actions() == (Pass(),)
    with pytest.raises(IllegalActionError):
        game.apply(TakeDiscard())
    (ended,) = game.apply(Pass())
    assert isinstance(ended, HandEnded)
    assert ended.result.outcome is Outcome.DEAD
    assert deal(game, WALL_N, WALL_D, "7s").dealer == D


def test_without_the_fiftieth_card_rule_the_wall_discard_ends_the_hand() -> None:
    game = new_game()
    deal(game, WALL_N, WALL_D, "7s")
    play_to_the_wall(game)
    events = game.apply(Discard(card("Tc")))
    assert not any(isinstance(e, WallReached) for e in events)
    assert game.results[-1].outcome is Outcome.DEAD


def test_discard_draw_cap_ends_the_hand_dead() -> None:
    game = new_game(STANDARD.with_changes(discard_draw_cap=2))
    deal(game, KNOCKER, DUMMY, "Qc", stock="Kd")
    both_pass(game)
    draw(game)
    game.apply(Discard(card("Kd")))
    game.apply(TakeDiscard())  # D: the first card taken from the pile
    game.apply(Discard(card("2c")))
    assert game.phase is Phase.DRAW  # one draw from the pile: play goes on
    game.apply(TakeDiscard())  # N: the second
    assert game.view(N).discard_draws == 2
    events = game.apply(Discard(card("7c")))  # the next discard ends the hand
    assert isinstance(events[-1], HandEnded)
    assert events[-1].result.outcome is Outcome.DEAD
    assert deal(game, KNOCKER, DUMMY, "Qc").dealer == D


# --- Oklahoma -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("upcard", "limit", "multiplier"),
    [("Ah", 0, 1), ("As", 0, 2), ("5d", 5, 1), ("7s", 7, 2), ("Kh", 10, 1), ("Tc", 10, 1)],
)
def test_oklahoma_upcard_sets_limit_and_multiplier(
    upcard: str, limit: int, multiplier: int
) -> None:
    game = new_game(RuleSet.preset("oklahoma"))
    event = deal(game, KNOCKER.replace("As", "Ac"), DUMMY, upcard)
    assert (event.knock_limit, event.multiplier) == (limit, multiplier)
    assert (game.view(N).knock_limit, game.view(N).multiplier) == (limit, multiplier)


def test_oklahoma_ace_upcard_means_gin_only() -> None:
    # N: As 2s 3s | 4h 5h 6h | 7c 8c 9c | Kd; upcard Ah. After taking Ah, throwing Kd would
    # leave 1 point: a knock anywhere else, not here.
    game = new_game(RuleSet.preset("oklahoma"))
    deal(game, "As 2s 3s 4h 5h 6h 7c 8c 9c Kd", DUMMY, "Ah", stock="2d Tc")
    game.apply(TakeUpcard())
    assert knocks(game) == set()
    game.apply(Discard(card("Kd")))
    # D draws 2d and throws it; N draws Tc: 7c 8c 9c Tc, Ah goes: gin, the only knock
    game.apply(Discard(draw(game)))
    game.apply(DrawStock())
    assert knocks(game) == {"Ah"}
    game.apply(Knock(card("Ah")))
    _, ended, *_ = finish(game)
    assert isinstance(ended, HandEnded)
    assert ended.result.outcome is Outcome.GIN


def test_oklahoma_ace_upcard_knock_with_one_by_setting() -> None:
    rules = RuleSet.preset("oklahoma").with_changes(oklahoma_ace_knock_one=True)
    game = new_game(rules)
    deal(game, "As 2s 3s 4h 5h 6h 7c 8c 9c Kd", DUMMY, "Ah")
    game.apply(TakeUpcard())
    assert knocks(game) == {"Kd"}


def test_oklahoma_spade_upcard_doubles_the_hand() -> None:
    # upcard 7s: knock limit 7, points doubled. N: As 2s 3s | 4h 5h 6h | 7c 8c 9c | Kd draws 5d:
    # throwing Kd leaves 5 (a knock); throwing 5d leaves 10 (over 7)
    game = new_game(RuleSet.preset("oklahoma"))
    deal(game, "As 2s 3s 4h 5h 6h 7c 8c 9c Kd", DUMMY, "7s", stock="5d")
    both_pass(game)
    draw(game)
    assert knocks(game) == {"Kd"}
    game.apply(Knock(card("Kd")))
    _, ended = finish(game)
    assert isinstance(ended, HandEnded)
    # D: 2c 4c 6d 8d Td Qh 9s Js 9h Jc = 78; lays off nothing (no 3h/7h/Ts/6c/Tc/4s... held)
    assert ended.result.outcome is Outcome.KNOCK
    assert ended.result.points == (78 - 5) * 2
    assert ended.result.settlement is not None and ended.result.settlement.multiplier == 2


# --- game over and bonuses ------------------------------------------------------------------------


def gin_for_123(rules: RuleSet) -> Game:
    """A one-hand game: N gins (see test_gin) against the 98-point hand: 98 + gin bonus."""
    game = new_game(rules)
    deal(game, "As 2s 3s 4h 5h 6h 6c 6d 6s 8h", HEAVY, "2c", stock="7h")
    both_pass(game)
    draw(game)
    game.apply(Knock(card("8h")))
    finish(game)
    return game


def test_shutout_doubles_hand_points_and_game_bonus() -> None:
    game = gin_for_123(STANDARD)
    assert game.phase is Phase.GAME_OVER
    assert game.legal_actions() == ()
    assert game.actor is None
    column = game.sheet.columns[0]
    assert column.hand_points == (0, 123)
    assert column.winner == N
    assert column.game_bonus == (0, 100)
    assert column.line_bonus == (0, 25)
    assert column.shutout
    # (123 + 100) doubled, plus the line bonus once
    assert column.totals == (0, 2 * (123 + 100) + 25)
    assert game.sheet.totals == (0, 471)
    assert (game.sheet.winner, game.sheet.margin, column.margin) == (N, 471, 471)
    with pytest.raises(IllegalActionError, match="game over"):
        game.apply(Deal())


def test_shutout_doubles_all_setting() -> None:
    game = gin_for_123(STANDARD.with_changes(shutout_doubles_all=True))
    assert game.sheet.totals == (0, 2 * (123 + 100 + 25))


def test_classic_and_benchmark_bonuses() -> None:
    classic = gin_for_123(RuleSet.preset("classic"))
    # gin 20: 98 + 20 = 118; line 20; shutout doubles 118 + 100
    assert classic.sheet.totals == (0, 2 * (118 + 100) + 20)
    benchmark = gin_for_123(RuleSet.preset("benchmark"))
    assert benchmark.sheet.totals == (0, 123)  # no game bonus, no line, no doubling


def test_game_over_without_shutout() -> None:
    # Hand 1 (D = seat 0 deals). N: Kc Qh Qs Jc Jd Th Ts 9d 8d 2h (89, nothing lays off);
    # N passes the Ad, D takes it: As 2s 3s | 4h 5h 6h | 7c 8c 9c | Ad, throws Kd, knocks with 1
    game = new_game()
    deal(game, "Kc Qh Qs Jc Jd Th Ts 9d 8d 2h", "As 2s 3s 4h 5h 6h 7c 8c 9c Kd", "Ad")
    game.apply(Pass())
    game.apply(TakeUpcard())
    game.apply(Knock(card("Kd")))
    finish(game)
    assert game.results[0].points == 89 - 1 and game.results[0].winner == D
    # Hand 2: the deal alternates, seat 1 deals and seat 0 is offered the upcard first.
    # Seat 0 (N now) holds the 98-point hand; seat 1 (D) takes the 7h upcard and gins
    assert deal(game, HEAVY, "As 2s 3s 4h 5h 6h 6c 6d 6s 8h", "7h").dealer == 1
    assert game.actor == 0
    game.apply(Pass())
    game.apply(TakeUpcard())
    game.apply(Knock(card("8h")))
    finish(game)
    assert game.phase is Phase.GAME_OVER
    column = game.sheet.columns[0]
    assert column.hand_points == (88, 123)
    assert column.hands_won == (1, 1)
    assert not column.shutout
    assert column.totals == (88 + 25, 123 + 100 + 25)
    assert [(e.hand, e.seat, e.points, e.totals) for e in column.entries] == [
        (1, 0, 88, (88, 0)),
        (2, 1, 123, (88, 123)),
    ]
    assert (game.sheet.winner, game.sheet.margin) == (1, 248 - 113)


def test_winner_deals_setting() -> None:
    # hand 1 of test_game_over_without_shutout: the dealer (seat 0) wins and deals again
    game = new_game(STANDARD.with_changes(next_dealer=NextDealer.WINNER))
    deal(game, "Kc Qh Qs Jc Jd Th Ts 9d 8d 2h", "As 2s 3s 4h 5h 6h 7c 8c 9c Kd", "Ad")
    game.apply(Pass())
    game.apply(TakeUpcard())
    game.apply(Knock(card("Kd")))
    finish(game)
    assert deal(game, KNOCKER, DUMMY, "Qc").dealer == 0


def test_winner_deals_after_an_undercut_by_the_non_dealer() -> None:
    # N knocks with 10 (KNOCKER + Kd) against D's 9 deadwood: D undercuts and deals next
    game = new_game(STANDARD.with_changes(next_dealer=NextDealer.WINNER))
    deal(game, KNOCKER, "Ac Ad Ah 2c 2d 2h 9c Tc Jc 9d", "Qc", stock="Kd")
    both_pass(game)
    draw(game)
    game.apply(Knock(card("Kd")))
    finish(game)
    assert game.results[0].outcome is Outcome.UNDERCUT
    assert game.results[0].winner == D
    assert game.results[0].points == 10 - 9 + 25
    assert deal(game, KNOCKER, DUMMY, "Qc").dealer == D
    # under the default rule the deal would alternate
    game = new_game()
    deal(game, KNOCKER, "Ac Ad Ah 2c 2d 2h 9c Tc Jc 9d", "Qc", stock="Kd")
    both_pass(game)
    draw(game)
    game.apply(Knock(card("Kd")))
    finish(game)
    assert deal(game, KNOCKER, DUMMY, "Qc").dealer == N


# --- Hollywood ------------------------------------------------------------------------------------


def hollywood(wins: Sequence[tuple[int | None, int]]) -> list[list[tuple[int, int, int]]]:
    """The (hand, seat, points) entries of each column after hands won by ``wins``."""
    results = [
        HandResult(n, 0, Outcome.DEAD if seat is None else Outcome.KNOCK, seat, points)
        for n, (seat, points) in enumerate(wins, start=1)
    ]
    sheet = score_sheet(RuleSet.preset("hollywood"), results)
    assert len(sheet.columns) == 3
    return [[(e.hand, e.seat, e.points) for e in column.entries] for column in sheet.columns]


def test_hollywood_first_second_and_third_wins() -> None:
    columns = hollywood([(0, 30), (0, 20), (1, 10), (None, 0), (0, 5), (1, 7), (1, 8)])
    # seat 0: 1st win (hand 1) in game 1; 2nd (hand 2) in 1 and 2; 3rd (hand 5) in all three
    # seat 1: 1st win (hand 3) in game 1; 2nd (hand 6) in 1 and 2; 3rd (hand 7) in all three
    assert columns == [
        [(1, 0, 30), (2, 0, 20), (3, 1, 10), (5, 0, 5), (6, 1, 7), (7, 1, 8)],
        [(2, 0, 20), (5, 0, 5), (6, 1, 7), (7, 1, 8)],
        [(5, 0, 5), (7, 1, 8)],
    ]


def test_hollywood_columns_close_at_the_target() -> None:
    rules = RuleSet.preset("hollywood")
    wins = [(0, 60), (0, 30), (0, 20), (1, 40)]
    # hand 3 takes game 1 to 110: it closes; seat 1's first win (hand 4) goes to game 1? No:
    # game 1 is over, so it starts in the leftmost open game, game 2
    columns = hollywood(wins)
    assert columns == [
        [(1, 0, 60), (2, 0, 30), (3, 0, 20)],
        [(2, 0, 30), (3, 0, 20), (4, 1, 40)],
        [(3, 0, 20)],
    ]
    results = [HandResult(n, 0, Outcome.KNOCK, s, p) for n, (s, p) in enumerate(wins, start=1)]
    sheet = score_sheet(rules, results)
    first, second, third = sheet.columns
    assert first.is_over and first.winner == 0 and first.shutout
    assert first.totals == (2 * (110 + 100) + 3 * 25, 0)
    assert not second.is_over and not third.is_over
    assert not sheet.is_over and sheet.winner is None
    assert second.totals == (50, 40)  # no bonus before a column ends


def test_hollywood_match_ends_when_all_three_games_end() -> None:
    # seat 0 wins 100 three times: each win closes the leftmost open game, a shutout each time
    results = [HandResult(n, 0, Outcome.GIN, 0, 100) for n in (1, 2, 3)]
    sheet = score_sheet(RuleSet.preset("hollywood"), results)
    assert [len(c.entries) for c in sheet.columns] == [1, 1, 1]
    assert all(c.winner == 0 and c.shutout for c in sheet.columns)
    assert sheet.is_over
    assert sheet.totals == (3 * (2 * (100 + 100) + 25), 0)
    assert sheet.winner == 0


def test_hollywood_game_keeps_three_columns() -> None:
    game = gin_for_123(RuleSet.preset("hollywood"))
    first, second, third = game.sheet.columns
    assert [(e.seat, e.points) for e in first.entries] == [(N, 123)]
    assert first.is_over and not second.is_over and not third.is_over
    assert second.entries == () and third.entries == ()
    assert game.phase is Phase.HAND_OVER  # the match goes on


# --- illegal actions ------------------------------------------------------------------------------


def test_illegal_action_names_the_action_and_the_phase() -> None:
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc")
    before = (game.phase, game.actor, game.history, game.view(N), game.view(D))
    with pytest.raises(IllegalActionError) as info:
        game.apply(DrawStock())
    message = str(info.value)
    assert "DrawStock()" in message
    assert "'upcard offer'" in message
    assert isinstance(info.value, ValueError)
    assert (game.phase, game.actor, game.history, game.view(N), game.view(D)) == before


@pytest.mark.parametrize(
    ("action", "phase"),
    [
        (Cut(), "'upcard offer'"),
        (Deal(), "'upcard offer'"),
        (LayOff(), "'upcard offer'"),
        (Discard(Card.parse("As")), "'upcard offer'"),
        (TakeDiscard(), "'upcard offer'"),
        (Knock(Card.parse("7c")), "'upcard offer'"),
        (BigGin(), "'upcard offer'"),
    ],
)
def test_actions_out_of_phase(action: Action, phase: str) -> None:
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc")
    with pytest.raises(IllegalActionError, match=phase):
        game.apply(action)
    assert len(game.history) == 2


def test_discarding_a_card_not_held() -> None:
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc", stock="Kd")
    both_pass(game)
    draw(game)
    with pytest.raises(IllegalActionError, match=r"Discard\(card=Card.parse\('2c'\)\).*'discard'"):
        game.apply(Discard(card("2c")))  # D's card


def test_a_bad_cut_or_deck_is_refused_whole() -> None:
    game = Game()
    with pytest.raises(IllegalActionError, match="cut"):
        game.apply(Cut(parse_cards("2c 2d")))  # the last pair must differ in rank
    assert (game.phase, game.history) == (Phase.CUT, ())
    game.apply(Cut(parse_cards("7c 7d Kc 3d")))  # a tie, cut again: seat 1's 3 deals
    assert game.dealer == 1
    deck = build_deck(KNOCKER, DUMMY, "Qc")
    with pytest.raises(IllegalActionError, match="52"):
        game.apply(Deal(deck[:51]))
    with pytest.raises(IllegalActionError, match="52"):
        game.apply(Deal((deck[1], *deck[1:])))
    assert (game.phase, len(game.history)) == (Phase.DEAL, 1)


def test_seeded_chance_is_recorded_and_replays() -> None:
    first, second = Game(seed=11), Game(seed=11)
    for game in (first, second):
        game.apply(Cut())
        game.apply(Deal())
    assert first.history == second.history
    cut, dealt = first.history
    assert isinstance(cut, Cut) and cut.cards is not None
    assert isinstance(dealt, Deal) and dealt.deck is not None and len(dealt.deck) == 52
    replay = Game()
    replay.apply(cut)
    replay.apply(dealt)
    assert replay.view(0) == first.view(0) and replay.view(1) == first.view(1)


def test_copy_is_independent() -> None:
    game = new_game()
    deal(game, KNOCKER, DUMMY, "Qc")
    twin = game.copy()
    game.apply(TakeUpcard())
    assert twin.phase is Phase.UPCARD_OFFER
    assert card("Qc") not in twin.hand_of(N)


def test_copy_shares_only_what_never_changes() -> None:
    game = Game(seed=4)
    while len(game.results) < 2:
        game.apply(game.legal_actions()[-1])  # knocks when it can: the hands end soon
    twin = game.copy()
    assert twin.history == game.history and twin.results == game.results
    assert twin.sheet is game.sheet  # frozen, shared
    assert all(a is b for a, b in zip(twin.history, game.history, strict=True))
    game.apply(game.legal_actions()[0])  # the deal of hand 3
    assert len(twin.history) == len(game.history) - 1 and twin.phase is Phase.HAND_OVER
    assert twin.legal_actions() == (Deal(),)
    assert twin.view(0) != game.view(0)


# --- the view hides the opponent's hand and the stock order ---------------------------------------


def hidden_twin_decks() -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Two decks that differ only in what seat 1 (N) cannot see: one card of D's hand (9s in A,
    5c in B), the card D draws first (8s in A, 8h in B), and the order of the whole stock below
    the cards N draws (sorted in A, reversed in B). N's cards and draws are the same."""
    deck_a = build_deck(KNOCKER, DUMMY, "Qc", stock="Kd 8s 3c")
    deck_b = build_deck(KNOCKER, DUMMY.replace("9s", "5c"), "Qc", stock="Kd 8h 3c")
    deck_b = deck_b[:24] + tuple(reversed(deck_b[24:]))
    assert sorted(deck_a) == sorted(deck_b) and deck_a[24:] != deck_b[24:]
    return deck_a, deck_b


def test_view_never_holds_hidden_cards() -> None:
    games = [new_game(), new_game()]
    for game, deck in zip(games, hidden_twin_decks(), strict=True):
        game.apply(Deal(deck))
    steps: list[Action] = [
        Pass(), Pass(), DrawStock(), Discard(card("Kd")),  # N draws Kd and throws it
        DrawStock(), Discard(card("Jc")),  # D draws (8s or 8h) and throws Jc, held in both
        DrawStock(), Knock(card("3c")),  # N draws 3c and knocks with 10 (3d 7c)
    ]
    assert games[0].view(N) == games[1].view(N)
    assert games[0].view(D) != games[1].view(D)  # the difference is real
    for step in steps:
        for game in games:
            game.apply(step)
        assert games[0].view(N) == games[1].view(N), step
        assert games[0].view(D) != games[1].view(D)
    # at the showdown the knocker's melds are public, the defender's hand not yet
    view = games[0].view(N)
    assert view.phase is Phase.SHOWDOWN
    assert view.knocker == N and view.knocker_arrangement is not None
    assert view.settlement is None
    assert view.opponent_hand_size == 10
    assert view.hand == games[0].hand_of(N)
    assert view.stock_size == 28
    assert view.picked == ((), ()) and view.thrown == ((card("Jc"),), (card("Kd"),))
    # once the defender lays off, both hands are shown
    for game in games:
        game.apply(LayOff())
    settled = games[0].view(N).settlement
    assert settled is not None
    assert card("9s") in settled.defender.cards
    assert games[0].view(N) != games[1].view(N)


def test_defenders_view_hides_the_knockers_hand_until_the_showdown() -> None:
    # the same twins seen by D while N is still playing: N's hand is the same in both games,
    # so make a pair where N's hidden card differs instead
    deck_a = build_deck(KNOCKER, DUMMY, "Qc")
    deck_b = build_deck(KNOCKER.replace("7c", "8c"), DUMMY, "Qc")
    games = [new_game(), new_game()]
    for game, deck in zip(games, (deck_a, deck_b), strict=True):
        game.apply(Deal(deck))
    for step in (Pass(), Pass(), DrawStock()):
        for game in games:
            game.apply(step)
        assert games[0].view(D) == games[1].view(D), step
    assert games[0].view(N) != games[1].view(N)


def test_view_of_a_bad_seat() -> None:
    with pytest.raises(ValueError, match="seat"):
        Game().view(2)


def test_next_dealer_alternates_after_a_scored_hand() -> None:
    # After the cut the next dealer is known; once a hand is scored, dealer is that hand's
    # dealer and next_dealer the other seat (Standard: the deal alternates).
    game = Game(RuleSet(), seed=5)
    assert game.next_dealer is None
    game.apply(game.legal_actions()[0])
    first = game.next_dealer
    assert first is not None
    game.apply(game.legal_actions()[0])
    assert game.dealer == first
    while game.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        legal = game.legal_actions()
        knock = next((a for a in legal if isinstance(a, Knock)), None)
        game.apply(knock or legal[-1])
    if game.results[-1].winner is None:
        assert game.next_dealer == first
    else:
        assert game.next_dealer == 1 - first
