"""Every rule setting of docs/rules.md in one frozen value, and the six named presets.

A :class:`RuleSet` is checked when it is made: an impossible setting or a contradiction raises
:class:`RulesError` naming the setting. Presets are looked up by name with :meth:`RuleSet.preset`.

Subtleties the settings encode:

* ``knock_limit`` 0 means gin only (Straight gin). Under ``oklahoma`` the limit is the value of
  the first upcard instead (court cards 10), an ace upcard means gin only unless
  ``oklahoma_ace_knock_one`` lets a player knock with 1, and a spade upcard doubles the hand's
  points when ``oklahoma_spade_doubles`` is on.
* ``undercut_on_ties``: a defender whose deadwood equals the knocker's undercuts (default).
* ``shutout_doubles``: if the loser won no hand, the winner's hand points and game bonus are
  doubled but the line bonuses are not; ``shutout_doubles_all`` doubles the whole total instead.
* ``discard_draw_cap``: a hand in which this many cards have been taken from the discard pile is
  dead after the next discard (stops endless discard trading).
* ``fiftieth_card``: at the wall (two cards left in the stock) the next player may still take
  the last discard, but only to knock.
* ``hollywood``: three games (columns) scored at once, each to ``target``.

Each setting's facts live beside it (``dataclasses.field(metadata=...)``, read with
:func:`rule_info`): its title, the phrase that sums it up, the kind of editor that changes it,
its bounds, the switch it refines, and whether it changes how a hand is *played* (rather than
only how a game is scored): the settings dialog, the rules summary and the AI's flattened copy
of the rules (``ai/simulation.py``, checked at import) are all derived from them. The titles
and phrases are English and marked for Qt's ``lupdate`` with :func:`QT_TRANSLATE_NOOP` (context
``"Rules"``, from ``ginrummy_desktop/marks.py``), which returns its text unchanged: the engine
imports no Qt, the app translates.
"""

from __future__ import annotations

import enum
from dataclasses import Field, asdict, dataclass, field, fields, replace
from typing import Any, NoReturn

from ..marks import QT_TRANSLATE_NOOP
from .errors import GinRummyTypeError, RulesError, excerpt, missing_member

__all__ = [
    "MAX_NAME_LENGTH",
    "PRESETS",
    "PRESET_SUMMARIES",
    "PRESET_TITLES",
    "Editor",
    "NextDealer",
    "RuleInfo",
    "RuleSet",
    "rule_info",
    "rule_settings",
]

MAX_NAME_LENGTH = 80
"""The longest name a rule set may have: a name is shown in the panel and stored with every
hand of the statistics, and a longer one only ever comes from a file edited by hand."""


class NextDealer(enum.Enum):
    """Who deals the next hand (after a dead hand the same dealer always deals again)."""

    ALTERNATE = "alternate"
    WINNER = "winner"

    @classmethod
    def _missing_(cls, value: object) -> NoReturn:
        """``cls(value)`` with no such member: the engine's own error (errors.missing_member)."""
        raise missing_member(cls, value)


class Editor(enum.Enum):
    """How a person changes a rule setting."""

    NAME = "name"
    NUMBER = "number"
    SWITCH = "switch"
    CHOICE = "choice"


@dataclass(frozen=True, slots=True)
class RuleInfo:
    """What the program says and knows about one rule setting (see the module docstring).

    ``summary`` is the phrase for the rules summary, formatted with the rule set's values by
    name (``"gin {gin_bonus}"``); for a switch it is shown when the switch is on, and
    ``summary_off`` when it is off; an empty phrase is left out. ``bounds`` are a number's
    least and greatest values. ``refines`` names the switch without which the setting does
    nothing (its editor is greyed out). ``in_hand``: the setting changes how a hand is played
    or scored at its end, so the AI's flattened copy of a hand's rules must follow it.
    ``choices`` are the titles of a choice's values.
    """

    title: str
    editor: Editor
    in_hand: bool
    summary: str = ""
    summary_off: str = ""
    bounds: tuple[int, int] | None = None
    refines: str = ""
    choices: tuple[tuple[str, str], ...] = ()


def _meta(info: RuleInfo) -> dict[str, RuleInfo]:
    """A setting's ``field`` metadata: its :class:`RuleInfo`."""
    return {"rule": info}


_BONUS = (0, 1000)


