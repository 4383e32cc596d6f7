"""Build, check and package Gin Rummy Desktop for the system this runs on.

    python packaging/release.py build          the bundle and this system's installers, in dist/
    python packaging/release.py self-test      run the built bundle's ``--self-test``
    python packaging/release.py check-deb DEB  unpack a .deb into a temporary folder and check it
    python packaging/release.py install-test [INSTALLER]   install this system's installer as a
                                               user would, self-test the installed game, remove
                                               it and check that nothing but the player's data is
                                               left: Debian/Ubuntu (root) apt install of the .deb,
                                               started from the menu entry's Exec line, dpkg -r;
                                               Windows setup.exe /S, uninstall.exe /S; macOS
                                               hdiutil attach, the .app copied out, detach
    python packaging/release.py tarball-test [TARBALL]  unpack the Linux tarball, self-test it
    python packaging/release.py lintian DEB    lintian on a .deb: every tag, and fail on an error
                                               or warning about copyright or licences
    python packaging/release.py version        print the version (from pyproject.toml)

Run it with the project's virtual environment (``python3 packaging/dev.py build`` does, after
installing the ``build`` extra); it uses the standard library only, plus PyInstaller for the
bundle. What ``build`` makes:

* every system: ``dist/ginrummy/``, the PyInstaller one-folder bundle (``packaging/ginrummy.spec``);
* Linux: ``dist/ginrummy_<version>_amd64.deb`` and ``dist/ginrummy-<version>-linux-x86_64.tar.xz``;
* Windows: ``dist/ginrummy-<version>-windows-x64-setup.exe`` (NSIS, ``packaging/windows/``);
* macOS: ``dist/Gin Rummy.app`` in ``dist/ginrummy-<version>-macos-<arch>.dmg``, signed and
  notarised when the signing secrets are in the environment (``packaging/macos/README.md``).

The version comes from ``pyproject.toml`` only.
"""

from __future__ import annotations

import os
import platform
import re
import shutil
import stat
import struct
import subprocess
import sys
import tarfile
import tempfile
import textwrap
import time
import tomllib
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
BUNDLE = DIST / "ginrummy"
ICONS = ROOT / "assets" / "icons"
LINUX = sys.platform.startswith("linux")
WINDOWS = sys.platform == "win32"
MACOS = sys.platform == "darwin"

sys.path.insert(0, str(ROOT))
import deb_copyright  # noqa: E402  (beside this script; standard library only)

from ginrummy_desktop import APP_ID, COPYRIGHT  # noqa: E402  (standard library only)

PACKAGE = "ginrummy"
INSTALL_DIR = f"/opt/{PACKAGE}"
DEB_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
CJK_FONT_PACKAGE = "fonts-noto-cjk"
"""Debian's Noto CJK fonts: the game speaks Chinese and Japanese, which a desktop without a CJK
font shows as boxes. The .deb recommends the package (apt installs it by default) rather than
carrying a font of its own (tens of MB); the tarball's README.txt says to install it."""
SELF_TEST_TIMEOUT = 240


class ReleaseError(Exception):
    """A step failed; the message says which and why."""


def say(message: str) -> None:
    print(f"[release] {message}", flush=True)


def version() -> str:
    """The project's version, from pyproject.toml."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return str(project["version"])


def licence_expression() -> str:
    """The game's licence, an SPDX expression (``license`` in pyproject.toml, PEP 639)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return str(project["license"])


def human_readable_copyright() -> str:
    """The copyright notice with the game's licence: the macOS ``.app``'s
    ``NSHumanReadableCopyright`` (the spec's BUNDLE step), which Finder's Get Info shows."""
    return f"{COPYRIGHT}. Free software under {licence_expression()}."


def debian_version(value: str) -> str:
    """A PEP 440 version as a Debian one: pre-releases sort before the release (``~``)."""
    return re.sub(r"(\d)(a|b|rc|\.dev)(\d+)", r"\1~\2\3", value)


