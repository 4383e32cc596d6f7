"""The ``.deb``'s ``/usr/share/doc/ginrummy/copyright``, in Debian's machine-readable format.

    https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/  (DEP-5)

:func:`copyright_file` writes it from the bundle: one ``Files`` paragraph per part of the
package (the game, the executable PyInstaller made, Python, Qt and Qt for Python, the card art,
the icon, the AppStream metainfo, the ICU and X helper libraries when the bundle has them, and
each Python library of :data:`LIBRARIES` it carries),
whose patterns are the installed paths relative to ``/`` (the last paragraph a path matches
gives its licence), then one standalone ``License`` paragraph per licence those name, in the
order they are first named. The game's licence is the SPDX expression from ``pyproject.toml``
(``release.licence_expression()``), spelled the Debian way (``GPL-3.0-or-later`` is ``GPL-3+``).
The GNU licences, Apache 2.0 and CC0 1.0 point at ``/usr/share/common-licenses``; the PSF
licence's text is taken from the bundle's own ``licences/PYTHON-PSF.txt``.

:data:`LIBRARIES` are the Python libraries the bundle carries beside PySide6 (PyNaCl with
libsodium, cffi's run-time module, python-zeroconf, ifaddr). The spec collects each as files of
its own under ``_internal/`` (compiled modules and bytecode, none in the executable's archive),
so each has its own ``Files`` paragraph, and a build of one's own can replace it (the LGPL's
point, for zeroconf); :func:`library_licence_texts` reads their licence files from the installed
distributions (the versions bundled) for the bundle's ``licences`` folder, each headed with the
version and where its source is.

:func:`problems` reads such a file back (for ``release.py check-deb`` and the tests) and names
what is wrong: the format line, a ``Files`` paragraph without ``Copyright`` or ``License``, a
licence named without a ``License`` paragraph or a ``License`` paragraph nothing names, a
pattern that matches no file of the unpacked package.

Standard library only.
"""

from __future__ import annotations

import fnmatch
import importlib.metadata
import re
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "FORMAT",
    "LIBRARIES",
    "CopyrightFileError",
    "FilesParagraph",
    "Holders",
    "Library",
    "cc0_text",
    "copyright_file",
    "debian_licence_name",
    "files_paragraphs",
    "library_licence_texts",
    "licence_names",
    "licence_texts",
    "paragraphs",
    "problems",
    "psf_copyright",
    "psf_licence",
    "pyinstaller_copyright",
]

FORMAT = "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
COMMON_LICENCES = "/usr/share/common-licenses"


class CopyrightFileError(ValueError):
    """The copyright file cannot be written from what the bundle holds; the message says why."""


@dataclass(frozen=True)
class Holders:
    """The copyright holders the paragraphs name: the game's notice (without the ``©``),
    Python's (from its licence) and PyInstaller's (from its ``COPYING.txt``)."""

    game: str
    python: str
    pyinstaller: tuple[str, ...]


@dataclass(frozen=True)
class FilesParagraph:
    """One ``Files`` paragraph: installed path patterns, their copyright holders and licence."""

    files: tuple[str, ...]
    copyright: tuple[str, ...]
    licence: str
    comment: str


# ---------------------------------------------------------------------------------------------
# Licence names and texts
# ---------------------------------------------------------------------------------------------

_GNU_SPDX = re.compile(r"^(A?GPL|LGPL)-(\d)(?:\.(\d))?-(only|or-later)$")
_GNU_NAMES = {
    "GPL": "GNU General Public License",
    "LGPL": "GNU Lesser General Public License",
    "AGPL": "GNU Affero General Public License",
}


def debian_licence_name(spdx: str) -> str:
    """The DEP-5 short name of a single SPDX licence: ``GPL-3.0-or-later`` is ``GPL-3+``,
    ``LGPL-3.0-only`` is ``LGPL-3``, ``LGPL-2.1-or-later`` is ``LGPL-2.1+`` (a minor version
    other than 0 stays, as in Debian's ``common-licenses/LGPL-2.1``); other identifiers are
    spelled the same in both."""
    if " " in spdx.strip():
        raise CopyrightFileError(f"not a single SPDX licence: {spdx!r}")
    match = _GNU_SPDX.match(spdx.strip())
    if match is None:
        return spdx.strip()
    family, major, minor, kind = match.groups()
    version = major if minor in (None, "0") else f"{major}.{minor}"
    return f"{family}-{version}{'+' if kind == 'or-later' else ''}"


