"""The settings file: its names, where QSettings keeps it, and the check it passes before
QSettings reads it.

Set the organisation and application names (:func:`apply_application_names`) before the first
``QSettings()``; the store always opens ``QSettings(ORGANIZATION, APPLICATION)``
(:func:`native_settings`), or the INI file it is given (:func:`settings_in_file`).

QSettings must not read just any file: it would wait for ever on a named pipe, read a file of
any size, and on the next save replace a file it could not read. Worse, it decodes some values
itself, in C++, while it reads the file and before Python sees anything: ``@Variant(...)`` and
``@DateTime(...)`` are rebuilt by ``QDataStream``, and a few bytes claiming a list of 2³¹ − 1
items make it allocate without bound and abort the whole program (``std::bad_alloc``), at every
start. The program never writes such values (its only ``@`` value is a window's
``@ByteArray(...)``, copied byte for byte), so a file holding one is not the program's own.

Hence a file that is not a regular file, is larger than :data:`MAX_SETTINGS_BYTES`, cannot be
opened for reading, or holds a value decoded by ``QDataStream`` is *moved aside*
(``<name>.unreadable-<date>``, never deleted), so nothing is lost and nothing overwrites it; the
defaults are used and the note (``store.file_note``) tells the player once. Should it not even
be movable, it is left untouched and the store works on a file of its own in the temporary
folder for this session.

Finding such a value needs care: QSettings unescapes a value before it looks at its start, and
its escapes are greedy (``\\x10040`` is ``@``: hex and octal digits run on, and only the low 16
bits count), a quote only switches a mode and the spaces after it are skipped (``"@"  Variant(``
is ``@Variant(``), an unknown escape is dropped (``@\\Zariant(``), and a backslash at a line's
end joins the next line. The check unescapes the whole file the same way, then looks for a
marker wherever a value or an item of a list could start (after an ``=``, a comma or a line's
start, and any spaces), quoted or not: a superset of what QSettings decodes, which a test
checks against QSettings itself. A text the program stores is spared: QSettings writes a text
starting with ``@`` as ``@@...``, and a marker inside a text follows some other character.

Where the settings live in the registry (Windows) or a property list (macOS) there is no file
to check here (:func:`native_settings_files` is empty), and a value of that kind put there by
hand is not caught: QSettings reads those stores one value at a time, through the system.
"""

from __future__ import annotations

import logging
import re
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from ..shell.files import NotARegularFileError, check_regular_file, move_aside, read_limited
from ..shell.paths import qt_folder

__all__ = [
    "APPLICATION",
    "MAX_SETTINGS_BYTES",
    "ORGANIZATION",
    "apply_application_names",
    "native_settings",
    "native_settings_files",
    "settings_in_file",
]

_log = logging.getLogger(__name__)

ORGANIZATION = "GinRummyDesktop"
APPLICATION = "Gin Rummy"

MAX_SETTINGS_BYTES = 256 * 1024
"""A real settings file is a few kilobytes, window places included; a larger one is not ours."""

_UNESCAPED = re.compile(
    r"\\(?:x([0-9A-Fa-f]*)|([0-7]+)|(\r\n?|\n\r?)|(.))"  # an escape: hex, octal, a line, one
    r'|"(?:[ \t]|\\(?:\r\n?|\n\r?))*',                    # a quote and the spaces it skips
    re.DOTALL)
"""What QSettings reads differently from the bytes in an INI value: one of its escapes, or an
unescaped quote with the spaces (and joined lines) after it."""

_ESCAPED_CHARACTERS = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t",
                       "v": "\v", '"': '"', "'": "'", "?": "?", "\\": "\\"}
"""The characters QSettings knows after a backslash; after any other, both are dropped."""

_MARKERS = re.compile(r"(?:^|[=,\r])\s*(@(?:Variant|DateTime)\()", re.MULTILINE)
"""The start of a value that QSettings rebuilds with ``QDataStream`` (see the module), where a
value or an item of a list may start: after the ``=``, a comma or a line's start, and spaces."""


