"""Read creature stat blocks, French (pathfinder-fr wiki) and English (3.5 SRD, PF1), into records.

Blocks are separated by blank lines. Each line is split at top-level semicolons into segments;
each segment is recognised by its label (``CA``, ``pv``, ``Réf``, ``Hit Dice:``, ``Special
Qualities:``…). What a block lacks stays ``None``; what is recognised but not modelled (feats,
skills, treasure…) is kept verbatim in ``other``; what cannot be read is listed in ``unparsed``,
never dropped. Abilities missing from the catalogue (:mod:`arbitre.model.ability`) are kept with
``unknown=True``. Defense wording (DR, SR, resistances, immunities, weaknesses, regeneration,
fast healing) is gathered into one line and read by the defense parser of the damage model.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from arbitre.content._text import split_top as _split_raw
from arbitre.core.errors import ArbitreError, ParseError
from arbitre.core.i18n import Lang, tr
from arbitre.core.units import feet_to_squares, metres_to_squares
from arbitre.model.ability import AbilityInfo, AbilityKind, find_ability, kind_in_text, match_ability, repair
from arbitre.model.creature import (
    ABILITY_ALIASES,
    SUBTYPE_NAMES,
    Ability,
    AbilityScores,
    Alignment,
    ArmorCategory,
    ArmorClass,
    Creature,
    CreatureType,
    HitDice,
    HitPoints,
    Names,
    ParamValue,
    Saves,
    Size,
    SpecialAbility,
    Spellcasting,
    WornItem,
    fold,
    language_id,
    slug,
    sync_defenses,
)
from arbitre.model.damage import DAMAGE_TYPE_NAMES, Defenses, lookup

# ---------------------------------------------------------------------------------------------
# text helpers

_MINUS = str.maketrans({"–": "-", "—": "-", "−": "-", "\u2011": "-"})


def clean(text: str) -> str:
    """Repair the known mis-encodings, unify minus signs and spaces."""
    text = repair(text).replace("\u00a0", " ").replace("\u202f", " ").replace("’", "'")
    return re.sub(r"[ \t]+", " ", text).strip()


def split_top(text: str, seps: str) -> list[str]:
    """Split ``text`` at ``seps`` characters outside parentheses and brackets; stripped, no empties."""
    return [p.strip() for p in _split_raw(text, seps) if p.strip()]


def _int(text: str) -> int:
    return int(text.translate(_MINUS).replace(",", "").replace(" ", "").replace("+", ""))


_SIGNED = r"[+\-–—−]?\s?\d[\d,]*"


def parse_distance_text(text: str) -> Fraction | None:
    """The first distance in ``text`` (``18 m``, ``60 ft.``, ``4,5 m``, ``30 pieds``) in squares."""
    m = re.search(r"(\d+(?:[.,]\d+)?)\s*(m\b|mètres?|metres?|ft\.?|feet|foot|pieds?|')", text, re.IGNORECASE)
    if m is None:
        return None
    number = Fraction(m.group(1).replace(",", "."))
    unit = m.group(2).lower()
    if unit.startswith("m"):
        return metres_to_squares(number)
    return feet_to_squares(number)


# ---------------------------------------------------------------------------------------------
# labels

# field key → labels as written (folded forms are compared)
_LABELS: dict[str, tuple[str, ...]] = {
    "cr": ("fp", "cr", "challenge rating", "facteur de puissance"),
    "xp": ("xp", "px"),
    "init": ("init", "initiative"),
    "senses": ("sens", "senses"),
    "aura": ("aura",),
    "ac": ("ca", "ac", "armor class", "armour class", "classe d'armure"),
    "hp": ("pv", "hp", "points de vie"),
    "hd": ("hit dice", "des de vie", "dv"),
    "saves": ("saves", "jets de sauvegarde", "ref", "reflexes", "vig", "vigueur", "fort", "will"),
    "defense": (
        "rd",
        "dr",
        "reduction des degats",
        "damage reduction",
        "rm",
        "sr",
        "resistance a la magie",
        "spell resistance",
        "immunites",
        "immunite",
        "immune",
        "immunities",
        "resistances",
        "resistance",
        "resist",
        "faiblesses",
        "faiblesse",
        "weaknesses",
        "weakness",
    ),
    "defensive_abilities": ("capacites defensives", "defensive abilities", "pouvoirs defensifs"),
    "speed": ("vd", "speed", "vitesse de deplacement", "vitesse"),
    "special_attacks": ("attaques speciales", "special attacks"),
    "special_qualities": ("special qualities", "sq", "particularites", "qualites speciales"),
    "spell_like": ("pouvoirs magiques", "spell-like abilities", "pouvoirs magiques innes"),
    "spells": (
        "sorts prepares",
        "sorts connus",
        "spells prepared",
        "spells known",
        "sorts de pretre prepares",
        "sorts de magicien prepares",
        "sorts d'ensorceleur connus",
    ),
    "abilities": ("abilities", "caracteristiques", "for", "str"),
    "alignment": ("alignment", "alignement"),
    "gear": ("equipement", "gear", "combat gear", "materiel de combat", "autres objets", "other gear"),
    "languages": ("langues", "languages", "langue"),
    "other": (
        "space/reach",
        "espace occupe",
        "allonge",
        "reach",
        "space",
        "base attack/grapple",
        "base attack",
        "attack",
        "full attack",
        "corps a corps",
        "distance",
        "melee",
        "ranged",
        "bba",
        "base atk",
        "bmo",
        "cmb",
        "dmd",
        "cmd",
        "dons",
        "feats",
        "competences",
        "skills",
        "environnement",
        "environment",
        "organisation sociale",
        "organisation",
        "organization",
        "tresor",
        "treasure",
        "advancement",
        "evolution possible",
        "level adjustment",
        "ajustement de niveau",
        "modificateurs raciaux",
        "racial modifiers",
        "perception",
        "tactiques",
        "tactics",
        "avant le combat",
        "before combat",
        "pendant le combat",
        "during combat",
        "moral",
        "morale",
        "statistiques de base",
        "base statistics",
        "source",
        "attaques",
        "attacks",
    ),
}
_LABEL_INDEX: list[tuple[str, str]] = sorted(
    ((alias, key) for key, aliases in _LABELS.items() for alias in aliases),
    key=lambda kv: len(kv[0]),
    reverse=True,
)
# short labels that must be followed by a number (``CA 16``), so that a name is not taken for one
_NEEDS_NUMBER = {
    "fp",
    "cr",
    "xp",
    "px",
    "ca",
    "ac",
    "dv",
    "rd",
    "dr",
    "rm",
    "sr",
    "vd",
    "for",
    "str",
    "ref",
    "vig",
    "fort",
    "will",
    "bba",
    "bmo",
    "cmb",
    "dmd",
    "cmd",
    "init",
    "space",
    "reach",
    "moral",
}
_SECTION_HEADERS = {
    "defense",
    "attaque",
    "offense",
    "statistiques",
    "statistics",
    "ecologie",
    "ecology",
    "pouvoirs speciaux",
    "special abilities",
    "tactiques",
    "tactics",
    "description",
    "combat",
}
_DESCRIPTIVE_SECTIONS = {"ecologie", "ecology", "description"}
_ABILITY_SECTIONS = {"pouvoirs speciaux", "special abilities"}


def _match_label(segment: str) -> tuple[str, str, str] | None:
    """``(key, label as written, value)`` when ``segment`` starts with a known label."""
    colon = re.match(r"^([^:]{2,40}?)\s*:\s*(.*)$", segment, re.DOTALL)
    if colon is not None:
        folded = fold(colon.group(1))
        for alias, key in _LABEL_INDEX:
            if folded == alias:
                return key, colon.group(1), colon.group(2).strip()
    folded = fold(segment)
    for alias, key in _LABEL_INDEX:
        if not folded.startswith(alias):
            continue
        rest = folded[len(alias) :]
        if rest and not rest[0].isspace() and rest[0] not in ".:":
            continue
        after = rest.lstrip(" .:")
        if alias in _NEEDS_NUMBER:
            if after and not re.match(r"[\d+\-(]", after):
                continue
        elif not after and key not in {"cr"}:
            # a bare label with nothing after it is a heading, not a field
            continue
        # keep the original casing of the value
        cut = len(segment) - len(segment[len(alias) :].lstrip(" .:")) if len(segment) >= len(alias) else 0
        value = segment[cut:].strip()
        return key, segment[: len(alias)], value
    return None


# ---------------------------------------------------------------------------------------------
# size, type, alignment


_SIZE_WORDS: list[tuple[str, Size]] = sorted(
    [
        ("infime", Size.FINE),
        ("fine", Size.FINE),
        ("minuscule", Size.DIMINUTIVE),
        ("diminutive", Size.DIMINUTIVE),
        ("tres petit", Size.TINY),
        ("tres petite", Size.TINY),
        ("tiny", Size.TINY),
        ("petit", Size.SMALL),
        ("petite", Size.SMALL),
        ("small", Size.SMALL),
        ("moyen", Size.MEDIUM),
        ("moyenne", Size.MEDIUM),
        ("medium-size", Size.MEDIUM),
        ("medium", Size.MEDIUM),
        ("grand", Size.LARGE),
        ("grande", Size.LARGE),
        ("large", Size.LARGE),
        ("tres grand", Size.HUGE),
        ("tres grande", Size.HUGE),
        ("huge", Size.HUGE),
        ("gigantesque", Size.GARGANTUAN),
        ("gargantuan", Size.GARGANTUAN),
        ("colossal", Size.COLOSSAL),
        ("colossale", Size.COLOSSAL),
    ],
    key=lambda kv: len(kv[0]),
    reverse=True,
)
_TYPE_WORDS: list[tuple[str, CreatureType]] = sorted(
    [
        ("aberration", CreatureType.ABERRATION),
        ("animal", CreatureType.ANIMAL),
        ("creature artificielle", CreatureType.CONSTRUCT),
        ("construct", CreatureType.CONSTRUCT),
        ("dragon", CreatureType.DRAGON),
        ("elementaire", CreatureType.ELEMENTAL),
        ("elemental", CreatureType.ELEMENTAL),
        ("fee", CreatureType.FEY),
        ("fey", CreatureType.FEY),
        ("geant", CreatureType.GIANT),
        ("giant", CreatureType.GIANT),
        ("humanoide monstrueux", CreatureType.MONSTROUS_HUMANOID),
        ("monstrous humanoid", CreatureType.MONSTROUS_HUMANOID),
        ("humanoide", CreatureType.HUMANOID),
        ("humanoid", CreatureType.HUMANOID),
        ("creature magique", CreatureType.MAGICAL_BEAST),
        ("magical beast", CreatureType.MAGICAL_BEAST),
        ("vase", CreatureType.OOZE),
        ("ooze", CreatureType.OOZE),
        ("exterieur", CreatureType.OUTSIDER),
        ("outsider", CreatureType.OUTSIDER),
        ("plante", CreatureType.PLANT),
        ("plant", CreatureType.PLANT),
        ("mort-vivant", CreatureType.UNDEAD),
        ("mort vivant", CreatureType.UNDEAD),
        ("undead", CreatureType.UNDEAD),
        ("vermine", CreatureType.VERMIN),
        ("vermin", CreatureType.VERMIN),
    ],
    key=lambda kv: len(kv[0]),
    reverse=True,
)
_ALIGN_CODES: dict[str, Alignment] = {
    "lb": Alignment.LG,
    "nb": Alignment.NG,
    "cb": Alignment.CG,
    "ln": Alignment.LN,
    "n": Alignment.N,
    "cn": Alignment.CN,
    "lm": Alignment.LE,
    "nm": Alignment.NE,
    "cm": Alignment.CE,
    "lg": Alignment.LG,
    "ng": Alignment.NG,
    "cg": Alignment.CG,
    "le": Alignment.LE,
    "ne": Alignment.NE,
    "ce": Alignment.CE,
}
_SUBTYPE_INDEX: dict[str, str] = {}
for _sid, (_fr, _en) in SUBTYPE_NAMES.items():
    _SUBTYPE_INDEX[fold(_fr)] = _sid
    _SUBTYPE_INDEX[fold(_en)] = _sid
    _SUBTYPE_INDEX[_sid] = _sid
_SUBTYPE_INDEX.update({"mal": "evil", "bien": "good", "loi": "lawful", "chaos": "chaotic", "eau": "water"})


def subtype_id(text: str) -> str:
    """Canonical id of a subtype written in French or English (unknown ones: their slug)."""
    key = fold(text).strip(" .")
    return _SUBTYPE_INDEX.get(key) or _SUBTYPE_INDEX.get(key.rstrip("s")) or slug(text)


def size_from_text(text: str) -> Size | None:
    key = fold(text)
    for word, size in _SIZE_WORDS:
        if key == word:
            return size
    try:
        return Size(key)
    except ValueError:
        return None


def type_from_text(text: str) -> CreatureType | None:
    key = fold(text).replace("_", " ")
    for word, ctype in _TYPE_WORDS:
        if key == word or key == word + "s":
            return ctype
    try:
        return CreatureType(key.replace(" ", "_"))
    except ValueError:
        return None


def alignment_from_text(text: str) -> Alignment | None:
    """``CM``, ``CE``, ``chaotic evil``, ``Usually chaotic evil``, ``chaotique mauvais``, ``neutre``."""
    key = fold(text).strip(" .")
    key = re.sub(r"^(toujours|always|usually|often|souvent|generalement|habituellement)\s+", "", key)
    if key in _ALIGN_CODES:
        return _ALIGN_CODES[key]
    law = {"lawful": "l", "loyal": "l", "chaotic": "c", "chaotique": "c", "neutral": "n", "neutre": "n"}
    good = {"good": "g", "bon": "g", "evil": "e", "mauvais": "e", "neutral": "n", "neutre": "n"}
    words = key.split()
    if words == ["neutral"] or words == ["neutre"]:
        return Alignment.N
    if len(words) == 2 and words[0] in law and words[1] in good:
        code = law[words[0]] + good[words[1]]
        return Alignment.N if code == "nn" else Alignment(code)
    return None


_SIZE_TYPE = re.compile(
    r"^(?:(?P<align>(?:toujours |always |usually |often |souvent )?(?:lb|nb|cb|ln|n|cn|lm|nm|cm|lg|ng|cg|le|ne|ce))\s+)?"
    r"(?P<size>" + "|".join(re.escape(w) for w, _ in _SIZE_WORDS) + r")\s+"
    r"(?P<type>" + "|".join(re.escape(w) for w, _ in _TYPE_WORDS) + r")s?"
    r"\s*(?:\((?P<subtypes>[^)]*)\))?\s*\.?$"
)


_SIZE_LETTERS = {
    "i": Size.FINE,
    "min": Size.DIMINUTIVE,
    "tp": Size.TINY,
    "p": Size.SMALL,
    "m": Size.MEDIUM,
    "g": Size.LARGE,
    "tg": Size.HUGE,
    "gig": Size.GARGANTUAN,
    "c": Size.COLOSSAL,
}
_TYPE_SIZE = re.compile(
    r"^(?:(?P<align>(?:toujours |souvent )?(?:lb|nb|cb|ln|n|cn|lm|nm|cm))\s+)?"
    r"(?P<type>" + "|".join(re.escape(w) for w, _ in _TYPE_WORDS) + r")s?"
    r"\s*(?:\((?P<subtypes>[^)]*)\))?\s+de taille\s+(?P<size>[\w-]+(?: [\w-]+)?)\s*\.?$"
)


def read_size_type(line: str) -> tuple[Alignment | None, Size, CreatureType, frozenset[str]] | None:
    """``CM Grand humanoïde (géant)``, ``Large Giant``, ``Medium-Size Construct (Extraplanar, Lawful)``,
    ``N créature artificielle de taille G``."""
    m = _SIZE_TYPE.match(fold(line))
    if m is None:
        alt = _TYPE_SIZE.match(fold(line))
        if alt is None:
            return None
        size_alt = _SIZE_LETTERS.get(alt["size"]) or size_from_text(alt["size"])
        type_alt = type_from_text(alt["type"])
        if size_alt is None or type_alt is None:
            return None
        align_alt = alignment_from_text(alt["align"]) if alt["align"] else None
        subs = frozenset(subtype_id(x) for x in split_top(alt["subtypes"] or "", ",;"))
        return align_alt, size_alt, type_alt, subs
    align = alignment_from_text(m["align"]) if m["align"] else None
    size = size_from_text(m["size"])
    ctype = type_from_text(m["type"])
    if size is None or ctype is None:  # pragma: no cover - the regex only admits known words
        return None
    subtypes = frozenset(subtype_id(s) for s in split_top(m["subtypes"] or "", ",;"))
    return align, size, ctype, subtypes


# ---------------------------------------------------------------------------------------------
# field readers


@dataclass
class _State:
    """What a block has given so far (mutable while reading, frozen into a Creature at the end)."""

    name: str | None = None
    lang: Lang | None = None
    cr: Fraction | None = None
    size: Size | None = None
    type: CreatureType | None = None
    subtypes: frozenset[str] = frozenset()
    alignment: Alignment | None = None
    hd: HitDice | None = None
    hp: int | None = None
    ac: ArmorClass | None = None
    armor: ArmorCategory | None = None
    saves: dict[str, int] = field(default_factory=dict)
    scores: dict[Ability, int | None] = field(default_factory=dict)
    speed: Fraction | None = None
    defense_parts: list[str] = field(default_factory=list)
    special: list[SpecialAbility] = field(default_factory=list)
    kinds_from_descriptions: dict[str, AbilityKind] = field(default_factory=dict)
    spellcasting: Spellcasting | None = None
    worn: list[WornItem] = field(default_factory=list)
    other: dict[str, str] = field(default_factory=dict)
    unparsed: list[str] = field(default_factory=list)
    derived: list[str] = field(default_factory=list)
    read: int = 0  # fields recognised
    last_key: str | None = None  # the field of the previous line (spell lists run on)
    classes: list[tuple[str, int]] = field(default_factory=list)
    languages: set[str] = field(default_factory=set)

    def keep(self, label: str, value: str) -> None:
        key = slug(label) or "text"
        self.other[key] = f"{self.other[key]} ; {value}" if key in self.other else value


def read_languages(label: str, value: str, state: _State) -> None:
    """``Langues Commun, Géant (ne peut pas parler) ; télépathie 30 m``: the languages as ids
    (``common``, ``giant``, whichever language the block is in), for the language-dependent spells
    of text 001. A part with a number (telepathy and its range) is kept verbatim."""
    kept: list[str] = []
    for raw in split_top(value, ",;"):
        name = re.sub(r"\([^)]*\)", " ", raw).strip(" .")
        if not name.strip() or any(ch.isdigit() for ch in name):
            if raw.strip():
                kept.append(raw.strip())
            continue
        state.languages.add(language_id(name))
    if kept:
        state.keep(label, ", ".join(kept))
    state.read += 1


_AC_SOURCES: dict[str, str] = {
    "armure": "armor",
    "armor": "armor",
    "armour": "armor",
    "bouclier": "shield",
    "shield": "shield",
    "naturelle": "natural",
    "natural": "natural",
    "armure naturelle": "natural",
    "dex": "dex",
    "dexterite": "dex",
    "taille": "size",
    "size": "size",
    "esquive": "dodge",
    "dodge": "dodge",
    "parade": "deflection",
    "deflection": "deflection",
    "intuition": "insight",
    "insight": "insight",
    "chance": "luck",
    "luck": "luck",
    "sacre": "sacred",
    "sacred": "sacred",
    "profane": "profane",
    "rage": "rage",
    "alteration": "enhancement",
    "enhancement": "enhancement",
    "moral": "morale",
    "morale": "morale",
    "competence": "competence",
    "sag": "wis",
    "wis": "wis",
    "cha": "cha",
    "int": "int",
    "mythique": "mythic",
    "mythic": "mythic",
}
_ARMOR_WORDS: list[tuple[str, ArmorCategory]] = [
    ("chain shirt", ArmorCategory.LIGHT),
    ("chemise de mailles", ArmorCategory.LIGHT),
    ("studded leather", ArmorCategory.LIGHT),
    ("cuir cloute", ArmorCategory.LIGHT),
    ("padded", ArmorCategory.LIGHT),
    ("matelassee", ArmorCategory.LIGHT),
    ("leather", ArmorCategory.LIGHT),
    ("armure de cuir", ArmorCategory.LIGHT),
    ("hide", ArmorCategory.MEDIUM),
    ("armure de peau", ArmorCategory.MEDIUM),
    ("scale mail", ArmorCategory.MEDIUM),
    ("ecailles", ArmorCategory.MEDIUM),
    ("chainmail", ArmorCategory.MEDIUM),
    ("chain mail", ArmorCategory.MEDIUM),
    ("cotte de mailles", ArmorCategory.MEDIUM),
    ("breastplate", ArmorCategory.MEDIUM),
    ("cuirasse", ArmorCategory.MEDIUM),
    ("splint mail", ArmorCategory.HEAVY),
    ("clibanion", ArmorCategory.HEAVY),
    ("banded mail", ArmorCategory.HEAVY),
    ("crevice", ArmorCategory.HEAVY),
    ("half-plate", ArmorCategory.HEAVY),
    ("half plate", ArmorCategory.HEAVY),
    ("armure a plaques", ArmorCategory.HEAVY),
    ("full plate", ArmorCategory.HEAVY),
    ("harnois", ArmorCategory.HEAVY),
    ("armure de plates", ArmorCategory.HEAVY),
]


def armor_category_of(text: str) -> ArmorCategory | None:
    """The category of an armour named in ``text`` (``+1 chain shirt`` → light), if any."""
    key = fold(text)
    for word, cat in _ARMOR_WORDS:
        if word in key:
            return cat
    return None


def _ac_source(label: str) -> str:
    key = fold(label).strip(" .")
    if key in _AC_SOURCES:
        return _AC_SOURCES[key]
    if "shield" in key or "bouclier" in key or "ecu" in key or "rondache" in key or "pavois" in key:
        return "shield"
    if armor_category_of(key) is not None or "armor" in key or "armure" in key or "bracers" in key:
        return "armor"
    if "natur" in key:
        return "natural"
    return slug(key) or "other"


def read_ac(value: str, state: _State) -> None:
    text = re.sub(r"^\s*(?:AC|CA)\s+", "", value.translate(_MINUS))
    m = re.match(r"^\s*(\d+)", text)
    if m is None:
        state.unparsed.append(value)
        return
    total = int(m.group(1))
    rest = text[m.end() :]
    touch = re.search(r"(?:contact|touch)\s*:?\s*(-?\d+)", rest, re.IGNORECASE)
    flat = re.search(r"(?:pris au d[ée]pourvu|flat-?\s?footed)\s*:?\s*(-?\d+)", rest, re.IGNORECASE)
    components: list[tuple[str, int]] = []
    leftovers: list[str] = []
    groups = list(re.finditer(r"\(([^()]*)\)?", rest))
    for paren in groups:
        for part in split_top(paren.group(1), ",;"):
            if re.search(r"\b(contre|vs\.?|against)\b", part, re.IGNORECASE):
                state.keep("ac_conditional", part)
                continue
            cm = re.match(r"^([+-]?\s?\d+)\s*([^\d\s].*)$", part) or None
            if cm is not None:
                source_text, amount = cm.group(2), _int(cm.group(1))
            else:
                cm2 = re.match(r"^(.+?)\s*([+-]\s?\d+|\s\d+)$", part)
                if cm2 is None:
                    leftovers.append(part)
                    continue
                source_text, amount = cm2.group(1), _int(cm2.group(2))
            source = _ac_source(source_text)
            components.append((source, amount))
            if source == "armor" and state.armor is None:
                state.armor = armor_category_of(source_text)
    remainder = rest
    for found in (touch, flat, *groups):
        if found is not None:
            remainder = remainder.replace(found.group(0), " ")
    remainder = re.sub(r"\b(ou|or)\b", " ", remainder)
    remainder = remainder.strip(" ,;.")
    if remainder:
        leftovers.append(remainder)
    ac = ArmorClass(
        total,
        int(touch.group(1)) if touch else None,
        int(flat.group(1)) if flat else None,
        tuple(components),
    )
    if (ac.touch is None or ac.flat_footed is None) and components:
        derived = ac.derived()
        if ac.touch is None:
            state.derived.append("ac.touch")
        if ac.flat_footed is None:
            state.derived.append("ac.flat_footed")
        ac = derived
    state.ac = ac
    state.unparsed.extend(f"CA/AC: {x}" for x in leftovers)
    state.read += 1


_HD_IN_PARENS = re.compile(r"^\s*(?:(\d+)\s*(?:DV|HD)\s*[;,]\s*)?(.*?)\s*$", re.IGNORECASE)


def _try_hd(text: str) -> HitDice | None:
    try:
        return HitDice.parse(text)
    except ArbitreError:
        return None


def _first_group(text: str) -> tuple[str, str]:
    """``(a (b) c) rest`` → (``a (b) c``, ``rest``); an unclosed group runs to the end."""
    depth = 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return text[1:i], text[i + 1 :]
    return text[1:], ""


_HD_PREFIX = re.compile(r"^\s*(?:(?:\d+(?:/\d+)?|½)\s*d\s*\d+|\s*[+-]\s*[\d,]+(?!\s*d)|\s+plus\s+)+", re.I)


def _leading_hd(text: str) -> tuple[HitDice | None, str]:
    """The hit dice at the start of ``text`` and what follows them (``11d6+55 plus 15 de …``)."""
    hd = _try_hd(text)
    if hd is not None:
        return hd, ""
    m = _HD_PREFIX.match(text)
    if m is None:
        return None, text
    head = re.sub(r"\s+plus\s*$", "", m.group(0).rstrip(" +-"))
    hd = _try_hd(head)
    return (hd, text[m.end() :].strip(" ,;")) if hd is not None else (None, text)


def read_hp(value: str, state: _State) -> None:
    """``63 (6d8+36)``, ``86 (7 DV ; 3d8+4d12+42)``, ``202.``"""
    text = value.translate(_MINUS)
    m = re.match(r"^\s*([\d][\d,]*)\s*\.?", text)
    if m is None:
        state.unparsed.append(f"pv/hp: {value}")
        return
    state.hp = _int(m.group(1))
    state.read += 1
    rest = text[m.end() :].strip()
    if not rest:
        return
    if rest.startswith("("):
        inside, rest = _first_group(rest)
        inner = _HD_IN_PARENS.match(inside)
        hd, leftover = _leading_hd(inner.group(2) if inner else inside)
        if hd is not None:
            if state.hd is None:
                state.hd = hd
            if leftover:
                state.unparsed.append(f"pv/hp: {leftover}")
        else:
            state.unparsed.append(f"pv/hp: ({inside})")
        rest = rest.strip(" .,;")
    if rest:
        _read_items(rest, state, context="hp")


def read_hd(value: str, state: _State) -> None:
    """3.5 ``Hit Dice: 6d8+36 (63 hp)``."""
    text = value.translate(_MINUS)
    m = re.match(r"^(.*?)\s*\(\s*([\d,]+)\s*(?:hp|pv)\s*\)\s*(.*)$", text, re.IGNORECASE)
    hd_text, hp_text, rest = (m.group(1), m.group(2), m.group(3)) if m else (text, None, "")
    hd = _try_hd(hd_text)
    if hd is None:
        if re.search(r"\b0\s*d\s*\d", hd_text):
            HitDice.parse(hd_text)  # raises the clear "HD 0" error
        state.unparsed.append(f"Hit Dice: {hd_text}")
    else:
        state.hd = hd
        state.read += 1
    if hp_text is not None:
        state.hp = _int(hp_text)
        state.read += 1
    if rest.strip(" .,"):
        state.unparsed.append(f"Hit Dice: {rest}")


_SAVE_RE = re.compile(
    r"\b(fort(?:itude)?|vig(?:ueur)?|r[ée]f(?:lexes?)?|ref(?:lex)?|will|vol(?:ont[ée])?)\b\.?\s*:?\s*([+-]?\s?\d+)",
    re.IGNORECASE,
)


def read_saves(segment: str, state: _State) -> None:
    text = segment.translate(_MINUS)
    found = False
    for m in _SAVE_RE.finditer(text):
        word = fold(m.group(1))
        key = (
            "fortitude" if word.startswith(("fort", "vig")) else "reflex" if word.startswith("r") else "will"
        )
        state.saves.setdefault(key, _int(m.group(2)))
        found = True
    rest = _SAVE_RE.sub(" ", text)
    rest = re.sub(r"^\s*(saves|jets de sauvegarde)\s*:?", " ", rest, flags=re.IGNORECASE).strip(" ,;.*")
    if found:
        state.read += 1
        if rest:
            state.keep("saves_notes", rest)
    else:
        state.unparsed.append(segment)


_SCORE_RE = re.compile(
    r"\b(str|for|dex|con|int|wis|sag|cha)\b\.?\s*:?\s*(\d+|[-—–]+|[*]|nul)",
    re.IGNORECASE,
)


def read_abilities(segment: str, state: _State) -> None:
    text = segment
    found = 0
    for m in _SCORE_RE.finditer(text):
        ab = ABILITY_ALIASES[fold(m.group(1))]
        raw = m.group(2)
        state.scores[ab] = int(raw) if raw.isdigit() else None
        found += 1
    rest = _SCORE_RE.sub(" ", text)
    rest = re.sub(r"^\s*(abilities|caract[ée]ristiques)\s*:?", " ", rest, flags=re.IGNORECASE).strip(" ,;.")
    if found:
        state.read += 1
    if rest:
        state.unparsed.append(f"{segment}" if not found else rest)


def read_cr(value: str, state: _State) -> None:
    m = re.match(r"^\s*(\d+(?:/\d+)?)", value)
    if m is None:
        state.unparsed.append(f"FP/CR: {value}")
        return
    state.cr = Fraction(m.group(1))
    rest = value[m.end() :].strip(" .,")
    if rest:
        state.keep("cr_notes", rest)


def read_speed(value: str, state: _State) -> None:
    dist = parse_distance_text(value)
    if dist is None:
        state.unparsed.append(f"VD/Speed: {value}")
        return
    state.speed = dist
    state.keep("speed", value)


def read_spells(label: str, value: str, state: _State) -> None:
    state.keep(label, value)
    m = re.search(r"(?:NLS|CL|caster level|niveau de lanceur de sorts)\s*(\d+)", value, re.IGNORECASE)
    if m is None:
        return
    level = int(m.group(1))
    known = fold(label)
    cls = state.spellcasting
    if cls is None or level > cls.caster_level:
        state.spellcasting = Spellcasting(
            caster_class=None, caster_level=level, spontaneous="connus" in known or "known" in known
        )


_SPELL_LINE = re.compile(
    r"^(?:(?P<level>\d)\s*(?:er|re|e|ème|st|nd|rd|th)?|(?P<freq>[àa] volont[ée]|at will|constante?s?|constant"
    r"|\d+\s*/\s*(?:jour|day|semaine|week|mois|month|an|year)|\d+\s*fois par jour))"
    r"\s*(?:\((?P<paren>[^)]*)\))?\s*[—–-]+\s*(?P<spells>.+)$",
    re.IGNORECASE,
)


def read_spell_line(line: str, state: _State) -> bool:
    """A line of a spell list (``3e—boule de feu (DD 16), vol``, ``1st (4/day)—magic missile``,
    ``À volonté—lumière``): prepared spells and slots by level. ``False`` if it is not one."""
    m = _SPELL_LINE.match(line.translate(_MINUS).replace("\u2014", "—"))
    if m is None:
        return False
    state.keep(state.last_key or "spells", line)
    if m["level"] is None or state.spellcasting is None:
        return True
    level = int(m["level"])
    names = tuple(re.sub(r"\s*\([^)]*\)|\s*\b[DS]\b$", "", n).strip() for n in split_top(m["spells"], ","))
    names = tuple(n for n in names if n)
    per_day = re.search(r"(\d+)\s*/\s*(?:jour|day)", m["paren"] or "")
    sc = state.spellcasting
    slots = dict(sc.slots)
    prepared = {k: tuple(v) for k, v in sc.prepared.items()}
    if per_day is not None:
        slots[level] = int(per_day.group(1))
    elif level > 0 or not sc.spontaneous:
        slots[level] = len(names)
    if not sc.spontaneous:
        prepared[level] = names
    state.spellcasting = replace(sc, slots=slots, prepared=prepared)
    return True


def read_gear(value: str, state: _State) -> None:
    state.keep("gear", value)
    for item in split_top(value, ",;"):
        name = item.strip(" .")
        if not name:
            continue
        magical = bool(re.search(r"\+\d", name))
        state.worn.append(WornItem(name, None, magical))
        if state.armor is None:
            state.armor = armor_category_of(name)


# ---------------------------------------------------------------------------------------------
# special abilities

_DEFENSE_ITEM = re.compile(
    r"^(?!r[ée]sistance [àa] la canalisation|channel resistance)(?:and\s+|et\s+)?(?:dr\b|rd\b|damage reduction|r[ée]duction des d[ée]g[âa]ts|sr\b|rm\b|spell resistance|"
    r"r[ée]sistance [àa] la magie|immun|r[ée]sist|vulnerab|vuln[ée]rab|"
    r"(?:acid|cold|electricity|fire|sonic|acide|froid|[ée]lectricit[ée]|feu|son)\s+(?:resistance|immunity|\d+))",
    re.IGNORECASE,
)
_NONE_ITEMS = {"", "-", "--", "none", "aucun", "aucune", "neant", "n/a"}


def _energy_of(text: str) -> str | None:
    for word in re.findall(r"[\w'-]+", text):
        found = lookup(DAMAGE_TYPE_NAMES, word)
        if found is not None and found.value in {"acid", "cold", "electricity", "fire", "sonic"}:
            return found.value
    return None


def ability_params(ability_id: str, text: str) -> dict[str, ParamValue]:
    """Parameters read from an ability's wording: DC, damage dice, range, amount, uses, save…"""
    params: dict[str, ParamValue] = {}
    t = text.translate(_MINUS)
    if m := re.search(r"\b(?:DD|DC)\s*(\d+)", t):
        params["dc"] = int(m.group(1))
    if m := re.search(r"\b(\d+d\d+(?:\s*[+-]\s*\d+)?)\b", t):
        params["damage"] = m.group(1).replace(" ", "")
    dist = parse_distance_text(t)
    if dist is not None:
        params["range"] = dist
    energy = _energy_of(t)
    if energy is not None and ability_id not in {"regeneration"}:
        params["energy"] = energy
    if m := re.search(
        r"\b(vig(?:ueur)?|fort(?:itude)?|r[ée]f(?:lexes)?|reflex|ref|vol(?:ont[ée])?|will)\b", t, re.I
    ):
        w = fold(m.group(1))
        params["save"] = (
            "fortitude" if w.startswith(("vig", "fort")) else "reflex" if w.startswith("r") else "will"
        )
    if m := re.search(r"(\d+)\s*(?:/|par|per)\s*(?:jour|day)", t, re.I):
        params["per_day"] = int(m.group(1))
    if m := re.search(r"(?:toutes les|every|once every)\s*(\d+d\d+|\d+)\s*(?:rounds?)", t, re.I):
        params["recharge"] = m.group(1)
    if ability_id in {"regeneration", "fast_healing", "turn_resistance"}:
        head = re.sub(r"\(.*", "", t)
        if m := re.search(r"([+-]?\d+)", head):
            params["amount"] = _int(m.group(1))
        if ability_id == "regeneration" and (pm := re.search(r"\(([^)]*)\)", t)):
            keys = tuple(sorted(_bypass_keys(pm.group(1))))
            params["bypass"] = keys
    if ability_id == "energy_drain" and (
        m := re.search(r"(\d+d\d+|\d+)\s*(?:negative levels?|niveaux? n[ée]gatifs?)", t, re.I)
    ):
        params["levels"] = m.group(1)
    if ability_id == "summon" and (m := re.search(r"(\d+)\s*%", t)):
        params["chance"] = int(m.group(1))
    if (
        ability_id in {"scent", "blindsight", "blindsense", "tremorsense", "darkvision"}
        and "range" not in params
    ):
        params["range"] = Fraction(6) if ability_id == "scent" else None
    if ability_id == "breath_weapon":
        shape = re.search(r"\b(c[ôo]ne|cone|ligne|line)\b", t, re.I)
        if shape is not None:
            params["shape"] = "cone" if fold(shape.group(1)).startswith("c") else "line"
    return params


