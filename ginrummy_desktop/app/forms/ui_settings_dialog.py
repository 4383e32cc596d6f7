# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'settings_dialog.ui'
##
## Created by: Qt User Interface Compiler version 6.12.0
##
## WARNING! All changes made in this file will be lost when recompiling UI file!
################################################################################

from PySide6.QtCore import (QCoreApplication, QDate, QDateTime, QLocale,
    QMetaObject, QObject, QPoint, QRect,
    QSize, QTime, QUrl, Qt)
from PySide6.QtGui import (QBrush, QColor, QConicalGradient, QCursor,
    QFont, QFontDatabase, QGradient, QIcon,
    QImage, QKeySequence, QLinearGradient, QPainter,
    QPalette, QPixmap, QRadialGradient, QTransform)
from PySide6.QtWidgets import (QAbstractButton, QApplication, QCheckBox, QComboBox,
    QDialog, QDialogButtonBox, QFormLayout, QGroupBox,
    QHBoxLayout, QLabel, QPushButton, QSizePolicy,
    QSlider, QSpacerItem, QSpinBox, QTabWidget,
    QVBoxLayout, QWidget)

class Ui_SettingsDialog(object):
    def setupUi(self, SettingsDialog):
        if not SettingsDialog.objectName():
            SettingsDialog.setObjectName(u"SettingsDialog")
        SettingsDialog.resize(780, 520)
        self.dialogLayout = QVBoxLayout(SettingsDialog)
        self.dialogLayout.setObjectName(u"dialogLayout")
        self.tabs = QTabWidget(SettingsDialog)
        self.tabs.setObjectName(u"tabs")
        self.gameTab = QWidget()
        self.gameTab.setObjectName(u"gameTab")
        self.gameForm = QFormLayout(self.gameTab)
        self.gameForm.setObjectName(u"gameForm")
        self.languageLabel = QLabel(self.gameTab)
        self.languageLabel.setObjectName(u"languageLabel")

        self.gameForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.languageLabel)

        self.languageCombo = QComboBox(self.gameTab)
        self.languageCombo.setObjectName(u"languageCombo")

        self.gameForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.languageCombo)

        self.difficultyLabel = QLabel(self.gameTab)
        self.difficultyLabel.setObjectName(u"difficultyLabel")

        self.gameForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.difficultyLabel)

        self.difficultyCombo = QComboBox(self.gameTab)
        self.difficultyCombo.setObjectName(u"difficultyCombo")

        self.gameForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.difficultyCombo)

        self.difficultyDescription = QLabel(self.gameTab)
        self.difficultyDescription.setObjectName(u"difficultyDescription")
        self.difficultyDescription.setWordWrap(True)

        self.gameForm.setWidget(2, QFormLayout.ItemRole.SpanningRole, self.difficultyDescription)

        self.undoCheck = QCheckBox(self.gameTab)
        self.undoCheck.setObjectName(u"undoCheck")
#if QT_CONFIG(tooltip)
        self.undoCheck.setToolTip(u"(set by the dialog: names the Undo key)")
#endif // QT_CONFIG(tooltip)
        self.undoCheck.setText(u"(set by the dialog: names the Undo key)")

        self.gameForm.setWidget(3, QFormLayout.ItemRole.SpanningRole, self.undoCheck)

        self.hintsCheck = QCheckBox(self.gameTab)
        self.hintsCheck.setObjectName(u"hintsCheck")
#if QT_CONFIG(tooltip)
        self.hintsCheck.setToolTip(u"(set by the dialog: names the Hint key)")
