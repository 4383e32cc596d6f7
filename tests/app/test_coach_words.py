"""The coach's reasons in words: every kind of clause worded, in the English the coach has always
used, and every word of it through Qt's translation."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.ai.coach import Reason, ReasonKind
from ginrummy_desktop.app.words.coach import clause_text, reason_text
from ginrummy_desktop.app.words.panel import hint_html
from ginrummy_desktop.engine import Card, parse_cards

K = ReasonKind
NINE, KING, TEN = Card.parse("9s"), Card.parse("Kd"), Card.parse("Th")
RUN = tuple(parse_cards("8s 9s Ts"))

EXAMPLES: tuple[tuple[Reason, str], ...] = (
    (Reason(K.GIN, TEN, points=25), "Gin with the 10♥ thrown: a 25-point bonus and no lay-offs"),
    (Reason(K.KNOCK, KING, deadwood=6), "Knocks with 6 deadwood, throwing the K♦"),
    (Reason(K.UNDERCUT_RISK, share=0.3), "undercut in 30% of the simulations"),
    (Reason(K.BREAKS_MELD, NINE, cards=RUN, deadwood=14),
     "Throws the 9♠, breaking up your meld 8♠ 9♠ 10♠ (deadwood 14)"),
    (Reason(K.NEAR_MELDS, KING, deadwood=9, melds=1),
     "Throws the K♦ (deadwood 9), although it was one card from a meld"),
    (Reason(K.NEAR_MELDS, KING, deadwood=9, melds=3),
     "Throws the K♦ (deadwood 9), although it was one card from 3 melds"),
    (Reason(K.FAR_FROM_MELDS, KING, deadwood=9),
     "Throws the K♦ (deadwood 9): it was not close to a meld"),
    (Reason(K.KEEPS, TEN, melds=1), "keeps the 10♥, one card from one meld"),
    (Reason(K.KEEPS, TEN, melds=2), "keeps the 10♥, one card from 2 melds"),
    (Reason(K.RISKY, KING, picked=Card.parse("Kc")),
     "risky: your opponent picked up the K♣, which melds with it"),
    (Reason(K.DEAD, KING), "the K♦ is safe: your opponent can no longer meld it"),
    (Reason(K.LOOKS_SAFE, NINE, threw=Card.parse("Js"), passed=TEN),
     "the 9♠ looks safe: your opponent threw the J♠ and passed the 10♥"),
    (Reason(K.LOOKS_SAFE, NINE, threw=Card.parse("Js")),
     "the 9♠ looks safe: your opponent threw the J♠"),
    (Reason(K.LOOKS_SAFE, NINE, passed=TEN), "the 9♠ looks safe: your opponent passed the 10♥"),
    (Reason(K.ODDS, share=0.125), "won 12% of simulated hands"),  # rounded as before: 12.5 -> 12
    (Reason(K.KNOCK_PASSED_UP, deadwood=8, points=12, share=0.73),
     "knocking now with 8 deadwood would likely be undercut: it was in 73% of the simulations,"
     " about 12 points a hand worse"),
    (Reason(K.KNOCK_PASSED_UP, deadwood=6, points=1, share=0.2),
     "knocking now with 6 deadwood scored about 1 point a hand less than playing on in the"
     " simulations (undercut in 20% of them)"),
    (Reason(K.KNOCK_PASSED_UP, deadwood=6, points=0, share=0.2),
     "knocking now with 6 deadwood would give you less chance of winning the game (undercut in"
     " 20% of the simulations)"),
    (Reason(K.LEAST_DEADWOOD_PASSED_UP, KING, deadwood=8, points=4),
     "rather than the K♦, which leaves the least deadwood (8): that scored about 4 points a"
     " hand less in the simulations"),
    (Reason(K.LEAST_DEADWOOD_PASSED_UP, KING, deadwood=8, points=4, picked=Card.parse("Kc")),
     "rather than the K♦, which leaves the least deadwood (8) but melds with the K♣ your"
     " opponent picked up: that scored about 4 points a hand less in the simulations"),
    (Reason(K.LEAST_DEADWOOD_PASSED_UP, KING, deadwood=8, points=-1),
     "rather than the K♦, which leaves the least deadwood (8): that would give you less chance"
     " of winning the game"),
    (Reason(K.LEAST_DEADWOOD_PASSED_UP, KING, deadwood=8, points=0, picked=Card.parse("Kc")),
     "rather than the K♦, which leaves the least deadwood (8) but melds with the K♣ your"
     " opponent picked up: that would give you less chance of winning the game"),
    (Reason(K.TAKE_COMPLETES, TEN, cards=(*RUN[:2], TEN), before=20, after=8),
     "Takes the 10♥: it completes 8♠ 9♠ 10♥, deadwood 20 → 8"),
    (Reason(K.TAKE_LOWERS, TEN, before=20, after=18),
     "Takes the 10♥: deadwood 20 → 18, but it shows what you collect"),
    (Reason(K.TAKE_NO_HELP, TEN),
     "The 10♥ does not lower your deadwood and tells your opponent what you want"),
    (Reason(K.STOCK), "Draws from the stock"),
    (Reason(K.STOCK_BLIND, TEN, before=20, after=18),
     "Draws blind, leaving the 10♥ (it would bring deadwood 20 → 18)"),
    (Reason(K.STOCK_NO_HELP, TEN), "Draws from the stock: the 10♥ does not help you"),
    (Reason(K.PASS_AT_WALL), "Passes: the hand ends at the wall with no score"),
    (Reason(K.PASS, TEN), "Passes the 10♥"),
    (Reason(K.PASS), "Passes the upcard"),
    (Reason(K.BIG_GIN), "Big gin: all eleven cards meld, the biggest bonus there is"),
    (Reason(K.ONLY_MOVE), "The only move"),
    (Reason(K.ONLY_MOVE_BOTH_PASSED), "The only move: both players passed the first upcard"),
    (Reason(K.LAY_OUT), "Lay out your melds and lay off what you can"),
    (Reason(K.LAYS_OFF, cards=RUN[:2]), "The only move: lays off 8♠ 9♠"),
    (Reason(K.NOTHING_TO_LAY_OFF), "The only move: nothing to lay off"),
    (Reason(K.UNDERCUT), "you undercut"),
    (Reason(K.OPPONENT_SCORES, points=17), "your opponent scores 17"),
)


def test_every_kind_of_clause_is_worded_as_the_coach_always_said_it() -> None:
    assert {reason.kind for reason, _ in EXAMPLES} == set(ReasonKind)
    for reason, words in EXAMPLES:
        assert clause_text(reason) == words


def test_a_reason_joins_its_clauses_and_starts_with_a_capital() -> None:
    reason = (
        Reason(K.NEAR_MELDS, KING, deadwood=9, melds=2),
        Reason(K.KEEPS, TEN, melds=1),
        Reason(K.DEAD, KING),
        Reason(K.ODDS, share=0.48),
    )
    assert reason_text(reason) == (
        "Throws the K♦ (deadwood 9), although it was one card from 2 melds; keeps the 10♥, one"
        " card from one meld; the K♦ is safe: your opponent can no longer meld it; won 48% of"
        " simulated hands"
    )
    assert reason_text((Reason(K.RISKY, KING, picked=Card.parse("Kc")),)).startswith("Risky: ")
    assert hint_html("discard K♦", (Reason(K.LAY_OUT),)) == (
        "<b>Hint: discard K♦.</b> Lay out your melds and lay off what you can."
    )


class _Wrapping(QTranslator):
    """Wraps every string it is asked for in ⟦…⟧ (as the pseudo-translation test does)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return f"⟦{source}⟧"

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def wrapping(qapp: QApplication) -> Iterator[None]:
    translator = _Wrapping()
    assert qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def test_every_word_of_a_reason_is_translated(wrapping: None) -> None:
    for reason, _ in EXAMPLES:
        text = reason_text((reason, Reason(K.ODDS, share=0.5)))
        left, before = text, ""
        while left != before:  # innermost first: a percentage is a translation of its own
            before, left = left, re.sub(r"⟦[^⟦⟧]*⟧", " ", left)
        assert not re.search(r"[A-Za-z]{2,}", left), text
