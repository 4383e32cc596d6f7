"""The panel's hand section: nothing while the deal is on its way (the cards are face down),
and the user's deadwood, not "–", once the hand is laid out at the showdown."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS, make_window, wait_human_turn

from ginrummy_desktop.app.settings.values import AnimationSpeed
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import Knock, Phase, best_discard


def _hand_section(window: MainWindow) -> tuple[str, str, str]:
    panel = window.panel
    return (panel.deadwood_label.text(), panel.deadwood_note.text(), panel.melds_label.text())


def test_the_panel_says_nothing_of_the_hand_while_it_is_dealt(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=3, speed=AnimationSpeed.NORMAL)
    assert not window.session.is_settled, "the deal should still be on its way"
    assert _hand_section(window) == ("–", "", "")
    qtbot.waitUntil(lambda: window.session.is_settled, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: window.panel.deadwood_label.text().isdigit(), timeout=WAIT_MS)
    assert window.panel.melds_label.text()


def _knock_when_possible(qtbot: QtBot, window: MainWindow) -> None:
    """Play simply (pass, draw from the stock, throw the best card) until the user may knock."""
    presenter = window.presenter
    for _ in range(400):
        wait_human_turn(qtbot, window)
        view = window.session.view()
        knocks = [a.card for a in view.legal_actions if isinstance(a, Knock)]
        if knocks:
            presenter.select(knocks[0])
            assert presenter.knock()
            return
        if view.phase is Phase.UPCARD_OFFER:
            presenter.pass_upcard()
        elif view.phase is Phase.DRAW:
            presenter.draw_stock() or presenter.pass_upcard()
        elif view.phase is Phase.DISCARD:
            presenter.select(best_discard(view.hand, view.may_not_discard).card)
            presenter.discard_selected()
        elif view.phase is Phase.SHOWDOWN:
            presenter.lay_off()
        elif view.phase is Phase.HAND_OVER:
            window.session.next_hand()
    raise AssertionError("no knock in 400 turns")


def test_at_the_showdown_the_panel_shows_the_user_s_deadwood(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=3)
    _knock_when_possible(qtbot, window)
    qtbot.waitUntil(
        lambda: window.session.phase in (Phase.HAND_OVER, Phase.GAME_OVER), timeout=WAIT_MS
    )
    settlement = window.session.game.results[-1].settlement
    assert settlement is not None
    assert window.panel.deadwood_label.text() == str(settlement.knocker.deadwood_points)
