"""The words of a match's review (``ai/review.py``): marks, luck, decisions, moves, points and
the rating, in the language in use (context ``"Review"``).

* A decision's mark is named ("Doubtful", "Bad", "Very bad") and also written as a sign, the
  way GNU Backgammon and chess books mark a move: "?!", "?" and "??" (:func:`mark_sign`): a
  mark must never be told by its colour alone.
* A move is written as an instruction, as the coach would put it: "Draw from the stock", "Take
  the 7♦ from the pile", "Throw the 7♦", "Knock, throwing the 7♦", and "Gin, throwing the 7♦"
  for a knock that leaves no deadwood (the caller knows the hand; the action does not say).
  Cards are written as every screen writes them (:func:`.cards.card_text`); a screen reader
  is given them named in full through :func:`.cards.spoken_cards`.
* Points are *hand points*, with one decimal, as the player's locale writes numbers, signed
  with a true minus sign ("−3.5", "+2.0"); a value that rounds to zero is "0.0", never "−0.0".
* On the Hand history's replay a marked decision is given its verdict: after the move's line
  (:func:`verdict_line`), on the table (:func:`verdict_sentence`), and to a screen reader
  (:func:`verdict_spoken`, without the sign).
* The rating is a whole sentence for each level and each seat ("In this match you played at
  the Hard level."), so a translation can bend the level's name as its grammar needs; the
  level is the number of ``ai.levels.Level`` (1 Beginner … 5 Expert), the numbering the
  settings' level names use too.

Pure functions of the review's values (``PySide6.QtCore`` only).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from ...ai.review import DecisionKind, LuckMark, Mark
from ...engine import (
    Action,
    BigGin,
    Card,
    Discard,
    DrawStock,
    Knock,
    Meld,
    Pass,
    TakeDiscard,
    TakeUpcard,
)
from ...marks import QT_TRANSLATE_NOOP
from ..seats.seat import Seat
from .cards import card_text, spoken_cards

__all__ = [
    "MARK_SIGNS",
    "better_caption",
    "count_text",
    "deal_text",
    "decision_headings",
    "decision_spoken",
    "draw_headings",
    "draw_spoken",
    "hand_reviewed_text",
    "hand_title",
    "kind_name",
    "luck_name",
    "mark_name",
    "mark_sign",
    "marked_move_spoken",
    "move_text",
    "points_text",
    "progress_text",
    "rating_sentence",
    "reviewer_name",
    "summary_headings",
    "summary_spoken",
    "verdict_line",
    "verdict_sentence",
    "verdict_spoken",
]

MARK_SIGNS = {Mark.NONE: "", Mark.DOUBTFUL: "?!", Mark.BAD: "?", Mark.VERY_BAD: "??"}
"""A mark's sign, as annotated games write it (not translated: a notation)."""

_MARK_NAMES = {
    Mark.NONE: "",
    Mark.DOUBTFUL: QT_TRANSLATE_NOOP("Review", "Doubtful"),
    Mark.BAD: QT_TRANSLATE_NOOP("Review", "Bad"),
    Mark.VERY_BAD: QT_TRANSLATE_NOOP("Review", "Very bad"),
}
_LUCK_NAMES = {
    LuckMark.VERY_UNLUCKY: QT_TRANSLATE_NOOP("Review", "Very unlucky"),
    LuckMark.UNLUCKY: QT_TRANSLATE_NOOP("Review", "Unlucky"),
    LuckMark.NONE: "",
    LuckMark.LUCKY: QT_TRANSLATE_NOOP("Review", "Lucky"),
    LuckMark.VERY_LUCKY: QT_TRANSLATE_NOOP("Review", "Very lucky"),
}
_KIND_NAMES = {
    DecisionKind.UPCARD: QT_TRANSLATE_NOOP("Review", "Upcard"),
    DecisionKind.DRAW: QT_TRANSLATE_NOOP("Review", "Draw"),
    DecisionKind.DISCARD: QT_TRANSLATE_NOOP("Review", "Discard"),
    DecisionKind.KNOCK: QT_TRANSLATE_NOOP("Review", "Knock"),
    DecisionKind.MELDS: QT_TRANSLATE_NOOP("Review", "Melds"),
}
_YOUR_RATING = {
    1: QT_TRANSLATE_NOOP("Review", "In this match you played at the Beginner level."),
    2: QT_TRANSLATE_NOOP("Review", "In this match you played at the Easy level."),
    3: QT_TRANSLATE_NOOP("Review", "In this match you played at the Medium level."),
    4: QT_TRANSLATE_NOOP("Review", "In this match you played at the Hard level."),
    5: QT_TRANSLATE_NOOP("Review", "In this match you played at the Expert level."),
}
_COMPUTERS_RATING = {
    1: QT_TRANSLATE_NOOP("Review", "In this match the computer played at the Beginner level."),
    2: QT_TRANSLATE_NOOP("Review", "In this match the computer played at the Easy level."),
    3: QT_TRANSLATE_NOOP("Review", "In this match the computer played at the Medium level."),
    4: QT_TRANSLATE_NOOP("Review", "In this match the computer played at the Hard level."),
    5: QT_TRANSLATE_NOOP("Review", "In this match the computer played at the Expert level."),
}


