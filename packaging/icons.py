"""Render the game's icon, ``assets/icons/ginrummy.svg``, into the files each system wants.

    python packaging/icons.py          (in .venv) rewrite the committed icon files
    python packaging/icons.py --check  fail when a committed file differs from a fresh render

Writes, beside the SVG:

* ``ginrummy-<size>.png`` for every size in :data:`PNG_SIZES`: the window icon (loaded at run
  time through ``resource_path``) and the Linux menu icons (the hicolor theme's sizes);
* ``ginrummy.ico`` (Windows: the executable's and the installer's icon), PNG-compressed entries;
* ``ginrummy.icns`` (macOS: the ``.app`` bundle's icon), PNG entries.

Qt (PySide6, already in the venv) draws the SVG, so no other image tool is needed. The ``.ico``
and ``.icns`` containers are written here: both formats can hold PNG data as it is.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "assets" / "icons"
SVG = ICON_DIR / "ginrummy.svg"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""PNG sizes: the hicolor theme's usual ones, up to the 512 px macOS and software centres use."""

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""Sizes in the Windows ``.ico`` (256 is the largest an ``.ico`` entry may be)."""

ICNS_TYPES = (
    ("icp4", 16),
    ("icp5", 32),
    ("ic11", 32),  # 16 pt at 2x
    ("icp6", 64),
    ("ic12", 64),  # 32 pt at 2x
    ("ic07", 128),
    ("ic08", 256),
    ("ic13", 256),  # 128 pt at 2x
    ("ic09", 512),
    ("ic14", 512),  # 256 pt at 2x
)
"""The ``.icns`` entry types that hold PNG data, with their pixel sizes."""


def png_name(size: int) -> str:
    return f"ginrummy-{size}.png"


def render_png(size: int) -> bytes:
    """The SVG drawn at ``size`` x ``size`` pixels, as PNG bytes (needs a QGuiApplication)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise RuntimeError(f"cannot read {SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return png_bytes(image, f"the {size} px icon")


def png_bytes(image: QImage, what: str = "an image") -> bytes:
    """``image`` encoded as PNG; ``what`` names it in the error when encoding fails."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6's stub wants the format as bytes, but at run time only str is accepted
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise RuntimeError(f"cannot encode {what} as PNG")
    buffer.close()
    return bytes(data.data())


RASTER_TOLERANCE = 2
"""How far (0-255, per colour channel) a fresh render may stray from the committed PNG and still
match it. Qt's antialiasing rounds a few edge pixels one step differently on different CPUs (on an
AMD EPYC, 2 to 6 pixels of the committed 32, 48, 128 and 256 px icons came out 1 away);
an edited SVG changes pixels by far more than this."""


def largest_channel_difference(first_png: bytes, second_png: bytes) -> int:
    """The largest difference of any colour channel of any pixel between two PNGs of one size.

    Needs a QGuiApplication; raises ValueError when a PNG does not decode or the sizes differ.
    """
    from PySide6.QtCore import QByteArray
    from PySide6.QtGui import QImage

    images = []
    for data in (first_png, second_png):
        image = QImage()
        if not image.loadFromData(QByteArray(data), "PNG"):
            raise ValueError("not a PNG image")
        images.append(image.convertToFormat(QImage.Format.Format_ARGB32))
    first, second = images
    if first.size() != second.size():
        raise ValueError(f"sizes differ: {first.size()} and {second.size()}")
    first_bytes, second_bytes = bytes(first.constBits()), bytes(second.constBits())
    if first_bytes == second_bytes:
        return 0
    return max(abs(a - b) for a, b in zip(first_bytes, second_bytes, strict=True))


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon file holding the given PNGs (size -> PNG bytes)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon file with a PNG entry of each type in :data:`ICNS_TYPES`."""
    body = b"".join(
        kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def fresh_pngs() -> dict[int, bytes]:
    """Every PNG size the icon files need, freshly rendered from the SVG."""
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication([])
    pngs = {size: render_png(size) for size in PNG_SIZES}
    del app
    return pngs


def containers(pngs: dict[int, bytes]) -> dict[str, bytes]:
    """The ``.ico`` and ``.icns`` files, packed from the PNGs of every size they hold (all of
    them sizes in :data:`PNG_SIZES`, so the containers hold exactly the committed PNGs)."""
    return {
        "ginrummy.ico": ico_bytes({size: pngs[size] for size in ICO_SIZES}),
        "ginrummy.icns": icns_bytes(pngs),
    }


def stale_files() -> list[str]:
    """Committed icon files that no longer match the SVG: a PNG further than
    :data:`RASTER_TOLERANCE` from a fresh render, or a container not packed from the committed
    PNGs."""
    fresh = fresh_pngs()
    stale, committed = [], {}
    for size, data in fresh.items():
        path = ICON_DIR / png_name(size)
        committed[size] = path.read_bytes() if path.is_file() else b""
        try:
            if largest_channel_difference(committed[size], data) > RASTER_TOLERANCE:
                stale.append(path.name)
        except ValueError:
            stale.append(path.name)
    for name, data in containers(committed).items():
        path = ICON_DIR / name
        if not path.is_file() or path.read_bytes() != data:
            stale.append(name)
    return stale


def write_files() -> None:
    """Render every PNG afresh and pack the containers from them."""
    pngs = fresh_pngs()
    files = {png_name(size): data for size, data in pngs.items()} | containers(pngs)
    for name, data in files.items():
        path = ICON_DIR / name
        path.write_bytes(data)
        print(f"wrote {path.relative_to(ROOT)} ({len(data):,} bytes)")


def main(argv: list[str]) -> int:
    if "--check" not in argv:
        write_files()
        return 0
    stale = stale_files()
    if stale:
        print(f"stale icon files (run python packaging/icons.py): {', '.join(stale)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
