"""The spell record: every line of a spell's stat block as structured, immutable data.

Text 001 « Présentation des sorts » describes the stat block line by line; each line has a record
here. Canonical identifiers are English (``evocation``, ``fire``, ``reflex``); French and English
display names live in :mod:`arbitre.core.messages.spells`. Distances are :class:`~fractions.Fraction`
squares (1 square = 1.5 m = 5 ft, :mod:`arbitre.core.units`). The geometry of an area (which squares
it covers) belongs to :mod:`arbitre.rules.areas`; a spell only says its shape and dimensions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction

from arbitre.model.ruleset import RulesetId
from arbitre.model.saves import SaveEffect, SaveKind


class School(StrEnum):
    """The eight schools, plus universal (001 « Écoles (et branches) »)."""

    ABJURATION = "abjuration"
    CONJURATION = "conjuration"
    DIVINATION = "divination"
    ENCHANTMENT = "enchantment"
    EVOCATION = "evocation"
    ILLUSION = "illusion"
    NECROMANCY = "necromancy"
    TRANSMUTATION = "transmutation"
    UNIVERSAL = "universal"


class Subschool(StrEnum):
    """Branches of the schools (001 « Écoles (et branches) »)."""

    SCRYING = "scrying"
    CHARM = "charm"
    COMPULSION = "compulsion"
    FIGMENT = "figment"
    GLAMER = "glamer"
    PATTERN = "pattern"
    PHANTASM = "phantasm"
    SHADOW = "shadow"
    CALLING = "calling"
    SUMMONING = "summoning"
    CREATION = "creation"
    HEALING = "healing"
    TELEPORTATION = "teleportation"
    POLYMORPH = "polymorph"


SUBSCHOOL_SCHOOL: dict[Subschool, School] = {
    Subschool.SCRYING: School.DIVINATION,
    Subschool.CHARM: School.ENCHANTMENT,
    Subschool.COMPULSION: School.ENCHANTMENT,
    Subschool.FIGMENT: School.ILLUSION,
    Subschool.GLAMER: School.ILLUSION,
    Subschool.PATTERN: School.ILLUSION,
    Subschool.PHANTASM: School.ILLUSION,
    Subschool.SHADOW: School.ILLUSION,
    Subschool.CALLING: School.CONJURATION,
    Subschool.SUMMONING: School.CONJURATION,
    Subschool.CREATION: School.CONJURATION,
    Subschool.HEALING: School.CONJURATION,
    Subschool.TELEPORTATION: School.CONJURATION,
    Subschool.POLYMORPH: School.TRANSMUTATION,
}


class Descriptor(StrEnum):
    """The 24 descriptors (« registres ») listed by 001 « Registre »."""

    ACID = "acid"
    AIR = "air"
    GOOD = "good"
    CHAOTIC = "chaotic"
    PAIN = "pain"
    WATER = "water"
    ELECTRICITY = "electricity"
    EMOTION = "emotion"
    FIRE = "fire"
    FORCE = "force"
    COLD = "cold"
    LANGUAGE_DEPENDENT = "language-dependent"
    LAWFUL = "lawful"
    LIGHT = "light"
    EVIL = "evil"
    DISEASE = "disease"
    CURSE = "curse"
    MIND_AFFECTING = "mind-affecting"
    DEATH = "death"
    SHADOW = "shadow"
    POISON = "poison"
    SONIC = "sonic"
    EARTH = "earth"
    FEAR = "fear"


class ComponentKind(StrEnum):
    """001 « Les composantes »: verbal, somatic, material, focus, divine focus."""

    V = "V"
    S = "S"
    M = "M"
    F = "F"
    DF = "DF"


@dataclass(frozen=True, slots=True)
class Components:
    """The components line. ``divine_alternative`` holds M or F when written ``M/DF`` or ``F/DF``:
    the arcane version needs that component, the divine version a divine focus instead."""

    kinds: frozenset[ComponentKind] = frozenset()
    divine_alternative: frozenset[ComponentKind] = frozenset()
    material_cost_gp: Fraction | None = None  # None: negligible (a component pouch covers it)
    focus_cost_gp: Fraction | None = None

    def labels(self) -> list[str]:
        """``["V", "S", "M/DF"]``: the abbreviations in stat-block order."""
        out: list[str] = []
        for kind in ComponentKind:
            if kind in self.divine_alternative:
                out.append(f"{kind.value}/DF")
            elif kind in self.kinds and not (kind is ComponentKind.DF and self.divine_alternative):
                out.append(kind.value)
        return out

    @property
    def verbal(self) -> bool:
        return ComponentKind.V in self.kinds

    @property
    def somatic(self) -> bool:
        return ComponentKind.S in self.kinds


class CastingUnit(StrEnum):
    """001 « Le temps d'incantation »."""

    SWIFT = "swift"
    IMMEDIATE = "immediate"
    STANDARD = "standard"
    FULL_ROUND = "full_round"
    ROUND = "round"
    MINUTE = "minute"
    HOUR = "hour"
    DAY = "day"
    WEEK = "week"
    ACTION = "action"  # pf2: a number of actions
    SPECIAL = "special"


