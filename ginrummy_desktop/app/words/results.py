"""Words for the end of a hand and of a game: the points breakdown the table shows.

Pure functions of the engine's :class:`HandResult` and :class:`ScoreSheet`; seat 0 is "you",
seat 1 "the computer". A breakdown is a title and a few lines, e.g. for an undercut::

    Undercut! The computer scores 27
    You knocked with 8 deadwood.
    The computer has 6 after laying off 4 points.
    Difference 2 + undercut bonus 25 = 27

Every sentence is translated whole (context ``ResultWords``), with one sentence for each seat
("You score", "The computer scores"), so a translation never glues a name to a verb.

A screen reader is given the same account in whole sentences, each with its full stop, and
words where the screen shows signs (``spoken_*``): "The difference is 23 minus 8, which makes
15." instead of "Difference 23 − 8 = 15", "you 15, the computer 0" instead of "You 15 · Computer
0" (a reader says "middle dot" and runs lines without full stops together).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...engine import Column, HandResult, Outcome, RuleSet, ScoreSheet, Settlement
from ..seats.seat import Seat

__all__ = [
    "Breakdown",
    "game_breakdown",
    "hand_breakdown",
    "score_line",
    "seat_name",
    "spoken_game_result",
    "spoken_hand_result",
    "spoken_score",
]


@dataclass(frozen=True, slots=True)
class Breakdown:
    """A title and the lines under it."""

    title: str
    lines: tuple[str, ...]


def seat_name(seat: int, capital: bool = True) -> str:
    """ "You" or "The computer" (lower case inside a sentence)."""
    if seat == Seat.USER:
        if capital:
            return QCoreApplication.translate("ResultWords", "You")
        return QCoreApplication.translate("ResultWords", "you")
    if capital:
        return QCoreApplication.translate("ResultWords", "The computer")
    return QCoreApplication.translate("ResultWords", "the computer")


def hand_breakdown(result: HandResult, rules: RuleSet) -> Breakdown:
    """What happened in a finished hand and how its points were counted."""
    settlement = result.settlement
    if result.outcome is Outcome.DEAD or settlement is None or result.knocker is None:
        return Breakdown(
            QCoreApplication.translate("ResultWords", "Dead hand"),
            (QCoreApplication.translate("ResultWords",
                                        "Nobody knocked before the stock ran out."),
             QCoreApplication.translate("ResultWords",
                                        "No score: the same dealer deals again.")),
        )
    knocker, winner = result.knocker, result.winner if result.winner is not None else 0
    lines = _outcome_lines(settlement, knocker, rules)
    if settlement.multiplier > 1:
        lines.append(QCoreApplication.translate(
            "ResultWords", "Doubled by the spade upcard (× {multiplier})",
        ).format(multiplier=settlement.multiplier))
    return Breakdown(_title(settlement.outcome, knocker, winner, result.points), tuple(lines))


def _title(outcome: Outcome, knocker: int, winner: int, points: int) -> str:
    you = winner == Seat.USER
    if outcome is Outcome.GIN:
        text = (QCoreApplication.translate("ResultWords", "Gin! You score {points}") if you
                else QCoreApplication.translate("ResultWords", "Gin! The computer scores {points}"))
    elif outcome is Outcome.BIG_GIN:
        text = (QCoreApplication.translate("ResultWords", "Big gin! You score {points}") if you
                else QCoreApplication.translate("ResultWords",
                                                "Big gin! The computer scores {points}"))
    elif outcome is Outcome.UNDERCUT:
        text = (QCoreApplication.translate("ResultWords", "Undercut! You score {points}") if you
                else QCoreApplication.translate("ResultWords",
                                                "Undercut! The computer scores {points}"))
    elif knocker == Seat.USER:  # a knock: the knocker scores
        text = QCoreApplication.translate("ResultWords", "You knocked and score {points}")
    else:
        text = QCoreApplication.translate("ResultWords", "The computer knocked and scores {points}")
    return text.format(points=points)


def _outcome_lines(settlement: Settlement, knocker: int, rules: RuleSet) -> list[str]:
    defender = 1 - knocker
    kdw, ddw = settlement.knocker_deadwood, settlement.defender_deadwood
    outcome = settlement.outcome
    if outcome in (Outcome.GIN, Outcome.BIG_GIN):
        if defender == Seat.USER:
            has = QCoreApplication.translate(
                "ResultWords", "You have {deadwood} deadwood (no lay-offs against gin).")
        else:
            has = QCoreApplication.translate(
                "ResultWords", "The computer has {deadwood} deadwood (no lay-offs against gin).")
        if outcome is Outcome.BIG_GIN:
            bonus, sum_text = rules.big_gin_bonus, QCoreApplication.translate(
                "ResultWords", "{deadwood} + big gin bonus {bonus} = {total}")
        else:
            bonus, sum_text = rules.gin_bonus, QCoreApplication.translate(
                "ResultWords", "{deadwood} + gin bonus {bonus} = {total}")
        return [
            has.format(deadwood=ddw),
            sum_text.format(deadwood=ddw, bonus=bonus, total=ddw + bonus),
        ]
    if knocker == Seat.USER:
        knocked = QCoreApplication.translate("ResultWords", "You knocked with {deadwood} deadwood.")
    else:
        knocked = QCoreApplication.translate(
            "ResultWords", "The computer knocked with {deadwood} deadwood.")
    lines = [knocked.format(deadwood=kdw), _defender_line(settlement, defender)]
    if outcome is Outcome.UNDERCUT:
        lines.append(QCoreApplication.translate(
            "ResultWords", "Difference {difference} + undercut bonus {bonus} = {total}",
        ).format(difference=kdw - ddw, bonus=rules.undercut_bonus,
                 total=kdw - ddw + rules.undercut_bonus))
    else:
        lines.append(QCoreApplication.translate(
            "ResultWords", "Difference {defender} − {knocker} = {total}",
        ).format(defender=ddw, knocker=kdw, total=ddw - kdw))
    return lines


def _defender_line(settlement: Settlement, defender: int) -> str:
    laid = settlement.layoff_points
    ddw = settlement.defender_deadwood
    you = defender == Seat.USER
    if not settlement.layoffs:
        if you:
            text = QCoreApplication.translate(
                "ResultWords", "You have {deadwood} deadwood (nothing to lay off).")
        else:
            text = QCoreApplication.translate(
                "ResultWords", "The computer has {deadwood} deadwood (nothing to lay off).")
        return text.format(deadwood=ddw)
    cards = QCoreApplication.translate("ResultWords", "%n card(s)", None, len(settlement.layoffs))
    points = QCoreApplication.translate("ResultWords", "%n point(s)", None, laid)
    if you:
        text = QCoreApplication.translate(
            "ResultWords", "You have {deadwood} deadwood after laying off {cards} ({points}).")
    else:
        text = QCoreApplication.translate(
            "ResultWords",
            "The computer has {deadwood} deadwood after laying off {cards} ({points}).")
    return text.format(deadwood=ddw, cards=cards, points=points)


def score_line(sheet: ScoreSheet, rules: RuleSet) -> str:
    """The running score: "You 45 · Computer 12 (game to 100)"."""
    column = sheet.columns[0]
    mine, theirs = column.hand_points
    if len(sheet.columns) > 1:
        text = QCoreApplication.translate(
            "ResultWords", "You {you} · Computer {computer} in game 1 of 3 (each to {target})")
    else:
        text = QCoreApplication.translate(
            "ResultWords", "You {you} · Computer {computer} (game to {target})")
    return text.format(you=mine, computer=theirs, target=rules.target)


def game_breakdown(sheet: ScoreSheet, rules: RuleSet) -> Breakdown:
    """The final account of a finished game: bonuses per column and the margin."""
    lines = _columns_lines(sheet, rules, _column_lines)
    mine, theirs = sheet.totals
    winner = sheet.winner
    if winner is None:
        final = QCoreApplication.translate("ResultWords", "Final: You {you} · Computer {computer}")
        return Breakdown(QCoreApplication.translate("ResultWords", "The match is drawn"),
                         (*lines, final.format(you=mine, computer=theirs)))
    if winner == Seat.USER:
        title = QCoreApplication.translate("ResultWords", "You win the game!")
    else:
        title = QCoreApplication.translate("ResultWords", "The computer wins the game")
    lines.append(QCoreApplication.translate(
        "ResultWords", "Final: You {you} · Computer {computer}, a margin of {margin}",
    ).format(you=mine, computer=theirs, margin=sheet.margin))
    return Breakdown(title, tuple(lines))


def _column_lines(column: Column, rules: RuleSet) -> list[str]:
    if column.winner is None:
        return []
    winner = column.winner
    you = winner == Seat.USER
    mine, theirs = column.hand_points
    lines = [QCoreApplication.translate(
        "ResultWords", "Hand points: You {you} · Computer {computer}",
    ).format(you=mine, computer=theirs)]
    if column.game_bonus[winner]:
        if you:
            bonus = QCoreApplication.translate("ResultWords", "Game bonus: You +{bonus}")
        else:
            bonus = QCoreApplication.translate("ResultWords", "Game bonus: The computer +{bonus}")
        lines.append(bonus.format(bonus=column.game_bonus[winner]))
    if any(column.line_bonus):
        won = column.hands_won
        lines.append(QCoreApplication.translate(
            "ResultWords",
            "Line bonus: You {you_hands} × {each} = {you_bonus}"
            " · Computer {computer_hands} × {each} = {computer_bonus}",
        ).format(you_hands=won[0], computer_hands=won[1], each=rules.line_bonus,
                 you_bonus=column.line_bonus[0], computer_bonus=column.line_bonus[1]))
    if column.shutout and rules.shutout_doubles:
        lines.append(_shutout_line(you, rules.shutout_doubles_all))
    return lines


def _shutout_line(you: bool, everything: bool) -> str:
    if everything:
        if you:
            return QCoreApplication.translate("ResultWords", "Shutout: you doubled (everything)")
        return QCoreApplication.translate(
            "ResultWords", "Shutout: the computer doubled (everything)")
    if you:
        return QCoreApplication.translate(
            "ResultWords", "Shutout: you doubled (hand points and game bonus)")
    return QCoreApplication.translate(
        "ResultWords", "Shutout: the computer doubled (hand points and game bonus)")


# --- the same, for a screen reader ----------------------------------------------------------


def spoken_hand_result(result: HandResult, sheet: ScoreSheet, rules: RuleSet) -> str:
    """The end of a hand as a screen reader says it: the outcome and its points, how they were
    counted, and the score (see the module docstring)."""
    settlement = result.settlement
    if result.outcome is Outcome.DEAD or settlement is None or result.knocker is None:
        lines = [QCoreApplication.translate("ResultWords", "Dead hand."),
                 *hand_breakdown(result, rules).lines]
    else:
        knocker = result.knocker
        winner = result.winner if result.winner is not None else knocker
        lines = [_spoken_title(settlement.outcome, knocker, winner, result.points),
                 *_outcome_lines(settlement, knocker, rules)[:-1],
                 _spoken_sum(settlement, rules)]
        if settlement.multiplier > 1:
            lines.append(QCoreApplication.translate(
                "ResultWords", "The spade upcard multiplies the points by {multiplier}.",
            ).format(multiplier=settlement.multiplier))
    return " ".join((*lines, _running_score(sheet, rules)))


def _spoken_title(outcome: Outcome, knocker: int, winner: int, points: int) -> str:
    you = winner == Seat.USER
    if outcome is Outcome.GIN:
        text = (QCoreApplication.translate("ResultWords", "Gin! You score %n point(s).",
                                           None, points) if you
                else QCoreApplication.translate(
                    "ResultWords", "Gin! The computer scores %n point(s).", None, points))
    elif outcome is Outcome.BIG_GIN:
        text = (QCoreApplication.translate("ResultWords", "Big gin! You score %n point(s).",
                                           None, points) if you
                else QCoreApplication.translate(
                    "ResultWords", "Big gin! The computer scores %n point(s).", None, points))
    elif outcome is Outcome.UNDERCUT:
        text = (QCoreApplication.translate("ResultWords", "Undercut! You score %n point(s).",
                                           None, points) if you
                else QCoreApplication.translate(
                    "ResultWords", "Undercut! The computer scores %n point(s).", None, points))
    elif knocker == Seat.USER:
        text = QCoreApplication.translate(
            "ResultWords", "You knocked and score %n point(s).", None, points)
    else:
        text = QCoreApplication.translate(
            "ResultWords", "The computer knocked and scores %n point(s).", None, points)
    return text


def _spoken_sum(settlement: Settlement, rules: RuleSet) -> str:
    """How the hand's points were counted, in words."""
    kdw, ddw = settlement.knocker_deadwood, settlement.defender_deadwood
    outcome = settlement.outcome
    if outcome is Outcome.BIG_GIN:
        return QCoreApplication.translate(
            "ResultWords", "{deadwood} deadwood plus the big gin bonus of {bonus} makes "
            "{total}.").format(deadwood=ddw, bonus=rules.big_gin_bonus,
                               total=ddw + rules.big_gin_bonus)
    if outcome is Outcome.GIN:
        return QCoreApplication.translate(
            "ResultWords", "{deadwood} deadwood plus the gin bonus of {bonus} makes {total}."
        ).format(deadwood=ddw, bonus=rules.gin_bonus, total=ddw + rules.gin_bonus)
    if outcome is Outcome.UNDERCUT:
        return QCoreApplication.translate(
            "ResultWords", "The difference of {difference} plus the undercut bonus of {bonus} "
            "makes {total}.").format(difference=kdw - ddw, bonus=rules.undercut_bonus,
                                     total=kdw - ddw + rules.undercut_bonus)
    return QCoreApplication.translate(
        "ResultWords", "The difference is {defender} minus {knocker}, which makes {total}."
    ).format(defender=ddw, knocker=kdw, total=ddw - kdw)


