"""Incorporeal creatures taking damage: text 000 « Intangibilité ».

- Nonmagical attacks have no effect (fire, cold and acid of natural origin included).
- Damage from a magical source that is corporeal is ignored half the time; force effects, ghost
  touch weapons and incorporeal attackers always count.
- Incorporeal creatures are immune to sneak attacks: precision damage is removed.

The 50% is never rolled here: :data:`INCORPOREAL_IGNORE_CHANCE` gives the odds and the caller
passes the outcome (``ignored``), rolled live, forced, or branched on for exact odds.
"""

from __future__ import annotations

from enum import StrEnum
from fractions import Fraction

from arbitre.model.damage import DamageInstance, DamageType
from arbitre.model.explain import Step
from arbitre.rules._damage_common import S000_INCORPOREAL, step

INCORPOREAL_IGNORE_CHANCE = Fraction(1, 2)
#: what an incorporeal creature is immune to besides damage: critical hits and precision damage
#: (sneak attacks), as immunity keys of the damage model
INCORPOREAL_IMMUNITIES = frozenset({"critical_hits", "precision"})
_NATURAL_ENERGY = frozenset({DamageType.FIRE, DamageType.COLD, DamageType.ACID})


class IncorporealCase(StrEnum):
    """How an incorporeal creature meets one instance of damage."""

    NO_EFFECT = "no_effect"  # nonmagical attack
    NO_EFFECT_NATURAL_ENERGY = "no_effect_natural_energy"  # nonmagical fire, cold or acid
    CHANCE = "chance"  # magical but from a corporeal source: 50% to be ignored
    FULL = "full"  # force, ghost touch, incorporeal attacker


def incorporeal_case(instance: DamageInstance) -> IncorporealCase:
    """Which of the four cases applies (no chance is rolled)."""
    if instance.incorporeal_source or instance.ghost_touch or instance.type is DamageType.FORCE:
        return IncorporealCase.FULL
    if not instance.is_magical:
        if instance.type in _NATURAL_ENERGY:
            return IncorporealCase.NO_EFFECT_NATURAL_ENERGY
        return IncorporealCase.NO_EFFECT
    return IncorporealCase.CHANCE


def ignore_chance(instance: DamageInstance) -> Fraction:
    """Probability that the damage is ignored (1, 1/2 or 0)."""
    case = incorporeal_case(instance)
    if case is IncorporealCase.FULL:
        return Fraction(0)
    if case is IncorporealCase.CHANCE:
        return INCORPOREAL_IGNORE_CHANCE
    return Fraction(1)


def apply_incorporeal(
    amount: int, instance: DamageInstance, *, ignored: bool
) -> tuple[int, tuple[Step, ...]]:
    """Damage an incorporeal creature takes; ``ignored`` is the outcome of the 50% chance
    (only read in the ``CHANCE`` case)."""
    if amount <= 0:
        return amount, ()
    case = incorporeal_case(instance)
    if case in (IncorporealCase.NO_EFFECT, IncorporealCase.NO_EFFECT_NATURAL_ENERGY):
        return 0, (step(f"incorporeal_{case.value}", S000_INCORPOREAL, amount, 0),)
    steps: list[Step] = []
    if case is IncorporealCase.CHANCE:
        if ignored:
            return 0, (step("incorporeal_ignored", S000_INCORPOREAL, amount, 0, chance="50%"),)
        steps.append(step("incorporeal_not_ignored", S000_INCORPOREAL, amount, amount, chance="50%"))
    if instance.precision > 0:
        after = max(0, amount - instance.precision)
        steps.append(
            step("incorporeal_precision", S000_INCORPOREAL, amount, after, precision=instance.precision)
        )
        amount = after
    return amount, tuple(steps)


__all__ = [
    "INCORPOREAL_IGNORE_CHANCE",
    "INCORPOREAL_IMMUNITIES",
    "IncorporealCase",
    "apply_incorporeal",
    "ignore_chance",
    "incorporeal_case",
]
