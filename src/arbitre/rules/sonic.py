"""Sonic attacks.

Section: 000 « Attaque sonique ». Unless stated otherwise they follow the rules for spread effects,
centred on the creature. Plugging the ears (wax or the like, a full-round action) only helps if
done before the attack: then no save is needed against a mind-affecting sonic attack, but one is
still needed against a damaging one.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.model.ability import section
from arbitre.model.explain import Step

SECTION = section("Attaque sonique")
PLUG_EARS_ACTION = "full_round"
AREA = "spread"


@dataclass(frozen=True, slots=True)
class SonicExposure:
    affected: bool
    save_required: bool
    steps: tuple[Step, ...] = ()


def sonic_exposure(*, ears_plugged_before: bool, mind_affecting: bool, deals_damage: bool) -> SonicExposure:
    """Whether a creature in the area is affected and must save."""
    spared = ears_plugged_before and mind_affecting and not deals_damage
    step = Step("sonic", SECTION, None, None, {"ears_plugged": ears_plugged_before, "spared": spared})
    return SonicExposure(not spared, not spared, (step,))
