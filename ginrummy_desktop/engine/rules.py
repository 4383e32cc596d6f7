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
"""

from __future__ import annotations

import enum
from dataclasses import asdict, dataclass, fields, replace
from typing import Any, NoReturn

from .errors import GinRummyTypeError, RulesError, excerpt, missing_member

__all__ = ["MAX_NAME_LENGTH", "PRESETS", "NextDealer", "RuleSet"]

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


@dataclass(frozen=True, slots=True)
class RuleSet:
    """The rules of one game. The defaults are the Standard preset.

    Every setting is checked when made: a setting of the wrong type (an int where a bool is
    meant, ``"no"`` for ``runs_only``) or out of range raises :class:`RulesError` naming it.
    """

    name: str = "Standard"
    knock_limit: int = 10
    oklahoma: bool = False
    oklahoma_ace_knock_one: bool = False
    oklahoma_spade_doubles: bool = True
    gin_bonus: int = 25
    big_gin: bool = True
    big_gin_bonus: int = 31
    undercut_bonus: int = 25
    undercut_on_ties: bool = True
    line_bonus: int = 25
    game_bonus: int = 100
    target: int = 100
    shutout_doubles: bool = True
    shutout_doubles_all: bool = False
    layoffs_allowed: bool = True
    runs_only: bool = False
    may_discard_taken_card: bool = False
    next_dealer: NextDealer = NextDealer.ALTERNATE
    fiftieth_card: bool = False
    discard_draw_cap: int = 50
    hollywood: bool = False

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


def _check_ranges(rules: RuleSet) -> None:
    for name in ("gin_bonus", "big_gin_bonus", "undercut_bonus", "line_bonus", "game_bonus"):
        if not 0 <= getattr(rules, name) <= 1000:
            raise RulesError(f"rule setting {name} must be between 0 and 1000")
    if not 0 <= rules.knock_limit <= 10:
        raise RulesError("rule setting knock_limit must be between 0 (gin only) and 10")
    if not 1 <= rules.target <= 10_000:
        raise RulesError("rule setting target must be between 1 and 10000")
    if not 1 <= rules.discard_draw_cap <= 1000:
        raise RulesError("rule setting discard_draw_cap must be between 1 and 1000")
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


PRESETS: dict[str, RuleSet] = {
    "standard": RuleSet(),
    "classic": RuleSet(
        name="Classic", gin_bonus=20, big_gin=False, undercut_bonus=10, line_bonus=20
    ),
    "oklahoma": RuleSet(name="Oklahoma", oklahoma=True, target=150),
    "straight": RuleSet(name="Straight gin", knock_limit=0),
    "hollywood": RuleSet(name="Hollywood", hollywood=True),
    "benchmark": RuleSet(
        name="Benchmark", big_gin=False, line_bonus=0, game_bonus=0, shutout_doubles=False
    ),
}
"""The presets of docs/rules.md by key: standard, classic, oklahoma, straight, hollywood,
benchmark."""
