"""Scenario tests of the rules the pipeline crosses, each naming its section, plus invariants."""

from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.content.defenses import parse_defenses
from arbitre.dice import parse
from arbitre.engine.plan import DamagePart, EffectPlan, SavePlan, Target
from arbitre.engine.resolve import resolve_exact, resolve_live, resolve_simulation
from arbitre.engine.scenario import load_scenario_text
from arbitre.model.damage import DamageInstance, DamageSource, DamageType
from arbitre.model.spell import SaveEffect
from arbitre.rules.evasion import Evasion


def _scenario(action: str, *creatures: str, rolls: str = "{}") -> tuple[EffectPlan, list[Target]]:
    text = (
        "ruleset: pf1\ncreatures:\n"
        + "".join(f"  - {c}\n" for c in creatures)
        + f"action: {action}\nrolls: {rolls}\n"
    )
    return load_scenario_text(text).effect()


def test_energy_drain_bestows_negative_levels() -> None:
    """000 « Absorption d'énergie et niveaux négatifs »: a hit bestows the negative level."""
    plan, targets = _scenario(
        "{actor: spawn, use: energy_drain, attack: 5, targets: [cleric]}",
        "{id: spawn, template: vampire_spawn}",
        "{id: cleric, level: 5, hp: 38, ac: {total: 15, touch: 10, flat_footed: 15}}",
    )
    story = resolve_live(plan, targets, random.Random(0), {"attack:cleric": 15}).targets["cleric"]
    assert story.outcome.negative_levels == 1
    assert any(s.rule == "energy_drain" for s in story.outcome.steps)
    exact = resolve_exact(plan, targets, exact=True).targets["cleric"]
    assert exact.negative_levels is not None and exact.negative_levels.p_at_least(1) == float(
        exact.p_affected
    )


def test_undead_are_not_drained() -> None:
    plan, targets = _scenario(
        "{actor: spawn, use: energy_drain, attack: 5, targets: [zombie]}",
        "{id: spawn, template: vampire_spawn}",
        "{id: zombie, template: human_zombie}",
    )
    story = resolve_live(plan, targets, random.Random(0), {"attack:zombie": 20, "confirm:zombie": 1}).targets[
        "zombie"
    ]
    assert story.outcome.negative_levels == 0


def test_strength_damage_to_zero() -> None:
    """000 « Affaiblissement et diminution de caractéristique »: never below 0; 0 has its effect."""
    plan, targets = _scenario(
        "{actor: shadow, use: ability_damage, attack: 3, targets: [fighter]}",
        "{id: shadow, template: shadow}",
        "{id: fighter, level: 4, hp: 30, ac: {total: 18, touch: 11, flat_footed: 17}, abilities: {str: 4}}",
    )
    story = resolve_live(
        plan, targets, random.Random(0), {"attack:fighter": 18, "ability:str:fighter": 6}
    ).to_dict()
    fighter = story["targets"]["fighter"]
    assert fighter["ability_damage"] == {"str": 4}
    assert "helpless" in fighter["conditions"] or fighter["conditions"]
    exact = resolve_exact(plan, targets, exact=True).targets["fighter"]
    assert exact.ability_damage["str"].max == 4


def test_gaze_petrifies_on_a_failed_save_and_not_its_own_kind() -> None:
    """000 « Attaque de regard »: Fortitude or petrified; a creature is immune to its own gaze."""
    plan, targets = _scenario(
        "{actor: medusa, use: gaze, targets: [hero, medusa2]}",
        "{id: medusa, template: medusa}",
        "{id: medusa2, template: medusa}",
        "{id: hero, level: 5, hp: 40, saves: {fortitude: 4}}",
    )
    story = resolve_live(plan, targets, random.Random(0), {"save:hero": 2}).targets
    assert "petrified" in story["hero"].conditions
    assert story["medusa2"].outcome.reason == "immune"
    exact = resolve_exact(plan, targets, exact=True).targets["hero"]
    assert exact.conditions["petrified"] == Fraction(exact.p_affected)


def test_breath_weapon_immune_to_own_breath_and_fire_immunity() -> None:
    """000 « Attaque de souffle »: Reflex half; the breather is immune to its own breath."""
    plan, targets = _scenario(
        "{actor: dragon, use: breath_weapon, targets: [dragon, dragon2, rogue]}",
        "{id: dragon, template: young_red_dragon}",
        "{id: dragon2, template: young_red_dragon}",
        "{id: rogue, level: 6, hp: 35, saves: {reflex: 9}, special: [evasion]}",
    )
    story = resolve_live(plan, targets, random.Random(0), {"save": 15, "damage": 30}).targets
    assert story["dragon"].outcome.reason == "immune"
    assert story["dragon2"].damage == 0  # fire immunity (its mitigation)
    assert story["rogue"].damage == 0  # evasion on a successful save


def test_antimagic_condition_suppresses_spells() -> None:
    """000 « Antimagie »."""
    plan, targets = _scenario(
        "{actor: mage, cast: fireball, targets: [knight]}",
        "{id: mage, level: 7, class: wizard, abilities: {int: 16}}",
        "{id: knight, level: 5, hp: 40, conditions: [in_antimagic]}",
    )
    assert resolve_live(plan, targets, random.Random(0)).targets["knight"].outcome.reason == "antimagic"


def test_pf2_fireball_critical_failure_doubles() -> None:
    """002 « Doubler les dégâts ou les diviser par deux »: 21 → 42 on a critical failure."""
    plan, targets = load_scenario_text(
        "ruleset: pf2\ncreatures:\n  - {id: mage, level: 5, class: wizard, abilities: {int: 18}}\n"
        "  - {id: foe, level: 3, hp: 60, saves: {reflex: 0}}\n"
        "action: {actor: mage, cast: fireball, dc: 22, targets: [foe]}\n"
    ).effect()
    story = resolve_live(plan, targets, random.Random(0), {"save:foe": 2, "damage": 21}).targets["foe"]
    assert story.damage == 42


