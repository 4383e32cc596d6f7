"""The table's short sentences: why a move is refused, and what just happened (the status line).

The refusals are what the command rows (``app/table/commands.py``) and the drop policy answer when a
move may not be made now; the status sentences are the presenter's notes as the cards move
("The computer discards the nine of spades."). Cards are named in full here ("the king of
diamonds", :func:`.cards.spoken_name`), as a sentence reads aloud, except where the user must
recognise a card on the table at a glance ("K♦").

Every sentence is translated when it is asked for (context ``"TableWords"``), so each is a
function. A sentence that names the opponent has a twin, whole, for a friend sitting opposite
("{friend} draws from the stock."), chosen by :func:`.opposite.sentence`. A sentence that names
a key is given the key by its caller, from the command table (``app/table/commands.py``
imports this module, so this one cannot read the table itself).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from ...engine import Card, Phase
from . import opposite
from .cards import card_text, spoken_list, spoken_name

__all__ = [
    "best_melds_instead",
    "computer_discards",
    "computer_draws",
    "computer_holds_words",
    "computer_takes",
    "computers_turn",
    "cut_text",
    "deadwood_count_words",
    "deadwood_too_high",
    "deadwood_too_high_with_card",
    "dealt_text",
    "group_words",
    "hand_card_text",
    "hand_count_words",
    "hand_is_over",
    "hand_not_over",
    "hint_busy",
    "hint_not_now",
    "hints_off",
    "knock_area_words",
    "knock_caption",
    "knock_caption_pending",
    "knock_caption_spoken",
    "knocked_text",
    "known_words",
    "laid_off_text",
    "laid_out_words",
    "level_words",
    "loose_words",
    "may_not_throw_back",
    "meld_words",
    "no_cards_words",
    "no_game",
    "no_gin",
    "no_hint_words",
    "not_now",
    "nothing_said",
    "nothing_to_undo",
    "own_melds",
    "phase_refusal",
    "pile_words",
    "select_first",
    "selected_text",
    "still_dealing",
    "stock_caption",
    "stock_words",
    "tip_text",
    "unfinished_words",
    "upcard_passed",
    "upcard_was_passed",
    "wait_for_cards",
    "wall_reached",
    "you_discard",
    "you_draw",
    "you_take",
]


# --- refusals ------------------------------------------------------------------------------


def no_game() -> str:
    return QCoreApplication.translate("TableWords", "There is no game yet.")


def hand_is_over() -> str:
    return QCoreApplication.translate("TableWords", "The hand is over.")


def computers_turn() -> str:
    return opposite.sentence(
        QCoreApplication.translate("TableWords", "It is the computer's turn."),
        QCoreApplication.translate("TableWords", "It is {friend}'s turn."))


def wait_for_cards() -> str:
    return QCoreApplication.translate("TableWords", "Wait for the cards to settle.")


def not_now() -> str:
    return QCoreApplication.translate("TableWords", "That is not allowed now.")


def select_first() -> str:
    return QCoreApplication.translate(
        "TableWords", "Select a card first: click it, or use the arrow keys.")


def deadwood_too_high() -> str:
    return QCoreApplication.translate("TableWords", "Your deadwood is too high to knock.")


def deadwood_too_high_with_card() -> str:
    return QCoreApplication.translate(
        "TableWords", "Your deadwood would be too high to knock with that card.")


def no_gin() -> str:
    return QCoreApplication.translate("TableWords", "No gin yet.")


def hand_not_over() -> str:
    return QCoreApplication.translate("TableWords", "The hand is not over yet.")


def hints_off() -> str:
    return QCoreApplication.translate(
        "TableWords", "Hints are off: turn them on in Settings ▸ Game.")


def hint_not_now() -> str:
    return QCoreApplication.translate("TableWords", "A hint is for your turn.")


def still_dealing() -> str:
    return QCoreApplication.translate("TableWords", "The cards are still being dealt.")


def hint_busy() -> str:
    return QCoreApplication.translate("TableWords", "A hint is being worked out.")


def nothing_to_undo() -> str:
    return QCoreApplication.translate("TableWords", "Nothing to undo.")


def phase_refusal(phase: Phase, key: Callable[[str], str]) -> str:
    """Why a move of another phase is refused on the user's turn, by the phase in play;
    ``key(command_id)`` is the key of a command (the command table's)."""
    if phase is Phase.UPCARD_OFFER:
        return QCoreApplication.translate(
            "TableWords", "First take the upcard ({take_key}) or pass ({pass_key})."
        ).format(take_key=key("take_upcard"), pass_key=key("pass"))
    if phase is Phase.DRAW:
        return QCoreApplication.translate("TableWords", "Draw a card first.")
    if phase is Phase.DISCARD:
        return QCoreApplication.translate(
            "TableWords", "You have drawn: now discard a card (or knock).")
    if phase is Phase.SHOWDOWN:
        return QCoreApplication.translate(
            "TableWords", "First finish the showdown ({key}).").format(key=key("lay_off"))
    return not_now()


def upcard_was_passed(draw_key: str) -> str:
    """Both players passed the upcard: the first draw is from the stock, not the pile."""
    return QCoreApplication.translate(
        "TableWords", "The upcard was passed: draw from the stock ({key})."
    ).format(key=draw_key)


def may_not_throw_back(card: Card) -> str:
    """The card just taken from the pile may not go straight back."""
    return QCoreApplication.translate(
        "TableWords", "You may not throw back the {card} you just took."
    ).format(card=card_text(card))


# --- the status line -----------------------------------------------------------------------


def upcard_passed() -> str:
    return opposite.sentence(
        QCoreApplication.translate("TableWords", "The computer passes the upcard."),
        QCoreApplication.translate("TableWords", "{friend} passes the upcard."))


def wall_reached() -> str:
    return QCoreApplication.translate(
        "TableWords", "Two cards left in the stock: the last discard may be taken only to knock.")


def own_melds() -> str:
    """What a knock of the user's laid out when their own melds were allowed."""
    return QCoreApplication.translate("TableWords", "your melds as you arranged them")


def best_melds_instead(own_deadwood: int) -> str:
    """What a knock of the user's laid out when their own melds were not allowed."""
    return QCoreApplication.translate(
        "TableWords", "the best melds (yours would leave {deadwood} deadwood)"
    ).format(deadwood=own_deadwood)


def selected_text(card: Card) -> str:
    return QCoreApplication.translate("TableWords", "Selected the {card}.").format(
        card=spoken_name(card))


def cut_text(mine: Card, theirs: Card, user_deals: bool) -> str:
    cards = {"mine": spoken_name(mine), "theirs": spoken_name(theirs)}
    if user_deals:
        return opposite.sentence(
            QCoreApplication.translate(
                "TableWords", "You cut the {mine}, the computer the {theirs}: you deal."),
            QCoreApplication.translate(
                "TableWords", "You cut the {mine}, {friend} the {theirs}: you deal."), **cards)
    return opposite.sentence(
        QCoreApplication.translate(
            "TableWords", "You cut the {mine}, the computer the {theirs}: the computer deals."),
        QCoreApplication.translate(
            "TableWords", "You cut the {mine}, {friend} the {theirs}: {friend} deals."), **cards)


def dealt_text(number: int, user_dealt: bool) -> str:
    if user_dealt:
        return QCoreApplication.translate("TableWords", "Hand {number}: you dealt.").format(
            number=number)
    return opposite.sentence(
        QCoreApplication.translate("TableWords", "Hand {number}: the computer dealt."),
        QCoreApplication.translate("TableWords", "Hand {number}: {friend} dealt."),
        number=number)


def computer_discards(card: Card) -> str:
    return opposite.sentence(
        QCoreApplication.translate("TableWords", "The computer discards the {card}."),
        QCoreApplication.translate("TableWords", "{friend} discards the {card}."),
        card=spoken_name(card))


def knocked_text(
    by_user: bool, deadwood: int, gin: bool, big_gin: bool, laid_out: str = ""
) -> str:
    """"You knocked with 8 deadwood, laying out your melds as you arranged them." and the
    like; ``laid_out`` (the user's knocks only) says whose melds went on the table."""
    if not by_user:
        return _their_knock(deadwood, gin, big_gin)
    if laid_out:
        if big_gin:
            text = QCoreApplication.translate(
                "TableWords", "You go big gin, laying out {melds}!")
        elif gin:
            text = QCoreApplication.translate("TableWords", "You go gin, laying out {melds}!")
        else:
            text = QCoreApplication.translate(
                "TableWords", "You knocked with {deadwood} deadwood, laying out {melds}.")
        return text.format(deadwood=deadwood, melds=laid_out)
    if big_gin:
        return QCoreApplication.translate("TableWords", "You go big gin!")
    if gin:
        return QCoreApplication.translate("TableWords", "You go gin!")
    return QCoreApplication.translate(
        "TableWords", "You knocked with {deadwood} deadwood.").format(deadwood=deadwood)


def _their_knock(deadwood: int, gin: bool, big_gin: bool) -> str:
    """The opponent's knock, gin or big gin, in words."""
    if big_gin:
        return opposite.sentence(
            QCoreApplication.translate("TableWords", "The computer goes big gin!"),
            QCoreApplication.translate("TableWords", "{friend} goes big gin!"))
    if gin:
        return opposite.sentence(
            QCoreApplication.translate("TableWords", "The computer goes gin!"),
            QCoreApplication.translate("TableWords", "{friend} goes gin!"))
    return opposite.sentence(
        QCoreApplication.translate("TableWords", "The computer knocked with {deadwood} deadwood."),
        QCoreApplication.translate("TableWords", "{friend} knocked with {deadwood} deadwood."),
        deadwood=deadwood)


def laid_off_text(by_user: bool, cards: Sequence[Card]) -> str:
    listed = spoken_list(cards)  # "a, b and c" the language's way
    if by_user:
        return QCoreApplication.translate("TableWords", "You lay off the {cards}.").format(
            cards=listed)
    return opposite.sentence(
        QCoreApplication.translate("TableWords", "The computer lays off the {cards}."),
        QCoreApplication.translate("TableWords", "{friend} lays off the {cards}."),
        cards=listed)


def stock_caption(count: int) -> str:
    if not count:
        return QCoreApplication.translate("TableWords", "Stock")
    return QCoreApplication.translate("TableWords", "Stock · {count}").format(count=count)


def knock_caption_pending() -> str:
    """The knock area's caption while an Oklahoma upcard, which sets the limit, is face down."""
    return QCoreApplication.translate("TableWords", "Knock")


def knock_caption(limit: int) -> str:
    if not limit:
        return QCoreApplication.translate("TableWords", "Gin only")
    return QCoreApplication.translate("TableWords", "Knock · {limit} or less").format(
        limit=limit)


def knock_caption_spoken(limit: int) -> str:
    """The knock area's caption as a screen reader says it."""
    if not limit:
        return QCoreApplication.translate("TableWords", "gin only: no knocking this hand")
    return QCoreApplication.translate(
        "TableWords", "knock with {limit} or less deadwood").format(limit=limit)


def hand_card_text(meld: int | None, unfinished: bool, blocked: bool) -> str:
    """Where a card of the user's hand stands, for a screen reader: in which meld (counted
    from 1, as the table numbers them), in a group that is no meld yet, or deadwood; and
    whether it may not be discarded this turn (the card just taken)."""
    if meld is not None:
        text = QCoreApplication.translate("TableWords", "In meld {number}.").format(
            number=meld + 1)
    elif unfinished:
        text = QCoreApplication.translate("TableWords", "In a group that is not a meld yet.")
    else:
        text = QCoreApplication.translate("TableWords", "Deadwood.")
    if not blocked:
        return text
    return QCoreApplication.translate(
        "TableWords", "{where} It may not be discarded this turn.").format(where=text)


def computer_draws() -> str:
    return opposite.sentence(
        QCoreApplication.translate("TableWords", "The computer draws from the stock."),
        QCoreApplication.translate("TableWords", "{friend} draws from the stock."))


def computer_takes(card: Card) -> str:
    return opposite.sentence(
        QCoreApplication.translate("TableWords", "The computer takes the {card}."),
        QCoreApplication.translate("TableWords", "{friend} takes the {card}."),
        card=spoken_name(card))


def tip_text(
    phase: Phase, may_take: bool, may_knock: bool, has_gin: bool, key: Callable[[str], str]
) -> str:
    """The one-line tip on the table for the user's move in ``phase`` ("" for none):
    ``may_take`` the discard pile's top card, ``may_knock``, ``has_gin`` now; ``key`` gives a
    command's key ("D")."""
    if phase is Phase.UPCARD_OFFER:
        return QCoreApplication.translate(
            "TableWords", "Tip: take the upcard if it fits your hand ({take}), else pass "
            "({pass_key}).").format(take=key("take_upcard"), pass_key=key("pass"))
    if phase is Phase.DRAW and not may_take:
        return QCoreApplication.translate(
            "TableWords", "Tip: drag the top card of the stock into your hand, or press "
            "{draw}.").format(draw=key("draw_stock"))
    if phase is Phase.DRAW:
        return QCoreApplication.translate(
            "TableWords", "Tip: drag the top card of the stock or the discard pile into your "
            "hand, or press {draw} or {take}.").format(draw=key("draw_stock"),
                                                        take=key("take_discard"))
    if phase is Phase.DISCARD and has_gin:
        return QCoreApplication.translate(
            "TableWords", "Tip: every card is in a meld: press {gin} to go gin!").format(
                gin=key("gin"))
    if phase is Phase.DISCARD and may_knock:
        return QCoreApplication.translate(
            "TableWords", "Tip: your deadwood is low enough to knock: drop a card on the knock "
            "area, or press {knock}.").format(knock=key("knock"))
    if phase is Phase.DISCARD:
        return QCoreApplication.translate(
            "TableWords", "Tip: keep cards that make sets and runs; drag the one you need least "
            "onto the discard pile.")
    if phase is Phase.SHOWDOWN:
        return opposite.sentence(
            QCoreApplication.translate(
                "TableWords", "Tip: your loose cards that fit the computer's melds are laid off "
                "when you press {lay_off}."),
            QCoreApplication.translate(
                "TableWords", "Tip: your loose cards that fit {friend}'s melds are laid off "
                "when you press {lay_off}."), lay_off=key("lay_off"))
    return ""


# --- what a screen reader hears beyond the status line ------------------------------------


def you_draw(card: Card) -> str:
    """The card the user drew from the stock (a sighted player sees it arrive face up)."""
    return QCoreApplication.translate("TableWords", "You draw the {card}.").format(
        card=spoken_name(card))


def you_take(card: Card) -> str:
    return QCoreApplication.translate("TableWords", "You take the {card}.").format(
        card=spoken_name(card))


def you_discard(card: Card) -> str:
    return QCoreApplication.translate("TableWords", "You discard the {card}.").format(
        card=spoken_name(card))


def hand_count_words(count: int) -> str:
    return QCoreApplication.translate("TableWords", "Your hand, %n card(s).", None, count)


def meld_words(number: int, cards: Sequence[Card]) -> str:
    """A meld of the user's hand, numbered from 1 as the table colours them."""
    return QCoreApplication.translate("TableWords", "Meld {number}: {cards}.").format(
        number=number, cards=spoken_list(cards))


def unfinished_words(cards: Sequence[Card]) -> str:
    """A group the user made that is not a meld yet."""
    return QCoreApplication.translate("TableWords", "Not yet a meld: {cards}.").format(
        cards=spoken_list(cards))


def loose_words(cards: Sequence[Card]) -> str:
    return QCoreApplication.translate("TableWords", "Deadwood: {cards}.").format(
        cards=spoken_list(cards))


def deadwood_count_words(points: int) -> str:
    return QCoreApplication.translate(
        "TableWords", "Your deadwood counts %n point(s).", None, points)


def laid_out_words(mine: bool) -> str:
    """The head of a showdown row read out."""
    if mine:
        return QCoreApplication.translate("TableWords", "Your cards laid out.")
    return opposite.sentence(
        QCoreApplication.translate("TableWords", "The computer's cards laid out."),
        QCoreApplication.translate("TableWords", "{friend}'s cards laid out."))


def group_words(caption: str, cards: str) -> str:
    """One group of a showdown row: its caption ("Set", "Deadwood 7") and its cards, named."""
    return QCoreApplication.translate("TableWords", "{caption}: {cards}.").format(
        caption=caption, cards=cards)


def no_cards_words() -> str:
    return QCoreApplication.translate("TableWords", "You hold no cards.")


def stock_words(count: int) -> str:
    return QCoreApplication.translate("TableWords", "The stock holds %n card(s).", None, count)


def pile_words(card: Card | None, face_down: bool = False) -> str:
    """The discard pile's top card (None: the pile is empty)."""
    if face_down:
        return QCoreApplication.translate(
            "TableWords", "The discard pile's top card is still face down.")
    if card is None:
        return QCoreApplication.translate("TableWords", "The discard pile is empty.")
    return QCoreApplication.translate(
        "TableWords", "The {card} is on top of the discard pile.").format(card=spoken_name(card))


def knock_area_words(caption: str, knocked: bool) -> str:
    if knocked:
        return QCoreApplication.translate(
            "TableWords", "In the knock area lies the knocker's discard, face down.")
    return QCoreApplication.translate("TableWords", "Knock area: {caption}.").format(
        caption=caption)


def computer_holds_words(count: int) -> str:
    return opposite.sentence(
        QCoreApplication.translate("TableWords", "The computer holds %n card(s).", None, count),
        QCoreApplication.translate("TableWords", "{friend} holds %n card(s).", None, count))


def known_words(cards: Sequence[Card]) -> str:
    """The computer's cards the user saw it take (and not throw since)."""
    return opposite.sentence(
        QCoreApplication.translate("TableWords", "You know the computer holds the {cards}."),
        QCoreApplication.translate("TableWords", "You know {friend} holds the {cards}."),
        cards=spoken_list(cards))


def level_words(level: str) -> str:
    """Who plays opposite: the computer's level, or the friend sitting there."""
    return opposite.sentence(
        QCoreApplication.translate("TableWords", "The computer plays at {level}."),
        QCoreApplication.translate("TableWords", "You are playing your friend {friend}."),
        level=level)


def no_hint_words() -> str:
    return QCoreApplication.translate("TableWords", "No hint this time.")


def nothing_said() -> str:
    """Say again, before anything was said."""
    return QCoreApplication.translate("TableWords", "Nothing has been said yet.")
