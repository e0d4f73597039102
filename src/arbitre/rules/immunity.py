"""Immunity.

Section: 000 « Immunité ». An immune creature is unaffected by the effect, for good or ill, and
cannot waive its immunity to receive a beneficial one. Immunity to an energy type means no damage
of that type (damage mitigation applies it: :mod:`arbitre.rules.energy_resistance`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from arbitre.model.ability import normalise, section
from arbitre.model.explain import Step

SECTION = section("Immunité")
CAN_BE_WAIVED = False


@dataclass(frozen=True, slots=True)
class ImmunityCheck:
    immune: bool
    steps: tuple[Step, ...] = ()


def immune_to(immunities: Iterable[str], effect: str, *, beneficial: bool = False) -> ImmunityCheck:
    """Whether ``effect`` (an id such as ``poison``, ``fire``, ``mind_affecting``) has no hold on the
    creature. ``beneficial`` changes nothing: an immunity is never waived."""
    names = {normalise(i).replace(" ", "_") for i in immunities}
    key = normalise(effect).replace(" ", "_")
    immune = key in names
    step = Step(
        "effect_immunity", SECTION, None, None, {"effect": key, "immune": immune, "beneficial": beneficial}
    )
    return ImmunityCheck(immune, (step,))


# What a creature's type makes it immune to (PF1/3.5 type traits; the texts name the traits of
# undead, constructs and oozes without listing them, so these are the SRD's lists).
_NO_MIND_NO_BODY = frozenset(
    {
        "mind_affecting",
        "poison",
        "sleep",
        "paralysis",
        "stun",
        "disease",
        "death",
        "energy_drain",
        "ability_damage",
    }
)
TYPE_IMMUNITIES: dict[str, frozenset[str]] = {
    "undead": _NO_MIND_NO_BODY,
    "construct": _NO_MIND_NO_BODY,
    "ooze": frozenset({"mind_affecting", "poison", "sleep", "paralysis", "stun"}),
    "elemental": frozenset({"poison", "sleep", "paralysis", "stun"}),
}


def type_immunities(creature_type: str) -> frozenset[str]:
    """Effect tags a creature of ``creature_type`` is immune to by its type traits."""
    return TYPE_IMMUNITIES.get(creature_type, frozenset())
