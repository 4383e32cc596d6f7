"""About Gin Rummy: the version, the game's licence, and the licences of the card art and Qt.

The game's licence is ``LICENCE_EXPRESSION`` (from ``pyproject.toml``) and its copyright notice
``COPYRIGHT``; every player-visible string goes through ``QCoreApplication.translate`` in the
``AboutDialog`` context, with ``{name}`` placeholders filled in after translation.
"""

from __future__ import annotations

import platform
from html import escape

import PySide6
from PySide6.QtCore import QCoreApplication, QUrl, qVersion
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from ... import COPYRIGHT, LICENCE_EXPRESSION, __version__
from ...resources import resource_path
from ..forms.ui_about_dialog import Ui_AboutDialog
from .window_size import fit_to_screen

__all__ = ["AboutDialog", "licence_text", "licences_html", "version_text"]

_ICON_HEIGHT = 96
_GPL_URL = "https://www.gnu.org/licenses/gpl-3.0.html"


def version_text() -> str:
    """The game's version and the versions it runs on."""
    return QCoreApplication.translate(
        "AboutDialog", "Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}"
    ).format(
        version=__version__, qt=qVersion(), pyside=PySide6.__version__,
        python=platform.python_version(),
    )


def licence_text() -> str:
    """One line under the version: the copyright notice and the game's licence."""
    return QCoreApplication.translate(
        "AboutDialog",
        "{copyright}. Free software under the GNU General Public License, version 3 or any "
        "later version ({expression}), with no warranty.",
    ).format(copyright=COPYRIGHT, expression=LICENCE_EXPRESSION)


def _file_link(text: str, *parts: str) -> str:
    """A link to a shipped file, or plain text where the file is not shipped."""
    try:
        url = QUrl.fromLocalFile(str(resource_path(*parts))).toString()
    except FileNotFoundError:
        return escape(text)
    return f'<a href="{escape(url)}">{escape(text)}</a>'


def _gpl_text_link() -> str:
    """A link to the GPL's text as shipped: ``licences/GPL-3.0.txt`` in a bundle, ``LICENSE`` in
    a source checkout; plain text where neither is there (an installed wheel)."""
    bundled = _file_link("licences/GPL-3.0.txt", "licences", "GPL-3.0.txt")
    return bundled if bundled.startswith("<a ") else _file_link("LICENSE", "LICENSE")


def _game_html() -> str:
    """The game's own licence: the GPL, version 3 or later."""
    return QCoreApplication.translate(
        "AboutDialog",
        "<h3>The game: GNU General Public License, version 3 or later</h3>"
        "<p>Gin Rummy {version} is free software: you can redistribute it and/or modify it "
        "under the terms of the GNU General Public License as published by the Free Software "
        "Foundation, either version 3 of the License, or (at your option) any later version "
        "(SPDX: {expression}). It is distributed in the hope that it will be useful, but "
        "WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS "
        "FOR A PARTICULAR PURPOSE. The licence text: {gpl} "
        '(<a href="{gpl_url}">gnu.org</a>).</p>'
        "<p>This covers the program's own code, its forms and its rules page, {copyright}. "
        "The game's icon is our own drawing and its sounds our own synthesis "
        "(assets/sounds/PROVENANCE.md), both dedicated to the public domain under CC0 1.0.</p>",
    ).format(
        version=escape(__version__), expression=escape(LICENCE_EXPRESSION),
        gpl=_gpl_text_link(), gpl_url=_GPL_URL, copyright=escape(COPYRIGHT),
    )


def _card_art_html() -> str:
    """The card art's licence: CC0 1.0, and where it comes from."""
    return QCoreApplication.translate(
        "AboutDialog",
        "<h3>Card art: CC0 1.0 (public domain)</h3>"
        "<p>The card faces are by Adrian Kennard and are dedicated to the public domain under "
        "Creative Commons CC0 1.0 Universal. Our card backs, and our changes to the faces, are "
        "dedicated to the public domain under CC0 too. Where the art comes from and what we "
        "changed: {provenance}; the licence text: {licence}.</p>",
    ).format(
        provenance=_file_link("assets/cards/PROVENANCE.md", "assets", "cards", "PROVENANCE.md"),
        licence=_file_link("assets/cards/LICENSE", "assets", "cards", "LICENSE"),
    )


def _qt_html() -> str:
    """Qt's and Qt for Python's licence, the LGPL v3, and where their source is."""
    return QCoreApplication.translate(
        "AboutDialog",
        "<h3>Qt and Qt for Python: LGPL v3</h3>"
        "<p>This game is built with Qt {qt} and Qt for Python (PySide6 {pyside}), which are "
        "used under the GNU Lesser General Public License version 3 "
        '(<a href="https://www.gnu.org/licenses/lgpl-3.0.html">LGPLv3</a>). The LGPL lets you '
        "replace the Qt and PySide6 libraries that come with the game with your own builds of "
        'them. Their source code is available from <a href="https://code.qt.io/">code.qt.io</a> '
        'and <a href="https://download.qt.io/">download.qt.io</a>. Qt is a trademark of The Qt '
        "Company Ltd.</p>",
    ).format(qt=escape(qVersion()), pyside=escape(PySide6.__version__))


def _texts_html() -> str:
    """Where an installed game keeps every licence text."""
    return QCoreApplication.translate(
        "AboutDialog",
        "<h3>The licence texts</h3>"
        "<p>An installed game carries every licence text and notice (ours, the card art's, "
        "Qt's, Python's and PyInstaller's) in its {texts} folder.</p>",
    ).format(texts=_file_link("licences", "licences"))


def licences_html() -> str:
    """The licence notes as rich text: the game's, the card art's, Qt's, where the texts are."""
    return "\n".join((_game_html(), _card_art_html(), _qt_html(), _texts_html()))


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
        fit_to_screen(self, self.size())  # the form's size, or what fits the screen
        self.ui.versionLabel.setText(version_text())
        self.ui.licenceLabel.setText(licence_text())
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
        QMessageBox.aboutQt(self, self.tr("About Qt"))
