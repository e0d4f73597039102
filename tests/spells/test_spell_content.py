"""The embedded spell lists: validated on load, coverage of text 001's variants, payloads, lookup."""

from __future__ import annotations

import pytest

from arbitre.content.spells import all_spells, find_spell, list_spells, load_spells, resolve_class
from arbitre.core.errors import ContentError, NotFoundError
from arbitre.model.spell import (
    AreaShape,
    AreaSpread,
    CastingUnit,
    Descriptor,
    DurationKind,
    RangeKind,
    SaveEffect,
    SaveKind,
    School,
)


def test_at_least_60_pf1_spells_and_12_pf2() -> None:
    assert len(all_spells("pf1")) >= 60
    assert len(all_spells("pf2")) >= 12
    assert all_spells("dnd35") == all_spells("pf1")


def test_fireball_facts() -> None:
    fireball = find_spell("Fireball")
    assert fireball.name_fr == "Boule de feu"
    assert fireball.payload.damage[0].formula == "min(nls,10)d6" and fireball.payload.damage[0].type == "fire"
    assert (fireball.saving_throw.save, fireball.saving_throw.effect) == (SaveKind.REFLEX, SaveEffect.HALF)
    assert fireball.spell_resistance.applies and fireball.range.kind is RangeKind.LONG
    assert (
        fireball.area is not None and fireball.area.radius == 4 and fireball.area.spread is AreaSpread.SPREAD
    )


def test_pf2_fireball() -> None:
    fireball = find_spell("boule de feu", "pf2")
    assert fireball.payload.damage[0].formula == "6d6"
    assert fireball.saving_throw.effect is SaveEffect.BASIC
    assert fireball.payload.heightened is not None and fireball.payload.heightened.add == "2d6"
    assert fireball.level_for("arcane") == 3


def test_coverage_of_text_001_variants() -> None:
    spells = all_spells("pf1")
    assert {s.school for s in spells} == set(School)
    assert {s.range.kind for s in spells} >= set(RangeKind) - {RangeKind.OTHER} | {RangeKind.OTHER}
    assert {s.saving_throw.save for s in spells} == set(SaveKind)
    assert {s.saving_throw.effect for s in spells} >= set(SaveEffect) - {SaveEffect.BASIC}
    assert any(s.saving_throw.harmless for s in spells) and any(s.saving_throw.object for s in spells)
    assert {
        (s.spell_resistance.applies, s.spell_resistance.harmless, s.spell_resistance.object) for s in spells
    } >= {
        (True, False, False),
        (False, False, False),
        (True, True, False),
        (True, False, True),
        (True, True, True),
    }
    assert {s.duration.kind for s in spells} == set(DurationKind)
    assert any(s.duration.dismissible for s in spells) and any(s.duration.lingering for s in spells)
    assert any(s.duration.span is not None and s.duration.span.dice for s in spells)
    areas = [a for s in spells for a in (s.area, s.effect.area if s.effect else None) if a is not None]
    assert {a.shape for a in areas} >= set(AreaShape) - {AreaShape.OTHER}
    assert {a.spread for a in areas} >= set(AreaSpread)
    assert any(a.shapeable for a in areas)
    assert {s.casting_time.unit for s in spells} >= {
        CastingUnit.STANDARD,
        CastingUnit.SWIFT,
        CastingUnit.IMMEDIATE,
        CastingUnit.ROUND,
        CastingUnit.MINUTE,
    }
    descriptors = {d for s in spells for d in s.descriptors}
    assert {Descriptor.LANGUAGE_DEPENDENT, Descriptor.MIND_AFFECTING} <= descriptors


def test_every_formula_is_valid_dice_text() -> None:
    from arbitre.dice import distribution

    for ruleset in ("pf1", "pf2"):
        for spell in all_spells(ruleset):
            texts = [d.formula for d in spell.payload.damage] + [
                d.count for d in spell.payload.damage if d.count
            ]
            texts += [spell.payload.healing] if spell.payload.healing else []
            for text in texts:
                dist = distribution(text, variables={"nls": 10})
                assert dist.min >= 0, (spell.name_en, text)


def test_fireball_at_caster_level_12_is_capped_at_10d6() -> None:
    from arbitre.dice import distribution

    dist = distribution(find_spell("Fireball").payload.damage[0].formula, variables={"nls": 12})
    assert (dist.min, dist.max) == (10, 60)


@pytest.mark.parametrize(
    "name",
    [
        "Boule de feu",
        "boule de feu",
        "BOULE DE FEU",
        "boule de feu ",
        "Fireball",
        "fireball",
        "eclair",
        "Éclair",
        "toile d araignee",
    ],
)
def test_lookup_by_french_or_english_name(name: str) -> None:
    find_spell(name)


def test_lookup_suggests_close_names() -> None:
    with pytest.raises(NotFoundError) as info:
        find_spell("fireblal")
    assert "Fireball" in info.value.suggestions


def test_list_filters() -> None:
    evocation3 = list_spells(school=School.EVOCATION, level=3)
    assert "Fireball" in {s.name_en for s in evocation3}
    fire_wizard = list_spells(descriptor=Descriptor.FIRE, class_id=resolve_class("magicien"))
    assert all(s.level_for("wizard") is not None and Descriptor.FIRE in s.descriptors for s in fire_wizard)
    assert list_spells(class_id="druid", level=4)


def test_bad_content_fails_with_file_spell_and_field() -> None:
    bad = """ruleset: pf1
spells:
  - {en: X, fr: X, school: evocation, levels: wizard 1, components: V, range: une potion, duration: instantaneous}
"""
    with pytest.raises(ContentError) as info:
        load_spells(bad, source="test.yaml")
    assert info.value.params["field"] == "range" and info.value.params["file"] == "test.yaml"
    with pytest.raises(ContentError):
        load_spells("ruleset: pf1\nspells: [{en: X}]", source="t.yaml")
    with pytest.raises(ContentError):
        load_spells("ruleset: [", source="t.yaml")
    unknown_type = bad.replace("une potion", "touch").replace(
        "}", ", payload: {damage: [{formula: 1d6, type: foo}]}}"
    )
    with pytest.raises(ContentError):
        load_spells(unknown_type, source="t.yaml")


def test_spell_records_are_immutable() -> None:
    import dataclasses

    with pytest.raises(dataclasses.FrozenInstanceError):
        find_spell("Fireball").name_en = "x"  # type: ignore[misc]
