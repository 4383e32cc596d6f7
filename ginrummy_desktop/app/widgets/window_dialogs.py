"""The window's dialogs, opened from the menus: each imported when first opened, to start faster.

The score sheet, Statistics and Hand history are not modal and follow the match while open;
the review of the match (not modal either) shows the match as it was when opened; the others
are modal. Every dialog reads the match through the session, as the window does.

When the language changes (:meth:`WindowDialogs.language_changed`), the score sheet and the
keyboard help word themselves again (their ``changeEvent``); Statistics and Hand history, which
only show data and are worded all through their building, are made again in the new language,
in the same place (geometry, the level shown; the match, hand and step shown) when open, and
dropped when closed (the next opening makes them afresh). The modal dialogs cannot be open
while Settings changes the language.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDir, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from ...engine import ScoreSheet

if TYPE_CHECKING:
    from ..session import MatchSession
    from ..settings.values import Settings
    from ..table.card_images import CardImages
    from .keyboard_help import KeyboardHelp
    from .score_sheet import ScoreSheetDialog
    from .sound_switch import SoundSwitch

__all__ = ["WindowDialogs"]


class WindowDialogs:
    """Opens the window's dialogs. ``apply_settings`` takes the settings a player accepts;
    ``after_change`` is called after a modal dialog that may have changed the match."""

    def __init__(self, window: QWidget, match: MatchSession, images: CardImages,
                 sound: SoundSwitch, apply_settings: Callable[[Settings], None],
                 after_change: Callable[[], None]) -> None:
        self._window = window
        self._match = match
        self._images = images
        self._sound = sound
        self._apply_settings = apply_settings
        self._after_change = after_change
        self._score_dialog: ScoreSheetDialog | None = None

    def show_score_sheet(self) -> None:
        """Show the score sheet (not modal; it follows the game while open)."""
        from .score_sheet import ScoreSheetDialog

        if self._score_dialog is None:
            self._score_dialog = ScoreSheetDialog(self._window)
        if self._match.has_game:
            self._score_dialog.set_sheet(self._match.game.sheet, self._match.game.rules)
        self._score_dialog.show()
        self._score_dialog.raise_()

    def sheet_changed(self, sheet: ScoreSheet) -> None:
        """A hand was scored, or a match began: the score sheet follows when it was opened,
        and Review this match… is offered once a hand of the match is finished."""
        if self._score_dialog is not None:
            self._score_dialog.set_sheet(sheet, self._match.game.rules)
        entry = self._window.findChild(QAction, "reviewAction")
        if entry is not None:
            entry.setEnabled(self._match.has_game and bool(self._match.game.results))

    def show_play_friend(self) -> None:
        """*Play a friend…*: once a friend is linked and the rules agreed, their match takes
        the table (a match under way is given up, asked first as for New game)."""
        from .friend_dialog import FriendDialog, FriendStart

        match = self._match
        if self.offer_friend_match():
            return
        if match.match_under_way() and not match.ask_abandon():
            return
        dialog = FriendDialog(match.config.rules, _player_name(), self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def start(agreed: FriendStart) -> None:
            match.play_a_friend(agreed.link, agreed.rules, agreed.host)
            self._after_change()

        dialog.agreed.connect(start)
        dialog.open()

    def offer_friend_match(self) -> bool:
        """A friend's match kept (the program stopped in the middle, or the friend did not
        come back in time) is offered to go on with; True when the player took it up. No
        keeps it for later (it is offered again at the next start and before Play a friend)."""
        match = self._match
        save = match.friends.saved() if match.friend is None else None
        if save is None:
            return False
        box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate(
            "WindowDialogs", "A match against a friend"), QCoreApplication.translate(
            "WindowDialogs", "Your match against {friend} is not over. Go on with it now? Both "
            "programs must be running: this one waits for {friend} to connect.").format(
                friend=save.friend), QMessageBox.StandardButton.Yes
            | QMessageBox.StandardButton.No, self._window)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the friend's name comes from a file
        if box.exec() != QMessageBox.StandardButton.Yes:
            return False
        match.go_on_with_a_friend(save)
        self._after_change()
        return True

    def show_statistics(self) -> None:
        """The Statistics window (not modal; it follows the game while open)."""
        from .statistics_dialog import show_statistics

        show_statistics(self._window, self._match.stats)

    def show_hand_history(self) -> None:
        """The replay viewer (not modal): every finished hand of this and past matches."""
        from .replay_dialog import show_hand_history

        show_hand_history(self._match, self._images, self._window)

    def show_review(self) -> None:
        """The review of the match in play, its finished hands (not modal; in the
        background); its *Show in Hand history* opens the Hand history when it is not open."""
        from .replay_dialog import history_link, make_hand_history
        from .review_dialog import show_review

        match, window = self._match, self._window
        if match.has_game and match.game.results:
            link = history_link(window, make=lambda: make_hand_history(match, self._images,
                                                                       window))
            stats, match_id = match.stats, match.stats.match_id
            record = None if match_id is None else partial(stats.record_review, match_id,
                                                             full=True)
            show_review(window, match.game, store=match.store, history=link,
                        label=QCoreApplication.translate("ReplayDialog", "Current match"),
                        record=record)

    def show_settings(self) -> None:
        """The settings dialog; accepted settings are saved and applied."""
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self._match.settings_for_dialog(), self._window,
                                sound_note=self._sound.note(), sample=self._sound.board.sample)
        if dialog.exec():
            self._apply_settings(dialog.settings())

    def show_fair_deal(self) -> None:
        """The fingerprint, the phrase, the reveal and the check of the deal (modal)."""
        from .fair_deal_dialog import FairDealDialog

        if self._match.has_game:
            FairDealDialog(self._match, self._window).exec()
            self._after_change()

    def show_rules(self) -> None:
        """The rules of the game (modal)."""
        from .rules_dialog import RulesDialog

        RulesDialog(self._window).exec()

    def show_keyboard(self) -> KeyboardHelp:
        """Every key and what it does (not modal), from the command table."""
        from .keyboard_help import show_keyboard_help

        return show_keyboard_help(self._window)

    def show_about(self) -> None:
        """About the game, its licences and card art (modal)."""
        from .about_dialog import AboutDialog

        AboutDialog(self._window).exec()

    # --- a new language ---------------------------------------------------------------------

    def language_changed(self) -> None:
        """The language changed: Statistics and Hand history are made again in it (see the
        module docstring)."""
        self._remake_statistics()
        self._remake_history()

    def _remake_statistics(self) -> None:
        old = self._window.findChild(QDialog, "StatisticsDialog")
        if old is None:
            return
        from .statistics_dialog import StatisticsDialog

        assert isinstance(old, StatisticsDialog)
        level = old.level
        new = _remade(old, lambda: StatisticsDialog(self._match.stats, self._window))
        if isinstance(new, StatisticsDialog):
            new.show_level(level)

    def _remake_history(self) -> None:
        old = self._window.findChild(QDialog, "ReplayDialog")
        if old is None:
            return
        from .replay_dialog import ReplayDialog, make_hand_history

        assert isinstance(old, ReplayDialog)
        place = old.place()
        new = _remade(old, lambda: make_hand_history(self._match, self._images, self._window))
        if isinstance(new, ReplayDialog):
            new.go_back_to(place)


def _remade(old: QDialog, make: Callable[[], QDialog]) -> QDialog | None:
    """Drop ``old`` and, when it was shown, show the dialog ``make`` makes in its place (its
    geometry), active only when ``old`` was: the player goes on where they were. ``old`` is
    no longer the window's child at once (the window finds only the new one) and is deleted
    once the events of the moment are handled."""
    shown, geometry = old.isVisible(), old.geometry()
    was_active = QApplication.activeWindow() is old
    old.hide()
    old.setParent(None)
    old.deleteLater()
    if not shown:
        return None
    new = make()
    new.setGeometry(geometry)  # as it was (restoreGeometry would fit it to the screen anew)
    new.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, not was_active)
    new.show()
    new.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, False)
    if was_active:
        new.activateWindow()
    return new


def _player_name() -> str:
    """The name first offered in Play a friend: the name of the player's home folder (the
    account's, on the three systems), at most 40 characters."""
    return QDir.home().dirName()[:40]
