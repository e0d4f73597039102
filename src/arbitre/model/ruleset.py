"""Ruleset profiles: where the texts differ, the pipeline asks the profile, never ``if ruleset == …``.

``pf1`` (default) and ``dnd35`` follow texts 000 and 001 (the d20 family); ``pf2`` follows text 002.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbitre.core.errors import InputError


class RulesetId(StrEnum):
    PF1 = "pf1"
    DND35 = "dnd35"
    PF2 = "pf2"


class SaveOutcomes(StrEnum):
    """How a saving throw's result is read."""

    PASS_FAIL = "pass_fail"  # d20 family: success or failure, natural 1 fails, natural 20 succeeds
    FOUR_DEGREES = "four_degrees"  # pf2: critical success, success, failure, critical failure


class Mitigation(StrEnum):
    """Which damage mitigation pipeline applies."""

    DR_ENERGY_RESISTANCE = "dr_er"  # text 000: damage reduction, energy resistance
    IMMUNITY_WEAKNESS_RESISTANCE = "iwr"  # text 002: immunities → weaknesses → resistances


class CriticalDamage(StrEnum):
    """How a critical hit multiplies damage."""

    MULTIPLY_ROLLS = "multiply"  # d20 family: roll the damage (dice and modifiers) ×N
    DOUBLE = "double"  # pf2: roll dice twice, add modifiers twice


class HitPointRule(StrEnum):
    """When a creature is disabled, dying or dead as its hit points fall."""

    MINUS_CON = "minus_con"  # pf1: dead at a negative total equal to its Constitution score
    MINUS_TEN = "minus_ten"  # dnd35: dead at -10
    DYING_AT_ZERO = "dying_at_zero"  # pf2: hit points stop at 0, the creature is dying


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The strategies the pipeline uses for one ruleset."""

    id: RulesetId
    save_outcomes: SaveOutcomes
    mitigation: Mitigation
    critical_damage: CriticalDamage
    # skill used to notice an invisible creature / a scrying sensor (text 000 « Invisibilité »)
    perception_skill: str
    stealth_skill: str
    hit_points: HitPointRule = HitPointRule.MINUS_CON
    # 002 « Dégâts et améliorations »: effects riding on damage need at least 1 point through
    riders_need_damage: bool = False


PF1 = Ruleset(
    RulesetId.PF1,
    SaveOutcomes.PASS_FAIL,
    Mitigation.DR_ENERGY_RESISTANCE,
    CriticalDamage.MULTIPLY_ROLLS,
    perception_skill="perception",
    stealth_skill="stealth",
)
DND35 = Ruleset(
    RulesetId.DND35,
    SaveOutcomes.PASS_FAIL,
    Mitigation.DR_ENERGY_RESISTANCE,
    CriticalDamage.MULTIPLY_ROLLS,
    perception_skill="spot",
    stealth_skill="move_silently",
    hit_points=HitPointRule.MINUS_TEN,
)
PF2 = Ruleset(
    RulesetId.PF2,
    SaveOutcomes.FOUR_DEGREES,
    Mitigation.IMMUNITY_WEAKNESS_RESISTANCE,
    CriticalDamage.DOUBLE,
    perception_skill="perception",
    stealth_skill="stealth",
    hit_points=HitPointRule.DYING_AT_ZERO,
    riders_need_damage=True,
)

RULESETS: dict[RulesetId, Ruleset] = {r.id: r for r in (PF1, DND35, PF2)}


def get_ruleset(name: str | RulesetId | None) -> Ruleset:
    """The profile named ``name`` (``pf1`` when ``None``); a clear error otherwise."""
    if name is None:
        return PF1
    try:
        return RULESETS[RulesetId(str(name).strip().lower())]
    except ValueError:
        raise InputError("error.unknown_ruleset", value=name) from None
