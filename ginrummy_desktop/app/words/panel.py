"""What the control panel says: pure functions from the user's view to (rich) text. The words
that also read the table's snapshot or the hand's layout (the turn line, the melds list, the
deadwood note) live beside the panel, in ``widgets/panel_words.py``.

Cards are written with their suit symbols, red suits in red (``card_html``; each suit in the
four-colour deck's colour when that deck is on); melds are listed
with the colour mark the table gives them; the turn line says whose turn it is and what the user
can do now, with the keys to press (read from the command table, ``commands.command``).

Every sentence goes through Qt's translation (context ``"PanelWords"``), whole, with named
placeholders; the coach's reasons are worded in :mod:`.coach`. A sentence that names the
computer has a twin for a friend sitting opposite (:mod:`.opposite`), the friend's name escaped
into the rich text.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from ...ai.coach import Reason
from ...engine import (
    Action,
    BigGin,
    Discard,
    DrawStock,
    Knock,
    LayOff,
    Pass,
    Phase,
    PlayerView,
    TakeDiscard,
    TakeUpcard,
    deadwood_points,
)
from ..seats.seat import Seat
from . import opposite
from .cards import card_html, card_text
from .coach import reason_text
from .rules import rules_name

__all__ = [
    "action_text",
    "fingerprint_text",
    "hand_line",
    "hint_html",
    "known_cards_html",
    "lesson_text",
    "opponent_html",
    "score_html",
    "showdown_deadwood",
]

_MUTED = "#8fbf9f"


def score_html(view: PlayerView) -> str:
    """Both players' hand points, the target and the rules; once the match is over, the final
    totals with their bonuses, named so (the same figures as the end of the match's banner)."""
    rules = view.rules
    if view.phase is Phase.GAME_OVER:
        mine, theirs = view.sheet.totals
        score = opposite.rich_sentence(
            QCoreApplication.translate(
                "PanelWords", "Final: <b>You</b> {mine} &nbsp;·&nbsp; <b>Computer</b> {theirs}"),
            QCoreApplication.translate(
                "PanelWords", "Final: <b>You</b> {mine} &nbsp;·&nbsp; <b>{friend}</b> {theirs}"),
            mine=mine, theirs=theirs)
    else:
        mine, theirs = view.sheet.columns[0].hand_points
        score = opposite.rich_sentence(
            QCoreApplication.translate(
                "PanelWords", "<b>You</b> {mine} &nbsp;·&nbsp; <b>Computer</b> {theirs}"),
            QCoreApplication.translate(
                "PanelWords", "<b>You</b> {mine} &nbsp;·&nbsp; <b>{friend}</b> {theirs}"),
            mine=mine, theirs=theirs)
    name = rules_name(rules)
    game = QCoreApplication.translate("PanelWords", "Game to {target} · {rules} rules").format(
        target=rules.target, rules=html.escape(name)
    )
    return f"{score}<br><span style='color:{_MUTED}; font-size:12px'>{game}</span>"


def action_text(action: Action) -> str:
    """A move in words, as a hint names it: "discard 8♦", "draw from the stock"."""
    match action:
        case Discard(card=card):
            return QCoreApplication.translate("PanelWords", "discard {card}").format(
                card=card_text(card)
            )
        case Knock(card=card):
            return QCoreApplication.translate("PanelWords", "knock, discarding {card}").format(
                card=card_text(card)
            )
        case DrawStock():
            return QCoreApplication.translate("PanelWords", "draw from the stock")
        case TakeUpcard() | TakeDiscard():
            return QCoreApplication.translate("PanelWords", "take the card from the pile")
        case Pass():
            return QCoreApplication.translate("PanelWords", "pass")
        case BigGin():
            return QCoreApplication.translate("PanelWords", "declare big gin")
        case LayOff():
            return QCoreApplication.translate("PanelWords", "lay off")
    return QCoreApplication.translate("PanelWords", "play on")


def hint_html(action_text: str, reason: Sequence[Reason], key: str = "") -> str:
    """The coach's hint under the hand: the move in bold with the key that plays it (``key``,
    as the command table tells it: "K", "Enter"; none when ""), then its reason (the coach's
    clauses, :func:`.coach.reason_text`)."""
    if key:
        text = QCoreApplication.translate(
            "PanelWords", "<b>Hint: {action} (press {key}).</b> {reason}.")
    else:
        text = QCoreApplication.translate("PanelWords", "<b>Hint: {action}.</b> {reason}.")
    return text.format(action=action_text, key=html.escape(key),
                       reason=html.escape(reason_text(reason)))


def lesson_text(played: str, better: str, points: float, reason: Sequence[Reason],
                hand: int | None = None) -> str:
    """Teach me's note after a weak move, e.g. "Teach me: better than “discard 9♠” was “knock,
    discarding K♦” (about 41 points a hand). Knocks with 6 deadwood, …"; with ``hand``, the
    note names the hand the move was made in ("Teach me, on hand 3: better than …"), for a
    note that comes once another hand is in play."""
    if hand is None:
        text = QCoreApplication.translate(
            "PanelWords",
            "Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). "
            "{reason}.", None, round(points))
    else:
        text = QCoreApplication.translate(
            "PanelWords",
            "Teach me, on hand {hand}: better than “{played}” was “{better}” (about %n "
            "point(s) a hand). {reason}.", None, round(points))
    return text.format(played=played, better=better, reason=reason_text(reason),
                       hand=QLocale().toString(hand or 0))


def known_cards_html(view: PlayerView, four_colour: bool = False) -> str:
    """The computer's cards the user knows (taken from the pile and not thrown since)."""
    known = view.opponent_known
    if not known or view.knocker is not None:
        return ""
    ordered = sorted(known, key=lambda c: (c.suit, c.rank))
    cards = " ".join(card_html(card, four_colour) for card in ordered)
    label = opposite.rich_sentence(
        QCoreApplication.translate("PanelWords", "Known in the computer's hand:"),
        QCoreApplication.translate("PanelWords", "Known in {friend}'s hand:"))
    return f"<span style='color:{_MUTED}'>{label}</span> {cards}"


def fingerprint_text(fingerprint: str, next_match: bool = False,
                     unverifiable: bool = False, next_deal: bool = False) -> str:
    """The deal's fingerprint as the panel shows it: its first 16 hex digits in fours (after a
    match, the fingerprint of the seed the next match starts from), and whether the match in
    play is unverifiable (its deals cannot be vouched for: ``match/deals.py``; the next match
    never is). ``next_deal``: the seed of the hand in play was revealed, and this is the
    fingerprint of the seed the next deal uses."""
    head = fingerprint[:16]
    grouped = " ".join(head[i : i + 4] for i in range(0, len(head), 4))
    if next_match:
        return QCoreApplication.translate(
            "PanelWords", "Next match fingerprint {digits}"
        ).format(digits=grouped)
    if next_deal:
        return QCoreApplication.translate(
            "PanelWords", "Next deal fingerprint {digits} · this hand's seed revealed"
        ).format(digits=grouped)
    if unverifiable:
        return QCoreApplication.translate(
            "PanelWords", "Deal fingerprint {digits} · unverifiable"
        ).format(digits=grouped)
    return QCoreApplication.translate("PanelWords", "Deal fingerprint {digits}").format(
        digits=grouped
    )


def hand_line(view: PlayerView) -> str:
    """The hand line, e.g. "Hand 3 · you dealt · stock 21" ("New game · …" before the first
    hand is numbered)."""
    number, stock = view.hand_number, view.stock_size
    if view.dealer is None:
        if number:
            text = QCoreApplication.translate("PanelWords", "Hand {number} · stock {stock}")
        else:
            text = QCoreApplication.translate("PanelWords", "New game · stock {stock}")
    elif view.dealer == Seat.USER:
        if number:
            text = QCoreApplication.translate(
                "PanelWords", "Hand {number} · you dealt · stock {stock}"
            )
        else:
            text = QCoreApplication.translate("PanelWords", "New game · you dealt · stock {stock}")
    else:
        return _their_deal_line(number, stock)
    return text.format(number=number, stock=stock)


def _their_deal_line(number: int, stock: int) -> str:
    """The hand line of a hand the opponent dealt."""
    if number:
        return opposite.rich_sentence(
            QCoreApplication.translate(
                "PanelWords", "Hand {number} · computer dealt · stock {stock}"),
            QCoreApplication.translate(
                "PanelWords", "Hand {number} · {friend} dealt · stock {stock}"),
            number=number, stock=stock)
    return opposite.rich_sentence(
        QCoreApplication.translate("PanelWords", "New game · computer dealt · stock {stock}"),
        QCoreApplication.translate("PanelWords", "New game · {friend} dealt · stock {stock}"),
        number=number, stock=stock)


def opponent_html(level: str, player_name: str) -> str:
    """The opponent's level, and the player's own name when it differs (a fallback)."""
    if not player_name or player_name == level:
        return QCoreApplication.translate("PanelWords", "Opponent: <b>{level}</b>").format(
            level=html.escape(level)
        )
    return QCoreApplication.translate(
        "PanelWords", "Opponent: <b>{level} ({player})</b>"
    ).format(level=html.escape(level), player=html.escape(player_name))


def showdown_deadwood(view: PlayerView) -> int | None:
    """The user's deadwood once the hand is laid out (the knock, the lay-offs, the hand's end):
    after the lay-offs for the defender; None before any knock."""
    settlement = view.settlement
    if settlement is not None and view.knocker is not None:
        mine = settlement.knocker if view.knocker == view.seat else settlement.defender
        return mine.deadwood_points
    if view.knocker is None:
        return None
    if view.knocker == view.seat and view.knocker_arrangement is not None:
        return view.knocker_arrangement.deadwood_points
    return deadwood_points(view.hand, view.rules.runs_only)


