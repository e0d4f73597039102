"""Turn resistance.

Section: 000 « Résistance au renvoi » (extraordinary). Against any attempt to turn, rebuke,
destroy, command or bolster the creature, its turn resistance is added to its hit dice for every
aspect of the attempt.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbitre.core.errors import RulesError
from arbitre.model.ability import AbilityKind, section
from arbitre.model.explain import Step

SECTION = section("Résistance au renvoi")
KIND = AbilityKind.EXTRAORDINARY


@dataclass(frozen=True, slots=True)
class TurningHitDice:
    hit_dice: int
    steps: tuple[Step, ...] = ()


def hit_dice_against_turning(hit_dice: int, turn_resistance: int) -> TurningHitDice:
    """The hit dice that count for turning (and rebuking, commanding, bolstering)."""
    if hit_dice < 1:
        raise RulesError("abilities.bad_hit_dice", value=hit_dice)
    if turn_resistance < 0:
        raise RulesError("abilities.negative_count", what="turn_resistance", value=turn_resistance)
    after = hit_dice + turn_resistance
    return TurningHitDice(
        after, (Step("turn_resistance", SECTION, hit_dice, after, {"resistance": turn_resistance}),)
    )
