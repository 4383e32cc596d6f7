"""Bad input to the engine's public API: each call raises the engine's own error, quickly.

Every case is a call a careless or hostile caller could make (a wrong type, junk that used to
be accepted, a huge string, a hand too big for the meld search, a broken action). Each must raise
the named engine error (a GinRummyError that is also the built-in TypeError or ValueError), with
a message that says what was wrong (``match``) and quotes no more than a short excerpt of the
input. Before this test the calls raised raw TypeError/AttributeError/IndexError/KeyError,
returned junk, produced megabyte messages or ran for hours (issue 11).
"""

from __future__ import annotations

import random
import time
import unittest.mock
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

import pytest

from ginrummy_desktop.engine import (
    FULL_DECK,
    PRESETS,
    Card,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Game,
    GinRummyError,
    GinRummyTypeError,
    GinRummyValueError,
    HandResult,
    IllegalActionError,
    Knock,
    Meld,
    MeldError,
    MeldKind,
    NextDealer,
    NotationError,
    Outcome,
    Pass,
    Phase,
    Rank,
    RecordError,
    Role,
    RulesError,
    RuleSet,
    Suit,
    best_arrangement,
    best_discard,
    best_discard_mask,
    best_discards,
    cards_to_mask,
    deadwood_points,
    extend_sheet,
    format_cards,
    game_from_json,
    game_to_json,
    mask_to_cards,
    min_deadwood_mask,
    parse_cards,
    score_sheet,
    settle,
)
from ginrummy_desktop.engine.errors import excerpt
from ginrummy_desktop.engine.record import action_from_json, action_to_json

MESSAGE_LIMIT = 300
BIG = "x" * 1_000_000  # a megabyte of junk: its messages must still be short
HAND = parse_cards("As 2s 3s 7c 7d 7h 9c 9d 9h 4c")  # deadwood 4
ELEVEN = (*HAND, Card.parse("Kd"))
DEFENDER = parse_cards("2h 3h 4h Ks Kc Qh Qs Jc Jd 8s")
MASK = cards_to_mask(HAND)
FULL_MASK = (1 << 52) - 1
THIRTY_TWO = FULL_DECK[:32]  # eight ranks of four: 12 s for the old search
STANDARD = RuleSet()
EMPTY_SHEET = score_sheet(STANDARD, ())
WON = HandResult(1, 0, Outcome.KNOCK, 0, 10)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def discarding_game() -> Game:
    """A game where seat 1 has drawn Qd and may knock with it (the rest: HAND, deadwood 4)."""
    first = [*HAND]
    second = [*DEFENDER]
    chosen = [c for pair in zip(first, second, strict=True) for c in pair]
    chosen += [Card.parse("Kh"), Card.parse("Qd")]  # the upcard, then the top of the stock
    deck = tuple(chosen + [c for c in FULL_DECK if c not in set(chosen)])
    game = Game()
    game.apply(Cut(cards("2c Kd")))  # seat 0 deals, seat 1 plays first
    game.apply(Deal(deck))
    game.apply(Pass())
    game.apply(Pass())
    game.apply(DrawStock())
    assert game.phase is Phase.DISCARD and game.actor == 1
    return game


def dealt_game() -> Game:
    game = Game(seed=3)
    game.apply(Cut())
    game.apply(Deal())
    return game


class EqualsEverything:
    """An object claiming to equal any other (as ``unittest.mock.ANY`` does)."""

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return 0


@dataclass(frozen=True)
class Case:
    """One bad call, the engine error it must raise and a regex its message must match."""

    name: str
    call: Callable[[], object]
    error: type[GinRummyError]
    match: str


QD = Card.parse("Qd")
MELDS = (Meld.of(cards("As 2s 3s")), Meld.of(cards("7c 7d 7h")), Meld.of(cards("9c 9d 9h")))


def call(function: Callable[..., object], *args: Any, **kwargs: Any) -> Callable[[], object]:
    """``function(*args, **kwargs)``, later (the arguments are deliberately of any type)."""
    return lambda: function(*args, **kwargs)


def applying(make: Callable[[], Game], action: Any) -> Callable[[], object]:
    """Apply ``action`` to a fresh game from ``make``."""
    return lambda: make().apply(action)


