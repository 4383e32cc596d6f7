"""An unreadable save is never destroyed (issue 39): when the names it would be moved aside to
are all taken, further names are tried; when it cannot be moved at all, it stays where it is,
the player is told, and the autosave refuses to write over it until it is gone.
"""

from __future__ import annotations

import datetime as real_datetime
from pathlib import Path

import pytest
from save_helpers import played_save

from ginrummy_desktop.app.match.saves import LoadOutcome, SaveStore
from ginrummy_desktop.app.shell import files

DAMAGED = b'{"format": "ginrummy-desktop/save", "version": 2, truncated'
MOMENT = real_datetime.datetime(2026, 3, 1, 14, 5, 0)


class _FixedClock(real_datetime.datetime):
    """``datetime`` whose ``now()`` is always :data:`MOMENT` (so its names can be filled)."""

    @classmethod
    def now(cls, tz: real_datetime.tzinfo | None = None) -> _FixedClock:
        return cls(2026, 3, 1, 14, 5, 0)


def _fill_dated_names(folder: Path, name: str) -> set[Path]:
    """Every dated name ``move_aside`` would give ``name`` at :data:`MOMENT`, taken."""
    stamp = MOMENT.strftime("%Y%m%d-%H%M%S")
    taken = set()
    for attempt in range(1000):
        target = folder / (f"{name}.unreadable-{stamp}" + (f"-{attempt}" if attempt else ""))
        target.write_bytes(b"an earlier unreadable save")
        taken.add(target)
    return taken


def test_with_every_dated_name_taken_the_save_moves_to_a_further_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(files, "datetime", _FixedClock)
    save_file = tmp_path / "match.json"
    save_file.write_bytes(DAMAGED)
    taken = _fill_dated_names(tmp_path, save_file.name)
    store = SaveStore.autosave(save_file)
    result = store.load()
    assert result.outcome is LoadOutcome.UNREADABLE
    assert result.moved_to is not None and result.moved_to not in taken
    assert result.moved_to.read_bytes() == DAMAGED
    assert all(path.read_bytes() == b"an earlier unreadable save" for path in taken)
    store.write(played_save(20))  # the new game is saved beside the old one
    assert result.moved_to.read_bytes() == DAMAGED


def test_a_save_that_cannot_be_moved_aside_is_kept_and_not_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_file = tmp_path / "match.json"
    save_file.write_bytes(DAMAGED)

    def no_rename(self: Path, target: Path) -> Path:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "rename", no_rename)
    store = SaveStore.autosave(save_file)
    result = store.load()
    assert result.outcome is LoadOutcome.UNREADABLE and result.moved_to is None
    assert "match.json" in result.problem and "not saved over it" in result.problem
    with pytest.raises(OSError, match="could not be read nor moved aside"):
        store.write(played_save(20))
    assert save_file.read_bytes() == DAMAGED
    monkeypatch.undo()  # the rename works again: the next write moves it aside first
    store.write(played_save(20))
    kept = [path for path in tmp_path.iterdir() if ".unreadable-" in path.name]
    assert [path.read_bytes() for path in kept] == [DAMAGED]
    assert store.load().outcome is LoadOutcome.LOADED


def test_a_kept_save_the_player_removed_no_longer_blocks_saving(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_file = tmp_path / "match.json"
    save_file.write_bytes(DAMAGED)
    store = SaveStore.autosave(save_file)
    def no_rename(self: Path, target: Path) -> Path:
        raise PermissionError(13, "Permission denied", str(self))

    with monkeypatch.context() as patched:
        patched.setattr(Path, "rename", no_rename)
        assert store.move_aside() is None  # as the session asks when a resume fails
        with pytest.raises(OSError):
            store.write(played_save(20))
    save_file.rename(tmp_path / "kept-by-the-player.json")
    store.write(played_save(20))
    assert store.load().outcome is LoadOutcome.LOADED
