# Typed stub for ui_about_dialog.py, written by ginrummy_desktop.app.forms.build
# from ui/about_dialog.ui. Do not edit: run python -m ginrummy_desktop.app.forms.build

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton, QTextBrowser, QVBoxLayout


class Ui_AboutDialog:
    aboutLayout: QVBoxLayout
    headerRow: QHBoxLayout
    iconLabel: QLabel
    titleColumn: QVBoxLayout
    titleLabel: QLabel
    versionLabel: QLabel
    licenceLabel: QLabel
    summaryLabel: QLabel
    licencesBrowser: QTextBrowser
    buttonRow: QHBoxLayout
    aboutQtButton: QPushButton
    buttonBox: QDialogButtonBox
    def setupUi(self, AboutDialog: QDialog) -> None: ...
    def retranslateUi(self, AboutDialog: QDialog) -> None: ...