def knocking(melds: Any) -> Callable[[], object]:
    return applying(discarding_game, Knock(QD, melds))


def dealing() -> Game:
    """A game right after the cut, waiting for the deal."""
    game = Game(seed=1)
    game.apply(Cut())
    return game


OKLAHOMA = PRESETS["oklahoma"]
NO_CARDS: tuple[Card, ...] = ()
T, V = GinRummyTypeError, GinRummyValueError

CASES = [
    # --- cards ---------------------------------------------------------------------------------
    Case("parse_cards(None)", call(parse_cards, None), T, "text"),
    Case("parse_cards(bytes)", call(parse_cards, b"As 2s"), T, "text"),
    Case("parse_cards(list)", call(parse_cards, ["As"]), T, "text"),
    Case("parse_cards(int)", call(parse_cards, 12), T, "text"),
    Case("parse_cards(huge, duplicates)", call(parse_cards, "As " * 400_000), NotationError,
         "As appears twice in 'As As.*1,200,000 characters"),
    Case("parse_cards(huge token)", call(parse_cards, "Zz" * 500_000), NotationError,
         "bad card 'ZzZz.*1,000,000 characters"),
    Case("Card.parse(None)", call(Card.parse, None), T, "text"),
    Case("Card.parse(5)", call(Card.parse, 5), T, "text"),
    Case("Card.parse(huge)", call(Card.parse, BIG), NotationError, "bad card 'xxx"),
    Case("Card(int, Suit)", call(Card, 0, Suit.SPADES), T, "Rank and a Suit"),
    Case("Card(Rank, str)", call(Card, FULL_DECK[0].rank, "s"), T, "Rank and a Suit"),
    Case("Card.from_index(str)", call(Card.from_index, "5"), T, "index"),
    Case("Card.from_index(float)", call(Card.from_index, 1.0), T, "index"),
    Case("Card.from_index(None)", call(Card.from_index, None), T, "index"),
    Case("Card.from_index(True)", call(Card.from_index, True), T, "index"),
    Case("Card.from_index(52)", call(Card.from_index, 52), NotationError, "52"),
    Case("Card.from_index(huge int)", call(Card.from_index, 10**5000), NotationError,
         "<int of 16,610 bits> is outside"),
    Case("format_cards(None)", call(format_cards, None), T, "iterable of Cards"),
    Case("format_cards([str])", call(format_cards, ["As"]), T, "needs Cards, not 'As'"),
    Case("format_cards(str)", call(format_cards, "As"), T, "iterable of Cards"),
    Case("cards_to_mask(None)", call(cards_to_mask, None), T, "iterable of Cards"),
    Case("cards_to_mask([str])", call(cards_to_mask, ["As"]), T, "iterable of Cards"),
    Case("cards_to_mask([None])", call(cards_to_mask, [None]), T, "iterable of Cards"),
    Case("cards_to_mask(int)", call(cards_to_mask, 5), T, "iterable of Cards"),
    Case("mask_to_cards(-1)", call(mask_to_cards, -1), V, "not a hand mask"),
    Case("mask_to_cards(1 << 52)", call(mask_to_cards, 1 << 52), V, "not a hand mask"),
    Case("mask_to_cards(str)", call(mask_to_cards, "x"), T, "int hand mask"),
    Case("mask_to_cards(None)", call(mask_to_cards, None), T, "int hand mask"),
    Case("mask_to_cards(float)", call(mask_to_cards, 1.5), T, "int hand mask"),
    # --- melds and the meld search ---------------------------------------------------------------
    Case("best_arrangement([str])", call(best_arrangement, ["As"]), T, "needs Cards"),
    Case("best_arrangement(None)", call(best_arrangement, None), T, "iterable of Cards"),
    Case("best_arrangement(str)", call(best_arrangement, "As 2s 3s"), T, "iterable of Cards"),
    Case("best_arrangement(runs_only='no')", call(best_arrangement, HAND, runs_only="no"), T,
         "runs_only must be True or False, not 'no'"),
    Case("best_arrangement(runs_only=None)", call(best_arrangement, HAND, None), T, "runs_only"),
    Case("best_arrangement(full deck)", call(best_arrangement, FULL_DECK), MeldError,
         "at most 16 cards, not 52"),
    Case("best_arrangement(32 cards)", call(best_arrangement, THIRTY_TWO), MeldError,
         "at most 16 cards, not 32"),
    Case("deadwood_points([None])", call(deadwood_points, [None]), T, "needs Cards"),
    Case("deadwood_points(runs_only=1)", call(deadwood_points, HAND, 1), T, "runs_only"),
    Case("deadwood_points(full deck)", call(deadwood_points, FULL_DECK), MeldError, "at most 16"),
    Case("min_deadwood_mask(1 << 52)", call(min_deadwood_mask, 1 << 52), V, "not a hand mask"),
    Case("min_deadwood_mask(-1)", call(min_deadwood_mask, -1), V, "not a hand mask"),
    Case("min_deadwood_mask(huge negative)", call(min_deadwood_mask, -(10**5000)), V,
         "not a hand mask"),
    Case("min_deadwood_mask(str)", call(min_deadwood_mask, "x"), T, "int hand mask"),
    Case("min_deadwood_mask(None)", call(min_deadwood_mask, None), T, "int hand mask"),
    Case("min_deadwood_mask(float)", call(min_deadwood_mask, 1.0), T, "int hand mask"),
    Case("min_deadwood_mask(full deck)", call(min_deadwood_mask, FULL_MASK), MeldError,
         "at most 16 cards, not 52"),
    Case("min_deadwood_mask(runs_only='no')", call(min_deadwood_mask, MASK, "no"), T,
         "runs_only"),
    Case("min_deadwood_mask(groups, runs_only=0)", call(min_deadwood_mask, MASK, 0), T,
         "runs_only"),
    Case("best_discard_mask(1 << 52)", call(best_discard_mask, 1 << 52), V, "not a hand mask"),
    Case("best_discard_mask(0)", call(best_discard_mask, 0), MeldError, "needs a card"),
    Case("best_discard_mask(forbidden=str)", call(best_discard_mask, MASK, "x"), T, "forbidden"),
    Case("best_discard_mask(forbidden=60)", call(best_discard_mask, MASK, 60), V, "forbidden"),
    Case("best_discard_mask(forbidden=-7)", call(best_discard_mask, MASK, -7), V, "forbidden"),
    Case("best_discard_mask(runs_only='no')", call(best_discard_mask, MASK, -1, "no"), T,
         "runs_only"),
    Case("best_discard_mask(full deck)", call(best_discard_mask, FULL_MASK), MeldError,
         "at most 16"),
    Case("best_discard(None)", call(best_discard, None), T, "iterable of Cards"),
    Case("best_discard(forbidden=str)", call(best_discard, ELEVEN, "Kd"), T,
         "forbidden must be a Card or None"),
    Case("best_discards([str])", call(best_discards, ["As"]), T, "needs Cards"),
    Case("best_discards(forbidden=int)", call(best_discards, ELEVEN, 5), T, "forbidden"),
    Case("best_discards(full deck)", call(best_discards, FULL_DECK), MeldError, "at most 16"),
    Case("Meld.of(None)", call(Meld.of, None), T, "iterable of Cards"),
    Case("Meld.of([str])", call(Meld.of, ["As", "2s", "3s"]), T, "needs Cards"),
    Case("Meld(RUN, not a run)", call(Meld, MeldKind.RUN, cards("As 2s 4s")), MeldError,
         "As 2s 4s is not a run"),
    Case("Meld(str kind)", call(Meld, "run", cards("As 2s 3s")), T, "MeldKind"),
    Case("Meld(list of cards)", call(Meld, MeldKind.RUN, list(cards("As 2s 3s"))), T,
         "tuple of Cards"),
    # --- rules ---------------------------------------------------------------------------------
    Case("RuleSet(knock_limit=huge str)", call(RuleSet, knock_limit=BIG), RulesError,
         "knock_limit must be int, not 'xxx"),
    Case("RuleSet(runs_only='no')", call(RuleSet, runs_only="no"), RulesError, "runs_only"),
    Case("RuleSet.preset(None)", call(RuleSet.preset, None), T, "preset name must be text"),
    Case("RuleSet.preset(huge)", call(RuleSet.preset, BIG), RulesError, "unknown rules preset"),
    Case("RuleSet.from_dict(int keys)", call(RuleSet.from_dict, {1: 2}), RulesError,
         "names must be text"),
    Case("RuleSet.from_dict(huge key)", call(RuleSet.from_dict, {BIG: 1}), RulesError,
         "unknown rule setting"),
    Case("RuleSet.from_dict(list)", call(RuleSet.from_dict, [1]), RulesError, "object"),
    Case("knock_limit_for(str)", call(OKLAHOMA.knock_limit_for, "x", False), T,
         "first_upcard_points"),
    Case("knock_limit_for(99)", call(OKLAHOMA.knock_limit_for, 99, False), RulesError, "1 to 10"),
    Case("knock_limit_for(ace=str)", call(OKLAHOMA.knock_limit_for, 1, "yes"), T,
         "first_upcard_is_ace"),
    Case("RuleSet.from_dict(next_dealer=5)", call(RuleSet.from_dict, {"next_dealer": 5}),
         RulesError, "next_dealer must be one of"),
    # --- the enums -----------------------------------------------------------------------------
    Case("Rank(13)", call(Rank, 13), V, "Rank takes one of 0, 1, .*not 13"),
    Case("Suit(huge str)", call(Suit, BIG), V, "Suit takes one of 0, 1, 2, 3, not 'xxx"),
    Case("MeldKind('set')", call(MeldKind, "set"), V, "MeldKind takes one of 'group', 'run'"),
    Case("NextDealer(5)", call(NextDealer, 5), V, "NextDealer takes one of"),
    Case("Phase('play')", call(Phase, "play"), V, "Phase takes one of"),
    Case("Outcome(None)", call(Outcome, None), V, "Outcome takes one of"),
    Case("Role('dealer')", call(Role, "dealer"), V, "Role takes one of 'knocker', 'defender'"),
    # --- the game ------------------------------------------------------------------------------
    Case("Game(rules=str)", call(Game, rules="standard"), T, "RuleSet"),
    Case("Game(rules=dict)", call(Game, rules=PRESETS), T, "RuleSet"),
    Case("Game(seed=str)", call(Game, seed="abc"), T, "seed"),
    Case("Game(seed=float)", call(Game, seed=1.5), T, "seed"),
    Case("Game(rng=int)", call(Game, rng=42), T, "rng"),
    Case("view(2)", call(Game().view, 2), V, "seat"),
    Case("view(str)", call(Game().view, "0"), T, "seat"),
    Case("view(True)", call(Game().view, True), T, "seat"),
    Case("view(huge int)", call(Game().view, 10**5000), V, "seat must be 0 or 1, not <int of"),
    Case("hand_of(5)", call(dealt_game().hand_of, 5), V, "seat"),
    Case("hand_of(str)", call(dealt_game().hand_of, "x"), T, "seat"),
    Case("apply(None)", applying(Game, None), IllegalActionError, "None .*not an action"),
    Case("apply(equals everything)", applying(discarding_game, EqualsEverything()),
         IllegalActionError, "not an action"),
    Case("apply(mock.ANY)", applying(discarding_game, unittest.mock.ANY), IllegalActionError,
         "not an action"),
    Case("apply(Discard(None))", applying(discarding_game, Discard(cast(Card, None))),
         IllegalActionError, "must be a Card, not None"),
    Case("apply(Discard(str))", applying(discarding_game, Discard(cast(Card, "As"))),
         IllegalActionError, "must be a Card, not 'As'"),
    Case("apply(Discard(huge))", applying(discarding_game, Discard(cast(Card, BIG))),
         IllegalActionError, "must be a Card, not 'xxx"),
    Case("apply(Knock(melds=str))", knocking("junk"), IllegalActionError, "list or tuple"),
    Case("apply(Knock(melds=int))", knocking(5), IllegalActionError, "list or tuple"),
    Case("apply(Knock(melds=(None,)))", knocking((None,)), IllegalActionError, "must be Melds"),
    Case("apply(Knock(melds=(str,)))", knocking(("As 2s 3s",)), IllegalActionError,
         "must be Melds"),
    Case("apply(Knock(melds=[[cards]]))", knocking([list(cards("As 2s 3s"))]),
         IllegalActionError, "must be Melds"),
    Case("apply(Knock(melds=cards not held))", knocking((*MELDS[:2], Meld.of(cards("Jc Qc Kc")))),
         IllegalActionError, "not in the hand"),
    Case("apply(Knock(melds=overlapping))", knocking((*MELDS, MELDS[0])), IllegalActionError,
         "overlaps"),
    Case("apply(Knock(melds=too much deadwood))", knocking(MELDS[:1]), IllegalActionError,
         "over the limit"),
    Case("apply(Cut(cards=str))", applying(Game, Cut(cast(tuple[Card, ...], "junk"))),
         IllegalActionError, "list or tuple of Cards"),
    Case("apply(Cut(cards=(str, str)))", applying(Game, Cut(cast(tuple[Card, ...], ("As", "Kd")))),
         IllegalActionError, "list or tuple of Cards"),
    Case("apply(Deal(deck=int))", applying(dealing, Deal(cast(tuple[Card, ...], 5))),
         IllegalActionError, "list or tuple of Cards"),
    Case("apply(Deal(deck=unhashables))", applying(dealing, Deal(cast(Any, [[]] * 52))),
         IllegalActionError, "list or tuple of Cards"),
    # --- the showdown and the score sheet --------------------------------------------------------
    Case("settle(None, ...)", call(settle, None, DEFENDER, STANDARD), T, "knocker_cards"),
    Case("settle(rules=str)", call(settle, HAND, DEFENDER, "standard"), T, "RuleSet"),
    Case("settle(knocker_melds=[str])", call(settle, HAND, DEFENDER, STANDARD, ["x"]), T,
         "knocker_melds"),
    Case("settle(knock_limit=str)", call(settle, HAND, DEFENDER, STANDARD, knock_limit="10"), T,
         "knock_limit"),
    Case("settle(multiplier=str)", call(settle, HAND, DEFENDER, STANDARD, multiplier="2"), T,
         "multiplier"),
    Case("settle(multiplier=0)", call(settle, HAND, DEFENDER, STANDARD, multiplier=0), V,
         "multiplier"),
    Case("settle(20-card knocker)", call(settle, FULL_DECK[:20], NO_CARDS, STANDARD), MeldError,
         "at most 11 cards, not 20"),
    Case("score_sheet(str, ())", call(score_sheet, "standard", ()), T, "RuleSet"),
    Case("score_sheet([None])", call(score_sheet, STANDARD, [None]), T, "HandResult"),
    Case("score_sheet(None)", call(score_sheet, STANDARD, None), T, "HandResult"),
    Case("score_sheet(winner 2)",
         call(score_sheet, STANDARD, [HandResult(1, 0, Outcome.KNOCK, 2, 10)]), V, "winner"),
    Case("extend_sheet(None, ...)", call(extend_sheet, None, WON, STANDARD), T, "ScoreSheet"),
    Case("extend_sheet(hand None)", call(extend_sheet, EMPTY_SHEET, None, STANDARD), T,
         "HandResult"),
    Case("extend_sheet(rules=str)", call(extend_sheet, EMPTY_SHEET, WON, "standard"), T,
         "RuleSet"),
    Case("extend_sheet(winner 2)",
         call(extend_sheet, EMPTY_SHEET, HandResult(1, 0, Outcome.KNOCK, 2, 10), STANDARD), V,
         "winner"),
    Case("extend_sheet(a sheet of other rules)",
         call(extend_sheet, EMPTY_SHEET, WON, PRESETS["hollywood"]), V, "3 column"),
    Case("extend_sheet(points -1)",
         call(extend_sheet, EMPTY_SHEET, HandResult(1, 0, Outcome.KNOCK, 0, -1), STANDARD), V,
         "negative"),
    # --- saved games ---------------------------------------------------------------------------
    Case("game_to_json(None)", call(game_to_json, None), T, "needs a Game"),
    Case("game_from_json(None)", call(game_from_json, None), T, "text"),
    Case("action_to_json(None)", call(action_to_json, None), T, "not an action"),
    Case("action_to_json(Discard(None))", call(action_to_json, Discard(cast(Card, None))), T,
         "must be a Card"),
    Case("action_to_json(Knock(melds=str))", call(action_to_json, Knock(QD, cast(Any, "x"))), T,
         "must be Melds"),
    Case("action_from_json(huge card)", call(action_from_json, {"type": "discard", "card": BIG}),
         RecordError, "bad 'discard' action"),
    Case("action_from_json(huge str)", call(action_from_json, BIG), RecordError,
         "an action must be an object"),
    Case("action_from_json(huge type)", call(action_from_json, {"type": BIG}), RecordError,
         "unknown action type"),
    Case("action_from_json(huge cut)", call(action_from_json, {"type": "cut", "cards": [BIG]}),
         RecordError, "bad 'cut' action"),
]


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_bad_input_raises_the_engine_error_with_a_short_message(case: Case) -> None:
    start = time.perf_counter()
    with pytest.raises(case.error, match=case.match) as info:
        case.call()
    assert isinstance(info.value, GinRummyError)
    assert isinstance(info.value, TypeError | ValueError)
    assert len(str(info.value)) <= MESSAGE_LIMIT, str(info.value)[:500]
    assert time.perf_counter() - start < 2.0  # the search cases used to run for hours


