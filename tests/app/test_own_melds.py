"""The player's own melds, from the real window: dragging cards builds a meld the engine did
not choose, the panel counts it beside the best, a knock lays it out (or the best one, saying
so, when the player's would leave too much), and the groups survive a save and a resume."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from table_helpers import (
    FIRST_DRAW,
    UPCARD,
    drag_card,
    draw_the_first_card,
    make_window,
    rigged_window,
    slot_point,
    wait_human_turn,
)

from ginrummy_desktop.app.match.hand_shape import HandShape
from ginrummy_desktop.app.match.saves import SaveStore
from ginrummy_desktop.app.models.hand_layout import Join, Slot
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.table.card_item import CardItem
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import (
    Card,
    Knocked,
    Meld,
    Phase,
    parse_cards,
)

OUTPUT = Path(__file__).resolve().parents[1] / "output"


def _item(window: MainWindow, text: str) -> CardItem:
    card = Card.parse(text)
    return next(item for item in window.scene.hands[Seat.USER].cards if item.card == card)


def _groups(window: MainWindow) -> str:
    return " | ".join(" ".join(map(str, group)) for group in window.presenter.layout.groups)


def _drag_into(window: MainWindow, moving: str, slot: Slot) -> None:
    """Drag ``moving`` with the mouse to a point the hand reads as ``slot``."""
    item = _item(window, moving)
    drag_card(window, item, slot_point(window, item, slot))


def _build_the_heart_run(window: MainWindow) -> None:
    """Two drags: the 2h onto the Ah, then the 3h out of the set onto them."""
    assert _groups(window) == "3c 3d 3h | 8s 9s Ts | Ad | Ah | 2c | 2h"
    assert window.presenter.layout.following_best
    ah = window.presenter.layout.index_of(Card.parse("Ah"))
    _drag_into(window, "2h", Slot(ah + 1, Join.LEFT))
    assert _groups(window) == "3c 3d 3h | 8s 9s Ts | Ad | Ah 2h | 2c"
    after_2h = window.presenter.layout.index_of(Card.parse("2h"))  # 3h leaves from its left
    _drag_into(window, "3h", Slot(after_2h, Join.LEFT))
    assert _groups(window) == "3c 3d | 8s 9s Ts | Ad | Ah 2h 3h | 2c"


def test_a_drag_builds_a_meld_and_the_knock_lays_it_out(qtbot: QtBot, tmp_path: Path) -> None:
    window = rigged_window(qtbot, tmp_path)
    panel = window.panel
    assert panel.deadwood_label.text() == "6"
    _build_the_heart_run(window)
    layout = window.presenter.layout
    assert not layout.following_best
    assert layout.meld_index(Card.parse("3h")) == 2 - 1  # the second of the user's melds
    assert _item(window, "Ah").meld_colour == _item(window, "3h").meld_colour is not None
    assert _item(window, "3c").meld_colour != _item(window, "Ah").meld_colour
    assert panel.deadwood_label.text() == "9"
    assert "yours · best 6" in panel.deadwood_note.text()
    assert "Arrange melds" in panel.deadwood_note.text()
    OUTPUT.mkdir(exist_ok=True)
    qtbot.wait(100)  # the panel lays its grown text out
    assert window.grab().save(str(OUTPUT / "own_melds.png"))  # looked at: the groups and marks

    draw_the_first_card(qtbot, window)
    assert _groups(window).endswith("| Kd")  # the drawn card alone at the right; groups kept
    assert window.presenter.knock_choice() == FIRST_DRAW
    events: list[Knocked] = []
    window.session.events_applied.connect(
        lambda batch: events.extend(e for e in batch if isinstance(e, Knocked))
    )
    assert window.presenter.knock()
    knocked = events[0]
    assert knocked.card == FIRST_DRAW
    assert set(knocked.arrangement.melds) == {
        Meld.of(parse_cards("Ah 2h 3h")),
        Meld.of(parse_cards("8s 9s Ts")),
    }
    assert knocked.arrangement.deadwood_points == 9
    assert "your melds" in window.statusBar().currentMessage()


def test_a_knock_the_users_melds_cannot_make_lays_out_the_best(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = rigged_window(qtbot, tmp_path)
    spades = window.presenter.layout.index_of(Card.parse("8s"))
    _drag_into(window, "9s", Slot(spades, Join.NEW))  # the spade run broken: 8s Ts left
    assert _groups(window) == "3c 3d 3h | 9s | 8s Ts | Ad | Ah | 2c | 2h"
    draw_the_first_card(qtbot, window)
    assert window.presenter.layout.own_discard() == (6 + 27, FIRST_DRAW)
    events: list[Knocked] = []
    window.session.events_applied.connect(
        lambda batch: events.extend(e for e in batch if isinstance(e, Knocked))
    )
    assert window.presenter.knock()
    assert events[0].arrangement.deadwood_points == 6
    message = window.statusBar().currentMessage()
    assert "the best melds" in message and "33" in message


def test_sorting_keeps_the_users_melds(qtbot: QtBot, tmp_path: Path) -> None:
    window = rigged_window(qtbot, tmp_path)
    _build_the_heart_run(window)
    window.presenter.sort_by_rank()
    assert _groups(window) == "Ad | Ah 2h 3h | 2c | 3c | 3d | 8s 9s Ts"
    window.presenter.sort_by_suit()
    assert _groups(window) == "2c | 3c | Ad | 3d | Ah 2h 3h | 8s 9s Ts"
    window.presenter.arrange_melds()
    assert _groups(window) == "3c 3d 3h | 8s 9s Ts | 2c | Ad | Ah | 2h"


def test_the_users_groups_survive_a_save_and_a_resume(qtbot: QtBot, tmp_path: Path) -> None:
    window = rigged_window(qtbot, tmp_path)
    _build_the_heart_run(window)
    shape = window.presenter.layout.shape
    window.session.autosave.flush()
    saved = window.session.saves.load().save
    assert saved is not None and saved.hand == shape
    window.close()
    again = make_window(qtbot, tmp_path)
    wait_human_turn(qtbot, again)
    assert again.presenter.layout.shape == shape
    assert isinstance(shape, HandShape) and _groups(again).startswith("3c 3d | 8s 9s Ts")


def test_a_card_taken_into_the_hand_comes_back_where_it_was_dropped(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 40, item 3: a reorder, then the upcard dragged into the middle of the hand, and
    the program restarted at once (before any other move): both come back exactly."""
    window = rigged_window(qtbot, tmp_path)
    ah = window.presenter.layout.index_of(Card.parse("Ah"))
    _drag_into(window, "2h", Slot(ah + 1, Join.LEFT))  # the user's own order
    upcard = window.scene.discard.top()
    assert upcard is not None and upcard.card == UPCARD
    ad = window.presenter.layout.index_of(Card.parse("Ad"))
    drag_card(window, upcard, slot_point(window, upcard, Slot(ad, Join.NEW)))
    wait_human_turn(qtbot, window, Phase.DISCARD)
    shown = "3c 3d 3h | 8s 9s Ts | 4s | Ad | Ah 2h | 2c"
    assert _groups(window) == shown
    window.close()
    again = make_window(qtbot, tmp_path)
    wait_human_turn(qtbot, again, Phase.DISCARD)
    assert _groups(again) == shown


