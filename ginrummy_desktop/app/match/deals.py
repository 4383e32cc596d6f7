"""Where the table's cards come from: a deal anyone can verify.

Every cut and deck of a match is derived, by the documented procedure below, from

* a **secret seed** of 32 bytes the program draws from the operating system's randomness
  (``secrets.token_bytes``) before the match; its **fingerprint**, the SHA-256 of the seed, is
  on the table from the start, so the seed is fixed before any card is seen;
* the **player's phrase**, fixed for a seed at the seed's first deal (a setting: random by
  default, changeable at any time; a change applies from the next *seed*: the next match, or
  the deals after a reveal), which the program cannot foresee when it commits to the seed;
* the number of the deal (0 for the cut for the first dealer, 1, 2, ... for the deals of the
  match; a redeal after a dead hand is a deal of its own).

When the match ends, or the player asks to see it, the seed is revealed; whoever has the
exported match recomputes the fingerprint and every deck, with this program or with the
stand-alone ``tools/verify_deal.py`` (standard library only). A seed once revealed is never used
again: the next deal of the same match uses a new seed, drawn (and its fingerprint shown) at the
moment of the reveal.

Every seed is drawn, and its fingerprint can be seen, *before* the deals it will make: a
match's seeds at its start or at a reveal, and the **next match's seed** (``next_match``) as
soon as the match in play is. A careful player changes the phrase after seeing a fingerprint;
the program, having committed to the seed, cannot then choose one that suits that phrase.

The other way round, the player must not be able to choose the cards: a player who knew a seed
before its phrase is fixed could try phrases until one deals them gin. So a seed's phrase is
fixed by its **first deal** and never changes after (:meth:`MatchDeals.locked_phrase`), and a
seed never leaves the program before that deal: an unused seed (the next match's, or the one
drawn at a reveal) lives in memory only, is never saved or exported, and is simply drawn again
after a restart (nothing was dealt from it, so nothing is lost). A seed that has dealt is
saved *sealed* (:mod:`.seal`), never in plain text, and an export holds only the fingerprint of
a seed not yet revealed. What this cannot prevent, and the threat model in ``docs/fair-deal.md``
says so: a player who reads the program's memory, or who unseals the save with the
installation's key, can see the rest of a match's cards; neither can choose them.

A seed that cannot be read back when a match resumes (its key gone, the save moved to another
computer, its seal deleted) is **lost**: only its fingerprint is known, its deals can no longer
be verified, and the match goes on with a new seed for the next deals.

A seed the program cannot vouch it drew (read from a save in plain text, from a save of an
older version, or sealed with the installation's key but absent from its record of the seeds it
drew: ``saves.py``, ``seal.py``) is not *vouched*: its deals may be ones the player chose. A
match with such a seed, or a lost one, is **unverifiable** (:attr:`MatchDeals.unverifiable`)
for good: the mark is written into its save and its exports, and never taken off by a later
save. ``docs/fair-deal.md`` says what this can and cannot promise.

The procedure, version 1 (``PROCEDURE``):

1. ``label = "ginrummy-desktop/v1/" + kind + "/" + str(number) + "/" + phrase`` with ``kind``
   ``cut`` or ``deal`` and the phrase NFC-normalised, encoded as UTF-8.
2. A byte stream: ``HMAC-SHA256(key=seed, msg=label + "/" + str(i))`` for ``i = 0, 1, 2, ...``,
   the 32-byte blocks one after another.
3. Numbers: 4 bytes at a time, big-endian. A number below ``m`` without modulo bias: draw
   ``u`` until ``u < 2**32 - (2**32 % m)``, answer ``u % m``.
4. Fisher–Yates: start from the 52 cards in the order ``Ac Ad Ah As 2c 2d ... Kh Ks`` (ranks
   ace to king, each in the suits clubs, diamonds, hearts, spades); for ``i`` from 51 down to 1
   swap card ``i`` with card ``below(i + 1)``. The result is the deck in the order the cards
   leave it: ten to each player one at a time, the non-dealer first, then the upcard; the rest
   is the stock.
5. The cut: the shuffled ``cut`` deck is cut in pairs from the top (seat 0's card, then seat
   1's) until a pair differs in rank; the lower card deals.

A **replayed deal** ("Play this deal again") is the one exception: a match may start from the
cut and first deck of an earlier hand, given rather than derived. It is never hidden: such a
deal's phrase slot holds :data:`REPLAYED` followed by the SHA-256 (16 hex digits) of its cards
and a note of where they came from, instead of a phrase (a player's phrase never starts with a
line feed: it is stripped). :meth:`MatchDeals.mismatches` checks such a deal's cards against that
digest, and verification reports it as :data:`REPLAYED_NOTE`, not as dealt by the seed. Only the
cut and the first deal (0 and 1) can be replayed; every later deal comes from the seed as usual.

Pure Python (no Qt), so it is tested without a display.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QCoreApplication

from ...engine import FULL_DECK, Card, Cut, Deal
from ...marks import QT_TRANSLATE_NOOP

__all__ = [
    "DECK_ORDER",
    "PROCEDURE",
    "REPLAYED",
    "REPLAYED_NOTE",
    "DealSeed",
    "MatchDeals",
    "cut_cards",
    "deck_for",
    "fingerprint",
    "random_phrase",
]

PROCEDURE = "ginrummy-desktop/v1"
DECK_ORDER = tuple(Card.parse(rank + suit) for rank in "A23456789TJQK" for suit in "cdhs")
"""The starting order of the shuffle: ``Ac Ad Ah As 2c 2d ... Kh Ks``."""
assert DECK_ORDER == FULL_DECK, "the documented starting order is the engine's"
SEED_BYTES = 32
MAX_PHRASE = 200
"""The longest phrase taken (longer ones are cut), so a pasted novel cannot slow a deal."""
REPLAYED = "\nreplayed "
"""The start of a replayed deal's phrase slot (see the module docstring)."""
REPLAYED_NOTE = QT_TRANSLATE_NOOP(
    "Deals", "replayed from an earlier match, not from this match's seed")
