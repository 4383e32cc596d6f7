"""Games on the local network: a host shows its game, a guest finds it, with mDNS and DNS-SD
(python-zeroconf: Qt has no mDNS).

**What a host says.** :meth:`LocalGames.advertise` announces one service of type
:data:`SERVICE_TYPE`: its SRV record gives the port the host's link listens on
(``friend_link.FriendHost``), its A records the computer's IPv4 addresses (the link listens on
IPv4), its TXT record the protocol's version (``version=1``: ``channel.VERSION``) and the
player's chosen name (``name=...``, UTF-8). The instance's own name is the player's name cut to
50 bytes (zeroconf adds ``-2`` if another game on the network has it); the host name is a new
random ``ginrummy-<8 hex>.local.`` each time, so it never clashes with the computer's own.
Records live two minutes (not the 75 the standard gives a service's pointer): a host gone
without its goodbye (a crash, a pulled cable) leaves the guests' lists soon after. Nothing is
advertised unless the player hosts, and nothing once :meth:`LocalGames.stop` is called.

**What a guest believes.** Everything read from the network is hostile. A service is listed
only if its TXT record (at most 512 bytes) gives this program's version exactly, a name of 1 to
:data:`~ginrummy_desktop.friend.channel.MAX_NAME` printable characters in valid UTF-8 (not
blank), its SRV record a port from 1 to 65535, and an address that a host can have: not
unspecified, multicast, reserved or IPv4-mapped; not loopback unless discovery runs on loopback
alone (as the tests do); an IPv6 link-local one only with its interface. Of several addresses
an IPv4 one on a subnet of this computer comes first, then any IPv4 one, then IPv6. A game of
another version is **not listed**: :class:`FoundGame` has no room to say why, and a friend who
joins by invite code is told both versions by the link's greeting. Whatever fails a check is
dropped silently (logged at debug level). At most 64 games are listed and 32 resolved at once,
so a flood of announcements costs bounded memory and time.

**Threads.** zeroconf runs an asyncio event loop on a thread of its own (``use_asyncio=False``:
the GUI thread runs Qt's loop, not asyncio's). Once zeroconf is open, everything that touches
it runs on that loop: the browser's handler only starts a task (it must not block the loop),
and the task resolves the service with ``AsyncServiceInfo.async_request``, awaited on the loop
(never ``ServiceInfo.request``, which blocks its caller and is refused on the loop). The loop
reports to the GUI thread only by emitting a signal of a private relay object, connected to
:class:`LocalGames` with a queued connection, so :attr:`~LocalGames.found`,
:attr:`~LocalGames.lost` and :attr:`~LocalGames.failed` come in the GUI thread, from its event
loop, and the loop never waits for the GUI thread. The relay outlives the :class:`LocalGames`
if need be (Qt drops the connection when the receiver goes), so a late event never meets a
deleted object. Each event carries the number of the session it comes from: one from a session
already stopped is dropped.

**Stopping** (:meth:`LocalGames.stop`, also run if the object is destroyed without it): on the
loop, the browser and every task are cancelled and one goodbye (the records with a time to live
of 0) is sent for the advertised game, so the guests drop it at once (zeroconf's own close sends
three, 125 ms apart, which would hold the GUI thread a quarter of a second); then zeroconf is
closed in the GUI thread: its sockets closed, its loop stopped and its thread joined. No thread
is left running, and it takes 1 to 10 ms (measured on a 2-core Linux machine).

**Failures.** Whatever zeroconf raises (no network, no multicast, port 5353 taken) ends
discovery (the object is stopped) with :attr:`~LocalGames.failed` and a sentence for the player;
:meth:`~LocalGames.advertise` and :meth:`~LocalGames.browse` may be called again later.
"""

from __future__ import annotations

import contextlib
import enum
import ipaddress
import logging
import secrets
import socket
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

from ...friend.channel import MAX_NAME, VERSION

if TYPE_CHECKING:  # zeroconf and asyncio are imported when discovery starts, not with the game
    import asyncio
    from concurrent.futures import Future

    from zeroconf import ServiceInfo, ServiceStateChange, Zeroconf
    from zeroconf.asyncio import AsyncServiceBrowser

