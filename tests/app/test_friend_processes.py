"""Two programs in two processes play a whole match over loopback: this test's session hosts,
``friend_peer.py`` joins from a process of its own; both end with the same match, mirrored."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from friend_pair import session_in, step
from pytestqt.qtbot import QtBot

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.app.seats.friend_link import FriendHost
from ginrummy_desktop.app.session import MatchSession
from ginrummy_desktop.engine import Action, Cut, Phase, RuleSet
from ginrummy_desktop.engine.record import action_from_json

PEER = Path(__file__).with_name("friend_peer.py")
WAIT_MS = 60_000
RULES = RuleSet.preset("standard")


@pytest.fixture
def hosting(tmp_path: Path) -> Iterator[tuple[MatchSession, FriendHost]]:
    """Ana's session hosting on loopback: the friend's match takes her table as soon as a
    friend's program is linked (in the same turn of the event loop, as the dialog's agreement
    hands the link over: the friend's program starts the match at once)."""
    ana = session_in(tmp_path, "ana")
    host = FriendHost("Ana")
    assert host.listen("127.0.0.1")
    host.linked.connect(lambda link: link.ready.connect(
        lambda: ana.play_a_friend(link, RULES, host=True)))
    try:
        yield ana, host
    finally:
        ana.close()
        host.deleteLater()


def _peer(tmp_path: Path, *how: str) -> subprocess.Popen[bytes]:
    """The friend's program, in a process of its own, on its data folder."""
    return subprocess.Popen([sys.executable, str(PEER), "--data", str(tmp_path / "bruno"),
                             "--out", str(tmp_path / "bruno.json"), *how])


def _play_to_the_end(qtbot: QtBot, ana: MatchSession, player: Player) -> None:
    """Ana plays until her friend's match is over and her table has caught up."""
    def over() -> bool:
        step(ana, player)
        return ana.friend is not None and ana.friend.is_over and \
            len(ana.controller.game.history) == len(ana.friend.play.actions)

    qtbot.waitUntil(over, timeout=WAIT_MS)


def _theirs(tmp_path: Path, ana: MatchSession) -> list[Action]:
    """The friend's program's match, checked against Ana's: over, the score mirrored; its
    actions."""
    theirs = json.loads((tmp_path / "bruno.json").read_text())
    game = ana.controller.game
    assert game.phase is Phase.GAME_OVER
    assert tuple(theirs["totals"]) == tuple(reversed(game.sheet.totals))
    return [action_from_json(a) for a in theirs["actions"]]


def _without_cut(actions: tuple[Action, ...] | list[Action]) -> list[Action]:
    return [a for a in actions if not isinstance(a, Cut)]


def _stopped(*processes: subprocess.Popen[bytes] | None) -> None:
    for process in processes:
        if process is not None and process.poll() is None:
            process.kill()
            process.wait()


def test_two_processes_play_a_whole_match(
        qtbot: QtBot, tmp_path: Path, hosting: tuple[MatchSession, FriendHost]) -> None:
    ana, host = hosting
    peer = _peer(tmp_path, "--join", str(host.port))
    try:
        qtbot.waitUntil(lambda: ana.friend is not None, timeout=WAIT_MS)
        _play_to_the_end(qtbot, ana, make_player(Level.MEDIUM, 1, RULES))
        assert peer.wait(timeout=WAIT_MS / 1000) == 0
        actions = _theirs(tmp_path, ana)
        assert len(actions) == len(ana.controller.game.history)
        assert _without_cut(actions) == _without_cut(ana.controller.game.history)
    finally:
        _stopped(peer)


def test_a_program_killed_mid_match_goes_on_after_its_restart(
        qtbot: QtBot, tmp_path: Path, hosting: tuple[MatchSession, FriendHost]) -> None:
    """The friend's program is killed (SIGKILL) in the middle of its second hand and started
    again on the same data folder: it goes on with the match kept there, finds this one again,
    and the match ends the same on both sides."""
    ana, host = hosting
    peer = _peer(tmp_path, "--join", str(host.port))
    player = make_player(Level.MEDIUM, 1, RULES)
    again: subprocess.Popen[bytes] | None = None
    try:
        qtbot.waitUntil(lambda: ana.friend is not None, timeout=WAIT_MS)
        assert ana.friend is not None
        paused = ana.friend.paused

        def second_hand() -> bool:
            step(ana, player)
            return len(ana.controller.game.results) >= 1 and ana.phase is Phase.DRAW

        qtbot.waitUntil(second_hand, timeout=WAIT_MS)
        with qtbot.waitSignal(paused, timeout=WAIT_MS):
            peer.kill()  # SIGKILL: no goodbye, nothing more written
        assert peer.wait(timeout=10) != 0
        again = _peer(tmp_path, "--go-on")
        _play_to_the_end(qtbot, ana, player)
        assert again.wait(timeout=WAIT_MS / 1000) == 0
        assert _without_cut(_theirs(tmp_path, ana)) == \
            _without_cut(ana.controller.game.history)
    finally:
        _stopped(peer, again)
