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
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QStandardPaths

__all__ = ["AppPaths", "in_documents"]

SAVE_NAME = "match.json"
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
            location = str(Path(QStandardPaths.writableLocation(
                QStandardPaths.StandardLocation.TempLocation)) / "ginrummy-desktop")
        return cls(Path(location))

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


def in_documents(name: str) -> str:
    """Where a file dialog first offers to save or open ``name``: the user's Documents folder
    (the home folder where there is none), never the program's working folder, which may be
    the installed program's own (read-only) folder."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if not folder:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.HomeLocation)
    return str(Path(folder) / name) if folder else name
