"""Play a hand of the real program by keys alone, with Orca, Debian's screen reader, listening.

Run inside a private session bus (``dbus-run-session -- python orca_driver.py DIR``): it starts
Xvfb, the AT-SPI bus, a window manager (openbox), speech-dispatcher with espeak-ng speaking
into ALSA's null output, the game (a seeded match, its settings and data under ``DIR``, Qt's
AT-SPI bridge on), and then Orca with its debug log. What Orca speaks is read from that log
(its ``SPEECH OUTPUT: '...'`` lines), written line by line: Orca is started from a small
wrapper that opens the log line-buffered (Orca's own ``--debug-file`` holds it back until Orca
exits).

The player presses keys with ``xdotool`` and decides from what Orca says, nothing else, as a
blind player would: on its turn it asks for the hint (H) and plays what the hint says; on its
first discard it reads its cards (C) and, with too much deadwood to knock, tries to knock (K)
and hears why not; after discarding, once the computer has played, it asks Orca where it is
(KP_Enter, Orca's Where Am I).
Once the hand is over it reads its laid-out cards (C), the table (T), steps to a laid-out card
(Up) and along (Right), hears the score (W) and the last message again (A), and deals the next
hand (N).

Every key pressed is printed (``key: X``) and every line Orca spoke (``orca: ...``); it ends
with ``PLAYED`` once the next hand is dealt, or ``STOPPED <why>`` when Orca's words ran out
(the test then shows what it heard). The exit code is 0 either way: the test judges the words.

``--match`` plays a whole match instead (``benchmarks/orca_match.py``): hand after hand, with
the reading keys now and then during a hand too (T the table, W the score, A the last message
again), each hand reviewed as above and the next dealt with N, until Orca says who won the
match ("You win the game!", "The computer wins the game.", "The match is drawn.", then "Game
over"), or until ``--minutes`` (default 20) have passed (``STOPPED time limit``). The rules
are the standard ones but for ``--target`` (the game's target score, 100 by default), and the
game speaks English whatever the system's language (the player listens for English words).
Each printed line then starts with its time in seconds from the driver's start: a key's when
it was sent, Orca's line's when Orca's log says Orca spoke it (the log's clock is the same
wall clock). The last lines are ``MATCH <the line that said who won>`` and ``PLAYED``.
"""

from __future__ import annotations

import argparse
import datetime
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from screen_reader_driver import accessibility_bus, find_table

ROOT = Path(__file__).resolve().parents[2]
SEED = 3
"""The match's seed: its deals and the computer's choices (with the phrase below)."""
PHRASE = "a fixed phrase for the screen reader's test"
WAIT_S = 8.0
"""How long the player waits for Orca to say what a key should bring."""

ORCA_WRAPPER = """
import runpy, sys
from orca import debug
orca = runpy.run_path(sys.argv[1], run_name="orca_wrapper")
debug.debugLevel = debug.LEVEL_INFO
debug.eventDebugLevel = debug.LEVEL_OFF
debug.debugFile = open(sys.argv[2], "w", buffering=1)
sys.argv = ["orca"]
sys.exit(orca["main"]())
"""
"""Orca's own launcher, with its debug log written line by line."""

GAME = """
import sys
from ginrummy_desktop.app import main as app_main
from ginrummy_desktop.app.widgets.main_window import MainWindow

def create_window(app, store=None):
    window = MainWindow(store, seed=int(sys.argv[1]))
    window.show()
    window.start()
    app.aboutToQuit.connect(window.session.stop_play)
    return window

app_main.create_window = create_window
sys.exit(app_main.main(sys.argv[:1]))
"""
"""The program as ``python -m ginrummy_desktop`` starts it, with a seeded match."""

_SPOKEN = re.compile(r" - SPEECH OUTPUT: '(.*?)'(?:\s*\{.*\}|\s+\S.*)?\s*$")
"""A line Orca spoke, as its debug log has it (the voice after it: a dict in Orca 43, more
in later ones)."""
_DEADWOOD = re.compile(r"[Dd]eadwood[^.]*? (\d+)")
_LOGGED_AT = re.compile(r"^(\d\d):(\d\d):(\d\d(?:\.\d+)?) - ")
"""The time of day at the start of a line of Orca's debug log."""
_MATCH_OVER = ("You win the game", "The computer wins the game", "The match is drawn",
               "Game over")
