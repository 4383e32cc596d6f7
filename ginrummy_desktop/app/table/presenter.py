"""The table presenter: engine events become card moves, and the user's gestures become actions.

It sits between the match's session (:class:`~..session.MatchSession`, the one door to the
match) and the :class:`TableScene`:

* each batch of events from one apply moves card items between piles and animates them at the
  chosen speed (dealing, drawing, discarding, the knock, the lay-offs), then the panel is told
  (``hand_changed``); a card's face is shown only when the user may see it;
* it keeps the :class:`TableSnapshot` (``commands.py``): built once per change of the table
  from one player view and emitted as ``snapshot_changed``; as the scene's :class:`DropPolicy`
  it answers "may this card go there?" from it (the engine's legal actions in the snapshot),
  and the commands (Knock, Gin, take the upcard) play what it says;
* drops, clicks, double-clicks and keyboard commands become actions through
  :meth:`MatchSession.play`; a refused action leaves the cards where they were.

The user's hand order is the :class:`HandLayout`; the scene's hand pile follows it.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...engine import (
    Action,
    Card,
    CardDiscarded,
    DealerChosen,
    Discard,
    DiscardTaken,
    DrawStock,
    Event,
    GameOver,
    HandDealt,
    HandEnded,
    Knock,
    Knocked,
    LayOff,
    Pass,
    Phase,
    PlayerView,
    ShowdownSettled,
    StockDrawn,
    TakeDiscard,
    TakeUpcard,
    UpcardPassed,
    UpcardTaken,
    WallReached,
)
from ..match.hand_shape import HandShape
from ..models.hand_layout import HandLayout, Slot
from ..seats.seat import Seat
from ..words import table as words
from .card_item import CardItem
from .card_moves import UNFINISHED_GROUP_COLOUR, CardMoves, meld_colour
from .commands import TableContext, TableSnapshot, Turn, command, snapshot_of
from .pile_item import HandPile, PileItem
from .results import ResultShow
from .scene import TableScene

if TYPE_CHECKING:
    from ..session import MatchSession

__all__ = ["TIP_HANDS", "TablePresenter", "table_tip"]

_log = logging.getLogger(__name__)

TIP_HANDS = 3
"""The hands of a match that carry the table's tips (while the Tips setting is on)."""

MAX_REORDERS_KEPT = 50
"""How many reorders of the hand since the last move Undo can take back, one by one."""


