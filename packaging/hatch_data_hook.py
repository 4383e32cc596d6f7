"""Hatchling build hook: copy the top-level data folders into real wheels only.

The mapping lives in pyproject.toml under
``[tool.hatch.build.targets.wheel.hooks.custom.force-include]``. For a standard wheel it is handed
to hatchling as ``force_include`` build data, so a missing folder fails the build. For an editable
install nothing is copied: ``ginrummy_desktop.resources`` then finds ``assets/`` and ``ui/`` in
the checkout.
"""

from __future__ import annotations

from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class DataFoldersHook(BuildHookInterface):
    """Applies ``force-include`` from this hook's configuration to standard wheels."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version != "standard":
            return
        mapping = self.config.get("force-include", {})
        if not isinstance(mapping, dict):
            raise TypeError("force-include of the custom build hook must be a table")
        build_data["force_include"].update(mapping)
