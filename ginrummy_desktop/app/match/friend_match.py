"""A friend's match on the table: the protocol of ``friend/play.py`` over the link, for the
controller.

:class:`FriendMatch` takes the link once both programs have agreed the rules (the Play a friend
dialog). Every message that comes goes to the protocol, and what it sends back goes out; what
the protocol agrees goes to the table: a card shown puts the game back on the deck as now known
(:meth:`GameController.repicture`), a cut or a deal lets the table deal
(:meth:`GameController.chance_agreed`), the friend's move goes to the friend's seat (which the
controller asks like any opponent's), and the user's own draw from the stock, held until the
friend's program shows its card, is applied (:meth:`GameController.apply_mine`). It is the
controller's :class:`~.controller.SharedDeals`.

Whatever goes wrong ends the match, never the program: a cheat caught names what it was (and
the deals' evidence goes to the log), a message out of turn or out of bounds, the link failing
or closed. :attr:`ended` carries the sentence for the player.
"""

from __future__ import annotations

import logging
import secrets
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...engine import Action, Cut, Deal, Game, GinRummyError, RuleSet
from ...friend.channel import WireError
from ...friend.hidden_deck import ShownError
from ...friend.play import FriendPlay, Outcome, Stage
from ...friend.shuffle import CheatError, Role
from ..seats.friend_link import FriendLink
from ..seats.friend_seat import FriendSeat
from ..words.friend import cheat_sentence, link_closed_sentence, protocol_sentence
from .controller import GameController

__all__ = ["FriendMatch"]

_log = logging.getLogger(__name__)


class FriendMatch(QObject):
    """One match against a friend (see the module docstring)."""

    ended = Signal(str)

    def __init__(self, link: FriendLink, rules: RuleSet, host: bool,
                 controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link = link
        link.setParent(self)
        self.friend_name = link.peer_name
        self.play = FriendPlay(Role.HOST if host else Role.GUEST, rules, secrets.token_bytes)
        self.seat = FriendSeat(self)
        self._controller = controller
        self._over = False
        link.received.connect(self._received)
        link.failed.connect(self._stop)
        link.closed.connect(self._closed)

    def start(self) -> None:
        """Begin the cut (both programs do, once the rules are agreed)."""
        self._send(self.play.start())

    @property
    def is_over(self) -> bool:
        return self._over or self.play.stage is Stage.OVER

    def close(self) -> None:
        """Leave the match: the link is closed, nothing more is sent or taken."""
        self._over = True
        self.link.close()
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
        self._send(outcome)
        return outcome.agreed[0] if now else None

    def game_at(self, count: int) -> Game:
        return self.play.game_at(count)

    # --- the link ------------------------------------------------------------------------

    def _send(self, outcome: Outcome) -> None:
        for message in outcome.send:
            self.link.send(message)

    def _received(self, message: dict[str, Any]) -> None:
        if self._over:
            return
        try:
            outcome = self.play.receive(message)
        except CheatError as cheat:
            self._evidence(cheat)
            self._stop(cheat_sentence(cheat.kind))
            return
        except (WireError, ShownError, GinRummyError) as error:
            _log.warning("friend's match: refused %.200r: %s", message.get("kind"), error)
            self._stop(protocol_sentence())
            return
        self._send(outcome)
        self._tell_the_table(outcome)

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

    def _stop(self, sentence: str) -> None:
        if self._over:
            return
        self._over = True
        self.link.close()
        self.ended.emit(sentence)

    def _closed(self) -> None:
        if not self.is_over:
            self._stop(link_closed_sentence())
