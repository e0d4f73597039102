"""Swallow whole.

Section: 000 « Engloutissement ». A creature that starts its turn with a foe in its mouth (see
improved grab) may make a grapple check as if pinning; on a success it swallows the foe, which
takes bite damage. Unless the entry says otherwise, the foe must be of a smaller size category.
A swallowed foe is grappled (the swallower is not). It can cut its way out with a light slashing
or piercing weapon by dealing the damage the entry gives to the stomach, whose AC is 10 + ½ the
natural armour bonus, with no size or Dexterity modifier; winning a grapple check brings it back
to the mouth, where it can be bitten and swallowed again.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbitre.core.errors import RulesError
from arbitre.model.ability import section
from arbitre.model.explain import Step

SECTION = section("Engloutissement")


def can_swallow(
    *,
    started_turn_holding_in_mouth: bool,
    grapple_check_won: bool,
    swallower_size: int,
    target_size: int,
    max_target_size: int | None = None,
) -> bool:
    """Whether the swallow succeeds (sizes as ranks; ``max_target_size``: the entry's own limit)."""
    limit = swallower_size - 1 if max_target_size is None else max_target_size
    return started_turn_holding_in_mouth and grapple_check_won and target_size <= limit


def stomach_ac(natural_armour_bonus: int) -> int:
    """10 + half the natural armour bonus (rounded down), no size or Dexterity modifier."""
    if natural_armour_bonus < 0:
        raise RulesError("abilities.negative_count", what="natural_armour", value=natural_armour_bonus)
    return 10 + natural_armour_bonus // 2


SWALLOWED_IS_GRAPPLED = True
SWALLOWER_IS_GRAPPLED = False


def back_to_mouth(grapple_check_won: bool) -> bool:
    """A swallowed creature that wins a grapple check climbs back to the mouth (where it can be
    bitten and swallowed again)."""
    return grapple_check_won


class EscapeWeapon(StrEnum):
    LIGHT_SLASHING = "light_slashing"
    LIGHT_PIERCING = "light_piercing"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class CuttingFree:
    usable: bool  # the weapon can cut the stomach
    damage_dealt: int
    free: bool
    steps: tuple[Step, ...] = ()


def cut_free(*, weapon: EscapeWeapon, damage_dealt: int, damage_needed: int) -> CuttingFree:
    """Whether the damage dealt so far to the stomach frees the swallowed creature."""
    if damage_dealt < 0 or damage_needed < 1:
        raise RulesError("abilities.negative_count", what="damage", value=min(damage_dealt, damage_needed))
    usable = weapon is not EscapeWeapon.OTHER
    dealt = damage_dealt if usable else 0
    free = usable and dealt >= damage_needed
    step = Step("swallow_cut_free", SECTION, dealt, damage_needed, {"weapon": weapon.value, "free": free})
    return CuttingFree(usable, dealt, free, (step,))
