"""The game's translatable strings: the ``.ts`` file, its check, and a count of what bypasses it.

    python packaging/translations.py update     # rewrite ui/translations/ginrummy*.ts, .qm
    python packaging/translations.py check      # exit 1 when a committed file is out of date
    python packaging/translations.py literals   # count English literals outside translate calls

``update`` runs ``pyside6-lupdate`` (shipped with PySide6) over the program's code
(``ginrummy_desktop/app``, without the code generated from the forms, and the engine's rule
settings, whose titles are marked with ``ginrummy_desktop/marks.py``) and the Qt Designer forms
(``ui/*.ui``), and writes every source string, by context, to ``ui/translations/ginrummy.ts``
without source locations (so the file changes only when a string does). Translators start
from it with Qt Linguist. Each shipped language's ``ginrummy_<code>.ts`` is brought up to the
code the same way (a new string comes in unfinished, a string gone goes) and compiled into its
``.qm``; a warning of lrelease, or a message left unfinished, fails ``check`` (and ``update``
leaves that language's ``.qm`` as it was, naming how many messages it lacks).

It also writes the English translation, ``ginrummy_en.ts``, and compiles it with
``pyside6-lrelease`` into ``ginrummy_en.qm``, which the program always installs
(``app/shell/translation.py``). It holds only the counted strings: a count is written with Qt's
``%n`` and an ``(s)`` or ``(es)`` mark after the counted word (``"%n hand(s)"``), and the
English singular and plural forms are made from the mark ("%n hand", "%n hands"). A counted
string without a mark is an error.

``literals`` walks the code and counts the string literals a player could read that are not
the argument of a translation call (``QCoreApplication.translate``, ``self.tr``,
``QT_TRANSLATE_NOOP``): text with a word of two letters or more, not a docstring, a log
message, an object or property name, a style sheet or an identifier-like key. It is a
measure, not a proof; the proof is the pseudo-translation test
(``tests/app/test_translation.py``), which looks at what the windows show.
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ginrummy_desktop"
APP = PACKAGE / "app"
FORMS = ROOT / "ui"
TS_FILE = FORMS / "translations" / "ginrummy.ts"
EN_TS = FORMS / "translations" / "ginrummy_en.ts"
EN_QM = FORMS / "translations" / "ginrummy_en.qm"
_PLURAL_MARK = re.compile(r"\((e?s)\)")

TRANSLATING = frozenset({"translate", "tr", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"})
"""Calls whose string arguments are translation sources."""
NOT_PROSE = frozenset({
    "setObjectName", "setProperty", "property", "setStyleSheet", "getattr", "hasattr",
    "findChild", "findChildren", "QColor", "QKeySequence", "QSettings", "value", "setValue",
    "startswith", "endswith", "split", "join", "replace", "strip", "format_exception",
    "debug", "info", "warning", "error", "exception", "critical", "getLogger", "log",
    "emit_log", "Path", "open", "encode", "decode", "strftime", "fromisoformat",
})
"""Calls whose string arguments are names, keys, formats or log messages, not prose."""
NOT_PLAYER_FACING = {
    "self_test.py": "the installed game's self-test, printed to a console for the installer's "
                    "own check",
    "forms/build.py": "the developers' form compiler",
}
"""Modules whose text no player reads (left out of the count)."""
_WORD = re.compile(r"[A-Za-z]{2,}")
_IDENTIFIER = re.compile(r"^[A-Za-z_./\-][\w.\-/]*$")
_SQL = re.compile(r"^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE|PRAGMA|DROP|ALTER|BEGIN|WITH)\b")
_NOT_WORDS = re.compile(r"^#[0-9a-fA-F]{3,8}$|^(Ctrl|Shift|Alt|Meta)\+|%\(|\\[dswb(.]")


def app_sources() -> list[Path]:
    """The program's code lupdate reads: the app (the generated form modules excluded: their
    forms are read instead), and any other module that marks a text for translation (the
    engine's rule settings, ``ginrummy_desktop/marks.py``)."""
    app = [p for p in APP.rglob("*.py") if not p.name.startswith("ui_")]
    marked = [p for p in PACKAGE.rglob("*.py")
              if APP not in p.parents and p.name != "marks.py"
              and "QT_TRANSLATE_NOOP(" in p.read_text(encoding="utf-8")]
    return sorted(app + marked)


def forms() -> list[Path]:
    return sorted(FORMS.glob("*.ui"))


def qt_tool(tool: str) -> str:
    """``pyside6-<tool>`` beside this interpreter (or on the PATH)."""
    name = f"pyside6-{tool}.exe" if os.name == "nt" else f"pyside6-{tool}"
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(f"pyside6-{tool}")
    if found is None:
        raise SystemExit(f"pyside6-{tool} was not found (it comes with PySide6)")
    return found


def write_ts(target: Path) -> None:
    """Extract every source string of the code and the forms into ``target``."""
    target.parent.mkdir(parents=True, exist_ok=True)
    target.unlink(missing_ok=True)  # a fresh file: no obsolete entries carried over
    sources = [str(p.relative_to(ROOT)) for p in (*app_sources(), *forms())]
    command = [qt_tool("lupdate"), "-locations", "none", "-no-obsolete", *sources,
               "-ts", str(target)]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if result.returncode != 0 or not target.exists():
        raise SystemExit(f"lupdate failed:\n{result.stdout}\n{result.stderr}")


def english_forms(source: str) -> tuple[str, str]:
    """The English singular and plural of a counted string (ValueError without a mark)."""
    if not _PLURAL_MARK.search(source):
        raise ValueError(f"a counted string without an (s) or (es) mark: {source!r}")
    return _PLURAL_MARK.sub("", source), _PLURAL_MARK.sub(lambda m: m.group(1), source)


def english_ts(template: str) -> str:
    """The English translation of ``template`` (a ``.ts`` document): its counted strings
    only, each with its singular and plural form."""
    import xml.etree.ElementTree as ElementTree

    root = ElementTree.fromstring(template)
    out = ElementTree.Element("TS", {"version": root.get("version", "2.1"), "language": "en"})
    for context in root.iter("context"):
        counted = [m for m in context.iter("message") if m.get("numerus") == "yes"]
        if not counted:
            continue
        kept = ElementTree.SubElement(out, "context")
        ElementTree.SubElement(kept, "name").text = context.findtext("name")
        for message in counted:
            source = message.findtext("source") or ""
            entry = ElementTree.SubElement(kept, "message", {"numerus": "yes"})
            ElementTree.SubElement(entry, "source").text = source
            comment = message.findtext("comment")
            if comment:
                ElementTree.SubElement(entry, "comment").text = comment
            translation = ElementTree.SubElement(entry, "translation")
            for form in english_forms(source):
                ElementTree.SubElement(translation, "numerusform").text = form
    ElementTree.indent(out)
    body = ElementTree.tostring(out, encoding="unicode")
    return f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n'


def language_files(folder: Path = TS_FILE.parent) -> list[Path]:
    """The translations into the shipped languages: ``ginrummy_<code>.ts`` but English."""
    return sorted(path for path in folder.glob("ginrummy_*.ts") if path.name != EN_TS.name)


def compile_qm(source: Path, target: Path) -> None:
    """``source`` (a ``.ts``) compiled by lrelease into ``target``; a warning of lrelease,
    or a message left unfinished, fails (a shipped language is complete)."""
    result = subprocess.run([qt_tool("lrelease"), str(source), "-qm", str(target)],
                            capture_output=True, text=True, check=False)
    said = f"{result.stdout}\n{result.stderr}"
    unfinished = re.search(r"(\d+) unfinished", said)
    if result.returncode != 0 or not target.exists() or "arning" in said or (
        unfinished and source.name != EN_TS.name and int(unfinished.group(1))
    ):
        raise SystemExit(f"lrelease {source.name}:\n{said.strip()}")


def update_language(target: Path) -> None:
    """Bring the translation ``target`` up to the code's strings: a new string comes in
    unfinished, a string gone from the code goes (lupdate keeps every translation kept)."""
    sources = [str(p.relative_to(ROOT)) for p in (*app_sources(), *forms())]
    command = [qt_tool("lupdate"), "-locations", "none", "-no-obsolete", *sources,
               "-ts", str(target)]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise SystemExit(f"lupdate failed:\n{result.stdout}\n{result.stderr}")


def write_all(folder: Path, strict: bool = True) -> dict[str, bytes]:
    """Write the template, the English ``.ts`` and its ``.qm``, and each shipped language's
    ``.ts`` (brought up to the code) and ``.qm`` into ``folder``; their bytes by file name.
    With ``strict``, a language with a message unfinished fails (:func:`compile_qm`)."""
    template = folder / TS_FILE.name
    write_ts(template)
    english = folder / EN_TS.name
    english.write_text(english_ts(template.read_text(encoding="utf-8")), encoding="utf-8")
    compiled = folder / EN_QM.name
    compile_qm(english, compiled)
    written = [template, english, compiled]
    for committed in language_files():
        fresh = folder / committed.name
        shutil.copyfile(committed, fresh)
        update_language(fresh)
        written.append(fresh)
        if strict:
            compile_qm(fresh, fresh.with_suffix(".qm"))
            written.append(fresh.with_suffix(".qm"))
    return {path.name: path.read_bytes() for path in written}


def unfinished(ts_text: str) -> list[tuple[str, str]]:
    """The (context, source) of every message of a language's ``.ts`` not yet translated
    (unfinished, or vanished from the code and kept)."""
    import xml.etree.ElementTree as ElementTree

    root = ElementTree.fromstring(ts_text)
    found = []
    for context in root.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            if kind in ("unfinished", "vanished", "obsolete"):
                found.append((context.findtext("name") or "", message.findtext("source") or ""))
    return found


def stale_files() -> tuple[list[str], str]:
    """The committed translation files that differ from what the code and forms make now,
    and the fresh template's text."""
    with tempfile.TemporaryDirectory() as folder:
        fresh = write_all(Path(folder))
    committed = TS_FILE.parent
    stale = [name for name, data in fresh.items()
             if not (committed / name).exists() or (committed / name).read_bytes() != data]
    return stale, fresh[TS_FILE.name].decode("utf-8")


def ts_is_current() -> tuple[bool, str]:
    """Whether the committed files hold exactly what the code and forms hold now."""
    stale, template = stale_files()
    return not stale, template


def source_strings(ts_text: str) -> list[tuple[str, str]]:
    """The (context, source) pairs of a ``.ts`` document."""
    import xml.etree.ElementTree as ElementTree

    root = ElementTree.fromstring(ts_text)
    return [(ctx.findtext("name") or "", msg.findtext("source") or "")
            for ctx in root.iter("context") for msg in ctx.iter("message")]


# --- counting what bypasses translation -------------------------------------------------------


def is_prose(text: str) -> bool:
    """Text a player could read: a word of two letters or more, not an identifier-like key,
    a style sheet, a path or markup only."""
    if not _WORD.search(text) or _IDENTIFIER.match(text.strip()) or _NOT_WORDS.search(text):
        return False
    if _SQL.match(text):  # the statistics database's statements
        return False
    if "{" in text and ":" in text and ";" in text:  # a style sheet
        return False
    stripped = re.sub(r"<[^>]*>", "", text)
    return bool(_WORD.search(stripped))


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return ""


def untranslated(path: Path) -> Iterator[tuple[int, str]]:
    """The (line, text) of each literal of ``path`` that reads as prose and reaches no
    translation call (see the module docstring)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                skipped.add(id(body[0].value))
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skipped.add(id(node.value))  # an attribute's docstring
        elif isinstance(node, ast.Call) and _call_name(node) in TRANSLATING | NOT_PROSE:
            skipped.update(id(n) for n in ast.walk(node) if isinstance(n, ast.Constant))
        elif isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
        ):
            skipped.update(id(n) for n in ast.walk(node))
        elif isinstance(node, ast.Compare | ast.Subscript | ast.Raise | ast.Assert):
            # comparisons and keys are identifiers; exceptions and asserts are for the log
            skipped.update(id(n) for n in ast.walk(node))
        elif isinstance(node, ast.JoinedStr):
            skipped.update(id(v) for v in node.values)
            text = "".join(v.value for v in node.values
                           if isinstance(v, ast.Constant) and isinstance(v.value, str))
            if id(node) not in skipped and is_prose(text):
                yield node.lineno, text
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                and id(node) not in skipped and is_prose(node.value)):
            yield node.lineno, node.value


def count_literals(root: Path = ROOT) -> Counter[str]:
    """Untranslated prose literals per file of ``root``'s app package."""
    app = root / "ginrummy_desktop" / "app"
    counts: Counter[str] = Counter()
    for path in sorted(app.rglob("*.py")):
        name = str(path.relative_to(app).as_posix())
        if path.name.startswith("ui_") or name in NOT_PLAYER_FACING:
            continue
        found = sum(1 for _ in untranslated(path))
        if found:
            counts[name] = found
    return counts


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("update", "check", "literals"))
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="the checkout whose literals to count (literals only)")
    parser.add_argument("--show", action="store_true", help="list each literal (literals only)")
    args = parser.parse_args(argv)
    if args.command == "update":
        with tempfile.TemporaryDirectory() as folder:
            for name, data in write_all(Path(folder), strict=False).items():
                (TS_FILE.parent / name).write_bytes(data)
        missing = {path.name: len(unfinished(path.read_text("utf-8")))
                   for path in language_files()}
        for path in language_files():
            if not missing[path.name]:
                compile_qm(path, path.with_suffix(".qm"))
        for name, count in missing.items():
            if count:
                print(f"{name}: {count} message(s) to translate (its .qm is not rewritten)")
        text = TS_FILE.read_text("utf-8")
        counted = text.count('numerus="yes"')
        print(f"{TS_FILE.relative_to(ROOT)}: {len(source_strings(text))} source strings, "
              f"{counted} counted (with their English forms in {EN_QM.name})")
        return 0
    if args.command == "check":
        stale, _ = stale_files()
        print("up to date" if not stale else f"out of date: {', '.join(stale)}; run python "
              "packaging/translations.py update")
        return 0 if not stale else 1
    counts = count_literals(args.root)
    for name, found in counts.most_common():
        print(f"{found:5d}  {name}")
        if args.show:
            path = args.root / "ginrummy_desktop" / "app" / name
            for line, text in untranslated(path):
                print(f"         {line}: {text[:90]!r}")
    print(f"{sum(counts.values()):5d}  in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
