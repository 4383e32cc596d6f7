"""Two programs play a whole match against each other over loopback (``match/friend_match.py``):
two sessions, each with its own table's controller, linked by a real TCP connection; each user
is played by a computer player through the session, as a person plays through the table. Both
sessions end with the same match, mirrored, on the true decks; Undo, hints and Teach me are off;
a cheat or the friend leaving ends the match with a sentence and the program carries on."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from friend_pair import friends_playing, play_out, session_in, step
from pytestqt.qtbot import QtBot

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.app.seats.friend_link import FriendLink
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.session import MatchSession
from ginrummy_desktop.app.widgets.window_words import friend_label
from ginrummy_desktop.engine import Cut, Deal, DrawStock, Phase, RuleSet

WAIT_MS = 10_000
LOOPBACK = "127.0.0.1"


@pytest.fixture
def two(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MatchSession, MatchSession]]:
    with friends_playing(qtbot, tmp_path) as pair:
        yield pair


def test_two_sessions_play_a_whole_match_over_loopback(
        qtbot: QtBot, two: tuple[MatchSession, MatchSession]) -> None:
    ana, bruno = two
    play_out(qtbot, ana, bruno)
    qtbot.waitUntil(lambda: all(s.friend is not None and s.friend.is_over for s in two),
                    timeout=WAIT_MS)
    a, b = ana.controller.game, bruno.controller.game
    assert a.phase is b.phase is Phase.GAME_OVER
    assert a.sheet.totals == tuple(reversed(b.sheet.totals))
    assert len(a.history) == len(b.history)
    for mine, theirs in zip(a.history, b.history, strict=True):
        if isinstance(mine, Cut):
            assert isinstance(theirs, Cut) and mine.cards is not None and theirs.cards
            assert mine.cards[0::2] == theirs.cards[1::2]
        else:
            assert mine == theirs  # the deals' true decks, every move
    decks = [x.deck for x in a.history if isinstance(x, Deal)]
    assert decks and all(d is not None and len(set(d)) == 52 for d in decks)


def test_undo_hints_and_teach_me_are_off_against_a_friend(
        qtbot: QtBot, two: tuple[MatchSession, MatchSession]) -> None:
    ana, bruno = two
    qtbot.waitUntil(lambda: ana.phase is not Phase.CUT and bruno.phase is not Phase.CUT
                    and ana.phase is not Phase.DEAL, timeout=WAIT_MS)
    option = ana.undo_option()
    assert not option.possible and "friend" in option.reason
    with qtbot.waitSignal(ana.hint_failed, timeout=WAIT_MS) as told:
        ana.request_hint(ana.view())
    assert "friend" in told.args[0]


def test_the_friend_leaving_ends_the_match_with_a_sentence(
        qtbot: QtBot, two: tuple[MatchSession, MatchSession]) -> None:
    ana, bruno = two
    play_out(qtbot, ana, bruno, hands=1)
    assert ana.friend is not None and bruno.friend is not None
    with qtbot.waitSignal(ana.friend.ended, timeout=WAIT_MS) as ended:
        bruno.new_game()  # Bruno leaves for a game against the computer
    assert "left" in ended.args[0]
    assert bruno.friend is None and not bruno.controller.is_shared
    assert bruno.phase is not Phase.CUT  # Bruno's new match against the computer is dealt


def test_a_false_move_stops_the_match_with_a_sentence(
        qtbot: QtBot, two: tuple[MatchSession, MatchSession]) -> None:
    ana, bruno = two
    qtbot.waitUntil(lambda: all(s.friend is not None and s.friend.play.actions
                                and isinstance(s.friend.play.actions[-1], Deal) for s in two),
                    timeout=WAIT_MS)
    assert ana.friend is not None and bruno.friend is not None
    assert bruno.friend.link is not None
    with qtbot.waitSignal(ana.friend.ended, timeout=WAIT_MS) as ended:
        # Bruno's program claims a move with a card it never showed
        knock = {"type": "knock", "card": "Kc", "melds": None}
        bruno.friend.link.send({"kind": "move", "action": knock, "masks": {}})
    assert ended.args[0]
    assert ana.friend.is_over


def test_the_table_labels_the_friend_by_name(
        qtbot: QtBot, two: tuple[MatchSession, MatchSession]) -> None:
    ana, bruno = two
    assert ana.friend_name == "Bruno" and bruno.friend_name == "Ana"
    assert "Bruno" in friend_label(ana.friend_name, thinking=True)


def _drop(session: MatchSession) -> None:
    """The connection drops under ``session`` (its socket torn down, nothing said)."""
    assert session.friend is not None and session.friend.link is not None
    session.friend.link._socket.abort()  # a network failure, not a leave


@pytest.fixture
def quick_retry(monkeypatch: pytest.MonkeyPatch) -> None:
    import ginrummy_desktop.app.match.friend_match as friend_match

    monkeypatch.setattr(friend_match, "RETRY_MS", 50)


def test_a_dropped_connection_pauses_then_the_match_goes_on_exactly(
        qtbot: QtBot, quick_retry: None, two: tuple[MatchSession, MatchSession]) -> None:
    ana, bruno = two
    rules = RuleSet.preset("standard")
    assert ana.friend is not None and bruno.friend is not None
    play_out(qtbot, ana, bruno, hands=1)
    with qtbot.waitSignals([ana.friend.paused, bruno.friend.paused], timeout=WAIT_MS):
        _drop(bruno)
    assert ana.friend.is_paused and bruno.friend.is_paused
    with qtbot.waitSignals([ana.friend.resumed, bruno.friend.resumed], timeout=WAIT_MS):
        pass
    play_out(qtbot, ana, bruno, hands=2)
    # dropped again right after a move, before it could be written: it is sent again
    with qtbot.waitSignals([ana.friend.resumed, bruno.friend.resumed], timeout=WAIT_MS):
        for _ in range(200):
            if step(ana, make_player(Level.EASY, 3, rules)):
                break
            qtbot.wait(1)
        _drop(ana)
    play_out(qtbot, ana, bruno)
    qtbot.waitUntil(lambda: ana.friend is not None and ana.friend.is_over
                    and bruno.friend is not None and bruno.friend.is_over, timeout=WAIT_MS)
    a, b = ana.controller.game, bruno.controller.game
    assert a.phase is b.phase is Phase.GAME_OVER
    assert a.sheet.totals == tuple(reversed(b.sheet.totals))
    assert [x for x in a.history if not isinstance(x, Cut)] == \
        [x for x in b.history if not isinstance(x, Cut)]


def test_a_stranger_cannot_take_the_friends_place(
        qtbot: QtBot, two: tuple[MatchSession, MatchSession]) -> None:
    ana, bruno = two
    assert ana.friend is not None and bruno.friend is not None
    assert ana.friend.link is not None and bruno.friend.link is not None
    port = ana.friend.link.port
    with qtbot.waitSignal(ana.friend.paused, timeout=WAIT_MS):
        bruno.friend.link.blockSignals(True)  # Bruno's program is gone: it never notices
        _drop(bruno)
    stranger = FriendLink.to(LOOPBACK, port, "Mallory")
    qtbot.waitUntil(lambda: stranger.is_ready, timeout=WAIT_MS)
    stranger.send({"kind": "resume", "match": "0" * 16, "received": 0, "proof": "0" * 64})
    qtbot.waitUntil(lambda: not stranger.is_ready, timeout=WAIT_MS)
    assert ana.friend.is_paused and not ana.friend.is_over
    stranger.deleteLater()


def _kill(session: MatchSession) -> None:
    """``session``'s program dies: its connection drops unnoticed by it, and it neither writes
    nor removes anything more (what SIGKILL leaves: the file as last written)."""
    match = session.friend
    assert match is not None and match.link is not None
    match.journal, match.kept = None, True
    match.link.blockSignals(True)
    _drop(session)
    session.friends.match = None


def test_a_program_killed_mid_hand_goes_on_after_its_restart(
        qtbot: QtBot, quick_retry: None, two: tuple[MatchSession, MatchSession],
        tmp_path: Path) -> None:
    ana, bruno = two
    rules = RuleSet.preset("standard")
    again: MatchSession | None = None
    try:
        play_out(qtbot, ana, bruno, hands=1)
        for _ in range(7):  # into the second hand
            step(bruno, make_player(Level.EASY, 4, rules)) or step(
                ana, make_player(Level.EASY, 5, rules))
            qtbot.wait(5)
        played = len(bruno.controller.game.history)
        assert ana.friend is not None
        with qtbot.waitSignal(ana.friend.paused, timeout=WAIT_MS):
            _kill(bruno)
        again = session_in(tmp_path, "bruno")  # the same data folder: Bruno's program restarted
        save = again.friends.saved()
        assert save is not None and save.friend == "Ana" and not save.host
        with qtbot.waitSignal(ana.friend.resumed, timeout=WAIT_MS):
            assert again.go_on_with_a_friend(save)
        assert again.friend is not None and again.controller.is_shared
        assert len(again.controller.game.history) == played  # exactly where it was
        play_out(qtbot, ana, again)
        qtbot.waitUntil(lambda: ana.friend is not None and ana.friend.is_over
                        and again is not None and again.friend is not None
                        and again.friend.is_over, timeout=WAIT_MS)
        a, b = ana.controller.game, again.controller.game
        assert a.phase is b.phase is Phase.GAME_OVER
        assert a.sheet.totals == tuple(reversed(b.sheet.totals))
        assert again.friends.saved() is None  # the finished match's file is gone
    finally:
        if again is not None:
            again.close()


def test_a_damaged_friends_file_is_moved_aside_and_told(qtbot: QtBot, tmp_path: Path) -> None:
    session = session_in(tmp_path, "ana")
    try:
        path = tmp_path / "ana" / "friend-match.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text('{"format": "ginrummy-desktop/friend-match", "version": 1, "rules": 5}')
        with qtbot.waitSignal(session.message, timeout=WAIT_MS) as told:
            assert session.friends.saved() is None
        assert "moved aside" in told.args[0] and not path.exists()
    finally:
        session.close()


def test_a_friend_holding_back_its_keys_forfeits(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        two: tuple[MatchSession, MatchSession]) -> None:
    """Bruno's program takes in everything but never reveals its keys after the cut: Ana's
    ends the match, the friend forfeiting, once the stated time is up."""
    import ginrummy_desktop.app.match.friend_match as friend_match

    monkeypatch.setattr(friend_match, "REVEAL_S", 1)
    ana, bruno = two  # the match just started: no message taken in yet
    assert ana.friend is not None and bruno.friend is not None
    bruno_link = bruno.friend.link
    assert bruno_link is not None
    real_send = bruno_link.send
    silent: list[bool] = []

    def holding_back(message: dict[str, object]) -> None:
        if message.get("kind") == "secrets":
            silent.append(True)  # from its keys on, Bruno's program says nothing more
        if not silent:
            real_send(message)

    monkeypatch.setattr(bruno_link, "send", holding_back)
    with qtbot.waitSignal(ana.friend.ended, timeout=WAIT_MS) as ended:
        pass
    assert ana.friend.forfeited, ended.args[0]
    assert "Bruno" in ended.args[0]
    assert ana.friends.saved() is None  # a forfeited match is over: nothing kept


def test_a_forfeit_after_a_hand_is_recorded_as_won_by_forfeit(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        two: tuple[MatchSession, MatchSession]) -> None:
    """Bruno's program goes silent when the second hand ends, its keys held back: Ana's
    statistics keep the match as won, and its document says the guest forfeited."""
    import ginrummy_desktop.app.match.friend_match as friend_match
    from ginrummy_desktop.friend.record import parsed, read_document
    from ginrummy_desktop.friend.shuffle import Role

    monkeypatch.setattr(friend_match, "REVEAL_S", 1)
    ana, bruno = two
    assert ana.friend is not None and bruno.friend is not None
    bruno_link = bruno.friend.link
    assert bruno_link is not None
    play_out(qtbot, ana, bruno, hands=1)
    real_send, silent = bruno_link.send, []

    def holding_back(message: dict[str, object]) -> None:
        protocol = bruno.friend.play.game() if bruno.friend is not None else None
        if message.get("kind") == "secrets" and protocol and len(protocol.results) >= 2:
            silent.append(True)
        if not silent:
            real_send(message)

    monkeypatch.setattr(bruno_link, "send", holding_back)
    with qtbot.waitSignal(ana.friend.ended, timeout=WAIT_MS * 3):
        play_out(qtbot, ana, bruno, hands=2)
    assert ana.friend.forfeited
    qtbot.waitUntil(lambda: any(m.result.value == "won" for m in ana.stats.db.matches()),
                    timeout=WAIT_MS)
    (row,) = ana.stats.db.matches()
    assert row.friend == "Bruno" and row.ended_at is not None
    text = ana.stats.db.match_record(row.match_id)
    assert read_document(parsed(text)).forfeit is Role.GUEST


def test_the_table_takes_no_move_while_its_draw_waits_for_the_friends_card(
        qtbot: QtBot, two: tuple[MatchSession, MatchSession]) -> None:
    ana, bruno = two
    players = (make_player(Level.EASY, 1, RuleSet.preset("standard")),
               make_player(Level.EASY, 2, RuleSet.preset("standard")))

    def anas_draw() -> bool:
        if ana.is_settled and ana.controller.game.actor == Seat.USER and \
                ana.phase is Phase.DRAW:
            return True
        step(ana, players[0]) or step(bruno, players[1])
        return False

    qtbot.waitUntil(anas_draw, timeout=WAIT_MS)
    with qtbot.waitSignal(ana.animating, timeout=WAIT_MS):
        assert ana.play(DrawStock())
    assert not ana.is_settled and not ana.play(DrawStock())  # held: the card is not known
    qtbot.waitUntil(lambda: ana.is_settled, timeout=WAIT_MS)
    assert ana.phase is Phase.DISCARD and len(ana.view().hand) == 11