def mark_name(mark: Mark) -> str:
    """ "Doubtful", "Bad", "Very bad" ("" for no mark)."""
    text = _MARK_NAMES[mark]
    return QCoreApplication.translate("Review", text) if text else ""


def mark_sign(mark: Mark) -> str:
    """ "?!", "?", "??" ("" for no mark)."""
    return MARK_SIGNS[mark]


def luck_name(mark: LuckMark) -> str:
    """ "Very lucky", "Lucky", "Unlucky", "Very unlucky" ("" for ordinary luck)."""
    text = _LUCK_NAMES[mark]
    return QCoreApplication.translate("Review", text) if text else ""


def kind_name(kind: DecisionKind) -> str:
    """What a decision was about, in a word: "Upcard" (take or pass it), "Draw" (from the
    stock or the pile), "Discard" (which card), "Knock" (knock or gin, or play on: a discard
    when a knock was possible)."""
    return QCoreApplication.translate("Review", _KIND_NAMES[kind])


def reviewer_name(seat: int) -> str:
    """The seat as the review's columns name it: "You", "Computer"."""
    if seat == Seat.USER:
        return QCoreApplication.translate("Review", "You")
    return QCoreApplication.translate("Review", "Computer")


def move_text(action: Action, pile: Card | None = None, gin: bool = False) -> str:
    """A move as an instruction. ``pile`` is the card on the discard pile when the move was
    made (named when the move takes it); ``gin``: the knock leaves no deadwood."""
    match action:
        case DrawStock():
            return QCoreApplication.translate("Review", "Draw from the stock")
        case TakeDiscard() if pile is not None:
            return QCoreApplication.translate(
                "Review", "Take the {card} from the pile").format(card=card_text(pile))
        case TakeDiscard():
            return QCoreApplication.translate("Review", "Take the discard")
        case TakeUpcard():
            return QCoreApplication.translate("Review", "Take the upcard")
        case Pass():
            return QCoreApplication.translate("Review", "Pass")
        case Discard(card=card):
            return QCoreApplication.translate(
                "Review", "Throw the {card}").format(card=card_text(card))
        case Knock(card=card) if gin:
            return QCoreApplication.translate(
                "Review", "Gin, throwing the {card}").format(card=card_text(card))
        case Knock(card=card):
            return QCoreApplication.translate(
                "Review", "Knock, throwing the {card}").format(card=card_text(card))
        case BigGin():
            return QCoreApplication.translate("Review", "Big gin")
    return str(action)  # pragma: no cover - no other move is ever a decision


def melds_text(melds: Sequence[Meld]) -> str:
    """A knock's melds as an instruction: "Lay out 7♦ 8♦ 9♦ · 4♣ 4♥ 4♠"."""
    laid = " · ".join(" ".join(card_text(card) for card in meld.cards) for meld in melds)
    return QCoreApplication.translate("Review", "Lay out {melds}").format(melds=laid)


def points_text(points: float, signed: bool = True, decimals: int = 1) -> str:
    """Hand points with one decimal (or ``decimals``) in the player's locale: "+2.5", "−3.0",
    "0.0" (with ``signed`` False, no plus sign)."""
    rounded = round(float(points), decimals)  # a sum of no points is the whole number 0
    if not math.isfinite(rounded):
        return "–"
    number = QLocale().toString(abs(rounded), "f", decimals)
    if rounded < 0:
        return "−" + number
    return "+" + number if signed and rounded > 0 else number


