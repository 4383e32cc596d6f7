"""Kill the real program at random moments and check that its match always comes back.

Used by ``test_kill_resume.py`` (a few kills, in CI) and ``benchmarks/kill_resume.py`` (hundreds).
Each round starts ``python -m ginrummy_desktop --autoplay`` in its own process, with its own
settings and data folders (the XDG folders point into a temporary root), lets the autopilot
play for a random time, kills the process with SIGKILL, and then checks:

* the save file is readable (the app's own loading path, ``saves.parse_document``);
* it holds the last action the program reported complete, or the one before it, or, when the
  kill came between writing the save and reporting it, the one after; a match started after
  the last report may hold only its first steps;
* the next start resumes exactly that position (it reports ``start <actions> <match> loaded``);
* nothing was written outside the program's own settings and data folders.

POSIX only (SIGKILL).
"""

from __future__ import annotations

import os
import random
import signal
import stat
import subprocess
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ginrummy_desktop.app.match.saves import SaveError, parse_document

__all__ = ["KillReport", "KillRig"]

ORGANIZATION = "GinRummyDesktop"
APPLICATION = "Gin Rummy"
_SETTINGS = "[appearance]\nanimation_speed=off\n\n[game]\ndifficulty=2\n"


@dataclass(frozen=True, slots=True)
class Position:
    """Where a match stood: its number of actions and which match (its first fingerprint)."""

    actions: int
    match: str


@dataclass
class KillReport:
    """What the kills found; ``problems`` is empty when every check held."""

    kills: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    """How each start went: "loaded" (resumed) or "nothing" (the very first start)."""
    relations: Counter[str] = field(default_factory=Counter)
    """Where each kill's save stood against the last action reported done."""
    problems: list[str] = field(default_factory=list)


