"""The table's dealer: moves card items between piles for each thing that happens in a hand.

:class:`CardMoves` knows the scene and the animation speed, not the rules. It deals, moves a
card from the stock or the discard pile into a hand and from a hand onto the pile, lays out the
showdown rows and lays off, and can put the whole table back from a view. A card item gets its
identity only when the user may see the card: the stock and the computer's hand are unknown
backs until a card is drawn by the user, thrown, or shown at the showdown.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from ...engine import Arrangement, Card, MeldKind, PlayerView, Settlement
from ..models.hand_layout import MELD_COLOURS
from ..seats.seat import Seat
from .card_item import CardItem
from .pile_item import MeldGroup, PileItem
from .scene import TableScene

__all__ = ["MELD_COLOURS", "CardMoves", "meld_colour"]


UNFINISHED_GROUP_COLOUR = QColor(255, 255, 255, 90)
"""The faint mark under a group of the player's that is not a meld (yet)."""


def meld_colour(index: int | None) -> QColor | None:
    """The mark of meld ``index`` (None: deadwood, no mark)."""
    return None if index is None else QColor(MELD_COLOURS[index % len(MELD_COLOURS)])


class CardMoves:
    """Card moves on one scene, animated ``move_ms`` per card (0: at once)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.move_ms = 250

    @property
    def stagger(self) -> int:
        """The pause between cards dealt or laid out one after another."""
        return self.move_ms // 3

    # --- dealing ------------------------------------------------------------------------

    def gather(self) -> None:
        """Every card back on the stock, face down and unknown (a fresh, shuffled deck)."""
        scene = self.scene
        scene.tracker.finish_all()
        for pile in scene.melds:
            pile.clear_groups()
        for item in scene.cards:
            item.stop_moving()
            item.set_card(None)
            item.set_face_up(False)
            unmark(item)
            item.set_laid_off(False)
            scene.stock.add(item)
        scene.stock.layout()

    def deal(self, dealer: int, mine: Sequence[Card], upcard: Card) -> list[CardItem]:
        """Deal ten each, one at a time, the non-dealer first, then turn the upcard. The user's
        items get ``mine`` in order. Returns the items in the order dealt (upcard last); the
        caller orders the user's hand pile, then calls :meth:`animate_deal`."""
        scene = self.scene
        cards = iter(mine)
        dealt = []
        for turn in range(20):
            seat = 1 - dealer if turn % 2 == 0 else dealer
            item = self._stock_top()
            if seat == Seat.USER:
                item.set_card(next(cards))
            scene.hands[seat].add(item)
            dealt.append(item)
        item = self._stock_top()
        item.set_card(upcard)
        scene.discard.add(item)
        return [*dealt, item]

    def animate_deal(self, items: Sequence[CardItem]) -> None:
        """Send the dealt ``items`` one after another; known cards turn up on arrival."""
        for order, item in enumerate(items):
            pile = _pile_of(item)
            index = pile.index_of(item)
            place = pile.placements()[index]
            item.set_resting_z(pile.zValue() + 20 + index)
            face = item.card is not None and pile is not self.scene.hands[Seat.OPPONENT]
            item.move_to(place.pos, place.rotation, self.move_ms, order * self.stagger, face)
        self.scene.stock.layout()

    # --- drawing and discarding -----------------------------------------------------------

    def take_from_pile(self, card: Card) -> CardItem:
        """The top of the discard pile, which must be ``card``."""
        item = self.scene.discard.top()
        assert item is not None and item.card == card, f"the discard pile's top is not {card}"
        return item

    def take_from_stock(self, card: Card | None) -> CardItem:
        """The top of the stock, given ``card`` as its identity (None: it stays unknown)."""
        item = self._stock_top()
        item.set_card(card)
        return item

    def into_hand(self, seat: int, item: CardItem) -> None:
        """Put ``item`` into ``seat``'s hand. The computer's card goes into the middle of its
        fan and travels face down; the user's is placed by the caller (see :meth:`arrive`)."""
        scene = self.scene
        if seat == Seat.USER:
            scene.hands[Seat.USER].add(item)
        else:
            hand = scene.hands[Seat.OPPONENT]
            hand.add(item, len(hand.cards) // 2)
            hand.layout(self.move_ms)
            self.arrive(item, False)
        scene.discard.layout(self.move_ms)
        scene.stock.layout(self.move_ms)

    def arrive(self, item: CardItem, face_up: bool) -> None:
        """Send ``item`` to its place in its pile, turning it ``face_up`` on arrival."""
        place = _pile_of(item).placement_of(item)
        item.move_to(place.pos, place.rotation, self.move_ms, 0, face_up)

    def discard(self, seat: int, card: Card) -> CardItem:
        """Throw ``card`` from ``seat``'s hand face up onto the discard pile."""
        scene = self.scene
        item = self.item_in_hand(seat, card)
        unmark(item)
        scene.discard.add(item)
        item.set_face_up(True)
        scene.discard.layout(self.move_ms)
        scene.hands[seat].layout(self.move_ms)
        return item

    def item_in_hand(self, seat: int, card: Card) -> CardItem:
        """The item of ``card`` in ``seat``'s hand; for the computer an unknown item is given
        the card (one from somewhere in the middle of its fan)."""
        items = self.scene.hands[seat].cards
        for item in items:
            if item.card == card:
                return item
        unknown = [item for item in items if item.card is None]
        assert unknown, f"{card} is not in hand {seat}"
        item = unknown[(card.index * 7) % len(unknown)]
        item.set_card(card)
        return item

    # --- the showdown -------------------------------------------------------------------

    def knock(self, seat: int, card: Card | None, arrangement: Arrangement) -> None:
        """The knock discard goes face down to the knock area; the knocker's cards are shown
        in melds and deadwood."""
        scene = self.scene
        if card is not None:
            item = self.item_in_hand(seat, card)
            unmark(item)
            scene.knock.add(item)
            scene.knock.layout(self.move_ms)
            item.set_face_up(False)
        self.lay_out_row(seat, arrangement, self.reveal(seat, arrangement.cards), {})

    def settle(self, defender: int, settlement: Settlement) -> None:
        """The defender's melds and deadwood, then the lay-offs onto the knocker's melds."""
        knocker = 1 - defender
        laid_cards = [lay.card for lay in settlement.layoffs]
        items = self.reveal(defender, [*settlement.defender.cards, *laid_cards])
        laid_off: dict[int, list[CardItem]] = {}
        for lay in settlement.layoffs:
            laid_off.setdefault(lay.onto, []).append(items[lay.card])
        self.lay_out_row(defender, settlement.defender, items, {})
        row = self.scene.melds[knocker]
        knocker_items = {item.card: item for item in row.cards if item.card is not None}
        self.lay_out_row(knocker, settlement.knocker, knocker_items, laid_off)

    def reveal(self, seat: int, cards: Iterable[Card]) -> dict[Card, CardItem]:
        """The items of ``cards`` in ``seat``'s hand, giving unknown items their identity."""
        return {card: self.item_in_hand(seat, card) for card in cards}

    def lay_out_row(
        self,
        seat: int,
        arrangement: Arrangement,
        items: dict[Card, CardItem],
        laid_off: dict[int, list[CardItem]],
    ) -> None:
        """Show ``seat``'s melds (with the cards ``laid_off`` onto them, by meld index) and
        deadwood in its showdown row, face up. Cards laid off arrive last."""
        row = self.scene.melds[seat]
        groups = meld_groups(arrangement, items, laid_off)
        for group in groups:
            for item in group.cards:
                row.add(item)
        row.set_groups(groups)
        late = {id(item) for cards in laid_off.values() for item in cards}
        stagger = self.stagger // 2
        for order, item in enumerate(row.cards):
            place = row.placement_of(item)
            item.set_resting_z(row.zValue() + 20 + order)
            delay = order * stagger + (3 * self.move_ms if id(item) in late else 0)
            item.move_to(place.pos, place.rotation, self.move_ms, delay, True)

    # --- putting the table back -----------------------------------------------------------

    def matches(self, view: PlayerView) -> bool:
        """Whether the hands, the discard pile and the stock agree with ``view``."""
        scene = self.scene
        mine = [item.card for item in scene.hands[Seat.USER].cards]
        return (
            sorted(c for c in mine if c is not None) == sorted(view.hand)
            and len(mine) == len(view.hand)
            and len(scene.hands[Seat.OPPONENT].cards) == view.opponent_hand_size
            and [item.card for item in scene.discard.cards] == list(view.discard_pile)
            and len(scene.stock.cards) == view.stock_size
        )

    def rebuild(self, view: PlayerView, mine: Sequence[Card]) -> None:
        """Put every card where ``view`` says, at once; the user's hand in the order ``mine``."""
        scene = self.scene
        self.gather()
        for card in mine:
            self._from_stock(scene.hands[Seat.USER], card)
        for _ in range(view.opponent_hand_size):
            self._from_stock(scene.hands[Seat.OPPONENT], None)
        for card in view.discard_pile:
            self._from_stock(scene.discard, card)
        for pile in scene.piles():
            pile.layout()

    def _from_stock(self, pile: PileItem, card: Card | None) -> None:
        item = self.take_from_stock(card)
        item.set_face_up(card is not None)
        pile.add(item)

    def _stock_top(self) -> CardItem:
        item = self.scene.stock.top()
        assert item is not None, "the stock is empty"
        return item


def unmark(item: CardItem) -> None:
    """Clear the selection, meld and dimmed marks of ``item``."""
    item.set_lifted(False)
    item.set_meld_colour(None)
    item.set_dimmed(False)


def meld_groups(
    arrangement: Arrangement,
    items: dict[Card, CardItem],
    laid_off: dict[int, list[CardItem]],
) -> list[MeldGroup]:
    """The captioned groups of a showdown row, each meld marked in its colour."""
    groups = []
    for index, meld in enumerate(arrangement.melds):
        extra = laid_off.get(index, [])
        cards = sorted([items[c] for c in meld.cards] + extra, key=_item_order)
        for item in cards:
            unmark(item)
            item.set_meld_colour(meld_colour(index))
            item.set_laid_off(item in extra)
        groups.append(_worded(MeldGroup(
            tuple(cards), "", words=_meld_words(meld.kind, len(extra)))))
    if arrangement.deadwood:
        dead = tuple(items[c] for c in arrangement.deadwood)
        for item in dead:
            unmark(item)
        groups.append(_worded(MeldGroup(
            dead, "", is_deadwood=True, words=_deadwood_words(arrangement.deadwood_points))))
    return groups


def _worded(group: MeldGroup) -> MeldGroup:
    """``group`` with its captions worded (and able to word them again: ``reworded``)."""
    return group.reworded()


def _meld_words(kind: MeldKind, laid_off: int) -> Callable[[], tuple[str, str]]:
    """How a meld's caption and spoken caption are worded, in the language of the moment."""
    return lambda: (_meld_caption(kind, laid_off), _spoken_meld_caption(kind, laid_off))


def _deadwood_words(points: int) -> Callable[[], tuple[str, str]]:
    """How the deadwood's caption ("Deadwood 12") and spoken caption are worded."""
    return lambda: (
        QCoreApplication.translate("CardMoves", "Deadwood {points}").format(points=points),
        QCoreApplication.translate("CardMoves", "Deadwood of %n point(s)", None, points))


def _pile_of(item: CardItem) -> PileItem:
    pile = item.pile
    assert isinstance(pile, PileItem), f"{item} lies on no pile"
    return pile


def _item_order(item: CardItem) -> tuple[int, int]:
    card = item.card
    return (0, 0) if card is None else (int(card.rank), int(card.suit))


def _meld_caption(kind: MeldKind, laid_off: int) -> str:
    """"Run", "Set", or with the cards laid off on it counted: "Run + 2 laid off"."""
    if kind is MeldKind.RUN:
        if laid_off:
            return QCoreApplication.translate("CardMoves", "Run + {count} laid off").format(
                count=laid_off)
        return QCoreApplication.translate("CardMoves", "Run")
    if laid_off:
        return QCoreApplication.translate("CardMoves", "Set + {count} laid off").format(
            count=laid_off)
    return QCoreApplication.translate("CardMoves", "Set")


def _spoken_meld_caption(kind: MeldKind, laid_off: int) -> str:
    """The caption as a screen reader says it ("Run, with 2 cards laid off": no "+")."""
    if kind is MeldKind.RUN:
        if laid_off:
            return QCoreApplication.translate(
                "CardMoves", "Run, with %n card(s) laid off", None, laid_off)
        return QCoreApplication.translate("CardMoves", "Run")
    if laid_off:
        return QCoreApplication.translate(
            "CardMoves", "Set, with %n card(s) laid off", None, laid_off)
    return QCoreApplication.translate("CardMoves", "Set")
