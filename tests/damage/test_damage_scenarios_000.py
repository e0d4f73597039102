"""Examples of text 000 (d20 family): damage reduction, energy resistance, immunity, regeneration,
fast healing, incorporeal creatures, gaseous form. Each test names its section."""

from __future__ import annotations

from fractions import Fraction

import pytest

from arbitre.model.damage import (
    Alignment,
    DamageInstance,
    DamageReduction,
    DamageSource,
    DamageType,
    Defenses,
    Material,
    Regeneration,
    Resistance,
    Weakness,
)
from arbitre.model.ruleset import get_ruleset
from arbitre.rules.damage_reduction import effective_dr, strikes_as
from arbitre.rules.fast_healing import apply_fast_healing
from arbitre.rules.incorporeal import IncorporealCase, ignore_chance, incorporeal_case
from arbitre.rules.mitigation import mitigate, mitigate_amount
from arbitre.rules.regeneration import regenerate

PF1 = get_ruleset("pf1")
DND35 = get_ruleset("dnd35")


def dr(text: str) -> Defenses:
    from arbitre.content.defenses import parse_defenses

    defenses = parse_defenses(text)
    assert defenses.complete, defenses.unparsed
    return defenses


def hit(amount: int, kind: DamageType = DamageType.SLASHING, **props: object) -> DamageInstance:
    return DamageInstance(amount, kind, **props)  # type: ignore[arg-type]


def taken(instance: DamageInstance, defenses: Defenses, ruleset: object = PF1) -> int:
    return mitigate([instance], defenses, ruleset).total  # type: ignore[arg-type]


SILVER = frozenset({Material.SILVER})
COLD_IRON = frozenset({Material.COLD_IRON})
ADAMANTINE = frozenset({Material.ADAMANTINE})


@pytest.mark.parametrize("ruleset", [PF1, DND35], ids=["pf1", "dnd35"])
def test_werewolf_dr_10_silver(ruleset: object) -> None:
    """000 « Réduction des dégâts »: 10 points off each hit (0 minimum); silver weapons hurt it normally."""
    werewolf = dr("réduction des dégâts (10/argent)")
    assert taken(hit(14), werewolf, ruleset) == 4
    assert taken(hit(8), werewolf, ruleset) == 0
    assert taken(hit(14, materials=SILVER), werewolf, ruleset) == 14
    assert taken(hit(14, materials=frozenset({Material.ALCHEMICAL_SILVER})), werewolf, ruleset) == 14


def test_dr_slashing() -> None:
    """000 « Réduction des dégâts »: DR 10/tranchant — bludgeoning and piercing are reduced, slashing is not."""
    defenses = dr("RD 10/tranchant")
    assert taken(hit(12, DamageType.BLUDGEONING), defenses) == 2
    assert taken(hit(12, DamageType.PIERCING), defenses) == 2
    assert taken(hit(12, DamageType.SLASHING), defenses) == 12
    morningstar = hit(12, DamageType.BLUDGEONING, also_types=frozenset({DamageType.SLASHING}))
    assert taken(morningstar, defenses) == 12


@pytest.mark.parametrize(
    ("line", "material"),
    [("RD 5/adamantium", ADAMANTINE), ("RD 5/fer froid", COLD_IRON), ("RD 5/argent", SILVER)],
    ids=["war troll adamantine", "young redcap cold iron", "silver"],
)
def test_dr_materials_even_with_enhancement(line: str, material: frozenset[Material]) -> None:
    """000 « Réduction des dégâts »: without the right material damage is reduced even with an
    enhancement bonus."""
    defenses = dr(line)
    assert taken(hit(9, enhancement=3), defenses) == 4
    assert taken(hit(9, materials=material), defenses) == 9


def test_dr_magic_and_natural_weapons() -> None:
    """000 « Réduction des dégâts »: DR 10/magie is bypassed by +1 or better; a creature with
    DR/magic strikes as magic with its natural weapons (the ssvaklor)."""
    defenses = dr("RD 10/magie")
    assert taken(hit(15), defenses) == 5
    assert taken(hit(15, enhancement=1), defenses) == 15
    claw = hit(15, source=DamageSource.NATURAL)
    ssvaklor = dr("RD 10/magie")
    magic_claw, steps = strikes_as(claw, attacker_drs=ssvaklor.damage_reduction)
    assert magic_claw.is_magical and steps[0].rule == "strikes_as_magic"
    assert taken(magic_claw, defenses) == 15
    sword, none = strikes_as(hit(15), attacker_drs=ssvaklor.damage_reduction)
    assert not sword.is_magical and none == ()


