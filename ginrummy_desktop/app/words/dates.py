"""When a match was played, as the player's locale writes it: one format for the hand history
and the statistics (the locale's long date without the weekday, "3 December 2026", and for a
moment its short time after it)."""

from __future__ import annotations

import re
from datetime import datetime

from PySide6.QtCore import QDate, QLocale, QTime

__all__ = ["day_text", "moment_text"]

_WEEKDAY = re.compile(r"dddd[\s,.]*|[\s,.]*dddd")


def day_text(stamp: str) -> str:
    """The day of ``stamp`` (an ISO time) in local time, in the locale's long format without
    the weekday; the stamp's first ten characters when it is not a time."""
    try:
        moment = datetime.fromisoformat(stamp).astimezone()
    except ValueError:
        return stamp[:10]
    locale = QLocale()
    layout = _WEEKDAY.sub("", locale.dateFormat(QLocale.FormatType.LongFormat)).strip()
    return locale.toString(QDate(moment.year, moment.month, moment.day), layout)


def moment_text(stamp: str) -> str:
    """The day of ``stamp`` as :func:`day_text` has it, then its local time in the locale's
    short format; the stamp's first 16 characters when it is not a time."""
    try:
        moment = datetime.fromisoformat(stamp).astimezone()
    except ValueError:
        return stamp[:16]
    time = QLocale().toString(QTime(moment.hour, moment.minute), QLocale.FormatType.ShortFormat)
    return f"{day_text(stamp)} {time}"
