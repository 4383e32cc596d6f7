"""The side panel on any window: its buttons in sight and in one place, its words in rooms of
their own that scroll, and the move log's newest line whole at its foot."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import cast

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication, QGridLayout, QWidget
from pytestqt.qtbot import QtBot
from table_helpers import make_window, reach_human_draw, wait_human_turn

from ginrummy_desktop.ai.coach import Advice, Reason, ReasonKind
from ginrummy_desktop.ai.fallback import FallbackPlayer
from ginrummy_desktop.app.coach.hints import best_advice
from ginrummy_desktop.app.shell.translation import ENGLISH, Translators, language_named
from ginrummy_desktop.app.table.commands import HAND_TOOLS, command
from ginrummy_desktop.app.widgets.main_window import MINIMUM_SIZE, MainWindow
from ginrummy_desktop.app.widgets.side_panel import (
    BUTTON_HEIGHT,
    COMPACT_BUTTON_HEIGHT,
    MOVE_LOG_MIN_HEIGHT,
)
from ginrummy_desktop.app.words.panel import lesson_text
from ginrummy_desktop.engine import Card, Knock, Phase, parse_cards

SHOTS = Path(__file__).resolve().parent.parent / "output"


def test_a_short_window_scrolls_the_facts_instead_of_squeezing_the_panel(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=71)
    window.resize(MINIMUM_SIZE)
    qtbot.waitUntil(lambda: window.height() == MINIMUM_SIZE.height(), timeout=5000)
    panel = window.panel
    assert panel.compact
    shown = [b for b in panel.buttons.values() if b.isVisibleTo(panel)]
    places = [b.geometry().translated(_origin(b, panel)) for b in shown]
    for button in shown:
        assert button.height() >= COMPACT_BUTTON_HEIGHT, button.text()
    for i, one in enumerate(places):  # squeezed grids made the buttons overlap
        assert not any(one.intersects(other) for other in places[i + 1 :])
    assert window.panel.move_log.height() >= MOVE_LOG_MIN_HEIGHT
    central = window.centralWidget()
    assert central is not None and panel.height() == central.height()  # the panel never scrolls
    panel.show_problem("The computer player stopped: " + "a long reason, " * 30)
    qtbot.waitUntil(lambda: panel.facts_room.verticalScrollBar().maximum() > 0)  # its facts do
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / "short_window.png"))


def _origin(widget: QWidget, panel: QWidget) -> QPoint:
    """Where ``widget``'s parent's origin lies in ``panel``."""
    parent = widget.parentWidget()
    assert parent is not None
    return parent.mapTo(panel, QPoint(0, 0))


def test_on_a_1366x768_laptop_the_facts_do_not_scroll(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=71)
    window.resize(1366, 720)  # the screen less its task bar and the window's title bar
    qtbot.waitUntil(lambda: window.height() == 720, timeout=5000)
    qtbot.waitUntil(lambda: window.panel.facts_room.height() > 100, timeout=5000)
    assert window.panel.facts_room.verticalScrollBar().maximum() == 0
    assert window.panel.move_log.height() >= MOVE_LOG_MIN_HEIGHT
    assert not window.panel.compact  # the sections' titles shown, the buttons as high as usual
    buttons = [b for b in window.panel.buttons.values() if b.isVisible()]
    assert buttons and all(button.height() >= BUTTON_HEIGHT for button in buttons)


def test_on_a_1366x768_laptop_the_move_log_shows_eight_lines(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The panel's level line (the table's label names the level), its thinking line (the
    table's label says so too) and the empty hint line gave their room to the log; a hint or
    a failure of the computer player still shows when there is one."""
    window = make_window(qtbot, tmp_path, seed=71)
    window.resize(1366, 720)
    qtbot.waitUntil(lambda: window.height() == 720, timeout=5000)
    log = window.panel.move_log
    lines = log.viewport().height() / log.fontMetrics().lineSpacing()
    assert lines >= 8, lines
    assert not window.panel.opponent_label.isVisible()
    assert not window.panel.problem_label.isVisible()
    window.panel.show_problem("Computer error: a test")
    window.panel.show_coach("Discard the K♠.")
    assert window.panel.problem_label.isVisible() and window.panel.coach_label.isVisible()


# --- the actions in reach, in one place (issue 40) ------------------------------------------

