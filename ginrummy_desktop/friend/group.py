"""The group the friend's deal is masked in: ed25519's prime-order subgroup, through libsodium.

A card is a fixed point of the group; a *mask* is a non-zero scalar modulo the group's order
``L`` (2^252 + 27742317777372353535851937790883648493), applied by scalar multiplication. Masks
commute (``a·(b·P) = b·(a·P)``) and undo (``a⁻¹·(a·P) = P``): two players can each mask and
shuffle the deck in turn, and a card is seen only when both have taken their masks off it (see
``shuffle.py``). Telling ``a·P`` from a random point without ``a`` is the decisional
Diffie-Hellman problem, believed hard in this group (unlike integer SRA, no quadratic-residue
leak: the group's order is prime).

The cards' points come from hashing their names to the curve (``crypto_core_ed25519_from_uniform``,
Elligator 2): nobody knows a relation between two of them, so nobody can turn one card into
another by a mask. Every point received is checked to be a valid point of the subgroup before
it is used (:func:`checked_point`).

The bindings are PyNaCl's (libsodium 1.0.18 or later). This module does no I/O: randomness is
given to :func:`random_scalar` by its caller.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from nacl.bindings import (
    crypto_core_ed25519_from_uniform,
    crypto_core_ed25519_is_valid_point,
    crypto_core_ed25519_scalar_invert,
    crypto_core_ed25519_scalar_mul,
    crypto_core_ed25519_scalar_reduce,
    crypto_scalarmult_ed25519_noclamp,
)

from ..engine import FULL_DECK, Card

__all__ = [
    "CARD_POINTS",
    "POINT_BYTES",
    "SCALAR_BYTES",
    "GroupError",
    "card_of_point",
    "checked_point",
    "checked_scalar",
    "invert",
    "mask",
    "multiply",
    "random_scalar",
]

POINT_BYTES = 32
SCALAR_BYTES = 32
CARD_DOMAIN = b"ginrummy-desktop/friend/card/v1/"
"""Prefixed to a card's name before it is hashed to its point (a new version, new points)."""


class GroupError(ValueError):
    """Bytes that are not a point of the group, or not a usable mask."""


def _card_point(card: Card) -> bytes:
    return bytes(crypto_core_ed25519_from_uniform(hashlib.sha256(
        CARD_DOMAIN + str(card).encode("ascii")).digest()))


CARD_POINTS: tuple[bytes, ...] = tuple(_card_point(card) for card in FULL_DECK)
"""Each card's point, in the engine's order of the full deck."""
_CARD_OF_POINT = {point: card for point, card in zip(CARD_POINTS, FULL_DECK, strict=True)}
if len(_CARD_OF_POINT) != len(FULL_DECK):  # pragma: no cover - a hash collision
    raise RuntimeError("two cards hashed to the same point")


def card_of_point(point: bytes) -> Card | None:
    """The card whose point ``point`` is (None: no card's)."""
    return _CARD_OF_POINT.get(point)


def checked_point(data: object) -> bytes:
    """``data`` if it is the 32 bytes of a point of the prime-order subgroup (not the
    identity, not of small order), else :class:`GroupError`."""
    if not isinstance(data, bytes) or len(data) != POINT_BYTES:
        raise GroupError("a point is 32 bytes")
    if not crypto_core_ed25519_is_valid_point(data):
        raise GroupError("the bytes are not a point of the group")
    return data


def checked_scalar(data: object) -> bytes:
    """``data`` if it is a reduced, non-zero scalar (a mask that can be undone), else
    :class:`GroupError`."""
    if not isinstance(data, bytes) or len(data) != SCALAR_BYTES:
        raise GroupError("a mask is 32 bytes")
    if crypto_core_ed25519_scalar_reduce(data + bytes(32)) != data or not any(data):
        raise GroupError("a mask must be a non-zero number below the group's order")
    return data


def random_scalar(random_bytes: Callable[[int], bytes]) -> bytes:
    """A uniformly random non-zero mask from ``random_bytes(64)`` (64 bytes reduced modulo the
    order: a bias below 2^-250)."""
    while True:
        scalar = bytes(crypto_core_ed25519_scalar_reduce(random_bytes(64)))
        if any(scalar):
            return scalar


def mask(scalar: bytes, point: bytes) -> bytes:
    """``scalar · point``."""
    return bytes(crypto_scalarmult_ed25519_noclamp(scalar, point))


def invert(scalar: bytes) -> bytes:
    """The mask that undoes ``scalar``."""
    return bytes(crypto_core_ed25519_scalar_invert(scalar))


def multiply(a: bytes, b: bytes) -> bytes:
    """The mask ``a·b`` (applying it is applying both)."""
    return bytes(crypto_core_ed25519_scalar_mul(a, b))
