"""Special abilities: their kind (Ext, Sp, Su), what each kind means, and a catalogue of ids.

Text 000 « Pouvoirs spéciaux » sorts every special ability into three kinds and tabulates what
dispel, spell resistance, an antimagic field and attacks of opportunity do to each (000 « Types de
pouvoirs spéciaux »). That table is data here (:data:`KIND_TABLE`) with one function per column.

The catalogue (:data:`CATALOGUE`) gives each ability a snake_case English id, its French and
English names (aliases, as stat blocks write them) and its usual kind. The creature model uses
:func:`match_ability` to recognise abilities in stat blocks; :data:`SECTIONS` maps every section
of text 000 (which carries no headings of its own) to its lines, so the catalogue in
``docs/abilities.md`` can be checked against the text.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from arbitre.core.errors import InputError, NotFoundError
from arbitre.core.i18n import Lang
from arbitre.core.text import repair, strip_accents

SECTION_KINDS = "000 « Types de pouvoirs spéciaux »"


class AbilityKind(StrEnum):
    """The three kinds of special ability (French abbreviations Ext, Mag, Sur)."""

    EXTRAORDINARY = "ext"
    SPELL_LIKE = "sp"
    SUPERNATURAL = "su"


class AbilityScore(StrEnum):
    """The six ability scores (« caractéristiques »)."""

    STR = "str"
    DEX = "dex"
    CON = "con"
    INT = "int"
    WIS = "wis"
    CHA = "cha"

    def name_in(self, lang: Lang) -> str:
        """The usual abbreviation: ``For``/``Str``, ``Sag``/``Wis``…"""
        return ABILITY_NAMES[self][0 if lang == "fr" else 1]


ABILITY_NAMES: dict[AbilityScore, tuple[str, str]] = {
    AbilityScore.STR: ("For", "Str"),
    AbilityScore.DEX: ("Dex", "Dex"),
    AbilityScore.CON: ("Con", "Con"),
    AbilityScore.INT: ("Int", "Int"),
    AbilityScore.WIS: ("Sag", "Wis"),
    AbilityScore.CHA: ("Cha", "Cha"),
}


def ability_modifier(score: int) -> int:
    """The modifier of an ability score: ``(score - 10) // 2`` (10–11 give +0, 0 gives −5)."""
    return (score - 10) // 2


@dataclass(frozen=True, slots=True)
class KindTraits:
    """One column of the table of 000 « Types de pouvoirs spéciaux »."""

    dispellable: bool
    subject_to_spell_resistance: bool
    suppressed_by_antimagic: bool
    provokes_attack_of_opportunity: bool


KIND_TABLE: Mapping[AbilityKind, KindTraits] = MappingProxyType(
    {
        AbilityKind.EXTRAORDINARY: KindTraits(False, False, False, False),
        AbilityKind.SPELL_LIKE: KindTraits(True, True, True, True),
        AbilityKind.SUPERNATURAL: KindTraits(False, False, True, False),
    }
)


def is_dispellable(kind: AbilityKind) -> bool:
    """Whether dispel magic can end the ability or its effects."""
    return KIND_TABLE[kind].dispellable


def subject_to_spell_resistance(kind: AbilityKind) -> bool:
    """Whether the target's spell resistance applies against the ability."""
    return KIND_TABLE[kind].subject_to_spell_resistance


def works_in_antimagic(kind: AbilityKind) -> bool:
    """Whether the ability still works inside an antimagic field."""
    return not KIND_TABLE[kind].suppressed_by_antimagic


def provokes_attack_of_opportunity(kind: AbilityKind) -> bool:
    """Whether using the ability provokes attacks of opportunity."""
    return KIND_TABLE[kind].provokes_attack_of_opportunity


_KIND_NAMES: Mapping[str, AbilityKind] = MappingProxyType(
    {
        "ext": AbilityKind.EXTRAORDINARY,
        "ex": AbilityKind.EXTRAORDINARY,
        "extraordinaire": AbilityKind.EXTRAORDINARY,
        "extraordinary": AbilityKind.EXTRAORDINARY,
        "sp": AbilityKind.SPELL_LIKE,
        "mag": AbilityKind.SPELL_LIKE,
        "magique": AbilityKind.SPELL_LIKE,
        "spell-like": AbilityKind.SPELL_LIKE,
        "spelllike": AbilityKind.SPELL_LIKE,
        "spell like": AbilityKind.SPELL_LIKE,
        "su": AbilityKind.SUPERNATURAL,
        "sur": AbilityKind.SUPERNATURAL,
        "surnaturel": AbilityKind.SUPERNATURAL,
        "surnaturelle": AbilityKind.SUPERNATURAL,
        "supernatural": AbilityKind.SUPERNATURAL,
    }
)


