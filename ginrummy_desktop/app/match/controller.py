"""The game controller: owns the :class:`Game`, is the only caller of ``apply()``.

The controller turns engine events into Qt signals and keeps the table honest:

* the human (seat 0) acts through :meth:`GameController.play`, which the engine re-checks;
* the computer (seat 1) is asked through its :class:`~..seats.seat.OpponentSeat` (in the
  program, the computer thinking in its own process, ``seats/process_seat.py``) and its answer
  is applied after a short GUI-thread pause, so a person can follow the game;
* chance steps (the cut, the deal) are applied here, their cards derived from the match's
  secret seed and the player's phrase (:class:`MatchDeals`: a deal anyone can verify, and a
  resumed match deals the same next hands); a new hand is dealt when the user asks
  (:meth:`deal_next_hand`), so the showdown stays on the table until then; when the match
  ends its seed is revealed;
* :meth:`resume` puts a saved match back on the table: the hands before the current one are
  replayed silently (for a save just read, its reading already replayed them: the game at the
  current hand's start is taken from there), the current hand's actions are announced as if
  just played (the table lays them out without animating), so any phase, the showdown
  included, comes back as it was.

The computer can never hang the table. Whatever its player does (raises any exception, even
``SystemExit``; answers ``None`` or something that is not a legal action; never answers), the
table ends up playing :class:`FallbackPlayer`'s move and says so (``ai_failed``): an answer
that does not arrive within :data:`AI_TIMEOUT_MS` makes the seat give that player up
(``restart``). Which request is awaited is the seat's to know (``is_busy``; it drops a stale
answer), not kept again here.

A **friend's match** (:meth:`GameController.new_shared_game`) is played on the same table, its
chance steps and the user's moves agreed with the friend's program first (:class:`SharedDeals`,
``match/friend_match.py``): the cut and each deal are applied once both programs have made
them, a move of the user's once it is sent (a draw from the stock once the friend's program
has shown its card: :meth:`apply_mine`), and when a card is shown the game is put back on the
deck as now known (:meth:`repicture`; nothing the user sees changes). The friend's moves come
through the opponent's seat like the computer's, with no watchdog (a person may think long)
and never a fallback move.

The table is given time to animate: after each apply the controller asks its *rest gate*
whether cards are still moving and emits ``actor_changed`` (and asks the computer) only once
the table reports it is at rest (:meth:`table_at_rest`). The engine never waits for pixels.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ...ai.fallback import FallbackPlayer
from ...engine import (
    Action,
    Cut,
    Deal,
    Event,
    Game,
    GameOver,
    GinRummyError,
    HandDealt,
    HandEnded,
    Phase,
    PlayerView,
    ReplayedRecord,
    RuleSet,
)
from ..seats.seat import OpponentSeat, Seat
from ..words.excerpts import excerpt
from .deals import MatchDeals

__all__ = ["AI_TIMEOUT_MS", "GameController", "SharedDeals", "starts_a_hand"]

_log = logging.getLogger(__name__)

AI_TIMEOUT_MS = 20_000
"""How long the table waits for the computer's answer before it plays a fallback move. The
Expert's own cap is far below this; only a faulty or stuck player ever reaches it."""


class SharedDeals(Protocol):
    """Where a friend's match agrees its chance steps and the user's moves with the friend's
    program (``match/friend_match.py``)."""

    def chance(self, count: int) -> Action | None:
        """The cut or deal that is action number ``count`` of the match, once agreed."""

    def mine(self, action: Action) -> Action | None:
        """Send the user's ``action``: the action to apply now (a knock with its melds laid
        out), or None when it waits for the friend (:meth:`GameController.apply_mine`).
        Raises :class:`GinRummyError` for a move the engine refuses."""

    def game_at(self, count: int) -> Game:
        """The match's first ``count`` actions on the cards as now known."""


def starts_a_hand(events: Sequence[Event]) -> bool:
    """Whether these events (of one applied action) deal a new hand: what the move log starts
    afresh on and the coach forgets a judgement under way at."""
    return any(isinstance(event, HandDealt) for event in events)


