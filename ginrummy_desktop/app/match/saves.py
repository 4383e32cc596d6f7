"""The autosaved match: written atomically after every action, read back with every check.

The save is one JSON document::

    {"format": "ginrummy-desktop/save", "version": 3, "saved_at": "<ISO 8601, UTC>",
     "deals": {"procedure": "ginrummy-desktop/v1",    # where the cuts and decks come from
               "seeds": [{"sealed": <128 hex digits>, "fingerprint": <64 hex digits>,
                          "first_deal": 0, "revealed": false},     # a secret seed that dealt
                         {"fingerprint": <64 hex digits>, "first_deal": 4,
                          "revealed": false, "lost": true},        # one lost (see below)
                         {"seed": <64 hex digits>, "first_deal": 9, "revealed": true}, ...],
               "phrases": ["<the phrase of the cut>", "<of deal 1>", ...],
               "unverifiable": true},          # only when it is, for good (see below)
     "opponent": {"level": 1..5, "seed": <int>, "memory": {...}},
     "table": {"hand_order": ["As", ...],      # the user's card order (presentation only)
               "hand_groups": [3, 1, 4, ...],  # how that order is cut into the user's groups
               "assisted_hands": [2, ...]},    # hands in which the user took a move back
     "match": <the engine's versioned record: rules, every action, summary, its own digest>,
     "sha256": <digest of everything above>}

A seed not yet revealed is never written in plain text: the save holds it sealed with the
installation's key (:mod:`.seal`), and an *export* (a save document written for someone else,
:func:`document_text` without a sealer) holds only its fingerprint. A seed that has dealt
nothing, and the next match's seed, are not written at all: they are drawn again after a
restart (see ``deals.py``); a document listing a seed that covers no deal is refused (its
fingerprint would stand for no deal at all), except in a version 1 save, which wrote them: there
it is dropped. A sealed seed that cannot be opened (the key gone) makes its seed
*lost*: the match still loads, and :attr:`MatchSave.newly_lost` says how many seeds were lost,
so the player can be told that those deals can no longer be verified. The save then keeps the
seed as lost (``"lost": true``); a secret seed without its seal and without that mark had its
seal deleted by hand, and is newly lost too. Version 1 and 2 saves are still read (version 1
held the seeds in plain text, and the next match's seed); their seeds are sealed at the next
save.

**Unverifiable** matches (``deals.py``). A seal proves only that the folder's key sealed the
seed, and the player has the key. So the autosave first writes, in the folder's record of the
seeds this program drew (:mod:`.seal`), what it vouches for about each seed it drew and saves:
for a seed that dealt, its first deal and its phrase (the one of its first deal of its own; a
save in which a seed's deals have two phrases is not one the program writes); for a revealed
seed, that and the last deal it covered (so a revealed seed cannot be made secret again, nor
made to cover more deals). Reading a save back, a seed is *vouched* for only when the record
says exactly that of it; one in plain text that the record does not know, one of a version 1
or 2 save (no record was kept then), one sealed with the key but never recorded, and a lost
one are not, and they make the match unverifiable. The save says so (``"unverifiable":
true``), every later save too, and a seed the program did not vouch for is never recorded,
whatever saves follow: the autosave does not erase the evidence by sealing the seed. An export
carries the mark to whoever reads it. What this cannot stop is in ``docs/fair-deal.md``.

Writing goes through ``QSaveFile``: the new text goes to a temporary file in the same folder,
is flushed to disk and then renamed over the old one, so a crash or a kill at any moment leaves
either the old save or the new one, never a mixture.

Reading never raises and never drops a file silently. A save that is empty, truncated, not
JSON (or holding text that is not valid text, ``words/excerpts.py``), too large, of another
version, with a wrong digest, or whose actions do not replay under
the engine's rules, or whose cards are not the ones its seeds and phrases deal, is *moved
aside* (renamed ``match.json.unreadable-<date>``, never deleted)
and reported, so the player can be told and a new match starts. When it cannot be moved aside
(no free name, or the rename fails), it stays where it is and is never written over: the
player is told so, and the autosave refuses to write until it is gone (moved aside at a later
write, or by the player). Only a missing file means
"nothing saved". The same holds for what nobody foresaw: any exception while loading is
logged with its traceback and ends the same way (:meth:`SaveStore.load`).

Nothing read can stop or freeze the program: only a regular file is opened, without waiting
(a named pipe under the save's name is moved aside, ``files.py``), at most
:data:`MAX_SAVE_BYTES` + 1 bytes are read, and every list and text of the table part has a
bound checked where it is read (at most :data:`MAX_HAND_CARDS` cards, no card twice, a date of
at most a few dozen characters); the rules' name is bounded by the engine. A byte-order mark
(Notepad writes one) is accepted. A save time outside 2020 to tomorrow is not believed: the
save loads, and ``saved_at`` is None (nothing is said of its time).

The autosave writes only inside its folder: a symbolic link under the save's name is replaced
by the file, never followed (its target, wherever it is, is left as it was).
"""

