"""``ginrummy --self-test``: the installed program checks itself, without a person or a display.

It is what CI and the release workflow run on every built bundle (``packaging/release.py
self-test``). First it speaks each shipped language in turn (:func:`_check_languages`: the
installation carries every one, with Qt's own translation and the rules page), then English
again, whatever the system's language: the checks after it read English texts. It starts the
real main window (offscreen unless ``QT_QPA_PLATFORM`` says otherwise), lets two computer
players play one hand through the same session and table a person uses (the
:class:`~.autopilot.Autopilot` plays the user's seat with the table's own commands, the
computer seat plays through the AI runner as always), and checks on the way that the card art,
the icon, the Designer forms and the rules page loaded. It prints one line per check and exits
0, or prints ``self-test FAILED: <reason>`` and exits 1.

The player's own settings and saved match are never touched: the window gets an INI settings
file and a data folder in a temporary folder, which is deleted afterwards, once the window has
closed every file in it (Windows refuses to delete an open file).

``--report FILE`` also writes the lines to ``FILE`` (a windowed Windows program has no console).
"""

from __future__ import annotations

import os
import platform
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings, QSize, QTimer, qVersion
from PySide6.QtGui import QGuiApplication, QImage, QImageReader
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QWidget

from .. import APP_ID, LICENCE_EXPRESSION, __version__
from ..ai.expert import SearchSettings, analyse, candidate_actions
from ..ai.levels import Level, make_player
from ..ai.match import decisions
from ..ai.review import ReviewSettings, review_match
from ..engine import FULL_DECK, Game, RuleSet
from ..resources import resource_path
from ..rollout_process import RolloutProcess
from .coach.coach_process import CoachClient
from .coach.hints import ranked_advice
from .records.review_runner import ReviewRun
from .records.review_store import ReviewStore
from .seats.seat import Seat
from .settings.store import SettingsStore
from .settings.values import CARD_BACKS, AnimationSpeed, Settings
from .shell.paths import AppPaths
from .shell.translation import ENGLISH, LANGUAGES, Language, Translators
from .table.card_images import CardTheme, art_path, render_card_image
from .widgets.autopilot import Autopilot
from .widgets.main_window import MainWindow
from .widgets.rules_dialog import rules_page

__all__ = ["REPORT", "SELF_TEST", "SelfTestError", "prepare", "run_self_test"]

SELF_TEST = "--self-test"
REPORT = "--report"

SHOW_TIMEOUT_S = 60.0
HAND_TIMEOUT_S = 180.0
COACH_TIMEOUT_S = 60.0
HELPER_TIMEOUT_S = 60.0
HELPER_CHECK_SEED = 3
REVIEW_TIMEOUT_S = 120.0
REVIEW_CHECK = ReviewSettings(samples=40, close_samples=40, draw_guesses=4, deal_samples=40)
"""The self-test's review: small, but every part of a review (the close verdicts too)."""
HELPER_CHECK_WORK = 1500
"""The work of the self-test's Expert search (a quarter of a real decision's)."""
ICON_SIZES = (16, 32, 48, 256)
COUNTED_MESSAGE = ("GameController", "the computer gave no answer in %n second(s)")
"""A counted message of the game, read in English by :func:`_check_forms` and in every language
by :func:`_check_language` (another than the one the translators check a file by)."""
QT_MESSAGE = ("QPlatformTheme", "Cancel")
"""Qt's own text of a dialog's Cancel button, from its ``qtbase`` translation."""


class SelfTestError(Exception):
    """A check failed; the message says which and what was found."""


