"""A whole match played by ear with Orca (Debian 12's 43 or 13's 48) listening, measured.

    dbus-run-session is started for you; run from the repository:
    .venv/bin/python benchmarks/orca_match.py /tmp/orca_match_transcript.txt [--target 100]
        [--minutes 20]
    With Debian 13's Orca 48, in a Debian 13 root (as root; made when missing):
    benchmarks/orca_in_root.sh ROOT /tmp/orca48_match_transcript.txt [--target 100]

Runs ``tests/app/orca_driver.py --match`` as the Orca test runs the driver (in a private
session bus, ``dbus-run-session``, with the same packages: orca, speech-dispatcher with
espeak-ng, xvfb, openbox, xdotool, at-spi2-core): the driver plays a seeded match (Beginner,
the standard rules with ``--target`` as the target score) by keys alone, deciding only from
what Orca says, until Orca says who won. The transcript (every key with the time it was sent,
every line Orca spoke with the time Orca's log gives it) goes to the file named, and a summary
is printed: hands played, the match's result, how many lines Orca spoke, and the checks that
matter to a blind player, each against the match the game saved (its ``match.json``, replayed
through the engine, which gives every move and who made it):

* every move of the computer's (the upcard passed or taken, the draw from the stock, the
  discard taken, the discard, the knock, the lay-offs) was spoken, in order, in the game's own
  words (``words/table.py``);
* the player's own drawn card was named each time (and the card taken, the card thrown);
* each hand's result and the score were spoken, word for word as ``words/results.py`` writes
  them, and the match's result;
* nothing said twice unasked: no run of two sentences repeated within one of Orca's lines,
  no line said again after the same key (what A, W and Where Am I repeat on asking aside);
* no key acted behind the player's back: the player's moves in the save are exactly the moves
  the keys pressed asked for (a reading key, Orca's Where Am I or a refused knock moved
  nothing);
* how long from a key sent to Orca's first line after it (its echo of a letter key), and to the
  first line that is not that echo (the answer): median and 95th percentile, by Orca's log's
  clock (when Orca hands the words to speech-dispatcher; espeak-ng's sound comes after).

Every check that fails is printed with the transcript's line numbers. Exit code 0 when the
match was played to its end and every check passed.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication  # noqa: E402

from ginrummy_desktop.app.shell.translation import ENGLISH, Translators  # noqa: E402
from ginrummy_desktop.app.words import table as words  # noqa: E402
from ginrummy_desktop.app.words.results import (  # noqa: E402
    spoken_game_result,
    spoken_hand_result,
    spoken_score,
)
from ginrummy_desktop.engine import (  # noqa: E402
    BigGin,
    CardDiscarded,
    DiscardTaken,
    DrawStock,
    Event,
    Game,
    GameOver,
    HandEnded,
    Knock,
    Knocked,
    LayOff,
    Pass,
    RuleSet,
    ShowdownSettled,
    StockDrawn,
    TakeDiscard,
    TakeUpcard,
    UpcardPassed,
    UpcardTaken,
)
from ginrummy_desktop.engine.record import action_from_json  # noqa: E402

DRIVER = ROOT / "tests" / "app" / "orca_driver.py"
USER, COMPUTER = 0, 1
_LINE = re.compile(r"^\s*(\d+\.\d+) (key|orca): (.*)$")
_COMPUTER_MOVE = re.compile(
    r"The computer (?:draws from the stock|takes the [a-z ]+? of [a-z]+|discards the "
    r"[a-z ]+? of [a-z]+|passes the upcard|knocked with \d+ deadwood|goes gin!|goes big gin!)"
    r"\.?")
_OWN_MOVE = re.compile(r"You (?:draw|take|discard) the [a-z ]+? of [a-z]+\.")
KEY_MOVES = {"d": "draw", "u": "take", "p": "pass", "Return": "discard", "k": "knock",
             "g": "knock", "l": "lay off"}
"""What each key of the driver's asks the game to do (the others only read)."""
ACTION_MOVES = {DrawStock: "draw", TakeUpcard: "take", TakeDiscard: "take", Pass: "pass",
                Knock: "knock", BigGin: "knock", LayOff: "lay off"}
ECHOES = {"return", "enter"}
"""Orca's echo of Return and of the keypad's Enter (a letter key's echo is the letter)."""


@dataclass(frozen=True)
class Said:
    """A line of the transcript: its number in the file (from 1), time, kind and text."""

    number: int
    at: float
    kind: str
    text: str


