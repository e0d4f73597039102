"""Antimagic fields: what they suppress, what resumes, who winks out, and what can end them.

Section: 000 « Antimagie » (and the Ext/Sp/Su table of 000 « Types de pouvoirs spéciaux »).

Antimagic suppresses, it never ends: spells and items work again once the field is gone or has
moved, unless their duration ran out meanwhile (:func:`resumes_after`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from arbitre.core.errors import RulesError
from arbitre.model.ability import AbilityKind, normalise, section, works_in_antimagic
from arbitre.model.explain import Step

SECTION = section("Antimagie")


class EffectSource(StrEnum):
    """Where an effect comes from."""

    SPELL = "spell"
    SPELL_LIKE = "sp"
    SUPERNATURAL = "su"
    EXTRAORDINARY = "ext"
    MAGIC_ITEM = "magic_item"
    NONMAGICAL = "nonmagical"


_BY_KIND = {
    AbilityKind.EXTRAORDINARY: EffectSource.EXTRAORDINARY,
    AbilityKind.SPELL_LIKE: EffectSource.SPELL_LIKE,
    AbilityKind.SUPERNATURAL: EffectSource.SUPERNATURAL,
}


def source_of(kind: AbilityKind) -> EffectSource:
    return _BY_KIND[kind]


# spells the field does not touch, by id, with French and English names
UNAFFECTED_SPELLS: dict[str, tuple[str, str]] = {
    "wall_of_force": ("mur de force", "wall of force"),
    "prismatic_wall": ("mur prismatique", "prismatic wall"),
    "prismatic_sphere": ("sphère prismatique", "prismatic sphere"),
}
_UNAFFECTED_NAMES = {
    normalise(n): k for k, names in UNAFFECTED_SPELLS.items() for n in (k.replace("_", " "), *names)
}


def unaffected_spell(spell: str | None) -> bool:
    """Whether ``spell`` (id or French/English name) ignores antimagic."""
    return spell is not None and normalise(spell.replace("_", " ")) in _UNAFFECTED_NAMES


@dataclass(frozen=True, slots=True)
class Suppression:
    suppressed: bool
    steps: tuple[Step, ...] = ()


def suppressed_in_field(source: EffectSource, *, spell: str | None = None) -> Suppression:
    """Whether an effect from ``source`` stops working inside the field.

    Spells, spell-like and supernatural abilities and magic items stop; extraordinary abilities and
    mundane effects go on; wall of force and the prismatic wall and sphere are not affected.
    """
    if (source is EffectSource.SPELL and unaffected_spell(spell)) or source in (
        EffectSource.EXTRAORDINARY,
        EffectSource.NONMAGICAL,
    ):
        result = False
    elif source in (EffectSource.SPELL_LIKE, EffectSource.SUPERNATURAL):
        result = not works_in_antimagic(AbilityKind(source.value))
    else:
        result = True
    step = Step(
        "antimagic_suppression",
        SECTION,
        None,
        None,
        {"source": source.value, "spell": spell, "suppressed": result},
    )
    return Suppression(result, (step,))


def resumes_after(duration_left_rounds: int | None, rounds_suppressed: int) -> bool:
    """Whether a suppressed effect works again when the field goes (``None``: permanent effect)."""
    if rounds_suppressed < 0:
        raise RulesError("abilities.negative_count", what="rounds", value=rounds_suppressed)
    return duration_left_rounds is None or duration_left_rounds > rounds_suppressed


class Presence(StrEnum):
    """What happens to a creature's body when it enters the field."""

    PRESENT = "present"  # the body stays; its magic (spells, Sp, Su) is suppressed
    WINKS_OUT = "winks_out"  # vanishes, comes back at the same place when the field moves or ends


def creature_in_field(*, summoned: bool, undead: bool, incorporeal: bool) -> Presence:
    """Summoned creatures of any type and incorporeal undead wink out; every other creature stays.

    Constructs, elementals, outsiders and corporeal undead are explicitly unharmed in body.
    """
    return Presence.WINKS_OUT if summoned or (undead and incorporeal) else Presence.PRESENT


class AreaSpellInField(StrEnum):
    WORKS_OUTSIDE_FIELD = "works_outside_field"  # centred outside: normal outside, nothing inside
    SUPPRESSED = "suppressed"  # centred inside: wholly suppressed


def area_spell_meets_field(centre_inside_field: bool) -> AreaSpellInField:
    """An area spell reaching the field works outside it if its centre lies outside, else not at all."""
    return AreaSpellInField.SUPPRESSED if centre_inside_field else AreaSpellInField.WORKS_OUTSIDE_FIELD


def fields_at(count: int) -> bool:
    """Whether a point covered by ``count`` fields is under antimagic: overlaps neither cancel nor stack."""
    if count < 0:
        raise RulesError("abilities.negative_count", what="fields", value=count)
    return count > 0


class Dispeller(StrEnum):
    DISPEL_MAGIC = "dispel_magic"
    GREATER_DISPEL_MAGIC = "greater_dispel_magic"
    BREAK_ENCHANTMENT = "break_enchantment"
    DISJUNCTION = "mordenkainens_disjunction"


DISJUNCTION_CHANCE_PER_LEVEL = 0.01


def disjunction_chance(caster_level: int) -> float:
    """The chance Mordenkainen's disjunction ends a field: 1% per caster level (at most 100%)."""
    if caster_level < 0:
        raise RulesError("abilities.negative_count", what="caster_level", value=caster_level)
    return min(1.0, DISJUNCTION_CHANCE_PER_LEVEL * caster_level)


@dataclass(frozen=True, slots=True)
class DispelAttempt:
    field_ends: bool
    items_inside_protected: bool  # a field that resists disjunction shields the items it holds
    steps: tuple[Step, ...] = ()


def dispel_field(
    dispeller: Dispeller, *, caster_level: int = 0, disjunction_roll_succeeds: bool = False
) -> DispelAttempt:
    """Try to end a field: dispel magic, greater dispel and break enchantment never can; disjunction
    can (the caller rolls against :func:`disjunction_chance` and passes the outcome)."""
    if dispeller is not Dispeller.DISJUNCTION:
        return DispelAttempt(
            False,
            False,
            (Step("antimagic_dispel", SECTION, None, None, {"by": dispeller.value, "ends": False}),),
        )
    chance = disjunction_chance(caster_level)
    ends = disjunction_roll_succeeds and chance > 0
    step = Step(
        "antimagic_dispel", SECTION, None, None, {"by": dispeller.value, "ends": ends, "chance": chance}
    )
    return DispelAttempt(ends, not ends, (step,))


@dataclass(frozen=True, slots=True)
class ItemInField:
    works: bool
    effect_lost: bool  # always False: a bag of holding's contents are out of reach, not gone
    steps: tuple[Step, ...] = ()


def magic_item_in_field() -> ItemInField:
    """A magic item with a permanent effect stops working inside the field without losing it."""
    return ItemInField(
        False,
        False,
        (Step("antimagic_suppression", SECTION, None, None, {"source": "magic_item", "suppressed": True}),),
    )