def test_there_are_at_least_sixty_cases() -> None:
    assert len(CASES) >= 60
    assert len({case.name for case in CASES}) == len(CASES)


def test_a_50_megabyte_card_string_gives_a_short_message() -> None:
    # one 50 MB token, then 50 MB of one card repeated: the message quotes an excerpt and says
    # how long the input was (it used to quote all of it, twice: a 105 MB message)
    for text in ("As" * 25_000_000, "As " * 16_700_000):
        with pytest.raises(NotationError) as info:
            parse_cards(text)
        assert len(str(info.value)) < MESSAGE_LIMIT
        assert f"({len(text):,} characters)" in str(info.value)
    # a bad token first: parsing stops there, whatever follows
    start = time.perf_counter()
    with pytest.raises(NotationError, match="bad card 'Zz'"):
        parse_cards("Zz " + "x" * 50_000_000)
    assert time.perf_counter() - start < 1.0


class BrokenRepr:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")


def test_excerpt_is_short_and_never_raises() -> None:
    assert excerpt("As") == "'As'"
    assert excerpt("x" * 1000).endswith("' (1,000 characters)")
    assert len(excerpt("x" * 50_000_000)) < 100
    assert len(excerpt(list(range(1_000_000)))) <= 60
    assert len(excerpt([[["deep" * 1000] * 1000] * 1000])) <= 60
    assert excerpt(BrokenRepr()).startswith("<BrokenRepr")
    assert excerpt(10**5000) == "<int of 16,610 bits>"
    assert excerpt(12345) == "12345"


