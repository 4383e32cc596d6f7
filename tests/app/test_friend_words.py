"""A friend sitting opposite is named, by their chosen name, wherever the computer would be
(``words/opposite.py``): the status line and the announcer, the move log, the results, the
score sheet, the panel and the table's places for a screen reader; once the friend's match
ends, the computer is named again; a recorded match names its own opponent (the computer, or
the friend it was played against) whoever sits opposite now.

The words follow the session of the window (``widgets/window_words.MomentWords``): the first
tests give them a stand-in for it, the last one plays a hand over loopback between a real
window and a second session, as two programs would."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from friend_pair import linked_pair, session_in
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot
from table_helpers import make_window

from ginrummy_desktop.ai.fallback import FallbackPlayer
from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.player import Player
from ginrummy_desktop.app.models.move_log import log_lines
from ginrummy_desktop.app.models.score_model import ScoreSheetModel
from ginrummy_desktop.app.records.replay import move_text, replay_match
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.session import MatchSession
from ginrummy_desktop.app.table.accessible import Place
from ginrummy_desktop.app.table.commands import hint_refusal
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.words import opposite
from ginrummy_desktop.app.words import table as words
from ginrummy_desktop.app.words.panel import score_html
from ginrummy_desktop.app.words.results import (
    game_breakdown,
    hand_breakdown,
    score_line,
    seat_name,
    spoken_game_result,
    spoken_hand_result,
)
from ginrummy_desktop.engine import (
    DrawStock,
    Game,
    HandResult,
    Phase,
    Role,
    RuleSet,
    ScoreSheet,
    StockDrawn,
    parse_cards,
    score_sheet,
    settle,
)

WAIT_MS = 10_000
LOOPBACK = "127.0.0.1"
RULES = RuleSet()
KING = parse_cards("Kd")[0]


class _Opposite:
    """A stand-in for the session the words follow."""

    def __init__(self, name: str) -> None:
        self.friend_name = name


@pytest.fixture
def ana() -> Iterator[_Opposite]:
    """Ana sits opposite until the test ends (then the computer again)."""
    seat = _Opposite("Ana")
    opposite.follow(seat)
    yield seat
    seat.friend_name = ""


def _names_ana(texts: list[str]) -> None:
    for text in texts:
        assert "Ana" in text and "computer" not in text.lower(), text


def _result(knocker: int, knocker_cards: str, defender_cards: str) -> HandResult:
    settlement = settle(parse_cards(knocker_cards), parse_cards(defender_cards), RULES)
    won = knocker if settlement.winner is Role.KNOCKER else 1 - knocker
    return HandResult(1, 0, settlement.outcome, won, settlement.points, knocker, settlement)


KNOCK = _result(1, "As 2s 3s 7h 7d 7c 9c 9d 9h 4c", "Kc Kd Qh Qs Jc Jd 2h 3h 4h 8s")
GIN = _result(1, "As 2s 3s 7h 7d 7c 9c 9d 9h 9s", "Kc Kd Qh Qs Jc Jd 2h 3h 4h 8s")
BIG_GIN = _result(1, "As 2s 3s 7h 7d 7c 9c 9d 9h 9s 4s", "Kc Kd Qh Qs Jc Jd 2h 3h 4h 8s")
UNDERCUT = _result(0, "5h 6h 7h 8c 8d 8s 2c 3d 4s Ac", "4h 9h 9d 9c Tc Jc Qc 2d 2h As")
"""Hands the opponent scores; in the undercut the opponent lays a card off."""


def _sheet_the_opponent_won() -> ScoreSheet:
    sheet = score_sheet(RuleSet(target=50), [KNOCK])
    assert sheet.winner == Seat.OPPONENT and sheet.columns[0].shutout
    return sheet


def test_the_table_words_name_the_friend(ana: _Opposite) -> None:
    said = [words.computers_turn(), words.upcard_passed(), words.dealt_text(3, False),
            words.cut_text(KING, KING, True), words.cut_text(KING, KING, False),
            words.computer_discards(KING), words.computer_draws(), words.computer_takes(KING),
            words.knocked_text(False, 7, False, False), words.knocked_text(False, 0, True, False),
            words.knocked_text(False, 0, True, True), words.laid_off_text(False, [KING]),
            words.laid_out_words(False), words.computer_holds_words(10),
            words.known_words([KING]), words.level_words("Medium"),
            words.tip_text(Phase.SHOWDOWN, False, False, False, lambda _id: "L")]
    _names_ana(said)
    assert words.computer_draws() == "Ana draws from the stock."
    assert words.cut_text(KING, KING, False).endswith(": Ana deals.")
    ana.friend_name = ""  # the friend's match ends
    assert words.computer_draws() == "The computer draws from the stock."
    assert words.computer_takes(KING) == "The computer takes the king of diamonds."


def test_the_results_name_the_friend_in_every_line(ana: _Opposite) -> None:
    said: list[str] = []
    for result in (KNOCK, GIN, BIG_GIN, UNDERCUT):
        breakdown = hand_breakdown(result, RULES)
        said.append(breakdown.title)
        said.extend(line for line in breakdown.lines if "computer" in line.lower()
                    or "Ana" in line)
        said.append(spoken_hand_result(result, score_sheet(RULES, [result]), RULES))
    sheet = _sheet_the_opponent_won()
    over = game_breakdown(sheet, RuleSet(target=50))
    said += [over.title, *(line for line in over.lines if "bonus" in line.lower()
                           or "Shutout" in line or "Final" in line)]
    said += [score_line(sheet, RULES), spoken_game_result(sheet, RuleSet(target=50)),
             seat_name(Seat.OPPONENT), seat_name(Seat.OPPONENT, capital=False)]
    _names_ana(said)
    assert hand_breakdown(KNOCK, RULES).title == f"Ana knocked and scores {KNOCK.points}"
    assert hand_breakdown(GIN, RULES).title == f"Gin! Ana scores {GIN.points}"
    assert "Ana has 5 deadwood after laying off 1 card (4 points)." in hand_breakdown(
        UNDERCUT, RULES).lines
    ana.friend_name = ""
    assert hand_breakdown(GIN, RULES).title == f"Gin! The computer scores {GIN.points}"


def _hand_played(seed: int) -> Game:
    game = Game(RULES, seed=seed)
    player = FallbackPlayer()
    while game.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        seat = game.actor
        game.apply(game.legal_actions()[0] if seat is None else player.choose(game.view(seat)))
    return game


def test_the_move_log_names_the_friend_and_a_recorded_match_its_own_opponent(
        ana: _Opposite) -> None:
    drawn = StockDrawn(Seat.OPPONENT, KING)
    assert log_lines(Seat.OPPONENT, DrawStock(), (drawn,), RULES) == (
        "Ana drew from the stock",)
    assert move_text(Seat.OPPONENT, DrawStock(), (drawn,))[0] == "Ana drew from the stock: K♦"
    game = _hand_played(1)
    replay = replay_match(game.rules, game.history)
    lines = [step.text for hand in replay.hands for step in hand.steps]
    assert any("Computer" in line for line in lines)
    assert not any("Ana" in line for line in lines), lines
    replay = replay_match(game.rules, game.history, against="Bruno")
    lines = [step.text for hand in replay.hands for step in hand.steps]
    assert any(line.startswith("Bruno ") for line in lines)
    assert not any("Ana" in line or "Computer" in line for line in lines), lines
    assert opposite.friend() == "Ana"  # the table's words again, once the replay is made


def test_the_score_sheet_and_the_panel_name_the_friend(ana: _Opposite) -> None:
    model = ScoreSheetModel(_sheet_the_opponent_won())
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert "Ana" in headers and "Computer" not in headers
    assert any("Ana scores" in str(model.data(model.index(0, c), Qt.ItemDataRole.ToolTipRole))
               for c in range(model.columnCount()))
    view = _hand_played(2).view(Seat.USER)
    assert "<b>Ana</b>" in score_html(view)
    ana.friend_name = ""
    model.retranslate()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert "Computer" in headers and "Ana" not in headers


def test_a_name_is_filled_in_as_written_and_escaped_into_rich_text(ana: _Opposite) -> None:
    ana.friend_name = "<b>{card} & Co"
    assert words.computer_takes(KING) == "<b>{card} & Co takes the king of diamonds."
    score = score_html(_hand_played(2).view(Seat.USER))
    assert "&lt;b&gt;{card} &amp; Co" in score and "<b>{card}" not in score


# --- a hand against a friend, over loopback ----------------------------------------------


@pytest.fixture
def window_and_bruno(
        qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MainWindow, MatchSession]]:
    """Ana's window hosts a friend's match; Bruno, the friend, plays it in a session of his
    own (the window's session is the one the words follow, as in the program)."""
    window = make_window(qtbot, tmp_path / "window")
    window.announcer.flush()
    window.announcer.said.clear()  # what was said of the match against the computer
    bruno = session_in(tmp_path, "bruno")
    server, ana_link, bruno_link = linked_pair(qtbot)
    rules = RuleSet.preset("standard")
    window.session.play_a_friend(ana_link, rules, host=True)
    bruno.play_a_friend(bruno_link, rules, host=False)
    try:
        yield window, bruno
    finally:
        window.close()  # the friend left even if the test failed: later tests see the computer
        bruno.close()
        server.deleteLater()


def _step(session: MatchSession, player: Player) -> bool:
    """The user of ``session`` moves if the table waits for them; whether they did."""
    if not session.is_settled or session.actor != Seat.USER or (
            session.controller.game.actor is None) or session.phase in (
                Phase.HAND_OVER, Phase.GAME_OVER):
        return False
    before = len(session.controller.game.history)
    assert session.play(player.choose(session.view()))
    return len(session.controller.game.history) > before


def _play_a_scored_hand(qtbot: QtBot, ana: MatchSession, bruno: MatchSession) -> None:
    """Both play until a hand is scored (a dead hand is dealt again)."""
    players = (make_player(Level.EASY, 1, ana.game.rules),
               make_player(Level.EASY, 2, bruno.game.rules))
    for _ in range(5_000):
        results = ana.game.results
        if results and results[-1].knocker is not None:
            return
        if ana.phase is Phase.HAND_OVER and bruno.phase is Phase.HAND_OVER:
            for session in (ana, bruno):
                if session.is_settled:
                    session.next_hand()
        moved = _step(ana, players[0]) | _step(bruno, players[1])
        if not moved:
            qtbot.wait(1)
    raise AssertionError(f"no hand was scored: {ana.phase} {bruno.phase}")


def _computer_free(texts: list[str]) -> None:
    assert texts
    for text in texts:
        assert "computer" not in text.lower(), text


def test_a_hand_against_a_friend_names_the_friend_and_then_the_computer_again(
        qtbot: QtBot, window_and_bruno: tuple[MainWindow, MatchSession]) -> None:
    window, bruno = window_and_bruno
    ana = window.session
    _play_a_scored_hand(qtbot, ana, bruno)
    qtbot.waitUntil(lambda: window.presenter.banner.isVisible(), timeout=WAIT_MS)
    window.announcer.flush()
    spoken = [text for text, _ in window.announcer.said]
    logged = list(window.move_log.lines)
    banner = [window.presenter.banner.title, *window.presenter.banner.lines]
    model = ScoreSheetModel(ana.game.sheet)
    headers = [str(model.headerData(c, Qt.Orientation.Horizontal))
               for c in range(model.columnCount())]
    access = window.access.places
    places = [access[p].text(QAccessible.Text.Name)
              for p in (Place.COMPUTER_HAND, Place.COMPUTER_MELDS)]
    panel = [window.panel.score_label.text(), window.panel.known_label.accessibleName()]
    for texts in (spoken, logged, banner, headers, places, panel):
        _computer_free(texts)
        assert any("Bruno" in text for text in texts), texts
    assert any(text.startswith("Bruno ") for text in logged), logged  # a move of Bruno's
    assert "Bruno" in headers
    assert places[0].startswith("Bruno's hand")

    ana.new_game()  # Ana leaves the friend's match for one against the computer
    qtbot.waitUntil(lambda: ana.friend is None and ana.has_game, timeout=WAIT_MS)
    model = ScoreSheetModel(ana.game.sheet)
    headers = [str(model.headerData(c, Qt.Orientation.Horizontal))
               for c in range(model.columnCount())]
    assert "Computer" in headers and "Bruno" not in headers
    assert "Computer" in window.panel.score_label.text()
    assert access[Place.COMPUTER_HAND].text(QAccessible.Text.Name).startswith("Computer's hand")
    assert window.panel.known_label.accessibleName() == "Cards known in the computer's hand"
    assert words.computer_draws() == "The computer draws from the stock."
    assert not any("Bruno" in line for line in window.move_log.lines)


def test_the_window_has_the_words_follow_its_session(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    assert opposite._followed is not None and opposite._followed() is window.session
    assert opposite.friend() is None  # the computer sits opposite


def test_against_a_friend_no_hint_is_offered_and_no_seed_fingerprint_shown(
        qtbot: QtBot, window_and_bruno: tuple[MainWindow, MatchSession]) -> None:
    """A hint, or the panel's best discard, would help one side against the other, and no seed
    of this program deals a friend's match: the Hint command says why it is off, and the
    fingerprint line is not shown; with the computer back, both return."""
    window, _bruno = window_and_bruno
    session = window.session
    qtbot.waitUntil(lambda: session.phase not in (Phase.CUT, Phase.DEAL), timeout=WAIT_MS)
    window.refresh_panel()
    snapshot = window.presenter.snapshot()
    assert not snapshot.hints_on and "friend" in hint_refusal(snapshot)
    assert not window.panel.fingerprint_label.isVisibleTo(window)
    session.new_game()
    window.refresh_panel()
    assert window.presenter.snapshot().hints_on
    assert window.panel.fingerprint_label.isVisibleTo(window)
