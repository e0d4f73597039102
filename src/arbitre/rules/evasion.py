"""Evasion and improved evasion.

Section: 000 « Esquive totale et esquive extraordinaire ». Against an attack that allows a Reflex
save for half damage: evasion takes nothing on a success; improved evasion takes nothing on a
success and half on a failure. The character needs room to dodge (not bound, not confined, able
to move); seeing the attack coming is not needed. Rogues and monks lose it in medium or heavy
armour; some creatures with it innately do not.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbitre.core.errors import RulesError
from arbitre.model.ability import section
from arbitre.model.creature import ArmorCategory
from arbitre.model.explain import Step
from arbitre.rules.dc import halve

SECTION = section("Esquive totale et esquive extraordinaire")


class Evasion(StrEnum):
    NONE = "none"
    EVASION = "evasion"
    IMPROVED = "improved_evasion"


def evasion_works(
    evasion: Evasion,
    *,
    armour: ArmorCategory = ArmorCategory.NONE,
    from_rogue_or_monk: bool = True,
    can_move: bool = True,
) -> bool:
    """Whether the ability helps right now (class-granted evasion needs light or no armour)."""
    if evasion is Evasion.NONE or not can_move:
        return False
    return not (from_rogue_or_monk and armour in (ArmorCategory.MEDIUM, ArmorCategory.HEAVY))


def effective_evasion(
    evasion: Evasion,
    *,
    armour: ArmorCategory = ArmorCategory.NONE,
    from_rogue_or_monk: bool = True,
    can_move: bool = True,
) -> Evasion:
    """The evasion that applies now: ``Evasion.NONE`` when :func:`evasion_works` says it does not."""
    works = evasion_works(evasion, armour=armour, from_rogue_or_monk=from_rogue_or_monk, can_move=can_move)
    return evasion if works else Evasion.NONE


@dataclass(frozen=True, slots=True)
class ReflexDamage:
    amount: int
    steps: tuple[Step, ...] = ()


def reflex_half_damage(amount: int, *, save_succeeded: bool, evasion: Evasion = Evasion.NONE) -> ReflexDamage:
    """Damage from an attack allowing Reflex for half, given the save and a working evasion."""
    if amount < 0:
        raise RulesError("abilities.negative_count", what="damage", value=amount)
    if save_succeeded:
        after = 0 if evasion is not Evasion.NONE else halve(amount)
    else:
        after = halve(amount) if evasion is Evasion.IMPROVED else amount
    step = Step(
        "evasion" if evasion is not Evasion.NONE else "reflex_half",
        SECTION,
        amount,
        after,
        {"saved": save_succeeded, "evasion": evasion.value},
    )
    return ReflexDamage(after, (step,))
