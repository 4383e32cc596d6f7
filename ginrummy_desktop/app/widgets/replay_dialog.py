"""The replay viewer: every finished hand of a match, step by step, both hands face up.

A non-modal window (Game ▸ Hand history…, Ctrl+H). At the top the match (the current one, past
ones from the statistics database, or a file opened with *Open a file…*) and the hand; in the
middle the table as it was at the chosen step, drawn with the game's card art: the computer's
hand above, yours below (each arranged melds first, with its deadwood), the stock with its
count and the discard pile between them, then the knock on the table, the lay-offs and the
score; beside it the move list, one line per step (a click jumps there). Below: step back and
forth with the buttons, the slider, or the keys (Left/Right one step, Home/End the hand's start
and end), export the hand or the match, review the match (``review_dialog.py``), and *Play this
deal again* against a chosen level.

A match reviewed shows its review (``replay_review.py``): each marked decision's verdict after
its move, and at its step the best move's card ringed beside the move made. The review is the
one the review window kept for the match shown (looked up, never started here), or the one a
review window hands over: when it finishes, or with *Show in Hand history*, which brings this
window to the decision's step.

The match chooser lists the current match, the files opened, then the past matches of the
statistics database, the latest first, a page at a time as its list is scrolled (a match's
record is read only when it is picked), so that the window opens as fast after five thousand
matches as after five. The table is painted by ``replay_table.py``, the chooser's rows are
``models/match_choices.py``.

Only finished hands are offered: the hand in play would show the computer's cards (see
``records/replay.py``). Nothing here changes the match in play, except *Play this deal again*,
which starts a new one through the window (and asks first if the match in play would be lost),
and exporting the current match with a seed that is still secret, which reveals that seed
(after asking: the next hand then starts a new seed).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...ai.levels import Level
from ...ai.review import HandReview
from ..match.saves import SaveStore
from ..models.match_choices import MatchChoices
from ..records.friend_record import current_friend_match
from ..records.history import (
    HistoryFileError,
    MatchSource,
    PastMatches,
    ReplayedDeal,
    deal_of,
    export_text,
    hidden_seeds,
    load_match_file,
)
from ..records.replay import HandReplay, MatchReplay
from ..records.review_marks import MatchReview, StepMark, step_marks, stored_review
from ..records.review_store import ReviewStore
from ..settings.names import difficulty_name
from ..settings.store import SettingsStore
from ..table.card_images import CardImages
from ..table.focus_ring import FocusRing, RingLook
from ..words.rules import rules_with_target
from .eliding_combo import ElidingComboBox
from .file_dialogs import ask_open_path, ask_save_path
from .plain import back_to_asker, plain_parent
from .replay_review import HandHistoryLink, MarkedMoves, fill_moves, fuller
from .replay_table import ReplayTable
from .window_size import fit_to_screen

if TYPE_CHECKING:
    from ..session import MatchSession
    from .review_dialog import ReviewDialog

__all__ = ["HistoryHost", "ReplayDialog", "ReplayPlace", "find_hand_history", "history_link",
           "make_hand_history", "show_hand_history"]

_STYLE = """
#ReplayDialog { background: #10291b; }
#ReplayDialog QLabel { color: #d7ecdc; }
#ReplayDialog QListWidget { background: #143423; color: #e8f5e9; border: 2px solid #24503a;
    font-size: 13px; padding: 0 0 0 6px; }
#ReplayDialog QListWidget::item { padding: 3px 0; }
#ReplayDialog QListWidget::item:selected { background: #ffd54f; color: #10291b; }
#ReplayDialog QPushButton { background: #24503a; color: #f1f8f3; border: 2px solid #3c7356;
    border-radius: 4px; padding: 4px 11px; }
#ReplayDialog QPushButton:hover { background: #2f6649; }
#ReplayDialog QPushButton:disabled { color: #7d9c88; background: #1a3a29; }
#ReplayDialog QComboBox { background: #143423; color: #f1f8f3; border: 2px solid #3c7356;
    border-radius: 4px; padding: 2px 7px; }
#ReplayDialog QComboBox QAbstractItemView { background: #143423; color: #f1f8f3;
    selection-background-color: #ffd54f; selection-color: #10291b; }
