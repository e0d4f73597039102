"""Damage and defenses as immutable records.

A damage roll is a tuple of :class:`DamageInstance` (amount, type, properties); a creature's
protections are one :class:`Defenses` record (damage reduction, spell resistance, resistances,
immunities, weaknesses, regeneration, fast healing, and what could not be read).

Canonical identifiers are English snake case (``slashing``, ``cold_iron``); French and English
names live in one alias table per enum (:data:`DAMAGE_TYPE_NAMES`, :data:`MATERIAL_NAMES`, …) and
are looked up with :func:`lookup` after :func:`normalize_name`.

Sections: text 002 « Les types de dégâts » (types, materials, precision); text 000
« Réduction des dégâts », « Résistance aux énergies destructives », « Régénération »,
« Guérison accélérée » (the defense records).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, TypeVar

from arbitre.core.i18n import Lang, current_lang
from arbitre.core.text import repair, strip_accents
from arbitre.model.explain import Step

# --------------------------------------------------------------------------- enums


class DamageType(StrEnum):
    """What a damage instance is made of (text 002 « Les types de dégâts »)."""

    BLUDGEONING = "bludgeoning"
    PIERCING = "piercing"
    SLASHING = "slashing"
    ACID = "acid"
    COLD = "cold"
    ELECTRICITY = "electricity"
    FIRE = "fire"
    SONIC = "sonic"
    FORCE = "force"
    POSITIVE = "positive"
    NEGATIVE = "negative"
    MENTAL = "mental"
    CHAOTIC = "chaotic"
    EVIL = "evil"
    GOOD = "good"
    LAWFUL = "lawful"
    UNTYPED = "untyped"  # damage with no type (d20 family: falling, some abilities)

    @property
    def category(self) -> DamageCategory:
        return _CATEGORY[self]

    @property
    def is_physical(self) -> bool:
        return self in PHYSICAL_TYPES

    @property
    def is_energy(self) -> bool:
        return self in ENERGY_TYPES


class DamageCategory(StrEnum):
    """Families of damage types; ``physical`` and ``energy`` are also IWR keys in pf2."""

    PHYSICAL = "physical"
    ENERGY = "energy"
    FORCE = "force"
    LIFE = "life"  # positive and negative
    MENTAL = "mental"
    ALIGNMENT = "alignment"
    UNTYPED = "untyped"


PHYSICAL_TYPES = frozenset({DamageType.BLUDGEONING, DamageType.PIERCING, DamageType.SLASHING})
ENERGY_TYPES = frozenset(
    {DamageType.ACID, DamageType.COLD, DamageType.ELECTRICITY, DamageType.FIRE, DamageType.SONIC}
)
ALIGNMENT_TYPES = frozenset({DamageType.CHAOTIC, DamageType.EVIL, DamageType.GOOD, DamageType.LAWFUL})

_CATEGORY: dict[DamageType, DamageCategory] = {
    **dict.fromkeys(PHYSICAL_TYPES, DamageCategory.PHYSICAL),
    **dict.fromkeys(ENERGY_TYPES, DamageCategory.ENERGY),
    **dict.fromkeys(ALIGNMENT_TYPES, DamageCategory.ALIGNMENT),
    DamageType.FORCE: DamageCategory.FORCE,
    DamageType.POSITIVE: DamageCategory.LIFE,
    DamageType.NEGATIVE: DamageCategory.LIFE,
    DamageType.MENTAL: DamageCategory.MENTAL,
    DamageType.UNTYPED: DamageCategory.UNTYPED,
}


class Material(StrEnum):
    """Special materials a weapon can be made of (extendable)."""

    SILVER = "silver"
    ALCHEMICAL_SILVER = "alchemical_silver"
    COLD_IRON = "cold_iron"
    ADAMANTINE = "adamantine"
    MITHRAL = "mithral"
    WOOD = "wood"

    @property
    def counts_as(self) -> frozenset[str]:
        """The keys this material satisfies (alchemical silver is silver for DR and IWR)."""
        if self is Material.ALCHEMICAL_SILVER:
            return frozenset({self.value, Material.SILVER.value})
        return frozenset({self.value})


class Alignment(StrEnum):
    """Alignment components a weapon (or a creature's subtype) can carry."""

    GOOD = "good"
    EVIL = "evil"
    LAWFUL = "lawful"
    CHAOTIC = "chaotic"


class DamageSource(StrEnum):
    """Where the damage comes from; decides DR, spell resistance and incorporeal handling."""

    WEAPON = "weapon"  # manufactured weapon
    NATURAL = "natural"  # natural attack (bite, claw…)
    UNARMED = "unarmed"
    SPELL = "spell"
    SPELL_LIKE = "spell_like"  # (Mag) / (Sp)
    SUPERNATURAL = "supernatural"  # (Sur) / (Su)
    EXTRAORDINARY = "extraordinary"  # (Ext)
    OTHER = "other"  # traps, environment

    @property
    def is_attack_form(self) -> bool:
        """A weapon, natural or unarmed strike: what damage reduction stops (text 000)."""
        return self in (DamageSource.WEAPON, DamageSource.NATURAL, DamageSource.UNARMED)

    @property
    def is_magical(self) -> bool:
        """Spells and spell-like or supernatural abilities are magical whatever the weapon."""
        return self in (DamageSource.SPELL, DamageSource.SPELL_LIKE, DamageSource.SUPERNATURAL)


# Keys that a DR bypass alternative may require (English snake case, JSON contract of issue 3).
MAGIC = "magic"
EPIC = "epic"
DR_KEYS: frozenset[str] = frozenset(
    {m.value for m in Material}
    | {a.value for a in Alignment}
    | {t.value for t in PHYSICAL_TYPES}
    | {MAGIC, EPIC, "vorpal"}
)
# An enhancement bonus of +6 counts as epic for DR (not in the seed texts: the SRD epic rule).
EPIC_ENHANCEMENT = 6


# --------------------------------------------------------------------------- damage


@dataclass(frozen=True, slots=True)
class DamageInstance:
    """One part of a damage roll: ``amount`` points of ``type`` with its properties.

    ``precision`` is the part of ``amount`` that is precision damage (sneak attack…): it is
    included in ``amount`` and only matters to immunities (text 002 « Les types de dégâts »).
    ``formula`` keeps the dice text the amount came from, when it was rolled.
    ``also_types`` lists further types the same damage counts as (a weapon that is both
    bludgeoning and piercing bypasses DR/bludgeoning and DR/piercing).
    """

    amount: int
    type: DamageType
    precision: int = 0
    materials: frozenset[Material] = frozenset()
    enhancement: int = 0
    magic: bool = False
    alignments: frozenset[Alignment] = frozenset()
    epic: bool = False
    nonlethal: bool = False
    source: DamageSource = DamageSource.WEAPON
    incorporeal_source: bool = False  # the attacker itself is incorporeal
    ghost_touch: bool = False
    also_types: frozenset[DamageType] = frozenset()
    formula: str | None = None

    def __post_init__(self) -> None:
        if self.amount < 0 or self.precision < 0:
            raise ValueError("damage amounts are never negative")

    @property
    def is_magical(self) -> bool:
        """Magical for DR, IWR and incorporeal rules: a magic weapon (+1 or more), a spell…"""
        return (
            self.magic
            or self.enhancement >= 1
            or self.source.is_magical
            or self.type is DamageType.FORCE
            or self.ghost_touch
        )

    @property
    def is_epic(self) -> bool:
        return self.epic or self.enhancement >= EPIC_ENHANCEMENT

    @property
    def types(self) -> frozenset[DamageType]:
        return frozenset({self.type}) | self.also_types

    def material_keys(self) -> frozenset[str]:
        keys: set[str] = set()
        for material in self.materials:
            keys |= material.counts_as
        return frozenset(keys)

    def dr_keys(self) -> frozenset[str]:
        """What this damage brings against damage reduction (text 000 « Réduction des dégâts »)."""
        keys: set[str] = {t.value for t in self.types if t.is_physical}
        keys |= self.material_keys()
        keys |= {a.value for a in self.alignments}
        if self.is_magical:
            keys.add(MAGIC)
        if self.is_epic:
            keys.add(EPIC)
        return frozenset(keys)

    def iwr_keys(self) -> frozenset[str]:
        """What IWR entries can match this damage (text 002 « Immunités, faiblesses et résistances »).

        Alignment IWR only meets damage of that alignment type, never an aligned attacker.
        """
        keys: set[str] = {"all", self.type.value, self.type.category.value}
        keys |= {t.value for t in self.also_types}
        keys |= self.material_keys()
        keys.add("magical" if self.is_magical else "nonmagical")
        if self.ghost_touch:
            keys.add("ghost_touch")
        if self.nonlethal:
            keys.add("nonlethal")
        return frozenset(keys)

    def with_amount(self, amount: int, precision: int | None = None) -> DamageInstance:
        return replace(
            self, amount=amount, precision=min(amount, self.precision if precision is None else precision)
        )


# --------------------------------------------------------------------------- defenses


@dataclass(frozen=True, slots=True)
class DamageReduction:
    """``amount``/bypass. ``bypass`` lists alternatives; each alternative is the set of keys that
    must ALL be present (``10/Bien et fer froid`` → ``({"good", "cold_iron"},)``);
    ``10/—`` has no alternative: nothing bypasses it."""

    amount: int
    bypass: tuple[frozenset[str], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"amount": self.amount, "bypass": [sorted(alt) for alt in self.bypass]}


@dataclass(frozen=True, slots=True)
class Resistance:
    """Resistance ``amount`` to ``key`` (a damage type, ``physical``, ``energy``, ``all``…).

    ``exceptions``: keys whose presence on the damage cancels this resistance
    (``physique (sauf argent)``); ``only``: keys the damage must carry (``nonmagical``).
    """

    key: str
    amount: int
    exceptions: frozenset[str] = frozenset()
    only: frozenset[str] = frozenset()

    def matches(self, keys: frozenset[str]) -> bool:
        return self.key in keys and self.only <= keys and not (self.exceptions & keys)

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"type": self.key, "amount": self.amount}
        if self.exceptions:
            body["except"] = sorted(self.exceptions)
        if self.only:
            body["only"] = sorted(self.only)
        return body