def test_dr_alignment_and_subtypes() -> None:
    """000 « Réduction des dégâts »: DR 10/Bien (demons, devils), DR 10/Mal (prismatic golem); a
    creature with the Chaos and Evil subtypes strikes as chaotic evil (demonic archer)."""
    demon = dr("RD 10/Bien")
    assert taken(hit(13), demon) == 3
    assert taken(hit(13, alignments=frozenset({Alignment.GOOD})), demon) == 13
    golem = dr("RD 10/Mal")
    arrow, steps = strikes_as(
        hit(13, DamageType.PIERCING), alignment_subtypes=(Alignment.CHAOTIC, Alignment.EVIL)
    )
    assert arrow.alignments == {Alignment.CHAOTIC, Alignment.EVIL}
    assert steps[0].rule == "strikes_as_aligned"
    assert taken(arrow, golem) == 13
    assert taken(arrow, demon) == 3


def test_dr_or() -> None:
    """000 « Réduction des dégâts »: DR 5/argent ou Bien (marrow eater): either bypasses."""
    defenses = dr("RD 5/argent ou Bien")
    assert defenses.damage_reduction[0].bypass == (frozenset({"silver"}), frozenset({"good"}))
    assert taken(hit(10, materials=SILVER), defenses) == 10
    assert taken(hit(10, alignments=frozenset({Alignment.GOOD})), defenses) == 10
    assert taken(hit(10), defenses) == 5


def test_dr_and() -> None:
    """000 « Réduction des dégâts »: DR 10/Bien et fer froid and DR 10/adamantium et magie need both."""
    defenses = dr("RD 10/Bien et fer froid")
    assert taken(hit(12, alignments=frozenset({Alignment.GOOD})), defenses) == 2
    assert taken(hit(12, materials=COLD_IRON), defenses) == 2
    assert taken(hit(12, materials=COLD_IRON, alignments=frozenset({Alignment.GOOD})), defenses) == 12
    golem = dr("RD 10/adamantium et magie")
    assert taken(hit(12, enhancement=2), golem) == 2
    assert taken(hit(12, materials=ADAMANTINE), golem) == 2
    assert taken(hit(12, materials=ADAMANTINE, enhancement=1), golem) == 12


def test_dr_dash_nothing_bypasses() -> None:
    """000 « Réduction des dégâts »: a dash after the slash means no weapon bypasses it."""
    defenses = dr("RD 10/—")
    assert defenses.damage_reduction == (DamageReduction(10, ()),)
    everything = hit(
        15,
        materials=frozenset(Material),
        enhancement=6,
        alignments=frozenset(Alignment),
        epic=True,
    )
    assert taken(everything, defenses) == 5


def test_dr_never_touches_energy_or_spells() -> None:
    """000 « Réduction des dégâts »: energy damage, spells and spell-like or supernatural abilities
    affect the creature normally."""
    defenses = dr("RD 10/—")
    assert taken(hit(20, DamageType.FIRE), defenses) == 20
    assert taken(hit(20, DamageType.BLUDGEONING, source=DamageSource.SPELL), defenses) == 20
    assert taken(hit(20, DamageType.PIERCING, source=DamageSource.SUPERNATURAL), defenses) == 20


def test_only_the_best_dr_applies() -> None:
    """000 « Réduction des dégâts »: with several DR entries the best one not bypassed applies."""
    defenses = Defenses(
        damage_reduction=(
            DamageReduction(5, (frozenset({"magic"}),)),
            DamageReduction(10, (frozenset({"silver"}),)),
        )
    )
    plus_one = hit(12, enhancement=1)
    assert effective_dr(defenses.damage_reduction, plus_one) == DamageReduction(10, (frozenset({"silver"}),))
    assert taken(plus_one, defenses) == 2
    assert taken(hit(12, materials=SILVER), defenses) == 7
    assert taken(hit(12), defenses) == 2


def test_dr_comes_off_the_attack_total_once() -> None:
    """000 « Réduction des dégâts »: the points come off the total of the attack, not each part."""
    defenses = dr("RD 10/magie")
    result = mitigate([hit(6), hit(7, DamageType.PIERCING), hit(5, DamageType.FIRE)], defenses, PF1)
    assert [o.taken for o in result.outcomes] == [0, 3, 5]


def test_energy_resistance_best_and_per_attack() -> None:
    """000 « Résistance aux énergies destructives »: points off each attack of that energy, magical
    or not; several resistances to one energy do not stack."""
    defenses = Defenses(resistances=(Resistance("fire", 10), Resistance("fire", 5), Resistance("cold", 5)))
    assert taken(hit(14, DamageType.FIRE), defenses) == 4
    assert taken(hit(14, DamageType.FIRE, source=DamageSource.SPELL), defenses) == 4
    assert taken(hit(3, DamageType.COLD), defenses) == 0
    assert taken(hit(14, DamageType.ACID), defenses) == 14
    two_fire = mitigate([hit(6, DamageType.FIRE), hit(6, DamageType.FIRE)], defenses, PF1)
    assert two_fire.total == 2


