"""Mirrored deal pairs: the same chance in both games of a pair, with the seats swapped."""

from __future__ import annotations

from ginrummy_desktop.ai.easy import EasyPlayer
from ginrummy_desktop.ai.match import derive_seed, play_game, play_pair, play_session
from ginrummy_desktop.ai.medium import MediumPlayer
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.engine import PRESETS, Action, Cut, Deal, Game, PlayerView

RULES = PRESETS["benchmark"]


def _side_a(seed: int) -> Player:
    return MediumPlayer(seed, name="A")


def _side_b(seed: int) -> Player:
    return EasyPlayer(seed, name="B")


def test_a_pair_replays_the_same_decks_with_the_seats_swapped() -> None:
    first, second = play_pair((_side_a, _side_b), RULES, seed=5, pair=3)
    assert (first.pair, second.pair) == (3, 3)
    assert (first.seat_of_a, second.seat_of_a) == (0, 1)
    shared = min(len(first.decks), len(second.decks))
    assert shared >= 1
    assert first.decks[:shared] == second.decks[:shared]
    assert first.decks[0] != play_pair((_side_a, _side_b), RULES, seed=5, pair=4)[0].decks[0]


def test_the_same_seat_gets_the_first_deal_in_both_games() -> None:
    """Same seed: the same cut, so seat 0 holds the same first hand whoever sits there."""
    seed = derive_seed(5, 3, 0)
    games = [Game(RULES, seed=seed), Game(RULES, seed=seed)]
    for game in games:
        game.apply(game.legal_actions()[0])
        game.apply(game.legal_actions()[0])
    assert games[0].hand_of(0) == games[1].hand_of(0)
    assert games[0].dealer == games[1].dealer


def test_side_records_follow_the_side_not_the_seat() -> None:
    first, second = play_pair((_side_a, _side_b), RULES, seed=9, pair=0)
    for record in (first, second):
        assert record.finished
        winner = record.winner
        assert winner is not None
        assert record.sides[winner].won and not record.sides[1 - winner].won
        assert record.sides[0].decision_seconds and record.sides[1].decision_seconds


def test_play_game_reports_each_seats_decision_times() -> None:
    ticks = iter(range(1_000_000))
    game, times = play_game(
        (EasyPlayer(1), EasyPlayer(2)), RULES, seed=4, clock=lambda: float(next(ticks))
    )
    assert game.sheet.is_over
    assert all(t == 1.0 for seat in times for t in seat)
    choices = [action for action in game.history if not isinstance(action, Cut | Deal)]
    assert len(times[0]) + len(times[1]) == len(choices)


def test_derive_seed_is_stable_and_spread() -> None:
    assert derive_seed(1, 0, 0) == derive_seed(1, 0, 0)
    seeds = {derive_seed(s, p, k) for s in range(5) for p in range(20) for k in range(3)}
    assert len(seeds) == 300
    assert all(0 <= s < 2**63 for s in seeds)


class Counted(EasyPlayer):
    """Easy, counting its objects and pretending its time cap cut every second decision."""

    made: list[Counted] = []  # every object made, for the test to count

    def __init__(self, seed: int) -> None:
        super().__init__(seed, name="counted")
        self.decided = 0
        self.cap_hits = 0
        Counted.made.append(self)

    def choose(self, view: PlayerView) -> Action:
        self.decided += 1
        self.cap_hits += self.decided % 2 == 0
        return super().choose(view)


def test_a_session_keeps_one_player_per_side_for_all_its_games() -> None:
    Counted.made.clear()
    pairs = list(play_session((Counted, _side_b), RULES, seed=4, pairs=[2, 3, 4]))
    assert len(pairs) == 3 and [p[0].pair for p in pairs] == [2, 3, 4]
    assert len(Counted.made) == 1  # side A: one object for the six games
    records = [record for pair in pairs for record in pair]
    assert sum(len(r.sides[0].decision_seconds) for r in records) == Counted.made[0].decided
    assert sum(r.sides[0].cap_hits for r in records) == Counted.made[0].cap_hits > 0
    assert all(r.sides[1].cap_hits == 0 for r in records)  # a player without a cap count
    # The same deals as fresh players get: only the players are kept.
    fresh = play_pair((_side_a, _side_b), RULES, 4, 3)
    assert [r.decks[0] for r in pairs[1]] == [r.decks[0] for r in fresh]