@dataclass(frozen=True, slots=True)
class Weakness:
    """Weakness ``amount`` to ``key`` (pf2: add the amount); ``amount is None`` is the d20
    vulnerability (half again as much damage)."""

    key: str
    amount: int | None = None
    exceptions: frozenset[str] = frozenset()

    @property
    def is_vulnerability(self) -> bool:
        return self.amount is None

    def matches(self, keys: frozenset[str]) -> bool:
        return self.key in keys and not (self.exceptions & keys)

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"type": self.key, "amount": self.amount}
        if self.is_vulnerability:
            body["vulnerability"] = True
        if self.exceptions:
            body["except"] = sorted(self.exceptions)
        return body


@dataclass(frozen=True, slots=True)
class Regeneration:
    """Regeneration ``amount`` per round; damage carrying one of ``bypass`` stays lethal
    (text 000 « Régénération »). Keys: damage types, alignments, materials."""

    amount: int
    bypass: frozenset[str] = frozenset()

    def to_dict(self) -> dict[str, Any]:
        return {"amount": self.amount, "bypass": sorted(self.bypass)}


@dataclass(frozen=True, slots=True)
class Unparsed:
    """A part of a defense line that was not understood, kept verbatim with a reason id
    (``damage.reason.<reason>`` in the catalogue)."""

    text: str
    reason: str
    field: str | None = None

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"text": self.text, "reason": self.reason}
        if self.field:
            body["field"] = self.field
        return body