@dataclass(frozen=True, slots=True)
class RuleSet:
    """The rules of one game. The defaults are the Standard preset.

    Every setting is checked when made: a setting of the wrong type (an int where a bool is
    meant, ``"no"`` for ``runs_only``) or out of range raises :class:`RulesError` naming it.
    """

    name: str = field(default=QT_TRANSLATE_NOOP("Rules", "Standard"), metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Name"), Editor.NAME, in_hand=False)))
    knock_limit: int = field(default=10, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Knock limit"), Editor.NUMBER, in_hand=True,
        summary=QT_TRANSLATE_NOOP("Rules", "knock with {knock_limit} or less"),
        bounds=(0, 10))))
    oklahoma: bool = field(default=False, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Oklahoma"), Editor.SWITCH, in_hand=True,
        summary=QT_TRANSLATE_NOOP("Rules", "the first upcard sets the knock limit"))))
    oklahoma_ace_knock_one: bool = field(default=False, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Oklahoma ace knocks with 1"), Editor.SWITCH, in_hand=True,
        summary=QT_TRANSLATE_NOOP("Rules", "an ace upcard allows a knock with 1"),
        refines="oklahoma")))
    oklahoma_spade_doubles: bool = field(default=True, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Oklahoma spade doubles"), Editor.SWITCH, in_hand=True,
        summary=QT_TRANSLATE_NOOP("Rules", "a spade upcard doubles the hand"),
        refines="oklahoma")))
    gin_bonus: int = field(default=25, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Gin bonus"), Editor.NUMBER, in_hand=True,
        summary=QT_TRANSLATE_NOOP("Rules", "gin {gin_bonus}"), bounds=_BONUS)))
    big_gin: bool = field(default=True, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Big gin"), Editor.SWITCH, in_hand=True,
        summary=QT_TRANSLATE_NOOP("Rules", "big gin {big_gin_bonus}"),
        summary_off=QT_TRANSLATE_NOOP("Rules", "no big gin"))))
    big_gin_bonus: int = field(default=31, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Big gin bonus"), Editor.NUMBER, in_hand=True,
        bounds=_BONUS, refines="big_gin")))
    undercut_bonus: int = field(default=25, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Undercut bonus"), Editor.NUMBER, in_hand=True,
        summary=QT_TRANSLATE_NOOP("Rules", "undercut {undercut_bonus}"), bounds=_BONUS)))
    undercut_on_ties: bool = field(default=True, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "A tie is an undercut"), Editor.SWITCH, in_hand=True,
        summary=QT_TRANSLATE_NOOP("Rules", "a tie undercuts"))))
    line_bonus: int = field(default=25, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Line bonus"), Editor.NUMBER, in_hand=False,
        summary=QT_TRANSLATE_NOOP("Rules", "line bonus {line_bonus}"), bounds=_BONUS)))
    game_bonus: int = field(default=100, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Game bonus"), Editor.NUMBER, in_hand=False,
        summary=QT_TRANSLATE_NOOP("Rules", "game bonus {game_bonus}"), bounds=_BONUS)))
    target: int = field(default=100, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Target score"), Editor.NUMBER, in_hand=False,
        summary=QT_TRANSLATE_NOOP("Rules", "game to {target}"), bounds=(1, 10_000))))
    shutout_doubles: bool = field(default=True, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Shutout doubles"), Editor.SWITCH, in_hand=False,
        summary_off=QT_TRANSLATE_NOOP("Rules", "no shutout doubling"))))
    shutout_doubles_all: bool = field(default=False, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Shutout doubles everything"), Editor.SWITCH,
        in_hand=False,
        summary=QT_TRANSLATE_NOOP("Rules", "a shutout doubles everything"))))
    layoffs_allowed: bool = field(default=True, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Lay-offs allowed"), Editor.SWITCH, in_hand=True,
        summary_off=QT_TRANSLATE_NOOP("Rules", "no lay-offs"))))
    runs_only: bool = field(default=False, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Runs only"), Editor.SWITCH, in_hand=True,
        summary=QT_TRANSLATE_NOOP("Rules", "runs only"))))
    may_discard_taken_card: bool = field(default=False, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "May discard the card just taken"), Editor.SWITCH,
        in_hand=True,
        summary=QT_TRANSLATE_NOOP("Rules", "the card just taken may be thrown back"))))
    next_dealer: NextDealer = field(default=NextDealer.ALTERNATE, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Next dealer"), Editor.CHOICE, in_hand=False,
        choices=(("alternate", QT_TRANSLATE_NOOP("Rules", "Alternate")),
                 ("winner", QT_TRANSLATE_NOOP("Rules", "The winner of the last hand"))))))
    fiftieth_card: bool = field(default=False, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "The last discard at the wall, to knock"), Editor.SWITCH,
        in_hand=True,
        summary=QT_TRANSLATE_NOOP("Rules", "the last discard may be taken at the wall, to knock"))))
    discard_draw_cap: int = field(default=50, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Hand is dead after pile pick-ups"), Editor.NUMBER, in_hand=True,
        bounds=(1, 1000))))
    hollywood: bool = field(default=False, metadata=_meta(RuleInfo(
        QT_TRANSLATE_NOOP("Rules", "Hollywood"), Editor.SWITCH, in_hand=False,
        summary=QT_TRANSLATE_NOOP("Rules", "Hollywood scoring (three games at once)"))))

    def __post_init__(self) -> None:
        for f in fields(self):
            _check_type(f.name, getattr(self, f.name), f.type)
        _check_ranges(self)

    # --- presets and conversion ---------------------------------------------------------

    @classmethod
    def preset(cls, name: str) -> RuleSet:
        """The preset called ``name`` (case and spaces ignored: "straight gin", "Benchmark").

        ``name`` must be a ``str`` (GinRummyTypeError otherwise); an unknown one raises
        RulesError.
        """
        if not isinstance(name, str):
            raise GinRummyTypeError(f"a rules preset name must be text, not {excerpt(name)}")
        key = name.strip().lower().replace(" ", "_").replace("-", "_")
        key = {"straight_gin": "straight"}.get(key, key)
        if key not in PRESETS:
            raise RulesError(
                f"unknown rules preset {excerpt(name)}; choose one of {', '.join(PRESETS)}"
            )
        return PRESETS[key]

    def with_changes(self, **changes: Any) -> RuleSet:
        """A copy with some settings changed (checked like any new rule set); an unknown
        setting raises RulesError."""
        unknown = set(changes) - {f.name for f in fields(self)}
        if unknown:
            names = ", ".join(sorted(excerpt(name, 40) for name in unknown)[:5])
            more = f" and {len(unknown) - 5} more" if len(unknown) > 5 else ""
            raise RulesError(f"unknown rule setting(s): {names}{more}")
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready values (enums by value)."""
        data = asdict(self)
        data["next_dealer"] = self.next_dealer.value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], complete: bool = False) -> RuleSet:
        """Inverse of :meth:`to_dict`; unknown or badly typed settings raise RulesError.

        Missing settings take the Standard defaults, unless ``complete`` demands every one
        (saved games do: a rules object with settings missing has been tampered with).
        ``data`` that is not a dict, or has keys that are not strings, raises RulesError (it
        comes from a file); ``complete`` must be a bool (GinRummyTypeError otherwise). A name
        longer than :data:`MAX_NAME_LENGTH` is refused like any other bad setting (a hand-edited
        file's 5 MB name would otherwise reach every label and statistics row).
        """
        if not isinstance(complete, bool):
            raise GinRummyTypeError(f"complete must be True or False, not {excerpt(complete)}")
        if not isinstance(data, dict):
            raise RulesError(f"rules must be an object of settings, not {excerpt(data)}")
        odd = [key for key in data if not isinstance(key, str)]
        if odd:
            raise RulesError(f"rule setting names must be text, not {excerpt(odd[0])}")
        missing = {f.name for f in fields(cls)} - set(data)
        if complete and missing:
            raise RulesError(f"rule setting(s) missing: {', '.join(sorted(missing))}")
        values = dict(data)
        if "next_dealer" in values:
            try:
                values["next_dealer"] = NextDealer(values["next_dealer"])
            except (ValueError, TypeError):
                raise RulesError(
                    f"next_dealer must be one of {[n.value for n in NextDealer]}"
                ) from None
        return cls().with_changes(**values)

    # --- derived rules ------------------------------------------------------------------

    @property
    def is_gin_only(self) -> bool:
        """True when knocking below gin is never allowed (knock limit 0, not Oklahoma)."""
        return not self.oklahoma and self.knock_limit == 0

    def knock_limit_for(self, first_upcard_points: int, first_upcard_is_ace: bool) -> int:
        """The knock limit of a hand whose first upcard is worth ``first_upcard_points``.

        ``first_upcard_points``: an int 1..10; ``first_upcard_is_ace``: a bool (a wrong type
        raises GinRummyTypeError, points out of range RulesError).
        """
        if not isinstance(first_upcard_points, int) or isinstance(first_upcard_points, bool):
            raise GinRummyTypeError(
                f"first_upcard_points must be an int, not {excerpt(first_upcard_points)}"
            )
        if not isinstance(first_upcard_is_ace, bool):
            raise GinRummyTypeError(
                f"first_upcard_is_ace must be True or False, not {excerpt(first_upcard_is_ace)}"
            )
        if not 1 <= first_upcard_points <= 10:
            raise RulesError(f"a card is worth 1 to 10 points, not {excerpt(first_upcard_points)}")
        if not self.oklahoma:
            return self.knock_limit
        if first_upcard_is_ace:
            return 1 if self.oklahoma_ace_knock_one else 0
        return first_upcard_points


def _check_type(name: str, value: object, annotation: object) -> None:
    expected = {"int": int, "bool": bool, "str": str, "NextDealer": NextDealer}[str(annotation)]
    if expected is int and isinstance(value, bool):
        raise RulesError(f"rule setting {name} must be a whole number, not {excerpt(value)}")
    if not isinstance(value, expected):
        raise RulesError(f"rule setting {name} must be {expected.__name__}, not {excerpt(value)}")


def rule_settings() -> tuple[tuple[str, RuleInfo], ...]:
    """Every rule setting's name and facts, in the order of :class:`RuleSet`."""
    return _SETTINGS


def rule_info(name: str) -> RuleInfo:
    """The facts of the rule setting ``name`` (KeyError for an unknown one)."""
    return _INFO[name]


def _info_of(setting: Field[Any]) -> RuleInfo:
    info = setting.metadata.get("rule")
    if not isinstance(info, RuleInfo):
        raise TypeError(f"rule setting {setting.name} has no RuleInfo beside it")
    return info


def _check_ranges(rules: RuleSet) -> None:
    for name, info in _SETTINGS:
        if info.bounds is None:
            continue
        low, high = info.bounds
        if not low <= getattr(rules, name) <= high:
            zero = " (gin only)" if name == "knock_limit" else ""
            raise RulesError(f"rule setting {name} must be between {low}{zero} and {high}")
    if rules.shutout_doubles_all and not rules.shutout_doubles:
        raise RulesError("rule setting shutout_doubles_all needs shutout_doubles on")
    if rules.oklahoma and rules.knock_limit != 10:
        raise RulesError(
            "rule setting knock_limit does not apply under oklahoma "
            "(the upcard sets it); leave it 10"
        )
    if len(rules.name) > MAX_NAME_LENGTH:
        raise RulesError(
            f"rule setting name must be at most {MAX_NAME_LENGTH} characters, not "
            f"{len(rules.name):,}"
        )
    if not rules.name.strip():
        raise RulesError("rule setting name must not be empty")


_SETTINGS: tuple[tuple[str, RuleInfo], ...] = tuple(
    (setting.name, _info_of(setting)) for setting in fields(RuleSet)
)
_INFO: dict[str, RuleInfo] = dict(_SETTINGS)

PRESETS: dict[str, RuleSet] = {
    "standard": RuleSet(),
    "classic": RuleSet(
        name=QT_TRANSLATE_NOOP("Rules", "Classic"), gin_bonus=20, big_gin=False,
        undercut_bonus=10, line_bonus=20
    ),
    "oklahoma": RuleSet(name=QT_TRANSLATE_NOOP("Rules", "Oklahoma"), oklahoma=True, target=150),
    "straight": RuleSet(name=QT_TRANSLATE_NOOP("Rules", "Straight gin"), knock_limit=0),
    "hollywood": RuleSet(name=QT_TRANSLATE_NOOP("Rules", "Hollywood"), hollywood=True),
    "benchmark": RuleSet(
        name=QT_TRANSLATE_NOOP("Rules", "Benchmark"), big_gin=False, line_bonus=0,
        game_bonus=0, shutout_doubles=False
    ),
}
"""The presets of docs/rules.md by key: standard, classic, oklahoma, straight, hollywood,
benchmark."""

PRESET_SUMMARIES: dict[str, str] = {
    "standard": QT_TRANSLATE_NOOP(
        "Rules", "Modern rules: gin 25, big gin 31, undercut 25, box 25, game to 100."),
    "classic": QT_TRANSLATE_NOOP("Rules", "Older books: gin 20, no big gin, undercut 10, box 20."),
    "oklahoma": QT_TRANSLATE_NOOP(
        "Rules", "The first upcard sets the knock limit; a spade doubles the hand; game to 150."),
    "straight": QT_TRANSLATE_NOOP("Rules", "No knocking: only gin ends a hand."),
    "hollywood": QT_TRANSLATE_NOOP("Rules", "Three games scored at once, each to the target."),
    "benchmark": QT_TRANSLATE_NOOP(
        "Rules", "For measuring computer players: no big gin, bonuses or shutout doubling."),
}
"""One sentence about each preset, by key (marked for translation, context "Rules")."""

PRESET_TITLES: dict[str, str] = {
    "benchmark": QT_TRANSLATE_NOOP("Rules", "Research (EAAI)"),
}
"""What a player is shown for a preset whose name is a developer's word, by key (marked for
translation, context "Rules"): the Benchmark rules are those of the computer-player research
competitions (EAAI). The preset keeps its name in saves, exports and the benchmarks."""
