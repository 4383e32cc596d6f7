"""The Statistics window's review figures: the Luck and Rating tiles' words, the rating's small
chart, and the line that measures the luck of every match.

* **Luck** (``records/review_records.py``): the player's luck in hand points over the matches
  reviewed, the hand points adjusted for luck beside those as played, and over how many of the
  matches that can be reviewed ("over 3 of 17 matches"), so the player sees how much of it is
  measured; a dash while none is.
* **Rating**: the level whose play the latest match reviewed in full is nearest
  (``ai/rating.py``), by the level's own name as the settings write it, and its trend: a small
  chart of the points lost a decision (the error rate) in each of the last matches reviewed in
  full, the oldest first, with the boundaries between the levels as faint lines (a point under
  a line is a stronger level's play). The chart is for the eyes; the tile's description says
  the same rates in words.
* **Measure the luck of every match** (:class:`LuckSweepButton`): a button that starts a
  :class:`~..records.luck_sweep.LuckSweep`, and a message that tells how far it is ("Measured
  3 of 17 matches…"; the window shows it on its note line), which a screen reader is told as
  it changes (an announcement, as the Review window tells its progress). The sweep stops when
  the window closes (:meth:`LuckSweepButton.cancel`).

Every text is translated (context ``StatisticsDialog``), counts with ``%n``, numbers in the
player's locale.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QLocale, QMargins, QObject, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QPushButton, QWidget

from ...ai.rating import boundaries
from ..records.luck_sweep import LuckSweep
from ..records.review_records import RatingPoint, ReviewFigures
from ..records.stats_recorder import StatsRecorder
from ..settings.names import difficulty_name
from ..table.focus_speech import WindowVoice
from ..words.review import points_text
from .chart_look import PLOT, TEXT

__all__ = [
    "LuckSweepButton",
    "RatingChart",
    "luck_description",
    "luck_figure",
    "rating_description",
    "rating_figure",
]

_GOLD = QColor("#ffd54f")
_FAINT = QColor("#3d6e53")


def _rate_text(rate: float) -> str:
    """An error rate (hand points a decision) with two decimals, as the locale writes them."""
    return QLocale().toString(rate, "f", 2)


# --- the tiles' words ----------------------------------------------------------------------------


def luck_figure(figures: ReviewFigures) -> tuple[str, str]:
    """The Luck tile's figure and the line under it."""
    if not figures.reviewed:
        if not figures.matches:
            return "–", QCoreApplication.translate(
                "StatisticsDialog", "no finished match to measure yet")
        return "–", QCoreApplication.translate(
            "StatisticsDialog", "not measured yet in any of %n match(es)", None,
            figures.matches)
    note = QCoreApplication.translate(
        "StatisticsDialog", "{adjusted} adjusted for luck, {actual} as played · over "
        "{measured} of %n match(es)", None, figures.matches,
    ).format(adjusted=points_text(figures.adjusted), actual=points_text(figures.result),
             measured=QLocale().toString(figures.reviewed))
    return points_text(figures.luck), note


def luck_description(figures: ReviewFigures) -> str:
    """What the Luck tile's figures mean, for a screen reader (its description)."""
    if not figures.reviewed:
        return QCoreApplication.translate(
            "StatisticsDialog", "Luck is measured by reviewing a match, or with the button below.")
    return QCoreApplication.translate(
        "StatisticsDialog", "Your luck in hand points: what the cards dealt and drawn gave you "
        "beyond the average. The computer's luck over the same matches: {theirs}. The result "
        "adjusted for luck takes your luck away and gives back the computer's.",
    ).format(theirs=points_text(figures.opponent_luck))


def rating_figure(figures: ReviewFigures) -> tuple[str, str]:
    """The Rating tile's figure (a level's name) and the line under it."""
    latest = figures.latest
    if latest is None:
        return "–", QCoreApplication.translate("StatisticsDialog", "no match reviewed in full yet")
    note = QCoreApplication.translate(
        "StatisticsDialog", "in the latest match: {rate} points lost a decision",
    ).format(rate=_rate_text(latest.error_rate))
    return difficulty_name(int(latest.level)), note


def rating_description(figures: ReviewFigures) -> str:
    """The rating's chart in words, for a screen reader (the tile's description)."""
    if not figures.series:
        return QCoreApplication.translate(
            "StatisticsDialog", "Review a match in full to be rated on the levels' scale.")
    rates = QLocale().createSeparatedList([_rate_text(p.error_rate) for p in figures.series])
    return QCoreApplication.translate(
        "StatisticsDialog", "Points lost a decision in each of the last %n match(es) reviewed "
        "in full, the oldest first: {rates}. Fewer is stronger play.", None,
        len(figures.series),
    ).format(rates=rates)


# --- the rating's chart --------------------------------------------------------------------------


