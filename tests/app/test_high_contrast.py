"""Low vision and colour blindness at the table: the high-contrast setting from the dialog to
the painted table, melds told apart without their hue, large cards, and the table's words
following the desktop's font size. (Its words' contrast is measured in ``test_contrast.py``.)"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSettings, QSizeF
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPixmap
from pytestqt.qtbot import QtBot
from table_helpers import make_window, reach_human_draw, rigged_window
from test_contrast import contrast

from ginrummy_desktop.app.models.hand_layout import MELD_COLOURS
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import CARD_HEIGHT_RANGE, Settings
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.app.table.banner import Banner
from ginrummy_desktop.app.table.card_images import CARD_ASPECT, CardImages
from ginrummy_desktop.app.table.card_item import CardItem, meld_number
from ginrummy_desktop.app.table.card_moves import UNFINISHED_GROUP_COLOUR, meld_colour
from ginrummy_desktop.app.table.painting import (
    HIGH_CONTRAST_THEME,
    MAX_FONT_SCALE,
    NORMAL_THEME,
    REFERENCE_FONT_PIXELS,
    font_scale,
    pixel_font,
)
from ginrummy_desktop.app.table.pile_item import PileKind, StackPile, meld_caption_height
from ginrummy_desktop.app.table.scene import MAX_CARD_SCALE, TableGeometry, TableScene
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.widgets.settings_dialog import SettingsDialog
from ginrummy_desktop.engine import Card

OUTPUT = Path(__file__).resolve().parents[1] / "output"
MARGIN = 6  # where the card's rectangle starts in its marks' picture (card_item._MARGIN)


def _switch(window: MainWindow, on: bool) -> None:
    window.apply_settings(replace(window.session.settings_for_dialog(), high_contrast=on))


def _item(window: MainWindow, text: str) -> CardItem:
    card = Card.parse(text)
    return next(item for item in window.scene.hands[Seat.USER].cards if item.card == card)


def _marks(item: CardItem) -> QImage:
    picture = item.marks_picture()
    assert picture is not None, item
    return picture.toImage()


def _is_yellow(colour: QColor) -> bool:
    return colour.red() > 230 and colour.green() > 230 and colour.blue() < 80


# --- the setting, end to end --------------------------------------------------------------------


def test_the_dialog_shows_and_reads_the_high_contrast_switch(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings(high_contrast=True))
    qtbot.addWidget(dialog)
    ui = dialog.ui
    assert ui.highContrastCheck.isChecked()
    assert not ui.tableColourButton.isEnabled()  # the high-contrast felt is its own
    assert dialog.settings() == Settings(high_contrast=True)
    ui.highContrastCheck.setChecked(False)
    assert ui.tableColourButton.isEnabled()
    assert dialog.settings() == Settings()
    assert (ui.cardHeightSpin.minimum(), ui.cardHeightSpin.maximum()) == CARD_HEIGHT_RANGE


def test_the_switch_changes_the_table_at_once_and_is_kept(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=14)
    scene = window.scene
    assert scene.theme is NORMAL_THEME and not window.panel.high_contrast
    _switch(window, True)
    assert scene.theme is HIGH_CONTRAST_THEME and window.panel.high_contrast
    assert all(pile.theme is HIGH_CONTRAST_THEME for pile in scene.piles())
    assert all(card.theme is HIGH_CONTRAST_THEME for card in scene.cards)
    assert window.session.store.load().high_contrast is True
    # the next start opens on the high-contrast table
    store = SettingsStore(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    again = MainWindow(store=store, seed=3, paths=AppPaths.under(tmp_path / "again"))
    qtbot.addWidget(again)
    assert again.scene.theme is HIGH_CONTRAST_THEME and again.panel.high_contrast
    again.session.close()
    _switch(window, False)
    assert scene.theme is NORMAL_THEME and scene.cards[0].theme is NORMAL_THEME


# --- what the high-contrast table paints --------------------------------------------------------


def test_the_high_contrast_table_as_painted(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=14)
    reach_human_draw(qtbot, window)
    scene, view = window.scene, window.view
    discard = scene.discard
    assert discard.cue  # seed 14: the upcard may be taken

    def picture() -> QImage:
        qtbot.wait(20)
        return view.viewport().grab().toImage()

    def felt_points(image: QImage) -> list[QColor]:
        gap = scene.geometry.between_rows()
        points = [QPointF(3, 3), QPointF(gap.center().x(), gap.top() + 2),
                  QPointF(scene.width() - 3, gap.center().y())]
        return [image.pixelColor(view.mapFromScene(point)) for point in points]

    def cue_column(image: QImage) -> list[QColor]:
        """The pixels just above the discard pile's slot, through its cue's ring."""
        slot = discard.scene_rect()
        x = slot.center().x()
        top = view.mapFromScene(QPointF(x, slot.top() - 12))
        return [image.pixelColor(top.x(), top.y() + step) for step in range(12)]

    normal = picture()
    assert len({colour.rgb() for colour in felt_points(normal)}) > 1  # the felt's soft light
    _switch(window, True)
    high = picture()
    OUTPUT.mkdir(exist_ok=True)
    assert high.save(str(OUTPUT / "high_contrast_table.png"))  # looked at: see the docstring
    felt = HIGH_CONTRAST_THEME.felt
    assert felt is not None
    assert {colour.rgb() for colour in felt_points(high)} == {felt.rgb()}  # plain, no light
    assert contrast(felt, QColor("#000000")) < 1.2  # very dark
    # the turn cue: a thick, bright yellow ring
    ring = [colour for colour in cue_column(high) if _is_yellow(colour)]
    assert len(ring) >= 4
    assert contrast(ring[0], felt) >= 3  # a control's outline: WCAG's 3:1 and far more
    assert not any(_is_yellow(colour) for colour in cue_column(normal))  # the soft gold


def test_high_contrast_cards_have_black_edges_and_a_thick_yellow_ring(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = rigged_window(qtbot, tmp_path)
    loose = _item(window, "Ad")  # a card of no meld
    assert loose.marks_picture() is None  # the usual look: nothing over the art
    window.presenter.select(Card.parse("Ad"))
    normal_ring = _ring_above(_marks(loose), loose)
    _switch(window, True)
    window.presenter.select(None)
    edge = _marks(loose)
    middle = MARGIN + round(loose.size.width() / 2)
    assert edge.pixelColor(middle, MARGIN).rgb() == QColor("#000000").rgb()
    assert edge.pixelColor(middle, MARGIN).alpha() == 255
    assert edge.pixelColor(MARGIN, MARGIN + round(loose.size.height() / 2)).alpha() == 255
    window.presenter.select(Card.parse("Ad"))
    ring = _ring_above(_marks(loose), loose)
    assert len(ring) >= 4 and all(_is_yellow(colour) for colour in ring)
    assert len(ring) > len(normal_ring)


def _ring_above(marks: QImage, item: CardItem) -> list[QColor]:
    """The opaque pixels above the card's top edge, in the middle of its marks' picture."""
    x = MARGIN + round(item.size.width() / 2)
    column = [marks.pixelColor(x, y) for y in range(MARGIN)]
    return [colour for colour in column if colour.alpha() > 200]


# --- melds told apart without their hue ---------------------------------------------------------


def test_two_melds_are_told_apart_in_grey(qtbot: QtBot, tmp_path: Path) -> None:
    window = rigged_window(qtbot, tmp_path)  # "3c 3d 3h | 8s 9s Ts | Ad | Ah | 2c | 2h"
    first, second = _item(window, "3h"), _item(window, "9s")
    assert first.meld_colour != second.meld_colour
    assert (first.meld_label, second.meld_label) == ("1", "2")  # the numbers on their tabs
    assert _item(window, "3c").meld_label == "1" and _item(window, "Ad").meld_label == ""
    grey = [_marks(item).convertToFormat(QImage.Format.Format_Grayscale8)
            for item in (first, second)]
    assert grey[0] != grey[1]
    height = first.size.height()
    tab = QRectF(MARGIN + 3, MARGIN + height - 6, 12, 12).toRect()
    assert grey[0].copy(tab) != grey[1].copy(tab)  # the numbers differ, colour aside
    bar_y = MARGIN + round(height) + 5
    bar_x = MARGIN + round(first.size.width() * 0.8)
    levels = [image.pixelColor(bar_x, bar_y).value() for image in grey]
    assert abs(levels[0] - levels[1]) >= 40  # the bars differ in lightness too
    OUTPUT.mkdir(exist_ok=True)
    image = window.view.viewport().grab().toImage()
    assert image.convertToFormat(QImage.Format.Format_Grayscale8).save(
        str(OUTPUT / "melds_in_grey.png"))


def test_the_meld_colours_differ_in_lightness() -> None:
    shown = [QColor(name) for name in MELD_COLOURS[:3]]  # eleven cards hold three melds at most
    for index, colour in enumerate(shown):
        for other in shown[index + 1:]:
            assert contrast(colour, other) >= 1.5, (colour.name(), other.name())
        felt = HIGH_CONTRAST_THEME.felt
        assert felt is not None
        assert contrast(colour, felt) >= 3  # the bar on the high-contrast felt
        assert contrast(colour, QColor("#10291b")) >= 3  # the swatch in the panel
        assert contrast(colour, QColor("#000000")) >= 4.5  # the tab's black number on it
    assert [meld_number(meld_colour(index)) for index in range(4)] == [1, 2, 3, 4]
    assert meld_number(UNFINISHED_GROUP_COLOUR) is None
    assert meld_number(None) is None


# --- large cards --------------------------------------------------------------------------------


def test_the_largest_cards_fit_a_large_table() -> None:
    largest = CARD_HEIGHT_RANGE[1]
    assert largest >= 2 * Settings().card_height
    assert TableGeometry(1900, 1400, largest).card_height >= largest
    first = TableGeometry(930, 770, largest)  # the first window: made to fit
    assert first.card_height < largest
    assert first.player_band().bottom() <= 770 and first.opponent_band().top() >= 0


def test_the_largest_cards_lie_inside_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    window = rigged_window(qtbot, tmp_path)
    window.resize(1920, 1300)
    qtbot.wait(50)
    viewport = window.view.viewport()
    window.scene.arrange(viewport.width(), viewport.height(), CARD_HEIGHT_RANGE[1])
    window.presenter.relayout_all()
    _switch(window, True)
    assert window.scene.geometry.card_height >= CARD_HEIGHT_RANGE[1]
    area = window.scene.sceneRect()
    for item in window.scene.cards:
        assert area.contains(item.sceneBoundingRect()), item
    marks = _item(window, "3h")._marks
    assert area.contains(marks.sceneBoundingRect())
    OUTPUT.mkdir(exist_ok=True)
    assert window.grab().save(str(OUTPUT / "high_contrast_largest_cards.png"))


def _index_corner(image: QImage, ratio: float) -> tuple[float, float]:
    """The top-left index of a card face: its ink's height as a share of the card's, and its
    share of half-tone pixels (antialiasing: a blurred index has many)."""
    width, height = image.width(), image.height()
    ink: list[int] = []
    soft = 0
    for y in range(int(height * 0.03), int(height * 0.26)):
        for x in range(int(width * 0.04), int(width * 0.22)):
            colour = image.pixelColor(x, y)
            darkest = min(colour.red(), colour.green(), colour.blue())
            if darkest < 110:
                ink.append(y)
            elif darkest < 215:
                soft += 1
    assert ink, "no index in the corner"
    return (max(ink) - min(ink) + 1) / height, soft / len(ink)


@pytest.mark.parametrize("text", ["Th", "Qs", "8d", "Ac"])
def test_the_index_corners_stay_sharp_at_the_largest_size(qtbot: QtBot, text: str) -> None:
    images = CardImages()
    card = Card.parse(text)
    largest = CARD_HEIGHT_RANGE[1] * MAX_CARD_SCALE  # in a large window
    usual = images.pixmap(card, 150 * CARD_ASPECT, 150, 1.0).toImage()
    share, softness = _index_corner(usual, 1.0)
    for ratio in (1.0, 2.0):
        pixmap: QPixmap = images.pixmap(card, largest * CARD_ASPECT, largest, ratio)
        image = pixmap.toImage()
        assert image.height() == round(largest * ratio)  # drawn at its size, not stretched
        big_share, big_softness = _index_corner(image, ratio)
        assert big_share == pytest.approx(share, abs=0.015)
        assert big_share * largest >= 80  # the index is over 80 pixels tall
        assert big_softness <= softness + 0.02  # no blurrier than at the usual size


# --- the desktop's font size --------------------------------------------------------------------


@pytest.fixture
def desktop_font() -> Iterator[None]:
    """Put the application's font back after a test changed it."""
    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    font = QGuiApplication.font()
    yield
    QGuiApplication.setFont(font)


