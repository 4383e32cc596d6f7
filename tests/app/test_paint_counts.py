"""The table's painting cost: how often Qt calls the cards' Python code while cards move, and
that the cards still look as they did (a face, a shadow, the selection's outline).

A card item draws nothing itself: its pictures are pixmap items drawn once (see
``app/table/card_item.py``). So a moving or turning card costs Qt no Python call, where it
used to run ``CardItem.paint`` (an antialiased shadow and the face) for every card of its
region in every frame: 125 to 300 times per action with animations on. The pictures' own
paints are counted too, to show that cards were drawn while the calls were counted; and a
control makes the cards paint themselves again, to show that the count then catches it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem
from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS, make_window, wait_human_turn

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.app.settings.values import AnimationSpeed
from ginrummy_desktop.app.table import card_item
from ginrummy_desktop.app.table.card_images import CardImages
from ginrummy_desktop.app.table.card_item import CardItem, card_pictures
from ginrummy_desktop.app.table.scene import TableScene
from ginrummy_desktop.app.table.table_view import TableView
from ginrummy_desktop.app.widgets.autopilot import Autopilot
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import Card

CALLS_PER_ACTION = 40
"""The issue's target: card paints per action with animations on."""
ACTIONS = 4


class CardCalls:
    """Counts the calls Qt makes into :class:`CardItem`'s Python code (``paint`` and
    ``boundingRect``): each one, from the GUI thread, must take the GIL. And, so that a count
    of none means something, the paints of the pictures that do draw the cards (a card's
    ``QGraphicsPixmapItem`` children, made of a counting subclass here): proof that cards were
    drawn while the calls were counted."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.paints = 0
        self.bounds = 0
        self.pictures = 0
        paint, bounds = CardItem.paint, CardItem.boundingRect
        counter = self

        def counted_paint(item: CardItem, *args: object) -> None:
            self.paints += 1
            paint(item, *args)  # type: ignore[arg-type]

        def counted_bounds(item: CardItem) -> QRectF:
            self.bounds += 1
            return bounds(item)

        class CountedPicture(QGraphicsPixmapItem):
            def paint(self, *args: Any) -> None:  # painter, option, widget (None offscreen)
                counter.pictures += 1
                super().paint(*args)

        monkeypatch.setattr(CardItem, "paint", counted_paint)
        monkeypatch.setattr(CardItem, "boundingRect", counted_bounds)
        monkeypatch.setattr(card_item, "QGraphicsPixmapItem", CountedPicture)

    def reset(self) -> None:
        self.paints = self.bounds = self.pictures = 0

    def check(self, actions: int) -> None:
        """Cards were drawn, and Qt called into the cards' Python code at most
        ``CALLS_PER_ACTION`` times per action."""
        assert self.pictures > 0, "no card was drawn while the calls were counted"
        assert self.paints <= CALLS_PER_ACTION * actions, (self.paints, actions)
        assert self.bounds <= CALLS_PER_ACTION * actions, (self.bounds, actions)


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Iterator[CardCalls]:
    yield CardCalls(monkeypatch)  # set before the window exists: Qt finds the wrappers


def _play_actions(qtbot: QtBot, window: MainWindow, count: int) -> int:
    """Let the autopilot play the user's seat until ``count`` actions (both seats) were
    played and the table is at rest again; the number played."""
    played = [0]
    window.session.events_applied.connect(lambda _events: played.__setitem__(0, played[0] + 1))
    pilot = Autopilot(window, make_player(Level.EASY, 1))
    pilot.start()
    qtbot.waitUntil(lambda: played[0] >= count, timeout=WAIT_MS)
    pilot.stop()
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=WAIT_MS)
    return played[0]


def _counted_actions(qtbot: QtBot, tmp_path: Path, calls: CardCalls) -> int:
    """A table with animations at their normal speed plays ``ACTIONS`` actions from the
    user's first turn, counted by ``calls``; the number played."""
    window = make_window(qtbot, tmp_path, speed=AnimationSpeed.NORMAL, difficulty=1)
    wait_human_turn(qtbot, window)
    calls.reset()
    return _play_actions(qtbot, window, ACTIONS)


