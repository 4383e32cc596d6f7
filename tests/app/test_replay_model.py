"""The hand-history model: the steps of every hand, their words and the table they show.

Checked on real matches (two computer players, ``played_save``) and on a hand-made one whose
every line is known in advance.
"""

from __future__ import annotations

import subprocess
import sys
import time

import pytest
from save_helpers import played_save

from ginrummy_desktop.app.records.replay import (
    HandReplay,
    MatchReplay,
    Step,
    replay_game,
    replay_match,
)
from ginrummy_desktop.app.words.cards import card_text
from ginrummy_desktop.app.words.results import hand_breakdown
from ginrummy_desktop.engine import (
    FULL_DECK,
    BigGin,
    Card,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Game,
    IllegalActionError,
    Knock,
    LayOff,
    Outcome,
    Pass,
    Phase,
    RuleSet,
    StockDrawn,
    TakeDiscard,
    parse_cards,
)

SEATS = ("You", "Computer")


def _card(name: str) -> Card:
    return Card.parse(name)


def _deck(you: str, computer: str, upcard: str, stock: str) -> tuple[Card, ...]:
    """A deck dealt with the computer dealing: you get the 1st, 3rd, ... card."""
    mine, theirs = parse_cards(you), parse_cards(computer)
    top = [*parse_cards(upcard), *parse_cards(stock)]
    dealt = [card for pair in zip(mine, theirs, strict=True) for card in pair]
    rest = [c for c in FULL_DECK if c not in {*dealt, *top}]
    return (*dealt, *top, *rest)


def _hand_made() -> Game:
    """You: 2-3-4♥, three 7s, J-Q-K♠ and 9♦; you draw 2♣ and throw it, the computer takes it
    and throws Q♣, you draw 6♣ and knock with 6 (throwing 9♦); the computer lays off 5♥."""
    game = Game(RuleSet())
    game.apply(Cut(parse_cards("9s 3d")))  # seat 1 cut the lower card: the computer deals
    game.apply(Deal(_deck("2h 3h 4h 7c 7d 7s Js Qs Ks 9d", "5h Qc 9h Tc 3d 5d 8d Ac 4s 6s",
                          "Kh", "2c 6c")))
    for action in (Pass(), Pass(), DrawStock(), Discard(_card("2c")), TakeDiscard(),
                   Discard(_card("Qc")), DrawStock(), Knock(_card("9d")), LayOff()):
        game.apply(action)
    return game


def test_a_hand_made_hand_is_told_move_by_move() -> None:
    replay = replay_game(_hand_made())
    (hand,) = replay.hands
    assert [step.text for step in hand.steps] == [
        "Hand 1: the computer deals",
        "You passed the upcard",
        "Computer passed the upcard",
        "You drew from the stock: 2♣",
        "You discarded 2♣",
        "Computer took 2♣ from the pile",
        "Computer discarded Q♣",
        "You drew from the stock: 6♣",
        "You knocked with 6 deadwood (discarding 9♦)",
        "Computer laid off 5♥",
        "You knocked and score 42",
    ]
    assert hand.dealer == 1 and hand.finished and hand.start == 1 and hand.end == 11
    assert replay.cut == tuple(parse_cards("9s 3d"))


def test_the_hand_made_table_is_as_it_was_at_each_step() -> None:
    steps = replay_game(_hand_made()).hands[0].steps
    dealt, drew, threw, took = steps[0], steps[3], steps[4], steps[5]
    assert dealt.stock == 31 and dealt.pile == (_card("Kh"),) and dealt.phase is Phase.UPCARD_OFFER
    assert set(dealt.hands[0]) == set(parse_cards("2h 3h 4h 7c 7d 7s Js Qs Ks 9d"))
    assert drew.stock == 30 and _card("2c") in drew.hands[0] and len(drew.hands[0]) == 11
    assert drew.moved == _card("2c") and drew.seat == 0 and drew.phase is Phase.DISCARD
    assert threw.pile[-1] == _card("2c") and _card("2c") not in threw.hands[0]
    assert took.pile == (_card("Kh"),) and _card("2c") in took.hands[1] and took.seat == 1
    knock, laid, scored = steps[8], steps[9], steps[10]
    assert knock.knock is not None and knock.knock.knocker == 0
    assert knock.pile == steps[7].pile  # the knock's discard goes face down, not on the pile
    assert knock.knock.deadwood == (_card("6c"),) and knock.moved == _card("9d")
    hearts = [i for i, m in enumerate(knock.knock.melds) if _card("3h") in m.cards]
    assert laid.knock is not None and laid.knock.laid_onto(hearts[0]) == (_card("5h"),)
    assert _card("5h") in steps[8].hands[1] and _card("5h") not in laid.hands[1]
    assert scored.result is not None and scored.result.points == 42
    assert scored.knock is not None and scored.knock.settlement is not None
    assert scored.details == hand_breakdown(scored.result, RuleSet()).lines
    assert scored.phase is Phase.HAND_OVER
    assert [step.actor for step in steps] == [0, 1, 0, 0, 1, 1, 0, 0, 1, 1, None]


