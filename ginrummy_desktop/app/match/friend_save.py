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

The file is written after every event (coalesced to once a turn of the event loop), atomically,
and removed when the match ends. Reading bounds everything where it is read: the file's size,
every string's length, the number of events; whatever is wrong is a :class:`FriendSaveError`
with the reason, and the caller moves the file aside and tells the player.
"""

from __future__ import annotations

import json
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

__all__ = ["FORMAT", "FriendSave", "FriendSaveError", "read_friend_save", "write_friend_save"]

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


def write_friend_save(path: Path, save: FriendSave, sealer: SeedSealer) -> None:
    """Replace the file at ``path`` atomically (OSError with the reason)."""
    body = {
        "format": FORMAT, "version": VERSION, "rules": save.rules.to_dict(),
        "host": save.host, "name": save.name, "friend": save.friend,
        "address": save.address, "port": save.port,
        "seed": sealer.seal(save.seed), "resume_key": sealer.seal(save.resume_key),
        "events": [list(event) for event in save.events],
    }
    SaveStore(path).write_text(json.dumps(body, ensure_ascii=False, separators=(",", ":")))


def read_friend_save(path: Path, sealer: SeedSealer) -> FriendSave:
    """The match kept at ``path``; :class:`FriendSaveError` for anything wrong (OSError when
    it cannot be read at all)."""
    try:
        body = json.loads(read_limited(path, MAX_BYTES))
    except (ValueError, RecursionError) as error:
        raise FriendSaveError(f"not a friend's match: {error}") from None
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
        events=_events(body.get("events")),
    )


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


def _events(value: object) -> tuple[Event, ...]:
    if not isinstance(value, list) or len(value) > MAX_EVENTS:
        raise FriendSaveError("no events, or too many")
    events: list[Event] = []
    for item in value:
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