__all__ = ["SERVICE_TYPE", "FoundGame", "LocalGames"]

_log = logging.getLogger(__name__)

SERVICE_TYPE = "_ginrummy._tcp.local."
"""The DNS-SD service type of a hosted game."""
_TTL = 120
"""Seconds every record of the advertised game lives (see the module docstring)."""
_RESOLVE_MS = 3000
_MAX_TEXT = 512
_MAX_LABEL = 50
_MAX_LISTED = 64
_MAX_RESOLVING = 32
_MAX_ADDRESSES = 16
_WIND_DOWN_S = 1.0
"""The longest the GUI thread waits for the loop to cancel its work and say goodbye."""
_THIS_NETWORK = ipaddress.IPv4Network("0.0.0.0/8")

Address = ipaddress.IPv4Address | ipaddress.IPv6Address


@dataclass(frozen=True, slots=True)
class FoundGame:
    """A game hosted on the local network, as checked (see the module docstring)."""

    key: str
    """The service's full DNS-SD name, unique on the network (:attr:`LocalGames.lost` gives
    it back)."""
    name: str
    """The hosting player's chosen name (1 to 40 printable characters)."""
    address: str
    """An IPv4 (preferred) or IPv6 address, as text (a link-local IPv6 one with its scope)."""
    port: int


class _Doing(enum.Enum):
    SHOW = "advertise"
    FIND = "browse"


@dataclass(frozen=True, slots=True)
class _Failed:
    doing: _Doing
    reason: str
    """What went wrong, as the system or zeroconf said it (empty: no network to show on)."""


class _NotAGameError(ValueError):
    """A service read from the network fails a check (the message says which)."""


