"""SettingsDialog: presets fill the fields, edits make "Custom", impossible rules block OK."""

from __future__ import annotations

from dataclasses import fields

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QColorDialog, QDialogButtonBox, QGroupBox, QSpinBox, QWidget
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.settings.values import AnimationSpeed, Settings
from ginrummy_desktop.app.shell.translation import LANGUAGES, SYSTEM_LANGUAGE, system_language
from ginrummy_desktop.app.table.scene import MAX_CARD_SCALE
from ginrummy_desktop.app.widgets.settings_dialog import SettingsDialog, rule_title
from ginrummy_desktop.app.words.rules import rules_name
from ginrummy_desktop.engine import PRESETS, NextDealer, RuleSet, rule_info


def _dialog(qtbot: QtBot, settings: Settings | None = None) -> SettingsDialog:
    dialog = SettingsDialog(settings or Settings())
    qtbot.addWidget(dialog)
    return dialog


def _ok_enabled(dialog: SettingsDialog) -> bool:
    return dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok).isEnabled()


def _choose_preset(dialog: SettingsDialog, key: str) -> None:
    combo = dialog.ui.presetCombo
    combo.setCurrentIndex(combo.findData(key))


def test_shows_the_settings_it_was_given(qtbot: QtBot) -> None:
    settings = Settings(
        difficulty=4,
        rules=RuleSet.preset("oklahoma"),
        card_height=200,
        four_color=True,
        card_back="red",
        table_colour="#112233",
        animation_speed=AnimationSpeed.FAST,
    )
    dialog = _dialog(qtbot, settings)
    ui = dialog.ui
    assert ui.difficultyCombo.currentText() == "Hard"
    assert ui.difficultyDescription.text()
    assert ui.presetCombo.currentText() == "Oklahoma"
    assert ui.oklahomaCheck.isChecked()
    assert ui.targetSpin.value() == 150
    assert ui.cardHeightSpin.value() == 200
    assert ui.tableColourButton.text() == "#112233"
    assert dialog.settings() == settings


