"""The player's own arrangement of their hand: a row of groups they shape by dragging.

This is presentation state: the engine's hand is a set of cards and knows neither order nor
groups. The hand is a row of *groups*, left to right; a group that forms a meld (a run, or a
set when the rules allow sets) is one of the player's melds, every other card is deadwood, a
card alone as much as one in a group that is not (yet) a meld. The player's arrangement is what
the table marks, what the panel counts ("yours 14 · best 9") and what a knock lays out when it
is legal, because the knocker's choice of melds decides what the defender may lay off.

After each apply the table calls :meth:`HandLayout.reconcile` with the engine's hand: cards that
left are taken out of their groups (an emptied group goes), a card that arrived goes to the
right-hand end (where a player puts a card just drawn) unless it was dropped somewhere
(:meth:`HandLayout.place`), and every other card keeps its place.

Who groups the cards: a new deal starts from the engine's best arrangement, and while the groups
are just that (the best melds, every other card alone) the layout *follows the best*: after a
draw or a discard the best melds are formed again, each where its leftmost card stands, so a
player who never drags sees the best melds all hand long. Once the player shapes groups of
their own (a drag into a group, out of a meld, into a gap), the layout keeps *their* groups
through every draw and discard, a new card alone at the right; Arrange melds goes back to
following the best.

The engine's best arrangement (the lowest deadwood of the cards held; for 11 cards, of all 11)
is kept beside the player's, so the panel can offer it when the player's leaves more.

A card moved from the keyboard (:meth:`HandLayout.step`, Shift+← and Shift+→) *passes*
through the groups on its way: while it is the one being stepped, a group it stands in is
judged without it unless it makes a meld with it, so a meld keeps its bar while a card steps
across it (and the passing card counts as deadwood of its own). It joins the group it stands
in for good when anything else changes the layout, or when the table ends the passing
(:meth:`HandLayout.end_passing`: another card is selected, a move is made).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ...engine import (
    Arrangement,
    Card,
    Meld,
    MeldError,
    MeldKind,
    best_arrangement,
    best_discard,
)
from ..match.hand_shape import HandShape

__all__ = ["MELD_COLOURS", "HandLayout", "Join", "Slot"]


MELD_COLOURS = ("#fff176", "#4fc3f7", "#ff5722", "#ce93d8")
"""The colour mark of the player's n-th meld (cycling), on the cards and in the panel's list.
Light yellow, sky blue, deep orange (and lilac for a fourth, which ten or eleven cards never
hold): the three a hand can show differ in lightness too (each at least 1.5:1 from the others),
so they stay apart for a colour-blind player and in grey; the cards also number them."""


class Join(enum.Enum):
    """Which group a card dropped into a slot joins."""

    LEFT = "the group before the slot"
    RIGHT = "the group after the slot"
    NEW = "a group of its own"


@dataclass(frozen=True, slots=True)
class Slot:
    """Where a dropped card goes: before the ``index``-th of the *other* cards, in the group
    ``join`` says. Between two cards of one group the card joins that group whatever ``join``
    says; ``LEFT`` at the left end (no card before) and ``RIGHT`` at the right end make a new
    group."""

    index: int
    join: Join = Join.NEW


def meld_of_group(cards: Iterable[Card], runs_only: bool = False) -> Meld | None:
    """The meld ``cards`` form under the rules (a set only when sets are allowed), else None."""
    try:
        meld = Meld.of(cards)
    except MeldError:
        return None
    return None if runs_only and meld.kind is MeldKind.GROUP else meld


class HandLayout:
    """The player's hand as a row of groups, with their melds and the engine's best
    arrangement beside them. Not a Qt object: plain, fast and testable."""

    def __init__(self, runs_only: bool = False) -> None:
        self._groups: list[list[Card]] = []
        self._runs_only = runs_only
        self._best: Arrangement | None = None
        self._melds: list[Meld | None] | None = None
        self._following = True
        self._passing: Card | None = None

    # --- the row --------------------------------------------------------------------------

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards in the player's order, left to right."""
        return tuple(card for group in self._groups for card in group)

    @property
    def groups(self) -> tuple[tuple[Card, ...], ...]:
        """The player's groups, left to right."""
        return tuple(tuple(group) for group in self._groups)

    @property
    def shape(self) -> HandShape:
        return HandShape(self.groups)

    def __len__(self) -> int:
        return sum(len(group) for group in self._groups)

    def __contains__(self, card: object) -> bool:
        return any(card in group for group in self._groups)

    def index_of(self, card: Card) -> int:
        """The position of ``card`` in the row (ValueError if it is not held)."""
        return self.cards.index(card)

    @property
    def following_best(self) -> bool:
        """Whether the groups follow the engine's best melds as cards come and go (see the
        module docstring); False once the player shapes groups of their own."""
        return self._following

    @property
    def runs_only(self) -> bool:
        """Whether only runs count as melds (a rules setting)."""
        return self._runs_only

    def set_runs_only(self, runs_only: bool) -> None:
        """Follow the rules' "runs only" setting when judging groups and suggesting melds."""
        self._runs_only = runs_only
        self._changed()

    def clear(self) -> None:
        """Forget every card (a new hand is about to be dealt)."""
        self._groups.clear()
        self._changed()

    def reconcile(self, hand: Iterable[Card]) -> tuple[Card, ...]:
        """Match the engine's ``hand``; return the cards that were added. Into an empty row
        (a new deal) the cards come arranged as the engine's best melds, then the rest;
        otherwise each new card goes to the right-hand end, alone, and the best melds are
        formed again while the layout follows them."""
        held = list(hand)
        wanted = set(held)
        was_empty = not self._groups
        before = len(self)
        kept = ([c for c in group if c in wanted] for group in self._groups)
        self._groups = [group for group in kept if group]
        known = set(self.cards)
        added = tuple(c for c in held if c not in known)
        if added or len(self) != before:
            self._changed()
        self._groups.extend([card] for card in added)
        if was_empty and added:
            self.arrange_melds()
        elif self._following and (added or len(self) != before):
            self._form_best_melds()
        return added

    def follow(self, shape: HandShape) -> bool:
        """Take ``shape`` (a saved one) when it holds exactly the cards held, each once;
        False, and nothing changed, otherwise."""
        wanted = shape.cards
        exact = len(set(wanted)) == len(wanted) == len(self) and set(wanted) == set(self.cards)
        if not exact:
            return False
        self._groups = [list(group) for group in shape.groups if group]
        self._changed()
        self._following = self._is_best()
        return True

    def place(self, card: Card, slot: Slot, arriving: bool = False, *,
              stepping: bool = False) -> None:
        """Put ``card`` (held) into ``slot``: among the other cards, in the group the slot
        says (see :class:`Slot`); the index is clamped to the row. The player's drop: unless
        the groups are still the best melds, they are the player's own from now on. A card
        ``arriving`` (drawn or taken, dropped where the player let go of it) only finds its
        place while the layout follows the best melds, which are formed again around it. A
        dropped card that completes a run puts the run in rank order; a card ``stepping`` by
        the keyboard stays exactly where it was stepped (the player follows it there)."""
        self._take_out(card)
        others = self.cards
        index = max(0, min(slot.index, len(others)))
        before = others[index - 1] if index > 0 else None
        after = others[index] if index < len(others) else None
        left, right = self._group_of(before), self._group_of(after)
        if before is not None and left is not None and left is right:
            left.insert(left.index(before) + 1, card)
        elif slot.join is Join.LEFT and left is not None:
            left.append(card)
        elif slot.join is Join.RIGHT and right is not None:
            right.insert(0, card)
        else:
            at = self._groups.index(right) if right is not None else len(self._groups)
            self._groups.insert(at, [card])
        if not stepping:
            self._in_run_order(card)
        self._changed()
        if arriving and self._following:
            self._form_best_melds()
        else:
            self._following = self._is_best()

    def _in_run_order(self, card: Card) -> None:
        """The group ``card`` was dropped into reads in rank order when it makes a run (a
        player who drops the 4♥ between the 5♥ and the 6♥ sees 4♥ 5♥ 6♥ 7♥); any other group
        keeps the order the player gave it."""
        group = self._group_of(card)
        if group is None or len(group) < 3:
            return
        meld = meld_of_group(group, self._runs_only)
        if meld is not None and meld.kind is MeldKind.RUN:
            group[:] = meld.cards

    def slots_for(self, card: Card) -> list[Slot]:
        """Every distinct place ``card`` (held) can go, left to right, as a drag sweeps them:
        a group of its own at the far left, into the first group, along inside each group, and
        at each edge between two groups into the left one, alone in the gap, into the right
        one; at the far right into the last group, then alone."""
        others = [c for c in self.cards if c != card]
        if not others:
            return [Slot(0)]
        slots = [Slot(0, Join.NEW), Slot(0, Join.RIGHT)]
        for index in range(1, len(others)):
            if self._group_of(others[index - 1]) is self._group_of(others[index]):
                slots.append(Slot(index, Join.LEFT))
            else:
                slots.extend(Slot(index, join) for join in (Join.LEFT, Join.NEW, Join.RIGHT))
        slots.extend([Slot(len(others), Join.LEFT), Slot(len(others), Join.NEW)])
        return slots

    def slot_of(self, card: Card) -> Slot:
        """Where ``card`` (held) is now, as one of :meth:`slots_for`."""
        row = self.cards
        index = row.index(card)
        group = self._group_of(card)
        before = row[index - 1] if index > 0 else None
        after = row[index + 1] if index + 1 < len(row) else None
        if before is not None and self._group_of(before) is group:
            return Slot(index, Join.LEFT)
        if after is not None and self._group_of(after) is group:
            return Slot(index, Join.RIGHT)
        return Slot(index, Join.NEW)

    def step(self, card: Card, steps: int) -> bool:
        """Move ``card`` ``steps`` places along :meth:`slots_for` (negative: to the left), as
        the keyboard arranges a hand; False, nothing changed, at the end of the row."""
        slots = self.slots_for(card)
        here = slots.index(self.slot_of(card))
        there = here + steps
        if not 0 <= there < len(slots):
            return False
        self.place(card, slots[there], stepping=True)
        self._passing = card
        return True

    @property
    def passing(self) -> Card | None:
        """The card stepping through the groups (see the module docstring), or None."""
        return self._passing

    def end_passing(self) -> None:
        """The stepped card joins the group it stands in for good."""
        if self._passing is not None:
            self._passing = None
            self._melds = None

    def _take_out(self, card: Card) -> None:
        group = self._group_of(card)
        if group is None:
            raise ValueError(f"{card} is not in the hand")
        group.remove(card)
        if not group:
            self._groups.remove(group)

    def _group_of(self, card: Card | None) -> list[Card] | None:
        if card is None:
            return None
        return next((group for group in self._groups if card in group), None)

    # --- tidying --------------------------------------------------------------------------

    def sort_by_rank(self) -> None:
        """Aces first, kings last (suits in the engine's order within a rank); the player's
        melds stay together, each placed by its lowest card."""
        self._sort(lambda c: (c.rank, c.suit))

    def sort_by_suit(self) -> None:
        """Clubs, diamonds, hearts, spades, each suit from the ace up; the player's melds
        stay together, each placed by its lowest card."""
        self._sort(lambda c: (c.suit, c.rank))

    def _sort(self, key: Callable[[Card], tuple[int, int]]) -> None:
        """Melds kept whole (their cards in ``key`` order); the deadwood, groups that are no
        meld included, loosened into single cards; everything ordered by ``key``."""
        units: list[list[Card]] = []
        for group, meld in zip(self._groups, self._group_melds(), strict=True):
            melded = set(meld.cards) if meld is not None else set()
            if melded:
                units.append(sorted(melded, key=key))
            units.extend([card] for card in group if card not in melded)
        units.sort(key=lambda unit: key(unit[0]))
        self._groups = units
        self._changed()
        self._following = self._is_best()

    def arrange_melds(self) -> None:
        """Take the engine's best arrangement: its melds first, each a group, then the
        deadwood in the player's own order, each card alone."""
        melds = self.best.melds
        placed = {card for meld in melds for card in meld.cards}
        loose = [[card] for card in self.cards if card not in placed]
        self._groups = [list(meld.cards) for meld in melds] + loose
        self._changed()
        self._following = True

    def _form_best_melds(self) -> None:
        """Group the cards as the best melds again, each meld where its leftmost card
        stands, every other card alone, the order otherwise kept."""
        melds = self.best.melds
        meld_of = {card: meld for meld in melds for card in meld.cards}
        groups: list[list[Card]] = []
        formed: set[Meld] = set()
        for card in self.cards:
            meld = meld_of.get(card)
            if meld is None:
                groups.append([card])
            elif meld not in formed:
                formed.add(meld)
                groups.append(list(meld.cards))
        self._groups = groups
        self._melds = None

    def _is_best(self) -> bool:
        """Whether the groups are the best melds, every other card alone."""
        wanted = {frozenset(meld.cards) for meld in self.best.melds}
        grouped = {frozenset(group) for group in self._groups if len(group) > 1}
        return grouped == wanted

    # --- the player's melds ---------------------------------------------------------------

    def _changed(self) -> None:
        self._best = None
        self._melds = None
        self._passing = None

    def _group_melds(self) -> list[Meld | None]:
        if self._melds is None:
            self._melds = [self._meld_of(group) for group in self._groups]
        return self._melds

    def _meld_of(self, group: Sequence[Card]) -> Meld | None:
        """The meld ``group`` makes; with the passing card in it, the one the others make
        when it makes none with them."""
        meld = meld_of_group(group, self._runs_only)
        passing = self._passing
        if meld is None and passing is not None and passing in group and len(group) > 1:
            meld = meld_of_group([card for card in group if card != passing], self._runs_only)
        return meld

    @property
    def arrangement(self) -> Arrangement:
        """The player's arrangement: the groups that are melds, and the deadwood (sorted)."""
        return _arrangement(self._groups, self._group_melds())

    @property
    def best(self) -> Arrangement:
        """The engine's best arrangement of the cards held (cached until the cards change)."""
        if self._best is None:
            self._best = best_arrangement(self.cards, self._runs_only)
        return self._best

    @property
    def differs_from_best(self) -> bool:
        """Whether the player's arrangement leaves more deadwood than the best one."""
        return self.deadwood_points > self.best.deadwood_points

    def meld_index(self, card: Card) -> int | None:
        """The index of the player's meld holding ``card`` (counting melds left to right),
        or None for deadwood."""
        index = 0
        for meld in self._group_melds():
            if meld is not None:
                if card in meld.cards:
                    return index
                index += 1
        return None

    def in_unfinished_group(self, card: Card) -> bool:
        """Whether ``card`` is in a group of two or more cards that is not a meld (yet)."""
        if card == self._passing:
            return False
        for group, meld in zip(self._groups, self._group_melds(), strict=True):
            if card in group:
                return meld is None and len(group) > 1
        return False

    @property
    def deadwood_points(self) -> int:
        """The deadwood of the player's arrangement, every card counted (no discard off)."""
        return self.arrangement.deadwood_points

    def deadwood_after_discard(self, forbidden: Card | None = None) -> tuple[int, Card] | None:
        """For an 11-card hand: the least deadwood of the *best* arrangement after one
        discard (not ``forbidden``), and that discard; None for another size."""
        if len(self) != 11:
            return None
        choice = best_discard(self.cards, forbidden, self._runs_only)
        return choice.arrangement.deadwood_points, choice.card

    def own_discard(self, forbidden: Card | None = None) -> tuple[int, Card] | None:
        """For an 11-card hand: the discard that leaves the player's own arrangement the
        least deadwood (not ``forbidden``; on a tie the higher card, by points then rank),
        with that deadwood; None for another size."""
        if len(self) != 11:
            return None
        options = [
            (self.without(card).deadwood_points, -card.points, -int(card.rank), card)
            for card in self.cards
            if card != forbidden
        ]
        if not options:
            return None
        points, _, _, card = min(options, key=lambda option: option[:3])
        return points, card

    def without(self, card: Card) -> Arrangement:
        """The player's arrangement once ``card`` has gone (a group it leaves is judged
        again: a run of four stays a meld without an end card, a run of three does not)."""
        groups = [[c for c in group if c != card] for group in self._groups]
        groups = [group for group in groups if group]
        return _arrangement(groups, [self._meld_of(group) for group in groups])


def _arrangement(groups: Sequence[Sequence[Card]], melds: Sequence[Meld | None]) -> Arrangement:
    """The melds kept, and every other card as deadwood (a passing card in a meld's group
    included)."""
    kept = tuple(meld for meld in melds if meld is not None)
    melded = {card for meld in kept for card in meld.cards}
    deadwood = sorted(card for group in groups for card in group if card not in melded)
    return Arrangement(kept, tuple(deadwood))
