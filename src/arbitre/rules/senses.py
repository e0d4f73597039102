"""Special senses: scent, tremorsense, blindsight and blindsense, darkvision, low-light vision.

Sections: 000 « Odorat », « Perception des vibrations », « Vision aveugle et perception
aveugle », « Vision dans le noir », « Vision nocturne ». Distances are squares (1.5 m); ranges
not fixed by the text come from the creature's entry.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from fractions import Fraction

from arbitre.core.errors import RulesError
from arbitre.model.ability import section
from arbitre.model.explain import Step

SECTION_SCENT = section("Odorat")
SECTION_TREMORSENSE = section("Perception des vibrations")
SECTION_BLIND = section("Vision aveugle et perception aveugle")
SECTION_DARKVISION = section("Vision dans le noir")
SECTION_LOW_LIGHT = section("Vision nocturne")

Distance = Fraction | int


def _distance(value: Distance) -> Fraction:
    if value < 0:
        raise RulesError("abilities.negative_count", what="distance", value=value)
    return Fraction(value)


# --------------------------------------------------------------------------- scent

SCENT_BASE = Fraction(6)  # 9 m
SCENT_UPWIND = Fraction(12)  # 18 m
SCENT_DOWNWIND = Fraction(3)  # 4.5 m
SCENT_PINPOINT = Fraction(1)  # 1.5 m: the source's exact place
SCENT_DIRECTION_ACTION = "move"
TRACK_DC_FRESH = 10
TRACK_DC_PER_HOUR = 2
TRACK_DC_MASKED = 20


class Wind(StrEnum):
    """Where the source of the odour stands relative to the wind and the creature."""

    NONE = "none"
    UPWIND = "upwind"  # the wind blows from the source to the creature
    DOWNWIND = "downwind"  # the wind blows from the creature to the source


class Odour(StrEnum):
    NORMAL = "normal"
    STRONG = "strong"  # smoke, rotting matter: twice the range
    OVERPOWERING = "overpowering"  # skunk, troglodyte stench: three times the range


_WIND_RANGE = {Wind.NONE: SCENT_BASE, Wind.UPWIND: SCENT_UPWIND, Wind.DOWNWIND: SCENT_DOWNWIND}
_ODOUR_FACTOR = {Odour.NORMAL: 1, Odour.STRONG: 2, Odour.OVERPOWERING: 3}


@dataclass(frozen=True, slots=True)
class SenseRange:
    squares: Fraction
    steps: tuple[Step, ...] = ()


def scent_range(wind: Wind = Wind.NONE, odour: Odour = Odour.NORMAL) -> SenseRange:
    """How far scent reaches for this wind and this odour."""
    base = _WIND_RANGE[wind]
    squares = base * _ODOUR_FACTOR[odour]
    return SenseRange(
        squares,
        (
            Step(
                "scent_range",
                SECTION_SCENT,
                None,
                None,
                {"wind": wind.value, "odour": odour.value, "squares": str(squares)},
            ),
        ),
    )


class ScentResult(StrEnum):
    NONE = "none"
    PRESENCE = "presence"  # knows something is there; a move action gives the direction
    LOCATED = "located"  # within 1.5 m: the exact place


def scent(
    distance: Distance, *, wind: Wind = Wind.NONE, odour: Odour = Odour.NORMAL, masked: bool = False
) -> ScentResult:
    """What scent tells about one source (``masked``: a strong odour such as pepper hides it)."""
    d = _distance(distance)
    if masked or d > scent_range(wind, odour).squares:
        return ScentResult.NONE
    return ScentResult.LOCATED if d <= SCENT_PINPOINT else ScentResult.PRESENCE


def scent_tracking_dc(hours_old: int = 0, *, masked: bool = False) -> int:
    """Survival DC to follow a trail by scent: 10 fresh (20 if masked), +2 per hour elapsed."""
    if hours_old < 0:
        raise RulesError("abilities.negative_count", what="hours", value=hours_old)
    return (TRACK_DC_MASKED if masked else TRACK_DC_FRESH) + TRACK_DC_PER_HOUR * hours_old


# --------------------------------------------------------------------------- tremorsense


def tremorsense(
    *, path_distance: Distance, range_squares: Distance, touching_ground: bool, acting: bool
) -> bool:
    """Whether tremorsense pinpoints something: in contact with the ground, moving or taking any
    physical action (even casting in place), within range measured along the vibrations' shortest
    path around gaps."""
    return touching_ground and acting and _distance(path_distance) <= _distance(range_squares)


# --------------------------------------------------------------------------- blindsight, blindsense


@dataclass(frozen=True, slots=True)
class Perception:
    perceives: bool  # notices and locates the target
    target_concealment: int  # % miss chance the target still has against the perceiver
    loses_dex_to_ac: bool  # the perceiver loses its Dexterity bonus to AC against the target
    steps: tuple[Step, ...] = ()


def blindsight(*, distance: Distance, range_squares: Distance, ethereal: bool = False) -> Perception:
    """Blindsight ignores invisibility, darkness and concealment (magical too), but not the ethereal."""
    ok = not ethereal and _distance(distance) <= _distance(range_squares)
    step = Step("blindsight", SECTION_BLIND, None, None, {"perceives": ok, "ethereal": ethereal})
    return Perception(ok, 0, False, (step,))


BLINDSENSE_CONCEALMENT = 50


def blindsense(
    *, distance: Distance, range_squares: Distance, line_of_effect: bool, sees_target: bool
) -> Perception:
    """Blindsense notices and locates without a check; an unseen target still has total
    concealment, and the creature loses its Dexterity bonus to AC against it."""
    ok = line_of_effect and _distance(distance) <= _distance(range_squares)
    if not ok:
        return Perception(
            False, 0, False, (Step("blindsense", SECTION_BLIND, None, None, {"perceives": False}),)
        )
    conceal = 0 if sees_target else BLINDSENSE_CONCEALMENT
    step = Step("blindsense", SECTION_BLIND, None, None, {"perceives": True, "concealment": conceal})
    return Perception(True, conceal, not sees_target, (step,))


# --------------------------------------------------------------------------- darkvision, low-light


@dataclass(frozen=True, slots=True)
class Sight:
    sees: bool
    colour: bool
    steps: tuple[Step, ...] = ()


def darkvision(*, distance: Distance, range_squares: Distance, target_invisible: bool = False) -> Sight:
    """Sight without light, in black and white, up to the range; nothing invisible shows and
    illusions stay. A creature seeing through darkness this way is exposed to gazes as usual."""
    ok = not target_invisible and _distance(distance) <= _distance(range_squares)
    return Sight(ok, False, (Step("darkvision", SECTION_DARKVISION, None, None, {"sees": ok}),))


LOW_LIGHT_FACTOR = 2


def low_light_range(normal_range: Distance, *, outdoors_moonlight: bool = False) -> SenseRange:
    """How far low-light vision sees in dim light: twice as far (outdoors under the moon, as by day:
    ``normal_range`` is then the daylight range and is returned as is)."""
    base = _distance(normal_range)
    squares = base if outdoors_moonlight else base * LOW_LIGHT_FACTOR
    return SenseRange(
        squares, (Step("low_light_vision", SECTION_LOW_LIGHT, None, None, {"squares": str(squares)}),)
    )
