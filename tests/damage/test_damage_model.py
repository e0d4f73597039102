"""The damage model: enums, alias tables, what an instance brings against DR and IWR."""

from __future__ import annotations

import pytest

from arbitre.model.damage import (
    ALIGNMENT_NAMES,
    DAMAGE_SOURCE_NAMES,
    DAMAGE_TYPE_NAMES,
    MATERIAL_NAMES,
    Alignment,
    DamageCategory,
    DamageInstance,
    DamageSource,
    DamageType,
    Material,
    lookup,
    normalize_name,
)


@pytest.mark.parametrize("table", [DAMAGE_TYPE_NAMES, MATERIAL_NAMES, ALIGNMENT_NAMES, DAMAGE_SOURCE_NAMES])
def test_every_member_has_names_and_no_alias_is_shared(table: dict[object, tuple[str, ...]]) -> None:
    seen: dict[str, object] = {}
    for member, names in table.items():
        assert names
        for name in names:
            key = normalize_name(name)
            assert seen.setdefault(key, member) is member, name
    assert set(table) == set(type(next(iter(table))))  # type: ignore[call-overload]


@pytest.mark.parametrize(
    ("table", "text", "member"),
    [
        (DAMAGE_TYPE_NAMES, "Électricité", DamageType.ELECTRICITY),
        (DAMAGE_TYPE_NAMES, "du Mal", DamageType.EVIL),
        (DAMAGE_TYPE_NAMES, "énergie négative", DamageType.NEGATIVE),
        (DAMAGE_TYPE_NAMES, "ępique", None),
        (MATERIAL_NAMES, "Fer froid", Material.COLD_IRON),
        (MATERIAL_NAMES, "adamantium", Material.ADAMANTINE),
        (MATERIAL_NAMES, "cold-iron", Material.COLD_IRON),
        (ALIGNMENT_NAMES, "Loi", Alignment.LAWFUL),
        (DAMAGE_SOURCE_NAMES, "Sur", DamageSource.SUPERNATURAL),
    ],
)
def test_lookup_in_french_and_english(
    table: dict[object, tuple[str, ...]], text: str, member: object
) -> None:
    assert lookup(table, text) is member  # type: ignore[type-var]


def test_categories() -> None:
    assert DamageType.SLASHING.category is DamageCategory.PHYSICAL and DamageType.SLASHING.is_physical
    assert DamageType.SONIC.is_energy and not DamageType.FORCE.is_energy
    assert DamageType.GOOD.category is DamageCategory.ALIGNMENT


def test_keys_an_instance_brings() -> None:
    """002 « Les types de dégâts »: materials change the damage; 000 « Réduction des dégâts »: +1 is magic."""
    axe = DamageInstance(
        10,
        DamageType.SLASHING,
        materials=frozenset({Material.ALCHEMICAL_SILVER}),
        enhancement=1,
        alignments=frozenset({Alignment.GOOD}),
    )
    assert axe.dr_keys() == {"slashing", "silver", "alchemical_silver", "magic", "good"}
    assert {"all", "slashing", "physical", "silver", "magical"} <= axe.iwr_keys()
    assert "good" not in axe.iwr_keys()
    assert DamageInstance(3, DamageType.PIERCING, enhancement=6).is_epic
    assert DamageInstance(3, DamageType.FIRE, source=DamageSource.SPELL).is_magical
    assert not DamageInstance(3, DamageType.FIRE, source=DamageSource.EXTRAORDINARY).is_magical
    with pytest.raises(ValueError):
        DamageInstance(-1, DamageType.FIRE)


def test_steps_are_rendered_with_damage_names_in_both_languages() -> None:
    from arbitre.model.damage import Defenses, Resistance, describe_damage_step
    from arbitre.model.ruleset import get_ruleset
    from arbitre.rules.mitigation import mitigate_amount

    defenses = Defenses(resistances=(Resistance("fire", 10),))
    (step,) = mitigate_amount(14, DamageInstance(14, DamageType.FIRE), defenses, get_ruleset("pf1")).steps
    assert describe_damage_step(step, "fr") == "Résistance (feu) 10 : 14 → 4"
    assert describe_damage_step(step, "en") == "Resistance (fire) 10: 14 → 4"
    from arbitre.content.defenses import parse_defenses

    dr = parse_defenses("RD 10/fer froid et Bien")
    (step,) = mitigate_amount(14, DamageInstance(14, DamageType.SLASHING), dr, get_ruleset("pf1")).steps
    assert describe_damage_step(step, "fr") == "Réduction des dégâts 10/fer froid et Bien : 14 → 4"
    assert describe_damage_step(step, "en") == "Damage reduction 10/cold iron and good: 14 → 4"