_BYPASS_FILLER = re.compile(
    r"\b(armes?|sorts?|effets?|artefacts?|weapons?|spells?|effects?|artifacts?|attaques?|attacks?)\b"
    r"|\b(d'alignement|alignee?s? sur( le| la)?|aligned|du|de la|de l'|des|de|d'|en|the|le|la)\b",
    re.IGNORECASE,
)
_MATERIAL_WORDS = {
    "argent": "silver",
    "silver": "silver",
    "fer froid": "cold_iron",
    "cold iron": "cold_iron",
    "adamantium": "adamantine",
    "adamantine": "adamantine",
}


def _bypass_keys(text: str) -> set[str]:
    """``acide ou feu`` → {acid, fire}; ``armes et sorts du Mal`` → {evil}; ``armes en argent`` → {silver}."""
    keys: set[str] = set()
    for word in re.split(r"\s*(?:,|\bou\b|\bor\b|\bet\b|\band\b)\s*", text):
        w = word.strip(" .")
        if not w:
            continue
        found = lookup(DAMAGE_TYPE_NAMES, w)
        if found is not None:
            keys.add(found.value)
            continue
        core = re.sub(r"\s+", " ", _BYPASS_FILLER.sub(" ", fold(w))).strip()
        if not core:
            continue  # « armes », « sorts »: they qualify the next word
        found = lookup(DAMAGE_TYPE_NAMES, core)
        if core == "bon":
            keys.add("good")
        elif found is not None:
            keys.add(found.value)
        else:
            keys.add(_MATERIAL_WORDS.get(core, slug(core)))
    return keys


