"""A match's review in words and in a file (``records/review_export.py``, ``words/review.py``):
the rows say what the review says (the summary is ``seat_totals``, the steps are the Hand
history's), the moves are worded as instructions (a knock leaving no deadwood is gin), the
text and HTML exports hold every decision, the HTML escaped, and only finished hands are
reviewed."""

from __future__ import annotations

import html
from pathlib import Path

import pytest
from save_helpers import played_save

from ginrummy_desktop.ai.rating import rating_of
from ginrummy_desktop.ai.review import (
    DecisionKind,
    DecisionReview,
    HandReview,
    LuckMark,
    Mark,
    ReviewSettings,
    review_hand,
    seat_totals,
)
from ginrummy_desktop.app.records.replay import replay_game
from ginrummy_desktop.app.records.review_export import (
    ExportFormat,
    ReviewedMatch,
    decision_rows,
    draw_rows,
    finished_part,
    format_of,
    review_html,
    review_text,
    running_values,
    summary_rows,
    write_review,
)
from ginrummy_desktop.app.settings.names import difficulty_name
from ginrummy_desktop.app.words.cards import card_text
from ginrummy_desktop.app.words.review import (
    luck_name,
    mark_name,
    mark_sign,
    move_text,
    points_text,
    rating_sentence,
)
from ginrummy_desktop.engine import (
    FULL_DECK,
    BigGin,
    Card,
    Cut,
    Deal,
    Discard,
    DrawStock,
    Game,
    Knock,
    Meld,
    Outcome,
    Pass,
    Phase,
    RuleSet,
    TakeDiscard,
    TakeUpcard,
    parse_cards,
)

TINY = ReviewSettings(samples=40, close_samples=0, draw_guesses=8, deal_samples=50,
                      seats=frozenset({0, 1}))
"""A quick review (its figures are noisy; the tests check how they are shown, not them)."""


@pytest.fixture(scope="module")
def match() -> Game:
    """Two finished hands and a third in play."""
    save = played_save(5000, seed=13,
                       until=lambda g: len(g.results) >= 2 and g.phase is Phase.DISCARD)
    assert len(save.game.results) == 2 and save.game.phase is Phase.DISCARD
    return save.game


@pytest.fixture(scope="module")
def reviewed(match: Game) -> ReviewedMatch:
    finished = finished_part(match)
    assert finished is not None
    hands = [review_hand(finished.rules, finished.history, n, TINY) for n in (1, 2)]
    return ReviewedMatch.of(finished, hands, label="Current match")


def test_only_the_finished_hands_are_reviewed(match: Game) -> None:
    finished = finished_part(match)
    assert finished is not None and finished is not match
    assert finished.phase is Phase.HAND_OVER and finished.results == match.results
    assert match.history[:len(finished.history)] == finished.history
    assert finished_part(finished) is finished  # nothing to cut
    assert finished_part(played_save(30, seed=13).game) is None  # the first hand in play


def test_the_summary_is_each_seats_totals(reviewed: ReviewedMatch) -> None:
    for row in summary_rows(reviewed):
        totals = seat_totals(reviewed.hands, row.seat)
        assert row.totals == totals
        assert row.level == int(rating_of(totals.error_rate))
        assert row.cells == (
            ("You", "Computer")[row.seat], str(totals.decisions),
            *(str(count) for count in totals.marks),
            points_text(totals.error_rate, signed=False, decimals=2), difficulty_name(row.level),
            points_text(totals.luck), points_text(float(totals.result)),
            points_text(totals.adjusted))
        assert row.spoken.startswith(row.cells[0] + ": ")
    you, computer = summary_rows(reviewed)
    assert you.totals.result == -computer.totals.result


def test_a_seat_without_decisions_is_not_rated(reviewed: ReviewedMatch) -> None:
    mine_only = tuple(HandReview(h.number, tuple(d for d in h.decisions if d.seat == 0),
                                 h.draws, h.deal, h.result) for h in reviewed.hands)
    _you, computer = summary_rows(reviewed, mine_only)
    assert computer.level is None and computer.cells[1:7] == ("–",) * 6
    assert computer.cells[7] != "–"  # its luck is measured all the same
    assert "not rated" in rating_sentence(1, None)


def test_a_step_is_numbered_as_the_hand_history_numbers_it(match: Game,
                                                           reviewed: ReviewedMatch) -> None:
    replay = replay_game(match)
    for hand in reviewed.hands:
        steps = replay.hand(hand.number).steps
        for decision in hand.decisions:
            shown = steps[reviewed.step_number(decision.step) - 1]  # "Step n" is steps[n - 1]
            assert shown.seat == decision.seat
        for row in draw_rows(reviewed, hand)[2:]:
            assert steps[row.step - 1].seat == row.seat
            assert "stock" in steps[row.step - 1].text


