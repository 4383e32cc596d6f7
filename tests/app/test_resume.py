"""Resume from the real window: after Quit the next start puts the match back exactly, in any
phase, and play goes on as it would have; New game asks before throwing a match away."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot
from save_helpers import played_save
from table_helpers import WAIT_MS, hand_cards, is_human_turn, make_window

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.player import memory_of
from ginrummy_desktop.app.match.saves import LoadOutcome, SaveStore
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.widgets.autopilot import Autopilot
from ginrummy_desktop.app.widgets.main_window import MINIMUM_SIZE, MainWindow, first_size
from ginrummy_desktop.engine import Phase

SHOTS = Path(__file__).resolve().parent.parent / "output"


def _play_to(qtbot: QtBot, window: MainWindow, actions: int, seed: int = 4) -> None:
    """Let the autopilot play the user's seat until the match has ``actions`` actions and the
    user is to move (the computer plays its own turns meanwhile)."""
    pilot = Autopilot(window, make_player(Level.EASY, seed))

    def reached() -> bool:
        controller = window.session.controller
        if controller.phase is Phase.GAME_OVER:
            return controller.is_settled
        return len(controller.game.history) >= actions and is_human_turn(window)

    pilot.start()
    qtbot.waitUntil(reached, timeout=WAIT_MS * 3)
    pilot.stop()


def _state(window: MainWindow) -> tuple[object, ...]:
    game = window.session.game
    return (game.history, game.view(Seat.USER), game.view(Seat.OPPONENT), game.sheet, game.phase,
            game.rules)


def test_after_quit_the_match_comes_back_exactly(qtbot: QtBot, tmp_path: Path) -> None:
    first = make_window(qtbot, tmp_path, seed=21, difficulty=3)
    _play_to(qtbot, first, 45)
    first.presenter.sort_by_suit()  # the user's own order, saved shortly after
    before, order = _state(first), hand_cards(first)
    memory = memory_of(first.session.opponent.player)
    first.close()  # Quit: no question, the match is kept
    second = make_window(qtbot, tmp_path, seed=99, difficulty=1)
    assert second.session.load_result.outcome is LoadOutcome.LOADED
    assert _state(second) == before
    assert hand_cards(second) == order
    assert second.session.level == 3  # the match's level, not the one in the settings
    assert second.session.settings.difficulty == 1  # which the resume leaves alone
    assert memory_of(second.session.opponent.player) == memory
    assert second.statusBar().currentMessage().startswith("Resumed your game from today at")


def test_a_showdown_comes_back_with_the_knock_on_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    save = played_save(5000, seed=12, until=lambda g: g.phase is Phase.SHOWDOWN and g.actor == 0)
    assert save.game.phase is Phase.SHOWDOWN
    SaveStore.autosave(tmp_path / "data" / "match.json").write(save)
    window = make_window(qtbot, tmp_path, seed=1)
    qtbot.waitUntil(lambda: is_human_turn(window, Phase.SHOWDOWN), timeout=WAIT_MS)
    view = window.session.view()
    assert view == save.game.view(Seat.USER)
    assert view.knocker == Seat.OPPONENT and view.knocker_arrangement is not None
    knocked = {c for meld in view.knocker_arrangement.melds for c in meld.cards}
    on_table = {item.card for item in window.scene.melds[Seat.OPPONENT].cards}
    assert knocked and knocked <= on_table
    assert window.panel.buttons["lay_off"].isEnabled()
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / "resumed_showdown.png"))
    assert window.presenter.lay_off()
    qtbot.waitUntil(lambda: window.session.phase in (Phase.HAND_OVER, Phase.GAME_OVER),
                    timeout=WAIT_MS)


def test_new_game_asks_before_abandoning_a_match_under_way(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=23)
    assert not window.session.match_under_way()  # dealt, but nobody has moved: nothing to lose
    _play_to(qtbot, window, 12)
    assert window.session.match_under_way()
    assert window.session.abandon_question().startswith("Abandon this game? ")
    assert "0" in window.session.abandon_question()  # the score is in the question
    history = window.session.game.history
    answers = iter([False, True])
    window.confirm_abandon = lambda: next(answers)  # type: ignore[method-assign]
    window.menus.new_game.trigger()
    assert window.session.game.history == history
    window.menus.new_game.trigger()
    assert window.session.game.history != history
    assert len(window.session.game.history) <= 3


@pytest.mark.parametrize(
    ("free", "fits"),
    [(QSize(1366, 728), True), (QSize(1920, 1040), True), (QSize(1280, 680), True),
     (QSize(1024, 536), True)],  # a 1024×576 screen less a 40-pixel task bar
)
def test_the_first_window_fits_a_laptop_screen(free: QSize, fits: bool) -> None:
    size = first_size(free)
    assert size.width() <= free.width() - 16 and size.height() <= free.height() - 40
    assert size.expandedTo(MINIMUM_SIZE) == size
    assert fits
