"""A deal anyone can verify: the documented derivation, its known answers, and tampering.

The known answers below were computed once and are checked against two implementations: the
program's (``app/match/deals.py``) and the stand-alone ``tools/verify_deal.py``, sharing no code
with it. The first stream block is also recomputed here straight from ``hmac``.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from save_helpers import played_save

from ginrummy_desktop.app.match.deals import (
    DECK_ORDER,
    DealSeed,
    MatchDeals,
    _below,
    _stream,
    cut_cards,
    deck_for,
    fingerprint,
)
from ginrummy_desktop.app.match.saves import document_text
from ginrummy_desktop.engine import FULL_DECK, Card, Cut, Deal

SCRIPT = Path(__file__).resolve().parents[2] / "tools" / "verify_deal.py"
SEED = bytes(range(32))
PHRASE = "amber anchor"
KNOWN_DECK = (
    "7s 4s 2h 6h 3h 2d 5h Tc 7h Js 7c 6c Td 8s 9s 8h Qh Kd Qc Jd Ad 3d Ah Jh 6s As Ts 3s 3c 4c "
    "8d 7d Qs 4h 9c Jc Ac Kh 4d Ks 5d 6d Th 2c 2s 5s 9h 9d 5c Kc 8c Qd"
)
KNOWN_CUT = "Qs Qd 9d Kh"


def _names(cards: tuple[Card, ...]) -> str:
    return " ".join(str(card) for card in cards)


def test_the_stream_is_hmac_sha256_in_counter_mode() -> None:
    label = b"ginrummy-desktop/v1/deal/1/amber anchor"
    block = hmac.new(SEED, label + b"/0", hashlib.sha256).digest()
    numbers = _stream(SEED, label)
    assert [next(numbers) for _ in range(8)] == [
        int.from_bytes(block[i : i + 4], "big") for i in range(0, 32, 4)
    ]
    assert block.hex()[:16] == "a1c408ad52069df2"


def test_known_answers() -> None:
    assert fingerprint(SEED) == hashlib.sha256(SEED).hexdigest()
    assert _names(deck_for(SEED, PHRASE, 1)) == KNOWN_DECK
    assert _names(cut_cards(SEED, PHRASE)) == KNOWN_CUT
    assert DECK_ORDER == FULL_DECK


def test_the_phrase_the_number_and_the_seed_each_change_the_deck() -> None:
    base = deck_for(SEED, PHRASE, 1)
    assert deck_for(SEED, PHRASE + "!", 1) != base
    assert deck_for(SEED, PHRASE, 2) != base
    assert deck_for(bytes(32), PHRASE, 1) != base
    assert deck_for(SEED, "e\u0301", 1) == deck_for(SEED, "\u00e9", 1)  # NFC: one phrase
    assert sorted(base) == sorted(FULL_DECK)


def test_numbers_above_the_last_whole_multiple_are_drawn_again() -> None:
    bound = 52
    limit = 2**32 - 2**32 % bound
    numbers: Iterator[int] = iter([limit, 2**32 - 1, limit + 5, 105])
    assert _below(numbers, bound) == 105 % bound


def test_the_shuffle_is_not_visibly_biased() -> None:
    # 5,200 decks: where the ace of clubs ends up is close to uniform over the 52 places
    places = Counter(deck_for(SEED, "p", n).index(DECK_ORDER[0]) for n in range(1, 5201))
    assert len(places) == 52
    assert max(places.values()) < 160 and min(places.values()) > 50


def test_a_revealed_seed_deals_no_more() -> None:
    deals = MatchDeals.from_number(1)
    cut, deals = deals.cut("one")
    first, deals = deals.deal("one")
    deals = deals.reveal()
    second, deals = deals.deal("two")
    assert len(deals.seeds) == 2 and deals.seeds[1].first_deal == 2
    assert not deals.seeds[1].revealed and deals.seeds[0].revealed
    assert deals.seeds[1].seed is not None
    assert second.deck == deck_for(deals.seeds[1].seed, "two", 2)
    assert deals.mismatches(cut, [first, second]) == []
    assert deals.phrases == ("one", "one", "two")


def test_tampered_cards_seeds_or_phrases_fail_verification() -> None:
    deals = MatchDeals.from_number(2)
    cut, deals = deals.cut("mine")
    deal, deals = deals.deal("mine")
    assert deal.deck is not None and cut.cards is not None
    deck = list(deal.deck)
    deck[0], deck[1] = deck[1], deck[0]
    assert deals.mismatches(cut, [Deal(tuple(deck))]) == [1]
    assert deals.mismatches(Cut(cut.cards[::-1]), [deal]) == [0]
    other_seed = MatchDeals((DealSeed(bytes(32)),), deals.phrases)
    assert other_seed.mismatches(cut, [deal]) == [0, 1]
    other_phrase = MatchDeals(deals.seeds, ("mine", "yours"))
    assert other_phrase.mismatches(cut, [deal]) == [1]


# --- the stand-alone script --------------------------------------------------------------------


def _script(path: Path, *extra: str) -> tuple[int, str]:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), str(path), *extra], capture_output=True, text=True,
        timeout=60, check=False,
    )
    return done.returncode, done.stdout


def _exported(tmp_path: Path, reveal: bool = True) -> Path:
    save = played_save(140, seed=5)
    if reveal:
        save = type(save)(save.game, save.deals.reveal(), save.level, save.player_seed,
                          save.memory)
    path = tmp_path / "match.json"
    path.write_text(document_text(save), encoding="utf-8")
    return path


def test_the_script_agrees_with_the_program_on_the_known_answers(tmp_path: Path) -> None:
    deals = MatchDeals((DealSeed(SEED, revealed=True),), (PHRASE, PHRASE))
    document = {
        "deals": {"procedure": "ginrummy-desktop/v1", "phrases": list(deals.phrases),
                  "seeds": [{"seed": SEED.hex(), "first_deal": 0, "revealed": True}]},
        "match": {"actions": [{"type": "cut", "cards": KNOWN_CUT.split()},
                              {"type": "deal", "deck": KNOWN_DECK.split()}]},
    }
    canonical = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    document["sha256"] = hashlib.sha256(canonical.encode("ascii")).hexdigest()  # as a save's
    path = tmp_path / "known.json"
    path.write_text(json.dumps(document))
    code, out = _script(path, "--fingerprint", fingerprint(SEED)[:16])
    assert code == 0, out
    assert "cut: phrase 'amber anchor': ok" in out and "deal 1: phrase 'amber anchor': ok" in out


def test_the_script_passes_a_fair_match_and_fails_every_tampering(tmp_path: Path) -> None:
    path = _exported(tmp_path)
    fair = path.read_text(encoding="utf-8")
    code, out = _script(path)
    assert code == 0, out
    assert out.count(": ok") >= 3

    document = json.loads(fair)
    deal = next(a for a in document["match"]["actions"] if a["type"] == "deal")
    deal["deck"][3], deal["deck"][40] = deal["deck"][40], deal["deck"][3]
    path.write_text(json.dumps(document))
    assert _script(path)[0] == 1

    document = json.loads(fair)
    document["deals"]["phrases"][1] = "a different phrase"
    path.write_text(json.dumps(document))
    assert _script(path)[0] == 1

    document = json.loads(fair)
    document["deals"]["seeds"][0]["seed"] = "00" * 32
    path.write_text(json.dumps(document))
    assert _script(path)[0] == 1

    path.write_text(fair)
    assert _script(path, "--fingerprint", "0123456789abcdef")[0] == 1


def test_the_script_waits_for_an_unrevealed_seed_and_refuses_junk(tmp_path: Path) -> None:
    assert _script(_exported(tmp_path, reveal=False))[0] == 3
    junk = tmp_path / "junk.json"
    junk.write_text("{not json")
    assert _script(junk)[0] == 2


@pytest.mark.parametrize("bad", [b"", bytes(31), "x" * 32])
def test_a_seed_is_32_bytes(bad: object) -> None:
    with pytest.raises(ValueError, match="32 bytes"):
        DealSeed(bad)  # type: ignore[arg-type]
