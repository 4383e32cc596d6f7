"""The friend's deal: two programs shuffle one deck together, and neither can know or bend it.

Commutative masking (SRA-style "mental poker") in the group of ``group.py``, with a mask per
card so that each card can be shown alone. The host is ``A``, the guest ``B``; a deck is 52
points, position ``j`` holding the card that leaves the deck ``j``-th, in the engine's order (ten
each, one at a time, the non-dealer first; the upcard, position 20; then the stock, its top at
21). ``P[c]`` is card ``c``'s point.

0. Each draws its :class:`Secrets` (a shuffle mask ``s``, an order ``π``, a card mask ``k[j]``
   for each position, a salt) and sends their :meth:`~Secrets.commitment` (SHA-256) first.
1. A sends ``D1[j] = s_A · P[π_A(j)]``: every card under A's one shuffle mask, in A's order.
2. B sends ``D2[j] = s_B · D1[π_B(j)]``: under B's mask too, in B's order on top of A's.
3. A sends ``D3[j] = (k_A[j] · s_A⁻¹) · D2[j]``: its shuffle mask off, a mask per position on.
4. B sends ``D4[j] = (k_B[j] · s_B⁻¹) · D3[j] = k_A[j] · k_B[j] · P[card at j]``: the deck.

Neither knows the order (each knows only its own shuffle), and a card is seen only by the one
who has both masks of its position: to show position ``j`` to a player, the other sends its
``k[j]`` (:func:`open_card`); to show it to both (the upcard, a discard, the showdown), each sends
its own. The per-card masks are what lets one card be shown alone: with the shuffle masks only,
the key that shows one card would show all.

**Caught at once**, when a message comes: bytes that are not a point of the group, a deck that is
not 52 distinct points (:func:`received_deck`), a mask that shows no card, a card shown twice
(:class:`ShownCards`). **Caught at the hand's end**, when both send their whole secrets
(:func:`verify_deal`): secrets that are not what was committed, and any step that is not what
the sender's secrets make (a card swapped for another while masked, two masks exchanged, a
deck that is not the 52 cards): every step is recomputed. A cheat is a :class:`CheatError`
naming its kind (:class:`Cheat`) and the side that made it. Proving each step during the hand
(zero-knowledge shuffle proofs) is not done: a cheat in the shuffle is caught at the end of the
hand it spoils, not at once (``docs/fair-deal.md``).

The whole deal costs each side 104 scalar multiplications, and the check at the end 208 more
(about 80 µs each). This module does no I/O: randomness is given by the caller.
"""

from __future__ import annotations

import enum
import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import FULL_DECK, Card
from .group import (
    CARD_POINTS,
    GroupError,
    card_of_point,
    checked_point,
    checked_scalar,
    invert,
    mask,
    multiply,
    random_scalar,
)

__all__ = [
    "DECK_SIZE",
    "SALT_BYTES",
    "Cheat",
    "CheatError",
    "Role",
    "Secrets",
    "ShownCards",
    "Transcript",
    "first_shuffle",
    "lock",
    "open_card",
    "received_deck",
    "second_shuffle",
    "verify_deal",
]

DECK_SIZE = len(FULL_DECK)
SALT_BYTES = 32
COMMITMENT_DOMAIN = b"ginrummy-desktop/friend/secrets/v1"


class Role(enum.Enum):
    """Who sent a step: the host shuffles first (A), the guest second (B)."""

    HOST = "host"
    GUEST = "guest"


class Cheat(enum.Enum):
    """What a cheat did, as the match's evidence names it."""

    NOT_A_POINT = "sent bytes that are not a point of the group"
    NOT_A_DECK = "sent a deck that is not 52 distinct points"
    WRONG_MASK = "sent a mask that shows no card"
    CARD_SHOWN_TWICE = "a card was shown at two places of the deck"
    BROKEN_COMMITMENT = "revealed secrets that are not the ones it committed to"
    BAD_SECRETS = "revealed secrets that are not well formed"
    WRONG_SHUFFLE = "shuffled otherwise than its secrets say (a card changed while masked)"
    WRONG_LOCK = "masked the deck otherwise than its secrets say"
    MASK_NOT_COMMITTED = "showed a card with a mask it had not committed to"
    ILLEGAL_MOVE = "made a move the rules do not allow on the cards it was dealt"
    NOT_SHOWN = "did not show the cards its move shows"
    SHOWN_OUT_OF_TURN = "showed a card it may not show now"


