"""A fair deal: the match's fingerprint, the player's phrase, the reveal and the verification.

What the dialog offers (the procedure itself is in ``deals.py``):

* the fingerprint of each secret seed of the match, and whether it is revealed;
* the phrase mixed into each deal so far, and the player's phrase, which they may change at
  any time: it takes effect from the next *seed* (the next match, or the deals after a
  reveal), because a seed's phrase is fixed by its first deal (``deals.py`` says why);
* **Reveal the seed now**: shows the seed in use at once; it then deals no more, and the next
  hand starts a new seed with a new fingerprint (at the end of a match this happens by itself);
* **Verify**: recomputes the fingerprint and the cards of every deal whose seed is revealed
  and compares them with the cards that were dealt;
* **Export for checking…**: writes the match (its record, seeds and phrases) to a file that
  ``tools/verify_deal.py`` checks without this program. Exporting reveals the seed in use
  first; the new seed drawn then is never written (an export holds no secret seed).
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...engine import Cut, Deal
from ...marks import QT_TRANSLATE_NOOP
from ..match.controller import GameController
from ..match.deals import REPLAYED_NOTE, MatchDeals, random_phrase
from ..settings import SettingsStore
from ..shell.paths import in_documents

__all__ = ["FairDealDialog", "verification_text"]

_INTRO = QT_TRANSLATE_NOOP(
    "FairDealDialog",
    "<p>Before each match the program draws a secret seed from your computer's randomness and "
    "shows its <b>fingerprint</b> (its SHA-256) on the table. Every deck is computed from that "
    "seed, <b>your phrase</b> and the hand's number. The seed is fixed before your phrase is "
    "known, so the program cannot choose cards that favour itself; and your phrase is fixed "
    "by the seed's first deal, before the seed is ever saved, so nobody can choose a phrase "
    "to suit a seed. A new phrase therefore applies from the next seed: the next match, or "
    "the deals after you reveal the seed. When the match ends the seed is revealed, and anyone "
    "can recompute every deck, with the Verify button or with "
    "<code>tools/verify_deal.py</code> from the game's source, which needs nothing but "
    "Python.</p>",
)
"""The explanation at the top (translated when shown)."""


def verification_text(controller: GameController) -> tuple[bool, str]:
    """Recompute every deal whose seed is revealed; (all revealed deals match, the report)."""
    deals = controller.deals
    history = controller.game.history
    cuts = [a for a in history if isinstance(a, Cut)]
    decks = [a for a in history if isinstance(a, Deal)]
    wrong = set(deals.mismatches(cuts[0], decks)) if cuts else {0}
    replayed = [n for n in range(len(deals.phrases)) if deals.is_replayed(n)]
    checked = [n for n in range(len(deals.phrases))
               if deals.seed_of(n).revealed and n not in replayed]
    lost = [n for n in range(len(deals.phrases))
            if deals.seed_of(n).is_lost and n not in replayed]
    waiting = len(deals.phrases) - len(checked) - len(replayed) - len(lost)
    bad = sorted(wrong.intersection([*checked, *replayed]))
    if bad:
        names = ", ".join(
            QCoreApplication.translate("FairDealDialog", "the cut") if n == 0 else
            QCoreApplication.translate("FairDealDialog", "hand deal {number}").format(number=n)
            for n in bad)
        return False, QCoreApplication.translate(
            "FairDealDialog",
            "Mismatch: the cards of {deals} are not what the seed and phrase give.",
        ).format(deals=names)
    notes = []
    if replayed:
        notes.append(QCoreApplication.translate(
            "FairDealDialog", "The cut and the first deal are replayed from an earlier match, not "
            "from this match's seed."))
    if lost:
        notes.append(QCoreApplication.translate(
            "FairDealDialog", "%n deal(s) cannot be verified: their seed could not be read back "
            "when the match was resumed.", None, len(lost)))
    if not checked:
        text = QCoreApplication.translate(
            "FairDealDialog", "Nothing to check yet: the seed is revealed when the match ends.")
    else:
        text = QCoreApplication.translate(
            "FairDealDialog", "The cards of the %n deal(s) checked match their seed and phrase.",
            None, len(checked))
        if waiting:
            notes.insert(0, QCoreApplication.translate(
                "FairDealDialog", "%n more deal(s) can be checked once their seed is revealed.",
                None, waiting))
    return True, " ".join([text, *notes])


class FairDealDialog(QDialog):
    """The fair-deal dialog (see the module docstring). Modal; works on the live match."""

    def __init__(
        self,
        controller: GameController,
        store: SettingsStore,
        export: Callable[[Path], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("FairDealDialog", "A fair deal"))
        self.setObjectName("FairDealDialog")
        self.resize(620, 560)
        self._controller = controller
        self._store = store
        self._export = export
        layout = QVBoxLayout(self)
        intro = QLabel(QCoreApplication.translate("FairDealDialog", _INTRO), self)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.details = QTextBrowser(self)
        self.details.setAccessibleName(
            QCoreApplication.translate("FairDealDialog", "This match's seeds and phrases"))
        layout.addWidget(self.details, 1)
        layout.addLayout(self._phrase_row())
        self.result_label = QLabel("", self)
        self.result_label.setTextFormat(Qt.TextFormat.PlainText)  # file names, error texts
        self.result_label.setWordWrap(True)
        self.result_label.setAccessibleName(
            QCoreApplication.translate("FairDealDialog", "Verification result"))
        layout.addWidget(self.result_label)
        layout.addWidget(self._buttons())
        self.refresh()

    def _phrase_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(QLabel(QCoreApplication.translate("FairDealDialog", "Your phrase:"), self))
        self.phrase_edit = QLineEdit(self._store.phrase(), self)
        self.phrase_edit.setAccessibleName(
            QCoreApplication.translate("FairDealDialog", "Your phrase, mixed into the next deals"))
        self.phrase_edit.setMaxLength(200)
        row.addWidget(self.phrase_edit, 1)
        self.use_button = QPushButton(
            QCoreApplication.translate("FairDealDialog", "Use this phrase"), self)
        self.use_button.clicked.connect(self.use_phrase)
        self.random_button = QPushButton(QCoreApplication.translate("FairDealDialog", "Random"),
                                         self)
        self.random_button.clicked.connect(self._random_phrase)
        row.addWidget(self.use_button)
        row.addWidget(self.random_button)
        return row

    def _buttons(self) -> QDialogButtonBox:
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reveal_button = box.addButton(
            QCoreApplication.translate("FairDealDialog", "Reveal the seed now…"),
            QDialogButtonBox.ButtonRole.ActionRole)
        self.verify_button = box.addButton(
            QCoreApplication.translate("FairDealDialog", "Verify"),
            QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button = box.addButton(
            QCoreApplication.translate("FairDealDialog", "Export for checking…"),
            QDialogButtonBox.ButtonRole.ActionRole)
        self.reveal_button.clicked.connect(self.ask_reveal)
        self.verify_button.clicked.connect(self.verify)
        self.export_button.clicked.connect(self.ask_export)
        box.rejected.connect(self.reject)
        return box

    # --- actions ---------------------------------------------------------------------------

    def use_phrase(self) -> bool:
        """Store the phrase in the box; it is mixed into the next deal."""
        text = self.phrase_edit.text().strip()
        if not text:
            self.result_label.setText(QCoreApplication.translate(
                "FairDealDialog", "A phrase needs at least one character."))
            return False
        saved = self._store.set_phrase(text)
        if not saved:
            taken = QCoreApplication.translate(
                "FairDealDialog",
                "The phrase is used, but it could not be saved for the next start.")
        elif self._controller.deals.next_phrase_is_locked:
            taken = QCoreApplication.translate(
                "FairDealDialog",
                "Your phrase is taken: it applies from the next seed (the next match, or the "
                "deals after a reveal). The seed in use keeps the phrase of its first deal.")
        else:
            taken = QCoreApplication.translate(
                "FairDealDialog", "Your phrase is taken: it is mixed into the next deal.")
        self.result_label.setText(taken)
        self.refresh()
        return True

    def _random_phrase(self) -> None:
        self.phrase_edit.setText(random_phrase())
        self.use_phrase()

    def confirm(self, question: str) -> bool:
        """Ask a yes/no question (tests replace this)."""
        answer = QMessageBox.question(
            self, QCoreApplication.translate("FairDealDialog", "A fair deal"), question)
        return answer == QMessageBox.StandardButton.Yes

    def ask_reveal(self) -> None:
        if not _has_dealt(self._controller.deals):
            self.result_label.setText(QCoreApplication.translate(
                "FairDealDialog", "The seed in use has dealt nothing yet: nothing to reveal."))
            return
        if self.confirm(QCoreApplication.translate(
                "FairDealDialog", "Reveal the secret seed now? It then deals no more: a new seed, "
                "its fingerprint shown at once, makes the next deals.")):
            self.reveal()

    def reveal(self) -> None:
        """Reveal the seed in use and verify what it dealt."""
        self._controller.reveal_seed()
        self.verify()

    def verify(self) -> bool:
        """Recompute the revealed deals; True when they all match."""
        ok, text = verification_text(self._controller)
        self.result_label.setText(("✓ " if ok else "✗ ") + text)
        self.refresh()
        return ok

    def ask_export(self) -> None:
        name, _filter = QFileDialog.getSaveFileName(
            self, QCoreApplication.translate("FairDealDialog", "Export the match for checking"),
            in_documents("gin-rummy-match.json"),
            QCoreApplication.translate("FairDealDialog", "Match (*.json)"),
        )
        if name:
            self.export_to(Path(name))

    def export_to(self, path: Path) -> bool:
        """Reveal the seed in use and write the match to ``path``; False (and why) on error."""
        if _has_dealt(self._controller.deals):
            self._controller.reveal_seed()
        try:
            self._export(path)
        except OSError as error:
            self.result_label.setText(QCoreApplication.translate(
                "FairDealDialog", "The match could not be exported: {reason}").format(reason=error))
            return False
        self.result_label.setText(QCoreApplication.translate(
            "FairDealDialog", "Exported to {name}. Check it with: python3 tools/verify_deal.py "
            "{name}").format(name=path.name))
        self.refresh()
        return True

    # --- the details -----------------------------------------------------------------------

    def refresh(self) -> None:
        self.details.setHtml(_details_html(self._controller.deals))


def _has_dealt(deals: MatchDeals) -> bool:
    """Whether the seed in use has made a deal (and is not revealed yet)."""
    current = deals.current
    return not current.revealed and current.first_deal < len(deals.phrases)


def _details_html(deals: MatchDeals) -> str:
    rows = []
    for index, seed in enumerate(deals.seeds):
        if seed.revealed and seed.seed is not None:
            state = QCoreApplication.translate(
                "FairDealDialog", "revealed: <code>{seed}</code>").format(seed=seed.seed.hex())
        elif seed.is_lost:
            state = QCoreApplication.translate(
                "FairDealDialog",
                "lost: it could not be read back, so its deals cannot be verified")
        elif seed.first_deal >= len(deals.phrases):
            state = QCoreApplication.translate("FairDealDialog", "secret; it makes the next deal")
        else:
            state = QCoreApplication.translate("FairDealDialog", "secret until the match ends")
        rows.append(QCoreApplication.translate(
            "FairDealDialog", "<p><b>Seed {number}</b> (from deal {deal})<br>fingerprint "
            "<code>{fingerprint}</code><br>{state}</p>",
        ).format(number=index + 1, deal=seed.first_deal, fingerprint=seed.fingerprint,
                 state=state))
    rows.append(QCoreApplication.translate(
        "FairDealDialog", "<p><b>The next match</b> will start from the seed with fingerprint<br>"
        "<code>{fingerprint}</code> (note it, then pick your phrase)</p>",
    ).format(fingerprint=deals.next_match_fingerprint))
    phrases = "".join(f"<li>{_phrase_line(deals, n, p)}</li>" for n, p in enumerate(deals.phrases))
    title = QCoreApplication.translate("FairDealDialog", "Phrases used")
    return "".join(rows) + f"<p><b>{title}</b></p><ul>{phrases}</ul>"


def _phrase_line(deals: MatchDeals, number: int, phrase: str) -> str:
    """ "Deal 3: “my words”", or for a replayed deal where its cards came from."""
    if deals.is_replayed(number):
        used = QCoreApplication.translate("Deals", REPLAYED_NOTE)
    else:
        used = QCoreApplication.translate("FairDealDialog", "“{phrase}”").format(
            phrase=escape(phrase))
    if number == 0:
        return QCoreApplication.translate("FairDealDialog", "Cut for the deal: {phrase}").format(
            phrase=used)
    return QCoreApplication.translate("FairDealDialog", "Deal {number}: {phrase}").format(
        number=number, phrase=used)
