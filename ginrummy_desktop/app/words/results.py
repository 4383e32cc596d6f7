"""Words for the end of a hand and of a game: the points breakdown the table shows.

Pure functions of the engine's :class:`HandResult` and :class:`ScoreSheet`; seat 0 is "you",
seat 1 "the computer". A breakdown is a title and a few lines, e.g. for an undercut::

    Undercut! The computer scores 27
    You knocked with 8 deadwood.
    The computer has 6 after laying off 4 points.
    Difference 2 + undercut bonus 25 = 27

Every sentence is translated whole (context ``ResultWords``), with one sentence for each seat
("You score", "The computer scores"), so a translation never glues a name to a verb. While a
friend sits opposite (``words/opposite.py``), the computer's sentences give way to the friend's
("Gin! {friend} scores 41"), each whole too, the name filled in after translation.

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
from . import opposite

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
    """ "You" or "The computer" (lower case inside a sentence); a friend sitting opposite by
    their chosen name, as they wrote it."""
    if seat == Seat.USER:
        if capital:
            return QCoreApplication.translate("ResultWords", "You")
        return QCoreApplication.translate("ResultWords", "you")
    friend = opposite.friend()
    if friend is not None:
        return friend
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


_NAMED_BY_THE_WINNER = (Outcome.GIN, Outcome.BIG_GIN, Outcome.UNDERCUT)
"""The outcomes whose title names who scores; any other names the knocker (who scores)."""


def _title(outcome: Outcome, knocker: int, winner: int, points: int) -> str:
    named = winner if outcome in _NAMED_BY_THE_WINNER else knocker
    if named != Seat.USER:
        return _their_title(outcome, points)
    if outcome is Outcome.GIN:
        text = QCoreApplication.translate("ResultWords", "Gin! You score {points}")
    elif outcome is Outcome.BIG_GIN:
        text = QCoreApplication.translate("ResultWords", "Big gin! You score {points}")
    elif outcome is Outcome.UNDERCUT:
        text = QCoreApplication.translate("ResultWords", "Undercut! You score {points}")
    else:
        text = QCoreApplication.translate("ResultWords", "You knocked and score {points}")
    return text.format(points=points)


def _their_title(outcome: Outcome, points: int) -> str:
    """The title of a hand the opponent scores."""
    if outcome is Outcome.GIN:
        return opposite.sentence(
            QCoreApplication.translate("ResultWords", "Gin! The computer scores {points}"),
            QCoreApplication.translate("ResultWords", "Gin! {friend} scores {points}"),
            points=points)
    if outcome is Outcome.BIG_GIN:
        return opposite.sentence(
            QCoreApplication.translate("ResultWords", "Big gin! The computer scores {points}"),
            QCoreApplication.translate("ResultWords", "Big gin! {friend} scores {points}"),
            points=points)
    if outcome is Outcome.UNDERCUT:
        return opposite.sentence(
            QCoreApplication.translate("ResultWords", "Undercut! The computer scores {points}"),
            QCoreApplication.translate("ResultWords", "Undercut! {friend} scores {points}"),
            points=points)
    return opposite.sentence(
        QCoreApplication.translate("ResultWords", "The computer knocked and scores {points}"),
        QCoreApplication.translate("ResultWords", "{friend} knocked and scores {points}"),
        points=points)


def _outcome_lines(settlement: Settlement, knocker: int, rules: RuleSet) -> list[str]:
    defender = 1 - knocker
    kdw, ddw = settlement.knocker_deadwood, settlement.defender_deadwood
    outcome = settlement.outcome
    if outcome in (Outcome.GIN, Outcome.BIG_GIN):
        return _gin_lines(settlement, defender, rules)
    if knocker == Seat.USER:
        knocked = QCoreApplication.translate(
            "ResultWords", "You knocked with {deadwood} deadwood.").format(deadwood=kdw)
    else:
        knocked = opposite.sentence(
            QCoreApplication.translate(
                "ResultWords", "The computer knocked with {deadwood} deadwood."),
            QCoreApplication.translate("ResultWords", "{friend} knocked with {deadwood} deadwood."),
            deadwood=kdw)
    lines = [knocked, _defender_line(settlement, defender)]
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


def _gin_lines(settlement: Settlement, defender: int, rules: RuleSet) -> list[str]:
    """The lines of a gin or big gin: the defender's deadwood, and the sum with the bonus."""
    ddw = settlement.defender_deadwood
    if defender == Seat.USER:
        has = QCoreApplication.translate(
            "ResultWords", "You have {deadwood} deadwood (no lay-offs against gin).").format(
                deadwood=ddw)
    else:
        has = opposite.sentence(
            QCoreApplication.translate(
                "ResultWords", "The computer has {deadwood} deadwood (no lay-offs against gin)."),
            QCoreApplication.translate(
                "ResultWords", "{friend} has {deadwood} deadwood (no lay-offs against gin)."),
            deadwood=ddw)
    if settlement.outcome is Outcome.BIG_GIN:
        bonus, sum_text = rules.big_gin_bonus, QCoreApplication.translate(
            "ResultWords", "{deadwood} + big gin bonus {bonus} = {total}")
    else:
        bonus, sum_text = rules.gin_bonus, QCoreApplication.translate(
            "ResultWords", "{deadwood} + gin bonus {bonus} = {total}")
    return [has, sum_text.format(deadwood=ddw, bonus=bonus, total=ddw + bonus)]


