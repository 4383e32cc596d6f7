"""The friend's channel: what two programs say to each other, framed, sealed and checked.

**Framing.** A frame is a 4-byte big-endian length and that many bytes; a length over
:data:`MAX_FRAME` is refused as soon as its four bytes are read, before anything is kept
(:class:`FrameBuffer`), so a peer cannot make the program wait for or hold a gigabyte.

**The greeting** (in the clear, the first frame each side sends): the protocol's name and
version, the side's key-exchange public key and its player's chosen name (:class:`Hello`). A
peer of another protocol or version is refused with a message naming both versions.

**Sealing.** From the two public keys each side derives one key per direction (libsodium's
``crypto_kx``: the host is the server, the guest the client), and every later frame is
sealed with XChaCha20-Poly1305: the frame's number (8 bytes, counting from 0 in each
direction) is the nonce's start and is sent in the clear before the sealed bytes, and the
protocol's name and version are bound in as associated data. So a frame changed on the way,
or made without the key, fails to open (*forged*); a frame sent again, or one whose number is
not the next expected, is refused (*replayed or out of order*) before it is opened.

**The check phrase.** Both sides show four numbers derived from both public keys
(:func:`check_numbers`): a man in the middle, holding a key pair with each side, makes each
side's numbers differ, which the players see when they compare them aloud.

**Messages** are JSON objects with a ``kind`` (``message.py``-level meaning comes with the
session); what arrives is bounded: :data:`MAX_MESSAGE` bytes, :data:`MAX_DEPTH` levels of
nesting, and it must be an object. Whatever is wrong ends in a :class:`WireError` naming the
problem (:class:`WireProblem`), never another exception.

This module does no I/O: the caller reads and writes the socket.
"""

from __future__ import annotations

import enum
import hashlib
import json
import struct
from dataclasses import dataclass
from typing import Any

from nacl.bindings import (
    crypto_aead_xchacha20poly1305_ietf_decrypt,
    crypto_aead_xchacha20poly1305_ietf_encrypt,
    crypto_kx_client_session_keys,
    crypto_kx_keypair,
    crypto_kx_server_session_keys,
)
from nacl.exceptions import CryptoError

__all__ = [
    "MAX_DEPTH",
    "MAX_FRAME",
    "MAX_MESSAGE",
    "MAX_NAME",
    "PROTOCOL",
    "VERSION",
    "Channel",
    "FrameBuffer",
    "Hello",
    "KeyPair",
    "WireError",
    "WireProblem",
    "check_numbers",
    "frame",
]

PROTOCOL = "ginrummy-desktop/friend"
VERSION = 1
MAX_FRAME = 256 * 1024
"""The longest frame accepted (a deck is 52 points: under 4 KB as JSON)."""
MAX_MESSAGE = MAX_FRAME - 64
MAX_DEPTH = 8
MAX_NAME = 40
RESUME_DOMAIN = b"ginrummy-desktop/friend/resume/v1"
"""The longest name a player may give (characters)."""
_LENGTH = struct.Struct(">I")
_NUMBER = struct.Struct(">Q")
_NONCE_BYTES = 24
_KEY_BYTES = 32


class WireProblem(enum.Enum):
    """What was wrong with what came."""

    TOO_LARGE = "a frame longer than allowed"
    MALFORMED = "bytes that are not a message"
    OTHER_PROTOCOL = "a peer speaking another protocol"
    OTHER_VERSION = "a peer speaking another version of the protocol"
    FORGED = "a frame changed on the way or sealed without the key"
    REPLAYED = "a frame sent again, or out of order"


class WireError(ValueError):
    """What came is refused: its problem and a short account (the versions, for a peer of
    another version)."""

    def __init__(self, problem: WireProblem, detail: str = "",
                 theirs: int | None = None) -> None:
        super().__init__(problem.value + (f": {detail}" if detail else ""))
        self.problem = problem
        self.detail = detail
        self.theirs = theirs
        """The peer's version, for a peer of another version that said which."""


def frame(payload: bytes) -> bytes:
    """``payload`` framed: its length first."""
    if len(payload) > MAX_FRAME:
        raise ValueError("a frame must be at most MAX_FRAME bytes")
    return _LENGTH.pack(len(payload)) + payload


class FrameBuffer:
    """Bytes as they come from the socket, cut into frames (:meth:`feed`)."""

    def __init__(self) -> None:
        self._data = bytearray()

    def feed(self, data: bytes) -> list[bytes]:
        """The frames completed by ``data`` (none, one or several), in order; a frame
        announced longer than :data:`MAX_FRAME` is refused at once."""
        self._data += data
        frames = []
        while len(self._data) >= _LENGTH.size:
            (length,) = _LENGTH.unpack_from(self._data)
            if length > MAX_FRAME:
                raise WireError(WireProblem.TOO_LARGE, f"{length} bytes announced")
            end = _LENGTH.size + length
            if len(self._data) < end:
                break
            frames.append(bytes(self._data[_LENGTH.size:end]))
            del self._data[:end]
        return frames


@dataclass(frozen=True, slots=True)
class KeyPair:
    """A side's key-exchange keys for one connection (new for every connection)."""

    public: bytes
    secret: bytes

    @classmethod
    def generate(cls) -> KeyPair:
        public, secret = crypto_kx_keypair()
        return cls(bytes(public), bytes(secret))


