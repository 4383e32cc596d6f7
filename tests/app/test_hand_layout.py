"""HandLayout: the player's own groups survive every apply; dropping into groups, sorting and
arranging melds; the player's deadwood beside the best."""

from __future__ import annotations

import pytest

from ginrummy_desktop.app.match.hand_shape import HandShape
from ginrummy_desktop.app.models.hand_layout import HandLayout, Join, Slot
from ginrummy_desktop.engine import Card, parse_cards


def _layout(text: str) -> HandLayout:
    """A layout holding ``text``'s cards, one group of its own each, in that order."""
    layout = HandLayout()
    layout.reconcile(parse_cards(text))
    layout.follow(HandShape(tuple((card,) for card in parse_cards(text))))
    return layout


def _text(cards: tuple[Card, ...]) -> str:
    return " ".join(map(str, cards))


def _groups(layout: HandLayout) -> str:
    """The groups as text: "7c 7d 7h | Kd | As 2s"."""
    return " | ".join(_text(group) for group in layout.groups)


def _card(text: str) -> Card:
    return Card.parse(text)


def test_a_new_deal_comes_arranged_as_the_best_melds() -> None:
    layout = HandLayout()
    layout.reconcile(parse_cards("Kd 7c 2s 7h 9c 3s 7d As"))
    assert _groups(layout) == "7c 7d 7h | As 2s 3s | Kd | 9c"
    assert layout.deadwood_points == 19 and not layout.differs_from_best


def test_reconcile_keeps_the_groups_and_adds_new_cards_alone_at_the_right() -> None:
    layout = HandLayout()
    layout.reconcile(parse_cards("7c 7d 7h Kd 2c"))
    added = layout.reconcile(parse_cards("2c 7h Kd 7d 7c 5s"))
    assert _text(added) == "5s"
    assert _groups(layout) == "7c 7d 7h | Kd | 2c | 5s"


def test_the_players_own_groups_survive_draws_and_discards() -> None:
    layout = HandLayout()
    layout.reconcile(parse_cards("7c 7d 7h 7s Kd As 2s 3s"))
    assert _groups(layout) == "7c 7d 7h 7s | As 2s 3s | Kd" and layout.following_best
    layout.place(_card("Kd"), Slot(4, Join.LEFT))  # into the sevens: the player's own now
    assert not layout.following_best
    layout.reconcile(parse_cards("7c 7d 7h 7s Kd As 3s 4s"))  # the 2s gone, the 4s drawn
    assert _groups(layout) == "7c 7d 7h 7s Kd | As 3s | 4s"
    assert layout.meld_index(_card("7c")) is None and layout.in_unfinished_group(_card("As"))
    assert layout.deadwood_points == 7 * 4 + 10 + 1 + 3 + 4
    assert layout.best.deadwood_points == 10 + 1 + 3 + 4


def test_while_following_the_best_a_draw_joins_its_meld() -> None:
    layout = HandLayout()
    layout.reconcile(parse_cards("Kd 5h 6h 7h 2c 9s"))
    assert _groups(layout) == "5h 6h 7h | Kd | 2c | 9s" and layout.following_best
    layout.reconcile(parse_cards("Kd 5h 6h 7h 2c 9s 8h"))
    assert _groups(layout) == "5h 6h 7h 8h | Kd | 2c | 9s"
    layout.reconcile(parse_cards("Kd 6h 7h 2c 9s 8h"))  # the 5h thrown
    assert _groups(layout) == "6h 7h 8h | Kd | 2c | 9s"


def test_an_arriving_card_dropped_somewhere_keeps_the_best_melds() -> None:
    layout = HandLayout()
    layout.reconcile(parse_cards("Kd 5h 6h 7h 2c 9s"))
    layout.reconcile(parse_cards("Kd 5h 6h 7h 2c 9s 8h"))
    layout.place(_card("8h"), Slot(5, Join.NEW), arriving=True)  # let go between 2c and 9s
    assert _groups(layout) == "5h 6h 7h 8h | Kd | 2c | 9s" and layout.following_best
    layout.place(_card("8h"), Slot(5, Join.NEW))  # the player's own drag: theirs now
    assert _groups(layout) == "5h 6h 7h | Kd | 2c | 8h | 9s" and not layout.following_best
    layout.arrange_melds()
    assert layout.following_best and layout.meld_index(_card("8h")) == 0