@dataclass(frozen=True, slots=True)
class Defenses:
    """Everything that changes damage a creature takes, plus what could not be read.

    ``immunities`` holds canonical keys: damage types (``cold``), categories (``physical``),
    ``precision``, ``critical_hits``, and effect tags (``poison``, ``mind_affecting``…).
    ``special`` holds recognised named abilities with no damage rule here (``light_sensitivity``).
    """

    damage_reduction: tuple[DamageReduction, ...] = ()
    spell_resistance: int | None = None
    resistances: tuple[Resistance, ...] = ()
    immunities: frozenset[str] = frozenset()
    weaknesses: tuple[Weakness, ...] = ()
    regeneration: Regeneration | None = None
    fast_healing: int | None = None
    incorporeal: bool = False
    gaseous: bool = False
    special: tuple[str, ...] = ()
    unparsed: tuple[Unparsed, ...] = ()

    @property
    def complete(self) -> bool:
        return not self.unparsed

    def merge(self, other: Defenses) -> Defenses:
        """Both records together (several sources of DR/SR/resistance keep the best, in rules)."""
        return Defenses(
            damage_reduction=self.damage_reduction + other.damage_reduction,
            spell_resistance=_max_opt(self.spell_resistance, other.spell_resistance),
            resistances=self.resistances + other.resistances,
            immunities=self.immunities | other.immunities,
            weaknesses=self.weaknesses + other.weaknesses,
            regeneration=_best_regen(self.regeneration, other.regeneration),
            fast_healing=_max_opt(self.fast_healing, other.fast_healing),
            incorporeal=self.incorporeal or other.incorporeal,
            gaseous=self.gaseous or other.gaseous,
            special=self.special + tuple(s for s in other.special if s not in self.special),
            unparsed=self.unparsed + other.unparsed,
        )

    def resistance_table(self) -> dict[str, int]:
        """Best resistance per key, ignoring exceptions (the JSON ``resistances`` map)."""
        table: dict[str, int] = {}
        for r in self.resistances:
            table[r.key] = max(table.get(r.key, 0), r.amount)
        return table

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape of ``arbitre parse defenses`` (issue 3 contract, plus extra keys)."""
        return {
            "ok": True,
            "damage_reduction": [dr.to_dict() for dr in self.damage_reduction],
            "spell_resistance": self.spell_resistance,
            "resistances": self.resistance_table(),
            "immunities": sorted(self.immunities),
            "weaknesses": [w.to_dict() for w in self.weaknesses],
            "unparsed": [u.to_dict() for u in self.unparsed],
            "resistance_details": [r.to_dict() for r in self.resistances],
            "regeneration": None if self.regeneration is None else self.regeneration.to_dict(),
            "fast_healing": self.fast_healing,
            "incorporeal": self.incorporeal,
            "gaseous": self.gaseous,
            "special": list(self.special),
            "complete": self.complete,
        }


def _max_opt(a: int | None, b: int | None) -> int | None:
    if a is None:
        return b
    if b is None:
        return a
    return max(a, b)


def _best_regen(a: Regeneration | None, b: Regeneration | None) -> Regeneration | None:
    if a is None:
        return b
    if b is None:
        return a
    return a if a.amount >= b.amount else b


# --------------------------------------------------------------------------- names

E = TypeVar("E", bound=StrEnum)


def normalize_name(text: str) -> str:
    """Lower case, repaired (text 000's ``ę``/``ŕ``/``ů``), accents and apostrophes folded,
    spaces collapsed: the form alias tables are matched on."""
    text = repair(text).replace("’", "'").replace("‘", "'")
    stripped = strip_accents(text.lower())
    return " ".join(stripped.replace("-", " ").replace("_", " ").split())


# One table per enum: canonical member → names (French first, then English and variants).
DAMAGE_TYPE_NAMES: dict[DamageType, tuple[str, ...]] = {
    DamageType.BLUDGEONING: ("contondant", "contondants", "contondante", "bludgeoning", "blunt"),
    DamageType.PIERCING: ("perforant", "perforants", "perforante", "piercing"),
    DamageType.SLASHING: ("tranchant", "tranchants", "tranchante", "slashing"),
    DamageType.ACID: ("acide", "acid"),
    DamageType.COLD: ("froid", "cold"),
    DamageType.ELECTRICITY: ("électricité", "électrique", "foudre", "electricity", "electric", "lightning"),
    DamageType.FIRE: ("feu", "fire"),
    DamageType.SONIC: ("son", "sonique", "soniques", "sonic", "sound"),
    DamageType.FORCE: ("force",),
    DamageType.POSITIVE: ("positif", "positifs", "énergie positive", "positive", "positive energy"),
    DamageType.NEGATIVE: ("négatif", "négatifs", "énergie négative", "negative", "negative energy"),
    DamageType.MENTAL: ("mental", "mentaux", "mentale", "mentales"),
    DamageType.CHAOTIC: ("chaotique", "chaotiques", "chaos", "du chaos", "chaotic"),
    DamageType.EVIL: ("mauvais", "maléfique", "maléfiques", "mal", "du mal", "evil"),
    DamageType.GOOD: ("bon", "bons", "bien", "du bien", "good"),
    DamageType.LAWFUL: ("loyal", "loyaux", "loi", "de la loi", "lawful", "law"),
    DamageType.UNTYPED: ("sans type", "non typé", "untyped"),
}

DAMAGE_CATEGORY_NAMES: dict[DamageCategory, tuple[str, ...]] = {
    DamageCategory.PHYSICAL: ("physique", "physiques", "physical"),
    DamageCategory.ENERGY: ("énergie", "énergies", "energy"),
    DamageCategory.FORCE: ("force",),
    DamageCategory.LIFE: ("vital", "vitality"),
    DamageCategory.MENTAL: ("mental",),
    DamageCategory.ALIGNMENT: ("alignement", "alignment"),
    DamageCategory.UNTYPED: ("sans type", "untyped"),
}

MATERIAL_NAMES: dict[Material, tuple[str, ...]] = {
    Material.SILVER: ("argent", "argenté", "argentée", "silver", "silvered"),
    Material.ALCHEMICAL_SILVER: ("argent alchimique", "alchemical silver"),
    Material.COLD_IRON: ("fer froid", "fer foid", "cold iron"),
    Material.ADAMANTINE: ("adamantium", "adamantine", "adamantite", "adamant"),
    Material.MITHRAL: ("mithral", "mithril"),
    Material.WOOD: ("bois", "wood", "wooden"),
}

ALIGNMENT_NAMES: dict[Alignment, tuple[str, ...]] = {
    Alignment.GOOD: ("bien", "bon", "bonne", "du bien", "good"),
    Alignment.EVIL: ("mal", "mauvais", "mauvaise", "maléfique", "du mal", "evil"),
    Alignment.LAWFUL: ("loi", "loyal", "loyale", "de la loi", "lawful", "law"),
    Alignment.CHAOTIC: ("chaos", "chaotique", "du chaos", "chaotic"),
}

DAMAGE_SOURCE_NAMES: dict[DamageSource, tuple[str, ...]] = {
    DamageSource.WEAPON: ("arme", "arme manufacturée", "weapon", "manufactured weapon"),
    DamageSource.NATURAL: ("arme naturelle", "attaque naturelle", "naturelle", "natural", "natural attack"),
    DamageSource.UNARMED: ("mains nues", "à mains nues", "unarmed", "unarmed strike"),
    DamageSource.SPELL: ("sort", "spell"),
    DamageSource.SPELL_LIKE: ("pouvoir magique", "mag", "spell like", "spell like ability", "sp"),
    DamageSource.SUPERNATURAL: ("pouvoir surnaturel", "sur", "supernatural", "su"),
    DamageSource.EXTRAORDINARY: ("pouvoir extraordinaire", "ext", "extraordinary", "ex"),
    DamageSource.OTHER: ("autre", "piège", "other", "trap"),
}

# Other DR / property keywords (not enum members): magic, epic, ghost touch, force, precision.
KEYWORD_NAMES: dict[str, tuple[str, ...]] = {
    MAGIC: ("magie", "magique", "magiques", "magic", "magical"),
    EPIC: ("épique", "épiques", "epic"),
    "vorpal": ("vorpal", "vorpale", "armes vorpales", "vorpal weapons"),
    "ghost_touch": ("spectrale", "arme spectrale", "spectral", "ghost touch", "fantôme"),
    "precision": ("précision", "precision"),
    "nonlethal": ("non létal", "non létaux", "non létale", "non létales", "nonlethal", "non lethal"),
}


def _index(table: Mapping[E, Iterable[str]]) -> dict[str, E]:
    index: dict[str, E] = {}
    for member, names in table.items():
        index[normalize_name(member.value)] = member
        for name in names:
            index.setdefault(normalize_name(name), member)
    return index


_INDEXES: dict[int, dict[str, Any]] = {}


def lookup(table: Mapping[E, Iterable[str]], text: str) -> E | None:
    """The member of ``table`` named ``text`` in French or English (case and accents ignored)."""
    index = _INDEXES.get(id(table))
    if index is None:
        index = _INDEXES[id(table)] = _index(table)
    found: E | None = index.get(normalize_name(text))
    return found


def keyword(text: str) -> str | None:
    """The keyword of :data:`KEYWORD_NAMES` named ``text`` (``magie`` → ``magic``)."""
    wanted = normalize_name(text)
    for key, names in KEYWORD_NAMES.items():
        if wanted == key or wanted in {normalize_name(n) for n in names}:
            return key
    return None


def display_name(member: StrEnum, lang: str = "fr") -> str:
    """A member's usual name in ``lang`` (first French name, or the English id)."""
    if lang != "fr":
        return member.value.replace("_", " ")
    for table in (
        DAMAGE_TYPE_NAMES,
        MATERIAL_NAMES,
        ALIGNMENT_NAMES,
        DAMAGE_SOURCE_NAMES,
        DAMAGE_CATEGORY_NAMES,
    ):
        names = table.get(member)  # type: ignore[call-overload]
        if names:
            return str(names[0])
    return member.value


# --------------------------------------------------------------------------- rendering keys


def key_name(key: str, lang: Lang | None = None) -> str:
    """A canonical key (``cold_iron``, ``fire``, ``physical``, ``good``) named in ``lang``."""
    lang = lang or current_lang()
    if lang != "fr":
        return key.replace("_", " ")
    if key == "all":
        return "tous"
    tables: tuple[Mapping[Any, tuple[str, ...]], ...] = (
        ALIGNMENT_NAMES,
        MATERIAL_NAMES,
        DAMAGE_TYPE_NAMES,
        DAMAGE_CATEGORY_NAMES,
    )
    for table in tables:
        for member, names in table.items():
            if member.value == key:
                name = str(names[0])
                return name.capitalize() if table is ALIGNMENT_NAMES else name
    if key in KEYWORD_NAMES:
        return KEYWORD_NAMES[key][0]
    return key


def dr_text(label: str, lang: Lang | None = None) -> str:
    """A DR step label ``10/cold_iron+good|silver`` as ``10/fer froid et Bien ou argent``."""
    lang = lang or current_lang()
    amount, _, bypass = label.partition("/")
    if bypass in ("", "-"):
        return f"{amount}/—"
    sep_and, sep_or = (" et ", " ou ") if lang == "fr" else (" and ", " or ")
    alts = [sep_and.join(key_name(k, lang) for k in alt.split("+")) for alt in bypass.split("|")]
    return f"{amount}/" + sep_or.join(alts)


def defenses_lines(defenses: Defenses, lang: Lang | None = None) -> list[str]:
    """What a defense record says, one short phrase per defense, in ``lang`` (``RD 10/argent``,
    ``DR 10/silver``, ``résistance (feu) 10``…): for showing a creature in either language
    whatever language its stat line was written in. What was not read is left out."""
    from arbitre.core.i18n import tr

    lang = lang or current_lang()
    or_ = " ou " if lang == "fr" else " or "
    out: list[str] = []
    for dr in defenses.damage_reduction:
        bypass = "|".join("+".join(sorted(alt)) for alt in dr.bypass) or "-"
        out.append(tr("damage.show.dr", lang, value=dr_text(f"{dr.amount}/{bypass}", lang)))
    if defenses.spell_resistance:
        out.append(tr("damage.show.sr", lang, value=defenses.spell_resistance))
    for r in defenses.resistances:
        out.append(tr("damage.show.resistance", lang, key=key_name(r.key, lang), amount=r.amount))
    if defenses.immunities:
        names = ", ".join(key_name(k, lang) for k in sorted(defenses.immunities))
        out.append(tr("damage.show.immunities", lang, keys=names))
    for w in defenses.weaknesses:
        if w.is_vulnerability:
            out.append(tr("damage.show.vulnerability", lang, key=key_name(w.key, lang)))
        else:
            out.append(tr("damage.show.weakness", lang, key=key_name(w.key, lang), amount=w.amount))
    if defenses.regeneration is not None:
        keys = or_.join(key_name(k, lang) for k in sorted(defenses.regeneration.bypass)) or "—"
        out.append(tr("damage.show.regeneration", lang, amount=defenses.regeneration.amount, keys=keys))
    if defenses.fast_healing:
        out.append(tr("damage.show.fast_healing", lang, amount=defenses.fast_healing))
    if defenses.incorporeal:
        out.append(tr("damage.show.incorporeal", lang))
    return out


def describe_damage_step(step: Step, lang: Lang | None = None) -> str:
    """:meth:`Step.describe` with the damage keys of its detail (``type``, ``dr``) named in
    ``lang``: what interfaces show for the steps of the damage rules."""
    lang = lang or current_lang()
    detail = dict(step.detail)
    if isinstance(detail.get("type"), str):
        detail["type"] = key_name(detail["type"], lang)
    if isinstance(detail.get("dr"), str):
        detail["dr"] = dr_text(detail["dr"], lang)
    return replace(step, detail=detail).describe(lang)


__all__ = [
    "ALIGNMENT_NAMES",
    "ALIGNMENT_TYPES",
    "DAMAGE_CATEGORY_NAMES",
    "DAMAGE_SOURCE_NAMES",
    "DAMAGE_TYPE_NAMES",
    "DR_KEYS",
    "ENERGY_TYPES",
    "EPIC",
    "EPIC_ENHANCEMENT",
    "KEYWORD_NAMES",
    "MAGIC",
    "MATERIAL_NAMES",
    "PHYSICAL_TYPES",
    "Alignment",
    "DamageCategory",
    "DamageInstance",
    "DamageReduction",
    "DamageSource",
    "DamageType",
    "Defenses",
    "Material",
    "Regeneration",
    "Resistance",
    "Unparsed",
    "Weakness",
    "defenses_lines",
    "describe_damage_step",
    "display_name",
    "dr_text",
    "key_name",
    "keyword",
    "lookup",
    "normalize_name",
]