def test_energy_immunity() -> None:
    """000 « Immunité »: no damage of an energy the creature is immune to."""
    defenses = dr("Immunités feu, poison")
    assert taken(hit(40, DamageType.FIRE, source=DamageSource.SPELL), defenses) == 0
    assert taken(hit(40, DamageType.COLD), defenses) == 40


def test_vulnerability_half_again() -> None:
    """Vulnerability where a line names it (outside texts 000–002): +50%, rounded down."""
    defenses = Defenses(weaknesses=(Weakness("fire"),))
    assert taken(hit(9, DamageType.FIRE), defenses) == 13
    assert taken(hit(9, DamageType.COLD), defenses) == 9


def test_regeneration_turns_damage_nonlethal() -> None:
    """000 « Régénération »: damage becomes nonlethal, except the listed kinds (fire, acid)."""
    troll = Defenses(regeneration=Regeneration(5, frozenset({"fire", "acid"})))
    sword = mitigate([hit(12)], troll, PF1)
    assert (sword.lethal, sword.nonlethal) == (0, 12)
    torch = mitigate([hit(12, DamageType.FIRE)], troll, PF1)
    assert (torch.lethal, torch.nonlethal) == (12, 0)
    nothing = mitigate([hit(0)], troll, PF1)
    assert nothing.outcomes[0].steps == ()
    assert regenerate(12, troll.regeneration)[0] == 7  # type: ignore[arg-type]
    good = Defenses(regeneration=Regeneration(5, frozenset({"good"})))
    holy_sword = mitigate([hit(9, alignments=frozenset({Alignment.GOOD}))], good, PF1)
    assert holy_sword.lethal == 9


def test_fast_healing_heals_nonlethal_first() -> None:
    """000 « Guérison accélérée »: nonlethal damage is healed first."""
    assert apply_fast_healing(10, 3, 5)[:2] == (8, 0)
    assert apply_fast_healing(10, 8, 5)[:2] == (10, 3)
    assert apply_fast_healing(2, 0, 5)[:2] == (0, 0)
    assert apply_fast_healing(0, 0, 5)[2] == ()


def test_incorporeal() -> None:
    """000 « Intangibilité »: nonmagical attacks (natural fire, cold, acid included) have no effect;
    magic from a corporeal source is ignored 50% of the time (an input, never rolled); force and
    ghost touch always count; sneak attacks do not."""
    ghost = Defenses(incorporeal=True)
    assert taken(hit(10), ghost) == 0
    alchemist_fire = hit(6, DamageType.FIRE, source=DamageSource.OTHER)
    assert incorporeal_case(alchemist_fire) is IncorporealCase.NO_EFFECT_NATURAL_ENERGY
    assert taken(alchemist_fire, ghost) == 0
    sword = hit(10, enhancement=1)
    assert ignore_chance(sword) == Fraction(1, 2)
    assert mitigate([sword], ghost, PF1, incorporeal_ignored=True).total == 0
    assert mitigate([sword], ghost, PF1, incorporeal_ignored=False).total == 10
    missile = hit(7, DamageType.FORCE, source=DamageSource.SPELL)
    assert ignore_chance(missile) == 0
    assert mitigate([missile], ghost, PF1, incorporeal_ignored=True).total == 7
    ghost_touch = hit(10, ghost_touch=True)
    assert mitigate([ghost_touch], ghost, PF1, incorporeal_ignored=True).total == 10
    sneaky = hit(13, enhancement=1, precision=7)
    assert mitigate([sneaky], ghost, PF1, incorporeal_ignored=False).total == 6
    assert ignore_chance(hit(3)) == 1


def test_gaseous_form() -> None:
    """000 « Forme gazeuse »: DR 10/magie; spells affect it normally."""
    cloud = Defenses(gaseous=True)
    assert taken(hit(12), cloud) == 2
    assert taken(hit(12, enhancement=1), cloud) == 12
    assert taken(hit(12, DamageType.BLUDGEONING, source=DamageSource.SPELL), cloud) == 12
    outcome = mitigate_amount(12, hit(12), cloud, PF1)
    assert [s.rule for s in outcome.steps] == ["gaseous_form", "damage_reduction"]


def test_immunity_to_weapon_damage_and_nonlethal() -> None:
    """000 « Immunité »: a swarm immune to weapon damage ignores weapon hits, not spells."""
    swarm = Defenses(immunities=frozenset({"weapon_damage"}))
    assert taken(hit(10), swarm) == 0
    assert taken(hit(10, DamageType.BLUDGEONING, source=DamageSource.SPELL), swarm) == 10
    construct = Defenses(immunities=frozenset({"nonlethal"}))
    assert taken(hit(10, nonlethal=True), construct) == 0
    assert taken(hit(10), construct) == 10
