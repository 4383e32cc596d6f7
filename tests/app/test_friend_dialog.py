"""The Play a friend dialog (``widgets/friend_dialog.py``): two dialogs in one process, a host
and a guest over loopback. The guest joins by a typed address or by an invite code; both show
the same check numbers and each other's names, the guest the host's rules; accepted, both emit
``agreed`` with the same rules and a ready link that still carries messages both ways; declined,
the host is told. A host cancelled listens no more; rules or answers that are not the game's end
the link with a sentence, never an exception; the local network's games come and go in the
list (a fake ``LocalGames``). The pages fit a small screen."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.seats.friend_link import FriendHost, FriendLink
from ginrummy_desktop.app.widgets.friend_dialog import FriendDialog, FriendStart, Stage
from ginrummy_desktop.app.widgets.friend_pages import (
    DestinationError,
    network_addresses,
    parse_destination,
)
from ginrummy_desktop.engine import PRESETS, RuleSet
from ginrummy_desktop.friend.invite import Invite

LOOPBACK = "127.0.0.1"
WAIT_MS = 10_000


@dataclass(frozen=True, slots=True)
class Found:
    """A game found, as ``friend_discovery.FoundGame`` is."""

    key: str
    name: str
    address: str
    port: int


class FakeGames(QObject):
    """The local network's games, without the network: it notes what it is asked."""

    found = Signal(object)
    lost = Signal(str)
    failed = Signal(str)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.calls: list[tuple[Any, ...]] = []

    def advertise(self, name: str, port: int) -> None:
        self.calls.append(("advertise", name, port))

    def browse(self) -> None:
        self.calls.append(("browse",))

    def stop(self) -> None:
        self.calls.append(("stop",))


class Games:
    """Makes the fakes, and keeps them for the test."""

    def __init__(self) -> None:
        self.made: list[FakeGames] = []

    def __call__(self, parent: QObject) -> FakeGames:
        self.made.append(FakeGames(parent))
        return self.made[-1]


_OPEN: list[FriendDialog] = []


@pytest.fixture(autouse=True)
def _closed_after() -> Iterator[None]:
    """Each dialog a test opens is closed after it, unless the test deleted it."""
    yield
    while _OPEN:
        dialog = _OPEN.pop()
        if shiboken6.isValid(dialog):
            dialog.close()
            dialog.deleteLater()


def _dialog(qtbot: QtBot, name: str, rules: RuleSet | None = None,
            games: Games | None = None) -> FriendDialog:
    del qtbot  # the Qt application is up
    dialog = FriendDialog(rules or RuleSet(), name, local_games=games or Games())
    _OPEN.append(dialog)
    dialog.show()
    return dialog


def _linked(qtbot: QtBot, host_rules: RuleSet, by_code: bool = False
            ) -> tuple[FriendDialog, FriendDialog]:
    """A host (Ana, ``host_rules``) and a guest (Bruno) whose link is ready, the guest shown
    the rules."""
    host = _dialog(qtbot, "Ana", host_rules)
    guest = _dialog(qtbot, "  Bruno ")
    assert host.host() and host.port > 0 and host.stage is Stage.HOSTING
    if by_code:
        host.host_page.invite_address.setEditText(LOOPBACK)
        code = host.host_page.code.text()
        assert code == Invite(LOOPBACK, host.port).code()
        guest.tabs.setCurrentIndex(1)
        guest.join_page.address.setText(code.lower().replace("-", " "))
    else:
        guest.join_page.address.setText(f"{LOOPBACK}:{host.port}")
    assert guest.join()
    qtbot.waitUntil(lambda: guest.stage is Stage.DECIDING and host.stage is Stage.LINKED,
                    timeout=WAIT_MS)
    return host, guest


