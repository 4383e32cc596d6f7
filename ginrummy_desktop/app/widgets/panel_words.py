"""The side panel's words that read the table's snapshot: the turn line (whose turn, what the
user can do now, with the keys from the command table), the list of the user's own melds, the
deadwood note under it, and the coach's hint with the key that plays it.

They sit beside the panel, not in ``words/``, because they read the table's snapshot
(``table/commands.TableSnapshot``: whether the table is at rest, what Knock and Gin would
play) and the hand's layout (``models/hand_layout.py``); ``words/`` stays a leaf that knows
only the engine. Their sentences keep the context ``"PanelWords"`` of the rest of the panel's
words (``words/panel.py``); one that names the computer has a twin for a friend sitting
opposite (``words/opposite.py``), the name escaped into the rich text.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...ai.coach import Advice
from ...engine import (
    Phase,
    PlayerView,
    TakeDiscard,
)
from ..models.hand_layout import MELD_COLOURS, HandLayout
from ..seats.seat import Seat
from ..table.commands import TableSnapshot, command, is_dealing, key_for
from ..words import opposite
from ..words.cards import card_html, spoken_name
from ..words.panel import action_text, hint_html

__all__ = ["deadwood_note", "hint_with_key", "melds_html", "turn_text"]

_MUTED = "#8fbf9f"


def melds_html(layout: HandLayout, four_colour: bool = False) -> str:
    """The user's own melds with their colour marks, then the deadwood."""
    arrangement = layout.arrangement
    rows = []
    for index, meld in enumerate(arrangement.melds):
        colour = MELD_COLOURS[index % len(MELD_COLOURS)]
        cards = " ".join(card_html(c, four_colour) for c in meld.cards)
        rows.append(f"<span style='color:{colour}'>■</span> {cards}")
    if not rows:
        none = QCoreApplication.translate("PanelWords", "No melds yet.")
        rows.append(f"<span style='color:{_MUTED}'>{none}</span>")
    if arrangement.deadwood:
        loose = " ".join(card_html(c, four_colour) for c in arrangement.deadwood)
        label = QCoreApplication.translate("PanelWords", "Deadwood:")
        rows.append(f"<span style='color:#ffcc80'>{label}</span> {loose}")
    return "<br>".join(rows)


def deadwood_note(
    layout: HandLayout, view: PlayerView, name_discard: bool = True, four_colour: bool = False
) -> str:
    """Beside the deadwood count (the user's own arrangement): the best arrangement's when it
    leaves less ("deadwood, yours · best 9"); under it the best discard of 11 cards (named
    only with hints on), else how to take the best melds, else the knock limit."""
    differs = layout.differs_from_best
    if differs:
        head = QCoreApplication.translate(
            "PanelWords", "deadwood, yours · best {best}"
        ).format(best=layout.best.deadwood_points)
    else:
        head = QCoreApplication.translate("PanelWords", "deadwood")
    after = layout.deadwood_after_discard(view.may_not_discard)
    if after is not None:
        points, card = after
        if not name_discard:
            line = QCoreApplication.translate(
                "PanelWords", "{points} after the best discard"
            ).format(points=points)
        else:
            line = QCoreApplication.translate(
                "PanelWords", "{points} after discarding {card}"
            ).format(points=points, card=card_html(card, four_colour))
        return f"{head}<br>{line}"
    limit = view.knock_limit
    if differs:
        note = QCoreApplication.translate(
            "PanelWords", "Arrange melds ({key}) takes the best"
        ).format(key=command("arrange").shortcut)
    elif limit:
        note = QCoreApplication.translate("PanelWords", "knock at {limit} or less").format(
            limit=limit
        )
    else:
        note = QCoreApplication.translate("PanelWords", "gin only")
    return f"{head}<br><span style='color:{_MUTED}'>{note}</span>"


def turn_text(
    snapshot: TableSnapshot, four_colour: bool = False, spoken: bool = False
) -> tuple[str, str]:
    """(whose turn, what to do) for the panel's turn line, from the table's snapshot (whose
    view must be there: a game is on); cards in the four-colour deck's colours with
    ``four_colour``, or in words ("queen of hearts") with ``spoken``, for a screen reader."""
    view = snapshot.view
    assert view is not None, "the turn line is for a game in play"
    phase = view.phase
    if phase is Phase.GAME_OVER:
        return (
            QCoreApplication.translate("PanelWords", "Game over"),
            QCoreApplication.translate(
                "PanelWords",
                "Start a new game ({key}) or review the match ({review}) from the Game menu."
            ).format(key=command("new_game").shortcut, review=command("review").shortcut),
        )
    if phase is Phase.HAND_OVER:
        return (
            QCoreApplication.translate("PanelWords", "Hand over"),
            QCoreApplication.translate(
                "PanelWords", "Press <b>Next hand</b> ({key}) to deal again."
            ).format(key=command("next_hand").shortcut),
        )
    if is_dealing(snapshot):
        return (
            QCoreApplication.translate("PanelWords", "Dealing"),
            QCoreApplication.translate("PanelWords", "The cards are being dealt."),
        )
    if view.actor is not None and view.actor != Seat.USER:
        return opposite.rich_sentence(
            QCoreApplication.translate("PanelWords", "Computer's turn"),
            QCoreApplication.translate("PanelWords", "{friend}'s turn"),
        ), _computer_hint(phase)
    return (
        QCoreApplication.translate("PanelWords", "Your turn"),
        _human_hint(view, snapshot, four_colour, spoken),
    )


