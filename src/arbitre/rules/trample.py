"""Trample.

Section: 000 « Piétinement ». A full-round action: the creature moves up to twice its speed over
targets strictly smaller than itself. A target whose whole space it covers is trampled: slam
damage + 1.5 × Str modifier (bludgeoning). Each target either makes an attack of opportunity at
−4, or forgoes it and saves (Reflex, DC 10 + ½ HD + Str) for half. A target only partly covered
is not trampled but may make the attack of opportunity at −4. Trample damage hits a given target
at most once per round.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum

from arbitre.core.errors import RulesError
from arbitre.model.ability import AbilityScore, section
from arbitre.model.explain import Step
from arbitre.rules.dc import OnSuccess, Save, SaveRequirement, halve, save_requirement

SECTION = section("Piétinement")
ACTION = "full_round"
SPEED_MULTIPLIER = 2
ATTACK_OF_OPPORTUNITY_PENALTY = -4
DAMAGE_TYPE = "bludgeoning"


def strength_bonus(str_modifier: int, factor: float = 1.5) -> int:
    """1.5 × the Strength modifier, rounded down (rend and trample)."""
    return math.floor(str_modifier * factor)


def trample_damage_bonus(str_modifier: int) -> int:
    return strength_bonus(str_modifier)


def trample_save(hit_dice: int, str_modifier: int, *, printed: int | None = None) -> SaveRequirement:
    return save_requirement(
        SECTION,
        Save.REFLEX,
        OnSuccess.HALF,
        hit_dice=hit_dice,
        modifier=str_modifier,
        ability=AbilityScore.STR,
        printed=printed,
    )


def can_trample(attacker_size: int, target_size: int) -> bool:
    """Only targets of a strictly smaller size category (sizes as ranks, fine = 0 … colossal = 8)."""
    return target_size < attacker_size


class TrampleResponse(StrEnum):
    ATTACK_OF_OPPORTUNITY = "attack_of_opportunity"
    REFLEX_SAVE = "reflex_save"
    NOTHING = "nothing"


@dataclass(frozen=True, slots=True)
class TrampleOutcome:
    trampled: bool
    damage: int
    may_attack_of_opportunity: bool
    attack_penalty: int
    steps: tuple[Step, ...] = ()


def trample(
    damage: int,
    *,
    attacker_size: int,
    target_size: int,
    covers_whole_space: bool = True,
    response: TrampleResponse = TrampleResponse.REFLEX_SAVE,
    save_succeeded: bool = False,
    already_trampled_this_round: bool = False,
) -> TrampleOutcome:
    """Damage one target takes from a trample (``damage``: slam + 1.5 × Str, rolled)."""
    if damage < 0:
        raise RulesError("abilities.negative_count", what="damage", value=damage)
    may_aoo = response is TrampleResponse.ATTACK_OF_OPPORTUNITY
    if not can_trample(attacker_size, target_size):
        reason, after, trampled = "too_large", 0, False
    elif not covers_whole_space:
        reason, after, trampled, may_aoo = "partial_cover", 0, False, True
    elif already_trampled_this_round:
        reason, after, trampled = "once_per_round", 0, False
    elif response is TrampleResponse.REFLEX_SAVE and save_succeeded:
        reason, after, trampled = "saved", halve(damage), True
    else:
        reason, after, trampled = "trampled", damage, True
    step = Step("trample", SECTION, damage, after, {"reason": reason, "response": response.value})
    return TrampleOutcome(trampled, after, may_aoo, ATTACK_OF_OPPORTUNITY_PENALTY if may_aoo else 0, (step,))