def _with_font_pixels(pixels: int) -> None:
    font = QFont(QGuiApplication.font())
    font.setPixelSize(pixels)
    QGuiApplication.setFont(font)


def test_the_tables_words_grow_with_the_desktop_font(qtbot: QtBot, desktop_font: None) -> None:
    assert font_scale() == 1.0  # the tests' font, 12 pixels: as designed
    pile = StackPile(PileKind.KNOCK)
    pile.set_geometry(QRectF(0, 0, 107, 150), QSizeF(107, 150))
    pile.set_caption("Knock · 10 or less")
    usual_box, usual_meld = pile.caption_rect(), meld_caption_height(150)
    banner = Banner()
    banner.show_text("The computer knocked", ["You 0 · Computer 15"], "Press N", QPointF())
    usual_banner = banner.boundingRect()

    _with_font_pixels(16)
    scale = 16 / REFERENCE_FONT_PIXELS
    assert font_scale() == pytest.approx(scale)
    assert pixel_font(14).pixelSize() == round(14 * scale)
    larger = StackPile(PileKind.KNOCK)
    larger.set_geometry(QRectF(0, 0, 107, 150), QSizeF(107, 150))
    larger.set_caption("Knock · 10 or less")
    box = larger.caption_rect()
    assert box.height() > usual_box.height() or box.width() > usual_box.width()
    assert meld_caption_height(150) > usual_meld
    bigger = Banner()
    bigger.show_text("The computer knocked", ["You 0 · Computer 15"], "Press N", QPointF())
    assert bigger.boundingRect().width() > usual_banner.width()
    scene = TableScene(CardImages())
    assert scene.opponent_label.font().pixelSize() == round(15 * scale)

    _with_font_pixels(40)  # a huge desktop font: grown, but no more than fits
    assert font_scale() == MAX_FONT_SCALE
    assert pixel_font(14).pixelSize() == round(14 * MAX_FONT_SCALE)
    _with_font_pixels(9)  # a small one: never smaller than designed
    assert pixel_font(14).pixelSize() == 14


def test_the_result_panel_is_opaque_in_high_contrast(qtbot: QtBot, tmp_path: Path) -> None:
    # issue 40: the pile labels showed through the result panel in high contrast
    window = make_window(qtbot, tmp_path)
    window.scene.set_high_contrast(True)
    banner = window.presenter.banner
    banner.show_text("You win the hand", ["Deadwood 3"], "", QPointF(300, 300))
    seen = {_panel_pixel(banner, QColor(behind)) for behind in ("red", "blue", "white")}
    assert len(seen) == 1  # nothing of what lies behind comes through
    window.scene.set_high_contrast(False)


def _panel_pixel(banner: Banner, behind: QColor) -> tuple[int, int, int]:
    """The colour of the panel's left padding, painted over ``behind``."""
    from PySide6.QtGui import QPainter

    rect = banner.boundingRect()
    image = QImage(int(rect.width()) + 1, int(rect.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(behind)
    painter = QPainter(image)
    painter.translate(-rect.x(), -rect.y())
    banner.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    colour = image.pixelColor(10, int(rect.height() / 2))
    return colour.red(), colour.green(), colour.blue()