def rating_sentence(seat: int, level: int | None) -> str:
    """ "In this match you played at the Hard level." for ``level`` (1 Beginner … 5 Expert); for
    None, that the seat had no decision to rate."""
    if level is None:
        if seat == Seat.USER:
            return QCoreApplication.translate(
                "Review", "None of your decisions was reviewed, so you are not rated.")
        return QCoreApplication.translate(
            "Review", "None of the computer's decisions was reviewed, so it is not rated.")
    table = _YOUR_RATING if seat == Seat.USER else _COMPUTERS_RATING
    return QCoreApplication.translate("Review", table[level])


def count_text(count: int) -> str:
    """A whole number as the player's locale writes it."""
    return QLocale().toString(count)


_SUMMARY_HEADINGS = (
    QT_TRANSLATE_NOOP("Review", "Player"),
    QT_TRANSLATE_NOOP("Review", "Decisions"),
    QT_TRANSLATE_NOOP("Review", "Doubtful ?!"),
    QT_TRANSLATE_NOOP("Review", "Bad ?"),
    QT_TRANSLATE_NOOP("Review", "Very bad ??"),
    QT_TRANSLATE_NOOP("Review", "Error per decision"),
    QT_TRANSLATE_NOOP("Review", "Played like"),
    QT_TRANSLATE_NOOP("Review", "Luck"),
    QT_TRANSLATE_NOOP("Review", "Result"),
    QT_TRANSLATE_NOOP("Review", "Luck-adjusted result"),
)


def summary_headings() -> tuple[str, ...]:
    """The summary's columns: the player, then each figure (:func:`summary_spoken`'s order)."""
    return tuple(QCoreApplication.translate("Review", heading) for heading in _SUMMARY_HEADINGS)


def summary_spoken(cells: tuple[str, ...]) -> str:
    """A summary row read aloud: the player, then each figure with its name (``cells`` in the
    order of :func:`summary_headings`)."""
    name, decisions, doubtful, bad, very_bad, rate, level, luck, result, adjusted = cells
    return QCoreApplication.translate(
        "Review", "{name}: {decisions} decisions, {doubtful} doubtful, {bad} bad, {very_bad} "
        "very bad; error per decision {rate}; played like {level}; luck {luck}; result "
        "{result}; luck-adjusted result {adjusted}.").format(
            name=name, decisions=decisions, doubtful=doubtful, bad=bad, very_bad=very_bad,
            rate=rate, level=level, luck=luck, result=result, adjusted=adjusted)


_DECISION_HEADINGS = (
    QT_TRANSLATE_NOOP("Review", "Step"),
    QT_TRANSLATE_NOOP("Review", "Who"),
    QT_TRANSLATE_NOOP("Review", "Decision"),
    QT_TRANSLATE_NOOP("Review", "Move made"),
    QT_TRANSLATE_NOOP("Review", "Best move"),
    QT_TRANSLATE_NOOP("Review", "Error"),
    QT_TRANSLATE_NOOP("Review", "Mark"),
)


def decision_headings() -> tuple[str, ...]:
    """The decisions table's columns."""
    return tuple(QCoreApplication.translate("Review", heading) for heading in _DECISION_HEADINGS)


def decision_spoken(cells: tuple[str, ...]) -> str:
    """A decision's row read aloud (``cells`` in the order of :func:`decision_headings`; the
    mark "" for none)."""
    step, who, kind, played, best, error, mark = cells
    if mark:
        text = QCoreApplication.translate(
            "Review", "Step {step}, {who}, {kind}: {played}. Best move: {best}. Error "
                  "{error} points, {mark}.")
    else:
        text = QCoreApplication.translate(
            "Review", "Step {step}, {who}, {kind}: {played}. Best move: {best}. Error "
                  "{error} points.")
    return text.format(step=step, who=who, kind=kind, played=played, best=best, error=error,
                       mark=mark)


_DRAW_HEADINGS = (
    QT_TRANSLATE_NOOP("Review", "Step"),
    QT_TRANSLATE_NOOP("Review", "Who"),
    QT_TRANSLATE_NOOP("Review", "Card"),
    QT_TRANSLATE_NOOP("Review", "Luck"),
    QT_TRANSLATE_NOOP("Review", "Mark"),
)


