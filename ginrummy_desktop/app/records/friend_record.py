"""A match against a friend, kept: its document written from the match in play, read back for
the hand history, and cut at a hand's end for an export.

The document is ``friend/record.py``'s (:data:`~...friend.record.FORMAT`): the engine's record
of the match and, for the cut and every deal settled, everything both programs sent and both
sides' secrets, so that ``tools/verify_friend_match.py`` checks every deal. It is what an
export of a friend's match writes (Export for checking…, and the hand history's exports) and
what the statistics keep of a friend's match (``stats_recorder.py``), so that a past friend's
match replays and its export verifies.

Reading one back (:func:`read_friend_match`) checks its form (every value bounded, as
``friend/record.py`` reads it) and replays its record through the engine's own checks; it does
not recompute the deals (a few tens of milliseconds each, the tool's work): a file whose deals
were changed opens, and its export still fails the tool.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import Cut, Deal, Game, GinRummyError, replay_document
from ...friend.play import FriendPlay
from ...friend.record import (
    FriendRecord,
    FriendRecordError,
    SettledDeal,
    document_of,
    parsed,
    read_document,
)

__all__ = [
    "FriendMatchFile",
    "current_friend_match",
    "friend_document_text",
    "friend_match_text",
    "read_friend_match",
    "settled_deals",
]


@dataclass(frozen=True, slots=True)
class FriendMatchFile:
    """A friend's match read back: its document's ``record`` and the ``game`` it replays."""

    record: FriendRecord
    game: Game

    @property
    def name(self) -> str:
        """The friend's name (seat 1 of the game)."""
        return self.record.name


def friend_document_text(name: str, play: FriendPlay, compact: bool = False) -> str:
    """The document of the match ``play`` runs against the friend ``name``, as it stands:
    its deals settled so far, and the match on this side's pictures (the hand in play, not
    settled yet, on the cards this side was shown). ``compact``: without the indentation (the
    statistics keep it so)."""
    deals = [deal.settled for deal in play.deals]
    return _text(document_of(name, play.role, deals, play.game(), play.forfeit), compact)


def current_friend_match(name: str, play: FriendPlay) -> FriendMatchFile:
    """The match ``play`` runs against the friend ``name`` as it stands, as if read back from
    its document (its record is not kept: the game is)."""
    deals: list[SettledDeal] = []
    for number, deal in enumerate(play.deals):
        if deal.settled is None:
            break
        settled = deal.settled
        deals.append(SettledDeal(number, settled.transcript, settled.host, settled.guest))
    return FriendMatchFile(FriendRecord(name, play.role, tuple(deals), {}), play.game())


def settled_deals(play: FriendPlay) -> int:
    """How many of the match's deals are settled (the cut's first): what a document of it
    written now holds."""
    count = 0
    for deal in play.deals:
        if deal.settled is None:
            break
        count += 1
    return count


def read_friend_match(data: bytes | str) -> FriendMatchFile:
    """The friend's match in ``data``; :class:`FriendRecordError` when it is not one this
    program writes, or its record does not replay (the message says why)."""
    record = read_document(parsed(data))
    try:
        game = replay_document(record.record).game
    except GinRummyError as error:
        raise FriendRecordError(f"its record does not replay ({error})") from None
    return FriendMatchFile(record, game)


def friend_match_text(match: FriendMatchFile, game: Game) -> str:
    """The document of ``match`` cut to ``game`` (its first actions: a truncated game of the
    same match), with the deals of the cut and hands ``game`` keeps."""
    kept = sum(isinstance(action, Cut | Deal) for action in game.history)
    deals: Sequence[SettledDeal] = match.record.deals[:kept]
    return _text(document_of(match.record.name, match.record.role, deals, game,
                             match.record.forfeit), False)


def _text(document: dict[str, object], compact: bool) -> str:
    if compact:
        return json.dumps(document, separators=(",", ":"), ensure_ascii=False)
    return json.dumps(document, indent=1, ensure_ascii=False)
