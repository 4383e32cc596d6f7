"""The main window: the card table, the control panel, the menus and keyboard play.

Wiring: the :class:`GameController` owns the game; the :class:`TablePresenter` turns its events
into card moves and the user's gestures into actions, and keeps the table's snapshot; the turn
machine (``flow.py``) shows the controls of the phase and enables them while the user is to act;
this window fills in the panel (score, turn, deadwood, melds) and owns the menus and dialogs.
What the user may do now is one table, ``commands.py``: the panel's buttons, the keys, the
Game menu's New game and Undo, and the Hint are its rows, connected here to their slots
(:meth:`MainWindow._command_slots`) and shown from the presenter's one snapshot.

Settings: a new difficulty and the Undo switch apply at once; the look (card size and art, felt,
animation speed) applies when the next hand is dealt; new rules when the next game starts.

Nothing is lost: the match is saved after every action (``autosave.py``) in the application's
data folder, and the next start resumes it exactly where it was, the computer player's memory
included. Quit and closing the window therefore ask nothing; only New game, which would throw
the match away, asks first. A save that cannot be read is moved aside and the player is told.
"""

from __future__ import annotations

import contextlib
import html
import logging
import random
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QGuiApplication, QKeyEvent, QKeySequence
from PySide6.QtStateMachine import QStateMachine
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QMessageBox, QWidget

from ...ai import Player
from ...ai.coach import Advice
from ...ai.levels import Level
from ...ai.player import restore_memory
from ...engine import (
    Cut,
    Deal,
    Discard,
    Event,
    Knock,
    Phase,
    PlayerView,
    RuleSet,
    ScoreSheet,
)
from ..ai_runner import AiRunner
from ..autosave import Autosave, Opponent
from ..coach_process import warm_up
from ..commands import (
    COMMANDS,
    KEY_NAMES,
    TableContext,
    TableSnapshot,
    command,
    command_for_key,
    hint_refusal,
)
from ..controller import HUMAN, Actor, GameController
from ..deals import MatchDeals
from ..flow import TurnUi, build_turn_machine
from ..hints import HintService
from ..models.hand_layout import HandShape
from ..models.move_log import starts_a_hand
from ..models.move_log_model import MoveLogModel
from ..opponent import make_opponent
from ..paths import AppPaths
from ..saves import LoadOutcome, LoadResult, MatchSave, SaveStore
from ..settings import AnimationSpeed, Settings, SettingsStore, difficulty_name
from ..stats_recorder import StatsRecorder
from ..table.card_images import CardImages, CardTheme
from ..table.presenter import TablePresenter
from ..table.scene import TableScene
from ..teacher import Teacher
from ..undo import UndoOption, undo_option
from ..words.cards import strip_tags
from ..words.panel import (
    action_text,
    deadwood_note,
    fingerprint_text,
    hand_line,
    hint_html,
    is_dealing,
    known_cards_html,
    melds_html,
    opponent_html,
    score_html,
    showdown_deadwood,
    turn_text,
)
from ..words.results import score_line
from .side_panel import SidePanel, scrolling
from .table_view import TableView

if TYPE_CHECKING:  # the dialogs are imported when first opened, to start faster
    from ..history import ReplayedDeal
    from .score_sheet import ScoreSheetDialog

__all__ = ["FIRST_SIZE", "MINIMUM_SIZE", "MainWindow", "first_size"]

_log = logging.getLogger(__name__)

FIRST_SIZE = QSize(1220, 820)
"""The first window's size on a large screen; a smaller screen gets what fits."""
MINIMUM_SIZE = QSize(960, 640)
"""Small enough for a 1366×768 laptop screen with its task bar and the window's title bar."""
_FRAME_ALLOWANCE = QSize(16, 48)
"""Room left around the window for its frame and title bar."""

PACE_MS = {AnimationSpeed.OFF: 0, AnimationSpeed.FAST: 350, AnimationSpeed.NORMAL: 750}
"""The least time a computer move takes at each animation speed."""

_SHIFT = "Shift+"
_QT_KEYS: dict[tuple[Qt.Key, bool], str] = {
    (getattr(Qt.Key, f"Key_{name.removeprefix(_SHIFT)}"), name.startswith(_SHIFT)): name
    for name in KEY_NAMES
}
"""The keys of the command table, by Qt key and whether Shift is held."""


