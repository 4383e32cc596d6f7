"""What a player with a screen reader hears at the table (``widgets/table_voice.py``,
``table/announcer.py``, ``table/accessible.py``): the card drawn, a refusal and why, the hint,
the results in sentences, the reading keys, the reader's focus that leaves a card thrown away,
and the words said through the focused object (what Orca 43 speaks).

A listening screen reader is stood in for by recording what the table sends to Qt's
accessibility (``QAccessible.updateAccessibility``, with ``isActive`` true): each event's kind,
the node it names and, for a change of description, the description read at that moment, as
the AT-SPI bridge reads it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from table_helpers import (
    FIRST_DRAW,
    UPCARD,
    draw_the_first_card,
    make_window,
    reach_human_draw,
    rigged_window,
    wait_human_turn,
)

from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.table.accessible import CardNode
from ginrummy_desktop.app.table.focus_speech import CLEAR_GAP_MS
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.widgets.rules_dialog import rules_html
from ginrummy_desktop.app.words.cards import spoken_name
from ginrummy_desktop.engine import Phase

WAIT_MS = 20_000
Event = QAccessible.Event
Text = QAccessible.Text
SIGNS = ("·", "−", "×", "→", "♣", "♦", "♥", "♠", " = ", " + ")


@dataclass(frozen=True)
class Sent:
    """One event the table sent a listening screen reader."""

    kind: QAccessible.Event
    name: str
    description: str


@pytest.fixture
def reader(monkeypatch: pytest.MonkeyPatch) -> list[Sent]:
    """A listening screen reader: every event the table sends, in order."""
    sent: list[Sent] = []

    def record(event: QAccessibleEvent) -> None:
        node = event.accessibleInterface()
        name = node.text(Text.Name) if node is not None else ""
        described = node.text(Text.Description) if node is not None else ""
        sent.append(Sent(event.type(), name, described))

    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(record))
    return sent


def _window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = rigged_window(qtbot, tmp_path)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus, timeout=WAIT_MS)
    _heard(window)
    window.announcer.said.clear()
    return window


def _heard(window: MainWindow) -> list[str]:
    """Everything said so far (what was gathered is said first)."""
    window.announcer.flush()
    return [text for text, _ in window.announcer.said]


def _said_out(qtbot: QtBot, window: MainWindow) -> None:
    """Wait until all that was gathered has been said, through the focus too."""
    _heard(window)
    qtbot.waitUntil(lambda: not window.access.saying, timeout=WAIT_MS)


def _key(window: MainWindow, key: Qt.Key) -> None:
    QTest.keyClick(window.view, key)


def _focus(sent: list[Sent]) -> list[str]:
    return [event.name for event in sent if event.kind == Event.Focus]


def test_the_card_drawn_is_named(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    draw_the_first_card(qtbot, window)
    assert f"You draw the {spoken_name(FIRST_DRAW)}." in " ".join(_heard(window))


def test_an_arrow_names_the_card_once(qtbot: QtBot, tmp_path: Path,
                                      reader: list[Sent]) -> None:
    """The focus names the card; "Selected the ..." is not said after it (it was, twice a
    press); with the focus on a panel button the note is all there is, so it is said."""
    window = _window(qtbot, tmp_path)
    _key(window, Qt.Key.Key_Right)
    first = window.presenter.selected
    assert first is not None
    assert _focus(reader)[-1] == spoken_name(first)
    assert not any("Selected the" in text for text in _heard(window))
    button = window.panel.buttons["pass"]
    button.setFocus()
    qtbot.waitUntil(button.hasFocus, timeout=WAIT_MS)
    QTest.keyClick(button, Qt.Key.Key_Right)
    assert any(text.startswith("Selected the") for text in _heard(window))


def test_the_reader_leaves_a_card_thrown_away(qtbot: QtBot, tmp_path: Path,
                                             reader: list[Sent]) -> None:
    """After a discard the reader's focus is on the hand, after a knock on the cards laid out:
    never on the card now on the pile or face down in the knock area."""
    for way in (Qt.Key.Key_Return, Qt.Key.Key_K):
        window = _window(qtbot, tmp_path / way.name)
        draw_the_first_card(qtbot, window)
        window.presenter.select(FIRST_DRAW)  # the king of diamonds: it may knock
        assert _focus(reader)[-1] == spoken_name(FIRST_DRAW)
        _key(window, way)
        assert window.presenter.layout.cards == () or FIRST_DRAW not in window.presenter.layout
        if way == Qt.Key.Key_Return:
            assert _focus(reader)[-1] == "Your hand, 10 cards"
        else:
            assert window.session.view().knocker == Seat.USER
            assert _focus(reader)[-1] == "Your cards laid out"
        window.close()


def test_words_go_through_the_focused_object(qtbot: QtBot, tmp_path: Path,
                                            reader: list[Sent]) -> None:
    """With the table focused, a message is the focused node's description for a moment (""
    first, so that a repeated message is a change again), and no announcement is sent (a
    reader that speaks both would say it twice); with a panel button focused, through the
    button, still no announcement."""
    window = _window(qtbot, tmp_path)
    _key(window, Qt.Key.Key_Right)
    card = spoken_name(window.presenter.selected)
    _said_out(qtbot, window)
    reader.clear()
    for _ in range(2):
        _key(window, Qt.Key.Key_A)  # say again

    def changes() -> list[tuple[str, str]]:
        return [(e.name, e.description) for e in reader if e.kind == Event.DescriptionChanged]

    qtbot.waitUntil(lambda: len(changes()) == 4, timeout=WAIT_MS)
    last = window.announcer.last
    assert last and changes() == [(card, ""), (card, last)] * 2
    assert not any(e.kind == Event.Announcement for e in reader)
    node = window.access.focused_node()
    assert isinstance(node, CardNode) and node.text(Text.Description).endswith(".")
    assert node.text(Text.Description) != last  # the card's own description is back
    window.panel.buttons["pass"].setFocus()
    qtbot.waitUntil(window.panel.buttons["pass"].hasFocus, timeout=WAIT_MS)
    reader.clear()
    window.announcer.say_again()
    assert not any(e.kind == Event.Announcement for e in reader)
    assert window.voice.widget_speech.spoken[-1] == last  # through the button (below)


def test_the_computers_turn_is_one_message(qtbot: QtBot, tmp_path: Path,
                                          reader: list[Sent]) -> None:
    """What happens from the user's discard to the user's next turn is said as one message
    (a reader sent several at once may keep only the last: Orca 48 does)."""
    window = _window(qtbot, tmp_path)
    draw_the_first_card(qtbot, window)
    window.presenter.select(FIRST_DRAW)
    _said_out(qtbot, window)
    reader.clear()
    _key(window, Qt.Key.Key_Return)
    wait_human_turn(qtbot, window)
    qtbot.waitUntil(lambda: any("Your turn" in e.description for e in reader), timeout=WAIT_MS)
    qtbot.wait(2 * CLEAR_GAP_MS)  # nothing more comes
    changes = [e for e in reader if e.kind == Event.DescriptionChanged]
    said = [e.description for e in changes if e.description]
    assert len(said) == 1, said
    # the hand, which has no description of its own, reads none again (Orca 48 would read the
    # message as its description in Where Am I)
    assert changes[-1].name.startswith("Your hand") and changes[-1].description == ""
    assert said[0].startswith(f"You discard the {spoken_name(FIRST_DRAW)}. The computer ")
    assert "Your turn: " in said[0]


def test_a_refusal_is_said_with_its_reason(qtbot: QtBot, tmp_path: Path) -> None:
    """Enter on the card just taken, by key: said, the card in words (the status line's note
    writes "4♠")."""
    window = _window(qtbot, tmp_path)
    _key(window, Qt.Key.Key_U)  # take the upcard
    wait_human_turn(qtbot, window, Phase.DISCARD)
    window.presenter.select(UPCARD)
    _key(window, Qt.Key.Key_Return)
    heard = " ".join(_heard(window))
    assert f"You may not throw back the {spoken_name(UPCARD)} you just took." in heard
    assert not any(sign in heard for sign in SIGNS)


def test_a_knock_with_too_much_deadwood_is_refused_aloud(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, difficulty=1)
    window.view.setFocus()
    reach_human_draw(qtbot, window)
    _key(window, Qt.Key.Key_D)
    wait_human_turn(qtbot, window, Phase.DISCARD)
    assert window.presenter.knock_choice() is None  # this seed's hand: deadwood over 10
    _heard(window)
    _key(window, Qt.Key.Key_K)
    assert _heard(window)[-1] == "Your deadwood is too high to knock."


def test_the_hint_is_said_in_words(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    _key(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: any("Hint:" in text for text in _heard(window)), timeout=WAIT_MS)
    hint = next(text for text in _heard(window) if "Hint:" in text)
    assert not any(sign in hint for sign in SIGNS), hint
    coach = window.panel.coach_label.accessibleName()
    assert coach.startswith("Hint: ") and not any(sign in coach for sign in SIGNS), coach


def test_the_reading_keys(qtbot: QtBot, tmp_path: Path) -> None:
    """C: the hand's melds, deadwood and count; T: the stock, the pile, the computer's cards
    counted; W: the score; A: the last message again."""
    window = _window(qtbot, tmp_path)
    _key(window, Qt.Key.Key_C)
    hand = _heard(window)[-1]
    assert hand.startswith("Your hand, 10 cards.")
    assert "Meld 1: " in hand and hand.endswith("Your deadwood counts "
                                               f"{window.presenter.layout.deadwood_points} "
                                               "points.")
    _key(window, Qt.Key.Key_T)
    table = _heard(window)[-1]
    assert table.startswith("The stock holds 31 cards.")
    assert f"The {spoken_name(UPCARD)} is on top of the discard pile." in table
    assert "The computer holds 10 cards." in table
    _key(window, Qt.Key.Key_W)
    assert _heard(window)[-1] == ("The score: you 0, the computer 0, in a game to 100. "
                                  "The computer plays at Beginner.")
    _key(window, Qt.Key.Key_A)
    assert _heard(window)[-1] == _heard(window)[-2]
    for text in _heard(window):
        assert not any(sign in text for sign in SIGNS), text


def test_the_piles_and_the_laid_out_cards_take_the_readers_focus(
    qtbot: QtBot, tmp_path: Path, reader: list[Sent]
) -> None:
    """↑ ↓ move the reader's focus through the places (focusable, focused); at the showdown
    ← → walk the laid-out cards, each with its group."""
    window = _window(qtbot, tmp_path)
    for expected in ("Knock area", "Discard pile", "Stock", "Computer's hand"):
        _key(window, Qt.Key.Key_Up)
        assert _focus(reader)[-1].startswith(expected), _focus(reader)
        node = window.access.focused_node()
        assert node is not None and node.state().focusable and node.state().focused
    _key(window, Qt.Key.Key_Up)  # the top: nothing above
    assert _focus(reader)[-1].startswith("Computer's hand")
    _key(window, Qt.Key.Key_Right)  # ← → select in the hand: the focus comes back to it
    assert _focus(reader)[-1] == spoken_name(window.presenter.selected)
    draw_the_first_card(qtbot, window)
    window.presenter.select(window.presenter.knock_choice())
    _key(window, Qt.Key.Key_K)
    qtbot.waitUntil(lambda: window.session.phase is Phase.HAND_OVER, timeout=WAIT_MS)
    _key(window, Qt.Key.Key_Right)
    mine = window.scene.melds[Seat.USER]
    assert _focus(reader)[-1] == spoken_name(mine.cards[0].card)
    _key(window, Qt.Key.Key_Right)
    second = window.access.focused_node()
    assert isinstance(second, CardNode) and second.item is mine.cards[1]
    assert second.text(Text.Description) in {"Set", "Run", "Set, with 1 card laid off"} or \
        second.text(Text.Description).startswith(("Run", "Set", "Deadwood of"))


def test_the_results_are_sentences_in_words(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path)
    draw_the_first_card(qtbot, window)
    window.presenter.select(window.presenter.knock_choice())
    _key(window, Qt.Key.Key_K)
    qtbot.waitUntil(lambda: window.session.phase is Phase.HAND_OVER, timeout=WAIT_MS)
    result = next(text for text in _heard(window) if "The score: you" in text)
    assert not any(sign in result for sign in SIGNS), result
    sentences = result.split(". ")
    assert all(sentence[:1].isupper() for sentence in sentences), result
    assert result.endswith(" in a game to 100."), result
    _key(window, Qt.Key.Key_C)
    laid_out = _heard(window)[-1]
    assert laid_out.startswith("Your cards laid out. ") and " of " in laid_out
    _key(window, Qt.Key.Key_T)
    assert "The computer's cards laid out. " in _heard(window)[-1]


def test_the_table_describes_itself_by_the_turn(qtbot: QtBot, tmp_path: Path) -> None:
    """The table's description is the turn line (what a reader says when the focus comes
    back from a dialog), not a long tour of the table each time."""
    window = _window(qtbot, tmp_path)
    table = QAccessible.queryAccessibleInterface(window.view)
    assert table is not None
    assert table.text(Text.Description) == window.speech.spoken_status()


def test_the_panel_reads_its_values(qtbot: QtBot, tmp_path: Path) -> None:
    """The side panel's labels say what they show, not only their captions."""
    window = _window(qtbot, tmp_path)
    panel = window.panel
    deadwood = window.presenter.layout.deadwood_points
    assert panel.deadwood_label.accessibleName() == f"Deadwood count: {deadwood}"
    assert panel.turn_label.accessibleName() == "Whose turn: Your turn"
    score = panel.score_label.accessibleName()
    assert score.startswith("Score: You 0, Computer 0, Game to 100"), score
    for label in (panel.deadwood_label, panel.turn_label, panel.score_label,
                  panel.hint_label, panel.melds_label):
        assert not any(sign in label.accessibleName() for sign in SIGNS), label.accessibleName()


