"""Nonlethal attacks and nonlethal damage.

Text 002 « Attaques non létales »: a nonlethal attack with a weapon lacking the nonlethal trait
takes a −2 circumstance penalty to the attack roll; a lethal attack with a nonlethal weapon is
rolled as if untrained. Damage from a nonlethal attack is tracked apart from lethal damage.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.model.damage import DamageInstance
from arbitre.model.explain import Step
from arbitre.rules._damage_common import S002_NONLETHAL, step

NONLETHAL_WITH_LETHAL_WEAPON_PENALTY = -2


@dataclass(frozen=True, slots=True)
class NonlethalAttack:
    """Attack-roll consequences of choosing (non)lethal damage with a given weapon."""

    nonlethal: bool  # the damage dealt is nonlethal
    penalty: int  # circumstance penalty to the attack roll
    untrained: bool  # roll as if untrained with the weapon
    steps: tuple[Step, ...]


def nonlethal_attack(*, weapon_nonlethal: bool, attack_nonlethal: bool) -> NonlethalAttack:
    """What a (non)lethal choice costs with a weapon that has (or lacks) the nonlethal trait."""
    if attack_nonlethal and not weapon_nonlethal:
        pen = NONLETHAL_WITH_LETHAL_WEAPON_PENALTY
        return NonlethalAttack(
            True, pen, False, (step("nonlethal_penalty", S002_NONLETHAL, 0, pen, penalty=pen),)
        )
    if not attack_nonlethal and weapon_nonlethal:
        return NonlethalAttack(
            False, 0, True, (step("lethal_with_nonlethal_weapon", S002_NONLETHAL, None, None),)
        )
    return NonlethalAttack(attack_nonlethal, 0, False, ())


def split_nonlethal(amount: int, instance: DamageInstance) -> tuple[int, int, tuple[Step, ...]]:
    """``(lethal, nonlethal, steps)``: a nonlethal instance deals all of it as nonlethal damage."""
    if instance.nonlethal and amount > 0:
        return 0, amount, (step("nonlethal_damage", S002_NONLETHAL, amount, amount),)
    return amount, 0, ()


__all__ = ["NONLETHAL_WITH_LETHAL_WEAPON_PENALTY", "NonlethalAttack", "nonlethal_attack", "split_nonlethal"]
