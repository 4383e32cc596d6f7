"""Computer-vs-computer games, recorded for the arena and the strength tests (pure, no I/O).

Two *sides*, A and B, play *mirrored deal pairs*: pair ``k`` is two whole games (to the target,
with every bonus of the rules) that use the same seed for all chance, first with side A in seat
0, then with the seats swapped. The cut therefore gives the same seat the deal, and the n-th deal
of both games is the same deck: every deal is played once from each side of the table, which
removes most of the luck of the cards from a comparison. (After a dead hand the same dealer deals
again, and under "winner deals" the dealer follows the winner, so later deals can land on the
other seat; the decks themselves stay the same.)

Each game gets fresh players, made by the sides' factories from seeds derived from the match seed
and the pair number, so a match replays exactly however its pairs are shared among processes.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from ..engine import Deal, Game, Outcome, Phase, PlayerView, RuleSet
from .player import Player

__all__ = [
    "GameRecord",
    "PlayerFactory",
    "SideRecord",
    "decisions",
    "derive_seed",
    "play_game",
    "play_pair",
]

PlayerFactory = Callable[[int], Player]
"""Makes a player from a seed."""

MAX_HANDS = 1000
"""A game still running after this many hands is abandoned (players that never knock)."""

_MASK64 = (1 << 64) - 1


def derive_seed(seed: int, pair: int, stream: int) -> int:
    """A well-mixed 63-bit seed for ``stream`` of pair ``pair`` of a match seeded ``seed``."""
    x = seed * 0x9E3779B97F4A7C15 + pair * 0xBF58476D1CE4E5B9 + stream * 0x94D049BB133111EB
    x &= _MASK64
    for shift, factor in ((30, 0xBF58476D1CE4E5B9), (27, 0x94D049BB133111EB)):
        x = ((x ^ (x >> shift)) * factor) & _MASK64
    return (x ^ (x >> 31)) >> 1


@dataclass(frozen=True, slots=True)
class SideRecord:
    """One side's part of a finished game: result, score, hands won by outcome, decision times."""

    won: bool
    points: int
    knocks: int
    gins: int
    big_gins: int
    undercuts: int
    decision_seconds: tuple[float, ...]


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A finished game. ``sides`` is indexed by side (A, B); ``seat_of_a`` is A's seat."""

    pair: int
    seat_of_a: int
    sides: tuple[SideRecord, SideRecord]
    hands: int
    dead_hands: int
    decks: tuple[tuple[int, ...], ...]
    finished: bool

    @property
    def winner(self) -> int | None:
        """The winning side (0 = A, 1 = B), or None (abandoned, or a drawn Hollywood match)."""
        if self.sides[0].won:
            return 0
        return 1 if self.sides[1].won else None


def decisions(game: Game) -> Iterator[tuple[int, PlayerView]]:
    """Each decision a player must make in ``game``, in order: the seat to act and its view.

    The caller applies the decision before asking for the next one. Steps no player decides
    (the cut) are taken as they come; the game ends at game over, or after ``MAX_HANDS`` hands.
    """
    while game.phase is not Phase.GAME_OVER and len(game.results) < MAX_HANDS:
        seat = game.actor
        if seat is None:
            game.apply(game.legal_actions()[0])
            continue
        yield seat, game.view(seat)


def play_game(
    players: tuple[Player, Player],
    rules: RuleSet,
    seed: int,
    clock: Callable[[], float] = time.perf_counter,
) -> tuple[Game, tuple[tuple[float, ...], tuple[float, ...]]]:
    """Play one whole game, ``players`` in seat order; the game and each seat's decision times."""
    game = Game(rules, seed=seed)
    times: tuple[list[float], list[float]] = ([], [])
    for seat, view in decisions(game):
        start = clock()
        action = players[seat].choose(view)
        times[seat].append(clock() - start)
        game.apply(action)
    return game, (tuple(times[0]), tuple(times[1]))


def play_pair(
    factories: tuple[PlayerFactory, PlayerFactory],
    rules: RuleSet,
    seed: int,
    pair: int,
    clock: Callable[[], float] = time.perf_counter,
) -> tuple[GameRecord, GameRecord]:
    """Play mirrored pair ``pair`` of a match: A in seat 0, then A in seat 1, same chance."""
    game_seed = derive_seed(seed, pair, 0)
    records = []
    for seat_of_a in (0, 1):
        side_players = (
            factories[0](derive_seed(seed, pair, 1)),
            factories[1](derive_seed(seed, pair, 2)),
        )
        seated = side_players if seat_of_a == 0 else (side_players[1], side_players[0])
        game, times = play_game(seated, rules, game_seed, clock)
        records.append(_record(game, times, pair, seat_of_a))
    return records[0], records[1]


def _record(
    game: Game, times: tuple[tuple[float, ...], tuple[float, ...]], pair: int, seat_of_a: int
) -> GameRecord:
    seats = (seat_of_a, 1 - seat_of_a)
    sides = (
        _side_record(game, seats[0], times[seats[0]]),
        _side_record(game, seats[1], times[seats[1]]),
    )
    results = game.results
    return GameRecord(
        pair=pair,
        seat_of_a=seat_of_a,
        sides=sides,
        hands=len(results),
        dead_hands=sum(1 for r in results if r.outcome is Outcome.DEAD),
        decks=_decks(game),
        finished=game.phase is Phase.GAME_OVER,
    )


def _side_record(game: Game, seat: int, times: tuple[float, ...]) -> SideRecord:
    won = [r.outcome for r in game.results if r.winner == seat]
    return SideRecord(
        won=game.phase is Phase.GAME_OVER and game.sheet.winner == seat,
        points=game.sheet.totals[seat],
        knocks=won.count(Outcome.KNOCK),
        gins=won.count(Outcome.GIN),
        big_gins=won.count(Outcome.BIG_GIN),
        undercuts=won.count(Outcome.UNDERCUT),
        decision_seconds=times,
    )


def _decks(game: Game) -> tuple[tuple[int, ...], ...]:
    """The deck order of every deal, as card indices."""
    return tuple(
        tuple(card.index for card in action.deck)
        for action in game.history
        if isinstance(action, Deal) and action.deck is not None
    )
