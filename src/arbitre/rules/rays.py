"""Rays.

Section: 000 « Rayons ». A ray needs a ranged touch attack; it has a maximum range and no range
increment penalty. Even on a hit the target usually gets a save, Fortitude or Will, never Reflex.
A ray threatens a critical hit on a natural 20 (d20 rules on attack rolls; the text is silent).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from arbitre.core.errors import RulesError
from arbitre.model.ability import section
from arbitre.model.explain import Step
from arbitre.rules.dc import Save

SECTION = section("Rayons")
ATTACK = "ranged_touch"
RANGE_PENALTY = 0
CRITICAL_THREAT = 20


def check_ray_save(save: Save | None) -> None:
    """A ray's save is Fortitude or Will (or none); Reflex is an error in the data."""
    if save is Save.REFLEX:
        raise RulesError("abilities.ray_reflex")


@dataclass(frozen=True, slots=True)
class RayAttack:
    in_range: bool
    attack: str
    range_penalty: int
    threatens_critical: bool
    save: Save | None
    steps: tuple[Step, ...] = ()


def ray_attack(
    *,
    distance: Fraction | int,
    max_range: Fraction | int,
    natural_roll: int | None = None,
    save: Save | None = None,
) -> RayAttack:
    """What a ray attack roll is: a ranged touch attack with no range penalty, up to its range."""
    check_ray_save(save)
    if natural_roll is not None and not 1 <= natural_roll <= 20:
        raise RulesError("abilities.bad_d20", value=natural_roll)
    in_range = distance <= max_range
    crit = natural_roll == CRITICAL_THREAT
    step = Step("ray", SECTION, None, None, {"in_range": in_range, "threat": crit})
    return RayAttack(in_range, ATTACK, RANGE_PENALTY, crit, save, (step,))
