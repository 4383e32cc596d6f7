"""The end of a match gets a moment of its own: a fountain of suit symbols for a win, a gentle
drift for a loss, nothing with animations off; the symbols never hold the table up, and a new
deal sweeps them away."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot
from table_helpers import make_window, play_hand_out

from ginrummy_desktop.app.settings.values import AnimationSpeed
from ginrummy_desktop.app.table.celebration import Celebration, Moment
from ginrummy_desktop.engine import Phase, RuleSet

TABLE = QRectF(0, 0, 900, 700)


def test_a_win_sends_a_fountain_that_lands_and_is_gone(qtbot: QtBot) -> None:
    scene = QGraphicsScene(TABLE)
    moment = Celebration(scene)
    moment.play(Moment.WON, TABLE.center(), TABLE, 10_000)
    symbols = moment.symbols
    assert len(symbols) == Celebration.WIN_SYMBOLS and moment.running
    assert all(item.scene() is scene for item in symbols)
    assert all(item.acceptedMouseButtons() == Qt.MouseButton.NoButton for item in symbols)
    assert all(item.zValue() < 4000 for item in symbols)  # under the result's banner
    assert len({item.brush().color().name() for item in symbols}) > 1
    qtbot.wait(200)  # early in the moment (up to a tenth of it on a busy machine)
    assert all(item.pos().y() < TABLE.center().y() for item in symbols), "it goes up first"
    moment.play(Moment.WON, TABLE.center(), TABLE, 200)  # a new moment replaces the old
    assert len(moment.symbols) == Celebration.WIN_SYMBOLS
    assert not [item for item in symbols if item.scene() is scene]
    qtbot.waitUntil(lambda: not moment.running, timeout=3000)
    assert not scene.items(), "the moment is gone once it has played"


def test_a_loss_is_gentle_and_animations_off_means_no_moment(qtbot: QtBot) -> None:
    scene = QGraphicsScene(TABLE)
    moment = Celebration(scene)
    moment.play(Moment.LOST, TABLE.center(), TABLE, 300)
    assert len(moment.symbols) == Celebration.LOSS_SYMBOLS < Celebration.WIN_SYMBOLS
    assert {item.brush().color().name() for item in moment.symbols} == {"#b0bec5"}
    assert all(item.pos().y() < TABLE.top() for item in moment.symbols)  # from above
    moment.stop()
    assert not moment.running and not scene.items()
    moment.play(Moment.WON, QPointF(), TABLE, 0)
    assert not moment.running and not scene.items()


def test_the_match_end_is_celebrated_at_the_table_and_swept_by_the_next_deal(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A match to 1 point ends with its first won hand (played with the cards jumping into
    place, the showdown at the fast speed): the moment plays, the table still comes to rest,
    and New game sweeps the symbols away."""
    window = make_window(qtbot, tmp_path, rules=RuleSet(target=1))
    controller, presenter = window.session.controller, window.presenter

    def showdown_at_the_fast_speed(*_: object) -> None:
        if controller.game.phase is Phase.SHOWDOWN:
            presenter.set_move_ms(AnimationSpeed.FAST.duration_ms)

    controller.phase_changed.connect(showdown_at_the_fast_speed)
    for _ in range(5):  # a dead hand (the wall) scores nothing: play on
        play_hand_out(qtbot, controller)
        if controller.game.phase is Phase.GAME_OVER:
            break
        presenter.set_move_ms(0)
        assert controller.deal_next_hand()
    assert controller.game.phase is Phase.GAME_OVER
    celebration = presenter.celebration
    winner = controller.game.sheet.winner
    qtbot.waitUntil(lambda: celebration.running, timeout=5000)
    expected = Celebration.WIN_SYMBOLS if winner == 0 else Celebration.LOSS_SYMBOLS
    assert len(celebration.symbols) == expected
    qtbot.waitUntil(lambda: controller.is_settled, timeout=5000)
    assert celebration.running, "the table rests while the moment still plays"
    window.session.new_game()
    assert not celebration.running

