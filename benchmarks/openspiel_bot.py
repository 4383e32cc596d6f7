"""OpenSpiel's C++ ``simple_gin_rummy_bot`` seated in the arena, a public reference opponent.

Not a dependency of the game: it needs OpenSpiel's Python package, in an environment of its own
(issue 45), for example::

    python3 -m venv /tmp/openspiel-venv
    /tmp/openspiel-venv/bin/pip install open_spiel  # OpenSpiel 2.0.2 ran here
    /tmp/openspiel-venv/bin/pip install -e .         # the game's engine and players
    PYTHONPATH=benchmarks /tmp/openspiel-venv/bin/python -m ginrummy_desktop.arena \
        ginrummy_desktop.ai.expert:replayable_expert openspiel_bot:simple_bot \
        --games 100 --rules benchmark --seed 43 --session 5 --jobs 1

The bot (``open_spiel/bots/gin_rummy/simple_gin_rummy_bot.cc``) decides from its observation
only: its hand, the knock card, the upcard (present: a draw decision), the stock's size (2: the
wall) and the opponent's laid melds; its only state is the knock sequence it queues. So for
every decision a fresh OpenSpiel state is built that reaches the same decision with the same
hand and upcard (the other hand there is filler, which the bot never reads), a fresh bot is
asked, and its answer becomes our engine's action:

* the upcard offer and the draw: the state is the first-upcard offer with our hand and the
  pile's top card; 52 (draw the upcard) -> TakeUpcard / TakeDiscard, 54 (pass) -> Pass /
  DrawStock;
* the discard: 11 cards; a card just taken from the pile arrives as the drawn upcard, else both
  pass and the 11th card comes from the stock. A card -> Discard; 55 (knock) -> the bot is
  asked on (its discard, its melds, then pass) -> Knock(card, its melds);
* at the wall (our engine offers TakeDiscard only when the card lets one knock): the bot's rule,
  knock if it may, else pass;
* the defender's showdown is played by our engine, as for every player (OpenSpiel's bot never
  lays off).

Cards are mapped by name (OpenSpiel's suits run s, c, d, h). The Benchmark rules forbid
throwing the card just taken from the pile, which OpenSpiel allows; when the bot wants that,
the legal card leaving the least deadwood is thrown (ties to the highest rank, the bot's own
tie rule), counted in ``FALLBACKS`` (never needed in the runs of ``docs/expert.md``).
"""

from __future__ import annotations

from typing import Any

import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]

from ginrummy_desktop.engine import (
    Action,
    Card,
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
)
from ginrummy_desktop.engine.melds import Meld

_GAME: Any = pyspiel.load_game("gin_rummy")
_PARAMS = _GAME.get_parameters()
_DRAW_UPCARD, _DRAW_STOCK, _PASS, _KNOCK, _MELD_BASE = 52, 53, 54, 55, 56
_OS_SUIT = {"s": 0, "c": 1, "d": 2, "h": 3}
FALLBACKS = [0]
"""How many of the bot's answers were illegal here and replaced (see the module docstring)."""


def to_os(card: Card) -> int:
    return _OS_SUIT[card.suit.letter] * 13 + int(card.rank)


_FROM_OS = {to_os(Card.from_index(i)): Card.from_index(i) for i in range(52)}


def from_os(index: int) -> Card:
    return _FROM_OS[index]


def _state(hand10: list[int], upcard: int) -> Any:
    """A state at player 0's first-upcard offer: ``hand10`` in hand, ``upcard`` face up."""
    state = _GAME.new_initial_state()
    used = set(hand10) | {upcard}
    filler = [c for c in range(52) if c not in used][:10]
    for c in [*hand10, *filler, upcard]:
        state.apply_action(c)
    assert state.current_player() == 0 and state.legal_actions() == [_DRAW_UPCARD, _PASS]
    return state


def _bot() -> Any:
    return pyspiel.make_simple_gin_rummy_bot(_PARAMS, 0)