def parse_kind(text: str) -> AbilityKind:
    """Read ``Ext``, ``(Mag)``, ``Su``, ``surnaturel``, ``spell-like``… into a kind."""
    key = normalise(text).strip("(). ")
    try:
        return _KIND_NAMES[key]
    except KeyError:
        raise InputError("abilities.unknown_kind", text=text, hint="abilities.unknown_kind_hint") from None


# --------------------------------------------------------------------------- text normalisation

_APOSTROPHES = re.compile(r"[’‘`´]")
_SPACES = re.compile(r"[\s_\-]+")


def normalise(text: str) -> str:
    """Lower case, no accents, plain apostrophes, single spaces: the form names are compared in."""
    text = _APOSTROPHES.sub("'", repair(text)).lower()
    text = strip_accents(text)
    return _SPACES.sub(" ", text).strip()


# --------------------------------------------------------------------------- sections of text 000


class Automation(StrEnum):
    """How much of a section arbitre computes (``docs/abilities.md`` says what is left)."""

    AUTOMATED = "automated"
    PARTLY = "partly"  # part of it is the game master's ruling
    DESCRIPTIVE = "descriptive"  # the text gives nothing to compute


_AUTO, _PARTLY, _DESCR = Automation.AUTOMATED, Automation.PARTLY, Automation.DESCRIPTIVE


@dataclass(frozen=True, slots=True)
class SourceSection:
    """A section of text 000 (the text has no headings: titles are the French SRD's), its lines,
    how far it is automated and the module that implements it."""

    title_fr: str
    title_en: str
    first_line: int
    last_line: int
    status: Automation
    module: str | None

    @property
    def ref(self) -> str:
        """How steps and docs cite it: ``000 « Antimagie »``."""
        return f"000 « {self.title_fr} »"


