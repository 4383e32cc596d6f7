"""The mark for a text to be translated where it is shown, for code that runs without Qt.

``QT_TRANSLATE_NOOP(context, text)`` returns ``text`` unchanged; Qt's ``lupdate`` reads the call
by its name and puts ``text`` in the translation source under ``context``. Qt has its own, but
the engine imports no Qt (its rule titles and summaries are marked here), and PySide6's is
typed as returning ``object``; this one is typed ``str`` and is the one the whole program uses.
The text is translated where it is shown, with ``QCoreApplication.translate(context, text)``
(the same context).
"""

from __future__ import annotations

__all__ = ["QT_TRANSLATE_NOOP"]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802  (the name lupdate reads)
    """``text``, marked for translation in ``context`` (see the module docstring)."""
    return text
