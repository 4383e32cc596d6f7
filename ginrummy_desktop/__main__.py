"""``python -m ginrummy_desktop``: start the game (the ``ginrummy`` gui-script calls ``main``)."""

from __future__ import annotations

import gc
import sys
from collections.abc import Sequence

from .console import use_utf8_output

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the game; returns the exit code.

    ``multiprocessing.freeze_support()`` comes first: in a frozen bundle a child process that
    ``multiprocessing`` starts (a worker of ``worker_process.py``: the computer player's
    process, the coach's, the Expert's rollout helper; the arena's "spawn" workers) is the
    bundle's executable run again with special arguments, and this call turns that run into
    the worker instead of a new game. Outside a bundle it does nothing, so
    ``multiprocessing`` is not even imported there (the game imports it when it starts a helper
    process, after the first paint). Then the text output is switched to UTF-8, so that a report
    naming a card never fails on a Windows code page (``console.py``).

    The game itself (``app/main.py``, Qt and the window) is imported only then, with Python's
    cyclic garbage collector paused until the table is first painted (``app/main.py`` starts
    it again): the start makes some 50 000 objects that all live on, and collecting among
    them cost about 25 ms of the start for nothing. A helper process started by the installed
    ``ginrummy`` script, which imports this module, does not import the game at all.
    """
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    use_utf8_output()
    gc.disable()
    from .app.main import main as run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