"""What the game says when the match is over (``words/results.py``'s spoken result, the
panel's turn line)."""
READING_TURNS = {2: ("t", "stock", "the table"), 4: ("w", "The score:", "the score")}
"""In a match, the reading key pressed on the player's turn of that number in each hand
(counted from 1), what Orca's answer holds, and what it is."""

STAMPED_FROM: float | None = None
"""In a match: the wall-clock time the printed lines' times count from (None: no times)."""


class SilenceError(Exception):
    """Orca did not say what the player waited for."""


class TimeUpError(Exception):
    """The match's time limit came before its end."""


def say(line: str, at: float | None = None) -> None:
    """Print a line of the transcript; in a match, after its time (``at``, a wall-clock
    time; now when None) in seconds from :data:`STAMPED_FROM`."""
    if STAMPED_FROM is not None:
        line = f"{(time.time() if at is None else at) - STAMPED_FROM:9.3f} {line}"
    print(line, flush=True)


def logged_time(line: str) -> float | None:
    """The wall-clock time of a line of Orca's log (which writes only the time of day: the
    day is today's, or yesterday's for a time ahead of now, when midnight came between)."""
    found = _LOGGED_AT.match(line)
    if found is None:
        return None
    hours, minutes, seconds = int(found.group(1)), int(found.group(2)), float(found.group(3))
    midnight = datetime.datetime.combine(datetime.date.today(), datetime.time())
    at = midnight.timestamp() + hours * 3600 + minutes * 60 + seconds
    return at - 86400 if at > time.time() + 3600 else at


class Orca:
    """What Orca says, read from its debug log as it grows: :attr:`heard`, every line."""

    def __init__(self, log: Path) -> None:
        self.log = log
        self._read = 0
        self.heard: list[str] = []
        self.times: list[float] = []
        """When Orca said each line of :attr:`heard` (wall clock, from its log)."""

    def pull(self) -> int:
        """Read what Orca said since the last call (each line printed); how many lines Orca
        has said in all."""
        if self.log.exists():
            with self.log.open("rb") as file:
                file.seek(self._read)
                data = file.read()
            end = data.rfind(b"\n") + 1
            self._read += end
            for line in data[:end].decode("utf-8", "replace").splitlines():
                found = _SPOKEN.search(line)
                if found:
                    at = logged_time(line) or time.time()
                    say(f"orca: {found.group(1)}", at)
                    self.heard.append(found.group(1))
                    self.times.append(at)
        return len(self.heard)

    def wait(self, wanted: Callable[[str], bool], what: str, since: int,
             timeout: float = WAIT_S) -> str:
        """The first line Orca said from line ``since`` on for which ``wanted`` holds, waiting
        for it at most ``timeout`` seconds."""
        until = time.monotonic() + timeout
        while True:
            self.pull()
            for line in self.heard[since:]:
                if wanted(line):
                    return line
            if time.monotonic() > until:
                raise SilenceError(what)
            time.sleep(0.05)

    def settle(self, quiet: float = 0.4) -> None:
        """Wait until Orca has been quiet for ``quiet`` seconds (at most WAIT_S)."""
        count, last, start = self.pull(), time.monotonic(), time.monotonic()
        while time.monotonic() - last < quiet and time.monotonic() - start < WAIT_S:
            time.sleep(0.05)
            if self.pull() != count:
                count, last = len(self.heard), time.monotonic()


