"""A match against a friend is kept apart and verifiable: two sessions play a whole match over
loopback, each recording it (``StatsRecorder.friend_match``, wired as ``session.play_a_friend``
is to call it); each statistics file holds the match under the friend's name, in none of the
computer's figures, counted per friend; its stored text is the friend's match document, which
the hand history lists, replays and exports, and which verifies, deal by deal, to its end."""

from __future__ import annotations

import json
from collections.abc import Iterator
from hashlib import sha256
from pathlib import Path

import pytest
from friend_pair import friends_playing, play_out
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.records.friend_record import current_friend_match, read_friend_match
from ginrummy_desktop.app.records.history import (
    HistoryFileError,
    MatchSource,
    PastMatches,
    export_text,
    read_match,
)
from ginrummy_desktop.app.records.stats_summary import FriendFigures
from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.session import MatchSession
from ginrummy_desktop.friend.record import FORMAT, parsed
from ginrummy_desktop.friend.verify import verify_document
from tests.friend.played import match_documents

WAIT_MS = 10_000
LOOPBACK = "127.0.0.1"


@pytest.fixture
def two(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[MatchSession, MatchSession]]:
    with friends_playing(qtbot, tmp_path) as pair:
        yield pair


def _stored(session: MatchSession) -> str:
    """What the statistics keep of the match on the table ("" before its first hand's end)."""
    match_id = session.stats.match_id
    return "" if match_id is None else session.stats.db.match_record(match_id)


def _complete(session: MatchSession) -> bool:
    stored = _stored(session)
    return stored != "" and verify_document(parsed(stored)).complete


def test_a_whole_match_is_kept_apart_per_friend_and_verifies_to_its_end(
        qtbot: QtBot, two: tuple[MatchSession, MatchSession]) -> None:
    ana, bruno = two
    play_out(qtbot, ana, bruno)
    # the last hand's deal is settled after the match's end: its document is written again
    qtbot.waitUntil(lambda: _complete(ana) and _complete(bruno), timeout=WAIT_MS)
    keys = set()
    for session, friend in ((ana, "Bruno"), (bruno, "Ana")):
        db, game = session.stats.db, session.controller.game
        (row,) = db.matches()
        assert row.friend == friend and row.apart is None
        cut = verify_document(json.loads(_stored(session))).record.deals[0]
        assert row.seed_fingerprint == sha256(b"".join(cut.transcript.commitments)).hexdigest()
        keys.add(row.seed_fingerprint)
        assert row.hands == len(game.results) and row.ended_at is not None
        assert (row.your_score, row.computer_score) == game.sheet.totals
        won = game.sheet.winner == Seat.USER
        assert db.friends() == [FriendFigures(friend, won=int(won), lost=int(not won))]
        assert db.hands() == []  # a friend's hands have no row
        figures = db.summaries()[None]
        assert figures.matches == figures.matches_apart == figures.hands == 0
        assert db.series() == [] and db.review_figures().matches == 0
        checked = verify_document(json.loads(_stored(session)))
        assert checked.record.name == friend and checked.game.history == game.history
    assert len(keys) == 1  # both sides key the match alike


def test_the_hand_history_lists_replays_and_exports_a_friends_match(
        qtbot: QtBot, two: tuple[MatchSession, MatchSession]) -> None:
    ana, bruno = two
    play_out(qtbot, ana, bruno, hands=2)
    qtbot.waitUntil(lambda: _stored(ana) != "" and
                    verify_document(json.loads(_stored(ana))).checked >= 3, timeout=WAIT_MS)
    page = PastMatches(ana.stats.db).page()
    (entry,) = page.entries
    assert " · against Bruno · in progress · You " in entry.label
    assert " – Bruno " in entry.label
    source = PastMatches(ana.stats.db).load(entry)
    assert source.friend is not None and source.friend.name == "Bruno"
    replay = source.replay()
    assert len(replay.finished_hands) >= 2
    lines = [step.text for hand in replay.finished_hands for step in hand.steps]
    assert any("Bruno" in line for line in lines)  # the replay names the friend played
    assert not any("omputer" in line for line in lines)
    exported = export_text(source)
    assert json.loads(exported)["format"] == FORMAT
    first = replay.finished_hands[0]
    cut_to_hand_one = verify_document(json.loads(export_text(source, first)))
    assert cut_to_hand_one.complete and cut_to_hand_one.dealt == 2
    opened = read_match(exported.encode("utf-8"), "friend.json")
    assert opened.friend is not None and opened.game.history == source.game.history


