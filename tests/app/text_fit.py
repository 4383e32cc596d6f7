"""Whether each text a window shows fits the room it is given (issue 42: a longer language must
not clip).

:func:`window_clips` walks the shown widgets of one window and measures each text against its
room: a label (a word-wrapped one must be tall enough for its lines at its width and wide
enough for its longest word; a single-line one as wide and as tall as its text), a push
button, check box or radio button (its text, icon and menu arrow within the style's contents
rectangle, which leaves out the frame, the padding of a style sheet and the indicator), a tool
button (its size hint), each tab of a tab bar, each section of a header, a group box's title,
and every item of a combo box (within its edit field, left of the arrow). :func:`menu_clips`
checks the menus: a menu is as wide as its widest item, so instead its accelerators must be
distinct and it must fit the screen, and the menu bar must show every title.
:func:`table_clips` measures what the card table paints: the piles' captions (in sight and
clear of each other), the showdown groups' captions (each within its box as set: smaller, or
elided with the whole in the tool tip over it), the banner and the computer's label (in
sight), the tip (shown, within its room, whole or elided on purpose) and the status line.

Subtleties:

* Only what is shown is measured: a widget that is hidden, or on a tab not chosen, is not.
* A text deliberately elided ("…") with the whole text in the widget's tool tip (or a header
  section's) is not a clip.
* :data:`TOLERANCE` pixels short is not a clip: font rounding and the styles' own slack.
* A widget's text is read as it is shown: rich text through a text document, a mnemonic
  ``&`` as the underline it becomes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6 import QtGui
from PySide6.QtCore import QModelIndex, QRect, QRectF, Qt
from PySide6.QtGui import QAction, QFont, QFontMetricsF, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QMenu,
    QMenuBar,
    QPushButton,
    QRadioButton,
    QSizeGrip,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QStyleOptionGroupBox,
    QTabBar,
    QWidget,
)

from ginrummy_desktop.app.table.pile_item import MeldPile

if TYPE_CHECKING:
    from ginrummy_desktop.app.widgets.main_window import MainWindow

__all__ = [
    "TOLERANCE",
    "Clip",
    "accelerator",
    "deliberately_elided",
    "menu_clips",
    "table_clips",
    "tip_clips",
    "widget_clips",
    "window_clips",
]

TOLERANCE = 2.0
"""Pixels a text may lack before it counts as clipped (rounding, the styles' own slack)."""

_ACCELERATOR = re.compile(r"&(?!&)(\S)")
_DOUBLE_AMPERSAND = re.compile(r"&&")


@dataclass(frozen=True, slots=True)
class Clip:
    """A text that does not fit: in ``window``, the widget ``widget`` (class#name), the text
    as shown, how many pixels it lacks, and which way (``"wide"``, ``"high"`` or what)."""

    window: str
    widget: str
    text: str
    lacks: float
    way: str

    def line(self) -> str:
        text = self.text if len(self.text) <= 90 else self.text[:87] + "…"
        lacking = f" lacks {self.lacks:.0f} px" if self.lacks else ""
        return f"{self.window}: {self.widget} {text!r}{lacking} ({self.way})"


# --- reading texts ---------------------------------------------------------------------------


def _might_be_rich(text: str) -> bool:
    """Qt's own guess whether a text is rich (``Qt::mightBeRichText``, which PySide keeps in
    QtGui's ``Qt``)."""
    return bool(QtGui.Qt.mightBeRichText(text))


def _is_rich(text: str, text_format: Qt.TextFormat) -> bool:
    if text_format == Qt.TextFormat.RichText:
        return True
    return text_format == Qt.TextFormat.AutoText and _might_be_rich(text)


def plain(text: str, rich: bool | None = None) -> str:
    """``text`` as a reader sees it: tags dropped from rich text, a mnemonic ``&`` dropped."""
    if rich if rich is not None else _might_be_rich(text):
        document = QTextDocument()
        document.setHtml(text)
        return document.toPlainText().strip()
    return _DOUBLE_AMPERSAND.sub("&", re.sub(r"&(?!&)", "", text)).strip()


def deliberately_elided(shown: str, tooltip: str) -> bool:
    """Whether ``shown`` is cut short on purpose ("…") with the whole text in ``tooltip``:
    the tip is longer and holds every part of ``shown`` around the ellipsis."""
    if "…" not in shown or not tooltip:
        return False
    whole = plain(tooltip)
    parts = [part.strip() for part in plain(shown, rich=False).split("…") if part.strip()]
    return len(whole) > len(shown) and all(part in whole for part in parts)


def widget_name(widget: QWidget) -> str:
    """``Class#objectName``, and the nearest named ancestor for a widget without a name."""
    name = f"{type(widget).__name__}#{widget.objectName()}"
    if widget.objectName():
        return name
    parent = widget.parentWidget()
    while parent is not None and not parent.objectName():
        parent = parent.parentWidget()
    return name if parent is None else f"{name} in {type(parent).__name__}#{parent.objectName()}"


def _text_width(font: QFont, text: str) -> float:
    """The widest line of ``text`` (a mnemonic ``&`` shown as its underline) in ``font``."""
    metrics = QFontMetricsF(font)
    return max(metrics.horizontalAdvance(line) for line in plain(text, rich=False).split("\n"))


def _shortfall(need: float, have: float) -> float:
    """How many pixels are missing (0 within :data:`TOLERANCE`)."""
    lacking = need - have
    return lacking if lacking > TOLERANCE else 0.0


# --- widgets ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Shortfall:
    """One widget's text that lacks room: the text as shown, the pixels, which way."""

    text: str
    lacks: float
    way: str


def _shortfalls(text: str, wide: float, high: float) -> list[Shortfall]:
    found = []
    if wide:
        found.append(Shortfall(text, wide, "wide"))
    if high:
        found.append(Shortfall(text, high, "high"))
    return found


def label_shortfalls(label: QLabel) -> list[Shortfall]:
    """A label's text against its size: a word-wrapped label must be as tall as its lines at
    its width (``heightForWidth``) and as wide as its longest word (its minimum size hint);
    a single-line label as wide and as tall as its text (its size hint, which counts the
    margins, a style sheet's padding and the indent)."""
    text = label.text()
    if not text.strip() or not label.pixmap().isNull():
        return []
    shown = plain(text, _is_rich(text, label.textFormat()))
    if deliberately_elided(shown, label.toolTip()):
        return []
    if label.wordWrap():
        wide = _shortfall(label.minimumSizeHint().width(), label.width())
        high = _shortfall(label.heightForWidth(label.width()), label.height())
    else:
        hint = label.sizeHint()
        wide = _shortfall(hint.width(), label.width())
        high = _shortfall(hint.height(), label.height())
    return _shortfalls(shown, wide, high)


_CONTENTS = {
    QCheckBox: QStyle.SubElement.SE_CheckBoxContents,
    QRadioButton: QStyle.SubElement.SE_RadioButtonContents,
    QPushButton: QStyle.SubElement.SE_PushButtonContents,
}


def _button_room(button: QAbstractButton) -> QRect | None:
    """The style's rectangle for a push button's, check box's or radio button's label (the
    frame, a style sheet's padding and the indicator left out); None for other buttons."""
    for kind, element in _CONTENTS.items():
        if isinstance(button, kind):
            option = QStyleOptionButton()
            button.initStyleOption(option)  # type: ignore[attr-defined]
            return button.style().subElementRect(element, option, button)
    return None


def button_shortfalls(button: QAbstractButton) -> list[Shortfall]:
    """A button's text (with its icon and menu arrow) against the room the style gives it
    inside the button; a tool button (or another kind) against its size hint."""
    text = button.text()
    if not text.strip():
        return []
    shown = plain(text, rich=False)
    if deliberately_elided(shown, button.toolTip()):
        return []
    room = _button_room(button)
    if room is None:
        hint = button.sizeHint()
        return _shortfalls(shown, _shortfall(hint.width(), button.width()),
                           _shortfall(hint.height(), button.height()))
    need = _text_width(button.font(), text)
    if not button.icon().isNull():
        need += button.iconSize().width() + 4
    if isinstance(button, QPushButton) and button.menu() is not None:
        need += button.style().pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, None,
                                           button)
    height = QFontMetricsF(button.font()).height()
    return _shortfalls(shown, _shortfall(need, room.width()), _shortfall(height, room.height()))


