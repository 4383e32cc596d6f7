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

from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...engine import Action, Cut, Deal
from ...marks import QT_TRANSLATE_NOOP
from ..match.deals import REPLAYED_NOTE, MatchDeals, random_phrase
from ..words.cards import listed
from .file_dialogs import ask_save_path
from .window_size import fit_to_screen

if TYPE_CHECKING:
    from ..session import MatchSession

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


def verification_text(deals: MatchDeals, history: Sequence[Action]) -> tuple[bool, str]:
    """Recompute every deal of ``history`` whose seed is revealed; (all revealed deals match,
    the report). A deal replayed from an earlier match is checked against its own source; a
    deal whose seed was lost cannot be checked and is said so; and the report of an
    unverifiable match says that cards that match their seed prove nothing of it (a seed the
    program cannot vouch it drew may have been chosen for its cards)."""
    cuts = [a for a in history if isinstance(a, Cut)]
    decks = [a for a in history if isinstance(a, Deal)]
    wrong = set(deals.mismatches(cuts[0], decks)) if cuts else {0}
    count = len(deals.phrases)
    replayed = [n for n in range(count) if deals.is_replayed(n)]
    checked = [n for n in range(count) if deals.seed_of(n).revealed and n not in replayed]
    lost = [n for n in range(count) if deals.seed_of(n).is_lost and n not in replayed]
    bad = sorted(wrong.intersection([*checked, *replayed]))
    if bad:
        return False, _mismatch_text(bad)
    waiting = count - len(checked) - len(replayed) - len(lost)
    revealed = any(seed.revealed for seed in deals.seeds)
    sentences = _checked_text(len(checked), waiting, len(replayed), len(lost), revealed)
    if deals.unverifiable:
        sentences.append(_unverifiable_text())
    return True, " ".join(sentences)


def _unverifiable_text() -> str:
    return QCoreApplication.translate(
        "FairDealDialog", "This match is unverifiable: a deal seed of its save is one this "
        "program cannot vouch it drew (written by hand, by an earlier version or on another "
        "computer) or could not read back, so its cards may have been chosen, whatever this "
        "check says.")


def _mismatch_text(bad: Sequence[int]) -> str:
    """What is said of deals (0 the cut, n hand deal n) whose cards their seed does not give."""
    names = listed(
        QCoreApplication.translate("FairDealDialog", "the cut") if n == 0 else
        QCoreApplication.translate("FairDealDialog", "hand deal {number}").format(number=n)
        for n in bad)
    return QCoreApplication.translate(
        "FairDealDialog",
        "Mismatch: the cards of {deals} are not what the seed and phrase give.",
    ).format(deals=names)


def _checked_text(checked: int, waiting: int, replayed: int, lost: int,
                  revealed: bool) -> list[str]:
    """The sentences of a check that found no mismatch: what was checked, then the notes
    (``revealed``: a seed of the match is revealed, though it dealt nothing to check)."""
    notes = []
    if replayed:
        notes.append(QCoreApplication.translate(
            "FairDealDialog", "The cut and the first deal are replayed from an earlier match, not "
            "from this match's seed."))
    if lost:
        notes.append(QCoreApplication.translate(
            "FairDealDialog", "%n deal(s) cannot be verified: their seed could not be read back "
            "when the match was resumed.", None, lost))
    if not checked and revealed:
        return [QCoreApplication.translate(
            "FairDealDialog", "The revealed seed has dealt no cards of its own: nothing of it "
            "to check."), *notes]
    if not checked:
        return [QCoreApplication.translate(
            "FairDealDialog", "Nothing to check yet: the seed is revealed when the match ends, "
            "or when you reveal it."), *notes]
    text = QCoreApplication.translate(
        "FairDealDialog", "The cards of the %n deal(s) checked match their seed and phrase.",
        None, checked)
    if waiting:
        notes.insert(0, QCoreApplication.translate(
            "FairDealDialog", "%n more deal(s) can be checked once their seed is revealed.",
            None, waiting))
    return [text, *notes]