class Player:
    """Presses keys on the game's display and listens to Orca."""

    def __init__(self, orca: Orca, display: str, deadline: float | None = None) -> None:
        self.orca = orca
        self.display = display
        self.tried_knock = False
        self.deadline = deadline
        """A match's time limit (``time.monotonic()``); None for the one hand of the test,
        which reads nothing during the hand but the cards before its first knock."""
        self.turn_number = 0
        """The player's turns so far in the hand in play."""

    def press(self, key: str) -> int:
        """Press ``key``; the number of lines Orca had said before it."""
        mark = self.orca.pull()
        say(f"key: {key}")
        subprocess.run(["xdotool", "key", key], check=True, timeout=10,
                       env=dict(os.environ, DISPLAY=self.display))
        return mark

    def ask(self, key: str, wanted: Callable[[str], bool], what: str,
            timeout: float = WAIT_S) -> str:
        """Press ``key`` and wait for Orca to say a line for which ``wanted`` holds."""
        return self.orca.wait(wanted, what, self.press(key), timeout)

    def play_hand(self, since: int = 0) -> str:
        """Play until the hand is over (from Orca's line ``since`` on: the deal); the line
        that said so."""
        line = self.orca.wait(_turn_or_end, "whose turn it is", since, timeout=20)
        line = self.orca.heard[-1] if _turn_or_end(self.orca.heard[-1]) else line
        self.turn_number = 0
        while not _hand_over(line):
            if self.deadline is not None and time.monotonic() > self.deadline:
                raise TimeUpError
            line = self.play_turn(line)
        return line

    def play_turn(self, turn: str) -> str:
        """One move of the player's, chosen from the turn line and the hint; the next line
        that says whose turn it is (or that the hand is over). In a match, a reading key
        first on some turns (:data:`READING_TURNS`)."""
        turn = turn[turn.index("Your turn"):]
        self.turn_number += 1
        if self.deadline is not None and self.turn_number in READING_TURNS:
            key, answer, what = READING_TURNS[self.turn_number]
            self.ask(key, lambda line: answer in line, what)
        if "Lay off" in turn or "Score the hand" in turn:
            return self.ask("l", _hand_over, "the hand's result")
        if "Discard" in turn and not self.tried_knock:
            self.try_knock_too_early()
        hint = self.ask("h", lambda line: "Hint:" in line, "the hint")
        move = hint[hint.index("Hint:"):].lower().split(".")[0]
        if move.startswith("hint: knock"):
            return self.ask("k", _turn_or_end, "the knock", timeout=20)
        if "gin" in move:
            return self.ask("g", _turn_or_end, "the gin", timeout=20)
        if move.startswith("hint: discard"):
            mark = self.press("Return")
            self.orca.wait(lambda line: "You discard the" in line, "the discard", mark)
            turn = self.orca.wait(_turn_or_end, "the computer's move", mark, timeout=20)
            self.orca.settle()
            self.press("KP_Enter")  # Orca's Where Am I: not on the card just thrown
            self.orca.settle()
            if self.deadline is not None and self.turn_number == 3 and "Your turn" in turn:
                self.ask("a", lambda line: "Your turn" in line, "the last message again")
            return turn
        if move.startswith("hint: draw"):
            key, said = "d", "You draw the"
        elif move.startswith("hint: take"):
            key, said = "u", "You take the"
        else:  # pass: the computer's move answers
            key, said = "p", ""
        mark = self.press(key)
        self.orca.wait(lambda line: said in line, f"the answer to {key}", mark)
        return self.orca.wait(_turn_or_end, "the next turn", mark, timeout=20)

    def try_knock_too_early(self) -> None:
        """Read the cards (C); with more deadwood than a knock allows, try K: refused."""
        self.tried_knock = True
        cards = self.ask("c", lambda line: "Your hand" in line, "the hand read out")
        found = _DEADWOOD.findall(cards)
        if found and int(found[-1]) > 10:
            self.ask("k", lambda line: "too high to knock" in line, "the knock refused")
            self.from_a_panel_button()

    def from_a_panel_button(self) -> None:
        """Tab to the side panel's first button and try K again: refused, and heard although
        the table has not the focus (Orca 43 speaks no announcement); Shift+Tab back."""
        self.press("Tab")
        self.orca.settle()
        self.ask("k", lambda line: "too high to knock" in line,
                 "the knock refused, a panel button focused")
        self.press("shift+Tab")
        self.orca.settle()

    def after_the_hand(self) -> None:
        """Review the showdown, hear the score, and deal the next hand."""
        self.review_the_hand()
        self.deal_the_next_hand(2)

    def review_the_hand(self) -> None:
        """Read the cards laid out (C), the table (T), two laid-out cards (Up, Right), the
        score (W) and the score again (A). After a dead hand nothing is laid out: C reads the
        hand, Up finds no laid-out card (Orca says the place above) and Right the next. Once
        the match is over the score is the match's result and final score."""
        self.ask("c", lambda line: "laid out" in line or "Your hand" in line, "your cards")
        self.ask("t", lambda line: "stock" in line, "the table")
        self.ask("Up", lambda line: bool(line.strip()), "the place above")
        self.ask("Right", lambda line: bool(line.strip()), "the next place")
        self.ask("w", _score_said, "the score")
        self.ask("a", _score_said, "the score said again")

    def review_the_match(self) -> None:
        """Open the review (Ctrl+R) once a hand is over, hear it open and finish, walk its
        parts with Tab (the hand, its decisions), and close it (Escape)."""
        mark = self.press("ctrl+r")
        self.orca.wait(lambda line: "Review of the match" in line, "the review open", mark)
        self.orca.wait(lambda line: "played at the" in line, "the review finished", mark,
                       timeout=120)
        self.ask("shift+Tab", lambda line: "this hand only" in line, "the summary's switch")
        self.ask("shift+Tab", lambda line: "You:" in line, "the summary's row")
        self.ask("Tab", lambda line: "this hand only" in line, "the summary's switch again")
        self.ask("Tab", lambda line: "Hand 1" in line, "the hand chosen")
        self.ask("Tab", lambda line: "Step" in line, "a decision's row")
        self.ask("Down", lambda line: "Step" in line, "the next decision")
        self.ask("Escape", lambda line: bool(line.strip()), "the table again")

    def deal_the_next_hand(self, number: int) -> int:
        """Press N and hear hand ``number`` dealt; the index of Orca's line that said so."""
        mark = self.press("n")
        dealt = f"Hand {number}:"
        self.orca.wait(lambda line: dealt in line, "the next hand", mark)
        return next(index for index in range(mark, len(self.orca.heard))
                    if dealt in self.orca.heard[index])

    def play_match(self) -> str:
        """Play hands until Orca says the match is over; the line that said who won."""
        number, since = 1, 0
        while True:
            mark = len(self.orca.heard)
            line = self.play_hand(since)
            self.orca.settle()
            over = [said for said in self.orca.heard[mark:] if _match_over(said)]
            say(f"HAND {number} {line}")
            self.review_the_hand()
            if over:
                return over[0]
            self.tried_knock = False
            number += 1
            since = self.deal_the_next_hand(number)


