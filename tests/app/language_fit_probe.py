"""Open the game's windows in each language on whatever screen Qt is given, and write every text
that does not fit its room as JSON (run by ``test_language_fit.py`` with a 1366×768 or a
1024×576 offscreen screen: a running application keeps the screens it started with).

For each language, installed before anything is built: the main window mid-hand (the user to
discard, the coach's hint in the panel, asked to confirm a new game), then after the hand's
showdown (the banner up), its menus, and every dialog: Settings (each tab), Statistics (each
level, and its reset question), Hand history, the score sheet, Fair deal, Rules, About and the
keyboard help. Measured by ``text_fit.py``; English is spoken again at the end.

Usage: ``python language_fit_probe.py OUT.json FOLDER CODE… [--shots DIR]`` (FOLDER: the
settings and data; DIR: where to save screenshots of the main window, Settings and
Statistics, ``fit_<code>_<width>x<height>_<what>.png``).
"""

from __future__ import annotations

import json
import sys
import time
import traceback
from collections.abc import Callable
from itertools import product
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QStandardPaths, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QTabWidget, QWidget

sys.path.insert(0, str(Path(__file__).resolve().parent))
from text_fit import Clip, measured, menu_clips, table_clips, tip_clips, window_clips

if TYPE_CHECKING:
    from ginrummy_desktop.app.widgets.main_window import MainWindow
    from ginrummy_desktop.engine import Action, PlayerView

WAIT_S = 30.0


def _settle(app: QApplication, seconds: float = 0.0) -> None:
    """Let Qt lay out and paint what is pending (for ``seconds`` more, if given)."""
    end = time.monotonic() + seconds
    while True:
        for _ in range(3):  # a layout done may ask for another
            app.processEvents()
        if time.monotonic() >= end:
            return
        time.sleep(0.005)