def test_type_errors_are_type_errors_and_the_rest_value_errors() -> None:
    assert issubclass(GinRummyTypeError, TypeError) and issubclass(GinRummyTypeError, GinRummyError)
    for error in (GinRummyValueError, NotationError, MeldError, RulesError, IllegalActionError,
                  RecordError):
        assert issubclass(error, ValueError) and issubclass(error, GinRummyError)


# --- a knock's melds: is_legal says no, apply refuses and changes nothing ------------------------

BAD_MELDS: list[Any] = [
    "junk", 5, {"melds": 1}, (None,), ("As 2s 3s",), [list(cards("As 2s 3s"))],
    (*MELDS[:2], Meld.of(cards("Jc Qc Kc"))),  # a meld of cards not held
    (*MELDS, MELDS[0]),  # overlapping
    MELDS[:1],  # deadwood 27, over the limit
    (),  # no melds: deadwood 64
    (*MELDS[:2], Meld.of(cards("Jd Qd Kd"))),  # holds the card being discarded
    (*MELDS[:2], EqualsEverything()),
]


@pytest.mark.parametrize("melds", BAD_MELDS, ids=[str(i) for i in range(len(BAD_MELDS))])
def test_a_knock_with_bad_melds_is_not_legal_and_changes_nothing(melds: Any) -> None:
    game = discarding_game()
    before = (game.phase, game.actor, game.history, game.hand_of(1))
    action = Knock(QD, melds)
    assert not game.is_legal(action)
    with pytest.raises(IllegalActionError, match="Knock"):
        game.apply(action)
    assert (game.phase, game.actor, game.history, game.hand_of(1)) == before
    game.apply(Knock(QD, MELDS))  # the game goes on: a valid knock still works
    assert game.phase is Phase.SHOWDOWN


