#!/usr/bin/env bash
# CI on macOS: import the Developer ID certificate from the secrets into a temporary keychain and
# export MACOS_SIGNING_IDENTITY for the next steps. Without the secrets it says so and does
# nothing, and the build goes on unsigned.
#
#   MACOS_CERTIFICATE           the .p12 file, base64-encoded
#   MACOS_CERTIFICATE_PASSWORD  its password
set -euo pipefail

if [ -z "${MACOS_CERTIFICATE:-}" ] || [ -z "${MACOS_CERTIFICATE_PASSWORD:-}" ]; then
  echo "[sign] no MACOS_CERTIFICATE/MACOS_CERTIFICATE_PASSWORD secrets: building unsigned"
  exit 0
fi
keychain="$RUNNER_TEMP/signing.keychain-db"
password="$(uuidgen)"
echo "$MACOS_CERTIFICATE" | base64 --decode > "$RUNNER_TEMP/certificate.p12"
security create-keychain -p "$password" "$keychain"
security set-keychain-settings -lut 21600 "$keychain"
security unlock-keychain -p "$password" "$keychain"
security import "$RUNNER_TEMP/certificate.p12" -P "$MACOS_CERTIFICATE_PASSWORD" \
  -A -t cert -f pkcs12 -k "$keychain"
security set-key-partition-list -S apple-tool:,apple: -k "$password" "$keychain" >/dev/null
# Ours first, then the user's own (listed one quoted path a line; a path may hold spaces).
keychains=("$keychain")
while IFS= read -r line; do
  line="${line#"${line%%[![:space:]]*}"}"
  line="${line#\"}"
  keychains+=("${line%\"}")
done < <(security list-keychains -d user)
security list-keychains -d user -s "${keychains[@]}"
rm -f "$RUNNER_TEMP/certificate.p12"
identity="$(security find-identity -v -p codesigning "$keychain" \
  | sed -n 's/.*"\(Developer ID Application:.*\)"/\1/p' | head -1)"
if [ -z "$identity" ]; then
  echo "[sign] the certificate holds no Developer ID Application identity" >&2
  exit 1
fi
echo "MACOS_SIGNING_IDENTITY=$identity" >> "$GITHUB_ENV"
echo "[sign] signing as $identity"
