"""Gaseous form: text 000 « Forme gazeuse ».

A creature in gaseous form has damage reduction 10/magic; spells and spell-like or supernatural
abilities affect it normally (damage reduction never touches them anyway).
"""

from __future__ import annotations

from dataclasses import replace

from arbitre.model.damage import MAGIC, DamageReduction, Defenses
from arbitre.model.explain import Step
from arbitre.rules._damage_common import S000_GASEOUS, step

GASEOUS_DR = DamageReduction(10, (frozenset({MAGIC}),))


def gaseous_defenses(defenses: Defenses) -> tuple[Defenses, tuple[Step, ...]]:
    """The defenses of a gaseous creature: its own plus DR 10/magic."""
    if not defenses.gaseous or GASEOUS_DR in defenses.damage_reduction:
        return defenses, ()
    return (
        replace(defenses, damage_reduction=(*defenses.damage_reduction, GASEOUS_DR)),
        (step("gaseous_form", S000_GASEOUS, None, None, amount=GASEOUS_DR.amount),),
    )


__all__ = ["GASEOUS_DR", "gaseous_defenses"]
