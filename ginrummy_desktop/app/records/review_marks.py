"""A match's review on its replay: each marked decision at its step of the Hand history.

The review window (``widgets/review_dialog.py``) values a match's finished hands and keeps the
review (``review_store.py``); the Hand history (``widgets/replay_dialog.py``) shows it on the
replay: each marked decision's verdict after its line of the move list, and at its step the
best move beside the move made. This module is the part of that with no widget:

* :data:`REVIEW_SETTINGS` and :data:`BOTH_SEATS`, how the review window reviews a match (your
  decisions, or the computer's too on request), so a review it kept is found again:
  :func:`stored_review` looks a match up under both, the fuller first (both seats valued hold
  your decisions as well, valued the same: a decision's seed does not depend on the seats).
* :class:`MatchReview`, a review together with the actions of the part of the match it
  reviewed (its finished hands), which tells whether it is the review of a match shown
  (:meth:`MatchReview.fits`: that part is where the match shown starts).
* :func:`step_marks`: where each marked decision of a hand is among the hand's steps, and its
  words. ``records/replay.py`` makes one step a move from the hand's deal (step 0 is the deal,
  at the hand's ``start`` in the match's actions), so the move at action ``i`` is step
  ``i - start``, the table just after it: the move made is on the table (ringed), and the best
  move is shown beside it. Only the showdown makes several steps of one action (a lay-off a
  step), and it comes after every decision of its hand. A decision whose place does not fit the
  hand (a hand-edited review) is left out.

The card of the best move (:attr:`StepMark.better`) is the card it throws (a discard, or a
knock's face-down card), or for a take the card on the pile, still there at the step since
the move made did not take it; a draw from the stock, a pass and big gin have none, and are
told in words alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from ...ai.review import DecisionKind, DecisionReview, HandReview, Mark, ReviewSettings
from ...engine import Action, Card, Discard, Game, Knock, RuleSet, TakeDiscard, TakeUpcard
from ..seats.seat import Seat
from ..words.review import verdict_line, verdict_sentence, verdict_spoken
from .replay import HandReplay, Step
from .review_export import ReviewedMatch, finished_part, move_contexts
from .review_store import ReviewStore, review_key

__all__ = [
    "BOTH_SEATS",
    "REVIEW_SETTINGS",
    "MatchReview",
    "StepMark",
    "better_card",
    "decision_index",
    "step_marks",
    "stored_review",
]

REVIEW_SETTINGS = ReviewSettings(seats=frozenset({Seat.USER}))
"""How the review window reviews a match: the review's own defaults, your decisions valued (the
luck is both sides' whatever the seats). *Value the computer's decisions too* adds the
computer's seat (:data:`BOTH_SEATS`): the work of the decisions doubles, and the summary rates
it too."""
BOTH_SEATS = frozenset({Seat.USER, Seat.OPPONENT})


@dataclass(frozen=True, slots=True)
class MatchReview:
    """The review ``hands`` (in hand order, perhaps fewer than the part holds while a review
    runs) of the match whose finished part is ``actions`` under ``rules``, with ``seats``
    whose decisions were valued."""

    rules: RuleSet
    actions: tuple[Action, ...]
    hands: tuple[HandReview, ...]
    seats: frozenset[int]

    def fits(self, game: Game) -> bool:
        """Whether this is a review of ``game``: the same rules, and its actions are where
        ``game``'s start (a match goes on after its review: its finished hands keep their
        numbers and places)."""
        count = len(self.actions)
        return (bool(count) and game.rules == self.rules and len(game.history) >= count
                and game.history[:count] == self.actions)

    @property
    def fullness(self) -> tuple[int, int]:
        """How much the review tells, for choosing between two of a match: the seats valued,
        then the hands."""
        return len(self.seats), len(self.hands)

    def hand(self, number: int) -> HandReview | None:
        """The review of hand ``number``; None when it was not reviewed."""
        return next((hand for hand in self.hands if hand.number == number), None)

    def game(self) -> Game:
        """The part of the match reviewed, as a game (a replay of its actions)."""
        game = Game(self.rules)
        for action in self.actions:
            game.apply(action)
        return game

    def words(self) -> ReviewedMatch:
        """The review as the review window words it (one replay of the part reviewed)."""
        return ReviewedMatch(self.rules, move_contexts(self.rules, self.actions), self.hands)


def stored_review(store: ReviewStore, game: Game) -> MatchReview | None:
    """The review of ``game``'s finished hands kept in ``store`` by the review window: the one
    with both seats valued, else yours alone; None when there is none (never starts one)."""
    part = finished_part(game)
    if part is None:
        return None
    for seats in (BOTH_SEATS, REVIEW_SETTINGS.seats):
        hands = store.load(review_key(part, replace(REVIEW_SETTINGS, seats=seats)))
        if hands is not None:
            return MatchReview(part.rules, part.history, hands, seats)
    return None


@dataclass(frozen=True, slots=True)
class StepMark:
    """A marked decision as the Hand history shows it: ``index``, its step among the hand's
    steps (the table just after the move made); the mark; ``line`` the move list's words after
    the move ("?? Very bad · better: Throw the 4♥ (10.5 points)"), ``verdict`` the table's
    sentence, ``spoken`` the sentence a screen reader is given (cards named in full);
    ``better`` the best move's card on the table at the step (None: told in words alone)."""

    index: int
    decision: DecisionReview
    line: str
    verdict: str
    spoken: str
    better: Card | None

    @property
    def mark(self) -> Mark:
        return self.decision.mark


def decision_index(hand: HandReplay, decision: DecisionReview) -> int | None:
    """The step of ``hand`` just after ``decision``'s move (see the module docstring); None
    when the decision is not one of the hand's moves."""
    index = decision.step - hand.start
    end = hand.end if hand.end is not None else hand.start + len(hand.steps)
    if not hand.start < decision.step < end or not 0 < index < len(hand.steps):
        return None
    if hand.steps[index].seat != decision.seat:
        return None
    return index


def better_card(best: Action, before: Step) -> Card | None:
    """The card of the move ``best``, made at the table ``before`` (the step before the
    decision's): what it throws, or the pile's card it takes; None for a move with no card."""
    match best:
        case Discard(card=card) | Knock(card=card):
            return card
        case TakeDiscard() | TakeUpcard():
            return before.pile[-1] if before.pile else None
    return None


def step_marks(review: MatchReview, hand: HandReplay,
               words: ReviewedMatch | None = None) -> Mapping[int, StepMark]:
    """The marked decisions of ``hand`` in ``review``, by their step's index (none when the
    hand was not reviewed); ``words`` the review's words when made already."""
    reviewed = review.hand(hand.number)
    if reviewed is None:
        return {}
    said = words if words is not None else review.words()
    marks: dict[int, StepMark] = {}
    for decision in reviewed.decisions:
        index = decision_index(hand, decision)
        if decision.mark is Mark.NONE or index is None:
            continue
        if index in marks and marks[index].decision.error >= decision.error:
            continue  # a knock's melds and its card share a step: the dearer verdict shows
        best = said.move_words(decision, decision.best)
        laid_out = decision.kind is DecisionKind.MELDS  # the same card: told in words alone
        marks[index] = StepMark(
            index, decision, verdict_line(decision.mark, best, decision.error),
            verdict_sentence(decision.mark, best, decision.error),
            verdict_spoken(decision.mark, best, decision.error),
            None if laid_out else better_card(decision.best, hand.steps[index - 1]))
    return marks
