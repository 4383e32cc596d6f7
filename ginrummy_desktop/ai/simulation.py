"""A fast rollout simulator for one hand of Gin Rummy, on 52-bit card masks.

The Expert evaluates an action by playing the rest of the hand out many times, each time against
one guess of the opponent's hand and one order of the stock. That needs a hand to be played in
tens of microseconds, so this module never builds ``Card`` objects or a ``Game``: a hand is an
``int`` mask (bit ``suit * 13 + rank``), the stock a list of card indices drawn from its end, and
the deadwood arithmetic is the engine's table-driven :func:`min_deadwood_mask` and
:func:`best_discard_mask`. The best discards of the 11-card hands the rollouts meet are remembered
(:func:`_known_discards`), since the rollouts of one position meet the same hands again and
again; that saves time and changes no answer.

Seats inside a simulation are *me* (0) and *the opponent* (1); every result is the signed hand
points for me: positive when I score, negative when the opponent does, 0 for a dead hand.

The rollout policy is the classic "simple player" (the Easy level's rules, with deterministic
tie-breaks), because it is fast and because it is how most opponents play: knock early, keep
the melds, throw the heaviest loose card:

* take the upcard (the top of the discard pile) only when it makes a meld with two cards of the
  hand; otherwise draw from the stock;
* discard the card that leaves the least deadwood (ties: the highest rank, then suit);
* knock as soon as the deadwood after the discard is within the knock limit (gin when it is 0),
  and declare big gin when all 11 cards meld and the rules allow it.

The seats end their hands otherwise in two ways. The opponent of a "sitter" guess
(:class:`HandRules`) plays on with little deadwood, and late in the hand with any. And *my*
later turns never knock into the guess's undercut: when the knock the policy would make scores
below nothing against the hand the guess gives the opponent at that moment, I play on (the
discard the policy chose) instead; gin and a knock the guess cannot undercut I still make at
once. Each guess stands for one hand the opponent may hold, and my later self, which will
have seen more of the hand by then, is taken to tell an undercut coming about as well as the
guess shows it. Without that, each search valued playing on as if its later self would then
knock into every undercut, and so valued a hand that may knock below one that cannot: the
review marked a strong player's draw with five deadwood, twelve cards from the wall, as a
blunder beside taking a useless card, since after the draw its later self would knock into the
undercut the opponent's picks made likely (``docs/review.md``; ``docs/expert.md``, section 17).

A knock inside a simulation is scored by :func:`guessed_showdown_points`: the knocker lays out
the arrangement best against the guess it plays against, the defender lays off optimally, ties
undercut when the rules say so, and there are no lay-offs against gin. In a real game the
engine lays out its default arrangement, chosen from the knocker's side only
(:func:`showdown_points` scores that exactly); a guess is not the defender's real hand, and
scoring the guess's knocks with the default cost the Expert strength on the same deals (86 of
100 games against OpenSpiel's bot with the best arrangement, 78 with the default:
``docs/expert.md``, sections 13 and 16).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import product

from ..engine import (
    Action,
    BigGin,
    Discard,
    DrawStock,
    Knock,
    Pass,
    Phase,
    PlayerView,
    TakeDiscard,
    TakeUpcard,
    cards_to_mask,
    min_deadwood_mask,
    rule_settings,
)
from ..engine import best_discard_mask as _best_discard_mask
from ..engine import knock_melds_mask as _knock_melds_mask
from ..engine.melds import arrangements as _engine_arrangements
from ..engine.melds import mask_points

__all__ = [
    "ME",
    "OPPONENT",
    "WALL",
    "HandRules",
    "Position",
    "after_discard",
    "big_gin_points",
    "finish_turn",
    "guessed_showdown_points",
    "makes_meld",
    "mask_points",
    "melds_in",
    "outcome",
    "play_out",
    "policy_discard",
    "policy_discard_index",
    "showdown_points",
]

ME = 0
OPPONENT = 1
WALL = 2
"""A discard that leaves this many cards or fewer in the stock ends the hand (unless it knocks)."""

_SUIT = 8191
_RANK_SPREAD = 1 | 1 << 13 | 1 << 26 | 1 << 39
"""Multiplying a one-rank clubs bit by this gives that rank in all four suits."""


def _meld_pairs(index: int, groups: bool) -> tuple[int, ...]:
    """The pairs of other cards that make a three-card meld with the card ``index``."""
    suit, rank = divmod(index, 13)
    pairs = []
    if groups:
        others = [13 * s + rank for s in range(4) if s != suit]
        pairs += [1 << a | 1 << b for i, a in enumerate(others) for b in others[i + 1 :]]
    for low in range(max(0, rank - 2), min(rank, 10) + 1):
        run = sum(1 << (13 * suit + r) for r in range(low, low + 3))
        pairs.append(run & ~(1 << index))
    return tuple(pairs)


_RUN_PAIRS = tuple(_meld_pairs(i, False) for i in range(52))


_GROUP_MATES = tuple(((1 << index % 13) * _RANK_SPREAD) & ~(1 << index) for index in range(52))
"""For each card, the other three cards of its rank: any two of them make a group with it."""


def makes_meld(card: int, hand: int, runs_only: bool = False) -> bool:
    """Whether the card ``card`` makes a meld (group or run of three) with two cards of ``hand``.

    The same answer as testing every pair of ``_meld_pairs(card, True)``, faster: a group needs
    two of the card's three rank mates (one bit count), a run one of at most three suit pairs.
    This is the hottest test of the sampler's likelihood."""
    if not runs_only and (hand & _GROUP_MATES[card]).bit_count() >= 2:
        return True
    for pair in _RUN_PAIRS[card]:  # noqa: SIM110 - a loop is faster than any() over a generator
        if hand & pair == pair:
            return True
    return False


