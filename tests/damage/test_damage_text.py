"""Reading ``--damage`` texts."""

from __future__ import annotations

import pytest

from arbitre.content.defenses import parse_damage
from arbitre.core.errors import ParseError
from arbitre.model.damage import Alignment, DamageSource, DamageType, Material


def test_issue_examples() -> None:
    (silver,) = parse_damage("12 tranchant (argent, +1)")
    assert (silver.formula, silver.type, silver.materials, silver.enhancement) == (
        "12",
        DamageType.SLASHING,
        {Material.SILVER},
        1,
    )
    assert [(s.formula, s.type) for s in parse_damage("7 tranchant, 4 feu")] == [
        ("7", DamageType.SLASHING),
        ("4", DamageType.FIRE),
    ]
    (sneak,) = parse_damage("8 perforant + 4 précision")
    assert (sneak.formula, sneak.precision_formula) == ("8", "4")
    (fire,) = parse_damage("2d6 feu")
    assert (fire.formula, fire.type) == ("2d6", DamageType.FIRE)


def test_english_and_properties() -> None:
    specs = parse_damage("1d8+3 slashing (cold iron, magic, good) + 1d6 precision, 1d6 fire damage")
    assert len(specs) == 2
    first, second = specs
    assert first.formula == "1d8+3" and first.precision_formula == "1d6"
    assert first.materials == {Material.COLD_IRON} and first.magic and first.alignments == {Alignment.GOOD}
    assert second.type is DamageType.FIRE
    (spell,) = parse_damage("10 points de dégâts de feu (sort)")
    assert spell.source is DamageSource.SPELL
    (punch,) = parse_damage("3 contondant (non létal, arme naturelle)")
    assert punch.nonlethal and punch.source is DamageSource.NATURAL
    (negative,) = parse_damage("5 énergie négative")
    assert negative.type is DamageType.NEGATIVE


@pytest.mark.parametrize(
    ("text", "key", "column"),
    [
        ("abc", "damage.bad_amount", 1),
        ("12 zorg", "damage.bad_type", 4),
        ("12 tranchant (zorg)", "damage.bad_property", 15),
        ("4 précision", "damage.precision_alone", 1),
        ("   ", "damage.empty_damage", None),
    ],
)
def test_errors_say_where(text: str, key: str, column: int | None) -> None:
    with pytest.raises(ParseError) as info:
        parse_damage(text)
    assert info.value.key == key
    if column is not None:
        assert info.value.position is not None and info.value.position.column == column
