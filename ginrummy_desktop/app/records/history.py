"""Where hand histories come from and go: the current match, past matches, files; export,
import and "Play this deal again".

* A :class:`MatchSource` is one match the replay viewer can show: the current one (as a save
  snapshot, so it exports with its seeds and phrases), a past one from the statistics database
  (:class:`PastMatches`, an adapter over :class:`StatsDB`; the database keeps the engine's
  record of a match in progress, and of a finished one the document an export writes, its
  seeds revealed, so a finished match exports in the form ``tools/verify_deal.py`` checks; a
  match left unfinished, or finished before the database kept that, as a bare record), or an
  imported file. The
  past matches are listed a page (:data:`PAGE`) at a time, latest first, without their records:
  a match's record is read only when it is picked (:meth:`PastMatches.load`).
* Import (:func:`load_match_file`) reads at most :data:`MAX_IMPORT_BYTES` + 1 bytes of a
  regular file only (a named pipe or a device is refused before it is opened, ``files.py``),
  accepts a byte-order mark, and never writes, renames or moves the file. A save document
  (``app/match/saves.py``) gets exactly the checks a save gets (:func:`parse_document`: size, JSON,
  version, checksum, replay, cards against seeds); a bare engine record (``game_to_json``)
  gets the engine's own checks (:func:`game_from_json`: format, version, digest, replay,
  summary) under the same size cap, with a too-deep or too-large document caught; a friend's
  match document (``friend_record.py``) gets its form read within bounds and its record
  replayed (its deals are the tool's to check: ``tools/verify_friend_match.py``). Any failure
  is a :class:`HistoryFileError` whose message is one short sentence (at most
  :data:`MAX_REASON` characters of reason).
* Export (:func:`export_text`) writes the match, or the match up to the end of one hand, in the
  form it came in: a save document when the seeds and phrases are known (so
  ``tools/verify_deal.py`` checks it too; a truncated match keeps only the phrases, and seeds,
  of the deals it keeps), a friend's match as its document (the deals of the hands it keeps,
  so ``tools/verify_friend_match.py`` checks it), else a bare engine record. A save exported
  with a seed that is not
  revealed would give away the hands it will still deal: :func:`hidden_seeds` tells the caller
  to reveal it first.
* :func:`deal_of` gives the cards of one hand for "Play this deal again": its deck, and a cut
  that gives the same dealer (the match's own cut for hand 1; for a later hand a made-up cut,
  ace of clubs against king of clubs, the lower card dealing).
"""

from __future__ import annotations

import codecs
import contextlib
import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from ...ai.levels import Level
from ...engine import (
    Action,
    Card,
    Cut,
    Deal,
    Game,
    GinRummyError,
    RuleSet,
    game_from_json,
    game_to_json,
)
from ...engine.record import FORMAT as RECORD_FORMAT
from ...friend.record import FORMAT as FRIEND_FORMAT
from ...friend.record import FriendRecordError
from ...marks import QT_TRANSLATE_NOOP
from ..match.deals import MatchDeals
from ..match.hand_shape import HandShape
from ..match.saves import MAX_SAVE_BYTES, MatchSave, SaveError, document_text, parse_document
from ..settings.names import difficulty_name
from ..shell.files import NotARegularFileError, read_limited
from ..words.dates import moment_text
from ..words.excerpts import clipped
from .friend_record import FriendMatchFile, friend_match_text, read_friend_match
from .replay import HandReplay, MatchReplay, replay_match
from .stats_rows import MatchPlace, MatchResult

__all__ = [
    "MAX_IMPORT_BYTES",
    "MAX_REASON",
    "PAGE",
    "HistoryFileError",
    "MatchSource",
    "PastMatch",
    "PastMatches",
    "PastPage",
    "ReplayedDeal",
    "deal_of",
    "export_text",
    "hidden_seeds",
    "load_match_file",
    "read_match",
    "truncated_game",
    "truncated_save",
]

_log = logging.getLogger(__name__)

