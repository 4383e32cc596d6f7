"""A whole match against a friend as messages (``friend/play.py``): two sides, each with its own
computer player, play to the end through JSON; each side's view equals the truth at every step,
both records mirror each other and hold the true decks, and every cheat of a move is caught and
named."""

from __future__ import annotations

import json
from typing import Any

import pytest

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.engine import (
    Cut,
    Deal,
    Discard,
    DrawStock,
    Game,
    GinRummyError,
    Knock,
    Phase,
    RuleSet,
)
from ginrummy_desktop.friend.channel import WireError
from ginrummy_desktop.friend.play import FriendPlay, Outcome, Stage, replayed, seeded_bytes
from ginrummy_desktop.friend.shuffle import Cheat, CheatError, Role
from tests.friend.played import Side, move, play, pump, sides, wire

ME, FRIEND = 0, 1


def _play_match(host: Side, guest: Side, check_views: bool = False) -> None:
    def both_seen() -> None:
        _snapshot(host)
        _snapshot(guest)

    play(host, guest, lambda: host.play.stage is guest.play.stage is Stage.OVER,
         both_seen if check_views else None)


def _mirrored(game: Game) -> list[Any]:
    """The match's actions with the cut's pairs in the other seat order."""
    out: list[Any] = []
    for action in game.history:
        if isinstance(action, Cut) and action.cards is not None:
            cards = action.cards
            action = Cut(tuple(cards[i ^ 1] for i in range(len(cards))))
        out.append(action)
    return out


def _snapshot(side: Side) -> None:
    """What ``side``'s player sees now, on its picture, kept to compare with the truth."""
    game = side.play.game()
    if game.phase not in (Phase.CUT, Phase.DEAL) and side.play.held is None:
        side.views.append((len(game.history), game.view(ME)))


def _views_were_true(side: Side) -> None:
    """Every view ``side`` had during the match is the view the true decks give."""
    truth = Game(side.play.rules)
    final = side.play.game().history
    views = dict(side.views)
    assert len(views) > 50
    for count, action in enumerate(final, start=1):
        truth.apply(action)
        if count in views:
            assert views[count] == truth.view(ME), f"step {count}"


def test_a_whole_match_ends_the_same_on_both_sides_with_the_true_decks() -> None:
    host, guest = sides(RuleSet.preset("standard"), seed=3)
    _play_match(host, guest, check_views=True)
    h, g = host.play.game(), guest.play.game()
    assert h.phase is g.phase is Phase.GAME_OVER
    assert _mirrored(h) == list(g.history)
    _views_were_true(host)
    _views_were_true(guest)
    assert h.sheet.totals == tuple(reversed(g.sheet.totals))
    decks = [a.deck for a in h.history if isinstance(a, Deal)]
    assert len(decks) >= 2 and all(deck is not None and len(set(deck)) == 52 for deck in decks)
    # the records replay: each side's history is a game the engine accepts from scratch
    again = Game(h.rules)
    for action in h.history:
        again.apply(action)
    assert again.sheet.totals == h.sheet.totals


@pytest.mark.parametrize("preset", ["benchmark", "oklahoma", "hollywood"])
def test_matches_under_other_presets_end_alike(preset: str) -> None:
    host, guest = sides(RuleSet.preset(preset), seed=11, levels=(Level.MEDIUM, Level.EASY))
    _play_match(host, guest)
    assert _mirrored(host.play.game()) == list(guest.play.game().history)


def test_a_side_sees_its_own_draw_only_when_the_friend_sends_its_mask() -> None:
    host, guest = sides(RuleSet.preset("standard"), seed=5)
    host.take(host.play.start(), guest)
    guest.take(guest.play.start(), host)
    while pump(host, guest):
        pass
    # both dealt; play until one side draws from the stock
    for _ in range(200):
        for side, other in ((host, guest), (guest, host)):
            game = side.play.game()
            if game.actor == ME and game.phase is Phase.DRAW:
                before = game.view(ME).hand
                outcome, now = side.play.play_mine(DrawStock())
                assert not now and side.play.held == DrawStock()
                assert side.play.game().view(ME).hand == before  # nothing seen yet
                side.take(outcome, other)
                while pump(host, guest):
                    pass
                assert side.play.held is None
                after = side.play.game().view(ME).hand
                assert len(after) == 11
                (drawn,) = set(after) - set(before)
                assert drawn in other.play.game().hand_of(FRIEND)
                return
            if not move(side, other):
                continue
            while pump(host, guest):
                pass
    raise AssertionError("no draw from the stock")


