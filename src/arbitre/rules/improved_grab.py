"""Improved grab.

Section: 000 « Étreinte ». When the named natural melee attack hits, the creature deals its normal
damage and may start a grapple as a free action, without provoking attacks of opportunity and
without the initial touch attack.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.model.ability import section
from arbitre.model.explain import Step

SECTION = section("Étreinte")


@dataclass(frozen=True, slots=True)
class GrabOpportunity:
    may_grapple: bool
    action: str
    provokes: bool
    touch_attack_needed: bool
    steps: tuple[Step, ...] = ()


def improved_grab(*, hit_with_named_attack: bool) -> GrabOpportunity:
    """What a hit with the attack named in the entry allows."""
    step = Step("improved_grab", SECTION, None, None, {"hit": hit_with_named_attack})
    return GrabOpportunity(hit_with_named_attack, "free", False, False, (step,))
