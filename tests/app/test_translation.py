"""Every word the player reads goes through Qt's translation functions.

Two checks. The committed ``ui/translations/ginrummy.ts`` holds exactly the source strings of
the code and the forms (``packaging/translations.py update`` rewrites it). And under a
pseudo-translation, which wraps every translated string in ``⟦…⟧``, the windows the player
opens (the table after a hand, its menus, the panel, every dialog) show no text with a word
outside the brackets: a text that bypassed translation, or a sentence glued together from
translated fragments and untranslated ones, is caught and named.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTabWidget,
    QTextBrowser,
    QWidget,
)
from pytestqt.qtbot import QtBot
from table_helpers import make_window, play_hand_out

from ginrummy_desktop.app.shell.translation import LANGUAGES
from ginrummy_desktop.app.widgets.main_window import MainWindow

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
import translations

OPEN, CLOSE = "⟦", "⟧"
_WRAPPED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
_HEX_GROUPS = re.compile(r"\b[0-9a-f]{4}(?: [0-9a-f]{4})*\b")

OWN_NAMES = frozenset(language.name for language in LANGUAGES)
"""The languages as the Settings dialog lists them, each in its own words: never translated."""
DOCUMENTS = ("rulesBrowser",)
"""Widgets showing a whole document (the rules, ``ui/rules.html``): a document is translated
as a file of its own per language, not string by string."""


class PseudoTranslator(QTranslator):
    """Wraps every string it is asked for in ``⟦…⟧``."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return f"{OPEN}{source}{CLOSE}"

    def isEmpty(self) -> bool:
        return False


def untranslated_words(text: str) -> str:
    """What is left of ``text`` once every translated part (innermost first) is removed,
    as well as fingerprints (hex digits in groups of four), if it still reads as prose."""
    previous = None
    while previous != text:
        previous, text = text, _WRAPPED.sub(" ", text)
    text = _HEX_GROUPS.sub(" ", re.sub(r"<[^>]*>", " ", text))
    return text.strip() if translations.is_prose(text) else ""


