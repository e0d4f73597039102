"""The creature record: an immutable description of a monster or character at one moment.

Everything a rule needs to know about a creature lives here, as frozen values: hit dice or level,
hit points (lethal, nonlethal, temporary with expiry), ability scores (a score of 0 is not the same
as no score at all, text 000 « Affaiblissement et diminution de caractéristique »), saves, armour
class with touch and flat-footed values, size and its footprint on the grid, type and subtypes,
alignment, defenses (the damage model's record), special abilities (Ext, Sp or Su, with their
parameters), conditions, worn items, armour category, spellcasting, negative and positive levels.

Rules never mutate a creature: they return a new one (``dataclasses.replace`` or the ``with_*``
helpers). Impossible states are refused at construction with a :class:`RulesError` whose key
names the problem (``creatures.negative_score``, ``creatures.hd_zero``…).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from arbitre.core.errors import RulesError
from arbitre.core.i18n import Lang
from arbitre.core.text import strip_accents
from arbitre.model.ability import AbilityKind, AbilityScore, ability_modifier
from arbitre.model.damage import Defenses, Regeneration

# ---------------------------------------------------------------------------------------------
# small helpers


def fold(text: str) -> str:
    """Lower case, accents removed, typographic quotes and dashes made plain, spaces squeezed."""
    text = strip_accents(text)
    text = text.replace("’", "'").replace("–", "-").replace("—", "-").replace("\u00a0", " ")
    return re.sub(r"\s+", " ", text).strip().lower()


def slug(text: str) -> str:
    """``Young red dragon`` → ``young_red_dragon`` (ASCII, snake case)."""
    return re.sub(r"[^a-z0-9]+", "_", fold(text)).strip("_")


ParamValue = int | str | bool | Fraction | tuple[str, ...] | None
_EMPTY_PARAMS: Mapping[str, ParamValue] = MappingProxyType({})


def frozen_params(params: Mapping[str, ParamValue] | None) -> Mapping[str, ParamValue]:
    """A read-only copy of ``params`` (lists become tuples)."""
    if not params:
        return _EMPTY_PARAMS
    clean: dict[str, ParamValue] = {}
    for key, value in params.items():
        clean[key] = tuple(str(v) for v in value) if isinstance(value, list | tuple) else value
    return MappingProxyType(clean)


# ---------------------------------------------------------------------------------------------
# size


class Size(StrEnum):
    """Size categories, smallest first."""

    FINE = "fine"
    DIMINUTIVE = "diminutive"
    TINY = "tiny"
    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"
    HUGE = "huge"
    GARGANTUAN = "gargantuan"
    COLOSSAL = "colossal"

    @property
    def rank(self) -> int:
        """0 for fine … 8 for colossal: compare sizes with it (trample, swallow whole)."""
        return _SIZE_ORDER.index(self)

    @property
    def space(self) -> Fraction:
        """The side of the space the creature fills, in squares (1 square = 1.5 m = 5 ft)."""
        return _SIZE_SPACE[self]

    @property
    def footprint(self) -> int:
        """Squares per side the creature occupies on the grid (at least 1)."""
        return max(1, int(self.space))

    @property
    def ac_modifier(self) -> int:
        """Size modifier to armour class and attack rolls (+8 fine … −8 colossal)."""
        return _SIZE_AC[self.rank]

    @property
    def special_modifier(self) -> int:
        """Size modifier to combat manoeuvres (the opposite of :attr:`ac_modifier`)."""
        return -_SIZE_AC[self.rank]

    @property
    def grapple_modifier(self) -> int:
        """Size modifier to grapple checks in D&D 3.5 (−16 fine … +16 colossal)."""
        return -4 * _SIZE_GRAPPLE_STEPS[self.rank]

    def name_in(self, lang: Lang) -> str:
        return SIZE_NAMES[self][0 if lang == "fr" else 1]


_SIZE_ORDER = list(Size)
_SIZE_SPACE = {
    Size.FINE: Fraction(1, 10),
    Size.DIMINUTIVE: Fraction(1, 5),
    Size.TINY: Fraction(1, 2),
    Size.SMALL: Fraction(1),
    Size.MEDIUM: Fraction(1),
    Size.LARGE: Fraction(2),
    Size.HUGE: Fraction(3),
    Size.GARGANTUAN: Fraction(4),
    Size.COLOSSAL: Fraction(6),
}
_SIZE_AC = (8, 4, 2, 1, 0, -1, -2, -4, -8)
_SIZE_GRAPPLE_STEPS = (4, 3, 2, 1, 0, -1, -2, -3, -4)
SIZE_NAMES: dict[Size, tuple[str, str]] = {
    Size.FINE: ("Infime", "Fine"),
    Size.DIMINUTIVE: ("Minuscule", "Diminutive"),
    Size.TINY: ("Très petit", "Tiny"),
    Size.SMALL: ("Petit", "Small"),
    Size.MEDIUM: ("Moyen", "Medium"),
    Size.LARGE: ("Grand", "Large"),
    Size.HUGE: ("Très grand", "Huge"),
    Size.GARGANTUAN: ("Gigantesque", "Gargantuan"),
    Size.COLOSSAL: ("Colossal", "Colossal"),
}

# ---------------------------------------------------------------------------------------------
# type, subtypes, alignment


class CreatureType(StrEnum):
    """Creature types of PF1 and D&D 3.5 (``elemental`` and ``giant`` are 3.5 types)."""

    ABERRATION = "aberration"
    ANIMAL = "animal"
    CONSTRUCT = "construct"
    DRAGON = "dragon"
    ELEMENTAL = "elemental"
    FEY = "fey"
    GIANT = "giant"
    HUMANOID = "humanoid"
    MAGICAL_BEAST = "magical_beast"
    MONSTROUS_HUMANOID = "monstrous_humanoid"
    OOZE = "ooze"
    OUTSIDER = "outsider"
    PLANT = "plant"
    UNDEAD = "undead"
    VERMIN = "vermin"

    def name_in(self, lang: Lang) -> str:
        return TYPE_NAMES[self][0 if lang == "fr" else 1]


TYPE_NAMES: dict[CreatureType, tuple[str, str]] = {
    CreatureType.ABERRATION: ("aberration", "aberration"),
    CreatureType.ANIMAL: ("animal", "animal"),
    CreatureType.CONSTRUCT: ("créature artificielle", "construct"),
    CreatureType.DRAGON: ("dragon", "dragon"),
    CreatureType.ELEMENTAL: ("élémentaire", "elemental"),
    CreatureType.FEY: ("fée", "fey"),
    CreatureType.GIANT: ("géant", "giant"),
    CreatureType.HUMANOID: ("humanoïde", "humanoid"),
    CreatureType.MAGICAL_BEAST: ("créature magique", "magical beast"),
    CreatureType.MONSTROUS_HUMANOID: ("humanoïde monstrueux", "monstrous humanoid"),
    CreatureType.OOZE: ("vase", "ooze"),
    CreatureType.OUTSIDER: ("Extérieur", "outsider"),
    CreatureType.PLANT: ("plante", "plant"),
    CreatureType.UNDEAD: ("mort-vivant", "undead"),
    CreatureType.VERMIN: ("vermine", "vermin"),
}

# Subtypes arbitre knows by name (canonical id → French, English). Unknown subtypes are kept as
# their slug: they are facts about the creature even when no rule reads them.
SUBTYPE_NAMES: dict[str, tuple[str, str]] = {
    "air": ("Air", "air"),
    "earth": ("Terre", "earth"),
    "fire": ("Feu", "fire"),
    "water": ("Eau", "water"),
    "cold": ("Froid", "cold"),
    "good": ("Bien", "good"),
    "evil": ("Mal", "evil"),
    "lawful": ("Loi", "lawful"),
    "chaotic": ("Chaos", "chaotic"),
    "incorporeal": ("intangible", "incorporeal"),
    "extraplanar": ("extraplanaire", "extraplanar"),
    "native": ("natif", "native"),
    "shapechanger": ("métamorphe", "shapechanger"),
    "swarm": ("nuée", "swarm"),
    "aquatic": ("aquatique", "aquatic"),
    "augmented": ("augmenté", "augmented"),
    "giant": ("géant", "giant"),
    "goblinoid": ("gobelinoïde", "goblinoid"),
    "orc": ("orque", "orc"),
    "human": ("humain", "human"),
    "elf": ("elfe", "elf"),
    "dwarf": ("nain", "dwarf"),
    "gnome": ("gnome", "gnome"),
    "halfling": ("halfelin", "halfling"),
    "reptilian": ("reptilien", "reptilian"),
    "demon": ("démon", "demon"),
    "devil": ("diable", "devil"),
    "tanarri": ("tanar'ri", "tanar'ri"),
    "baatezu": ("baatezu", "baatezu"),
    "angel": ("ange", "angel"),
    "archon": ("archon", "archon"),
    "elemental": ("élémentaire", "elemental"),
    "mythic": ("mythique", "mythic"),
}
ALIGNMENT_SUBTYPES = frozenset({"good", "evil", "lawful", "chaotic"})

# the d20 family's common languages: id → (French, English); other names are kept folded
LANGUAGE_NAMES: dict[str, tuple[str, ...]] = {
    "common": ("commun", "common", "langue commune"),
    "undercommon": ("commun des profondeurs", "undercommon", "profond"),
    "giant": ("géant", "giant"),
    "draconic": ("draconien", "draconic", "draconique"),
    "elven": ("elfique", "elven", "elfe"),
    "dwarven": ("nain", "dwarven", "dwarvish"),
    "gnome": ("gnome", "gnomish"),
    "halfling": ("halfelin", "halfling"),
    "goblin": ("gobelin", "goblin"),
    "orc": ("orque", "orc"),
    "gnoll": ("gnoll",),
    "abyssal": ("abyssal",),
    "infernal": ("infernal",),
    "celestial": ("céleste", "celestial"),
    "aquan": ("aquatique", "aquan", "aquarien"),
    "auran": ("aérien", "auran"),
    "ignan": ("igné", "ignan"),
    "terran": ("terreux", "terran"),
    "sylvan": ("sylvestre", "sylvan"),
    "druidic": ("druidique", "druidic"),
    "aklo": ("aklo",),
    "necril": ("nécril", "necril"),
}
_LANGUAGE_INDEX = {fold(name): lid for lid, names in LANGUAGE_NAMES.items() for name in (lid, *names)}


def language_id(text: str) -> str:
    """``Commun``, ``common`` → ``common``: one id per language, whichever language the stat
    block was written in, so that a shared language is found (001 « Dépendant du langage »)."""
    key = fold(text.replace("_", " "))
    return _LANGUAGE_INDEX.get(key, key)


class Alignment(StrEnum):
    """The nine alignments, as two letters (law/chaos axis, good/evil axis)."""

    LG = "lg"
    NG = "ng"
    CG = "cg"
    LN = "ln"
    N = "n"
    CN = "cn"
    LE = "le"
    NE = "ne"
    CE = "ce"

    def name_in(self, lang: Lang) -> str:
        return ALIGNMENT_NAMES[self][0 if lang == "fr" else 1]

    @property
    def components(self) -> frozenset[str]:
        """``{"chaotic", "evil"}`` for CE; empty for N."""
        out: set[str] = set()
        law, good = self.value[0], self.value[-1]
        if self is not Alignment.N:
            out |= {"l": {"lawful"}, "c": {"chaotic"}}.get(law, set())
            out |= {"g": {"good"}, "e": {"evil"}}.get(good, set())
        return frozenset(out)


ALIGNMENT_NAMES: dict[Alignment, tuple[str, str]] = {
    Alignment.LG: ("LB", "LG"),
    Alignment.NG: ("NB", "NG"),
    Alignment.CG: ("CB", "CG"),
    Alignment.LN: ("LN", "LN"),
    Alignment.N: ("N", "N"),
    Alignment.CN: ("CN", "CN"),
    Alignment.LE: ("LM", "LE"),
    Alignment.NE: ("NM", "NE"),
    Alignment.CE: ("CM", "CE"),
}


class ArmorCategory(StrEnum):
    """The armour a creature wears, for evasion and similar restrictions."""

    NONE = "none"
    LIGHT = "light"
    MEDIUM = "medium"
    HEAVY = "heavy"


# ---------------------------------------------------------------------------------------------
# hit dice


_HD_GROUP = re.compile(r"(?P<count>\d+(?:/\d+)?|½)\s*[dD]\s*(?P<sides>\d+)")
_HD_TEXT = re.compile(
    r"^\s*(?:(?:\d+(?:/\d+)?|½)\s*[dD]\s*\d+|[+-]\s*[\d,]+|\s|plus|\+)+$",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class HitDice:
    """Hit dice such as ``6d8+36`` or ``3d8+4d12+42``: groups of (count, sides) and a bonus.

    ``count`` may be a fraction (``1/2 d8``) for the smallest creatures.
    """

    groups: tuple[tuple[Fraction, int], ...]
    bonus: int = 0

    def __post_init__(self) -> None:
        if not self.groups:
            raise RulesError("creatures.hd_zero")
        for count, sides in self.groups:
            if count <= 0:
                raise RulesError("creatures.hd_zero")
            if sides < 1:
                raise RulesError("creatures.bad_hd", text=str(self))

    @classmethod
    def parse(cls, text: str) -> HitDice:
        """Read ``6d8+36``, ``3d8+4d12+42``, ``1/2 d8+2``, ``12d8+51 plus 7d8+49``, ``128d8+1,152``."""
        cleaned = fold(text).replace("−", "-")
        if not cleaned or _HD_TEXT.match(cleaned) is None:
            raise RulesError("creatures.bad_hd", text=text)
        groups: list[tuple[Fraction, int]] = []
        for m in _HD_GROUP.finditer(cleaned):
            count = Fraction(1, 2) if m["count"] == "½" else Fraction(m["count"])
            groups.append((count, int(m["sides"])))
        rest = _HD_GROUP.sub(" ", cleaned).replace("plus", "+")
        bonus = sum(int(b.replace(" ", "").replace(",", "")) for b in re.findall(r"[+-]\s*[\d,]+", rest))
        if not groups:
            raise RulesError("creatures.hd_zero")
        return cls(tuple(groups), bonus)

    @property
    def count(self) -> Fraction:
        """Total number of hit dice (a fraction for ``1/2 d8``)."""
        return sum((c for c, _ in self.groups), Fraction(0))

    @property
    def number(self) -> int:
        """Whole hit dice, for ``½ HD`` formulas and level comparisons (at least 1)."""
        return max(1, int(self.count))

    @property
    def average(self) -> int:
        """Average hit points (each die counts half its maximum plus one half, rounded down)."""
        total = sum((c * Fraction(s + 1, 2) for c, s in self.groups), Fraction(0)) + self.bonus
        return max(1, int(total))

    def __str__(self) -> str:
        parts = []
        for count, sides in self.groups:
            parts.append(f"{count}d{sides}")
        text = "+".join(parts)
        if self.bonus:
            text += f"{self.bonus:+d}"
        return text


# ---------------------------------------------------------------------------------------------
# hit points


@dataclass(frozen=True, slots=True)
class TemporaryHitPoints:
    """A pool of temporary hit points; ``rounds_left`` ``None`` means no set expiry."""

    amount: int
    source: str | None = None
    rounds_left: int | None = None

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise RulesError("creatures.negative_value", field="hp.temporary", value=self.amount)
        if self.rounds_left is not None and self.rounds_left < 0:
            raise RulesError("creatures.negative_value", field="hp.temporary.rounds", value=self.rounds_left)


@dataclass(frozen=True, slots=True)
class HitPoints:
    """Maximum and current hit points, nonlethal damage taken, temporary pools.

    ``current`` may go below 0 (dying, dead); nonlethal damage is counted separately.
    """

    maximum: int
    current: int | None = None
    nonlethal: int = 0
    temporary: tuple[TemporaryHitPoints, ...] = ()

    def __post_init__(self) -> None:
        if self.maximum < 0:
            raise RulesError("creatures.negative_value", field="hp", value=self.maximum)
        if self.nonlethal < 0:
            raise RulesError("creatures.negative_value", field="hp.nonlethal", value=self.nonlethal)
        if self.current is None:
            object.__setattr__(self, "current", self.maximum)
        elif self.current > self.maximum:
            raise RulesError("creatures.hp_over_max", current=self.current, maximum=self.maximum)

    @property
    def now(self) -> int:
        """Current hit points (never ``None`` once built)."""
        return self.maximum if self.current is None else self.current

    @property
    def temporary_total(self) -> int:
        return sum(t.amount for t in self.temporary)

    @property
    def damage_taken(self) -> int:
        return self.maximum - self.now

    def with_temporary(
        self, amount: int, *, source: str | None = None, rounds: int | None = None
    ) -> HitPoints:
        """A new pool added (text 000 « Absorption d'énergie… »: the drainer's 5 per level, 1 hour)."""
        return replace(self, temporary=(*self.temporary, TemporaryHitPoints(amount, source, rounds)))

    def tick(self, rounds: int = 1) -> HitPoints:
        """Time passes: pools with an expiry lose ``rounds``; expired or empty pools disappear."""
        kept: list[TemporaryHitPoints] = []
        for pool in self.temporary:
            if pool.rounds_left is None:
                kept.append(pool)
            elif pool.rounds_left - rounds > 0 and pool.amount > 0:
                kept.append(replace(pool, rounds_left=pool.rounds_left - rounds))
        return replace(self, temporary=tuple(kept))


# ---------------------------------------------------------------------------------------------
# abilities and saves


Ability = AbilityScore  # one enum of the six scores, shared with the rules
ABILITY_ALIASES: dict[str, Ability] = {
    "str": Ability.STR,
    "for": Ability.STR,
    "force": Ability.STR,
    "strength": Ability.STR,
    "dex": Ability.DEX,
    "dexterite": Ability.DEX,
    "dexterity": Ability.DEX,
    "con": Ability.CON,
    "constitution": Ability.CON,
    "int": Ability.INT,
    "intelligence": Ability.INT,
    "wis": Ability.WIS,
    "sag": Ability.WIS,
    "sagesse": Ability.WIS,
    "wisdom": Ability.WIS,
    "cha": Ability.CHA,
    "charisme": Ability.CHA,
    "charisma": Ability.CHA,
}


@dataclass(frozen=True, slots=True)
class AbilityScores:
    """The six scores; ``None`` is « — » (no score at all), which is not the same as 0.

    ``damage`` and ``drain`` are points lost (text 000 « Affaiblissement et diminution de
    caractéristique »); the current score is the base less both, never below 0. Build with
    :meth:`of` (``AbilityScores.of(str=18, con=None)``); scores not given are 10.
    """

    scores: Mapping[Ability, int | None] = field(default_factory=lambda: MappingProxyType({}))
    damage: Mapping[Ability, int] = field(default_factory=lambda: MappingProxyType({}))
    drain: Mapping[Ability, int] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        full: dict[Ability, int | None] = {ab: 10 for ab in Ability}
        for key, value in self.scores.items():
            ab = Ability(key)
            if value is not None and value < 0:
                raise RulesError("creatures.negative_score", ability=ab.name_in("fr"), value=value)
            full[ab] = value
        object.__setattr__(self, "scores", MappingProxyType(full))
        for label in ("damage", "drain"):
            losses: Mapping[Ability, int] = getattr(self, label)
            for key, amount in losses.items():
                if amount < 0:
                    raise RulesError(
                        "creatures.negative_value", field=f"abilities.{label}.{Ability(key)}", value=amount
                    )
            object.__setattr__(self, label, MappingProxyType({Ability(k): v for k, v in losses.items() if v}))

    @classmethod
    def of(cls, **scores: int | None) -> AbilityScores:
        """``AbilityScores.of(str=18, dex=12, con=None)``; French names (``for``, ``sag``) too."""
        resolved: dict[Ability, int | None] = {}
        for key, value in scores.items():
            ab = ABILITY_ALIASES.get(fold(key).rstrip("_"))
            if ab is None:
                raise RulesError("creatures.unknown_ability_score", name=key)
            resolved[ab] = value
        return cls(MappingProxyType(resolved))

    def base(self, ability: Ability | str) -> int | None:
        """The score as written, before damage and drain."""
        return self.scores[Ability(ability)]

    def score(self, ability: Ability | str) -> int | None:
        """The current score: base less damage and drain, at least 0; ``None`` for « — »."""
        ab = Ability(ability)
        base = self.base(ab)
        if base is None:
            return None
        return max(0, base - self.damage.get(ab, 0) - self.drain.get(ab, 0))

    def modifier(self, ability: Ability | str) -> int:
        """The current modifier; a creature without the score counts +0 (its rules say what else)."""
        value = self.score(ability)
        return 0 if value is None else ability_modifier(value)

    def has(self, ability: Ability | str) -> bool:
        """``False`` for « — » (no score), ``True`` even at 0."""
        return self.base(ability) is not None

    def with_scores(self, **scores: int | None) -> AbilityScores:
        """Some base scores changed (French or English names)."""
        changed = AbilityScores.of(**scores)
        merged = dict(self.scores)
        for key in scores:
            ab = ABILITY_ALIASES[fold(key).rstrip("_")]
            merged[ab] = changed.scores[ab]
        return replace(self, scores=MappingProxyType(merged))

    def as_dict(self) -> dict[str, int | None]:
        return {ab.value: self.base(ab) for ab in Ability}


class Save(StrEnum):
    FORTITUDE = "fortitude"
    REFLEX = "reflex"
    WILL = "will"


SAVE_ALIASES: dict[str, Save] = {
    "fortitude": Save.FORTITUDE,
    "fort": Save.FORTITUDE,
    "vigueur": Save.FORTITUDE,
    "vig": Save.FORTITUDE,
    "reflex": Save.REFLEX,
    "ref": Save.REFLEX,
    "reflexes": Save.REFLEX,
    "reflexe": Save.REFLEX,
    "will": Save.WILL,
    "volonte": Save.WILL,
    "vol": Save.WILL,
}


@dataclass(frozen=True, slots=True)
class Saves:
    """Save bonuses; ``None`` when the block does not give one."""

    fortitude: int | None = None
    reflex: int | None = None
    will: int | None = None

    def get(self, save: Save | str) -> int | None:
        value: int | None = getattr(self, Save(save).value)
        return value

    def as_dict(self) -> dict[str, int | None]:
        return {"fortitude": self.fortitude, "reflex": self.reflex, "will": self.will}


# ---------------------------------------------------------------------------------------------
# armour class


@dataclass(frozen=True, slots=True)
class ArmorClass:
    """Total, touch and flat-footed AC, with the breakdown when the block gives it.

    ``components`` are (source, value) pairs with canonical sources: ``armor``, ``shield``,
    ``natural``, ``dex``, ``size``, ``dodge``, ``deflection``, ``insight``… When touch or
    flat-footed is not written, :meth:`derived` fills it from the breakdown.
    """

    total: int
    touch: int | None = None
    flat_footed: int | None = None
    components: tuple[tuple[str, int], ...] = ()

    def part(self, source: str) -> int:
        return sum(v for s, v in self.components if s == source)

    @property
    def natural(self) -> int:
        """Natural armour bonus (swallow whole: the stomach's AC is 10 + half of it)."""
        return self.part("natural")

    def derived(self) -> ArmorClass:
        """Touch = total − armour − shield − natural; flat-footed = total − positive Dex − dodge."""
        if not self.components:
            return self
        touch = self.touch
        if touch is None:
            touch = self.total - self.part("armor") - self.part("shield") - self.part("natural")
        flat = self.flat_footed
        if flat is None:
            flat = self.total - max(0, self.part("dex")) - self.part("dodge")
        return replace(self, touch=touch, flat_footed=flat)

    def as_dict(self) -> dict[str, int | None]:
        return {"total": self.total, "touch": self.touch, "flat_footed": self.flat_footed}


# ---------------------------------------------------------------------------------------------
# special abilities, senses


# The kind of a special ability (Ext, Sp, Su) is the abilities catalogue's enum.
Kind = AbilityKind


@dataclass(frozen=True, slots=True)
class SpecialAbility:
    """One special ability: catalogue ``id``, ``kind``, ``params`` (numbers, types, ranges…).

    ``unknown`` is ``True`` when the id is not in the abilities catalogue: the ability is kept
    (a fact about the creature) but no rule runs it. ``text`` is the wording it was read from.
    Ranges are in squares (:class:`~fractions.Fraction`), DCs and amounts are ints.
    """

    id: str
    kind: AbilityKind | None = None
    params: Mapping[str, ParamValue] = field(default_factory=lambda: _EMPTY_PARAMS)
    unknown: bool = False
    text: str | None = None

    def __post_init__(self) -> None:
        if not self.id:
            raise RulesError("creatures.empty_ability")
        object.__setattr__(self, "params", frozen_params(self.params))

    def param(self, name: str, default: ParamValue = None) -> ParamValue:
        return self.params.get(name, default)

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"id": self.id, "kind": None if self.kind is None else self.kind.value}
        for key, value in self.params.items():
            body[key] = _json_param(value)
        if self.unknown:
            body["unknown"] = True
        if self.text is not None:
            body["text"] = self.text
        return body