# fmt: off
SECTIONS: tuple[SourceSection, ...] = (
    SourceSection("Types de pouvoirs spéciaux", "Special ability types", 1, 12, _AUTO, "arbitre.model.ability"),
    SourceSection("Absorption d'énergie et niveaux négatifs", "Energy drain and negative levels", 13, 19, _AUTO, "arbitre.rules.negative_levels"),
    SourceSection("Affaiblissement et diminution de caractéristique", "Ability score loss", 20, 26, _AUTO, "arbitre.rules.ability_damage"),
    SourceSection("Antimagie", "Antimagic", 27, 33, _AUTO, "arbitre.rules.antimagic"),
    SourceSection("Attaque de mort", "Death attacks", 34, 37, _AUTO, "arbitre.rules.death_attacks"),
    SourceSection("Attaque de regard", "Gaze attacks", 38, 48, _AUTO, "arbitre.rules.gaze"),
    SourceSection("Attaque de souffle", "Breath weapon attacks", 49, 53, _AUTO, "arbitre.rules.breath_weapon"),
    SourceSection("Attaque sonique", "Sonic attacks", 54, 54, _PARTLY, "arbitre.rules.sonic"),
    SourceSection("Bond", "Pounce", 55, 55, _AUTO, "arbitre.rules.pounce"),
    SourceSection("Changement de forme", "Alternate form", 56, 59, _PARTLY, "arbitre.rules.alternate_form"),
    SourceSection("Charme et coercition", "Charm and compulsion", 60, 63, _DESCR, None),
    SourceSection("Constriction", "Constrict", 64, 64, _AUTO, "arbitre.rules.constrict"),
    SourceSection("Convocation", "Summon", 65, 67, _AUTO, "arbitre.rules.summon"),
    SourceSection("Engloutissement", "Swallow whole", 68, 69, _AUTO, "arbitre.rules.swallow_whole"),
    SourceSection("Esquive totale et esquive extraordinaire", "Evasion and improved evasion", 70, 75, _AUTO, "arbitre.rules.evasion"),
    SourceSection("État gazeux", "Gaseous form", 76, 82, _PARTLY, "arbitre.rules.gaseous_form"),
    SourceSection("Étreinte", "Improved grab", 83, 83, _AUTO, "arbitre.rules.improved_grab"),
    SourceSection("Éventration", "Rend", 84, 84, _AUTO, "arbitre.rules.rend"),
    SourceSection("Facultés psioniques", "Psionics", 85, 86, _DESCR, None),
    SourceSection("Métamorphose", "Polymorph", 87, 90, _DESCR, None),
    SourceSection("Guérison accélérée", "Fast healing", 91, 96, _AUTO, "arbitre.rules.fast_healing"),
    SourceSection("Immunité", "Immunity", 97, 98, _AUTO, "arbitre.rules.immunity"),
    SourceSection("Intangibilité", "Incorporeality", 99, 110, _PARTLY, "arbitre.rules.incorporeal"),
    SourceSection("Invisibilité", "Invisibility", 111, 124, _AUTO, "arbitre.rules.invisibility"),
    SourceSection("Esprit de la ruche", "Hive mind", 125, 125, _AUTO, "arbitre.rules.hive_mind"),
    SourceSection("Énergie positive", "Positive energy", 126, 129, _AUTO, "arbitre.rules.negative_levels"),
    SourceSection("Odorat", "Scent", 130, 136, _AUTO, "arbitre.rules.senses"),
    SourceSection("Paralysie", "Paralysis", 137, 139, _AUTO, "arbitre.rules.paralysis"),
    SourceSection("État éthéré", "Ethereal", 140, 148, _PARTLY, "arbitre.rules.ethereal"),
    SourceSection("Pattes arrière", "Rake", 149, 150, _AUTO, "arbitre.rules.rake"),
    SourceSection("Perception des vibrations", "Tremorsense", 151, 153, _AUTO, "arbitre.rules.senses"),
    SourceSection("Perte de niveau", "Level loss", 154, 155, _AUTO, "arbitre.rules.negative_levels"),
    SourceSection("Piétinement", "Trample", 156, 159, _AUTO, "arbitre.rules.trample"),
    SourceSection("Poison/venin", "Poison", 160, 162, _AUTO, "arbitre.rules.poison"),
    SourceSection("Présence terrifiante", "Frightful presence", 163, 165, _AUTO, "arbitre.rules.frightful_presence"),
    SourceSection("Rayons", "Rays", 166, 166, _AUTO, "arbitre.rules.rays"),
    SourceSection("Réduction des dégâts", "Damage reduction", 167, 177, _AUTO, "arbitre.rules.damage_reduction"),
    SourceSection("Régénération", "Regeneration", 178, 184, _AUTO, "arbitre.rules.regeneration"),
    SourceSection("Résistance à la magie", "Spell resistance", 185, 211, _AUTO, "arbitre.rules.spell_resistance"),
    SourceSection("Résistance au renvoi", "Turn resistance", 212, 214, _AUTO, "arbitre.rules.turn_resistance"),
    SourceSection("Résistance aux énergies destructives", "Energy resistance", 215, 218, _AUTO, "arbitre.rules.energy_resistance"),
    SourceSection("Souffle", "Breath weapon", 219, 219, _AUTO, "arbitre.rules.breath_weapon"),
    SourceSection("Terreur", "Fear", 220, 224, _AUTO, "arbitre.rules.fear"),
    SourceSection("Vision dans le noir", "Darkvision", 225, 227, _AUTO, "arbitre.rules.senses"),
    SourceSection("Vision aveugle et perception aveugle", "Blindsight and blindsense", 228, 229, _AUTO, "arbitre.rules.senses"),
    SourceSection("Vision nocturne", "Low-light vision", 230, 231, _AUTO, "arbitre.rules.senses"),
    SourceSection("Vulnérabilité aux énergies destructives", "Vulnerability to energy", 232, 232, _AUTO, "arbitre.rules.energy_resistance"),
)
# fmt: on

_SECTION_BY_TITLE: Mapping[str, SourceSection] = MappingProxyType({s.title_fr: s for s in SECTIONS})


def source_section(title_fr: str) -> SourceSection:
    """The section of text 000 with this French title."""
    return _SECTION_BY_TITLE[title_fr]


def section(title_fr: str) -> str:
    """The citation of a section of text 000 by its French title (a typo is a programmer error)."""
    return _SECTION_BY_TITLE[title_fr].ref


# --------------------------------------------------------------------------- the catalogue


