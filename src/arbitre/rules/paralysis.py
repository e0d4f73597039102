"""Paralysis.

Section: 000 « Paralysie » (paralysing poisons: « Poison/venin »). A paralysed character cannot
speak or take any physical action, and cannot be moved even by friends; only purely mental
actions remain (e.g. a spell with no components). A winged creature flying falls; a swimmer may
drown.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.model.ability import section
from arbitre.model.explain import Step

SECTION = section("Paralysie")


@dataclass(frozen=True, slots=True)
class Paralysed:
    can_speak: bool
    physical_actions: bool
    mental_actions: bool
    falls: bool
    may_drown: bool
    steps: tuple[Step, ...] = ()


def paralyse(*, flying_with_wings: bool = False, swimming: bool = False) -> Paralysed:
    """What paralysis does to this creature now."""
    step = Step("paralysis", SECTION, None, None, {"falls": flying_with_wings, "may_drown": swimming})
    return Paralysed(False, False, True, flying_with_wings, swimming, (step,))
