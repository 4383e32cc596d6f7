"""Settings files that used to stop the program at every start (issue 39), and a fuzz test.

QSettings rebuilds ``@Variant(...)`` and ``@DateTime(...)`` values with ``QDataStream`` while it
reads the file, in C++: a few bytes claiming a list of 2³¹ − 1 items abort the interpreter
(``std::bad_alloc``), so each file is opened in a program of its own and an abort is a failed
test, not a lost test run. What must happen instead: the file is moved aside, the player told,
and the defaults used.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.settings.file import APPLICATION, ORGANIZATION
from ginrummy_desktop.app.settings.geometry import save_geometry
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import AnimationSpeed, Settings
from ginrummy_desktop.app.shell.translation import SYSTEM_LANGUAGE
from ginrummy_desktop.engine import RuleSet

TWO_BILLION_ITEMS = rb"@Variant(\0\0\0\t\x7f\xff\xff\xff)"
"""A QVariant list (type 9, ``\\t``) claiming 2³¹ − 1 items: the tester's line of issue 39."""

_OPEN_NATIVE = """
from PySide6.QtCore import QCoreApplication
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import Settings
app = QCoreApplication([])
store = SettingsStore()
print(store.load() == Settings())
print(store.file_note)
"""

_OPEN_FILES = """
import sys, traceback
from pathlib import Path
from PySide6.QtWidgets import QApplication, QWidget
from ginrummy_desktop.app.settings.geometry import restore_geometry
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import Settings
app = QApplication([])
widget = QWidget()
widget.setObjectName("MainWindow")
for name in sys.argv[1:]:
    print("open", name, flush=True)
    try:
        store = SettingsStore.in_file(Path(name))
        settings = store.load()
        assert isinstance(settings, Settings)
        texts = [settings.rules.name, store.phrase(), store.file_note, *store.warnings]
        for text in texts:
            text.encode("utf-8")  # text a player may be shown: no lone surrogate
        restore_geometry(store, widget)
    except BaseException:
        print("raised", name, traceback.format_exc(), flush=True)
        sys.exit(3)
    print("loaded", name, flush=True)
"""


