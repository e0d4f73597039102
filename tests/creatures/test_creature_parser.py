"""Reading French (pathfinder-fr wiki) and English (3.5 SRD, PF1) creature stat blocks."""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.content.creature_parser import BlockError, ParsedCreature, parse_block, parse_blocks
from arbitre.core.errors import ArbitreError, ParseError, RulesError
from arbitre.model.ability import AbilityKind
from arbitre.model.creature import Alignment, ArmorCategory, CreatureType, Size

sys.path.insert(0, str(Path(__file__).parent))
from _shared_blocks import english_blocks, french_blocks

FIXTURES = Path(__file__).parent / "fixtures"


def _blocks() -> list[ParsedCreature | BlockError]:
    return parse_blocks((FIXTURES / "trolls.txt").read_text(encoding="utf-8"))


def test_french_wiki_block() -> None:
    fr = _blocks()[0]
    assert isinstance(fr, ParsedCreature)
    c = fr.creature
    assert c.name.fr == "Troll"
    assert (c.size, c.type, c.subtypes, c.alignment) == (
        Size.LARGE,
        CreatureType.HUMANOID,
        {"giant"},
        Alignment.CE,
    )
    assert c.cr == 5
    assert c.hp is not None and c.hp.maximum == 63 and str(c.hd) == "6d8+36"
    assert c.ac is not None and (c.ac.total, c.ac.touch, c.ac.flat_footed) == (16, 11, 14)
    assert c.ac.natural == 6
    assert c.saves.as_dict() == {"fortitude": 11, "reflex": 4, "will": 3}
    assert c.abilities.as_dict() == {"str": 21, "dex": 14, "con": 23, "int": 6, "wis": 9, "cha": 6}
    assert c.speed == 6  # 9 m
    regen = c.ability("regeneration")
    assert (
        regen is not None and regen.params["amount"] == 5 and set(regen.params["bypass"]) == {"acid", "fire"}
    )
    assert c.senses.darkvision == 12 and c.senses.low_light_vision and c.senses.scent == 6
    rend = c.ability("rend")
    assert rend is not None and rend.kind is AbilityKind.EXTRAORDINARY and rend.params["damage"] == "1d6+7"
    other = dict(fr.other)
    assert other["dons"].startswith("Robustesse") and c.languages == frozenset({"giant"})
    assert fr.unparsed == ()


def test_english_srd_block() -> None:
    en = _blocks()[1]
    assert isinstance(en, ParsedCreature)
    c = en.creature
    assert c.name.en == "Troll" and c.type is CreatureType.GIANT and c.alignment is Alignment.CE
    assert c.hp is not None and c.hp.maximum == 63
    assert c.ac is not None and (c.ac.total, c.ac.touch, c.ac.flat_footed) == (16, 11, 14)
    assert c.defenses_text is not None and "SR 18" in c.defenses_text
    assert "resistance to acid 10, cold 10, and fire 10" in c.defenses_text
    assert c.senses.darkvision == 18  # 90 ft
    assert c.cr == 5


def test_json_shape_is_the_contract() -> None:
    body = _blocks()[0].to_dict()  # type: ignore[union-attr]
    for key in ("ok", "name", "hp", "hd", "ac", "saves", "defenses", "special", "unparsed"):
        assert key in body
    assert body["ok"] is True
    assert set(body["ac"]) >= {"total", "touch", "flat_footed"}
    assert set(body["saves"]) == {"fortitude", "reflex", "will"}
    assert all({"id", "kind"} <= set(s) for s in body["special"])


def test_missing_fields_are_null() -> None:
    parsed = parse_block("Gobelin\nCA 16, contact 13, pris au dépourvu 14 (armure +2, Dex +2, taille +1)")
    body = parsed.to_dict()
    assert body["hp"] is None and body["hd"] is None
    assert body["saves"] == {"fortitude": None, "reflex": None, "will": None}
    assert parsed.creature.armor is None


def test_unknown_ability_kept_and_flagged() -> None:
    parsed = parse_block(
        "Chose\npv 20 (3d8+7)\nCapacités défensives férocité, esquive totale\nAttaques spéciales cri strident (DD 14)"
    )
    ids = {s.id: s for s in parsed.creature.special}
    assert ids["evasion"].unknown is False
    assert ids["ferocite"].unknown is True
    assert "cri_strident" in ids or any(s.unknown for s in parsed.creature.special)


