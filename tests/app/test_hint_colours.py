"""The hint's cards in the panel: in their suits' colours (the four-colour deck's when it is on)
and with suit symbols no smaller than the words, where they used to be small and plain (a 9♣
read as a 9♠); the words themselves, and what a screen reader is given, unchanged."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from table_helpers import make_window

from ginrummy_desktop.app.widgets.side_panel import COACH_SYMBOL_PX
from ginrummy_desktop.app.words.cards import (
    FOUR_SUIT_COLOURS,
    SUIT_COLOURS,
    cards_in_html,
    strip_tags,
)

HINT = (
    "<b>Hint: discard 9♣.</b> Throws the 9♣ (deadwood 8); rather than the 10♥, which leaves"
    " the least deadwood (7): that scored about 4 points a hand less; won 36% of simulated"
    " hands."
)


def test_every_card_of_a_sentence_is_coloured_and_nothing_else_changes() -> None:
    shown = cards_in_html(HINT, symbol_px=14)
    assert shown.count(f"color:{SUIT_COLOURS[0]}") == 2  # the 9♣ twice
    assert shown.count(f"color:{SUIT_COLOURS[2]}") == 1  # the 10♥
    assert shown.count("font-size:14px") == 3
    assert strip_tags(shown) == strip_tags(HINT)
    four = cards_in_html(HINT, four_colour=True)
    assert f"color:{FOUR_SUIT_COLOURS[0]}" in four and "font-size" not in four
    for plain in ("deadwood 8", "36% of", "about 4 points", "&#9829;", "A10♥"):
        assert cards_in_html(plain) == plain  # numbers, entities, a card glued to a word


def test_the_panel_shows_the_hint_s_cards_in_the_deck_s_colours(
    qtbot: QtBot, tmp_path: Path
) -> None:
    for four_color, colours in ((False, SUIT_COLOURS), (True, FOUR_SUIT_COLOURS)):
        window = make_window(qtbot, tmp_path / str(four_color), four_color=four_color)
        window.panel.show_coach(HINT)
        window.refresh_panel()  # as the window does after every hint
        shown = window.panel.coach_label.text()
        assert f"color:{colours[0]}" in shown and f"color:{colours[2]}" in shown
        assert f"font-size:{COACH_SYMBOL_PX}px" in shown
        assert strip_tags(shown) == strip_tags(HINT)
        name = window.panel.coach_label.accessibleName()  # the hint in words, no markup
        assert name.startswith("Hint: ") and "<" not in name and "♥" not in name, name
        window.panel.show_coach("")
        assert not window.panel.coach_label.isVisible()
        window.close()
