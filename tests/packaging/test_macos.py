"""What of the macOS build can be checked on Linux: the app's Info.plist (as the spec's BUNDLE
step writes it), the signing entitlements, and the .dmg scripts (shellcheck). Building, signing
and opening the app need a Mac: the release workflow does that."""

from __future__ import annotations

import plistlib
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import macos_app
import pytest

import ginrummy_desktop
from ginrummy_desktop.app.seats.friend_discovery import SERVICE_TYPE

ROOT = Path(__file__).resolve().parents[2]
MACOS = ROOT / "packaging" / "macos"


def built_info_plist() -> dict[str, object]:
    """The Info.plist the spec gives BUNDLE, written and read back as the file on disk is."""
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    keys = macos_app.info_plist(version["project"]["version"], ginrummy_desktop.APP_ID)
    data: dict[str, object] = plistlib.loads(plistlib.dumps(keys, fmt=plistlib.FMT_XML))
    return data


def test_the_info_plist_names_the_game_its_version_and_icon() -> None:
    plist = built_info_plist()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert plist["CFBundleIdentifier"] == ginrummy_desktop.APP_ID
    assert plist["CFBundleShortVersionString"] == project["version"]
    assert plist["CFBundleVersion"] == project["version"]
    assert plist["CFBundleExecutable"] == "ginrummy"  # the spec's EXE name
    assert plist["CFBundlePackageType"] == "APPL"
    icon = ROOT / "assets" / "icons" / str(plist["CFBundleIconFile"])
    assert icon.is_file() and icon.read_bytes()[:4] == b"icns"
    assert plist["NSHighResolutionCapable"] is True


def test_the_minimum_macos_is_the_one_the_bundled_qt_needs() -> None:
    plist = built_info_plist()
    assert plist["LSMinimumSystemVersion"] == "14.0"  # PySide6 6.12.0's wheels: macosx_14_0
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "macOS 14 or newer" in readme


def test_the_info_plist_says_why_the_game_uses_the_local_network() -> None:
    """macOS asks the player before an app uses the local network (finding a friend's game):
    the prompt gives the app's reason, and the services it looks for are the game's."""
    plist = built_info_plist()
    assert "local network" in str(plist["NSLocalNetworkUsageDescription"])
    assert plist["NSBonjourServices"] == [SERVICE_TYPE.removesuffix(".local.")]


def test_the_spec_builds_the_app_from_this_plist() -> None:
    spec = (ROOT / "packaging" / "ginrummy.spec").read_text(encoding="utf-8")
    assert "macos_app.info_plist(VERSION, APP_ID)" in spec
    assert "icon=str(ICONS / macos_app.ICON_FILE)" in spec
    assert not re.search(r'"LSMinimumSystemVersion"|"CFBundleIdentifier"', spec)


def test_the_entitlements_are_a_property_list_of_the_hardened_runtime() -> None:
    entitlements = plistlib.loads((MACOS / "entitlements.plist").read_bytes())
    assert entitlements == {
        "com.apple.security.cs.allow-unsigned-executable-memory": True,
        "com.apple.security.cs.disable-library-validation": True,
    }


@pytest.mark.skipif(shutil.which("shellcheck") is None, reason="shellcheck is not installed")
@pytest.mark.parametrize("script", sorted(p.name for p in MACOS.glob("*.sh")))
def test_the_macos_scripts_pass_shellcheck(script: str) -> None:
    proc = subprocess.run(["shellcheck", "--shell=bash", str(MACOS / script)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr
