"""Text read from a file must be text that can be shown (issue 39).

A JSON escape such as ``\\ud800`` makes a *lone surrogate*: a Python string that is not a
sequence of Unicode characters, which Qt cannot take and UTF-8 cannot write. A rules name
holding one, in the settings or in a hand-edited save, raised at every refresh of the panel
(hundreds of exceptions a second), and a new game did not help. Such text is refused where it
is read: the setting falls back to its default with a warning, the save is unreadable (moved
aside, told).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from save_helpers import played_save

from ginrummy_desktop.app.match.saves import LoadOutcome, SaveStore, document_text
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.engine import PRESETS

LONE = "Std\ud800"
"""The tester's rules name: "Std" and half of a surrogate pair."""


def _settings_file(path: Path, changes: dict[str, Any], phrase: str = "a phrase") -> None:
    qsettings = QSettings(str(path), QSettings.Format.IniFormat)
    qsettings.setValue("rules/preset", "classic")
    qsettings.setValue("rules/changes", json.dumps(changes))  # \ud800 written as an escape
    qsettings.setValue("fairness/phrase", phrase)
    qsettings.setValue("game/difficulty", 4)
    qsettings.sync()


@pytest.mark.parametrize("changes", [
    {"name": LONE},
    {"name": "Mine", "target": 150, "\udc00": 1},
    {"name": "Mine", "knock_limit": "\udfff"},
])
def test_a_lone_surrogate_in_the_rule_changes_keeps_the_preset(
    tmp_path: Path, changes: dict[str, Any]
) -> None:
    path = tmp_path / "settings.ini"
    _settings_file(path, changes)
    store = SettingsStore.in_file(path)
    settings = store.load()
    assert settings.rules == PRESETS["classic"] and settings.difficulty == 4
    assert len(store.warnings) == 1 and "Classic" in store.warnings[0]
    store.warnings[0].encode("utf-8")  # the warning itself can be shown


def test_every_text_the_settings_give_can_be_shown(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    _settings_file(path, {"name": "Mine «1» 🂡", "target": 150})
    store = SettingsStore.in_file(path)
    settings = store.load()
    assert settings.rules.name == "Mine «1» 🂡" and store.warnings == ()
    assert store.phrase() == "a phrase"


def _redigested(document: dict[str, Any]) -> bytes:
    """``document`` with both checksums (the match record's and the save's) made right."""
    for part in (document["match"], document):
        body = {key: value for key, value in part.items() if key != "sha256"}
        canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        part["sha256"] = hashlib.sha256(canonical.encode("ascii")).hexdigest()
    return json.dumps(document).encode()


@pytest.mark.parametrize("where", ["rules name", "phrase", "memory key"])
def test_a_save_holding_a_lone_surrogate_is_moved_aside(tmp_path: Path, where: str) -> None:
    document = json.loads(document_text(played_save(20)))
    if where == "rules name":
        document["match"]["rules"]["name"] = LONE
    elif where == "phrase":
        document["deals"]["phrases"][0] = "phrase \udbff"
    else:
        document["opponent"]["memory"]["\ud800"] = 1
    path = tmp_path / "match.json"
    data = _redigested(document)
    path.write_bytes(data)
    result = SaveStore(path).load()
    assert result.outcome is LoadOutcome.UNREADABLE
    assert "not valid text" in result.problem
    assert result.moved_to is not None and result.moved_to.read_bytes() == data
    assert not path.exists()


def test_a_save_with_text_beyond_the_basic_plane_still_loads(tmp_path: Path) -> None:
    """A surrogate *pair* (what JSON writes for 🂡) is one character, not a lone half."""
    document = json.loads(document_text(played_save(20)))
    document["match"]["rules"]["name"] = "Mine 🂡"
    path = tmp_path / "match.json"
    path.write_bytes(_redigested(document))
    assert b"\\ud83c\\udca1" in path.read_bytes()
    result = SaveStore(path).load()
    assert result.outcome is LoadOutcome.LOADED, result.problem
    assert result.save is not None and result.save.game.rules.name == "Mine 🂡"
