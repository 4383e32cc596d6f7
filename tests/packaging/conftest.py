"""The packaging scripts (``packaging/*.py``) are scripts, not a package: put them on the path."""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
if str(PACKAGING) not in sys.path:
    sys.path.insert(0, str(PACKAGING))
