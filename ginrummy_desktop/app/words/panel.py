"""What the control panel says: pure functions from the user's view to (rich) text (the turn
line from the table's snapshot, ``commands.TableSnapshot``: it also needs whether the table is
at rest and what Knock and Gin would play).

Cards are written with their suit symbols, red suits in red (``card_html``; each suit in the
four-colour deck's colour when that deck is on); melds are listed
with the colour mark the table gives them; the turn line says whose turn it is and what the user
can do now, with the keys to press.
"""

from __future__ import annotations

import html

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
from ..commands import TableSnapshot
from ..models.hand_layout import MELD_COLOURS, HandLayout
from ..seats import Seat
from .cards import card_html, card_text

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
    """Both players' hand points, the target and the rules."""
    rules = view.rules
    mine, theirs = view.sheet.columns[0].hand_points
    return (
        f"<b>You</b> {mine} &nbsp;·&nbsp; <b>Computer</b> {theirs}"
        f"<br><span style='color:{_MUTED}'>Game to {rules.target} · "
        f"{html.escape(rules.name)} rules</span>"
    )


def action_text(action: Action) -> str:
    """A move in words, as a hint names it: "discard 8♦", "draw from the stock"."""
    match action:
        case Discard(card=card):
            return f"discard {card_text(card)}"
        case Knock(card=card):
            return f"knock, discarding {card_text(card)}"
        case DrawStock():
            return "draw from the stock"
        case TakeUpcard() | TakeDiscard():
            return "take the card from the pile"
        case Pass():
            return "pass"
        case BigGin():
            return "declare big gin"
        case LayOff():
            return "lay off"
    return "play on"


def hint_html(action_text: str, reason: str) -> str:
    """The coach's hint under the hand: the move in bold, then its reason."""
    return f"<b>Hint: {action_text}.</b> {html.escape(reason)}."


def lesson_text(played: str, better: str, points: float, reason: str) -> str:
    """Teach me's note after a weak move, e.g. "Teach me: better than “discard 9♠” was “knock,
    discarding K♦” (about 41 points a hand). Knocks with 6 deadwood, …"."""
    worth = f"about {points:.0f} points a hand"
    return f"Teach me: better than “{played}” was “{better}” ({worth}). {reason}."


def known_cards_html(view: PlayerView, four_colour: bool = False) -> str:
    """The computer's cards the user knows (taken from the pile and not thrown since)."""
    known = view.opponent_known
    if not known or view.knocker is not None:
        return ""
    ordered = sorted(known, key=lambda c: (c.suit, c.rank))
    cards = " ".join(card_html(card, four_colour) for card in ordered)
    return f"<span style='color:{_MUTED}'>Known in the computer's hand:</span> {cards}"


def fingerprint_text(fingerprint: str, next_match: bool = False) -> str:
    """The deal's fingerprint as the panel shows it: its first 16 hex digits in fours (after a
    match, the fingerprint of the seed the next match starts from)."""
    head = fingerprint[:16]
    grouped = " ".join(head[i : i + 4] for i in range(0, len(head), 4))
    return f"{'Next match' if next_match else 'Deal'} fingerprint {grouped}"


def hand_line(view: PlayerView) -> str:
    """The hand line, e.g. "Hand 3 · you dealt · stock 21"."""
    number = f"Hand {view.hand_number}" if view.hand_number else "New game"
    dealer = ""
    if view.dealer is not None:
        dealer = " · you dealt" if view.dealer == Seat.USER else " · computer dealt"
    return f"{number}{dealer} · stock {view.stock_size}"


def opponent_html(level: str, player_name: str) -> str:
    """The opponent's level, and the player's own name when it differs (a fallback)."""
    shown = level if not player_name or player_name == level else f"{level} ({player_name})"
    return f"Opponent: <b>{html.escape(shown)}</b>"