fire = DamagePart(parse("3d6").bind({}), DamageInstance(0, DamageType.FIRE, source=DamageSource.SPELL))


@settings(max_examples=25, deadline=None)
@given(
    reflex=st.integers(-2, 15),
    resist=st.sampled_from(
        ["", "résistance au feu 5", "RM 14", "résistance au feu 10 ; RM 20", "Immunités feu"]
    ),
    evasion=st.sampled_from(list(Evasion)),
    dc=st.integers(10, 25),
    hp=st.integers(1, 40),
)
def test_exact_is_a_distribution_and_simulation_converges(
    reflex: int, resist: str, evasion: Evasion, dc: int, hp: int
) -> None:
    plan = EffectPlan(
        "m",
        "fb",
        "spell",
        caster_level=6,
        spell_resistance=True,
        save=SavePlan("reflex", dc, SaveEffect.HALF),
        damage=(fire,),
    )
    target = Target(
        "t", "t", hp, hp, saves={"reflex": reflex}, defenses=parse_defenses(resist), evasion=evasion
    )
    exact = resolve_exact(plan, [target]).targets["t"]
    assert abs(sum(exact.damage.pmf().values()) - 1) < 1e-9
    assert 0 <= float(exact.p_affected) <= 1
    assert exact.damage.min >= 0
    sim = resolve_simulation(plan, [target], 20_000, seed=reflex + dc).targets["t"]
    sd = max(exact.damage.stdev(), 1e-9) / (20_000**0.5)
    assert abs(sim.damage.mean() - exact.damage.mean()) < 6 * sd + 1e-9


def test_poison_initial_damage_on_failed_fortitude() -> None:
    """000 « Poison »: a Fortitude save against the initial damage; own species immune."""
    plan, targets = _scenario(
        "{actor: spider, use: poison, attack: 6, damage: '1d6 perforant', targets: [ranger, spider2]}",
        "{id: spider, template: large_monstrous_spider}",
        "{id: spider2, template: large_monstrous_spider}",
        "{id: ranger, level: 4, hp: 30, saves: {fortitude: 4}, abilities: {str: 14}, ac: {total: 14, touch: 12, flat_footed: 12}}",
    )
    forced = {"attack": 15, "rider_save:ranger": 2, "damage:ranger": 3, "ability:str:ranger": 4}
    story = resolve_live(plan, targets, random.Random(0), forced).to_dict()["targets"]
    assert story["ranger"]["ability_damage"] == {"str": 4}
    assert story["spider2"]["ability_damage"] == {}
    saved = resolve_live(plan, targets, random.Random(0), forced | {"rider_save:ranger": 20}).to_dict()[
        "targets"
    ]
    assert saved["ranger"]["ability_damage"] == {} and saved["ranger"]["damage"]["dealt"] == 3


def test_frightful_presence_only_weaker_creatures_and_fear_stacks() -> None:
    """000 « Présence terrifiante » and « Peur »: fewer HD only; shaken on shaken is frightened."""
    plan, targets = _scenario(
        "{actor: dragon, use: frightful_presence, dc: 18, targets: [squire, hero]}",
        "{id: dragon, template: young_red_dragon, add_special: [{id: frightful_presence}]}",
        "{id: squire, level: 2, hp: 15, saves: {will: 0}, conditions: [shaken]}",
        "{id: hero, level: 15, hp: 90, saves: {will: 10}}",
    )
    story = resolve_live(plan, targets, random.Random(0), {"save": 2}).targets
    assert story["hero"].outcome.reason == "immune"
    assert "frightened" in story["squire"].conditions and "shaken" not in story["squire"].conditions


def test_pf2_riders_need_damage_through() -> None:
    """002 « Dégâts et améliorations »: no damage through, no poison."""
    plan, targets = load_scenario_text(
        "ruleset: pf2\ncreatures:\n  - {id: spider, template: large_monstrous_spider}\n"
        "  - {id: knight, level: 3, hp: 40, saves: {fortitude: 0}, ac: {total: 10},"
        " defenses: 'résistance 10 aux dégâts physiques'}\n"
        "action: {actor: spider, use: poison, attack: 10, damage: '1d6 perforant', targets: [knight]}\n"
    ).effect()
    story = resolve_live(plan, targets, random.Random(0), {"attack": 3, "rider_save": 1}).to_dict()[
        "targets"
    ]["knight"]
    assert story["damage"]["dealt"] == 0 and story["ability_damage"] == {}


def test_language_dependent_needs_a_shared_language_and_hearing() -> None:
    """001 « Registre (langage) »: no shared language or a deafened target, no effect."""
    mage = "{id: mage, level: 5, class: wizard, abilities: {int: 16}, langues: [commun]}"
    for foe, blocked in (
        ("{id: foe, level: 2, hp: 12, langues: [draconique]}", True),
        ("{id: foe, level: 2, hp: 12, langues: [commun], conditions: [deafened]}", True),
        ("{id: foe, level: 2, hp: 12, langues: [Commun, elfique]}", False),
        ("{id: foe, level: 2, hp: 12}", False),
    ):
        plan, targets = _scenario("{actor: mage, cast: suggestion, targets: [foe]}", mage, foe)
        assert plan.language_dependent
        reason = resolve_live(plan, targets, random.Random(0), {"save": 1}).targets["foe"].outcome.reason
        assert (reason == "immune") is blocked
