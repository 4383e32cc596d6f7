"""Every question box and file dialog opened from the game's dark windows (the hand history,
the statistics) is readable: its text contrasts with its background at least 4.5:1 (WCAG AA).
The dark windows' style sheets used to cascade into them: pale text on light grey, 1.2:1.

The dark windows' own words are readable: every label and button of the Statistics window and
of the Hand history, with a finished hand in them, measured against the background painted
behind it (4.5:1, or 3:1 for large text; a disabled button is exempt, but reported).

The high-contrast table (Settings ▸ Appearance) is readable too, measured on what is painted:
the piles' captions, the computer's label and the showdown's captions against the felt under
them, in a picture of the table; the panel's words (their style sheet's colours and the colours
written into their text) and its buttons against the panel's painted background.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QFileDialog,
    QLabel,
    QListView,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QWidget,
)
from pytestqt.qtbot import QtBot
from table_helpers import make_window, play_hand_out, reach_human_draw

from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.widgets.replay_dialog import show_hand_history
from ginrummy_desktop.app.widgets.statistics_dialog import show_statistics
from ginrummy_desktop.engine import Phase, RuleSet

AA = 4.5
AA_LARGE = 3.0
"""What WCAG AA asks of large text: 18 pt (24 px), or 14 pt (18.66 px) bold."""


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(one: QColor, other: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    light, dark = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _box_contrast(parent: QWidget | None) -> float:
    """The contrast of a question box's text on its background, parented to ``parent``."""
    box = QMessageBox(QMessageBox.Icon.Question, "Hand history", "Export the secret seed too?",
                      QMessageBox.StandardButton.Yes, parent)
    box.ensurePolished()
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label is not None
    label.ensurePolished()
    text = label.palette().color(QPalette.ColorRole.WindowText)
    background = box.palette().color(QPalette.ColorRole.Window)
    box.deleteLater()
    return contrast(text, background)


def test_the_contrast_measure() -> None:
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21.0)
    assert contrast(QColor("#d7ecdc"), QColor("#efefef")) < 1.5  # the unreadable pair


def test_standard_dialogs_from_the_dark_windows_are_readable(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    parents: list[QWidget | None] = []

    def record(result: object) -> Callable[..., object]:
        def asked(parent: QWidget | None, *_args: object) -> object:
            parents.append(parent)
            return result
        return asked

    monkeypatch.setattr(QMessageBox, "question", record(QMessageBox.StandardButton.No))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", record(("", "")))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", record(("", "")))
    window = make_window(qtbot, tmp_path)
    play_hand_out(qtbot, window.session.controller)
    history = show_hand_history(window.session, window.images, window)
    history.ask_export(whole=True)
    history.ask_import()
    history.confirm("Export the secret seed too?")
    statistics = show_statistics(window, window.session.stats)
    statistics.ask_reset()
    assert len(parents) == 4
    for parent in parents:
        assert parent not in (history, statistics)
        assert _box_contrast(parent) >= AA, parent
    assert _box_contrast(history) < AA  # what a box parented to the history itself looks like


# --- the high-contrast table ------------------------------------------------------------------


def _pixels(image: QImage, rect: QRect) -> Iterator[QColor]:
    area = rect.intersected(image.rect())
    for y in range(area.top(), area.bottom() + 1):
        for x in range(area.left(), area.right() + 1):
            yield image.pixelColor(x, y)


def painted_contrast(image: QImage, rect: QRect) -> float:
    """The contrast of the words painted in ``rect`` of ``image``: the background is the colour
    most of the box has, the words' colour the pixel standing out most from it (the core of a
    letter, where antialiasing does not soften it)."""
    colours = Counter(colour.rgb() for colour in _pixels(image, rect))
    background = QColor.fromRgb(colours.most_common(1)[0][0])
    return max(contrast(QColor.fromRgb(rgb), background) for rgb in colours)


