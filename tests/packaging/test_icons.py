"""The committed icon files are what ``packaging/icons.py`` renders from the SVG, and load."""

from __future__ import annotations

from pathlib import Path

import icons
import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColor, QImage, QImageReader
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.shell.icon import app_icon
from ginrummy_desktop.resources import resource_path


def _image(data: bytes) -> QImage:
    image = QImage()
    assert image.loadFromData(QByteArray(data), "PNG")
    return image.convertToFormat(QImage.Format.Format_ARGB32)


@pytest.mark.parametrize("size", icons.PNG_SIZES)
def test_committed_png_matches_a_fresh_render(qtbot: QtBot, size: int) -> None:
    committed = (icons.ICON_DIR / icons.png_name(size)).read_bytes()
    fresh = icons.render_png(size)
    image = _image(committed)
    assert (image.width(), image.height()) == (size, size)
    difference = icons.largest_channel_difference(committed, fresh)
    assert difference <= icons.RASTER_TOLERANCE, (
        f"run python packaging/icons.py: {icons.png_name(size)} is stale (off by {difference})"
    )


def test_the_check_finds_no_stale_file(qtbot: QtBot) -> None:
    assert icons.stale_files() == []


def test_a_visible_change_is_beyond_the_tolerance(qtbot: QtBot) -> None:
    fresh = icons.render_png(32)
    image = _image(fresh)
    pixel = QColor(image.pixelColor(16, 16))
    pixel.setRed((pixel.red() + 40) % 256)
    image.setPixelColor(16, 16, pixel)
    assert icons.largest_channel_difference(fresh, fresh) == 0
    changed = icons.png_bytes(image)
    assert icons.largest_channel_difference(fresh, changed) == 40
    assert icons.largest_channel_difference(fresh, changed) > icons.RASTER_TOLERANCE
    with pytest.raises(ValueError, match="sizes differ"):
        icons.largest_channel_difference(fresh, icons.render_png(16))
    with pytest.raises(ValueError, match="not a PNG"):
        icons.largest_channel_difference(fresh, b"not an image")


@pytest.mark.parametrize(
    ("name", "sizes"),
    [
        ("ginrummy.ico", sorted(icons.ICO_SIZES)),
        ("ginrummy.icns", sorted(size for _, size in icons.ICNS_TYPES)),
    ],
)
def test_windows_and_macos_icons_hold_every_size(qtbot: QtBot, name: str, sizes: list[int]) -> None:
    reader = QImageReader(str(icons.ICON_DIR / name))
    found = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        found.append(reader.read().width())
    assert sorted(found) == sizes


def test_window_icon_is_loaded_through_resource_path(qtbot: QtBot) -> None:
    icon = app_icon()
    assert not icon.isNull()
    assert {s.width() for s in icon.availableSizes()} == set(icons.PNG_SIZES)
    assert resource_path("assets", "icons", "ginrummy.svg") == Path(icons.SVG)
