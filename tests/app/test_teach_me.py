"""Teach me: a note after a move clearly weaker than the best, worked out off the GUI thread
from the user's own view; nothing after a good move; off by default."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS, draw_the_first_card, rigged_window

from ginrummy_desktop.ai.coach import Advice, Reason, ReasonKind
from ginrummy_desktop.app.coach.teacher import LESSON_MARGIN, lesson_for
from ginrummy_desktop.app.settings import Settings
from ginrummy_desktop.engine import Card, Discard, DrawStock, Knock, Pass, Phase

_A_REASON = (Reason(ReasonKind.ONLY_MOVE),)


def _advice(action: object, value: float, reason: tuple[Reason, ...] = _A_REASON) -> Advice:
    return Advice(action, value, 0.5, reason)  # type: ignore[arg-type]


def test_a_clearly_weaker_move_earns_a_note_naming_the_better_one() -> None:
    king = Card.parse("Kc")
    far = (Reason(ReasonKind.FAR_FROM_MELDS, king, deadwood=9),
           Reason(ReasonKind.ODDS, share=0.46))
    ranked = (
        _advice(Discard(king), 3.0, far),
        _advice(Discard(Card.parse("8d")), 3.0 - LESSON_MARGIN - 2),
    )
    note = lesson_for(ranked, Discard(Card.parse("8d")))
    assert note == (
        "Teach me: better than “discard 8♦” was “discard K♣” (about 6 points a hand). Throws "
        "the K♣ (deadwood 9): it was not close to a meld; won 46% of simulated hands."
    )


def test_a_note_on_a_knock_says_why_playing_on_was_better() -> None:
    """The knock of the issue "The table, third pass" (8 deadwood, five cards left): the note
    names the better move and, in the coach's numbers, why the knock was worse."""
    six = Card.parse("6d")
    reason = (
        Reason(ReasonKind.NEAR_MELDS, six, deadwood=8, melds=1),
        Reason(ReasonKind.KNOCK_PASSED_UP, deadwood=8, points=12, share=0.73),
        Reason(ReasonKind.ODDS, share=0.36),
    )
    ranked = (_advice(Discard(six), -6.9, reason), _advice(Knock(six), -18.9))
    assert lesson_for(ranked, Knock(six, ())) == (
        "Teach me: better than “knock, discarding 6♦” was “discard 6♦” (about 12 points a "
        "hand). Throws the 6♦ (deadwood 8), although it was one card from a meld; knocking now "
        "with 8 deadwood would likely be undercut: it was in 73% of the simulations, about 12 "
        "points a hand worse; won 36% of simulated hands."
    )


def test_no_note_for_the_best_a_close_move_or_a_move_not_ranked() -> None:
    best, close = Discard(Card.parse("Kc")), Discard(Card.parse("8d"))
    ranked = (_advice(best, 1.0), _advice(close, 1.0 - LESSON_MARGIN + 0.5))
    assert lesson_for(ranked, best) is None
    assert lesson_for(ranked, close) is None
    assert lesson_for(ranked, Pass()) is None
    assert lesson_for(ranked[:1], best) is None


def test_a_knock_is_matched_by_its_card() -> None:
    knock = Knock(Card.parse("Kd"))
    ranked = (_advice(DrawStock(), 9.0), _advice(knock, 0.0))
    laid = Knock(Card.parse("Kd"), ())
    assert lesson_for(ranked, laid) is not None


def test_teach_me_is_off_by_default() -> None:
    assert Settings().teach is False


def test_the_window_notes_a_weak_discard_and_not_a_good_pass(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = rigged_window(qtbot, tmp_path)
    window.apply_settings(replace(window.session.settings, teach=True))  # applies at once
    lessons: list[str] = []
    window.session.teacher.lesson.connect(lessons.append)
    assert window.controller.view().phase is Phase.UPCARD_OFFER
    assert window.presenter.pass_upcard()  # the 4♠ helps nothing: passing is fine
    qtbot.waitUntil(lambda: not window.session.teacher.busy, timeout=WAIT_MS)
    draw_the_first_card(qtbot, window)
    assert not lessons
    window.presenter.select(Card.parse("9s"))  # out of the middle of a run: clearly weak
    assert window.presenter.discard_selected()
    assert window.session.teacher.busy  # worked out in its own thread; the table goes on
    qtbot.waitUntil(lambda: bool(lessons), timeout=WAIT_MS)
    assert lessons[0].startswith("Teach me: better than “discard 9♠” was")
    assert lessons[0] in window.move_log.lines  # kept in the hand's log, not only shown
