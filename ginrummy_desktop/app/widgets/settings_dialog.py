"""The Settings dialog: the language, the computer's level, the rules (a preset or each
setting), appearance.

The form is ``ui/settings_dialog.ui`` compiled into ``app/forms``; this module fills its combo
boxes, shows a :class:`Settings` value and reads one back.

The Language box comes first on the first page, where a player who cannot read the language
the game speaks still finds it: "System language" (translated, naming the language the system's
choice means now), then every language in its own words ("Deutsch", "简体中文"), never
translated, so each reader recognises their own.

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
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLocale, QSignalBlocker, Qt, QTimer
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

from ...engine import (
    PRESET_SUMMARIES,
    PRESETS,
    Editor,
    NextDealer,
    RulesError,
    RuleSet,
    rule_info,
    rule_settings,
)
from ...marks import QT_TRANSLATE_NOOP
from ..forms.ui_settings_dialog import Ui_SettingsDialog
from ..settings.names import (
    CARD_BACK_NAMES,
    DIFFICULTY_NAMES,
    difficulty_description,
    difficulty_name,
)
from ..settings.values import CARD_BACKS, CARD_HEIGHT_RANGE, VOLUME_RANGE, AnimationSpeed, Settings
from ..shell.translation import LANGUAGES, SYSTEM_LANGUAGE, system_language
from ..table.commands import command
from ..table.scene import MAX_CARD_SCALE
from ..words.rules import rules_name
from .window_size import fit_to_screen

__all__ = [
    "CUSTOM",
    "SettingsDialog",
    "card_size_tooltip",
    "preset_summary",
    "rule_title",
    "rule_widget_name",
    "system_language_entry",
]

CUSTOM = QT_TRANSLATE_NOOP("SettingsDialog", "Custom")
"""The preset box's entry (and the rules' name) once the fields match no preset."""

CUSTOM_SUMMARY = QT_TRANSLATE_NOOP("SettingsDialog", "Your own mix of the settings below.")


def rule_title(name: str) -> str:
    """How the dialog names the rule setting ``name`` (its title beside the field)."""
    return QCoreApplication.translate("Rules", rule_info(name).title)


def rule_widget_name(name: str) -> str:
    """The form's widget for the rule setting ``name``: its name in camel case, then
    ``Spin`` (a number), ``Check`` (a switch) or ``Combo`` (a choice)."""
    head, *rest = name.split("_")
    suffix = {Editor.NUMBER: "Spin", Editor.SWITCH: "Check", Editor.CHOICE: "Combo"}
    return head + "".join(word.capitalize() for word in rest) + suffix[rule_info(name).editor]


def preset_summary(key: str) -> str:
    """The sentence under the preset box for preset ``key`` (or "custom")."""
    if key == "custom":
        return QCoreApplication.translate("SettingsDialog", CUSTOM_SUMMARY)
    return QCoreApplication.translate("Rules", PRESET_SUMMARIES[key])


_ERROR_PREFIX = QT_TRANSLATE_NOOP("SettingsDialog", "Impossible rules: {problem}")


def _select_data(combo: QComboBox, data: object) -> None:
    """Make the item whose user data equals ``data`` current (no-op when there is none)."""
    for index in range(combo.count()):
        if combo.itemData(index) == data:
            combo.setCurrentIndex(index)
            return


def _friendly(message: str) -> str:
    """A RulesError message with each setting's code name replaced by its title."""
    names = [name for name, _info in rule_settings()]
    for name in sorted(names, key=len, reverse=True):
        message = re.sub(rf"\b{name}\b", f"“{rule_title(name)}”", message)
    return QCoreApplication.translate("SettingsDialog", _ERROR_PREFIX).format(problem=message)


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


def system_language_entry() -> str:
    """The Language box's first entry: "System language (Deutsch)", naming the game's
    language that the system's languages choose now (English when it has none of them)."""
    return QCoreApplication.translate("SettingsDialog", "System language ({language})").format(
        language=system_language().name)


def card_size_tooltip() -> str:
    """What the card size means, now that cards grow with a large window (``table/scene.py``)."""
    return QCoreApplication.translate(
        "SettingsDialog",
        "The height of a card on a table of the first window's size, in pixels; in a larger "
        "window the cards grow with the table, up to {scale} times this height",
    ).format(scale=QLocale().toString(MAX_CARD_SCALE, "g", 3))


SAMPLE_DELAY_MS = 250
"""How long the volume must rest before its sample plays."""