"""What verification says of a replayed deal (translated, context ``"Deals"``, where shown)."""

_WORDS = (
    "amber", "anchor", "apple", "arrow", "aspen", "badger", "banjo", "basil", "beacon", "birch",
    "bishop", "bramble", "breeze", "cactus", "canyon", "cedar", "cello", "cherry", "cinder",
    "clover", "comet", "copper", "coral", "cricket", "crystal", "daisy", "delta", "ember",
    "falcon", "fern", "fiddle", "flint", "garnet", "ginger", "glacier", "harbor", "hazel",
    "heron", "indigo", "island", "jasper", "juniper", "kettle", "lantern", "lemon", "lilac",
    "maple", "marble", "meadow", "mint", "nectar", "nutmeg", "oasis", "olive", "orchid",
    "otter", "pebble", "pepper", "pine", "plum", "quartz", "quill", "raven", "river", "saffron",
    "sage", "silver", "sparrow", "spruce", "thistle", "thunder", "topaz", "tulip", "velvet",
    "walnut", "willow", "wren", "yarrow", "zephyr",
)


def random_phrase() -> str:
    """A fresh phrase of four random words (the default until the player picks one)."""
    return " ".join(secrets.choice(_WORDS) for _ in range(4))


def fingerprint(seed: bytes) -> str:
    """The SHA-256 of ``seed`` in hexadecimal: what the table shows before the match."""
    return hashlib.sha256(seed).hexdigest()


def _label(kind: str, number: int, phrase: str) -> bytes:
    text = unicodedata.normalize("NFC", phrase)[:MAX_PHRASE]
    return f"{PROCEDURE}/{kind}/{number}/{text}".encode()


def _stream(seed: bytes, label: bytes) -> Iterator[int]:
    """32-bit numbers from HMAC-SHA256 in counter mode (step 2 and 3 of the procedure)."""
    block = 0
    while True:
        digest = hmac.new(seed, label + b"/" + str(block).encode(), hashlib.sha256).digest()
        for offset in range(0, len(digest), 4):
            yield int.from_bytes(digest[offset : offset + 4], "big")
        block += 1


def _below(numbers: Iterator[int], bound: int) -> int:
    """A number from 0 to ``bound - 1`` without modulo bias (rejection sampling)."""
    limit = 2**32 - (2**32 % bound)
    while True:
        number = next(numbers)
        if number < limit:
            return number % bound


