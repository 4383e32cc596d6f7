"""The match's owner: :class:`MatchSession`, a QObject with no widgets.

The match is what is saved, resumed, undone, replayed, recorded and dealt again. The session
owns all of it, and it is the one door to it: the window, the table's presenter, the move log,
the turn machine and the dialogs talk to the session only, never to the controller behind it.
It owns the :class:`GameController` (and through it the engine's ``Game``), the
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
* ``lesson(text)``: Teach me's note on a move the user made (naming its hand when it comes
  once the next one is dealt);
* ``hint_ready(Advice)`` / ``hint_failed(str)``: the hint asked with :meth:`request_hint`.

What changed on the table comes through the same door, forwarded from the controller without a
word added (``match/controller.py`` says when each fires): ``events_applied(events)``,
``phase_changed(phase)``, ``actor_changed(seat)``, ``animating()``, ``thinking(bool)``,
``ai_failed(message)``, ``game_started()``, ``hand_scored(result)`` and ``deals_changed()`` (a
seed revealed: the fingerprint on show changes at once); and what the table may
ask of the match (the game, the view of the user's seat, whether an action is legal, playing
it) are the session's methods below (*the table's door*).

Hints and Teach me live here together (``coach/``): both ask the one coach process; a hint marks
the hand assisted, and a new action forgets a hint under way.

The opponent's seat is made by the seat factory the session is given (the computer in its own
process by default, ``seats/process_seat.py``): everything the session asks of a seat is in
:class:`~.seats.seat.OpponentSeat`, so another kind of opponent is one new seat class and its
factory.

It asks "abandon this match?" through :attr:`MatchSession.ask_abandon`, a callable the window
gives it (without a window, every question is answered yes).

The hand's order on the table is the table's: the session reads and restores it through
:class:`~.match.hand_shape.HandOrder` (the presenter in the window; ``KeptOrder`` without one),
so undo and resume are tested without a window.
"""

from __future__ import annotations

import contextlib
import logging
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..ai.levels import Level
from ..ai.player import memory_of, restore_memory
from ..engine import Action, Cut, Deal, Event, Game, Phase, PlayerView, RuleSet
from .coach.coach_process import warm_up as warm_up_coach
from .coach.hints import HintService
from .coach.teacher import Teacher
from .match.autosave import Autosave
from .match.controller import GameController
from .match.deals import MatchDeals
from .match.friend_match import FriendMatch
from .match.friend_save import FriendSave
from .match.friend_seating import FriendSeating
from .match.hand_shape import HandOrder, HandShape, KeptOrder
from .match.saves import LoadOutcome, LoadResult, MatchSave, SaveStore, document_text
from .match.undo import UndoOption, undo_option
from .records.friend_record import friend_document_text
from .records.history import ReplayedDeal
from .records.stats_recorder import StatsRecorder
from .seats.friend_link import FriendLink
from .seats.opponent import Opponent
from .seats.process_seat import computer_seat
from .seats.seat import OpponentSeat, Seat, SeatFactory
from .settings.names import difficulty_name
from .settings.store import SettingsStore
from .settings.values import AnimationSpeed, Settings
from .shell.paths import AppPaths
from .words.notes import resumed_text, unreadable_save_text
from .words.results import score_line
from .words.rules import deal_again_text, settings_again_text

__all__ = [
    "LOOK_FIELDS", "NOTE_MS", "PACE_MS", "MatchConfig", "MatchSession",
]

_log = logging.getLogger(__name__)

LOOK_FIELDS = ("card_height", "four_color", "card_back", "table_colour", "animation_speed")
"""The settings that make the table's look; they come onto the table at the next deal."""

PACE_MS = {AnimationSpeed.OFF: 0, AnimationSpeed.FAST: 350, AnimationSpeed.NORMAL: 750}
"""The least time a computer move takes at each animation speed, so a person can follow it."""

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