def run(command: Sequence[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    say("$ " + " ".join(str(part) for part in command))
    return subprocess.run(  # type: ignore[call-overload, no-any-return]
        [str(part) for part in command], check=True, text=True, **kwargs
    )


def output(command: Sequence[str], env: dict[str, str] | None = None) -> str:
    result = subprocess.run(
        [str(part) for part in command], check=True, capture_output=True, text=True, env=env
    )
    return result.stdout


def tree_size(folder: Path) -> int:
    """Bytes of the regular files under ``folder`` (links not followed)."""
    return sum(
        p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()
    )


# ---------------------------------------------------------------------------------------------
# The bundle (every system)
# ---------------------------------------------------------------------------------------------


def build_bundle() -> Path:
    """Run PyInstaller on the spec; returns the bundle folder."""
    started = time.monotonic()
    run(
        [
            sys.executable, "-m", "PyInstaller", str(PACKAGING / "ginrummy.spec"),
            "--noconfirm", "--clean", "--log-level", "WARN",
            "--distpath", str(DIST), "--workpath", str(WORK),
        ],
        cwd=str(ROOT),
    )
    elapsed = time.monotonic() - started
    say(f"bundle: {BUNDLE} ({tree_size(BUNDLE) / 1e6:.1f} MB) in {elapsed:.0f} s")
    return BUNDLE


def bundle_executable(bundle: Path | None = None) -> Path:
    """The built program: inside the .app on macOS, ``ginrummy[.exe]`` elsewhere."""
    if bundle is None and MACOS:
        return DIST / "Gin Rummy.app" / "Contents" / "MacOS" / PACKAGE
    folder = bundle if bundle is not None else BUNDLE
    return folder / (f"{PACKAGE}.exe" if WINDOWS else PACKAGE)


def self_test(executable: Path, env: dict[str, str] | None = None) -> None:
    """Run ``executable --self-test`` and print its report; raise when it fails.

    The report also goes to a file (``--report``): a windowed Windows program has no console to
    print to.
    """
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "self-test.txt"
        environment = dict(os.environ if env is None else env)
        environment.setdefault("QT_QPA_PLATFORM", "offscreen")
        started = time.monotonic()
        try:
            proc = subprocess.run(
                [str(executable), "--self-test", "--report", str(report)],
                env=environment, capture_output=True, text=True, timeout=SELF_TEST_TIMEOUT,
            )
        except subprocess.TimeoutExpired as error:
            raise ReleaseError(
                f"{executable} --self-test did not finish in {error.timeout} s"
            ) from None
        text = report.read_text(encoding="utf-8") if report.is_file() else proc.stdout
        print(text, end="" if text.endswith("\n") else "\n", flush=True)
        if proc.returncode != 0:
            sys.stderr.write(proc.stderr)
            raise ReleaseError(f"{executable} --self-test failed (exit {proc.returncode})")
        say(f"self-test passed in {time.monotonic() - started:.1f} s: {executable}")


# ---------------------------------------------------------------------------------------------
# Linux: .deb and tarball
# ---------------------------------------------------------------------------------------------


def desktop_entry() -> str:
    """The menu entry (freedesktop Desktop Entry 1.4; the file is named ``<APP_ID>.desktop``)."""
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Version=1.4\n"
        "Name=Gin Rummy\n"
        "GenericName=Card Game\n"
        "Comment=Play Gin Rummy against the computer\n"
        f"Exec={PACKAGE}\n"
        f"TryExec={PACKAGE}\n"
        f"Icon={APP_ID}\n"
        "Terminal=false\n"
        "Categories=Game;CardGame;\n"
        "Keywords=gin;rummy;cards;knock;\n"
        "StartupNotify=true\n"
        f"StartupWMClass={PACKAGE}\n"
    )


def release_date() -> str:
    """The date of the commit being built (YYYY-MM-DD), or today's outside a git checkout."""
    try:
        return output(["git", "-C", str(ROOT), "log", "-1", "--format=%cs"]).strip()
    except (OSError, subprocess.CalledProcessError):
        return time.strftime("%Y-%m-%d")


def metainfo(the_version: str) -> str:
    """The AppStream metainfo: what software centres show."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- AppStream metainfo of Gin Rummy Desktop; this file is CC0-1.0. -->
<component type="desktop-application">
  <id>{APP_ID}</id>
  <metadata_license>CC0-1.0</metadata_license>
  <project_license>{licence_expression()}</project_license>
  <name>Gin Rummy</name>
  <summary>Play Gin Rummy against the computer</summary>
  <developer id="{APP_ID.rsplit(".", 1)[0]}">
    <name>The Gin Rummy Desktop authors</name>
  </developer>
  <!-- AppStream before 1.0 (Debian 12, Ubuntu 22.04) reads the developer from here -->
  <developer_name>The Gin Rummy Desktop authors</developer_name>
  <description>
    <p>
      Gin Rummy for one player against the computer, with the modern North American rules:
      knock at 10 or fewer, gin and big gin bonuses, undercuts and laying off.
    </p>
    <ul>
      <li>Drag cards to draw and discard, knock or go gin</li>
      <li>Five computer levels, from Beginner to an Expert that searches possible deals</li>
      <li>A score sheet that keeps the match's running totals</li>
      <li>Rule presets and every rule setting, card sizes and a four-colour deck</li>
    </ul>
    <p>It plays offline and keeps your match when you close it.</p>
  </description>
  <launchable type="desktop-id">{APP_ID}.desktop</launchable>
  <icon type="stock">{APP_ID}</icon>
  <categories>
    <category>Game</category>
    <category>CardGame</category>
  </categories>
  <keywords>
    <keyword>gin</keyword>
    <keyword>rummy</keyword>
    <keyword>cards</keyword>
  </keywords>
  <provides>
    <binary>{PACKAGE}</binary>
  </provides>
  <supports>
    <control>pointing</control>
    <control>keyboard</control>
  </supports>
  <content_rating type="oars-1.1"/>
  <releases>
    <release version="{the_version}" date="{release_date()}"/>
  </releases>
</component>
"""


def copyright_file(bundle: Path) -> str:
    """``/usr/share/doc/ginrummy/copyright`` in Debian's machine-readable format: who holds the
    copyright of each part of the package and under which licence (``deb_copyright.py``)."""
    return deb_copyright.copyright_file(bundle, INSTALL_DIR, licence_expression(), COPYRIGHT)


def _elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as stream:
                if stream.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def _needed(elf: Path) -> set[str]:
    """The libraries an ELF file names itself (DT_NEEDED), not those they pull in."""
    text = output(["objdump", "-p", str(elf)])
    return {line.split()[1] for line in text.splitlines() if line.split()[:1] == ["NEEDED"]}


def linked_libraries(bundle: Path) -> tuple[set[str], list[str]]:
    """System libraries the bundle's ELF files name directly, resolved to paths by ``ldd``, and
    what ldd could not find. (What those libraries pull in is their packages' business.)"""
    internal = bundle / "_internal"
    search = [internal, internal / "PySide6" / "Qt" / "lib", internal / "PySide6"]
    env = dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(str(p) for p in search))
    found: set[str] = set()
    missing: list[str] = []
    bundle_root = str(bundle.resolve())
    for elf in _elf_files(bundle):
        needed = _needed(elf)
        try:
            text = output(["ldd", str(elf)], env=env)
        except subprocess.CalledProcessError:
            continue  # not a dynamic object
        for line in text.splitlines():
            match = re.match(r"\s*(\S+)\s+=>\s+(.*?)\s+\(0x[0-9a-f]+\)\s*$", line)
            if match and match[1] in needed:
                if not os.path.realpath(match[2]).startswith(bundle_root):
                    found.add(match[2])
            elif "not found" in line and line.split()[0] in needed:
                missing.append(f"{elf.relative_to(bundle)}: {line.strip()}")
    return found, missing


def owning_package(library: str) -> str:
    """The Debian package that ships ``library`` (``dpkg -S``, trying the merged-/usr twins)."""
    for name in _dpkg_names(library):
        proc = subprocess.run(["dpkg", "-S", name], capture_output=True, text=True)
        if proc.returncode == 0 and proc.stdout.strip():
            package = proc.stdout.splitlines()[0].split(":", 1)[0].split(",")[0].strip()
            return package
    raise ReleaseError(f"no Debian package ships {library} (dpkg -S)")


