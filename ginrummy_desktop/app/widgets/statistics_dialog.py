"""The Statistics window: how you do against each level, and your results over time.

A row of level filters (All levels, Beginner … Expert, each with its win rate; radio buttons
drawn as buttons, one Tab stop, the arrows choose) chooses what the rest shows: eight figures
(win rate, hands won, winning streak, points per hand, gin and undercut rates, knock deadwood,
matches) and a chart of the last :data:`CHART_MATCHES` finished matches (Qt Charts): one bar
per match, its final margin, green when won and red when lost, with the running win rate as a
line. The window is not modal and follows the game: every
recorded hand refreshes it. Reset asks first, then forgets everything.

Below the eight figures, two from the reviews of matches (``review_tiles.py``): **Luck**, the
player's luck over the matches reviewed with the result adjusted for it beside the result as
played, over how many of the matches; and **Rating**, the level the latest match reviewed in
full plays like, with a small chart of its trend beside it. A button at the top measures the
luck of every match not reviewed yet, in the background, its progress on the note line at the
foot; closing the window stops it. Matches against friends are in none of the figures: the
note line names the friends of the latest ones with their wins and losses (:func:`friends_note`).

What it reads does not grow with the hands played: the totals the database keeps and the
chart's matches read from the end (``stats_store.py``), a few rows, so that it opens and refreshes
as fast after fifty thousand hands as after five.

Opened from the Game menu through :func:`show_statistics`, which keeps one window per parent
and gives the first figure the focus, so that a screen reader reads it as the window opens;
every figure is a Tab stop, read with its title and detail.

Every text is translated (context ``StatisticsDialog``); a count is written with ``%n``, and
numbers and dates are shown the way the player's locale writes them.
"""

from __future__ import annotations

import math

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSet,
    QLineSeries,
    QStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import QCoreApplication, QLocale, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from ..records.review_records import ReviewFigures
from ..records.stats_recorder import StatsRecorder
from ..records.stats_rows import MatchResult
from ..records.stats_summary import FriendFigures, SeriesPoint, Summary
from ..settings.names import DIFFICULTY_NAMES, difficulty_name
from ..words.dates import day_text
from ..words.numbers import percent_text
from .chart_look import dark_chart, styled_axes
from .plain import back_to_asker, plain_parent
from .review_tiles import (
    LuckSweepButton,
    RatingChart,
    luck_description,
    luck_figure,
    rating_description,
    rating_figure,
)
from .window_size import fit_to_screen, scrolling

__all__ = ["CHART_MATCHES", "REFRESH_DELAY_MS", "StatisticsDialog", "friends_note",
           "show_statistics"]

CHART_MATCHES = 30
"""The chart shows this many of the latest matches."""
FRIENDS_SHOWN = 5
"""How many friends the note names (the ones of the latest matches)."""
MAX_BAR_PX = 30
"""The widest a match's bar is drawn, in pixels (a chart of three matches stays a chart)."""
REFRESH_DELAY_MS = 80
"""How long after a hand is recorded the open window reads the figures again."""

_WON, _LOST, _OTHER = QColor("#5cc27a"), QColor("#e0675f"), QColor("#8a9a90")
_GOLD = QColor("#ffd54f")
_BACKGROUND = QColor("#10291b")

