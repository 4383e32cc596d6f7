"""The control panel beside the table: score, whose turn, deadwood and melds, and the buttons.

The panel only shows things and offers buttons; the main window connects the buttons and hands
it what to show: the table's snapshot with the hand's layout and a few facts of the match
(:meth:`SidePanel.show_table`), and the commands of the moment (:meth:`SidePanel.show_commands`).
The buttons are the rows of the command table (``commands.py``: label, accessible name, key,
box), keyed by the command's id. The action buttons sit in one box per phase
(``boxes``, keyed by the turn machine's phase state names); the machine shows the box of the
current phase and enables the whole ``action_panel`` only while the user is to act. Each button
is enabled only when its command is available (the window shows the table's snapshot).

From the top: the table's facts (score, turn and what to do, the hand's deadwood and melds) in
a room that scrolls on a short window (``facts_room``), the hand's move log taking the height
left, the computer's known cards, the coach's hint in a room of its own that scrolls a long
hint (``coach_room``), and at the foot the hand's tools and the actions. What grows with the
words of a turn takes its height from the log (or, on a short window, from the facts' room),
never from the buttons: they sit at the foot, the actions' box keeps one height in every
phase and its two columns one width whatever the captions, so every button stays in one
place, in sight, on any window from the smallest up (``panel_rooms.py``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine import Phase, PlayerView
from ..match.deals import MatchDeals
from ..models.hand_layout import HandLayout
from ..settings.names import DIFFICULTY_NAMES, difficulty_name
from ..table.commands import HAND_TOOLS, Command, TableSnapshot, box_rows, command, is_dealing
from ..words import opposite
from ..words.cards import cards_in_html
from ..words.panel import (
    fingerprint_text,
    hand_line,
    known_cards_html,
    opponent_html,
    score_html,
    showdown_deadwood,
)
from .panel_rooms import QWIDGETSIZE_MAX, MoveLogView, ScrollingRoom
from .panel_words import deadwood_note, melds_html, turn_text
from .spoken_label import SpokenLabel

__all__ = ["PanelFacts", "SidePanel"]


@dataclass(frozen=True, slots=True)
class PanelFacts:
    """What the panel shows beside the table's snapshot: the computer's level and name, where
    the deals come from and the phase (for the fingerprint), whether hints are on (the
    deadwood note names the best discard then) and whether the deck is the four-colour one."""

    level: int
    opponent_name: str
    deals: MatchDeals
    phase: Phase
    hints: bool
    four_colour: bool
    shared: bool = False
    """A friend's match: its deals come from both programs, not from a seed of this one."""

