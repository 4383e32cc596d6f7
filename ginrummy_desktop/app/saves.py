"""The autosaved match: written atomically after every action, read back with every check.

The save is one JSON document::

    {"format": "ginrummy-desktop/save", "version": 1, "saved_at": "<ISO 8601, UTC>",
     "deals": {"procedure": "ginrummy-desktop/v1",    # where the cuts and decks come from
               "seeds": [{"seed": <64 hex digits>, "first_deal": 0, "revealed": false}],
               "phrases": ["<the player's phrase at the cut>", "<at deal 1>", ...],
               "next_match": <64 hex digits: the seed the next match starts from>},
     "opponent": {"level": 1..5, "seed": <int>, "memory": {...}},
     "table": {"hand_order": ["As", ...],      # the user's card order (presentation only)
               "hand_groups": [3, 1, 4, ...],  # how that order is cut into the user's groups
               "assisted_hands": [2, ...]},    # hands in which the user took a move back
     "match": <the engine's versioned record: rules, every action, summary, its own digest>,
     "sha256": <digest of everything above>}

Writing goes through ``QSaveFile``: the new text goes to a temporary file in the same folder,
is flushed to disk and then renamed over the old one, so a crash or a kill at any moment leaves
either the old save or the new one, never a mixture.

Reading never raises and never drops a file silently. A save that is empty, truncated, not
JSON, too large, of another version, with a wrong digest, or whose actions do not replay under
the engine's rules, or whose cards are not the ones its seeds and phrases deal, is *moved
aside* (renamed ``match.json.unreadable-<date>``, never deleted)
and reported, so the player can be told and a new match starts. Only a missing file means
"nothing saved".
"""

from __future__ import annotations

import enum
import hashlib
import json
import logging
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QIODevice, QSaveFile

from ..ai.levels import Level
from ..engine import Card, Cut, Deal, Game, GinRummyError, game_document, game_from_document
from .deals import PROCEDURE, DealSeed, MatchDeals
from .models.hand_layout import HandShape
from .words.excerpts import clipped, excerpt

