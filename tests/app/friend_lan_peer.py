"""One program of a friend's match on a local network, alone in its process: it hosts and shows
its game by mDNS, or looks for games by mDNS and joins the first one found; then its player
plays the whole match by autopilot.

Run by ``tests/app/test_friend_netns.py``, each program in a network namespace of its own, as::

    python tests/app/friend_lan_peer.py host|guest --name NAME --data FOLDER --out FILE [--seed N]

The host listens on every address (a free port) and shows its game with ``LocalGames`` on every
interface that can multicast, as the program does; it stops showing it once the friend is in.
The guest is told nothing of where the host is: it browses with ``LocalGames`` and joins the
first game found, at the address and port mDNS gave. Both then play the Standard match (the
preset both agreed beforehand, as in ``friend_peer.py``) with an Easy player through the session
as a person plays through the table.

Writes to ``FILE`` as JSON: ``status`` (0 once the match is over; 2 on a time-out; 3 when
discovery failed; 4 when the link failed), ``reason`` (what failed), the match's ``actions`` as
its record writes them, ``totals``, ``log`` (each match message in and out, as
``friend_peer.timed`` notes it), the host's ``port``, the guest's ``found`` game (name, address,
port), and ``moments`` (``time.monotonic()``, one clock for every process and namespace of the
machine): ``looking`` (advertise or browse called), ``found`` (the guest's first game),
``ready`` (both greetings in: the match starts) and ``over``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from friend_peer import step, timed
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.app.seats.friend_discovery import FoundGame, LocalGames
from ginrummy_desktop.app.seats.friend_link import FriendHost, FriendLink
from ginrummy_desktop.app.session import MatchSession
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.engine import RuleSet
from ginrummy_desktop.engine.record import action_to_json

LIMIT_S = 20
"""The longest a program runs (the test waits a little longer, then kills it)."""
LINGER_MS = 5_000
"""The longest the host stays once its match is over, until the guest has left: the guest's
table may still be catching up on the last messages, and a host gone meanwhile would end its
match early."""


class LanPeer:
    """One program: its session and player, its discovery, its link once there is one, and
    the result it writes."""

    def __init__(self, app: QApplication, args: argparse.Namespace) -> None:
        self.app = app
        self.hosting = args.role == "host"
        self.name: str = args.name
        store = SettingsStore(QSettings(str(args.data / "s.ini"), QSettings.Format.IniFormat))
        self.session = MatchSession(store, AppPaths.under(args.data), seed=args.seed)
        self.rules = RuleSet.preset("standard")
        self.player = make_player(Level.EASY, args.seed, self.rules)
        self.games = LocalGames()  # every interface that can multicast, as the program does
        self.games.failed.connect(lambda sentence: self.end(3, sentence))
        self.server: FriendHost | None = None
        self.link: FriendLink | None = None
        self.log: list[tuple[str, float, str]] = []
        self.moments: dict[str, float] = {}
        self.result: dict[str, Any] = {"status": 2, "reason": "time-out"}

    def host(self) -> None:
        """Listen for one friend on every address and show the game on the local network."""
        self.server = FriendHost(self.name)
        if not self.server.listen():
            self.end(4, "cannot listen")
            return
        self.server.linked.connect(self.hosted)
        self.result["port"] = self.server.port
        self.moments["looking"] = time.monotonic()
        self.games.advertise(self.name, self.server.port)

    def hosted(self, link: FriendLink) -> None:
        """The friend is in: the game is no longer shown."""
        self.games.stop()
        self.take(link)

    def guest(self) -> None:
        """Look for games on the local network."""
        self.games.found.connect(self.found)
        self.moments["looking"] = time.monotonic()
        self.games.browse()

    def found(self, game: FoundGame) -> None:
        """Join the first game found, where mDNS says it is."""
        if self.link is not None:
            return
        self.moments["found"] = time.monotonic()
        self.result["found"] = {"name": game.name, "address": game.address, "port": game.port}
        self.games.stop()
        self.take(FriendLink.to(game.address, game.port, self.name))

    def take(self, link: FriendLink) -> None:
        """The link to the friend: the match starts in the same turn of the event loop as
        the link is ready (the friend's program starts at once too)."""
        self.link = link
        link.ready.connect(self.start)
        link.failed.connect(lambda sentence: self.end(4, sentence))

    def start(self) -> None:
        assert self.link is not None
        self.moments["ready"] = time.monotonic()
        self.session.play_a_friend(self.link, self.rules, host=self.hosting)
        timed(self.session, self.log)

    def tick(self) -> None:
        """Play this side's moves; once the match is over, note it and leave (the host once
        the guest has left, or after :data:`LINGER_MS`)."""
        match = self.session.friend
        if "over" in self.moments:
            if self.link is None or not self.link.is_ready:
                self.app.quit()
        elif match is not None and match.is_over and \
                len(self.session.controller.game.history) == len(match.play.actions):
            self.over()
        elif match is not None:
            step(self.session, self.player)

    def over(self) -> None:
        """Note the match as it ended (the table caught up with the last message)."""
        game = self.session.controller.game
        self.moments["over"] = time.monotonic()
        self.result.update(status=0, reason="", totals=list(game.sheet.totals),
                           actions=[action_to_json(action) for action in game.history])
        if self.hosting:
            QTimer.singleShot(LINGER_MS, self.app.quit)
        else:
            self.app.quit()

    def end(self, status: int, reason: str) -> None:
        """Stop on a failure (unless the match is already over)."""
        if "over" not in self.moments:
            self.result.update(status=status, reason=reason)
            self.app.quit()

    def waited_for(self) -> str:
        """What had not come when time ran out."""
        if self.link is None:
            return "no friend joined" if self.hosting else "no game found by mDNS"
        if "ready" not in self.moments:
            return "the link was not ready"
        return "the match was not over"

    def close(self, out: Path) -> int:
        """Write the result to ``out``, leave the match, stop discovery; the exit status."""
        if self.result["status"] == 2:
            self.result["reason"] = f"time-out after {LIMIT_S} s: {self.waited_for()}"
        self.result.update(moments=self.moments, log=self.log)
        out.write_text(json.dumps(self.result))
        self.games.stop()
        self.session.close()
        return int(self.result["status"])


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    parser.add_argument("role", choices=("host", "guest"))
    parser.add_argument("--name", required=True)
    parser.add_argument("--data", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=1)
    return parser.parse_args()


def main() -> int:
    args = arguments()
    app = QApplication([])
    peer = LanPeer(app, args)
    QTimer.singleShot(0, peer.host if peer.hosting else peer.guest)
    timer = QTimer()
    timer.timeout.connect(peer.tick)
    timer.start(1)
    QTimer.singleShot(LIMIT_S * 1000, app.quit)
    app.exec()
    timer.stop()
    return peer.close(args.out)


if __name__ == "__main__":
    sys.exit(main())
