"""Spell ranges at a caster level (001 « La portée »).

Close is 5 squares plus 1 square per two caster levels, medium 20 squares plus 2 per level, long
80 squares plus 8 per level (7.5 m + 1.5 m/2 levels, 30 m + 3 m/level, 120 m + 12 m/level).
Personal and touch have no distance; unlimited reaches anywhere on the same plane; a fixed
range is its distance plus any per-level part. A spell has no effect on the part of its area
beyond its range.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from arbitre.core.errors import RulesError
from arbitre.model.explain import Step
from arbitre.model.spell import Range, RangeKind

SECTION = "001 « La portée »"


def close_range(caster_level: int) -> Fraction:
    """5 squares + 1 square per two caster levels."""
    return Fraction(5 + _level(caster_level) // 2)


def medium_range(caster_level: int) -> Fraction:
    """20 squares + 2 squares per caster level."""
    return Fraction(20 + 2 * _level(caster_level))


def long_range(caster_level: int) -> Fraction:
    """80 squares + 8 squares per caster level."""
    return Fraction(80 + 8 * _level(caster_level))


def _level(caster_level: int) -> int:
    if caster_level < 1:
        raise RulesError("spells.bad_caster_level", value=caster_level)
    return caster_level


@dataclass(frozen=True, slots=True)
class RangeAt:
    kind: RangeKind
    squares: Fraction | None  # None: personal, touch, unlimited, other
    steps: tuple[Step, ...]


def range_at(spell_range: Range, caster_level: int) -> RangeAt:
    """The range in squares at ``caster_level`` (``None`` where the range is not a distance)."""
    kind = spell_range.kind
    squares: Fraction | None
    if kind is RangeKind.CLOSE:
        squares = close_range(caster_level)
    elif kind is RangeKind.MEDIUM:
        squares = medium_range(caster_level)
    elif kind is RangeKind.LONG:
        squares = long_range(caster_level)
    elif kind is RangeKind.FIXED:
        squares = (spell_range.distance or Fraction(0)) + (spell_range.per_level or Fraction(0)) * _level(
            caster_level
        )
    else:
        squares = None
    detail = {"kind": kind.value, "caster_level": caster_level}
    after = None if squares is None else int(squares) if squares.denominator == 1 else None
    return RangeAt(kind, squares, (Step("spell_range", SECTION, None, after, detail),))


def in_range(spell_range: Range, caster_level: int, distance: Fraction) -> bool:
    """Whether a point ``distance`` squares away is within range (touch: adjacent, 1 square;
    personal: only the caster's own square; unlimited and other ranges: always)."""
    kind = spell_range.kind
    if kind is RangeKind.PERSONAL:
        return distance == 0
    if kind is RangeKind.TOUCH:
        return distance <= 1
    squares = range_at(spell_range, caster_level).squares
    return squares is None or distance <= squares


__all__ = ["RangeAt", "close_range", "in_range", "long_range", "medium_range", "range_at"]
