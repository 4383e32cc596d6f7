# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'rules_dialog.ui'
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
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDialog, QDialogButtonBox,
    QLabel, QSizePolicy, QTextBrowser, QVBoxLayout,
    QWidget)

class Ui_RulesDialog(object):
    def setupUi(self, RulesDialog):
        if not RulesDialog.objectName():
            RulesDialog.setObjectName(u"RulesDialog")
        RulesDialog.resize(680, 720)
        self.rulesLayout = QVBoxLayout(RulesDialog)
        self.rulesLayout.setObjectName(u"rulesLayout")
        self.currentRulesLabel = QLabel(RulesDialog)
        self.currentRulesLabel.setObjectName(u"currentRulesLabel")
        self.currentRulesLabel.setWordWrap(True)
        self.currentRulesLabel.setTextFormat(Qt.TextFormat.RichText)

        self.rulesLayout.addWidget(self.currentRulesLabel)

        self.rulesBrowser = QTextBrowser(RulesDialog)
        self.rulesBrowser.setObjectName(u"rulesBrowser")
        self.rulesBrowser.setOpenExternalLinks(True)

        self.rulesLayout.addWidget(self.rulesBrowser)

        self.buttonBox = QDialogButtonBox(RulesDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.Close)

        self.rulesLayout.addWidget(self.buttonBox)


        self.retranslateUi(RulesDialog)
        self.buttonBox.rejected.connect(RulesDialog.reject)

        QMetaObject.connectSlotsByName(RulesDialog)
    # setupUi

    def retranslateUi(self, RulesDialog):
        RulesDialog.setWindowTitle(QCoreApplication.translate("RulesDialog", u"How to Play Gin Rummy", None))
    # retranslateUi

