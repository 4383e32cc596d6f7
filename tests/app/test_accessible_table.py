"""The card table as a screen reader finds it: Qt's accessibility tree of the table view, walked
in-process the way the platform bridge walks it (``queryAccessibleInterface``, children by
index, names, roles, states, actions), checked against the table after each step of a hand.

A hand is played here through that tree alone: the Pass button found by its name and pressed,
the stock's Draw, a card's Discard, the Next hand button, as a screen reader's user would.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from pytestqt.qtbot import QtBot
from table_helpers import (
    FIRST_DRAW,
    MINE,
    THEIRS,
    UPCARD,
    make_window,
    rigged_deal,
    wait_human_turn,
)

from ginrummy_desktop.ai.levels import Level
from ginrummy_desktop.app.records.history import ReplayedDeal
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.table.accessible import Place
from ginrummy_desktop.app.table.announcer import Politeness
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.words.cards import spoken_name
from ginrummy_desktop.engine import FULL_DECK, Card, Deal, DrawStock, Phase

WAIT_MS = 15_000
Role = QAccessible.Role
Text = QAccessible.Text


@dataclass(frozen=True)
class Facts:
    """What a screen reader learns of one node."""

    role: QAccessible.Role
    name: str
    description: str
    selected: bool
    invisible: bool
    actions: tuple[str, ...]
    children: tuple[Facts, ...]


def facts(node: QAccessibleInterface) -> Facts:
    state = node.state()
    actions = node.actionInterface()
    names = tuple(actions.actionNames()) if actions is not None else ()
    kids = tuple(facts(node.child(i)) for i in range(node.childCount()))
    return Facts(node.role(), node.text(Text.Name), node.text(Text.Description),
                 bool(state.selected), bool(state.invisible), names, kids)


def table_node(window: MainWindow) -> QAccessibleInterface:
    node = QAccessible.queryAccessibleInterface(window.view)
    assert node is not None
    return node


def place(window: MainWindow, where: Place) -> QAccessibleInterface:
    node = table_node(window).child(list(Place).index(where))
    assert node is not None
    return node


def names(node: QAccessibleInterface) -> list[str]:
    return [node.child(i).text(Text.Name) for i in range(node.childCount())]


def act(node: QAccessibleInterface, action: str) -> None:
    actions = node.actionInterface()
    assert actions is not None, node.text(Text.Name)
    assert action in actions.actionNames(), (action, actions.actionNames())
    actions.doAction(action)


def find(node: QAccessibleInterface, role: QAccessible.Role, name: str,
         depth: int = 0) -> QAccessibleInterface | None:
    """The first node of ``role`` named ``name`` under ``node`` (children by index), visible."""
    if node.role() == role and node.text(Text.Name) == name and not node.state().invisible:
        return node
    if depth > 12:
        return None
    for i in range(node.childCount()):
        child = node.child(i)
        found = child and find(child, role, name, depth + 1)
        if found:
            return found
    return None


def press(window: MainWindow, name: str) -> None:
    """Press the window's button ``name``, found through the accessibility tree."""
    root = QAccessible.queryAccessibleInterface(window)
    button = find(root, Role.Button, name)
    assert button is not None, f"no button {name!r}"
    act(button, QAccessibleActionInterface.pressAction())


def hand_card(window: MainWindow, card: Card) -> QAccessibleInterface:
    hand = place(window, Place.YOUR_HAND)
    for i in range(hand.childCount()):
        if hand.child(i).text(Text.Name) == spoken_name(card):
            return hand.child(i)
    raise AssertionError(f"{card} is not in the accessible hand")


def check_against_table(window: MainWindow) -> None:
    """The tree says what the table shows: the hand in its order, the counts, the piles' top
    cards, the computer's cards face down until the showdown, the turn line and the score."""
    view = window.session.view()
    layout = window.presenter.layout
    hand = place(window, Place.YOUR_HAND)
    assert names(hand) == [spoken_name(card) for card in layout.cards]
    assert hand.text(Text.Name) == f"Your hand, {len(layout.cards)} cards" or not layout.cards
    for i, card in enumerate(layout.cards):
        node = hand.child(i)
        assert bool(node.state().selected) == (card == window.presenter.selected)
        assert node.text(Text.Description).endswith(".")
    stock = place(window, Place.STOCK)
    assert stock.role() == Role.Button
    assert stock.text(Text.Name).startswith(f"Stock, {view.stock_size} card")
    pile = place(window, Place.DISCARD_PILE).text(Text.Name)
    if view.discard_pile:
        assert pile == f"Discard pile, {spoken_name(view.discard_pile[-1])} on top", pile
    theirs = place(window, Place.COMPUTER_HAND)
    if view.knocker is None:
        assert theirs.childCount() == view.opponent_hand_size
        assert set(names(theirs)) <= {"face-down card"}
    status = place(window, Place.STATUS)
    assert status.text(Text.Name) == window.speech.spoken_status()
    assert status.text(Text.Description) == window.speech.spoken_score()
    score = window.session.game.sheet.columns[0].hand_points
    assert status.text(Text.Description).startswith(  # in words, not "You 0 · Computer 0"
        f"The score: you {score[0]}, the computer {score[1]}, in a game to 100.")
    assert status.text(Text.Description).endswith(" The computer plays at Beginner.")


