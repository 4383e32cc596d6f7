"""The coach's reasons in words: the clauses ``ai/coach.py`` gives as data, in the player's
language ("Throws the K♦ (deadwood 9): it was not close to a meld; won 48% of simulated hands").

Each clause is one whole translated sentence (context ``"Coach"``) with named placeholders;
the clauses of a reason are independent facts, joined by a semicolon. The first clause, which
says what the move does, starts with a capital. Cards are written as every screen writes them
(``"10♥"``, :func:`.cards.card_text`), a meld or the cards laid off as such cards in a row.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from ...ai.coach import Reason, ReasonKind
from ...engine import Card
from ...marks import QT_TRANSLATE_NOOP
from .cards import card_text
from .numbers import percent_text

__all__ = ["clause_text", "reason_text"]


def reason_text(reason: Sequence[Reason]) -> str:
    """A whole reason in words, its clauses joined, without a closing full stop (the hint and
    the lesson add it)."""
    separator = QCoreApplication.translate("Coach", "; ", "between two clauses of a reason")
    text = separator.join(clause_text(clause) for clause in reason)
    return text[:1].upper() + text[1:]


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(card_text(card) for card in cards)


def _percent(share: float) -> str:
    """A share from 0 to 1 as a whole percentage, "48%"."""
    return percent_text(share)


def clause_text(clause: Reason) -> str:
    """One clause of a reason in words (see :class:`~ginrummy_desktop.ai.coach.ReasonKind`).

    A kind has one of three wordings: a sentence of its own that depends on the clause (a
    count, or a card the coach may or may not know), a sentence whose placeholders name the
    clause's fields, or a fixed sentence that names nothing."""
    card = card_text(clause.card)
    worded = _WORDED.get(clause.kind)
    if worded is not None:
        return worded(clause, card)
    template = _TEMPLATES.get(clause.kind)
    if template is not None:
        return QCoreApplication.translate("Coach", template).format(
            **_placeholders(clause, card))
    return QCoreApplication.translate("Coach", _SENTENCES[clause.kind])


def _placeholders(clause: Reason, card: str) -> dict[str, object]:
    """Every value a sentence of :data:`_TEMPLATES` may name; each uses its own few. A gin's
    ``{bonus}`` and an opponent's ``{points}`` are both the clause's points; a ``{meld}`` and
    the ``{cards}`` laid off are both its cards in a row."""
    cards = _cards(clause.cards)
    return {
        "card": card, "deadwood": clause.deadwood, "bonus": clause.points,
        "points": clause.points, "percent": _percent(clause.share), "meld": cards,
        "cards": cards, "picked": card_text(clause.picked), "before": clause.before,
        "after": clause.after,
    }


def _near_melds(clause: Reason, card: str) -> str:
    # A cost of the throw, not a reason for it ("although"); "one meld" in words, as the coach
    # has always said it; any other count through %n.
    if clause.melds == 1:
        return QCoreApplication.translate(
            "Coach", "Throws the {card} (deadwood {deadwood}), although it was one card from a "
            "meld"
        ).format(card=card, deadwood=clause.deadwood)
    return QCoreApplication.translate(
        "Coach", "Throws the {card} (deadwood {deadwood}), although it was one card from %n "
        "meld(s)",
        None, clause.melds,
    ).format(card=card, deadwood=clause.deadwood)


def _knock_passed_up(clause: Reason) -> str:
    """Why the advice does not knock: likely undercut, or simply worth less than playing on,
    in the search's own numbers."""
    percent = _percent(clause.share)
    if clause.points <= 0:
        return QCoreApplication.translate(
            "Coach", "knocking now with {deadwood} deadwood would give you less chance of "
            "winning the game (undercut in {percent} of the simulations)"
        ).format(deadwood=clause.deadwood, percent=percent)
    if clause.share >= 0.5:
        return QCoreApplication.translate(
            "Coach", "knocking now with {deadwood} deadwood would likely be undercut: it was in "
            "{percent} of the simulations, about %n point(s) a hand worse",
            None, clause.points,
        ).format(deadwood=clause.deadwood, percent=percent)
    return QCoreApplication.translate(
        "Coach", "knocking now with {deadwood} deadwood scored about %n point(s) a hand less "
        "than playing on in the simulations (undercut in {percent} of them)",
        None, clause.points,
    ).format(deadwood=clause.deadwood, percent=percent)


