"""Going on over a new connection (``friend/resume.py``): only a side holding the first
connection's key can, its proof binds the new connection's keys and its own role, and a count
it never could have is refused."""

from __future__ import annotations

import os

import pytest

from ginrummy_desktop.friend.channel import WireError, WireProblem
from ginrummy_desktop.friend.resume import match_name, resume_message, their_count
from ginrummy_desktop.friend.shuffle import Role

KEY, HOST, GUEST = os.urandom(32), os.urandom(32), os.urandom(32)


def test_the_friend_holding_the_key_is_taken_back_with_its_count() -> None:
    message = resume_message(KEY, HOST, GUEST, Role.GUEST, received=17)
    assert their_count(message, KEY, HOST, GUEST, Role.GUEST, sent=20) == 17
    assert message["match"] == match_name(KEY) and len(match_name(KEY)) == 16


@pytest.mark.parametrize("change", ["key", "keys", "role", "match", "proof"])
def test_anyone_else_is_refused_as_forged(change: str) -> None:
    key = os.urandom(32) if change == "key" else KEY
    host = os.urandom(32) if change == "keys" else HOST
    role = Role.HOST if change == "role" else Role.GUEST  # a side replaying the other's proof
    message = resume_message(key, host, GUEST, role, received=3)
    if change == "match":
        message["match"] = "0" * 16
    if change == "proof":
        message["proof"] = message["proof"][:-1] + ("0" if message["proof"][-1] != "0" else "1")
    with pytest.raises(WireError) as refused:
        their_count(message, KEY, HOST, GUEST, Role.GUEST, sent=20)
    assert refused.value.problem is WireProblem.FORGED


@pytest.mark.parametrize("count", [-1, 21, True, "3", None, 10**12])
def test_a_count_this_side_never_reached_is_malformed(count: object) -> None:
    message = resume_message(KEY, HOST, GUEST, Role.GUEST, received=0)
    message["received"] = count
    with pytest.raises(WireError) as refused:
        their_count(message, KEY, HOST, GUEST, Role.GUEST, sent=20)
    assert refused.value.problem is WireProblem.MALFORMED
