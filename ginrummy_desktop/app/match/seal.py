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

A seal proves only that the key sealed the seed, and whoever has the key file can seal a seed
of their own choosing. So beside the key the folder keeps a **record of the seeds this program
drew** (``deal.fingerprints``): a line per statement the program vouches for, the seed's
fingerprint, the kind of statement and a tag of it with the key
(``HMAC-SHA256(key, "ginrummy-desktop/drawn/v1/" + fingerprint + "/" + statement)``, its first
16 bytes in hex). ``saves.py`` says what is stated (a seed that dealt from a deal with a phrase;
a seed revealed, and the deals it covered) and writes the statements before the save that
holds the seed; a seed read back that the record does not vouch for makes its match
unverifiable (``deals.py``). The record is appended to, never rewritten; only its last
:data:`MAX_RECORD_BYTES` are read (the seeds of the last tens of thousands of matches). It
raises the bar, no more: a player who reads this code can tag a statement with the key too
(``docs/fair-deal.md``).
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import os
import secrets
import stat
from pathlib import Path

__all__ = ["KEY_FILE", "RECORD_FILE", "SeedSealer"]

_log = logging.getLogger(__name__)

KEY_FILE = "deal.key"
KEY_BYTES = 32
NONCE_BYTES = 16
TAG_BYTES = 16
_PAD = b"ginrummy-desktop/seal/v1/pad/"
_TAG = b"ginrummy-desktop/seal/v1/tag/"
RECORD_FILE = "deal.fingerprints"
MAX_RECORD_BYTES = 4 * 1024 * 1024
"""The most of the record read (its end: about 40,000 statements, two or three a match)."""
_DRAWN = b"ginrummy-desktop/drawn/v1/"


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
        self._record: set[str] | None = None
        """The lines of the record read so far (None until first needed)."""

    @classmethod
    def in_folder(cls, folder: Path) -> SeedSealer:
        """The sealer of the data folder ``folder`` (its file ``deal.key``)."""
        return cls(folder=folder)

    @property
    def key_file(self) -> Path | None:
        return None if self._folder is None else self._folder / KEY_FILE

    @property
    def record_file(self) -> Path | None:
        return None if self._folder is None else self._folder / RECORD_FILE

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


    # --- the record of the seeds this program drew ---------------------------------------

    def vouch(self, seed_fingerprint: str, statement: str) -> None:
        """Record that this program vouches for ``statement`` (``kind/details``) about the seed
        of ``seed_fingerprint`` (a key is made if there is none yet). A failure to write is
        logged: the seed is then not vouched for when read back, which says too little, never
        too much."""
        line = _record_line(self._sealing_key(), seed_fingerprint, statement)
        lines = self._record_lines()
        if line in lines:
            return
        lines.add(line)
        if self.record_file is not None:
            _append_line(self.record_file, line)

    def vouches(self, seed_fingerprint: str, statement: str) -> bool:
        """Whether the record holds ``statement`` about the seed of ``seed_fingerprint``, tagged
        with this key."""
        key = self._existing_key()
        if key is None:
            return False
        return _record_line(key, seed_fingerprint, statement) in self._record_lines()

    def recorded_kinds(self, seed_fingerprint: str) -> frozenset[str]:
        """The kinds of statement the record holds about the seed of ``seed_fingerprint``,
        whatever their tags (a kind the player wrote in only counts against their own seed)."""
        head = seed_fingerprint.lower() + " "
        return frozenset(line.split(" ")[1] for line in self._record_lines()
                         if line.startswith(head) and line.count(" ") == 2)

    def _record_lines(self) -> set[str]:
        if self._record is None:
            path = self.record_file
            self._record = set() if path is None else _read_record(path)
        return self._record


def _record_line(key: bytes, seed_fingerprint: str, statement: str) -> str:
    """The record's line of ``statement`` about a seed: its fingerprint, the statement's kind
    and the tag of both (see the module docstring)."""
    fingerprint = seed_fingerprint.lower()
    message = _DRAWN + f"{fingerprint}/{statement}".encode("utf-8", "surrogatepass")
    tag = hmac.new(key, message, hashlib.sha256).digest()[:TAG_BYTES].hex()
    return f"{fingerprint} {statement.split('/')[0]} {tag}"


def _read_record(path: Path) -> set[str]:
    """The lines of the record at ``path`` (its last :data:`MAX_RECORD_BYTES`), or none when
    there is no record or it is not a regular file (logged)."""
    try:
        info = path.lstat()
        if not stat.S_ISREG(info.st_mode):
            _log.warning("the record of drawn seeds is not a regular file; not read")
            return set()
        with path.open("rb") as file:
            start = max(0, info.st_size - MAX_RECORD_BYTES)
            file.seek(start)
            data = file.read(MAX_RECORD_BYTES)
    except FileNotFoundError:
        return set()
    except OSError as error:
        _log.warning("the record of drawn seeds cannot be read: %s", error)
        return set()
    lines = data.decode("ascii", "replace").splitlines()
    if start:
        lines = lines[1:]  # the first line read may be cut
    return {line.strip() for line in lines if line.strip()}


def _append_line(path: Path, line: str) -> None:
    """Add ``line`` at the end of the record (made readable by its owner only where the
    system has such modes; a symbolic link in its place is not followed). A last line cut
    short (the program killed while writing it) is ended first, so this one stays whole."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lead = b"\n" if _ends_mid_line(path) else b""
        flags = (os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0)
                 | getattr(os, "O_NOFOLLOW", 0))
        descriptor = os.open(path, flags, 0o600)
        with os.fdopen(descriptor, "ab") as file:
            file.write(lead + line.encode("ascii") + b"\n")
    except OSError as error:
        _log.warning("the record of drawn seeds could not be written: %s", error)


def _ends_mid_line(path: Path) -> bool:
    """Whether the regular file at ``path`` ends without a line feed (False for none)."""
    try:
        if not stat.S_ISREG(path.lstat().st_mode):
            return False
        with path.open("rb") as file:
            if file.seek(0, os.SEEK_END) == 0:
                return False
            file.seek(-1, os.SEEK_END)
            return file.read(1) != b"\n"
    except OSError:
        return False


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