@dataclass(frozen=True, slots=True)
class AbilityInfo:
    """A special ability the rules know: id, names, usual kind and the section describing it."""

    id: str
    names_fr: tuple[str, ...]
    names_en: tuple[str, ...]
    default_kind: AbilityKind | None  # None: the kind varies from creature to creature
    section: str  # French title of the section of text 000

    @property
    def name_fr(self) -> str:
        return self.names_fr[0]

    @property
    def name_en(self) -> str:
        return self.names_en[0]

    def name(self, lang: str) -> str:
        return self.name_fr if lang == "fr" else self.name_en

    @property
    def source(self) -> SourceSection:
        """The section of text 000 that describes it (with its automation status and module)."""
        return _SECTION_BY_TITLE[self.section]


_EXT, _SP, _SU = AbilityKind.EXTRAORDINARY, AbilityKind.SPELL_LIKE, AbilityKind.SUPERNATURAL


def _a(id_: str, fr: tuple[str, ...], en: tuple[str, ...], kind: AbilityKind | None, sec: str) -> AbilityInfo:
    return AbilityInfo(id_, fr, en, kind, sec)


_ENTRIES: tuple[AbilityInfo, ...] = (
    _a(
        "energy_drain",
        ("absorption d'énergie", "absorption d'energie", "drain d'énergie", "absorption de niveaux"),
        ("energy drain",),
        _SU,
        "Absorption d'énergie et niveaux négatifs",
    ),
    _a(
        "ability_damage",
        ("affaiblissement de caractéristique", "affaiblissement temporaire", "affaiblissement"),
        ("ability damage",),
        _SU,
        "Affaiblissement et diminution de caractéristique",
    ),
    _a(
        "ability_drain",
        ("diminution de caractéristique", "diminution permanente", "absorption de caractéristique"),
        ("ability drain",),
        _SU,
        "Affaiblissement et diminution de caractéristique",
    ),
    _a(
        "antimagic",
        ("antimagie", "zone d'antimagie", "champ d'antimagie"),
        ("antimagic", "antimagic field", "antimagic cone"),
        _SU,
        "Antimagie",
    ),
    _a("death_attack", ("attaque de mort", "attaque mortelle"), ("death attack",), None, "Attaque de mort"),
    _a(
        "gaze",
        ("regard", "attaque de regard", "regard pétrifiant"),
        ("gaze", "gaze attack", "petrifying gaze"),
        _SU,
        "Attaque de regard",
    ),
    _a(
        "breath_weapon",
        ("souffle", "attaque de souffle", "arme de souffle"),
        ("breath weapon",),
        _SU,
        "Attaque de souffle",
    ),
    _a("sonic", ("attaque sonique", "cri", "sonique"), ("sonic attack", "sonic"), None, "Attaque sonique"),
    _a("pounce", ("bond",), ("pounce",), _EXT, "Bond"),
    _a(
        "alternate_form",
        ("changement de forme", "forme alternative", "forme alternée"),
        ("alternate form", "change shape"),
        _SU,
        "Changement de forme",
    ),
    _a("charm", ("charme",), ("charm",), None, "Charme et coercition"),
    _a("compulsion", ("coercition", "domination"), ("compulsion",), None, "Charme et coercition"),
    _a("constrict", ("constriction",), ("constrict",), _EXT, "Constriction"),
    _a(
        "summon",
        ("convocation", "convocation de congénères", "appel de congénères"),
        ("summon", "summon allies"),
        _SP,
        "Convocation",
    ),
    _a("swallow_whole", ("engloutissement", "gober"), ("swallow whole",), _EXT, "Engloutissement"),
    _a("evasion", ("esquive totale",), ("evasion",), _EXT, "Esquive totale et esquive extraordinaire"),
    _a(
        "improved_evasion",
        ("esquive extraordinaire", "esquive totale supérieure"),
        ("improved evasion",),
        _EXT,
        "Esquive totale et esquive extraordinaire",
    ),
    _a("gaseous_form", ("état gazeux", "forme gazeuse"), ("gaseous form",), None, "État gazeux"),
    _a(
        "improved_grab",
        ("étreinte", "empoignade", "saisie améliorée"),
        ("improved grab", "grab"),
        _EXT,
        "Étreinte",
    ),
    _a("rend", ("éventration", "déchiquetage", "déchirure"), ("rend", "rend armor"), _EXT, "Éventration"),
    _a(
        "psionics",
        ("facultés psioniques", "psionique", "pouvoirs psioniques"),
        ("psionics", "psionic"),
        _SP,
        "Facultés psioniques",
    ),
    _a("polymorph", ("métamorphose",), ("polymorph",), None, "Métamorphose"),
    _a(
        "fast_healing",
        ("guérison accélérée", "guerison acceleree"),
        ("fast healing",),
        _EXT,
        "Guérison accélérée",
    ),
    _a(
        "immunity",
        ("immunité", "immunités", "immunisé"),
        ("immunity", "immunities", "immune"),
        None,
        "Immunité",
    ),
    _a(
        "incorporeal",
        ("intangibilité", "intangible"),
        ("incorporeal", "incorporeality"),
        _EXT,
        "Intangibilité",
    ),
    _a("invisibility", ("invisibilité", "invisible"), ("invisibility", "invisible"), None, "Invisibilité"),
    _a(
        "hive_mind",
        ("esprit de la ruche", "conscience collective"),
        ("hive mind",),
        _EXT,
        "Esprit de la ruche",
    ),
    _a(
        "positive_energy",
        ("énergie positive", "niveaux positifs"),
        ("positive energy", "positive levels"),
        _SU,
        "Énergie positive",
    ),
    _a("scent", ("odorat",), ("scent",), _EXT, "Odorat"),
    _a(
        "paralysis",
        ("paralysie", "paralysant"),
        ("paralysis", "paralyzing touch", "paralysing touch"),
        None,
        "Paralysie",
    ),
    _a(
        "ethereal",
        ("état éthéré", "éthéré", "forme éthérée", "forme ethérée"),
        ("ethereal", "ethereal jaunt"),
        None,
        "État éthéré",
    ),
    _a("rake", ("pattes arrière", "pattes arrières"), ("rake",), _EXT, "Pattes arrière"),
    _a("tremorsense", ("perception des vibrations",), ("tremorsense",), _EXT, "Perception des vibrations"),
    _a("level_loss", ("perte de niveau", "perte de niveaux"), ("level loss",), None, "Perte de niveau"),
    _a("trample", ("piétinement",), ("trample",), _EXT, "Piétinement"),
    _a("poison", ("poison", "venin"), ("poison",), _EXT, "Poison/venin"),
    _a(
        "frightful_presence",
        ("présence terrifiante", "présence effrayante"),
        ("frightful presence",),
        _EXT,
        "Présence terrifiante",
    ),
    _a("ray", ("rayon", "rayons"), ("ray", "rays"), None, "Rayons"),
    _a(
        "damage_reduction",
        ("réduction des dégâts", "réduction de dégâts", "rd"),
        ("damage reduction", "dr"),
        _EXT,
        "Réduction des dégâts",
    ),
    _a("regeneration", ("régénération",), ("regeneration",), _EXT, "Régénération"),
    _a(
        "spell_resistance",
        ("résistance à la magie", "rm"),
        ("spell resistance", "sr"),
        _EXT,
        "Résistance à la magie",
    ),
    _a(
        "turn_resistance",
        ("résistance au renvoi", "résistance au renvoi des morts-vivants"),
        ("turn resistance",),
        _EXT,
        "Résistance au renvoi",
    ),
    _a(
        "energy_resistance",
        ("résistance aux énergies destructives", "résistance aux énergies", "résistance à l'énergie"),
        ("energy resistance", "resistance to energy", "resistances"),
        _EXT,
        "Résistance aux énergies destructives",
    ),
    _a("fear", ("terreur", "aura de terreur", "peur"), ("fear", "fear aura"), None, "Terreur"),
    _a("darkvision", ("vision dans le noir",), ("darkvision",), _EXT, "Vision dans le noir"),
    _a("blindsight", ("vision aveugle",), ("blindsight",), _EXT, "Vision aveugle et perception aveugle"),
    _a("blindsense", ("perception aveugle",), ("blindsense",), _EXT, "Vision aveugle et perception aveugle"),
    _a(
        "low_light_vision",
        ("vision nocturne", "vision dans la pénombre"),
        ("low-light vision", "low light vision"),
        _EXT,
        "Vision nocturne",
    ),
    _a(
        "vulnerability",
        ("vulnérabilité", "vulnérabilité aux énergies destructives"),
        ("vulnerability", "vulnerability to energy"),
        _EXT,
        "Vulnérabilité aux énergies destructives",
    ),
)

