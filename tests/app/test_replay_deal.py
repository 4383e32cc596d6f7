"""A replayed deal ("Play this deal again") passes the save's card check, and both the Verify
action and the stand-alone script report it as replayed, not as dealt by the match's seed; a
replayed deck changed afterwards is caught."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from save_helpers import played_save

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.app.match.deals import REPLAYED, REPLAYED_NOTE, MatchDeals
from ginrummy_desktop.app.match.saves import MatchSave, document_text, parse_document
from ginrummy_desktop.app.records.history import deal_of
from ginrummy_desktop.app.records.replay import replay_game
from ginrummy_desktop.app.widgets.fair_deal_dialog import verification_text
from ginrummy_desktop.engine import Game
from tests.seeded_match import play_until

SCRIPT = Path(__file__).resolve().parents[2] / "tools" / "verify_deal.py"


def _replayed_match(hands: int = 2) -> MatchSave:
    """A match whose first hand is hand 3 of another, played on for ``hands`` hands."""
    earlier = played_save(5000, seed=13).game
    replay = replay_game(earlier)
    deal = deal_of(replay, replay.hands[2], "an earlier match")
    deals = MatchDeals.from_number(8).replayed(deal.cut, deal.deal, deal.source)
    game = Game(deal.rules)
    game.apply(deal.cut)
    game.apply(deal.deal)
    players = (make_player(Level.EASY, 1), make_player(Level.EASY, 2))
    deals = play_until(game, deals, players, "my phrase",
                       until=lambda game, _: len(game.results) >= hands)
    return MatchSave(game=game, deals=deals.reveal(), level=Level.EASY, player_seed=2,
                     memory={})


def test_a_replayed_match_passes_the_save_check() -> None:
    save = _replayed_match()
    loaded = parse_document(document_text(save).encode())
    assert loaded.deals.is_replayed(0) and loaded.deals.is_replayed(1)
    assert not loaded.deals.is_replayed(2)
    assert loaded.game.history == save.game.history


def test_verify_reports_the_replayed_deals_apart() -> None:
    save = _replayed_match()
    ok, text = verification_text(save.deals, save.game.history)
    assert ok, text
    assert text.startswith("The cards of the 1 deal checked match their seed and phrase.")
    assert text.endswith(f"The cut and the first deal are {REPLAYED_NOTE}.")


def test_the_script_reports_the_replayed_deals_and_checks_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "replayed.json"
    path.write_text(document_text(_replayed_match()))
    verdict = subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True,
                             text=True, timeout=60)
    assert verdict.returncode == 0, verdict.stdout
    lines = verdict.stdout.splitlines()
    assert "cut: replayed from an earlier match, not from this match's seed" in lines
    assert "deal 1: replayed from an earlier match, not from this match's seed" in lines
    assert "deal 2: phrase 'my phrase': ok" in lines
    assert lines[-1] == ("every deal matches its seed (2 replayed from an earlier match, "
                         "not from this match's seed)")


@pytest.mark.parametrize("tamper", ["deck", "marker"])
def test_a_changed_replayed_deck_is_caught(tmp_path: Path, tamper: str) -> None:
    document = json.loads(document_text(_replayed_match()))
    if tamper == "deck":
        deck = document["match"]["actions"][1]["deck"]
        deck[0], deck[1] = deck[1], deck[0]
    else:
        document["deals"]["phrases"][1] = REPLAYED + "0000000000000000 made up"
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(document))
    verdict = subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True,
                             text=True, timeout=60)
    assert verdict.returncode == 1, verdict.stdout
    assert "deal 1: replayed from an earlier match, not from this match's seed: MISMATCH" in (
        verdict.stdout)
    deals = MatchDeals.from_number(8)
    _cut, deals = deals.cut("x")
    assert not deals.is_replayed(0)  # an ordinary phrase is never taken for a replayed deal


def test_a_changed_replayed_deck_fails_verify_in_the_program() -> None:
    save = _replayed_match(hands=1)
    marker = save.deals.phrases[1]
    wrong = replace(save.deals, phrases=(save.deals.phrases[0],
                                         marker.replace(marker[len(REPLAYED)], "x", 1),
                                         *save.deals.phrases[2:]))
    ok, text = verification_text(wrong, save.game.history)
    assert not ok and text == ("Mismatch: the cards of hand deal 1 are not what the seed and "
                               "phrase give.")
