# Typed stub for ui_settings_dialog.py, written by ginrummy_desktop.app.forms.build
# from ui/settings_dialog.ui. Do not edit: run python -m ginrummy_desktop.app.forms.build

from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSlider, QSpacerItem, QSpinBox, QTabWidget, QVBoxLayout, QWidget


class Ui_SettingsDialog:
    dialogLayout: QVBoxLayout
    tabs: QTabWidget
    gameTab: QWidget
    gameForm: QFormLayout
    languageLabel: QLabel
    languageCombo: QComboBox
    difficultyLabel: QLabel
    difficultyCombo: QComboBox
    difficultyDescription: QLabel
    undoCheck: QCheckBox
    hintsCheck: QCheckBox
    teachCheck: QCheckBox
    tipsCheck: QCheckBox
    soundCheck: QCheckBox
    volumeLabel: QLabel
    volumeSlider: QSlider
    soundNote: QLabel
    rulesTab: QWidget
    rulesLayout: QVBoxLayout
    presetRow: QHBoxLayout
    presetLabel: QLabel
    presetCombo: QComboBox
    presetDescription: QLabel
    ruleGroupsRow: QHBoxLayout
    playGroup: QGroupBox
    playForm: QFormLayout
    knockLimitLabel: QLabel
    knockLimitSpin: QSpinBox
    oklahomaCheck: QCheckBox
    oklahomaAceKnockOneCheck: QCheckBox
    oklahomaSpadeDoublesCheck: QCheckBox
    layoffsAllowedCheck: QCheckBox
    runsOnlyCheck: QCheckBox
    mayDiscardTakenCardCheck: QCheckBox
    nextDealerLabel: QLabel
    nextDealerCombo: QComboBox
    fiftiethCardCheck: QCheckBox
    discardDrawCapLabel: QLabel
    discardDrawCapSpin: QSpinBox
    scoringGroup: QGroupBox
    scoringForm: QFormLayout
    ginBonusLabel: QLabel
    ginBonusSpin: QSpinBox
    bigGinCheck: QCheckBox
    bigGinBonusSpin: QSpinBox
    undercutBonusLabel: QLabel
    undercutBonusSpin: QSpinBox
    undercutOnTiesCheck: QCheckBox
    lineBonusLabel: QLabel
    lineBonusSpin: QSpinBox
    gameBonusLabel: QLabel
    gameBonusSpin: QSpinBox
    targetLabel: QLabel
    targetSpin: QSpinBox
    shutoutDoublesCheck: QCheckBox
    shutoutDoublesAllCheck: QCheckBox
    hollywoodCheck: QCheckBox
    ruleErrorLabel: QLabel
    rulesSpacer: QSpacerItem
    appearanceTab: QWidget
    appearanceForm: QFormLayout
    cardHeightLabel: QLabel
    cardHeightSpin: QSpinBox
    fourColourCheck: QCheckBox
    cardBackLabel: QLabel
    cardBackCombo: QComboBox
    tableColourLabel: QLabel
    tableColourButton: QPushButton
    animationSpeedLabel: QLabel
    animationSpeedCombo: QComboBox
    turnCuesCheck: QCheckBox
    highContrastCheck: QCheckBox
    lookTimingNote: QLabel
    buttonBox: QDialogButtonBox
    def setupUi(self, SettingsDialog: QDialog) -> None: ...
    def retranslateUi(self, SettingsDialog: QDialog) -> None: ...