_STYLE = """
#sidePanel { background: #10291b; border-left: 1px solid #0a1c12; }
#sidePanel QLabel { color: #e8f5e9; }
#sidePanel QLabel#turnLabel { font-size: 19px; font-weight: bold; color: #ffd54f; }
#sidePanel QLabel#hintLabel { font-size: 13px; color: #d7ecdc; }
#sidePanel QLabel#deadwoodLabel { font-size: 30px; font-weight: bold; color: #ffffff; }
#sidePanel QLabel#sectionLabel { font-size: 11px; font-weight: bold; color: #8fbf9f;
    letter-spacing: 1px; }
#sidePanel QLabel#scoreLabel { font-size: 15px; }
#sidePanel QLabel#coachLabel { font-size: 12px; color: #ffe082; }
#sidePanel QLabel#fingerprintLabel { font-size: 11px; color: #8fbf9f; }
#sidePanel QListView#moveLog { background: #0d2216; color: #d7ecdc; border: 1px solid #22513a;
    border-radius: 4px; font-size: 12px; }
#sidePanel QLabel#knownLabel { font-size: 12px; }
#sidePanel QLabel#problemLabel { color: #ffcc80; font-style: italic; }
#sidePanel QPushButton { background: #1f5133; color: #f1f8f3; border: 1px solid #2f7a4d;
    border-radius: 6px; padding: 6px 8px; font-size: 13px; }
#sidePanel QPushButton:hover { background: #286841; }
#sidePanel QPushButton:pressed { background: #17402a; }
#sidePanel QPushButton:disabled { background: #173524; color: #6d8f79; border-color: #214a31; }
#sidePanel QPushButton#primary { background: #c99a1e; color: #1b1405; border-color: #e8b93a;
    font-weight: bold; }
#sidePanel QPushButton#primary:hover { background: #ddb03a; }
#sidePanel QPushButton#primary:disabled { background: #5c4b1c; color: #9c8c64;
    border-color: #6b5a2a; }
#sidePanel QPushButton:focus { border: 2px solid #ffffff; padding: 5px 7px;
    text-decoration: underline; }
#sidePanel QPushButton#primary:focus { border: 2px solid #0a1c12; padding: 5px 7px;
    text-decoration: underline; }
#sidePanel QFrame#separator { background: #22513a; max-height: 1px; }
#sidePanel QScrollArea { background: transparent; border: 1px solid transparent;
    border-radius: 4px; }
#sidePanel QScrollArea:focus, #sidePanel QListView#moveLog:focus { border-color: #ffffff; }
#sidePanel QScrollArea > #qt_scrollarea_viewport,
#sidePanel QScrollArea > #qt_scrollarea_viewport > QWidget { background: transparent; }
#sidePanel QScrollBar:vertical { background: #10291b; width: 10px; margin: 0; }
#sidePanel QScrollBar::handle:vertical { background: #2f7a4d; border-radius: 4px;
    min-height: 24px; }
#sidePanel QScrollBar::add-line:vertical, #sidePanel QScrollBar::sub-line:vertical {
    height: 0; }
"""

_HIGH_CONTRAST_STYLE = """
#sidePanel { background: #000000; border-left: 2px solid #ffffff; }
#sidePanel QLabel { color: #ffffff; }
#sidePanel QLabel#turnLabel { font-size: 19px; font-weight: bold; color: #ffff00; }
#sidePanel QLabel#hintLabel { font-size: 13px; color: #ffffff; }
#sidePanel QLabel#deadwoodLabel { font-size: 30px; font-weight: bold; color: #ffffff; }
#sidePanel QLabel#sectionLabel { font-size: 11px; font-weight: bold; color: #ffffff;
    letter-spacing: 1px; }
#sidePanel QLabel#scoreLabel { font-size: 15px; }
#sidePanel QLabel#coachLabel { font-size: 12px; color: #ffff00; }
#sidePanel QLabel#fingerprintLabel { font-size: 11px; color: #e0e0e0; }
#sidePanel QListView#moveLog { background: #000000; color: #ffffff; border: 1px solid #ffffff;
    border-radius: 4px; font-size: 12px; }
#sidePanel QLabel#knownLabel { font-size: 12px; }
#sidePanel QLabel#problemLabel { color: #ffe0b2; font-style: italic; }
#sidePanel QPushButton { background: #000000; color: #ffffff; border: 2px solid #ffffff;
    border-radius: 6px; padding: 5px 7px; font-size: 13px; font-weight: bold; }
#sidePanel QPushButton:hover { background: #333333; }
#sidePanel QPushButton:pressed { background: #4d4d4d; }
#sidePanel QPushButton:disabled { background: #000000; color: #a6a6a6;
    border: 2px dashed #8c8c8c; font-weight: normal; }
#sidePanel QPushButton#primary { background: #ffff00; color: #000000; border-color: #ffffff; }
#sidePanel QPushButton#primary:hover { background: #ffff8d; }
#sidePanel QPushButton#primary:disabled { background: #000000; color: #a6a6a6;
    border: 2px dashed #8c8c8c; }
#sidePanel QPushButton:focus { border: 3px solid #00e5ff; text-decoration: underline; }
#sidePanel QPushButton#primary:focus { border: 3px solid #000000;
    text-decoration: underline; }
#sidePanel QFrame#separator { background: #ffffff; max-height: 1px; }
#sidePanel QScrollArea { background: transparent; border: 2px solid transparent;
    border-radius: 4px; }
#sidePanel QScrollArea:focus, #sidePanel QListView#moveLog:focus { border-color: #00e5ff; }
#sidePanel QScrollArea > #qt_scrollarea_viewport,
#sidePanel QScrollArea > #qt_scrollarea_viewport > QWidget { background: transparent; }
#sidePanel QScrollBar:vertical { background: #000000; width: 10px; margin: 0; }
#sidePanel QScrollBar::handle:vertical { background: #ffffff; border-radius: 4px;
    min-height: 24px; }
#sidePanel QScrollBar::add-line:vertical, #sidePanel QScrollBar::sub-line:vertical {
    height: 0; }
"""
"""The panel of the high-contrast table: white and yellow on black, every button outlined
(a dashed grey outline when it cannot be used now), the focused one and a focused room in
cyan (the yellow button ringed in black: cyan hardly shows on yellow)."""

