"""Teach me: a note after a move clearly weaker than the best, worked out off the GUI thread
from the user's own view; nothing after a good move; off by default."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS, draw_the_first_card, rigged_window

from ginrummy_desktop.ai.coach import Advice, Reason, ReasonKind
from ginrummy_desktop.ai.levels import Level
from ginrummy_desktop.app.coach import coach_process
from ginrummy_desktop.app.coach.teacher import LESSON_MARGIN, lesson_for
from ginrummy_desktop.app.records.history import ReplayedDeal
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.session import MatchSession
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import Settings
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.engine import (
    FULL_DECK,
    Action,
    Card,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Knock,
    LayOff,
    Pass,
    Phase,
    RuleSet,
    parse_cards,
)
from ginrummy_desktop.worker_process import Call, Reply, ReplyKind, call

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
    assert window.session.view().phase is Phase.UPCARD_OFFER
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


# --- a note on a move whose hand ended before the coach answered -------------------------------


class _HeldCoach:
    """The coach's process held back: a request waits until the test answers it, worked out
    here (what the coach's process would have answered), in the order asked; a forgotten one
    is never answered, as with the real host."""

    def __init__(self) -> None:
        self.waiting: dict[int, tuple[Call, Callable[[Reply], None]]] = {}
        self._asked = 0

    def start(self) -> None:
        pass

    def ask(self, payload: Call, deliver: Callable[[Reply], None]) -> int:
        self._asked += 1
        self.waiting[self._asked] = (payload, deliver)
        return self._asked

    def forget(self, number: int) -> None:
        self.waiting.pop(number, None)

    def answer_all(self) -> None:
        while self.waiting:
            number = min(self.waiting)
            payload, deliver = self.waiting.pop(number)
            deliver(Reply(number, ReplyKind.ANSWER, call(payload)))


_JACKS = parse_cards("Jc Jd Js 2c 5c 9h Qh 3d 6s 8c")
"""The user's ten cards: a set of jacks and deadwood."""
_GIN_SOON = parse_cards("As 2s 3s 4h 5h 6h 7d 8d 9d Kc")
"""The computer's ten: the 10♦ it draws first makes gin."""


def _jacks_deal() -> ReplayedDeal:
    """The computer deals :data:`_JACKS` to the user (the upcard the Q♦, the user's first
    draw the K♦) and gins on its first draw, the 10♦."""
    dealt = [card for pair in zip(_JACKS, _GIN_SOON, strict=True) for card in pair]
    top = parse_cards("Qd Kd Td")
    rest = [card for card in FULL_DECK if card not in {*dealt, *top}]
    cut = Cut(parse_cards("Kc 2d"))  # the computer's 2 is lower: the computer deals
    return ReplayedDeal(RuleSet(), cut, Deal((*dealt, *top, *rest)), dealer=1,
                        source="a test deal")


def _users_turn(session: MatchSession, phase: Phase) -> bool:
    controller = session.controller
    return (controller.has_game and controller.is_settled and controller.actor is Seat.USER
            and controller.phase is phase)


def _play(qtbot: QtBot, session: MatchSession, phase: Phase, action: Action) -> None:
    qtbot.waitUntil(lambda: _users_turn(session, phase), timeout=WAIT_MS)
    assert session.play(action)


@pytest.fixture
def held(monkeypatch: pytest.MonkeyPatch) -> _HeldCoach:
    coach = _HeldCoach()
    monkeypatch.setattr(coach_process, "_HOST", coach)
    return coach


@pytest.fixture
def jacks(qtbot: QtBot, tmp_path: Path, held: _HeldCoach) -> Iterator[MatchSession]:
    """A session (Teach me on, the coach held back) whose match is :func:`_jacks_deal`
    against Easy, the user to answer the upcard offer."""
    store = SettingsStore(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    store.save(Settings(teach=True))
    session = MatchSession(store, AppPaths.under(tmp_path / "data"), seed=5)
    session.new_game()
    assert session.play_deal_again(_jacks_deal(), Level.EASY)
    yield session
    session.close()


def test_a_blunder_noted_after_the_next_deal_names_its_hand(
    qtbot: QtBot, jacks: MatchSession, held: _HeldCoach
) -> None:
    """Issue 40, item 8: the set of jacks broken, the computer gins at once and the next hand
    is dealt before the coach has answered: the note still comes, about hand 1."""
    session = jacks
    lessons: list[str] = []
    session.lesson.connect(lessons.append)
    _play(qtbot, session, Phase.UPCARD_OFFER, Pass())
    _play(qtbot, session, Phase.DRAW, DrawStock())
    _play(qtbot, session, Phase.DISCARD, Discard(Card.parse("Js")))  # the set broken
    _play(qtbot, session, Phase.SHOWDOWN, LayOff())  # the computer went gin at once
    qtbot.waitUntil(lambda: _users_turn(session, Phase.HAND_OVER), timeout=WAIT_MS)
    assert session.next_hand()
    assert session.view().hand_number == 2
    held.answer_all()
    assert [note for note in lessons if "“discard J♠”" in note] == [lessons[-1]]
    assert lessons[-1].startswith("Teach me, on hand 1: better than “discard J♠” was")
    assert not session.teacher.busy


def test_a_note_of_the_hand_in_play_names_no_hand_and_a_new_match_forgets_them(
    qtbot: QtBot, jacks: MatchSession, held: _HeldCoach
) -> None:
    session = jacks
    lessons: list[str] = []
    session.lesson.connect(lessons.append)
    _play(qtbot, session, Phase.UPCARD_OFFER, Pass())
    _play(qtbot, session, Phase.DRAW, DrawStock())
    _play(qtbot, session, Phase.DISCARD, Discard(Card.parse("Js")))
    _play(qtbot, session, Phase.SHOWDOWN, LayOff())
    qtbot.waitUntil(lambda: _users_turn(session, Phase.HAND_OVER), timeout=WAIT_MS)
    held.answer_all()  # the hand is over, the next not dealt: still the hand in play
    assert lessons and lessons[-1].startswith("Teach me: better than “discard J♠” was")
    lessons.clear()
    assert session.next_hand()
    qtbot.waitUntil(lambda: _users_turn(session, Phase.UPCARD_OFFER)
                    or _users_turn(session, Phase.DRAW), timeout=WAIT_MS)
    assert session.play(session.view().legal_actions[-1])
    assert session.teacher.busy
    session.new_game()  # another match: the last one's moves are not judged
    held.answer_all()
    assert not lessons and not session.teacher.busy
