"""Death attacks: Fortitude or die.

Section: 000 « Attaque de mort ». A failed Fortitude save (when one is allowed) kills at once; the
victim cannot be stabilised and counts as at −10 hit points where a figure is needed (text 000,
the d20 3.5 rule). With a ruleset profile, its own hit point rule gives the figure instead (pf1:
minus the Constitution score; pf2: 0). Raise dead does not work on the victim; death ward protects.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.model.ability import section
from arbitre.model.explain import Step
from arbitre.model.ruleset import HitPointRule, Ruleset
from arbitre.rules.dc import Save

SECTION = section("Attaque de mort")
DEAD_HIT_POINTS = -10
SAVE = Save.FORTITUDE


def dead_hit_points(ruleset: Ruleset | None = None, con_score: int | None = None) -> int:
    """The hit points a dead victim counts as having: −10 by text 000, or the ruleset's rule."""
    if ruleset is None or ruleset.hit_points is HitPointRule.MINUS_TEN:
        return DEAD_HIT_POINTS
    if ruleset.hit_points is HitPointRule.DYING_AT_ZERO:
        return 0
    return -con_score if con_score is not None else DEAD_HIT_POINTS


@dataclass(frozen=True, slots=True)
class DeathAttackOutcome:
    dies: bool
    hit_points: int | None  # the dead figure when it dies, else unchanged (None)
    can_be_stabilised: bool
    raise_dead_works: bool
    steps: tuple[Step, ...] = ()


def death_attack(
    *,
    save_succeeded: bool | None,
    death_ward: bool = False,
    ruleset: Ruleset | None = None,
    con_score: int | None = None,
) -> DeathAttackOutcome:
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
    hp = dead_hit_points(ruleset, con_score) if dies else None
    step = Step("death_attack", SECTION, None, hp, {"reason": reason, "dies": dies})
    return DeathAttackOutcome(dies, hp, not dies, not dies, (step,))
