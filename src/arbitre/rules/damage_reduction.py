"""Damage reduction (d20 family): text 000 « Réduction des dégâts ».

DR subtracts a fixed amount from each physical attack (weapon, natural or unarmed strike), never
from energy damage, spells or spell-like and supernatural abilities, and never below 0. A DR entry
lists alternatives of requirements (``5/argent ou Bien``: either; ``10/Bien et fer froid``: both;
``10/—``: none). With several DR entries, the best one the attack does not bypass applies.

Enhancement bonuses do not stand in for materials or alignments here: text 000 says a weapon
lacking the right material is reduced even when it has an enhancement bonus.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from arbitre.model.damage import MAGIC, Alignment, DamageInstance, DamageReduction
from arbitre.model.explain import Step
from arbitre.rules._damage_common import S000_DR, dr_label, step


def dr_applies_to(instance: DamageInstance) -> bool:
    """Whether DR can touch this damage at all: a physical weapon, natural or unarmed attack."""
    return instance.source.is_attack_form and any(t.is_physical for t in instance.types)


def is_bypassed(dr: DamageReduction, keys: frozenset[str]) -> bool:
    """True when one alternative of ``dr`` has all its requirements among ``keys``."""
    return any(alternative <= keys for alternative in dr.bypass)


def effective_dr(drs: Iterable[DamageReduction], instance: DamageInstance) -> DamageReduction | None:
    """The DR that applies to ``instance``: the highest one it does not bypass, or ``None``."""
    if not dr_applies_to(instance):
        return None
    keys = instance.dr_keys()
    standing = [dr for dr in drs if dr.amount > 0 and not is_bypassed(dr, keys)]
    return max(standing, key=lambda dr: dr.amount, default=None)


def apply_damage_reduction(
    amount: int,
    instance: DamageInstance,
    drs: Iterable[DamageReduction],
    *,
    already_used: int = 0,
) -> tuple[int, tuple[Step, ...]]:
    """Reduce ``amount`` by the DR that applies (``already_used`` points of it spent on other
    physical parts of the same attack: DR comes off the attack's total once)."""
    drs = tuple(drs)
    if not drs or amount <= 0:
        return amount, ()
    if not dr_applies_to(instance):
        return amount, (
            step("damage_reduction_not_applicable", S000_DR, amount, amount, source=instance.source.value),
        )
    dr = effective_dr(drs, instance)
    if dr is None:
        best = max(drs, key=lambda d: d.amount)
        return amount, (step("damage_reduction_bypassed", S000_DR, amount, amount, dr=dr_label(best)),)
    left = max(0, dr.amount - already_used)
    after = max(0, amount - left)
    return after, (step("damage_reduction", S000_DR, amount, after, dr=dr_label(dr), amount=dr.amount),)


def strikes_as(
    instance: DamageInstance,
    *,
    attacker_drs: Iterable[DamageReduction] = (),
    alignment_subtypes: Iterable[Alignment] = (),
) -> tuple[DamageInstance, tuple[Step, ...]]:
    """What an attacker's own nature adds to its strikes against DR (text 000).

    A creature whose DR is bypassed by magic strikes as magic with its natural weapons; a creature
    with alignment subtypes strikes as those alignments with natural and manufactured weapons.
    """
    steps: list[Step] = []
    result = instance
    magic_dr = any(frozenset({MAGIC}) in dr.bypass for dr in attacker_drs)
    if magic_dr and instance.source.value == "natural" and not instance.is_magical:
        result = replace(result, magic=True)
        steps.append(step("strikes_as_magic", S000_DR, None, None))
    subtypes = frozenset(alignment_subtypes)
    if subtypes and instance.source.value in ("natural", "weapon") and not subtypes <= instance.alignments:
        result = replace(result, alignments=result.alignments | subtypes)
        steps.append(
            step(
                "strikes_as_aligned",
                S000_DR,
                None,
                None,
                alignments=",".join(sorted(a.value for a in subtypes)),
            )
        )
    return result, tuple(steps)


__all__ = ["apply_damage_reduction", "dr_applies_to", "effective_dr", "is_bypassed", "strikes_as"]