def glibc_floor(bundle: Path) -> str:
    """The newest ``GLIBC_2.x`` symbol version the bundle's ELF files ask for."""
    newest = (2, 17)
    for elf in _elf_files(bundle):
        try:
            text = output(["objdump", "-T", str(elf)])
        except subprocess.CalledProcessError:
            continue
        for minor in re.findall(r"GLIBC_2\.(\d+)", text):
            newest = max(newest, (2, int(minor)))
    return f"{newest[0]}.{newest[1]}"


def deb_depends(bundle: Path) -> list[str]:
    """Depends: the packages of the system libraries the bundle links, libc6 with its floor."""
    libraries, missing = linked_libraries(bundle)
    if missing:
        raise ReleaseError(
            "the bundle links libraries this machine does not have, so their packages cannot be "
            "named (install them and build again):\n  " + "\n  ".join(sorted(set(missing)))
        )
    packages = {owning_package(lib) for lib in libraries}
    depends = []
    for package in sorted(packages):
        if package == "libc6":
            depends.append(f"libc6 (>= {glibc_floor(bundle)})")
        else:
            depends.append(package)
    return depends


XCB_PLUGIN = Path("_internal", "PySide6", "Qt", "plugins", "platforms", "libqxcb.so")
"""Qt's X11 platform plug-in, in the bundle: what a real window loads."""
GLIBC_LIBRARIES = re.compile(
    r"^(libc|libm|libdl|libpthread|librt|libresolv)\.so\.|^ld-linux|^linux-vdso"
)
"""glibc's own libraries: the floor of glibc names them all."""


def _bundle_search_path(bundle: Path) -> dict[str, str]:
    """The environment in which ``ldd`` finds the bundle's own libraries first, as the bundle
    does when it runs."""
    internal = bundle / "_internal"
    search = [internal, internal / "PySide6" / "Qt" / "lib", internal / "PySide6"]
    return dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(str(p) for p in search))


def _carried(path: str, bundle: Path) -> bool:
    """Whether the library ``ldd`` found at ``path`` is one of the bundle's own files."""
    inside = (str(bundle.absolute()), str(bundle.resolve()))
    return path.startswith(inside) or os.path.realpath(path).startswith(inside)


def window_libraries(bundle: Path) -> dict[str, str | None]:
    """The system libraries a real window needs, by file name, each with where ``ldd`` found it
    on this machine (None: not found): those that Qt's xcb platform plug-in and the bundle's
    libraries it loads name themselves and the bundle does not carry, glibc's own aside."""
    plugin = bundle / XCB_PLUGIN
    found: dict[str, str | None] = {}
    for line in output(["ldd", str(plugin)], env=_bundle_search_path(bundle)).splitlines():
        match = re.match(r"\s*(\S+)\s+=>\s+(.*?)\s+\(0x[0-9a-f]+\)\s*$", line)
        if match:
            found[match[1]] = match[2]
        elif "not found" in line:
            found[line.split()[0]] = None
    chain = [plugin] + [Path(p) for p in found.values() if p and _carried(p, bundle)]
    named = set().union(*(_needed(elf) for elf in chain))
    return {
        name: path for name, path in sorted(found.items())
        if name in named and not (path and _carried(path, bundle))
        and not GLIBC_LIBRARIES.match(name)
    }


def tarball_readme(glibc: str, libraries: dict[str, str]) -> str:
    """The tarball's README.txt: what the program needs from the system (``libraries``: each
    library's file name and its Debian package), and how to add a menu entry."""
    names = "\n".join(_wrapped(sorted(libraries), "  ", "  "))
    apt = " \\\n".join(_wrapped(["sudo", "apt", "install", *sorted(set(libraries.values()))],
                                 "  ", "    "))
    return (
        "Gin Rummy Desktop, portable Linux build\n\n"
        f"Start it with ./{PACKAGE} in this folder. It needs glibc {glibc} or newer, a desktop\n"
        "with X11 or XWayland, and the desktop libraries a window loads (OpenGL/EGL,\n"
        "fontconfig, GLib, D-Bus, xkbcommon, libxcb and its extensions). By file name:\n\n"
        f"{names}\n\n"
        "On Debian and Ubuntu they come with these packages (the .deb installs them for you):\n\n"
        f"{apt}\n\n"
        "When one is missing, Qt says it could not load the \"xcb\" platform plug-in and\n"
        "suggests xcb-cursor0: that one is in this folder already; the missing library is one\n"
        "of the above (often libxcb-render0, libxcb-shape0 or libxcb-xkb1), and\n"
        f"  ldd {XCB_PLUGIN.as_posix()} | grep 'not found'\n"
        "names it.\n\n"
        "The game speaks Chinese and Japanese too, which need a font with their characters\n"
        "(a CJK font); without one their texts show as boxes. On Debian and Ubuntu (the\n"
        ".deb recommends it):\n"
        f"  sudo apt install {CJK_FONT_PACKAGE}\n\n"
        f"For a menu entry: copy this folder to {INSTALL_DIR}, copy {APP_ID}.desktop to\n"
        "~/.local/share/applications/ and assets/icons/ginrummy-256.png (under _internal)\n"
        f"to ~/.local/share/icons/hicolor/256x256/apps/{APP_ID}.png.\n\n"
        "Licences: _internal/licences/README.txt.\n"
    )


def _wrapped(words: list[str], first: str, later: str) -> list[str]:
    """``words`` in lines of at most 88 characters, never broken inside a word."""
    return textwrap.wrap(" ".join(words), 88, initial_indent=first, subsequent_indent=later,
                         break_long_words=False, break_on_hyphens=False)


def tarball_requirements(bundle: Path) -> dict[str, str]:
    """The system libraries of :func:`window_libraries`, each with its Debian package; a
    ``ReleaseError`` when this machine lacks one (its package could not be named)."""
    libraries = window_libraries(bundle)
    missing = sorted(name for name, path in libraries.items() if path is None)
    if missing:
        raise ReleaseError("Qt's xcb plug-in links libraries this machine does not have "
                           f"(install them and build again): {', '.join(missing)}")
    packages = owning_packages([str(path) for path in libraries.values()])
    return {name: packages[str(path)] for name, path in libraries.items()}


