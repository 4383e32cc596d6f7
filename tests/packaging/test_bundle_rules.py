"""The spec's trimming rules on the entries PyInstaller lists on Linux, Windows and macOS: the
same files are left out whatever the layout, the slashes or the library names; and the game's own
files it carries: every shipped language, and Qt's own translation for each."""

from __future__ import annotations

import shutil
from collections.abc import Iterable
from pathlib import Path

import bundle_rules
import pytest
from bundle_rules import Entry

from ginrummy_desktop.app.shell.translation import ENGLISH, LANGUAGES
from ginrummy_desktop.app.widgets.rules_dialog import rules_page

ROOT = Path(__file__).resolve().parents[2]
CODES = [language.code for language in LANGUAGES]
"""What the spec passes the rules: every shipped language's code, English's too."""

WINDOWS_SITE = r"C:\hostedtoolcache\windows\Python\3.13.11\x64\Lib\site-packages"
MACOS_SITE = "/Library/Frameworks/Python.framework/Versions/3.13/lib/python3.13/site-packages"
LINUX_SITE = "/home/runner/work/.venv/lib/python3.13/site-packages"


def windows(dest: str, kind: str = "BINARY") -> Entry:
    """An entry as PyInstaller lists it on Windows: backslashes in both paths."""
    dest = dest.replace("/", "\\")
    return (dest, f"{WINDOWS_SITE}\\{dest}", kind)


def macos(dest: str, kind: str = "BINARY") -> Entry:
    return (dest, f"{MACOS_SITE}/{dest}", kind)


def linux(dest: str, kind: str = "BINARY") -> Entry:
    return (dest, f"{LINUX_SITE}/{dest}", kind)


