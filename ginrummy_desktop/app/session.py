"""The match's owner: :class:`MatchSession`, a QObject with no widgets.

The match is what is saved, resumed, undone, replayed, recorded and dealt again. The session
owns all of it: the :class:`GameController` (and through it the engine's ``Game``), the
computer opponent, the match's own configuration (:class:`MatchConfig`: its rules and level),
the undo of the user's last slip and of the hand's last reorder, new game, next hand, play this
deal again, export, and the autosave and statistics recorder it feeds.

Two kinds of settings meet here and are kept apart. The user's :class:`Settings` say what the
*next* match starts with (and the options that apply at once: Undo, hints, Teach me, the
difficulty); the match's :class:`MatchConfig` says what *this* match is played under. A resumed
match, or a deal played again under another preset, keeps its own rules and level without
writing them into the user's settings. The look (card size and art, felt, speed) is the user's
and comes onto the table at the next deal (``look_changed``).

:meth:`MatchSession.snapshot` is the one place a save is assembled and
:meth:`MatchSession.restore` the one place it is put back. The window shows the match and
tells the session what the user asked; the session tells the window what happened through
signals:

* ``message(text, ms)``: a note for the status line (``ms`` 0: until the next one);
* ``opponent_changed()``: a new computer player (a level changed, a match resumed);
* ``sheet_changed(ScoreSheet)``: the score sheet to show (a hand scored, a new match);
* ``tips_changed(bool)``: the table's tips go (a first match is over) or come back;
* ``unreadable_save(LoadResult)``: the saved match could not be read and was moved aside;
* ``look_changed(Settings)``: put this look on the table now (a deal is about to be made);
* ``lesson(text)``: Teach me's note on the move just made.

It asks "abandon this match?" through :attr:`MatchSession.ask_abandon`, a callable the window
gives it (without a window, every question is answered yes).

The hand's order on the table is the table's: the session reads and restores it through
:class:`HandOrder` (the presenter in the window; :class:`KeptOrder` without one), so undo and
resume are tested without a window.
"""

from __future__ import annotations

import contextlib
import logging
import random
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QObject, QTime, Signal

from ..ai.levels import Level
from ..ai.player import memory_of, restore_memory
from ..engine import Cut, Deal, Event, Phase, RuleSet
from .coach.teacher import Teacher
from .match.autosave import Autosave
from .match.controller import GameController
from .match.saves import LoadOutcome, LoadResult, MatchSave, SaveStore
from .match.undo import UndoOption, undo_option
from .models.hand_layout import HandShape
from .models.move_log import starts_a_hand
from .records.history import ReplayedDeal
from .records.stats_recorder import StatsRecorder
from .seats.opponent import Opponent
from .seats.process_seat import ProcessSeat
from .seats.seat import Seat
from .settings import Settings, SettingsStore
from .shell.paths import AppPaths
from .words.results import score_line

__all__ = ["LOOK_FIELDS", "NOTE_MS", "HandOrder", "KeptOrder", "MatchConfig", "MatchSession"]

_log = logging.getLogger(__name__)

LOOK_FIELDS = ("card_height", "four_color", "card_back", "table_colour", "animation_speed")
"""The settings that make the table's look; they come onto the table at the next deal."""

NOTE_MS = 8000
"""How long an ordinary note stays in the status line."""


@dataclass(frozen=True, slots=True)
class MatchConfig:
    """What this match is played under: its rules and the computer's level. A new match takes
    them from the user's settings; a resumed match, or a deal played again, brings its own."""

    rules: RuleSet
    level: Level

    @classmethod
    def from_settings(cls, settings: Settings) -> MatchConfig:
        return cls(settings.rules, Level(settings.difficulty))


class HandOrder(Protocol):
    """What the session asks of the table's hand: the user's order of it is part of the match
    (saved, put back on resume), and Undo takes back a reorder before a move."""

    @property
    def hand_shape(self) -> HandShape: ...

    @property
    def reordered(self) -> bool:
        """True when the user reordered the hand since the last action (Undo takes that
        back first)."""
        ...

    def restore_order(self, shape: HandShape) -> None: ...

    def undo_reorder(self) -> bool: ...

    def instantly(self) -> AbstractContextManager[None]:
        """A context in which the table puts cards in place without animating them."""
        ...


class KeptOrder:
    """A :class:`HandOrder` without a table: it keeps the shape it was last given."""

    def __init__(self) -> None:
        self.hand_shape = HandShape()
        self.reordered = False

    def restore_order(self, shape: HandShape) -> None:
        self.hand_shape = shape

    def undo_reorder(self) -> bool:
        return False

    @contextlib.contextmanager
    def instantly(self) -> Iterator[None]:
        yield