def _dpkg_names(library: str) -> list[str]:
    """The paths ``dpkg -S`` may know ``library`` by: as given, resolved, and their
    merged-/usr twins."""
    real = os.path.realpath(library)
    names = [library, real, os.path.join(os.path.dirname(real), os.path.basename(library))]
    names += [n[4:] if n.startswith("/usr/") else "/usr" + n for n in list(names)]
    return list(dict.fromkeys(names))


def owning_packages(libraries: Sequence[str]) -> dict[str, str]:
    """The Debian package of each library, as :func:`owning_package` finds it, in one
    ``dpkg -S`` for all of them."""
    names = {library: _dpkg_names(library) for library in libraries}
    everything = sorted({name for group in names.values() for name in group})
    proc = subprocess.run(["dpkg", "-S", *everything], capture_output=True, text=True)
    owner: dict[str, str] = {}
    for line in proc.stdout.splitlines():
        package, _, path = line.partition(": ")
        owner.setdefault(path.strip(), package.split(":", 1)[0].split(",")[0].strip())
    found = {}
    for library, group in names.items():
        shipper = next((owner[name] for name in group if name in owner), None)
        if shipper is None:
            raise ReleaseError(f"no Debian package ships {library} (dpkg -S)")
        found[library] = shipper
    return found


def _copy_tree(source: Path, target: Path) -> None:
    shutil.copytree(source, target, symlinks=True)


def _normalise_modes(folder: Path) -> None:
    """0755 for folders and executables, 0644 for the rest (a .deb installs modes as given)."""
    for path in [folder, *folder.rglob("*")]:
        if path.is_symlink():
            continue
        mode = path.stat().st_mode
        executable = path.is_dir() or mode & stat.S_IXUSR
        path.chmod(0o755 if executable else 0o644)


def stage_deb(bundle: Path, stage: Path, the_version: str) -> dict[str, str]:
    """Lay out the package's files under ``stage``; returns the control fields."""
    if stage.exists():
        shutil.rmtree(stage)
    opt = stage / INSTALL_DIR.lstrip("/")
    _copy_tree(bundle, opt)
    usr_bin = stage / "usr" / "bin"
    usr_bin.mkdir(parents=True)
    (usr_bin / PACKAGE).symlink_to(f"{INSTALL_DIR}/{PACKAGE}")
    share = stage / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / f"{APP_ID}.desktop").write_text(desktop_entry(), encoding="utf-8")
    for size in DEB_ICON_SIZES:
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copyfile(ICONS / f"ginrummy-{size}.png", folder / f"{APP_ID}.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copyfile(ICONS / "ginrummy.svg", scalable / f"{APP_ID}.svg")
    (share / "metainfo").mkdir(parents=True)
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(
        metainfo(the_version), encoding="utf-8"
    )
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_file(bundle), encoding="utf-8")
    _normalise_modes(stage)
    installed_kib = (tree_size(stage) + 1023) // 1024
    return {
        "Package": PACKAGE,
        "Version": debian_version(the_version),
        "Architecture": "amd64",
        "Maintainer": "Gin Rummy Desktop authors <ginrummy-desktop@invalid>",
        "Installed-Size": str(installed_kib),
        "Depends": ", ".join(deb_depends(bundle)),
        "Recommends": CJK_FONT_PACKAGE,
        "Section": "games",
        "Priority": "optional",
        "Description": (
            "Gin Rummy against the computer\n"
            " A desktop card game (Qt): drag cards to draw and discard, knock or go gin, and\n"
            " play a match to the target score against five computer levels. Modern North\n"
            " American rules, with presets and every rule setting. Plays offline."
        ),
    }


def build_deb(
    bundle: Path, the_version: str, stage: Path | None = None, out_dir: Path = DIST
) -> Path:
    """Stage the package's files (in ``build/deb/`` unless told) and pack them with
    ``dpkg-deb`` into ``out_dir``; returns the .deb."""
    started = time.monotonic()
    stage = stage if stage is not None else ROOT / "build" / "deb" / PACKAGE
    fields = stage_deb(bundle, stage, the_version)
    control = stage / "DEBIAN"
    control.mkdir()
    text = "".join(f"{key}: {value}\n" for key, value in fields.items())
    (control / "control").write_text(text, encoding="utf-8")
    (control / "control").chmod(0o644)
    say("Depends: " + fields["Depends"])
    deb = out_dir / f"{PACKAGE}_{debian_version(the_version)}_amd64.deb"
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(stage), str(deb)])
    say(f"{deb.name}: {deb.stat().st_size / 1e6:.1f} MB in {time.monotonic() - started:.0f} s")
    return deb


def build_tarball(bundle: Path, the_version: str) -> Path:
    """``ginrummy-<version>/``: the bundle, with the menu entry and icon beside it."""
    started = time.monotonic()
    top = f"{PACKAGE}-{the_version}"
    tarball = DIST / f"{top}-linux-x86_64.tar.xz"

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tempfile.TemporaryDirectory() as tmp:
        extras = Path(tmp)
        (extras / f"{APP_ID}.desktop").write_text(
            desktop_entry().replace(f"Exec={PACKAGE}", f"Exec={INSTALL_DIR}/{PACKAGE}")
            .replace(f"TryExec={PACKAGE}", f"TryExec={INSTALL_DIR}/{PACKAGE}"),
            encoding="utf-8",
        )
        readme = tarball_readme(glibc_floor(bundle), tarball_requirements(bundle))
        (extras / "README.txt").write_text(readme, encoding="utf-8")
        with tarfile.open(tarball, "w:xz", preset=6) as archive:
            archive.add(bundle, arcname=top, filter=owned_by_root)
            for extra in sorted(extras.iterdir()):
                archive.add(extra, arcname=f"{top}/{extra.name}", filter=owned_by_root)
    elapsed = time.monotonic() - started
    say(f"{tarball.name}: {tarball.stat().st_size / 1e6:.1f} MB in {elapsed:.0f} s")
    return tarball


