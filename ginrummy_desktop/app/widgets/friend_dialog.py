"""Play a friend: from nothing to a friend's program linked, its player known and the rules
agreed (``docs/friend-play.md``).

The player gives their name, then either **hosts** (the program listens on every IPv4
interface, on the port it had the last time in this dialog when it is free, so an invite code
given stays good, else on any free one, and shows the game on the local network) or **joins**
(a game found on the local network, or an address or invite code typed). The pages are
``friend_pages.py``; this module is what happens.

Once the link is ready (``seats/friend_link.py``: both greetings in) both sides show the
friend's name and the four check numbers, and ask the players to compare them (a man in the
middle makes them differ). The host then sends its rules, ``{"kind": "rules", "rules":
RuleSet.to_dict()}``; the guest reads them defensively (anything that is not a complete,
valid rule set ends the link with a sentence, never an exception) and answers with Accept or
Decline, ``{"kind": "rules_answer", "accept": true|false}``. Any other message, or one out of
turn, ends the link with a sentence too.

Accepted, on each side: the dialog lets go of the link and emits :attr:`FriendDialog.agreed`
with a :class:`FriendStart`, then closes with ``accept()``. *Letting go*: the dialog's slots
are disconnected from the link's four signals, so that whatever comes next is the match's, and
the link is given to the dialog's parent (the window that opened it; no parent when it had
none, the link then lives as long as the :class:`FriendStart` is kept): closing or deleting the
dialog does not touch it. Messages the friend sends right after the answer may come in the
same read as the answer: whoever takes the link over connects to ``link.received`` in the slot
of ``agreed`` itself, before it returns, or misses them.

Declined: the host is told and may host again or cancel; the guest's link stays open until it
goes back or cancels (closing a socket at once would throw away the answer still unsent).

A link that fails or closes at any point shows its sentence on the page the player came
from, and the player may try again; a host whose caller never greeted (a stray connection, a
program of another version) hosts again at once, on the same port. Cancel, Escape or the
title bar stop hosting, advertising and browsing and close any link not handed over: nothing
listens unless the player hosts. News (a friend joined, the link failed, the rules came, the
answer) is said to a screen reader through :class:`WindowVoice` and kept in
:attr:`FriendDialog.said`.

The dialog is modal and worded once, when it opens (the language cannot change under it).
"""

from __future__ import annotations

import enum
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QSize, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import GinRummyError, RuleSet
from ...friend.channel import MAX_NAME
from ...friend.invite import Invite, InviteError
from ..seats.friend_link import FriendHost, FriendLink
from ..table.focus_speech import WindowVoice
from .friend_pages import (
    DestinationError,
    HostPage,
    JoinPage,
    LinkPage,
    destination_text,
    network_addresses,
    numbers_text,
    parse_destination,
)
from .rules_dialog import describe_rules
from .spoken_label import spoken_text
from .window_size import fit_to_screen, scrolling

__all__ = [
    "LISTEN_ADDRESS",
    "READY_TIMEOUT_MS",
    "FoundLike",
    "FriendDialog",
    "FriendStart",
    "LocalGamesLike",
    "Stage",
]

_log = logging.getLogger(__name__)

LISTEN_ADDRESS = "0.0.0.0"
"""Where a host listens: every IPv4 interface (so only IPv4 addresses are shown to type)."""
READY_TIMEOUT_MS = 20_000
"""How long a link may take to be ready (connected, both greetings in) before it is given up:
a host that does not answer (a firewall that drops), a caller that never greets."""


@dataclass(frozen=True, slots=True)
class FriendStart:
    """A friend linked and the rules agreed: the ready ``link`` (the taker's now, see the
    module docstring), the ``rules`` both accepted, ``host`` (whether this side hosted),
    this player's ``name`` as the friend knows it and the ``friend``'s name."""

    link: FriendLink
    rules: RuleSet
    host: bool
    name: str
    friend: str


