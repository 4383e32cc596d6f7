"""The coach ranks exactly the legal actions, explains each (as data: the program words it), and
is honest.

Searches are count-based and small, so the tests are fast and reproducible.
"""

from __future__ import annotations

import random

from expert_positions import positions

from ginrummy_desktop.ai.coach import Advice, Reason, ReasonKind, advise
from ginrummy_desktop.ai.expert import sure_action
from ginrummy_desktop.engine import (
    FULL_DECK,
    PRESETS,
    BigGin,
    Card,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Game,
    Knock,
    LayOff,
    Pass,
    Phase,
    TakeDiscard,
    TakeUpcard,
    best_discard,
    deadwood_points,
    parse_cards,
)

ADDED_FACTS = frozenset({
    ReasonKind.UNDERCUT_RISK, ReasonKind.KEEPS, ReasonKind.RISKY, ReasonKind.DEAD,
    ReasonKind.LOOKS_SAFE, ReasonKind.ODDS, ReasonKind.UNDERCUT, ReasonKind.OPPONENT_SCORES,
    ReasonKind.KNOCK_PASSED_UP, ReasonKind.LEAST_DEADWOOD_PASSED_UP,
})
"""The clauses that add a fact to a reason, never the first (which says what the move does)."""


def test_advice_ranks_every_legal_action_once_with_a_reason() -> None:
    count = 0
    for _, view in positions(range(10), every=3):
        advice = advise(view, None, samples=6)
        assert sorted(map(repr, (a.action for a in advice))) == sorted(
            map(repr, view.legal_actions)
        )
        for item in advice:
            assert isinstance(item, Advice)
            assert item.reason and all(isinstance(clause, Reason) for clause in item.reason)
            assert item.reason[0].kind not in ADDED_FACTS
            assert all(clause.kind in ADDED_FACTS for clause in item.reason[1:])
            assert all(0.0 <= clause.share <= 1.0 for clause in item.reason)
            assert 0.0 <= item.hand_win <= 1.0
        count += 1
    assert count > 20


def test_advice_is_reproducible_and_sure_moves_come_first() -> None:
    for _, view in positions(range(60), every=2):
        sure = sure_action(view)
        if sure is None:
            continue
        advice = advise(view, None, samples=4)
        assert advice[0].action == sure
        assert advice == advise(view, None, samples=4)
        return


def test_discard_reasons_name_the_card_and_the_deadwood() -> None:
    for _, view in positions(range(8), every=2):
        if view.phase is not Phase.DISCARD:
            continue
        for item in advise(view, None, samples=4):
            first = item.reason[0]
            if isinstance(item.action, Discard | Knock):
                assert first.card == item.action.card
                left = [c for c in view.hand if c != item.action.card]
                assert first.deadwood == deadwood_points(left, view.rules.runs_only)
            if isinstance(item.action, Discard):
                assert first.kind in (
                    ReasonKind.BREAKS_MELD, ReasonKind.NEAR_MELDS, ReasonKind.FAR_FROM_MELDS
                )
                assert (first.kind is ReasonKind.BREAKS_MELD) == (item.action.card in first.cards)
                assert (first.kind is ReasonKind.NEAR_MELDS) == (first.melds > 0)
            if isinstance(item.action, Knock):
                assert first.kind in (ReasonKind.KNOCK, ReasonKind.GIN)
                assert (first.kind is ReasonKind.GIN) == (first.deadwood == 0)


