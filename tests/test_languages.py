"""Every shipped language is whole: every message translated, its plural forms, its placeholders,
and the card table's words as its glossary (``docs/translation.md``) says them.

The translations are read from the committed ``ui/translations/ginrummy_<code>.ts`` files (the
compiled ``.qm`` files are checked against them by ``tests/app/test_translation.py``).
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass
from pathlib import Path

import pytest

from ginrummy_desktop.app.shell.translation import ENGLISH, LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))
import translations  # noqa: E402

GUIDE = ROOT / "docs" / "translation.md"
SHIPPED = [language.code for language in LANGUAGES if language is not ENGLISH]
_PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}")
_TAG = re.compile(r"</?([a-zA-Z0-9]+)")
_ACCELERATOR = re.compile(r"&(?!amp;|lt;|gt;|nbsp;|quot;|apos;|#|&)(?=\S)")
PLURAL_FORMS = {"de": 2, "es": 2, "fr": 2, "it": 2, "ja": 1, "pl": 3, "pt_BR": 2, "ru": 3,
                "tr": 1, "zh_CN": 1}
"""The forms of a counted message, as Qt's lrelease numbers them for each language."""


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    forms: tuple[str, ...]  # one for a plain message, a form per plural for a counted one
    counted: bool
    finished: bool


def messages(code: str) -> list[Message]:
    """The messages of ``ginrummy_<code>.ts``."""
    root = ElementTree.parse(ROOT / "ui" / "translations" / f"ginrummy_{code}.ts").getroot()
    found = []
    for context in root.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            counted = message.get("numerus") == "yes"
            forms = tuple(form.text or "" for form in translation.findall("numerusform")) \
                if counted else (translation.text or "",)
            found.append(Message(context.findtext("name") or "", message.findtext("source") or "",
                                 forms, counted, translation.get("type") is None))
    return found


def test_every_language_has_its_file_and_its_line() -> None:
    """Adding a language is one ``.ts`` file and one line of ``LANGUAGES``: the two agree."""
    files = {path.stem.removeprefix("ginrummy_") for path in translations.language_files()}
    assert files == set(SHIPPED)
    assert set(PLURAL_FORMS) == set(SHIPPED)


@pytest.mark.parametrize("code", SHIPPED)
def test_every_message_is_translated(code: str) -> None:
    """No message unfinished or vanished: the test names each one still to translate."""
    template = translations.source_strings(translations.TS_FILE.read_text("utf-8"))
    found = messages(code)
    missing = [f"{m.context}: {m.source[:70]!r}" for m in found if not m.finished]
    assert not missing, f"{len(missing)} to translate into {code}:\n" + "\n".join(missing)
    assert {(m.context, m.source) for m in found} == set(template)
    empty = [m.source[:60] for m in found if not all(form.strip() for form in m.forms)]
    assert not empty, empty


@pytest.mark.parametrize("code", SHIPPED)
def test_counted_messages_have_the_languages_plural_forms(code: str) -> None:
    """Russian and Polish have three forms ("1 карта, 2 карты, 5 карт"), Chinese one; each
    form carries the count."""
    for message in messages(code):
        if message.counted:
            assert len(message.forms) == PLURAL_FORMS[code], message.source
            for form in message.forms:
                assert "%n" in form or "%Ln" in form, (message.source, form)


@pytest.mark.parametrize("code", SHIPPED)
def test_placeholders_tags_and_accelerators_are_kept(code: str) -> None:
    """A translation keeps every ``{name}`` (filled after translation), every tag of rich
    text, and one keyboard accelerator where the English has one."""
    wrong = []
    for message in messages(code):
        for form in message.forms if message.finished else ():
            if sorted(_PLACEHOLDER.findall(form)) != sorted(_PLACEHOLDER.findall(message.source)):
                wrong.append(f"placeholders: {message.source[:50]!r} -> {form[:50]!r}")
            if sorted(t.lower() for t in _TAG.findall(form)) != sorted(
                    t.lower() for t in _TAG.findall(message.source)):
                wrong.append(f"tags: {message.source[:50]!r} -> {form[:50]!r}")
            if len(_ACCELERATOR.findall(form)) != len(_ACCELERATOR.findall(message.source)):
                wrong.append(f"accelerator: {message.source[:50]!r} -> {form[:50]!r}")
    assert not wrong, "\n".join(wrong)