class FoundLike(Protocol):
    """A game found on the local network (``seats.friend_discovery.FoundGame``)."""

    @property
    def key(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def address(self) -> str: ...
    @property
    def port(self) -> int: ...


class LocalGamesLike(Protocol):
    """What the dialog asks of the local network's games (``seats.friend_discovery
    .LocalGames``): ``found(FoundGame)``, ``lost(key)``, ``failed(sentence)``."""

    @property
    def found(self) -> SignalInstance: ...
    @property
    def lost(self) -> SignalInstance: ...
    @property
    def failed(self) -> SignalInstance: ...
    def advertise(self, name: str, port: int) -> None: ...
    def browse(self) -> None: ...
    def stop(self) -> None: ...


GamesFactory = Callable[[QObject], LocalGamesLike]
"""Makes a :class:`LocalGamesLike`, a child of the object given (the dialog makes one to
advertise and one to browse, each stopped on its own)."""


def _local_games(parent: QObject) -> LocalGamesLike:
    """The real games of the local network (imported when first needed)."""
    from ..seats.friend_discovery import LocalGames

    return LocalGames(parent)


class Stage(enum.Enum):
    """Where the dialog is."""

    CHOOSING = "choosing"
    """The two tabs; nothing on the network but the browsing of the Join tab."""
    HOSTING = "hosting"
    """Listening for a friend, and advertising."""
    CONNECTING = "connecting"
    """A link made, not ready yet (the host listens no more)."""
    LINKED = "linked"
    """The link ready: the host waits for the answer, the guest for the rules."""
    DECIDING = "deciding"
    """The guest sees the rules, with Accept and Decline."""
    DECLINED = "declined"
    """The guest declined: both are told; the link stays open until one side leaves."""
    AGREED = "agreed"
    """The link handed over: the dialog is closing."""


class FriendDialog(QDialog):
    """The *Play a friend* dialog (see the module docstring).

    ``rules`` are this player's, offered when hosting; ``name`` the name field's first
    value; ``local_games`` makes the local network's games (the tests give a fake). Open it
    with ``open()`` or ``exec()`` and connect to :attr:`agreed`; ``exec()`` returns
    ``Accepted`` once the rules are agreed, ``Rejected`` otherwise. The buttons' actions are
    methods too (:meth:`host`, :meth:`join`, :meth:`accept_rules`, ...); :attr:`stage` says
    where the dialog is."""

    agreed = Signal(object)
    """A :class:`FriendStart`, just before the dialog closes with ``accept()``."""

    def __init__(self, rules: RuleSet, name: str, parent: QWidget | None = None, *,
                 local_games: GamesFactory | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FriendDialog")
        self.setWindowTitle(QCoreApplication.translate("FriendDialog", "Play a friend"))
        self.setModal(True)
        self.rules = rules
        self.stage = Stage.CHOOSING
        self.said: list[str] = []
        """Every piece of news said (to a screen reader when one listens)."""
        self._make_games = local_games or _local_games
        self._voice = WindowVoice(self)
        self._host: FriendHost | None = None
        self._link: FriendLink | None = None
        self._hosting = False
        """Whether this side hosts (or hosted) the link in hand."""
        self._name = ""
        self._offered: RuleSet | None = None
        self._advert: LocalGamesLike | None = None
        self._browser: LocalGamesLike | None = None
        self._games: dict[str, QListWidgetItem] = {}
        self._last_port = 0
        self.ready_timer = QTimer(self)
        """Gives a link up that is not ready within :data:`READY_TIMEOUT_MS`."""
        self.ready_timer.setSingleShot(True)
        self.ready_timer.setInterval(READY_TIMEOUT_MS)
        self.ready_timer.timeout.connect(self._not_ready)
        self._build(name)
        self._wire()
        self.host_page.show_rules(describe_rules(rules))
        fit_to_screen(self, QSize(640, 560))

    # --- building -----------------------------------------------------------------------

    def _build(self, name: str) -> None:
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        label = QLabel(QCoreApplication.translate("FriendDialog", "Your &name:"), self)
        self.name_edit = QLineEdit(name[:MAX_NAME], self)
        self.name_edit.setObjectName("friendName")
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setAccessibleName(QCoreApplication.translate("FriendDialog", "Your name"))
        self.name_edit.setAccessibleDescription(QCoreApplication.translate(
            "FriendDialog", "The name your friend sees: 1 to 40 characters"))
        label.setBuddy(self.name_edit)
        row.addWidget(label)
        row.addWidget(self.name_edit, 1)
        layout.addLayout(row)
        self.stack = QStackedWidget(self)
        self.tabs = QTabWidget(self.stack)
        self.tabs.setAccessibleName(QCoreApplication.translate("FriendDialog", "Host or join"))
        self.host_page = HostPage(self.tabs)
        self.join_page = JoinPage(self.tabs)
        self.tabs.addTab(scrolling(self.host_page, "friendHostPage"), QCoreApplication.translate(
            "FriendDialog", "&Host a game"))
        self.tabs.addTab(scrolling(self.join_page, "friendJoinPage"), QCoreApplication.translate(
            "FriendDialog", "&Join a game"))
        self.link_page = LinkPage(self.stack)
        self.stack.addWidget(self.tabs)
        self.stack.addWidget(scrolling(self.link_page, "friendLinkPage"))
        layout.addWidget(self.stack, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.rejected.connect(self.reject)
        for button in self.buttons.buttons():
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
        layout.addWidget(self.buttons)

    def _wire(self) -> None:
        host, join, link = self.host_page, self.join_page, self.link_page
        host.start_button.clicked.connect(self.host)
        host.stop_button.clicked.connect(self.stop_hosting)
        host.invite_address.currentTextChanged.connect(lambda _text: self._show_code())
        host.copy_button.clicked.connect(self.copy_invite)
        join.connect_button.clicked.connect(self.join)
        join.address.returnPressed.connect(self.join)
        join.games.currentItemChanged.connect(self._game_chosen)
        join.games.itemActivated.connect(self._game_activated)
        link.accept_button.clicked.connect(self.accept_rules)
        link.decline_button.clicked.connect(self.decline_rules)
        link.again_button.clicked.connect(self.host_again)
        link.back_button.clicked.connect(self.go_back)
        self.tabs.currentChanged.connect(self._tab_shown)

    # --- hosting ------------------------------------------------------------------------

    @property
    def port(self) -> int:
        """The port this side listens on (0: it does not listen)."""
        return self._host.port if self._host is not None and self._host.listening else 0

    def host(self) -> bool:
        """Start hosting (see the module docstring); False, and why on the page, when the
        name is not one or nothing can listen."""
        name = self._checked_name(self.host_page.status)
        if name is None or self.stage is not Stage.CHOOSING:
            return False
        host = FriendHost(name, self)
        if not ((self._last_port and host.listen(LISTEN_ADDRESS, self._last_port))
                or host.listen(LISTEN_ADDRESS)):
            host.deleteLater()
            self._tell(self.host_page.status, QCoreApplication.translate(
                "FriendDialog", "The game could not listen for a friend on this "
                "computer."), assertive=True)
            return False
        host.linked.connect(self._on_linked)
        self._host, self._hosting, self._name = host, True, name
        self._last_port = host.port
        self._set_stage(Stage.HOSTING)
        addresses = [a for a in network_addresses() if ":" not in a]  # IPv4: LISTEN_ADDRESS
        self.host_page.show_hosting(host.port, addresses)
        self._show_code()
        if self._advert is None:
            self._advert = self._make_games(self)
            self._advert.failed.connect(self._advert_failed)
        self._advert.advertise(name, host.port)
        self._tell(self.host_page.status, QCoreApplication.translate(
            "FriendDialog", "Waiting for a friend…"))
        return True

    def stop_hosting(self) -> None:
        """Stop listening and advertising (the Stop hosting button)."""
        if self.stage is Stage.HOSTING:
            self._stop_listening()
            self._set_stage(Stage.CHOOSING)
            self.host_page.show_idle()
            self._tell(self.host_page.status, QCoreApplication.translate(
                "FriendDialog", "You stopped hosting."))
            self.host_page.start_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _stop_listening(self) -> None:
        if self._host is not None:
            self._host.stop()
            self._host.deleteLater()
            self._host = None
        if self._advert is not None:
            self._advert.stop()

    def _on_linked(self, link: FriendLink) -> None:
        """A caller came: nothing listens any more (``FriendHost`` closed its socket), the
        game is no longer advertised, and the link is the dialog's until it is handed over."""
        self._stop_listening()
        link.setParent(self)
        self._adopt(link)
        self._tell(self.host_page.status, QCoreApplication.translate(
            "FriendDialog", "A friend is connecting…"))

    def _advert_failed(self, sentence: str) -> None:
        if self.stage is Stage.HOSTING:
            self._tell(self.host_page.status, " ".join((QCoreApplication.translate(
                "FriendDialog", "Waiting for a friend…"), sentence)))

    def _show_code(self) -> None:
        """The invite code of the address chosen or typed, with the port listened on."""
        try:
            code = Invite(self.host_page.invite_address.currentText().strip(),
                          self.port).code()
        except InviteError:
            code = ""
        self.host_page.show_code(code)

    def copy_invite(self) -> None:
        code = self.host_page.code.text()
        if self.host_page.copy_button.isEnabled() and (board := QGuiApplication.clipboard()):
            board.setText(code)
            self._tell(self.host_page.status, QCoreApplication.translate(
                "FriendDialog", "The invite code is copied: send it to your friend. Waiting for "
                "a friend…"))

    def host_again(self) -> None:
        """After a decline: end the link and host again (on the same port when it is free)."""
        self._back("")
        self.host()

    # --- joining ------------------------------------------------------------------------

    def _tab_shown(self, index: int) -> None:
        if index == 1:
            self.browse()

    def browse(self) -> None:
        """Look for games on the local network (once; the list follows them until the
        dialog closes)."""
        if self._browser is None:
            self._browser = self._make_games(self)
            self._browser.found.connect(self._on_found)
            self._browser.lost.connect(self._on_lost)
            self._browser.failed.connect(self._browse_failed)
            self._browser.browse()

    def _on_found(self, game: FoundLike) -> None:
        games = self.join_page.games
        item = self._games.get(game.key)
        if item is None:
            item = self._games[game.key] = QListWidgetItem(games)
        item.setText(QCoreApplication.translate("FriendDialog", "{name} ({address})").format(
            name=game.name, address=destination_text(game.address, game.port)))
        item.setData(Qt.ItemDataRole.UserRole, destination_text(game.address, game.port))
        self.join_page.empty.hide()
        if self.tabs.currentIndex() == 1 and self.stage is Stage.CHOOSING:
            self._say(QCoreApplication.translate(
                "FriendDialog", "{name}'s game is on your network.").format(name=game.name))

    def _on_lost(self, key: str) -> None:
        item = self._games.pop(key, None)
        games = self.join_page.games
        if item is not None:
            games.takeItem(games.row(item))
        self.join_page.empty.setVisible(games.count() == 0)

    def _browse_failed(self, sentence: str) -> None:
        self.join_page.empty.setText(sentence)
        self.join_page.empty.show()

    def _game_chosen(self, item: QListWidgetItem | None, _previous: object) -> None:
        if item is not None and self.stage is Stage.CHOOSING:
            self.join_page.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))

    def _game_activated(self, item: QListWidgetItem) -> None:
        self._game_chosen(item, None)
        self.join()

    def join(self) -> bool:
        """Connect to the address or invite code in the field; False, and why on the page,
        when the name or the address is not one."""
        status = self.join_page.status
        name = self._checked_name(status)
        if name is None or self.stage is not Stage.CHOOSING:
            return False
        try:
            address, port = parse_destination(self.join_page.address.text())
        except DestinationError as error:
            self._tell(status, str(error), assertive=True)
            self.join_page.address.setFocus(Qt.FocusReason.OtherFocusReason)
            return False
        self._hosting, self._name = False, name
        self._adopt(FriendLink.to(address, port, name, parent=self))
        self._tell(status, QCoreApplication.translate(
            "FriendDialog", "Connecting to {address}…").format(
                address=destination_text(address, port)))
        return True

    # --- the link -----------------------------------------------------------------------

    def _adopt(self, link: FriendLink) -> None:
        self._link = link
        link.ready.connect(self._on_ready)
        link.received.connect(self._on_message)
        link.failed.connect(self._on_failed)
        link.closed.connect(self._on_closed)
        self._set_stage(Stage.CONNECTING)
        self.ready_timer.start()

    def _release(self) -> FriendLink | None:
        """The link in hand, the dialog's slots disconnected from it (None: there is none)."""
        link, self._link = self._link, None
        if link is not None:
            link.ready.disconnect(self._on_ready)
            link.received.disconnect(self._on_message)
            link.failed.disconnect(self._on_failed)
            link.closed.disconnect(self._on_closed)
        return link

    def _drop_link(self) -> None:
        """End the link in hand, if any (nothing more comes from it)."""
        link = self._release()
        if link is not None:
            link.close()
            link.deleteLater()

    def _on_ready(self) -> None:
        link = self._link
        if link is None or link.check_numbers is None:
            return
        self.ready_timer.stop()
        friend, numbers = link.peer_name, link.check_numbers
        self.link_page.show_link(friend, numbers)
        self.stack.setCurrentIndex(1)
        self._set_stage(Stage.LINKED)
        compare = QCoreApplication.translate(
            "FriendDialog", "Compare the check numbers: {numbers}.").format(
                numbers=numbers_text(numbers, ", "))
        if self._hosting:
            link.send({"kind": "rules", "rules": self.rules.to_dict()})
            self.link_page.show_rules(QCoreApplication.translate(
                "FriendDialog", "Waiting for {friend} to accept your rules:").format(
                    friend=friend), describe_rules(self.rules), answer=False)
            joined = QCoreApplication.translate("FriendDialog", "{friend} joined your game.")
        else:
            self.link_page.status.setText(QCoreApplication.translate(
                "FriendDialog", "Waiting for {friend}'s rules…").format(friend=friend))
            joined = QCoreApplication.translate("FriendDialog", "You are connected to {friend}.")
        self._say(" ".join((joined.format(friend=friend), compare)))
        self.link_page.numbers.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_message(self, message: object) -> None:
        """A message from the friend's program: the rules (to the guest) or the answer (to
        the host), each once and in its turn; anything else ends the link."""
        data: dict[object, object] = message if isinstance(message, dict) else {}
        kind, waiting = data.get("kind"), self.stage is Stage.LINKED
        if kind == "rules" and waiting and not self._hosting:
            self._take_rules(data.get("rules"))
        elif kind == "rules_answer" and waiting and self._hosting:
            self._take_answer(data.get("accept"))
        else:
            _log.warning("friend dialog: unexpected message %.80r", message)
            self._back(QCoreApplication.translate(
                "FriendDialog", "Your friend's program sent a message that does not belong "
                "here: the connection was ended."))

    def _take_rules(self, data: object) -> None:
        """The host's rules: every setting there and valid (a missing one means another
        version of the game: its rules are not guessed), else the link ends."""
        try:
            if not isinstance(data, dict):
                raise TypeError(f"rules of type {type(data).__name__}")
            rules = RuleSet.from_dict(data, complete=True)
        except (GinRummyError, TypeError, ValueError) as error:
            _log.warning("friend dialog: rules refused: %s", error)
            self._back(QCoreApplication.translate(
                "FriendDialog", "Your friend's program sent rules this one cannot read (it may "
                "be another version of the game): the connection was ended."))
            return
        friend = self._friend()
        self._offered = rules
        self._set_stage(Stage.DECIDING)
        self.link_page.status.clear()
        self.link_page.show_rules(QCoreApplication.translate(
            "FriendDialog", "{friend} asks you to play these rules:").format(friend=friend),
            describe_rules(rules), answer=True)
        self._say(QCoreApplication.translate(
            "FriendDialog", "{friend}'s rules came. {rules} Accept or decline them.").format(
                friend=friend, rules=spoken_text(describe_rules(rules))))

    def _take_answer(self, accept: object) -> None:
        if accept is True:
            self._hand_over(self.rules)
        elif accept is False:
            self._set_stage(Stage.DECLINED)
            self.link_page.show_rules(QCoreApplication.translate(
                "FriendDialog", "The rules you offered {friend}:").format(
                    friend=self._friend()), describe_rules(self.rules), answer=False)
            self.link_page.again_button.show()
            self._tell(self.link_page.status, QCoreApplication.translate(
                "FriendDialog", "{friend} declined your rules. Host again, or cancel and "
                "choose other rules in the settings.").format(friend=self._friend()),
                assertive=True)
            self.link_page.again_button.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self._back(QCoreApplication.translate(
                "FriendDialog", "Your friend's program sent an answer this one cannot read: the "
                "connection was ended."))

    def accept_rules(self) -> bool:
        """The guest accepts the rules offered: the host is told, the link handed over."""
        if self.stage is not Stage.DECIDING or self._link is None or self._offered is None:
            return False
        self._link.send({"kind": "rules_answer", "accept": True})
        self._hand_over(self._offered)
        return True

    def decline_rules(self) -> bool:
        """The guest declines the rules offered: the host is told; Back ends the link."""
        if self.stage is not Stage.DECIDING or self._link is None:
            return False
        self._link.send({"kind": "rules_answer", "accept": False})
        self._set_stage(Stage.DECLINED)
        for button in (self.link_page.accept_button, self.link_page.decline_button):
            button.hide()
        self.link_page.back_button.show()
        self._tell(self.link_page.status, QCoreApplication.translate(
            "FriendDialog", "You declined {friend}'s rules: {friend} is told. Go back to join "
            "another game, or cancel.").format(friend=self._friend()))
        self.link_page.back_button.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def go_back(self) -> None:
        """End the link and go back to the tabs (the guest's Back, after declining)."""
        self._back("")

    def _hand_over(self, rules: RuleSet) -> None:
        """Let go of the link (see the module docstring), emit :attr:`agreed`, close."""
        link = self._release()
        if link is None:
            return
        self.ready_timer.stop()
        link.setParent(self.parent())
        start = FriendStart(link, rules, self._hosting, self._name, link.peer_name)
        self._stop_listening()
        self._stop_browsing()
        self._set_stage(Stage.AGREED)
        self._say(QCoreApplication.translate(
            "FriendDialog", "The rules are agreed: the match begins."))
        self.agreed.emit(start)
        self.accept()

    def _friend(self) -> str:
        return self._link.peer_name if self._link is not None else ""

    # --- when the link ends -------------------------------------------------------------

    def _on_failed(self, sentence: str) -> None:
        self._back(sentence)

    def _on_closed(self) -> None:
        if self.stage is Stage.DECLINED and self._hosting:
            self._drop_link()  # the guest went back after declining: the sentence stays
            return
        if self.stage is Stage.CONNECTING:
            self._back(QCoreApplication.translate(
                "FriendDialog", "The connection was closed before your friend's program greeted "
                "this one."))
        else:
            self._back(QCoreApplication.translate(
                "FriendDialog", "{friend} ended the connection.").format(friend=self._friend()))

    def _not_ready(self) -> None:
        if self.stage is not Stage.CONNECTING:
            return
        if self._hosting:
            self._back(QCoreApplication.translate(
                "FriendDialog", "A connection came but never greeted as this game does: it was "
                "ended."))
        else:
            self._back(QCoreApplication.translate(
                "FriendDialog", "No answer from your friend's program. Check the address, that "
                "your friend is hosting, and that their firewall lets the game through."))

    def _back(self, sentence: str) -> None:
        """The link ends (``sentence`` says why, "" for the player's own choice): back to the
        tab the player came from. A host whose caller never greeted hosts again at once."""
        again = self._hosting and self.stage is Stage.CONNECTING and bool(sentence)
        self.ready_timer.stop()
        self._drop_link()
        self._offered = None
        self._set_stage(Stage.CHOOSING)
        self.stack.setCurrentIndex(0)
        page = self.host_page if self._hosting else self.join_page
        self.tabs.setCurrentIndex(0 if self._hosting else 1)
        self.host_page.show_idle()
        if again and self.host():
            sentence = " ".join((sentence, QCoreApplication.translate(
                "FriendDialog", "Waiting for a friend again…")))
        if sentence:
            self._tell(page.status, sentence, assertive=True)
        else:
            page.status.clear()
        focus = page.start_button if page is self.host_page else self.join_page.address
        if not again:
            focus.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- the dialog ---------------------------------------------------------------------

    def _set_stage(self, stage: Stage) -> None:
        """Go to ``stage``: the name and the choice of tab only while choosing."""
        self.stage = stage
        choosing = stage is Stage.CHOOSING
        self.name_edit.setEnabled(choosing)
        current = self.tabs.currentIndex()
        for index in range(self.tabs.count()):
            self.tabs.setTabEnabled(index, choosing or index == current)
        self.host_page.start_button.setEnabled(choosing)
        self.join_page.connect_button.setEnabled(choosing)
        self.join_page.address.setReadOnly(not choosing)

    def _checked_name(self, status: QLabel) -> str | None:
        """The name in the field, trimmed, when it is one (1 to 40 printable characters);
        else None, and why on ``status``."""
        name = self.name_edit.text().strip()
        if 0 < len(name) <= MAX_NAME and name.isprintable():
            return name
        self._tell(status, QCoreApplication.translate(
            "FriendDialog", "Give your name first: 1 to 40 characters, on one line."),
            assertive=True)
        self.name_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        return None

    def _tell(self, label: QLabel, text: str, assertive: bool = False) -> None:
        label.setText(text)
        self._say(text, assertive)

    def _say(self, text: str, assertive: bool = False) -> None:
        self.said.append(text)
        self._voice.say(text, assertive)

    def _stop_browsing(self) -> None:
        if self._browser is not None:
            self._browser.stop()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter is the focused control's (Connect in the address field, joining a game in
        the list), never a default button's: the field and the list let it through to the
        dialog, which would otherwise click Cancel (the only button with no other role)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)

    def done(self, result: int) -> None:
        """Every way the dialog ends (Cancel, Escape, the title bar, the rules agreed):
        nothing listens, advertises or browses any more, and a link not handed over is
        closed."""
        self.ready_timer.stop()
        self._drop_link()
        self._stop_listening()
        self._stop_browsing()
        super().done(result)
