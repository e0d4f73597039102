"""Reading defense lines and damage texts as people write them (French and English).

:func:`parse_defenses` reads stat-block defense lines, PF1/3.5 and PF2 wording alike::

    RD 10/fer froid et Loi ; RM 22 ; Immunités froid, poison ; Résistances acide 10, feu 5
    DR 10/good and cold iron, SR 22, immunity to fire, vulnerability to cold
    résistance 10 aux dégâts physiques (sauf argent) ; faiblesse 5 au feu
    Resistances physical 10 (except silver); Weaknesses fire 5

into a :class:`~arbitre.model.damage.Defenses`. Whatever it cannot read goes verbatim into
``unparsed`` with a reason id (``damage.reason.<id>`` in the catalogue), never dropped.

:func:`parse_damage` reads the ``--damage`` text of ``arbitre damage``
(``12 tranchant (argent, +1)``, ``7 tranchant, 4 feu``, ``8 perforant + 4 précision``, ``2d6 feu``,
``1d8+3 slashing (cold iron, magic)``) into :class:`DamageText` records whose amounts are still
formulas; the caller rolls them with :mod:`arbitre.dice`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from arbitre.content._text import split_top
from arbitre.core.errors import ParseError, Position
from arbitre.model.damage import (
    ALIGNMENT_NAMES,
    DAMAGE_CATEGORY_NAMES,
    DAMAGE_SOURCE_NAMES,
    DAMAGE_TYPE_NAMES,
    EPIC,
    MAGIC,
    MATERIAL_NAMES,
    Alignment,
    DamageCategory,
    DamageReduction,
    DamageSource,
    DamageType,
    Defenses,
    Material,
    Regeneration,
    Resistance,
    Unparsed,
    Weakness,
    keyword,
    lookup,
    normalize_name,
)

# --------------------------------------------------------------------------- vocabularies

# Immunities to effects (not damage types): canonical key → French and English names.
EFFECT_IMMUNITY_NAMES: dict[str, tuple[str, ...]] = {
    "physical": ("dégâts physiques", "physique", "physical", "physical damage"),
    "precision": ("dégâts de précision", "précision", "precision", "precision damage"),
    "critical_hits": ("coups critiques", "critiques", "coup critique", "critical hits", "criticals", "crits"),
    "sneak_attack": ("attaque sournoise", "attaques sournoises", "sneak attack", "sneak attacks"),
    "flanking": ("prise en tenaille", "flanking", "flank"),
    "poison": ("poison", "poisons", "venin", "venins"),
    "ingested_poison": ("poisons ingérés", "poison ingéré", "ingested poison", "ingested poisons"),
    "disease": ("maladie", "maladies", "disease", "diseases"),
    "mind_affecting": (
        "effets mentaux",
        "effet mental",
        "mental",
        "mind affecting",
        "mind affecting effects",
        "mind affecting spells and abilities",
    ),
    "sleep": ("sommeil", "effets de sommeil", "sommeil magique", "sleep", "sleep effects", "magic sleep"),
    "paralysis": ("paralysie", "paralysie magique", "paralysis", "paralyzed"),
    "stun": ("étourdissement", "étourdi", "étourdie", "stunning", "stun", "stunned"),
    "daze": ("hébétement", "hébété", "hébétée", "daze", "dazed"),
    "stagger": ("chancelant", "chancelante", "chancellement", "staggered", "stagger"),
    "death_effects": ("effets de mort", "attaques de mort", "mort", "death effects", "death attacks"),
    "energy_drain": ("absorption d'énergie", "niveaux négatifs", "energy drain", "negative levels"),
    "ability_damage": (
        "affaiblissement temporaire de caractéristique",
        "affaiblissement de caractéristique",
        "affaiblissement temporaire",
        "ability damage",
    ),
    "ability_drain": (
        "diminution permanente de caractéristique",
        "diminution de caractéristique",
        "diminution permanente",
        "ability drain",
    ),
    "petrification": ("pétrification", "petrification", "petrified"),
    "polymorph": ("métamorphose", "effets de métamorphose", "polymorph", "polymorphing"),
    "fear": ("terreur", "peur", "effets de terreur", "fear", "fear effects", "frightened", "effrayé"),
    "charm": ("charme", "effets de charme", "charm", "charms"),
    "compulsion": ("coercition", "effets de coercition", "compulsion", "compulsions"),
    "confusion": ("confusion", "effets de confusion", "confused", "confus"),
    "insanity": ("effets d'aliénation mentale", "aliénation mentale", "insanity", "insanity effects"),
    "bleed": ("saignement", "saignements", "bleed", "bleeding"),
    "nonlethal": ("dégâts non létaux", "non létaux", "nonlethal damage", "nonlethal"),
    "weapon_damage": ("dégâts des armes", "dégâts par armes", "armes", "weapon damage", "weapons"),
    "magic": ("magie", "magic", "spells"),
    "blinded": ("cécité", "aveuglé", "aveuglement", "blindness", "blinded"),
    "dazzled": ("ébloui", "éblouissement", "dazzled"),
    "gaze_attacks": ("attaques de regard", "regard", "gaze attacks", "gaze"),
    "visual_effects": (
        "effets visuels",
        "effet visuels",
        "effet visuel",
        "visual effects",
        "visual",
        "visuel",
    ),
    "sight_based": (
        "attaques basées sur la vue",
        "attaques dépendantes de la vision",
        "sight based attacks",
        "sight based effects",
    ),
    "illusions": ("illusions", "illusion"),
    "curse": ("malédictions", "malédiction", "curses", "curse"),
    "aging": ("vieillissement", "effets du vieillissement", "aging", "aging effects"),
    "divination": ("divination", "divinations"),
    "emotion": ("émotion", "émotions", "emotion", "emotion effects"),
    "exhaustion": ("épuisement", "épuisé", "exhaustion", "exhausted"),
    "fatigue": ("fatigue", "fatigué", "fatigued"),
    "nauseated": ("nauséeux", "nausée", "nauseated", "nausea"),
    "sickened": ("fiévreux", "sickened"),
    "rust": ("rouille", "rust"),
    "calling": ("appel", "calling"),
    "turning": ("renvoi", "renvoi des morts vivants", "turning", "turn undead"),
    "undead_traits": ("traits des morts vivants", "undead traits"),
    "construct_traits": ("traits des créatures artificielles", "construct traits"),
    "plant_traits": ("traits des plantes", "plant traits"),
    "ooze_traits": ("traits des vases", "ooze traits"),
    "elemental_traits": ("traits des élémentaires", "elemental traits"),
    "dragon_traits": ("traits des dragons", "dragon traits"),
    "swarm_traits": ("traits des nuées", "swarm traits"),
    "vermin_traits": ("traits des vermines", "vermin traits"),
    # pf2 conditions and traits met in immunity lists
    "unconscious": ("inconscient", "inconsciente", "unconscious"),
    "doomed": ("condamné", "doomed"),
    "drained": ("drainé", "drained"),
    "enfeebled": ("affaibli", "enfeebled"),
    "clumsy": ("maladroit", "clumsy"),
    "stupefied": ("stupéfié", "stupefied"),
    "controlled": ("contrôlé", "controlled"),
    "deafened": ("sourd", "assourdi", "deafened"),
    "grabbed": ("agrippé", "grabbed"),
    "immobilized": ("immobilisé", "immobilized"),
    "prone": ("à terre", "prone"),
    "restrained": ("entravé", "restrained"),
    "slowed": ("ralenti", "slowed"),
    "auditory": ("auditif", "auditifs", "effets auditifs", "auditory"),
    "olfactory": ("olfactif", "olfactifs", "olfactory"),
    "healing": ("guérison", "soins", "healing"),
    "necromancy": ("nécromancie", "necromancy"),
    "object_immunities": ("immunités des objets", "object immunities"),
    "swarm_mind": ("esprit de nuée", "swarm mind"),
}

# Named weaknesses/defensive abilities with no damage rule here (recognised, kept in ``special``).
SPECIAL_NAMES: dict[str, tuple[str, ...]] = {
    "light_sensitivity": ("sensibilité à la lumière", "sensible à la lumière", "light sensitivity"),
    "light_blindness": ("aveuglé par la lumière", "aveugle par la lumière", "light blindness"),
    "sunlight_powerlessness": (
        "impuissant sous la lumière du soleil",
        "impuissance au soleil",
        "sunlight powerlessness",
        "daylight powerlessness",
    ),
    "light_aversion": ("aversion pour la lumière", "aversion to light", "aversion to daylight"),
    "evasion": ("esquive totale", "evasion"),
    "improved_evasion": ("esquive extraordinaire", "improved evasion"),
    "uncanny_dodge": ("esquive instinctive", "uncanny dodge"),
    "improved_uncanny_dodge": ("esquive instinctive supérieure", "improved uncanny dodge"),
    "channel_resistance": ("résistance à la canalisation", "channel resistance"),
    "turn_resistance": ("résistance au renvoi", "turn resistance"),
    "ferocity": ("férocité", "ferocity"),
    "incorporeal": ("intangible", "intangibilité", "incorporeal", "incorporeal traits"),
    "amorphous": ("amorphe", "amorphous"),
    "vulnerability_to_resurrection": ("vulnérabilité à la résurrection", "vulnerability to resurrection"),
    "vulnerable_to_critical_hits": ("vulnérable aux coups critiques", "vulnerability to critical hits"),
    "vampire_weaknesses": ("faiblesses des vampires", "vampire weaknesses"),
    "swarm_traits": ("traits des nuées", "swarm traits"),
    "blind": ("aveugle", "blind"),
    "mindless": ("sans esprit", "mindless"),
    "power_resistance": ("résistance aux pouvoirs", "power resistance"),
}

# Why a part of a line went to ``unparsed`` (each has a ``damage.reason.<id>`` message).
UNPARSED_REASONS = frozenset(
    {
        "not_a_defense",
        "unknown_term",
        "unknown_immunity",
        "unknown_resistance",
        "named_ability",
        "unreadable",
        "reference",
        "note",
        "condition",
        "bad_damage_reduction",
        "bad_spell_resistance",
        "bad_regeneration",
        "bad_fast_healing",
    }
)

_WORD_DASH = r"(?:-|—|–|−|‒)"

# --------------------------------------------------------------------------- lookups


def _edit1(a: str, b: str) -> bool:
    """True when ``a`` and ``b`` differ by at most one insertion, deletion or substitution."""
    if a == b:
        return True
    la, lb = len(a), len(b)
    if abs(la - lb) > 1:
        return False
    if la > lb:
        a, b, la, lb = b, a, lb, la
    i = j = diff = 0
    while i < la and j < lb:
        if a[i] != b[j]:
            diff += 1
            if diff > 1:
                return False
            if la == lb:
                i += 1
            j += 1
        else:
            i += 1
            j += 1
    return diff + (lb - j) + (la - i) <= 1


def _vocab_index(table: dict[str, tuple[str, ...]]) -> dict[str, str]:
    index: dict[str, str] = {}
    for key, names in table.items():
        index[normalize_name(key)] = key
        for name in names:
            index.setdefault(normalize_name(name), key)
    return index


_EFFECTS = _vocab_index(EFFECT_IMMUNITY_NAMES)
_SPECIALS = _vocab_index(SPECIAL_NAMES)
_ARTICLES = re.compile(
    r"^(?:les |le |la |l'|des |du |de la |de l'|de |d'|a la |a l'|aux |au |a |to |the |all |tous les |toutes les |tout |all of )+"
)


def _fuzzy(index: dict[str, str], text: str) -> str | None:
    found = index.get(text)
    if found is not None or len(text) < 5:
        return found
    for name, key in index.items():
        if len(name) >= 5 and _edit1(name, text):
            return key
    return None


def _strip_articles(text: str) -> str:
    return _ARTICLES.sub("", text).strip()


def _dr_key(word: str) -> str | None:
    """A DR requirement named ``word`` (``fer froid`` → ``cold_iron``, ``Bien`` → ``good``)."""
    text = _strip_articles(normalize_name(word).strip(" .,"))
    text = re.sub(r"^(?:armes? |weapons? )(?:en |d'|de |du |of )?", "", text).strip()
    if not text:
        return None
    for candidate in (text, re.sub(r"s$", "", text)):
        material = lookup(MATERIAL_NAMES, candidate)
        if material is not None:
            return material.value
        alignment = lookup(ALIGNMENT_NAMES, candidate)
        if alignment is not None:
            return alignment.value
        damage_type = lookup(DAMAGE_TYPE_NAMES, candidate)
        if damage_type is not None and damage_type.is_physical:
            return damage_type.value
        kw = keyword(candidate)
        if kw in (MAGIC, EPIC, "vorpal"):
            return kw
    # one-letter typos (``Birn``, ``fer foid``) in a known name of five letters or more
    for table in (MATERIAL_NAMES, ALIGNMENT_NAMES):
        for member, names in table.items():
            for name in (member.value, *names):
                norm = normalize_name(name)
                if len(norm) >= 4 and len(text) >= 4 and _edit1(norm, text):
                    return str(member.value)
    return None


def _damage_key(text: str) -> str | None:
    """A damage type, category, material or ``all`` named ``text`` (IWR keys)."""
    text = normalize_name(text).strip(" .,")
    text = re.sub(r"^(?:degats|dommages|damage)\s+(?:de |d'|du |des )?", "", text)
    text = re.sub(r"\s+(?:damage|degats)$", "", text).strip()
    text = _strip_articles(text)
    if text in (
        "",
        "tous",
        "tout",
        "all",
        "tous les degats",
        "all damage",
        "toutes",
        "degats",
        "dommages",
        "damage",
    ):
        return "all"
    for candidate in (text, re.sub(r"s$", "", text)):
        damage_type = lookup(DAMAGE_TYPE_NAMES, candidate)
        if damage_type is not None:
            return damage_type.value
        category = lookup(DAMAGE_CATEGORY_NAMES, candidate)
        if category is not None and category in (DamageCategory.PHYSICAL, DamageCategory.ENERGY):
            return category.value
        material = lookup(MATERIAL_NAMES, candidate)
        if material is not None:
            return material.value
        if keyword(candidate) == "precision":
            return "precision"
        if candidate in _EXTRA_IWR:
            return _EXTRA_IWR[candidate]
    for name, key in _TYPE_FUZZY.items():
        if len(text) >= 5 and _edit1(name, text):
            return key
    return None


# pf2 damage kinds outside text 002's list, kept as IWR keys (``résistance au poison 5``)
_EXTRA_IWR = {
    "poison": "poison",
    "poisons": "poison",
    "bleed": "bleed",
    "saignement": "bleed",
    "saignements": "bleed",
}
_TYPE_FUZZY = {
    normalize_name(n): t.value for t, names in DAMAGE_TYPE_NAMES.items() for n in names if len(n) >= 5
}

_QUALIFIERS = (
    (re.compile(r"\b(?:non magiques?|nonmagical|non magical|non-magical)\b"), "nonmagical"),
    (re.compile(r"\b(?:magiques?|magical)\b"), "magical"),
)


def _target(text: str) -> tuple[str, frozenset[str]] | None:
    """``dégâts contondants non magiques`` → (``bludgeoning``, {``nonmagical``})."""
    norm = normalize_name(text)
    only: set[str] = set()
    for pattern, qualifier in _QUALIFIERS:
        if pattern.search(norm):
            only.add(qualifier)
            norm = pattern.sub(" ", norm)
            break
    key = _damage_key(" ".join(norm.split()))
    if key is None:
        return None
    return key, frozenset(only)


def _effect_key(text: str) -> str | None:
    norm = _strip_articles(normalize_name(text).strip(" .,"))
    norm = re.sub(r"^(?:all |tous les |toutes les |tous |toutes )", "", norm)
    found = _fuzzy(_EFFECTS, norm)
    if found is not None:
        return found
    damage = _damage_key(norm)
    if damage is not None and damage != "all":
        return damage
    return None


# --------------------------------------------------------------------------- splitting


def _split_list(text: str) -> list[str]:
    """``a, b et c`` / ``a, b, and c`` → [a, b, c] (outside parentheses)."""
    out: list[str] = []
    for part in split_top(text, ","):
        part = part.strip()
        if not part:
            continue
        for sub in re.split(r"\s+(?:et|and|ou|or)\s+|^(?:et|and)\s+", part):
            if sub and sub.strip():
                out.append(sub.strip())
    return out


def _paren(text: str) -> tuple[str, list[str]]:
    """Text without its parenthesised notes, and the notes."""
    notes = re.findall(r"\(([^()]*)\)", text)
    return re.sub(r"\s*\([^()]*\)", "", text).strip(), [n.strip() for n in notes]


_EXCEPT = re.compile(r"^(?:sauf|except|excepte|hormis|but not)\s+(.+)$")

# --------------------------------------------------------------------------- labels


@dataclass(frozen=True, slots=True)
class _Label:
    field: str
    pattern: re.Pattern[str]
    strict: bool  # a list label: every following item of the segment belongs to it


def _lab(field: str, pattern: str, strict: bool) -> _Label:
    return _Label(field, re.compile(pattern), strict)


_LABELS: tuple[_Label, ...] = (
    _lab("sr", r"^(?:rm|sr|resistance a la magie|resistance aux sorts|spell resistance)\b\s*:?\s*", False),
    _lab("dr", r"^(?:rd|dr|reduction des degats|reduction de degats|damage reduction)\b\s*:?\s*", False),
    _lab("immunity", r"^(?:immunites|immunities)\b\s*:?\s*", True),
    _lab(
        "immunity",
        r"^(?:immunite|immunity|immune|immunisee?s?)\b\s*:?\s*(?:(?:contre|against|to|a la|a l'|aux|au|a)\b\s*)?",
        False,
    ),
    _lab("weakness", r"^(?:faiblesses|weaknesses)\b\s*:?\s*", True),
    _lab("weakness", r"^(?:faiblesse|weakness)\b\s*:?\s*", False),
    _lab("resistance", r"^(?:resistances)\b\s*:?\s*", True),
    _lab("resistance", r"^(?:resistance|resistant|resist)\b\s*:?\s*", False),
    _lab("regeneration", r"^(?:regeneration)\b\s*:?\s*", False),
    _lab("fast_healing", r"^(?:guerison acceleree|fast healing)\b\s*:?\s*", False),
    _lab("defensive", r"^(?:capacites defensives|defensive abilities)\b\s*:?\s*", True),
)
_FIELD_ALIASES = {
    "rd": "dr",
    "dr": "dr",
    "damage_reduction": "dr",
    "rm": "sr",
    "sr": "sr",
    "spell_resistance": "sr",
    "immunites": "immunity",
    "immunities": "immunity",
    "immunity": "immunity",
    "resistances": "resistance",
    "resistance": "resistance",
    "faiblesses": "weakness",
    "weaknesses": "weakness",
    "weakness": "weakness",
    "capacites defensives": "defensive",
    "defensive_abilities": "defensive",
    "defensive": "defensive",
    "regeneration": "regeneration",
    "fast_healing": "fast_healing",
}


def _match_label(norm: str) -> tuple[_Label, int] | None:
    for label in _LABELS:
        m = label.pattern.match(norm)
        if m:
            return label, m.end()
    return None


def _skip_len(original: str, norm_prefix_len: int) -> str:
    """The part of ``original`` after the label whose normalised length is ``norm_prefix_len``."""
    # normalisation keeps one char per char except collapsed whitespace: walk both
    count = 0
    i = 0
    text = original.lstrip()
    prev_space = False
    while i < len(text) and count < norm_prefix_len:
        ch = text[i]
        if ch.isspace():
            if not prev_space:
                count += 1
            prev_space = True
        else:
            count += 1
            prev_space = False
        i += 1
    return text[i:].strip()


# --------------------------------------------------------------------------- builder


@dataclass
class _Builder:
    drs: list[DamageReduction] = field(default_factory=list)
    sr: int | None = None
    resistances: list[Resistance] = field(default_factory=list)
    immunities: set[str] = field(default_factory=set)
    weaknesses: list[Weakness] = field(default_factory=list)
    regeneration: Regeneration | None = None
    fast_healing: int | None = None
    incorporeal: bool = False
    special: list[str] = field(default_factory=list)
    unparsed: list[Unparsed] = field(default_factory=list)

    def skip(self, text: str, reason: str, field_name: str | None) -> None:
        if reason not in UNPARSED_REASONS:
            raise ValueError(f"unknown unparsed reason {reason!r}")
        text = text.strip()
        if text:
            self.unparsed.append(Unparsed(text, reason, field_name))

    def build(self) -> Defenses:
        return Defenses(
            damage_reduction=tuple(self.drs),
            spell_resistance=self.sr,
            resistances=tuple(self.resistances),
            immunities=frozenset(self.immunities),
            weaknesses=tuple(self.weaknesses),
            regeneration=self.regeneration,
            fast_healing=self.fast_healing,
            incorporeal=self.incorporeal,
            special=tuple(dict.fromkeys(self.special)),
            unparsed=tuple(self.unparsed),
        )


# Item readers: each takes the builder and the item text (label removed) and returns True when it
# read the WHOLE item (adding what it found), False when it did not recognise it (adding nothing).


def _read_dr(b: _Builder, text: str, *, continuation: bool = False) -> bool:
    body, notes = _paren(text.strip(" .,;"))
    if not body and len(notes) == 1:  # ``réduction des dégâts (10/argent)``
        body, notes = notes[0], []
    norm = normalize_name(body)
    if continuation:
        keys = _dr_keys_all(body)
        if keys is None or not b.drs:
            return False
        last = b.drs[-1]
        extended = list(last.bypass) or [frozenset()]
        extended[-1] = extended[-1] | keys
        b.drs[-1] = DamageReduction(last.amount, tuple(extended))
        return True
    if norm in ("aucune", "aucun", "none", "-", "—"):
        return True
    m = re.match(r"^(\d+)\s*(?:/\s*(.*)|\s+(.+))$", body.strip())
    if m is None:
        m2 = re.match(r"^(\d+)\s*/?\s*$", body.strip())
        if m2 is None:
            return False
        bypass_text = ""
        amount = int(m2.group(1))
    else:
        amount = int(m.group(1))
        bypass_text = (m.group(2) if m.group(2) is not None else m.group(3)) or ""
    bypass_text = bypass_text.strip(" .,")
    if (
        bypass_text == ""
        or re.fullmatch(_WORD_DASH + "+", bypass_text)
        or normalize_name(bypass_text) in ("none",)
    ):
        alternatives: tuple[frozenset[str], ...] = ()
    else:
        alts: list[frozenset[str]] = []
        for alt in re.split(r"\s+(?:ou|or)\s+", bypass_text):
            keys = _dr_keys_all(alt)
            if keys is None:
                return False
            alts.append(keys)
        alternatives = tuple(alts)
    b.drs.append(DamageReduction(amount, alternatives))
    for note in notes:
        b.skip(f"({note})", "note", "dr")
    return True


def _dr_keys_all(text: str) -> frozenset[str] | None:
    keys: set[str] = set()
    for part in re.split(r"\s*,\s*|\s+(?:et|and)\s+", text.strip()):
        part = part.strip(" .")
        if not part:
            continue
        key = _dr_key(part)
        if key is None:
            # ``epic lawful``: several keys side by side
            words = part.split()
            sub = [_dr_key(w) for w in words]
            if len(words) > 1 and all(sub):
                keys.update(k for k in sub if k)
                continue
            return None
        keys.add(key)
    return frozenset(keys) if keys else None


def _read_sr(b: _Builder, text: str) -> bool:
    body, notes = _paren(text.strip(" .,;"))
    m = re.match(r"^(\d+)\s*(.*)$", body)
    if m is None:
        return False
    value = int(m.group(1))
    b.sr = value if b.sr is None else max(b.sr, value)
    rest = m.group(2).strip(" .,")
    if rest:
        b.skip(rest, "condition", "sr")
    for note in notes:
        b.skip(f"({note})", "note", "sr")
    return True


def _read_numbered(text: str) -> tuple[int, str, list[str]] | None:
    """``5 à tous les dégâts``, ``au feu 10``, ``fire 10``, ``10 physical (except silver)``
    → (amount, target text, notes)."""
    body, notes = _paren(text.strip(" .,;"))
    body = body.strip()
    m = re.match(r"^(\d+)\s+(.+)$", body) or re.match(r"^(.+?)\s+(\d+)$", body)
    if m is None:
        return None
    if m.group(1).isdigit():
        return int(m.group(1)), m.group(2), notes
    return int(m.group(2)), m.group(1), notes


def _exceptions(notes: list[str]) -> tuple[frozenset[str], list[str]] | None:
    """``(sauf argent)`` / ``(except force, ghost touch, or positive)`` → exception keys, and the
    notes that are not exceptions (kept for ``unparsed``)."""
    keys: set[str] = set()
    rest: list[str] = []
    for whole in notes:
        for note in (n.strip() for n in whole.split(";")):
            if not note:
                continue
            m = _EXCEPT.match(normalize_name(note))
            if m is None:
                rest.append(note)
                continue
            for part in re.split(r"\s*,\s*(?:or\s+|ou\s+)?|\s+(?:et|and|ou|or)\s+", m.group(1)):
                part = part.strip()
                if not part:
                    continue
                if re.fullmatch(r"non ?magiques?|nonmagical|non magical|non-magical", part):
                    keys.add("nonmagical")
                    continue
                if re.fullmatch(r"magiques?|magical|magie|magic", part):
                    keys.add("magical")
                    continue
                key = (
                    _damage_key(part)
                    or _dr_key(part)
                    or (keyword(part) if keyword(part) == "ghost_touch" else None)
                )
                if key is None:
                    return None
                keys.add(key)
    return frozenset(keys), rest


def _read_resistance(b: _Builder, text: str, field_name: str = "resistance") -> bool:
    """``acide 10``, ``5 à tous les dégâts``, ``physical 10 (except silver)``; a resistance to an
    effect (``resistance to charm``, a save bonus) is kept in ``special``."""
    norm = normalize_name(text)
    effect = _EFFECTS.get(_strip_articles(norm.strip(" .,;")))
    if effect is not None and not re.search(r"\d", norm):
        b.special.append(f"resistance_to_{effect}")
        return True
    parsed = _read_numbered(text)
    if parsed is None:
        return False
    amount, target_text, notes = parsed
    target = _target(_strip_articles(normalize_name(target_text)))
    if target is None:
        return False
    exc = _exceptions(notes)
    if exc is None:
        return False
    exceptions, other_notes = exc
    key, only = target
    b.resistances.append(Resistance(key, amount, exceptions, only))
    for note in other_notes:
        b.skip(f"({note})", "reference" if _is_reference(note) else "note", field_name)
    return True


def _is_reference(note: str) -> bool:
    return bool(re.match(r"^(?:voir|see|comme|as)\b", normalize_name(note)))


_VULN = re.compile(
    r"^(?:vulnerabilite|vulnerable|vulnerability|sensible|sensibilite)\s*(?:a la|a l'|aux|au|a|to|against)?\s*(.+)$"
)
_VULN_POST = re.compile(r"^(.+?)\s+vulnerability$")


def _read_weakness(b: _Builder, text: str, *, named_ok: bool = True) -> bool:
    norm = normalize_name(text.strip(" .,;"))
    special = _fuzzy(_SPECIALS, norm)
    if special is not None:
        b.special.append(special)
        return True
    m = _VULN.match(norm) or _VULN_POST.match(norm)
    if m is not None and (norm.startswith(("vulnerab", "vulnerable")) or _VULN_POST.match(norm)):
        target = _target(m.group(1))
        if target is not None and target[0] != "all":
            b.weaknesses.append(Weakness(target[0]))
            return True
    parsed = _read_numbered(text)
    if parsed is not None:
        amount, target_text, notes = parsed
        target = _target(_strip_articles(normalize_name(target_text)))
        exc = _exceptions(notes)
        if target is not None and exc is not None and not exc[1]:
            b.weaknesses.append(Weakness(target[0], amount, exc[0]))
            return True
    return False


def _read_immunity(b: _Builder, text: str) -> bool:
    body, notes = _paren(text.strip(" .,;"))
    norm = normalize_name(body)
    if not norm:
        return False
    key = _effect_key(norm)
    if key is not None:
        b.immunities.add(key)
    else:
        # ``affaiblissement temporaire et diminution permanente de caractéristique``
        if "affaiblissement temporaire et diminution permanente" in norm:
            b.immunities.update({"ability_damage", "ability_drain"})
        elif "confusion et d'alienation mentale" in norm:
            b.immunities.update({"confusion", "insanity"})
        else:
            parts = re.split(r"\s+(?:et|and|ou|or)\s+", norm)
            keys = [_effect_key(p) for p in parts]
            if len(parts) < 2 or not all(keys):
                return False
            b.immunities.update(k for k in keys if k)
    for note in notes:
        b.skip(f"({note})", "reference" if _is_reference(note) else "note", "immunity")
    return True


def _read_regeneration(b: _Builder, text: str) -> bool:
    body, notes = _paren(text.strip(" .,;"))
    m = re.match(r"^(\d+)\s*$", body.strip())
    if m is None:
        return False
    bypass: set[str] = set()
    for note in notes:
        for raw in re.split(r"\s*,\s*|\s+(?:et|and|ou|or)\s+", note):
            part = re.sub(
                r"^(?:armes?|sorts?|weapons?|spells?|effets?|effects?|attaques?|attacks?)\s+",
                "",
                normalize_name(raw),
            )
            part = _strip_articles(part)
            key = _damage_key(part) or _dr_key(part)
            if key is None or key == "all":
                b.skip(raw, "unknown_term", "regeneration")
                continue
            bypass.add(key)
    b.regeneration = Regeneration(int(m.group(1)), frozenset(bypass))
    return True


def _read_fast_healing(b: _Builder, text: str) -> bool:
    m = re.match(r"^(\d+)\s*$", text.strip(" .,;"))
    if m is None:
        return False
    b.fast_healing = int(m.group(1))
    return True


def _read_defensive(b: _Builder, text: str) -> bool:
    norm = normalize_name(text.strip(" .,;"))
    special = _fuzzy(_SPECIALS, norm)
    if special is not None:
        if special == "incorporeal":
            b.incorporeal = True
        b.special.append(special)
        return True
    return False


_READERS: dict[str, Callable[[_Builder, str], bool]] = {
    "dr": _read_dr,
    "sr": _read_sr,
    "resistance": _read_resistance,
    "immunity": _read_immunity,
    "weakness": _read_weakness,
    "regeneration": _read_regeneration,
    "fast_healing": _read_fast_healing,
    "defensive": _read_defensive,
}
_REASONS = {
    "dr": "bad_damage_reduction",
    "sr": "bad_spell_resistance",
    "resistance": "unknown_resistance",
    "immunity": "unknown_immunity",
    "weakness": "named_ability",
    "regeneration": "bad_regeneration",
    "fast_healing": "bad_fast_healing",
    "defensive": "named_ability",
}

# English postfix forms: ``fire immunity``, ``acid, cold and fire resistance 10``, ``cold vulnerability``
_POST_IMMUNITY = re.compile(r"^(.+?)\s+(?:immunity|immunities)$")
_POST_RESIST = re.compile(r"^(.+?)\s+resistances?\s+(\d+)$")


def _read_postfix(b: _Builder, text: str) -> bool:
    norm = normalize_name(text.strip(" .,;"))
    m = _POST_IMMUNITY.match(norm)
    if m is not None:
        keys = [_effect_key(p) for p in _split_list(m.group(1))]
        if keys and all(keys):
            b.immunities.update(k for k in keys if k)
            return True
        return False
    m = _POST_RESIST.match(norm)
    if m is not None:
        targets = [_damage_key(p) for p in _split_list(m.group(1))]
        if targets and all(targets):
            b.resistances.extend(Resistance(t, int(m.group(2))) for t in targets if t)
            return True
        return False
    m = _VULN_POST.match(norm)
    if m is not None:
        return _read_weakness(b, text)
    if _fuzzy(_SPECIALS, norm) == "incorporeal" or norm in ("incorporeal traits", "incorporeal subtype"):
        b.incorporeal = True
        b.special.append("incorporeal")
        return True
    return False


def _items(field_name: str, rest: str) -> list[str]:
    """Split a field's value into items (DR keeps its commas: ``10/fer froid, épique et Bien``)."""
    if field_name == "dr":
        return [p for p in split_top(rest, ",") if p.strip()]
    if field_name in ("resistance", "weakness"):
        # ``cold 10 and fire 10``: split on and/et only between numbered entries
        out: list[str] = []
        for part in split_top(rest, ","):
            part = part.strip()
            if not part:
                continue
            part = re.sub(r"^(?:and|et)\s+", "", part)
            pieces = re.split(r"(?<=\d)\s+(?:and|et)\s+", part)
            out.extend(p for p in pieces if p.strip())
        return out
    if field_name == "immunity":
        out = []
        for part in split_top(rest, ","):
            part = re.sub(r"^\s*(?:and|et)\s+", "", part).strip()
            if part:
                out.append(part)
        return out
    return [p.strip() for p in split_top(rest, ",") if p.strip()]


