"""The real window, driven with the mouse and keyboard: drags within the hand, from the stock,
onto the discard pile and the knock area, refused drops, and a screenshot."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from table_helpers import (
    click,
    drag_card,
    grab_point,
    hand_cards,
    make_window,
    reach_human_draw,
    slot_point,
    wait_human_turn,
)

from ginrummy_desktop.app.models.hand_layout import Join, Slot
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.table.pile_item import DropState, PileItem
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.words.cards import spoken_name
from ginrummy_desktop.engine import Discard, Knock, Phase, best_discard, deadwood_points

OUTPUT = Path(__file__).resolve().parents[1] / "output"


def _between(window: MainWindow, left: int, right: int) -> QPointF:
    """The scene point between the centres of hand cards ``left`` and ``right``."""
    cards = window.scene.hands[Seat.USER].cards
    a, b = cards[left].center(), cards[right].center()
    return QPointF((a.x() + b.x()) / 2, a.y())


def test_dragging_a_card_within_the_hand_reorders_it(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=11)
    before = hand_cards(window)
    moving = window.scene.hands[Seat.USER].cards[0]
    drag_card(window, moving, slot_point(window, moving, Slot(4, Join.NEW)))
    after = hand_cards(window)
    assert sorted(after) == sorted(before)
    assert after.index(before[0]) == 4
    assert after == [str(c) for c in window.presenter.layout.cards]


def test_a_short_press_is_a_click_not_a_drag(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=11)
    item = window.scene.hands[Seat.USER].cards[2]
    before = hand_cards(window)
    click(window, grab_point(window, item))
    assert window.presenter.selected == item.card
    assert item.lifted
    assert hand_cards(window) == before


def test_drawing_by_dragging_from_the_stock(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=12)
    reach_human_draw(qtbot, window)
    stock_before = window.session.view().stock_size
    top = window.scene.stock.top()
    assert top is not None and top.card is None
    drag_card(window, top, _between(window, 2, 3))
    view = window.session.view()
    assert view.phase is Phase.DISCARD
    assert view.stock_size == stock_before - 1
    assert len(view.hand) == 11
    assert top.card is not None and top.face_up
    assert hand_cards(window).index(str(top.card)) == 3


def test_discarding_by_dragging_onto_the_pile(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=13)
    reach_human_draw(qtbot, window)
    assert window.presenter.draw_stock()
    wait_human_turn(qtbot, window, Phase.DISCARD)
    view = window.session.view()
    card = best_discard(view.hand, view.may_not_discard).card
    item = next(i for i in window.scene.hands[Seat.USER].cards if i.card == card)
    drag_card(window, item, window.scene.discard.scene_rect().center())
    assert window.session.game.view(Seat.USER).discard_pile[-1] == card
    assert str(card) not in hand_cards(window)
    assert item.pile is window.scene.discard and item.face_up
    assert len(hand_cards(window)) == 10
    hand = window.session.view().hand
    assert window.panel.deadwood_label.text() == str(deadwood_points(hand))


def test_an_illegal_drop_glides_back(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=14)
    reach_human_draw(qtbot, window)  # discarding is not legal before drawing
    hand = window.scene.hands[Seat.USER]
    before = hand_cards(window)
    item = hand.cards[3]
    home = item.pos()
    drag_card(window, item, window.scene.discard.scene_rect().center())
    assert hand_cards(window) == before
    assert item.pile is hand
    assert item.pos() == home
    assert window.session.view().phase is Phase.DRAW
    assert all(p.drop_state is DropState.NONE for p in window.scene.piles())


def test_legal_targets_light_up_while_dragging(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=13)
    reach_human_draw(qtbot, window)
    window.presenter.draw_stock()
    wait_human_turn(qtbot, window, Phase.DISCARD)
    scene = window.scene
    item = next(i for i in scene.hands[Seat.USER].cards if not i.dimmed)
    assert item.card is not None
    viewport = window.view.viewport()
    start = window.view.mapFromScene(grab_point(window, item))
    middle = window.view.mapFromScene(scene.knock.scene_rect().center() + QPointF(0, -200))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, middle)
    assert scene.dragging is item
    assert scene.discard.drop_state is DropState.CANDIDATE
    knock_legal = window.session.is_legal(Knock(item.card))
    assert (scene.knock.drop_state is DropState.CANDIDATE) == knock_legal
    assert scene.stock.drop_state is DropState.NONE
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, middle)
    assert _state(scene.discard) is DropState.NONE
    assert item.pile is scene.hands[Seat.USER]


def _state(pile: PileItem) -> DropState:
    """The pile's drop state, read afresh (mypy would keep the narrowed value)."""
    return pile.drop_state


def test_keyboard_play(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=15)
    reach_human_draw(qtbot, window)
    view = window.view
    QTest.keyClick(view, Qt.Key.Key_D)
    wait_human_turn(qtbot, window, Phase.DISCARD)
    assert len(hand_cards(window)) == 11
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    selected = window.presenter.selected
    assert selected is not None and hand_cards(window).index(str(selected)) == 1
    if not window.session.is_legal(Discard(selected)):
        QTest.keyClick(view, Qt.Key.Key_Right)
        selected = window.presenter.selected
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert window.session.game.view(Seat.USER).discard_pile[-1] == selected
    assert len(hand_cards(window)) == 10


