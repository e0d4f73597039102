"""Worked examples of text 002 « Les dégâts » (pf2), one test per example, named by section."""

from __future__ import annotations

import random

from arbitre.model.damage import (
    Alignment,
    DamageInstance,
    DamageSource,
    DamageType,
    Defenses,
    Material,
    Resistance,
    Weakness,
)
from arbitre.model.ruleset import get_ruleset
from arbitre.rules.damage_multiplier import DamagePart, critical_roll_count, double, halve
from arbitre.rules.iwr import apply_iwr
from arbitre.rules.mitigation import amount_map, mitigate, mitigate_amount
from arbitre.rules.nonlethal import nonlethal_attack

PF2 = get_ruleset("pf2")
PF1 = get_ruleset("pf1")


def _taken(instance: DamageInstance, defenses: Defenses) -> int:
    return mitigate([instance], defenses, PF2).total


def test_weakness_adds_to_2d6_fire() -> None:
    """002 « Faiblesse »: 2d6 fire against weakness 5 to fire is 2d6+5."""
    from arbitre.dice import distribution

    defenses = Defenses(weaknesses=(Weakness("fire", 5),))
    fire = DamageInstance(0, DamageType.FIRE, source=DamageSource.SPELL)
    for amount in range(2, 13):
        assert mitigate_amount(amount, fire, defenses, PF2).taken == amount + 5
    mapped = distribution("2d6").map(amount_map(fire, defenses, PF2))
    assert mapped.pmf() == distribution("2d6+5").pmf()


def test_resistance_to_nonmagical_bludgeoning() -> None:
    """002 « Résistance »: resistance to nonmagical bludgeoning does not touch a +1 mace or a
    nonmagical spear."""
    defenses = Defenses(resistances=(Resistance("bludgeoning", 5, only=frozenset({"nonmagical"})),))
    club = DamageInstance(9, DamageType.BLUDGEONING)
    mace_plus_1 = DamageInstance(9, DamageType.BLUDGEONING, enhancement=1)
    spear = DamageInstance(9, DamageType.PIERCING)
    assert _taken(club, defenses) == 4
    assert _taken(mace_plus_1, defenses) == 9
    assert _taken(spear, defenses) == 9


def test_resistance_physical_except_silver() -> None:
    """002 « Résistance »: resistance 10 to physical damage (except silver)."""
    defenses = Defenses(resistances=(Resistance("physical", 10, exceptions=frozenset({"silver"})),))
    assert _taken(DamageInstance(14, DamageType.SLASHING), defenses) == 4
    assert _taken(DamageInstance(14, DamageType.PIERCING), defenses) == 4
    assert (
        _taken(DamageInstance(14, DamageType.SLASHING, materials=frozenset({Material.SILVER})), defenses)
        == 14
    )
    alchemical = DamageInstance(14, DamageType.SLASHING, materials=frozenset({Material.ALCHEMICAL_SILVER}))
    assert _taken(alchemical, defenses) == 14
    assert _taken(DamageInstance(14, DamageType.FIRE), defenses) == 14


def test_resistance_to_all_damage_applies_to_each_instance() -> None:
    """002 « Résistance »: resistance 5 to all damage against 7 slashing and 4 fire gives 2 and 0."""
    defenses = Defenses(resistances=(Resistance("all", 5),))
    result = mitigate(
        [DamageInstance(7, DamageType.SLASHING), DamageInstance(4, DamageType.FIRE)], defenses, PF2
    )
    assert [o.taken for o in result.outcomes] == [2, 0]
    assert result.total == 2


def test_only_the_highest_resistance_and_weakness() -> None:
    """002 « Faiblesse » and « Résistance »: several do not add up, the highest applies (a monster
    weak both to a physical type and to a material)."""
    defenses = Defenses(
        weaknesses=(Weakness("slashing", 5), Weakness("cold_iron", 10)),
        resistances=(Resistance("all", 3), Resistance("fire", 8)),
    )
    cold_iron_axe = DamageInstance(6, DamageType.SLASHING, materials=frozenset({Material.COLD_IRON}))
    assert _taken(cold_iron_axe, defenses) == 6 + 10 - 3
    assert _taken(DamageInstance(10, DamageType.FIRE), defenses) == 2


