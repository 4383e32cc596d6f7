"""Games on the local network (``seats/friend_discovery.py``): a host and a guest in this process
find each other over mDNS on loopback (name, port and an address a socket reaches), the host's
stop() makes the guest lose the game at once, hostile services are never listed, stop() is quick,
idempotent and leaves no thread behind, and a port 5353 that cannot be had ends in ``failed``.

Everything runs on loopback (``interfaces=["127.0.0.1"]``): no packet leaves the machine, and
the tests neither see nor disturb the games of a real network. Each test names its games with
a fresh token, so a game another program shows on this machine's loopback cannot be mistaken
for one of them. Whether mDNS can run here at all is probed first, with sockets of our own
(port 5353 shared as zeroconf shares it, a datagram sent to the mDNS group through loopback
coming back): where it cannot, the tests that need it skip, saying which part failed.
"""

from __future__ import annotations

import asyncio
import errno
import ipaddress
import logging
import secrets
import socket
import threading
import time
from collections.abc import Iterator

import pytest
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket
from pytestqt.qtbot import QtBot
from zeroconf import ServiceInfo, Zeroconf

from ginrummy_desktop.app.seats.friend_discovery import (
    SERVICE_TYPE,
    FoundGame,
    LocalGames,
    _NotAGameError,
    _read_game,
)
from ginrummy_desktop.friend.channel import MAX_NAME, VERSION

LOOPBACK = "127.0.0.1"
MDNS_GROUP = "224.0.0.251"
WAIT_MS = 8_000
QUICK_S = 0.5
"""The longest stop() may take (measured here: 1 to 10 ms; zeroconf's own close takes 250 ms
when it advertises)."""


def _multicast_problem() -> str | None:
    """Why mDNS on loopback cannot run here, or None: port 5353 must be shareable as zeroconf
    shares it (SO_REUSEADDR, and SO_REUSEPORT where there is one), and a datagram sent to the
    mDNS group through loopback must come back to a socket that joined the group there (sent
    to a free port, not 5353, so that no responder on this machine hears it)."""
    try:
        with _udp(5353):
            pass
    except OSError as error:
        return f"port 5353 cannot be shared with zeroconf here: {error}"
    try:
        with _udp(0) as receiver, socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sender:
            receiver.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                                socket.inet_aton(MDNS_GROUP) + socket.inet_aton(LOOPBACK))
            sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF,
                              socket.inet_aton(LOOPBACK))
            sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
            token = secrets.token_bytes(8)
            sender.sendto(token, (MDNS_GROUP, receiver.getsockname()[1]))
            receiver.settimeout(2.0)
            while receiver.recv(64) != token:
                pass
    except OSError as error:  # TimeoutError among them: nothing came back
        return f"a datagram sent to {MDNS_GROUP} through loopback does not come back: {error!r}"
    return None


class _udp:  # noqa: N801 (a context manager used like a function)
    """A UDP socket bound to ``port`` on every address, shared as zeroconf shares 5353."""

    def __init__(self, port: int) -> None:
        self.socket = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):
            self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        try:
            self.socket.bind(("", port))
        except OSError:
            self.socket.close()
            raise

    def __enter__(self) -> socket.socket:
        return self.socket

    def __exit__(self, *_: object) -> None:
        self.socket.close()


@pytest.fixture(scope="module")
def mdns() -> None:
    """Skips the test, saying why, where mDNS cannot run on loopback (see above)."""
    problem = _multicast_problem()
    if problem is not None:
        pytest.skip(problem)


@pytest.fixture
def games(qtbot: QtBot) -> Iterator[list[LocalGames]]:
    """LocalGames on loopback made by a test (``_on_loopback``), all stopped after it."""
    made: list[LocalGames] = []
    yield made
    for item in made:
        item.stop()


def _on_loopback(games: list[LocalGames]) -> LocalGames:
    local = LocalGames(interfaces=[LOOPBACK])
    games.append(local)
    return local


def _token_name(who: str) -> str:
    return f"{who} {secrets.token_hex(3)}"


def _found_named(qtbot: QtBot, guest: LocalGames, name: str) -> FoundGame:
    """The game called ``name`` once ``guest`` has found it."""
    seen: list[FoundGame] = []
    guest.found.connect(lambda game: seen.append(game) if game.name == name else None)
    qtbot.waitUntil(lambda: bool(seen), timeout=WAIT_MS)
    return seen[-1]


