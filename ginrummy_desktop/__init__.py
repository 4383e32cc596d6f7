"""Gin Rummy against the computer: a PySide6 desktop card game.

``__version__`` has one source, ``version`` in ``pyproject.toml``. From a source checkout (or an
editable install) that file is read; in an installed wheel or a PyInstaller bundle, which carry
no ``pyproject.toml``, the version comes from the package metadata written from it (the spec
copies that metadata into the bundle). The About box, the bundle's metadata and the installers'
file names all use this value.

``LICENCE_EXPRESSION`` is the game's licence as an SPDX expression, from ``license`` in
``pyproject.toml`` the same way (the package metadata's ``License-Expression`` where there is no
``pyproject.toml``). ``COPYRIGHT`` is the game's copyright notice. The About box, the AppStream
metainfo, the ``.deb``'s copyright file and the macOS ``Info.plist`` state both.

``APP_ID`` is the program's reverse-DNS name: the desktop entry's and AppStream file's name on
Linux (``QGuiApplication.setDesktopFileName`` uses it, so desktops match the window to its menu
entry) and the bundle identifier on macOS.

``__version__`` and ``LICENCE_EXPRESSION`` are worked out when first read (a module
``__getattr__``), not when the package is imported: ``importlib.metadata`` alone costs the start
of the game about 15 ms and 3 MB, and the table is painted before anything reads the licence.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["APP_ID", "COPYRIGHT", "DISTRIBUTION", "LICENCE_EXPRESSION", "__version__"]

APP_ID = "io.github.ginrummydesktop.GinRummy"
DISTRIBUTION = "ginrummy-desktop"
COPYRIGHT = "© 2026 the Gin Rummy Desktop authors"


def _checkout_field(key: str) -> str | None:
    """``key`` of the ``[project]`` table of the checkout's ``pyproject.toml``, or ``None`` outside
    a checkout of this project (an installed wheel, a bundle)."""
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if not pyproject.is_file():
        return None
    import tomllib

    try:
        project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    except (OSError, ValueError, KeyError):
        return None
    if project.get("name") != DISTRIBUTION or key not in project:
        return None
    return str(project[key])


def _version() -> str:
    """The project's version (see the module docstring)."""
    checkout = _checkout_field("version")
    if checkout is not None:
        return checkout
    from importlib import metadata  # only outside a checkout (see the module docstring)

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "0+unknown"


def _licence_expression() -> str:
    """The game's SPDX licence expression (see the module docstring); ``NOASSERTION``, SPDX's
    word for "not known", when neither ``pyproject.toml`` nor the metadata says."""
    checkout = _checkout_field("license")
    if checkout is not None:
        return checkout
    from importlib import metadata

    try:
        expression = metadata.metadata(DISTRIBUTION).get("License-Expression")
    except metadata.PackageNotFoundError:
        expression = None
    return str(expression) if expression else "NOASSERTION"


__version__: str
"""The project's version (read when first used; see the module docstring)."""
LICENCE_EXPRESSION: str
"""The game's SPDX licence expression (read when first used; see the module docstring)."""

_LAZY = {"__version__": _version, "LICENCE_EXPRESSION": _licence_expression}


def __getattr__(name: str) -> str:
    """``__version__`` and ``LICENCE_EXPRESSION``, worked out on first use and then kept."""
    make = _LAZY.get(name)
    if make is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = globals()[name] = make()
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})