from __future__ import annotations

import enum
import hashlib
import json
import logging
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QIODevice, QLocale, QSaveFile

from ...ai.levels import Level
from ...engine import (
    Card,
    Cut,
    Deal,
    Game,
    GinRummyError,
    ReplayedRecord,
    game_document,
    replay_document,
)
from ..shell.files import NotARegularFileError, move_aside, read_limited
from ..shell.paths import qt_file_name
from ..words.excerpts import clipped, excerpt, is_valid_text
from .deals import PROCEDURE, DealSeed, MatchDeals, fingerprint
from .hand_shape import HandShape
from .seal import SeedSealer

__all__ = [
    "MAX_HAND_CARDS",
    "MAX_SAVE_BYTES",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "LoadOutcome",
    "LoadResult",
    "MatchSave",
    "SaveError",
    "SaveStore",
    "deals_from_json",
    "deals_to_json",
    "document_text",
    "parse_document",
]

_log = logging.getLogger(__name__)

SAVE_FORMAT = "ginrummy-desktop/save"
SAVE_VERSION = 3
READABLE_SAVE_VERSIONS = (1, 2, 3)
MAX_DEALS = 10_000
"""The most cuts and deals a save may list (a long match has a few hundred at most)."""
MAX_PHRASE_SLOT = 400
"""The longest phrase slot read (a phrase is at most 200 characters; a replayed deal's slot
about 100)."""
MAX_SAVE_BYTES = 8 * 1024 * 1024
"""A real save of the longest match is a few hundred kilobytes; anything past this is not one."""
MAX_HAND_CARDS = 11
"""The most cards the user's hand order may list (10 dealt, 11 after a draw)."""
_MAX_HAND_NUMBER = 10_000
"""Hand numbers (of the assisted hands) are below this, and so is their count."""
_MAX_DATE_TEXT = 40
"""The longest save time read: ``2024-03-01T14:05:00.123456+00:00`` is 32 characters."""
_EARLIEST_SAVE = datetime(2020, 1, 1, tzinfo=UTC)
"""No save of this program is older: an earlier time is a clock or a hand edit."""

_FIELDS = frozenset({"format", "version", "saved_at", "deals", "opponent", "table", "match"})


class SaveError(Exception):
    """A save document that cannot be used; the message says why in a few words."""


@dataclass(frozen=True, slots=True)
class MatchSave:
    """What a save holds: the match, where its cards come from, and the computer player."""

    game: Game = field(compare=False)
    deals: MatchDeals
    level: Level
    player_seed: int
    memory: dict[str, Any]
    hand: HandShape = field(default_factory=HandShape)
    saved_at: datetime | None = field(default_factory=lambda: datetime.now(UTC))
    """When it was saved; None for a save read with a time out of range (see the module)."""
    assisted_hands: frozenset[int] = frozenset()
    newly_lost: int = field(default=0, compare=False)
    """How many sealed seeds could not be opened when this save was read (0 once saved)."""
    replayed: ReplayedRecord | None = field(default=None, compare=False, repr=False)
    """The replay that read :attr:`game` from the file (None for a save made otherwise): it
    kept the game at the start of the hand in play and who made each action, so that putting
    the match back on the table replays that hand only, not the whole match again
    (``GameController.resume``; a match to 10,000 points has over a thousand hands)."""

    @property
    def action_count(self) -> int:
        """How many actions the match has seen (the resume point)."""
        return len(self.game.history)


