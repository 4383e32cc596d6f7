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


def _bytes(seed: int) -> Callable[[int], bytes]:
    return random.Random(seed).randbytes


def _wire(message: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(json.dumps(message))
    return result


@dataclass
class Side:
    play: FriendPlay
    player: Player
    inbox: deque[dict[str, Any]] = field(default_factory=deque)

    def take(self, outcome: Outcome, other: Side) -> None:
        other.inbox.extend(_wire(m) for m in outcome.send)


def sides(rules: RuleSet, seed: int) -> tuple[Side, Side]:
    host = Side(FriendPlay(Role.HOST, rules, _bytes(seed)), make_player(Level.EASY, seed, rules))
    guest = Side(FriendPlay(Role.GUEST, rules, _bytes(seed + 1)),
                 make_player(Level.MEDIUM, seed + 7, rules))
    return host, guest


def _pump(a: Side, b: Side) -> bool:
    for side, other in ((a, b), (b, a)):
        if side.inbox:
            side.take(side.play.receive(side.inbox.popleft()), other)
            return True
    return False


def _move(side: Side, other: Side) -> bool:
    play = side.play
    game = play.game()
    if play.stage is not Stage.PLAYING or play.held is not None or game.actor != ME:
        return False
    outcome, _now = play.play_mine(side.player.choose(game.view(ME)))
    side.take(outcome, other)
    return True


def play(host: Side, guest: Side, done: Callable[[], bool]) -> None:
    host.take(host.play.start(), guest)
    guest.take(guest.play.start(), host)
    for _ in range(20_000):
        if done():
            return
        if _pump(host, guest):
            continue
        if not (_move(host, guest) or _move(guest, host)):
            raise AssertionError(f"stuck: {host.play.stage} {guest.play.stage}")
    raise AssertionError("the match did not end")


def document(side: Side, name: str) -> Document:
    play = side.play
    return _wire(document_of(name, play.role, [deal.settled for deal in play.deals],
                             play.game()))


@cache
def match_documents(preset: str = "standard", seed: int = 3) -> tuple[str, str]:
    """A whole match between two sides: the host's document and the guest's, as JSON."""
    host, guest = sides(RuleSet.preset(preset), seed)
    play(host, guest, lambda: host.play.stage is Stage.OVER and guest.play.stage is Stage.OVER)
    return json.dumps(document(host, "Bruno")), json.dumps(document(guest, "Ana"))


