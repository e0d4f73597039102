"""What the pipeline needs to know: a target's defences (:class:`Target`) and an action's effect
(:class:`EffectPlan`), as small immutable values built from creatures, spells and abilities by
``engine/build.py``. The pipeline reads only these, so it does not depend on how content is stored.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from arbitre.dice import BoundExpression
from arbitre.model.damage import DamageInstance, Defenses
from arbitre.model.ruleset import PF1, Ruleset
from arbitre.model.saves import SaveEffect
from arbitre.rules.evasion import Evasion

SaveName = Literal["fortitude", "reflex", "will"]


@dataclass(frozen=True, slots=True)
class Target:
    """A creature as the pipeline sees it."""

    id: str
    name: str
    hp: int
    max_hp: int
    saves: dict[str, int] = field(default_factory=lambda: {"fortitude": 0, "reflex": 0, "will": 0})
    ac: int = 10
    touch_ac: int = 10
    flat_footed_ac: int = 10
    temp_hp: int = 0
    nonlethal: int = 0
    hit_dice: int = 1
    con_score: int | None = 10
    int_score: int | None = 10
    defenses: Defenses = field(default_factory=Defenses)
    evasion: Evasion = Evasion.NONE
    living: bool = True
    effect_immunities: frozenset[str] = frozenset()  # mind_affecting, death, paralysis, sleep…
    conditions: frozenset[str] = frozenset()
    in_antimagic: bool = False
    concealment: int = 0  # miss chance in percent (20 concealment, 50 total concealment)
    undead: bool = False
    levels: int = 1  # class levels or hit dice, for negative levels
    negative_levels: int = 0
    scores: dict[str, int | None] = field(default_factory=dict)  # current ability scores
    languages: frozenset[str] = frozenset()  # empty: not recorded

    @property
    def spell_resistance(self) -> int:
        return self.defenses.spell_resistance or 0


@dataclass(frozen=True, slots=True)
class DamagePart:
    """One damage roll of the effect: its expression, what it is made of, the roll's purpose."""

    expression: BoundExpression
    instance: DamageInstance  # amount ignored; type and properties matter
    purpose: str = "damage"
    precision: BoundExpression | None = None  # precision part, rolled separately (sneak attack)


def part_purpose(part: DamagePart, index: int, target_id: str) -> str:
    """The purpose of part ``index`` of an effect's damage for one target: each part has its own
    roll. The first keeps its purpose (``damage``, or ``damage:troll`` for a per-target roll; an
    area's roll carries no target and serves every target), the next are ``damage2``, ``damage3``…"""
    purpose = part.purpose.replace("{target}", target_id)
    if index:
        head, colon, rest = purpose.partition(":")
        purpose = f"{head}{index + 1}{colon}{rest}"
    return purpose


@dataclass(frozen=True, slots=True)
class AbilityHit:
    """Ability damage (or drain) an effect deals: ``amount`` points of ``ability``."""

    ability: str  # str, dex, con, int, wis, cha
    amount: BoundExpression
    drain: bool = False


@dataclass(frozen=True, slots=True)
class AttackPlan:
    bonus: int
    touch: bool = False
    threat: int = 20  # lowest natural d20 that threatens a critical hit
    multiplier: int = 2
    ranged: bool = False


@dataclass(frozen=True, slots=True)
class SavePlan:
    save: SaveName
    dc: int
    effect: SaveEffect
    harmless: bool = False


@dataclass(frozen=True, slots=True)
class EffectPlan:
    """One action's effect on each of its targets (a spell, an ability, a strike)."""

    actor: str
    label: str  # spell, ability or weapon name shown to the user (French)
    kind: Literal["spell", "ability", "strike"]
    ruleset: Ruleset = PF1
    caster_level: int | None = None
    spell_resistance: bool = False  # the spell allows spell resistance
    spell_key: str | None = None  # for SR remembered per spell and creature
    attack: AttackPlan | None = None
    save: SavePlan | None = None
    damage: tuple[DamagePart, ...] = ()
    conditions_on_failure: tuple[str, ...] = ()
    mind_affecting: bool = False
    language_dependent: bool = False
    actor_languages: frozenset[str] = frozenset()  # empty: not recorded
    death_effect: bool = False
    living_only: bool = False
    effect_tags: frozenset[str] = frozenset()  # fire, poison, paralysis… for effect immunities
    immune_ids: frozenset[str] = frozenset()  # targets immune to this very effect (own breath…)
    suppressed_by_antimagic: bool = True  # spells, Sp and Su; not Ext
    dc_section: str | None = None
    # riders: what comes on top of the damage once the effect lands (energy drain, poison…)
    negative_levels: int = 0  # energy drain: negative levels bestowed when the effect lands
    ability_damage: tuple[AbilityHit, ...] = ()
    rider_save: SavePlan | None = None  # a save against the riders only (poison's Fortitude)
    rider_tags: frozenset[str] = frozenset()  # poison…: targets immune to these skip the riders
    rider_immune_ids: frozenset[str] = frozenset()  # e.g. the poisoner's own species
    label_en: str | None = None  # the English name, when it differs

    def name(self, lang: str) -> str:
        return self.label_en if lang == "en" and self.label_en else self.label