def _gnu_grant(
    name: str, subject: str = "This program is", pronouns: tuple[str, str] = ("it", "it")
) -> str:
    """The FSF's recommended notice for a GNU licence short name (``GPL-3+``, ``LGPL-3``,
    ``LGPL-2.1+``), about ``subject``; ``pronouns`` refer to it as subject and as object
    (``they``, ``them``)."""
    they, them = pronouns
    match = re.fullmatch(r"(A?GPL|LGPL)-(\d(?:\.\d)?)(\+?)", name)
    if match is None:
        raise CopyrightFileError(f"no GNU licence notice for {name!r}")
    family, major, later = match.groups()
    version = (
        f"either version {major} of the License, or (at your option) any later version"
        if later else f"version {major} of the License"
    )
    return (
        f"{subject} free software: you can redistribute {them} and/or modify {them} under the\n"
        f"terms of the {_GNU_NAMES[family]} as published by the Free Software\n"
        f"Foundation, {version}.\n\n"
        f"{subject} distributed in the hope that {they} will be useful, but WITHOUT ANY\n"
        "WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A\n"
        f"PARTICULAR PURPOSE. See the {_GNU_NAMES[family]} for more details.\n\n"
        f"On Debian systems, the complete text of the {_GNU_NAMES[family]}\n"
        f"version {major} can be found in {COMMON_LICENCES}/{family}-{major}."
    )


PYINSTALLER_EXCEPTION = """\
PyInstaller is licensed under the terms of the GNU General Public License as published by the
Free Software Foundation; either version 2 of the License, or (at your option) any later
version.

Bootloader Exception: In addition to the permissions in the GNU General Public License, the
authors give you unlimited permission to link or embed compiled bootloader and related files
into combinations with other programs, and to distribute those combinations without any
restriction coming from the use of those files. (The General Public License restrictions do
apply in other respects; for example, they cover modification of the files, and distribution
when not linked into a combined executable.)

On Debian systems, the complete text of the GNU General Public License version 2 can be found
in /usr/share/common-licenses/GPL-2. PyInstaller's own statement of its licence is in
/opt/ginrummy/_internal/licences/PYINSTALLER.txt."""

UNICODE_DFS_2016 = """\
Permission is hereby granted, free of charge, to any person obtaining a copy of the Unicode
data files and any associated documentation (the "Data Files") or Unicode software and any
associated documentation (the "Software") to deal in the Data Files or Software without
restriction, including without limitation the rights to use, copy, modify, merge, publish,
distribute, and/or sell copies of the Data Files or Software, and to permit persons to whom
the Data Files or Software are furnished to do so, provided that either (a) this copyright
and permission notice appear with all copies of the Data Files or Software, or (b) this
copyright and permission notice appear in associated Documentation.

THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A
PARTICULAR PURPOSE AND NONINFRINGEMENT OF THIRD PARTY RIGHTS. IN NO EVENT SHALL THE COPYRIGHT
HOLDER OR HOLDERS INCLUDED IN THIS NOTICE BE LIABLE FOR ANY CLAIM, OR ANY SPECIAL INDIRECT OR
CONSEQUENTIAL DAMAGES, OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS,
WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF OR IN
CONNECTION WITH THE USE OR PERFORMANCE OF THE DATA FILES OR SOFTWARE.

Except as contained in this notice, the name of a copyright holder shall not be used in
advertising or otherwise to promote the sale, use or other dealings in these Data Files or
Software without prior written authorization of the copyright holder."""

_MIT_GRANT = """\
Permission is hereby granted, free of charge, to any person obtaining a copy of this software
and associated documentation files (the "Software"), to deal in the Software without
restriction, including without limitation the rights to use, copy, modify, merge, publish,
distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
Software is furnished to do so, subject to the following conditions:"""

X11 = f"""\
{_MIT_GRANT}

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

Except as contained in this notice, the names of the authors or their institutions shall not
be used in advertising or otherwise to promote the sale, use or other dealings in this
Software without prior written authorization from the authors."""

MIT = f"""\
{_MIT_GRANT}

The above copyright notice and this permission notice (including the next paragraph) shall be
included in all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE."""