WINDOWS_DROPPED = [
    "PySide6/translations/qtbase_ko.qm",  # a language the game does not speak
    "PySide6/translations/qtbase_en.qm",  # the game's English is Qt's own
    "PySide6/translations/qt_de.qm",
    "PySide6/translations/qtmultimedia_de.qm",
    "PySide6/translations/qt_help_fr.qm",
    "PySide6/plugins/imageformats/qjpeg.dll",
    "PySide6/plugins/imageformats/qtiff.dll",
    "PySide6/plugins/imageformats/qwebp.dll",
    "PySide6/plugins/imageformats/qpdf.dll",
    "PySide6/plugins/imageformats/QGIF.DLL",
    "PySide6/plugins/platforminputcontexts/qtvirtualkeyboardplugin.dll",
    "PySide6/plugins/platforms/qdirect2d.dll",
    "PySide6/plugins/tls/qschannelbackend.dll",
    "PySide6/plugins/networkinformation/qnetworklistmanager.dll",
    "PySide6/plugins/generic/qtuiotouchplugin.dll",
    "PySide6/Qt6Quick.dll",
    "PySide6/Qt6QmlModels.dll",
    "PySide6/Qt6VirtualKeyboard.dll",
    "PySide6/opengl32sw.dll",
    "PySide6/plugins/multimedia/ffmpegmediaplugin.dll",
    "PySide6/plugins/multimedia/windowsmediaplugin.dll",
    "PySide6/avcodec-61.dll",
    "PySide6/avformat-61.dll",
    "PySide6/avutil-59.dll",
    "PySide6/swresample-5.dll",
    "PySide6/swscale-8.dll",
]
WINDOWS_KEPT = [
    "PySide6/translations/qtbase_de.qm",
    "PySide6/translations/qtbase_pt_BR.qm",
    "PySide6/translations/qtbase_zh_CN.qm",
    "PySide6/plugins/imageformats/qsvg.dll",
    "PySide6/plugins/iconengines/qsvgicon.dll",
    "PySide6/plugins/platforms/qwindows.dll",
    "PySide6/plugins/platforms/qoffscreen.dll",
    "PySide6/plugins/platforms/qminimal.dll",
    "PySide6/plugins/styles/qmodernwindowsstyle.dll",
    "PySide6/Qt6Core.dll",
    "PySide6/Qt6Gui.dll",
    "PySide6/Qt6Widgets.dll",
    "PySide6/Qt6Svg.dll",
    "PySide6/Qt6Charts.dll",
    "PySide6/Qt6OpenGL.dll",
    "PySide6/Qt6Network.dll",  # QLocalSocket: a second start wakes the first copy
    "PySide6/Qt6Multimedia.dll",  # QSoundEffect: the table's sounds
    "PySide6/QtMultimedia.pyd",
    "PySide6/QtWidgets.pyd",
    "PySide6/pyside6.abi3.dll",
]
MACOS_DROPPED = [
    "PySide6/Qt/translations/qtbase_ko.qm",
    "PySide6/Qt/translations/qt_fr.qm",
    "PySide6/Qt/plugins/imageformats/libqjpeg.dylib",
    "PySide6/Qt/plugins/imageformats/libqmacheif.dylib",
    "PySide6/Qt/plugins/imageformats/libqpdf.dylib",
    "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.dylib",
    "PySide6/Qt/plugins/tls/libqsecuretransportbackend.dylib",
    "PySide6/Qt/plugins/networkinformation/libqapplenetworkinformation.dylib",
    "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
    "PySide6/Qt/lib/QtQml.framework/Versions/A/Resources/Info.plist",
    "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.dylib",
    "PySide6/Qt/plugins/multimedia/libdarwinmediaplugin.dylib",
    "PySide6/Qt/lib/libavcodec.61.dylib",
    "PySide6/Qt/lib/libswscale.8.dylib",
]
MACOS_KEPT = [
    "PySide6/Qt/translations/qtbase_fr.qm",
    "PySide6/Qt/translations/qtbase_ru.qm",
    "PySide6/Qt/plugins/imageformats/libqsvg.dylib",
    "PySide6/Qt/plugins/iconengines/libqsvgicon.dylib",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/Qt/plugins/platforms/libqoffscreen.dylib",
    "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
    "PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore",
    "PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets",
    "PySide6/Qt/lib/QtCharts.framework/Versions/A/QtCharts",
    "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork",
    "PySide6/Qt/lib/QtMultimedia.framework/Versions/A/QtMultimedia",
]
LINUX_DROPPED = [
    "PySide6/Qt/translations/qtbase_pt_PT.qm",
    "PySide6/Qt/translations/qtmultimedia_pl.qm",
    "PySide6/Qt/plugins/imageformats/libqjpeg.so",
    "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
    "PySide6/Qt/plugins/platforms/libqwayland-egl.so",
    "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/platforms/libqminimalegl.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
    "PySide6/Qt/lib/libQt6Quick.so.6",
    "PySide6/Qt/lib/libQt6WaylandClient.so.6",
    "PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so",
    "PySide6/Qt/lib/libavcodec.so.63",
    "PySide6/Qt/lib/libavutil.so.61.1.101",
    "PySide6/Qt/lib/libQt6FFmpegStub-va.so.2",
]
LINUX_KEPT = [
    "PySide6/Qt/translations/qtbase_it.qm",
    "PySide6/Qt/translations/qtbase_pl.qm",
    "PySide6/Qt/plugins/imageformats/libqsvg.so",
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqminimal.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
    "PySide6/Qt/lib/libQt6Gui.so.6",
    "PySide6/Qt/lib/libQt6XcbQpa.so.6",
    "PySide6/Qt/lib/libQt6Network.so.6",
    "PySide6/Qt/lib/libQt6Multimedia.so.6",
]


@pytest.mark.parametrize(
    ("make", "dropped", "kept"),
    [(windows, WINDOWS_DROPPED, WINDOWS_KEPT), (macos, MACOS_DROPPED, MACOS_KEPT),
     (linux, LINUX_DROPPED, LINUX_KEPT)],
    ids=["windows", "macos", "linux"],
)
def test_the_rules_drop_and_keep_the_same_files_on_every_system(
    make: object, dropped: list[str], kept: list[str]
) -> None:
    assert callable(make)
    assert [d for d in dropped if not bundle_rules.is_dropped(make(d), CODES)] == []
    assert [k for k in kept if bundle_rules.is_dropped(make(k), CODES)] == []