@pytest.mark.usefixtures("mdns")
def test_a_host_and_a_guest_find_each_other_and_the_address_works(
    qtbot: QtBot, games: list[LocalGames]
) -> None:
    server = QTcpServer()
    assert server.listen(QHostAddress(LOOPBACK))
    host, guest = _on_loopback(games), _on_loopback(games)
    name = _token_name("Ana")
    started = time.monotonic()
    guest.browse()
    host.advertise(name, server.serverPort())
    game = _found_named(qtbot, guest, name)
    assert time.monotonic() - started < WAIT_MS / 1000
    assert (game.name, game.port, game.address) == (name, server.serverPort(), LOOPBACK)
    assert game.key.endswith("." + SERVICE_TYPE)
    with qtbot.waitSignal(server.newConnection, timeout=WAIT_MS):
        socket_ = QTcpSocket()
        socket_.connectToHost(game.address, game.port)
    socket_.abort()
    server.close()


@pytest.mark.usefixtures("mdns")
def test_a_guest_browsing_later_finds_a_game_already_shown(
    qtbot: QtBot, games: list[LocalGames]
) -> None:
    host, guest = _on_loopback(games), _on_loopback(games)
    name = _token_name("Bruno")
    host.advertise(name, 4321)
    qtbot.wait(1500)  # the host's probes and announcements are over: the guest must ask
    guest.browse()
    assert _found_named(qtbot, guest, name).port == 4321


@pytest.mark.usefixtures("mdns")
def test_the_hosts_stop_makes_the_guest_lose_the_game_quickly(
    qtbot: QtBot, games: list[LocalGames]
) -> None:
    threads_before = set(threading.enumerate())
    host, guest = _on_loopback(games), _on_loopback(games)
    name = _token_name("Carla")
    guest.browse()
    host.advertise(name, 4242)
    game = _found_named(qtbot, guest, name)
    with qtbot.waitSignal(guest.lost, timeout=WAIT_MS,
                          check_params_cb=lambda key: key == game.key):
        started = time.perf_counter()
        host.stop()
        stopped_in = time.perf_counter() - started
    assert stopped_in < QUICK_S
    started = time.perf_counter()
    guest.stop()
    assert time.perf_counter() - started < QUICK_S
    assert set(threading.enumerate()) == threads_before  # zeroconf's threads are joined


@pytest.mark.usefixtures("mdns")
def test_stop_is_idempotent_before_start_and_after(qtbot: QtBot,
                                                   games: list[LocalGames]) -> None:
    local = _on_loopback(games)
    local.stop()
    local.browse()
    local.stop()
    local.stop()
    found: list[object] = []
    local.found.connect(found.append)
    local.browse()  # browsing again after a stop works: a new session
    local.stop()
    qtbot.wait(50)
    assert found == []


@pytest.mark.usefixtures("mdns")
def test_a_stopped_object_drops_what_was_on_its_way(qtbot: QtBot,
                                                   games: list[LocalGames]) -> None:
    host, guest = _on_loopback(games), _on_loopback(games)
    name = _token_name("Dora")
    said: list[object] = []
    guest.browse()
    host.advertise(name, 4242)
    _found_named(qtbot, guest, name)
    guest.found.connect(said.append)
    guest.lost.connect(said.append)
    guest.stop()
    host.stop()  # its goodbye reaches no one listening
    qtbot.wait(300)
    assert said == []


@pytest.mark.usefixtures("mdns")
def test_advertising_again_replaces_the_game(qtbot: QtBot, games: list[LocalGames]) -> None:
    host, guest = _on_loopback(games), _on_loopback(games)
    name = _token_name("Ema")
    guest.browse()
    host.advertise(name, 1111)
    first = _found_named(qtbot, guest, name)
    lost: list[str] = []
    guest.lost.connect(lost.append)
    ports: list[int] = []
    guest.found.connect(lambda game: ports.append(game.port) if game.name == name else None)
    host.advertise(name, 2222)
    qtbot.waitUntil(lambda: ports == [2222], timeout=WAIT_MS)
    assert lost == [first.key]


