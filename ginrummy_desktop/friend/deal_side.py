"""One side of a friend's deal, as messages: what it sends, what it does with what it gets.

:class:`DealSide` runs ``shuffle.py``'s protocol for one side (the host or the guest) in the
messages the channel carries (``channel.py``: JSON objects with a ``kind``; points and masks as
hex). The deal's steps go host, guest, host, guest; then cards are shown by their places'
masks (:meth:`DealSide.show`: this side's mask for a place, for the other to see it, or for both
when both send theirs), and at the hand's end each side sends its whole secrets and checks the
other's (:meth:`DealSide.settle`). Everything received is checked as it comes: a message out of
bounds or out of turn is a :class:`~.channel.WireError`; a deck that is not one, a mask that
shows no card, a card at two places, secrets that do not make the deal, a
:class:`~.shuffle.CheatError` naming the other side.

The side keeps its :class:`~.hidden_deck.HiddenDeck` (the cards shown to it, by place), which
the table deals the engine from. Pure: no I/O, randomness from the caller.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..engine import Card
from .channel import WireError, WireProblem
from .hidden_deck import HiddenDeck
from .shuffle import (
    DECK_SIZE,
    Role,
    Secrets,
    ShownCards,
    Transcript,
    first_shuffle,
    lock,
    open_card,
    received_deck,
    second_shuffle,
    verify_deal,
)

__all__ = ["DealSide", "Settled"]


@dataclass(frozen=True, slots=True)
class Settled:
    """A deal checked at its end: everything both sides sent (``transcript``), both sides'
    secrets and the deck they make. :func:`~.shuffle.verify_deal` of the first three gives
    the fourth again, so anyone holding them can check the deal."""

    transcript: Transcript
    host: Secrets
    guest: Secrets
    deck: tuple[Card, ...]

_STEPS_BY = {1: Role.HOST, 2: Role.GUEST, 3: Role.HOST, 4: Role.GUEST}


class DealSide:
    """One side's part in one deal (see the module docstring)."""

    def __init__(self, role: Role, random_bytes: Callable[[int], bytes]) -> None:
        self.role = role
        self.other = Role.GUEST if role is Role.HOST else Role.HOST
        self.secrets = Secrets.generate(random_bytes)
        self.picture = HiddenDeck()
        self._shown = ShownCards(self.other)
        self._commitments: dict[Role, bytes] = {role: self.secrets.commitment()}
        self._decks: list[tuple[bytes, ...]] = []
        self._masks: list[tuple[int, Role, bytes]] = []
        self._theirs: dict[int, bytes] = {}
        self._mine_sent: set[int] = set()
        self.settled: Settled | None = None
        """The whole deal once checked at its end (the record a match's export keeps)."""

    # --- the deal ------------------------------------------------------------------------

    def commitment(self) -> dict[str, Any]:
        """The first message: this side's commitment."""
        return {"kind": "commit", "commitment": self.secrets.commitment().hex()}

    def receive(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        """Take in one message of the deal; the messages to send in return (in order)."""
        kind = message.get("kind")
        if kind == "commit":
            return self._commitment_came(message)
        if kind == "deck":
            return self._deck_came(message)
        if kind == "mask":
            self._mask_came(message)
            return []
        raise WireError(WireProblem.MALFORMED, f"no deal message is of kind {kind!r}")

    @property
    def dealt(self) -> bool:
        """Whether the deck is made (the four steps done)."""
        return len(self._decks) == 4

    def _commitment_came(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        if self.other in self._commitments:
            raise WireError(WireProblem.REPLAYED, "a second commitment")
        self._commitments[self.other] = _hex(message.get("commitment"), 32)
        if self.role is Role.HOST:
            return [self._deck_message(first_shuffle(self.secrets))]
        return []

    def _deck_came(self, message: dict[str, Any]) -> list[dict[str, Any]]:
        step = message.get("step")
        expected = len(self._decks) + 1
        if self.other not in self._commitments or step != expected or \
                _STEPS_BY.get(expected) is not self.other:
            raise WireError(WireProblem.REPLAYED, f"deck step {step!r} out of turn")
        points = message.get("points")
        raw = [_hex(p, 32) for p in points] if isinstance(points, list) else points
        self._decks.append(received_deck(raw, self.other))
        if self.dealt:
            return []
        deck = self._decks[-1]
        made = second_shuffle(deck, self.secrets) if expected == 1 else lock(deck, self.secrets)
        return [self._deck_message(made)]

    def _deck_message(self, deck: tuple[bytes, ...]) -> dict[str, Any]:
        self._decks.append(deck)
        return {"kind": "deck", "step": len(self._decks), "points": [p.hex() for p in deck]}

    # --- showing cards ---------------------------------------------------------------------

    def show(self, place: int) -> dict[str, Any]:
        """This side's mask for ``place``: sent, it lets the other side see that card (and
        this side too, once the other's mask for it has come)."""
        if not self.dealt or not 0 <= place < DECK_SIZE:
            raise ValueError(f"no card at place {place} to show")
        self._mine_sent.add(place)
        return {"kind": "mask", "place": place, "mask": self.secrets.cards[place].hex()}

    def _mask_came(self, message: dict[str, Any]) -> None:
        place = message.get("place")
        if not self.dealt or not isinstance(place, int) or isinstance(place, bool) or \
                not 0 <= place < DECK_SIZE or place in self._theirs:
            raise WireError(WireProblem.MALFORMED, f"a mask for place {place!r} out of turn")
        mask = _hex(message.get("mask"), 32)
        card = open_card(self._decks[3], place, self.secrets, mask, self.other)
        self._shown.show(place, card)
        self._theirs[place] = mask
        self._masks.append((place, self.other, mask))
        self.picture = self.picture.showing(place, card)

    def shown_to_other(self, place: int) -> bool:
        """Whether this side has sent its mask for ``place``."""
        return place in self._mine_sent

    def card_at(self, place: int) -> Card | None:
        """The card this side has seen at ``place`` (None: not shown to it)."""
        return self.picture.seen.get(place)

    def evidence(self) -> dict[str, Any]:
        """What this deal sent and received so far, as kept when a cheat is caught: the
        commitments, the four decks and every mask, in hex."""
        return {
            "role": self.role.value,
            "commitments": {role.value: c.hex() for role, c in self._commitments.items()},
            "decks": [[p.hex() for p in deck] for deck in self._decks],
            "masks": [[place, sender.value, mask.hex()] for place, sender, mask in self._masks],
        }

    # --- the hand's end ----------------------------------------------------------------------

    def secrets_message(self) -> dict[str, Any]:
        """The last message of the hand: all this side's secrets."""
        s = self.secrets
        return {"kind": "secrets", "shuffle": s.shuffle.hex(), "order": list(s.order),
                "cards": [m.hex() for m in s.cards], "salt": s.salt.hex()}

    def settle(self, message: dict[str, Any]) -> tuple[Card, ...]:
        """The other side's secrets checked against its commitment and every step and mask of
        the deal; the true deck (the record's ``Deal.deck``)."""
        if not self.dealt or message.get("kind") != "secrets":
            raise WireError(WireProblem.MALFORMED, "secrets out of turn")
        order, cards = message.get("order"), message.get("cards")
        if not isinstance(order, list) or not isinstance(cards, list) or \
                len(order) != DECK_SIZE or len(cards) != DECK_SIZE or \
                not all(isinstance(i, int) and not isinstance(i, bool) and 0 <= i < DECK_SIZE
                        for i in order):
            raise WireError(WireProblem.MALFORMED, "secrets out of bounds")
        theirs = Secrets(_hex(message.get("shuffle"), 32), tuple(order),
                         tuple(_hex(m, 32) for m in cards), _hex(message.get("salt"), 32))
        mine_sent = tuple((p, self.role, self.secrets.cards[p]) for p in sorted(self._mine_sent))
        host, guest = (self.secrets, theirs) if self.role is Role.HOST else (theirs, self.secrets)
        commitments = (self._commitments[Role.HOST], self._commitments[Role.GUEST])
        d1, d2, d3, d4 = self._decks
        transcript = Transcript(commitments, (d1, d2, d3, d4), (*self._masks, *mine_sent))
        deck = verify_deal(transcript, host, guest)
        self.picture = self.picture.showing_all(dict(enumerate(deck)))
        self.settled = Settled(transcript, host, guest, deck)
        return deck


def _hex(value: object, size: int) -> bytes:
    """``size`` bytes written as hex in a message, else a :class:`WireError`."""
    if not isinstance(value, str) or len(value) != 2 * size:
        raise WireError(WireProblem.MALFORMED, f"not {size} bytes in hex")
    try:
        return bytes.fromhex(value)
    except ValueError:
        raise WireError(WireProblem.MALFORMED, "not hex") from None
