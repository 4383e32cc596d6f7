"""One side of a whole match against a friend, as messages: the cut, each hand's deal, every
move, and each hand's settlement.

Each program numbers the seats its own way: it is seat 0, the friend seat 1 (the engine's
numbers, ``app/seats/seat.py``). No message names a seat: a move is the mover's, a deal's places
are the deal's (``shuffle.py``: the non-dealer's ten at the even places 0 to 18, the dealer's at
the odd ones, the upcard at 20, the stock's top at 21), and the cut's pairs are the host's card
(even place) and the guest's (odd place). So both programs play the same match, mirrored.

The match runs as a sequence of *deals* (:class:`~.deal_side.DealSide`): the cut's, then one a
hand. Each is made together (the four steps), then shows its cards:

* **the cut**: both sides show places 0 and 1 to both; while the pair ties in rank, the next
  pair. The lower card deals (the engine's rule). The cut's secrets are then exchanged and
  checked at once, and the first hand's deal begins;
* **a hand**: each side shows the other's ten places to the other and the upcard to both. Once a
  side has seen its ten and the upcard, the hand is dealt on its picture
  (:class:`~.hidden_deck.HiddenDeck`) and the moves begin.

A **move** travels as ``{"kind": "move", "action": ..., "masks": {place: mask}}``: the action as
a record writes it, with the mover's masks for every card the move shows that the other side has
not seen: the card thrown by a discard or a knock, and at a knock, big gin or the defender's
lay-off the mover's whole hand (the showdown shows both). A knock always names its melds (the
engine's default arrangement, resolved by the knocker), so both programs lay out the same ones.
The receiver checks that the move is the mover's turn, that the masks are exactly for the
mover's cards the move shows (one more is a card shown out of turn, one fewer a card not shown),
and then that the engine allows the move on the cards shown; a draw from the stock is answered
with the receiver's mask for that place, so the drawer alone sees it. A side's own draw waits
for that mask (:attr:`FriendPlay.held`): its card is not known until then.

When a hand is over (a showdown laid off, or a dead hand), each side sends its secrets and, on
the other's, checks the whole deal (:meth:`~.deal_side.DealSide.settle`): the picture becomes
the true deck, which the record keeps, and the next hand's deal begins at once.

Whatever breaks the protocol is a :class:`~.channel.WireError`; a cheat, a
:class:`~.shuffle.CheatError` naming the side (a move the rules refuse, a card not shown or
shown out of turn, and every cheat of the deal). Either ends the match; this module only
detects. Pure: no I/O, randomness from the caller.
"""

from __future__ import annotations

import enum
import hashlib
import hmac
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine import (
    Action,
    BigGin,
    Card,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Game,
    GinRummyError,
    Knock,
    LayOff,
    Phase,
    RuleSet,
)
from ..engine.record import action_from_json, action_to_json
from .channel import WireError, WireProblem
from .deal_side import DealSide
from .hidden_deck import ShownError
from .shuffle import Cheat, CheatError, Role

__all__ = ["Event", "FriendPlay", "Outcome", "Stage", "replayed", "seeded_bytes"]

ME, FRIEND = 0, 1
HAND_PLACES = 20
UPCARD_PLACE = 20
STOCK_TOP_PLACE = 21
MAX_CUT_PAIRS = 26


class Stage(enum.Enum):
    """Where the match stands, for this side."""

    CUTTING = "the cut's deal and its cards"
    DEALING = "a hand's deal and its first cards"
    PLAYING = "the hand's moves"
    SETTLING = "this side's secrets sent, the friend's awaited"
    OVER = "the match is over and its last deal checked"


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one message or one move of this side did.

    ``send``: the messages to send, in order. ``shown``: the picture of the hand in play
    changed (a card was shown), so a game built before must be built again
    (:meth:`FriendPlay.game`). ``agreed``: actions added to the match, in order (the cut, a
    deal, the friend's move, this side's own move). ``released``: this side's draw from the
    stock, held until now, that the friend's mask let it make (also in ``agreed``)."""

    send: tuple[dict[str, Any], ...] = ()
    shown: bool = False
    agreed: tuple[Action, ...] = ()
    released: Action | None = None