LONGEST_REASON = (
    Reason(ReasonKind.BREAKS_MELD, Card.parse("9s"), cards=tuple(parse_cards("8s 9s Ts")),
           deadwood=14),
    Reason(ReasonKind.KNOCK_PASSED_UP, deadwood=8, points=12, share=0.73),
    Reason(ReasonKind.LEAST_DEADWOOD_PASSED_UP, Card.parse("Kd"), deadwood=8, points=4,
           picked=Card.parse("Kc")),
    Reason(ReasonKind.LOOKS_SAFE, Card.parse("9s"), threw=Card.parse("Js"),
           passed=Card.parse("Th")),
    Reason(ReasonKind.NEAR_MELDS, Card.parse("Kd"), deadwood=9, melds=3),
)
"""More clauses, and longer ones, than the coach ever gives one move."""

SMALL_WINDOWS = (QSize(1008, 528), MINIMUM_SIZE)
"""The window on a 1024×576 screen (``first_size``) and the smallest window."""


def _longest_hint(window: MainWindow) -> None:
    """The coach's longest hint, as the session hands it to the window."""
    window.session.hint_ready.emit(Advice(Knock(Card.parse("Kd")), 3.0, 0.5, LONGEST_REASON))


def _longest_lesson(window: MainWindow) -> None:
    window.session.lesson.emit(lesson_text("discard 9♠", "knock, discarding K♦", 41,
                                           LONGEST_REASON))


def _places(window: MainWindow) -> dict[str, QRect]:
    """Where each action button the player sees lies in the window: the buttons of the
    phase's box by their cell, and the hand's tools. A button clipped by anything (a scroll
    area's edge, the window's) fails here."""
    panel = window.panel
    places: dict[str, QRect] = {}
    for key, button in panel.buttons.items():
        if not button.isVisibleTo(panel) or not button.isVisible():
            continue
        rect = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
        assert window.rect().contains(rect), key
        assert button.visibleRegion().boundingRect() == button.rect(), f"{key} cut off"
        if command(key).box == HAND_TOOLS:
            places[key] = rect
            continue
        box = button.parentWidget()
        grid = box.layout() if box is not None else None
        assert isinstance(grid, QGridLayout)
        row, column, _rows, columns = cast(tuple[int, int, int, int],
                                           grid.getItemPosition(grid.indexOf(button)))
        places[f"cell {row},{column}" + (f" across {columns}" if columns > 1 else "")] = rect
    return places


@pytest.mark.parametrize("size", (QSize(1220, 820), QSize(1220, 680), *SMALL_WINDOWS),
                         ids=("large", "1366x768", "1024x576", "minimum"))
def test_the_action_buttons_keep_their_place_and_stay_in_sight(
    qtbot: QtBot, tmp_path: Path, size: QSize
) -> None:
    """Issue 40: a long hint pushed Gin off the panel, short windows hid the actions below
    the fold, and the panel's words rewrapping every turn moved the buttons under the mouse.
    Through a whole hand, with the longest hint and Teach me note, every button stays whole
    in the window and each cell of the buttons' grid stays where it was."""
    window = make_window(qtbot, tmp_path, seed=71)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=5000)
    controller = window.session.controller
    seen: dict[str, QRect] = {}
    for _ in range(300):
        wait_human_turn(qtbot, window)
        _longest_hint(window)
        _longest_lesson(window)
        qtbot.wait(50)  # the turn machine's boxes shown, the panel laid out
        for cell, rect in _places(window).items():
            assert seen.setdefault(cell, rect) == rect, (cell, controller.phase)
        if controller.phase is Phase.HAND_OVER:
            break
        assert controller.play(FallbackPlayer().choose(controller.view()))
    assert {"cell 0,0", "cell 0,1", "cell 1,0", "cell 0,0 across 2", "hint"} <= set(seen)


# --- the move log ---------------------------------------------------------------------------


def _height_is(window: MainWindow, height: int) -> Callable[[], bool]:
    return lambda: window.height() == height


def _newest_line_is_whole_at_the_bottom(window: MainWindow) -> bool:
    """The log's last row ends at its viewport's foot (no room left empty below it, no half
    line) and starts in the viewport, unless the row is taller than the whole log."""
    log = window.panel.move_log
    model = log.model()
    last = log.visualRect(model.index(model.rowCount() - 1, 0))
    inside = log.viewport().rect()
    starts_inside = last.top() >= inside.top() or last.height() > inside.height()
    return starts_inside and abs(inside.bottom() - last.bottom()) <= 2


@pytest.mark.parametrize("size", (QSize(1220, 680), QSize(1008, 528)),
                         ids=("1366x768", "1024x576"))
