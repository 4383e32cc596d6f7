"""The game's licence, GPL-3.0-or-later, stated the same everywhere a user, a packager or a store
looks, each read from what is built: the wheel's metadata, the unpacked .deb (its DEP-5
copyright file, the AppStream metainfo, the licence folder), the Windows installer's licence
page, the macOS app's Info.plist and the About box. ``pyproject.toml`` is the one place the
licence is written; every check compares with it.
"""

from __future__ import annotations

import ast
import hashlib
import importlib.metadata
import plistlib
import re
import shutil
import subprocess
import sys
import tomllib
import zipfile
from email.parser import Parser
from pathlib import Path
from typing import Any

import deb_copyright
import macos_app
import pytest
import release
from PySide6.QtCore import QCoreApplication, QTranslator
from pytestqt.qtbot import QtBot
from stand_in import stand_in_bundle

import ginrummy_desktop
from ginrummy_desktop.app.widgets.about_dialog import AboutDialog, licence_text, licences_html

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
EXPRESSION = str(PROJECT["project"]["license"])
DEBIAN_NAME = deb_copyright.debian_licence_name(EXPRESSION)
GPL_3_SHA256 = "3972dc9744f6499f0f9b2dbf76696f2ae7ad8af9b23dde66d6af86c9dfb36986"
"""sha256 of https://www.gnu.org/licenses/gpl-3.0.txt (Debian's common-licenses/GPL-3 too)."""

needs_dpkg = pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb is needed")


def test_the_founders_licence_is_declared_the_pep_639_way() -> None:
    project = PROJECT["project"]
    assert project["license"] == "GPL-3.0-or-later"
    assert "LICENSE" in project["license-files"]
    assert not [c for c in project["classifiers"] if c.startswith("License ::")]
    backend = PROJECT["build-system"]["requires"]
    assert any(re.fullmatch(r"hatchling>=1\.(2[7-9]|[3-9]\d)(\.\d+)?", r) for r in backend)
    assert ginrummy_desktop.LICENCE_EXPRESSION == EXPRESSION
    assert release.licence_expression() == EXPRESSION


def test_licence_file_is_the_verbatim_gpl_v3() -> None:
    data = (ROOT / "LICENSE").read_bytes()
    assert hashlib.sha256(data).hexdigest() == GPL_3_SHA256
    common = Path("/usr/share/common-licenses/GPL-3")
    if common.is_file():
        assert data == common.read_bytes()


