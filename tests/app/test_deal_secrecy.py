"""The fair deal against a cheating player: no secret seed in any file, a phrase that cannot be
chosen after its seed could be known, and a match that survives a seed it cannot read back.

The attack these tests replay: read everything the program writes (the save, the settings, the
exports), take every string that could be a seed, and try phrases until one deals a chosen
hand; then set that phrase and deal. Before the fix, the save held the secret seeds in plain
text, an export held the seed of the next deal, and the phrase in force at each deal was used,
so the next hand was exactly the one chosen.
"""

from __future__ import annotations

import re
from pathlib import Path

from pytestqt.qtbot import QtBot
from table_helpers import make_window, play_hand_out

from ginrummy_desktop.app.match.deals import deck_for, fingerprint
from ginrummy_desktop.app.match.saves import SaveStore
from ginrummy_desktop.app.match.seal import KEY_FILE, SeedSealer
from ginrummy_desktop.app.widgets.fair_deal_dialog import FairDealDialog
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import Deal, Phase

HEX_SEED = re.compile(rb"[0-9a-fA-F]{64}")


def _everything_written(folder: Path) -> list[bytes]:
    """Every candidate seed in every file under ``folder``: each run of 64 hex digits, and
    every 32-byte stretch of each file (the key file's bytes among them)."""
    found: list[bytes] = []
    for path in folder.rglob("*"):
        if not path.is_file():
            continue
        data = path.read_bytes()
        found += [bytes.fromhex(m.group().decode()) for m in HEX_SEED.finditer(data)]
        if len(data) <= 4096:
            found += [data[i : i + 32] for i in range(len(data) - 31)]
    return found


def _secret_fingerprints(window: MainWindow) -> set[str]:
    deals = window.session.deals
    secret = {s.fingerprint for s in deals.seeds if not s.revealed}
    return secret | {deals.next_match_fingerprint}


def _deal_after_choosing(
    qtbot: QtBot, window: MainWindow, candidates: list[bytes]
) -> tuple[Deal, set[tuple[object, ...]]]:
    """The grind: for each candidate seed a phrase and the deck it would give the next deal;
    the last phrase tried is set, then the next hand dealt. The dealt deck and the decks the
    attacker predicted."""
    controller = window.session.controller
    number = len(controller.deals.phrases)
    predicted: set[tuple[object, ...]] = set()
    phrase = "chosen"
    for index, seed in enumerate(dict.fromkeys(candidates)):
        phrase = f"chosen {index % 7}"
        predicted.add(deck_for(seed, phrase, number))
    window.session.store.set_phrase(phrase)
    assert controller.deal_next_hand()
    qtbot.waitUntil(lambda: len(controller.deals.phrases) == number + 1, timeout=10_000)
    dealt = [a for a in controller.game.history if isinstance(a, Deal)][-1]
    return dealt, predicted


def test_no_file_the_program_writes_holds_a_secret_seed(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=None)
    play_hand_out(qtbot, window.session.controller)
    dialog = FairDealDialog(window.session, window)
    qtbot.addWidget(dialog)
    dialog.confirm = lambda question: True  # type: ignore[method-assign]
    dialog.ask_reveal()  # the seed that dealt is shown; a new one will deal next
    assert dialog.export_to(tmp_path / "exported.json")
    assert (tmp_path / "data" / KEY_FILE).exists()  # a sealed seed is in the save
    candidates = _everything_written(tmp_path)
    assert len(candidates) > 100
    secrets = _secret_fingerprints(window)
    assert secrets and not {fingerprint(c) for c in candidates} & secrets
    dealt, predicted = _deal_after_choosing(qtbot, window, candidates)
    assert dealt.deck not in predicted


def test_a_seed_that_has_dealt_keeps_its_phrase(qtbot: QtBot, tmp_path: Path) -> None:
    """Even a player who reads the program's memory and so knows the seed in use cannot choose
    the next hand: the seed's phrase was fixed by its first deal, before anyone could know it."""
    window = make_window(qtbot, tmp_path, seed=None)
    controller = window.session.controller
    play_hand_out(qtbot, controller)
    assert controller.game.phase is Phase.HAND_OVER
    deals = controller.deals
    in_use = deals.current
    assert in_use.seed is not None and deals.is_used(in_use)
    locked = deals.locked_phrase(in_use)
    assert locked is not None and deals.next_phrase_is_locked
    dealt, predicted = _deal_after_choosing(qtbot, window, [in_use.seed])
    assert dealt.deck not in predicted
    assert dealt.deck == deck_for(in_use.seed, locked, len(controller.deals.phrases) - 1)
    assert controller.deals.phrases[-1] == locked


