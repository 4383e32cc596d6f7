#!/usr/bin/env python3
"""Check, without trusting Gin Rummy Desktop, that a match was dealt from its committed seed.

    python3 tools/verify_deal.py exported-match.json [--fingerprint 3f2a9c01...]

Standard library only: read it before you run it. It is deliberately a second, independent
implementation of the procedure (it shares no code with the program), so a bug or a trick in the
program cannot hide from it.

The program showed a *fingerprint* (the SHA-256 of a secret seed) before the match. Every cut
and deck was derived from that seed, the player's phrase in force at each deal, and the deal's
number, by the procedure "ginrummy-desktop/v1":

1. label = "ginrummy-desktop/v1/" + ("cut" or "deal") + "/" + number + "/" + phrase (NFC, UTF-8)
2. stream = HMAC-SHA256(seed, label + "/0") + HMAC-SHA256(seed, label + "/1") + ...
3. 32-bit big-endian numbers from the stream; a number below m: draw u until
   u < 2**32 - 2**32 % m, take u % m (no modulo bias)
4. Fisher-Yates from the order Ac Ad Ah As 2c ... Kh Ks: for i = 51 down to 1 swap cards i and
   below(i + 1); the result is the order the cards leave the deck
5. the cut: pairs from the top of the shuffled "cut" deck until a pair differs in rank

This script recomputes the fingerprint of each seed in the exported match (compare it with the
one you saw; pass it with --fingerprint to have it compared) and every deck, and compares them
with the cards the match record says were dealt. Exit status: 0 all match, 1 a mismatch, 2 the
file is not an exported match, 3 a seed is not revealed (its deals cannot be checked yet).
"""

from __future__ import annotations

import argparse
import hashlib
import hmac
import json
import sys
import unicodedata
from collections.abc import Iterator

PROCEDURE = "ginrummy-desktop/v1"
ORDER = [rank + suit for rank in "A23456789TJQK" for suit in "cdhs"]
RANKS = "A23456789TJQK"
REPLAYED = "\nreplayed "
"""A replayed deal ("Play this deal again"): cards given, not derived. Its phrase slot holds
this, the first 16 hex digits of the SHA-256 of its cards (space-separated), and a note."""


def numbers(seed: bytes, label: bytes) -> Iterator[int]:
    block = 0
    while True:
        digest = hmac.new(seed, label + b"/" + str(block).encode(), hashlib.sha256).digest()
        for i in range(0, 32, 4):
            yield int.from_bytes(digest[i : i + 4], "big")
        block += 1


def shuffled(seed: bytes, kind: str, number: int, phrase: str) -> list[str]:
    text = unicodedata.normalize("NFC", phrase)
    label = f"{PROCEDURE}/{kind}/{number}/{text}".encode()
    stream = numbers(seed, label)
    deck = list(ORDER)
    for i in range(51, 0, -1):
        bound = i + 1
        limit = 2**32 - 2**32 % bound
        u = next(stream)
        while u >= limit:
            u = next(stream)
        j = u % bound
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def cut_of(deck: list[str]) -> list[str]:
    cuts: list[str] = []
    for i in range(0, 52, 2):
        cuts += deck[i : i + 2]
        if cuts[-2][0] != cuts[-1][0]:
            return cuts
    raise ValueError("no cut")


def normal(card: str) -> str:
    """A card name as the record writes it, in the script's spelling (10 -> T)."""
    card = card.replace("10", "T")
    return card[0].upper() + card[1].lower() if len(card) == 2 else card


def main() -> int:
    parser = argparse.ArgumentParser(description="Verify the deal of an exported match.")
    parser.add_argument("file")
    parser.add_argument("--fingerprint", default="", help="the fingerprint you saw (a prefix)")
    args = parser.parse_args()
    try:
        with open(args.file, encoding="utf-8") as handle:
            document = json.load(handle)
        deals = document["deals"]
        actions = document["match"]["actions"]
        seeds = deals["seeds"]
        phrases = deals["phrases"]
        if deals["procedure"] != PROCEDURE:
            raise ValueError(f"unknown procedure {deals['procedure']!r}")
    except (OSError, ValueError, KeyError, TypeError) as error:
        print(f"not an exported match: {error}")
        return 2
    cut = [a["cards"] for a in actions if a.get("type") == "cut"]
    decks = [a["deck"] for a in actions if a.get("type") == "deal"]
    status = 0
    for index, item in enumerate(seeds):
        seed = bytes.fromhex(item["seed"])
        last = seeds[index + 1]["first_deal"] - 1 if index + 1 < len(seeds) else len(phrases) - 1
        print(f"seed {index + 1}: deals {item['first_deal']}-{last}, "
              f"fingerprint {hashlib.sha256(seed).hexdigest()}")
        if not item["revealed"] and item["first_deal"] > last:
            print("  not used yet: it makes the next deal")
        elif not item["revealed"]:
            print("  not revealed yet: its deals cannot be checked until the match ends")
            status = max(status, 3)
    if args.fingerprint:
        prints = [hashlib.sha256(bytes.fromhex(s["seed"])).hexdigest() for s in seeds]
        wanted = args.fingerprint.replace(" ", "").lower()
        if not any(p.startswith(wanted) for p in prints):
            print(f"MISMATCH: no seed has the fingerprint {args.fingerprint}")
            status = 1
    replayed = 0
    for number, phrase in enumerate(phrases):
        what = "cut" if number == 0 else f"deal {number}"
        if number < 2 and phrase.startswith(REPLAYED):  # given cards, checked by their digest
            actual = cut[0] if number == 0 and cut else decks[0] if number == 1 and decks else []
            names = " ".join(normal(c) for c in actual)
            digest = hashlib.sha256(names.encode()).hexdigest()[:16]
            same = bool(actual) and phrase.startswith(f"{REPLAYED}{digest} ")
            print(f"{what}: replayed from an earlier match, not from this match's seed"
                  f"{'' if same else ': MISMATCH with its digest'}")
            replayed += 1
            status = status if same else 1
            continue
        item = [s for s in seeds if s["first_deal"] <= number][-1]
        if not item["revealed"]:
            continue
        seed = bytes.fromhex(item["seed"])
        deck = shuffled(seed, "cut" if number == 0 else "deal", number, phrase)
        if number == 0:
            expected, actual = cut_of(deck), cut[0] if cut else []
        else:
            expected, actual = deck, decks[number - 1] if number <= len(decks) else []
        same = [normal(c) for c in actual] == expected
        print(f"{what}: phrase {phrase!r}: {'ok' if same else 'MISMATCH'}")
        if not same:
            status = 1
    verdict = {0: "every deal matches its seed", 1: "MISMATCH: the deal was not fair",
               3: "the revealed deals match; the others wait for their seed"}[status]
    if replayed and status != 1:
        verdict += f" ({replayed} replayed from an earlier match, not from this match's seed)"
    print(verdict)
    return status


if __name__ == "__main__":
    sys.exit(main())
