"""The fair deal at the table, fourth pass (issue 40): what a restart does to the next match's
fingerprint, a reveal seen on the table at once, and a finished match verifiable from the hand
history."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot
from save_helpers import played_save
from table_helpers import make_window

from ginrummy_desktop.app.match.saves import SaveStore
from ginrummy_desktop.app.records.history import PastMatch, PastMatches, export_text
from ginrummy_desktop.app.widgets.fair_deal_dialog import FairDealDialog
from ginrummy_desktop.engine import Cut, Deal, Phase

SCRIPT = Path(__file__).resolve().parents[2] / "tools" / "verify_deal.py"


def _grouped(fingerprint: str) -> str:
    return " ".join(fingerprint[i : i + 4] for i in range(0, 16, 4))


def test_the_next_match_fingerprint_says_a_restart_draws_it_again(
    qtbot: QtBot, tmp_path: Path
) -> None:
    # The next match's seed has dealt nothing, so it is never saved (deals.py): a restart draws
    # it again. The dialog that asks the player to note it says so where it shows it.
    window = make_window(qtbot, tmp_path, seed=None)
    dialog = FairDealDialog(window.session, window)
    qtbot.addWidget(dialog)
    text = dialog.details.toPlainText()
    assert window.session.deals.next_match_fingerprint in text
    assert "if you quit before the next match starts" in text
    assert "a new seed with a new fingerprint" in text


def test_a_reveal_shows_on_the_table_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=None)
    session = window.session
    old = session.deals.fingerprint
    assert _grouped(old) in window.panel.fingerprint_label.text()
    dialog = FairDealDialog(session, window)
    qtbot.addWidget(dialog)
    dialog.confirm = lambda question: True  # type: ignore[method-assign]
    told: list[str] = []
    session.message.connect(lambda text, _ms: told.append(text))
    dialog.ask_reveal()  # the dialog is still open: the table behind it changes now
    new = session.deals.fingerprint
    assert new != old
    label = window.panel.fingerprint_label.text()
    assert _grouped(new) in label and _grouped(old) not in label
    assert label.startswith("Next deal fingerprint")  # this hand's cards are not changed
    assert any(_grouped(new) in text for text in told)  # said in words too


def test_a_reveal_of_a_seed_that_dealt_only_replayed_cards_says_so(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=None)
    session = window.session
    history = session.game.history
    cut = next(a for a in history if isinstance(a, Cut))
    deal = next(a for a in history if isinstance(a, Deal))
    session.controller.new_game_from_deal(session.game.rules, cut, deal, "hand 1 of a test")
    dialog = FairDealDialog(session, window)
    qtbot.addWidget(dialog)
    dialog.confirm = lambda question: True  # type: ignore[method-assign]
    dialog.ask_reveal()
    assert session.deals.seeds[0].revealed
    text = dialog.result_label.text()
    assert "the seed is revealed when the match ends" not in text
    assert "The revealed seed has dealt no cards of its own" in text


def test_a_finished_match_exports_verifiably_from_the_hand_history(
    qtbot: QtBot, tmp_path: Path
) -> None:
    SaveStore.autosave(tmp_path / "data" / "match.json").write(played_save(5000, seed=14))
    window = make_window(qtbot, tmp_path, seed=1)
    session = window.session
    assert session.phase is Phase.GAME_OVER
    finished = session.stats.match_id
    assert finished is not None
    assert window.request_new_game()  # the finished match is now a past one
    source = PastMatches(session.stats.db).load(PastMatch(finished, "the finished match"))
    assert source.save is not None  # its seeds and phrases came with it
    path = tmp_path / "past.json"
    path.write_text(export_text(source), encoding="utf-8")
    done = subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stdout
    assert "every deal matches its seed" in done.stdout
