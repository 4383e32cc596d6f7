"""A smaller ICU data library for the Linux bundle (32 MB -> about 2 MB).

The PySide6 wheel for Linux ships ICU, and its data library ``libicudata.so.<N>`` holds the ICU
data of every locale: about a third of the whole bundle. Qt calls ICU for only four things (see
``objdump -T libQt6Core.so.6``): case mapping (``u_strToUpper``/``Lower``), time-zone ids and
display names (``ucal_*``), legacy text codecs (``ucnv_*``) and ``QCollator`` (``ucol_*``). The
game uses none of the last two, and the first two need only the root and English data.

So the spec calls :func:`slim_icu_library`, which

1. copies the data package out of the library (the ``icudt<N>_dat`` symbol, ICU's "common
   data" format),
2. removes with ICU's own ``icupkg`` the items Qt never reads for this game: collation,
   break-iterator dictionaries, transliteration, number spell-out, the per-locale display names
   (languages, regions, currencies, units), every locale's data but root and English, and the
   legacy codec tables, and keeps everything else (core properties, normalisation, time-zone
   rules and names, plurals, supplemental data),
3. assembles a new ``libicudata.so.<N>`` exporting the same symbol, with ``as`` and ``ld``.

Tools: ``objdump``, ``as``, ``ld`` (Debian ``binutils``) and ``icupkg`` (Debian
``icu-devtools``). When one is missing, the spec keeps the full library and says so.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

__all__ = ["TOOLS", "dropped_items", "slim_icu_library"]

TOOLS = ("objdump", "as", "ld", "icupkg")

_DROPPED_TREES = {"brkitr", "coll", "curr", "lang", "rbnf", "region", "translit", "unit"}
_KEPT_LOCALES = {"root.res", "en.res", "en_US.res", "en_US_POSIX.res", "pool.res", "res_index.res"}
_LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]+)*\.res$")


def dropped_items(items: list[str]) -> list[str]:
    """The package items (``icupkg -l`` names) the game's Qt never reads."""
    dropped = []
    for item in items:
        parts = item.split("/")
        name = parts[-1]
        if len(parts) > 1:
            if parts[0] in _DROPPED_TREES or (
                parts[0] == "zone" and name not in _KEPT_LOCALES | {"tzdbNames.res"}
            ):
                dropped.append(item)
        elif name.endswith(".cnv") or (_LOCALE.match(name) and name not in _KEPT_LOCALES):
            dropped.append(item)
    return dropped


def _run(*command: str) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def _data_blob(library: Path) -> tuple[str, bytes]:
    """The data symbol's name and bytes in an ICU data library."""
    symbols = _run("objdump", "-T", str(library))
    found = re.search(r"^([0-9a-f]+)\s.*\s([0-9a-f]+)\s+(icudt\d+_dat)\s*$", symbols, re.M)
    if found is None:
        raise RuntimeError(f"{library}: no icudt<N>_dat symbol")
    address, size, symbol = int(found[1], 16), int(found[2], 16), found[3]
    for line in _run("objdump", "-h", str(library)).splitlines():
        fields = line.split()
        if len(fields) >= 6 and fields[1] == ".rodata":
            start, offset = int(fields[3], 16), int(fields[5], 16)
            if start <= address < start + int(fields[2], 16):
                data = library.read_bytes()
                begin = offset + address - start
                return symbol, data[begin : begin + size]
    raise RuntimeError(f"{library}: {symbol} is not in .rodata")


def slim_icu_library(library: Path, out_dir: Path) -> Path:
    """Write a slimmed copy of ``library`` (same file name and soname) into ``out_dir``."""
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        raise FileNotFoundError(f"missing tools: {', '.join(missing)}")
    symbol, blob = _data_blob(library)
    package = symbol.removesuffix("_dat") + ("l" if sys.byteorder == "little" else "b")
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        full = tmp / "full" / f"{package}.dat"
        full.parent.mkdir()
        full.write_bytes(blob)
        items = _run("icupkg", "-l", str(full)).split()
        drop = tmp / "drop.txt"
        drop.write_text("\n".join(dropped_items(items)) + "\n", encoding="utf-8")
        slim = tmp / f"{package}.dat"
        _run("icupkg", "-r", str(drop), str(full), str(slim))
        source = tmp / "data.s"
        source.write_text(
            "\t.section .rodata\n"
            f"\t.globl {symbol}\n"
            f"\t.type {symbol}, @object\n"
            "\t.balign 16\n"
            f"{symbol}:\n"
            f'\t.incbin "{slim}"\n'
            f"\t.size {symbol}, . - {symbol}\n"
            '\t.section .note.GNU-stack,"",@progbits\n',
            encoding="utf-8",
        )
        _run("as", "-o", str(tmp / "data.o"), str(source))
        result = out_dir / library.name
        _run("ld", "-shared", "-soname", library.name, "-o", str(result), str(tmp / "data.o"))
        kept = len(_run("icupkg", "-l", str(slim)).split())
    print(f"[icu] {library.name}: {len(items)} -> {kept} items, "
          f"{library.stat().st_size / 1e6:.1f} -> {result.stat().st_size / 1e6:.1f} MB")
    return result