def test_the_rows_hold_every_decision_and_draw(reviewed: ReviewedMatch) -> None:
    for hand in reviewed.hands:
        rows = decision_rows(reviewed, hand)
        assert [row.decision for row in rows] == list(hand.decisions)
        for row in rows:
            assert row.cells[5] == points_text(row.decision.error, signed=False)
            if row.mark is Mark.NONE:
                assert row.cells[6] == ""
            else:
                assert row.cells[6] == f"{mark_sign(row.mark)} {mark_name(row.mark)}"
                assert row.spoken.endswith(f" points, {mark_name(row.mark)}.")
            assert "♣" not in row.spoken and "♦" not in row.spoken  # cards named in full
        draws = draw_rows(reviewed, hand)
        assert len(draws) == 2 + len(hand.draws)
        assert [row.luck for row in draws[:2]] == [hand.deal[0].luck, hand.deal[1].luck]
        for draw in draws:
            assert draw.cells[4] == luck_name(draw.mark)
    marked = [r for h in reviewed.hands for r in decision_rows(reviewed, h)
              if r.mark is not Mark.NONE]
    assert marked, "the match has marked decisions to show"


def test_a_knock_is_gin_when_it_leaves_no_deadwood(match: Game,
                                                   reviewed: ReviewedMatch) -> None:
    knocks = 0
    for hand, result in zip(reviewed.hands, match.results, strict=True):
        for decision in hand.decisions:
            if isinstance(decision.played, Knock) and decision.kind is not DecisionKind.MELDS:
                knocks += 1
                words = reviewed.move_words(decision, decision.played)
                gin = result.outcome is Outcome.GIN and result.knocker == decision.seat
                assert words.startswith("Gin, throwing") == gin, words
                assert words.startswith("Knock, throwing") != gin, words
    assert knocks


def test_moves_in_words() -> None:
    seven = Card.parse("7d")
    assert move_text(DrawStock()) == "Draw from the stock"
    assert move_text(TakeDiscard(), seven) == "Take the 7♦ from the pile"
    assert move_text(TakeUpcard()) == "Take the upcard"
    assert move_text(Pass()) == "Pass"
    assert move_text(Discard(seven)) == "Throw the 7♦"
    assert move_text(Knock(seven)) == "Knock, throwing the 7♦"
    assert move_text(Knock(seven), gin=True) == "Gin, throwing the 7♦"
    assert move_text(BigGin()) == "Big gin"


def test_points_have_one_decimal_and_a_true_sign() -> None:
    assert points_text(2.54) == "+2.5"
    assert points_text(-3.0) == "−3.0"
    assert points_text(-0.04) == "0.0"  # never "−0.0"
    assert points_text(0.0) == "0.0"
    assert points_text(1.25, signed=False) == "1.2"


def test_marks_and_levels_have_words() -> None:
    assert [mark_sign(m) for m in Mark] == ["", "?!", "?", "??"]
    assert [mark_name(m) for m in Mark] == ["", "Doubtful", "Bad", "Very bad"]
    assert luck_name(LuckMark.VERY_UNLUCKY) == "Very unlucky" and not luck_name(LuckMark.NONE)
    for level in range(1, 6):
        assert difficulty_name(level) in rating_sentence(0, level)
        assert rating_sentence(0, level).startswith("In this match you played")
        assert "the computer played" in rating_sentence(1, level)


def test_the_running_value_ends_at_the_hands_luck_and_error(reviewed: ReviewedMatch) -> None:
    for hand in reviewed.hands:
        points = running_values(reviewed, hand)
        assert points[0].step == 1
        assert [p.step for p in points] == sorted(p.step for p in points)
        assert points[-1].luck == pytest.approx(hand.luck(0) - hand.luck(1))
        assert points[-1].error == pytest.approx(
            sum(d.error for d in hand.decisions if d.seat == 0))
        mine = [d for d in hand.decisions if d.seat == 0 and d.kind is not DecisionKind.MELDS]
        assert points[0].value == hand.deal[0].value
        assert points[-1].value == (mine[-1].played_points if mine else hand.deal[0].value)
        values = {p.step: p.value for p in points}
        assert all(values[reviewed.step_number(d.step)] == d.played_points for d in mine)


