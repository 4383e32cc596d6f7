"""Scripted showdowns through ``settle(knocker, defender, rules)``.

Each test draws both hands as they are laid on the table (melds | deadwood) and says what it
proves. Points: knock = defender's deadwood - knocker's; undercut = difference + 25 to the
defender; gin = defender's deadwood + 25; big gin = defender's deadwood + 31 (Standard).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy_desktop.engine import (
    FULL_DECK,
    Card,
    LaidOffCard,
    Meld,
    MeldError,
    MeldKind,
    Outcome,
    Rank,
    Role,
    RuleSet,
    Settlement,
    Suit,
    cards_to_mask,
    format_cards,
    knock_melds_mask,
    layoff_reach,
    parse_cards,
    settle,
)

STANDARD = RuleSet()


def show(
    knocker: str,
    defender: str,
    rules: RuleSet = STANDARD,
    *,
    knocker_melds: Sequence[Meld] | None = None,
    knock_limit: int | None = None,
    multiplier: int = 1,
) -> Settlement:
    result = settle(
        parse_cards(knocker), parse_cards(defender), rules,
        knocker_melds=knocker_melds, knock_limit=knock_limit, multiplier=multiplier,
    )
    # whatever happened, every card is accounted for exactly once
    laid = [lay.card for lay in result.layoffs]
    assert sorted(result.knocker.cards) == sorted(parse_cards(knocker))
    assert sorted([*result.defender.cards, *laid]) == sorted(parse_cards(defender))
    return result


def melds_text(result: Settlement, role: Role) -> list[str]:
    arrangement = result.knocker if role is Role.KNOCKER else result.defender
    return [str(m) for m in arrangement.melds]


def layoffs_text(result: Settlement) -> list[tuple[str, str]]:
    """(card, the knocker's meld it went onto)."""
    return [(str(lay.card), str(result.knocker.melds[lay.onto])) for lay in result.layoffs]


def test_knock_won_by_the_knocker() -> None:
    # knocker:  As 2s 3s | 7c 7d 7h | 9c 9d 9h | 4c            deadwood 4
    # defender: 2h 3h 4h | Kc Kd Qh Qs Jc Jd 8s                 deadwood 68, nothing to lay off
    result = show("As 2s 3s 7h 7d 7c 9c 9d 9h 4c", "Kc Kd Qh Qs Jc Jd 2h 3h 4h 8s")
    assert result.outcome is Outcome.KNOCK
    assert result.winner is Role.KNOCKER
    assert (result.knocker_deadwood, result.defender_deadwood) == (4, 68)
    assert result.points == 68 - 4
    assert result.layoffs == ()
    assert melds_text(result, Role.DEFENDER) == ["2h 3h 4h"]


def test_undercut_on_a_tie() -> None:
    # knocker:  As 2s 3s | 7c 7d 7h | 9c 9d 9h | 5c             deadwood 5
    # defender: Qc Qd Qh | Kc Kd Kh | 2h 3h 4h | 5d             deadwood 5: a tie undercuts
    result = show("As 2s 3s 7h 7d 7c 9c 9d 9h 5c", "Kc Kd Kh Qc Qd Qh 2h 3h 4h 5d")
    assert result.outcome is Outcome.UNDERCUT
    assert result.winner is Role.DEFENDER
    assert result.points == 0 + 25


def test_undercut_with_lower_deadwood() -> None:
    # as above, but the defender's odd card is 3d: 3 against 5, the defender scores 2 + 25
    result = show("As 2s 3s 7h 7d 7c 9c 9d 9h 5c", "Kc Kd Kh Qc Qd Qh 2h 3h 4h 3d")
    assert (result.outcome, result.winner, result.points) == (Outcome.UNDERCUT, Role.DEFENDER, 27)


def test_a_tie_is_the_knockers_when_ties_do_not_undercut() -> None:
    # the tie of test_undercut_on_a_tie under undercut_on_ties=False: the knocker wins 0 points
    rules = STANDARD.with_changes(undercut_on_ties=False)
    result = show("As 2s 3s 7h 7d 7c 9c 9d 9h 5c", "Kc Kd Kh Qc Qd Qh 2h 3h 4h 5d", rules)
    assert (result.outcome, result.winner, result.points) == (Outcome.KNOCK, Role.KNOCKER, 0)
    # a strictly lower defender still undercuts
    result = show("As 2s 3s 7h 7d 7c 9c 9d 9h 5c", "Kc Kd Kh Qc Qd Qh 2h 3h 4h 3d", rules)
    assert (result.outcome, result.winner, result.points) == (Outcome.UNDERCUT, Role.DEFENDER, 27)


def test_classic_undercut_bonus() -> None:
    result = show(
        "As 2s 3s 7h 7d 7c 9c 9d 9h 5c", "Kc Kd Kh Qc Qd Qh 2h 3h 4h 3d", RuleSet.preset("classic")
    )
    assert result.points == 2 + 10


def test_chained_lay_off() -> None:
    # knocker:  2s 3s 4s | 7c 7d 7h | 9c 9d 9h | 5c             deadwood 5
    # defender: 5s 6s Th Jc Jd Qh Qs Kc Kd 8c                  (no melds)
    # 5s goes onto 2s-3s-4s, and then 6s onto the 5s: 11 points laid off, 78 left
    result = show("2s 3s 4s 7h 7d 7c 9c 9d 9h 5c", "5s 6s Kc Kd Qh Qs Jc Jd Th 8c")
    assert layoffs_text(result) == [("5s", "2s 3s 4s"), ("6s", "2s 3s 4s")]
    assert result.layoff_points == 11
    assert result.defender_deadwood == 89 - 11
    assert (result.outcome, result.points) == (Outcome.KNOCK, 78 - 5)


def test_lay_offs_at_both_ends_of_a_run() -> None:
    # knocker:  2s 3s 4s | 7c 7d 7h | 9c 9d 9h | 5c             deadwood 5
    # defender: As (below 2s) and 5s 6s (above 4s), then Kc Kd Qh Qs Jc Jd Th
    result = show(
        "2s 3s 4s 7h 7d 7c 9c 9d 9h 5c", "As 5s 6s Kc Kd Qh Qs Jc Jd Th", multiplier=2
    )
    assert sorted(card for card, _ in layoffs_text(result)) == ["5s", "6s", "As"]
    assert result.defender_deadwood == 70
    # the multiplier (Oklahoma's spade upcard) doubles the whole score
    assert (result.points, result.multiplier) == ((70 - 5) * 2, 2)


def test_lay_off_the_fourth_card_of_a_group() -> None:
    # knocker:  8c 8d 8h | 9c 9d 9h | 2s 3s 4s | 5c             deadwood 5
    # defender: 8s onto the eights; the rest Kc Kd Qh Qs Jc Jd Th 2c 7s
    result = show("2s 3s 4s 8h 8d 8c 9c 9d 9h 5c", "8s Kc Kd Qh Qs Jc Jd Th 2c 7s")
    assert layoffs_text(result) == [("8s", "8c 8d 8h")]
    assert result.defender_deadwood == 79
    assert result.points == 79 - 5


def test_defender_breaks_their_own_meld_to_lay_off() -> None:
    # knocker:  Kc Kd Ks | 2c 3c 4c | 4h 5h 6h | 3d             deadwood 3
    # defender: 7h 8h 9h | 9c 9d | Qs Js 5s 2s As
    #   keeping the run 7h 8h 9h leaves 9c 9d + 28 = 46;
    #   breaking it: 7h then 8h go onto 4h 5h 6h, and 9h joins 9c 9d: 28 left
    result = show("4h 5h 6h Kc Kd Ks 2c 3c 4c 3d", "7h 8h 9h 9c 9d Qs Js 5s 2s As")
    assert layoffs_text(result) == [("7h", "4h 5h 6h"), ("8h", "4h 5h 6h")]
    assert melds_text(result, Role.DEFENDER) == ["9c 9d 9h"]
    assert result.defender_deadwood == 28
    assert (result.outcome, result.points) == (Outcome.KNOCK, 28 - 3)


def test_no_lay_offs_against_gin() -> None:
    # knocker:  2s 3s 4s | 7c 7d 7h | 9c Tc Jc Qc               gin
    # defender: 5s 6s would extend 2s-4s and 8c 9c-Qc, but not against gin: 87 deadwood
    result = show("2s 3s 4s 7h 7d 7c 9c Tc Jc Qc", "5s 6s Kc Kd Qh Qs 8c Jd Th 8d")
    assert (result.outcome, result.winner) == (Outcome.GIN, Role.KNOCKER)
    assert result.layoffs == ()
    assert result.knocker_deadwood == 0
    assert result.defender_deadwood == 87
    assert result.points == 87 + 25
    assert show(
        "2s 3s 4s 7h 7d 7c 9c Tc Jc Qc", "5s 6s Kc Kd Qh Qs 8c Jd Th 8d", RuleSet.preset("classic")
    ).points == 87 + 20


def test_gin_can_not_be_undercut() -> None:
    # knocker gin; defender gin too (Ah-3h | 5d 5c 5s | 7s 8s 9s Ts): 0 + 25 to the knocker
    result = show("2s 3s 4s 7h 7d 7c 9c Tc Jc Qc", "Ah 2h 3h 5d 5c 5s 7s 8s 9s Ts")
    assert (result.outcome, result.winner, result.points) == (Outcome.GIN, Role.KNOCKER, 25)


def test_big_gin_with_eleven_cards() -> None:
    # knocker:  2s 3s 4s | 7c 7d 7h | 9c Tc Jc Qc Kc            all 11 cards melded
    # defender: 5s 6s Ad Kd Qh Qs Jd Th 8c 8d                   78 deadwood, nothing laid off
    result = show("2s 3s 4s 7h 7d 7c 9c Tc Jc Qc Kc", "5s 6s Kd Qh Qs Jd Th 8c 8d Ad")
    assert (result.outcome, result.winner) == (Outcome.BIG_GIN, Role.KNOCKER)
    assert result.layoffs == ()
    assert result.points == 78 + 31


def test_big_gin_needs_every_card_melded_and_the_rule() -> None:
    with pytest.raises(MeldError, match="11 cards"):
        show("2s 3s 4s 7h 7d 7c 9c Tc Jc Qc 5c", "5s 6s Kd Qh Qs Jd Th 8c 8d Ad")
    with pytest.raises(MeldError, match="big gin"):
        show("2s 3s 4s 7h 7d 7c 9c Tc Jc Qc Kc", "5s 6s Kd Qh Qs Jd Th 8c 8d Ad",
             RuleSet.preset("classic"))


def test_default_melds_never_look_at_the_defender() -> None:
    # knocker:  4s 5s 6s 7s | 9h Th Jh Qh | Ac 2d
    # defender: 2c 3c 4c | 5c 5d 5h | 8s Kd Ks 9c               37 deadwood
    #   4s-7s as one run: knocker 3, the defender lays 8s off (29): 29 - 3 = 26  <- default
    #   4s 5s 6s with 7s dead: knocker 10, nothing to lay off (37): 37 - 10 = 27
    # The engine lays out the knocker's least deadwood: it cannot know that the 8s is there.
    knocker, defender = "4s 5s 6s 7s 9h Th Jh Qh Ac 2d", "8s 2c 3c 4c 5h 5d 5c Kd Ks 9c"
    result = show(knocker, defender)
    assert melds_text(result, Role.KNOCKER) == ["4s 5s 6s 7s", "9h Th Jh Qh"]
    assert layoffs_text(result) == [("8s", "4s 5s 6s 7s")]
    assert (result.outcome, result.points) == (Outcome.KNOCK, 26)
    # the same knocker against a defender without the 8s lays out the same melds
    other = show(knocker, "3s 2c 3c 4c 5h 5d 5c Kd Ks 9c")
    assert melds_text(other, Role.KNOCKER) == ["4s 5s 6s 7s", "9h Th Jh Qh"]
    # a knocker who guesses the 8s is out there may still keep the 7s back, by naming its melds
    short = [Meld.of(parse_cards("4s 5s 6s")), Meld.of(parse_cards("9h Th Jh Qh"))]
    result = show(knocker, defender, knocker_melds=short)
    assert format_cards(result.knocker.deadwood) == "Ac 2d 7s"
    assert result.layoffs == ()
    assert (result.outcome, result.points) == (Outcome.KNOCK, 27)


def test_a_known_card_does_not_make_the_default_block_at_a_cost() -> None:
    # knocker:  4s 5s 6s 7s | 9h Th Jh Qh | Ac 2d
    # defender: 2c 3c 4c 5c | 6d 7d 8d 9d | 8s 3d                11 deadwood
    #   4s-7s: knocker 3, the 8s goes on, defender 3: a tie, undercut (-25 for the knocker)
    #   4s 5s 6s, 7s dead: knocker 10, defender 11: the knocker wins 1 (only if named)
    # Even when the knocker saw the defender take the 8s, the default keeps the least deadwood
    # (a lay-off chance only breaks ties between arrangements of equal deadwood).
    knocker, defender = "4s 5s 6s 7s 9h Th Jh Qh Ac 2d", "8s 3d 2c 3c 4c 5c 6d 7d 8d 9d"
    result = settle(parse_cards(knocker), parse_cards(defender), STANDARD,
                    defender_known=parse_cards("8s"))
    assert (result.outcome, result.winner, result.points) == (Outcome.UNDERCUT, Role.DEFENDER, 25)
    short = [Meld.of(parse_cards("4s 5s 6s")), Meld.of(parse_cards("9h Th Jh Qh"))]
    result = show(knocker, defender, knocker_melds=short)
    assert (result.outcome, result.winner, result.points) == (Outcome.KNOCK, Role.KNOCKER, 1)
    assert (result.knocker_deadwood, result.defender_deadwood) == (10, 11)


def test_knocker_default_lets_a_small_lay_off_go_on() -> None:
    # knocker:  4s 5s 6s 7s | 9h Th Jh Qh | Ac 2d
    # defender: 2c 3c 4c | 5c 5d 5h | 3s Kd Ks 9c               32 deadwood
    #   4s-7s: knocker 3, the 3s goes on (29): 29 - 3 = 26            <- the default
    result = show("4s 5s 6s 7s 9h Th Jh Qh Ac 2d", "3s 2c 3c 4c 5h 5d 5c Kd Ks 9c")
    assert layoffs_text(result) == [("3s", "4s 5s 6s 7s")]
    assert result.points == 26


def _masks(text: str) -> int:
    return cards_to_mask(parse_cards(text))


def test_ties_in_deadwood_go_to_the_fewest_lay_off_chances() -> None:
    # Jh Qh Kh Kc Kd beside a melded 2s-6s: the run J-Q-K or the group of kings leave the same
    # 20 deadwood (two tens). The run lets the Th on, the group the Ks. Ties of least deadwood
    # need tens like these, so the mask function is asked with a limit of 20.
    hand = _masks("Jh Qh Kh Kc Kd 2s 3s 4s 5s 6s")
    run, group = _masks("Jh Qh Kh"), _masks("Kh Kc Kd")
    everything = (1 << 52) - 1

    def chosen(out_of_play: str = "", known: str = "") -> int:
        unseen = everything & ~hand & ~_masks(out_of_play) & ~_masks(known)
        melds = knock_melds_mask(hand, 20, False, unseen, _masks(known))
        return next(m for m in melds if m & _masks("Kh"))

    assert chosen(out_of_play="Th") == run  # nothing can go on the run any more
    assert chosen(out_of_play="Ks") == group  # nothing can go on the group
    assert chosen(known="Ks") == run  # the defender holds the Ks: never offer it a place
    assert chosen(known="Th") == group
    assert chosen() == chosen(out_of_play="2h 9c")  # one chance each: a fixed order decides
    assert layoff_reach((run,)) == _masks("Th")
    assert layoff_reach((group,)) == _masks("Ks")
    assert layoff_reach((_masks("Kh Kc Kd Ks"),)) == 0
    assert layoff_reach((_masks("Ac 2c 3c"),)) == _masks("4c")


def test_lay_offs_disabled_by_rule() -> None:
    # the chained lay-off of test_chained_lay_off, with lay-offs off: 5s and 6s stay deadwood
    rules = STANDARD.with_changes(layoffs_allowed=False)
    result = show("2s 3s 4s 7h 7d 7c 9c 9d 9h 5c", "5s 6s Kc Kd Qh Qs Jc Jd Th 8c", rules)
    assert result.layoffs == ()
    assert result.defender_deadwood == 89
    assert result.points == 89 - 5


# --- a given arrangement is checked ------------------------------------------------------------


KNOCKER = "4s 5s 6s 7s 9h Th Jh Qh Ac 2d"
DEFENDER = "8s 2c 3c 4c 5h 5d 5c Kd Ks 9c"


def run(text: str) -> Meld:
    return Meld(MeldKind.RUN, parse_cards(text))


def forged(kind: MeldKind, text: str) -> Meld:
    """A Meld that is not one, made past the constructor's check (as a tampered object)."""
    meld = object.__new__(Meld)
    object.__setattr__(meld, "kind", kind)
    object.__setattr__(meld, "cards", parse_cards(text))
    return meld


def test_a_meld_that_is_not_one_cannot_be_built() -> None:
    with pytest.raises(MeldError, match="4s 5s 7s is not a run"):
        run("4s 5s 7s")
    with pytest.raises(MeldError, match="not a group"):
        Meld(MeldKind.GROUP, parse_cards("9h Th Jh"))


@pytest.mark.parametrize(
    ("melds", "message"),
    [
        ([forged(MeldKind.RUN, "4s 5s 7s"), run("9h Th Jh Qh")], "not a meld"),
        ([forged(MeldKind.GROUP, "9h Th Qh"), run("4s 5s 6s 7s")], "not a meld"),
        ([run("4s 5s 6s"), run("4s 5s 6s 7s"), run("9h Th Jh Qh")], "overlaps"),
        ([run("4s 5s 6s 7s"), Meld.of(parse_cards("Kc Kd Kh"))], "not in the hand"),
        ([run("4s 5s 6s 7s")], "leaves 42 deadwood, over the limit 10"),  # 9h-Qh left over
        ([], "leaves 64 deadwood, over the limit 10"),
    ],
)
def test_an_invalid_given_arrangement_raises(melds: list[Meld], message: str) -> None:
    with pytest.raises(MeldError, match=message):
        show(KNOCKER, DEFENDER, knocker_melds=melds)


def test_a_valid_given_arrangement_is_used_as_given() -> None:
    melds = [Meld.of(parse_cards("5s 6s 7s")), Meld.of(parse_cards("9h Th Jh Qh"))]
    result = show(KNOCKER, DEFENDER, knocker_melds=melds)
    assert format_cards(result.knocker.deadwood) == "Ac 2d 4s"
    assert result.layoffs == (LaidOffCard(Card.parse("8s"), 0),)
    assert result.points == 29 - 7


def test_knock_over_the_limit_raises() -> None:
    # 4s-7s | 9h Th Jh | Ac 2d 8c: 11 deadwood, not a knock under the limit of 10
    with pytest.raises(MeldError, match="knock limit 10"):
        show("4s 5s 6s 7s 9h Th Jh Ac 2d 8c", DEFENDER)
    # the hand of KNOCKER has 3 deadwood: not a knock under a hand limit of 2 (Oklahoma)
    with pytest.raises(MeldError, match="knock limit 2"):
        show(KNOCKER, DEFENDER, knock_limit=2)
    assert show(KNOCKER, DEFENDER, knock_limit=3).knocker_deadwood == 3


def test_runs_only_showdown() -> None:
    # under runs_only the knocker's group 7c 7d 7h is deadwood: 21 + 5, too much to knock
    rules = STANDARD.with_changes(runs_only=True)
    with pytest.raises(MeldError):
        show("As 2s 3s 7h 7d 7c 9h Th Jh 5c", "Kc Kd Qh Qs Jc Jd 2h 3h 4h 8s", rules)


def test_runs_only_refuses_a_given_group() -> None:
    # knocker: As 2s 3s | 9h Th Jh | 2c 2d 2h 3c -- runs only: 9 deadwood, a legal knock.
    # Laid out with the group 2c 2d 2h it would claim 3 deadwood, which runs_only forbids.
    rules = STANDARD.with_changes(runs_only=True)
    melds = [Meld.of(parse_cards(t)) for t in ("As 2s 3s", "9h Th Jh", "2c 2d 2h")]
    knocker, defender = "As 2s 3s 9h Th Jh 2c 2d 2h 3c", "Kc Kd Qh Qs Jc Jd 5h 6h 8s 4d"
    assert show(knocker, defender, rules).knocker_deadwood == 9
    with pytest.raises(MeldError):
        show(knocker, defender, rules, knocker_melds=melds)


def test_shared_or_repeated_cards_are_refused() -> None:
    with pytest.raises(MeldError, match="in common"):
        show("As 2s 3s 7h 7d 7c 9c 9d 9h 4c", "4c Kd Qh Qs Jc Jd 2h 3h 4h 8s")
    ace = Card.parse("As")
    with pytest.raises(MeldError, match="twice"):
        settle([ace, ace, *parse_cards("2s 3s 7h 7d 7c 9c 9d 9h")], parse_cards("Kd"), STANDARD)


# --- properties against an independent brute force ----------------------------------------------


def brute_splits(cards: frozenset[Card]) -> list[tuple[tuple[frozenset[Card], ...], int]]:
    """Every split of ``cards`` into disjoint melds, with the points of what is left."""
    suits: dict[Suit, list[Card]] = {}
    for card in cards:
        suits.setdefault(card.suit, []).append(card)
    melds: list[frozenset[Card]] = []
    for group in _subsets_of_size(cards, (3, 4)):
        if len({c.rank for c in group}) == 1:
            melds.append(group)
    for suited in suits.values():
        ranks = sorted(suited)
        for i in range(len(ranks)):
            for j in range(i + 2, len(ranks)):
                part = ranks[i : j + 1]
                if part[-1].rank - part[0].rank == len(part) - 1:
                    melds.append(frozenset(part))
    found: list[tuple[tuple[frozenset[Card], ...], int]] = []

    def split(rest: frozenset[Card], chosen: tuple[frozenset[Card], ...], dead: int) -> None:
        if not rest:
            found.append((chosen, dead))
            return
        low = min(rest)
        split(rest - {low}, chosen, dead + low.points)
        for meld in melds:
            if low in meld and meld <= rest:
                split(rest - meld, (*chosen, meld), dead)

    split(cards, (), 0)
    return found


def _subsets_of_size(cards: frozenset[Card], sizes: tuple[int, ...]) -> list[frozenset[Card]]:
    by_rank: dict[Rank, list[Card]] = {}
    for card in cards:
        by_rank.setdefault(card.rank, []).append(card)
    return [
        frozenset(combo)
        for same in by_rank.values()
        for size in sizes
        for combo in combinations(same, size)
    ]


def is_meld_of_kind(cards: frozenset[Card], group: bool) -> bool:
    ordered = sorted(cards)
    if group:
        return 3 <= len(ordered) <= 4 and len({c.rank for c in ordered}) == 1
    return (
        len({c.suit for c in ordered}) == 1
        and ordered[-1].rank - ordered[0].rank == len(ordered) - 1
    )


def brute_defence(defender: frozenset[Card], melds: tuple[frozenset[Card], ...]) -> int:
    """The defender's least deadwood after laying off onto ``melds`` in every possible way."""
    options: list[list[frozenset[Card]]] = []
    for meld in melds:
        group = len({c.rank for c in meld}) == 1
        related = [
            c for c in defender
            if (c.rank == next(iter(meld)).rank if group else c.suit == next(iter(meld)).suit)
        ]
        choices = [
            frozenset(extra)
            for size in range(len(related) + 1)
            for extra in combinations(related, size)
            if is_meld_of_kind(meld | frozenset(extra), group)
        ]
        options.append(choices)
    best = None
    for combo in product(*options):
        laid: frozenset[Card] = frozenset()
        clash = False
        for extra in combo:
            clash = clash or bool(laid & extra)
            laid |= extra
        if clash:
            continue
        left = min(dead for _, dead in brute_splits(defender - laid))
        best = left if best is None else min(best, left)
    assert best is not None
    return best


def brute_reach(knocker: frozenset[Card], melds: tuple[frozenset[Card], ...]) -> set[Card]:
    """Every card outside ``knocker`` that makes one of ``melds`` a longer meld."""
    return {
        card
        for meld in melds
        for card in FULL_DECK
        if card not in knocker
        and is_meld_of_kind(meld | {card}, len({c.rank for c in meld}) == 1)
    }


def knocker_score(knocker_dw: int, defender_dw: int) -> int:
    """The hand's points from the knocker's side (negative: the defender scores) in Standard."""
    if defender_dw <= knocker_dw:
        return -(knocker_dw - defender_dw + 25)
    return defender_dw - knocker_dw


# Small decks make knockable hands and lay-offs common.
DENSE_DECKS = [[c for c in FULL_DECK if c.rank <= top] for top in (Rank.FIVE, Rank.SIX, Rank.SEVEN)]


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(DENSE_DECKS)
    .flatmap(st.permutations)
    .map(lambda deck: (deck[:10], deck[10:20]))
)
def test_settle_equals_brute_force(hands: tuple[list[Card], list[Card]]) -> None:
    knocker, defender = frozenset(hands[0]), frozenset(hands[1])
    splits = brute_splits(knocker)
    least = min(dead for _, dead in splits)
    if least > 10:
        with pytest.raises(MeldError):
            settle(knocker, defender, STANDARD)
        return
    result = settle(knocker, defender, STANDARD)
    signed = result.points if result.winner is Role.KNOCKER else -result.points
    if least == 0:
        assert result.outcome is Outcome.GIN
        assert signed == min(dead for _, dead in brute_splits(defender)) + 25
        return
    # the default melds come from the knocker's side only: the least deadwood, then the fewest
    # cards outside its hand that could be laid off first (no public history here)
    fewest = min(len(brute_reach(knocker, melds)) for melds, dead in splits if dead == least)
    laid_out = frozenset(frozenset(m.cards) for m in result.knocker.melds)
    assert result.knocker_deadwood == least
    assert any(
        frozenset(melds) == laid_out
        for melds, dead in splits
        if dead == least and len(brute_reach(knocker, melds)) == fewest
    )
    melds_laid = tuple(laid_out)
    assert signed == knocker_score(least, brute_defence(defender, melds_laid))
    # and the defender's lay-offs are the best possible against the melds laid out
    melds = tuple(frozenset(m.cards) for m in result.knocker.melds)
    assert result.defender_deadwood == brute_defence(defender, melds)
