"""The coach near the wall (issue "The table, third pass"): with five cards left in a game to
30 it advised breaking up a made set for 22 deadwood rather than knock with 8, and two turns
earlier breaking it for 29 rather than throw a drawn K♦.

The cause: the coach ranked every legal move, and a rollout plays my later turns by a rule that
knocks whenever it may, so a move leaving the hand unable to knock was spared the later knocks
into the undercuts that the guesses foresee near the wall; the Expert never searches such a
move, and the coach now advises only one it would (``coach.advise``). The guesses there are
nearly one hand (``SamplingModel.stock_left_unreplayed``, measured and left off for the
Expert). The searches here are the hint's (160 guesses, count-based), so they replay exactly;
three seeds guard against a lucky one.
"""

from __future__ import annotations

import random

from expert_positions import positions
from wall_position import SETS, wall_views

from ginrummy_desktop.ai.coach import ReasonKind, advise
from ginrummy_desktop.ai.expert import SearchSettings, candidate_actions, default_action
from ginrummy_desktop.ai.sampling import Knowledge, SamplingModel, draw_guess, sample_deal
from ginrummy_desktop.engine import Card, Discard, Knock

HINT_SAMPLES = 160
"""As ``app/coach/hints.py`` asks the coach for a hint (that module is the Qt side's)."""
SEEDS = (0, 1, 2)
SET_CARDS = frozenset(card for meld in SETS for card in meld)


def test_at_five_cards_the_advice_keeps_both_sets_and_says_why_it_does_not_knock() -> None:
    _, view = wall_views()
    for seed in SEEDS:
        ranked = advise(view, None, samples=HINT_SAMPLES, seed=seed)
        best = ranked[0]
        assert isinstance(best.action, Discard | Knock)
        assert best.action.card not in SET_CARDS, best.action
        if isinstance(best.action, Knock):
            continue
        knock = next(a for a in ranked if isinstance(a.action, Knock))
        (why,) = [r for r in best.reason if r.kind is ReasonKind.KNOCK_PASSED_UP]
        (risk,) = [r for r in knock.reason if r.kind is ReasonKind.UNDERCUT_RISK]
        assert why.deadwood == 8
        assert why.points == round(best.value - knock.value) > 0
        assert why.share == risk.share > 0.5  # the coach's own numbers, not made up


def test_two_turns_earlier_the_advice_throws_a_card_outside_the_sets() -> None:
    view, _ = wall_views()
    for seed in SEEDS:
        best = advise(view, None, samples=HINT_SAMPLES, seed=seed)[0]
        assert isinstance(best.action, Discard)
        assert best.action.card not in SET_CARDS, best.action


def test_the_advice_is_a_move_the_expert_would_search() -> None:
    for view in wall_views():
        leaders = {*candidate_actions(view, SearchSettings()), default_action(view)}
        ranked = advise(view, None, samples=16, seed=3)
        assert ranked[0].action in leaders
        assert {a.action for a in ranked} == set(view.legal_actions)  # all valued, none lost


def test_guesses_at_the_wall_are_nearly_one_hand_unless_a_stock_card_is_left_out() -> None:
    """The opponent has drawn 13 cards and the stock holds 5: a replay of all its draws offers
    it every unseen card, and nearly every guess is the best ten of the fifteen (the Expert's
    measured guesses); leaving one stock card out of the replay keeps them apart."""
    _, view = wall_views()
    knowledge = Knowledge.from_view(view)
    for left_out, most, least in ((0, 5, 1), (1, 200, 10)):
        model = SamplingModel(stock_left_unreplayed=left_out)
        plays_on, late = knowledge.sitter_style(model)
        rng = random.Random(1)
        hands = {sample_deal(knowledge, rng, model, plays_on, late).opponent for _ in range(200)}
        assert least <= len(hands) <= most
        draws = draw_guess(knowledge, rng, model, plays_on, late)
        assert {len(cards) for cards in draws.proposals} == {
            knowledge.hidden_count + view.stock_size - left_out
        }


def test_leaving_a_stock_card_out_changes_only_a_replay_that_would_take_the_whole_stock() -> None:
    """Every guess whose replay is shorter than the stock draws the same cards from the same
    random numbers either way; the default replays as the Expert was measured."""
    seen = cut = 0
    for _, view in positions(range(12), every=2):
        knowledge = Knowledge.from_view(view)
        stock = len(knowledge.unseen) - knowledge.hidden_count
        for plays_on in (0, 5):
            sizes = []
            for left_out in (0, 1):
                model = SamplingModel(stock_left_unreplayed=left_out)
                draws = draw_guess(knowledge, random.Random(seen), model, plays_on)
                sizes.append({len(cards) for cards in draws.proposals})
            default = SamplingModel()
            improvement = default.sitter_improvement if plays_on else default.improvement
            replayed = round(knowledge.stock_draws * improvement) + knowledge.known.bit_count()
            assert sizes[0] == {knowledge.hidden_count + min(replayed, stock)}
            assert sizes[1] == {knowledge.hidden_count + max(0, min(replayed, stock - 1))}
            seen += 1
            cut += sizes[0] != sizes[1]
    assert seen > 40 and 0 < cut < seen


def test_the_six_of_diamonds_is_the_least_deadwood_discard() -> None:
    _, view = wall_views()
    assert default_action(view) == Knock(Card.parse("6d"))
