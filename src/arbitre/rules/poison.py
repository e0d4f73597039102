"""Poison delivered by creatures.

Section: 000 « Poison/venin ». A Fortitude save against the initial effect, and the same save again
1 minute later against the secondary effect, whatever the first result; DC 10 + ½ racial HD +
Con; a success negates that effect. A poisonous creature is immune to its own venom and to that of
its species. The effects themselves (usually ability damage) are the creature's; apply them with
:mod:`arbitre.rules.ability_damage`.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.model.ability import AbilityScore, normalise, section
from arbitre.model.explain import Step
from arbitre.rules.dc import OnSuccess, Save, SaveRequirement, save_requirement

SECTION = section("Poison/venin")
SECONDARY_DELAY_ROUNDS = 10  # 1 minute


def poison_save(racial_hit_dice: int, con_modifier: int, *, printed: int | None = None) -> SaveRequirement:
    return save_requirement(
        SECTION,
        Save.FORTITUDE,
        OnSuccess.NEGATES,
        hit_dice=racial_hit_dice,
        modifier=con_modifier,
        ability=AbilityScore.CON,
        printed=printed,
    )


def immune_to_poison(target_species: str | None, poison_species: str) -> bool:
    """A creature resists its own species' poison."""
    return target_species is not None and normalise(target_species) == normalise(poison_species)


@dataclass(frozen=True, slots=True)
class PoisonOutcome:
    initial_applies: bool
    secondary_applies: bool
    secondary_after_rounds: int
    steps: tuple[Step, ...] = ()


def poison(*, initial_saved: bool, secondary_saved: bool, immune: bool = False) -> PoisonOutcome:
    """Which effects of a poisoned attack apply (the secondary save is made either way)."""
    if immune:
        return PoisonOutcome(False, False, SECONDARY_DELAY_ROUNDS, (Step("poison_immunity", SECTION),))
    steps = (
        Step("poison_initial", SECTION, None, None, {"saved": initial_saved}),
        Step(
            "poison_secondary",
            SECTION,
            None,
            None,
            {"saved": secondary_saved, "rounds": SECONDARY_DELAY_ROUNDS},
        ),
    )
    return PoisonOutcome(not initial_saved, not secondary_saved, SECONDARY_DELAY_ROUNDS, steps)