__all__ = [
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
SAVE_VERSION = 1
MAX_SAVE_BYTES = 8 * 1024 * 1024
"""A real save of the longest match is a few hundred kilobytes; anything past this is not one."""

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
    saved_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    assisted_hands: frozenset[int] = frozenset()

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


def document_text(save: MatchSave) -> str:
    """The JSON document of ``save`` (see the module docstring)."""
    body: dict[str, Any] = {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "saved_at": save.saved_at.isoformat(timespec="seconds"),
        "deals": deals_to_json(save.deals),
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


def parse_document(data: bytes) -> MatchSave:
    """The save in ``data``; :class:`SaveError` with a short reason when it is not sound."""
    if not data.strip():
        raise SaveError("the file is empty")
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(f"the file is too large to be a save ({len(data):,} bytes)")
    body = _checked_body(_json_object(data))
    try:
        game = game_from_document(body["match"])
    except GinRummyError as error:
        raise SaveError(f"the match does not replay: {clipped(str(error), 140)}") from error
    except (RecursionError, MemoryError, ValueError, TypeError) as error:
        raise SaveError(f"the match record is malformed ({type(error).__name__})") from error
    deals = deals_from_json(body["deals"])
    _check_cards(game, deals)
    return MatchSave(
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
        document = json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError("the file is not text (damaged or not a save)") from None
    except (ValueError, RecursionError):
        raise SaveError("the file is not complete JSON (truncated or damaged)") from None
    if not isinstance(document, dict):
        raise SaveError("the file is not a saved match")
    return document


def _checked_body(document: dict[str, Any]) -> dict[str, Any]:
    if document.get("format") != SAVE_FORMAT:
        raise SaveError("the file is not a saved match of this program")
    version = document.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        shown = excerpt(version, 40)
        raise SaveError(f"the save's version ({shown}) is not one this program reads")
    body = {key: value for key, value in document.items() if key != "sha256"}
    if set(body) != _FIELDS:
        raise SaveError("the save is missing fields or has unknown ones")
    if document.get("sha256") != _digest(body):
        raise SaveError("the save was changed or damaged (its checksum does not match)")
    if not isinstance(body["opponent"], dict) or not isinstance(body["table"], dict):
        raise SaveError("the save's opponent or table part is malformed")
    return body


def deals_to_json(deals: MatchDeals) -> dict[str, Any]:
    """A match's seeds and phrases as JSON data (the seeds in hexadecimal)."""
    return {
        "procedure": PROCEDURE,
        "seeds": [
            {"seed": s.seed.hex(), "first_deal": s.first_deal, "revealed": s.revealed}
            for s in deals.seeds
        ],
        "phrases": list(deals.phrases),
        "next_match": deals.next_match.hex(),
    }


def deals_from_json(raw: object) -> MatchDeals:
    """Inverse of :func:`deals_to_json`; SaveError when it is not such data."""
    if not isinstance(raw, dict) or raw.get("procedure") != PROCEDURE:
        raise SaveError("the save's deal seeds are missing or of an unknown procedure")
    seeds, phrases = raw.get("seeds"), raw.get("phrases")
    if not isinstance(seeds, list) or not isinstance(phrases, list):
        raise SaveError("the save's deal seeds or phrases are malformed")
    upcoming = raw.get("next_match")
    try:
        after = {} if upcoming is None else {"next_match": bytes.fromhex(str(upcoming))}
        return MatchDeals(tuple(_seed(item) for item in seeds), tuple(phrases), **after)
    except (ValueError, TypeError) as error:
        raise SaveError(f"the save's deal seeds are unusable: {clipped(str(error), 80)}") from error


def _seed(item: object) -> DealSeed:
    if not isinstance(item, dict) or not isinstance(item.get("seed"), str):
        raise ValueError("a deal seed is an object with a seed")
    revealed = item.get("revealed")
    if not isinstance(revealed, bool):
        raise ValueError("a deal seed's revealed flag is true or false")
    return DealSeed(bytes.fromhex(item["seed"]), item.get("first_deal"), revealed)  # type: ignore[arg-type]


def _check_cards(game: Game, deals: MatchDeals) -> None:
    """The record's cut and decks must be the ones its seeds and phrases deal."""
    cuts = [a for a in game.history if isinstance(a, Cut)]
    decks = [a for a in game.history if isinstance(a, Deal)]
    if len(deals.phrases) != len(cuts) + len(decks) or len(cuts) != 1:
        raise SaveError("the save's deals do not match its record (a deal is missing)")
    if deals.mismatches(cuts[0], decks):
        raise SaveError("the save's cards are not the ones its seeds deal (changed by hand?)")


def _level(opponent: dict[str, Any]) -> Level:
    raw = opponent.get("level")
    if type(raw) is not int or raw not in {int(level) for level in Level}:
        raise SaveError(f"the saved level {excerpt(raw, 40)} is not one of 1 to 5")
    return Level(raw)


def _player_seed(opponent: dict[str, Any]) -> int:
    raw = opponent.get("seed")
    if type(raw) is not int or not 0 <= raw < 2**63:
        raise SaveError(f"the saved player seed {excerpt(raw, 40)} is unusable")
    return raw


def _memory(opponent: dict[str, Any]) -> dict[str, Any]:
    raw = opponent.get("memory")
    if not isinstance(raw, dict):
        raise SaveError("the computer player's saved memory is not an object")
    return raw


def _hand(table: dict[str, Any], runs_only: bool) -> HandShape:
    """The user's groups: the order cut by the sizes; a save from before groups existed
    (no sizes) is grouped as its order suggests."""
    raw = table.get("hand_order")
    if not isinstance(raw, list) or not all(isinstance(name, str) for name in raw):
        raise SaveError("the saved hand order is not a list of cards")
    try:
        order = tuple(Card.parse(name) for name in raw)
    except GinRummyError as error:
        raise SaveError(f"the saved hand order is unusable: {error}") from error
    sizes = table.get("hand_groups")
    if sizes is None:
        return HandShape.clustered(order, runs_only)
    if not isinstance(sizes, list) or not all(type(n) is int for n in sizes):
        raise SaveError("the saved hand groups are not a list of sizes")
    try:
        return HandShape.of(order, sizes)
    except ValueError as error:
        raise SaveError(f"the saved hand groups are unusable: {error}") from error


def _assisted(table: dict[str, Any]) -> frozenset[int]:
    raw = table.get("assisted_hands", [])
    if not isinstance(raw, list) or not all(type(n) is int and 0 < n < 10_000 for n in raw):
        raise SaveError("the saved list of assisted hands is malformed")
    return frozenset(raw)


def _saved_at(raw: object) -> datetime:
    if not isinstance(raw, str):
        raise SaveError("the save's date is not text")
    try:
        moment = datetime.fromisoformat(raw)
    except ValueError:
        raise SaveError(f"the save's date {excerpt(raw, 40)} is not a date") from None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


# --- the file ----------------------------------------------------------------------------------


class SaveStore:
    """The save file at ``path`` (usually ``AppPaths.save_file``)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def write(self, save: MatchSave) -> None:
        """Replace the save atomically; OSError (with the reason) when that is not possible."""
        self.write_text(document_text(save))

    def write_text(self, text: str) -> None:
        """Replace the save file's content atomically with ``text``."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        file = QSaveFile(str(self.path))
        if not file.open(QIODevice.OpenModeFlag.WriteOnly):
            raise OSError(f"cannot write {self.path.name}: {file.errorString()}")
        data = text.encode("utf-8")
        if file.write(data) != len(data):
            file.cancelWriting()
            raise OSError(f"cannot write {self.path.name}: {file.errorString()}")
        if not file.commit():
            raise OSError(f"cannot write {self.path.name}: {file.errorString()}")

    def load(self) -> LoadResult:
        """The saved match, nothing, or an unreadable file moved aside (never raises)."""
        try:
            data = self._read()
        except FileNotFoundError:
            return LoadResult(LoadOutcome.NOTHING)
        except OSError as error:
            return self._unreadable(f"the file cannot be read ({error.strerror or error})")
        if data is None:
            return self._unreadable("the file is too large to be a save")
        try:
            return LoadResult(LoadOutcome.LOADED, parse_document(data))
        except SaveError as error:
            return self._unreadable(str(error))

    def _read(self) -> bytes | None:
        with self.path.open("rb") as file:
            data = file.read(MAX_SAVE_BYTES + 1)
        return None if len(data) > MAX_SAVE_BYTES else data

    def _unreadable(self, problem: str) -> LoadResult:
        moved = self.move_aside()
        _log.warning("saved match unreadable (%s); moved to %s", problem, moved)
        return LoadResult(LoadOutcome.UNREADABLE, problem=problem, moved_to=moved)

    def move_aside(self) -> Path | None:
        """Rename the save to ``<name>.unreadable-<date>`` (a free name); None if impossible."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        for attempt in range(1000):
            suffix = f".unreadable-{stamp}" + (f"-{attempt}" if attempt else "")
            target = self.path.with_name(self.path.name + suffix)
            if target.exists():
                continue
            try:
                self.path.rename(target)
            except OSError as error:
                _log.error("could not move the unreadable save aside: %s", error)
                return None
            return target
        return None