def test_the_table_is_a_tree_of_named_places_and_cards(qtbot: QtBot, tmp_path: Path) -> None:
    window = _rigged(qtbot, tmp_path, rigged_deal())
    table = table_node(window)
    assert table.text(Text.Name) == "Card table"
    assert table.childCount() == len(Place)
    assert [table.child(i) for i in range(table.childCount())] == [
        place(window, where) for where in Place]
    hand = place(window, Place.YOUR_HAND)
    assert hand.role() == Role.List and hand.text(Text.Name) == "Your hand, 10 cards"
    assert sorted(names(hand)) == sorted(spoken_name(card) for card in MINE)
    card = hand.child(0)
    assert card.role() == Role.ListItem and card.state().selectable
    assert card.actionInterface().actionNames() == ["select", "discard", "knock"]
    assert card.parent() is hand and hand.indexOfChild(card) == 0
    assert place(window, Place.DISCARD_PILE).text(Text.Name) == (
        f"Discard pile, {spoken_name(UPCARD)} on top")
    assert place(window, Place.KNOCK_AREA).text(Text.Name) == (
        "Knock area: knock with 10 or less deadwood")
    assert window.scene.knock.caption == "Knock · 10 or less"  # the table's caption is short
    assert place(window, Place.COMPUTER_HAND).text(Text.Name) == "Computer's hand, 10 cards"
    assert names(place(window, Place.COMPUTER_HAND)) == ["face-down card"] * 10
    assert place(window, Place.YOUR_MELDS).state().invisible
    check_against_table(window)
    rect = card.rect()
    assert rect.width() > 0 and table.rect().contains(rect.center())
    assert table.childAt(rect.center().x(), rect.center().y()) is hand


def test_a_hand_played_through_the_tree_alone(qtbot: QtBot, tmp_path: Path) -> None:
    """Pass the upcard, draw, select and discard, knock or play on to the end, lay off, see
    the result and deal again: every step an accessible action, the tree checked after each."""
    window = _rigged(qtbot, tmp_path, rigged_deal())
    press(window, "Pass the upcard")
    wait_human_turn(qtbot, window, Phase.DRAW, Phase.UPCARD_OFFER)
    check_against_table(window)
    if window.session.phase is Phase.UPCARD_OFFER:
        press(window, "Pass the upcard")
        wait_human_turn(qtbot, window, Phase.DRAW)
    act(place(window, Place.STOCK), "draw")
    wait_human_turn(qtbot, window, Phase.DISCARD)
    check_against_table(window)
    drawn = hand_card(window, FIRST_DRAW)
    act(drawn, "select")
    assert drawn.state().selected and window.presenter.selected == FIRST_DRAW
    act(drawn, "discard")
    assert place(window, Place.DISCARD_PILE).text(Text.Name) == (
        f"Discard pile, {spoken_name(FIRST_DRAW)} on top")
    for _ in range(60):
        qtbot.waitUntil(lambda: _users_move(window), timeout=WAIT_MS)
        phase = window.session.phase
        if phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            break
        check_against_table(window)
        _play_one_step(window, phase)
    else:
        raise AssertionError("the hand did not end")
    showdown = window.session.view()
    laid_out = [place(window, Place.YOUR_MELDS), place(window, Place.COMPUTER_MELDS)]
    if showdown.knocker is not None:
        assert any(node.childCount() for node in laid_out)
        for node in laid_out:
            for i in range(node.childCount()):
                card = node.child(i)
                assert card.text(Text.Name) != "face-down card"
                assert card.text(Text.Description), "each laid-out card has its group"
    spoken = [text for text, _ in window.announcer.said]
    assert any("draws from the stock" in text or "takes the" in text for text in spoken)
    assert window.session.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    if window.session.phase is Phase.HAND_OVER:
        press(window, "Deal the next hand")
        wait_human_turn(qtbot, window)
        check_against_table(window)


