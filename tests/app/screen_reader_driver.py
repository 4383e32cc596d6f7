"""Play one hand of the real program through AT-SPI alone, as a screen reader's user would.

Run inside a private session bus (``dbus-run-session -- python screen_reader_driver.py DIR``):
it starts Xvfb, then the game (``python -m ginrummy_desktop``) on it with Qt's AT-SPI bridge
on (``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``) and its settings and data under ``DIR``, then
finds the game on the accessibility bus and plays: it reads the table's status line, presses
the panel's buttons and calls the stock's and the cards' actions, each found by its name,
until the hand is over; then it deals the next hand. Children are walked with
``GetChildAtIndex`` (``GetChildren`` has been seen to miss some). It prints what it heard and
did, one line each, and ``PLAYED <result>`` at the end; it exits 0 only when the hand was
played to its end.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from jeepney import DBusAddress, Properties, new_method_call  # type: ignore[import-untyped]
from jeepney.io.blocking import (  # type: ignore[import-untyped]
    DBusConnection,
    open_dbus_connection,
)

ROOT = Path(__file__).resolve().parents[2]
ACCESSIBLE = "org.a11y.atspi.Accessible"
ACTION = "org.a11y.atspi.Action"
RANKS = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "jack", "queen", "king")
DEADLINE_S = 240


@dataclass(frozen=True)
class Node:
    """One object on the accessibility bus."""

    bus: DBusConnection
    name: str
    path: str

    def _call(self, interface: str, method: str, signature: str | None = None,
              body: tuple[object, ...] = ()) -> tuple[object, ...]:
        address = DBusAddress(self.path, bus_name=self.name, interface=interface)
        reply = self.bus.send_and_get_reply(new_method_call(address, method, signature, body),
                                            timeout=10)
        return tuple(reply.body)

    def _property(self, interface: str, name: str) -> object:
        address = DBusAddress(self.path, bus_name=self.name, interface=interface)
        reply = self.bus.send_and_get_reply(Properties(address).get(name), timeout=10)
        return reply.body[0][1]

    @property
    def label(self) -> str:
        return str(self._property(ACCESSIBLE, "Name"))

    @property
    def description(self) -> str:
        return str(self._property(ACCESSIBLE, "Description"))

    @property
    def role(self) -> str:
        return str(self._call(ACCESSIBLE, "GetRoleName")[0])

    def children(self) -> list[Node]:
        count = int(self._property(ACCESSIBLE, "ChildCount"))  # type: ignore[call-overload]
        found = []
        for index in range(count):
            reference = self._call(ACCESSIBLE, "GetChildAtIndex", "i", (index,))[0]
            assert isinstance(reference, tuple)
            found.append(Node(self.bus, str(reference[0]), str(reference[1])))
        return found

    def actions(self) -> list[str]:
        if ACTION not in self._call(ACCESSIBLE, "GetInterfaces")[0]:  # type: ignore[operator]
            return []
        count = int(self._property(ACTION, "NActions"))  # type: ignore[call-overload]
        return [str(self._call(ACTION, "GetName", "i", (i,))[0]) for i in range(count)]

    def act(self, action: str) -> None:
        names = self.actions()
        assert action in names, (self.label, action, names)
        say(f"do {action!r} on {self.label!r}")
        self._call(ACTION, "DoAction", "i", (names.index(action),))

    def find(self, role: str, label: str, depth: int = 0) -> Node | None:
        """The first node of ``role`` whose name is ``label`` (or starts with it + ",")."""
        me = self.label
        if self.role == role and (me == label or me.startswith(label + ",")):
            return self
        if depth > 14:
            return None
        for child in self.children():
            found = child.find(role, label, depth + 1)
            if found is not None:
                return found
        return None


def say(line: str) -> None:
    print(line, flush=True)


def accessibility_bus() -> DBusConnection:
    session = open_dbus_connection(bus="SESSION")
    try:
        bus = DBusAddress("/org/a11y/bus", bus_name="org.a11y.Bus", interface="org.a11y.Bus")
        address = session.send_and_get_reply(new_method_call(bus, "GetAddress"), timeout=10)
        return open_dbus_connection(bus=str(address.body[0]))
    finally:
        session.close()


def start_x() -> tuple[subprocess.Popen[bytes], str]:
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24",
                             "-nolisten", "tcp"], pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        display = pipe.readline().strip()
    return xvfb, f":{display}"


def write_settings(home: Path) -> None:
    """Beginner, no animations: the hand goes quickly."""
    from PySide6.QtCore import QSettings

    from ginrummy_desktop.app.settings.file import APPLICATION, ORGANIZATION
    from ginrummy_desktop.app.settings.store import SettingsStore
    from ginrummy_desktop.app.settings.values import AnimationSpeed, Settings

    path = home / "config" / ORGANIZATION / f"{APPLICATION}.conf"
    path.parent.mkdir(parents=True, exist_ok=True)
    store = SettingsStore(QSettings(str(path), QSettings.Format.IniFormat))
    store.save(Settings(difficulty=1, animation_speed=AnimationSpeed.OFF))


def start_game(home: Path, display: str) -> subprocess.Popen[bytes]:
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", HOME=str(home),
               QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
               PYTHONPATH=str(ROOT))
    log = (home / "game.log").open("wb")
    return subprocess.Popen([sys.executable, "-m", "ginrummy_desktop"], env=env, stdout=log,
                            stderr=subprocess.STDOUT)


def find_table(bus: DBusConnection) -> Node:
    registry = Node(bus, "org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root")
    until = time.monotonic() + 60
    while time.monotonic() < until:
        for app in registry.children():
            try:
                table = app.find("filler", "Card table")
            except Exception:  # the application is still registering
                table = None
            if table is not None and len(table.children()) >= 8:
                return table
        time.sleep(0.25)
    raise SystemExit("the game's table never appeared on the accessibility bus")


def places(table: Node) -> dict[str, Node]:
    nodes = table.children()
    keys = ("status", "hand", "stock", "pile", "knock", "computer", "my_melds", "their_melds")
    return dict(zip(keys, nodes, strict=True))


def deadwood_card(hand: Node) -> Node:
    """The highest deadwood card that may be discarded (else the highest card that may)."""
    cards = [(card, card.label, card.description) for card in hand.children()]
    allowed = [c for c in cards if "may not be discarded" not in c[2]]
    dead = [c for c in allowed if c[2].startswith("Deadwood")] or allowed
    return max(dead, key=lambda c: RANKS.index(c[1].split(" of ")[0]))[0]


def press(window: Node, label: str) -> None:
    button = window.find("push button", label)
    assert button is not None, f"no button {label!r}"
    button.act("Press")


def play_hand(table: Node, window: Node) -> str:
    until = time.monotonic() + DEADLINE_S
    last = ""
    while time.monotonic() < until:
        spots = places(table)
        status = spots["status"].label
        if status != last:
            say(f"status: {status}")
            last = status
        if status.startswith(("Hand over", "Game over")):
            return status
        if not status.startswith("Your turn"):
            time.sleep(0.2)
            continue
        # the turn line names the keys of what may be done: (P) pass, (D) draw, (L) lay off
        if "(P)" in status:
            press(window, "Pass the upcard")
        elif "(L)" in status:
            press(window, "Lay off and score the hand")
        elif "(D)" in status:
            spots["stock"].act("draw")
        else:
            card = deadwood_card(spots["hand"])
            card.act("knock")  # knocks when any card may knock; refused otherwise
            time.sleep(0.3)
            if places(table)["status"].label == status:
                card.act("discard")
        time.sleep(0.3)
    raise SystemExit("the hand did not end in time")


def main() -> int:
    home = Path(sys.argv[1])
    write_settings(home)
    xvfb, display = start_x()
    game = start_game(home, display)
    try:
        bus = accessibility_bus()
        table = find_table(bus)
        window = Node(bus, table.name, "/org/a11y/atspi/accessible/root")
        spots = places(table)
        say(f"hand: {spots['hand'].label}: "
            + "; ".join(f"{c.label} ({c.description})" for c in spots["hand"].children()))
        say(f"stock: {spots['stock'].label}; pile: {spots['pile'].label}")
        say(f"computer: {spots['computer'].label}")
        result = play_hand(table, window)
        for key in ("my_melds", "their_melds"):
            row = spots[key]
            say(f"{row.label}: " + "; ".join(f"{c.label} ({c.description})"
                                             for c in row.children()))
        say(f"score: {spots['status'].description}")
        if result.startswith("Hand over"):
            press(window, "Deal the next hand")
            until = time.monotonic() + 30
            while not places(table)["status"].label.startswith(("Your turn", "Computer")):
                assert time.monotonic() < until, "the next hand was not dealt"
                time.sleep(0.2)
            say(f"next hand: {places(table)['hand'].label}")
        say(f"PLAYED {result}")
        return 0
    finally:
        game.terminate()
        try:
            game.wait(15)
        except subprocess.TimeoutExpired:
            game.kill()
        xvfb.terminate()
        xvfb.wait(10)


if __name__ == "__main__":
    sys.exit(main())
