"""The review window: a match's decisions valued against the best move, and its luck.

As GNU Backgammon's *Analyse match* presents a match: at the top, for you and for the computer,
the decisions valued, the doubtful, bad and very bad ones, the error per decision and the level
it plays like, the luck, the result and the luck-adjusted result, over the hands reviewed so
far; below, a hand chosen from those reviewed: its decisions (step, who, what about, the move
made, the best move, the error, the mark), its deals and draws with their luck, and a chart of
your luck and errors through it (``review_chart.py``). The words are those of the exported
review (``records/review_export.py``): the window and the file say the same.

A review takes seconds a hand, so it runs in the background (``records/review_runner.py``):
the window is not modal, the table stays playable, a progress bar and a line of words follow
the run, and each hand appears as soon as it is reviewed (the summary grows with it). Closing
the window (Close, Escape, the title bar) cancels the run. Only the finished hands of a match
are reviewed: the review of the hand in play would show the computer's draws.

Accessible: every row of every table is read as one sentence (its cards named in full), the
progress is announced to a screen reader as each hand comes in and at the end, a mark is shown
by its sign and name as well as its colour. Every part is a Tab stop, in reading order;
Escape closes.

Opened from the Game menu (*Review this match…*, the current match) and from the Hand history
(*Review match…*, the match shown) through :func:`show_review`, one window per match. Whoever
opens it gives it a way to the Hand history (:class:`HistoryLink`): *Show in Hand history*
(or Enter, or a double-click on a decision's row) shows the decision's step there, the best
move beside the move made; and a Hand history open on the match is told when the review is
finished, to mark its moves.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QSize,
    Qt,
    SignalInstance,
)
from PySide6.QtGui import (
    QCloseEvent,
    QKeyEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from ...ai.review import HandReview, Mark, ReviewSettings
from ...engine import Game
from ..records.review_export import (
    LUCK_COLOURS,
    MARK_COLOURS,
    ReviewedMatch,
    decision_rows,
    draw_rows,
    finished_part,
    hand_facts,
    running_values,
    spoken_words,
    summary_rows,
    write_review,
)
from ..records.review_marks import BOTH_SEATS, REVIEW_SETTINGS, MatchReview
from ..seats.seat import Seat
from ..settings.store import SettingsStore
from ..table.focus_speech import WindowVoice
from ..words.review import (
    decision_headings,
    draw_headings,
    hand_reviewed_text,
    hand_title,
    progress_text,
    rating_sentence,
    summary_headings,
)
from .file_dialogs import ask_save_path
from .plain import plain_parent
from .review_chart import ReviewChart
from .review_tables import fill_rows, review_table
from .window_size import fit_to_screen

__all__ = ["ANNOUNCE_GAP_S", "REVIEW_SETTINGS", "HistoryLink", "ReviewDialog", "RunFactory",
           "RunLike", "show_review"]

ANNOUNCE_GAP_S = 1.5
"""A hand's arrival is announced only this long after the last one was: hands that come all
at once (a review kept from before) are not read out one by one, only the end."""
_clock = time.monotonic
"""The clock of the announcements' gap (the tests set their own)."""


class RunLike(Protocol):
    """What the window asks of a review run (``review_runner.ReviewRun``)."""

    @property
    def handReviewed(self) -> SignalInstance: ...
    @property
    def progress(self) -> SignalInstance: ...
    @property
    def finished(self) -> SignalInstance: ...
    @property
    def failed(self) -> SignalInstance: ...
    def start(self) -> None: ...
    def cancel(self) -> None: ...


class HistoryLink(Protocol):
    """The window's way to the Hand history, given by whoever opens it: ``reviewed`` is told
    each finished review (a Hand history open on the match shows its marks), ``show`` shows
    the move at ``step`` (its place in the match's actions) of hand ``hand`` there, with the
    review's marks (``replay_review.HandHistoryLink``)."""

    def reviewed(self, review: MatchReview) -> None: ...
    def show(self, review: MatchReview, hand: int, step: int) -> None: ...