@dataclass(slots=True)
class _Hand:
    """One deal of the match and the actions played on it (none for the cut)."""

    side: DealSide
    moves: list[Action] = field(default_factory=list)
    start: Game | None = None  # the match before this deal's Deal (None for the cut)
    cut: Cut | None = None
    secrets_sent: bool = False


class FriendPlay:
    """One side's whole match against a friend (see the module docstring).

    ``role`` is this side's in every deal (the host makes steps 1 and 3). Call
    :meth:`start` once both programs have agreed the rules, then :meth:`receive` for every
    message the friend sends and :meth:`play_mine` for every move of this side's player."""

    def __init__(self, role: Role, rules: RuleSet,
                 random_bytes: Callable[[int], bytes]) -> None:
        self.role = role
        self.rules = rules
        self._random = random_bytes
        self.events: list[Event] = []
        """Everything that happened to this side, in order: with the same randomness, a new
        side given the same events ends in the same state (:func:`replayed`)."""
        self._hands: list[_Hand] = []
        self._cut: Cut | None = None
        self.stage = Stage.CUTTING
        self.held: Action | None = None
        """This side's draw from the stock, sent and waiting for the friend's mask."""
        self.forfeit: Role | None = None
        """The side that forfeited the match (set by whoever times the keys' reveal)."""
        self._game = Game(rules)

    # --- reading ---------------------------------------------------------------------------

    @property
    def actions(self) -> tuple[Action, ...]:
        """The match so far, as this side's engine plays it (deals on their pictures)."""
        return self._game.history

    def game(self) -> Game:
        """The match so far on the current pictures (a copy: the caller may apply to it)."""
        return self._game.copy()

    def game_at(self, count: int) -> Game:
        """The match's first ``count`` actions on the current pictures (from the hand's start
        when ``count`` reaches into the hand in play, else from the beginning)."""
        history = self._game.history
        start = self._hands[-1].start if self._hands else None
        if start is not None and count > len(start.history):
            game, rest = start.copy(), history[len(start.history):count]
        else:
            game, rest = Game(self.rules), history[:count]
        for action in rest:
            game.apply(action)
        return game

    @property
    def deals(self) -> tuple[DealSide, ...]:
        """Every deal of the match so far, the cut's first (their transcripts are the
        evidence of a cheat)."""
        return tuple(hand.side for hand in self._hands)

    # --- starting and receiving ----------------------------------------------------------

    def start(self) -> Outcome:
        """Begin the match: the cut's deal."""
        self.events.append(("start", None))
        return Outcome(send=(self._new_deal(),))

    def receive(self, message: dict[str, Any]) -> Outcome:
        """Take in one message of the friend's; what it did."""
        self.events.append(("in", message))
        kind = message.get("kind")
        if self.stage is Stage.OVER:
            raise WireError(WireProblem.REPLAYED, f"a {kind!r} message after the match")
        if kind == "secrets":
            return self._settle(message)
        if kind == "move":
            return self._friend_moved(message)
        if self.stage in (Stage.CUTTING, Stage.DEALING):
            return self._dealing(message)
        if kind == "mask" and self.held is not None:
            return self._drawn(message)
        raise WireError(WireProblem.REPLAYED, f"a {kind!r} message out of turn")

    # --- the deals ---------------------------------------------------------------------------

    def _new_deal(self) -> dict[str, Any]:
        start = None if self.stage is Stage.CUTTING else self._game.copy()
        self._hands.append(_Hand(DealSide(self.role, self._random), start=start))
        return self._hands[-1].side.commitment()

    @property
    def _hand(self) -> _Hand:
        return self._hands[-1]

    def _dealing(self, message: dict[str, Any]) -> Outcome:
        side = self._hand.side
        was_dealt = side.dealt
        send = side.receive(message)
        if side.dealt and not was_dealt:
            send += self._first_shows()
        if not side.dealt:
            return Outcome(send=tuple(send))
        if self.stage is Stage.CUTTING:
            return self._cutting(send)
        return self._maybe_dealt(send)

    def _first_shows(self) -> list[dict[str, Any]]:
        """The masks this side sends as soon as a deal is made."""
        side = self._hand.side
        if self.stage is Stage.CUTTING:
            return [side.show(0), side.show(1)]
        friend_places = self._places_of(FRIEND, self._game.next_dealer)
        return [side.show(place) for place in (*friend_places, UPCARD_PLACE)]

    @staticmethod
    def _places_of(seat: int, dealer: int | None) -> range:
        """The deal's places of ``seat``'s ten cards (the non-dealer's are the even ones)."""
        return range(0 if seat != dealer else 1, HAND_PLACES, 2)

    def _cutting(self, send: list[dict[str, Any]]) -> Outcome:
        side = self._hand.side
        pair = 0
        while side.card_at(2 * pair) is not None and side.card_at(2 * pair + 1) is not None:
            host, guest = side.card_at(2 * pair), side.card_at(2 * pair + 1)
            assert host is not None and guest is not None
            if host.rank != guest.rank:
                return self._cut_made(send, pair + 1)
            pair += 1
            if pair >= MAX_CUT_PAIRS:
                raise CheatError(Cheat.CARD_SHOWN_TWICE, side.other, "a cut that never ends")
            if not side.shown_to_other(2 * pair):
                send += [side.show(2 * pair), side.show(2 * pair + 1)]
        return Outcome(send=tuple(send))

    def _cut_made(self, send: list[dict[str, Any]], pairs: int) -> Outcome:
        side = self._hand.side
        cards: list[Card] = []
        for pair in range(pairs):
            host, guest = side.card_at(2 * pair), side.card_at(2 * pair + 1)
            assert host is not None and guest is not None
            cards += [host, guest] if self.role is Role.HOST else [guest, host]
        cut = Cut(tuple(cards))
        self._game.apply(cut)
        self._hand.cut = cut
        self._hand.secrets_sent = True
        self.stage = Stage.SETTLING
        return Outcome(send=(*send, side.secrets_message()), agreed=(cut,))

    def _maybe_dealt(self, send: list[dict[str, Any]]) -> Outcome:
        """Once this side has seen its ten and the upcard, the hand is dealt."""
        side = self._hand.side
        mine = self._places_of(ME, self._game.next_dealer)
        if any(side.card_at(place) is None for place in (*mine, UPCARD_PLACE)):
            return Outcome(send=tuple(send))
        deal = Deal(side.picture.deck())
        self._game.apply(deal)
        self.stage = Stage.PLAYING
        return Outcome(send=tuple(send), agreed=(self._game.history[-1],))

    # --- this side's moves -------------------------------------------------------------------

    def play_mine(self, action: Action) -> tuple[Outcome, bool]:
        """This side's player makes ``action``: the messages to send, and whether the table
        may apply it now (False for a draw from the stock: :attr:`held` until the friend's
        mask shows the card). Raises :class:`GinRummyError` for a move the engine refuses
        (nothing is sent then)."""
        if self.stage is not Stage.PLAYING or self.held is not None or \
                self._game.actor != ME:
            raise GinRummyError("it is not this side's turn in the friend's match")
        probe = self._game.copy()
        probe.apply(action)  # raises for an illegal move, before anything is sent
        resolved = probe.history[-1]  # a knock with its melds laid out
        self.events.append(("mine", action_to_json(resolved)))
        message = {"kind": "move", "action": action_to_json(resolved),
                   "masks": self._my_masks(resolved)}
        if isinstance(resolved, DrawStock):
            self.held = resolved
            return Outcome(send=(message,)), False
        self._game = probe
        return Outcome(send=(message, *self._after_move()), agreed=(resolved,)), True

    def _my_masks(self, action: Action) -> dict[str, str]:
        """My masks for the cards ``action`` shows that the friend has not seen."""
        side = self._hand.side
        shown: dict[str, str] = {}
        for place in self._places_showing(ME, action):
            if not side.shown_to_other(place):
                shown[str(place)] = side.show(place)["mask"]
        return shown

    def _places_showing(self, seat: int, action: Action) -> list[int]:
        """The places of the cards ``seat``'s ``action`` shows, on this side's picture."""
        deck = self._hand.side.picture.deck()
        hand = self._game.hand_of(seat)
        match action:
            case Discard(card=card):
                cards: tuple[Card, ...] = (card,)
            case Knock() | BigGin() | LayOff():
                cards = hand
            case _:
                cards = ()
        return sorted(deck.index(card) for card in cards)

    def _drawn(self, message: dict[str, Any]) -> Outcome:
        """The friend's mask for the card this side drew: the card is seen, the draw made."""
        place = STOCK_TOP_PLACE + self._stock_draws()
        if message.get("place") != place:
            raise WireError(WireProblem.REPLAYED, "a mask for another place than the draw")
        self._hand.side.receive(message)
        held, self.held = self.held, None
        assert held is not None
        self._rebuild()
        self._game.apply(held)
        return Outcome(send=self._after_move(), shown=True, agreed=(held,), released=held)

    def _stock_draws(self) -> int:
        """How many cards have left the stock in this hand."""
        return sum(isinstance(action, DrawStock) for action in self._hand_actions())

    def _hand_actions(self) -> tuple[Action, ...]:
        start = self._hand.start
        assert start is not None
        return self._game.history[len(start.history) + 1:]

    # --- the friend's moves --------------------------------------------------------------

    def _friend_moved(self, message: dict[str, Any]) -> Outcome:
        """The friend's move: its masks opened on the places it holds, then the cards the
        move shows checked as shown, then the move checked by the engine."""
        if self.stage is not Stage.PLAYING or self.held is not None or \
                self._game.actor != FRIEND:
            raise WireError(WireProblem.REPLAYED, "a move out of turn")
        try:
            action = action_from_json(message.get("action"))
        except GinRummyError as error:
            raise WireError(WireProblem.MALFORMED, f"not a move: {error}") from None
        masks = _mask_places(message.get("masks"))
        side = self._hand.side
        held = self._held_places(FRIEND)
        if not set(masks) <= held:
            raise CheatError(Cheat.SHOWN_OUT_OF_TURN, side.other,
                             f"masks for places {sorted(set(masks) - held)} it does not hold")
        for place, mask in masks.items():
            side.receive({"kind": "mask", "place": place, "mask": mask})
        if masks:
            self._rebuild()
        needed = {p for p in self._places_showing(FRIEND, action)}
        if not needed <= held or any(side.card_at(p) is None for p in needed):
            raise CheatError(Cheat.NOT_SHOWN, side.other, str(action_to_json(action)))
        if not set(masks) <= needed:
            raise CheatError(Cheat.SHOWN_OUT_OF_TURN, side.other,
                             f"masks for places {sorted(set(masks) - needed)} the move keeps")
        return self._friend_move_checked(action, shown=bool(masks))

    def _held_places(self, seat: int) -> set[int]:
        """The places of the cards ``seat`` holds (on this side's picture: the places are
        the truth even where the cards at them are stand-ins)."""
        deck = self._hand.side.picture.deck()
        return {deck.index(card) for card in self._game.hand_of(seat)}

    def _friend_move_checked(self, action: Action, shown: bool) -> Outcome:
        if not self._game.is_legal(action):
            raise CheatError(Cheat.ILLEGAL_MOVE, self._hand.side.other,
                             str(action_to_json(action)))
        self._game.apply(action)
        send: list[dict[str, Any]] = []
        if isinstance(action, DrawStock):
            place = STOCK_TOP_PLACE + self._stock_draws() - 1
            send.append(self._hand.side.show(place))
        return Outcome(send=(*send, *self._after_move()), shown=shown,
                       agreed=(self._game.history[-1],))

    def _rebuild(self) -> None:
        """The match again on the hand's picture, now that a card was shown."""
        hand = self._hand
        assert hand.start is not None
        moves = self._hand_actions()
        game = hand.start.copy()
        try:
            game.apply(Deal(hand.side.picture.deck()))
            for action in moves:
                game.apply(action)
        except (GinRummyError, ShownError) as error:  # a shown card contradicts a move
            raise CheatError(Cheat.ILLEGAL_MOVE, hand.side.other, str(error)) from None
        self._game = game

    # --- the hand's end ------------------------------------------------------------------

    def _after_move(self) -> tuple[dict[str, Any], ...]:
        """Once the hand is over, this side's secrets."""
        if self._game.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            return ()
        self.stage = Stage.SETTLING
        self._hand.secrets_sent = True
        return (self._hand.side.secrets_message(),)

    def _settle(self, message: dict[str, Any]) -> Outcome:
        if self.stage is not Stage.SETTLING:
            raise WireError(WireProblem.REPLAYED, "secrets before the deal is over")
        hand = self._hand
        hand.side.settle(message)
        shown = hand.cut is None
        if shown:
            self._rebuild()
        if self._game.phase is Phase.GAME_OVER:
            self.stage = Stage.OVER
            return Outcome(shown=shown)
        self.stage = Stage.DEALING
        return Outcome(send=(self._new_deal(),), shown=shown)


