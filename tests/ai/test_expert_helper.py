"""The Expert's search in blocks, shared with a helper: the same results however it is shared.

A search plays its rollouts in blocks of guesses and may hand part of each block to a helper
(another process, in the program). These tests use helpers in this process: one that plays its
share honestly, one that never answers, ones that answer nonsense. Every search must give the
same ranking, values and work as the search alone, and the work limit must stop a search in
blocks exactly where one guess at a time would.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from expert_positions import positions

from ginrummy_desktop.ai.expert import (
    ActionValue,
    ExpertPlayer,
    RolloutBatch,
    RolloutHelper,
    SearchSettings,
    SearchStats,
    analyse,
    candidate_actions,
    default_action,
    play_batch,
)
from ginrummy_desktop.engine import PRESETS, PlayerView

SETTINGS = SearchSettings(budget_s=None, work=900)
VIEWS = [view for _game, view in positions(range(40, 46), every=3)][:10]


class _Answer:
    def __init__(self, rows: Sequence[Sequence[int]] | None) -> None:
        self.rows = rows

    def result(self) -> Sequence[Sequence[int]] | None:
        return self.rows


class HonestHelper:
    """Plays each batch it is given, as the helper process does."""

    def __init__(self) -> None:
        self.batches: list[RolloutBatch] = []

    def start(self, batch: RolloutBatch) -> _Answer:
        self.batches.append(batch)
        return _Answer(play_batch(batch))


class SilentHelper:
    """Never answers (a helper not started yet, stopped or stalled)."""

    def start(self, batch: RolloutBatch) -> _Answer:
        return _Answer(None)


class WrongHelper:
    """Answers with rows of the wrong shape or type."""

    def __init__(self, kind: str) -> None:
        self.kind = kind

    def start(self, batch: RolloutBatch) -> _Answer:
        rows = [list(row) for row in play_batch(batch)]
        if self.kind == "short" and rows:
            rows.pop()
        elif self.kind == "narrow":
            rows = [row[:-1] for row in rows]
        elif self.kind == "floats":
            rows = [[p + 0.5 for p in row] for row in rows]  # type: ignore[misc]
        elif self.kind == "wrong":
            rows = [[p + 1 for p in row] for row in rows]  # the right shape: trusted, see below
        return _Answer(rows)


def _search(
    view: PlayerView, helper: RolloutHelper | None, settings: SearchSettings = SETTINGS
) -> tuple[tuple[ActionValue, ...], SearchStats]:
    actions = candidate_actions(view, settings)
    default = default_action(view)
    if default not in actions:
        actions = (*actions, default)
    stats = SearchStats()
    ranked = analyse(
        view, actions, random.Random(7), settings, default, stats=stats, helper=helper
    )
    return ranked, stats


Search = tuple[tuple[ActionValue, ...], SearchStats]


def _same(a: Search, b: Search) -> bool:
    return a[0] == b[0] and a[1] == b[1]


@pytest.mark.parametrize("index", range(len(VIEWS)))
def test_a_helper_that_plays_its_share_changes_nothing(index: int) -> None:
    view = VIEWS[index]
    helper = HonestHelper()
    assert _same(_search(view, None), _search(view, helper))
    if len(candidate_actions(view, SETTINGS)) > 1:
        assert helper.batches, "the helper was given part of the work"
        assert all(batch.guesses for batch in helper.batches)


@pytest.mark.parametrize("kind", ["silent", "short", "narrow", "floats"])
def test_a_helper_that_fails_or_answers_nonsense_changes_nothing(kind: str) -> None:
    helper = SilentHelper() if kind == "silent" else WrongHelper(kind)
    for view in VIEWS[:4]:
        assert _same(_search(view, None), _search(view, helper))


def test_the_helper_only_plays_the_batch_so_its_rows_are_taken_as_given() -> None:
    """A helper's well-formed answer is used as it is: the helper is part of the program, not
    an outsider to be second-guessed (this is what the tests above rely on to see it used)."""
    view = next(v for v in VIEWS if len(candidate_actions(v, SETTINGS)) > 1)
    honest, wrong = _search(view, None), _search(view, WrongHelper("wrong"))
    assert honest[0] != wrong[0]


@pytest.mark.parametrize("work", [1, 40, 137, 900, 2501])
def test_the_work_limit_stops_a_search_in_blocks_where_one_guess_at_a_time_would(
    work: int,
) -> None:
    settings = SearchSettings(budget_s=None, work=work, min_samples=3, prune_z=None)
    for view in VIEWS[:3]:
        actions = candidate_actions(view, settings)
        ranked, stats = _search(view, None, settings)
        width = len(actions) + (default_action(view) not in actions)
        expected = 0
        while expected < 3 or expected * (settings.guess_work + width) < work:
            expected += 1
        assert stats.samples == expected
        assert stats.work == expected * (settings.guess_work + width)
        assert all(value.samples == expected for value in ranked)


def test_the_samples_limit_ends_a_block_early() -> None:
    settings = SearchSettings(budget_s=None, samples=21, work=None, prune_z=None)
    ranked, stats = _search(VIEWS[0], HonestHelper(), settings)
    assert stats.samples == 21
    assert _same((ranked, stats), _search(VIEWS[0], None, settings))


@pytest.mark.slow  # a whole game twice, with and without the helper process: 8-9 s
def test_an_expert_with_a_helper_plays_the_same_game() -> None:
    from ginrummy_desktop.ai.easy import EasyPlayer
    from ginrummy_desktop.ai.match import play_game

    rules = PRESETS["benchmark"]
    settings = SearchSettings(budget_s=None, work=600)
    alone = (ExpertPlayer(3, settings=settings, work=600), EasyPlayer(4))
    helper = HonestHelper()
    helped = (ExpertPlayer(3, settings=settings, work=600, helper=helper), EasyPlayer(4))
    game_alone, _ = play_game(alone, rules, seed=21)
    game_helped, _ = play_game(helped, rules, seed=21)
    assert game_alone.history == game_helped.history
    assert helper.batches