def _read_item(b: _Builder, field_name: str, item: str, *, continuation: bool) -> bool:
    if field_name == "dr":
        return _read_dr(b, item, continuation=continuation)
    if field_name == "resistance":
        norm = normalize_name(item)
        m = re.match(r"^(?:to|a la|a l'|aux|au|a|contre|against)\s+(.+)$", norm)
        return _read_resistance(b, m.group(1) if m else item)
    return _READERS[field_name](b, item)


def _reason(field_name: str, item: str) -> str:
    """Why an item was not read; a short name in a weakness or defensive-ability list is a named
    ability whose rules live in the creature's own text (kept, not applied)."""
    reason = _REASONS[field_name]
    if reason == "named_ability" and (len(item.split()) > 8 or re.search(r"[\d.]", item)):
        return "unreadable"
    return reason


_GLUED_LABEL = re.compile(
    r"(?<=\d)\s+(?=(?:spell resistance|damage reduction|SR|DR|RM|RD|résistance à la magie|réduction des dégâts)\b)",
    re.IGNORECASE,
)


def _parse_segment(b: _Builder, segment: str, default_field: str | None, previous: str | None) -> str | None:
    """Read one ``;``-separated segment; returns the field its last label opened (so a following
    unlabelled segment, ``Immunités acide ; traits des morts-vivants``, can continue it)."""
    segment = _GLUED_LABEL.sub(", ", segment)
    items_raw = split_top(segment, ",")
    # labelled list (``Immunités froid, poison``) or a field given by the caller
    first = segment.strip()
    match = _match_label(normalize_name(first))
    if (match is not None and match[0].strict) or (match is None and default_field is not None):
        if match is not None:
            field_name = match[0].field
            rest = _skip_len(first, match[1])
        else:
            field_name = default_field or ""
            rest = first
        for n, item in enumerate(_items(field_name, rest)):
            if _read_item(b, field_name, item, continuation=n > 0 and field_name == "dr"):
                continue
            if n > 0 and _match_label(normalize_name(item)) is not None:
                # another field glued to the list without a ``;`` (``Immunités acide, RM 20``)
                _parse_segment(b, item, None, None)
            elif not _read_postfix(b, item) and not _read_loose(b, item):
                b.skip(item, _reason(field_name, item), field_name)
        return field_name
    # a list of labelled items (``DR 10/good, SR 22, immunity to fire and cold``)
    context: str | None = previous
    pending = [p for p in items_raw if p.strip()]
    i = 0
    while i < len(pending):
        item = pending[i].strip()
        i += 1
        norm = normalize_name(item)
        m = _match_label(norm)
        if m is not None:
            label, end = m
            context = label.field
            rest = _skip_len(item, end)
            if label.field == "immunity" and not rest and item.lower().startswith("immunities"):
                b.skip(item, "reference", "immunity")
                continue
            # ``immunity to electricity and poison``: split the item itself
            parts = _items(label.field, rest) if label.field in ("immunity", "resistance") else [rest]
            for part in parts:
                part = re.sub(r"^(?:and|et)\s+", "", part.strip())
                if label.field == "immunity" and not _read_immunity(b, part):
                    subparts = _split_list(part)
                    if len(subparts) > 1 and all(_effect_key(sp) for sp in subparts):
                        b.immunities.update(k for sp in subparts if (k := _effect_key(sp)))
                        continue
                    b.skip(part, _REASONS["immunity"], "immunity")
                elif label.field != "immunity" and not _read_item(b, label.field, part, continuation=False):
                    if (
                        label.field == "weakness" or norm.startswith(("vulnerab", "sensib"))
                    ) and _read_weakness(b, item):
                        continue
                    b.skip(item if len(parts) == 1 else part, _REASONS[label.field], label.field)
            continue
        if context is not None and _continues(b, context, item):
            continue
        # ``acid, cold, electricity, fire, and sonic resistance 10``: a list before its postfix label
        if _damage_key(re.sub(r"^(?:and|et)\s+", "", norm)) is not None:
            j = i
            while j < len(pending) and _damage_key(re.sub(r"^(?:and|et)\s+", "", normalize_name(pending[j]))):
                j += 1
            if j < len(pending):
                joined = ", ".join(p.strip() for p in [item, *pending[i : j + 1]])
                if _read_postfix(b, joined):
                    i = j + 1
                    context = None
                    continue
        if _read_postfix(b, item) or _read_loose(b, item):
            context = None
            continue
        b.skip(item, "not_a_defense", None)
        context = None
    return context


