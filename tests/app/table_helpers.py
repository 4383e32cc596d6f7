"""Helpers for the table tests: a real window on a throw-away settings file, mouse drags
through the view's viewport (toolchain pitfall 2), and waiting for the user's turn."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.controller import HUMAN, Actor
from ginrummy_desktop.app.paths import AppPaths
from ginrummy_desktop.app.settings import AnimationSpeed, Settings, SettingsStore
from ginrummy_desktop.app.table.card_item import CardItem
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import Phase, RuleSet

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
) -> MainWindow:
    """A shown, started window whose first hand has been dealt."""
    store = SettingsStore(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    store.save(Settings(difficulty=difficulty, rules=rules or RuleSet(), animation_speed=speed))
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
    qtbot.waitUntil(lambda: window.controller.has_game, timeout=WAIT_MS)
    return window


def is_human_turn(window: MainWindow, *phases: Phase) -> bool:
    """The table is at rest and the user is to act (in one of ``phases``, if given)."""
    controller = window.controller
    if not controller.has_game or not controller.is_settled or window.scene.busy:
        return False
    phase = controller.phase
    waiting = controller.actor is Actor.HUMAN and phase is not Phase.GAME_OVER
    return waiting and (not phases or phase in phases)


def wait_human_turn(qtbot: QtBot, window: MainWindow, *phases: Phase) -> None:
    qtbot.waitUntil(lambda: is_human_turn(window, *phases), timeout=WAIT_MS)


def reach_human_draw(qtbot: QtBot, window: MainWindow) -> None:
    """Pass any upcard offer until the user is to draw (the computer plays meanwhile)."""
    for _ in range(40):
        wait_human_turn(qtbot, window)
        phase = window.controller.phase
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


def click(window: MainWindow, point: QPointF, double: bool = False) -> None:
    viewport = window.view.viewport()
    pos = to_viewport(window, point)
    if double:
        QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)
    else:
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def hand_cards(window: MainWindow) -> list[str]:
    """The user's hand on the table, left to right, in notation."""
    return [str(item.card) for item in window.scene.hands[HUMAN].cards]
