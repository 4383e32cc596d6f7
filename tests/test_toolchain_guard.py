"""Guards against the PySide6 6.12.0 + CPython 3.11 None-refcount crash (docs/toolchain.md).

Each call of a void-returning wrapped method drops one reference to ``None``; on CPython 3.11 the
process dies with ``none_dealloc`` after a few thousand calls. From 3.12 ``None`` is immortal.
"""

from __future__ import annotations

import sys

import PySide6
from PySide6.QtCore import QPointF


def test_void_methods_do_not_leak_none() -> None:
    p, before = QPointF(), sys.getrefcount(None)
    for _ in range(100):
        p.setX(1.0)
    assert sys.getrefcount(None) >= before, "PySide6/Python None-refcount bug"


def test_python_and_pyside6_versions_are_a_safe_pair() -> None:
    assert sys.version_info >= (3, 12) or PySide6.__version__ != "6.12.0", (
        f"PySide6 {PySide6.__version__} crashes on CPython {sys.version.split()[0]}: "
        "use Python 3.12 or 3.13 (packaging/dev.py picks one)"
    )
