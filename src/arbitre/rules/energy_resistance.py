"""Energy immunity, resistance and vulnerability (d20 family).

Text 000 « Résistance aux énergies destructives »: resistance to one energy type removes a fixed
number of points from each attack of that type, magical or not; several resistances to the same
energy do not stack, the best one applies. Text 000 « Immunité »: an immune creature takes no
damage of that energy. Vulnerability (half again as much damage, rounded down) is not in the seed
texts; it is applied where a defense line names it, after resistance.
"""

from __future__ import annotations

from collections.abc import Iterable

from arbitre.model.damage import DamageInstance, Resistance, Weakness
from arbitre.model.explain import Step
from arbitre.rules._damage_common import (
    OUTSIDE_VULNERABILITY,
    S000_ENERGY_RESISTANCE,
    S000_IMMUNITY,
    step,
)


def _type_keys(instance: DamageInstance) -> frozenset[str]:
    return frozenset(t.value for t in instance.types)


def immunity_keys(instance: DamageInstance) -> frozenset[str]:
    """What a d20 immunity can name to stop this damage: its types, ``nonlethal`` for nonlethal
    damage, ``weapon_damage`` for a physical weapon, natural or unarmed attack (swarms)."""
    keys = set(_type_keys(instance))
    if instance.nonlethal:
        keys.add("nonlethal")
    if instance.source.is_attack_form and any(t.is_physical for t in instance.types):
        keys.add("weapon_damage")
    return frozenset(keys)


def apply_energy_immunity(
    amount: int, instance: DamageInstance, immunities: frozenset[str]
) -> tuple[int, tuple[Step, ...]]:
    """0 when the creature is immune to the damage (its type, nonlethal damage, weapon damage)."""
    hit = sorted(immunity_keys(instance) & immunities)
    if not hit or amount <= 0:
        return amount, ()
    return 0, (step("energy_immunity", S000_IMMUNITY, amount, 0, type=hit[0]),)


def best_energy_resistance(resistances: Iterable[Resistance], instance: DamageInstance) -> Resistance | None:
    """The highest resistance to the damage's type (several do not stack)."""
    keys = _type_keys(instance)
    matching = [r for r in resistances if r.key in keys and r.amount > 0]
    return max(matching, key=lambda r: r.amount, default=None)


def apply_energy_resistance(
    amount: int,
    instance: DamageInstance,
    resistances: Iterable[Resistance],
    *,
    already_used: int = 0,
) -> tuple[int, tuple[Step, ...]]:
    """Subtract the best resistance to this energy (``already_used`` points of it spent on other
    parts of the same attack of the same type), never below 0."""
    best = best_energy_resistance(resistances, instance)
    if best is None or amount <= 0:
        return amount, ()
    after = max(0, amount - max(0, best.amount - already_used))
    return after, (
        step("energy_resistance", S000_ENERGY_RESISTANCE, amount, after, type=best.key, amount=best.amount),
    )


def apply_vulnerability(
    amount: int, instance: DamageInstance, weaknesses: Iterable[Weakness]
) -> tuple[int, tuple[Step, ...]]:
    """Half again as much damage (rounded down) from a type the creature is vulnerable to; a flat
    weakness written with a number adds that number instead (the highest one)."""
    keys = _type_keys(instance)
    matching = [w for w in weaknesses if w.key in keys]
    if not matching or amount <= 0:
        return amount, ()
    if any(w.is_vulnerability for w in matching):
        after = amount + amount // 2
        return after, (
            step("energy_vulnerability", OUTSIDE_VULNERABILITY, amount, after, type=matching[0].key),
        )
    best = max(matching, key=lambda w: w.amount or 0)
    after = amount + (best.amount or 0)
    return after, (
        step("energy_weakness", OUTSIDE_VULNERABILITY, amount, after, type=best.key, amount=best.amount),
    )


__all__ = [
    "apply_energy_immunity",
    "apply_energy_resistance",
    "apply_vulnerability",
    "best_energy_resistance",
]