def _computer_hint(phase: Phase) -> str:
    if phase is Phase.SHOWDOWN:
        return opposite.rich_sentence(
            QCoreApplication.translate(
                "PanelWords", "The computer is laying off onto your melds."),
            QCoreApplication.translate("PanelWords", "{friend} is laying off onto your melds."))
    if phase is Phase.UPCARD_OFFER:
        return opposite.rich_sentence(
            QCoreApplication.translate(
                "PanelWords", "The computer decides whether to take the upcard."),
            QCoreApplication.translate(
                "PanelWords", "{friend} decides whether to take the upcard."))
    return opposite.rich_sentence(
        QCoreApplication.translate(
            "PanelWords",
            "Wait for the computer to draw and discard. You may rearrange your hand."),
        QCoreApplication.translate(
            "PanelWords", "Wait for {friend} to draw and discard. You may rearrange your hand."))


def _human_hint(
    view: PlayerView, snapshot: TableSnapshot, four_colour: bool, spoken: bool
) -> str:
    phase = view.phase
    top = spoken_name(view.upcard) if spoken else card_html(view.upcard, four_colour)
    if phase is Phase.UPCARD_OFFER:
        return QCoreApplication.translate(
            "PanelWords", "Take the upcard {card} ({take}) or pass ({pass_key})."
        ).format(card=top, take=command("take_upcard").shortcut,
                 pass_key=command("pass").shortcut)
    if phase is Phase.DRAW and view.at_wall:
        return QCoreApplication.translate(
            "PanelWords", "The wall: take {card} only to knock ({take}), or pass ({pass_key})."
        ).format(card=top, take=command("take_discard").shortcut,
                 pass_key=command("wall_pass").shortcut)
    if phase is Phase.DRAW and TakeDiscard() not in view.legal_actions:
        return QCoreApplication.translate(
            "PanelWords", "You must draw from the stock ({draw}): the upcard was passed."
        ).format(draw=command("draw_stock").shortcut)
    if phase is Phase.DRAW:
        return QCoreApplication.translate(
            "PanelWords", "Draw from the stock ({draw}) or take {card} from the discard pile "
            "({take})."
        ).format(card=top, draw=command("draw_stock").shortcut,
                 take=command("take_discard").shortcut)
    if not snapshot.at_rest:
        return "…"
    if phase is Phase.DISCARD:
        return _discard_hint(snapshot)
    if phase is Phase.SHOWDOWN:
        return _showdown_hint(snapshot.against_gin)
    return ""


def _showdown_hint(against_gin: bool) -> str:
    """What the user does after the opponent's knock (or gin)."""
    key = command("lay_off").shortcut
    if against_gin:
        return opposite.rich_sentence(
            QCoreApplication.translate(
                "PanelWords", "The computer went gin: there is nothing to lay off. "
                "Press <b>Score the hand</b> ({key})."),
            QCoreApplication.translate(
                "PanelWords", "{friend} went gin: there is nothing to lay off. "
                "Press <b>Score the hand</b> ({key})."), key=key)
    return opposite.rich_sentence(
        QCoreApplication.translate(
            "PanelWords", "The computer knocked. Press <b>Lay off</b> ({key}) to lay off and "
            "score."),
        QCoreApplication.translate(
            "PanelWords", "{friend} knocked. Press <b>Lay off</b> ({key}) to lay off and "
            "score."), key=key)


def _discard_hint(snapshot: TableSnapshot) -> str:
    """How to discard, and whether the user can knock or has gin."""
    discard = command("discard").shortcut
    if snapshot.gin_action is not None:
        return QCoreApplication.translate(
            "PanelWords", "Discard: drag a card to the discard pile, or select it and press "
            "{discard}. You have <b>gin</b> ({gin})!"
        ).format(discard=discard, gin=command("gin").shortcut)
    if snapshot.knock_card is not None:
        return QCoreApplication.translate(
            "PanelWords", "Discard: drag a card to the discard pile, or select it and press "
            "{discard}. You can <b>knock</b> ({knock})!"
        ).format(discard=discard, knock=command("knock").shortcut)
    return QCoreApplication.translate(
        "PanelWords", "Discard: drag a card to the discard pile, or select it and press "
        "{discard}."
    ).format(discard=discard)


def hint_with_key(advice: Advice, snapshot: TableSnapshot) -> str:
    """The coach's hint (``words/panel.hint_html``) naming the key that plays the move it
    advises in ``snapshot`` (``commands.key_for``; the hint's card selected): K for a knock,
    since Enter would discard the card without knocking."""
    return hint_html(action_text(advice.action), advice.reason, key_for(advice.action, snapshot))
