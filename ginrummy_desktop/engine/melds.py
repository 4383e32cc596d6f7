"""Melds, deadwood and the optimal arrangement of a hand.

Glossary: a *meld* is a *group* (3 or 4 cards of one rank, called a "set" in the rule books; the
code says group so that Python's ``set`` keeps its meaning) or a *run* (3 or more cards of one
suit in sequence, aces low, never wrapping). *Deadwood* is every card in no meld, and its
*points* are the sum of the card values. An *arrangement* is a choice of disjoint melds; the
one that matters is the one with the lowest deadwood points.

How the optimum is found quickly: once the groups are chosen, what is left of each suit can only
form runs, and runs never cross suits. So a table indexed by a suit's 13-bit mask gives the best
run-only deadwood of that suit (8,192 entries, built at import in a few milliseconds, see "the
per-suit tables" below), and a hand's optimum is the minimum, over the few possible choices of
groups, of four table look-ups. Most random hands have no rank with three cards and need just
the four look-ups. An :class:`Arrangement` the card functions return is put together from
tables as well: each suit's runs as ready-made Meld objects, and the deadwood in sorted order
from 13-bit windows, so that building it costs a few look-ups too (the tables are filled as
suits are first met, at most 8 x 8,192 entries, see "arrangements" below). A
:class:`DiscardChoice` builds its arrangement only when it is first read: finding the discard
takes four look-ups, and making the arrangement's objects would cost more than the rest.

Tie-break (documented and deterministic): among arrangements with the same lowest deadwood
points, :func:`best_arrangement` prefers fewer deadwood cards, then the earliest choice in this
order: groups from the lowest rank up, using a group before not using it, four cards before
three, and among three-card groups the one that leaves out the lowest suit; within a suit, the
longest run from the lowest card. For an 11-card hand, :func:`best_discard` discards the card
that leaves the lowest deadwood; on a tie, the highest rank, then the highest suit (spades).

Size limit: the search accepts hands of at most :data:`MAX_SEARCH_CARDS` (16) cards and raises
:class:`MeldError` for more. Its cost grows sixfold with each rank held four times (the groups
to choose from): 12 s for 32 cards and hours for a full deck, where the worst hand of 16 cards
(four ranks of four) takes a few milliseconds. A Gin Rummy hand holds 10 or 11 cards.

Input checks: the card functions (:func:`best_arrangement` and the rest) check their arguments
fully, the size limit included; for the usual input, a list or tuple of Cards, that costs a
type test and an addition per card (see ``_quick_mask``). The mask functions are the computer
players' hot path and check only what costs next to nothing: that ``mask`` is an int of 52
bits (a bool, being an int, is taken as the mask it equals). ``runs_only`` and the size limit
are checked where they matter, when the hand holds a rank three times or more (as every hand of
more than 26 cards does): there a non-bool ``runs_only`` is refused, and so is a hand over the
limit when groups are to be searched. Without such a rank neither can change the answer (all
four table look-ups, in constant time for any size), and looking at them would cost the hot
path several per cent.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise
from types import MemberDescriptorType
from typing import NoReturn, cast

from .cards import (
    FULL_DECK,
    FULL_DECK_BY_INDEX,
    FULL_MASK,
    SUIT_BITS,
    SUIT_MASK,
    Card,
    Rank,
    cards_of_mask,
    cards_to_mask,
    check_mask,
    checked_cards,
)
from .errors import GinRummyTypeError, GinRummyValueError, MeldError, excerpt, missing_member

__all__ = [
    "MAX_SEARCH_CARDS",
    "Arrangement",
    "DiscardChoice",
    "Meld",
    "MeldKind",
    "all_melds",
    "arrangements",
    "best_arrangement",
    "best_discard",
    "best_discard_mask",
    "best_discards",
    "deadwood_points",
    "mask_points",
    "min_deadwood_mask",
]

MAX_SEARCH_CARDS = 16
"""The most cards the meld search accepts (see the module docstring)."""
_NO_DROP = 1 << 20  # the "gain" of dropping a card from an empty suit: never chosen
_RANK_POINTS = tuple(Rank(r).points for r in range(13))


class MeldKind(enum.Enum):
    """A group (3-4 cards of one rank, a "set") or a run (3+ in sequence in one suit)."""

    GROUP = "group"
    RUN = "run"

    @classmethod
    def _missing_(cls, value: object) -> NoReturn:
        """``cls(value)`` with no such member: the engine's own error (errors.missing_member)."""
        raise missing_member(cls, value)


@dataclass(frozen=True, slots=True)
class Meld:
    """A valid meld; build one with :meth:`of`, which finds its kind. ``cards`` are sorted.

    ``Meld(kind, cards)`` is checked too: ``kind`` a :class:`MeldKind` and ``cards`` a sorted
    tuple of :class:`Card` (GinRummyTypeError otherwise) that forms a meld of that kind
    (MeldError otherwise), so a Meld is always a real one.
    """

    kind: MeldKind
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.kind, MeldKind):
            raise GinRummyTypeError(f"a meld's kind must be a MeldKind, not {excerpt(self.kind)}")
        cards = self.cards
        if not isinstance(cards, tuple) or not all(isinstance(c, Card) for c in cards):
            raise GinRummyTypeError(
                f"a meld's cards must be a tuple of Cards, not {excerpt(cards)}"
            )
        if any(x >= y for x, y in pairwise(cards)) or meld_kind(cards) is not self.kind:
            raise MeldError(
                f"{_cards_text(cards)} is not a {self.kind.value} "
                "(in sorted order)"
            )

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Meld:
        """The meld formed by ``cards``, an iterable of :class:`Card` in any order
        (GinRummyTypeError otherwise); raises :class:`MeldError` if they form none."""
        ordered = tuple(sorted(checked_cards(cards, "Meld.of")))
        kind = meld_kind(ordered)
        if kind is None:
            raise MeldError(f"{_cards_text(ordered)} is not a meld")
        return _trusted_meld(kind, ordered)

    @property
    def mask(self) -> int:
        return cards_to_mask(self.cards)

    @property
    def points(self) -> int:
        return sum(c.points for c in self.cards)

    def __str__(self) -> str:
        return " ".join(map(str, self.cards))


