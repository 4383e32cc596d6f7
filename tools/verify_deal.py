#!/usr/bin/env python3
"""Check, without trusting Gin Rummy Desktop, that a match was dealt from its committed seed.

    python3 tools/verify_deal.py exported-match.json [--fingerprint 3f2a9c01...]

Standard library only: read it before you run it. It is deliberately a second, independent
implementation of the procedure (it shares no code with the program), so a bug or a trick in the
program cannot hide from it.

The program showed a *fingerprint* (the SHA-256 of a secret seed) before the match. Every cut
and deck was derived from that seed, the player's phrase for that deal (the file lists it), and
the deal's number, by the procedure "ginrummy-desktop/v1":

1. label = "ginrummy-desktop/v1/" + ("cut" or "deal") + "/" + number + "/" + phrase (NFC, UTF-8)
2. stream = HMAC-SHA256(seed, label + "/0") + HMAC-SHA256(seed, label + "/1") + ...
3. 32-bit big-endian numbers from the stream; a number below m: draw u until
   u < 2**32 - 2**32 % m, take u % m (no modulo bias)
4. Fisher-Yates from the order Ac Ad Ah As 2c ... Kh Ks: for i = 51 down to 1 swap cards i and
   below(i + 1); the result is the order the cards leave the deck
5. the cut: pairs from the top of the shuffled "cut" deck until a pair differs in rank

This script recomputes the fingerprint of each seed in the exported match (compare it with the
one you saw; pass it with --fingerprint to have it compared) and every cut and deck, and
compares them with the cards the match record says were dealt. It reads the file with bounds
and checks its form before trusting any of it:

* the file: a regular file (a named pipe or a device is refused, never waited on), at most
  8 MB of UTF-8 JSON, nested at most 20 deep, no list or object of more than
  200,000 items, no text of more than 1,000 characters, no key twice in an object, no NaN or
  Infinity; and its checksum ("sha256": the SHA-256 of the rest of the document as canonical JSON);
* the deals: the procedure above; a phrase slot (a text of at most 200 characters, the
  program's limit) for each cut and deal of the record, at most 10,000 of them, and at least
  the cut (a match with nothing dealt has nothing to check); seeds starting at the cut and then
  at increasing deals, so that every cut and deal is covered by exactly one seed and every seed
  covers at least one deal (the program writes no seed before it deals: a seed listed after
  the last deal is refused, whatever its fingerprint); a revealed seed's 64 hex digits, a
  secret seed's fingerprint;
* the cards: one cut, before every deal; each card two characters (a rank of A23456789TJQK, a
  suit of cdhs); a cut pairs of one rank until a pair of two ranks; a deck 52 different cards.

Then every cut and deck is compared with the one its seed, phrase and number give. A replayed
deal ("Play this deal again"; the cut and the first deal only) is compared with the digest its
phrase slot carries and reported as replayed. With --fingerprint, a seed of the match that dealt
cards of its own (not only replayed ones) must have it: all 64 hex digits, or the first 16 or
more (the table shows 16, in groups of four).
It does not replay the moves (the program does that when it opens the file).

Exit status (and the last line says it):

0  every cut and deal was checked and matches its seed (a replayed one, its digest), and at
   least one was dealt by a revealed seed
1  a mismatch: a cut or deck that is not its seed's, a seed without the fingerprint the file
   lists for it, or no seed with the --fingerprint given that dealt cards of its own
2  not an exported match (not a regular file, malformed, beyond the bounds above, nothing
   dealt, a seed that covers no deal, or changed after the program wrote it: its checksum does
   not match), or a --fingerprint that is not one; one line says why, and a file whose cards do
   not match is reported as a mismatch (1) first. A match against a friend has no seed: its
   file is pointed to tools/verify_friend_match.py, which checks its deals
3  not everything could be checked (what was checked matches): a seed is not revealed yet, so
   the deals it made cannot be checked, no deal came from the match's own seed (every one
   was replayed from an earlier match), or the program that wrote the file marked the match
   unverifiable ("unverifiable": true in its deals: it could not vouch that it drew a seed of
   it, so the cards may have been chosen, whatever they match)

No other status, and never a traceback: a fault of this script is reported in one line, with 2.
"""

from __future__ import annotations

import argparse
import hashlib
import hmac
import io
import json
import os
import re
import stat
import sys
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

