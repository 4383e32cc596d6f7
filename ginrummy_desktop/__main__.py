"""``python -m ginrummy_desktop``: start the game (the ``ginrummy`` gui-script calls ``main``)."""

from __future__ import annotations

import sys

from .app.main import main

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