class LocalGames(QObject):
    """Shows this program's game on the local network, and finds the games others show.

    Signals, all in the GUI thread: ``found(FoundGame)`` for each game listed, and again when
    a listed game's details change (same key: the dialog replaces its row); ``lost(str)`` with
    the key of a listed game that went away (its goodbye came, it expired, or it is no longer
    valid); ``failed(str)``, a sentence for the player, when discovery cannot run (the object
    is then stopped). ``interfaces`` (IP addresses) restricts zeroconf to those interfaces, as
    the tests do with loopback; by default every IPv4 interface is used.
    """

    found = Signal(object)
    lost = Signal(str)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, *,
                 interfaces: Sequence[str] | None = None) -> None:
        super().__init__(parent)
        self._interfaces = tuple(interfaces) if interfaces else None
        self._current = _Current()
        self._listed: dict[str, FoundGame] = {}
        """The games listed (found and not lost), by their key in lower case (DNS names are
        case-insensitive)."""
        self._current.relay.came.connect(self._take, Qt.ConnectionType.QueuedConnection)
        self.destroyed.connect(partial(_Current.close, self._current))

    def advertise(self, name: str, port: int) -> None:
        """Show a game hosted by ``name`` (1 to 40 printable characters) on ``port``; a second
        call replaces the first. Returns at once: the announcement goes out from zeroconf's
        thread (about a second of probing for a name clash first, as mDNS asks)."""
        if not 0 < len(name) <= MAX_NAME or not name.isprintable() or not name.strip():
            raise ValueError("the name must be 1 to 40 printable characters")
        if not 1 <= port <= 65535:
            raise ValueError("the port must be from 1 to 65535")
        addresses = self._addresses_to_show()
        if not addresses:
            self._report(_Failed(_Doing.SHOW, ""))
            return
        session = self._session(_Doing.SHOW)
        if session is not None:
            session.advertise(name, port, addresses)

    def browse(self) -> None:
        """Look for games; each one found comes as :attr:`found`. A second call does nothing."""
        session = self._session(_Doing.FIND)
        if session is not None:
            session.browse(_own_subnets())

    def stop(self) -> None:
        """Stop advertising (one goodbye sent: the guests' lists drop the game) and browsing,
        close zeroconf and join its thread; events already on their way are dropped. Idempotent,
        never raises, takes milliseconds."""
        self._current.close()
        self._listed.clear()

    def _session(self, doing: _Doing) -> _Session | None:
        """The open session, opened now if need be; None (``failed`` follows) if it cannot."""
        if self._current.session is None:
            tell = partial(_Relay.tell, self._current.relay, self._current.generation)
            try:
                self._current.session = _Session.open(self._interfaces, tell, self._loopback())
            except Exception as error:  # zeroconf raises what the system raises, and its own
                _log.info("local network discovery cannot start: %r", error)
                self._report(_Failed(doing, _reason(error)))
                return None
        return self._current.session

    def _report(self, failure: _Failed) -> None:
        """``failed`` for ``failure``, from the event loop as every other signal."""
        self._current.relay.came.emit((self._current.generation, failure))

    def _take(self, event: tuple[int, object]) -> None:
        """An event from the loop (or :meth:`_report`), in the GUI thread."""
        generation, what = event
        if generation != self._current.generation:
            return  # from a session stopped since
        if isinstance(what, _Failed):
            self.stop()
            self.failed.emit(_sentence(what))
        elif isinstance(what, FoundGame):
            self._list(what)
        elif isinstance(what, str):
            game = self._listed.pop(what.lower(), None)
            if game is not None:
                self.lost.emit(game.key)

    def _list(self, game: FoundGame) -> None:
        folded = game.key.lower()
        before = self._listed.get(folded)
        if before == game:
            return
        if before is None and len(self._listed) >= _MAX_LISTED:
            _log.debug("not listed, %d games already are: %r", _MAX_LISTED, game.key)
            return
        if before is not None and before.key != game.key:
            self.lost.emit(before.key)  # the same name in other letters: a new row
        self._listed[folded] = game
        self.found.emit(game)

    def _loopback(self) -> bool:
        """Whether discovery runs on loopback alone (then loopback addresses are believed)."""
        if self._interfaces is None:
            return False
        parsed = [_parsed(text) for text in self._interfaces]
        return all(address is not None and address.is_loopback for address in parsed)

    def _addresses_to_show(self) -> list[str]:
        """The IPv4 addresses to advertise: the chosen interfaces', or those of every interface
        that is up, running and can multicast, but loopback."""
        if self._interfaces is not None:
            return [text for text in self._interfaces
                    if isinstance(_parsed(text), ipaddress.IPv4Address)]
        flags = QNetworkInterface.InterfaceFlag
        found = []
        for interface in QNetworkInterface.allInterfaces():
            state = interface.flags()
            if (state & flags.IsLoopBack or not state & flags.IsUp
                    or not state & flags.IsRunning or not state & flags.CanMulticast):
                continue
            found += [entry.ip().toString() for entry in interface.addressEntries()
                      if entry.ip().protocol() is _IPV4]
        return found[:_MAX_ADDRESSES]


_IPV4 = QAbstractSocket.NetworkLayerProtocol.IPv4Protocol


class _Relay(QObject):
    """Carries events from zeroconf's loop to the GUI thread (see the module docstring): a
    parentless object, kept by :class:`_Current`, never by the :class:`LocalGames`' Qt tree."""

    came = Signal(object)

    def tell(self, generation: int, what: object) -> None:
        """Emit ``what`` of session ``generation`` (from any thread)."""
        with contextlib.suppress(RuntimeError):  # the relay is gone: nobody listens any more
            self.came.emit((generation, what))


class _Current:
    """The open session, if any, and the number of sessions closed so far: an event carries
    the number of the session it comes from, so one from a closed session is dropped."""

    def __init__(self) -> None:
        self.relay = _Relay()
        self.session: _Session | None = None
        self.generation = 0

    def close(self, *_: object) -> None:
        """Close the session (if any); never raises."""
        session, self.session = self.session, None
        self.generation += 1
        if session is not None:
            session.close()


