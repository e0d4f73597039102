"""What each school of magic says that changes play (001 « Écoles (et branches) »).

* Abjuration: several abjurations within 2 squares of each other for over 24 hours make the DC of
  Perception checks to notice them 4 lower.
* Divination (scrying): the sensor is noticed with Perception DC 20 + spell level and can be
  dispelled like an active spell.
* Illusion: no disbelief save without studying or interacting; proof means no save is needed;
  +4 to the save when a companion who saw through it says so; a figment's AC is 10 + its size
  modifier.
* Conjuration: a summoned creature goes home at 0 hit points or fewer or when the spell ends,
  cannot be summoned again for 24 hours, its spells end with it and it cannot summon; calling is
  instantaneous (the called creature cannot be dispelled); a created thing lasts only as long as a
  non-instantaneous spell; teleportation goes through the Astral Plane, so what blocks astral
  travel blocks it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbitre.model.explain import Step
from arbitre.model.spell import DurationKind

SECTION_ABJURATION = "001 « Abjuration »"
SECTION_SCRYING = "001 « Divination » (Scrutation)"
SECTION_ILLUSION = "001 « Illusion »"
SECTION_CONJURATION = "001 « Invocation »"

ABJURATION_OVERLAP_SQUARES = 2
ABJURATION_OVERLAP_HOURS = 24
ABJURATION_OVERLAP_DC_CHANGE = -4
SCRYING_SENSOR_BASE_DC = 20
DISBELIEF_TOLD_BONUS = 4
SUMMON_REFORM_HOURS = 24


def abjuration_perception_dc(
    base_dc: int, *, overlapping_abjurations_over_24h: bool
) -> tuple[int, tuple[Step, ...]]:
    """The DC to notice an abjuration, 4 lower when overlapping abjurations have been active 24 h."""
    if not overlapping_abjurations_over_24h:
        return base_dc, ()
    dc = base_dc + ABJURATION_OVERLAP_DC_CHANGE
    return dc, (Step("abjuration_overlap", SECTION_ABJURATION, base_dc, dc),)


def scrying_sensor_dc(spell_level: int) -> int:
    """Perception DC to notice a scrying sensor: 20 + the spell's level."""
    return SCRYING_SENSOR_BASE_DC + spell_level


class DisbeliefSave(StrEnum):
    NONE = "none"  # no study, no interaction: no save
    NOT_NEEDED = "not_needed"  # proof in hand: the illusion is seen for what it is
    ROLL = "roll"


@dataclass(frozen=True, slots=True)
class Disbelief:
    save: DisbeliefSave
    bonus: int
    steps: tuple[Step, ...]


def disbelief(
    *, studies_or_interacts: bool, has_proof: bool = False, told_by_ally: bool = False
) -> Disbelief:
    """Whether a creature gets a disbelief save against an illusion, and with what bonus."""
    if has_proof:
        return Disbelief(DisbeliefSave.NOT_NEEDED, 0, (Step("disbelief_proof", SECTION_ILLUSION),))
    if not (studies_or_interacts or told_by_ally):
        return Disbelief(DisbeliefSave.NONE, 0, ())
    bonus = DISBELIEF_TOLD_BONUS if told_by_ally else 0
    steps = (Step("disbelief_told", SECTION_ILLUSION, 0, bonus),) if told_by_ally else ()
    return Disbelief(DisbeliefSave.ROLL, bonus, steps)


def figment_ac(size_modifier: int) -> int:
    """A figment's armour class: 10 + its size modifier."""
    return 10 + size_modifier


class SummonedFate(StrEnum):
    STAYS = "stays"
    RETURNS_HOME = "returns_home"


def summoned_creature_fate(*, hit_points: int, spell_ended: bool) -> SummonedFate:
    """A summoned creature goes home when the spell ends or at 0 hit points or fewer (not dead)."""
    return SummonedFate.RETURNS_HOME if spell_ended or hit_points <= 0 else SummonedFate.STAYS


def can_be_summoned_again(hours_since_sent_home: float | None) -> bool:
    """A creature sent home needs 24 hours to reform before it can be summoned again."""
    return hours_since_sent_home is None or hours_since_sent_home >= SUMMON_REFORM_HOURS


def summoned_spells_end_with_it() -> bool:
    """The spells a summoned creature cast end when it leaves."""
    return True


def summoned_can_summon() -> bool:
    """A summoned creature cannot use its own summoning abilities."""
    return False


def calling_duration() -> DurationKind:
    """Calling spells are instantaneous: the called creature cannot be dispelled, and dies for real."""
    return DurationKind.INSTANTANEOUS


def created_thing_persists(duration: DurationKind, *, spell_ended: bool) -> bool:
    """A creation with a non-instantaneous duration vanishes when the spell ends or is dispelled;
    an instantaneous creation lasts on its own."""
    return duration is DurationKind.INSTANTANEOUS or not spell_ended


def teleport_allowed(*, astral_travel_blocked: bool) -> bool:
    """Teleportation passes through the Astral Plane: what blocks astral travel blocks it."""
    return not astral_travel_blocked


def teleport_dispellable() -> bool:
    """Teleportation works one way and cannot be dispelled."""
    return False


__all__ = [
    "ABJURATION_OVERLAP_DC_CHANGE",
    "DISBELIEF_TOLD_BONUS",
    "SCRYING_SENSOR_BASE_DC",
    "SUMMON_REFORM_HOURS",
    "Disbelief",
    "DisbeliefSave",
    "SummonedFate",
    "abjuration_perception_dc",
    "calling_duration",
    "can_be_summoned_again",
    "created_thing_persists",
    "disbelief",
    "figment_ac",
    "scrying_sensor_dc",
    "summoned_can_summon",
    "summoned_creature_fate",
    "summoned_spells_end_with_it",
    "teleport_allowed",
    "teleport_dispellable",
]