Event = tuple[str, Any]
"""One thing that happened to a side: ``("start", None)``, ``("in", message)`` (a message of
the friend's taken in, whether or not it was refused) or ``("mine", action)`` (this side's
move, as a record writes it)."""

MAX_EVENTS = 100_000
"""More events than any match has (a hand has about a hundred)."""


def replayed(role: Role, rules: RuleSet, random_bytes: Callable[[int], bytes],
             events: list[Event]) -> tuple[FriendPlay, list[dict[str, Any]]]:
    """A side again from its events, with the randomness it had (:func:`seeded_bytes` of
    the same seed): the side, and every message it sent, in order. A list that is not one
    side's events raises :class:`WireError`, a move the rules refuse :class:`GinRummyError`."""
    if len(events) > MAX_EVENTS:
        raise WireError(WireProblem.TOO_LARGE, "too many events")
    play, sent = FriendPlay(role, rules, random_bytes), list[dict[str, Any]]()
    for kind, value in events:
        if kind == "start" and not play.events:
            outcome = play.start()
        elif kind == "in" and isinstance(value, dict):
            outcome = play.receive(value)
        elif kind == "mine":
            outcome, _ = play.play_mine(action_from_json(value))
        else:
            raise WireError(WireProblem.MALFORMED, f"an event of kind {kind!r}")
        sent.extend(outcome.send)
    return play, sent