@dataclass(frozen=True, slots=True)
class HandRules:
    """The numbers one hand is played and scored under, flattened from the view for speed.

    ``knock_limit`` is the hand's own limit (Oklahoma: set by the first upcard; 0 = gin only).
    ``big_gin_bonus`` is None when big gin is not played. ``multiplier`` scales the hand's
    points (an Oklahoma spade upcard doubles them). ``opponent_plays_on`` is not a rule but the
    opponent's style: it plays on (for gin or an undercut) instead of knocking with deadwood
    from 1 to this (0: it knocks as soon as it may, like the policy). ``opponent_late_turn``
    is its style too: from that many discards in the hand (both seats together) on, it knocks
    only for gin, since late in a hand a knock with more deadwood is likely to be undercut.
    """

    knock_limit: int = 10
    gin_bonus: int = 25
    big_gin_bonus: int | None = 31
    undercut_bonus: int = 25
    undercut_on_ties: bool = True
    layoffs_allowed: bool = True
    runs_only: bool = False
    may_discard_taken_card: bool = False
    fiftieth_card: bool = False
    discard_draw_cap: int = 50
    multiplier: int = 1
    opponent_plays_on: int = 0
    opponent_late_turn: int = 10_000

    FOLLOWS = frozenset({
        "knock_limit", "oklahoma", "oklahoma_ace_knock_one",  # the hand's knock_limit
        "oklahoma_spade_doubles",  # the hand's multiplier
        "gin_bonus", "big_gin", "big_gin_bonus", "undercut_bonus", "undercut_on_ties",
        "layoffs_allowed", "runs_only", "may_discard_taken_card", "fiftieth_card",
        "discard_draw_cap",
    })
    """The rule settings this copy follows: exactly those the engine marks as changing how a
    hand is played (``RuleInfo.in_hand``), checked when this module is imported, so a new
    rule cannot be left out of the rollouts unnoticed."""

    @classmethod
    def from_view(cls, view: PlayerView) -> HandRules:
        """The rules of the hand ``view`` shows."""
        rules = view.rules
        return cls(
            knock_limit=view.knock_limit,
            gin_bonus=rules.gin_bonus,
            big_gin_bonus=rules.big_gin_bonus if rules.big_gin else None,
            undercut_bonus=rules.undercut_bonus,
            undercut_on_ties=rules.undercut_on_ties,
            layoffs_allowed=rules.layoffs_allowed,
            runs_only=rules.runs_only,
            may_discard_taken_card=rules.may_discard_taken_card,
            fiftieth_card=rules.fiftieth_card,
            discard_draw_cap=rules.discard_draw_cap,
            multiplier=view.multiplier,
        )


