"""Casting times (001 « Le temps d'incantation »).

A standard-action spell takes effect at once. A one-round (full-round) spell takes effect just
before the caster's next turn; a spell of N rounds or minutes needs that many consecutive full-round
actions (1 minute = 10 rounds), uninterrupted, the caster concentrating until just before the turn
it takes effect. Only one swift spell per round, and it provokes no attack of opportunity.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbitre.model.explain import Step
from arbitre.model.spell import ROUNDS_PER_UNIT, CastingTime, CastingUnit, TimeUnit

SECTION = "001 « Le temps d'incantation »"
SWIFT_SPELLS_PER_ROUND = 1


class TakesEffect(StrEnum):
    NOW = "now"  # swift, immediate, standard: during the caster's action
    BEFORE_NEXT_TURN = "before_next_turn"  # after the last full-round action, just before the caster's turn


@dataclass(frozen=True, slots=True)
class CastingPlan:
    action: str  # "swift", "immediate", "standard", "full_round"
    full_round_actions: int  # consecutive full-round actions needed (0 for shorter casts)
    takes_effect: TakesEffect
    rounds_until_effect: int  # turns of the caster that pass before it takes effect
    concentration: bool  # the caster must keep concentrating until it takes effect
    provokes: bool  # casting provokes attacks of opportunity
    steps: tuple[Step, ...]


def casting_plan(casting_time: CastingTime) -> CastingPlan:
    """What casting costs and when the spell takes effect."""
    unit = casting_time.unit
    if unit in {CastingUnit.SWIFT, CastingUnit.IMMEDIATE, CastingUnit.STANDARD}:
        return CastingPlan(unit.value, 0, TakesEffect.NOW, 0, False, unit is CastingUnit.STANDARD, ())
    if unit in {CastingUnit.ACTION, CastingUnit.SPECIAL}:  # pf2 actions; « voir texte »
        return CastingPlan(unit.value, 0, TakesEffect.NOW, 0, False, False, ())
    if unit is CastingUnit.FULL_ROUND:
        rounds = 1
    elif unit is CastingUnit.ROUND:
        rounds = casting_time.amount
    else:
        time_unit = {
            CastingUnit.MINUTE: TimeUnit.MINUTE,
            CastingUnit.HOUR: TimeUnit.HOUR,
            CastingUnit.DAY: TimeUnit.DAY,
            CastingUnit.WEEK: TimeUnit.WEEK,
        }.get(unit, TimeUnit.ROUND)
        rounds = casting_time.amount * ROUNDS_PER_UNIT[time_unit]
    step = Step("casting_full_rounds", SECTION, None, rounds)
    return CastingPlan("full_round", rounds, TakesEffect.BEFORE_NEXT_TURN, rounds, True, True, (step,))


def can_cast_swift(swift_spells_this_round: int) -> bool:
    """One swift spell per round."""
    return swift_spells_this_round < SWIFT_SPELLS_PER_ROUND


def casting_interrupted(
    full_round_actions_done: int, plan: CastingPlan, *, concentration_broken: bool
) -> bool:
    """A long cast fails when its concentration breaks before it takes effect."""
    return concentration_broken and full_round_actions_done <= plan.full_round_actions


__all__ = [
    "SWIFT_SPELLS_PER_ROUND",
    "CastingPlan",
    "TakesEffect",
    "can_cast_swift",
    "casting_interrupted",
    "casting_plan",
]