RunFactory = Callable[[Game, ReviewSettings, QObject], RunLike]
"""Makes the run of a match's review: the match (its finished hands), the settings, the
window as the run's parent."""


def _background_run(game: Game, settings: ReviewSettings, parent: QObject) -> RunLike:
    """The real run, in the review's worker processes (imported when first needed)."""
    from ..records.review_runner import ReviewRun

    return ReviewRun(game, settings, parent)


_STYLE = """
#ReviewDialog { background: #10291b; }
#ReviewDialog QLabel { color: #e8f5e9; }
QLabel#title { font-size: 20px; font-weight: bold; color: #ffffff; }
QLabel#subtitle, QLabel#note { font-size: 12px; color: #a9cdb4; }
QLabel#rating { font-size: 13px; font-weight: bold; color: #ffd54f; }
QLabel#section { font-size: 11px; font-weight: bold; color: #8fbf9f; letter-spacing: 1px; }
#ReviewDialog QTableWidget { background: #143423; alternate-background-color: #173a27;
    color: #e8f5e9; gridline-color: #24503a; border: 2px solid #24503a; font-size: 12px;
    selection-background-color: #2f6649; selection-color: #ffffff; }
#ReviewDialog QTableWidget:focus { selection-background-color: #ffd54f;
    selection-color: #10291b; }
#ReviewDialog QHeaderView::section { background: #1f5133; color: #d7ecdc; border: none;
    border-right: 1px solid #24503a; padding: 3px 6px; font-size: 11px; font-weight: bold; }
#ReviewDialog QTableCornerButton::section { background: #1f5133; border: none; }
#ReviewDialog QComboBox { background: #143423; color: #f1f8f3; border: 2px solid #3c7356;
    border-radius: 4px; padding: 2px 7px; }
#ReviewDialog QComboBox QAbstractItemView { background: #143423; color: #f1f8f3;
    selection-background-color: #ffd54f; selection-color: #10291b; }
#ReviewDialog QProgressBar { background: #143423; color: #e8f5e9; border: 2px solid #24503a;
    border-radius: 5px; text-align: center; max-height: 16px; }
#ReviewDialog QProgressBar::chunk { background: #c99a1e; border-radius: 3px; }
#ReviewDialog QPushButton { background: #1f5133; color: #f1f8f3; border: 2px solid #2f7a4d;
    border-radius: 6px; padding: 5px 13px; font-size: 13px; }
#ReviewDialog QPushButton:hover { background: #286841; }
#ReviewDialog QPushButton:disabled { color: #7d9c88; background: #1a3a29; }
QPushButton#primary { background: #c99a1e; color: #1b1405; border-color: #e8b93a;
    font-weight: bold; min-width: 90px; }
#ReviewDialog QScrollBar { background: #10291b; width: 10px; height: 10px; margin: 0; }
#ReviewDialog QScrollBar::handle { background: #2f7a4d; border-radius: 4px; min-height: 24px;
    min-width: 24px; }
#ReviewDialog QScrollBar::add-line, #ReviewDialog QScrollBar::sub-line { width: 0; height: 0; }
#ReviewDialog QScrollBar::add-page, #ReviewDialog QScrollBar::sub-page { background: none; }
#ReviewDialog QPushButton:focus, #ReviewDialog QComboBox:focus,
#ReviewDialog QTableWidget:focus, #ReviewDialog QChartView:focus { border-color: #ffffff; }
QPushButton#primary:focus { border-color: #10291b; text-decoration: underline; }
QFrame#chartFrame { background: #143423; border: 1px solid #24503a; border-radius: 8px; }
"""
"""The window's dark look, the Statistics window's colours; every Tab stop shows its focus."""