def _check_hand_rules_follow_the_engine() -> None:
    """Fail at import when :class:`HandRules` does not follow every rule setting that changes
    how a hand is played, or follows one that does not (see ``HandRules.FOLLOWS``)."""
    in_hand = {name for name, info in rule_settings() if info.in_hand}
    missing, extra = in_hand - HandRules.FOLLOWS, HandRules.FOLLOWS - in_hand
    if missing or extra:
        raise ImportError(
            "ai.simulation.HandRules is out of step with the engine's rules: "
            f"not followed {sorted(missing)}, followed but not a hand's rule {sorted(extra)}"
        )


_check_hand_rules_follow_the_engine()


# --- the showdown --------------------------------------------------------------------------


@cache
def _suit_runs(cards: int) -> tuple[int, ...]:
    """Every run (3 or more in sequence) within one suit's 13-bit mask ``cards``."""
    runs: list[int] = []
    for start in range(11):
        if cards >> start & 7 != 7:
            continue
        run = 7 << start
        runs.append(run)
        for end in range(start + 3, 13):
            if not cards >> end & 1:
                break
            run |= 1 << end
            runs.append(run)
    return tuple(runs)


def melds_in(mask: int, runs_only: bool = False) -> list[int]:
    """Every meld that can be made from ``mask``: all groups of 3 and 4 and every sub-run."""
    melds: list[int] = []
    for suit in range(4):
        shift = 13 * suit
        melds.extend(run << shift for run in _suit_runs(mask >> shift & _SUIT))
    if not runs_only:
        melds.extend(_groups_in(mask))
    return melds


def _groups_in(mask: int) -> list[int]:
    a, b, c, d = mask & _SUIT, mask >> 13 & _SUIT, mask >> 26 & _SUIT, mask >> 39
    ranks = (a & b & (c | d)) | (c & d & (a | b))  # ranks held in three or four suits
    groups: list[int] = []
    while ranks:
        low = ranks & -ranks
        ranks ^= low
        full = (low * _RANK_SPREAD) & mask
        groups.append(full)
        if full.bit_count() == 4:
            groups.extend(full ^ (low << (13 * suit)) for suit in range(4))
    return groups


def _layoff_reach(knocker: int, runs_only: bool) -> int:
    """The cards outside ``knocker`` that could be laid off first onto some meld it can lay out:
    the fourth card of a rank it holds three of, the card just below or above a run of three
    or more. No lay-off can start elsewhere.

    Computed from the suit masks by shifts (a run of three starts at every rank whose next two
    ranks are held, and ends likewise), without listing the melds: the same cards, outside the
    hand, as the ends of every meld of :func:`melds_in`."""
    reach = 0
    for shift in (0, 13, 26, 39):
        suit = knocker >> shift & _SUIT
        starts = suit & suit >> 1 & suit >> 2
        ends = suit & suit << 1 & suit << 2
        reach |= (starts >> 1 | ends << 1 & _SUIT) << shift
    if not runs_only:
        a, b, c, d = knocker & _SUIT, knocker >> 13 & _SUIT, knocker >> 26 & _SUIT, knocker >> 39
        reach |= ((a & b & (c | d)) | (c & d & (a | b))) * _RANK_SPREAD
    return reach & ~knocker


