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
