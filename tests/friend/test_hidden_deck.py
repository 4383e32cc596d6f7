"""One side's picture of a shared deal (``friend/hidden_deck.py``): whole hands played by the
computer on the true deck, and replayed, step by step, on the deck one side can know; that
side's view is the same at every step, for either seat."""

from __future__ import annotations

import pytest

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.engine import (
    FULL_DECK,
    Action,
    BigGin,
    Card,
    Deal,
    Discard,
    DrawStock,
    Game,
    Knock,
    LayOff,
    Phase,
    RuleSet,
)
from ginrummy_desktop.friend.hidden_deck import HiddenDeck, ShownError, replay

RULES = RuleSet()


def _dealt(game: Game) -> tuple[list[Action], tuple[Card, ...]]:
    """The actions before the first deal (the cut), and the first deal's true deck."""
    game.apply(game.legal_actions()[0])
    before = list(game.history)
    game.apply(game.legal_actions()[0])
    deal = game.history[-1]
    assert isinstance(deal, Deal) and deal.deck is not None
    return before, deal.deck


def _shown_before(game: Game, action: Action, me: int, deck: tuple[Card, ...],
                  stock_draws: int) -> dict[int, Card]:
    """What ``action`` of the seat to move shows ``me`` before it is played, place by place,
    as the shared deal would show it (a card is shown by the masks of its place)."""
    actor = game.actor
    place = {card: index for index, card in enumerate(deck)}
    if isinstance(action, DrawStock) and actor == me:
        return {21 + stock_draws: deck[21 + stock_draws]}
    if actor == me or actor is None:
        return {}
    match action:
        case Discard(card=card):
            return {place[card]: card}
        case Knock() | BigGin() | LayOff():  # the showdown shows the hand
            return {place[card]: card for card in game.hand_of(actor)}
    return {}


def _play_hand_both_ways(seed: int, me: int) -> int:
    """One hand by two computer players on the true deck, and on ``me``'s picture; the views
    compared at every step. The number of steps compared."""
    game = Game(RULES, seed=seed)
    before, deck = _dealt(game)
    dealer = game.dealer
    assert dealer is not None
    mine = range(0 if me != dealer else 1, 20, 2)
    picture = HiddenDeck().showing_all({i: deck[i] for i in (*mine, 20)})
    players = [make_player(Level.EASY, seed), make_player(Level.HARD, seed + 1)]
    hand: list[Action] = []
    draws = steps = 0
    while game.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        seat = game.actor
        assert seat is not None
        view = game.view(seat)
        action = players[seat].choose(view) if len(view.legal_actions) > 1 else \
            view.legal_actions[0]
        picture = picture.showing_all(_shown_before(game, action, me, deck, draws))
        draws += isinstance(action, DrawStock)
        game.apply(action)
        hand.append(game.history[-1])
        pictured = replay(RULES, before, picture, hand)
        assert pictured.view(me) == game.view(me), (seed, me, action)
        steps += 1
    return steps


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("me", [0, 1])
def test_one_sides_picture_gives_it_the_true_view(seed: int, me: int) -> None:
    assert _play_hand_both_ways(seed, me) > 4


def test_the_picture_hides_what_it_has_not_seen() -> None:
    """A place not seen holds a stand-in: the cards not seen, in the full deck's order."""
    picture = HiddenDeck().showing(20, FULL_DECK[0]).showing(0, FULL_DECK[51])
    deck = picture.deck()
    assert deck[20] == FULL_DECK[0] and deck[0] == FULL_DECK[51]
    assert deck[1:20] == FULL_DECK[1:20]
    assert sorted(c.index for c in deck) == list(range(52))


def test_a_card_shown_twice_or_a_place_changed_is_refused() -> None:
    picture = HiddenDeck().showing(3, FULL_DECK[7])
    assert picture.showing(3, FULL_DECK[7]) is picture  # seen again: nothing new
    with pytest.raises(ShownError, match="place 3"):
        picture.showing(3, FULL_DECK[8])
    with pytest.raises(ShownError, match="another place"):
        picture.showing(4, FULL_DECK[7])
    with pytest.raises(ShownError, match="no place 52"):
        picture.showing(52, FULL_DECK[1])
