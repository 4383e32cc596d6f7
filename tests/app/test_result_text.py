"""The points breakdown: titles and lines for every way a hand and a game can end."""

from __future__ import annotations

from ginrummy_desktop.app.words.results import (
    game_breakdown,
    hand_breakdown,
    score_line,
    seat_name,
    spoken_hand_result,
    spoken_score,
)
from ginrummy_desktop.engine import (
    HandResult,
    Outcome,
    Role,
    RuleSet,
    parse_cards,
    score_sheet,
    settle,
)

RULES = RuleSet()


def _result(knocker: int, knocker_cards: str, defender_cards: str) -> HandResult:
    settlement = settle(parse_cards(knocker_cards), parse_cards(defender_cards), RULES)
    won = knocker if settlement.winner is Role.KNOCKER else 1 - knocker
    return HandResult(1, 0, settlement.outcome, won, settlement.points, knocker, settlement)


def test_knock_won_by_the_user() -> None:
    result = _result(0, "As 2s 3s 7h 7d 7c 9c 9d 9h 4c", "Kc Kd Qh Qs Jc Jd 2h 3h 4h 8s")
    text = hand_breakdown(result, RULES)
    assert text.title == "You knocked and score 64"
    assert "You knocked with 4 deadwood." in text.lines
    assert "Difference 68 − 4 = 64" in text.lines


def test_undercut_with_lay_offs() -> None:
    # knocker (computer): 5h 6h 7h | 8c 8d 8s | Kc Qd ... deadwood 9; defender lays 4h off
    result = _result(1, "5h 6h 7h 8c 8d 8s 2c 3d 4s Ac", "4h 9h 9d 9c Tc Jc Qc 2d 2h As")
    assert result.outcome is Outcome.UNDERCUT
    text = hand_breakdown(result, RULES)
    assert text.title.startswith("Undercut! You score")
    assert any("after laying off 1 card" in line for line in text.lines)
    assert any("undercut bonus 25" in line for line in text.lines)


def test_gin_and_big_gin() -> None:
    gin = _result(1, "As 2s 3s 7h 7d 7c 9c 9d 9h 9s", "Kc Kd Qh Qs Jc Jd 2h 3h 4h 8s")
    assert hand_breakdown(gin, RULES).title == f"Gin! The computer scores {gin.points}"
    big = _result(0, "As 2s 3s 7h 7d 7c 9c 9d 9h 9s 4s", "Kc Kd Qh Qs Jc Jd 2h 3h 4h 8s")
    text = hand_breakdown(big, RULES)
    assert text.title.startswith("Big gin! You score")
    assert any("big gin bonus 31" in line for line in text.lines)


def test_dead_hand() -> None:
    dead = HandResult(2, 1, Outcome.DEAD, None, 0)
    assert hand_breakdown(dead, RULES).title == "Dead hand"


def test_game_breakdown_with_shutout() -> None:
    rules = RuleSet(target=50)
    first = _result(0, "As 2s 3s 7h 7d 7c 9c 9d 9h 4c", "Kc Kd Qh Qs Jc Jd 2h 3h 4h 8s")
    sheet = score_sheet(rules, [first])
    text = game_breakdown(sheet, rules)
    assert text.title == "You win the game!"
    assert any(line.startswith("Shutout") for line in text.lines)
    assert any("Line bonus: You 1 × 25 = 25" in line for line in text.lines)
    assert text.lines[-1].startswith("Final: You ")
    assert score_line(sheet, rules) == "You 64 · Computer 0 (game to 50)"


def test_seat_names() -> None:
    assert seat_name(0) == "You"
    assert seat_name(1, capital=False) == "the computer"


def test_the_score_asked_for_after_the_match_is_the_final_score() -> None:
    """W once the match is over: the final score with the bonuses, as the panel's "Final"
    line shows it, not the hand points (a blind player who missed the result could not hear
    it again)."""
    rules = RuleSet(target=50)
    first = _result(0, "As 2s 3s 7h 7d 7c 9c 9d 9h 4c", "Kc Kd Qh Qs Jc Jd 2h 3h 4h 8s")
    sheet = score_sheet(rules, [first])
    assert sheet.is_over
    mine, theirs = sheet.totals
    said = spoken_score(sheet, rules)
    assert said.startswith("You win the game!")
    assert f"Final score: you {mine}, the computer {theirs}" in said
    assert mine != first.points  # the bonuses are in it
    running = spoken_score(score_sheet(RuleSet(target=500), [first]), RuleSet(target=500))
    assert running == f"The score: you {first.points}, the computer 0, in a game to 500."
    # the last hand's result ends with the hand points; the match's result comes on its own
    # (it was said twice, once inside the hand's result)
    hand = spoken_hand_result(first, sheet, rules)
    assert "You win the game!" not in hand and "Final score" not in hand
    assert hand.endswith(f"The score: you {first.points}, the computer 0, in a game to 50.")