def _continues(b: _Builder, context: str, item: str) -> bool:
    """An unlabelled item read in the context of the previous label, when it fits."""
    text = re.sub(r"^\s*(?:and|et)\s+", "", item.strip())
    if context == "dr":
        return _read_dr(b, text, continuation=True)
    if context == "immunity":
        parts = _split_list(text)
        keys = [_effect_key(p) for p in parts]
        if parts and all(keys):
            b.immunities.update(k for k in keys if k)
            return True
        return False
    if context in ("resistance", "weakness"):
        pieces = re.split(r"(?<=\d)\s+(?:and|et)\s+", text)
        snapshot = (len(b.resistances), len(b.weaknesses))
        for piece in pieces:
            ok = _read_resistance(b, piece) if context == "resistance" else _read_weakness(b, piece)
            if not ok:
                del b.resistances[snapshot[0] :]
                del b.weaknesses[snapshot[1] :]
                return False
        return True
    return False


_NUMBERED_SPECIAL = re.compile(
    r"^(?:\+\d+\s+)?(turn resistance|resistance au renvoi|power resistance|resistance aux pouvoirs|"
    r"channel resistance|resistance a la canalisation)(?:\s+\+?\d+)?$"
)


def _read_loose(b: _Builder, item: str) -> bool:
    """Unlabelled items that still say what they are: ``vulnérabilité au feu``, ``electricity 10``."""
    norm = normalize_name(item.strip(" .,;"))
    m = _NUMBERED_SPECIAL.match(norm)
    if m is not None:
        found = _fuzzy(_SPECIALS, m.group(1))
        if found is not None:
            b.special.append(found)
            return True
    if re.fullmatch(r"(?:[a-z]+ )?immunities", norm):
        b.skip(item, "reference", "immunity")
        return True
    if norm.startswith(("vulnerab", "vulnerable")):
        if not _read_weakness(b, item):
            b.skip(item, _reason("weakness", item), "weakness")
        return True
    if re.match(r"^[a-z' ]+ \d+$", norm):
        snapshot = len(b.resistances)
        if _read_resistance(b, item) and b.resistances[-1].key not in ("all",):
            return True
        del b.resistances[snapshot:]
    if _fuzzy(_SPECIALS, norm) is not None:
        return _read_defensive(b, item) or _read_weakness(b, item)
    return False