@pytest.mark.parametrize("melds", [MELDS, list(MELDS), MELDS[::-1], None])
def test_a_knock_with_a_valid_arrangement_is_legal(melds: Any) -> None:
    game = discarding_game()
    assert game.is_legal(Knock(QD, melds))
    game.apply(Knock(QD, melds))
    arrangement = game.view(0).knocker_arrangement
    assert arrangement is not None
    assert arrangement.deadwood == cards("4c")


def test_runs_only_refuses_a_knock_laying_a_group() -> None:
    game = Game(RuleSet(runs_only=True))
    game.apply(Cut(cards("2c Kd")))
    hand = cards("As 2s 3s 4s 4h 4d 5h 6h 7h 2c")  # runs only: As-4s, 4h-7h, deadwood 6
    other = cards("2d 3d Kc Ks Qc Qs Jc Jd 8s 9s")
    chosen = [c for pair in zip(hand, other, strict=True) for c in pair] + [*cards("Kh Qd")]
    game.apply(Deal(tuple(chosen + [c for c in FULL_DECK if c not in set(chosen)])))
    for step in (Pass(), Pass(), DrawStock()):
        game.apply(step)
    runs = (Meld.of(cards("As 2s 3s 4s")), Meld.of(cards("4h 5h 6h 7h")))
    with_group = (Meld.of(cards("4s 4h 4d")), Meld.of(cards("As 2s 3s")),
                  Meld.of(cards("5h 6h 7h")))
    assert game.is_legal(Knock(QD, runs))
    assert not game.is_legal(Knock(QD, with_group))
    with pytest.raises(IllegalActionError, match="runs only"):
        game.apply(Knock(QD, with_group))


