"""Reading defense lines (issue 3 « Reading defense lines as people write them»)."""

from __future__ import annotations

import pytest

from arbitre.content.defenses import parse_defenses
from arbitre.core.errors import ParseError
from arbitre.model.damage import DamageReduction, Resistance, Weakness

# (line, expected subset of the JSON shape)
EXAMPLES: list[tuple[str, dict[str, object]]] = [
    ("RD 10/fer froid et Loi", {"damage_reduction": [{"amount": 10, "bypass": [["cold_iron", "lawful"]]}]}),
    ("réduction des dégâts 15/épique", {"damage_reduction": [{"amount": 15, "bypass": [["epic"]]}]}),
    ("DR 10/good and cold iron", {"damage_reduction": [{"amount": 10, "bypass": [["cold_iron", "good"]]}]}),
    ("RD 5/argent ou Bien", {"damage_reduction": [{"amount": 5, "bypass": [["silver"], ["good"]]}]}),
    ("RD 10/—", {"damage_reduction": [{"amount": 10, "bypass": []}]}),
    ("DR 10/-", {"damage_reduction": [{"amount": 10, "bypass": []}]}),
    ("RD 10/tranchant", {"damage_reduction": [{"amount": 10, "bypass": [["slashing"]]}]}),
    (
        "RD 10/adamantium et magie",
        {"damage_reduction": [{"amount": 10, "bypass": [["adamantine", "magic"]]}]},
    ),
    (
        "RD 10/fer froid, épique et Bien",
        {"damage_reduction": [{"amount": 10, "bypass": [["cold_iron", "epic", "good"]]}]},
    ),
    ("RM 22", {"spell_resistance": 22}),
    ("SR 22", {"spell_resistance": 22}),
    ("résistance à la magie 18", {"spell_resistance": 18}),
    ("résistance au feu 10", {"resistances": {"fire": 10}}),
    ("Résistances acide 10, feu 5", {"resistances": {"acid": 10, "fire": 5}}),
    ("Immunités froid, poison, effets mentaux", {"immunities": ["cold", "mind_affecting", "poison"]}),
    (
        "Faiblesses vulnérabilité au feu",
        {"weaknesses": [{"type": "fire", "amount": None, "vulnerability": True}]},
    ),
    ("résistance 5 à tous les dégâts", {"resistances": {"all": 5}}),
    ("résistance 10 aux dégâts physiques (sauf argent)", {"resistances": {"physical": 10}}),
    ("faiblesse 5 au feu", {"weaknesses": [{"type": "fire", "amount": 5}]}),
    ("immunité aux dégâts de précision", {"immunities": ["precision"]}),
    ("resistance 10 physical (except silver)", {"resistances": {"physical": 10}}),
    ("weakness 5 fire", {"weaknesses": [{"type": "fire", "amount": 5}]}),
    (
        "Weaknesses cold iron 10, good 5",
        {"weaknesses": [{"type": "cold_iron", "amount": 10}, {"type": "good", "amount": 5}]},
    ),
    (
        "Immunities fire, poison; Resistances physical 5 (except adamantine)",
        {"immunities": ["fire", "poison"]},
    ),
    ("immunity to fire, sleep, and paralysis", {"immunities": ["fire", "paralysis", "sleep"]}),
    (
        "fire immunity, cold vulnerability",
        {"immunities": ["fire"], "weaknesses": [{"type": "cold", "amount": None, "vulnerability": True}]},
    ),
    (
        "acid, cold, electricity, fire, and sonic resistance 10",
        {"resistances": {t: 10 for t in ("acid", "cold", "electricity", "fire", "sonic")}},
    ),
    ("resistance to acid 10, cold 10, and fire 10", {"resistances": {"acid": 10, "cold": 10, "fire": 10}}),
    ("RD 10/fer foid", {"damage_reduction": [{"amount": 10, "bypass": [["cold_iron"]]}]}),
    (
        "RD 10/adamantium ou Birn",
        {"damage_reduction": [{"amount": 10, "bypass": [["adamantine"], ["good"]]}]},
    ),
    ("RD aucune.", {"damage_reduction": []}),
]