def _every_move(reviewed: ReviewedMatch) -> list[tuple[DecisionReview, str, str]]:
    return [(d, reviewed.move_words(d, d.played), reviewed.move_words(d, d.best))
            for hand in reviewed.hands for d in hand.decisions]


def test_the_text_holds_every_hand_and_decision(reviewed: ReviewedMatch) -> None:
    text = review_text(reviewed)
    assert text.startswith("Review of the match: Current match\n")
    lines = text.splitlines()
    for hand in reviewed.hands:
        assert any(line.startswith(f"Hand {hand.number}: ") for line in lines)
    for decision, played, best in _every_move(reviewed):
        step = str(reviewed.step_number(decision.step))
        assert any(line.split()[:1] == [step] and played in line and best in line
                   for line in lines), (step, played)
    assert rating_sentence(0, summary_rows(reviewed)[0].level) in text
    one = review_text(reviewed, only=2)
    assert "Hand 2: " in one and "Hand 1: " not in one


def test_the_page_holds_every_decision_escaped(reviewed: ReviewedMatch) -> None:
    hostile = ReviewedMatch(reviewed.rules, reviewed.contexts, reviewed.hands,
                            ("<b>Ann & co</b>", "Bot"), "<script>alert(1)</script>")
    page = review_html(hostile)
    assert "<script>" not in page and "<b>Ann" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "&lt;b&gt;Ann &amp; co&lt;/b&gt;" in page
    for _decision, played, best in _every_move(hostile):
        assert f"<td>{html.escape(played)}</td>" in page
        assert f"<td>{html.escape(best)}</td>" in page
    marks = sum(1 for d, _p, _b in _every_move(hostile) if d.mark is not Mark.NONE)
    assert page.count("font-weight:bold'><td>") == marks  # each marked row stands out


def test_the_file_is_a_page_or_text_by_its_suffix(tmp_path: Path,
                                                  reviewed: ReviewedMatch) -> None:
    assert format_of(Path("a.HTML")) is ExportFormat.HTML
    assert format_of(Path("a.htm")) is ExportFormat.HTML
    assert format_of(Path("a.txt")) is ExportFormat.TEXT
    assert format_of(Path("review")) is ExportFormat.TEXT
    page, text = tmp_path / "review.html", tmp_path / "review.txt"
    assert write_review(page, reviewed) is ExportFormat.HTML
    assert write_review(text, reviewed) is ExportFormat.TEXT
    assert page.read_text(encoding="utf-8") == review_html(reviewed)
    assert text.read_text(encoding="utf-8") == review_text(reviewed)
    blocked = tmp_path / "a-file"
    blocked.write_text("x", encoding="utf-8")
    with pytest.raises(OSError):
        write_review(blocked / "review.txt", reviewed)


def test_the_melds_a_knock_laid_out_are_told_as_melds() -> None:
    """A knock laid out without its gin: the melds decision says the melds laid out and the
    better ones, not the knock's card (the same in both)."""
    deck = (*parse_cards("As 5c 2s 6c 3s 7c 4s 9s 4c 9h 4h Jd 7d 2d 8d 3h 9d Ks Kc Qh 6d"),)
    rest = tuple(card for card in FULL_DECK if card not in deck)
    laid = (Meld.of(parse_cards("As 2s 3s 4s")), Meld.of(parse_cards("6d 7d 8d 9d")))
    game = Game(RuleSet())
    for action in (Cut(parse_cards("Kc 2c")), Deal((*deck, *rest)), TakeUpcard(),
                   Knock(Card.parse("Kc"), laid)):
        game.apply(action)
    settings = ReviewSettings(samples=20, close_samples=0, draw_guesses=2, deal_samples=10)
    hand = review_hand(game.rules, game.history, 1, settings)
    (melds,) = [d for d in hand.decisions if d.kind is DecisionKind.MELDS]
    words = ReviewedMatch.of(game, (hand,))
    assert words.move_words(melds, melds.played) == "Lay out A♠ 2♠ 3♠ 4♠ · 6♦ 7♦ 8♦ 9♦"
    better = words.move_words(melds, melds.best)
    assert better.startswith("Lay out ")
    assert {meld.strip() for meld in better.removeprefix("Lay out ").split("·")} == {
        "A♠ 2♠ 3♠", "6♦ 7♦ 8♦ 9♦", " ".join(card_text(c) for c in parse_cards("4c 4h 4s"))}
    (row,) = [r for r in decision_rows(words, hand) if r.decision is melds]
    assert row.cells[2] == "Melds" and row.mark is Mark.VERY_BAD
    assert "four of spades" in row.spoken and "♠" not in row.spoken