def _cards_text(cards: tuple[Card, ...]) -> str:
    """Cards in notation for a message: at most 13 of them, 'no cards' for none."""
    text = " ".join(map(str, cards[:13])) or "no cards"
    return text + (f" ... ({len(cards)} cards)" if len(cards) > 13 else "")


def _trusted_meld(kind: MeldKind, cards: tuple[Card, ...]) -> Meld:
    """A Meld the engine has just built correctly, made without re-checking it (for speed)."""
    meld = object.__new__(Meld)
    object.__setattr__(meld, "kind", kind)
    object.__setattr__(meld, "cards", cards)
    return meld


def meld_kind(cards: tuple[Card, ...]) -> MeldKind | None:
    """GROUP, RUN or None for sorted ``cards``."""
    if len(cards) < 3 or len(set(cards)) != len(cards):
        return None
    if len(cards) <= 4 and all(c.rank == cards[0].rank for c in cards):
        return MeldKind.GROUP
    suit, first = cards[0].suit, cards[0].rank
    if all(c.suit == suit and c.rank == first + i for i, c in enumerate(cards)):
        return MeldKind.RUN
    return None


@dataclass(frozen=True, slots=True)
class Arrangement:
    """Melds plus the deadwood left over. ``deadwood`` is sorted; melds are in a canonical order.

    A result the engine makes (its constructor does not check the parts; nothing in the engine
    takes an Arrangement as input).
    """

    melds: tuple[Meld, ...]
    deadwood: tuple[Card, ...]

    @property
    def deadwood_points(self) -> int:
        return sum(c.points for c in self.deadwood)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(sorted([c for m in self.melds for c in m.cards] + list(self.deadwood)))

    def __str__(self) -> str:
        melds = " | ".join(str(m) for m in self.melds)
        return f"[{melds}] deadwood {' '.join(map(str, self.deadwood))} ({self.deadwood_points})"


@dataclass(frozen=True, slots=True)
class DiscardChoice:
    """The best discard of an 11-card hand and the arrangement of the 10 cards kept (a result
    the engine makes; its constructor does not check the parts).

    The engine's choices build their arrangement when it is first read, not when made: most
    callers want only the card, and making an arrangement's objects costs more than finding
    the discard. Until then the field's slot holds the kept cards as an int (see
    :class:`_ArrangementWhenRead`); every way of reading it (the attribute, ``==``, ``hash``,
    ``repr``, pickling, :func:`copy.copy`, :func:`dataclasses.replace`) gives the arrangement,
    the same as a choice made with both parts, and the dataclass is otherwise as declared. (Two
    threads reading it at once may both build it; they store equal values.)
    """

    card: Card
    arrangement: Arrangement


_RUNS_ONLY_PLAN = 1 << 52
"""Added to the kept cards' mask in a choice's slot when the arrangement is of runs only."""


class _ArrangementWhenRead:
    """The ``arrangement`` field of :class:`DiscardChoice`, in place of the slot's own
    descriptor (kept as ``slot``): it reads and writes the same slot, except that an int found
    there is an engine-made choice's plan, the mask of the cards kept (plus
    ``_RUNS_ONLY_PLAN`` for runs only), which it turns into the arrangement and stores. (An int
    is no Arrangement, so no choice made with its parts is mistaken for a plan, unless its
    caller passed an int where the field says Arrangement.)
    """

    __slots__ = ("slot",)

    def __init__(self, slot: MemberDescriptorType) -> None:
        self.slot = slot

    def __get__(self, choice: object, owner: type | None = None) -> object:
        if choice is None:  # read on the class
            return self
        value = self.slot.__get__(choice, owner)
        if value.__class__ is int:
            value = best_arrangement_mask(value & FULL_MASK, value > FULL_MASK)
            self.slot.__set__(choice, value)
        return value

    def __set__(self, choice: object, value: object) -> None:
        self.slot.__set__(choice, value)


_CHOICE_SLOT = DiscardChoice.__dict__["arrangement"]
type.__setattr__(DiscardChoice, "arrangement", _ArrangementWhenRead(_CHOICE_SLOT))


# --- the per-suit tables -------------------------------------------------------------------
#
# Every table is indexed by a suit's 13-bit mask. They are built at import from the suit's
# *blocks*, its longest stretches of consecutive ranks (the 91 masks like 0b0111000): a run
# never spans a gap, so a suit plays as its blocks side by side, each on its own. A mask is its
# lowest block plus the rest (``rest = m & (m + (m & -m))``: adding the lowest bit carries
# through the lowest block, and the bit it stops on is not in m), and the rest is a smaller
# mask already done, so each entry costs one block look-up and a few operations: a few
# milliseconds in all where trying every card of every mask took about forty.
# tests/engine/test_suit_tables.py rebuilds the tables the slow, obvious way and compares.