def _hand_over(line: str) -> bool:
    return any(word in line for word in ("Hand over", "Game over", " score ", " scores ",
                                         "Dead hand"))


def _score_said(line: str) -> bool:
    """Whether ``line`` says the score: the running one, or the final one once the match is
    over (``words/results.py``'s ``spoken_score``)."""
    return "The score:" in line or "Final score:" in line


def _turn_or_end(line: str) -> bool:
    return "Your turn" in line or _hand_over(line)


def _match_over(line: str) -> bool:
    return any(words in line for words in _MATCH_OVER)


def write_settings(home: Path, target: int | None = None) -> None:
    """Beginner, no animations (the hand goes quickly), and a fixed phrase: the seed deals the
    same cards every run. With a ``target`` (a match): the standard rules with that target
    score, and English (the player listens for English words)."""
    from PySide6.QtCore import QSettings

    from ginrummy_desktop.app.settings.file import APPLICATION, ORGANIZATION
    from ginrummy_desktop.app.settings.store import SettingsStore
    from ginrummy_desktop.app.settings.values import AnimationSpeed, Settings
    from ginrummy_desktop.engine import RuleSet

    path = home / "config" / ORGANIZATION / f"{APPLICATION}.conf"
    path.parent.mkdir(parents=True, exist_ok=True)
    store = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))
    if target is None:
        store.save(Settings(difficulty=1, animation_speed=AnimationSpeed.OFF))
    else:
        store.save(Settings(difficulty=1, animation_speed=AnimationSpeed.OFF,
                            rules=RuleSet(target=target), language="en"))
    store.set_phrase(PHRASE)


def speech_config(home: Path) -> Path:
    """speech-dispatcher's configuration: espeak-ng through ALSA, whose default output the
    home's ``.asoundrc`` sends nowhere (its own default, PulseAudio, is not running)."""
    (home / ".asoundrc").write_text("pcm.!default { type null }\nctl.!default { type null }\n")
    folder = home / "speech-dispatcher"
    folder.mkdir(exist_ok=True)
    (folder / "speechd.conf").write_text(
        'AudioOutputMethod "alsa"\n'
        'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
        'DefaultModule espeak-ng\n')
    modules = folder / "modules"
    if not modules.exists():
        modules.symlink_to("/etc/speech-dispatcher/modules")
    return folder


def start_x() -> tuple[subprocess.Popen[bytes], str]:
    """Xvfb on a display of its own choosing (tried again when a display another Xvfb took at
    the same moment made it give up)."""
    for _ in range(5):
        read, write = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0",
                                 "1280x800x24", "-nolisten", "tcp"], pass_fds=(write,),
                                stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            display = pipe.readline().strip()
        if display and xvfb.poll() is None:
            return xvfb, f":{display}"
        xvfb.kill()
        xvfb.wait()
        time.sleep(0.5)
    raise SystemExit("Xvfb would not start")