def parse_defenses(text: str, *, field: str | None = None) -> Defenses:
    """Read a defense line (see the module docstring). ``field`` names the field the text is the
    value of when it has no label (``dr``, ``sr``, ``immunities``, ``resistances``,
    ``weaknesses``, ``defensive_abilities``, or the French labels ``RD``, ``RM``…)."""
    default_field = None
    if field is not None:
        default_field = _FIELD_ALIASES.get(normalize_name(field).replace(" ", "_")) or _FIELD_ALIASES.get(
            normalize_name(field)
        )
        if default_field is None:
            raise ParseError(
                "damage.unknown_field", field=field, expected=", ".join(sorted(set(_FIELD_ALIASES)))
            )
    b = _Builder()
    previous: str | None = None
    segments = [seg for line in text.splitlines() for seg in split_top(line, ";")]
    for segment in segments:
        segment = segment.strip().strip(",").strip()
        if not segment:
            continue
        previous = _parse_segment(b, segment, default_field, previous)
        default_field = None
    return b.build()


# --------------------------------------------------------------------------- damage text


@dataclass(frozen=True, slots=True)
class DamageText:
    """One part of a ``--damage`` text before rolling: a formula, a type and properties."""

    formula: str
    type: DamageType
    precision_formula: str | None = None
    materials: frozenset[Material] = frozenset()
    enhancement: int = 0
    magic: bool = False
    alignments: frozenset[Alignment] = frozenset()
    epic: bool = False
    nonlethal: bool = False
    source: DamageSource = DamageSource.WEAPON
    ghost_touch: bool = False
    incorporeal_source: bool = False
    also_types: frozenset[DamageType] = frozenset()

    def properties(self) -> dict[str, Any]:
        """Keyword arguments for :class:`~arbitre.model.damage.DamageInstance`."""
        return {
            "materials": self.materials,
            "enhancement": self.enhancement,
            "magic": self.magic,
            "alignments": self.alignments,
            "epic": self.epic,
            "nonlethal": self.nonlethal,
            "source": self.source,
            "ghost_touch": self.ghost_touch,
            "incorporeal_source": self.incorporeal_source,
            "also_types": self.also_types,
        }


