"""What the control panel says: pure functions from the user's view to (rich) text (the turn
line from the table's snapshot, ``commands.TableSnapshot``: it also needs whether the table is
at rest and what Knock and Gin would play).

Cards are written with their suit symbols, red suits in red (``card_html``; each suit in the
four-colour deck's colour when that deck is on); melds are listed
with the colour mark the table gives them; the turn line says whose turn it is and what the user
can do now, with the keys to press (read from the command table, ``commands.command``).

Every sentence goes through Qt's translation (context ``"PanelWords"``), whole, with named
placeholders; the coach's reasons are worded in :mod:`.coach`.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

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
from ..models.hand_layout import MELD_COLOURS, HandLayout
from ..seats.seat import Seat
from ..table.commands import TableSnapshot, command
from .cards import card_html, card_text, spoken_name
from .coach import reason_text
from .rules import rules_name

__all__ = [
    "action_text",
    "deadwood_note",
    "fingerprint_text",
    "hand_line",
    "hint_html",
    "is_dealing",
    "known_cards_html",
    "lesson_text",
    "melds_html",
    "opponent_html",
    "score_html",
    "showdown_deadwood",
    "turn_text",
]

_MUTED = "#8fbf9f"


def score_html(view: PlayerView) -> str:
    """Both players' hand points, the target and the rules; once the match is over, the final
    totals with their bonuses, named so (the same figures as the end of the match's banner)."""
    rules = view.rules
    if view.phase is Phase.GAME_OVER:
        mine, theirs = view.sheet.totals
        score = QCoreApplication.translate(
            "PanelWords", "Final: <b>You</b> {mine} &nbsp;·&nbsp; <b>Computer</b> {theirs}"
        ).format(mine=mine, theirs=theirs)
    else:
        mine, theirs = view.sheet.columns[0].hand_points
        score = QCoreApplication.translate(
            "PanelWords", "<b>You</b> {mine} &nbsp;·&nbsp; <b>Computer</b> {theirs}"
        ).format(mine=mine, theirs=theirs)
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


def hint_html(action_text: str, reason: Sequence[Reason]) -> str:
    """The coach's hint under the hand: the move in bold, then its reason (the coach's
    clauses, :func:`.coach.reason_text`)."""
    return QCoreApplication.translate("PanelWords", "<b>Hint: {action}.</b> {reason}.").format(
        action=action_text, reason=html.escape(reason_text(reason))
    )


def lesson_text(played: str, better: str, points: float, reason: Sequence[Reason]) -> str:
    """Teach me's note after a weak move, e.g. "Teach me: better than “discard 9♠” was “knock,
    discarding K♦” (about 41 points a hand). Knocks with 6 deadwood, …"."""
    return QCoreApplication.translate(
        "PanelWords",
        "Teach me: better than “{played}” was “{better}” (about %n point(s) a hand). {reason}.",
        None,
        round(points),
    ).format(played=played, better=better, reason=reason_text(reason))


def known_cards_html(view: PlayerView, four_colour: bool = False) -> str:
    """The computer's cards the user knows (taken from the pile and not thrown since)."""
    known = view.opponent_known
    if not known or view.knocker is not None:
        return ""
    ordered = sorted(known, key=lambda c: (c.suit, c.rank))
    cards = " ".join(card_html(card, four_colour) for card in ordered)
    label = QCoreApplication.translate("PanelWords", "Known in the computer's hand:")
    return f"<span style='color:{_MUTED}'>{label}</span> {cards}"


def fingerprint_text(fingerprint: str, next_match: bool = False) -> str:
    """The deal's fingerprint as the panel shows it: its first 16 hex digits in fours (after a
    match, the fingerprint of the seed the next match starts from)."""
    head = fingerprint[:16]
    grouped = " ".join(head[i : i + 4] for i in range(0, len(head), 4))
    if next_match:
        return QCoreApplication.translate(
            "PanelWords", "Next match fingerprint {digits}"
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
    elif number:
        text = QCoreApplication.translate(
            "PanelWords", "Hand {number} · computer dealt · stock {stock}"
        )
    else:
        text = QCoreApplication.translate(
            "PanelWords", "New game · computer dealt · stock {stock}"
        )
    return text.format(number=number, stock=stock)


def opponent_html(level: str, player_name: str) -> str:
    """The opponent's level, and the player's own name when it differs (a fallback)."""
    if not player_name or player_name == level:
        return QCoreApplication.translate("PanelWords", "Opponent: <b>{level}</b>").format(
            level=html.escape(level)
        )
    return QCoreApplication.translate(
        "PanelWords", "Opponent: <b>{level} ({player})</b>"
    ).format(level=html.escape(level), player=html.escape(player_name))


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
                "PanelWords", "Start a new game from the Game menu ({key})."
            ).format(key=command("new_game").shortcut),
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
        return QCoreApplication.translate("PanelWords", "Computer's turn"), _computer_hint(phase)
    return (
        QCoreApplication.translate("PanelWords", "Your turn"),
        _human_hint(view, snapshot, four_colour, spoken),
    )


def is_dealing(snapshot: TableSnapshot) -> bool:
    """The cards of a new hand are still on their way (face down until they land): the panel
    says nothing of the hand until then."""
    view = snapshot.view
    return view is not None and not snapshot.at_rest and _just_dealt(view)


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


def _just_dealt(view: PlayerView) -> bool:
    """The upcard offer has just begun (nobody has passed, the upcard is the whole pile)."""
    offer = view.phase is Phase.UPCARD_OFFER and len(view.discard_pile) == 1
    return offer and not any(view.passed_upcard)


def _computer_hint(phase: Phase) -> str:
    if phase is Phase.SHOWDOWN:
        return QCoreApplication.translate(
            "PanelWords", "The computer is laying off onto your melds."
        )
    if phase is Phase.UPCARD_OFFER:
        return QCoreApplication.translate(
            "PanelWords", "The computer decides whether to take the upcard."
        )
    return QCoreApplication.translate(
        "PanelWords", "Wait for the computer to draw and discard. You may rearrange your hand."
    )


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
    if phase is Phase.SHOWDOWN and snapshot.against_gin:
        return QCoreApplication.translate(
            "PanelWords", "The computer went gin: there is nothing to lay off. "
            "Press <b>Score the hand</b> ({key})."
        ).format(key=command("lay_off").shortcut)
    if phase is Phase.SHOWDOWN:
        return QCoreApplication.translate(
            "PanelWords", "The computer knocked. Press <b>Lay off</b> ({key}) to lay off and "
            "score."
        ).format(key=command("lay_off").shortcut)
    return ""


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