class LoadOutcome(enum.Enum):
    """What :meth:`SaveStore.load` found."""

    NOTHING = "no saved match"
    LOADED = "a saved match"
    UNREADABLE = "an unreadable save, moved aside"


@dataclass(frozen=True, slots=True)
class LoadResult:
    """The outcome of a load; ``problem`` and ``moved_to`` are set for an unreadable save."""

    outcome: LoadOutcome
    save: MatchSave | None = None
    problem: str = ""
    moved_to: Path | None = None


# --- the document ------------------------------------------------------------------------------


def document_text(save: MatchSave, sealer: SeedSealer | None = None) -> str:
    """The JSON document of ``save`` (see the module docstring): the autosave's with the
    installation's ``sealer``; without one, an export, which holds no secret seed."""
    body: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved_at": (save.saved_at or datetime.now(UTC)).isoformat(timespec="seconds"),
        "deals": deals_to_json(save.deals, sealer),
        "opponent": {
            "level": int(save.level),
            "seed": save.player_seed,
            "memory": save.memory,
        },
        "table": {
            "hand_order": [str(card) for card in save.hand.cards],
            "hand_groups": list(save.hand.sizes),
            "assisted_hands": sorted(save.assisted_hands),
        },
        "match": game_document(save.game),
    }
    return json.dumps({**body, "sha256": _digest(body)}, separators=(",", ":"))


def _digest(body: dict[str, Any]) -> str:
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def parse_document(data: bytes, sealer: SeedSealer | None = None) -> MatchSave:
    """The save in ``data``; :class:`SaveError` with a short reason when it is not sound.
    ``sealer`` opens its sealed seeds (without one, or with another key, they are lost)."""
    if not data.strip():
        raise SaveError(QCoreApplication.translate("Saves", "the file is empty"))
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the file is too large to be a save (%Ln byte(s))", None, len(data)))
    body = _checked_body(_json_object(data))
    try:
        replayed = replay_document(body["match"])
    except GinRummyError as error:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the match does not replay: {reason}").format(
                reason=clipped(str(error), 140))) from error
    except (RecursionError, MemoryError, ValueError, TypeError) as error:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the match record is malformed ({error})").format(
                error=type(error).__name__)) from error
    game = replayed.game
    deals, lost = deals_from_json(body["deals"], sealer)
    _check_cards(game, deals)
    deals = _dealt_seeds_only(deals, body["version"])
    if sealer is not None:
        deals = vouched_deals(deals, sealer)
    return MatchSave(
        newly_lost=lost,
        replayed=replayed,
        game=game,
        deals=deals,
        level=_level(body["opponent"]),
        player_seed=_player_seed(body["opponent"]),
        memory=_memory(body["opponent"]),
        hand=_hand(body["table"], game.rules.runs_only),
        saved_at=_saved_at(body["saved_at"]),
        assisted_hands=_assisted(body["table"]),
    )


def _json_object(data: bytes) -> dict[str, Any]:
    try:
        document = json.loads(data.decode("utf-8-sig"))  # a byte-order mark is accepted
    except UnicodeDecodeError:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the file is not text (damaged or not a save)")) from None
    except (ValueError, RecursionError):
        raise SaveError(QCoreApplication.translate(
            "Saves", "the file is not complete JSON (truncated or damaged)")) from None
    if not isinstance(document, dict):
        raise SaveError(QCoreApplication.translate("Saves", "the file is not a saved match"))
    if not is_valid_text(document):  # a JSON escape such as \ud800 makes a lone surrogate
        raise SaveError(QCoreApplication.translate(
            "Saves", "the file holds characters that are not valid text (damaged or edited)"))
    return document


