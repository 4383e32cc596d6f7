"""The data folder and the settings are in the same home, whatever bytes the home's name holds
(issue 39).

Qt names files in UTF-8 on every Unix system and reads a home whose name is not UTF-8 with a
replacement character; Python names files in the locale's encoding. A probe process with such
a home (and, for the worst case, Python's file names in ASCII, as in a C locale without UTF-8
coercion; a Latin-1 locale differs from Qt the same way) writes a setting through Qt and the
program's own files through the paths of ``shell/paths.py`` (by Python and by Qt), and every
one must land under one home folder. Linux only: elsewhere the home is not read from
``HOME``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import os
from PySide6.QtCore import QCoreApplication, QSettings
app = QCoreApplication([])
QCoreApplication.setOrganizationName("GinRummyDesktop")
QCoreApplication.setApplicationName("Gin Rummy")
from ginrummy_desktop.app.match.saves import SaveStore
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.app.shell.single_instance import Claim, DataFolderLock
paths = AppPaths.system()
paths.ensure()
(paths.log_folder / "probe.log").write_bytes(b"written by Python")
SaveStore(paths.save_file).write_text("{}")
lock = DataFolderLock(paths.data)
assert lock.acquire() is Claim.OURS
settings = QSettings()
settings.setValue("probe", 1)
settings.sync()
held = sorted(os.listdir(os.fsencode(paths.data)))
print(held)
lock.release()
"""

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="the home is read from HOME on Linux")

WRITTEN = (b"Gin Rummy.conf", b"probe.log", b"match.json")


def _probe(tmp_path: Path, home: bytes, python_in_ascii: bool) -> dict[bytes, bytes]:
    """Run the probe with the home ``home`` (under ``tmp_path``); each written file's name
    and the folder it is in, as bytes."""
    root = os.fsencode(tmp_path)
    home_path = root + b"/" + home
    os.makedirs(home_path)
    env = {name: value for name, value in os.environ.items() if not name.startswith("XDG_")}
    env["HOME"] = os.fsdecode(home_path)
    if python_in_ascii:
        env.update(PYTHONCOERCECLOCALE="0", PYTHONUTF8="0", LC_ALL="C", LANG="C")
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env,
                          capture_output=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    assert b"ginrummy.lock" in done.stdout  # Qt's lock is in the folder Python lists
    found: dict[bytes, bytes] = {}
    for folder, _dirs, names in os.walk(root):
        for name in names:
            if name in WRITTEN:
                found[name] = folder
    return found


@pytest.mark.parametrize("home", [b"home\xff", b"jos\xc3\xa9", b"plain"],
                         ids=["not-utf-8", "utf-8", "ascii"])
@pytest.mark.parametrize("python_in_ascii", [False, True], ids=["utf-8-locale", "c-locale"])
def test_the_data_and_the_settings_share_one_home(
    tmp_path: Path, home: bytes, python_in_ascii: bool
) -> None:
    found = _probe(tmp_path, home, python_in_ascii)
    assert set(found) == set(WRITTEN), found
    config = found[b"Gin Rummy.conf"]
    data = found[b"match.json"]
    assert config.endswith(b"/.config/GinRummyDesktop")
    assert data.endswith(b"/.local/share/GinRummyDesktop/Gin Rummy")
    config_home = config.removesuffix(b"/.config/GinRummyDesktop")
    assert data.removesuffix(b"/.local/share/GinRummyDesktop/Gin Rummy") == config_home
    assert found[b"probe.log"] == data + b"/logs"
