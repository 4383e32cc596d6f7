"""Every file dialog of the program: where it starts, and the folder it remembers.

The first dialog of a kind (``FileKind`` of ``settings/store.py``: an export, an open) starts in
the user's Documents folder (the home folder where there is none: ``in_documents``), never in
the program's working folder, which may be the installed program's own, read-only one. Once
the player has chosen a file, the next dialog of the same kind starts in that file's folder,
also after a restart: the settings keep it (``SettingsStore.last_folder``). The two kinds keep
their folders apart, since exports go to one place and the matches opened come from another. A
kept folder that is gone is passed over quietly: Documents again.

The folder is kept as Qt names it (the dialog's own answer, handed back to a dialog); the file
chosen is given to Python through ``qt_folder``, which reaches the same bytes on disk
(``shell/paths.py``).

Once a dialog closes, the window that opened it is the active one again, with its focus
(``plain.back_to_asker``): the system hands the activation to the dialog's parent, which may
be the main window behind it, where the table's keys would play unseen.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QFileInfo
from PySide6.QtWidgets import QFileDialog, QWidget

from ..settings.store import FileKind, SettingsStore
from ..shell.paths import in_documents, qt_folder
from .plain import back_to_asker

__all__ = ["ask_open_path", "ask_save_path"]


def ask_save_path(parent: QWidget | None, store: SettingsStore | None, title: str, name: str,
                  file_filter: str) -> Path | None:
    """Ask where to export a file, offering ``name`` in the export folder (see the module
    docstring); None when the player cancels. Without a ``store`` nothing is remembered."""
    with back_to_asker():
        chosen, _filter = QFileDialog.getSaveFileName(
            parent, title, _start(store, FileKind.EXPORT, name), file_filter)
    return _chosen(store, FileKind.EXPORT, chosen)


def ask_open_path(parent: QWidget | None, store: SettingsStore | None, title: str,
                  file_filter: str) -> Path | None:
    """Ask which file to open, starting in the open folder (see the module docstring); None
    when the player cancels. Without a ``store`` nothing is remembered."""
    with back_to_asker():
        chosen, _filter = QFileDialog.getOpenFileName(
            parent, title, _start(store, FileKind.OPEN, ""), file_filter)
    return _chosen(store, FileKind.OPEN, chosen)


def _start(store: SettingsStore | None, kind: FileKind, name: str) -> str:
    """Where a dialog of ``kind`` starts: ``name`` in the folder kept for it, else in
    Documents (the folder itself when ``name`` is "")."""
    folder = store.last_folder(kind) if store is not None else ""
    if not folder:
        return in_documents(name)
    return str(Path(folder) / name) if name else folder


def _chosen(store: SettingsStore | None, kind: FileKind, chosen: str) -> Path | None:
    """The file the player chose (None for none), its folder kept for the next dialog."""
    if not chosen:
        return None
    if store is not None:
        store.set_last_folder(kind, QFileInfo(chosen).absolutePath())
    return qt_folder(chosen)
