"""The showdown after a knock: the knocker's arrangement, the defender's lay-offs, the score.

* The knocker may lay out any valid arrangement whose deadwood is within the knock limit. A
  knocker who names none gets the engine's default, chosen **only from what the knocker can
  see** (:func:`knock_melds_mask`): its own hand and the public history, never the defender's
  hidden cards. In a real game the knocker spreads its melds before the defender shows a card.
  The default keeps the knocker's deadwood lowest; among arrangements with that deadwood it
  leaves the fewest cards the defender is *known* to hold (taken from the pile and not thrown
  since) that could be laid off, then the fewest lay-off chances among the cards the knocker
  has not seen (not in its hand, not out of play in the discard pile), then the first in a
  fixed order of the knocker's own cards. So two deals that differ only in the defender's
  hidden cards give the knocker the same melds.
* The defender lays off onto the knocker's melds: the fourth card of a group of three, and cards
  extending a run at either end, in chains (5s then 6s onto 2s-3s-4s). The defender may arrange
  their own cards in any way, including breaking up one of their own melds to lay its cards off;
  the engine finds the combination with the lowest remaining deadwood (ties: fewest lay-offs).
  (The defender's lay-offs come after the knocker's melds are on the table, so choosing them
  with both hands in view is the defender playing its own cards well, not a peek.)
* The knocker never lays off. There are no lay-offs against gin or big gin.
* Scoring: knock won by the knocker scores the deadwood difference; an undercut (defender's
  deadwood lower, or equal when ties undercut) gives the defender the difference plus the
  undercut bonus; gin scores the defender's deadwood plus the gin bonus; big gin plus the big-gin
  bonus. A gin can never be undercut. ``multiplier`` (Oklahoma's spade upcard) scales the whole.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import product
from typing import NoReturn

from .cards import SUIT_BITS, Card, cards_of_mask, cards_to_mask, checked_cards
from .errors import GinRummyTypeError, GinRummyValueError, MeldError, excerpt, missing_member
from .melds import (
    MAX_SEARCH_CARDS,
    Arrangement,
    Meld,
    MeldKind,
    arrangements,
    best_arrangement_mask,
    mask_points,
    min_deadwood_mask,
)
from .rules import RuleSet

__all__ = [
    "LaidOffCard",
    "Outcome",
    "Role",
    "Settlement",
    "knock_melds",
    "knock_melds_mask",
    "layoff_reach",
    "settle",
]


class Outcome(enum.Enum):
    """How a hand ended."""

    KNOCK = "knock"
    UNDERCUT = "undercut"
    GIN = "gin"
    BIG_GIN = "big gin"
    DEAD = "dead hand"

    @classmethod
    def _missing_(cls, value: object) -> NoReturn:
        """``cls(value)`` with no such member: the engine's own error (errors.missing_member)."""
        raise missing_member(cls, value)


class Role(enum.Enum):
    """The two sides of a showdown."""

    KNOCKER = "knocker"
    DEFENDER = "defender"

    @classmethod
    def _missing_(cls, value: object) -> NoReturn:
        """``cls(value)`` with no such member: the engine's own error (errors.missing_member)."""
        raise missing_member(cls, value)


@dataclass(frozen=True, slots=True)
class LaidOffCard:
    """The defender's ``card`` laid onto the knocker's meld ``onto`` (an index into its melds).

    A result the engine makes (its constructor does not check the parts).
    """

    card: Card
    onto: int


@dataclass(frozen=True, slots=True)
class Settlement:
    """The result of a showdown, before any game bonuses (a result :func:`settle` makes; its
    constructor does not check the parts)."""

    outcome: Outcome
    winner: Role
    points: int
    knocker: Arrangement
    defender: Arrangement
    layoffs: tuple[LaidOffCard, ...]
    multiplier: int = 1

    @property
    def knocker_deadwood(self) -> int:
        return self.knocker.deadwood_points

    @property
    def defender_deadwood(self) -> int:
        """The defender's deadwood after lay-offs."""
        return self.defender.deadwood_points

    @property
    def layoff_points(self) -> int:
        return sum(lay.card.points for lay in self.layoffs)


