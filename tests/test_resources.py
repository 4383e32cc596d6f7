"""resource_path(): bundle first, then the wheel's _data folder, then the checkout root."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest

from ginrummy_desktop import resources
from ginrummy_desktop.resources import resource_path

CHECKOUT = Path(resources.__file__).resolve().parent.parent
DATA_FOLDERS = ("assets/cards", "assets/icons", "assets/sounds", "ui")


@pytest.fixture
def fake_install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fake checkout: <root>/ginrummy_desktop/ (the package) and <root>/assets/cards/As.svg."""
    package_dir = tmp_path / "checkout" / "ginrummy_desktop"
    package_dir.mkdir(parents=True)
    card = tmp_path / "checkout" / "assets" / "cards" / "As.svg"
    card.parent.mkdir(parents=True)
    card.write_text("<svg/>", encoding="utf-8")
    monkeypatch.setattr(resources, "_PACKAGE_DIR", package_dir)
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    return package_dir


def test_checkout_root_is_used_without_bundle_or_wheel_data(fake_install: Path) -> None:
    expected = fake_install.parent / "assets" / "cards" / "As.svg"
    assert resource_path("assets", "cards", "As.svg") == expected
    assert resource_path("assets", "cards") == expected.parent


def test_wheel_data_dir_wins_over_checkout(fake_install: Path) -> None:
    card = fake_install / "_data" / "assets" / "cards" / "As.svg"
    card.parent.mkdir(parents=True)
    card.write_text("<svg/>", encoding="utf-8")
    assert resource_path("assets", "cards", "As.svg") == card


def test_bundle_dir_wins_when_frozen(
    fake_install: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (fake_install / "_data" / "ui").mkdir(parents=True)
    bundle = tmp_path / "bundle"
    form = bundle / "ui" / "about.ui"
    form.parent.mkdir(parents=True)
    form.write_text("<ui/>", encoding="utf-8")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resource_path("ui", "about.ui") == form


def test_meipass_is_ignored_when_not_frozen(
    fake_install: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_path("assets", "cards", "As.svg").is_relative_to(fake_install.parent)


def test_missing_resource_names_the_base(fake_install: Path) -> None:
    with pytest.raises(FileNotFoundError, match="looked in") as info:
        resource_path("assets", "cards", "Zz.svg")
    assert str(fake_install.parent) in str(info.value)


def test_wheel_maps_data_folders_to_the_same_layout_under_data() -> None:
    pyproject = CHECKOUT / "pyproject.toml"
    if not pyproject.is_file():
        pytest.skip("not running from a source checkout")
    config = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    hook = config["tool"]["hatch"]["build"]["targets"]["wheel"]["hooks"]["custom"]
    assert hook["force-include"] == {
        folder: f"ginrummy_desktop/_data/{folder}" for folder in DATA_FOLDERS
    }
    assert (CHECKOUT / hook["path"]).is_file()


@pytest.mark.parametrize("folder", DATA_FOLDERS)
def test_real_data_folder_is_found(folder: str) -> None:
    if not (CHECKOUT / folder).is_dir() and resources._wheel_data_dir() is None:
        pytest.skip(f"{folder}/ has not been added yet")
    assert resource_path(*folder.split("/")).is_dir()