def tab_shortfalls(bar: QTabBar) -> list[Shortfall]:
    """Each shown tab: as long as its text needs (``tabSizeHint``; a shorter tab is elided or
    squeezed), and within the bar (a bar of too many tabs scrolls some out of sight)."""
    vertical = bar.shape() in (QTabBar.Shape.RoundedWest, QTabBar.Shape.RoundedEast,
                               QTabBar.Shape.TriangularWest, QTabBar.Shape.TriangularEast)
    found = []
    for index in range(bar.count()):
        if not bar.isTabVisible(index) or not bar.tabText(index).strip():
            continue
        shown = plain(bar.tabText(index), rich=False)
        if deliberately_elided(shown, bar.tabToolTip(index)):
            continue
        hint, rect = bar.tabSizeHint(index), bar.tabRect(index)
        if vertical:
            short = _shortfall(hint.height(), rect.height())
            out = max(rect.bottom() + 1 - bar.height(), -rect.top())
        else:
            short = _shortfall(hint.width(), rect.width())
            out = max(rect.right() + 1 - bar.width(), -rect.left())
        if short:
            found.append(Shortfall(shown, short, "tab elided"))
        if out > TOLERANCE:
            found.append(Shortfall(shown, float(out), "tab out of the bar's sight"))
    return found


