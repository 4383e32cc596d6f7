"""Records every finished hand and match in the statistics database as soon as it ends.

:class:`StatsRecorder` listens to the controller: ``game_started`` (a new match, or one resumed
from the save), ``hand_scored`` and ``game_over``. Each hand end writes, in one transaction,
the hand's row and the match's row as it stands now, with the engine's record of the whole
match (``game_to_json``) for the hand-history viewer; once the match is over (its seeds
revealed), the match as an export holds it instead (``finished_document``: the save format
without a secret seed), so that it can still be verified from the hand history.

A match is identified by the fingerprint of its first deal seed (public from the start; the
secret seed itself is never written here) and its start time. A match resumed from the save keeps
the id it had (the last match recorded with its seed), and as the resume announces the current
hand's actions again, a hand that had already ended is announced again too: the hand's key
(match id, hand number) makes that a no-op.

Some hands and matches are counted apart (``stats_rows.Apart``), never among the ordinary
figures: a hand dealt by *Play this deal again* (and its match), every hand of a match whose
deals are unverifiable (``app/match/deals.py``) from the moment it is (and the match), and a
match that **went back**. The statistics know how far a match got: when a resumed save holds
fewer finished hands than they recorded for its match (the player put an older save back, and
now knows the stock of the hands played since), the match :attr:`StatsRecorder.went_back`: the
row of the match as it was played stays as it was (its first results kept, in the ordinary
figures; it is abandoned, as any match left in progress), and the match goes on in a row of its
own (the same seed and start, its own id), counted apart, with every hand played from the point
of return. Each row and its hands then tell one story: the first row's score is its hands', the
new row's hands are the ones played since the return (its score counts the hands before it too,
which are recorded once, in the first row). Going back within a hand (no hand recorded beyond
the save) is not noticed: see ``docs/fair-deal.md``. When a match starts, every other match still in
progress is marked abandoned: the save holds one match only, so none of them can come back. A
file may hold any number of them (an edited file, a crash at every start): the start abandons
one batch, and the rest go a batch at a time from the event loop, so the start never waits.

A match against a friend (:meth:`StatsRecorder.friend_match`, which the session calls when one
starts) is recorded too, but counted in none of the computer's figures: its row names the friend
(``MatchRow.friend``) and is counted per friend (``stats_schema.py``, step 6); its hands have no
row of their own. What the database keeps of it is its friend's match document
(``friend_record.py``: the record and every deal's evidence), written at each hand's end and
again whenever a deal is settled after it (the friend's secrets come after the hand's end, the
last hand's after the match's): so a past friend's match replays, and its export verifies. Its
row is keyed by the digest of its cut's two commitments, as a computer's match by its seed's
fingerprint: a friend's match gone on with after a restart keeps its row. A
match against a friend the recorder was not told of (no :meth:`~StatsRecorder.friend_match`) is
not recorded at all.

The reviews of matches are recorded here too (:meth:`StatsRecorder.record_review`: the Review
window's, and the Statistics window's measure of every match's luck), one row of the player's
figures per match, a full review never replaced by a luck one of the same review version
(``stats_writes.review_write``); :meth:`StatsRecorder.reviews`
reads the figures back.

The database never holds the table up (see ``stats_store.py``): a write that meets a lock is
retried from a timer, and kept meanwhile in the journal beside the file, so that a quit or a
crash loses none of it (it is replayed at the next start, see ``stats_journal.py``); the player
is told once of a problem through ``message``, when the table next waits for the player (so the
computer's moves do not push the note out of the status line).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, SignalInstance

from ...ai.levels import Level
from ...ai.review import HandReview
from ...engine import (
    Deal,
    DrawStock,
    Game,
    GinRummyError,
    HandResult,
    Outcome,
    Phase,
    TakeDiscard,
    TakeUpcard,
    best_arrangement,
    game_to_json,
)
from ...friend.play import FriendPlay
from ..match.controller import GameController, starts_a_hand
from ..seats.seat import Seat
from .friend_record import friend_document_text, settled_deals
from .review_records import RATING_MATCHES, ReviewFigures, review_row
from .stats_rows import (
    COMPUTER,
    YOU,
    Apart,
    HandRow,
    MatchResult,
    MatchRow,
    ReviewKind,
    settings_hash,
)
from .stats_store import STATS_NAME, StatsDB

__all__ = ["StatsRecorder", "WentBack", "hand_row", "match_record", "match_row"]

_log = logging.getLogger(__name__)

RETRY_MS = (1_000, 3_000, 10_000, 30_000)
"""The pauses between attempts to write what a lock held back (the last one repeats)."""


def utc_now() -> datetime:
    return datetime.now(UTC)


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="milliseconds")


def _side(seat: int | None) -> str | None:
    return None if seat is None else (YOU if seat == Seat.USER else COMPUTER)


@dataclass(frozen=True, slots=True)
class _Match:
    match_id: str
    seed_fingerprint: str
    started_at: str
    apart: Apart | None = None
    """Why the match is counted apart, as far as its row says (a match that went back)."""
    first_hand: int = 1
    """The first hand this row records: a match that went back records the hands played
    after the return only (the hand the resume announces again is its first row's)."""


@dataclass(slots=True)
class _Friend:
    """The match against a friend on the table: the friend's ``name`` and the ``play`` of
    the match; ``settled``, the deals settled in the document written last."""

    name: str
    play: FriendPlay
    settled: int = 0
    forfeit_written: bool = False


@dataclass(frozen=True, slots=True)
class WentBack:
    """A resumed match went back to an earlier save: the statistics had ``recorded`` finished
    hands of it, the save holds ``saved``."""

    recorded: int
    saved: int


def _turns(game: Game) -> int:
    """The draws (stock, pile, upcard) of both players since the last deal."""
    turns = 0
    for action in reversed(game.history):
        if isinstance(action, Deal):
            break
        turns += isinstance(action, DrawStock | TakeDiscard | TakeUpcard)
    return turns


def _deadwood(game: Game, result: HandResult) -> tuple[int | None, int | None]:
    """Each side's deadwood at the end: the showdown's (the defender's after lay-offs), or for
    a dead hand the least deadwood of the cards held."""
    settlement, knocker = result.settlement, result.knocker
    if settlement is not None and knocker is not None:
        sides = [0, 0]
        sides[knocker] = settlement.knocker_deadwood
        sides[1 - knocker] = settlement.defender_deadwood
        return sides[0], sides[1]
    try:
        return tuple(  # type: ignore[return-value]
            best_arrangement(game.hand_of(seat), game.rules.runs_only).deadwood_points
            for seat in Seat
        )
    except GinRummyError:  # 11 cards after a big gin draw cannot happen here; be safe
        return None, None


def hand_row(game: Game, result: HandResult, match_id: str, level: int, played_at: str,
             assisted: bool = False, apart: Apart | None = None) -> HandRow:
    """The row of ``result``, the hand that just ended in ``game`` (``apart``: why it is
    counted apart, if it is)."""
    mine, theirs = _deadwood(game, result)
    return HandRow(
        match_id=match_id,
        hand_number=result.number,
        played_at=played_at,
        rules_preset=game.rules.name,
        settings_hash=settings_hash(game.rules),
        level=level,
        dealer=_side(result.dealer) or YOU,
        outcome=result.outcome.value,
        points=result.points,
        scored_by=None if result.outcome is Outcome.DEAD else _side(result.winner),
        knocker=_side(result.knocker),
        your_deadwood=mine,
        computer_deadwood=theirs,
        turns=_turns(game),
        assisted=assisted,
        apart=apart,
    )


def _result(game: Game) -> MatchResult:
    if game.phase is not Phase.GAME_OVER:
        return MatchResult.IN_PROGRESS
    winner = game.sheet.winner
    if winner is None:
        return MatchResult.DRAWN
    return MatchResult.WON if winner == Seat.USER else MatchResult.LOST


def match_row(game: Game, match_id: str, seed_fingerprint: str, started_at: str, level: int,
              now: str, apart: Apart | None = None) -> MatchRow:
    """The row of the match in ``game`` as it stands (``apart``: why it is counted apart, if
    it is)."""
    sheet = game.sheet
    bonus = [sum(c.totals[s] - c.hand_points[s] for c in sheet.columns) for s in Seat]
    result = _result(game)
    return MatchRow(
        match_id=match_id,
        seed_fingerprint=seed_fingerprint,
        started_at=started_at,
        ended_at=None if result is MatchResult.IN_PROGRESS else now,
        level=level,
        rules_preset=game.rules.name,
        settings_hash=settings_hash(game.rules),
        result=result,
        your_score=sheet.totals[Seat.USER],
        computer_score=sheet.totals[Seat.OPPONENT],
        your_bonus=bonus[0],
        computer_bonus=bonus[1],
        hands=len(game.results),
        apart=apart,
    )


def match_record(game: Game) -> str:
    """The engine's record of ``game``, without the indentation (``game_from_json`` reads it;
    its digest does not depend on the layout)."""
    return json.dumps(json.loads(game_to_json(game)), separators=(",", ":"), ensure_ascii=False)


class MatchFacts(Protocol):
    """What the recorder asks of the match's owner (``session.py``) at each hand end."""

    @property
    def level(self) -> Level:
        """The computer's level in the match."""
        ...

    @property
    def assisted_hands(self) -> frozenset[int]:
        """The hands played with help (undo, hints)."""
        ...


class StatsRecorder(QObject):
    """Writes the controller's hands and matches to ``db`` (see the module docstring).

    ``facts`` gives the computer's level and the assisted hands at each hand end.
    Signals: ``recorded()`` after something was written (the Statistics window refreshes);
    ``message(str)``: a problem with the file, for the status line, once per kind.
    """

    recorded = Signal()
    message = Signal(str)

    def __init__(
        self,
        db: StatsDB,
        controller: GameController,
        facts: MatchFacts,
        parent: QObject | None = None,
        *,
        clock: Callable[[], datetime] = utc_now,
        finished_document: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.db = db
        self._controller = controller
        self._facts = facts
        self._clock, self._finished_document = clock, finished_document
        self._match: _Match | None = None
        self._messages: list[str] = []
        self.told: list[str] = []
        """The messages emitted so far, in order."""
        self.went_back: WentBack | None = None
        """Set when the match on the table was resumed from an earlier save than the
        statistics had recorded (see the module docstring); None otherwise."""
        self._resuming: int | None = None
        self.last_write_ms = 0.0  # how long the last hand's recording took (log, tests)
        self.recording = True  # False: the match on the table is not counted
        self._friend: _Friend | None = None
        self._settling = _single_shot(self, self._friend_settled)
        self._settling.setInterval(0)  # once the message that came has been taken in
        db.notify = self._messages.append
        db.journal_moved_text = journal_moved_text
        self._tell = _single_shot(self, self._emit_messages)
        self._tell.setInterval(0)  # after the current handler, so the table's own notes go first
        self._retries = 0
        self._retry = _single_shot(self, self._retry_pending)
        self._abandoning = _single_shot(self, self._abandon_more)
        self.destroyed.connect(_closer(db))
        application = QCoreApplication.instance()
        if application is not None:  # a window never deleted still closes the file at exit
            application.aboutToQuit.connect(_closer(db))
        self._listen(controller)

    def _listen(self, controller: GameController) -> None:
        """The controller's signals this records from."""
        controller.actor_changed.connect(self._on_actor)
        controller.game_started.connect(self._on_game_started)
        controller.hand_scored.connect(self._on_hand_scored)
        controller.game_over.connect(self._on_game_over)
        controller.events_applied.connect(self._on_events)

    @classmethod
    def in_folder(cls, folder: Path, controller: GameController, facts: MatchFacts,
                  parent: QObject | None = None,
                  finished_document: Callable[[], str] | None = None) -> StatsRecorder:
        """A recorder on the statistics file of the data folder ``folder``."""
        return cls(StatsDB(folder / STATS_NAME), controller, facts, parent,
                   finished_document=finished_document)

    @property
    def match_id(self) -> str | None:
        """The id of the match on the table (None before the first one)."""
        return self._match.match_id if self._match else None

    # --- a match against a friend --------------------------------------------------------

    def friend_match(self, name: str, play: FriendPlay,
                     news: SignalInstance | None = None) -> None:
        """The match on the table, starting (or just started, or gone on with after a
        restart) in a friend's match, is against the friend ``name`` and played by ``play``:
        recorded apart (module docstring). ``news``: a signal emitted once a message of the
        friend's was taken in that settled a deal after its hand's end (the match's
        ``finished``: the last deal's keys came); the document is then written again, as it is
        when the next hand is dealt (the deal before it was settled). Counting is on again
        (:attr:`recording`)."""
        self.recording = True
        self._friend = _Friend(name, play)
        self._match = None  # found or made at its first write (its key: its cut's)
        if news is not None:  # a method of this QObject: no call once it is gone
            news.connect(self._friend_news)

    def _on_events(self, events: object) -> None:
        """A friend's hand dealt: the deal before it was settled first (``friend/play.py``)."""
        if self._friend is not None and isinstance(events, tuple) and starts_a_hand(events):
            self._settling.start()

    def _friend_news(self, *_message: object) -> None:
        """Was a deal settled? (Asked once the signal's other listeners have run.)"""
        if self._friend is not None:
            self._settling.start()

    def _friend_settled(self) -> None:
        """A deal settled since the document was written last, in a match with a hand over:
        written again."""
        friend = self._friend
        forfeit = friend is not None and friend.play.forfeit is not None and \
            not friend.forfeit_written
        if friend is None or not self._controller.has_game or (not forfeit and (
                not self._controller.game.results
                or settled_deals(friend.play) <= friend.settled)):
            return
        try:
            self._record_friend(friend)
        except Exception:  # the statistics must never break the table
            _log.exception("statistics: recording the friend's match failed")

    def _friend_row(self, friend: _Friend) -> _Match | None:
        """The row of the friend's match: keyed by the digest of its cut's two commitments,
        as a computer's match by its seed's fingerprint (the same on both sides, and a match
        gone on with after a restart finds its row again); None before the cut is settled.
        Starting one abandons no other match in progress (the computer's match in the save
        may be resumed)."""
        if self._match is not None:
            return self._match
        cut = friend.play.deals[0].settled if friend.play.deals else None
        if cut is None:
            return None
        key = hashlib.sha256(b"".join(cut.transcript.commitments)).hexdigest()
        found = self.db.latest_match(key)
        if found is not None:
            self._match = _Match(found.match_id, key, found.started_at)
        else:
            started = _stamp(self._clock())
            self._match = _Match(f"friend-{key[:16]}-{started}", key, started)
        return self._match

    def _record_friend(self, friend: _Friend) -> None:
        """The friend's match as it stands and its document, in one write (no hand row)."""
        match = self._friend_row(friend)
        if match is None:
            return
        game = self._controller.game
        row = match_row(game, match.match_id, match.seed_fingerprint, match.started_at,
                        int(self._facts.level), _stamp(self._clock()))
        friend.settled = settled_deals(friend.play)
        text = friend_document_text(friend.name, friend.play, compact=True)
        forfeit = friend.play.forfeit
        if forfeit is not None:  # the match ends there: won (or lost) by forfeit
            friend.forfeit_written = True
            won = MatchResult.WON if forfeit is not friend.play.role else MatchResult.LOST
            row = replace(row, result=won, ended_at=row.ended_at or _stamp(self._clock()))
        self._after(self.db.save(replace(row, friend=friend.name), text))

    @property
    def _counted(self) -> bool:
        """Whether the match on the table is recorded: counting is on, and a friend's match
        was told of (:meth:`friend_match`)."""
        return self.recording and (self._friend is not None or not self._controller.is_shared)

    # --- the controller's signals -------------------------------------------------------

    def _on_game_started(self) -> None:
        if not self._controller.is_shared:
            self._friend = None
        if not self._counted:
            self._match = None
            return
        if self._friend is not None:
            self._match, self.went_back, self._resuming = None, None, None
            return
        game = self._controller.game
        key = self._controller.deals.seeds[0].fingerprint
        now = self._clock()
        self.went_back = None
        finished, self._resuming = self._resuming, None
        match = self._resumed(game, key, now, finished) if game.history else None
        if match is None:
            started = _stamp(now)
            match = _Match(f"{key[:16]}-{started}", key, started)
        self._match = match
        self._after(self.db.abandon_others(match.match_id, _stamp(now)))
        self._abandon_rest(written=True)

    def resuming(self, finished_hands: int) -> None:
        """The next match to start is a save put back, whose match has ``finished_hands``
        hands over (the game started then holds only the hands before its current one: the
        current hand's actions are announced after the start)."""
        self._resuming = finished_hands

    def _resumed(self, game: Game, key: str, now: datetime, finished: int | None,
                 ) -> _Match | None:
        """The match a game resumed from the save is: the last one recorded with its seed
        (None: none is); or, when the statistics recorded more of its hands than the save
        has (``finished``, :meth:`resuming`), a row of its own from here on, counted apart (it
        went back: module docstring). A game started again without a save (a move taken
        back, never across a hand's end) has all its finished hands in ``game``."""
        played = len(game.results) if finished is None else finished
        found = self.db.latest_match(key)
        if found is None:
            return None
        if found.hands <= played:
            return _Match(found.match_id, key, found.started_at, found.apart)
        self.went_back = WentBack(found.hands, played)
        _log.warning("statistics: the match went back from hand %d to hand %d", found.hands,
                     played)
        branch = f"{found.match_id}/back-{_stamp(now)}"
        return _Match(branch, key, found.started_at, Apart.WENT_BACK, played + 1)

    def _on_hand_scored(self, result: object) -> None:
        if not self._counted or not isinstance(result, HandResult) or \
                not self._controller.has_game:
            return
        try:
            self._record(result)
        except Exception:  # the statistics must never break the table
            _log.exception("statistics: recording the hand failed")

    def _on_game_over(self, _sheet: object) -> None:
        if not self._counted or not self._controller.has_game:
            return
        try:
            self._record(None)
        except Exception:
            _log.exception("statistics: recording the match failed")

    def _record(self, result: HandResult | None) -> None:
        if self._friend is not None:
            self._record_friend(self._friend)
            return
        started = time.perf_counter()
        game = self._controller.game
        if self._match is None:  # a controller started before this recorder: a new match
            self._on_game_started()
        match = self._match
        assert match is not None
        now = _stamp(self._clock())
        level = int(self._facts.level)
        row = match_row(game, match.match_id, match.seed_fingerprint, match.started_at, level,
                        now, self._match_apart(match))
        hand = None
        if result is not None and result.number >= match.first_hand:
            assisted = result.number in self._facts.assisted_hands
            hand = hand_row(game, result, match.match_id, level, now, assisted,
                            self._hand_apart(match, game))
        written = self.db.save(row, self._record_text(game), hand)
        self.last_write_ms = (time.perf_counter() - started) * 1000
        _log.debug("statistics: hand recorded in %.1f ms", self.last_write_ms)
        self._after(written)

    def _record_text(self, game: Game) -> str:
        """What the database keeps of the match: once it is over, the document an export
        writes (its seeds revealed: verifiable), else the engine's record."""
        if game.phase is Phase.GAME_OVER and self._finished_document is not None:
            try:
                return self._finished_document()
            except Exception:  # the statistics must never break the table: the bare record
                _log.exception("statistics: the finished match's document failed")
        return match_record(game)

    def _match_apart(self, match: _Match) -> Apart | None:
        """Why the match on the table is counted apart, if it is: its deals are unverifiable,
        it went back, or it started from a replayed deal."""
        deals = self._controller.deals
        if deals.unverifiable:
            return Apart.UNVERIFIABLE
        if match.apart is not None:
            return match.apart
        return Apart.REPLAYED if deals.is_replayed(1) else None

    def _hand_apart(self, match: _Match, game: Game) -> Apart | None:
        """Why the hand that just ended in ``game`` is counted apart, if it is: its match is
        unverifiable, or went back before it; or it was dealt by a replayed deal."""
        if self._controller.deals.unverifiable or match.apart is Apart.UNVERIFIABLE:
            return Apart.UNVERIFIABLE
        if match.apart is Apart.WENT_BACK:
            return Apart.WENT_BACK
        dealt_by = sum(1 for action in game.history if isinstance(action, Deal))
        return Apart.REPLAYED if self._controller.deals.is_replayed(dealt_by) else None

    # --- reviews -----------------------------------------------------------------------

    def record_review(self, match_id: str, hands: Sequence[HandReview], full: bool) -> None:
        """Record the review ``hands`` of the match ``match_id``: ``full`` when the player's
        decisions were valued, else the luck alone. It replaces the match's review before
        unless that one was full and this is not (``stats_writes.review_write``); a review of no
        hand, or of a match not recorded yet, records nothing. Like a hand's, the write waits
        for a locked file in the journal; it never raises."""
        if not hands:
            return
        try:
            kind = ReviewKind.FULL if full else ReviewKind.LUCK
            row = review_row(match_id, hands, kind, _stamp(self._clock()))
            self._after(self.db.save_review(row))
        except Exception:  # the statistics must never break the window that reviewed
            _log.exception("statistics: recording the review of %s failed", match_id)

    def reviews(self, level: int | None = None, last: int = RATING_MATCHES) -> ReviewFigures:
        """The review figures of ``level`` (1 to 5) or all: the matches reviewed of those that
        can be, their luck and results, and the ``last`` matches reviewed in full, the oldest
        first (``review_records.ReviewFigures``)."""
        return self.db.review_figures(level, last)

    # --- afterwards ---------------------------------------------------------------------

    def _on_actor(self, actor: object) -> None:
        if actor is Seat.USER and self._messages:
            self._tell.start()

    def _after(self, written: bool) -> None:
        if written:
            self._retries = 0
            self.recorded.emit()
        elif self.db.pending and not self._retry.isActive():
            self._retry.start(RETRY_MS[min(self._retries, len(RETRY_MS) - 1)])
            self._retries += 1

    def _retry_pending(self) -> None:
        self._after(self.db.retry_pending())

    def _abandon_rest(self, written: bool) -> None:
        """Abandon the file's other matches in progress a batch at a time, between the
        table's events (the start waited for one batch only, however many there are); a
        batch the file's lock held back is tried again after a pause."""
        if self.db.abandoning:
            self._abandoning.start(0 if written else RETRY_MS[0])

    def _abandon_more(self) -> None:
        written = self.db.abandon_more()
        if written and not self.db.abandoning:
            self.recorded.emit()  # the last batch: the figures count them now
        self._abandon_rest(written)

    def retry_now(self) -> bool:
        """Write what waits for the file now (True when nothing is left waiting)."""
        self._retry.stop()
        done = self.db.retry_pending()
        self._after(done)
        return done

    def _emit_messages(self) -> None:
        messages = list(self._messages)
        self._messages.clear()
        for text in messages:
            self.told.append(text)
            self.message.emit(text)

    def reset(self) -> bool:
        """Forget all statistics (the player asked); False when that failed."""
        done = self.db.reset()
        self._after(done)
        return done

    def close(self) -> None:
        """Close the statistics file (the window is closing, or the program ending): the
        writes waiting for a lock are tried once more, then the file is closed, so that nothing
        holds it (Windows can neither move nor delete an open file). What still waits is in
        the journal (written now if it could not be before), for the next start. A later write
        opens the file again."""
        self._retry.stop()
        self._abandoning.stop()  # the next start abandons them again
        if self.db.pending and not self.db.retry_pending():
            kept = self.db.flush_journal()
            _log.warning("statistics: closing with %d writes still waiting for a lock (%s)",
                         self.db.pending, "kept in the journal" if kept else "NOT all journaled")
        self.db.close()


def journal_moved_text(target: Path) -> str:
    """What the player is told when the journal of waiting statistics was damaged and moved
    to ``target`` (the same sentence as ``stats_store``'s, in its context)."""
    return QCoreApplication.translate(
        "Statistics",
        "Some statistics waiting to be recorded could not be read. They were kept as "
        "“{name}”; the rest will be recorded as usual.",
    ).format(name=target.name)


def _single_shot(parent: QObject, slot: Callable[[], None]) -> QTimer:
    """A timer of ``parent`` that calls ``slot`` once each time it is started."""
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.timeout.connect(slot)
    return timer


def _closer(db: StatsDB) -> Callable[[], None]:
    """Close the file when the recorder goes (it is the file's only user)."""

    def close() -> None:
        with contextlib.suppress(RuntimeError):
            db.close()

    return close