@dataclass(frozen=True, slots=True)
class CastingTime:
    unit: CastingUnit = CastingUnit.STANDARD
    amount: int = 1


class RangeKind(StrEnum):
    """001 « La portée »."""

    PERSONAL = "personal"
    TOUCH = "touch"
    CLOSE = "close"
    MEDIUM = "medium"
    LONG = "long"
    UNLIMITED = "unlimited"
    FIXED = "fixed"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class Range:
    """A range; for ``FIXED``, ``distance`` squares plus ``per_level`` squares per caster level."""

    kind: RangeKind
    distance: Fraction | None = None
    per_level: Fraction | None = None
    see_text: bool = False


class AreaShape(StrEnum):
    """Geometry of an area (001 « Zone d'effet »: cône, cylindre, ligne, sphère; plus cubes)."""

    SPHERE = "sphere"  # a radius around a point (the default shape of bursts, emanations, spreads)
    CONE = "cone"
    CYLINDER = "cylinder"
    LINE = "line"
    CUBE = "cube"
    OTHER = "other"


class AreaSpread(StrEnum):
    """How an area fills its shape (001 « Rayonnement, émanation ou étendue »)."""

    BURST = "burst"
    EMANATION = "emanation"
    SPREAD = "spread"


@dataclass(frozen=True, slots=True)
class Area:
    """Shape and dimensions (squares); ``count`` cubes or ``per_level`` dimensions for shapeable areas."""

    shape: AreaShape
    spread: AreaSpread | None = None
    radius: Fraction | None = None
    length: Fraction | None = None  # cones and lines
    width: Fraction | None = None  # lines (1 square unless said otherwise)
    height: Fraction | None = None  # cylinders
    side: Fraction | None = None  # cubes
    count: int = 1
    per_level: bool = False  # the count or the dimension grows per caster level
    shapeable: bool = False  # (F)/(S) in the stat block (001 « (F) Façonnable »)

    @property
    def shape_label(self) -> str:
        """``spread``, ``cone``, ``burst``…: the spread when the shape is a sphere, else the shape."""
        if self.shape is AreaShape.SPHERE and self.spread is not None:
            return self.spread.value
        return self.shape.value


class TargetKind(StrEnum):
    CASTER = "caster"
    CREATURE = "creature"
    OBJECT = "object"
    CREATURE_OR_OBJECT = "creature_or_object"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class Targets:
    """001 « Cible(s) »: ``count`` targets (``None``: see text), or one per ``levels_per_target``."""

    kind: TargetKind
    count: int | None = 1
    levels_per_target: int | None = None  # "one creature/level" → 1; "/2 levels" → 2
    willing_only: bool = False
    living_only: bool = False
    touched: bool = False


class EffectKind(StrEnum):
    """001 « Effet »: what the spell brings into being."""

    RAY = "ray"
    CREATURE = "creature"
    OBJECT = "object"
    BARRIER = "barrier"
    CLOUD = "cloud"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class Effect:
    kind: EffectKind
    count: int = 1
    area: Area | None = None  # clouds and walls that fill a shape


class DurationKind(StrEnum):
    """001 « La durée »."""

    INSTANTANEOUS = "instantaneous"
    PERMANENT = "permanent"
    CONCENTRATION = "concentration"
    TIMED = "timed"
    DISCHARGE = "discharge"
    SPECIAL = "special"


class TimeUnit(StrEnum):
    ROUND = "round"
    MINUTE = "minute"
    HOUR = "hour"
    DAY = "day"
    WEEK = "week"
    MONTH = "month"
    YEAR = "year"


ROUNDS_PER_UNIT: dict[TimeUnit, int] = {
    TimeUnit.ROUND: 1,
    TimeUnit.MINUTE: 10,
    TimeUnit.HOUR: 600,
    TimeUnit.DAY: 14_400,
    TimeUnit.WEEK: 100_800,
    TimeUnit.MONTH: 432_000,
    TimeUnit.YEAR: 5_256_000,
}


@dataclass(frozen=True, slots=True)
class TimeSpan:
    """``base`` + ``per_level`` × (caster level // ``levels_per``) units; ``dice`` for a rolled span."""

    unit: TimeUnit
    base: int = 0
    per_level: int = 0
    levels_per: int = 1
    dice: str | None = None  # "1d4+1": a variable duration, rolled in secret (001 « Durée déterminée »)


