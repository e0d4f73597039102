"""The embedded bestiary, lookup by name, and building creatures from mappings (scenarios)."""

from __future__ import annotations

import json
import sys
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.content.creatures import (
    build_creature,
    condition_id,
    creature_from_record,
    creature_summary,
    creature_to_mapping,
    find_creature,
    list_creatures,
    load_creatures,
    load_creatures_from_text,
)
from arbitre.core.errors import ContentError, NotFoundError
from arbitre.model.ability import CATALOGUE, AbilityKind
from arbitre.model.creature import Ability, ArmorCategory, CreatureType, Size

# every ability the issue asks to automate, by catalogue id (text 000, one section each)
AUTOMATED = {
    "energy_drain",
    "ability_damage",
    "ability_drain",
    "death_attack",
    "gaze",
    "breath_weapon",
    "trample",
    "poison",
    "frightful_presence",
    "fear",
    "evasion",
    "improved_evasion",
    "ray",
    "rend",
    "constrict",
    "improved_grab",
    "pounce",
    "rake",
    "swallow_whole",
    "summon",
    "fast_healing",
    "regeneration",
    "incorporeal",
    "invisibility",
    "paralysis",
    "gaseous_form",
    "turn_resistance",
    "hive_mind",
    "scent",
    "tremorsense",
    "blindsight",
    "blindsense",
    "darkvision",
    "low_light_vision",
    "immunity",
    "positive_energy",
    "alternate_form",
    "ethereal",
}


def test_bestiary_size_and_names() -> None:
    creatures = load_creatures()
    assert len(creatures) >= 25
    for c in creatures:
        assert c.name.fr and c.name.en, c.id
        assert c.hp is not None and c.hd is not None and c.ac is not None
        assert c.cr is not None and c.type is not None


def test_every_automated_ability_appears() -> None:
    present = {sa.id for c in load_creatures() for sa in c.special}
    assert set(CATALOGUE) >= AUTOMATED
    assert AUTOMATED - present == set()


def test_required_creatures_present() -> None:
    for name in (
        "troll",
        "rejeton vampirique",
        "nécrophage",
        "méduse",
        "jeune dragon rouge",
        "ombre",
        "loup-garou (forme hybride)",
        "barbazu",
        "golem de chair",
        "cube gélatineux",
        "basilic",
        "âme-en-peine",
        "goblin (1st-level warrior)",
        "orc (1st-level warrior)",
        "human warrior skeleton",
        "zombi humain",
        "bodak",
        "ogre",
        "dire wolf",
        "feu follet",
        "grick",
        "allip",
        "behir",
        "purple worm",
    ):
        assert find_creature(name) is not None


def test_lookup_is_case_and_accent_blind() -> None:
    assert find_creature("AME EN PEINE").id == "wraith"
    assert find_creature("Wraith").id == "wraith"
    assert find_creature("cube gelatineux").id == "gelatinous_cube"
    assert find_creature("young_red_dragon").name.fr == "Jeune dragon rouge"


def test_unknown_name_suggests() -> None:
    with pytest.raises(NotFoundError) as info:
        find_creature("trol")
    assert "Troll" in info.value.suggestions
    assert "trol" in info.value.message("fr")


def test_facts_read_back() -> None:
    dragon = find_creature("young red dragon")
    breath = dragon.ability("breath_weapon")
    assert breath is not None and breath.kind is AbilityKind.SUPERNATURAL
    assert breath.params["dc"] == 19 and breath.params["range"] == 8 and breath.params["energy"] == "fire"
    assert dragon.defenses is not None and "fire" in dragon.defenses.immunities
    assert dragon.spellcasting is not None and dragon.spellcasting.highest_level == 1
    wraith = find_creature("wraith")
    assert wraith.is_incorporeal and wraith.defenses is not None and wraith.defenses.incorporeal
    assert wraith.abilities.has(Ability.CON) is False
    troll = find_creature("troll")
    assert troll.defenses is not None and troll.defenses.regeneration is not None
    assert troll.defenses.regeneration.amount == 5
    assert troll.size is Size.LARGE and troll.size.footprint == 2
    assert find_creature("ogre").armor is ArmorCategory.MEDIUM
    assert find_creature("goblin").cr == Fraction(1, 3)


def test_list_filters() -> None:
    undead = list_creatures(type="mort-vivant")
    assert undead and all(c.type is CreatureType.UNDEAD for c in undead)
    assert {c.id for c in list_creatures(ability="regard")} == {"medusa", "basilisk", "bodak"}
    assert {c.id for c in list_creatures(ability="gaze", type="undead")} == {"bodak"}
    with pytest.raises(NotFoundError):
        list_creatures(type="dragonne")
    with pytest.raises(NotFoundError):
        list_creatures(ability="regrad pétrifant zz")


