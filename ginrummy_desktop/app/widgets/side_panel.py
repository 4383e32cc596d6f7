"""The control panel beside the table: score, whose turn, deadwood and melds, and the buttons.

The panel only shows things and offers buttons; the main window connects the buttons and hands
it what to show: the table's snapshot with the hand's layout and a few facts of the match
(:meth:`SidePanel.show_table`), and the commands of the moment (:meth:`SidePanel.show_commands`).
The buttons are the rows of the command table (``commands.py``: label, accessible name, key,
box), keyed by the command's id. The action buttons sit in one box per phase
(``boxes``, keyed by the turn machine's phase state names); the machine shows the box of the
current phase and enables the whole ``action_panel`` only while the user is to act. Each button
is enabled only when its command is available (the window shows the table's snapshot).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ...engine import Phase, PlayerView
from ..match.deals import MatchDeals
from ..models.hand_layout import HandLayout
from ..settings import difficulty_name
from ..table.commands import HAND_TOOLS, Command, TableSnapshot, box_rows, command
from ..words.cards import cards_in_html
from ..words.panel import (
    deadwood_note,
    fingerprint_text,
    hand_line,
    is_dealing,
    known_cards_html,
    melds_html,
    opponent_html,
    score_html,
    showdown_deadwood,
    turn_text,
)

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
#sidePanel QPushButton:focus, #sidePanel QPushButton#primary:focus {
    border: 1px solid #ffffff; text-decoration: underline; }
#sidePanel QFrame#separator { background: #22513a; max-height: 1px; }
"""

_SCROLL_STYLE = """
#sidePanelScroll, #sidePanelScroll > QWidget { background: #10291b; }
#sidePanelScroll QScrollBar:vertical { background: #10291b; width: 10px; margin: 0; }
#sidePanelScroll QScrollBar::handle:vertical { background: #2f7a4d; border-radius: 4px;
    min-height: 40px; }
#sidePanelScroll QScrollBar::add-line:vertical, #sidePanelScroll QScrollBar::sub-line:vertical {
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
#sidePanel QPushButton:focus, #sidePanel QPushButton#primary:focus {
    border: 3px solid #00e5ff; text-decoration: underline; }
#sidePanel QFrame#separator { background: #ffffff; max-height: 1px; }
"""
"""The panel of the high-contrast table: white and yellow on black, every button outlined
(a dashed grey outline when it cannot be used now), the focused one in cyan."""

_HIGH_CONTRAST_SCROLL_STYLE = """
#sidePanelScroll, #sidePanelScroll > QWidget { background: #000000; }
#sidePanelScroll QScrollBar:vertical { background: #000000; width: 10px; margin: 0; }
#sidePanelScroll QScrollBar::handle:vertical { background: #ffffff; border-radius: 4px;
    min-height: 40px; }
#sidePanelScroll QScrollBar::add-line:vertical, #sidePanelScroll QScrollBar::sub-line:vertical {
    height: 0; }
"""

COACH_SYMBOL_PX = 14
"""The suit symbols in the coach's hint: larger than its 12 px words, since a font's suit
symbols run small (a 9♣ read as a 9♠)."""
PANEL_WIDTH = 290
BUTTON_HEIGHT = 30
MOVE_LOG_MIN_HEIGHT = 64
"""About four lines of the move log: less than that and the log would not be worth its room."""


def _restyle(widget: QWidget, style: str) -> None:
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)


def scrolling(panel: QWidget) -> QScrollArea:
    """``panel`` in a scroll area of its own width: on a short screen (a 1366×768 laptop) the
    panel scrolls instead of squeezing its buttons and words. The area never takes the focus,
    so the arrow keys stay the table's (they select cards); the mouse wheel scrolls it, and Tab
    to a button scrolls that button into view."""
    area = QScrollArea(panel.parentWidget())
    area.setObjectName("sidePanelScroll")
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    area.setWidgetResizable(True)
    area.setWidget(panel)
    extent = area.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    area.setFixedWidth(PANEL_WIDTH + extent)
    area.setStyleSheet(_SCROLL_STYLE)
    return area


