#!/usr/bin/env bash
# Put "Gin Rummy.app" into a compressed .dmg with a link to /Applications (drag to install).
#
#   bash packaging/macos/make_dmg.sh "dist/Gin Rummy.app" dist/ginrummy-<v>-macos-<arch>.dmg "Gin Rummy <v>"
#
# Signing and notarisation run only when their secrets are in the environment, and are skipped
# with a message otherwise (see README.md beside this file):
#   MACOS_SIGNING_IDENTITY                    a "Developer ID Application: ..." identity in a keychain
#   APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD   an app-specific password for notarytool
set -euo pipefail

app="$1"
dmg="$2"
volume="$3"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
identity="${MACOS_SIGNING_IDENTITY:-}"

if [ -n "$identity" ]; then
  echo "[dmg] signing $app as $identity (hardened runtime)"
  codesign --force --deep --options runtime --timestamp \
    --entitlements "$here/entitlements.plist" --sign "$identity" "$app"
  codesign --verify --deep --strict --verbose=2 "$app"
else
  echo "[dmg] MACOS_SIGNING_IDENTITY is not set: not signing (the app keeps PyInstaller's ad-hoc"
  echo "[dmg] signature; Gatekeeper will refuse to open it until the user allows it)"
fi

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
ditto "$app" "$stage/$(basename "$app")"
ln -s /Applications "$stage/Applications"
rm -f "$dmg"
hdiutil create -volname "$volume" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg"

if [ -n "$identity" ]; then
  codesign --force --timestamp --sign "$identity" "$dmg"
fi

if [ -n "$identity" ] && [ -n "${APPLE_ID:-}" ] && [ -n "${APPLE_TEAM_ID:-}" ] \
   && [ -n "${APPLE_APP_PASSWORD:-}" ]; then
  echo "[dmg] notarising $dmg"
  xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
    --password "$APPLE_APP_PASSWORD" --wait
  xcrun stapler staple "$dmg"
  xcrun stapler validate "$dmg"
else
  echo "[dmg] notarisation skipped (needs MACOS_SIGNING_IDENTITY, APPLE_ID, APPLE_TEAM_ID and"
  echo "[dmg] APPLE_APP_PASSWORD)"
fi