def test_the_reading_keys_are_in_the_rules_page() -> None:
    """The keys that read the table are listed on the rules page (Help ▸ Keyboard lists every
    row of the command table itself)."""
    page = rules_html()
    for key in ("C", "T", "W", "A", "↑ ↓", "← →"):
        assert f"<td><b>{key}</b></td>" in page, key



def test_with_a_panel_button_focused_the_news_is_said_through_the_button(
    qtbot: QtBot, tmp_path: Path, reader: list[Sent]
) -> None:
    """Orca 43 speaks no announcement: with a button of the side panel focused (Tab), the
    computer's moves and a refusal went unheard. They are said through the button's
    description, as through a card of the table, and the button gets its own back."""
    window = _window(qtbot, tmp_path)
    button = window.panel.buttons["pass"]
    own = button.accessibleDescription()
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus, timeout=WAIT_MS)
    descriptions: list[str] = []
    watch = QTimer(window)
    watch.timeout.connect(lambda: descriptions.append(button.accessibleDescription()))
    watch.start(10)
    QTest.keyClick(button, Qt.Key.Key_K)  # no knock while the upcard is offered
    _heard(window)
    speech = window.voice.widget_speech
    qtbot.waitUntil(lambda: bool(speech.spoken) and not speech.saying, timeout=WAIT_MS)
    watch.stop()
    said = speech.spoken[-1]
    assert said in descriptions, (said, descriptions)
    assert descriptions.index(said) > descriptions.index("")  # emptied first: a change
    assert button.accessibleDescription() == own
    assert not window.access.spoken or window.access.spoken[-1] != said  # not through a card
