"""The Expert's rollout simulator agrees with the engine's rules and stays within them.

* ``showdown_points`` scores a knock exactly as the engine's ``settle`` does (the knocker's
  default arrangement, chosen from its own cards, optimal lay-offs, undercuts, gin), on random
  and on meld-rich hands.
* A whole rollout from a real deal ends with a score the rules allow: 0 for a dead hand, a
  positive knock value, an undercut or a gin bonus.
* ``guessed_showdown_points`` (a knock inside a rollout) scores the arrangement best against
  the guessed defender: the most the engine's ``settle`` gives any arrangement the knock allows.
* ``outcome`` of a knock is the showdown against that very opponent hand.
"""

from __future__ import annotations

import random

import pytest

from ginrummy_desktop.ai import simulation
from ginrummy_desktop.ai.simulation import (
    HandRules,
    _layoff_reach,
    finish_turn,
    guessed_showdown_points,
    makes_meld,
    melds_in,
    play_out,
    showdown_points,
)
from ginrummy_desktop.engine import (
    PRESETS,
    Meld,
    Role,
    RuleSet,
    best_discard_mask,
    cards_to_mask,
    mask_to_cards,
    min_deadwood_mask,
    parse_cards,
    settle,
)
from ginrummy_desktop.engine.melds import arrangements


def _engine_points(knocker: int, defender: int, rules: RuleSet) -> int:
    settlement = settle(mask_to_cards(knocker), mask_to_cards(defender), rules)
    return settlement.points if settlement.winner is Role.KNOCKER else -settlement.points


def _hand_rules(rules: RuleSet) -> HandRules:
    return HandRules(
        knock_limit=rules.knock_limit,
        gin_bonus=rules.gin_bonus,
        big_gin_bonus=rules.big_gin_bonus if rules.big_gin else None,
        undercut_bonus=rules.undercut_bonus,
        undercut_on_ties=rules.undercut_on_ties,
        layoffs_allowed=rules.layoffs_allowed,
        runs_only=rules.runs_only,
    )


def _knock_deal(rng: random.Random, limit: int = 10, runs_only: bool = False) -> tuple[int, int]:
    """A knocking hand (improved draw by draw, as in play) and a random defender hand."""
    deck = list(range(52))
    rng.shuffle(deck)
    knocker = sum(1 << i for i in deck[:10])
    drawn = 10
    while min_deadwood_mask(knocker, runs_only) > limit:
        _, out = best_discard_mask(knocker | 1 << deck[drawn], -1, runs_only)
        knocker = (knocker | 1 << deck[drawn]) ^ (1 << out)
        drawn += 1
    rest = [i for i in range(52) if not knocker >> i & 1]
    return knocker, sum(1 << i for i in rng.sample(rest, 10))


def _meld_rich_deal(rng: random.Random) -> tuple[int, int]:
    """A knocking hand built from runs and groups, and a defender holding cards that lay off."""
    while True:
        suit = rng.randrange(4)
        start = rng.randrange(9)
        run = {13 * suit + start + i for i in range(rng.choice((3, 4, 5)))}
        rank = rng.randrange(13)
        group = {13 * s + rank for s in rng.sample(range(4), rng.choice((3, 4)))}
        cards = run | group
        rest = [i for i in range(52) if i not in cards]
        rng.shuffle(rest)
        knocker = cards_to_mask(mask_to_cards(sum(1 << i for i in cards)))
        for i in rest:
            if knocker.bit_count() == 10:
                break
            knocker |= 1 << i
        if knocker.bit_count() != 10 or min_deadwood_mask(knocker) > 10:
            continue
        pool = [i for i in range(52) if not knocker >> i & 1]
        low, high = min(run), max(run)
        near = [i for i in pool if abs(i - low) <= 2 or abs(i - high) <= 2 or i % 13 == rank]
        chosen = set(rng.sample(near, min(len(near), 4)))
        chosen |= set(rng.sample([i for i in pool if i not in chosen], 10 - len(chosen)))
        return knocker, sum(1 << i for i in chosen)


