"""``python -m ginrummy_desktop``: start the game (the ``ginrummy`` gui-script calls ``main``)."""

from __future__ import annotations

import multiprocessing
import sys
from collections.abc import Sequence

from .app.main import main as _run
from .console import use_utf8_output

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the exit code.

    ``multiprocessing.freeze_support()`` comes first: in a frozen bundle a child process that
    ``multiprocessing`` starts (the coach's process, the Expert's rollout helper, the arena's
    "spawn" workers) is the bundle's executable run again
    with special arguments, and this call turns that run into the worker instead of a new game.
    Outside a bundle it does nothing. Then the text output is switched to UTF-8, so that a
    report naming a card never fails on a Windows code page (``console.py``).
    """
    multiprocessing.freeze_support()
    use_utf8_output()
    return _run(argv)


if __name__ == "__main__":
    sys.exit(main())
