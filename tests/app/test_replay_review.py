"""A match's review on the Hand history (``widgets/replay_review.py``, ``records/review_marks.py``):
each decision lands on its step (a knock, a take from the pile, the upcard's offer, a dead
hand), a marked one's verdict follows its move in the move list in words and colour, the table
rings the best move's card beside the move made and says the verdict, the review kept for the
match is found (the fuller first) or handed over by a review window as it finishes, and the
review window's *Show in Hand history* goes to the decision's hand and step.

The reviews are real (``ai.review.review_hand``, tiny settings) of a match of two finished
hands, the second of them dead. Screenshots of the Hand history at a marked discard are saved
under the system's temporary folder (``replay-review*.png``), out of the repository."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QListWidgetItem, QWidget
from pytestqt.qtbot import QtBot
from review_helpers import FakeRun
from save_helpers import played_save
from table_helpers import make_window

from ginrummy_desktop.ai.review import (
    DecisionKind,
    DecisionReview,
    HandReview,
    Mark,
    ReviewSettings,
    review_hand,
)
from ginrummy_desktop.app.match.saves import MatchSave, SaveStore
from ginrummy_desktop.app.records.history import MatchSource
from ginrummy_desktop.app.records.replay import HandReplay, replay_game
from ginrummy_desktop.app.records.review_export import MARK_COLOURS, finished_part
from ginrummy_desktop.app.records.review_marks import (
    BOTH_SEATS,
    REVIEW_SETTINGS,
    MatchReview,
    StepMark,
    decision_index,
)
from ginrummy_desktop.app.records.review_store import ReviewStore, review_key
from ginrummy_desktop.app.table.card_images import CardImages
from ginrummy_desktop.app.widgets import review_dialog
from ginrummy_desktop.app.widgets.replay_dialog import HistoryHost, ReplayDialog, history_link
from ginrummy_desktop.app.widgets.replay_review import VERDICT_COLOUR_ROLE
from ginrummy_desktop.app.widgets.replay_table import BETTER_COLOUR
from ginrummy_desktop.app.widgets.review_dialog import ReviewDialog
from ginrummy_desktop.app.words.cards import card_text, spoken_cards, spoken_name
from ginrummy_desktop.app.words.review import mark_name, mark_sign
from ginrummy_desktop.engine import (
    Discard,
    DrawStock,
    Game,
    Knock,
    Pass,
    Phase,
    TakeDiscard,
    TakeUpcard,
)

TINY = ReviewSettings(samples=40, close_samples=0, draw_guesses=8, deal_samples=50,
                      seats=BOTH_SEATS)
"""A review quick enough for a test (no second look at a close verdict)."""
SHOTS = Path(tempfile.gettempdir())


# --- the match and its reviews -------------------------------------------------------------------


@pytest.fixture(scope="module")
def save() -> MatchSave:
    """Two finished hands (a knock, then a dead hand) and a third in play."""
    return played_save(5000, seed=35,
                       until=lambda g: len(g.results) >= 2 and g.phase is Phase.DISCARD)


@pytest.fixture(scope="module")
def match(save: MatchSave) -> Game:
    return save.game


@pytest.fixture(scope="module")
def both(match: Game) -> tuple[HandReview, ...]:
    """Both seats' decisions valued."""
    return tuple(review_hand(match.rules, match.history, n, TINY) for n in (1, 2))


@pytest.fixture(scope="module")
def computers(both: tuple[HandReview, ...]) -> tuple[tuple[HandReview, ...], DecisionReview]:
    """Both seats' review with a bad decision of the computer's for sure (its last discard
    of the first hand valued 6 points below the best move, whatever the search found), and
    that decision."""
    chosen = next(d for d in reversed(both[0].decisions)
                  if d.seat == 1 and d.kind is DecisionKind.DISCARD and d.best != d.played)
    bad = replace(chosen, best_points=chosen.played_points + 6.0)
    first = replace(both[0], decisions=tuple(bad if d == chosen else d
                                             for d in both[0].decisions))
    return (first, *both[1:]), bad


@pytest.fixture(scope="module")
def yours(both: tuple[HandReview, ...]) -> tuple[HandReview, ...]:
    """Your decisions alone, as a review of yours alone values them (a decision's seed does
    not depend on the seats valued)."""
    return tuple(replace(hand, decisions=tuple(d for d in hand.decisions if d.seat == 0))
                 for hand in both)