class KillRig:
    """A temporary root with the program's folders, and the rounds of kill and restart."""

    def __init__(self, root: Path, rng: random.Random) -> None:
        self.root = root
        self.rng = rng
        self.config = root / "config"
        self.data = root / "data"
        self.work = root / "cwd"
        for folder in (self.config / ORGANIZATION, self.data, self.work):
            folder.mkdir(parents=True, exist_ok=True)
        (self.config / ORGANIZATION / f"{APPLICATION}.conf").write_text(_SETTINGS)
        self.save_file = self.data / ORGANIZATION / APPLICATION / "match.json"

    def environment(self) -> dict[str, str]:
        env = dict(os.environ)
        env.update(
            QT_QPA_PLATFORM="offscreen",
            XDG_CONFIG_HOME=str(self.config),
            XDG_DATA_HOME=str(self.data),
            XDG_CACHE_HOME=str(self.root / "cache"),
            XDG_STATE_HOME=str(self.root / "state"),
            XDG_RUNTIME_DIR=str(self.root / "runtime"),
            TMPDIR=str(self.root / "tmp"),  # the wake-up socket a SIGKILL leaves goes here
        )
        (self.root / "runtime").mkdir(mode=0o700, exist_ok=True)
        (self.root / "tmp").mkdir(mode=0o700, exist_ok=True)
        return env

    def run(self, kills: int, min_s: float = 0.05, max_s: float = 1.5) -> KillReport:
        """``kills`` rounds of start, play for a random time, SIGKILL and check."""
        report = KillReport()
        expected: Position | None = None
        for round_number in range(1, kills + 1):
            lines = self._one_round(self.rng.uniform(min_s, max_s))
            report.kills += 1
            self._check_start(lines, expected, round_number, report)
            expected = self._check_save(lines, round_number, report)
        self._check_folders(report)
        return report

    def _one_round(self, play_s: float) -> list[str]:
        process = subprocess.Popen(
            [sys.executable, "-m", "ginrummy_desktop", "--autoplay"],
            cwd=self.work,
            env=self.environment(),
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        lines: list[str] = []
        started = threading.Event()
        reader = threading.Thread(target=_read_lines, args=(process, lines, started))
        reader.start()
        if started.wait(timeout=60):
            time.sleep(play_s)
        process.send_signal(signal.SIGKILL)
        process.wait()
        reader.join()
        assert process.stdout is not None
        process.stdout.close()
        return lines

    def _check_start(
        self, lines: list[str], expected: Position | None, number: int, report: KillReport
    ) -> None:
        start = next((line.split() for line in lines if line.startswith("start ")), None)
        if start is None:
            report.problems.append(f"round {number}: the program never reported its start")
            return
        actions, match, outcome = int(start[1]), start[2], start[3]
        report.outcomes[outcome] += 1
        if expected is None:
            return
        if outcome != "loaded" or Position(actions, match) != expected:
            report.problems.append(
                f"round {number}: started {outcome} at {actions} ({match}), "
                f"expected the save's {expected}"
            )

    def _check_save(self, lines: list[str], number: int, report: KillReport) -> Position | None:
        try:
            save = parse_document(self.save_file.read_bytes())
        except (OSError, SaveError) as error:
            report.problems.append(f"round {number}: the save is unreadable: {error}")
            return None
        saved = Position(save.action_count, save.deals.seeds[0].fingerprint[:16])
        last = _last_applied(lines)
        if last is not None:
            report.relations[_relation(saved, last)] += 1
            problem = _compare(saved, last)
            if problem:
                report.problems.append(f"round {number}: {problem}")
        return saved

    def _check_folders(self, report: KillReport) -> None:
        own = (self.data / ORGANIZATION / APPLICATION, self.config / ORGANIZATION)
        for path in self.root.rglob("*"):
            if path.is_dir():
                continue
            if _is_wake_up_socket(path, self.root / "tmp"):
                continue  # the last kill's wake-up socket: the next start removes it
            if not any(path.is_relative_to(folder) for folder in own):
                report.problems.append(f"written outside the program's folders: {path}")
        leftovers = sorted(p.name for p in self.save_file.parent.glob("*.unreadable-*"))
        if leftovers:
            report.problems.append(f"saves were moved aside as unreadable: {leftovers}")


def _is_wake_up_socket(path: Path, temporary: Path) -> bool:
    """Whether ``path`` is the single-instance wake-up socket (app/shell/single_instance.py) in the
    program's temporary folder, which a SIGKILL leaves behind."""
    return (
        path.parent == temporary
        and path.name.startswith("ginrummy-")
        and stat.S_ISSOCK(path.lstat().st_mode)
    )


def _read_lines(process: subprocess.Popen[str], lines: list[str], started: threading.Event) -> None:
    """Collect the program's output lines; set ``started`` at the first action applied after
    its start line (the computer's first decision waits for its process to start, which a
    busy machine can stretch past the shortest rounds: the kill's moment is counted from
    there, so every round has played when it is killed)."""
    assert process.stdout is not None
    after_start = False
    for line in process.stdout:
        lines.append(line.rstrip("\n"))
        if line.startswith("start "):
            after_start = True
        elif after_start and line.startswith("applied "):
            started.set()
    started.set()  # the program ended (or was killed) without playing: stop waiting


def _last_applied(lines: list[str]) -> Position | None:
    """The last ``applied <actions> <match>`` reported after the start line."""
    after_start = False
    last = None
    for line in lines:
        parts = line.split()
        if parts and parts[0] == "start":
            after_start = True
        elif after_start and len(parts) == 3 and parts[0] == "applied":
            last = Position(int(parts[1]), parts[2])
    return last


def _relation(saved: Position, last: Position) -> str:
    if saved.match != last.match:
        return "a newer match's first steps"
    names = {-1: "one action before", 0: "the last action reported", 1: "one action after"}
    return names.get(saved.actions - last.actions, f"{saved.actions - last.actions:+d} actions")


def _compare(saved: Position, last: Position) -> str:
    """Why ``saved`` is not an acceptable save after ``last`` was reported applied."""
    if saved.match == last.match:
        if last.actions - 1 <= saved.actions <= last.actions + 1:
            return ""
        return f"the save holds {saved.actions} actions, but {last.actions} were reported done"
    if saved.actions <= 2:  # a new match had begun (its cut and first deal)
        return ""
    return f"the save belongs to another match ({saved}) than the one played ({last})"
