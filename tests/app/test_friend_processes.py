"""Two programs in two processes play a whole match over loopback: this test's session hosts,
``friend_peer.py`` joins from a process of its own; both end with the same match, mirrored."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from friend_pair import step
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.app.seats.friend_link import FriendHost
from ginrummy_desktop.app.session import MatchSession
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.engine import Cut, Phase, RuleSet
from ginrummy_desktop.engine.record import action_from_json

PEER = Path(__file__).with_name("friend_peer.py")
WAIT_MS = 60_000


def test_two_processes_play_a_whole_match(qtbot: QtBot, tmp_path: Path) -> None:
    store = SettingsStore(QSettings(str(tmp_path / "ana.ini"), QSettings.Format.IniFormat))
    ana = MatchSession(store, AppPaths.under(tmp_path / "ana"), seed=1)
    host = FriendHost("Ana")
    assert host.listen("127.0.0.1")
    out = tmp_path / "bruno.json"
    peer = subprocess.Popen([sys.executable, str(PEER), "--join", str(host.port), "--data",
                             str(tmp_path / "bruno"), "--out", str(out)])
    rules = RuleSet.preset("standard")
    # the friend's program starts the match as soon as the link is up: this one must take
    # the link over in the same turn of the event loop (the dialog's agreement does the same)
    host.linked.connect(lambda link: link.ready.connect(
        lambda: ana.play_a_friend(link, rules, host=True)))
    try:
        qtbot.waitUntil(lambda: ana.friend is not None, timeout=WAIT_MS)
        player = make_player(Level.MEDIUM, 1, rules)

        def over() -> bool:
            step(ana, player)
            return ana.friend is not None and ana.friend.is_over and \
                len(ana.controller.game.history) == len(ana.friend.play.actions)

        qtbot.waitUntil(over, timeout=WAIT_MS)
        assert peer.wait(timeout=WAIT_MS / 1000) == 0
        theirs = json.loads(out.read_text())
        game = ana.controller.game
        assert game.phase is Phase.GAME_OVER
        assert tuple(theirs["totals"]) == tuple(reversed(game.sheet.totals))
        actions = [action_from_json(a) for a in theirs["actions"]]
        assert len(actions) == len(game.history)
        assert [a for a in actions if not isinstance(a, Cut)] == \
            [a for a in game.history if not isinstance(a, Cut)]
    finally:
        if peer.poll() is None:
            peer.kill()
            peer.wait()
        ana.close()
        host.deleteLater()


def test_a_program_killed_mid_match_goes_on_after_its_restart(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    """The friend's program is killed (SIGKILL) in the middle of its second hand and started
    again on the same data folder: it goes on with the match kept there, finds this one again,
    and the match ends the same on both sides."""
    store = SettingsStore(QSettings(str(tmp_path / "ana.ini"), QSettings.Format.IniFormat))
    ana = MatchSession(store, AppPaths.under(tmp_path / "ana"), seed=1)
    host = FriendHost("Ana")
    assert host.listen("127.0.0.1")
    out = tmp_path / "bruno.json"
    command = [sys.executable, str(PEER), "--data", str(tmp_path / "bruno"), "--out", str(out)]
    peer = subprocess.Popen([*command, "--join", str(host.port)])
    rules = RuleSet.preset("standard")
    host.linked.connect(lambda link: link.ready.connect(
        lambda: ana.play_a_friend(link, rules, host=True)))
    player = make_player(Level.MEDIUM, 1, rules)
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
        again = subprocess.Popen([*command, "--go-on"])

        def over() -> bool:
            step(ana, player)
            return ana.friend is not None and ana.friend.is_over and \
                len(ana.controller.game.history) == len(ana.friend.play.actions)

        qtbot.waitUntil(over, timeout=WAIT_MS)
        assert again.wait(timeout=WAIT_MS / 1000) == 0
        theirs = json.loads(out.read_text())
        game = ana.controller.game
        assert game.phase is Phase.GAME_OVER
        assert tuple(theirs["totals"]) == tuple(reversed(game.sheet.totals))
        actions = [action_from_json(a) for a in theirs["actions"]]
        assert [a for a in actions if not isinstance(a, Cut)] == \
            [a for a in game.history if not isinstance(a, Cut)]
    finally:
        for process in (peer, again):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()
        ana.close()
        host.deleteLater()
