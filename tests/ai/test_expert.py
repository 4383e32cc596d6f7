"""The Expert: legal, honest, reproducible, and stronger than the Easy baseline.

All searches here are count-based (``budget_s=None``) with small sample counts, so the tests are
fast and exactly reproducible.

* Legal: over many seeded positions the Expert returns one of ``view.legal_actions``; it takes
  gin and big gin when they are there.
* Honest: two games dealt decks that differ only in the opponent's hidden cards and the stock
  order give the same decisions, with the same seed, for as long as the Expert's views are equal.
* Reproducible: the same seed and the same view give the same decision.
* Strength: a small seeded match against Easy, won by the Expert.
"""

from __future__ import annotations

import random

import pytest
from expert_positions import positions
from twins import bottom_swapped, deal_twins, play_twin_decks

from ginrummy_desktop.ai.easy import EasyPlayer
from ginrummy_desktop.ai.expert import (
    EXPERT_WORK,
    TIME_CAP_S,
    ExpertPlayer,
    SearchSettings,
    SearchStats,
    analyse,
    candidate_actions,
    default_action,
    replayable_expert,
    sure_action,
    utility_of,
)
from ginrummy_desktop.ai.match import decisions, play_pair
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.engine import (
    FULL_DECK,
    PRESETS,
    BigGin,
    Discard,
    Game,
    Knock,
    Phase,
    PlayerView,
    cards_to_mask,
    min_deadwood_mask,
)


def _quick_expert(seed: int = 7, samples: int = 12) -> ExpertPlayer:
    return ExpertPlayer(seed, None, samples=samples)


@pytest.mark.parametrize("preset", ["standard", "benchmark", "oklahoma", "straight"])
def test_expert_returns_a_legal_action_in_every_position(preset: str) -> None:
    expert = _quick_expert(samples=6)
    count = 0
    for _, view in positions(range(6), PRESETS[preset], every=3):
        assert expert.choose(view) in view.legal_actions
        count += 1
    assert count > 20


def test_expert_plays_whole_games_legally() -> None:
    rules = PRESETS["benchmark"].with_changes(target=40)
    for seed in range(2):
        game = Game(rules, seed=seed)
        players = (_quick_expert(seed, 6), _quick_expert(seed + 50, 6))
        for seat, view in decisions(game):
            action = players[seat].choose(view)
            assert action in view.legal_actions
            game.apply(action)


def test_gin_and_big_gin_are_taken_without_search() -> None:
    found_gin = False
    for _, view in positions(range(200), PRESETS["standard"]):
        sure = sure_action(view)
        if any(isinstance(a, BigGin) for a in view.legal_actions):
            assert sure == BigGin()
        elif sure is not None:
            assert isinstance(sure, Knock)
            kept = cards_to_mask(view.hand) ^ sure.card.bit
            assert min_deadwood_mask(kept) == 0
            assert _quick_expert().choose(view) == sure
            found_gin = True
    assert found_gin


def test_pruning_keeps_the_least_deadwood_discards_and_every_draw_choice() -> None:
    settings = SearchSettings(discards=3, knocks=1)
    for _, view in positions(range(20), every=3):
        kept = candidate_actions(view, settings)
        assert set(kept) <= set(view.legal_actions)
        if view.phase is not Phase.DISCARD:
            assert kept == view.legal_actions
            continue
        hand = cards_to_mask(view.hand)
        discards = [a for a in view.legal_actions if isinstance(a, Discard)]
        best = min(min_deadwood_mask(hand ^ a.card.bit) for a in discards) if discards else 0
        kept_discards = [a for a in kept if isinstance(a, Discard)]
        assert len(kept_discards) == min(3, len(discards))
        assert any(min_deadwood_mask(hand ^ a.card.bit) == best for a in kept_discards) or (
            not discards
        )


def test_the_default_move_is_the_plain_policy_and_legal() -> None:
    for _, view in positions(range(15), every=2):
        default = default_action(view)
        assert default in view.legal_actions
        if isinstance(default, Discard | Knock):
            hand = cards_to_mask(view.hand)
            throwable = [a.card for a in view.legal_actions if isinstance(a, Discard | Knock)]
            least = min(min_deadwood_mask(hand ^ c.bit) for c in throwable)
            assert min_deadwood_mask(hand ^ default.card.bit) == least
            assert isinstance(default, Knock) == (Knock(default.card) in view.legal_actions)


def test_the_search_stops_once_one_action_is_left() -> None:
    """A clear choice ends the search early: every other candidate pruned, no more guesses."""
    settings = SearchSettings(budget_s=None, samples=160)
    checked = early = 0
    for _, view in positions(range(6), every=3):
        actions = candidate_actions(view, settings)
        if len(actions) < 2 or view.phase is not Phase.DISCARD:
            continue
        ranked = analyse(view, actions, random.Random(5), settings, default_action(view))
        assert {v.action for v in ranked} == set(actions)
        assert all(v.samples <= settings.samples for v in ranked)
        checked += 1
        early += max(v.samples for v in ranked) < settings.samples
        if early and checked >= 4:
            break
    assert early > 0


def test_same_seed_and_view_give_the_same_decision() -> None:
    for _, view in positions(range(3), every=4):
        first = _quick_expert(seed=3, samples=8).choose(view)
        assert _quick_expert(seed=3, samples=8).choose(view) == first


# --- work, not time ---------------------------------------------------------------------------