_WARRANTY = """\
THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE."""

EXPAT = f"""\
{_MIT_GRANT}

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

{_WARRANTY}"""
"""The MIT licence as most projects word it (ifaddr's), which Debian calls Expat."""

MIT_0 = f"""\
Permission is hereby granted, free of charge, to any person obtaining a copy of this software
and associated documentation files (the "Software"), to deal in the Software without
restriction, including without limitation the rights to use, copy, modify, merge, publish,
distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
Software is furnished to do so.

{_WARRANTY}"""
"""MIT No Attribution (cffi's)."""

ISC = """\
Permission to use, copy, modify, and/or distribute this software for any purpose with or
without fee is hereby granted, provided that the above copyright notice and this permission
notice appear in all copies.

THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH REGARD TO THIS
SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE
AUTHOR BE LIABLE FOR ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT,
NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE
OF THIS SOFTWARE."""
"""The ISC licence (libsodium's)."""


_PSF_HEADING = "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2"
_PSF_END = re.compile(r"^BEOPEN\.COM LICENSE AGREEMENT", re.MULTILINE)
_PSF_YEARS = re.compile(r"Copyright (?:\(c\)|©) (\d{4}(?:-\d{4})?) Python Software Foundation")


def psf_licence(python_licence: str) -> str:
    """The PSF License Agreement, cut from the interpreter's ``LICENSE.txt``."""
    start = python_licence.find(_PSF_HEADING)
    end = _PSF_END.search(python_licence, start + 1) if start >= 0 else None
    if start < 0 or end is None:
        raise CopyrightFileError(
            f"PYTHON-PSF.txt has no '{_PSF_HEADING}' section ending where BeOpen's begins"
        )
    return python_licence[start:end.start()].strip()


def psf_copyright(psf_text: str) -> str:
    """``2001-2024 Python Software Foundation``: the notice the PSF licence asks to keep."""
    match = _PSF_YEARS.search(psf_text)
    if match is None:
        raise CopyrightFileError("the PSF licence names no 'Copyright (c) <years> PSF'")
    return f"{match[1]} Python Software Foundation"


def cc0_text(what: str) -> str:
    """The CC0 1.0 paragraph: the waiver in a sentence, and where its legal code is."""
    return (
        f"To the extent possible under law, the authors have dedicated all copyright and\n"
        f"related and neighboring rights to {what} to the public domain worldwide, under\n"
        "the Creative Commons CC0 1.0 Universal public domain dedication. They are\n"
        "distributed without any warranty.\n\n"
        "On Debian systems, the complete text of CC0 1.0 Universal can be found in\n"
        f"{COMMON_LICENCES}/CC0-1.0; the package also carries it in\n"
        "/opt/ginrummy/_internal/licences/CARD-ART-CC0-1.0.txt."
    )


_PYINSTALLER_NOTICE = re.compile(r"copyright \(c\) (\d{4}(?:-\d{4})?),?\s+([^\n]+)", re.IGNORECASE)


def pyinstaller_copyright(pyinstaller_licence: str) -> tuple[str, ...]:
    """The copyright notices at the top of PyInstaller's ``COPYING.txt``, as ``<years> <who>``."""
    head = pyinstaller_licence.split("Bootloader Exception", 1)[0]
    notices = tuple(f"{years} {who.strip()}" for years, who in _PYINSTALLER_NOTICE.findall(head))
    if not notices:
        raise CopyrightFileError("PYINSTALLER.txt names no 'Copyright (c) <years> <who>'")
    return notices


def licence_texts(game_licence: str, python_licence: str) -> dict[str, str]:
    """The text of every licence the paragraphs may name, by DEP-5 short name."""
    return {
        game_licence: _gnu_grant(game_licence),
        "GPL-2+ with Bootloader exception": PYINSTALLER_EXCEPTION,
        "Apache-2.0": (
            "Licensed under the Apache License, Version 2.0.\n\n"
            "On Debian systems, the complete text of the Apache License, Version 2.0 can be\n"
            f"found in {COMMON_LICENCES}/Apache-2.0."
        ),
        "PSF-2.0": psf_licence(python_licence),
        "LGPL-3": _gnu_grant("LGPL-3", "Qt and Qt for Python are", ("they", "them"))
        + "\nThe LGPL v3 adds its permissions to the GNU General Public License version 3:\n"
        f"{COMMON_LICENCES}/GPL-3.",
        "CC0-1.0": cc0_text("these files"),
        "Unicode-DFS-2016": UNICODE_DFS_2016,
        "X11": X11,
        "MIT": MIT,
        "Expat": EXPAT,
        "MIT-0": MIT_0,
        "ISC": ISC,
        "LGPL-2.1+": _gnu_grant("LGPL-2.1+", "python-zeroconf is"),
    }