@dataclass
class Replayed:
    """What the saved match holds: the rules, each action's maker and events."""

    rules: RuleSet
    moves: list[tuple[int | None, object, tuple[Event, ...]]] = field(default_factory=list)

    def events(self) -> Iterable[Event]:
        for _actor, _action, events in self.moves:
            yield from events


# --- running the driver --------------------------------------------------------------------


def run_driver(home: Path, target: int, minutes: float) -> str:
    """The driver's transcript (its standard output) for a whole match played under ``home``."""
    proc = subprocess.run(
        ["dbus-run-session", "--", sys.executable, str(DRIVER), str(home), "--match",
         "--target", str(target), "--minutes", str(minutes)],
        capture_output=True, text=True, timeout=minutes * 60 + 180, check=False)
    if proc.returncode != 0:
        print(proc.stderr[-3000:], file=sys.stderr)
    return proc.stdout


def parse(transcript: str) -> list[Said]:
    """The keys and Orca's lines of the transcript, numbered as the file's lines."""
    found = []
    for number, line in enumerate(transcript.splitlines(), start=1):
        match = _LINE.match(line)
        if match:
            found.append(Said(number, float(match.group(1)), match.group(2), match.group(3)))
    return found


def replay(home: Path) -> Replayed:
    """The match the game saved under ``home``, replayed action by action."""
    saved = json.loads(next((home / "data").rglob("match.json")).read_text("utf-8"))
    record = saved["match"]
    played = Replayed(RuleSet.from_dict(record["rules"], complete=True))
    game = Game(played.rules)
    for data in record["actions"]:
        action = action_from_json(data)
        actor = game.actor
        played.moves.append((actor, action, game.apply(action)))
    return played


# --- what the game should have said --------------------------------------------------------


def computer_moves(played: Replayed) -> list[str]:
    """Each move of the computer's, as the game words it."""
    said = []
    for event in played.events():
        if isinstance(event, UpcardPassed) and event.seat == COMPUTER:
            said.append(words.upcard_passed())
        elif isinstance(event, UpcardTaken | DiscardTaken) and event.seat == COMPUTER:
            said.append(words.computer_takes(event.card))
        elif isinstance(event, StockDrawn) and event.seat == COMPUTER:
            said.append(words.computer_draws())
        elif isinstance(event, CardDiscarded) and event.seat == COMPUTER:
            said.append(words.computer_discards(event.card))
        elif isinstance(event, Knocked) and event.seat == COMPUTER:
            said.append(words.knocked_text(False, event.arrangement.deadwood_points,
                                           event.is_gin, event.is_big_gin))
    return said


def own_moves(played: Replayed) -> list[str]:
    """Each card the player drew, took or threw, as the game words it."""
    said = []
    for event in played.events():
        if isinstance(event, StockDrawn) and event.seat == USER:
            said.append(words.you_draw(event.card))
        elif isinstance(event, UpcardTaken | DiscardTaken) and event.seat == USER:
            said.append(words.you_take(event.card))
        elif isinstance(event, CardDiscarded) and event.seat == USER:
            said.append(words.you_discard(event.card))
    return said


def results(played: Replayed) -> list[tuple[str, str]]:
    """(the hand's or the match's result, the score after it) as the game words them."""
    said = []
    for event in played.events():
        if isinstance(event, HandEnded):
            said.append((spoken_hand_result(event.result, event.sheet, played.rules),
                         spoken_score(event.sheet, played.rules)))
        elif isinstance(event, GameOver):
            said.append((spoken_game_result(event.sheet, played.rules), ""))
    return said


def computer_layoffs(played: Replayed) -> list[list[str]]:
    """The cards the computer laid off at each showdown where it did, named in full."""
    from ginrummy_desktop.app.words.cards import spoken_name

    return [[spoken_name(lay.card) for lay in event.settlement.layoffs]
            for event in played.events()
            if isinstance(event, ShowdownSettled) and event.defender == COMPUTER
            and event.settlement.layoffs]


# --- what Orca said ------------------------------------------------------------------------


def answered(lines: list[Said]) -> list[tuple[str, Said]]:
    """Orca's lines, each with the key pressed last before it ("" before the first key)."""
    key, found = "", []
    for line in lines:
        if line.kind == "key":
            key = line.text
        else:
            found.append((key, line))
    return found


def news(lines: list[Said]) -> list[Said]:
    """Orca's lines but for what Say again (A) repeats: what the game told as it happened."""
    return [line for key, line in answered(lines) if key != "a"]


