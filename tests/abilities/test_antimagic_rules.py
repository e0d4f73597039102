"""000 « Antimagie »."""

from __future__ import annotations

from arbitre.model.ability import AbilityKind
from arbitre.rules.antimagic import (
    AreaSpellInField,
    Dispeller,
    EffectSource,
    Presence,
    area_spell_meets_field,
    creature_in_field,
    disjunction_chance,
    dispel_field,
    fields_at,
    magic_item_in_field,
    resumes_after,
    source_of,
    suppressed_in_field,
)


def test_spells_sp_su_suppressed_ext_not() -> None:
    assert suppressed_in_field(EffectSource.SPELL).suppressed
    assert suppressed_in_field(source_of(AbilityKind.SPELL_LIKE)).suppressed
    assert suppressed_in_field(source_of(AbilityKind.SUPERNATURAL)).suppressed
    assert not suppressed_in_field(source_of(AbilityKind.EXTRAORDINARY)).suppressed
    assert suppressed_in_field(EffectSource.MAGIC_ITEM).suppressed


def test_listed_spells_unaffected() -> None:
    for name in ("wall_of_force", "mur prismatique", "Prismatic Sphere"):
        assert not suppressed_in_field(EffectSource.SPELL, spell=name).suppressed
    assert suppressed_in_field(EffectSource.SPELL, spell="fireball").suppressed


def test_suppressed_magic_resumes_unless_expired() -> None:
    assert resumes_after(10, 3)
    assert not resumes_after(3, 3)
    assert resumes_after(None, 1000)


def test_summoned_and_incorporeal_undead_wink_out() -> None:
    assert creature_in_field(summoned=True, undead=False, incorporeal=False) is Presence.WINKS_OUT
    assert creature_in_field(summoned=False, undead=True, incorporeal=True) is Presence.WINKS_OUT
    # golems, elementals, outsiders, corporeal undead: bodies unaffected
    assert creature_in_field(summoned=False, undead=True, incorporeal=False) is Presence.PRESENT
    assert creature_in_field(summoned=False, undead=False, incorporeal=False) is Presence.PRESENT


def test_area_spell_centred_outside_works_outside() -> None:
    assert area_spell_meets_field(False) is AreaSpellInField.WORKS_OUTSIDE_FIELD
    assert area_spell_meets_field(True) is AreaSpellInField.SUPPRESSED


def test_two_fields_neither_cancel_nor_stack() -> None:
    assert fields_at(2) == fields_at(1) is True
    assert fields_at(0) is False


def test_dispel_cannot_disjunction_can() -> None:
    for d in (Dispeller.DISPEL_MAGIC, Dispeller.GREATER_DISPEL_MAGIC, Dispeller.BREAK_ENCHANTMENT):
        assert not dispel_field(d, caster_level=20).field_ends
    assert disjunction_chance(17) == 0.17
    assert disjunction_chance(150) == 1.0
    won = dispel_field(Dispeller.DISJUNCTION, caster_level=17, disjunction_roll_succeeds=True)
    lost = dispel_field(Dispeller.DISJUNCTION, caster_level=17, disjunction_roll_succeeds=False)
    assert won.field_ends and not lost.field_ends and lost.items_inside_protected


def test_permanent_item_suppressed_not_lost() -> None:
    item = magic_item_in_field()
    assert not item.works and not item.effect_lost