def test_dropping_a_card_between_two_groups_follows_the_slot() -> None:
    layout = _layout("7c 7d Kd 8h")
    layout.place(_card("8h"), Slot(1, Join.LEFT))  # after 7c, into its group
    assert _groups(layout) == "7c 8h | 7d | Kd"
    layout.place(_card("8h"), Slot(2, Join.RIGHT))  # before Kd, into its group
    assert _groups(layout) == "7c | 7d | 8h Kd"
    layout.place(_card("8h"), Slot(1, Join.NEW))
    assert _groups(layout) == "7c | 8h | 7d | Kd"


def test_dropping_inside_a_group_joins_it_whatever_the_side() -> None:
    layout = HandLayout()
    layout.reconcile(parse_cards("5h 6h 7h Kd 2c"))
    assert _groups(layout) == "5h 6h 7h | Kd | 2c"
    for join in Join:
        layout.place(_card("Kd"), Slot(1, join))
        assert _groups(layout) == "5h Kd 6h 7h | 2c"
        assert layout.meld_index(_card("5h")) is None  # no longer a run
        layout.place(_card("Kd"), Slot(3, Join.NEW))


def test_building_a_meld_by_drops() -> None:
    layout = _layout("9h Kd 7h 2c 8h")
    assert layout.deadwood_points == 9 + 10 + 7 + 2 + 8
    assert layout.differs_from_best and layout.best.deadwood_points == 12
    layout.place(_card("8h"), Slot(2, Join.RIGHT))  # 8h before 7h, together
    assert _groups(layout) == "9h | Kd | 8h 7h | 2c"
    assert layout.in_unfinished_group(_card("8h")) and layout.meld_index(_card("8h")) is None
    layout.place(_card("9h"), Slot(3, Join.LEFT))  # after 7h, into the same group: a run
    assert _groups(layout) == "Kd | 7h 8h 9h | 2c"  # shown in rank order
    assert layout.meld_index(_card("9h")) == 0
    assert layout.deadwood_points == 12 and not layout.differs_from_best
    assert _text(layout.arrangement.deadwood) == "2c Kd"


def test_ends_of_the_row() -> None:
    layout = _layout("As 2s 3s")
    layout.place(_card("As"), Slot(99, Join.LEFT))
    assert _groups(layout) == "2s | 3s As"
    layout.place(_card("As"), Slot(-4, Join.RIGHT))
    assert _groups(layout) == "As 2s | 3s"
    layout.place(_card("As"), Slot(0, Join.LEFT))  # nothing before: alone
    assert _groups(layout) == "As | 2s | 3s"


def test_a_card_not_held_cannot_be_placed() -> None:
    layout = _layout("As 2s")
    with pytest.raises(ValueError, match="not in the hand"):
        layout.place(_card("Kd"), Slot(0))


def test_sorting_keeps_the_players_melds_together() -> None:
    layout = HandLayout()
    layout.reconcile(parse_cards("Kd 2c 7s 7h 7d Ah 5s 6s 4s"))
    assert _groups(layout) == "7d 7h 7s | 4s 5s 6s | Kd | 2c | Ah"  # deadwood as dealt
    layout.sort_by_rank()
    assert _groups(layout) == "Ah | 2c | 4s 5s 6s | 7d 7h 7s | Kd"
    layout.sort_by_suit()
    assert _groups(layout) == "2c | 7d 7h 7s | Kd | Ah | 4s 5s 6s"  # the set by its 7d


def test_sorting_loosens_a_group_that_is_no_meld() -> None:
    layout = _layout("Kd 2c 7h")
    layout.place(_card("2c"), Slot(1, Join.LEFT))
    assert _groups(layout) == "Kd 2c | 7h"
    layout.sort_by_rank()
    assert _groups(layout) == "2c | 7h | Kd"