def seeded_bytes(seed: bytes) -> Callable[[int], bytes]:
    """Bytes that look random to anyone without ``seed`` (32 bytes from the system), the same
    again from the same seed: HMAC-SHA256 of a counter (as HKDF's expand step). A side draws its
    secrets from them, so a match saved with its seed (sealed) is played again exactly."""
    if len(seed) < 32:
        raise ValueError("a seed of at least 32 bytes")
    counter = 0
    buffer = b""

    def take(count: int) -> bytes:
        nonlocal counter, buffer
        while len(buffer) < count:
            counter += 1
            block = hmac.new(seed, b"ginrummy-desktop/friend/secrets/" + counter.to_bytes(8, "big"),
                             hashlib.sha256).digest()
            buffer += block
        taken, buffer = buffer[:count], buffer[count:]
        return taken

    return take


def _mask_places(value: object) -> dict[int, object]:
    """A move's masks, by place (bounded: at most a hand's eleven cards)."""
    if not isinstance(value, dict) or len(value) > 11:
        raise WireError(WireProblem.MALFORMED, "a move's masks out of bounds")
    masks: dict[int, object] = {}
    for key, mask in value.items():
        if not isinstance(key, str) or not key.isdigit() or len(key) > 2:
            raise WireError(WireProblem.MALFORMED, "a move's masks out of bounds")
        masks[int(key)] = mask
    return masks

