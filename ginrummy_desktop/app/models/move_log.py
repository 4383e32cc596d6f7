"""The move log of the hand in play: every action in words, the computer's included, as the
user may know it.

One line per applied action, worded as the hand history words it (``models/replay.py``), with
one difference: a card the computer drew from the stock is not named ("Computer drew from the
stock"), because the user never saw it. A card it took from the discard pile is named: it was
face up. The log starts afresh at each deal and ends with the hand's result. No widgets (the
words are the hand history's, translated, and one line of its own, context ``"MoveLog"``);
``MoveLogModel`` shows it in a list view. While a friend sits opposite, every line names them
instead of the computer ("Ana drew from the stock", ``words/opposite.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import (
    Action,
    BigGin,
    Cut,
    Deal,
    Event,
    HandDealt,
    HandEnded,
    Knock,
    Knocked,
    LayOff,
    Outcome,
    RuleSet,
    ShowdownSettled,
    StockDrawn,
)
from ..records.replay import hand_start_text, knock_text, laid_off_text, move_text, nothing_laid
from ..seats.seat import Seat
from ..words import opposite
from ..words.cards import card_text, listed
from ..words.results import hand_breakdown

__all__ = ["log_lines"]



def log_lines(
    seat: int | None, action: Action, events: tuple[Event, ...], rules: RuleSet
) -> tuple[str, ...]:
    """The lines one applied action adds to the log (none for the cut)."""
    lines: list[str] = []
    for event in events:
        if isinstance(event, HandDealt):
            lines.append(hand_start_text(event.number, event.dealer))
    if seat is not None and not isinstance(action, Cut | Deal):
        lines.append(_action_line(seat, action, events))
    for event in events:
        if isinstance(event, HandEnded):
            lines.append(hand_breakdown(event.result, rules).title)
    return tuple(lines)


def _action_line(seat: int, action: Action, events: tuple[Event, ...]) -> str:
    if isinstance(action, LayOff):
        return _lay_off_line(seat, events)
    if isinstance(action, Knock | BigGin):
        knocked = next(e for e in events if isinstance(e, Knocked))
        return knock_text(seat, knocked)
    if seat != Seat.USER and any(isinstance(e, StockDrawn) for e in events):
        return opposite.sentence(
            QCoreApplication.translate("MoveLog", "Computer drew from the stock"),
            QCoreApplication.translate("MoveLog", "{friend} drew from the stock"))
    return move_text(seat, action, events)[0]


def _lay_off_line(seat: int, events: tuple[Event, ...]) -> str:
    settled = next((e for e in events if isinstance(e, ShowdownSettled)), None)
    if settled is None or not settled.settlement.layoffs:
        gin = settled is not None and settled.settlement.outcome in (Outcome.GIN, Outcome.BIG_GIN)
        return nothing_laid(seat, gin)
    cards = listed(card_text(lay.card) for lay in settled.settlement.layoffs)
    return laid_off_text(seat, cards)
