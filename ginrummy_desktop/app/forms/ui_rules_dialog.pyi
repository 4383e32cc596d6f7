# Typed stub for ui_rules_dialog.py, written by ginrummy_desktop.app.forms.build
# from ui/rules_dialog.ui. Do not edit: run python -m ginrummy_desktop.app.forms.build

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTextBrowser, QVBoxLayout


class Ui_RulesDialog:
    rulesLayout: QVBoxLayout
    currentRulesLabel: QLabel
    rulesBrowser: QTextBrowser
    buttonBox: QDialogButtonBox
    def setupUi(self, RulesDialog: QDialog) -> None: ...
    def retranslateUi(self, RulesDialog: QDialog) -> None: ...
