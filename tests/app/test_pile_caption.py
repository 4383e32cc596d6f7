"""A pile's caption lies inside its bounding rectangle, so a repaint of its area never cuts
the ends of a caption wider than the slot ("Knock · 10 or less") off."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot
from table_helpers import WAIT_MS, make_window

from ginrummy_desktop.app.settings.values import AnimationSpeed
from ginrummy_desktop.engine import PRESETS


def test_every_caption_is_inside_its_pile_s_bounding_rect(qtbot: QtBot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, seed=3)
    scene = window.scene
    assert scene.knock.caption.startswith("Knock")
    for pile in (scene.knock, scene.stock, scene.discard):
        slot = pile.slot_rect()
        caption = slot.adjusted(-30, 0, 30, 0)  # the caption is drawn this wide under the slot
        caption.setTop(slot.bottom() + 4)
        caption.setHeight(24)
        assert pile.boundingRect().contains(caption), pile


def test_an_oklahoma_limit_is_named_only_once_its_upcard_has_turned(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = make_window(qtbot, tmp_path, seed=3, rules=PRESETS["oklahoma"],
                         speed=AnimationSpeed.NORMAL)
    scene = window.scene
    assert scene.busy  # the deal is still flying, the upcard face down
    assert scene.knock.caption == "Knock"  # it said "Knock · 7 or less" already
    qtbot.waitUntil(lambda: not scene.busy, timeout=WAIT_MS)
    limit = window.session.view().knock_limit
    assert scene.knock.caption == ("Gin only" if limit == 0 else f"Knock · {limit} or less")