@pytest.fixture(scope="module")
def hands(match: Game) -> tuple[HandReplay, ...]:
    return replay_game(match).finished_hands


def _keep(store: ReviewStore, game: Game, reviewed: tuple[HandReview, ...],
          seats: frozenset[int]) -> None:
    """Keep ``reviewed`` as the review window keeps a review of ``game`` under ``seats``."""
    part = finished_part(game)
    assert part is not None
    assert store.save(review_key(part, replace(REVIEW_SETTINGS, seats=seats)), reviewed)


def _review(match: Game, reviewed: tuple[HandReview, ...],
            seats: frozenset[int] = REVIEW_SETTINGS.seats) -> MatchReview:
    part = finished_part(match)
    assert part is not None
    return MatchReview(part.rules, part.history, reviewed, seats)


def _marked(reviewed: tuple[HandReview, ...], kind: DecisionKind | None = None,
            seat: int = 0) -> list[DecisionReview]:
    return [d for hand in reviewed for d in hand.decisions
            if d.mark is not Mark.NONE and d.seat == seat and (kind is None or d.kind is kind)]


def _host(match: Game) -> HistoryHost:
    return HistoryHost(current=lambda: MatchSource("Current match", match),
                       reveal=lambda: None, play_again=lambda _deal, _level: False)


@pytest.fixture
def store(tmp_path: Path) -> ReviewStore:
    return ReviewStore(tmp_path / "reviews")


Viewer = Callable[[], ReplayDialog]


@pytest.fixture
def viewer(qtbot: QtBot, match: Game, store: ReviewStore) -> Viewer:
    """Makes a Hand history of the match, its reviews looked up in ``store`` (made when a
    test asks: it keeps a review first)."""

    def make() -> ReplayDialog:
        dialog = ReplayDialog(_host(match), CardImages(), reviews=store)
        qtbot.addWidget(dialog)
        dialog.resize(1300, 700)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog

    return make


def _go(viewer: ReplayDialog, decision: DecisionReview) -> int:
    """Show ``decision``'s step; its index."""
    numbers = [viewer.hand_box.itemData(i) for i in range(viewer.hand_box.count())]
    viewer.show_hand(numbers.index(decision.hand))
    assert viewer.hand is not None
    index = decision.step - viewer.hand.start
    viewer.go_to(index)
    return index


def _shown(viewer: ReplayDialog) -> HandReplay:
    """The hand the Hand history shows."""
    assert viewer.hand is not None
    return viewer.hand


def _decisions(window: ReviewDialog) -> tuple[DecisionReview, ...]:
    """The decisions of the hand the review window shows."""
    assert window.hand is not None
    return window.hand.decisions


def _item(viewer: ReplayDialog, row: int) -> QListWidgetItem:
    item = viewer.moves.item(row)
    assert item is not None
    return item


def _near(colour: QColor, wanted: QColor, within: int = 40) -> bool:
    return (abs(colour.red() - wanted.red()) + abs(colour.green() - wanted.green())
            + abs(colour.blue() - wanted.blue())) <= within


# --- decisions on steps --------------------------------------------------------------------------


def test_every_decision_lands_on_the_step_of_its_move(
        match: Game, both: tuple[HandReview, ...], hands: tuple[HandReplay, ...]) -> None:
    """The step at ``decision.step - hand.start`` is the table just after the move made, by
    the decision's seat: checked on a knock, takes from the pile, the upcard's offers and a
    dead hand."""
    assert [hand.result.winner is None for hand in hands if hand.result] == [False, True]
    kinds: set[str] = set()
    for hand, reviewed in zip(hands, both, strict=True):
        assert reviewed.decisions
        for decision in reviewed.decisions:
            index = decision_index(hand, decision)
            assert index is not None
            step, before = hand.steps[index], hand.steps[index - 1]
            assert step.seat == decision.seat and match.history[decision.step] == decision.played
            match decision.played:
                case Discard(card=card) | Knock(card=card):
                    assert step.moved == card
                    kinds.add("knock" if isinstance(decision.played, Knock) else "discard")
                case TakeDiscard():
                    assert step.moved == before.pile[-1]
                    kinds.add("take")
                case Pass() | TakeUpcard():
                    assert decision.kind is DecisionKind.UPCARD and "upcard" in step.text
                    kinds.add("upcard")
                case DrawStock():
                    assert step.stock == before.stock - 1
    assert kinds == {"knock", "discard", "take", "upcard"}
    last = max(both[1].decisions, key=lambda d: d.step)  # the dead hand's last decision
    assert decision_index(hands[1], last) == len(hands[1].steps) - 2  # the result after it
    assert decision_index(hands[0], both[1].decisions[0]) is None  # another hand's