class _Session:
    """One open zeroconf and what runs on its loop. :meth:`open`, :meth:`advertise`,
    :meth:`browse` and :meth:`close` are called in the GUI thread; every other method runs on
    zeroconf's loop, where nothing may block."""

    def __init__(self, zeroconf: Zeroconf, tell: Callable[[object], None],
                 loopback: bool) -> None:
        assert zeroconf.loop is not None
        self._zeroconf = zeroconf
        self._loop = zeroconf.loop
        self._tell = tell
        self._loopback = loopback
        self._closed = False
        self._tasks: set[asyncio.Task[None]] = set()
        self._browser: AsyncServiceBrowser | None = None
        self._advertised: ServiceInfo | None = None
        self._subnets: tuple[ipaddress.IPv4Network, ...] = ()

    @classmethod
    def open(cls, interfaces: Sequence[str] | None, tell: Callable[[object], None],
             loopback: bool) -> _Session:
        """zeroconf opened on ``interfaces`` (None: every IPv4 one), its loop's thread started;
        raises whatever zeroconf raises."""
        from zeroconf import InterfaceChoice, IPVersion, Zeroconf

        try:
            zeroconf = Zeroconf(interfaces=list(interfaces) if interfaces else InterfaceChoice.All,
                                ip_version=IPVersion.V4Only, use_asyncio=False)
        except BaseException as error:
            _close_sockets_left_by(error)
            raise
        return cls(zeroconf, tell, loopback)

    def advertise(self, name: str, port: int, addresses: Sequence[str]) -> None:
        self._loop.call_soon_threadsafe(self._spawn, self._register, name, port, tuple(addresses))

    def browse(self, subnets: tuple[ipaddress.IPv4Network, ...]) -> None:
        self._loop.call_soon_threadsafe(self._start_browsing, subnets)

    def close(self) -> None:
        """Cancel the work on the loop, say goodbye, close zeroconf and join its thread; never
        raises (what fails is logged)."""
        if self._closed:
            return
        self._closed = True
        try:
            future = self._call(self._wind_down)
            if future is not None:
                future.result(timeout=_WIND_DOWN_S)
        except Exception as error:
            _log.debug("winding down local network discovery: %r", error)
        try:
            self._zeroconf.close()
        except Exception as error:
            _log.warning("closing local network discovery: %r", error)

    def _call(self, function: Callable[[], Coroutine[Any, Any, None]]) -> Future[None] | None:
        """Run ``function()`` on the loop (None if the loop has stopped)."""
        import asyncio

        if not self._loop.is_running():
            return None
        coroutine = function()
        try:
            return asyncio.run_coroutine_threadsafe(coroutine, self._loop)
        except RuntimeError:  # the loop closed meanwhile
            coroutine.close()
            return None

    # --- on zeroconf's loop -------------------------------------------------------------------

    def _spawn(self, function: Callable[..., Coroutine[Any, Any, None]], *args: object) -> None:
        """Start ``function(*args)`` as a task, cancelled when the session closes."""
        if self._closed:
            return
        task = self._loop.create_task(function(*args))
        self._tasks.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            _log.debug("local network discovery task failed: %r", task.exception())

    async def _register(self, name: str, port: int, addresses: tuple[str, ...]) -> None:
        """Announce the game (replacing the one announced before, if any)."""
        import asyncio

        try:
            if self._advertised is not None:
                self._keep(await self._zeroconf.async_unregister_service(self._advertised))
                self._advertised = None
            info = _service(name, port, addresses)
            self._keep(await self._zeroconf.async_register_service(info, allow_name_change=True))
            self._advertised = info
        except asyncio.CancelledError:
            raise
        except Exception as error:
            _log.info("the game cannot be advertised: %r", error)
            self._tell(_Failed(_Doing.SHOW, _reason(error)))

    def _keep(self, broadcast: object) -> None:
        """Keep zeroconf's broadcasting task, to cancel it on closing."""
        import asyncio

        if isinstance(broadcast, asyncio.Task):
            self._tasks.add(broadcast)
            broadcast.add_done_callback(self._finished)

    def _start_browsing(self, subnets: tuple[ipaddress.IPv4Network, ...]) -> None:
        from zeroconf.asyncio import AsyncServiceBrowser

        if self._browser is not None or self._closed:
            return
        self._subnets = subnets
        try:
            self._browser = AsyncServiceBrowser(self._zeroconf, SERVICE_TYPE,
                                                handlers=[self._changed])
        except Exception as error:
            _log.info("games cannot be looked for: %r", error)
            self._tell(_Failed(_Doing.FIND, _reason(error)))

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: ServiceStateChange) -> None:
        """The browser's handler (zeroconf calls it with these keywords): never blocks."""
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            self._tell(name)
        elif len(self._tasks) < _MAX_RESOLVING:
            self._spawn(self._resolve, name)
        else:
            _log.debug("not resolved, %d services already are: %r", _MAX_RESOLVING, name)

    async def _resolve(self, name: str) -> None:
        """Ask for the service ``name``'s records (awaited on the loop), check them, tell."""
        from zeroconf.asyncio import AsyncServiceInfo

        info = AsyncServiceInfo(SERVICE_TYPE, name)
        if not await info.async_request(self._zeroconf, _RESOLVE_MS):
            _log.debug("no answer from %r", name)
            return
        try:
            game = _read_game(name, info.text, info.port, info.parsed_scoped_addresses(),
                             self._subnets, self._loopback)
        except _NotAGameError as refused:
            _log.debug("not listed: %r: %s", name, refused)
            self._tell(name)  # listed before, with details that were good then
            return
        self._tell(game)

    async def _wind_down(self) -> None:
        """Cancel the browser and every task, and send the advertised game's goodbye once."""
        import asyncio

        if self._browser is not None:
            await self._browser.async_cancel()
        for task in self._tasks:
            task.cancel()
        if self._tasks:
            await asyncio.wait(set(self._tasks), timeout=_WIND_DOWN_S / 2)
        goodbye = self._zeroconf.generate_unregister_all_services()
        if goodbye is not None:
            self._zeroconf.async_send(goodbye)


