#!/usr/bin/env python3
"""Set up, play and test Gin Rummy Desktop from a source checkout (Windows, macOS, Linux).

    python3 packaging/dev.py run [game arguments]     play the game
    python3 packaging/dev.py test [pytest arguments]  pytest, then ruff check, then mypy
    python3 packaging/dev.py build                    the bundle and installers, in dist/
    python3 packaging/dev.py windows-check [options]  (Linux, root) build, install and play the
                                                      Windows release under Wine (docs/windows.md)

(On Windows, ``py packaging\\dev.py ...``.) Standard library only; runs under any Python >= 3.8.

What it does:

1. Keeps a virtual environment in ``.venv`` at the repository root, on CPython 3.12 or 3.13.
   PySide6 6.12.0 crashes CPython 3.11 (every void-returning Qt call drops a reference to
   ``None``), so an older interpreter is never used. It looks for one in this order: the
   interpreter running this script, ``python3.13``/``python3.12`` on PATH (only if they actually
   run), pyenv's versions, and on Windows the ``py -3.13``/``py -3.12`` launcher.
   ``GINRUMMY_PYTHON=/path/to/python`` overrides the search.
2. Installs the project into it, editable, with the ``test`` extra, and skips that step while
   ``pyproject.toml`` is unchanged since the last install (a hash is kept in ``.venv``).
3. On Linux, checks that the system libraries Qt needs are present. If some are missing it
   installs Debian's packages when it runs as root with apt-get, and otherwise prints the exact
   apt-get command and stops. ``GINRUMMY_SKIP_SYSLIB_CHECK=1`` skips the check. ``test`` also
   installs (as root) what the tests of a hand played through the accessibility bus and with
   Orca listening need (a session bus, the AT-SPI bus, Xvfb, Orca and its speech, a window
   manager, xdotool); without them those tests are skipped.

``build`` also installs the ``build`` extra (PyInstaller) and, on Linux, the libraries of a real
window (they go into the bundle, or the .deb names them) and the build tools (binutils,
icu-devtools, dpkg-deb); then it runs ``packaging/release.py build``, which builds for the system
it runs on (see that file).
"""

from __future__ import annotations

import ctypes.util
import glob
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
STAMP = VENV / ".ginrummy-dev-install"
EXTRAS = "test"
BUILD_EXTRAS = "test,build"
SUPPORTED = ((3, 13), (3, 12))  # preferred first
WINDOWS = os.name == "nt"
HASHED_FILES = ("pyproject.toml", "packaging/hatch_data_hook.py")

# Debian 12 packages for Qt offscreen (tests) and for a real X11 window (docs/toolchain.md).
OFFSCREEN_PACKAGES = (
    "libglib2.0-0",
    "libxkbcommon0",
    "libfreetype6",
    "libfontconfig1",
    "libdbus-1-3",
    "libx11-6",
    "libgl1",
    "libegl1",
)
WINDOW_PACKAGES = (
    "libxkbcommon-x11-0",
    "libxcb-xkb1",
    "libxcb-util1",
    "libxcb-shape0",
    "libxcb-render0",
    "libxcb-render-util0",
    "libxcb-keysyms1",
    "libxcb-image0",
    "libxcb-icccm4",
    "libxcb-cursor0",
)
# library name for ctypes.util.find_library -> Debian package that ships it
OFFSCREEN_LIBS = {
    "GL": "libgl1",
    "EGL": "libegl1",
    "xkbcommon": "libxkbcommon0",
    "fontconfig": "libfontconfig1",
    "freetype": "libfreetype6",
    "dbus-1": "libdbus-1-3",
    "glib-2.0": "libglib2.0-0",
    "X11": "libx11-6",
}
WINDOW_LIBS = {
    "xkbcommon-x11": "libxkbcommon-x11-0",
    "xcb-xkb": "libxcb-xkb1",
    "xcb-util": "libxcb-util1",
    "xcb-shape": "libxcb-shape0",
    "xcb-render": "libxcb-render0",
    "xcb-render-util": "libxcb-render-util0",
    "xcb-keysyms": "libxcb-keysyms1",
    "xcb-image": "libxcb-image0",
    "xcb-icccm": "libxcb-icccm4",
    "xcb-cursor": "libxcb-cursor0",
}