class GameController(QObject):
    """Runs one game (match) between the user and the opponent's seat.

    Signals: ``phase_changed(Phase)``, ``actor_changed(Seat)``, ``events_applied(tuple)``
    (the events of one apply, in order), ``hand_scored(HandResult)``, ``game_over(ScoreSheet)``,
    ``animating()`` (cards are moving; the next actor is announced at rest), ``thinking(bool)``
    (the computer is deciding), ``ai_failed(str)`` and ``applying()`` (an action is about to be
    applied: the table still shows the position before it).
    """

    phase_changed = Signal(object)
    actor_changed = Signal(object)
    events_applied = Signal(object)
    hand_scored = Signal(object)
    game_over = Signal(object)
    animating = Signal()
    thinking = Signal(bool)
    ai_failed = Signal(str)
    game_started = Signal()
    deals_changed = Signal()
    applying = Signal()

    def __init__(
        self,
        seat: OpponentSeat,
        parent: QObject | None = None,
        phrase: Callable[[], str] = lambda: "",
    ) -> None:
        super().__init__(parent)
        self._phrase = phrase
        self._seat = seat
        seat.decided.connect(self._on_decided)
        seat.failed.connect(self._on_failed)
        self._game: Game | None = None
        self._seats: list[int | None] = []
        self._assisted: set[int] = set()
        self._deals = MatchDeals.from_number(0)
        self._asked_at = 0.0
        self._pace_ms = 0
        self._pending: object = None
        self._has_pending = False
        self.ai_timeout_ms = AI_TIMEOUT_MS
        self._waiting_for_rest = False
        self._is_busy: Callable[[], bool] = lambda: False
        self._last_phase: Phase | None = None
        self._shut_down = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._apply_pending)
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_ai_timeout)
        self._shared: SharedDeals | None = None
        self._awaiting_chance = False
        self._holding = False

    # --- set-up -------------------------------------------------------------------------

    def set_rest_gate(self, is_busy: Callable[[], bool]) -> None:
        """``is_busy()`` tells whether the table is still animating; call :meth:`table_at_rest`
        when it stops."""
        self._is_busy = is_busy

    def set_seat(self, seat: OpponentSeat) -> None:
        """Another seat takes the opponent's place at once (a decision under way is asked of
        the new one)."""
        deciding = self._seat.is_busy() or self._timer.isActive()
        self._cancel_ai()
        self._seat.decided.disconnect(self._on_decided)
        self._seat.failed.disconnect(self._on_failed)
        self._seat = seat
        seat.decided.connect(self._on_decided)
        seat.failed.connect(self._on_failed)
        if deciding:
            self._ask_computer()

    def ask_again(self) -> None:
        """Whoever sits in the opponent's seat changed (a new level): a decision under way is
        forgotten and asked again."""
        if self._seat.is_busy() or self._timer.isActive():
            self._cancel_ai()
            self._ask_computer()

    @property
    def seat(self) -> OpponentSeat:
        """The opponent's seat."""
        return self._seat

    def set_pace(self, milliseconds: int) -> None:
        """The least time a computer move takes, so a person can follow it (0 in tests)."""
        self._pace_ms = max(0, milliseconds)

    def shutdown(self, quiet: bool = False) -> None:
        """Ask the opponent's seat nothing more and shut it down (call before the application
        quits). ``quiet``: emit nothing (when the owner is being destroyed)."""
        if self._shut_down:
            return
        self._shut_down = True
        if quiet:
            self.blockSignals(True)
        self._cancel_ai()
        self._seat.shutdown()

    # --- queries ------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        if self._game is None:
            raise RuntimeError("no game has been started")
        return self._game

    @property
    def has_game(self) -> bool:
        return self._game is not None

    @property
    def deals(self) -> MatchDeals:
        """Where this match's cuts and decks come from (its seeds and phrases so far)."""
        return self._deals

    @property
    def seats(self) -> tuple[int | None, ...]:
        """Who made each action of the history (None for the cut and the deals)."""
        return tuple(self._seats)

    @property
    def assisted_hands(self) -> frozenset[int]:
        """The numbers of the hands in which the user took a move back."""
        return frozenset(self._assisted)

    def mark_assisted(self) -> None:
        """The user took help (a hint) in the hand in play."""
        if self._game is not None:
            self._assisted.add(self._game.view(Seat.USER).hand_number)

    def set_assisted_hands(self, hands: frozenset[int]) -> None:
        """Restore which hands were assisted (a resumed match)."""
        self._assisted = set(hands)

    def take_back(self) -> bool:
        """Undo the last action (the caller has checked that Undo allows it): the match is
        put back as it was before it, and the hand counts as assisted."""
        game = self._game
        if game is None or not game.history:
            return False
        self._assisted.add(game.view(Seat.USER).hand_number)
        history = game.history[:-1]
        self.resume(game.rules, history, self._deals)
        return True

    def reveal_seed(self) -> MatchDeals:
        """Show the seed in use: it deals no more; a new one, its fingerprint on show at once,
        makes the next deals."""
        self._deals = self._deals.reveal(then_new=True)
        self.deals_changed.emit()
        return self._deals

    @property
    def phase(self) -> Phase:
        return self.game.phase

    @property
    def actor(self) -> Seat:
        """Who the table waits for now."""
        return Seat.OPPONENT if self.game.actor == Seat.OPPONENT else Seat.USER

    @property
    def is_settled(self) -> bool:
        """True when the table is at rest and nobody's move is being applied."""
        return not self._waiting_for_rest

    def view(self) -> PlayerView:
        """What the user may know now."""
        return self.game.view(Seat.USER)

    def is_legal(self, action: Action) -> bool:
        """Whether the user may play ``action`` now (the engine answers)."""
        game = self._game
        if game is None or game.actor != Seat.USER or self._waiting_for_rest:
            return False
        return game.is_legal(action)

    # --- the user's moves ----------------------------------------------------------------

    def new_game(self, rules: RuleSet, seed: int | None = None) -> None:
        """Start a new game: cut for the deal and deal the first hand. The cards come from a
        new secret seed; ``seed`` makes one from a number instead (tests and replays)."""
        self._cancel_ai()
        self._waiting_for_rest = self._holding = False
        self._last_phase = None
        self._shared = None
        deals = self._fresh_deals() if seed is None else MatchDeals.from_number(seed)
        cut, self._deals = deals.cut(self._phrase())
        self._game = Game(rules)
        self._seats, self._assisted = [], set()
        self.game_started.emit()
        self._apply(cut)

    def new_shared_game(self, rules: RuleSet, shared: SharedDeals,
                        actions: Sequence[Action] = ()) -> None:
        """Start a friend's match: its cut and deals, and the user's moves, are agreed with
        the friend's program through ``shared`` (the module docstring); ``actions``: the
        match so far, put back as :meth:`resume` puts a save back (after a restart)."""
        if actions:
            self.resume(rules, actions, self._deals, shared=shared)
            return
        self._cancel_ai()
        self._waiting_for_rest = self._holding = False
        self._last_phase = None
        self._shared = shared
        self._game = Game(rules)
        self._seats, self._assisted = [], set()
        self.game_started.emit()
        self._deal_when_agreed()

    @property
    def is_shared(self) -> bool:
        """Whether the match on the table is a friend's."""
        return self._shared is not None

    def chance_agreed(self) -> None:
        """The friend's program and this one agreed a cut or a deal the table waits for."""
        if self._awaiting_chance:
            self._deal_when_agreed()

    def apply_mine(self, action: Action) -> None:
        """The user's move that waited for the friend (a draw from the stock), now known."""
        self._holding = False
        self._apply(action)

    def repicture(self) -> None:
        """A card was shown: the game again on the cards as now known (nothing the user
        sees changes, so nothing is announced)."""
        if self._shared is not None and self._game is not None:
            self._game = self._shared.game_at(len(self._game.history))

    def _deal_when_agreed(self) -> None:
        """Apply the next chance step: from the seed, or in a friend's match once agreed."""
        if self._shared is None:
            self._apply(self._next_deal())
            return
        action = self._shared.chance(len(self.game.history))
        self._awaiting_chance = action is None
        self.thinking.emit(self._awaiting_chance)
        if action is not None:
            self._apply(action)

    def new_game_from_deal(self, rules: RuleSet, cut: Cut, deal: Deal, source: str) -> None:
        """Start a new game whose cut and first deal are an earlier hand's cards (Play this
        deal again): ``cut`` (with its cards) gives the dealer, ``deal`` (with its deck) the
        first hand. They are recorded as replayed deals noting ``source``
        (:meth:`MatchDeals.replayed`), so the save's card check holds; the later hands come
        from a new secret seed. The first hand goes on the table as a resumed one does."""
        deals = self._fresh_deals().replayed(cut, deal, source)
        self._assisted = set()  # a new match: none of its hands was assisted yet
        self.resume(rules, (cut, deal), deals)

    def _fresh_deals(self) -> MatchDeals:
        """A new match's deals: from the seed the last match committed to in advance (its
        fingerprint could be seen before), or a new seed for the first match of all."""
        return MatchDeals.fresh() if self._game is None else self._deals.next_match_deals()

    def resume(
        self,
        rules: RuleSet,
        actions: Sequence[Action],
        deals: MatchDeals,
        replayed: ReplayedRecord | None = None,
        shared: SharedDeals | None = None,
    ) -> None:
        """Put a saved match back: ``actions`` (its whole history, already checked by the
        record's replay) are applied again; those of the current hand are announced so the
        table shows them. Then the next actor is announced as after any move. ``replayed``:
        the replay that read these actions from the save, whose game at the current hand's
        start is taken instead of applying the actions before it a second time."""
        self._cancel_ai()
        self._waiting_for_rest = self._holding = False
        self._last_phase = None
        self._shared = shared
        self._deals = deals
        start = _current_hand_start(actions)
        game, self._seats = _before_the_hand(rules, actions, start, replayed)
        self._game = game
        self.game_started.emit()
        for action in actions[start:]:
            self._seats.append(game.actor)
            self._waiting_for_rest = True
            self._announce(game.apply(action))
        if game.phase is not Phase.GAME_OVER:
            # a save holds no unused seed: the next deal's is drawn now, its fingerprint shown
            self._deals = self._deals.with_a_seed_to_deal()
        if game.phase is Phase.DEAL:  # saved between a dead hand and its redeal
            self._deal_when_agreed()
            return
        self._after_apply()

    def deal_next_hand(self) -> bool:
        """Deal the next hand once the last one is over (False if that is not possible now)."""
        if self._game is None or self._game.phase is not Phase.HAND_OVER:
            return False
        if self._waiting_for_rest:
            return False
        self._deal_when_agreed()
        return True

    def _next_deal(self) -> Deal:
        deal, self._deals = self._deals.deal(self._phrase())
        return deal

    def play(self, action: Action) -> bool:
        """Apply the user's ``action``; False (and nothing changes) when it is not legal now.
        The engine checks it once, in ``apply`` (which refuses an illegal action before it
        changes anything); the table's own checks come from its snapshot, not from here."""
        game = self._game
        if game is None or game.actor != Seat.USER or self._waiting_for_rest:
            return False
        try:
            if self._shared is None:
                self._apply(action)
                return True
            agreed = self._shared.mine(action)
        except GinRummyError:
            return False
        if agreed is None:  # no more moves until the friend's program shows the card
            self._holding = self._waiting_for_rest = True
            self.animating.emit()  # the table takes no move meanwhile, as while cards move
        else:
            self._apply(agreed)
        return True

    # --- applying ------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        self.applying.emit()
        actor = self.game.actor
        events = self.game.apply(action)
        self._seats.append(actor)
        self._waiting_for_rest = True  # a move is being applied: the table is not at rest
        self._announce(events)
        if self.game.phase is Phase.DEAL:
            self._deal_when_agreed()
            return
        self._after_apply()

    def _announce(self, events: tuple[Event, ...]) -> None:
        if any(isinstance(event, GameOver) for event in events):
            self._deals = self._deals.reveal()  # the match is over: its seed may be seen
        self.events_applied.emit(events)
        phase = self.game.phase
        if phase is not self._last_phase:
            self._last_phase = phase
            self.phase_changed.emit(phase)
        for event in events:
            if isinstance(event, HandEnded):
                self.hand_scored.emit(event.result)
            elif isinstance(event, GameOver):
                self.game_over.emit(event.sheet)

    def _after_apply(self) -> None:
        if self._is_busy():
            self._waiting_for_rest = True
            self.animating.emit()
            return
        self._waiting_for_rest = False
        self._announce_actor()

    def table_at_rest(self) -> None:
        """The table stopped animating: announce the next actor (and ask the computer); not
        while the user's draw waits for the friend's program to show its card."""
        if self._waiting_for_rest and not self._is_busy() and not self._holding:
            self._waiting_for_rest = False
            self._announce_actor()

    def _announce_actor(self) -> None:
        actor = self.actor
        self.actor_changed.emit(actor)
        if actor is Seat.OPPONENT:
            self._ask_computer()

    # --- the computer --------------------------------------------------------------------

    def _ask_computer(self) -> None:
        game = self._game
        if game is None or game.actor != Seat.OPPONENT or self._seat.is_busy():
            return
        if self._timer.isActive() or self._has_pending:
            return
        self._asked_at = time.monotonic()
        self.thinking.emit(True)
        try:
            self._seat.request(game.view(Seat.OPPONENT))
        except RuntimeError as error:  # the seat was shut down: nobody can answer
            _log.warning("cannot ask the computer: %s", error)
            self._fall_back(QCoreApplication.translate(
                "GameController", "the computer could not be asked ({error})").format(error=error))
            return
        if self._shared is None:  # a friend may think as long as they like
            self._watchdog.start(self.ai_timeout_ms)

    def _on_decided(self, _request: int, action: object) -> None:
        """The computer's answer (the seat passes on the current request's only)."""
        self._watchdog.stop()
        self._pending, self._has_pending = action, True
        elapsed_ms = int((time.monotonic() - self._asked_at) * 1000)
        self._timer.start(max(0, self._pace_ms - elapsed_ms))

    def _on_failed(self, _request: int, message: str) -> None:
        self._watchdog.stop()
        self._fall_back(message)

    def _on_ai_timeout(self) -> None:
        """No answer in time: abandon the stuck worker for a fresh one and play on."""
        if not self._seat.is_busy():
            return
        seconds = self.ai_timeout_ms / 1000
        _log.error("the computer player gave no answer in %.0f s; abandoning it", seconds)
        self._seat.restart()
        self._fall_back(QCoreApplication.translate(
            "GameController", "the computer gave no answer in %n second(s)", None,
            round(seconds)))

    def _fall_back(self, message: str) -> None:
        """Tell the user what went wrong and play the fallback move after the usual pause
        (never in a friend's match: nobody may move for the friend)."""
        self.ai_failed.emit(message)
        game = self._game
        if self._shared is not None:
            self.thinking.emit(False)
            return
        if game is not None and game.actor == Seat.OPPONENT:
            self._pending = FallbackPlayer().choose(game.view(Seat.OPPONENT))
            self._has_pending = True
            self._timer.start(self._pace_ms)
        else:
            self.thinking.emit(False)

    def _apply_pending(self) -> None:
        action, had = self._pending, self._has_pending
        self._pending, self._has_pending = None, False
        game = self._game
        self.thinking.emit(False)
        if not had or game is None or game.actor != Seat.OPPONENT:
            return
        if self._shared is not None:  # checked by the match's protocol on this very game
            self._apply(action)  # type: ignore[arg-type]
            return
        if not _is_legal(game, action):
            _log.warning("the computer chose an illegal move: %.200r", action)
            self.ai_failed.emit(QCoreApplication.translate(
                "GameController", "the computer chose an illegal move: {move}"
            ).format(move=excerpt(action, 80)))
            action = FallbackPlayer().choose(game.view(Seat.OPPONENT))
        try:
            self._apply(action)  # type: ignore[arg-type]
        except GinRummyError as error:  # legal by the query, refused by apply: an engine bug
            _log.exception("the computer's move was refused")
            self.ai_failed.emit(QCoreApplication.translate(
                "GameController", "the computer's move was refused ({error})"
            ).format(error=excerpt(error, 80)))
            self._apply(FallbackPlayer().choose(game.view(Seat.OPPONENT)))

    def _cancel_ai(self) -> None:
        self._seat.cancel()
        self._watchdog.stop()
        if self._timer.isActive() or self._has_pending:
            self._timer.stop()
            self._pending, self._has_pending = None, False
        self.thinking.emit(False)