#endif // QT_CONFIG(tooltip)
        self.hintsCheck.setText(u"(set by the dialog: names the Hint key)")

        self.gameForm.setWidget(4, QFormLayout.ItemRole.SpanningRole, self.hintsCheck)

        self.teachCheck = QCheckBox(self.gameTab)
        self.teachCheck.setObjectName(u"teachCheck")

        self.gameForm.setWidget(5, QFormLayout.ItemRole.SpanningRole, self.teachCheck)

        self.tipsCheck = QCheckBox(self.gameTab)
        self.tipsCheck.setObjectName(u"tipsCheck")

        self.gameForm.setWidget(6, QFormLayout.ItemRole.SpanningRole, self.tipsCheck)

        self.soundCheck = QCheckBox(self.gameTab)
        self.soundCheck.setObjectName(u"soundCheck")

        self.gameForm.setWidget(7, QFormLayout.ItemRole.SpanningRole, self.soundCheck)

        self.volumeLabel = QLabel(self.gameTab)
        self.volumeLabel.setObjectName(u"volumeLabel")

        self.gameForm.setWidget(8, QFormLayout.ItemRole.LabelRole, self.volumeLabel)

        self.volumeSlider = QSlider(self.gameTab)
        self.volumeSlider.setObjectName(u"volumeSlider")
        self.volumeSlider.setMaximum(100)
        self.volumeSlider.setSingleStep(5)
        self.volumeSlider.setPageStep(20)
        self.volumeSlider.setOrientation(Qt.Orientation.Horizontal)

        self.gameForm.setWidget(8, QFormLayout.ItemRole.FieldRole, self.volumeSlider)

        self.soundNote = QLabel(self.gameTab)
        self.soundNote.setObjectName(u"soundNote")
        self.soundNote.setWordWrap(True)

        self.gameForm.setWidget(9, QFormLayout.ItemRole.SpanningRole, self.soundNote)

        self.tabs.addTab(self.gameTab, "")
        self.rulesTab = QWidget()
        self.rulesTab.setObjectName(u"rulesTab")
        self.rulesLayout = QVBoxLayout(self.rulesTab)
        self.rulesLayout.setObjectName(u"rulesLayout")
        self.presetRow = QHBoxLayout()
        self.presetRow.setObjectName(u"presetRow")
        self.presetLabel = QLabel(self.rulesTab)
        self.presetLabel.setObjectName(u"presetLabel")

        self.presetRow.addWidget(self.presetLabel)

        self.presetCombo = QComboBox(self.rulesTab)
        self.presetCombo.setObjectName(u"presetCombo")

        self.presetRow.addWidget(self.presetCombo)

        self.presetDescription = QLabel(self.rulesTab)
        self.presetDescription.setObjectName(u"presetDescription")
        self.presetDescription.setWordWrap(True)
        sizePolicy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        sizePolicy.setHorizontalStretch(1)
        sizePolicy.setVerticalStretch(0)
        sizePolicy.setHeightForWidth(self.presetDescription.sizePolicy().hasHeightForWidth())
        self.presetDescription.setSizePolicy(sizePolicy)

        self.presetRow.addWidget(self.presetDescription)


        self.rulesLayout.addLayout(self.presetRow)

        self.ruleGroupsRow = QHBoxLayout()
        self.ruleGroupsRow.setObjectName(u"ruleGroupsRow")
        self.playGroup = QGroupBox(self.rulesTab)
        self.playGroup.setObjectName(u"playGroup")
        self.playForm = QFormLayout(self.playGroup)
        self.playForm.setObjectName(u"playForm")
        self.knockLimitLabel = QLabel(self.playGroup)
        self.knockLimitLabel.setObjectName(u"knockLimitLabel")

        self.playForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.knockLimitLabel)

        self.knockLimitSpin = QSpinBox(self.playGroup)
        self.knockLimitSpin.setObjectName(u"knockLimitSpin")
        self.knockLimitSpin.setMinimum(0)
        self.knockLimitSpin.setMaximum(10)

        self.playForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.knockLimitSpin)

        self.oklahomaCheck = QCheckBox(self.playGroup)
        self.oklahomaCheck.setObjectName(u"oklahomaCheck")

        self.playForm.setWidget(1, QFormLayout.ItemRole.SpanningRole, self.oklahomaCheck)

        self.oklahomaAceKnockOneCheck = QCheckBox(self.playGroup)
        self.oklahomaAceKnockOneCheck.setObjectName(u"oklahomaAceKnockOneCheck")

        self.playForm.setWidget(2, QFormLayout.ItemRole.SpanningRole, self.oklahomaAceKnockOneCheck)

        self.oklahomaSpadeDoublesCheck = QCheckBox(self.playGroup)
        self.oklahomaSpadeDoublesCheck.setObjectName(u"oklahomaSpadeDoublesCheck")

        self.playForm.setWidget(3, QFormLayout.ItemRole.SpanningRole, self.oklahomaSpadeDoublesCheck)

        self.layoffsAllowedCheck = QCheckBox(self.playGroup)
        self.layoffsAllowedCheck.setObjectName(u"layoffsAllowedCheck")

        self.playForm.setWidget(4, QFormLayout.ItemRole.SpanningRole, self.layoffsAllowedCheck)

        self.runsOnlyCheck = QCheckBox(self.playGroup)
        self.runsOnlyCheck.setObjectName(u"runsOnlyCheck")

        self.playForm.setWidget(5, QFormLayout.ItemRole.SpanningRole, self.runsOnlyCheck)

        self.mayDiscardTakenCardCheck = QCheckBox(self.playGroup)
        self.mayDiscardTakenCardCheck.setObjectName(u"mayDiscardTakenCardCheck")

        self.playForm.setWidget(6, QFormLayout.ItemRole.SpanningRole, self.mayDiscardTakenCardCheck)

        self.nextDealerLabel = QLabel(self.playGroup)
        self.nextDealerLabel.setObjectName(u"nextDealerLabel")

        self.playForm.setWidget(7, QFormLayout.ItemRole.LabelRole, self.nextDealerLabel)

        self.nextDealerCombo = QComboBox(self.playGroup)
        self.nextDealerCombo.setObjectName(u"nextDealerCombo")

        self.playForm.setWidget(7, QFormLayout.ItemRole.FieldRole, self.nextDealerCombo)

        self.fiftiethCardCheck = QCheckBox(self.playGroup)
        self.fiftiethCardCheck.setObjectName(u"fiftiethCardCheck")

        self.playForm.setWidget(8, QFormLayout.ItemRole.SpanningRole, self.fiftiethCardCheck)

        self.discardDrawCapLabel = QLabel(self.playGroup)
        self.discardDrawCapLabel.setObjectName(u"discardDrawCapLabel")

        self.playForm.setWidget(9, QFormLayout.ItemRole.LabelRole, self.discardDrawCapLabel)

        self.discardDrawCapSpin = QSpinBox(self.playGroup)
        self.discardDrawCapSpin.setObjectName(u"discardDrawCapSpin")
        self.discardDrawCapSpin.setMinimum(1)
        self.discardDrawCapSpin.setMaximum(1000)

        self.playForm.setWidget(9, QFormLayout.ItemRole.FieldRole, self.discardDrawCapSpin)


        self.ruleGroupsRow.addWidget(self.playGroup)

        self.scoringGroup = QGroupBox(self.rulesTab)
        self.scoringGroup.setObjectName(u"scoringGroup")
        self.scoringForm = QFormLayout(self.scoringGroup)
        self.scoringForm.setObjectName(u"scoringForm")
        self.ginBonusLabel = QLabel(self.scoringGroup)
        self.ginBonusLabel.setObjectName(u"ginBonusLabel")

        self.scoringForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.ginBonusLabel)

        self.ginBonusSpin = QSpinBox(self.scoringGroup)
        self.ginBonusSpin.setObjectName(u"ginBonusSpin")
        self.ginBonusSpin.setMinimum(0)
        self.ginBonusSpin.setMaximum(1000)

        self.scoringForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.ginBonusSpin)

        self.bigGinCheck = QCheckBox(self.scoringGroup)
        self.bigGinCheck.setObjectName(u"bigGinCheck")

        self.scoringForm.setWidget(1, QFormLayout.ItemRole.LabelRole, self.bigGinCheck)

        self.bigGinBonusSpin = QSpinBox(self.scoringGroup)
        self.bigGinBonusSpin.setObjectName(u"bigGinBonusSpin")
        self.bigGinBonusSpin.setMinimum(0)
        self.bigGinBonusSpin.setMaximum(1000)

        self.scoringForm.setWidget(1, QFormLayout.ItemRole.FieldRole, self.bigGinBonusSpin)

        self.undercutBonusLabel = QLabel(self.scoringGroup)
        self.undercutBonusLabel.setObjectName(u"undercutBonusLabel")

        self.scoringForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.undercutBonusLabel)

        self.undercutBonusSpin = QSpinBox(self.scoringGroup)
        self.undercutBonusSpin.setObjectName(u"undercutBonusSpin")
        self.undercutBonusSpin.setMinimum(0)
        self.undercutBonusSpin.setMaximum(1000)

        self.scoringForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.undercutBonusSpin)

        self.undercutOnTiesCheck = QCheckBox(self.scoringGroup)
        self.undercutOnTiesCheck.setObjectName(u"undercutOnTiesCheck")

        self.scoringForm.setWidget(3, QFormLayout.ItemRole.SpanningRole, self.undercutOnTiesCheck)

        self.lineBonusLabel = QLabel(self.scoringGroup)
        self.lineBonusLabel.setObjectName(u"lineBonusLabel")

        self.scoringForm.setWidget(4, QFormLayout.ItemRole.LabelRole, self.lineBonusLabel)

        self.lineBonusSpin = QSpinBox(self.scoringGroup)
        self.lineBonusSpin.setObjectName(u"lineBonusSpin")
        self.lineBonusSpin.setMinimum(0)
        self.lineBonusSpin.setMaximum(1000)

        self.scoringForm.setWidget(4, QFormLayout.ItemRole.FieldRole, self.lineBonusSpin)

        self.gameBonusLabel = QLabel(self.scoringGroup)
        self.gameBonusLabel.setObjectName(u"gameBonusLabel")

        self.scoringForm.setWidget(5, QFormLayout.ItemRole.LabelRole, self.gameBonusLabel)

        self.gameBonusSpin = QSpinBox(self.scoringGroup)
        self.gameBonusSpin.setObjectName(u"gameBonusSpin")
        self.gameBonusSpin.setMinimum(0)
        self.gameBonusSpin.setMaximum(1000)

        self.scoringForm.setWidget(5, QFormLayout.ItemRole.FieldRole, self.gameBonusSpin)

        self.targetLabel = QLabel(self.scoringGroup)
        self.targetLabel.setObjectName(u"targetLabel")

        self.scoringForm.setWidget(6, QFormLayout.ItemRole.LabelRole, self.targetLabel)

        self.targetSpin = QSpinBox(self.scoringGroup)
        self.targetSpin.setObjectName(u"targetSpin")
        self.targetSpin.setSingleStep(10)
        self.targetSpin.setMinimum(1)
        self.targetSpin.setMaximum(10000)

        self.scoringForm.setWidget(6, QFormLayout.ItemRole.FieldRole, self.targetSpin)

        self.shutoutDoublesCheck = QCheckBox(self.scoringGroup)
        self.shutoutDoublesCheck.setObjectName(u"shutoutDoublesCheck")

        self.scoringForm.setWidget(7, QFormLayout.ItemRole.SpanningRole, self.shutoutDoublesCheck)

        self.shutoutDoublesAllCheck = QCheckBox(self.scoringGroup)
        self.shutoutDoublesAllCheck.setObjectName(u"shutoutDoublesAllCheck")

        self.scoringForm.setWidget(8, QFormLayout.ItemRole.SpanningRole, self.shutoutDoublesAllCheck)

        self.hollywoodCheck = QCheckBox(self.scoringGroup)
        self.hollywoodCheck.setObjectName(u"hollywoodCheck")

        self.scoringForm.setWidget(9, QFormLayout.ItemRole.SpanningRole, self.hollywoodCheck)


        self.ruleGroupsRow.addWidget(self.scoringGroup)


        self.rulesLayout.addLayout(self.ruleGroupsRow)

        self.ruleErrorLabel = QLabel(self.rulesTab)
        self.ruleErrorLabel.setObjectName(u"ruleErrorLabel")
        self.ruleErrorLabel.setStyleSheet(u"color: #b00020; font-weight: bold;")
        self.ruleErrorLabel.setWordWrap(True)

        self.rulesLayout.addWidget(self.ruleErrorLabel)

        self.rulesSpacer = QSpacerItem(20, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)

        self.rulesLayout.addItem(self.rulesSpacer)

        self.tabs.addTab(self.rulesTab, "")
        self.appearanceTab = QWidget()
        self.appearanceTab.setObjectName(u"appearanceTab")
        self.appearanceForm = QFormLayout(self.appearanceTab)
        self.appearanceForm.setObjectName(u"appearanceForm")
        self.cardHeightLabel = QLabel(self.appearanceTab)
        self.cardHeightLabel.setObjectName(u"cardHeightLabel")

        self.appearanceForm.setWidget(0, QFormLayout.ItemRole.LabelRole, self.cardHeightLabel)

        self.cardHeightSpin = QSpinBox(self.appearanceTab)
        self.cardHeightSpin.setObjectName(u"cardHeightSpin")
        self.cardHeightSpin.setSingleStep(10)
        self.cardHeightSpin.setMinimum(80)
        self.cardHeightSpin.setMaximum(300)

        self.appearanceForm.setWidget(0, QFormLayout.ItemRole.FieldRole, self.cardHeightSpin)

        self.fourColourCheck = QCheckBox(self.appearanceTab)
        self.fourColourCheck.setObjectName(u"fourColourCheck")

        self.appearanceForm.setWidget(1, QFormLayout.ItemRole.SpanningRole, self.fourColourCheck)

        self.cardBackLabel = QLabel(self.appearanceTab)
        self.cardBackLabel.setObjectName(u"cardBackLabel")

        self.appearanceForm.setWidget(2, QFormLayout.ItemRole.LabelRole, self.cardBackLabel)

        self.cardBackCombo = QComboBox(self.appearanceTab)
        self.cardBackCombo.setObjectName(u"cardBackCombo")

        self.appearanceForm.setWidget(2, QFormLayout.ItemRole.FieldRole, self.cardBackCombo)

        self.tableColourLabel = QLabel(self.appearanceTab)
        self.tableColourLabel.setObjectName(u"tableColourLabel")

        self.appearanceForm.setWidget(3, QFormLayout.ItemRole.LabelRole, self.tableColourLabel)

        self.tableColourButton = QPushButton(self.appearanceTab)
        self.tableColourButton.setObjectName(u"tableColourButton")

        self.appearanceForm.setWidget(3, QFormLayout.ItemRole.FieldRole, self.tableColourButton)

        self.animationSpeedLabel = QLabel(self.appearanceTab)
        self.animationSpeedLabel.setObjectName(u"animationSpeedLabel")

        self.appearanceForm.setWidget(4, QFormLayout.ItemRole.LabelRole, self.animationSpeedLabel)

        self.animationSpeedCombo = QComboBox(self.appearanceTab)
        self.animationSpeedCombo.setObjectName(u"animationSpeedCombo")

        self.appearanceForm.setWidget(4, QFormLayout.ItemRole.FieldRole, self.animationSpeedCombo)

        self.turnCuesCheck = QCheckBox(self.appearanceTab)
        self.turnCuesCheck.setObjectName(u"turnCuesCheck")

        self.appearanceForm.setWidget(5, QFormLayout.ItemRole.SpanningRole, self.turnCuesCheck)

        self.highContrastCheck = QCheckBox(self.appearanceTab)
        self.highContrastCheck.setObjectName(u"highContrastCheck")

        self.appearanceForm.setWidget(6, QFormLayout.ItemRole.SpanningRole, self.highContrastCheck)

        self.lookTimingNote = QLabel(self.appearanceTab)
        self.lookTimingNote.setObjectName(u"lookTimingNote")
        self.lookTimingNote.setWordWrap(True)

        self.appearanceForm.setWidget(7, QFormLayout.ItemRole.SpanningRole, self.lookTimingNote)

        self.tabs.addTab(self.appearanceTab, "")

        self.dialogLayout.addWidget(self.tabs)

        self.buttonBox = QDialogButtonBox(SettingsDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.Cancel|QDialogButtonBox.StandardButton.Ok|QDialogButtonBox.StandardButton.RestoreDefaults)

        self.dialogLayout.addWidget(self.buttonBox)

