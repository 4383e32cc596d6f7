"""The fair deal's claims kept true against a player who owns the files (issue 39, second round).

The attacks replayed here: a save written by hand to deal the player the first hand they chose
(a seed tried offline, written in plain text, in a save of version 1, or sealed with the
folder's own key), a seed whose seal was deleted (then none of its deals is checked), an older
save put back after a hand was lost (the same deck again, the stock now known), and a deal
played again after both hands were seen face up. None of them can be made impossible offline;
each must be visible (the table, the fair-deal dialog, the export, a note on resume) and kept
out of the ordinary statistics, and the mark must survive the autosave that follows.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot
from save_helpers import played_save
from table_helpers import make_window, play_hand_out, rigged_deal, rigged_window

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.player import memory_of
from ginrummy_desktop.app.match.deals import DealSeed, MatchDeals
from ginrummy_desktop.app.match.saves import (
    LoadOutcome,
    MatchSave,
    SaveStore,
    document_text,
    parse_document,
    vouch_for,
    vouched_deals,
)
from ginrummy_desktop.app.match.seal import KEY_FILE, RECORD_FILE, SeedSealer
from ginrummy_desktop.app.records import stats_rows
from ginrummy_desktop.app.records.history import MatchSource, export_text
from ginrummy_desktop.app.records.replay import replay_game
from ginrummy_desktop.app.records.stats_rows import MatchResult
from ginrummy_desktop.app.records.stats_summary import summarize
from ginrummy_desktop.app.session import MatchSession
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import Settings
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.app.widgets.fair_deal_dialog import FairDealDialog
from ginrummy_desktop.app.widgets.statistics_dialog import StatisticsDialog
from ginrummy_desktop.engine import (
    FULL_DECK,
    Cut,
    Deal,
    Game,
    Phase,
    RuleSet,
    best_arrangement,
    parse_cards,
)

WAIT_MS = 20_000
SCRIPT = Path(__file__).resolve().parents[2] / "tools" / "verify_deal.py"
PHRASE = "the attacker's phrase"


@pytest.fixture
def sessions() -> Iterator[list[MatchSession]]:
    made: list[MatchSession] = []
    yield made
    for session in made:
        session.close()


def _session(folder: Path, sessions: list[MatchSession], seed: int = 5) -> MatchSession:
    store = SettingsStore(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    store.save(Settings())
    store.set_phrase("a fixed phrase for the claims tests")
    session = MatchSession(store, AppPaths.under(folder / "data"), seed=seed)
    sessions.append(session)
    return session


def _users_turn(session: MatchSession) -> bool:
    controller = session.controller
    return (controller.has_game and controller.is_settled
            and controller.game.actor != 1)


# --- the forger's tools ----------------------------------------------------------------------


def _best_of(candidates: int) -> bytes:
    """The attacker's grind: of ``candidates`` seeds, the one whose first deal gives seat 0
    the least deadwood (with :data:`PHRASE`)."""
    def deadwood(seed: bytes) -> int:
        game = _dealt(MatchDeals((DealSeed(seed),)))[0]
        return best_arrangement(game.hand_of(0), False).deadwood_points

    seeds = [hashlib.sha256(f"try {n}".encode()).digest() for n in range(candidates)]
    return min(seeds, key=deadwood)


def _dealt(deals: MatchDeals) -> tuple[Game, MatchDeals]:
    game = Game(RuleSet())
    cut, deals = deals.cut(PHRASE)
    game.apply(cut)
    deal, deals = deals.deal(PHRASE)
    game.apply(deal)
    return game, deals


def _save_of(game: Game, deals: MatchDeals) -> MatchSave:
    return MatchSave(game=game, deals=deals, level=Level.MEDIUM, player_seed=2,
                     memory=memory_of(make_player(Level.MEDIUM, 2)))


def _redigest(document: dict[str, Any]) -> bytes:
    """``document`` with its checksum made right again (a careful hand edit)."""
    body = {key: value for key, value in document.items() if key != "sha256"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    document["sha256"] = hashlib.sha256(canonical.encode("ascii")).hexdigest()
    return json.dumps(document).encode()


def _forged(folder: Path, kind: str) -> bytes:
    """A save of the best of 300 seeds' first deal, as the player wrote it: ``plain`` (a
    version-2 save whose seed is in plain text, not revealed), ``v1`` (a save of version 1)
    or ``sealed`` (sealed with the data folder's own ``deal.key``)."""
    seed = _best_of(300)
    game, deals = _dealt(MatchDeals((DealSeed(seed),)))
    key = folder / "data" / KEY_FILE
    if not key.exists():
        key.parent.mkdir(parents=True, exist_ok=True)
        key.write_bytes(bytes(range(32)))
    document = json.loads(document_text(_save_of(game, deals), SeedSealer(key.read_bytes())))
    plain = {"seed": seed.hex(), "first_deal": 0, "revealed": False}
    if kind != "sealed":
        document["deals"]["seeds"] = [plain]
        document["deals"].pop("unverifiable", None)
    document["version"] = 1 if kind == "v1" else 2
    return _redigest(document)


def _write_save(folder: Path, data: bytes) -> Path:
    path = AppPaths.under(folder / "data").save_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


# --- item 2: a save the program did not draw and seal itself ---------------------------------


@pytest.mark.parametrize("kind", ["plain", "v1", "sealed"])
def test_a_forged_seed_resumes_marked_unverifiable_and_stays_so_after_the_autosave(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession], kind: str
) -> None:
    path = _write_save(tmp_path, _forged(tmp_path, kind))
    session = _session(tmp_path, sessions)
    assert session.resume_or_start().outcome is LoadOutcome.LOADED  # nothing is lost
    assert "unverifiable" in session.resumed_text
    assert session.deals.unverifiable
    assert session.autosave.save_now()  # the autosave seals the seed like any other
    document = json.loads(path.read_bytes())
    assert document["version"] == 3 and "seed" not in document["deals"]["seeds"][0]
    assert document["deals"]["unverifiable"] is True
    session.close()
    document["deals"]["unverifiable"] = False  # and the player takes the flag out again
    _write_save(tmp_path, _redigest(document))
    again = _session(tmp_path, sessions)
    assert again.resume_or_start().outcome is LoadOutcome.LOADED
    assert again.deals.unverifiable and "unverifiable" in again.resumed_text


