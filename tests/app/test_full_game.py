"""Whole hands and a whole game against the computer in the real window, animations off.

At every step the table must agree with the engine (52 cards on the table, the user's hand in
the user's order) and the turn machine must be in the state of the engine's phase.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from table_helpers import hand_cards, is_human_turn, make_window

from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.settings.geometry import restore_geometry
from ginrummy_desktop.app.settings.values import AnimationSpeed, Settings
from ginrummy_desktop.app.table.flow import PHASE_STATES
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import HandResult, Knock, Phase, RuleSet, best_discard

WAIT = 20_000


def _machine_state(window: MainWindow) -> set[str]:
    return {state.objectName() for state in window.machine.configuration()}


def _check_table(window: MainWindow) -> None:
    """The table agrees with the engine and the machine mirrors it."""
    scene = window.scene
    assert window.presenter.desyncs == 0
    assert sum(len(pile.cards) for pile in scene.piles()) == 52
    view = window.session.view()
    assert len(scene.stock.cards) == view.stock_size
    assert [i.card for i in scene.discard.cards] == list(view.discard_pile)
    if view.knocker is None:
        assert sorted(hand_cards(window)) == sorted(str(c) for c in view.hand)
        assert len(scene.hands[Seat.OPPONENT].cards) == view.opponent_hand_size
    names = _machine_state(window)
    phase_state = next(name for name, phases in PHASE_STATES.items() if view.phase in phases)
    assert phase_state in names, (view.phase, names)
    actor_state = "ComputerToAct" if window.session.actor is Seat.OPPONENT else "HumanToAct"
    assert actor_state in names, names


def _step(window: MainWindow) -> None:
    """One move of the user's plain strategy: knock when allowed, else draw and discard."""
    presenter = window.presenter
    view = window.session.view()
    knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
    if view.phase is Phase.UPCARD_OFFER:
        assert presenter.pass_upcard()
    elif view.phase is Phase.DRAW:
        assert presenter.draw_stock() or presenter.pass_upcard()
    elif view.phase is Phase.DISCARD and knocks:
        assert presenter.knock()
    elif view.phase is Phase.DISCARD:
        presenter.select(best_discard(view.hand, view.may_not_discard).card)
        assert presenter.discard_selected()
    elif view.phase is Phase.SHOWDOWN:
        assert presenter.lay_off()
    elif view.phase is Phase.HAND_OVER:
        assert window.session.next_hand()


def _play(qtbot: QtBot, window: MainWindow, until: Phase, limit: int = 2000) -> None:
    for _ in range(limit):
        qtbot.waitUntil(lambda: is_human_turn(window) or _over(window), timeout=WAIT)
        _check_table(window)
        if window.session.phase is until or _over(window):
            return
        _step(window)
    raise AssertionError(f"{until} not reached")


def _over(window: MainWindow) -> bool:
    return window.session.phase is Phase.GAME_OVER and window.session.is_settled


def test_a_full_hand_against_the_computer(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=31, difficulty=3)
    scored: list[HandResult] = []
    window.session.controller.hand_scored.connect(scored.append)
    _play(qtbot, window, Phase.HAND_OVER)
    assert len(scored) == 1
    assert "HandOver" in _machine_state(window) or "GameOver" in _machine_state(window)
    assert window.panel.buttons["next_hand"].isEnabled()
    assert window.presenter.banner.isVisible()
    assert window.panel.turn_label.text() in ("Hand over", "Game over")


def test_a_full_game_against_the_computer(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=32, rules=RuleSet(target=40), difficulty=4)
    _play(qtbot, window, Phase.GAME_OVER)
    sheet = window.session.game.sheet
    assert sheet.is_over
    assert "GameOver" in _machine_state(window)
    assert "win" in window.presenter.banner.title
    assert window.panel.boxes["GameOver"].isVisible()
    assert window.panel.buttons["new_game"].isEnabled()
    assert window.speech.status_text().startswith("Game over")
    window.menus.new_game.trigger()
    qtbot.waitUntil(lambda: window.session.phase is not Phase.GAME_OVER, timeout=WAIT)
    assert window.session.game.sheet.hands == ()
    assert len(hand_cards(window)) == 10
    _check_table(window)


@pytest.mark.slow  # a whole hand with the cards animated: 8 s
def test_a_hand_with_animations(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=33, speed=AnimationSpeed.FAST)
    window.session.controller.set_pace(0)
    _play(qtbot, window, Phase.HAND_OVER)
    assert not window.scene.busy


def test_difficulty_applies_at_once_and_the_look_at_the_next_hand(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=34, difficulty=2)
    player = window.session.opponent.player
    new = Settings(
        difficulty=4, animation_speed=AnimationSpeed.OFF, card_back="red", rules=RuleSet(target=50)
    )
    window.apply_settings(new)
    assert window.session.opponent.player is not player
    assert window.images.theme.back == "blue"
    assert window.session.game.rules.target == 100
    _play(qtbot, window, Phase.HAND_OVER)
    if window.session.phase is Phase.HAND_OVER:
        assert window.session.next_hand()
        assert window.images.theme.back == "red"
        assert window.session.game.rules.target == 100
    window.session.new_game()
    assert window.session.game.rules.target == 50
    assert window.session.store.load() == new


def test_the_window_remembers_its_geometry(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=35)
    window.resize(1111, 777)
    saved = window.saveGeometry()
    window.close()
    assert window.session.store.qsettings.value("geometry/MainWindow") == saved
    again = MainWindow(store=window.session.store, seed=1)
    qtbot.addWidget(again)
    assert restore_geometry(window.session.store, again)


def test_the_result_shows_once_the_computers_cards_are_turned_up(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """At the hand's end the computer's cards turn face up and move to the showdown: the
    result's panel waits until they are there, and then shows."""
    window = make_window(qtbot, tmp_path, seed=31, difficulty=3, speed=AnimationSpeed.FAST)
    seen: list[tuple[bool, bool]] = []
    window.session.hand_scored.connect(
        lambda _result: seen.append((window.scene.busy, window.presenter.banner.isVisible())))
    _play(qtbot, window, Phase.HAND_OVER)
    assert seen and seen[0][0], "the cards were still moving when the hand was scored"
    assert not seen[0][1], "the result showed while the cards were still moving"
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=WAIT)
    assert window.presenter.banner.isVisible()
