"""The first hands of a new player's match carry a one-line tip on the table: what may be
done now and how, with the keys from the command table; none on the computer's turn or later
in the match; gone when the first match ends (Settings turns them on again)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot
from table_helpers import make_window, play_hand_out, rigged_window, wait_human_turn

from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import Settings
from ginrummy_desktop.app.table.commands import snapshot_of
from ginrummy_desktop.app.table.presenter import TIP_HANDS, table_tip
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