# ---------------------------------------------------------------------------------------------
# The Python libraries beside Qt
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Library:
    """A Python library the bundle carries as files of its own under ``_internal/``."""

    distribution: str
    """Its name on PyPI (and in the installed metadata)."""
    files: tuple[str, ...]
    """Its files' patterns, relative to ``_internal/``."""
    copyright: tuple[str, ...]
    licence: str
    """Its DEP-5 licence field."""
    spdx: str
    """The licence its metadata declares (``License-Expression``, else ``License``): the tests
    compare it with the installed distribution, so an upgrade that changes it is noticed."""
    licence_files: tuple[tuple[str, str], ...]
    """(name of a licence file in its metadata folder, name in the bundle's ``licences/``)."""
    comment: str
    """The paragraph's comment; ``{licences}`` stands for the bundle's licences folder."""
    note: str = ""
    """What its licence file in the bundle says first, after the version and the source."""


LIBRARIES: tuple[Library, ...] = (
    Library(
        "PyNaCl", ("nacl/*",),
        ("2013 Donald Stufft and the other PyNaCl contributors",
         "2013-2026 Frank Denis (libsodium)"),
        "Apache-2.0 and ISC", "Apache-2.0",
        (("LICENSE", "PYNACL.txt"), ("LICENSE.libsodium.txt", "LIBSODIUM.txt")),
        "PyNaCl (Apache-2.0), with libsodium (ISC) built into nacl/_sodium: the friend's\n"
        "deal and the sealed link to a friend's program. Their texts:\n"
        "{licences}/PYNACL.txt and LIBSODIUM.txt.",
    ),
    Library(
        "cffi", ("_cffi_backend*",),
        ("Armin Rigo, Maciej Fijalkowski and the other cffi authors",), "MIT-0", "MIT-0",
        (("LICENSE", "CFFI.txt"),),
        "cffi's run-time module, which PyNaCl's binding loads. Its text:\n"
        "{licences}/CFFI.txt.",
    ),
    Library(
        "zeroconf", ("zeroconf/*",),
        ("2003 Paul Scott-Murphy", "2014 William McBrine", "2014-2021 Jakub Stasiak",
         "2020-2026 J. Nick Koston", "the other python-zeroconf authors"),
        "LGPL-2.1+", "LGPL-2.1-or-later", (("COPYING", "ZEROCONF.txt"),),
        "python-zeroconf, unmodified: games on the local network (mDNS/DNS-SD). Its modules\n"
        "are files of their own in this folder, which a build of your own can replace. Its\n"
        "version, where its source is, and the licence's text:\n{licences}/ZEROCONF.txt.",
        "Its modules are files of their own in _internal/zeroconf/ (compiled modules and\n"
        "Python bytecode), outside the executable: to use a build of your own, put its files\n"
        "there instead.",
    ),
    Library(
        "ifaddr", ("ifaddr/*",), ("2014 Stefan C. Mueller",), "Expat", "MIT",
        (("LICENSE.txt", "IFADDR.txt"),),
        "ifaddr, with which python-zeroconf lists the network interfaces. Its text:\n"
        "{licences}/IFADDR.txt.",
    ),
)
"""The Python libraries the bundle carries beside PySide6 (see the module docstring)."""


