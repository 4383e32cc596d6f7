"""The table's one snapshot in the real window: a discard builds the user's view once and is
checked by the engine once (``benchmarks/view_counts.py`` prints the figures: 38 views and four
checks of the discard before the command table, 2 and 1 after)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot
from table_helpers import (
    FIRST_DRAW,
    draw_the_first_card,
    make_window,
    reach_human_draw,
    rigged_window,
    wait_human_turn,
)

from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.words.cards import spoken_name
from ginrummy_desktop.engine import Discard, Game, Phase

MAX_VIEWS = 3
"""Views per discard: the user's snapshot, and the computer's view when it is asked."""


def _counting(monkeypatch: pytest.MonkeyPatch, name: str, counts: dict[str, int]) -> None:
    original: Callable[..., Any] = getattr(Game, name)

    def counted(self: Game, *args: Any) -> Any:
        if name == "view" or isinstance(args[0], Discard):
            counts[name] = counts.get(name, 0) + 1
        return original(self, *args)

    monkeypatch.setattr(Game, name, counted)


def test_a_dragged_discard_costs_one_view_and_one_check(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window(qtbot, tmp_path)
    reach_human_draw(qtbot, window)
    assert window.presenter.draw_stock()
    wait_human_turn(qtbot, window, Phase.DISCARD)
    view = window.session.view()
    card = next(a.card for a in view.legal_actions if isinstance(a, Discard))
    scene = window.scene
    item = next(i for i in scene.hands[Seat.USER].cards if i.card == card)
    counts: dict[str, int] = {}
    _counting(monkeypatch, "view", counts)
    _counting(monkeypatch, "_problem", counts)
    policy = scene.policy
    assert policy is not None and policy.can_drag(item)
    assert scene.discard in [pile for pile in scene.piles() if policy.accepts(item, pile)]
    scene.card_dropped.emit(item, scene.discard, 0)
    assert window.session.game.history[-1] == Discard(card)
    assert counts["_problem"] == 1, counts
    assert counts["view"] <= MAX_VIEWS, counts


def test_buttons_and_keys_follow_the_snapshot(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    reach_human_draw(qtbot, window)
    buttons = window.panel.buttons
    assert buttons["draw_stock"].isEnabled()
    assert not buttons["discard"].isEnabled()
    snapshot = window.presenter.snapshot()
    assert window.presenter.snapshot() is snapshot  # nothing changed: the same snapshot
    assert window.presenter.draw_stock()
    wait_human_turn(qtbot, window, Phase.DISCARD)
    assert window.presenter.snapshot() is not snapshot
    card = window.presenter.layout.cards[0]
    window.presenter.select(card)
    assert buttons["discard"].text().startswith("Discard ")
    assert buttons["discard"].isEnabled() == window.presenter.snapshot().allows(Discard(card))


def test_the_discard_and_knock_buttons_name_their_card_to_a_screen_reader(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Issue 41: the screen showed "Discard Q♦" while a screen reader heard "Discard the
    selected card". The buttons' accessible names name the card as their labels do, in words
    (as every sentence read aloud names a card), and follow the selection."""
    window = rigged_window(qtbot, tmp_path)
    draw_the_first_card(qtbot, window)
    wait_human_turn(qtbot, window, Phase.DISCARD)
    discard, knock = window.panel.buttons["discard"], window.panel.buttons["knock"]
    window.presenter.select(FIRST_DRAW)
    assert discard.text() == "Discard K♦" and knock.text() == "Knock (K♦)"
    for button in (discard, knock):
        name = QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Name)
        assert spoken_name(FIRST_DRAW) in name and "selected" not in name, name
    other = next(card for card in window.session.view().hand if card != FIRST_DRAW)
    window.presenter.select(other)
    assert spoken_name(other) in discard.accessibleName()
    window.presenter.select(None)
    assert discard.accessibleName() == "Discard the selected card"