def test_summary_shape() -> None:
    body = creature_summary(find_creature("goblin"))
    assert body["id"] == "goblin" and set(body["name"]) == {"fr", "en"}
    assert body["type"] == "humanoid" and body["cr"] == "1/3"


# ----------------------------------------------------------------------- building from mappings


def test_template_with_french_overrides() -> None:
    """The engine's scenario entries: ``template: troll`` plus overrides in French or English."""
    troll = build_creature(
        {
            "id": "troll_blesse",
            "modèle": "troll",
            "pv": {"max": 63, "actuels": 40},
            "sauvegardes": {"vigueur": 12},
            "caractéristiques": {"for": 18},
            "défenses": "RD 5/argent ; RM 17 ; résistance au feu 10",
            "pouvoirs": ["esquive totale", {"id": "fear", "dc": 14, "range": "9m"}],
            "états": ["secoué"],
            "position": [4, 2],
        }
    )
    assert troll.id == "troll_blesse" and troll.name.en == "Troll"
    assert troll.hp is not None and (troll.hp.maximum, troll.hp.now) == (63, 40)
    assert troll.saves.fortitude == 12 and troll.saves.reflex == 4
    assert troll.abilities.base("str") == 18 and troll.abilities.base("con") == 23
    assert troll.defenses is not None and troll.defenses.spell_resistance == 17
    assert [s.id for s in troll.special] == ["evasion", "fear"]
    fear = troll.ability("fear")
    assert fear is not None and fear.params["range"] == 6
    assert troll.conditions == {"shaken"} and troll.position == (4, 2)


def test_issue_seven_scenario_entries() -> None:
    """The two creatures of the engine issue's example scenario, as written there."""
    mage = build_creature({"id": "mage", "level": 10, "class": "wizard", "abilities": {"int": 18}})
    assert mage.name.fr == "mage" and mage.spellcasting is not None and mage.spellcasting.caster_level == 10
    troll = build_creature(
        {
            "id": "troll",
            "template": "troll",
            "saves": {"fortitude": 11, "reflex": 4, "will": 3},
            "hp": 63,
            "defenses": "RD 5/argent ; RM 17 ; résistance au feu 10",
            "special": ["evasion"],
            "conditions": ["shaken"],
            "position": [4, 2],
        }
    )
    assert troll.defenses is not None and troll.defenses.spell_resistance == 17
    assert troll.has("evasion") and not troll.has("regeneration")
    kept = build_creature({"template": "troll", "ajout_pouvoirs": ["esquive totale"]})
    assert kept.has("evasion") and kept.has("regeneration")


def test_dash_is_no_score() -> None:
    """000 « Affaiblissement et diminution de caractéristique »: « — » is no score, not 0."""
    golem = build_creature({"name": "Golem", "caractéristiques": {"con": "—", "int": "-", "for": 0}})
    assert golem.abilities.has("con") is False and golem.abilities.has("int") is False
    assert golem.abilities.score("str") == 0


def test_character_with_level_and_class() -> None:
    mage = build_creature(
        {"id": "mage", "name": "Mage", "level": 10, "class": "magicien", "abilities": {"int": 18}}
    )
    assert mage.level == 10 and mage.hit_dice == 10
    assert mage.classes == (("wizard", 10),)
    assert mage.spellcasting is not None and mage.spellcasting.caster_level == 10
    assert mage.abilities.modifier("int") == 4


@pytest.mark.parametrize(
    ("mapping", "field"),
    [
        ({"template": "troll", "abilities": {"str": -2}}, "abilities.str"),
        ({"template": "troll", "level": -1}, "level"),
        ({"template": "troll", "hd": 0}, "hd"),
        ({"template": "troll", "hd": "0d8"}, "hd"),
        ({"template": "troll", "special": ["férocité"]}, "special[0]"),
        ({"template": "troll", "conditions": ["secoue-moi"]}, "conditions[0]"),
        ({"template": "troll", "saves": {"chance": 3}}, "saves.chance"),
        ({"template": "troll", "size": "énorme"}, "size"),
        ({"template": "troll", "colour": "green"}, "colour"),
        ({"name": "X", "hp": "beaucoup"}, "hp"),
        ({"hp": 5}, "name"),
    ],
)
def test_bad_mappings_say_where(mapping: dict[str, object], field: str) -> None:
    with pytest.raises(ContentError) as info:
        build_creature(mapping)
    assert info.value.params["field"].startswith(field)
    assert info.value.message("fr") and info.value.message("en")


def test_unknown_template_suggests() -> None:
    with pytest.raises(NotFoundError) as info:
        build_creature({"template": "trolle"})
    assert info.value.suggestions