def prepare() -> None:
    """Before the QApplication exists: draw offscreen unless a platform was asked for."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


class _Report:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.started = time.perf_counter()

    def say(self, line: str) -> None:
        self.lines.append(line)
        if sys.stdout is not None:
            print(line, flush=True)


def run_self_test(app: QApplication, args: Sequence[str]) -> int:
    """Run every check; returns the exit code (0: all passed)."""
    report = _Report()
    code = 0
    try:
        with tempfile.TemporaryDirectory(prefix="ginrummy-self-test-") as tmp:
            _run_checks(app, Path(tmp), report)
        report.say(f"self-test passed in {time.perf_counter() - report.started:.1f} s")
    except SelfTestError as error:
        report.say(f"self-test FAILED: {error}")
        code = 1
    except Exception as error:  # anything else is a failure too, with where it happened
        report.say("".join(traceback.format_exception(error)).rstrip())
        report.say(f"self-test FAILED: {type(error).__name__}: {error}")
        code = 1
    _write_report(args, report.lines)
    return code


def _write_report(args: Sequence[str], lines: list[str]) -> None:
    if REPORT not in args:
        return
    index = list(args).index(REPORT)
    if index + 1 < len(args):
        Path(args[index + 1]).write_text("\n".join(lines) + "\n", encoding="utf-8")


def _run_checks(app: QApplication, folder: Path, report: _Report) -> None:
    frozen = "bundle" if getattr(sys, "frozen", False) else "source"
    report.say(
        f"Gin Rummy {__version__} ({frozen}) on Qt {qVersion()}, PySide6 {PySide6.__version__},"
        f" Python {platform.python_version()}, platform {QGuiApplication.platformName()}"
    )
    report.say(_check_languages(app))
    report.say(_check_card_art())
    report.say(_check_icon(app))
    report.say(_check_friend())
    window, shown = _make_window(folder)
    try:
        report.say(_check_forms(window))
        shown.wait(SHOW_TIMEOUT_S, "the main window never showed its table")
        report.say(_check_table(window))
        report.say(_check_coach(window))
        report.say(_check_expert_helper())
        report.say(_play_hand(window))
        report.say(_check_review(window, folder))
        report.say(_check_saved(window, folder))
    finally:
        window.close()
        window.session.stop_play(quiet=True)
        app.processEvents()
        window.session.close_files()  # before the folder goes: Windows cannot delete an open file
        window.deleteLater()
        app.processEvents()


def _check_languages(app: QApplication) -> str:
    """Speak each shipped language in turn, as Settings would (:func:`_check_language`), then
    English, also when a check fails: the checks after this one read English texts whatever
    the system's language (main() has installed the system's)."""
    translators = Translators.of(app)
    loaded = []
    try:
        for language in LANGUAGES:
            if language.code != ENGLISH.code:
                _check_language(translators, language)
                loaded.append(language.code)
    finally:
        translators.use(ENGLISH)
    return (
        f"languages: {', '.join(loaded)} loaded, each translating the game's messages and Qt's"
        " own buttons (qtbase), with its rules page; English again for the checks below"
    )


def _check_language(translators: Translators, language: Language) -> None:
    """``language`` is spoken: the game's translation loads (the translators check it by
    another message) and translates a counted message (not English, not empty), Qt's own
    translation (``qtbase_<code>.qm``, which Qt has for every shipped language) translates a
    standard button, and the language's rules page is there."""
    code, name = language.code, language.name
    if translators.use(language) != language:
        raise SelfTestError(f"the {name} translation (ui/translations/ginrummy_{code}.qm) did"
                            " not load: the game speaks English")
    context, source = COUNTED_MESSAGE
    counted = QCoreApplication.translate(context, source, None, 3)
    if not counted or counted == source.replace("%n", "3").replace("(s)", "s"):
        raise SelfTestError(f"the {name} translation leaves {source!r} as {counted!r}")
    cancel = QCoreApplication.translate(*QT_MESSAGE)
    if not cancel or cancel == QT_MESSAGE[1]:
        raise SelfTestError(f"Qt's own {name} translation (qtbase_{code}.qm) did not load: its"
                            f" Cancel button reads {cancel!r}")
    if rules_page(language).name != f"rules_{code}.html":
        raise SelfTestError(f"the {name} rules page (ui/rules_{code}.html) is missing")


def _check_card_art() -> str:
    """Every face in both decks and every back is an SVG Qt can draw; one drawn is not blank."""
    files = 0
    for theme in (CardTheme(four_color=False), CardTheme(four_color=True)):
        for card in FULL_DECK:
            _require_svg(art_path(theme, card), f"the art of {card} ({theme.face_folder()})")
            files += 1
    for back in CARD_BACKS:
        _require_svg(art_path(CardTheme(back=back), None), f"the {back} card back")
        files += 1
    card = FULL_DECK[0]
    image = render_card_image(art_path(CardTheme(), card), QSize(120, 168), card)
    if _colours(image) < 3:
        raise SelfTestError(f"the art of {card} draws as a blank image")
    if b"svg" not in [bytes(f.data()) for f in QImageReader.supportedImageFormats()]:
        raise SelfTestError("Qt's SVG image-format plug-in (imageformats/qsvg) did not load")
    backs = len(CARD_BACKS)
    return f"card art: {files} SVG files load and draw (faces of two decks, {backs} backs)"