def test_what_cannot_be_read_is_listed() -> None:
    parsed = parse_block(
        "Chose\npv 42 (Bestiaire p. 12)\nCA 15, contact 12, pris au dépourvu 13\nblabla inconnu"
    )
    assert parsed.creature.hp is not None and parsed.creature.hp.maximum == 42
    assert any("Bestiaire" in u for u in parsed.unparsed)
    assert "blabla inconnu" in parsed.unparsed


def test_ac_touch_and_flat_footed_derived_when_missing() -> None:
    parsed = parse_block("ANAXIM\nMedium-Size Construct (Extraplanar, Lawful)\nAC: 37 (+7 Dex, +20 natural)")
    body = parsed.to_dict()
    assert body["ac"]["touch"] == 17 and body["ac"]["flat_footed"] == 30
    assert set(body["ac"]["derived"]) == {"touch", "flat_footed"}
    assert parsed.creature.subtypes == {"extraplanar", "lawful"}


def test_armour_category_from_breakdown() -> None:
    parsed = parse_block(
        "Ogre\nArmor Class: 16 (-1 size, -1 Dex, +5 natural, +3 hide armor), touch 8, flat-footed 16"
    )
    assert parsed.creature.armor is ArmorCategory.MEDIUM


def test_misencoded_french_is_repaired() -> None:
    """The seeds' README: ``ę`` for ``ê``, ``ŕ`` for ``à`` — repaired, not fatal."""
    parsed = parse_block("Bestiole\npv 10 (2d8+1)\nRésistances feu 10\nRésistance ŕ la magie 12")
    assert parsed.creature.hp is not None and parsed.creature.hp.maximum == 10
    assert parsed.creature.defenses_text is not None and "à la magie" in parsed.creature.defenses_text


def test_nothing_readable_is_an_error_block() -> None:
    results = parse_blocks("Ceci n'est pas un bloc\nrien du tout\n\nTroll\npv 63 (6d8+36)")
    assert isinstance(results[0], BlockError)
    assert results[0].to_dict()["ok"] is False and results[0].to_dict()["error"]
    assert isinstance(results[1], ParsedCreature)
    with pytest.raises(ParseError):
        parse_block("rien\nnada")


def test_hd_zero_in_a_block_is_refused() -> None:
    with pytest.raises(RulesError):
        parse_block("Impossible\nHit Dice: 0d8 (0 hp)")


def test_pf1_english_block() -> None:
    text = (
        "Wight CR 3\nXP 800\nLE Medium undead\nInit +1; Senses darkvision 60 ft.; Perception +11\n"
        "DEFENSE\nAC 15, touch 11, flat-footed 14 (+1 Dex, +4 natural)\nhp 26 (4d8+8)\n"
        "Fort +3, Ref +2, Will +5\nDefensive Abilities channel resistance +2; Immune undead traits\n"
        "Weaknesses resurrection vulnerability\nOFFENSE\nSpeed 30 ft.\nMelee slam +4 (1d4+1 plus energy drain)\n"
        "Special Attacks create spawn, energy drain (1 level, DC 14)\nSTATISTICS\n"
        "Str 12, Dex 12, Con —, Int 11, Wis 13, Cha 15"
    )
    c = parse_block(text).creature
    assert c.cr == 3 and c.type is CreatureType.UNDEAD and c.alignment is Alignment.LE
    assert c.abilities.has("con") is False
    drain = c.ability("energy_drain")
    assert drain is not None and drain.params.get("dc") == 14
    assert c.ability("turn_resistance") is not None  # channel resistance, PF1's name for it


def _rate(blocks: list[str]) -> dict[str, float]:
    """Shares: blocks read; hp read where the block has an hp line; AC (and AC with touch and
    flat-footed) where it has an AC line; hit dice where it has them; blocks with nothing unread."""
    read = hp = ac = ac_full = hd = clean = hp_total = ac_total = hd_total = 0
    for block in blocks:
        lines = block.splitlines()
        has_hp = any(line.startswith(("pv ", "Hit Dice:")) for line in lines)
        has_ac = any(line.startswith(("CA ", "Armor Class:", "AC:")) for line in lines)
        has_hd = any(line.startswith(("pv ", "Hit Dice:")) and "d" in line for line in lines)
        hp_total += has_hp
        ac_total += has_ac
        hd_total += has_hd
        try:
            parsed = parse_block(block)
        except Exception:
            continue
        c = parsed.creature
        read += 1
        hp += has_hp and c.hp is not None
        ac += has_ac and c.ac is not None
        ac_full += has_ac and c.ac is not None and c.ac.touch is not None and c.ac.flat_footed is not None
        hd += has_hd and c.hd is not None
        clean += not parsed.unparsed
    return {
        "blocks": read / len(blocks),
        "hp": hp / hp_total,
        "ac": ac / ac_total,
        "ac_touch_flat": ac_full / ac_total,
        "hd": hd / hd_total,
        "nothing_unread": clean / len(blocks),
    }