def test_qt_translations_go_for_a_bundle_without_languages() -> None:
    assert bundle_rules.is_dropped(linux("PySide6/Qt/translations/qtbase_de.qm"))
    assert bundle_rules.is_dropped(windows("PySide6/translations/qtbase_de.qm"), ["en"])


def test_qt_has_its_own_translation_for_every_shipped_language() -> None:
    """What the rules keep is there to keep: PySide6 has ``qtbase_<code>.qm`` for each."""
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    entries = [linux(f"PySide6/Qt/translations/{path.name}") for path in folder.iterdir()]
    kept = sorted(Path(e[0]).name for e in entries if not bundle_rules.is_dropped(e, CODES))
    assert kept == sorted(f"qtbase_{code}.qm" for code in CODES if code != ENGLISH.code)


def test_the_bundle_carries_each_language_and_no_translation_source() -> None:
    carried = bundle_rules.game_files(ROOT / "ui", CODES)
    names = {(Path(source).relative_to(ROOT).as_posix(), folder) for source, folder in carried}
    for language in LANGUAGES:
        assert (f"ui/translations/ginrummy_{language.code}.qm", "ui/translations") in names
        page = rules_page(language).relative_to(ROOT).as_posix()  # the page the dialog reads
        assert (page, "ui") in names
    assert ("ui/rules_dialog.ui", "ui") in names
    assert not [name for name, _folder in names if not name.endswith((".qm", ".html", ".ui"))]
    assert len({Path(name).name for name, _folder in names}) == len(names)
    assert all(Path(source).is_file() for source, _folder in carried)


def test_a_shipped_language_without_its_files_stops_the_build(tmp_path: Path) -> None:
    ui = tmp_path / "ui"
    shutil.copytree(ROOT / "ui", ui)
    (ui / "translations" / "ginrummy_pl.qm").unlink()
    (ui / "rules_ru.html").unlink()
    with pytest.raises(bundle_rules.MissingLanguageFilesError) as raised:
        bundle_rules.game_files(ui, CODES)
    assert str(raised.value) == (
        "the bundle would lack files of shipped languages: ui/rules_ru.html, "
        "ui/translations/ginrummy_pl.qm"
    )


def test_the_spec_takes_the_languages_from_the_game() -> None:
    spec = (ROOT / "packaging" / "ginrummy.spec").read_text(encoding="utf-8")
    assert "from ginrummy_desktop.app.shell.translation import LANGUAGES" in spec
    assert 'str(ROOT / "ui"), "ui"' not in spec  # not the whole folder: no .ts
    assert "bundle_rules.game_files(" in spec and "languages=CODES" in spec


def test_the_source_path_alone_is_enough() -> None:
    # PyInstaller 6 lists the top-level libQt6*.so.6 links under another destination
    entry = ("libQt6Quick.so.6", f"{LINUX_SITE}/PySide6/Qt/lib/libQt6Quick.so.6", "SYMLINK")
    assert bundle_rules.is_dropped(entry)
    entry = ("qjpeg.dll", f"{WINDOWS_SITE}\\PySide6\\plugins\\imageformats\\qjpeg.dll", "BINARY")
    assert bundle_rules.is_dropped(entry)


def _imports(table: dict[str, list[str]]) -> bundle_rules.ImportsOf:
    def imports_of(source: str) -> Iterable[str]:
        name = source.replace("\\", "/").rsplit("/", 1)[-1]
        return table.get(name, [])

    return imports_of


