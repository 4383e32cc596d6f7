"""How to play: the rules of the game in-app, from ``ui/rules.html``, and the rules in force.

The page is plain Qt rich text in ``ui/rules.html`` (found through ``resource_path``, so it works
from a checkout, a wheel and a bundle). :meth:`RulesDialog.set_rules` adds a line above it that
sums up the rule set being played, since the page describes the Standard rules.
"""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QWidget

from ...engine import NextDealer, RuleSet
from ...resources import resource_path
from ..forms.ui_rules_dialog import Ui_RulesDialog

__all__ = ["RulesDialog", "describe_rules", "rules_html"]


def rules_html() -> str:
    """The text of ``ui/rules.html``."""
    return resource_path("ui", "rules.html").read_text(encoding="utf-8")


def _knocking(rules: RuleSet) -> str:
    if rules.oklahoma:
        return "the first upcard sets the knock limit"
    if rules.is_gin_only:
        return "gin only (no knocking)"
    return f"knock with {rules.knock_limit} or less"


def _bonuses(rules: RuleSet) -> list[str]:
    big_gin = f"big gin {rules.big_gin_bonus}" if rules.big_gin else "no big gin"
    ties = " (a tie undercuts)" if rules.undercut_on_ties else ""
    return [
        f"gin {rules.gin_bonus}",
        big_gin,
        f"undercut {rules.undercut_bonus}{ties}",
        f"line bonus {rules.line_bonus}",
        f"game bonus {rules.game_bonus}",
        f"game to {rules.target}",
    ]


def _extras(rules: RuleSet) -> list[str]:
    flags = [
        (rules.oklahoma and rules.oklahoma_spade_doubles, "a spade upcard doubles the hand"),
        (rules.oklahoma and rules.oklahoma_ace_knock_one, "an ace upcard allows a knock with 1"),
        (not rules.shutout_doubles, "no shutout doubling"),
        (rules.shutout_doubles_all, "a shutout doubles everything"),
        (rules.hollywood, "Hollywood scoring (three games at once)"),
        (not rules.layoffs_allowed, "no lay-offs"),
        (rules.runs_only, "runs only"),
        (rules.may_discard_taken_card, "the card just taken may be thrown back"),
        (rules.next_dealer is NextDealer.WINNER, "the winner deals next"),
        (rules.fiftieth_card, "the 50th-card rule"),
    ]
    return [text for on, text in flags if on]


def describe_rules(rules: RuleSet) -> str:
    """One rich-text sentence summing up ``rules``, e.g. "You are playing the Standard rules:
    knock with 10 or less, gin 25, ..."."""
    parts = [_knocking(rules), *_bonuses(rules), *_extras(rules)]
    return f"You are playing the <b>{escape(rules.name)}</b> rules: {', '.join(parts)}."


class RulesDialog(QDialog):
    """A non-modal reader for the rules of Gin Rummy."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_RulesDialog()
        self.ui.setupUi(self)
        self.ui.rulesBrowser.setHtml(rules_html())
        self.ui.currentRulesLabel.hide()

    def set_rules(self, rules: RuleSet) -> None:
        """Show a summary of the rules being played above the page."""
        self.ui.currentRulesLabel.setText(describe_rules(rules))
        self.ui.currentRulesLabel.show()

    def scroll_to(self, anchor: str) -> None:
        """Scroll to a section: cards, deal, turn, knock, showdown, dead, hand-score,
        game-score, variants or words."""
        self.ui.rulesBrowser.scrollToAnchor(anchor)
