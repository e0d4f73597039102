"""Ethereal creatures.

Section: 000 « État éthéré ». Ethereal and material creatures cannot affect each other, with two
exceptions reaching from the Material Plane into the Ethereal: force effects (a wall of force
blocks, magic missile hits if the caster sees the target) and gaze attacks and abjurations.
Nothing reaches the other way. Two ethereal creatures interact normally. An ethereal creature
sees and hears 18 m into the Material Plane.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from arbitre.model.ability import section
from arbitre.model.explain import Step

SECTION = section("État éthéré")
SIGHT_INTO_MATERIAL_SQUARES = Fraction(12)  # 18 m


class CrossingEffect(StrEnum):
    ORDINARY = "ordinary"
    FORCE = "force"
    GAZE = "gaze"
    ABJURATION = "abjuration"


@dataclass(frozen=True, slots=True)
class PlaneCheck:
    affects: bool
    steps: tuple[Step, ...] = ()


def affects_across_planes(
    *, source_ethereal: bool, target_ethereal: bool, effect: CrossingEffect = CrossingEffect.ORDINARY
) -> PlaneCheck:
    """Whether an effect from a creature on one plane reaches a target on the same or the other."""
    if source_ethereal == target_ethereal:
        ok = True
    elif source_ethereal:
        ok = False
    else:
        ok = effect is not CrossingEffect.ORDINARY
    return PlaneCheck(ok, (Step("ethereal", SECTION, None, None, {"effect": effect.value, "affects": ok}),))