def test_sort_buttons_reorder_the_hand(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=16)
    layout = window.presenter.layout
    window.panel.buttons["sort_suit"].click()
    assert list(layout.cards) == sorted(layout.cards, key=lambda c: (c.suit, c.rank))
    window.panel.buttons["sort_rank"].click()
    assert list(layout.cards) == sorted(layout.cards, key=lambda c: (c.rank, c.suit))
    window.panel.buttons["arrange"].click()
    melded = [c for m in layout.arrangement.melds for c in m.cards]
    assert list(layout.cards[: len(melded)]) == melded
    assert hand_cards(window) == [str(c) for c in layout.cards]


def test_buttons_have_accessible_names(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=17)
    for key, button in window.panel.buttons.items():
        assert button.accessibleName(), key
    assert window.view.accessibleName() == "Card table"


def test_screenshot_of_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    """A mid-game table with melds in the hand, saved to tests/output/table.png."""
    window = make_window(qtbot, tmp_path, seed=109, difficulty=3)
    window.resize(1280, 820)
    for _ in range(60):
        wait_human_turn(qtbot, window)
        view = window.session.view()
        melds = len(window.presenter.layout.arrangement.melds)
        if view.phase is Phase.DISCARD and melds >= 2 and len(view.discard_pile) >= 5:
            break
        _play_simply(window)
    window.presenter.arrange_melds()
    view = window.session.view()
    if view.phase is Phase.DISCARD:
        window.presenter.select(best_discard(view.hand, view.may_not_discard).card)
    qtbot.wait(50)
    OUTPUT.mkdir(parents=True, exist_ok=True)
    path = OUTPUT / "table.png"
    assert window.grab().save(str(path))
    assert path.stat().st_size > 20_000


def test_drag_to_the_knock_area_reaches_the_showdown(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=3)
    for _ in range(400):
        wait_human_turn(qtbot, window)
        view = window.session.view()
        knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
        if knocks:
            card = knocks[0].card
            item = next(i for i in window.scene.hands[Seat.USER].cards if i.card == card)
            drag_card(window, item, window.scene.knock.scene_rect().center())
            break
        _play_simply(window)
    else:
        raise AssertionError("no knock in 400 turns")
    qtbot.waitUntil(
        lambda: window.session.phase in (Phase.HAND_OVER, Phase.GAME_OVER), timeout=20_000
    )
    assert window.scene.knock.cards and window.scene.knock.cards[0].card == card
    settlement = window.session.game.results[-1].settlement
    assert settlement is not None
    laid = {lay.card for lay in settlement.layoffs}
    rows = window.scene.melds
    assert {i.card for i in rows[Seat.USER].cards} == set(settlement.knocker.cards) | laid
    assert {i.card for i in rows[Seat.OPPONENT].cards} == set(settlement.defender.cards)
    assert all(item.face_up for row in rows for item in row.cards)
    assert window.presenter.banner.isVisible()
    assert window.presenter.banner.title


def _play_simply(window: MainWindow) -> None:
    """The user's plain strategy: pass the offer, draw from the stock, throw the best card."""
    presenter = window.presenter
    phase = window.session.phase
    if phase is Phase.UPCARD_OFFER:
        presenter.pass_upcard()
    elif phase is Phase.DRAW:
        if not presenter.draw_stock():
            presenter.pass_upcard()
    elif phase is Phase.DISCARD:
        view = window.session.view()
        presenter.select(best_discard(view.hand, view.may_not_discard).card)
        presenter.discard_selected()
    elif phase is Phase.SHOWDOWN:
        presenter.lay_off()
    elif phase is Phase.HAND_OVER:
        window.session.next_hand()


def test_clicking_the_stock_draws(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=18)
    reach_human_draw(qtbot, window)
    click(window, window.scene.stock.scene_rect().center())
    assert window.session.view().phase is Phase.DISCARD
    assert len(hand_cards(window)) == 11


def test_double_click_discards(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=19)
    reach_human_draw(qtbot, window)
    window.presenter.draw_stock()
    wait_human_turn(qtbot, window, Phase.DISCARD)
    view = window.session.view()
    card = best_discard(view.hand, view.may_not_discard).card
    item = next(i for i in window.scene.hands[Seat.USER].cards if i.card == card)
    click(window, grab_point(window, item), double=True)
    assert window.session.game.view(Seat.USER).discard_pile[-1] == card
    assert len(hand_cards(window)) == 10
    # the first click of the two selected the card; the status line does not go on saying so
    assert window.statusBar().currentMessage() == f"You discard the {spoken_name(card)}."


def test_resizing_keeps_every_card_on_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=20)
    for width, height in ((960, 660), (1600, 1000)):
        window.resize(width, height)
        qtbot.wait(30)
        area = window.scene.sceneRect()
        assert area.width() == window.view.viewport().width()
        for item in window.scene.cards:
            assert area.contains(item.sceneBoundingRect().center()), item