def settle(
    knocker_cards: Iterable[Card],
    defender_cards: Iterable[Card],
    rules: RuleSet,
    knocker_melds: Sequence[Meld] | None = None,
    knock_limit: int | None = None,
    multiplier: int = 1,
    *,
    out_of_play: Iterable[Card] = (),
    defender_known: Iterable[Card] = (),
) -> Settlement:
    """Score a showdown. ``knocker_cards`` are 10 cards after the knock discard, or 11 for big gin.

    ``knocker_melds`` fixes the knocker's arrangement (it is checked); otherwise the engine
    chooses it from the knocker's side only, as the module docstring says: ``out_of_play`` are
    the cards the knocker knows the defender cannot hold (the discard pile, the knock discard),
    ``defender_known`` those it knows the defender holds (taken from the pile, not thrown since);
    both default to none known. ``knock_limit`` defaults to the rules' limit (pass the hand's
    own limit under Oklahoma). Raises :class:`MeldError` when the knocker's cards do not
    qualify for a knock under that limit.

    Accepted: ``knocker_cards`` an iterable of at most 11 distinct :class:`Card` (fewer is a
    test position), ``defender_cards`` one of at most ``MAX_SEARCH_CARDS``, no card in both;
    ``rules`` a :class:`RuleSet`; ``knocker_melds`` None or a list or tuple of :class:`Meld`;
    ``knock_limit`` None or an int 0..10; ``multiplier`` an int of at least 1;
    ``out_of_play`` and ``defender_known`` iterables of distinct Cards (at most 52). A wrong
    type raises GinRummyTypeError, a value out of range GinRummyValueError, bad cards MeldError.
    """
    _check_settle_args(rules, knocker_melds, knock_limit, multiplier)
    kmask = _distinct_mask(knocker_cards, 11, "knocker_cards")
    dmask = _distinct_mask(defender_cards, MAX_SEARCH_CARDS, "defender_cards")
    dead = _distinct_mask(out_of_play, 52, "out_of_play")
    known = _distinct_mask(defender_known, 52, "defender_known")
    if kmask & dmask:
        raise MeldError("the knocker and the defender hold a card in common")
    limit = rules.knock_limit if knock_limit is None else knock_limit
    if kmask.bit_count() == 11:
        return _settle_big_gin(kmask, dmask, rules, multiplier)
    if knocker_melds is not None:
        melds = check_knock_melds(kmask, knocker_melds, limit, rules)
    else:
        melds = knock_melds_mask(kmask, limit, rules.runs_only, _unseen(kmask, dead, known), known)
    return _score(kmask, dmask, melds, rules, multiplier)


def knock_melds(
    knocker_cards: Iterable[Card],
    rules: RuleSet,
    knock_limit: int | None = None,
    *,
    out_of_play: Iterable[Card] = (),
    defender_known: Iterable[Card] = (),
) -> tuple[Meld, ...]:
    """The melds the engine lays out for a knocker who names none (see the module docstring):
    chosen from ``knocker_cards`` (the 10 cards kept after the knock discard) and what the
    knocker knows of the rest, never from the defender's hidden cards.

    Accepted: as :func:`settle` (at most 10 knocker cards here). Raises MeldError when the
    cards do not qualify for a knock under the limit.
    """
    _check_settle_args(rules, None, knock_limit, 1)
    kmask = _distinct_mask(knocker_cards, 10, "knocker_cards")
    dead = _distinct_mask(out_of_play, 52, "out_of_play")
    known = _distinct_mask(defender_known, 52, "defender_known")
    limit = rules.knock_limit if knock_limit is None else knock_limit
    masks = knock_melds_mask(kmask, limit, rules.runs_only, _unseen(kmask, dead, known), known)
    return _arrangement_of(kmask, masks).melds


def _unseen(kmask: int, dead: int, known: int) -> int:
    """The cards the knocker has not seen: not its own, not out of play, not known held."""
    return _ALL_CARDS & ~kmask & ~dead & ~known


_ALL_CARDS = (1 << (4 * SUIT_BITS)) - 1
"""Every card's bit (52 ones, one suit of 13 after another)."""


def knock_melds_mask(
    kmask: int, limit: int, runs_only: bool, unseen: int, known: int = 0
) -> tuple[int, ...]:
    """The default knock arrangement of the hand ``kmask`` (meld masks), from the knocker's view.

    Among the arrangements leaving at most ``limit`` deadwood: the least deadwood, then the
    fewest lay-off chances for cards ``known`` to be in the defender's hand, then the fewest for
    the ``unseen`` cards (see :func:`layoff_reach`), then the first in the order
    :func:`arrangements` lists them (fixed by ``kmask`` alone). Gin: the canonical arrangement
    (nothing can be laid off against gin). The defender's hand is not an argument: it cannot
    shape the choice. Raises MeldError when no arrangement is within the limit.
    """
    least = min_deadwood_mask(kmask, runs_only)
    if least > limit:
        raise MeldError(f"the knocker's deadwood is over the knock limit {limit}")
    if least == 0:
        return tuple(m.mask for m in best_arrangement_mask(kmask, runs_only).melds)
    best: tuple[int, int] | None = None
    chosen: tuple[int, ...] = ()
    for melds in arrangements(kmask, least, runs_only):
        reach = layoff_reach(melds)
        key = ((reach & known).bit_count(), (reach & unseen).bit_count())
        if best is None or key < best:
            best, chosen = key, melds
    return chosen


