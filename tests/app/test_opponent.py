"""The table's computer opponent: the Expert gets the program's helper process, if it helps."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from ginrummy_desktop import rollout_process
from ginrummy_desktop.ai.expert import ExpertPlayer
from ginrummy_desktop.ai.hard import HardPlayer
from ginrummy_desktop.app.seats.opponent import make_opponent


@pytest.fixture(autouse=True)
def no_shared_helper_left() -> Iterator[None]:
    rollout_process.shut_down()
    yield
    rollout_process.shut_down()


def test_the_expert_shares_its_rollouts_with_the_helper_on_two_cores(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    expert = make_opponent(5, seed=3)
    assert isinstance(expert, ExpertPlayer)
    helper = rollout_process.shared_helper()
    assert helper is not None and expert.helper is helper
    assert helper.starts == 1, "started as the Expert was made, ready by its first move"


def test_on_one_core_the_expert_plays_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    expert = make_opponent(5, seed=3)
    assert isinstance(expert, ExpertPlayer) and expert.helper is None


def test_the_other_levels_have_no_helper() -> None:
    assert isinstance(make_opponent(4, seed=3), HardPlayer)
