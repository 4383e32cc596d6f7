"""Words for the end of a hand and of a game: the points breakdown the table shows.

Pure functions of the engine's :class:`HandResult` and :class:`ScoreSheet`; seat 0 is "you",
seat 1 "the computer". A breakdown is a title and a few lines, e.g. for an undercut::

    Undercut! The computer scores 27
    You knocked with 8 deadwood.
    The computer has 6 after laying off 4 points.
    Difference 2 + undercut bonus 25 = 27
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Column, HandResult, Outcome, RuleSet, ScoreSheet, Settlement
from ..seats import Seat

__all__ = ["Breakdown", "game_breakdown", "hand_breakdown", "score_line", "seat_name"]



@dataclass(frozen=True, slots=True)
class Breakdown:
    """A title and the lines under it."""

    title: str
    lines: tuple[str, ...]


def seat_name(seat: int, capital: bool = True) -> str:
    """ "You" or "The computer" (lower case inside a sentence)."""
    name = "You" if seat == Seat.USER else "The computer"
    return name if capital else name.lower()


def _scores(seat: int, points: int) -> str:
    verb = "score" if seat == Seat.USER else "scores"
    return f"{seat_name(seat)} {verb} {points}"


def _has(seat: int) -> str:
    return f"{seat_name(seat)} {'have' if seat == Seat.USER else 'has'}"


def hand_breakdown(result: HandResult, rules: RuleSet) -> Breakdown:
    """What happened in a finished hand and how its points were counted."""
    settlement = result.settlement
    if result.outcome is Outcome.DEAD or settlement is None or result.knocker is None:
        return Breakdown(
            "Dead hand",
            ("Nobody knocked before the stock ran out.", "No score: the same dealer deals again."),
        )
    knocker, winner = result.knocker, result.winner if result.winner is not None else 0
    lines = _outcome_lines(settlement, knocker, rules)
    if settlement.multiplier > 1:
        lines.append(f"Doubled by the spade upcard (× {settlement.multiplier})")
    return Breakdown(_title(settlement.outcome, knocker, winner, result.points), tuple(lines))


def _title(outcome: Outcome, knocker: int, winner: int, points: int) -> str:
    if outcome is Outcome.GIN:
        return f"Gin! {_scores(winner, points)}"
    if outcome is Outcome.BIG_GIN:
        return f"Big gin! {_scores(winner, points)}"
    if outcome is Outcome.UNDERCUT:
        return f"Undercut! {_scores(winner, points)}"
    verb = "score" if winner == Seat.USER else "scores"
    return f"{seat_name(knocker)} knocked and {verb} {points}"


def _outcome_lines(settlement: Settlement, knocker: int, rules: RuleSet) -> list[str]:
    defender = 1 - knocker
    kdw, ddw = settlement.knocker_deadwood, settlement.defender_deadwood
    outcome = settlement.outcome
    if outcome in (Outcome.GIN, Outcome.BIG_GIN):
        bonus = rules.big_gin_bonus if outcome is Outcome.BIG_GIN else rules.gin_bonus
        name = "big gin" if outcome is Outcome.BIG_GIN else "gin"
        return [
            f"{_has(defender)} {ddw} deadwood (no lay-offs against gin).",
            f"{ddw} + {name} bonus {bonus} = {ddw + bonus}",
        ]
    lines = [
        f"{seat_name(knocker)} knocked with {kdw} deadwood.",
        _defender_line(settlement, defender),
    ]
    if outcome is Outcome.UNDERCUT:
        lines.append(
            f"Difference {kdw - ddw} + undercut bonus {rules.undercut_bonus}"
            f" = {kdw - ddw + rules.undercut_bonus}"
        )
    else:
        lines.append(f"Difference {ddw} − {kdw} = {ddw - kdw}")
    return lines


def _defender_line(settlement: Settlement, defender: int) -> str:
    laid = settlement.layoff_points
    ddw = settlement.defender_deadwood
    if not settlement.layoffs:
        return f"{_has(defender)} {ddw} deadwood (nothing to lay off)."
    count = len(settlement.layoffs)
    cards = "card" if count == 1 else "cards"
    return f"{_has(defender)} {ddw} deadwood after laying off {count} {cards} ({laid} points)."


def score_line(sheet: ScoreSheet, rules: RuleSet) -> str:
    """The running score: "You 45 · Computer 12 (game to 100)"."""
    column = sheet.columns[0]
    mine, theirs = column.hand_points
    extra = f" (game to {rules.target})"
    if len(sheet.columns) > 1:
        extra = f" in game 1 of 3 (each to {rules.target})"
    return f"You {mine} · Computer {theirs}{extra}"


def game_breakdown(sheet: ScoreSheet, rules: RuleSet) -> Breakdown:
    """The final account of a finished game: bonuses per column and the margin."""
    lines: list[str] = []
    for number, column in enumerate(sheet.columns, start=1):
        prefix = f"Game {number}: " if len(sheet.columns) > 1 else ""
        lines.extend(prefix + line for line in _column_lines(column, rules))
    mine, theirs = sheet.totals
    winner = sheet.winner
    if winner is None:
        return Breakdown("The match is drawn", (*lines, f"Final: You {mine} · Computer {theirs}"))
    title = "You win the game!" if winner == Seat.USER else "The computer wins the game"
    lines.append(f"Final: You {mine} · Computer {theirs}, a margin of {sheet.margin}")
    return Breakdown(title, tuple(lines))


def _column_lines(column: Column, rules: RuleSet) -> list[str]:
    if column.winner is None:
        return []
    winner = column.winner
    mine, theirs = column.hand_points
    lines = [f"Hand points: You {mine} · Computer {theirs}"]
    if column.game_bonus[winner]:
        lines.append(f"Game bonus: {seat_name(winner)} +{column.game_bonus[winner]}")
    if any(column.line_bonus):
        won = column.hands_won
        each = rules.line_bonus
        lines.append(
            f"Line bonus: You {won[0]} × {each} = {column.line_bonus[0]}"
            f" · Computer {won[1]} × {each} = {column.line_bonus[1]}"
        )
    if column.shutout and rules.shutout_doubles:
        what = "everything" if rules.shutout_doubles_all else "hand points and game bonus"
        lines.append(f"Shutout: {seat_name(winner, capital=False)} doubled ({what})")
    return lines
