"""What a seat knows, read from its view: dead cards, the opponent's known and declined cards."""

from __future__ import annotations

import random

from ginrummy_desktop.ai.knowledge import TableKnowledge
from ginrummy_desktop.ai.opponent import OpponentModel
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
    TakeDiscard,
    cards_to_mask,
    parse_cards,
)

# Seat 1 cuts lower and deals; seat 0 (non-dealer) is dealt the even positions of the deck.
SEAT0 = parse_cards("2c 3c 4c 9d 9h Js Qs Kd 5h 7s")
SEAT1 = parse_cards("Ac 6c 8d 8h Th Jd Qh Kc 2s 4d")
UPCARD = Card.parse("5c")


def _deck() -> tuple[Card, ...]:
    dealt = [card for pair in zip(SEAT0, SEAT1, strict=True) for card in pair]
    stock_top = parse_cards("Tc Ts 3s")
    used = {*dealt, UPCARD, *stock_top}
    return (*dealt, UPCARD, *stock_top, *(c for c in FULL_DECK if c not in used))


def _game_after_a_few_turns() -> Game:
    game = Game(PRESETS["standard"], seed=0)
    game.apply(Cut((Card.parse("Kc"), Card.parse("2c"))))
    game.apply(Deal(_deck()))
    game.apply(Pass())  # seat 0 passes the 5c
    game.apply(Pass())  # seat 1 passes too
    game.apply(DrawStock())  # seat 0 draws Tc
    game.apply(Discard(Card.parse("Kd")))
    game.apply(DrawStock())  # seat 1 draws Ts, declining the Kd
    game.apply(Discard(Card.parse("Ts")))
    game.apply(DrawStock())  # seat 0 draws 3s
    game.apply(Discard(Card.parse("Qs")))
    game.apply(TakeDiscard())  # seat 1 takes the Qs
    game.apply(Discard(Card.parse("4d")))
    return game


def test_knowledge_reads_the_public_record() -> None:
    game = _game_after_a_few_turns()
    known = TableKnowledge.from_view(game.view(0))
    mask = cards_to_mask
    assert known.hand == mask(game.hand_of(0))
    assert known.top == Card.parse("4d").index
    assert known.pile == mask(parse_cards("5c Kd Ts 4d"))
    assert known.dead == mask(parse_cards("5c Kd Ts"))
    assert known.opponent_known == mask(parse_cards("Qs"))
    assert known.opponent_thrown == mask(parse_cards("Ts 4d"))
    assert known.opponent_declined == mask(parse_cards("5c Kd"))
    assert known.unseen == ((1 << 52) - 1) & ~known.hand & ~known.pile & ~known.opponent_known
    assert known.opponent_hidden == 9
    assert known.turn == 4
    assert known.stock_size == 31 - 3


def test_opponent_model_is_a_probability_per_card() -> None:
    known = TableKnowledge.from_view(_game_after_a_few_turns().view(0))
    model = OpponentModel.estimate(known)
    assert model.held[Card.parse("Qs").index] == 1.0
    assert all(model.held[i] == 0.0 for i in range(52) if known.hand >> i & 1)
    assert all(model.held[i] == 0.0 for i in range(52) if known.pile >> i & 1)
    hidden = sum(model.held[i] for i in range(52) if known.unseen >> i & 1)
    assert abs(hidden - known.opponent_hidden) < 1e-9
    assert all(0.0 <= p <= 1.0 for p in model.held)
    # it took the Qs and threw the Ts: a king of spades is likelier than a nine of spades
    assert model.held[Card.parse("Ks").index] > model.held[Card.parse("9s").index]


def test_sampled_opponent_hands_hold_the_known_cards() -> None:
    known = TableKnowledge.from_view(_game_after_a_few_turns().view(0))
    model = OpponentModel.estimate(known)
    rng = random.Random(0)
    for _ in range(50):
        hand = model.sample_hand(rng)
        assert hand.bit_count() == 10
        assert hand & known.opponent_known == known.opponent_known
        assert not hand & (known.hand | known.pile)
