"""A friend's match on the table: the protocol of ``friend/play.py`` over the link, for the
controller, through a dropped connection and back.

:class:`FriendMatch` takes the link once both programs have agreed the rules (the Play a friend
dialog). Every message that comes goes to the protocol, and what it sends back goes out; what
the protocol agrees goes to the table: a card shown puts the game back on the deck as now known
(:meth:`GameController.repicture`), a cut or a deal lets the table deal
(:meth:`GameController.chance_agreed`), the friend's move goes to the friend's seat (which the
controller asks like any opponent's), and the user's own draw from the stock, held until the
friend's program shows its card, is applied (:meth:`GameController.apply_mine`). It is the
controller's :class:`~.controller.SharedDeals`.

**Nothing is lost.** Every event is written to the match's journal (``friend_save.py``, its
secrets sealed) before any message it makes is sent, so a program killed in the middle is, at
its next start, exactly what it was as far as the friend's program can tell
(:meth:`FriendMatch.from_save`): it then looks for the friend as after a dropped connection. The
file goes when the match is over or ended for good; it stays when the friend did not come back
in time, to go on later.

**A dropped connection pauses the match.** Every match message this side sends is kept, and
the ones taken in are counted. When the connection drops, the player is told, and the two
programs find each other again: the host listens on its port again, the guest tries the host's
address every :data:`RETRY_MS`. On the new connection each proves it holds the first
connection's key and says how many messages it has (``friend/resume.py``); each then sends
again what the other lacks, and the match goes on exactly where it was. The player may play on
meanwhile (the moves wait to be sent). A friend who is not back within :data:`WAIT_S` ends the
match. Leaving on purpose (a new game) says goodbye first, so the friend's program ends the
match at once instead of waiting.

Whatever goes wrong ends the match, never the program: a cheat caught names what it was (and
the deals' evidence goes to the log), a message out of turn or out of bounds. :attr:`told`
carries every sentence for the player; :attr:`ended` the one that ends the match.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Sequence
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import Action, Cut, Deal, Game, GinRummyError, RuleSet
from ...friend.channel import WireError
from ...friend.hidden_deck import ShownError
from ...friend.play import Event, FriendPlay, Outcome, Stage, replayed, seeded_bytes
from ...friend.resume import resume_message, their_count
from ...friend.shuffle import CheatError, Role
from ..seats.friend_link import FriendHost, FriendLink
from ..seats.friend_seat import FriendSeat
from ..words.friend import (
    back_sentence,
    cheat_sentence,
    forfeit_sentence,
    gave_up_sentence,
    link_closed_sentence,
    lost_sentence,
    protocol_sentence,
)
from .controller import GameController
from .friend_save import FriendSave

__all__ = ["RETRY_MS", "WAIT_S", "FriendMatch"]

_log = logging.getLogger(__name__)

RETRY_MS = 2_000
"""How often the guest tries the host's address again while the connection is down."""

WAIT_S = 300
"""How long a dropped match waits for the friend to come back before it ends."""

REVEAL_S = 60
"""How long, once a hand is over and this side has revealed its keys, the friend's program
has to reveal its own (over a live connection) before the friend forfeits the match: keys
held back would keep the deal from being checked."""

BYE = {"kind": "bye"}


class Journal(Protocol):
    """Where a match's events are kept (``friend_save.FriendJournal``)."""

    def begin(self, save: FriendSave) -> None: ...

    def append(self, events: Sequence[Event]) -> None: ...


