"""Build, check and package Gin Rummy Desktop for the system this runs on.

    python packaging/release.py build          the bundle and this system's installers, in dist/
    python packaging/release.py self-test      run the built bundle's ``--self-test``
    python packaging/release.py check-deb DEB  unpack a .deb into a temporary folder and check it
    python packaging/release.py install-test DEB   (root, Debian/Ubuntu) apt install, start from
                                               the menu entry's Exec line, dpkg -r, check nothing
                                               is left
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
import time
import tomllib
from collections.abc import Iterable, Sequence
from pathlib import Path

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
from ginrummy_desktop import APP_ID  # noqa: E402  (standard library only)

PACKAGE = "ginrummy"
INSTALL_DIR = f"/opt/{PACKAGE}"
DEB_ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SELF_TEST_TIMEOUT = 240


class ReleaseError(Exception):
    """A step failed; the message says which and why."""


def say(message: str) -> None:
    print(f"[release] {message}", flush=True)


def version() -> str:
    """The project's version, from pyproject.toml."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return str(project["version"])


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


def copyright_file() -> str:
    """``/usr/share/doc/ginrummy/copyright``: where the licences of what the package holds are."""
    return (
        "Gin Rummy Desktop\n\n"
        "Copyright (c) the Gin Rummy Desktop authors.\n\n"
        "This package holds a PyInstaller bundle of the game with Python, Qt and Qt for Python\n"
        "(LGPL-3.0) and CC0 card art. The licence texts and notices, with where to get Qt's\n"
        f"source code, are in {INSTALL_DIR}/_internal/licences/ (README.txt says which is which).\n"
    )


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
    real = os.path.realpath(library)
    names = [library, real, os.path.join(os.path.dirname(real), os.path.basename(library))]
    names += [n[4:] if n.startswith("/usr/") else "/usr" + n for n in list(names)]
    for name in dict.fromkeys(names):
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
    (doc / "copyright").write_text(copyright_file(), encoding="utf-8")
    _normalise_modes(stage)
    installed_kib = (tree_size(stage) + 1023) // 1024
    return {
        "Package": PACKAGE,
        "Version": debian_version(the_version),
        "Architecture": "amd64",
        "Maintainer": "Gin Rummy Desktop authors <ginrummy-desktop@invalid>",
        "Installed-Size": str(installed_kib),
        "Depends": ", ".join(deb_depends(bundle)),
        "Section": "games",
        "Priority": "optional",
        "Description": (
            "Gin Rummy against the computer\n"
            " A desktop card game (Qt): drag cards to draw and discard, knock or go gin, and\n"
            " play a match to the target score against five computer levels. Modern North\n"
            " American rules, with presets and every rule setting. Plays offline."
        ),
    }


def build_deb(bundle: Path, the_version: str) -> Path:
    started = time.monotonic()
    stage = ROOT / "build" / "deb" / PACKAGE
    fields = stage_deb(bundle, stage, the_version)
    control = stage / "DEBIAN"
    control.mkdir()
    text = "".join(f"{key}: {value}\n" for key, value in fields.items())
    (control / "control").write_text(text, encoding="utf-8")
    (control / "control").chmod(0o644)
    say("Depends: " + fields["Depends"])
    deb = DIST / f"{PACKAGE}_{debian_version(the_version)}_amd64.deb"
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
        (extras / "README.txt").write_text(
            "Gin Rummy Desktop, portable Linux build\n\n"
            f"Start it with ./{PACKAGE} in this folder. It needs a desktop with X11 or\n"
            "XWayland, and the usual desktop libraries (OpenGL, EGL, fontconfig, GLib, D-Bus,\n"
            "xkbcommon, libxcb). The .deb installs them for you on Debian and Ubuntu.\n\n"
            f"For a menu entry: copy this folder to {INSTALL_DIR}, copy {APP_ID}.desktop to\n"
            "~/.local/share/applications/ and assets/icons/ginrummy-256.png (under _internal)\n"
            f"to ~/.local/share/icons/hicolor/256x256/apps/{APP_ID}.png.\n\n"
            "Licences: _internal/licences/README.txt.\n",
            encoding="utf-8",
        )
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
    if not (root / "usr" / "share" / "doc" / PACKAGE / "copyright").is_file():
        problems.append(f"no /usr/share/doc/{PACKAGE}/copyright")
    depends = [d.strip() for d in fields.get("Depends", "").split(",") if d.strip()]
    names = {re.split(r"[\s(]", d, maxsplit=1)[0] for d in depends}
    for needed in ("libc6", "libgl1", "libegl1", "libfontconfig1"):
        if needed not in names:
            problems.append(f"Depends lacks {needed}: {fields.get('Depends', '')!r}")
    if not any(d.startswith("libc6 (>= 2.") for d in depends):
        problems.append("Depends does not give libc6 a version floor")
    for key in ("Package", "Version", "Architecture", "Maintainer", "Description"):
        if not fields.get(key):
            problems.append(f"control has no {key}")
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
        f"-DLICENCE={PACKAGING / 'licences' / 'GINRUMMY.txt'}",
        str(PACKAGING / "windows" / "ginrummy.nsi"),
    ]


def sign_windows(paths: Iterable[Path]) -> None:
    """Authenticode-sign when WINDOWS_CERTIFICATE_PFX (a .pfx file) and its password are set."""
    pfx = os.environ.get("WINDOWS_CERTIFICATE_PFX")
    password = os.environ.get("WINDOWS_CERTIFICATE_PASSWORD")
    if not (pfx and password):
        say("no WINDOWS_CERTIFICATE_PFX/WINDOWS_CERTIFICATE_PASSWORD: not signing (SmartScreen "
            "will warn on first run)")
        return
    signtool = shutil.which("signtool") or "signtool"
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
            install_test(Path(args[0]) if args else default_deb())
        elif command == "version":
            print(version())
        else:
            print(USAGE, file=sys.stderr)
            return 2
    except (ReleaseError, subprocess.CalledProcessError, OSError) as error:
        print(f"[release] error: {error}", file=sys.stderr, flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