# wordings met in real stat blocks that the catalogue does not list (typos, variants)
_EXTRA_ALIASES: tuple[tuple[str, str], ...] = (
    ("guerison rapide", "fast_healing"),
    ("resistance a la canalisation", "turn_resistance"),
    ("channel resistance", "turn_resistance"),
    ("guerison accelere", "fast_healing"),
    ("lowlight vision", "low_light_vision"),
    ("low light vision", "low_light_vision"),
    ("vision nocture", "low_light_vision"),
    ("vision dans le noire", "darkvision"),
    ("improved grapple", "improved_grab"),
    ("energy drain", "energy_drain"),
    ("frightful moan", "fear"),
    ("breath weapons", "breath_weapon"),
    ("souffles", "breath_weapon"),
    ("summon ", "summon"),
    ("convocation ", "summon"),
    ("poisonous", "poison"),
)


def _catalogue_match(item: str) -> AbilityInfo | None:
    info = match_ability(item)
    if info is not None:
        return info
    key = fold(item)
    for alias, ability_id in _EXTRA_ALIASES:
        if key.startswith(alias):
            return find_ability(ability_id)
    return None


def special_from_text(text: str, *, kind: AbilityKind | None = None) -> SpecialAbility:
    """One special ability from its stat-block wording (unknown ones kept and flagged)."""
    item = text.strip(" .")
    written_kind = kind_in_text(item) or kind
    info = _catalogue_match(item)
    if info is None:
        # « X traits », « spell-like abilities », named abilities outside the catalogue
        name = re.sub(r"\((?:ext|ex|su|sur|mag|sp)\)", "", item, flags=re.IGNORECASE)
        name = re.sub(r"\s*[\d(].*$", "", name).strip(" ,.") or item
        ability_id = slug(name) or "unknown"
        if fold(name) in {"spell-like abilities", "pouvoirs magiques", "spell like abilities"}:
            written_kind = written_kind or AbilityKind.SPELL_LIKE
        return SpecialAbility(
            ability_id, written_kind, ability_params(ability_id, item), unknown=True, text=item
        )
    return SpecialAbility(
        info.id, written_kind or info.default_kind, ability_params(info.id, item), unknown=False, text=item
    )


