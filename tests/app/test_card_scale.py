"""Cards grow with a large window, within limits, and keep the settings' size in the first
window; a screenshot of the table at 1440×900 is saved for a look."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from table_helpers import make_window

from ginrummy_desktop.app.table.scene import MAX_CARD_SCALE, TableGeometry
from ginrummy_desktop.app.widgets.main_window import MINIMUM_SIZE

OUTPUT = Path(__file__).resolve().parents[1] / "output"


def test_cards_keep_their_size_up_to_the_first_window_and_grow_beyond_it() -> None:
    assert TableGeometry(910, 750, 150).card_height == 150
    large = TableGeometry(1150, 830, 150).card_height
    assert 150 < large <= 150 * MAX_CARD_SCALE
    huge = TableGeometry(3000, 2000, 150).card_height
    assert huge == 150 * MAX_CARD_SCALE


def test_the_table_at_1440_by_900(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=3)
    window.resize(1440, 900)
    qtbot.wait(50)
    assert window.scene.geometry.card_height > 150
    area = window.scene.sceneRect()
    for item in window.scene.cards:
        assert area.contains(item.sceneBoundingRect()), item
    OUTPUT.mkdir(exist_ok=True)
    window.grab().save(str(OUTPUT / "table_1440x900.png"))


def test_the_smallest_window_still_holds_the_whole_table(qtbot: QtBot, tmp_path: Path) -> None:
    """At the least size (a 1024×576 screen) the cards shrink to the table's height: every
    card on it, the hand's cards apart from the piles."""
    window = make_window(qtbot, tmp_path, seed=3)
    window.resize(MINIMUM_SIZE)
    qtbot.waitUntil(lambda: window.height() == MINIMUM_SIZE.height(), timeout=5000)
    scene = window.scene
    assert scene.geometry.card_height < 150
    area = scene.sceneRect()
    for item in scene.cards:
        assert area.contains(item.sceneBoundingRect()), item
    middle = scene.stock.sceneBoundingRect().united(scene.knock.sceneBoundingRect())
    for item in scene.hands[0].cards:
        assert item.sceneBoundingRect().top() >= middle.top() + middle.height() / 2
    OUTPUT.mkdir(exist_ok=True)
    window.grab().save(str(OUTPUT / "table_smallest.png"))