MALFORMED: list[Any] = [
    None, "Discard", 5, Discard(cast(Card, None)), Discard(cast(Card, "As")),
    Discard(cast(Card, BIG)), EqualsEverything(), unittest.mock.ANY, Knock(cast(Card, "Qd")),
    Knock(cast(Card, None)), Cut(cast(Any, "junk")), Deal(cast(Any, "junk")),
]


@pytest.mark.parametrize("action", MALFORMED, ids=[str(i) for i in range(len(MALFORMED))])
def test_malformed_actions_are_not_legal_in_any_phase(action: Any) -> None:
    game = Game(seed=5)
    rng = random.Random(5)
    while game.phase is not Phase.GAME_OVER and len(game.history) < 60:
        assert not game.is_legal(action)
        with pytest.raises(IllegalActionError):
            game.apply(action)
        game.apply(rng.choice(game.legal_actions()))


# --- the meld search's size limit ----------------------------------------------------------------


def test_the_search_takes_every_hand_up_to_the_limit_quickly() -> None:
    # the worst hands of 16 cards (four ranks of four) stay in milliseconds
    worst = FULL_DECK[:16]
    start = time.perf_counter()
    assert best_arrangement(worst).deadwood_points == 0
    assert deadwood_points(worst) == 0
    assert min_deadwood_mask(cards_to_mask(worst)) == 0
    assert best_discard_mask(cards_to_mask(worst))[0] == 0
    assert len(best_discards(worst)) == 16
    assert time.perf_counter() - start < 1.0
    with pytest.raises(MeldError, match="at most 16 cards, not 17"):
        best_arrangement(FULL_DECK[:17])
    with pytest.raises(MeldError, match="at most 16 cards, not 17"):
        min_deadwood_mask(cards_to_mask(FULL_DECK[:17]))


def test_the_card_functions_refuse_17_cards_even_without_groups() -> None:
    # 17 cards, no rank three times: the card functions refuse them all the same (one rule for
    # their callers); the mask functions, the hot path, answer them in constant time instead
    # of counting cards on every call (documented in melds.py)
    spread = [c for c in FULL_DECK if c.suit in (Suit.CLUBS, Suit.DIAMONDS)][:17]
    for function in (best_arrangement, deadwood_points, best_discard, best_discards):
        with pytest.raises(MeldError, match="at most 16 cards, not 17"):
            function(spread)
    mask = cards_to_mask(spread)
    assert min_deadwood_mask(mask) == min_deadwood_mask(mask, True) == 0  # Ac-Kc, Ad-4d
    with pytest.raises(MeldError, match="at most 16"):  # with a group to choose: refused
        min_deadwood_mask(mask | cards_to_mask(cards("Ah")))
