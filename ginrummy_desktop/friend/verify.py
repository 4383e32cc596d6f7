"""Checking a friend's match document (``record.py``): every deal settled, recomputed, and held
against the match's record.

For each deal the document lists (the cut's, then one a hand), :func:`verify_record`:

1. recomputes the deal from the transcript and both sides' secrets (``shuffle.verify_deal``):
   each commitment against its secrets, each of the four steps against its sender's secrets,
   each mask sent against the committed one; the first cheat is named with its side;
2. compares the deck this gives with the record's: the cut's cards (the host's at the even
   places, the guest's at the odd ones, pairs until two ranks differ) with the record's
   ``Cut``, and a hand's deck with its ``Deal``;
3. compares the masks the deal sent with the cards the record's moves show: each side's ten
   shown to their holder by the other side's masks, the upcard by both, a draw from the stock
   by the drawer's opponent, a discard by its mover, a knock, big gin or lay-off the mover's
   whole hand (``play.py``). A move changed in the record shows other cards than the masks
   did: the deal names the first place where they part.

The record itself is replayed by the engine first (its digest, every move legal on its decks,
its summary). A deal not listed (the hand in play, or a match stopped before a deal's end) is
not checked: :attr:`FriendCheck.unsettled` names them. Whatever does not match is a
:class:`FriendMismatchError` naming the deal and the first problem; a document of the wrong form, a
:class:`~.record.FriendRecordError`. Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import (
    Action,
    BigGin,
    Card,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Game,
    Knock,
    LayOff,
    RecordError,
    RuleSet,
    replay_document,
)
from .record import FriendRecord, FriendRecordError, SettledDeal, deal_name, read_document
from .shuffle import DECK_SIZE, CheatError, Role, verify_deal

__all__ = ["FriendCheck", "FriendMismatchError", "verify_document", "verify_record"]

HAND_PLACES = 20
UPCARD_PLACE = 20
MAX_CUT_PAIRS = 26

Shown = set[tuple[int, Role]]
"""The masks a deal sent, as (place, sender): which card was shown, by whom."""


class FriendMismatchError(Exception):
    """A deal of the document that does not match: its number (0: the cut; None: the record
    itself) and the first problem."""

    def __init__(self, deal: int | None, problem: str) -> None:
        where = "the record" if deal is None else deal_name(deal)
        super().__init__(f"{where}: {problem}")
        self.deal = deal
        self.problem = problem


@dataclass(frozen=True, slots=True)
class FriendCheck:
    """A document checked: the ``record`` read, the ``game`` its record replays, and how many
    of its ``dealt`` chance steps (the cut and the deals) were ``checked`` (the first ones)."""

    record: FriendRecord
    game: Game
    checked: int
    dealt: int

    @property
    def unsettled(self) -> tuple[int, ...]:
        """The deals of the record not settled, so not checked (0: the cut)."""
        return tuple(range(self.checked, self.dealt))

    @property
    def complete(self) -> bool:
        """Whether every cut and deal of the record was checked."""
        return self.checked == self.dealt


def verify_document(document: object) -> FriendCheck:
    """:func:`verify_record` of the parsed JSON ``document`` (its form read first)."""
    return verify_record(read_document(document))


def verify_record(record: FriendRecord) -> FriendCheck:
    """Check every deal of ``record`` (see the module docstring): the check, or the first
    :class:`FriendMismatchError`; :class:`FriendRecordError` when the record deals nothing or the
    document lists more deals than it dealt."""
    try:
        game = replay_document(record.record).game
    except RecordError as error:
        raise FriendMismatchError(None, f"it does not replay ({error})") from None
    history = game.history
    dealt = sum(isinstance(action, Cut | Deal) for action in history)
    if dealt == 0:
        raise FriendRecordError("the record has no cut: nothing was dealt, so nothing can be "
                                "checked")
    if len(record.deals) > dealt:
        raise FriendRecordError(f"the document lists {len(record.deals)} deals settled, but "
                                f"the record dealt {dealt} (the cut and its hands)")
    chance = [action for action in history if isinstance(action, Cut | Deal)]
    shown = shown_by_moves(game.rules, history, record.role)
    for deal in record.deals:
        _check_deal(deal, chance[deal.number], shown[deal.number], record.role)
    return FriendCheck(record, game, len(record.deals), dealt)


def _check_deal(deal: SettledDeal, action: Action, shown: Shown, role: Role) -> None:
    """One deal recomputed, its deck held against ``action`` (the record's cut or deal) and
    its masks against ``shown``, the masks the record's moves call for."""
    try:
        deck = verify_deal(deal.transcript, deal.host, deal.guest)
    except CheatError as cheat:
        raise FriendMismatchError(deal.number, str(cheat)) from None
    if isinstance(action, Cut):
        if action.cards != cut_cards(deck, role):
            raise FriendMismatchError(deal.number, "the record's cut is not the cards the deal "
                                 "showed")
    elif isinstance(action, Deal) and action.deck != deck:
        place = next(p for p, card in enumerate(deck) if action.deck is None or
                     action.deck[p] != card)
        raise FriendMismatchError(deal.number, f"the record's deck is not the one the deal made "
                             f"(place {place})")
    sent = {(place, sender) for place, sender, _mask in deal.transcript.masks}
    _check_masks(deal.number, sent, shown)


def _check_masks(number: int, sent: Shown, shown: Shown) -> None:
    """The masks the deal sent are those the record's moves call for, else the first place
    where they part."""
    if sent == shown:
        return
    place, sender = min(sent ^ shown, key=lambda pair: (pair[0], pair[1].value))
    if (place, sender) in sent:
        raise FriendMismatchError(number, f"the {sender.value} showed the card at place {place}, "
                             "which no move of the record shows")
    raise FriendMismatchError(number, f"the record's moves show the card at place {place}, which "
                         f"the {sender.value} never showed")


def cut_cards(deck: tuple[Card, ...], role: Role) -> tuple[Card, ...]:
    """The cut the deal ``deck`` makes, in the seat order of the side of ``role`` (seat 0):
    pairs of the host's card (even place) and the guest's (odd), until two ranks differ."""
    cards: list[Card] = []
    for pair in range(MAX_CUT_PAIRS):
        host, guest = deck[2 * pair], deck[2 * pair + 1]
        cards += [host, guest] if role is Role.HOST else [guest, host]
        if host.rank != guest.rank:
            break
    return tuple(cards)


def shown_by_moves(rules: RuleSet, history: tuple[Action, ...], role: Role) -> list[Shown]:
    """For each chance step of ``history`` (the cut, then each deal), the masks its moves call
    for, as (place, sender), seat 0 being the side of ``role`` (see the module docstring)."""
    roles = (role, Role.GUEST if role is Role.HOST else Role.HOST)
    game = Game(rules)
    shown: list[Shown] = []
    deck: tuple[Card, ...] = ()
    for action in history:
        if isinstance(action, Cut):
            pairs = len(action.cards or ()) // 2
            shown.append({(place, who) for place in range(2 * pairs) for who in Role})
        elif isinstance(action, Deal):
            deck = action.deck or ()
            shown.append(_dealt(game.next_dealer, roles))
        elif game.actor is not None:
            shown[-1] |= _moved(game, action, deck, roles)
        game.apply(action)
    return shown


def _dealt(dealer: int | None, roles: tuple[Role, Role]) -> Shown:
    """A deal's first masks: each seat's ten shown to it by the other's role, the upcard by
    both (the non-dealer's ten are the even places)."""
    shown = {(UPCARD_PLACE, who) for who in Role}
    for seat in (0, 1):
        places = range(0 if seat != dealer else 1, HAND_PLACES, 2)
        shown |= {(place, roles[1 - seat]) for place in places}
    return shown


def _moved(game: Game, action: Action, deck: tuple[Card, ...],
           roles: tuple[Role, Role]) -> Shown:
    """The masks ``action`` calls for, made by the actor of ``game`` (before it is applied)."""
    seat = game.actor
    assert seat is not None
    if isinstance(action, DrawStock):  # the stock's top: place 21, then one on per draw
        return {(DECK_SIZE - game.stock_size, roles[1 - seat])}
    if isinstance(action, Discard):
        cards: tuple[Card, ...] = (action.card,)
    elif isinstance(action, Knock | BigGin | LayOff):
        cards = game.hand_of(seat)
    else:
        return set()
    return {(deck.index(card), roles[seat]) for card in cards}
