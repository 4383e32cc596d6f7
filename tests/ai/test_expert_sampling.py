"""Guesses of the hidden cards are always consistent with the view.

Over many seeded positions: the opponent's guessed hand holds every card it is known to hold
(taken from the pile, not thrown since), has the right size, and never holds a card the view
shows elsewhere (my hand, the discard pile); the stock guess is exactly the other unseen cards.
The opponent model only reweights guesses: a card the opponent declined is guessed less often.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import replace

import pytest
from expert_positions import positions

from ginrummy_desktop.ai.easy import EasyPlayer
from ginrummy_desktop.ai.hard import HardPlayer
from ginrummy_desktop.ai.match import decisions
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.ai.sampling import (
    Knowledge,
    SamplingModel,
    ShownKnock,
    build_deal,
    draw_guess,
    opponent_holds,
    sample,
    sample_deal,
    sat_on_a_knock,
    shuffle,
)
from ginrummy_desktop.engine import (
    FULL_DECK,
    PRESETS,
    Card,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Game,
    Pass,
    Phase,
    TakeDiscard,
    cards_to_mask,
    min_deadwood_mask,
    parse_cards,
)


@pytest.mark.parametrize("style", [(0, None), (5, None), (5, 9)])
def test_guesses_drawn_ahead_and_built_later_are_the_guesses_made_one_by_one(
    style: tuple[int, int | None],
) -> None:
    """The Expert draws a block of guesses' random numbers first and builds the deals later,
    maybe in another process: the deals must be the very ones of drawing and building each in
    turn, since how many numbers a guess draws never depends on the cards it drew."""
    model = SamplingModel()
    for _game, view in positions(range(12), every=4):
        knowledge = Knowledge.from_view(view)
        one_by_one = random.Random(3)
        expected = [sample_deal(knowledge, one_by_one, model, *style) for _ in range(6)]
        ahead = random.Random(3)
        draws = [draw_guess(knowledge, ahead, model, *style) for _ in range(6)]
        assert [build_deal(knowledge, d, model, *style) for d in draws] == expected
        assert ahead.random() == one_by_one.random()  # both generators end in the same state


def test_guesses_respect_everything_the_view_shows() -> None:
    rng = random.Random(1)
    checked = with_known = 0
    for game, view in positions(range(40), every=2):
        knowledge = Knowledge.from_view(view)
        known = opponent_holds(view)
        seen = cards_to_mask(view.hand) | cards_to_mask(view.discard_pile)
        truth = cards_to_mask(game.hand_of(view.opponent))
        assert known & ~truth == 0, "the known cards are really held"
        assert cards_to_mask(view.opponent_known) & ~known == 0
        with_known += bool(known)
        for _ in range(5):
            deal = sample_deal(knowledge, rng)
            stock = cards_to_mask(Card.from_index(i) for i in deal.stock)
            assert deal.opponent & known == known
            assert deal.opponent.bit_count() == view.opponent_hand_size
            assert deal.opponent & seen == 0
            assert len(deal.stock) == view.stock_size == stock.bit_count()
            assert stock & (seen | deal.opponent) == 0
            assert stock | deal.opponent | seen == (1 << 52) - 1
        checked += 1
    assert checked > 150 and with_known > 20


def test_uniform_model_gives_the_right_counts_too() -> None:
    rng = random.Random(2)
    model = SamplingModel(improvement=0.0, proposals=1)
    for _, view in positions(range(10), every=3):
        knowledge = Knowledge.from_view(view)
        deal = sample_deal(knowledge, rng, model)
        assert deal.opponent.bit_count() == view.opponent_hand_size
        assert len(deal.stock) == view.stock_size


def _view_after_declined_upcard(upcard: str) -> tuple[Game, int]:
    """A fresh hand where the non-dealer passed ``upcard``; returns the game and the dealer."""
    deck = list(FULL_DECK)
    random.Random(4).shuffle(deck)
    card = parse_cards(upcard)[0]
    deck.remove(card)
    deck.insert(20, card)
    game = Game(PRESETS["standard"], seed=1)
    game.apply(Cut((parse_cards("Kc")[0], parse_cards("2c")[0])))  # seat 1 deals
    game.apply(Deal(tuple(deck)))
    game.apply(Pass())  # the non-dealer (seat 0) passes the upcard
    return game, 1


def test_declined_cards_make_melding_hands_less_likely() -> None:
    game, dealer = _view_after_declined_upcard("7h")
    game.apply(Pass())
    game.apply(DrawStock())
    view = game.view(dealer)
    knowledge = Knowledge.from_view(view)
    assert parse_cards("7h")[0].index in knowledge.declined
    strict = SamplingModel(declined_factor=0.01, improvement=0.0, proposals=8)
    loose = SamplingModel(declined_factor=1.0, improvement=0.0, proposals=8)
    seven_h = parse_cards("7h")[0].index

    def melding_share(model: SamplingModel) -> float:
        rng = random.Random(9)
        hits = 0
        for _ in range(400):
            hand = sample_deal(knowledge, rng, model).opponent
            hits += knowledge.likelihood(hand, strict) < 1.0
        return hits / 400

    assert knowledge.likelihood(cards_to_mask(parse_cards("7c 7d")), strict) < 1.0
    assert knowledge.likelihood(cards_to_mask(parse_cards("8h 9h")), strict) < 1.0
    assert knowledge.likelihood(cards_to_mask(parse_cards("8h Th")), strict) == 1.0
    assert melding_share(strict) < 0.5 * melding_share(loose)
    assert seven_h not in knowledge.unseen


def test_a_card_taken_back_by_the_opponent_is_known_to_be_held() -> None:
    """The opponent throws X, I take X and later throw it back, and the opponent takes X again:
    it holds X although X is in both its picked and its thrown cards."""
    deck = list(FULL_DECK)
    random.Random(1).shuffle(deck)
    game = Game(PRESETS["standard"], seed=0)
    game.apply(Cut((Card.parse("Kc"), Card.parse("2c"))))  # seat 1 deals, seat 0 plays first
    game.apply(Deal(tuple(deck)))
    game.apply(Pass())
    game.apply(Pass())
    game.apply(DrawStock())
    game.apply(Discard(game.hand_of(0)[0]))
    card = game.hand_of(1)[0]
    game.apply(DrawStock())
    game.apply(Discard(card))  # the opponent throws X
    game.apply(TakeDiscard())  # I take it ...
    game.apply(Discard(next(c for c in game.hand_of(0) if c != card)))
    game.apply(DrawStock())
    game.apply(Discard(game.hand_of(1)[0]))
    game.apply(DrawStock())
    game.apply(Discard(card))  # ... and throw it back
    game.apply(TakeDiscard())  # the opponent takes it again
    game.apply(Discard(next(c for c in game.hand_of(1) if c != card)))
    view = game.view(0)
    assert card in game.hand_of(1)
    assert opponent_holds(view) >> card.index & 1
    assert Knowledge.from_view(view).known >> card.index & 1


def _after_throwing(thrown: str, kept_pick: str | None = None) -> Knowledge:
    """What a view says of an opponent whose only evidence is that it just threw ``thrown``
    (after taking ``kept_pick`` from the pile on that turn, if given)."""
    card = parse_cards(thrown)[0].index
    kept = -1 if kept_pick is None else parse_cards(kept_pick)[0].index
    return Knowledge(
        known=0,
        unseen=(),
        hidden_count=10,
        stock_size=0,
        declined=(),
        kept_picks=(),
        thrown=(card,),
        last_throw=card,
        last_throw_kept=kept,
    )


def test_a_guess_in_which_the_last_throw_was_a_mistake_is_unlikely() -> None:
    model = SamplingModel()
    knowledge = _after_throwing("3h")
    # With the ace kept, throwing the 3h was right (1 deadwood left rather than 3).
    sound = cards_to_mask(parse_cards("2c 3c 4c 5d 6d 7d 8s 9s Ts Ac"))
    # With the king kept, throwing the 3h was wrong: throwing the king would have left 3, not 10.
    blunder = cards_to_mask(parse_cards("2c 3c 4c 5d 6d 7d 8s 9s Ts Kc"))
    assert knowledge.likelihood(sound, model) == 1.0
    assert knowledge.likelihood(blunder, model) == model.last_throw_factor


def test_the_card_just_taken_could_not_be_thrown_so_keeping_it_is_no_mistake() -> None:
    model = SamplingModel()
    hand = cards_to_mask(parse_cards("2c 3c 4c 5d 6d 7d 8s 9s Ts Kd"))
    assert _after_throwing("3h", kept_pick="Kd").likelihood(hand, model) == 1.0
    assert _after_throwing("3h").likelihood(hand, model) == model.last_throw_factor


def test_an_opponent_that_sat_on_a_knock_is_recognised_from_the_showdowns() -> None:
    """Hard plays on with little deadwood (for gin or an undercut); Easy knocks at once. The
    opened hands of finished showdowns show it: Easy's seat sees Hard sitting on knocks, Hard's
    seat never sees Easy do so."""
    rules = PRESETS["benchmark"]
    players: tuple[Player, Player] = (EasyPlayer(1), HardPlayer(2))
    seen_sitting = [False, False]
    for seed in range(6):
        game = Game(rules, seed=seed)
        for seat, view in decisions(game):
            seen_sitting[seat] |= sat_on_a_knock(view)
            if view.phase is Phase.DISCARD:
                assert Knowledge.from_view(view).sits_on_knocks == sat_on_a_knock(view)
            game.apply(players[seat].choose(view))
    assert seen_sitting == [True, False]


def test_a_passed_turn_rules_out_what_that_kind_of_player_would_have_knocked_on() -> None:
    """A knocker that passed a turn cannot hold any knock; a sitter (playing on with up to half
    the knock limit) can hold a low one, but neither would pass up gin or a knock with more."""
    model = SamplingModel()
    base = replace(_after_throwing("Kh"), passed_knock=True)
    low = cards_to_mask(parse_cards("2c 3c 4c 5d 6d 7d 8s 9s Ts Ah"))  # 1 deadwood
    high = cards_to_mask(parse_cards("2c 3c 4c 5d 6d 7d 8d Ah 2s 5h"))  # 8 deadwood
    gin = cards_to_mask(parse_cards("2c 3c 4c 5d 6d 7d 8s 9s Ts Js"))
    sits = base.sitter_plays_on(model)
    assert sits == 5
    assert [base.likelihood(h, model) for h in (low, high, gin)] == [model.ready_factor] * 3
    sitter = [base.likelihood(h, model, sits) for h in (low, high, gin)]
    assert sitter == [1.0, model.ready_factor, model.ready_factor]
    before_any_pass = replace(base, passed_knock=False)
    assert [before_any_pass.likelihood(h, model) for h in (low, high, gin)] == [1.0] * 3


def test_late_in_the_hand_a_sitter_may_hold_any_knock_but_gin() -> None:
    """A sitter knocks with more than it plays on with only early: once its last discard came
    after ``sitter_late_turn`` discards, a passed turn rules out only gin (a knocker's, all),
    whether or not a showdown has yet shown it sitting on a knock."""
    model = SamplingModel()
    unseen = replace(_after_throwing("Kh"), passed_knock=True)
    assert unseen.sitter_style(model) == (5, model.sitter_late_turn)
    base = replace(unseen, sits_on_knocks=True)
    high = cards_to_mask(parse_cards("2c 3c 4c 5d 6d 7d 8d Ah 2s 5h"))  # 8 deadwood
    gin = cards_to_mask(parse_cards("2c 3c 4c 5d 6d 7d 8s 9s Ts Js"))
    sits, turn = base.sitter_style(model)
    assert (sits, turn) == (5, model.sitter_late_turn)
    assert turn is not None
    early = replace(base, last_turn=turn - 1)
    late = replace(base, last_turn=turn)
    assert early.likelihood(high, model, sits, turn) == model.ready_factor
    assert late.likelihood(high, model, sits, turn) == 1.0
    assert late.likelihood(gin, model, sits, turn) == model.ready_factor
    assert late.likelihood(high, model) == model.ready_factor


def test_the_chance_of_a_sitter_follows_what_the_showdowns_told() -> None:
    """The prior before the showdowns tell; less with each opened hand that could not have
    knocked (weak evidence, so it never reaches a certain knocker); most likely once seen
    sitting; and much less with each knock of its own that a sitter would not have made: one
    with deadwood it plays on with, or one with more made late in the hand."""
    model = SamplingModel()
    base = _after_throwing("Kh")
    chances = [replace(base, never_sat=n).sitter_chance(model) for n in range(6)]
    sitter = replace(base, sits_on_knocks=True, never_sat=3).sitter_chance(model)
    assert chances[0] == pytest.approx(model.sitter_chance_unknown)
    assert all(a > b for a, b in itertools.pairwise(chances))
    prior_odds = model.sitter_chance_unknown / (1 - model.sitter_chance_unknown)
    odds = prior_odds * model.never_sat_odds**2
    assert chances[2] == pytest.approx(odds / (1 + odds))
    assert chances[-1] > 0.0 and sitter == pytest.approx(model.sitter_chance_seen)
    # a knock with 3 deadwood (a sitter plays on with up to 5 of 10); 8 and 6 early tell nothing
    late = model.sitter_late_turn
    early_8, early_6 = ShownKnock(8, late - 1), ShownKnock(6, 0)
    low = replace(base, knocks=(early_8, ShownKnock(3, 2))).sitter_chance(model)
    odds = prior_odds * model.low_knock_odds
    assert low == pytest.approx(odds / (1 + odds)) and low < 0.5 * chances[0]
    assert replace(base, knocks=(early_8, early_6)).sitter_chance(model) == chances[0]
    # a knock with 8 once ``late`` discards had been made: a sitter plays on with it by then
    assert replace(base, knocks=(ShownKnock(8, late),)).sitter_chance(model) == low
    both = replace(base, knocks=(ShownKnock(3, 2), ShownKnock(8, late))).sitter_chance(model)
    odds = prior_odds * model.low_knock_odds**2
    assert both == pytest.approx(odds / (1 + odds))
    mixed = replace(base, sits_on_knocks=True, knocks=(ShownKnock(2, 0),)).sitter_chance(model)
    assert low < mixed < sitter


def test_an_opponent_that_knocks_as_no_sitter_does_is_recognised() -> None:
    """Easy knocks as soon as it may, often with little deadwood or late in the hand; Hard
    plays on with 5 or less (it takes such a knock only near the target, left out) and knocks
    with more only before 9 discards. Hard's seat sees such knocks of Easy's on the score
    sheet, low ones and late ones; Easy's seat never sees one of Hard's."""
    rules, model = PRESETS["benchmark"], SamplingModel()
    players: tuple[Player, Player] = (EasyPlayer(1), HardPlayer(2))
    lowest, latest, telling = [99, 99], [-1, -1], [0, 0]
    for seed in range(6):
        game = Game(rules, seed=seed)
        for seat, view in decisions(game):
            if view.phase is Phase.DISCARD:
                knowledge = Knowledge.from_view(view)
                knocks = knowledge.knocks
                assert all(0 < k.deadwood <= view.knock_limit for k in knocks)
                lowest[seat] = min(lowest[seat], *(k.deadwood for k in knocks), 99)
                high = [k.discards for k in knocks if k.deadwood > 5]
                latest[seat] = max(latest[seat], *high, -1)
                telling[seat] = max(telling[seat], knowledge.knocks_no_sitter_makes(model))
            game.apply(players[seat].choose(view))
    assert lowest[1] <= 5 < lowest[0]
    assert latest[1] >= model.sitter_late_turn > latest[0]
    assert telling[0] == 0 < telling[1]


def test_a_sitters_low_knock_near_the_target_does_not_make_it_look_like_a_knocker() -> None:
    """Hard plays on with 5 or less unless a won knock reaches the target. In this seeded game
    (Easy in seat 0) it knocks with 5 in hand 7, at 92 of 100, and the game goes on: the
    score sheet shows that knock, but the read of Hard's knocks leaves it out, so the chance of
    a sitter stays where Hard's other knocks put it. Easy's low knocks far from the target
    still count (the test above)."""
    rules, model = PRESETS["benchmark"], SamplingModel()
    game = Game(rules, seed=60)
    players: tuple[Player, Player] = (EasyPlayer(1), HardPlayer(2))
    for seat, view in decisions(game):
        if seat == 0 and len(view.sheet.hands) == 7:
            break
        game.apply(players[seat].choose(view))
    else:
        raise AssertionError("the seeded game changed: it ends before hand 7")
    shown = [(r.number, r.settlement) for r in view.sheet.hands if r.knocker == 1]
    knocks = [(n, min_deadwood_mask(cards_to_mask(s.knocker.cards))) for n, s in shown if s]
    deadwoods = [dw for _, dw in knocks]
    low = [number for number, dw in knocks if 0 < dw <= 5]
    assert low == [7]
    before = next(e.totals[1] for e in view.sheet.columns[0].entries if e.hand == 6)
    assert before + 10 >= rules.target > before  # Hard's reason to knock; the game went on
    knowledge = Knowledge.from_view(view)
    assert sorted(k.deadwood for k in knowledge.knocks) == sorted(dw for dw in deadwoods if dw > 5)
    counted = replace(knowledge, knocks=(*knowledge.knocks, ShownKnock(5, 0)))
    assert knowledge.sitter_chance(model) > 2 * counted.sitter_chance(model)


def test_the_inlined_sample_and_shuffle_draw_exactly_what_the_library_draws() -> None:
    # The sampler's copies of random.sample and random.shuffle must give the same cards in
    # the same order and leave the generator in the same state, or seeds would not replay.
    picker = random.Random(3)
    for seed in range(400):
        population = tuple(picker.sample(range(52), picker.randrange(1, 53)))
        k = picker.randrange(len(population) + 1)
        mine, library = random.Random(seed), random.Random(seed)
        assert sample(mine, population, k) == library.sample(population, k)
        items = list(population)
        expected = list(population)
        shuffle(mine, items)
        library.shuffle(expected)
        assert items == expected
        assert mine.getstate() == library.getstate()
