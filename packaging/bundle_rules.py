"""What the bundle carries and leaves out: the rules ``ginrummy.spec`` trims PyInstaller's lists
with, and the game's own files it adds (:func:`game_files`).

PyInstaller's analysis lists every file of the bundle as a TOC entry ``(destination, source,
kind)`` in ``a.binaries`` and ``a.datas``. The bulk comes from PySide6, which lays its files out
differently on each system:

* Qt libraries: ``PySide6/Qt/lib/libQt6Gui.so.6`` (Linux), ``PySide6/Qt6Gui.dll`` (Windows),
  ``PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui`` (macOS);
* plug-ins: ``PySide6/Qt/plugins/imageformats/libqjpeg.so`` (Linux),
  ``PySide6/plugins/imageformats/qjpeg.dll`` (Windows),
  ``PySide6/Qt/plugins/imageformats/libqjpeg.dylib`` (macOS);
* translations: ``PySide6/Qt/translations/`` (Linux, macOS), ``PySide6/translations/`` (Windows);

and a source is a path of the build machine (``C:\\...\\site-packages\\PySide6\\...`` on
Windows). So every rule sees paths with forward slashes, the ``Qt/`` level there or not, a
``lib`` prefix or not, any library suffix, case ignored; it drops an entry when its destination
or its source matches.

What is left out, on every system: Qt's translations but ``qtbase_<code>.qm`` of the game's
languages (the ``languages`` the spec passes: the codes of ``LANGUAGES`` in
``ginrummy_desktop/app/shell/translation.py``, which loads that file for the standard buttons
and dialogs; English needs none, Qt's texts are English; Qt's other catalogs, ``qt_``,
``qtmultimedia_``, ``qt_help_``, hold nothing the game shows, and all of them in every language
are 17 MB), every image-format plug-in but SVG (the card art and the About box), the
input-method plug-in of Qt's virtual keyboard (it pulls in Qt Quick), the platform plug-ins for
Wayland, EGLFS, the framebuffer, VNC and Direct2D (the game uses xcb, Windows' own, Cocoa, and
offscreen for the self-test), the GTK3 platform theme, the TLS, network-information and
generic-input plug-ins, the Qt libraries of modules the game does not use (Quick, QML, the
virtual keyboard, PDF, Wayland, EGLFS; Network stays: a second start wakes the first copy by a
local socket, ``app/shell/single_instance.py``), Windows' 20 MB software OpenGL, and
QtMultimedia's media back-end plug-ins with the FFmpeg libraries they bring (the sounds need
only ``QSoundEffect``, in the Qt6Multimedia library). Then a plug-in whose Qt library is not in
the bundle (its module was left out, or the wheel never had it) goes too, as it could not load;
on Linux, the libraries nothing kept needs any more, and the system's own libraries (see
:func:`is_system_library`); last, symbolic links whose target is gone.

The game's own files (:func:`game_files`) are those of ``ui/`` it reads: the Designer forms, the
rules page in each shipped language (``rules.html`` in English, ``rules_<code>.html``) and the
compiled translations (``ginrummy_<code>.qm``, the English base ``ginrummy_en.qm`` among them),
not the ``.ts`` sources they are compiled from. Every installer carries every shipped language:
a file missing stops the build (:class:`MissingLanguageFilesError`).

Standard library only: the spec imports it inside PyInstaller, and the tests feed it the entries
of each system.
"""

from __future__ import annotations

import os
import posixpath
import re
from collections.abc import Callable, Collection, Iterable, Sequence
from pathlib import Path

__all__ = [
    "DROP",
    "ENGLISH",
    "Entry",
    "ImportsOf",
    "MissingLanguageFilesError",
    "game_files",
    "is_dropped",
    "is_system_library",
    "orphaned_plugins",
    "slim",
]

Entry = tuple[str, str, str]
"""A PyInstaller TOC entry: destination in the bundle, source on the build machine, kind."""
ImportsOf = Callable[[str], Iterable[str]]
"""The names of the libraries a binary (its source path) links (PyInstaller's bindepend)."""

_PYSIDE = r"(^|/)PySide6/"
_QT = r"(Qt/)?"  # Linux and macOS keep Qt's files under PySide6/Qt/, Windows directly in PySide6/
_NAME_END = r"[^/]*$"
UNUSED_QT_MODULES = ("Quick", "Qml", "VirtualKeyboard", "Pdf", "Wayland", "EglFS")
"""Qt modules the game never loads, whose libraries some of PySide6's plug-ins bring in."""


def _plugin(folder: str, name: str = "") -> str:
    """A plug-in of ``folder`` whose file name (without ``lib``) starts with ``name``; any
    plug-in of the folder when ``name`` is empty."""
    return f"{_PYSIDE}{_QT}plugins/{folder}/(lib)?{name}{_NAME_END}"


