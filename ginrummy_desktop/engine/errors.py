"""The engine's exceptions: precise, and ``ValueError`` subclasses where the cause is input."""

from __future__ import annotations


class GinRummyError(Exception):
    """Base class of every error the engine raises on purpose."""


class NotationError(GinRummyError, ValueError):
    """A card string that is not in the notation of the rules (``As``, ``Td``, ``10d``, ``A♠``)."""


class MeldError(GinRummyError, ValueError):
    """Cards that do not form the meld they were claimed to form."""


class RulesError(GinRummyError, ValueError):
    """A rule setting that is out of range or contradicts another setting."""


class IllegalActionError(GinRummyError, ValueError):
    """An action that is not legal in the current phase; the message names both."""


class RecordError(GinRummyError, ValueError):
    """A saved game document that is truncated, tampered with, or of an unknown version."""