#if QT_CONFIG(shortcut)
        self.languageLabel.setBuddy(self.languageCombo)
        self.difficultyLabel.setBuddy(self.difficultyCombo)
        self.volumeLabel.setBuddy(self.volumeSlider)
        self.presetLabel.setBuddy(self.presetCombo)
        self.knockLimitLabel.setBuddy(self.knockLimitSpin)
        self.nextDealerLabel.setBuddy(self.nextDealerCombo)
        self.discardDrawCapLabel.setBuddy(self.discardDrawCapSpin)
        self.ginBonusLabel.setBuddy(self.ginBonusSpin)
        self.undercutBonusLabel.setBuddy(self.undercutBonusSpin)
        self.lineBonusLabel.setBuddy(self.lineBonusSpin)
        self.gameBonusLabel.setBuddy(self.gameBonusSpin)
        self.targetLabel.setBuddy(self.targetSpin)
        self.cardHeightLabel.setBuddy(self.cardHeightSpin)
        self.cardBackLabel.setBuddy(self.cardBackCombo)
        self.tableColourLabel.setBuddy(self.tableColourButton)
        self.animationSpeedLabel.setBuddy(self.animationSpeedCombo)
#endif // QT_CONFIG(shortcut)

        self.retranslateUi(SettingsDialog)
        self.buttonBox.accepted.connect(SettingsDialog.accept)
        self.buttonBox.rejected.connect(SettingsDialog.reject)

        self.tabs.setCurrentIndex(0)


        QMetaObject.connectSlotsByName(SettingsDialog)
    # setupUi

    def retranslateUi(self, SettingsDialog):
        SettingsDialog.setWindowTitle(QCoreApplication.translate("SettingsDialog", u"Settings", None))
        self.languageLabel.setText(QCoreApplication.translate("SettingsDialog", u"&Language:", None))
