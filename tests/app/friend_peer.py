"""One program of a friend's match, alone in its process: a session, its player by autopilot.

Run by ``tests/app/test_friend_processes.py`` and ``benchmarks/friend_timing.py``, as::

    python tests/app/friend_peer.py --join PORT --data FOLDER --out FILE [--seed N]
    python tests/app/friend_peer.py --go-on --data FOLDER --out FILE


It joins the host listening on the loopback ``PORT`` under the name "Bruno", plays the whole
match (the Standard preset both agreed beforehand: the dialog's agreement is tested on its own)
with an Easy player through the session as a person plays through the table (``--go-on``: the
match kept in ``FOLDER`` by a program of the same folder that was killed, found again as the
program offers at its start), and writes to
``FILE`` what the other process checks: the match's actions as its record writes them, the
score, and when each match message came in and went out (``time.monotonic()``, the same clock
in every process of the machine). Exit status 0 once the match is over; 2 on a time-out.
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

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.app.seats.friend_link import FriendLink
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.session import MatchSession
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.engine import Phase, RuleSet
from ginrummy_desktop.engine.record import action_to_json

LIMIT_S = 120


def timed(session: MatchSession, log: list[tuple[str, float, str]]) -> None:
    """Note the moment each match message goes out or comes in."""
    match = session.friend
    assert match is not None and match.link is not None
    link = match.link
    send = link.send

    def sending(message: dict[str, Any]) -> None:
        log.append(("out", time.monotonic(), str(message.get("kind"))))
        send(message)

    link.send = sending  # type: ignore[method-assign]
    link.received.connect(lambda m: log.append(("in", time.monotonic(), str(m.get("kind")))))


def step(session: MatchSession, player: Any) -> None:
    """The user moves if the table waits for them (as ``test_friend_match._step``)."""
    if not session.is_settled or session.actor != Seat.USER:
        return
    if session.phase is Phase.HAND_OVER:
        session.next_hand()
    elif session.phase is not Phase.GAME_OVER and session.controller.game.actor == Seat.USER:
        session.play(player.choose(session.view()))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--join", type=int, default=0)
    parser.add_argument("--go-on", action="store_true")
    parser.add_argument("--data", type=Path, required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--limit", type=int, default=LIMIT_S, help="give up after (s)")
    args = parser.parse_args()
    app = QApplication([])
    store = SettingsStore(QSettings(str(args.data / "s.ini"), QSettings.Format.IniFormat))
    session = MatchSession(store, AppPaths.under(args.data), seed=args.seed)
    rules = RuleSet.preset("standard")
    player = make_player(Level.EASY, args.seed, rules)
    log: list[tuple[str, float, str]] = []
    result: dict[str, object] = {"status": 2}
    if args.go_on:
        save = session.friends.saved()
        if save is None or not session.go_on_with_a_friend(save):
            return 3
    else:
        link = FriendLink.to("127.0.0.1", args.join, "Bruno")

        def linked() -> None:
            session.play_a_friend(link, rules, host=False)
            timed(session, log)

        link.ready.connect(linked)

    def tick() -> None:
        match = session.friend
        game = session.controller.game if session.controller.has_game else None
        if match is not None and match.is_over and game is not None and \
                len(game.history) == len(match.play.actions):  # the table caught up
            result.update(status=0, actions=[action_to_json(a) for a in game.history],
                          totals=list(game.sheet.totals), log=log)
            app.quit()
        elif match is not None:
            step(session, player)

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(1)
    QTimer.singleShot(args.limit * 1000, app.quit)
    app.exec()
    args.out.write_text(json.dumps(result))
    session.close()
    return 0 if result["status"] == 0 else 2


if __name__ == "__main__":
    sys.exit(main())
