"""The review's version names its values (``ai/review.py``, ``REVIEW_VERSION``).

Stored reviews, the statistics' review rows and the rating's calibration count only reviews of
today's version, so a change that values a decision differently (in the review, the Expert's
search or its rollouts) must bump the version. This tripwire reviews one fixed hand, small but
with every kind of value the review gives (decisions of both seats, each card drawn, the
deals), and compares a digest of those values with the one recorded for the version. A change
that moves any value fails here until the version is bumped and its digest recorded; one that
only makes the review quicker (the same values) passes.
"""

from __future__ import annotations

import hashlib

from ginrummy_desktop.ai.levels import Level, make_player
from ginrummy_desktop.ai.match import play_game
from ginrummy_desktop.ai.review import REVIEW_VERSION, HandReview, ReviewSettings, review_hand
from ginrummy_desktop.engine import RuleSet

DIGESTS = {3: "12e32797d83e2ccd"}
"""The digest of the fixed hand's review, by the review version that gave it."""

SMALL = ReviewSettings(samples=40, close_samples=40, close_band=1.5, draw_guesses=3,
                       deal_samples=12, seed=5, seats=frozenset({0, 1}))
"""Small enough to take a few seconds; every setting that shapes a value set explicitly, so a
change of the defaults (which changes the values too, but bumps no digest here) does not hide
a change of the valuing."""


def _values(review: HandReview) -> str:
    """Every value of the hand's review, rounded past any doubt about the last bit."""
    lines = [f"deal {lucky.value:.6f} {lucky.mean:.6f}" for lucky in review.deal]
    lines += [f"decision {d.step} {d.seat} {d.kind.name} {d.played} {d.best} "
              f"{d.played_points:.6f} {d.best_points:.6f}" for d in review.decisions]
    lines += [f"draw {d.step} {d.seat} {d.card} {d.luck.value:.6f} {d.luck.mean:.6f}"
              for d in review.draws]
    return "\n".join(lines)


def _digest() -> str:
    rules = RuleSet()
    game, _ = play_game((make_player(Level.MEDIUM, 3), make_player(Level.HARD, 4)), rules, 17)
    review = review_hand(rules, game.history, 1, SMALL)
    assert review.decisions and review.draws  # the hand has values of each kind
    return hashlib.sha256(_values(review).encode()).hexdigest()[:16]


def test_the_review_version_names_the_values_it_gives() -> None:
    digest = _digest()
    assert REVIEW_VERSION in DIGESTS, (
        f"record the digest of review version {REVIEW_VERSION} here: {digest}")
    assert digest == DIGESTS[REVIEW_VERSION], (
        f"the review values this hand differently from version {REVIEW_VERSION} ({digest}): "
        "bump REVIEW_VERSION in ai/review.py (saying what changed), record its digest here, "
        "and measure the rating's calibration again")