def _shuffled(seed: bytes, label: bytes) -> tuple[Card, ...]:
    deck = list(DECK_ORDER)
    numbers = _stream(seed, label)
    for i in range(len(deck) - 1, 0, -1):
        j = _below(numbers, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)


def deck_for(seed: bytes, phrase: str, number: int) -> tuple[Card, ...]:
    """The deck of deal ``number`` (1 for the first) from ``seed`` and ``phrase``."""
    return _shuffled(seed, _label("deal", number, phrase))


def cut_cards(seed: bytes, phrase: str) -> tuple[Card, ...]:
    """The cut for the first dealer: pairs from the top of the shuffled cut deck until one
    pair differs in rank."""
    deck = _shuffled(seed, _label("cut", 0, phrase))
    cuts: list[Card] = []
    for i in range(0, len(deck), 2):
        cuts.extend(deck[i : i + 2])
        if cuts[-2].rank != cuts[-1].rank:
            return tuple(cuts)
    raise AssertionError("52 cards cannot all pair up in rank")  # pragma: no cover


@dataclass(frozen=True, slots=True)
class DealSeed:
    """One secret seed of a match: the deals from ``first_deal`` on use it (until the next
    seed's ``first_deal``). ``revealed``: the player has seen it; it deals no more.

    A *lost* seed (``seed`` None) could not be read back: only ``lost_fingerprint`` is known,
    it deals no more and its deals cannot be verified (see the module docstring).

    ``vouched``: the program drew this seed itself (every seed it draws is); False for one read
    back from a save it cannot vouch for, and for a lost one, whose deals nothing checks. Not
    part of what makes two seeds equal: the same seed, whoever wrote it down."""

    seed: bytes | None
    first_deal: int = 0
    revealed: bool = False
    lost_fingerprint: str = ""
    vouched: bool = field(default=True, compare=False)

    def __post_init__(self) -> None:
        if self.seed is None:
            if len(self.lost_fingerprint) != 64 or self.revealed:
                raise ValueError(QCoreApplication.translate(
                    "Deals", "a lost deal seed keeps its fingerprint and is not revealed"))
        elif not isinstance(self.seed, bytes) or len(self.seed) != SEED_BYTES:
            raise ValueError(QCoreApplication.translate(
                "Deals", "a deal seed is %n byte(s)", None, SEED_BYTES))
        if type(self.first_deal) is not int or self.first_deal < 0:
            raise ValueError(QCoreApplication.translate(
                "Deals", "a deal seed's first deal is a whole number from 0"))

    @classmethod
    def lost(cls, seed_fingerprint: str, first_deal: int, *, vouched: bool = False) -> DealSeed:
        """A seed of which only the fingerprint is known (``vouched`` only for a seed merely
        kept secret from whoever reads an export: its own program still has it)."""
        return cls(None, first_deal, lost_fingerprint=seed_fingerprint.lower(), vouched=vouched)

    @property
    def is_lost(self) -> bool:
        return self.seed is None

    @property
    def deals_more(self) -> bool:
        """Whether the next deal may use this seed (neither revealed nor lost)."""
        return not self.revealed and self.seed is not None

    @property
    def fingerprint(self) -> str:
        return self.lost_fingerprint if self.seed is None else fingerprint(self.seed)