def test_unknown_ability_allowed_when_flagged() -> None:
    c = build_creature({"template": "troll", "special": [{"id": "ferocity", "unknown": True}]})
    assert c.special[0].unknown is True


def test_bad_file_names_file_creature_field() -> None:
    text = "creatures:\n  - id: a\n    name: {fr: A, en: A}\n    hp: 5\n  - id: b\n    name: {fr: B, en: B}\n    abilities: {con: -3}\n"
    with pytest.raises(ContentError) as info:
        load_creatures_from_text(text, file="mine.yaml")
    message = info.value.message("en")
    assert "mine.yaml" in message and "'b'" in message and "abilities.con" in message
    with pytest.raises(ContentError):
        load_creatures_from_text("- id: a\n  name: A\n- id: a\n  name: A\n", file="dup.yaml")
    with pytest.raises(ContentError):
        load_creatures_from_text("creatures: [unclosed", file="broken.yaml")


def test_condition_names() -> None:
    assert condition_id("Effrayé") == "frightened"
    assert condition_id("flat-footed") == "flat_footed"
    with pytest.raises(ValueError):
        condition_id("tout vert")


def test_round_trip_through_mappings(shared_data: Path) -> None:
    """``creature_to_mapping`` → JSON → ``build_creature`` gives back the same creature (encounter saves)."""
    sys.path.insert(0, str(Path(__file__).parent))
    from _shared_blocks import english_blocks, french_blocks

    from arbitre.content.creature_parser import parse_block

    creatures = list(load_creatures())
    creatures += [parse_block(b).creature for b in french_blocks(shared_data)[:150]]
    creatures += [parse_block(b).creature for b in english_blocks(shared_data)[:150]]
    wounded = build_creature(
        {
            "template": "wraith",
            "hp": {"max": 32, "current": -3, "nonlethal": 2, "temporary": [{"amount": 5, "rounds": 600}]},
            "ability_damage": {"dex": 2},
            "ability_drain": {"cha": 1},
            "conditions": ["shaken"],
            "negative_levels": 1,
            "position": [3, 4],
        }
    )
    creatures.append(wounded)
    from arbitre.content.creatures import RECORD_KEYS, _from_record

    for creature in creatures:
        mapping = json.loads(json.dumps(creature_to_mapping(creature)))
        assert build_creature(mapping) == creature, creature.id
        # the fast reader of saved creatures (no pydantic) gives the same creature
        assert mapping.keys() <= RECORD_KEYS
        assert _from_record(mapping) == creature, creature.id
        assert creature_from_record(mapping) == creature, creature.id


def test_record_reader_falls_back_to_validation() -> None:
    """A saved creature edited by hand (French keys, wrong types) gets build_creature's errors."""
    troll = json.loads(json.dumps(creature_to_mapping(find_creature("troll"))))
    assert creature_from_record({**troll, "pv": 12}).hp is not None  # French key: validated path
    assert creature_from_record({**troll, "pv": 12}).hp.maximum == 12  # type: ignore[union-attr]
    with pytest.raises(ContentError):
        creature_from_record({**troll, "hp": {"max": "beaucoup"}})


def test_defenses_follow_the_abilities() -> None:
    """000 « Régénération », « Guérison accélérée », « Intangibilité »: what the damage rules read."""
    from arbitre.content.creature_parser import parse_block

    c = parse_block("Démon\npv 76 (9d10+27) ; régénération 5 (armes et sorts du Bien)\nRD 5/Bien").creature
    assert c.defenses is not None and c.defenses.regeneration is not None
    assert c.defenses.regeneration.amount == 5 and c.defenses.regeneration.bypass == {"good"}
    spawn = find_creature("vampire spawn")
    assert spawn.defenses is not None and spawn.defenses.fast_healing == 2
    faster = build_creature({"template": "vampire spawn", "special": [{"id": "fast_healing", "amount": 5}]})
    assert faster.defenses is not None and faster.defenses.fast_healing == 5


_SCORE_KEYS = st.sampled_from(["str", "for", "dex", "con", "int", "wis", "sag", "cha"])


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(_SCORE_KEYS, st.one_of(st.none(), st.integers(-5, 40)), max_size=6))
def test_scores_accepted_or_refused_with_the_field(scores: dict[str, int | None]) -> None:
    """Any score mapping builds a creature whose scores are never negative, or fails naming the score."""
    try:
        c = build_creature({"name": "X", "abilities": scores})
    except ContentError as error:
        assert any(v is not None and v < 0 for v in scores.values())
        assert error.params["field"].startswith("abilities.")
        return
    for ab in Ability:
        value = c.abilities.score(ab)
        assert value is None or value >= 0
