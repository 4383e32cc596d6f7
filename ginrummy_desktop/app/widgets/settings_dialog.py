"""The Settings dialog: the computer's level, the rules (a preset or each setting), appearance.

The form is ``ui/settings_dialog.ui`` compiled into ``app/forms``; this module fills its combo
boxes, shows a :class:`Settings` value and reads one back.

Rules behave like this:

* choosing a preset fills every rule field with that preset;
* editing a rule field re-checks the whole rule set: the preset box then shows the preset the
  fields now match, or "Custom" (and the rules are named "Custom");
* an impossible combination (say Oklahoma with a knock limit other than 10) shows the engine's
  :class:`RulesError` message under the fields and disables OK until it is fixed. Meanwhile
  :meth:`SettingsDialog.settings` keeps returning the last valid rules.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QSpinBox,
    QWidget,
)

from ...engine import PRESETS, NextDealer, RulesError, RuleSet
from ..forms.ui_settings_dialog import Ui_SettingsDialog
from ..settings import (
    CARD_BACKS,
    DIFFICULTY_DESCRIPTIONS,
    DIFFICULTY_NAMES,
    AnimationSpeed,
    Settings,
)
from ..table.scene import MAX_CARD_SCALE

__all__ = ["CUSTOM", "PRESET_DESCRIPTIONS", "RULE_TITLES", "SettingsDialog", "card_size_tooltip"]

CUSTOM = "Custom"
"""The preset box's entry (and the rules' name) once the fields match no preset."""

PRESET_DESCRIPTIONS: dict[str, str] = {
    "standard": "Modern rules: gin 25, big gin 31, undercut 25, box 25, game to 100.",
    "classic": "Older books: gin 20, no big gin, undercut 10, box 20.",
    "oklahoma": "The first upcard sets the knock limit; a spade doubles the hand; game to 150.",
    "straight": "No knocking: only gin ends a hand.",
    "hollywood": "Three games scored at once, each to the target.",
    "benchmark": "For measuring computer players: no big gin, bonuses or shutout doubling.",
    "custom": "Your own mix of the settings below.",
}

RULE_TITLES: dict[str, str] = {
    "knock_limit": "Knock limit",
    "oklahoma": "Oklahoma",
    "oklahoma_ace_knock_one": "Oklahoma ace knocks with 1",
    "oklahoma_spade_doubles": "Oklahoma spade doubles",
    "gin_bonus": "Gin bonus",
    "big_gin": "Big gin",
    "big_gin_bonus": "Big gin bonus",
    "undercut_bonus": "Undercut bonus",
    "undercut_on_ties": "A tie is an undercut",
    "line_bonus": "Line bonus",
    "game_bonus": "Game bonus",
    "target": "Target score",
    "shutout_doubles": "Shutout doubles",
    "shutout_doubles_all": "Shutout doubles everything",
    "layoffs_allowed": "Lay-offs allowed",
    "runs_only": "Runs only",
    "may_discard_taken_card": "May discard the card just taken",
    "next_dealer": "Next dealer",
    "fiftieth_card": "50th card",
    "discard_draw_cap": "Dead after discard draws",
    "hollywood": "Hollywood",
}
"""How the dialog names each rule setting (in error messages)."""

_NEXT_DEALER_LABELS = {
    NextDealer.ALTERNATE: "Alternate",
    NextDealer.WINNER: "The winner of the last hand",
}

_ERROR_PREFIX = "Impossible rules: "


def _select_data(combo: QComboBox, data: object) -> None:
    """Make the item whose user data equals ``data`` current (no-op when there is none)."""
    for index in range(combo.count()):
        if combo.itemData(index) == data:
            combo.setCurrentIndex(index)
            return


def _friendly(message: str) -> str:
    """A RulesError message with each setting's code name replaced by its title."""
    for name in sorted(RULE_TITLES, key=len, reverse=True):
        message = re.sub(rf"\b{name}\b", f"“{RULE_TITLES[name]}”", message)
    return _ERROR_PREFIX + message


def _matching_preset(rules: RuleSet) -> str | None:
    """The key of the preset whose every setting (the name aside) equals ``rules``'."""
    for key, preset in PRESETS.items():
        if rules.with_changes(name=preset.name) == preset:
            return key
    return None


def _colour_icon(colour: str) -> QIcon:
    pixmap = QPixmap(28, 16)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


def card_size_tooltip() -> str:
    """What the card size means, now that cards grow with a large window (``table/scene.py``)."""
    return (
        "The height of a card on a table of the first window's size, in pixels; in a larger"
        f" window the cards grow with the table, up to {MAX_CARD_SCALE:g} times this height"
    )


