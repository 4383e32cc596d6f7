"""The session's notes to the player about the saved match: resumed from when, or unreadable.

Times are the locale's ("today at 14:05", "3 March 2025 at 14:05"), through ``QLocale``. The
sentences keep the context ``"MatchSession"`` of the session that says them.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTime

__all__ = ["resumed_text", "unreadable_save_text"]


def _when(moment: datetime) -> str:
    """A save's time for the player, in the locale's words: "today at 14:05", else the date
    and the time ("3 March 2025 at 14:05"); "" when it cannot be shown (a time at the very edge
    of the calendar)."""
    try:
        local = moment.astimezone()
        today = local.date() == datetime.now().astimezone().date()
    except (OverflowError, ValueError):
        return ""
    locale = QLocale()
    clock = locale.toString(QTime(local.hour, local.minute), QLocale.FormatType.ShortFormat)
    if today:
        return QCoreApplication.translate("MatchSession", "today at {clock}").format(clock=clock)
    day = locale.toString(QDate(local.year, local.month, local.day),
                          QLocale.FormatType.LongFormat)
    return QCoreApplication.translate("MatchSession", "{day} at {clock}").format(
        day=day, clock=clock)


def resumed_text(moment: datetime | None) -> str:
    """The note after a resume, with the save's time when it is known (``saves.py`` does not
    believe a time out of range) and can be shown."""
    when = "" if moment is None else _when(moment)
    if not when:
        return QCoreApplication.translate("MatchSession", "Resumed your game.")
    return QCoreApplication.translate("MatchSession", "Resumed your game from {when}.").format(
        when=when)


def unreadable_save_text(problem: str, kept: str | None) -> str:
    """What the player is told of a save that could not be read: why, and the name it is kept
    under (None: it could not be moved aside)."""
    if kept is None:
        return QCoreApplication.translate(
            "MatchSession",
            "Your saved game could not be read: {problem}. A new game has started.",
        ).format(problem=problem)
    return QCoreApplication.translate(
        "MatchSession",
        "Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has "
        "started.",
    ).format(problem=problem, kept=kept)