class RatingChart(QChartView):
    """The error rate of each match reviewed in full, with the levels' boundaries as faint
    lines (module docstring). Hidden while there is no point to draw."""

    def __init__(self, parent: QWidget) -> None:
        self.chart_ = chart = QChart()
        super().__init__(chart, parent)
        chart.setBackgroundVisible(False)
        chart.setPlotAreaBackgroundBrush(PLOT)
        chart.setPlotAreaBackgroundVisible(True)
        chart.setMargins(QMargins(0, 0, 0, 0))
        chart.layout().setContentsMargins(0, 0, 0, 0)
        chart.legend().hide()
        chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setStyleSheet("background: transparent; border: none;")
        self.setMinimumSize(110, 56)
        self.setMaximumWidth(150)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.rates: list[float] = []
        """The error rates drawn, the oldest first."""
        self.hide()

    def sizeHint(self) -> QSize:
        """Small: it stands beside a figure, no taller than the figure's tile."""
        return QSize(130, 64)

    def show_points(self, points: tuple[RatingPoint, ...]) -> None:
        chart = self.chart_
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
        self.rates = [point.error_rate for point in points]
        self.setVisible(bool(points))
        if not points:
            return
        last = max(len(points) - 1, 1)
        lines = [self._boundary(rate, last) for _level, rate in boundaries()]
        trend = QLineSeries()
        trend.setPen(QPen(_GOLD, 2.0))
        trend.setPointsVisible(True)
        for index, rate in enumerate(self.rates):
            trend.append(float(index), rate)
        top = max([*self.rates, *(rate for _level, rate in boundaries())]) * 1.15
        across, up = QValueAxis(), QValueAxis()
        across.setRange(-0.3, last + 0.3)
        across.setVisible(False)
        up.setRange(0.0, top)
        up.setTickCount(3)
        up.setLabelFormat("%.1f")
        up.setLabelsColor(TEXT)
        up.setGridLineVisible(False)
        up.setLinePenColor(_FAINT)
        chart.addAxis(across, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(up, Qt.AlignmentFlag.AlignLeft)
        for series in (*lines, trend):
            chart.addSeries(series)
            series.attachAxis(across)
            series.attachAxis(up)

    @staticmethod
    def _boundary(rate: float, last: int) -> QLineSeries:
        """A faint line across the chart at a boundary between two levels."""
        line = QLineSeries()
        pen = QPen(_FAINT, 1.0)
        pen.setStyle(Qt.PenStyle.DashLine)
        line.setPen(pen)
        line.append(-1.0, rate)
        line.append(float(last + 1), rate)
        return line


# --- measuring the luck of every match -----------------------------------------------------------


SweepMaker = Callable[[StatsRecorder, QObject], LuckSweep]


class LuckSweepButton(QPushButton):
    """The button that measures the luck of every match not reviewed yet (module docstring).
    How far it is, :attr:`message`, is for the window's note line (``told`` is emitted as it
    changes) and for a screen reader (an announcement, and the focused widget's description for
    the readers that speak no announcement, Orca before 46; :attr:`said` keeps them).
    ``make_sweep(recorder, parent)`` makes the sweep (the tests give a smaller one)."""

    told = Signal(str)

    def __init__(self, recorder: StatsRecorder, parent: QWidget) -> None:
        super().__init__(QCoreApplication.translate(
            "StatisticsDialog", "Measure the luck of every match"), parent)
        self.recorder = recorder
        self.make_sweep: SweepMaker = lambda made_for, owner: LuckSweep(made_for, owner)
        self.sweep: LuckSweep | None = None
        self.message = ""
        """How far the measure is, or how it ended ("" before one, and once stopped)."""
        self.said: list[str] = []
        self._voice = WindowVoice(self)
        self.setAutoDefault(False)
        self.setToolTip(QCoreApplication.translate(
            "StatisticsDialog", "Reviews the luck of every finished match that has no review "
            "yet, one after another, while you play on."))
        self.clicked.connect(self.start)

    @property
    def running(self) -> bool:
        return self.sweep is not None and self.sweep.running

    def start(self) -> None:
        """Measure every match not reviewed yet (nothing while a sweep runs)."""
        if self.running:
            return
        self.cancel()
        sweep = self.sweep = self.make_sweep(self.recorder, self)
        sweep.progress.connect(self._progress)
        sweep.finished.connect(self._finished)
        if sweep.start():
            self.setEnabled(False)
            self._tell(self._progress_text(0, sweep.total))

    def cancel(self) -> None:
        """Stop the sweep under way (the window closes); what it measured stays recorded."""
        sweep, self.sweep = self.sweep, None
        if sweep is not None:
            sweep.cancel()
            sweep.deleteLater()
        self.message = ""
        self.setEnabled(True)

    def _progress(self, done: int, total: int) -> None:
        if done:
            self._tell(self._progress_text(done, total))

    @staticmethod
    def _progress_text(done: int, total: int) -> str:
        return QCoreApplication.translate(
            "StatisticsDialog", "Measured {done} of %n match(es)…", None, total,
        ).format(done=QLocale().toString(done))

    def _finished(self, measured: int, failed: int) -> None:
        self.setEnabled(True)
        if not measured and not failed:
            self._tell(QCoreApplication.translate(
                "StatisticsDialog", "The luck of every finished match is measured already."))
            return
        text = QCoreApplication.translate(
            "StatisticsDialog", "Measured the luck of %n match(es).", None, measured)
        if failed:
            text += " " + QCoreApplication.translate(
                "StatisticsDialog", "%n match(es) could not be measured.", None, failed)
        self._tell(text)

    def _tell(self, text: str) -> None:
        """Make ``text`` the message, and tell a screen reader (kept in :attr:`said`)."""
        self.message = text
        self.said.append(text)
        self.told.emit(text)
        self._voice.say(text)
