"""Sealing a secret deal seed in the save, so that no text editor shows it.

A seed that has dealt part of a match must be saved to resume the match, but it must not sit
in ``match.json`` in plain text: whoever reads it sees the rest of the match's cards (the stock
order of every later hand). The save holds it *sealed* with a key of this installation, kept
in its own file in the data folder (``deal.key``, 32 random bytes, written once):

* ``nonce``: 16 fresh random bytes per sealing;
* ``sealed = seed XOR HMAC-SHA256(key, "ginrummy-desktop/seal/v1/pad/" + nonce)``;
* ``tag = HMAC-SHA256(key, "ginrummy-desktop/seal/v1/tag/" + nonce + sealed)[:16]``;
* written as the hex of ``nonce + sealed + tag`` (128 hex digits).

The standard library's HMAC-SHA256 as a pseudo-random function gives a one-time pad per nonce,
and the tag (encrypt-then-MAC) refuses anything changed or sealed with another key. What this
is, and what it is not: it keeps the seed out of sight of a player who opens the save; it does
not stop one who reads this code and the key file, any more than it stops one who reads the
program's memory. Neither can *choose* their cards, since a seed's phrase is fixed before the
seed is ever saved (``deals.py``); ``docs/fair-deal.md`` is the threat model.

When the key is missing or damaged, a new one is made and the sealed seeds of older saves can
no longer be opened: the match resumes and says its deals from that seed can no longer be
verified (:meth:`SeedSealer.unseal` answers None). Pure Python; the key file is read and
written with ``pathlib`` (its size checked before it is trusted).
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import os
import secrets
import stat
from pathlib import Path

__all__ = ["KEY_FILE", "SeedSealer"]

_log = logging.getLogger(__name__)

KEY_FILE = "deal.key"
KEY_BYTES = 32
NONCE_BYTES = 16
TAG_BYTES = 16
_PAD = b"ginrummy-desktop/seal/v1/pad/"
_TAG = b"ginrummy-desktop/seal/v1/tag/"


class SeedSealer:
    """Seals and unseals 32-byte seeds with one installation's key (see the module docstring).

    Made with a ``key`` (tests), or for a data ``folder`` (:meth:`in_folder`), whose key file is
    read when first needed and written only when a seed is first sealed, so a folder that never
    held a saved match gets no key file."""

    def __init__(self, key: bytes | None = None, folder: Path | None = None) -> None:
        if key is not None and len(key) != KEY_BYTES:
            raise ValueError(f"a sealing key is {KEY_BYTES} bytes")
        self._key = key
        self._folder = folder
        self._read = key is not None

    @classmethod
    def in_folder(cls, folder: Path) -> SeedSealer:
        """The sealer of the data folder ``folder`` (its file ``deal.key``)."""
        return cls(folder=folder)

    @property
    def key_file(self) -> Path | None:
        return None if self._folder is None else self._folder / KEY_FILE

    def _existing_key(self) -> bytes | None:
        if not self._read:
            self._read = True
            path = self.key_file
            self._key = None if path is None else _read_key(path)
        return self._key

    def _sealing_key(self) -> bytes:
        key = self._existing_key()
        if key is None:
            key = self._key = secrets.token_bytes(KEY_BYTES)
            if self.key_file is not None:
                _write_key(self.key_file, key)
        return key

    def seal(self, seed: bytes) -> str:
        """``seed`` sealed with a fresh nonce, as hex."""
        key = self._sealing_key()
        nonce = secrets.token_bytes(NONCE_BYTES)
        sealed = _xor(seed, _pad(key, nonce, len(seed)))
        return (nonce + sealed + _tag(key, nonce, sealed)).hex()

    def unseal(self, text: object, length: int = 32) -> bytes | None:
        """The seed sealed in ``text``, or None when it is not a seal of this key (changed,
        damaged, made with another key, or not a seal at all; or there is no key)."""
        key = self._existing_key()
        if key is None or not isinstance(text, str):
            return None
        if len(text) != 2 * (NONCE_BYTES + length + TAG_BYTES):
            return None
        try:
            raw = bytes.fromhex(text)
        except ValueError:
            return None
        nonce, sealed = raw[:NONCE_BYTES], raw[NONCE_BYTES : NONCE_BYTES + length]
        if not hmac.compare_digest(raw[NONCE_BYTES + length :], _tag(key, nonce, sealed)):
            return None
        return _xor(sealed, _pad(key, nonce, length))


def _pad(key: bytes, nonce: bytes, length: int) -> bytes:
    pad = hmac.new(key, _PAD + nonce, hashlib.sha256).digest()
    if length > len(pad):
        raise ValueError("a sealed seed is at most 32 bytes")
    return pad[:length]


def _tag(key: bytes, nonce: bytes, sealed: bytes) -> bytes:
    return hmac.new(key, _TAG + nonce + sealed, hashlib.sha256).digest()[:TAG_BYTES]


def _xor(left: bytes, right: bytes) -> bytes:
    return bytes(a ^ b for a, b in zip(left, right, strict=True))


def _read_key(path: Path) -> bytes | None:
    """The key in ``path``, or None when there is none or it is unusable (then moved aside)."""
    try:
        info = path.lstat()
    except FileNotFoundError:
        return None
    except OSError as error:
        _log.warning("the deal key cannot be examined: %s", error)
        return None
    if stat.S_ISREG(info.st_mode) and info.st_size == KEY_BYTES:
        try:
            with path.open("rb") as file:
                key = file.read(KEY_BYTES + 1)
        except OSError as error:
            _log.warning("the deal key cannot be read: %s", error)
        else:
            if len(key) == KEY_BYTES:
                return key
    _move_aside(path)
    return None


def _move_aside(path: Path) -> None:
    target = path.with_name(f"{path.name}.unusable-{secrets.token_hex(4)}")
    try:
        path.rename(target)
        _log.warning("the deal key was unusable; moved to %s", target.name)
    except OSError as error:
        _log.warning("the unusable deal key could not be moved aside: %s", error)


def _write_key(path: Path, key: bytes) -> None:
    """Write a new key file (readable by its owner only where the system has such modes); a
    failure is logged and the key lives for this run only (seeds saved with it then cannot be
    unsealed after a restart: the match says so, and loses nothing else)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
        descriptor = os.open(path, flags, 0o600)
        with os.fdopen(descriptor, "wb") as file:
            file.write(key)
    except OSError as error:
        _log.warning("the deal key could not be saved: %s", error)
