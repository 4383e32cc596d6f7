"""Where the program keeps what it writes: the system's own folders, never beside the program.

``AppPaths.system()`` asks ``QStandardPaths`` for the application-data folder (on Linux
``~/.local/share/GinRummyDesktop/Gin Rummy``, on Windows ``%APPDATA%\\GinRummyDesktop\\Gin
Rummy``, on macOS ``~/Library/Application Support/GinRummyDesktop/Gin Rummy``), so an installed,
read-only program folder works and an upgrade keeps the player's match. The settings are
``QSettings``' own business (the registry, a plist or an INI file in the config folder).

Everything the program writes goes under ``data``: the autosaved match, the files moved aside
when they could not be read, and the rotated log. Tests and the self-test pass a temporary
folder instead (``AppPaths.under(folder)``), so they never touch the player's files. The
organisation and application names must be set (``settings.apply_application_names``) before
``system()`` is called.

**One folder for Qt and Python.** On Unix, Qt names files in UTF-8 whatever the locale, and
reads a home (``HOME``, the XDG variables) whose name is not UTF-8 with a replacement character
(``U+FFFD``); Python names files in the locale's encoding. So the *same* text can stand for two
different folders (``josé`` is two bytes in UTF-8, one in Latin-1), and Qt cannot name a home
whose name is not UTF-8 at all. The settings are Qt's (``QSettings``), so the folder Qt means
is the one both must use: a location from Qt becomes a Python path through the very bytes Qt
uses (:func:`qt_folder`; any code that opens a file Qt located does the same), and a Python
path handed to Qt goes back the same way (:func:`qt_file_name`). With a home whose name is not
UTF-8 both therefore use the folder Qt spells with the replacement character, beside the real
home: the settings and the match stay together, the same from one start to the next. In a
UTF-8 locale, and on Windows and macOS (where both sides use one encoding), both functions
change nothing.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QFile, QStandardPaths

__all__ = ["AppPaths", "in_documents", "qt_file_name", "qt_folder"]

SAVE_NAME = "match.json"
_ENCODINGS_MAY_DIFFER = os.name == "posix" and sys.platform != "darwin"
"""Whether Qt's and Python's file names may be different bytes (Unix but macOS: Windows names
files in UTF-16 on both sides, macOS in UTF-8 on both)."""
LOG_NAME = "ginrummy.log"


@dataclass(frozen=True, slots=True)
class AppPaths:
    """The folders of one running program (see the module docstring)."""

    data: Path

    @classmethod
    def system(cls) -> AppPaths:
        """The system's application-data folder for this program."""
        location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        if not location:  # no home folder at all: a sub-folder of the temporary folder
            temporary = QStandardPaths.writableLocation(
                QStandardPaths.StandardLocation.TempLocation)
            return cls(qt_folder(temporary) / "ginrummy-desktop")
        return cls(qt_folder(location))

    @classmethod
    def under(cls, folder: Path) -> AppPaths:
        """Paths inside ``folder`` (tests, the self-test, a portable install)."""
        return cls(Path(folder))

    @property
    def save_file(self) -> Path:
        """The autosaved match."""
        return self.data / SAVE_NAME

    @property
    def log_folder(self) -> Path:
        """The folder of the rotated log files."""
        return self.data / "logs"

    @property
    def log_file(self) -> Path:
        """The current log file."""
        return self.log_folder / LOG_NAME

    def ensure(self) -> None:
        """Create the folders (an OSError says why that was not possible)."""
        self.log_folder.mkdir(parents=True, exist_ok=True)


def qt_folder(location: str) -> Path:
    """The file or folder Qt names ``location`` (a path from ``QStandardPaths``, say), as
    Python must name it to reach the same bytes on disk (see the module docstring): the bytes
    Qt uses, decoded as Python decodes file names (undecodable bytes kept as surrogates)."""
    if not _ENCODINGS_MAY_DIFFER:
        return Path(location)
    return Path(os.fsdecode(bytes(QFile.encodeName(location).data())))


def qt_file_name(path: Path) -> str:
    """``path`` as Qt must name it to reach the same file (for ``QSaveFile``, ``QLockFile``,
    ``QSettings``): the inverse of :func:`qt_folder`."""
    if not _ENCODINGS_MAY_DIFFER:
        return str(path)
    return QFile.decodeName(os.fsencode(path))


def in_documents(name: str) -> str:
    """Where a file dialog first offers to save or open ``name``: the user's Documents folder
    (the home folder where there is none), never the program's working folder, which may be
    the installed program's own (read-only) folder."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if not folder:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation)
    return str(Path(folder) / name) if folder else name
