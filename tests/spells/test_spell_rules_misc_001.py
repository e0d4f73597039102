"""Descriptors, polymorph, touch spells and schools (text 001)."""

from __future__ import annotations

import pytest

from arbitre.content.spells import find_spell
from arbitre.core.errors import RulesError
from arbitre.model.creature import Size
from arbitre.model.spell import DurationKind
from arbitre.rules.descriptors import descriptor_checks, language_dependent_works, mind_affecting_works
from arbitre.rules.polymorph import PolymorphResult, new_polymorph, size_adjusted_scores, size_change_works
from arbitre.rules.schools import (
    DisbeliefSave,
    SummonedFate,
    abjuration_perception_dc,
    calling_duration,
    can_be_summoned_again,
    created_thing_persists,
    disbelief,
    figment_ac,
    scrying_sensor_dc,
    summoned_can_summon,
    summoned_creature_fate,
    teleport_allowed,
)
from arbitre.rules.touch_spells import (
    MAX_WILLING_TOUCH_TARGETS,
    REDIRECT_ACTION,
    HeldCharge,
    critical_damage,
    is_willing,
    threatens_critical,
    touch_targets_allowed,
)


def test_language_dependent_and_mind_affecting() -> None:
    """001 « Registre »."""
    assert not language_dependent_works(shares_language=False, can_hear=True).affected
    assert not language_dependent_works(shares_language=True, can_hear=False).affected
    assert language_dependent_works(shares_language=True, can_hear=True).affected
    assert not mind_affecting_works(0).affected and not mind_affecting_works(None).affected
    assert mind_affecting_works(1).affected
    suggestion = find_spell("Suggestion")
    assert not descriptor_checks(suggestion, intelligence=10, shares_language=False).affected
    assert not descriptor_checks(suggestion, intelligence=0).affected
    assert descriptor_checks(find_spell("Fireball"), intelligence=None).affected


def test_polymorph_size_table() -> None:
    """001 « Métamorphose »: the size adjustment table."""
    huge = size_adjusted_scores(Size.HUGE, 30, 10, 20)
    assert (huge.strength, huge.dexterity, huge.constitution, huge.size) == (22, 14, 16, Size.MEDIUM)
    fine = size_adjusted_scores(Size.FINE, 1, 20, None)
    assert (fine.strength, fine.dexterity, fine.constitution, fine.size) == (7, 14, None, Size.SMALL)
    medium = size_adjusted_scores(Size.MEDIUM, 10, 10, 10)
    assert medium.size is Size.MEDIUM and medium.steps == ()


def test_one_polymorph_at_a_time() -> None:
    """001 « Métamorphose »."""
    assert new_polymorph(already_polymorphed=False, accepts=False) is PolymorphResult.APPLIED
    assert new_polymorph(already_polymorphed=True, accepts=False) is PolymorphResult.REFUSED
    assert new_polymorph(already_polymorphed=True, accepts=True) is PolymorphResult.REPLACES
    assert not size_change_works(polymorphed=True)


def test_touch_and_ray_criticals() -> None:
    """001 « La portée » (Contact) and « Effet » (Rayon)."""
    assert threatens_critical(20, deals_damage=True)
    assert not threatens_critical(19, deals_damage=True)
    assert not threatens_critical(20, deals_damage=False)
    assert critical_damage(13, confirmed=True) == 26 and critical_damage(13, confirmed=False) == 13


def test_holding_the_charge() -> None:
    """001 « Retenir un sort de contact »."""
    held = HeldCharge().hold("shocking_grasp")
    after, steps = held.cast_another()
    assert after.spell_key is None and steps
    assert held.discharge().spell_key is None
    with pytest.raises(RulesError):
        HeldCharge().hold("cure_light_wounds_mass", multi_target=True)


def test_willing_targets_and_redirect() -> None:
    """001 « Cible(s) » and « La portée » (Contact)."""
    assert is_willing(unconscious=True, consents=False)
    assert not is_willing(unconscious=False, consents=False)  # helpless but conscious
    assert touch_targets_allowed(MAX_WILLING_TOUCH_TARGETS) and not touch_targets_allowed(7)
    assert REDIRECT_ACTION == "move"


def test_schools() -> None:
    """001 « Abjuration », « Divination », « Illusion », « Invocation »."""
    assert abjuration_perception_dc(25, overlapping_abjurations_over_24h=True)[0] == 21
    assert abjuration_perception_dc(25, overlapping_abjurations_over_24h=False)[0] == 25
    assert scrying_sensor_dc(4) == 24
    assert disbelief(studies_or_interacts=False).save is DisbeliefSave.NONE
    assert disbelief(studies_or_interacts=True).bonus == 0
    assert disbelief(studies_or_interacts=True, told_by_ally=True).bonus == 4
    assert disbelief(studies_or_interacts=True, has_proof=True).save is DisbeliefSave.NOT_NEEDED
    assert figment_ac(-1) == 9
    assert summoned_creature_fate(hit_points=0, spell_ended=False) is SummonedFate.RETURNS_HOME
    assert summoned_creature_fate(hit_points=5, spell_ended=False) is SummonedFate.STAYS
    assert not can_be_summoned_again(23.5) and can_be_summoned_again(24)
    assert not summoned_can_summon()
    assert calling_duration() is DurationKind.INSTANTANEOUS
    assert created_thing_persists(DurationKind.INSTANTANEOUS, spell_ended=True)
    assert not created_thing_persists(DurationKind.TIMED, spell_ended=True)
    assert not teleport_allowed(astral_travel_blocked=True)