def test_the_record_vouches_only_for_what_the_program_dealt() -> None:
    sealer, other = SeedSealer(bytes(range(32))), SeedSealer(bytes(32))
    seed = hashlib.sha256(b"drawn").digest()
    dealt = MatchDeals((DealSeed(seed),), ("p", "p", "p"))
    vouch_for(dealt, sealer)
    assert not vouched_deals(dealt, sealer).unverifiable  # as it was dealt
    assert vouched_deals(dealt, other).unverifiable  # another installation's key
    two_phrases = MatchDeals((DealSeed(seed),), ("p", "p", "chosen"))
    assert vouched_deals(two_phrases, sealer).unverifiable
    later = MatchDeals((DealSeed(seed, 0, True), DealSeed(hashlib.sha256(b"x").digest(), 2)),
                       ("p", "p", "p"))
    assert vouched_deals(later, sealer).unverifiable  # revealed: never recorded so
    shown = dealt.reveal()
    vouch_for(shown, sealer)
    assert not vouched_deals(shown, sealer).unverifiable
    assert vouched_deals(dealt, sealer).unverifiable  # a revealed seed made secret again
    longer = MatchDeals((DealSeed(seed, 0, True),), ("p", "p", "p", "p"))
    assert vouched_deals(longer, sealer).unverifiable  # made to cover one more deal


def test_a_record_line_cut_short_by_a_kill_costs_no_later_line(tmp_path: Path) -> None:
    (tmp_path / KEY_FILE).write_bytes(bytes(range(32)))
    (tmp_path / RECORD_FILE).write_bytes(b"ab" * 40)  # the program killed mid-line
    SeedSealer.in_folder(tmp_path).vouch("cd" * 32, "dealt/0/+p")
    assert SeedSealer.in_folder(tmp_path).vouches("cd" * 32, "dealt/0/+p")
    assert not SeedSealer.in_folder(tmp_path).vouches("cd" * 32, "dealt/0/+q")