# --- what is said and what is believed ------------------------------------------------------


def _service(name: str, port: int, addresses: Sequence[str]) -> ServiceInfo:
    """The service that shows the game of ``name`` on ``port`` at ``addresses``."""
    from zeroconf import ServiceInfo

    label = name.replace(".", " ").strip()  # a dot would split the instance's label in two
    while len(label.encode("utf-8")) > _MAX_LABEL:
        label = label[:-1]
    return ServiceInfo(
        SERVICE_TYPE, f"{label.strip() or 'Gin Rummy'}.{SERVICE_TYPE}", port=port,
        properties={"version": str(VERSION), "name": name},
        server=f"ginrummy-{secrets.token_hex(4)}.local.", host_ttl=_TTL, other_ttl=_TTL,
        parsed_addresses=list(addresses))


def _read_game(key: str, text: bytes, port: int | None, addresses: Sequence[str],
              subnets: Sequence[ipaddress.IPv4Network] = (),
              loopback: bool = False) -> FoundGame:
    """The game a resolved service describes: its full name ``key``, its raw TXT record
    ``text``, its SRV ``port`` and its ``addresses`` (zeroconf's text, IPv6 link-local ones with
    their scope), checked as the module docstring says; :class:`_NotAGameError` if it fails a check.
    ``subnets`` are this computer's own (their addresses come first), ``loopback`` whether
    loopback addresses are believed."""
    pairs = _pairs(text)
    if pairs.get(b"version") != str(VERSION).encode("ascii"):
        raise _NotAGameError(f"another version: {pairs.get(b'version')!r}")
    name = _name(pairs.get(b"name"))
    if isinstance(port, bool) or not isinstance(port, int) or not 1 <= port <= 65535:
        raise _NotAGameError(f"no port: {port!r}")
    return FoundGame(key, name, _best_address(addresses, subnets, loopback), port)


def _pairs(text: bytes) -> dict[bytes, bytes | None]:
    """The keys (in lower case) and values of a TXT record's strings: a key's first string
    counts, a later one is ignored, a key without ``=`` has no value (RFC 6763, 6.4)."""
    if len(text) > _MAX_TEXT:
        raise _NotAGameError(f"a TXT record of {len(text)} bytes")
    pairs: dict[bytes, bytes | None] = {}
    at = 0
    while at < len(text):
        end = at + 1 + text[at]
        if end > len(text):
            raise _NotAGameError("a TXT string runs past the record's end")
        key, equals, value = text[at + 1:end].partition(b"=")
        pairs.setdefault(key.lower(), value if equals else None)
        at = end
    return pairs