def _checked_body(document: dict[str, Any]) -> dict[str, Any]:
    if document.get("format") != SAVE_FORMAT:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the file is not a saved match of this program"))
    version = document.get("version")
    if type(version) is not int or version not in READABLE_SAVE_VERSIONS:
        shown = excerpt(version, 40)
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save's version ({version}) is not one this program reads").format(
                version=shown))
    body = {key: value for key, value in document.items() if key != "sha256"}
    if set(body) != _FIELDS:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save is missing fields or has unknown ones"))
    if document.get("sha256") != _digest(body):
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save was changed or damaged (its checksum does not match)"))
    if not isinstance(body["opponent"], dict) or not isinstance(body["table"], dict):
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save's opponent or table part is malformed"))
    return body


def deals_to_json(deals: MatchDeals, sealer: SeedSealer | None = None) -> dict[str, Any]:
    """A match's seeds and phrases as JSON data: revealed seeds in hexadecimal, the others
    sealed with ``sealer`` (an export, without one: their fingerprints only), unused seeds
    and the next match's seed left out, and whether the match is unverifiable (see the module
    docstring). With a ``sealer`` (the autosave) what the program vouches for about the seeds
    it drew is recorded first."""
    if sealer is not None:
        vouch_for(deals, sealer)
    data = {
        "procedure": PROCEDURE,
        "seeds": [_seed_json(s, sealer) for s in deals.seeds if deals.is_used(s)],
        "phrases": list(deals.phrases),
    }
    return {**data, "unverifiable": True} if deals.unverifiable else data


def _seed_json(seed: DealSeed, sealer: SeedSealer | None) -> dict[str, Any]:
    place: dict[str, Any] = {"first_deal": seed.first_deal, "revealed": seed.revealed}
    if seed.revealed and seed.seed is not None:
        return {"seed": seed.seed.hex(), **place}
    if seed.seed is not None and sealer is not None:
        return {"sealed": sealer.seal(seed.seed), "fingerprint": seed.fingerprint, **place}
    if seed.is_lost:
        return {"fingerprint": seed.fingerprint, **place, "lost": True}
    return {"fingerprint": seed.fingerprint, **place}


def _statement(deals: MatchDeals, seed: DealSeed) -> str:
    """What the program vouches for about ``seed``, one of ``deals``' seeds that has dealt:
    ``dealt/<first deal>/<phrase>`` and, once revealed, ``revealed/<first deal>/<last
    deal>/<phrase>`` (the phrase ``+`` its text, or ``-`` while the seed's deals are all
    replayed ones)."""
    phrase = deals.locked_phrase(seed)
    own = "-" if phrase is None else "+" + phrase
    if not seed.revealed:
        return f"dealt/{seed.first_deal}/{own}"
    later = [s.first_deal for s in deals.seeds if s.first_deal > seed.first_deal]
    last = (later[0] if later else len(deals.phrases)) - 1
    return f"revealed/{seed.first_deal}/{last}/{own}"


def vouch_for(deals: MatchDeals, sealer: SeedSealer) -> None:
    """Record what the program vouches for about each seed of ``deals`` that it drew and that
    has dealt (:meth:`SeedSealer.vouch`): before the save that holds them is written."""
    for seed in deals.seeds:
        if seed.vouched and seed.seed is not None and deals.is_used(seed):
            if seed.revealed:  # its secret form too, had no save written it before
                sealer.vouch(seed.fingerprint, _statement(deals, replace(seed, revealed=False)))
            sealer.vouch(seed.fingerprint, _statement(deals, seed))