def _table_words(window: MainWindow) -> dict[str, QRect]:
    """Where each text on the table is painted (viewport pixels), by a name for the failure."""
    scene, view = window.scene, window.view
    boxes: dict[str, QRectF] = {"computer's label": scene.opponent_label.sceneBoundingRect()}
    for pile in scene.piles():
        if pile.caption:
            boxes[pile.caption] = pile.caption_rect().translated(pile.pos())
    for row in scene.melds:
        for index, box in enumerate(row.caption_scene_rects()):
            boxes[f"showdown caption {index} of seat {row.seat}"] = box
    return {name: view.mapFromScene(box).boundingRect() for name, box in boxes.items()}


def _table_contrasts(window: MainWindow) -> dict[str, float]:
    image = window.view.viewport().grab().toImage()
    return {name: painted_contrast(image, box) for name, box in _table_words(window).items()}


def _high_contrast(window: MainWindow) -> None:
    window.apply_settings(replace(window.session.settings_for_dialog(), high_contrast=True))


def test_the_painted_contrast_measure(qtbot: QtBot) -> None:
    image = QImage(40, 20, QImage.Format.Format_RGB32)
    image.fill(QColor("#000000"))
    for x in range(10, 14):
        image.setPixelColor(x, 8, QColor("#777777"))  # a thin, soft letter
    measured = painted_contrast(image, QRect(0, 0, 40, 20))
    assert measured == pytest.approx(contrast(QColor("#777777"), QColor("#000000")))


def _declared_colours(label: QLabel) -> list[QColor]:
    """The colours a label's words are drawn in: its style sheet's, and any its text names."""
    label.ensurePolished()
    colours = [label.palette().color(QPalette.ColorRole.WindowText)]
    for name in re.findall(r"color:\s*(#[0-9a-fA-F]{3,6}|[a-zA-Z]+)", label.text()):
        colours.append(QColor(name))
    return colours


def _background(widget: QWidget, picture: QImage, origin: QWidget) -> QColor:
    """The colour most of ``widget``'s rectangle is painted in, in ``picture`` of ``origin``."""
    box = QRect(widget.mapTo(origin, widget.rect().topLeft()), widget.size())
    colours = Counter(colour.rgb() for colour in _pixels(picture, box))
    return QColor.fromRgb(colours.most_common(1)[0][0])


def _panel_contrasts(window: MainWindow) -> dict[str, float]:
    """Every word of the panel against the panel's painted background: the labels (each of
    their colours), the move log, every button in its state of the moment."""
    panel = window.panel
    picture = panel.grab().toImage()
    ratios: dict[str, float] = {}
    for label in panel.findChildren(QLabel):
        if not label.isVisible():
            continue
        behind = _background(label, picture, panel)
        for colour in _declared_colours(label):
            name = f"{label.objectName() or label.text()} in {colour.name()}"
            ratios[name] = contrast(colour, behind)
    log: QListView = panel.move_log
    log.ensurePolished()
    ratios["move log"] = contrast(log.palette().color(QPalette.ColorRole.Text),
                                  _background(log, picture, panel))
    for button in panel.findChildren(QPushButton):
        if not button.isVisible():
            continue
        button.ensurePolished()
        group = (QPalette.ColorGroup.Active if button.isEnabled()
                 else QPalette.ColorGroup.Disabled)
        text = button.palette().color(group, QPalette.ColorRole.ButtonText)
        state = "" if button.isEnabled() else " (disabled)"
        ratios[f"{button.text()}{state}"] = contrast(text, _background(button, picture, panel))
    return ratios


def _assert_readable(ratios: dict[str, float]) -> None:
    for name, ratio in ratios.items():
        assert ratio >= AA, (name, ratio)


def test_the_high_contrast_table_and_panel_are_readable(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=14)
    reach_human_draw(qtbot, window)
    qtbot.wait(20)
    normal = _table_contrasts(window)
    _assert_readable(normal)  # the usual table's captions pass on the default felt too
    _high_contrast(window)
    assert window.panel.high_contrast
    qtbot.wait(20)
    during = _table_contrasts(window)
    assert {"computer's label", "Knock · 10 or less"} <= set(during)
    assert len(during) >= 4  # the label and the three piles' captions
    assert min(during.values()) > min(normal.values())
    panel = _panel_contrasts(window)
    assert any("#ff8a80" in name for name in panel)  # a red card named in the panel
    _assert_readable({**during, **panel})

    play_hand_out(qtbot, window.session.controller)
    qtbot.wait(20)
    assert window.session.view().knocker is not None
    after = _table_contrasts(window)
    assert any(name.startswith("showdown caption") for name in after)
    panel = _panel_contrasts(window)
    assert any("(disabled)" in name for name in panel)  # the Hint, after the hand
    _assert_readable({**after, **panel})

    window.apply_settings(replace(window.session.settings_for_dialog(), high_contrast=False))
    assert not window.panel.high_contrast
    assert window.panel.palette().color(QPalette.ColorRole.Window) == QColor("#10291b")


