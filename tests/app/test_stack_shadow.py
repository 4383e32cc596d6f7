"""The stock is a neat stack with one soft shadow under it (its two bottom cards'): each
card's own shadow, a little off the one below, added up to a hard black band along its edges
(worst at 200%)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from table_helpers import make_window

from ginrummy_desktop.app.seats.seat import Seat


def test_only_the_bottom_card_of_the_stock_casts_a_shadow(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    scene = window.scene
    stock = scene.stock.cards
    assert len(stock) > 20
    image = window.view.grab().toImage()
    corner = window.view.mapFromScene(stock[-1].sceneBoundingRect().bottomRight())
    darkest = min(image.pixelColor(corner.x() - dx, corner.y() - dy).lightness()
                  for dx in range(4) for dy in range(12))
    assert darkest > scene.felt_colour().lightness() * 0.45, "a black band by the stock"
    assert [card.casts_shadow for card in stock] == [True, True] + [False] * (len(stock) - 2)
    assert all(card.casts_shadow for card in scene.hands[Seat.USER].cards)