class ReviewDialog(QDialog):
    """The review of ``game``'s finished hands (see the module docstring). ``label`` names the
    match ("Current match"); ``names`` the seats (seat 0 first: "You", "Computer" by default);
    ``store`` keeps the export folder; ``make_run`` makes the run (the tests give a fake);
    ``history`` leads to the Hand history (*Show in Hand history*: hidden without it)."""

    def __init__(self, game: Game, parent: QWidget | None = None, *, label: str = "",
                 names: tuple[str, str] | None = None, store: SettingsStore | None = None,
                 settings: ReviewSettings = REVIEW_SETTINGS, make_run: RunFactory | None = None,
                 history: HistoryLink | None = None,
                 record: Callable[[tuple[HandReview, ...]], None] | None = None) -> None:
        super().__init__(parent)
        self._record = record
        self.setObjectName("ReviewDialog")
        self.setModal(False)
        self.setStyleSheet(_STYLE)
        self.match_actions = game.history
        """The match reviewed (all its actions: :func:`show_review` finds its window by them)."""
        self._store = store
        reviewed = finished_part(game)
        self._reviewed, self._names, self._label = reviewed or game, names, label
        self._settings = settings
        self._make_run = make_run or _background_run
        self.review = ReviewedMatch.of(reviewed or game, names=names, label=label)
        self._voice = WindowVoice(self)
        self.said: list[str] = []
        self._said_at = -float("inf")
        """What was announced to a screen reader, in order (the tests read it)."""
        self.running = False
        self._status_words: Callable[[], str] = str
        """The status line's words, in the language installed when called."""
        self.history = history
        self._build(label)
        if reviewed is not None and len(reviewed.history) < len(game.history):
            self.subtitle.setText(_left_out(label))
        fit_to_screen(self, QSize(1120, 720))
        self.run: RunLike | None = None
        if reviewed is None:
            self._show_status(lambda: QCoreApplication.translate(
                "Review", "No hand of this match is finished yet: there is nothing to review."))
            self.progress.hide()
        else:
            self._start(self._make_run(reviewed, settings, self))
        self.computer_box.setChecked(Seat.OPPONENT in settings.seats)
        self.computer_box.toggled.connect(self._value_computer)
        self._enable()

    # --- building -----------------------------------------------------------------------

    def _build(self, label: str) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(8)
        layout.addLayout(self._build_header(label))
        self.summary = review_table(self, summary_headings(), "", stretch=(0,))
        self.summary.setRowCount(2)
        self.summary.setFixedHeight(self._summary_height())
        layout.addWidget(self.summary)
        self.rating = QLabel("", self)
        self.rating.setObjectName("rating")
        self.rating.setWordWrap(True)
        self.this_hand = QCheckBox(self)
        self.this_hand.toggled.connect(self._show_summary)
        under = QHBoxLayout()
        under.addWidget(self.rating, 1)
        under.addWidget(self.this_hand)
        layout.addLayout(under)
        layout.addLayout(self._build_hand_row())
        layout.addWidget(self._build_hand_parts(), 1)
        layout.addLayout(self._build_buttons())
        self._retranslate()

    def _summary_height(self) -> int:
        header = self.summary.horizontalHeader().sizeHint().height()
        return header + 2 * self.summary.verticalHeader().defaultSectionSize() + 6

    def _build_header(self, label: str) -> QHBoxLayout:
        row = QHBoxLayout()
        titles = QVBoxLayout()
        titles.setSpacing(0)
        self.title = title = QLabel("", self)
        title.setObjectName("title")
        self.subtitle = QLabel(label, self)
        self.subtitle.setObjectName("subtitle")
        self.subtitle.setTextFormat(Qt.TextFormat.PlainText)
        titles.addWidget(title)
        titles.addWidget(self.subtitle)
        row.addLayout(titles, 1)
        status = QVBoxLayout()
        status.setSpacing(2)
        self.status = QLabel("", self)
        self.status.setObjectName("note")
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.progress = QProgressBar(self)
        self.progress.setMinimumWidth(260)
        self.progress.setRange(0, 0)  # busy until the run says how many hands
        status.addWidget(self.status)
        status.addWidget(self.progress)
        row.addLayout(status)
        return row

    def _build_hand_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.hand_caption = caption = QLabel("", self)
        self.hand_box = QComboBox(self)
        self.hand_box.setMinimumWidth(320)
        self.hand_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.hand_box.currentIndexChanged.connect(self.show_hand)
        caption.setBuddy(self.hand_box)
        self.hand_facts = QLabel("", self)
        self.hand_facts.setObjectName("note")
        self.hand_facts.setWordWrap(True)
        row.addWidget(caption)
        row.addWidget(self.hand_box)
        row.addSpacing(12)
        row.addWidget(self.hand_facts, 1)
        return row

    def _build_hand_parts(self) -> QSplitter:
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.setChildrenCollapsible(False)
        self.decisions = review_table(self, decision_headings(), "", stretch=(3, 4))
        self._decisions_title = _titled(splitter, self.decisions)
        side = QSplitter(Qt.Orientation.Vertical, self)
        side.setChildrenCollapsible(False)
        self.draws = review_table(self, draw_headings(), "", stretch=(2,))
        self._draws_title = _titled(side, self.draws)
        self._side = side
        self.chart = ReviewChart(self)
        side.addWidget(self.chart)
        side.setStretchFactor(0, 1)
        side.setStretchFactor(1, 1)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([640, 360])  # the decisions' two moves need the room
        return splitter

    def _build_buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.message = QLabel("", self)
        self.message.setObjectName("note")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # it shows file names and reasons
        self.message.setWordWrap(True)
        self.computer_box = QCheckBox(self)
        self.export_button = QPushButton(self)
        self.export_button.setAutoDefault(False)
        self.export_button.clicked.connect(self.ask_export)
        self.close_button = QPushButton(self)
        self.close_button.setObjectName("primary")
        self.close_button.setDefault(True)
        self.close_button.clicked.connect(self.close)
        row.addWidget(self.computer_box)
        row.addWidget(self.message, 1)
        row.addWidget(self._build_history_button())
        row.addWidget(self.export_button)
        row.addWidget(self.close_button)
        return row

    def _build_history_button(self) -> QPushButton:
        """*Show in Hand history*, for the decision selected (Enter and a double-click on its
        row do the same): shown only when the window has a way there."""
        self.history_button = button = QPushButton(self)
        button.setAutoDefault(False)
        button.setVisible(self.history is not None)
        button.clicked.connect(self.show_in_history)
        self.decisions.selectionModel().selectionChanged.connect(self._enable)
        self.decisions.activated.connect(self.show_in_history)  # a double-click
        self.decisions.installEventFilter(self)  # Enter, before the dialog's default button
        return button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter on a decision's row shows it in the Hand history (and does not close the
        window, as the default button would)."""
        if (watched is self.decisions and event.type() is QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and self.history is not None and self.decisions.currentRow() >= 0):
            self.show_in_history()
            return True
        return super().eventFilter(watched, event)

    def _retranslate(self) -> None:
        """Every fixed word of the window in the language installed now."""
        self.setWindowTitle(QCoreApplication.translate("Review", "Review of the match"))
        self.title.setText(QCoreApplication.translate("Review", "Review of the match"))
        self.progress.setAccessibleName(QCoreApplication.translate("Review", "Review progress"))
        self.hand_caption.setText(QCoreApplication.translate("Review", "&Hand"))
        self.hand_box.setAccessibleName(QCoreApplication.translate("Review", "Hand"))
        for table, headings, name in (
                (self.summary, summary_headings(), QCoreApplication.translate("Review", "Summary")),
                (self.decisions, decision_headings(), QCoreApplication.translate(
                    "Review", "Decisions of the hand")),
                (self.draws, draw_headings(),
                 QCoreApplication.translate(
                     "Review", "Deals and draws of the hand, with their luck"))):
            table.setHorizontalHeaderLabels(list(headings))
            table.setAccessibleName(name)
        self._decisions_title.setText(QCoreApplication.translate("Review", "DECISIONS"))
        self._draws_title.setText(QCoreApplication.translate("Review", "DEALS AND DRAWS"))
        self.this_hand.setText(QCoreApplication.translate("Review", "Summary of &this hand only"))
        self.this_hand.setToolTip(QCoreApplication.translate(
            "Review", "The summary counts the hand chosen below, not the whole match"))
        self.computer_box.setText(QCoreApplication.translate(
            "Review", "&Value the computer's decisions too"))
        self.computer_box.setToolTip(QCoreApplication.translate(
            "Review", "Value every decision of the computer as well, and rate it: the review "
                      "takes about twice as long"))
        self.history_button.setText(QCoreApplication.translate("Review", "&Show in Hand history"))
        self.history_button.setToolTip(QCoreApplication.translate(
            "Review", "The decision's step in the Hand history, with the best move beside the "
                      "move made (Enter or a double-click on the row does the same)"))
        self.export_button.setText(QCoreApplication.translate("Review", "&Export…"))
        self.export_button.setToolTip(QCoreApplication.translate(
            "Review", "The review to a file: a web page (.html) or plain text (.txt)"))
        self.close_button.setText(QCoreApplication.translate("Review", "Close"))

    def changeEvent(self, event: QEvent) -> None:
        """The language changed: every word again, the run going on."""
        super().changeEvent(event)
        if event.type() is QEvent.Type.LanguageChange and hasattr(self, "close_button"):
            self._retranslate()
            self.review = ReviewedMatch.of(self._reviewed, self.review.hands,
                                           names=self._names, label=self._label)
            chart = ReviewChart(self)
            self._side.replaceWidget(1, chart)
            self.chart.deleteLater()
            self.chart = chart
            self._reword()

    def _reword(self) -> None:
        """The figures, the hands' titles, the hand shown and the status line, in words."""
        for index, hand in enumerate(self.review.hands):
            self.hand_box.setItemText(index, _hand_title(hand))
        if self.review.hands:
            self._show_summary()
            self.show_hand(self.hand_box.currentIndex())
        self.status.setText(self._status_words())

    def _value_computer(self, checked: bool) -> None:
        """Value the computer's decisions too (or no more): the review starts again."""
        seats = BOTH_SEATS if checked else frozenset({Seat.USER})
        if self.run is None or seats == self._settings.seats:
            return
        self.cancel_run()
        old = self.run
        for signal, slot in ((old.handReviewed, self._on_hand), (old.progress, self._on_progress),
                             (old.finished, self._on_finished), (old.failed, self._on_failed)):
            signal.disconnect(slot)  # whatever it still sends is not this review's
        self._settings = replace(self._settings, seats=seats)
        self.review = ReviewedMatch.of(self._reviewed, names=self._names, label=self._label)
        self.hand_box.clear()
        for table in (self.summary, self.decisions, self.draws):
            table.clearContents()
        self.rating.clear()
        self.progress.show()
        self.progress.setRange(0, 0)
        self._start(self._make_run(self._reviewed, self._settings, self))
        self._enable()

    # --- the run ------------------------------------------------------------------------

    def _start(self, run: RunLike) -> None:
        self.run = run
        self.running = True
        run.handReviewed.connect(self._on_hand)
        run.progress.connect(self._on_progress)
        run.finished.connect(self._on_finished)
        run.failed.connect(self._on_failed)
        self._show_status(lambda: QCoreApplication.translate("Review", "Reviewing the match…"))
        run.start()

    def cancel_run(self) -> None:
        """Stop the run (nothing more comes from it); the hands reviewed stay shown."""
        if self.run is not None and self.running:
            self.run.cancel()
        self.running = False
        self._enable()

    def _on_progress(self, done: int, count: int) -> None:
        if not self.running:
            return
        self.progress.setRange(0, max(count, 1))
        self.progress.setValue(done)
        self._show_status(lambda: progress_text(done, count, finished=False), say=False)

    def _on_hand(self, hand: HandReview) -> None:
        if not self.running:
            return
        self.review = self.review.with_hand(hand)
        self.hand_box.addItem(_hand_title(hand), hand.number)
        self._show_summary()
        now = _clock()
        if now - self._said_at >= ANNOUNCE_GAP_S:
            self._said_at = now
            self._announce(hand_reviewed_text(hand.number, self._hand_count()))
        self._enable()

    def _on_finished(self, hands: object) -> None:
        del hands  # the same hands, handed on one by one already
        if not self.running:
            return
        self.running = False
        count = len(self.review.hands)
        self.progress.setRange(0, max(count, 1))
        self.progress.setValue(max(count, 1))
        self._show_status(lambda: progress_text(count, count, finished=True), say=False)
        user = summary_rows(self.review)[Seat.USER]
        self._announce(f"{self.status.text()} {rating_sentence(Seat.USER, user.level)}")
        self._enable()
        if self.history is not None:
            self.history.reviewed(self.match_review())
        if self._record is not None:
            self._record(self.review.hands)

    def _on_failed(self, reason: str) -> None:
        if not self.running:
            return
        self.running = False
        self.progress.hide()
        self._show_status(lambda: reason, assertive=True)
        self._enable()

    def _hand_count(self) -> int:
        """How many hands the run reviews (the progress bar's range once it is known)."""
        return max(self.progress.maximum(), len(self.review.hands))

    def _show_status(self, words: Callable[[], str], assertive: bool = False,
                     say: bool = True) -> None:
        """The status line says ``words()`` (again after a change of language); a screen
        reader is told unless ``say`` is False."""
        self._status_words = words
        self.status.setText(words())
        if say:
            self._announce(self.status.text(), assertive)

    def _announce(self, text: str, assertive: bool = False) -> None:
        """Tell a screen reader ``text`` (kept in :attr:`said` either way): announced, for the
        readers that speak announcements, and said through the focused widget's description,
        for those that do not (Orca before 46: see ``table/focus_speech.py``)."""
        self.said.append(text)
        self._voice.say(text, assertive)

    def _enable(self) -> None:
        self.export_button.setEnabled(bool(self.review.hands) and not self.running)
        self.history_button.setEnabled(self.decisions.selectionModel().hasSelection())

    # --- showing ------------------------------------------------------------------------

    def _show_summary(self) -> None:
        """The summary of the match's hands reviewed, or of the hand chosen alone (*Summary of
        this hand only*; the rating sentences are the match's, so they wait for the match)."""
        if self.hand_box.currentIndex() < 0 and self.hand_box.count():
            self.hand_box.setCurrentIndex(0)
        hand = self.hand
        alone = self.this_hand.isChecked() and hand is not None
        rows = summary_rows(self.review, (hand,) if alone and hand is not None else None)
        fill_rows(self.summary, [(row.cells, row.spoken, None) for row in rows], -1)
        valued = self._settings.seats
        self.rating.setText("" if alone else " ".join(
            rating_sentence(row.seat, row.level) for row in rows if row.seat in valued))

    @property
    def hand(self) -> HandReview | None:
        """The hand shown."""
        index = self.hand_box.currentIndex()
        hands = self.review.hands
        return hands[index] if 0 <= index < len(hands) else None

    def show_hand(self, index: int) -> None:
        """Show the ``index``-th hand reviewed (its decisions, draws and chart)."""
        if 0 <= index < self.hand_box.count() and index != self.hand_box.currentIndex():
            self.hand_box.setCurrentIndex(index)  # comes back here through the signal
            return
        hand = self.hand
        if hand is None:
            return
        review = self.review
        fill_rows(self.decisions, [(row.cells, row.spoken, MARK_COLOURS.get(row.mark))
                               for row in decision_rows(review, hand)], 6)
        fill_rows(self.draws, [(row.cells, row.spoken, LUCK_COLOURS.get(row.mark))
                           for row in draw_rows(review, hand)], 4)
        self.chart.show_points(running_values(review, hand))
        if self.this_hand.isChecked():
            self._show_summary()
        facts = hand_facts(hand)
        self.hand_facts.setText(facts)
        self.hand_facts.setAccessibleName(spoken_words(facts))

    # --- the Hand history -----------------------------------------------------------------

    def match_review(self) -> MatchReview:
        """The review shown (the hands reviewed so far), with the part of the match it is of."""
        part = self._reviewed
        return MatchReview(part.rules, part.history, self.review.hands, self._settings.seats)

    def show_in_history(self) -> bool:
        """Show the decision of the current row in the Hand history, at its step of its hand;
        False when there is no way there or no decision."""
        hand, row = self.hand, self.decisions.currentRow()
        if self.history is None or hand is None or not 0 <= row < len(hand.decisions):
            return False
        self.history.show(self.match_review(), hand.number, hand.decisions[row].step)
        return True

    # --- export -------------------------------------------------------------------------

    def ask_export(self) -> None:
        path = ask_save_path(
            plain_parent(self), self._store,
            QCoreApplication.translate("Review", "Export the review"), "gin-rummy-review.html",
            QCoreApplication.translate(
                "Review", "Web page (*.html *.htm);;Plain text (*.txt);;All files (*)"))
        if path is not None:
            self.export_to(path)

    def export_to(self, path: Path) -> bool:
        """Write the review to ``path`` (a web page for .html or .htm, else plain text);
        False (and why, in the window) when it cannot be written."""
        if not self.review.hands:
            return False
        try:
            write_review(path, self.review)
        except (OSError, ValueError) as error:
            self.message.setText(QCoreApplication.translate(
                "Review", "The review could not be exported: {reason}").format(reason=error))
            return False
        self.message.setText(QCoreApplication.translate(
            "Review", "The review was exported to “{name}”.").format(name=path.name))
        return True

    # --- closing ------------------------------------------------------------------------

    def done(self, result: int) -> None:
        """Escape (and every other way a dialog ends): the run stops."""
        self.cancel_run()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cancel_run()
        super().closeEvent(event)