# ---------------------------------------------------------------------------------------------
# Checking a .deb without installing it
# ---------------------------------------------------------------------------------------------


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ReleaseError(f"{path} is not a PNG file")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def check_deb_tree(root: Path, control: str) -> list[str]:
    """Problems with an unpacked .deb (``root``) and its control file; empty when all is well."""
    problems: list[str] = []
    fields = {}
    for line in control.splitlines():
        key, _, value = line.partition(":")
        if value and not line.startswith(" "):
            fields[key.strip()] = value.strip()
    program = root / INSTALL_DIR.lstrip("/") / PACKAGE
    if not (program.is_file() and os.access(program, os.X_OK)):
        problems.append(f"{INSTALL_DIR}/{PACKAGE} is missing or not executable")
    dangling = [
        str(p.relative_to(root)) for p in (root / INSTALL_DIR.lstrip("/")).rglob("*")
        if p.is_symlink() and not p.exists()
    ]
    if dangling:
        problems.append(f"dangling links: {', '.join(sorted(dangling)[:5])}")
    launcher = root / "usr" / "bin" / PACKAGE
    if not launcher.is_symlink() or os.readlink(launcher) != f"{INSTALL_DIR}/{PACKAGE}":
        problems.append(f"/usr/bin/{PACKAGE} is not a link to {INSTALL_DIR}/{PACKAGE}")
    desktop = root / "usr" / "share" / "applications" / f"{APP_ID}.desktop"
    if not desktop.is_file():
        problems.append(f"no menu entry {desktop.name}")
    else:
        entry = desktop.read_text(encoding="utf-8")
        for line in (f"Exec={PACKAGE}", f"Icon={APP_ID}", "Type=Application"):
            if line not in entry.splitlines():
                problems.append(f"{desktop.name} lacks {line!r}")
        proc = subprocess.run(
            ["desktop-file-validate", str(desktop)], capture_output=True, text=True
        )
        if proc.returncode != 0 or proc.stdout.strip():
            problems.append(f"desktop-file-validate: {proc.stdout.strip() or proc.returncode}")
    hicolor = root / "usr" / "share" / "icons" / "hicolor"
    for size in DEB_ICON_SIZES:
        icon = hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        if not icon.is_file():
            problems.append(f"no {size}x{size} icon")
        elif png_size(icon) != (size, size):
            problems.append(f"{icon.name} in {size}x{size} is {png_size(icon)}")
    if not (hicolor / "scalable" / "apps" / f"{APP_ID}.svg").is_file():
        problems.append("no scalable icon")
    meta = root / "usr" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    if not meta.is_file():
        problems.append("no AppStream metainfo")
    else:
        proc = subprocess.run(
            ["appstreamcli", "validate", "--no-net", "--explain", str(meta)],
            capture_output=True, text=True,
        )
        if proc.returncode != 0:
            problems.append(f"appstreamcli validate: {proc.stdout.strip()}")
    licences = root / INSTALL_DIR.lstrip("/") / "_internal" / "licences"
    for name in ("README.txt", "GINRUMMY.txt", "CARD-ART-CC0-1.0.txt", "QT-NOTICE.txt",
                 "LGPL-3.0.txt", "GPL-3.0.txt", "PYTHON-PSF.txt"):
        if not (licences / name).is_file():
            problems.append(f"licence file {name} is missing")
    notice = licences / "QT-NOTICE.txt"
    if notice.is_file() and "download.qt.io" not in notice.read_text(encoding="utf-8"):
        problems.append("QT-NOTICE.txt does not say where to get Qt's source")
    problems += licence_problems(root)
    depends = [d.strip() for d in fields.get("Depends", "").split(",") if d.strip()]
    names = {re.split(r"[\s(]", d, maxsplit=1)[0] for d in depends}
    for needed in ("libc6", "libgl1", "libegl1", "libfontconfig1"):
        if needed not in names:
            problems.append(f"Depends lacks {needed}: {fields.get('Depends', '')!r}")
    if not any(d.startswith("libc6 (>= 2.") for d in depends):
        problems.append("Depends does not give libc6 a version floor")
    recommends = {r.strip() for r in fields.get("Recommends", "").split(",")}
    if CJK_FONT_PACKAGE not in recommends:
        problems.append(f"Recommends lacks {CJK_FONT_PACKAGE} (the Chinese and Japanese texts "
                        "need a CJK font)")
    for key in ("Package", "Version", "Architecture", "Maintainer", "Description"):
        if not fields.get(key):
            problems.append(f"control has no {key}")
    return problems


def licence_problems(root: Path) -> list[str]:
    """Problems with how an unpacked .deb (``root``) states its licences: its copyright file
    (DEP-5, every pattern matching a file) and the AppStream metainfo must give the game's
    licence from pyproject.toml, and so must the bundle's GINRUMMY.txt."""
    expression = licence_expression()
    copyright_path = root / "usr" / "share" / "doc" / PACKAGE / "copyright"
    if not copyright_path.is_file():
        return [f"no /usr/share/doc/{PACKAGE}/copyright"]
    text = copyright_path.read_text(encoding="utf-8")
    problems = [f"copyright: {p}" for p in deb_copyright.problems(text, root)]
    stated = deb_copyright.paragraphs(text)
    game = deb_copyright.debian_licence_name(expression)
    if [p.get("License") for p in stated[:1]] != [game]:
        problems.append(f"the copyright file's header does not give License: {game}")
    if not any(p.get("Files") == "*" and p.get("License") == game for p in stated):
        problems.append(f"the copyright file's 'Files: *' paragraph is not License: {game}")
    meta = root / "usr" / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    if meta.is_file() and f"<project_license>{expression}</project_license>" not in (
        meta.read_text(encoding="utf-8")
    ):
        problems.append(f"the metainfo's project_license is not {expression}")
    ours = root / INSTALL_DIR.lstrip("/") / "_internal" / "licences" / "GINRUMMY.txt"
    if ours.is_file() and f"SPDX-License-Identifier: {expression}\n" not in (
        ours.read_text(encoding="utf-8")
    ):
        problems.append(f"GINRUMMY.txt does not give SPDX-License-Identifier: {expression}")
    return problems


