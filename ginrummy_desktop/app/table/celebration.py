"""The end of a match gets a moment of its own, over the table and under the result's banner.

* **A win**: a fountain of suit symbols (gold, red and white) bursts up from behind the banner
  and falls across the felt, fading as it lands.
* **A loss**: a gentle one: a few grey suit symbols drift slowly down and fade.
* **A drawn match** (Hollywood's columns can tie): nothing.

Subtleties: one animation drives every symbol (a :class:`QVariantAnimation` from 0 to 1), so a
moment costs one timer; the symbols take no mouse button and are not cards, so they never hold
the table up (the controller's "table at rest" counts card moves only) and never stand between
the user and a card. With animations off there is no moment at all; a new deal, or a new one,
sweeps the old away (:meth:`Celebration.stop`). The symbols' paths come from a generator with
a fixed seed, so the moment is the same every time (and tests can count on it).
"""

from __future__ import annotations

import enum
import math
import random
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from .painting import pixel_font

__all__ = ["Celebration", "Moment"]

SUITS = "♠♥♦♣"
WIN_COLOURS = ("#ffd54f", "#ff8a80", "#ffffff", "#ffe082")
LOSS_COLOUR = "#b0bec5"
Z = 3900.0
"""Over the cards, under the banner (4000)."""


class Moment(enum.Enum):
    """How the match ended for the user."""

    WON = "won"
    LOST = "lost"


@dataclass(frozen=True, slots=True)
class _Flight:
    """One symbol's path: from ``start`` with ``velocity`` (scene pixels per unit of the
    moment's time), pulled down by ``gravity``; it spins ``spin`` degrees in all."""

    start: QPointF
    velocity: QPointF
    gravity: float
    spin: float

    def at(self, t: float) -> QPointF:
        return QPointF(self.start.x() + self.velocity.x() * t,
                       self.start.y() + self.velocity.y() * t + 0.5 * self.gravity * t * t)


class Celebration(QObject):
    """Plays a :class:`Moment` on ``scene`` (see the module docstring)."""

    WIN_SYMBOLS = 60
    LOSS_SYMBOLS = 14

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._symbols: list[tuple[QGraphicsSimpleTextItem, _Flight]] = []
        self._clock = QVariantAnimation(self)
        self._clock.setStartValue(0.0)
        self._clock.setEndValue(1.0)
        self._clock.valueChanged.connect(self._advance)
        self._clock.finished.connect(self.stop)

    @property
    def running(self) -> bool:
        return bool(self._symbols)

    @property
    def symbols(self) -> tuple[QGraphicsSimpleTextItem, ...]:
        return tuple(item for item, _ in self._symbols)

    def play(self, moment: Moment, centre: QPointF, table: QRectF, duration_ms: int,
             seed: int = 0) -> None:
        """Play ``moment`` from ``centre`` over ``table`` for ``duration_ms`` (0: nothing)."""
        self.stop()
        if duration_ms <= 0:
            return
        rng = random.Random(seed)
        won = moment is Moment.WON
        count = self.WIN_SYMBOLS if won else self.LOSS_SYMBOLS
        for index in range(count):
            flight = _fountain(rng, centre, table) if won else _drift(rng, table)
            colour = WIN_COLOURS[index % len(WIN_COLOURS)] if won else LOSS_COLOUR
            self._symbols.append((self._symbol(SUITS[index % len(SUITS)], colour, rng), flight))
        self._clock.setDuration(duration_ms)
        self._clock.setEasingCurve(QEasingCurve.Type.Linear if won
                                   else QEasingCurve.Type.InOutSine)
        self._advance(0.0)
        self._clock.start()

    def stop(self) -> None:
        """Sweep the moment away at once."""
        self._clock.stop()
        for item, _ in self._symbols:
            if item.scene() is self._scene:
                self._scene.removeItem(item)
        self._symbols.clear()

    def _symbol(self, suit: str, colour: str, rng: random.Random) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(suit)
        item.setFont(pixel_font(rng.randint(18, 34), bold=True))
        item.setBrush(QBrush(QColor(colour)))
        item.setZValue(Z)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setAcceptHoverEvents(False)
        self._scene.addItem(item)
        return item

    def _advance(self, value: object) -> None:
        t = float(value) if isinstance(value, (int, float)) else 0.0
        fade = 1.0 if t < 0.7 else max(0.0, (1.0 - t) / 0.3)
        for item, flight in self._symbols:
            item.setPos(flight.at(t))
            item.setRotation(flight.spin * t)
            item.setOpacity(fade)


def _fountain(rng: random.Random, centre: QPointF, table: QRectF) -> _Flight:
    """Up and out from behind the banner, then down past the table's bottom edge."""
    angle = math.radians(rng.uniform(-150, -30))  # upwards, fanned
    speed = rng.uniform(1.5, 2.4) * table.height()  # the highest rise about 0.4 of the table
    velocity = QPointF(math.cos(angle) * speed, math.sin(angle) * speed)
    gravity = 5.0 * table.height()
    return _Flight(centre, velocity, gravity, rng.uniform(-540, 540))


def _drift(rng: random.Random, table: QRectF) -> _Flight:
    """From above the table's top edge, slowly down a third of it, sideways a little."""
    start = QPointF(rng.uniform(table.left(), table.right()), table.top() - 20)
    velocity = QPointF(rng.uniform(-40, 40), rng.uniform(0.25, 0.45) * table.height())
    return _Flight(start, velocity, 0.0, rng.uniform(-90, 90))