class CheatError(Exception):
    """A cheat, caught: its kind, the side that made it, and a short account."""

    def __init__(self, kind: Cheat, by: Role, detail: str = "") -> None:
        super().__init__(f"the {by.value} {kind.value}" + (f": {detail}" if detail else ""))
        self.kind = kind
        self.by = by
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Secrets:
    """One side's secrets for one deal: its shuffle mask, its order (a permutation of the
    positions), its card masks (one per position) and a salt that keeps the commitment from
    being guessed."""

    shuffle: bytes
    order: tuple[int, ...]
    cards: tuple[bytes, ...]
    salt: bytes

    @classmethod
    def generate(cls, random_bytes: Callable[[int], bytes]) -> Secrets:
        """Fresh secrets from ``random_bytes`` (the program passes ``secrets.token_bytes``)."""
        order = list(range(DECK_SIZE))
        for top in range(DECK_SIZE - 1, 0, -1):  # Fisher-Yates, unbiased draws
            other = _below(top + 1, random_bytes)
            order[top], order[other] = order[other], order[top]
        return cls(random_scalar(random_bytes), tuple(order),
                   tuple(random_scalar(random_bytes) for _ in range(DECK_SIZE)),
                   random_bytes(SALT_BYTES))

    def commitment(self) -> bytes:
        """SHA-256 of everything, sent before the first step: the secrets revealed at the
        hand's end must be these."""
        digest = hashlib.sha256(COMMITMENT_DOMAIN)
        digest.update(self.salt)
        digest.update(self.shuffle)
        digest.update(bytes(self.order))
        for card_mask in self.cards:
            digest.update(card_mask)
        return digest.digest()

    def checked(self, by: Role) -> Secrets:
        """These secrets, if well formed (else a :class:`CheatError` of ``by``)."""
        try:
            checked_scalar(self.shuffle)
            for card_mask in self.cards:
                checked_scalar(card_mask)
        except GroupError as error:
            raise CheatError(Cheat.BAD_SECRETS, by, str(error)) from None
        if sorted(self.order) != list(range(DECK_SIZE)) or len(self.cards) != DECK_SIZE:
            raise CheatError(Cheat.BAD_SECRETS, by, "the order is not of the 52 positions")
        if not isinstance(self.salt, bytes) or len(self.salt) != SALT_BYTES:
            raise CheatError(Cheat.BAD_SECRETS, by, "the salt is not 32 bytes")
        return self


def _below(bound: int, random_bytes: Callable[[int], bytes]) -> int:
    """A uniform number from 0 to ``bound`` - 1 (rejection sampling on 16 bits)."""
    limit = 65536 - 65536 % bound
    while True:
        value = int.from_bytes(random_bytes(2), "big")
        if value < limit:
            return value % bound


# --- the four steps ------------------------------------------------------------------------


def first_shuffle(secrets: Secrets) -> tuple[bytes, ...]:
    """Step 1 (the host): every card under the host's shuffle mask, in its order."""
    return tuple(mask(secrets.shuffle, CARD_POINTS[secrets.order[j]]) for j in range(DECK_SIZE))


def second_shuffle(deck: Sequence[bytes], secrets: Secrets) -> tuple[bytes, ...]:
    """Step 2 (the guest): the host's deck under the guest's shuffle mask, in its order."""
    return tuple(mask(secrets.shuffle, deck[secrets.order[j]]) for j in range(DECK_SIZE))


def lock(deck: Sequence[bytes], secrets: Secrets) -> tuple[bytes, ...]:
    """Steps 3 and 4: the side's shuffle mask off each position, its card mask on."""
    off = invert(secrets.shuffle)
    return tuple(mask(multiply(secrets.cards[j], off), deck[j]) for j in range(DECK_SIZE))


