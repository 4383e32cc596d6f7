"""A card in words: ``"10♥"``, ``"Q♠"`` (the ten as "10", the suit as its symbol), and in
rich text in its suit's colour. Every screen spells cards this way; sentences read aloud (the
status line, a card's tool tip) name it in full, "queen of hearts" (:func:`spoken_name`).

The notation itself is not translated; the rank and suit words of a full name are (context
``"Cards"``)."""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QLocale

from ...engine import Card
from ...marks import QT_TRANSLATE_NOOP

__all__ = [
    "FOUR_SUIT_COLOURS",
    "SUIT_COLOURS",
    "card_html",
    "card_text",
    "cards_in_html",
    "listed",
    "spoken_cards",
    "spoken_list",
    "spoken_name",
    "strip_tags",
]

_RANK_NAMES = (
    QT_TRANSLATE_NOOP("Cards", "ace"), QT_TRANSLATE_NOOP("Cards", "two"),
    QT_TRANSLATE_NOOP("Cards", "three"), QT_TRANSLATE_NOOP("Cards", "four"),
    QT_TRANSLATE_NOOP("Cards", "five"), QT_TRANSLATE_NOOP("Cards", "six"),
    QT_TRANSLATE_NOOP("Cards", "seven"), QT_TRANSLATE_NOOP("Cards", "eight"),
    QT_TRANSLATE_NOOP("Cards", "nine"), QT_TRANSLATE_NOOP("Cards", "ten"),
    QT_TRANSLATE_NOOP("Cards", "jack"), QT_TRANSLATE_NOOP("Cards", "queen"),
    QT_TRANSLATE_NOOP("Cards", "king"),
)
_SUIT_NAMES = (
    QT_TRANSLATE_NOOP("Cards", "clubs"), QT_TRANSLATE_NOOP("Cards", "diamonds"),
    QT_TRANSLATE_NOOP("Cards", "hearts"), QT_TRANSLATE_NOOP("Cards", "spades"),
)

SUIT_COLOURS = ("#e8f5e9", "#ff8a80", "#ff8a80", "#e8f5e9")
"""The panel's colour of each suit, by suit index (clubs, diamonds, hearts, spades)."""
FOUR_SUIT_COLOURS = ("#9ee37d", "#82b1ff", "#ff8a80", "#e8f5e9")
"""The same with the four-colour deck's suits: clubs green, diamonds blue, hearts red, spades
light (the panel is dark)."""


def card_text(card: Card | None) -> str:
    """``"10♥"``, ``"Q♠"`` (empty for None)."""
    if card is None:
        return ""
    rank = "10" if card.rank.letter == "T" else card.rank.letter
    return f"{rank}{card.suit.symbol}"


def spoken_name(card: Card | None) -> str:
    """A card's name in full, "queen of hearts" ("face-down card" for None)."""
    if card is None:
        return QCoreApplication.translate("Cards", "face-down card")
    return QCoreApplication.translate("Cards", "{rank} of {suit}").format(
        rank=QCoreApplication.translate("Cards", _RANK_NAMES[card.rank]),
        suit=QCoreApplication.translate("Cards", _SUIT_NAMES[card.suit]),
    )


def card_html(card: Card | None, four_colour: bool = False) -> str:
    """The card in bold, in its suit's colour (the four-colour deck's with ``four_colour``)."""
    if card is None:
        return ""
    colours = FOUR_SUIT_COLOURS if four_colour else SUIT_COLOURS
    return f"<b style='color:{colours[card.suit]}'>{card_text(card)}</b>"


_CARD_IN_TEXT = re.compile(r"(?<![\w#&])(10|[2-9AJQK])([♣♦♥♠])")
"""A card as :func:`card_text` writes it, not glued to a word (nor to an entity's name)."""
_SUITS = "♣♦♥♠"


def cards_in_html(text: str, four_colour: bool = False, symbol_px: int | None = None) -> str:
    """Rich ``text`` (a sentence, markup allowed) with every card written in it (``"9♣"``) in
    bold and in its suit's colour, as :func:`card_html` writes one; with ``symbol_px``, its
    suit symbol that many pixels high. A sentence worded elsewhere (the coach's reasons) gets
    the colours a card has everywhere else on the panel, so a 9♣ does not read as a 9♠; the
    symbol can be set larger than the words, since a symbol font's suits run small. Only the
    look changes: the text a screen reader takes from the label is the same."""
    colours = FOUR_SUIT_COLOURS if four_colour else SUIT_COLOURS
    size = "" if symbol_px is None else f"font-size:{symbol_px}px"

    def coloured(match: re.Match[str]) -> str:
        rank, suit = match.group(1), match.group(2)
        symbol = f"<span style='{size}'>{suit}</span>" if size else suit
        return f"<b style='color:{colours[_SUITS.index(suit)]}'>{rank}{symbol}</b>"

    return _CARD_IN_TEXT.sub(coloured, text)


def strip_tags(text: str) -> str:
    """Rich text as plain text."""
    return html.unescape(re.sub(r"<[^>]+>", "", text))


_ONE_CARD = r"(?:10|[2-9AJQK])[♣♦♥♠]"
_CARDS_IN_A_ROW = re.compile(rf"(?<![\w#&]){_ONE_CARD}(?: {_ONE_CARD})*")
"""Cards as :func:`card_text` writes them, one or several in a row ("7♣ 7♦ 7♥")."""
_ARROW = re.compile(r"(\S+) → (\S+)")


def spoken_cards(text: str) -> str:
    """Plain ``text`` as a screen reader should say it: every card written in it ("9♣", as
    :func:`card_text` writes one) named in full ("nine of clubs"; cards in a row as a list),
    "a → b" as "a to b", and "a · b" as "a, b". A reader would say a suit symbol by its
    Unicode name ("black club suit"), the arrow as "right arrow", the dot as "middle dot"."""
    named = _CARDS_IN_A_ROW.sub(
        lambda match: spoken_list(Card.parse(token) for token in match.group(0).split(" ")),
        text)
    arrows = _ARROW.sub(lambda match: QCoreApplication.translate(
        "Cards", "{before} to {after}").format(before=match.group(1), after=match.group(2)),
        named)
    return arrows.replace(" · ", ", ")


def listed(names: Iterable[str]) -> str:
    """Words as a list in the language's way ("a, b and c" in English)."""
    return QLocale().createSeparatedList(list(names))


def spoken_list(cards: Iterable[Card]) -> str:
    """Cards named in full, as a list: "two of clubs, three of clubs and four of clubs"."""
    return listed(spoken_name(card) for card in cards)
