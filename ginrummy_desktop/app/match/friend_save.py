"""A friend's match kept on disk, so that a program killed in the middle loses nothing.

A friend's match cannot be saved as a match against the computer is (``saves.py``): its deals
are made with the friend's program, and this side knows only its own secrets. What it keeps is
enough to become again exactly what it was (``friend/play.py``, :func:`~ginrummy_desktop
.friend.play.replayed`): the rules, its role, the seed its secrets are drawn from, and every
event (the start, each message taken in, each move of its player), and enough to find the
friend again: the friend's address and the port, and the first connection's resume key
(``friend/resume.py``). The seed and the resume key are secrets: they are sealed with the
installation's key (``seal.py``), never written in plain text; a file moved to another
computer cannot be played on.

The file is a journal: its first line says what the match is, and each later line is one event,
appended **before** any message the event makes is sent. So whatever the friend's program has
had from this one follows from events on disk, and after a kill (the operating system keeps what
was written; only a power cut could lose the last lines) the two programs agree on what each
has: a last line cut short by the kill is an event whose messages never left, and is dropped.
The file is removed when the match ends. Reading bounds everything where it is read: the file's
size, every string's length, the number of events; whatever else is wrong is a
:class:`FriendSaveError` with the reason, and the caller moves the file aside and tells the
player. The file is opened only to append or read, and closed at once (Windows can neither
move nor delete an open file).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...engine import RuleSet
from ...engine.errors import GinRummyError
from ...friend.channel import MAX_NAME
from ...friend.play import MAX_EVENTS, Event
from ..shell.files import read_limited
from .saves import SaveStore
from .seal import SeedSealer

__all__ = ["FORMAT", "FriendJournal", "FriendSave", "FriendSaveError", "append_friend_events",
           "begin_friend_save", "read_friend_save"]

FORMAT = "ginrummy-desktop/friend-match"
VERSION = 1
MAX_BYTES = 64 * 1024 * 1024
"""A whole match's messages are a few MB at most; the file is never read past this."""
MAX_ADDRESS = 255


class FriendSaveError(ValueError):
    """The file is not a friend's match this program can go on with (the reason)."""


@dataclass(frozen=True, slots=True)
class FriendSave:
    """Everything a friend's match needs to go on after the program stopped."""

    rules: RuleSet
    host: bool
    name: str
    friend: str
    address: str
    port: int
    seed: bytes
    resume_key: bytes
    events: tuple[Event, ...]


class FriendJournal:
    """The journal of one friend's match at ``path``: begun once, then appended to."""

    def __init__(self, path: Path, sealer: SeedSealer) -> None:
        self.path, self._sealer = path, sealer

    def begin(self, save: FriendSave) -> None:
        begin_friend_save(self.path, save, self._sealer)

    def append(self, events: Sequence[Event]) -> None:
        append_friend_events(self.path, events)


def begin_friend_save(path: Path, save: FriendSave, sealer: SeedSealer) -> None:
    """Start the journal at ``path`` with ``save``'s first line and its events (atomically:
    a file that was there is replaced whole; OSError with the reason)."""
    head = {
        "format": FORMAT, "version": VERSION, "rules": save.rules.to_dict(),
        "host": save.host, "name": save.name, "friend": save.friend,
        "address": save.address, "port": save.port,
        "seed": sealer.seal(save.seed), "resume_key": sealer.seal(save.resume_key),
    }
    lines = [_line(head), *(_line(list(event)) for event in save.events)]
    SaveStore(path).write_text("".join(lines))


def append_friend_events(path: Path, events: Sequence[Event]) -> None:
    """Add ``events`` to the journal at ``path`` (written to the system before returning;
    OSError with the reason)."""
    with path.open("a", encoding="utf-8", newline="\n") as journal:
        journal.write("".join(_line(list(event)) for event in events))
        journal.flush()


def _line(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")) + "\n"


def read_friend_save(path: Path, sealer: SeedSealer) -> FriendSave:
    """The match kept at ``path``; :class:`FriendSaveError` for anything wrong (OSError when
    it cannot be read at all)."""
    lines = read_limited(path, MAX_BYTES).decode("utf-8", errors="replace").split("\n")
    if len(lines) > MAX_EVENTS + 2:
        raise FriendSaveError("too many events")
    body = _json(lines[0])
    if not isinstance(body, dict) or body.get("format") != FORMAT:
        raise FriendSaveError("not a friend's match")
    if body.get("version") != VERSION:
        raise FriendSaveError(f"a friend's match of version {body.get('version')!r}")
    return FriendSave(
        rules=_rules(body.get("rules")), host=_flag(body.get("host")),
        name=_text(body.get("name"), MAX_NAME), friend=_text(body.get("friend"), MAX_NAME),
        address=_text(body.get("address"), MAX_ADDRESS), port=_port(body.get("port")),
        seed=_sealed(sealer, body.get("seed")),
        resume_key=_sealed(sealer, body.get("resume_key")),
        events=_events(lines[1:]),
    )


def _json(line: str) -> Any:
    try:
        return json.loads(line)
    except (ValueError, RecursionError) as error:
        raise FriendSaveError(f"not a friend's match: {error}") from None


def _rules(value: object) -> RuleSet:
    if not isinstance(value, dict):
        raise FriendSaveError("no rules")
    try:
        return RuleSet.from_dict(value, complete=True)
    except (GinRummyError, TypeError, ValueError, KeyError) as error:
        raise FriendSaveError(f"rules that are not the game's: {error}") from None


def _flag(value: object) -> bool:
    if not isinstance(value, bool):
        raise FriendSaveError("no side")
    return value


def _text(value: object, limit: int) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= limit or not value.isprintable():
        raise FriendSaveError("a name or address out of bounds")
    return value


def _port(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 < value < 65536:
        raise FriendSaveError("no port")
    return value


def _sealed(sealer: SeedSealer, value: object) -> bytes:
    opened = sealer.unseal(value)
    if opened is None:
        raise FriendSaveError("its secrets cannot be opened on this installation")
    return opened


def _events(lines: list[str]) -> tuple[Event, ...]:
    """The events of the journal's lines; the last line, when a kill cut it short (no line
    end after it), is dropped: its event's messages never left."""
    if lines and lines[-1] == "":
        lines = lines[:-1]
    elif lines:
        lines = lines[:-1]  # cut short by a kill
    events: list[Event] = []
    for line in lines:
        item = _json(line)
        if not isinstance(item, list) or len(item) != 2 or item[0] not in ("start", "in",
                                                                              "mine"):
            raise FriendSaveError("an event that is not one")
        events.append((item[0], _checked(item[1])))
    return tuple(events)


def _checked(value: Any) -> Any:
    """An event's value: None, or a JSON object (the protocol bounds what is inside)."""
    if value is not None and not isinstance(value, dict):
        raise FriendSaveError("an event's value that is not one")
    return value