_STYLE = """
#StatisticsDialog { background: #10291b; }
#StatisticsDialog QLabel { color: #e8f5e9; }
QLabel#title { font-size: 22px; font-weight: bold; color: #ffffff; }
QLabel#subtitle { font-size: 13px; color: #a9cdb4; }
QLabel#section { font-size: 11px; font-weight: bold; color: #8fbf9f; letter-spacing: 1px; }
QLabel#note { font-size: 12px; color: #a9cdb4; }
QLabel#empty { font-size: 14px; color: #a9cdb4; }
QFrame#tile { background: #173a27; border: 2px solid #24503a; border-radius: 10px; }
QFrame#tile:focus { border-color: #ffd54f; }
QFrame#tile QLabel#tileTitle { font-size: 11px; font-weight: bold; color: #8fbf9f; }
QFrame#tile QLabel#tileValue { font-size: 28px; font-weight: bold; color: #ffffff; }
QFrame#tile QLabel#tileValue[accent="true"] { color: #ffd54f; }
QFrame#tile QLabel#tileValue[words="true"] { font-size: 24px; }
QFrame#tile QLabel#tileNote { font-size: 12px; color: #c5dfcc; }
QPushButton { background: #1f5133; color: #f1f8f3; border: 2px solid #2f7a4d;
    border-radius: 6px; padding: 6px 13px; font-size: 13px; }
QPushButton:hover { background: #286841; }
QPushButton:pressed { background: #17402a; }
QRadioButton#level { background: #1f5133; color: #f1f8f3; border: 2px solid #2f7a4d;
    border-radius: 6px; padding: 5px 9px; font-size: 13px; min-width: 92px; }
QRadioButton#level { spacing: 0px; }
QRadioButton#level::indicator { width: 0px; height: 0px; margin: 0px; border: none;
    image: none; }
QRadioButton#level:hover { background: #286841; }
QRadioButton#level:checked { background: #c99a1e; color: #1b1405; border-color: #e8b93a;
    font-weight: bold; }
QPushButton#primary { background: #c99a1e; color: #1b1405; border-color: #e8b93a;
    font-weight: bold; min-width: 90px; }
QPushButton#primary:hover { background: #ddb03a; }
QPushButton#danger { background: transparent; color: #ff9e94; border-color: #7a3a34; }
QPushButton#danger:hover { background: #3a1f1c; }
QPushButton:focus, QPushButton#danger:focus, QRadioButton#level:focus {
    border-color: #ffffff; text-decoration: underline; }
QPushButton#primary:focus, QRadioButton#level:checked:focus { border-color: #10291b; }
QFrame#chartFrame { background: #143423; border: 1px solid #24503a; border-radius: 10px; }
QScrollBar { background: #10291b; width: 10px; height: 10px; margin: 0; }
QScrollBar::handle { background: #2f7a4d; border-radius: 4px; min-height: 24px; min-width: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; }
"""


def _percent(rate: float | None) -> str:
    return "–" if rate is None else percent_text(rate)


def _number(value: float | None, signed: bool = False) -> str:
    """One decimal, in the player's locale; a minus sign rather than a hyphen."""
    if value is None:
        return "–"
    text = QLocale().toString(abs(value), "f", 1)
    if math.copysign(1.0, value) < 0:
        return "−" + text
    return "+" + text if signed else text


def _count(value: int) -> str:
    """A whole number as the player's locale writes it."""
    return QLocale().toString(value)


def _day(stamp: str) -> str:
    """The day of ``stamp`` in the locale's long format without the weekday ("3 December
    2026"), as the hand history writes it too."""
    return day_text(stamp)