def test_a_new_phrase_applies_from_the_next_seed(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=None)
    controller = window.session.controller
    play_hand_out(qtbot, controller)
    dialog = FairDealDialog(window.session, window)
    qtbot.addWidget(dialog)
    dialog.phrase_edit.setText("words of my own")
    assert dialog.use_phrase()
    assert "applies from the next seed" in dialog.result_label.text()
    dialog.confirm = lambda question: True  # type: ignore[method-assign]
    dialog.ask_reveal()
    assert not controller.deals.next_phrase_is_locked  # the new seed has dealt nothing
    number = len(controller.deals.phrases)
    assert controller.deal_next_hand()
    qtbot.waitUntil(lambda: len(controller.deals.phrases) == number + 1, timeout=10_000)
    assert controller.deals.phrases[-1] == "words of my own"


def test_a_reveal_in_mid_hand_keeps_the_hands_fingerprint_on_the_table(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=None)
    controller = window.session.controller
    shown = window.panel.fingerprint_label.text()
    dealt_by = controller.deals.fingerprint
    assert dealt_by[:4] in shown
    controller.reveal_seed()
    window.refresh_panel()
    assert controller.deals.fingerprint != dealt_by  # the next deal has a new seed
    # on the table at once, said to be the next deal's, so this hand's cards look unchanged
    text = window.panel.fingerprint_label.text()
    assert text != shown and text.startswith("Next deal fingerprint ")
    assert text.endswith("this hand's seed revealed")
    assert controller.deals.fingerprint[:4] in text
    play_hand_out(qtbot, controller)
    window.refresh_panel()
    assert controller.deals.fingerprint[:4] in window.panel.fingerprint_label.text()


def test_a_seed_that_cannot_be_read_back_loses_only_its_verification(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=None)
    controller = window.session.controller
    play_hand_out(qtbot, controller)
    first = controller.deals.seeds[0].fingerprint
    actions = len(controller.game.history)
    window.close()
    (tmp_path / "data" / KEY_FILE).unlink()  # the key is gone (a copied save, a lost file)
    again = make_window(qtbot, tmp_path, seed=None)
    assert again.session.load_result.save is not None
    assert len(again.session.game.history) >= actions  # the match goes on, nothing lost
    deals = again.session.deals
    assert deals.seeds[0].is_lost and deals.seeds[0].fingerprint == first
    assert deals.current.deals_more and deals.current.fingerprint != first
    assert "can no longer be verified" in again.session.resumed_text
    dialog = FairDealDialog(again.session, again)
    qtbot.addWidget(dialog)
    dialog.verify()
    assert "cannot be verified" in dialog.result_label.text()


def test_a_sealed_seed_opens_only_with_its_key() -> None:
    seed = bytes(range(32))
    sealer, other = SeedSealer(bytes(32)), SeedSealer(bytes([1]) * 32)
    sealed = sealer.seal(seed)
    assert seed.hex() not in sealed and sealer.seal(seed) != sealed  # a fresh nonce each time
    assert sealer.unseal(sealed) == seed
    assert other.unseal(sealed) is None
    tampered = sealed[:40] + ("0" if sealed[40] != "0" else "1") + sealed[41:]
    assert sealer.unseal(tampered) is None
    for junk in (None, "", "zz" * 64, sealed[:-2], 42):
        assert sealer.unseal(junk) is None


def test_a_damaged_key_file_is_moved_aside_not_trusted(tmp_path: Path) -> None:
    (tmp_path / KEY_FILE).write_bytes(b"short")
    sealer = SeedSealer.in_folder(tmp_path)
    assert sealer.unseal("00" * 64) is None
    sealed = sealer.seal(bytes(32))
    assert (tmp_path / KEY_FILE).read_bytes() != b"short"
    assert [p.read_bytes() for p in tmp_path.glob(f"{KEY_FILE}.unusable-*")] == [b"short"]
    assert SeedSealer.in_folder(tmp_path).unseal(sealed) == bytes(32)
    assert SaveStore.autosave(tmp_path / "match.json").sealer is not None
