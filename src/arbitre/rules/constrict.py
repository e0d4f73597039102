"""Constrict.

Section: 000 « Constriction ». Each successful grapple check crushes the foe for the damage the
creature's entry gives (bludgeoning); with improved grab, the damage of the natural attack that
seized the foe is added.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.core.errors import RulesError
from arbitre.model.ability import section
from arbitre.model.explain import Step

SECTION = section("Constriction")
DAMAGE_TYPE = "bludgeoning"


@dataclass(frozen=True, slots=True)
class ConstrictDamage:
    amount: int
    steps: tuple[Step, ...] = ()


def constrict(
    *,
    grapple_check_won: bool,
    constrict_damage: int,
    grab_attack_damage: int = 0,
    has_improved_grab: bool = False,
) -> ConstrictDamage:
    """Damage for one grapple check (both amounts rolled by the caller)."""
    if constrict_damage < 0 or grab_attack_damage < 0:
        raise RulesError(
            "abilities.negative_count", what="damage", value=min(constrict_damage, grab_attack_damage)
        )
    if not grapple_check_won:
        return ConstrictDamage(0, (Step("constrict", SECTION, None, 0, {"won": False}),))
    total = constrict_damage + (grab_attack_damage if has_improved_grab else 0)
    return ConstrictDamage(
        total,
        (
            Step(
                "constrict",
                SECTION,
                constrict_damage,
                total,
                {"won": True, "improved_grab": has_improved_grab},
            ),
        ),
    )