def _to_first_discard(seed: int) -> tuple[Side, Side, Side, Side]:
    """Play until a side is to discard; (mover, other, host, guest)."""
    host, guest = sides(RuleSet.preset("standard"), seed=seed)
    host.take(host.play.start(), guest)
    guest.take(guest.play.start(), host)
    for _ in range(500):
        if pump(host, guest):
            continue
        for side, other in ((host, guest), (guest, host)):
            game = side.play.game()
            if game.actor == ME and game.phase is Phase.DISCARD and side.play.held is None:
                return side, other, host, guest
        if not (move(host, guest) or move(guest, host)):
            break
    raise AssertionError("no discard reached")


def test_an_illegal_move_of_mine_is_refused_before_anything_is_sent() -> None:
    mover, _other, _h, _g = _to_first_discard(7)
    game = mover.play.game()
    not_mine = next(c for c in game.hand_of(FRIEND))
    with pytest.raises(GinRummyError):
        mover.play.play_mine(Discard(not_mine))
    assert mover.play.game().history == game.history


def test_a_discard_of_a_card_not_shown_is_a_cheat() -> None:
    mover, other, _h, _g = _to_first_discard(8)
    game = mover.play.game()
    card = max(game.view(ME).hand)
    outcome, _ = mover.play.play_mine(Discard(card))
    (message,) = outcome.send
    message = wire(message)
    message["masks"] = {}
    with pytest.raises(CheatError) as caught:
        other.play.receive(message)
    assert caught.value.kind is Cheat.NOT_SHOWN


def test_a_mask_for_a_card_the_move_keeps_is_shown_out_of_turn() -> None:
    mover, other, _h, _g = _to_first_discard(9)
    game = mover.play.game()
    hand = sorted(game.view(ME).hand)
    outcome, _ = mover.play.play_mine(Discard(hand[0]))
    message = wire(outcome.send[0])
    deck = mover.play._hand.side.picture.deck()
    place = deck.index(hand[1])
    message["masks"][str(place)] = mover.play._hand.side.show(place)["mask"]
    with pytest.raises(CheatError) as caught:
        other.play.receive(message)
    assert caught.value.kind is Cheat.SHOWN_OUT_OF_TURN


def test_a_mask_for_a_place_in_the_stock_is_shown_out_of_turn() -> None:
    mover, other, _h, _g = _to_first_discard(10)
    game = mover.play.game()
    outcome, _ = mover.play.play_mine(Discard(max(game.view(ME).hand)))
    message = wire(outcome.send[0])
    message["masks"]["40"] = mover.play._hand.side.show(40)["mask"]
    with pytest.raises(CheatError) as caught:
        other.play.receive(message)
    assert caught.value.kind is Cheat.SHOWN_OUT_OF_TURN


def test_a_card_swapped_for_another_is_an_illegal_move() -> None:
    """A discard that names another card than the one its mask shows."""
    mover, other, _h, _g = _to_first_discard(12)
    hand = sorted(mover.play.game().view(ME).hand)
    outcome, _ = mover.play.play_mine(Discard(hand[0]))
    message = wire(outcome.send[0])
    unseen = next(c for c in other.play.game().hand_of(FRIEND) if c not in hand)
    message["action"]["card"] = str(unseen)
    with pytest.raises(CheatError) as caught:
        other.play.receive(message)
    assert caught.value.kind in (Cheat.NOT_SHOWN, Cheat.SHOWN_OUT_OF_TURN)


def test_a_knock_over_the_limit_is_an_illegal_move() -> None:
    mover, other, _h, _g = _to_first_discard(13)
    hand = sorted(mover.play.game().view(ME).hand)
    outcome, _ = mover.play.play_mine(Discard(hand[0]))
    message = wire(outcome.send[0])
    message["action"] = {"type": "knock", "card": str(hand[0]), "melds": []}
    deck = mover.play._hand.side.picture.deck()
    side = mover.play._hand.side
    message["masks"] = {str(deck.index(c)): side.show(deck.index(c))["mask"] for c in hand}
    with pytest.raises(CheatError) as caught:
        other.play.receive(message)
    assert caught.value.kind is Cheat.ILLEGAL_MOVE


