"""Noticing and locating invisible creatures.

Section: 000 « Invisibilité ». Sight (a Spot/Perception check) notices an invisible creature within
9 m: DC 20 if it moves, 30 if it barely moves, 40 for an object, a non-breathing creature or one
perfectly still; locating its square adds +20, and even then it keeps total concealment (50%).
Hearing (a Listen check, a free action once per round) uses the table of that section
(:func:`listen_dc`); beating the DC reveals a direction, beating it by 20 the square.
Invisibility does not stop critical hits, but it stops sneak attacks and favoured-enemy damage.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from arbitre.core.errors import RulesError
from arbitre.model.ability import section
from arbitre.model.explain import Step
from arbitre.model.ruleset import Ruleset, get_ruleset

SECTION = section("Invisibilité")
SIGHT_RANGE_SQUARES = Fraction(6)  # 9 m
PINPOINT_EXTRA = 20
CONCEALMENT_WHEN_LOCATED = 50
DENIES_PRECISION_DAMAGE = True  # sneak attack, favoured enemy
GRANTS_CRITICAL_IMMUNITY = False


class Stillness(StrEnum):
    MOVING = "moving"
    STILL = "still"  # not moving, or barely
    INERT = "inert"  # an object, a non-breathing creature, or one perfectly still


SPOT_DC = {Stillness.MOVING: 20, Stillness.STILL: 30, Stillness.INERT: 40}


@dataclass(frozen=True, slots=True)
class DetectionDC:
    """The DC to notice (``dc``) and to locate (``pinpoint_dc``); ``None`` when it cannot be noticed."""

    dc: int | None
    pinpoint_dc: int | None
    skill: str
    steps: tuple[Step, ...] = ()


def spot_dc(stillness: Stillness, distance: Fraction | int, ruleset: Ruleset | None = None) -> DetectionDC:
    """Noticing by sight (``distance`` in squares)."""
    rs = ruleset or get_ruleset(None)
    if distance < 0:
        raise RulesError("abilities.negative_count", what="distance", value=distance)
    if distance >= SIGHT_RANGE_SQUARES:
        step = Step(
            "invisible_spot", SECTION, None, None, {"stillness": stillness.value, "out_of_range": True}
        )
        return DetectionDC(None, None, rs.perception_skill, (step,))
    dc = SPOT_DC[stillness]
    step = Step("invisible_spot", SECTION, None, dc, {"stillness": stillness.value})
    return DetectionDC(dc, dc + PINPOINT_EXTRA, rs.perception_skill, (step,))


class Activity(StrEnum):
    SPEAKING_OR_FIGHTING = "speaking_or_fighting"
    HALF_SPEED = "half_speed"
    FULL_SPEED = "full_speed"
    RUNNING_OR_CHARGING = "running_or_charging"


class Obstacle(StrEnum):
    NONE = "none"
    DOOR = "door"
    STONE_WALL = "stone_wall"


ACTIVITY_MODIFIER = {
    Activity.HALF_SPEED: 0,
    Activity.FULL_SPEED: -4,
    Activity.RUNNING_OR_CHARGING: -20,
}
OBSTACLE_MODIFIER = {Obstacle.NONE: 0, Obstacle.DOOR: 5, Obstacle.STONE_WALL: 15}
SQUARES_PER_DISTANCE_STEP = 2  # +1 per 3 m


def listen_dc(
    activity: Activity,
    *,
    move_silently: int | None = None,
    distance: Fraction | int = 0,
    obstacle: Obstacle = Obstacle.NONE,
    ruleset: Ruleset | None = None,
) -> DetectionDC:
    """The Listen DC to hear an invisible creature.

    ``move_silently``: the creature's Move Silently (or Dex + armour check penalty) check result,
    needed unless it speaks or fights. Distance in squares.
    """
    rs = ruleset or get_ruleset(None)
    if distance < 0:
        raise RulesError("abilities.negative_count", what="distance", value=distance)
    steps: list[Step] = []
    if activity is Activity.SPEAKING_OR_FIGHTING:
        base = 0
    else:
        if move_silently is None:
            raise RulesError("abilities.move_silently_needed", activity=activity.value)
        base = move_silently + ACTIVITY_MODIFIER[activity]
    steps.append(Step("invisible_listen_activity", SECTION, None, base, {"activity": activity.value}))
    dc = base
    far = int(Fraction(distance) // SQUARES_PER_DISTANCE_STEP)
    if far:
        steps.append(Step("invisible_listen_distance", SECTION, dc, dc + far, {"distance": str(distance)}))
        dc += far
    if obstacle is not Obstacle.NONE:
        steps.append(
            Step(
                "invisible_listen_obstacle",
                SECTION,
                dc,
                dc + OBSTACLE_MODIFIER[obstacle],
                {"obstacle": obstacle.value},
            )
        )
        dc += OBSTACLE_MODIFIER[obstacle]
    return DetectionDC(dc, dc + PINPOINT_EXTRA, rs.stealth_skill, tuple(steps))


class Detection(StrEnum):
    NONE = "none"
    AWARE = "aware"  # knows something is there (sight) or in which direction (hearing)
    LOCATED = "located"  # knows the square; the creature still has total concealment


def detection(check: int, dc: DetectionDC) -> Detection:
    """What a check result reveals against ``dc``."""
    if dc.dc is None or check < dc.dc:
        return Detection.NONE
    if dc.pinpoint_dc is not None and check >= dc.pinpoint_dc:
        return Detection.LOCATED
    return Detection.AWARE