def library_licence_texts() -> dict[str, str]:
    """The bundle's licence files for :data:`LIBRARIES` (name in ``licences/``: text), read
    from the installed distributions, the versions the bundle carries: each file says the
    version and where its source is, then the library's own licence file. Raises
    :class:`CopyrightFileError` naming what is not installed or has no such file."""
    texts = {}
    for library in LIBRARIES:
        try:
            distribution = importlib.metadata.distribution(library.distribution)
        except importlib.metadata.PackageNotFoundError:
            raise CopyrightFileError(f"{library.distribution} is not installed") from None
        files = [f for f in distribution.files or () if ".dist-info/" in f.as_posix()]
        version = distribution.version
        for source, name in library.licence_files:
            found = [f for f in files if f.name == source]
            if not found:
                raise CopyrightFileError(f"{library.distribution} {version} has no {source}")
            source_url = f"https://pypi.org/project/{library.distribution}/{version}/#files"
            head = (f"{library.distribution} {version}, in this bundle unmodified from its wheel."
                    f"\nIts source: {source_url}\n" + (f"{library.note}\n" if library.note else "")
                    + f"What follows is its licence file, {source}.\n\n")
            texts[name] = head + found[0].read_text(encoding="utf-8")
    return texts


# ---------------------------------------------------------------------------------------------
# The paragraphs
# ---------------------------------------------------------------------------------------------


def files_paragraphs(
    install_dir: str, game_licence: str, holders: Holders, bundle: Path
) -> list[FilesParagraph]:
    """The ``Files`` paragraphs for a bundle installed in ``install_dir`` (``/opt/ginrummy``),
    with the patterns that match its files: a part the bundle does not have (ICU, the X helper
    libraries) is left out."""
    opt = install_dir.strip("/")
    internal = f"{opt}/_internal"
    found = {p.relative_to(bundle).as_posix() for p in bundle.rglob("*")}
    game_copyright, python_copyright = holders.game, holders.python
    parts = [
        FilesParagraph(
            ("*",), (game_copyright,), game_licence,
            "The game: its Qt Designer forms, rules pages and translations (" + internal
            + "/ui/),\nits metadata, menu entry and launcher. Its Python code is inside the"
            " executable.",
        ),
        FilesParagraph(
            (f"{opt}/ginrummy",),
            (game_copyright, *holders.pyinstaller, python_copyright,
             "The Qt Company Ltd. and other contributors"),
            f"{game_licence} and GPL-2+ with Bootloader exception and Apache-2.0 and PSF-2.0"
            " and LGPL-3",
            "The executable PyInstaller made: its bootloader and run-time modules (GPL-2+ with\n"
            "the Bootloader exception) and run-time hooks (Apache-2.0), with an archive of the\n"
            f"game's Python code ({game_licence}), the Python standard library modules it uses\n"
            "(PSF-2.0) and PySide6's Python modules (LGPL-3).",
        ),
        FilesParagraph(
            (f"{internal}/base_library.zip", f"{internal}/libpython3*",
             f"{internal}/python3*"),
            (python_copyright,), "PSF-2.0",
            "The Python interpreter and standard library. Its licence history and the earlier\n"
            "licences of Python's licence stack are in\n"
            f"/{internal}/licences/PYTHON-PSF.txt. Some standard library modules hold\n"
            "third-party code under permissive licences of their own (expat in pyexpat, HACL*\n"
            "in the hash modules): https://docs.python.org/3/license.html lists them.",
        ),
        FilesParagraph(
            (f"{internal}/PySide6/*", f"{internal}/shiboken6/*", f"{internal}/libQt6*",
             f"{internal}/libpyside6*", f"{internal}/libshiboken6*"),
            ("The Qt Company Ltd. and other contributors",), "LGPL-3",
            "Qt and Qt for Python (PySide6, shiboken6), unmodified, from the PySide6-Essentials\n"
            "and PySide6-Addons wheels. Where to get their source code, and how to use your own\n"
            f"build of them: /{internal}/licences/QT-NOTICE.txt.",
        ),
        FilesParagraph(
            (f"{internal}/PySide6/Qt/lib/libicu*", f"{internal}/libicu*"),
            ("Unicode, Inc. and others",), "Unicode-DFS-2016",
            "ICU, from the PySide6 wheel. Its data library holds only the data Qt reads for\n"
            "the game, without the word-break dictionaries, which have licences of their own.",
        ),
        FilesParagraph(
            (f"{internal}/libxcb-*",),
            ("the authors of xcb-util, xcb-util-cursor, xcb-util-image, xcb-util-keysyms,",
             "xcb-util-renderutil and xcb-util-wm"), "X11",
            "Helper libraries of Qt's xcb plug-in, copied from the build system's Debian\n"
            "packages (libxcb-cursor0 and the others), whose copyright files name each author.",
        ),
        FilesParagraph(
            (f"{internal}/libxkbcommon-x11*",),
            ("2013 Ran Benita and the other libxkbcommon authors",), "MIT",
            "libxkbcommon-x11, copied from the build system's Debian package.",
        ),
        *(FilesParagraph(tuple(f"{internal}/{pattern}" for pattern in library.files),
                         library.copyright, library.licence,
                         library.comment.format(licences=f"/{internal}/licences"))
          for library in LIBRARIES),
        FilesParagraph(
            (f"{internal}/assets/cards/*",),
            ("Adrian Kennard (the card faces)", game_copyright + " (the backs, the changes)"),
            "CC0-1.0",
            "The card art: where it comes from and what was changed is in\n"
            f"/{internal}/assets/cards/PROVENANCE.md.",
        ),
        FilesParagraph(
            (f"{internal}/assets/icons/*", "usr/share/icons/hicolor/*"),
            (game_copyright,), "CC0-1.0", "The game's icon: our own drawing.",
        ),
        FilesParagraph(
            (f"{internal}/assets/sounds/*",), (game_copyright,), "CC0-1.0",
            "The game's sounds: synthesised by the project's own script; how is in\n"
            f"/{internal}/assets/sounds/PROVENANCE.md.",
        ),
        FilesParagraph(
            ("usr/share/metainfo/*",), (game_copyright,), "CC0-1.0",
            "The AppStream metainfo (its metadata_license).",
        ),
    ]
    kept = [_present(part, opt, found) for part in parts]
    return [part for part in kept if part.files]


