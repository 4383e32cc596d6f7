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
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
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
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # PySide6's stub wants the format as bytes, but at run time only str is accepted
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise RuntimeError(f"cannot encode the {size} px icon as PNG")
    buffer.close()
    return bytes(data.data())


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


def expected_files() -> dict[str, bytes]:
    """Every generated file's name and contents, freshly rendered."""
    from PySide6.QtGui import QGuiApplication

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication([])
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    pngs = {size: render_png(size) for size in sizes}
    files = {png_name(size): pngs[size] for size in PNG_SIZES}
    files["ginrummy.ico"] = ico_bytes({size: pngs[size] for size in ICO_SIZES})
    files["ginrummy.icns"] = icns_bytes(pngs)
    del app
    return files


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for name, data in expected_files().items():
        path = ICON_DIR / name
        if check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(name)
        else:
            path.write_bytes(data)
            print(f"wrote {path.relative_to(ROOT)} ({len(data):,} bytes)")
    if stale:
        print(f"stale icon files (run python packaging/icons.py): {', '.join(stale)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
