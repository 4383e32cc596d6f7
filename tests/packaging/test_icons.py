"""The committed icon files are what ``packaging/icons.py`` renders from the SVG, and load."""

from __future__ import annotations

from pathlib import Path

import icons
import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage, QImageReader
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.icon import app_icon
from ginrummy_desktop.resources import resource_path


def _image(data: bytes) -> QImage:
    image = QImage()
    assert image.loadFromData(QByteArray(data), "PNG")
    return image.convertToFormat(QImage.Format.Format_ARGB32)


@pytest.mark.parametrize("size", icons.PNG_SIZES)
def test_committed_png_matches_a_fresh_render(qtbot: QtBot, size: int) -> None:
    committed = _image((icons.ICON_DIR / icons.png_name(size)).read_bytes())
    fresh = _image(icons.render_png(size))
    assert (committed.width(), committed.height()) == (size, size)
    assert committed == fresh, f"run python packaging/icons.py: {icons.png_name(size)} is stale"


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
