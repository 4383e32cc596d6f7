"""The Windows installer script compiles (Debian's ``nsis`` provides ``makensis``).

The real payload is the Windows bundle, which only Windows can build; a stand-in payload checks
the script itself: its defines, pages, registry entries and version resource.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
import release

pytestmark = pytest.mark.skipif(
    shutil.which("makensis") is None, reason="makensis not installed (Debian package nsis)"
)


def test_installer_script_compiles_against_a_stand_in_payload(tmp_path: Path) -> None:
    payload = tmp_path / "ginrummy"
    (payload / "_internal" / "licences").mkdir(parents=True)
    (payload / "ginrummy.exe").write_bytes(b"MZ stand-in for the PyInstaller executable")
    (payload / "_internal" / "licences" / "README.txt").write_text("licences", encoding="utf-8")
    version = release.version()
    setup = tmp_path / f"ginrummy-{version}-windows-x64-setup.exe"
    command = release.nsis_command("makensis", payload, setup, version)
    command.insert(1, "-WX")  # a warning is an error here
    proc = subprocess.run(command, capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    data = setup.read_bytes()
    assert data[:2] == b"MZ"
    # the version resource (UTF-16 strings) names the product and its version
    assert "Gin Rummy".encode("utf-16-le") in data
    assert version.encode("utf-16-le") in data
    assert release.numeric_version(version).count(".") == 3


def test_script_refuses_to_compile_without_its_defines(tmp_path: Path) -> None:
    script = release.PACKAGING / "windows" / "ginrummy.nsi"
    proc = subprocess.run(
        ["makensis", "-V2", f"-DOUTFILE={tmp_path / 'x.exe'}", str(script)],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode != 0
    assert "define VERSION" in proc.stdout + proc.stderr
