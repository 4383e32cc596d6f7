"""A connection to a friend's program over TCP, on the GUI thread's event loop.

QtNetwork's sockets never block: bytes are read when ``readyRead`` says they came, cut into
frames (``friend/channel.py``: a frame announced too long is refused before it is kept), and
the first frame each way is the greeting; once both greetings are in, every frame is sealed
and opened with the session's keys. :class:`FriendLink` is one such connection, whichever side
opened it; :class:`FriendHost` listens for one guest and stops listening once it has one (so
nothing listens unless the player hosts, and not after the friend is in).

Whatever the peer sends that is wrong (another protocol or version, a frame too long, a forged
or replayed frame, bytes that are not a message) ends the link at once with a sentence for the
player (:attr:`FriendLink.failed`) and nothing else: no exception reaches Qt, nothing blocks.
"""

from __future__ import annotations

import logging
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from ...friend.channel import (
    VERSION,
    Channel,
    FrameBuffer,
    Hello,
    KeyPair,
    WireError,
    WireProblem,
    check_numbers,
    frame,
)
from ...marks import QT_TRANSLATE_NOOP

__all__ = ["FLUSH_MS", "FriendHost", "FriendLink"]

FLUSH_MS = 1_000
"""The longest leaving waits for the last messages to be written."""

_log = logging.getLogger(__name__)


class FriendLink(QObject):
    """One connection to a friend's program (see the module docstring).

    Signals: ``ready()`` once both greetings are in (:attr:`peer_name` and
    :attr:`check_numbers` are then known); ``received(dict)`` for each message; ``failed(str)``
    with a sentence for the player when the link ends on a fault (it is closed then);
    ``closed()`` when the peer ends it.
    """

    ready = Signal()
    received = Signal(object)
    failed = Signal(str)
    closed = Signal()

    def __init__(self, socket: QTcpSocket, host: bool, name: str,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._socket = socket
        socket.setParent(self)
        self._host = host
        self.name = name
        self._keys = KeyPair.generate()
        self._frames = FrameBuffer()
        self._channel: Channel | None = None
        self._over = False
        self.peer_name = ""
        self.check_numbers: tuple[int, int, int, int] | None = None
        self.public_keys: tuple[bytes, bytes] | None = None
        """The connection's two public keys, the host's first (once ready)."""
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._gone)
        socket.errorOccurred.connect(self._socket_error)
        self._hello = frame(Hello(self._keys.public, name).payload())
        if socket.state() is QAbstractSocket.SocketState.ConnectedState:
            socket.write(self._hello)
        else:
            socket.connected.connect(lambda: socket.write(self._hello))

    @classmethod
    def to(cls, address: str, port: int, name: str,
           parent: QObject | None = None) -> FriendLink:
        """A guest's link to the host at ``address`` and ``port`` (connecting now)."""
        socket = QTcpSocket()
        link = cls(socket, host=False, name=name, parent=parent)
        socket.connectToHost(address, port)
        return link

    @property
    def is_ready(self) -> bool:
        return self._channel is not None and not self._over and shiboken6.isValid(self._socket)

    def send(self, message: dict[str, Any]) -> None:
        """Send ``message`` (a JSON object with a ``kind``) sealed; the link must be ready."""
        if self._channel is None or self._over:
            raise RuntimeError("the link is not ready")
        self._socket.write(self._channel.seal(message))

    @property
    def is_host(self) -> bool:
        return self._host

    @property
    def resume_key(self) -> bytes:
        """The key a later connection of the same match proves it holds (``friend/resume
        .py``); the link must be ready."""
        if self._channel is None:
            raise RuntimeError("the link is not ready")
        return self._channel.resume_key

    @property
    def peer_address(self) -> str:
        """The other program's address as this connection reached it."""
        return str(self._socket.peerAddress().toString())

    @property
    def port(self) -> int:
        """The host's port of this connection (the one a guest connects to again)."""
        socket = self._socket
        return int(socket.localPort() if self._host else socket.peerPort())

    def close(self) -> None:
        """End the link (no signal follows)."""
        self._over = True
        self._socket.abort()

    def leave(self, message: dict[str, Any]) -> None:
        """Send ``message`` (the last one) and end the link once it is written (no signal
        follows). What is still unwritten is written first, waiting up to
        :data:`FLUSH_MS`: the program may be closing, and the friend's program must still
        get this side's last messages (a hand's keys held back would forfeit it)."""
        if self.is_ready:
            self.send(message)
        self._over = True
        socket = self._socket
        if shiboken6.isValid(socket) and socket.bytesToWrite() > 0:
            socket.waitForBytesWritten(FLUSH_MS)
        if shiboken6.isValid(socket):
            socket.disconnectFromHost()

    def _read(self) -> None:
        if self._over:
            return
        try:
            for body in self._frames.feed(bytes(self._socket.readAll().data())):
                self._take(body)
        except WireError as error:
            self._fail(_sentence(error))

    def _take(self, body: bytes) -> None:
        if self._channel is None:
            hello = Hello.parse(body)
            self.peer_name = hello.name
            self._channel = Channel(self._keys, hello.key, self._host)
            host_key, guest_key = ((self._keys.public, hello.key) if self._host
                                   else (hello.key, self._keys.public))
            self.check_numbers = check_numbers(host_key, guest_key)
            self.public_keys = (host_key, guest_key)
            self.ready.emit()
            return
        self.received.emit(self._channel.open(body))

    def _fail(self, sentence: str) -> None:
        _log.warning("friend link ended: %s", sentence)
        self._over = True
        self._socket.abort()
        self.failed.emit(sentence)

    def _gone(self) -> None:
        if not self._over:
            self._over = True
            self.closed.emit()

    def _socket_error(self, error: QAbstractSocket.SocketError) -> None:
        if self._over or error is QAbstractSocket.SocketError.RemoteHostClosedError:
            return
        self._fail(QCoreApplication.translate(
            "FriendLink", "The connection failed: {reason}").format(
                reason=self._socket.errorString()))