def spoken_score(sheet: ScoreSheet, rules: RuleSet) -> str:
    """The running score as a sentence: "The score: you 45, the computer 12, in a game to
    100."; once the match is over, its result and final score, bonuses and all (what the
    panel's "Final" line shows), which the player may have missed when it was said."""
    if sheet.is_over:
        return spoken_game_result(sheet, rules)
    return _running_score(sheet, rules)


def _running_score(sheet: ScoreSheet, rules: RuleSet) -> str:
    """The hand points so far as a sentence (a hand's result ends with it: the match's
    result, when the hand ended it, is said after it on its own)."""
    mine, theirs = sheet.columns[0].hand_points
    if len(sheet.columns) > 1:
        text = QCoreApplication.translate(
            "ResultWords", "The score in game 1 of 3: you {you}, the computer {computer}, each "
            "game to {target}.")
    else:
        text = QCoreApplication.translate(
            "ResultWords", "The score: you {you}, the computer {computer}, in a game to "
            "{target}.")
    return text.format(you=mine, computer=theirs, target=rules.target)


def spoken_game_result(sheet: ScoreSheet, rules: RuleSet) -> str:
    """The end of a game as a screen reader says it: who won, the bonuses and the final
    score, in sentences."""
    lines = _columns_lines(sheet, rules, _spoken_column_lines)
    mine, theirs = sheet.totals
    winner = sheet.winner
    if winner is None:
        title = QCoreApplication.translate("ResultWords", "The match is drawn.")
        final = QCoreApplication.translate(
            "ResultWords", "Final score: you {you}, the computer {computer}.")
    else:
        title = (QCoreApplication.translate("ResultWords", "You win the game!")
                 if winner == Seat.USER
                 else QCoreApplication.translate("ResultWords", "The computer wins the game."))
        final = QCoreApplication.translate(
            "ResultWords", "Final score: you {you}, the computer {computer}, a margin of "
            "{margin}.")
    final = final.format(you=mine, computer=theirs, margin=sheet.margin)
    return " ".join((title, *lines, final))