def _hand_title(hand: HandReview) -> str:
    """The hand chooser's line for ``hand``: its number, your result, your marked decisions."""
    marks = sum(1 for d in hand.decisions if d.seat == Seat.USER and d.mark is not Mark.NONE)
    return hand_title(hand.number, hand.result[Seat.USER], marks)


def _left_out(label: str) -> str:
    """The subtitle of a match whose hand in play is left out of the review."""
    if not label:
        return QCoreApplication.translate(
            "Review", "The hand in play is reviewed once it is finished.")
    return QCoreApplication.translate(
        "Review", "{match} · the hand in play is reviewed once it is finished").format(
            match=label)


def _titled(splitter: QSplitter, table: QTableWidget) -> QLabel:
    """``table`` under a small capitalised title, added to ``splitter``; the title (its words
    are set with the window's other words)."""
    frame = QFrame(splitter)
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(3)
    label = QLabel("", frame)
    label.setObjectName("section")
    layout.addWidget(label)
    layout.addWidget(table, 1)
    splitter.addWidget(frame)
    return label


def show_review(parent: QWidget, game: Game, *, label: str = "",
                names: tuple[str, str] | None = None, store: SettingsStore | None = None,
                make_run: RunFactory | None = None,
                history: HistoryLink | None = None,
                record: Callable[[tuple[HandReview, ...]], None] | None = None) -> ReviewDialog:
    """Show the review of ``game``, a child of ``parent``: its window raised when one is open
    already for the match as it is now, else a new one (the review of another match, or of
    this one before its last hands, stays open beside it). ``history`` leads to the Hand
    history (kept by a window open already that has a way there); ``record`` keeps the review
    in the statistics once it is finished."""
    for old in parent.findChildren(ReviewDialog, "ReviewDialog",
                                   Qt.FindChildOption.FindDirectChildrenOnly):
        if old.isVisible() and old.match_actions == game.history:
            if old.history is None and history is not None:
                old.history = history
                old.history_button.show()
            old.raise_()
            old.activateWindow()
            return old
    dialog = ReviewDialog(game, parent, label=label, names=names, store=store,
                          make_run=make_run, history=history, record=record)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    dialog.hand_box.setFocus(Qt.FocusReason.OtherFocusReason)  # read as it opens
    return dialog
