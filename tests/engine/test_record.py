"""Saved games: the JSON round trip, and every way a document can be broken -> RecordError."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ginrummy_desktop.engine import (
    FULL_DECK,
    PRESETS,
    RECORD_VERSION,
    Action,
    Cut,
    Deal,
    Discard,
    Game,
    Knock,
    LayOff,
    Phase,
    RecordError,
    RuleSet,
    TakeUpcard,
    best_arrangement,
    best_discard,
    game_from_json,
    game_to_json,
    parse_cards,
    replay_document,
)


def choose(game: Game, rng: random.Random) -> Action:
    """A random legal action, biased to knock and to throw the best discard."""
    legal = game.legal_actions()
    knocks = [a for a in legal if isinstance(a, Knock)]
    if knocks and rng.random() < 0.8:
        return rng.choice(knocks)
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards and rng.random() < 0.7 and game.actor is not None:
        allowed = {a.card for a in discards}
        hand = game.hand_of(game.actor)
        forbidden = next((c for c in hand if c not in allowed), None)
        return Discard(best_discard(hand, forbidden).card)
    return rng.choice(legal)


def played(rules: RuleSet, seed: int, actions: int | None = None) -> Game:
    """A seeded game, played to the end or for ``actions`` actions."""
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    while game.phase is not Phase.GAME_OVER and (actions is None or len(game.history) < actions):
        game.apply(choose(game, rng))
    return game


def assert_same(first: Game, second: Game) -> None:
    assert second.rules == first.rules
    assert second.history == first.history
    assert second.results == first.results
    assert second.sheet == first.sheet
    assert (second.phase, second.actor, second.dealer) == (first.phase, first.actor, first.dealer)
    assert second.legal_actions() == first.legal_actions()
    for seat in (0, 1):
        assert second.view(seat) == first.view(seat)
        assert second.hand_of(seat) == first.hand_of(seat)


def document(game: Game) -> dict[str, Any]:
    data = json.loads(game_to_json(game))
    assert isinstance(data, dict)
    return data


def digest(data: dict[str, Any]) -> str:
    """The record's SHA-256, recomputed as the format documents it (canonical JSON of the
    document without its sha256 field)."""
    body = {k: v for k, v in data.items() if k != "sha256"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def resigned(data: dict[str, Any]) -> str:
    """The document with a valid digest again: only the replay can catch what was changed."""
    return json.dumps({**data, "sha256": digest(data)})


# --- round trips ----------------------------------------------------------------------------------


@pytest.mark.parametrize("key", sorted(PRESETS))
def test_round_trip_of_a_finished_game(key: str) -> None:
    game = played(PRESETS[key], seed=5)
    assert game.phase is Phase.GAME_OVER
    text = game_to_json(game)
    loaded = game_from_json(text)
    assert_same(game, loaded)
    assert game_to_json(loaded) == text


@pytest.mark.parametrize("actions", [0, 1, 2, 3, 5, 8, 13, 40, 77, 150])
def test_round_trip_mid_game(actions: int) -> None:
    game = played(RuleSet(), seed=21, actions=actions)
    loaded = game_from_json(game_to_json(game))
    assert_same(game, loaded)
    # both go on identically (chance given explicitly: the generators are not in the record)
    rng = random.Random(3)
    for _ in range(60):
        if game.phase is Phase.GAME_OVER:
            break
        action = choose(game, rng)
        if isinstance(action, Deal):
            action = Deal(tuple(rng.sample(FULL_DECK, 52)))
        elif isinstance(action, Cut):
            action = Cut(parse_cards("2c Kd"))
        assert game.apply(action) == loaded.apply(action)
    assert_same(game, loaded)


@pytest.mark.parametrize("actions", [0, 1, 2, 3, 30, 150, None])
def test_the_replay_keeps_the_hand_in_play_s_start_and_who_acted(actions: int | None) -> None:
    game = played(RuleSet.preset("hollywood"), seed=13, actions=actions)
    replayed = replay_document(document(game))
    assert_same(game, replayed.game)
    history = game.history
    start = max((i for i, a in enumerate(history) if isinstance(a, Deal)), default=0)
    again, actors = Game(game.rules), []
    for number, action in enumerate(history):
        if number == start:
            assert_same(again, replayed.hand_start)
        actors.append(again.actor)
        again.apply(action)
    assert replayed.actors == tuple(actors)
    assert len(replayed.hand_start.history) == start
    for action in history[start:]:  # the copy is a game of its own: it plays the hand on
        replayed.hand_start.apply(action)
    assert_same(game, replayed.hand_start)
    assert_same(game, replayed.game)  # which left the replayed game as it was


def test_round_trip_at_every_phase() -> None:
    # through the first hand and into the second, saving and loading at every step
    game = played(RuleSet.preset("oklahoma"), seed=8, actions=0)
    rng = random.Random(8)
    phases: set[Phase] = set()
    while len(game.results) < 2 and game.phase is not Phase.GAME_OVER:
        phases.add(game.phase)
        assert_same(game, game_from_json(game_to_json(game)))
        game.apply(choose(game, rng))
    assert phases == set(Phase) - {Phase.GAME_OVER}


def test_round_trip_of_a_knock_with_given_melds_and_a_non_ascii_rule_name() -> None:
    game = played(RuleSet(name="Café ♠"), seed=4, actions=0)
    rng = random.Random(4)
    while not any(isinstance(a, Knock) for a in game.legal_actions()):
        game.apply(choose(game, rng))
    knock = next(a for a in game.legal_actions() if isinstance(a, Knock))
    assert game.actor is not None
    kept = [c for c in game.hand_of(game.actor) if c != knock.card]
    melds = best_arrangement(kept).melds
    game.apply(Knock(knock.card, melds))
    text = game_to_json(game)
    assert "Café ♠" in text
    loaded = game_from_json(text)
    assert_same(game, loaded)
    last = loaded.history[-1]
    assert isinstance(last, Knock) and last.melds == melds


def test_document_shape() -> None:
    data = document(played(RuleSet(), seed=2, actions=10))
    assert data["format"] == "ginrummy-desktop/game"
    assert data["version"] == RECORD_VERSION
    assert set(data) == {"format", "version", "rules", "actions", "summary", "sha256"}
    assert data["rules"] == RuleSet().to_dict()
    assert [a["type"] for a in data["actions"][:2]] == ["cut", "deal"]
    assert len(data["actions"][1]["deck"]) == 52  # chance is stored resolved
    assert data["sha256"] == digest(data)


# --- broken documents -----------------------------------------------------------------------------


GAME = played(RuleSet(), seed=13)
TEXT = game_to_json(GAME)


def fresh() -> dict[str, Any]:
    return document(GAME)


def test_truncated_json() -> None:
    for cut in (0, 1, len(TEXT) // 3, len(TEXT) // 2, len(TEXT) - 2):
        with pytest.raises(RecordError, match="invalid or truncated JSON"):
            game_from_json(TEXT[:cut])


@pytest.mark.parametrize(
    "text",
    ["", "   ", "not json", "[]", "null", "42", '"a string"', '{"a": 1}', "{}", "[1, 2, 3]",
     '{"format": "ginrummy-desktop/game"}', "\x00", "{'single': 'quotes'}"],
)
def test_garbage(text: str) -> None:
    with pytest.raises(RecordError):
        game_from_json(text)


def test_deeply_nested_garbage() -> None:
    with pytest.raises(RecordError):
        game_from_json("[" * 100_000)


def test_huge_number_garbage() -> None:
    with pytest.raises(RecordError):
        game_from_json('{"format": "ginrummy-desktop/game", "version": ' + "9" * 5000 + "}")


def test_tampered_action_fails_the_checksum() -> None:
    data = fresh()
    discard = next(a for a in data["actions"] if a["type"] == "discard")
    discard["card"] = "As" if discard["card"] != "As" else "Ks"
    with pytest.raises(RecordError, match="checksum"):
        game_from_json(json.dumps(data))


def test_changed_rule_fails_the_checksum() -> None:
    data = fresh()
    data["rules"]["gin_bonus"] = 30
    with pytest.raises(RecordError, match="checksum"):
        game_from_json(json.dumps(data))


def test_changed_summary_or_missing_digest_fails_the_checksum() -> None:
    data = fresh()
    data["summary"]["totals"] = [0, 0]
    with pytest.raises(RecordError, match="checksum"):
        game_from_json(json.dumps(data))
    data = fresh()
    del data["sha256"]
    with pytest.raises(RecordError, match="checksum"):
        game_from_json(json.dumps(data))


@pytest.mark.parametrize("version", [0, 3, "1", "2", None, [1], True])
def test_wrong_version(version: object) -> None:
    data = fresh()
    data["version"] = version
    with pytest.raises(RecordError, match=r"version .* not supported"):
        game_from_json(resigned(data))


def test_boolean_version_is_wrong() -> None:
    data = fresh()
    data["version"] = True
    with pytest.raises(RecordError):
        game_from_json(resigned(data))


@pytest.mark.parametrize("name", ["ginrummy-desktop/other", "chess/game", "", None, 7])
def test_wrong_format_name(name: object) -> None:
    data = fresh()
    data["format"] = name
    with pytest.raises(RecordError, match="format"):
        game_from_json(resigned(data))


def test_missing_or_unknown_fields() -> None:
    data = fresh()
    del data["summary"]
    with pytest.raises(RecordError, match="missing fields"):
        game_from_json(resigned(data))
    data = fresh()
    data["comment"] = "hello"
    with pytest.raises(RecordError, match="unknown"):
        game_from_json(resigned(data))


def first_index(data: dict[str, Any], kind: str) -> int:
    return next(i for i, a in enumerate(data["actions"]) if a["type"] == kind)


def test_illegal_edit_with_a_recomputed_digest_fails_on_replay() -> None:
    # a discard of a card the player does not hold
    data = fresh()
    i = first_index(data, "discard")
    held = set(data["actions"][1]["deck"][:21])
    data["actions"][i]["card"] = next(str(c) for c in FULL_DECK if str(c) not in held)
    with pytest.raises(RecordError, match=rf"action {i + 1} of the record cannot be replayed"):
        game_from_json(resigned(data))


@pytest.mark.parametrize(
    "edit",
    [
        "swap-first-two-turns",
        "drop-the-cut",
        "duplicate-the-deal",
        "deck-with-a-repeated-card",
        "cut-left-to-chance",
        "deal-left-to-chance",
        "unknown-action",
        "bad-card-name",
        "knock-with-bad-melds",
        "rules-made-invalid",
        "rules-with-unknown-key",
        "rules-changed-gin-only",
        "last-action-removed",
        "actions-not-a-list",
    ],
)
def test_edits_with_a_recomputed_digest_are_refused(edit: str) -> None:
    data = fresh()
    actions: list[dict[str, Any]] = data["actions"]
    if edit == "swap-first-two-turns":
        i = first_index(data, "discard")
        actions[i - 1], actions[i] = actions[i], actions[i - 1]
    elif edit == "drop-the-cut":
        del actions[0]
    elif edit == "duplicate-the-deal":
        actions.insert(2, actions[1])
    elif edit == "deck-with-a-repeated-card":
        actions[1]["deck"][5] = actions[1]["deck"][6]
    elif edit == "cut-left-to-chance":
        actions[0]["cards"] = None
    elif edit == "deal-left-to-chance":
        actions[1]["deck"] = None
    elif edit == "unknown-action":
        actions[3] = {"type": "shuffle"}
    elif edit == "bad-card-name":
        actions[first_index(data, "discard")]["card"] = "Zz"
    elif edit == "knock-with-bad-melds":
        knock = actions[first_index(data, "knock")]
        knock["melds"] = [["As", "2s", "4s"]]
    elif edit == "rules-made-invalid":
        data["rules"]["knock_limit"] = 99
    elif edit == "rules-with-unknown-key":
        data["rules"]["jokers"] = 2
    elif edit == "rules-changed-gin-only":
        data["rules"]["knock_limit"] = 0
    elif edit == "last-action-removed":
        actions.pop()
    elif edit == "actions-not-a-list":
        data["actions"] = {"0": actions[0]}
    with pytest.raises(RecordError):
        game_from_json(resigned(data))


def test_a_consistent_prefix_with_the_wrong_summary_is_refused() -> None:
    # cut the record after the first hand but keep the final summary: the replay disagrees
    data = fresh()
    end = first_index(data, "lay_off") + 1
    data["actions"] = data["actions"][:end]
    with pytest.raises(RecordError, match="summary"):
        game_from_json(resigned(data))
    # with the summary of that shorter game it is simply the shorter game
    prefix = Game(RuleSet())
    for action in GAME.history[:end]:
        prefix.apply(action)
    data["summary"] = document(prefix)["summary"]
    assert_same(prefix, game_from_json(resigned(data)))


# --- fuzz: any edit, digest recomputed -> a sound game or RecordError, nothing else ---------------

SHORT = played(RuleSet(target=20), seed=31)
SHORT_DATA = document(SHORT)
assert len(SHORT.results) >= 1


def paths(node: Any, prefix: tuple[str | int, ...] = ()) -> list[tuple[str | int, ...]]:
    found = [prefix] if prefix else []
    if isinstance(node, dict):
        for key, value in node.items():
            if prefix or key not in ("sha256",):
                found.extend(paths(value, (*prefix, key)))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found.extend(paths(value, (*prefix, index)))
    return found


PATHS = paths(SHORT_DATA)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**6), max_value=10**6)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=4)
    | st.sampled_from([str(c) for c in FULL_DECK[:8]] + ["discard", "knock", "deal", "cut",
                                                          "pass", "lay_off", "big_gin", "10d"]),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.sampled_from(["type", "card", "cards", "deck", "melds"]), children,
                      max_size=3),
    max_leaves=6,
)


def replace(node: Any, path: tuple[str | int, ...], value: Any, delete: bool) -> None:
    for step in path[:-1]:
        node = node[step]
    if delete:
        del node[path[-1]]
    else:
        node[path[-1]] = value


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(PATHS), json_values, st.booleans())
def test_any_edit_loads_soundly_or_raises_record_error(
    path: tuple[str | int, ...], value: Any, delete: bool
) -> None:
    data = json.loads(json.dumps(SHORT_DATA))
    replace(data, path, value, delete)
    try:
        loaded = game_from_json(resigned(data))
    except RecordError:
        return
    # it loaded: then it is a whole, consistent game that saves and loads again identically
    again = game_from_json(game_to_json(loaded))
    assert_same(loaded, again)


def test_rules_with_a_missing_setting_are_refused_even_with_a_recomputed_digest() -> None:
    # A hand-edited file that drops a setting must not silently take the default.
    data = fresh()
    del data["rules"]["gin_bonus"]
    with pytest.raises(RecordError, match="missing: gin_bonus"):
        game_from_json(resigned(data))


# --- version 1: knocks laid out by the engine of that day ---------------------------------

KNOCKER_TEN = parse_cards("4s 5s 6s 7s 9h Th Jh Qh Ac Kc")
DEFENDER_TEN = parse_cards("8s 2c 3c 4c 5h 5d 5c Kd Ks 9c")


def knock_hand() -> Game:
    """Seat 0 takes the upcard 2d and knocks with the Kc, keeping 4s-7s 9h-Qh Ac 2d (3
    deadwood); seat 1 holds the 8s, which lays off onto a 4s-7s run. By least deadwood the
    knocker lays out 4s-7s (26 points); the engine before version 2 saw the 8s and kept the 7s
    back (27)."""
    rest = [c for c in FULL_DECK if c not in {*KNOCKER_TEN, *DEFENDER_TEN, *parse_cards("2d")}]
    deck = [card for pair in zip(KNOCKER_TEN, DEFENDER_TEN, strict=True) for card in pair]
    game = Game(PRESETS["standard"])
    game.apply(Cut(parse_cards("Kc 2c")))  # seat 1 cuts lower and deals; seat 0 plays first
    game.apply(Deal((*deck, *parse_cards("2d"), *rest)))
    game.apply(TakeUpcard())
    game.apply(Knock(parse_cards("Kc")[0]))
    game.apply(LayOff())
    return game


def as_version_1(game: Game) -> dict[str, Any]:
    """The record a version-1 program wrote of ``game``: knocks with null melds, and the totals
    it scored then (the caller's)."""
    data = document(game)
    data["version"] = 1
    for action in data["actions"]:
        if action["type"] == "knock":
            action["melds"] = None
    return data


def test_a_new_record_carries_the_melds_laid_out() -> None:
    game = knock_hand()
    knock = next(a for a in document(game)["actions"] if a["type"] == "knock")
    assert knock["melds"] == [["4s", "5s", "6s", "7s"], ["9h", "Th", "Jh", "Qh"]]
    assert game.sheet.totals == (26, 0)
    assert_same(game, game_from_json(game_to_json(game)))


def test_a_version_1_record_replays_the_knock_it_recorded() -> None:
    data = as_version_1(knock_hand())
    data["summary"]["totals"] = [27, 0]  # what the program of that day scored
    loaded = game_from_json(resigned(data))
    assert loaded.sheet.totals == (27, 0)
    (result,) = loaded.results
    assert result.settlement is not None
    assert [str(m) for m in result.settlement.knocker.melds] == ["4s 5s 6s", "9h Th Jh Qh"]
    # and once loaded, it is saved as version 2 with those melds named
    again = document(loaded)
    assert again["version"] == RECORD_VERSION == 2
    assert game_from_json(game_to_json(loaded)).sheet.totals == (27, 0)


def test_a_version_1_record_with_the_new_score_is_refused() -> None:
    data = as_version_1(knock_hand())  # totals 26: not what version 1 scored
    with pytest.raises(RecordError, match="summary"):
        game_from_json(resigned(data))