def _hostile_services(token: str) -> dict[str, ServiceInfo]:
    """Services a hostile program could show, by what is wrong with them, and a good one."""
    texts: dict[str, bytes | dict[str, str]] = {
        "a name too long": {"version": str(VERSION), "name": "N" * (MAX_NAME + 1)},
        "a control character": {"version": str(VERSION), "name": "Eve\x07"},
        "a right-to-left override": {"version": str(VERSION), "name": "Eve\u202e"},
        "a blank name": {"version": str(VERSION), "name": "   "},
        "another version": {"version": str(VERSION + 1), "name": "Eve"},
        "no version": {"name": "Eve"},
        "a name not UTF-8": b"\x09version=" + str(VERSION).encode() + b"\x07name=\xff\xfe",
        "a string past the end": b"\x09version=" + str(VERSION).encode() + b"\x30name=Eve",
        "a record too long": b"".join(b"\xff" + b"x" * 255 for _ in range(3)),
        "the version twice": b"\x09version=2\x09version=" + str(VERSION).encode()
                             + b"\x08name=Eve",
        "good": {"version": str(VERSION), "name": f"Good {token}"},
    }
    return {
        why: ServiceInfo(SERVICE_TYPE, f"{why} {token}.{SERVICE_TYPE}", port=4242,
                         properties=text, server=f"hostile-{token}.local.",
                         parsed_addresses=[LOOPBACK])
        for why, text in texts.items()
    }


async def _register_all(zeroconf: Zeroconf, services: list[ServiceInfo]) -> None:
    for info in services:
        await zeroconf.async_register_service(info, cooperating_responders=True)


@pytest.mark.usefixtures("mdns")
def test_hostile_services_are_not_listed(qtbot: QtBot, games: list[LocalGames],
                                         caplog: pytest.LogCaptureFixture) -> None:
    token = secrets.token_hex(3)
    services = _hostile_services(token)
    hostile = Zeroconf(interfaces=[LOOPBACK])
    try:
        assert hostile.loop is not None
        asyncio.run_coroutine_threadsafe(
            _register_all(hostile, list(services.values())), hostile.loop).result(5)
        guest = _on_loopback(games)
        listed: list[FoundGame] = []
        guest.found.connect(listed.append)
        caplog.set_level(logging.DEBUG, "ginrummy_desktop.app.seats.friend_discovery")
        guest.browse()
        refused = {info.name for why, info in services.items() if why != "good"}

        def all_refused() -> bool:
            logged = " ".join(record.getMessage() for record in caplog.records)
            return all(repr(name) in logged for name in refused)

        qtbot.waitUntil(lambda: all_refused() and any(g.key == services["good"].name
                                                      for g in listed), timeout=WAIT_MS)
    finally:
        hostile.close()
    assert [g.name for g in listed if token in g.key] == [f"Good {token}"]


def test_a_port_5353_taken_ends_in_failed(qtbot: QtBot, games: list[LocalGames]) -> None:
    taken = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        taken.bind(("", 5353))  # without SO_REUSEADDR: nobody may share it
    except OSError as error:
        taken.close()
        if error.errno != errno.EADDRINUSE:
            raise
        pytest.skip(f"port 5353 is in use by another program here ({error}), so this test "
                    "cannot take it")
    said: list[str] = []
    try:
        local = _on_loopback(games)
        local.failed.connect(said.append)
        local.browse()
        local.advertise("Eve", 4242)
        qtbot.waitUntil(lambda: bool(said), timeout=WAIT_MS)
    finally:
        taken.close()
    assert said[0].startswith("Games on the local network cannot be looked for (")
    assert "invite code" in said[0]
    qtbot.wait(100)
    assert len(said) == 1  # advertise() failed too, but the object had stopped: said once

@pytest.mark.parametrize(("name", "port"), [("", 1), ("N" * (MAX_NAME + 1), 1), ("Ann\n", 1),
                                            ("Ann", 0), ("Ann", 65536)])
def test_advertising_a_bad_name_or_port_is_a_programming_error(name: str, port: int) -> None:
    with pytest.raises(ValueError, match="must be"):
        LocalGames().advertise(name, port)


# --- the checks on what is read, one by one ---------------------------------------------------