def check_deb(deb: Path, run_self_test: bool = True) -> None:
    """Unpack ``deb`` (``dpkg-deb -x``, no install), check its contents, run its self-test."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "root"
        run(["dpkg-deb", "-x", str(deb), str(root)])
        control = output(["dpkg-deb", "-f", str(deb)])
        problems = check_deb_tree(root, control)
        if problems:
            raise ReleaseError(f"{deb.name}:\n  " + "\n  ".join(problems))
        files = sum(1 for p in root.rglob("*") if not p.is_dir())
        say(f"{deb.name}: {files} files; menu entry, icons, launcher, licences, metainfo and "
            "Depends are in order")
        print(control, end="", flush=True)
        if run_self_test:
            self_test(root / INSTALL_DIR.lstrip("/") / PACKAGE)


def install_test(deb: Path) -> None:
    """Install with apt, start the program from its menu entry's Exec line, remove it, and check
    that nothing it installed is left. Needs root and apt (a throwaway machine)."""
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run(["apt-get", "install", "-y", str(deb.resolve())], env=env)
    files = [Path(f) for f in output(["dpkg", "-L", PACKAGE]).splitlines() if f.strip()]
    desktop = Path("/usr/share/applications") / f"{APP_ID}.desktop"
    exec_line = next(
        line.split("=", 1)[1] for line in desktop.read_text(encoding="utf-8").splitlines()
        if line.startswith("Exec=")
    )
    executable = shutil.which(exec_line.split()[0])
    if executable is None:
        raise ReleaseError(f"the menu entry's Exec={exec_line} is not on PATH")
    self_test(Path(executable))
    run(["dpkg", "-r", PACKAGE], env=env)
    ours = [f for f in files if str(f).startswith((INSTALL_DIR, "/usr/bin/"))
            or APP_ID in f.name or f.parts[-2:-1] == (PACKAGE,)]
    left = [str(f) for f in ours if f.exists() or f.is_symlink()]
    if Path(INSTALL_DIR).exists():
        left.append(INSTALL_DIR)
    if left:
        raise ReleaseError("dpkg -r left files behind:\n  " + "\n  ".join(left))
    say(f"installed, started from the menu entry's Exec line, removed: {len(files)} paths, "
        "none left")


# ---------------------------------------------------------------------------------------------
# lintian: Debian's package checker
# ---------------------------------------------------------------------------------------------

LICENCE_TAGS = re.compile(r"copyright|licen[cs]e|dep5")
"""Lintian's tags about the copyright file and licences (``copyright-*``, ``*-license-*``,
``dep5-*``, ...): an error or a warning among them fails ``release.py lintian``."""

_LINTIAN_LINE = re.compile(r"^([A-Z]): (\S+)(?: (?:source|changes|udeb|buildinfo))?: (\S+)(.*)$")


class LintianTag(NamedTuple):
    """One line of lintian's report: ``E: ginrummy: tag-name [context]``."""

    severity: str  # E error, W warning, I info, P pedantic, X experimental, O overridden
    tag: str
    context: str


def lintian_tags(report: str) -> list[LintianTag]:
    """The tags of a lintian report (other lines, such as lintian's own notes, are skipped)."""
    tags = []
    for line in report.splitlines():
        match = _LINTIAN_LINE.match(line)
        if match:
            tags.append(LintianTag(match[1], match[3], match[4].strip()))
    return tags


def licence_failures(tags: Iterable[LintianTag]) -> list[LintianTag]:
    """The errors and warnings among ``tags`` that are about copyright and licences."""
    return [t for t in tags if t.severity in ("E", "W") and LICENCE_TAGS.search(t.tag)]


def lintian_summary(tags: Sequence[LintianTag]) -> list[str]:
    """One line per tag, most severe first: ``E dir-or-file-in-opt x264 (opt/ginrummy/...)``."""
    order = {severity: rank for rank, severity in enumerate("EWIPXO")}
    counts: dict[tuple[str, str], list[LintianTag]] = {}
    for tag in tags:
        counts.setdefault((tag.severity, tag.tag), []).append(tag)
    lines = []
    for (severity, name), found in sorted(
        counts.items(), key=lambda item: (order.get(item[0][0], 9), item[0][1])
    ):
        example = f" (e.g. {found[0].context})" if found[0].context else ""
        lines.append(f"{severity} {name} x{len(found)}{example}")
    return lines


def command_lintian(deb: Path) -> None:
    """Run lintian on ``deb`` (info tags too), print one line per tag, and fail on any error or
    warning about copyright and licences."""
    lintian = shutil.which("lintian")
    if lintian is None:
        raise ReleaseError("lintian not found: apt-get install lintian")
    started = time.monotonic()
    proc = subprocess.run(
        [lintian, "--display-info", "--tag-display-limit", "0", "--fail-on", "none", str(deb)],
        capture_output=True, text=True,
    )
    if proc.returncode != 0:
        raise ReleaseError(f"lintian failed (exit {proc.returncode}): {proc.stderr.strip()}")
    tags = lintian_tags(proc.stdout)
    say(f"lintian {deb.name}: {len(tags)} tags in {time.monotonic() - started:.0f} s")
    for line in lintian_summary(tags):
        print(f"  {line}", flush=True)
    failing = licence_failures(tags)
    if failing:
        raise ReleaseError(
            "lintian reports copyright or licence problems:\n  "
            + "\n  ".join(f"{t.severity}: {t.tag} {t.context}".rstrip() for t in failing)
        )
    say("lintian: no error or warning about copyright or licences")


# ---------------------------------------------------------------------------------------------
# Windows and macOS
# ---------------------------------------------------------------------------------------------


def find_makensis() -> str | None:
    found = shutil.which("makensis")
    if found:
        return found
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if base and (Path(base) / "NSIS" / "makensis.exe").is_file():
            return str(Path(base) / "NSIS" / "makensis.exe")
    return None


def numeric_version(value: str) -> str:
    """``X.Y.Z.0`` from a version such as ``1.2.3rc1`` (Windows version resources)."""
    numbers = [int(n) for n in re.findall(r"\d+", value.split("+")[0])[:3]]
    return ".".join(str(n) for n in [*numbers, 0, 0, 0, 0][:4])


