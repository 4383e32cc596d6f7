"""The hand's and the match's result on the table: the banner over the showdown, and the
celebration at a match's end.

The result waits for the table to come to rest. At a hand's end the computer's cards are
still turning face up and moving to the showdown when the engine has already scored it; the
banner (and a won or lost match's celebration) shows only once they are there
(:meth:`ResultShow.show_when_at_rest`, shown by :meth:`ResultShow.at_rest`). A result still
waiting when a new hand is dealt belongs to the last hand and is dropped.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QPointF

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

_Due = tuple[str, tuple[str, ...], str, Moment | None]


class ResultShow:
    """The result's banner and the match's celebration on ``scene`` (see the module
    docstring); ``move_ms`` is the table's time for one card move."""

    def __init__(self, scene: TableScene, parent: QObject) -> None:
        self.scene = scene
        self.banner = Banner()
        scene.addItem(self.banner)
        self.banner.set_theme(scene.theme)
        scene.theme_changed.connect(self.banner.set_theme)
        self.celebration = Celebration(scene, parent)
        self.move_ms = 250
        self._due: _Due | None = None

    def hand_ended(self, event: HandEnded, rules: RuleSet) -> str:
        """The hand's result, shown once the table is at rest; returns its title."""
        breakdown = hand_breakdown(event.result, rules)
        lines = (*breakdown.lines, score_line(event.sheet, rules))
        hint = ""
        if not event.sheet.is_over:
            next_hand = command("next_hand")
            hint = QCoreApplication.translate(
                "TablePresenter", "Press {label} ({key}) to deal again."
            ).format(label=next_hand.shown_label, key=next_hand.shortcut)
        self.show_when_at_rest(breakdown.title, lines, hint)
        return breakdown.title

    def game_over(self, event: GameOver, rules: RuleSet) -> str:
        """The match's result under the last hand's title, celebrated when someone won;
        returns its title."""
        breakdown = game_breakdown(event.sheet, rules)
        if self._due is not None:
            last_hand: tuple[str, ...] = (self._due[0],)
        else:
            last_hand = (self.banner.title,) if self.banner.isVisible() else ()
        hint = QCoreApplication.translate("TablePresenter", "Start a new game with {key}.").format(
            key=command("new_game").shortcut)
        winner = event.sheet.winner
        celebrate = None
        if winner is not None:  # a drawn Hollywood match is not celebrated
            celebrate = Moment.WON if winner == Seat.USER else Moment.LOST
        self.show_when_at_rest(breakdown.title, (*last_hand, *breakdown.lines), hint, celebrate)
        return breakdown.title

    def show_when_at_rest(self, title: str, lines: Sequence[str], hint: str,
                          celebrate: Moment | None = None) -> None:
        """Show the banner now if the table is at rest, else once it is."""
        self._due = (title, tuple(lines), hint, celebrate)
        if not self.scene.busy:
            self.at_rest()

    def at_rest(self) -> None:
        """The table came to rest: the result waiting for it shows."""
        due, self._due = self._due, None
        if due is None:
            return
        title, lines, hint, celebrate = due
        self.banner.show_text(title, lines, hint, self.centre(), self.move_ms)
        if celebrate is not None:
            self.celebration.play(celebrate, self.centre(), self.scene.sceneRect(),
                                  self.move_ms * CELEBRATION_MOVES)

    def clear(self) -> None:
        """A new hand is dealt: no result on the table, none waiting."""
        self._due = None
        self.banner.hide_banner()
        self.celebration.stop()

    def centre(self) -> QPointF:
        """Midway between the two showdown rows (over the middle row), where the banner goes."""
        return self.scene.geometry.between_rows().center()

    def recentre(self) -> None:
        """The table was laid out again: the banner keeps its place between the rows."""
        if self.banner.isVisible():
            self.banner.recentre(self.centre())
