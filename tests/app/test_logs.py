"""The log file: written in the data folder, rotated, and never a reason not to start."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from ginrummy_desktop.app.shell.logs import LOG_BACKUPS, LOG_MAX_BYTES, configure_logging
from ginrummy_desktop.app.shell.paths import AppPaths


@pytest.fixture(autouse=True)
def _restore_root_logger() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in root.handlers:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)
    logging.captureWarnings(False)


def test_the_log_is_written_in_the_data_folder(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path)
    assert configure_logging(paths, "9.9") == paths.log_file
    logging.getLogger("ginrummy_desktop.test").warning("a problem %d", 42)
    text = paths.log_file.read_text(encoding="utf-8")
    assert "Gin Rummy 9.9 started" in text
    assert "WARNING ginrummy_desktop.test: a problem 42" in text


def test_starting_twice_does_not_write_every_line_twice(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path)
    configure_logging(paths, "1")
    configure_logging(paths, "1")
    logging.getLogger("x").warning("once")
    assert paths.log_file.read_text(encoding="utf-8").count("once") == 1


def test_the_log_is_rotated(tmp_path: Path) -> None:
    paths = AppPaths.under(tmp_path)
    configure_logging(paths, "1")
    line = "x" * 1000
    for _ in range(LOG_MAX_BYTES * (LOG_BACKUPS + 2) // 1000):
        logging.getLogger("x").warning(line)
    files = sorted(p.name for p in paths.log_folder.iterdir())
    assert files == ["ginrummy.log"] + [f"ginrummy.log.{n}" for n in range(1, LOG_BACKUPS + 1)]
    assert all(p.stat().st_size <= LOG_MAX_BYTES + 2000 for p in paths.log_folder.iterdir())


def test_an_unwritable_log_folder_only_means_no_log_file(tmp_path: Path) -> None:
    (tmp_path / "logs").write_text("a file where the folder should be")
    assert configure_logging(AppPaths.under(tmp_path), "1") is None
    logging.getLogger("x").warning("still fine")