def test_weakness_and_resistance_to_fire_subtract() -> None:
    """002 « Interactions entre faiblesses et résistances »: weakness 5 and resistance 10 to fire
    leave an effective resistance 5."""
    defenses = Defenses(weaknesses=(Weakness("fire", 5),), resistances=(Resistance("fire", 10),))
    for amount in range(0, 30):
        assert mitigate_amount(amount, DamageInstance(0, DamageType.FIRE), defenses, PF2).taken == max(
            0, amount - 5
        )
    reverse = Defenses(weaknesses=(Weakness("fire", 10),), resistances=(Resistance("fire", 5),))
    assert _taken(DamageInstance(7, DamageType.FIRE), reverse) == 12
    taken, steps = apply_iwr(12, DamageInstance(12, DamageType.FIRE), defenses)
    assert taken == 7
    assert "weakness_resistance_net" in [s.rule for s in steps]


def test_immunity_wins_over_weakness_and_resistance() -> None:
    """002 « Immunité »: immunity takes precedence over a weakness or resistance to the same type."""
    defenses = Defenses(
        immunities=frozenset({"fire"}),
        weaknesses=(Weakness("fire", 5),),
        resistances=(Resistance("fire", 5),),
    )
    outcome = mitigate_amount(20, DamageInstance(20, DamageType.FIRE), defenses, PF2)
    assert outcome.taken == 0
    assert [s.rule for s in outcome.steps] == ["damage_immunity"]


def test_precision_immunity_removes_only_the_sneak_attack_dice() -> None:
    """002 « Les types de dégâts »: a dagger Strike with 1d6 precision from a sneak attack; a
    creature immune to precision ignores the 1d6 but takes the rest."""
    defenses = Defenses(immunities=frozenset({"precision"}))
    for sneak in range(1, 7):
        dagger = DamageInstance(5 + sneak, DamageType.PIERCING, precision=sneak)
        assert _taken(dagger, defenses) == 5


def test_alignment_iwr_only_meets_alignment_damage() -> None:
    """002 « Immunités, faiblesses et résistances »: IWR to an alignment applies to damage of that
    type, not to damage from an attacker of that alignment."""
    defenses = Defenses(weaknesses=(Weakness("good", 5),))
    holy_damage = DamageInstance(3, DamageType.GOOD)
    good_attacker_sword = DamageInstance(8, DamageType.SLASHING, alignments=frozenset({Alignment.GOOD}))
    assert _taken(holy_damage, defenses) == 8
    assert _taken(good_attacker_sword, defenses) == 8


def test_materials_make_damage_subject_to_their_iwr() -> None:
    """002 « Les types de dégâts »: an adamantine greataxe deals adamantine slashing damage."""
    defenses = Defenses(weaknesses=(Weakness("adamantine", 4),))
    axe = DamageInstance(10, DamageType.SLASHING, materials=frozenset({Material.ADAMANTINE}))
    assert _taken(axe, defenses) == 14
    assert _taken(DamageInstance(10, DamageType.SLASHING), defenses) == 10


def test_critical_plus_one_longsword_rolls_dice_twice_and_modifiers_twice() -> None:
    """002 « Doubler les dégâts ou les diviser par deux »: a +1 longsword critical rolls 4d8 and
    adds the modifier twice; precision damage is doubled too in pf2."""
    from arbitre.cli.damage import build_instances
    from arbitre.content.defenses import parse_damage
    from arbitre.dice import roll

    assert critical_roll_count(PF2, DamagePart.BASE) == 2
    assert critical_roll_count(PF2, DamagePart.PRECISION) == 2
    assert critical_roll_count(PF2, DamagePart.EXTRA) == 2
    specs = parse_damage("2d8+4 tranchant")
    instances, steps, _ = build_instances(specs, PF2, critical=True, multiplier=2, rng=random.Random(5))
    replay = random.Random(5)
    expected = roll("2d8+4", replay).total + roll("2d8+4", replay).total
    assert instances[0].amount == expected
    assert steps[0][0].rule == "critical_damage"