# Printed by a candidate interpreter: its real path, version, and whether it can make a venv.
_PROBE = (
    "import sys, sysconfig, venv\n"
    "try:\n"
    "    import ensurepip\n"
    "    pip = 1\n"
    "except ImportError:\n"
    "    pip = 0\n"
    "gil = 0 if sysconfig.get_config_var('Py_GIL_DISABLED') else 1\n"
    "print(sys.executable)\n"
    "print('%d.%d %d %d %s' % (sys.version_info[0], sys.version_info[1], pip, gil,"
    " sys.implementation.name))\n"
)


class DevError(Exception):
    """A problem the user must fix; the message says how."""


def say(message: str) -> None:
    print(f"[dev.py] {message}", flush=True)


def supported_name() -> str:
    return " or ".join(f"{major}.{minor}" for major, minor in sorted(SUPPORTED))


# ---------------------------------------------------------------------------------------------
# Finding an interpreter
# ---------------------------------------------------------------------------------------------


def probe(command: list[str]) -> tuple[str, tuple[int, int]] | None:
    """Run a candidate interpreter; return (real executable, version) if it suits a venv."""
    env = dict(os.environ)
    for name in ("PYTHONHOME", "PYTHONPATH", "VIRTUAL_ENV", "__PYVENV_LAUNCHER__"):
        env.pop(name, None)
    try:
        proc = subprocess.run(
            [*command, "-c", _PROBE], capture_output=True, text=True, timeout=60, env=env
        )
    except (OSError, subprocess.SubprocessError):
        return None
    lines = proc.stdout.strip().splitlines()
    if proc.returncode != 0 or len(lines) < 2:
        return None
    fields = lines[-1].split()
    if len(fields) != 4 or fields[3] != "cpython" or fields[1:3] != ["1", "1"]:
        return None  # PyPy, no ensurepip (Debian without python3.X-venv), or free-threaded
    major, minor = (int(part) for part in fields[0].split("."))
    return lines[-2], (major, minor)


def _version_key(path: str) -> tuple[int, ...]:
    match = re.search(r"(\d+)\.(\d+)\.(\d+)", path)
    return tuple(int(g) for g in match.groups()) if match else (0, 0, 0)


def _pyenv_pythons(minor: tuple[int, int]) -> list[str]:
    roots = [os.environ.get("PYENV_ROOT", ""), str(Path.home() / ".pyenv")]
    found: list[str] = []
    for root in filter(None, roots):
        versions = Path(root) / "versions"
        pattern = f"{minor[0]}.{minor[1]}.*"
        found += glob.glob(str(versions / pattern / "bin" / "python3"))
        found += glob.glob(str(Path(root) / "pyenv-win" / "versions" / pattern / "python.exe"))
    # newest patch release first; skip free-threaded ("3.13.0t") builds by exact pattern
    return sorted(
        (p for p in set(found) if re.search(r"\d+\.\d+\.\d+[/\\]", p)),
        key=_version_key,
        reverse=True,
    )


def candidates() -> list[list[str]]:
    """Commands that may start a suitable Python, most preferred first."""
    override = os.environ.get("GINRUMMY_PYTHON")
    if override:
        return [[override]]
    commands: list[list[str]] = [[sys.executable]]
    for minor in SUPPORTED:
        exe = shutil.which(f"python{minor[0]}.{minor[1]}")
        if exe:
            commands.append([exe])
    for minor in SUPPORTED:
        commands += [[p] for p in _pyenv_pythons(minor)]
    if WINDOWS:
        commands += [["py", f"-{major}.{minor}"] for major, minor in SUPPORTED]
    if sys.platform == "darwin":
        frameworks = "/Library/Frameworks/Python.framework/Versions/{}.{}/bin/python3"
        commands += [[frameworks.format(*minor)] for minor in SUPPORTED]
    for name in ("python3", "python"):
        exe = shutil.which(name)
        if exe:
            commands.append([exe])
    return commands


def suitable_pythons() -> list[str]:
    """Real executables of suitable interpreters, most preferred first, without duplicates."""
    seen: set[str] = set()
    found: list[str] = []
    for command in candidates():
        result = probe(command)
        if result is None or result[1] not in SUPPORTED:
            continue
        exe = os.path.normcase(os.path.realpath(result[0]))
        if exe not in seen:
            seen.add(exe)
            found.append(result[0])
    return found


