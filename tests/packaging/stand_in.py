"""A stand-in for the PyInstaller bundle (``dist/ginrummy/``), small enough to pack into a .deb
in a test: the real bundle's layout, with placeholder program files that are not ELF (so it
links nothing and ``Depends`` stays empty) and its licence files.

The licence files are the ones the spec ships: the committed texts, ``LICENSE`` as
``GPL-3.0.txt``, the card art's licence, the running interpreter's own ``LICENSE.txt`` as
``PYTHON-PSF.txt`` (found as the spec finds it), and the friend's libraries' licence files
(``deb_copyright.library_licence_texts()``, from the installed distributions, as the spec
writes them). PyInstaller's ``COPYING.txt`` is only installed
with the ``build`` extra, so its stand-in holds just the lines the copyright file reads from it.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import deb_copyright

__all__ = ["PYINSTALLER_LICENCE", "python_licence", "stand_in_bundle"]

ROOT = Path(__file__).resolve().parents[2]

PYINSTALLER_LICENCE = """\
================================
 The PyInstaller licensing terms
================================

Copyright (c) 2010-2023, PyInstaller Development Team
Copyright (c) 2005-2009, Giovanni Bajo
Based on previous work under copyright (c) 2002 McMillan Enterprises, Inc.

Bootloader Exception
--------------------
"""
"""The head of PyInstaller's ``COPYING.txt`` (6.x), up to its Bootloader Exception."""

_PSF_STAND_IN = """\
PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2
--------------------------------------------

i.e., "Copyright (c) 2001-2024 Python Software Foundation; All Rights Reserved"

BEOPEN.COM LICENSE AGREEMENT FOR PYTHON 2.0
"""


def python_licence() -> str:
    """The running interpreter's ``LICENSE.txt`` (as the spec finds it), or a stand-in with its
    PSF section where the interpreter ships none (some Linux distributions' Pythons)."""
    stdlib = Path(os.__file__).resolve().parent
    for candidate in (stdlib / "LICENSE.txt", Path(sys.base_prefix) / "LICENSE.txt"):
        if candidate.is_file():
            return candidate.read_text(encoding="utf-8")
    return _PSF_STAND_IN


def _write(path: Path, text: str = "stand-in") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def _licences(folder: Path) -> None:
    """``_internal/licences/`` as the spec fills it."""
    committed = ROOT / "packaging" / "licences"
    for name in ("README.txt", "GINRUMMY.txt", "LGPL-3.0.txt"):
        shutil.copyfile(committed / name, folder / name)
    shutil.copyfile(ROOT / "LICENSE", folder / "GPL-3.0.txt")
    shutil.copyfile(ROOT / "assets" / "cards" / "LICENSE", folder / "CARD-ART-CC0-1.0.txt")
    _write(folder / "QT-NOTICE.txt", "Qt's source: https://download.qt.io/archive/qt/\n")
    _write(folder / "PYTHON-PSF.txt", python_licence())
    _write(folder / "PYINSTALLER.txt", PYINSTALLER_LICENCE)
    for name, text in deb_copyright.library_licence_texts().items():
        _write(folder / name, text)


def stand_in_bundle(folder: Path, icu: bool = True) -> Path:
    """Write a stand-in bundle into ``folder`` and return it; ``icu`` adds the ICU libraries
    (the Linux bundle has them, a bundle built with another PySide6 may not)."""
    program = folder / "ginrummy"
    _write(program, "#!/bin/sh\n")
    program.chmod(0o755)
    internal = folder / "_internal"
    for name in ("base_library.zip", "libpython3.13.so.1.0",
                 "python3.13/lib-dynload/_json.cpython-313-x86_64-linux-gnu.so",
                 "PySide6/QtCore.abi3.so", "PySide6/Qt/lib/libQt6Core.so.6",
                 "shiboken6/Shiboken.abi3.so", "ui/about_dialog.ui",
                 "assets/icons/ginrummy.svg", "nacl/_sodium.abi3.so", "nacl/bindings/__init__.pyc",
                 "_cffi_backend.cpython-313-x86_64-linux-gnu.so",
                 "zeroconf/_core.pyc", "zeroconf/_dns.cpython-313-x86_64-linux-gnu.so",
                 "ifaddr/__init__.pyc"):
        _write(internal / name)
    (internal / "libQt6Core.so.6").symlink_to("PySide6/Qt/lib/libQt6Core.so.6")
    if icu:
        _write(internal / "PySide6" / "Qt" / "lib" / "libicuuc.so.73")
    cards = internal / "assets" / "cards"
    cards.mkdir(parents=True)
    for name in ("LICENSE", "PROVENANCE.md"):
        shutil.copyfile(ROOT / "assets" / "cards" / name, cards / name)
    (internal / "licences").mkdir()
    _licences(internal / "licences")
    return folder
