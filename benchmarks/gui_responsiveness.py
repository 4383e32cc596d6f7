"""GUI responsiveness of the real window: event-loop gaps over whole hands, animations on.

Run: ``python benchmarks/gui_responsiveness.py [--hands 3] [--level expert] [--speed normal]
[--seed 5] [--seat process|thread] [--display [:N]] [--profile FILE]`` (from the repository,
in the project's virtual environment).

The real :class:`MainWindow`, built as the program builds it, plays whole hands: the autopilot
(``app/widgets/autopilot.py``, as ``--autoplay`` uses it) plays the user's seat with Easy via the
table's own commands, the computer plays at the level given (Expert by default, with its
helper process on two or more cores, as at the table) in its own process as at the table
(``--seat thread``: in a worker thread of the window's process, as before it had one; ``--seat
friend``: a friend's program in a process of its own, ``tests/app/friend_peer.py``, joins the
window's hosted game over loopback and plays with Easy, so the table plays a friend's match with
every key computed on its thread), and
the cards move at the animation speed given (Normal by default). Settings, the saved match,
the statistics and the system's folders for the user all live in a temporary folder, never in
the real home folder.

A 5 ms ``QTimer`` ticks on the GUI thread from the first deal to the end of the last hand and
every gap between two ticks is kept, with the GUI thread's own CPU time between them (what
the table did, as opposed to what it waited for: the machine's other work, the GIL). The
``CardItem.paint`` calls, the card pictures drawn (``card_item.card_pictures``) and the actions
played (both seats, deals included) are counted. As a reference, measured at the same time on
the same machine, an idle Qt application (a child process: only its own 5 ms timer) records its
gaps too. Prints the longest gap, the 99th and 95th percentiles, the median, the gaps over
50 ms, the same for the GUI thread's CPU time (all of it, and while cards move), the card paints
per action, the reference's figures and the load average, and whether the targets are met
(exit code 1 if not): longest gap <= 50 ms, 99th percentile <= 20 ms, card paints per action
<= 40.

Offscreen by default (``QT_QPA_PLATFORM=offscreen``). ``--display :N`` uses that X display
instead; ``--display`` alone starts a private Xvfb (it must be installed) for the run.
``--profile FILE`` writes a cProfile of the GUI thread's Python code to FILE (``pstats``).

At the end it reads the resident memory (``VmRSS``, where ``/proc`` has it) of the window's
process and of it with the processes it started (the computer player's and its helper, the
coach's, ``multiprocessing``'s resource tracker; not the idle reference): issue 26's goals are
at most 100 MB and 200 MB after a match against the Expert. ``--match`` plays the whole match
(until one side reaches the target) instead of ``--hands``.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

if TYPE_CHECKING:
    from ginrummy_desktop.app.widgets.main_window import MainWindow

TICK_MS = 5
MATCH_RSS_TARGET_MB = 100.0
ALL_RSS_TARGET_MB = 200.0
LONGEST_TARGET_MS = 50.0
P99_TARGET_MS = 20.0
PAINTS_TARGET = 40.0
SLOW_GAP_MS = 50.0
WAIT_S = 600.0
IDLE_REFERENCE = "--idle-reference"


# --- figures --------------------------------------------------------------------------------


def percentile(values: Sequence[float], share: float) -> float:
    """The nearest-rank percentile of ``values`` (``share`` 0.99 for the 99th); 0 if empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, min(len(ordered), math.ceil(share * len(ordered))))
    return ordered[rank - 1]


def gaps_between(ticks: Sequence[float]) -> list[float]:
    """The gaps between consecutive tick times (seconds), in milliseconds."""
    return [(later - earlier) * 1000 for earlier, later in itertools.pairwise(ticks)]