def vouched_deals(deals: MatchDeals, sealer: SeedSealer) -> MatchDeals:
    """``deals`` read back from the autosave, each seed vouched for only when the folder's
    record says of it exactly what the save does (the module docstring): a secret seed, that
    it dealt from its first deal with its phrase, and was never revealed; a revealed one, that
    it was revealed having covered these deals. A seed whose deals have two phrases is never
    vouched for (the program never writes one)."""
    def vouched(seed: DealSeed) -> bool:
        if seed.seed is None or len(set(deals.own_phrases(seed))) > 1:
            return False
        statement = _statement(deals, seed)
        if seed.revealed:
            return sealer.vouches(seed.fingerprint, statement)
        return (sealer.vouches(seed.fingerprint, statement)
                and "revealed" not in sealer.recorded_kinds(seed.fingerprint))

    seeds = tuple(replace(seed, vouched=seed.vouched and vouched(seed)) for seed in deals.seeds)
    return replace(deals, seeds=seeds)


def deals_from_json(
    raw: object, sealer: SeedSealer | None = None
) -> tuple[MatchDeals, int]:
    """Inverse of :func:`deals_to_json`: the deals, and how many sealed seeds could not be
    opened (lost); SaveError when it is not such data."""
    if not isinstance(raw, dict) or raw.get("procedure") != PROCEDURE:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save's deal seeds are missing or of an unknown procedure"))
    seeds, phrases = raw.get("seeds"), raw.get("phrases")
    if not isinstance(seeds, list) or not isinstance(phrases, list):
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save's deal seeds or phrases are malformed"))
    if len(seeds) > MAX_DEALS or len(phrases) > MAX_DEALS:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save lists more deals than any match makes"))
    if not all(isinstance(p, str) and len(p) <= MAX_PHRASE_SLOT for p in phrases):
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save's phrases are not short texts"))
    marked = raw.get("unverifiable", False)
    if not isinstance(marked, bool):
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save's mark of an unverifiable match is not true or false"))
    try:
        read = [_seed(item, sealer) for item in seeds]
        deals = MatchDeals(tuple(seed for seed, _ in read), tuple(phrases),
                           marked_unverifiable=marked)
        return deals, sum(lost for _, lost in read)
    except (ValueError, TypeError) as error:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save's deal seeds are unusable: {reason}").format(
                reason=clipped(str(error), 80))) from error


def _seed(item: object, sealer: SeedSealer | None) -> tuple[DealSeed, bool]:
    """One seed of the save, and whether it is newly lost: read with the installation's
    ``sealer`` (the autosave), a secret seed whose seal cannot be opened, or that has no seal
    and is not marked lost (its seal deleted by hand). Without one (an export read), a secret
    seed is one whose program has it: lost here, but vouched for as its file says."""
    if not isinstance(item, dict):
        raise ValueError(QCoreApplication.translate("Saves", "a deal seed is an object"))
    revealed, first = item.get("revealed"), item.get("first_deal")
    if not isinstance(revealed, bool):
        raise ValueError(QCoreApplication.translate(
            "Saves", "a deal seed's revealed flag is true or false"))
    if type(first) is not int or not 0 <= first <= MAX_DEALS:
        raise ValueError(QCoreApplication.translate(
            "Saves", "a deal seed's first deal is a whole number"))
    plain, sealed, shown = item.get("seed"), item.get("sealed"), item.get("fingerprint")
    if shown is not None and not _is_hex(shown, 64):
        raise ValueError(QCoreApplication.translate(
            "Saves", "a deal seed's fingerprint is 64 hex digits"))
    if plain is not None:
        if not _is_hex(plain, 64):
            raise ValueError(QCoreApplication.translate("Saves", "a deal seed is 64 hex digits"))
        seed = DealSeed(bytes.fromhex(plain), first, revealed)
        if shown is not None and seed.fingerprint != shown.lower():
            raise ValueError(QCoreApplication.translate(
                "Saves", "a deal seed does not have its fingerprint"))
        return seed, False
    if shown is None or revealed:
        raise ValueError(QCoreApplication.translate(
            "Saves", "a deal seed without its seed keeps its fingerprint and is secret"))
    marked_lost = item.get("lost", False)
    if not isinstance(marked_lost, bool):
        raise ValueError(QCoreApplication.translate(
            "Saves", "a deal seed's lost flag is true or false"))
    if sealer is None:
        return DealSeed.lost(shown, first, vouched=True), False
    opened = sealer.unseal(sealed) if sealed is not None else None
    if opened is not None and fingerprint(opened) == shown.lower():
        return DealSeed(opened, first), False
    return DealSeed.lost(shown, first), sealed is not None or not marked_lost