def _json_param(value: ParamValue) -> Any:
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    if isinstance(value, tuple):
        return list(value)
    return value


SENSE_IDS = ("darkvision", "low_light_vision", "blindsight", "blindsense", "tremorsense", "scent")


@dataclass(frozen=True, slots=True)
class Senses:
    """A view of the sense abilities (ranges in squares; ``None`` when the creature lacks it)."""

    darkvision: Fraction | None = None
    low_light_vision: bool = False
    blindsight: Fraction | None = None
    blindsense: Fraction | None = None
    tremorsense: Fraction | None = None
    scent: Fraction | None = None


# ---------------------------------------------------------------------------------------------
# spellcasting, items


@dataclass(frozen=True, slots=True)
class Spellcasting:
    """Spells a creature can cast: class, caster level, slots per level, prepared spells.

    ``slots`` maps spell level → slots still available; ``prepared`` maps spell level → spell
    ids prepared (empty for spontaneous casters). Energy drain removes from the highest level.
    """

    caster_class: str | None = None
    caster_level: int = 1
    slots: Mapping[int, int] = field(default_factory=lambda: MappingProxyType({}))
    prepared: Mapping[int, tuple[str, ...]] = field(default_factory=lambda: MappingProxyType({}))
    spontaneous: bool = False

    def __post_init__(self) -> None:
        if self.caster_level < 0:
            raise RulesError(
                "creatures.negative_value", field="spellcasting.caster_level", value=self.caster_level
            )
        for level, count in self.slots.items():
            if level < 0 or level > 9 or count < 0:
                raise RulesError("creatures.bad_slots", level=level, count=count)
        for level in self.prepared:
            if level < 0 or level > 9:
                raise RulesError("creatures.bad_slots", level=level, count=len(self.prepared[level]))
        object.__setattr__(self, "slots", MappingProxyType(dict(sorted(self.slots.items()))))
        object.__setattr__(
            self, "prepared", MappingProxyType({k: tuple(v) for k, v in sorted(self.prepared.items())})
        )

    @property
    def highest_level(self) -> int | None:
        """Highest spell level with a slot left (or a prepared spell), ``None`` when empty."""
        levels = [lv for lv, n in self.slots.items() if n > 0] + [lv for lv, s in self.prepared.items() if s]
        return max(levels) if levels else None


