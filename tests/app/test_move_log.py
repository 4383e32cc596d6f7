"""The move log of the hand in play: every action in words, as the user may know it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QSettings
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS, is_human_turn, make_window, reach_human_draw

from ginrummy_desktop.ai.fallback import FallbackPlayer
from ginrummy_desktop.app.models.move_log import log_lines
from ginrummy_desktop.app.models.move_log_model import MoveLogModel
from ginrummy_desktop.app.seats.opponent import Opponent
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.seats.thread_seat import ThreadSeat
from ginrummy_desktop.app.session import MatchSession
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.engine import (
    DrawStock,
    Event,
    Game,
    Phase,
    RuleSet,
    StockDrawn,
    TakeDiscard,
)
from ginrummy_desktop.engine.actions import Action


def _play_a_hand(seed: int) -> list[tuple[int | None, Action, tuple[Event, ...]]]:
    game = Game(RuleSet(), seed=seed)
    player = FallbackPlayer()
    applied: list[tuple[int | None, Action, tuple[Event, ...]]] = []
    while game.phase is not Phase.HAND_OVER and game.phase is not Phase.GAME_OVER:
        seat = game.actor
        action = game.legal_actions()[0] if seat is None else player.choose(game.view(seat))
        applied.append((seat, action, game.apply(action)))
    return applied


def test_the_computers_stock_draws_are_not_named_and_everything_else_is() -> None:
    rules = RuleSet()
    for seed in range(3):
        for seat, action, events in _play_a_hand(seed):
            lines = log_lines(seat, action, events, rules)
            drawn = [e.card for e in events if isinstance(e, StockDrawn)]
            if isinstance(action, DrawStock) and seat == Seat.OPPONENT:
                assert lines == ("Computer drew from the stock",)
            elif isinstance(action, DrawStock) and seat == Seat.USER:
                assert lines[0].startswith("You drew from the stock: ") and drawn
            elif isinstance(action, TakeDiscard):
                assert "from the pile" in lines[0]


def _thread_seat(_opponent: Opponent, parent: QObject) -> ThreadSeat:
    """A seat whose player is the fallback player, in a thread (the session's seat factory)."""
    return ThreadSeat(FallbackPlayer(), parent=parent)


def test_a_hand_starts_the_log_and_ends_it_with_the_result(
    qtbot: QtBot, qtmodeltester: ModelTester, tmp_path: Path
) -> None:
    store = SettingsStore(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    session = MatchSession(store, AppPaths.under(tmp_path / "data"), seed=3,
                           seat_factory=_thread_seat)
    try:
        log = MoveLogModel(session)
        session.new_game()
        assert log.lines[0].startswith("Hand 1: ")
        for _ in range(300):
            qtbot.waitUntil(
                lambda: session.actor != Seat.OPPONENT and session.is_settled, timeout=10_000)
            if session.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                break
            assert session.play(FallbackPlayer().choose(session.view()))
        qtmodeltester.check(log)  # type: ignore[no-untyped-call]
        assert any(line.startswith("Computer ") for line in log.lines)
        assert "drew from the stock:" not in " ".join(
            line for line in log.lines if line.startswith("Computer")
        )
        assert log.rowCount() == len(log.lines) > 5
        assert session.next_hand()
        assert log.lines[0].startswith("Hand 2: ") and len(log.lines) == 1
    finally:
        session.close()


def test_the_table_shows_the_log_and_the_computers_known_cards(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=61)
    log = window.move_log
    assert window.panel.move_log.model() is log
    for _ in range(60):  # the user draws from the stock and throws, until the computer picks up
        if window.session.view().opponent_known or (window.session.phase is not Phase.DRAW \
                and window.session.phase is not Phase.UPCARD_OFFER):
            break
        reach_human_draw(qtbot, window)
        assert window.presenter.draw_stock()
        qtbot.waitUntil(lambda: is_human_turn(window, Phase.DISCARD), timeout=WAIT_MS)
        view = window.session.view()
        throw = max(view.hand, key=lambda card: card.points)  # a high card the computer may want
        window.presenter.select(throw)
        if not window.presenter.discard_selected():
            break
        qtbot.waitUntil(lambda: is_human_turn(window), timeout=WAIT_MS)
    lines = log.lines
    assert lines[0].startswith("Hand 1: ")
    assert any(line.startswith("You drew from the stock: ") for line in lines)
    assert any(line.startswith("Computer ") for line in lines)
    known = window.session.view().opponent_known
    if known:
        assert "Known in the computer's hand" in window.panel.known_label.text()
    else:
        assert window.panel.known_label.text() == ""