COACH_SYMBOL_PX = 14
"""The suit symbols in the coach's hint: larger than its 12 px words, since a font's suit
symbols run small (a 9♣ read as a 9♠)."""
PANEL_WIDTH = 300
BUTTON_HEIGHT = 30
COMPACT_BUTTON_HEIGHT = 26
"""A button's height on a short panel (:data:`COMPACT_BELOW`): its words, less padding."""
BUTTON_GAP = 6
"""Between two buttons of a grid, across and down."""
COMPACT_BUTTON_GAP = 4
MOVE_LOG_MIN_HEIGHT = 48
"""About three lines of the move log: less than that and the log would not be worth its room."""
SPACING = 6
"""Between the panel's rows of words and rooms."""
MARGINS = (14, 10, 14, 10)
COMPACT_SPACING = 2
COMPACT_MARGINS = (14, 4, 14, 4)
COMPACT_BELOW = 540
"""A panel shorter than this (a 1024×576 screen's) is set compact, to keep the facts whole
beside the coach's hint in any language: its rows and buttons closer, its margins and buttons
(:data:`COMPACT_BUTTON_HEIGHT`) lower, its lines thinner, the turn and the deadwood count a
little smaller, the sections' titles ("TURN", "YOUR HAND") left out, the lines between the
sections still dividing them (each of the panel's words is read by a screen reader with its
own caption, never by the section's title), and the coach's hint asking for its least room
(two lines), taking what the facts leave before the log does."""
_COMPACT_STYLE = """
#sidePanel QLabel#turnLabel { font-size: 17px; }
#sidePanel QLabel#deadwoodLabel { font-size: 25px; }
#sidePanel QPushButton { padding-top: 3px; padding-bottom: 3px; }
#sidePanel QPushButton:focus, #sidePanel QPushButton#primary:focus { padding-top: 2px;
    padding-bottom: 2px; }
"""
"""Added to the panel's style on a short panel: the turn and the deadwood count a little
smaller, the buttons' padding less by three pixels above and below (a focused button's
thicker border keeps its height)."""
MOVE_LOG_LINES = 3
"""The lines the log asks for: no more than its least room (:data:`MOVE_LOG_MIN_HEIGHT`), so
that a short window takes from the table's facts' room only once the log is down to it (Qt
takes alike from every room that can shrink: at 1024×576 the deadwood count was cut in half
beside four lines of log); the height left over goes to the log (a 1366×768 laptop shows
eight lines and more)."""
FACTS_LEAST_HEIGHT = 48
"""The least of the table's facts shown on the shortest window (the score): the rest scrolls
in its room, above the log and the buttons."""
COACH_MOST_HEIGHT = 84
"""The coach's room at its tallest, about five lines of the hint: a longer hint scrolls."""
COACH_LEAST_HEIGHT = 34
"""The coach's room on the shortest window: two lines of the hint, the rest scrolls."""


def _restyle(widget: QWidget, style: str) -> None:
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)


