"""release.py's pieces for installing as a user would: which installer each system tests, where
signtool is on a Windows runner, and the Linux tarball's unpack-and-self-test (on a stand-in)."""

from __future__ import annotations

import re
import shutil
import tarfile
from pathlib import Path

import pytest
import release

from ginrummy_desktop import APP_ID

STAND_IN_GAME = """#!/bin/sh
# a stand-in for the game: ginrummy --self-test --report FILE
[ "$1" = --self-test ] && [ "$2" = --report ] || exit 2
echo "self-test passed" > "$3"
"""


def _tarball(folder: Path, *, readme: bool = True) -> Path:
    top = folder / "ginrummy-9.9"
    top.mkdir()
    game = top / "ginrummy"
    game.write_text(STAND_IN_GAME, encoding="utf-8")
    game.chmod(0o755)
    (top / f"{APP_ID}.desktop").write_text("[Desktop Entry]\n", encoding="utf-8")
    if readme:
        (top / "README.txt").write_text("read me\n", encoding="utf-8")
    tarball = folder / "ginrummy-9.9-linux-x86_64.tar.xz"
    with tarfile.open(tarball, "w:xz") as archive:
        archive.add(top, arcname=top.name)
    return tarball


def test_the_tarball_is_unpacked_and_its_program_self_tested(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    release.tarball_test(_tarball(tmp_path))
    out = capsys.readouterr().out
    assert "self-test passed" in out and "unpacked and self-tested" in out


def test_a_tarball_without_its_readme_fails(tmp_path: Path) -> None:
    with pytest.raises(release.ReleaseError, match=re.escape("lacks ginrummy-9.9/README.txt")):
        release.tarball_test(_tarball(tmp_path, readme=False))


def test_signtool_is_the_newest_x64_one_of_the_windows_sdk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)  # not on PATH
    kits = tmp_path / "Windows Kits" / "10" / "bin"
    for folder in ("10.0.19041.0/x64", "10.0.22621.0/x64", "10.0.22621.0/x86",
                   "10.0.26100.0/arm64", "x64"):
        (kits / folder).mkdir(parents=True)
        (kits / folder / "signtool.exe").write_bytes(b"MZ")
    assert release.find_signtool(kits) == str(kits / "10.0.22621.0" / "x64" / "signtool.exe")
    assert release.find_signtool(tmp_path / "nothing") is None
    monkeypatch.setenv("PROGRAMFILES(X86)", str(tmp_path))
    assert release.find_signtool() == str(kits / "10.0.22621.0" / "x64" / "signtool.exe")


def test_signing_without_signtool_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WINDOWS_CERTIFICATE_PFX", str(tmp_path / "certificate.pfx"))
    monkeypatch.setenv("WINDOWS_CERTIFICATE_PASSWORD", "secret")
    monkeypatch.setattr(release, "find_signtool", lambda kits=None: None)
    with pytest.raises(release.ReleaseError, match="signtool not found"):
        release.sign_windows([tmp_path / "ginrummy.exe"])


@pytest.mark.parametrize(
    ("system", "name"),
    [("WINDOWS", "windows-x64-setup.exe"), ("MACOS", ".dmg"), ("LINUX", "_amd64.deb")],
)
def test_each_system_installs_its_own_installer(
    monkeypatch: pytest.MonkeyPatch, system: str, name: str
) -> None:
    for flag in ("WINDOWS", "MACOS", "LINUX"):
        monkeypatch.setattr(release, flag, flag == system)
    installer = release.default_installer()
    assert installer.parent == release.DIST and installer.name.endswith(name)
