"""Every dialog of the game can be used and left with the keyboard alone: it takes the focus
when shown, Tab walks through all of its controls and never leaves it or sticks on one, and
Escape closes it and hands the focus back to the main window. The menus open from the keyboard.

Modal dialogs run their own event loop (``exec()``): the walk is made from a timer inside that
loop, as ``test_menus.py`` closes its dialogs, and its findings are checked once ``exec()`` has
returned; a dialog Escape does not close is rejected by a safety timer, so no test can hang.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QLineEdit,
    QMenu,
    QRadioButton,
    QTabWidget,
    QTextBrowser,
    QWidget,
)
from pytestqt.qtbot import QtBot
from table_helpers import make_window, reach_human_draw

from ginrummy_desktop.app.table.commands import command
from ginrummy_desktop.app.widgets.main_window import MainWindow

TAB_PRESSES = 60
_KINDS = (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit)


def _name(widget: QWidget | None) -> str:
    if widget is None:
        return "None"
    text = widget.text() if isinstance(widget, (QAbstractButton, QLineEdit)) else ""
    return f"{type(widget).__name__}({widget.objectName() or text!r})"


def _tab_reachable(dialog: QDialog) -> list[QWidget]:
    """The controls of the kinds checked (buttons, check boxes, spin boxes, combo boxes, line
    edits) that Tab should reach: shown, enabled and taking the focus by Tab. Of a group of
    exclusive radio buttons Tab enters only the checked one (the arrows move in the group)."""
    found: list[QWidget] = []
    for widget in dialog.findChildren(QWidget):
        if not isinstance(widget, _KINDS) or widget.window() is not dialog:
            continue
        if not (widget.isVisibleTo(dialog) and widget.isEnabled()):
            continue
        if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            continue
        if isinstance(widget, QAbstractSpinBox | QComboBox) and widget.focusProxy() is not None:
            continue
        if isinstance(widget, QRadioButton) and widget.autoExclusive() and not widget.isChecked():
            continue
        inner = isinstance(widget.parent(), QAbstractSpinBox | QComboBox)
        if isinstance(widget, QLineEdit) and inner:
            continue  # the editor inside a spin box or an editable combo box
        found.append(widget)
    return found


@dataclass
class Walk:
    """What a keyboard walk through one dialog found."""

    title: str = ""
    first: str = ""  # the widget focused when the dialog came up, inside it
    visited: list[str] = field(default_factory=list)
    left_to: list[str] = field(default_factory=list)  # focus seen outside the dialog
    missed: list[str] = field(default_factory=list)
    stuck_on: str = ""
    stops: int = 0  # the dialog's widgets taking the focus by Tab
    closed_by_escape: bool = False


def _inner_stops(widget: QWidget) -> int:
    """How many presses of Tab a widget may keep: a text browser steps through its links, an
    item view with Tab navigation through its cells, before moving on."""
    if isinstance(widget, QTextBrowser):
        return widget.toHtml().count("href=")
    if isinstance(widget, QAbstractItemView) and widget.tabKeyNavigation():
        model = widget.model()
        return model.rowCount() * model.columnCount() if model is not None else 0
    return 0


def _tab_stops(dialog: QDialog) -> int:
    """How many widgets of ``dialog`` of any kind take the focus by Tab."""
    return sum(1 for w in dialog.findChildren(QWidget)
               if w.window() is dialog and w.isVisibleTo(dialog) and w.isEnabled()
               and w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.focusProxy() is None)


def _tab_round(dialog: QDialog, visited: list[QWidget], walk: Walk) -> None:
    """Press Tab ``TAB_PRESSES`` times, noting each widget focused; stop at a step out of the
    dialog or a widget Tab no longer leaves (a browser keeps it for one press a link)."""
    repeats = 0
    for _ in range(TAB_PRESSES):
        before = QApplication.focusWidget()
        QTest.keyClick(before or dialog, Qt.Key.Key_Tab)
        after = QApplication.focusWidget()
        if after is None or after.window() is not dialog:
            walk.left_to.append(_name(after))
            return
        if after not in visited:
            visited.append(after)
        repeats = repeats + 1 if after is before else 0
        if repeats > _inner_stops(after) + 1 and _tab_stops(dialog) > 1:
            walk.stuck_on = _name(after)
            return


def _note_missed(dialog: QDialog, visited: list[QWidget], walk: Walk) -> None:
    walk.missed += [_name(w) for w in _tab_reachable(dialog)
                    if w not in visited and _name(w) not in walk.missed]


def _pages(dialog: QDialog, visited: list[QWidget], walk: Walk) -> None:
    """Walk the other pages of each tab widget, turned by the keyboard: Tab to the tab bar,
    then the Right arrow."""
    for tabs in dialog.findChildren(QTabWidget):
        if tabs.window() is not dialog or not tabs.isVisible():
            continue
        for page in range(1, tabs.count()):
            for _ in range(TAB_PRESSES):
                if QApplication.focusWidget() is tabs.tabBar():
                    break
                QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Tab)
            QTest.keyClick(tabs.tabBar(), Qt.Key.Key_Right)
            if tabs.currentIndex() != page:
                walk.left_to.append(f"page {page} of {_name(tabs)} not reached by Right")
                return
            _tab_round(dialog, visited, walk)
            _note_missed(dialog, visited, walk)


def _walk(dialog: QDialog) -> Walk:
    """Tab through ``dialog`` (focus found first, every step inside, no trap; each page of a
    tab widget), note the controls never reached, then press Escape on the focused widget."""
    walk = Walk(title=dialog.windowTitle())
    first = QApplication.focusWidget()
    if first is not None and first.window() is dialog:
        walk.first = _name(first)
    else:
        dialog.activateWindow()
        dialog.focusNextChild()
    visited: list[QWidget] = []
    _tab_round(dialog, visited, walk)
    _note_missed(dialog, visited, walk)
    if not (walk.left_to or walk.stuck_on):
        _pages(dialog, visited, walk)
    walk.visited = [_name(w) for w in visited]
    walk.stops = _tab_stops(dialog)
    closed: list[int] = []
    dialog.finished.connect(closed.append)
    QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)
    QApplication.processEvents()
    walk.closed_by_escape = bool(closed)
    if not closed:
        dialog.reject()  # to be reported: the test goes on
    return walk


def _check(qtbot: QtBot, walk: Walk, window: MainWindow) -> None:
    """The walk found no fault, and the focus is back in the main window. The offscreen
    platform has no window manager to activate the main window again when a dialog closes
    (a desktop's does): then the main window is activated, as the manager would, and must give
    the focus to its own widget, the one it had kept."""
    assert walk.first, f"{walk.title}: nothing inside it focused when shown"
    assert not walk.left_to, f"{walk.title}: focus left the dialog: {walk.left_to}"
    assert not walk.stuck_on, f"{walk.title}: Tab stuck on {walk.stuck_on}"
    assert len(walk.visited) == walk.stops == 1 or len(walk.visited) > 1, (
        f"{walk.title}: Tab visits only {walk.visited} of {walk.stops} widgets")
    assert not walk.missed, f"{walk.title}: Tab never reaches {walk.missed}"
    assert walk.closed_by_escape, f"{walk.title}: Escape did not close it"
    kept = window.focusWidget()
    assert kept is not None and kept.window() is window, f"{walk.title}: main window kept {kept}"
    if QApplication.activeWindow() is None:
        window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=1000)
    focused = QApplication.focusWidget()
    assert focused is not None and focused.window() is window, (
        f"{walk.title}: focus after closing is on {_name(focused)}")


def _walk_modal(qtbot: QtBot, open_dialog: Callable[[], object]) -> Walk:
    """Open a modal dialog with ``open_dialog`` (which returns once it is closed) and walk it
    from inside its event loop; a dialog Escape left open is rejected, to be reported."""
    found: list[Walk] = []
    tries = [0]

    def begin() -> None:
        dialog = QApplication.activeModalWidget()
        focus = QApplication.focusWidget()
        settled = (isinstance(dialog, QDialog) and dialog.isActiveWindow()
                   and focus is not None and focus.window() is dialog)
        tries[0] += 1
        if not settled and (not isinstance(dialog, QDialog) or tries[0] < 50):
            QTimer.singleShot(10, begin)
            return
        assert isinstance(dialog, QDialog)
        found.append(_walk(dialog))

    QTimer.singleShot(0, begin)
    open_dialog()
    assert found, "the dialog never came up"
    return found[0]


def _walk_modeless(qtbot: QtBot, window: MainWindow, dialog: QDialog) -> Walk:
    qtbot.waitUntil(lambda: dialog.isActiveWindow(), timeout=1000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None
                    and QApplication.focusWidget().window() is dialog,  # type: ignore[union-attr]
                    timeout=1000)
    return _walk(dialog)


# --- modal dialogs ----------------------------------------------------------------------------


def test_settings_dialog_by_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    _check(qtbot, _walk_modal(qtbot, window.dialogs.show_settings), window)


def test_fair_deal_dialog_by_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    _check(qtbot, _walk_modal(qtbot, window.dialogs.show_fair_deal), window)


def test_rules_dialog_by_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    _check(qtbot, _walk_modal(qtbot, window.dialogs.show_rules), window)


def test_about_dialog_by_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    _check(qtbot, _walk_modal(qtbot, window.dialogs.show_about), window)


# --- dialogs that are not modal ---------------------------------------------------------------


def test_score_sheet_by_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.dialogs.show_score_sheet()
    dialog = window.dialogs._score_dialog
    assert dialog is not None
    _check(qtbot, _walk_modeless(qtbot, window, dialog), window)


def test_statistics_by_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    from ginrummy_desktop.app.widgets.statistics_dialog import show_statistics

    window = make_window(qtbot, tmp_path)
    dialog = show_statistics(window, window.session.stats)
    _check(qtbot, _walk_modeless(qtbot, window, dialog), window)


def test_hand_history_by_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    from ginrummy_desktop.app.widgets.replay_dialog import show_hand_history

    window = make_window(qtbot, tmp_path)
    dialog = show_hand_history(window.session, window.images, window)
    _check(qtbot, _walk_modeless(qtbot, window, dialog), window)


def test_keyboard_help_by_keyboard(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    box = window.dialogs.show_keyboard()
    _check(qtbot, _walk_modeless(qtbot, window, box), window)


# --- the menus ----------------------------------------------------------------------------------


def _open_menu(qtbot: QtBot, window: MainWindow) -> QMenu:
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu), timeout=1000)
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    return menu


def test_menu_titles_have_keys(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles == ["&Game", "&Help"]


def test_alt_g_opens_the_game_menu_and_escape_leaves_it(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=1000)
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_G,
                   Qt.KeyboardModifier.AltModifier)
    menu = _open_menu(qtbot, window)
    assert menu.title() == "&Game"
    QTest.keyClick(menu, Qt.Key.Key_Right)  # to the next menu of the bar
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu)
                    and QApplication.activePopupWidget().title() == "&Help",  # type: ignore[union-attr]
                    timeout=1000)
    help_menu = QApplication.activePopupWidget()
    assert isinstance(help_menu, QMenu)
    QTest.keyClick(help_menu, Qt.Key.Key_Escape)
    QTest.keyClick(QApplication.activePopupWidget() or window.menuBar(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=1000)
    focused = QApplication.focusWidget()
    assert focused is not None and focused.window() is window


def test_alt_h_then_a_key_opens_a_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    """A dialog opened from the menu by its keys alone (Alt+H, K: the keyboard help)."""
    window = make_window(qtbot, tmp_path)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=1000)
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H,
                   Qt.KeyboardModifier.AltModifier)
    menu = _open_menu(qtbot, window)
    assert menu.title() == "&Help"
    QTest.keyClick(menu, Qt.Key.Key_K)
    qtbot.waitUntil(lambda: window.findChild(QDialog, "KeyboardHelp") is not None
                    and window.findChild(QDialog, "KeyboardHelp").isVisible(),  # type: ignore[union-attr]
                    timeout=1000)
    box = window.findChild(QDialog, "KeyboardHelp")
    assert isinstance(box, QDialog)
    _check(qtbot, _walk_modeless(qtbot, window, box), window)


def _hint_asked(window: MainWindow) -> bool:
    return window.session.hint_busy or "hint" in window.panel.coach_label.text()


def test_after_escape_closes_a_menu_the_letters_are_the_tables_again(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 41, item 2: a menu closed with Escape left the menu bar holding the keyboard, and
    H opened the Help menu instead of giving a hint, G the Game menu instead of going gin. Once
    no menu is open, a bare letter is the table's (Alt+G, Alt+H still open the menus)."""
    window = make_window(qtbot, tmp_path, seed=14)
    reach_human_draw(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=1000)
    window.view.setFocus(Qt.FocusReason.OtherFocusReason)
    bar = window.menuBar()

    def by_keys() -> None:
        QTest.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)

    def as_a_click() -> None:
        bar.setActiveAction(bar.actions()[1])  # as a click on Help would

    for open_menu in (by_keys, as_a_click):
        open_menu()
        menu = _open_menu(qtbot, window)
        qtbot.wait(50)  # the platform's news of the menu shown, before it closes
        QTest.keyClick(menu, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=1000)
        qtbot.wait(50)  # the player's next key comes once the closing is done
        window.statusBar().clearMessage()
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_G)
        assert QApplication.activePopupWidget() is None
        gin = command("gin").available(window.presenter.snapshot())
        assert gin.reason and window.statusBar().currentMessage() == gin.reason  # not now: why
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
        assert QApplication.activePopupWidget() is None
        assert _hint_asked(window)
        assert QApplication.focusWidget() is window.view
        qtbot.waitUntil(lambda: not window.session.hint_busy, timeout=20_000)
        window.panel.show_coach("")
