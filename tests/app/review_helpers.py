"""A stand-in for the review's background run, shared by the review windows' tests."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ginrummy_desktop.ai.review import HandReview, ReviewSettings
from ginrummy_desktop.engine import Game


class FakeRun(QObject):
    """A review run that does nothing by itself: the test emits its signals (or :meth:`feed`).
    Every run made is kept in :attr:`made`, the latest last."""

    handReviewed = Signal(object)
    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    made: list[FakeRun] = []

    def __init__(self, game: Game, settings: ReviewSettings, parent: QObject) -> None:
        super().__init__(parent)
        self.game = game
        self.settings = settings
        self.started = 0
        self.cancelled = 0
        FakeRun.made.append(self)

    def start(self) -> None:
        self.started += 1

    def cancel(self) -> None:
        self.cancelled += 1

    def feed(self, hands: tuple[HandReview, ...], finish: bool = True) -> None:
        """Hand on ``hands`` as the real run does: progress, then each hand and its progress."""
        self.progress.emit(0, len(hands) if finish else len(hands) + 1)
        for done, hand in enumerate(hands, start=1):
            self.handReviewed.emit(hand)
            self.progress.emit(done, len(hands) if finish else len(hands) + 1)
        if finish:
            self.finished.emit(hands)