@pytest.mark.shared_data
def test_real_french_blocks(shared_data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rates = _rate(french_blocks(shared_data))
    with capsys.disabled():
        print(f"\ncreature-defenses-fr-pf1: {rates}")
    assert rates["blocks"] >= 0.98
    assert rates["hp"] >= 0.98
    assert rates["ac"] >= 0.98
    assert rates["ac_touch_flat"] >= 0.98
    assert rates["hd"] >= 0.97
    assert rates["nothing_unread"] >= 0.88  # the rest: weakness wording the defense parser keeps verbatim


@pytest.mark.shared_data
def test_real_english_blocks(shared_data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rates = _rate(english_blocks(shared_data))
    with capsys.disabled():
        print(f"\nmonsters-en-dnd35: {rates}")
    assert rates["blocks"] >= 0.98
    assert rates["hp"] >= 0.98
    assert rates["ac"] >= 0.98
    assert rates["ac_touch_flat"] >= 0.98
    assert rates["hd"] >= 0.97
    assert rates["nothing_unread"] >= 0.97


_PIECES = st.sampled_from(
    [
        "CA 16, contact 11, pris au dépourvu 14 (+2 Dex)",
        "pv 63 (6d8+36)",
        "Réf +4, Vig +11, Vol +3",
        "RD 5/argent",
        "Hit Dice: 0d8",
        "Abilities: Str 23, Dex —",
        "Special Qualities: scent, SR 18, darkvision 60 ft.",
        "Capacités défensives esquive totale",
        "CM Grand humanoïde (géant)",
        "(((",
        ";;;",
        "For -3",
        "",
    ]
)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(_PIECES, st.text(max_size=40)), min_size=1, max_size=8))
def test_any_text_reads_or_fails_clearly(lines: list[str]) -> None:
    """Whatever is pasted: a creature, or an arbitre error with a message — never a crash."""
    text = "\n".join(lines)
    for result in parse_blocks(text):
        if isinstance(result, BlockError):
            assert result.error.message("fr")
    try:
        parse_block(text)
    except ArbitreError as error:
        assert error.message("en")


def test_npc_spellcaster_block() -> None:
    """Class levels from the subtitle, prepared spells and slots by level (for energy drain's lost spells)."""
    parsed = parse_block((FIXTURES / "mage.txt").read_text(encoding="utf-8"))
    c = parsed.creature
    assert c.classes == (("wizard", 9),) and c.level == 9 and c.hit_dice == 9
    sc = c.spellcasting
    assert sc is not None and sc.caster_class == "wizard" and sc.caster_level == 9
    assert sc.highest_level == 5
    assert sc.prepared[5] == ("cône de froid", "domination")
    assert sc.slots[3] == 3
    assert any(item.magical and "anneau" in item.name for item in c.worn_items)
    assert parsed.unparsed == ()


def test_kinds_from_the_special_abilities_section() -> None:
    """000 « Types de pouvoirs spéciaux »: the (Ext)/(Sur)/(Mag) marker of a described ability wins."""
    text = (
        "Bête\npv 30 (4d10+8)\nAttaques spéciales souffle (cône de 9 m, 4d6 feu, Réf DD 14), férocité\n"
        "POUVOIRS SPÉCIAUX\nSouffle (Ext) La bête crache du feu.\nFérocité (Ext) Elle continue de se battre."
    )
    c = parse_block(text).creature
    breath = c.ability("breath_weapon")
    assert breath is not None and breath.kind is AbilityKind.EXTRAORDINARY
    assert (
        breath.params["dc"] == 14 and breath.params["shape"] == "cone" and breath.params["energy"] == "fire"
    )
    assert breath.params["range"] == 6 and breath.params["damage"] == "4d6"
    ferocity = c.ability("ferocite")
    assert ferocity is not None and ferocity.unknown and ferocity.kind is AbilityKind.EXTRAORDINARY


