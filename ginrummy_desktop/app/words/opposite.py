"""Who sits opposite the user, for the words: the computer, or a friend by the name they chose.

The fact has one home, the session's: ``MatchSession.friend`` is the friend's match on the
table, ``MatchSession.friend_name`` the friend's chosen name ("" while the computer plays). This
module is where the words find it. The window makes its session the one the words follow
(:func:`follow`, once, as it is built: ``widgets/window_words.MomentWords``), and a sentence
that names the opponent asks :func:`friend` as it is worded. So the words name the friend
exactly while a friend's match is on the table, from the moment the session seats the friend
(Play a friend, or a kept friend's match gone on with) until it gives the computer its seat
back, with no copy of the fact to set and clear beside the session's (a copy could fall out of
step with it, or miss a way a friend sits down). Only a weak reference is kept: a session gone
is the computer again.

One program shows one table, so there is one session to follow. Two sessions in one process
(tests) word as the one followed does.

A recording of a past match (the hand history and its replay, ``records/replay.py``) names
its own opponent, not whoever sits opposite now: it is worded inside :func:`recorded`, where
:func:`friend` is the recording's friend, or None for a match against the computer (the only
kind recorded so far).

Each sentence is translated whole by its module, in its context (a sentence for the computer
and one for a friend, ``"{friend} draws from the stock."``); :func:`sentence` chooses one and
fills the friend's name in after translation (:func:`rich_sentence` escaped, for rich text),
so a translation never has a name glued onto a fragment of it.
"""

from __future__ import annotations

import html
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Protocol

__all__ = ["Sitting", "follow", "friend", "recorded", "rich_sentence", "sentence"]


class Sitting(Protocol):
    """What the words follow (the session): the name of the friend sitting opposite, ""
    while the computer sits there."""

    @property
    def friend_name(self) -> str: ...


_followed: weakref.ref[Sitting] | None = None
_recordings: list[str | None] = []
"""The opponents of the :func:`recorded` blocks open, the innermost last."""


def follow(source: Sitting) -> None:
    """Word the opponent as ``source`` says who sits opposite, from now on."""
    global _followed
    _followed = weakref.ref(source)


def friend() -> str | None:
    """The chosen name of the friend sitting opposite; None while the computer sits there or
    nobody is followed. While a recording is worded, its opponent (:func:`recorded`)."""
    if _recordings:
        return _recordings[-1]
    source = _followed() if _followed is not None else None
    name = source.friend_name if source is not None else ""
    return name or None


@contextmanager
def recorded(against: str | None = None) -> Iterator[None]:
    """Inside: the words of a recorded match, played against the friend named ``against``,
    or against the computer (None), whoever sits opposite now (module docstring)."""
    _recordings.append(against or None)
    try:
        yield
    finally:
        _recordings.pop()


def sentence(computer: str, friends: str, /, **values: object) -> str:
    """The sentence for who sits opposite, both translated by the caller: ``computer`` while
    the computer does, its placeholders filled with ``values`` when there are any (as the
    computer's sentences always were: one without placeholders is not formatted);
    ``friends``, with ``{friend}`` and ``values`` filled in, while a friend does."""
    return _chosen(computer, friends, str, values)


def rich_sentence(computer: str, friends: str, /, **values: object) -> str:
    """:func:`sentence` for rich text: the friend's name goes in escaped (a name may hold
    "<" or "&")."""
    return _chosen(computer, friends, html.escape, values)


def _chosen(computer: str, friends: str, name_as: Callable[[str], str],
            values: dict[str, object]) -> str:
    name = friend()
    if name is None:
        return computer.format(**values) if values else computer
    return friends.format(friend=name_as(name), **values)