def test_the_high_contrast_felt_is_darker_than_any_caption_needs(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=14)
    _high_contrast(window)
    felt = window.scene.felt_colour()
    assert window.scene.theme.caption.alpha() == 255
    assert contrast(window.scene.theme.caption, felt) >= 7  # AAA, not just AA
    assert contrast(window.scene.theme.label, felt) >= 7
    assert window.scene.hands[Seat.USER].theme is window.scene.theme


# --- the dark windows' own words --------------------------------------------------------------


@dataclass(frozen=True)
class Words:
    """A label's or a button's words as the window paints them: their colour, and the colour
    painted behind them."""

    widget: QWidget
    name: str
    text: QColor
    background: QColor
    large: bool

    @property
    def ratio(self) -> float:
        return contrast(self.text, self.background)

    @property
    def enabled(self) -> bool:
        return self.widget.isEnabled()

    @property
    def needed(self) -> float:
        """What WCAG AA asks of them: nothing of a disabled button."""
        if not self.enabled:
            return 1.0
        return AA_LARGE if self.large else AA

    def __str__(self) -> str:
        return (f"{self.ratio:5.2f}:1 (needs {self.needed}) {self.name}: "
                f"{self.text.name()} on {self.background.name()}")


def _is_large(widget: QWidget) -> bool:
    """WCAG's large text: 24 px, or 18.66 px (14 pt) bold."""
    font = widget.font()
    pixels = (font.pixelSize() if font.pixelSize() > 0
              else font.pointSizeF() * widget.logicalDpiY() / 72)
    return pixels >= 24 or (font.weight() >= QFont.Weight.Bold and pixels >= 18.66)


def _colours(picture: QImage, widget: QWidget, origin: QWidget, inset: int) -> Counter[int]:
    """How many pixels of each colour ``picture`` (of ``origin``) has in ``widget``'s rectangle,
    ``inset`` pixels in from its edges."""
    scale = picture.devicePixelRatio()
    corner = widget.mapTo(origin, widget.rect().topLeft())
    box = QRect(round((corner.x() + inset) * scale), round((corner.y() + inset) * scale),
                round((widget.width() - 2 * inset) * scale),
                round((widget.height() - 2 * inset) * scale)).intersected(picture.rect())
    return Counter(picture.pixel(x, y) for y in range(box.top(), box.bottom() + 1)
                   for x in range(box.left(), box.right() + 1))


def _dialog_words(dialog: QDialog) -> list[Words]:
    """Every visible label's and button's words in a picture of ``dialog``. The background is
    the colour most of the widget is painted in (a button's inside its border and rounded
    corners); the words' colour is the one the widget's palette (its style sheet) gives them in
    its state, provided it is painted there; when it is not (a checked button, whose style
    sheet's ``:checked`` colour the palette does not carry), the colour painted there that
    stands out most from the background (the core of a letter)."""
    picture = dialog.grab().toImage()
    found: list[Words] = []
    widgets: list[QLabel | QAbstractButton] = [*dialog.findChildren(QLabel),
                                               *dialog.findChildren(QPushButton),
                                               *dialog.findChildren(QRadioButton)]
    for widget in widgets:
        if not widget.isVisible() or not widget.text():
            continue
        widget.ensurePolished()
        button = isinstance(widget, QAbstractButton)  # the statistics' levels: radio buttons
        colours = _colours(picture, widget, dialog, 4 if button else 0)
        background = QColor.fromRgb(colours.most_common(1)[0][0])
        group = (QPalette.ColorGroup.Active if widget.isEnabled()
                 else QPalette.ColorGroup.Disabled)
        pushed = isinstance(widget, QPushButton)
        role = QPalette.ColorRole.ButtonText if pushed else QPalette.ColorRole.WindowText
        text = widget.palette().color(group, role)
        if not colours[text.rgb()]:
            text = QColor.fromRgb(max(
                colours, key=lambda rgb: contrast(QColor.fromRgb(rgb), background)))
        states = [state for state, on in (
            ("checked", isinstance(widget, QAbstractButton) and widget.isChecked()),
            ("disabled", not widget.isEnabled()),
        ) if on]
        name = " ".join([widget.objectName() or type(widget).__name__,
                         repr(widget.text().replace("\n", " ")[:40]),
                         *(f"({state})" for state in states)])
        found.append(Words(widget, name, text, background, _is_large(widget)))
    return found


