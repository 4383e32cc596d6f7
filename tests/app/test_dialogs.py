"""The Rules and About dialogs: their text loads from the shipped files and says what it must."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ginrummy_desktop import __version__
from ginrummy_desktop.app.widgets.about_dialog import AboutDialog, licences_html, version_text
from ginrummy_desktop.app.widgets.rules_dialog import RulesDialog, describe_rules, rules_html
from ginrummy_desktop.engine import RuleSet


def test_rules_page_covers_the_game() -> None:
    html = rules_html()
    for phrase in ("deadwood", "upcard", "undercut", "big gin", "Hollywood", "Oklahoma", "wall"):
        assert phrase.lower() in html.lower(), phrase
    for anchor in ("cards", "deal", "turn", "knock", "showdown", "dead", "hand-score"):
        assert f'<a name="{anchor}">' in html


def test_rules_dialog_shows_the_page(qtbot: QtBot) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    text = dialog.ui.rulesBrowser.toPlainText()
    assert text.startswith("How to play Gin Rummy")
    assert "Scoring a game" in text
    assert dialog.ui.currentRulesLabel.isHidden()
    dialog.scroll_to("variants")


def test_rules_dialog_sums_up_the_rules_in_force(qtbot: QtBot) -> None:
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    dialog.set_rules(RuleSet.preset("oklahoma"))
    assert not dialog.ui.currentRulesLabel.isHidden()
    summary = dialog.ui.currentRulesLabel.text()
    assert "<b>Oklahoma</b>" in summary
    assert "the first upcard sets the knock limit" in summary
    assert "a spade upcard doubles the hand" in summary


def test_describe_rules() -> None:
    standard = describe_rules(RuleSet())
    assert "knock with 10 or less" in standard
    assert "gin 25, big gin 31, undercut 25, a tie undercuts" in standard
    assert "game to 100." in standard
    assert "gin only" in describe_rules(RuleSet.preset("straight"))
    assert "no big gin" in describe_rules(RuleSet.preset("classic"))
    assert "Hollywood scoring" in describe_rules(RuleSet.preset("hollywood"))
    assert "no shutout doubling" in describe_rules(RuleSet.preset("benchmark"))
    house = RuleSet(name="<House>", runs_only=True, layoffs_allowed=False)
    text = describe_rules(house)
    assert "&lt;House&gt;" in text and "runs only" in text and "no lay-offs" in text


def test_about_dialog_shows_version_and_licences(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert __version__ in dialog.ui.versionLabel.text()
    assert dialog.ui.versionLabel.text() == version_text()
    text = dialog.ui.licencesBrowser.toPlainText()
    assert "CC0 1.0" in text
    assert "Adrian Kennard" in text
    assert "PROVENANCE.md" in text
    assert "LGPL" in text and "PySide6" in text
    assert not dialog.ui.iconLabel.pixmap().isNull()


def test_licence_links_point_at_shipped_files() -> None:
    html = licences_html()
    assert 'href="file://' in html and "PROVENANCE.md</a>" in html
