"""Saving throws against spells: the DC, reading the d20, harmless and object saves, exposed items.

Sections of text 001 « Les jets de sauvegarde »: « Degré de difficulté des jets de sauvegarde »
(DC = 10 + spell level for the caster's class + the class's key ability modifier), « Échecs et
réussites automatiques » (natural 1 fails, natural 20 succeeds), « Échec volontaire au jet de
sauvegarde », « (Inoffensif) », « (Objet) » and « Jets de sauvegarde et objets » with its table
« Objets affectés par les attaques magiques ».

One function reads every ruleset's save: :func:`save_outcome` takes the natural d20, the total and
the DC, and asks the ruleset profile how outcomes are read (``SaveOutcomes.PASS_FAIL`` for the d20
family, ``SaveOutcomes.FOUR_DEGREES`` for pf2). Nothing here rolls dice: the natural d20 and the
random pick of an exposed item are inputs; :func:`exposed_item_pick_count` says how many picks are
equally likely so the engine can roll, force or branch.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum, StrEnum
from fractions import Fraction
from typing import TYPE_CHECKING

from arbitre.core.errors import RulesError
from arbitre.model.ability import AbilityScore
from arbitre.model.explain import Step
from arbitre.model.ruleset import PF1, Ruleset, SaveOutcomes
from arbitre.model.saves import SaveEffect
from arbitre.rules.dc import halve

if TYPE_CHECKING:
    from arbitre.model.spell import SavingThrow, Spell

SECTION = "001 « Les jets de sauvegarde »"
SECTION_DC = "001 « Degré de difficulté des jets de sauvegarde »"
SECTION_AUTO = "001 « Échecs et réussites automatiques »"
SECTION_VOLUNTARY = "001 « Échec volontaire au jet de sauvegarde »"
SECTION_OBJECTS = "001 « Jets de sauvegarde et objets »"
SECTION_OBJECT_TAG = "001 « (Objet) »"
SECTION_HARMLESS = "001 « (Inoffensif) »"
SECTION_PF2 = "pf2 profile « save_outcomes: four_degrees »"

# The key ability of each caster class (001 names wizard, bard, paladin, sorcerer, cleric, druid,
# ranger; the other PF1 casters follow their own class rules).
KEY_ABILITY: dict[str, AbilityScore] = {
    "wizard": AbilityScore.INT,
    "sorcerer": AbilityScore.CHA,
    "bard": AbilityScore.CHA,
    "paladin": AbilityScore.CHA,
    "cleric": AbilityScore.WIS,
    "druid": AbilityScore.WIS,
    "ranger": AbilityScore.WIS,
    "oracle": AbilityScore.CHA,
    "witch": AbilityScore.INT,
    "magus": AbilityScore.INT,
    "alchemist": AbilityScore.INT,
    "summoner": AbilityScore.CHA,
    "summoner_unchained": AbilityScore.CHA,
    "inquisitor": AbilityScore.WIS,
    "antipaladin": AbilityScore.CHA,
    "shaman": AbilityScore.WIS,
    "bloodrager": AbilityScore.CHA,
    "arcanist": AbilityScore.INT,
    "skald": AbilityScore.CHA,
    "hunter": AbilityScore.WIS,
    "warpriest": AbilityScore.WIS,
    "investigator": AbilityScore.INT,
    "psychic": AbilityScore.INT,
    "mesmerist": AbilityScore.CHA,
    "occultist": AbilityScore.INT,
    "spiritualist": AbilityScore.WIS,
    "medium": AbilityScore.CHA,
    "adept": AbilityScore.WIS,
}


def key_ability(class_id: str) -> AbilityScore:
    """The ability whose modifier adds to the DC of ``class_id``'s spells."""
    try:
        return KEY_ABILITY[class_id]
    except KeyError:
        raise RulesError(
            "spells.unknown_caster_class", value=class_id, known=", ".join(KEY_ABILITY)
        ) from None


@dataclass(frozen=True, slots=True)
class SaveDC:
    dc: int
    spell_level: int
    ability: AbilityScore | None
    ability_modifier: int
    steps: tuple[Step, ...]


def spell_save_dc(spell_level: int, ability_modifier: int, *, other_modifiers: int = 0) -> SaveDC:
    """10 + spell level + the key ability modifier (+ any other DC modifiers, e.g. feats)."""
    if not 0 <= spell_level <= 9:
        raise RulesError("spells.bad_spell_level", value=spell_level)
    dc = 10 + spell_level + ability_modifier + other_modifiers
    step = Step(
        "spell_save_dc",
        SECTION_DC,
        None,
        dc,
        {"spell_level": spell_level, "modifier": ability_modifier, "other": other_modifiers},
    )
    return SaveDC(dc, spell_level, None, ability_modifier, (step,))