def in_order(expected: list[str], spoken: list[tuple[str, int]]) -> list[str]:
    """The expected sentences not found in ``spoken`` (sentence, line number) in that order:
    each is looked for after the one before it was found."""
    missing, at = [], 0
    for sentence in expected:
        index = next((i for i in range(at, len(spoken)) if spoken[i][0] == sentence), None)
        if index is None:
            last = spoken[at - 1][1] if at else 0
            missing.append(f"{sentence!r}: not heard after transcript line {last}, where "
                           "the one before it was")
        else:
            at = index + 1
    return missing


def sentences(lines: list[Said], pattern: re.Pattern[str]) -> list[tuple[str, int]]:
    return [(found.group(0), line.number) for line in lines
            for found in pattern.finditer(line.text)]


def said_twice(lines: list[Said]) -> list[str]:
    """Words the game said twice over without being asked: a run of two sentences or more
    repeated within one of Orca's lines (a message that holds the same news twice), or the
    same line (not a key's echo, nor a short one such as "Set.") said again after the same
    key. What Say again (A), the score (W) and Where Am I repeat on asking is not counted."""
    found, previous = [], None
    for key, line in answered(lines):
        if key in ("a", "w", "KP_Enter") or _echo(key, line.text):
            continue
        repeated = _repeated_run(_SENTENCE_END.split(line.text.strip()))
        if repeated:
            found.append(f"line {line.number}: said twice in one message: {repeated[:90]!r}")
        if (previous is not None and previous[0] == key and previous[1].text == line.text
                and len(line.text) > 20):
            found.append(f"lines {previous[1].number} and {line.number}: the same line "
                         f"twice: {line.text[:90]!r}")
        previous = (key, line)
    return found


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def _repeated_run(parts: list[str]) -> str:
    """The first run of two sentences or more of ``parts`` that comes again later, joined;
    "" when none does."""
    for start in range(len(parts) - 1):
        for again in range(start + 2, len(parts) - 1):
            if parts[again:again + 2] == parts[start:start + 2]:
                return " ".join(parts[start:start + 2])
    return ""


def key_moves(lines: list[Said]) -> tuple[list[str], list[str]]:
    """The moves the keys asked for (a knock only when Orca said it was made), and the knock
    keys refused with the reason Orca gave."""
    moves, refused, pairs = [], [], answered(lines)
    for index, line in enumerate(lines):
        move = KEY_MOVES.get(line.text) if line.kind == "key" else None
        if move is None:
            continue
        answer = [said.text for key_line, said in pairs if said.number > line.number
                  and key_line == line.text and _before_next_key(lines, index, said)]
        if move == "knock" and not any(a.startswith(("You knocked", "You go")) or
                                       " knocked and score" in a for a in answer):
            refused.append(f"line {line.number}: {' / '.join(answer[1:2]) or 'nothing said'}")
            continue
        moves.append(move)
    return moves, refused


def _before_next_key(lines: list[Said], index: int, said: Said) -> bool:
    later = next((line.number for line in lines[index + 1:] if line.kind == "key"), None)
    return later is None or said.number < later


def actions_of_user(played: Replayed) -> list[str]:
    """The player's moves in the save, as the keys name them (a discard is a discard)."""
    found = []
    for actor, action, _ in played.moves:
        if actor != USER:
            continue
        found.append(ACTION_MOVES.get(type(action), "discard"))
    return found


def latencies(lines: list[Said]) -> tuple[list[float], list[float]]:
    """Seconds from each key to Orca's first line after it, and to its first line that is not
    the key's echo (only lines before the next key count)."""
    first, answer = [], []
    for index, line in enumerate(lines):
        if line.kind != "key":
            continue
        after = []
        for later in lines[index + 1:]:
            if later.kind == "key":
                break
            after.append(later)
        if after:
            first.append(after[0].at - line.at)
        words_ = [said for said in after if not _echo(line.text, said.text)]
        if words_:
            answer.append(words_[0].at - line.at)
    return first, answer


def _echo(key: str, text: str) -> bool:
    spoken = text.strip().lower()
    return spoken == key.lower() or (spoken in ECHOES and key in ("Return", "KP_Enter"))


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


# --- the summary ---------------------------------------------------------------------------


def check(title: str, problems: list[str]) -> bool:
    print(f"{'ok  ' if not problems else 'FAIL'} {title}")
    for problem in problems[:20]:
        print(f"       {problem}")
    if len(problems) > 20:
        print(f"       ... and {len(problems) - 20} more")
    return not problems