def _block_facts() -> dict[int, tuple[int, int, int, int]]:
    """Each block (``end - start`` consecutive ranks from ``start``) by its mask: (deadwood,
    choice, drop key, arrangement key), as the tables below define them for that mask alone.

    The deadwood of ranks ``start`` to ``end - 1`` is found from the right: the lowest card is
    deadwood, or starts a run of 3 or more; on equal points the longest run wins, and deadwood
    only when strictly better (the same choice RUN_CHOICE records).
    """
    facts: dict[int, tuple[int, int, int, int]] = {}
    dead_of: dict[tuple[int, int], int] = {}  # (start, end): best deadwood, empty blocks 0
    for end in range(SUIT_BITS + 1):
        dead = {end: 0}  # by start, for this end
        count = {end: 0}  # deadwood cards the choices leave
        dead_of[end, end] = 0
        for start in range(end - 1, -1, -1):
            best, how = _RANK_POINTS[start] + dead[start + 1], 0
            for length in range(3, end - start + 1):
                if dead[start + length] <= best:
                    best, how = dead[start + length], length
            dead[start] = dead_of[start, end] = best
            count[start] = count[start + 1] + 1 if how == 0 else count[start + how]
            drop = min(
                ((dead_of[start, r] + dead[r + 1] - best + 128) << 6) | ((12 - r) << 2)
                for r in range(start, end)
            )
            block = ((1 << (end - start)) - 1) << start
            facts[block] = (best, how, drop, best << 6 | count[start])
    return facts


def _build_suit_tables() -> tuple[list[int], list[int], list[int], list[int]]:
    """(RUN_DEADWOOD, RUN_CHOICE, drop keys, arrangement keys), each by 13-bit suit mask:

    * RUN_DEADWOOD[m]: the least deadwood of suit mask m using runs only;
    * RUN_CHOICE[m]: how: 0 when the lowest card of m is deadwood, else the length of the run
      that starts at the lowest card (a run containing the lowest card must start there);
    * the drop key ranks the best single card to drop from m (see ``_build_drop_keys``);
    * the arrangement key is RUN_DEADWOOD[m] << 6 plus the number of cards RUN_CHOICE leaves as
      deadwood, so that the sum over four suits compares arrangements as the tie-break says:
      least points, then fewest deadwood cards (at most 52 of them, below 64).

    A mask's figures are its lowest block's combined with the rest's: the deadwoods and the
    arrangement keys add up, the choice is the lowest block's, and the best drop is the better
    of the two (a drop changes only the block it is made in).
    """
    blocks = _block_facts()
    size = 1 << SUIT_BITS
    deadwood, choice, arrange = [0] * size, [0] * size, [0] * size
    drop = [_NO_DROP << 6] * size
    for m in range(1, size):
        rest = m & (m + (m & -m))
        block_dead, block_choice, block_drop, block_arrange = blocks[m ^ rest]
        deadwood[m] = deadwood[rest] + block_dead
        choice[m] = block_choice
        rest_drop = drop[rest]
        drop[m] = block_drop if block_drop < rest_drop else rest_drop
        arrange[m] = arrange[rest] + block_arrange
    return deadwood, choice, drop, arrange


def _build_drop_keys(drop: list[int]) -> tuple[list[int], ...]:
    """For each suit s, DROP_KEY[s][m] ranks the best single card to drop from suit mask m.

    key = ((change in deadwood + 128) << 6) | ((12 - rank) << 2) | (3 - suit): the smallest key
    is the lowest deadwood, then the highest rank, then the highest suit, and its low six bits
    name the card (see ``_DISCARD_CARDS``). Empty suits get a key that is never the minimum.
    The four lists share their few dozen distinct keys (for each suit, one int object per
    distinct key, where computing each entry made 8,192 of them).
    """
    distinct = set(drop)
    return tuple(
        list(map({key: key | (3 - suit) for key in distinct}.__getitem__, drop))
        for suit in range(4)
    )


RUN_DEADWOOD, RUN_CHOICE, _DROP, _ARRANGE_KEY = _build_suit_tables()
_K0, _K1, _K2, _K3 = _build_drop_keys(_DROP)
_DW = RUN_DEADWOOD
_DISCARD_CARDS = tuple(
    FULL_DECK_BY_INDEX[(3 - (low & 3)) * SUIT_BITS + 12 - (low >> 2)] for low in range(52)
)
"""The card a discard key names, by the key's low six bits."""


def min_deadwood_mask(mask: int, runs_only: bool = False, _dw: list[int] = _DW) -> int:
    """The least deadwood points of the hand ``mask``. The hot path.

    ``mask``: an int of 52 bits (see :mod:`.cards`); ``runs_only``: a bool. A non-int mask
    raises GinRummyTypeError, bits outside the 52 GinRummyValueError. Where the hand holds a
    rank three times or more (so that groups could be made): a non-bool ``runs_only`` raises
    GinRummyTypeError and, when groups are searched, more than :data:`MAX_SEARCH_CARDS` cards
    MeldError. Without such a rank neither can change the answer or its cost, and neither is
    looked at (see the module docstring).
    (``_dw`` binds the table as a local for speed; callers never pass it.)
    """
    try:
        a = mask & 8191
    except TypeError:
        raise _bad_search(mask, runs_only) from None
    b = mask >> 13 & 8191
    c = mask >> 26 & 8191
    d = mask >> 39
    triples = (a & b & (c | d)) | (c & d & (a | b))
    if not triples or runs_only is True:
        if d >> 13:
            raise _bad_search(mask, runs_only)
        return _dw[a] + _dw[b] + _dw[c] + _dw[d]
    if d >> 13 or runs_only is not False or mask.bit_count() > MAX_SEARCH_CARDS:
        raise _bad_search(mask, runs_only)
    return _grouped_deadwood(a, b, c, d, triples)


