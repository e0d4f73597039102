"""Doubling, halving and critical hits.

Text 002 « Doubler les dégâts ou les diviser par deux »: halving rounds down, whatever produced
the damage; an attack's critical hit rolls the dice twice and adds the modifiers twice (every part,
precision included); a save-based doubling doubles the rolled total.

The d20 family's critical hit (roll the damage ×N; precision damage and extra dice from weapon
properties are not multiplied) is not described by texts 000–001; it is the profile
``CriticalDamage.MULTIPLY_ROLLS`` and its steps say it comes from outside the seed texts.

Rolling is not done here: :func:`critical_roll_count` says how many times to roll (or add) a part,
and the caller rolls with :mod:`arbitre.dice`.
"""

from __future__ import annotations

from enum import StrEnum

from arbitre.model.explain import Step
from arbitre.model.ruleset import CriticalDamage, Ruleset
from arbitre.rules._damage_common import OUTSIDE_CRITICAL, S002_DOUBLING, step
from arbitre.rules.dc import halve as half


class DamagePart(StrEnum):
    """Which part of an attack's damage a critical hit may multiply."""

    BASE = "base"  # the weapon's own dice and modifiers
    PRECISION = "precision"  # sneak attack and other precision damage
    EXTRA = "extra"  # extra dice from a weapon property (flaming…) or another rider


def halve(amount: int) -> tuple[int, tuple[Step, ...]]:
    """Half, rounded down, with its explanation step."""
    after = half(amount)
    return after, (step("damage_halved", S002_DOUBLING, amount, after),)


def double(amount: int) -> tuple[int, tuple[Step, ...]]:
    """Twice the total (a critical failure on a save in pf2)."""
    after = amount * 2
    return after, (step("damage_doubled", S002_DOUBLING, amount, after),)


def critical_roll_count(ruleset: Ruleset, part: DamagePart, multiplier: int = 2) -> int:
    """How many times a critical hit rolls (or adds) ``part``: pf2 doubles everything; the d20
    family multiplies only the base damage by the weapon's multiplier."""
    if multiplier < 1:
        raise ValueError("critical multiplier must be at least 1")
    if ruleset.critical_damage is CriticalDamage.DOUBLE:
        return 2
    return multiplier if part is DamagePart.BASE else 1


def critical_section(ruleset: Ruleset) -> str:
    """The section a critical-hit step cites for ``ruleset``."""
    return S002_DOUBLING if ruleset.critical_damage is CriticalDamage.DOUBLE else OUTSIDE_CRITICAL


def critical_step(ruleset: Ruleset, part: DamagePart, before: int, after: int, times: int) -> Step:
    """The explanation of a critical hit on one part (``times`` rolls summed)."""
    rule = "critical_damage" if times > 1 else "critical_not_multiplied"
    return step(rule, critical_section(ruleset), before, after, times=times, part=part.value)


__all__ = ["DamagePart", "critical_roll_count", "critical_section", "critical_step", "double", "halve"]
