"""About Gin Rummy: the version, and the licences of the code, the card art and Qt."""

from __future__ import annotations

import platform
from html import escape

import PySide6
from PySide6.QtCore import QUrl, qVersion
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from ... import __version__
from ...resources import resource_path
from ..forms.ui_about_dialog import Ui_AboutDialog

__all__ = ["AboutDialog", "licences_html", "version_text"]

_ICON_HEIGHT = 96


def version_text() -> str:
    """The game's version and the versions it runs on."""
    return (
        f"Version {__version__} · Qt {qVersion()} · PySide6 {PySide6.__version__}"
        f" · Python {platform.python_version()}"
    )


def _file_link(text: str, *parts: str) -> str:
    """A link to a shipped file, or plain text where the file is not shipped."""
    try:
        url = QUrl.fromLocalFile(str(resource_path(*parts))).toString()
    except FileNotFoundError:
        return escape(text)
    return f'<a href="{escape(url)}">{escape(text)}</a>'


def licences_html() -> str:
    """The licence notes as rich text."""
    provenance = _file_link("assets/cards/PROVENANCE.md", "assets", "cards", "PROVENANCE.md")
    licence = _file_link("assets/cards/LICENSE", "assets", "cards", "LICENSE")
    texts = _file_link("licences", "licences")
    qt, pyside = qVersion(), PySide6.__version__
    return f"""
<h3>The game</h3>
<p>Gin Rummy {escape(__version__)}: the program's own code is © the Gin Rummy Desktop
authors.</p>
<h3>Card art: CC0 1.0 (public domain)</h3>
<p>The card faces are by Adrian Kennard and are dedicated to the public domain under Creative
Commons CC0 1.0 Universal. Our card backs, and our changes to the faces, are dedicated to the
public domain under CC0 too. Where the art comes from and what we changed: {provenance}; the
licence text: {licence}.</p>
<h3>Qt and Qt for Python: LGPL v3</h3>
<p>This game is built with Qt {escape(qt)} and Qt for Python (PySide6 {escape(pyside)}), which
are used under the GNU Lesser General Public License version 3
(<a href="https://www.gnu.org/licenses/lgpl-3.0.html">LGPLv3</a>). The LGPL lets you replace
the Qt and PySide6 libraries that come with the game with your own builds of them. Their source
code is available from <a href="https://code.qt.io/">code.qt.io</a> and
<a href="https://download.qt.io/">download.qt.io</a>. Qt is a trademark of The Qt Company
Ltd.</p>
<h3>The licence texts</h3>
<p>An installed game carries every licence text and notice (ours, the card art's, Qt's, Python's
and PyInstaller's) in its {texts} folder.</p>
"""


def _card_pixmap() -> QPixmap:
    """The ace of spades from the card art, or a null pixmap when it cannot be drawn."""
    try:
        path = resource_path("assets", "cards", "standard", "As.svg")
    except FileNotFoundError:
        return QPixmap()
    pixmap = QPixmap(str(path))
    return pixmap if pixmap.isNull() else pixmap.scaledToHeight(_ICON_HEIGHT)


class AboutDialog(QDialog):
    """The About box: version, licences and an About Qt button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ui = Ui_AboutDialog()
        self.ui.setupUi(self)
        self.ui.versionLabel.setText(version_text())
        self.ui.licencesBrowser.setHtml(licences_html())
        self._show_icon()
        self.ui.aboutQtButton.clicked.connect(self._about_qt)

    def _show_icon(self) -> None:
        pixmap = _card_pixmap()
        if pixmap.isNull():
            self.ui.iconLabel.hide()
        else:
            self.ui.iconLabel.setPixmap(pixmap)

    def _about_qt(self) -> None:
        QMessageBox.aboutQt(self, "About Qt")
