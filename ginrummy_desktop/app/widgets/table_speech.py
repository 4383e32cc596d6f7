"""The table in sentences: the turn line, the score and a card's place, for screen readers, the
self-test's report and the tests; and what the reading keys say (your cards, the table, the
score, the hint).

Everything here reads the table's one snapshot (the presenter's), the scene's cards as they lie
and the match's session; it writes nothing. Cards are named in words where the text is to be
spoken ("the queen of diamonds") and with their suit symbols elsewhere. Only what a sighted
player sees is said: a card face down on the table is never named.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...ai.coach import Advice
from ...engine import Card, Phase
from ..seats.seat import Seat
from ..settings.names import difficulty_name
from ..table.pile_item import MeldPile, PileItem
from ..words import table as words
from ..words.cards import listed, spoken_cards, spoken_name, strip_tags
from ..words.panel import action_text, hint_html
from ..words.results import score_line, spoken_score
from ..words.table import hand_card_text, no_game
from .panel_words import turn_text

if TYPE_CHECKING:
    from ..session import MatchSession
    from ..table.presenter import TablePresenter

__all__ = ["TableSpeech"]


class TableSpeech:
    """The sentences of the table now (see the module docstring)."""

    def __init__(self, match: MatchSession, presenter: TablePresenter) -> None:
        self._match = match
        self._presenter = presenter

    def status_text(self, spoken: bool = False) -> str:
        """The turn line and hint as plain text; cards in words with ``spoken`` (for screen
        readers), else with their suit symbols."""
        snapshot = self._presenter.snapshot()
        if snapshot.view is None:
            return no_game()
        turn, hint = turn_text(snapshot, spoken=spoken)
        return QCoreApplication.translate("MainWindow", "{turn}: {hint}").format(
            turn=strip_tags(turn), hint=strip_tags(hint))  # a friend's name comes escaped

    def spoken_status(self) -> str:
        """The turn line for a screen reader (the cards in words)."""
        return self.status_text(spoken=True)

    def score_text(self) -> str:
        """The running score as one line ("" before the first game)."""
        if not self._match.has_game:
            return ""
        game = self._match.game
        return score_line(game.sheet, game.rules)

    def spoken_score(self) -> str:
        """The running score and the computer's level (or the friend playing) in sentences,
        for a screen reader (the level's line in the panel shows only for a stand-in player,
        and the table's label is not read); "" before the first game."""
        if not self._match.has_game:
            return ""
        game = self._match.game
        level = difficulty_name(int(self._match.level))
        return f"{spoken_score(game.sheet, game.rules)} {words.level_words(level)}"

    def describe_card(self, card: Card) -> str:
        """Where a card of the user's hand stands, for a screen reader ("In meld 2.")."""
        layout = self._presenter.layout
        view = self._presenter.snapshot().view
        blocked = (view is not None and view.phase is Phase.DISCARD and view.actor == Seat.USER
                   and view.may_not_discard == card)
        return hand_card_text(layout.meld_index(card), layout.in_unfinished_group(card), blocked)

    # --- what the reading keys say -----------------------------------------------------

    def hand_words(self) -> str:
        """Your cards (C): the hand's melds, the cards in groups that are no meld yet, the
        deadwood and its count; once the hand is laid out, the laid-out row instead."""
        if not self._match.has_game:
            return no_game()
        layout = self._presenter.layout
        if not layout.cards:
            row = self._presenter.scene.melds[Seat.USER]
            return self.row_words(row, mine=True) if row.cards else words.no_cards_words()
        said = [words.hand_count_words(len(layout.cards))]
        loose: list[Card] = []
        for group in layout.groups:
            meld = layout.meld_index(group[0])
            if meld is not None:
                said.append(words.meld_words(meld + 1, group))
            elif len(group) > 1:
                said.append(words.unfinished_words(group))
            else:
                loose.extend(group)
        if loose:
            said.append(words.loose_words(loose))
        said.append(words.deadwood_count_words(layout.deadwood_points))
        return " ".join(said)

    def table_words(self) -> str:
        """The table (T): the stock's count, the discard pile's top card, the knock area, the
        computer's hand (its count and the cards known to be in it) or its laid-out cards."""
        snapshot = self._presenter.snapshot()
        view = snapshot.view
        if view is None:
            return no_game()
        scene = self._presenter.scene
        top = scene.discard.top()
        face_down = top is not None and not top.face_up
        said = [words.stock_words(len(scene.stock.cards)),
                words.pile_words(None if top is None or face_down else top.card, face_down),
                words.knock_area_words(scene.knock.spoken_caption, bool(scene.knock.cards))]
        theirs = scene.hands[Seat.OPPONENT]
        if theirs.cards:
            said.append(words.computer_holds_words(len(theirs.cards)))
        known = sorted(view.opponent_known, key=lambda card: (card.suit, card.rank))
        if known and view.knocker is None:
            said.append(words.known_words(known))
        row = scene.melds[Seat.OPPONENT]
        if row.cards:
            said.append(self.row_words(row, mine=False))
        return " ".join(said)

    def row_words(self, row: PileItem, mine: bool) -> str:
        """A showdown row: each group with its caption and its cards (face-down ones unnamed)."""
        said = [words.laid_out_words(mine)]
        groups = row.groups if isinstance(row, MeldPile) else ()
        for group in groups:
            names = [spoken_name(item.card if item.face_up else None) for item in group.cards]
            said.append(words.group_words(group.spoken_caption, listed(names)))
        return " ".join(said)

    def score_words(self) -> str:
        """The score (W): the score and the computer's level."""
        return self.spoken_score() or no_game()

    def hint_words(self, advice: Advice) -> str:
        """The coach's hint as a screen reader says it, the cards named in full."""
        return spoken_cards(strip_tags(hint_html(action_text(advice.action), advice.reason)))