# ---------------------------------------------------------------------------------------------
# The wheel
# ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel, built offline from the checkout with the project's build backend."""
    out = tmp_path_factory.mktemp("wheel")
    proc = subprocess.run(
        [sys.executable, "-m", "hatchling", "build", "--target", "wheel", "--directory", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (built,) = out.glob("*.whl")
    return built


def test_the_wheel_carries_the_licence_expression_and_files(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        (metadata_name,) = [n for n in names if n.endswith(".dist-info/METADATA")]
        metadata = Parser().parsestr(archive.read(metadata_name).decode("utf-8"))
        dist_info = metadata_name.rsplit("/", 1)[0]
        licence_in_wheel = archive.read(f"{dist_info}/licenses/LICENSE")
    assert metadata["License-Expression"] == EXPRESSION
    assert metadata.get_all("License-File") == PROJECT["project"]["license-files"]
    assert not [c for c in metadata.get_all("Classifier") or [] if c.startswith("License ::")]
    assert licence_in_wheel == (ROOT / "LICENSE").read_bytes()
    assert f"{dist_info}/licenses/assets/cards/LICENSE" in names


# ---------------------------------------------------------------------------------------------
# The .deb
# ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def unpacked_deb(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """A .deb built by release.py from a stand-in bundle, and the folder it unpacks into."""
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is needed")
    work = tmp_path_factory.mktemp("deb")
    bundle = stand_in_bundle(work / "bundle")
    deb = release.build_deb(bundle, release.version(), stage=work / "stage", out_dir=work)
    root = work / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(root)], check=True, timeout=60)
    return deb, root


def _copyright(root: Path) -> str:
    return (root / "usr" / "share" / "doc" / "ginrummy" / "copyright").read_text(encoding="utf-8")


def _licence_of(paragraphs: list[dict[str, str]], installed: str) -> str:
    """The licence DEP-5 gives an installed path: the last Files paragraph that matches it."""
    matching = [
        p for p in paragraphs
        if "Files" in p and any(re.fullmatch(_glob(g), installed) for g in p["Files"].split())
    ]
    return matching[-1]["License"].split("\n", 1)[0]


def _glob(pattern: str) -> str:
    return ".*".join(re.escape(part) for part in pattern.split("*"))


@needs_dpkg
def test_the_deb_copyright_file_is_dep5_with_a_paragraph_per_part(
    unpacked_deb: tuple[Path, Path],
) -> None:
    _deb, root = unpacked_deb
    text = _copyright(root)
    assert text.startswith(f"Format: {deb_copyright.FORMAT}\n")
    assert deb_copyright.problems(text, root) == []
    paragraphs = deb_copyright.paragraphs(text)
    assert paragraphs[0]["License"] == DEBIAN_NAME == "GPL-3+"
    internal = "opt/ginrummy/_internal"
    expected = {
        f"{internal}/ui/about_dialog.ui": DEBIAN_NAME,  # the game
        "usr/share/applications/io.github.ginrummydesktop.GinRummy.desktop": DEBIAN_NAME,
        f"{internal}/assets/cards/PROVENANCE.md": "CC0-1.0",  # the card art
        f"{internal}/assets/icons/ginrummy.svg": "CC0-1.0",  # the icon
        "usr/share/icons/hicolor/48x48/apps/io.github.ginrummydesktop.GinRummy.png": "CC0-1.0",
        "usr/share/metainfo/io.github.ginrummydesktop.GinRummy.metainfo.xml": "CC0-1.0",
        f"{internal}/PySide6/Qt/lib/libQt6Core.so.6": "LGPL-3",  # Qt
        f"{internal}/shiboken6/Shiboken.abi3.so": "LGPL-3",
        f"{internal}/PySide6/Qt/lib/libicuuc.so.73": "Unicode-DFS-2016",
        f"{internal}/base_library.zip": "PSF-2.0",  # Python
        f"{internal}/libpython3.13.so.1.0": "PSF-2.0",
        f"{internal}/nacl/_sodium.abi3.so": "Apache-2.0 and ISC",  # the friend's libraries
        f"{internal}/_cffi_backend.cpython-313-x86_64-linux-gnu.so": "MIT-0",
        f"{internal}/zeroconf/_core.pyc": "LGPL-2.1+",
        f"{internal}/ifaddr/__init__.pyc": "Expat",
    }
    for installed, licence in expected.items():
        assert _licence_of(paragraphs, installed) == licence, installed
    executable = _licence_of(paragraphs, "opt/ginrummy/ginrummy")  # PyInstaller's bootloader
    assert deb_copyright.licence_names(executable) == [
        DEBIAN_NAME, "GPL-2+ with Bootloader exception", "Apache-2.0", "PSF-2.0", "LGPL-3",
    ]


@needs_dpkg
def test_the_deb_licence_paragraphs_point_at_debian_texts_or_hold_them(
    unpacked_deb: tuple[Path, Path],
) -> None:
    _deb, root = unpacked_deb
    standalone = {
        p["License"].split("\n", 1)[0]: p["License"]
        for p in deb_copyright.paragraphs(_copyright(root))[1:] if "Files" not in p
    }
    assert "either version 3 of the License, or (at your option) any later version" in (
        standalone[DEBIAN_NAME]
    )
    for name, common in (("GPL-3+", "GPL-3"), ("LGPL-3", "LGPL-3"), ("CC0-1.0", "CC0-1.0"),
                         ("GPL-2+ with Bootloader exception", "GPL-2"),
                         ("Apache-2.0", "Apache-2.0"), ("LGPL-2.1+", "LGPL-2.1")):
        assert f"/usr/share/common-licenses/{common}" in standalone[name], name
    assert "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2" in standalone["PSF-2.0"]
    assert "Bootloader Exception" in standalone["GPL-2+ with Bootloader exception"]
    assert "GNU GENERAL PUBLIC LICENSE" not in _copyright(root)  # no full GPL text (lintian)


@needs_dpkg
def test_the_deb_metainfo_and_licence_folder_state_the_licence(
    unpacked_deb: tuple[Path, Path],
) -> None:
    _deb, root = unpacked_deb
    meta = (root / "usr/share/metainfo/io.github.ginrummydesktop.GinRummy.metainfo.xml")
    text = meta.read_text(encoding="utf-8")
    assert re.findall(r"<project_license>(.*?)</project_license>", text) == [EXPRESSION]
    assert re.findall(r"<metadata_license>(.*?)</metadata_license>", text) == ["CC0-1.0"]
    licences = root / "opt/ginrummy/_internal/licences"
    assert f"SPDX-License-Identifier: {EXPRESSION}\n" in (licences / "GINRUMMY.txt").read_text(
        encoding="utf-8"
    )
    assert (licences / "GPL-3.0.txt").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert EXPRESSION in (licences / "README.txt").read_text(encoding="utf-8")
    assert release.licence_problems(root) == []


@needs_dpkg
def test_the_package_check_names_every_licence_mismatch(
    unpacked_deb: tuple[Path, Path], tmp_path: Path,
) -> None:
    _deb, unpacked = unpacked_deb
    root = tmp_path / "root"
    shutil.copytree(unpacked, root, symlinks=True)
    copyright_path = root / "usr/share/doc/ginrummy/copyright"
    text = copyright_path.read_text(encoding="utf-8")
    copyright_path.write_text(
        text.replace(f"License: {DEBIAN_NAME}\n", "License: GPL-2+\n", 1), encoding="utf-8"
    )
    meta = root / "usr/share/metainfo/io.github.ginrummydesktop.GinRummy.metainfo.xml"
    meta.write_text(meta.read_text(encoding="utf-8").replace(EXPRESSION, "MIT"), encoding="utf-8")
    ours = root / "opt/ginrummy/_internal/licences/GINRUMMY.txt"
    ours.write_text("Gin Rummy Desktop\nSPDX-License-Identifier: MIT\n", encoding="utf-8")
    problems = release.licence_problems(root)
    assert f"the copyright file's header does not give License: {DEBIAN_NAME}" in problems
    assert "copyright: License paragraph GPL-3+ is not used" not in problems  # Files: * uses it
    assert f"the metainfo's project_license is not {EXPRESSION}" in problems
    assert f"GINRUMMY.txt does not give SPDX-License-Identifier: {EXPRESSION}" in problems


def test_the_dep5_reader_names_what_is_wrong(tmp_path: Path) -> None:
    (tmp_path / "opt").mkdir()
    (tmp_path / "opt" / "game").write_text("", encoding="utf-8")
    good = (
        f"Format: {deb_copyright.FORMAT}\n\n"
        "Files: *\nCopyright: 2026 us\nLicense: GPL-3+\n\n"
        "Files: opt/game\nCopyright: 2026 us\nLicense: GPL-3+ and PSF-2.0\n\n"
        "License: GPL-3+\n See /usr/share/common-licenses/GPL-3.\n\n"
        "License: PSF-2.0\n The PSF licence.\n"
    )
    assert deb_copyright.problems(good, tmp_path) == []
    no_psf = good.replace("License: PSF-2.0\n The PSF licence.\n", "")
    assert deb_copyright.problems(no_psf) == ["no License paragraph for PSF-2.0"]
    unused = good + "\nLicense: MIT\n Permission is hereby granted.\n"
    assert deb_copyright.problems(unused) == ["License paragraph MIT is not used"]
    textless = good.replace(" The PSF licence.\n", "")
    assert deb_copyright.problems(textless) == ["License: PSF-2.0 has no text"]
    elsewhere = good.replace("Files: opt/game", "Files: opt/gone")
    assert deb_copyright.problems(elsewhere, tmp_path) == [
        "Files pattern opt/gone matches nothing in the package"
    ]
    no_copyright = good.replace("Copyright: 2026 us\nLicense: GPL-3+ and", "License: GPL-3+ and")
    assert deb_copyright.problems(no_copyright) == ["Files: 'opt/game' has no Copyright"]
    assert deb_copyright.problems(good.replace("1.0/", "0.9/")) != []


@pytest.mark.parametrize(
    ("spdx", "debian"),
    [("GPL-3.0-or-later", "GPL-3+"), ("GPL-3.0-only", "GPL-3"), ("LGPL-3.0-only", "LGPL-3"),
     ("GPL-2.0-or-later", "GPL-2+"), ("CC0-1.0", "CC0-1.0"), ("LGPL-2.1-or-later", "LGPL-2.1+")],
)
def test_spdx_names_are_spelled_the_debian_way(spdx: str, debian: str) -> None:
    assert deb_copyright.debian_licence_name(spdx) == debian


@pytest.mark.slow  # lintian takes 3-5 s
@needs_dpkg
@pytest.mark.skipif(shutil.which("lintian") is None, reason="lintian is not installed")
def test_lintian_finds_nothing_wrong_with_the_copyright_file(
    unpacked_deb: tuple[Path, Path],
) -> None:
    deb, _root = unpacked_deb
    proc = subprocess.run(
        ["lintian", "--check-part", "debian/copyright", "--display-info", "--fail-on", "none",
         str(deb)],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert release.lintian_tags(proc.stdout) == [], proc.stdout


def test_lintian_reports_are_read_and_only_licence_tags_fail() -> None:
    report = (
        "running with root privileges is not recommended!\n"
        "E: ginrummy: dir-or-file-in-opt [opt/ginrummy/ginrummy]\n"
        "E: ginrummy: dir-or-file-in-opt [opt/ginrummy/_internal/]\n"
        "E: ginrummy: copyright-not-using-common-license-for-lgpl\n"
        "W: ginrummy: copyright-without-copyright-notice\n"
        "I: ginrummy: spelling-error-in-copyright licence license\n"
        "W: ginrummy: no-manual-page [usr/bin/ginrummy]\n"
    )
    tags = release.lintian_tags(report)
    assert len(tags) == 6
    assert [t.tag for t in release.licence_failures(tags)] == [
        "copyright-not-using-common-license-for-lgpl", "copyright-without-copyright-notice",
    ]
    assert release.lintian_summary(tags)[0] == (
        "E copyright-not-using-common-license-for-lgpl x1"
    )
    assert "E dir-or-file-in-opt x2 (e.g. [opt/ginrummy/ginrummy])" in release.lintian_summary(
        tags
    )


# ---------------------------------------------------------------------------------------------
# The Windows installer and the macOS app
# ---------------------------------------------------------------------------------------------


@pytest.mark.skipif(shutil.which("makensis") is None, reason="makensis (Debian nsis) is needed")
def test_the_installer_licence_page_shows_the_gpl(tmp_path: Path) -> None:
    payload = tmp_path / "ginrummy"
    payload.mkdir()
    (payload / "ginrummy.exe").write_bytes(b"MZ stand-in")
    version = release.version()
    setup = tmp_path / f"ginrummy-{version}-windows-x64-setup.exe"
    command = release.nsis_command("makensis", payload, setup, version)
    command[1:2] = ["-V4", "-DMUI_VERBOSE=4"]  # the log shows the page's commands
    proc = subprocess.run(command, capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr
    log = proc.stdout
    assert re.findall(r'^LicenseData: "(.*)"$', log, re.MULTILINE) == [str(ROOT / "LICENSE")]
    assert f"GNU General Public License, version 3 or later ({EXPRESSION})" in log
    assert re.search(r'^LicenseText: "You need not accept this licence.*" "\$\(\^NextBtn\)"$',
                     log, re.MULTILINE)


def _spec_copyright_expression() -> ast.expr:
    """The expression the spec gives the .app's NSHumanReadableCopyright."""
    spec = ast.parse((ROOT / "packaging" / "ginrummy.spec").read_text(encoding="utf-8"))
    values = [
        value for node in ast.walk(spec) if isinstance(node, ast.Dict)
        for key, value in zip(node.keys, node.values, strict=True)
        if isinstance(key, ast.Constant) and key.value == "NSHumanReadableCopyright"
    ]
    assert len(values) == 1
    return values[0]


def test_the_macos_app_states_copyright_and_licence() -> None:
    expression = ast.Expression(_spec_copyright_expression())
    value = eval(compile(expression, "ginrummy.spec", "eval"), {"release": release})
    keys: dict[str, Any] = {
        **macos_app.info_plist(release.version(), ginrummy_desktop.APP_ID),
        "NSHumanReadableCopyright": value,
    }
    plist = plistlib.loads(plistlib.dumps(keys, fmt=plistlib.FMT_XML))
    assert plist["NSHumanReadableCopyright"] == (
        f"{ginrummy_desktop.COPYRIGHT}. Free software under {EXPRESSION}."
    )


# ---------------------------------------------------------------------------------------------
# What a player and a reader see
# ---------------------------------------------------------------------------------------------


class _MarkingTranslator(QTranslator):
    """Translates every About box string to itself in «», and remembers the source texts."""

    def __init__(self) -> None:
        super().__init__()
        self.sources: list[str] = []

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        if context != "AboutDialog":
            return ""
        self.sources.append(source)
        return f"«{source}»"


def test_the_about_box_states_the_licence_through_qt_translation(qtbot: QtBot) -> None:
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    label = dialog.ui.licenceLabel.text()
    assert label == licence_text()
    assert ginrummy_desktop.COPYRIGHT in label and f"({EXPRESSION})" in label
    html = licences_html()
    assert f"SPDX: {EXPRESSION}" in html and "GNU General Public License" in html
    translator = _MarkingTranslator()
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    try:
        translated = licence_text()
        licences_html()
    finally:
        app.removeTranslator(translator)
    assert translated.startswith("«") and translated.endswith("»")
    # the translator sees templates, filled in after translation: not f-strings
    (line,) = [s for s in translator.sources if "Free software under" in s]
    assert "{copyright}" in line and "({expression})" in line
    (game,) = [s for s in translator.sources if s.startswith("<h3>The game")]
    assert "{version}" in game and "(SPDX: {expression})" in game
    assert len(translator.sources) == 5  # the line and the four sections


def test_the_readme_and_licence_texts_say_the_same() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Licences", 1)[1].split("\n## ", 1)[0]
    assert EXPRESSION in section and "[`LICENSE`](LICENSE)" in section
    assert ginrummy_desktop.COPYRIGHT in section
    ours = (ROOT / "packaging" / "licences" / "GINRUMMY.txt").read_text(encoding="utf-8")
    assert f"SPDX-License-Identifier: {EXPRESSION}\n" in ours
    assert f"Copyright {ginrummy_desktop.COPYRIGHT}\n" in ours
    assert "either version 3 of\nthe License, or (at your option) any later version" in ours
    which = (ROOT / "packaging" / "licences" / "README.txt").read_text(encoding="utf-8")
    assert f"({EXPRESSION})" in which


def test_the_bundle_states_the_terms_of_its_other_libraries_as_the_deb_does() -> None:
    """The tarball has no copyright file: its licences folder carries ICU's and the X helper
    libraries' notices, the same texts as the .deb's copyright file."""
    notice = deb_copyright.third_party_notice()
    for text in (deb_copyright.UNICODE_DFS_2016, deb_copyright.X11, deb_copyright.MIT):
        assert text.strip() in notice
    assert "THIRD-PARTY.txt" in (ROOT / "packaging" / "licences" / "README.txt").read_text(
        encoding="utf-8"
    )
    assert '"THIRD-PARTY.txt"' in (ROOT / "packaging" / "ginrummy.spec").read_text(
        encoding="utf-8"
    )


def test_the_friends_libraries_are_stated_as_their_installed_metadata_says() -> None:
    """PyNaCl, cffi, zeroconf and ifaddr: the licence deb_copyright gives each is the one its
    installed distribution declares, its licence files are there for the spec to copy (each
    headed with the version and where its source is), and the README names each file."""
    texts = deb_copyright.library_licence_texts()
    readme = (ROOT / "packaging" / "licences" / "README.txt").read_text(encoding="utf-8")
    for library in deb_copyright.LIBRARIES:
        metadata = importlib.metadata.metadata(library.distribution)
        declared = metadata.get("License-Expression") or metadata.get("License")
        assert declared == library.spdx, library.distribution
        version = importlib.metadata.version(library.distribution)
        for _, name in library.licence_files:
            assert texts[name].startswith(f"{library.distribution} {version}, "), name
            assert f"https://pypi.org/project/{library.distribution}/{version}/" in texts[name]
            assert f"  {name}" in readme, name
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in texts["ZEROCONF.txt"]
    assert "Version 2.1" in texts["ZEROCONF.txt"]
    spec = (ROOT / "packaging" / "ginrummy.spec").read_text(encoding="utf-8")
    assert "deb_copyright.library_licence_texts()" in spec