# --- the move list -------------------------------------------------------------------------------


def test_marks_follow_their_moves_in_words_and_colour(
        viewer: Viewer, store: ReviewStore, match: Game, yours: tuple[HandReview, ...],
        computers: tuple[tuple[HandReview, ...], DecisionReview]) -> None:
    _keep(store, match, yours, REVIEW_SETTINGS.seats)
    dialog = viewer()
    assert dialog.review is not None and dialog.review.seats == {0}
    for reviewed in yours:
        dialog.show_hand(reviewed.number - 1)
        hand = _shown(dialog)
        marked = {d.step - hand.start: d for d in reviewed.decisions if d.mark is not Mark.NONE}
        assert marked
        for row, step in enumerate(hand.steps):
            item = _item(dialog, row)
            spoken = item.data(Qt.ItemDataRole.AccessibleTextRole)
            decision = marked.get(row)
            if decision is None:
                assert item.text() == step.text and spoken is None
                continue
            move, line = item.text().split("\n")
            assert move == step.text
            sign, name = mark_sign(decision.mark), mark_name(decision.mark)
            assert line.startswith(f"{sign} {name} · better: ") and line.endswith(" points)")
            assert item.data(VERDICT_COLOUR_ROLE) == QColor(
                MARK_COLOURS[decision.mark]).lighter(125).name()
            assert f"{name} decision. Better: " in spoken and "♠" not in spoken
            assert "?" not in spoken.split(":")[-1]  # the sign is not read out
    _both, computer = computers  # the computer's marks are not in a review of yours alone
    dialog.show_hand(computer.hand - 1)
    assert dialog.hand is not None
    assert "\n" not in _item(dialog, computer.step - dialog.hand.start).text()


def test_the_fuller_review_kept_is_shown(
        viewer: Viewer, store: ReviewStore, match: Game, yours: tuple[HandReview, ...],
        computers: tuple[tuple[HandReview, ...], DecisionReview]) -> None:
    both, decision = computers
    _keep(store, match, yours, REVIEW_SETTINGS.seats)
    _keep(store, match, both, BOTH_SEATS)
    dialog = viewer()
    assert dialog.review is not None and dialog.review.seats == BOTH_SEATS
    index = _go(dialog, decision)
    assert "\n" in _item(dialog, index).text()
    assert dialog.table.mark is not None and dialog.table.mark.decision == decision
    assert not dialog.take_review(_review(match, yours))  # it tells less: the fuller stays
    assert dialog.review.seats == BOTH_SEATS


def test_an_unreviewed_match_shows_no_mark(viewer: Viewer, both: tuple[HandReview, ...]) -> None:
    dialog = viewer()
    assert dialog.review is None
    for number in (1, 2):
        dialog.show_hand(number - 1)
        assert dialog.hand is not None
        for row, step in enumerate(dialog.hand.steps):
            assert _item(dialog, row).text() == step.text
            dialog.go_to(row)
            assert dialog.table.mark is None and dialog.table.better_card is None
            assert dialog.table.accessibleDescription() == step.text


def test_a_doctored_or_damaged_review_is_shown_as_far_as_it_fits(
        viewer: Viewer, store: ReviewStore, match: Game, yours: tuple[HandReview, ...],
        hands: tuple[HandReplay, ...]) -> None:
    """A decision placed on no move of its hand (the deal, another hand's move, the other
    seat's move) is left out; a review file that cannot be read shows no review at all."""
    first, second, third = _marked(yours)[:3]
    elsewhere = hands[2 - second.hand].start + 3  # a move of the other hand
    misplaced = {first: replace(first, step=hands[first.hand - 1].start),  # the deal
                 second: replace(second, step=elsewhere),
                 third: replace(third, seat=1 - third.seat)}  # the other seat's move
    doctored = tuple(replace(hand, decisions=tuple(misplaced.get(d, d) for d in hand.decisions))
                     for hand in yours)
    dialog = viewer()
    assert dialog.take_review(_review(match, doctored))
    shown = {(mark.decision.hand, mark.decision.step)
             for number in (1, 2) for mark in _marks_of(dialog, number)}
    assert shown == {(d.hand, d.step) for d in _marked(yours)[3:]}
    _keep(store, match, yours, REVIEW_SETTINGS.seats)
    part = finished_part(match)
    assert part is not None
    key = review_key(part, REVIEW_SETTINGS)
    store.path(key).write_text("{not json", encoding="utf-8")
    again = viewer()
    assert again.review is None and "\n" not in _item(again, 1).text()