def _layoff_options(defender: int, meld: int) -> list[int]:
    """The sets of defender cards (as masks) that could be laid off onto one knocker meld.

    A group of three takes its fourth card; a run takes chains of cards down from its low end and
    up from its high end, as far as the defender holds the next card. The empty option is first.
    """
    low = (meld & -meld).bit_length() - 1
    high = meld.bit_length() - 1
    if low // 13 != high // 13:
        rank = low % 13
        if meld.bit_count() == 4:
            return [0]
        fourth = sum(1 << (13 * s + rank) for s in range(4)) & ~meld & defender
        return [0, fourth] if fourth else [0]
    suit_base = 13 * (low // 13)
    down = [0]
    for rank in range(low - suit_base - 1, -1, -1):
        bit = 1 << (suit_base + rank)
        if not defender & bit:
            break
        down.append(down[-1] | bit)
    up = [0]
    for rank in range(high - suit_base + 1, 13):
        bit = 1 << (suit_base + rank)
        if not defender & bit:
            break
        up.append(up[-1] | bit)
    return [d | u for d in down for u in up]


def _defence(
    defender: int,
    melds: tuple[int, ...],
    runs_only: bool,
    plain: int,
    options_of: dict[int, list[int]],
) -> int:
    """The defender's least deadwood after laying off onto ``melds`` (breaking own melds if it
    pays), as the engine computes it. ``plain`` is its least deadwood without lay-offs;
    ``options_of`` caches :func:`_layoff_options` per meld across one showdown's arrangements."""
    options = []
    for meld in melds:
        found = options_of.get(meld)
        if found is None:
            found = options_of[meld] = _layoff_options(defender, meld)
        options.append(found)
    if all(len(o) == 1 for o in options):
        return plain
    best = plain
    for combo in product(*options):
        laid = 0
        clash = False
        for cards in combo:
            clash = clash or bool(laid & cards)
            laid |= cards
        if laid and not clash:
            best = min(best, min_deadwood_mask(defender ^ laid, runs_only))
    return best


def _knock_value(knocker_dw: int, defender_dw: int, rules: HandRules) -> int:
    """Points for the knocker (negative: the defender's undercut), before the multiplier."""
    undercut = defender_dw < knocker_dw or (defender_dw == knocker_dw and rules.undercut_on_ties)
    if undercut:
        return -(knocker_dw - defender_dw + rules.undercut_bonus)
    return defender_dw - knocker_dw


def _layout_free(
    knocker: int, defender: int, rules: HandRules, knocker_least: int
) -> tuple[int | None, int, int]:
    """A showdown's points when no layout of the knocker's melds can change them (gin; no
    card of the defender can be laid off), else None; with the knocker's least deadwood and
    the defender's before lay-offs, which the caller goes on with."""
    runs_only = rules.runs_only
    if knocker_least < 0:
        knocker_least = min_deadwood_mask(knocker, runs_only)
    plain = min_deadwood_mask(defender, runs_only)
    if knocker_least == 0:
        return (plain + rules.gin_bonus) * rules.multiplier, 0, plain
    if not rules.layoffs_allowed or not defender & _layoff_reach(knocker, runs_only):
        return _knock_value(knocker_least, plain, rules) * rules.multiplier, knocker_least, plain
    return None, knocker_least, plain


def showdown_points(
    knocker: int, defender: int, rules: HandRules, knocker_least: int = -1
) -> int:
    """The signed points of a knock with the 10 cards ``knocker`` against ``defender``.

    Positive: the knocker scores; negative: the defender undercuts. The knocker lays out the
    engine's default arrangement, chosen from the knocker's side only
    (:func:`~ginrummy_desktop.engine.knock_melds_mask`: the least deadwood, then the fewest
    lay-off chances, every card outside the knocker's hand counted unseen), never from
    ``defender``. The defender then lays off as well as it can. Gin (no deadwood) scores the
    defender's deadwood plus the gin bonus with no lay-offs. The caller guarantees the knock is
    legal; one who knows the knocker's least deadwood already (the policy's discard found it)
    passes it as ``knocker_least`` (-1: not known).
    """
    points, knocker_least, plain = _layout_free(knocker, defender, rules, knocker_least)
    if points is not None:
        return points
    runs_only = rules.runs_only
    melds = _laid_out(knocker, runs_only)
    defence = _defence(defender, melds, runs_only, plain, {})
    return _knock_value(knocker_least, defence, rules) * rules.multiplier


_ALL = (1 << 52) - 1
SHOWDOWNS_KEPT = 16_384
"""How many scored guessed knocks the rollouts remember (a few megabytes)."""


@lru_cache(maxsize=8192)
def _laid_out(knocker: int, runs_only: bool) -> tuple[int, ...]:
    """The melds the engine lays out by default for a knocker holding ``knocker`` who has seen
    no other card (its least deadwood is within any knock limit the caller checked, so the
    limit passed is the most)."""
    return _knock_melds_mask(knocker, 10, runs_only, _ALL & ~knocker, 0)


@lru_cache(maxsize=SHOWDOWNS_KEPT)
def guessed_showdown_points(
    knocker: int, defender: int, rules: HandRules, knocker_least: int = -1
) -> int:
    """The signed points of a knock with the 10 cards ``knocker`` against a *guess*
    ``defender`` of the defender's hand, as the rollouts score it: the knocker lays out, among
    every arrangement the knock limit allows, the one best against this guess (a run kept short
    or a group of three out of four can take a lay-off away), and the defender then lays off
    as well as it can.

    The choice reads the guess, never the real hand: each guess stands for one hand the
    defender may hold, and a knocker who weighs the lay-offs the cards it has seen leave open
    lays out about that well. It is worth strength: valued with the engine's default layout
    instead, the Expert won 78 of the same 100 games against OpenSpiel's bot that it wins 86 of
    with this one. Otherwise as :func:`showdown_points`.

    The answers are remembered (the last :data:`SHOWDOWNS_KEPT`): one guess is played out
    once for each candidate move on the same stock, and about one knock in four met is one
    already scored for another candidate. A pure function, so remembering changes no result.
    """
    points, knocker_least, plain = _layout_free(knocker, defender, rules, knocker_least)
    if points is not None:
        return points
    runs_only = rules.runs_only
    options_of: dict[int, list[int]] = {}
    best = None
    for deadwood, melds in _arrangements(knocker, rules.knock_limit, runs_only):
        if best is not None and _knock_value(deadwood, plain, rules) <= best:
            break  # no lay-off left at all would not beat it, nor at more deadwood
        value = _knock_value(deadwood, _defence(defender, melds, runs_only, plain, options_of),
                             rules)
        best = value if best is None else max(best, value)
    assert best is not None  # the knock is legal: some arrangement is within the limit
    return best * rules.multiplier


@lru_cache(maxsize=4096)
def _arrangements(
    knocker: int, limit: int, runs_only: bool
) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Every choice of disjoint melds of ``knocker`` leaving at most ``limit`` deadwood, with
    that deadwood, the least first. The knock's points fall as the knocker's deadwood rises
    and rise with the defender's, which lay-offs only lower: an arrangement cannot beat the
    best found so far once even the defender's deadwood before lay-offs would not, and then
    neither can any after it."""
    total = mask_points(knocker)
    found = ((total - mask_points(sum(melds)), melds)
             for melds in _engine_arrangements(knocker, limit, runs_only))
    return tuple(sorted(found, key=lambda pair: pair[0]))


def big_gin_points(defender: int, rules: HandRules) -> int:
    """Big gin: the defender's deadwood (no lay-offs) plus the big-gin bonus."""
    bonus = rules.big_gin_bonus or 0
    return (min_deadwood_mask(defender, rules.runs_only) + bonus) * rules.multiplier


# --- the rollout policy --------------------------------------------------------------------


def policy_discard(grown: int, forbidden: int, rules: HandRules) -> tuple[int, int]:
    """(deadwood left, card index) of the policy's discard from the 11-card hand ``grown``.

    ``forbidden`` is the card just taken from the discard pile (-1 if none); it stays in the
    hand unless the rules let it go straight back.
    """
    kept = -1 if rules.may_discard_taken_card else forbidden
    return policy_discard_index(grown, kept, rules.runs_only)


def policy_discard_index(grown: int, forbidden: int, runs_only: bool) -> tuple[int, int]:
    """(deadwood left, card index) of the least-deadwood discard from ``grown``, never the card
    ``forbidden`` (-1: none); ties go to the highest rank, then suit."""
    known = _known_discards(runs_only)
    found = known.get(grown)
    if found is None:
        found = known[grown] = _best_discard_mask(grown, -1, runs_only)
    dw, out = found
    if out == forbidden >= 0:
        return _best_discard_mask(grown, forbidden, runs_only)
    return dw, out


def finish_turn(
    rules: HandRules,
    hands: list[int],
    seat: int,
    taken: int,
    stock: list[int],
    draws: int,
    turns: int = 0,
) -> int:
    """``seat`` holds 11 cards (``hands[seat]``), having just drawn; play its discard by the
    policy, then the rest of the hand. ``taken`` is the card taken from the pile (-1: from the
    stock); ``turns`` the discards made in the hand before this one. Returns the hand points
    for me."""
    grown = hands[seat]
    dw, out = policy_discard(grown, taken, rules)
    if seat == OPPONENT:
        ending = None if _sits(rules, dw, turns) else _ending(rules, grown, dw, out, hands[ME])
        if ending is not None:
            return -ending
    else:
        ending = _ending(rules, grown, dw, out, hands[OPPONENT])
        if ending is not None and ending >= 0:  # never into the guess's undercut
            return ending
    hands[seat] = grown ^ (1 << out)
    return after_discard(rules, hands, seat, out, stock, draws, turns + 1)


def _sits(rules: HandRules, dw: int, turns: int) -> bool:
    """Whether the opponent plays on with ``dw`` deadwood after ``turns`` discards."""
    return dw > 0 and (dw <= rules.opponent_plays_on or turns >= rules.opponent_late_turn)


def _ending(rules: HandRules, grown: int, dw: int, out: int, defender: int) -> int | None:
    """The points of the policy's knock (discarding ``out``), gin or big gin from ``grown``,
    for the seat holding it; None when ``dw`` is over the knock limit and it plays on."""
    if dw > rules.knock_limit:
        return None
    big_gin = rules.big_gin_bonus is not None and dw == 0
    if big_gin and min_deadwood_mask(grown, rules.runs_only) == 0:
        return big_gin_points(defender, rules)
    return guessed_showdown_points(grown ^ (1 << out), defender, rules, dw)


def after_discard(
    rules: HandRules,
    hands: list[int],
    seat: int,
    card: int,
    stock: list[int],
    draws: int,
    turns: int = 0,
) -> int:
    """``seat`` has just discarded ``card`` without knocking: the wall, the discard-draw cap,
    then the opponent's turn. ``turns`` counts the discards of the hand, this one included.
    Returns the hand points for me."""
    if draws >= rules.discard_draw_cap:
        return 0
    if len(stock) <= WALL:
        return _fiftieth_card(rules, hands, 1 - seat, card) if rules.fiftieth_card else 0
    return play_out(rules, hands, stock, card, 1 - seat, draws=draws, turns=turns)


def _fiftieth_card(rules: HandRules, hands: list[int], seat: int, top: int) -> int:
    """At the wall under the 50th-card rule ``seat`` may take ``top`` only to knock."""
    grown = hands[seat] | (1 << top)
    dw, out = policy_discard(grown, top, rules)
    ending = _ending(rules, grown, dw, out, hands[1 - seat])
    if ending is None:
        return 0
    return max(ending, 0) if seat == ME else -ending  # I let the hand die rather than be undercut


_KNOWN_DISCARDS: tuple[dict[int, tuple[int, int]], dict[int, tuple[int, int]]] = ({}, {})
KNOWN_DISCARDS_LIMIT = 100_000
"""The most 11-card hands whose best discard the rollouts keep (about 13 MB, some ten decisions'
worth); then they forget them all and start again."""


def _known_discards(runs_only: bool) -> dict[int, tuple[int, int]]:
    """The best discards (least deadwood, card) already found for 11-card hands, per rule set.

    Rollouts meet the same hands again and again (the first draws of every rollout from one
    position, a player's hand over a game's decisions): about two stock draws in five find their
    answer here. The answers are the engine's, so remembering them changes no result."""
    known = _KNOWN_DISCARDS[runs_only]
    if len(known) >= KNOWN_DISCARDS_LIMIT:
        known.clear()
    return known


def play_out(
    rules: HandRules,
    hands: list[int],
    stock: list[int],
    top: int,
    seat: int,
    *,
    stock_only: bool = False,
    draws: int = 0,
    turns: int = 0,
) -> int:
    """Play the hand from the start of ``seat``'s turn (its draw) to the end, both seats by the
    policy (the opponent playing on with deadwood up to ``rules.opponent_plays_on``, and with
    any from ``rules.opponent_late_turn`` discards on; I never knocking into the guess's
    undercut). ``top`` is the upcard (-1: empty pile);
    ``stock_only`` forbids taking it (the turn after both seats passed the first upcard);
    ``turns`` the discards made so far in the hand. ``hands`` and ``stock`` are used up.
    Returns the hand points for me."""
    runs_only = rules.runs_only
    limit = rules.knock_limit
    sits = rules.opponent_plays_on
    late = rules.opponent_late_turn
    cap = rules.discard_draw_cap
    bdm = _best_discard_mask
    known = _known_discards(runs_only)
    mates = _GROUP_MATES
    while True:
        hand = hands[seat]
        took = False
        if top >= 0 and not stock_only:
            if not runs_only and (hand & mates[top]).bit_count() >= 2:
                took = True
            else:
                for pair in _RUN_PAIRS[top]:
                    if hand & pair == pair:
                        took = True
                        break
        if took:
            draws += 1
            grown = hand | (1 << top)
            dw, out = policy_discard_index(grown, top, runs_only)
        else:  # policy_discard_index(grown, -1, runs_only), inlined: the hottest line
            grown = hand | (1 << stock.pop())
            found = known.get(grown)
            if found is None:
                found = known[grown] = bdm(grown, -1, runs_only)
            dw, out = found
        stock_only = False
        if seat == ME:
            if dw <= limit:
                ending = _ending(rules, grown, dw, out, hands[OPPONENT])
                assert ending is not None
                if ending >= 0:  # never into the guess's undercut
                    return ending
        elif dw <= limit and (dw == 0 or (dw > sits and turns < late)):
            ending = _ending(rules, grown, dw, out, hands[ME])
            assert ending is not None
            return -ending
        hands[seat] = grown ^ (1 << out)
        top = out
        turns += 1
        if draws >= cap:
            return 0
        if len(stock) <= WALL:
            return _fiftieth_card(rules, hands, 1 - seat, top) if rules.fiftieth_card else 0
        seat ^= 1


# --- one decision of mine, then the rollout ------------------------------------------------


@dataclass(frozen=True, slots=True)
class Position:
    """My decision point in mask form: what the view shows, nothing hidden.

    ``hand`` is my hand (11 cards when I am to discard); ``top`` the upcard (-1: empty pile);
    ``taken`` the card I just took from the pile (-1: none); ``draws`` the cards taken from the
    pile so far this hand (for the discard-draw cap); ``turns`` the discards made so far this
    hand, by both seats.
    """

    rules: HandRules
    phase: Phase
    hand: int
    top: int
    taken: int
    i_deal: bool
    at_wall: bool
    draws: int
    turns: int = 0

    @classmethod
    def from_view(cls, view: PlayerView) -> Position:
        """The decision ``view`` puts to its seat."""
        upcard = view.upcard
        taken = view.may_not_discard
        return cls(
            rules=HandRules.from_view(view),
            phase=view.phase,
            hand=cards_to_mask(view.hand),
            top=upcard.index if upcard is not None else -1,
            taken=taken.index if taken is not None else -1,
            i_deal=view.dealer == view.seat,
            at_wall=view.at_wall,
            draws=view.discard_draws,
            turns=len(view.thrown[0]) + len(view.thrown[1]),
        )


def outcome(position: Position, action: Action, opponent: int, stock: list[int]) -> int:
    """My hand points if I play ``action`` now and both seats then follow the rollout policy,
    against the opponent hand ``opponent`` and the stock order ``stock`` (used up)."""
    rules = position.rules
    hands = [position.hand, opponent]
    turns = position.turns
    match action:
        case Discard(card=card):
            hands[ME] ^= card.bit
            return after_discard(rules, hands, ME, card.index, stock, position.draws, turns + 1)
        case Knock(card=card):
            return guessed_showdown_points(position.hand ^ card.bit, opponent, rules)
        case DrawStock():
            hands[ME] |= 1 << stock.pop()
            return finish_turn(rules, hands, ME, -1, stock, position.draws, turns)
        case TakeDiscard():
            hands[ME] |= 1 << position.top
            return finish_turn(rules, hands, ME, position.top, stock, position.draws + 1, turns)
        case TakeUpcard():
            hands[ME] |= 1 << position.top
            return finish_turn(rules, hands, ME, position.top, stock, position.draws, turns)
        case Pass():
            return _after_pass(position, hands, stock)
        case BigGin():
            return big_gin_points(opponent, rules)
    return 0


def _after_pass(position: Position, hands: list[int], stock: list[int]) -> int:
    """A pass: at the wall the hand is dead; in the upcard offer the dealer's choice comes
    next (when I did not deal), and after two passes the non-dealer draws from the stock."""
    if position.phase is not Phase.UPCARD_OFFER:
        return 0
    rules, top = position.rules, position.top
    if position.i_deal:
        return play_out(rules, hands, stock, top, OPPONENT, stock_only=True)
    opponent = hands[OPPONENT]
    if makes_meld(top, opponent, rules.runs_only):
        hands[OPPONENT] = opponent | (1 << top)
        return finish_turn(rules, hands, OPPONENT, top, stock, position.draws)
    return play_out(rules, hands, stock, top, ME, stock_only=True)
