#!/usr/bin/env python3
"""Check that every deal of a match against a friend was dealt fairly, from its exported record.

    python3 tools/verify_friend_match.py exported-friend-match.json

A match against a friend has no seed: the two programs dealt every deck together, each masking
and shuffling it in turn, and at each deal's end both revealed their secrets
(``docs/friend-play.md``). The exported match (Game ▸ Export for checking…, or Hand history ▸
Export, of a friend's match) holds the engine's record of the match and, for the cut and every
hand settled, everything both programs sent (their commitments, the four decks, every mask
with its sender) and both sides' secrets. This script, for each of those deals:

* checks each side's secrets against the commitment it sent before the deal, recomputes the
  four steps of the shuffle from the secrets and compares them with the decks sent, and checks
  every mask sent during the hand against the committed one; a cheat is named with its side;
* compares the deck that gives with the record's: the cut's cards with the record's cut, a
  hand's deck with its deal;
* compares the masks sent with the cards the record's moves show (each player's ten, the
  upcard, every card drawn from the stock, discarded, or shown at the showdown), so a move
  changed in the record to show a card nobody showed, or to hide one that was, is caught.

The record itself is replayed first (its checksum, every move legal on its decks, its score).
Unlike ``tools/verify_deal.py`` (standard library only, for matches against the computer),
this script imports the game's own pure modules (``ginrummy_desktop/friend``: read them before
you run it) and PyNaCl, the libsodium the deal was masked with. It reads the file within
bounds: a regular file (a named pipe or a device is refused, never waited on), at most 8 MB of
UTF-8 JSON, nested at most 12 deep, each value of the form the program writes.

What it cannot tell: a move changed in a way that shows exactly the cards that were shown (a
discard swapped for another card both players saw anyway) matches the deal's evidence; the
friend's own export of the same match would show the difference.

Exit status (and the last line says it):

0  every deal of the match was settled and checked, and matches
1  a mismatch: a deal whose secrets, decks or masks do not make its deal, or whose deck or
   shown cards are not the record's, or a record that does not replay
2  not a friend's match this script can read (one line says why; a match against the
   computer is pointed to tools/verify_deal.py), or nothing dealt
3  what was checked matches, but not every deal was settled (the hand in play when the file
   was written, or a match stopped before a deal's end): those deals are named

No other status, and never a traceback: a fault of this script is reported in one line, with 2.
"""

from __future__ import annotations

import argparse
import os
import stat
import sys
from collections.abc import Sequence
from pathlib import Path

try:
    import ginrummy_desktop  # noqa: F401 - installed, or run from a checkout
except ImportError:  # run from the repository: its root holds the package
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ginrummy_desktop.console import use_utf8_output
from ginrummy_desktop.friend.record import (
    FORMAT,
    MAX_DOCUMENT_BYTES,
    FriendRecordError,
    deal_name,
    parsed,
    read_document,
)
from ginrummy_desktop.friend.verify import FriendCheck, FriendMismatchError, verify_record

__all__ = ["main", "verify"]

COMPUTER_FORMATS = ("ginrummy-desktop/save",)
RECORD_FORMAT = "ginrummy-desktop/game"


class NotARegularFileError(OSError):
    """The path names something else than a regular file (a pipe, a device, a folder)."""


def read_regular_file(path: str, most: int) -> bytes:
    """At most ``most`` bytes of the regular file at ``path``, opened without waiting
    (``O_NONBLOCK``) and checked on the open file: a named pipe cannot block the script."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise NotARegularFileError(f"{path!r} is not a regular file")
        parts: list[bytes] = []
        left = most
        while left > 0:
            part = os.read(descriptor, min(left, 1 << 20))
            if not part:
                break
            parts.append(part)
            left -= len(part)
        return b"".join(parts)
    finally:
        os.close(descriptor)


def document_of(path: str) -> object:
    """The parsed JSON of the file at ``path``; FriendRecordError saying why it cannot be one,
    and pointing a match against the computer (or a bare record) to what can check it."""
    try:
        data = read_regular_file(path, MAX_DOCUMENT_BYTES + 1)
    except NotARegularFileError as error:
        raise FriendRecordError(str(error)) from None
    except OSError as error:
        raise FriendRecordError(f"{path!r} cannot be read "
                                f"({error.strerror or type(error).__name__})") from None
    document = parsed(data)
    found = document.get("format") if isinstance(document, dict) else None
    if found in COMPUTER_FORMATS:
        raise FriendRecordError("this is a match against the computer, dealt from a seed: "
                                "check it with tools/verify_deal.py")
    if found == RECORD_FORMAT:
        raise FriendRecordError("this is a bare match record, without the deals' evidence: "
                                "export the friend's match again (Export for checking…)")
    if found != FORMAT:
        raise FriendRecordError("not an exported match against a friend")
    return document


def report(checked: FriendCheck) -> list[str]:
    """The lines of a document checked: who played, each deal, the tally."""
    record = checked.record
    hands = len(checked.game.results)
    lines = [f"a match against a friend: the record of the {record.role.value}, against "
             f"“{record.name}”; {hands} hand(s) over, {checked.dealt} deal(s) (the cut and "
             "each hand's)"]
    lines += [f"{deal_name(number)}: matches its deal" for number in range(checked.checked)]
    lines += [f"{deal_name(number)}: not settled (its secrets were never revealed: the hand "
              "in play, or a match stopped), not checked" for number in checked.unsettled]
    lines.append(f"{checked.checked} of {checked.dealt} deal(s) checked")
    return lines


def verify(path: str) -> int:
    """Check the friend's match in the file at ``path``, print the report and answer the exit
    status; FriendRecordError (with the one-line reason) for status 2."""
    record = read_document(document_of(path))
    try:
        checked = verify_record(record)
    except FriendMismatchError as mismatch:
        print(f"MISMATCH: {mismatch}")
        return 1
    print("\n".join(report(checked)))
    if not checked.complete:
        print("what was checked matches; the deals not settled could not be checked")
        return 3
    print("every deal matches: neither program could have chosen the cards")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Check the exported friend's match named in ``argv`` (by default the command line's
    arguments) and answer the exit status of the module docstring, never a traceback."""
    use_utf8_output()
    parser = argparse.ArgumentParser(description="Verify the deals of an exported match "
                                     "against a friend.")
    parser.add_argument("file")
    args = parser.parse_args(argv)
    try:
        return verify(args.file)
    except FriendRecordError as problem:
        print(f"not checked: {_one_line(str(problem))}")
    except Exception as error:  # a fault of this script: still one line, never a traceback
        print(f"not checked: this script failed ({type(error).__name__}: "
              f"{_one_line(str(error))}); please report it")
    return 2


def _one_line(text: str) -> str:
    return " ".join(text.split())[:300]


if __name__ == "__main__":
    sys.exit(main())