MAX_IMPORT_BYTES = MAX_SAVE_BYTES
"""The largest file imported: a save's own limit."""
MAX_REASON = 200
"""The longest reason a refused file is given."""
PAGE = 25
"""How many past matches are listed at a time (the next page as the list is scrolled)."""
_REPLAY_CUT = {0: (Card.parse("Ac"), Card.parse("Kc")), 1: (Card.parse("Kc"), Card.parse("Ac"))}
"""A made-up cut for each dealer: seat 0's card first; the lower card deals."""
_RESULT_WORDS = {
    MatchResult.WON: QT_TRANSLATE_NOOP("history", "won"),
    MatchResult.LOST: QT_TRANSLATE_NOOP("history", "lost"),
    MatchResult.DRAWN: QT_TRANSLATE_NOOP("history", "drawn"),
    MatchResult.ABANDONED: QT_TRANSLATE_NOOP("history", "abandoned"),
    MatchResult.IN_PROGRESS: QT_TRANSLATE_NOOP("history", "in progress"),
}
"""A past match's result, as the chooser says it (translated when shown)."""


class HistoryFileError(Exception):
    """A file that cannot be imported; the message says why in one short sentence."""


@dataclass(frozen=True, slots=True)
class MatchSource:
    """One match to replay. ``save`` is set when its seeds and phrases are known (the current
    match, an imported save): it then exports as a save document; ``friend`` when it is a
    match against a friend: it then exports as its friend's match document. ``match_id`` is
    its id in the statistics (None for a file opened)."""

    label: str
    game: Game
    save: MatchSave | None = None
    match_id: str | None = None
    friend: FriendMatchFile | None = None

    def replay(self) -> MatchReplay:
        """The match's hands, worded as played: against its friend, or the computer."""
        against = self.friend.name if self.friend is not None else None
        return replay_match(self.game.rules, self.game.history, against)


@dataclass(frozen=True, slots=True)
class ReplayedDeal:
    """The cards of one earlier hand, to deal again: ``cut`` gives its dealer, ``deal`` its
    deck; ``rules`` are the earlier match's; ``source`` says where they came from."""

    rules: RuleSet
    cut: Cut
    deal: Deal
    dealer: int
    source: str


# --- import ----------------------------------------------------------------------------------


def load_match_file(path: Path) -> MatchSource:
    """The match in the file at ``path`` (read only); :class:`HistoryFileError` when it is not
    a sound save or match record (see the module docstring)."""
    try:
        data = read_limited(path, MAX_IMPORT_BYTES)
    except NotARegularFileError as error:
        reason = QCoreApplication.translate("history", "It cannot be opened: {reason}.").format(
            reason=error)
        raise HistoryFileError(clipped(reason, MAX_REASON)) from None
    except OSError as error:
        reason = QCoreApplication.translate("history", "The file cannot be read: {reason}.").format(
            reason=error.strerror or error)
        raise HistoryFileError(clipped(reason, MAX_REASON)) from None
    return read_match(data, path.name)


def read_match(data: bytes, name: str | None = None) -> MatchSource:
    """:func:`load_match_file` on bytes already read (``name`` labels the match). Whatever
    goes wrong ends in a HistoryFileError: an exception nobody foresaw is logged with its
    traceback first."""
    if name is None:
        name = QCoreApplication.translate("history", "the file")
    try:
        return _read_match(data, name)
    except HistoryFileError:
        raise
    except Exception as error:  # the loading boundary: the viewer says so and carries on
        _log.exception("reading a match file failed unexpectedly")
        raise HistoryFileError(QCoreApplication.translate(
            "history", "The file could not be read ({error}).").format(
                error=type(error).__name__)) from None


def _read_match(data: bytes, name: str) -> MatchSource:
    if len(data) > MAX_IMPORT_BYTES:
        raise HistoryFileError(QCoreApplication.translate(
            "history", "The file is too large to be a match (%Ln byte(s)).", None, len(data)))
    data = data.removeprefix(codecs.BOM_UTF8)  # Notepad's byte-order mark
    label = QCoreApplication.translate("history", "File: {name}").format(name=name)
    return _source(data, label)


def _source(data: bytes, label: str) -> MatchSource:
    """The match of ``data`` (a bare record, a save document or a friend's match document),
    labelled ``label``."""
    found = _format_of(data)
    if found == RECORD_FORMAT:
        return MatchSource(label, _record_game(data))
    if found == FRIEND_FORMAT:
        return _friend_source(data, label)
    try:
        save = parse_document(data)
    except SaveError as error:
        reason = QCoreApplication.translate(
            "history", "Not a match this program can read: {reason}.").format(reason=error)
        raise HistoryFileError(clipped(reason, MAX_REASON)) from None
    except (RecursionError, MemoryError) as error:
        raise HistoryFileError(QCoreApplication.translate(
            "history", "The file is malformed ({error}).").format(
                error=type(error).__name__)) from None
    return MatchSource(label, save.game, save)