#if QT_CONFIG(tooltip)
        self.languageCombo.setToolTip(QCoreApplication.translate("SettingsDialog", u"The language the game speaks; it changes at once, without a restart", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.languageCombo.setAccessibleName(QCoreApplication.translate("SettingsDialog", u"Language", None))
#endif // QT_CONFIG(accessibility)
        self.difficultyLabel.setText(QCoreApplication.translate("SettingsDialog", u"Computer &difficulty:", None))
#if QT_CONFIG(tooltip)
        self.difficultyCombo.setToolTip(QCoreApplication.translate("SettingsDialog", u"How well the computer plays", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(tooltip)
        self.teachCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"After a move of yours that was clearly weaker than the best one, a quiet note in the move log says which move was better and why", None))
#endif // QT_CONFIG(tooltip)
        self.teachCheck.setText(QCoreApplication.translate("SettingsDialog", u"&Teach me: say when a move of mine was clearly weaker", None))
#if QT_CONFIG(tooltip)
        self.tipsCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"In the first three hands of a match, a line on the table says what you may do now and how; it switches itself off after your first match", None))
#endif // QT_CONFIG(tooltip)
        self.tipsCheck.setText(QCoreApplication.translate("SettingsDialog", u"Show a t&ip on the table in the first hands of a match", None))
