"""Regeneration (d20 family): text 000 « Régénération ».

Damage dealt to a regenerating creature becomes nonlethal damage, healed at a fixed rate each
round, except damage of the kinds its entry names (often fire and acid), which stays lethal.
Attacks dealing no damage are not touched.
"""

from __future__ import annotations

from arbitre.model.damage import DamageInstance, Regeneration
from arbitre.model.explain import Step
from arbitre.rules._damage_common import S000_REGENERATION, step


def regeneration_keys(instance: DamageInstance) -> frozenset[str]:
    """What a regeneration entry's exceptions can name: types, alignments of the weapon or of the
    damage, materials, and ``spell`` or ``weapon`` for the source."""
    keys = {t.value for t in instance.types} | {a.value for a in instance.alignments}
    keys |= instance.material_keys()
    keys.add(instance.source.value)
    return frozenset(keys)


def is_lethal_to(instance: DamageInstance, regeneration: Regeneration) -> bool:
    """True when this damage overcomes the regeneration (it stays lethal)."""
    return bool(regeneration_keys(instance) & regeneration.bypass)


def apply_regeneration(
    amount: int, instance: DamageInstance, regeneration: Regeneration | None
) -> tuple[int, int, tuple[Step, ...]]:
    """``(lethal, nonlethal, steps)`` for damage dealt to a regenerating creature."""
    if regeneration is None or amount <= 0:
        return amount, 0, ()
    if is_lethal_to(instance, regeneration):
        return amount, 0, (step("regeneration_bypassed", S000_REGENERATION, amount, amount),)
    return 0, amount, (step("regeneration", S000_REGENERATION, amount, amount, amount=regeneration.amount),)


def regenerate(nonlethal_damage: int, regeneration: Regeneration) -> tuple[int, tuple[Step, ...]]:
    """One round of regeneration: nonlethal damage healed by the entry's amount."""
    after = max(0, nonlethal_damage - regeneration.amount)
    return after, (
        step("regeneration_heal", S000_REGENERATION, nonlethal_damage, after, amount=regeneration.amount),
    )


__all__ = ["apply_regeneration", "is_lethal_to", "regenerate", "regeneration_keys"]
