"""Find the data folders (``assets/``, ``ui/``) wherever the game runs from.

``resource_path("assets", "cards", "As.svg")`` returns the same relative layout from one of three
bases, tried in this order:

* a PyInstaller bundle: ``sys._MEIPASS`` when ``sys.frozen`` is set (``packaging/ginrummy.spec``
  maps ``assets/cards``, ``assets/icons`` and ``ui`` to the same names);
* an installed wheel: ``ginrummy_desktop/_data/`` (the wheel build copies the top-level folders
  there, see the build hook settings in ``pyproject.toml``);
* a source checkout or editable install: the repository root, where the folders already are.

Standard library only, so the engine-free parts of the package may use it too.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["resource_path"]

_PACKAGE_DIR = Path(__file__).resolve().parent


def _bundle_dir() -> Path | None:
    """The PyInstaller unpack directory, or ``None`` outside a bundle."""
    if not getattr(sys, "frozen", False):
        return None
    meipass = getattr(sys, "_MEIPASS", None)
    return Path(meipass) if isinstance(meipass, str) else None


def _wheel_data_dir() -> Path | None:
    """``ginrummy_desktop/_data`` inside an installed wheel, or ``None`` if absent."""
    data = _PACKAGE_DIR / "_data"
    return data if data.is_dir() else None


def _checkout_root() -> Path:
    """The repository root, for a source checkout or an editable install."""
    return _PACKAGE_DIR.parent


def resource_path(*parts: str) -> Path:
    """Return the path of a bundled data file or folder, e.g. ``resource_path("ui", "x.ui")``.

    Raises ``FileNotFoundError`` naming the base that was searched when the path does not exist.
    """
    base = _bundle_dir() or _wheel_data_dir() or _checkout_root()
    path = base.joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"{path} (looked in {base})")
    return path