def test_moving_cards_cost_few_python_calls_per_action(
    qtbot: QtBot, tmp_path: Path, calls: CardCalls
) -> None:
    """With animations at their normal speed, Qt calls into the cards' Python code at most
    40 times per action (it was 125 to 300 paints per action, most for turned cards whose
    device-coordinate cache Qt drops in every frame)."""
    drawn = card_pictures().drawn
    actions = _counted_actions(qtbot, tmp_path, calls)
    calls.check(actions)
    pictures = card_pictures().drawn - drawn  # drawn once, then shared by every card
    assert pictures <= CALLS_PER_ACTION * actions, (pictures, actions)


def test_the_count_catches_a_card_that_paints_itself(
    qtbot: QtBot, tmp_path: Path, calls: CardCalls, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The control: cards that paint themselves again (``ItemHasNoContents`` cleared, as
    before their pictures were items of their own) are called on in every frame of a move,
    and the check of the test above fails."""
    made = CardItem.__init__

    def painting_card(item: CardItem, *args: Any, **kwargs: Any) -> None:
        made(item, *args, **kwargs)
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, False)

    monkeypatch.setattr(CardItem, "__init__", painting_card)
    actions = _counted_actions(qtbot, tmp_path, calls)
    assert calls.paints > 0 and calls.bounds > 0, "the counters were never reached"
    with pytest.raises(AssertionError):
        calls.check(actions)


# --- the look ---------------------------------------------------------------------------------


def _felt_distance(image: QImage, point: QPointF, felt: QColor) -> int:
    """How far the pixel at ``point`` is from the felt colour ``felt`` (largest channel)."""
    colour = image.pixelColor(int(point.x()), int(point.y()))
    return max(
        abs(colour.red() - felt.red()),
        abs(colour.green() - felt.green()),
        abs(colour.blue() - felt.blue()),
    )


def _table(qtbot: QtBot) -> tuple[TableScene, TableView]:
    """A table of 900 x 700 with every card on the stock, shown."""
    scene = TableScene(CardImages())
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(900, 700)
    view.show()
    qtbot.waitExposed(view)
    scene.arrange(900, 700, 150)
    return scene, view


def test_a_card_shows_its_face_and_its_shadow(qtbot: QtBot) -> None:
    """The top card of the stock, turned up, shows its white face; just below the stock's
    lowest card lies a darker band of shadow, and the plain felt beyond it."""
    scene, view = _table(qtbot)
    scene.stock.set_caption("")  # nothing but felt under the stock
    card = scene.stock.cards[-1]
    card.set_card(Card.parse("7h"))
    card.set_face_up(True)
    bottom = scene.stock.cards[0]  # the lowest card lies furthest down and right
    image = view.grab().toImage()
    rect = bottom.sceneBoundingRect()
    felt = image.pixelColor(int(rect.right()) + 30, int(rect.bottom()) + 30)
    face = card.center()
    assert image.pixelColor(int(face.x()), int(face.y() - 40)).lightness() > 200
    edge = bottom.mapToScene(QPointF(bottom.card_rect().width() * 0.25, 0))
    shadow_y = bottom.mapToScene(bottom.card_rect().bottomLeft()).y() + 1
    shadow = image.pixelColor(int(edge.x()), int(shadow_y))
    beyond = QPointF(edge.x(), shadow_y + 12)
    assert shadow.lightness() < felt.lightness() - 12, (shadow.name(), felt.name())
    assert _felt_distance(image, beyond, felt) < 24


def test_the_selected_card_shows_its_outline(qtbot: QtBot) -> None:
    """A lifted card has the gold outline just outside its edge; the others do not."""
    scene, view = _table(qtbot)
    card = scene.stock.cards[-1]
    left_edge = card.mapToScene(QPointF(-1, card.card_rect().height() / 2))
    before = view.grab().toImage().pixelColor(int(left_edge.x()), int(left_edge.y()))
    card.set_lifted(True)
    after = view.grab().toImage().pixelColor(int(left_edge.x()), int(left_edge.y()))
    assert after.red() > 200 and after.green() > 160 and after.blue() < 140, after.name()
    assert before.name() != after.name()