#if QT_CONFIG(tooltip)
        self.soundCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"Sounds for the cards dealt, drawn and thrown, a knock, gin, a lay-off, and each hand and match won or lost", None))
#endif // QT_CONFIG(tooltip)
        self.soundCheck.setText(QCoreApplication.translate("SettingsDialog", u"Play &sounds", None))
        self.volumeLabel.setText(QCoreApplication.translate("SettingsDialog", u"&Volume:", None))
#if QT_CONFIG(tooltip)
        self.volumeSlider.setToolTip(QCoreApplication.translate("SettingsDialog", u"How loud the game's sounds are; they are never louder than your system's volume", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(accessibility)
        self.volumeSlider.setAccessibleName(QCoreApplication.translate("SettingsDialog", u"Volume", None))
#endif // QT_CONFIG(accessibility)
        self.tabs.setTabText(self.tabs.indexOf(self.gameTab), QCoreApplication.translate("SettingsDialog", u"Game", None))
        self.presetLabel.setText(QCoreApplication.translate("SettingsDialog", u"Rules &preset:", None))
#if QT_CONFIG(tooltip)
        self.presetCombo.setToolTip(QCoreApplication.translate("SettingsDialog", u"Choose a preset to fill in every rule below", None))
#endif // QT_CONFIG(tooltip)
        self.playGroup.setTitle(QCoreApplication.translate("SettingsDialog", u"Knocking and play", None))
        self.knockLimitLabel.setText(QCoreApplication.translate("SettingsDialog", u"&Knock limit:", None))
#if QT_CONFIG(tooltip)
        self.knockLimitSpin.setToolTip(QCoreApplication.translate("SettingsDialog", u"The most deadwood a player may knock with (0: gin only)", None))
#endif // QT_CONFIG(tooltip)
        self.knockLimitSpin.setSpecialValueText(QCoreApplication.translate("SettingsDialog", u"0 (gin only)", None))
#if QT_CONFIG(tooltip)
        self.oklahomaCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"Oklahoma: the first upcard's value is the knock limit of the hand (court cards 10)", None))