ENGLISH = "en"
"""The code of the game's source language: its translation is the base of every other, its rules
page ``rules.html``, and Qt's own texts need no translation into it."""
_QT_TRANSLATION = re.compile(f"{_PYSIDE}{_QT}translations/(?P<name>[^/]+)$", re.IGNORECASE)

DROP: tuple[str, ...] = (
    _plugin("platforminputcontexts", "qtvirtualkeyboard"),
    f"{_PYSIDE}{_QT}plugins/imageformats/(?!(lib)?qsvg[.])[^/]+$",
    _plugin("platforms", "q(wayland|eglfs|linuxfb|vnc|vkkhrdisplay|minimalegl|direct2d)"),
    _plugin("platformthemes", "qgtk3"),
    _plugin("(tls|networkinformation|egldeviceintegrations|generic)"),
    f"{_PYSIDE}{_QT}plugins/wayland-",
    # the libraries: libQt6Quick.so.6 (Linux), Qt6Quick.dll (Windows), QtQuick.framework (macOS)
    f"{_PYSIDE}{_QT}(lib/)?(lib)?Qt6?({'|'.join(UNUSED_QT_MODULES)})[^/]*"
    r"(\.so[.0-9]*|\.dll|\.dylib|\.framework/.*)$",
    r"(^|/)opengl32sw\.dll$",  # Windows: 20 MB software OpenGL; the table is drawn without GL
    # QtMultimedia's media back ends and the FFmpeg they carry (about 25 MB): the game's sounds
    # play through QSoundEffect, which needs only the Qt6Multimedia library itself
    _plugin("multimedia"),
    r"(^|/)(lib)?(avcodec|avformat|avutil|avdevice|avfilter|swresample|swscale)([-.][^/]*)?$",
    r"(^|/)(lib)?Qt6FFmpegStub[^/]*$",
)
"""The patterns of the entries left out (see the module docstring)."""
_DROP = tuple(re.compile(pattern, re.IGNORECASE) for pattern in DROP)

# Linux: libraries from the system's library folders are left to the system (the .deb's
# Depends name their packages), except the small xcb helper libraries Qt's xcb plug-in needs,
# which a desktop does not always have (xcb-cursor0 is missing from a stock Ubuntu 22.04).
SYSTEM_DIRS = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/")
BUNDLED_SYSTEM_LIBS = re.compile(
    r"^lib(xcb-(cursor|icccm|image|keysyms|render-util|util)\.so|xkbcommon-x11\.so)"
)
_QT_LIBRARY = re.compile(r"^(lib)?Qt6[A-Za-z0-9]+(\.so\.6|\.dll)$|^Qt[A-Za-z0-9]+$")
"""A Qt library as a binary names it: libQt6Gui.so.6, Qt6Gui.dll, or QtGui (in a framework)."""


def slash(path: str) -> str:
    """``path`` with forward slashes (a Windows path's backslashes turned round)."""
    return str(path).replace("\\", "/")


def _basename(path: str) -> str:
    return posixpath.basename(slash(path))


def qt_translations(languages: Iterable[str]) -> frozenset[str]:
    """The file names (in lower case) of Qt's translations the bundle carries for the language
    codes ``languages``: ``qtbase_<code>.qm`` of each but English."""
    return frozenset(f"qtbase_{code}.qm".lower() for code in languages if code != ENGLISH)


def _unwanted_qt_translation(name: str, kept: frozenset[str]) -> bool:
    found = _QT_TRANSLATION.search(name)
    return found is not None and found["name"].lower() not in kept


def is_dropped(entry: Entry, languages: Collection[str] = ()) -> bool:
    """Whether a rule of :data:`DROP` leaves ``entry`` out (its destination or its source), or
    it is one of Qt's translations the game's ``languages`` (codes: "de", "pt_BR") do not
    need; with no languages, all of Qt's translations go."""
    dest, src, _kind = entry
    names = (slash(dest), slash(src))
    kept = qt_translations(languages)
    return any(pattern.search(name) for pattern in _DROP for name in names) or any(
        _unwanted_qt_translation(name, kept) for name in names)


def is_system_library(entry: Entry, system: str,
                      realpath: Callable[[str], str] = os.path.realpath) -> bool:
    """Linux only: a library copied from the system's library folders, left to the system."""
    dest, src, kind = entry
    if not system.startswith("linux") or kind != "BINARY":
        return False
    real = realpath(src)
    from_system = any(real.startswith(d) or src.startswith(d) for d in SYSTEM_DIRS)
    return from_system and not BUNDLED_SYSTEM_LIBS.match(_basename(dest))


def is_plugin(entry: Entry) -> bool:
    """A Qt plug-in (a binary under ``plugins/``)."""
    return "/plugins/" in slash(entry[0]) and entry[2] == "BINARY"