@pytest.mark.parametrize(("line", "expected"), EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_issue_examples(line: str, expected: dict[str, object]) -> None:
    body = parse_defenses(line).to_dict()
    assert body["ok"] is True
    assert body["unparsed"] == [], body["unparsed"]
    for key, value in expected.items():
        assert body[key] == value, key


def test_json_shape_has_the_contract_keys() -> None:
    body = parse_defenses(
        "RD 10/fer froid et Loi ; RM 22 ; résistance au feu 10 ; Immunités froid ; faiblesse 5 au feu"
    ).to_dict()
    assert body == {
        **body,
        "ok": True,
        "damage_reduction": [{"amount": 10, "bypass": [["cold_iron", "lawful"]]}],
        "spell_resistance": 22,
        "resistances": {"fire": 10},
        "immunities": ["cold"],
        "weaknesses": [{"type": "fire", "amount": 5}],
        "unparsed": [],
    }


def test_records_behind_the_json() -> None:
    defenses = parse_defenses(
        "résistance 10 aux dégâts physiques (sauf argent) ; résistance 5 aux dégâts contondants non magiques"
    )
    assert defenses.resistances == (
        Resistance("physical", 10, exceptions=frozenset({"silver"})),
        Resistance("bludgeoning", 5, only=frozenset({"nonmagical"})),
    )
    assert parse_defenses("RD 10/Bien et fer froid").damage_reduction == (
        DamageReduction(10, (frozenset({"good", "cold_iron"}),)),
    )
    assert parse_defenses("faiblesse 5 au feu").weaknesses == (Weakness("fire", 5),)


def test_regeneration_fast_healing_and_incorporeal() -> None:
    d = parse_defenses(
        "pv 161 (14d10+84) ; régénération 5 (armes du Bien, sorts du Bien) ; guérison accélérée 2"
    )
    assert d.regeneration is not None and d.regeneration.amount == 5 and d.regeneration.bypass == {"good"}
    assert d.fast_healing == 2
    assert parse_defenses("regeneration 10 (fire and acid)").regeneration.bypass == {"fire", "acid"}  # type: ignore[union-attr]
    assert parse_defenses("Darkvision 60 ft., incorporeal traits, +2 turn resistance").incorporeal


def test_unreadable_parts_are_kept_verbatim_with_a_reason() -> None:
    d = parse_defenses(
        "Immunités froid, eaux du fleuve Styx ; RD 10/zorglub ; RM 25 contre les sorts de la Loi"
    )
    assert d.immunities == {"cold"}
    assert d.spell_resistance == 25
    kept = {(u.text, u.reason) for u in d.unparsed}
    assert ("eaux du fleuve Styx", "unknown_immunity") in kept
    assert ("RD 10/zorglub", "bad_damage_reduction") in kept
    assert ("contre les sorts de la Loi", "condition") in kept
    assert not d.complete


def test_named_weaknesses_are_not_silently_dropped() -> None:
    d = parse_defenses("Faiblesses sensibilité à la lumière, haine des miroirs, vulnérable au feu")
    assert "light_sensitivity" in d.special
    assert d.weaknesses == (Weakness("fire"),)
    assert [(u.text, u.reason) for u in d.unparsed] == [("haine des miroirs", "named_ability")]


def test_english_special_qualities_line() -> None:
    line = (
        "Damage reduction 10/cold iron or good, darkvision 60 ft., immunity to electricity and poison, "
        "protective slime, resistance to acid 10, cold 10, and fire 10, spell resistance 14, telepathy 100 ft."
    )
    d = parse_defenses(line)
    assert d.damage_reduction == (DamageReduction(10, (frozenset({"cold_iron"}), frozenset({"good"}))),)
    assert d.immunities == {"electricity", "poison"}
    assert d.resistance_table() == {"acid": 10, "cold": 10, "fire": 10}
    assert d.spell_resistance == 14
    assert {u.reason for u in d.unparsed} == {"not_a_defense"}
    assert [u.text for u in d.unparsed] == ["darkvision 60 ft.", "protective slime", "telepathy 100 ft."]


def test_mis_encoded_text_is_repaired() -> None:
    """The texts' own defect (``ę`` for ``ê``…): an importer repairs it."""
    assert parse_defenses("RD 10/épique").damage_reduction == parse_defenses("RD 10/ępique").damage_reduction


def test_field_hint_for_unlabelled_values() -> None:
    assert parse_defenses("10/argent", field="RD").damage_reduction == (
        DamageReduction(10, (frozenset({"silver"}),)),
    )
    assert parse_defenses("froid, poison", field="Immunités").immunities == {"cold", "poison"}
    with pytest.raises(ParseError):
        parse_defenses("x", field="nonsense")