@pytest.mark.parametrize(
    ("line", "size", "ctype", "subtypes", "alignment"),
    [
        ("CM Grand humanoïde (géant)", Size.LARGE, CreatureType.HUMANOID, {"giant"}, Alignment.CE),
        ("NB Très grande créature magique", Size.HUGE, CreatureType.MAGICAL_BEAST, set(), Alignment.NG),
        (
            "LM Moyen Extérieur (extraplanaire, Loi, Mal)",
            Size.MEDIUM,
            CreatureType.OUTSIDER,
            {"extraplanar", "lawful", "evil"},
            Alignment.LE,
        ),
        ("N créature artificielle de taille G", Size.LARGE, CreatureType.CONSTRUCT, set(), Alignment.N),
        ("Gargantuan Magical Beast", Size.GARGANTUAN, CreatureType.MAGICAL_BEAST, set(), None),
        ("CE Small humanoid (goblinoid)", Size.SMALL, CreatureType.HUMANOID, {"goblinoid"}, Alignment.CE),
    ],
)
def test_size_type_lines(
    line: str, size: Size, ctype: CreatureType, subtypes: set[str], alignment: Alignment | None
) -> None:
    from arbitre.content.creature_parser import read_size_type

    assert read_size_type(line) == (alignment, size, ctype, frozenset(subtypes))


@pytest.mark.parametrize(
    ("wording", "keys"),
    [
        ("régénération 5 (acide ou feu)", {"acid", "fire"}),
        ("régénération 5 (armes et sorts du Mal)", {"evil"}),
        ("régénération 2 (armes d'alignement Bon, armes en argent, sorts du Bien)", {"good", "silver"}),
        ("regeneration 5 (acid or fire)", {"acid", "fire"}),
        ("régénération 20 (fer froid)", {"cold_iron"}),
    ],
)
def test_regeneration_bypass(wording: str, keys: set[str]) -> None:
    """000 « Régénération »: the damage types that stay lethal, as keys."""
    from arbitre.content.creature_parser import special_from_text

    sa = special_from_text(wording)
    assert sa.id == "regeneration" and set(sa.params["bypass"]) == keys


def test_french_wiki_npc_block() -> None:
    """A pathfinder-fr page as pasted: headings, PX, race and class line, ecology kept as text."""
    parsed = parse_block((FIXTURES / "gobelin.txt").read_text(encoding="utf-8"))
    c = parsed.creature
    assert c.name.fr == "Gobelin" and c.cr == Fraction(1, 3)
    assert (c.size, c.type, c.subtypes, c.alignment) == (
        Size.SMALL,
        CreatureType.HUMANOID,
        {"goblinoid"},
        Alignment.NE,
    )
    assert c.classes == (("warrior", 1),) and c.level == 1 and str(c.hd) == "1d10+1"
    assert c.ac is not None and c.ac.as_dict() == {"total": 16, "touch": 13, "flat_footed": 14}
    assert c.saves.as_dict() == {"fortitude": 3, "reflex": 2, "will": -1}
    assert c.senses.darkvision == 12
    assert parsed.unparsed == ()
    assert dict(parsed.other)["tresor"].startswith("équipement de PNJ")


def test_languages_are_read_for_language_dependent_spells() -> None:
    """001 « Dépendant du langage »: the spell needs a language the target understands, so the
    block's languages line is read (telepathy, with its range, is kept as text)."""
    from arbitre.content.creature_parser import parse_block

    fr = parse_block("Ogre mage\nCA 18\npv 60\nLangues Commun, Géant (ne sait pas lire) ; télépathie 30 m")
    assert fr.creature.languages == frozenset({"common", "giant"})
    assert dict(fr.other)["langues"] == "télépathie 30 m"
    en = parse_block("Ogre\nAC 16\nhp 30\nLanguages: Giant, Common")
    assert en.creature.languages == frozenset({"giant", "common"})
    assert en.to_dict()["languages"] == ["common", "giant"]


def test_language_names_in_either_language_are_one_language() -> None:
    """001 « Dépendant du langage » needs a shared language: « Commun » and "Common" are one."""
    from arbitre.content.creatures import build_creature
    from arbitre.model.creature import language_id

    assert language_id("Commun") == language_id("common") == "common"
    assert language_id("Commun des Profondeurs") == "undercommon"
    assert language_id("Langue des signes") == "langue des signes"  # unknown names stay, folded
    caster = build_creature({"id": "mage", "name": "Mage", "languages": ["Common", "Draconic"]})
    target = build_creature({"id": "ogre", "name": "Ogre", "langues": ["Géant", "Commun"]})
    assert caster.languages & target.languages == {"common"}
