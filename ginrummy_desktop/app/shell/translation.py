"""The translators the program installs before it shows a word.

Every text a player reads goes through Qt's translation functions (``QCoreApplication
.translate`` with an explicit context, or ``tr``). The source strings are English, and a count
is written once with Qt's ``%n`` and an ``(s)`` or ``(es)`` mark (``"%n hand(s)"``); the
English translation, ``ui/translations/ginrummy_en.qm``, holds only those counted strings, with
their singular and plural forms (written by ``packaging/translations.py update`` from the
marks), so English reads "1 hand" and "3 hands". It is always installed first, as the base.

On top of it comes the player's language, when the game has it (``ginrummy_<lang>.qm`` beside
the English one; the languages themselves come in a later issue), and Qt's own translation of
its standard dialogs' buttons (``qtbase_<lang>.qm`` from Qt's translations folder). A file that
is missing or cannot be loaded is skipped and logged: the game then speaks English.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ...resources import resource_path

__all__ = ["BASE", "install_translators"]

_log = logging.getLogger(__name__)

BASE = "ginrummy_en"
"""The English translation: the singular and plural forms of every counted string."""


def install_translators(app: QCoreApplication, locale: QLocale | None = None
                        ) -> list[QTranslator]:
    """Install the English base, then the game's and Qt's translations for ``locale``
    (default: the system's), on ``app``; returns the translators installed (children of
    ``app``, which keeps them alive)."""
    locale = locale if locale is not None else QLocale()
    folder = str(resource_path("ui", "translations"))
    installed: list[QTranslator] = []
    wanted = [(BASE, folder)]
    if locale.language() is not QLocale.Language.English:
        wanted.append((f"ginrummy_{locale.name().split('_')[0]}", folder))
        wanted.append(("qtbase_" + locale.name().split("_")[0],
                       QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    for name, where in wanted:
        translator = QTranslator(app)
        if translator.load(name, where) and app.installTranslator(translator):
            installed.append(translator)
        elif name == BASE:
            _log.warning("the English translation %s could not be loaded from %s", name, where)
        else:
            _log.info("no translation %s in %s", name, where)
    return installed