def qt_library(name: str) -> str | None:
    """The file name of the Qt library ``name`` names (a linked name such as
    ``@rpath/QtGui.framework/Versions/A/QtGui`` or ``Qt6Gui.dll``); None for any other."""
    base = _basename(name)
    return base if _QT_LIBRARY.match(base) else None


def orphaned_plugins(binaries: Sequence[Entry], imports_of: ImportsOf,
                     datas: Sequence[Entry] = ()) -> set[str]:
    """Destinations of the plug-ins that link a Qt library the bundle does not hold (among
    its binaries, or its data files and links): they could not load (their module was left
    out, or the wheel never had the library)."""
    present = {_basename(entry[0]).lower() for entry in (*binaries, *datas)}
    orphans = set()
    for entry in binaries:
        if not is_plugin(entry):
            continue
        wanted = {qt_library(name) for name in imports_of(entry[1])} - {None}
        if any(name.lower() not in present for name in wanted if name is not None):
            orphans.add(entry[0])
    return orphans


def _is_root(entry: Entry) -> bool:
    """What the program loads itself: Python extensions, Qt plug-ins, libpython."""
    dest, _src, kind = entry
    return kind == "EXTENSION" or "/plugins/" in slash(dest) or _basename(dest).startswith(
        "libpython")


def needed_closure(binaries: Sequence[Entry], imports_of: ImportsOf) -> set[str]:
    """Destinations of the binaries the roots need, directly or not (on Linux ``ldd`` lists
    the whole chain)."""
    by_name: dict[str, list[str]] = {}
    for entry in binaries:
        by_name.setdefault(_basename(entry[0]), []).append(entry[0])
    keep = set()
    for entry in binaries:
        if not _is_root(entry):
            continue
        keep.add(entry[0])
        for name in imports_of(entry[1]):
            keep.update(by_name.get(_basename(name), ()))
    return keep


def _without_dangling_links(
    binaries: list[Entry], datas: list[Entry]
) -> tuple[list[Entry], list[Entry]]:
    present = {slash(e[0]) for e in binaries} | {slash(e[0]) for e in datas}

    def dangling(entry: Entry) -> bool:
        dest, target, kind = entry
        if kind != "SYMLINK":
            return False
        resolved = posixpath.normpath(posixpath.join(posixpath.dirname(slash(dest)),
                                                     slash(target)))
        return resolved not in present

    return [e for e in binaries if not dangling(e)], [e for e in datas if not dangling(e)]


def slim(binaries: Iterable[Entry], datas: Iterable[Entry], system: str,
         imports_of: ImportsOf, *, languages: Collection[str]) -> tuple[list[Entry], list[Entry]]:
    """The bundle's binaries and data files without what it leaves out, for ``system``
    (``sys.platform``: linux, win32, darwin) and the game's ``languages`` (their codes, English
    too); see the module docstring for the order."""
    kept_binaries = [e for e in binaries
                     if not is_dropped(e, languages) and not is_system_library(e, system)]
    kept_datas = [e for e in datas if not is_dropped(e, languages)]
    orphans = orphaned_plugins(kept_binaries, imports_of, kept_datas)
    kept_binaries = [e for e in kept_binaries if e[0] not in orphans]
    if system.startswith("linux"):  # the libraries only the dropped plug-ins needed
        needed = needed_closure(kept_binaries, imports_of)
        kept_binaries = [e for e in kept_binaries if e[2] != "BINARY" or e[0] in needed]
    return _without_dangling_links(kept_binaries, kept_datas)


class MissingLanguageFilesError(Exception):
    """A shipped language's compiled translation or rules page is not there to carry."""


def _language_files(code: str) -> tuple[str, str]:
    """The compiled translation and the rules page of the language ``code``, relative to
    ``ui/`` (``ginrummy_desktop/app/widgets/rules_dialog.py`` reads the same page names)."""
    page = "rules.html" if code == ENGLISH else f"rules_{code}.html"
    return f"translations/ginrummy_{code}.qm", page


def game_files(ui: Path, languages: Sequence[str]) -> list[tuple[str, str]]:
    """(source, destination folder) of the files of the game's ``ui`` folder the bundle
    carries: its Designer forms, and each of ``languages``' (codes, English's too) compiled
    translation and rules page; never a ``.ts`` source. ``MissingLanguageFilesError`` names every
    file of a shipped language that is not there."""
    wanted = [name for code in (ENGLISH, *languages) for name in _language_files(code)]
    wanted = list(dict.fromkeys(wanted))
    missing = [name for name in wanted if not (ui / name).is_file()]
    if missing:
        raise MissingLanguageFilesError("the bundle would lack files of shipped languages: "
                                   + ", ".join(f"ui/{name}" for name in sorted(missing)))
    forms = sorted(ui.glob("*.ui"))
    files = [*forms, *(ui / name for name in wanted)]
    return [(str(path), posixpath.join("ui", *path.relative_to(ui).parent.parts))
            for path in files]