def _marks_of(dialog: ReplayDialog, number: int) -> list[StepMark]:
    """The marks the Hand history shows on hand ``number``, step by step."""
    dialog.show_hand(number - 1)
    found = []
    for row in range(dialog.moves.count()):
        dialog.go_to(row)
        if dialog.table.mark is not None:
            found.append(dialog.table.mark)
    return found


# --- the table -----------------------------------------------------------------------------------


def _ring_pixels(image: QImage, dialog: ReplayDialog) -> int:
    """How many pixels of the better ring's left side are its pink."""
    rect = dialog.table.better_rect
    assert rect is not None
    x = round(rect.left() - 5)
    return sum(_near(image.pixelColor(x + dx, y), BETTER_COLOUR)
               for dx in (-1, 0, 1) for y in range(round(rect.top()), round(rect.bottom())))


def test_a_marked_discard_rings_the_card_made_and_the_better_one(
        viewer: Viewer, store: ReviewStore, match: Game, yours: tuple[HandReview, ...]) -> None:
    _keep(store, match, yours, REVIEW_SETTINGS.seats)
    dialog = viewer()
    decision = next(d for d in _marked(yours, DecisionKind.DISCARD)
                    if isinstance(d.best, Discard) and d.best != d.played)
    assert isinstance(decision.played, Discard) and isinstance(decision.best, Discard)
    index = _go(dialog, decision)
    table = dialog.table
    assert table.step is not None and table.step.moved == decision.played.card  # gold
    assert table.better_card == decision.best.card
    assert decision.best.card in table.step.hands[0]  # kept in hand: ringed there
    image = table.grab().toImage()
    assert table.better_rect is not None and _ring_pixels(image, dialog) >= 20
    name, mark = mark_name(decision.mark), table.mark
    assert mark is not None and mark.verdict.startswith(
        f"{mark_sign(decision.mark)} {name}. Better: Throw the {card_text(decision.best.card)},")
    assert table.accessibleDescription() == f"{spoken_cards(table.step.text)}: {mark.spoken}"
    assert mark.spoken.startswith(
        f"{name} decision. Better: Throw the {spoken_name(decision.best.card)}, worth ")
    dialog.go_to(index + 1)  # the next step has no verdict and no second ring
    assert table.better_card is None
    table.grab()
    assert table.better_rect is None


def test_a_take_rings_the_pile_card_and_a_draw_is_told_in_words(
        viewer: Viewer, match: Game, yours: tuple[HandReview, ...]) -> None:
    dialog = viewer()
    take = next(d for d in _marked(yours, DecisionKind.DRAW) if isinstance(d.best, TakeDiscard))
    assert isinstance(take.played, DrawStock)
    assert dialog.take_review(_review(match, yours))
    index = _go(dialog, take)
    step, before = dialog.table.step, _shown(dialog).steps[index - 1]
    assert step is not None and step.pile[-1] == before.pile[-1]
    assert dialog.table.better_card == before.pile[-1]  # the card the take would have taken
    dialog.table.grab()
    assert dialog.table.better_rect is not None
    assert dialog.table.mark is not None
    assert f"Better: Take the {card_text(before.pile[-1])} from the pile" in (
        dialog.table.mark.verdict)
    # the other way round (had it been a bad take): a draw from the stock has no card
    no_card = replace(take, best=DrawStock(), best_points=take.played_points + 6.0)
    second = tuple(replace(hand, decisions=tuple(
        no_card if d == take else d for d in hand.decisions)) for hand in yours)
    assert dialog.take_review(_review(match, second))  # as full as the one shown: taken
    _go(dialog, take)
    assert dialog.table.mark is not None and dialog.table.better_card is None
    dialog.table.grab()
    assert dialog.table.better_rect is None
    assert "Better: Draw from the stock" in dialog.table.mark.verdict
    assert "Better: Draw from the stock" in dialog.table.accessibleDescription()


# --- from the review window ----------------------------------------------------------------------