#ReplayDialog QPushButton:focus, #ReplayDialog QComboBox:focus,
#ReplayDialog QListWidget:focus { border-color: #ffd54f; }
"""
"""The viewer's dark look. Every Tab stop shows its focus in gold (the style sheet's borders
leave no room for the style's own focus frame); the replayed table shows a ring of its own.
The moves' margin is the list's padding, not the rows': Qt wraps a row's words at a width
that leaves out a row's side padding and draws them at one that does not, so a line just
short of the width was elided ("…")."""

_TABLE_RING = RingLook(QColor("#ffd54f"), QColor("#10291b"), 5)


@dataclass(frozen=True, slots=True)
class HistoryHost:
    """What the viewer asks of the game window. ``current()``: the match in play (None before
    one starts); ``reveal()``: reveal its seed in use (to export it); ``play_again(deal,
    level)``: start a new match from ``deal`` (False when the player declined); ``past``: the
    statistics database's matches, when there is one, and ``current_id()`` the id it gives
    the match in play (left out of the past ones); ``store``: the settings, which keep the
    folders the file dialogs were last left in (``file_dialogs.py``); ``record_review(match_id,
    hands)``: keep a review finished in the statistics."""

    current: Callable[[], MatchSource | None]
    reveal: Callable[[], None]
    play_again: Callable[[ReplayedDeal, Level], bool]
    past: PastMatches | None = None
    current_id: Callable[[], str | None] = lambda: None
    level: int = int(Level.MEDIUM)
    store: SettingsStore | None = None
    record_review: Callable[[str, Sequence[HandReview]], None] | None = None


@dataclass(frozen=True, slots=True)
class ReplayPlace:
    """Where a viewer is, as another viewer can find it again: the match's row among those
    every viewer lists (the current match, 0, or a past one; not a file opened), the number
    of the hand shown (None: none) and its step."""

    match: int
    hand: int | None
    step: int


# --- the dialog --------------------------------------------------------------------------------


class ReplayDialog(QDialog):
    """The replay viewer (see the module docstring). ``step_changed(int)``: the step shown;
    ``reviews``: the reviews kept (the program's, by default)."""

    step_changed = Signal(int)

    def __init__(self, host: HistoryHost, images: CardImages,
                 parent: QWidget | None = None, *, reviews: ReviewStore | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ReplayDialog")
        self.setWindowTitle(QCoreApplication.translate("ReplayDialog", "Hand history"))
        self.setModal(False)
        self.setStyleSheet(_STYLE)
        self._host = host
        self.choices = MatchChoices(self)
        self._source: MatchSource | None = None
        self._replay: MatchReplay | None = None
        self._hands: tuple[HandReplay, ...] = ()
        self._step = 0
        self._reviews = reviews
        self._review: MatchReview | None = None
        self._marks: Mapping[int, StepMark] = {}
        self._reviewed_row: int | None = None
        self.table = ReplayTable(images, self)
        self._ring = FocusRing(self.table, _TABLE_RING)
        self._build()
        self._shortcuts()
        fit_to_screen(self, QSize(1180, 720))  # the table gives up height on a small screen
        self.reload()

    # --- building ---------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.addLayout(self._choosers())
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.table)
        self.moves = QListWidget(self)
        self.moves.setAccessibleName(
            QCoreApplication.translate("ReplayDialog", "Moves of the hand"))
        self.moves.setMinimumWidth(300)
        self.moves.setWordWrap(True)
        self.moves.setResizeMode(QListWidget.ResizeMode.Adjust)  # rewrapped at each width
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.setItemDelegate(MarkedMoves(self.moves))
        self.moves.currentRowChanged.connect(self._on_row)
        splitter.addWidget(self.moves)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout.addWidget(splitter, 1)
        layout.addLayout(self._navigation())
        layout.addLayout(self._commands())
        self.message = QLabel("", self)
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # it shows file names and reasons
        self.message.setWordWrap(True)
        self.message.setAccessibleName(QCoreApplication.translate("ReplayDialog", "Message"))
        layout.addWidget(self.message)

    def _choosers(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(QLabel(QCoreApplication.translate("ReplayDialog", "Match"), self))
        self.match_box = QComboBox(self)
        self.match_box.setModel(self.choices)
        self.match_box.setAccessibleName(QCoreApplication.translate("ReplayDialog", "Match"))
        self.match_box.setMinimumWidth(360)
        self.match_box.activated.connect(self._on_match)
        row.addWidget(self.match_box, 2)
        self.open_button = QPushButton(QCoreApplication.translate("ReplayDialog", "Open a file…"),
                                       self)
        self.open_button.clicked.connect(self.ask_import)
        row.addWidget(self.open_button)
        row.addSpacing(16)
        row.addWidget(QLabel(QCoreApplication.translate("ReplayDialog", "Hand"), self))
        self.hand_box = ElidingComboBox(self)  # a long hand's title elided, whole in its tip
        self.hand_box.setAccessibleName(QCoreApplication.translate("ReplayDialog", "Hand"))
        self.hand_box.setMinimumWidth(300)
        self.hand_box.activated.connect(self._on_hand)
        row.addWidget(self.hand_box, 2)
        return row

    def _navigation(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.first_button = self._button(
            row, QCoreApplication.translate("ReplayDialog", "◀◀ Start"),
            QCoreApplication.translate("ReplayDialog", "The hand's start ({key})").format(
                key=_key_name(Qt.Key.Key_Home)),
            self.first)
        self.back_button = self._button(
            row, QCoreApplication.translate("ReplayDialog", "◀ Back"),
            QCoreApplication.translate("ReplayDialog", "One step back ({key})").format(
                key=_key_name(Qt.Key.Key_Left)),
            self.back)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setAccessibleName(QCoreApplication.translate("ReplayDialog", "Step"))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self.go_to)
        row.addWidget(self.slider, 1)
        self.forward_button = self._button(
            row, QCoreApplication.translate("ReplayDialog", "Forward ▶"),
            QCoreApplication.translate("ReplayDialog", "One step on ({key})").format(
                key=_key_name(Qt.Key.Key_Right)),
            self.forward)
        self.last_button = self._button(
            row, QCoreApplication.translate("ReplayDialog", "End ▶▶"),
            QCoreApplication.translate("ReplayDialog", "The hand's end ({key})").format(
                key=_key_name(Qt.Key.Key_End)),
            self.last)
        self.step_label = QLabel("", self)
        self.step_label.setMinimumWidth(110)
        row.addWidget(self.step_label)
        return row

    def _commands(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.export_hand_button = self._button(
            row, QCoreApplication.translate("ReplayDialog", "Export hand…"),
            QCoreApplication.translate("ReplayDialog",
                                       "The match up to the end of this hand, to a file"),
            lambda: self.ask_export(whole=False))
        self.export_match_button = self._button(
            row, QCoreApplication.translate("ReplayDialog", "Export match…"),
            QCoreApplication.translate("ReplayDialog", "The whole match, to a file"),
            lambda: self.ask_export(whole=True))
        self.review_button = self._button(
            row, QCoreApplication.translate("ReplayDialog", "Review match…"),
            QCoreApplication.translate(
                "ReplayDialog", "Every decision of the match's finished hands valued against "
                "the best move, and the luck of the cards"),
            self.review_match)
        row.addStretch(1)
        row.addWidget(QLabel(QCoreApplication.translate("ReplayDialog", "Play it again against"),
                             self))
        self.level_box = QComboBox(self)
        self.level_box.setAccessibleName(
            QCoreApplication.translate("ReplayDialog", "Level for Play this deal again"))
        for level in Level:
            self.level_box.addItem(difficulty_name(int(level)), int(level))
        self.level_box.setCurrentIndex(max(0, self._host.level - 1))
        row.addWidget(self.level_box)
        self.play_button = self._button(
            row, QCoreApplication.translate("ReplayDialog", "Play this deal again"),
            self._play_again_tip(), self.play_again)
        close = self._button(row, QCoreApplication.translate("ReplayDialog", "Close"), "",
                             self.close)
        close.setAutoDefault(False)
        return row

    def _button(self, row: QHBoxLayout, text: str, tip: str, slot: Callable[[], object]
                ) -> QPushButton:
        button = QPushButton(text, self)
        button.setToolTip(tip)
        button.setAutoDefault(False)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it; the arrows still step
        button.clicked.connect(slot)
        row.addWidget(button)
        return button

    def _shortcuts(self) -> None:
        keys = {Qt.Key.Key_Left: self.back, Qt.Key.Key_Right: self.forward,
                Qt.Key.Key_Home: self.first, Qt.Key.Key_End: self.last}
        for key, slot in keys.items():
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)

    # --- the matches ------------------------------------------------------------------------

    def reload(self) -> None:
        """Fill the match chooser again (the current match first, then the first page of the
        past ones) and show the current match."""
        self.choices.restart((_current_label(), self._current), self._host.past,
                             self._host.current_id())
        self._select(0)

    def _current(self) -> MatchSource:
        source = self._host.current()
        if source is None:
            raise HistoryFileError(
                QCoreApplication.translate("ReplayDialog", "No match has been played yet."))
        return source

    def _on_match(self, index: int) -> None:
        self._select(index)

    def _select(self, index: int) -> bool:
        """Show match ``index`` of the chooser; False (and why, in the message) if it fails."""
        loader = self.choices.loader(index)
        if loader is None:
            return False
        self.match_box.setCurrentIndex(index)
        try:
            source = loader()
        except HistoryFileError as error:
            self._show_match(None)
            self.message.setText(str(error))
            return False
        self.message.setText("")
        self._show_match(source)
        return True

    def _show_match(self, source: MatchSource | None, hand_number: int | None = None) -> None:
        self._source = source
        self._replay = source.replay() if source is not None else None
        self._hands = self._replay.finished_hands if self._replay is not None else ()
        self._look_up_review()
        self.hand_box.clear()
        for hand in self._hands:
            self.hand_box.addItem(hand.title, hand.number)
        if source is not None and not self._hands:
            self.message.setText(
                QCoreApplication.translate("ReplayDialog", "This match has no finished hand yet."))
        numbers = [hand.number for hand in self._hands]
        chosen = numbers.index(hand_number) if hand_number in numbers else len(numbers) - 1
        self.show_hand(chosen)

    def refresh_current(self, _result: object = None) -> None:
        """The match in play changed (a hand ended): show it again if it is the one shown,
        staying on the hand shown."""
        if self.match_box.currentIndex() != 0 or not self.isVisible():
            return
        hand = self.hand
        try:
            source = self._current()
        except HistoryFileError:
            return
        self._show_match(source, hand.number if hand is not None else None)

    def import_file(self, path: Path) -> bool:
        """Open the match in ``path`` (read only); False, with a short message, when the file
        is not a sound match."""
        try:
            source = load_match_file(path)
        except HistoryFileError as error:
            self.message.setText(QCoreApplication.translate(
                "ReplayDialog", "“{name}” cannot be opened. {reason}").format(
                    name=path.name, reason=error))
            return False
        index = self.choices.add_file(source.label, lambda: source)
        self.match_box.setCurrentIndex(index)
        self.message.setText(
            QCoreApplication.translate("ReplayDialog", "Opened “{name}”.").format(name=path.name))
        self._show_match(source)
        return True

    def ask_import(self) -> None:
        path = ask_open_path(
            plain_parent(self), self._host.store,
            QCoreApplication.translate("ReplayDialog", "Open a match"),
            QCoreApplication.translate("ReplayDialog", "Match (*.json);;All files (*)"))
        if path is not None:
            self.import_file(path)

    # --- the hand and its steps -------------------------------------------------------------

    @property
    def hand(self) -> HandReplay | None:
        index = self.hand_box.currentIndex()
        return self._hands[index] if 0 <= index < len(self._hands) else None

    @property
    def step_index(self) -> int:
        return self._step

    @property
    def replay(self) -> MatchReplay | None:
        return self._replay

    def _on_hand(self, index: int) -> None:
        self.show_hand(index)

    def show_hand(self, index: int) -> None:
        """Show hand ``index`` of the chooser from its first step."""
        if 0 <= index < len(self._hands):
            self.hand_box.setCurrentIndex(index)
        hand = self.hand
        review = self._review
        self._marks = step_marks(review, hand) if review is not None and hand is not None else {}
        self.moves.blockSignals(True)
        self.moves.clear()
        fill_moves(self.moves, hand.steps if hand is not None else (), self._marks)
        self.moves.blockSignals(False)
        count = len(hand.steps) if hand is not None else 1
        self.slider.blockSignals(True)
        self.slider.setRange(0, count - 1)
        self.slider.blockSignals(False)
        self._step = -1
        self.go_to(0)
        self._enable_commands()

    def go_to(self, index: int) -> None:
        """Show step ``index`` of the hand (kept within the hand)."""
        hand = self.hand
        if hand is None:
            self._step = 0
            self.table.show_step(None)
            self.step_label.setText("")
            self._enable_steps(False)
            return
        index = max(0, min(index, len(hand.steps) - 1))
        if index == self._step:
            return
        self._step = index
        self.table.show_step(hand.steps[index], hand.score, self._marks.get(index))
        for widget, value in ((self.slider, index),):
            widget.blockSignals(True)
            widget.setValue(value)
            widget.blockSignals(False)
        self.moves.blockSignals(True)
        self.moves.setCurrentRow(index)
        self.moves.blockSignals(False)
        self.step_label.setText(QCoreApplication.translate(
            "ReplayDialog", "Step {step} of {count}").format(step=index + 1, count=len(hand.steps)))
        self._enable_steps(True, index, len(hand.steps) - 1)
        self.step_changed.emit(index)

    def _enable_steps(self, has_hand: bool, index: int = 0, last: int = 0) -> None:
        """The step buttons and the slider as the hand shown allows: none without a hand."""
        self.slider.setEnabled(has_hand)
        self.first_button.setEnabled(has_hand and index > 0)
        self.back_button.setEnabled(has_hand and index > 0)
        self.forward_button.setEnabled(has_hand and index < last)
        self.last_button.setEnabled(has_hand and index < last)

    def _on_row(self, row: int) -> None:
        if row >= 0:
            self.go_to(row)

    def forward(self) -> None:
        self.go_to(self._step + 1)

    def back(self) -> None:
        self.go_to(self._step - 1)

    def first(self) -> None:
        self.go_to(0)

    def last(self) -> None:
        hand = self.hand
        if hand is not None:
            self.go_to(len(hand.steps) - 1)

    def _enable_commands(self) -> None:
        has_hand = self.hand is not None
        for button in (self.export_hand_button, self.play_button):
            button.setEnabled(has_hand)
        self.export_match_button.setEnabled(self._source is not None and bool(self._hands))
        self.review_button.setEnabled(self._source is not None and bool(self._hands))
        self.play_button.setToolTip(self._play_again_tip())

    def _play_again_tip(self) -> str:
        """What Play this deal again does, with the rules the deal is played under: those of
        the match shown (``MatchSession.play_deal_again``), whatever the settings say."""
        replay = self._replay
        if replay is None:
            return QCoreApplication.translate(
                "ReplayDialog", "A new match whose first hand has these cards and dealer")
        return QCoreApplication.translate(
            "ReplayDialog", "A new match whose first hand has these cards and dealer, under the "
            "rules they were dealt under ({rules})").format(rules=rules_with_target(replay.rules))

    # --- its place, for a viewer made again (a new language) ---------------------------------

    def place(self) -> ReplayPlace:
        """Where the viewer is (a file opened counts as the current match: another viewer
        has not opened it)."""
        row, files = self.match_box.currentIndex(), self.choices.files
        match = row - files if row > files else 0
        hand = self.hand
        return ReplayPlace(match, hand.number if hand is not None else None, self._step)

    def go_back_to(self, place: ReplayPlace) -> None:
        """Show the match, the hand and the step of ``place`` (the current match's last hand
        when its match is not listed yet, or no longer)."""
        if place.match and not self._select(place.match):
            self._select(0)
        numbers = [hand.number for hand in self._hands]
        if place.hand in numbers:
            self.show_hand(numbers.index(place.hand))
            self.go_to(place.step)

    # --- export -----------------------------------------------------------------------------

    def confirm(self, question: str) -> bool:
        """Ask a yes/no question (tests replace this)."""
        with back_to_asker():
            answer = QMessageBox.question(
                plain_parent(self), QCoreApplication.translate("ReplayDialog", "Hand history"),
                question)
        return answer == QMessageBox.StandardButton.Yes

    def ask_export(self, whole: bool) -> None:
        hand = self.hand
        suggested = "gin-rummy-match.json" if whole or hand is None else (
            f"gin-rummy-hand-{hand.number}.json")
        title = (QCoreApplication.translate("ReplayDialog", "Export the match") if whole else
                 QCoreApplication.translate("ReplayDialog", "Export the match up to this hand"))
        path = ask_save_path(plain_parent(self), self._host.store, title, suggested,
                             QCoreApplication.translate("ReplayDialog", "Match (*.json)"))
        if path is not None:
            self.export_to(path, whole)

    def export_to(self, path: Path, whole: bool) -> bool:
        """Write the whole match, or the match up to the end of the hand shown, to ``path``
        (a save document, or a bare record for a past match); False (and why) on failure."""
        source = self._source
        hand = None if whole else self.hand
        if source is None or (not whole and hand is None):
            return False
        try:
            SaveStore(path).write_text(export_text(source, hand))
        except (OSError, ValueError) as error:
            self.message.setText(QCoreApplication.translate(
                "ReplayDialog", "The match could not be exported: {reason}").format(reason=error))
            return False
        if hand is None:
            text = QCoreApplication.translate(
                "ReplayDialog", "The match was exported to “{name}”.").format(name=path.name)
        else:
            text = QCoreApplication.translate(
                "ReplayDialog", "The match up to hand {number} was exported to “{name}”.",
            ).format(number=hand.number, name=path.name)
        if hidden_seeds(source, hand):
            text += " " + QCoreApplication.translate(
                "ReplayDialog",
                "The deals of a seed not revealed yet can be checked once it is revealed.")
        self.message.setText(text)
        return True

    # --- review -----------------------------------------------------------------------------

    def review_match(self) -> ReviewDialog | None:
        """Open the review of the match shown (its finished hands) in a window of its own,
        beside the game's (``review_dialog.py``); None when there is no finished hand."""
        from .review_dialog import show_review

        source = self._source
        if source is None or not self._hands:
            return None
        record, match_id = self._host.record_review, source.match_id
        kept = None if record is None or match_id is None else partial(record, match_id)
        return show_review(self.parentWidget() or self, source.game, store=self._host.store,
                           label=self.match_box.currentText(),
                           history=history_link(self.parentWidget(), self), record=kept)

    @property
    def review(self) -> MatchReview | None:
        """The review whose marks are shown (None: the match shown has none)."""
        return self._review

    def _look_up_review(self) -> None:
        """The review of the match shown: the one the review window kept, or the one shown
        when it is still of this match (a match that went on), the fuller of the two."""
        source = self._source
        if source is None:
            self._review = None
            return
        if self._reviews is None:
            self._reviews = ReviewStore.default()
        shown = self._review if self._review is not None and self._review.fits(
            source.game) else None
        self._review = fuller(stored_review(self._reviews, source.game), shown)

    def take_review(self, review: MatchReview) -> bool:
        """Show ``review``'s marks, when it is of the match shown and tells no less than the
        review shown; whether it is shown now."""
        source = self._source
        if source is None or not review.fits(source.game):
            return False
        if fuller(review, self._review) is not review:
            return False
        self._review, step = review, self._step
        self.show_hand(self.hand_box.currentIndex())
        self.go_to(step)
        return True

    def show_decision(self, review: MatchReview, hand: int, step: int) -> bool:
        """Show the move at ``step`` (its place in the match's actions) of hand ``hand`` of
        the match ``review`` is of, with the review's marks: in the match shown, else the
        current match, else the match as reviewed (listed as a file opened is); False when
        the hand is not there."""
        if not self._shows(review) and not (self._select(0) and self._shows(review)):
            self._show_reviewed(review)
        numbers = [shown.number for shown in self._hands]
        if hand not in numbers and self._source is not None:  # the match went on, unseen
            self._show_match(self._source)
            numbers = [shown.number for shown in self._hands]
        self.take_review(review)
        if hand not in numbers:
            return False
        self.show_hand(numbers.index(hand))
        self.go_to(step - self._hands[numbers.index(hand)].start)
        self.moves.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def _shows(self, review: MatchReview) -> bool:
        return self._source is not None and review.fits(self._source.game)

    def _show_reviewed(self, review: MatchReview) -> None:
        """Show the match as reviewed, listed after the files opened (once)."""
        row = self._reviewed_row
        if row is not None and self._select(row) and self._shows(review):
            return
        source = MatchSource(
            QCoreApplication.translate("ReplayDialog", "The match reviewed"), review.game())
        self._reviewed_row = self.choices.add_file(source.label, lambda: source)
        self._select(self._reviewed_row)

    # --- play again -------------------------------------------------------------------------

    def chosen_level(self) -> Level:
        return Level(int(self.level_box.currentData()))

    def play_again(self) -> bool:
        """Start a new match from the cards and dealer of the hand shown (through the window)
        and close the history, so the table shows the deal; False when there is no hand or the
        player declined."""
        replay, hand = self._replay, self.hand
        if replay is None or hand is None:
            return False
        label = self.match_box.currentText()
        if self.match_box.currentIndex() == 0:
            label = QCoreApplication.translate("ReplayDialog", "the current match")
        deal = deal_of(replay, hand, label)
        if not self._host.play_again(deal, self.chosen_level()):
            return False
        self.reload()  # "Current match" is the new one now; the old one is among the past
        self.message.setText(QCoreApplication.translate(
            "ReplayDialog", "A new match has started with the cards of hand {number}, against "
            "{level}.").format(number=hand.number, level=difficulty_name(int(self.chosen_level()))))
        self.close()  # the deal is on the table now: the history would only hide it
        return True


def _key_name(key: Qt.Key) -> str:
    """A key's name as the system shows it ("Home", "Left"), in the player's language."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def _current_source(session: MatchSession) -> MatchSource | None:
    """The match in play: a friend's exports as its friend's match document (its deals
    settled so far), one against the computer as a save (its seeds)."""
    if not session.has_game:
        return None
    friend = session.friend
    if friend is not None:
        match = current_friend_match(friend.friend_name, friend.play)
        return MatchSource(_current_label(), session.game, None, session.stats.match_id, match)
    return MatchSource(_current_label(), session.game, session.snapshot(),
                       session.stats.match_id)


def _record_review(session: MatchSession, match_id: str, hands: Sequence[HandReview]) -> None:
    """Keep a review finished in the statistics (the player's decisions valued)."""
    session.stats.record_review(match_id, hands, full=True)


def _current_label() -> str:
    return QCoreApplication.translate("ReplayDialog", "Current match")


def find_hand_history(window: QWidget | None, dialog: ReplayDialog | None = None
                      ) -> ReplayDialog | None:
    """The Hand history open in ``window`` (the one there now: a new language makes another),
    else ``dialog`` while it lives; None when there is neither."""
    found = window.findChild(ReplayDialog, "ReplayDialog") if window is not None else None
    if found is not None:
        return found
    return dialog if dialog is not None and shiboken6.isValid(dialog) else None


def history_link(window: QWidget | None, dialog: ReplayDialog | None = None,
                 make: Callable[[], ReplayDialog] | None = None) -> HandHistoryLink:
    """A review window's way to the Hand history of ``window`` (or ``dialog``), made with
    ``make`` when none is open (``replay_review.HandHistoryLink``)."""
    return HandHistoryLink(partial(find_hand_history, window, dialog), make)


def make_hand_history(session: MatchSession, images: CardImages,
                      parent: QWidget) -> ReplayDialog:
    """A new replay viewer of ``session``'s matches, a child of ``parent``, following the
    match in play (not shown yet)."""
    host = HistoryHost(
        current=lambda: _current_source(session),
        reveal=session.reveal_seed,
        play_again=session.play_deal_again,
        past=PastMatches(session.stats.db),
        current_id=lambda: session.stats.match_id,
        level=int(session.level),
        store=session.store,
        record_review=partial(_record_review, session),
    )
    dialog = ReplayDialog(host, images, parent)
    session.hand_scored.connect(dialog.refresh_current)
    return dialog


def show_hand_history(session: MatchSession, images: CardImages,
                      parent: QWidget) -> ReplayDialog:
    """Show the replay viewer of ``session``'s matches, a child of ``parent`` (made on first
    use, then raised and reloaded)."""
    dialog = parent.findChild(ReplayDialog, "ReplayDialog")
    if dialog is None:
        dialog = make_hand_history(session, images, parent)
    else:
        dialog.reload()
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