def _model_texts(model: QAbstractItemModel | None) -> Iterator[str]:
    if model is None:
        return
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    top = QModelIndex()
    rows = model.rowCount(top)
    try:
        columns = model.columnCount(top)
    except TypeError:  # a list model's column count is private: it has one
        columns = 1
    for orientation, count in ((Qt.Orientation.Horizontal, columns),
                               (Qt.Orientation.Vertical, rows)):
        for section in range(min(count, 40)):
            for role in roles:
                yield str(model.headerData(section, orientation, role) or "")
    for row in range(min(rows, 40)):
        for column in range(columns):
            for role in roles:
                yield str(model.data(model.index(row, column), role) or "")


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) of everything ``widget`` shows or says to a screen reader."""
    name = f"{type(widget).__name__}#{widget.objectName()}"
    yield name, widget.windowTitle() if widget.isWindow() else ""
    yield name, widget.toolTip()
    yield name, widget.accessibleName()
    yield name, widget.accessibleDescription()
    yield name, widget.statusTip()
    if isinstance(widget, QLabel):
        yield name, widget.text()
    if isinstance(widget, QAbstractButton):
        yield name, widget.text()
    if isinstance(widget, QGroupBox):
        yield name, widget.title()
    if isinstance(widget, QLineEdit):
        yield name, widget.placeholderText()
    if isinstance(widget, QMenu):
        yield name, widget.title()
    if isinstance(widget, QComboBox):
        for index in range(widget.count()):
            yield name, widget.itemText(index)
    if isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            yield name, widget.tabText(index)
    if isinstance(widget, QTextBrowser) and widget.objectName() not in DOCUMENTS:
        yield name, widget.toPlainText()
    if isinstance(widget, QAbstractItemView):
        for text in _model_texts(widget.model()):
            yield name, text
    for action in widget.actions():
        yield f"{name} action", action.text()
        yield f"{name} action", action.toolTip()


def table_texts(window: MainWindow) -> Iterator[tuple[str, str]]:
    """What the card table paints: the piles' captions, the computer's label, the banner."""
    scene = window.scene
    for pile in scene.piles():
        yield f"pile {pile!r}", pile.caption
    yield "opponent label", scene.opponent_label.text()
    banner = window.presenter.banner
    yield "banner", banner.title
    for line in banner.lines:
        yield "banner", line


def _left(where: str, text: str) -> str:
    left = untranslated_words(text) if text and text not in OWN_NAMES else ""
    return f"{where}: {text!r} (left: {left!r})" if left else ""


@pytest.fixture
def pseudo(qapp: QApplication) -> Iterator[PseudoTranslator]:
    translator = PseudoTranslator()
    assert qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def test_the_pseudo_translation_finds_a_glued_sentence(pseudo: PseudoTranslator) -> None:
    translated = QCoreApplication.translate("Test", "you dealt")
    assert untranslated_words(f"Hand 3 · {translated}") == "Hand 3 ·"
    assert untranslated_words(QCoreApplication.translate("Test", "Deal fingerprint {f}")
                              .format(f="ab12 cd34")) == ""
    assert untranslated_words("10♥ 7♣ – 42") == ""


def test_the_committed_translation_source_is_up_to_date() -> None:
    current, fresh = translations.ts_is_current()
    assert current, "run: python packaging/translations.py update"
    assert len(translations.source_strings(fresh)) > 300


def _everything_open(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """A table after a hand, with every window and dialog the player can open."""
    window = make_window(qtbot, tmp_path)
    play_hand_out(qtbot, window.session.controller)
    window.dialogs.show_score_sheet()
    window.dialogs.show_statistics()
    window.dialogs.show_hand_history()
    window.dialogs.show_keyboard()
    from ginrummy_desktop.app.widgets.about_dialog import AboutDialog
    from ginrummy_desktop.app.widgets.fair_deal_dialog import FairDealDialog
    from ginrummy_desktop.app.widgets.rules_dialog import RulesDialog
    from ginrummy_desktop.app.widgets.settings_dialog import SettingsDialog

    session = window.session
    dialogs: list[QWidget] = [
        SettingsDialog(session.settings_for_dialog(), window),
        RulesDialog(window),
        AboutDialog(window),
        FairDealDialog(session, window),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
    assert window.presenter.banner.title  # the hand's end is on the table, banner and all
    return window


def all_texts(window: MainWindow) -> list[tuple[str, str]]:
    """(where, text) of every text ``window``, the windows it opened and its table show."""
    shown = [(where, text) for widget in (window, *window.findChildren(QWidget))
             for where, text in widget_texts(widget)]  # the dialogs are the window's children
    return [*shown, *table_texts(window)]


def bypassing(texts: list[tuple[str, str]]) -> list[str]:
    """Those of ``texts`` with words that bypassed translation, named with where they are."""
    return sorted({line for where, text in texts if (line := _left(where, text))})


MANY_TEXTS = 250
"""At least this many different translated texts are read from the windows (about 340 when
this was written): a walk that reads next to nothing cannot pass."""


def test_every_text_of_the_windows_goes_through_translation(
    qtbot: QtBot, tmp_path: Path, pseudo: PseudoTranslator
) -> None:
    texts = all_texts(_everything_open(qtbot, tmp_path))
    translated = {text for _, text in texts if OPEN in text}
    assert len(translated) >= MANY_TEXTS, f"only {len(translated)} texts read: the walk is blind"
    found = bypassing(texts)
    assert not found, "\n".join(found)


def test_the_walk_catches_a_text_that_bypassed_translation(
    qtbot: QtBot, tmp_path: Path, pseudo: PseudoTranslator
) -> None:
    """The control: untranslated texts planted in the main window, in a dialog it opened and
    on the table are each caught and named."""
    window = _everything_open(qtbot, tmp_path)
    about = next(top for top in window.findChildren(QWidget)
                 if top.isWindow() and type(top).__name__ == "AboutDialog")
    planted = QLabel("Nobody translated this label", about)
    planted.setObjectName("plantedLabel")
    window.menuBar().setToolTip("Nobody translated this tip")
    window.scene.stock.set_caption("Nobody translated this caption")
    found = bypassing(all_texts(window))
    assert len(found) == 3, "\n".join(found)
    for where, text in (("QLabel#plantedLabel", planted.text()), ("QMenuBar#", "Nobody "
                        "translated this tip"), ("pile ", "Nobody translated this caption")):
        assert any(line.startswith(where) and repr(text) in line for line in found), found