def no_python_message() -> str:
    current = "{}.{}".format(*sys.version_info[:2])
    return (
        f"No Python {supported_name()} was found (this script runs on {current}).\n"
        "Gin Rummy Desktop needs CPython 3.12 or 3.13: PySide6 6.12.0 crashes on Python 3.11\n"
        "(each void-returning Qt call drops a reference to None, and the process aborts with\n"
        "'none_dealloc'), and older versions are not supported.\n"
        "Install Python 3.13 or 3.12 (the python.org installer on Windows and macOS; on Linux\n"
        "your package manager, e.g. 'apt-get install python3.12 python3.12-venv', or\n"
        "'pyenv install 3.13'), then run this command again. To use a particular interpreter,\n"
        "set GINRUMMY_PYTHON=/path/to/python3.13."
    )


# ---------------------------------------------------------------------------------------------
# The virtual environment
# ---------------------------------------------------------------------------------------------


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if WINDOWS else "bin/python")


def venv_is_usable() -> bool:
    exe = venv_python()
    if not exe.is_file():
        return False
    result = probe([str(exe)])
    return result is not None and result[1] in SUPPORTED


def create_venv() -> None:
    pythons = suitable_pythons()
    if not pythons:
        raise DevError(no_python_message())
    for python in pythons:
        say(f"creating {VENV} with {python}")
        started = time.monotonic()
        if subprocess.call([python, "-m", "venv", str(VENV)]) == 0 and venv_is_usable():
            say(f"created .venv in {time.monotonic() - started:.1f} s")
            return
        say(f"could not create a working venv with {python}; trying the next interpreter")
        shutil.rmtree(VENV, ignore_errors=True)
    raise DevError(f"Could not create {VENV} with any of: {', '.join(pythons)}")


def install_digest(extras: str = EXTRAS) -> str:
    digest = hashlib.sha256(extras.encode())
    for name in HASHED_FILES:
        path = ROOT / name
        digest.update(name.encode() + b"\0" + (path.read_bytes() if path.is_file() else b""))
    return digest.hexdigest()


def project_is_installed(python: Path) -> bool:
    code = "import importlib.metadata as m; m.version('ginrummy-desktop')"
    return subprocess.call([str(python), "-c", code], stderr=subprocess.DEVNULL) == 0


def ensure_venv(extras: str = EXTRAS) -> Path:
    """Return the venv's python, creating the venv and installing the project as needed.

    An install with more extras (``build`` includes ``test``) serves a command needing fewer."""
    if VENV.exists() and not venv_is_usable():
        say(f"{VENV} does not run Python {supported_name()} (or is broken): recreating it")
        shutil.rmtree(VENV)
    if not VENV.exists():
        create_venv()
    python = venv_python()
    digest = install_digest(extras)
    accepted = {digest} | ({install_digest(BUILD_EXTRAS)} if extras == EXTRAS else set())
    stamp = STAMP.read_text().strip() if STAMP.is_file() else ""
    if stamp in accepted and project_is_installed(python):
        return python
    say(f"installing the project and its .[{extras}] extras into .venv (first time: a few minutes)")
    started = time.monotonic()
    if STAMP.exists():
        STAMP.unlink()
    command = [str(python), "-m", "pip", "install", "--disable-pip-version-check"]
    if not sys.stdout.isatty():
        command += ["--progress-bar", "off"]
    if run([*command, "-e", f".[{extras}]"]) != 0:
        raise DevError("pip install failed (see above)")
    STAMP.write_text(digest + "\n")
    say(f"installed in {time.monotonic() - started:.1f} s")
    return python


# ---------------------------------------------------------------------------------------------
# Qt's system libraries (Linux)
# ---------------------------------------------------------------------------------------------


def missing_libraries(libs: dict[str, str]) -> list[str]:
    """Debian packages whose library ctypes cannot find."""
    return sorted({pkg for lib, pkg in libs.items() if ctypes.util.find_library(lib) is None})


def wants_window(environ: dict[str, str]) -> bool:
    platform = environ.get("QT_QPA_PLATFORM", "")
    return bool(environ.get("DISPLAY")) and platform in ("", "xcb")