def header_shortfalls(header: QHeaderView) -> list[Shortfall]:
    """Each shown section of a header: as large as its text, margins and sort indicator need
    (the header's own ``sectionSizeFromContents``); for a vertical header, as wide too."""
    model = header.model()
    if model is None:
        return []
    horizontal = header.orientation() == Qt.Orientation.Horizontal
    count = model.columnCount(QModelIndex()) if horizontal else model.rowCount(QModelIndex())
    found = []
    for logical in range(count):
        if header.isSectionHidden(logical) or header.sectionSize(logical) <= 0:
            continue
        text = str(model.headerData(logical, header.orientation(),
                                    Qt.ItemDataRole.DisplayRole) or "")
        tip = str(model.headerData(logical, header.orientation(),
                                   Qt.ItemDataRole.ToolTipRole) or "")
        if not text.strip() or deliberately_elided(text, tip):
            continue
        need = header.sectionSizeFromContents(logical)
        if horizontal:
            wide = _shortfall(need.width(), header.sectionSize(logical))
            high = _shortfall(need.height(), header.height())
        else:
            wide = _shortfall(need.width(), header.width())
            high = _shortfall(need.height(), header.sectionSize(logical))
        found.extend(_shortfalls(text, wide, high))
    return found


def group_box_shortfalls(box: QGroupBox) -> list[Shortfall]:
    """A group box's title (and its check box) within the box's width."""
    if not box.title().strip():
        return []
    option = QStyleOptionGroupBox()
    box.initStyleOption(option)
    control = QStyle.ComplexControl.CC_GroupBox
    label = box.style().subControlRect(control, option, QStyle.SubControl.SC_GroupBoxLabel, box)
    right = label.right() + 1 + TOLERANCE  # the title's far end, which must stay in the box
    return _shortfalls(plain(box.title(), rich=False), _shortfall(right, box.width()), 0.0)


def _combo_item_shown(combo: QComboBox, index: int) -> tuple[str, str]:
    """What the closed box shows of item ``index`` when it is chosen, and the tool tip then:
    the item whole, unless the box elides its items (``ElidingComboBox.shown_text``)."""
    text = combo.itemText(index)
    shown_text = getattr(combo, "shown_text", None)
    if shown_text is None:
        return text, ""
    tip = combo.toolTip() if index == combo.currentIndex() else str(
        combo.itemData(index, Qt.ItemDataRole.ToolTipRole) or "")
    return str(shown_text(index)), tip


