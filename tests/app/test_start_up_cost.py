"""What the start of the game leaves until after the first painted table (issue 26).

Importing the program's entry and its window must not import what the table does not need to
be painted: the helper processes' machinery (``multiprocessing``, ``concurrent.futures``), the
package metadata, the Statistics window's QtCharts, the sounds' QtMultimedia, the self-test and
the autopilot. And the window starts no helper process before its table is painted; once it is,
the computer player's process and the coach's start in the background. Each check runs in a
new interpreter, whose modules the tests' own imports have not touched.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

NOT_BEFORE_THE_FIRST_PAINT = (
    "multiprocessing",
    "concurrent.futures",
    "importlib.metadata",
    "PySide6.QtCharts",
    "PySide6.QtMultimedia",
    "ginrummy_desktop.rollout_process",
    "ginrummy_desktop.app.self_test",
    "ginrummy_desktop.app.widgets.autopilot",
    "ginrummy_desktop.app.widgets.statistics_dialog",
    "ginrummy_desktop.app.widgets.settings_dialog",
)

_IMPORTS = """
import json, sys
import ginrummy_desktop
metadata = "importlib.metadata" in sys.modules
import ginrummy_desktop.__main__
print(json.dumps({"metadata at import": metadata,
                  "loaded": sorted(name for name in sys.modules if name in NAMES)}))
"""

_WINDOW = """
import json, sys
from pathlib import Path
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication
from ginrummy_desktop.app.main import close_down
from ginrummy_desktop.app.shell.paths import AppPaths
from ginrummy_desktop.app.settings.store import SettingsStore
from ginrummy_desktop.app.widgets.main_window import MainWindow

app = QApplication([])
folder = Path(sys.argv[1])
store = SettingsStore(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
window = MainWindow(store=store, seed=1, paths=AppPaths.under(folder / "data"))
found = {}

def painted():
    found["loaded at the first paint"] = sorted(n for n in sys.modules if n in NAMES)
    QTimer.singleShot(200, app, settled)

def settled():
    from ginrummy_desktop.worker_process import running_workers
    started = {worker.name for worker in running_workers()}
    found["player's process"] = "ginrummy-player" in started
    found["coach's process"] = "ginrummy-coach" in started
    app.quit()

window.table_shown.connect(painted)
QTimer.singleShot(60_000, app.quit)
window.show()
window.start()
app.exec()
window.close()
close_down()
print(json.dumps(found))
"""


_ENTRY = """
import gc, json, linecache, sys
import ginrummy_desktop.__main__ as entry
loaded = "ginrummy_desktop.app.main" in sys.modules
found = {}

def shown(app, started):
    found["collecting at the first paint"] = gc.isenabled()
    found["source files kept at the first paint"] = len(linecache.cache)
    app.quit()

def run(argv):
    from ginrummy_desktop.app import main as app_main
    found["collecting while the game is imported"] = gc.isenabled()
    app_main._report_shown = shown
    return real(argv)

import ginrummy_desktop.app.main as app_main
real = app_main.main
app_main.main = run
code = entry.main(["ginrummy", "--quit-when-shown"])
found.update({"code": code, "collecting after": gc.isenabled()})
found["game imported by the entry"] = loaded
print(json.dumps(found))
"""


def _run(script: str, *args: str, home: Path | None = None) -> dict[str, object]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    if home is not None:
        env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                   XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
                   XDG_STATE_HOME=str(home / "state"))
    code = f"NAMES = {NOT_BEFORE_THE_FIRST_PAINT!r}\n{script}"
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.splitlines()[-1])
    assert isinstance(result, dict)
    return result


def test_the_entry_and_the_window_import_nothing_the_first_paint_does_not_need() -> None:
    result = _run(_IMPORTS)
    assert result == {"metadata at import": False, "loaded": []}


def test_the_version_is_read_when_first_used() -> None:
    import ginrummy_desktop

    assert ginrummy_desktop.__version__ == ginrummy_desktop._version()
    assert ginrummy_desktop._licence_expression() == ginrummy_desktop.LICENCE_EXPRESSION
    assert "__version__" in dir(ginrummy_desktop)


def test_the_helper_processes_start_once_the_table_is_painted(tmp_path: Path) -> None:
    result = _run(_WINDOW, str(tmp_path))
    assert result == {
        "loaded at the first paint": [],  # no process started before: none of its modules
        "player's process": True,
        "coach's process": True,  # hints are on by default
    }


def test_the_collector_rests_while_the_game_starts(tmp_path: Path) -> None:
    result = _run(_ENTRY, home=tmp_path)
    # PySide6 reads the source of every module imported after it, and linecache kept some 150
    # files (6 MB) of them; the game forgets them once imported: what is left are the few
    # modules imported later
    kept = result.pop("source files kept at the first paint")
    assert isinstance(kept, int) and kept <= 10
    assert result == {
        "game imported by the entry": False,  # a helper process of the script imports no game
        "collecting while the game is imported": False,
        "collecting at the first paint": True,
        "code": 0,
        "collecting after": True,
    }
