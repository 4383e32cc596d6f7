"""A match as long as they come: to 10,000 points (the highest target allowed), 1,239 hands and
35,607 actions, for the tests and benchmarks that need a long history (issue 39: resuming such
a match took 23 s, its score sheet summed again for every hand at every hand's end).

It is the engine's record of the match (``engine/record.py``), compressed with bz2:
``long_match.json.bz2`` beside this module, 70 KB (1.3 MB of JSON). The tests import it as
``tests.long_match``, the benchmarks with the checkout on their path. Reading it needs the
engine only (no Qt), so the engine's tests use it too. :func:`make_fixture` played it, and
``python -m tests.long_match`` writes it again, the same file byte for byte (the players and
the deals are seeded): two Easy players (seeds 1 and 2), the cut and the deals from
``MatchDeals.from_number(SEED)`` with the phrase :data:`PHRASE`, as the table deals them
(``tests/seeded_match.py``).
"""

from __future__ import annotations

import bz2
import json
from functools import cache
from pathlib import Path
from typing import Any

from ginrummy_desktop.engine import Action, Game, Phase, RuleSet
from ginrummy_desktop.engine.record import action_from_json

FIXTURE = Path(__file__).resolve().with_name("long_match.json.bz2")
RULES = RuleSet(target=10_000)
SEED = 7
"""The number the match's deals come from (``MatchDeals.from_number``)."""
PHRASE = "long match"
"""The phrase of the cut and of every deal."""
HANDS = 1239
"""How many hands the match has (the last one ends it)."""


@cache
def record() -> dict[str, Any]:
    """The engine's record of the whole match (a JSON document, as a save holds it)."""
    document: dict[str, Any] = json.loads(bz2.decompress(FIXTURE.read_bytes()))
    return document


@cache
def actions() -> tuple[Action, ...]:
    """Every action of the match, in order (the cut's and the decks' cards included)."""
    return tuple(action_from_json(data) for data in record()["actions"])


def game_after(hands: int) -> Game:
    """The match replayed until ``hands`` hands have ended (the whole match for
    :data:`HANDS`): the game at that hand's end, before the next deal."""
    game = Game(RULES)
    for action in actions():
        if len(game.results) >= hands or game.phase is Phase.GAME_OVER:
            break
        game.apply(action)
    return game


def make_fixture(path: Path = FIXTURE) -> Game:
    """Play the match again and write its record to ``path`` (the program's modules are
    imported here only: reading the fixture needs none of them)."""
    from ginrummy_desktop.ai.levels import Level, make_player
    from ginrummy_desktop.app.match.deals import MatchDeals
    from ginrummy_desktop.engine import game_document
    from tests.seeded_match import play_until

    game = Game(RULES)
    players = (make_player(Level.EASY, 1), make_player(Level.EASY, 2))
    play_until(game, MatchDeals.from_number(SEED), players, PHRASE, lambda _game, _deals: False)
    text = json.dumps(game_document(game), separators=(",", ":")).encode("ascii")
    path.write_bytes(bz2.compress(text, 9))
    return game


if __name__ == "__main__":
    made = make_fixture()
    print(f"{FIXTURE.name}: {len(made.results)} hands, {len(made.history)} actions, "
          f"totals {made.sheet.totals}, {FIXTURE.stat().st_size:,} bytes")
