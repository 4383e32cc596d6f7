"""The view of the card table: no scroll bars, the scene sized to the viewport, keys passed on.

The scene is laid out again for every viewport size (:meth:`TableScene.arrange`) instead of
being scaled, so the cards are always drawn at their real pixel size and stay sharp.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from .focus_ring import FocusRing
from .painting import TableTheme
from .scene import TableScene

__all__ = ["TableView"]


class TableView(QGraphicsView):
    """Shows a :class:`TableScene`; ``resized(width, height)`` after each viewport resize.

    ``key_handler(event) -> bool`` gets every key press first (the window's keyboard play).
    """

    resized = Signal(int, int)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self.access: object | None = None
        """The table as screen readers find it: a ``table/accessible.TableAccess``, set by the
        window. The view only carries it (typed loosely so the view does not import the tree
        that reads the view); the tree's factory checks what it finds."""
        self.setObjectName("tableView")
        self._name_itself()
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # No antialiasing for the whole table: a card picture turned with it costs about half
        # as much again to draw (a third of every frame). What needs it (the piles' outlines,
        # the banner, the cards' pictures when drawn) turns it on itself; the cards keep
        # smooth edges through their transparent border (card_images.TURNED_CARD_PAD).
        self.setRenderHints(QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.focus_ring = FocusRing(self, scene.theme.focus_ring)
        """Shows the focus (a Tab stop with no frame showed none); the theme's, in high
        contrast too."""
        scene.theme_changed.connect(self._follow_theme)

    def _name_itself(self) -> None:
        """Its name and description for a screen reader, in the language installed now."""
        self.setAccessibleName(QCoreApplication.translate("TableView", "Card table"))
        self.setAccessibleDescription(QCoreApplication.translate(
            "TableView",
            "The computer's hand at the top, the stock, discard pile and knock area in the "
            "middle, your hand at the bottom. Arrow keys select a card."
        ))

    def changeEvent(self, event: QEvent) -> None:
        """A new language: named again in it."""
        if event.type() == QEvent.Type.LanguageChange:
            self._name_itself()
        super().changeEvent(event)

    def _follow_theme(self, theme: TableTheme) -> None:
        self.focus_ring.set_look(theme.focus_ring)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.resized.emit(size.width(), size.height())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)
