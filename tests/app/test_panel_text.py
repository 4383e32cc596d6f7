"""The panel's words: the turn line for each phase, cards in colour, melds and deadwood."""

from __future__ import annotations

from dataclasses import replace

from save_helpers import played_save

from ginrummy_desktop.app.models.hand_layout import HandLayout
from ginrummy_desktop.app.table.commands import availability, command, snapshot_of
from ginrummy_desktop.app.widgets.panel_words import deadwood_note, melds_html, turn_text
from ginrummy_desktop.app.words.cards import (
    FOUR_SUIT_COLOURS,
    card_html,
    card_text,
    spoken_name,
    strip_tags,
)
from ginrummy_desktop.app.words.panel import hand_line, opponent_html, score_html
from ginrummy_desktop.app.words.rules import rules_name
from ginrummy_desktop.engine import (
    Arrangement,
    Card,
    DrawStock,
    Game,
    LayOff,
    Pass,
    Phase,
    PlayerView,
    RuleSet,
    best_arrangement,
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


def test_turn_line_for_a_screen_reader_names_the_card_in_words() -> None:
    view = next(v for v in map(_first_view, range(1, 40)) if v.actor == 0)  # the user's offer
    assert view.upcard is not None
    spoken = turn_text(snapshot_of(view, at_rest=True), spoken=True)[1]
    shown = turn_text(snapshot_of(view, at_rest=True))[1]
    assert spoken_name(view.upcard) in spoken and card_text(view.upcard) not in spoken
    assert card_text(view.upcard) in strip_tags(shown)


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


def _showdown_against(knocker_cards: str, deadwood: str) -> PlayerView:
    """The user's view as the defender at a showdown the computer knocked (a view made by hand
    from a dealt one: the knocker's melds from ``knocker_cards``, ``deadwood`` left over)."""
    melds = best_arrangement(parse_cards(knocker_cards)).melds
    arrangement = Arrangement(melds, tuple(parse_cards(deadwood)))
    return replace(
        _first_view(), phase=Phase.SHOWDOWN, actor=0, legal_actions=(LayOff(),), knocker=1,
        knocker_arrangement=arrangement,
    )


def test_after_the_computer_goes_gin_there_is_nothing_to_lay_off() -> None:
    gin = snapshot_of(_showdown_against("7c 7d 7h As 2s 3s 4s Kd Kc Kh", ""), at_rest=True)
    turn, hint = turn_text(gin)
    assert turn == "Your turn"
    assert "gin" in strip_tags(hint) and "nothing to lay off" in strip_tags(hint)
    assert "Lay off" not in strip_tags(hint)
    assert command("lay_off").label_for(gin) == "Score the hand"
    assert availability("lay_off", gin).action == LayOff()
    knock = snapshot_of(_showdown_against("7c 7d 7h As 2s 3s 4s", "2d"), at_rest=True)
    assert "(L)" in turn_text(knock)[1]
    assert command("lay_off").label_for(knock) == "Lay off"


def test_the_four_colour_deck_colours_the_panel_s_cards() -> None:
    clubs, diamonds = Card.parse("7c"), Card.parse("Qd")
    assert FOUR_SUIT_COLOURS[clubs.suit] in card_html(clubs, four_colour=True)
    assert FOUR_SUIT_COLOURS[diamonds.suit] in card_html(diamonds, four_colour=True)
    assert len(set(FOUR_SUIT_COLOURS)) == 4
    layout = HandLayout()
    layout.reconcile(parse_cards("7c 7d 7h As 2s 3s Kd Qc 9h 4d 5h"))
    assert FOUR_SUIT_COLOURS[clubs.suit] in melds_html(layout, four_colour=True)
    assert FOUR_SUIT_COLOURS[clubs.suit] not in melds_html(layout)
    view = _first_view()
    hint = turn_text(snapshot_of(view, at_rest=True), four_colour=True)[1]
    assert view.upcard is None or card_html(view.upcard, True) in hint or view.actor != 0


def test_after_the_match_the_panel_shows_the_final_totals_named_so() -> None:
    game = played_save(5000, seed=13).game
    assert game.phase is Phase.GAME_OVER
    view = game.view(0)
    text = strip_tags(score_html(view)).replace("\xa0", " ")
    mine, theirs = view.sheet.totals  # bonuses included: what the match's banner says
    assert text.startswith(f"Final: You {mine}  ·  Computer {theirs}")
    assert view.sheet.columns[0].hand_points != (mine, theirs)  # it showed these before


def test_the_benchmark_preset_is_shown_to_players_by_its_title() -> None:
    """The developer's word stays in saves; the player reads "Research (EAAI)"."""
    benchmark = RuleSet.preset("benchmark")
    assert benchmark.name == "Benchmark"
    assert rules_name(benchmark) == "Research (EAAI)"
    assert rules_name(RuleSet()) == "Standard"
    assert rules_name(replace(RuleSet(), name="My table")) == "My table"