def test_a_deleted_seal_gives_the_note_and_the_mark(
    tmp_path: Path, sessions: list[MatchSession]
) -> None:
    # The seed's "sealed" member deleted: the seed is lost, and the deals it made are checked
    # against nothing, so the record can hold a gin of spades dealt to the player.
    deck = parse_cards("As Kh 2s Kd 3s Kc 4s Qh 5s Qd 6s Qc 7s Jh 8s Jd 9s Jc Ts 9h")
    rest = [card for card in FULL_DECK if card not in deck]
    game = Game(RuleSet())
    game.apply(Cut(parse_cards("Kc 2d")))  # the computer deals: the player is dealt first
    game.apply(Deal((*deck, *rest)))
    assert best_arrangement(game.hand_of(0), False).deadwood_points == 0
    lost = DealSeed.lost("ab" * 32, 0)
    document = json.loads(document_text(_save_of(game, MatchDeals((lost,), ("p", "p")))))
    document["deals"]["seeds"] = [{"fingerprint": "ab" * 32, "first_deal": 0,
                                   "revealed": False}]
    document["deals"].pop("unverifiable", None)
    document["version"] = 2
    _write_save(tmp_path, _redigest(document))
    session = _session(tmp_path, sessions)
    assert session.resume_or_start().outcome is LoadOutcome.LOADED
    assert "could not be read back" in session.resumed_text
    assert "unverifiable" in session.resumed_text
    assert session.deals.unverifiable


def test_the_table_the_dialog_and_the_export_say_unverifiable(
    qtbot: QtBot, tmp_path: Path
) -> None:
    _write_save(tmp_path, _forged(tmp_path, "plain"))
    window = make_window(qtbot, tmp_path)
    window.refresh_panel()
    label = window.panel.fingerprint_label
    assert "unverifiable" in label.text()
    assert window.session.deals.unverifiable
    assert "unverifiable" in label.accessibleName()  # what a screen reader hears
    dialog = FairDealDialog(window.session, window)
    qtbot.addWidget(dialog)
    assert "unverifiable" in dialog.details.toPlainText()
    dialog.verify()
    assert "unverifiable" in dialog.result_label.text()
    assert dialog.export_to(tmp_path / "exported.json")
    exported = json.loads((tmp_path / "exported.json").read_text(encoding="utf-8"))
    assert exported["deals"]["unverifiable"] is True


def test_an_export_of_one_hand_of_an_unverifiable_match_says_so_too() -> None:
    # The whole match exported, read back (Hand history ▸ Open a file…) and one hand of it
    # exported again: the mark travels with the match, whoever reads it.
    save = played_save(400, seed=3)
    deals = save.deals
    forged = replace(save, deals=replace(
        deals, seeds=(replace(deals.seeds[0], vouched=False), *deals.seeds[1:])).reveal())
    read = parse_document(document_text(forged).encode())
    hand = replay_game(read.game).hands[0]
    exported = json.loads(export_text(MatchSource("file", read.game, read), hand))
    assert exported["deals"]["unverifiable"] is True


def test_the_verifier_never_calls_a_match_marked_unverifiable_fair(tmp_path: Path) -> None:
    # The forged seed, revealed in the export: its cards are its seed's, but the program that
    # exported the match could not vouch it drew that seed.
    seed = _best_of(50)
    game, deals = _dealt(MatchDeals((replace(DealSeed(seed), vouched=False),)))
    path = tmp_path / "exported.json"
    path.write_text(document_text(_save_of(game, deals.reveal())), encoding="utf-8")
    run = subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True,
                         text=True, timeout=60, check=False)
    assert run.returncode == 3, run.stdout
    assert "unverifiable" in run.stdout.splitlines()[-1]
    assert "ok" in run.stdout  # its cards were still checked against the seed


def test_the_hands_of_an_unverifiable_match_are_counted_apart(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession]
) -> None:
    _write_save(tmp_path, _forged(tmp_path, "sealed"))
    session = _session(tmp_path, sessions)
    assert session.resume_or_start().outcome is LoadOutcome.LOADED
    play_hand_out(qtbot, session.controller)
    db = session.stats.db
    figures = db.summary()
    assert figures.hands == 0  # not an ordinary hand
    assert figures.unverifiable_hands == 1  # but a figure of its own
    [hand] = db.hands()
    assert hand.apart is stats_rows.Apart.UNVERIFIABLE
    [match] = db.matches()
    assert match.apart is stats_rows.Apart.UNVERIFIABLE
    assert figures == summarize(db.hands(), db.matches())


def test_a_match_the_program_drew_resumes_without_a_mark(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession]
) -> None:
    # A seed revealed in mid-hand, the next one dealing the next hand: both as the program
    # dealt them, whatever the number of saves and resumes.
    first = _session(tmp_path, sessions)
    first.new_game()
    qtbot.waitUntil(lambda: _users_turn(first), timeout=WAIT_MS)
    first.reveal_seed()
    play_hand_out(qtbot, first.controller)
    assert first.next_hand()
    qtbot.waitUntil(lambda: _users_turn(first), timeout=WAIT_MS)
    assert len(first.deals.seeds) == 2 and first.deals.seeds[0].revealed
    first.close()
    again = _session(tmp_path, sessions, seed=6)
    assert again.resume_or_start().outcome is LoadOutcome.LOADED
    assert not again.deals.unverifiable
    assert "unverifiable" not in again.resumed_text
    assert (tmp_path / "data" / KEY_FILE).exists()


