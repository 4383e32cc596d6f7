"""The first hands of a new player's match carry a one-line tip on the table: what may be
done now and how, with the keys from the command table; none on the computer's turn or later
in the match; gone when the first match ends (Settings turns them on again)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFontMetricsF
from pytestqt.qtbot import QtBot
from table_helpers import make_window, play_hand_out, rigged_window, wait_human_turn

from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import Settings
from ginrummy_desktop.app.table.commands import snapshot_of
from ginrummy_desktop.app.table.presenter import TIP_HANDS, table_tip
from ginrummy_desktop.app.table.tip import TIP_LEAST_PIXELS, tip_font
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import Phase, RuleSet


def test_the_tip_follows_the_users_move_in_the_first_hand(qtbot: QtBot, tmp_path: Path) -> None:
    window = rigged_window(qtbot, tmp_path)  # the user answers the upcard offer
    tip = window.scene.tip_label
    assert tip.isVisible() and tip.text().startswith("Tip: take the upcard")
    assert "(U)" in tip.text() and "(P)" in tip.text()
    label = tip.sceneBoundingRect()
    cards = [item.sceneBoundingRect() for item in window.scene.hands[0].cards]
    piles = [pile.sceneBoundingRect() for pile in (window.scene.stock, window.scene.discard)]
    assert window.scene.sceneRect().contains(label)
    assert not any(label.intersects(rect) for rect in cards + piles), "clear of the cards"
    assert window.presenter.pass_upcard()
    wait_human_turn(qtbot, window)
    if window.session.phase is Phase.UPCARD_OFFER:
        assert window.presenter.pass_upcard()
        wait_human_turn(qtbot, window, Phase.DRAW)
    assert tip.text() == "Tip: drag the top card of the stock into your hand, or press D."
    assert window.presenter.draw_stock()
    wait_human_turn(qtbot, window, Phase.DISCARD)
    assert tip.text().startswith("Tip:") and tip.isVisible()
    window.presenter.set_tips(False)
    assert not tip.isVisible()


def test_no_tip_on_the_computers_turn_or_after_the_first_hands(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = rigged_window(qtbot, tmp_path)
    snapshot = window.presenter.snapshot()
    view = snapshot.view
    assert view is not None and table_tip(snapshot)
    later = replace(view, hand_number=TIP_HANDS + 1)
    assert table_tip(snapshot_of(later, at_rest=True)) == ""
    theirs = replace(view, actor=1)
    assert table_tip(snapshot_of(theirs, at_rest=True)) == ""
    assert table_tip(snapshot_of(view, at_rest=False)) == ""  # cards still moving


def test_the_tips_go_when_the_first_match_ends(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, rules=RuleSet(target=1))
    assert window.session.settings.tips and window.presenter.tips_on
    controller = window.session.controller
    for _ in range(5):  # a dead hand scores nothing: play on
        play_hand_out(qtbot, controller)
        if controller.game.phase is Phase.GAME_OVER:
            break
        assert window.presenter.tips_on, "the tips stay through the first match"
        assert controller.deal_next_hand()
    assert controller.game.phase is Phase.GAME_OVER
    assert not window.presenter.tips_on and not window.scene.tip_label.isVisible()
    stored = SettingsStore(QSettings(str(tmp_path / "settings.ini"),
                                     QSettings.Format.IniFormat)).load()
    assert stored.tips is False
    window.session.apply_settings(replace(window.session.settings, tips=True))
    window.apply_settings(window.session.settings)
    assert window.presenter.tips_on


def test_tips_are_on_for_a_new_player() -> None:
    assert Settings().tips is True


def _lines_in_room(window: MainWindow) -> None:
    """The tip shown, each of its lines centred on the table and inside the tip's room."""
    scene = window.scene
    tip, room = scene.tip_label, scene.tip_room()
    assert tip.isVisible()
    lines = [item for item in tip.childItems() if item.isVisible()]
    assert len(lines) == len(tip.fit().lines)
    for line in lines:
        box = line.sceneBoundingRect()
        assert room.adjusted(-1, -1, 1, 1).contains(box), (box, room)
        assert abs(box.center().x() - scene.geometry.width / 2) < 1


def test_a_tip_wider_than_the_table_wraps_to_two_lines(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    scene = window.scene
    scene.arrange(620, 700, 150)  # a narrow table with room down
    words = "Tip: keep the cards that make sets and runs; drag the one you need least " \
            "to the discard pile, or select it and press Enter."
    scene.set_tip(words)
    fit = scene.tip_label.fit()
    assert scene.tip_label.text() == words
    assert len(fit.lines) == 2 and not fit.elided and fit.pixels == 14
    assert " ".join(fit.lines) == words
    _lines_in_room(window)
    assert scene.tip_label.toolTip() == ""


def test_on_a_short_table_the_tip_shrinks_then_is_elided_never_hidden(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path)
    scene = window.scene
    scene.set_high_contrast(True)  # the middle row's captions lower, less room under them
    scene.arrange(620, 474, 150)  # the table of a 1024×576 screen
    room = scene.tip_room()
    words = "Tip: keep the cards that make sets and runs; drag the one you need least " \
            "to the discard pile, or select it and press Enter."
    assert room.height() < 2 * QFontMetricsF(tip_font()).lineSpacing()  # two lines at 14 px
    scene.set_tip(words)
    fit = scene.tip_label.fit()
    assert len(fit.lines) == 2 and not fit.elided and TIP_LEAST_PIXELS <= fit.pixels < 14
    _lines_in_room(window)
    endless = words + " And then some more words, and more, and yet more words." * 3
    scene.set_tip(endless)
    fit = scene.tip_label.fit()
    assert fit.elided and fit.pixels == TIP_LEAST_PIXELS and fit.lines[-1].endswith("…")
    assert scene.tip_label.toolTip() == endless
    _lines_in_room(window)
    scene.arrange(1400, 700, 150)  # a larger table: the tip is set again for it, whole
    assert not scene.tip_label.fit().elided and scene.tip_label.toolTip() == ""
    scene.set_tip("Tip: press D.")
    assert scene.tip_label.fit().lines == ("Tip: press D.",)
    assert scene.tip_label.toolTip() == ""


@pytest.mark.parametrize("high_contrast", (False, True), ids=("normal", "high contrast"))
def test_the_tip_is_clear_of_the_middle_rows_captions_and_of_a_lifted_card(
    qtbot: QtBot, tmp_path: Path, high_contrast: bool
) -> None:
    """On the smallest table the middle row stands higher, so that two lines of the tip fit
    between its captions and the glow round a lifted card of the user's hand."""
    window = make_window(qtbot, tmp_path)
    scene = window.scene
    scene.set_high_contrast(high_contrast)
    hand = scene.hands[0]
    hand.cards[len(hand.cards) // 2].set_lifted(True)
    for width, height in ((620, 474), (1000, 700)):
        scene.arrange(width, height, 150)
        scene.set_tip("")
        scene.set_tip("Tip: keep the cards that make sets and runs; drag the one you need "
                      "least to the discard pile, or select it and press Enter.")
        assert not scene.tip_label.fit().elided
        words = scene.tip_label.sceneBoundingRect()
        glow = hand.cue_rect().translated(hand.pos())
        assert words.bottom() < glow.top(), (width, words, glow)
        for pile in (scene.stock, scene.discard, scene.knock):
            caption = pile.caption_rect().translated(pile.pos())
            foot = caption.center().y() + QFontMetricsF(pile.caption_font()).height() / 2
            assert words.top() > foot, (width, pile)
