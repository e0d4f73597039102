"""Breath weapons.

Sections: 000 « Attaque de souffle » and « Souffle ». Usually a standard action with no attack
roll: everyone in the area saves, Reflex for half by default (some breaths call for Fortitude or
Will), DC 10 + ½ racial HD + Con. A creature is immune to its own breath. Most breaths are limited
in uses per day or must recharge between uses (:class:`BreathUses`, :func:`use_breath`,
:func:`tick`); the recharge roll is an input.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from arbitre.core.errors import RulesError
from arbitre.model.ability import AbilityScore, section
from arbitre.model.explain import Step
from arbitre.rules.dc import OnSuccess, Save, SaveRequirement, halve, save_requirement

SECTION = section("Souffle")
SECTION_ATTACK = section("Attaque de souffle")
ACTION = "standard"
ATTACK_ROLL = False


def breath_save(
    racial_hit_dice: int,
    con_modifier: int,
    *,
    save: Save = Save.REFLEX,
    on_success: OnSuccess = OnSuccess.HALF,
    printed: int | None = None,
) -> SaveRequirement:
    """The save against a breath weapon."""
    return save_requirement(
        SECTION,
        save,
        on_success,
        hit_dice=racial_hit_dice,
        modifier=con_modifier,
        ability=AbilityScore.CON,
        printed=printed,
    )


@dataclass(frozen=True, slots=True)
class BreathDamage:
    amount: int
    steps: tuple[Step, ...] = ()


def breath_damage(
    amount: int, *, save_succeeded: bool, own_breath: bool = False, half_on_success: bool = True
) -> BreathDamage:
    """Damage a creature in the area takes (before evasion and mitigation)."""
    if amount < 0:
        raise RulesError("abilities.negative_count", what="damage", value=amount)
    if own_breath:
        return BreathDamage(0, (Step("breath_own_immunity", SECTION, amount, 0),))
    if save_succeeded:
        after = halve(amount) if half_on_success else 0
        return BreathDamage(after, (Step("breath_save", SECTION, amount, after, {"saved": True}),))
    return BreathDamage(amount, (Step("breath_save", SECTION, amount, amount, {"saved": False}),))


@dataclass(frozen=True, slots=True)
class BreathUses:
    """The breath's limits: uses per day and/or a recharge in rounds (a dice text like ``1d4``)."""

    per_day: int | None = None
    recharge: str | None = None


@dataclass(frozen=True, slots=True)
class BreathState:
    used_today: int = 0
    rounds_until_ready: int = 0


def can_breathe(uses: BreathUses, state: BreathState) -> bool:
    """Whether the breath is available now."""
    if uses.per_day is not None and state.used_today >= uses.per_day:
        return False
    return state.rounds_until_ready <= 0


def use_breath(uses: BreathUses, state: BreathState, *, recharge_rounds: int = 0) -> BreathState:
    """The state after breathing; ``recharge_rounds`` is the rolled recharge (e.g. 1d4)."""
    if not can_breathe(uses, state):
        raise RulesError("abilities.breath_not_ready", used=state.used_today, rounds=state.rounds_until_ready)
    if recharge_rounds < 0:
        raise RulesError("abilities.negative_count", what="recharge", value=recharge_rounds)
    return BreathState(state.used_today + 1, recharge_rounds if uses.recharge else 0)


def tick(state: BreathState, rounds: int = 1) -> BreathState:
    """The state ``rounds`` rounds later."""
    return replace(state, rounds_until_ready=max(0, state.rounds_until_ready - rounds))


def new_day(state: BreathState) -> BreathState:
    return replace(state, used_today=0)
