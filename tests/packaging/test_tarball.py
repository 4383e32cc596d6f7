"""The Linux tarball's README.txt names every system library a real window needs, derived from
what Qt's xcb plug-in links and the bundle does not carry (as the .deb's Depends are).

The stand-in bundle is the virtual environment's PySide6 in a ``_internal`` folder: the same
plug-in and Qt libraries as in the real bundle, without the small xcb helpers the bundle adds.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import PySide6
import pytest
import release

PYSIDE = Path(PySide6.__file__).resolve().parent
WINDOW_PACKAGES = ("libgl1", "libegl1", "libfontconfig1", "libglib2.0-0", "libdbus-1-3",
                   "libxkbcommon0", "libxcb1", "libxcb-render0", "libxcb-shape0", "libxcb-xkb1")
"""Debian 13's minimal system lacked the last three, and Qt's message blamed xcb-cursor0."""

pytestmark = pytest.mark.skipif(
    shutil.which("ldd") is None or shutil.which("objdump") is None
    or not (PYSIDE / "Qt" / "plugins" / "platforms" / "libqxcb.so").is_file(),
    reason="Linux with binutils and PySide6's xcb plug-in",
)


@pytest.fixture(scope="module")
def stand_in_bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    bundle = tmp_path_factory.mktemp("bundle")
    (bundle / "_internal").mkdir()
    (bundle / "_internal" / "PySide6").symlink_to(PYSIDE, target_is_directory=True)
    return bundle


@pytest.fixture(scope="module")
def libraries(stand_in_bundle: Path) -> dict[str, str | None]:
    return release.window_libraries(stand_in_bundle)


def test_the_window_libraries_are_what_the_xcb_plugin_chain_names(
    libraries: dict[str, str | None],
) -> None:
    for name in ("libxcb.so.1", "libxcb-render.so.0", "libxcb-shape.so.0", "libxcb-xkb.so.1",
                 "libxkbcommon.so.0", "libGL.so.1", "libEGL.so.1", "libfontconfig.so.1",
                 "libglib-2.0.so.0", "libdbus-1.so.3"):
        assert name in libraries, sorted(libraries)
    carried = [name for name in libraries if name.startswith("libQt6")]
    assert carried == []  # the bundle's own
    assert not any(name.startswith(("libc.so", "libm.so", "ld-linux")) for name in libraries)


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="Debian or Ubuntu")
def test_the_readme_names_every_package_a_window_needs(stand_in_bundle: Path) -> None:
    readme = release.tarball_readme("2.35", release.tarball_requirements(stand_in_bundle))
    assert "glibc 2.35 or newer" in readme
    assert "  sudo apt install " in readme
    install = readme.split("sudo apt install ", 1)[1].split("\n\n", 1)[0]
    packages = install.replace("\\\n", " ").split()
    assert [p for p in WINDOW_PACKAGES if p not in packages] == []
    for name in ("libxcb-render.so.0", "libxcb-shape.so.0", "libxcb-xkb.so.1"):
        assert name in readme.split()
    assert all(len(line) <= 100 for line in readme.splitlines() if "sudo" in line)


def test_the_readme_keeps_its_menu_entry_and_licence_notes() -> None:
    readme = release.tarball_readme("2.35", {"libxcb-shape.so.0": "libxcb-shape0"})
    assert "~/.local/share/applications/" in readme
    assert "Licences: _internal/licences/README.txt." in readme
    assert "xcb-cursor0" in readme  # what Qt's message wrongly blames


def test_the_readme_says_chinese_needs_a_cjk_font() -> None:
    readme = release.tarball_readme("2.35", {"libxcb-shape.so.0": "libxcb-shape0"})
    paragraph = next(part for part in readme.split("\n\n") if "Chinese" in part)
    assert "CJK font" in paragraph
    assert "sudo apt install fonts-noto-cjk" in paragraph
    assert all(len(line) <= 88 for line in paragraph.splitlines())
