"""Going on with a friend's match over a new connection, and only with the same friend.

A connection can drop in the middle of a match. Either program may then connect again (the
guest to the host's address, the host listening on its port again), and the match must go on
exactly where it was: no message lost, none taken twice, and nobody else able to step in. A new
connection has new keys and new check numbers, which the players would have to compare again;
instead, each side proves that it holds the first connection's :attr:`~.channel.Channel
.resume_key`, which only the two programs that made that connection can derive:

* each side sends ``{"kind": "resume", "match": ..., "received": n, "proof": ...}``: the
  match's name (:func:`match_name`, from the resume key), how many of the other's match
  messages it has taken in, and an HMAC-SHA256 under the resume key of the new connection's
  two public keys and the sender's role (:func:`proof`). A man in the middle of the new
  connection holds other keys and cannot make the proof; a proof from one connection is worth
  nothing on another, and a side cannot replay the other's own proof (the role is in it);
* on the other's resume, a side sends again every match message it sent from the other's
  count on, in order, and the match goes on.

Pure: no I/O.
"""

from __future__ import annotations

import hashlib
import hmac
from typing import Any

from .channel import WireError, WireProblem
from .shuffle import Role

__all__ = ["MAX_MESSAGES", "match_name", "proof", "resume_message", "their_count"]

MAX_MESSAGES = 1_000_000
"""More match messages than any match sends: a count above it is refused."""


def match_name(resume_key: bytes) -> str:
    """The match's name: the same on both sides, and only theirs (16 hex digits)."""
    return hashlib.sha256(b"match" + resume_key).hexdigest()[:16]


def proof(resume_key: bytes, host_key: bytes, guest_key: bytes, role: Role) -> str:
    """Proof, by ``role``'s side, that it holds ``resume_key``, bound to the new connection's
    public keys (hex)."""
    body = b"resume/" + role.value.encode() + b"/" + host_key + guest_key
    return hmac.new(resume_key, body, hashlib.sha256).hexdigest()


def resume_message(resume_key: bytes, host_key: bytes, guest_key: bytes, role: Role,
                   received: int) -> dict[str, Any]:
    """This side's resume: the match, its count of the other's messages, its proof."""
    return {"kind": "resume", "match": match_name(resume_key), "received": received,
            "proof": proof(resume_key, host_key, guest_key, role)}


def their_count(message: dict[str, Any], resume_key: bytes, host_key: bytes,
                guest_key: bytes, their_role: Role, sent: int) -> int:
    """The other side's resume checked: how many of this side's ``sent`` messages it has.
    A resume of another match or without the proof is *forged*; a count this side never
    reached is *malformed*."""
    if message.get("match") != match_name(resume_key):
        raise WireError(WireProblem.FORGED, "a resume of another match")
    expected = proof(resume_key, host_key, guest_key, their_role)
    given = message.get("proof")
    if not isinstance(given, str) or not hmac.compare_digest(given, expected):
        raise WireError(WireProblem.FORGED, "a resume without the match's key")
    count = message.get("received")
    if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= sent or \
            count > MAX_MESSAGES:
        raise WireError(WireProblem.MALFORMED, f"a resume count of {count!r}")
    return count
