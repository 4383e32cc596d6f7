"""What a player reads when a friend's match stops on a fault: a cheat caught (by kind, naming
who), or the protocol broken."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...friend.shuffle import Cheat
from ...marks import QT_TRANSLATE_NOOP

__all__ = ["back_sentence", "cheat_sentence", "forfeit_sentence", "gave_up_sentence",
           "hints_off_with_a_friend", "link_closed_sentence", "lost_sentence",
           "protocol_sentence"]

_CHEATS = {
    Cheat.NOT_A_POINT: QT_TRANSLATE_NOOP(
        "FriendWords", "Your friend's program sent a deck with something that is not a card."),
    Cheat.NOT_A_DECK: QT_TRANSLATE_NOOP(
        "FriendWords", "Your friend's program sent a deck that is not 52 different cards."),
    Cheat.WRONG_MASK: QT_TRANSLATE_NOOP(
        "FriendWords", "Your friend's program sent a key that shows no card."),
    Cheat.CARD_SHOWN_TWICE: QT_TRANSLATE_NOOP(
        "FriendWords", "The same card was shown at two places of the deck."),
    Cheat.BROKEN_COMMITMENT: QT_TRANSLATE_NOOP(
        "FriendWords", "Your friend's program revealed other keys than the ones it promised "
        "before the deal."),
    Cheat.BAD_SECRETS: QT_TRANSLATE_NOOP(
        "FriendWords", "Your friend's program revealed keys that are not well formed."),
    Cheat.WRONG_SHUFFLE: QT_TRANSLATE_NOOP(
        "FriendWords", "Your friend's program shuffled otherwise than its keys say: a card was "
        "changed while hidden."),
    Cheat.WRONG_LOCK: QT_TRANSLATE_NOOP(
        "FriendWords", "Your friend's program hid the cards otherwise than its keys say."),
    Cheat.MASK_NOT_COMMITTED: QT_TRANSLATE_NOOP(
        "FriendWords", "Your friend's program showed a card with a key it had not promised."),
    Cheat.ILLEGAL_MOVE: QT_TRANSLATE_NOOP(
        "FriendWords", "Your friend's program made a move the rules do not allow with the "
        "cards it holds."),
    Cheat.NOT_SHOWN: QT_TRANSLATE_NOOP(
        "FriendWords", "Your friend's program did not show the cards its move shows."),
    Cheat.SHOWN_OUT_OF_TURN: QT_TRANSLATE_NOOP(
        "FriendWords", "Your friend's program showed a card it may not show now."),
}


def cheat_sentence(cheat: Cheat) -> str:
    """What was caught, and that the match stopped (the evidence is kept in the log)."""
    return QCoreApplication.translate(
        "FriendWords", "{what} The match is stopped; what was sent is kept as evidence.").format(
            what=QCoreApplication.translate("FriendWords", _CHEATS[cheat]))


def protocol_sentence() -> str:
    """The friend's program sent a message the match cannot take now."""
    return QCoreApplication.translate(
        "FriendWords", "Your friend's program sent a message out of turn or out of bounds. "
        "The match is stopped.")


def link_closed_sentence() -> str:
    """The friend's program closed the connection before the match was over."""
    return QCoreApplication.translate(
        "FriendWords", "Your friend left: the connection was closed before the match was over.")


def lost_sentence(friend: str, minutes: int) -> str:
    """The connection dropped in the middle of the match, which now waits for the friend."""
    return QCoreApplication.translate(
        "FriendWords", "The connection to {friend} was lost. The match waits up to %n minute(s) "
        "for it to come back; you may play on meanwhile.", None, minutes).format(friend=friend)


def back_sentence(friend: str) -> str:
    """The friend's program is connected again and the match goes on."""
    return QCoreApplication.translate(
        "FriendWords", "The connection to {friend} is back: the match goes on.").format(
            friend=friend)


def gave_up_sentence(friend: str, minutes: int) -> str:
    """The friend did not come back in time: the match is over."""
    return QCoreApplication.translate(
        "FriendWords", "{friend} did not come back within %n minute(s): the match is over.",
        None, minutes).format(friend=friend)


def forfeit_sentence(friend: str, seconds: int) -> str:
    """The friend's program held back its keys after a hand: the friend forfeits."""
    return QCoreApplication.translate(
        "FriendWords", "{friend}'s program did not reveal its keys within %n second(s) after "
        "the hand, so the deal cannot be checked: {friend} forfeits the match.", None,
        seconds).format(friend=friend)


def hints_off_with_a_friend() -> str:
    """Why no hint is given in a friend's match (it would help one side against the other)."""
    return QCoreApplication.translate("MatchSession", "Hints are off in a match against a friend.")