def test_a_set_is_no_meld_under_runs_only() -> None:
    layout = HandLayout(runs_only=True)
    layout.reconcile(parse_cards("7c 7d 7h As 2s 3s"))
    assert _groups(layout) == "As 2s 3s | 7c | 7d | 7h"
    layout.place(_card("7d"), Slot(4, Join.LEFT))
    layout.place(_card("7h"), Slot(5, Join.LEFT))
    assert _groups(layout) == "As 2s 3s | 7c 7d 7h"
    assert layout.meld_index(_card("7c")) is None and layout.deadwood_points == 21
    layout.set_runs_only(False)
    assert layout.meld_index(_card("7c")) == 1 and layout.deadwood_points == 0


def test_arrange_melds_takes_the_best_and_keeps_the_deadwood_order() -> None:
    layout = _layout("Kd 7c 2s 7h 9c 3s 7d As")
    layout.arrange_melds()
    assert _groups(layout) == "7c 7d 7h | As 2s 3s | Kd | 9c"


def test_deadwood_after_a_discard_mine_and_the_best() -> None:
    layout = HandLayout()
    layout.reconcile(parse_cards("As 2s 3s 7h 7d 7c Kd Qc 9h 4d"))
    assert layout.deadwood_points == 10 + 10 + 9 + 4
    assert layout.deadwood_after_discard() is None and layout.own_discard() is None
    layout.reconcile([*layout.cards, _card("5h")])
    assert layout.deadwood_after_discard() == (10 + 9 + 4 + 5, _card("Kd"))
    assert layout.deadwood_after_discard(_card("Kd")) == (10 + 9 + 4 + 5, _card("Qc"))
    assert layout.own_discard() == (10 + 9 + 4 + 5, _card("Kd"))
    layout.place(_card("As"), Slot(10, Join.NEW))  # the run broken: As, 2s, 3s loose
    assert layout.own_discard() == (10 + 9 + 4 + 5 + 6, _card("Kd"))
    assert layout.deadwood_after_discard() == (10 + 9 + 4 + 5, _card("Kd"))


def test_without_a_card_judges_the_groups_again() -> None:
    layout = HandLayout()
    layout.reconcile(parse_cards("4s 5s 6s 7s 8c 8d 8h Kd Qc 2h 3c"))
    assert _text(layout.without(_card("7s")).deadwood) == "2h 3c Qc Kd"  # 4s 5s 6s still a run
    assert len(layout.without(_card("8c")).melds) == 1  # 8d 8h alone are no set
    assert layout.without(_card("8c")).deadwood_points == 2 + 3 + 8 + 8 + 10 + 10


def test_follow_takes_a_saved_shape_only_for_the_same_cards() -> None:
    layout = _layout("As 2s 3s Kd")
    shape = HandShape.of(parse_cards("Kd As 2s 3s"), [1, 3])
    assert layout.follow(shape) and _groups(layout) == "Kd | As 2s 3s"
    assert not layout.follow(HandShape.of(parse_cards("Kd As 2s"), [3]))
    twice = HandShape(((_card("Kd"), _card("As"), _card("As"), _card("2s")),))
    assert not layout.follow(twice)
    assert _groups(layout) == "Kd | As 2s 3s"


def test_shape_sizes_must_cut_the_order() -> None:
    cards = parse_cards("As 2s 3s")
    assert HandShape.of(cards, [2, 1]).sizes == (2, 1)
    for sizes in ([2, 2], [3, 0], [], [-1, 4]):
        with pytest.raises(ValueError, match="do not cut"):
            HandShape.of(cards, sizes)


def test_an_order_without_groups_is_clustered_by_its_melds() -> None:
    shape = HandShape.clustered(parse_cards("7c 7d 7h Kd As 2s 3s"))
    assert shape.sizes == (3, 1, 3)
    shape = HandShape.clustered(parse_cards("2s 7c 7d 7h Kd As 3s"))
    assert shape.sizes == (1, 3, 1, 2)  # As 3s: neighbours of one run


def test_clear_forgets_every_card() -> None:
    layout = _layout("7c 7d 7h")
    layout.clear()
    assert len(layout) == 0 and _card("7c") not in layout and layout.groups == ()


