"""The look of the game's charts (Qt Charts): one home for their colours and their dark plot.

The Statistics window's results, the review's chart of a hand and the Rating tile's trend all
draw on the table's dark green: the plot's colour, the grid's and the words', and a chart with
no background of its own, no margins, its legend below, no animation, in a view that shows the
window's colour through it.
"""

from __future__ import annotations

from PySide6.QtCharts import QAbstractAxis, QChart, QChartView
from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter
from PySide6.QtWidgets import QWidget

__all__ = ["GRID", "PLOT", "TEXT", "dark_chart", "styled_axes"]

PLOT = QColor("#143423")
GRID = QColor("#24503a")
TEXT = QColor("#d7ecdc")


def dark_chart(parent: QWidget) -> tuple[QChart, QChartView]:
    """A chart in the game's look and the view that shows it (a child of ``parent``)."""
    chart = QChart()
    chart.setBackgroundVisible(False)
    chart.setPlotAreaBackgroundBrush(QBrush(PLOT))
    chart.setPlotAreaBackgroundVisible(True)
    chart.setMargins(QMargins(0, 0, 0, 0))
    chart.layout().setContentsMargins(0, 0, 0, 0)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    chart.legend().setLabelColor(TEXT)
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    view = QChartView(chart, parent)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setStyleSheet("background: transparent; border: none;")
    return chart, view


def styled_axes(parent: QWidget, *axes: QAbstractAxis) -> None:
    """``axes`` in the game's look: words a point smaller than ``parent``'s, in the charts'
    colour, grid and axis lines in the grid's."""
    font = QFont(parent.font())
    font.setPointSizeF(max(7.0, font.pointSizeF() - 1))
    for axis in axes:
        axis.setLabelsColor(TEXT)
        axis.setLabelsFont(font)
        axis.setTitleBrush(QBrush(TEXT))
        axis.setTitleFont(font)
        axis.setGridLineColor(GRID)
        axis.setLinePenColor(GRID)
