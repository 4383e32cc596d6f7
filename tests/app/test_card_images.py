"""Card art: crisp per-ratio pixmaps, a cache per size, a renderer safe off the GUI thread."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.table.card_images import (
    PICTURES_KEPT,
    TURNED_CARD_PAD,
    CardImages,
    CardTheme,
    art_path,
    render_card_image,
)
from ginrummy_desktop.engine import Card

QUEEN = Card.parse("Qh")


def test_pixmaps_are_rendered_at_the_device_pixel_ratio(qtbot: QtBot) -> None:
    images = CardImages()
    pixmap = images.pixmap(QUEEN, 100, 140, 2.0)
    assert (pixmap.width(), pixmap.height()) == (200, 280)
    assert pixmap.devicePixelRatio() == 2.0
    assert images.pixmap(QUEEN, 100, 140, 2.0).cacheKey() == pixmap.cacheKey()
    images.pixmap(QUEEN, 100, 140, 1.0)
    assert images.cache_size() == 2


def test_a_new_theme_drops_the_cache(qtbot: QtBot) -> None:
    images = CardImages()
    images.pixmap(None, 50, 70, 1.0)
    images.set_theme(CardTheme(four_color=True, back="red"))
    assert images.cache_size() == 0
    assert images.theme.face_folder() == "four_color"


def test_the_art_is_found_and_a_missing_file_is_drawn_plainly(qtbot: QtBot) -> None:
    assert art_path(CardTheme(), QUEEN) is not None
    assert art_path(CardTheme(back="red"), None) is not None
    missing = CardTheme(back="no-such-back")
    assert art_path(missing, None) is None
    pixmap = CardImages(missing).pixmap(None, 40, 56, 1.0)
    assert not pixmap.isNull()


def test_rendering_to_an_image_works_in_worker_threads(qtbot: QtBot) -> None:
    path = art_path(CardTheme(), QUEEN)
    with ThreadPoolExecutor(max_workers=2) as pool:
        images = list(pool.map(lambda _: render_card_image(path, QSize(60, 84)), range(4)))
    assert all(isinstance(i, QImage) and i.size() == QSize(60, 84) for i in images)
    centre = images[0].pixelColor(30, 42)
    assert centre.alpha() == 255


def test_a_padded_picture_has_a_transparent_border_around_the_same_art(qtbot: QtBot) -> None:
    images = CardImages()
    plain = images.pixmap(QUEEN, 100, 140, 1.0).toImage()
    padded = images.pixmap(QUEEN, 100, 140, 1.0, pad=TURNED_CARD_PAD).toImage()
    pad = TURNED_CARD_PAD
    assert (padded.width(), padded.height()) == (100 + 2 * pad, 140 + 2 * pad)
    border = [padded.pixelColor(x, y).alpha() for x in range(padded.width()) for y in (0, 141)]
    border += [padded.pixelColor(x, y).alpha() for x in (0, 101) for y in range(padded.height())]
    assert max(border) == 0
    assert padded.copy(pad, pad, 100, 140) == plain


def test_the_cache_keeps_the_most_recently_used_pictures_only(qtbot: QtBot) -> None:
    images = CardImages()
    first = images.pixmap(None, 20, 28, 1.0)
    for height in range(30, 30 + PICTURES_KEPT):
        images.pixmap(None, 20, height, 1.0)
        images.pixmap(None, 20, 28, 1.0)  # used again: kept
    assert images.cache_size() == PICTURES_KEPT
    assert images.has_pixmap(None, 20, 28, 1.0)
    assert images.pixmap(None, 20, 28, 1.0).cacheKey() == first.cacheKey()
    assert not images.has_pixmap(None, 20, 30, 1.0)  # the oldest went