def test_combos_list_levels_and_presets(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    ui = dialog.ui
    levels = [ui.difficultyCombo.itemText(i) for i in range(ui.difficultyCombo.count())]
    assert levels == ["Beginner", "Easy", "Medium", "Hard", "Expert"]
    presets = [ui.presetCombo.itemData(i) for i in range(ui.presetCombo.count())]
    assert presets == [*PRESETS, "custom"]


def test_every_rule_setting_has_its_editor_title_and_bounds(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    names = {f.name for f in fields(RuleSet)} - {"name"}
    widgets = dialog._rule_widgets()
    assert set(widgets) == names  # found by the setting's name: no table to keep in step
    for name in names:
        assert rule_title(name) and rule_title(name) != name
        bounds = rule_info(name).bounds
        spin = widgets[name]
        if bounds is not None:
            assert isinstance(spin, QSpinBox) and (spin.minimum(), spin.maximum()) == bounds


def test_a_greyed_out_switch_shows_unticked_and_keeps_its_value(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)  # Standard: no Oklahoma, its spade doubling on (and moot)
    ui = dialog.ui
    assert not ui.oklahomaSpadeDoublesCheck.isEnabled()
    assert not ui.oklahomaSpadeDoublesCheck.isChecked()  # it showed ticked
    assert dialog.settings().rules == PRESETS["standard"]  # still the preset, value kept
    assert ui.presetCombo.currentData() == "standard"
    ui.oklahomaCheck.setChecked(True)
    assert ui.oklahomaSpadeDoublesCheck.isEnabled() and ui.oklahomaSpadeDoublesCheck.isChecked()
    ui.oklahomaCheck.setChecked(False)
    assert not ui.oklahomaSpadeDoublesCheck.isChecked()
    assert dialog.settings().rules == PRESETS["standard"]


def test_a_switch_greys_out_what_refines_it(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    ui = dialog.ui
    ui.bigGinCheck.setChecked(False)
    assert not ui.bigGinBonusSpin.isEnabled()
    ui.oklahomaCheck.setChecked(True)
    assert ui.oklahomaAceKnockOneCheck.isEnabled() and ui.oklahomaSpadeDoublesCheck.isEnabled()
    ui.oklahomaCheck.setChecked(False)
    assert not ui.oklahomaAceKnockOneCheck.isEnabled()


@pytest.mark.parametrize("key", sorted(PRESETS))
def test_choosing_a_preset_fills_the_fields(qtbot: QtBot, key: str) -> None:
    dialog = _dialog(
        qtbot, Settings(rules=RuleSet.preset("benchmark" if key != "benchmark" else "classic"))
    )
    _choose_preset(dialog, key)
    assert dialog.settings().rules == PRESETS[key]
    assert dialog.ui.presetCombo.currentText() == rules_name(PRESETS[key])
    assert _ok_enabled(dialog)


def test_preset_fields_are_shown(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    _choose_preset(dialog, "classic")
    ui = dialog.ui
    assert ui.ginBonusSpin.value() == 20
    assert not ui.bigGinCheck.isChecked()
    assert not ui.bigGinBonusSpin.isEnabled()
    assert ui.undercutBonusSpin.value() == 10
    assert ui.lineBonusSpin.value() == 20
    _choose_preset(dialog, "straight")
    assert ui.knockLimitSpin.value() == 0
    assert ui.knockLimitSpin.text() == "0 (gin only)"


def test_editing_a_rule_switches_to_custom(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.ui.knockLimitSpin.setValue(7)
    assert dialog.ui.presetCombo.currentText() == "Custom"
    rules = dialog.settings().rules
    assert rules == RuleSet().with_changes(name="Custom", knock_limit=7)
    dialog.ui.knockLimitSpin.setValue(10)
    assert dialog.ui.presetCombo.currentText() == "Standard"
    assert dialog.settings().rules == RuleSet()


def test_every_field_is_read_back(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    ui = dialog.ui
    ui.ginBonusSpin.setValue(30)
    ui.bigGinBonusSpin.setValue(40)
    ui.undercutBonusSpin.setValue(15)
    ui.undercutOnTiesCheck.setChecked(False)
    ui.lineBonusSpin.setValue(10)
    ui.gameBonusSpin.setValue(50)
    ui.targetSpin.setValue(250)
    ui.shutoutDoublesAllCheck.setChecked(True)
    ui.layoffsAllowedCheck.setChecked(False)
    ui.runsOnlyCheck.setChecked(True)
    ui.mayDiscardTakenCardCheck.setChecked(True)
    ui.nextDealerCombo.setCurrentIndex(ui.nextDealerCombo.findData("winner"))
    ui.fiftiethCardCheck.setChecked(True)
    ui.discardDrawCapSpin.setValue(20)
    ui.hollywoodCheck.setChecked(True)
    assert dialog.settings().rules == RuleSet(
        name="Custom",
        gin_bonus=30,
        big_gin_bonus=40,
        undercut_bonus=15,
        undercut_on_ties=False,
        line_bonus=10,
        game_bonus=50,
        target=250,
        shutout_doubles_all=True,
        layoffs_allowed=False,
        runs_only=True,
        may_discard_taken_card=True,
        next_dealer=NextDealer.WINNER,
        fiftieth_card=True,
        discard_draw_cap=20,
        hollywood=True,
    )


def test_impossible_combination_disables_ok_with_the_message(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    ui = dialog.ui
    ui.shutoutDoublesAllCheck.setChecked(True)
    ui.shutoutDoublesCheck.setChecked(False)
    assert not _ok_enabled(dialog)
    message = dialog.rules_error()
    assert "“Shutout doubles everything”" in message
    assert ui.ruleErrorLabel.text() == message
    assert not ui.ruleErrorLabel.isHidden()
    assert ui.presetCombo.currentText() == "Custom"
    last_valid = RuleSet(name="Custom", shutout_doubles_all=True)
    assert dialog.settings().rules == last_valid

    ui.shutoutDoublesCheck.setChecked(True)
    assert _ok_enabled(dialog)
    assert dialog.rules_error() == ""
    assert ui.ruleErrorLabel.isHidden()


def test_oklahoma_with_a_knock_limit_is_impossible(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    _choose_preset(dialog, "straight")
    dialog.ui.oklahomaCheck.setChecked(True)
    assert not _ok_enabled(dialog)
    assert "“Knock limit”" in dialog.rules_error()
    assert dialog.ui.oklahomaSpadeDoublesCheck.isEnabled()
    _choose_preset(dialog, "oklahoma")
    assert _ok_enabled(dialog)
    assert dialog.settings().rules == RuleSet.preset("oklahoma")


def test_custom_rules_keep_their_name_until_edited(qtbot: QtBot) -> None:
    house = RuleSet(name="House", gin_bonus=35)
    dialog = _dialog(qtbot, Settings(rules=house))
    assert dialog.ui.presetCombo.currentText() == "Custom"
    assert dialog.settings().rules == house
    dialog.ui.ginBonusSpin.setValue(36)
    assert dialog.settings().rules == house.with_changes(name="Custom", gin_bonus=36)


def test_appearance_and_difficulty_are_read_back(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QColorDialog, "getColor", lambda *args: QColor("#AB12CD"))
    dialog = _dialog(qtbot)
    ui = dialog.ui
    ui.difficultyCombo.setCurrentIndex(0)
    ui.cardHeightSpin.setValue(90)
    ui.fourColourCheck.setChecked(True)
    ui.cardBackCombo.setCurrentIndex(ui.cardBackCombo.findData("red"))
    ui.animationSpeedCombo.setCurrentIndex(ui.animationSpeedCombo.findText("Off"))
    ui.tableColourButton.click()
    assert dialog.settings() == Settings(
        difficulty=1,
        card_height=90,
        four_color=True,
        card_back="red",
        table_colour="#ab12cd",
        animation_speed=AnimationSpeed.OFF,
    )
    assert ui.difficultyDescription.text().startswith("Melds greedily")


def test_cancelled_colour_choice_changes_nothing(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QColorDialog, "getColor", lambda *args: QColor())
    dialog = _dialog(qtbot)
    dialog.ui.tableColourButton.click()
    assert dialog.settings() == Settings()


def test_restore_defaults(qtbot: QtBot) -> None:
    dialog = _dialog(
        qtbot, Settings(difficulty=5, rules=RuleSet.preset("hollywood"), card_height=99)
    )
    dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.settings() == Settings()


def test_ok_and_cancel(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.show()
    with qtbot.waitSignal(dialog.accepted):
        dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok).click()
    dialog.show()
    with qtbot.waitSignal(dialog.rejected):
        dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.Cancel).click()


def test_the_card_size_says_cards_grow_with_the_window(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    tip = dialog.ui.cardHeightSpin.toolTip()
    assert "grow with the table" in tip and f"{MAX_CARD_SCALE:g} times" in tip


def test_the_appearance_page_says_when_its_changes_come_to_the_table(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.ui.tabs.setCurrentWidget(dialog.ui.appearanceTab)
    dialog.show()
    note = dialog.ui.lookTimingNote
    assert note.isVisible() and note.wordWrap()
    assert "next hand" in note.text() and "at once" in note.text()


def _reading_order(page: QWidget, widget: QWidget) -> tuple[int, int, int]:
    """Where a reader's eye meets ``widget`` on ``page``: the column of its group box (a page
    of two boxes side by side is read a box at a time), then top to bottom, left to right."""
    box = widget.parentWidget()
    while box is not None and box is not page and not isinstance(box, QGroupBox):
        box = box.parentWidget()
    column = box.mapTo(page, QPoint(0, 0)).x() if isinstance(box, QGroupBox) else 0
    place = widget.mapTo(page, QPoint(0, 0))
    return column, place.y(), place.x()


def test_tab_follows_the_order_the_settings_are_read_in(qtbot: QtBot) -> None:
    """Issue 41: on the Game page, Tab went from the level to the hints and came to "Allow undo"
    (drawn under the level) last of all. On every page, Tab meets the controls in the order
    they are laid out: a group box at a time, top to bottom, left to right."""
    dialog = _dialog(qtbot)
    dialog.show()
    qtbot.waitExposed(dialog)
    tabs = dialog.ui.tabs
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        page = tabs.widget(index)
        assert page is not None
        chain: list[QWidget] = []
        widget = tabs.tabBar().nextInFocusChain()
        while widget is not None and widget is not tabs.tabBar() and len(chain) < 200:
            takes_tab = widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            if (page.isAncestorOf(widget) and widget.isVisible() and widget.isEnabled()
                    and takes_tab and widget.focusProxy() is None):
                chain.append(widget)
            widget = widget.nextInFocusChain()
        names = [w.objectName() for w in chain]
        read = [w.objectName() for w in sorted(chain, key=lambda w: _reading_order(page, w))]
        assert len(names) > 3 and names == read, tabs.tabText(index)


# --- the language ---------------------------------------------------------------------------

OWN_NAMES = ["English", "Deutsch", "Español", "Français", "Italiano", "日本語", "Polski",
             "Português (Brasil)", "Русский", "Türkçe", "简体中文"]
"""The languages as the Language box lists them: each in its own words, never translated."""


def test_the_language_box_lists_the_system_then_each_language_in_its_own_name(
    qtbot: QtBot,
) -> None:
    dialog = _dialog(qtbot)
    combo = dialog.ui.languageCombo
    texts = [combo.itemText(index) for index in range(combo.count())]
    codes = [combo.itemData(index) for index in range(combo.count())]
    assert texts == [f"System language ({system_language().name})", *OWN_NAMES]
    assert codes == [SYSTEM_LANGUAGE, *(language.code for language in LANGUAGES)]
    assert combo.currentIndex() == 0  # the default: follow the system


def test_the_system_entry_names_the_language_the_system_means(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a system set to Austrian German, then Portuguese, "System language" says which of
    the game's languages that is."""
    for tags, name in ((["de-AT", "en"], "Deutsch"), (["pt-PT"], "Português (Brasil)")):
        monkeypatch.setattr(QLocale, "system", lambda tags=tags: _Asking(tags))
        dialog = _dialog(qtbot)
        assert dialog.ui.languageCombo.itemText(0) == f"System language ({name})"


class _Asking:
    """A system locale stand-in: only its list of languages is asked for."""

    def __init__(self, tags: list[str]) -> None:
        self._tags = tags

    def uiLanguages(self) -> list[str]:
        return self._tags


@pytest.mark.parametrize("code", [language.code for language in LANGUAGES])
def test_the_chosen_language_is_shown_and_read_back(qtbot: QtBot, code: str) -> None:
    dialog = _dialog(qtbot, Settings(language=code))
    combo = dialog.ui.languageCombo
    assert combo.currentData() == code
    assert dialog.settings() == Settings(language=code)
    combo.setCurrentIndex(0)
    assert dialog.settings() == Settings()


def test_choosing_a_language_in_the_box_returns_its_code(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    combo = dialog.ui.languageCombo
    combo.setCurrentIndex(combo.findText("Polski"))
    assert dialog.settings() == Settings(language="pl")
    dialog.ui.buttonBox.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.settings().language == SYSTEM_LANGUAGE


def test_the_language_box_is_named_and_reached_by_alt_l(qtbot: QtBot) -> None:
    """The first control of the first page, labelled "Language" for a screen reader and
    reached by its label's accelerator."""
    dialog = _dialog(qtbot)
    ui = dialog.ui
    assert ui.languageLabel.text() == "&Language:" and ui.languageLabel.buddy() is ui.languageCombo
    assert ui.languageCombo.accessibleName() == "Language"
    assert ui.tabs.currentWidget() is ui.gameTab
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=1000)
    ui.difficultyCombo.setFocus()
    QTest.keyClick(ui.difficultyCombo, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(ui.languageCombo.hasFocus, timeout=2000)
