"""The shape of the player's hand as the match keeps it: its groups, left to right.

The engine's hand is a set of cards; the order and the groups are the player's. The match
keeps them (the save writes them, Undo and a resume put them back), so their value lives
here, below the save format; the table's live arrangement (``models/hand_layout.py``) is built
from a shape and gives one back.

:class:`HandOrder` is what the session asks of the table's hand (the presenter is one), and
:class:`KeptOrder` the stand-in without a table, so undo and resume are tested without a window.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Protocol

from ...engine import Card, best_arrangement

__all__ = ["HandOrder", "HandShape", "KeptOrder"]


@dataclass(frozen=True, slots=True)
class HandShape:
    """The player's groups, left to right: what a save keeps and Undo puts back."""

    groups: tuple[tuple[Card, ...], ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for group in self.groups for card in group)

    @property
    def sizes(self) -> tuple[int, ...]:
        return tuple(len(group) for group in self.groups)

    def fitted_to(self, hand: Iterable[Card]) -> HandShape | None:
        """This shape for the cards of ``hand``: a card no longer held leaves its group (a
        group left empty goes), a card held that the shape lacks comes at the right-hand end,
        alone (where a card just drawn goes), in ``hand``'s order; the shape itself when it
        holds exactly ``hand``. None when it holds none of ``hand``'s cards: it is another
        hand's, and says nothing of this one's order."""
        held = list(hand)
        wanted = set(held)
        groups = [kept for group in self.groups if (kept := tuple(c for c in group if c in wanted))]
        if not groups:
            return None
        placed = {card for group in groups for card in group}
        groups.extend((card,) for card in held if card not in placed)
        return HandShape(tuple(groups))

    @classmethod
    def of(cls, order: Sequence[Card], sizes: Sequence[int]) -> HandShape:
        """The shape of ``order`` cut into groups of ``sizes`` (ValueError unless the sizes
        are positive and add up to the number of cards)."""
        if any(size < 1 for size in sizes) or sum(sizes) != len(order):
            raise ValueError(f"group sizes {list(sizes)} do not cut {len(order)} cards")
        groups, start = [], 0
        for size in sizes:
            groups.append(tuple(order[start : start + size]))
            start += size
        return cls(tuple(groups))

    @classmethod
    def clustered(cls, order: Sequence[Card], runs_only: bool = False) -> HandShape:
        """``order`` grouped the way an order alone suggests: neighbours of one meld of the
        best arrangement form a group, every other card stands alone (what a save written
        before groups existed is read as)."""
        melds = best_arrangement(order, runs_only).melds
        meld_of = {card: index for index, meld in enumerate(melds) for card in meld.cards}
        groups: list[list[Card]] = []
        previous: int | None = None
        for card in order:
            meld = meld_of.get(card)
            if groups and meld is not None and meld == previous:
                groups[-1].append(card)
            else:
                groups.append([card])
            previous = meld
        return cls(tuple(tuple(group) for group in groups))


class HandOrder(Protocol):
    """What the session asks of the table's hand: the user's order of it is part of the match
    (saved, put back on resume), and Undo takes back a reorder before a move."""

    @property
    def hand_shape(self) -> HandShape: ...

    @property
    def reordered(self) -> bool:
        """True when the user reordered the hand since the last action (Undo takes that
        back first)."""
        ...

    def restore_order(self, shape: HandShape) -> None: ...

    def undo_reorder(self) -> bool: ...

    def instantly(self) -> AbstractContextManager[None]:
        """A context in which the table puts cards in place without animating them."""
        ...


class KeptOrder:
    """A :class:`HandOrder` without a table: it keeps the shape it was last given."""

    def __init__(self) -> None:
        self.hand_shape = HandShape()
        self.reordered = False

    def restore_order(self, shape: HandShape) -> None:
        self.hand_shape = shape

    def undo_reorder(self) -> bool:
        return False

    @contextlib.contextmanager
    def instantly(self) -> Iterator[None]:
        yield
