"""The real program, killed with SIGKILL at random moments, always resumes its match.

A few kills here (the long run is ``benchmarks/kill_resume.py``); see ``kill_harness.py`` for
what each round checks.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from kill_harness import KillRig

KILLS = int(os.environ.get("GINRUMMY_KILLS", "8"))

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX only")


@pytest.mark.slow  # kills the real program again and again: 10-12 s
def test_a_killed_program_resumes_at_its_last_action_every_time(tmp_path: Path) -> None:
    rig = KillRig(tmp_path, random.Random(20261201))
    report = rig.run(KILLS)
    assert report.problems == []
    assert report.kills == KILLS
    assert report.outcomes["nothing"] == 1  # only the very first start finds no save
    assert report.outcomes["loaded"] == KILLS - 1
    assert sum(report.relations.values()) == KILLS  # every round played before the kill
