#!/usr/bin/env bash
# A whole match by ear with Debian 13's Orca (48), in a Debian 13 root (chroot), as root:
#
#   benchmarks/orca_in_root.sh ROOT TRANSCRIPT [orca_match.py's options, e.g. --target 100]
#
# Orca 46 and later need at-spi2-core 2.50, newer than Debian 12's, so on a Debian 12 machine
# they run only in a newer root. This script:
#   1. makes ROOT with `debootstrap --variant=minbase trixie` when it holds no system yet (a
#      root made before is used as it is; give a root of its own, not one another tool needs);
#   2. mounts /proc, /sys, /dev, /dev/pts and /dev/shm in it (undone on exit);
#   3. installs there what the Orca test needs (the package list of .ci/run's screen-reader
#      lines, Qt's runtime libraries, python3 and python3-venv) when any is missing;
#   4. copies this working tree (without .git, .venv, build, dist) to ROOT/tmp/ginrummy and
#      makes a virtualenv, ROOT/opt/ginrummy-venv, with the game's dependencies (pyproject.toml's,
#      and jeepney for the AT-SPI walk), their wheels fetched by this machine's
#      pip (python3 -m pip download) and installed in the root without the network;
#   5. runs benchmarks/orca_match.py there (which starts dbus-run-session itself), keeping the
#      run's folder in ROOT/tmp/orca-match-home, and copies the transcript to TRANSCRIPT.
# The exit code is orca_match.py's: 0 when the match was played to its end and every check passed.
set -euo pipefail

if [ "$#" -lt 2 ]; then
  echo "usage: $0 ROOT TRANSCRIPT [orca_match.py options]" >&2
  exit 2
fi
root="$(realpath -m "$1")"
transcript="$(realpath -m "$2")"
shift 2
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

packages=(
  python3 python3-venv ca-certificates
  # Qt offscreen and its xcb window plug-in (as .ci/run; Debian 13 names GLib's library t64)
  libglib2.0-0t64 libxkbcommon0 libfreetype6 libfontconfig1 libdbus-1-3 libx11-6 libgl1 libegl1
  libxkbcommon-x11-0 libxcb-xkb1 libxcb-util1 libxcb-shape0 libxcb-render0 libxcb-render-util0
  libxcb-keysyms1 libxcb-image0 libxcb-icccm4 libxcb-cursor0 fonts-dejavu-core
  # QtMultimedia's library (the game is silent here, but the module loads)
  libpulse0
  # the accessibility bus, Orca and its speech, a window manager, typed keys
  dbus-daemon at-spi2-core xvfb orca python3-pyatspi speech-dispatcher
  speech-dispatcher-espeak-ng espeak-ng openbox xdotool
)

if [ ! -x "$root/usr/bin/apt-get" ]; then
  echo "[orca-root] making $root (debootstrap --variant=minbase trixie)"
  debootstrap --variant=minbase trixie "$root" "$mirror"
fi

mounted=()
# shellcheck disable=SC2317  # called by the trap
unmount() {
  local index
  for ((index = ${#mounted[@]} - 1; index >= 0; index--)); do
    umount "${mounted[$index]}" 2>/dev/null || umount --lazy "${mounted[$index]}" || true
  done
}
trap unmount EXIT
for name in proc sys dev dev/pts dev/shm; do
  mkdir -p "$root/$name"
  if ! mountpoint -q "$root/$name"; then
    mount --bind "/$name" "$root/$name"
    mounted+=("$root/$name")
  fi
done

in_root() {
  chroot "$root" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin \
    HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"
}

missing=()
for pkg in "${packages[@]}"; do
  # shellcheck disable=SC2016  # dpkg-query's format, not the shell's
  if ! in_root dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'
  then
    missing+=("$pkg")
  fi
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "[orca-root] installing: ${missing[*]}"
  in_root apt-get update
  in_root apt-get install -y --no-install-recommends "${missing[@]}"
fi
in_root dbus-uuidgen --ensure

echo "[orca-root] copying $repo to $root/tmp/ginrummy"
rm -rf "$root/tmp/ginrummy"
mkdir -p "$root/tmp/ginrummy"
tar -C "$repo" --exclude=./.git --exclude=./.venv --exclude=./build --exclude=./dist \
  --exclude='__pycache__' -cf - . | tar -C "$root/tmp/ginrummy" -xf -

venv=/opt/ginrummy-venv
if [ ! -x "$root$venv/bin/python" ]; then
  in_root python3 -m venv "$venv"
fi
# The wheels are fetched on this machine (its pip reaches the package index, with whatever
# settings it needs) for the root's Python, then installed in the root without the network.
requirements="$(python3 -c '
import sys, tomllib
project = tomllib.load(open(sys.argv[1], "rb"))["project"]
wanted = list(project["dependencies"])
wanted += [dep for dep in project["optional-dependencies"]["test"] if dep.startswith("jeepney")]
print(" ".join(wanted))' "$repo/pyproject.toml")"
version="$(in_root python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
# every manylinux tag the root's C library takes (manylinux_2_17 up to its own glibc)
platforms=()
glibc="$(in_root python3 -c 'import os; print(os.confstr("CS_GNU_LIBC_VERSION").split(".")[1])')"
for ((minor = glibc; minor >= 17; minor--)); do
  platforms+=(--platform "manylinux_2_${minor}_x86_64")
done
rm -rf "$root/tmp/wheels"
# shellcheck disable=SC2086  # the requirements are words
python3 -m pip download --quiet --disable-pip-version-check --only-binary=:all: \
  --python-version "$version" "${platforms[@]}" --dest "$root/tmp/wheels" \
  $requirements
# shellcheck disable=SC2086
in_root "$venv/bin/pip" install --quiet --disable-pip-version-check --no-index \
  --find-links /tmp/wheels $requirements

echo "[orca-root] $(in_root orca --version 2>/dev/null || echo 'orca: version unknown')"
home=/tmp/orca-match-home
rm -rf "$root$home"
status=0
# the copy is not installed in the venv: PYTHONPATH finds the game's package (the driver needs it)
in_root PYTHONPATH=/tmp/ginrummy sh -c 'cd /tmp/ginrummy && exec "$@"' sh \
  "$venv/bin/python" benchmarks/orca_match.py /tmp/orca_match_transcript.txt --home "$home" \
  "$@" || status=$?
if [ -f "$root/tmp/orca_match_transcript.txt" ]; then
  cp "$root/tmp/orca_match_transcript.txt" "$transcript"
  echo "[orca-root] transcript: $transcript; the run's folder: $root$home"
fi
exit "$status"