PROCEDURE = "ginrummy-desktop/v1"
FRIEND_FORMAT = "ginrummy-desktop/friend-match"
"""A match against a friend: no seed, its deals checked by tools/verify_friend_match.py."""
ORDER = [rank + suit for rank in "A23456789TJQK" for suit in "cdhs"]
RANKS = "A23456789TJQK"
CARDS = frozenset(ORDER)
"""Every card as the match record writes it: its rank, then its suit (``Td``, ``As``)."""
REPLAYED = "\nreplayed "
"""A replayed deal ("Play this deal again"): cards given, not derived. Its phrase slot holds
this, the first 16 hex digits of the SHA-256 of its cards (space-separated), and a note."""
MAX_FILE_BYTES = 8 * 1024 * 1024
"""The largest file read: the program opens no larger save (a long match exports as 25 KB)."""
MAX_DEPTH = 20
"""How deeply lists and objects may nest (an exported match nests 7 deep)."""
MAX_ITEMS = 200_000
"""The most items of one list or object (a long match records a few hundred actions)."""
MAX_TEXT = 1_000
"""The longest text anywhere in the file (the longest the program writes is a phrase)."""
MAX_DEALS = 10_000
"""The most cuts and deals a match may list (the program reads no more)."""
MAX_PHRASE = 200
"""The longest phrase slot: the program cuts a phrase to 200 characters."""
ACTION_TYPES = frozenset({"cut", "deal", "take_upcard", "pass", "draw_stock", "take_discard",
                          "discard", "knock", "big_gin", "lay_off"})
"""The actions of a match record; only the cut's and the deals' cards are checked here."""
HEX_64 = re.compile("[0-9a-f]{64}")
SEALED = re.compile("[0-9a-f]{128}")
"""A secret seed as the program's own save keeps it, sealed (an export has none)."""
SHOWN_FINGERPRINT = re.compile("[0-9a-f]{16,64}|[0-9a-f]{4}( [0-9a-f]{4}){3}")
"""What a user can have copied: the Fair deal dialog's 64 hex digits (or the first 16 or more
of them), or the table's first 16 in groups of four."""


class MalformedError(Exception):
    """The file is not an exported match as the program writes it; the message says why."""


class NotARegularFileError(OSError):
    """The name given is a folder, a named pipe, a device or a socket, not a file; its
    ``strerror`` says which."""

    def __init__(self, mode: int) -> None:
        kinds = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe"),
                 (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"),
                 (stat.S_ISBLK, "a device"))
        kind = next((name for test, name in kinds if test(mode)), "something else")
        super().__init__(f"{kind}, not a file")
        self.strerror = f"{kind}, not a file"


class FingerprintError(Exception):
    """The --fingerprint given is not one the program shows; the message says why."""


def numbers(seed: bytes, label: bytes) -> Iterator[int]:
    """32-bit numbers from HMAC-SHA256 of ``label`` in counter mode (steps 2 and 3)."""
    block = 0
    while True:
        digest = hmac.new(seed, label + b"/" + str(block).encode(), hashlib.sha256).digest()
        for i in range(0, 32, 4):
            yield int.from_bytes(digest[i : i + 4], "big")
        block += 1


def shuffled(seed: bytes, kind: str, number: int, phrase: str) -> list[str]:
    """The deck of the cut (``kind`` "cut", number 0) or of deal ``number`` (steps 1 to 4)."""
    text = unicodedata.normalize("NFC", phrase)
    label = f"{PROCEDURE}/{kind}/{number}/{text}".encode()
    stream = numbers(seed, label)
    deck = list(ORDER)
    for i in range(51, 0, -1):
        bound = i + 1
        limit = 2**32 - 2**32 % bound
        u = next(stream)
        while u >= limit:
            u = next(stream)
        j = u % bound
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def cut_of(deck: list[str]) -> list[str]:
    """The cut of a shuffled "cut" deck: pairs from its top until a pair differs in rank."""
    cuts: list[str] = []
    for i in range(0, 52, 2):
        cuts += deck[i : i + 2]
        if cuts[-2][0] != cuts[-1][0]:
            return cuts
    raise ValueError("no cut")


# --- reading the file, within bounds -----------------------------------------------------------


