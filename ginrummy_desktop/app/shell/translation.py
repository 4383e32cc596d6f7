"""The game's languages and the translators that speak them.

Every text a player reads goes through Qt's translation functions (``QCoreApplication
.translate`` with an explicit context, or ``tr``). The source strings are English, and a count
is written once with Qt's ``%n`` and an ``(s)`` or ``(es)`` mark (``"%n hand(s)"``); the
English translation, ``ui/translations/ginrummy_en.qm``, holds only those counted strings, with
their singular and plural forms (written by ``packaging/translations.py update`` from the
marks), so English reads "1 hand" and "3 hands". It is always installed first, as the base.

On top of it come the player's language, when it is one of :data:`LANGUAGES`
(``ginrummy_<code>.qm`` beside the English one), and Qt's own translation of its standard
buttons and dialogs (``qtbase_<code>.qm`` from Qt's translations folder, which the installers
carry for these languages only). The language is the one chosen in Settings, else the first of
the system's languages the game has (:func:`system_language`), else English.

Subtleties:

* Adding a language is one ``.ts`` file in ``ui/translations`` and one line in
  :data:`LANGUAGES` (a test checks that the two agree).
* A file that is missing, damaged, or not the game's translation for that language (a
  ``.qm`` of another program, or of another language, put in its place) is not installed,
  with one line in the log: the game then speaks English, never half of each. A translation
  is the game's when it says its language and translates a known message.
* :meth:`Translators.use` changes the language while the game runs: the translators are
  swapped, and Qt sends every widget a ``QEvent.LanguageChange``, on which the windows word
  themselves again. The default ``QLocale`` follows, so numbers, dates and lists are written
  the language's way too (the system's own locale when following the system).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from ...resources import resource_path

__all__ = [
    "BASE",
    "ENGLISH",
    "LANGUAGES",
    "SYSTEM_LANGUAGE",
    "Language",
    "Translators",
    "chosen_language",
    "language_named",
    "system_language",
]

_log = logging.getLogger(__name__)

BASE = "ginrummy_en"
"""The English translation: the singular and plural forms of every counted string."""


@dataclass(frozen=True, slots=True)
class Language:
    """A language the game speaks: ``code`` names its files (``ginrummy_<code>.qm``) and is
    Qt's name of its locale ("de", "pt_BR", "zh_CN"); ``name`` is the language in its own
    words, as Settings lists it."""

    code: str
    name: str

    @property
    def locale(self) -> QLocale:
        return QLocale(self.code)


ENGLISH = Language("en", "English")
LANGUAGES: tuple[Language, ...] = (
    ENGLISH,
    Language("de", "Deutsch"),
    Language("es", "Español"),
    Language("fr", "Français"),
    Language("it", "Italiano"),
    Language("ja", "日本語"),
    Language("pl", "Polski"),
    Language("pt_BR", "Português (Brasil)"),
    Language("ru", "Русский"),
    Language("tr", "Türkçe"),
    Language("zh_CN", "简体中文"),
)
"""Every language the game ships, English first; the others in the order of their codes."""

SYSTEM_LANGUAGE = ""
"""The language setting that follows the system's languages."""

KNOWN_MESSAGE = ("MainWindow", "&Game")
"""A message every translation of the game has: a file that leaves it in English is not one."""


def language_named(code: str) -> Language | None:
    """The shipped language of ``code`` ("de"), or None."""
    return next((language for language in LANGUAGES if language.code == code), None)


def system_language(ui_languages: Sequence[str] | None = None) -> Language:
    """The first of the system's languages (``QLocale.system().uiLanguages()`` by default:
    "de-DE", "pt-BR", "zh-Hans-CN" …, in the player's order of preference) that the game
    has, else English. A language matches by its language alone (Brazilian Portuguese also
    serves Portugal); Chinese matches in the simplified script only (a reader of traditional
    Chinese gets English rather than the other script)."""
    tags = QLocale.system().uiLanguages() if ui_languages is None else ui_languages
    for tag in tags:
        wanted = QLocale(tag)
        if wanted.language() is QLocale.Language.Chinese and (
            wanted.script() is QLocale.Script.TraditionalChineseScript
        ):
            continue
        found = next((language for language in LANGUAGES
                      if language.locale.language() is wanted.language()), None)
        if found is not None:
            return found
    return ENGLISH