class _Tile(QLabel):
    """One figure: a title, a big value and a line of detail. A Tab stop, read as a text with
    its figure (its accessible name): a label of no text of its own, holding the three. A
    title too long for one line (a longer language's) wraps; the tiles of a row keep one height
    (the grid's row grows to the tallest)."""

    def __init__(self, title: str, parent: QWidget, accent: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("tile")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.row = QHBoxLayout(self)
        """The figure, then room at its right (the rating's chart)."""
        self.row.setContentsMargins(14, 10, 14, 12)
        self.row.setSpacing(10)
        layout = QVBoxLayout()  # the title, the value and the note (then room to grow)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.row.addLayout(layout, 1)
        self.title = title
        self.heading = heading = QLabel(QLocale().toUpper(title), self)
        heading.setObjectName("tileTitle")
        heading.setWordWrap(True)
        self.value = QLabel("–", self)
        self.value.setObjectName("tileValue")
        self.value.setProperty("accent", accent)
        self.note = QLabel("", self)
        self.note.setObjectName("tileNote")
        self.note.setWordWrap(True)
        layout.addWidget(heading)
        layout.addWidget(self.value)
        layout.addWidget(self.note)
        layout.addStretch(1)
        self.setMinimumWidth(170)  # four in a row fit an 800-pixel-wide screen

    def show_figure(self, value: str, note: str) -> None:
        self.value.setText(value)
        self.note.setText(note)
        self.setAccessibleName(QCoreApplication.translate(
            "StatisticsDialog", "{title}: {value}, {note}").format(
                title=self.title, value=value, note=note))


class StatisticsDialog(QDialog):
    """The Statistics window over ``recorder``'s database (see the module docstring)."""

    def __init__(self, recorder: StatsRecorder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatisticsDialog")
        self.setWindowTitle(QCoreApplication.translate("StatisticsDialog", "Statistics"))
        self.setStyleSheet(_STYLE)
        self.recorder = recorder
        self.level: int | None = None
        """The level shown (1 to 5), None for all levels."""
        self.summaries: dict[int | None, Summary] = {}
        self.series: list[SeriesPoint] = []
        """The matches on the chart: the last :data:`CHART_MATCHES` of the level shown."""
        self.reviews = ReviewFigures()
        """The review figures of the level shown."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 16)
        layout.setSpacing(12)
        page = QWidget(self)  # what scrolls on a small screen; Reset and Close stay in sight
        figures = QVBoxLayout(page)
        figures.setContentsMargins(0, 0, 0, 0)
        figures.setSpacing(10)
        header = self._build_header()
        figures.addLayout(header)
        figures.addLayout(self._build_levels())
        figures.addLayout(self._build_tiles())
        self.luck_button = LuckSweepButton(recorder, self)
        self.luck_button.told.connect(lambda _message: self._show_note())
        header.addWidget(self.luck_button, 0, Qt.AlignmentFlag.AlignTop)
        figures.addWidget(self._build_chart(), 1)
        layout.addWidget(scrolling(page, "statisticsPage"), 1)
        layout.addLayout(self._build_buttons())
        self.setMinimumSize(860, 640)
        fit_to_screen(self, QSize(980, 840))
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(REFRESH_DELAY_MS)
        self._soon.timeout.connect(self.refresh)
        recorder.recorded.connect(self._recorded)
        self.refresh()

    def _recorded(self) -> None:
        """A hand was recorded: refresh once the table has drawn the hand's end (and once for
        the hand and the match ending together)."""
        if self.isVisible():
            self._soon.start()

    # --- building -----------------------------------------------------------------------

    def _build_header(self) -> QHBoxLayout:
        """The title and the subtitle (the button that measures the luck goes at the right,
        made after the tiles, so that Tab reaches it after them)."""
        header = QVBoxLayout()
        header.setSpacing(2)
        self.title = QLabel(
            QCoreApplication.translate("StatisticsDialog", "Your statistics"), self)
        self.title.setObjectName("title")
        self.subtitle = QLabel("", self)
        self.subtitle.setObjectName("subtitle")
        header.addWidget(self.title)
        header.addWidget(self.subtitle)
        row = QHBoxLayout()
        row.addLayout(header, 1)
        return row

    def _build_levels(self) -> QHBoxLayout:
        """The level filters: one group of radio buttons (one Tab stop; the arrows choose),
        drawn as a row of buttons, the chosen one in gold."""
        row = QHBoxLayout()
        row.setSpacing(6)
        self.level_group = QButtonGroup(self)
        self.level_buttons: dict[int | None, QRadioButton] = {}
        for level in (None, *DIFFICULTY_NAMES):
            button = QRadioButton(self._level_name(level), self)
            button.setObjectName("level")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(lambda _checked=False, lv=level: self.show_level(lv))
            self.level_group.addButton(button)
            self.level_buttons[level] = button
            row.addWidget(button)
        row.addStretch(1)
        self.level_buttons[None].setChecked(True)
        return row

    def _build_tiles(self) -> QGridLayout:
        grid = QGridLayout()
        grid.setSpacing(10)
        names = [
            ("win_rate", QCoreApplication.translate("StatisticsDialog", "Matches won"), True),
            ("hands", QCoreApplication.translate("StatisticsDialog", "Hands won"), False),
            ("streak", QCoreApplication.translate("StatisticsDialog", "Winning streak"), True),
            ("points", QCoreApplication.translate("StatisticsDialog", "Points per hand"), False),
            ("gin", QCoreApplication.translate("StatisticsDialog", "Gin rate"), False),
            ("undercut", QCoreApplication.translate("StatisticsDialog", "Undercut rate"), False),
            ("deadwood", QCoreApplication.translate("StatisticsDialog", "Knock deadwood"), False),
            ("matches", QCoreApplication.translate("StatisticsDialog", "Matches played"), False),
        ]
        self.tiles: dict[str, _Tile] = {}
        for index, (key, title, accent) in enumerate(names):
            tile = _Tile(title, self, accent)
            self.tiles[key] = tile
            grid.addWidget(tile, index // 4, index % 4)
        for column, (key, title) in enumerate((
            ("luck", QCoreApplication.translate("StatisticsDialog", "Luck")),
            ("rating", QCoreApplication.translate("StatisticsDialog", "Rating")),
        )):
            self.tiles[key] = _Tile(title, self, accent=key == "rating")
            grid.addWidget(self.tiles[key], 2, 2 * column, 1, 2)
        rating = self.tiles["rating"]
        rating.value.setProperty("words", True)  # a level's name: a longer language's fits
        self.rating_chart = RatingChart(rating)  # the rating's trend, beside it
        rating.row.addWidget(self.rating_chart)
        return grid

    def _build_chart(self) -> QFrame:
        frame = QFrame(self)
        frame.setObjectName("chartFrame")
        outer = QVBoxLayout(frame)
        outer.setContentsMargins(14, 10, 14, 8)
        heading = QHBoxLayout()
        label = QLabel(QCoreApplication.translate("StatisticsDialog", "RESULTS OVER TIME"), frame)
        label.setObjectName("section")
        self.chart_note = QLabel("", frame)
        self.chart_note.setObjectName("note")
        heading.addWidget(label)
        heading.addStretch(1)
        heading.addWidget(self.chart_note)
        outer.addLayout(heading)
        self._chart_stack = QStackedLayout()
        self.chart, self.chart_view = dark_chart(frame)
        self.chart_view.setMinimumHeight(170)
        # the room left, not the chart's last size: a view's hint follows its size, and the
        # scrolling page would grow to it and scroll
        self.chart_view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.empty_label = QLabel(QCoreApplication.translate(
            "StatisticsDialog", "Finish a match to see your results over time."), frame)
        self.empty_label.setObjectName("empty")
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._chart_stack.addWidget(self.chart_view)
        self._chart_stack.addWidget(self.empty_label)
        outer.addLayout(self._chart_stack, 1)
        return frame

    def _build_buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.reset_button = QPushButton(
            QCoreApplication.translate("StatisticsDialog", "Reset statistics…"), self)
        self.reset_button.setObjectName("danger")
        self.reset_button.setAutoDefault(False)
        self.reset_button.clicked.connect(self.ask_reset)
        self.note = QLabel("", self)
        self.note.setObjectName("note")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        close = QPushButton(QCoreApplication.translate("StatisticsDialog", "Close"), self)
        close.setObjectName("primary")
        close.setDefault(True)
        close.clicked.connect(self.close)
        row.addWidget(self.reset_button)
        row.addSpacing(12)
        row.addWidget(self.note, 1)
        row.addWidget(close)
        return row

    # --- filling in ---------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the figures again and show the level chosen: the totals the database keeps,
        and the matches on the chart (a few rows, however many hands were played)."""
        self.summaries = self.recorder.db.summaries()
        self._label_levels()
        self._show()

    def show_level(self, level: int | None) -> None:
        """Show ``level`` (1 to 5), or all levels (None)."""
        self.level = level
        self.level_buttons[level].setChecked(True)
        self._show()

    @staticmethod
    def _level_name(level: int | None) -> str:
        if level is None:
            return QCoreApplication.translate("StatisticsDialog", "All levels")
        return difficulty_name(level)

    def _label_levels(self) -> None:
        for level, button in self.level_buttons.items():
            name = self._level_name(level)
            summary = self.summaries[level]
            if summary.matches:
                button.setText(QCoreApplication.translate(
                    "StatisticsDialog", "{level}\n{rate} of {matches}",
                ).format(level=name, rate=_percent(summary.win_rate),
                         matches=_count(summary.matches)))
            else:
                button.setText(QCoreApplication.translate(
                    "StatisticsDialog", "{level}\n%n hand(s)", None, summary.hands,
                ).format(level=name))

    def _show(self) -> None:
        summary = self.summaries[self.level]
        self._show_subtitle(summary)
        self._show_tiles(summary)
        self.series = self.recorder.db.series(self.level, last=CHART_MATCHES)
        self._show_chart(self.series, summary.matches)
        self._show_reviews()
        self._show_note()

    def _show_subtitle(self, summary: Summary) -> None:
        level = None if self.level is None else difficulty_name(self.level)
        first = summary.since
        if first is None:
            if level is None:
                text = QCoreApplication.translate(
                    "StatisticsDialog", "No hands recorded against every level yet: play one "
                    "and it appears here at once.")
            else:
                text = QCoreApplication.translate(
                    "StatisticsDialog", "No hands recorded against {level} yet: play one and it "
                    "appears here at once.")
            self.subtitle.setText(text.format(level=level))
            return
        if level is None:
            since = QCoreApplication.translate(
                "StatisticsDialog", "Against every level since {day}")
        else:
            since = QCoreApplication.translate("StatisticsDialog", "Against {level} since {day}")
        parts = [
            since.format(level=level, day=_day(first)),
            QCoreApplication.translate("StatisticsDialog", "%n hand(s)", None, summary.hands),
            QCoreApplication.translate(
                "StatisticsDialog", "%n match(es) played", None, summary.matches),
        ]
        if summary.hands_apart:
            parts.append(QCoreApplication.translate(
                "StatisticsDialog", "%n hand(s) counted apart", None, summary.hands_apart))
        self.subtitle.setText(" · ".join(parts))

    def _show_tiles(self, s: Summary) -> None:
        for key, (figure, note) in _tile_figures(s).items():
            self.tiles[key].show_figure(figure, note)

    def _show_reviews(self) -> None:
        """The Luck and Rating tiles, from the reviews of the level's matches."""
        self.reviews = reviews = self.recorder.reviews(self.level)
        for key, (figure, note), description in (
            ("luck", luck_figure(reviews), luck_description(reviews)),
            ("rating", rating_figure(reviews), rating_description(reviews)),
        ):
            self.tiles[key].show_figure(figure, note)
            self.tiles[key].setAccessibleDescription(description)
        self.rating_chart.show_points(reviews.series)

    def done(self, result: int) -> None:
        """Closed (Close, Escape, the title bar): the measure of every match's luck stops
        (what it measured stays recorded)."""
        self.luck_button.cancel()
        super().done(result)

    def _show_note(self) -> None:
        db = self.recorder.db
        if db.in_memory:
            self.note.setText(QCoreApplication.translate(
                "StatisticsDialog", "The statistics file cannot be written: this session's "
                "hands are kept until you quit."))
        elif db.pending:
            self.note.setText(QCoreApplication.translate(
                "StatisticsDialog", "%n record(s) waiting for the file to be free.", None,
                db.pending))
        elif self.luck_button.message:  # how far the measure of every match's luck is
            self.note.setText(self.luck_button.message)
        else:
            note = QCoreApplication.translate(
                "StatisticsDialog", "Abandoned matches count as played, not won. A match counts "
                "at a level only if all its hands were played at that level.")
            apart = _apart_note(self.summaries[self.level])
            friends = friends_note(self.recorder.db.friends(FRIENDS_SHOWN))
            self.note.setText(" ".join(part for part in (note, apart, friends) if part))

    # --- the chart ----------------------------------------------------------------------

    def _show_chart(self, shown: list[SeriesPoint], finished: int) -> None:
        """Chart ``shown``, the last of the ``finished`` matches of the level."""
        self._clear_chart()
        if not shown:
            self._chart_stack.setCurrentWidget(self.empty_label)
            self.chart_note.setText("")
            return
        self._chart_stack.setCurrentWidget(self.chart_view)
        finished = max(finished, len(shown))
        self.chart_note.setText(_chart_note(shown, finished))
        bars = _result_bars(shown)
        plot = self.chart.plotArea().width() or 780.0
        bars.setBarWidth(min(0.62, MAX_BAR_PX * len(shown) / plot))  # few matches: slim bars
        rate = _win_rate_line(shown)
        self.chart.addSeries(bars)
        self.chart.addSeries(rate)
        self._add_axes(bars, rate, shown, finished - len(shown) + 1)

    def _clear_chart(self) -> None:
        """Take the last level's series and axes off the chart."""
        chart = self.chart
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)

    def _add_axes(self, bars: QStackedBarSeries, rate: QLineSeries, shown: list[SeriesPoint],
                  first: int) -> None:
        chart = self.chart
        categories = QBarCategoryAxis()
        step = max(1, len(shown) // 15)
        # every label must differ: the unlabelled ones are zero-width spaces of different lengths
        categories.append([str(first + i) if i % step == 0 else "\u200b" * (i + 1)
                           for i in range(len(shown))])
        categories.setTitleText(QCoreApplication.translate("StatisticsDialog", "Match"))
        margin = QValueAxis()
        top = max([abs(p.margin) for p in shown] + [50])
        top = ((top + 49) // 50) * 50
        margin.setRange(-top, top)
        margin.setTickCount(5)
        margin.setLabelFormat("%+d")
        margin.setTitleText(
            QCoreApplication.translate("StatisticsDialog", "Final margin (points)"))
        percent = QValueAxis()
        percent.setRange(0, 100)
        percent.setTickCount(5)
        percent.setLabelFormat("%d%%")
        percent.setTitleText(QCoreApplication.translate("StatisticsDialog", "Win rate"))
        styled_axes(self, categories, margin, percent)
        categories.setGridLineVisible(False)
        percent.setGridLineVisible(False)
        chart.addAxis(categories, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(margin, Qt.AlignmentFlag.AlignLeft)
        chart.addAxis(percent, Qt.AlignmentFlag.AlignRight)
        bars.attachAxis(categories)
        bars.attachAxis(margin)
        rate.attachAxis(categories)
        rate.attachAxis(percent)

    # --- reset --------------------------------------------------------------------------

    def ask_reset(self) -> bool:
        """Ask, then forget every hand and match; True when they were forgotten."""
        with back_to_asker():
            answer = QMessageBox.question(
                plain_parent(self),
                QCoreApplication.translate("StatisticsDialog", "Reset statistics?"),
                QCoreApplication.translate(
                    "StatisticsDialog",
                    "Forget every hand and match recorded, against every level? This cannot "
                    "be undone."),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        done = self.recorder.reset()
        self.refresh()
        if not done:
            self.note.setText(QCoreApplication.translate(
                "StatisticsDialog", "The statistics could not be reset (the file is in use); "
                "try again in a moment."))
        return done


def _tile_figures(s: Summary) -> dict[str, tuple[str, str]]:
    """Each tile's figure and the line under it, by tile, in the order the tiles are laid out."""
    return {
        "win_rate": (_percent(s.win_rate), _matches_won_note(s)),
        "hands": (_count(s.hands_won), _hands_won_note(s)),
        "streak": (str(s.current_streak), QCoreApplication.translate(
            "StatisticsDialog", "longest: %n match(es)", None, s.longest_streak)),
        "points": (
            _number(s.points_per_hand, signed=True),
            QCoreApplication.translate("StatisticsDialog", "your points minus the computer's")),
        "gin": (_percent(s.gin_rate), QCoreApplication.translate(
            "StatisticsDialog", "of hands: %n gin(s) or big gin by you", None, s.gins)),
        "undercut": (_percent(s.undercut_rate), _undercut_note(s)),
        "deadwood": (
            _number(s.knock_deadwood),
            QCoreApplication.translate("StatisticsDialog", "average when you knock")),
        "matches": (_count(s.matches), _match_results_note(s)),
    }


def _matches_won_note(s: Summary) -> str:
    """"12 of 20 matches", the count of matches won written as ``%n`` is: without a group
    separator."""
    if not s.matches:
        return QCoreApplication.translate("StatisticsDialog", "no match finished yet")
    return QCoreApplication.translate(
        "StatisticsDialog", "{won} of %n match(es)", None, s.matches,
    ).format(won=s.matches_won)


def _hands_won_note(s: Summary) -> str:
    """"of 40 hands · 55%" under the hands won."""
    if not s.hands:
        return QCoreApplication.translate("StatisticsDialog", "no hand played yet")
    return QCoreApplication.translate(
        "StatisticsDialog", "of %n hand(s) · {rate}", None, s.hands,
    ).format(rate=_percent(s.hand_win_rate))


def _undercut_note(s: Summary) -> str:
    """What the undercut rate is a share of (the user's knocks), and the undercuts the user
    made; the rate is None until the user has knocked."""
    if s.undercut_rate is not None:
        knocked = QCoreApplication.translate(
            "StatisticsDialog", "of your knocks were undercut · you undercut {count}")
    else:
        knocked = QCoreApplication.translate(
            "StatisticsDialog", "you have not knocked yet · you undercut {count}")
    return knocked.format(count=_count(s.undercuts_made))


def _match_results_note(s: Summary) -> str:
    """"8 won · 11 lost", then the abandoned and drawn matches when there are any."""
    facts = [
        QCoreApplication.translate("StatisticsDialog", "{count} won").format(
            count=_count(s.matches_won)),
        QCoreApplication.translate("StatisticsDialog", "{count} lost").format(
            count=_count(s.matches_lost)),
    ]
    if s.matches_abandoned:
        facts.append(QCoreApplication.translate("StatisticsDialog", "{count} abandoned")
                     .format(count=_count(s.matches_abandoned)))
    if s.matches_drawn:
        facts.append(QCoreApplication.translate("StatisticsDialog", "{count} drawn")
                     .format(count=_count(s.matches_drawn)))
    return " · ".join(facts)


def _apart_note(s: Summary) -> str:
    """What is counted apart, in none of the figures ("" when nothing is): the matches, and
    the hands by why (``records/stats_rows.py``, ``Apart``)."""
    if not s.hands_apart and not s.matches_apart:
        return ""
    return QCoreApplication.translate(
        "StatisticsDialog", "Counted apart, in none of these figures: %n finished match(es) "
        "and the hands dealt by Play this deal again ({replayed}), played after going back "
        "to an earlier save ({back}) or of a match whose deals cannot be vouched for "
        "({unverifiable}).", None, s.matches_apart,
    ).format(replayed=_count(s.replayed_hands), back=_count(s.went_back_hands),
             unverifiable=_count(s.unverifiable_hands))


def friends_note(friends: list[FriendFigures]) -> str:
    """The matches against friends, in none of the figures: "Against friends, won–lost: Bruno
    2–1, Ana 0–1." ("" when none has ended), the friend of the latest first."""
    if not friends:
        return ""
    each = [QCoreApplication.translate("StatisticsDialog", "{friend} {won}–{lost}").format(
        friend=figures.name, won=_count(figures.won), lost=_count(figures.lost))
        for figures in friends]
    return QCoreApplication.translate(
        "StatisticsDialog", "Against friends, won–lost: {friends}.").format(
            friends=", ".join(each))


def _chart_note(shown: list[SeriesPoint], finished: int) -> str:
    """How many matches the chart shows of the ``finished`` ones (all, or the last few), and
    the days of the first and last shown."""
    if len(shown) < finished:
        note = QCoreApplication.translate(
            "StatisticsDialog", "Last {shown} of %n match(es) · {first} – {last}", None,
            finished)
    else:
        note = QCoreApplication.translate(
            "StatisticsDialog", "%n match(es) · {first} – {last}", None, finished)
    return note.format(
        shown=len(shown), first=_day(shown[0].ended_at), last=_day(shown[-1].ended_at))


def _result_bars(shown: list[SeriesPoint]) -> QStackedBarSeries:
    """One bar per match, its final margin, in the set of its result: won, lost, or abandoned
    or drawn (a set charted only when some match is in it)."""
    sets = _result_sets()
    for point in shown:
        kind = point.result if point.result in (MatchResult.WON, MatchResult.LOST) else None
        for key, bar_set in sets.items():
            bar_set.append(float(point.margin) if key is kind else 0.0)
    bars = QStackedBarSeries()
    for key, bar_set in sets.items():
        if any(bar_set.at(i) for i in range(bar_set.count())) or key is not None:
            bars.append(bar_set)
    return bars


def _result_sets() -> dict[MatchResult | None, QBarSet]:
    """The empty bar sets of the chart, by result (None: abandoned or drawn), in its colours."""
    sets: dict[MatchResult | None, QBarSet] = {}
    for key, name, colour in (
        (MatchResult.WON, QCoreApplication.translate("StatisticsDialog", "Won"), _WON),
        (MatchResult.LOST, QCoreApplication.translate("StatisticsDialog", "Lost"), _LOST),
        (None, QCoreApplication.translate("StatisticsDialog", "Abandoned or drawn"), _OTHER),
    ):
        bar_set = QBarSet(name)
        bar_set.setColor(colour)
        bar_set.setBorderColor(colour.darker(130))
        sets[key] = bar_set
    return sets


def _win_rate_line(shown: list[SeriesPoint]) -> QLineSeries:
    """The share of matches won so far, after each match shown, in percent."""
    rate = QLineSeries()
    rate.setName(QCoreApplication.translate("StatisticsDialog", "Win rate so far"))
    rate.setPen(QPen(_GOLD, 2.5))
    rate.setPointsVisible(True)
    for index, point in enumerate(shown):
        rate.append(float(index), point.win_rate * 100)
    return rate


def show_statistics(parent: QWidget, recorder: StatsRecorder) -> StatisticsDialog:
    """Show ``parent``'s Statistics window (made on first use, then raised and refreshed)."""
    dialog = parent.findChild(StatisticsDialog, "StatisticsDialog")
    if dialog is None:
        dialog = StatisticsDialog(recorder, parent)
    else:
        dialog.refresh()
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    dialog.tiles["win_rate"].setFocus(Qt.FocusReason.OtherFocusReason)  # read as it opens
    return dialog
