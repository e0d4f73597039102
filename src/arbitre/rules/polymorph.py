"""Polymorph spells (001 « Transmutation », paragraph « Métamorphose »).

A creature is under one polymorph effect at a time; a new one replaces the old only if the
creature accepts it. Spells that change size have no effect on a polymorphed creature. Before a
polymorph's own bonuses, a creature smaller than Small or larger than Medium first adjusts its
Strength, Dexterity and Constitution by the size table and becomes Small or Medium.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbitre.model.creature import Size
from arbitre.model.explain import Step

SECTION = "001 « Transmutation — Métamorphose »"


@dataclass(frozen=True, slots=True)
class SizeAdjustment:
    strength: int
    dexterity: int
    constitution: int
    new_size: Size


# 001, the table under « Métamorphose »: original size → Str, Dex, Con adjustments and new size.
SIZE_TABLE: dict[Size, SizeAdjustment] = {
    Size.FINE: SizeAdjustment(6, -6, 0, Size.SMALL),
    Size.DIMINUTIVE: SizeAdjustment(6, -4, 0, Size.SMALL),
    Size.TINY: SizeAdjustment(4, -2, 0, Size.SMALL),
    Size.LARGE: SizeAdjustment(-4, 2, -2, Size.MEDIUM),
    Size.HUGE: SizeAdjustment(-8, 4, -4, Size.MEDIUM),
    Size.GARGANTUAN: SizeAdjustment(-12, 4, -6, Size.MEDIUM),
    Size.COLOSSAL: SizeAdjustment(-16, 4, -8, Size.MEDIUM),
}
DISGUISE_BONUS = 10


@dataclass(frozen=True, slots=True)
class AdjustedScores:
    strength: int
    dexterity: int
    constitution: int | None  # None: no Constitution score (undead, constructs)
    size: Size
    steps: tuple[Step, ...]


def size_adjusted_scores(
    size: Size, strength: int, dexterity: int, constitution: int | None
) -> AdjustedScores:
    """Ability scores and size a creature uses before a polymorph's bonuses."""
    adj = SIZE_TABLE.get(size)
    if adj is None:
        return AdjustedScores(strength, dexterity, constitution, size, ())
    con = None if constitution is None else constitution + adj.constitution
    step = Step(
        "polymorph_size_adjustment",
        SECTION,
        None,
        None,
        {
            "from": size.value,
            "to": adj.new_size.value,
            "str": adj.strength,
            "dex": adj.dexterity,
            "con": adj.constitution,
        },
    )
    return AdjustedScores(strength + adj.strength, dexterity + adj.dexterity, con, adj.new_size, (step,))


class PolymorphResult(StrEnum):
    APPLIED = "applied"
    REPLACES = "replaces"  # the creature accepts the new form, the old effect ends
    REFUSED = "refused"  # the creature keeps its current polymorph


def new_polymorph(*, already_polymorphed: bool, accepts: bool) -> PolymorphResult:
    """Only one polymorph at a time: the subject chooses whether a new one replaces the current."""
    if not already_polymorphed:
        return PolymorphResult.APPLIED
    return PolymorphResult.REPLACES if accepts else PolymorphResult.REFUSED


def size_change_works(*, polymorphed: bool) -> bool:
    """Size-changing spells do nothing to a polymorphed creature."""
    return not polymorphed


__all__ = [
    "DISGUISE_BONUS",
    "SIZE_TABLE",
    "AdjustedScores",
    "PolymorphResult",
    "SizeAdjustment",
    "new_polymorph",
    "size_adjusted_scores",
    "size_change_works",
]