@dataclass(frozen=True, slots=True)
class Duration:
    """The duration line; ``span`` for timed spells, ``lingering``/``cap`` for concentration."""

    kind: DurationKind
    span: TimeSpan | None = None
    lingering: TimeSpan | None = None  # "concentration + 1 round/level"
    cap: TimeSpan | None = None  # "concentration, up to 1 minute/level"
    dismissible: bool = False  # (T)/(D)
    discharge: bool = False  # "… or until discharged"
    see_text: bool = False


@dataclass(frozen=True, slots=True)
class SavingThrow:
    save: SaveKind = SaveKind.NONE
    effect: SaveEffect = SaveEffect.NONE
    harmless: bool = False
    object: bool = False
    see_text: bool = False


@dataclass(frozen=True, slots=True)
class SpellResistance:
    applies: bool = False
    harmless: bool = False
    object: bool = False
    see_text: bool = False


@dataclass(frozen=True, slots=True)
class DamageSpec:
    """One damage roll: dice text over the caster-level variables (``min(nls,10)d6``), a canonical
    English damage type id (``fire``, ``positive``, ``untyped``)."""

    formula: str
    type: str = "untyped"
    per: str | None = None  # "missile", "ray", "touch", "round": rolled once per such unit
    count: str | None = None  # how many such units, dice text over the caster level ("min((nls+1)/2,5)")
    half_type: str | None = None  # half the damage is of this other type (flame strike: untyped)


@dataclass(frozen=True, slots=True)
class Heightening:
    """pf2: ``add`` (dice text) for every ``step`` ranks above the spell's base rank."""

    add: str
    step: int = 1


@dataclass(frozen=True, slots=True)
class Payload:
    """What the engine applies: damage, healing, conditions (canonical English ids)."""

    damage: tuple[DamageSpec, ...] = ()
    healing: str | None = None
    conditions: tuple[str, ...] = ()
    heightened: Heightening | None = None
    attack: str | None = None  # "ranged_touch", "melee_touch", "spell_attack" (pf2)


@dataclass(frozen=True, slots=True)
class Spell:
    """One spell. ``levels`` pairs canonical class ids with the spell's level for that class."""

    name_en: str
    name_fr: str | None = None
    ruleset: RulesetId = RulesetId.PF1
    school: School = School.UNIVERSAL
    subschool: Subschool | None = None
    descriptors: frozenset[Descriptor] = frozenset()
    other_descriptors: tuple[str, ...] = ()  # descriptors outside the 24 of text 001
    levels: tuple[tuple[str, int], ...] = ()
    components: Components = field(default_factory=Components)
    casting_time: CastingTime = field(default_factory=CastingTime)
    range: Range = field(default_factory=lambda: Range(RangeKind.OTHER))
    targets: Targets | None = None
    effect: Effect | None = None
    area: Area | None = None
    duration: Duration = field(default_factory=lambda: Duration(DurationKind.SPECIAL))
    saving_throw: SavingThrow = field(default_factory=SavingThrow)
    spell_resistance: SpellResistance = field(default_factory=SpellResistance)
    payload: Payload = field(default_factory=Payload)

    @property
    def id(self) -> str:
        """A stable key (the English name, lower case, words joined by ``_``)."""
        return "_".join(self.name_en.lower().replace("'", "").split())

    def level_for(self, class_id: str) -> int | None:
        """The spell's level for ``class_id`` (``wizard``, ``cleric``…), ``None`` if not on its list."""
        for name, level in self.levels:
            if name == class_id:
                return level
        return None

    @property
    def lowest_level(self) -> int | None:
        return min((level for _, level in self.levels), default=None)

    def name(self, lang: str) -> str:
        """The name in ``lang`` (the English one when no French name is known)."""
        if lang == "fr" and self.name_fr:
            return self.name_fr
        return self.name_en

    @property
    def targets_only_caster(self) -> bool:
        """« Cible : le jeteur de sorts »: no save, no spell resistance (001 « Cible(s) »)."""
        return self.range.kind is RangeKind.PERSONAL or (
            self.targets is not None and self.targets.kind is TargetKind.CASTER
        )


__all__ = [
    "ROUNDS_PER_UNIT",
    "SUBSCHOOL_SCHOOL",
    "Area",
    "AreaShape",
    "AreaSpread",
    "CastingTime",
    "CastingUnit",
    "ComponentKind",
    "Components",
    "DamageSpec",
    "Descriptor",
    "Duration",
    "DurationKind",
    "Effect",
    "EffectKind",
    "Heightening",
    "Payload",
    "Range",
    "RangeKind",
    "SaveEffect",
    "SaveKind",
    "SavingThrow",
    "School",
    "Spell",
    "SpellResistance",
    "Subschool",
    "TargetKind",
    "Targets",
    "TimeSpan",
    "TimeUnit",
]