_LIST_START = re.compile(r"^(?:immun|r[ée]sist(?!ance [àa] la magie)|(?:\w+ )?(?:resistance|immunity))", re.I)
_LIST_WORDS = {"charm", "compulsion", "poison", "paralysis", "sleep", "fear", "disease", "petrification"}


def _list_member(item: str) -> bool:
    """Can ``item`` continue a list begun by ``immunity to …`` / ``resistance to …``?"""
    if _is_energy_item(item):
        return True
    words = item.split()
    if len(words) > 3 or re.search(r"\d", item) or _DEFENSE_ITEM.match(fold(item)):
        return False
    core = re.sub(r"^(and|et)\s+", "", fold(item))
    info = _catalogue_match(core)
    return info is None or core in _LIST_WORDS


def _merge_resistance_items(items: list[str]) -> list[str]:
    """Put back the lists the comma split broke: ``resistance to acid 10``, ``cold 10``, ``and fire
    10``; ``immunity to poison``, ``charm``, ``and compulsion``; ``Immunity to fire``, ``cold``."""
    merged: list[str] = []
    i = 0
    while i < len(items):
        item = items[i]
        if _LIST_START.match(fold(item)) and not re.match(r"^(channel|canalisation)", fold(item)):
            j = i + 1
            while j < len(items) and _list_member(items[j]) and not re.match(r"^(and|et)\s", items[j], re.I):
                j += 1
            if j < len(items) and re.match(r"^(and|et)\s", items[j], re.I) and _list_member(items[j]):
                merged.append(", ".join(items[i : j + 1]))
                i = j + 1
                continue
            merged.append(item)
            i += 1
            while i < len(items) and _is_energy_item(items[i]):
                merged[-1] = f"{merged[-1]}, {items[i]}"
                i += 1
            continue
        merged.append(item)
        i += 1
    return merged


