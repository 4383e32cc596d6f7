"""The command table (``app/table/commands.py``): its rows, the keys, and what each command offers
for a snapshot of the table. No window (Qt only translates the texts)."""

from __future__ import annotations

import pytest

from ginrummy_desktop.app.match.undo import UndoOption
from ginrummy_desktop.app.table.commands import (
    COMMANDS,
    HAND_TOOLS,
    MENU,
    PHASE_STATES,
    TableContext,
    TableSnapshot,
    availability,
    box_rows,
    command_for_key,
    snapshot_of,
    state_of,
)
from ginrummy_desktop.engine import (
    BigGin,
    Discard,
    DrawStock,
    Game,
    Knock,
    Pass,
    Phase,
    PlayerView,
    RuleSet,
    TakeUpcard,
)


def _view_at(phase: Phase, seed: int = 5) -> PlayerView:
    """Seat 0's view the first time seat 0 is to act in ``phase`` (simple play to get there)."""
    for attempt in range(seed, seed + 200):
        game = Game(RuleSet(), seed=attempt)
        for _ in range(400):
            if game.actor == 0 and game.phase is phase:
                return game.view(0)
            legal = game.legal_actions()
            if not legal or game.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                break
            draws = [a for a in legal if isinstance(a, DrawStock | Pass)]
            game.apply(draws[0] if draws else legal[0])
    raise AssertionError(f"never reached {phase}")


def test_every_phase_box_and_the_hand_tools_have_their_buttons() -> None:
    boxes = box_rows()
    assert set(boxes) == (set(PHASE_STATES) - {"Dealing"}) | {HAND_TOOLS}
    assert [row.id for row in boxes["Draw"]] == ["draw_stock", "take_discard", "wall_pass"]
    assert [row.id for row in boxes[HAND_TOOLS]] == ["sort_rank", "sort_suit", "arrange", "hint"]
    assert all(row.box == MENU for row in COMMANDS if row.id in {"undo", "select_left"})


def test_a_shared_key_runs_the_command_of_the_phase_in_play() -> None:
    offer = snapshot_of(_view_at(Phase.UPCARD_OFFER), at_rest=True)
    draw = snapshot_of(_view_at(Phase.DRAW), at_rest=True)
    discard = snapshot_of(_view_at(Phase.DISCARD), at_rest=True)

    def key(name: str, snapshot: TableSnapshot) -> str | None:
        row = command_for_key(name, snapshot)
        return None if row is None else row.id

    assert (key("U", offer), key("U", draw), key("P", draw)) == (
        "take_upcard", "take_discard", "wall_pass"
    )
    assert key("Return", discard) == key("Return", offer) == "discard"  # no Enter row: the first
    assert key("Escape", offer) == "clear_selection"
    assert key("Return", snapshot_of(None, at_rest=True)) is None
    assert key("X", offer) is None


def test_engine_commands_offer_what_the_engine_allows() -> None:
    offer = snapshot_of(_view_at(Phase.UPCARD_OFFER), at_rest=True)
    assert availability("take_upcard", offer).action == TakeUpcard()
    assert availability("pass", offer).action == Pass()
    refused = availability("draw_stock", offer)
    assert not refused.available and refused.action is None and refused.reason
    moving = snapshot_of(offer.view, at_rest=False)
    assert moving.legal == () and not availability("take_upcard", moving).available
    assert not availability("sort_rank", moving).available  # the cards are still being dealt


def test_discard_knock_and_gin_follow_the_selection_and_the_hand() -> None:
    view = _view_at(Phase.DISCARD)
    card = next(a.card for a in view.legal_actions if isinstance(a, Discard))
    none_selected = snapshot_of(view, at_rest=True)
    assert "Select a card" in availability("discard", none_selected).reason
    selected = snapshot_of(view, at_rest=True, selected=card)
    assert availability("discard", selected).action == Discard(card)
    knocks = [a for a in view.legal_actions if isinstance(a, Knock)]
    knock = availability("knock", selected)
    assert knock.available == bool(knocks)
    if knocks:
        assert knock.action in knocks
    gin = availability("gin", selected)
    assert gin.available == (selected.gin_action is not None)
    assert gin.action in (None, BigGin(), *knocks)


def test_hint_and_undo_read_the_context() -> None:
    view = _view_at(Phase.DRAW)
    on = snapshot_of(view, at_rest=True, context=TableContext(hints_on=True))
    assert availability("hint", on).available
    off = snapshot_of(view, at_rest=True, context=TableContext(hints_on=False))
    assert "Hints are off" in availability("hint", off).reason
    busy = snapshot_of(view, at_rest=True, context=TableContext(hint_busy=True))
    assert not availability("hint", busy).available
    undo = UndoOption(True, what="taking the card from the pile")
    able = snapshot_of(view, at_rest=True, context=TableContext(undo=undo))
    row = next(r for r in COMMANDS if r.id == "undo")
    assert availability("undo", able).available
    assert row.label_for(able) == "&Undo taking the card from the pile"


@pytest.mark.parametrize("phase", list(Phase))
def test_every_phase_has_one_box(phase: Phase) -> None:
    assert phase in PHASE_STATES[state_of(phase)]


def _view_after_the_hand(seed: int = 5) -> PlayerView:
    """Seat 0's view once the first hand is over (simple play to get there)."""
    game = Game(RuleSet(), seed=seed)
    while game.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        legal = game.legal_actions()
        draws = [a for a in legal if isinstance(a, DrawStock | Pass)]
        game.apply(draws[0] if draws else legal[0])
    return game.view(0)


@pytest.mark.parametrize("tool", ["sort_rank", "sort_suit", "arrange"])
def test_the_hand_tools_wait_for_the_deal_and_end_with_the_hand(tool: str) -> None:
    offer = _view_at(Phase.UPCARD_OFFER)
    assert len(offer.discard_pile) == 1 and not any(offer.passed_upcard)  # just dealt
    dealing = availability(tool, snapshot_of(offer, at_rest=False))
    assert not dealing.available and dealing.reason
    assert availability(tool, snapshot_of(offer, at_rest=True)).available
    moving = snapshot_of(_view_at(Phase.DISCARD), at_rest=False)  # a move on its way
    assert availability(tool, moving).available
    over = availability(tool, snapshot_of(_view_after_the_hand(), at_rest=True))
    assert not over.available and over.reason
