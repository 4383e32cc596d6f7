"""The main window: the card table, the control panel, the menus, the dialogs and keyboard play.

The window shows the match; it does not own it. :class:`~..session.MatchSession` owns the
match (the controller and the engine's game, the computer, the match's rules and level, undo,
resume, new game, next hand, play again, export, the autosave and the statistics) and tells the
window what happened through its signals. The window keeps the layout, the menus, the panel,
the keys and the dialogs:

* the :class:`TablePresenter` turns the controller's events into card moves and the user's
  gestures into actions, and keeps the table's snapshot; it is the session's
  :class:`~..session.HandOrder` (the user's order of the hand is part of the match);
* the turn machine (``flow.py``) shows the controls of the phase and enables them while the
  user is to act;
* what the user may do now is one table, ``commands.py``: the panel's buttons, the keys, the
  Game menu's New game and Undo, and the Hint are its rows, connected here to their slots
  (:meth:`MainWindow._command_slots`) and shown from the presenter's one snapshot.

Nothing is lost: the session saves the match after every action and resumes it at the next
start, so Quit and closing the window ask nothing; only New game, which would throw the match
away, asks first (the session asks through :meth:`MainWindow.confirm_abandon`).
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QShortcut,
)
from PySide6.QtStateMachine import QStateMachine
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStyle,
    QToolButton,
    QWidget,
)

from ...ai.coach import Advice
from ...engine import Card, Discard, Knock, Phase, ScoreSheet
from ..coach.coach_process import warm_up
from ..coach.hints import HintService
from ..match.saves import LoadResult
from ..models.move_log_model import MoveLogModel
from ..seats.seat import Seat
from ..session import NOTE_MS, MatchSession, unreadable_text
from ..settings import AnimationSpeed, Settings, SettingsStore, difficulty_name
from ..shell.paths import AppPaths
from ..sound import SoundBoard
from ..table import accessible
from ..table.announcer import Announcer
from ..table.card_images import CardImages, CardTheme
from ..table.commands import (
    COMMANDS,
    KEY_NAMES,
    TableContext,
    TableSnapshot,
    command,
    command_for_key,
    hint_refusal,
)
from ..table.flow import TurnUi, build_turn_machine
from ..table.presenter import TablePresenter
from ..table.scene import TableScene
from ..table.table_view import TableView
from ..words.cards import strip_tags
from ..words.panel import action_text, hint_html, turn_text
from ..words.results import score_line
from ..words.table import hand_card_text, no_game
from .side_panel import PanelFacts, SidePanel, scrolling
from .window_size import FIRST_SIZE, MINIMUM_SIZE, first_size, size_for_screen

if TYPE_CHECKING:  # the dialogs are imported when first opened, to start faster
    from .score_sheet import ScoreSheetDialog

__all__ = ["FIRST_SIZE", "MINIMUM_SIZE", "MainWindow", "first_size"]

_log = logging.getLogger(__name__)


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
        parent: QWidget | None = None,
        paths: AppPaths | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.setWindowTitle(self.tr("Gin Rummy"))
        self.session = MatchSession(
            store if store is not None else SettingsStore(),
            paths if paths is not None else AppPaths.system(),
            seed=seed, parent=self,
        )
        self.controller = self.session.controller
        self.notice: QMessageBox | None = None
        """The last warning shown to the player (an unreadable save), kept for tests."""
        self._shown = False
        self.images = CardImages(_theme(self.session.look))
        self.scene = TableScene(self.images, self)
        self.view = TableView(self.scene, self)
        self.panel = SidePanel(self)
        self.presenter = TablePresenter(self.scene, self.controller, self)
        self.session.hand = self.presenter
        self.presenter.set_cues(self.session.settings.turn_cues)
        self.presenter.set_tips(self.session.settings.tips)
        self.session.ask_abandon = lambda: self.confirm_abandon()
        self.view.access = accessible.TableAccess(
            self.view, self.scene, self.presenter, self.describe_card, self.spoken_status,
            self.spoken_score)
        accessible.install()
        self.announcer = Announcer(self.view, lambda: self.controller.game.rules,
                                   self.spoken_status, self)
        self.move_log = MoveLogModel(self.controller, self)
        self.panel.move_log.setModel(self.move_log)
        self.move_log.rowsInserted.connect(lambda *_: self.panel.move_log.scrollToBottom())
        self.hints = HintService(self)
        self._build_sound()
        self._build_layout()
        self._build_menus()
        self._connect()
        self._apply_look(self.session.look)
        self._apply_contrast(self.session.settings.high_contrast)
        self._label_opponent()
        self.machine = self._build_machine()
        self._score_dialog: ScoreSheetDialog | None = None
        self.setMinimumSize(MINIMUM_SIZE)
        self.resize(size_for_screen(self))
        self.session.store.restore_geometry(self)
        self.view.viewport().installEventFilter(self)

    # --- building -----------------------------------------------------------------------

    def _build_layout(self) -> None:
        central = QWidget(self)
        layout = QHBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(scrolling(self.panel))
        self.setCentralWidget(central)
        self.statusBar().setAccessibleName(self.tr("Status"))
        self.view.key_handler = self.handle_key

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        game.setToolTipsVisible(True)
        self.new_game_action = self._command_action(game, "new_game", self.request_new_game)
        self.undo_action = self._command_action(game, "undo", self.undo)
        # while the menu entry is greyed out its key still answers, with the reason
        self.undo_refusal = QShortcut(self.undo_action.shortcut(), self, self.undo)
        self.score_action = self._action(
            game, self.tr("&Score sheet"), "Ctrl+T", self.show_score_sheet)
        self.statistics_action = self._action(
            game, self.tr("Stat&istics…"), "Ctrl+I", self.show_statistics)
        self.hand_history_action = self._action(
            game, self.tr("&Hand history…"), "Ctrl+H", self.show_hand_history)
        self.fair_deal_action = self._action(
            game, self.tr("A &fair deal…"), None, self.show_fair_deal)
        game.addAction(self.sound_action)
        self.settings_action = self._action(
            game, self.tr("Se&ttings…"), QKeySequence.StandardKey.Preferences,
            self.show_settings)
        game.addSeparator()
        self.quit_action = self._action(
            game, self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.rules_action = self._action(
            help_menu, self.tr("&Rules"), QKeySequence.StandardKey.HelpContents, self.show_rules)
        self.keyboard_action = self._action(
            help_menu, self.tr("&Keyboard…"), None, self.show_keyboard)
        self.about_action = self._action(
            help_menu, self.tr("&About Gin Rummy"), None, self.show_about)

    def _build_sound(self) -> None:
        """The table's sounds (``sound.py``), opened once the table is first painted
        (:meth:`_after_first_paint`), and their quick switch: Game ▸ Sound, and the same
        switch at the right of the status bar."""
        settings = self.session.settings
        self.sound = SoundBoard(settings.sound, settings.volume, self)
        self.controller.events_applied.connect(self.sound.on_events)
        action = self.sound_action = QAction(self.tr("&Sound"), self)
        action.setCheckable(True)
        action.setChecked(settings.sound)
        action.setIcon(sound_icon(self.style()))
        action.setToolTip(self.tr("Sounds on or off (the volume is in Settings)"))
        action.toggled.connect(self.set_sound)
        button = QToolButton(self)
        button.setObjectName("soundButton")
        button.setDefaultAction(action)
        button.setAutoRaise(True)
        button.setAccessibleName(self.tr("Sound"))
        self.statusBar().addPermanentWidget(button)

    def set_sound(self, on: bool) -> None:
        """The quick switch: sounds on or off, kept in the settings."""
        self.session.set_sound(on)
        self.sound.set_sound(on, self.session.settings.volume)
        with QSignalBlocker(self.sound_action):
            self.sound_action.setChecked(on)

    def _sound_note(self) -> str:
        """What Settings says under the volume when no sound can play here."""
        if not self.sound.unavailable:
            return ""
        return self.tr("No audio output was found on this computer, so the game is silent.")

    def _command_action(self, menu: QMenu, command_id: str, slot: Callable[[], object]
                        ) -> QAction:
        """The menu entry of a row of the command table (its text and standard key)."""
        row = command(command_id)
        key = getattr(QKeySequence.StandardKey, row.menu_key)
        return self._action(menu, row.shown_menu_label, key, slot)

    def _action(self, menu: QMenu, text: str, shortcut: QKeySequence.StandardKey | str | None,
                slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
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
            "next_hand": self.session.next_hand,
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
        presenter, session, controller = self.presenter, self.session, self.controller
        self._slots = self._command_slots()
        self._button_set: set[object] = set(buttons.values())
        assert set(self._slots) == {row.id for row in COMMANDS}, "a command without a slot"
        for key, button in buttons.items():
            button.clicked.connect(self._slots[key])
            button.installEventFilter(self)  # the table's keys work while a button has focus
        presenter.context = self._table_context
        presenter.snapshot_changed.connect(self._show_commands)
        self.view.resized.connect(self._on_resized)
        presenter.hand_changed.connect(self.refresh_panel)
        presenter.message.connect(self._show_message)
        presenter.order_changed.connect(session.autosave.order_changed)
        controller.phase_changed.connect(self._on_turn_changed)
        controller.actor_changed.connect(self._on_turn_changed)
        controller.animating.connect(self.refresh_panel)
        controller.thinking.connect(self._on_thinking)
        controller.ai_failed.connect(self._on_ai_failed)
        controller.events_applied.connect(self._forget_hint)
        session.message.connect(self.statusBar().showMessage)
        session.opponent_changed.connect(self._on_opponent_changed)
        session.sheet_changed.connect(self._on_sheet_changed)
        session.unreadable_save.connect(self._tell_unreadable)
        session.look_changed.connect(self._apply_look)
        session.tips_changed.connect(self.presenter.set_tips)
        session.lesson.connect(self._on_lesson)
        session.autosave.failed.connect(self._on_autosave_failed)
        self.hints.ready.connect(self._on_hint)
        self.hints.failed.connect(self._on_hint_failed)
        self.table_shown.connect(lambda: QTimer.singleShot(0, self, self._after_first_paint))
        self._connect_access()

    def _connect_access(self) -> None:
        """What a screen reader needs: the table's tree kept up (``table/accessible.py``) and
        what happens off its focus spoken (``announcer.py``)."""
        access, announcer, presenter = self.view.access, self.announcer, self.presenter
        assert access is not None
        presenter.hand_changed.connect(access.changed)
        presenter.snapshot_changed.connect(lambda _snapshot: access.changed())
        self.scene.all_animations_done.connect(access.changed)
        presenter.message.connect(announcer.note)
        self.session.message.connect(announcer.note)
        self.session.lesson.connect(announcer.note)
        self.controller.events_applied.connect(announcer.on_events)
        presenter.turn_changed.connect(announcer.on_turn)

    def _build_machine(self) -> QStateMachine:
        ui = TurnUi(boxes=self.panel.boxes, panel=self.panel.action_panel, table=self.scene)
        self.panel.action_panel.setEnabled(False)
        self.scene.set_interactive(False)
        machine = build_turn_machine(self.controller, ui, self.presenter.turn_changed)
        machine.started.connect(self._on_machine_started)
        return machine

    def start(self) -> None:
        """Start the turn machine; the first game begins once it runs. What the table does not
        need before it is painted waits for that (:meth:`_after_first_paint`)."""
        self.machine.start()

    def _after_first_paint(self) -> None:
        """Once the dealt table is painted (``table_shown``), and after whatever else that
        signal runs: open the sounds (QtMultimedia costs about 25 ms and 4 MB) and start the
        computer player's process and, with hints or Teach me on, the coach's, in the
        background, so the first decision and the first hint do not wait for them. Neither
        the first paint: on a two-core machine two Python processes starting beside it took
        processor time from it. A decision or hint asked before then starts its process
        itself. Then the card faces are drawn ahead, one at a time (``TableScene.warm_faces``)."""
        self.sound.open()
        self.session.seat.warm_up()
        self.scene.warm_faces()
        settings = self.session.settings
        if settings.hints or settings.teach:
            warm_up()

    def _on_machine_started(self) -> None:
        if not self.controller.has_game:
            self.session.resume_or_start()
            self.session.tell_settings_warnings()

    # --- what the session tells ---------------------------------------------------------

    def _tell_unreadable(self, result: LoadResult) -> None:
        """Tell the player the save could not be read, why, and where it was kept (the
        reason and the names are shown as plain text: they come from the file)."""
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Saved game unreadable"),
                          unreadable_text(result), QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the informative text follows it
        box.setInformativeText(self.tr("Saved games live in {folder}.").format(
            folder=self.session.paths.data))
        box.open()
        self.notice = box

    def _on_autosave_failed(self, message: str) -> None:
        self._show_message(self.tr("The game could not be saved ({problem}); it goes on "
                                   "unsaved.").format(problem=message))

    def _on_opponent_changed(self) -> None:
        self._label_opponent()
        self.refresh_panel()

    def _on_sheet_changed(self, sheet: ScoreSheet) -> None:
        """A hand was scored, or a match began: the score sheet (when open) and the panel."""
        if self._score_dialog is not None:
            self._score_dialog.set_sheet(sheet, self.controller.game.rules)
        self.refresh_panel()

    def _on_lesson(self, note: str) -> None:
        self.move_log.add_note(note)
        self._show_message(note)

    def _show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, NOTE_MS)

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
        self.panel.show_coach(self.tr("Thinking of a hint…"))
        self.hints.request(snapshot.view)
        self.refresh_panel()
        return True

    def _on_hint(self, advice: Advice) -> None:
        self.panel.show_coach(hint_html(action_text(advice.action), advice.reason))
        if isinstance(advice.action, Discard | Knock):
            self.presenter.select(advice.action.card)
        self.refresh_panel()

    def _on_hint_failed(self, _message: str) -> None:
        self.panel.show_coach(self.tr("No hint this time."))
        self.refresh_panel()

    def _forget_hint(self, _events: object) -> None:
        self.hints.cancel()
        self.panel.show_coach("")

    # --- commands ---------------------------------------------------------------------------

    def undo(self) -> bool:
        """Take back the user's last move if Undo allows it (else say why)."""
        done = self.session.undo()
        self.refresh_panel()
        return done

    def request_new_game(self) -> bool:
        """The New game command: asks first when a match is under way (False if declined)."""
        return self.session.request_new_game()

    def confirm_abandon(self) -> bool:
        """Ask whether to abandon the match in play (modal); True for yes."""
        answer = QMessageBox.question(
            self, self.tr("Abandon this game?"), self.session.abandon_question(),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _table_context(self) -> TableContext:
        """What the table's snapshot needs from the window: the Hint setting, a hint under
        way, and what Undo would take back."""
        session = self.session
        return TableContext(hints_on=session.settings.hints, hint_busy=self.hints.busy,
                            undo=session.undo_option())

    # --- the look ---------------------------------------------------------------------------

    def _apply_look(self, look: Settings) -> None:
        self.images.set_theme(_theme(look))
        self.scene.set_felt(QColor(look.table_colour))
        self.presenter.set_move_ms(look.animation_speed.duration_ms)
        self.controller.set_pace(PACE_MS[look.animation_speed])
        self._arrange_table()

    def _apply_contrast(self, on: bool) -> None:
        """The high-contrast table and panel, or the normal ones (at once, not at the deal)."""
        self.scene.set_high_contrast(on)
        self.panel.set_high_contrast(on)

    def _arrange_table(self) -> None:
        size = self.view.viewport().size()
        if size.width() > 50 and size.height() > 50:
            self.scene.arrange(size.width(), size.height(), self.session.look.card_height)
            self.presenter.relayout_all()
        self.scene.update()

    def _on_resized(self, _width: int, _height: int) -> None:
        self._arrange_table()

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
        if thinking:
            self.panel.show_problem("")  # a new decision: the last failure is past
        self._label_opponent(thinking)

    def _label_opponent(self, thinking: bool = False) -> None:
        level = difficulty_name(int(self.session.level))
        if thinking:
            text = self.tr("Computer · {level}  —  thinking…").format(level=level)
        else:
            text = self.tr("Computer · {level}").format(level=level)
        self.scene.set_opponent_text(text)

    def _on_ai_failed(self, message: str) -> None:
        self.panel.show_problem("<span style='color:#ff8a80'>{}</span>".format(html.escape(
            self.tr("Computer error: {problem}").format(problem=message))))
        self._show_message(self.tr("The computer player failed ({problem}); a simple move was "
                                   "made.").format(problem=message))

    def refresh_panel(self) -> None:
        """Fill in the panel from the presenter's snapshot (one view for the whole panel; the
        buttons and Undo follow the snapshot's signal, :meth:`_show_commands`)."""
        snapshot = self.presenter.snapshot()
        if snapshot.view is None:
            return
        session = self.session
        self.panel.show_table(snapshot, self.presenter.layout, PanelFacts(
            level=int(session.level),
            opponent_name=getattr(session.opponent.player, "name", ""),
            deals=self.controller.deals,
            phase=self.controller.phase,
            hints=session.settings.hints,
            four_colour=self.images.theme.four_color,
        ))

    def _show_commands(self, snapshot: TableSnapshot) -> None:
        """Show the command table's rows as ``snapshot`` has them (the panel's buttons), and
        the Undo menu entry likewise. Before the first game the panel is left as built."""
        if snapshot.view is None:
            return
        self.panel.show_commands(snapshot)
        undo = command("undo")
        self.undo_action.setEnabled(undo.available(snapshot).available)
        self.undo_refusal.setEnabled(not self.undo_action.isEnabled())
        self.undo_action.setText(undo.label_for(snapshot))
        self.undo_action.setToolTip(undo.tooltip_for(snapshot))

    # --- dialogs ---------------------------------------------------------------------------

    def show_score_sheet(self) -> None:
        """Show the score sheet (not modal; it follows the game while open)."""
        from .score_sheet import ScoreSheetDialog

        if self._score_dialog is None:
            self._score_dialog = ScoreSheetDialog(self)
        if self.controller.has_game:
            self._score_dialog.set_sheet(self.controller.game.sheet, self.controller.game.rules)
        self._score_dialog.show()
        self._score_dialog.raise_()

    def show_statistics(self) -> None:
        """The Statistics window (not modal; it follows the game while open)."""
        from .statistics_dialog import show_statistics

        show_statistics(self, self.session.stats)

    def show_hand_history(self) -> None:
        """The replay viewer (not modal): every finished hand of this and past matches."""
        from .replay_dialog import show_hand_history

        show_hand_history(self.session, self.images, self)

    def show_settings(self) -> None:
        """The settings dialog; accepted settings are saved and applied (see apply_settings)."""
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.session.settings_for_dialog(), self,
                                sound_note=self._sound_note(), sample=self.sound.sample)
        if dialog.exec():
            self.apply_settings(dialog.settings())

    def apply_settings(self, settings: Settings) -> None:
        """Take new settings (``MatchSession.apply_settings``) and show what changed now."""
        self.session.apply_settings(settings)
        self.presenter.set_cues(settings.turn_cues)
        self.presenter.set_tips(settings.tips)
        self._apply_contrast(settings.high_contrast)
        self.sound.set_sound(settings.sound, settings.volume)
        with QSignalBlocker(self.sound_action):
            self.sound_action.setChecked(settings.sound)
        self.refresh_panel()

    def show_fair_deal(self) -> None:
        """The fingerprint, the phrase, the reveal and the check of the deal (modal)."""
        from .fair_deal_dialog import FairDealDialog

        session = self.session
        if session.has_game:
            FairDealDialog(session.controller, session.store, session.export_match, self).exec()
            self.refresh_panel()

    def show_rules(self) -> None:
        """The rules of the game (modal)."""
        from .rules_dialog import RulesDialog

        RulesDialog(self).exec()

    def show_keyboard(self) -> QMessageBox:
        """Every key and what it does (not modal), from the command table."""
        from .keyboard_help import show_keyboard_help

        return show_keyboard_help(self)

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
        """Remember the window's place, stop the machine and the coach, and close the match
        (its unsaved reorder written, the worker thread stopped within a second, its files
        closed)."""
        self.session.store.save_geometry(self)
        self.machine.stop()
        self.hints.shutdown()
        self.session.close()
        super().closeEvent(event)

    def status_text(self, spoken: bool = False) -> str:
        """The turn line and hint as plain text (for the self-test's report and tests); cards
        in words with ``spoken`` (for screen readers), else with their suit symbols."""
        snapshot = self.presenter.snapshot()
        if snapshot.view is None:
            return no_game()
        turn, hint = turn_text(snapshot, spoken=spoken)
        return self.tr("{turn}: {hint}").format(turn=turn, hint=strip_tags(hint))

    def spoken_status(self) -> str:
        """The turn line for a screen reader (the cards in words)."""
        return self.status_text(spoken=True)

    def spoken_score(self) -> str:
        """The running score and the computer's level, for a screen reader (the level's line
        in the panel shows only for a stand-in player, and the table's label is not read)."""
        score = self.score_text()
        if not score:
            return ""
        return self.tr("{score}; the computer plays at {level}.").format(
            score=score, level=difficulty_name(int(self.session.level)))

    def describe_card(self, card: Card) -> str:
        """Where a card of the user's hand stands, for a screen reader ("In meld 2.")."""
        layout = self.presenter.layout
        view = self.presenter.snapshot().view
        blocked = (view is not None and view.phase is Phase.DISCARD and view.actor == Seat.USER
                   and view.may_not_discard == card)
        return hand_card_text(layout.meld_index(card), layout.in_unfinished_group(card), blocked)

    def score_text(self) -> str:
        """The running score as one line (for tests and screen readers)."""
        if not self.controller.has_game:
            return ""
        game = self.controller.game
        return score_line(game.sheet, game.rules)


# --- helpers -------------------------------------------------------------------------------


def _theme(settings: Settings) -> CardTheme:
    return CardTheme(four_color=settings.four_color, back=settings.card_back)


def sound_icon(style: QStyle) -> QIcon:
    """The sound switch's icon: the style's speaker, crossed out while the switch is off."""
    icon = QIcon()
    for pixmap, state in ((QStyle.StandardPixmap.SP_MediaVolume, QIcon.State.On),
                          (QStyle.StandardPixmap.SP_MediaVolumeMuted, QIcon.State.Off)):
        for size in (16, 24, 32):
            icon.addPixmap(style.standardIcon(pixmap).pixmap(size), QIcon.Mode.Normal, state)
    return icon