def _format_of(data: bytes) -> object:
    """The document's ``format`` field, or None when it is not a JSON object (the full check
    is the parser's)."""
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError, MemoryError):
        return None
    return document.get("format") if isinstance(document, dict) else None


def _friend_source(data: bytes, label: str) -> MatchSource:
    try:
        match = read_friend_match(data)
    except FriendRecordError as error:
        reason = QCoreApplication.translate(
            "history", "The match against a friend is not sound: {reason}.").format(reason=error)
        raise HistoryFileError(clipped(reason, MAX_REASON)) from None
    return MatchSource(label, match.game, friend=match)


def _record_game(data: bytes) -> Game:
    try:
        return game_from_json(data)
    except GinRummyError as error:
        reason = QCoreApplication.translate(
            "history", "The match record is not sound: {reason}.").format(reason=error)
        raise HistoryFileError(clipped(reason, MAX_REASON)) from None
    except (RecursionError, MemoryError, ValueError, TypeError) as error:
        raise HistoryFileError(QCoreApplication.translate(
            "history", "The match record is malformed ({error}).").format(
                error=type(error).__name__)) from None


# --- export ----------------------------------------------------------------------------------


def truncated_game(game: Game, end: int) -> Game:
    """A new game of ``game``'s rules and its first ``end`` actions (``game`` is not changed)."""
    copy = Game(game.rules)
    for action in game.history[:end]:
        copy.apply(action)
    return copy


def _chance_count(actions: Sequence[Action]) -> int:
    return sum(1 for action in actions if isinstance(action, Cut | Deal))


def truncated_save(save: MatchSave, end: int) -> MatchSave:
    """``save`` up to its first ``end`` actions: the deals keep only the phrases (and seeds) of
    the cut and decks kept, so the save's card check holds for it. The computer player's memory
    is the one of the whole match (an export is for replaying and checking, not resuming). The
    seed committed for the player's next match is left out (a fresh one stands in its place):
    with it and a phrase of their choosing, the next match's cards could be foreseen. An
    unverifiable match stays so, whatever part of it is kept (``match/deals.py``)."""
    game = truncated_game(save.game, end)
    kept = _chance_count(game.history)
    deals = save.deals
    seeds = tuple(seed for seed in deals.seeds if seed.first_deal < max(kept, 1))
    shown = MatchDeals(seeds, deals.phrases[:kept], marked_unverifiable=deals.unverifiable)
    return replace(save, game=game, deals=shown, hand=HandShape())


def _end_of(hand: HandReplay | None, game: Game) -> int:
    if hand is None:
        return len(game.history)
    if hand.end is None:
        raise ValueError("only a finished hand can be exported")
    return hand.end


def hidden_seeds(source: MatchSource, hand: HandReplay | None = None) -> bool:
    """Whether exporting (up to ``hand``) would write a seed that is not revealed yet."""
    if source.save is None:
        return False
    exported = truncated_save(source.save, _end_of(hand, source.game))
    return not all(seed.revealed for seed in exported.deals.seeds)


def export_text(source: MatchSource, hand: HandReplay | None = None) -> str:
    """The document of the whole match, or of the match up to the end of ``hand``."""
    end = _end_of(hand, source.game)
    if source.save is not None:
        return document_text(truncated_save(source.save, end))
    if source.friend is not None:
        return friend_match_text(source.friend, truncated_game(source.game, end))
    return game_to_json(truncated_game(source.game, end))


# --- play this deal again --------------------------------------------------------------------


def deal_of(replay: MatchReplay, hand: HandReplay, label: str) -> ReplayedDeal:
    """The cards of ``hand`` to deal again (see the module docstring); ``label`` names the
    match they come from."""
    deal = replay.actions[hand.start]
    assert isinstance(deal, Deal) and deal.deck is not None
    if hand.number == 1 and replay.cut:
        cut = Cut(replay.cut)
    else:
        cut = Cut(_REPLAY_CUT[hand.dealer])
    source = QCoreApplication.translate("history", "hand {number} of {match}").format(
        number=hand.number, match=label)
    return ReplayedDeal(replay.rules, cut, deal, hand.dealer, source)