@dataclass(frozen=True, slots=True)
class GapSummary:
    """The figures of one series of timer gaps."""

    count: int
    longest: float
    p99: float
    p95: float
    median: float
    slow: int

    @classmethod
    def of(cls, gaps: Sequence[float]) -> GapSummary:
        return cls(
            count=len(gaps),
            longest=max(gaps, default=0.0),
            p99=percentile(gaps, 0.99),
            p95=percentile(gaps, 0.95),
            median=percentile(gaps, 0.5),
            slow=sum(1 for gap in gaps if gap > SLOW_GAP_MS),
        )

    def line(self) -> str:
        return (
            f"longest {self.longest:.1f} ms, p99 {self.p99:.1f} ms, p95 {self.p95:.1f} ms, "
            f"median {self.median:.1f} ms, {self.slow} gaps over {SLOW_GAP_MS:.0f} ms "
            f"({self.count} gaps)"
        )


def load_average() -> str:
    """The 1- and 5-minute load averages, or a dash where the system has none."""
    try:
        one, five, _ = os.getloadavg()
    except (AttributeError, OSError):
        return "-"
    return f"{one:.1f} / {five:.1f}"


# --- the display and the folders -----------------------------------------------------------


@contextlib.contextmanager
def display(choice: str | None) -> Iterator[str]:
    """Set up the Qt platform: offscreen (None), the X display ``choice``, or ("") a private
    Xvfb for the run. Yields what was chosen, to be printed."""
    if choice is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        yield os.environ["QT_QPA_PLATFORM"]
        return
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    if choice:
        os.environ["DISPLAY"] = choice
        yield f"X display {choice}"
        return
    with private_xvfb() as name:
        os.environ["DISPLAY"] = name
        yield f"X display {name} (a private Xvfb)"