def test_a_plugin_whose_qt_library_is_gone_goes_too() -> None:
    binaries = [windows(d) for d in ("PySide6/Qt6Core.dll", "PySide6/Qt6Gui.dll",
                                     "PySide6/plugins/platforms/qwindows.dll",
                                     "PySide6/plugins/sqldrivers/qsqlite.dll",
                                     "PySide6/plugins/designer/qquickwidget.dll")]
    imports = _imports({
        "qwindows.dll": ["Qt6Core.dll", "Qt6Gui.dll", "KERNEL32.dll", "dwmapi.dll"],
        "qsqlite.dll": ["Qt6Core.dll", "Qt6Sql.dll"],  # Qt6Sql.dll is not in the bundle
        "qquickwidget.dll": ["Qt6Quick.dll"],  # left out by the rules
    })
    kept, _datas = bundle_rules.slim(binaries, [], "win32", imports, languages=CODES)
    assert [bundle_rules.slash(e[0]) for e in kept] == [
        "PySide6/Qt6Core.dll", "PySide6/Qt6Gui.dll", "PySide6/plugins/platforms/qwindows.dll"]


def test_a_macos_plugin_naming_a_framework_the_bundle_lacks_goes() -> None:
    binaries = [macos("PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore"),
                macos("PySide6/Qt/plugins/platforms/libqcocoa.dylib"),
                macos("PySide6/Qt/plugins/sqldrivers/libqsqlite.dylib")]
    imports = _imports({
        "libqcocoa.dylib": ["@rpath/QtCore.framework/Versions/A/QtCore",
                            "/System/Library/Frameworks/AppKit.framework/Versions/C/AppKit"],
        "libqsqlite.dylib": ["@rpath/QtSql.framework/Versions/A/QtSql"],
    })
    kept, _datas = bundle_rules.slim(binaries, [], "darwin", imports, languages=CODES)
    assert [e[0].rsplit("/", 1)[-1] for e in kept] == ["QtCore", "libqcocoa.dylib"]


def test_linux_leaves_the_system_libraries_and_the_unneeded_ones_out() -> None:
    plugin = linux("PySide6/Qt/plugins/platforms/libqxcb.so")
    binaries = [
        plugin,
        linux("PySide6/Qt/lib/libQt6Gui.so.6"),
        linux("PySide6/Qt/lib/libQt6Pdf.so.6"),  # nothing kept needs it
        ("libGL.so.1", "/usr/lib/x86_64-linux-gnu/libGL.so.1", "BINARY"),
        ("libxcb-cursor.so.0", "/usr/lib/x86_64-linux-gnu/libxcb-cursor.so.0", "BINARY"),
    ]
    datas = [("PySide6/Qt/lib/libQt6Pdf.so", "libQt6Pdf.so.6", "SYMLINK"),
             ("PySide6/Qt/lib/libQt6Gui.so", "libQt6Gui.so.6", "SYMLINK")]
    imports = _imports({"libqxcb.so": ["libQt6Gui.so.6", "libGL.so.1", "libxcb-cursor.so.0"]})
    kept, kept_datas = bundle_rules.slim(binaries, datas, "linux", imports, languages=CODES)
    assert [e[0] for e in kept] == [plugin[0], "PySide6/Qt/lib/libQt6Gui.so.6",
                                    "libxcb-cursor.so.0"]
    assert kept_datas == [datas[1]]  # the link to the library left out went with it
    # the same system library on Windows or macOS is not a Linux system library
    assert not bundle_rules.is_system_library(binaries[3], "win32")


def test_a_qt_library_listed_among_the_data_files_counts_as_present() -> None:
    # PyInstaller may list a framework's top-level link among the data files
    plugin = macos("PySide6/Qt/plugins/platforms/libqcocoa.dylib")
    link = ("PySide6/Qt/lib/QtGui.framework/QtGui", "Versions/Current/QtGui", "SYMLINK")
    imports = _imports({"libqcocoa.dylib": ["@rpath/QtGui.framework/Versions/A/QtGui"]})
    assert bundle_rules.orphaned_plugins([plugin], imports, [link]) == set()
    assert bundle_rules.orphaned_plugins([plugin], imports) == {plugin[0]}