# --- past matches ----------------------------------------------------------------------------


class _Database(Protocol):
    """What :class:`PastMatches` needs of :class:`StatsDB`."""

    def matches_before(self, place: MatchPlace | None, count: int,
                       ) -> tuple[Sequence[_Row], MatchPlace | None]: ...

    def match_record(self, match_id: str) -> str: ...


class _Row(Protocol):
    @property
    def match_id(self) -> str: ...
    @property
    def started_at(self) -> str: ...
    @property
    def level(self) -> int: ...
    @property
    def your_score(self) -> int: ...
    @property
    def computer_score(self) -> int: ...
    @property
    def hands(self) -> int: ...
    @property
    def result(self) -> object: ...


@dataclass(frozen=True, slots=True)
class PastMatch:
    """A match in the statistics database: its id and how the chooser names it."""

    match_id: str
    label: str


@dataclass(frozen=True, slots=True)
class PastPage:
    """A page of past matches, the latest first, and where the next page starts (None when
    there is none)."""

    entries: tuple[PastMatch, ...]
    next: MatchPlace | None


class PastMatches:
    """The past matches of the statistics database (``StatsDB.matches_before`` and
    ``match_record``) with a finished hand, newest first, ``size`` at a time."""

    def __init__(self, db: _Database, size: int = PAGE) -> None:
        self._db = db
        self._size = size

    def page(self, after: MatchPlace | None = None, skip: str | None = None) -> PastPage:
        """The matches to offer from ``after`` on (None: the latest), without ``skip`` (the
        current match's id); their records are not read."""
        rows, following = self._db.matches_before(after, self._size)
        entries = tuple(PastMatch(row.match_id, _past_label(row)) for row in rows
                        if row.match_id != skip)
        return PastPage(entries, following)

    def load(self, entry: PastMatch) -> MatchSource:
        """The match of ``entry``; HistoryFileError when its record is missing or unsound."""
        try:
            text = self._db.match_record(entry.match_id)
        except KeyError:
            raise HistoryFileError(QCoreApplication.translate(
                "history", "That match has no record to replay.")) from None
        data = text.encode("utf-8")
        if len(data) > MAX_IMPORT_BYTES:
            raise HistoryFileError(
                QCoreApplication.translate("history", "That match's record is too large."))
        return replace(_source(data, entry.label), match_id=entry.match_id)


def _past_label(row: _Row) -> str:
    """ "30 November 2026 10:00 · Medium · won · You 120 – Computer 80 · 4 hands" (the date
    and time in the player's locale, the date as the statistics write it); a match against a
    friend, "30 November 2026 10:00 · against Bruno · won · You 120 – Bruno 80 · 4 hands"."""
    when = moment_text(row.started_at)
    friend = getattr(row, "friend", None)  # a row of a friend's match names the friend
    if isinstance(friend, str):
        return _friend_label(row, when, friend)
    try:
        level = difficulty_name(int(Level(row.level)))
    except (ValueError, KeyError):
        level = QCoreApplication.translate("history", "level {number}").format(number=row.level)
    return QCoreApplication.translate(
        "history", "{when} · {level} · {result} · You {you} – Computer {computer} · %n hand(s)",
        None, row.hands,
    ).format(when=when, level=level, result=_result_word(row), you=row.your_score,
             computer=row.computer_score)


def _friend_label(row: _Row, when: str, friend: str) -> str:
    return QCoreApplication.translate(
        "history", "{when} · against {friend} · {result} · You {you} – {friend} {theirs} · "
        "%n hand(s)", None, row.hands,
    ).format(when=when, friend=friend, result=_result_word(row), you=row.your_score,
             theirs=row.computer_score)


def _result_word(row: _Row) -> str:
    """The match's result as the chooser says it (a result not known here, as stored)."""
    result = str(getattr(row.result, "value", row.result))
    with contextlib.suppress(ValueError):
        result = QCoreApplication.translate("history", _RESULT_WORDS[MatchResult(result)])
    return result