def spell_save_dc_for(
    spell: Spell, class_id: str, ability_modifier: int, *, other_modifiers: int = 0
) -> SaveDC:
    """The DC of ``spell`` cast by a ``class_id`` caster: the level on that class's list counts."""
    level = spell.level_for(class_id)
    if level is None:
        raise RulesError("spells.not_on_list", spell=spell.name_en, caster_class=class_id)
    base = spell_save_dc(level, ability_modifier, other_modifiers=other_modifiers)
    ability = KEY_ABILITY.get(class_id)
    return SaveDC(base.dc, level, ability, ability_modifier, base.steps)


class Degree(IntEnum):
    """Outcome of a save; the d20 family only uses FAILURE and SUCCESS."""

    CRITICAL_FAILURE = 0
    FAILURE = 1
    SUCCESS = 2
    CRITICAL_SUCCESS = 3

    @property
    def succeeded(self) -> bool:
        return self >= Degree.SUCCESS


@dataclass(frozen=True, slots=True)
class SaveOutcome:
    degree: Degree
    natural: int
    total: int
    dc: int
    steps: tuple[Step, ...]

    @property
    def succeeded(self) -> bool:
        return self.degree.succeeded

    @property
    def natural_one(self) -> bool:
        return self.natural == 1


def save_outcome(natural: int, total: int, dc: int, ruleset: Ruleset = PF1) -> SaveOutcome:
    """Read a save: the natural d20 (1–20), the total with every bonus, the DC.

    d20 family: a natural 1 always fails and a natural 20 always succeeds, otherwise total ≥ DC.
    pf2 (four degrees): 10 or more over the DC is a critical success, 10 or more under is a critical
    failure; a natural 20 raises the degree by one step and a natural 1 lowers it by one.
    """
    if not 1 <= natural <= 20:
        raise RulesError("spells.bad_natural", value=natural)
    if ruleset.save_outcomes is SaveOutcomes.FOUR_DEGREES:
        if total >= dc + 10:
            degree = Degree.CRITICAL_SUCCESS
        elif total >= dc:
            degree = Degree.SUCCESS
        elif total <= dc - 10:
            degree = Degree.CRITICAL_FAILURE
        else:
            degree = Degree.FAILURE
        if natural == 20:
            degree = Degree(min(degree + 1, Degree.CRITICAL_SUCCESS))
        elif natural == 1:
            degree = Degree(max(degree - 1, Degree.CRITICAL_FAILURE))
        step = Step(
            "save_degree",
            SECTION_PF2,
            total,
            int(degree),
            {"natural": natural, "dc": dc, "degree": degree.name},
        )
        return SaveOutcome(degree, natural, total, dc, (step,))
    if natural == 1:
        degree, rule = Degree.FAILURE, "save_natural_1"
    elif natural == 20:
        degree, rule = Degree.SUCCESS, "save_natural_20"
    else:
        degree = Degree.SUCCESS if total >= dc else Degree.FAILURE
        rule = "save_roll"
    step = Step(rule, SECTION_AUTO if rule != "save_roll" else SECTION, total, int(degree), {"dc": dc})
    return SaveOutcome(degree, natural, total, dc, (step,))


def degree_probabilities(bonus: int, dc: int, ruleset: Ruleset = PF1) -> dict[Degree, Fraction]:
    """Exact chance of each degree for a d20 + ``bonus`` save against ``dc`` (20 faces enumerated)."""
    out: dict[Degree, Fraction] = {}
    for natural in range(1, 21):
        degree = save_outcome(natural, natural + bonus, dc, ruleset).degree
        out[degree] = out.get(degree, Fraction(0)) + Fraction(1, 20)
    return out


def damage_after_save(amount: int, effect: SaveEffect, degree: Degree) -> int:
    """Damage left after a save: half rounded down on a success for « 1/2 dégâts », nothing for
    « annule »; pf2 basic saves: ×0 / ×½ / ×1 / ×2 from critical success to critical failure."""
    if amount < 0:
        raise RulesError("spells.negative_amount", value=amount)
    if effect is SaveEffect.BASIC:
        return {
            Degree.CRITICAL_SUCCESS: 0,
            Degree.SUCCESS: halve(amount),
            Degree.FAILURE: amount,
            Degree.CRITICAL_FAILURE: amount * 2,
        }[degree]
    if not degree.succeeded:
        return amount
    if effect is SaveEffect.HALF:
        return halve(amount)
    if effect is SaveEffect.NEGATES:
        return 0
    return amount  # partial, disbelief, special: the spell's own text says what is left


class SaveDecision(StrEnum):
    """Whether a save is rolled at all."""

    ROLL = "roll"
    NO_SAVE = "no_save"  # the spell allows none
    VOLUNTARY_FAILURE = "voluntary_failure"  # the target chooses to fail
    AUTO_FAIL_OBJECT = "auto_fail_object"  # an unattended non-magical object