# --- the glossary -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Glossary:
    terms: dict[str, tuple[str, ...]]  # English term -> the stems the check accepts
    exceptions: tuple[tuple[str, str], ...]  # (context, the start of the English source)


def english_terms(guide: str) -> dict[str, re.Pattern[str]]:
    """The game's terms and how an English message is found to use one (the guide's table
    under "### The terms")."""
    section = guide.split("### The terms", 1)[1].split("\n### ", 1)[0]
    terms = {}
    for line in section.splitlines():
        escaped = line.strip().strip("|").replace("\\|", "\0")  # a table cell's "\|"
        cells = [cell.strip().replace("\0", "|") for cell in escaped.split("|")]
        if len(cells) >= 2 and cells[1].startswith("`") and cells[0] not in ("English", ""):
            terms[cells[0]] = re.compile(cells[1].strip("`"), re.IGNORECASE)
    return terms


def glossary(guide: str, code: str) -> Glossary:
    """The glossary of ``code`` in the guide (its "### … (`code`, …)" section)."""
    parts = re.split(rf"\n### [^\n]*\(`{re.escape(code)}`[^\n]*\n", guide)
    assert len(parts) == 2, f"docs/translation.md has no glossary for {code}"
    section = parts[1].split("\n### ", 1)[0].split("\n## ", 1)[0]
    terms: dict[str, tuple[str, ...]] = {}
    exceptions = []
    for line in section.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) >= 3 and "`" in cells[2]:
            terms[cells[0]] = tuple(re.findall(r"`([^`]+)`", cells[2]))
        excepted = re.match(r"- `(\w+)` “(.+?)…?”: ", line)
        if excepted:
            exceptions.append((excepted.group(1), excepted.group(2).rstrip("…")))
    return Glossary(terms, tuple(exceptions))


def _excepted(message: Message, rules: Glossary) -> bool:
    return any(message.context == context and message.source.replace("\n", " ").startswith(start)
               for context, start in rules.exceptions)


@pytest.mark.parametrize("code", SHIPPED)
def test_every_message_uses_the_glossarys_terms(code: str) -> None:
    """A message whose English uses a term of the game (knock, deadwood, upcard …) uses the
    language's term for it, as its glossary gives it (a stem, so that inflected forms pass),
    except the few messages the glossary lists with the reason."""
    guide = GUIDE.read_text(encoding="utf-8")
    patterns = english_terms(guide)
    assert len(patterns) == 13
    rules = glossary(guide, code)
    assert set(rules.terms) == set(patterns), f"{code}: a term without its stems"
    wrong = []
    for message in messages(code):
        if _excepted(message, rules):
            continue
        for term, pattern in patterns.items():
            if pattern.search(message.source):
                for form in message.forms:
                    if not any(stem in form.lower() for stem in rules.terms[term]):
                        wrong.append(f"{term} ({'/'.join(rules.terms[term])}): "
                                     f"{message.source[:50]!r} -> {form[:60]!r}")
    assert not wrong, f"{len(wrong)} in {code}:\n" + "\n".join(wrong)


def test_the_glossary_check_catches_a_message_without_the_term() -> None:
    """The control: a knock translated without the language's word for it is caught."""
    guide = GUIDE.read_text(encoding="utf-8")
    patterns = english_terms(guide)
    german = glossary(guide, "de")
    source = "Knock with {card}"
    assert patterns["knock"].search(source)
    assert not any(stem in "mit {card} beenden" for stem in german.terms["knock"])
    assert any(stem in "mit {card} klopfen" for stem in german.terms["knock"])
    assert not patterns["gin"].search("Gin Rummy against the computer")
    assert not patterns["set"].search("the first upcard sets the knock limit")