#endif // QT_CONFIG(tooltip)
        self.oklahomaCheck.setText(QCoreApplication.translate("SettingsDialog", u"&Oklahoma: the first upcard sets the limit", None))
#if QT_CONFIG(tooltip)
        self.oklahomaAceKnockOneCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"Oklahoma: an ace upcard means gin only, unless this allows a knock with 1", None))
#endif // QT_CONFIG(tooltip)
        self.oklahomaAceKnockOneCheck.setText(QCoreApplication.translate("SettingsDialog", u"Oklahoma: an a&ce allows a knock with 1", None))
#if QT_CONFIG(tooltip)
        self.oklahomaSpadeDoublesCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"Oklahoma: a spade as the first upcard doubles the hand's points", None))
#endif // QT_CONFIG(tooltip)
        self.oklahomaSpadeDoublesCheck.setText(QCoreApplication.translate("SettingsDialog", u"Oklahoma: a spade upcard &doubles the hand", None))
#if QT_CONFIG(tooltip)
        self.layoffsAllowedCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"The defender may lay off cards onto the knocker's melds", None))
#endif // QT_CONFIG(tooltip)
        self.layoffsAllowedCheck.setText(QCoreApplication.translate("SettingsDialog", u"&Lay-offs allowed", None))
#if QT_CONFIG(tooltip)
        self.runsOnlyCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"Only runs count as melds; groups of one rank do not", None))