def nsis_command(makensis: str, payload: Path, outfile: Path, the_version: str) -> list[str]:
    """The makensis command that compiles ``packaging/windows/ginrummy.nsi``."""
    return [
        makensis, "-V2", "-NOCD",
        f"-DVERSION={the_version}",
        f"-DVERSION4={numeric_version(the_version)}",
        f"-DPAYLOAD={payload}",
        f"-DOUTFILE={outfile}",
        f"-DICON={ICONS / 'ginrummy.ico'}",
        f"-DLICENCE={ROOT / 'LICENSE'}",
        f"-DLICENCE_ID={licence_expression()}",
        str(PACKAGING / "windows" / "ginrummy.nsi"),
    ]


def find_signtool(kits: Path | None = None) -> str | None:
    """The Windows SDK's ``signtool.exe``: on PATH, else the newest x64 one under
    ``Windows Kits\\10\\bin\\<version>\\x64`` (it is not on PATH on GitHub's images)."""
    found = shutil.which("signtool")
    if found:
        return found
    if kits is None:
        base = os.environ.get("PROGRAMFILES(X86)") or os.environ.get("PROGRAMFILES")
        if not base:
            return None
        kits = Path(base) / "Windows Kits" / "10" / "bin"
    tools = [p for p in kits.glob("*/x64/signtool.exe") if _sdk_version(p.parent.parent.name)]
    if not tools:
        return None
    return str(max(tools, key=lambda p: _sdk_version(p.parent.parent.name)))


def _sdk_version(name: str) -> tuple[int, ...]:
    """``10.0.22621.0`` as numbers; empty for a folder that is not a version."""
    return tuple(int(n) for n in name.split(".")) if re.fullmatch(r"\d+(\.\d+)+", name) else ()


def sign_windows(paths: Iterable[Path]) -> None:
    """Authenticode-sign when WINDOWS_CERTIFICATE_PFX (a .pfx file) and its password are set."""
    pfx = os.environ.get("WINDOWS_CERTIFICATE_PFX")
    password = os.environ.get("WINDOWS_CERTIFICATE_PASSWORD")
    if not (pfx and password):
        say("no WINDOWS_CERTIFICATE_PFX/WINDOWS_CERTIFICATE_PASSWORD: not signing (SmartScreen "
            "will warn on first run)")
        return
    signtool = find_signtool()
    if signtool is None:
        raise ReleaseError("signtool not found: install the Windows SDK's signing tools")
    for path in paths:
        run([signtool, "sign", "/f", pfx, "/p", password, "/fd", "sha256",
             "/tr", "http://timestamp.digicert.com", "/td", "sha256", str(path)])


def build_windows_installer(bundle: Path, the_version: str) -> Path:
    makensis = find_makensis()
    if makensis is None:
        raise ReleaseError("makensis not found: install NSIS 3 (e.g. choco install nsis)")
    sign_windows([bundle / f"{PACKAGE}.exe"])
    setup = DIST / f"{PACKAGE}-{the_version}-windows-x64-setup.exe"
    run(nsis_command(makensis, bundle, setup, the_version))
    sign_windows([setup])
    say(f"{setup.name}: {setup.stat().st_size / 1e6:.1f} MB")
    return setup


def build_macos_dmg(the_version: str) -> Path:
    """The .app (signed when MACOS_SIGNING_IDENTITY is set) in a .dmg with an Applications link;
    notarised and stapled when the notary credentials are set (packaging/macos/README.md)."""
    app = DIST / "Gin Rummy.app"
    arch = platform.machine() or "unknown"
    dmg = DIST / f"{PACKAGE}-{the_version}-macos-{arch}.dmg"
    script = PACKAGING / "macos" / "make_dmg.sh"
    run(["bash", str(script), str(app), str(dmg), f"Gin Rummy {the_version}"])
    say(f"{dmg.name}: {dmg.stat().st_size / 1e6:.1f} MB")
    return dmg


# ---------------------------------------------------------------------------------------------
# Installing as a user would (the release workflow, on each system)
# ---------------------------------------------------------------------------------------------

WINDOWS_APP_NAME = "Gin Rummy"
WINDOWS_UNINSTALL_KEY = r"Software\Microsoft\Windows\CurrentVersion\Uninstall\GinRummyDesktop"
UNINSTALL_TIMEOUT = 120.0
PLAYER_DATA = ("GinRummyDesktop", "Gin Rummy")
"""The data folder's place under the system's application-data folder (``paths.py``)."""


def tarball_test(tarball: Path) -> None:
    """Unpack the tarball into a temporary folder as a user would, check its README.txt and
    menu entry, and run the unpacked program's self-test."""
    with tempfile.TemporaryDirectory() as tmp:
        with tarfile.open(tarball) as archive:
            archive.extractall(tmp, filter="data")
        tops = list(Path(tmp).iterdir())
        if len(tops) != 1 or not tops[0].is_dir():
            raise ReleaseError(f"{tarball.name} does not hold one folder: {tops}")
        top = tops[0]
        for name in ("README.txt", f"{APP_ID}.desktop", PACKAGE):
            if not (top / name).is_file():
                raise ReleaseError(f"{tarball.name} lacks {top.name}/{name}")
        self_test(top / PACKAGE)
    say(f"{tarball.name}: unpacked and self-tested")


def windows_install_dir() -> Path:
    """Where the installer puts the game for the user: ``%LOCALAPPDATA%\\Programs\\Gin Rummy``."""
    return Path(os.environ["LOCALAPPDATA"]) / "Programs" / WINDOWS_APP_NAME


def windows_start_menu_entry() -> Path:
    return (Path(os.environ["APPDATA"]) / "Microsoft" / "Windows" / "Start Menu" / "Programs"
            / f"{WINDOWS_APP_NAME}.lnk")


def windows_uninstall_entry() -> bool:
    """Whether the game is listed in Settings > Apps (its key under HKCU)."""
    if sys.platform != "win32":
        raise ReleaseError("the uninstall entry is in the Windows registry")
    import winreg

    try:
        winreg.CloseKey(winreg.OpenKey(winreg.HKEY_CURRENT_USER, WINDOWS_UNINSTALL_KEY))
    except FileNotFoundError:
        return False
    return True