def ensure_system_libraries(window: bool) -> None:
    if not sys.platform.startswith("linux") or os.environ.get("GINRUMMY_SKIP_SYSLIB_CHECK"):
        return
    libs = {**OFFSCREEN_LIBS, **(WINDOW_LIBS if window else {})}
    missing = missing_libraries(libs)
    if not missing:
        return
    packages = list(OFFSCREEN_PACKAGES) + (list(WINDOW_PACKAGES) if window else [])
    install = ["apt-get", "install", "-y", "--no-install-recommends", *packages]
    # as root: install what is missing, but do not upgrade what is already there
    auto_install = [*install[:2], "--no-upgrade", *install[2:]]
    is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    say(f"Qt needs system libraries that are missing (Debian packages: {' '.join(missing)})")
    if is_root and shutil.which("apt-get"):
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        if run(["apt-get", "update"], env=env) != 0 or run(auto_install, env=env) != 0:
            raise DevError("apt-get failed to install Qt's system libraries (see above)")
        still = missing_libraries(libs)
        if still:
            raise DevError(f"still missing after apt-get install: {' '.join(still)}")
        return
    sudo = "" if is_root else "sudo "
    raise DevError(
        "Install them, then run this command again:\n\n"
        f"    {sudo}apt-get update && {sudo}{' '.join(install)}\n\n"
        "(On a distribution without apt-get, install the equivalent packages. If they are in fact\n"
        "present, set GINRUMMY_SKIP_SYSLIB_CHECK=1 to skip this check.)"
    )


# Tools the Linux build runs -> the Debian package that has them.
BUILD_TOOLS = {
    "objdump": "binutils",
    "as": "binutils",
    "ld": "binutils",
    "strip": "binutils",
    "icupkg": "icu-devtools",
    "dpkg-deb": "dpkg",
}


def ensure_build_tools() -> None:
    """On Linux, install (as root) or name the Debian packages of missing build tools."""
    if not sys.platform.startswith("linux"):
        return
    missing = sorted({pkg for tool, pkg in BUILD_TOOLS.items() if shutil.which(tool) is None})
    if not missing:
        return
    install = ["apt-get", "install", "-y", "--no-install-recommends", *missing]
    say(f"the build needs tools that are missing (Debian packages: {' '.join(missing)})")
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        if run(["apt-get", "update"], env=env) != 0 or run(install, env=env) != 0:
            raise DevError("apt-get failed to install the build tools (see above)")
        return
    raise DevError(f"Install them, then run this command again:\n\n    sudo {' '.join(install)}")


# What the tests of a hand played through the accessibility bus (tests/app/
# test_screen_reader.py) and with Debian's own screen reader listening (tests/app/test_orca.py:
# Orca, its speech through speech-dispatcher and espeak-ng into a null output, a window manager,
# keys typed with xdotool) run, and the sound test's audio output (tests/app/test_sound.py) ->
# the Debian package that has it; the game there has a real window.
SCREEN_READER_TOOLS = {
    "dbus-run-session": "dbus-daemon",
    "Xvfb": "xvfb",
    "/usr/libexec/at-spi-bus-launcher": "at-spi2-core",
    "pulseaudio": "pulseaudio",
    "orca": "orca",
    "speech-dispatcher": "speech-dispatcher",
    "/usr/lib/speech-dispatcher-modules/sd_espeak-ng": "speech-dispatcher-espeak-ng",
    "espeak-ng": "espeak-ng",
    "openbox": "openbox",
    "xdotool": "xdotool",
}


def ensure_screen_reader_tools() -> None:
    """On Linux, install (as root with apt-get) what the screen reader's and the real speaker's
    tests need; otherwise name it (those tests are then skipped)."""
    if not sys.platform.startswith("linux") or os.environ.get("GINRUMMY_SKIP_SYSLIB_CHECK"):
        return
    missing = sorted({pkg for tool, pkg in SCREEN_READER_TOOLS.items()
                      if shutil.which(tool) is None and not os.path.exists(tool)})
    if missing_libraries(WINDOW_LIBS):
        missing += list(WINDOW_PACKAGES)
    if not missing:
        return
    install = ["apt-get", "install", "-y", "--no-install-recommends", "--no-upgrade", *missing]
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        say(f"the screen reader's and the sound's tests need Debian packages: {' '.join(missing)}")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        if run(["apt-get", "update"], env=env) == 0 and run(install, env=env) == 0:
            return
    say("the tests of a hand played through a screen reader's bus and of the real speaker "
        "will be skipped; to run them:\n"
        f"    sudo apt-get install {' '.join(missing)}")