def test_fireball_critical_failure_doubles_the_total() -> None:
    """002 « Doubler les dégâts ou les diviser par deux »: 21 fire damage doubled for a critical
    failure is 42."""
    assert double(21)[0] == 42


def test_halving_rounds_down() -> None:
    """002 « Doubler les dégâts ou les diviser par deux »: halve, rounding down."""
    assert [halve(n)[0] for n in range(0, 8)] == [0, 0, 1, 1, 2, 2, 3, 3]


def test_poisoned_blade_needs_one_damage() -> None:
    """002 « Dégâts et améliorations »: a poisoned blade fully stopped by slashing resistance
    does not deliver its poison."""
    defenses = Defenses(resistances=(Resistance("slashing", 10),))
    stopped = mitigate([DamageInstance(8, DamageType.SLASHING)], defenses, PF2, riders=("poison",))
    assert stopped.total == 0
    assert stopped.riders_delivered == ()
    assert stopped.steps[0].rule == "riders_blocked"
    through = mitigate([DamageInstance(11, DamageType.SLASHING)], defenses, PF2, riders=("poison",))
    assert through.total == 1
    assert through.riders_delivered == ("poison",)


def test_nonlethal_attacks() -> None:
    """002 « Attaques non létales »: −2 with a lethal weapon; untrained when a nonlethal weapon is
    used lethally; fists are nonlethal without penalty."""
    lethal_weapon = nonlethal_attack(weapon_nonlethal=False, attack_nonlethal=True)
    assert (lethal_weapon.penalty, lethal_weapon.untrained, lethal_weapon.nonlethal) == (-2, False, True)
    sap_lethally = nonlethal_attack(weapon_nonlethal=True, attack_nonlethal=False)
    assert (sap_lethally.penalty, sap_lethally.untrained) == (0, True)
    fist = nonlethal_attack(weapon_nonlethal=True, attack_nonlethal=True)
    assert (fist.penalty, fist.untrained, fist.steps) == (0, False, ())
    punch = mitigate([DamageInstance(4, DamageType.BLUDGEONING, nonlethal=True)], Defenses(), PF2)
    assert (punch.total, punch.nonlethal, punch.lethal) == (4, 4, 0)


def test_d20_critical_does_not_multiply_precision_or_extra_dice() -> None:
    """The d20 family's critical (outside the seed texts): only the base damage is multiplied."""
    assert critical_roll_count(PF1, DamagePart.BASE, 3) == 3
    assert critical_roll_count(PF1, DamagePart.PRECISION, 3) == 1
    assert critical_roll_count(PF1, DamagePart.EXTRA, 3) == 1


def test_unvalued_vulnerability_is_explained_not_applied_in_pf2() -> None:
    """002 « Faiblesse »: a weakness adds its value; a d20-style vulnerability has none."""
    outcome = mitigate_amount(
        10, DamageInstance(10, DamageType.FIRE), Defenses(weaknesses=(Weakness("fire"),)), PF2
    )
    assert outcome.taken == 10
    assert [s.rule for s in outcome.steps] == ["weakness_without_value"]


def test_incorporeal_style_resistance_with_exceptions() -> None:
    """002 « Résistance »: ``resistance all 5 (except force, ghost touch, or positive)``."""
    from arbitre.content.defenses import parse_defenses

    ghost = parse_defenses("Resistances all damage 5 (except force, ghost touch, or positive)")
    assert ghost.complete
    assert _taken(DamageInstance(9, DamageType.SLASHING), ghost) == 4
    assert _taken(DamageInstance(9, DamageType.SLASHING, ghost_touch=True), ghost) == 9
    assert _taken(DamageInstance(9, DamageType.FORCE, source=DamageSource.SPELL), ghost) == 9