def _require_svg(path: Path | None, what: str) -> None:
    if path is None:
        raise SelfTestError(f"{what} is missing")
    if not QSvgRenderer(str(path)).isValid():
        raise SelfTestError(f"{what} ({path}) is not a valid SVG file")


def _check_icon(app: QApplication) -> str:
    icon = app.windowIcon()
    sizes = {size.width() for size in icon.availableSizes()}
    missing = [size for size in ICON_SIZES if size not in sizes]
    if icon.isNull() or missing:
        raise SelfTestError(f"the window icon lacks the sizes {missing} (has {sorted(sizes)})")
    resource_path("assets", "icons", "ginrummy.svg")
    if QGuiApplication.desktopFileName() != APP_ID:
        raise SelfTestError(f"the desktop file name is {QGuiApplication.desktopFileName()!r}")
    return f"icon: {len(sizes)} sizes from {min(sizes)} to {max(sizes)} px; desktop file {APP_ID}"


def _check_friend() -> str:
    """Play a friend is in the build: two sides cut and deal a hand together (libsodium,
    through PyNaCl), and zeroconf (discovery on the local network, imported only when a
    player hosts or joins) is there."""
    import zeroconf

    from ..engine import RuleSet
    from ..friend.play import FriendPlay, Stage, seeded_bytes
    from ..friend.shuffle import Role

    started = time.perf_counter()
    rules = RuleSet.preset("standard")
    host = FriendPlay(Role.HOST, rules, seeded_bytes(bytes(32)))
    guest = FriendPlay(Role.GUEST, rules, seeded_bytes(bytes(range(32))))
    waiting = [(guest, m) for m in host.start().send] + [(host, m) for m in guest.start().send]
    while waiting and not (host.stage is guest.stage is Stage.PLAYING):
        side, message = waiting.pop(0)
        other = guest if side is host else host
        waiting += [(other, m) for m in side.receive(message).send]
    if not host.stage is guest.stage is Stage.PLAYING:
        raise SelfTestError("two sides could not deal a friend's hand together")
    took = (time.perf_counter() - started) * 1000
    return f"friend's deal: the cut and a hand dealt together in {took:.0f} ms; " \
           f"zeroconf {zeroconf.__version__}"


def _make_window(folder: Path) -> tuple[MainWindow, _Latch]:
    """The real main window on throwaway settings (an INI file) and a throwaway data folder,
    shown and started, with a latch on its ``table_shown``."""
    ini = folder / "settings.ini"
    store = SettingsStore(QSettings(str(ini), QSettings.Format.IniFormat))
    store.save(Settings(difficulty=int(Level.EASY), animation_speed=AnimationSpeed.OFF))
    window = MainWindow(store=store, seed=2024, paths=AppPaths.under(folder / "data"))
    shown = _Latch(window.table_shown)
    window.show()
    window.start()
    return window, shown


def _check_forms(window: MainWindow) -> str:
    """The three Designer forms build, and the rules page and licences are there."""
    from .widgets.about_dialog import AboutDialog
    from .widgets.rules_dialog import RulesDialog
    from .widgets.settings_dialog import SettingsDialog

    about = AboutDialog(window)
    if __version__ not in about.ui.versionLabel.text():
        raise SelfTestError(f"the About box shows {about.ui.versionLabel.text()!r}")
    if LICENCE_EXPRESSION == "NOASSERTION" or LICENCE_EXPRESSION not in (
        about.ui.licenceLabel.text()
    ):
        raise SelfTestError(f"the About box states no licence: {about.ui.licenceLabel.text()!r}")
    rules = RulesDialog(window)
    rules_text = rules.ui.rulesBrowser.toPlainText()
    if "knock" not in rules_text.lower():
        raise SelfTestError("the rules page (ui/rules.html) is empty or unreadable")
    settings = SettingsDialog(window.session.settings, window)
    widgets = len(settings.findChildren(QWidget))
    one = QCoreApplication.translate(*COUNTED_MESSAGE, None, 1)
    if one != "the computer gave no answer in 1 second":
        raise SelfTestError(f"the English translation (ui/translations) is missing: {one!r}")
    for dialog in (about, rules, settings):
        dialog.deleteLater()
    return (
        f"forms: About (version {__version__}, {LICENCE_EXPRESSION}), Rules"
        f" ({len(rules_text.split())} words) and"
        f" Settings ({widgets} widgets) built; English plural forms installed"
    )