def install_test_windows(setup: Path) -> None:
    """Install with ``setup /S`` for this user, check the Start-menu entry and the uninstall
    entry, run the installed game's self-test, uninstall with ``uninstall.exe /S``, and check
    that nothing of the game is left but the player's data."""
    folder = windows_install_dir()
    run([str(setup), "/S"])
    program = folder / f"{PACKAGE}.exe"
    problems = [what for what, there in (
        (f"no {program}", program.is_file()),
        (f"no Start-menu entry {windows_start_menu_entry()}", windows_start_menu_entry().exists()),
        ("no uninstall entry in the registry", windows_uninstall_entry()),
    ) if not there]
    if problems:
        raise ReleaseError(f"{setup.name} /S: " + "; ".join(problems))
    self_test(program)
    player = Path(os.environ["APPDATA"]).joinpath(*PLAYER_DATA) / "player-data-check.txt"
    player.parent.mkdir(parents=True, exist_ok=True)
    player.write_text("the player's data stays when the game is removed\n", encoding="utf-8")
    try:
        run([str(folder / "uninstall.exe"), "/S"])
        _wait_until_gone(folder)  # the uninstaller runs on from a copy of itself
        left = [str(p) for p in (folder, windows_start_menu_entry()) if p.exists()]
        if windows_uninstall_entry():
            left.append(f"HKCU\\{WINDOWS_UNINSTALL_KEY}")
        if left:
            raise ReleaseError("uninstall.exe /S left behind:\n  " + "\n  ".join(left))
        if not player.is_file():
            raise ReleaseError("uninstall.exe /S removed the player's data")
    finally:
        player.unlink(missing_ok=True)
    say(f"{setup.name}: installed in {folder}, self-tested, uninstalled; the player's data "
        "stayed")


def _wait_until_gone(folder: Path) -> None:
    deadline = time.monotonic() + UNINSTALL_TIMEOUT
    while folder.exists() and time.monotonic() < deadline:
        time.sleep(0.5)


def install_test_macos(dmg: Path) -> None:
    """Attach the .dmg, check its Applications link, copy the app out of it into a folder as a
    user drags it, detach, check the copy's signature and run the copy's self-test."""
    app_name = "Gin Rummy.app"
    with tempfile.TemporaryDirectory() as tmp:
        volume, applications = Path(tmp) / "volume", Path(tmp) / "Applications"
        volume.mkdir()
        applications.mkdir()
        run(["hdiutil", "attach", str(dmg), "-nobrowse", "-readonly", "-mountpoint",
             str(volume)])
        try:
            link = volume / "Applications"
            if not (link.is_symlink() and os.readlink(link) == "/Applications"):
                raise ReleaseError(f"{dmg.name} has no link to /Applications")
            if not (volume / app_name).is_dir():
                raise ReleaseError(f"{dmg.name} does not hold {app_name}")
            run(["ditto", str(volume / app_name), str(applications / app_name)])
        finally:
            _detach(volume)
        copy = applications / app_name
        run(["codesign", "--verify", "--deep", "--strict", str(copy)])
        self_test(copy / "Contents" / "MacOS" / PACKAGE)
    say(f"{dmg.name}: attached, copied out, detached, the copy self-tested")


def _detach(volume: Path) -> None:
    """Detach a disk image; once more with ``-force`` when macOS still calls it busy."""
    try:
        run(["hdiutil", "detach", str(volume)])
    except subprocess.CalledProcessError:
        time.sleep(2)
        run(["hdiutil", "detach", "-force", str(volume)])


def default_installer() -> Path:
    """This system's installer in dist/: the .deb, the setup program or the .dmg."""
    the_version = version()
    if WINDOWS:
        return DIST / f"{PACKAGE}-{the_version}-windows-x64-setup.exe"
    if MACOS:
        return DIST / f"{PACKAGE}-{the_version}-macos-{platform.machine() or 'unknown'}.dmg"
    return default_deb()


def default_tarball() -> Path:
    return DIST / f"{PACKAGE}-{version()}-linux-x86_64.tar.xz"


def command_install_test(installer: Path) -> None:
    """Install ``installer`` as a user would on this system and self-test the installed game."""
    if WINDOWS:
        install_test_windows(installer)
    elif MACOS:
        install_test_macos(installer)
    else:
        install_test(installer)


# ---------------------------------------------------------------------------------------------
# Commands
# ---------------------------------------------------------------------------------------------


def command_build() -> list[Path]:
    the_version = version()
    say(f"Gin Rummy Desktop {the_version} for {sys.platform} ({platform.machine()})")
    started = time.monotonic()
    bundle = build_bundle()
    made = [bundle]
    if LINUX:
        made += [build_deb(bundle, the_version), build_tarball(bundle, the_version)]
    elif WINDOWS:
        made.append(build_windows_installer(bundle, the_version))
    elif MACOS:
        made.append(build_macos_dmg(the_version))
    say(f"built in {time.monotonic() - started:.0f} s:")
    for path in made:
        size = tree_size(path) if path.is_dir() else path.stat().st_size
        print(f"  {path.relative_to(ROOT)}  {size / 1e6:.1f} MB", flush=True)
    return made


def default_deb() -> Path:
    return DIST / f"{PACKAGE}_{debian_version(version())}_amd64.deb"


USAGE = __doc__.split("\n\n")[0] if __doc__ else ""


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print(USAGE)
        return 0 if argv else 2
    command, args = argv[0], argv[1:]
    try:
        if command == "build":
            command_build()
        elif command == "self-test":
            self_test(Path(args[0]) if args else bundle_executable())
        elif command == "check-deb":
            check_deb(Path(args[0]) if args else default_deb())
        elif command == "install-test":
            command_install_test(Path(args[0]) if args else default_installer())
        elif command == "tarball-test":
            tarball_test(Path(args[0]) if args else default_tarball())
        elif command == "lintian":
            command_lintian(Path(args[0]) if args else default_deb())
        elif command == "version":
            print(version())
        else:
            print(USAGE, file=sys.stderr)
            return 2
    except (
        ReleaseError, deb_copyright.CopyrightFileError, subprocess.CalledProcessError, OSError
    ) as error:
        print(f"[release] error: {error}", file=sys.stderr, flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