#endif // QT_CONFIG(tooltip)
        self.runsOnlyCheck.setText(QCoreApplication.translate("SettingsDialog", u"R&uns only (no sets)", None))
#if QT_CONFIG(tooltip)
        self.mayDiscardTakenCardCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"A card just taken from the discard pile may be thrown straight back", None))
#endif // QT_CONFIG(tooltip)
        self.mayDiscardTakenCardCheck.setText(QCoreApplication.translate("SettingsDialog", u"May discard the card &just taken", None))
        self.nextDealerLabel.setText(QCoreApplication.translate("SettingsDialog", u"&Next dealer:", None))
#if QT_CONFIG(tooltip)
        self.nextDealerCombo.setToolTip(QCoreApplication.translate("SettingsDialog", u"Who deals the next hand (after a dead hand the same dealer deals again)", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(tooltip)
        self.fiftiethCardCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"When two cards are left in the stock (the wall), the next player may still take the last discard, but only to knock with it (the \u201c50th card\u201d rule)", None))
#endif // QT_CONFIG(tooltip)
        self.fiftiethCardCheck.setText(QCoreApplication.translate("SettingsDialog", u"At the &wall, the last discard may be taken to knock", None))
        self.discardDrawCapLabel.setText(QCoreApplication.translate("SettingsDialog", u"Hand is dead after pile pick-ups:", None))
#if QT_CONFIG(tooltip)
        self.discardDrawCapSpin.setToolTip(QCoreApplication.translate("SettingsDialog", u"A hand in which this many cards have been taken from the discard pile ends with no score after the next discard (it stops endless trading of discards)", None))
#endif // QT_CONFIG(tooltip)
        self.scoringGroup.setTitle(QCoreApplication.translate("SettingsDialog", u"Scoring", None))
        self.ginBonusLabel.setText(QCoreApplication.translate("SettingsDialog", u"&Gin bonus:", None))
#if QT_CONFIG(tooltip)
        self.ginBonusSpin.setToolTip(QCoreApplication.translate("SettingsDialog", u"Added to the defender's deadwood when a player goes gin", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(tooltip)
        self.bigGinCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"Big gin: all 11 cards melded right after drawing, declared without a discard", None))
#endif // QT_CONFIG(tooltip)
        self.bigGinCheck.setText(QCoreApplication.translate("SettingsDialog", u"&Big gin bonus:", None))
#if QT_CONFIG(tooltip)
        self.bigGinBonusSpin.setToolTip(QCoreApplication.translate("SettingsDialog", u"Added to the defender's deadwood for a big gin", None))
#endif // QT_CONFIG(tooltip)
        self.undercutBonusLabel.setText(QCoreApplication.translate("SettingsDialog", u"Undercut bonu&s:", None))
#if QT_CONFIG(tooltip)
        self.undercutBonusSpin.setToolTip(QCoreApplication.translate("SettingsDialog", u"Added to the difference when the defender undercuts", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(tooltip)
        self.undercutOnTiesCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"A defender whose deadwood equals the knocker's undercuts", None))
#endif // QT_CONFIG(tooltip)
        self.undercutOnTiesCheck.setText(QCoreApplication.translate("SettingsDialog", u"A t&ie is an undercut", None))
        self.lineBonusLabel.setText(QCoreApplication.translate("SettingsDialog", u"Line (bo&x) bonus:", None))
#if QT_CONFIG(tooltip)
        self.lineBonusSpin.setToolTip(QCoreApplication.translate("SettingsDialog", u"Added at the end of a game for every hand a player won", None))
#endif // QT_CONFIG(tooltip)
        self.gameBonusLabel.setText(QCoreApplication.translate("SettingsDialog", u"Ga&me bonus:", None))
#if QT_CONFIG(tooltip)
        self.gameBonusSpin.setToolTip(QCoreApplication.translate("SettingsDialog", u"Added to the winner's score at the end of a game", None))