class FriendHost(QObject):
    """Listens for one friend (``linked(FriendLink)`` once one is in, the listening socket then
    closed); :meth:`stop` stops listening."""

    linked = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._name = name
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._came)

    def listen(self, address: str = "0.0.0.0", port: int = 0) -> bool:
        """Listen on ``address`` and ``port`` (0: any free port); False when it cannot."""
        return self._server.listen(QHostAddress(address), port)

    @property
    def port(self) -> int:
        return int(self._server.serverPort())

    @property
    def listening(self) -> bool:
        return self._server.isListening()

    def stop(self) -> None:
        self._server.close()

    def _came(self) -> None:
        socket = self._server.nextPendingConnection()
        if socket is None:
            return
        self.stop()  # one friend: nothing listens once the friend is in
        self.linked.emit(FriendLink(socket, host=True, name=self._name, parent=self))


def _sentence(error: WireError) -> str:
    """What the player reads when the peer sent something wrong."""
    if error.problem is WireProblem.OTHER_VERSION:
        if error.theirs is None:
            return QCoreApplication.translate(
                "FriendLink", "Your friend's program speaks another version of the game's "
                "protocol than this one (version {ours}): both of you need the same version."
            ).format(ours=VERSION)
        return QCoreApplication.translate(
            "FriendLink", "Your friend's program speaks version {theirs} of the game's "
            "protocol, this one version {ours}: both of you need the same version.").format(
                theirs=error.theirs, ours=VERSION)
    return QCoreApplication.translate("FriendLink", _ENDED[error.problem])


_ENDED = {
    WireProblem.OTHER_PROTOCOL: QT_TRANSLATE_NOOP(
        "FriendLink", "The other side is not this game: the connection was ended."),
    WireProblem.TOO_LARGE: QT_TRANSLATE_NOOP(
        "FriendLink", "The connection was ended: your friend's program sent a message larger "
        "than any of the game's."),
    WireProblem.MALFORMED: QT_TRANSLATE_NOOP(
        "FriendLink", "The connection was ended: your friend's program sent something that is "
        "not a message of the game."),
    WireProblem.FORGED: QT_TRANSLATE_NOOP(
        "FriendLink", "The connection was ended: a message was changed on the way, or not "
        "sealed with your connection's key."),
    WireProblem.REPLAYED: QT_TRANSLATE_NOOP(
        "FriendLink", "The connection was ended: a message came again, or out of order."),
}
"""What ended the link, for each problem but another version, in words (translated when
shown)."""