def _bad_search(mask: object, runs_only: object) -> Exception:
    """The error for arguments a mask function refused (called only once they failed)."""
    check_mask(mask)
    if runs_only is not False and runs_only is not True:
        return GinRummyTypeError(f"runs_only must be True or False, not {excerpt(runs_only)}")
    if not mask:
        return MeldError("a hand needs a card it may discard")
    assert isinstance(mask, int)
    return _too_many(mask.bit_count())


def _too_many(count: int) -> MeldError:
    return MeldError(
        f"the meld search accepts at most {MAX_SEARCH_CARDS} cards, not {count} "
        "(a Gin Rummy hand holds 10 or 11)"
    )


def _group_variants(a: int, b: int, c: int, d: int, bit: int) -> list[tuple[int, int, int, int]]:
    """The suit masks left after each way of taking a group of rank ``bit`` (not 'no group')."""
    keep = ~bit
    a2, b2, c2, d2 = a & keep, b & keep, c & keep, d & keep
    if not a & b & c & d & bit:
        return [(a2, b2, c2, d2)]
    return [(a2, b2, c2, d2), (a, b2, c2, d2), (a2, b, c2, d2), (a2, b2, c, d2), (a2, b2, c2, d)]


def _grouped_deadwood(a: int, b: int, c: int, d: int, triples: int) -> int:
    """Least deadwood when the ranks in ``triples`` may each form a group (or not)."""
    bit = triples & -triples
    rest = triples ^ bit
    if rest:
        best = _grouped_deadwood(a, b, c, d, rest)
        for w, x, y, z in _group_variants(a, b, c, d, bit):
            value = _grouped_deadwood(w, x, y, z, rest)
            if value < best:
                best = value
        return best
    dw = _DW
    best = dw[a] + dw[b] + dw[c] + dw[d]
    keep = ~bit
    dw_w, dw_x, dw_y, dw_z = dw[a & keep], dw[b & keep], dw[c & keep], dw[d & keep]
    value = dw_w + dw_x + dw_y + dw_z
    if value < best:
        best = value
    if a & b & c & d & bit:  # of four, each group of three (unrolled, as in the discard key)
        best = min(
            best,
            dw[a] + dw_x + dw_y + dw_z,
            dw_w + dw[b] + dw_y + dw_z,
            dw_w + dw_x + dw[c] + dw_z,
            dw_w + dw_x + dw_y + dw[d],
        )
    return best


def best_discard_mask(mask: int, forbidden: int = -1, runs_only: bool = False) -> tuple[int, int]:
    """For a hand about to discard: (least deadwood after one discard, index of that discard).

    ``mask`` and ``runs_only`` as for :func:`min_deadwood_mask`; ``forbidden`` is the index
    (an int 0..51) of a card that may not be discarded (the card just taken from the discard
    pile; one not in the hand changes nothing), or -1. Ties: highest rank, then highest suit.
    A hand with no card it may discard raises MeldError.
    """
    if forbidden != -1:
        return _best_discard_excluding(mask, forbidden, runs_only)
    try:
        a = mask & 8191
    except TypeError:
        raise _bad_search(mask, runs_only) from None
    b = mask >> 13 & 8191
    c = mask >> 26 & 8191
    d = mask >> 39
    triples = (a & b & (c | d)) | (c & d & (a | b))
    if not triples or runs_only is True:
        if d >> 13 or not mask:
            raise _bad_search(mask, runs_only)
        key = _discard_key(a, b, c, d)
    else:
        if d >> 13 or runs_only is not False or mask.bit_count() > MAX_SEARCH_CARDS:
            raise _bad_search(mask, runs_only)
        key = _grouped_discard_key(a, b, c, d, triples)
    suit = 3 - (key & 3)
    rank = 12 - ((key >> 2) & 15)
    return (key >> 6) - 128, suit * SUIT_BITS + rank


def _discard_key(
    a: int, b: int, c: int, d: int, _dw: list[int] = _DW, _k0: list[int] = _K0,
    _k1: list[int] = _K1, _k2: list[int] = _K2, _k3: list[int] = _K3,
) -> int:
    """Sortable key of the best single discard from these suits (see ``_build_drop_keys``)."""
    return ((_dw[a] + _dw[b] + _dw[c] + _dw[d]) << 6) + min(_k0[a], _k1[b], _k2[c], _k3[d])