def _is_hex(value: object, length: int) -> bool:
    return isinstance(value, str) and len(value) == length and all(
        c in "0123456789abcdefABCDEF" for c in value
    )


def _check_cards(game: Game, deals: MatchDeals) -> None:
    """The record's cut and decks must be the ones its seeds and phrases deal."""
    cuts = [a for a in game.history if isinstance(a, Cut)]
    decks = [a for a in game.history if isinstance(a, Deal)]
    if len(deals.phrases) != len(cuts) + len(decks) or len(cuts) != 1:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save's deals do not match its record (a deal is missing)"))
    if deals.mismatches(cuts[0], decks):
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save's cards are not the ones its seeds deal (changed by hand?)"))


def _dealt_seeds_only(deals: MatchDeals, version: int) -> MatchDeals:
    """``deals`` (their cards checked, so at least the cut made) with every seed covering a
    deal. The program writes no seed before it deals (an unused seed stays in memory:
    ``deals.py``), so a listed seed that covers no deal is refused (SaveError): its fingerprint
    has no deal behind it, and nobody need know its seed to list it (a forgery, issue 39).
    Version 1 wrote every seed in plain text, the unused one too: that one is dropped, and a
    new seed is drawn when the match resumes, as for any save."""
    unused = [seed for seed in deals.seeds if not deals.is_used(seed)]
    if not unused:
        return deals
    if version == 1 and all(seed.seed is not None for seed in unused):
        return replace(deals, seeds=tuple(seed for seed in deals.seeds if deals.is_used(seed)))
    raise SaveError(QCoreApplication.translate(
        "Saves", "the save lists a deal seed that dealt nothing (the program writes none)"))


def _level(opponent: dict[str, Any]) -> Level:
    raw = opponent.get("level")
    if type(raw) is not int or raw not in {int(level) for level in Level}:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the saved level {level} is not one of 1 to 5").format(
                level=excerpt(raw, 40)))
    return Level(raw)


def _player_seed(opponent: dict[str, Any]) -> int:
    raw = opponent.get("seed")
    if type(raw) is not int or not 0 <= raw < 2**63:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the saved player seed {seed} is unusable").format(seed=excerpt(raw, 40)))
    return raw


def _memory(opponent: dict[str, Any]) -> dict[str, Any]:
    raw = opponent.get("memory")
    if not isinstance(raw, dict):
        raise SaveError(QCoreApplication.translate(
            "Saves", "the computer player's saved memory is not an object"))
    return raw


def _hand(table: dict[str, Any], runs_only: bool) -> HandShape:
    """The user's groups: the order cut by the sizes; a save from before groups existed
    (no sizes) is grouped as its order suggests."""
    order = _hand_order(table.get("hand_order"))
    sizes = table.get("hand_groups")
    if sizes is None:
        try:
            return HandShape.clustered(order, runs_only)
        except GinRummyError as error:  # the order was checked; should the search refuse it
            raise SaveError(QCoreApplication.translate(
                "Saves", "the saved hand order is unusable: {reason}").format(
                    reason=clipped(str(error), 80))) from error
    if not isinstance(sizes, list) or not all(type(n) is int for n in sizes[: len(order) + 1]):
        raise SaveError(QCoreApplication.translate(
            "Saves", "the saved hand groups are not a list of sizes"))
    if len(sizes) > len(order):
        raise SaveError(QCoreApplication.translate(
            "Saves", "the saved hand groups ({groups}) outnumber the cards of the hand order "
            "({cards})").format(groups=QLocale().toString(len(sizes)), cards=len(order)))
    try:
        return HandShape.of(order, sizes)
    except ValueError:
        shown = excerpt(sizes, 60)
        raise SaveError(QCoreApplication.translate(
            "Saves", "the saved hand groups {groups} do not cut the hand order").format(
                groups=shown)) from None


