"""The macOS application's ``Info.plist``: what ``ginrummy.spec``'s BUNDLE step writes into
``Gin Rummy.app/Contents/Info.plist``.

A function, so that a test on any system can read it with ``plistlib`` and compare it with
``pyproject.toml``, the icon in the repository and the oldest macOS the bundled Qt runs on.
Standard library only.
"""

from __future__ import annotations

__all__ = ["APP_NAME", "BONJOUR_SERVICES", "EXECUTABLE", "ICON_FILE", "MINIMUM_MACOS",
           "info_plist"]

APP_NAME = "Gin Rummy"
EXECUTABLE = "ginrummy"
ICON_FILE = "ginrummy.icns"
"""The icon, from ``assets/icons/``; BUNDLE copies it into ``Contents/Resources``."""
MINIMUM_MACOS = "14.0"
"""PySide6 6.12.0's macOS wheels are tagged ``macosx_14_0`` (their Qt frameworks are built for
macOS 14.4): the app cannot run on an older macOS, so it says so to the Finder."""


BONJOUR_SERVICES = ["_ginrummy._tcp"]
"""The DNS-SD services the game shows and looks for (``SERVICE_TYPE`` in
``ginrummy_desktop/app/seats/friend_discovery.py``, without ``.local.``). macOS asks the player
to allow an app on the local network the first time it uses it; ``NSLocalNetworkUsageDescription``
is the reason the prompt gives."""


def info_plist(version: str, bundle_identifier: str) -> dict[str, str | bool | list[str]]:
    """The keys of ``Info.plist`` for ``version`` (pyproject.toml's) and the bundle id."""
    return {
        "CFBundleIdentifier": bundle_identifier,
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleExecutable": EXECUTABLE,
        "CFBundleIconFile": ICON_FILE,
        "CFBundlePackageType": "APPL",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "LSMinimumSystemVersion": MINIMUM_MACOS,
        "NSHighResolutionCapable": True,
        "NSSupportsAutomaticGraphicsSwitching": True,
        "NSRequiresAquaSystemAppearance": False,
        "NSLocalNetworkUsageDescription": "Gin Rummy shows the game you host to your friends "
        "on the local network, and finds the games they host.",
        "NSBonjourServices": list(BONJOUR_SERVICES),
    }
