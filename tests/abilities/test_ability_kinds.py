"""000 « Types de pouvoirs spéciaux »: the Ext/Sp/Su table, and the ability catalogue."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbitre.core.errors import InputError, NotFoundError
from arbitre.model.ability import (
    CATALOGUE,
    SECTIONS,
    AbilityKind,
    find_ability,
    get_ability,
    is_dispellable,
    kind_in_text,
    match_ability,
    normalise,
    parse_kind,
    provokes_attack_of_opportunity,
    repair,
    subject_to_spell_resistance,
    works_in_antimagic,
)

SEED_000 = sorted((Path(__file__).resolve().parents[3] / "shared" / "seeds").glob("000_*.txt"))

EXT, SP, SU = AbilityKind.EXTRAORDINARY, AbilityKind.SPELL_LIKE, AbilityKind.SUPERNATURAL


def test_kind_table_000_types_de_pouvoirs_speciaux() -> None:
    """000 « Types de pouvoirs spéciaux »: dispel, SR, antimagic, AoO per kind."""
    assert [is_dispellable(k) for k in (EXT, SP, SU)] == [False, True, False]
    assert [subject_to_spell_resistance(k) for k in (EXT, SP, SU)] == [False, True, False]
    assert [works_in_antimagic(k) for k in (EXT, SP, SU)] == [True, False, False]
    assert [provokes_attack_of_opportunity(k) for k in (EXT, SP, SU)] == [False, True, False]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Ext", EXT),
        ("(Ex)", EXT),
        ("Mag", SP),
        ("Sp", SP),
        ("spell-like", SP),
        ("Sur", SU),
        ("Su", SU),
        ("surnaturel", SU),
    ],
)
def test_parse_kind(text: str, kind: AbilityKind) -> None:
    assert parse_kind(text) is kind


def test_parse_kind_unknown_is_clear() -> None:
    with pytest.raises(InputError) as err:
        parse_kind("Xyz")
    assert err.value.key == "abilities.unknown_kind"
    assert "Xyz" in err.value.message("fr")


def test_repair_misencoded_text() -> None:
    assert repair("ętre ŕ oů") == "être à où"
    assert normalise("Vision dans le noir") == normalise("VISION  DANS LE NOIR")


@pytest.mark.parametrize(
    ("text", "ability_id", "kind"),
    [
        ("Regard pétrifiant (Sur) portée 9 m, DD 15", "gaze", SU),
        ("Absorption d'énergie (Sur)", "energy_drain", SU),
        ("energy drain (Su)", "energy_drain", SU),
        ("Esquive totale supérieure (Ext)", "improved_evasion", EXT),
        ("Esquive totale (Ext)", "evasion", EXT),
        ("Souffle (Sur) cône de 9 m", "breath_weapon", SU),
        ("Présence terrifiante (Ext)", "frightful_presence", EXT),
        ("Régénération 5 (Ext)", "regeneration", EXT),
        ("Vision dans le noir (18 m)", "darkvision", None),
        ("low-light vision", "low_light_vision", None),
        ("Pattes arrière (Ext) 1d6+3", "rake", EXT),
        ("Résistance au renvoi +2 (Ext)", "turn_resistance", EXT),
        ("Perception aveugle 18 m", "blindsense", None),
        ("Venin (Ext) Vigueur DD 13", "poison", EXT),
        ("résistance à la canalisation +4", "turn_resistance", None),
        ("Constitution drain", "ability_drain", None),
        ("résistance au feu 10", "energy_resistance", None),
        ("Résistance à la magie 15", "spell_resistance", None),
        ("fire immunity", "immunity", None),
    ],
)
def test_match_ability_in_stat_block_entries(text: str, ability_id: str, kind: AbilityKind | None) -> None:
    info = match_ability(text)
    assert info is not None and info.id == ability_id
    assert kind_in_text(text) is kind


def test_match_ability_word_boundary() -> None:
    assert match_ability("Rdx mystérieux") is None
    assert match_ability("Bondissement") is None


def test_catalogue_ids_and_names() -> None:
    required = {
        "energy_drain", "breath_weapon", "gaze", "evasion", "improved_evasion", "frightful_presence", "regeneration",
        "fast_healing", "incorporeal", "trample", "poison", "rend", "constrict", "improved_grab", "pounce", "rake",
        "swallow_whole", "summon", "scent", "tremorsense", "blindsight", "blindsense", "darkvision", "low_light_vision",
        "turn_resistance", "hive_mind", "paralysis", "gaseous_form", "invisibility", "immunity", "damage_reduction",
        "spell_resistance", "energy_resistance", "death_attack", "ability_damage", "ability_drain", "antimagic",
        "alternate_form", "polymorph", "psionics", "ethereal", "sonic", "charm", "compulsion", "level_loss",
        "positive_energy", "fear", "ray",
    }  # fmt: skip
    assert required <= set(CATALOGUE)
    titles = {s.title_fr for s in SECTIONS}
    for info in CATALOGUE.values():
        assert info.names_fr and info.names_en
        assert info.section in titles
        assert find_ability(info.id) is info
        assert find_ability(info.name_fr.upper()) is info
        assert find_ability(info.name_en) is info
        assert info.source.title_fr == info.section


def test_get_ability_suggests() -> None:
    with pytest.raises(NotFoundError) as err:
        get_ability("regenration")
    assert "regeneration" in err.value.suggestions


def test_sections_cover_text_000_once() -> None:
    """Every line of text 000 belongs to exactly one section, in order."""
    expected = 1
    for sec in SECTIONS:
        assert sec.first_line == expected and sec.last_line >= sec.first_line
        expected = sec.last_line + 1
    if SEED_000:
        lines = SEED_000[0].read_text(encoding="utf-8").splitlines()
        assert expected - 1 == len(lines)


def test_catalogue_recognises_real_stat_block_items(shared_data: Path) -> None:
    """Share of special-ability items in ../shared/data the catalogue names (many belong to no
    section of text 000, e.g. « undead traits », and stay unknown by design)."""
    import json
    import re

    items: list[str] = []
    split = re.compile(r",(?![^()]*\))")
    for line in (shared_data / "monsters-en-dnd35.jsonl").read_text(encoding="utf-8").splitlines():
        fields = json.loads(line)["fields"]
        for key in ("Special Attacks", "Special Qualities"):
            items += [x.strip() for x in split.split(fields.get(key) or "") if x.strip()]
    for line in (shared_data / "creature-defenses-fr-pf1.jsonl").read_text(encoding="utf-8").splitlines():
        for value in json.loads(line)["fields"].get("Capacités défensives", []):
            items += [x.strip() for x in split.split(value) if x.strip()]
    matched = sum(1 for item in items if match_ability(item) is not None)
    rate = matched / len(items)
    print(f"catalogue matched {matched}/{len(items)} special-ability items ({rate:.1%})")
    assert rate >= 0.50