_FORMULA = re.compile(r"^\s*(\d+(?:[dD]\d+)?(?:\s*[+\-]\s*\d+(?:[dD]\d+)?)*)(?![dD\d])")
_FILLER = re.compile(
    r"^(?:points?\s+)?(?:de\s+|d')?(?:d[ée]g[âa]ts?|dommages?|damage|dmg)?\s*(?:de\s+|d'|du\s+)?",
    re.IGNORECASE,
)


def _spec_properties(words: Iterable[str], spec: dict[str, Any], text: str, start: int) -> None:
    """Apply property words to ``spec``; ``start`` is where they begin in ``text`` (0-based)."""
    for raw in words:
        word = raw.strip()
        if not word:
            continue
        norm = normalize_name(word)
        m = re.fullmatch(r"\+\s*(\d+)", norm)
        if m is not None:
            spec["enhancement"] = max(spec.get("enhancement", 0), int(m.group(1)))
            continue
        material = lookup(MATERIAL_NAMES, norm)
        if material is not None:
            spec["materials"] = spec.get("materials", frozenset()) | {material}
            continue
        norm2 = re.sub(r"^(?:aligne|alignee|aligned)\s+", "", norm)
        alignment = lookup(ALIGNMENT_NAMES, norm2)
        if alignment is not None:
            spec["alignments"] = spec.get("alignments", frozenset()) | {alignment}
            continue
        kw = keyword(norm)
        if kw == MAGIC:
            spec["magic"] = True
            continue
        if kw == EPIC:
            spec["epic"] = True
            continue
        if kw == "nonlethal":
            spec["nonlethal"] = True
            continue
        if kw == "ghost_touch":
            spec["ghost_touch"] = True
            continue
        if norm in ("intangible", "incorporeal", "source intangible", "incorporeal source"):
            spec["incorporeal_source"] = True
            continue
        source = lookup(DAMAGE_SOURCE_NAMES, norm)
        if source is not None:
            spec["source"] = source
            continue
        dtype = lookup(DAMAGE_TYPE_NAMES, norm)
        if dtype is not None:
            spec["also_types"] = spec.get("also_types", frozenset()) | {dtype}
            continue
        raise ParseError(
            "damage.bad_property",
            hint="damage.bad_property_hint",
            position=Position(max(text.find(word, start), start) + 1, text=text),
            property=word,
        )