class FriendMatch(QObject):
    """One match against a friend (see the module docstring)."""

    told = Signal(str)
    ended = Signal(str)
    paused = Signal()
    resumed = Signal()

    finished = Signal()

    def __init__(self, rules: RuleSet, host: bool, seed: bytes, controller: GameController,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.play = FriendPlay(Role.HOST if host else Role.GUEST, rules, seeded_bytes(seed))
        self.seat = FriendSeat(self)
        self._seed = seed
        self._controller = controller
        self.friend_name = self._name = self._address = ""
        self._resume_key, self._port = b"", 0
        self._sent: list[dict[str, Any]] = []
        self._over = False
        self.kept = False
        """The match ended waiting for the friend: its file stays, to go on later."""
        self._down_since: float | None = None
        self._awaiting_resume = False
        self._listener: FriendHost | None = None
        self._retry = QTimer(self)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self._try_again)
        self.link: FriendLink | None = None
        self.journal: Journal | None = None
        """Where every event is written before its messages are sent (none: not kept)."""
        self._journaled = 0
        self._journal_failed = False
        self.forfeited = False
        """The friend forfeited: its keys did not come within :data:`REVEAL_S`."""
        self._reveal = QTimer(self)
        self._reveal.setSingleShot(True)
        self._reveal.timeout.connect(self._held_back)

    @classmethod
    def linked(cls, link: FriendLink, rules: RuleSet, host: bool, controller: GameController,
               parent: QObject | None = None) -> FriendMatch:
        """A new match over ``link`` (ready, the rules agreed); :meth:`start` begins it."""
        match = cls(rules, host, secrets.token_bytes(32), controller, parent)
        match.friend_name, match._name = link.peer_name, link.name
        match._resume_key, match._port = link.resume_key, link.port
        match._address = link.peer_address
        match._attach(link)
        return match

    @classmethod
    def from_save(cls, save: FriendSave, controller: GameController,
                  parent: QObject | None = None) -> FriendMatch:
        """The match as it was when written, looking for the friend (raises what
        :func:`~ginrummy_desktop.friend.play.replayed` raises for events that are not a
        match's)."""
        match = cls(save.rules, save.host, save.seed, controller, parent)
        role = match.play.role
        match.play, match._sent = replayed(role, save.rules, seeded_bytes(save.seed),
                                           list(save.events))
        match.friend_name, match._name, match._address = save.friend, save.name, save.address
        match._resume_key, match._port = save.resume_key, save.port
        match._journaled = len(save.events)
        return match

    def look_for_the_friend(self) -> None:
        """After a restart: wait for the friend as after a dropped connection."""
        self._dropped()

    def start(self) -> None:
        """Begin the cut (both programs do, once the rules are agreed)."""
        outcome = self.play.start()
        self._write_events()
        self._send(outcome)

    @property
    def is_over(self) -> bool:
        return self._over or self.play.stage is Stage.OVER

    @property
    def _received(self) -> int:
        """How many of the friend's match messages this side has taken in (each is one
        event of the protocol: what a new connection says it has)."""
        return sum(kind == "in" for kind, _ in self.play.events)

    @property
    def is_paused(self) -> bool:
        """Whether the connection is down and the match waits for the friend."""
        return self._down_since is not None and not self._over

    def close(self) -> None:
        """Leave the match: goodbye said, the link closed, nothing more sent or taken."""
        self._over = True
        self._stop_looking()
        if self.link is not None:
            self.link.leave(BYE)
        self.seat.shutdown()

    # --- the controller's SharedDeals ----------------------------------------------------

    def chance(self, count: int) -> Action | None:
        actions = self.play.actions
        if count < len(actions) and isinstance(actions[count], Cut | Deal):
            return actions[count]
        return None

    def mine(self, action: Action) -> Action | None:
        if self._over:
            raise GinRummyError("the friend's match is over")
        outcome, now = self.play.play_mine(action)
        self._write_events()
        self._send(outcome)
        self._time_the_reveal()
        return outcome.agreed[0] if now else None

    def game_at(self, count: int) -> Game:
        return self.play.game_at(count)

    # --- the link ------------------------------------------------------------------------

    def _attach(self, link: FriendLink) -> None:
        self.link = link
        link.setParent(self)
        link.received.connect(self._took)
        link.failed.connect(self._lost)
        link.closed.connect(self._lost)

    def _send(self, outcome: Outcome) -> None:
        for message in outcome.send:
            self._sent.append(message)
            if not self.is_paused and self.link is not None and self.link.is_ready:
                self.link.send(message)

    def _took(self, message: dict[str, Any]) -> None:
        if self._over:
            return
        kind = message.get("kind")
        if kind == "bye":
            self._end(link_closed_sentence())
        elif kind == "resume":
            self._their_resume(message)
        elif self._awaiting_resume:
            self._end(protocol_sentence())
        else:
            self._protocol(message)

    def _protocol(self, message: dict[str, Any]) -> None:
        try:
            outcome = self.play.receive(message)
        except CheatError as cheat:
            self._evidence(cheat)
            self._end(cheat_sentence(cheat.kind))
            return
        except (WireError, ShownError, GinRummyError) as error:
            _log.warning("friend's match: refused %.200r: %s", message.get("kind"), error)
            self._end(protocol_sentence())
            return
        self._write_events()
        self._send(outcome)
        self._tell_the_table(outcome)
        self._time_the_reveal()
        if self.play.stage is Stage.OVER:
            self.finished.emit()

    def _tell_the_table(self, outcome: Outcome) -> None:
        controller = self._controller
        if outcome.shown:
            controller.repicture()
        for action in outcome.agreed:
            if isinstance(action, Cut | Deal):
                controller.chance_agreed()
            elif action is not outcome.released:
                self.seat.deliver(action)
        if outcome.released is not None:
            controller.apply_mine(outcome.released)

    def _evidence(self, cheat: CheatError) -> None:
        """The cheat and the deal's record, in the log (the evidence kept)."""
        _log.error("friend's match: cheat caught: %s", cheat)
        for number, side in enumerate(self.play.deals):
            _log.error("friend's match: deal %d: %s", number, side.evidence())

    def _end(self, sentence: str) -> None:
        if self._over:
            return
        self._over = True
        self._stop_looking()
        if self.link is not None:
            self.link.close()
        self.told.emit(sentence)
        self.ended.emit(sentence)

    # --- a dropped connection ------------------------------------------------------------

    def _lost(self, *_why: object) -> None:
        """The link in use dropped (a candidate's own failures are its own)."""
        if self.sender() is self.link:
            self._dropped()

    def _dropped(self) -> None:
        """The connection is down: a finished match simply ends; one under way waits."""
        if self._over:
            return
        if self.play.stage is Stage.OVER:
            self._over = True
            return
        self._reveal.stop()
        if self._down_since is None:
            self._down_since = time.monotonic()
            _log.warning("friend's match: the connection dropped; waiting")
            self.told.emit(lost_sentence(self.friend_name, WAIT_S // 60))
            self.paused.emit()
        self._awaiting_resume = False
        self._look_again()

    def _look_again(self) -> None:
        """The host listens on its port again; the guest tries the host's address now and
        every :data:`RETRY_MS`."""
        if self.play.role is Role.HOST:
            if self._listener is None:
                self._listener = FriendHost(self._name, self)
                self._listener.linked.connect(self._candidate)
            if not self._listener.listening and not self._listener.listen("0.0.0.0", self._port):
                _log.warning("friend's match: cannot listen on port %d again", self._port)
        self._retry.start()
        self._try_again()

    def _try_again(self) -> None:
        started = self._down_since
        if started is None or self._over:
            self._retry.stop()
            return
        if time.monotonic() - started > WAIT_S:
            self.kept = True
            self._end(gave_up_sentence(self.friend_name, WAIT_S // 60))
            return
        if self.play.role is Role.GUEST and (self.link is None or not self.link.is_ready):
            self._candidate(FriendLink.to(self._address, self._port, self._name, self))

    def _candidate(self, link: FriendLink) -> None:
        """A new connection, perhaps the friend's: it must prove it (``friend/resume.py``)."""
        link.setParent(self)
        link.ready.connect(lambda: self._relinked(link))
        link.failed.connect(lambda _sentence: self._forget(link))
        link.closed.connect(lambda: self._forget(link))

    def _forget(self, link: FriendLink) -> None:
        """A candidate that failed before it became the match's link."""
        if link is not self.link:
            link.deleteLater()

    def _relinked(self, link: FriendLink) -> None:
        if self._over or self._down_since is None or (self.link is not None and
                                                       self.link.is_ready):
            link.close()
            return
        old = self.link
        self._attach(link)
        if old is not None and old is not link:
            old.deleteLater()
        self._awaiting_resume = True
        assert link.public_keys is not None
        link.send(resume_message(self._resume_key, *link.public_keys, self.play.role,
                                 self._received))

    def _their_resume(self, message: dict[str, Any]) -> None:
        if not self._awaiting_resume or self.link is None or self.link.public_keys is None:
            self._end(protocol_sentence())
            return
        other = Role.GUEST if self.play.role is Role.HOST else Role.HOST
        try:
            count = their_count(message, self._resume_key, *self.link.public_keys, other,
                                len(self._sent))
        except WireError as error:  # not the friend: keep waiting for them
            _log.warning("friend's match: a connection that is not the friend's: %s", error)
            self.link.close()
            self._dropped()
            return
        self._awaiting_resume = False
        self._down_since = None
        self._stop_looking()
        for sent in self._sent[count:]:
            self.link.send(sent)
        self.told.emit(back_sentence(self.friend_name))
        self.resumed.emit()
        self._time_the_reveal()

    # --- the file ----------------------------------------------------------------------------

    def _write_events(self) -> None:
        """The events not yet in the journal, written (the first time, the journal begun)."""
        journal, events = self.journal, self.play.events
        if journal is None or self._journaled >= len(events) or self._journal_failed:
            return
        try:
            if self._journaled == 0:
                journal.begin(FriendSave(
                    rules=self.play.rules, host=self.play.role is Role.HOST,
                    name=self._name, friend=self.friend_name, address=self._address,
                    port=self._port, seed=self._seed, resume_key=self._resume_key,
                    events=tuple(events)))
            else:
                journal.append(events[self._journaled:])
        except OSError as error:  # the match goes on; only a restart would lose it
            _log.error("friend's match: its journal cannot be written: %s", error)
            self._journal_failed = True
            return
        self._journaled = len(events)

    def _time_the_reveal(self) -> None:
        """While this side's keys are out and the friend's are awaited over a live
        connection, the friend has :data:`REVEAL_S` to reveal theirs."""
        waiting = self.play.stage is Stage.SETTLING and not self.is_paused and not self._over
        if not waiting:
            self._reveal.stop()
        elif not self._reveal.isActive():
            self._reveal.start(REVEAL_S * 1000)

    def _held_back(self) -> None:
        if self.play.stage is Stage.SETTLING and not self.is_paused:
            _log.error("friend's match: the friend's keys did not come in %d s", REVEAL_S)
            self.forfeited = True
            self.play.forfeit = Role.GUEST if self.play.role is Role.HOST else Role.HOST
            self.finished.emit()  # recorded as the friend's forfeit
            self._end(forfeit_sentence(self.friend_name, REVEAL_S))

    def _stop_looking(self) -> None:
        self._retry.stop()
        if self._listener is not None:
            self._listener.stop()