def chosen_language(setting: str) -> Language:
    """The language of the Settings choice ``setting`` (a code, or :data:`SYSTEM_LANGUAGE`);
    a code the game does not have follows the system."""
    return language_named(setting) or system_language()


class Translators(QObject):
    """The translators installed on the application: the English base, and the game's and
    Qt's translation for the language in use (:meth:`use`). One per application, its child
    (:meth:`of`): whoever changes the language finds it there."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName("gameTranslators")
        self._app = app
        self._installed: list[QTranslator] = []
        self.language = ENGLISH

    @staticmethod
    def of(app: QCoreApplication) -> Translators:
        """The application's translators (made, speaking nothing yet, on the first call)."""
        found = app.findChild(Translators, "gameTranslators")
        return found if isinstance(found, Translators) else Translators(app)

    @property
    def installed(self) -> list[QTranslator]:
        return list(self._installed)

    def use(self, language: Language, follows_system: bool = False) -> Language:
        """Speak ``language`` from now on (its files, or English when they cannot be
        loaded); returns the language spoken. The default locale becomes the language's
        (the system's with ``follows_system``).

        The old translators are removed first and the new ones installed after, each
        install sending every widget a ``LanguageChange``: a window that words itself again
        on each one ends in the new language. A refused file leaves one warning in the log
        and nothing of it installed."""
        self._remove_all()
        base = _load(self._app, BASE, _folder())
        if base is None:
            _log.warning("the English translation %s.qm could not be loaded from %s", BASE,
                         _folder())
        else:
            self._install(base)
        spoken = ENGLISH
        if language != ENGLISH and self._install_games(language):
            spoken = language
            qt = _load(self._app, f"qtbase_{language.code}", _qt_folder())
            if qt is None:
                _log.info("no Qt translation qtbase_%s.qm in %s", language.code, _qt_folder())
            else:
                self._install(qt)
        QLocale.setDefault(QLocale.system() if follows_system else spoken.locale)
        self.language = spoken
        return spoken

    def _install_games(self, language: Language) -> bool:
        """Install the game's translation into ``language``; False, with one warning in the
        log, when it is missing, damaged (Qt cannot load it) or not the game's for that
        language."""
        name = f"ginrummy_{language.code}"
        game = _load(self._app, name, _folder())
        if game is None:
            _log.warning("%s.qm is missing or damaged in %s: English is used", name, _folder())
            return False
        if not _is_the_games(game, language):
            game.deleteLater()
            _log.warning("%s.qm is not the game's %s translation: English is used", name,
                         language.name)
            return False
        self._install(game)
        return True

    def _install(self, translator: QTranslator) -> None:
        if self._app.installTranslator(translator):
            self._installed.append(translator)

    def _remove_all(self) -> None:
        for translator in self._installed:
            self._app.removeTranslator(translator)
            translator.deleteLater()
        self._installed = []


def _folder() -> str:
    return str(resource_path("ui", "translations"))


def _qt_folder() -> str:
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def _load(app: QCoreApplication, name: str, folder: str) -> QTranslator | None:
    """The translation ``name`` (``<name>.qm``) from ``folder``; None when there is none
    there or Qt cannot read it (the caller says so in the log, in one line). Only that file:
    Qt would try ``ginrummy.qm`` and the like in the place of a missing one."""
    translator = QTranslator(app)
    if Path(folder, f"{name}.qm").is_file() and translator.load(f"{name}.qm", folder):
        return translator
    translator.deleteLater()
    return None


def _is_the_games(translator: QTranslator, language: Language) -> bool:
    """Whether ``translator`` is the game's translation into ``language``: it says so, and
    it translates :data:`KNOWN_MESSAGE`."""
    says = QLocale(translator.language()).language() if translator.language() else None
    context, source = KNOWN_MESSAGE
    translated = translator.translate(context, source)
    return says is language.locale.language() and bool(translated) and translated != source
