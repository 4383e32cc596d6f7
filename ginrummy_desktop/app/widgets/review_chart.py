"""The review window's chart: the user's running value through one hand (Qt Charts).

Three lines over the hand's steps (numbered as the Hand history numbers them, the deal 1): the
value of the user's position, what the hand was worth to them as they could know it (blue: the
hand dealt, then after each of their moves); the luck so far, the user's less the computer's
(gold); and the points lost to the user's errors so far (red, drawn below zero: a loss). Where
the gold line ends above the red one's depth, the cards made up for the mistakes; the
luck-adjusted result of the hand moves by the second, the play by the third. Drawn as the
Statistics window draws its chart (``statistics_dialog.py``): the same plot colours, fonts and
axes.

The chart is a Tab stop, read by a screen reader as its name and a description that says in
words where the three lines end (what a sighted player reads off the chart).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCharts import QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..records.review_export import RunningPoint, spoken_words
from ..words.review import count_text, points_text
from .chart_look import dark_chart, styled_axes

__all__ = ["ReviewChart"]

_VALUE, _LUCK, _ERROR = QColor("#4fc3f7"), QColor("#ffd54f"), QColor("#e0675f")


class ReviewChart(QFrame):
    """The chart of one hand's running value (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chartFrame")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 6, 10, 4)
        outer.setSpacing(2)
        heading = QHBoxLayout()
        title = QLabel(QCoreApplication.translate(
            "Review", "YOUR HAND'S VALUE, LUCK AND ERRORS"), self)
        title.setObjectName("section")
        heading.addWidget(title)
        heading.addStretch(1)
        outer.addLayout(heading)
        self.chart, self.view = dark_chart(self)
        self.view.setMinimumHeight(160)
        self.view.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.view.setAccessibleName(QCoreApplication.translate(
            "Review", "Chart of your hand's value, your luck and your errors through the hand"))
        self.view.setToolTip(QCoreApplication.translate(
            "Review", "Value: what your hand was worth after each of your moves, as you could "
            "know it. Net luck: your luck so far less the computer's. Errors: the points your "
            "decisions have lost so far, drawn below zero."))
        outer.addWidget(self.view, 1)
        self.points: tuple[RunningPoint, ...] = ()

    def show_points(self, points: Sequence[RunningPoint]) -> None:
        """Chart ``points`` (none: an empty chart)."""
        self.points = tuple(points)
        chart = self.chart
        chart.removeAllSeries()
        for axis in chart.axes():
            chart.removeAxis(axis)
        self.view.setAccessibleDescription(spoken_words(_description(self.points)))
        if not self.points:
            return
        value = _line(QCoreApplication.translate("Review", "Value"), _VALUE,
                      [(p.step, p.value) for p in self.points])
        luck = _line(QCoreApplication.translate("Review", "Net luck"), _LUCK,
                     [(p.step, p.luck) for p in self.points])
        error = _line(QCoreApplication.translate("Review", "Errors"), _ERROR,
                      [(p.step, -p.error) for p in self.points])
        for series in (value, luck, error):
            chart.addSeries(series)
        self._add_axes(value, luck, error)

    def _add_axes(self, *lines: QLineSeries) -> None:
        steps = QValueAxis()
        last = max(2, self.points[-1].step)
        steps.setRange(1, last)
        steps.setLabelFormat("%d")
        steps.setTickCount(min(last, 9))
        steps.setTitleText(QCoreApplication.translate("Review", "Step"))
        values = QValueAxis()
        top = max([abs(p.luck) for p in self.points] + [p.error for p in self.points]
                  + [abs(p.value) for p in self.points] + [10.0])
        top = 10.0 * -(-top // 10.0)  # ticks on whole numbers: ±top, ±top/2 and 0
        values.setRange(-top, top)
        values.setTickCount(5)
        values.setLabelFormat("%+d")
        values.setTitleText(QCoreApplication.translate("Review", "Points"))
        styled_axes(self, steps, values)
        steps.setGridLineVisible(False)
        self.chart.addAxis(steps, Qt.AlignmentFlag.AlignBottom)
        self.chart.addAxis(values, Qt.AlignmentFlag.AlignLeft)
        for series in lines:
            series.attachAxis(steps)
            series.attachAxis(values)


def _line(name: str, colour: QColor, points: Sequence[tuple[int, float]]) -> QLineSeries:
    series = QLineSeries()
    series.setName(name)
    series.setPen(QPen(colour, 2.5))
    series.setPointsVisible(True)
    for step, value in points:
        series.append(float(step), value)
    return series


def _description(points: Sequence[RunningPoint]) -> str:
    """Where the lines end, in a sentence."""
    if not points:
        return QCoreApplication.translate("Review", "No hand is shown yet.")
    last = points[-1]
    return QCoreApplication.translate(
        "Review", "By step {step}, your hand is worth {value} points, your luck less the "
        "computer's is {luck} points, and your errors have cost {error} points.").format(
            step=count_text(last.step), value=points_text(last.value),
            luck=points_text(last.luck), error=points_text(last.error, signed=False))