def combo_shortfalls(combo: QComboBox) -> list[Shortfall]:
    """Every item of a combo box within its edit field (the box less its frame and arrow):
    the one shown now, and each the player may choose, as the box shows it (elided on
    purpose, with the whole in the tool tip it has then, it is no clip)."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    icon = combo.iconSize().width() + 4
    found = []
    for index in range(combo.count()):
        text = combo.itemText(index)
        if not text.strip():
            continue
        shown, tip = _combo_item_shown(combo, index)
        if shown != text and deliberately_elided(shown, tip):
            text = shown
        need = _text_width(combo.font(), text.replace("&", "&&"))
        need += icon if not combo.itemIcon(index).isNull() else 0
        found.extend(_shortfalls(text, _shortfall(need, field.width()), 0.0))
    return found


def widget_shortfalls(widget: QWidget) -> list[Shortfall]:
    """The shortfalls of one widget's own texts (none for a kind without measured text)."""
    if isinstance(widget, QLabel):
        return label_shortfalls(widget)
    if isinstance(widget, QAbstractButton):
        return button_shortfalls(widget)
    if isinstance(widget, QTabBar):
        return tab_shortfalls(widget)
    if isinstance(widget, QHeaderView):
        return header_shortfalls(widget)
    if isinstance(widget, QGroupBox):
        return group_box_shortfalls(widget)
    if isinstance(widget, QComboBox):
        return combo_shortfalls(widget)
    return []


def shown_widgets(window: QWidget) -> Iterator[QWidget]:
    """``window`` and its shown widgets that belong to it (not to a dialog it opened)."""
    for widget in (window, *window.findChildren(QWidget)):
        if widget.window() is window and widget.isVisible():
            yield widget


def widget_clips(widget: QWidget, where: str) -> list[Clip]:
    """The clipped texts of one ``widget``, in window ``where``."""
    return [Clip(where, widget_name(widget), short.text, short.lacks, short.way)
            for short in widget_shortfalls(widget)]


def window_clips(window: QWidget, where: str) -> list[Clip]:
    """Every clipped text of ``window``'s shown widgets; ``where`` names the window."""
    return [clip for widget in shown_widgets(window) for clip in widget_clips(widget, where)]


def measured(window: QWidget) -> int:
    """How many shown texts :func:`window_clips` measures in ``window`` (a walk that reads
    nothing cannot pass)."""
    kinds = (QLabel, QAbstractButton, QTabBar, QHeaderView, QGroupBox, QComboBox)
    return sum(1 for widget in shown_widgets(window) if isinstance(widget, kinds))


# --- menus -----------------------------------------------------------------------------------


def accelerator(text: str) -> str:
    """The accelerator letter of a menu text ("&Game" → "g", "设置(&S)…" → "s"), "" for none."""
    found = _ACCELERATOR.search(_DOUBLE_AMPERSAND.sub("", text))
    return found.group(1).casefold() if found else ""


def _twin_accelerators(texts: Iterable[str]) -> dict[str, list[str]]:
    by_key: dict[str, list[str]] = {}
    for text in texts:
        key = accelerator(text)
        if key:
            by_key.setdefault(key, []).append(text)
    return {key: shared for key, shared in by_key.items() if len(shared) > 1}


def _menus_of(actions: Iterable[QAction]) -> list[tuple[QAction, QMenu]]:
    """The actions that open a menu, with their menus."""
    return [(action, menu) for action in actions if isinstance(menu := action.menu(), QMenu)]


def _menu_clips(menu: QMenu, where: str, screen_width: int) -> list[Clip]:
    name = f"QMenu {plain(menu.title(), rich=False)!r}"
    texts = [action.text() for action in menu.actions() if not action.isSeparator()]
    found = [Clip(where, name, " / ".join(shared), 0.0, f"accelerator {key!r} shared")
             for key, shared in _twin_accelerators(texts).items()]
    wide = _shortfall(menu.sizeHint().width(), screen_width)
    if wide:
        found.append(Clip(where, name, max(texts, key=len), wide, "menu wider than the screen"))
    for _, submenu in _menus_of(menu.actions()):
        found.extend(_menu_clips(submenu, where, screen_width))
    return found