class SettingsDialog(QDialog):
    """Edit a copy of the settings; :meth:`settings` returns the edited value.

    ``sound_note``: shown under the volume when the game cannot play sound here (why);
    ``sample(volume)``: plays a sound at that volume once the slider rests (by mouse or keys).
    """

    def __init__(self, settings: Settings, parent: QWidget | None = None, *,
                 sound_note: str = "", sample: Callable[[int], None] | None = None) -> None:
        super().__init__(parent)
        self._sample = sample
        self._sample_timer = QTimer(self)
        """A sample plays once the volume has stopped moving for a moment."""
        self._sample_timer.setSingleShot(True)
        self._sample_timer.setInterval(SAMPLE_DELAY_MS)
        self._sample_timer.timeout.connect(self._play_sample)
        self.ui = Ui_SettingsDialog()
        self.ui.setupUi(self)
        fit_to_screen(self, self.size())  # the form's size, or what fits the screen
        self.ui.ruleErrorLabel.setTextFormat(Qt.TextFormat.PlainText)  # an error's own words
        self._rules = settings.rules
        self._table_colour = settings.table_colour
        self._error = ""
        self._filling = False
        self._held: dict[str, bool] = {}
        """The values of switches shown unticked because the switch they refine is off."""
        self._fill_combos()
        self._name_the_keys()
        self.ui.cardHeightSpin.setToolTip(card_size_tooltip())
        self.ui.soundNote.setText(sound_note)
        self.ui.soundNote.setVisible(bool(sound_note))
        self._show(settings)
        self._connect()

    # --- public ---------------------------------------------------------------------------

    def settings(self) -> Settings:
        """The settings as edited (with the last valid rules while the fields are impossible)."""
        ui = self.ui
        return Settings(
            language=str(ui.languageCombo.currentData()),
            difficulty=int(ui.difficultyCombo.currentData()),
            rules=self._rules,
            card_height=ui.cardHeightSpin.value(),
            four_color=ui.fourColourCheck.isChecked(),
            allow_undo=ui.undoCheck.isChecked(),
            hints=ui.hintsCheck.isChecked(),
            teach=ui.teachCheck.isChecked(),
            tips=ui.tipsCheck.isChecked(),
            turn_cues=ui.turnCuesCheck.isChecked(),
            high_contrast=ui.highContrastCheck.isChecked(),
            card_back=str(ui.cardBackCombo.currentData()),
            table_colour=self._table_colour,
            animation_speed=AnimationSpeed(ui.animationSpeedCombo.currentData()),
            sound=ui.soundCheck.isChecked(),
            volume=ui.volumeSlider.value(),
        )

    def rules_error(self) -> str:
        """The message shown for impossible rules, or "" when the rule fields are valid."""
        return self._error

    # --- set-up ---------------------------------------------------------------------------

    def _fill_combos(self) -> None:
        ui = self.ui
        self._fill_languages()
        for level in DIFFICULTY_NAMES:
            ui.difficultyCombo.addItem(difficulty_name(level), level)
            index = ui.difficultyCombo.count() - 1
            ui.difficultyCombo.setItemData(
                index, difficulty_description(level), Qt.ItemDataRole.ToolTipRole
            )
        for key, preset in PRESETS.items():
            ui.presetCombo.addItem(rules_name(preset), key)
        ui.presetCombo.addItem(QCoreApplication.translate("SettingsDialog", CUSTOM), "custom")
        self._disable_custom_entry()
        for value, label in rule_info("next_dealer").choices:
            ui.nextDealerCombo.addItem(QCoreApplication.translate("Rules", label), value)
        for name, spin in self._rule_spins().items():
            bounds = rule_info(name).bounds
            if bounds is not None:
                spin.setRange(*bounds)
        for back in CARD_BACKS:
            ui.cardBackCombo.addItem(QCoreApplication.translate("Settings", CARD_BACK_NAMES[back]),
                                     back)
        for speed in AnimationSpeed:
            ui.animationSpeedCombo.addItem(speed.label, speed.value)
        ui.cardHeightSpin.setRange(*CARD_HEIGHT_RANGE)
        ui.volumeSlider.setRange(*VOLUME_RANGE)

    def _fill_languages(self) -> None:
        """The system's language, then each language in its own name (not translated)."""
        combo = self.ui.languageCombo
        combo.addItem(system_language_entry(), SYSTEM_LANGUAGE)
        for language in LANGUAGES:
            combo.addItem(language.name, language.code)

    def _name_the_keys(self) -> None:
        """The Hint and Undo options name their keys, read from the command table."""
        ui, hint, undo = self.ui, command("hint").shortcut, command("undo").shortcut
        ui.hintsCheck.setText(QCoreApplication.translate(
            "SettingsDialog", "Offer &hints ({key}) and name the best discard").format(key=hint))
        ui.hintsCheck.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "The Hint button ({key}) shows the best move with its reason; the "
            "panel names the best discard (a hand played with a hint counts as assisted)"
        ).format(key=hint))
        ui.undoCheck.setText(QCoreApplication.translate(
            "SettingsDialog", "Allow &undo of a slip ({key})").format(key=undo))
        ui.undoCheck.setToolTip(QCoreApplication.translate(
            "SettingsDialog", "{key} takes back your last move when that shows you nothing new "
            "(a hand played with it counts as assisted)").format(key=undo))

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
        ui.highContrastCheck.toggled.connect(self._show_table_colour_use)
        ui.soundCheck.toggled.connect(self._show_volume_use)
        ui.volumeSlider.valueChanged.connect(self._sample_timer.start)
        restore = ui.buttonBox.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self._restore_defaults)

    def _rule_widgets(self) -> dict[str, QWidget]:
        """The form's editor of each rule setting (found by :func:`rule_widget_name`; a
        setting without one is an error of the form, raised here)."""
        found: dict[str, QWidget] = {}
        for name, info in rule_settings():
            if info.editor is Editor.NAME:
                continue
            widget = self.findChild(QWidget, rule_widget_name(name))
            if widget is None:
                raise LookupError(f"the settings form has no editor for the rule {name}")
            found[name] = widget
        return found

    def _rule_spins(self) -> dict[str, QSpinBox]:
        return {n: w for n, w in self._rule_widgets().items() if isinstance(w, QSpinBox)}

    def _rule_checks(self) -> dict[str, QCheckBox]:
        return {n: w for n, w in self._rule_widgets().items() if isinstance(w, QCheckBox)}

    # --- showing values -------------------------------------------------------------------

    def _show(self, settings: Settings) -> None:
        ui = self.ui
        _select_data(ui.languageCombo, settings.language)
        _select_data(ui.difficultyCombo, settings.difficulty)
        self._show_difficulty_description()
        self._show_rules(settings.rules)
        ui.cardHeightSpin.setValue(settings.card_height)
        ui.fourColourCheck.setChecked(settings.four_color)
        ui.undoCheck.setChecked(settings.allow_undo)
        ui.hintsCheck.setChecked(settings.hints)
        ui.teachCheck.setChecked(settings.teach)
        ui.tipsCheck.setChecked(settings.tips)
        ui.turnCuesCheck.setChecked(settings.turn_cues)
        ui.highContrastCheck.setChecked(settings.high_contrast)
        self._show_table_colour_use()
        ui.soundCheck.setChecked(settings.sound)
        with QSignalBlocker(ui.volumeSlider):  # showing a value plays no sample
            ui.volumeSlider.setValue(settings.volume)
        self._show_volume_use()
        _select_data(ui.cardBackCombo, settings.card_back)
        self._set_table_colour(settings.table_colour)
        _select_data(ui.animationSpeedCombo, settings.animation_speed.value)

    def _show_volume_use(self) -> None:
        """The volume means something only while sounds are on."""
        on = self.ui.soundCheck.isChecked()
        self.ui.volumeSlider.setEnabled(on)
        self.ui.volumeLabel.setEnabled(on)

    def _play_sample(self) -> None:
        if self._sample is not None and self.ui.soundCheck.isChecked():
            self._sample(self.ui.volumeSlider.value())

    def _show_difficulty_description(self) -> None:
        level = int(self.ui.difficultyCombo.currentData())
        self.ui.difficultyDescription.setText(difficulty_description(level))

    def _show_rules(self, rules: RuleSet) -> None:
        """Fill every rule field from ``rules`` without treating it as an edit."""
        self._filling = True
        self._held.clear()
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
        self.ui.presetDescription.setText(preset_summary(key))

    def _show_error(self, message: str) -> None:
        self._error = message
        self.ui.ruleErrorLabel.setText(message)
        self.ui.ruleErrorLabel.setVisible(bool(message))
        ok = self.ui.buttonBox.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not message)

    def _update_enables(self) -> None:
        """Sub-settings are greyed out while the switch they refine is off, and a greyed-out
        switch shows unticked (it does nothing then); its value is kept, and comes back ticked
        or not when the switch it refines is turned on again."""
        checks = self._rule_checks()
        for name, widget in self._rule_widgets().items():
            refines = rule_info(name).refines
            if not refines:
                continue
            on = checks[refines].isChecked()
            widget.setEnabled(on)
            if not isinstance(widget, QCheckBox):
                continue
            with QSignalBlocker(widget):
                if not on and name not in self._held:
                    self._held[name] = widget.isChecked()
                    widget.setChecked(False)
                elif on and name in self._held:
                    widget.setChecked(self._held.pop(name))

    def _show_table_colour_use(self) -> None:
        """The high-contrast table has a felt of its own: the colour is kept, not used."""
        self.ui.tableColourButton.setEnabled(not self.ui.highContrastCheck.isChecked())

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
        values.update({n: self._held.get(n, c.isChecked())
                       for n, c in self._rule_checks().items()})
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
        colour = QColorDialog.getColor(QColor(self._table_colour), self,
                                       QCoreApplication.translate("SettingsDialog",
                                                                  "Table colour"))
        if colour.isValid():
            self._set_table_colour(colour.name())

    def _restore_defaults(self) -> None:
        self._show(Settings())
