# -*- coding: utf-8 -*-

################################################################################
## Form generated from reading UI file 'about_dialog.ui'
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
    QHBoxLayout, QLabel, QPushButton, QSizePolicy,
    QTextBrowser, QVBoxLayout, QWidget)

class Ui_AboutDialog(object):
    def setupUi(self, AboutDialog):
        if not AboutDialog.objectName():
            AboutDialog.setObjectName(u"AboutDialog")
        AboutDialog.resize(560, 500)
        self.aboutLayout = QVBoxLayout(AboutDialog)
        self.aboutLayout.setObjectName(u"aboutLayout")
        self.headerRow = QHBoxLayout()
        self.headerRow.setObjectName(u"headerRow")
        self.iconLabel = QLabel(AboutDialog)
        self.iconLabel.setObjectName(u"iconLabel")
        self.iconLabel.setAlignment(Qt.AlignmentFlag.AlignLeading|Qt.AlignmentFlag.AlignTop)

        self.headerRow.addWidget(self.iconLabel)

        self.titleColumn = QVBoxLayout()
        self.titleColumn.setObjectName(u"titleColumn")
        self.titleLabel = QLabel(AboutDialog)
        self.titleLabel.setObjectName(u"titleLabel")
        self.titleLabel.setStyleSheet(u"font-size: 18pt; font-weight: bold;")

        self.titleColumn.addWidget(self.titleLabel)

        self.versionLabel = QLabel(AboutDialog)
        self.versionLabel.setObjectName(u"versionLabel")
        self.versionLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.titleColumn.addWidget(self.versionLabel)

        self.licenceLabel = QLabel(AboutDialog)
        self.licenceLabel.setObjectName(u"licenceLabel")
        self.licenceLabel.setTextFormat(Qt.TextFormat.PlainText)
        self.licenceLabel.setWordWrap(True)
        self.licenceLabel.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.titleColumn.addWidget(self.licenceLabel)

        self.summaryLabel = QLabel(AboutDialog)
        self.summaryLabel.setObjectName(u"summaryLabel")
        self.summaryLabel.setWordWrap(True)

        self.titleColumn.addWidget(self.summaryLabel)


        self.headerRow.addLayout(self.titleColumn)


        self.aboutLayout.addLayout(self.headerRow)

        self.licencesBrowser = QTextBrowser(AboutDialog)
        self.licencesBrowser.setObjectName(u"licencesBrowser")
        self.licencesBrowser.setOpenExternalLinks(True)

        self.aboutLayout.addWidget(self.licencesBrowser)

        self.buttonRow = QHBoxLayout()
        self.buttonRow.setObjectName(u"buttonRow")
        self.aboutQtButton = QPushButton(AboutDialog)
        self.aboutQtButton.setObjectName(u"aboutQtButton")

        self.buttonRow.addWidget(self.aboutQtButton)

        self.buttonBox = QDialogButtonBox(AboutDialog)
        self.buttonBox.setObjectName(u"buttonBox")
        self.buttonBox.setStandardButtons(QDialogButtonBox.StandardButton.Close)

        self.buttonRow.addWidget(self.buttonBox)


        self.aboutLayout.addLayout(self.buttonRow)


        self.retranslateUi(AboutDialog)
        self.buttonBox.rejected.connect(AboutDialog.reject)

        QMetaObject.connectSlotsByName(AboutDialog)
    # setupUi

    def retranslateUi(self, AboutDialog):
        AboutDialog.setWindowTitle(QCoreApplication.translate("AboutDialog", u"About Gin Rummy", None))
        self.titleLabel.setText(QCoreApplication.translate("AboutDialog", u"Gin Rummy", None))
        self.summaryLabel.setText(QCoreApplication.translate("AboutDialog", u"Gin Rummy against the computer, with five levels of play and the rules of every common school.", None))
        self.aboutQtButton.setText(QCoreApplication.translate("AboutDialog", u"About &Qt", None))
    # retranslateUi