def _grouped_discard_key(a: int, b: int, c: int, d: int, triples: int) -> int:
    """Best discard key when the ranks in ``triples`` may each form a group (or not)."""
    bit = triples & -triples
    rest = triples ^ bit
    if rest:
        best = _grouped_discard_key(a, b, c, d, rest)
        for w, x, y, z in _group_variants(a, b, c, d, bit):
            key = _grouped_discard_key(w, x, y, z, rest)
            if key < best:
                best = key
        return best
    # The last rank: no group, the whole group, and (of four) each group of three, unrolled
    # (the hot path of the rollouts; the same keys as ``_group_variants`` gives).
    dw, k0, k1, k2, k3 = _DW, _K0, _K1, _K2, _K3
    best = ((dw[a] + dw[b] + dw[c] + dw[d]) << 6) + min(k0[a], k1[b], k2[c], k3[d])
    keep = ~bit
    w, x, y, z = a & keep, b & keep, c & keep, d & keep
    dw_w, dw_x, dw_y, dw_z = dw[w], dw[x], dw[y], dw[z]
    key = ((dw_w + dw_x + dw_y + dw_z) << 6) + min(k0[w], k1[x], k2[y], k3[z])
    if key < best:
        best = key
    if a & b & c & d & bit:
        key = ((dw[a] + dw_x + dw_y + dw_z) << 6) + min(k0[a], k1[x], k2[y], k3[z])
        if key < best:
            best = key
        key = ((dw_w + dw[b] + dw_y + dw_z) << 6) + min(k0[w], k1[b], k2[y], k3[z])
        if key < best:
            best = key
        key = ((dw_w + dw_x + dw[c] + dw_z) << 6) + min(k0[w], k1[x], k2[c], k3[z])
        if key < best:
            best = key
        key = ((dw_w + dw_x + dw_y + dw[d]) << 6) + min(k0[w], k1[x], k2[y], k3[d])
        if key < best:
            best = key
    return best


def _best_discard_excluding(mask: int, forbidden: int, runs_only: bool) -> tuple[int, int]:
    """Best discard when one card may not be thrown: try every other card (rare path)."""
    check_mask(mask)
    if not isinstance(forbidden, int) or isinstance(forbidden, bool):
        raise GinRummyTypeError(f"forbidden must be a card index or -1, not {excerpt(forbidden)}")
    if not 0 <= forbidden < 52:
        raise GinRummyValueError(
            f"forbidden must be a card index 0..51 or -1, not {excerpt(forbidden)}"
        )
    if not isinstance(runs_only, bool):
        raise GinRummyTypeError(f"runs_only must be True or False, not {excerpt(runs_only)}")
    allowed = mask & ~(1 << forbidden)
    best_value = best_index = -1
    for index in _HIGHEST_FIRST:  # the first of equals wins: highest rank, then highest suit
        if allowed >> index & 1:
            value = min_deadwood_mask(mask ^ (1 << index), runs_only)
            if best_index < 0 or value < best_value:
                best_value, best_index = value, index
    if best_index < 0:
        raise MeldError("no card may be discarded")
    return best_value, best_index


_HIGHEST_FIRST = tuple(card.index for card in reversed(FULL_DECK))
"""The card indices from the highest card down (by rank, then suit)."""


def _suit_points_table() -> tuple[int, ...]:
    """The points of each 13-bit suit mask (built from the mask with its lowest card removed)."""
    table = [0] * 8192
    for mask in range(1, 8192):
        low = mask & -mask
        table[mask] = table[mask ^ low] + _RANK_POINTS[low.bit_length() - 1]
    return tuple(table)


_SUIT_POINTS = _suit_points_table()


def mask_points(mask: int, _sp: tuple[int, ...] = _SUIT_POINTS) -> int:
    """Total points of the cards in ``mask`` (ace 1, court cards 10), melded or not: four
    table look-ups, one a suit (the rollouts count a knock's deadwood this way, so it is hot)."""
    return _sp[mask & SUIT_MASK] + _sp[mask >> 13 & SUIT_MASK] + _sp[mask >> 26 & SUIT_MASK] \
        + _sp[mask >> 39 & SUIT_MASK]


# --- arrangements --------------------------------------------------------------------------
#
# What a caller of the card functions gets is most of their cost, so the results are built
# from tables too, indexed by 13-bit masks and filled as suits are met (None until then):
# - _PLAYS[s][m] is the best run-only play of suit s holding the cards of mask m: its runs
#   (Meld objects, lowest first) and its deadwood as a *rank-major* mask (bit rank * 4 + suit:
#   the card's position in FULL_DECK, which is sorted);
# - _WINDOWS[w][m] is the cards, sorted, of the 13 bits m of window w of a rank-major mask.
# So a hand without groups costs four look-ups for its melds and four for its sorted deadwood.

# None marks an entry not built yet. The lists are typed as if built: the fast path reads them
# without a test and catches the TypeError a None gives (see _arrangement_of_runs).
_PLAYS: tuple[list[tuple[tuple[Meld, ...], int]], ...] = tuple(
    cast("list[tuple[tuple[Meld, ...], int]]", [((), 0)] + [None] * SUIT_MASK) for _ in range(4)
)
_P0, _P1, _P2, _P3 = _PLAYS
_WINDOWS: tuple[list[tuple[Card, ...]], ...] = tuple(
    cast("list[tuple[Card, ...]]", [()] + [None] * SUIT_MASK) for _ in range(4)
)
_W0, _W1, _W2, _W3 = _WINDOWS
_COLUMN = 1 | 1 << SUIT_BITS | 1 << 2 * SUIT_BITS | 1 << 3 * SUIT_BITS
"""A rank's bit times _COLUMN: the mask of that rank's four cards."""
_new = object.__new__  # results are built without their constructors, as in _trusted_meld
_set = object.__setattr__
# Quicker than _set for the hot paths: the slots' own descriptors, which bypass the frozen
# dataclass's __setattr__ as object.__setattr__ does, without looking the name up.
_set_melds = Arrangement.__dict__["melds"].__set__
_set_deadwood = Arrangement.__dict__["deadwood"].__set__
_set_choice_card = DiscardChoice.__dict__["card"].__set__
_set_choice_plan = _CHOICE_SLOT.__set__  # the slot itself, past _ArrangementWhenRead