def _is_energy_item(item: str) -> bool:
    """``cold``, ``cold 10``, ``and fire 10``, ``feu 10``: an energy type, maybe with an amount."""
    words = re.sub(r"^(and|et)\s+", "", item.strip(), flags=re.IGNORECASE).split()
    if not words or len(words) > 2:
        return False
    if len(words) == 2 and not words[1].isdigit():
        return False
    return _energy_of(words[0]) is not None


def _read_items(value: str, state: _State, *, context: str) -> None:
    """A list of abilities (special attacks, qualities, defensive abilities, senses, aura)."""
    items = _merge_resistance_items(split_top(value, ",;"))
    for raw in items:
        item = raw.strip(" .")
        if fold(item) in _NONE_ITEMS:
            continue
        if _DEFENSE_ITEM.match(fold(item)) and context != "senses":
            state.defense_parts.append(item)
            continue
        label = _match_label(item)
        if label is not None and label[0] == "other":
            state.keep(label[1], label[2])
            continue
        sa = special_from_text(item)
        if context == "hp" and sa.unknown:
            state.unparsed.append(f"pv/hp: {item}")
            continue
        # regeneration and fast healing reach the defenses through sync_defenses (their parameters)
        if sa.id in {
            "damage_reduction",
            "spell_resistance",
            "energy_resistance",
            "immunity",
            "vulnerability",
        }:
            state.defense_parts.append(item)
            continue
        state.special.append(sa)
    state.read += 1