def _is_legal(game: Game, action: object) -> bool:
    """Whether ``action`` is legal now; anything odd (not an action, a broken one) is not."""
    try:
        return game.is_legal(action)  # type: ignore[arg-type]
    except Exception:  # a player's object may fail in __eq__ or __hash__: not legal
        _log.exception("checking the computer's answer failed")
        return False


def _before_the_hand(
    rules: RuleSet, actions: Sequence[Action], start: int, replayed: ReplayedRecord | None
) -> tuple[Game, list[int | None]]:
    """The game just before ``actions[start]`` (the current hand's deal) and who made each
    action before it: a copy of ``replayed``'s, when it read these very actions under these
    rules (a save read from its file: its replay stopped there on the way), else the actions
    before the hand applied to a new game, silently. Replaying a long match twice cost as much
    as reading it (issue 39); the checks here cost nothing by comparison, as the actions are
    the same objects."""
    if (replayed is not None and replayed.game.rules == rules
            and len(replayed.hand_start.history) == start
            and replayed.game.history == tuple(actions)):
        return replayed.hand_start.copy(), list(replayed.actors[:start])
    game, seats = Game(rules), []
    for action in actions[:start]:
        seats.append(game.actor)
        game.apply(action)
    return game, seats


def _current_hand_start(actions: Sequence[Action]) -> int:
    """The index of the deal of the hand in play (0 when there is none yet)."""
    for index in range(len(actions) - 1, -1, -1):
        if isinstance(actions[index], Deal):
            return index
    return 0
