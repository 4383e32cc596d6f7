"""Two programs' link over loopback (``seats/friend_link.py``): the host listens for one friend
and stops listening once it is in, the greetings give both the same check numbers, sealed
messages go both ways; a peer of another version, or one sending a frame too long or bytes that
are not a message, ends the link with a sentence, never an exception."""

from __future__ import annotations

import json

import pytest
from PySide6.QtNetwork import QTcpSocket
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.seats.friend_link import FriendHost, FriendLink
from ginrummy_desktop.friend.channel import VERSION, Hello, KeyPair, frame

LOOPBACK = "127.0.0.1"
WAIT_MS = 10_000


def _pair(qtbot: QtBot) -> tuple[FriendHost, FriendLink, FriendLink]:
    host = FriendHost("Ana")
    assert host.listen(LOOPBACK) and host.listening and host.port > 0
    with qtbot.waitSignal(host.linked, timeout=WAIT_MS) as linked:
        guest = FriendLink.to(LOOPBACK, host.port, "Bruno")
    hosts_link = linked.args[0]
    assert isinstance(hosts_link, FriendLink)
    qtbot.waitUntil(lambda: hosts_link.is_ready and guest.is_ready, timeout=WAIT_MS)
    return host, hosts_link, guest


def test_two_programs_greet_and_talk_sealed(qtbot: QtBot) -> None:
    host, at_host, guest = _pair(qtbot)
    assert not host.listening  # one friend: the listening socket is closed
    assert (at_host.peer_name, guest.peer_name) == ("Bruno", "Ana")
    assert at_host.check_numbers == guest.check_numbers is not None
    with qtbot.waitSignal(guest.received, timeout=WAIT_MS) as came:
        at_host.send({"kind": "rules", "target": 100})
    assert came.args == [{"kind": "rules", "target": 100}]
    got: list[object] = []
    at_host.received.connect(got.append)
    for number in range(20):
        guest.send({"kind": "move", "n": number})
    qtbot.waitUntil(lambda: len(got) == 20, timeout=WAIT_MS)
    assert got == [{"kind": "move", "n": n} for n in range(20)]


def test_the_peer_leaving_is_told(qtbot: QtBot) -> None:
    _, at_host, guest = _pair(qtbot)
    with qtbot.waitSignal(at_host.closed, timeout=WAIT_MS):
        guest.close()


def _raw_peer(qtbot: QtBot, host: FriendHost) -> tuple[QTcpSocket, FriendLink]:
    """A socket of our own towards ``host``: it sends whatever a hostile peer would."""
    socket = QTcpSocket()
    with qtbot.waitSignal(host.linked, timeout=WAIT_MS) as linked:
        socket.connectToHost(LOOPBACK, host.port)
    link = linked.args[0]
    assert isinstance(link, FriendLink)
    return socket, link


def test_a_peer_of_another_version_is_told_both_versions(qtbot: QtBot) -> None:
    host = FriendHost("Ana")
    assert host.listen(LOOPBACK)
    socket, link = _raw_peer(qtbot, host)
    hello = json.loads(Hello(KeyPair.generate().public, "Eve").payload())
    hello["version"] = VERSION + 1
    with qtbot.waitSignal(link.failed, timeout=WAIT_MS) as failed:
        socket.write(frame(json.dumps(hello).encode()))
    sentence = failed.args[0]
    assert f"version {VERSION + 1}" in sentence and f"version {VERSION}" in sentence
    assert not link.is_ready


@pytest.mark.parametrize(("data", "words"), [
    ((10 * 1024 * 1024).to_bytes(4, "big"), "larger than any of the game's"),
    (frame(b"\xff\xfe not json"), "not a message of the game"),
    (frame(b'{"protocol": "chess", "version": 1}'), "not this game"),
])
def test_a_hostile_peer_ends_the_link_with_a_sentence(qtbot: QtBot, data: bytes,
                                                      words: str) -> None:
    host = FriendHost("Ana")
    assert host.listen(LOOPBACK)
    socket, link = _raw_peer(qtbot, host)
    with qtbot.waitSignal(link.failed, timeout=WAIT_MS) as failed:
        socket.write(data)
    assert words in failed.args[0]


def test_a_forged_frame_after_the_greeting_ends_the_link(qtbot: QtBot) -> None:
    host = FriendHost("Ana")
    assert host.listen(LOOPBACK)
    socket, link = _raw_peer(qtbot, host)
    socket.write(frame(Hello(KeyPair.generate().public, "Eve").payload()))
    qtbot.waitUntil(lambda: link.is_ready, timeout=WAIT_MS)
    with qtbot.waitSignal(link.failed, timeout=WAIT_MS) as failed:
        socket.write(frame(bytes(8) + b"not sealed by the session's key at all"))
    assert "changed on the way" in failed.args[0]
