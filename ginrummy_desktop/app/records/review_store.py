"""Reviews kept on disk, so a match reviewed once opens at once the next time.

A review (``ai/review.py``) takes seconds a hand; the same match under the same settings always
gives the same review (each decision is searched with its own seed), so a finished review is
kept, one JSON file a review, under the program's data folder (``reviews/``), named by its
*key* (:func:`review_key`): a SHA-256 digest over the match's record document (the rules and
every action), :data:`REVIEW_VERSION` and the review's settings. A match that changed (a match
in progress has more actions each time it is reviewed), a changed setting or a review of
another meaning never finds a stale review: its key is another file.

The file is a cache. Everything in it is checked where it is read (types, counts, numbers
finite and within bounds, strings short): one that cannot be used, whether corrupt,
hand-edited, too large (over :data:`MAX_FILE_BYTES`) or of another version, is renamed with a
``.bad`` suffix (one such copy a key, the latest, kept for a look; the file is closed before the
rename, which Windows needs), logged, and the review is simply made again. Writing goes through
``QSaveFile`` (a new file renamed over the old one), so a crash never leaves half a review.

The folder never grows without bound: after each write at most :data:`MAX_FILES` review files
(``.bad`` copies included) are kept, the least recently used removed first (a review read is
touched, so the reviews a player opens again stay).

The bounds follow the rules' own extremes: a hand's points may reach
(1000 + deadwood) × 2 with the largest bonuses the rules allow and an Oklahoma spade, and a
hand whose discard-pile draws are capped at 1000 may hold two thousand decisions; a match of
more than :data:`MAX_HANDS` hands is reviewed but not kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import math
import os
import re
from collections.abc import Sequence
from dataclasses import fields
from pathlib import Path
from typing import Any

from PySide6.QtCore import QIODevice, QSaveFile

from ...ai.luck import CardLuck
from ...ai.review import (
    REVIEW_VERSION,
    DecisionKind,
    DecisionReview,
    DrawReview,
    HandReview,
    ReviewSettings,
)
from ...engine import Action, Card, Cut, Deal, Game, LayOff
from ...engine.record import action_from_json, action_to_json, game_document
from ..shell.files import NotARegularFileError, read_limited
from ..shell.paths import AppPaths, qt_file_name

__all__ = [
    "FORMAT",
    "MAX_FILES",
    "MAX_FILE_BYTES",
    "MAX_HANDS",
    "REVIEW_VERSION",
    "ReviewFileError",
    "ReviewStore",
    "hand_review_from_json",
    "hand_review_to_json",
    "review_key",
]

_log = logging.getLogger(__name__)

FORMAT = "ginrummy-desktop/review"
MAX_FILE_BYTES = 4 * 1024 * 1024
"""The largest review file read (a real one of a long match is a few hundred kilobytes)."""
MAX_HANDS = 1000
"""The most hands a stored review holds."""
MAX_FILES = 500
"""The most review files kept in the folder (the least recently used go first)."""
MAX_DECISIONS = 2100
"""The most decisions a hand's review holds: both seats valued, two a turn, at most 31 stock
draws and 1000 discard-pile draws (the rules' largest cap), the upcard's offers."""
MAX_DRAWS = 60
"""The most stock draws a hand's review holds (the stock starts at 31 cards)."""
MAX_POINTS = 10_000.0
"""The largest size of a value in hand points (see the module docstring)."""
MAX_STEP = 10_000_000
"""The largest place of an action in a match's history."""
MAX_OPTIONS = 100
"""The most legal moves of one decision (at most eleven discards and eleven knocks, a gin)."""
_KEY = re.compile(r"[0-9a-f]{64}")
_FILE = re.compile(r"[0-9a-f]{64}\.json(\.bad)?")
_SUFFIX = ".json"
_BAD = ".bad"
_REFUSED_ACTIONS = (Cut, Deal, LayOff)
"""Actions no decision is about (a cut and a deal carry whole decks: refused unread)."""
_DECIDED_TYPES = frozenset({"take_upcard", "pass", "draw_stock", "take_discard", "discard",
                            "knock", "big_gin"})


class ReviewFileError(ValueError):
    """A stored review that cannot be used; the message says why, in a short sentence."""


# --- the key ---------------------------------------------------------------------------------


def review_key(game: Game, settings: ReviewSettings) -> str:
    """The name of ``game``'s review under ``settings``: SHA-256 (hex) over the match's record
    document, :data:`REVIEW_VERSION` and every field of ``settings`` (module docstring; a
    setting added to :class:`ReviewSettings` is part of the key without a word here)."""
    chosen = {f.name: getattr(settings, f.name) for f in fields(settings)}
    body = {
        "record": game_document(game),
        "version": REVIEW_VERSION,
        "settings": {name: sorted(value) if isinstance(value, frozenset) else value
                     for name, value in chosen.items()},
    }
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


# --- a hand's review as JSON -----------------------------------------------------------------


def hand_review_to_json(hand: HandReview) -> dict[str, Any]:
    """``hand`` as JSON-ready data (actions as the match record writes them, cards by name,
    enums by value)."""
    return {
        "number": hand.number,
        "decisions": [_decision_to_json(d) for d in hand.decisions],
        "draws": [_draw_to_json(d) for d in hand.draws],
        "deal": [_luck_to_json(luck) for luck in hand.deal],
        "result": list(hand.result),
    }


def _decision_to_json(decision: DecisionReview) -> dict[str, Any]:
    return {
        "hand": decision.hand,
        "step": decision.step,
        "seat": decision.seat,
        "kind": decision.kind.value,
        "played": action_to_json(decision.played),
        "best": action_to_json(decision.best),
        "played_points": decision.played_points,
        "best_points": decision.best_points,
        "options": decision.options,
    }


def _draw_to_json(draw: DrawReview) -> dict[str, Any]:
    return {"hand": draw.hand, "step": draw.step, "seat": draw.seat, "card": str(draw.card),
            "luck": _luck_to_json(draw.luck)}


def _luck_to_json(luck: CardLuck) -> dict[str, float]:
    return {"value": luck.value, "mean": luck.mean}


def hand_review_from_json(data: object) -> HandReview:
    """The hand's review ``data`` holds (what :func:`hand_review_to_json` wrote); every field
    checked; ReviewFileError, and no other exception, when anything is wrong."""
    try:
        return _hand(data)
    except ReviewFileError:
        raise
    except Exception as error:  # whatever a hand-edited file can provoke
        raise ReviewFileError(f"a hand's review cannot be read ({type(error).__name__})") from error


def _hand(data: object) -> HandReview:
    fields = _object(data, "a hand", ("number", "decisions", "draws", "deal", "result"))
    number = _int(fields, "number", 1, MAX_HANDS)
    decisions = tuple(_decision(item, number)
                      for item in _list(fields, "decisions", 0, MAX_DECISIONS))
    draws = tuple(_draw(item, number) for item in _list(fields, "draws", 0, MAX_DRAWS))
    deal = _list(fields, "deal", 2, 2)
    points = [_whole(r, "result", -int(MAX_POINTS), int(MAX_POINTS))
              for r in _list(fields, "result", 2, 2)]
    if points[0] != -points[1]:
        raise ReviewFileError("a hand's results must be opposite")
    return HandReview(number, decisions, draws, (_luck(deal[0]), _luck(deal[1])),
                      (points[0], points[1]))


def _decision(data: object, number: int) -> DecisionReview:
    fields = _object(data, "a decision", ("hand", "step", "seat", "kind", "played", "best",
                                          "played_points", "best_points", "options"))
    _same_hand(fields, number)
    kind = _text(fields, "kind", 100)
    try:
        decided = DecisionKind(kind)
    except ValueError:
        raise ReviewFileError("a decision's kind is unknown") from None
    return DecisionReview(
        number, _int(fields, "step", 0, MAX_STEP), _int(fields, "seat", 0, 1), decided,
        _action(fields["played"]), _action(fields["best"]),
        _number(fields, "played_points"), _number(fields, "best_points"),
        _int(fields, "options", 2, MAX_OPTIONS))


def _draw(data: object, number: int) -> DrawReview:
    fields = _object(data, "a draw", ("hand", "step", "seat", "card", "luck"))
    _same_hand(fields, number)
    try:
        card = Card.parse(_text(fields, "card", 8))
    except ValueError:
        raise ReviewFileError("a drawn card is not a card") from None
    return DrawReview(number, _int(fields, "step", 0, MAX_STEP), _int(fields, "seat", 0, 1),
                      card, _luck(fields["luck"]))


def _luck(data: object) -> CardLuck:
    fields = _object(data, "a card's luck", ("value", "mean"))
    return CardLuck(_number(fields, "value"), _number(fields, "mean"))


def _action(data: object) -> Action:
    if not isinstance(data, dict) or data.get("type") not in _DECIDED_TYPES:
        raise ReviewFileError("a decision's move is not a move")
    try:
        action = action_from_json(data)
    except ValueError:  # the engine's RecordError
        raise ReviewFileError("a decision's move cannot be read") from None
    if isinstance(action, _REFUSED_ACTIONS):
        raise ReviewFileError("a decision's move is not a move")
    return action


def _same_hand(fields: dict[str, Any], number: int) -> None:
    if _int(fields, "hand", 1, MAX_HANDS) != number:
        raise ReviewFileError("a decision or draw belongs to another hand")


# --- checked reading -------------------------------------------------------------------------


def _object(data: object, what: str, names: Sequence[str]) -> dict[str, Any]:
    """``data`` as an object that has every field in ``names``."""
    if not isinstance(data, dict):
        raise ReviewFileError(f"{what} must be an object")
    missing = [name for name in names if name not in data]
    if missing:
        raise ReviewFileError(f"{what} has no {missing[0]}")
    return data


def _int(fields: dict[str, Any], name: str, low: int, high: int) -> int:
    return _whole(fields[name], name, low, high)


def _whole(value: object, name: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ReviewFileError(f"{name} must be a whole number from {low} to {high}")
    return value


def _number(fields: dict[str, Any], name: str) -> float:
    value = fields[name]
    if type(value) not in (int, float) or not math.isfinite(value) or abs(value) > MAX_POINTS:
        raise ReviewFileError(f"{name} must be a number of at most {MAX_POINTS:.0f} points")
    return float(value)


def _text(fields: dict[str, Any], name: str, longest: int) -> str:
    value = fields[name]
    if not isinstance(value, str) or len(value) > longest:
        raise ReviewFileError(f"{name} must be a short text")
    return value


def _list(fields: dict[str, Any], name: str, fewest: int, most: int) -> list[Any]:
    value = fields[name]
    if not isinstance(value, list) or not fewest <= len(value) <= most:
        raise ReviewFileError(f"{name} must be a list of {fewest} to {most} items")
    return value


def _hands(document: object, key: str) -> tuple[HandReview, ...]:
    """The hands of a whole review file's ``document``, stored under ``key``."""
    fields = _object(document, "a review file", ("format", "version", "key", "hands"))
    if fields["format"] != FORMAT:
        raise ReviewFileError("the file is not a review")
    if fields["version"] != REVIEW_VERSION or type(fields["version"]) is not int:
        raise ReviewFileError("the review is of another version")
    if fields["key"] != key:
        raise ReviewFileError("the review is of another match")
    hands = tuple(hand_review_from_json(item) for item in _list(fields, "hands", 0, MAX_HANDS))
    if [hand.number for hand in hands] != list(range(1, len(hands) + 1)):
        raise ReviewFileError("the hands are not numbered in order")
    return hands


# --- the folder ------------------------------------------------------------------------------


class ReviewStore:
    """The review files in ``folder`` (see the module docstring); used from one thread."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    @classmethod
    def default(cls) -> ReviewStore:
        """The store under the program's data folder (``AppPaths``; the application's names
        must be set first)."""
        return cls(AppPaths.system().data / "reviews")

    def path(self, key: str) -> Path:
        """The file of the review ``key`` (a key is 64 hex digits: ValueError otherwise)."""
        if not isinstance(key, str) or _KEY.fullmatch(key) is None:
            raise ValueError("a review's key is 64 hexadecimal digits")
        return self.folder / (key + _SUFFIX)

    def load(self, key: str) -> tuple[HandReview, ...] | None:
        """The review stored under ``key``; None when there is none or it cannot be used (it is
        then moved aside and logged). Never raises."""
        try:
            path = self.path(key)
            data = read_limited(path, MAX_FILE_BYTES)
        except FileNotFoundError:
            return None
        except NotARegularFileError as error:  # a folder or a pipe under the name
            _log.warning("review %s cannot be read: %s", key, error)
            self._move_aside(key)
            return None
        except Exception as error:  # a bad key, no access: left where it is
            _log.warning("review %s cannot be read: %s", key, error)
            return None
        try:
            if len(data) > MAX_FILE_BYTES:
                raise ReviewFileError("the file is too large")
            hands = _hands(json.loads(data), key)
        except Exception as error:  # ReviewFileError, JSON, UTF-8, depth: all the same
            _log.warning("review file %s cannot be used (%s); moved aside", path.name, error)
            self._move_aside(key)
            return None
        with contextlib.suppress(OSError):
            os.utime(path)  # recently used: kept longest
        return hands

    def save(self, key: str, hands: Sequence[HandReview]) -> bool:
        """Store ``hands`` under ``key`` (atomically, replacing any review there); whether it
        was stored (why not is logged). Never raises."""
        try:
            text = self._document_text(key, hands)
            path = self.path(key)
            self.folder.mkdir(parents=True, exist_ok=True)
            if path.is_symlink():  # QSaveFile would write where it points
                path.unlink()
            _write(path, text)
        except Exception as error:
            _log.warning("review %s not stored: %s", key, error)
            return False
        self._prune()
        return True

    def _document_text(self, key: str, hands: Sequence[HandReview]) -> str:
        """The file's text, checked as a load will check it (a review a load would refuse is
        not written: ReviewFileError)."""
        document = {"format": FORMAT, "version": REVIEW_VERSION, "key": key,
                    "hands": [hand_review_to_json(hand) for hand in hands]}
        text = json.dumps(document, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        if len(text.encode("utf-8")) > MAX_FILE_BYTES:
            raise ReviewFileError("the review is too large to keep")
        _hands(json.loads(text), key)
        return text

    def _move_aside(self, key: str) -> None:
        """Rename the review file ``key`` to ``<name>.bad`` (over an earlier one)."""
        with contextlib.suppress(ValueError):
            path = self.path(key)
            try:
                if path.exists() or path.is_symlink():
                    path.replace(path.with_name(path.name + _BAD))
            except OSError as error:  # left: the next save writes over it
                _log.warning("review file %s not moved aside: %s", path.name, error)

    def _prune(self) -> None:
        """Remove the least recently used review files beyond :data:`MAX_FILES`."""
        try:
            found = [(entry.stat().st_mtime, entry) for entry in self.folder.iterdir()
                     if _FILE.fullmatch(entry.name) and entry.is_file()]
        except OSError as error:
            _log.warning("the reviews folder cannot be listed: %s", error)
            return
        found.sort(key=lambda item: item[0])
        for _when, entry in found[: max(0, len(found) - MAX_FILES)]:
            try:
                entry.unlink()
            except OSError as error:
                _log.warning("old review %s not removed: %s", entry.name, error)


def _write(path: Path, text: str) -> None:
    """Replace ``path``'s content with ``text`` through QSaveFile; OSError when it fails."""
    file = QSaveFile(qt_file_name(path))
    if not file.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(file.errorString())
    data = text.encode("utf-8")
    if file.write(data) != len(data):
        reason = file.errorString()
        file.cancelWriting()
        raise OSError(reason)
    if not file.commit():
        raise OSError(file.errorString())