def test_stepping_visits_every_slot_a_drag_sweeps() -> None:
    layout = _layout("As 2s 3s Kd")
    layout.place(_card("2s"), Slot(1, Join.LEFT))  # As 2s | 3s | Kd
    assert _groups(layout) == "As 2s | 3s | Kd"
    seen = [_groups(layout)]
    while layout.step(_card("Kd"), -1):
        seen.append(_groups(layout))
    assert seen == [
        "As 2s | 3s | Kd",
        "As 2s | 3s Kd",
        "As 2s | Kd 3s",
        "As 2s | Kd | 3s",
        "As 2s Kd | 3s",
        "As Kd 2s | 3s",
        "Kd As 2s | 3s",
        "Kd | As 2s | 3s",
    ]
    assert not layout.step(_card("Kd"), -1)  # the left end
    assert layout.slot_of(_card("Kd")) == Slot(0, Join.NEW)
    assert layout.step(_card("Kd"), 7) and _groups(layout) == "As 2s | 3s | Kd"


def test_a_meld_keeps_its_bar_while_a_card_steps_across_it() -> None:
    layout = _layout("5c 5d 5h Kd 9s")
    layout.arrange_melds()  # 5c 5d 5h | Kd | 9s
    set_melded = {_card(c): 0 for c in ("5c", "5d", "5h")}
    for _ in range(4):  # the K♦ steps left through the set: between its cards and past it
        assert layout.step(_card("Kd"), -1)
        assert layout.passing == _card("Kd")
        assert {c: layout.meld_index(c) for c in set_melded} == set_melded, _groups(layout)
        assert layout.meld_index(_card("Kd")) is None
        assert not layout.in_unfinished_group(_card("Kd"))
        assert layout.deadwood_points == 19  # the K♦ and the 9♠, as before the steps
    assert _groups(layout) == "Kd 5c 5d 5h | 9s"
    assert layout.step(_card("Kd"), -1) and _groups(layout) == "Kd | 5c 5d 5h | 9s"


def test_a_stepped_card_that_stops_inside_a_meld_joins_it_for_good() -> None:
    layout = _layout("5c 5d 5h Kd")
    layout.arrange_melds()  # 5c 5d 5h | Kd
    assert layout.step(_card("Kd"), -2)  # into the set, between the 5♦ and the 5♥
    assert _groups(layout) == "5c 5d Kd 5h" and layout.meld_index(_card("5c")) == 0
    layout.end_passing()  # another card selected: the K♦ now belongs to the group
    assert layout.meld_index(_card("5c")) is None
    assert layout.in_unfinished_group(_card("Kd"))
    assert layout.deadwood_points == 25


def test_a_card_stepped_into_a_group_it_completes_makes_the_meld() -> None:
    layout = _layout("5c 5d 9s 5h")
    layout.place(_card("5d"), Slot(1, Join.LEFT))  # 5c 5d | 9s | 5h
    assert _groups(layout) == "5c 5d | 9s | 5h"
    assert layout.step(_card("5h"), -4)  # into the 9♠'s group, past it, onto the pair's end
    assert _groups(layout) == "5c 5d 5h | 9s"
    assert layout.meld_index(_card("5h")) == 0 and layout.deadwood_points == 9


def test_sorting_while_a_card_passes_keeps_the_meld_whole() -> None:
    layout = _layout("5c 5d 5h Kd")
    layout.arrange_melds()
    assert layout.step(_card("Kd"), -2)
    layout.sort_by_rank()
    assert _groups(layout) == "5c 5d 5h | Kd" and layout.passing is None


def test_a_card_dragged_into_a_run_is_shown_in_the_runs_order() -> None:
    """A run joined by dragging reads in rank order (5♥ 4♥ 6♥ 7♥ is shown 4♥ 5♥ 6♥ 7♥); a
    group that is no run keeps the order the player gave it."""
    layout = HandLayout()
    layout.reconcile(parse_cards("5h 6h 7h Kd 4h 9s"))
    layout.place(_card("Kd"), Slot(5, Join.NEW))  # the player's own groups from now on
    assert "5h 6h 7h" in _groups(layout)
    layout.place(_card("4h"), Slot(6, Join.NEW))  # the 4h alone at the right
    assert _groups(layout).endswith("| 4h")
    layout.place(_card("4h"), Slot(1, Join.LEFT))  # dropped between the 5h and the 6h
    assert _groups(layout).startswith("4h 5h 6h 7h |")
    layout.place(_card("Kd"), Slot(1, Join.LEFT))  # no run with the Kd in it: left as dropped
    assert _groups(layout).startswith("4h Kd 5h 6h 7h |")