def _hand_order(raw: object) -> tuple[Card, ...]:
    """The saved order of the user's cards: at most :data:`MAX_HAND_CARDS` cards, each once."""
    if not isinstance(raw, list) or not all(isinstance(name, str) for name in raw):
        raise SaveError(QCoreApplication.translate(
            "Saves", "the saved hand order is not a list of cards"))
    if len(raw) > MAX_HAND_CARDS:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the saved hand order holds %Ln card(s) (a hand holds at most {most})",
            None, len(raw)).format(most=MAX_HAND_CARDS))
    try:
        order = tuple(Card.parse(name) for name in raw)
    except GinRummyError as error:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the saved hand order is unusable: {reason}").format(
                reason=clipped(str(error), 80))) from error
    if len(set(order)) != len(order):
        raise SaveError(QCoreApplication.translate(
            "Saves", "the saved hand order holds a card twice"))
    return order


def _assisted(table: dict[str, Any]) -> frozenset[int]:
    """The hands in which the user took a move back: numbers below :data:`_MAX_HAND_NUMBER`,
    and no more of them than that."""
    raw = table.get("assisted_hands", [])
    if (not isinstance(raw, list) or len(raw) > _MAX_HAND_NUMBER
            or not all(type(n) is int and 0 < n < _MAX_HAND_NUMBER for n in raw)):
        raise SaveError(QCoreApplication.translate(
            "Saves", "the saved list of assisted hands is malformed"))
    return frozenset(raw)


def _saved_at(raw: object) -> datetime | None:
    """The save's time; None (nothing is said of it) when it is before 2020 or after
    tomorrow, however it is written: a date the clock or a hand edit made up."""
    if not isinstance(raw, str) or len(raw) > _MAX_DATE_TEXT:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save's date {date} is not a date").format(date=excerpt(raw, 40)))
    try:
        moment = datetime.fromisoformat(raw)
    except ValueError:
        raise SaveError(QCoreApplication.translate(
            "Saves", "the save's date {date} is not a date").format(
                date=excerpt(raw, 40))) from None
    moment = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
    try:
        believable = _EARLIEST_SAVE <= moment <= datetime.now(UTC) + timedelta(days=1)
        moment.astimezone()  # the local time the player is told must exist too
    except (OverflowError, ValueError):
        believable = False
    if not believable:
        _log.warning("the save's time %s is out of range; not shown", excerpt(raw, 40))
        return None
    return moment


# --- the file ----------------------------------------------------------------------------------


