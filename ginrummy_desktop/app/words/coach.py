"""The coach's reasons in words: the clauses ``ai/coach.py`` gives as data, in the player's
language ("Throws the K♦ (deadwood 9): it was not close to a meld; won 48% of simulated hands").

Each clause is one whole translated sentence (context ``"Coach"``) with named placeholders;
the clauses of a reason are independent facts, joined by a semicolon. The first clause, which
says what the move does, starts with a capital. Cards are written as every screen writes them
(``"10♥"``, :func:`.cards.card_text`), a meld or the cards laid off as such cards in a row.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from PySide6.QtCore import QCoreApplication, QLocale

from ...ai.coach import Reason, ReasonKind
from ...engine import Card
from .cards import card_text

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
    return QLocale().toString(round(100 * share)) + "%"


def clause_text(clause: Reason) -> str:
    """One clause of a reason in words (see :class:`~ginrummy_desktop.ai.coach.ReasonKind`)."""
    card = card_text(clause.card)
    match clause.kind:
        case ReasonKind.GIN:
            return QCoreApplication.translate(
                "Coach", "Gin with the {card} thrown: a {bonus}-point bonus and no lay-offs"
            ).format(card=card, bonus=clause.points)
        case ReasonKind.KNOCK:
            return QCoreApplication.translate(
                "Coach", "Knocks with {deadwood} deadwood, throwing the {card}"
            ).format(deadwood=clause.deadwood, card=card)
        case ReasonKind.UNDERCUT_RISK:
            return QCoreApplication.translate(
                "Coach", "undercut in {percent} of the simulations"
            ).format(percent=_percent(clause.share))
        case ReasonKind.BREAKS_MELD:
            return QCoreApplication.translate(
                "Coach", "Throws the {card}, breaking up your meld {meld} (deadwood {deadwood})"
            ).format(card=card, meld=_cards(clause.cards), deadwood=clause.deadwood)
        case ReasonKind.NEAR_MELDS:
            return _near_melds(clause, card)
        case ReasonKind.FAR_FROM_MELDS:
            return QCoreApplication.translate(
                "Coach", "Throws the {card} (deadwood {deadwood}): it was not close to a meld"
            ).format(card=card, deadwood=clause.deadwood)
        case ReasonKind.KEEPS:
            return _keeps(clause, card)
        case ReasonKind.RISKY:
            return QCoreApplication.translate(
                "Coach", "risky: your opponent picked up the {picked}, which melds with it"
            ).format(picked=card_text(clause.picked))
        case ReasonKind.DEAD:
            return QCoreApplication.translate(
                "Coach", "the {card} is safe: your opponent can no longer meld it"
            ).format(card=card)
        case ReasonKind.LOOKS_SAFE:
            return _looks_safe(clause, card)
        case ReasonKind.KNOCK_PASSED_UP:
            return _knock_passed_up(clause)
        case ReasonKind.LEAST_DEADWOOD_PASSED_UP:
            return _least_passed_up(clause, card)
        case ReasonKind.ODDS:
            return QCoreApplication.translate(
                "Coach", "won {percent} of simulated hands"
            ).format(percent=_percent(clause.share))
        case ReasonKind.TAKE_COMPLETES:
            return QCoreApplication.translate(
                "Coach", "Takes the {card}: it completes {meld}, deadwood {before} → {after}"
            ).format(card=card, meld=_cards(clause.cards), before=clause.before,
                     after=clause.after)
        case ReasonKind.TAKE_LOWERS:
            return QCoreApplication.translate(
                "Coach", "Takes the {card}: deadwood {before} → {after}, but it shows what you "
                "collect"
            ).format(card=card, before=clause.before, after=clause.after)
        case ReasonKind.TAKE_NO_HELP:
            return QCoreApplication.translate(
                "Coach", "The {card} does not lower your deadwood and tells your opponent what "
                "you want"
            ).format(card=card)
        case ReasonKind.STOCK:
            return QCoreApplication.translate("Coach", "Draws from the stock")
        case ReasonKind.STOCK_BLIND:
            return QCoreApplication.translate(
                "Coach", "Draws blind, leaving the {card} (it would bring deadwood {before} → "
                "{after})"
            ).format(card=card, before=clause.before, after=clause.after)
        case ReasonKind.STOCK_NO_HELP:
            return QCoreApplication.translate(
                "Coach", "Draws from the stock: the {card} does not help you"
            ).format(card=card)
        case ReasonKind.PASS_AT_WALL:
            return QCoreApplication.translate(
                "Coach", "Passes: the hand ends at the wall with no score"
            )
        case ReasonKind.PASS:
            if clause.card is None:
                return QCoreApplication.translate("Coach", "Passes the upcard")
            return QCoreApplication.translate("Coach", "Passes the {card}").format(card=card)
        case ReasonKind.BIG_GIN:
            return QCoreApplication.translate(
                "Coach", "Big gin: all eleven cards meld, the biggest bonus there is"
            )
        case ReasonKind.ONLY_MOVE:
            return QCoreApplication.translate("Coach", "The only move")
        case ReasonKind.ONLY_MOVE_BOTH_PASSED:
            return QCoreApplication.translate(
                "Coach", "The only move: both players passed the first upcard"
            )
        case ReasonKind.LAY_OUT:
            return QCoreApplication.translate(
                "Coach", "Lay out your melds and lay off what you can"
            )
        case ReasonKind.LAYS_OFF:
            return QCoreApplication.translate("Coach", "The only move: lays off {cards}").format(
                cards=_cards(clause.cards)
            )
        case ReasonKind.NOTHING_TO_LAY_OFF:
            return QCoreApplication.translate("Coach", "The only move: nothing to lay off")
        case ReasonKind.UNDERCUT:
            return QCoreApplication.translate("Coach", "you undercut")
        case ReasonKind.OPPONENT_SCORES:
            return QCoreApplication.translate("Coach", "your opponent scores {points}").format(
                points=clause.points
            )
    assert_never(clause.kind)


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
