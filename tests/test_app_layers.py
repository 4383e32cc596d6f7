"""The application's layers (``docs/architecture.md``, "Inside app/"), checked on the source.

``ginrummy_desktop/app`` is built in layers, each folder (or top-level module) on one of them.
A module may import from its own layer and the layers below it, never from a layer above, and
no chain of imports may come back to where it started. The layers are written once, here, in
the order the architecture page draws them; a folder or top-level module of ``app/`` that is on
no layer fails the test (a new room must be given its floor).

The imports are read from the source with ``ast``, those made only for type checking included
(a type named from a layer above is a dependency on it all the same). The same pass checks the
house's measures: the window reaches the match only through the session (no ``.controller``
outside the session and the match's own bookkeeping), no file of ``app/`` over 800 lines
(``main_window.py`` at most 500), no function over 40.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import ginrummy_desktop

APP_DIR = Path(ginrummy_desktop.__file__).resolve().parent / "app"
APP = "ginrummy_desktop.app"

LAYERS: tuple[tuple[str, ...], ...] = (
    ("shell", "forms"),
    ("seats",),
    ("words",),
    ("match",),
    ("coach", "settings"),
    ("records",),
    ("session", "sound"),
    ("models",),
    ("table",),
    ("widgets",),
    ("main", "self_test"),
)
"""From the bottom up: the rooms of ``app/`` (a folder, or a module at its top) on each floor."""

DOORS_TO_THE_CONTROLLER = ("session", "match", "records.stats_recorder")
"""Where the controller may be held: the session that owns it, the match's own rooms (the
autosave) and the statistics recorder the session gives it to."""

GENERATED = ("forms.ui_",)
"""Files written by a tool (pyside6-uic), measured by nobody."""


def _module_name(path: Path) -> str:
    parts = path.relative_to(APP_DIR).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _sources() -> Iterator[tuple[str, Path, ast.Module]]:
    for path in sorted(APP_DIR.rglob("*.py")):
        name = _module_name(path)
        if name:
            yield name, path, ast.parse(path.read_text(encoding="utf-8"), str(path))


def _imports(name: str, path: Path, tree: ast.Module, known: set[str]) -> set[str]:
    """The modules of ``app/`` that ``name`` imports (``from . import x`` counts ``x``)."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                target = ".".join([*base, *([node.module] if node.module else [])])
            elif (node.module or "").startswith(APP + "."):
                target = (node.module or "").removeprefix(APP + ".")
            else:
                continue
            for alias in node.names:
                child = f"{target}.{alias.name}" if target else alias.name
                found.add(child if child in known else target)
        elif isinstance(node, ast.Import):
            found.update(a.name.removeprefix(APP + ".") for a in node.names
                         if a.name.startswith(APP + "."))
    return {module for module in found if module in known and module != name}


def _graph() -> dict[str, set[str]]:
    sources = list(_sources())
    known = {name for name, _, _ in sources}
    return {name: _imports(name, path, tree, known) for name, path, tree in sources}


def _floor(module: str) -> int:
    room = module.split(".")[0]
    for floor, rooms in enumerate(LAYERS):
        if room in rooms:
            return floor
    raise LookupError(f"app/{room} is on no layer: give it its floor in LAYERS")


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every import that runs from a floor to one above it."""
    return sorted(f"{module} -> {target}" for module, targets in graph.items()
                  for target in targets if _floor(target) > _floor(module))


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in graph[node]:
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_every_room_of_app_is_on_a_layer() -> None:
    for module in _graph():
        _floor(module)


def test_no_import_runs_upward_and_none_in_a_circle() -> None:
    graph = _graph()
    assert upward_imports(graph) == []
    assert circles(graph) == []


def test_the_checks_see_an_upward_import_and_a_circle() -> None:
    """Positive controls: a planted upward import and a planted circle are both caught."""
    graph = {module: set(targets) for module, targets in _graph().items()}
    graph["words.cards"].add("widgets.main_window")
    assert upward_imports(graph) == ["words.cards -> widgets.main_window"]
    assert any("words.cards" in group for group in circles(graph))


def _reaches_the_controller(tree: ast.Module) -> list[int]:
    """The lines of code (not words in a docstring) that hold or name the controller."""
    return sorted(
        node.lineno for node in ast.walk(tree)
        if (isinstance(node, ast.Attribute) and node.attr == "controller")
        or (isinstance(node, ast.Name) and node.id == "GameController")
        or (isinstance(node, ast.ImportFrom)
            and any(alias.name == "GameController" for alias in node.names))
    )


def _outside_the_doors() -> Iterator[tuple[str, ast.Module]]:
    for name, _, tree in _sources():
        if not any(name == door or name.startswith(door + ".")
                   for door in DOORS_TO_THE_CONTROLLER):
            yield name, tree


def test_the_window_and_the_table_reach_the_match_through_the_session_only() -> None:
    reaching = {name: lines for name, tree in _outside_the_doors()
                if (lines := _reaches_the_controller(tree))}
    assert reaching == {}


def test_the_door_check_sees_a_window_that_reaches_past_the_session() -> None:
    """Positive control: code that holds the controller, as the window once did, is caught."""
    planted = ast.parse("self.controller = self.session.controller\n"
                        "from ..match.controller import GameController\n")
    assert _reaches_the_controller(planted) == [1, 1, 2]


def _measured() -> Iterator[tuple[str, Path, ast.Module]]:
    return ((n, p, t) for n, p, t in _sources() if not n.startswith(GENERATED))


@pytest.mark.parametrize(("limit", "which"), [(800, ""), (500, "widgets.main_window")])
def test_no_file_of_app_is_too_long(limit: int, which: str) -> None:
    long = {name: len(path.read_text(encoding="utf-8").splitlines())
            for name, path, _ in _measured() if name.startswith(which)}
    assert long and {name: n for name, n in long.items() if n > limit} == {}


def test_no_function_of_app_is_over_forty_lines() -> None:
    long = [f"{name}.{node.name}: {node.end_lineno - node.lineno + 1}"
            for name, _, tree in _measured() for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            and node.end_lineno is not None and node.end_lineno - node.lineno + 1 > 40]
    assert long == []
