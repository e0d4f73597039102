"""Spell resistance: 001 « La résistance à la magie », 000 « Résistance à la magie »."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from arbitre.content.spells import find_spell
from arbitre.model.spell import SpellResistance
from arbitre.rules.spell_resistance import (
    SRMemory,
    SRSkip,
    SRVerdict,
    caster_level_check,
    effective_spell_resistance,
    remembered_check,
    spell_sr_applies,
    sr_applies,
    success_probability,
)


def test_check_equal_or_beat() -> None:
    assert caster_level_check(10, 5, 15).success
    assert not caster_level_check(9, 5, 15).success
    assert caster_level_check(5, 5, 15, modifiers=5).success


def test_natural_20_is_not_automatic() -> None:
    """000 « Résistance à la magie »: the caster level check has no automatic success."""
    assert not caster_level_check(20, 1, 30).success
    assert success_probability(1, 30) == 0


def test_success_probability_is_exact() -> None:
    assert success_probability(10, 20) == Fraction(11, 20)
    assert success_probability(20, 5) == 1
    assert success_probability(5, 0) == 1


@given(st.integers(1, 30), st.integers(0, 60), st.integers(-5, 5))
def test_probability_matches_enumeration(cl: int, sr: int, mods: int) -> None:
    wins = sum(caster_level_check(n, cl, sr, modifiers=mods).success for n in range(1, 21))
    assert success_probability(cl, sr, modifiers=mods) == Fraction(wins, 20) or sr <= 0


def test_only_highest_sr_counts() -> None:
    """000 « Résistance à la magie »: sources do not stack."""
    assert effective_spell_resistance([15, 22, 18]) == 22
    assert effective_spell_resistance([]) == 0


def test_spells_that_skip_sr() -> None:
    """001 « Cible(s) » (spells on the caster) and the « non » line."""
    assert spell_sr_applies(find_spell("Shield"), 25).skip is SRSkip.CASTER_ONLY
    assert spell_sr_applies(find_spell("Acid Arrow"), 25).skip is SRSkip.SPELL_ALLOWS_NONE
    assert spell_sr_applies(find_spell("Fireball"), 25).applies
    assert spell_sr_applies(find_spell("Fireball"), 0).skip is SRSkip.NO_RESISTANCE


def test_harmless_and_lowered() -> None:
    """001 « La résistance à la magie »: harmless spells, lowering SR with a standard action."""
    harmless = SpellResistance(applies=True, harmless=True)
    assert sr_applies(harmless, 20, resists=False).skip is SRSkip.HARMLESS_ACCEPTED
    assert sr_applies(harmless, 20).applies
    assert sr_applies(SpellResistance(applies=True), 20, lowered_to=0).skip is SRSkip.LOWERED
    assert sr_applies(SpellResistance(applies=True), 20, lowered_to=12).sr == 12


def test_one_check_per_spell_per_creature() -> None:
    """000 « Résistance à la magie »: the result is remembered while the spell lasts."""
    memory = SRMemory()
    assert remembered_check(memory, "web#1", "troll").needed
    memory = memory.remember("web#1", "troll", SRVerdict(False))
    again = remembered_check(memory, "web#1", "troll")
    assert not again.needed and again.success is False
    assert remembered_check(memory, "web#1", "ogre").needed
    lowered = memory.remember("web#1", "ogre", SRVerdict(True, while_lowered=True))
    assert remembered_check(lowered, "web#1", "ogre", sr_restored=True).needed
    assert not remembered_check(lowered, "web#1", "ogre").needed
    assert remembered_check(lowered.forget_spell("web#1"), "web#1", "troll").needed
    assert memory.get("web#1", "troll") == SRVerdict(False)  # values never change
