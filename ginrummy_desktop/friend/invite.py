"""The invite code: a host's address and port as a short code a friend can type or read aloud.

A code is the address's bytes (4 for IPv4, 16 for IPv6), the port's two bytes and one check
byte, written in Crockford's base 32 (digits and letters without I, L, O and U, so nothing can
be misread) in groups of four: an IPv4 host's code is twelve characters, ``7Q3K-2M0D-9XWA``.
Reading forgives what people do when they type: lower case, spaces or no dashes, an O for a 0,
an I or L for a 1. The check byte catches a mistyped or swapped character, and a code that does
not decode is refused with the reason. Pure: no I/O.
"""

from __future__ import annotations

import hashlib
import ipaddress
from dataclasses import dataclass

__all__ = ["Invite", "InviteError"]

_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ = {**{c: i for i, c in enumerate(_ALPHABET)}, "O": 0, "I": 1, "L": 1}
_GROUP = 4


class InviteError(ValueError):
    """A code that is not an invite (the message says why, in short)."""


@dataclass(frozen=True, slots=True)
class Invite:
    """A host's address (IPv4 or IPv6, as text) and port."""

    address: str
    port: int

    def code(self) -> str:
        """The invite code (see the module docstring)."""
        packed = ipaddress.ip_address(self.address).packed + self.port.to_bytes(2, "big")
        data = packed + _check(packed)
        number, bits = int.from_bytes(data, "big"), len(data) * 8
        width = -(-bits // 5)
        number <<= width * 5 - bits
        letters = "".join(_ALPHABET[(number >> (5 * i)) & 31] for i in reversed(range(width)))
        return "-".join(letters[i:i + _GROUP] for i in range(0, len(letters), _GROUP))

    @classmethod
    def read(cls, code: str) -> Invite:
        """The invite a typed code stands for, or :class:`InviteError`."""
        letters = "".join(ch for ch in code.upper() if ch not in " -")
        if len(letters) not in (12, 31):
            raise InviteError("an invite code has 12 characters (or 31 for IPv6)")
        try:
            values = [_READ[ch] for ch in letters]
        except KeyError as missing:
            raise InviteError(f"{missing.args[0]!r} is not in an invite code") from None
        size = 7 if len(letters) == 12 else 19
        number = 0
        for value in values:
            number = number << 5 | value
        padding = len(letters) * 5 - size * 8
        if number & ((1 << padding) - 1):
            raise InviteError("the code is mistyped (its last character cannot end a code)")
        data = (number >> padding).to_bytes(size, "big")
        packed, check = data[:-1], data[-1:]
        if _check(packed) != check:
            raise InviteError("the code is mistyped (its check does not match)")
        address = str(ipaddress.ip_address(packed[:-2]))
        return cls(address, int.from_bytes(packed[-2:], "big"))

    def __post_init__(self) -> None:
        try:
            ipaddress.ip_address(self.address)
        except ValueError:
            raise InviteError(f"{self.address!r} is not an IP address") from None
        if not 0 < self.port < 65536:
            raise InviteError(f"{self.port} is not a port")


def _check(packed: bytes) -> bytes:
    return hashlib.sha256(b"ginrummy-desktop/friend/invite/v1" + packed).digest()[:1]