class FairDealDialog(QDialog):
    """The fair-deal dialog (see the module docstring). Modal; works on the live match."""

    def __init__(self, match: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("FairDealDialog", "A fair deal"))
        self.setObjectName("FairDealDialog")
        fit_to_screen(self, QSize(620, 560))
        self._match = match
        self._store = match.store
        self._export = match.export_match
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
        elif self._match.deals.next_phrase_is_locked:
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
        if not _has_dealt(self._match.deals):
            self.result_label.setText(QCoreApplication.translate(
                "FairDealDialog", "The seed in use has dealt nothing yet: nothing to reveal."))
            return
        if self.confirm(QCoreApplication.translate(
                "FairDealDialog", "Reveal the secret seed now? It then deals no more: a new seed, "
                "its fingerprint shown at once, makes the next deals.")):
            self.reveal()

    def reveal(self) -> None:
        """Reveal the seed in use and verify what it dealt."""
        self._match.reveal_seed()
        self.verify()

    def verify(self) -> bool:
        """Recompute the revealed deals; True when they all match."""
        ok, text = verification_text(self._match.deals, self._match.game.history)
        mark = "⚠ " if ok and self._match.deals.unverifiable else "✓ " if ok else "✗ "
        self.result_label.setText(mark + text)
        self.refresh()
        return ok

    def ask_export(self) -> None:
        path = ask_save_path(
            self, self._store,
            QCoreApplication.translate("FairDealDialog", "Export the match for checking"),
            "gin-rummy-match.json", QCoreApplication.translate("FairDealDialog", "Match (*.json)"))
        if path is not None:
            self.export_to(path)

    def export_to(self, path: Path) -> bool:
        """Reveal the seed in use and write the match to ``path``; False (and why) on error."""
        if _has_dealt(self._match.deals):
            self._match.reveal_seed()
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
        self.details.setHtml(_details_html(self._match.deals))


def _has_dealt(deals: MatchDeals) -> bool:
    """Whether the seed in use has made a deal (and is not revealed yet)."""
    current = deals.current
    return not current.revealed and current.first_deal < len(deals.phrases)


def _details_html(deals: MatchDeals) -> str:
    rows = []
    if deals.unverifiable:
        rows.append(f"<p><b>{escape(_unverifiable_text())}</b></p>")
    for index, seed in enumerate(deals.seeds):
        if seed.is_lost:
            state = QCoreApplication.translate(
                "FairDealDialog",
                "lost: it could not be read back, so its deals cannot be verified")
        elif not seed.vouched:
            state = QCoreApplication.translate(
                "FairDealDialog", "not drawn by this program, as far as it can tell: its deals "
                "cannot be vouched for")
        elif seed.revealed and seed.seed is not None:
            state = QCoreApplication.translate(
                "FairDealDialog", "revealed: <code>{seed}</code>").format(seed=seed.seed.hex())
        elif seed.first_deal >= len(deals.phrases):
            state = QCoreApplication.translate(
                "FairDealDialog", "secret; it makes the next deal (if you quit before that "
                "deal, a new seed with a new fingerprint is drawn at the next start)")
        else:
            state = QCoreApplication.translate("FairDealDialog", "secret until the match ends")
        rows.append(QCoreApplication.translate(
            "FairDealDialog", "<p><b>Seed {number}</b> (from deal {deal})<br>fingerprint "
            "<code>{fingerprint}</code><br>{state}</p>",
        ).format(number=index + 1, deal=seed.first_deal, fingerprint=seed.fingerprint,
                 state=state))
    rows.append(QCoreApplication.translate(
        "FairDealDialog", "<p><b>The next match</b> will start from the seed with fingerprint<br>"
        "<code>{fingerprint}</code> (note it, then pick your phrase). It holds while the "
        "program runs: a seed that has dealt nothing is never saved, so if you quit before the "
        "next match starts, a new seed with a new fingerprint is drawn at the next start.</p>",
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
