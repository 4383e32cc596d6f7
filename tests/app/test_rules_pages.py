"""The rules page in every shipped language: ``ui/rules_<code>.html`` beside the English
``ui/rules.html``, the same page in another language (the same blocks in the same order, the
same words set in bold or italic though a sentence's order puts them elsewhere, and the same
anchors, so the page's own links and the dialog's ``scroll_to`` land alike), saying its
language, and the page the Rules dialog shows while that language is in use."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.shell.translation import (
    ENGLISH,
    LANGUAGES,
    Language,
    Translators,
    language_named,
)
from ginrummy_desktop.app.widgets.rules_dialog import RulesDialog, rules_html, rules_page
from ginrummy_desktop.engine import RuleSet

UI = Path(__file__).resolve().parents[2] / "ui"
SHIPPED = [language for language in LANGUAGES if language is not ENGLISH]
Speak = Callable[[Language], None]


INLINE = frozenset({"b", "i", "em", "strong", "code", "span", "br"})
"""Elements within a sentence: a language's word order may place them differently."""


class Outline(HTMLParser):
    """A page's skeleton: its block elements in order, with the inline elements of each block
    counted (a language's word order may move them within it), its anchors (``name=`` and
    ``href="#…"``) in order, and the ``lang`` of its ``<html>``."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.elements: list[str] = []
        self.anchors: list[str] = []
        self.lang: str | None = None
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in INLINE:
            self.elements[-1] += f" {tag}" if self.elements else tag
            self.elements[-1] = " ".join(sorted(self.elements[-1].split(" ")))
        else:
            self.elements.append(tag)
        found = dict(attrs)
        if tag == "html":
            self.lang = found.get("lang")
        if tag == "a" and found.get("name"):
            self.anchors.append(f"name={found['name']}")
        if (found.get("href") or "").startswith("#"):
            self.anchors.append(f"href={found['href']}")


def outline(path: Path) -> Outline:
    return Outline(path.read_text(encoding="utf-8"))


def plain_text(html: str) -> str:
    """What a text browser shows of ``html``."""
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Speak]:
    """Makes the game speak a language, as Settings does; English again afterwards."""
    translators = Translators.of(qapp)

    def use(language: Language) -> None:
        assert translators.use(language) == language

    yield use
    translators.use(ENGLISH)
    qapp.processEvents()


@pytest.mark.parametrize("language", SHIPPED, ids=lambda language: language.code)
def test_each_language_has_the_english_page_translated(language: Language) -> None:
    page = UI / f"rules_{language.code}.html"
    assert page.is_file(), f"no rules page for {language.name}"
    english, translated = outline(UI / "rules.html"), outline(page)
    assert translated.anchors == english.anchors
    assert translated.elements == english.elements
    assert translated.lang == language.code.replace("_", "-")  # BCP 47: pt-BR, zh-CN
    assert plain_text(page.read_text(encoding="utf-8")) != plain_text(rules_html(ENGLISH))


def test_english_and_a_language_without_a_page_read_the_english_page() -> None:
    assert rules_page(ENGLISH) == UI / "rules.html"
    assert rules_page(Language("eo", "Esperanto")) == UI / "rules.html"
    german = language_named("de")
    assert german is not None and rules_page(german) == UI / "rules_de.html"


@pytest.mark.parametrize("language", SHIPPED, ids=lambda language: language.code)
def test_the_rules_dialog_shows_the_page_of_the_language_in_use(
    qtbot: QtBot, speak: Speak, language: Language
) -> None:
    speak(language)
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    page = (UI / f"rules_{language.code}.html").read_text(encoding="utf-8")
    assert dialog.ui.rulesBrowser.toPlainText() == plain_text(page)
    dialog.scroll_to("variants")


def test_an_open_rules_dialog_follows_a_change_of_language(
    qtbot: QtBot, qapp: QApplication, speak: Speak
) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    dialog.set_rules(RuleSet.preset("oklahoma"))
    english = (dialog.windowTitle(), dialog.ui.currentRulesLabel.text())
    german = language_named("de")
    assert german is not None
    speak(german)
    qapp.processEvents()
    assert dialog.ui.rulesBrowser.toPlainText() == plain_text(rules_html(german))
    assert dialog.windowTitle() != english[0]
    assert "Oklahoma" in dialog.ui.currentRulesLabel.text()
    assert dialog.ui.currentRulesLabel.text() != english[1]
    speak(ENGLISH)
    qapp.processEvents()
    assert dialog.ui.rulesBrowser.toPlainText().startswith("How to play Gin Rummy")
    assert (dialog.windowTitle(), dialog.ui.currentRulesLabel.text()) == english
