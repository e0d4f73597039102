"""Death attacks: Fortitude or die.

Section: 000 « Attaque de mort ». A failed Fortitude save (when one is allowed) kills at once; the
victim cannot be stabilised and counts as at −10 hit points; raise dead does not work on it;
death ward protects.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.model.ability import section
from arbitre.model.explain import Step
from arbitre.rules.dc import Save

SECTION = section("Attaque de mort")
DEAD_HIT_POINTS = -10
SAVE = Save.FORTITUDE


@dataclass(frozen=True, slots=True)
class DeathAttackOutcome:
    dies: bool
    hit_points: int | None  # −10 when it dies, else unchanged (None)
    can_be_stabilised: bool
    raise_dead_works: bool
    steps: tuple[Step, ...] = ()


def death_attack(*, save_succeeded: bool | None, death_ward: bool = False) -> DeathAttackOutcome:
    """The outcome of a death attack. ``save_succeeded=None``: the attack allows no save."""
    if death_ward:
        dies = False
        reason = "death_ward"
    elif save_succeeded:
        dies = False
        reason = "save"
    else:
        dies = True
        reason = "no_save" if save_succeeded is None else "failed_save"
    step = Step(
        "death_attack", SECTION, None, DEAD_HIT_POINTS if dies else None, {"reason": reason, "dies": dies}
    )
    return DeathAttackOutcome(dies, DEAD_HIT_POINTS if dies else None, not dies, not dies, (step,))