class MatchSession(QObject):
    """Owns the match (see the module docstring)."""

    message = Signal(str, int)
    opponent_changed = Signal()
    sheet_changed = Signal(object)
    tips_changed = Signal(bool)
    unreadable_save = Signal(object)
    look_changed = Signal(object)
    lesson = Signal(str)
    hint_ready = Signal(object)
    hint_failed = Signal(str)
    # what changed on the table, forwarded from the controller (see the module docstring)
    events_applied = Signal(object)
    phase_changed = Signal(object)
    actor_changed = Signal(object)
    animating = Signal()
    thinking = Signal(bool)
    ai_failed = Signal(str)
    game_started = Signal()
    hand_scored = Signal(object)
    deals_changed = Signal()

    def __init__(
        self,
        store: SettingsStore,
        paths: AppPaths,
        *,
        seed: int | None = None,
        seat_factory: SeatFactory = computer_seat,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._own_the_match(store, paths, seed, seat_factory)
        self._keep_the_records(paths)
        self._coach_the_user()
        self._listen_to_the_controller()
        for warning in store.warnings:
            _log.warning("setting reset to its default: %s", warning)

    def _own_the_match(self, store: SettingsStore, paths: AppPaths, seed: int | None,
                       seat_factory: SeatFactory) -> None:
        """The settings, the match's configuration, its computer player and seat, and the
        controller over the engine's game."""
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
        self.seat: OpponentSeat = seat_factory(self.opponent, self)
        """The opponent's seat, made by the session's seat factory."""
        self.controller = GameController(self.seat, self, store.phrase)
        """The engine's game and its turns: the session's own; nothing outside it talks to
        the controller (tests reach it through here)."""
        self.destroyed.connect(_stopper(self.controller))
        self.hand: HandOrder = KeptOrder()
        """The table's hand (the window gives its presenter)."""
        self.ask_abandon: Callable[[], bool] = lambda: True
        """Asked before a match under way is thrown away; True to go ahead."""
        self.load_result = LoadResult(LoadOutcome.NOTHING)
        """What the start found in the save file."""
        self.resumed_text = ""
        """The note shown after a resume ("Resumed your game from today at 14:05.")."""
        self._order_before_last: HandShape | None = None
        self._taking_back = False
        self._decision: tuple[int, object] | None = None

    def _keep_the_records(self, paths: AppPaths) -> None:
        """The autosave after every action and the statistics of every hand."""
        self.autosave = Autosave(self.saves, self.controller, self.snapshot, self)
        self.stats = StatsRecorder.in_folder(paths.data, self.controller, self, self,
                                             finished_document=self._export_text)
        self.stats.message.connect(self._note)
        self.friends = FriendSeating(self.controller, self.seat, self.autosave, self.stats,
                                     paths.data, self)  # the computer opposite, or a friend
        self.friends.told.connect(self._note)
        self.friends.changed.connect(self.opponent_changed)

    def _coach_the_user(self) -> None:
        """Hints and Teach me, both asking the one coach process."""
        self.hints = HintService(self)
        self.hints.ready.connect(self.hint_ready)
        self.hints.failed.connect(self.hint_failed)
        self.teacher = Teacher(self, lambda: self.view().hand_number if self.has_game else None)
        self.teacher.lesson.connect(self.lesson)

    def _listen_to_the_controller(self) -> None:
        """The session's own work at each step of the match, then the table's signals passed
        on (the session's slots run first: a view told of an action finds the match's own
        bookkeeping of it done), but for the autosave, which waits for the table
        (:meth:`_pass_on_then_save`)."""
        controller = self.controller
        controller.applying.connect(self._remember_order)
        controller.actor_changed.connect(self._note_decision)
        controller.events_applied.connect(self._judge_last_move)
        controller.events_applied.connect(self._forget_hint)
        controller.hand_scored.connect(self._on_hand_scored)
        controller.events_applied.connect(self._pass_on_then_save)
        for name in ("phase_changed", "actor_changed", "animating", "thinking", "ai_failed",
                     "game_started", "hand_scored", "deals_changed"):
            getattr(controller, name).connect(getattr(self, name))

    def _pass_on_then_save(self, events: tuple[Event, ...]) -> None:
        """An action's events go to the table, then the match is saved: the table puts a card
        taken into the hand where it was dropped, and that order is part of the save."""
        self.events_applied.emit(events)
        self.autosave.action_applied()

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
        self.stats.resuming(len(save.game.results))  # how far the save got: hands finished
        with self._quietly():
            self.controller.resume(rules, save.game.history, save.deals, save.replayed)
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
        """The note after a resume: when, and what the player must know of the match: a seed
        lost, deals that cannot be vouched for, a save older than the statistics."""
        notes = [resumed_text(save.saved_at)]
        if save.newly_lost:
            notes.append(QCoreApplication.translate(
                "MatchSession",
                "This match's secret seed could not be read back, so its deals so far can no "
                "longer be verified; the next deals come from a new seed.",
            ))
        if save.deals.unverifiable:
            notes.append(QCoreApplication.translate(
                "MatchSession",
                "This match is marked unverifiable: its save holds a deal seed this program "
                "cannot vouch it drew (written by hand, by an earlier version or on another "
                "computer) or could not read back, so its cards may have been chosen. It goes "
                "on, and its hands are counted apart in the statistics.",
            ))
        went_back = self.stats.went_back
        if went_back is not None:
            notes.append(QCoreApplication.translate(
                "MatchSession",
                "This is an earlier save of this match: the statistics had recorded %n more "
                "hand(s) of it. Those results are kept, and the hands played from here on are "
                "counted apart.", None, went_back.recorded - went_back.saved,
            ))
        text = " ".join(notes)
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
        """Start a new match under the user's settings (their look comes onto the table).
        When the match left was played under other rules or another level (a deal played
        again, a resumed match), a note says the new one is the settings' again."""
        config = MatchConfig.from_settings(self.settings)
        other = self.controller.has_game and config != self.config
        self._leave_the_match()
        if config != self.config:
            self._take_opponent(config, self._make_opponent(config))
        self.controller.new_game(config.rules, self._game_seed())
        self.sheet_changed.emit(self.controller.game.sheet)
        if other:
            self.message.emit(settings_again_text(config.rules, difficulty_name(config.level)),
                              0)

    def play_a_friend(self, link: FriendLink, rules: RuleSet, host: bool) -> None:
        """A match against the friend at ``link``'s other end, under the agreed ``rules``."""
        self._leave_the_match()
        self.friends.sit(link, rules, host)
        self.sheet_changed.emit(self.controller.game.sheet)

    def go_on_with_a_friend(self, save: FriendSave) -> bool:
        """The friend's match ``save`` kept, back on the table (False: it could not be)."""
        self._leave_the_match()
        going_on = self.friends.go_on(save)
        if not going_on:
            self.new_game()
        self.sheet_changed.emit(self.controller.game.sheet)
        return going_on

    @property
    def friend(self) -> FriendMatch | None:
        """The match against a friend on the table, if it is one."""
        return self.friends.match

    @property
    def friend_name(self) -> str:  # "" when the computer sits opposite
        return self.friends.friend_name

    def _leave_the_match(self) -> None:
        """What a new match starts with: the user's look, no order of the last match for Undo,
        no judgement of its moves still to come, the computer in the opponent's seat."""
        self.friends.leave()
        self._take_look()
        self._order_before_last = None
        self.teacher.cancel()

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
        The cards are a deck's order, the same under any rules, but the rules decide what they
        are worth (the knock limit, Oklahoma's upcard, runs only, lay-offs, the score played
        to), so the deal is played under its own; a note says which, and, when they or the
        level are not the settings', that New game goes back to those. Like a resumed match,
        the rules and level hold for this match only."""
        if self.match_under_way() and not self.ask_abandon():
            return False
        self._leave_the_match()
        config = MatchConfig(deal.rules, level)
        self._take_opponent(config, self._make_opponent(config))
        self.controller.new_game_from_deal(deal.rules, deal.cut, deal.deal, deal.source)
        self.sheet_changed.emit(self.controller.game.sheet)
        other = config != MatchConfig.from_settings(self.settings)
        self.message.emit(deal_again_text(deal.rules, difficulty_name(level), other), 0)
        return True

    def export_match(self, path: Path) -> None:
        """Write the match as it stands to ``path`` (the save's format, without a secret seed:
        see ``saves.py``; a friend's match with every deal's record; OSError on failure)."""
        friend = self.friend
        if friend is None:
            SaveStore(path).write(self.snapshot())
        else:
            SaveStore(path).write_text(friend_document_text(friend.friend_name, friend.play))

    def _export_text(self) -> str:
        """The match as an export holds it (no secret seed: ``saves.py``), for the statistics
        to keep a finished match in the form that can be verified."""
        return document_text(self.snapshot())

    def reveal_seed(self) -> None:
        """Reveal the seed in use (the next deals come from a new one), and say so with the
        new fingerprint, which the table shows at once (``deals_changed``)."""
        head = self.controller.reveal_seed().fingerprint[:16]
        self.message.emit(QCoreApplication.translate(
            "MatchSession", "The seed is revealed; the next deals come from a new seed, "
            "fingerprint {digits}.").format(
                digits=" ".join(head[i : i + 4] for i in range(0, 16, 4))), 0)

    # --- the table's door -------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The engine's game of the match (RuntimeError before the first one)."""
        return self.controller.game

    @property
    def phase(self) -> Phase:
        return self.controller.phase

    @property
    def deals(self) -> MatchDeals:
        """The match's seeds, fingerprints and what each dealt (``match/deals.py``)."""
        return self.controller.deals

    @property
    def actor(self) -> Seat:
        """Whom the table waits for (the user also when nobody is: see ``seats/seat.py``)."""
        return self.controller.actor

    @property
    def last_actor(self) -> int | None:
        """The seat that made the last action (None for a chance step or before any)."""
        seats = self.controller.seats
        return seats[-1] if seats else None

    @property
    def is_settled(self) -> bool:
        """True when the table has come to rest after the last action."""
        return self.controller.is_settled

    def view(self) -> PlayerView:
        """What the user's seat may see now (nothing hidden from them is in it)."""
        return self.controller.view()

    def is_legal(self, action: Action) -> bool:
        """Whether the engine would accept ``action`` from the user now."""
        return self.controller.is_legal(action)

    def play(self, action: Action) -> bool:
        """The user plays ``action``; False when the engine refuses it (nothing changes)."""
        return self.controller.play(action)

    def set_rest_gate(self, is_busy: Callable[[], bool]) -> None:
        """How the match asks whether the table's cards are still moving."""
        self.controller.set_rest_gate(is_busy)

    def table_at_rest(self) -> None:
        """The table's cards have stopped moving: the next turn may begin."""
        self.controller.table_at_rest()

    def set_pace(self, speed: AnimationSpeed) -> None:
        """The least time a computer move takes on the table, at the look's animation speed
        (:data:`PACE_MS`)."""
        self.controller.set_pace(PACE_MS[speed])

    def warm_up(self) -> None:
        """The table is painted: start the opponent's seat now, and the coach's process when
        hints or Teach me are on, in the background, so the first decision and the first
        hint do not wait for them (and the first paint did not wait either)."""
        self.seat.warm_up()
        if self.settings.hints or self.settings.teach:
            warm_up_coach()

    # --- hints ------------------------------------------------------------------------------

    @property
    def hint_busy(self) -> bool:
        """True while a hint is being worked out."""
        return self.hints.busy

    def request_hint(self, view: PlayerView) -> None:
        """Ask the coach for the best move in ``view`` (``hint_ready`` or ``hint_failed``
        answers); the hand counts as played with help from now on. Never in a friend's
        match."""
        if self.friends.help_refused:
            self.hint_failed.emit(self.friends.help_refused)
            return
        self.controller.mark_assisted()
        self.hints.request(view)

    def _forget_hint(self, _events: object) -> None:
        """An action was applied: a hint under way is for a position that is gone."""
        self.hints.cancel()

    # --- undo -------------------------------------------------------------------------------

    def undo_option(self) -> UndoOption:
        """What Undo would take back now, or why it may not (``undo.py``)."""
        allowed = self.settings.allow_undo
        controller = self.controller
        if controller.is_shared:
            return UndoOption(False, reason=QCoreApplication.translate(
                "MatchSession", "Undo is off in a match against a friend."))
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
            self.teacher.forget_from(len(self.controller.game.history))
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
        if actor is not Seat.USER or not self.settings.teach or self.controller.is_shared:
            return
        controller = self.controller
        if controller.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            return
        view = controller.view()
        if len(view.legal_actions) > 1:
            self._decision = (len(controller.game.history), view)

    def _judge_last_move(self, _events: tuple[Event, ...]) -> None:
        """With Teach me on, hand the move the user just made to the teacher, with the view
        it was made in (``teacher.py``: its note comes even once the hand is over)."""
        controller, decision = self.controller, self._decision
        if not self.settings.teach or decision is None or not controller.seats:
            return
        history = controller.game.history
        if controller.seats[-1] == Seat.USER and decision[0] == len(history) - 1:
            self.teacher.judge(decision[1], history[-1], decision[0])  # type: ignore[arg-type]

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
        self.seat.sit(opponent)
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

    def stop_play(self, quiet: bool = False) -> None:
        """Ask the opponent nothing more (the program is ending; ``quiet``: say nothing of a
        seat that does not stop)."""
        self.controller.shutdown(quiet=quiet)

    def close(self) -> None:
        """The program is closing: save what is not saved yet (a reorder of the hand), leave
        a friend's match, stop the computer's thread and the coach, and close the files."""
        self.autosave.flush()
        self.friends.leave()
        self.hints.shutdown()
        self.teacher.shutdown()
        self.controller.shutdown()
        self.close_files()

    def close_files(self) -> None:
        """Close every file the session holds open: the statistics database (the autosave
        holds none between saves; Windows can neither move nor delete an open file)."""
        self.stats.close()


# --- helpers -----------------------------------------------------------------------------------


def look_differs(old: Settings, new: Settings) -> bool:
    """Whether ``new`` puts another look on the table than ``old``."""
    return any(getattr(old, name) != getattr(new, name) for name in LOOK_FIELDS)


def _stopper(controller: GameController) -> Callable[[], None]:
    """A session deleted without being closed must still shut the opponent's seat down."""

    def stop() -> None:
        with contextlib.suppress(RuntimeError):  # at interpreter exit Qt objects may be gone
            controller.shutdown(quiet=True)

    return stop


def unreadable_text(result: LoadResult) -> str:
    """What the player is told of a save that could not be read: why, and where it is kept."""
    kept = None if result.moved_to is None else result.moved_to.name
    return unreadable_save_text(result.problem, kept)

