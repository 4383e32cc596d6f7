"""The Linux package's pieces: version, menu entry, metainfo, the staged tree and its check."""

from __future__ import annotations

import os
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest
import release
from stand_in import stand_in_bundle

import ginrummy_desktop
from ginrummy_desktop.app.widgets.about_dialog import version_text

CONTROL = (
    "Package: ginrummy\nVersion: 0.1.0\nArchitecture: amd64\nMaintainer: x <x@invalid>\n"
    "Depends: libc6 (>= 2.35), libegl1, libfontconfig1, libgl1\nRecommends: fonts-noto-cjk\n"
    "Description: a game\n more\n"
)


def test_the_version_has_one_source() -> None:
    pyproject = tomllib.loads((release.ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    version = pyproject["project"]["version"]
    assert release.version() == version
    assert ginrummy_desktop.__version__ == version
    assert f"Version {version} " in version_text()
    spec = (release.PACKAGING / "ginrummy.spec").read_text(encoding="utf-8")
    assert version not in spec and 'PROJECT["version"]' in spec


@pytest.mark.parametrize(
    ("pep440", "debian", "windows"),
    [
        ("0.1.0", "0.1.0", "0.1.0.0"),
        ("1.2.0rc1", "1.2.0~rc1", "1.2.0.0"),
        ("2.0", "2.0", "2.0.0.0"),
    ],
)
def test_version_spellings(pep440: str, debian: str, windows: str) -> None:
    assert release.debian_version(pep440) == debian
    assert release.numeric_version(pep440) == windows


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_menu_entry_is_valid(tmp_path: Path) -> None:
    entry = tmp_path / f"{ginrummy_desktop.APP_ID}.desktop"
    entry.write_text(release.desktop_entry(), encoding="utf-8")
    proc = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout
    assert f"Icon={ginrummy_desktop.APP_ID}" in release.desktop_entry()


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_is_valid(tmp_path: Path) -> None:
    meta = tmp_path / f"{ginrummy_desktop.APP_ID}.metainfo.xml"
    meta.write_text(release.metainfo("1.2.3"), encoding="utf-8")
    proc = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(meta)], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout
    assert '<release version="1.2.3"' in meta.read_text(encoding="utf-8")


@pytest.fixture
def staged(tmp_path: Path) -> Path:
    stage = tmp_path / "stage"
    fields = release.stage_deb(stand_in_bundle(tmp_path / "bundle"), stage, "0.1.0")
    assert fields["Depends"] == ""  # nothing linked
    assert fields["Recommends"] == "fonts-noto-cjk"  # Chinese needs a CJK font
    assert int(fields["Installed-Size"]) > 0
    return stage


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None or shutil.which("appstreamcli") is None,
    reason="desktop-file-utils and appstream are needed",
)
def test_staged_tree_passes_the_package_check(staged: Path) -> None:
    assert release.check_deb_tree(staged, CONTROL) == []
    launcher = staged / "usr" / "bin" / "ginrummy"
    assert os.readlink(launcher) == "/opt/ginrummy/ginrummy"
    hicolor = staged / "usr/share/icons/hicolor"
    icons = sorted(p.parent.parent.name for p in hicolor.glob("*/apps/*"))
    assert "256x256" in icons and "scalable" in icons and "16x16" in icons


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None or shutil.which("appstreamcli") is None,
    reason="desktop-file-utils and appstream are needed",
)
def test_package_check_names_what_is_wrong(staged: Path) -> None:
    app_id = ginrummy_desktop.APP_ID
    (staged / "usr/share/icons/hicolor/48x48/apps" / f"{app_id}.png").unlink()
    (staged / "opt/ginrummy/_internal/licences/QT-NOTICE.txt").write_text("?", encoding="utf-8")
    (staged / "opt/ginrummy/_internal/libgone.so.1").symlink_to("libgone.so.1.2")
    bad_control = CONTROL.replace("libc6 (>= 2.35), ", "").replace("Recommends", "Suggests")
    problems = release.check_deb_tree(staged, bad_control)
    assert "no 48x48 icon" in problems
    assert "dangling links: opt/ginrummy/_internal/libgone.so.1" in problems
    assert "QT-NOTICE.txt does not say where to get Qt's source" in problems
    assert any(p.startswith("Depends lacks libc6") for p in problems)
    assert "Depends does not give libc6 a version floor" in problems
    assert ("Recommends lacks fonts-noto-cjk (the Chinese and Japanese texts need a CJK font)"
            in problems)