def _least_passed_up(clause: Reason, card: str) -> str:
    """Why the advice keeps the card whose discard leaves the least deadwood (the one the
    panel names beside the deadwood)."""
    picked = card_text(clause.picked)
    if clause.points <= 0:
        if clause.picked is not None:
            return QCoreApplication.translate(
                "Coach", "rather than the {card}, which leaves the least deadwood ({deadwood}) "
                "but melds with the {picked} your opponent picked up: that would give you less "
                "chance of winning the game"
            ).format(card=card, deadwood=clause.deadwood, picked=picked)
        return QCoreApplication.translate(
            "Coach", "rather than the {card}, which leaves the least deadwood ({deadwood}): "
            "that would give you less chance of winning the game"
        ).format(card=card, deadwood=clause.deadwood)
    if clause.picked is not None:
        return QCoreApplication.translate(
            "Coach", "rather than the {card}, which leaves the least deadwood ({deadwood}) but "
            "melds with the {picked} your opponent picked up: that scored about %n point(s) a "
            "hand less in the simulations",
            None, clause.points,
        ).format(card=card, deadwood=clause.deadwood, picked=picked)
    return QCoreApplication.translate(
        "Coach", "rather than the {card}, which leaves the least deadwood ({deadwood}): that "
        "scored about %n point(s) a hand less in the simulations",
        None, clause.points,
    ).format(card=card, deadwood=clause.deadwood)


def _keeps(clause: Reason, card: str) -> str:
    if clause.melds == 1:
        return QCoreApplication.translate(
            "Coach", "keeps the {card}, one card from one meld"
        ).format(card=card)
    return QCoreApplication.translate(
        "Coach", "keeps the {card}, one card from %n meld(s)", None, clause.melds
    ).format(card=card)


def _looks_safe(clause: Reason, card: str) -> str:
    threw, passed = card_text(clause.threw), card_text(clause.passed)
    if clause.threw is not None and clause.passed is not None:
        return QCoreApplication.translate(
            "Coach", "the {card} looks safe: your opponent threw the {threw} and passed the "
            "{passed}"
        ).format(card=card, threw=threw, passed=passed)
    if clause.threw is not None:
        return QCoreApplication.translate(
            "Coach", "the {card} looks safe: your opponent threw the {threw}"
        ).format(card=card, threw=threw)
    return QCoreApplication.translate(
        "Coach", "the {card} looks safe: your opponent passed the {passed}"
    ).format(card=card, passed=passed)


def _pass(clause: Reason, card: str) -> str:
    """A pass names the upcard when the coach knows it."""
    if clause.card is None:
        return QCoreApplication.translate("Coach", "Passes the upcard")
    return QCoreApplication.translate("Coach", "Passes the {card}").format(card=card)


_WORDED: dict[ReasonKind, Callable[[Reason, str], str]] = {
    ReasonKind.NEAR_MELDS: _near_melds,
    ReasonKind.KEEPS: _keeps,
    ReasonKind.LOOKS_SAFE: _looks_safe,
    ReasonKind.KNOCK_PASSED_UP: lambda clause, _card: _knock_passed_up(clause),
    ReasonKind.LEAST_DEADWOOD_PASSED_UP: _least_passed_up,
    ReasonKind.PASS: _pass,
}
"""The kinds whose sentence depends on the clause: each words it from the clause and its card
(already written as a card)."""