# ---------------------------------------------------------------------------------------------
# defenses (the damage model's parser)


def read_defenses(text: str | None) -> Defenses | None:
    """The damage model's reading of a defense line, or ``None`` when there is none to read."""
    if not text:
        return None
    from arbitre.content.defenses import parse_defenses

    return parse_defenses(text)


# ---------------------------------------------------------------------------------------------
# blocks


@dataclass(frozen=True, slots=True)
class ParsedCreature:
    """A creature read from a stat block, with what was kept verbatim and what was not read."""

    creature: Creature
    unparsed: tuple[str, ...] = ()
    other: tuple[tuple[str, str], ...] = ()
    derived: tuple[str, ...] = ()
    text: str = ""

    def to_dict(self) -> dict[str, Any]:
        return creature_to_dict(
            self.creature, unparsed=self.unparsed, other=dict(self.other), derived=self.derived
        )


@dataclass(frozen=True, slots=True)
class BlockError:
    """A block that could not become a creature, with the reason."""

    error: ArbitreError
    text: str

    def to_dict(self, lang: Lang | None = None) -> dict[str, Any]:
        body = {"ok": False, **self.error.to_dict(lang)}
        body["block"] = self.text.splitlines()[0] if self.text else ""
        return body


def _frac_json(value: Fraction | None) -> int | str | None:
    if value is None:
        return None
    return int(value) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def creature_to_dict(
    creature: Creature,
    *,
    unparsed: Iterable[str] = (),
    other: dict[str, str] | None = None,
    derived: Iterable[str] = (),
    lang: Lang | None = None,
) -> dict[str, Any]:
    """The JSON shape shared by ``arbitre parse creature`` and ``arbitre creature show``."""
    from arbitre.core.i18n import current_lang

    chosen: Lang = lang or current_lang()
    defenses: dict[str, Any] | None = None
    if creature.defenses is not None:
        defenses = {k: v for k, v in creature.defenses.to_dict().items() if k != "ok"}
    ac: dict[str, Any] | None = dict(creature.ac.as_dict()) if creature.ac is not None else None
    if ac is not None and creature.ac is not None and creature.ac.components:
        ac["components"] = [{"source": s, "value": v} for s, v in creature.ac.components]
    derived_list = list(derived)
    if ac is not None and derived_list:
        ac["derived"] = [d.removeprefix("ac.") for d in derived_list if d.startswith("ac.")]
    spell = creature.spellcasting
    body: dict[str, Any] = {
        "ok": True,
        "id": creature.id,
        "name": creature.name.get(chosen),
        "names": {"fr": creature.name.fr, "en": creature.name.en},
        "hp": creature.hp.maximum if creature.hp is not None else None,
        "hd": str(creature.hd) if creature.hd is not None else None,
        "ac": ac,
        "saves": creature.saves.as_dict(),
        "defenses": defenses,
        "special": [sa.to_dict() for sa in creature.special],
        "unparsed": list(unparsed),
        "size": creature.size.value,
        "type": creature.type.value if creature.type is not None else None,
        "subtypes": sorted(creature.subtypes),
        "alignment": creature.alignment.value if creature.alignment is not None else None,
        "cr": _frac_json(creature.cr),
        "level": creature.level,
        "classes": [[name, lv] for name, lv in creature.classes],
        "abilities": creature.abilities.as_dict(),
        "speed": _frac_json(creature.speed),
        "armor": creature.armor.value if creature.armor is not None else None,
        "defenses_text": creature.defenses_text,
        "conditions": sorted(creature.conditions),
        "languages": sorted(creature.languages),
        "spellcasting": None
        if spell is None
        else {
            "class": spell.caster_class,
            "caster_level": spell.caster_level,
            "slots": {str(k): v for k, v in spell.slots.items()},
            "prepared": {str(k): list(v) for k, v in spell.prepared.items()},
            "spontaneous": spell.spontaneous,
        },
    }
    if other:
        body["other"] = other
    return body