def test_gin_is_named_and_nothing_is_laid_off_against_it() -> None:
    game = Game(RuleSet())
    game.apply(Cut(parse_cards("3d 9s")))  # seat 0 cut lower: you deal, the computer starts
    you, computer = "2c 5d 8d Ac 4s 6s 9h Tc Qc Kd", "2h 3h 4h 7c 7d 7s Js Qs Ks 9d"
    deal = _deck(computer, you, "Kh", "5h")  # the non-dealer (the computer) gets the 1st card
    game.apply(Deal(deal))
    for action in (Pass(), Pass(), DrawStock(), Knock(_card("9d")), LayOff()):
        game.apply(action)
    texts = [step.text for step in replay_game(game).hands[0].steps]
    assert texts[0] == "Hand 1: you deal"
    assert texts[1:4] == ["Computer passed the upcard", "You passed the upcard",
                          "Computer drew from the stock: 5♥"]
    assert texts[4] == "Computer went gin (discarding 9♦)"
    assert texts[5] == "You laid out the melds (no lay-offs against gin)"
    assert texts[6].startswith("Gin! The computer scores")


def test_big_gin_is_named() -> None:
    game = Game(RuleSet(big_gin=True))
    game.apply(Cut(parse_cards("9s 3d")))
    game.apply(Deal(_deck("2h 3h 4h 5h 7c 7d 7s Js Qs Ks", "Qc 9h Tc 3d 5d 8d Ac 4s 6s 2c",
                          "Kh", "6h")))
    for action in (Pass(), Pass(), DrawStock(), BigGin(), LayOff()):
        game.apply(action)
    steps = replay_game(game).hands[0].steps
    assert [step.text for step in steps[3:6]] == [
        "You drew from the stock: 6♥", "You went big gin",
        "Computer laid out the melds (no lay-offs against gin)",
    ]
    assert steps[-1].text.startswith("Big gin! You score")
    assert steps[4].knock is not None and steps[4].knock.deadwood == ()
    assert len(steps[4].hands[0]) == 11


@pytest.mark.parametrize("fiftieth", [False, True])
def test_a_dead_hand_at_the_wall_is_named(fiftieth: bool) -> None:
    game = Game(RuleSet(fiftieth_card=fiftieth))
    game.apply(Cut(parse_cards("9s 3d")))
    game.apply(Deal(_deck("2h 5h 8h Jh 3c 6c 9c Qc 4d 7d", "Td Kd 2s 5s 8s Js 3h 6h 9h Qh",
                          "Kh", "")))
    game.apply(Pass())
    game.apply(Pass())
    while game.phase is Phase.DRAW and game.stock_size > 2:
        (drawn,) = game.apply(DrawStock())
        assert isinstance(drawn, StockDrawn)
        game.apply(Discard(drawn.card))
    if fiftieth:
        game.apply(Pass())
    steps = replay_game(game).hands[0].steps
    wall = "discarded" if not fiftieth else "(two cards left in the stock: the wall)"
    assert wall in steps[-3 if fiftieth else -2].text
    if fiftieth:
        assert steps[-2].text.endswith("passed at the wall")
    assert steps[-1].text == "Dead hand" and steps[-1].stock == 2
    assert steps[-1].result is not None and steps[-1].result.outcome is Outcome.DEAD


@pytest.fixture(scope="module")
def real() -> tuple[Game, MatchReplay]:
    game = played_save(5000, seed=13).game
    assert game.phase is Phase.GAME_OVER
    return game, replay_game(game)


def _pairs(hand: HandReplay) -> list[tuple[Step, Step]]:
    return list(zip(hand.steps, hand.steps[1:], strict=False))


def test_every_hand_of_a_real_match_is_there_with_its_result(
    real: tuple[Game, MatchReplay],
) -> None:
    game, replay = real
    assert [hand.result for hand in replay.hands] == list(game.results)
    assert all(hand.finished for hand in replay.hands)
    for hand in replay.hands:
        dealer = "you deal" if hand.dealer == 0 else "the computer deals"
        assert hand.steps[0].text == f"Hand {hand.number}: {dealer}"
        assert isinstance(game.history[hand.start], Deal)
        assert hand.result is not None
        assert hand.steps[-1].text == hand_breakdown(hand.result, game.rules).title
    ends = [hand.end for hand in replay.hands]
    assert ends[-1] == len(game.history)
    assert [hand.start for hand in replay.hands[1:]] == ends[:-1]