_TEMPLATES: dict[ReasonKind, str] = {
    ReasonKind.GIN: QT_TRANSLATE_NOOP(
        "Coach", "Gin with the {card} thrown: a {bonus}-point bonus and no lay-offs"),
    ReasonKind.KNOCK: QT_TRANSLATE_NOOP(
        "Coach", "Knocks with {deadwood} deadwood, throwing the {card}"),
    ReasonKind.UNDERCUT_RISK: QT_TRANSLATE_NOOP(
        "Coach", "undercut in {percent} of the simulations"),
    ReasonKind.BREAKS_MELD: QT_TRANSLATE_NOOP(
        "Coach", "Throws the {card}, breaking up your meld {meld} (deadwood {deadwood})"),
    ReasonKind.FAR_FROM_MELDS: QT_TRANSLATE_NOOP(
        "Coach", "Throws the {card} (deadwood {deadwood}): it was not close to a meld"),
    ReasonKind.RISKY: QT_TRANSLATE_NOOP(
        "Coach", "risky: your opponent picked up the {picked}, which melds with it"),
    ReasonKind.DEAD: QT_TRANSLATE_NOOP(
        "Coach", "the {card} is safe: your opponent can no longer meld it"),
    ReasonKind.ODDS: QT_TRANSLATE_NOOP("Coach", "won {percent} of simulated hands"),
    ReasonKind.TAKE_COMPLETES: QT_TRANSLATE_NOOP(
        "Coach", "Takes the {card}: it completes {meld}, deadwood {before} → {after}"),
    ReasonKind.TAKE_LOWERS: QT_TRANSLATE_NOOP(
        "Coach", "Takes the {card}: deadwood {before} → {after}, but it shows what you "
        "collect"),
    ReasonKind.TAKE_NO_HELP: QT_TRANSLATE_NOOP(
        "Coach", "The {card} does not lower your deadwood and tells your opponent what "
        "you want"),
    ReasonKind.STOCK_BLIND: QT_TRANSLATE_NOOP(
        "Coach", "Draws blind, leaving the {card} (it would bring deadwood {before} → "
        "{after})"),
    ReasonKind.STOCK_NO_HELP: QT_TRANSLATE_NOOP(
        "Coach", "Draws from the stock: the {card} does not help you"),
    ReasonKind.LAYS_OFF: QT_TRANSLATE_NOOP("Coach", "The only move: lays off {cards}"),
    ReasonKind.OPPONENT_SCORES: QT_TRANSLATE_NOOP("Coach", "your opponent scores {points}"),
}
"""The kinds worded by one sentence with placeholders (see :func:`_placeholders`), marked
here and translated where the clause is worded."""

_SENTENCES: dict[ReasonKind, str] = {
    ReasonKind.STOCK: QT_TRANSLATE_NOOP("Coach", "Draws from the stock"),
    ReasonKind.PASS_AT_WALL: QT_TRANSLATE_NOOP(
        "Coach", "Passes: the hand ends at the wall with no score"),
    ReasonKind.BIG_GIN: QT_TRANSLATE_NOOP(
        "Coach", "Big gin: all eleven cards meld, the biggest bonus there is"),
    ReasonKind.ONLY_MOVE: QT_TRANSLATE_NOOP("Coach", "The only move"),
    ReasonKind.ONLY_MOVE_BOTH_PASSED: QT_TRANSLATE_NOOP(
        "Coach", "The only move: both players passed the first upcard"),
    ReasonKind.LAY_OUT: QT_TRANSLATE_NOOP("Coach", "Lay out your melds and lay off what you can"),
    ReasonKind.NOTHING_TO_LAY_OFF: QT_TRANSLATE_NOOP(
        "Coach", "The only move: nothing to lay off"),
    ReasonKind.UNDERCUT: QT_TRANSLATE_NOOP("Coach", "you undercut"),
}
"""The kinds worded by a fixed sentence that names nothing (never formatted, so a translation
may hold a brace)."""