def test_a_review_finished_while_the_history_is_open_marks_it(
        qtbot: QtBot, viewer: Viewer, match: Game, yours: tuple[HandReview, ...]) -> None:
    dialog = viewer()
    assert dialog.review is None
    other = played_save(400, seed=13, until=lambda g: len(g.results) >= 1).game
    alone = ReviewDialog(other, make_run=FakeRun)  # no way to the Hand history: no button
    qtbot.addWidget(alone)
    alone.show()
    assert not alone.history_button.isVisible() and not alone.show_in_history()
    elsewhere = ReviewDialog(other, make_run=FakeRun, history=history_link(None, dialog))
    qtbot.addWidget(elsewhere)
    assert isinstance(elsewhere.run, FakeRun)
    elsewhere.run.feed(())  # another match's review: not this one's
    assert dialog.review is None
    window = ReviewDialog(match, make_run=FakeRun, history=history_link(None, dialog))
    qtbot.addWidget(window)
    assert isinstance(window.run, FakeRun)
    window.run.feed(yours)
    assert dialog.review is not None and dialog.review.hands == yours
    decision = _marked(yours)[0]
    index = _go(dialog, decision)
    assert "\n" in _item(dialog, index).text() and dialog.table.mark is not None


def test_show_in_hand_history_goes_to_the_decision(
        qtbot: QtBot, viewer: Viewer, match: Game, yours: tuple[HandReview, ...],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """From the Hand history's own review: the button, Enter and a double-click on a row."""
    FakeRun.made.clear()
    monkeypatch.setattr(review_dialog, "_background_run", FakeRun)
    dialog = viewer()
    dialog.show_hand(1)
    window = dialog.review_match()
    assert window is not None and window.history_button.isVisible()
    FakeRun.made[0].feed(yours)
    first, second = _marked(yours)[0], _marked(yours)[-1]
    assert first.hand != second.hand or first.step != second.step
    assert not window.history_button.isEnabled()  # nothing selected yet
    window.show_hand(first.hand - 1)
    window.decisions.selectRow(_decisions(window).index(first))
    assert window.history_button.isEnabled()
    QTest.mouseClick(window.history_button, Qt.MouseButton.LeftButton)
    assert dialog.hand is not None and dialog.hand.number == first.hand
    assert dialog.step_index == first.step - dialog.hand.start
    assert dialog.table.mark is not None and dialog.table.mark.decision == first
    assert dialog.focusWidget() is dialog.moves  # read first: the move and its verdict
    window.show_hand(second.hand - 1)
    window.decisions.setFocus()
    window.decisions.selectRow(_decisions(window).index(second))
    QTest.keyClick(window.decisions, Qt.Key.Key_Return)
    assert window.isVisible()  # Enter did not close the review (its default button)
    assert dialog.hand.number == second.hand
    assert dialog.step_index == second.step - dialog.hand.start
    row = _decisions(window).index(first) if first.hand == second.hand else 0
    target = _decisions(window)[row]
    rect = window.decisions.visualRect(window.decisions.model().index(row, 1))
    for click in (QTest.mouseClick, QTest.mouseDClick):  # the second click makes it double
        click(window.decisions.viewport(), Qt.MouseButton.LeftButton,
              Qt.KeyboardModifier.NoModifier, rect.center())
    assert dialog.step_index == target.step - dialog.hand.start
    window.close()


def test_show_in_hand_history_finds_the_hand_history_made_again(
        qtbot: QtBot, match: Game, store: ReviewStore, yours: tuple[HandReview, ...]) -> None:
    """A new language makes the Hand history again (``window_dialogs``): the review window's
    way leads to the new one."""
    window = QWidget()
    qtbot.addWidget(window)
    old = ReplayDialog(_host(match), CardImages(), window, reviews=store)
    link = history_link(window, old)
    old.setParent(None)  # as the window drops it
    old.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    new = ReplayDialog(_host(match), CardImages(), window, reviews=store)
    decision = _marked(yours)[0]
    link.show(_review(match, yours), decision.hand, decision.step)
    assert new.isVisible() and new.hand is not None and new.hand.number == decision.hand
    assert new.step_index == decision.step - new.hand.start
    new.close()


def test_show_in_hand_history_catches_up_with_the_match_in_play(
        qtbot: QtBot, match: Game, store: ReviewStore, yours: tuple[HandReview, ...],
        hands: tuple[HandReplay, ...]) -> None:
    """A Hand history closed while the match went on shows the hands played since."""
    game = Game(match.rules)
    for action in match.history[:hands[0].end]:
        game.apply(action)
    dialog = ReplayDialog(_host(game), CardImages(), reviews=store)
    qtbot.addWidget(dialog)
    assert dialog.hand_box.count() == 1
    for action in match.history[hands[0].end:]:  # played on, the window closed
        game.apply(action)
    decision = next(d for d in _marked(yours) if d.hand == 2)
    history_link(None, dialog).show(_review(match, yours), 2, decision.step)
    assert dialog.isVisible() and dialog.hand_box.count() == 2
    assert dialog.hand is not None and dialog.hand.number == 2
    assert dialog.table.mark is not None and dialog.table.mark.decision == decision
    dialog.close()


def test_show_in_hand_history_of_a_match_no_longer_shown(
        viewer: Viewer, match: Game, yours: tuple[HandReview, ...]) -> None:
    """The Hand history shows another match: it shows the match reviewed, listed once."""
    dialog = viewer()
    other = played_save(400, seed=13, until=lambda g: len(g.results) >= 1).game
    part = finished_part(other)
    assert part is not None
    review = MatchReview(part.rules, part.history, (), REVIEW_SETTINGS.seats)
    count = dialog.match_box.count()
    assert dialog.show_decision(review, 1, part.history.index(next(
        a for a in part.history if isinstance(a, Discard))))
    assert dialog.match_box.currentText() == "The match reviewed"
    assert dialog.match_box.count() == count + 1 and dialog.hand is not None
    assert dialog.step_index > 0
    dialog.show_decision(_review(match, yours), 1, _marked(yours)[0].step)  # back to it
    assert dialog.match_box.currentIndex() == 0 and dialog.review is not None
    assert dialog.show_decision(review, 1, 2)
    assert dialog.match_box.count() == count + 1  # listed once
    assert not dialog.show_decision(review, 9, 2)  # no such hand


def test_show_in_hand_history_from_the_game_menu_opens_it(
        qtbot: QtBot, tmp_path: Path, save: MatchSave, yours: tuple[HandReview, ...],
        monkeypatch: pytest.MonkeyPatch) -> None:
    FakeRun.made.clear()
    monkeypatch.setattr(review_dialog, "_background_run", FakeRun)
    SaveStore.autosave(tmp_path / "data" / "match.json").write(save)
    window = make_window(qtbot, tmp_path, seed=3)
    qtbot.waitUntil(lambda: window.menus.actions["review"].isEnabled())
    assert window.findChild(ReplayDialog) is None
    window.menus.actions["review"].trigger()
    (review,) = window.findChildren(ReviewDialog)
    assert review.history_button.isVisible()
    FakeRun.made[0].feed(yours)
    decision = _marked(yours)[-1]
    review.show_hand(decision.hand - 1)
    review.decisions.selectRow(_decisions(review).index(decision))
    review.history_button.click()
    history = window.findChild(ReplayDialog)
    assert isinstance(history, ReplayDialog) and history.isVisible()
    assert history.match_box.currentIndex() == 0 and history.hand is not None
    assert history.hand.number == decision.hand
    assert history.step_index == decision.step - history.hand.start
    assert history.table.mark is not None and history.table.mark.decision == decision
    review.close()
    history.close()


# --- the look ------------------------------------------------------------------------------------


def test_the_screenshots_of_a_marked_discard(
        viewer: Viewer, store: ReviewStore, match: Game, both: tuple[HandReview, ...]) -> None:
    _keep(store, match, both, BOTH_SEATS)
    dialog = viewer()
    decision = max((d for d in _marked(both, DecisionKind.DISCARD)
                    if isinstance(d.best, Discard) and d.best != d.played),
                   key=lambda d: d.error)
    index = _go(dialog, decision)
    dialog.moves.scrollToItem(_item(dialog, index))
    QApplication.processEvents()
    assert dialog.grab().save(str(SHOTS / "replay-review.png"))
    dialog.resize(1024, 600)
    QApplication.processEvents()
    dialog.moves.scrollToItem(_item(dialog, index))
    assert dialog.grab().save(str(SHOTS / "replay-review-small.png"))
    rect = dialog.moves.visualItemRect(_item(dialog, index))
    assert rect.height() >= 2 * dialog.moves.fontMetrics().height()  # both lines in sight
    assert dialog.moves.viewport().rect().contains(QPoint(rect.left() + 4, rect.center().y()))
