"""The layer rules, checked the way click checks its imports (docs/architecture.md).

* ``engine`` is pure: standard library only; it never loads ``ai``, ``arena``, ``app`` or Qt.
* ``ai`` imports only the engine (and the standard library); never ``app`` or Qt.
* ``arena`` is headless: no ``app``, no Qt; so are ``rollout_process`` (the Expert's helper)
  and ``player_process`` (the computer player's own process); ``worker_process`` (the one
  mechanism of the worker processes) loads nothing of the program, nor ``multiprocessing``
  (imported when a process starts, never before the first paint); ``marks`` (the translation
  mark the engine uses) imports nothing of the program.
* ``console`` (UTF-8 output for every command-line entry) is standard library only.

A fresh interpreter imports each module and reports which modules that import loaded. A static
pass over ``engine/`` and ``ai/`` also forbids I/O, processes, threads, networking and ``print``.
A module or layer that is missing fails the test (it was renamed, and the check with it).
"""

from __future__ import annotations

import ast
import importlib.util
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import ginrummy_desktop

PACKAGE = "ginrummy_desktop"
PACKAGE_DIR = Path(ginrummy_desktop.__file__).resolve().parent

QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")

# module -> modules (and their submodules) it must never load
RUNTIME_FORBIDDEN: dict[str, tuple[str, ...]] = {
    f"{PACKAGE}.engine": (*QT_MODULES, f"{PACKAGE}.app", f"{PACKAGE}.ai", f"{PACKAGE}.arena"),
    f"{PACKAGE}.ai": (*QT_MODULES, f"{PACKAGE}.app", f"{PACKAGE}.arena"),
    f"{PACKAGE}.arena": (*QT_MODULES, f"{PACKAGE}.app"),
    f"{PACKAGE}.rollout_process": (*QT_MODULES, f"{PACKAGE}.app", f"{PACKAGE}.arena"),
    f"{PACKAGE}.player_process": (*QT_MODULES, f"{PACKAGE}.app", f"{PACKAGE}.arena"),
    f"{PACKAGE}.worker_process": (*QT_MODULES, "multiprocessing", f"{PACKAGE}.app",
                                  f"{PACKAGE}.ai", f"{PACKAGE}.arena", f"{PACKAGE}.engine"),
    f"{PACKAGE}.marks": (*QT_MODULES, f"{PACKAGE}.app", f"{PACKAGE}.ai", f"{PACKAGE}.arena"),
    f"{PACKAGE}.console": (*QT_MODULES, f"{PACKAGE}.app", f"{PACKAGE}.ai", f"{PACKAGE}.arena"),
    f"{PACKAGE}.friend.shuffle": (*QT_MODULES, f"{PACKAGE}.app", f"{PACKAGE}.ai",
                                  f"{PACKAGE}.arena"),
}
ALLOWED_FOREIGN: dict[str, tuple[str, ...]] = {
    f"{PACKAGE}.friend.shuffle": ("nacl", "_sodium", "cffi", "_cffi_backend"),
}
"""The libraries outside the standard library a module may load: the friend's deal masks its
cards with libsodium, through PyNaCl."""

# -I: ignore PYTHON* variables and the user's site; the package's own parent goes first on the path.
_PROBE = """
import importlib, json, sys
sys.path.insert(0, {root!r})
before = set(sys.modules)
importlib.import_module({module!r})
print(json.dumps(sorted(set(sys.modules) - before)))
"""


