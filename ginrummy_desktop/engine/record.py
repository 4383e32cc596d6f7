"""Saved games: a versioned JSON document of the rules and every action, replayed on load.

The document holds the rules, the resolved actions (the cut cards and each deal's deck order
included, so no randomness is needed to replay), a summary of the resulting state, and a
SHA-256 digest of all of that. Loading checks the format and version, the digest, replays every
action through the engine's own legality checks, and compares the summary: a truncated,
hand-edited or wrong-version document raises :class:`RecordError` and never yields a
half-loaded game. No pickle, no code in the document.

Arguments: :func:`game_to_json` takes a :class:`Game`, :func:`game_from_json` a ``str`` (or
the ``bytes`` of one, as ``json.loads`` does), :func:`action_to_json` a well-formed action;
another type raises :class:`GinRummyTypeError`. Messages quote the document only in short
excerpts.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from .actions import (
    Action,
    BigGin,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Knock,
    LayOff,
    Pass,
    TakeDiscard,
    TakeUpcard,
)
from .cards import FULL_DECK, Card, cards_of_mask, cards_to_mask
from .errors import GinRummyError, GinRummyTypeError, RecordError, excerpt
from .game import Game
from .melds import Meld, arrangements, mask_points, min_deadwood_mask
from .rules import RuleSet
from .showdown import settle_defence

__all__ = ["FORMAT", "READABLE_VERSIONS", "RECORD_VERSION", "ReplayedRecord",
           "action_from_json", "action_to_json", "game_document", "game_from_document",
           "game_from_json", "game_to_json", "replay_document"]

FORMAT = "ginrummy-desktop/game"
RECORD_VERSION = 2
"""The version this program writes. Version 2 (this one): every knock carries the melds laid
out. Version 1, still read: a knock whose ``melds`` are null was laid out by the engine of its
day, which chose among the knocker's arrangements the one scoring best against the defender's
actual cards; such a record replays with that choice (:func:`_version_1_knock`), so a match
saved or recorded before the change replays exactly as it was played."""
READABLE_VERSIONS = (1, 2)

_SIMPLE: dict[str, type[TakeUpcard | Pass | DrawStock | TakeDiscard | BigGin | LayOff]] = {
    "take_upcard": TakeUpcard,
    "pass": Pass,
    "draw_stock": DrawStock,
    "take_discard": TakeDiscard,
    "big_gin": BigGin,
    "lay_off": LayOff,
}
_SIMPLE_NAMES = {cls: name for name, cls in _SIMPLE.items()}


def action_to_json(action: Action) -> dict[str, Any]:
    """One action as a JSON-ready object (cards in notation).

    ``action`` must be one of the action classes with its fields of the right types (Cards
    where cards are meant, a Knock's melds None or Melds): GinRummyTypeError otherwise.
    """
    _check_action(action)
    match action:
        case Cut(cards=cards):
            return {"type": "cut", "cards": _names(cards)}
        case Deal(deck=deck):
            return {"type": "deal", "deck": _names(deck)}
        case Discard(card=card):
            return {"type": "discard", "card": str(card)}
        case Knock(card=card, melds=melds):
            arranged = None if melds is None else [_names(m.cards) for m in melds]
            return {"type": "knock", "card": str(card), "melds": arranged}
    return {"type": _SIMPLE_NAMES[type(action)]}


def _check_action(action: object) -> None:
    """Raise GinRummyTypeError unless ``action`` is an action whose fields can be written."""
    match action:
        case Cut(cards=cards) | Deal(deck=cards):
            if cards is not None and not _all_cards(cards):
                raise GinRummyTypeError(f"an action's cards must be Cards, not {excerpt(cards)}")
        case Discard(card=card):
            if not isinstance(card, Card):
                raise GinRummyTypeError(f"a discard's card must be a Card, not {excerpt(card)}")
        case Knock(card=card, melds=melds):
            if not isinstance(card, Card):
                raise GinRummyTypeError(f"a knock's card must be a Card, not {excerpt(card)}")
            if melds is not None and not (
                isinstance(melds, list | tuple) and all(isinstance(m, Meld) for m in melds)
            ):
                raise GinRummyTypeError(f"a knock's melds must be Melds, not {excerpt(melds)}")
        case _ if type(action) not in _SIMPLE_NAMES:
            raise GinRummyTypeError(f"not an action: {excerpt(action)}")


def _all_cards(cards: object) -> bool:
    return isinstance(cards, list | tuple) and all(isinstance(c, Card) for c in cards)


def action_from_json(data: Any) -> Action:
    """Inverse of :func:`action_to_json`; raises RecordError on anything malformed."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise RecordError(f"an action must be an object with a type, not {excerpt(data)}")
    kind = data["type"]
    try:
        return _parse_action(kind, data)
    except (GinRummyError, KeyError, TypeError) as error:
        raise RecordError(f"bad {excerpt(kind)} action {excerpt(data)}: {error}") from error


def _parse_action(kind: str, data: dict[str, Any]) -> Action:
    if kind in _SIMPLE:
        return _SIMPLE[kind]()
    if kind == "cut":
        return Cut(_cards(data["cards"]))
    if kind == "deal":
        return Deal(_cards(data["deck"]))
    if kind == "discard":
        return Discard(_card(data["card"]))
    if kind == "knock":
        melds = data.get("melds")
        arranged = None if melds is None else tuple(Meld.of(_cards(m)) for m in melds)
        return Knock(_card(data["card"]), arranged)
    raise RecordError(f"unknown action type {excerpt(kind)}")


def _names(cards: tuple[Card, ...] | None) -> list[str] | None:
    return None if cards is None else [str(c) for c in cards]


_BY_NAME = {str(card): card for card in FULL_DECK}
"""Each card by the name a record gives it ("As", "Tc"): the one :meth:`Card.parse` returns for
that name, found by a lookup (a record is mostly decks: tens of thousands of names in a long
match)."""


def _card(name: Any) -> Card:
    """The card ``name`` names: looked up when written as a record writes it, else read by
    :meth:`Card.parse` (another spelling it accepts, or its error)."""
    card = _BY_NAME.get(name) if type(name) is str else None
    return card if card is not None else Card.parse(name)


def _cards(names: Any) -> tuple[Card, ...]:
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise RecordError(f"expected a list of cards, not {excerpt(names)}")
    try:
        return tuple([_BY_NAME[name] for name in names])
    except KeyError:  # not all written as a record writes them: read one by one
        return tuple(Card.parse(name) for name in names)


def _summary(game: Game) -> dict[str, Any]:
    return {
        "phase": game.phase.name,
        "hands": len(game.results),
        "totals": list(game.sheet.totals),
    }


def _digest(body: dict[str, Any]) -> str:
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def game_document(game: Game) -> dict[str, Any]:
    """The game's record as JSON-ready data (what :func:`game_to_json` writes out), for a
    document that carries the record inside it; ``game`` must be a Game."""
    if not isinstance(game, Game):
        raise GinRummyTypeError(f"a game record needs a Game, not {excerpt(game)}")
    body = {
        "format": FORMAT,
        "version": RECORD_VERSION,
        "rules": game.rules.to_dict(),
        "actions": [action_to_json(a) for a in game.history],
        "summary": _summary(game),
    }
    return {**body, "sha256": _digest(body)}


def game_to_json(game: Game) -> str:
    """The game as a JSON document (see the module docstring); ``game`` must be a Game."""
    return json.dumps(game_document(game), indent=1, ensure_ascii=False)


def game_from_json(text: str | bytes | bytearray) -> Game:
    """Load and verify a document made by :func:`game_to_json`; RecordError when it is not sound.

    ``text`` must be a ``str`` (or ``bytes``/``bytearray``): GinRummyTypeError otherwise.
    """
    if not isinstance(text, str | bytes | bytearray):
        raise GinRummyTypeError(f"game_from_json needs the document's text, not {excerpt(text)}")
    try:
        document = json.loads(text)
    except (ValueError, TypeError, RecursionError) as error:
        raise RecordError(f"not a saved game (invalid or truncated JSON: {error})") from error
    return game_from_document(document)


def game_from_document(document: Any) -> Game:
    """Load and verify a record already parsed from JSON (see :func:`game_from_json`, which
    checks the same); RecordError when it is not sound."""
    return replay_document(document).game


@dataclass(frozen=True, slots=True)
class ReplayedRecord:
    """A record loaded by :func:`replay_document`: the game, and what its replay saw on the
    way that a table showing the hand in play needs, so that it need not replay the whole
    match again (a match to 10,000 points has over a thousand hands, issue 39)."""

    game: Game
    """The game after every action of the record."""
    hand_start: Game
    """A copy of the game just before the deal of the hand in play, the record's last deal
    (before its first action when it has no deal): its history is the actions before it."""
    actors: tuple[int | None, ...]
    """Who made each action of the record (None for the cut and the deals)."""


def replay_document(document: Any) -> ReplayedRecord:
    """:func:`game_from_document`, with the game at the start of the hand in play and who
    made each action (see :class:`ReplayedRecord`); the same checks, RecordError when the
    record is not sound."""
    body = _checked_body(document)
    try:
        rules = RuleSet.from_dict(body["rules"], complete=True)
    except GinRummyError as error:
        raise RecordError(f"the saved rules are invalid: {error}") from error
    game, actors = Game(rules), []
    start, hand_start = _last_deal(body["actions"]), None
    for number, data in enumerate(body["actions"], start=1):
        if number - 1 == start:
            hand_start = game.copy()
        actors.append(game.actor)
        _replay_action(game, action_from_json(data), number, body["version"])
    if _summary(game) != body["summary"]:
        raise RecordError("the record's summary does not match its replay")
    if hand_start is None:  # a record without actions
        hand_start = game.copy()
    return ReplayedRecord(game, hand_start, tuple(actors))


def _replay_action(game: Game, action: Action, number: int, version: int) -> None:
    """Apply the record's action ``number`` (a version-1 knock laid out as it was then);
    RecordError when it cannot be."""
    try:
        if version == 1 and isinstance(action, Knock) and action.melds is None:
            action = _version_1_knock(game, action.card)
        game.apply(action)
    except GinRummyError as error:
        raise RecordError(f"action {number} of the record cannot be replayed: {error}") from error


def _last_deal(actions: list[Any]) -> int:
    """The index of the record's last deal (0 when it has none): the hand in play's start, as
    a table finds it in the game's history (each action of the record is one of the history,
    in order, a deal a :class:`Deal`)."""
    for index in range(len(actions) - 1, -1, -1):
        data = actions[index]
        if isinstance(data, dict) and data.get("type") == "deal":
            return index
    return 0


def _version_1_knock(game: Game, card: Card) -> Knock:
    """A knock of a version-1 record that named no melds, with the melds the engine of that day
    laid out: of the knocker's arrangements within the limit, the one scoring best for the
    knocker against the defender's actual hand (then the least deadwood, then the first).

    History, not a choice: the hand was played and scored that way, and replaying it otherwise
    would change a finished score. No new knock is ever laid out like this (see
    :mod:`.showdown`). An illegal knock is left for :meth:`Game.apply` to refuse.
    """
    knocker = game.actor
    if knocker is None or Knock(card) not in game.legal_actions():
        return Knock(card)
    view, defender = game.view(knocker), 1 - knocker
    kmask = cards_to_mask(game.hand_of(knocker)) ^ card.bit
    dmask = cards_to_mask(game.hand_of(defender))
    rules = game.rules
    if min_deadwood_mask(kmask, rules.runs_only) == 0:
        return Knock(card)
    best: tuple[int, int, int] | None = None
    chosen: tuple[int, ...] = ()
    for index, melds in enumerate(arrangements(kmask, view.knock_limit, rules.runs_only)):
        knocker_dw = mask_points(kmask & ~sum(melds))
        defender_dw = settle_defence(dmask, melds, rules)
        undercut = defender_dw < knocker_dw or (
            defender_dw == knocker_dw and rules.undercut_on_ties
        )
        value = -(knocker_dw - defender_dw + rules.undercut_bonus) if undercut else (
            defender_dw - knocker_dw
        )
        key = (-value, knocker_dw, index)
        if best is None or key < best:
            best, chosen = key, melds
    return Knock(card, tuple(Meld.of(cards_of_mask(m)) for m in chosen))


def _checked_body(document: Any) -> dict[str, Any]:
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise RecordError("not a saved game of this program (format field missing or wrong)")
    version = document.get("version")
    if type(version) is not int or version not in READABLE_VERSIONS:
        raise RecordError(
            f"saved game version {excerpt(version)} is not supported "
            f"(this program reads versions 1 to {RECORD_VERSION})"
        )
    body = {k: v for k, v in document.items() if k != "sha256"}
    if set(body) != {"format", "version", "rules", "actions", "summary"}:
        raise RecordError("the saved game is missing fields or has unknown ones")
    if document.get("sha256") != _digest(body):
        raise RecordError("the saved game was changed or damaged (checksum mismatch)")
    if not isinstance(body["actions"], list):
        raise RecordError("the saved game's actions must be a list")
    return body