def _present(part: FilesParagraph, opt: str, found: set[str]) -> FilesParagraph:
    """``part`` with only the patterns inside the bundle that match one of its files (``found``,
    relative to the bundle); patterns outside the bundle (``usr/...``, the executable, ``*``)
    stay. A part left without patterns is not in the bundle."""
    inside = f"{opt}/_internal/"

    def matches(pattern: str) -> bool:
        relative = pattern.removeprefix(f"{opt}/")
        return any(fnmatch.fnmatchcase(name, relative) for name in found)

    files = tuple(p for p in part.files if not p.startswith(inside) or matches(p))
    return FilesParagraph(files, part.copyright, part.licence, part.comment)


def licence_names(field: str) -> list[str]:
    """The licences a ``License`` field's first line names: ``A and B with X exception or C``
    gives ``A``, ``B with X exception``, ``C``."""
    first = field.split("\n", 1)[0].strip()
    return [name.strip() for name in re.split(r"\s+(?:and|or)\s+|,\s*", first) if name.strip()]


def _field(name: str, value: str) -> str:
    """One DEP-5 field: continuation lines start with a space, an empty line is `` .``."""
    lines = value.split("\n")
    rest = [f" {line}" if line.strip() else " ." for line in lines[1:]]
    return "\n".join([f"{name}: {lines[0]}".rstrip(), *rest])


def _paragraph(fields: list[tuple[str, str]]) -> str:
    return "\n".join(_field(name, value) for name, value in fields if value)


def copyright_file(
    bundle: Path, install_dir: str, spdx_expression: str, copyright_notice: str,
) -> str:
    """The DEP-5 copyright file of the .deb holding ``bundle`` in ``install_dir``.

    ``spdx_expression`` is the game's licence (``pyproject.toml``), ``copyright_notice`` its
    notice (``ginrummy_desktop.COPYRIGHT``, the ``©`` is dropped for the ``Copyright`` field).
    """
    game_licence = debian_licence_name(spdx_expression)
    licences_dir = bundle / "_internal" / "licences"
    python_licence = (licences_dir / "PYTHON-PSF.txt").read_text(encoding="utf-8")
    holders = Holders(
        game=copyright_notice.removeprefix("©").strip(),
        python=psf_copyright(psf_licence(python_licence)),
        pyinstaller=pyinstaller_copyright(
            (licences_dir / "PYINSTALLER.txt").read_text(encoding="utf-8")
        ),
    )
    texts = licence_texts(game_licence, python_licence)
    files = files_paragraphs(install_dir, game_licence, holders, bundle)
    header = _paragraph([
        ("Format", FORMAT),
        ("Upstream-Name", "Gin Rummy Desktop"),
        ("License", game_licence),
        ("Comment",
         f"The game is {spdx_expression}; what it is built with has licences of its own,\n"
         "given below. Files patterns are the installed paths, relative to /. The licence\n"
         f"texts and notices are also in {install_dir}/_internal/licences/ (README.txt\n"
         "there says which is which)."),
    ])
    named: list[str] = []
    for part in files:
        named += [name for name in licence_names(part.licence) if name not in named]
    body = [
        _paragraph([
            ("Files", " ".join(part.files)),
            ("Copyright", "\n".join(part.copyright)),
            ("License", part.licence),
            ("Comment", part.comment),
        ])
        for part in files
    ]
    licences = [_paragraph([("License", f"{name}\n{texts[name]}")]) for name in named]
    return "\n\n".join([header, *body, *licences]) + "\n"