class SaveStore:
    """The save file at ``path`` (usually ``AppPaths.save_file``). With a ``sealer`` it is
    the autosave, whose secret seeds are sealed; without one, an export (fingerprints only)."""

    def __init__(self, path: Path, sealer: SeedSealer | None = None) -> None:
        self.path = path
        self.sealer = sealer
        self._kept_unreadable = False
        """The file at :attr:`path` is an unreadable save that could not be moved aside: it
        is never written over (:meth:`_clear_the_way`)."""

    @classmethod
    def autosave(cls, path: Path) -> SaveStore:
        """The autosave at ``path``, sealing with the key of its folder (:mod:`.seal`)."""
        return cls(path, SeedSealer.in_folder(path.parent))

    def write(self, save: MatchSave) -> None:
        """Replace the save atomically; OSError (with the reason) when that is not possible."""
        self.write_text(document_text(save, self.sealer))

    def write_text(self, text: str) -> None:
        """Replace the save file's content atomically with ``text``, in the save's own folder:
        a symbolic link under its name is replaced, never followed (QSaveFile would write to
        the link's target, wherever it points)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._clear_the_way()
        self._replace_link()
        file = QSaveFile(qt_file_name(self.path))
        if not file.open(QIODevice.OpenModeFlag.WriteOnly):
            raise OSError(QCoreApplication.translate(
                "Saves", "cannot write {name}: {reason}").format(
                name=self.path.name, reason=file.errorString()))
        data = text.encode("utf-8")
        if file.write(data) != len(data):
            file.cancelWriting()
            raise OSError(QCoreApplication.translate(
                "Saves", "cannot write {name}: {reason}").format(
                name=self.path.name, reason=file.errorString()))
        if not file.commit():
            raise OSError(QCoreApplication.translate(
                "Saves", "cannot write {name}: {reason}").format(
                name=self.path.name, reason=file.errorString()))

    def _clear_the_way(self) -> None:
        """Before a write: an unreadable save left in place (it could not be moved aside) is
        moved aside now if it can be; if it still cannot, OSError, and it is not written over
        (the player was told at the load, and the autosave says the game is not saved). Gone
        in the meantime (the player moved it away): nothing is left to keep."""
        if not self._kept_unreadable:
            return
        if not (self.path.exists() or self.path.is_symlink()):
            self._kept_unreadable = False
            return
        moved = self.move_aside()
        if moved is None:
            raise OSError(QCoreApplication.translate(
                "Saves", "“{name}” is a saved game that could not be read nor moved aside; it "
                "is kept, and this game is not saved over it until it is moved or renamed"
            ).format(name=self.path.name))
        _log.warning("the unreadable save was moved aside at last, to %s", moved.name)

    def _replace_link(self) -> None:
        """Remove a symbolic link under the save's name (the link only: its target stays)."""
        if self.path.is_symlink():
            _log.warning("%s was a symbolic link to %s; replaced by the file itself",
                         self.path.name, clipped(str(self.path.readlink()), 200))
            self.path.unlink()

    def load(self) -> LoadResult:
        """The saved match, nothing, or an unreadable file moved aside (never raises: even an
        exception nobody foresaw is logged with its traceback and the file moved aside)."""
        try:
            return self._load()
        except Exception as error:  # the loading boundary: whatever it is, carry on
            _log.exception("loading the saved match failed unexpectedly")
            return self._unreadable(QCoreApplication.translate(
                "Saves", "an unexpected error in reading it ({error})").format(
                    error=type(error).__name__))

    def _load(self) -> LoadResult:
        try:
            data = self._read()
        except FileNotFoundError:
            return LoadResult(LoadOutcome.NOTHING)
        except NotARegularFileError as error:
            return self._unreadable(clipped(str(error), 120))
        except OSError as error:
            return self._unreadable(QCoreApplication.translate(
                "Saves", "the file cannot be read ({reason})").format(
                    reason=error.strerror or error))
        if data is None:
            return self._unreadable(
                QCoreApplication.translate("Saves", "the file is too large to be a save"))
        try:
            return LoadResult(LoadOutcome.LOADED, parse_document(data, self.sealer))
        except SaveError as error:
            return self._unreadable(str(error))

    def _read(self) -> bytes | None:
        data = read_limited(self.path, MAX_SAVE_BYTES)
        return None if len(data) > MAX_SAVE_BYTES else data

    def _unreadable(self, problem: str) -> LoadResult:
        moved = self.move_aside()
        if moved is None:
            problem = QCoreApplication.translate(
                "Saves", "{problem}; it could not be moved aside, so it stays as “{name}”, and "
                "this game is not saved over it").format(problem=problem, name=self.path.name)
        _log.warning("saved match unreadable (%s); moved to %s", problem, moved)
        return LoadResult(LoadOutcome.UNREADABLE, problem=problem, moved_to=moved)

    def move_aside(self) -> Path | None:
        """Rename the save to ``<name>.unreadable-<date>`` (a free name); None if impossible,
        and then the file is kept as it is: no later write replaces it (:meth:`_clear_the_way`)."""
        moved = move_aside(self.path)
        self._kept_unreadable = moved is None
        return moved
