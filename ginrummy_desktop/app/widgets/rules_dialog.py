"""How to play: the rules of the game in-app, from ``ui/rules.html``, and the rules in force.

The page is plain Qt rich text in ``ui/rules.html`` (found through ``resource_path``, so it works
from a checkout, a wheel and a bundle). :meth:`RulesDialog.set_rules` adds a line above it that
sums up the rule set being played, since the page describes the Standard rules; the summary's
phrases are the rule settings' own (``RuleInfo.summary`` beside each ``RuleSet`` field).

A page is one document, translated as a whole: each shipped language has its own
``ui/rules_<code>.html`` (``rules_de.html``), the English page's elements and anchors in the
same order. The dialog shows the page of the language the game speaks (:func:`rules_page`), and
on a change of language (``QEvent.LanguageChange``) it words itself again: its title, the page
and the summary.
"""

from __future__ import annotations

import logging
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import QDialog, QWidget

from ...engine import Editor, RuleInfo, RuleSet, rule_info, rule_settings
from ...resources import resource_path
from ..forms.ui_rules_dialog import Ui_RulesDialog
from ..shell.translation import ENGLISH, Language, Translators, system_language
from ..words.cards import listed
from ..words.rules import rules_name
from .window_size import fit_to_screen

__all__ = ["RulesDialog", "describe_rules", "rules_html", "rules_page"]

_log = logging.getLogger(__name__)


def _language_in_use() -> Language:
    """The language the game speaks: the application's translators' (English until they
    speak another); without an application, the default locale's language when the game has
    it."""
    app = QCoreApplication.instance()
    if app is not None:
        return Translators.of(app).language
    return system_language([QLocale().bcp47Name()])


def rules_page(language: Language | None = None) -> Path:
    """The rules page of ``language`` (default: :func:`_language_in_use`): its
    ``ui/rules_<code>.html``; the English ``ui/rules.html`` for English, and for a language
    without a page of its own (logged: an installation that lacks one is incomplete)."""
    language = language or _language_in_use()
    if language.code != ENGLISH.code:
        try:
            return resource_path("ui", f"rules_{language.code}.html")
        except FileNotFoundError:
            _log.warning("no rules page ui/rules_%s.html: the English page is shown",
                         language.code)
    return resource_path("ui", "rules.html")


def rules_html(language: Language | None = None) -> str:
    """The text of :func:`rules_page` (the page of the language in use by default)."""
    return rules_page(language).read_text(encoding="utf-8")


def _knocking(rules: RuleSet) -> str:
    """The one phrase for the three settings of knocking (the limit, Oklahoma, gin only)."""
    if rules.oklahoma:
        return QCoreApplication.translate("Rules", rule_info("oklahoma").summary)
    if rules.is_gin_only:
        return QCoreApplication.translate("RulesDialog", "gin only (no knocking)")
    return QCoreApplication.translate("Rules", rule_info("knock_limit").summary).format(
        **_values(rules))


def _values(rules: RuleSet) -> dict[str, object]:
    return {name: getattr(rules, name) for name, _info in rule_settings()}


def _phrase(name: str, info: RuleInfo, rules: RuleSet) -> str:
    """The summary's phrase for one setting, or "" when it says nothing here: a switch shows
    its on or off phrase, a number its phrase; a setting that refines a switch that is off
    says nothing."""
    if info.refines and not getattr(rules, info.refines):
        return ""
    value = getattr(rules, name)
    text = (info.summary if value else info.summary_off) if info.editor is Editor.SWITCH \
        else info.summary
    return QCoreApplication.translate("Rules", text).format(**_values(rules)) if text else ""


_KNOCKING = frozenset({"knock_limit", "oklahoma"})


def describe_rules(rules: RuleSet) -> str:
    """One rich-text sentence summing up ``rules``, e.g. "You are playing the Standard rules:
    knock with 10 or less, gin 25, ...": the knocking phrase, then each setting's phrase
    (``RuleInfo.summary``) in the order of the settings."""
    parts = [_knocking(rules)] + [
        phrase for name, info in rule_settings()
        if name not in _KNOCKING and (phrase := _phrase(name, info, rules))
    ]
    name = escape(rules_name(rules))
    return QCoreApplication.translate(
        "RulesDialog", "You are playing the <b>{name}</b> rules: {summary}."
    ).format(name=name, summary=listed(parts))


class RulesDialog(QDialog):
    """A non-modal reader for the rules of Gin Rummy."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_RulesDialog()
        self.ui.setupUi(self)
        fit_to_screen(self, self.size())  # the form's size, or what fits the screen
        self._page: Path | None = None
        self._rules: RuleSet | None = None
        self._show_page()
        self.ui.currentRulesLabel.hide()

    def _show_page(self) -> None:
        """Show the page of the language in use, unless it is the one shown (a change of
        language sends several ``LanguageChange`` events: the page is read once)."""
        page = rules_page()
        if page != self._page:
            self.ui.rulesBrowser.setHtml(page.read_text(encoding="utf-8"))
            self._page = page

    def set_rules(self, rules: RuleSet) -> None:
        """Show a summary of the rules being played above the page."""
        self._rules = rules
        self.ui.currentRulesLabel.setText(describe_rules(rules))
        self.ui.currentRulesLabel.show()

    def changeEvent(self, event: QEvent) -> None:
        """On a change of language: the title, the page and the summary in the new one."""
        if event.type() == QEvent.Type.LanguageChange:
            self.ui.retranslateUi(self)
            self._show_page()
            if self._rules is not None:
                self.set_rules(self._rules)
        super().changeEvent(event)

    def scroll_to(self, anchor: str) -> None:
        """Scroll to a section: cards, deal, turn, knock, showdown, dead, hand-score,
        game-score, variants or words."""
        self.ui.rulesBrowser.scrollToAnchor(anchor)