# ---------------------------------------------------------------------------------------------
# Commands
# ---------------------------------------------------------------------------------------------


def run(command: list[str], env: dict[str, str] | None = None) -> int:
    say("$ " + " ".join(command))
    return subprocess.call(command, cwd=str(ROOT), env=env)


def run_pytest(command: list[str], env: dict[str, str]) -> tuple[int, str]:
    """Run pytest, echoing its output; return its exit code and its closing summary line."""
    say("$ " + " ".join(command))
    proc = subprocess.Popen(
        command,
        cwd=str(ROOT),
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
    )
    summary = ""
    assert proc.stdout is not None
    for line in proc.stdout:
        sys.stdout.write(line)
        sys.stdout.flush()
        if re.search(r"\d+ (passed|failed|skipped|errors?|deselected)\b.* in [\d.]+s", line):
            summary = line
    return proc.wait(), summary


def counts(summary: str) -> str:
    """'N passed, N failed, N skipped' from pytest's summary line."""
    found = {word: int(n) for n, word in re.findall(r"(\d+) ([a-z]+)", summary)}
    failed = found.get("failed", 0) + found.get("error", 0) + found.get("errors", 0)
    return f"{found.get('passed', 0)} passed, {failed} failed, {found.get('skipped', 0)} skipped"


def command_test(args: list[str]) -> int:
    ensure_system_libraries(window=False)
    ensure_screen_reader_tools()
    python = str(ensure_venv())
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    pytest = [python, "-m", "pytest"]
    if sys.stdout.isatty() and not any(a.startswith("--color") for a in args):
        pytest.append("--color=yes")
    code, summary = run_pytest(pytest + args, env)
    results = [("pytest", code)]
    results.append(("ruff", run([python, "-m", "ruff", "check", "."], env=env)))
    results.append(("mypy", run([python, "-m", "mypy"], env=env)))
    say(", ".join(f"{name} {'ok' if rc == 0 else f'FAILED (exit {rc})'}" for name, rc in results))
    if summary:
        print("tests: " + counts(summary), flush=True)
    return 0 if all(rc == 0 for _, rc in results) else 1


def command_run(args: list[str]) -> int:
    ensure_system_libraries(window=wants_window(dict(os.environ)))
    python = str(ensure_venv())
    return run([python, "-m", "ginrummy_desktop", *args])


def command_build(args: list[str]) -> int:
    ensure_system_libraries(window=True)  # the bundle carries or the .deb names them
    ensure_build_tools()
    python = str(ensure_venv(BUILD_EXTRAS))
    return run([python, str(ROOT / "packaging" / "release.py"), "build", *args])


def command_windows_check(args: list[str]) -> int:
    """The Windows release built, installed and played under Wine (packaging/windows_check.py)."""
    if not sys.platform.startswith("linux"):
        raise DevError("windows-check runs on Linux: it builds a Debian chroot with Wine in it")
    python = str(ensure_venv())
    command = [python, str(ROOT / "packaging" / "windows_check.py"), *args]
    say("$ " + " ".join(command))
    check = subprocess.Popen(command, cwd=str(ROOT))
    while True:
        try:
            return check.wait()
        except KeyboardInterrupt:  # it got the Ctrl-C too: let it unmount and stop its processes
            continue


USAGE = """usage: python3 packaging/dev.py COMMAND [ARGS...]

commands:
  run  [game arguments]    set up .venv if needed, then play (python -m ginrummy_desktop)
  test [pytest arguments]  set up .venv if needed, then pytest, ruff check and mypy
  build                    set up .venv with PyInstaller, then build the bundle and this
                           system's installers into dist/ (packaging/release.py)
  windows-check [--worktree] [--keep-going]
                           (Linux, as root) build the Windows bundle and installer under Wine,
                           install, play and uninstall them (docs/windows.md)
"""


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help", "help"):
        print(USAGE, end="")
        return 0 if argv else 2
    commands = {
        "run": command_run,
        "test": command_test,
        "build": command_build,
        "windows-check": command_windows_check,
    }
    if argv[0] not in commands:
        print(USAGE, end="", file=sys.stderr)
        return 2
    try:
        return commands[argv[0]](argv[1:])
    except DevError as exc:
        print(f"[dev.py] error: {exc}", file=sys.stderr, flush=True)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
