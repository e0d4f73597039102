"""Energy drain, negative levels, positive levels and level loss.

Sections: 000 « Absorption d'énergie et niveaux négatifs », « Énergie positive », « Perte de niveau ».

- Each negative level: −1 on attack rolls, saves, skill and ability checks, −1 effective level
  and −5 hit points (the list of penalties is missing from our copy of text 000; these are the
  d20 SRD values it refers to, mirrored by the +1 bonuses of « Énergie positive »), and one spell
  of the highest level still available is lost (:func:`lose_spells`).
- The drainer gains 5 temporary hit points per level bestowed, for 1 hour, unless it drained
  through a spell or similar effect (:func:`drain_temporary_hp`).
- As many negative levels as levels, or falling below level 1, kills (:func:`drain_kills`).
- After 24 hours, one Fortitude save per negative level, DC 10 + ½ attacker HD + attacker Cha;
  each failure costs a real level (:func:`negative_level_save`, :func:`resolve_negative_levels`).
- A lost level sets experience midway between the new level and the next (:func:`lose_level`).
- Positive levels mirror this: +1 bonuses for the living, capped at the Constitution bonus
  (minimum 1), the giver losing 5 temporary hit points each; undead treat them as negative levels
  and save with Will (:func:`grant_positive_levels`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from arbitre.core.errors import RulesError
from arbitre.model.ability import AbilityScore, section
from arbitre.model.explain import Step
from arbitre.rules.dc import OnSuccess, Save, SaveRequirement, save_requirement

SECTION_DRAIN = section("Absorption d'énergie et niveaux négatifs")
SECTION_POSITIVE = section("Énergie positive")
SECTION_LEVEL_LOSS = section("Perte de niveau")

TEMP_HP_PER_LEVEL = 5
TEMP_HP_DURATION_HOURS = 1
LEVEL_DURATION_HOURS = 24
HP_PER_NEGATIVE_LEVEL = 5


def _check_count(value: int, what: str) -> None:
    if value < 0:
        raise RulesError("abilities.negative_count", what=what, value=value)


def _check_levels(levels: int) -> None:
    if levels < 1:
        raise RulesError("abilities.bad_hit_dice", value=levels)


@dataclass(frozen=True, slots=True)
class LevelModifiers:
    """What N negative (or positive) levels do to rolls; negative numbers are penalties."""

    levels: int
    attack: int
    saves: int
    skill_checks: int
    ability_checks: int
    effective_level: int
    hit_points: int
    steps: tuple[Step, ...] = ()


def negative_level_penalties(negative_levels: int) -> LevelModifiers:
    """The penalties of ``negative_levels`` accumulated negative levels."""
    _check_count(negative_levels, "negative_levels")
    n = negative_levels
    step = Step("negative_levels", SECTION_DRAIN, 0, -n, {"levels": n})
    return LevelModifiers(n, -n, -n, -n, -n, -n, -HP_PER_NEGATIVE_LEVEL * n, (step,))


def positive_level_bonuses(positive_levels: int) -> LevelModifiers:
    """The bonuses of positive levels on a living creature (no hit points: none are listed)."""
    _check_count(positive_levels, "positive_levels")
    n = positive_levels
    step = Step("positive_levels", SECTION_POSITIVE, 0, n, {"levels": n})
    return LevelModifiers(n, n, n, n, n, n, 0, (step,))


@dataclass(frozen=True, slots=True)
class SpellLoss:
    """Spells lost to negative levels: per spell level, how many are gone, and what is left."""

    lost: Mapping[int, int]
    remaining: Mapping[int, int]
    unlost: int  # negative levels left over once no spell remained
    steps: tuple[Step, ...] = ()


def lose_spells(available: Mapping[int, int], negative_levels: int) -> SpellLoss:
    """One spell of the highest level still available per negative level.

    ``available`` maps a spell level to the number of spells (or slots) left at that level. The
    loss also holds the next time the victim prepares or regains spells; which spell of a level
    goes is the player's choice.
    """
    _check_count(negative_levels, "negative_levels")
    for level, count in available.items():
        _check_count(level, "spell_level")
        _check_count(count, "spells")
    remaining = dict(available)
    lost: dict[int, int] = {}
    steps: list[Step] = []
    left = negative_levels
    while left > 0:
        levels = [lvl for lvl, count in remaining.items() if count > 0]
        if not levels:
            break
        top = max(levels)
        steps.append(
            Step(
                "negative_level_spell_loss",
                SECTION_DRAIN,
                remaining[top],
                remaining[top] - 1,
                {"spell_level": top},
            )
        )
        remaining[top] -= 1
        lost[top] = lost.get(top, 0) + 1
        left -= 1
    return SpellLoss(MappingProxyType(lost), MappingProxyType(remaining), left, tuple(steps))


def drain_kills(negative_levels: int, levels: int) -> bool:
    """Whether negative levels kill outright: as many as the victim's (real) levels or hit dice."""
    _check_count(negative_levels, "negative_levels")
    _check_levels(levels)
    return negative_levels >= levels