def _defender_line(settlement: Settlement, defender: int) -> str:
    laid = settlement.layoff_points
    ddw = settlement.defender_deadwood
    you = defender == Seat.USER
    if not settlement.layoffs:
        if you:
            return QCoreApplication.translate(
                "ResultWords", "You have {deadwood} deadwood (nothing to lay off).").format(
                    deadwood=ddw)
        return opposite.sentence(
            QCoreApplication.translate(
                "ResultWords", "The computer has {deadwood} deadwood (nothing to lay off)."),
            QCoreApplication.translate(
                "ResultWords", "{friend} has {deadwood} deadwood (nothing to lay off)."),
            deadwood=ddw)
    cards = QCoreApplication.translate("ResultWords", "%n card(s)", None, len(settlement.layoffs))
    points = QCoreApplication.translate("ResultWords", "%n point(s)", None, laid)
    if you:
        return QCoreApplication.translate(
            "ResultWords", "You have {deadwood} deadwood after laying off {cards} ({points})."
        ).format(deadwood=ddw, cards=cards, points=points)
    return opposite.sentence(
        QCoreApplication.translate(
            "ResultWords",
            "The computer has {deadwood} deadwood after laying off {cards} ({points})."),
        QCoreApplication.translate(
            "ResultWords", "{friend} has {deadwood} deadwood after laying off {cards} ({points})."),
        deadwood=ddw, cards=cards, points=points)


def _points(mine: int, theirs: int) -> dict[str, int]:
    """Both players' points, by the names the sentences give them: ``{you}``, and the
    opponent's ``{computer}`` in the computer's sentences, ``{theirs}`` in a friend's."""
    return {"you": mine, "computer": theirs, "theirs": theirs}


def score_line(sheet: ScoreSheet, rules: RuleSet) -> str:
    """The running score: "You 45 · Computer 12 (game to 100)"."""
    column = sheet.columns[0]
    points = _points(*column.hand_points)
    if len(sheet.columns) > 1:
        return opposite.sentence(
            QCoreApplication.translate(
                "ResultWords", "You {you} · Computer {computer} in game 1 of 3 (each to {target})"),
            QCoreApplication.translate(
                "ResultWords", "You {you} · {friend} {theirs} in game 1 of 3 (each to {target})"),
            target=rules.target, **points)
    return opposite.sentence(
        QCoreApplication.translate(
            "ResultWords", "You {you} · Computer {computer} (game to {target})"),
        QCoreApplication.translate(
            "ResultWords", "You {you} · {friend} {theirs} (game to {target})"),
        target=rules.target, **points)


def game_breakdown(sheet: ScoreSheet, rules: RuleSet) -> Breakdown:
    """The final account of a finished game: bonuses per column and the margin."""
    lines = _columns_lines(sheet, rules, _column_lines)
    points = _points(*sheet.totals)
    winner = sheet.winner
    if winner is None:
        final = opposite.sentence(
            QCoreApplication.translate("ResultWords", "Final: You {you} · Computer {computer}"),
            QCoreApplication.translate("ResultWords", "Final: You {you} · {friend} {theirs}"),
            **points)
        return Breakdown(QCoreApplication.translate("ResultWords", "The match is drawn"),
                         (*lines, final))
    if winner == Seat.USER:
        title = QCoreApplication.translate("ResultWords", "You win the game!")
    else:
        title = opposite.sentence(
            QCoreApplication.translate("ResultWords", "The computer wins the game"),
            QCoreApplication.translate("ResultWords", "{friend} wins the game"))
    lines.append(opposite.sentence(
        QCoreApplication.translate(
            "ResultWords", "Final: You {you} · Computer {computer}, a margin of {margin}"),
        QCoreApplication.translate(
            "ResultWords", "Final: You {you} · {friend} {theirs}, a margin of {margin}"),
        margin=sheet.margin, **points))
    return Breakdown(title, tuple(lines))