def _check_table(window: MainWindow) -> str:
    """The table painted, at the user's first turn (the computer, in its own process, may
    still be deciding its first move when the table is shown: the turn line then names no
    card yet, and the report should say the same on every run)."""
    _wait_for_the_user(window)
    image = window.grab().toImage()
    if image.isNull() or _colours(image) < 8:
        raise SelfTestError("the main window paints as a blank image")
    if window.windowIcon().isNull():
        raise SelfTestError("the main window has no icon")
    cached = window.images.cache_size()
    if cached == 0:
        raise SelfTestError("the table drew no card")
    return (
        f"window: {window.width()}x{window.height()}, table painted with {cached} card images;"
        f" {window.speech.status_text()}"
    )


def _check_coach(window: MainWindow) -> str:
    """The coach answers from its own process (in a bundle: the executable run again as the
    worker, which ``freeze_support`` must turn into one, not into a second game), and its
    search runs there."""
    started = time.perf_counter()
    pid = _ask_coach(os.getpid)
    if not isinstance(pid, int) or pid == os.getpid():
        raise SelfTestError(f"the coach did not answer from a process of its own ({pid!r})")
    ranked = _ask_coach(ranked_advice, window.session.game.view(Seat.USER))
    if not isinstance(ranked, tuple):
        raise SelfTestError(f"the coach's search gave no ranking ({ranked!r})")
    return (
        f"coach: its own process (pid {pid}) answered, {len(ranked)} moves ranked, in"
        f" {time.perf_counter() - started:.1f} s"
    )


def _check_expert_helper() -> str:
    """The Expert's rollout helper starts as a process of its own (in a bundle: the executable
    run again, which ``freeze_support`` must turn into the helper), plays rollouts, and a search
    that shares its work with it ranks the moves exactly as the search alone."""
    started = time.perf_counter()
    game = Game(RuleSet.preset("standard"), seed=HELPER_CHECK_SEED)
    view = next(view for _seat, view in decisions(game) if len(view.legal_actions) > 1)
    settings = SearchSettings(budget_s=None, work=HELPER_CHECK_WORK)
    actions = candidate_actions(view, settings)
    helper = RolloutProcess(timeout_s=HELPER_TIMEOUT_S)
    try:
        if not helper.warm_up(HELPER_TIMEOUT_S):
            raise SelfTestError("the Expert's helper process did not start")
        helped = analyse(view, actions, random.Random(1), settings, helper=helper)
        alone = analyse(view, actions, random.Random(1), settings)
        answered, pid = helper.answered, helper.pid
    finally:
        helper.close()
    if pid is None or pid == os.getpid() or answered == 0:
        raise SelfTestError(f"the Expert's helper did not answer from its own process ({pid!r})")
    if helped != alone:
        raise SelfTestError("the Expert decided otherwise with its helper than alone")
    return (
        f"expert helper: its own process (pid {pid}) played {answered} batches, same ranking as"
        f" alone, in {time.perf_counter() - started:.1f} s"
    )


def _ask_coach(work: Callable[..., object], *args: object) -> object:
    """One request to the coach's process; the answer, or ``SelfTestError``."""
    client = CoachClient()
    replies: list[object] = []
    problems: list[str] = []
    done = _Latch(client.answered)
    client.failed.connect(done._done)
    client.answered.connect(lambda _request, result: replies.append(result))
    client.failed.connect(lambda _request, message: problems.append(message))
    client.request(work, *args)
    done.wait(COACH_TIMEOUT_S, "the coach did not answer")
    if problems:
        raise SelfTestError(f"the coach failed: {problems[0]}")
    return replies[0]