def _until(app: QApplication, done: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + WAIT_S
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {WAIT_S:.0f} s for {what}")
        _settle(app, 0.01)


class Probe:
    """One language on this screen: the windows opened, measured, photographed."""

    def __init__(self, app: QApplication, code: str, folder: Path, shots: Path | None) -> None:
        self.app = app
        self.code = code
        self.folder = folder / code
        self.shots = shots
        screen = app.primaryScreen().size()
        self.size = f"{screen.width()}x{screen.height()}"
        self.clips: list[Clip] = []
        self.count = 0
        self.windows: list[str] = []

    def measure(self, window: QWidget, where: str, shot: str = "") -> None:
        """Measure ``window``'s shown texts (``where`` names it); photograph it as ``shot``."""
        _settle(self.app)
        self.clips.extend(window_clips(window, where))
        self.count += measured(window)
        self.windows.append(where)
        if shot and self.shots is not None:
            window.grab().save(str(self.shots / f"fit_{self.code}_{self.size}_{shot}.png"))

    def answer_question(self, ask: Callable[[], object], where: str) -> None:
        """Call ``ask``, which opens a modal question; measure the question, then say no."""

        def measure_and_decline(tries: int = 0) -> None:
            box = self.app.activeModalWidget()
            if not isinstance(box, QMessageBox):
                if tries > 100:
                    raise TimeoutError(f"no question for {where}")
                QTimer.singleShot(10, lambda: measure_and_decline(tries + 1))
                return
            self.measure(box, where)
            box.done(QMessageBox.StandardButton.No)

        QTimer.singleShot(0, measure_and_decline)
        ask()

    def run(self) -> dict[str, object]:
        from ginrummy_desktop.app.shell.translation import ENGLISH, Translators, language_named

        language = language_named(self.code)
        assert language is not None, self.code
        assert Translators.of(self.app).use(language) == language, f"{self.code} not loaded"
        try:
            window = self.main_window()
            self.mid_hand(window)
            self.after_showdown(window)
            self.dialogs(window)
            window.close()
        finally:
            Translators.of(self.app).use(ENGLISH)
        return {"clips": [clip.line() for clip in self.clips], "measured": self.count,
                "windows": self.windows}

    def main_window(self) -> MainWindow:
        from ginrummy_desktop.app.settings.store import SettingsStore
        from ginrummy_desktop.app.settings.values import AnimationSpeed, Settings
        from ginrummy_desktop.app.shell.paths import AppPaths
        from ginrummy_desktop.app.widgets.main_window import MainWindow

        store = SettingsStore(QSettings(str(self.folder / "settings.ini"),
                                        QSettings.Format.IniFormat))
        store.save(Settings(animation_speed=AnimationSpeed.OFF, language=self.code))
        store.set_phrase("a fixed phrase for the language fit")
        window = MainWindow(store=store, seed=7, paths=AppPaths.under(self.folder / "data"))
        window.show()
        window.start()
        _until(self.app, lambda: window.session.has_game, "the first deal")
        _quick_computer(window)
        return window

    def mid_hand(self, window: MainWindow) -> None:
        """The user to discard, the coach's hint in the panel; New game's question."""
        from ginrummy_desktop.app.coach.hints import best_advice
        from ginrummy_desktop.engine import Phase

        for _ in range(6):
            _until(self.app, lambda: _users_turn(window), "the user's turn")
            phase = window.session.phase
            if phase is Phase.DISCARD:
                break
            if phase is Phase.UPCARD_OFFER:
                assert window.presenter.pass_upcard()
            else:
                assert window.presenter.draw_stock()
        window.session.hint_ready.emit(best_advice(window.session.view()))
        where = "main window mid-hand"
        self.measure(window, where, "midhand")
        screen_width = window.screen().size().width()
        self.clips.extend(menu_clips(window.menuBar(), "menus", screen_width))
        self.clips.extend(table_clips(window, f"{where}, table"))
        others = _every_tip() - {window.scene.tip_label.text()}  # the one shown is measured
        self.clips.extend(tip_clips(window, f"{where}, every tip", others))
        self.answer_question(window.confirm_abandon, "question: abandon this game?")

    def after_showdown(self, window: MainWindow) -> None:
        """The hand played out by the fallback player for the user: the showdown, banner up."""
        from ginrummy_desktop.ai.fallback import FallbackPlayer
        from ginrummy_desktop.engine import Phase

        controller = window.session.controller
        for _ in range(300):
            _until(self.app, lambda: controller.game.actor != 1 and controller.is_settled,
                   "the computer's move")
            if controller.game.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                break
            assert controller.play(FallbackPlayer().choose(controller.view()))
        _until(self.app, lambda: bool(window.presenter.banner.title) and not window.scene.busy,
               "the showdown's banner")
        where = "main window after the showdown"
        self.measure(window, where, "showdown")
        self.clips.extend(table_clips(window, f"{where}, table"))

    def dialogs(self, window: MainWindow) -> None:
        from ginrummy_desktop.app.widgets.about_dialog import AboutDialog
        from ginrummy_desktop.app.widgets.fair_deal_dialog import FairDealDialog
        from ginrummy_desktop.app.widgets.rules_dialog import RulesDialog
        from ginrummy_desktop.app.widgets.settings_dialog import SettingsDialog

        session, dialogs = window.session, window.dialogs
        settings = SettingsDialog(session.settings_for_dialog(), window,
                                  sound_note=window.sound.note())
        self.tabs(settings, "settings", "settings")
        settings.close()
        self.statistics(window)
        dialogs.show_score_sheet()
        dialogs.show_hand_history()
        for name, title in (("ScoreSheetDialog", "score sheet"), ("ReplayDialog", "hand history")):
            shown = window.findChild(QWidget, name)
            assert shown is not None, name
            self.measure(shown, title, title.replace(" ", ""))
            shown.close()
        keyboard = dialogs.show_keyboard()
        self.measure(keyboard, "keyboard help", "keyboard")
        keyboard.close()
        for title, dialog in (("rules", RulesDialog(window)), ("about", AboutDialog(window)),
                              ("fair deal", FairDealDialog(session, window))):
            dialog.show()
            self.measure(dialog, title, title.replace(" ", ""))
            dialog.close()

    def tabs(self, dialog: QWidget, where: str, shot: str) -> None:
        """Each tab of ``dialog``'s tab widget, measured in turn (the first photographed)."""
        dialog.show()
        tabs = dialog.findChild(QTabWidget)
        assert tabs is not None, where
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            self.measure(dialog, f"{where}, tab {index + 1} ({tabs.tabText(index)!r})",
                         f"{shot}{index + 1}")

    def statistics(self, window: MainWindow) -> None:
        """Statistics at each level, then its reset question."""
        from ginrummy_desktop.app.widgets.statistics_dialog import show_statistics

        dialog = show_statistics(window, window.session.stats)
        for level, button in dialog.level_buttons.items():
            button.click()
            self.measure(dialog, f"statistics, level {button.text()!r}",
                         "statistics" if level is None else "")
        self.answer_question(dialog.ask_reset, "question: reset statistics?")
        dialog.close()


class Knocker:
    """A quick computer that knocks as soon as it may (else plays as the fallback player), so
    that the hand ends in a showdown with melds, deadwood and the user's lay-offs."""

    name = "knocker"

    def choose(self, view: PlayerView) -> Action:
        from ginrummy_desktop.ai.fallback import FallbackPlayer
        from ginrummy_desktop.engine import Knock

        knocks = [action for action in view.legal_actions if isinstance(action, Knock)]
        return knocks[0] if knocks else FallbackPlayer().choose(view)


def _every_tip() -> set[str]:
    """Every tip the table may show the user (``words.table.tip_text``), with the keys."""
    from ginrummy_desktop.app.table.commands import command
    from ginrummy_desktop.app.words.table import tip_text
    from ginrummy_desktop.engine import Phase

    def key(command_id: str) -> str:
        return command(command_id).shortcut

    return {tip_text(phase, take, knock, gin, key) for phase in Phase
            for take, knock, gin in product((False, True), repeat=3)} - {""}


def _quick_computer(window: MainWindow) -> None:
    """The computer's seat played at once, in a thread, by a :class:`Knocker`: the level
    named on the table stays, the thinking time goes."""
    from ginrummy_desktop.app.seats.thread_seat import ThreadSeat

    controller = window.session.controller
    controller.set_seat(ThreadSeat(Knocker(), parent=controller))


def _users_turn(window: MainWindow) -> bool:
    from ginrummy_desktop.app.seats.seat import Seat
    from ginrummy_desktop.engine import Phase

    controller = window.session.controller
    if not controller.has_game or not controller.is_settled or window.scene.busy:
        return False
    return controller.actor is Seat.USER and controller.phase is not Phase.GAME_OVER


def main(out: Path, folder: Path, codes: list[str], shots: Path | None) -> None:
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication([sys.argv[0]])
    from ginrummy_desktop.worker_process import stop_all_workers

    found: dict[str, dict[str, object]] = {}
    for code in codes:
        try:
            found[code] = Probe(app, code, folder, shots).run()
        except Exception:  # one language's failure is reported, the others still measured
            found[code] = {"error": traceback.format_exc()}
        for widget in app.topLevelWidgets():
            widget.close()
        _settle(app, 0.05)
    out.write_text(json.dumps(found, indent=1, ensure_ascii=False), encoding="utf-8")
    stop_all_workers()


if __name__ == "__main__":
    arguments = sys.argv[1:]
    shots_at = None
    if "--shots" in arguments:
        place = arguments.index("--shots")
        shots_at = Path(arguments[place + 1])
        del arguments[place:place + 2]
    main(Path(arguments[0]), Path(arguments[1]), arguments[2:], shots_at)
