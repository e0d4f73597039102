"""Spell resistance against a spell: whether it applies, the caster level check, what is remembered.

Sections: 001 « La résistance à la magie » (the check 1d20 + caster level + modifiers against SR;
the « objet » and « inoffensif » tags; lowering SR on purpose) and 000 « Résistance à la magie »
(equal or beat to succeed, no natural-20 rule; sources do not stack, only the highest counts; one
check per spell per creature, remembered while the spell lasts, with a second chance when SR
comes back after being lowered). A spell that targets only its caster, and a spell whose line
says « non », skip it (001 « Cible(s) »).

The natural d20 is an input; :func:`success_probability` gives the exact odds.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING

from arbitre.core.errors import RulesError
from arbitre.model.explain import Step

if TYPE_CHECKING:
    from arbitre.model.spell import Spell, SpellResistance

SECTION = "001 « La résistance à la magie »"
SECTION_000 = "000 « Résistance à la magie »"
SECTION_CASTER_ONLY = "001 « Cible(s) »"


def effective_spell_resistance(sources: Iterable[int]) -> int:
    """Several sources of SR do not add up: the highest one counts (0 when none)."""
    return max((s for s in sources if s > 0), default=0)


class SRSkip(StrEnum):
    """Why no caster level check is made."""

    NO_RESISTANCE = "no_resistance"  # the creature has SR 0
    SPELL_ALLOWS_NONE = "spell_allows_none"  # the spell's line says « non »
    CASTER_ONLY = "caster_only"  # the spell targets only its caster
    HARMLESS_ACCEPTED = "harmless_accepted"  # harmless spell and the target does not resist
    LOWERED = "lowered"  # the creature lowered its SR (to nothing or below the need)


@dataclass(frozen=True, slots=True)
class SRApplies:
    applies: bool
    sr: int  # the SR value the check is made against (0 when it does not apply)
    skip: SRSkip | None
    steps: tuple[Step, ...]


def sr_applies(
    spell_resistance: SpellResistance,
    sr: int,
    *,
    targets_only_caster: bool = False,
    resists: bool = True,
    lowered_to: int | None = None,
) -> SRApplies:
    """Whether the creature's ``sr`` protects it from this spell, and at what value.

    ``resists`` is False when the target accepts the spell (a harmless spell it wants); ``lowered_to``
    is the value it lowered its SR to this round with a standard action (0 to drop it)."""
    if targets_only_caster:
        return SRApplies(False, 0, SRSkip.CASTER_ONLY, (Step("sr_caster_only", SECTION_CASTER_ONLY),))
    if not spell_resistance.applies:
        return SRApplies(False, 0, SRSkip.SPELL_ALLOWS_NONE, (Step("sr_spell_allows_none", SECTION),))
    if sr <= 0:
        return SRApplies(False, 0, SRSkip.NO_RESISTANCE, ())
    if not resists:
        return SRApplies(False, 0, SRSkip.HARMLESS_ACCEPTED, (Step("sr_not_resisted", SECTION),))
    value = sr
    if lowered_to is not None:
        value = max(0, min(sr, lowered_to))
        if value == 0:
            return SRApplies(False, 0, SRSkip.LOWERED, (Step("sr_lowered", SECTION_000, sr, 0),))
    return SRApplies(True, value, None, ())


def spell_sr_applies(
    spell: Spell, sr: int, *, resists: bool = True, lowered_to: int | None = None
) -> SRApplies:
    """:func:`sr_applies` with the spell's own line and whether it targets only its caster."""
    return sr_applies(
        spell.spell_resistance,
        sr,
        targets_only_caster=spell.targets_only_caster,
        resists=resists,
        lowered_to=lowered_to,
    )


@dataclass(frozen=True, slots=True)
class CasterLevelCheck:
    success: bool  # True: the spell gets through
    natural: int
    total: int
    sr: int
    steps: tuple[Step, ...]


def caster_level_check(natural: int, caster_level: int, sr: int, *, modifiers: int = 0) -> CasterLevelCheck:
    """1d20 + caster level + modifiers; equal to or above SR gets through. A natural 20 is not an
    automatic success."""
    if not 1 <= natural <= 20:
        raise RulesError("spells.bad_natural", value=natural)
    if caster_level < 1:
        raise RulesError("spells.bad_caster_level", value=caster_level)
    total = natural + caster_level + modifiers
    success = total >= sr
    step = Step(
        "caster_level_check",
        SECTION,
        total,
        sr,
        {"natural": natural, "caster_level": caster_level, "modifiers": modifiers, "success": success},
    )
    return CasterLevelCheck(success, natural, total, sr, (step,))


def success_probability(caster_level: int, sr: int, *, modifiers: int = 0) -> Fraction:
    """Exact chance that the caster level check beats ``sr`` (between 0 and 1, no automatic 20)."""
    if sr <= 0:
        return Fraction(1)
    need = sr - caster_level - modifiers  # natural d20 needed
    faces = sum(1 for natural in range(1, 21) if natural >= need)
    return Fraction(faces, 20)


@dataclass(frozen=True, slots=True)
class SRVerdict:
    """The remembered result of the check for one spell on one creature."""

    success: bool
    while_lowered: bool = False  # affected only because SR was lowered: a second chance later


@dataclass(frozen=True, slots=True)
class SRMemory:
    """Checks already made, keyed by (spell instance id, creature id): a value, never mutated."""

    verdicts: Mapping[tuple[str, str], SRVerdict] = field(default_factory=lambda: MappingProxyType({}))

    def get(self, spell_key: str, creature_key: str) -> SRVerdict | None:
        return self.verdicts.get((spell_key, creature_key))

    def remember(self, spell_key: str, creature_key: str, verdict: SRVerdict) -> SRMemory:
        merged = dict(self.verdicts)
        merged[(spell_key, creature_key)] = verdict
        return SRMemory(MappingProxyType(merged))

    def forget_spell(self, spell_key: str) -> SRMemory:
        """The spell ended: its checks no longer matter."""
        return SRMemory(MappingProxyType({k: v for k, v in self.verdicts.items() if k[0] != spell_key}))


@dataclass(frozen=True, slots=True)
class RememberedCheck:
    needed: bool  # a new check must be rolled
    success: bool | None  # the remembered result when no new check is needed
    steps: tuple[Step, ...]


def remembered_check(
    memory: SRMemory, spell_key: str, creature_key: str, *, sr_restored: bool = False
) -> RememberedCheck:
    """One check per spell per creature: reuse the remembered result, except that a creature
    affected while its SR was lowered gets a new check once its SR is back (``sr_restored``)."""
    verdict = memory.get(spell_key, creature_key)
    if verdict is None:
        return RememberedCheck(True, None, ())
    if verdict.while_lowered and sr_restored:
        return RememberedCheck(True, None, (Step("sr_second_chance", SECTION_000),))
    step = Step("sr_remembered", SECTION_000, None, None, {"success": verdict.success})
    return RememberedCheck(False, verdict.success, (step,))


__all__ = [
    "CasterLevelCheck",
    "RememberedCheck",
    "SRApplies",
    "SRMemory",
    "SRSkip",
    "SRVerdict",
    "caster_level_check",
    "effective_spell_resistance",
    "remembered_check",
    "spell_sr_applies",
    "sr_applies",
    "success_probability",
]