class TablePresenter(QObject):
    """Connects the match's session and the scene (see the module docstring).

    Signals: ``hand_changed()`` when the user's cards, their order or the selection changed;
    ``order_changed()`` when the user reordered the hand (a drag, a sort, Arrange melds);
    ``message(str)`` a short note for the status line ("The computer passes the upcard.");
    ``snapshot_changed(TableSnapshot)`` when a new snapshot was built (see :meth:`snapshot`);
    ``turn_changed(Turn)`` when the snapshot's turn changed (the turn machine's actor region
    follows it; the snapshot is built again whenever the match starts animating or
    announces the next actor, so no change of turn goes unseen).

    What the snapshot needs beyond the table (the Hint setting, a hint under way, what Undo
    would take back) it reads from the session, :meth:`_context`.
    """

    hand_changed = Signal()
    order_changed = Signal()
    message = Signal(str)
    snapshot_changed = Signal(object)
    turn_changed = Signal(object)

    def __init__(
        self, scene: TableScene, match: MatchSession, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.scene = scene
        self.match = match
        self.layout = HandLayout()
        self.results = ResultShow(scene, self)
        self.banner = self.results.banner
        self.celebration = self.results.celebration
        self._selected: Card | None = None
        self._insert_at: Slot | None = None
        self._knock_note = ""
        self._move_ms = 250
        self._reorders: list[HandShape] = []
        self.moves = CardMoves(scene)
        self.desyncs = 0
        self._snapshot: TableSnapshot | None = None
        self._snapshot_key: tuple[object, ...] = ()
        self._turn = Turn.USER
        scene.policy = self
        match.set_rest_gate(lambda: scene.busy)
        match.events_applied.connect(self._on_events)
        match.animating.connect(self.snapshot)
        match.actor_changed.connect(self.snapshot)
        scene.all_animations_done.connect(self._show_knock_limit)
        scene.all_animations_done.connect(self.results.at_rest)
        scene.all_animations_done.connect(match.table_at_rest)
        scene.card_dropped.connect(self._on_dropped)
        scene.drop_refused.connect(self._on_drop_refused)
        scene.card_clicked.connect(self._on_card_clicked)
        scene.card_double_clicked.connect(self._on_card_double_clicked)
        scene.pile_clicked.connect(self._on_pile_clicked)

    # --- speed --------------------------------------------------------------------------

    def set_move_ms(self, milliseconds: int) -> None:
        """How long one card move takes (0: cards jump into place)."""
        self._move_ms = max(0, milliseconds)
        self.results.move_ms = self._move_ms
        self.moves.move_ms = self._move_ms
        self.scene.move_ms = min(self._move_ms, 180)

    # --- the snapshot -------------------------------------------------------------------

    @property
    def selected(self) -> Card | None:
        return self._selected

    def _context(self) -> TableContext:
        """What the snapshot needs from the session: the Hint setting, a hint under way, and
        what Undo would take back."""
        match = self.match
        return TableContext(hints_on=match.settings.hints, hint_busy=match.hint_busy,
                            undo=match.undo_option(), hints_refused=match.friends.help_refused)

    def snapshot(self) -> TableSnapshot:
        """The table as the commands see it now, built again (and emitted as
        ``snapshot_changed``) only when something it shows changed: the game (a new one, or an
        action applied: the history grew or shrank), the table coming to rest, the selection or
        the session's context. The game object itself is part of the key, so a taken-back or
        resumed match, a new object, is never mistaken for the old one."""
        match = self.match
        game = match.game if match.has_game else None
        context = self._context()
        key = (game, len(game.history) if game else 0, match.is_settled, self._selected,
               context, self.layout.shape)
        if self._snapshot is not None and _same_key(key, self._snapshot_key):
            return self._snapshot
        view = match.view() if game is not None else None
        snapshot = snapshot_of(
            view, at_rest=match.is_settled, selected=self._selected, context=context,
            preferred_knock=self._own_knock_card(view),
        )
        self._snapshot, self._snapshot_key = snapshot, key
        self._show_cues(snapshot)
        self._show_tip(snapshot)
        self.snapshot_changed.emit(snapshot)
        if snapshot.turn is not self._turn:
            self._turn = snapshot.turn
            self.turn_changed.emit(snapshot.turn)
        return snapshot

    # --- turn cues ----------------------------------------------------------------------

    cues_on = True
    """Whether the places to play glow on the user's turn (the Turn cues setting)."""

    def set_cues(self, on: bool) -> None:
        """Turn the turn cues on or off (at once)."""
        self.cues_on = on
        if self._snapshot is not None:
            self._show_cues(self._snapshot)

    def _show_cues(self, snapshot: TableSnapshot) -> None:
        """Where the user may play now glows: the stock and the pile they may draw from (or
        take the upcard from), or their hand when they must discard; nothing otherwise."""
        legal = snapshot.legal if self.cues_on else ()
        scene = self.scene
        scene.stock.set_cue(DrawStock() in legal)
        scene.discard.set_cue(TakeDiscard() in legal or TakeUpcard() in legal)
        scene.hands[Seat.USER].set_cue(any(isinstance(a, Discard) for a in legal))

    tips_on = False
    """Whether the first hands of a match carry a tip on the table (the Tips setting)."""

    def set_tips(self, on: bool) -> None:
        """Turn the table's tips on or off (at once)."""
        self.tips_on = on
        if self._snapshot is not None:
            self._show_tip(self._snapshot)

    def _show_tip(self, snapshot: TableSnapshot) -> None:
        self.scene.set_tip(table_tip(snapshot) if self.tips_on else "")

    def _own_knock_card(self, view: PlayerView | None) -> Card | None:
        """The discard that leaves the user's own melds the least deadwood, when the engine
        would take a knock laying them out; None otherwise (or off the user's discard)."""
        if view is None or view.phase is not Phase.DISCARD or view.actor != Seat.USER:
            return None
        choice = self.layout.own_discard(view.may_not_discard)
        if choice is None:
            return None
        card = choice[1]
        knock = Knock(card, self.layout.without(card).melds)
        return card if self.match.is_legal(knock) else None

    def legal(self) -> tuple[Action, ...]:
        """The user's legal actions now (empty while waiting for the computer or the table)."""
        return self.snapshot().legal

    def knock_choice(self) -> Card | None:
        """The card a Knock would discard: the selected card if it may knock, else the best."""
        return self.snapshot().knock_card

    def gin_action(self) -> Action | None:
        """Big gin if declarable, else a knock that leaves no deadwood, else None."""
        return self.snapshot().gin_action

    # --- the drop policy ----------------------------------------------------------------

    def can_drag(self, card: CardItem) -> bool:
        """Hand cards may always be picked up (to reorder); the stock's and the pile's top
        card only when drawing them is legal."""
        scene = self.scene
        if card.is_moving:
            return False
        if card.pile is scene.hands[Seat.USER]:
            return True
        if not scene.is_interactive():
            return False
        if card is scene.stock.top():
            return self.snapshot().allows(DrawStock())
        if card is scene.discard.top():
            return self.snapshot().take_action() is not None
        return False

    def accepts(self, card: CardItem, pile: PileItem) -> bool:
        """Would ``card`` dropped on ``pile`` be a legal move (or a reorder of the hand)?"""
        scene = self.scene
        hand = scene.hands[Seat.USER]
        if card.pile is hand:
            if pile is hand:
                return True
            return scene.is_interactive() and self._hand_drop_action(card, pile) is not None
        if pile is not hand or not scene.is_interactive():
            return False
        if card is scene.stock.top():
            return self.snapshot().allows(DrawStock())
        return card is scene.discard.top() and self.snapshot().take_action() is not None

    def _hand_drop_action(self, card: CardItem, pile: PileItem) -> Action | None:
        action = self._hand_drop(card, pile)
        return action if action is not None and self.snapshot().allows(action) else None

    # --- gestures -----------------------------------------------------------------------

    def _on_dropped(self, card: CardItem, pile: PileItem, slot: Slot | int) -> None:
        hand = self.scene.hands[Seat.USER]
        slot = slot if isinstance(slot, Slot) else Slot(slot)
        if card.pile is hand and pile is hand:
            self._reorder(card, slot)
            return
        if card.pile is hand:
            action = self._hand_drop_action(card, pile)
        else:
            self._insert_at = slot
            taken = self.snapshot().take_action()
            action = DrawStock() if card is self.scene.stock.top() else taken
        if action is None or not self.match.play(self._as_played(action)):
            self._insert_at = None
            self._settle_pile(card.pile)

    def _on_drop_refused(self, card: CardItem, pile: PileItem) -> None:
        """A card let go over a pile that does not take it: say why, in the status line."""
        if card.pile is not self.scene.hands[Seat.USER]:
            return
        action = self._hand_drop(card, pile)
        if action is not None:
            self._refuse(action)

    def _hand_drop(self, card: CardItem, pile: PileItem) -> Action | None:
        """The move a hand card dropped on ``pile`` asks for (legal or not)."""
        if card.card is None:
            return None
        if pile is self.scene.discard:
            return Discard(card.card)
        return Knock(card.card) if pile is self.scene.knock else None

    def _refuse(self, action: Action) -> None:
        """Tell the user why ``action`` is not possible now (nothing when it is)."""
        reason = self.snapshot().refusal_of(action)
        if reason:
            self.message.emit(reason)

    def _reorder(self, card: CardItem, slot: Slot) -> None:
        if card.card is None or card.card not in self.layout:
            self._settle_pile(card.pile)
            return
        self._remember_order()
        self.layout.place(card.card, slot)
        self._show_hand()
        self.order_changed.emit()

    def _settle_pile(self, pile: object) -> None:
        if isinstance(pile, PileItem):
            pile.layout(self._move_ms)

    def _on_card_clicked(self, card: CardItem) -> None:
        scene = self.scene
        if card.pile is scene.hands[Seat.USER]:
            self.select(None if card.card == self._selected else card.card)
        elif card.pile is scene.stock:
            self.draw_stock()
        elif card.pile is scene.discard:
            self.take_upcard()

    def _on_card_double_clicked(self, card: CardItem) -> None:
        if card.pile is not self.scene.hands[Seat.USER] or card.card is None:
            return
        self.select(card.card)
        if not self.discard_selected():
            self.knock()

    def _on_pile_clicked(self, pile: PileItem) -> None:
        """A click on the stock draws from it; on the discard pile, takes its top card (the
        upcard during the offer), or says why that may not be done now."""
        if pile is self.scene.stock:
            self.draw_stock()
        elif pile is self.scene.discard:
            self.take_upcard()

    # --- commands (buttons and keys) -----------------------------------------------------

    def select(self, card: Card | None) -> None:
        """Select ``card`` in the hand (None: no selection)."""
        if card is not None and card not in self.layout:
            return
        if card != self._selected:
            self._selected = card
            if card != self.layout.passing:  # a card stepped into a group joins it now
                self.layout.end_passing()
            self._show_hand()
            if card is not None:
                self.message.emit(words.selected_text(card))

    def select_step(self, step: int) -> None:
        """Move the selection ``step`` cards to the right (negative: left)."""
        cards = self.layout.cards
        if not cards:
            return
        if self._selected not in cards:
            self.select(cards[0] if step > 0 else cards[-1])
            return
        assert self._selected is not None
        index = max(0, min(len(cards) - 1, cards.index(self._selected) + step))
        self.select(cards[index])

    def move_selected(self, steps: int) -> bool:
        """Move the selected card ``steps`` places along the hand (into the next group, a
        gap of its own, along inside a group: the places a drag sweeps); False at an end or
        with nothing selected."""
        card = self._selected
        if card is None:
            self.message.emit(words.select_first())
            return False
        self._remember_order()
        if not self.layout.step(card, steps):
            self._reorders.pop()
            return False
        self._show_hand()
        self.order_changed.emit()
        return True

    def draw_stock(self) -> bool:
        """Draw the top card of the stock (False if not legal now)."""
        return self._play(DrawStock())

    def take_upcard(self) -> bool:
        """Take the upcard during the offer, or the top of the discard pile on a turn (else
        say why not)."""
        snapshot = self.snapshot()
        action = snapshot.take_action()
        if action is None:
            offer = snapshot.phase is Phase.UPCARD_OFFER
            self._refuse(TakeUpcard() if offer else TakeDiscard())
            return False
        return self._play(action)

    def pass_upcard(self) -> bool:
        """Pass: the first upcard, or the last discard at the wall."""
        return self._play(Pass())

    def discard_selected(self) -> bool:
        """Discard the selected card (a note in the status line if none is)."""
        card = self._selected
        if card is None:
            self.message.emit(words.select_first())
            return False
        return self._play(Discard(card))

    def knock(self) -> bool:
        """Knock with the selected card if it may knock, else with the best one."""
        card = self.knock_choice()
        return card is not None and self._play(Knock(card))

    def gin(self) -> bool:
        """Declare big gin, or knock with the card that leaves no deadwood."""
        action = self.gin_action()
        return action is not None and self._play(action, gin=True)

    def lay_off(self) -> bool:
        """As the defender at the showdown: lay off and score the hand."""
        return self._play(LayOff())

    def next_hand(self) -> bool:
        """Deal the next hand once this one is over."""
        return self.match.next_hand()

    def sort_by_rank(self) -> None:
        """Order the hand aces first, kings last."""
        self._remember_order()
        self.layout.sort_by_rank()
        self._show_hand()
        self.order_changed.emit()

    def sort_by_suit(self) -> None:
        """Order the hand by suit, each from the ace up."""
        self._remember_order()
        self.layout.sort_by_suit()
        self._show_hand()
        self.order_changed.emit()

    def arrange_melds(self) -> None:
        """Put the suggested melds first; the rest keeps its order."""
        self._remember_order()
        self.layout.arrange_melds()
        self._show_hand()
        self.order_changed.emit()

    def _play(self, action: Action, gin: bool = False) -> bool:
        """Play ``action``; when it is refused, say why in the status line."""
        if self.match.play(self._as_played(action, gin)):
            return True
        self._refuse(action)
        return False

    def _as_played(self, action: Action, gin: bool = False) -> Action:
        """A knock lays out the user's own melds when the engine allows them (for ``gin``,
        only when they leave no deadwood), because the knocker's melds decide what the
        defender may lay off; otherwise the engine's best melds. The knock's message says
        which. Every other action is played as it is."""
        self._knock_note = ""
        if not isinstance(action, Knock) or action.melds is not None:
            return action
        own = self.layout.without(action.card)
        mine = Knock(action.card, own.melds)
        if (not gin or own.deadwood_points == 0) and self.match.is_legal(mine):
            self._knock_note = words.own_melds()
            return mine
        self._knock_note = words.best_melds_instead(own.deadwood_points)
        return action

    # --- events -------------------------------------------------------------------------

    def _on_events(self, events: tuple[Event, ...]) -> None:
        self._reorders.clear()  # a move was made: the reorders before it are not Undo's now
        for event in events:
            self._on_event(event)
        self._check_table()
        self._show_hand()
        self._caption_piles()

    def _caption_piles(self) -> None:
        count = len(self.scene.stock.cards)
        self.scene.stock.set_caption(words.stock_caption(count))
        self._stock_counted = True

    _stock_counted = False
    """Whether the stock's caption counts its cards (from the first events on)."""

    def _on_event(self, event: Event) -> None:
        moves = self.moves
        match event:
            case DealerChosen():
                self._on_cut(event)
            case HandDealt():
                self._on_dealt(event)
            case UpcardTaken() | DiscardTaken():
                self._into_hand(event.seat, moves.take_from_pile(event.card))
            case StockDrawn():
                card = event.card if event.seat == Seat.USER else None
                self._into_hand(event.seat, moves.take_from_stock(card))
            case CardDiscarded():
                self._on_discarded(event)
            case UpcardPassed():
                if event.seat == Seat.OPPONENT:
                    self.message.emit(words.upcard_passed())
            case WallReached():
                self.message.emit(words.wall_reached())
            case Knocked():
                self._on_knocked(event)
            case ShowdownSettled():
                self._on_settled(event)
            case HandEnded():
                self._on_hand_ended(event)
            case GameOver():
                self._on_game_over(event)

    def _on_cut(self, event: DealerChosen) -> None:
        mine, theirs = event.cuts[-2], event.cuts[-1]
        self.message.emit(words.cut_text(mine, theirs, event.dealer == Seat.USER))

    def _on_dealt(self, event: HandDealt) -> None:
        self.results.clear()
        self._selected = None
        self.layout.clear()
        self.layout.set_runs_only(self.match.game.rules.runs_only)
        self.moves.gather()
        self.layout.reconcile(event.hands[Seat.USER])
        dealt = self.moves.deal(event.dealer, self.layout.cards, event.upcard)
        self._sync_hand_pile()
        self.moves.animate_deal(dealt)
        if self.match.game.rules.oklahoma and self.scene.busy:
            # the upcard that sets the limit is still face down on its way: say the limit when
            # it has turned (the table at rest), not before
            self._knock_limit_due = event.knock_limit
            self.scene.knock.set_caption(words.knock_caption_pending())
        else:
            self._caption_knock(event.knock_limit)
        self.message.emit(words.dealt_text(event.number, event.dealer == Seat.USER))

    _knock_limit_due: int | None = None
    """An Oklahoma hand's knock limit, to be shown once the upcard that sets it has turned."""

    def _show_knock_limit(self) -> None:
        limit, self._knock_limit_due = self._knock_limit_due, None
        if limit is not None:
            self._caption_knock(limit)

    _knock_limit: int | None = None
    """The knock limit the knock area's caption shows (None: the caption as built)."""

    def _caption_knock(self, limit: int) -> None:
        self._knock_limit = limit
        self.scene.knock.set_caption(words.knock_caption(limit),
                                     words.knock_caption_spoken(limit))

    # --- the language -------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every word the table shows, in the language installed now (the window calls it on
        ``QEvent.LanguageChange``): the piles' captions (the stock's count, the knock limit,
        or the limit still to come), the showdown's groups, the banner, then the tip and the
        commands' words, from a snapshot built again and told (``snapshot_changed``) even
        though the table did not change."""
        self.scene.caption_piles()
        if self._stock_counted:
            self._caption_piles()
        if self._knock_limit_due is not None:
            self.scene.knock.set_caption(words.knock_caption_pending())
        elif self._knock_limit is not None:
            self._caption_knock(self._knock_limit)
        self.results.retranslate()
        self._snapshot = None
        self.snapshot()

    def _into_hand(self, seat: int, item: CardItem) -> None:
        """A card drawn or taken goes into ``seat``'s hand; the user's where it was dropped,
        else at the right-hand end."""
        self.moves.into_hand(seat, item)
        if seat != Seat.USER:
            return
        self.layout.reconcile(_cards_of(self.scene.hands[Seat.USER]))
        if self._insert_at is not None and item.card is not None:
            self.layout.place(item.card, self._insert_at, arriving=True)
        self._insert_at = None
        self._sync_hand_pile()
        self.moves.arrive(item, True)

    def _on_discarded(self, event: CardDiscarded) -> None:
        if self._selected == event.card:
            self._selected = None
        self.moves.discard(event.seat, event.card)
        if event.seat == Seat.USER:  # the status line said "Selected the …" of this card
            self.layout.reconcile(_cards_of(self.scene.hands[Seat.USER]))
            self.message.emit(words.you_discard(event.card))
        else:
            self.message.emit(words.computer_discards(event.card))

    def _on_knocked(self, event: Knocked) -> None:
        self._selected = None
        self.moves.knock(event.seat, event.card, event.arrangement)
        if event.seat == Seat.USER:
            self.layout.reconcile(())
        note, self._knock_note = self._knock_note, ""
        points = event.arrangement.deadwood_points
        self.message.emit(
            words.knocked_text(event.seat == Seat.USER, points, event.is_gin, event.is_big_gin,
                               note)
        )

    def _on_settled(self, event: ShowdownSettled) -> None:
        self.moves.settle(event.defender, event.settlement)
        if event.defender == Seat.USER:
            self.layout.reconcile(())
        laid = [lay.card for lay in event.settlement.layoffs]
        if laid:
            self.message.emit(words.laid_off_text(event.defender == Seat.USER, laid))

    def _on_hand_ended(self, event: HandEnded) -> None:
        self.message.emit(self.results.hand_ended(event, self.match.game.rules))

    def _on_game_over(self, event: GameOver) -> None:
        self.message.emit(self.results.game_over(event, self.match.game.rules))

    # --- the user's hand ----------------------------------------------------------------

    def _sync_hand_pile(self) -> None:
        """Order and group the hand pile as the layout says; mark the melds, the selection."""
        hand = self.scene.hands[Seat.USER]
        by_card = {item.card: item for item in hand.cards if item.card is not None}
        hand.reorder([by_card[card] for card in self.layout.cards])
        hand.set_groups([[by_card[card] for card in group] for group in self.layout.groups])
        self._mark_hand(hand)

    def _mark_hand(self, hand: HandPile) -> None:
        view = self.snapshot().view
        blocked = None
        if view is not None and view.phase is Phase.DISCARD and view.actor == Seat.USER:
            blocked = view.may_not_discard
        for item in hand.cards:
            card = item.card
            if card is None:
                continue
            colour = meld_colour(self.layout.meld_index(card))
            if colour is None and self.layout.in_unfinished_group(card):
                colour = UNFINISHED_GROUP_COLOUR
            item.set_meld_colour(colour)
            item.set_lifted(card == self._selected)
            item.set_dimmed(card == blocked)

    def _show_hand(self) -> None:
        """Lay the hand out again (animated) and tell the panel."""
        if self._selected not in self.layout:
            self._selected = None
        self._sync_hand_pile()
        self.scene.hands[Seat.USER].layout(self._move_ms, skip=self.scene.dragging)
        self.hand_changed.emit()

    def _check_table(self) -> None:
        """Check the table against the engine outside the deal and the showdown; if they ever
        disagree (a bug), log it, count it in ``desyncs`` and lay the table out from the view."""
        view = self.snapshot().view
        if view is None or view.phase in (Phase.CUT, Phase.DEAL) or view.knocker is not None:
            return
        if not self.moves.matches(view):
            self.desyncs += 1
            _log.warning("the table disagreed with the engine; laying it out again")
            self.layout.reconcile(view.hand)
            self.moves.rebuild(view, self.layout.cards)
            self._sync_hand_pile()

    def refresh(self) -> None:
        """Re-mark the hand after a phase or actor change (e.g. the card that may not go)."""
        if self.scene.hands[Seat.USER].cards:
            self._sync_hand_pile()
        self.hand_changed.emit()

    def _remember_order(self) -> None:
        """A reorder is about to be made: keep the groups as they are, for Undo."""
        self._reorders.append(self.layout.shape)
        del self._reorders[:-MAX_REORDERS_KEPT]

    @property
    def order_before(self) -> HandShape | None:
        """The hand's groups before the user's last reorder, while no move was made since
        (what Undo puts back); None otherwise."""
        return self._reorders[-1] if self._reorders else None

    @property
    def hand_shape(self) -> HandShape:
        """The user's groups of the hand as they are on the table (saved with the match)."""
        return self.layout.shape

    @property
    def reordered(self) -> bool:
        """True when the user reordered the hand since the last action."""
        return bool(self._reorders)

    @contextlib.contextmanager
    def instantly(self) -> Iterator[None]:
        """Put cards in place without animating them (a resume, a move taken back)."""
        kept = self._move_ms
        self.set_move_ms(0)
        try:
            yield
        finally:
            self.set_move_ms(kept)

    def undo_reorder(self) -> bool:
        """Put back the groups before the last reorder (each Undo one reorder further back,
        to the last move); False if there are none to put back."""
        while self._reorders:
            shape = self._reorders.pop()
            if shape != self.layout.shape and self.layout.follow(shape):
                self._show_hand()
                self.order_changed.emit()
                return True
        return False

    def restore_order(self, shape: HandShape) -> None:
        """Show the hand in a saved ``shape``, fitted to the cards held (``fitted_to``: a
        shape of another hand, or none, is ignored)."""
        fitted = shape.fitted_to(self.layout.cards)
        if fitted is not None and self.layout.follow(fitted):
            self._show_hand()

    def relayout_all(self) -> None:
        """Put every card in its place at once (after the table was resized)."""
        for pile in self.scene.piles():
            pile.layout()
        self.results.recentre()


def table_tip(snapshot: TableSnapshot) -> str:
    """The tip for the user's move now, in the first :data:`TIP_HANDS` hands of a match; ""
    on the computer's turn, while cards move, and later in the match."""
    view = snapshot.view
    if view is None or view.hand_number > TIP_HANDS or snapshot.turn is not Turn.USER:
        return ""
    if not snapshot.legal:
        return ""
    return words.tip_text(view.phase, snapshot.take_action() is not None,
                          snapshot.knock_card is not None,
                          snapshot.gin_action is not None,
                          lambda command_id: command(command_id).shortcut)


def _cards_of(pile: PileItem) -> list[Card]:
    return [item.card for item in pile.cards if item.card is not None]


def _same_key(key: tuple[object, ...], other: tuple[object, ...]) -> bool:
    """Whether two snapshot keys are the same: the game by identity, the rest by value."""
    return bool(other) and key[0] is other[0] and key[1:] == other[1:]
