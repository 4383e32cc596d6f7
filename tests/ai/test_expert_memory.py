"""The Expert remembers what showdowns showed of its opponent from one game to the next.

* Learning carries: after games against Easy (a knocker, whose low knocks the showdowns show),
  the first decision of the next game already leans away from a sitter, by exactly the odds
  the sampling model documents.
* The memory is plain JSON: saved and restored into a fresh player, the series goes on with the
  same decisions as the uninterrupted player's. A memory that is not one is refused, and
  changes nothing; ``memory()`` returns a copy.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from twins import play_twins

from ginrummy_desktop.ai.easy import EasyPlayer
from ginrummy_desktop.ai.expert import ExpertPlayer
from ginrummy_desktop.ai.match import decisions
from ginrummy_desktop.ai.player import Player, RemembersState, memory_of, restore_memory
from ginrummy_desktop.ai.sampling import Knowledge, OpponentRead, SamplingModel, ShownKnock
from ginrummy_desktop.engine import PRESETS, Game, PlayerView

RULES = PRESETS["benchmark"].with_changes(target=80)  # games of a few hands
MODEL = SamplingModel()


def _expert(seed: int = 4) -> ExpertPlayer:
    return ExpertPlayer(seed, work=40)  # a handful of guesses: fast, and enough to play


def _play(game: Game, players: tuple[Player, Player], stop: int | None = None) -> None:
    """Play ``game`` on (to the end, or until ``stop`` decisions have been made)."""
    for count, (seat, view) in enumerate(decisions(game)):
        if count == stop:
            return
        game.apply(players[seat].choose(view))


def _first_view(game: Game, seat: int) -> PlayerView:
    """The first view of ``game`` that asks ``seat`` to decide (the game is played to it by
    Easy players, so the seat's own player sees nothing before it)."""
    stand_ins = (EasyPlayer(0), EasyPlayer(1))
    for actor, view in decisions(game):
        if actor == seat:
            return view
        game.apply(stand_ins[actor].choose(view))
    raise AssertionError("the game ended before the seat decided")


def test_the_expert_keeps_the_memory_protocol() -> None:
    expert = _expert()
    assert isinstance(expert, RemembersState)
    assert memory_of(expert) == expert.memory()
    restore_memory(expert, json.loads(json.dumps(expert.memory())))


def test_what_a_game_showed_carries_into_the_next_and_moves_the_sitter_chance() -> None:
    expert, easy = _expert(), EasyPlayer(9)
    prior = Knowledge.from_view(_first_view(Game(RULES, seed=100), 0)).sitter_chance(MODEL)
    assert prior == pytest.approx(MODEL.sitter_chance_unknown)
    shown = OpponentRead()
    for number in range(4):
        game = Game(RULES, seed=number)
        players: tuple[Player, Player] = (expert, easy) if number % 2 else (easy, expert)
        _play(game, players)
        assert expert.opponent_read == shown  # this game's read joins when the next one starts
        last = expert.memory()["game"]
        knocks = tuple(ShownKnock(dw, discards) for dw, discards in last["knocks"])
        shown = shown.then(OpponentRead(tuple(last["opened"]), knocks))
    view = _first_view(Game(RULES, seed=100), 0)
    expert.choose(view)
    read = expert.opponent_read
    assert read == shown
    low_knocks = sum(0 < k.deadwood <= 5 for k in read.knocks)
    late_knocks = sum(k.deadwood > 5 and k.discards >= MODEL.sitter_late_turn for k in read.knocks)
    assert low_knocks >= 1, "Easy knocks at once, often with 1 to 5 deadwood"
    assert late_knocks >= 1, "... or late in the hand with more, which no sitter does"
    assert not any(dw <= RULES.knock_limit for dw in read.opened), "Easy never sits on a knock"
    knowledge = Knowledge.from_view(view, read)
    odds = MODEL.sitter_chance_unknown / (1 - MODEL.sitter_chance_unknown)
    odds *= MODEL.never_sat_odds ** len(read.opened)
    odds *= MODEL.low_knock_odds ** (low_knocks + late_knocks)
    assert knowledge.sitter_chance(MODEL) == pytest.approx(odds / (1 + odds))
    assert knowledge.sitter_chance(MODEL) < 0.2 < prior
    assert Knowledge.from_view(view).sitter_chance(MODEL) == prior  # a fresh player's guess


def test_a_restored_expert_plays_on_exactly_as_the_uninterrupted_one() -> None:
    original, easy = _expert(), EasyPlayer(2)
    for number in range(2):
        _play(Game(RULES, seed=20 + number), (original, easy))
    game = Game(RULES, seed=30)
    _play(game, (original, easy), stop=25)
    saved = json.loads(json.dumps(original.memory()))
    assert saved["earlier"]["knocks"] or saved["earlier"]["opened"]
    resumed = _expert()
    resumed.restore(saved)
    assert resumed.memory() == original.memory()
    twin_easy = copy.deepcopy(easy)
    assert play_twins(game, (original.choose, easy.choose), (resumed.choose, twin_easy.choose))
    next_view = _first_view(Game(RULES, seed=31), 1)
    assert resumed.choose(next_view) == original.choose(next_view)
    assert resumed.memory() == original.memory()


def test_memory_returns_a_copy() -> None:
    expert = _expert()
    expert.restore(_good())
    memory = expert.memory()
    memory["game"]["knocks"].append(3)
    memory["earlier"]["opened"].append(40)
    assert expert.memory() != memory


def _good() -> dict[str, Any]:
    return {
        "version": 2,
        "earlier": {"opened": [12, 30], "knocks": [[3, 4]]},
        "game": {"opened": [], "knocks": [[7, 12]], "hands": 1},
    }


def _changed(path: tuple[str, ...], value: object) -> dict[str, Any]:
    memory = _good()
    target = memory
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return memory


BAD_MEMORIES = [
    {},
    {"rng": [3, [0] * 625, None]},
    _changed(("version",), 3),
    _changed(("version",), "2"),
    _changed(("version",), True),  # equal to 1, but not a version
    _changed(("version",), 2.0),
    _changed(("earlier",), [12, 30]),
    _changed(("earlier", "opened"), "12"),
    _changed(("earlier", "opened"), [12.0]),
    _changed(("earlier", "opened"), [True]),
    _changed(("earlier", "opened"), [-1]),
    _changed(("earlier", "opened"), [101]),
    _changed(("earlier", "knocks"), [[0, 4]]),  # gin is never counted as a knock
    _changed(("earlier", "knocks"), [[3, 4]] * 201),
    _changed(("earlier", "knocks"), [3]),  # version 2 lists [deadwood, discards]
    _changed(("earlier", "knocks"), [[3]]),
    _changed(("earlier", "knocks"), [[3, 4, 5]]),
    _changed(("earlier", "knocks"), [[3, -1]]),
    _changed(("earlier", "knocks"), [[3, 10_001]]),
    _changed(("earlier", "knocks"), [[3, 4.0]]),
    _changed(("earlier", "knocks"), [(3, 4)]),
    _changed(("earlier", "extra"), []),
    _changed(("game", "hands"), -1),
    _changed(("game", "hands"), "1"),
    {**_good(), "extra": 1},
]


@pytest.mark.parametrize("memory", BAD_MEMORIES)
def test_a_memory_that_is_not_an_experts_is_refused_and_changes_nothing(
    memory: dict[str, Any],
) -> None:
    expert = _expert()
    expert.restore(_good())
    before = expert.memory()
    with pytest.raises(ValueError, match=r"memory|opponent read"):
        expert.restore(memory)
    assert expert.memory() == before


def test_a_memory_that_is_not_a_mapping_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        _expert().restore([1, 2])  # type: ignore[arg-type]


def test_a_restored_good_memory_round_trips() -> None:
    expert = _expert()
    expert.restore(_good())
    assert expert.memory() == _good()
    assert expert.opponent_read == OpponentRead((12, 30), (ShownKnock(3, 4),))


def test_a_memory_saved_before_knocks_had_their_time_is_read_as_early_knocks() -> None:
    """Version 1 listed each knock's deadwood only: read as made early in the hand (what that
    version judged by), so a saved match's Expert goes on knowing what it knew."""
    expert = _expert()
    old = {**_good(), "version": 1}
    old["earlier"] = {"opened": [12, 30], "knocks": [3]}
    old["game"] = {"opened": [], "knocks": [7], "hands": 1}
    expert.restore(old)
    assert expert.opponent_read == OpponentRead((12, 30), (ShownKnock(3, 0),))
    saved = expert.memory()
    assert saved["version"] == 2 and saved["game"]["knocks"] == [[7, 0]]
    with pytest.raises(ValueError, match="opponent read"):
        expert.restore({**old, "game": {"opened": [], "knocks": [[7, 12]], "hands": 1}})


def test_an_old_memory_restored_in_the_middle_of_its_game_counts_that_game_once() -> None:
    """A version 1 memory saved mid-game lists that game's knocks without their timing; the
    game's next view shows them with it. That is the same game, not a new one whose read
    would be added to the one before (counting every showdown of the game twice)."""
    original, easy = _expert(), EasyPlayer(3)
    game = Game(RULES, seed=41)
    for seat, view in decisions(game):
        if original.memory()["game"]["knocks"] and seat == 0:
            break
        game.apply((original, easy)[seat].choose(view))
    else:
        raise AssertionError("the seeded game changed: Easy never knocked")
    saved = original.memory()
    old = {
        "version": 1,
        "earlier": {"opened": [], "knocks": []},
        "game": {**saved["game"], "knocks": [dw for dw, _ in saved["game"]["knocks"]]},
    }
    resumed = _expert()
    resumed.restore(old)
    assert resumed.choose(view) == original.choose(view)
    assert resumed.memory() == original.memory()
    assert resumed.opponent_read == OpponentRead()