def _is_within(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def _modules_loaded_by(module: str) -> list[str]:
    script = _PROBE.format(root=str(PACKAGE_DIR.parent), module=module)
    proc = subprocess.run(
        [sys.executable, "-I", "-c", script], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0, f"importing {module} failed:\n{proc.stderr}"
    loaded: list[str] = json.loads(proc.stdout.strip().splitlines()[-1])
    return loaded


# Importing multiprocessing registers the main module a second time as ``__mp_main__``.
STANDARD_NAMES = frozenset(sys.stdlib_module_names) | {"__main__", "__mp_main__"}


@pytest.mark.parametrize("module", sorted(RUNTIME_FORBIDDEN))
def test_import_loads_only_stdlib_and_own_package(module: str) -> None:
    assert importlib.util.find_spec(module) is not None, f"{module} is gone"
    loaded = _modules_loaded_by(module)
    assert module in loaded
    allowed = (PACKAGE, *ALLOWED_FOREIGN.get(module, ()))
    foreign = [
        name
        for name in loaded
        if name.split(".")[0] not in STANDARD_NAMES and not _is_within(name, allowed)
    ]
    assert not foreign, f"{module} loaded modules outside the standard library: {foreign}"
    forbidden = [name for name in loaded if _is_within(name, RUNTIME_FORBIDDEN[module])]
    assert not forbidden, f"{module} loaded forbidden modules: {forbidden}"


# ---------------------------------------------------------------------------------------------
# Static check of the pure layers
# ---------------------------------------------------------------------------------------------

STATIC_FORBIDDEN_IMPORTS = (
    *QT_MODULES,
    # files and the operating system
    "os",
    "io",
    "pathlib",
    "shutil",
    "tempfile",
    "glob",
    "fileinput",
    "sqlite3",
    "shelve",
    "ctypes",
    # processes, threads, async
    "subprocess",
    "multiprocessing",
    "threading",
    "_thread",
    "concurrent",
    "asyncio",
    "signal",
    # network
    "socket",
    "ssl",
    "select",
    "selectors",
    "urllib",
    "http",
)
STATIC_FORBIDDEN_CALLS = frozenset(
    {"open", "print", "input", "exec", "eval", "breakpoint", "__import__"}
)
STATIC_FORBIDDEN_OWN: dict[str, tuple[str, ...]] = {
    "engine": (f"{PACKAGE}.app", f"{PACKAGE}.ai", f"{PACKAGE}.arena"),
    "ai": (f"{PACKAGE}.app", f"{PACKAGE}.arena"),
    "friend": (f"{PACKAGE}.app", f"{PACKAGE}.ai", f"{PACKAGE}.arena"),
}


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE_DIR.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported_names(node: ast.Import | ast.ImportFrom, path: Path) -> Iterator[str]:
    """Absolute names an import statement may load (``from . import x`` may load ``pkg.x``)."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    base = node.module or ""
    if node.level:
        package = _module_name(path).split(".")
        if path.name != "__init__.py":
            package = package[:-1]
        package = package[: len(package) - (node.level - 1)]
        base = ".".join([*package, base] if base else package)
    yield base
    yield from (f"{base}.{alias.name}" for alias in node.names if alias.name != "*")


def _violations(path: Path, forbidden_own: tuple[str, ...]) -> Iterator[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    where = path.relative_to(PACKAGE_DIR.parent)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            for name in _imported_names(node, path):
                if _is_within(name, STATIC_FORBIDDEN_IMPORTS + forbidden_own):
                    yield f"{where}:{node.lineno}: imports {name}"
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in STATIC_FORBIDDEN_CALLS
        ):
            yield f"{where}:{node.lineno}: calls {node.func.id}()"


@pytest.mark.parametrize("layer", sorted(STATIC_FORBIDDEN_OWN))
def test_pure_layer_has_no_io_threads_or_qt(layer: str) -> None:
    files = sorted((PACKAGE_DIR / layer).rglob("*.py"))
    assert files, f"{PACKAGE}/{layer}/ holds no module"
    found = [v for path in files for v in _violations(path, STATIC_FORBIDDEN_OWN[layer])]
    assert not found, "the pure layers must stay pure:\n" + "\n".join(found)


def test_static_check_catches_violations(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The checker itself: a module breaking every kind of rule is reported on each line."""
    fake_pkg = tmp_path / PACKAGE
    layer = fake_pkg / "engine"
    layer.mkdir(parents=True)
    bad = layer / "bad.py"
    bad.write_text(
        "import os.path\n"
        "from PySide6.QtCore import QObject\n"
        "from .. import app\n"
        "from ..ai.simple import SimplePlayer\n"
        "from . import cards\n"
        "print(open('x').read())\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(sys.modules[__name__], "PACKAGE_DIR", fake_pkg)
    found = list(_violations(bad, STATIC_FORBIDDEN_OWN["engine"]))
    calls = [v.split(": ", 1)[1] for v in found if v.endswith(")")]
    assert calls == ["calls print()", "calls open()"]
    imports = {v.split(": imports ", 1)[1] for v in found if ": imports " in v}
    assert {"os.path", "PySide6.QtCore", f"{PACKAGE}.app", f"{PACKAGE}.ai.simple"} <= imports
    assert not any(name.startswith(f"{PACKAGE}.engine") for name in imports)