def test_the_current_friends_match_exports_its_settled_deals(
        qtbot: QtBot, two: tuple[MatchSession, MatchSession]) -> None:
    ana, bruno = two
    play_out(qtbot, ana, bruno, hands=1)
    friend = ana.friend
    assert friend is not None
    qtbot.waitUntil(lambda: len(current_friend_match("Bruno", friend.play).record.deals) >= 2,
                    timeout=WAIT_MS)
    source = MatchSource("Current match", ana.game, None, ana.stats.match_id,
                         current_friend_match("Bruno", friend.play))
    hand = source.replay().finished_hands[0]
    checked = verify_document(json.loads(export_text(source, hand)))
    assert checked.complete and checked.record.role.value == "host"
    assert read_friend_match(export_text(source, hand)).game.history == checked.game.history


def test_a_friends_match_left_is_abandoned_when_the_next_match_starts(
        qtbot: QtBot, two: tuple[MatchSession, MatchSession]) -> None:
    ana, bruno = two
    play_out(qtbot, ana, bruno, hands=1)
    qtbot.waitUntil(lambda: ana.stats.match_id is not None and len(ana.stats.db.matches()) == 1,
                    timeout=WAIT_MS)
    ana.new_game()  # back to the computer
    rows = {row.friend: row for row in ana.stats.db.matches()}
    assert rows["Bruno"].result.value == "abandoned"
    assert ana.stats.db.friends()[0].abandoned == 1
    assert ana.stats.match_id is not None and not ana.stats.match_id.startswith("friend-")


def test_a_friends_match_file_opens_and_one_not_sound_is_refused_in_a_sentence() -> None:
    text = match_documents()[0]
    opened = read_match(text.encode("utf-8"), "friend.json")
    assert opened.friend is not None and opened.friend.name == "Bruno"
    assert opened.label == "File: friend.json" and opened.save is None
    broken = json.loads(text)
    broken["friend"]["deals"][1]["secrets"]["host"]["order"] = [0] * 52
    with pytest.raises(HistoryFileError) as refused:
        read_match(json.dumps(broken).encode("utf-8"), "friend.json")
    assert str(refused.value).startswith("The match against a friend is not sound: hand 1's "
                                         "host secrets' order is not an order")
    changed = json.loads(text)
    changed["record"]["summary"]["hands"] += 1
    with pytest.raises(HistoryFileError, match="its record does not replay"):
        read_match(json.dumps(changed).encode("utf-8"), "friend.json")


def test_a_friends_match_told_of_again_keeps_its_row(
        qtbot: QtBot, two: tuple[MatchSession, MatchSession]) -> None:
    """A match gone on with after a restart is told of again (``friend_match``): its row is
    found again by its cut's commitments, not started anew."""
    ana, bruno = two
    play_out(qtbot, ana, bruno, hands=1)
    qtbot.waitUntil(lambda: len(ana.stats.db.matches()) == 1, timeout=WAIT_MS)
    (first,) = ana.stats.db.matches()
    friend = ana.friend
    assert friend is not None  # as after a restart: no row known to the recorder
    ana.stats.friend_match(friend.friend_name, friend.play, friend.finished)
    assert ana.stats.match_id is None
    play_out(qtbot, ana, bruno, hands=2)
    qtbot.waitUntil(lambda: ana.stats.db.matches()[0].hands >= 2, timeout=WAIT_MS)
    (again,) = ana.stats.db.matches()
    assert (again.match_id, again.started_at) == (first.match_id, first.started_at)
