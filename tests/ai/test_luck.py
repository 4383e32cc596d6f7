"""The luck of the cards (``ai/luck.py``): which cards a draw could have been, that the luck of
the possible draws averages to nothing, that a card making gin is the luckiest, and that a hand
dealt in melds is lucky and one of scattered high cards unlucky.

The positions are dealt from chosen decks (``Deal(deck)``: ten cards each, one at a time, the
non-dealer first, then the upcard, then the stock from its top); seat 1 cuts lower and deals,
so seat 0 plays first.
"""

from __future__ import annotations

import random

import pytest

from ginrummy_desktop.ai.luck import CardLuck, deal_luck, draw_luck, draw_values
from ginrummy_desktop.engine import (
    FULL_DECK,
    Card,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Game,
    Pass,
    PlayerView,
    RuleSet,
    TakeDiscard,
    TakeUpcard,
    parse_cards,
)

CUT = Cut(parse_cards("Kc 2c"))  # seat 1 cuts lower and deals
GUESSES = 8
NEAR_GIN = "3c 4c 5c 9d 9h 9s Jh Qh Kh 2d"
"""Three melds and the 2♦: gin with the 2♣ or 6♣, the 9♣, or the T♥ (the 2♦ thrown)."""
SCATTERED = "Ks Qd Jc Th 9s 8d 7c 6h 5s 4d"
"""Ten ranks, no two cards of a suit within three ranks: 79 deadwood and nothing to build."""


def _game(mine: str, theirs: str, upcard: str = "7s", stock: str = "") -> Game:
    """A Standard game dealt ``mine`` to seat 0, ``theirs`` to the dealer (seat 1), the upcard,
    then ``stock`` on top of every other card in the order of the full deck."""
    dealt = [card for pair in zip(parse_cards(mine), parse_cards(theirs), strict=True)
             for card in pair]
    top = parse_cards(stock) if stock else ()
    used = {*dealt, Card.parse(upcard), *top}
    assert len(used) == 21 + len(top)
    game = Game(RuleSet())
    game.apply(CUT)
    game.apply(Deal((*dealt, Card.parse(upcard), *top,
                     *(card for card in FULL_DECK if card not in used))))
    return game


def _picked_view() -> tuple[Game, PlayerView]:
    """Seat 0 about to draw, its third turn: seat 1 took the upcard 7♠ and the 8♠ seat 0
    threw, and threw the J♦ and the 2♥; seat 0 took nothing."""
    game = _game("4h 5h 6h Qs Qd Qc 8s 2c Kd 3s", "Jd 8c 2h 5d Th 3d 6c Kc 9s Ah", "7s",
                 "Jh 9d Tc")
    for action in (Pass(), TakeUpcard(), Discard(Card.parse("Jd")), DrawStock(),
                   Discard(Card.parse("8s")), TakeDiscard(), Discard(Card.parse("2h"))):
        game.apply(action)
    return game, game.view(0)


def test_the_candidates_are_exactly_the_cards_the_drawer_cannot_see() -> None:
    game, view = _picked_view()
    values = draw_values(view, random.Random(1), GUESSES)
    seen = {*view.hand, *view.discard_pile, *view.opponent_known}
    assert set(view.opponent_known) == set(parse_cards("7s 8s"))
    assert {Card.from_index(i) for i in values} == set(FULL_DECK) - seen
    assert len(values) == view.opponent_hand_size - 2 + view.stock_size == 38
    assert Card.parse("9d").index in values  # the stock's top: what seat 0 draws
    hidden = {*game.hand_of(1)} - set(view.opponent_known)
    assert {card.index for card in hidden} <= set(values)


def test_on_the_first_draw_every_card_but_the_drawers_and_the_upcard_could_come() -> None:
    game = _game(NEAR_GIN, "2s 4d 6h 8s Tc Js 3h 5s Ah Kd")
    game.apply(Pass())
    game.apply(Pass())  # the non-dealer now must draw from the stock
    values = draw_values(game.view(0), random.Random(1), GUESSES)
    assert len(values) == 41 and Card.parse("7s").index not in values


