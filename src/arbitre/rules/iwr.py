"""Immunities, weaknesses and resistances (pf2): text 002 « Immunités, faiblesses et résistances ».

Order: immunities, then weaknesses, then resistances, each instance of damage on its own.
- Immunity to the damage (its type or category) removes it; immunity to precision removes only the
  precision part (002 « Les types de dégâts »).
- Only the highest applicable weakness adds; it only matters when some damage is dealt.
- Only the highest applicable resistance subtracts, down to 0; an exception (``sauf argent``)
  switches it off, a qualifier (``non magiques``) restricts it.
- Weakness and resistance against the same damage: adding the weakness then subtracting the
  resistance (floored at 0) equals the text's "subtract the weakness from the resistance first"
  (002 « Interactions entre faiblesses et résistances »), so one order serves both.
- Alignment IWR only meets damage of that alignment type, never an aligned attacker: see
  :meth:`DamageInstance.iwr_keys`.
"""

from __future__ import annotations

from collections.abc import Iterable

from arbitre.model.damage import DamageInstance, Defenses, Resistance, Weakness
from arbitre.model.explain import Step
from arbitre.rules._damage_common import (
    S002_IMMUNITY,
    S002_INTERACTIONS,
    S002_RESISTANCE,
    S002_TYPES,
    S002_WEAKNESS,
    step,
)

# immunity keys that never wipe a whole instance on their own
_PARTIAL_KEYS = frozenset({"all", "magical", "nonmagical", "precision"})


def immunity_keys(instance: DamageInstance) -> frozenset[str]:
    """The keys an immunity can name to remove this damage entirely."""
    return instance.iwr_keys() - _PARTIAL_KEYS


def apply_immunities(
    amount: int, instance: DamageInstance, immunities: frozenset[str]
) -> tuple[int, tuple[Step, ...]]:
    """Immunity to the damage removes it; immunity to precision removes the precision part."""
    if amount <= 0 or not immunities:
        return amount, ()
    hit = sorted(immunity_keys(instance) & immunities)
    if hit:
        return 0, (step("damage_immunity", S002_IMMUNITY, amount, 0, type=hit[0]),)
    if "precision" in immunities and instance.precision > 0:
        after = max(0, amount - instance.precision)
        return after, (step("precision_immunity", S002_TYPES, amount, after, precision=instance.precision),)
    return amount, ()


def best_weakness(weaknesses: Iterable[Weakness], instance: DamageInstance) -> Weakness | None:
    """The highest weakness with a value that applies to this damage."""
    keys = instance.iwr_keys()
    matching = [w for w in weaknesses if w.amount is not None and w.matches(keys)]
    return max(matching, key=lambda w: w.amount or 0, default=None)


def best_resistance(resistances: Iterable[Resistance], instance: DamageInstance) -> Resistance | None:
    """The highest resistance that applies to this damage (exceptions and qualifiers checked)."""
    keys = instance.iwr_keys()
    matching = [r for r in resistances if r.matches(keys)]
    return max(matching, key=lambda r: r.amount, default=None)


def apply_weaknesses(
    amount: int, instance: DamageInstance, weaknesses: Iterable[Weakness]
) -> tuple[int, tuple[Step, ...]]:
    """Add the highest applicable weakness (only to damage actually dealt)."""
    best = best_weakness(weaknesses, instance)
    if best is None or amount <= 0 or best.amount is None:
        return amount, ()
    after = amount + best.amount
    return after, (step("damage_weakness", S002_WEAKNESS, amount, after, type=best.key, amount=best.amount),)


def apply_resistances(
    amount: int, instance: DamageInstance, resistances: Iterable[Resistance]
) -> tuple[int, tuple[Step, ...]]:
    """Subtract the highest applicable resistance, never below 0."""
    best = best_resistance(resistances, instance)
    if best is None or amount <= 0:
        return amount, ()
    after = max(0, amount - best.amount)
    return after, (
        step("damage_resistance", S002_RESISTANCE, amount, after, type=best.key, amount=best.amount),
    )


def apply_iwr(amount: int, instance: DamageInstance, defenses: Defenses) -> tuple[int, tuple[Step, ...]]:
    """Immunities → weaknesses → resistances on one instance: the deterministic map
    ``amount -> (taken, steps)`` the engine can push through a distribution."""
    steps: list[Step] = []
    amount, s = apply_immunities(amount, instance, defenses.immunities)
    steps += s
    weakness = best_weakness(defenses.weaknesses, instance)
    resistance = best_resistance(defenses.resistances, instance)
    if weakness is not None and resistance is not None and amount > 0:
        steps.append(
            step(
                "weakness_resistance_net",
                S002_INTERACTIONS,
                weakness.amount,
                resistance.amount,
                weakness=weakness.amount,
                resistance=resistance.amount,
            )
        )
    amount, s = apply_weaknesses(amount, instance, defenses.weaknesses)
    steps += s
    keys = instance.iwr_keys()
    unvalued = [w for w in defenses.weaknesses if w.amount is None and w.matches(keys)]
    if unvalued and amount > 0:
        # a d20 "vulnerability" has no value in pf2's additive weaknesses: say so, change nothing
        steps.append(step("weakness_without_value", S002_WEAKNESS, amount, amount, type=unvalued[0].key))
    amount, s = apply_resistances(amount, instance, defenses.resistances)
    steps += s
    return amount, tuple(steps)


__all__ = [
    "apply_immunities",
    "apply_iwr",
    "apply_resistances",
    "apply_weaknesses",
    "best_resistance",
    "best_weakness",
    "immunity_keys",
]
