"""The pages of the *Play a friend* dialog (``friend_dialog.py``), and the words they read.

Three pages: **Host a game** (the rules offered; once hosting, this computer's addresses with
the port, the invite code and how a friend over the internet gets through), **Join a game**
(the games found on the local network, and a field for an address or an invite code), and the
**link** page (the friend's name, the four check numbers, the rules and the answer). The pages
only show: what happens is the dialog's. Every control has an accessible name; the labels
that show news are plain text (a friend's name or a game's name comes from the network, so it
is never read as rich text) and selectable by keyboard, so a screen reader can read them again.

:func:`parse_destination` reads what a guest types: ``host:port`` (an IPv4 address or a host
name), ``[IPv6]:port``, or an invite code (``friend/invite.py``); whatever it cannot read it
refuses with a sentence for the player (:class:`DestinationError`).
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QFont
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...friend.invite import Invite, InviteError
from .spoken_label import spoken_text

__all__ = [
    "DestinationError",
    "HostPage",
    "JoinPage",
    "LinkPage",
    "destination_text",
    "network_addresses",
    "numbers_text",
    "parse_destination",
]

_HOST_NAME = re.compile(r"\w(?:[\w.-]*\w)?\.?")
"""A host name: letters (of any script), digits, dots and hyphens, as a resolver takes it."""


class DestinationError(ValueError):
    """What a guest typed is not an address with its port nor an invite code; ``str(error)``
    is the sentence for the player (translated)."""


def parse_destination(text: str) -> tuple[str, int]:
    """The host and port a guest typed: ``192.168.1.20:50123``, ``[2001:db8::5]:50123``,
    ``gamebox.local:50123`` or an invite code (``7Q3K-2M0D-9XWA``, forgiving as
    :meth:`Invite.read` is); :class:`DestinationError` with a sentence otherwise. A bare IPv6
    address is refused (its last group could be a port): it goes in brackets."""
    text = text.strip()
    if not text:
        raise DestinationError(QCoreApplication.translate(
            "FriendDialog", "Type your friend's address and port, as in 192.168.1.20:50123, or "
            "their invite code."))
    if ":" not in text:
        return _invite(text)
    if text.startswith("["):
        host, sep, port_text = text[1:].partition("]:")
        if not sep:
            raise DestinationError(_brackets())
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            raise DestinationError(_not_an_address(host)) from None
    else:
        host, _, port_text = text.rpartition(":")
        if ":" in host:
            raise DestinationError(_brackets())
        _check_host(host)
    return host, _port(port_text)


def _invite(text: str) -> tuple[str, int]:
    """The host and port of an invite code, or the sentence saying what is wrong."""
    try:
        invite = Invite.read(text)
    except InviteError:
        letters = "".join(text.split()).replace("-", "")
        if len(letters) in (12, 31) and letters.isascii() and letters.isalnum():
            raise DestinationError(QCoreApplication.translate(
                "FriendDialog", "This invite code is mistyped: check it with your "
                "friend, character by character.")) from None
        raise DestinationError(QCoreApplication.translate(
            "FriendDialog", "Type the address with its port after a colon, as in "
            "192.168.1.20:50123, or the invite code.")) from None
    return invite.address, invite.port


def _check_host(host: str) -> None:
    """Refuse ``host`` unless it is an IPv4 address or could be a host name (numbers and dots
    that are no IPv4 address are refused: a mistyped address, not a name)."""
    if re.fullmatch(r"[\d.]+", host):
        try:
            ipaddress.IPv4Address(host)
        except ValueError:
            raise DestinationError(_not_an_address(host)) from None
    elif not _HOST_NAME.fullmatch(host):
        raise DestinationError(_not_an_address(host))


def _port(text: str) -> int:
    if text.isascii() and text.isdigit() and 0 < int(text) < 65536:
        return int(text)
    raise DestinationError(QCoreApplication.translate(
        "FriendDialog", "The port is a number from 1 to 65535, after the colon: "
        "192.168.1.20:50123."))


def _brackets() -> str:
    return QCoreApplication.translate(
        "FriendDialog", "An IPv6 address goes in square brackets, then a colon and the port: "
        "[2001:db8::5]:50123.")


def _not_an_address(host: str) -> str:
    return QCoreApplication.translate(
        "FriendDialog", "“{address}” is not an address.").format(address=host[:60])


def destination_text(address: str, port: int) -> str:
    """What a guest types to reach ``address`` and ``port`` (an IPv6 address in brackets)."""
    return f"[{address}]:{port}" if ":" in address else f"{address}:{port}"


def network_addresses() -> list[str]:
    """This computer's addresses on its networks, those of the interfaces up and running but
    the loopback, the IPv4 ones first (what a friend on the same network types); an IPv6
    address only when it is global (a link-local one is of no use without its interface's
    name, and each friend's is different), without a zone."""
    ipv4: list[str] = []
    ipv6: list[str] = []
    flag = QNetworkInterface.InterfaceFlag
    for interface in QNetworkInterface.allInterfaces():
        flags = interface.flags()
        if flags & flag.IsLoopBack or not (flags & flag.IsUp and flags & flag.IsRunning):
            continue
        for entry in interface.addressEntries():
            address = entry.ip()
            if address.isLoopback() or address.isLinkLocal():
                continue
            if address.protocol() is QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                ipv4.append(address.toString())
            elif address.isGlobal():
                ipv6.append(address.toString().partition("%")[0])
    return list(dict.fromkeys(ipv4 + ipv6))


def numbers_text(numbers: Sequence[int], separator: str = "   ") -> str:
    """The check numbers as shown (in the language's digits), or as read with ", "."""
    return separator.join(QLocale().toString(number) for number in numbers)


class _News(QLabel):
    """A label of news (what is happening, what went wrong): hidden while it says nothing,
    so that an empty label is no keyboard stop."""

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:
        self.setText("")


def _news(parent: QWidget, name: str) -> QLabel:
    label = _label(parent, name, selectable=True, kind=_News)
    label.hide()
    return label


def _label(parent: QWidget, name: str = "", selectable: bool = False,
           kind: type[QLabel] = QLabel) -> QLabel:
    """A plain-text label that wraps, named ``name`` for style sheets and tests; a
    ``selectable`` one is a keyboard stop, so that its news can be read again."""
    label = kind("", parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    if selectable:
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                      | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        label.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # selectable alone gives a click's
    return label


def _boxed(label: QLabel) -> QLabel:
    """``label`` framed as a panel of its own (the rules, the check numbers)."""
    label.setFrameShape(QFrame.Shape.StyledPanel)
    label.setMargin(8)
    return label


def _bold(label: QLabel, scale: float = 1.0) -> QLabel:
    font = label.font()
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


def _button(text: str, name: str, parent: QWidget) -> QPushButton:
    button = QPushButton(text, parent)
    button.setAutoDefault(False)  # Enter in a field is the field's, not the first button's
    button.setObjectName(name)
    return button


def _rich(label: QLabel, html: str) -> None:
    """Show ``html`` (made of escaped parts) in ``label``, named by its words."""
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setText(html)
    label.setAccessibleName(spoken_text(html))


def rules_html(summary: str, heading: str) -> str:
    """A rules summary (``describe_rules``' rich text) under a plain ``heading``."""
    return f"{escape(heading)}<br>{summary}"


class HostPage(QWidget):
    """Host a game: the rules offered and Start hosting; once hosting, "Waiting for a
    friend…", the addresses with the port, the invite code of an address chosen or typed
    (a public one, for a friend over the internet) with Copy, the note on the router and the
    firewall, and Stop hosting."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.intro = _label(self, "hostIntro")
        self.intro.setText(QCoreApplication.translate(
            "FriendDialog", "Host a game, and your friend joins it from their computer. Nothing "
            "listens on the network until you start hosting."))
        self.rules = _boxed(_label(self, "hostRules", selectable=True))
        self.start_button = _button(QCoreApplication.translate(
            "FriendDialog", "&Start hosting"), "startHosting", self)
        self.start_button.setToolTip(QCoreApplication.translate(
            "FriendDialog", "Listen for your friend, and show your game to the computers of your "
            "network"))
        self.status = _bold(_news(self, "hostStatus"))
        layout.addWidget(self.intro)
        layout.addWidget(self.rules)
        layout.addWidget(self.start_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.status)
        self.hosting = QWidget(self)
        self._build_hosting(self.hosting)
        layout.addWidget(self.hosting)
        layout.addStretch(1)
        self.hosting.hide()

    def _build_hosting(self, box: QWidget) -> None:
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        self.addresses = _label(box, "hostAddresses", selectable=True)
        row = QHBoxLayout()
        invite_for = QLabel(QCoreApplication.translate(
            "FriendDialog", "Invite code for the &address:"), box)
        self.invite_address = QComboBox(box)
        self.invite_address.setEditable(True)
        self.invite_address.setObjectName("inviteAddress")
        self.invite_address.setAccessibleName(QCoreApplication.translate(
            "FriendDialog", "Address in the invite code"))
        self.invite_address.setToolTip(QCoreApplication.translate(
            "FriendDialog", "Choose one of this computer's addresses, or type your public "
            "address for a friend over the internet"))
        invite_for.setBuddy(self.invite_address)
        row.addWidget(invite_for)
        row.addWidget(self.invite_address, 1)
        code_row = QHBoxLayout()
        self.code = _label(box, "inviteCode", selectable=True)
        self.code.setWordWrap(False)
        font = QFont("monospace")
        font.setStyleHint(QFont.StyleHint.TypeWriter)
        font.setPointSizeF(self.font().pointSizeF() * 1.6)
        font.setBold(True)
        self.code.setFont(font)  # a code read aloud: 0 and O, 1 and I told apart
        self.copy_button = _button(QCoreApplication.translate(
            "FriendDialog", "&Copy"), "copyInvite", box)
        self.copy_button.setAccessibleName(QCoreApplication.translate(
            "FriendDialog", "Copy the invite code"))
        code_row.addWidget(self.code, 1)
        code_row.addWidget(self.copy_button)
        self.internet = _label(box, "hostInternet")
        self.stop_button = _button(QCoreApplication.translate(
            "FriendDialog", "S&top hosting"), "stopHosting", box)
        layout.addWidget(self.addresses)
        layout.addLayout(row)
        layout.addLayout(code_row)
        layout.addWidget(self.internet)
        layout.addWidget(self.stop_button, 0, Qt.AlignmentFlag.AlignLeft)

    def show_rules(self, summary: str) -> None:
        _rich(self.rules, rules_html(summary, QCoreApplication.translate(
            "FriendDialog", "Your friend is asked to accept your rules, from your settings:")))

    def show_hosting(self, port: int, addresses: Sequence[str]) -> None:
        """Hosting on ``port``: the addresses a friend may type, the invite code's choices."""
        self.start_button.hide()
        self.hosting.show()
        if addresses:
            lines = "\n".join(destination_text(address, port) for address in addresses)
            self.addresses.setText(QCoreApplication.translate(
                "FriendDialog", "A friend on your network sees your game in their list, or "
                "types one of this computer's addresses:\n{addresses}").format(addresses=lines))
        else:
            self.addresses.setText(QCoreApplication.translate(
                "FriendDialog", "This computer has no address on a network: a friend can "
                "reach it only through this computer's own name, with port {port}.").format(
                    port=port))
        typed = self.invite_address.currentText()
        self.invite_address.clear()
        self.invite_address.addItems(list(addresses))
        if typed and typed not in addresses:
            self.invite_address.setEditText(typed)  # a public address typed before stays
        self.internet.setText(QCoreApplication.translate(
            "FriendDialog", "For a friend over the internet, your router must forward port "
            "{port} to this computer, and the invite code must carry your public address "
            "(your router shows it: type it above). Windows or macOS may ask whether to let "
            "the game through the firewall: allow it, or your friend cannot connect.").format(
                port=port))

    def show_code(self, code: str) -> None:
        """The invite code shown, or "" for an address that makes none."""
        self.code.setText(code or "—")
        self.code.setAccessibleName(
            QCoreApplication.translate("FriendDialog", "Invite code: {code}").format(
                code=", ".join(" ".join(group) for group in code.split("-"))) if code else
            QCoreApplication.translate(
                "FriendDialog", "No invite code: type an IPv4 or IPv6 address above."))
        self.copy_button.setEnabled(bool(code))

    def show_idle(self) -> None:
        self.hosting.hide()
        self.start_button.show()


class JoinPage(QWidget):
    """Join a game: the games found on the local network (Enter or a double-click joins one;
    choosing one writes its address in the field), the field for an address or an invite
    code, and Connect."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        found = QLabel(QCoreApplication.translate("FriendDialog", "&Games on your network:"), self)
        self.games = QListWidget(self)
        self.games.setObjectName("foundGames")
        self.games.setAccessibleName(QCoreApplication.translate(
            "FriendDialog", "Games on your network"))
        self.games.setAccessibleDescription(QCoreApplication.translate(
            "FriendDialog", "Enter joins the game chosen"))
        self.games.setMinimumHeight(72)
        found.setBuddy(self.games)
        self.empty = _label(self, "noGames")
        self.empty.setText(QCoreApplication.translate(
            "FriendDialog", "No game found yet. Ask your friend to host, or type their address "
            "or invite code below."))
        typed = QLabel(QCoreApplication.translate("FriendDialog", "Address or invite &code:"), self)
        self.address = QLineEdit(self)
        self.address.setObjectName("joinAddress")
        self.address.setAccessibleName(QCoreApplication.translate(
            "FriendDialog", "Address or invite code"))
        self.address.setPlaceholderText(QCoreApplication.translate(
            "FriendDialog", "192.168.1.20:50123 or 7Q3K-2M0D-9XWA"))
        self.address.setMaxLength(300)
        typed.setBuddy(self.address)
        self.connect_button = _button(QCoreApplication.translate(
            "FriendDialog", "Co&nnect"), "connectButton", self)
        row = QHBoxLayout()
        row.addWidget(self.address, 1)
        row.addWidget(self.connect_button)
        self.status = _news(self, "joinStatus")
        for widget in (found, self.games, self.empty, typed):
            layout.addWidget(widget, 1 if widget is self.games else 0)
        layout.addLayout(row)
        layout.addWidget(self.status)


class LinkPage(QWidget):
    """The link: who the friend is, the four check numbers and the sentence to compare them,
    the rules (the guest's Accept and Decline), what happened, and Host again after a
    decline."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.heading = _bold(_label(self, "linkHeading", selectable=True), 1.25)
        self.numbers = _boxed(_bold(_label(self, "checkNumbers", selectable=True), 2.2))
        self.numbers.setWordWrap(False)
        self.numbers.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.compare = _label(self, "compareNumbers")
        self.rules = _boxed(_label(self, "linkRules", selectable=True))
        self.status = _bold(_news(self, "linkStatus"))
        row = QHBoxLayout()
        self.accept_button = _button(QCoreApplication.translate(
            "FriendDialog", "&Accept the rules"), "acceptRules", self)
        self.decline_button = _button(QCoreApplication.translate(
            "FriendDialog", "&Decline"), "declineRules", self)
        self.again_button = _button(QCoreApplication.translate(
            "FriendDialog", "Host &again"), "hostAgain", self)
        self.back_button = _button(QCoreApplication.translate(
            "FriendDialog", "&Back"), "backButton", self)
        self.back_button.setToolTip(QCoreApplication.translate(
            "FriendDialog", "End this connection, and join another game"))
        for button in self._buttons():
            row.addWidget(button)
        row.addStretch(1)
        for widget in (self.heading, self.numbers, self.compare, self.rules, self.status):
            layout.addWidget(widget)
        layout.addLayout(row)
        layout.addStretch(1)

    def show_link(self, friend: str, numbers: Sequence[int]) -> None:
        """Linked to ``friend``: their name and the check numbers, nothing to answer yet."""
        self.heading.setText(QCoreApplication.translate(
            "FriendDialog", "You are connected to {friend}.").format(friend=friend))
        self.numbers.setText(numbers_text(numbers))
        self.numbers.setAccessibleName(QCoreApplication.translate(
            "FriendDialog", "Check numbers: {numbers}").format(
                numbers=numbers_text(numbers, ", ")))
        self.compare.setText(QCoreApplication.translate(
            "FriendDialog", "Compare these four numbers with {friend}, aloud or by message: "
            "both screens must show the same. If they differ, someone is between you on the "
            "network: cancel, and do not play.").format(friend=friend))
        self.rules.clear()
        self.status.clear()
        for button in self._buttons():
            button.hide()

    def _buttons(self) -> tuple[QPushButton, ...]:
        return (self.accept_button, self.decline_button, self.again_button, self.back_button)

    def show_rules(self, heading: str, summary: str, answer: bool) -> None:
        """The rules under ``heading``; Accept and Decline when ``answer``."""
        _rich(self.rules, rules_html(summary, heading))
        self.accept_button.setVisible(answer)
        self.decline_button.setVisible(answer)
