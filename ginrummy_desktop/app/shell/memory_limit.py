"""Refusing to start under an address-space limit too small for the program (``ulimit -v``).

Qt does not survive running out of address space: a thread it cannot start leaves the window
waiting for ever, and a mapping it cannot make ends the process with a segmentation fault in
the event loop, the match's last moves with it. So before the application is made,
:func:`address_space_problem` compares the process's limit (``RLIMIT_AS``, where the system has
one: not on Windows) with :data:`MIN_ADDRESS_SPACE`, and ``main()`` prints the reason and ends
with :data:`EXIT_TOO_LITTLE_MEMORY` instead of starting.

What the program maps, measured on Linux (Python 3.13, Qt 6.12, an Expert match played on by
``--autoplay``): the game's own process peaks at 520 MB of address space on an X11 display
(367 MB offscreen), its helper processes at 190 MB each; under a limit of 240 MB or less the
game hung (no thread could start) or crashed with a segmentation fault within seconds, from
250 MB up it played. A desktop's graphics drivers, fonts and input methods map more than a test
display, so the bound, 1 GiB, is about twice the measured peak. Only the *soft* limit counts:
it is the one the system enforces (a program may raise it up to the hard limit, but the player,
or their administrator, chose it, so it is not overridden here).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

__all__ = ["EXIT_TOO_LITTLE_MEMORY", "MIN_ADDRESS_SPACE", "address_space_problem"]

MIN_ADDRESS_SPACE = 1 << 30
"""The least address space the program starts with, in bytes (see the module docstring)."""
EXIT_TOO_LITTLE_MEMORY = 4
"""The exit code of a start refused for too small an address-space limit."""


def address_space_problem(limit: int | None = None) -> str:
    """Why the program must not start under the address-space limit ``limit`` (in bytes; by
    default the process's own soft limit), or "" when it may: no limit, or one of at least
    :data:`MIN_ADDRESS_SPACE`. A message for the player (translated: before the application
    and its translators are made, in the program's own words)."""
    if limit is None:
        limit = _soft_limit()
    if limit is None or limit >= MIN_ADDRESS_SPACE:
        return ""
    return QCoreApplication.translate(
        "main",
        "Gin Rummy cannot start: this session limits a program's memory to {limit} MB of "
        "address space (ulimit -v), and the game needs at least {needed} MB. Raise the limit "
        "and start it again.",
    ).format(limit=QLocale().toString(max(limit, 0) // 2**20),
             needed=QLocale().toString(MIN_ADDRESS_SPACE // 2**20))


def _soft_limit() -> int | None:
    """The process's soft ``RLIMIT_AS`` in bytes, or None: unlimited, or no such limit on
    this system (Windows has no ``resource`` module)."""
    try:
        import resource
    except ImportError:
        return None
    try:
        soft, _hard = resource.getrlimit(resource.RLIMIT_AS)
    except (AttributeError, OSError, ValueError):  # a system without this limit
        return None
    return None if soft == resource.RLIM_INFINITY else soft