def _build_group_melds() -> dict[int, Meld]:
    """Every group (3 or 4 cards of one rank) by its mask: 13 x 5 Melds."""
    melds = {}
    for rank in range(13):
        column = [FULL_DECK_BY_INDEX[s * SUIT_BITS + rank] for s in range(4)]
        for leave_out in (None, 0, 1, 2, 3):
            cards = tuple(c for s, c in enumerate(column) if s != leave_out)
            melds[cards_to_mask(cards)] = _trusted_meld(MeldKind.GROUP, cards)
    return melds


_GROUP_MELDS = _build_group_melds()


def _suit_play(suit: int, m: int) -> tuple[tuple[Meld, ...], int]:
    """The entry of _PLAYS[suit] for the suit mask ``m``: the runs of the suit's optimal
    run-only play, lowest first, and its deadwood as a rank-major mask."""
    runs = []
    dead = 0
    while m:
        low = m & -m
        rank = low.bit_length() - 1
        length = RUN_CHOICE[m]
        if length == 0:
            dead |= 1 << 4 * rank + suit
            m ^= low
        else:
            start = suit * SUIT_BITS + rank
            runs.append(_trusted_meld(MeldKind.RUN, FULL_DECK_BY_INDEX[start : start + length]))
            m ^= ((1 << length) - 1) << rank
    return tuple(runs), dead


def _learn(suits: tuple[int, int, int, int]) -> None:
    """Fill the entries of _PLAYS and _WINDOWS that :func:`_arrangement_of_runs` needs."""
    dead = 0
    for suit, m in enumerate(suits):
        play: tuple[tuple[Meld, ...], int] | None = _PLAYS[suit][m]
        if play is None:
            play = _PLAYS[suit][m] = _suit_play(suit, m)
        dead |= play[1]
    for w, window in enumerate(_WINDOWS):
        bits = dead >> SUIT_BITS * w & SUIT_MASK
        if cast("tuple[Card, ...] | None", window[bits]) is None:
            window[bits] = tuple(FULL_DECK[SUIT_BITS * w + i] for i in range(13) if bits >> i & 1)


def _arrangement_of_runs(a: int, b: int, c: int, d: int, groups: tuple[Meld, ...]) -> Arrangement:
    """``groups``, then the optimal run-only play of the suit masks ``a`` to ``d`` (the cards
    the groups left): the melds in the canonical order (groups, then runs suit by suit, each
    lowest first) and the deadwood sorted."""
    try:
        pa, pb, pc, pd = _P0[a], _P1[b], _P2[c], _P3[d]
        dead = pa[1] | pb[1] | pc[1] | pd[1]
        deadwood = (
            _W0[dead & 8191] + _W1[dead >> 13 & 8191] + _W2[dead >> 26 & 8191] + _W3[dead >> 39]
        )
    except TypeError:  # an entry still None: the first time this suit or window is met
        _learn((a, b, c, d))
        return _arrangement_of_runs(a, b, c, d, groups)
    arrangement = _new(Arrangement)
    _set_melds(arrangement, groups + pa[0] + pb[0] + pc[0] + pd[0])
    _set_deadwood(arrangement, deadwood)
    return arrangement


def _best_groups(a: int, b: int, c: int, d: int, triples: int) -> tuple[int, int, int, int, int]:
    """(key, w, x, y, z): the first best choice of groups in the tie-break's order, as the
    arrangement key (see ``_build_suit_tables``) and the suit masks it leaves for runs."""
    bit = triples & -triples
    rest = triples ^ bit
    if rest:
        best = _best_groups(a, b, c, d, rest)  # no group of this rank: the last choice
        for w, x, y, z in reversed(_group_variants(a, b, c, d, bit)):
            found = _best_groups(w, x, y, z, rest)
            if found[0] <= best[0]:
                best = found
        return best
    return _best_last_group(a, b, c, d, bit)


def _best_last_group(a: int, b: int, c: int, d: int, bit: int) -> tuple[int, int, int, int, int]:
    """:func:`_best_groups` for one rank (``bit``), unrolled: the group, each three of four
    (leaving out clubs first), then no group; the first of equal keys wins."""
    key = _ARRANGE_KEY
    keep = ~bit
    w, x, y, z = a & keep, b & keep, c & keep, d & keep
    kw, kx, ky, kz = key[w], key[x], key[y], key[z]
    best = (kw + kx + ky + kz, w, x, y, z)
    if a & b & c & d & bit:
        for found in (
            (key[a] + kx + ky + kz, a, x, y, z),
            (kw + key[b] + ky + kz, w, b, y, z),
            (kw + kx + key[c] + kz, w, x, c, z),
            (kw + kx + ky + key[d], w, x, y, d),
        ):
            if found[0] < best[0]:
                best = found
    none = key[a] + key[b] + key[c] + key[d]
    if none < best[0]:
        return none, a, b, c, d
    return best