def _column(parent: QWidget, name: str, spacing: int) -> tuple[QWidget, QVBoxLayout]:
    """A plain widget holding a column of the panel's words (the content of a room)."""
    holder = QWidget(parent)
    holder.setObjectName(name)
    column = QVBoxLayout(holder)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(spacing)
    return holder, column


class SidePanel(QFrame):
    """The panel's widgets, named for the window and for tests (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setStyleSheet(_STYLE)
        self.buttons: dict[str, QPushButton] = {}
        self.boxes: dict[str, QWidget] = {}
        self._coach_text = ""
        self._four_colour = False
        self._wordings: list[tuple[Callable[[str], None], Callable[[], str]]] = []
        self._titles: list[QLabel] = []
        self._lines: list[QFrame] = []
        self._grids: list[QGridLayout] = []
        self._high_contrast = self._compact = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*MARGINS)
        layout.setSpacing(SPACING)
        facts, column = self._facts_column = _column(self, "facts", SPACING)
        self._build_score(column)
        self._build_turn(column)
        self._build_hand(column)
        self.facts_room = ScrollingRoom(facts, "sidePanelScroll", "",
                                        least=FACTS_LEAST_HEIGHT, parent=self)
        self._say(self.facts_room.setAccessibleName,
                  lambda: QCoreApplication.translate("SidePanel", "Score, turn and hand"))
        layout.addWidget(self.facts_room)
        self._build_moves(layout)
        self._build_coach(layout)
        self._build_tools(layout)
        self._build_actions(layout)
        self._hold_button_cells()

    def _say(self, show: Callable[[str], None], words: Callable[[], str]) -> None:
        """Show ``words()`` through ``show`` now, and again in each new language
        (:meth:`retranslate`): the panel's captions, its buttons' words as built, the names
        a screen reader reads."""
        show(words())
        self._wordings.append((show, words))

    def retranslate(self) -> None:
        """Every caption and name of the panel, and its buttons' words as built, in the
        language installed now (the window calls it on ``QEvent.LanguageChange``, then shows
        the table and the commands again: the words that depend on them); the panel widens
        when the buttons' new words need it."""
        for show, words in self._wordings:
            show(words())
        self._hold_button_cells()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A short panel is set compact (:data:`COMPACT_BELOW`)."""
        super().resizeEvent(event)
        self.set_compact(event.size().height() < COMPACT_BELOW)

    @property
    def compact(self) -> bool:
        """Whether the panel is set compact (:data:`COMPACT_BELOW`)."""
        return self._compact

    def set_compact(self, on: bool) -> None:
        """Set the panel compact, or as usual (see :data:`COMPACT_BELOW`)."""
        layout = self.layout()
        if on == self._compact or layout is None:
            return
        self._compact = on
        spacing = COMPACT_SPACING if on else SPACING
        layout.setSpacing(spacing)
        layout.setContentsMargins(*(COMPACT_MARGINS if on else MARGINS))
        self._facts_column[1].setSpacing(spacing)
        for title in self._titles:
            title.setVisible(not on)
        for line in self._lines:  # a line's own three pixels, or one
            line.setMaximumHeight(1 if on else QWIDGETSIZE_MAX)
        # the coach's hint gives way to the facts, then takes the height left before the log
        self.coach_room.set_modest(on)
        assert isinstance(layout, QVBoxLayout)
        layout.setStretchFactor(self.coach_room, 1 if on else 0)
        layout.setStretchFactor(self.move_log, 0 if on else 1)
        self._apply_style()

    def set_high_contrast(self, on: bool) -> None:
        """Show the panel in the high-contrast colours, or in the table's green."""
        self._high_contrast = on
        self._apply_style()

    def _apply_style(self) -> None:
        """The style of the moment: the colours, compact or not. A style sheet set again,
        even the same, polishes every widget again (milliseconds at start-up): only a change
        is set."""
        style = _HIGH_CONTRAST_STYLE if self._high_contrast else _STYLE
        _restyle(self, style + (_COMPACT_STYLE if self._compact else ""))
        self._hold_button_cells()

    @property
    def high_contrast(self) -> bool:
        return self._high_contrast

    # --- sections -----------------------------------------------------------------------

    def _section(self, layout: QVBoxLayout, title: Callable[[], str]) -> None:
        self._separator(layout)
        self._heading(layout, title)

    def _separator(self, layout: QVBoxLayout) -> None:
        """A line between two sections."""
        line = QFrame(self)
        line.setObjectName("separator")
        line.setFrameShape(QFrame.Shape.HLine)
        self._lines.append(line)
        layout.addWidget(line)

    def _heading(self, layout: QVBoxLayout, title: Callable[[], str]) -> None:
        """A section's title, in capitals."""
        label = QLabel(self)
        label.setObjectName("sectionLabel")
        self._say(label.setText, lambda: title().upper())
        self._titles.append(label)
        layout.addWidget(label)

    def _label(self, name: str, accessible: Callable[[], str], wrap: bool = True) -> QLabel:
        label = SpokenLabel("", self)  # read as "caption: what it shows"
        self._say(label.setAccessibleName, accessible)
        label.setObjectName(name)
        label.setWordWrap(wrap)
        label.setTextFormat(Qt.TextFormat.RichText)
        return label

    def _build_score(self, layout: QVBoxLayout) -> None:
        self._heading(layout, lambda: QCoreApplication.translate("SidePanel", "Score"))
        self.score_label = self._label("scoreLabel", lambda: QCoreApplication.translate(
            "SidePanel", "Score"))
        self.hand_label = self._label("handLabel", lambda: QCoreApplication.translate(
            "SidePanel", "Hand number and dealer"))
        self.opponent_label = self._label("opponentLabel", lambda: QCoreApplication.translate(
            "SidePanel", "Computer opponent"))
        self.fingerprint_label = self._label("fingerprintLabel", lambda: QCoreApplication
                                             .translate("SidePanel", "Deal fingerprint"))
        layout.addWidget(self.score_label)
        layout.addWidget(self.hand_label)
        layout.addWidget(self.opponent_label)
        layout.addWidget(self.fingerprint_label)

    def _build_turn(self, layout: QVBoxLayout) -> None:
        self._section(layout, lambda: QCoreApplication.translate("SidePanel", "Turn"))
        self.turn_label = self._label(
            "turnLabel", lambda: QCoreApplication.translate("SidePanel", "Whose turn"))
        self.hint_label = self._label(
            "hintLabel", lambda: QCoreApplication.translate("SidePanel", "What to do"))
        self.problem_label = self._label("problemLabel", lambda: QCoreApplication.translate(
            "SidePanel", "Computer player problem"))
        self.problem_label.hide()  # the table's label says when the computer thinks
        layout.addWidget(self.turn_label)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.problem_label)

    def _build_hand(self, layout: QVBoxLayout) -> None:
        self._section(layout, lambda: QCoreApplication.translate("SidePanel", "Your hand"))
        row = QHBoxLayout()
        self.deadwood_label = self._label(
            "deadwoodLabel", lambda: QCoreApplication.translate("SidePanel", "Deadwood count"),
            wrap=False)
        self.deadwood_note = self._label(
            "deadwoodNote", lambda: QCoreApplication.translate("SidePanel", "Deadwood note"))
        row.addWidget(self.deadwood_label)
        row.addWidget(self.deadwood_note, 1)
        layout.addLayout(row)
        self.melds_label = self._label(
            "meldsLabel", lambda: QCoreApplication.translate("SidePanel", "Melds in your hand"))
        layout.addWidget(self.melds_label)

    def _build_coach(self, layout: QVBoxLayout) -> None:
        """The coach's hint under the log, in a room that scrolls a long one; hidden, and the
        log's, until a hint is asked for."""
        holder, column = _column(self, "coach", 0)
        self.coach_label = self._label(
            "coachLabel", lambda: QCoreApplication.translate("SidePanel", "Hint"))
        column.addWidget(self.coach_label)
        self.coach_room = ScrollingRoom(holder, "coachRoom", "", least=COACH_LEAST_HEIGHT,
                                        most=COACH_MOST_HEIGHT, parent=self)
        self._say(self.coach_room.setAccessibleName,
                  lambda: QCoreApplication.translate("SidePanel", "The coach's hint"))
        self.coach_room.hide()
        layout.addWidget(self.coach_room)

    def _build_tools(self, layout: QVBoxLayout) -> None:
        self._separator(layout)
        layout.addLayout(self._button_grid(box_rows()[HAND_TOOLS]))

    def _build_actions(self, layout: QVBoxLayout) -> None:
        """The actions' boxes, one per phase, at the panel's foot, each box's buttons from
        its top (the box of the moment shown by the turn machine)."""
        self.action_panel = QWidget(self)
        self.action_panel.setObjectName("actions")
        self._say(self.action_panel.setAccessibleName,
                  lambda: QCoreApplication.translate("SidePanel", "Actions"))
        box_layout = QVBoxLayout(self.action_panel)
        box_layout.setContentsMargins(0, 0, 0, 0)
        for state, rows in box_rows().items():
            if state == HAND_TOOLS:
                continue
            box = QWidget(self.action_panel)
            box.setObjectName(f"{state}Box")
            box.setLayout(self._button_grid(rows))
            box.setVisible(False)
            self.boxes[state] = box
            box_layout.addWidget(box)
        box_layout.addStretch(1)
        layout.addWidget(self.action_panel)

    def _button_grid(self, commands: tuple[Command, ...]) -> QGridLayout:
        """The buttons of ``commands``, two a row in two columns of one width (whatever their
        words), a lone button across both: a cell is in one place in every box."""
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(BUTTON_GAP)
        self._grids.append(grid)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        across = 2 if len(commands) == 1 else 1
        for index, row_command in enumerate(commands):
            grid.addWidget(self._button(row_command), index // 2, index % 2, 1, across)
        return grid

    def _hold_button_cells(self) -> None:
        """Fix the buttons' cells in the style of the moment: the actions' box keeps the
        height of its tallest phase (two rows of buttons) in every phase, the deal's empty
        one too, so the tools above it and its own rows never move; and the panel is wide
        enough for the widest button's words at half its width (:data:`PANEL_WIDTH`, or
        more in a language of longer words). Called once the panel is built, on its words,
        and again when its style changes."""
        rows = max(math.ceil(len(commands) / 2) for state, commands in box_rows().items()
                   if state != HAND_TOOLS)
        hints = []
        for button in self.buttons.values():
            button.ensurePolished()
            hints.append(button.sizeHint())
        least = COMPACT_BUTTON_HEIGHT if self._compact else BUTTON_HEIGHT
        for button in self.buttons.values():
            button.setMinimumHeight(least)
        height = max(least, *(hint.height() for hint in hints))
        gap = COMPACT_BUTTON_GAP if self._compact else BUTTON_GAP
        for grid in self._grids:
            grid.setSpacing(gap)
        self.action_panel.setFixedHeight(rows * height + (rows - 1) * gap)
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        widest = max(hint.width() for hint in hints)
        needed = 2 * widest + BUTTON_GAP + margins.left() + margins.right()
        self.setFixedWidth(max(PANEL_WIDTH, needed))

    def _build_moves(self, layout: QVBoxLayout) -> None:
        """The move log of the hand (its model is set by the window) and the computer's cards
        known from its pickups."""
        self._section(layout, lambda: QCoreApplication.translate("SidePanel", "This hand"))
        self.move_log = MoveLogView(MOVE_LOG_LINES, self)
        self.move_log.setObjectName("moveLog")
        self._say(self.move_log.setAccessibleName,
                  lambda: QCoreApplication.translate("SidePanel", "Moves of this hand"))
        self.move_log.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.move_log.setSelectionMode(QListView.SelectionMode.NoSelection)
        self.move_log.setMinimumHeight(MOVE_LOG_MIN_HEIGHT)
        self.move_log.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.move_log, 1)
        self.known_label = self._label("knownLabel", _known_cards_name)
        layout.addWidget(self.known_label)

    def _button(self, command: Command) -> QPushButton:
        key = command.id
        button = QPushButton(self)
        button.setObjectName("primary" if command.primary else f"{key}Button")
        button.setProperty("action", key)
        self._say(button.setText, lambda: command.shown_label)
        self._say(button.setAccessibleName, lambda: command.shown_accessible)
        self._say(button.setToolTip, lambda: command.tooltip)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it, a click does not
        # its width is its cell's, not its words' (a caption naming a card would move the
        # cells); the panel is made wide enough for the words (_hold_button_cells)
        button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        button.setMinimumHeight(BUTTON_HEIGHT)
        self.buttons[key] = button
        return button

    def show_coach(self, text: str) -> None:
        """Show the coach's hint over the hand's tools ("" hides its room), its cards in their
        suits' colours (the four-colour deck's when the table shows it, :meth:`show_table`)
        with suit symbols a little larger than the words (:data:`COACH_SYMBOL_PX`); a new
        hint is shown from its start."""
        self._coach_text = text
        self._show_coach_text()
        self.coach_room.verticalScrollBar().setValue(0)

    def _show_coach_text(self) -> None:
        text = self._coach_text
        shown = cards_in_html(text, self._four_colour, COACH_SYMBOL_PX) if text else ""
        self.coach_label.setText(shown)
        self.coach_label.setVisible(bool(text))
        self.coach_room.setVisible(bool(text))

    def show_problem(self, text: str) -> None:
        """Show the computer player's failure under the turn line ("" hides the line)."""
        self.problem_label.setText(text)
        self.problem_label.setVisible(bool(text))

    # --- showing the table --------------------------------------------------------------

    def show_table(self, snapshot: TableSnapshot, layout: HandLayout, facts: PanelFacts) -> None:
        """Fill in the score, the turn and the hand from ``snapshot`` (one view for the whole
        panel) and the user's ``layout`` of the hand."""
        view = snapshot.view
        assert view is not None
        if facts.four_colour != self._four_colour:
            self._four_colour = facts.four_colour
            self._show_coach_text()
        self._show_score(view, facts)
        turn, hint = turn_text(snapshot, facts.four_colour)
        self.turn_label.setText(turn)
        self.hint_label.setText(hint)
        self._show_hand(snapshot, view, layout, facts)

    def _show_score(self, view: PlayerView, facts: PanelFacts) -> None:
        self.score_label.setText(score_html(view))
        self.hand_label.setText(hand_line(view))
        level = difficulty_name(facts.level)
        # the table's label names the level: the panel's line only when it says more (the
        # player standing in for an unavailable one); the level's own player is named by the
        # level's English name, which is no other player in another language
        name = facts.opponent_name
        if name in (level, DIFFICULTY_NAMES.get(facts.level)) or opposite.friend() is not None:
            name = ""  # a friend's name is over their hand
        self.opponent_label.setVisible(bool(name))
        self.opponent_label.setText(opponent_html(level, name))
        known = known_cards_html(view, facts.four_colour)
        self.known_label.setText(known)
        if self.known_label.accessibleName() != _known_cards_name():  # a friend sat down
            self.known_label.setAccessibleName(_known_cards_name())
        self.known_label.setVisible(bool(known))  # no empty line under the log
        self.fingerprint_label.setVisible(not facts.shared)  # no seed deals a friend's match
        if not facts.shared:
            self._show_fingerprint(facts)

    def _show_fingerprint(self, facts: PanelFacts) -> None:
        """The fingerprint line: the seed in use (after a match, the next match's), and, in
        words a screen reader says too, whether the match in play is unverifiable."""
        over = facts.phase is Phase.GAME_OVER
        unverifiable = not over and facts.deals.unverifiable
        shown = (facts.deals.next_match_fingerprint if over
                 else table_fingerprint(facts.deals, facts.phase))
        next_deal = not over and _in_hand(facts.deals, facts.phase) and shown != (
            facts.deals.seed_of(len(facts.deals.phrases) - 1).fingerprint)
        self.fingerprint_label.setText(fingerprint_text(
            shown, next_match=over, unverifiable=unverifiable, next_deal=next_deal))
        if over:
            tip = QCoreApplication.translate(
                "SidePanel", "SHA-256 of the secret seed the next match starts from: {sha}\n"
                "Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to "
                "check.")
        elif unverifiable:
            tip = QCoreApplication.translate(
                "SidePanel", "SHA-256 of the secret seed in use: {sha}\nThis match is "
                "unverifiable: its save held a deal seed this program cannot vouch it drew, so "
                "its cards may have been chosen; Game ▸ A fair deal… says more.")
        else:
            tip = QCoreApplication.translate(
                "SidePanel", "SHA-256 of the secret seed in use: {sha}\nEvery deck comes from "
                "it and your phrase; Game ▸ A fair deal… shows how to check.")
        self.fingerprint_label.setToolTip(tip.format(sha=shown))
        if unverifiable:
            self.fingerprint_label.setAccessibleName(QCoreApplication.translate(
                "SidePanel", "Deal fingerprint, unverifiable match"))
        else:
            self.fingerprint_label.setAccessibleName(
                QCoreApplication.translate("SidePanel", "Deal fingerprint"))

    def _show_hand(self, snapshot: TableSnapshot, view: PlayerView, layout: HandLayout,
                   facts: PanelFacts) -> None:
        """The deadwood and melds of the hand: nothing while it is dealt face down, the laid
        out hand's deadwood from the knock on."""
        if not layout.cards or is_dealing(snapshot):
            shown = None if is_dealing(snapshot) else showdown_deadwood(view)
            self.deadwood_label.setText("–" if shown is None else str(shown))
            self.deadwood_note.setText("")
            self.melds_label.setText("")
            return
        self.deadwood_label.setText(str(layout.deadwood_points))
        self.deadwood_note.setText(deadwood_note(layout, view, facts.hints, facts.four_colour))
        self.melds_label.setText(melds_html(layout, facts.four_colour))

    def show_commands(self, snapshot: TableSnapshot) -> None:
        """Show the command table's rows as ``snapshot`` has them: each button enabled when
        its command is available, with its label and tooltip of the moment (the knock card,
        the selected card, the Hint's state); the wall's Pass shown only when it may be
        given."""
        for key, button in self.buttons.items():
            row = command(key)
            button.setEnabled(row.available(snapshot).available)
            if row.caption is not None:
                button.setText(row.label_for(snapshot))
            if row.explain is not None:
                button.setToolTip(row.tooltip_for(snapshot))
            if row.speech is not None:  # the card the label shows, in words
                button.setAccessibleName(row.accessible_for(snapshot))
        self.buttons["wall_pass"].setVisible(command("wall_pass").available(snapshot).available)


def table_fingerprint(deals: MatchDeals, phase: Phase) -> str:
    """The fingerprint the table shows: while a hand is in play, that of the seed that dealt
    it until it is revealed; between hands, and once it is revealed, that of the seed the
    next deal will use (the panel then says "next deal", so a reveal in mid-hand does not look
    as if the cards were changed)."""
    if _in_hand(deals, phase) and not deals.seed_of(len(deals.phrases) - 1).revealed:
        return deals.seed_of(len(deals.phrases) - 1).fingerprint
    return deals.fingerprint


def _in_hand(deals: MatchDeals, phase: Phase) -> bool:
    """Whether a hand dealt by one of ``deals``' seeds is in play."""
    return bool(deals.phrases) and phase in (
        Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD, Phase.SHOWDOWN)


def _known_cards_name() -> str:
    """The name a screen reader gives the line of the opponent's cards the user knows."""
    return opposite.sentence(
        QCoreApplication.translate("SidePanel", "Cards known in the computer's hand"),
        QCoreApplication.translate("SidePanel", "Cards known in {friend}'s hand"))