def summarise(transcript: str, played: Replayed) -> bool:
    """Print the summary; whether every check passed."""
    lines = parse(transcript)
    told = news(lines)
    ended = [line.split(maxsplit=1)[-1] for line in transcript.splitlines()
             if re.match(r"\s*[\d.]+ (PLAYED|STOPPED|MATCH)", line)]
    hands = sum(isinstance(event, HandEnded) for event in played.events())
    sheet = next((event.sheet for event in played.events() if isinstance(event, GameOver)),
                 None)
    spoken = [line for line in lines if line.kind == "orca"]
    print(f"played to the end: {'yes' if ended and ended[-1].endswith('PLAYED') else 'no'} "
          f"({' / '.join(e[:70] for e in ended)})")
    print(f"hands played: {hands}; target {played.rules.target}")
    if sheet is not None:
        mine, theirs = sheet.totals
        winner = {USER: "you", COMPUTER: "the computer", None: "nobody (drawn)"}[sheet.winner]
        print(f"the match: won by {winner}, final score you {mine}, the computer {theirs}")
    print(f"keys pressed: {sum(line.kind == 'key' for line in lines)}; lines Orca spoke: "
          f"{len(spoken)}; time: {(lines[-1].at if lines else 0) / 60:.1f} min")
    return all([sheet is not None, *_checks(lines, told, played)])


def _checks(lines: list[Said], told: list[Said], played: Replayed) -> list[bool]:
    ok = [check(f"every move of the computer's spoken ({len(computer_moves(played))})",
                in_order(computer_moves(played), sentences(told, _COMPUTER_MOVE)))]
    own = own_moves(played)
    drawn = sum(sentence.startswith("You draw") for sentence in own)
    ok.append(check(f"your own cards named: {drawn} drawn, {len(own) - drawn} taken or thrown",
                    in_order(own, sentences(told, _OWN_MOVE))))
    heard = " ".join(line.text for line in told)
    missing = [f"result: {result!r}" for result, _ in results(played) if result not in heard]
    missing += [f"score: {score!r}" for _, score in results(played) if score not in heard]
    ok.append(check(f"each result and score spoken word for word ({len(results(played))})",
                    missing))
    layoffs = [f"the computer laid off {cards}" for cards in computer_layoffs(played)
               if not any("The computer lays off" in line.text and
                          all(card in line.text for card in cards) for line in told)]
    ok.append(check("the computer's lay-offs named", layoffs))
    ok.append(check("nothing said twice unasked", said_twice(lines)))
    moves, refused = key_moves(lines)
    actions = actions_of_user(played)
    behind = [] if moves == actions else [_first_difference(moves, actions)]
    ok.append(check(f"no key acted behind your back ({len(actions)} moves, "
                    f"{len(refused)} knocks refused and heard why)", behind))
    _latency(lines)
    return ok


def _first_difference(keys: list[str], saved: list[str]) -> str:
    index = next((i for i, (a, b) in enumerate(zip(keys, saved, strict=False)) if a != b),
                 min(len(keys), len(saved)))
    return (f"move {index + 1}: the keys asked for {keys[index:index + 3]}, the save holds "
            f"{saved[index:index + 3]} ({len(keys)} against {len(saved)} moves)")


def _latency(lines: list[Said]) -> None:
    first, answer = latencies(lines)
    for name, values in (("first word (the key's echo)", first), ("first answer", answer)):
        if values:
            print(f"key to Orca's {name}: median {statistics.median(values) * 1000:.0f} ms, "
                  f"95th percentile {percentile(values, 0.95) * 1000:.0f} ms, "
                  f"max {max(values) * 1000:.0f} ms ({len(values)} keys)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("transcript", type=Path, help="where to write the transcript")
    parser.add_argument("--target", type=int, default=100, help="the match's target score")
    parser.add_argument("--minutes", type=float, default=20.0, help="the match's time limit")
    parser.add_argument("--home", type=Path, help="keep the run's folder (settings, save, "
                        "Orca's log) here instead of a temporary one")
    parser.add_argument("--again", action="store_true", help="do not play: check the "
                        "transcript file and the --home of an earlier run again")
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication([])
    Translators.of(app).use(ENGLISH)  # the game's English, its plurals ("17 points")
    with tempfile.TemporaryDirectory(prefix="ginrummy-orca-match-") as temporary:
        home = args.home or Path(temporary)
        if args.again:
            transcript = args.transcript.read_text("utf-8")
        else:
            home.mkdir(parents=True, exist_ok=True)
            transcript = run_driver(home, args.target, args.minutes)
            args.transcript.write_text(transcript, "utf-8")
        print(f"transcript: {args.transcript} ({len(transcript.splitlines())} lines)")
        played = replay(home)
    return 0 if summarise(transcript, played) else 1


if __name__ == "__main__":
    sys.exit(main())