def _words_len(text: str, k: int) -> int:
    """Length of the first ``k`` whitespace-separated words of ``text`` (with the spaces between)."""
    m = re.match(r"\S+(?:\s+\S+){" + str(k - 1) + "}", text)
    return 0 if m is None else m.end()


def parse_damage(text: str) -> tuple[DamageText, ...]:
    """Read a damage text into specs (formulas not rolled). Raises :class:`ParseError` with the
    column of what could not be read."""
    if not text.strip():
        raise ParseError("damage.empty_damage", hint="damage.damage_hint")
    specs: list[dict[str, Any]] = []
    pos = 0
    n = len(text)
    while pos < n:
        # separators between instances
        sep = re.match(r"\s*(?:,|;|\+|\bet\b|\band\b|\bplus\b)?\s*", text[pos:])
        if sep is not None and specs:
            pos += sep.end()
        else:
            pos += len(text[pos:]) - len(text[pos:].lstrip())
        if pos >= n:
            break
        m = _FORMULA.match(text[pos:])
        if m is None:
            raise ParseError(
                "damage.bad_amount",
                hint="damage.damage_hint",
                position=Position(pos + 1, text=text),
                found=text[pos:].split()[0] if text[pos:].split() else text[pos:],
            )
        formula = re.sub(r"\s+", "", m.group(1)).lower()
        pos += m.end()
        rest = text[pos:]
        filler = _FILLER.match(rest.lstrip())
        lead = len(rest) - len(rest.lstrip())
        skip = lead + (filler.end() if filler else 0)
        # the type: the longest run of words that names a type (``énergie négative``)
        words_m = re.match(r"[^\s,;+()]+(?:\s+[^\s,;+()\d]+){0,2}", text[pos + skip :])
        dtype: DamageType | None = None
        is_precision = False
        consumed = 0
        if words_m is not None:
            words = words_m.group(0).split()
            for k in range(len(words), 0, -1):
                candidate = " ".join(words[:k])
                found = lookup(DAMAGE_TYPE_NAMES, candidate)
                if found is not None:
                    dtype = found
                    consumed = _words_len(text[pos + skip :], k)
                    break
                if keyword(candidate) == "precision":
                    is_precision = True
                    consumed = _words_len(text[pos + skip :], k)
                    break
        if dtype is None and not is_precision:
            nxt = text[pos + skip :].strip()
            if nxt and not re.match(r"^[,;+(]|^(?:et|and|plus)\b", nxt):
                raise ParseError(
                    "damage.bad_type",
                    hint="damage.damage_hint",
                    position=Position(pos + skip + 1, text=text),
                    found=nxt.split()[0],
                )
            dtype = DamageType.UNTYPED
        pos += skip + consumed
        trailing = re.match(r"\s*(?:damage|dmg|d[ée]g[âa]ts?)\b", text[pos:], re.IGNORECASE)
        if trailing is not None:
            pos += trailing.end()
        spec: dict[str, Any] = {"formula": formula, "type": dtype}
        # properties in parentheses right after the type
        pm = re.match(r"\s*\(([^()]*)\)", text[pos:])
        if pm is not None:
            _spec_properties(re.split(r"\s*[,;]\s*", pm.group(1)), spec, text, pos)
            pos += pm.end()
        if is_precision:
            if not specs:
                raise ParseError("damage.precision_alone", position=Position(1, text=text))
            prev = specs[-1]
            old = prev.get("precision_formula")
            prev["precision_formula"] = formula if old is None else f"{old}+{formula}"
            continue
        specs.append(spec)
    return tuple(DamageText(**s) for s in specs)


__all__ = [
    "EFFECT_IMMUNITY_NAMES",
    "SPECIAL_NAMES",
    "UNPARSED_REASONS",
    "DamageText",
    "parse_damage",
    "parse_defenses",
]