class SettingsDialog(QDialog):
    """Edit a copy of the settings; :meth:`settings` returns the edited value."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_SettingsDialog()
        self.ui.setupUi(self)
        self.ui.ruleErrorLabel.setTextFormat(Qt.TextFormat.PlainText)  # an error's own words
        self._rules = settings.rules
        self._table_colour = settings.table_colour
        self._error = ""
        self._filling = False
        self._fill_combos()
        self.ui.cardHeightSpin.setToolTip(card_size_tooltip())
        self._show(settings)
        self._connect()

    # --- public ---------------------------------------------------------------------------

    def settings(self) -> Settings:
        """The settings as edited (with the last valid rules while the fields are impossible)."""
        ui = self.ui
        return Settings(
            difficulty=int(ui.difficultyCombo.currentData()),
            rules=self._rules,
            card_height=ui.cardHeightSpin.value(),
            four_color=ui.fourColourCheck.isChecked(),
            allow_undo=ui.undoCheck.isChecked(),
            hints=ui.hintsCheck.isChecked(),
            teach=ui.teachCheck.isChecked(),
            card_back=str(ui.cardBackCombo.currentData()),
            table_colour=self._table_colour,
            animation_speed=AnimationSpeed(ui.animationSpeedCombo.currentData()),
        )

    def rules_error(self) -> str:
        """The message shown for impossible rules, or "" when the rule fields are valid."""
        return self._error

    # --- set-up ---------------------------------------------------------------------------

    def _fill_combos(self) -> None:
        ui = self.ui
        for level, name in DIFFICULTY_NAMES.items():
            ui.difficultyCombo.addItem(name, level)
            index = ui.difficultyCombo.count() - 1
            ui.difficultyCombo.setItemData(
                index, DIFFICULTY_DESCRIPTIONS[level], Qt.ItemDataRole.ToolTipRole
            )
        for key, preset in PRESETS.items():
            ui.presetCombo.addItem(preset.name, key)
        ui.presetCombo.addItem(CUSTOM, "custom")
        self._disable_custom_entry()
        for dealer, label in _NEXT_DEALER_LABELS.items():
            ui.nextDealerCombo.addItem(label, dealer.value)
        for back in CARD_BACKS:
            ui.cardBackCombo.addItem(back.capitalize(), back)
        for speed in AnimationSpeed:
            ui.animationSpeedCombo.addItem(speed.label, speed.value)

    def _disable_custom_entry(self) -> None:
        """The "Custom" entry is shown by the dialog, never chosen (picking it changes nothing)."""
        model = self.ui.presetCombo.model()
        if isinstance(model, QStandardItemModel):
            item = model.item(self.ui.presetCombo.count() - 1)
            if item is not None:
                item.setEnabled(False)

    def _connect(self) -> None:
        ui = self.ui
        ui.difficultyCombo.currentIndexChanged.connect(self._show_difficulty_description)
        ui.presetCombo.currentIndexChanged.connect(self._on_preset_chosen)
        for spin in self._rule_spins().values():
            spin.valueChanged.connect(self._on_rule_edited)
        for check in self._rule_checks().values():
            check.toggled.connect(self._on_rule_edited)
        ui.nextDealerCombo.currentIndexChanged.connect(self._on_rule_edited)
        ui.tableColourButton.clicked.connect(self._choose_table_colour)
        restore = ui.buttonBox.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self._restore_defaults)

    def _rule_spins(self) -> dict[str, QSpinBox]:
        ui = self.ui
        return {
            "knock_limit": ui.knockLimitSpin,
            "gin_bonus": ui.ginBonusSpin,
            "big_gin_bonus": ui.bigGinBonusSpin,
            "undercut_bonus": ui.undercutBonusSpin,
            "line_bonus": ui.lineBonusSpin,
            "game_bonus": ui.gameBonusSpin,
            "target": ui.targetSpin,
            "discard_draw_cap": ui.discardDrawCapSpin,
        }

    def _rule_checks(self) -> dict[str, QCheckBox]:
        ui = self.ui
        return {
            "oklahoma": ui.oklahomaCheck,
            "oklahoma_ace_knock_one": ui.oklahomaAceKnockOneCheck,
            "oklahoma_spade_doubles": ui.oklahomaSpadeDoublesCheck,
            "big_gin": ui.bigGinCheck,
            "undercut_on_ties": ui.undercutOnTiesCheck,
            "shutout_doubles": ui.shutoutDoublesCheck,
            "shutout_doubles_all": ui.shutoutDoublesAllCheck,
            "layoffs_allowed": ui.layoffsAllowedCheck,
            "runs_only": ui.runsOnlyCheck,
            "may_discard_taken_card": ui.mayDiscardTakenCardCheck,
            "fiftieth_card": ui.fiftiethCardCheck,
            "hollywood": ui.hollywoodCheck,
        }

    # --- showing values -------------------------------------------------------------------

    def _show(self, settings: Settings) -> None:
        ui = self.ui
        _select_data(ui.difficultyCombo, settings.difficulty)
        self._show_difficulty_description()
        self._show_rules(settings.rules)
        ui.cardHeightSpin.setValue(settings.card_height)
        ui.fourColourCheck.setChecked(settings.four_color)
        ui.undoCheck.setChecked(settings.allow_undo)
        ui.hintsCheck.setChecked(settings.hints)
        ui.teachCheck.setChecked(settings.teach)
        _select_data(ui.cardBackCombo, settings.card_back)
        self._set_table_colour(settings.table_colour)
        _select_data(ui.animationSpeedCombo, settings.animation_speed.value)

    def _show_difficulty_description(self) -> None:
        level = int(self.ui.difficultyCombo.currentData())
        self.ui.difficultyDescription.setText(DIFFICULTY_DESCRIPTIONS[level])

    def _show_rules(self, rules: RuleSet) -> None:
        """Fill every rule field from ``rules`` without treating it as an edit."""
        self._filling = True
        try:
            for name, spin in self._rule_spins().items():
                spin.setValue(getattr(rules, name))
            for name, check in self._rule_checks().items():
                check.setChecked(getattr(rules, name))
            _select_data(self.ui.nextDealerCombo, rules.next_dealer.value)
        finally:
            self._filling = False
        self._accept_rules(rules)

    def _show_preset_entry(self, key: str) -> None:
        with QSignalBlocker(self.ui.presetCombo):
            _select_data(self.ui.presetCombo, key)
        self.ui.presetDescription.setText(PRESET_DESCRIPTIONS[key])

    def _show_error(self, message: str) -> None:
        self._error = message
        self.ui.ruleErrorLabel.setText(message)
        self.ui.ruleErrorLabel.setVisible(bool(message))
        ok = self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not message)

    def _update_enables(self) -> None:
        """Sub-settings are greyed out while the setting they refine is off."""
        ui = self.ui
        ui.bigGinBonusSpin.setEnabled(ui.bigGinCheck.isChecked())
        oklahoma = ui.oklahomaCheck.isChecked()
        ui.oklahomaAceKnockOneCheck.setEnabled(oklahoma)
        ui.oklahomaSpadeDoublesCheck.setEnabled(oklahoma)

    def _set_table_colour(self, colour: str) -> None:
        self._table_colour = colour.lower()
        self.ui.tableColourButton.setText(self._table_colour.upper())
        self.ui.tableColourButton.setIcon(_colour_icon(self._table_colour))

    # --- reacting to the user -------------------------------------------------------------

    def _on_preset_chosen(self) -> None:
        key = str(self.ui.presetCombo.currentData())
        if key in PRESETS:
            self._show_rules(PRESETS[key])

    def _on_rule_edited(self) -> None:
        if self._filling:
            return
        try:
            rules = RuleSet().with_changes(**self._rule_fields())
        except RulesError as error:
            self._show_error(_friendly(str(error)))
            self._show_preset_entry("custom")
            self._update_enables()
            return
        self._accept_rules(rules)

    def _rule_fields(self) -> dict[str, object]:
        values: dict[str, object] = {n: s.value() for n, s in self._rule_spins().items()}
        values.update({n: c.isChecked() for n, c in self._rule_checks().items()})
        values["next_dealer"] = NextDealer(self.ui.nextDealerCombo.currentData())
        return values

    def _accept_rules(self, rules: RuleSet) -> None:
        """Valid rules from the fields: name them after their preset, or "Custom"."""
        key = _matching_preset(rules)
        name = PRESETS[key].name if key is not None else self._custom_name(rules)
        self._rules = rules.with_changes(name=name)
        self._show_preset_entry(key or "custom")
        self._show_error("")
        self._update_enables()

    def _custom_name(self, rules: RuleSet) -> str:
        """A rule set matching no preset keeps its own name when shown unedited."""
        if _matching_preset(self._rules) is None and self._rules == rules.with_changes(
            name=self._rules.name
        ):
            return self._rules.name
        return CUSTOM

    def _choose_table_colour(self) -> None:
        colour = QColorDialog.getColor(QColor(self._table_colour), self, "Table colour")
        if colour.isValid():
            self._set_table_colour(colour.name())

    def _restore_defaults(self) -> None:
        self._show(Settings())
