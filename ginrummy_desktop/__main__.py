"""``python -m ginrummy_desktop``: start the game (the ``ginrummy`` gui-script calls ``main``)."""

from __future__ import annotations

import importlib
import sys


def main() -> int:
    """Run the application's ``main()``; placeholder until ``ginrummy_desktop.app`` lands."""
    try:
        app_main = importlib.import_module("ginrummy_desktop.app.main")
    except ModuleNotFoundError as exc:
        if exc.name not in {"ginrummy_desktop.app", "ginrummy_desktop.app.main"}:
            raise
        app_main = None
    entry = getattr(app_main, "main", None)
    if entry is None:
        print("Gin Rummy: the game table is not built yet (no ginrummy_desktop.app.main.main).")
        return 1
    result = entry()
    return result if isinstance(result, int) else 0


if __name__ == "__main__":
    sys.exit(main())
