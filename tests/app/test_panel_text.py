"""The panel's words: the turn line for each phase, cards in colour, melds and deadwood."""

from __future__ import annotations

from ginrummy_desktop.app.commands import snapshot_of
from ginrummy_desktop.app.models.hand_layout import HandLayout
from ginrummy_desktop.app.words.cards import card_html, card_text, strip_tags
from ginrummy_desktop.app.words.panel import (
    deadwood_note,
    hand_line,
    melds_html,
    opponent_html,
    turn_text,
)
from ginrummy_desktop.engine import (
    Card,
    DrawStock,
    Game,
    Pass,
    Phase,
    PlayerView,
    RuleSet,
    parse_cards,
)


def _first_view(seed: int = 2) -> PlayerView:
    game = Game(RuleSet(), seed=seed)
    game.apply(game.legal_actions()[0])  # the cut
    game.apply(game.legal_actions()[0])  # the deal
    return game.view(0)


def test_cards_in_words() -> None:
    assert card_text(Card.parse("Th")) == "10♥"
    assert "#ff8a80" in card_html(Card.parse("Qd"))
    assert strip_tags(card_html(Card.parse("As"))) == "A♠"
    assert card_text(None) == ""


def test_turn_line_at_the_start_of_a_hand() -> None:
    view = _first_view()
    turn, hint = turn_text(snapshot_of(view, at_rest=True))
    if view.actor == 0:
        assert turn == "Your turn" and "(U)" in hint and "(P)" in hint
    else:
        assert turn == "Computer's turn"
    assert turn_text(snapshot_of(view, at_rest=False))[0] == "Dealing"
    assert hand_line(view).startswith("Hand 1 · ")


def test_melds_and_deadwood() -> None:
    layout = HandLayout()
    layout.reconcile(parse_cards("7c 7d 7h As 2s 3s Kd Qc 9h 4d 5h"))
    text = strip_tags(melds_html(layout))
    assert "7♣ 7♦ 7♥" in text and "Deadwood:" in text
    note = strip_tags(deadwood_note(layout, _first_view()))
    assert note.startswith("deadwood") and "after discarding K♦" in note
    empty = HandLayout()
    empty.reconcile(parse_cards("Kd Qc 9h"))
    assert "No melds yet." in strip_tags(melds_html(empty))


def test_opponent_line() -> None:
    assert strip_tags(opponent_html("Expert", "Expert")) == "Opponent: Expert"
    fallback = strip_tags(opponent_html("Expert", "Hard (Expert unavailable)"))
    assert fallback == "Opponent: Expert (Hard (Expert unavailable))"


def test_turn_line_after_both_pass_the_upcard_says_draw_from_the_stock() -> None:
    game = Game(RuleSet(), seed=5)
    game.apply(game.legal_actions()[0])  # the cut
    game.apply(game.legal_actions()[0])  # the deal
    game.apply(Pass())
    game.apply(Pass())
    view = game.view(0)
    assert view.phase is Phase.DRAW and view.legal_actions == (DrawStock(),)
    turn, hint = turn_text(snapshot_of(view, at_rest=True))
    assert turn == "Your turn"
    assert strip_tags(hint) == "You must draw from the stock (D): the upcard was passed."