def test_a_finished_match_the_program_saved_resumes_without_a_mark(
    tmp_path: Path, sessions: list[MatchSession]
) -> None:
    played = played_save(5000, seed=13)
    save = replace(played, deals=played.deals.reveal())  # over: its seed revealed
    assert save.game.phase is Phase.GAME_OVER and save.deals.seeds[-1].revealed
    SaveStore.autosave(AppPaths.under(tmp_path / "data").save_file).write(save)
    session = _session(tmp_path, sessions)
    assert session.resume_or_start().outcome is LoadOutcome.LOADED
    assert not session.deals.unverifiable


# --- item 3: going back to an older save ------------------------------------------------------


def test_an_older_save_put_back_is_noticed_and_counted_consistently(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession]
) -> None:
    first = _session(tmp_path, sessions, seed=31)
    first.new_game()
    qtbot.waitUntil(lambda: _users_turn(first), timeout=WAIT_MS)
    copy = first.saves.path.read_bytes()  # the save (and the key, which stays) at the deal
    play_hand_out(qtbot, first.controller)
    [kept] = first.stats.db.hands()  # the hand as it was played the first time
    first_match = first.stats.db.matches()[0]
    first.close()
    first.saves.path.write_bytes(copy)  # the copy put back
    second = _session(tmp_path, sessions, seed=32)
    assert second.resume_or_start().outcome is LoadOutcome.LOADED
    assert "earlier" in second.resumed_text and "counted apart" in second.resumed_text
    play_hand_out(qtbot, second.controller)  # the same deck again
    db = second.stats.db
    hands = db.hands()
    assert kept in hands  # the first result is kept
    again = [hand for hand in hands if hand != kept]
    assert [hand.apart for hand in again] == [stats_rows.Apart.WENT_BACK]
    rows = {match.match_id: match for match in db.matches()}
    assert rows[first_match.match_id].result is MatchResult.ABANDONED
    assert rows[first_match.match_id].your_score == first_match.your_score
    branch = rows[again[0].match_id]
    assert branch.apart is stats_rows.Apart.WENT_BACK and branch.match_id != first_match.match_id
    sheet = second.controller.game.sheet
    assert (branch.your_score, branch.computer_score) == tuple(sheet.totals)
    for match in rows.values():  # every row agrees with its hands
        numbers = [hand.hand_number for hand in hands if hand.match_id == match.match_id]
        assert numbers and max(numbers) <= match.hands
    figures = db.summary()
    assert figures.hands == 1 and figures.went_back_hands == 1
    assert figures == summarize(hands, db.matches())


# --- item 4: a deal played again --------------------------------------------------------------


def test_a_deal_played_again_is_counted_apart(
    qtbot: QtBot, tmp_path: Path, sessions: list[MatchSession]
) -> None:
    session = _session(tmp_path, sessions)
    session.new_game()
    assert session.play_deal_again(rigged_deal(), Level.BEGINNER)
    play_hand_out(qtbot, session.controller)
    db = session.stats.db
    figures = db.summary()
    assert figures.hands == 0  # the player saw both hands face up
    assert figures.replayed_hands == 1
    [hand] = db.hands()
    assert hand.apart is stats_rows.Apart.REPLAYED
    assert figures == summarize(db.hands(), db.matches())
    if session.controller.phase is Phase.HAND_OVER:
        assert session.next_hand()
        play_hand_out(qtbot, session.controller)
        later = [row for row in db.hands() if row.hand_number == 2]
        assert [row.apart for row in later] == [None]  # later hands come from the seed


def test_the_statistics_window_shows_what_is_counted_apart(qtbot: QtBot, tmp_path: Path) -> None:
    window = rigged_window(qtbot, tmp_path)  # Play this deal again
    play_hand_out(qtbot, window.session.controller)
    window.menus.statistics.trigger()
    dialog = window.findChild(StatisticsDialog, "StatisticsDialog")
    assert dialog is not None
    assert "1 hand counted apart" in dialog.subtitle.text()
    assert "Play this deal again (1)" in dialog.note.text()
    assert dialog.tiles["hands"].value.text() == "0"  # not among the hands won or lost