@dataclass(frozen=True, slots=True)
class TemporaryHitPoints:
    amount: int
    duration_hours: int
    steps: tuple[Step, ...] = ()


def drain_temporary_hp(levels_bestowed: int, *, through_spell: bool = False) -> TemporaryHitPoints:
    """What the drainer gains: 5 temporary hit points per level bestowed, lasting 1 hour."""
    _check_count(levels_bestowed, "levels_bestowed")
    amount = 0 if through_spell else TEMP_HP_PER_LEVEL * levels_bestowed
    step = Step(
        "drain_temporary_hp",
        SECTION_DRAIN,
        0,
        amount,
        {"levels": levels_bestowed, "through_spell": through_spell},
    )
    return TemporaryHitPoints(amount, TEMP_HP_DURATION_HOURS, (step,))


@dataclass(frozen=True, slots=True)
class DrainResult:
    """A creature hit by energy drain: its negative levels now, whether it died, the drainer's gain."""

    negative_levels: int
    dead: bool
    penalties: LevelModifiers
    drainer_temporary_hp: TemporaryHitPoints
    steps: tuple[Step, ...] = ()


def energy_drain(
    current_negative_levels: int, bestowed: int, levels: int, *, through_spell: bool = False
) -> DrainResult:
    """A successful draining attack bestowing ``bestowed`` negative levels on a creature of ``levels``."""
    _check_count(current_negative_levels, "negative_levels")
    _check_count(bestowed, "levels_bestowed")
    _check_levels(levels)
    total = current_negative_levels + bestowed
    dead = drain_kills(total, levels)
    steps = [Step("energy_drain", SECTION_DRAIN, current_negative_levels, total, {"bestowed": bestowed})]
    if dead:
        steps.append(Step("drain_death", SECTION_DRAIN, total, levels, {"levels": levels}))
    penalties = negative_level_penalties(total)
    gain = drain_temporary_hp(bestowed, through_spell=through_spell)
    return DrainResult(total, dead, penalties, gain, (*steps, *penalties.steps, *gain.steps))


def negative_level_save(
    attacker_hit_dice: int, attacker_cha_modifier: int, *, printed: int | None = None
) -> SaveRequirement:
    """The Fortitude save made 24 hours later for each negative level (success: it just goes)."""
    return save_requirement(
        SECTION_DRAIN,
        Save.FORTITUDE,
        OnSuccess.NEGATES,
        hit_dice=attacker_hit_dice,
        modifier=attacker_cha_modifier,
        ability=AbilityScore.CHA,
        printed=printed,
    )


@dataclass(frozen=True, slots=True)
class LevelResolution:
    """The 24-hour reckoning: how many real levels were lost and the levels left."""

    levels_lost: int
    levels_after: int
    dead: bool
    steps: tuple[Step, ...] = ()


def resolve_negative_levels(
    levels: int, saves_succeeded: Sequence[bool], *, positive: bool = False
) -> LevelResolution:
    """Remove each negative level after 24 hours; each failed save (one per level) costs a real level.

    ``positive=True`` is the undead's reckoning of positive levels (Will save, « Énergie positive »).
    Falling below level 1 kills.
    """
    _check_levels(levels)
    sec = SECTION_POSITIVE if positive else SECTION_DRAIN
    steps: list[Step] = []
    after = levels
    for i, ok in enumerate(saves_succeeded, start=1):
        before = after
        after -= 0 if ok else 1
        steps.append(Step("negative_level_save", sec, before, after, {"index": i, "succeeded": ok}))
    lost = levels - after
    dead = after < 1
    if dead:
        steps.append(Step("drain_death", sec, after, 0, {"levels": levels}))
    return LevelResolution(lost, max(after, 0), dead, tuple(steps))


def remove_levels(current: int, removed: int) -> int:
    """Negative (or positive) levels left after a spell such as restoration removes ``removed``."""
    _check_count(current, "negative_levels")
    _check_count(removed, "removed")
    return max(0, current - removed)


# --------------------------------------------------------------------------- level loss