@pytest.mark.parametrize("by_code", [False, True], ids=["address", "invite code"])
def test_host_and_guest_agree_and_the_link_goes_on(qtbot: QtBot, by_code: bool) -> None:
    rules = PRESETS["oklahoma"]
    host, guest = _linked(qtbot, rules, by_code)
    assert host.port == 0  # the friend is in: nothing listens
    numbers = host.link_page.numbers.text()
    assert numbers and numbers == guest.link_page.numbers.text()
    assert "Bruno" in host.link_page.heading.text() and "Ana" in guest.link_page.heading.text()
    assert "Oklahoma" in guest.link_page.rules.text()
    assert guest.link_page.accept_button.isVisible()
    assert any("Bruno joined" in said for said in host.said)
    assert any("Ana's rules came. You are playing the Oklahoma rules" in s for s in guest.said)
    starts: dict[str, object] = {}
    host.agreed.connect(lambda start: starts.setdefault("host", start))
    guest.agreed.connect(lambda start: starts.setdefault("guest", start))
    with qtbot.waitSignals([host.agreed, guest.agreed], timeout=WAIT_MS):
        guest.link_page.accept_button.click()
    at_host, at_guest = starts["host"], starts["guest"]
    assert isinstance(at_host, FriendStart) and isinstance(at_guest, FriendStart)
    assert at_host.rules == at_guest.rules == rules
    assert (at_host.host, at_host.name, at_host.friend) == (True, "Ana", "Bruno")
    assert (at_guest.host, at_guest.name, at_guest.friend) == (False, "Bruno", "Ana")
    assert not host.isVisible() and not guest.isVisible()
    assert host.result() == guest.result() == FriendDialog.DialogCode.Accepted
    for dialog in (host, guest):  # the links are not the dialogs' any more
        dialog.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(host) and not shiboken6.isValid(guest)
    _still_talks(qtbot, at_host.link, at_guest.link)


def _still_talks(qtbot: QtBot, one: FriendLink, other: FriendLink) -> None:
    """Both links ready and carrying a message each way, the dialogs no longer listening."""
    assert one.is_ready and other.is_ready
    with qtbot.waitSignal(other.received, timeout=WAIT_MS) as came:
        one.send({"kind": "commit", "n": 1})
    assert came.args == [{"kind": "commit", "n": 1}]
    with qtbot.waitSignal(one.received, timeout=WAIT_MS) as back:
        other.send({"kind": "commit", "n": 2})
    assert back.args == [{"kind": "commit", "n": 2}]


def test_a_decline_is_told_to_the_host_who_may_host_again(qtbot: QtBot) -> None:
    host, guest = _linked(qtbot, RuleSet())
    fired: list[object] = []
    host.agreed.connect(fired.append)
    guest.agreed.connect(fired.append)
    assert guest.decline_rules()
    qtbot.waitUntil(lambda: host.stage is Stage.DECLINED, timeout=WAIT_MS)
    assert "Bruno declined your rules" in host.link_page.status.text()
    assert host.link_page.again_button.isVisible() and host.isVisible()
    assert guest.link_page.back_button.isVisible() and not guest.link_page.accept_button.isVisible()
    port = host._last_port
    guest.go_back()  # the guest leaves; the host keeps its sentence
    qtbot.waitUntil(lambda: host._link is None, timeout=WAIT_MS)
    assert "declined" in host.link_page.status.text() and guest.stage is Stage.CHOOSING
    host.link_page.again_button.click()
    assert host.stage is Stage.HOSTING and host.port == port  # the invite code stays good
    assert fired == []


def test_a_host_cancelled_listens_no_more(qtbot: QtBot) -> None:
    games = Games()
    host = _dialog(qtbot, "Ana", games=games)
    assert host.port == 0  # nothing listens until the player hosts
    assert host.host()
    port = host.port
    assert games.made[0].calls == [("advertise", "Ana", port)]
    host.reject()
    assert ("stop",) in games.made[0].calls and host.port == 0
    socket = QTcpSocket()
    with qtbot.waitSignal(socket.errorOccurred, timeout=WAIT_MS) as error:
        socket.connectToHost(LOOPBACK, port)
    assert error.args == [QAbstractSocket.SocketError.ConnectionRefusedError]


def test_cancel_closes_a_link_not_handed_over(qtbot: QtBot) -> None:
    host, guest = _linked(qtbot, RuleSet())
    guest.reject()
    qtbot.waitUntil(lambda: host.stage is Stage.CHOOSING, timeout=WAIT_MS)
    assert host.host_page.status.text() == "Bruno ended the connection."
    assert host.host_page.start_button.isEnabled()


def _fake_host(qtbot: QtBot, guest: FriendDialog) -> FriendLink:
    """A host of the test's own (not a dialog) that the guest joins: it sends what it likes."""
    server = FriendHost("Eve", guest)
    assert server.listen(LOOPBACK)
    guest.join_page.address.setText(f"{LOOPBACK}:{server.port}")
    with qtbot.waitSignal(server.linked, timeout=WAIT_MS) as linked:
        assert guest.join()
    link = linked.args[0]
    assert isinstance(link, FriendLink)
    qtbot.waitUntil(lambda: link.is_ready and guest.stage is Stage.LINKED, timeout=WAIT_MS)
    return link


