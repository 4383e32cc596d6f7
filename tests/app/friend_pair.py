"""Two programs' sessions linked over loopback, and their players by autopilot: what the tests
of a friend's match share (``test_friend_match.py``, ``test_friend_records.py``,
``test_friend_words.py``, ``test_friend_processes.py``)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.app.seats.friend_link import FriendHost, FriendLink
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.session import MatchSession
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.engine import Phase, RuleSet

WAIT_MS = 10_000
LOOPBACK = "127.0.0.1"


def session_in(tmp_path: Path, name: str) -> MatchSession:
    """A program's session with its own settings and data folder under ``tmp_path``."""
    store = SettingsStore(QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat))
    return MatchSession(store, AppPaths.under(tmp_path / name), seed=5)


def linked_pair(qtbot: QtBot) -> tuple[FriendHost, FriendLink, FriendLink]:
    """Ana hosting, Bruno joined: the host, Ana's link and Bruno's, both ready."""
    host = FriendHost("Ana")
    assert host.listen(LOOPBACK)
    with qtbot.waitSignal(host.linked, timeout=WAIT_MS) as linked:
        guest = FriendLink.to(LOOPBACK, host.port, "Bruno")
    hosts_link = linked.args[0]
    qtbot.waitUntil(lambda: hosts_link.is_ready and guest.is_ready, timeout=WAIT_MS)
    return host, hosts_link, guest


@contextlib.contextmanager
def friends_playing(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MatchSession, MatchSession]]:
    """Ana hosting and Bruno joined, each in a session of their own, their friend's match
    under the Standard rules just started (no event taken in yet); both closed afterwards."""
    ana, bruno = session_in(tmp_path, "ana"), session_in(tmp_path, "bruno")
    server, ana_link, bruno_link = linked_pair(qtbot)
    rules = RuleSet.preset("standard")
    ana.play_a_friend(ana_link, rules, host=True)
    bruno.play_a_friend(bruno_link, rules, host=False)
    try:
        yield ana, bruno
    finally:
        ana.close()
        bruno.close()
        server.deleteLater()


def step(session: MatchSession, player: Player) -> bool:
    """The user of ``session`` moves if the table waits for them; whether they did."""
    if not session.is_settled or session.actor != Seat.USER or (session.controller.is_shared \
            and session.controller.game.actor is None and session.phase is not Phase.HAND_OVER):
        return False
    phase = session.phase
    if phase is Phase.GAME_OVER:
        return False
    before = len(session.controller.game.history)
    if phase is Phase.HAND_OVER:
        session.next_hand()
    else:
        assert session.play(player.choose(session.view()))
    return len(session.controller.game.history) > before


def play_out(qtbot: QtBot, ana: MatchSession, bruno: MatchSession, hands: int = 99) -> None:
    """Both play until the match is over (or ``hands`` hands are), Medium against Easy."""
    players = (make_player(Level.MEDIUM, 1, ana.controller.game.rules),
               make_player(Level.EASY, 2, bruno.controller.game.rules))
    for _ in range(5_000):
        if all(s.phase is Phase.GAME_OVER for s in (ana, bruno)):
            return
        if min(len(s.controller.game.results) for s in (ana, bruno)) >= hands:
            return
        moved = step(ana, players[0]) | step(bruno, players[1])
        if not moved:
            qtbot.wait(1)
    raise AssertionError(f"the match did not end: {ana.phase} {bruno.phase}")