#endif // QT_CONFIG(tooltip)
        self.targetLabel.setText(QCoreApplication.translate("SettingsDialog", u"&Target score:", None))
#if QT_CONFIG(tooltip)
        self.targetSpin.setToolTip(QCoreApplication.translate("SettingsDialog", u"The first player to reach this many points wins the game", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(tooltip)
        self.shutoutDoublesCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"If the loser won no hand, the winner's hand points and game bonus are doubled", None))
#endif // QT_CONFIG(tooltip)
        self.shutoutDoublesCheck.setText(QCoreApplication.translate("SettingsDialog", u"Shutout doubles the &winner's points", None))
#if QT_CONFIG(tooltip)
        self.shutoutDoublesAllCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"A shutout doubles the winner's whole total, line bonuses included", None))
#endif // QT_CONFIG(tooltip)
        self.shutoutDoublesAllCheck.setText(QCoreApplication.translate("SettingsDialog", u"Shutout doubles &everything", None))
#if QT_CONFIG(tooltip)
        self.hollywoodCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"Hollywood scoring: three games (columns) are kept at once, each to the target", None))
#endif // QT_CONFIG(tooltip)
        self.hollywoodCheck.setText(QCoreApplication.translate("SettingsDialog", u"&Hollywood: three games at once", None))
        self.tabs.setTabText(self.tabs.indexOf(self.rulesTab), QCoreApplication.translate("SettingsDialog", u"Rules", None))
        self.cardHeightLabel.setText(QCoreApplication.translate("SettingsDialog", u"Card &size:", None))
#if QT_CONFIG(tooltip)
        self.cardHeightSpin.setToolTip(QCoreApplication.translate("SettingsDialog", u"The height of a card on the table, in pixels", None))
#endif // QT_CONFIG(tooltip)
        self.cardHeightSpin.setSuffix(QCoreApplication.translate("SettingsDialog", u" px", None))
#if QT_CONFIG(tooltip)
        self.fourColourCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"Give each suit its own colour", None))
#endif // QT_CONFIG(tooltip)
        self.fourColourCheck.setText(QCoreApplication.translate("SettingsDialog", u"&Four-colour deck (clubs green, diamonds blue)", None))
        self.cardBackLabel.setText(QCoreApplication.translate("SettingsDialog", u"Card &back:", None))
#if QT_CONFIG(tooltip)
        self.cardBackCombo.setToolTip(QCoreApplication.translate("SettingsDialog", u"The picture on the back of the cards", None))
#endif // QT_CONFIG(tooltip)
        self.tableColourLabel.setText(QCoreApplication.translate("SettingsDialog", u"&Table colour:", None))
#if QT_CONFIG(tooltip)
        self.tableColourButton.setToolTip(QCoreApplication.translate("SettingsDialog", u"Choose the colour of the table's felt", None))
#endif // QT_CONFIG(tooltip)
        self.animationSpeedLabel.setText(QCoreApplication.translate("SettingsDialog", u"&Animation speed:", None))
#if QT_CONFIG(tooltip)
        self.animationSpeedCombo.setToolTip(QCoreApplication.translate("SettingsDialog", u"How fast the cards move on the table", None))
#endif // QT_CONFIG(tooltip)
#if QT_CONFIG(tooltip)
        self.turnCuesCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"When it is your turn, the stock and the pile you may draw from, or your hand when you must discard, glow softly", None))
#endif // QT_CONFIG(tooltip)
        self.turnCuesCheck.setText(QCoreApplication.translate("SettingsDialog", u"Show &where to play on your turn", None))
#if QT_CONFIG(tooltip)
        self.highContrastCheck.setToolTip(QCoreApplication.translate("SettingsDialog", u"A plain, almost black table instead of the felt colour, cards outlined in black, a thick yellow ring around the selected card and where to play, white captions, and the panel in black and white", None))
#endif // QT_CONFIG(tooltip)
        self.highContrastCheck.setText(QCoreApplication.translate("SettingsDialog", u"&High-contrast table", None))
        self.lookTimingNote.setText(QCoreApplication.translate("SettingsDialog", u"The card size, the deck, the card back, the table colour and the animation speed change with the next hand; the turn cues and high contrast change at once.", None))
        self.tabs.setTabText(self.tabs.indexOf(self.appearanceTab), QCoreApplication.translate("SettingsDialog", u"Appearance", None))
    # retranslateUi