def test_the_tree_shows_no_hidden_card(qtbot: QtBot, tmp_path: Path) -> None:
    """Two deals that differ only in the computer's cards and the stock below its top card
    give the same tree, and the reading keys (the table, your cards) say the same: at the
    upcard offer, and after the user draws."""
    trees: list[tuple[Facts, Facts, tuple[Card, ...]]] = []
    read: list[tuple[str, ...]] = []  # what the reading keys say, at the same two moments
    for deal in (rigged_deal(), _hidden_cards_swapped()):
        window = _rigged(qtbot, tmp_path / str(len(trees)), deal)
        first = facts(table_node(window))
        said = (window.speech.table_words(), window.speech.hand_words())
        press(window, "Pass the upcard")
        wait_human_turn(qtbot, window, Phase.DRAW, Phase.UPCARD_OFFER)
        if window.session.phase is Phase.UPCARD_OFFER:
            press(window, "Pass the upcard")
            wait_human_turn(qtbot, window, Phase.DRAW)
        act(place(window, Place.STOCK), "draw")
        wait_human_turn(qtbot, window, Phase.DISCARD)
        trees.append((first, facts(table_node(window)), window.session.view().hand))
        read.append((*said, window.speech.table_words(), window.speech.hand_words()))
        window.close()
    (first_a, drawn_a, hand_a), (first_b, drawn_b, hand_b) = trees
    assert hand_a == hand_b
    assert first_a == first_b
    assert drawn_a == drawn_b
    assert read[0] == read[1]
    assert "The computer holds 10 cards." in read[0][0]


def test_the_announcer_says_the_computers_moves_and_the_turn(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = _rigged(qtbot, tmp_path, rigged_deal())
    window.announcer.flush()
    window.announcer.said.clear()
    press(window, "Pass the upcard")
    wait_human_turn(qtbot, window, Phase.DRAW, Phase.UPCARD_OFFER)
    qtbot.waitUntil(lambda: any(text.startswith("Your turn")
                                for text, _ in window.announcer.said), timeout=WAIT_MS)
    spoken = [text for text, _ in window.announcer.said]
    computer = [text for text in spoken if text.startswith("The computer")]
    assert computer, spoken
    assert spoken[-1] == window.speech.spoken_status()
    if window.session.phase is Phase.UPCARD_OFFER:
        press(window, "Pass the upcard")
        wait_human_turn(qtbot, window, Phase.DRAW)
    act(place(window, Place.STOCK), "draw")
    wait_human_turn(qtbot, window, Phase.DISCARD)
    refusal = window.presenter.snapshot().refusal_of(DrawStock())
    assert refusal
    act(place(window, Place.STOCK), "draw")  # not twice: the refusal is spoken
    qtbot.waitUntil(lambda: window.announcer.said[-1] == (refusal, Politeness.POLITE),
                    timeout=WAIT_MS)
    window.presenter.select(FIRST_DRAW)
    act(hand_card(window, FIRST_DRAW), "discard")
    qtbot.waitUntil(lambda: window.session.phase is Phase.HAND_OVER or any(
        "The computer" in text for text, _ in list(window.announcer.said)[-3:]),
        timeout=WAIT_MS)


# --- helpers -----------------------------------------------------------------------------


def _rigged(qtbot: QtBot, tmp_path: Path, deal: ReplayedDeal) -> MainWindow:
    window = make_window(qtbot, tmp_path)
    assert window.session.play_deal_again(deal, Level.BEGINNER)
    wait_human_turn(qtbot, window)
    window.view.setFocus()
    return window


def _hidden_cards_swapped() -> ReplayedDeal:
    """:func:`rigged_deal` with the computer's ten cards swapped for ten from deep in the
    stock (the user's cards, the upcard and the stock's top card unchanged)."""
    base = rigged_deal()
    assert base.deal.deck is not None
    deck = list(base.deal.deck)
    theirs = [i for i, card in enumerate(deck) if card in THEIRS]
    deep = list(range(len(deck) - 10, len(deck)))
    for i, j in zip(theirs, deep, strict=True):
        deck[i], deck[j] = deck[j], deck[i]
    assert set(deck) == set(FULL_DECK)
    return ReplayedDeal(base.rules, base.cut, Deal(tuple(deck)), dealer=base.dealer,
                        source=base.source)


def _users_move(window: MainWindow) -> bool:
    controller = window.session.controller
    if not controller.is_settled or window.scene.busy:
        return False
    return controller.phase in (Phase.HAND_OVER, Phase.GAME_OVER) or controller.actor == Seat.USER


def _play_one_step(window: MainWindow, phase: Phase) -> None:
    """One move of the user's, through the tree: pass or draw, then knock if a card may,
    else discard the card that leaves the least deadwood; lay off as the defender."""
    if phase is Phase.UPCARD_OFFER:
        press(window, "Pass the upcard")
    elif phase is Phase.DRAW:
        act(place(window, Place.STOCK), "draw")
    elif phase is Phase.DISCARD:
        card = window.presenter.knock_choice()
        if card is not None:
            act(hand_card(window, card), "knock")
        else:
            blocked = window.session.view().may_not_discard
            choice = window.presenter.layout.own_discard(blocked)
            assert choice is not None
            act(hand_card(window, choice[1]), "discard")
    elif phase is Phase.SHOWDOWN:
        press(window, "Lay off and score the hand")
    else:
        raise AssertionError(phase)