def test_the_newest_line_of_the_move_log_is_whole_and_at_the_bottom(
    qtbot: QtBot, tmp_path: Path, size: QSize
) -> None:
    """Issue 40: a long Teach me note, then the log made shorter (the computer's known cards
    shown under it), left the last lines over empty room; elsewhere the newest line was cut
    in half. New lines, a hint over the log and the window made shorter and taller again
    leave the newest line whole at the log's foot."""
    window = make_window(qtbot, tmp_path, seed=71)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=5000)
    reach_human_draw(qtbot, window)
    for index in range(6):
        _longest_lesson(window)
        window.move_log.add_note(f"A short line {index}.")
        qtbot.wait(20)
        assert _newest_line_is_whole_at_the_bottom(window), index
    _longest_lesson(window)
    qtbot.wait(20)
    assert _newest_line_is_whole_at_the_bottom(window)
    log_heights = {window.panel.move_log.height()}
    for height in (size.height() - 40, size.height()):
        window.resize(size.width(), height)
        qtbot.waitUntil(_height_is(window, height), timeout=5000)
        qtbot.wait(50)
        assert _newest_line_is_whole_at_the_bottom(window), height
        log_heights.add(window.panel.move_log.height())
    for hint in (True, False):  # the coach's room takes some of the panel's height
        if hint:
            _longest_hint(window)
        else:
            window.panel.show_coach("")
        qtbot.wait(50)
        assert _newest_line_is_whole_at_the_bottom(window), hint
        log_heights.add(window.panel.move_log.height())
    assert max(log_heights) - min(log_heights) > 8  # the log made shorter and taller


def test_on_a_1024x576_screen_the_log_gives_way_before_the_facts(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """On the smallest screen the table's facts (score, turn, and your hand's deadwood) are
    shown whole before the move log takes more than its least room: the deadwood count was
    cut in half, the log meanwhile showing four lines it did not need."""
    window = make_window(qtbot, tmp_path, seed=71)
    window.resize(1024, 530)  # 1024×576 less a task bar and the window's title bar
    qtbot.waitUntil(lambda: window.height() == 530, timeout=5000)
    panel = window.panel
    room = panel.facts_room.viewport()
    deadwood = panel.deadwood_label

    def deadwood_in_sight() -> bool:
        bottom = deadwood.mapTo(room, deadwood.rect().bottomLeft()).y()
        return panel.facts_room.height() > 100 and bottom <= room.height()

    qtbot.waitUntil(deadwood_in_sight, timeout=5000)
    assert panel.facts_room.verticalScrollBar().maximum() == 0  # the facts whole
    assert panel.move_log.height() >= MOVE_LOG_MIN_HEIGHT


@pytest.fixture
def english_again(qapp: QApplication) -> Iterator[None]:
    """After the test, pass or fail, the program speaks English again."""
    yield
    Translators.of(qapp).use(ENGLISH)
    QApplication.processEvents()


def _facts_whole(window: MainWindow) -> bool:
    room = window.panel.facts_room
    return room.height() > 100 and room.verticalScrollBar().maximum() == 0


@pytest.mark.parametrize("code", ("en", "de", "ru", "zh_CN"))
def test_on_a_1024x576_screen_the_facts_are_whole_beside_a_hint_in_every_language(
    qtbot: QtBot, tmp_path: Path, qapp: QApplication, english_again: None, code: str
) -> None:
    """Issue 42: with the coach's hint shown, German, Russian and Chinese (and English)
    scrolled the facts' room, the deadwood count half hidden. A short panel sets itself
    tighter (``side_panel.COMPACT_BELOW``): the facts whole, every button in sight."""
    window = make_window(qtbot, tmp_path, seed=7)
    language = language_named(code)
    assert language is not None
    Translators.of(qapp).use(language)
    window.resize(1008, 528)  # a 1024×576 screen's first window (``first_size``)
    qtbot.waitUntil(lambda: window.size() == QSize(1008, 528), timeout=5000)
    reach_human_draw(qtbot, window)
    assert window.presenter.draw_stock()
    wait_human_turn(qtbot, window, Phase.DISCARD)
    window.session.hint_ready.emit(best_advice(window.session.view()))
    qtbot.waitUntil(lambda: window.panel.coach_room.isVisible(), timeout=5000)
    qtbot.wait(50)
    assert _facts_whole(window), window.panel.facts_room.verticalScrollBar().maximum()
    _places(window)  # every button whole in the window
    assert window.panel.move_log.height() >= MOVE_LOG_MIN_HEIGHT