def _assert_words_readable(words: list[Words]) -> None:
    report = "\n".join(str(w) for w in sorted(words, key=lambda w: w.ratio))
    print(report)
    assert all(w.ratio >= w.needed for w in words), report


def _one_hand_match(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    """A window whose match was a game to 1 point: its first hand, played out, ended it, and
    the hand and the match are recorded."""
    window = make_window(qtbot, tmp_path, seed=14, rules=RuleSet().with_changes(target=1))
    play_hand_out(qtbot, window.session.controller)
    assert window.session.phase is Phase.GAME_OVER
    db = window.session.stats.db
    qtbot.waitUntil(lambda: [m.ended_at is not None for m in db.matches()] == [True])
    return window


def test_the_statistics_window_is_readable(qtbot: QtBot, tmp_path: Path) -> None:
    window = _one_hand_match(qtbot, tmp_path)
    dialog = show_statistics(window, window.session.stats)
    qtbot.waitExposed(dialog)
    assert dialog.summaries[None].hands == 1 and dialog.chart_view.isVisible()
    words = _dialog_words(dialog)
    measured = {w.widget: w for w in words}
    tiles = [label for tile in dialog.tiles.values() for label in (tile.value, tile.note)]
    assert {dialog.title, dialog.subtitle, dialog.chart_note, dialog.note, dialog.reset_button,
            *tiles, *dialog.level_buttons.values()} <= set(measured)
    assert len(words) == 2 + 10 * 3 + 2 + 6 + 2 + 1 + 1  # the section's heading, Close and
    # the button that measures the luck of every match too
    assert measured[dialog.title].large and not measured[dialog.note].large
    chosen = measured[dialog.level_buttons[None]]
    assert "(checked)" in chosen.name  # measured in its painted colour, not the palette's
    assert chosen.text != dialog.level_buttons[None].palette().color(
        QPalette.ColorRole.ButtonText)
    _assert_words_readable(words)

    dialog.show_level(5)  # a level without a hand: the chart's place says so
    assert dialog.empty_label.isVisible()
    words = _dialog_words(dialog)
    assert dialog.empty_label in {w.widget for w in words}
    _assert_words_readable(words)


def test_the_hand_history_is_readable(qtbot: QtBot, tmp_path: Path) -> None:
    window = _one_hand_match(qtbot, tmp_path)
    dialog = show_hand_history(window.session, window.images, window)
    qtbot.waitExposed(dialog)
    assert dialog.hand is not None and dialog.step_index == 0
    assert dialog.export_to(tmp_path / "match.json", whole=True)  # a message under the buttons
    start = _dialog_words(dialog)
    measured = {w.widget for w in start}
    assert {dialog.message, dialog.step_label, dialog.open_button, dialog.play_button,
            dialog.export_hand_button, dialog.export_match_button} <= measured
    assert len(start) == 4 + 1 + 10  # Match, Hand, Play it again against; every button
    assert {w.widget for w in start if not w.enabled} == {dialog.first_button,
                                                          dialog.back_button}
    _assert_words_readable(start)

    dialog.last()
    end = _dialog_words(dialog)
    assert {w.widget for w in end if not w.enabled} == {dialog.forward_button,
                                                        dialog.last_button}
    _assert_words_readable(end)
    disabled = min(w.ratio for w in start + end if not w.enabled)
    assert disabled >= AA_LARGE  # exempt, but still legible