def layoff_reach(melds: Iterable[int]) -> int:
    """The cards (a mask) that could be laid off first onto the meld masks ``melds``: the
    fourth card of a group of three, the card just below and just above a run. A chain of
    lay-offs (5s then 6s onto 2-3-4) always starts with one of these."""
    reach = 0
    for meld in melds:
        low_index = (meld & -meld).bit_length() - 1
        high_index = meld.bit_length() - 1
        suit, low = divmod(low_index, SUIT_BITS)
        if suit != high_index // SUIT_BITS:  # a group: one rank in several suits
            if meld.bit_count() == 3:
                rank_bits = sum(1 << (s * SUIT_BITS + low) for s in range(4))
                reach |= rank_bits & ~meld
            continue
        high = high_index % SUIT_BITS
        if low > 0:
            reach |= 1 << (low_index - 1)
        if high < SUIT_BITS - 1:
            reach |= 1 << (high_index + 1)
    return reach


def _check_settle_args(
    rules: object, knocker_melds: object, knock_limit: object, multiplier: object
) -> None:
    if not isinstance(rules, RuleSet):
        raise GinRummyTypeError(f"settle needs a RuleSet, not {excerpt(rules)}")
    if knocker_melds is not None:
        if not isinstance(knocker_melds, list | tuple):
            raise GinRummyTypeError(
                f"knocker_melds must be a list or tuple of Melds, not {excerpt(knocker_melds)}"
            )
        for meld in knocker_melds:
            if not isinstance(meld, Meld):
                raise GinRummyTypeError(f"knocker_melds must hold Melds, not {excerpt(meld)}")
    if knock_limit is not None:
        _check_int("knock_limit", knock_limit, 0, 10)
    _check_int("multiplier", multiplier, 1, None)


def _check_int(name: str, value: object, low: int, high: int | None) -> None:
    if not isinstance(value, int) or isinstance(value, bool):
        raise GinRummyTypeError(f"{name} must be an int, not {excerpt(value)}")
    if value < low or (high is not None and value > high):
        bounds = f"from {low} to {high}" if high is not None else f"of at least {low}"
        raise GinRummyValueError(f"{name} must be {bounds}, not {excerpt(value)}")


def _distinct_mask(cards: Iterable[Card], most: int, name: str) -> int:
    listed = checked_cards(cards, name)
    mask = cards_to_mask(listed)
    if mask.bit_count() != len(listed):
        raise MeldError("a hand holds the same card twice")
    if len(listed) > most:
        raise MeldError(f"{name} may hold at most {most} cards, not {len(listed)}")
    return mask


def _settle_big_gin(kmask: int, dmask: int, rules: RuleSet, multiplier: int) -> Settlement:
    if not rules.big_gin:
        raise MeldError("big gin is not played under these rules")
    if min_deadwood_mask(kmask, rules.runs_only) != 0:
        raise MeldError("big gin needs all 11 cards in melds")
    knocker = best_arrangement_mask(kmask, rules.runs_only)
    defender = best_arrangement_mask(dmask, rules.runs_only)
    points = (defender.deadwood_points + rules.big_gin_bonus) * multiplier
    return Settlement(Outcome.BIG_GIN, Role.KNOCKER, points, knocker, defender, (), multiplier)


def check_knock_melds(
    kmask: int, melds: Sequence[Meld], limit: int, rules: RuleSet
) -> tuple[int, ...]:
    """The masks of ``melds`` (Melds, checked by the caller) if they are a valid knock of the
    hand ``kmask`` under ``limit``; else MeldError saying why. Used by Game.is_legal too."""
    used = 0
    for meld in melds:
        checked = Meld.of(meld.cards)
        if rules.runs_only and checked.kind is MeldKind.GROUP:
            raise MeldError(f"{checked} is a group, and these rules allow runs only")
        if checked.mask & used or checked.mask & ~kmask:
            raise MeldError(f"meld {checked} overlaps another or holds a card not in the hand")
        used |= checked.mask
    left = mask_points(kmask & ~used)
    if left > limit:
        raise MeldError(f"that arrangement leaves {left} deadwood, over the limit {limit}")
    return tuple(m.mask for m in melds)


def _is_undercut(knocker_dw: int, defender_dw: int, rules: RuleSet) -> bool:
    return defender_dw < knocker_dw or (defender_dw == knocker_dw and rules.undercut_on_ties)


def _union(melds: Iterable[int]) -> int:
    total = 0
    for meld in melds:
        total |= meld
    return total


