"""The slimmed ICU data library of the Linux bundle keeps what Qt reads here."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import icu_data
import PySide6
import pytest


def test_keeps_root_english_and_shared_data_and_drops_the_rest() -> None:
    items = [
        "root.res", "en.res", "en_US.res", "pool.res", "res_index.res", "de.res", "zh_Hant_TW.res",
        "supplementalData.res", "likelySubtags.res", "zoneinfo64.res", "metaZones.res",
        "cnvalias.icu", "ibm-1252_P100-2000.cnv", "unames.icu", "nfkc.nrm", "units.res",
        "coll/root.res", "brkitr/thaidict.dict", "lang/en.res", "curr/en.res", "translit/root.res",
        "zone/root.res", "zone/en.res", "zone/de.res", "zone/pool.res", "zone/tzdbNames.res",
    ]
    dropped = set(icu_data.dropped_items(items))
    assert dropped == {
        "de.res", "zh_Hant_TW.res", "ibm-1252_P100-2000.cnv", "coll/root.res",
        "brkitr/thaidict.dict", "lang/en.res", "curr/en.res", "translit/root.res", "zone/de.res",
    }


def _icu_library() -> Path | None:
    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


@pytest.mark.skipif(
    not sys.platform.startswith("linux")
    or _icu_library() is None
    or any(shutil.which(tool) is None for tool in icu_data.TOOLS),
    reason="Linux PySide6 wheel, binutils and icu-devtools needed",
)
def test_slim_library_exports_the_data_symbol_and_is_small(tmp_path: Path) -> None:
    library = _icu_library()
    assert library is not None
    slim = icu_data.slim_icu_library(library, tmp_path)
    assert slim.name == library.name
    assert slim.stat().st_size < library.stat().st_size / 5
    symbols = subprocess.run(["objdump", "-T", str(slim)], capture_output=True, text=True).stdout
    assert "icudt" in symbols and "_dat" in symbols
    dynamic = subprocess.run(["objdump", "-p", str(slim)], capture_output=True, text=True).stdout
    assert f"SONAME               {library.name}" in dynamic