CATALOGUE: Mapping[str, AbilityInfo] = MappingProxyType({a.id: a for a in _ENTRIES})

# names stat blocks use that are not the section's own: PF1 wordings, per-energy and per-ability forms
_ENERGIES_EN = ("acid", "cold", "electricity", "fire", "sonic")
_ENERGIES_FR = ("à l'acide", "au froid", "à l'électricité", "au feu", "au son")
_SCORES_EN = ("strength", "dexterity", "constitution", "intelligence", "wisdom", "charisma")
_SCORES_FR = ("force", "dextérité", "constitution", "intelligence", "sagesse", "charisme")
_EXTRA_NAMES: tuple[tuple[str, str], ...] = (
    ("turn_resistance", "résistance à la canalisation"),
    ("turn_resistance", "channel resistance"),
    ("low_light_vision", "lowlight vision"),
    ("fast_healing", "guérison rapide"),
    ("psionics", "psi-like abilities"),
    ("energy_resistance", "resistance to"),
    ("immunity", "immunity to"),
    ("immunity", "immunité contre"),
    ("vulnerability", "vulnérable"),
    ("vulnerability", "vulnerable"),
    *(("energy_resistance", f"{e} resistance") for e in _ENERGIES_EN),
    *(("energy_resistance", f"résistance {e}") for e in _ENERGIES_FR),
    *(("immunity", f"{e} immunity") for e in _ENERGIES_EN),
    *(("immunity", f"immunité {e}") for e in _ENERGIES_FR),
    *(("vulnerability", f"{e} vulnerability") for e in _ENERGIES_EN),
    *(("vulnerability", f"vulnérabilité {e}") for e in _ENERGIES_FR),
    *(("ability_drain", f"{a} drain") for a in _SCORES_EN),
    *(("ability_damage", f"{a} damage") for a in _SCORES_EN),
    *(("ability_drain", f"absorption de {a}") for a in _SCORES_FR),
    *(("ability_damage", f"affaiblissement de {a}") for a in _SCORES_FR),
)


