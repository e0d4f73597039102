"""Ability damage (temporary) and ability drain (permanent).

Section: 000 « Affaiblissement et diminution de caractéristique ».

- A score never goes below 0; points lost past 0 are not recorded (:func:`damage_ability`,
  :func:`drain_ability`). A creature with no score at all (« — ») is not the same as a score of 0:
  it cannot lose points of that ability.
- Damage heals at 1 point per day per ability, 2 with a full day of rest
  (:func:`recover_naturally`); lesser restoration, restoration and greater restoration heal it;
  drain never heals naturally, only restoration or greater restoration (:func:`restore`).
- A score of 0 has consequences per ability (:func:`zero_score_effect`; the list is missing from
  our copy of text 000: these are the d20 SRD's).
- Losing Constitution costs 1 hit point per hit die for each point of modifier lost, never below
  1 hit point per die (:func:`constitution_hit_points`).
- A temporary reduction by a spell is not ability damage: it ends with the spell (not modelled here).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from arbitre.core.errors import RulesError
from arbitre.model.ability import AbilityScore, section
from arbitre.model.explain import Step
from arbitre.rules.dc import ability_modifier

SECTION = section("Affaiblissement et diminution de caractéristique")


@dataclass(frozen=True, slots=True)
class AbilityState:
    """One ability score: its base (``None`` for « — », no score), damage and drain taken."""

    ability: AbilityScore
    base: int | None
    damage: int = 0
    drain: int = 0

    def __post_init__(self) -> None:
        if self.base is not None and self.base < 0:
            raise RulesError("abilities.negative_score", value=self.base)
        if self.damage < 0 or self.drain < 0:
            raise RulesError(
                "abilities.negative_count", what="ability_damage", value=min(self.damage, self.drain)
            )
        if self.base is None and (self.damage or self.drain):
            raise RulesError("abilities.no_score", ability=self.ability.value)
        if self.base is not None and self.damage + self.drain > self.base:
            raise RulesError("abilities.negative_score", value=self.base - self.damage - self.drain)

    @property
    def current(self) -> int | None:
        """The score in play (``None``: the creature has no such score)."""
        return None if self.base is None else self.base - self.damage - self.drain

    @property
    def modifier(self) -> int | None:
        current = self.current
        return None if current is None else ability_modifier(current)


@dataclass(frozen=True, slots=True)
class AbilityChange:
    state: AbilityState
    steps: tuple[Step, ...] = ()


def _lose(state: AbilityState, amount: int, *, drain: bool) -> AbilityChange:
    if amount < 0:
        raise RulesError("abilities.negative_count", what="ability_damage", value=amount)
    rule = "ability_drain" if drain else "ability_damage"
    if state.current is None:
        return AbilityChange(
            state, (Step(rule, SECTION, None, None, {"ability": state.ability.value, "no_score": True}),)
        )
    before = state.current
    taken = min(amount, before)  # nothing past 0 is recorded
    new = replace(state, drain=state.drain + taken) if drain else replace(state, damage=state.damage + taken)
    step = Step(rule, SECTION, before, new.current, {"ability": state.ability.value, "amount": amount})
    return AbilityChange(new, (step,))


def damage_ability(state: AbilityState, amount: int) -> AbilityChange:
    """Take ``amount`` points of ability damage (temporary)."""
    return _lose(state, amount, drain=False)


def drain_ability(state: AbilityState, amount: int) -> AbilityChange:
    """Take ``amount`` points of ability drain (permanent)."""
    return _lose(state, amount, drain=True)


RECOVERY_PER_DAY = 1
RECOVERY_PER_DAY_FULL_REST = 2


def recover_naturally(state: AbilityState, days: int, *, full_rest: bool = False) -> AbilityChange:
    """Heal ability damage over ``days`` (1 point a day, 2 with full rest); drain stays."""
    if days < 0:
        raise RulesError("abilities.negative_count", what="days", value=days)
    if state.current is None:
        return AbilityChange(state)
    rate = RECOVERY_PER_DAY_FULL_REST if full_rest else RECOVERY_PER_DAY
    healed = min(state.damage, rate * days)
    new = replace(state, damage=state.damage - healed)
    step = Step(
        "ability_recovery",
        SECTION,
        state.current,
        new.current,
        {"ability": state.ability.value, "days": days, "full_rest": full_rest},
    )
    return AbilityChange(new, (step,))


class Restoration(StrEnum):
    LESSER = "lesser_restoration"
    RESTORATION = "restoration"
    GREATER = "greater_restoration"


def restore(state: AbilityState, spell: Restoration, *, points: int | None = None) -> AbilityChange:
    """Heal with a restoration spell.

    Lesser restoration heals ``points`` of damage only (its amount is the spell's, rolled by the
    caller; ``None`` heals all); restoration and greater restoration heal all damage and all drain.
    """
    if points is not None and points < 0:
        raise RulesError("abilities.negative_count", what="points", value=points)
    if state.current is None:
        return AbilityChange(state)
    if spell is Restoration.LESSER:
        healed = state.damage if points is None else min(points, state.damage)
        new = replace(state, damage=state.damage - healed)
    else:
        new = replace(state, damage=0, drain=0)
    step = Step(
        "ability_restoration",
        SECTION,
        state.current,
        new.current,
        {"ability": state.ability.value, "spell": spell.value},
    )
    return AbilityChange(new, (step,))


class ZeroScoreEffect(StrEnum):
    """What a score of 0 does."""

    HELPLESS = "helpless"  # Strength: cannot move at all
    PARALYZED = "paralyzed"  # Dexterity: cannot move
    DEAD = "dead"  # Constitution
    UNCONSCIOUS = "unconscious"  # Intelligence, Wisdom, Charisma: comatose, helpless


_ZERO = {
    AbilityScore.STR: ZeroScoreEffect.HELPLESS,
    AbilityScore.DEX: ZeroScoreEffect.PARALYZED,
    AbilityScore.CON: ZeroScoreEffect.DEAD,
    AbilityScore.INT: ZeroScoreEffect.UNCONSCIOUS,
    AbilityScore.WIS: ZeroScoreEffect.UNCONSCIOUS,
    AbilityScore.CHA: ZeroScoreEffect.UNCONSCIOUS,
}


def zero_score_effect(ability: AbilityScore) -> ZeroScoreEffect:
    """The consequence of a score of 0 in ``ability``."""
    return _ZERO[ability]


def state_effect(state: AbilityState) -> ZeroScoreEffect | None:
    """The consequence of the current score, if it is 0 (a creature with no score has none)."""
    return zero_score_effect(state.ability) if state.current == 0 else None


@dataclass(frozen=True, slots=True)
class HitPointChange:
    hit_points: int
    change: int
    steps: tuple[Step, ...] = ()


def constitution_hit_points(
    hit_dice: int, hit_points: int, con_before: int, con_after: int
) -> HitPointChange:
    """Hit points after Constitution goes from ``con_before`` to ``con_after``.

    Each point of modifier lost costs 1 hit point per hit die, but this loss never takes the
    creature below 1 hit point per hit die; a modifier regained gives them back.
    """
    if hit_dice < 1:
        raise RulesError("abilities.bad_hit_dice", value=hit_dice)
    delta = ability_modifier(con_after) - ability_modifier(con_before)
    change = delta * hit_dice
    after = hit_points + change
    if change < 0:
        floor = min(hit_points, hit_dice)
        after = max(after, floor)
    step = Step(
        "constitution_hit_points",
        SECTION,
        hit_points,
        after,
        {"hit_dice": hit_dice, "modifier_change": delta},
    )
    return HitPointChange(after, after - hit_points, (step,))
