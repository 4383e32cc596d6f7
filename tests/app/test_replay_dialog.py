"""The replay viewer on its own: stepping with buttons, keys, slider and move list; what it
draws; import of good and damaged files; export; Play this deal again. A screenshot is saved
to ``tests/output/replay.png``."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot
from save_helpers import played_save

from ginrummy_desktop.ai.levels import Level
from ginrummy_desktop.app.match.deals import MatchDeals
from ginrummy_desktop.app.match.saves import MatchSave, document_text, parse_document
from ginrummy_desktop.app.records.history import PAGE, MatchSource, PastMatches, ReplayedDeal
from ginrummy_desktop.app.records.replay import replay_game
from ginrummy_desktop.app.records.stats_rows import MatchPlace, MatchResult, MatchRow
from ginrummy_desktop.app.table.card_images import CardImages
from ginrummy_desktop.app.widgets.replay_dialog import HistoryHost, ReplayDialog
from ginrummy_desktop.engine import Phase, RuleSet, game_to_json

SHOTS = Path(__file__).resolve().parent.parent / "output"


@dataclass
class _Host:
    """A stand-in for the game window: the match in play and what was asked of it."""

    save: MatchSave | None
    revealed: int = 0
    played: list[tuple[ReplayedDeal, Level]] = field(default_factory=list)
    accept: bool = True

    def current(self) -> MatchSource | None:
        return None if self.save is None else MatchSource("Current match", self.save.game,
                                                          self.save)

    def reveal(self) -> None:
        assert self.save is not None
        self.revealed += 1
        self.save = replace(self.save, deals=self.save.deals.reveal())

    def play_again(self, deal: ReplayedDeal, level: Level) -> bool:
        self.played.append((deal, level))
        return self.accept

    def host(self) -> HistoryHost:
        return HistoryHost(current=self.current, reveal=self.reveal, play_again=self.play_again,
                           level=2)


@pytest.fixture(scope="module")
def finished() -> MatchSave:
    save = played_save(5000, seed=13)
    assert save.game.phase is Phase.GAME_OVER
    return save


@pytest.fixture
def viewer(qtbot: QtBot, finished: MatchSave) -> Iterator[tuple[ReplayDialog, _Host]]:
    host = _Host(finished)
    dialog = ReplayDialog(host.host(), CardImages())
    qtbot.addWidget(dialog)
    dialog.resize(1300, 700)
    dialog.show()
    qtbot.waitExposed(dialog)
    yield dialog, host


def test_it_opens_on_the_last_finished_hand_of_the_current_match(
    viewer: tuple[ReplayDialog, _Host], finished: MatchSave
) -> None:
    dialog, _host = viewer
    replay = replay_game(finished.game)
    assert dialog.hand_box.count() == len(replay.hands)
    assert dialog.hand is not None and dialog.hand.number == replay.hands[-1].number
    assert dialog.step_index == 0 and dialog.table.step == dialog.hand.steps[0]
    texts = [dialog.moves.item(i).text() for i in range(dialog.moves.count())]
    assert texts == [step.text for step in dialog.hand.steps]
    assert not dialog.isModal()


def test_buttons_keys_and_slider_step_through_the_hand(viewer: tuple[ReplayDialog, _Host]) -> None:
    dialog, _host = viewer
    dialog.show_hand(1)
    hand = dialog.hand
    assert hand is not None
    last = len(hand.steps) - 1
    dialog.forward_button.click()
    dialog.forward_button.click()
    assert dialog.step_index == 2
    dialog.back_button.click()
    assert dialog.step_index == 1 and dialog.table.step == hand.steps[1]
    dialog.table.setFocus()
    QTest.keyClick(dialog.table, Qt.Key.Key_Right)
    assert dialog.step_index == 2
    QTest.keyClick(dialog.table, Qt.Key.Key_End)
    assert dialog.step_index == last and not dialog.forward_button.isEnabled()
    QTest.keyClick(dialog.table, Qt.Key.Key_Right)
    assert dialog.step_index == last
    dialog.moves.setFocus()  # the keys work wherever the focus is in the window
    QTest.keyClick(dialog.moves, Qt.Key.Key_Home)
    assert dialog.step_index == 0 and not dialog.back_button.isEnabled()
    QTest.keyClick(dialog.moves, Qt.Key.Key_Left)
    assert dialog.step_index == 0
    dialog.slider.setValue(5)
    assert dialog.step_index == 5 and dialog.table.step == hand.steps[5]
    assert dialog.moves.currentRow() == 5
    assert dialog.step_label.text() == f"Step 6 of {len(hand.steps)}"


def test_clicking_a_move_jumps_there(viewer: tuple[ReplayDialog, _Host]) -> None:
    dialog, _host = viewer
    dialog.show_hand(0)
    item = dialog.moves.item(7)
    rect = dialog.moves.visualItemRect(item)
    QTest.mouseClick(dialog.moves.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, rect.center())
    assert dialog.step_index == 7 and dialog.slider.value() == 7
    assert dialog.hand is not None and dialog.table.step == dialog.hand.steps[7]


def test_the_screenshot_of_a_showdown(viewer: tuple[ReplayDialog, _Host], qtbot: QtBot) -> None:
    dialog, _host = viewer
    dialog.resize(1340, 700)  # what a 1366x768 screen leaves for a window
    hands = dialog.replay.finished_hands if dialog.replay else ()
    index = next(i for i, h in enumerate(hands)
                 if h.result is not None and h.result.settlement is not None
                 and h.result.settlement.layoffs)
    dialog.show_hand(index)
    dialog.last()
    qtbot.wait(50)
    SHOTS.mkdir(exist_ok=True)
    image = dialog.grab()
    assert image.save(str(SHOTS / "replay.png"))
    assert image.width() >= 1300
    step = dialog.table.step
    assert step is not None and step.result is not None
    # the felt is painted and cards are drawn on it: the table is far from one flat colour
    table = dialog.table.grab().toImage()
    colours = {table.pixel(x, y) for x in range(0, table.width(), 23)
               for y in range(0, table.height(), 17)}
    assert len(colours) > 20


def test_a_damaged_file_gets_a_message_and_stays_as_it_was(
    viewer: tuple[ReplayDialog, _Host], finished: MatchSave, tmp_path: Path
) -> None:
    dialog, _host = viewer
    text = document_text(finished).encode()
    shown = dialog.hand
    for name, data in {"cut.json": text[:5000], "noise.json": b"\x00\xff" * 100}.items():
        path = tmp_path / name
        path.write_bytes(data)
        assert not dialog.import_file(path)
        message = dialog.message.text()
        assert message.startswith(f"“{name}” cannot be opened.") and len(message) < 260
        assert path.read_bytes() == data
        assert dialog.match_box.count() == 1 and dialog.hand == shown


def test_an_exported_hand_imports_and_replays(
    viewer: tuple[ReplayDialog, _Host], finished: MatchSave, tmp_path: Path
) -> None:
    dialog, host = viewer
    dialog.show_hand(2)
    path = tmp_path / "hand3.json"
    assert dialog.export_to(path, whole=False)
    assert host.revealed == 0  # nothing to reveal: an export holds no secret seed
    exported = parse_document(path.read_bytes())
    assert len(exported.game.results) == 3
    assert dialog.import_file(path)
    assert dialog.match_box.count() == 2 and dialog.match_box.currentText() == "File: hand3.json"
    assert dialog.hand_box.count() == 3
    replayed = dialog.hand
    assert replayed is not None and replayed.number == 3
    assert replayed.steps == replay_game(finished.game).hands[2].steps


def test_an_export_never_holds_a_secret_seed(
    viewer: tuple[ReplayDialog, _Host], tmp_path: Path
) -> None:
    dialog, host = viewer
    assert host.save is not None
    secret = [s for s in host.save.deals.seeds if not s.revealed and s.seed is not None]
    assert secret, "the fixture's match should still have a secret seed"
    assert dialog.export_to(tmp_path / "match.json", whole=True)
    text = (tmp_path / "match.json").read_text(encoding="utf-8")
    assert host.revealed == 0
    for seed in secret:
        assert seed.seed is not None and seed.seed.hex() not in text
        assert seed.fingerprint in text  # what the verifier waits on
    assert "can be checked once it is revealed" in dialog.message.text()


def test_play_this_deal_again_asks_the_window_with_the_chosen_level(
    viewer: tuple[ReplayDialog, _Host],
) -> None:
    dialog, host = viewer
    dialog.show_hand(1)
    shown = dialog.hand
    dialog.level_box.setCurrentIndex(4)
    assert dialog.play_again()
    ((deal, level),) = host.played
    assert level is Level.EXPERT
    assert shown is not None and deal.dealer == shown.dealer
    assert host.save is not None and deal.deal == host.save.game.history[shown.start]
    assert deal.source == "hand 2 of the current match"
    assert "hand 2" in dialog.message.text()
    host.accept = False
    assert not dialog.play_again()


def test_play_this_deal_again_names_the_rules_it_is_played_under(qtbot: QtBot) -> None:
    """Issue 40, item 7: before the player chooses, the button says the deal is played under
    the rules it was dealt under (here a game to 50), whatever the settings say."""
    to_fifty = replace(RuleSet(), target=50)
    save = played_save(5000, seed=13, rules=to_fifty, until=lambda game: bool(game.results))
    dialog = ReplayDialog(_Host(save).host(), CardImages())
    qtbot.addWidget(dialog)
    dialog.show_hand(0)
    tip = dialog.play_button.toolTip()
    assert "under the rules they were dealt under (Standard, game to 50)" in tip, tip


def test_a_match_without_a_finished_hand_shows_nothing_to_replay(qtbot: QtBot) -> None:
    save = played_save(12, seed=3)
    save = replace(save, deals=MatchDeals(save.deals.seeds, save.deals.phrases))
    host = _Host(save)
    dialog = ReplayDialog(host.host(), CardImages())
    qtbot.addWidget(dialog)
    assert dialog.hand_box.count() == 0 and dialog.hand is None
    assert dialog.message.text() == "This match has no finished hand yet."
    assert not dialog.play_button.isEnabled() and not dialog.export_hand_button.isEnabled()
    QTest.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.table.step is None


def test_without_a_match_the_viewer_says_so(qtbot: QtBot) -> None:
    dialog = ReplayDialog(_Host(None).host(), CardImages())
    qtbot.addWidget(dialog)
    assert dialog.message.text() == "No match has been played yet."
    assert not dialog.export_match_button.isEnabled()


class _ManyPastMatches:
    """A statistics database of ``count`` past matches that counts what is read of it."""

    def __init__(self, count: int, record: str) -> None:
        self.rows = [MatchRow(f"m{n:04d}", "ab", f"2026-02-01T10:{n % 60:02d}:{n // 60:02d}",
                              None, 3, "Standard", "x", MatchResult.LOST, 80, 120, 0, 0, 4)
                     for n in range(count)]  # the latest first
        self.record = record
        self.pages = 0
        self.records_read: list[str] = []

    def matches_before(self, place: MatchPlace | None, count: int,
                       ) -> tuple[list[MatchRow], MatchPlace | None]:
        self.pages += 1
        start = 0 if place is None else place.row
        end = start + count
        return self.rows[start:end], MatchPlace("", end) if end < len(self.rows) else None

    def match_record(self, match_id: str) -> str:
        self.records_read.append(match_id)
        return self.record


def test_past_matches_are_listed_a_page_at_a_time_and_read_when_picked(
    qtbot: QtBot, finished: MatchSave
) -> None:
    db = _ManyPastMatches(5 * PAGE // 2, game_to_json(finished.game))
    host = replace(_Host(finished).host(), past=PastMatches(db))
    dialog = ReplayDialog(host, CardImages())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.match_box
    assert box.count() == 1 + PAGE and db.pages == 1 and db.records_read == []
    assert box.itemText(1).endswith("lost · You 80 – Computer 120 · 4 hands")
    box.showPopup()
    for _ in range(3):  # the list scrolled to its end asks for the next page
        box.view().scrollToBottom()
        qtbot.wait(20)
    box.hidePopup()
    assert box.count() == 1 + len(db.rows) and db.pages == 3
    assert not dialog.choices.canFetchMore(QModelIndex())
    assert db.records_read == []
    box.setCurrentIndex(PAGE + 7)
    box.activated.emit(PAGE + 7)
    assert db.records_read == [db.rows[PAGE + 6].match_id]  # only the match picked
    assert dialog.hand is not None and dialog.hand_box.count() == len(finished.game.results)


def test_a_hand_too_long_for_its_box_is_elided_whole_in_its_tip_and_its_list(
    qtbot: QtBot, viewer: tuple[ReplayDialog, _Host]
) -> None:
    dialog, _host = viewer
    box = dialog.hand_box
    dialog.resize(900, 600)  # a 1024×576 screen's: the hand's box at its least
    qtbot.waitUntil(lambda: box.width() <= 400)
    long_title = "Runde 12 · der Computer hat gegeben · Unterboten! Du erhältst 31 Punkte " * 2
    box.addItem(long_title, 99)
    box.setCurrentIndex(box.count() - 1)
    shown = box.shown_text(box.currentIndex())
    assert shown.endswith("…") and long_title.startswith(shown[:-1])
    assert box.fontMetrics().horizontalAdvance(shown) < box.width()
    assert box.toolTip() == long_title
    assert box.itemData(box.currentIndex(), Qt.ItemDataRole.ToolTipRole) == long_title
    assert box.currentText() == long_title  # what a screen reader reads: the whole
    box.showPopup()
    view = box.view()
    assert view.width() >= box.fontMetrics().horizontalAdvance(long_title) or \
        view.width() >= box.screen().availableGeometry().width() - 40
    box.hidePopup()
    box.setCurrentIndex(0)
    assert box.toolTip() == "" and box.shown_text(0) == box.itemText(0)