def received_deck(data: object, sender: Role) -> tuple[bytes, ...]:
    """A deck as received from ``sender``: 52 distinct points of the group, or the cheat."""
    if not isinstance(data, list | tuple) or len(data) != DECK_SIZE:
        raise CheatError(Cheat.NOT_A_DECK, sender, "not 52 points")
    try:
        deck = tuple(checked_point(point) for point in data)
    except GroupError as error:
        raise CheatError(Cheat.NOT_A_POINT, sender, str(error)) from None
    if len(set(deck)) != DECK_SIZE:
        raise CheatError(Cheat.NOT_A_DECK, sender, "a point comes twice")
    return deck


# --- showing a card ----------------------------------------------------------------------------


def open_card(deck: Sequence[bytes], position: int, mine: Secrets, theirs: object,
              sender: Role) -> Card:
    """The card at ``position`` of the final deck (step 4's), with my card mask and the one
    ``sender`` sent (``theirs``); a mask that shows no card is the sender's cheat."""
    try:
        their_mask = checked_scalar(theirs)
    except GroupError as error:
        raise CheatError(Cheat.WRONG_MASK, sender, str(error)) from None
    both = invert(multiply(mine.cards[position], their_mask))
    card = card_of_point(mask(both, deck[position]))
    if card is None:
        raise CheatError(Cheat.WRONG_MASK, sender, f"position {position} shows no card")
    return card


class ShownCards:
    """The cards one side has seen so far in one deal, by position. The deck is both sides'
    work, and each program trusts its own: a card at a second place, or a place showing a
    second card, is the other side's cheat (``other``; which step it spoiled, the check at
    the hand's end says)."""

    def __init__(self, other: Role) -> None:
        self.other = other
        self.at: dict[int, Card] = {}

    def show(self, position: int, card: Card) -> None:
        """Record ``card`` at ``position``."""
        known = self.at.get(position)
        if known is not None and known != card:
            raise CheatError(Cheat.WRONG_MASK, self.other,
                             f"position {position} showed two cards")
        elsewhere = next((p for p, c in self.at.items() if c == card and p != position), None)
        if elsewhere is not None:
            raise CheatError(Cheat.CARD_SHOWN_TWICE, self.other,
                             f"{card} at positions {elsewhere} and {position}")
        self.at[position] = card


# --- the end of the hand ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Transcript:
    """Everything one deal sent: the two commitments, the four decks, and every card mask
    sent during the hand as (position, sender, mask)."""

    commitments: tuple[bytes, bytes]
    decks: tuple[tuple[bytes, ...], tuple[bytes, ...], tuple[bytes, ...], tuple[bytes, ...]]
    masks: tuple[tuple[int, Role, bytes], ...] = ()


def verify_deal(transcript: Transcript, host: Secrets, guest: Secrets) -> tuple[Card, ...]:
    """The deck the deal made (position order: the engine's ``Deal.deck``), once both sides'
    secrets are revealed; every step recomputed and every mask sent checked, else the first
    cheat found, naming its side."""
    sides = ((Role.HOST, host, transcript.commitments[0]),
             (Role.GUEST, guest, transcript.commitments[1]))
    for role, secrets, commitment in sides:
        if secrets.checked(role).commitment() != commitment:
            raise CheatError(Cheat.BROKEN_COMMITMENT, role)
    d1, d2, d3, d4 = transcript.decks
    if first_shuffle(host) != d1:
        raise CheatError(Cheat.WRONG_SHUFFLE, Role.HOST)
    if second_shuffle(d1, guest) != d2:
        raise CheatError(Cheat.WRONG_SHUFFLE, Role.GUEST)
    if lock(d2, host) != d3:
        raise CheatError(Cheat.WRONG_LOCK, Role.HOST)
    if lock(d3, guest) != d4:
        raise CheatError(Cheat.WRONG_LOCK, Role.GUEST)
    for position, sender, sent in transcript.masks:
        secrets = host if sender is Role.HOST else guest
        if secrets.cards[position] != sent:
            raise CheatError(Cheat.MASK_NOT_COMMITTED, sender, f"position {position}")
    return tuple(FULL_DECK[host.order[guest.order[j]]] for j in range(DECK_SIZE))