_ALIASES: Mapping[str, str] = MappingProxyType(
    {
        **{normalise(name): ability_id for ability_id, name in _EXTRA_NAMES},
        **{
            normalise(name): a.id
            for a in _ENTRIES
            for name in (a.id.replace("_", " "), *a.names_fr, *a.names_en)
        },
    }
)
# longest first, so « esquive totale supérieure » wins over « esquive totale »
_ALIASES_BY_LENGTH: tuple[tuple[str, str], ...] = tuple(
    sorted(_ALIASES.items(), key=lambda kv: len(kv[0]), reverse=True)
)


def find_ability(name: str) -> AbilityInfo | None:
    """The catalogue entry whose id or French/English name is ``name`` exactly (accents ignored)."""
    key = normalise(name)
    ability_id = _ALIASES.get(key) or (key.replace(" ", "_") if key.replace(" ", "_") in CATALOGUE else None)
    return CATALOGUE[ability_id] if ability_id else None


def match_ability(text: str) -> AbilityInfo | None:
    """The ability a stat-block entry starts with: ``Regard pétrifiant (Sur) DD 15`` → ``gaze``.

    The longest known name that opens ``text`` at a word boundary wins; ``None`` when none does.
    """
    key = normalise(text)
    for alias, ability_id in _ALIASES_BY_LENGTH:
        if key.startswith(alias) and (len(key) == len(alias) or not key[len(alias)].isalnum()):
            return CATALOGUE[ability_id]
    return None


def kind_in_text(text: str) -> AbilityKind | None:
    """The kind written in parentheses in a stat-block entry (``(Ext)``, ``(Mag)``, ``(Su)``), if any."""
    for group in re.findall(r"\(([^()]{1,20})\)", text):
        try:
            return parse_kind(group)
        except InputError:
            continue
    return None


def get_ability(name: str) -> AbilityInfo:
    """Like :func:`find_ability`, but an unknown name is an error with the closest suggestions."""
    found = find_ability(name)
    if found is not None:
        return found
    close = difflib.get_close_matches(normalise(name), list(_ALIASES), n=3, cutoff=0.6)
    suggestions = tuple(dict.fromkeys(CATALOGUE[_ALIASES[c]].id for c in close))
    raise NotFoundError("abilities.unknown_ability", name=name, suggestions=suggestions)


__all__ = [
    "CATALOGUE",
    "KIND_TABLE",
    "SECTIONS",
    "SECTION_KINDS",
    "AbilityInfo",
    "AbilityKind",
    "AbilityScore",
    "Automation",
    "KindTraits",
    "SourceSection",
    "find_ability",
    "get_ability",
    "is_dispellable",
    "kind_in_text",
    "match_ability",
    "normalise",
    "parse_kind",
    "provokes_attack_of_opportunity",
    "repair",
    "section",
    "source_section",
    "subject_to_spell_resistance",
    "works_in_antimagic",
]