def _column_lines(column: Column, rules: RuleSet) -> list[str]:
    if column.winner is None:
        return []
    winner = column.winner
    you = winner == Seat.USER
    lines = [opposite.sentence(
        QCoreApplication.translate("ResultWords", "Hand points: You {you} · Computer {computer}"),
        QCoreApplication.translate("ResultWords", "Hand points: You {you} · {friend} {theirs}"),
        **_points(*column.hand_points))]
    if column.game_bonus[winner]:
        lines.append(_game_bonus_line(you, column.game_bonus[winner]))
    if any(column.line_bonus):
        lines.append(opposite.sentence(
            QCoreApplication.translate(
                "ResultWords",
                "Line bonus: You {you_hands} × {each} = {you_bonus}"
                " · Computer {computer_hands} × {each} = {computer_bonus}"),
            QCoreApplication.translate(
                "ResultWords",
                "Line bonus: You {you_hands} × {each} = {you_bonus}"
                " · {friend} {their_hands} × {each} = {their_bonus}"),
            each=rules.line_bonus, **_line_bonus(column)))
    if column.shutout and rules.shutout_doubles:
        lines.append(_shutout_line(you, rules.shutout_doubles_all))
    return lines


def _game_bonus_line(you: bool, bonus: int) -> str:
    if you:
        return QCoreApplication.translate("ResultWords", "Game bonus: You +{bonus}").format(
            bonus=bonus)
    return opposite.sentence(
        QCoreApplication.translate("ResultWords", "Game bonus: The computer +{bonus}"),
        QCoreApplication.translate("ResultWords", "Game bonus: {friend} +{bonus}"), bonus=bonus)


def _line_bonus(column: Column) -> dict[str, int]:
    """The line bonus's figures, by the names the sentences give them (the opponent's as
    ``computer_…`` in the computer's sentences, ``their_…`` in a friend's)."""
    won, bonus = column.hands_won, column.line_bonus
    return {"you_hands": won[0], "you_bonus": bonus[0], "computer_hands": won[1],
            "computer_bonus": bonus[1], "their_hands": won[1], "their_bonus": bonus[1]}


def _shutout_line(you: bool, everything: bool) -> str:
    if everything:
        if you:
            return QCoreApplication.translate("ResultWords", "Shutout: you doubled (everything)")
        return opposite.sentence(
            QCoreApplication.translate("ResultWords", "Shutout: the computer doubled (everything)"),
            QCoreApplication.translate("ResultWords", "Shutout: {friend} doubled (everything)"))
    if you:
        return QCoreApplication.translate(
            "ResultWords", "Shutout: you doubled (hand points and game bonus)")
    return opposite.sentence(
        QCoreApplication.translate(
            "ResultWords", "Shutout: the computer doubled (hand points and game bonus)"),
        QCoreApplication.translate(
            "ResultWords", "Shutout: {friend} doubled (hand points and game bonus)"))


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
    named = winner if outcome in _NAMED_BY_THE_WINNER else knocker
    if named != Seat.USER:
        return _their_spoken_title(outcome, points)
    if outcome is Outcome.GIN:
        return QCoreApplication.translate(
            "ResultWords", "Gin! You score %n point(s).", None, points)
    if outcome is Outcome.BIG_GIN:
        return QCoreApplication.translate(
            "ResultWords", "Big gin! You score %n point(s).", None, points)
    if outcome is Outcome.UNDERCUT:
        return QCoreApplication.translate(
            "ResultWords", "Undercut! You score %n point(s).", None, points)
    return QCoreApplication.translate(
        "ResultWords", "You knocked and score %n point(s).", None, points)


