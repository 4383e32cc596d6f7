"""A share is written as the language in use writes a percentage."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from ginrummy_desktop.app.shell.translation import ENGLISH, Translators, language_named
from ginrummy_desktop.app.words.numbers import percent_text


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Translators]:
    translators = Translators.of(qapp)
    yield translators
    translators.use(ENGLISH)


@pytest.mark.parametrize(("code", "written"), [
    ("en", "48%"), ("de", "48\u00a0%"), ("fr", "48\u202f%"), ("ru", "48\u00a0%"),
    ("zh_CN", "48%"),
])
def test_a_percentage_the_languages_way(speak: Translators, code: str, written: str) -> None:
    language = language_named(code)
    assert language is not None
    assert speak.use(language) is language
    assert percent_text(0.4849) == written


def test_decimals_use_the_languages_separator(speak: Translators) -> None:
    german = language_named("de")
    assert german is not None
    speak.use(german)
    assert percent_text(0.4851, 1) == "48,5\u00a0%"
    speak.use(ENGLISH)
    assert percent_text(0.4851, 1) == "48.5%"
