"""Whole matches against a friend played by two sides through JSON (as
``tests/friend/test_play.py`` plays them), and each side's document of the match
(``friend/record.py``): shared by the tests of the document, its verification and the tool."""

from __future__ import annotations

import json
import random
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.engine import RuleSet
from ginrummy_desktop.friend.play import FriendPlay, Outcome, Stage
from ginrummy_desktop.friend.record import document_of
from ginrummy_desktop.friend.shuffle import Role

ME = 0
Document = dict[str, Any]


def random_bytes(seed: int) -> Callable[[int], bytes]:
    """Randomness for a side's secrets, the same for the same seed (tests only)."""
    return random.Random(seed).randbytes


def wire(message: dict[str, Any]) -> dict[str, Any]:
    """A message as the other side gets it: through JSON."""
    result: dict[str, Any] = json.loads(json.dumps(message))
    return result


@dataclass
class Side:
    """One program: its protocol, its player, the messages waiting for it, and what its
    player saw (``views``: (the match's length, the view), for the tests that keep them)."""

    play: FriendPlay
    player: Player
    inbox: deque[dict[str, Any]] = field(default_factory=deque)
    views: list[tuple[int, Any]] = field(default_factory=list)

    def take(self, outcome: Outcome, other: Side) -> None:
        other.inbox.extend(wire(m) for m in outcome.send)


def sides(rules: RuleSet, seed: int, levels: tuple[Level, Level] = (Level.EASY, Level.MEDIUM)
          ) -> tuple[Side, Side]:
    """The host and the guest, each with its own player."""
    host = Side(FriendPlay(Role.HOST, rules, random_bytes(seed)),
                make_player(levels[0], seed, rules))
    guest = Side(FriendPlay(Role.GUEST, rules, random_bytes(seed + 1)),
                 make_player(levels[1], seed + 7, rules))
    return host, guest


def pump(a: Side, b: Side) -> bool:
    """Deliver one waiting message (a's first); whether one was."""
    for side, other in ((a, b), (b, a)):
        if side.inbox:
            side.take(side.play.receive(side.inbox.popleft()), other)
            return True
    return False


def move(side: Side, other: Side) -> bool:
    """``side``'s player moves if it is its turn; whether it did."""
    play = side.play
    game = play.game()
    if play.stage is not Stage.PLAYING or play.held is not None or game.actor != ME:
        return False
    outcome, _now = play.play_mine(side.player.choose(game.view(ME)))
    side.take(outcome, other)
    return True


def play(host: Side, guest: Side, done: Callable[[], bool],
         after_message: Callable[[], None] | None = None) -> None:
    """Start both and play until ``done()``, every message through JSON (``after_message``
    called after each one is taken in)."""
    host.take(host.play.start(), guest)
    guest.take(guest.play.start(), host)
    for _ in range(20_000):
        if done():
            return
        if pump(host, guest):
            if after_message is not None:
                after_message()
            continue
        if not (move(host, guest) or move(guest, host)):
            raise AssertionError(f"stuck: {host.play.stage} {guest.play.stage}")
    raise AssertionError("the match did not end")


def document(side: Side, name: str) -> Document:
    play = side.play
    return wire(document_of(name, play.role, [deal.settled for deal in play.deals],
                             play.game()))


@cache
def match_documents(preset: str = "standard", seed: int = 3) -> tuple[str, str]:
    """A whole match between two sides: the host's document and the guest's, as JSON."""
    host, guest = sides(RuleSet.preset(preset), seed)
    play(host, guest, lambda: host.play.stage is Stage.OVER and guest.play.stage is Stage.OVER)
    return json.dumps(document(host, "Bruno")), json.dumps(document(guest, "Ana"))