def menu_clips(bar: QMenuBar, where: str, screen_width: int) -> list[Clip]:
    """The menu bar's titles: each in sight (not pushed into the bar's overflow), their
    accelerators distinct; then each menu's (and submenu's) accelerators distinct and the menu
    no wider than ``screen_width``."""
    titled = _menus_of(bar.actions())
    found = [Clip(where, "QMenuBar", " / ".join(shared), 0.0, f"accelerator {key!r} shared")
             for key, shared in _twin_accelerators(a.text() for a, _ in titled).items()]
    for action, menu in titled:
        box = bar.actionGeometry(action)
        out = box.right() + 1 - bar.width()
        if box.isEmpty() or out > TOLERANCE:  # Qt puts what does not fit in an overflow menu
            found.append(Clip(where, "QMenuBar", plain(action.text(), rich=False),
                              float(max(out, 0)), "title out of the bar's sight"))
        found.extend(_menu_clips(menu, where, screen_width))
    return found


# --- the table -------------------------------------------------------------------------------


def _text_box(centre_x: float, top: float, width: float, height: float) -> QRectF:
    return QRectF(centre_x - width / 2, top, width, height)


def _outside(inner: QRectF, outer: QRectF) -> float:
    """How far ``inner`` reaches outside ``outer`` on its worst side (0 when inside)."""
    return max(outer.left() - inner.left(), inner.right() - outer.right(),
               outer.top() - inner.top(), inner.bottom() - outer.bottom(), 0.0)


def _overlap(a: QRectF, b: QRectF) -> float:
    """How far two boxes overlap across (0 when apart)."""
    if not a.intersects(b):
        return 0.0
    return a.intersected(b).width()


@dataclass(frozen=True, slots=True)
class Painted:
    """A text the table paints: its name, the text and where its words lie (scene)."""

    name: str
    text: str
    box: QRectF


def _pile_captions(window: MainWindow) -> list[Painted]:
    """The piles' captions: each centred under its pile, as wide as its words."""
    found = []
    for pile in window.scene.piles():
        if not pile.isVisible() or not pile.caption:
            continue
        room = pile.caption_rect().translated(pile.pos())
        width = QFontMetricsF(pile.caption_font()).horizontalAdvance(pile.caption)
        found.append(Painted(f"pile caption ({pile.kind.value})", pile.caption,
                             _text_box(room.center().x(), room.top(), width, room.height())))
    return found


def _meld_captions(pile: MeldPile) -> Iterator[tuple[Painted, QRectF]]:
    """A showdown row's group captions as painted (each in the font it is set in, its words
    whole or elided, ``MeldPile.shown_captions``) with the box each is given (scene). An
    elided caption is measured whole unless its whole words are in the tool tip over it."""
    for (box, font, words), group in zip(pile.shown_captions(), pile.groups, strict=True):
        on_purpose = deliberately_elided(words, pile.caption_tip_at(box.center()))
        text = words if words == group.caption or on_purpose else group.caption
        width = QFontMetricsF(font).horizontalAdvance(text)
        scene_box = box.translated(pile.pos())
        painted = _text_box(scene_box.center().x(), scene_box.top(), width, scene_box.height())
        yield Painted(f"meld caption (seat {pile.seat})", text, painted), scene_box


def _clear_of_each_other(texts: list[Painted], where: str) -> list[Clip]:
    found = []
    for index, first in enumerate(texts):
        for second in texts[index + 1:]:
            overlap = _overlap(first.box, second.box)
            if overlap > TOLERANCE:
                found.append(Clip(where, first.name, f"{first.text} / {second.text}", overlap,
                                  f"overlaps {second.name}"))
    return found


def _banner(window: MainWindow) -> Painted | None:
    """The banner's panel (scene), when it is up."""
    banner = window.presenter.banner
    if not banner.isVisible() or not banner.title:
        return None
    return Painted("banner", " / ".join((banner.title, *banner.lines)),
                   banner.sceneBoundingRect().adjusted(4, 4, -8, -8))  # less its shadow


def _uncovered(captions: list[Painted], banner: Painted | None, where: str) -> list[Clip]:
    """The showdown rows' captions must stay clear of the banner, which is drawn over them."""
    if banner is None:
        return []
    found = []
    for caption in captions:
        if caption.box.intersects(banner.box):
            covered = caption.box.intersected(banner.box).height()
            if covered > TOLERANCE:
                found.append(Clip(where, caption.name, caption.text, covered,
                                  "covered by the banner"))
    return found


