"""Rend.

Section: 000 « Éventration ». When the named natural attack hits (the stat block says which, e.g.
both claws), the creature tears its foe for the natural attack's damage + 1.5 × its Strength
modifier (the entry gives the exact figure).
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.core.errors import RulesError
from arbitre.model.ability import section
from arbitre.model.explain import Step
from arbitre.rules.trample import strength_bonus

SECTION = section("Éventration")


def rend_damage_bonus(str_modifier: int) -> int:
    """1.5 × the Strength modifier, rounded down."""
    return strength_bonus(str_modifier)


@dataclass(frozen=True, slots=True)
class RendOutcome:
    triggered: bool
    bonus: int
    steps: tuple[Step, ...] = ()


def rend(*, hits: int, hits_needed: int = 1, str_modifier: int) -> RendOutcome:
    """Whether rend triggers (``hits`` of the named attack landed this round, ``hits_needed`` required)
    and the Strength part of its damage (added to the natural attack's dice)."""
    if hits < 0 or hits_needed < 1:
        raise RulesError("abilities.negative_count", what="hits", value=min(hits, hits_needed))
    triggered = hits >= hits_needed
    bonus = rend_damage_bonus(str_modifier) if triggered else 0
    return RendOutcome(
        triggered, bonus, (Step("rend", SECTION, None, bonus, {"hits": hits, "needed": hits_needed}),)
    )
