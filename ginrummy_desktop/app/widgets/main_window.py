"""The main window: the card table, the control panel, the menus, the dialogs and keyboard play.

The window shows the match; it does not own it. :class:`~..session.MatchSession` owns the
match (the controller and the engine's game, the computer, the match's rules and level, undo,
resume, new game, next hand, play again, export, hints and Teach me, the autosave and the
statistics) and is the window's one door to it: the window, the presenter, the move log, the
turn machine and the dialogs are given the session, never the controller behind it, and hear
from it what changed. The window keeps the layout, the panel, the keys and what is shown:

* the :class:`TablePresenter` turns the match's events into card moves and the user's
  gestures into actions, and keeps the table's snapshot; it is the session's
  :class:`~..session.HandOrder` (the user's order of the hand is part of the match);
* the turn machine (``table/flow.py``) shows the controls of the phase and enables them while
  the user is to act;
* what the user may do now is one table, ``table/commands.py``: the panel's buttons, the keys,
  the Game menu's New game and Undo, and the Hint are its rows, connected here to their slots
  (:meth:`MainWindow._command_slots`) and shown from the presenter's one snapshot;
* the menus are ``window_menus.py``, the dialogs ``window_dialogs.py``, the sound switch
  ``sound_switch.py``, the sentences a screen reader hears ``table_speech.py`` and the
  table's voice and reading keys ``table_voice.py``.

Nothing is lost: the session saves the match after every action and resumes it at the next
start, so Quit and closing the window ask nothing; only New game, which would throw the match
away, asks first (the session asks through :meth:`MainWindow.confirm_abandon`).
A language chosen in Settings applies at once: on Qt's ``LanguageChange`` every open window
words itself again (:meth:`MainWindow.retranslate`; the moments' words: ``window_words.py``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QColor, QKeyEvent
from PySide6.QtStateMachine import QStateMachine
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QMessageBox, QWidget

from ...ai.coach import Advice
from ...engine import Discard, Knock, ScoreSheet
from ..match.saves import LoadResult
from ..models.move_log_model import MoveLogModel
from ..session import NOTE_MS, MatchSession, unreadable_text
from ..settings.geometry import restore_geometry, save_geometry
from ..settings.store import SettingsStore
from ..settings.values import Settings
from ..shell.paths import AppPaths
from ..table.card_images import CardImages, CardTheme
from ..table.commands import COMMANDS, TableSnapshot, command, command_for_key, hint_refusal
from ..table.flow import TurnUi, build_turn_machine
from ..table.keys import table_in_front, table_key
from ..table.presenter import TablePresenter
from ..table.scene import TableScene
from ..table.table_view import TableView
from .panel_words import hint_with_key
from .side_panel import PanelFacts, SidePanel
from .sound_switch import SoundSwitch
from .table_speech import TableSpeech
from .table_voice import TableVoice
from .window_dialogs import WindowDialogs
from .window_menus import WindowMenus, build_menus
from .window_size import FIRST_SIZE, MINIMUM_SIZE, first_size, fit_to_screen
from .window_words import MomentWords, speak

__all__ = ["FIRST_SIZE", "MINIMUM_SIZE", "MainWindow", "first_size"]

_log = logging.getLogger(__name__)


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
        self.notice: QMessageBox | None = None
        """The last warning shown to the player (an unreadable save), kept for tests."""
        self._shown = False
        self._closed = False
        self._build_table()
        self.sound = SoundSwitch(self.session, self, self.statusBar())
        self.dialogs = WindowDialogs(self, self.session, self.images, self.sound,
                                     self.apply_settings, self.refresh_panel)
        self.menus: WindowMenus = build_menus(self, self._menu_slots(), self.sound.action,
                                              self.view)
        self._build_layout()
        self._connect()
        self._apply_look(self.session.look)
        self._apply_contrast(self.session.settings.high_contrast)
        self.moments.label_opponent()
        self.machine = self._build_machine()
        self.setMinimumSize(MINIMUM_SIZE)
        fit_to_screen(self, FIRST_SIZE)
        restore_geometry(self.session.store, self)
        self.view.viewport().installEventFilter(self)

    # --- building -----------------------------------------------------------------------

    def _build_table(self) -> None:
        """The table (scene, view, presenter), its screen-reader tree, the panel and its log."""
        session = self.session
        self.images = CardImages(_theme(session.look))
        self.scene = TableScene(self.images, self)
        self.view = TableView(self.scene, self)
        self.panel = SidePanel(self)
        self.moments = MomentWords(self.panel, self.scene, session)
        self.presenter = TablePresenter(self.scene, session, self)
        session.hand = self.presenter
        self.presenter.set_cues(session.settings.turn_cues)
        self.presenter.set_tips(session.settings.tips)
        session.ask_abandon = lambda: self.confirm_abandon()
        self.speech = TableSpeech(session, self.presenter)
        self.voice = TableVoice(session, self.presenter, self.view, self.scene, self.speech, self)
        self.access, self.announcer = self.voice.access, self.voice.announcer
        self.move_log = MoveLogModel(session, self)
        self.panel.move_log.setModel(self.move_log)  # the log's view follows its newest line

    def _build_layout(self) -> None:
        central = QWidget(self)
        layout = QHBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        self.setCentralWidget(central)
        self.statusBar().setAccessibleName(self.tr("Status"))
        self.view.key_handler = self.handle_key

    def _menu_slots(self) -> dict[str, Callable[[], object]]:
        """What each menu entry runs (``window_menus.MENU_SLOTS``)."""
        dialogs = self.dialogs
        return {
            "new_game": self.request_new_game, "undo": self.undo,
            "score_sheet": dialogs.show_score_sheet, "statistics": dialogs.show_statistics,
            "hand_history": dialogs.show_hand_history, "review": dialogs.show_review,
            "fair_deal": dialogs.show_fair_deal, "settings": dialogs.show_settings,
            "play_friend": dialogs.show_play_friend, "quit": self.close,
            "rules": dialogs.show_rules, "keyboard": dialogs.show_keyboard,
            "about": dialogs.show_about}

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
            "review": self.dialogs.show_review,
            "sort_rank": p.sort_by_rank, "sort_suit": p.sort_by_suit,
            "arrange": p.arrange_melds,
            "hint": self.show_hint,
            "move_left": lambda: p.move_selected(-1),
            "move_right": lambda: p.move_selected(1),
            "clear_selection": lambda: p.select(None),
            "undo": self.undo,
            **self.voice.slots(),  # ← →, ↑ ↓ and the reading keys
        }

    def _connect(self) -> None:
        buttons = self.panel.buttons
        presenter, session = self.presenter, self.session
        self._slots = self._command_slots()
        self._button_set: set[object] = set(buttons.values())
        assert set(self._slots) == {row.id for row in COMMANDS}, "a command without a slot"
        for key, button in buttons.items():
            button.clicked.connect(self._slots[key])
            button.installEventFilter(self)  # the table's keys work while a button has focus
        presenter.snapshot_changed.connect(self._show_commands)
        self.view.resized.connect(self._on_resized)
        presenter.hand_changed.connect(self.refresh_panel)
        presenter.message.connect(self._show_message)
        presenter.order_changed.connect(session.autosave.order_changed)
        self._connect_session()
        self.table_shown.connect(lambda: QTimer.singleShot(0, self, self._after_first_paint))

    def _connect_session(self) -> None:
        """What the session tells the window: the match's changes and its notes."""
        session = self.session
        session.phase_changed.connect(self._on_turn_changed)
        session.actor_changed.connect(self._on_turn_changed)
        session.animating.connect(self.refresh_panel)
        session.deals_changed.connect(self.refresh_panel)
        session.thinking.connect(self._on_thinking)
        session.ai_failed.connect(self._on_ai_failed)
        session.events_applied.connect(lambda _events: self.moments.show_coach(str))
        session.message.connect(self.statusBar().showMessage)
        session.opponent_changed.connect(self._on_opponent_changed)
        session.sheet_changed.connect(self._on_sheet_changed)
        session.unreadable_save.connect(self._tell_unreadable)
        session.look_changed.connect(self._apply_look)
        session.tips_changed.connect(self.presenter.set_tips)
        session.lesson.connect(self._on_lesson)
        session.hint_ready.connect(self._on_hint)
        session.hint_failed.connect(self._on_hint_failed)
        session.autosave.failed.connect(self._on_autosave_failed)

    def _build_machine(self) -> QStateMachine:
        ui = TurnUi(boxes=self.panel.boxes, panel=self.panel.action_panel, table=self.scene)
        self.panel.action_panel.setEnabled(False)
        self.scene.set_interactive(False)
        machine = build_turn_machine(self.session, ui, self.presenter.turn_changed, self.session)
        machine.started.connect(self._on_machine_started)
        return machine

    def start(self) -> None:
        """Start the turn machine; the first game begins once it runs. What the table does not
        need before it is painted waits for that (:meth:`_after_first_paint`)."""
        self.machine.start()

    def _after_first_paint(self) -> None:
        """Once the dealt table is painted (``table_shown``), and after whatever else that
        signal runs: open the sounds (QtMultimedia costs about 25 ms and 4 MB) and warm up the
        opponent's seat and the coach (``MatchSession.warm_up``) in the background, not before
        (two Python processes starting beside the first paint took its processor time). Then
        the card faces are drawn ahead, one at a time; a friend's match kept is offered."""
        self.sound.board.open()
        self.session.warm_up()
        self.scene.warm_faces()
        QTimer.singleShot(0, self, self.dialogs.offer_friend_match)

    def _on_machine_started(self) -> None:
        if not self.session.has_game:
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
        self.moments.label_opponent()
        self.refresh_panel()

    def _on_sheet_changed(self, sheet: ScoreSheet) -> None:
        """A hand was scored, or a match began: the score sheet (when open) and the panel."""
        self.dialogs.sheet_changed(sheet)
        self.refresh_panel()

    def _on_lesson(self, note: str) -> None:
        self.move_log.add_note(note)
        self._show_message(note)

    def _show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, NOTE_MS)
        self.voice.note(text)  # a screen reader hears it too

    # --- hints -------------------------------------------------------------------------------

    def show_hint(self) -> bool:
        """Ask the session for the user's best move (worked out in the coach's process);
        False, with the reason in the status line, when no hint can be given now."""
        snapshot = self.presenter.snapshot()
        refusal = hint_refusal(snapshot)
        if refusal or snapshot.view is None:
            self._show_message(refusal)
            return False
        self.moments.show_coach(lambda: self.tr("Thinking of a hint…"))
        self.session.request_hint(snapshot.view)
        self.refresh_panel()
        return True

    def _on_hint(self, advice: Advice) -> None:
        if isinstance(advice.action, Discard | Knock):
            self.presenter.select(advice.action.card)
        snapshot = self.presenter.snapshot()
        self.moments.show_coach(lambda: hint_with_key(advice, snapshot))  # K to knock
        self.refresh_panel()

    def _on_hint_failed(self, _message: str) -> None:
        self.moments.show_coach(lambda: self.tr("No hint this time."))
        self.refresh_panel()
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

    def apply_settings(self, settings: Settings) -> None:
        """Take new settings (``MatchSession.apply_settings``) and show what changed now; a
        new language first, so that the session's note ("Settings saved.") is in it."""
        if settings.language != self.session.settings.language:
            speak(settings.language)
        self.session.apply_settings(settings)
        self.presenter.set_cues(settings.turn_cues)
        self.presenter.set_tips(settings.tips)
        self._apply_contrast(settings.high_contrast)
        self.sound.apply(settings)
        self.refresh_panel()

    # --- the look ---------------------------------------------------------------------------

    def _apply_look(self, look: Settings) -> None:
        self.images.set_theme(_theme(look))
        self.scene.set_felt(QColor(look.table_colour))
        self.presenter.set_move_ms(look.animation_speed.duration_ms)
        self.session.set_pace(look.animation_speed)
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
        """Keyboard play; True if the key was the table's (used, or kept from a table behind a
        dialog: ``table_in_front``). The key's command comes from the command table
        (``command_for_key``: Enter discards, lays off at the showdown, deals after)."""
        name = table_key(event)
        if name is None:
            return False
        snapshot = self.presenter.snapshot()
        row = command_for_key(name, snapshot)
        if row is None or not table_in_front(self):
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
            self.moments.show_problem("")  # a new decision: the last failure is past
        self.moments.label_opponent(thinking)

    def _on_ai_failed(self, message: str) -> None:
        self.moments.show_problem(message)
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
            deals=session.deals,
            phase=session.phase, shared=session.friend is not None,
            hints=session.settings.hints and not session.friends.help_refused,
            four_colour=self.images.theme.four_color,
        ))

    def _show_commands(self, snapshot: TableSnapshot) -> None:
        """Show the command table's rows as ``snapshot`` has them (the panel's buttons), and
        the Undo menu entry likewise. Before the first game the panel is left as built."""
        if snapshot.view is None:
            return
        self.panel.show_commands(snapshot)
        undo, entry = command("undo"), self.menus.undo
        entry.setEnabled(undo.available(snapshot).available)
        self.menus.undo_refusal.setEnabled(not entry.isEnabled())
        entry.setText(undo.label_for(snapshot))
        entry.setToolTip(undo.tooltip_for(snapshot))

    # --- window events --------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        """A new language (Qt sends it once the translators changed): :meth:`retranslate`."""
        if event.type() == QEvent.Type.LanguageChange and not self._closed:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every word of the window in the language installed now: menus, panel (captions,
        then values and buttons), log, table (captions, banner, tip, tree), the dialogs open
        beside it. The status line's note is left to pass (Settings' is in the new one)."""
        self.setWindowTitle(self.tr("Gin Rummy"))
        self.statusBar().setAccessibleName(self.tr("Status"))
        self.menus.retranslate()
        self.sound.retranslate()
        self.panel.retranslate()
        self.move_log.retranslate()
        self.moments.retranslate()
        self.presenter.retranslate()  # the commands follow its snapshot (_show_commands)
        self.refresh_panel()
        self.voice.retranslate()
        self.dialogs.language_changed()

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
        if painted and not self._shown and self.session.has_game:
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
        """Remember the window's place, stop the machine, and close the match (its unsaved
        reorder written, the coach and the computer stopped, its files closed)."""
        self._closed = True
        save_geometry(self.session.store, self)
        self.machine.stop()
        self.session.close()
        super().closeEvent(event)


# --- helpers -------------------------------------------------------------------------------


def _theme(settings: Settings) -> CardTheme:
    return CardTheme(four_color=settings.four_color, back=settings.card_back)