@pytest.mark.parametrize("message", [
    {"kind": "rules"},
    {"kind": "rules", "rules": [1, 2]},
    {"kind": "rules", "rules": "Standard"},
    {"kind": "rules", "rules": {"knock_limit": "ten"}},
    {"kind": "rules", "rules": {**RuleSet().to_dict(), "knock_limit": 99}},
    {"kind": "rules", "rules": {**RuleSet().to_dict(), "self": 1}},
    {"kind": "rules", "rules": {**RuleSet().to_dict(), "next_dealer": {"a": [1]}}},
    {"kind": "rules", "rules": {k: v for k, v in RuleSet().to_dict().items() if k != "target"}},
    {"kind": "rules_answer", "accept": True},
    {"kind": "chat", "text": "hello"},
])
def test_a_message_that_is_not_the_game_s_ends_the_link_with_a_sentence(
        qtbot: QtBot, message: dict[str, Any]) -> None:
    guest = _dialog(qtbot, "Bruno")
    link = _fake_host(qtbot, guest)
    link.send(message)
    qtbot.waitUntil(lambda: guest.stage is Stage.CHOOSING, timeout=WAIT_MS)
    sentence = guest.join_page.status.text()
    assert "the connection was ended" in sentence and sentence in guest.said
    assert guest.tabs.currentIndex() == 1 and guest.join_page.connect_button.isEnabled()


def test_random_rules_never_raise(qtbot: QtBot) -> None:
    """Rules bent at random (a switch turned, a number changed, a setting given another's
    value or a value of another type): each is shown or ends the link with a sentence, never
    an exception."""
    guest = _dialog(qtbot, "Bruno")
    rng = random.Random(7)
    base = RuleSet().to_dict()
    values: list[object] = [None, True, -1, 0, 10**30, 2.5, "", "x" * 300, [], {}, {"a": 1}]
    shown = 0
    for _ in range(25):
        bent = dict(base)
        for key in rng.sample(sorted(bent), rng.choice((1, 3))):
            value = bent[key]
            bent[key] = (not value if isinstance(value, bool) and rng.random() < 0.6
                         else rng.randint(0, 200) if isinstance(value, int) and rng.random() < 0.6
                         else rng.choice(values + list(base.values())))
        link = _fake_host(qtbot, guest)
        link.send({"kind": "rules", "rules": bent})
        qtbot.waitUntil(lambda: guest.stage in (Stage.CHOOSING, Stage.DECIDING),
                        timeout=WAIT_MS)
        if guest.stage is Stage.DECIDING:
            assert RuleSet.from_dict(bent, complete=True) == guest._offered
            shown += 1
            guest.go_back()
    assert 0 < shown < 25  # both ways out were taken


def test_an_answer_that_is_not_one_ends_the_host_s_link(qtbot: QtBot) -> None:
    host = _dialog(qtbot, "Ana")
    assert host.host()
    guest = FriendLink.to(LOOPBACK, host.port, "Eve")
    qtbot.waitUntil(lambda: guest.is_ready and host.stage is Stage.LINKED, timeout=WAIT_MS)
    guest.send({"kind": "rules_answer", "accept": "yes"})
    qtbot.waitUntil(lambda: host.stage is not Stage.LINKED, timeout=WAIT_MS)
    assert "cannot read" in host.host_page.status.text()
    guest.close()


def test_the_invite_code_is_copied_and_a_failed_advert_told(qtbot: QtBot) -> None:
    games = Games()
    host = _dialog(qtbot, "Ana", games=games)
    assert host.host()
    host.host_page.invite_address.setEditText("203.0.113.45")
    code = Invite("203.0.113.45", host.port).code()
    assert host.host_page.code.text() == code
    host.host_page.copy_button.click()
    clipboard = QGuiApplication.clipboard()
    assert clipboard is not None and clipboard.text() == code
    assert "copied" in host.host_page.status.text()
    host.host_page.invite_address.setEditText("my router")
    assert not host.host_page.copy_button.isEnabled()
    games.made[0].failed.emit("The game cannot be shown on your network.")
    assert host.host_page.status.text() == (
        "Waiting for a friend… The game cannot be shown on your network.")
    assert host.stage is Stage.HOSTING and host.port > 0  # the address still works


def test_a_host_whose_caller_never_greets_hosts_again(qtbot: QtBot) -> None:
    host = _dialog(qtbot, "Ana")
    assert host.host()
    port = host.port
    host.ready_timer.setInterval(200)
    socket = QTcpSocket()
    socket.connectToHost(LOOPBACK, port)  # a stray connection: no greeting comes
    qtbot.waitUntil(lambda: host.stage is Stage.CONNECTING, timeout=WAIT_MS)
    assert host.port == 0
    qtbot.waitUntil(lambda: host.stage is Stage.HOSTING, timeout=WAIT_MS)
    assert host.port == port
    assert "never greeted" in host.host_page.status.text()
    socket.abort()