class StepClock:
    """A clock that moves ``step`` seconds each time it is read: a machine as slow as wanted,
    and deterministic (a search reads it once at its start and twice per block of guesses:
    before it, and after it to know how long blocks take)."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def _views(count: int) -> list[PlayerView]:
    return [view for _, view in positions(range(8), every=3)][:count]


def test_a_slow_machine_makes_exactly_the_same_decisions() -> None:
    # Each clock read 100 ms later (a block of guesses looks 200 ms long): searches that look
    # 100 times slower than here, still short of the cap. The work, not the clock, decides
    # when a search stops.
    views = _views(30)
    fast = ExpertPlayer(3, work=400)
    slow_clock = StepClock(0.1)
    slow = ExpertPlayer(3, work=400, clock=slow_clock)
    assert [fast.choose(v) for v in views] == [slow.choose(v) for v in views]
    assert slow_clock.now > 10.0  # the slow player's searches did look slow
    assert slow.searches == fast.searches >= 15
    assert slow.cap_hits == fast.cap_hits == 0


def test_only_a_pathological_slow_down_reaches_the_time_cap() -> None:
    # A second per clock read: the 2 s cap stops every search after its first block of
    # guesses (it is checked before each block, and the next block would end past it), long
    # before its work is done or its pruning starts; the answer is still legal, and every
    # stop is counted.
    views = _views(12)
    player = ExpertPlayer(3, work=4000, clock=StepClock(1.0))
    for view in views:
        assert player.choose(view) in view.legal_actions
    assert player.searches > 5
    assert player.cap_hits == player.searches


def test_the_cap_stops_a_search_before_a_block_that_would_end_past_it() -> None:
    # Two blocks of guesses, the second 1.4 s long (the machine stalled): at 1.5 s the next
    # block, at that pace, would end past the 2 s cap, so the search stops there, after 32
    # guesses, instead of running one more block to 2.9 s.
    times = iter([0.0, 0.0, 0.1, 0.1, 1.5, 1.5, 2.9, 2.9, 4.3, 4.3])
    settings = SearchSettings(budget_s=None, work=None, prune_z=None, time_cap_s=2.0)
    view = next(v for v in _views(12) if len(candidate_actions(v, settings)) >= 2)
    stats = SearchStats()
    actions = candidate_actions(view, settings)
    analyse(view, actions, random.Random(1), settings, stats=stats, clock=lambda: next(times))
    assert stats.capped
    assert stats.samples == 32


def test_the_search_stops_at_its_work_and_reports_it() -> None:
    settings = SearchSettings(budget_s=None, work=300, prune_z=None)
    for view in _views(12):
        actions = candidate_actions(view, settings)
        if len(actions) < 2:
            continue
        stats = SearchStats()
        ranked = analyse(view, actions, random.Random(2), settings, stats=stats)
        assert stats.rollouts == sum(v.samples for v in ranked) == stats.samples * len(actions)
        assert stats.work == stats.samples * settings.guess_work + stats.rollouts
        assert 300 <= stats.work < 300 + settings.guess_work + len(actions)
        assert not stats.capped


def test_the_replayable_expert_is_the_shipped_search_without_the_cap() -> None:
    shipped, replayable = ExpertPlayer(9), replayable_expert(9)
    assert shipped.settings.work == replayable.settings.work == EXPERT_WORK
    assert shipped.settings.budget_s is None and replayable.settings.budget_s is None
    assert shipped.settings.time_cap_s == TIME_CAP_S
    assert replayable.settings.time_cap_s is None
    replayable.clock = StepClock(0.5)  # slow enough to stop the shipped player every time
    for view in _views(3):
        assert replayable.choose(view) == shipped.choose(view)
    assert replayable.cap_hits == 0


def test_utility_prefers_more_points_and_knows_the_target() -> None:
    for _, view in positions(range(1)):
        utility = utility_of(view, 0.002)
        assert utility(-30) < utility(-5) < utility(0) < utility(5) < utility(30)
        assert utility(view.rules.target) >= 1.0
        return


# --- honesty ----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_hidden_cards_never_change_a_decision(seed: int) -> None:
    rng = random.Random(seed)
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    # The opponent's first two cards traded with the bottom of the stock (never drawn before
    # the wall), and the lower stock reshuffled: hidden cards and stock order both differ.
    other = bottom_swapped(deck)
    bottom = other[40:]
    rng.shuffle(bottom)
    other[40:] = bottom
    assert other != deck
    experts = (_quick_expert(seed, 10), _quick_expert(seed, 10))  # the same seed in both games
    assert play_twin_decks(deal_twins((deck, other)), experts) >= 6


# --- strength ---------------------------------------------------------------------------------


@pytest.mark.slow  # a seeded Expert-vs-Easy match: 7-8 s
def test_expert_beats_easy_in_a_small_seeded_match() -> None:
    """Six mirrored pairs of short games (target 50, Benchmark scoring), 24 guesses per
    decision: the Expert must win more games and score more points than Easy. (Three pairs
    were too few: a player that wins two games in three wins only half of six about one time
    in three; over 80 such games this Expert won 53.)"""
    rules = PRESETS["benchmark"].with_changes(target=50)

    def expert(seed: int) -> Player:
        return ExpertPlayer(seed, None, samples=24)

    def easy(seed: int) -> Player:
        return EasyPlayer(seed)

    records = [r for pair in range(6) for r in play_pair((expert, easy), rules, 2024, pair)]
    wins = sum(1 for r in records if r.winner == 0)
    points = sum(r.sides[0].points - r.sides[1].points for r in records)
    assert wins > len(records) - wins
    assert points > 0