def start(command: list[str], env: dict[str, str], log: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(command, env=env, stdout=log.open("wb"), stderr=subprocess.STDOUT)


def activate(display: str) -> None:
    """Give the game's window the focus (a window manager that came up after the window was
    mapped may leave it unfocused, and Orca then finds no active window); tried again while
    the window manager is not ready to."""
    env = dict(os.environ, DISPLAY=display)
    for _ in range(20):
        done = subprocess.run(["xdotool", "search", "--sync", "--name", "^Gin Rummy$",
                               "windowactivate", "--sync"], check=False, timeout=30, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if done.returncode == 0:
            return
        time.sleep(0.5)
    raise SystemExit("the game's window could not be given the focus")


def arguments() -> argparse.Namespace:
    """The command line: the folder for the run; ``--match``, ``--target``, ``--minutes``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("home", type=Path, help="the run's folder: settings, data, logs")
    parser.add_argument("--match", action="store_true", help="play a whole match")
    parser.add_argument("--review", action="store_true",
                        help="play a hand, then review it (Ctrl+R) by ear")
    parser.add_argument("--target", type=int, default=100, help="the match's target score")
    parser.add_argument("--minutes", type=float, default=20.0, help="the match's time limit")
    return parser.parse_args()


def play(player: Player, listener: Orca, match: bool, review: bool = False) -> None:
    """Play the hand and the next deal (the test), or the whole ``match``; print how it
    ended."""
    try:
        listener.wait(lambda line: line.startswith("Gin Rummy frame"), "the window", 0,
                      timeout=30)
        listener.settle()
        # Orca came after the game: Orca 43 finds the focused object, later ones wait
        # for the focus to move; Up and Down move it there and back, A says the news
        player.ask("Up", lambda line: line.startswith("Knock area"), "the knock area")
        player.ask("Down", lambda line: line.startswith("Your hand"), "the hand")
        player.ask("a", _turn_or_end, "the last message again")
        if match:
            said = player.play_match()
            listener.settle()
            say(f"MATCH {said}")
        elif review:
            player.play_hand()
            listener.settle()
            player.review_the_match()
            listener.settle()
        else:
            player.play_hand()
            player.after_the_hand()
            listener.settle()
        say("PLAYED")
    except SilenceError as stopped:
        say(f"STOPPED Orca never said {stopped}")
    except TimeUpError:
        say("STOPPED time limit")


def start_the_table(home: Path, display: str) -> list[subprocess.Popen[bytes]]:
    """The AT-SPI bus, openbox, speech-dispatcher, the game (its window focused) and Orca, on
    ``display``, with ``home`` for every folder they use; in the order started."""
    env = dict(os.environ, DISPLAY=display, HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"),
               XDG_CACHE_HOME=str(home / "cache"), XDG_RUNTIME_DIR=str(home / "run"))
    started: list[subprocess.Popen[bytes]] = []
    try:
        started.append(start(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                             env, home / "atspi.log"))
        started.append(start(["openbox"], env, home / "openbox.log"))
        started.append(start(["speech-dispatcher", "--run-single", "--timeout", "0",
                              "--config-dir", str(speech_config(home))], env,
                             home / "speechd.log"))
        started.append(start([sys.executable, "-c", GAME, str(SEED)],
                             dict(env, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                                  QT_QPA_PLATFORM="xcb", PYTHONPATH=str(ROOT),
                                  GINRUMMY_SILENT="1"),  # no sound: Orca is the voice here
                             home / "game.log"))
        os.environ["DISPLAY"] = display
        find_table(accessibility_bus())
        activate(display)
        orca = shutil.which("orca") or "/usr/bin/orca"
        started.append(start(["/usr/bin/python3", "-c", ORCA_WRAPPER, orca,
                              str(home / "orca.debug")], env, home / "orca.out"))
        return started
    except BaseException:
        stop(started)
        raise


def stop(started: list[subprocess.Popen[bytes]]) -> None:
    """End what was started, the last first."""
    for process in reversed(started):
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()


def main() -> int:
    global STAMPED_FROM
    options = arguments()
    home = options.home
    write_settings(home, options.target if options.match else None)
    if options.match:
        STAMPED_FROM = time.time()
    (home / "run").mkdir(mode=0o700, exist_ok=True)
    xvfb, display = start_x()
    try:
        started = start_the_table(home, display)
        try:
            listener = Orca(home / "orca.debug")
            deadline = time.monotonic() + options.minutes * 60 if options.match else None
            play(Player(listener, display, deadline), listener, options.match, options.review)
            return 0
        finally:
            stop(started)
    finally:
        xvfb.terminate()
        xvfb.wait(10)


if __name__ == "__main__":
    sys.exit(main())
