"""Frightful presence.

Section: 000 « Présence terrifiante ». Triggered by the actions the creature's entry lists (attack,
charge, roar…); it reaches opponents within range (usually 9 m) who see the creature and have
fewer levels or hit dice than it. Will save, DC 10 + ½ racial HD + Cha; on a success the opponent
is immune to this creature's presence for 24 hours; on a failure it is shaken or frightened (as
the creature says) for the duration (usually 5d6 rounds). A mind-affecting fear effect.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from arbitre.core.errors import RulesError
from arbitre.model.ability import AbilityScore, section
from arbitre.model.explain import Step
from arbitre.rules.dc import OnSuccess, Save, SaveRequirement, save_requirement
from arbitre.rules.fear import FearLevel, stack_fear

SECTION = section("Présence terrifiante")
DEFAULT_RANGE_SQUARES = Fraction(6)  # 9 m
DEFAULT_DURATION = "5d6"  # rounds
IMMUNITY_HOURS = 24
DESCRIPTORS = ("fear", "mind_affecting")


def presence_save(racial_hit_dice: int, cha_modifier: int, *, printed: int | None = None) -> SaveRequirement:
    return save_requirement(
        SECTION,
        Save.WILL,
        OnSuccess.NEGATES,
        hit_dice=racial_hit_dice,
        modifier=cha_modifier,
        ability=AbilityScore.CHA,
        printed=printed,
    )


@dataclass(frozen=True, slots=True)
class PresenceOutcome:
    affected: bool  # whether the opponent had to save at all
    fear: FearLevel  # the opponent's fear condition afterwards
    duration_rounds: int | None
    immune_for_hours: int  # 24 after a success, else 0
    steps: tuple[Step, ...] = ()


def frightful_presence(
    *,
    creature_hit_dice: int,
    target_hit_dice: int,
    distance: Fraction | int,
    range_squares: Fraction | int = DEFAULT_RANGE_SQUARES,
    sees_creature: bool = True,
    immune: bool = False,
    save_succeeded: bool = False,
    effect: FearLevel = FearLevel.SHAKEN,
    current_fear: FearLevel = FearLevel.NONE,
    duration_rounds: int | None = None,
) -> PresenceOutcome:
    """One opponent facing the presence (``immune``: already saved within 24 h, or immune to fear)."""
    if creature_hit_dice < 1 or target_hit_dice < 1:
        raise RulesError("abilities.bad_hit_dice", value=min(creature_hit_dice, target_hit_dice))
    if target_hit_dice >= creature_hit_dice:
        reason = "too_many_hit_dice"
    elif distance > range_squares:
        reason = "out_of_range"
    elif not sees_creature:
        reason = "unseen"
    elif immune:
        reason = "immune"
    else:
        reason = "affected"
    if reason != "affected":
        step = Step("frightful_presence", SECTION, None, None, {"reason": reason})
        return PresenceOutcome(False, current_fear, None, 0, (step,))
    if save_succeeded:
        step = Step(
            "frightful_presence", SECTION, None, None, {"reason": "saved", "immune_hours": IMMUNITY_HOURS}
        )
        return PresenceOutcome(True, current_fear, None, IMMUNITY_HOURS, (step,))
    stacked = stack_fear(current_fear, effect)
    step = Step("frightful_presence", SECTION, None, None, {"reason": "failed", "effect": effect.id})
    return PresenceOutcome(True, stacked.level, duration_rounds, 0, (step, *stacked.steps))