def test_a_refused_connection_is_told_and_may_be_tried_again(qtbot: QtBot) -> None:
    server = FriendHost("nobody")
    assert server.listen(LOOPBACK)
    port = server.port
    server.stop()  # a port where nothing listens now
    guest = _dialog(qtbot, "Bruno")
    guest.join_page.address.setText(f"{LOOPBACK}:{port}")
    assert guest.join() and guest.stage is Stage.CONNECTING
    assert not guest.name_edit.isEnabled()
    qtbot.waitUntil(lambda: guest.stage is Stage.CHOOSING, timeout=WAIT_MS)
    assert "connection failed" in guest.join_page.status.text().lower()
    assert guest.name_edit.isEnabled() and guest.join_page.connect_button.isEnabled()


@pytest.mark.parametrize("name", ["", "   ", "a\tb"])
def test_a_name_that_is_not_one_is_refused_before_anything_listens(qtbot: QtBot,
                                                                    name: str) -> None:
    dialog = _dialog(qtbot, name)
    assert not dialog.host() and dialog.port == 0
    assert "Give your name first" in dialog.host_page.status.text()
    dialog.join_page.address.setText(f"{LOOPBACK}:5000")
    assert not dialog.join() and dialog.stage is Stage.CHOOSING


def test_mistyped_addresses_are_told(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, "Bruno")
    dialog.join_page.address.setText("192.168.1.300:5000")
    assert not dialog.join()
    assert dialog.join_page.status.text() == "“192.168.1.300” is not an address."


def test_games_found_and_lost_on_the_network(qtbot: QtBot) -> None:
    games = Games()
    guest = _dialog(qtbot, "Bruno", games=games)
    assert games.made == []  # nothing is looked for until the Join tab is shown
    guest.tabs.setCurrentIndex(1)
    browser = games.made[0]
    assert browser.calls == [("browse",)]
    listed = guest.join_page.games
    assert guest.join_page.empty.isVisible()
    browser.found.emit(Found("a", "Ana", "192.168.1.20", 50123))
    browser.found.emit(Found("c", "Chloé", "2001:db8::5", 6000))
    browser.found.emit(Found("a", "Ana", "192.168.1.21", 50123))  # the same game, moved
    assert [listed.item(i).text() for i in range(listed.count())] == [
        "Ana (192.168.1.21:50123)", "Chloé ([2001:db8::5]:6000)"]
    assert not guest.join_page.empty.isVisible()
    listed.setCurrentRow(1)
    assert guest.join_page.address.text() == "[2001:db8::5]:6000"
    browser.lost.emit("c")
    browser.lost.emit("unknown")
    assert [listed.item(i).text() for i in range(listed.count())] == ["Ana (192.168.1.21:50123)"]
    browser.lost.emit("a")
    assert listed.count() == 0 and guest.join_page.empty.isVisible()
    browser.failed.emit("No game can be found on your network.")
    assert guest.join_page.empty.text() == "No game can be found on your network."
    guest.reject()
    assert browser.calls[-1] == ("stop",)


def test_a_game_found_is_joined_with_enter(qtbot: QtBot) -> None:
    games = Games()
    host = _dialog(qtbot, "Ana")
    guest = _dialog(qtbot, "Bruno", games=games)
    assert host.host()
    guest.tabs.setCurrentIndex(1)
    games.made[0].found.emit(Found("a", "Ana", LOOPBACK, host.port))
    listed = guest.join_page.games
    listed.setCurrentRow(0)
    listed.setFocus()
    QTest.keyClick(listed, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: guest.stage is Stage.DECIDING, timeout=WAIT_MS)
    assert guest.isVisible()  # Enter joined; it did not click Cancel as well


def test_enter_in_the_address_field_connects_and_cancels_nothing(qtbot: QtBot) -> None:
    host = _dialog(qtbot, "Ana")
    guest = _dialog(qtbot, "Bruno")
    assert host.host()
    guest.tabs.setCurrentIndex(1)
    guest.join_page.address.setText(f"{LOOPBACK}:{host.port}")
    QTest.keyClick(guest.join_page.address, Qt.Key.Key_Enter)
    qtbot.waitUntil(lambda: guest.stage is Stage.DECIDING, timeout=WAIT_MS)
    assert guest.isVisible() and host.isVisible()
    QTest.keyClick(guest.link_page.numbers, Qt.Key.Key_Escape)
    assert not guest.isVisible()
    qtbot.waitUntil(lambda: host.stage is Stage.CHOOSING, timeout=WAIT_MS)


