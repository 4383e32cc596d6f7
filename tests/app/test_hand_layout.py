"""HandLayout: the user's order survives every apply; sorting and meld arranging."""

from __future__ import annotations

from ginrummy_desktop.app.models.hand_layout import HandLayout
from ginrummy_desktop.engine import Card, parse_cards


def _layout(text: str) -> HandLayout:
    layout = HandLayout()
    layout.reconcile(parse_cards(text))
    return layout


def _text(cards: tuple[Card, ...]) -> str:
    return " ".join(map(str, cards))


def test_reconcile_keeps_the_order_and_adds_new_cards_at_the_right() -> None:
    layout = _layout("Kd 2c 7h")
    layout.move(Card.parse("7h"), 0)
    added = layout.reconcile(parse_cards("2c 7h Kd 5s"))
    assert _text(added) == "5s"
    assert _text(layout.cards) == "7h Kd 2c 5s"


def test_reconcile_drops_cards_that_left() -> None:
    layout = _layout("Kd 2c 7h 5s")
    assert layout.deadwood_points == 10 + 2 + 7 + 5
    assert layout.reconcile(parse_cards("5s Kd")) == ()
    assert _text(layout.cards) == "Kd 5s"
    assert layout.deadwood_points == 15


def test_move_clamps_the_index() -> None:
    layout = _layout("As 2s 3s")
    layout.move(Card.parse("As"), 99)
    assert _text(layout.cards) == "2s 3s As"
    layout.move(Card.parse("As"), -4)
    assert _text(layout.cards) == "As 2s 3s"


def test_sort_by_rank_and_by_suit() -> None:
    layout = _layout("Kd 2c 2s Ah 7d")
    layout.sort_by_rank()
    assert _text(layout.cards) == "Ah 2c 2s 7d Kd"
    layout.sort_by_suit()
    assert _text(layout.cards) == "2c 7d Kd Ah 2s"


def test_arrange_melds_puts_melds_first_and_keeps_the_deadwood_order() -> None:
    layout = _layout("Kd 7c 2s 7h 9c 3s 7d As")
    layout.arrange_melds()
    assert _text(layout.cards) == "7c 7d 7h As 2s 3s Kd 9c"


def test_meld_index_and_clusters() -> None:
    layout = _layout("7c 7d 7h Kd As 2s 3s")
    assert layout.meld_index(Card.parse("Kd")) is None
    assert layout.meld_index(Card.parse("7c")) == layout.meld_index(Card.parse("7h"))
    assert [len(c) for c in layout.clusters()] == [3, 1, 3]
    layout.move(Card.parse("2s"), 0)
    assert [len(c) for c in layout.clusters()] == [1, 3, 1, 2]  # As 3s still neighbours


def test_deadwood_counts() -> None:
    layout = _layout("As 2s 3s 7h 7d 7c Kd Qc 9h 4d")
    assert layout.deadwood_points == 10 + 10 + 9 + 4
    assert layout.deadwood_after_discard() is None
    layout.reconcile([*layout.cards, Card.parse("5h")])
    assert layout.deadwood_after_discard() == (10 + 9 + 4 + 5, Card.parse("Kd"))
    assert layout.deadwood_after_discard(Card.parse("Kd")) == (10 + 9 + 4 + 5, Card.parse("Qc"))


def test_runs_only_changes_the_suggestion() -> None:
    layout = _layout("7c 7d 7h As 2s 3s")
    layout.set_runs_only(True)
    assert layout.runs_only
    assert layout.deadwood_points == 21
    layout.clear()
    assert len(layout) == 0 and Card.parse("7c") not in layout
