"""How much one human discard costs the table: player views built and legality checks made.

Run: ``python benchmarks/view_counts.py [--discards 5]`` (from the repository, in the project's
virtual environment). A real window (offscreen, animations off, a seeded match) is played to
the user's discard; then discards are made alternately by the Discard command (the card
selected first, not counted) and by a drag onto the discard pile (as the scene does it: the
drop policy asked about every pile, then the drop). For each, the calls of :meth:`Game.view`
and the engine's legality checks of the discard (``Game._problem``, behind ``is_legal`` and
``apply``) are counted until the call returns: the table's own work for the discard (the drop
policy, the apply, the panel's refreshes, the turn machine, asking the computer); its answer
comes later and is not counted. ``tests/app/test_commands_window.py`` keeps the figures within
a bound.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.app.seats.seat import Seat
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import AnimationSpeed, Settings
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.engine import Discard, Game, Phase


@dataclass(frozen=True, slots=True)
class Counts:
    """What one discard cost: views built (any seat) and legality checks made."""

    views: int
    legality_checks: int
    """How often the engine checked the discard itself (``Game._problem`` on it)."""


@contextmanager
def counting() -> Iterator[dict[str, int]]:
    """Count calls of ``Game.view``, and of ``Game._problem`` (the engine's legality check,
    behind both ``is_legal`` and ``apply``) on a Discard, while the block runs."""
    counts = {"view": 0, "_problem": 0}
    originals: dict[str, Callable[..., Any]] = {
        name: getattr(Game, name) for name in counts
    }

    def counted(name: str) -> Callable[..., Any]:
        original = originals[name]

        def wrapper(self: Game, *args: Any) -> Any:
            if name == "view" or isinstance(args[0], Discard):
                counts[name] += 1
            return original(self, *args)

        return wrapper

    for name in counts:
        setattr(Game, name, counted(name))
    try:
        yield counts
    finally:
        for name, original in originals.items():
            setattr(Game, name, original)


def wait_until(app: QApplication, ready: Callable[[], bool], limit: int = 20_000) -> None:
    """Run the event loop until ``ready()`` (at most ``limit`` rounds)."""
    for _ in range(limit):
        if ready():
            return
        app.processEvents()
    raise TimeoutError("the table never got there")


def user_to_act(window: MainWindow) -> bool:
    controller = window.session.controller
    return (
        controller.has_game and controller.is_settled and not window.scene.busy
        and controller.actor is Seat.USER and controller.phase is not Phase.GAME_OVER
    )


def play_to_discard(app: QApplication, window: MainWindow) -> None:
    """Pass or draw (from the stock) until the user is to discard."""
    for _ in range(200):
        wait_until(app, lambda: user_to_act(window))
        phase = window.session.phase
        if phase is Phase.DISCARD:
            return
        if phase is Phase.UPCARD_OFFER:
            window.presenter.pass_upcard()
        elif phase is Phase.DRAW:
            window.presenter.draw_stock() or window.presenter.pass_upcard()
        else:
            window.session.next_hand()
    raise TimeoutError("the user never came to discard")


def measure_discard(app: QApplication, window: MainWindow, by_drag: bool) -> Counts:
    """Discard the user's first discardable card: selected (not counted), then the Discard
    command; or
    ``by_drag``, as the scene does a drag onto the discard pile (it asks the drop policy
    about every pile when the drag starts, then reports the drop)."""
    play_to_discard(app, window)
    card = next(a.card for a in window.session.view().legal_actions if isinstance(a, Discard))
    scene = window.scene
    if not by_drag:
        window.presenter.select(card)
    with counting() as counts:
        if by_drag:
            item = next(i for i in scene.hands[0].cards if i.card == card)
            policy = scene.policy
            assert policy is not None and policy.can_drag(item)
            targets = [pile for pile in scene.piles() if policy.accepts(item, pile)]
            assert scene.discard in targets
            scene.card_dropped.emit(item, scene.discard, 0)
        else:
            assert window.presenter.discard_selected()
    assert window.session.game.history[-1] == Discard(card)
    return Counts(counts["view"], counts["_problem"])


def measure(app: QApplication, window: MainWindow, discards: int) -> list[tuple[str, Counts]]:
    """``discards`` discards by each route, alternately."""
    return [
        (route, measure_discard(app, window, route == "drag"))
        for _ in range(discards)
        for route in ("command", "drag")
    ]


def make_window(folder: Path) -> MainWindow:
    store = SettingsStore(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    store.save(Settings(difficulty=1, animation_speed=AnimationSpeed.OFF))
    store.set_phrase("a fixed phrase for the benchmark")
    window = MainWindow(store=store, seed=3, paths=AppPaths.under(folder / "data"))
    window.resize(1200, 800)
    window.show()
    window.start()
    return window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--discards", type=int, default=5)
    args = parser.parse_args(argv)
    app = QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        window = make_window(Path(folder))
        results = measure(app, window, args.discards)
        window.close()
    for number, (route, counts) in enumerate(results, 1):
        print(f"discard {number} ({route}): {counts.views} views, "
              f"{counts.legality_checks} checks of the discard")
    print(f"largest: {max(c.views for _, c in results)} views, "
          f"{max(c.legality_checks for _, c in results)} checks of the discard")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