def _tab_stops(qtbot: QtBot, dialog: FriendDialog, count: int) -> list[QWidget]:
    """The widgets the focus goes to as Tab is pressed ``count`` times."""
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    stops: list[QWidget] = []
    for _ in range(count):
        widget = QApplication.focusWidget()
        assert widget is not None
        QTest.keyClick(widget, Qt.Key.Key_Tab)
        stops.append(QApplication.focusWidget() or dialog)
    return stops


def test_every_control_is_reached_by_tab(qtbot: QtBot) -> None:
    host, guest = _dialog(qtbot, "Ana"), _dialog(qtbot, "Bruno")
    assert host.host()
    page = host.host_page
    stops = _tab_stops(qtbot, host, 12)
    hosting: list[QWidget] = [page.rules, page.status, page.addresses, page.invite_address,
                              page.code, page.copy_button, page.stop_button,
                              host.buttons.buttons()[0], host.tabs.tabBar()]
    assert all(control in stops for control in hosting)
    guest.tabs.setCurrentIndex(1)
    stops = _tab_stops(qtbot, guest, 8)
    joining: list[QWidget] = [guest.join_page.games, guest.join_page.address,
                              guest.join_page.connect_button, guest.name_edit]
    assert all(control in stops for control in joining)
    guest.join_page.address.setText(f"{LOOPBACK}:{host.port}")
    assert guest.join()
    qtbot.waitUntil(lambda: guest.stage is Stage.DECIDING, timeout=WAIT_MS)
    link = guest.link_page
    assert QApplication.focusWidget() is link.numbers  # read first, as the link is ready
    stops = _tab_stops(qtbot, guest, 8)
    deciding: list[QWidget] = [link.heading, link.numbers, link.rules, link.accept_button,
                               link.decline_button]
    assert all(control in stops for control in deciding)


@pytest.mark.parametrize(("text", "expected"), [
    ("192.168.1.20:50123", ("192.168.1.20", 50123)),
    (" 10.0.0.1:1 ", ("10.0.0.1", 1)),
    ("[2001:db8::5]:6000", ("2001:db8::5", 6000)),
    ("[::1]:65535", ("::1", 65535)),
    ("gamebox.local:7000", ("gamebox.local", 7000)),
    ("spielkiste:7000", ("spielkiste", 7000)),
    (Invite("192.168.1.20", 50123).code(), ("192.168.1.20", 50123)),
    (Invite("2001:db8::5", 6000).code().lower(), ("2001:db8::5", 6000)),
])
def test_what_a_guest_types_is_read(text: str, expected: tuple[str, int]) -> None:
    assert parse_destination(text) == expected


@pytest.mark.parametrize(("text", "words"), [
    ("", "Type your friend's address"),
    ("192.168.1.20", "after a colon"),
    ("gamebox", "after a colon"),
    ("2001:db8::5", "square brackets"),
    ("[2001:db8::5]", "square brackets"),
    ("[2001:db8::5:6000", "square brackets"),
    ("[not-v6]:6000", "is not an address"),
    ("192.168.1.20:", "The port is a number"),
    ("192.168.1.20:0", "The port is a number"),
    ("192.168.1.20:65536", "The port is a number"),
    ("192.168.1.20:8O", "The port is a number"),
    ("1.2.3:80", "is not an address"),
    ("game box:80", "is not an address"),
    ("7Q3K-2M0D-9XWB", "mistyped"),
])
def test_what_cannot_be_read_is_told(text: str, words: str) -> None:
    with pytest.raises(DestinationError, match=words):
        parse_destination(text)


def test_the_addresses_shown_are_no_loopback_and_ipv4_first() -> None:
    addresses = network_addresses()
    assert not any(a.startswith("127.") or a == "::1" for a in addresses)
    families = [":" in a for a in addresses]
    assert families == sorted(families)


def test_the_pages_fit_a_small_screen(qtbot: QtBot) -> None:
    """Every page's least size fits a 1024×576 screen less its task bar and the frame; the
    rest scrolls."""
    host, guest = _linked(qtbot, RuleSet())
    room = QSize(1024 - 16, 576 - 40 - 48)
    for dialog in (host, guest):
        for index in range(2):
            dialog.stack.setCurrentIndex(index)
            least = dialog.minimumSizeHint()
            assert least.width() <= room.width() and least.height() <= room.height()
    QApplication.processEvents()