def _run(
    script: str, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``script`` run by a Python of its own (a crash is its exit status, not the tests')."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})}
    return subprocess.run([sys.executable, "-c", script, *args], env=environment,
                          capture_output=True, text=True, timeout=120, check=False)


def test_a_variant_claiming_two_billion_items_is_moved_aside_at_start(tmp_path: Path) -> None:
    """The tester's file, where the program looks for it at start (in a program of its own)."""
    config = tmp_path / "config"
    path = config / ORGANIZATION / f"{APPLICATION}.conf"
    path.parent.mkdir(parents=True)
    data = b"[game]\ndifficulty=" + TWO_BILLION_ITEMS + b"\n"
    path.write_bytes(data)
    done = _run(_OPEN_NATIVE, env={"XDG_CONFIG_HOME": str(config)})
    assert done.returncode == 0, f"exit {done.returncode}: {done.stderr[-400:]}"
    assert done.stdout.startswith("True\n")
    assert "never writes" in done.stdout and "defaults" in done.stdout
    kept = list(path.parent.glob(f"{APPLICATION}.conf.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == data
    assert kept[0].name in done.stdout


@pytest.mark.parametrize("value", [
    TWO_BILLION_ITEMS,
    rb"@DateTime(\0\0\0\x10\0%\x88\x1f\0\0\0\0\0\0\0\0\x1)",
    rb'"@"Variant(\0\0\0\t\x7f\xff\xff\xff)',                 # quotes only switch a mode
    rb'"@"  "Var"iant(\0\0\0\t\x7f\xff\xff\xff)',             # spaces after a quote are skipped
    rb"\x10040Variant(\0\0\0\t\x7f\xff\xff\xff)",             # only 16 bits of an escape count
    rb"\0100Variant(\0\0\0\t\x7f\xff\xff\xff)",               # an octal @
    rb"@\x56\x61riant(\0\0\0\t\x7f\xff\xff\xff)",             # hex letters
    rb"@Vari\141nt(\0\0\0\t\x7f\xff\xff\xff)",                # an octal letter
    b"@\\\nVariant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xff)",        # a joined line
    rb"Easy, @Variant(\0\0\0\t\x7f\xff\xff\xff) ; a comment",  # the second item of a list
])
def test_a_value_rebuilt_by_qdatastream_is_refused_however_it_is_spelt(
    tmp_path: Path, value: bytes
) -> None:
    path = tmp_path / "settings.ini"
    data = b"[game]\nhints=false\ndifficulty=" + value + b"\n"
    path.write_bytes(data)
    done = _run(_OPEN_FILES, str(path))
    assert done.returncode == 0, f"exit {done.returncode}: {done.stdout[-600:]}{done.stderr[-400:]}"
    kept = list(tmp_path.glob("settings.ini.unreadable-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == data


_TRICKY_TEXTS = (
    "@Variant(1)",                     # written @@Variant(1): text, not a QDataStream value
    '@Variant (2), "@" Variant(3)',    # a space after the @, escaped quotes
    "x @DateTime(4); = é €\t\\x40",  # not at a start; a semicolon, an equals sign, escapes
    '"@"  Variant(5)',
)
"""Texts that look like a value QSettings decodes but are not, once QSettings has written them
(other parts of the program may store text of their own in the same file)."""


def test_the_programs_own_file_is_not_refused(qtbot: QtBot, tmp_path: Path) -> None:
    """Everything the program writes, window places (``@ByteArray``) and texts holding every
    character QSettings escapes included, passes the check."""
    path = _own_file(qtbot, tmp_path, phrase=_TRICKY_TEXTS[0])
    qsettings = QSettings(str(path), QSettings.Format.IniFormat)
    for number, text in enumerate(_TRICKY_TEXTS):
        qsettings.setValue(f"other/text{number}", text)
    qsettings.sync()
    store = SettingsStore.in_file(path)
    assert store.file_note == ""
    assert store.load() == _CUSTOM and store.warnings == ()
    assert store.phrase() == _TRICKY_TEXTS[0]
    assert [store.value(f"other/text{n}") for n in range(4)] == list(_TRICKY_TEXTS)


_CUSTOM = Settings(difficulty=5, rules=RuleSet.preset("classic").with_changes(name="Mine «1»"),
                   card_height=212, card_back="red", animation_speed=AnimationSpeed.FAST,
                   language="zh_CN")


def _own_file(qtbot: QtBot, tmp_path: Path, phrase: str = "quiet river") -> Path:
    """A settings file as the program writes it: every setting, a phrase, two window places."""
    path = tmp_path / "own.ini"
    store = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))
    assert store.save(_CUSTOM) and store.set_phrase(phrase)
    for name in ("MainWindow", "ReplayDialog"):
        widget = QWidget()
        qtbot.addWidget(widget)
        widget.setObjectName(name)
        widget.setGeometry(40, 50, 640, 480)
        save_geometry(store, widget)
    return path


_COMPARE_WITH_QSETTINGS = r"""
import random, sys
from pathlib import Path
from PySide6.QtCore import QSettings, qInstallMessageHandler
from ginrummy_desktop.app.settings.store import SettingsStore
warned = []
qInstallMessageHandler(lambda _mode, _context, text: warned.append(text))
NOISE = ["@", "@@", '"', " ", "\t", ",", "\\\n", "\\\r\n", r"\Z", r"\x", "=", ";", "x",
         r"\x56", r'\"', r"\\", r"\a", "\f", r"\x2c", "\n", "[g]\n", "k=", "\\"]
AT = ["@", r"\x40", r"\100", r"\0100", r"\x10040", '"@"', '@"', "@@", r"\@", r"\ @"]
WORD = ["Variant(", "DateTime(", r"V\x61riant(", r"\x56ariant(", 'Var"iant(', "Vari\\\nant(",
        r"Vari\141nt(", r"\x44ateTime("]
chance = random.Random(int(sys.argv[1]))
folder = Path(sys.argv[2])
for number in range(int(sys.argv[3])):
    before = "".join(chance.choice(NOISE) for _ in range(chance.randint(0, 4)))
    between = "".join(chance.choice(NOISE) for _ in range(chance.randint(0, 2)))
    value = before + chance.choice(AT) + between + chance.choice(WORD) + r"\0\0\0\x2\0\0\0\x5)"
    data = ("[g]\nk=" + value + "\n").encode()
    read, checked = folder / f"read{number}.ini", folder / f"checked{number}.ini"
    read.write_bytes(data)
    checked.write_bytes(data)
    warned.clear()
    qsettings = QSettings(str(read), QSettings.Format.IniFormat)
    values = [qsettings.value(key) for key in qsettings.allKeys()]
    items = [i for v in values for i in (v if isinstance(v, list) else [v])]
    decoded = any(i is not None and not isinstance(i, str) for i in items) or any(
        "invalid type" in text for text in warned)
    refused = SettingsStore.in_file(checked).file_note != ""
    if decoded and not refused:
        print("missed", ascii(data))
    print("decoded" if decoded else "text", "refused" if refused else "kept")
"""


def test_the_check_refuses_every_value_qsettings_would_rebuild(tmp_path: Path) -> None:
    """The check against QSettings itself: values spelt every way that may make ``@Variant(``
    or ``@DateTime(`` (escapes, quotes, joined lines, around noise), each read by QSettings and
    by the store. A value QSettings rebuilds (its payload a harmless 5, or a type it refuses
    with a warning) must be refused; a refused value that QSettings reads as text is allowed
    (the check is a superset), but not every value may be refused."""
    done = _run(_COMPARE_WITH_QSETTINGS, "39", str(tmp_path), "600")
    assert done.returncode == 0, f"exit {done.returncode}: {done.stdout[-600:]}{done.stderr[-400:]}"
    lines = done.stdout.splitlines()
    assert not [line for line in lines if line.startswith("missed")]
    assert lines.count("decoded refused") > 20 and lines.count("text kept") > 50


# --- the language ----------------------------------------------------------------------------

@pytest.mark.parametrize("value", [
    "xx",                    # no language the game has
    "English",               # a language's name, not its code
    "de" + "x" * 10_000,     # 10 kB
    rb"de\0",                # a control character, as the file spells it
    5,                       # a number, as a registry or a plist keeps it
    ["de", "fr"],            # what an INI file makes of "de, fr"
    "@Invalid()",            # what QSettings writes for a value it cannot store
])
def test_a_bad_language_falls_back_alone_to_the_systems(
    qtbot: QtBot, tmp_path: Path, value: object
) -> None:
    """The language read from a hand-edited (or another system's) settings file: a value that
    names no language the game has is the system's language again, with the warning the player
    is told of, short, naming the key; every other setting is kept."""
    path = _own_file(qtbot, tmp_path)
    if isinstance(value, bytes):  # written as is: QSettings would escape it
        path.write_bytes(path.read_bytes().replace(b"language=zh_CN", b"language=" + value))
    else:
        qsettings = QSettings(str(path), QSettings.Format.IniFormat)
        qsettings.setValue("interface/language", value)
        qsettings.sync()
    store = SettingsStore.in_file(path)
    assert store.file_note == ""
    settings = store.load()
    assert settings == replace(_CUSTOM, language=SYSTEM_LANGUAGE)
    assert len(store.warnings) == 1, store.warnings
    warning = store.warnings[0]
    assert warning.startswith("interface/language: ") and len(warning) < 300
    assert warning.endswith("using the system's language")


# --- the fuzz test -------------------------------------------------------------------------------

_TOKENS = (
    TWO_BILLION_ITEMS, rb"@Variant(", rb"@DateTime(", rb"@ByteArray(", rb"@Rect(1 2 3 4)",
    rb"@Size(", rb"@Point(9 9)", rb"@String(", rb"@Invalid()", rb"@@", rb"\x10040", rb"\100",
    rb"\xd800", rb"\\", b"\\", b'"', b",", b";", b"=", b"[", b"]", b"%", b"%U", b"\n", b"\r",
    b"\x00", b"\xff", b"\xed\xa0\x80", rb"\ud800", rb'{"name": "Std\ud800"}',
    rb'{"name": "' + b"y" * 5000 + rb'"}', b"99999999999999999999", b"-1", b"true", b"[[[[",
    b"y" * 5000, rb"\0\0\0\t\x7f\xff\xff\xff)", b"\\\n",
)
"""Pieces that mean something to QSettings' INI reading, to QDataStream, JSON or UTF-8."""


def _mutated(base: bytes, chance: random.Random) -> bytes:
    """``base`` with one to four random edits: a piece inserted, a value replaced, bytes
    flipped, deleted, repeated, or the file cut short."""
    data = bytearray(base)
    for _ in range(chance.randint(1, 4)):
        where = chance.randrange(len(data) + 1)
        kind = chance.randrange(6)
        if kind == 0:
            data[where:where] = chance.choice(_TOKENS)
        elif kind == 1:
            data = _with_value_replaced(data, chance)
        elif kind == 2 and data:
            data[min(where, len(data) - 1)] = chance.randrange(256)
        elif kind == 3:
            del data[where:where + chance.randint(1, 40)]
        elif kind == 4:
            data[where:where] = data[where:where + chance.randint(1, 200)] * chance.randint(2, 9)
        else:
            del data[chance.randrange(len(data) + 1):]
    return bytes(data)


def _with_value_replaced(data: bytearray, chance: random.Random) -> bytearray:
    lines = bytes(data).split(b"\n")
    values = [i for i, line in enumerate(lines) if b"=" in line]
    if values:
        i = chance.choice(values)
        key = lines[i].split(b"=", 1)[0]
        pieces = [chance.choice(_TOKENS) for _ in range(chance.randint(1, 3))]
        lines[i] = key + b"=" + b"".join(pieces)
    return bytearray(b"\n".join(lines))


def test_no_mutated_settings_file_stops_the_store(qtbot: QtBot, tmp_path: Path) -> None:
    """Four hundred files made from the program's own by random edits, opened in batches each
    in a program of its own: every one loads (the defaults where needed), and an abort names
    the file that caused it."""
    base = _own_file(qtbot, tmp_path).read_bytes()
    chance = random.Random(39)
    folder = tmp_path / "fuzz"
    folder.mkdir()
    names = []
    for number in range(400):
        path = folder / f"{number:03}.ini"
        path.write_bytes(_mutated(base, chance))
        names.append(str(path))
    for start in range(0, len(names), 100):
        done = _run(_OPEN_FILES, *names[start:start + 100])
        if done.returncode != 0:
            opened = [line.split(" ", 1)[1] for line in done.stdout.splitlines()
                      if line.startswith("open ")]
            culprit = Path(opened[-1]) if opened else None
            edited = set(culprit.read_bytes().split(b"\n")) - set(base.split(b"\n")) if (
                culprit) else set()
            pytest.fail(f"exit {done.returncode} on {culprit}, its edited lines {edited!r}:\n"
                        f"{done.stdout[-800:]}{done.stderr[-400:]}")


def test_the_fuzz_edits_reach_every_kind_of_value() -> None:
    """The fuzz test's edits are not all thrown away: some make a value QSettings decodes."""
    chance = random.Random(5)
    base = b"[game]\ndifficulty=3\n[rules]\nchanges=" + json.dumps({"target": 150}).encode()
    edited = [_mutated(base, chance) for _ in range(300)]
    assert any(b"@Variant(" in data for data in edited)
    assert any(b"\\ud800" in data for data in edited)