def test_a_draw_from_the_stock_names_the_card_that_arrived(
    real: tuple[Game, MatchReplay],
) -> None:
    draws = 0
    for hand in real[1].hands:
        for before, after in _pairs(hand):
            if "drew from the stock: " not in after.text:
                continue
            draws += 1
            seat = after.seat
            assert seat is not None and after.text.startswith(SEATS[seat])
            assert after.stock == before.stock - 1
            (arrived,) = set(after.hands[seat]) - set(before.hands[seat])
            assert after.text.endswith(card_text(arrived)) and after.moved == arrived
            assert after.pile == before.pile
    assert draws > 50


def test_pile_moves_and_discards_change_the_pile_and_the_hand(
    real: tuple[Game, MatchReplay],
) -> None:
    seen = {"took": 0, "discarded": 0}
    for hand in real[1].hands:
        for before, after in _pairs(hand):
            seat = after.seat
            if " from the pile" in after.text or "took the upcard" in after.text:
                assert seat is not None and after.moved == before.pile[-1]
                assert after.pile == before.pile[:-1] and after.moved in after.hands[seat]
                assert after.stock == before.stock
                seen["took"] += 1
            elif " discarded " in after.text:
                assert seat is not None and after.pile[-1] == after.moved
                assert after.moved in before.hands[seat]
                assert after.moved not in after.hands[seat]
                assert f"discarded {card_text(after.moved)}" in after.text
                seen["discarded"] += 1
    assert seen["took"] > 5 and seen["discarded"] > 50


def test_every_card_is_somewhere_until_the_knock(real: tuple[Game, MatchReplay]) -> None:
    for hand in real[1].hands:
        for step in hand.steps:
            if step.knock is not None or step.result is not None:
                continue
            held = len(step.hands[0]) + len(step.hands[1])
            assert held + len(step.pile) + step.stock == 52
            assert held in (20, 21)


def test_the_showdown_lays_off_card_by_card(real: tuple[Game, MatchReplay]) -> None:
    laid_any = False
    for hand in real[1].hands:
        result = hand.result
        if result is None or result.settlement is None:
            continue
        layoffs = result.settlement.layoffs
        texts = [step.text for step in hand.steps]
        defender = 1 - (result.knocker or 0)
        named = [t for t in texts if " laid off " in t]
        assert named == [f"{SEATS[defender]} laid off {card_text(lay.card)}" for lay in layoffs]
        if not layoffs and result.outcome is not Outcome.GIN:
            assert f"{SEATS[defender]} had nothing to lay off" in texts
        laid_any = laid_any or bool(layoffs)
        final = hand.steps[-1]
        assert final.knock is not None and final.knock.laid_off == layoffs
    assert laid_any


def test_the_hand_in_play_is_built_but_not_offered() -> None:
    game = played_save(60, seed=5).game
    assert game.phase not in (Phase.HAND_OVER, Phase.GAME_OVER)
    replay = replay_game(game)
    assert not replay.hands[-1].finished and replay.hands[-1].end is None
    assert replay.hands[-1] not in replay.finished_hands
    assert replay.hand(replay.hands[-1].number) is replay.hands[-1]
    with pytest.raises(KeyError):
        replay.hand(999)


def test_a_history_that_does_not_replay_is_refused() -> None:
    game = _hand_made()
    broken = (*game.history[:3], Discard(_card("Ks")))
    with pytest.raises(IllegalActionError):
        replay_match(game.rules, broken)


def test_five_hundred_actions_replay_well_under_a_second() -> None:
    game = played_save(500, seed=3, rules=RuleSet(target=1000)).game
    assert len(game.history) == 500
    started = time.perf_counter()
    replay = replay_game(game)
    elapsed = time.perf_counter() - started
    assert sum(len(hand.steps) for hand in replay.hands) >= 500
    assert elapsed < 0.5, f"{elapsed:.3f} s"


def test_the_model_loads_no_widgets() -> None:
    """Its words go through Qt's translation (QtCore), but it draws nothing."""
    probe = ("import sys, ginrummy_desktop.app.records.replay; "
             "print(any(m.startswith(('PySide6.QtGui', 'PySide6.QtWidgets')) "
             "for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         timeout=60, check=True)
    assert out.stdout.strip() == "False"