def test_a_saved_order_short_of_a_card_keeps_the_rest_of_the_order(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A save whose order lacks the card taken last (as this program wrote it before the save
    waited for the table) comes back in its own order, the new card at the right-hand end,
    not in the deal's."""
    window = rigged_window(qtbot, tmp_path)
    ah = window.presenter.layout.index_of(Card.parse("Ah"))
    _drag_into(window, "2h", Slot(ah + 1, Join.LEFT))
    before_the_take = window.presenter.layout.shape
    assert window.presenter.take_upcard()
    wait_human_turn(qtbot, window, Phase.DISCARD)
    window.close()
    store = SaveStore.autosave(window.session.paths.save_file)
    saved = store.load().save
    assert saved is not None
    store.write(replace(saved, hand=before_the_take))
    again = make_window(qtbot, tmp_path)
    wait_human_turn(qtbot, again, Phase.DISCARD)
    assert _groups(again) == "3c 3d 3h | 8s 9s Ts | Ad | Ah 2h | 2c | 4s"


def test_the_hand_reads_a_drop_point_as_a_slot(qtbot: QtBot, tmp_path: Path) -> None:
    """Swept from left to right, the point under a dragged card goes: a group of its own left
    of everything, into the first group, along inside each group, and at each edge between two
    groups into the left one, a group of its own in the gap, into the right one."""
    window = rigged_window(qtbot, tmp_path)
    hand = window.scene.hands[Seat.USER]
    moving = _item(window, "2h")  # the others: 3c 3d 3h | 8s 9s Ts | Ad | Ah | 2c
    rect = hand.scene_rect().adjusted(-200, 0, 200, 0)
    seen: list[tuple[int, str]] = []
    for step in range(2001):
        slot = hand.slot_at(rect.left() + rect.width() * step / 2000, moving)
        if not seen or seen[-1] != (slot.index, slot.join.name):
            seen.append((slot.index, slot.join.name))
    edge = ["LEFT", "NEW", "RIGHT"]
    expected = [(0, "NEW"), (0, "RIGHT"), (1, "LEFT"), (2, "LEFT")]
    expected += [(3, join) for join in edge] + [(4, "LEFT"), (5, "LEFT")]
    expected += [(index, join) for index in (6, 7, 8) for join in edge]
    expected += [(9, "LEFT"), (9, "NEW")]
    assert seen == expected


def test_the_keyboard_builds_the_same_meld(qtbot: QtBot, tmp_path: Path) -> None:
    """Shift+← and Shift+→ move the selected card through the places a drag sweeps."""
    window = rigged_window(qtbot, tmp_path)
    window.view.setFocus()
    window.presenter.select(Card.parse("2h"))  # alone at the right end
    shift = Qt.KeyboardModifier.ShiftModifier
    for _ in range(4):  # into the 2c's group, before the 2c, alone, into the Ah's group
        QTest.keyClick(window.view, Qt.Key.Key_Left, shift)
    assert _groups(window) == "3c 3d 3h | 8s 9s Ts | Ad | Ah 2h | 2c"
    window.presenter.select(Card.parse("3h"))
    for _ in range(12):  # along the spade run, across the Ad, to the end of Ah 2h
        QTest.keyClick(window.view, Qt.Key.Key_Right, shift)
    assert _groups(window) == "3c 3d | 8s 9s Ts | Ad | Ah 2h 3h | 2c"
    assert window.panel.deadwood_label.text() == "9"
    assert window.presenter.order_before is not None  # Undo can put it back


def test_a_meld_keeps_its_bar_while_a_card_steps_across_it(qtbot: QtBot, tmp_path: Path
                                                           ) -> None:
    """The spade run keeps its colour bar at every step of the Ad through it; the Ad shows
    none while it passes, and a card left inside the run joins it once another is selected."""
    window = rigged_window(qtbot, tmp_path)
    window.view.setFocus()
    assert _groups(window) == "3c 3d 3h | 8s 9s Ts | Ad | Ah | 2c | 2h"
    spades = ("8s", "9s", "Ts")
    colour = _item(window, "8s").meld_colour
    assert colour is not None
    deadwood = window.panel.deadwood_label.text()
    assert deadwood == "6"  # the aces and the twos
    window.presenter.select(Card.parse("Ad"))
    shift = Qt.KeyboardModifier.ShiftModifier
    seen = []
    for _ in range(6):  # into the run's right end, along it, out at its left
        QTest.keyClick(window.view, Qt.Key.Key_Left, shift)
        seen.append(_groups(window))
        assert [_item(window, c).meld_colour for c in spades] == [colour] * 3, seen[-1]
        assert _item(window, "Ad").meld_colour is None
        assert window.panel.deadwood_label.text() == deadwood  # the Ad stays deadwood
    assert "3c 3d 3h | 8s 9s Ad Ts | Ah | 2c | 2h" in seen
    while _groups(window) != "3c 3d 3h | 8s 9s Ad Ts | Ah | 2c | 2h":  # stop inside the run
        QTest.keyClick(window.view, Qt.Key.Key_Right, shift)
    window.presenter.select(Card.parse("Ah"))
    # the Ad joined the run's group for good: a group that is no meld (its faint bar)
    assert window.presenter.layout.meld_index(Card.parse("8s")) is None
    assert _item(window, "8s").meld_colour not in (None, colour)
