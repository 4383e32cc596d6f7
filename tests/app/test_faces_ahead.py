"""The table draws every card face ahead of need once it is painted, one at a time, and again
at a new size: a card turned face up during a move then costs no drawing of its art."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from table_helpers import make_window

from ginrummy_desktop.app.table.card_images import CardImages
from ginrummy_desktop.app.table.scene import TableScene
from ginrummy_desktop.engine import FULL_DECK


def _faces_drawn(scene: TableScene) -> int:
    sample = scene.cards[0]
    return sum(sample.has_face_picture(card) for card in FULL_DECK)


def test_the_faces_are_drawn_ahead_one_at_a_time_and_again_after_a_resize(
    qtbot: QtBot,
) -> None:
    scene = TableScene(CardImages())
    scene.arrange(1000, 700, 150)
    assert _faces_drawn(scene) == 0  # nothing before it is asked
    scene.warm_faces()
    assert _faces_drawn(scene) == 0  # nothing at once: one per turn of the event loop
    qtbot.waitUntil(lambda: _faces_drawn(scene) == len(FULL_DECK), timeout=5000)

    scene.arrange(1300, 900, 190)  # a larger window: larger cards
    assert scene.cards[0].size.height() != 150
    assert _faces_drawn(scene) == 0
    qtbot.waitUntil(lambda: _faces_drawn(scene) == len(FULL_DECK), timeout=5000)


def test_the_window_starts_drawing_the_faces_once_its_table_is_painted(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=3)
    qtbot.waitUntil(lambda: _faces_drawn(window.scene) == len(FULL_DECK), timeout=10000)