def _name(raw: bytes | None) -> str:
    """The player's name from the TXT value ``raw``: valid UTF-8, 1 to 40 printable
    characters, not blank."""
    if raw is None or len(raw) > 4 * MAX_NAME:
        raise _NotAGameError("no name, or a name too long")
    try:
        name = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _NotAGameError("a name that is not UTF-8") from None
    if not 0 < len(name) <= MAX_NAME or not name.isprintable() or not name.strip():
        raise _NotAGameError(f"not 1 to {MAX_NAME} printable characters: {name!r}")
    return name


def _parsed(text: str) -> Address | None:
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None


def _host_address(text: str, loopback: bool) -> Address | None:
    """``text`` as an address a host can have (see the module docstring), else None."""
    address = _parsed(text)
    if address is None or address.is_unspecified or address.is_multicast or address.is_reserved:
        return None
    if address.is_loopback and not loopback:
        return None
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None or (address.is_link_local and not address.scope_id):
            return None
    elif address in _THIS_NETWORK:
        return None
    return address


def _best_address(addresses: Sequence[str], subnets: Sequence[ipaddress.IPv4Network],
                  loopback: bool) -> str:
    """The address to connect to: IPv4 on one of ``subnets``, then IPv4, then IPv6 (zeroconf's
    order, the newest first, within each)."""
    usable = [address for text in list(addresses)[:_MAX_ADDRESSES]
              if (address := _host_address(text, loopback)) is not None]
    if not usable:
        raise _NotAGameError(f"no usable address among {list(addresses)[:_MAX_ADDRESSES]!r}")

    def rank(address: Address) -> tuple[bool, bool]:
        near = isinstance(address, ipaddress.IPv4Address) and any(
            address in subnet for subnet in subnets)
        return address.version != 4, not near

    return str(min(usable, key=rank))


def _own_subnets() -> tuple[ipaddress.IPv4Network, ...]:
    """The IPv4 subnets of this computer's interfaces that are up."""
    found = []
    for interface in QNetworkInterface.allInterfaces():
        if not interface.flags() & QNetworkInterface.InterfaceFlag.IsUp:
            continue
        for entry in interface.addressEntries():
            if entry.ip().protocol() is _IPV4 and 0 < entry.prefixLength() <= 32:
                found.append(ipaddress.IPv4Network(
                    f"{entry.ip().toString()}/{entry.prefixLength()}", strict=False))
    return tuple(found)


def _close_sockets_left_by(error: BaseException) -> None:
    """Close the sockets a failed ``Zeroconf()`` left open: it raises (a port taken, an
    interface that cannot join the group) before closing the sockets it made, so their file
    descriptors would wait for the garbage collector (and say so in a ResourceWarning)."""
    frames = error.__traceback__
    while frames is not None:
        for value in list(frames.tb_frame.f_locals.values()):
            if isinstance(value, socket.socket):
                value.close()
        frames = frames.tb_next


def _reason(error: Exception) -> str:
    """What went wrong, as the system or zeroconf said it."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error) or type(error).__name__


def _sentence(failure: _Failed) -> str:
    """What the player reads when discovery cannot run."""
    if failure.doing is _Doing.SHOW and not failure.reason:
        return QCoreApplication.translate(
            "LocalGames", "This computer is on no local network, so your game cannot be shown "
            "there. Your friend can still join with the invite code.")
    if failure.doing is _Doing.SHOW:
        return QCoreApplication.translate(
            "LocalGames", "Your game cannot be shown on the local network ({reason}). Your "
            "friend can still join with the invite code.").format(reason=failure.reason)
    return QCoreApplication.translate(
        "LocalGames", "Games on the local network cannot be looked for ({reason}). You can "
        "still join a friend's game with its invite code.").format(reason=failure.reason)