def _their_spoken_title(outcome: Outcome, points: int) -> str:
    """The spoken title of a hand the opponent scores."""
    if outcome is Outcome.GIN:
        return opposite.sentence(
            QCoreApplication.translate(
                "ResultWords", "Gin! The computer scores %n point(s).", None, points),
            QCoreApplication.translate(
                "ResultWords", "Gin! {friend} scores %n point(s).", None, points))
    if outcome is Outcome.BIG_GIN:
        return opposite.sentence(
            QCoreApplication.translate(
                "ResultWords", "Big gin! The computer scores %n point(s).", None, points),
            QCoreApplication.translate(
                "ResultWords", "Big gin! {friend} scores %n point(s).", None, points))
    if outcome is Outcome.UNDERCUT:
        return opposite.sentence(
            QCoreApplication.translate(
                "ResultWords", "Undercut! The computer scores %n point(s).", None, points),
            QCoreApplication.translate(
                "ResultWords", "Undercut! {friend} scores %n point(s).", None, points))
    return opposite.sentence(
        QCoreApplication.translate(
            "ResultWords", "The computer knocked and scores %n point(s).", None, points),
        QCoreApplication.translate(
            "ResultWords", "{friend} knocked and scores %n point(s).", None, points))


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
    points = _points(*sheet.columns[0].hand_points)
    if len(sheet.columns) > 1:
        return opposite.sentence(
            QCoreApplication.translate(
                "ResultWords", "The score in game 1 of 3: you {you}, the computer {computer}, "
                "each game to {target}."),
            QCoreApplication.translate(
                "ResultWords", "The score in game 1 of 3: you {you}, {friend} {theirs}, each "
                "game to {target}."), target=rules.target, **points)
    return opposite.sentence(
        QCoreApplication.translate(
            "ResultWords", "The score: you {you}, the computer {computer}, in a game to "
            "{target}."),
        QCoreApplication.translate(
            "ResultWords", "The score: you {you}, {friend} {theirs}, in a game to {target}."),
        target=rules.target, **points)


def spoken_game_result(sheet: ScoreSheet, rules: RuleSet) -> str:
    """The end of a game as a screen reader says it: who won, the bonuses and the final
    score, in sentences."""
    lines = _columns_lines(sheet, rules, _spoken_column_lines)
    points = _points(*sheet.totals)
    winner = sheet.winner
    if winner is None:
        title = QCoreApplication.translate("ResultWords", "The match is drawn.")
        final = opposite.sentence(
            QCoreApplication.translate(
                "ResultWords", "Final score: you {you}, the computer {computer}."),
            QCoreApplication.translate("ResultWords", "Final score: you {you}, {friend} {theirs}."),
            **points)
        return " ".join((title, *lines, final))
    if winner == Seat.USER:
        title = QCoreApplication.translate("ResultWords", "You win the game!")
    else:
        title = opposite.sentence(
            QCoreApplication.translate("ResultWords", "The computer wins the game."),
            QCoreApplication.translate("ResultWords", "{friend} wins the game."))
    final = opposite.sentence(
        QCoreApplication.translate(
            "ResultWords", "Final score: you {you}, the computer {computer}, a margin of "
            "{margin}."),
        QCoreApplication.translate(
            "ResultWords", "Final score: you {you}, {friend} {theirs}, a margin of {margin}."),
        margin=sheet.margin, **points)
    return " ".join((title, *lines, final))


def _spoken_column_lines(column: Column, rules: RuleSet) -> list[str]:
    if column.winner is None:
        return []
    winner = column.winner
    you = winner == Seat.USER
    lines = [opposite.sentence(
        QCoreApplication.translate(
            "ResultWords", "Hand points: you {you}, the computer {computer}."),
        QCoreApplication.translate("ResultWords", "Hand points: you {you}, {friend} {theirs}."),
        **_points(*column.hand_points))]
    if column.game_bonus[winner]:
        lines.append(_spoken_game_bonus(you, column.game_bonus[winner]))
    if any(column.line_bonus):
        lines.append(opposite.sentence(
            QCoreApplication.translate(
                "ResultWords",
                "Line bonus: you {you_hands} times {each}, which makes {you_bonus}; the computer "
                "{computer_hands} times {each}, which makes {computer_bonus}."),
            QCoreApplication.translate(
                "ResultWords",
                "Line bonus: you {you_hands} times {each}, which makes {you_bonus}; {friend} "
                "{their_hands} times {each}, which makes {their_bonus}."),
            each=rules.line_bonus, **_line_bonus(column)))
    if column.shutout and rules.shutout_doubles:
        lines.append(QCoreApplication.translate("ResultWords", "{shutout}.").format(
            shutout=_shutout_line(you, rules.shutout_doubles_all)))
    return lines


def _spoken_game_bonus(you: bool, bonus: int) -> str:
    if you:
        return QCoreApplication.translate("ResultWords", "Your game bonus is {bonus}.").format(
            bonus=bonus)
    return opposite.sentence(
        QCoreApplication.translate("ResultWords", "The computer's game bonus is {bonus}."),
        QCoreApplication.translate("ResultWords", "{friend}'s game bonus is {bonus}."),
        bonus=bonus)


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
