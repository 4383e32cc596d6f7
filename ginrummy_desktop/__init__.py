"""Gin Rummy against the computer: a PySide6 desktop card game.

``__version__`` has one source, ``version`` in ``pyproject.toml``. From a source checkout (or an
editable install) that file is read; in an installed wheel or a PyInstaller bundle, which carry
no ``pyproject.toml``, the version comes from the package metadata written from it (the spec
copies that metadata into the bundle). The About box, the bundle's metadata and the installers'
file names all use this value.

``APP_ID`` is the program's reverse-DNS name: the desktop entry's and AppStream file's name on
Linux (``QGuiApplication.setDesktopFileName`` uses it, so desktops match the window to its menu
entry) and the bundle identifier on macOS.
"""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

__all__ = ["APP_ID", "DISTRIBUTION", "__version__"]

APP_ID = "io.github.ginrummydesktop.GinRummy"
DISTRIBUTION = "ginrummy-desktop"


def _version() -> str:
    """The project's version (see the module docstring)."""
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if pyproject.is_file():
        import tomllib

        try:
            project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
            if project.get("name") == DISTRIBUTION:
                return str(project["version"])
        except (OSError, ValueError, KeyError):
            pass
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "0+unknown"


__version__ = _version()