def _banner_and_labels(window: MainWindow) -> list[Painted]:
    scene = window.scene
    banner = _banner(window)
    found = [] if banner is None else [banner]
    label = scene.opponent_label
    if label.isVisible() and label.text():
        found.append(Painted("opponent label", label.text(), label.sceneBoundingRect()))
    return found


def _status_clips(window: MainWindow, where: str) -> list[Clip]:
    """The status line's message within the room left of the status bar's own widgets."""
    bar = window.statusBar()
    message = bar.currentMessage()
    if not message or not bar.isVisible():
        return []
    lefts = [child.x() for child in bar.findChildren(QWidget)
             if child.parentWidget() is bar and child.isVisible()
             and not isinstance(child, QSizeGrip)]
    room = min(lefts, default=bar.width()) - 8
    wide = _shortfall(QFontMetricsF(bar.font()).horizontalAdvance(message), room)
    return [Clip(where, "status line", message, wide, "wide")] if wide else []


def table_clips(window: MainWindow, where: str) -> list[Clip]:
    """What the table paints, in ``window``: every caption, the banner and the computer's
    label in sight, the piles' captions clear of each other, each showdown group's caption
    within its box and clear of its neighbours, the tip shown whole within its room, and the
    status line's message within its room."""
    scene = window.scene
    sight = QRectF(window.view.mapToScene(window.view.viewport().rect()).boundingRect())
    captions = _pile_captions(window)
    found = _clear_of_each_other(captions, where)
    for pile in scene.melds:
        groups = list(_meld_captions(pile))
        found.extend(_clear_of_each_other([painted for painted, _ in groups], where))
        for painted, box in groups:
            wide = _shortfall(painted.box.width(), box.width())
            if wide:
                found.append(Clip(where, painted.name, painted.text, wide, "wide"))
        found.extend(_uncovered([painted for painted, _ in groups], _banner(window), where))
        captions.extend(painted for painted, _ in groups)
    for painted in (*captions, *_banner_and_labels(window)):
        out = _outside(painted.box, sight)
        if out > TOLERANCE:
            found.append(Clip(where, painted.name, painted.text, out, "out of the table's sight"))
    found.extend(tip_clips(window, where, [scene.tip_label.text()]))
    return found + _status_clips(window, where)


def tip_clips(window: MainWindow, where: str, tips: Iterable[str]) -> list[Clip]:
    """Each of ``tips`` as the table sets it (``table/tip.py``: one line, or two, smaller on a
    short table, elided as a last resort), each shown on the table in turn and the tip of the
    moment shown again after: it must be in sight, its lines within the tip's room across and
    down, and whole, or elided on purpose with the whole of it in its tool tip."""
    scene = window.scene
    now = scene.tip_label.text()
    found = []
    try:
        for tip in tips:
            if tip:
                scene.set_tip(tip)
                found.extend(_tip_clips(window, where))
    finally:
        scene.set_tip(now)
    return found


def _tip_clips(window: MainWindow, where: str) -> list[Clip]:
    """The tip on the table now against its room."""
    scene = window.scene
    tip = scene.tip_label
    text = tip.text()
    if not tip.isVisible():
        return [Clip(where, "tip", text, 0.0, "hidden")]
    fit = tip.fit()
    metrics = QFontMetricsF(fit.font())
    room = scene.tip_room()
    wide = _shortfall(max(metrics.horizontalAdvance(line) for line in fit.lines), room.width())
    high = _shortfall(len(fit.lines) * metrics.lineSpacing(), room.height())
    found = [Clip(where, "tip", text, short.lacks, short.way)
             for short in _shortfalls(text, wide, high)]
    whole = "".join(fit.lines).replace(" ", "") == text.replace(" ", "")
    if not whole and not (fit.lines[-1].endswith("…") and plain(tip.toolTip()) == text):
        found.append(Clip(where, "tip", text, 0.0, "cut short, not whole in its tool tip"))
    return found