def _play_hand(window: MainWindow) -> str:
    """One hand: the autopilot (Easy) in the user's seat, the Easy level in the computer's."""
    pilot = Autopilot(window, make_player(Level.EASY, 7))
    over = _Latch(pilot.hand_over)
    started = time.perf_counter()
    pilot.start()
    over.wait(HAND_TIMEOUT_S, "the hand did not finish")
    pilot.stop()
    game = window.session.game
    if not game.results:
        raise SelfTestError("the hand ended without a result")
    result = game.results[-1]
    winner = {0: "the user's seat", 1: "the computer"}.get(
        result.winner if result.winner is not None else -1, "nobody"
    )
    return (
        f"hand: {len(game.history)} actions ({pilot.actions} by the user's seat through the"
        f" table's commands, {pilot.refused} refused) in {time.perf_counter() - started:.1f} s;"
        f" {result.outcome.name.lower().replace('_', ' ')}, {winner} scores {result.points};"
        f" score {window.speech.score_text()}"
    )


def _check_review(window: MainWindow, folder: Path) -> str:
    """The hand just played is reviewed in the review's own processes (in a bundle: the
    executable run again), exactly as it is reviewed here, and the review is stored."""
    started = time.perf_counter()
    game = window.session.game
    store = ReviewStore(folder / "reviews")
    run = ReviewRun(game, REVIEW_CHECK, store=store)
    reviewed: list[object] = []
    problems: list[str] = []
    done = _Latch(run.finished)
    run.failed.connect(done._done)
    run.finished.connect(reviewed.append)
    run.failed.connect(problems.append)
    run.start()
    done.wait(REVIEW_TIMEOUT_S, "the review did not finish")
    if problems:
        raise SelfTestError(f"the review failed: {problems[0]}")
    here = tuple(review_match(game.rules, game.history, REVIEW_CHECK))
    if reviewed != [here]:
        raise SelfTestError("the review's processes reviewed the hand otherwise than here")
    if store.load(run.key) != here:
        raise SelfTestError("the review was not stored")
    decisions = sum(len(hand.decisions) for hand in here)
    return (f"review: {len(here)} hand(s), {decisions} decisions valued in its processes, the"
            f" same as here, stored, in {time.perf_counter() - started:.1f} s")


def _check_saved(window: MainWindow, folder: Path) -> str:
    save = window.session.paths.save_file
    if not save.is_file():
        return "autosave: not checked (no saved match in the temporary folder)"
    if not save.is_relative_to(folder):
        raise SelfTestError(f"the match was saved outside the temporary folder: {save}")
    written = sorted(p.name for p in window.session.paths.data.iterdir() if p.is_file())
    return (
        f"autosave: the match was saved in the temporary folder ({save.stat().st_size} bytes);"
        f" files there: {', '.join(written)}"
    )


def _colours(image: QImage, step: int = 7) -> int:
    """How many different colours a sparse grid of the image's pixels has."""
    seen: set[int] = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen.add(image.pixel(x, y))
            if len(seen) > 64:
                return len(seen)
    return len(seen)


def _wait_for_the_user(window: MainWindow) -> None:
    """Run the event loop until the table waits for the user; ``SelfTestError`` after
    :data:`SHOW_TIMEOUT_S`."""
    match = window.session
    deadline = time.monotonic() + SHOW_TIMEOUT_S
    while not (match.is_settled and match.actor is Seat.USER):
        if time.monotonic() > deadline:
            raise SelfTestError("the table never came to the user's turn")
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        time.sleep(0.01)


class _Latch:
    """Remembers whether ``signal`` was emitted, from the moment it is made."""

    def __init__(self, signal: object) -> None:
        self.fired = False
        self._loop: QEventLoop | None = None
        connect: Callable[[Callable[..., None]], object] = signal.connect  # type: ignore[attr-defined]
        connect(self._done)

    def _done(self, *_args: object) -> None:
        self.fired = True
        if self._loop is not None:
            self._loop.quit()

    def wait(self, timeout_s: float, failure: str) -> None:
        """Run the event loop until the signal has come; ``SelfTestError`` after the timeout."""
        if not self.fired:
            self._loop = QEventLoop()
            timer = QTimer()
            timer.setSingleShot(True)
            timer.timeout.connect(self._loop.quit)
            timer.start(int(timeout_s * 1000))
            self._loop.exec()
            timer.stop()
            self._loop = None
        if not self.fired:
            raise SelfTestError(f"{failure} within {timeout_s:.0f} s")