def read_document(path: str) -> Any:
    """The JSON document in the file at ``path``, read within the bounds of the module
    docstring; MalformedError (saying why) when it cannot be read, is too large or is not
    such JSON."""
    try:
        data = read_regular_file(path, MAX_FILE_BYTES + 1)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        raise MalformedError(f"{path!r} cannot be read ({reason})") from None
    if len(data) > MAX_FILE_BYTES:
        raise MalformedError(f"the file is larger than any match ({MAX_FILE_BYTES // 2**20} MB)")
    if not data.strip():
        raise MalformedError("the file is empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise MalformedError("the file is not UTF-8 text") from None
    document = parsed_json(text)
    check_bounds(document)
    return document


def read_regular_file(path: str, most: int) -> bytes:
    """At most ``most`` bytes of the regular file at ``path``; NotARegularFileError (an
    OSError saying what it is) for anything else. Opened without waiting (``O_NONBLOCK``
    where the system has it) and checked on the open file, so a named pipe or a device given
    as the file, or swapped in for it, cannot block the script for ever; a plain ``open()``
    of a pipe waits for a writer that never comes."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    try:
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            raise NotARegularFileError(mode)
        parts: list[bytes] = []
        left = most
        while left > 0:
            part = os.read(descriptor, min(left, 1 << 20))
            if not part:
                break
            parts.append(part)
            left -= len(part)
        return b"".join(parts)
    finally:
        os.close(descriptor)


def parsed_json(text: str) -> Any:
    """``text`` parsed as strict JSON: no key twice in an object, no NaN or Infinity, and a
    nesting too deep for the parser refused (MalformedError) instead of crashing it."""
    try:
        return json.loads(text, object_pairs_hook=unique_keys, parse_constant=no_constant)
    except RecursionError:
        raise MalformedError(f"the file nests lists or objects more than {MAX_DEPTH} "
                             "deep") from None
    except MemoryError:
        raise MalformedError("the file is too large to read") from None
    except ValueError as error:  # not JSON, or a number of more digits than Python reads
        raise MalformedError(f"the file is not JSON ({one_line(str(error))})") from None


def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object of the file; MalformedError when a key appears twice (readers differ on which of
    the two counts)."""
    found = dict(pairs)
    if len(found) != len(pairs):
        raise MalformedError("an object of the file has the same key twice")
    return found


def no_constant(name: str) -> Any:
    """NaN or Infinity: JSON has no such number, and the program writes none."""
    raise MalformedError(f"the file holds {name}, which is not a JSON number")


def check_bounds(document: Any) -> None:
    """MalformedError when ``document`` nests deeper, or holds a longer list, object or text, than
    the module docstring allows (walked without recursion; the parser makes plain lists, dicts
    and strings, so their exact types are compared)."""
    waiting: list[tuple[Any, int]] = [([document], 0)]
    while waiting:
        value, depth = waiting.pop()
        if depth > MAX_DEPTH:
            raise MalformedError(f"the file nests lists or objects more than {MAX_DEPTH} deep")
        if len(value) > MAX_ITEMS:
            raise MalformedError(f"the file holds a list or object of {len(value):,} items "
                                 f"(at most {MAX_ITEMS:,})")
        if type(value) is dict:
            check_text_lengths(value)
            value = value.values()
        for child in value:
            kind = type(child)
            if kind is list or kind is dict:
                waiting.append((child, depth + 1))
            elif kind is str and len(child) > MAX_TEXT:
                check_text_lengths([child])


def check_text_lengths(texts: Iterable[Any]) -> None:
    """MalformedError when one of ``texts`` is longer than any text the program writes."""
    longest = max((len(text) for text in texts if isinstance(text, str)), default=0)
    if longest > MAX_TEXT:
        raise MalformedError(f"the file holds a text of {longest:,} characters "
                             f"(at most {MAX_TEXT:,})")


def checksum_problem(document: dict[str, Any]) -> str | None:
    """What is wrong with the file's checksum, or None when it holds: the program writes the
    SHA-256 of the rest of the document, as canonical JSON, in ``sha256``."""
    listed = document.get("sha256")
    if listed is None:
        return "the file has no checksum (sha256), which the program writes"
    rest = {key: value for key, value in document.items() if key != "sha256"}
    canonical = json.dumps(rest, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    if listed != hashlib.sha256(canonical.encode("ascii")).hexdigest():
        return "the file's checksum does not match its content: it was changed after it was written"
    return None


# --- what the file says was dealt --------------------------------------------------------------


@dataclass(frozen=True)
class Seed:
    """Seed ``number`` (from 1) of the match as the file lists it: ``secret``, its 32 bytes
    when the file holds them; ``listed``, the fingerprint the file lists beside it, if any.
    It covers the deals ``first`` to ``last`` (at least one: :func:`seeds_of`)."""

    number: int
    secret: bytes | None
    listed: str | None
    first: int
    last: int
    revealed: bool

    @property
    def fingerprint(self) -> str:
        """Its SHA-256 when the file holds it, else the fingerprint the file lists."""
        if self.secret is not None:
            return hashlib.sha256(self.secret).hexdigest()
        return self.listed or ""

    @property
    def breaks_its_fingerprint(self) -> bool:
        """Whether the file lists a fingerprint for it that is not its SHA-256."""
        return self.listed is not None and self.listed != self.fingerprint

    @property
    def deals(self) -> str:
        """The deals it covers, in words: "deals 3–7"."""
        return f"deals {self.first}–{self.last}"


@dataclass(frozen=True)
class Match:
    """What the file says was dealt: its seeds, the phrase slot of each deal (0: the cut), the
    cards of each (``cards[0]`` the cut's, ``cards[n]`` deal n's deck), ``damage``: what is
    wrong with its checksum, if anything, and ``unverifiable``: the program that wrote the file
    marked the match so."""

    seeds: tuple[Seed, ...]
    phrases: tuple[str, ...]
    cards: tuple[tuple[str, ...], ...]
    damage: str | None
    unverifiable: bool = False


def match_of(document: Any) -> Match:
    """The match ``document`` describes, its form checked: MalformedError says what is wrong."""
    top = an_object(document, "the file")
    if top.get("format") == FRIEND_FORMAT:
        raise MalformedError("this is a match against a friend, dealt by both programs "
                             "together and not from a seed: check it with "
                             "tools/verify_friend_match.py")
    deals = an_object(member(top, "deals", "the file"), "the file's deals")
    procedure = member(deals, "procedure", "the deals")
    if procedure != PROCEDURE:
        raise MalformedError(f"unknown procedure {excerpt(procedure)} (this script checks "
                             f"{PROCEDURE})")
    phrases = phrases_of(member(deals, "phrases", "the deals"))
    cards = dealt_cards(actions_of(top))
    if not cards:
        raise MalformedError("the record has no cut and no deal: nothing was dealt, so there "
                             "is nothing to check")
    if len(cards) != len(phrases):
        raise MalformedError(f"the record has {chance_steps(len(cards))} but "
                             f"{plural(len(phrases), 'phrase slot')}: each cut and deal has one")
    seeds = seeds_of(member(deals, "seeds", "the deals"), len(phrases))
    marked = deals.get("unverifiable", False)
    if not isinstance(marked, bool):
        raise MalformedError(f"the deals' unverifiable is {excerpt(marked)}, not true or false")
    return Match(seeds, phrases, cards, checksum_problem(top), marked)


def phrases_of(value: Any) -> tuple[str, ...]:
    """The phrase slots, one per cut and deal: texts the program could have written."""
    slots = a_list(value, "the phrases", MAX_DEALS)
    for number, slot in enumerate(slots):
        what = f"the phrase of {deal_name(number)}"
        if not isinstance(slot, str):
            raise MalformedError(f"{what} is {excerpt(slot)}, not a text")
        if len(slot) > MAX_PHRASE:
            raise MalformedError(f"{what} has {len(slot):,} characters; the program takes at most "
                                 f"{MAX_PHRASE}")
        try:
            slot.encode("utf-8")
        except UnicodeEncodeError:
            raise MalformedError(f"{what} is not valid text (it holds a lone surrogate)") from None
    return tuple(slots)


def actions_of(top: dict[str, Any]) -> list[Any]:
    """The match record's actions (a list, within bounds)."""
    record = an_object(member(top, "match", "the file"), "the match record")
    return a_list(member(record, "actions", "the match record"), "the record's actions",
                  MAX_ITEMS)


def dealt_cards(actions: Sequence[Any]) -> tuple[tuple[str, ...], ...]:
    """The cards of the record's cut and deals, in order: MalformedError unless every action has a
    known type, the cut comes first and once, and their cards are the program's."""
    dealt: list[tuple[str, ...]] = []
    for index, action in enumerate(actions, start=1):
        kind = action_type(action, index)
        if kind == "cut":
            if dealt:
                raise MalformedError(f"action {index} is a second cut (a match has one, first)")
            dealt.append(record_cut(action, f"the cut (action {index})"))
        elif kind == "deal":
            if not dealt:
                raise MalformedError(f"action {index} deals before the cut")
            dealt.append(record_deck(action, f"deal {len(dealt)} (action {index})"))
        if len(dealt) > MAX_DEALS:
            raise MalformedError(f"the record has more than {MAX_DEALS:,} cuts and deals")
    return tuple(dealt)


def action_type(action: Any, index: int) -> str:
    """The type of action ``index`` (from 1): one a match record has."""
    kind = an_object(action, f"action {index}").get("type")
    if not isinstance(kind, str) or kind not in ACTION_TYPES:
        raise MalformedError(f"action {index} has the type {excerpt(kind)}, not one of a match")
    return kind


def record_cut(action: dict[str, Any], what: str) -> tuple[str, ...]:
    """The cut's cards, as the program cuts: pairs of one rank, then a pair of two ranks."""
    cards = card_list(action, "cards", what)
    pairs = [cards[i : i + 2] for i in range(0, len(cards), 2)]
    if not (cards and len(cards) % 2 == 0
            and all(first[0] == second[0] for first, second in pairs[:-1])
            and pairs[-1][0][0] != pairs[-1][1][0]):
        raise MalformedError(f"{what} is not a cut: pairs of one rank until a pair of two ranks")
    return cards


def record_deck(action: dict[str, Any], what: str) -> tuple[str, ...]:
    """A deal's deck: the 52 cards, each once."""
    deck = card_list(action, "deck", what)
    if len(deck) != len(ORDER):
        raise MalformedError(f"{what} has {len(deck)} cards, not the 52 of a deck")
    return deck


def card_list(action: dict[str, Any], key: str, what: str) -> tuple[str, ...]:
    """The cards under ``key`` of an action: different cards, each written as the record
    writes one (rank, then suit)."""
    cards = a_list(member(action, key, what), f"{what}'s {key}", len(ORDER))
    for card in cards:
        if not isinstance(card, str) or card not in CARDS:
            raise MalformedError(f"{what} holds {excerpt(card)}, not a card (a rank of {RANKS}, "
                                 "then a suit of cdhs)")
    if len(set(cards)) != len(cards):
        raise MalformedError(f"{what} holds a card twice")
    return tuple(cards)


def seeds_of(value: Any, count: int) -> tuple[Seed, ...]:
    """The seeds of a match of ``count`` cuts and deals (at least the cut): MalformedError
    unless the first starts at the cut and each other one at a later deal made, so that each
    cut and deal has exactly one seed and each seed covers at least one deal. The program
    writes no seed before it deals (an unused seed stays in its memory), so a seed listed
    after the last deal is refused: a fingerprint listed there has no deal behind it, and
    could otherwise be "found" by --fingerprint without anyone knowing its seed."""
    items = a_list(value, "the seeds", MAX_DEALS)
    if len(items) > count:
        raise MalformedError(f"the file lists {len(items)} seeds for {chance_steps(count)}: "
                             "more than can have dealt")
    if not items:
        raise MalformedError(f"the record has {chance_steps(count)} but the file lists no seed")
    objects = [an_object(item, f"seed {number}") for number, item in enumerate(items, 1)]
    firsts = [first_deal(item, number, count) for number, item in enumerate(objects, 1)]
    if firsts and firsts[0] != 0:
        raise MalformedError(f"the first seed starts at deal {firsts[0]}, not at the cut (deal 0)")
    for number in range(2, len(firsts) + 1):
        if firsts[number - 1] <= firsts[number - 2]:
            raise MalformedError(f"seed {number} starts at deal {firsts[number - 1]}, not after "
                                 f"seed {number - 1} (deal {firsts[number - 2]})")
    if firsts[-1] >= count:
        raise MalformedError(f"seed {len(firsts)} covers no deal (it starts at deal "
                             f"{firsts[-1]}, after the last one): the program writes no seed "
                             "before it deals")
    lasts = [*(first - 1 for first in firsts[1:]), count - 1]
    return tuple(seed_of_item(item, number, first, last) for number, (item, first, last)
                 in enumerate(zip(objects, firsts, lasts, strict=True), 1))


def first_deal(item: dict[str, Any], number: int, count: int) -> int:
    """Seed ``number``'s first deal: a whole number from 0 to ``count`` (``count``, after the
    last deal: a seed that covers no deal, which :func:`seeds_of` refuses with its reason)."""
    first = member(item, "first_deal", f"seed {number}")
    if type(first) is not int or not 0 <= first <= count:
        raise MalformedError(f"seed {number}'s first_deal is {excerpt(first)}, not a deal of the "
                             f"match (0 to {count})")
    return first


def seed_of_item(item: dict[str, Any], number: int, first: int, last: int) -> Seed:
    """Seed ``number`` as the file lists it: revealed, with its 64 hex digits (and maybe its
    fingerprint), or secret, with its fingerprint (and, in the program's own save, sealed)."""
    revealed = member(item, "revealed", f"seed {number}")
    if not isinstance(revealed, bool):
        raise MalformedError(f"seed {number}'s revealed is {excerpt(revealed)}, not true or false")
    secret = hex_member(item, "seed", HEX_64, number)
    listed = hex_member(item, "fingerprint", HEX_64, number)
    hex_member(item, "sealed", SEALED, number)  # its form only: this script cannot open it
    if secret is None and listed is None:
        raise MalformedError(f"seed {number} has neither its seed nor its fingerprint")
    if revealed and secret is None:
        raise MalformedError(f"seed {number} is marked revealed, but the file does not hold it")
    seed = None if secret is None else bytes.fromhex(secret)
    return Seed(number, seed, listed, first, last, revealed)


def hex_member(item: dict[str, Any], key: str, form: re.Pattern[str], number: int) -> str | None:
    """Seed ``number``'s ``key`` in lowercase hex digits of the ``form`` the program writes,
    or None when the file has none."""
    if key not in item:
        return None
    value = item[key]
    if not isinstance(value, str) or not form.fullmatch(value):
        raise MalformedError(f"seed {number}'s {key} is {excerpt(value)}, not the lowercase hex "
                             "digits the program writes")
    return value


# --- pieces of the form ------------------------------------------------------------------------


def an_object(value: Any, what: str) -> dict[str, Any]:
    """``value``, which must be a JSON object."""
    if not isinstance(value, dict):
        raise MalformedError(f"{what} must be an object, not {excerpt(value)}")
    return value


def a_list(value: Any, what: str, most: int) -> list[Any]:
    """``value``, which must be a list of at most ``most`` items."""
    if not isinstance(value, list):
        raise MalformedError(f"{what} must be a list, not {excerpt(value)}")
    if len(value) > most:
        raise MalformedError(f"{what} must have at most {most:,} items, not {len(value):,}")
    return value


def member(item: dict[str, Any], key: str, what: str) -> Any:
    """``item[key]``, which must be there."""
    if key not in item:
        raise MalformedError(f"{what} has no {key!r}")
    return item[key]


def excerpt(value: Any) -> str:
    """``value`` in a few characters, for a message (a list or an object by its size)."""
    if isinstance(value, list):
        return f"a list of {len(value):,}"
    if isinstance(value, dict):
        return f"an object of {len(value):,} keys"
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def one_line(text: str) -> str:
    """``text`` on one line of at most 160 characters."""
    joined = " ".join(text.split())
    return joined if len(joined) <= 160 else joined[:157] + "..."


def deal_name(number: int) -> str:
    """Deal ``number`` in words: "the cut" for 0."""
    return "the cut" if number == 0 else f"deal {number}"


def chance_steps(count: int) -> str:
    """``count`` cuts and deals in words ("a cut and 6 deals")."""
    if count == 0:
        return "no cut and no deal"
    return "a cut" if count == 1 else f"a cut and {plural(count - 1, 'deal')}"


def plural(count: int, noun: str) -> str:
    """``count`` and ``noun``, in the plural unless it is 1."""
    return f"{count:,} {noun}{'' if count == 1 else 's'}"


# --- the check ---------------------------------------------------------------------------------


OK, MISMATCH, WAITING = "ok", "MISMATCH", "waiting"
REPLAYED_NOTE = "replayed from an earlier match, not from this match's seed"


@dataclass(frozen=True)
class DealCheck:
    """The check of deal ``number`` (0: the cut): whether it is a ``replayed`` deal, and its
    ``result``: OK, MISMATCH, or WAITING (its seed is not revealed)."""

    number: int
    phrase: str
    seed: int
    replayed: bool
    result: str

    @property
    def line(self) -> str:
        """The report's line for it."""
        what = "cut" if self.number == 0 else f"deal {self.number}"
        if self.replayed:
            return f"{what}: {REPLAYED_NOTE}" + (": MISMATCH with its digest"
                                                 if self.result == MISMATCH else "")
        if self.result == WAITING:
            return f"{what}: phrase {self.phrase!r}: not checked (seed {self.seed} is secret)"
        return f"{what}: phrase {self.phrase!r}: {self.result}"


def checked_deals(match: Match) -> list[DealCheck]:
    """Every cut and deal of ``match`` checked against the seed that covers it."""
    return [check_deal(seed, number, match.phrases[number], match.cards[number])
            for seed in match.seeds for number in range(seed.first, seed.last + 1)]


def check_deal(seed: Seed, number: int, phrase: str, cards: tuple[str, ...]) -> DealCheck:
    """Deal ``number``'s ``cards`` against the ones ``seed`` and ``phrase`` give (a replayed
    deal's, against the digest its phrase slot carries)."""
    if number < 2 and phrase.startswith(REPLAYED):
        digest = hashlib.sha256(" ".join(cards).encode()).hexdigest()[:16]
        same = phrase.startswith(f"{REPLAYED}{digest} ")
        return DealCheck(number, phrase, seed.number, True, OK if same else MISMATCH)
    if not seed.revealed or seed.secret is None:
        return DealCheck(number, phrase, seed.number, False, WAITING)
    deck = shuffled(seed.secret, "cut" if number == 0 else "deal", number, phrase)
    expected = cut_of(deck) if number == 0 else deck
    result = OK if list(cards) == expected else MISMATCH
    return DealCheck(number, phrase, seed.number, False, result)


def wanted_fingerprint(shown: str | None) -> str | None:
    """The --fingerprint given, as lowercase hex digits, or None when none was given;
    FingerprintError unless it is one the program shows (``SHOWN_FINGERPRINT``), in either
    case, spaces around it allowed."""
    if shown is None:
        return None
    text = shown.strip().lower()
    if not text:
        raise FingerprintError("--fingerprint is empty: give the fingerprint you saw")
    if not SHOWN_FINGERPRINT.fullmatch(text):
        raise FingerprintError(f"{excerpt(shown)} is not one the program shows: give its 64 hex "
                               "digits (the Fair deal dialog), or at least the first 16 (the "
                               "table shows them in groups of four)")
    return text.replace(" ", "")


def seed_lines(seed: Seed, checks: Sequence[DealCheck]) -> list[str]:
    """The report's lines on ``seed``: what it covers, its fingerprint and its state."""
    lines = [f"seed {seed.number}: {seed.deals}, fingerprint {seed.fingerprint}"]
    if seed.breaks_its_fingerprint:
        lines.append(f"  MISMATCH: the file lists the fingerprint {seed.listed} for it")
    if any(check.seed == seed.number and check.result == WAITING for check in checks):
        lines.append("  not revealed yet: its deals cannot be checked until it is")
    return lines


def tally(checks: Sequence[DealCheck]) -> str:
    """How many deals were checked, and how."""
    seeded = sum(1 for check in checks if not check.replayed and check.result != WAITING)
    replayed = sum(1 for check in checks if check.replayed)
    waiting = sum(1 for check in checks if check.result == WAITING)
    parts = [f"{seeded} of {len(checks)} deals checked against their seed"]
    if replayed:
        parts.append(f"{replayed} replayed ones against the digest of their cards")
    if waiting:
        parts.append(f"{waiting} not checked (their seed is secret)")
    return ", ".join(parts) + " (deal 0 is the cut)"


@dataclass(frozen=True)
class Finding:
    """What the check found: ``wrong``, a mismatch (status 1), and ``why``, the verdict on
    it; ``owner``, the seed with the --fingerprint given that dealt cards of its own."""

    wrong: bool
    why: str
    owner: int | None


def fingerprint_owner(seeds: Sequence[Seed], checks: Sequence[DealCheck],
                      wanted: str) -> tuple[int | None, str]:
    """The first seed with the fingerprint ``wanted`` that dealt cards of its own, or None and
    why none is. A seed whose deals are all replayed ones dealt no card of the match: its
    fingerprint proves nothing about the cards, so it is not taken."""
    having = [seed.number for seed in seeds if seed.fingerprint.startswith(wanted)]
    dealing = {check.seed for check in checks if not check.replayed}
    owners = [number for number in having if number in dealing]
    if owners:
        return owners[0], ""
    if having:
        return None, ("MISMATCH: the seed with the fingerprint given dealt no card of this "
                      "match (its deals are replayed)")
    return None, "MISMATCH: no seed of this match has the fingerprint given"


def finding(match: Match, checks: Sequence[DealCheck], wanted: str | None) -> Finding:
    """Whether the match is a mismatch, and why (the deals first, then the seeds' own
    fingerprints, then the --fingerprint ``wanted``)."""
    owner, missing = (None, "") if wanted is None else fingerprint_owner(match.seeds, checks,
                                                                         wanted)
    if any(check.result == MISMATCH for check in checks):
        return Finding(True, "MISMATCH: the deal was not fair", owner)
    if any(seed.breaks_its_fingerprint for seed in match.seeds):
        return Finding(True, "MISMATCH: a seed is not the one its fingerprint committed to", owner)
    return Finding(bool(missing), missing, owner)


def status_and_verdict(found: Finding, checks: Sequence[DealCheck],
                       unverifiable: bool = False) -> tuple[int, str]:
    """The exit status and the report's last line. Status 0 needs every deal checked and at
    least one of them dealt by a revealed seed: a match whose cards all came from elsewhere
    (replayed) or wait for a secret seed proves no seed fair (3), and so does a match its own
    program marked ``unverifiable`` (3)."""
    if found.wrong:
        return 1, found.why
    if unverifiable:
        return 3, ("the program that wrote this file marked the match unverifiable: it could "
                   "not vouch that it drew its seeds, so matching cards prove nothing")
    replayed = sum(1 for check in checks if check.replayed)
    note = f" ({replayed} {REPLAYED_NOTE})" if replayed else ""
    if any(check.result == WAITING for check in checks):
        return 3, "the revealed deals match; the others wait for their seed" + note
    if replayed == len(checks):
        return 3, ("no deal came from this match's seed: every one is replayed from an earlier "
                   "match (check that match's export)")
    return 0, "every deal matches its seed" + note


def verify(path: str, shown: str | None) -> int:
    """Check the match in the file at ``path`` (with the fingerprint ``shown``, if given),
    print the report, and answer the exit status; MalformedError or FingerprintError (with the
    one-line reason) for status 2."""
    wanted = wanted_fingerprint(shown)
    match = match_of(read_document(path))
    checks = checked_deals(match)
    found = finding(match, checks, wanted)
    if match.damage and not found.wrong:
        raise MalformedError(match.damage)
    for seed in match.seeds:
        print("\n".join(seed_lines(seed, checks)))
    if wanted is not None:
        print(f"fingerprint {wanted}: seed {found.owner}" if found.owner is not None
              else f"MISMATCH: no seed that dealt has the fingerprint {wanted}")
    for check in checks:
        print(check.line)
    if match.damage:
        print(f"also: {match.damage}")
    status, last = status_and_verdict(found, checks, match.unverifiable)
    print(tally(checks))
    print(last)
    return status


# --- the command -------------------------------------------------------------------------------


def utf8_output() -> None:
    """Write standard output and error in UTF-8 (a phrase may hold any character), escaping
    what cannot be encoded, whatever the system's code page (Windows writes a pipe in cp1252).
    The program's ``console.py`` does the same; written again here, as this script shares no
    code with the program."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(encoding="utf-8", errors="backslashreplace")


def main(argv: Sequence[str] | None = None) -> int:
    """Check the exported match named in ``argv`` (by default the command line's arguments)
    and answer the exit status of the module docstring, never a traceback."""
    utf8_output()
    parser = argparse.ArgumentParser(description="Verify the deal of an exported match.")
    parser.add_argument("file")
    parser.add_argument("--fingerprint", help="the fingerprint you saw: its 64 hex digits, or "
                        "the first 16 or more (the table shows 16, in groups of four)")
    args = parser.parse_args(argv)
    try:
        return verify(args.file, args.fingerprint)
    except MalformedError as problem:
        print(f"not an exported match: {problem}")
    except FingerprintError as problem:
        print(f"not a fingerprint: {problem}")
    except Exception as error:  # a fault of this script: still one line, never a traceback
        print(f"not checked: this script failed ({type(error).__name__}: "
              f"{one_line(str(error))}); please report it")
    return 2


if __name__ == "__main__":
    sys.exit(main())
