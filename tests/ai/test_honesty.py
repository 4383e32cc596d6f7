"""Honesty: a player's decisions depend only on what its view shows.

Two engine games are dealt decks that differ only in cards the player under test cannot see: the
opponent's hidden hand and the order of the stock. The player sits in both games with the same
seed; whenever its two views are equal, its two decisions must be equal too.

* Swapping two of the opponent's cards with the bottom of the stock (cards never drawn before the
  wall), against an opponent that behaves the same whatever it holds, keeps the views equal for
  the whole hand: every decision of the hand is compared.
* Shuffling the opponent's hand and the stock together changes what the player will draw, so the
  views soon part; the decisions are compared for as long as they stay equal.

The decks are dealt and played in step by ``twins.py`` (``deal_twins``, ``play_twin_decks``),
as the Expert's own honesty test in ``test_expert.py`` does.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from twins import (
    OPPONENT,
    OPPONENT_POSITIONS,
    TESTED,
    bottom_swapped,
    deal_twins,
    play_twin_decks,
)

from ginrummy_desktop.ai.expert import ExpertPlayer
from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.engine import (
    FULL_DECK,
    Action,
    Card,
    Game,
    Pass,
    Phase,
    PlayerView,
    TakeUpcard,
)

LEVELS = (Level.BEGINNER, Level.EASY, Level.MEDIUM, Level.HARD)


def _shuffled_deck(rng: random.Random) -> list[Card]:
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    return deck


def _hidden_shuffled(deck: list[Card], rng: random.Random) -> list[Card]:
    """The opponent's hand and the stock shuffled together; the player's cards untouched."""
    hidden = OPPONENT_POSITIONS + list(range(21, 52))
    cards = [deck[i] for i in hidden]
    rng.shuffle(cards)
    other = list(deck)
    for position, card in zip(hidden, cards, strict=True):
        other[position] = card
    return other


MakePlayer = Callable[[int, Game], Player]
"""Makes the player under test from its seed (a cheat also gets the game it sits in)."""


def _level(level: Level) -> MakePlayer:
    return lambda seed, game: make_player(level, seed)


def _compare_one_hand(make: MakePlayer, decks: tuple[list[Card], list[Card]], seed: int) -> int:
    """Play both games in step; the number of decisions made on equal views."""
    games = deal_twins(decks)
    return play_twin_decks(games, (make(seed, games[0]), make(seed, games[1])))


def test_decks_differ_only_in_hidden_cards() -> None:
    deck = _shuffled_deck(random.Random(1))
    for other in (bottom_swapped(deck), _hidden_shuffled(deck, random.Random(2))):
        games = deal_twins((deck, other))
        assert games[0].hand_of(OPPONENT) != games[1].hand_of(OPPONENT)
        assert games[0].view(TESTED) == games[1].view(TESTED)


@pytest.mark.parametrize("level", LEVELS, ids=lambda lv: lv.display_name)
def test_hidden_cards_do_not_change_decisions(level: Level) -> None:
    rng = random.Random(int(level))
    whole_hands = shuffled = 0
    for seed in range(12):
        deck = _shuffled_deck(rng)
        whole_hands += _compare_one_hand(_level(level), (deck, bottom_swapped(deck)), seed)
        shuffled += _compare_one_hand(_level(level), (deck, _hidden_shuffled(deck, rng)), seed)
    assert whole_hands >= 12 * 4, "the equal-view stretches should cover whole hands"
    assert shuffled >= 12


def _small_expert(seed: int, game: Game) -> Player:
    """The Expert's search with a small amount of work (a few guesses a decision): fast, and
    the same code path as the shipped level's (its memory of the opponent included)."""
    return ExpertPlayer(seed, work=60)


def _expert_that_saw_a_sitter(seed: int, game: Game) -> Player:
    """The small Expert remembering an earlier game in which a showdown opened a 4-deadwood
    hand its opponent did not knock with: its guesses then use the late-hand sitter rule."""
    player = ExpertPlayer(seed, work=60)
    earlier = {"opened": [4], "knocks": []}
    player.restore({"version": 1, "earlier": earlier, "game": {**_NOTHING_YET, "hands": 0}})
    return player


_NOTHING_YET: dict[str, list[int]] = {"opened": [], "knocks": []}


@pytest.mark.parametrize("make", [_small_expert, _expert_that_saw_a_sitter], ids=["new", "read"])
def test_hidden_cards_do_not_change_the_experts_decisions(make: MakePlayer) -> None:
    rng = random.Random(5)
    whole_hands = shuffled = 0
    for seed in range(4):
        deck = _shuffled_deck(rng)
        whole_hands += _compare_one_hand(make, (deck, bottom_swapped(deck)), seed)
        shuffled += _compare_one_hand(make, (deck, _hidden_shuffled(deck, rng)), seed)
    assert whole_hands >= 4 * 4, "the equal-view stretches should cover whole hands"
    assert shuffled >= 4


class PeekingPlayer:
    """A cheat: takes the first upcard exactly when the opponent holds the two of clubs, which
    the game shows it and the view does not. Otherwise it plays Easy."""

    name = "peeking"

    def __init__(self, seed: int, game: Game) -> None:
        self.game = game
        self.honest = make_player(Level.EASY, seed)

    def choose(self, view: PlayerView) -> Action:
        if view.phase is Phase.UPCARD_OFFER:
            peeked = Card.parse("2c") in self.game.hand_of(OPPONENT)
            return TakeUpcard() if peeked else Pass()
        return self.honest.choose(view)


def test_the_comparison_catches_a_player_that_peeks() -> None:
    two_of_clubs = Card.parse("2c")
    deck = [c for c in _shuffled_deck(random.Random(3)) if c != two_of_clubs]
    deck.insert(OPPONENT_POSITIONS[0], two_of_clubs)
    with pytest.raises(AssertionError, match="equal views"):
        _compare_one_hand(PeekingPlayer, (deck, bottom_swapped(deck)), seed=0)
