"""Sizes of the built bundle and packages, and start-up time bundled against from source.

    python3 packaging/dev.py build        (first: makes dist/)
    .venv/bin/python benchmarks/bundle.py [--runs 7] [--platform offscreen]

Prints the bundle's size (bytes of its files, and the count), the .deb's and the tarball's size,
and the time from launching the program to its first painted, dealt table, for the bundle and
for ``python -m ginrummy_desktop`` in the same run: runs alternate between the two after one
warm-up run of each, and the median of ``--runs`` is reported with the range. The program's
``--quit-when-shown`` prints ``shown <seconds>`` (measured inside, from ``main()``) and quits; the
launch-to-shown time is measured here, around the whole process start.

Each run gets a fresh, empty home folder, so nothing is resumed and the player's own settings and
saved match are never touched. Targets on Linux: bundle <= 100 MB, .deb <= 30 MB, bundled
start-up no slower than from source.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import release  # noqa: E402  (packaging/release.py: the same names and paths as the build)


def files_size(path: Path) -> tuple[int, int]:
    files = [p for p in path.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def launch(command: list[str], platform: str) -> tuple[float, float]:
    """(launch to painted table, main() to painted table) in seconds for one run."""
    with tempfile.TemporaryDirectory(prefix="ginrummy-bench-") as home:
        env = dict(
            os.environ,
            QT_QPA_PLATFORM=platform,
            HOME=home,
            XDG_CONFIG_HOME=str(Path(home) / "config"),
            XDG_DATA_HOME=str(Path(home) / "data"),
            XDG_CACHE_HOME=str(Path(home) / "cache"),
        )
        started = time.perf_counter()
        proc = subprocess.Popen(
            [*command, "--quit-when-shown"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
        )
        assert proc.stdout is not None
        inner = None
        for line in proc.stdout:
            if line.startswith("shown "):
                outer = time.perf_counter() - started
                inner = float(line.split()[1])
                break
        proc.wait(timeout=60)
        if inner is None:
            raise RuntimeError(f"{command[0]} never printed 'shown' (exit {proc.returncode})")
        return outer, inner


def summary(values: list[float]) -> str:
    return f"{statistics.median(values):.3f} s (range {min(values):.3f}-{max(values):.3f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each (default 7)")
    parser.add_argument(
        "--platform", default="offscreen", help="QT_QPA_PLATFORM (default offscreen)"
    )
    args = parser.parse_args()

    version = release.version()
    executable = release.bundle_executable()
    if not executable.is_file():
        print(f"no bundle at {executable}: run python3 packaging/dev.py build first")
        return 1
    size, count = files_size(release.BUNDLE)
    print(f"Gin Rummy {version}, {sys.platform}, load average {os.getloadavg()[0]:.2f}"
          if hasattr(os, "getloadavg") else f"Gin Rummy {version}, {sys.platform}")
    print(f"bundle    {release.BUNDLE.relative_to(ROOT)}: {size / 1e6:.1f} MB "
          f"({size / 2**20:.1f} MiB), {count} files   target <= 100 MB")
    deb = release.default_deb()
    tarball = release.DIST / f"{release.PACKAGE}-{version}-linux-x86_64.tar.xz"
    for label, path, target in (("deb", deb, "   target <= 30 MB"), ("tarball", tarball, "")):
        if path.is_file():
            print(f"{label:9} {path.name}: {path.stat().st_size / 1e6:.1f} MB{target}")
        else:
            print(f"{label:9} {path.name}: not built")

    commands = {"bundle": [str(executable)], "source": [sys.executable, "-m", "ginrummy_desktop"]}
    outer: dict[str, list[float]] = {name: [] for name in commands}
    inner: dict[str, list[float]] = {name: [] for name in commands}
    for command in commands.values():  # warm-up: page cache, font cache
        launch(command, args.platform)
    for _ in range(args.runs):
        for name, command in commands.items():
            total, in_main = launch(command, args.platform)
            outer[name].append(total)
            inner[name].append(in_main)
    print(f"start-up, launch to painted table ({args.platform}, median of {args.runs} runs):")
    for name in commands:
        print(f"  {name:7} {summary(outer[name])}; of it main() to table {summary(inner[name])}")
    ratio = statistics.median(outer["bundle"]) / statistics.median(outer["source"])
    verdict = "no slower than" if ratio <= 1.0 else "SLOWER than"
    print(f"  bundled start-up is {ratio:.2f}x the time from source: {verdict} from source")
    return 0


if __name__ == "__main__":
    sys.exit(main())
