"""Shared test set-up. Qt must be told to draw offscreen before any QApplication exists."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
