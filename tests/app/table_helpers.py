"""Helpers for the table tests: a real window on a throw-away settings file, mouse drags
through the view's viewport (toolchain pitfall 2), and waiting for the user's turn."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ginrummy_desktop.ai import Player
from ginrummy_desktop.ai.fallback import FallbackPlayer
from ginrummy_desktop.ai.levels import Level
from ginrummy_desktop.app.match.controller import GameController
from ginrummy_desktop.app.models.hand_layout import Slot
from ginrummy_desktop.app.records.history import ReplayedDeal
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.seats.thread_seat import ThreadSeat
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import AnimationSpeed, Settings
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.app.table.card_item import CardItem
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import (
    FULL_DECK,
    Action,
    Card,
    Cut,
    Deal,
    Phase,
    PlayerView,
    RuleSet,
    parse_cards,
)

WAIT_MS = 20_000

_OPEN: list[MainWindow] = []  # strong references: pytest-qt closes windows it can still reach


def _forget(window: QWidget) -> None:
    if window in _OPEN:
        _OPEN.remove(window)


def make_window(
    qtbot: QtBot,
    tmp_path: Path,
    *,
    seed: int | None = 1,
    rules: RuleSet | None = None,
    speed: AnimationSpeed = AnimationSpeed.OFF,
    difficulty: int = 2,
    four_color: bool = False,
) -> MainWindow:
    """A shown, started window whose first hand has been dealt."""
    store = SettingsStore(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    store.save(Settings(difficulty=difficulty, rules=rules or RuleSet(), animation_speed=speed,
                        four_color=four_color))
    if seed is not None:  # a seeded window deals the same cards every run
        store.set_phrase("a fixed phrase for seeded tests")
    window = MainWindow(store=store, seed=seed, paths=AppPaths.under(tmp_path / "data"))
    _OPEN.append(window)
    qtbot.addWidget(window, before_close_func=_forget)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitSignal(window.machine.started, timeout=WAIT_MS):
        window.start()
    qtbot.waitUntil(lambda: window.session.has_game, timeout=WAIT_MS)
    return window


def is_human_turn(window: MainWindow, *phases: Phase) -> bool:
    """The table is at rest and the user is to act (in one of ``phases``, if given)."""
    controller = window.session.controller
    if not controller.has_game or not controller.is_settled or window.scene.busy:
        return False
    phase = controller.phase
    waiting = controller.actor is Seat.USER and phase is not Phase.GAME_OVER
    return waiting and (not phases or phase in phases)


def wait_human_turn(qtbot: QtBot, window: MainWindow, *phases: Phase) -> None:
    qtbot.waitUntil(lambda: is_human_turn(window, *phases), timeout=WAIT_MS)


def reach_human_draw(qtbot: QtBot, window: MainWindow) -> None:
    """Pass any upcard offer until the user is to draw (the computer plays meanwhile)."""
    for _ in range(40):
        wait_human_turn(qtbot, window)
        phase = window.session.phase
        if phase is Phase.DRAW:
            return
        assert phase is Phase.UPCARD_OFFER, phase
        assert window.presenter.pass_upcard()
    raise AssertionError("the user never came to draw")


def grab_point(window: MainWindow, item: CardItem) -> QPointF:
    """A scene point where ``item`` is the topmost card (its visible strip in a fan)."""
    rect = item.card_rect()
    for fx in (0.1, 0.18, 0.3, 0.5, 0.7):
        for fy in (0.5, 0.3, 0.75):
            point = item.mapToScene(QPointF(rect.width() * fx, rect.height() * fy))
            if window.scene.card_at(point) is item:
                return point
    raise AssertionError(f"no visible point on {item}")


def to_viewport(window: MainWindow, point: QPointF) -> QPoint:
    return window.view.mapFromScene(point)


def drag(window: MainWindow, start: QPointF, end: QPointF) -> None:
    """Press at scene ``start``, move to ``end`` (past the drag distance), release there."""
    viewport = window.view.viewport()
    a, b = to_viewport(window, start), to_viewport(window, end)
    middle = QPoint((a.x() + b.x()) // 2, (a.y() + b.y()) // 2)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(viewport, middle)
    QTest.mouseMove(viewport, b)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def drag_card(window: MainWindow, item: CardItem, centre: QPointF) -> None:
    """Drag ``item`` so that its centre ends on scene point ``centre``."""
    start = grab_point(window, item)
    offset = item.center() - start
    drag(window, start, centre - offset)


def slot_point(window: MainWindow, item: CardItem, slot: Slot) -> QPointF:
    """A scene point over the user's hand that the hand reads as ``slot`` for ``item``
    dragged there (the first, sweeping from the left)."""
    hand = window.scene.hands[Seat.USER]
    rect = hand.scene_rect()
    y = rect.bottom() - item.card_rect().height() / 2
    for step in range(801):
        x = rect.left() + rect.width() * step / 800
        if hand.slot_at(x, item) == slot:
            return QPointF(x, y)
    raise AssertionError(f"no point of the hand reads as {slot}")


def click(window: MainWindow, point: QPointF, double: bool = False) -> None:
    viewport = window.view.viewport()
    pos = to_viewport(window, point)
    if double:
        QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    else:
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def hand_cards(window: MainWindow) -> list[str]:
    """The user's hand on the table, left to right, in notation."""
    return [str(item.card) for item in window.scene.hands[Seat.USER].cards]


