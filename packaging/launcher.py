"""PyInstaller's entry script: starts the game through an absolute import.

``ginrummy_desktop/__main__.py`` imports relatively (``from .app.main import main``), and as a
top-level script it has no parent package, so PyInstaller's analysis would collect nothing and
the bundle would fail at start. This stub imports the package by name instead.
"""

import sys

from ginrummy_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