def _grouped_arrangement(a: int, b: int, c: int, d: int, triples: int) -> Arrangement:
    """The optimal arrangement of suits ``a`` to ``d`` when the ranks in ``triples`` may each
    form a group: the best choice of groups, then runs."""
    _, w, x, y, z = _best_groups(a, b, c, d, triples)
    removed = (a ^ w) | (b ^ x) << 13 | (c ^ y) << 26 | (d ^ z) << 39
    groups = []
    while triples:  # lowest rank first
        bit = triples & -triples
        triples ^= bit
        group = removed & bit * _COLUMN
        if group:
            groups.append(_GROUP_MELDS[group])
    return _arrangement_of_runs(w, x, y, z, tuple(groups))


def best_arrangement_mask(mask: int, runs_only: bool = False) -> Arrangement:
    """The optimal arrangement of ``mask`` with the module's documented tie-break."""
    a, b, c, d = mask & 8191, mask >> 13 & 8191, mask >> 26 & 8191, mask >> 39
    triples = 0 if runs_only else (a & b & (c | d)) | (c & d & (a | b))
    if not triples:
        return _arrangement_of_runs(a, b, c, d, ())
    return _grouped_arrangement(a, b, c, d, triples)


def best_arrangement(cards: Iterable[Card], runs_only: bool = False) -> Arrangement:
    """The arrangement of ``cards`` with the lowest deadwood points.

    ``cards``: an iterable of distinct :class:`Card` (not a string), at most
    :data:`MAX_SEARCH_CARDS` of them; ``runs_only``: a bool. A wrong type raises
    GinRummyTypeError; a repeated card or too many cards MeldError.

    >>> from ginrummy_desktop.engine import parse_cards
    >>> best_arrangement(parse_cards("As 2s 3s 7h 7d 7c Kd")).deadwood_points
    10
    """
    mask = _quick_mask(cards)
    if mask < 0 or (runs_only is not False and runs_only is not True):
        mask = _checked_mask(cards, runs_only, "best_arrangement")
    a, b, c, d = mask & 8191, mask >> 13 & 8191, mask >> 26 & 8191, mask >> 39
    triples = (a & b & (c | d)) | (c & d & (a | b))
    if not triples or runs_only:
        return _arrangement_of_runs(a, b, c, d, ())
    return _grouped_arrangement(a, b, c, d, triples)


def deadwood_points(cards: Iterable[Card], runs_only: bool = False) -> int:
    """The least deadwood points of ``cards`` (arguments as for :func:`best_arrangement`): an
    int from the tables, no arrangement made."""
    mask = _quick_mask(cards)
    if mask < 0 or (runs_only is not False and runs_only is not True):
        mask = _checked_mask(cards, runs_only, "deadwood_points")
    a, b, c, d = mask & 8191, mask >> 13 & 8191, mask >> 26 & 8191, mask >> 39
    triples = (a & b & (c | d)) | (c & d & (a | b))
    if not triples or runs_only:
        return _DW[a] + _DW[b] + _DW[c] + _DW[d]
    return _grouped_deadwood(a, b, c, d, triples)


def best_discard(
    cards: Iterable[Card], forbidden: Card | None = None, runs_only: bool = False
) -> DiscardChoice:
    """For a hand about to discard (usually 11 cards): the discard leaving the least deadwood.

    ``cards`` and ``runs_only`` as for :func:`best_arrangement`. ``forbidden`` is a
    :class:`Card` that may not be thrown (the one just taken from the discard pile; one not in
    the hand changes nothing) or None. MeldError when no card may be discarded. The choice's
    arrangement is built when first read (see :class:`DiscardChoice`).
    """
    mask = _quick_mask(cards)
    if mask < 0 or (runs_only is not False and runs_only is not True):
        mask = _checked_mask(cards, runs_only, "best_discard")
    if forbidden is not None or not mask:
        return _best_discard_allowed(mask, forbidden, runs_only)
    a, b, c, d = mask & 8191, mask >> 13 & 8191, mask >> 26 & 8191, mask >> 39
    triples = (a & b & (c | d)) | (c & d & (a | b))
    if not triples or runs_only:  # the least drop key is the discard's (see _build_drop_keys)
        card = _DISCARD_CARDS[min(_K0[a], _K1[b], _K2[c], _K3[d]) & 63]
        return _engine_choice(card, mask ^ card.bit | (_RUNS_ONLY_PLAN if runs_only else 0))
    card = _DISCARD_CARDS[_grouped_discard_key(a, b, c, d, triples) & 63]
    return _engine_choice(card, mask ^ card.bit)


def _best_discard_allowed(mask: int, forbidden: object, runs_only: bool) -> DiscardChoice:
    """:func:`best_discard` of the checked hand ``mask`` when a card is forbidden (then each
    other card is tried: a rare path) or the hand is empty (MeldError)."""
    _check_forbidden(forbidden)
    if mask == 0 or (isinstance(forbidden, Card) and mask == forbidden.bit):
        raise MeldError("a hand needs a card it may discard")
    forbidden_index = forbidden.index if isinstance(forbidden, Card) else -1
    _, index = best_discard_mask(mask, forbidden_index, runs_only)
    card = FULL_DECK_BY_INDEX[index]
    return _engine_choice(card, mask ^ card.bit | (_RUNS_ONLY_PLAN if runs_only else 0))


