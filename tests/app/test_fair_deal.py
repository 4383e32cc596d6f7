"""The fair deal at the table: the fingerprint on show, the phrase, reveal, verify, export."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot
from save_helpers import played_save
from table_helpers import make_window, play_hand_out

from ginrummy_desktop.app.match.deals import MatchDeals
from ginrummy_desktop.app.match.saves import SaveStore
from ginrummy_desktop.app.widgets.fair_deal_dialog import FairDealDialog
from ginrummy_desktop.engine import Phase

SCRIPT = Path(__file__).resolve().parents[2] / "tools" / "verify_deal.py"


def test_the_fingerprint_is_on_the_table_before_any_move(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=None)
    fingerprint = window.session.deals.fingerprint
    text = window.panel.fingerprint_label.text()
    assert text == "Deal fingerprint " + " ".join(fingerprint[i : i + 4] for i in range(0, 16, 4))
    assert fingerprint in window.panel.fingerprint_label.toolTip()
    assert len(window.session.deals.seeds[0].seed or b"") == 32
    again = make_window(qtbot, tmp_path / "other", seed=None)
    assert again.session.deals.fingerprint != fingerprint  # a fresh secret each match
    made_from_numbers = {MatchDeals.from_number(n).fingerprint for n in range(2000)}
    assert fingerprint not in made_from_numbers


def test_phrase_reveal_verify_and_export(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=None)
    controller = window.session.controller
    dialog = FairDealDialog(window.session, window)
    qtbot.addWidget(dialog)
    assert dialog.phrase_edit.text() == window.session.store.phrase()
    # a random phrase until the player picks one
    assert len(window.session.store.phrase().split()) == 4
    dialog.phrase_edit.setText("my own words")
    assert dialog.use_phrase()
    assert window.session.store.phrase() == "my own words"
    assert dialog.verify()
    assert "Nothing to check yet" in dialog.result_label.text()

    first = controller.deals.fingerprint
    dialog.confirm = lambda question: True  # type: ignore[method-assign]
    dialog.ask_reveal()
    assert controller.deals.seeds[0].revealed
    assert not controller.deals.current.revealed  # a new seed, shown at once, deals next
    assert controller.deals.fingerprint != first
    assert controller.deals.fingerprint in dialog.details.toPlainText()
    assert "✓ The cards of the 2 deals checked match" in dialog.result_label.text()
    assert (controller.deals.seeds[0].seed or b"").hex() in dialog.details.toPlainText()

    controller.new_game(controller.game.rules)  # the cards the next deal uses
    play_hand_out(qtbot, controller)
    assert controller.deals.fingerprint != first
    assert controller.deals.phrases[-1] == "my own words"

    path = tmp_path / "export.json"
    dialog = FairDealDialog(window.session, window)
    qtbot.addWidget(dialog)
    assert dialog.export_to(path)
    done = subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stdout
    assert "every deal matches its seed" in done.stdout


def test_a_finished_match_is_confirmed_and_a_tampered_one_rejected(
    qtbot: QtBot, tmp_path: Path
) -> None:
    save = played_save(5000, seed=14)
    assert save.game.phase is Phase.GAME_OVER
    SaveStore.autosave(tmp_path / "data" / "match.json").write(save)
    window = make_window(qtbot, tmp_path, seed=1)
    assert window.session.phase is Phase.GAME_OVER
    assert window.session.deals.current.revealed  # the match is over: its seed is shown
    dialog = FairDealDialog(window.session, window)
    qtbot.addWidget(dialog)
    assert dialog.verify()
    deals = len(window.session.deals.phrases)
    assert f"The cards of the {deals} deals checked match" in dialog.result_label.text()
    path = tmp_path / "finished.json"
    assert dialog.export_to(path)
    assert _run_script(path)[0] == 0
    document = json.loads(path.read_text(encoding="utf-8"))
    assert "next_match" not in document["deals"]  # the next match's seed stays secret
    assert window.session.deals.next_match.hex() not in path.read_text(encoding="utf-8")
    last_deal = [a for a in document["match"]["actions"] if a["type"] == "deal"][-1]
    last_deal["deck"][0], last_deal["deck"][1] = last_deal["deck"][1], last_deal["deck"][0]
    path.write_text(json.dumps(document), encoding="utf-8")
    code, out = _run_script(path)
    assert code == 1 and "MISMATCH" in out


def test_the_next_match_starts_from_the_seed_shown_before_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # The seed of the next match is drawn, and its fingerprint shown, while this match is still
    # on the table, so the phrase the player then picks cannot have been known when it was drawn.
    SaveStore.autosave(tmp_path / "data" / "match.json").write(played_save(5000, seed=15))
    window = make_window(qtbot, tmp_path, seed=None)
    assert window.session.phase is Phase.GAME_OVER
    promised = window.session.deals.next_match_fingerprint
    label = window.panel.fingerprint_label.text()
    assert label.startswith("Next match fingerprint ")
    assert label.replace(" ", "").endswith(promised[:16])
    assert window.request_new_game()
    assert window.session.deals.fingerprint == promised


def _run_script(path: Path) -> tuple[int, str]:
    done = subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True,
                          text=True, timeout=60, check=False)
    return done.returncode, done.stdout