def melds_html(layout: HandLayout, four_colour: bool = False) -> str:
    """The user's own melds with their colour marks, then the deadwood."""
    arrangement = layout.arrangement
    rows = []
    for index, meld in enumerate(arrangement.melds):
        colour = MELD_COLOURS[index % len(MELD_COLOURS)]
        cards = " ".join(card_html(c, four_colour) for c in meld.cards)
        rows.append(f"<span style='color:{colour}'>■</span> {cards}")
    if not rows:
        rows.append(f"<span style='color:{_MUTED}'>No melds yet.</span>")
    if arrangement.deadwood:
        loose = " ".join(card_html(c, four_colour) for c in arrangement.deadwood)
        rows.append(f"<span style='color:#ffcc80'>Deadwood:</span> {loose}")
    return "<br>".join(rows)


def deadwood_note(
    layout: HandLayout, view: PlayerView, name_discard: bool = True, four_colour: bool = False
) -> str:
    """Beside the deadwood count (the user's own arrangement): the best arrangement's when it
    leaves less ("deadwood, yours · best 9"); under it the best discard of 11 cards (named
    only with hints on), else how to take the best melds, else the knock limit."""
    differs = layout.differs_from_best
    head = f"deadwood, yours · best {layout.best.deadwood_points}" if differs else "deadwood"
    after = layout.deadwood_after_discard(view.may_not_discard)
    if after is not None:
        points, card = after
        if not name_discard:
            return f"{head}<br>{points} after the best discard"
        return f"{head}<br>{points} after discarding {card_html(card, four_colour)}"
    if differs:
        return f"{head}<br><span style='color:{_MUTED}'>Arrange melds (M) takes the best</span>"
    limit = view.knock_limit
    knock = f"knock at {limit} or less" if limit else "gin only"
    return f"{head}<br><span style='color:{_MUTED}'>{knock}</span>"


def turn_text(snapshot: TableSnapshot, four_colour: bool = False) -> tuple[str, str]:
    """(whose turn, what to do) for the panel's turn line, from the table's snapshot (whose
    view must be there: a game is on); cards in the four-colour deck's colours with
    ``four_colour``."""
    view = snapshot.view
    assert view is not None, "the turn line is for a game in play"
    phase = view.phase
    if phase is Phase.GAME_OVER:
        return "Game over", "Start a new game from the Game menu (Ctrl+N)."
    if phase is Phase.HAND_OVER:
        return "Hand over", "Press <b>Next hand</b> (N) to deal again."
    if is_dealing(snapshot):
        return "Dealing", "The cards are being dealt."
    if view.actor is not None and view.actor != Seat.USER:
        return "Computer's turn", _computer_hint(phase)
    return "Your turn", _human_hint(view, snapshot, four_colour)


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
        return "The computer is laying off onto your melds."
    if phase is Phase.UPCARD_OFFER:
        return "The computer decides whether to take the upcard."
    return "Wait for the computer to draw and discard. You may rearrange your hand."


def _human_hint(view: PlayerView, snapshot: TableSnapshot, four_colour: bool) -> str:
    phase = view.phase
    top = card_html(view.upcard, four_colour)
    if phase is Phase.UPCARD_OFFER:
        return f"Take the upcard {top} (U) or pass (P)."
    if phase is Phase.DRAW and view.at_wall:
        return f"The wall: take {top} only to knock (U), or pass (P)."
    if phase is Phase.DRAW and TakeDiscard() not in view.legal_actions:
        return "You must draw from the stock (D): the upcard was passed."
    if phase is Phase.DRAW:
        return f"Draw from the stock (D) or take {top} from the discard pile (U)."
    if not snapshot.at_rest:
        return "…"
    if phase is Phase.DISCARD:
        extra = " You can <b>knock</b> (K)!" if snapshot.knock_card is not None else ""
        extra = " You have <b>gin</b> (G)!" if snapshot.gin_action is not None else extra
        return "Discard: drag a card to the discard pile, or select it and press Enter." + extra
    if phase is Phase.SHOWDOWN and snapshot.against_gin:
        return (
            "The computer went gin: there is nothing to lay off. "
            "Press <b>Score the hand</b> (L)."
        )
    if phase is Phase.SHOWDOWN:
        return "The computer knocked. Press <b>Lay off</b> (L) to lay off and score."
    return ""
