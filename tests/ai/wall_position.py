"""The position of the issue "The table, third pass": a game to 30 under the Standard rules,
0–0, five cards left in the stock, the user (seat 0, not dealing) holding, after taking the 3♠
its opponent threw, A♦ A♥ 2♦ 2♥ 2♠ 3♣ 3♠ 4♣ 4♦ 4♥ 6♦: two sets (2♦ 2♥ 2♠ and 4♣ 4♦ 4♥),
so *knock, discarding 6♦* with 8 deadwood is there. Two turns earlier (eight cards in the
stock) the user held the same hand but the 3♠, with a K♦ just drawn.

The user's dealt cards and draws make that hand; the opponent draws every turn and throws its
worst card (its last turn, the 3♠ it drew). The views hold only what the user sees, so the
opponent's own cards here change nothing the coach can know.
"""

from __future__ import annotations

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
    best_discard_mask,
    cards_to_mask,
    parse_cards,
)

HAND = parse_cards("Ad Ah 2d 2h 2s 3c 3s 4c 4d 4h 6d")
"""The user's eleven cards at the knock (the last position)."""
EARLIER = parse_cards("Ad Ah 2d 2h 2s 3c 4c 4d 4h 6d Kd")
"""The user's eleven cards two turns earlier, the K♦ just drawn."""
SETS = (parse_cards("2d 2h 2s"), parse_cards("4c 4d 4h"))

_MINE = parse_cards("Ad 2d 2h 4c 4d Qc Js 9h 8c 7s")
_MY_DRAWS = parse_cards("Ks Ah Tc 2s 9d 3c Qh 4h Jd 6d 8h Kd 9c")
_MY_THROWS = parse_cards("Ks Qc Tc Js 9d 9h Qh 8c Jd 7s 8h Kd 9c")
_THEIRS = parse_cards("5s 6s 7c 8d 8s Th Jh Kh 5c Ts")
_THEIR_DRAWS = parse_cards("Qs Td 3h 7h 5d Jc 6h 5h Kc Qd 7d 3d 3s")
_UPCARD = Card.parse("6c")
_TURNS = 13


def _deck() -> tuple[Card, ...]:
    """Dealt cards alternately (the user first), the upcard, then the stock from its top."""
    dealt = [card for pair in zip(_MINE, _THEIRS, strict=True) for card in pair]
    drawn = [card for pair in zip(_MY_DRAWS, _THEIR_DRAWS, strict=True) for card in pair]
    used = {*dealt, *drawn, _UPCARD}
    return (*dealt, _UPCARD, *drawn, *(card for card in FULL_DECK if card not in used))


def wall_views(target: int = 30) -> tuple[PlayerView, PlayerView]:
    """The user's view at the K♦ (eight cards in the stock), then at the knock (five)."""
    game = Game(RuleSet(target=target), seed=0)
    game.apply(Cut(parse_cards("Kc 2d")))  # the opponent cuts the 2: it deals
    game.apply(Deal(_deck()))
    game.apply(Pass())
    game.apply(Pass())
    earlier = None
    for turn in range(_TURNS):
        game.apply(DrawStock())
        if turn == _TURNS - 2:
            earlier = game.view(0)
        game.apply(Discard(_MY_THROWS[turn]))
        game.apply(DrawStock())
        if turn == _TURNS - 1:
            game.apply(Discard(_THEIR_DRAWS[turn]))  # the 3♠
        else:
            _, index = best_discard_mask(cards_to_mask(game.hand_of(1)), -1)
            game.apply(Discard(Card.from_index(index)))
    game.apply(TakeDiscard())
    last = game.view(0)
    assert earlier is not None
    assert set(earlier.hand) == set(EARLIER) and set(last.hand) == set(HAND)
    assert last.stock_size == 5 and earlier.stock_size == 8
    return earlier, last
