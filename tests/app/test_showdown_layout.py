"""The showdown layout: the computer's label never overlaps its meld row's captions or cards,
the banner covers no caption, and a caption too long for its group shrinks, then is elided.

A computer knock puts the computer's melds in the top row, each group captioned above its
cards; the "Computer · <level>" label sits above that row. The two must stay clear of each
other at every window size the app allows and every card height the settings allow.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS, is_human_turn, make_window

from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.settings.values import CARD_HEIGHT_RANGE
from ginrummy_desktop.app.table.painting import pixel_font, scaled_pixels
from ginrummy_desktop.app.table.pile_item import MELD_CAPTION_LEAST_PIXELS, _meld_caption_pixels
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import Phase, best_discard


def _settled(window: MainWindow) -> bool:
    over = window.session.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    return is_human_turn(window) or (over and window.session.is_settled)


def _play_hand(qtbot: QtBot, window: MainWindow) -> None:
    """Play the user's plain strategy (never knocking) until the hand is over."""
    presenter = window.presenter
    for _ in range(400):
        qtbot.waitUntil(lambda: _settled(window), timeout=WAIT_MS)
        view = window.session.view()
        if view.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            return
        if view.phase is Phase.UPCARD_OFFER:
            assert presenter.pass_upcard()
        elif view.phase is Phase.DRAW:
            assert presenter.draw_stock() or presenter.pass_upcard()
        elif view.phase is Phase.DISCARD:
            presenter.select(best_discard(view.hand, view.may_not_discard).card)
            assert presenter.discard_selected()
        elif view.phase is Phase.SHOWDOWN:
            assert presenter.lay_off()
    raise AssertionError("the hand never ended")


@pytest.fixture
def computer_knocked(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """A window at the end of a hand the computer knocked (its melds in the top row)."""
    for seed in range(40, 60):
        window = make_window(qtbot, tmp_path / str(seed), seed=seed, difficulty=2)
        _play_hand(qtbot, window)
        if window.session.view().knocker == Seat.OPPONENT:
            return window
        window.close()
    raise AssertionError("the computer never knocked")


def _assert_clear(window: MainWindow) -> None:
    scene = window.scene
    row = scene.melds[Seat.OPPONENT]
    label = scene.opponent_label.sceneBoundingRect()
    captions = row.caption_scene_rects()
    assert captions, "the computer's row has no captioned groups"
    cards = [item.sceneBoundingRect() for item in row.cards]
    for rect in [*captions, *cards]:
        assert not label.intersects(rect), (label, rect)
    top = min(rect.top() for rect in captions)
    assert label.bottom() <= top
    assert label.top() >= 0
    assert row.scene_rect().top() >= label.bottom()
    area = QRectF(row.boundingRect()).translated(row.pos())
    for rect in captions:
        assert area.contains(rect)  # painted captions are inside the item's bounding rect


def test_label_clear_of_the_computers_meld_row(qtbot: QtBot, computer_knocked: MainWindow) -> None:
    window = computer_knocked
    window.scene.set_opponent_text("Computer · Medium — thinking…")
    minimum = window.minimumSize()
    for width, height in ((minimum.width(), minimum.height()), (1220, 820), (1920, 1200)):
        window.resize(width, height)
        qtbot.waitUntil(lambda: window.view.viewport().height() > 0)
        qtbot.wait(20)
        _assert_clear(window)
    viewport = window.view.viewport()
    for card_height in CARD_HEIGHT_RANGE:
        window.scene.arrange(viewport.width(), viewport.height(), card_height)
        _assert_clear(window)


def _banner_panel(window: MainWindow) -> QRectF:
    """The banner's panel on the table, less its shadow."""
    banner = window.presenter.banner
    return banner.mapRectToScene(banner.boundingRect().adjusted(4, 4, -8, -8))


def test_the_banner_covers_no_caption_of_either_row(
    qtbot: QtBot, computer_knocked: MainWindow
) -> None:
    """On the smallest window (a 1024×576 screen's), with the largest cards, the banner
    shrinks to the felt between the rows; on a large one it keeps its size."""
    window = computer_knocked
    banner = window.presenter.banner
    qtbot.waitUntil(banner.isVisible, timeout=WAIT_MS)
    for width, height in ((620, 474), (900, 560), (1600, 1000)):
        for card_height in CARD_HEIGHT_RANGE:
            window.scene.arrange(width, height, card_height)
            window.presenter.results.recentre()
            panel = _banner_panel(window)
            assert window.scene.sceneRect().contains(panel), (width, height, card_height)
            for row in window.scene.melds:
                for caption in row.caption_scene_rects():
                    assert not panel.intersects(caption), (width, height, caption, panel)
    assert banner.scale_of_words == 1.0  # the large table's
    window.scene.arrange(620, 474, max(CARD_HEIGHT_RANGE))
    window.presenter.results.recentre()
    assert banner.scale_of_words < 1.0


def _just_too_long(width: float, pixels: int) -> str:
    """A word a little wider than ``width`` in the showdown captions' font at ``pixels``."""
    word = "Последовательность"
    while QFontMetricsF(pixel_font(pixels, bold=True)).horizontalAdvance(word) <= width:
        word += "ь"
    return word


def test_a_caption_longer_than_its_group_shrinks_then_is_elided_with_its_tip(
    qtbot: QtBot, computer_knocked: MainWindow
) -> None:
    window = computer_knocked
    row = window.scene.melds[Seat.OPPONENT]
    window.scene.arrange(620, 474, 150)  # the table of a 1024×576 screen
    groups = list(row.groups)
    assert len(groups) >= 2
    designed = _meld_caption_pixels(row.card_size.height())
    long_word = _just_too_long(row.caption_rects()[0].width(), designed)
    endless = "Deadwood counted against you: " * 3
    row.set_groups([replace(groups[0], caption=long_word),
                    replace(groups[1], caption=endless), *groups[2:]])
    (box, font, words), (other, small, cut) = row.shown_captions()[:2]
    assert words == long_word and font.pixelSize() < scaled_pixels(designed)
    assert QFontMetricsF(font).horizontalAdvance(words) <= box.width()
    assert row.caption_tip_at(box.center()) == ""
    assert small.pixelSize() == scaled_pixels(MELD_CAPTION_LEAST_PIXELS) and cut.endswith("…")
    assert QFontMetricsF(small).horizontalAdvance(cut) <= other.width()
    assert row.caption_tip_at(other.center()) == endless
    assert box.right() <= other.left()  # neighbours' boxes never overlap