def _melds_from_os(meld_actions: list[int]) -> tuple[Meld, ...]:
    utils_melds = []
    for action in meld_actions:
        cards = _MELD_TABLE[action - _MELD_BASE]
        utils_melds.append(Meld.of(from_os(c) for c in cards))
    return tuple(utils_melds)


def _meld_table() -> dict[int, tuple[int, ...]]:
    """OpenSpiel's meld id -> its cards, read from the action strings of a state."""
    state = _GAME.new_initial_state()
    table: dict[int, tuple[int, ...]] = {}
    for meld_id in range(185):
        text = state.action_to_string(0, _MELD_BASE + meld_id)  # e.g. "Player: 0 Action: As2s3s"
        token = text.split()[-1]
        cards = [token[i : i + 2] for i in range(0, len(token), 2)]
        table[meld_id] = tuple(
            _OS_SUIT[c[1]] * 13 + "A23456789TJQK".index(c[0]) for c in cards
        )
    return table


_MELD_TABLE = _meld_table()


class SimpleBotPlayer:
    """Our Player interface around OpenSpiel's simple_gin_rummy_bot."""

    def __init__(self, seed: int) -> None:
        self.name = "OpenSpiel simple bot"  # deterministic: the seed is not used

    def choose(self, view: PlayerView) -> Action:
        legal = view.legal_actions
        hand = [to_os(c) for c in view.hand]
        upcard = view.upcard
        if view.phase is Phase.UPCARD_OFFER and upcard is not None:
            action = _bot().step(_state(hand, to_os(upcard)))
            return TakeUpcard() if action == _DRAW_UPCARD else Pass()
        if view.phase is Phase.DRAW:
            if view.at_wall:  # the bot's wall rule: knock if it can, else pass
                return TakeDiscard() if TakeDiscard() in legal else Pass()
            if TakeDiscard() not in legal or upcard is None:
                return DrawStock()
            action = _bot().step(_state(hand, to_os(upcard)))
            return TakeDiscard() if action == _DRAW_UPCARD else DrawStock()
        if view.phase is Phase.DISCARD:
            return self._discard(view, hand)
        return legal[0]  # LayOff (the engine lays off for the defender)

    def _discard(self, view: PlayerView, hand: list[int]) -> Action:
        legal = view.legal_actions
        taken = view.may_not_discard
        if taken is not None:
            t = to_os(taken)
            state = _state([c for c in hand if c != t], t)
            state.apply_action(_DRAW_UPCARD)
        else:
            last = hand[-1]
            rest = [c for c in hand if c != last]
            upcard = next(c for c in range(52) if c not in hand)
            state = _state(rest, upcard)
            state.apply_action(_PASS)
            state.apply_action(_PASS)
            state.apply_action(_DRAW_STOCK)
            state.apply_action(last)
        assert state.current_player() == 0 and len(state.legal_actions()) >= 11
        bot = _bot()
        action = bot.step(state)
        if action != _KNOCK:
            move = Discard(from_os(action))
            return move if move in legal else self._fallback(view, knock=False)
        state.apply_action(_KNOCK)
        card = from_os(bot.step(state))
        state.apply_action(to_os(card))
        melds = []
        while (action := bot.step(state)) != _PASS:
            melds.append(action)
            state.apply_action(action)
        if Knock(card) not in legal:
            return self._fallback(view, knock=True)
        return Knock(card, _melds_from_os(melds))

    @staticmethod
    def _fallback(view: PlayerView, knock: bool) -> Action:
        FALLBACKS[0] += 1
        kind = Knock if knock else Discard
        options: list[Discard | Knock] = [a for a in view.legal_actions
                                          if isinstance(a, Discard | Knock) and type(a) is kind]
        if not options:
            options = [a for a in view.legal_actions if isinstance(a, Discard | Knock)]
        mask = cards_to_mask(view.hand)

        def key(action: Discard | Knock) -> tuple[int, int]:
            return (min_deadwood_mask(mask ^ action.card.bit, view.rules.runs_only),
                    -int(action.card.rank))

        return min(options, key=key)


def simple_bot(seed: int) -> SimpleBotPlayer:
    """The arena's factory: ``openspiel_bot:simple_bot``."""
    return SimpleBotPlayer(seed)