# experience needed to reach each level (index 0 is level 1)
XP_DND35: tuple[int, ...] = tuple(1000 * n * (n - 1) // 2 for n in range(1, 21))
XP_PF1_MEDIUM: tuple[int, ...] = (
    0, 2000, 5000, 9000, 15000, 23000, 35000, 51000, 75000, 105000,
    155000, 220000, 315000, 445000, 635000, 890000, 1300000, 1800000, 2550000, 3600000,
)  # fmt: skip
XP_TABLES: Mapping[str, tuple[int, ...]] = MappingProxyType({"dnd35": XP_DND35, "pf1": XP_PF1_MEDIUM})


@dataclass(frozen=True, slots=True)
class LevelLoss:
    level: int
    experience: int | None
    dead: bool
    steps: tuple[Step, ...] = ()


def midpoint_experience(level: int, table: Sequence[int] = XP_DND35) -> int:
    """Experience halfway between ``level`` and the next (past the table: its last threshold)."""
    _check_levels(level)
    low = table[min(level, len(table)) - 1]
    high = table[level] if level < len(table) else low
    return (low + high) // 2


def lose_level(level: int, lost: int = 1, table: Sequence[int] = XP_DND35) -> LevelLoss:
    """Lose ``lost`` levels: one hit die each, experience set midway to the next level; below 1 dies."""
    _check_levels(level)
    _check_count(lost, "levels_lost")
    new = level - lost
    if new < 1:
        return LevelLoss(
            0,
            None,
            True,
            (
                Step("level_loss", SECTION_LEVEL_LOSS, level, new, {"lost": lost}),
                Step("drain_death", SECTION_DRAIN, new, 0, {"levels": level}),
            ),
        )
    xp = midpoint_experience(new, table)
    step = Step("level_loss", SECTION_LEVEL_LOSS, level, new, {"lost": lost, "experience": xp})
    return LevelLoss(new, xp, False, (step,))


# --------------------------------------------------------------------------- positive energy


def positive_level_cap(con_modifier: int) -> int:
    """The most positive levels a creature can hold: its Constitution bonus, at least 1."""
    return max(1, con_modifier)


@dataclass(frozen=True, slots=True)
class PositiveEnergyResult:
    """Positive levels after a grant; for undead, whether they were destroyed."""

    positive_levels: int
    granted: int
    giver_temporary_hp_lost: int
    destroyed: bool
    modifiers: LevelModifiers
    steps: tuple[Step, ...] = ()


def grant_positive_levels(
    current: int,
    granted: int,
    *,
    con_modifier: int,
    undead: bool = False,
    levels: int = 1,
    giver_pays: bool = True,
) -> PositiveEnergyResult:
    """Grant ``granted`` positive levels (the giver loses 5 temporary hit points per level granted).

    A living target holds at most :func:`positive_level_cap`; an undead one takes them as negative
    levels and is destroyed when they reach its levels or hit dice.
    """
    _check_count(current, "positive_levels")
    _check_count(granted, "positive_levels")
    _check_levels(levels)
    if undead:
        total = current + granted
        destroyed = total >= levels
        mods = negative_level_penalties(total)
        steps = [Step("positive_levels_undead", SECTION_POSITIVE, current, total, {"levels": levels})]
        if destroyed:
            steps.append(Step("drain_death", SECTION_POSITIVE, total, levels, {"levels": levels}))
        real = granted
    else:
        cap = positive_level_cap(con_modifier)
        total = max(current, min(current + granted, cap))
        real = total - current
        destroyed = False
        mods = positive_level_bonuses(total)
        steps = [Step("positive_levels", SECTION_POSITIVE, current, total, {"cap": cap, "granted": granted})]
    cost = TEMP_HP_PER_LEVEL * real if giver_pays else 0
    steps.append(Step("positive_energy_cost", SECTION_POSITIVE, 0, -cost, {"levels": real}))
    return PositiveEnergyResult(total, real, cost, destroyed, mods, (*steps, *mods.steps))


@dataclass(frozen=True, slots=True)
class SpellGain:
    """Spell slots (and prepared spells) gained from positive levels, per spell level."""

    gained: Mapping[int, int]
    available: Mapping[int, int]
    steps: tuple[Step, ...] = ()


def gain_spells(available: Mapping[int, int], positive_levels: int) -> SpellGain:
    """One slot (and one prepared spell) of the highest spell level the caster can cast, per
    positive level; ``available`` maps each spell level the caster has access to to its count."""
    _check_count(positive_levels, "positive_levels")
    if not available or positive_levels == 0:
        return SpellGain(MappingProxyType({}), MappingProxyType(dict(available)))
    top = max(available)
    after = dict(available)
    after[top] += positive_levels
    step = Step("positive_level_spells", SECTION_POSITIVE, available[top], after[top], {"spell_level": top})
    return SpellGain(MappingProxyType({top: positive_levels}), MappingProxyType(after), (step,))


def positive_level_save(
    attacker_hit_dice: int, attacker_cha_modifier: int, *, printed: int | None = None
) -> SaveRequirement:
    """The Will save an undead makes 24 hours later for each positive level."""
    return save_requirement(
        SECTION_POSITIVE,
        Save.WILL,
        OnSuccess.NEGATES,
        hit_dice=attacker_hit_dice,
        modifier=attacker_cha_modifier,
        ability=AbilityScore.CHA,
        printed=printed,
    )
