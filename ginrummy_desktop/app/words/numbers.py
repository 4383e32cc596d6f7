"""Numbers as the language in use writes them: a share as a percentage.

The digits come from ``QLocale`` (the default locale follows the game's language); where the
sign goes, and whether a space comes before it ("48 %" in French, German and Russian, "48%" in
English and Chinese), is the translation's: the message ``"{number}%"`` (context
``"Numbers"``), which a language may write ``"{number} %"`` with a no-break space.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

__all__ = ["percent_text"]


def percent_text(share: float, decimals: int = 0) -> str:
    """``share`` (0 to 1) as a percentage rounded to ``decimals`` places: "48%", "48 %"
    (rounded as Python rounds, half to even: 12.5 is 12, as the coach always said it)."""
    number = QLocale().toString(round(100 * share, decimals), "f", decimals)
    return QCoreApplication.translate("Numbers", "{number}%").format(number=number)
