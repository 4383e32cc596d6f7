"""With the four-colour deck on, the panel writes its cards in the deck's four colours."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.settings.values import AnimationSpeed, Settings
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.app.widgets.main_window import MainWindow
from ginrummy_desktop.app.words.cards import FOUR_SUIT_COLOURS


def test_the_panel_s_cards_follow_the_four_colour_deck(qtbot: QtBot, tmp_path: Path) -> None:
    store = SettingsStore(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    store.save(Settings(four_color=True, animation_speed=AnimationSpeed.OFF))
    store.set_phrase("a fixed phrase for seeded tests")
    window = MainWindow(store=store, seed=1, paths=AppPaths.under(tmp_path / "data"))
    qtbot.addWidget(window)
    window.show()
    window.start()
    qtbot.waitUntil(lambda: window.session.has_game and window.session.is_settled)
    window.refresh_panel()
    melds = window.panel.melds_label.text()
    hand = window.session.view().hand
    assert any(FOUR_SUIT_COLOURS[card.suit] in melds for card in hand if card.suit in (0, 1))
    window.close()