@dataclass(frozen=True, slots=True)
class SaveAttempt:
    decision: SaveDecision
    bonus: int | None  # the bonus to use when decision is ROLL
    steps: tuple[Step, ...]


def save_attempt(
    saving_throw: SavingThrow,
    *,
    bonus: int,
    resists: bool = True,
    targets_only_caster: bool = False,
) -> SaveAttempt:
    """Whether a creature rolls: a willing target may fail on purpose (« Échec volontaire »); a
    harmless spell is only resisted when the target wants to (« (Inoffensif) »); a spell on the
    caster alone allows no save (001 « Cible(s) »)."""
    if targets_only_caster or saving_throw.save.value == "none":
        return SaveAttempt(SaveDecision.NO_SAVE, None, (Step("save_none", SECTION),))
    if not resists:
        section = SECTION_HARMLESS if saving_throw.harmless else SECTION_VOLUNTARY
        return SaveAttempt(SaveDecision.VOLUNTARY_FAILURE, None, (Step("save_voluntary_failure", section),))
    return SaveAttempt(SaveDecision.ROLL, bonus, ())


def object_save_bonus(
    *,
    magic_item_caster_level: int | None = None,
    holder_bonus: int | None = None,
) -> SaveAttempt:
    """An object's save (001 « (Objet) », « Jets de sauvegarde et objets »): an unattended non-magical
    object gets none; a magic item's bonus is 2 + half its caster level; an attended object uses its
    holder's bonus when better than its own."""
    own = None if magic_item_caster_level is None else 2 + magic_item_caster_level // 2
    candidates = [b for b in (own, holder_bonus) if b is not None]
    if not candidates:
        return SaveAttempt(SaveDecision.AUTO_FAIL_OBJECT, None, (Step("object_no_save", SECTION_OBJECTS),))
    best = max(candidates)
    detail = {"own": own, "holder": holder_bonus}
    return SaveAttempt(
        SaveDecision.ROLL, best, (Step("object_save_bonus", SECTION_OBJECT_TAG, None, best, detail),)
    )


class ExposedItem(IntEnum):
    """Table « Objets affectés par les attaques magiques »: most exposed first (1 = shield)."""

    SHIELD = 1
    ARMOR = 2
    MAGIC_HEADGEAR = 3
    HELD_ITEM = 4
    MAGIC_CLOAK = 5
    STOWED_WEAPON = 6
    MAGIC_BRACERS = 7
    MAGIC_CLOTHING = 8
    MAGIC_JEWELRY = 9
    ANYTHING_ELSE = 10


EXPOSED_CANDIDATES = 4  # the four most exposed items are candidates


def items_at_risk(carried: Iterable[ExposedItem]) -> tuple[ExposedItem, ...]:
    """The (up to) four most exposed items among those carried, most exposed first."""
    return tuple(sorted(carried))[:EXPOSED_CANDIDATES]


def exposed_item_pick_count(carried: Iterable[ExposedItem]) -> int:
    """How many equally likely picks there are (0 when nothing is carried)."""
    return len(items_at_risk(carried))


@dataclass(frozen=True, slots=True)
class ExposedItemHit:
    item: ExposedItem | None
    steps: tuple[Step, ...]


def item_hit_on_natural_one(
    outcome: SaveOutcome, carried: Iterable[ExposedItem], pick: int, *, spell_affects_objects: bool = True
) -> ExposedItemHit:
    """On a natural 1 the spell also strikes one exposed item, chosen at random among the four most
    exposed: ``pick`` (0-based, below :func:`exposed_item_pick_count`) is that random choice.
    The item then saves on its own (see :func:`object_save_bonus`)."""
    if not outcome.natural_one or not spell_affects_objects:
        return ExposedItemHit(None, ())
    candidates = items_at_risk(carried)
    if not candidates:
        return ExposedItemHit(None, ())
    if not 0 <= pick < len(candidates):
        raise RulesError("spells.bad_pick", value=pick, count=len(candidates))
    item = candidates[pick]
    step = Step("exposed_item_hit", SECTION_OBJECTS, None, int(item), {"item": item.name.lower()})
    return ExposedItemHit(item, (step,))


__all__ = [
    "EXPOSED_CANDIDATES",
    "KEY_ABILITY",
    "Degree",
    "ExposedItem",
    "ExposedItemHit",
    "SaveAttempt",
    "SaveDC",
    "SaveDecision",
    "SaveOutcome",
    "damage_after_save",
    "degree_probabilities",
    "exposed_item_pick_count",
    "item_hit_on_natural_one",
    "items_at_risk",
    "key_ability",
    "object_save_bonus",
    "save_attempt",
    "save_outcome",
    "spell_save_dc",
    "spell_save_dc_for",
]