def _spoken_column_lines(column: Column, rules: RuleSet) -> list[str]:
    if column.winner is None:
        return []
    winner = column.winner
    you = winner == Seat.USER
    mine, theirs = column.hand_points
    lines = [QCoreApplication.translate(
        "ResultWords", "Hand points: you {you}, the computer {computer}.",
    ).format(you=mine, computer=theirs)]
    if column.game_bonus[winner]:
        bonus = (QCoreApplication.translate("ResultWords", "Your game bonus is {bonus}.") if you
                 else QCoreApplication.translate(
                     "ResultWords", "The computer's game bonus is {bonus}."))
        lines.append(bonus.format(bonus=column.game_bonus[winner]))
    if any(column.line_bonus):
        won = column.hands_won
        lines.append(QCoreApplication.translate(
            "ResultWords",
            "Line bonus: you {you_hands} times {each}, which makes {you_bonus}; the computer "
            "{computer_hands} times {each}, which makes {computer_bonus}.",
        ).format(you_hands=won[0], computer_hands=won[1], each=rules.line_bonus,
                 you_bonus=column.line_bonus[0], computer_bonus=column.line_bonus[1]))
    if column.shutout and rules.shutout_doubles:
        lines.append(QCoreApplication.translate("ResultWords", "{shutout}.").format(
            shutout=_shutout_line(you, rules.shutout_doubles_all)))
    return lines


def _columns_lines(sheet: ScoreSheet, rules: RuleSet,
                   column_lines: Callable[[Column, RuleSet], Iterable[str]]) -> list[str]:
    """Each column's lines, written by ``column_lines``; under Hollywood (several columns)
    each line says which game it is about."""
    lines: list[str] = []
    several = len(sheet.columns) > 1
    for number, column in enumerate(sheet.columns, start=1):
        for line in column_lines(column, rules):
            lines.append(QCoreApplication.translate("ResultWords", "Game {number}: {line}")
                         .format(number=number, line=line) if several else line)
    return lines