# ---------------------------------------------------------------------------------------------
# Reading one back
# ---------------------------------------------------------------------------------------------


def paragraphs(text: str) -> list[dict[str, str]]:
    """The paragraphs of a DEP-5 file as ``{field: value}``; continuation lines are joined with
    newlines, without their leading space, and `` .`` becomes an empty line."""
    found: list[dict[str, str]] = []
    for block in re.split(r"\n\s*\n", text.strip()):
        fields: dict[str, str] = {}
        name = ""
        for line in block.split("\n"):
            if line[:1] in (" ", "\t") and name:
                fields[name] += "\n" + ("" if line.strip() == "." else line[1:])
            elif ":" in line:
                name, _, value = line.partition(":")
                fields[name.strip()] = value.strip()
        if fields:
            found.append(fields)
    return found


def problems(text: str, root: Path | None = None) -> list[str]:
    """What is wrong with a DEP-5 copyright file; with ``root`` (an unpacked package), also the
    ``Files`` patterns that match none of its files. Empty when all is well."""
    found = paragraphs(text)
    if not found or found[0].get("Format") != FORMAT:
        return [f"the first paragraph's Format is not {FORMAT}"]
    issues: list[str] = []
    named: set[str] = set()
    standalone: set[str] = set()
    for para in found[1:]:
        if "Files" in para:
            for key in ("Copyright", "License"):
                if not para.get(key, "").strip():
                    issues.append(f"Files: {para['Files']!r} has no {key}")
            names = licence_names(para.get("License", ""))
            if "\n" in para.get("License", "") and len(names) == 1:
                standalone.add(names[0])  # its text is right there
            named.update(names)
        elif "License" in para:
            name, _, licence_text = para["License"].partition("\n")
            if not licence_text.strip():
                issues.append(f"License: {name} has no text")
            standalone.add(name.strip())
    issues += [f"no License paragraph for {name}" for name in sorted(named - standalone)]
    issues += [f"License paragraph {name} is not used" for name in sorted(standalone - named)]
    if root is not None:
        issues += _unmatched_patterns(found, root)
    return issues


def _unmatched_patterns(found: list[dict[str, str]], root: Path) -> list[str]:
    """``Files`` patterns that match nothing under ``root``."""
    names = [p.relative_to(root).as_posix() for p in root.rglob("*")]
    issues = []
    for para in found:
        for pattern in para.get("Files", "").split():
            if not any(fnmatch.fnmatchcase(name, pattern) for name in names):
                issues.append(f"Files pattern {pattern} matches nothing in the package")
    return issues


def third_party_notice() -> str:
    """The notices of the libraries the bundle may carry beside Qt, Python and PyInstaller (ICU;
    on Linux the xcb helper libraries and libxkbcommon-x11), for the bundle's ``licences``
    folder, so the tarball states their terms as the ``.deb``'s copyright file does."""
    parts = (
        ("ICU (the Unicode library Qt uses), copyright Unicode, Inc. and others",
         UNICODE_DFS_2016),
        ("Linux only: xcb-util, xcb-util-cursor, xcb-util-image, xcb-util-keysyms,"
         " xcb-util-renderutil and xcb-util-wm (helpers of Qt's xcb plug-in), copyright"
         " their authors", X11),
        ("Linux only: libxkbcommon-x11, copyright 2013 Ran Benita and the other libxkbcommon"
         " authors", MIT),
    )
    return "\n\n".join(f"{title}\n{'=' * min(len(title), 78)}\n\n{text.strip()}\n"
                        for title, text in parts)
