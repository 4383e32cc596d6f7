"""The meld search's per-suit tables, built at import from the suit's blocks of consecutive
ranks (engine/melds.py, "the per-suit tables"), against the same tables built here the slow,
obvious way: every mask on its own, every card of it tried (the engine's builders before they
were made quick)."""

from __future__ import annotations

from ginrummy_desktop.engine import FULL_DECK, Card, Rank, Suit, melds

SIZE = 1 << 13
POINTS = tuple(Rank(r).points for r in range(13))
NO_DROP = 1 << 20


def slow_run_tables() -> tuple[list[int], list[int]]:
    """(least run-only deadwood, how) of each suit mask: the lowest card is deadwood (how 0)
    or starts a run of ``how`` cards; on equal points the longest run wins."""
    deadwood, choice = [0] * SIZE, [0] * SIZE
    for m in range(1, SIZE):
        low = m & -m
        r = low.bit_length() - 1
        best, how = POINTS[r] + deadwood[m ^ low], 0
        length, run = 1, low
        while r + length < 13 and m >> (r + length) & 1:
            length += 1
            run |= 1 << (r + length - 1)
            if length >= 3 and deadwood[m ^ run] <= best:
                best, how = deadwood[m ^ run], length
        deadwood[m], choice[m] = best, how
    return deadwood, choice


def slow_drop_keys(deadwood: list[int]) -> list[list[int]]:
    """For each suit: the key of the best card to drop from each mask, tried card by card."""
    base = [NO_DROP << 6] * SIZE
    for m in range(1, SIZE):
        base[m] = min(
            ((deadwood[m ^ (1 << r)] - deadwood[m] + 128) << 6) | ((12 - r) << 2)
            for r in range(13)
            if m >> r & 1
        )
    return [[key | (3 - suit) for key in base] for suit in range(4)]


def slow_arrangement_keys(deadwood: list[int], choice: list[int]) -> list[int]:
    """Deadwood << 6 plus the deadwood cards the run choices leave, mask by mask."""
    count = [0] * SIZE
    for m in range(1, SIZE):
        low = m & -m
        length = choice[m]
        count[m] = count[m ^ low] + 1 if length == 0 else count[m ^ ((1 << length) - 1) * low]
    return [deadwood[m] << 6 | count[m] for m in range(SIZE)]


def test_the_tables_equal_the_slow_builders() -> None:
    deadwood, choice = slow_run_tables()
    assert deadwood == melds.RUN_DEADWOOD
    assert choice == melds.RUN_CHOICE
    assert slow_drop_keys(deadwood) == [melds._K0, melds._K1, melds._K2, melds._K3]
    assert slow_arrangement_keys(deadwood, choice) == melds._ARRANGE_KEY


def test_a_drop_key_names_its_card() -> None:
    # the low six bits of a key are (12 - rank) << 2 | (3 - suit), and name the card
    for card in FULL_DECK:
        low = (12 - int(card.rank)) << 2 | (3 - int(card.suit))
        assert melds._DISCARD_CARDS[low] is card
    assert melds._DISCARD_CARDS[melds._K2[1 << 5] & 63] == Card(Rank.SIX, Suit.HEARTS)


def test_a_few_entries_by_hand() -> None:
    # A-2-3 is a run; A-2-3-4-5-6-7 plays as one run of seven; 2-3 alone are 5 points
    assert melds.RUN_DEADWOOD[0b111] == 0
    assert melds.RUN_CHOICE[0b111] == 3
    assert melds.RUN_CHOICE[0b1111111] == 7
    assert melds.RUN_DEADWOOD[0b110] == 5
    # a king with A-2-3: drop the king (deadwood down 10, the highest rank on a tie)
    key = melds._K3[0b1 << 12 | 0b111]
    assert key >> 6 == 128 - 10
    assert melds._DISCARD_CARDS[key & 63] == Card(Rank.KING, Suit.SPADES)
