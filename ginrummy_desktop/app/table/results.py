"""The hand's and the match's result on the table: the banner over the showdown, and the
celebration at a match's end.

The result waits for the table to come to rest. At a hand's end the computer's cards are
still turning face up and moving to the showdown when the engine has already scored it; the
banner (and a won or lost match's celebration) shows only once they are there
(:meth:`ResultShow.show_when_at_rest`, shown by :meth:`ResultShow.at_rest`). A result still
waiting when a new hand is dealt belongs to the last hand and is dropped.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF

from ...engine import GameOver, HandEnded, RuleSet
from ..seats.seat import Seat
from ..words.results import game_breakdown, hand_breakdown, score_line
from .banner import Banner
from .celebration import Celebration, Moment
from .commands import command
from .scene import TableScene

__all__ = ["CELEBRATION_MOVES", "ResultShow"]

CELEBRATION_MOVES = 12
"""How long the end of a match is celebrated, in card moves (3 s at the normal speed)."""

_Words = tuple[str, tuple[str, ...], str]
"""A banner's title, lines and hint."""
_Wording = Callable[[], _Words]
"""How a banner is worded, in the language installed when it is called."""


class ResultShow:
    """The result's banner and the match's celebration on ``scene`` (see the module
    docstring); ``move_ms`` is the table's time for one card move.

    A banner keeps how it is worded (:data:`_Wording`), not its words: when the language
    changes, the banner shown is worded again (:meth:`retranslate`), and so is a result still
    waiting for the table to come to rest, or the last hand's title under the match's."""

    def __init__(self, scene: TableScene, parent: QObject) -> None:
        self.scene = scene
        self.banner = Banner()
        scene.addItem(self.banner)
        self.banner.set_theme(scene.theme)
        scene.theme_changed.connect(self.banner.set_theme)
        self.celebration = Celebration(scene, parent)
        self.move_ms = 250
        self._due: tuple[_Wording, Moment | None] | None = None
        self._shown: _Wording | None = None

    def hand_ended(self, event: HandEnded, rules: RuleSet) -> str:
        """The hand's result, shown once the table is at rest; returns its title."""
        wording = _hand_wording(event, rules)
        self.show_when_at_rest(wording)
        return wording()[0]

    def game_over(self, event: GameOver, rules: RuleSet) -> str:
        """The match's result under the last hand's title, celebrated when someone won;
        returns its title."""
        if self._due is not None:
            last_hand: _Wording | None = self._due[0]
        else:
            last_hand = self._shown if self.banner.isVisible() else None
        wording = _game_wording(event, rules, last_hand)
        winner = event.sheet.winner
        celebrate = None
        if winner is not None:  # a drawn Hollywood match is not celebrated
            celebrate = Moment.WON if winner == Seat.USER else Moment.LOST
        self.show_when_at_rest(wording, celebrate)
        return wording()[0]

    def show_when_at_rest(self, wording: _Wording, celebrate: Moment | None = None) -> None:
        """Show the banner ``wording`` words now if the table is at rest, else once it is."""
        self._due = (wording, celebrate)
        if not self.scene.busy:
            self.at_rest()

    def at_rest(self) -> None:
        """The table came to rest: the result waiting for it shows."""
        due, self._due = self._due, None
        if due is None:
            return
        wording, celebrate = due
        self._shown = wording
        title, lines, hint = wording()
        self.banner.show_text(title, lines, hint, self.room(), self.move_ms)
        if celebrate is not None:
            self.celebration.play(celebrate, self.centre(), self.scene.sceneRect(),
                                  self.move_ms * CELEBRATION_MOVES)

    def retranslate(self) -> None:
        """The banner shown, in the language installed now (at once, not faded in again); a
        result still waiting is worded when it shows."""
        if self._shown is not None and self.banner.isVisible():
            title, lines, hint = self._shown()
            self.banner.show_text(title, lines, hint, self.room())

    def clear(self) -> None:
        """A new hand is dealt: no result on the table, none waiting."""
        self._due = self._shown = None
        self.banner.hide_banner()
        self.celebration.stop()

    def room(self) -> QRectF:
        """The felt between the two showdown rows (over the middle row), which the banner
        fits, clear of the rows' captions."""
        return self.scene.geometry.between_rows()

    def centre(self) -> QPointF:
        """Midway between the two showdown rows, where the celebration starts."""
        return self.room().center()

    def recentre(self) -> None:
        """The table was laid out again: the banner fits the room between the rows again."""
        if self.banner.isVisible():
            self.banner.recentre(self.room())


def _hand_wording(event: HandEnded, rules: RuleSet) -> _Wording:
    """How the banner of a hand's end is worded: the hand's breakdown, the score, and how
    to deal again while the match goes on."""

    def words() -> _Words:
        breakdown = hand_breakdown(event.result, rules)
        hint = ""
        if not event.sheet.is_over:
            next_hand = command("next_hand")
            hint = QCoreApplication.translate(
                "TablePresenter", "Press {label} ({key}) to deal again."
            ).format(label=next_hand.shown_label, key=next_hand.shortcut)
        return breakdown.title, (*breakdown.lines, score_line(event.sheet, rules)), hint

    return words


def _game_wording(event: GameOver, rules: RuleSet, last_hand: _Wording | None) -> _Wording:
    """How the banner of a match's end is worded: its breakdown under the last hand's title
    (when that hand's banner was shown or due)."""

    def words() -> _Words:
        breakdown = game_breakdown(event.sheet, rules)
        above = (last_hand()[0],) if last_hand is not None else ()
        hint = QCoreApplication.translate(
            "TablePresenter", "Start a new game with {key}, or review the match with {review}."
        ).format(key=command("new_game").shortcut, review=command("review").shortcut)
        return breakdown.title, (*above, *breakdown.lines), hint

    return words