class MainWindow(QMainWindow):
    """The game window. ``table_shown`` is emitted once the dealt table has first been painted."""

    table_shown = Signal()

    def __init__(
        self,
        store: SettingsStore | None = None,
        seed: int | None = None,
        runner: AiRunner | None = None,
        parent: QWidget | None = None,
        paths: AppPaths | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.setWindowTitle("Gin Rummy")
        self.store = store if store is not None else SettingsStore()
        self.settings = self.store.load()
        self.paths = paths if paths is not None else AppPaths.system()
        self.saves = SaveStore.autosave(self.paths.save_file)
        self.notice: QMessageBox | None = None
        """The last warning shown to the player (an unreadable save), kept for tests."""
        self._pending: Settings | None = None
        self._rng = random.Random(seed)
        self._seed = seed
        self._shown = False
        self.images = CardImages(_theme(self.settings))
        self.scene = TableScene(self.images, self)
        self.view = TableView(self.scene, self)
        self.panel = SidePanel(self)
        self.opponent = self._make_opponent(Level(self.settings.difficulty))
        self.controller = GameController(self.opponent.player, runner, self, self.store.phrase)
        self.destroyed.connect(_stopper(self.controller))
        self.presenter = TablePresenter(self.scene, self.controller, self)
        self.move_log = MoveLogModel(self.controller, self)
        self.panel.move_log.setModel(self.move_log)
        self.move_log.rowsInserted.connect(lambda *_: self.panel.move_log.scrollToBottom())
        self.autosave = Autosave(
            self.saves, self.controller, lambda: self.opponent, self._hand_shape, self
        )
        self.stats = StatsRecorder.in_folder(
            self.paths.data, self.controller, lambda: self.opponent, self,
            assisted=lambda hand: hand in self.controller.assisted_hands,
        )
        self.stats.message.connect(self._show_message)
        self.hints = HintService(self)
        self.teacher = Teacher(self)
        self._build_layout()
        self._build_menus()
        self._connect()
        self._apply_look(self.settings)
        self._label_opponent()
        self.machine = self._build_machine()
        self._score_dialog: ScoreSheetDialog | None = None
        self.setMinimumSize(MINIMUM_SIZE)
        self.resize(_first_size(self))
        self.store.restore_geometry(self)
        self.view.viewport().installEventFilter(self)
        self._log_settings_warnings()

    # --- building -----------------------------------------------------------------------

    def _build_layout(self) -> None:
        central = QWidget(self)
        layout = QHBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(scrolling(self.panel))
        self.setCentralWidget(central)
        self.statusBar().setAccessibleName("Status")
        self.view.key_handler = self.handle_key

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        game.setToolTipsVisible(True)
        self.new_game_action = self._command_action(game, "new_game", self.request_new_game)
        self.undo_action = self._command_action(game, "undo", self.undo)
        self.score_action = self._action(game, "&Score sheet", "Ctrl+T", self.show_score_sheet)
        self.statistics_action = self._action(
            game, "Stat&istics…", "Ctrl+I", self.show_statistics
        )
        self.hand_history_action = self._action(
            game, "&Hand history…", "Ctrl+H", self.show_hand_history
        )
        self.fair_deal_action = self._action(game, "A &fair deal…", None, self.show_fair_deal)
        self.settings_action = self._action(
            game, "Se&ttings…", QKeySequence.StandardKey.Preferences, self.show_settings
        )
        game.addSeparator()
        self.quit_action = self._action(game, "&Quit", QKeySequence.StandardKey.Quit, self.close)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        help_menu = self.menuBar().addMenu("&Help")
        self.rules_action = self._action(
            help_menu, "&Rules", QKeySequence.StandardKey.HelpContents, self.show_rules
        )
        self.about_action = self._action(help_menu, "&About Gin Rummy", None, self.show_about)

    def _command_action(self, menu: object, command_id: str, slot: object) -> QAction:
        """The menu entry of a row of the command table (its text and standard key)."""
        row = command(command_id)
        key = getattr(QKeySequence.StandardKey, row.menu_key)
        return self._action(menu, row.menu_label, key, slot)

    def _action(self, menu: object, text: str, shortcut: object, slot: object) -> QAction:
        action = QAction(text, self)
        if isinstance(shortcut, (QKeySequence.StandardKey, str)):
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)  # type: ignore[attr-defined]
        return action

    def _command_slots(self) -> dict[str, Callable[[], object]]:
        """What each row of the command table runs (a button's click, a key, a menu entry)."""
        p = self.presenter
        return {
            "take_upcard": p.take_upcard,
            "pass": p.pass_upcard,
            "draw_stock": p.draw_stock,
            "take_discard": p.take_upcard,
            "wall_pass": p.pass_upcard,
            "discard": p.discard_selected,
            "knock": p.knock,
            "gin": p.gin,
            "lay_off": p.lay_off,
            "next_hand": self.next_hand,
            "new_game": self.request_new_game,
            "sort_rank": p.sort_by_rank,
            "sort_suit": p.sort_by_suit,
            "arrange": p.arrange_melds,
            "hint": self.show_hint,
            "select_left": lambda: p.select_step(-1),
            "select_right": lambda: p.select_step(1),
            "move_left": lambda: p.move_selected(-1),
            "move_right": lambda: p.move_selected(1),
            "clear_selection": lambda: p.select(None),
            "undo": self.undo,
        }

    def _connect(self) -> None:
        buttons = self.panel.buttons
        presenter = self.presenter
        self._slots = self._command_slots()
        self._button_set: set[object] = set(buttons.values())
        assert set(self._slots) == {row.id for row in COMMANDS}, "a command without a slot"
        for key, button in buttons.items():
            button.clicked.connect(self._slots[key])
            button.installEventFilter(self)  # the table's keys work while a button has focus
        presenter.context = self._table_context
        presenter.snapshot_changed.connect(self._show_commands)
        presenter.snapshot_changed.connect(self._note_decision)
        self.view.resized.connect(self._on_resized)
        presenter.hand_changed.connect(self.refresh_panel)
        presenter.message.connect(self._show_message)
        controller = self.controller
        controller.phase_changed.connect(self._on_turn_changed)
        controller.actor_changed.connect(self._on_turn_changed)
        controller.animating.connect(self.refresh_panel)
        controller.thinking.connect(self._on_thinking)
        controller.hand_scored.connect(self._on_hand_scored)
        controller.ai_failed.connect(self._on_ai_failed)
        presenter.order_changed.connect(self.autosave.order_changed)
        controller.events_applied.connect(self._remember_order)
        controller.events_applied.connect(self._forget_hint)
        controller.events_applied.connect(self._judge_last_move)
        self.teacher.lesson.connect(self._on_lesson)
        self.hints.ready.connect(self._on_hint)
        self.hints.failed.connect(self._on_hint_failed)
        self.autosave.failed.connect(self._on_autosave_failed)

    def _build_machine(self) -> QStateMachine:
        ui = TurnUi(boxes=self.panel.boxes, panel=self.panel.action_panel, table=self.scene)
        self.panel.action_panel.setEnabled(False)
        self.scene.set_interactive(False)
        machine = build_turn_machine(self.controller, ui, self.presenter.turn_changed)
        machine.started.connect(self._on_machine_started)
        return machine

    def start(self) -> None:
        """Start the turn machine; the first game begins once it runs. The coach's process
        starts in the background too, so the first hint does not wait for it."""
        self.machine.start()
        if self.settings.hints or self.settings.teach:
            warm_up()

    def _on_machine_started(self) -> None:
        if not self.controller.has_game:
            self.resume_or_start()
            self._show_settings_warnings()

    # --- the saved match -------------------------------------------------------------------

    def resume_or_start(self) -> LoadResult:
        """Resume the saved match; start a new one when there is none or it is unreadable
        (the player is told, and the file is kept aside)."""
        result = self.saves.load()
        if result.outcome is LoadOutcome.LOADED:
            assert result.save is not None
            problem = self._resume_or_why_not(result.save)
            if not problem:
                self.load_result = result
                return result
            result = LoadResult(LoadOutcome.UNREADABLE, problem=problem,
                                moved_to=self.saves.move_aside())
        self.load_result = result
        self.new_game()
        if result.outcome is LoadOutcome.UNREADABLE:
            self._tell_unreadable(result)
        return result

    load_result = LoadResult(LoadOutcome.NOTHING)
    """What the start found in the save file."""

    def _resume_or_why_not(self, save: MatchSave) -> str:
        """:meth:`_resume`, with any exception (nobody foresaw it) logged and turned into the
        reason the save cannot be resumed: the loading path always ends in a match."""
        try:
            return self._resume(save)
        except Exception as error:  # the loading boundary
            _log.exception("resuming the saved match failed unexpectedly")
            return f"it could not be put back on the table ({type(error).__name__})"

    def _resume(self, save: MatchSave) -> str:
        """Put ``save`` on the table; the reason when its computer player cannot be restored."""
        rules = save.game.rules
        opponent = self._make_opponent(save.level, save.player_seed, rules)
        try:
            restore_memory(opponent.player, save.memory)
        except (ValueError, TypeError) as error:
            return f"the computer player's memory is unusable ({error})"
        stored = self.settings
        self.settings = replace(stored, rules=rules, difficulty=int(save.level))
        if stored.rules != rules:
            self._pending = stored  # the rules in the settings start with the next game
        self.opponent = opponent
        self.controller.set_player(opponent.player)
        self._label_opponent()
        self.autosave.pause(True)
        self.presenter.set_move_ms(0)
        try:
            self.controller.resume(rules, save.game.history, save.deals)
            self.controller.set_assisted_hands(save.assisted_hands)
            self.presenter.restore_order(save.hand)
        finally:
            self.presenter.set_move_ms(self.settings.animation_speed.duration_ms)
            self.autosave.pause(False)
        self.refresh_panel()
        self.resumed_text = _resumed_text(save.saved_at)
        if save.newly_lost:
            self.resumed_text += " " + QCoreApplication.translate(
                "MainWindow",
                "This match's secret seed could not be read back, so its deals so far can no "
                "longer be verified; the next deals come from a new seed.",
            )
        self.statusBar().showMessage(self.resumed_text)
        _log.info("resumed the saved match at action %d", save.action_count)
        return ""

    resumed_text = ""
    """The note shown after a resume ("Resumed your game from today at 14:05.")."""

    def _tell_unreadable(self, result: LoadResult) -> None:
        """Tell the player the save could not be read, why, and where it was kept (the
        reason and the names are shown as plain text: they come from the file)."""
        text = _unreadable_text(result)
        self.statusBar().showMessage(text)
        box = QMessageBox(QMessageBox.Icon.Warning,
                          QCoreApplication.translate("MainWindow", "Saved game unreadable"),
                          text, QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the informative text follows it
        box.setInformativeText(QCoreApplication.translate(
            "MainWindow", "Saved games live in {folder}.").format(folder=self.paths.data))
        box.open()
        self.notice = box

    def _on_autosave_failed(self, message: str) -> None:
        self._show_message(f"The game could not be saved ({message}); it goes on unsaved.")

    def _hand_shape(self) -> HandShape:
        return self.presenter.layout.shape

    # --- hints -------------------------------------------------------------------------------

    def show_hint(self) -> bool:
        """Ask the coach for the user's best move (worked out in its own thread); False, with
        the reason in the status line, when no hint can be given now. Counts as an assist."""
        snapshot = self.presenter.snapshot()
        refusal = hint_refusal(snapshot)
        if refusal or snapshot.view is None:
            self._show_message(refusal)
            return False
        self.controller.mark_assisted()
        self.panel.coach_label.setText("Thinking of a hint…")
        self.hints.request(snapshot.view)
        self.refresh_panel()
        return True

    def _on_hint(self, advice: Advice) -> None:
        self.panel.coach_label.setText(hint_html(action_text(advice.action), advice.reason))
        if isinstance(advice.action, Discard | Knock):
            self.presenter.select(advice.action.card)
        self.refresh_panel()

    def _on_hint_failed(self, message: str) -> None:
        self.panel.coach_label.setText("No hint this time.")
        self.refresh_panel()

    def _forget_hint(self, _events: object) -> None:
        self.hints.cancel()
        self.panel.coach_label.setText("")

    # --- teach me ----------------------------------------------------------------------------

    _decision: tuple[int, PlayerView] | None = None
    """The user's last real choice: the history length when it was offered, and the view."""

    def _note_decision(self, snapshot: TableSnapshot) -> None:
        if snapshot.view is not None and len(snapshot.legal) > 1:
            self._decision = (len(self.controller.game.history), snapshot.view)

    def _judge_last_move(self, events: tuple[Event, ...]) -> None:
        """With Teach me on, hand the move the user just made to the teacher, with the view
        it was made in (``teacher.py``); a new deal forgets a judgement under way."""
        if starts_a_hand(events):
            self.teacher.cancel()
        controller, decision = self.controller, self._decision
        if not self.settings.teach or decision is None or not controller.seats:
            return
        history = controller.game.history
        if controller.seats[-1] == HUMAN and decision[0] == len(history) - 1:
            self.teacher.judge(decision[1], history[-1])

    def _on_lesson(self, note: str) -> None:
        self.move_log.add_note(note)
        self._show_message(note)

    # --- undo --------------------------------------------------------------------------------

    _orders: tuple[HandShape, ...] = ()
    """The hand's groups after each of the last two actions (Undo puts the older one back)."""
    _taking_back = False

    def _remember_order(self, _events: object) -> None:
        if not self._taking_back:
            self._orders = (*self._orders[-1:], self._hand_shape())

    def undo_option(self) -> UndoOption:
        """What Undo would take back now, or why it may not (``undo.py``)."""
        allowed = self.settings.allow_undo
        if not self.controller.has_game:
            return UndoOption(False, reason="There is no game yet.")
        if allowed and self.presenter.order_before is not None:
            return UndoOption(True, what="your reordering of the hand")
        controller = self.controller
        return undo_option(controller.game.history, controller.seats, controller.phase,
                           allowed=allowed)

    def undo(self) -> bool:
        """Take back the user's last move if Undo allows it (else say why)."""
        option = self.undo_option()
        if not option.possible:
            self._show_message(option.reason)
            return False
        if self.presenter.order_before is not None:
            self.presenter.undo_reorder()
        else:
            self._take_back()
        self._show_message(f"Took back {option.what}.")
        self.refresh_panel()
        return True

    def _take_back(self) -> None:
        order = self._orders[0] if len(self._orders) == 2 else HandShape()
        self.autosave.pause(True)
        self._taking_back = True
        self.presenter.set_move_ms(0)
        try:
            self.controller.take_back()
            self.presenter.restore_order(order)
        finally:
            self.presenter.set_move_ms(self.settings.animation_speed.duration_ms)
            self._taking_back = False
            self.autosave.pause(False)
        self._orders = (self._hand_shape(),)
        self.autosave.save_now()

    def _table_context(self) -> TableContext:
        """What the table's snapshot needs from the window: the Hint setting, a hint under
        way, and what Undo would take back."""
        return TableContext(
            hints_on=self.settings.hints, hint_busy=self.hints.busy, undo=self.undo_option()
        )

    # --- settings and the look ----------------------------------------------------------

    def _make_opponent(self, level: Level, seed: int | None = None,
                       rules: RuleSet | None = None) -> Opponent:
        """A computer player of ``level``: a new seed unless one is given."""
        seed = seed if seed is not None else self._rng.randrange(2**31)
        player = make_opponent(int(level), seed, rules or self.settings.rules)
        return Opponent(player, level, seed)

    def _new_player(self) -> Player:
        self.opponent = self._make_opponent(Level(self.settings.difficulty))
        return self.opponent.player

    def _log_settings_warnings(self) -> None:
        for warning in self.store.warnings:
            _log.warning("setting reset to its default: %s", warning)

    def _show_settings_warnings(self) -> None:
        """Tell the player once that the settings file could not be used, or else which stored
        settings could not be read."""
        if self.store.file_note:
            self.statusBar().showMessage(self.store.file_note, 30_000)
            return
        warnings = self.store.warnings
        if not warnings:
            return
        more = f" (and {len(warnings) - 1} more; see the log)" if len(warnings) > 1 else ""
        self.statusBar().showMessage(
            f"A stored setting could not be read and was reset: {warnings[0]}{more}", 20_000
        )

    def _apply_look(self, settings: Settings) -> None:
        self.images.set_theme(_theme(settings))
        self.scene.set_felt(QColor(settings.table_colour))
        self.presenter.set_move_ms(settings.animation_speed.duration_ms)
        self.controller.set_pace(PACE_MS[settings.animation_speed])
        self._arrange_table()

    def _arrange_table(self) -> None:
        size = self.view.viewport().size()
        if size.width() > 50 and size.height() > 50:
            self.scene.arrange(size.width(), size.height(), self.settings.card_height)
            self.presenter.relayout_all()
        self.scene.update()

    def _on_resized(self, width: int, height: int) -> None:
        self._arrange_table()

    def apply_settings(self, settings: Settings) -> None:
        """Take new settings: the difficulty now, the look at the next deal, rules next game."""
        old = self.settings
        saved = self.store.save(settings)
        at_once = (settings.allow_undo, settings.hints, settings.teach)
        if at_once != (old.allow_undo, old.hints, old.teach):
            self.settings = replace(
                self.settings,
                allow_undo=settings.allow_undo,
                hints=settings.hints,
                teach=settings.teach,
            )
        if settings.difficulty != old.difficulty:
            self.settings = _replace_difficulty(self.settings, settings.difficulty)
            self.controller.set_player(self._new_player())
            self._label_opponent()
            self.autosave.save_now()
        self._pending = settings
        note = "Settings saved." if saved else (
            "The settings could not be saved (they apply to this session only)."
        )
        if settings.rules != old.rules:
            note += " The new rules start with the next game."
        elif _look_changed(old, settings):
            note += " The new look starts with the next hand."
        self._show_message(note)
        self.refresh_panel()

    def _take_pending(self, new_game: bool) -> None:
        pending = self._pending
        if pending is None:
            return
        if new_game:
            self._pending = None
            self.settings = pending
        else:
            self.settings = _without_rules(pending, self.settings)
        self._apply_look(self.settings)

    # --- game commands ------------------------------------------------------------------

    def request_new_game(self) -> bool:
        """The New game command: asks first when a match is under way (False if declined)."""
        if self.match_under_way() and not self.confirm_abandon():
            return False
        self.new_game()
        return True

    def match_under_way(self) -> bool:
        """True when a match is in play and someone has made a move in it."""
        if not self.controller.has_game or self.controller.phase is Phase.GAME_OVER:
            return False
        return any(not isinstance(a, Cut | Deal) for a in self.controller.game.history)

    def abandon_question(self) -> str:
        """The question New game asks, with the score in it."""
        game = self.controller.game
        return f"Abandon this game? {score_line(game.sheet, game.rules)}"

    def confirm_abandon(self) -> bool:
        """Ask whether to abandon the match in play (modal); True for yes."""
        answer = QMessageBox.question(
            self, "Abandon this game?", self.abandon_question(),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def new_game(self) -> None:
        """Start a new game under the current settings (pending settings apply first)."""
        self._take_pending(new_game=True)
        self.controller.new_game(self.settings.rules, self._game_seed())
        if self._score_dialog is not None:
            self._update_score_sheet(self.controller.game.sheet)
        self.refresh_panel()

    def _game_seed(self) -> int | None:
        """None: the match's cards come from a new secret seed of the system's randomness.
        A window made with a ``seed`` (tests) deals reproducible matches instead."""
        return None if self._seed is None else self._rng.randrange(2**31)

    def next_hand(self) -> bool:
        """Deal the next hand (pending look settings apply first)."""
        if not self.controller.has_game or self.controller.phase is not Phase.HAND_OVER:
            return False
        self._take_pending(new_game=False)
        return self.presenter.next_hand()

    # --- keyboard -----------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def handle_key(self, event: QKeyEvent) -> bool:
        """Keyboard play; True if the key was used. The key's command comes from the command
        table (``command_for_key``: Enter discards, lays off at the showdown, deals after)."""
        held = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        shift = held == Qt.KeyboardModifier.ShiftModifier
        if held and not shift:
            return False
        name = _QT_KEYS.get((Qt.Key(event.key()), shift))
        if name is None:
            return False
        snapshot = self.presenter.snapshot()
        row = command_for_key(name, snapshot)
        if row is None:
            return True
        reason = row.available(snapshot).reason
        if reason:
            self._show_message(reason)
        else:
            self._slots[row.id]()
        return True

    # --- the panel ----------------------------------------------------------------------

    def _on_turn_changed(self, _value: object) -> None:
        self.presenter.refresh()

    def _on_thinking(self, thinking: bool) -> None:
        self.panel.thinking_label.setText("The computer is thinking…" if thinking else "")
        self._label_opponent(thinking)

    def _label_opponent(self, thinking: bool = False) -> None:
        level = difficulty_name(self.settings.difficulty)
        suffix = "  —  thinking…" if thinking else ""
        self.scene.set_opponent_text(f"Computer · {level}{suffix}")

    def _on_ai_failed(self, message: str) -> None:
        self.panel.thinking_label.setText(
            f"<span style='color:#ff8a80'>Computer error: {html.escape(message)}</span>"
        )
        self._show_message(f"The computer player failed ({message}); a simple move was made.")

    def _show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def refresh_panel(self) -> None:
        """Fill in the panel from the presenter's snapshot (one view for the whole panel; the
        buttons and Undo follow the snapshot's signal, :meth:`_show_commands`)."""
        snapshot = self.presenter.snapshot()
        if snapshot.view is None:
            return
        self._refresh_score(snapshot.view)
        self._refresh_turn(snapshot)
        self._refresh_hand(snapshot)

    def _refresh_score(self, view: PlayerView) -> None:
        panel = self.panel
        panel.score_label.setText(score_html(view))
        panel.hand_label.setText(hand_line(view))
        name = getattr(self.controller.player, "name", "")
        panel.opponent_label.setText(opponent_html(difficulty_name(self.settings.difficulty), name))
        panel.known_label.setText(known_cards_html(view, self._four_colour))
        deals = self.controller.deals
        over = self.controller.phase is Phase.GAME_OVER
        shown = deals.next_match_fingerprint if over else _table_fingerprint(
            deals, self.controller.phase
        )
        panel.fingerprint_label.setText(fingerprint_text(shown, next_match=over))
        panel.fingerprint_label.setToolTip(
            f"SHA-256 of the secret seed {'the next match starts from' if over else 'in use'}: "
            f"{shown}\nEvery deck comes from it and your phrase; Game ▸ A fair deal… shows "
            "how to check."
        )

    def _refresh_turn(self, snapshot: TableSnapshot) -> None:
        turn, hint = turn_text(snapshot, self._four_colour)
        self.panel.turn_label.setText(turn)
        self.panel.hint_label.setText(hint)

    def _refresh_hand(self, snapshot: TableSnapshot) -> None:
        """The deadwood and melds of the hand: nothing while it is dealt face down, the laid
        out hand's deadwood from the knock on."""
        view = snapshot.view
        assert view is not None
        layout = self.presenter.layout
        panel = self.panel
        if not layout.cards or is_dealing(snapshot):
            shown = None if is_dealing(snapshot) else showdown_deadwood(view)
            panel.deadwood_label.setText("–" if shown is None else str(shown))
            panel.deadwood_note.setText("")
            panel.melds_label.setText("")
            return
        panel.deadwood_label.setText(str(layout.deadwood_points))
        four = self._four_colour
        panel.deadwood_note.setText(deadwood_note(layout, view, self.settings.hints, four))
        panel.melds_label.setText(melds_html(layout, four))

    @property
    def _four_colour(self) -> bool:
        """Whether the deck on the table is the four-colour one (the panel's cards follow)."""
        return self.images.theme.four_color

    def _show_commands(self, snapshot: TableSnapshot) -> None:
        """Show the command table's rows as ``snapshot`` has them: each button enabled when
        its command is available, with its label and tooltip of the moment (the knock card,
        the selected card, the Hint's state); the wall's Pass shown only when it may be given;
        the Undo menu entry likewise. Before the first game the panel is left as built."""
        if snapshot.view is None:
            return
        for key, button in self.panel.buttons.items():
            row = command(key)
            button.setEnabled(row.available(snapshot).available)
            if row.caption is not None:
                button.setText(row.label_for(snapshot))
            if row.explain is not None:
                button.setToolTip(row.tooltip_for(snapshot))
        self.panel.buttons["wall_pass"].setVisible(
            command("wall_pass").available(snapshot).available
        )
        undo = command("undo")
        self.undo_action.setEnabled(undo.available(snapshot).available)
        self.undo_action.setText(undo.label_for(snapshot))
        self.undo_action.setToolTip(undo.tooltip_for(snapshot))

    # --- scores and dialogs --------------------------------------------------------------

    def _on_hand_scored(self, _result: object) -> None:
        """A hand was scored (the last one too: the game's end comes with its hand's score)."""
        if self._score_dialog is not None:
            self._update_score_sheet(self.controller.game.sheet)
        self.refresh_panel()

    def _update_score_sheet(self, sheet: ScoreSheet) -> None:
        dialog = self._score_dialog
        if dialog is not None:
            dialog.set_sheet(sheet)

    def show_score_sheet(self) -> None:
        """Show the score sheet (not modal; it follows the game while open)."""
        from .score_sheet import ScoreSheetDialog

        if self._score_dialog is None:
            self._score_dialog = ScoreSheetDialog(self)
        if self.controller.has_game:
            self._update_score_sheet(self.controller.game.sheet)
        self._score_dialog.show()
        self._score_dialog.raise_()

    def show_statistics(self) -> None:
        """The Statistics window (not modal; it follows the game while open)."""
        from .statistics_dialog import show_statistics

        show_statistics(self, self.stats)

    def show_hand_history(self) -> None:
        """The replay viewer (not modal): every finished hand of this and past matches."""
        from .replay_dialog import show_hand_history

        show_hand_history(self)

    def play_deal_again(self, deal: ReplayedDeal, level: Level) -> bool:
        """Start a new match whose first hand has the cards and dealer of an earlier one, under
        that match's rules, against ``level`` (asks first, as New game does; False if declined).
        Like a resumed match, the rules and level hold for this match only."""
        if self.match_under_way() and not self.confirm_abandon():
            return False
        self._take_pending(new_game=True)
        stored = self.settings
        self.settings = replace(stored, rules=deal.rules, difficulty=int(level))
        if stored.rules != deal.rules:
            self._pending = stored  # the rules in the settings start with the next game
        self.opponent = self._make_opponent(level, rules=deal.rules)
        self.controller.set_player(self.opponent.player)
        self._label_opponent()
        self.controller.new_game_from_deal(deal.rules, deal.cut, deal.deal, deal.source)
        if self._score_dialog is not None:
            self._update_score_sheet(self.controller.game.sheet)
        self.refresh_panel()
        return True

    def show_settings(self) -> None:
        """The settings dialog; accepted settings are saved and applied (see apply_settings)."""
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self._pending or self.settings, self)
        if dialog.exec():
            self.apply_settings(dialog.settings())

    def show_fair_deal(self) -> None:
        """The fingerprint, the phrase, the reveal and the check of the deal (modal)."""
        from .fair_deal_dialog import FairDealDialog

        if self.controller.has_game:
            FairDealDialog(self.controller, self.store, self.export_match, self).exec()
            self.refresh_panel()

    def export_match(self, path: Path) -> None:
        """Write the match as it stands to ``path`` (the save's format, without a secret seed:
        see ``saves.py``; OSError on failure)."""
        SaveStore(path).write(self.autosave.snapshot())

    def show_rules(self) -> None:
        """The rules of the game (modal)."""
        from .rules_dialog import RulesDialog

        RulesDialog(self).exec()

    def show_about(self) -> None:
        """About the game, its licences and card art (modal)."""
        from .about_dialog import AboutDialog

        AboutDialog(self).exec()

    # --- window events --------------------------------------------------------------------

    def eventFilter(self, watched: object, event: QEvent) -> bool:
        """The first paint of the dealt table (``table_shown``), the table's keys pressed
        while a panel button has the focus (Space still clicks the button, Tab moves on), and
        the focus of a button that goes away handed back to the table."""
        if event.type() == QEvent.Type.KeyPress and watched in self._button_set:
            assert isinstance(event, QKeyEvent)
            if self.handle_key(event):
                return True
        if event.type() == QEvent.Type.FocusOut and watched in self._button_set:
            assert isinstance(watched, QWidget)
            self._table_takes_focus_from(watched)
        painted = event.type() == QEvent.Type.Paint
        if painted and not self._shown and self.controller.has_game:
            self._shown = True
            QTimer.singleShot(0, self.table_shown.emit)
        return super().eventFilter(watched, event)  # type: ignore[arg-type]

    def _table_takes_focus_from(self, button: QWidget) -> None:
        """A panel button that loses the focus because it went away (hidden with its phase's
        box, or disabled: the panel while the cards move or the computer plays, a command no
        longer available) hands the focus to the table, just after Qt's own move of the focus,
        so the arrow keys go on selecting cards; a button left by Tab keeps its neighbour
        focused."""
        if not (button.isVisible() and button.isEnabled()):
            QTimer.singleShot(0, self.view, self._focus_the_table)

    def _focus_the_table(self) -> None:
        """Give the table the keyboard focus (keyboard play: the arrow keys select cards)."""
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Remember the window's place, save what is not saved yet (a reorder of the hand),
        stop the machine and the worker thread (within a second whatever the player does),
        and close the files the window holds."""
        self.store.save_geometry(self)
        self.autosave.flush()
        self.machine.stop()
        self.hints.shutdown()
        self.teacher.shutdown()
        self.controller.shutdown()
        self.close_files()
        super().closeEvent(event)

    def close_files(self) -> None:
        """Close every file the window holds open: the statistics database (the autosave
        holds none between saves). Windows can neither move nor delete an open file, so this
        comes before the program ends or its data folder is removed."""
        self.stats.close()

    def status_text(self) -> str:
        """The turn line and hint as plain text (for tests and screen readers)."""
        turn, hint = turn_text(self.presenter.snapshot())
        return f"{turn}: {strip_tags(hint)}"

    def score_text(self) -> str:
        """The running score as one line (for tests and screen readers)."""
        game = self.controller.game
        return score_line(game.sheet, game.rules)

    @property
    def actor(self) -> Actor:
        return self.controller.actor


# --- helpers -------------------------------------------------------------------------------


def _stopper(controller: GameController) -> Callable[[], None]:
    """A window deleted without being closed must still stop the worker thread."""

    def stop() -> None:
        with contextlib.suppress(RuntimeError):  # at interpreter exit Qt objects may be gone
            controller.shutdown(quiet=True)

    return stop


def _first_size(window: QWidget) -> QSize:
    screen = window.screen() or QGuiApplication.primaryScreen()
    return FIRST_SIZE if screen is None else first_size(screen.availableGeometry().size())


def first_size(free: QSize) -> QSize:
    """The first window's size on a screen whose free area (without task bars) is ``free``:
    :data:`FIRST_SIZE`, or what fits with its frame, never below :data:`MINIMUM_SIZE`."""
    return FIRST_SIZE.boundedTo(free - _FRAME_ALLOWANCE).expandedTo(MINIMUM_SIZE)


def _table_fingerprint(deals: MatchDeals, phase: Phase) -> str:
    """The fingerprint the table shows: while a hand is in play, that of the seed that dealt
    it (a reveal in mid-hand must not look as if the cards were changed); between hands, that
    of the seed the next deal will use."""
    if phase in (Phase.UPCARD_OFFER, Phase.DRAW, Phase.DISCARD, Phase.SHOWDOWN) and deals.phrases:
        return deals.seed_of(len(deals.phrases) - 1).fingerprint
    return deals.fingerprint


def _when(moment: datetime) -> str:
    """A save's time for the player: "today at 14:05", else "3 March 2025 at 14:05"; "" when
    it cannot be shown (a time at the very edge of the calendar)."""
    try:
        local = moment.astimezone()
        today = local.date() == datetime.now().astimezone().date()
    except (OverflowError, ValueError):
        return ""
    clock = local.strftime("%H:%M")
    if today:
        return QCoreApplication.translate("MainWindow", "today at {clock}").format(clock=clock)
    return QCoreApplication.translate("MainWindow", "{day} {month_year} at {clock}").format(
        day=local.day, month_year=local.strftime("%B %Y"), clock=clock)


def _resumed_text(moment: datetime | None) -> str:
    """The note after a resume, with the save's time when it is known (``saves.py`` does not
    believe a time out of range) and can be shown."""
    when = "" if moment is None else _when(moment)
    if not when:
        return QCoreApplication.translate("MainWindow", "Resumed your game.")
    return QCoreApplication.translate("MainWindow", "Resumed your game from {when}.").format(
        when=when)


def _unreadable_text(result: LoadResult) -> str:
    """What the player is told of a save that could not be read: why, and where it is kept."""
    if result.moved_to is None:
        return QCoreApplication.translate(
            "MainWindow", "Your saved game could not be read: {problem}. A new game has started."
        ).format(problem=result.problem)
    return QCoreApplication.translate(
        "MainWindow",
        "Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has "
        "started.",
    ).format(problem=result.problem, kept=result.moved_to.name)


def _theme(settings: Settings) -> CardTheme:
    return CardTheme(four_color=settings.four_color, back=settings.card_back)


def _replace_difficulty(settings: Settings, difficulty: int) -> Settings:
    return replace(settings, difficulty=difficulty)


def _without_rules(pending: Settings, current: Settings) -> Settings:
    """``pending`` but with the rules of the game in play (rules wait for a new game)."""
    return replace(pending, rules=current.rules)


def _look_changed(old: Settings, new: Settings) -> bool:
    fields = ("card_height", "four_color", "card_back", "table_colour", "animation_speed")
    return any(getattr(old, name) != getattr(new, name) for name in fields)
