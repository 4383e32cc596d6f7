"""The engine's exceptions, and :func:`excerpt` for quoting bad input in their messages.

Every error the engine raises on purpose is a :class:`GinRummyError`, and also a ``TypeError``
when the cause is a value of the wrong type (:class:`GinRummyTypeError`) or a ``ValueError``
when it is a value of the right type that is not acceptable (every other class). So a caller
may catch ``GinRummyError`` for anything the engine refused, or the built-in class it expects.
Messages quote bad input through :func:`excerpt`: never more than a short excerpt of it.
"""

from __future__ import annotations

import enum
import reprlib

__all__ = [
    "GinRummyError",
    "GinRummyTypeError",
    "GinRummyValueError",
    "IllegalActionError",
    "MeldError",
    "NotationError",
    "RecordError",
    "RulesError",
    "excerpt",
    "missing_member",
]


class GinRummyError(Exception):
    """Base class of every error the engine raises on purpose."""


class GinRummyTypeError(GinRummyError, TypeError):
    """A value of the wrong type given to the engine's public API (``parse_cards(None)``).

    The message names the parameter, what it accepts and an excerpt of what it was given.
    """


class GinRummyValueError(GinRummyError, ValueError):
    """A value of the right type that the parameter does not accept, where no more specific
    error below applies: a seat other than 0 or 1, a hand mask with bits beyond the 52 cards."""


class NotationError(GinRummyError, ValueError):
    """A card string that is not in the notation of the rules (``As``, ``Td``, ``10d``, ``A♠``),
    or a card index outside 0..51."""


class MeldError(GinRummyError, ValueError):
    """Cards that do not form the meld they were claimed to form, or a hand the meld search
    refuses (a card twice, no card it may discard, more cards than the search accepts)."""


class RulesError(GinRummyError, ValueError):
    """A rule setting that is out of range or contradicts another setting."""


class IllegalActionError(GinRummyError, ValueError):
    """An action that is not legal in the current phase; the message names both."""


class RecordError(GinRummyError, ValueError):
    """A saved game document that is truncated, tampered with, or of an unknown version."""


def excerpt(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to at most about ``limit`` characters, for quoting in a message.

    Long strings and containers are shortened before their repr is built (so a 50 MB string
    costs no 50 MB message), and a cut string says how long it was: ``'AsAsAs...' (50,000,000
    characters)``; an int too long to show gives its size in bits. Never raises, whatever
    ``value`` is (a repr that fails gives its type name).
    """
    if isinstance(value, int) and value.bit_length() > 4 * limit:  # its digits would not fit
        return f"<{type(value).__name__} of {value.bit_length():,} bits>"
    try:
        shortener = reprlib.Repr(
            maxlevel=3, maxtuple=6, maxlist=6, maxarray=6, maxdict=4, maxset=6,
            maxfrozenset=6, maxdeque=6, maxstring=limit, maxlong=limit, maxother=limit,
        )
        text = shortener.repr(value)
    except Exception:  # a repr that raises must not hide the error being reported
        return f"<{type(value).__name__} object>"
    if len(text) > limit:
        text = text[: max(limit - 3, 0)] + "..."
    if isinstance(value, str | bytes | bytearray) and len(value) > limit:
        text += f" ({len(value):,} {'characters' if isinstance(value, str) else 'bytes'})"
    return text


def missing_member(cls: type[enum.Enum], value: object) -> GinRummyValueError:
    """The error for ``cls(value)`` when no member has that value (the engine's enums raise it
    from ``_missing_``), listing the values accepted. Always a ValueError, whatever the type
    of ``value``, as Python's own enums promise (callers catch ``ValueError`` for them)."""
    accepted = ", ".join(repr(member.value) for member in cls)
    return GinRummyValueError(f"{cls.__name__} takes one of {accepted}, not {excerpt(value)}")