def test_the_luck_of_the_possible_draws_averages_to_nothing() -> None:
    _, view = _picked_view()
    values = draw_values(view, random.Random(5), GUESSES)
    mean = sum(values.values()) / len(values)
    assert sum(value - mean for value in values.values()) == pytest.approx(0.0, abs=1e-9)
    assert max(values.values()) - min(values.values()) > 5  # not all alike: the draws differ
    for index in list(values)[:6]:
        luck = draw_luck(view, Card.from_index(index), random.Random(5), GUESSES)
        assert luck == CardLuck(values[index], mean)
        assert luck.luck == pytest.approx(values[index] - mean)


def test_the_values_are_the_same_for_the_same_seed() -> None:
    _, view = _picked_view()
    first = draw_values(view, random.Random(9), GUESSES)
    assert draw_values(view, random.Random(9), GUESSES) == first
    assert draw_values(view, random.Random(10), GUESSES) != first


def test_a_card_that_makes_gin_is_the_luckiest_draw() -> None:
    game = _game(NEAR_GIN, "2s 4d 6h 8s Tc Js 3h 5s Ah Kd")
    game.apply(Pass())
    game.apply(Pass())
    values = draw_values(game.view(0), random.Random(3), 16)
    ranked = sorted(values, key=values.__getitem__, reverse=True)
    gins = {card.index for card in parse_cards("2c 6c 9c Th")}
    assert set(ranked[:4]) == gins
    least_gin = min(values[i] for i in gins)
    assert least_gin > max(values[i] for i in ranked[4:]) + 15  # the gin bonus, nearly all


def test_a_card_the_drawer_could_see_is_refused() -> None:
    _, view = _picked_view()
    for text in ("4h", "2h", "7s"):  # in its hand, in the pile, known in the opponent's
        with pytest.raises(ValueError, match="could see"):
            draw_luck(view, Card.parse(text), random.Random(1), 2)


def test_a_view_not_before_a_draw_from_the_stock_is_refused() -> None:
    game, _ = _picked_view()
    offer = _game(NEAR_GIN, "2s 4d 6h 8s Tc Js 3h 5s Ah Kd").view(0)
    game.apply(DrawStock())
    for wrong in (offer, game.view(0)):  # at the upcard offer, after the draw
        with pytest.raises(ValueError, match="draw"):
            draw_values(wrong, random.Random(1), 2)
        with pytest.raises(ValueError, match="draw"):
            draw_luck(wrong, Card.parse("Jh"), random.Random(1), 2)


# --- the hand dealt ---------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_a_hand_dealt_in_melds_is_lucky_and_scattered_high_cards_unlucky(seed: int) -> None:
    """Measured (100 and 300 rollouts): +47 to +49 points for the three melds, -13 for the
    scattered cards."""
    melds = _game(NEAR_GIN, "2s 4d 6h 8s Tc Js 3h 5s Ah Kd").view(0)
    scattered = _game(SCATTERED, "2s 4s 6s 8s Tc Jh 3c 5c Ah Kh").view(0)
    lucky = deal_luck(melds, random.Random(seed), 300)
    unlucky = deal_luck(scattered, random.Random(seed), 300)
    assert lucky.luck > 30
    assert unlucky.luck < -6
    assert abs(lucky.mean) < 4 and abs(unlucky.mean) < 4  # the average hand: about even


def test_the_dealers_melds_are_lucky_too() -> None:
    """The same three melds dealt to the dealer (seat 1), seen from its side of the table."""
    view = _game("2s 4d 6h 8s Tc Js 3h 5s Ah Kd", NEAR_GIN).view(1)
    assert view.dealer == 1 and set(view.hand) == set(parse_cards(NEAR_GIN))
    assert deal_luck(view, random.Random(1), 300).luck > 30


def test_a_deals_luck_needs_the_view_of_the_deal() -> None:
    game = _game(NEAR_GIN, "2s 4d 6h 8s Tc Js 3h 5s Ah Kd")
    game.apply(Pass())
    game.apply(Pass())
    with pytest.raises(ValueError, match="deal"):
        deal_luck(game.view(0), random.Random(1), 10)


def test_a_deals_luck_is_the_same_for_the_same_seed() -> None:
    view = _game(SCATTERED, "2s 4s 6s 8s Tc Jh 3c 5c Ah Kh").view(0)
    first = deal_luck(view, random.Random(4), 50)
    assert deal_luck(view, random.Random(4), 50) == first
    assert deal_luck(view, random.Random(5), 50) != first