@dataclass(frozen=True, slots=True)
class WornItem:
    """An item the creature wears or holds (items can be damaged on a natural 1 on a save)."""

    name: str
    slot: str | None = None
    magical: bool = False


# ---------------------------------------------------------------------------------------------
# the creature


@dataclass(frozen=True, slots=True)
class Names:
    """French and English names; at least one."""

    fr: str | None = None
    en: str | None = None

    def __post_init__(self) -> None:
        if not (self.fr or self.en):
            raise RulesError("creatures.no_name")

    def get(self, lang: Lang) -> str:
        chosen = self.fr if lang == "fr" else self.en
        return chosen or self.en or self.fr or ""


@dataclass(frozen=True, slots=True)
class Creature:
    """A creature at one moment. Build it, never mutate it: rules return a changed copy."""

    id: str
    name: Names
    size: Size = Size.MEDIUM
    type: CreatureType | None = None
    subtypes: frozenset[str] = frozenset()
    alignment: Alignment | None = None
    hd: HitDice | None = None
    level: int | None = None
    classes: tuple[tuple[str, int], ...] = ()
    hp: HitPoints | None = None
    abilities: AbilityScores = field(default_factory=AbilityScores)
    saves: Saves = field(default_factory=Saves)
    ac: ArmorClass | None = None
    armor: ArmorCategory | None = None
    speed: Fraction | None = None
    defenses: Defenses | None = None
    defenses_text: str | None = None
    special: tuple[SpecialAbility, ...] = ()
    conditions: frozenset[str] = frozenset()
    languages: frozenset[str] = frozenset()  # folded names (« commun », « draconique »…)
    worn_items: tuple[WornItem, ...] = ()
    spellcasting: Spellcasting | None = None
    negative_levels: int = 0
    positive_levels: int = 0
    experience: int | None = None
    cr: Fraction | None = None
    summoned: bool = False
    position: tuple[int, int] | None = None
    source: str | None = None

    def __post_init__(self) -> None:
        if not self.id:
            raise RulesError("creatures.no_id")
        if self.level is not None and self.level < 1:
            key = "creatures.negative_level" if self.level < 0 else "creatures.level_zero"
            raise RulesError(key, value=self.level)
        for cls_name, lv in self.classes:
            if lv < 1:
                raise RulesError("creatures.negative_level", value=lv, what=cls_name)
        if self.negative_levels < 0:
            raise RulesError("creatures.negative_value", field="negative_levels", value=self.negative_levels)
        if self.positive_levels < 0:
            raise RulesError("creatures.negative_value", field="positive_levels", value=self.positive_levels)
        if self.experience is not None and self.experience < 0:
            raise RulesError("creatures.negative_value", field="experience", value=self.experience)
        if self.cr is not None and self.cr < 0:
            raise RulesError("creatures.negative_value", field="cr", value=self.cr)
        if self.speed is not None and self.speed < 0:
            raise RulesError("creatures.negative_value", field="speed", value=self.speed)
        object.__setattr__(self, "subtypes", frozenset(self.subtypes))
        object.__setattr__(self, "conditions", frozenset(self.conditions))
        object.__setattr__(self, "languages", frozenset(self.languages))
        object.__setattr__(self, "special", tuple(self.special))

    # -- levels and hit dice -------------------------------------------------------------------

    @property
    def hit_dice(self) -> int:
        """Hit dice for rules (``½ HD`` in save DCs, frightful presence, negative levels):
        the class levels of a character, else the monster's hit dice, else 1."""
        if self.level is not None:
            return self.level
        if self.hd is not None:
            return self.hd.number
        return 1

    # -- abilities -----------------------------------------------------------------------------

    def ability(self, ability_id: str) -> SpecialAbility | None:
        """The special ability ``ability_id`` (senses included), or ``None``."""
        for sa in self.special:
            if sa.id == ability_id:
                return sa
        return None

    def abilities_named(self, ability_id: str) -> tuple[SpecialAbility, ...]:
        """Every special ability with that id (a creature can have two breath weapons)."""
        return tuple(sa for sa in self.special if sa.id == ability_id)

    def has(self, ability_id: str) -> bool:
        return self.ability(ability_id) is not None

    @property
    def senses(self) -> Senses:
        def rng(ability_id: str) -> Fraction | None:
            sa = self.ability(ability_id)
            if sa is None:
                return None
            value = sa.param("range")
            if isinstance(value, Fraction | int):
                return Fraction(value)
            return Fraction(0)

        return Senses(
            darkvision=rng("darkvision"),
            low_light_vision=self.has("low_light_vision"),
            blindsight=rng("blindsight"),
            blindsense=rng("blindsense"),
            tremorsense=rng("tremorsense"),
            scent=rng("scent"),
        )

    # -- nature ----------------------------------------------------------------------------------

    def is_type(self, creature_type: CreatureType | str) -> bool:
        return self.type is not None and self.type == CreatureType(creature_type)

    @property
    def is_undead(self) -> bool:
        return self.is_type(CreatureType.UNDEAD)

    @property
    def is_construct(self) -> bool:
        return self.is_type(CreatureType.CONSTRUCT)

    @property
    def is_living(self) -> bool:
        """Not undead and not a construct."""
        return not (self.is_undead or self.is_construct)

    @property
    def is_incorporeal(self) -> bool:
        return "incorporeal" in self.subtypes or self.has("incorporeal")

    @property
    def alignment_subtypes(self) -> frozenset[str]:
        """``good``/``evil``/``lawful``/``chaotic`` subtypes (their natural weapons count as such)."""
        return self.subtypes & ALIGNMENT_SUBTYPES

    # -- changes ---------------------------------------------------------------------------------

    def with_conditions(self, *added: str, removed: Iterable[str] = ()) -> Creature:
        return replace(self, conditions=(self.conditions | set(added)) - set(removed))

    def with_special(self, *abilities: SpecialAbility) -> Creature:
        """Abilities added, replacing any with the same id."""
        ids = {a.id for a in abilities}
        return replace(self, special=(*(a for a in self.special if a.id not in ids), *abilities))

    def with_hp(self, hp: HitPoints) -> Creature:
        return replace(self, hp=hp)