def _layoff_options(dmask: int, meld: int) -> list[list[int]]:
    """For one knocker meld: the lay-off choices open to the defender, each a list of card bits.

    A group of three offers its fourth card; a run offers chains downward and upward from its
    ends (each chain as long as the defender holds the next card). Each returned option is the
    list of cards laid, nearest the meld first; the empty option is included.
    """
    low_index = (meld & -meld).bit_length() - 1
    high_index = meld.bit_length() - 1
    suit = low_index // SUIT_BITS
    if suit != high_index // SUIT_BITS or meld.bit_count() == 1:
        return _group_layoffs(dmask, meld, low_index % SUIT_BITS)
    lo, hi = low_index % SUIT_BITS, high_index % SUIT_BITS
    down = _chain(dmask, suit, range(lo - 1, -1, -1))
    up = _chain(dmask, suit, range(hi + 1, SUIT_BITS))
    return [down[:i] + up[:j] for i in range(len(down) + 1) for j in range(len(up) + 1)]


def _group_layoffs(dmask: int, meld: int, rank: int) -> list[list[int]]:
    options: list[list[int]] = [[]]
    if meld.bit_count() == 3:
        for suit in range(4):
            bit = 1 << (suit * SUIT_BITS + rank)
            if not meld & bit and dmask & bit:
                options.append([bit])
    return options


def _chain(dmask: int, suit: int, ranks: range) -> list[int]:
    chain = []
    for rank in ranks:
        bit = 1 << (suit * SUIT_BITS + rank)
        if not dmask & bit:
            break
        chain.append(bit)
    return chain


def settle_defence(dmask: int, melds: tuple[int, ...], rules: RuleSet) -> int:
    """The defender ``dmask``'s least deadwood after laying off onto the knocker's ``melds``
    (meld masks): what :func:`settle` scores once the melds are on the table."""
    return _best_defence(dmask, melds, rules)[0]


def _best_defence(
    dmask: int, melds: tuple[int, ...], rules: RuleSet
) -> tuple[int, tuple[tuple[int, list[int]], ...]]:
    """The defender's least deadwood after lay-offs onto ``melds``, and the lay-offs made."""
    if not rules.layoffs_allowed:
        return min_deadwood_mask(dmask, rules.runs_only), ()
    per_meld = [_layoff_options(dmask, m) for m in melds]
    best: tuple[int, int] | None = None
    best_plan: tuple[tuple[int, list[int]], ...] = ()
    for combo in product(*per_meld):
        laid = 0
        clash = False
        for option in combo:
            for bit in option:
                clash = clash or bool(laid & bit)
                laid |= bit
        if clash:
            continue
        key = (min_deadwood_mask(dmask ^ laid, rules.runs_only), laid.bit_count())
        if best is None or key < best:
            best = key
            best_plan = tuple((i, opt) for i, opt in enumerate(combo) if opt)
    assert best is not None
    return best[0], best_plan


def _score(
    kmask: int, dmask: int, melds: tuple[int, ...], rules: RuleSet, multiplier: int
) -> Settlement:
    knocker = _arrangement_of(kmask, melds)
    knocker_dw = knocker.deadwood_points
    if knocker_dw == 0:
        defender = best_arrangement_mask(dmask, rules.runs_only)
        points = (defender.deadwood_points + rules.gin_bonus) * multiplier
        return Settlement(Outcome.GIN, Role.KNOCKER, points, knocker, defender, (), multiplier)
    _, plan = _best_defence(dmask, tuple(m.mask for m in knocker.melds), rules)
    layoffs = tuple(
        LaidOffCard(card, index) for index, bits in plan for card in (_card(b) for b in bits)
    )
    laid = cards_to_mask(lay.card for lay in layoffs)
    defender = best_arrangement_mask(dmask ^ laid, rules.runs_only)
    defender_dw = defender.deadwood_points
    if _is_undercut(knocker_dw, defender_dw, rules):
        points = (knocker_dw - defender_dw + rules.undercut_bonus) * multiplier
        return Settlement(
            Outcome.UNDERCUT, Role.DEFENDER, points, knocker, defender, layoffs, multiplier
        )
    points = (defender_dw - knocker_dw) * multiplier
    return Settlement(Outcome.KNOCK, Role.KNOCKER, points, knocker, defender, layoffs, multiplier)


def _arrangement_of(kmask: int, melds: tuple[int, ...]) -> Arrangement:
    ordered = sorted(melds, key=_first_card)
    built = tuple(Meld.of(cards_of_mask(m)) for m in ordered)
    groups = tuple(m for m in built if m.kind is MeldKind.GROUP)
    runs = tuple(m for m in built if m.kind is MeldKind.RUN)
    return Arrangement(groups + runs, cards_of_mask(kmask & ~_union(melds)))


def _first_card(mask: int) -> Card:
    return min(cards_of_mask(mask))


def _card(bit: int) -> Card:
    return Card.from_index(bit.bit_length() - 1)
