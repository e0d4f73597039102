"""Saving throws against spells: 001 « Les jets de sauvegarde » and the pf2 profile's four degrees."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbitre.content.spells import find_spell
from arbitre.core.errors import RulesError
from arbitre.model.ability import AbilityScore
from arbitre.model.ruleset import DND35, PF1, PF2
from arbitre.model.spell import SaveEffect, SaveKind, SavingThrow
from arbitre.rules.saving_throws import (
    Degree,
    ExposedItem,
    SaveDecision,
    damage_after_save,
    degree_probabilities,
    exposed_item_pick_count,
    item_hit_on_natural_one,
    items_at_risk,
    key_ability,
    object_save_bonus,
    save_attempt,
    save_outcome,
    spell_save_dc,
    spell_save_dc_for,
)


def test_dc_is_10_plus_level_plus_modifier() -> None:
    """001 « Degré de difficulté des jets de sauvegarde »."""
    assert spell_save_dc(3, 4).dc == 17
    assert spell_save_dc(0, 0).dc == 10
    assert spell_save_dc(9, 5, other_modifiers=1).dc == 25
    with pytest.raises(RulesError):
        spell_save_dc(10, 0)


def test_dc_uses_the_level_of_the_casters_class() -> None:
    """001 « Degré de difficulté… »: the level on the caster's own list counts (a druid's flame strike is 4th)."""
    flame_strike = find_spell("Flame Strike")
    assert spell_save_dc_for(flame_strike, "cleric", 3).dc == 18
    assert spell_save_dc_for(flame_strike, "druid", 3).dc == 17
    with pytest.raises(RulesError):
        spell_save_dc_for(flame_strike, "wizard", 3)


def test_key_abilities_named_by_the_text() -> None:
    """001 « Degré de difficulté… »: Int wizard; Cha bard, paladin, sorcerer; Wis cleric, druid, ranger."""
    assert key_ability("wizard") is AbilityScore.INT
    for cls in ("bard", "paladin", "sorcerer"):
        assert key_ability(cls) is AbilityScore.CHA
    for cls in ("cleric", "druid", "ranger"):
        assert key_ability(cls) is AbilityScore.WIS
    with pytest.raises(RulesError):
        key_ability("fighter")


def test_natural_1_fails_and_natural_20_succeeds() -> None:
    """001 « Échecs et réussites automatiques »."""
    assert not save_outcome(1, 40, 15).succeeded
    assert save_outcome(20, 2, 30).succeeded
    assert save_outcome(10, 15, 15).succeeded
    assert not save_outcome(10, 14, 15).succeeded


@given(st.integers(1, 20), st.integers(-10, 40), st.integers(1, 40))
def test_pass_fail_rulesets_only_use_two_degrees(natural: int, total: int, dc: int) -> None:
    for ruleset in (PF1, DND35):
        assert save_outcome(natural, total, dc, ruleset).degree in {Degree.SUCCESS, Degree.FAILURE}


def test_pf2_four_degrees() -> None:
    assert save_outcome(10, 30, 20, PF2).degree is Degree.CRITICAL_SUCCESS
    assert save_outcome(10, 20, 20, PF2).degree is Degree.SUCCESS
    assert save_outcome(10, 19, 20, PF2).degree is Degree.FAILURE
    assert save_outcome(10, 10, 20, PF2).degree is Degree.CRITICAL_FAILURE
    # natural 20 and 1 move one step
    assert save_outcome(20, 19, 20, PF2).degree is Degree.SUCCESS
    assert save_outcome(1, 20, 20, PF2).degree is Degree.FAILURE
    assert save_outcome(1, 5, 20, PF2).degree is Degree.CRITICAL_FAILURE


def test_degree_probabilities_are_exact_and_sum_to_one() -> None:
    probs = degree_probabilities(5, 15)
    assert probs[Degree.SUCCESS] == Fraction(11, 20)
    assert sum(probs.values()) == 1
    assert degree_probabilities(100, 15)[Degree.FAILURE] == Fraction(1, 20)  # natural 1
    assert sum(degree_probabilities(7, 20, PF2).values()) == 1


def test_half_damage_rounds_down() -> None:
    """001 « 1/2 dégâts »: halved, rounded down, on a success."""
    assert damage_after_save(35, SaveEffect.HALF, Degree.SUCCESS) == 17
    assert damage_after_save(35, SaveEffect.HALF, Degree.FAILURE) == 35
    assert damage_after_save(35, SaveEffect.NEGATES, Degree.SUCCESS) == 0


def test_pf2_basic_save() -> None:
    assert [damage_after_save(21, SaveEffect.BASIC, d) for d in Degree] == [42, 21, 10, 0]


def test_voluntary_failure_and_harmless() -> None:
    """001 « Échec volontaire au jet de sauvegarde » and « (Inoffensif) »."""
    harmless = SavingThrow(SaveKind.WILL, SaveEffect.NEGATES, harmless=True)
    assert save_attempt(harmless, bonus=4, resists=False).decision is SaveDecision.VOLUNTARY_FAILURE
    assert save_attempt(harmless, bonus=4).decision is SaveDecision.ROLL
    assert save_attempt(SavingThrow(), bonus=4).decision is SaveDecision.NO_SAVE
    assert save_attempt(harmless, bonus=4, targets_only_caster=True).decision is SaveDecision.NO_SAVE


def test_object_saves() -> None:
    """001 « (Objet) » and « Jets de sauvegarde et objets »."""
    assert object_save_bonus().decision is SaveDecision.AUTO_FAIL_OBJECT
    assert object_save_bonus(magic_item_caster_level=9).bonus == 6  # 2 + 9 // 2
    assert object_save_bonus(magic_item_caster_level=9, holder_bonus=8).bonus == 8
    assert object_save_bonus(magic_item_caster_level=9, holder_bonus=3).bonus == 6
    assert object_save_bonus(holder_bonus=3).bonus == 3


def test_exposed_items_table_natural_1() -> None:
    """001 « Objets affectés par les attaques magiques »: the four most exposed, picked at random."""
    carried = [
        ExposedItem.MAGIC_JEWELRY,
        ExposedItem.ARMOR,
        ExposedItem.SHIELD,
        ExposedItem.MAGIC_CLOAK,
        ExposedItem.HELD_ITEM,
        ExposedItem.ANYTHING_ELSE,
    ]
    assert items_at_risk(carried) == (
        ExposedItem.SHIELD,
        ExposedItem.ARMOR,
        ExposedItem.HELD_ITEM,
        ExposedItem.MAGIC_CLOAK,
    )
    assert exposed_item_pick_count(carried) == 4
    nat1 = save_outcome(1, 30, 10)
    hit = item_hit_on_natural_one(nat1, carried, 2)
    assert hit.item is ExposedItem.HELD_ITEM and hit.steps
    assert item_hit_on_natural_one(save_outcome(2, 1, 10), carried, 0).item is None
    assert item_hit_on_natural_one(nat1, carried, 0, spell_affects_objects=False).item is None
    with pytest.raises(RulesError):
        item_hit_on_natural_one(nat1, carried, 4)
