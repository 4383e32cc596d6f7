"""The match's owner without a window: undo, resume, play this deal again and Teach me are
played on a :class:`MatchSession` alone (no widget, no table, no state machine)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot
from save_helpers import played_save
from table_helpers import FIRST_DRAW, MINE, rigged_deal

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.app.match.hand_shape import HandShape, KeptOrder
from ginrummy_desktop.app.match.saves import LoadOutcome, SaveStore
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.session import MatchConfig, MatchSession
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import Settings
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.engine import (
    Action,
    Card,
    Deal,
    Discard,
    DrawStock,
    Event,
    Game,
    Pass,
    Phase,
    RuleSet,
)
from ginrummy_desktop.engine.rules import PRESETS

WAIT_MS = 20_000


def _store(folder: Path, settings: Settings) -> SettingsStore:
    store = SettingsStore(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    store.save(settings)
    store.set_phrase("a fixed phrase for session tests")
    return store


def _session(folder: Path, settings: Settings, seed: int = 5) -> MatchSession:
    return MatchSession(_store(folder, settings), AppPaths.under(folder / "data"), seed=seed)


@pytest.fixture
def sessions(tmp_path: Path) -> Iterator[list[MatchSession]]:
    made: list[MatchSession] = []
    yield made
    for session in made:
        session.close()


def _users_turn(session: MatchSession, *phases: Phase) -> bool:
    controller = session.controller
    if not controller.has_game or not controller.is_settled:
        return False
    return controller.actor is Seat.USER and (not phases or controller.phase in phases)


def _rigged(qtbot: QtBot, sessions: list[MatchSession], folder: Path,
            **settings: object) -> MatchSession:
    """A session whose match is :func:`rigged_deal` against Beginner, the user to answer the
    upcard offer, then to draw the Kd and discard."""
    session = _session(folder, Settings(**settings))  # type: ignore[arg-type]
    sessions.append(session)
    session.new_game()
    assert session.play_deal_again(rigged_deal(), Level.BEGINNER)
    qtbot.waitUntil(lambda: _users_turn(session), timeout=WAIT_MS)
    assert set(session.controller.view().hand) == set(MINE)
    return session


def _play_on(qtbot: QtBot, session: MatchSession, me: Player, actions: int) -> None:
    """``me`` plays the user's seat (dealing the next hands too) until the match has
    ``actions`` actions or is over; the computer plays its own turns meanwhile."""
    controller = session.controller
    while controller.phase is not Phase.GAME_OVER and len(controller.game.history) < actions:
        qtbot.waitUntil(lambda: _users_turn(session), timeout=WAIT_MS)
        phase = session.controller.phase  # the computer moved meanwhile
        if phase is Phase.HAND_OVER:
            assert session.next_hand()
        elif phase is not Phase.GAME_OVER:
            assert controller.play(me.choose(controller.view()))


def _to_the_first_discard(qtbot: QtBot, session: MatchSession) -> None:
    controller = session.controller
    for _ in range(4):
        qtbot.waitUntil(lambda: _users_turn(session), timeout=WAIT_MS)
        if controller.phase is Phase.DISCARD:
            break
        assert controller.play(Pass() if controller.phase is Phase.UPCARD_OFFER
                               else DrawStock())
    assert FIRST_DRAW in controller.view().hand


def test_undo_takes_back_a_discard_and_puts_the_hand_order_back(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession]
) -> None:
    session = _rigged(qtbot, sessions, tmp_path, allow_undo=True)
    _to_the_first_discard(qtbot, session)
    hand = session.hand
    assert isinstance(hand, KeptOrder)
    mine = HandShape((tuple(session.controller.view().hand),))
    hand.restore_order(mine)  # the user's own order before the discard
    before = session.controller.game.history
    assert session.controller.play(Discard(Card.parse("9s")))
    hand.restore_order(HandShape())  # the table showed the hand without the 9s
    notes: list[str] = []
    session.message.connect(lambda text, _ms: notes.append(text))
    option = session.undo_option()
    assert option.possible and "9♠" in option.what
    assert session.undo()
    assert session.controller.game.history == before
    assert hand.hand_shape == mine
    assert notes == ["Took back your discard of 9♠."]
    assert session.saves.load().save is not None  # the taken-back match was saved at once
    number = session.controller.view().hand_number
    assert number in session.assisted_hands  # a hand with a move taken back is assisted


def test_undo_says_why_not_when_it_is_off(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession]
) -> None:
    session = _rigged(qtbot, sessions, tmp_path)
    _to_the_first_discard(qtbot, session)
    assert session.controller.play(Discard(Card.parse("9s")))
    length = len(session.controller.game.history)
    notes: list[str] = []
    session.message.connect(lambda text, _ms: notes.append(text))
    assert not session.undo()
    assert len(session.controller.game.history) == length
    assert notes and "Undo is off" in notes[0]


def test_resume_brings_the_match_back_under_its_own_rules_and_level(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession]
) -> None:
    classic = PRESETS["classic"]
    first = _session(tmp_path, Settings(difficulty=3, rules=classic))
    sessions.append(first)
    first.resume_or_start()
    qtbot.waitUntil(lambda: _users_turn(first), timeout=WAIT_MS)
    assert first.controller.play(first.controller.view().legal_actions[0])
    qtbot.waitUntil(lambda: _users_turn(first), timeout=WAIT_MS)
    history, deals = first.controller.game.history, first.controller.deals
    first.close()
    store = _store(tmp_path, Settings(difficulty=1, rules=RuleSet()))  # the next match's
    second = MatchSession(store, AppPaths.under(tmp_path / "data"), seed=6)
    sessions.append(second)
    notes: list[str] = []
    second.message.connect(lambda text, _ms: notes.append(text))
    assert second.resume_or_start().outcome is LoadOutcome.LOADED
    assert second.controller.game.history == history
    assert second.controller.deals.fingerprint == deals.fingerprint
    assert second.config == MatchConfig(classic, Level.MEDIUM)
    assert second.opponent.level is Level.MEDIUM
    assert store.load() == second.settings == Settings(difficulty=1, rules=RuleSet())
    assert notes and notes[0].startswith("Resumed your game from today at")


def test_play_this_deal_again_asks_first_and_keeps_the_settings(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession]
) -> None:
    session = _session(tmp_path, Settings(difficulty=2))
    sessions.append(session)
    session.new_game()
    qtbot.waitUntil(lambda: _users_turn(session), timeout=WAIT_MS)
    assert session.controller.play(session.controller.view().legal_actions[0])
    asked: list[bool] = []

    def decline() -> bool:
        asked.append(False)
        return False

    session.ask_abandon = decline
    assert not session.play_deal_again(rigged_deal(), Level.EXPERT)  # declined: nothing changes
    assert asked == [False]
    assert session.config.level == Level.EASY
    session.ask_abandon = lambda: True
    sheets: list[object] = []
    session.sheet_changed.connect(sheets.append)
    assert session.play_deal_again(rigged_deal(), Level.BEGINNER)
    assert (session.level, session.settings.difficulty) == (Level.BEGINNER, 2)
    assert session.match_under_way()  # no move yet, but the deal was chosen: New game asks
    assert set(session.controller.game.hand_of(Seat.USER)) == set(MINE)
    assert sheets == [session.controller.game.sheet]
    session.new_game()  # the next match is the user's again
    assert session.config.level == Level.EASY


def test_a_deal_played_again_says_its_rules_and_new_game_says_the_settings_are_back(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession]
) -> None:
    """Issue 40, item 7: the settings say game to 10, the deal played again was dealt in a
    game to 50. The deal is played under its own rules (what its cards were dealt under), and
    the player is told so; New game then goes back to the settings, and says so too."""
    to_ten, to_fifty = replace(RuleSet(), target=10), replace(RuleSet(), target=50)
    session = _session(tmp_path, Settings(difficulty=2, rules=to_ten))
    sessions.append(session)
    session.new_game()
    notes: list[str] = []
    session.message.connect(lambda text, _ms: notes.append(text))
    assert session.play_deal_again(replace(rigged_deal(), rules=to_fifty), Level.BEGINNER)
    assert session.config == MatchConfig(to_fifty, Level.BEGINNER)
    assert session.game.rules == to_fifty
    assert notes == ["This deal is played again under the rules it was dealt under (Standard, "
                     "game to 50), against Beginner. New game goes back to your settings."]
    notes.clear()
    assert session.request_new_game()  # Ctrl+N
    assert session.config == MatchConfig(to_ten, Level.EASY)
    assert notes == ["The new game is played under your settings: Standard, game to 10, "
                     "against Easy."]
    notes.clear()
    session.new_game()  # the settings' game again: nothing to tell
    assert notes == []
    assert session.play_deal_again(replace(rigged_deal(), rules=to_ten), Level.EASY)
    assert notes == ["This deal is played again under the rules it was dealt under (Standard, "
                     "game to 10), against Easy."]  # the settings' own: nothing to go back to


def test_the_look_waits_for_the_next_deal(tmp_path: Path,
                                          sessions: list[MatchSession]) -> None:
    session = _session(tmp_path, Settings())
    sessions.append(session)
    session.new_game()
    looks: list[Settings] = []
    session.look_changed.connect(looks.append)
    bigger = replace(session.settings, card_height=180)
    session.apply_settings(bigger)
    assert looks == [] and session.look.card_height == 150
    session.new_game()
    assert looks == [bigger] and session.look == bigger


def test_teach_me_judges_a_weak_discard_from_the_users_view(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession]
) -> None:
    session = _rigged(qtbot, sessions, tmp_path, teach=True)
    lessons: list[str] = []
    session.lesson.connect(lessons.append)
    _to_the_first_discard(qtbot, session)
    qtbot.waitUntil(lambda: not session.teacher.busy, timeout=WAIT_MS)
    assert not lessons  # passing the 4♠ and drawing were fine
    assert session.controller.play(Discard(Card.parse("9s")))  # out of a run: clearly weak
    qtbot.waitUntil(lambda: bool(lessons), timeout=WAIT_MS)
    assert lessons[0].startswith("Teach me: better than “discard 9♠” was")


def test_a_resumed_match_plays_on_exactly_as_the_uninterrupted_one(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession]
) -> None:
    # The same save resumed twice and played on by the same user: the computer (Medium, whose
    # random generator is part of its memory) and the deals must do the same again.
    first = _session(tmp_path, Settings(difficulty=3), seed=22)
    sessions.append(first)
    first.new_game()
    _play_on(qtbot, first, make_player(Level.EASY, 4), 30)
    first.close()
    saved = first.saves.path.read_bytes()
    histories: list[tuple[Action, ...]] = []
    for run in range(2):
        first.saves.path.write_bytes(saved)
        again = _session(tmp_path, Settings(difficulty=1), seed=5 + run)
        sessions.append(again)
        assert again.resume_or_start().outcome is LoadOutcome.LOADED
        _play_on(qtbot, again, make_player(Level.EASY, 8), 150)
        histories.append(again.controller.game.history[:150])
        again.close()
    assert histories[0] == histories[1]
    assert len(histories[0]) > 60  # well past the resume point


def test_a_save_read_from_its_file_replays_only_the_hand_in_play_again(
    tmp_path: Path, sessions: list[MatchSession], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Issue 39: reading the save replays the match; putting it on the table then replays the
    # hand in play only (the read kept the game at its start), never the whole match again
    # (a match to 10,000 points has over a thousand hands), and it comes out the same.
    store = SaveStore.autosave(tmp_path / "read" / "match.json")
    store.write(played_save(400, seed=9, rules=RuleSet(target=500)))
    read = store.load().save
    assert read is not None and read.replayed is not None
    history = read.game.history
    start = max(i for i, action in enumerate(history) if isinstance(action, Deal))
    assert start > 100  # hands before the one in play
    once = _session(tmp_path / "once", Settings())
    again = _session(tmp_path / "again", Settings())
    sessions.extend((once, again))
    kept = _applies_while(monkeypatch, lambda: once.restore(read))
    full = _applies_while(monkeypatch, lambda: again.restore(replace(read, replayed=None)))
    assert full - kept == start  # the actions before the hand in play, applied once less
    assert len(read.replayed.hand_start.history) == start  # a copy was played on, not it
    for seat in (0, 1):
        assert once.game.view(seat) == again.game.view(seat)
    assert (once.game.history, once.game.sheet, once.controller.seats) == (
        again.game.history, again.game.sheet, again.controller.seats)
    assert once.game.history == history


def _applies_while(monkeypatch: pytest.MonkeyPatch, run: Callable[[], str]) -> int:
    """How many actions the engine applies while ``run`` (a restore) runs; it must succeed."""
    count, real = 0, Game.apply

    def counting(game: Game, action: Action) -> tuple[Event, ...]:
        nonlocal count
        count += 1
        return real(game, action)

    with monkeypatch.context() as patched:
        patched.setattr(Game, "apply", counting)
        assert run() == ""
    return count


def test_a_finished_match_is_kept_and_a_new_one_needs_no_question(
    tmp_path: Path, sessions: list[MatchSession]
) -> None:
    save = played_save(5000, seed=13)
    assert save.game.phase is Phase.GAME_OVER
    SaveStore.autosave(tmp_path / "data" / "match.json").write(save)
    session = _session(tmp_path, Settings())
    sessions.append(session)
    assert session.resume_or_start().outcome is LoadOutcome.LOADED
    assert session.controller.phase is Phase.GAME_OVER and not session.match_under_way()
    asked: list[bool] = []

    def agree() -> bool:
        asked.append(True)
        return True

    session.ask_abandon = agree
    assert session.request_new_game()
    assert asked == [] and session.controller.phase is not Phase.GAME_OVER


def test_new_game_asks_before_abandoning_a_match_under_way(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession]
) -> None:
    session = _session(tmp_path, Settings(), seed=23)
    sessions.append(session)
    session.new_game()
    assert not session.match_under_way()  # dealt, but nobody has moved: nothing to lose
    _play_on(qtbot, session, make_player(Level.EASY, 4), 12)
    assert session.match_under_way()
    question = session.abandon_question()
    assert question.startswith("Abandon this game? ") and "0" in question  # with the score
    history = session.controller.game.history
    answers = iter([False, True])
    session.ask_abandon = lambda: next(answers)
    assert not session.request_new_game()
    assert session.controller.game.history == history
    assert session.request_new_game()
    assert len(session.controller.game.history) <= 3


def test_nothing_is_undone_after_the_computer_has_moved(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession]
) -> None:
    session = _rigged(qtbot, sessions, tmp_path, allow_undo=True)
    _to_the_first_discard(qtbot, session)
    assert session.controller.play(Discard(Card.parse("Kd")))
    qtbot.waitUntil(lambda: _users_turn(session), timeout=WAIT_MS)
    assert session.controller.seats[-1] == Seat.OPPONENT
    option = session.undo_option()
    assert not option.possible and "computer has moved" in option.reason
    assert not session.undo()
