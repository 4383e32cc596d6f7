"""Computer-vs-computer games, recorded for the arena and the strength tests (pure, no I/O).

Two *sides*, A and B, play *mirrored deal pairs*: pair ``k`` is two whole games (to the target,
with every bonus of the rules) that use the same seed for all chance, first with side A in seat
0, then with the seats swapped. The cut therefore gives the same seat the deal, and the n-th deal
of both games is the same deck: every deal is played once from each side of the table, which
removes most of the luck of the cards from a comparison. (After a dead hand the same dealer deals
again, and under "winner deals" the dealer follows the winner, so later deals can land on the
other seat; the decks themselves stay the same.)

Players: :func:`play_pair` gives each game fresh players, made by the sides' factories from seeds
derived from the match seed and the pair number. :func:`play_session` instead makes one player
per side and lets it play a run of consecutive pairs, every game of them, as the same object
plays every game of a session at the table: a player that learns about its opponent (the
Expert) carries that from game to game. Either way the players' seeds depend only on the match
seed and the pair numbers, so a match replays exactly however its pairs or sessions are shared
among processes.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
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
    "play_session",
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
    cap_hits: int = 0
    """Decisions the player's time cap cut short in this game (players with a ``cap_hits``
    count, the Expert; 0 for the others)."""


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
    players: tuple[Player, Player] | None = None,
) -> tuple[GameRecord, GameRecord]:
    """Play mirrored pair ``pair`` of a match: A in seat 0, then A in seat 1, same chance.

    Each game gets fresh players from ``factories``, unless ``players`` (side A's, side B's)
    are given: then those play both games (see :func:`play_session`)."""
    game_seed = derive_seed(seed, pair, 0)
    records = []
    for seat_of_a in (0, 1):
        side_players = players or (
            factories[0](derive_seed(seed, pair, 1)),
            factories[1](derive_seed(seed, pair, 2)),
        )
        seated = side_players if seat_of_a == 0 else (side_players[1], side_players[0])
        before = _cap_hits(seated)
        game, times = play_game(seated, rules, game_seed, clock)
        after = _cap_hits(seated)
        caps = (after[0] - before[0], after[1] - before[1])
        records.append(_record(game, times, pair, seat_of_a, caps))
    return records[0], records[1]


def play_session(
    factories: tuple[PlayerFactory, PlayerFactory],
    rules: RuleSet,
    seed: int,
    pairs: Sequence[int],
    clock: Callable[[], float] = time.perf_counter,
) -> Iterator[tuple[GameRecord, GameRecord]]:
    """Play the mirrored pairs ``pairs`` in order with one player per side for all their games,
    yielding each pair's records as it ends.

    The players are made from seeds derived from the match seed and the session's first pair,
    so a session replays exactly wherever it is played. A game's records are those of
    :func:`play_pair`; the players simply remember what they learned in the earlier games."""
    first = pairs[0] if pairs else 0
    players = (
        factories[0](derive_seed(seed, first, 1)),
        factories[1](derive_seed(seed, first, 2)),
    )
    for pair in pairs:
        yield play_pair(factories, rules, seed, pair, clock, players)


def _cap_hits(players: tuple[Player, Player]) -> tuple[int, int]:
    """Each seat's count of decisions cut short by its time cap so far (0 if it keeps none)."""
    counts = (getattr(player, "cap_hits", 0) for player in players)
    first, second = (count if type(count) is int else 0 for count in counts)
    return first, second


def _record(
    game: Game,
    times: tuple[tuple[float, ...], tuple[float, ...]],
    pair: int,
    seat_of_a: int,
    caps: tuple[int, int] = (0, 0),
) -> GameRecord:
    seats = (seat_of_a, 1 - seat_of_a)
    sides = (
        _side_record(game, seats[0], times[seats[0]], caps[seats[0]]),
        _side_record(game, seats[1], times[seats[1]], caps[seats[1]]),
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


def _side_record(game: Game, seat: int, times: tuple[float, ...], cap_hits: int) -> SideRecord:
    won = [r.outcome for r in game.results if r.winner == seat]
    return SideRecord(
        won=game.phase is Phase.GAME_OVER and game.sheet.winner == seat,
        points=game.sheet.totals[seat],
        knocks=won.count(Outcome.KNOCK),
        gins=won.count(Outcome.GIN),
        big_gins=won.count(Outcome.BIG_GIN),
        undercuts=won.count(Outcome.UNDERCUT),
        decision_seconds=times,
        cap_hits=cap_hits,
    )


def _decks(game: Game) -> tuple[tuple[int, ...], ...]:
    """The deck order of every deal, as card indices."""
    return tuple(
        tuple(card.index for card in action.deck)
        for action in game.history
        if isinstance(action, Deal) and action.deck is not None
    )
