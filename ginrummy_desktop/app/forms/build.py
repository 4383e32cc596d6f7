"""Compile every ``ui/*.ui`` Designer file into ``ui_<name>.py`` here, plus a typed stub.

Run ``python -m ginrummy_desktop.app.forms.build`` after editing a ``.ui`` file and commit the
results. ``pyside6-uic`` writes untyped code (``def setupUi(self, Dialog):``), which
``mypy --strict`` rejects; the stub ``ui_<name>.pyi`` written beside it declares every widget
and layout with its class and types ``setupUi``, so mypy reads the stub and checks our use of
each widget. ``tests/app/test_forms.py`` regenerates both into a temporary folder and fails when
a committed file is stale.
"""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import PySide6

from ...resources import resource_path

__all__ = ["FORMS_DIR", "build_all", "compile_form", "form_stub", "form_targets", "uic_command"]

FORMS_DIR = Path(__file__).resolve().parent

_GUI_CLASSES = frozenset({"QAction", "QActionGroup"})


def uic_command() -> list[str]:
    """The command that runs Qt's uic with the Python generator (what ``pyside6-uic`` runs)."""
    pyside_dir = Path(PySide6.__file__).resolve().parent
    if sys.platform == "win32":
        exe = pyside_dir / "uic.exe"
    else:
        exe = pyside_dir / "Qt" / "libexec" / "uic"
    return [str(exe), "-g", "python"]


def form_targets(ui_file: Path, out_dir: Path = FORMS_DIR) -> tuple[Path, Path]:
    """The generated module and stub for ``ui/<name>.ui``: ``ui_<name>.py`` and ``.pyi``."""
    stem = f"ui_{ui_file.stem}"
    return out_dir / f"{stem}.py", out_dir / f"{stem}.pyi"


def compile_form(ui_file: Path, out_dir: Path = FORMS_DIR) -> tuple[Path, Path]:
    """Write the module (by uic) and the stub for one form; return their paths."""
    module, stub = form_targets(ui_file, out_dir)
    subprocess.run([*uic_command(), str(ui_file), "-o", str(module)], check=True)
    stub.write_text(form_stub(ui_file), encoding="utf-8")
    return module, stub


def build_all(ui_dir: Path | None = None, out_dir: Path = FORMS_DIR) -> list[Path]:
    """Compile every ``.ui`` file of ``ui_dir`` (default: the game's ``ui/``)."""
    folder = ui_dir if ui_dir is not None else resource_path("ui")
    written: list[Path] = []
    for ui_file in sorted(folder.glob("*.ui")):
        written.extend(compile_form(ui_file, out_dir))
    return written


# --- the stub --------------------------------------------------------------------------------


def _named_objects(root: ET.Element) -> Iterator[tuple[str, str]]:
    """(name, class) of every widget, layout, spacer and action below the top-level widget."""
    top = root.find("widget")
    if top is None:
        raise ValueError("a .ui file needs a top-level <widget>")
    for element in top.iter():
        if element is top or element.tag not in {"widget", "layout", "spacer", "action"}:
            continue
        name = element.get("name")
        if not name:
            raise ValueError(f"every <{element.tag}> needs a name (uic would invent one)")
        yield name, _class_of(element)


def _class_of(element: ET.Element) -> str:
    if element.tag == "spacer":
        return "QSpacerItem"
    if element.tag == "action":
        return "QAction"
    return element.get("class", "")


def form_stub(ui_file: Path) -> str:
    """The text of the typed stub for the class ``pyside6-uic`` generates from ``ui_file``."""
    root = ET.parse(ui_file).getroot()
    top = root.find("widget")
    assert top is not None
    form_name, form_class = top.get("name", ""), top.get("class", "")
    members = dict(_named_objects(root))
    widget_classes = sorted({form_class, *members.values()} - _GUI_CLASSES)
    gui_classes = sorted(set(members.values()) & _GUI_CLASSES)
    lines = [
        f"# Typed stub for ui_{ui_file.stem}.py, written by ginrummy_desktop.app.forms.build",
        f"# from ui/{ui_file.name}. Do not edit: run python -m ginrummy_desktop.app.forms.build",
        "",
    ]
    if gui_classes:
        lines.append(f"from PySide6.QtGui import {', '.join(gui_classes)}")
    lines.append(f"from PySide6.QtWidgets import {', '.join(widget_classes)}")
    lines += ["", "", f"class Ui_{form_name}:"]
    lines += [f"    {name}: {cls}" for name, cls in members.items()]
    lines += [
        f"    def setupUi(self, {form_name}: {form_class}) -> None: ...",
        f"    def retranslateUi(self, {form_name}: {form_class}) -> None: ...",
    ]
    return "\n".join(lines) + "\n"


def main() -> int:
    """Regenerate every form and print what was written."""
    for path in build_all():
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