def test_the_advice_says_why_it_passes_up_a_knock_or_the_least_deadwood_discard() -> None:
    """Only the advised move says why not the obvious one, with the search's own numbers: the
    knock it turns down (when one is legal and it does not knock) and the card whose discard
    leaves the least deadwood, the one the panel names (when it throws another)."""
    knocks_passed = least_passed = 0
    for _, view in positions(range(24), every=3):
        if view.phase is not Phase.DISCARD:
            continue
        ranked = advise(view, None, samples=4)
        best, others = ranked[0], ranked[1:]
        assert not any(
            clause.kind in (ReasonKind.KNOCK_PASSED_UP, ReasonKind.LEAST_DEADWOOD_PASSED_UP)
            for other in others for clause in other.reason
        )
        kinds = [clause.kind for clause in best.reason]
        knock = next((a for a in ranked if isinstance(a.action, Knock)), None)
        declined = knock is not None and not isinstance(best.action, Knock)
        assert (ReasonKind.KNOCK_PASSED_UP in kinds) == declined
        if declined:
            assert knock is not None
            clause = best.reason[kinds.index(ReasonKind.KNOCK_PASSED_UP)]
            assert clause.points == round(best.value - knock.value)
            assert clause.deadwood <= view.knock_limit
            knocks_passed += 1
        assert isinstance(best.action, Discard | Knock | BigGin)
        least = best_discard(view.hand, view.may_not_discard, view.rules.runs_only).card
        thrown = getattr(best.action, "card", least)
        assert (ReasonKind.LEAST_DEADWOOD_PASSED_UP in kinds) == (thrown != least)
        if thrown != least:
            clause = best.reason[kinds.index(ReasonKind.LEAST_DEADWOOD_PASSED_UP)]
            other = next(a for a in ranked if a.action == Discard(least))
            assert clause.card == least and clause.points == round(best.value - other.value)
            least_passed += 1
    assert knocks_passed and least_passed


def test_draw_reasons_talk_about_the_upcard() -> None:
    seen = 0
    for _, view in positions(range(8)):
        if view.phase is not Phase.DRAW or view.upcard is None:
            continue
        for item in advise(view, None, samples=4):
            if isinstance(item.action, TakeDiscard | DrawStock | TakeUpcard):
                first = item.reason[0]
                assert first.card == view.upcard or first.kind is ReasonKind.STOCK
                if first.kind is ReasonKind.TAKE_COMPLETES:
                    assert view.upcard in first.cards
                if first.kind in (ReasonKind.TAKE_LOWERS, ReasonKind.STOCK_BLIND):
                    assert first.after < first.before
        seen += 1
    assert seen > 5


def test_the_showdown_advice_says_what_will_be_laid_off() -> None:
    deck = list(FULL_DECK)
    random.Random(3).shuffle(deck)
    knocker_hand = parse_cards("4c 5c 6c 9d 9h 9s Jh Qh Kh 2d")
    defender_hand = parse_cards("7c 8c 2s 3h 4d 6s 8s Td Ks Qd")  # 7c 8c extend 4c-5c-6c
    rest = [c for c in deck if c not in knocker_hand and c not in defender_hand]
    order: list[Card] = []
    for i in range(10):  # seat 0 deals: seat 1 (the knocker) gets the first card
        order += [knocker_hand[i], defender_hand[i]]
    game = Game(PRESETS["standard"], seed=0)
    game.apply(Cut((Card.parse("2c"), Card.parse("Kc"))))  # seat 0 cuts lower and deals
    game.apply(Deal(tuple(order + rest)))
    game.apply(Pass())  # seat 1 passes the upcard
    game.apply(Pass())  # so does seat 0
    game.apply(DrawStock())
    drawn = next(c for c in game.hand_of(1) if c not in knocker_hand)
    game.apply(Knock(drawn))
    view = game.view(0)
    assert view.legal_actions == (LayOff(),)
    (only,) = advise(view, None, samples=4)
    laid, result = only.reason
    assert laid.kind is ReasonKind.LAYS_OFF
    assert {Card.parse("7c"), Card.parse("8c")} <= set(laid.cards)
    assert result == Reason(ReasonKind.OPPONENT_SCORES, points=round(-only.value))
    assert only.value < 0


# --- honesty ----------------------------------------------------------------------------------


def test_hidden_cards_never_change_the_advice() -> None:
    rng = random.Random(5)
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    other = list(deck)
    other[1], other[51] = other[51], other[1]  # an opponent card traded with the stock bottom
    other[3], other[50] = other[50], other[3]
    views = []
    for order in (deck, other):
        game = Game(PRESETS["standard"], seed=0)
        game.apply(Cut((Card.parse("Kc"), Card.parse("2c"))))  # seat 1 deals: seat 0 first
        game.apply(Deal(tuple(order)))
        views.append(game.view(0))
    assert views[0] == views[1]
    assert advise(views[0], None, samples=8) == advise(views[1], None, samples=8)