@dataclass(frozen=True, slots=True)
class MatchDeals:
    """The chance steps of one match so far: its seeds and the phrase used for each deal.

    A value: each step returns the cards and the new value (``cut``, ``deal``, ``reveal``).
    ``phrases[n]`` is the phrase of deal ``n`` (``phrases[0]`` the cut's).
    """

    seeds: tuple[DealSeed, ...]
    phrases: tuple[str, ...] = field(default=())
    next_match: bytes = field(
        default_factory=lambda: secrets.token_bytes(SEED_BYTES), compare=False
    )
    """The secret seed the next match will start from (drawn now, so its fingerprint can be
    shown before that match; never saved, so drawn again after a restart, and not part of
    what makes two matches' deals equal)."""
    marked_unverifiable: bool = field(default=False, compare=False)
    """The file these deals were read from said the match is unverifiable (an export carries
    the mark to whoever reads it); kept by every step of these deals, never taken off. Like
    :attr:`DealSeed.vouched`, not part of what makes two matches' deals equal."""

    def __post_init__(self) -> None:
        if not self.seeds or self.seeds[0].first_deal != 0:
            raise ValueError(QCoreApplication.translate(
                "Deals", "a match's first seed starts at the cut (deal 0)"))
        firsts = [s.first_deal for s in self.seeds]
        if firsts != sorted(set(firsts)) or firsts[-1] > len(self.phrases):
            raise ValueError(QCoreApplication.translate(
                "Deals", "a match's seeds must start at increasing deals already made"))
        if not all(isinstance(p, str) for p in self.phrases):
            raise ValueError(QCoreApplication.translate("Deals", "a match's phrases are text"))
        if not isinstance(self.next_match, bytes) or len(self.next_match) != SEED_BYTES:
            raise ValueError(QCoreApplication.translate(
                "Deals", "the next match's seed is %n byte(s)", None, SEED_BYTES))

    @classmethod
    def fresh(cls) -> MatchDeals:
        """A new match's deals, from a new secret seed."""
        return cls((DealSeed(secrets.token_bytes(SEED_BYTES)),))

    @classmethod
    def from_number(cls, number: int) -> MatchDeals:
        """Deals from a seed made of ``number`` (tests and replays; such a seed is no secret)."""
        made = hashlib.sha256(f"{PROCEDURE}/seed/{number}".encode()).digest()
        after = hashlib.sha256(f"{PROCEDURE}/next/{number}".encode()).digest()
        return cls((DealSeed(made),), next_match=after)

    def next_match_deals(self) -> MatchDeals:
        """The deals of the match after this one: from the seed committed to in advance."""
        return MatchDeals((DealSeed(self.next_match),))

    @property
    def next_match_fingerprint(self) -> str:
        return fingerprint(self.next_match)

    @property
    def unverifiable(self) -> bool:
        """Whether this match's deals cannot be vouched for: a seed of it is lost or was not
        drawn by this program (:attr:`DealSeed.vouched`), or its file said so. For good: seeds
        are only ever added, and the mark is kept."""
        return self.marked_unverifiable or not all(seed.vouched for seed in self.seeds)

    @property
    def current(self) -> DealSeed:
        """The seed the next deal will use."""
        return self.seeds[-1]

    @property
    def fingerprint(self) -> str:
        """The fingerprint of the seed in use."""
        return self.current.fingerprint

    def with_a_seed_to_deal(self) -> MatchDeals:
        """These deals, with a new secret seed for the next deal when the last one deals no
        more (revealed or lost), so that its fingerprint can be shown before that deal."""
        if self.seeds[-1].deals_more:
            return self
        fresh = DealSeed(secrets.token_bytes(SEED_BYTES), len(self.phrases))
        return replace(self, seeds=(*self.seeds, fresh))

    def is_used(self, seed: DealSeed) -> bool:
        """Whether ``seed`` has dealt (an unused seed is never saved: module docstring)."""
        return seed.first_deal < len(self.phrases)

    def own_phrases(self, seed: DealSeed) -> tuple[str, ...]:
        """The phrases of the deals ``seed`` made itself, in order (a replayed deal's slot is
        not one of them). The program never gives one seed two phrases (see
        :meth:`locked_phrase`)."""
        following = [s.first_deal for s in self.seeds if s.first_deal > seed.first_deal]
        end = following[0] if following else len(self.phrases)
        return tuple(p for p in self.phrases[seed.first_deal : end] if not p.startswith(REPLAYED))

    def locked_phrase(self, seed: DealSeed) -> str | None:
        """The phrase fixed for ``seed`` by its first deal of its own (a replayed deal's slot
        is not one), or None while it has dealt nothing."""
        return next(iter(self.own_phrases(seed)), None)

    def _next(self, phrase: str) -> tuple[DealSeed, MatchDeals]:
        deals = self.with_a_seed_to_deal()
        seed = deals.seeds[-1]
        locked = deals.locked_phrase(seed)
        text = locked if locked is not None else unicodedata.normalize("NFC", phrase)[:MAX_PHRASE]
        return seed, replace(deals, phrases=(*deals.phrases, text))

    @property
    def next_phrase_is_locked(self) -> bool:
        """Whether the next deal's phrase is already fixed (its seed has dealt)."""
        current = self.seeds[-1]
        return current.deals_more and self.locked_phrase(current) is not None

    def cut(self, phrase: str) -> tuple[Cut, MatchDeals]:
        """The cut for the first dealer (deal 0); ``phrase`` is the player's phrase now, used
        unless the seed's phrase is already fixed (see :meth:`locked_phrase`)."""
        if self.phrases:
            raise ValueError("the cut is the first step of a match")
        seed, after = self._next(phrase)
        assert seed.seed is not None
        return Cut(cut_cards(seed.seed, after.phrases[-1])), after

    def deal(self, phrase: str) -> tuple[Deal, MatchDeals]:
        """The next deal (its number is the count of deals so far, the cut being 0), with
        ``phrase`` as for :meth:`cut`."""
        number = len(self.phrases)
        if number == 0:
            raise ValueError("a match starts with the cut")
        seed, after = self._next(phrase)
        assert seed.seed is not None
        return Deal(deck_for(seed.seed, after.phrases[-1], number)), after

    def reveal(self, *, then_new: bool = False) -> MatchDeals:
        """The seed in use shown to the player. With ``then_new`` (the match goes on) a new
        seed is drawn at once for the next deals, so its fingerprint is on show before them; a
        seed that dealt nothing yet is simply replaced. Without it (the match is over) the seed
        is only marked revealed."""
        seeds = self.seeds
        if not seeds[-1].deals_more:
            return self.with_a_seed_to_deal() if then_new else self
        unused = seeds[-1].first_deal == len(self.phrases)
        if unused and then_new:  # nothing to verify: just a new seed in its place
            fresh = DealSeed(secrets.token_bytes(SEED_BYTES), seeds[-1].first_deal)
            return replace(self, seeds=(*seeds[:-1], fresh))
        shown = (*seeds[:-1], replace(seeds[-1], revealed=True))
        if then_new:
            shown = (*shown, DealSeed(secrets.token_bytes(SEED_BYTES), len(self.phrases)))
        return replace(self, seeds=shown)

    def replayed(self, cut: Cut, deal: Deal, source: str) -> MatchDeals:
        """This match (nothing dealt yet) starting from an earlier hand's ``cut`` and ``deal``
        (both with their cards): deals 0 and 1 become replayed deals noting ``source`` (where
        the cards came from, cut to 80 characters); later deals come from the seed."""
        if self.phrases:
            raise ValueError("only a match that has dealt nothing can start from a replayed deal")
        if cut.cards is None or deal.deck is None:
            raise ValueError("a replayed deal needs its cards")
        note = " ".join(source.split())[:80]
        slots = tuple(f"{REPLAYED}{_cards_digest(c)} {note}" for c in (cut.cards, deal.deck))
        return replace(self, phrases=slots)

    def is_replayed(self, number: int) -> bool:
        """Whether deal ``number`` (0: the cut) is a replayed deal, not one of the seed's."""
        return 0 <= number < min(2, len(self.phrases)) and self.phrases[number].startswith(
            REPLAYED
        )

    def seed_of(self, number: int) -> DealSeed:
        """The seed that made deal ``number``."""
        return [s for s in self.seeds if s.first_deal <= number][-1]

    def mismatches(self, cut: Cut, decks: Sequence[Deal]) -> list[int]:
        """The deal numbers whose cards are not the ones their seed and phrase give, ``cut``
        and ``decks`` being the match's Cut and Deal actions in order (0 stands for the cut)."""
        wrong = []
        for number, phrase in enumerate(self.phrases):
            seed = self.seed_of(number).seed
            if seed is None and not self.is_replayed(number):
                continue  # a lost seed: nothing to check against
            if self.is_replayed(number):  # checked against the digest it carries
                cards = cut.cards if number == 0 else decks[0].deck if decks else None
                right = cards is not None and phrase.startswith(
                    f"{REPLAYED}{_cards_digest(cards)} "
                )
            elif number == 0:
                assert seed is not None
                right = cut.cards == cut_cards(seed, phrase)
            else:
                assert seed is not None
                right = number <= len(decks) and decks[number - 1].deck == deck_for(
                    seed, phrase, number
                )
            if not right:
                wrong.append(number)
        return wrong


def _cards_digest(cards: Sequence[Card]) -> str:
    """16 hex digits of the SHA-256 of ``cards`` in notation, space-separated."""
    return hashlib.sha256(" ".join(str(c) for c in cards).encode()).hexdigest()[:16]