@pytest.mark.parametrize("preset", ["standard", "classic", "benchmark"])
def test_showdown_matches_the_engine_on_random_knocks(preset: str) -> None:
    rules = PRESETS[preset]
    hand_rules = _hand_rules(rules)
    rng = random.Random(11)
    for _ in range(300):
        knocker, defender = _knock_deal(rng, rules.knock_limit)
        assert showdown_points(knocker, defender, hand_rules) == _engine_points(
            knocker, defender, rules
        )


def _best_named_arrangement(knocker: int, defender: int, rules: RuleSet) -> int:
    """The engine's points for the knock laid out in each arrangement it allows, at best."""
    scores = []
    for ways in arrangements(knocker, rules.knock_limit, rules.runs_only):
        melds = [Meld.of(mask_to_cards(m)) for m in ways]
        settled = settle(mask_to_cards(knocker), mask_to_cards(defender), rules, melds)
        scores.append(settled.points if settled.winner is Role.KNOCKER else -settled.points)
    return max(scores)


@pytest.mark.parametrize("preset", ["standard", "classic", "benchmark"])
def test_a_guessed_knock_lays_out_the_melds_best_against_the_guess(preset: str) -> None:
    rules = PRESETS[preset]
    hand_rules = _hand_rules(rules)
    rng = random.Random(21)
    chosen_otherwise = 0
    for deal in range(400):
        knocker, defender = (_knock_deal if deal % 2 else _meld_rich_deal)(rng)
        guessed = guessed_showdown_points(knocker, defender, hand_rules)
        assert guessed == _best_named_arrangement(knocker, defender, rules)
        chosen_otherwise += guessed > showdown_points(knocker, defender, hand_rules)
    assert chosen_otherwise > 0  # the default layout is not always the best against the guess


def test_a_knocker_deadwood_passed_in_scores_as_one_computed() -> None:
    """The policy's discard already knows the knocker's least deadwood and passes it on."""
    rules = HandRules()
    rng = random.Random(12)
    for _ in range(200):
        knocker, defender = _knock_deal(rng)
        least = min_deadwood_mask(knocker)
        assert showdown_points(knocker, defender, rules, least) == showdown_points(
            knocker, defender, rules
        )


def _rollout_points(seed: int, games: int, runs_only: bool = False) -> list[int]:
    rng = random.Random(seed)
    rules = HandRules(runs_only=runs_only)
    points = []
    for _ in range(games):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [sum(1 << i for i in deck[0:20:2]), sum(1 << i for i in deck[1:20:2])]
        for repeat in range(3):  # the same deal three times: the later ones meet known hands
            stock = deck[21:]
            rng.shuffle(stock)
            points.append(play_out(rules, list(hands), stock, deck[20], repeat % 2))
    return points


