"""The Gin Rummy rules engine: pure, exact and fast (standard library only, no I/O).

Glossary. *Card*, *rank* (aces low), *suit*. A *meld* is a *group* (3-4 of a rank; "set" in the
books) or a *run* (3+ in sequence in one suit). *Deadwood*: cards in no meld, and their points.
An *arrangement*: disjoint melds plus deadwood. The *stock* is face down; the *discard pile*
face up, its top card the *upcard* (the very first one is offered in the *upcard offer*).
*Knock*: end the hand with deadwood within the *knock limit*; *gin*: knock with none; *big gin*:
all 11 cards melded after drawing. At the *showdown* the defender *lays off* cards onto the
knocker's melds; an *undercut* is a defender with deadwood no higher than the knocker's. The
*wall*: two cards left in the stock. A *hand* is the cards held; a *game* here is the match to
the target score, scored on the *score sheet*.

Public API: ``parse_cards``, ``best_arrangement``, ``best_discard``, ``settle``,
``knock_melds``, ``RuleSet``, ``Game`` (``legal_actions``, ``apply``, ``view``),
``game_to_json``/``game_from_json``, and the values they use. The mask functions
(``min_deadwood_mask``, ``best_discard_mask``, ``knock_melds_mask``) are the fast path for the
computer opponent.

Bad input: every public function and constructor says in its docstring what it accepts, and
refuses anything else with the engine's own errors (:mod:`.errors`): GinRummyTypeError (also a
``TypeError``) for a wrong type, a ``ValueError`` subclass of GinRummyError for a bad value, and
never more than a short excerpt of the input in a message. Two exceptions, both documented where
they apply: the actions and the engine's result values (arrangements, settlements, events, the
score sheet, views) are not checked when made (the game checks actions when they are applied),
and the mask functions check only what costs nothing. The meld search accepts at most
``MAX_SEARCH_CARDS`` (16) cards.
"""

from __future__ import annotations

from .actions import (
    Action,
    BigGin,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Knock,
    LayOff,
    Pass,
    TakeDiscard,
    TakeUpcard,
)
from .cards import (
    FULL_DECK,
    Card,
    Rank,
    Suit,
    cards_to_mask,
    format_cards,
    mask_to_cards,
    parse_cards,
)
from .errors import (
    GinRummyError,
    GinRummyTypeError,
    GinRummyValueError,
    IllegalActionError,
    MeldError,
    NotationError,
    RecordError,
    RulesError,
)
from .events import (
    CardDiscarded,
    DealerChosen,
    DiscardTaken,
    Event,
    GameOver,
    HandDealt,
    HandEnded,
    Knocked,
    ShowdownSettled,
    StockDrawn,
    UpcardPassed,
    UpcardTaken,
    WallReached,
)
from .game import PHASE_TRANSITIONS, Game, next_phases
from .melds import (
    MAX_SEARCH_CARDS,
    Arrangement,
    DiscardChoice,
    Meld,
    MeldKind,
    best_arrangement,
    best_discard,
    best_discard_mask,
    best_discards,
    deadwood_points,
    min_deadwood_mask,
)
from .record import (
    RECORD_VERSION,
    ReplayedRecord,
    game_document,
    game_from_document,
    game_from_json,
    game_to_json,
    replay_document,
)
from .rules import (
    PRESET_SUMMARIES,
    PRESET_TITLES,
    PRESETS,
    Editor,
    NextDealer,
    RuleInfo,
    RuleSet,
    rule_info,
    rule_settings,
)
from .scoring import Column, ColumnEntry, HandResult, ScoreSheet, extend_sheet, score_sheet
from .showdown import (
    LaidOffCard,
    Outcome,
    Role,
    Settlement,
    knock_melds,
    knock_melds_mask,
    layoff_reach,
    settle,
)
from .view import Phase, PlayerView

__all__ = [
    "FULL_DECK",
    "MAX_SEARCH_CARDS",
    "PHASE_TRANSITIONS",
    "PRESETS",
    "PRESET_SUMMARIES",
    "PRESET_TITLES",
    "RECORD_VERSION",
    "Action",
    "Arrangement",
    "BigGin",
    "Card",
    "CardDiscarded",
    "Column",
    "ColumnEntry",
    "Cut",
    "Deal",
    "DealerChosen",
    "Discard",
    "DiscardChoice",
    "DiscardTaken",
    "DrawStock",
    "Editor",
    "Event",
    "Game",
    "GameOver",
    "GinRummyError",
    "GinRummyTypeError",
    "GinRummyValueError",
    "HandDealt",
    "HandEnded",
    "HandResult",
    "IllegalActionError",
    "Knock",
    "Knocked",
    "LaidOffCard",
    "LayOff",
    "Meld",
    "MeldError",
    "MeldKind",
    "NextDealer",
    "NotationError",
    "Outcome",
    "Pass",
    "Phase",
    "PlayerView",
    "Rank",
    "RecordError",
    "ReplayedRecord",
    "Role",
    "RuleInfo",
    "RuleSet",
    "RulesError",
    "ScoreSheet",
    "Settlement",
    "ShowdownSettled",
    "StockDrawn",
    "Suit",
    "TakeDiscard",
    "TakeUpcard",
    "UpcardPassed",
    "UpcardTaken",
    "WallReached",
    "best_arrangement",
    "best_discard",
    "best_discard_mask",
    "best_discards",
    "cards_to_mask",
    "deadwood_points",
    "extend_sheet",
    "format_cards",
    "game_document",
    "game_from_document",
    "game_from_json",
    "game_to_json",
    "knock_melds",
    "knock_melds_mask",
    "layoff_reach",
    "mask_to_cards",
    "min_deadwood_mask",
    "next_phases",
    "parse_cards",
    "replay_document",
    "rule_info",
    "rule_settings",
    "score_sheet",
    "settle",
]