@contextlib.contextmanager
def private_xvfb() -> Iterator[str]:
    """Start Xvfb on a free display number (1920x1080, 24 bits); stop it afterwards."""
    program = shutil.which("Xvfb")
    if program is None:
        raise SystemExit("Xvfb is not installed (Debian: apt-get install xvfb)")
    number = next(n for n in range(90, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    name = f":{number}"
    server = subprocess.Popen(
        [program, name, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            if server.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("Xvfb did not start")
            time.sleep(0.05)
        yield name
    finally:
        server.terminate()
        server.wait(10)


def isolate_user_folders(root: Path) -> None:
    """Point the system's folders for the user (settings, data, cache) into ``root``, so that
    nothing the window or its helpers write lands in the real home folder."""
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        folder = root / variable.lower()
        folder.mkdir(parents=True, exist_ok=True)
        os.environ[variable] = str(folder)


# --- the idle reference -------------------------------------------------------------------


def run_idle_reference(stop_file: Path) -> int:
    """The child process: an idle Qt application with a 5 ms timer, until ``stop_file``
    exists or the measuring process is gone (a run killed half-way must leave no reference
    ticking beside the next runs); prints its gaps as JSON."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    watch = QTimer()
    watch.setInterval(100)
    parent = os.getppid()
    watch.timeout.connect(
        lambda: (stop_file.exists() or os.getppid() != parent) and app.quit()
    )
    timer.start()
    watch.start()
    app.exec()
    print(json.dumps(gaps_between(ticks)), flush=True)
    return 0


class IdleReference:
    """The idle application in a child process, running while the window is measured."""

    def __init__(self, folder: Path) -> None:
        self._stop_file = folder / "stop-idle-reference"
        command = [sys.executable, str(Path(__file__).resolve()), IDLE_REFERENCE]
        self._child = subprocess.Popen(
            [*command, str(self._stop_file)], stdout=subprocess.PIPE, text=True
        )
        self.pid = self._child.pid

    def finish(self) -> list[float]:
        """Stop the child; its gaps in milliseconds."""
        self._stop_file.touch()
        output, _ = self._child.communicate(timeout=60)
        return [float(gap) for gap in json.loads(output)]


# --- the measured window --------------------------------------------------------------------


class PaintCounter:
    """Counts the calls of ``CardItem.paint`` (wrapped on the class while counting), and the
    card pictures (shadows, marks) drawn in Python since :meth:`restart`."""

    def __init__(self) -> None:
        from ginrummy_desktop.app.table.card_item import CardItem, card_pictures

        self._cls = CardItem
        self._original = CardItem.__dict__["paint"]
        self._pictures = card_pictures()
        self._pictures_before = self._pictures.drawn
        self.calls = 0
        self.seconds = 0.0

    def restart(self) -> None:
        """Count from now on."""
        self.calls, self.seconds = 0, 0.0
        self._pictures_before = self._pictures.drawn

    @property
    def pictures(self) -> int:
        """The card pictures drawn since :meth:`restart`."""
        return self._pictures.drawn - self._pictures_before

    def __enter__(self) -> PaintCounter:
        original = self._original

        def counted(item: object, *args: object) -> None:
            started = time.perf_counter()
            original(item, *args)
            self.seconds += time.perf_counter() - started
            self.calls += 1

        self._cls.paint = counted  # type: ignore[method-assign,assignment]
        return self

    def __exit__(self, *_exc: object) -> None:
        self._cls.paint = self._original  # type: ignore[method-assign]


@dataclass
class Tally:
    """What happened while the timer ticked."""

    ticks: list[float]
    cpu: list[float]
    moving: list[bool]
    thinking: list[bool]
    actions: int = 0
    hands: int = 0
    refused: int = 0
    match_over: bool = False
    rss_mb: float | None = None
    rss_all_mb: float | None = None

    def tick(self, moving: bool, thinking: bool) -> None:
        """Note the time, the GUI thread's own CPU time (what it did, not what it waited for:
        the machine's other work, or the GIL while a computer player thinks), and whether
        cards were moving and the computer thinking."""
        self.ticks.append(time.perf_counter())
        self.cpu.append(time.thread_time())
        self.moving.append(moving)
        self.thinking.append(thinking)

    def gaps_while_thinking(self) -> list[float]:
        """The gaps between two ticks both taken while the computer was thinking."""
        gaps = gaps_between(self.ticks)
        return [gap for index, gap in enumerate(gaps) if all(self.thinking[index : index + 2])]

    def cpu_gaps_while_moving(self) -> list[float]:
        """The GUI thread's CPU time between two ticks while cards moved (both ticks)."""
        gaps = gaps_between(self.cpu)
        return [gap for index, gap in enumerate(gaps) if all(self.moving[index : index + 2])]


def open_window(args: argparse.Namespace, root: Path) -> MainWindow:
    """The real window on settings, saves and statistics under ``root``, shown and started:
    the computer at ``args.level``, cards at ``args.speed``, the same deals for each seed."""
    from PySide6.QtCore import QSettings

    from ginrummy_desktop.ai.levels import Level
    from ginrummy_desktop.app.settings.store import SettingsStore
    from ginrummy_desktop.app.settings.values import AnimationSpeed, Settings
    from ginrummy_desktop.app.shell.paths import AppPaths
    from ginrummy_desktop.app.widgets.main_window import FIRST_SIZE, MainWindow

    store = SettingsStore(QSettings(str(root / "settings.ini"), QSettings.Format.IniFormat))
    speed = AnimationSpeed[args.speed.upper()]
    store.save(Settings(difficulty=int(Level.parse(args.level)), animation_speed=speed))
    store.set_phrase(f"gui responsiveness benchmark, seed {args.seed}")
    window = MainWindow(store=store, seed=args.seed, paths=AppPaths.under(root / "data"))
    window.resize(FIRST_SIZE)
    window.show()
    window.start()
    return window


def memory_after_play(exclude: int | None) -> tuple[float | None, float | None]:
    """(this process's resident MB, with the processes the game started: not ``exclude``, the
    idle reference, nor a private X server)."""
    from gui_startup import descendants, resident_mb

    own = resident_mb(os.getpid())
    if own is None:
        return None, None
    children = [pid for pid in descendants(os.getpid())
                if pid != exclude and not _is_x_server(pid)]
    return own, own + sum(resident_mb(child) or 0.0 for child in children)


def _is_x_server(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/comm").read_text().startswith("Xvfb")
    except OSError:
        return False


def measure_window(
    args: argparse.Namespace, root: Path, counter: PaintCounter, reference_pid: int | None
) -> Tally:
    """Play ``args.hands`` whole hands in the real window; the ticks and the counts."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ginrummy_desktop.ai.levels import Level, make_player
    from ginrummy_desktop.app.main import close_down
    from ginrummy_desktop.app.settings.file import apply_application_names
    from ginrummy_desktop.app.widgets.autopilot import Autopilot

    app = QApplication.instance() or QApplication(sys.argv[:1])
    apply_application_names()
    window = open_window(args, root)
    friend_ready = host_a_friend(window, root) if args.seat == "friend" else None
    if args.seat == "thread":  # as before the player's process: a worker thread of the table's
        from ginrummy_desktop.app.seats.opponent import make_opponent
        from ginrummy_desktop.app.seats.thread_seat import ThreadSeat

        opponent = window.session.opponent
        player = make_opponent(int(opponent.level), opponent.seed, opponent.rules)
        window.session.controller.set_seat(ThreadSeat(player, parent=window))
    tally = Tally(ticks=[], cpu=[], moving=[], thinking=[])
    thinking = [False]
    window.session.thinking.connect(lambda now: thinking.__setitem__(0, now))
    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(lambda: tally.tick(window.scene.busy, thinking[0]))
    pilot = Autopilot(window, make_player(Level.EASY, 1))

    def finish() -> None:
        pilot.stop()
        timer.stop()
        app.quit()

    def on_hand_over(hands: int) -> None:
        tally.hands += 1
        if tally.hands >= args.hands and not args.match:
            finish()

    def on_match_over() -> None:
        tally.match_over = True
        tally.hands = len(window.session.game.results)  # the last hand ends the match
        finish()

    def on_action(_events: object) -> None:
        if timer.isActive():
            tally.actions += 1

    def begin() -> None:
        counter.restart()
        timer.start()
        if friend_ready is None or friend_ready.on:
            pilot.start()
        else:  # the autopilot plays once the friend's match is on the table
            friend_ready.then.append(pilot.start)

    pilot.hand_over.connect(on_hand_over)
    pilot.game_over.connect(on_match_over)
    window.session.events_applied.connect(on_action)
    window.table_shown.connect(begin)
    QTimer.singleShot(int(WAIT_S * 1000), app.quit)
    app.exec()
    tally.refused = pilot.refused
    tally.rss_mb, tally.rss_all_mb = memory_after_play(exclude=reference_pid)
    window.session.controller.shutdown()
    window.session.close_files()
    window.close()
    close_down()
    return tally


@dataclass
class FriendReady:
    """Whether the friend's match is on the table (``on``), and what to call once it is."""

    on: bool = False
    then: list[Callable[[], None]] = field(default_factory=list)


def host_a_friend(window: MainWindow, root: Path) -> FriendReady:
    """Host a friend's game on loopback and start the friend's program; the friend's match
    takes the window's table once linked."""
    from ginrummy_desktop.app.seats.friend_link import FriendHost, FriendLink
    from ginrummy_desktop.engine import RuleSet

    ready = FriendReady()
    host = FriendHost("Ana", window)
    host.listen("127.0.0.1")
    peer = Path(__file__).resolve().parent.parent / "tests" / "app" / "friend_peer.py"
    process = subprocess.Popen([sys.executable, str(peer), "--join", str(host.port),
                                "--data", str(root / "friend"), "--out",
                                str(root / "friend.json"), "--limit", str(int(WAIT_S))])
    window.destroyed.connect(lambda: process.kill() if process.poll() is None else None)

    def linked(link: FriendLink) -> None:
        def start() -> None:
            window.session.play_a_friend(link, RuleSet.preset("standard"), host=True)
            ready.on = True
            for call in ready.then:
                call()

        link.ready.connect(start)

    host.linked.connect(linked)
    return ready


def profiled(path: str | None, work: Callable[[], Tally]) -> Tally:
    """Run ``work``, under cProfile (this thread only) when ``path`` is given."""
    if not path:
        return work()
    import cProfile

    profile = cProfile.Profile()
    try:
        return profile.runcall(work)
    finally:
        profile.dump_stats(path)


# --- the report -----------------------------------------------------------------------------


def report(tally: Tally, counter: PaintCounter, idle: list[float], where: str, load: str) -> bool:
    """Print the figures; True when every target is met."""
    window = GapSummary.of(gaps_between(tally.ticks))
    own = GapSummary.of(gaps_between(tally.cpu))
    moving = GapSummary.of(tally.cpu_gaps_while_moving())
    cpu_seconds = (tally.cpu[-1] - tally.cpu[0]) if len(tally.cpu) > 1 else 0.0
    reference = GapSummary.of(idle)
    seconds = (tally.ticks[-1] - tally.ticks[0]) if len(tally.ticks) > 1 else 0.0
    per_action = counter.calls / max(1, tally.actions)
    print(f"platform: {where}; load average before / after: {load}")
    print(
        f"played: {tally.hands} hands, {tally.actions} actions (deals included), "
        f"{seconds:.1f} s, {tally.refused} moves refused"
    )
    print(f"window:    {window.line()}")
    print(f"  while the computer thinks: {GapSummary.of(tally.gaps_while_thinking()).line()}")
    print(f"reference: {reference.line()} (an idle Qt application, same time)")
    print(
        f"GUI thread CPU time: {cpu_seconds:.2f} s "
        f"({cpu_seconds * 1000 / max(1, tally.actions):.0f} ms per action)"
    )
    print(f"  between two ticks: {own.line()}")
    print(f"  between two ticks while cards move: {moving.line()}")
    print(
        f"card paints: {counter.calls} ({per_action:.1f} per action), "
        f"{counter.seconds * 1000:.0f} ms in CardItem.paint; "
        f"{counter.pictures} card pictures (shadows, marks) drawn"
    )
    if tally.rss_mb is not None and tally.rss_all_mb is not None:
        what = "the match" if tally.match_over else f"{tally.hands} hands"
        print(f"resident memory after {what}: {tally.rss_mb:.1f} MB "
              f"(goal after a match at most {MATCH_RSS_TARGET_MB:.0f} MB), "
              f"{tally.rss_all_mb:.1f} MB with the processes it started "
              f"(goal at most {ALL_RSS_TARGET_MB:.0f} MB)")
    checks = (
        ("longest gap", window.longest, LONGEST_TARGET_MS, "ms"),
        ("99th percentile", window.p99, P99_TARGET_MS, "ms"),
        ("card paints per action", per_action, PAINTS_TARGET, ""),
    )
    met = True
    for name, value, target, unit in checks:
        ok = value <= target
        met = met and ok
        print(f"target {name} <= {target:.0f}{unit}: {value:.1f}{unit} {'met' if ok else 'MISSED'}")
    return met


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--hands", type=int, default=3, help="whole hands to play (3)")
    parser.add_argument("--match", action="store_true", help="play the whole match instead")
    parser.add_argument("--level", default="expert", help="the computer's level (expert)")
    parser.add_argument(
        "--speed", default="normal", choices=("off", "fast", "normal"), help="animations"
    )
    parser.add_argument("--seed", type=int, default=5, help="the window's seed (5)")
    parser.add_argument(
        "--display",
        nargs="?",
        const="",
        default=None,
        help="an X display (':1'); alone: a private Xvfb; not given: offscreen",
    )
    parser.add_argument("--profile", help="write a cProfile of the GUI thread to this file")
    parser.add_argument(
        "--seat", default="process", choices=("process", "thread", "friend"),
        help="where the computer thinks: its own process (the program's way) or, to compare, "
             "a worker thread of the window's process; or a friend's program over loopback",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Measure the real window; exit 1 if a target is missed."""
    args = parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="gui-responsiveness-") as folder:
        root = Path(folder)
        isolate_user_folders(root / "home")
        with display(args.display) as where:
            before = load_average()
            counter = PaintCounter()
            reference = IdleReference(root)
            with counter:
                tally = profiled(
                    args.profile, lambda: measure_window(args, root, counter, reference.pid)
                )
            idle = reference.finish()
            load = f"{before}, {load_average()}"
    if tally.hands < args.hands and not tally.match_over:
        print(f"only {tally.hands} of {args.hands} hands were played", file=sys.stderr)
        return 2
    return 0 if report(tally, counter, idle, where, load) else 1


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == IDLE_REFERENCE:
        sys.exit(run_idle_reference(Path(sys.argv[2])))
    sys.exit(main())