def split_blocks(text: str) -> list[str]:
    """Stat blocks separated by one or more blank lines."""
    blocks = re.split(r"\n\s*\n", text.replace("\r\n", "\n").replace("\r", "\n"))
    return [b.strip("\n") for b in blocks if b.strip()]


_NAME_CR = re.compile(r"^(?P<name>.*?)\s+(?:FP|CR)\s+(?P<cr>\d+(?:/\d+)?)(?:\s*/\s*\S.*)?\s*$", re.IGNORECASE)
_FRENCH_HINTS = re.compile(
    r"\b(pv|CA|Réf|Vig|Vol|RD|RM|Immunités|Résistances|Faiblesses|pris au dépourvu|FP|DV)\b"
)


def parse_block(text: str, *, source: str | None = None) -> ParsedCreature:
    """One stat block into a creature. Raises :class:`ParseError` when nothing at all is readable,
    :class:`RulesError` for an impossible state (HD 0, a negative score)."""
    lines = [clean(line) for line in text.splitlines()]
    lines = [line for line in lines if line]
    if not lines:
        raise ParseError("creatures.empty_block")
    state = _State()
    state.lang = "fr" if _FRENCH_HINTS.search(text) else "en"
    section: str | None = None
    for index, line in enumerate(lines):
        folded = fold(line).strip(" :")
        if folded in _SECTION_HEADERS:
            section = folded
            continue
        if (
            0 < index <= 2
            and state.read == 0
            and _match_label(line) is None
            and read_size_type(line) is None
            and match_ability(line) is None
        ):
            state.keep("subtitle", line)
            _read_classes(line, state)
            continue
        if index == 0 and _match_label(line) is None and read_size_type(line) is None:
            m = _NAME_CR.match(line)
            if m is not None:
                state.name = m["name"].strip()
                read_cr(m["cr"], state)
            else:
                state.name = line.strip()
            continue
        if section in _ABILITY_SECTIONS:
            _read_ability_description(line, state)
            continue
        _read_line(line, state, descriptive=section in _DESCRIPTIVE_SECTIONS)
    return _finish(state, text, source)


