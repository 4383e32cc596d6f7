"""An eleven-card hand spread by the player's own groups stays inside the hand's glow.

Seen at 1366×768: after Shift+→ had split the hand into loose cards, the cards spread wider,
but the glow, drawn from the pile's cache, stayed where the cards had been: the end cards
stood outside it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from table_helpers import draw_the_first_card, rigged_window


@pytest.mark.parametrize("size", [(1366, 768), (1024, 576)])
def test_the_glow_follows_an_eleven_card_hand_spread_by_its_groups(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    """What the table shows after the row has spread is what a fresh paint of the hand
    shows (the pile is drawn from a cache: only a repaint moves the glow), and the glow holds
    every card."""
    window = rigged_window(qtbot, tmp_path)
    window.resize(*size)
    draw_the_first_card(qtbot, window)
    qtbot.wait(50)
    window.view.viewport().grab()  # the glow is drawn (and cached) around the cards as dealt
    for _ in range(2):  # cards walk out of their melds and split the row into loose cards
        for _ in range(3):
            QTest.keyClick(window.view, Qt.Key.Key_Right)
        for _ in range(5):
            QTest.keyClick(window.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    qtbot.wait(50)
    shown = window.view.viewport().grab().toImage()
    hand = window.scene.hands[0]
    hand.update()
    fresh = window.view.viewport().grab().toImage()
    assert shown == fresh, "the hand's glow was drawn where the cards no longer are"
    glow = hand.mapRectToScene(hand.cue_rect())
    for card in hand.cards:
        place = card.mapRectToScene(card.card_rect())  # turned: its corners reach out
        assert glow.contains(place.adjusted(1, 1, -1, -1)), (card.card, place, glow)
