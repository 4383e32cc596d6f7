"""The README's long measurements are the kept sessions' figures, read back from the file.

``benchmarks/results/strength.jsonl`` keeps every game of the Expert's thousand-game
comparisons (``benchmarks/strength.py``). The README quotes each one; this test makes the file
the one home of those figures, so a renewed run cannot leave an old figure in the README.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import strength

from ginrummy_desktop.ai.match import GameRecord
from ginrummy_desktop.ai.stats import summarise

ROOT = Path(__file__).resolve().parents[2]
KEPT = ROOT / "benchmarks" / "results" / "strength.jsonl"
WHOLE = 1000
"""A comparison the README quotes is one played to its thousand games."""


def _whole_comparisons() -> dict[strength.Comparison, list[GameRecord]]:
    kept = strength.comparisons(strength.read_lines(KEPT))
    return {comparison: games for comparison, games in kept.items() if len(games) == WHOLE}


def _readme_blocks() -> list[str]:
    """The README's paragraphs and table rows, each on one line."""
    blocks = []
    for paragraph in (ROOT / "README.md").read_text(encoding="utf-8").split("\n\n"):
        if paragraph.lstrip().startswith("|"):
            blocks.extend(paragraph.splitlines())
        else:
            blocks.append(" ".join(paragraph.split()))
    return blocks


def _quotes(block: str, wins: int, rate: float, low: float, high: float) -> bool:
    """Whether ``block`` gives the wins (either way the README counts them), the rate and
    the interval (to a tenth of a point, an en dash between its ends)."""
    counted = f"{wins} won" in block or f"{wins:,} of {WHOLE:,}" in block
    return (counted and f"{100 * rate:.1f}" in block
            and f"{100 * low:.1f}–{100 * high:.1f}" in block)


def test_every_whole_comparison_kept_is_quoted_in_the_readme() -> None:
    blocks = _readme_blocks()
    comparisons = _whole_comparisons()
    assert len(comparisons) >= 3, "the Expert's 1,000-game comparisons are kept"
    for comparison, records in comparisons.items():
        a = summarise(records, comparison.players).sides[0]
        low, high = a.win_interval
        assert any(_quotes(block, int(a.wins), a.win_rate, low, high) for block in blocks), (
            comparison.players, comparison.rules, a.wins, a.win_rate)
