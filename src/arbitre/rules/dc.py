"""Save DCs of special abilities: one formula, 10 + ½ hit dice + an ability modifier.

Text 000 uses it for energy drain and positive energy (Charisma, 000 « Absorption d'énergie et
niveaux négatifs », « Énergie positive »), breath weapons and poison (Constitution, « Souffle »,
« Poison/venin »), trample (Strength, « Piétinement ») and frightful presence (Charisma,
« Présence terrifiante »). A stat block's printed DC wins over the formula; callers pass it as
``printed``. Rolling the save is the engine's business: this module only says which save, against
what DC, and what a success does.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbitre.core.errors import RulesError
from arbitre.model.ability import AbilityScore
from arbitre.model.ability import ability_modifier as _modifier
from arbitre.model.explain import Step


class Save(StrEnum):
    FORTITUDE = "fortitude"
    REFLEX = "reflex"
    WILL = "will"


class OnSuccess(StrEnum):
    """What a successful save does to the effect."""

    NEGATES = "negates"
    HALF = "half"
    PARTIAL = "partial"


@dataclass(frozen=True, slots=True)
class SaveRequirement:
    """Which save the target makes, its DC, what success does, and how the DC was found."""

    save: Save
    dc: int
    on_success: OnSuccess
    steps: tuple[Step, ...] = ()


def ability_modifier(score: int) -> int:
    """The modifier of an ability score: (score − 10) / 2 rounded down (a score of 0 gives −5)."""
    if score < 0:
        raise RulesError("abilities.negative_score", value=score)
    return _modifier(score)


def special_ability_dc(hit_dice: int, modifier: int) -> int:
    """10 + half the hit dice (rounded down) + the ability modifier."""
    if hit_dice < 1:
        raise RulesError("abilities.bad_hit_dice", value=hit_dice)
    return 10 + hit_dice // 2 + modifier


def save_requirement(
    section: str,
    save: Save,
    on_success: OnSuccess,
    *,
    hit_dice: int,
    modifier: int,
    ability: AbilityScore,
    printed: int | None = None,
) -> SaveRequirement:
    """The save against an ability, with a ``special_ability_dc`` step (a printed DC overrides)."""
    computed = special_ability_dc(hit_dice, modifier)
    dc = computed if printed is None else printed
    step = Step(
        "special_ability_dc",
        section,
        None,
        dc,
        {
            "hit_dice": hit_dice,
            "ability": ability.value,
            "modifier": modifier,
            "computed": computed,
            "printed": printed,
            "save": save.value,
        },
    )
    return SaveRequirement(save, dc, on_success, (step,))


def halve(amount: int) -> int:
    """Half an amount, rounded down (002 « Doubler les dégâts ou les diviser par deux »; the d20
    texts round halves down too): the one halving every rule uses."""
    return amount // 2