@dataclass(frozen=True, slots=True)
class Hello:
    """The greeting: the side's public key and its player's name."""

    key: bytes
    name: str

    def payload(self) -> bytes:
        return json.dumps({"protocol": PROTOCOL, "version": VERSION, "key": self.key.hex(),
                           "name": self.name}, ensure_ascii=False).encode("utf-8")

    @classmethod
    def parse(cls, payload: bytes) -> Hello:
        """The greeting in ``payload``, or the :class:`WireError` saying why not (another
        protocol, another version naming both, a key or name out of bounds)."""
        data = _object(payload)
        if data.get("protocol") != PROTOCOL:
            raise WireError(WireProblem.OTHER_PROTOCOL)
        version = data.get("version")
        if version != VERSION:
            said = version if isinstance(version, int) and not isinstance(version, bool) else None
            raise WireError(WireProblem.OTHER_VERSION,
                            f"the peer's {'?' if said is None else said}, ours {VERSION}", said)
        key, name = data.get("key"), data.get("name")
        if not isinstance(key, str) or len(key) != 2 * _KEY_BYTES:
            raise WireError(WireProblem.MALFORMED, "the key is not 32 bytes in hex")
        try:
            raw = bytes.fromhex(key)
        except ValueError:
            raise WireError(WireProblem.MALFORMED, "the key is not hex") from None
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME or not name.isprintable():
            raise WireError(WireProblem.MALFORMED, "the name is not 1 to 40 printable characters")
        return cls(raw, name)


def check_numbers(host_key: bytes, guest_key: bytes) -> tuple[int, int, int, int]:
    """Four numbers from 0 to 999 both sides show, made from both public keys: a man in the
    middle, with a key of his own towards each side, cannot make them agree."""
    digest = hashlib.sha256(b"ginrummy-desktop/friend/check/v1" + host_key + guest_key).digest()
    numbers = [int.from_bytes(digest[i:i + 4], "big") % 1000 for i in range(0, 16, 4)]
    return (numbers[0], numbers[1], numbers[2], numbers[3])


class Channel:
    """One side's sealed channel to the other, once the greetings are exchanged: frames sealed
    with :meth:`seal` and opened with :meth:`open`, each direction numbered from 0."""

    def __init__(self, mine: KeyPair, theirs: bytes, host: bool) -> None:
        if host:
            receive, send = crypto_kx_server_session_keys(mine.public, mine.secret, theirs)
        else:
            receive, send = crypto_kx_client_session_keys(mine.public, mine.secret, theirs)
        self._send_key, self._receive_key = bytes(send), bytes(receive)
        to_guest, to_host = (self._send_key, self._receive_key) if host else \
            (self._receive_key, self._send_key)
        self.resume_key = hashlib.sha256(RESUME_DOMAIN + to_guest + to_host).digest()
        """A key both sides derive from this connection's keys and nobody else can: a later
        connection of the same match proves it knows it (``friend/resume.py``)."""
        self.sent = 0
        """Frames sealed so far (the next frame's number)."""
        self.received = 0
        """Frames opened so far (the number the next one must carry)."""

    def seal(self, message: dict[str, Any]) -> bytes:
        """``message`` (a JSON object with a ``kind``) as the next frame, framed."""
        number = _NUMBER.pack(self.sent)
        payload = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode()
        if len(payload) > MAX_MESSAGE:
            raise ValueError("a message must be at most MAX_MESSAGE bytes")
        sealed = crypto_aead_xchacha20poly1305_ietf_encrypt(
            payload, _associated(), _nonce(number), self._send_key)
        self.sent += 1
        return frame(number + bytes(sealed))

    def open(self, body: bytes) -> dict[str, Any]:
        """The message in the frame ``body`` (as :class:`FrameBuffer` cut it), if it is the
        next one, unchanged and a bounded JSON object with a ``kind``."""
        if len(body) < _NUMBER.size:
            raise WireError(WireProblem.MALFORMED, "no frame number")
        (number,) = _NUMBER.unpack_from(body)
        if number != self.received:
            raise WireError(WireProblem.REPLAYED, f"frame {number}, {self.received} expected")
        try:
            payload = crypto_aead_xchacha20poly1305_ietf_decrypt(
                body[_NUMBER.size:], _associated(), _nonce(body[:_NUMBER.size]),
                self._receive_key)
        except CryptoError:
            raise WireError(WireProblem.FORGED, f"frame {number}") from None
        self.received += 1
        message = _object(bytes(payload))
        if not isinstance(message.get("kind"), str):
            raise WireError(WireProblem.MALFORMED, "a message without a kind")
        return message


def _nonce(number: bytes) -> bytes:
    return number + bytes(_NONCE_BYTES - len(number))


def _associated() -> bytes:
    return f"{PROTOCOL}/{VERSION}".encode("ascii")


def _object(payload: bytes) -> dict[str, Any]:
    """The JSON object ``payload`` holds, bounded in size and depth."""
    if len(payload) > MAX_MESSAGE:
        raise WireError(WireProblem.TOO_LARGE, f"a message of {len(payload)} bytes")
    if _depth_exceeds(payload, MAX_DEPTH):
        raise WireError(WireProblem.MALFORMED, "nested too deep")
    try:
        data = json.loads(payload.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise WireError(WireProblem.MALFORMED, "not JSON") from None
    if not isinstance(data, dict):
        raise WireError(WireProblem.MALFORMED, "not a JSON object")
    return data


def _depth_exceeds(payload: bytes, limit: int) -> bool:
    """Whether the brackets of ``payload`` (outside strings) nest deeper than ``limit``: read
    before the parser, so a hostile peer's nesting costs no recursion."""
    depth, in_string, escaped = 0, False, False
    for byte in payload:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):
            depth += 1
            if depth > limit:
                return True
        elif byte in (0x5D, 0x7D):
            depth -= 1
    return False
