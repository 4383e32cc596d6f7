"""Every question box and file dialog opened from the game's dark windows (the hand history,
the statistics) is readable: its text contrasts with its background at least 4.5:1 (WCAG AA).
The dark windows' style sheets used to cascade into them: pale text on light grey, 1.2:1.

The high-contrast table (Settings ▸ Appearance) is readable too, measured on what is painted:
the piles' captions, the computer's label and the showdown's captions against the felt under
them, in a picture of the table; the panel's words (their style sheet's colours and the colours
written into their text) and its buttons against the panel's painted background.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QFileDialog, QLabel, QListView, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from table_helpers import make_window, play_hand_out, reach_human_draw

from ginrummy_desktop.app.seats import Seat
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.widgets.replay_dialog import show_hand_history
from ginrummy_desktop.app.widgets.statistics_dialog import show_statistics

AA = 4.5


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
    play_hand_out(qtbot, window.controller)
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

    play_hand_out(qtbot, window.controller)
    qtbot.wait(20)
    assert window.controller.view().knocker is not None
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