class SidePanel(QFrame):
    """The panel's widgets, named for the window and for tests (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setStyleSheet(_STYLE)
        self.setFixedWidth(PANEL_WIDTH)
        self.buttons: dict[str, QPushButton] = {}
        self.boxes: dict[str, QWidget] = {}
        self._coach_text = ""
        self._four_colour = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(8)
        self._build_score(layout)
        self._build_turn(layout)
        self._build_hand(layout)
        self._build_actions(layout)
        self._build_moves(layout)

    def set_high_contrast(self, on: bool) -> None:
        """Show the panel (and the scroll area holding it) in the high-contrast colours, or in
        the table's green. A style sheet set again, even the same, polishes every widget
        again (milliseconds at start-up): only a change is set."""
        _restyle(self, _HIGH_CONTRAST_STYLE if on else _STYLE)
        viewport = self.parentWidget()
        area = viewport.parentWidget() if viewport is not None else None
        if isinstance(area, QScrollArea):
            _restyle(area, _HIGH_CONTRAST_SCROLL_STYLE if on else _SCROLL_STYLE)

    @property
    def high_contrast(self) -> bool:
        return self.styleSheet() == _HIGH_CONTRAST_STYLE

    def minimumSizeHint(self) -> QSize:
        """At least the height the wrapped words and the buttons need at the panel's width (a
        layout's plain minimum ignores word wrap, so a scroll area would squeeze the panel)."""
        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth():
            return hint
        return QSize(hint.width(), max(hint.height(), layout.minimumHeightForWidth(PANEL_WIDTH)))

    # --- sections -----------------------------------------------------------------------

    def _section(self, layout: QVBoxLayout, title: str) -> None:
        line = QFrame(self)
        line.setObjectName("separator")
        line.setFrameShape(QFrame.Shape.HLine)
        layout.addWidget(line)
        label = QLabel(title.upper(), self)
        label.setObjectName("sectionLabel")
        layout.addWidget(label)

    def _label(self, name: str, accessible: str, wrap: bool = True) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setAccessibleName(accessible)
        label.setWordWrap(wrap)
        label.setTextFormat(Qt.TextFormat.RichText)
        return label

    def _build_score(self, layout: QVBoxLayout) -> None:
        label = QLabel(QCoreApplication.translate("SidePanel", "Score").upper(), self)
        label.setObjectName("sectionLabel")
        layout.addWidget(label)
        self.score_label = self._label(
            "scoreLabel", QCoreApplication.translate("SidePanel", "Score"))
        self.hand_label = self._label(
            "handLabel", QCoreApplication.translate("SidePanel", "Hand number and dealer"))
        self.opponent_label = self._label(
            "opponentLabel", QCoreApplication.translate("SidePanel", "Computer opponent"))
        self.fingerprint_label = self._label(
            "fingerprintLabel", QCoreApplication.translate("SidePanel", "Deal fingerprint"))
        layout.addWidget(self.score_label)
        layout.addWidget(self.hand_label)
        layout.addWidget(self.opponent_label)
        layout.addWidget(self.fingerprint_label)

    def _build_turn(self, layout: QVBoxLayout) -> None:
        self._section(layout, QCoreApplication.translate("SidePanel", "Turn"))
        self.turn_label = self._label(
            "turnLabel", QCoreApplication.translate("SidePanel", "Whose turn"))
        self.hint_label = self._label(
            "hintLabel", QCoreApplication.translate("SidePanel", "What to do"))
        self.problem_label = self._label(
            "problemLabel", QCoreApplication.translate("SidePanel", "Computer player problem"))
        self.problem_label.hide()  # the table's label says when the computer thinks
        layout.addWidget(self.turn_label)
        layout.addWidget(self.hint_label)
        layout.addWidget(self.problem_label)

    def _build_hand(self, layout: QVBoxLayout) -> None:
        self._section(layout, QCoreApplication.translate("SidePanel", "Your hand"))
        row = QHBoxLayout()
        self.deadwood_label = self._label(
            "deadwoodLabel", QCoreApplication.translate("SidePanel", "Deadwood count"),
            wrap=False)
        self.deadwood_note = self._label(
            "deadwoodNote", QCoreApplication.translate("SidePanel", "Deadwood note"))
        row.addWidget(self.deadwood_label)
        row.addWidget(self.deadwood_note, 1)
        layout.addLayout(row)
        self.melds_label = self._label(
            "meldsLabel", QCoreApplication.translate("SidePanel", "Melds in your hand"))
        layout.addWidget(self.melds_label)
        grid = QGridLayout()
        grid.setSpacing(6)
        for index, row_command in enumerate(box_rows()[HAND_TOOLS]):
            grid.addWidget(self._button(row_command), index // 2, index % 2)
        layout.addLayout(grid)
        self.coach_label = self._label(
            "coachLabel", QCoreApplication.translate("SidePanel", "Hint"))
        self.coach_label.hide()  # room for the log until a hint is asked for
        layout.addWidget(self.coach_label)

    def _build_actions(self, layout: QVBoxLayout) -> None:
        actions = QCoreApplication.translate("SidePanel", "Actions")
        self._section(layout, actions)
        self.action_panel = QWidget(self)
        self.action_panel.setObjectName("actions")
        self.action_panel.setAccessibleName(actions)
        box_layout = QVBoxLayout(self.action_panel)
        box_layout.setContentsMargins(0, 0, 0, 0)
        for state, rows in box_rows().items():
            if state == HAND_TOOLS:
                continue
            box = QWidget(self.action_panel)
            box.setObjectName(f"{state}Box")
            row = QGridLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(6)
            for index, row_command in enumerate(rows):
                row.addWidget(self._button(row_command), index // 2, index % 2)
            box.setVisible(False)
            self.boxes[state] = box
            box_layout.addWidget(box)
        layout.addWidget(self.action_panel)

    def _build_moves(self, layout: QVBoxLayout) -> None:
        """The move log of the hand (its model is set by the window) and the computer's cards
        known from its pickups."""
        self._section(layout, QCoreApplication.translate("SidePanel", "This hand"))
        self.move_log = QListView(self)
        self.move_log.setObjectName("moveLog")
        self.move_log.setAccessibleName(
            QCoreApplication.translate("SidePanel", "Moves of this hand"))
        self.move_log.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.move_log.setSelectionMode(QListView.SelectionMode.NoSelection)
        self.move_log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.move_log.setWordWrap(True)
        self.move_log.setMinimumHeight(MOVE_LOG_MIN_HEIGHT)
        # the room left over, no more: a list view's own size hint would push the panel into
        # scrolling even on a screen where everything fits
        self.move_log.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        layout.addWidget(self.move_log, 1)
        self.known_label = self._label(
            "knownLabel", QCoreApplication.translate("SidePanel",
                                                     "Cards known in the computer's hand"))
        layout.addWidget(self.known_label)

    def _button(self, command: Command) -> QPushButton:
        key = command.id
        button = QPushButton(command.shown_label, self)
        button.setObjectName("primary" if command.primary else f"{key}Button")
        button.setProperty("action", key)
        button.setAccessibleName(command.shown_accessible)
        button.setToolTip(command.tooltip)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it, a click does not
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setMinimumHeight(BUTTON_HEIGHT)  # never squeezed: the panel scrolls instead
        self.buttons[key] = button
        return button

    def show_coach(self, text: str) -> None:
        """Show the coach's hint under the hand's tools ("" hides the line), its cards in their
        suits' colours (the four-colour deck's when the table shows it, :meth:`show_table`)
        with suit symbols a little larger than the words (:data:`COACH_SYMBOL_PX`)."""
        self._coach_text = text
        self._show_coach_text()

    def _show_coach_text(self) -> None:
        text = self._coach_text
        shown = cards_in_html(text, self._four_colour, COACH_SYMBOL_PX) if text else ""
        self.coach_label.setText(shown)
        self.coach_label.setVisible(bool(text))

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
        # player standing in for an unavailable one)
        self.opponent_label.setVisible(bool(facts.opponent_name) and facts.opponent_name != level)
        self.opponent_label.setText(opponent_html(level, facts.opponent_name))
        self.known_label.setText(known_cards_html(view, facts.four_colour))
        over = facts.phase is Phase.GAME_OVER
        shown = (facts.deals.next_match_fingerprint if over
                 else table_fingerprint(facts.deals, facts.phase))
        self.fingerprint_label.setText(fingerprint_text(shown, next_match=over))
        if over:
            tip = QCoreApplication.translate(
                "SidePanel", "SHA-256 of the secret seed the next match starts from: {sha}\n"
                "Every deck comes from it and your phrase; Game ▸ A fair deal… shows how to "
                "check.")
        else:
            tip = QCoreApplication.translate(
                "SidePanel", "SHA-256 of the secret seed in use: {sha}\nEvery deck comes from "
                "it and your phrase; Game ▸ A fair deal… shows how to check.")
        self.fingerprint_label.setToolTip(tip.format(sha=shown))

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
        self.buttons["wall_pass"].setVisible(command("wall_pass").available(snapshot).available)


def table_fingerprint(deals: MatchDeals, phase: Phase) -> str:
    """The fingerprint the table shows: while a hand is in play, that of the seed that dealt
    it (a reveal in mid-hand must not look as if the cards were changed); between hands, that
    of the seed the next deal will use."""
    if phase in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD, Phase.SHOWDOWN) and deals.phrases:
        return deals.seed_of(len(deals.phrases) - 1).fingerprint
    return deals.fingerprint