def apply_application_names() -> None:
    """Set the organisation and application names (do this before the first ``QSettings()``)."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)


def native_settings_files() -> tuple[Path, ...]:
    """The files ``QSettings(ORGANIZATION, APPLICATION)`` reads where the settings are an INI
    file (Linux and the other Unix systems): the program's own, then the organisation's, in
    Qt's user configuration folder. None on Windows (the registry) and macOS (a property list
    the system reads)."""
    if sys.platform in ("win32", "darwin"):
        return ()
    folder = qt_folder(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.GenericConfigLocation))
    return (folder / ORGANIZATION / f"{APPLICATION}.conf", folder / f"{ORGANIZATION}.conf")


def native_settings() -> tuple[QSettings, str]:
    """``QSettings(ORGANIZATION, APPLICATION)`` once its files are checked, and the note for
    the player ("" when all was well); a session's own file when one could not be moved."""
    notes = [_checked_settings_file(path) for path in native_settings_files()]
    note = next((text for _usable, text in notes if text), "")
    if not all(usable for usable, _text in notes):
        return _session_settings(), note
    return QSettings(ORGANIZATION, APPLICATION), note


def settings_in_file(path: Path) -> tuple[QSettings, str]:
    """QSettings on the INI file at ``path`` once it is checked, and the note for the player."""
    usable, note = _checked_settings_file(path)
    if not usable:
        return _session_settings(), note
    return QSettings(str(path), QSettings.Format.IniFormat), note


def _unescaped(match: re.Match[str]) -> str:
    """What QSettings makes of one escape or quote (only the low 16 bits of a number count)."""
    hex_digits, octal_digits, line_end, character = match.groups()
    if hex_digits is not None:
        return chr(int(hex_digits[-4:], 16)) if hex_digits else ""
    if octal_digits is not None:
        return chr(int(octal_digits[-6:], 8) & 0xFFFF)
    if line_end is not None or character is None:  # a joined line; a quote and its spaces
        return ""
    return _ESCAPED_CHARACTERS.get(character, "")


def _decoded_by_datastream(data: bytes) -> str:
    """The first value start in ``data`` (an INI file's bytes) that QSettings would rebuild
    with ``QDataStream``, "" when there is none. Bytes are read one to a character: only ASCII
    makes a marker, and no UTF-8 sequence holds an ASCII byte."""
    found = _MARKERS.search(_UNESCAPED.sub(_unescaped, data.decode("latin-1")))
    return found.group(1) if found else ""


def _settings_bytes(path: Path) -> tuple[bytes, int]:
    """The bytes of the regular file at ``path`` (none when it is too large to be read) and its
    size; OSError as :func:`read_limited` raises it. Opening it is the only sure test that it
    can be read, and a file growing meanwhile is caught by the bytes read."""
    size = check_regular_file(path).st_size
    if size > MAX_SETTINGS_BYTES:
        return b"", size
    data = read_limited(path, MAX_SETTINGS_BYTES)
    return data, max(size, len(data))


def _settings_file_problem(path: Path) -> str:
    """Why QSettings must not read the file at ``path`` ("" when it may, or there is none)."""
    try:
        data, size = _settings_bytes(path)
    except FileNotFoundError:
        return ""
    except NotARegularFileError as error:
        return str(error)
    except OSError as error:
        return error.strerror or type(error).__name__
    if size > MAX_SETTINGS_BYTES:
        return QCoreApplication.translate(
            "SettingsStore", "it is {size} bytes, far more than any settings file"
        ).format(size=f"{size:,}")
    marker = _decoded_by_datastream(data)
    if marker:
        return QCoreApplication.translate(
            "SettingsStore", "it holds a value this program never writes ({marker}…)"
        ).format(marker=marker)
    return ""


def _checked_settings_file(path: Path) -> tuple[bool, str]:
    """Check the settings file at ``path`` before QSettings reads it; a file it must not read
    is moved aside. Whether QSettings may use ``path`` now, and the note for the player ("" when
    all was well). A file that cannot be moved aside is left untouched (False)."""
    problem = _settings_file_problem(path)
    if not problem:
        return True, ""
    kept = move_aside(path)
    _log.warning("the settings file %s cannot be used (%s); kept as %s", path, problem, kept)
    if kept is None:
        return False, QCoreApplication.translate(
            "SettingsStore",
            "Your settings could not be read ({problem}); the defaults are used for this "
            "session, and the settings file is left as it was.",
        ).format(problem=problem)
    return True, QCoreApplication.translate(
        "SettingsStore",
        "Your settings could not be read ({problem}); the defaults are used. The file was kept "
        "as “{kept}”.",
    ).format(problem=problem, kept=kept.name)


def _session_settings() -> QSettings:
    """Settings for this session only, in a file of their own in the temporary folder: what
    the store uses when the player's settings file can neither be read nor moved aside."""
    folder = Path(tempfile.mkdtemp(prefix="ginrummy-settings-"))
    return QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