def _read_classes(line: str, state: _State) -> None:
    """``Humain magicien 9``, ``Human wizard 9``, ``Nain guerrier 3/prêtre 2``: class levels."""
    from arbitre.content.creatures import class_id, known_class

    classes: list[tuple[str, int]] = []
    for m in re.finditer(r"([^\W\d]+(?:[ '-][^\W\d]+)?)\s+(\d{1,2})\b", line):
        words = m.group(1).split()
        for start in range(len(words)):
            candidate = " ".join(words[start:])
            if known_class(candidate):
                classes.append((class_id(candidate), int(m.group(2))))
                break
    if classes:
        state.classes = classes


def _read_ability_description(line: str, state: _State) -> None:
    """``Éventration (Ext) …`` under « Pouvoirs spéciaux »: gives the kind of a listed ability."""
    head = re.match(r"^(.{2,60}?)\s*\((Ext|Ex|Su|Sur|Mag|Sp)\)", line, re.IGNORECASE)
    if head is None:
        state.keep("special_abilities_text", line)
        return
    kind = kind_in_text(head.group(0))
    info = match_ability(head.group(1))
    ability_id = info.id if info is not None else slug(head.group(1))
    if kind is not None:
        state.kinds_from_descriptions[ability_id] = kind
    state.keep("special_abilities_text", line)


def _read_line(line: str, state: _State, *, descriptive: bool) -> None:
    whole = _match_label(line)
    if whole is None and state.last_key in {"spells", "spell_like"} and read_spell_line(line, state):
        return
    state.last_key = whole[0] if whole is not None else None
    if whole is not None and whole[0] in {
        "special_attacks",
        "special_qualities",
        "defensive_abilities",
        "gear",
        "spells",
        "spell_like",
        "languages",
    }:
        _read_field(whole, line, state)
        return
    if whole is not None and ":" in line[: len(whole[1]) + 2]:
        # 3.5 SRD « Label: value »: the whole line is the value
        _read_field(whole, line, state)
        return
    if whole is None and state.size is None:
        st = read_size_type(line)
        if st is not None:
            align, state.size, state.type, state.subtypes = st
            state.alignment = state.alignment or align
            state.read += 1
            return
    for segment in split_top(line, ";"):
        found = _match_label(segment)
        if found is None:
            if descriptive:
                state.keep("text", segment)
                continue
            st = read_size_type(segment) if state.size is None else None
            if st is not None:
                align, state.size, state.type, state.subtypes = st
                state.alignment = state.alignment or align
                continue
            if _catalogue_match(segment) is not None:
                _read_items(segment, state, context="line")
            else:
                state.unparsed.append(segment)
            continue
        _read_field(found, segment, state)


def _read_field(found: tuple[str, str, str], segment: str, state: _State) -> None:
    key, label, value = found
    if key == "cr":
        read_cr(value, state)
    elif key == "ac":
        read_ac(value, state)
    elif key == "hp":
        read_hp(value, state)
    elif key == "hd":
        read_hd(value, state)
    elif key == "saves":
        read_saves(segment, state)
    elif key == "abilities":
        read_abilities(segment, state)
    elif key == "defense":
        state.defense_parts.append(segment)
        state.read += 1
    elif key in {"special_attacks", "special_qualities", "defensive_abilities", "aura"}:
        _read_items(value, state, context=key)
    elif key == "senses":
        senses, _, perception = value.partition(";")
        _read_items(senses, state, context="senses")
        if perception.strip():
            state.keep("perception", perception.strip())
    elif key == "speed":
        read_speed(value, state)
    elif key == "alignment":
        align = alignment_from_text(value)
        if align is None:
            state.keep(label, value)
        else:
            state.alignment = align
    elif key in {"spells", "spell_like"}:
        read_spells(label, value, state)
        if key == "spell_like":
            state.special.append(
                SpecialAbility("spell_like_abilities", AbilityKind.SPELL_LIKE, unknown=True, text=value)
            )
    elif key == "gear":
        read_gear(value, state)
    elif key == "languages":
        read_languages(label, value, state)
    else:
        state.keep(label, value)


def _finish(state: _State, text: str, source: str | None) -> ParsedCreature:
    if state.read == 0 and state.hp is None and state.ac is None:
        start = (state.name or text.strip().splitlines()[0])[:40]
        raise ParseError("creatures.nothing_read", start=start)
    specials: list[SpecialAbility] = []
    for sa in state.special:
        kind = state.kinds_from_descriptions.get(sa.id)
        specials.append(replace(sa, kind=kind) if kind is not None else sa)
    defenses_text = " ; ".join(state.defense_parts) or None
    defenses = read_defenses(defenses_text)
    unparsed = list(state.unparsed)
    if defenses is not None:
        unparsed.extend(f"{u.text}" for u in defenses.unparsed)
    name = state.name or "?"
    names = Names(fr=name, en=None) if state.lang == "fr" else Names(fr=None, en=name)
    creature = Creature(
        id=slug(name) or "creature",
        name=names,
        size=state.size or Size.MEDIUM,
        type=state.type,
        subtypes=state.subtypes,
        alignment=state.alignment,
        hd=state.hd,
        hp=HitPoints(state.hp) if state.hp is not None else None,
        abilities=AbilityScores(state.scores) if state.scores else AbilityScores(),
        saves=Saves(**state.saves),
        ac=state.ac,
        armor=state.armor,
        speed=state.speed,
        defenses=defenses,
        defenses_text=defenses_text,
        special=tuple(specials),
        worn_items=tuple(state.worn),
        spellcasting=_with_class(state.spellcasting, state.classes),
        classes=tuple(state.classes),
        level=_class_level(state),
        cr=state.cr,
        languages=frozenset(state.languages),
        source=source,
    )
    creature = sync_defenses(creature)
    return ParsedCreature(
        creature,
        tuple(unparsed),
        tuple(state.other.items()),
        tuple(state.derived),
        text,
    )


def _class_level(state: _State) -> int | None:
    """The character level from class levels, when they are all its hit dice (no racial HD)."""
    total = sum(lv for _, lv in state.classes)
    if not total or (state.hd is not None and state.hd.number != total):
        return None
    return total


def _with_class(spellcasting: Spellcasting | None, classes: list[tuple[str, int]]) -> Spellcasting | None:
    if spellcasting is None or spellcasting.caster_class is not None:
        return spellcasting
    from arbitre.content.creatures import is_caster_class

    casters = [name for name, _ in classes if is_caster_class(name)]
    return replace(spellcasting, caster_class=casters[0]) if casters else spellcasting


def parse_blocks(text: str, *, source: str | None = None) -> list[ParsedCreature | BlockError]:
    """Every block of ``text``: a creature, or the error that stopped it (the others still load)."""
    results: list[ParsedCreature | BlockError] = []
    for block in split_blocks(text):
        try:
            results.append(parse_block(block, source=source))
        except ArbitreError as error:
            results.append(BlockError(error, block))
    return results


def block_error_message(error: BlockError, lang: Lang | None = None) -> str:
    return tr("creatures.label.block_error", lang, n=1) + " : " + error.error.message(lang)


__all__ = [
    "BlockError",
    "ParsedCreature",
    "ability_params",
    "alignment_from_text",
    "armor_category_of",
    "creature_to_dict",
    "find_ability",
    "parse_block",
    "parse_blocks",
    "read_defenses",
    "read_size_type",
    "size_from_text",
    "special_from_text",
    "split_blocks",
    "subtype_id",
    "type_from_text",
]
