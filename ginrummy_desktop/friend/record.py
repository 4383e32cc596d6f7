"""A friend's match kept: the engine's record of the match, and the evidence of every deal.

A friend's match has no seed: both programs dealt each deck together (``shuffle.py``), and at
each deal's end both sides revealed their secrets (``deal_side.Settled``). The record of such a
match is a JSON document of its own (:data:`FORMAT`)::

    {"format": "ginrummy-desktop/friend-match", "version": 1,
     "friend": {"name": "Bruno", "role": "host",
                "deals": [{"deal": 0,
                           "commitments": {"host": "9f…", "guest": "03…"},
                           "decks": [[52 points], [52], [52], [52]],
                           "masks": [[20, "host", "5a…"], [20, "guest", "c1…"], …],
                           "secrets": {"host": {"shuffle": "…", "order": [52 places],
                                                "cards": [52 masks], "salt": "…"},
                                       "guest": {…}}},
                          …]},
     "record": {the engine's record: game_document}}

``role`` is the role of the side that kept the record, which is seat 0 of ``record`` ("you");
the friend, named ``name``, is seat 1. ``deals`` holds the deals settled, in order: deal 0 is
the cut's, deal *n* the *n*-th ``Deal`` of the record (a dead hand's deal counts too). A deal not
settled (the hand in play, or a match stopped before a deal's end) is not in the list: its
secrets were never revealed, so nothing of it can be checked. Points, masks, commitments and
salts are 32 bytes in lowercase hex.

:func:`document_of` writes such a document, :func:`read_document` reads one back: every value
bounded and checked where it is read (counts, lengths, hex, places, a permutation, points of the
group, scalars that are masks), every problem a :class:`FriendRecordError` naming where it is;
:func:`parsed` reads the text first (size, JSON, depth). The engine's record is checked by the
engine itself when it is replayed (``verify.py``). Pure: no I/O.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine import Game, game_document
from .channel import MAX_NAME
from .deal_side import Settled
from .group import GroupError, checked_point, checked_scalar
from .shuffle import DECK_SIZE, Role, Secrets, Transcript

__all__ = [
    "FORMAT",
    "MAX_DEALS",
    "MAX_DEPTH",
    "MAX_DOCUMENT_BYTES",
    "VERSION",
    "FriendRecord",
    "FriendRecordError",
    "SettledDeal",
    "deal_name",
    "document_of",
    "parsed",
    "read_document",
]

FORMAT = "ginrummy-desktop/friend-match"
VERSION = 1
MAX_DOCUMENT_BYTES = 8 * 1024 * 1024
"""The longest document read (a deal's evidence is about 25 KB: some three hundred deals)."""
MAX_DEALS = 2_000
"""The most deals a document lists (the cut's and one a hand)."""
MAX_DEPTH = 12
"""The deepest nesting of lists and objects read (the document's own is 6)."""
MAX_MASKS = 2 * DECK_SIZE
"""The most masks a deal sends: one from each side for each place."""
_HEX = frozenset("0123456789abcdef")
_DEAL_KEYS = frozenset({"deal", "commitments", "decks", "masks", "secrets"})
_SECRET_KEYS = frozenset({"shuffle", "order", "cards", "salt"})


class FriendRecordError(ValueError):
    """A friend's match document that is not one this program writes (the message says what
    and where)."""


@dataclass(frozen=True, slots=True)
class SettledDeal:
    """Deal ``number`` of the match (0: the cut), as both sides settled it: everything sent
    and both sides' secrets (``shuffle.verify_deal`` of them gives its deck)."""

    number: int
    transcript: Transcript
    host: Secrets
    guest: Secrets


@dataclass(frozen=True, slots=True)
class FriendRecord:
    """A friend's match document read back: the friend's ``name``, the ``role`` of the side
    that kept it (seat 0 of ``record``), its settled ``deals`` in order, and the engine's
    ``record`` (not replayed yet)."""

    name: str
    role: Role
    deals: tuple[SettledDeal, ...]
    record: dict[str, Any]
    forfeit: Role | None = None
    """The side that forfeited the match (its keys held back after a hand), if one did."""


def deal_name(number: int) -> str:
    """"the cut" for deal 0, else "hand 3" (deal *n* is the record's *n*-th deal)."""
    return "the cut" if number == 0 else f"hand {number}"


# --- writing ---------------------------------------------------------------------------------


def document_of(name: str, role: Role, deals: Sequence[Settled | SettledDeal | None],
                game: Game, forfeit: Role | None = None) -> dict[str, Any]:
    """The document of the match ``game`` (seat 0: the side of ``role``) against the friend
    ``name``, with ``deals`` (the match's, the cut's first): those settled up to the first one
    that is not (None), each in full; ``forfeit``: the side that forfeited the match (its keys
    held back after a hand), if one did."""
    kept: list[dict[str, Any]] = []
    for number, deal in enumerate(deals):
        if deal is None:
            break
        kept.append(_deal_json(number, deal.transcript, deal.host, deal.guest))
    friend: dict[str, Any] = {"name": name, "role": role.value, "deals": kept}
    if forfeit is not None:
        friend["forfeit"] = forfeit.value
    return {"format": FORMAT, "version": VERSION, "friend": friend,
            "record": game_document(game)}


def _deal_json(number: int, transcript: Transcript, host: Secrets,
               guest: Secrets) -> dict[str, Any]:
    return {
        "deal": number,
        "commitments": {"host": transcript.commitments[0].hex(),
                        "guest": transcript.commitments[1].hex()},
        "decks": [[point.hex() for point in deck] for deck in transcript.decks],
        "masks": [[place, sender.value, mask.hex()] for place, sender, mask in transcript.masks],
        "secrets": {"host": _secrets_json(host), "guest": _secrets_json(guest)},
    }


def _secrets_json(secrets: Secrets) -> dict[str, Any]:
    return {"shuffle": secrets.shuffle.hex(), "order": list(secrets.order),
            "cards": [mask.hex() for mask in secrets.cards], "salt": secrets.salt.hex()}


# --- reading ---------------------------------------------------------------------------------


def parsed(data: bytes | str) -> object:
    """The JSON of a document's text, bounded: at most :data:`MAX_DOCUMENT_BYTES`, UTF-8 (a
    byte-order mark allowed), nested at most :data:`MAX_DEPTH` deep (walked without
    recursion once parsed; a nesting too deep for the parser itself is refused too)."""
    if len(data) > MAX_DOCUMENT_BYTES:
        raise FriendRecordError(f"larger than any friend's match ({len(data):,} bytes)")
    try:
        text = data.decode("utf-8-sig") if isinstance(data, bytes) else data
        document = json.loads(text, object_pairs_hook=_unique_keys)
    except FriendRecordError:
        raise
    except UnicodeDecodeError:
        raise FriendRecordError("not UTF-8 text") from None
    except RecursionError:
        raise FriendRecordError(f"nested more than {MAX_DEPTH} deep") from None
    except ValueError as error:
        raise FriendRecordError(f"not JSON ({str(error)[:80]})") from None
    _check_depth(document)
    return document


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object of the document; a key twice is refused (readers differ on which counts)."""
    found = dict(pairs)
    if len(found) != len(pairs):
        raise FriendRecordError("an object has the same key twice")
    return found


def _check_depth(document: object) -> None:
    waiting: list[tuple[object, int]] = [(document, 0)]
    while waiting:
        value, depth = waiting.pop()
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, list):
            if depth >= MAX_DEPTH:
                raise FriendRecordError(f"nested more than {MAX_DEPTH} deep")
            waiting.extend((child, depth + 1) for child in value)


def read_document(document: object) -> FriendRecord:
    """The friend's match ``document`` (parsed JSON) describes, its form checked (see the
    module docstring); :class:`FriendRecordError` says what is wrong and where."""
    top = _object(document, "the document", {"format", "version", "friend", "record"})
    if top["format"] != FORMAT:
        raise FriendRecordError(f"not a friend's match (its format is {_short(top['format'])})")
    if top["version"] != VERSION or type(top["version"]) is not int:
        raise FriendRecordError(f"version {_short(top['version'])} is not one this program "
                                f"reads (it reads version {VERSION})")
    keys = {"name", "role", "deals"} | ({"forfeit"} if isinstance(top["friend"], dict)
                                        and "forfeit" in top["friend"] else set())
    friend = _object(top["friend"], "the friend", keys)
    forfeit = _role(friend["forfeit"], "the side that forfeited") if "forfeit" in keys else None
    deals = _list(friend["deals"], "the deals", MAX_DEALS)
    record = top["record"]
    if not isinstance(record, dict):
        raise FriendRecordError("the match's record is not an object")
    return FriendRecord(_name(friend["name"]), _role(friend["role"], "the friend's role"),
                        tuple(_deal(item, number) for number, item in enumerate(deals)), record,
                        forfeit)


def _name(value: object) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= MAX_NAME or not value.isprintable():
        raise FriendRecordError(f"the friend's name is not 1 to {MAX_NAME} printable characters")
    return value


def _role(value: object, what: str) -> Role:
    if value == Role.HOST.value:
        return Role.HOST
    if value == Role.GUEST.value:
        return Role.GUEST
    raise FriendRecordError(f"{what} is {_short(value)}, not \"host\" or \"guest\"")


def _deal(item: object, number: int) -> SettledDeal:
    where = deal_name(number)
    deal = _object(item, where, _DEAL_KEYS)
    if type(deal["deal"]) is not int or deal["deal"] != number:
        raise FriendRecordError(f"{where} is numbered {_short(deal['deal'])}, not {number}: "
                                "the deals are listed in order, the cut's first")
    commitments = _object(deal["commitments"], f"{where}'s commitments", {"host", "guest"})
    decks = _list(deal["decks"], f"{where}'s decks", 4)
    if len(decks) != 4:
        raise FriendRecordError(f"{where} has {len(decks)} decks, not the four steps'")
    d1, d2, d3, d4 = (_deck(deck, f"{where}'s deck {step}") for step, deck in
                      enumerate(decks, start=1))
    secrets = _object(deal["secrets"], f"{where}'s secrets", {"host", "guest"})
    transcript = Transcript(
        (_bytes(commitments["host"], f"{where}'s host commitment"),
         _bytes(commitments["guest"], f"{where}'s guest commitment")),
        (d1, d2, d3, d4), _masks(deal["masks"], where))
    return SettledDeal(number, transcript, _secrets(secrets["host"], f"{where}'s host secrets"),
                       _secrets(secrets["guest"], f"{where}'s guest secrets"))


def _deck(value: object, what: str) -> tuple[bytes, ...]:
    items = _list(value, what, DECK_SIZE)
    if len(items) != DECK_SIZE:
        raise FriendRecordError(f"{what} has {len(items)} points, not {DECK_SIZE}")
    points = []
    for place, item in enumerate(items):
        try:
            points.append(checked_point(_bytes(item, f"{what}, place {place}")))
        except GroupError as error:
            raise FriendRecordError(f"{what}, place {place}: {error}") from None
    return tuple(points)


def _masks(value: object, where: str) -> tuple[tuple[int, Role, bytes], ...]:
    items = _list(value, f"{where}'s masks", MAX_MASKS)
    masks: list[tuple[int, Role, bytes]] = []
    seen: set[tuple[int, Role]] = set()
    for index, item in enumerate(items):
        what = f"{where}'s mask {index}"
        if not isinstance(item, list) or len(item) != 3:
            raise FriendRecordError(f"{what} is not [place, sender, mask]")
        place = _place(item[0], what)
        sender = _role(item[1], f"{what}'s sender")
        if (place, sender) in seen:
            raise FriendRecordError(f"{what} is a second mask of the {sender.value} for "
                                    f"place {place}")
        seen.add((place, sender))
        masks.append((place, sender, _bytes(item[2], what)))
    return tuple(masks)


def _secrets(value: object, what: str) -> Secrets:
    secrets = _object(value, what, _SECRET_KEYS)
    order = _list(secrets["order"], f"{what}' order", DECK_SIZE)
    cards = _list(secrets["cards"], f"{what}' card masks", DECK_SIZE)
    if len(order) != DECK_SIZE or len(cards) != DECK_SIZE:
        raise FriendRecordError(f"{what} do not have {DECK_SIZE} places and masks")
    places = tuple(_place(place, f"{what}' order") for place in order)
    if len(set(places)) != DECK_SIZE:
        raise FriendRecordError(f"{what}' order is not an order of the {DECK_SIZE} places")
    try:
        shuffle = checked_scalar(_bytes(secrets["shuffle"], f"{what}' shuffle mask"))
        masks = tuple(checked_scalar(_bytes(mask, f"{what}' card mask")) for mask in cards)
    except GroupError as error:
        raise FriendRecordError(f"{what}: {error}") from None
    return Secrets(shuffle, places, masks, _bytes(secrets["salt"], f"{what}' salt"))


# --- pieces of the form ----------------------------------------------------------------------


def _object(value: object, what: str, keys: set[str] | frozenset[str]) -> dict[str, Any]:
    """``value`` if it is an object with exactly ``keys``."""
    if not isinstance(value, dict):
        raise FriendRecordError(f"{what} is not an object")
    if set(value) != set(keys):
        extra, missing = sorted(set(value) - set(keys)), sorted(set(keys) - set(value))
        raise FriendRecordError(f"{what} has other fields than this program writes "
                                f"(unknown: {_short(extra)}; missing: {_short(missing)})")
    return value


def _list(value: object, what: str, most: int) -> list[Any]:
    """``value`` if it is a list of at most ``most`` items."""
    if not isinstance(value, list):
        raise FriendRecordError(f"{what} is not a list")
    if len(value) > most:
        raise FriendRecordError(f"{what} has {len(value):,} items (at most {most:,})")
    return value


def _place(value: object, what: str) -> int:
    if type(value) is not int or not 0 <= value < DECK_SIZE:
        raise FriendRecordError(f"{what} names {_short(value)}, not a place 0 to "
                                f"{DECK_SIZE - 1}")
    return value


def _bytes(value: object, what: str) -> bytes:
    """32 bytes written as 64 lowercase hex digits."""
    if not isinstance(value, str) or len(value) != 64 or not set(value) <= _HEX:
        raise FriendRecordError(f"{what} is {_short(value)}, not 32 bytes in lowercase hex")
    return bytes.fromhex(value)


def _short(value: object) -> str:
    """``repr(value)``, cut to about 40 characters."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"
