"""Export and import of hand histories, past matches from the database, and the cards of
"Play this deal again".

Every damaged file goes through the same import path the viewer uses; none may crash it, get a
long message, or be changed on disk.
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from save_helpers import played_save

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.app.match.deals import MatchDeals
from ginrummy_desktop.app.match.saves import MatchSave, document_text, parse_document
from ginrummy_desktop.app.records import stats_rows, stats_store
from ginrummy_desktop.app.records.history import (
    MAX_IMPORT_BYTES,
    HistoryFileError,
    MatchSource,
    PastMatches,
    deal_of,
    export_text,
    hidden_seeds,
    load_match_file,
    read_match,
    truncated_save,
)
from ginrummy_desktop.app.records.replay import replay_game
from ginrummy_desktop.engine import Cut, Deal, Game, Phase, game_to_json
from tests.seeded_match import play_until

SCRIPT = Path(__file__).resolve().parents[2] / "tools" / "verify_deal.py"


@pytest.fixture(scope="module")
def finished() -> MatchSave:
    save = played_save(5000, seed=13)
    assert save.game.phase is Phase.GAME_OVER
    return replace(save, deals=save.deals.reveal())


def _source(save: MatchSave) -> MatchSource:
    return MatchSource("test", save.game, save)


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def test_a_whole_match_exports_as_a_save_and_imports_back(
    finished: MatchSave, tmp_path: Path
) -> None:
    path = _write(tmp_path / "match.json", export_text(_source(finished)).encode())
    loaded = load_match_file(path)
    assert loaded.save is not None
    assert loaded.game.history == finished.game.history
    assert loaded.save.deals.seeds == finished.deals.seeds
    assert loaded.save.deals.phrases == finished.deals.phrases
    # an export never carries the seed the player's next match will start from
    assert loaded.save.deals.next_match != finished.deals.next_match
    assert loaded.label == "File: match.json"


def test_a_match_up_to_a_hand_keeps_only_the_deals_it_kept(
    finished: MatchSave, tmp_path: Path
) -> None:
    replay = replay_game(finished.game)
    hand = replay.hands[2]
    text = export_text(_source(finished), hand)
    save = parse_document(text.encode())  # the save's own checks: cards against seeds
    assert hand.end is not None
    assert save.game.history == finished.game.history[: hand.end]
    assert len(save.deals.phrases) == 1 + 3  # the cut and three deals
    assert [h.number for h in replay_game(save.game).hands] == [1, 2, 3]
    path = _write(tmp_path / "three.json", text.encode())
    verdict = subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True,
                             text=True, timeout=60)
    assert verdict.returncode == 0, verdict.stdout
    assert "every deal matches its seed" in verdict.stdout


def test_an_export_that_would_show_a_secret_seed_is_flagged(finished: MatchSave) -> None:
    secret = replace(finished, deals=MatchDeals(
        tuple(replace(s, revealed=False) for s in finished.deals.seeds), finished.deals.phrases))
    assert hidden_seeds(_source(secret))
    assert not hidden_seeds(_source(finished))
    assert not hidden_seeds(MatchSource("record", finished.game))


def test_a_bare_engine_record_imports_and_exports_as_one(
    finished: MatchSave, tmp_path: Path
) -> None:
    path = _write(tmp_path / "record.json", game_to_json(finished.game).encode())
    loaded = load_match_file(path)
    assert loaded.save is None and loaded.game.history == finished.game.history
    hand = replay_game(loaded.game).hands[0]
    again = read_match(export_text(loaded, hand).encode())
    assert again.save is None and again.game.history == finished.game.history[: hand.end]


def _damaged(finished: MatchSave) -> dict[str, bytes]:
    text = document_text(finished).encode()
    record = game_to_json(finished.game).encode()
    flipped = bytearray(text)
    at = text.index(b'"saved_at":"') + len(b'"saved_at":"') + 3  # the year's last digit
    flipped[at] ^= 0x01  # still JSON, still a date: only the checksum can tell
    wrong_version = json.loads(text)
    wrong_version["version"] = 99
    bad_record = json.loads(record)
    bad_record["actions"][5] = {"type": "discard", "card": "Zz"}
    return {
        "empty": b"",
        "truncated save": text[: len(text) // 2],
        "truncated record": record[:-40],
        "bit-flipped": bytes(flipped),
        "wrong version": json.dumps(wrong_version).encode(),
        "not JSON": b"\x89PNG\r\n\x1a\n not a match",
        "JSON of something else": b'{"format": "someone-else", "cards": []}',
        "record changed": json.dumps(bad_record).encode(),
        "deeply nested": b"[" * 200_000 + b"]" * 200_000,
        "nested record": (b'{"format": "ginrummy-desktop/game", "rules": ' + b"[" * 100_000
                          + b"]" * 100_000 + b"}"),
        "huge": b'{"format": "ginrummy-desktop/save", "pad": "' + b"x" * MAX_IMPORT_BYTES
                + b'"}',
    }


def test_damaged_files_get_a_short_message_and_are_left_alone(
    finished: MatchSave, tmp_path: Path
) -> None:
    for name, data in _damaged(finished).items():
        path = _write(tmp_path / f"{name}.json", data)
        with pytest.raises(HistoryFileError) as caught:
            load_match_file(path)
        message = str(caught.value)
        assert message and len(message) <= 220, (name, message)
        assert path.read_bytes() == data, name
        assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(name)) == [
            f"{name}.json"
        ]


def test_the_reasons_say_what_is_wrong(finished: MatchSave, tmp_path: Path) -> None:
    damaged = _damaged(finished)

    def reason(name: str) -> str:
        with pytest.raises(HistoryFileError) as caught:
            read_match(damaged[name])
        return str(caught.value)

    assert "checksum" in reason("bit-flipped")
    assert "version" in reason("wrong version")
    assert "too large" in reason("huge")
    assert "empty" in reason("empty")
    with pytest.raises(HistoryFileError, match="cannot be read"):
        load_match_file(tmp_path / "missing.json")


def test_a_save_whose_cards_are_not_its_seeds_is_refused(finished: MatchSave) -> None:
    other = replace(finished, deals=MatchDeals.from_number(99).reveal())
    with pytest.raises(HistoryFileError, match="deal"):
        read_match(document_text(other).encode())


def test_hand_one_is_dealt_again_with_its_own_cut(finished: MatchSave) -> None:
    replay = replay_game(finished.game)
    first = replay.hands[0]
    deal = deal_of(replay, first, "a match")
    assert deal.cut == finished.game.history[0]
    assert deal.deal == finished.game.history[1]
    assert deal.source == "hand 1 of a match" and deal.rules == finished.game.rules


@pytest.mark.parametrize("index", [1, 2, 3])
def test_a_later_hand_is_dealt_again_with_the_same_cards_and_dealer(
    finished: MatchSave, index: int
) -> None:
    replay = replay_game(finished.game)
    hand = replay.hands[index]
    deal = deal_of(replay, hand, "a match")
    game = Game(deal.rules)
    game.apply(deal.cut)
    game.apply(deal.deal)
    assert game.dealer == hand.dealer == deal.dealer
    assert (game.hand_of(0), game.hand_of(1)) == hand.deal.hands
    assert game.view(0).discard_pile == hand.deal.pile and game.stock_size == hand.deal.stock


def test_replayed_deals_pass_the_save_check_and_are_marked(finished: MatchSave) -> None:
    replay = replay_game(finished.game)
    deal = deal_of(replay, replay.hands[2], "a match")
    deals = MatchDeals.from_number(4).replayed(deal.cut, deal.deal, deal.source)
    assert deals.is_replayed(0) and deals.is_replayed(1) and not deals.is_replayed(2)
    next_deal, deals = deals.deal("mine")
    assert deals.mismatches(deal.cut, [deal.deal, next_deal]) == []
    other = Deal(tuple(reversed(deal.deal.deck or ())))
    assert deals.mismatches(deal.cut, [other, next_deal]) == [1]
    flipped = Cut(tuple(reversed(deal.cut.cards or ())))
    assert deals.mismatches(flipped, [deal.deal, next_deal]) == [0]


class _FakeRow:
    def __init__(self, match_id: str, hands: int, started_at: str = "2026-11-30T10:00:00+00:00"):
        self.match_id, self.hands, self.started_at = match_id, hands, started_at
        self.level, self.your_score, self.computer_score, self.result = 3, 120, 80, "won"


class _FakeDB:
    def __init__(self, records: dict[str, str]) -> None:
        self.records = records
        self.rows = [_FakeRow("old", 4), _FakeRow("empty", 0), _FakeRow("current", 2),
                     _FakeRow("broken", 3, "not a date")]

    def matches_before(self, place: stats_rows.MatchPlace | None, count: int,
                       ) -> tuple[list[_FakeRow], stats_rows.MatchPlace | None]:
        rows = [row for row in reversed(self.rows) if row.hands > 0]
        start = 0 if place is None else place.row
        end = start + count
        return rows[start:end], stats_rows.MatchPlace("", end) if end < len(rows) else None

    def match_record(self, match_id: str) -> str:
        return self.records[match_id]


def test_past_matches_come_from_the_database_newest_first(finished: MatchSave) -> None:
    past = PastMatches(_FakeDB({"old": game_to_json(finished.game), "broken": "{"}))
    page = past.page(skip="current")
    entries = page.entries
    assert page.next is None
    assert [e.match_id for e in entries] == ["broken", "old"]
    assert "Medium" in entries[1].label and "You 120 – Computer 80" in entries[1].label
    assert past.load(entries[1]).game.history == finished.game.history
    with pytest.raises(HistoryFileError):
        past.load(entries[0])


def test_past_matches_read_the_real_statistics_database(
    finished: MatchSave, tmp_path: Path
) -> None:
    db = stats_store.StatsDB(tmp_path / "statistics.sqlite3")
    row = stats_rows.MatchRow(
        match_id="m1", seed_fingerprint="ab", started_at="2026-11-30T10:00:00+00:00",
        ended_at="2026-11-30T10:30:00+00:00", level=2, rules_preset="Standard",
        settings_hash="x", result=stats_rows.MatchResult.WON, your_score=150, computer_score=60,
        your_bonus=0, computer_bonus=0, hands=len(finished.game.results),
    )
    assert db.save(row, game_to_json(finished.game))
    (entry,) = PastMatches(db).page().entries
    assert "Easy" in entry.label and "won" in entry.label
    assert PastMatches(db).load(entry).game.history == finished.game.history
    db.close()


def test_a_truncated_save_keeps_the_seeds_of_its_deals(finished: MatchSave) -> None:
    assert len(finished.deals.seeds) == 1
    end = replay_game(finished.game).hands[0].end
    assert end is not None
    short = truncated_save(finished, end)
    assert short.deals.phrases == finished.deals.phrases[:2]
    assert short.deals.seeds == finished.deals.seeds


def test_a_truncated_save_drops_the_seeds_of_deals_it_does_not_keep() -> None:
    game = Game()
    players = (make_player(Level.EASY, 1), make_player(Level.EASY, 2))
    deals = play_until(
        game, MatchDeals.from_number(6), players, "p",
        until=lambda game, _: len(game.results) >= 3,
        # the player looked at the seed before hand 3: it has a new one
        before_deal=lambda game, deals: deals.reveal() if len(game.results) == 2 else deals,
    )
    assert len(game.results) == 3
    save = MatchSave(game=game, deals=deals, level=Level.EASY, player_seed=1, memory={})
    hands = replay_game(game).hands
    assert len(deals.seeds) == 2
    two = parse_document(export_text(_source(save), hands[1]).encode())
    assert two.deals.seeds == deals.seeds[:1] and two.deals.seeds[0].revealed
    assert not hidden_seeds(_source(save), hands[1])
    assert hidden_seeds(_source(save), hands[2])  # hand 3's seed is still secret
    three = parse_document(export_text(_source(save), hands[2]).encode())
    assert three.deals.seeds[0] == deals.seeds[0]
    # hand 3's seed is still secret: the export holds its fingerprint, not the seed
    assert three.deals.seeds[1].is_lost
    assert three.deals.seeds[1].fingerprint == deals.seeds[1].fingerprint


def test_a_past_match_is_dated_as_the_statistics_date_it(finished: MatchSave) -> None:
    # issue 40: the history wrote "6 12 2026 13:28", the statistics "6 December 2026": one
    # format, the locale's, in both.
    from ginrummy_desktop.app.widgets.statistics_dialog import _day

    past = PastMatches(_FakeDB({"old": game_to_json(finished.game)}))
    label = past.page(skip="current").entries[-1].label
    assert label.startswith(_day("2026-11-30T10:00:00+00:00") + " ")