def test_a_move_out_of_turn_and_a_malformed_one_are_refused() -> None:
    mover, other, _h, _g = _to_first_discard(14)
    with pytest.raises(WireError):
        mover.play.receive({"kind": "move", "action": {"type": "draw_stock"}, "masks": {}})
    hand = sorted(mover.play.game().view(ME).hand)
    outcome, _ = mover.play.play_mine(Discard(hand[0]))
    message = wire(outcome.send[0])
    for bad in ({"type": "nonsense"}, None, {"type": "discard", "card": "Zz"}):
        with pytest.raises(WireError):
            other.play.receive({**message, "action": bad})
    with pytest.raises(WireError):
        other.play.receive({**message, "masks": {str(i): "00" for i in range(30)}})


def test_secrets_before_the_hand_is_over_are_refused() -> None:
    mover, other, _h, _g = _to_first_discard(15)
    with pytest.raises(WireError):
        other.play.receive(mover.play._hand.side.secrets_message())


def test_a_knock_shows_the_whole_hand_and_names_its_melds() -> None:
    """Play until a knock and check what the defender's side saw with it."""
    host, guest = sides(RuleSet.preset("standard"), seed=21, levels=(Level.HARD, Level.HARD))
    host.take(host.play.start(), guest)
    guest.take(guest.play.start(), host)
    for _ in range(5_000):
        if pump(host, guest):
            continue
        for side, other in ((host, guest), (guest, host)):
            game = side.play.game()
            if game.actor != ME or side.play.stage is not Stage.PLAYING or side.play.held:
                continue
            action = side.player.choose(game.view(ME))
            outcome, _ = side.play.play_mine(action)
            side.take(outcome, other)
            if isinstance(action, Knock):
                while pump(host, guest):
                    pass
                theirs = other.play.game()
                assert theirs.phase is Phase.SHOWDOWN
                knock = theirs.history[-1]
                assert isinstance(knock, Knock) and knock.melds is not None
                assert set(theirs.hand_of(FRIEND)) == set(side.play.game().hand_of(ME))
                return
            break
    raise AssertionError("nobody knocked")


def test_a_side_played_again_from_its_events_and_seed_is_the_same_side() -> None:
    """What a restart after a crash needs: the side's events and its seed give it back, every
    message it sent included."""
    rules = RuleSet.preset("standard")
    seeds = (bytes(range(32)), bytes(range(1, 33)))
    host = Side(FriendPlay(Role.HOST, rules, seeded_bytes(seeds[0])),
                make_player(Level.EASY, 1, rules))
    guest = Side(FriendPlay(Role.GUEST, rules, seeded_bytes(seeds[1])),
                 make_player(Level.EASY, 2, rules))
    sent: list[dict[str, Any]] = []
    original = host.take

    def keep(outcome: Outcome, other: Side) -> None:
        sent.extend(wire(m) for m in outcome.send)
        original(outcome, other)

    host.take = keep  # type: ignore[method-assign]
    host.take(host.play.start(), guest)
    guest.take(guest.play.start(), host)
    for _ in range(400):  # part of a match: a hand or two
        if not pump(host, guest) and not (move(host, guest) or move(guest, host)):
            break
    again, again_sent = replayed(Role.HOST, rules, seeded_bytes(seeds[0]),
                                 json.loads(json.dumps(host.play.events)))
    assert again.game().history == host.play.game().history
    assert [wire(m) for m in again_sent] == sent
    assert again.stage is host.play.stage and again.held == host.play.held


def test_seeded_bytes_are_the_same_from_the_same_seed_only() -> None:
    a, b, c = seeded_bytes(b"a" * 32), seeded_bytes(b"a" * 32), seeded_bytes(b"b" * 32)
    first = a(100)
    assert first == b(100) and first != c(100) and a(100) != first
    with pytest.raises(ValueError):
        seeded_bytes(b"short")