def _engine_choice(card: Card, plan: int) -> DiscardChoice:
    """A DiscardChoice the engine has just made: ``card`` and, for its arrangement to be built
    when first read, ``plan``: the mask of the cards kept, plus _RUNS_ONLY_PLAN for runs only
    (see _ArrangementWhenRead). Made without the constructor, its slots filled directly."""
    choice = _new(DiscardChoice)
    _set_choice_card(choice, card)
    _set_choice_plan(choice, plan)
    return choice


def best_discards(
    cards: Iterable[Card], forbidden: Card | None = None, runs_only: bool = False
) -> tuple[DiscardChoice, ...]:
    """Every discard that leaves the least deadwood (ties included), highest card first.

    Arguments as for :func:`best_discard`; the arrangements are built when first read.
    """
    mask = _checked_mask(cards, runs_only, "best_discards")
    _check_forbidden(forbidden)
    throwable = [c for c in cards_of_mask(mask) if c != forbidden]
    if not throwable:
        raise MeldError("a hand needs a card it may discard")
    values = {c: min_deadwood_mask(mask ^ c.bit, runs_only) for c in throwable}
    least = min(values.values())
    plan = _RUNS_ONLY_PLAN if runs_only else 0
    return tuple(
        _engine_choice(c, mask ^ c.bit | plan)
        for c in sorted(throwable, reverse=True)
        if values[c] == least
    )


def _quick_mask(cards: object) -> int:
    """The mask of ``cards`` if they are the usual input of a card function, else -1.

    The usual input is a list or tuple of at most 16 distinct cards, each exactly a Card (not
    a subclass): one pass over it, a type test and an OR per card, is the whole check. Anything
    else, errors included, gives -1, and the caller then takes :func:`_checked_mask`, which
    gives the same mask or the documented error. (A list or tuple is read twice then, which an
    iterator could not be.)
    """
    if type(cards) is tuple or type(cards) is list:
        mask = 0
        for card in cards:
            if type(card) is not Card:
                return -1
            mask += card.bit  # (+ is quicker than |; a repeated card carries into another bit)
        if mask.bit_count() == len(cards) <= MAX_SEARCH_CARDS:  # n distinct cards, n bits
            return mask
    return -1


def _checked_mask(cards: object, runs_only: object, what: str) -> int:
    """The mask of ``cards`` after checking every argument of a card function (see the module
    docstring), in the documented order; ``what`` names the function in messages."""
    listed = checked_cards(cards, what)
    if not isinstance(runs_only, bool):
        raise GinRummyTypeError(f"runs_only must be True or False, not {excerpt(runs_only)}")
    mask = 0
    for card in listed:
        mask |= card.bit
    if mask.bit_count() != len(listed):
        raise MeldError("a hand holds the same card twice")
    if len(listed) > MAX_SEARCH_CARDS:
        raise _too_many(len(listed))
    return mask


def _check_forbidden(forbidden: object) -> None:
    if forbidden is not None and not isinstance(forbidden, Card):
        raise GinRummyTypeError(f"forbidden must be a Card or None, not {excerpt(forbidden)}")


# --- every meld and every arrangement (for the showdown) ------------------------------------


def _split(mask: int) -> tuple[int, int, int, int]:
    """The four 13-bit suit masks of ``mask`` (clubs, diamonds, hearts, spades)."""
    return (mask & SUIT_MASK, (mask >> 13) & SUIT_MASK, (mask >> 26) & SUIT_MASK, mask >> 39)


def all_melds(mask: int, runs_only: bool = False) -> list[int]:
    """Every meld (as a mask) that can be made from ``mask``: all groups and all sub-runs."""
    melds: list[int] = []
    suits = _split(mask)
    for s, m in enumerate(suits):
        for start in range(13):
            run = 0
            for end in range(start, 13):
                if not m >> end & 1:
                    break
                run |= 1 << end
                if end - start >= 2:
                    melds.append(run << (13 * s))
    if runs_only:
        return melds
    for r in range(13):
        present = [s for s in range(4) if suits[s] >> r & 1]
        if len(present) >= 3:
            full = sum(1 << (13 * s + r) for s in present)
            melds.append(full)
            if len(present) == 4:
                melds.extend(full ^ (1 << (13 * s + r)) for s in present)
    return melds


def arrangements(mask: int, max_deadwood: int, runs_only: bool = False) -> list[tuple[int, ...]]:
    """Every set of disjoint melds of ``mask`` whose deadwood is at most ``max_deadwood``.

    Each arrangement is a tuple of meld masks. Used for the knocker's choice at a showdown,
    where a non-optimal arrangement (a run kept short, a group of three out of four) can leave
    the defender fewer lay-offs.
    """
    melds = sorted(all_melds(mask, runs_only), key=lambda m: (m & -m, m))
    points = [mask_points(meld) for meld in melds]
    reach = [0] * (len(melds) + 1)  # reach[i]: the cards of melds[i:], all of them
    for i in range(len(melds) - 1, -1, -1):
        reach[i] = reach[i + 1] | melds[i]
    found: list[tuple[int, ...]] = []
    total = mask_points(mask)

    def extend(start: int, used: int, chosen: tuple[int, ...], melded: int) -> None:
        left = total - melded
        if left <= max_deadwood:
            found.append(chosen)
        elif left - mask_points(reach[start] & ~used) > max_deadwood:
            return  # melding every card still free would not bring it within the limit
        for i in range(start, len(melds)):
            meld = melds[i]
            if not meld & used:
                extend(i + 1, used | meld, (*chosen, meld), melded + points[i])

    extend(0, 0, (), 0)
    return found