def draw_headings() -> tuple[str, ...]:
    """The draws table's columns."""
    return tuple(QCoreApplication.translate("Review", heading) for heading in _DRAW_HEADINGS)


def draw_spoken(cells: tuple[str, ...]) -> str:
    """A draw's (or a deal's) row read aloud (``cells`` in the order of
    :func:`draw_headings`; the mark "" for ordinary luck)."""
    step, who, card, luck, mark = cells
    if mark:
        text = QCoreApplication.translate(
            "Review", "Step {step}, {who}: {card}, luck {luck} points, {mark}.")
    else:
        text = QCoreApplication.translate(
            "Review", "Step {step}, {who}: {card}, luck {luck} points.")
    return text.format(step=step, who=who, card=card, luck=luck, mark=mark)


def deal_text() -> str:
    """What a deal's row of the draws table shows in place of a card."""
    return QCoreApplication.translate("Review", "The deal")


def hand_title(number: int, points: int, marks: int) -> str:
    """A hand as the chooser lists it: its number, its result for the user in hand points,
    and the user's marked decisions in it."""
    if points > 0:
        title = QCoreApplication.translate("Review", "Hand {number}: you scored {points}")
    elif points < 0:
        title = QCoreApplication.translate("Review", "Hand {number}: the computer scored {points}")
    else:
        title = QCoreApplication.translate("Review", "Hand {number}: no score")
    text = title.format(number=number, points=count_text(abs(points)))
    if not marks:
        return text
    return QCoreApplication.translate(
        "Review", "{title}, %n marked decision(s)", None, marks).format(title=text)


def progress_text(done: int, count: int, finished: bool) -> str:
    """How far the review has gone: "Reviewing hand 3 of 7…" while it works, "7 hands
    reviewed." once done."""
    if finished:
        return QCoreApplication.translate("Review", "%n hand(s) reviewed.", None, count)
    return QCoreApplication.translate("Review", "Reviewing hand {hand} of {count}…").format(
        hand=count_text(min(done + 1, count)), count=count_text(count))


def hand_reviewed_text(number: int, count: int) -> str:
    """What a screen reader is told as each hand's review comes in ("of {count}" needs no
    plural: the count stands alone, as on a page number)."""
    return QCoreApplication.translate("Review", "Hand {number} of {count} reviewed.").format(
        number=count_text(number), count=count_text(count))


# --- a verdict on the replay (the Hand history) -------------------------------------------------


def verdict_line(mark: Mark, best: str, error: float) -> str:
    """A marked decision's words after its line of the Hand history's moves: the sign, the
    mark's name, the best move (an instruction, :func:`move_text`) and the error: "?? Very
    bad · better: Throw the 4♥ (10.5 points)"."""
    return QCoreApplication.translate(
        "Review", "{sign} {mark} · better: {best} ({error} points)").format(
            sign=mark_sign(mark), mark=mark_name(mark), best=best,
            error=points_text(error, signed=False))


def verdict_sentence(mark: Mark, best: str, error: float) -> str:
    """The verdict under the move on the replayed table: "?? Very bad. Better: Throw the 4♥,
    worth 10.5 points more." """
    return QCoreApplication.translate(
        "Review", "{sign} {mark}. Better: {best}, worth {error} points more.").format(
            sign=mark_sign(mark), mark=mark_name(mark), best=best,
            error=points_text(error, signed=False))


def verdict_spoken(mark: Mark, best: str, error: float) -> str:
    """The verdict read aloud (the sign left out: a reader would say its punctuation; cards
    named in full): "Very bad decision. Better: Throw the four of hearts, worth 10.5 points
    more." """
    return spoken_cards(QCoreApplication.translate(
        "Review", "{mark} decision. Better: {best}, worth {error} points more.").format(
            mark=mark_name(mark), best=best, error=points_text(error, signed=False)))


def marked_move_spoken(move: str, verdict: str) -> str:
    """A marked move of the Hand history read aloud: the move's line, then the verdict read
    aloud (:func:`verdict_spoken`)."""
    return QCoreApplication.translate("Review", "{move}: {verdict}").format(
        move=spoken_cards(move), verdict=verdict)


def better_caption() -> str:
    """The caption by the best move's card on the replayed table."""
    return QCoreApplication.translate("Review", "better")
