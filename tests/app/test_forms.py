"""The committed forms in ``app/forms`` are exactly what ``ui/*.ui`` compiles to today.

Each form is regenerated into a temporary folder with uic (as ``pyside6-uic`` runs it) and
compared with the committed module, ignoring the generator's header comment; its typed stub must
match too, and must declare exactly the attributes ``setupUi`` creates. A failure here means a
``.ui`` file was edited without running ``python -m ginrummy_desktop.app.forms.build``.
"""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path
from typing import Any

import pytest
from PySide6 import QtGui, QtWidgets
from pytestqt.qtbot import QtBot

from ginrummy_desktop.app.forms import build
from ginrummy_desktop.resources import resource_path

UI_FILES = sorted(resource_path("ui").glob("*.ui"))
REBUILD = "run: python -m ginrummy_desktop.app.forms.build"


def _body(text: str) -> str:
    """The generated code without the leading comment block (it names the uic version)."""
    lines = text.splitlines()
    while lines and (not lines[0].strip() or lines[0].startswith("#")):
        lines.pop(0)
    return "\n".join(lines)


def _ids(paths: list[Path]) -> list[str]:
    return [path.stem for path in paths]


def test_there_are_forms() -> None:
    assert {"settings_dialog", "rules_dialog", "about_dialog"} <= {p.stem for p in UI_FILES}


def test_every_committed_form_has_its_ui_file() -> None:
    expected = {f"ui_{p.stem}" for p in UI_FILES}
    committed = {p.stem for p in build.FORMS_DIR.glob("ui_*.py*")}
    assert committed == expected, REBUILD


@pytest.mark.parametrize("ui_file", UI_FILES, ids=_ids(UI_FILES))
def test_committed_form_is_up_to_date(ui_file: Path, tmp_path: Path) -> None:
    fresh_module, fresh_stub = build.compile_form(ui_file, tmp_path)
    module, stub = build.form_targets(ui_file)
    assert module.exists() and stub.exists(), REBUILD
    fresh = _body(fresh_module.read_text(encoding="utf-8"))
    assert _body(module.read_text(encoding="utf-8")) == fresh, f"{module.name} is stale; {REBUILD}"
    assert stub.read_text(encoding="utf-8") == fresh_stub.read_text(encoding="utf-8"), REBUILD


def test_header_comment_is_all_that_is_ignored() -> None:
    text = (
        "# -*- coding: utf-8 -*-\n\n######\n## Created by uic 6.12.0\n######\n\nimport x\n# tail\n"
    )
    assert _body(text) == "import x\n# tail"


@pytest.mark.parametrize("ui_file", UI_FILES, ids=_ids(UI_FILES))
def test_stub_declares_what_setup_ui_creates(ui_file: Path, qtbot: QtBot) -> None:
    module = importlib.import_module(f"ginrummy_desktop.app.forms.ui_{ui_file.stem}")
    (form_class,) = [
        cls for name, cls in inspect.getmembers(module, inspect.isclass) if name.startswith("Ui_")
    ]
    declared = _stub_members(build.form_stub(ui_file))
    top_class = getattr(QtWidgets, declared.pop("__top__"))
    top = top_class()
    qtbot.addWidget(top)
    ui: Any = form_class()
    ui.setupUi(top)
    assert set(vars(ui)) == set(declared)
    for name, class_name in declared.items():
        expected = getattr(QtWidgets, class_name, None) or getattr(QtGui, class_name)
        assert isinstance(getattr(ui, name), expected), name


def _stub_members(stub: str) -> dict[str, str]:
    """{attribute: class name} from a stub, plus "__top__": the class setupUi takes."""
    members: dict[str, str] = {}
    for line in stub.splitlines():
        stripped = line.strip()
        if stripped.startswith("def setupUi("):
            members["__top__"] = stripped.split(": ")[1].split(")")[0]
        elif line.startswith("    ") and ": " in stripped and not stripped.startswith("def"):
            name, class_name = stripped.split(": ")
            members[name] = class_name
    return members


def test_stub_needs_named_widgets(tmp_path: Path) -> None:
    ui = tmp_path / "bad.ui"
    ui.write_text(
        '<ui version="4.0"><class>Bad</class><widget class="QDialog" name="Bad">'
        '<layout class="QVBoxLayout"><item><widget class="QLabel"/></item></layout>'
        "</widget></ui>",
        encoding="utf-8",
    )
    with pytest.raises(ValueError, match="needs a name"):
        build.form_stub(ui)