@pytest.mark.parametrize("runs_only", [False, True])
def test_the_remembered_discards_are_the_engines_and_change_no_rollout(
    runs_only: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rollouts remember the best discard of the 11-card hands they meet (per rule set, up to
    a limit, then they forget them all); what they remember is the engine's answer, and a
    rollout scores the same with the memory empty, warm, or emptied on the way."""
    memory = simulation._KNOWN_DISCARDS[runs_only]
    memory.clear()
    cold = _rollout_points(5, 60, runs_only)
    assert len(memory) > 1000
    for grown, answer in memory.items():
        assert grown.bit_count() == 11
        assert answer == best_discard_mask(grown, -1, runs_only)
    assert _rollout_points(5, 60, runs_only) == cold  # warm
    monkeypatch.setattr(simulation, "KNOWN_DISCARDS_LIMIT", 200)
    memory.clear()
    assert _rollout_points(5, 60, runs_only) == cold  # forgotten again and again
    assert len(memory) <= 200 + 60


def test_showdown_matches_the_engine_on_meld_rich_hands_with_layoffs() -> None:
    rules = PRESETS["standard"]
    hand_rules = _hand_rules(rules)
    rng = random.Random(5)
    for _ in range(300):
        knocker, defender = _meld_rich_deal(rng)
        assert showdown_points(knocker, defender, hand_rules) == _engine_points(
            knocker, defender, rules
        )


def test_showdown_no_ties_undercut_and_runs_only_match_the_engine() -> None:
    rng = random.Random(8)
    for rules in (
        PRESETS["standard"].with_changes(undercut_on_ties=False),
        PRESETS["standard"].with_changes(runs_only=True),
        PRESETS["standard"].with_changes(layoffs_allowed=False),
    ):
        hand_rules = _hand_rules(rules)
        for _ in range(100):
            knocker, defender = _knock_deal(rng, rules.knock_limit, rules.runs_only)
            expected = _engine_points(knocker, defender, rules)
            assert showdown_points(knocker, defender, hand_rules) == expected


def test_gin_scores_the_defender_deadwood_plus_the_bonus() -> None:
    knocker = cards_to_mask(parse_cards("Ac 2c 3c 4c 7d 7h 7s Jh Qh Kh"))
    defender = cards_to_mask(parse_cards("5c 6c 9d 9s Td 2d 3d 4s 5s 8h"))
    # No lay-offs against gin: the 5c would extend A-4c, but it stays deadwood.
    assert showdown_points(knocker, defender, HandRules()) == min_deadwood_mask(defender) + 25


def test_every_meld_is_found() -> None:
    hand = cards_to_mask(parse_cards("3c 4c 5c 6c 3d 3h 3s"))
    melds = {tuple(str(c) for c in mask_to_cards(m)) for m in melds_in(hand)}
    assert ("3c", "4c", "5c") in melds and ("3c", "4c", "5c", "6c") in melds
    assert ("4c", "5c", "6c") in melds
    assert ("3c", "3d", "3h", "3s") in melds and ("3d", "3h", "3s") in melds
    assert len(melds) == 3 + 5  # three runs, one group of four and its four groups of three


def test_makes_meld_knows_groups_and_runs() -> None:
    hand = cards_to_mask(parse_cards("7c 7d 9h Th 2s"))
    card = parse_cards("7s")[0].index
    assert makes_meld(card, hand)
    assert not makes_meld(card, hand, runs_only=True)
    assert makes_meld(parse_cards("8h")[0].index, hand)
    assert makes_meld(parse_cards("Jh")[0].index, hand)
    assert not makes_meld(parse_cards("3s")[0].index, hand)


def test_rollouts_from_real_deals_end_with_a_legal_score() -> None:
    rng = random.Random(3)
    rules = HandRules()
    for _ in range(300):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [sum(1 << i for i in deck[0:20:2]), sum(1 << i for i in deck[1:20:2])]
        points = play_out(rules, hands, deck[21:], deck[20], rng.randrange(2))
        assert points == 0 or 1 <= abs(points) <= 25 + 100


def test_a_sitting_opponent_plays_on_with_little_deadwood_but_takes_gin() -> None:
    """The rollout opponent of a "sitter" guess does not knock with 1 to ``opponent_plays_on``
    deadwood: here it keeps its 3 and the hand dies at the wall, where a knocker scores."""
    me = cards_to_mask(parse_cards("Ks Qh Jd 9c 7h 5s 4h 2d Qc Kd"))
    opponent = cards_to_mask(parse_cards("2c 3c 4c 5d 6d 7d 8s 9s Ts 3h"))
    stock = [c.index for c in parse_cards("Ah As Kh")]  # the Kh is drawn first
    knocker = HandRules()
    sitter = HandRules(opponent_plays_on=5)
    knocked = play_out(knocker, [me, opponent], list(stock), -1, 1)
    assert knocked < 0  # the opponent knocked with 3 and scored
    assert play_out(sitter, [me, opponent], list(stock), -1, 1) == 0
    ginning = cards_to_mask(parse_cards("2c 3c 4c 5d 6d 7d 8s 9s Ts Js"))
    gin = play_out(sitter, [me, ginning], list(stock), -1, 1)
    assert gin < 0
    assert gin == play_out(knocker, [me, ginning], list(stock), -1, 1)


def test_a_sitting_opponent_knocks_with_more_deadwood_only_early_in_the_hand() -> None:
    """With 7 deadwood (more than it plays on with) the sitter knocks early in the hand, but
    from ``opponent_late_turn`` discards on it plays on for gin: here the hand dies at the wall.
    A knocker knocks whatever the turn."""
    me = cards_to_mask(parse_cards("Ks Qh Jd 9c 7h 5s 4h 2d Qc Kd"))
    opponent = cards_to_mask(parse_cards("2c 3c 4c 5d 6d 7d 8s 9s Ts 7c"))
    stock = [c.index for c in parse_cards("Ah As Kh")]  # the Kh is drawn first
    sitter = HandRules(opponent_plays_on=5, opponent_late_turn=9)
    early = play_out(sitter, [me, opponent], list(stock), -1, 1, turns=8)
    assert early < 0
    assert early == play_out(HandRules(), [me, opponent], list(stock), -1, 1, turns=8)
    assert play_out(sitter, [me, opponent], list(stock), -1, 1, turns=9) == 0
    assert play_out(HandRules(), [me, opponent], list(stock), -1, 1, turns=9) == early


def test_my_later_self_never_knocks_into_the_guess_undercut() -> None:
    """My own rollout turns knock at once when the guess's hand cannot undercut the knock, and
    play on (the policy's discard) when it can: here the stock is then at the wall, so the
    hand dies (0) instead of scoring the undercut. The same on my first turn after a draw."""
    seven = cards_to_mask(parse_cards("2c 3c 4c 5d 6d 7d 8s 9s Ts 7c"))  # 7 after the Kh
    weak = cards_to_mask(parse_cards("Ks Qh Jd 9c 7h 5s 4h 2d Qc Kd"))
    strong = cards_to_mask(parse_cards("Ah 2h 3h 4s 4d 4h Jc Qc Kc 5c"))  # 5 deadwood
    stock = [c.index for c in parse_cards("As 2s Kh")]  # the Kh is drawn first
    kept = seven | parse_cards("Kh")[0].bit
    rules = HandRules()
    _, out = best_discard_mask(kept, -1)
    assert showdown_points(kept ^ 1 << out, weak, rules) > 0
    assert showdown_points(kept ^ 1 << out, strong, rules) < 0
    for opponent, expected in ((weak, showdown_points(kept ^ 1 << out, weak, rules)), (strong, 0)):
        assert play_out(rules, [seven, opponent], list(stock), -1, 0) == expected
        assert finish_turn(rules, [kept, opponent], 0, -1, stock[:2], 0) == expected


# --- the fast paths agree with the plain definitions -----------------------------------------


def _pairs_reference(card: int, runs_only: bool) -> list[int]:
    """Every pair of cards that makes a meld of three with ``card`` (the plain definition)."""
    suit, rank = divmod(card, 13)
    pairs = []
    if not runs_only:
        mates = [13 * s + rank for s in range(4) if s != suit]
        pairs += [1 << a | 1 << b for i, a in enumerate(mates) for b in mates[i + 1 :]]
    for low in range(max(0, rank - 2), min(rank, 10) + 1):
        run = sum(1 << (13 * suit + r) for r in range(low, low + 3))
        pairs.append(run & ~(1 << card))
    return pairs


def _reach_reference(knocker: int, runs_only: bool) -> int:
    """The cards outside ``knocker`` next to an end of one of its melds, from the meld list."""
    reach = 0
    for meld in melds_in(knocker, runs_only):
        low, high = (meld & -meld).bit_length() - 1, meld.bit_length() - 1
        if low // 13 != high // 13:  # a group: its missing suits
            reach |= sum(1 << (13 * s + low % 13) for s in range(4))
            continue
        if low % 13:
            reach |= 1 << (low - 1)
        if high % 13 != 12:
            reach |= 1 << (high + 1)
    return reach & ~knocker


@pytest.mark.parametrize("runs_only", [False, True])
def test_the_fast_meld_and_lay_off_tests_agree_with_their_definitions(runs_only: bool) -> None:
    rng = random.Random(17)
    for _ in range(3000):
        hand = sum(1 << i for i in rng.sample(range(52), rng.choice((7, 10, 11))))
        card = rng.randrange(52)
        expected = any(hand & p == p for p in _pairs_reference(card, runs_only))
        assert makes_meld(card, hand, runs_only) == expected
        assert _layoff_reach(hand, runs_only) == _reach_reference(hand, runs_only)