class MatchSession(QObject):
    """Owns the match (see the module docstring)."""

    message = Signal(str, int)
    opponent_changed = Signal()
    sheet_changed = Signal(object)
    tips_changed = Signal(bool)
    unreadable_save = Signal(object)
    look_changed = Signal(object)
    lesson = Signal(str)

    def __init__(
        self,
        store: SettingsStore,
        paths: AppPaths,
        *,
        seed: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.settings = store.load()
        """The user's settings: what the next match starts with, and the options of now."""
        self.look = self.settings
        """The settings whose look is on the table (the user's, from the next deal on)."""
        self.paths = paths
        self.saves = SaveStore.autosave(paths.save_file)
        self.config = MatchConfig.from_settings(self.settings)
        self._rng = random.Random(seed)
        self._seed = seed
        self.opponent = self._make_opponent(self.config)
        self.seat = ProcessSeat(self.opponent.player, self.opponent.spec, parent=self)
        """The opponent's seat: the computer player in its own process."""
        self.controller = GameController(self.seat, self, store.phrase)
        self.destroyed.connect(_stopper(self.controller))
        self.hand: HandOrder = KeptOrder()
        """The table's hand (the window gives its presenter)."""
        self.ask_abandon: Callable[[], bool] = lambda: True
        """Asked before a match under way is thrown away; True to go ahead."""
        self.autosave = Autosave(self.saves, self.controller, self.snapshot, self)
        self.stats = StatsRecorder.in_folder(paths.data, self.controller, self, self)
        self.stats.message.connect(self._note)
        self.teacher = Teacher(self)
        self.teacher.lesson.connect(self.lesson)
        self.load_result = LoadResult(LoadOutcome.NOTHING)
        """What the start found in the save file."""
        self.resumed_text = ""
        """The note shown after a resume ("Resumed your game from today at 14:05.")."""
        self._order_before_last: HandShape | None = None
        self._taking_back = False
        self._decision: tuple[int, object] | None = None
        controller = self.controller
        controller.applying.connect(self._remember_order)
        controller.actor_changed.connect(self._note_decision)
        controller.events_applied.connect(self._judge_last_move)
        controller.hand_scored.connect(self._on_hand_scored)
        for warning in store.warnings:
            _log.warning("setting reset to its default: %s", warning)

    # --- what the match is ------------------------------------------------------------------

    @property
    def level(self) -> Level:
        """The computer's level in this match."""
        return self.config.level

    @property
    def assisted_hands(self) -> frozenset[int]:
        """The hands of this match played with help (a hint, a move taken back)."""
        return self.controller.assisted_hands

    @property
    def has_game(self) -> bool:
        return self.controller.has_game

    def snapshot(self) -> MatchSave:
        """The match as it stands, as a save: the one place a save is assembled (the autosave
        writes it, an export writes it, the replay viewer shows it)."""
        controller, opponent = self.controller, self.opponent
        return MatchSave(
            game=controller.game,
            deals=controller.deals,
            level=opponent.level,
            player_seed=opponent.seed,
            memory=memory_of(opponent.player),
            hand=self.hand.hand_shape,
            assisted_hands=controller.assisted_hands,
        )

    def restore(self, save: MatchSave) -> str:
        """Put ``save`` on the table: the one place a save is unpacked. Returns the reason it
        cannot be (its computer player's memory unusable), "" when it was put back."""
        rules = save.game.rules
        config = MatchConfig(rules, save.level)
        opponent = self._make_opponent(config, save.player_seed)
        try:
            restore_memory(opponent.player, save.memory)
        except (ValueError, TypeError) as error:
            return QCoreApplication.translate(
                "MatchSession", "the computer player's memory is unusable ({error})"
            ).format(error=error)
        self._take_opponent(config, opponent)
        with self._quietly():
            self.controller.resume(rules, save.game.history, save.deals)
            self.controller.set_assisted_hands(save.assisted_hands)
            self.hand.restore_order(save.hand)
        self._order_before_last = None
        self.sheet_changed.emit(self.controller.game.sheet)
        return ""

    # --- starting ---------------------------------------------------------------------------

    def resume_or_start(self) -> LoadResult:
        """Resume the saved match; start a new one when there is none or it is unreadable
        (the file is kept aside and ``unreadable_save`` tells why)."""
        result = self.saves.load()
        if result.outcome is LoadOutcome.LOADED:
            assert result.save is not None
            problem = self._restore_or_why_not(result.save)
            if not problem:
                self.load_result = result
                self._tell_resumed(result.save)
                return result
            result = LoadResult(LoadOutcome.UNREADABLE, problem=problem,
                                moved_to=self.saves.move_aside())
        self.load_result = result
        self.new_game()
        if result.outcome is LoadOutcome.UNREADABLE:
            self.message.emit(unreadable_text(result), 0)
            self.unreadable_save.emit(result)
        return result

    def _restore_or_why_not(self, save: MatchSave) -> str:
        """:meth:`restore`, with any exception (nobody foresaw it) logged and turned into the
        reason the save cannot be resumed: the loading path always ends in a match."""
        try:
            return self.restore(save)
        except Exception as error:  # the loading boundary
            _log.exception("resuming the saved match failed unexpectedly")
            return QCoreApplication.translate(
                "MatchSession", "it could not be put back on the table ({error})"
            ).format(error=type(error).__name__)

    def _tell_resumed(self, save: MatchSave) -> None:
        text = resumed_text(save.saved_at)
        if save.newly_lost:
            text += " " + QCoreApplication.translate(
                "MatchSession",
                "This match's secret seed could not be read back, so its deals so far can no "
                "longer be verified; the next deals come from a new seed.",
            )
        self.resumed_text = text
        self.message.emit(text, 0)
        _log.info("resumed the saved match at action %d", save.action_count)

    def tell_settings_warnings(self) -> None:
        """Tell the player once that the settings file could not be used, or else which stored
        settings could not be read."""
        store = self.store
        if store.file_note:
            self.message.emit(store.file_note, 30_000)
            return
        warnings = store.warnings
        if not warnings:
            return
        if len(warnings) == 1:
            text = QCoreApplication.translate(
                "MatchSession", "A stored setting could not be read and was reset: {problem}"
            ).format(problem=warnings[0])
        else:
            text = QCoreApplication.translate(
                "MatchSession",
                "A stored setting could not be read and was reset: {problem} (and %n other(s); "
                "see the log)", "", len(warnings) - 1,
            ).format(problem=warnings[0])
        self.message.emit(text, 20_000)

    # --- new game, next hand, play again ----------------------------------------------------

    def match_under_way(self) -> bool:
        """True when a match is in play and someone has made a move in it, or its first deal
        is one the player chose to play again (throwing that away needs a question too)."""
        controller = self.controller
        if not controller.has_game or controller.phase is Phase.GAME_OVER:
            return False
        if controller.deals.is_replayed(1):
            return True
        return any(not isinstance(a, Cut | Deal) for a in controller.game.history)

    def abandon_question(self) -> str:
        """The question New game asks, with the score in it."""
        game = self.controller.game
        return QCoreApplication.translate("MatchSession", "Abandon this game? {score}").format(
            score=score_line(game.sheet, game.rules))

    def request_new_game(self) -> bool:
        """The New game command: asks first when a match is under way (False if declined)."""
        if self.match_under_way() and not self.ask_abandon():
            return False
        self.new_game()
        return True

    def new_game(self) -> None:
        """Start a new match under the user's settings (their look comes onto the table)."""
        self._take_look()
        config = MatchConfig.from_settings(self.settings)
        if config != self.config:
            self._take_opponent(config, self._make_opponent(config))
        self._order_before_last = None
        self.controller.new_game(config.rules, self._game_seed())
        self.sheet_changed.emit(self.controller.game.sheet)

    def _game_seed(self) -> int | None:
        """None: the match's cards come from a new secret seed of the system's randomness.
        A session made with a ``seed`` (tests) deals reproducible matches instead."""
        return None if self._seed is None else self._rng.randrange(2**31)

    def next_hand(self) -> bool:
        """Deal the next hand once this one is over (a new look comes onto the table first)."""
        controller = self.controller
        if not controller.has_game or controller.phase is not Phase.HAND_OVER:
            return False
        if not controller.is_settled:
            return False
        self._take_look()
        return controller.deal_next_hand()

    def play_deal_again(self, deal: ReplayedDeal, level: Level) -> bool:
        """Start a new match whose first hand has the cards and dealer of an earlier one, under
        that match's rules, against ``level`` (asks first, as New game does; False if declined).
        Like a resumed match, the rules and level hold for this match only."""
        if self.match_under_way() and not self.ask_abandon():
            return False
        self._take_look()
        config = MatchConfig(deal.rules, level)
        self._take_opponent(config, self._make_opponent(config))
        self._order_before_last = None
        self.controller.new_game_from_deal(deal.rules, deal.cut, deal.deal, deal.source)
        self.sheet_changed.emit(self.controller.game.sheet)
        return True

    def export_match(self, path: Path) -> None:
        """Write the match as it stands to ``path`` (the save's format, without a secret seed:
        see ``saves.py``; OSError on failure)."""
        SaveStore(path).write(self.snapshot())

    def reveal_seed(self) -> None:
        """Reveal the seed in use (the next deals come from a new one)."""
        self.controller.reveal_seed()

    # --- undo -------------------------------------------------------------------------------

    def undo_option(self) -> UndoOption:
        """What Undo would take back now, or why it may not (``undo.py``)."""
        allowed = self.settings.allow_undo
        controller = self.controller
        if not controller.has_game:
            return UndoOption(False, reason=QCoreApplication.translate(
                "MatchSession", "There is no game yet."))
        if allowed and self.hand.reordered:
            return UndoOption(True, what=QCoreApplication.translate(
                "MatchSession", "your reordering of the hand"))
        return undo_option(controller.game.history, controller.seats, controller.phase,
                           allowed=allowed)

    def undo(self) -> bool:
        """Take back the user's last move (or reorder) if Undo allows it, else say why."""
        option = self.undo_option()
        if not option.possible:
            self._note(option.reason)
            return False
        if self.hand.reordered:
            self.hand.undo_reorder()
        else:
            self._take_back()
        self._note(QCoreApplication.translate("MatchSession", "Took back {what}.").format(
            what=option.what))
        return True

    def _remember_order(self) -> None:
        """An action is about to be applied: the hand's order now is what Undo puts back."""
        if not self._taking_back:
            self._order_before_last = self.hand.hand_shape

    def _take_back(self) -> None:
        order = self._order_before_last or HandShape()
        self._taking_back = True
        try:
            with self._quietly():
                self.controller.take_back()
                self.hand.restore_order(order)
        finally:
            self._taking_back = False
        self._order_before_last = None  # the order before the action now last is not known
        self.autosave.save_now()

    @contextlib.contextmanager
    def _quietly(self) -> Iterator[None]:
        """Replaying what is already saved: no autosave, no animation."""
        self.autosave.pause(True)
        try:
            with self.hand.instantly():
                yield
        finally:
            self.autosave.pause(False)

    # --- teach me ---------------------------------------------------------------------------

    def _note_decision(self, actor: object) -> None:
        """With Teach me on, remember the view of each real choice offered to the user."""
        if actor is not Seat.USER or not self.settings.teach:
            return
        controller = self.controller
        if controller.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            return
        view = controller.view()
        if len(view.legal_actions) > 1:
            self._decision = (len(controller.game.history), view)

    def _judge_last_move(self, events: tuple[Event, ...]) -> None:
        """With Teach me on, hand the move the user just made to the teacher, with the view
        it was made in (``teacher.py``); a new deal forgets a judgement under way."""
        if starts_a_hand(events):
            self.teacher.cancel()
        controller, decision = self.controller, self._decision
        if not self.settings.teach or decision is None or not controller.seats:
            return
        history = controller.game.history
        if controller.seats[-1] == Seat.USER and decision[0] == len(history) - 1:
            self.teacher.judge(decision[1], history[-1])  # type: ignore[arg-type]

    # --- settings ---------------------------------------------------------------------------

    def settings_for_dialog(self) -> Settings:
        """The settings as the dialog shows them: the user's, with the level in play."""
        return replace(self.settings, difficulty=int(self.config.level))

    def apply_settings(self, settings: Settings) -> None:
        """Take the user's new settings: saved; Undo, hints and Teach me at once; a new
        difficulty at once (the computer of this match changes); the look at the next deal;
        the rules with the next match."""
        old = self.settings
        saved = self.store.save(settings)
        self.settings = settings
        level = Level(settings.difficulty)
        if level is not self.config.level:
            self.set_level(level)
        if saved:
            note = QCoreApplication.translate("MatchSession", "Settings saved.")
        else:
            note = QCoreApplication.translate(
                "MatchSession", "The settings could not be saved (they apply to this session "
                "only).")
        if settings.rules != old.rules and settings.rules != self.config.rules:
            note += " " + QCoreApplication.translate(
                "MatchSession", "The new rules start with the next game.")
        elif look_differs(self.look, settings):
            note += " " + QCoreApplication.translate(
                "MatchSession", "The new look starts with the next hand.")
        self._note(note)

    def set_level(self, level: Level) -> None:
        """Play the rest of this match against a computer of ``level``."""
        config = replace(self.config, level=level)
        self._take_opponent(config, self._make_opponent(config))
        self.autosave.save_now()

    def _take_look(self) -> None:
        """A deal is about to be made: the user's look comes onto the table if it changed."""
        if look_differs(self.look, self.settings):
            self.look = self.settings
            self.look_changed.emit(self.settings)

    # --- the computer -----------------------------------------------------------------------

    def _make_opponent(self, config: MatchConfig, seed: int | None = None) -> Opponent:
        """A computer player for ``config``: a new seed unless one is given."""
        seed = seed if seed is not None else self._rng.randrange(2**31)
        return Opponent.made(config.level, seed, config.rules)

    def _take_opponent(self, config: MatchConfig, opponent: Opponent) -> None:
        self.config = config
        self.opponent = opponent
        self.seat.sit(opponent.player, opponent.spec)
        self.controller.ask_again()
        self.opponent_changed.emit()

    # --- the rest ---------------------------------------------------------------------------

    def _on_hand_scored(self, _result: object) -> None:
        sheet = self.controller.game.sheet
        self.sheet_changed.emit(sheet)
        if sheet.is_over and self.settings.tips:
            self._tips_learnt()

    def set_sound(self, on: bool) -> None:
        """The quick sound switch: kept in the settings at once, with no note (the switch
        shows it)."""
        self.settings = replace(self.settings, sound=on)
        self.store.save(self.settings)

    def _tips_learnt(self) -> None:
        """A first match is over: the table's tips go (Settings turns them on again)."""
        self.settings = replace(self.settings, tips=False)
        self.store.save(self.settings)
        self.tips_changed.emit(False)

    def _note(self, text: str) -> None:
        self.message.emit(text, NOTE_MS)

    def close(self) -> None:
        """The program is closing: save what is not saved yet (a reorder of the hand), stop
        the computer's thread and the coach's judgement, and close the files."""
        self.autosave.flush()
        self.teacher.shutdown()
        self.controller.shutdown()
        self.close_files()

    def close_files(self) -> None:
        """Close every file the session holds open: the statistics database (the autosave
        holds none between saves). Windows can neither move nor delete an open file, so this
        comes before the program ends or its data folder is removed."""
        self.stats.close()


# --- helpers -----------------------------------------------------------------------------------


def look_differs(old: Settings, new: Settings) -> bool:
    """Whether ``new`` puts another look on the table than ``old``."""
    return any(getattr(old, name) != getattr(new, name) for name in LOOK_FIELDS)


def _stopper(controller: GameController) -> Callable[[], None]:
    """A session deleted without being closed must still stop the worker thread."""

    def stop() -> None:
        with contextlib.suppress(RuntimeError):  # at interpreter exit Qt objects may be gone
            controller.shutdown(quiet=True)

    return stop


def _when(moment: datetime) -> str:
    """A save's time for the player, in the locale's words: "today at 14:05", else the date
    and the time ("3 March 2025 at 14:05"); "" when it cannot be shown (a time at the very edge
    of the calendar)."""
    try:
        local = moment.astimezone()
        today = local.date() == datetime.now().astimezone().date()
    except (OverflowError, ValueError):
        return ""
    locale = QLocale()
    clock = locale.toString(QTime(local.hour, local.minute), QLocale.FormatType.ShortFormat)
    if today:
        return QCoreApplication.translate("MatchSession", "today at {clock}").format(clock=clock)
    day = locale.toString(QDate(local.year, local.month, local.day),
                          QLocale.FormatType.LongFormat)
    return QCoreApplication.translate("MatchSession", "{day} at {clock}").format(
        day=day, clock=clock)


def resumed_text(moment: datetime | None) -> str:
    """The note after a resume, with the save's time when it is known (``saves.py`` does not
    believe a time out of range) and can be shown."""
    when = "" if moment is None else _when(moment)
    if not when:
        return QCoreApplication.translate("MatchSession", "Resumed your game.")
    return QCoreApplication.translate("MatchSession", "Resumed your game from {when}.").format(
        when=when)


def unreadable_text(result: LoadResult) -> str:
    """What the player is told of a save that could not be read: why, and where it is kept."""
    if result.moved_to is None:
        return QCoreApplication.translate(
            "MatchSession",
            "Your saved game could not be read: {problem}. A new game has started.",
        ).format(problem=result.problem)
    return QCoreApplication.translate(
        "MatchSession",
        "Your saved game could not be read: {problem}. It was kept as “{kept}”. A new game has "
        "started.",
    ).format(problem=result.problem, kept=result.moved_to.name)