KEY = f"Ana.{SERVICE_TYPE}"
GOOD_TEXT = b"\x09version=" + str(VERSION).encode() + b"\x08name=Ana"


def test_a_good_service_is_read() -> None:
    assert _read_game(KEY, GOOD_TEXT, 4242, ["192.168.1.5"]) == FoundGame(
        KEY, "Ana", "192.168.1.5", 4242)
    accents = b"\x09version=" + str(VERSION).encode() + b"\x0dname=Zo\xc3\xab \xe6\x9d\x8e"
    assert _read_game(KEY, accents, 1, ["10.0.0.2"]).name == "Zoë 李"
    upper = b"\x09VERSION=" + str(VERSION).encode() + b"\x08NAME=Ana"
    assert _read_game(KEY, upper, 65535, ["10.0.0.2"]).name == "Ana"  # keys: any case


@pytest.mark.parametrize("port", [None, 0, 65536, -1, True])
def test_a_service_without_a_port_is_refused(port: int | None) -> None:
    with pytest.raises(_NotAGameError, match="port"):
        _read_game(KEY, GOOD_TEXT, port, ["192.168.1.5"])


@pytest.mark.parametrize("address", [
    "0.0.0.0", "0.1.2.3", "224.0.0.251", "255.255.255.255", "240.0.0.1", "127.0.0.1",
    "::", "::1", "ff02::fb", "fe80::1", "::ffff:127.0.0.1", "::ffff:192.168.1.5",
    "not an address", "192.168.1.5; rm -rf", "",
])
def test_an_address_no_host_has_is_refused(address: str) -> None:
    with pytest.raises(_NotAGameError, match="no usable address"):
        _read_game(KEY, GOOD_TEXT, 4242, [address])


def test_loopback_is_believed_only_on_loopback() -> None:
    assert _read_game(KEY, GOOD_TEXT, 4242, ["127.0.0.1"], loopback=True).address == "127.0.0.1"
    with pytest.raises(_NotAGameError):
        _read_game(KEY, GOOD_TEXT, 4242, ["127.0.0.1"])


def test_the_address_on_this_computers_subnet_comes_first() -> None:
    subnets = [ipaddress.IPv4Network("192.168.1.0/24")]
    addresses = ["fd00::5", "172.17.0.1", "fe80::1%2", "192.168.1.5"]
    assert _read_game(KEY, GOOD_TEXT, 1, addresses, subnets).address == "192.168.1.5"
    assert _read_game(KEY, GOOD_TEXT, 1, addresses).address == "172.17.0.1"  # IPv4 first
    assert _read_game(KEY, GOOD_TEXT, 1, ["fe80::1", "fe80::1%2"]).address == "fe80::1%2"
    assert _read_game(KEY, GOOD_TEXT, 1, ["fd00::5"]).address == "fd00::5"
    many = ["0.0.0.0"] * 16 + ["192.168.1.5"]  # only the first 16 are looked at
    with pytest.raises(_NotAGameError):
        _read_game(KEY, GOOD_TEXT, 1, many)


def test_a_flood_of_services_lists_at_most_64(qtbot: QtBot) -> None:
    """Games found beyond the 64th are dropped (a hostile network cannot fill memory or the
    dialog); one lost makes room again."""
    local = LocalGames()
    found: list[FoundGame] = []
    local.found.connect(found.append)
    tell = local._current.relay.tell  # the loop's way in, fed by hand
    for number in range(70):
        tell(local._current.generation, FoundGame(f"G{number}.{SERVICE_TYPE}", "G", LOOPBACK, 1))
    qtbot.waitUntil(lambda: len(found) == 64, timeout=WAIT_MS)
    tell(local._current.generation, f"g0.{SERVICE_TYPE}")  # names: any case
    tell(local._current.generation, FoundGame(f"G69.{SERVICE_TYPE}", "G", LOOPBACK, 1))
    tell(local._current.generation, FoundGame(f"G69.{SERVICE_TYPE}", "G", LOOPBACK, 1))
    qtbot.waitUntil(lambda: len(found) == 65, timeout=WAIT_MS)
    qtbot.wait(50)
    assert len(found) == 65 and found[-1].key == f"G69.{SERVICE_TYPE}"  # once: not repeated
    local.stop()