# --- a deal made for the tests: the user's own melds differ from the best ones -------------

MINE = parse_cards("Ah 2h 3h 3c 3d 8s 9s Ts 2c Ad")
"""The user's ten cards. Best: the threes as a set with the spade run (deadwood Ah 2h 2c Ad,
6); the user's own: the heart run Ah 2h 3h with the spade run (deadwood 3c 3d 2c Ad, 9)."""
THEIRS = parse_cards("Kc Qs Jh 9d 7c 5s Qd Jc Th 6d")
UPCARD = Card.parse("4s")
FIRST_DRAW = Card.parse("Kd")


def _deck() -> tuple[Card, ...]:
    """The user (not dealing) gets the even places, the computer the odd; then the upcard and
    the stock, the Kd on top."""
    dealt = [card for pair in zip(MINE, THEIRS, strict=True) for card in pair]
    used = {*MINE, *THEIRS, UPCARD, FIRST_DRAW}
    rest = [card for card in FULL_DECK if card not in used]
    return (*dealt, UPCARD, FIRST_DRAW, *rest)


def rigged_deal() -> ReplayedDeal:
    """The deal of :data:`MINE`, the computer dealing (the user answers the upcard offer)."""
    cut = Cut(parse_cards("Kc 2d"))  # the computer's 2 is lower: the computer deals
    return ReplayedDeal(RuleSet(), cut, Deal(_deck()), dealer=1, source="a test deal")


def rigged_window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """A window whose match starts with the deal of :data:`MINE` against Beginner, the user to
    answer the upcard offer."""
    window = make_window(qtbot, tmp_path)
    assert window.session.play_deal_again(rigged_deal(), Level.BEGINNER)
    wait_human_turn(qtbot, window)
    assert set(window.session.view().hand) == set(MINE)
    return window


def draw_the_first_card(qtbot: QtBot, window: MainWindow) -> None:
    """In :func:`rigged_window`'s match: pass the upcard offer (the computer may take it) and
    draw the stock's top card, the Kd; back at the user's discard."""
    for _ in range(4):
        wait_human_turn(qtbot, window)
        phase = window.session.phase
        if phase is Phase.DISCARD:
            break
        if phase is Phase.UPCARD_OFFER:
            assert window.presenter.pass_upcard()
        else:
            assert window.presenter.draw_stock()
    assert FIRST_DRAW in window.session.view().hand


class GatedPlayer:
    """A computer that does not answer until ``go`` is set (at most ``wait_s``), then plays as
    the fallback player."""

    name = "gated"

    def __init__(self, wait_s: float = 30.0) -> None:
        self.go = threading.Event()
        self._wait_s = wait_s

    def choose(self, view: PlayerView) -> Action:
        self.go.wait(self._wait_s)
        return FallbackPlayer().choose(view)


def sit(controller: GameController, player: Player) -> None:
    """Put ``player`` in the opponent's seat at once, thinking in a thread of the tests' own
    process (a test's player need not be importable by another process); a decision under way
    is asked of it."""
    seat = controller.seat
    if isinstance(seat, ThreadSeat):
        seat.player = player
        controller.ask_again()
    else:
        controller.set_seat(ThreadSeat(player, parent=controller))


def play_hand_out(qtbot: QtBot, controller: GameController) -> None:
    """The user's seat played by the fallback player until the hand is over."""
    for _ in range(300):
        qtbot.waitUntil(lambda: controller.game.actor != 1 and controller.is_settled,
                        timeout=10_000)
        if controller.game.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            return
        assert controller.play(FallbackPlayer().choose(controller.view()))
    raise AssertionError("the hand did not end")
