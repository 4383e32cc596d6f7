"""Hand history: every step of every hand of a match, with both hands face up, in words.

Pure (no widgets; the words go through Qt's translation, context ``"Replay"``).
:func:`replay_match` replays a match's actions (a :class:`Game`'s ``history``)
through the engine and keeps, after each action, what the table looked like: both hands, the
discard pile, the stock count, the phase, and from the knock on the cards laid on the table. Each
step carries the line the move list shows ("Computer took 7♥ from the pile"); seat 0 is "You",
seat 1 "Computer", or the friend a recorded friend's match was played against. A replay names
the match's own opponent, whoever sits opposite now (``words/opposite.py``, ``recorded``); the
lines the move log borrows from here (a draw, a knock, a lay-off) name the friend sitting
opposite, each a whole sentence of its own.

Subtleties:

* A hand's steps start with the deal (the cut is not a step: it belongs to no hand; it is kept in
  :attr:`MatchReplay.cut`). A redeal after a dead hand is a hand of its own, with its own number.
* The engine plays the defender's showdown as one action (:class:`LayOff`). The replay splits it
  into one step per card laid off (the defender's hand shrinks, the knocker's meld grows), then
  a last step with the score; with nothing to lay off there is one step saying so.
* A knock's discard goes face down, not on the pile: the pile does not change at a knock.
* Only a *finished* hand (``HandReplay.finished``) may be shown to the player: the steps of the
  hand in play would show the computer's cards. The model builds it (the table needs nothing
  from it), and the viewer leaves it out.
* ``actions`` must replay (a history the engine produced or a record it loaded);
  :class:`IllegalActionError` otherwise.

Cost: one engine replay plus a snapshot per action (two sorted hands, the pile): a match of
500 actions takes a few tens of milliseconds (``benchmarks/replay_speed.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QCoreApplication

from ...engine import (
    Action,
    BigGin,
    Card,
    CardDiscarded,
    Cut,
    Deal,
    DiscardTaken,
    DrawStock,
    Event,
    Game,
    HandEnded,
    HandResult,
    Knock,
    Knocked,
    LaidOffCard,
    LayOff,
    Meld,
    Outcome,
    Pass,
    Phase,
    RuleSet,
    Settlement,
    ShowdownSettled,
    StockDrawn,
    TakeDiscard,
    TakeUpcard,
    UpcardTaken,
    WallReached,
)
from ...marks import QT_TRANSLATE_NOOP
from ..seats.seat import Seat
from ..words import opposite
from ..words.cards import card_text
from ..words.results import hand_breakdown, score_line

__all__ = [
    "HandReplay",
    "KnockTable",
    "MatchReplay",
    "Step",
    "actor_name",
    "hand_start_text",
    "laid_off_text",
    "replay_game",
    "replay_match",
]



def _by_seat(seat: int, user: str, computer: str) -> str:
    """``user``'s sentence for the user's seat, ``computer``'s for the computer's (each a
    whole sentence, translated as such: the verb may agree with the subject)."""
    return user if seat == Seat.USER else computer


def _said(seat: int, user: str, computer: str, friends: str, /, **values: object) -> str:
    """The seat's whole sentence, its placeholders filled with ``values``: the user's, or the
    opponent's: the computer's, or while a friend sits opposite the friend's (``{friend}``,
    ``words/opposite.py``). As with :func:`_by_seat`, each is translated as a whole."""
    if seat == Seat.USER:
        return user.format(**values) if values else user
    return opposite.sentence(computer, friends, **values)


def actor_name(seat: int) -> str:
    """"You" or "Computer", as a move-list line starts (a label on its own: the sentences
    themselves are whole, see :func:`move_text`)."""
    return _by_seat(seat, QCoreApplication.translate("Replay", "You"),
                    QCoreApplication.translate("Replay", "Computer"))


def hand_start_text(number: int, dealer: int) -> str:
    """ "Hand 3: the computer deals", the line of a deal."""
    return _said(
        dealer,
        QCoreApplication.translate("Replay", "Hand {number}: you deal"),
        QCoreApplication.translate("Replay", "Hand {number}: the computer deals"),
        QCoreApplication.translate("Replay", "Hand {number}: {friend} deals"),
        number=number)


@dataclass(frozen=True, slots=True)
class KnockTable:
    """The knock on the table: the knocker's melds and deadwood, the defender's cards laid off
    so far (onto the knocker's meld of index ``onto``), and once the defender has finished,
    the settlement (the defender's own arrangement, the points)."""

    knocker: int
    melds: tuple[Meld, ...]
    deadwood: tuple[Card, ...]
    laid_off: tuple[LaidOffCard, ...] = ()
    settlement: Settlement | None = None

    @property
    def defender(self) -> int:
        return 1 - self.knocker

    def laid_onto(self, meld: int) -> tuple[Card, ...]:
        """The cards laid off onto the knocker's meld ``meld`` so far."""
        return tuple(lay.card for lay in self.laid_off if lay.onto == meld)


@dataclass(frozen=True, slots=True)
class Step:
    """The table after one move. ``hands`` are indexed by seat (sorted by suit, then rank);
    ``pile`` is bottom first (its last card the upcard); ``moved`` the card the move took,
    drew, threw or laid off (None for a pass or a score); ``result`` and ``details`` are set on
    a hand's last step (the result line is ``text``); ``actor`` is the seat to move next (None
    once the hand is over; the defender during the lay-offs)."""

    text: str
    seat: int | None
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]
    pile: tuple[Card, ...]
    stock: int
    phase: Phase
    moved: Card | None = None
    knock: KnockTable | None = None
    result: HandResult | None = None
    details: tuple[str, ...] = ()
    actor: int | None = None


@dataclass(frozen=True, slots=True)
class HandReplay:
    """One hand: its number and dealer, its steps (the first is the deal), and where it lies
    in the match's actions: ``start`` is the index of its Deal, ``end`` the index just after
    its last action (None while the hand is in play). ``score`` is the running score after it."""

    number: int
    dealer: int
    steps: tuple[Step, ...]
    start: int
    end: int | None
    result: HandResult | None
    score: str = ""

    @property
    def finished(self) -> bool:
        return self.result is not None

    @property
    def deal(self) -> Step:
        return self.steps[0]

    @property
    def title(self) -> str:
        """ "Hand 3 · you dealt · Gin! You score 41", for the hand chooser."""
        if self.result is None:
            text = _by_seat(
                self.dealer,
                QCoreApplication.translate("Replay", "Hand {number} · you dealt · in play"),
                QCoreApplication.translate("Replay",
                                           "Hand {number} · the computer dealt · in play"),
            )
            return text.format(number=self.number)
        text = _by_seat(
            self.dealer,
            QCoreApplication.translate("Replay", "Hand {number} · you dealt · {outcome}"),
            QCoreApplication.translate("Replay", "Hand {number} · the computer dealt · {outcome}"),
        )
        return text.format(number=self.number, outcome=self.steps[-1].text)


@dataclass(frozen=True, slots=True)
class MatchReplay:
    """Every hand of a match (the last one may be in play) and the cut for the first deal."""

    rules: RuleSet
    hands: tuple[HandReplay, ...]
    cut: tuple[Card, ...] = ()
    actions: tuple[Action, ...] = ()

    @property
    def finished_hands(self) -> tuple[HandReplay, ...]:
        """The hands that may be shown (see the module docstring)."""
        return tuple(hand for hand in self.hands if hand.finished)

    def hand(self, number: int) -> HandReplay:
        """The hand numbered ``number``; KeyError when there is none."""
        for hand in self.hands:
            if hand.number == number:
                return hand
        raise KeyError(number)


def replay_game(game: Game) -> MatchReplay:
    """:func:`replay_match` of ``game``'s rules and history."""
    return replay_match(game.rules, game.history)


def replay_match(rules: RuleSet, actions: Sequence[Action],
                 against: str | None = None) -> MatchReplay:
    """Replay ``actions`` under ``rules`` and keep every hand's steps (module docstring),
    worded as a match against the friend named ``against``, or the computer (None), whoever
    sits opposite now."""
    with opposite.recorded(against):
        return _replayed(rules, actions)


def _replayed(rules: RuleSet, actions: Sequence[Action]) -> MatchReplay:
    game = Game(rules)
    hands: list[HandReplay] = []
    builder: _HandBuilder | None = None
    cut: tuple[Card, ...] = ()
    for index, action in enumerate(actions):
        seat = game.actor
        events = game.apply(action)
        if isinstance(action, Cut):
            cut = action.cards or ()
            continue
        if isinstance(action, Deal):
            if builder is not None:  # pragma: no cover - the engine deals only after a hand
                hands.append(builder.build(None, rules))
            builder = _HandBuilder(game, index)
            continue
        assert builder is not None and seat is not None, "a move before any deal"
        builder.add(game, seat, action, events)
        ended = next((e for e in events if isinstance(e, HandEnded)), None)
        if ended is not None:
            builder.end = index + 1
            hands.append(builder.build(ended, rules, game.phase))
            builder = None
    if builder is not None:
        hands.append(builder.build(None, rules))
    return MatchReplay(rules, tuple(hands), cut, tuple(actions))


def _snapshot(game: Game, text: str, seat: int | None, moved: Card | None = None,
              knock: KnockTable | None = None) -> Step:
    view = game.view(Seat.USER)
    return Step(
        text=text,
        seat=seat,
        hands=(game.hand_of(Seat.USER), game.hand_of(Seat.OPPONENT)),
        pile=view.discard_pile,
        stock=view.stock_size,
        phase=view.phase,
        moved=moved,
        knock=knock,
        actor=view.actor,
    )


class _HandBuilder:
    """The steps of the hand being replayed (private: a mutable helper of replay_match)."""

    def __init__(self, game: Game, start: int) -> None:
        view = game.view(Seat.USER)
        self.number = view.hand_number
        self.dealer = view.dealer if view.dealer is not None else 0
        self.start = start
        self.end: int | None = None
        self.knock: KnockTable | None = None
        text = hand_start_text(self.number, self.dealer)
        self.steps: list[Step] = [_snapshot(game, text, None)]

    def add(self, game: Game, seat: int, action: Action, events: tuple[Event, ...]) -> None:
        if isinstance(action, LayOff):
            settled = next(e for e in events if isinstance(e, ShowdownSettled))
            self._add_showdown(seat, settled.settlement)
            return
        if isinstance(action, Knock | BigGin):
            knocked = next(e for e in events if isinstance(e, Knocked))
            arrangement = knocked.arrangement
            self.knock = KnockTable(seat, arrangement.melds, arrangement.deadwood)
            text = knock_text(seat, knocked)
            self.steps.append(_snapshot(game, text, seat, knocked.card, self.knock))
            return
        text, moved = move_text(seat, action, events)
        self.steps.append(_snapshot(game, text, seat, moved, self.knock))

    def _add_showdown(self, defender: int, settlement: Settlement) -> None:
        """One step per card laid off (the defender's cards shrink, the knocker's melds grow),
        or one step saying that nothing was laid off."""
        knock, last = self.knock, self.steps[-1]
        assert knock is not None, "a lay-off without a knock"
        if not settlement.layoffs:
            gin = settlement.outcome in (Outcome.GIN, Outcome.BIG_GIN)
            self.steps.append(replace(last, text=nothing_laid(defender, gin),
                                      seat=defender, moved=None))
            return
        hand = last.hands[defender]
        laid: list[LaidOffCard] = []
        for lay in settlement.layoffs:
            laid.append(lay)
            hand = tuple(c for c in hand if c != lay.card)
            hands = (hand, last.hands[1]) if defender == 0 else (last.hands[0], hand)
            self.knock = replace(knock, laid_off=tuple(laid))
            self.steps.append(replace(last, text=laid_off_text(defender, card_text(lay.card)),
                                      seat=defender, hands=hands, moved=lay.card,
                                      knock=self.knock))

    def build(self, ended: HandEnded | None, rules: RuleSet, phase: Phase = Phase.HAND_OVER,
              ) -> HandReplay:
        if ended is None:
            return HandReplay(self.number, self.dealer, tuple(self.steps), self.start, None, None)
        result = ended.result
        breakdown = hand_breakdown(result, rules)
        last = self.steps[-1]
        knock = self.knock
        if knock is not None and result.settlement is not None:
            knock = replace(knock, settlement=result.settlement)
        self.steps.append(replace(
            last, text=breakdown.title, seat=None, moved=None, knock=knock, result=result,
            details=breakdown.lines, phase=phase, actor=None,
        ))
        return HandReplay(self.number, self.dealer, tuple(self.steps), self.start, self.end,
                          result, score_line(ended.sheet, rules))


def nothing_laid(seat: int, gin: bool) -> str:
    """The defender's line (``seat``: the defender's) when nothing is laid off."""
    if gin:
        return _said(
            seat,
            QCoreApplication.translate("Replay",
                                       "You laid out the melds (no lay-offs against gin)"),
            QCoreApplication.translate("Replay",
                                       "Computer laid out the melds (no lay-offs against gin)"),
            QCoreApplication.translate("Replay",
                                       "{friend} laid out the melds (no lay-offs against gin)"),
        )
    return _said(seat, QCoreApplication.translate("Replay", "You had nothing to lay off"),
                 QCoreApplication.translate("Replay", "Computer had nothing to lay off"),
                 QCoreApplication.translate("Replay", "{friend} had nothing to lay off"))


def laid_off_text(seat: int, cards: str) -> str:
    """ "Computer laid off 5♥" (``cards``: one card, or several as the caller lists them)."""
    return _said(seat, QCoreApplication.translate("Replay", "You laid off {cards}"),
                 QCoreApplication.translate("Replay", "Computer laid off {cards}"),
                 QCoreApplication.translate("Replay", "{friend} laid off {cards}"), cards=cards)


def knock_text(seat: int, knocked: Knocked) -> str:
    """The knock's line: big gin, gin or a knock with its deadwood, and the face-down discard
    (there is one but for big gin)."""
    if knocked.is_big_gin:
        return _said(seat, QCoreApplication.translate("Replay", "You went big gin"),
                     QCoreApplication.translate("Replay", "Computer went big gin"),
                     QCoreApplication.translate("Replay", "{friend} went big gin"))
    card = card_text(knocked.card)
    if knocked.is_gin:
        return _said(
            seat,
            QCoreApplication.translate("Replay", "You went gin (discarding {card})"),
            QCoreApplication.translate("Replay", "Computer went gin (discarding {card})"),
            QCoreApplication.translate("Replay", "{friend} went gin (discarding {card})"),
            card=card)
    return _said(
        seat,
        QCoreApplication.translate("Replay",
                                   "You knocked with {deadwood} deadwood (discarding {card})"),
        QCoreApplication.translate("Replay",
                                   "Computer knocked with {deadwood} deadwood (discarding {card})"),
        QCoreApplication.translate("Replay",
                                   "{friend} knocked with {deadwood} deadwood (discarding {card})"),
        deadwood=knocked.arrangement.deadwood_points, card=card)


def move_text(seat: int, action: Action, events: tuple[Event, ...]) -> tuple[str, Card | None]:
    """The move-list line of a draw, take, pass or discard, and the card it moved (None for a
    pass). The events name the card: a draw's action does not (a stock draw is blind)."""
    for event in events:
        match event:
            case UpcardTaken(card=card) | StockDrawn(card=card) | DiscardTaken(card=card):
                return _marked_by_seat(seat, _TAKES[type(event)], card=card_text(card)), card
            case CardDiscarded(card=card):
                return _discard_text(seat, events, card_text(card)), card
    if isinstance(action, Pass):
        return _pass_text(seat, events), None
    if isinstance(action, DrawStock | TakeDiscard | TakeUpcard):  # pragma: no cover
        raise AssertionError("a draw without its event")
    return f"{actor_name(seat)}: {type(action).__name__}", None  # pragma: no cover - all named


type _Take = UpcardTaken | StockDrawn | DiscardTaken

_TAKES: dict[type[_Take], tuple[str, str, str]] = {
    UpcardTaken: (QT_TRANSLATE_NOOP("Replay", "You took the upcard {card}"),
                  QT_TRANSLATE_NOOP("Replay", "Computer took the upcard {card}"),
                  QT_TRANSLATE_NOOP("Replay", "{friend} took the upcard {card}")),
    StockDrawn: (QT_TRANSLATE_NOOP("Replay", "You drew from the stock: {card}"),
                 QT_TRANSLATE_NOOP("Replay", "Computer drew from the stock: {card}"),
                 QT_TRANSLATE_NOOP("Replay", "{friend} drew from the stock: {card}")),
    DiscardTaken: (QT_TRANSLATE_NOOP("Replay", "You took {card} from the pile"),
                   QT_TRANSLATE_NOOP("Replay", "Computer took {card} from the pile"),
                   QT_TRANSLATE_NOOP("Replay", "{friend} took {card} from the pile")),
}
"""The line of a card taken into a hand, by the event that took it: the user's sentence, the
computer's and a friend's (marked here, translated when shown)."""


def _marked_by_seat(seat: int, sentences: tuple[str, str, str], **values: object) -> str:
    """The seat's sentence of a (user's, computer's, friend's) triple marked with
    ``QT_TRANSLATE_NOOP``, translated, its placeholders filled with ``values``."""
    user, computer, friends = (QCoreApplication.translate("Replay", s) for s in sentences)
    return _said(seat, user, computer, friends, **values)


def _discard_text(seat: int, events: tuple[Event, ...], card: str) -> str:
    """A discard's line, of ``card``: the discard that brings the stock down to its last two
    cards (the wall) says so."""
    if any(isinstance(e, WallReached) for e in events):
        return _said(
            seat,
            QCoreApplication.translate(
                "Replay", "You discarded {card} (two cards left in the stock: the wall)"),
            QCoreApplication.translate(
                "Replay", "Computer discarded {card} (two cards left in the stock: the wall)"),
            QCoreApplication.translate(
                "Replay", "{friend} discarded {card} (two cards left in the stock: the wall)"),
            card=card)
    return _said(
        seat, QCoreApplication.translate("Replay", "You discarded {card}"),
        QCoreApplication.translate("Replay", "Computer discarded {card}"),
        QCoreApplication.translate("Replay", "{friend} discarded {card}"), card=card)


def _pass_text(seat: int, events: tuple[Event, ...]) -> str:
    """A pass's line: a pass that ends the hand is the pass at the wall (no score), any other
    passes the upcard."""
    if any(isinstance(e, HandEnded) for e in events):
        return _said(
            seat, QCoreApplication.translate("Replay", "You passed at the wall"),
            QCoreApplication.translate("Replay", "Computer passed at the wall"),
            QCoreApplication.translate("Replay", "{friend} passed at the wall"))
    return _said(
        seat, QCoreApplication.translate("Replay", "You passed the upcard"),
        QCoreApplication.translate("Replay", "Computer passed the upcard"),
        QCoreApplication.translate("Replay", "{friend} passed the upcard"))
