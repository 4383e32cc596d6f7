"""A knock's melds come from the knocker's side: the defender's hidden cards never shape them.

* Two deals that differ only in the defender's hidden hand (swapped with cards at the bottom of
  the stock, which nobody draws before the knock) give the knocker equal views. Every level
  and the player's default (a ``Knock`` naming no melds, as the table sends when the player's
  own groups are not a valid knock) must then lay out the same melds in both.
* A scan of the engine and the AI: the default arrangement is computed from arguments that do
  not include the defender's hand, and no computer player reaches the game's full truth.
"""

from __future__ import annotations

import ast
import random
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from ginrummy_desktop.ai.expert import ExpertPlayer
from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.engine import (
    FULL_DECK,
    PRESETS,
    Action,
    Card,
    Cut,
    Deal,
    Game,
    Knock,
    Meld,
    Phase,
    RuleSet,
    TakeUpcard,
    best_discard,
    parse_cards,
)

PACKAGE = Path(__file__).resolve().parents[2] / "ginrummy_desktop"
KNOCKER, DEFENDER = 0, 1
CUT = Cut(parse_cards("Kc 2c"))  # seat 1 cuts lower and deals: seat 0 is offered the upcard
FIXED_KNOCKER = parse_cards("4s 5s 6s 7s 9h Th Jh Qh Ac Kc")
FIXED_UPCARD = parse_cards("2d")[0]
WITH_THE_8S = parse_cards("8s 2c 3c 4c 5h 5d 5c Kd Ks 9c")
"""Against this hand, the engine before the fix laid out 4s 5s 6s (keeping the 8s off) while
against a hand without the 8s it laid out 4s-7s: the defender's cards shaped the melds."""

Chooser = Callable[[int], Callable[[Game], Action]]
"""From a seed, what the knocker does in a game at its discard."""


def _player(make: Callable[[int], Player]) -> Chooser:
    def chooser(seed: int) -> Callable[[Game], Action]:
        player = make(seed)
        return lambda game: player.choose(game.view(KNOCKER))

    return chooser


def _default_knock(seed: int) -> Callable[[Game], Action]:
    """The player's default: knock with the best discard and name no melds."""

    def choose(game: Game) -> Action:
        view = game.view(KNOCKER)
        best = best_discard(view.hand, view.may_not_discard).card
        return Knock(best)

    return choose


def _level(level: Level) -> Chooser:
    return _player(lambda seed: make_player(level, seed))


CHOOSERS: dict[str, Chooser] = {
    **{
        level.display_name: _level(level)
        for level in (Level.BEGINNER, Level.EASY, Level.MEDIUM, Level.HARD)
    },
    "Expert": _player(lambda seed: ExpertPlayer(seed, work=60)),
    "player's default": _default_knock,
}


def _knockable_hand(rng: random.Random, rules: RuleSet) -> tuple[list[Card], Card]:
    """Ten cards and an upcard whose eleven can knock, keeping the upcard (at most 10
    deadwood, but not gin: a gin has no lay-offs to weigh)."""
    while True:
        cards = rng.sample(FULL_DECK, 11)
        left = best_discard(cards, cards[10], rules.runs_only).arrangement.deadwood_points
        if 0 < left <= 10:
            return cards[:10], cards[10]


def _decks(
    knocker: Sequence[Card], upcard: Card, defender: Sequence[Card], rng: random.Random
) -> tuple[list[Card], list[Card]]:
    """Two decks dealing ``knocker`` and ``upcard`` alike; the second swaps the defender's ten
    cards with the bottom ten of the stock (cards nobody draws before the first discard)."""
    rest = [c for c in FULL_DECK if c not in {*knocker, upcard, *defender}]
    rng.shuffle(rest)
    stock_top, bottom = rest[:-10], rest[-10:]
    dealt = [card for pair in zip(knocker, defender, strict=True) for card in pair]
    swapped = [card for pair in zip(knocker, bottom, strict=True) for card in pair]
    return (
        [*dealt, upcard, *stock_top, *bottom],
        [*swapped, upcard, *stock_top, *defender],
    )


def _knock_in(deck: list[Card], choose: Callable[[Game], Action]) -> tuple[Meld, ...] | None:
    """Deal ``deck``, let the knocker take the upcard and decide; its laid-out melds if it
    knocked, else None."""
    game = Game(PRESETS["standard"])
    game.apply(CUT)
    game.apply(Deal(tuple(deck)))
    game.apply(TakeUpcard())
    action = choose(game)
    if not isinstance(action, Knock):
        return None
    game.apply(action)
    assert game.phase is Phase.SHOWDOWN
    arrangement = game.view(DEFENDER).knocker_arrangement
    assert arrangement is not None
    return arrangement.melds