def sync_defenses(creature: Creature) -> Creature:
    """The defenses that follow from the creature itself: incorporeal (subtype or ability),
    regeneration and fast healing (their abilities' amount and bypass keys) — so the damage rules,
    which read :class:`Defenses`, see what the special abilities say."""
    current = creature.defenses
    changes: dict[str, Any] = {}
    if creature.is_incorporeal and (current is None or not current.incorporeal):
        changes["incorporeal"] = True
    regen = creature.ability("regeneration")
    amount = regen.param("amount") if regen is not None else None
    if regen is not None and isinstance(amount, int) and not isinstance(amount, bool):
        bypass = regen.param("bypass")
        keys = frozenset(bypass) if isinstance(bypass, tuple) else frozenset()
        wanted = Regeneration(amount, keys)
        if current is None or current.regeneration != wanted:
            changes["regeneration"] = wanted
    healing = creature.ability("fast_healing")
    rate = healing.param("amount") if healing is not None else None
    if (
        isinstance(rate, int)
        and not isinstance(rate, bool)
        and (current is None or current.fast_healing != rate)
    ):
        changes["fast_healing"] = rate
    if not changes:
        return creature
    return replace(creature, defenses=replace(current or Defenses(), **changes))


__all__ = [
    "ABILITY_ALIASES",
    "ALIGNMENT_SUBTYPES",
    "SAVE_ALIASES",
    "SIZE_NAMES",
    "SUBTYPE_NAMES",
    "TYPE_NAMES",
    "Ability",
    "AbilityScores",
    "Alignment",
    "ArmorCategory",
    "ArmorClass",
    "Creature",
    "CreatureType",
    "HitDice",
    "HitPoints",
    "Kind",
    "Names",
    "ParamValue",
    "Save",
    "Saves",
    "Senses",
    "Size",
    "SpecialAbility",
    "Spellcasting",
    "TemporaryHitPoints",
    "WornItem",
    "ability_modifier",
    "fold",
    "slug",
    "sync_defenses",
]
