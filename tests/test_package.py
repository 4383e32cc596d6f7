"""Package metadata and the ``python -m ginrummy_desktop`` entry point."""

from __future__ import annotations

from importlib.metadata import entry_points, version

import ginrummy_desktop
from ginrummy_desktop import __main__ as entry


def test_version_matches_installed_metadata() -> None:
    assert ginrummy_desktop.__version__ == version("ginrummy-desktop")


def test_gui_script_points_at_main() -> None:
    scripts = entry_points(group="gui_scripts", name="ginrummy")
    assert [ep.value for ep in scripts] == ["ginrummy_desktop.__main__:main"]
    assert callable(entry.main)