def _positions(count: int) -> list[tuple[Sequence[Card], Card, Sequence[Card]]]:
    """The fixed position first, then random knockable hands against random defenders."""
    rng = random.Random(31)
    positions: list[tuple[Sequence[Card], Card, Sequence[Card]]] = [
        (FIXED_KNOCKER, FIXED_UPCARD, WITH_THE_8S)
    ]
    while len(positions) < count:
        knocker, upcard = _knockable_hand(rng, PRESETS["standard"])
        others = [c for c in FULL_DECK if c not in {*knocker, upcard}]
        positions.append((knocker, upcard, rng.sample(others, 10)))
    return positions


@pytest.mark.parametrize("name", sorted(CHOOSERS))
def test_the_defenders_hidden_cards_never_change_the_knockers_melds(name: str) -> None:
    rng = random.Random(7)
    knocks = 0
    for seed, (knocker, upcard, defender) in enumerate(_positions(24)):
        first, second = _decks(knocker, upcard, defender, rng)
        games = []
        for deck in (first, second):
            game = Game(PRESETS["standard"])
            game.apply(CUT)
            game.apply(Deal(tuple(deck)))
            game.apply(TakeUpcard())
            games.append(game)
        assert games[0].view(KNOCKER) == games[1].view(KNOCKER)
        assert games[0].hand_of(DEFENDER) != games[1].hand_of(DEFENDER)
        melds = [_knock_in(deck, CHOOSERS[name](seed)) for deck in (first, second)]
        assert melds[0] == melds[1], f"{name}: the defender's cards changed the melds {melds}"
        knocks += melds[0] is not None
    assert knocks >= 3, f"{name} knocked only {knocks} times: the test compared too little"


def test_the_fixed_position_lays_out_the_least_deadwood() -> None:
    rng = random.Random(1)
    first, second = _decks(FIXED_KNOCKER, FIXED_UPCARD, WITH_THE_8S, rng)
    for deck in (first, second):
        melds = _knock_in(deck, _default_knock(0))
        assert melds is not None
        assert [str(m) for m in melds] == ["4s 5s 6s 7s", "9h Th Jh Qh"]


# --- the scan -------------------------------------------------------------------------------


def _function(tree: ast.Module, name: str) -> ast.FunctionDef:
    return next(
        node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef) and node.name == name
    )


def _names_in(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _calls_of(node: ast.AST, name: str) -> list[ast.Call]:
    return [
        call
        for call in ast.walk(node)
        if isinstance(call, ast.Call)
        and (
            (isinstance(call.func, ast.Name) and call.func.id == name)
            or (isinstance(call.func, ast.Attribute) and call.func.attr == name)
        )
    ]


def test_the_default_arrangement_takes_no_defender_hand() -> None:
    showdown = ast.parse((PACKAGE / "engine" / "showdown.py").read_text(encoding="utf-8"))
    chooser = _function(showdown, "knock_melds_mask")
    assert [a.arg for a in chooser.args.args] == ["kmask", "limit", "runs_only", "unseen", "known"]
    assert not _names_in(chooser) & {"dmask", "defender", "defender_cards"}
    calls = _calls_of(_function(showdown, "settle"), "knock_melds_mask")
    assert len(calls) == 1
    assert not _names_in(calls[0]) & {"dmask", "defender_cards"}
    simulation = ast.parse((PACKAGE / "ai" / "simulation.py").read_text(encoding="utf-8"))
    (laid_out,) = _calls_of(_function(simulation, "showdown_points"), "_laid_out")
    assert "defender" not in _names_in(laid_out)


ALLOWED_FULL_TRUTH = {("engine/record.py", "_version_1_knock")}
"""Reads both hands to replay a version-1 record's knock as it was scored then: history, not a
choice (see engine/record.py)."""


def test_no_engine_or_ai_code_reaches_a_hidden_hand() -> None:
    """``Game.hand_of`` is the full truth (for the table and tests); outside the game itself
    only the version-1 replay may ask it, and no computer player touches the game's state."""
    found = set()
    for path in [*(PACKAGE / "engine").glob("*.py"), *(PACKAGE / "ai").glob("*.py")]:
        if path.name == "game.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)):
            if _calls_of(function, "hand_of") or any(
                isinstance(n, ast.Attribute) and n.attr in {"masks", "_hand", "_current_hand"}
                for n in ast.walk(function)
            ):
                found.add((path.relative_to(PACKAGE).as_posix(), function.name))
    assert found == ALLOWED_FULL_TRUTH
