"""One pipeline, four modes: exact odds equal the enumeration of every forced live story; simulation
converges to exact; forced rolls tell hand-computed stories."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.content.defenses import parse_defenses
from arbitre.dice import parse
from arbitre.engine.plan import AttackPlan, DamagePart, EffectPlan, SavePlan, Target
from arbitre.engine.resolve import resolve_exact, resolve_live, resolve_simulation
from arbitre.model.damage import DamageInstance, DamageSource, DamageType, Defenses
from arbitre.model.ruleset import PF2, get_ruleset
from arbitre.model.spell import SaveEffect
from arbitre.rules.evasion import Evasion


def _fire(expr: str, **variables: int) -> DamagePart:
    return DamagePart(
        parse(expr).bind(variables), DamageInstance(0, DamageType.FIRE, source=DamageSource.SPELL)
    )


def _small_plan(ruleset: str = "pf1") -> EffectPlan:
    return EffectPlan(
        "mage",
        "boule de feu",
        "spell",
        ruleset=get_ruleset(ruleset),
        caster_level=5,
        spell_resistance=True,
        save=SavePlan("reflex", 15, SaveEffect.BASIC if ruleset == "pf2" else SaveEffect.HALF),
        damage=(_fire("2d4"),),
    )


TROLL = Target(
    "troll",
    "troll",
    6,
    6,
    saves={"fortitude": 5, "reflex": 3, "will": 1},
    defenses=parse_defenses("RM 14 ; résistance au feu 2"),
)
ROGUE = Target(
    "rogue",
    "rogue",
    3,
    3,
    saves={"fortitude": 0, "reflex": 6, "will": 0},
    evasion=Evasion.EVASION,
    con_score=2,
)


def _enumerate_live(plan: EffectPlan, target: Target) -> tuple[Counter[int], Fraction]:
    """Every combination of SR d20, save d20 and the two d4, each through the live pipeline."""
    damage: Counter[int] = Counter()
    affected = 0
    total = 0
    for sr, save, a, b in itertools.product(range(1, 21), range(1, 21), range(1, 5), range(1, 5)):
        forced = {f"sr:{target.id}": sr, f"save:{target.id}": save, "damage": [a, b]}
        result = resolve_live(plan, [target], random.Random(0), forced).targets[target.id]
        damage[result.damage] += 1
        affected += result.outcome.affected
        total += 1
    return damage, Fraction(affected, total)


@pytest.mark.parametrize("ruleset", ["pf1", "pf2"])
@pytest.mark.parametrize("target", [TROLL, ROGUE], ids=["troll", "rogue"])
def test_exact_equals_enumeration_of_forced_live_runs(ruleset: str, target: Target) -> None:
    plan = _small_plan(ruleset)
    counts, p_affected = _enumerate_live(plan, target)
    total = sum(counts.values())
    exact = resolve_exact(plan, [target], exact=True).targets[target.id]
    assert exact.p_affected == p_affected
    assert exact.damage.fractions() == {k: Fraction(v, total) for k, v in counts.items()}


def test_exact_distributions_sum_to_one_and_conditions_bounded() -> None:
    result = resolve_exact(_small_plan(), [TROLL, ROGUE])
    for t in result.targets.values():
        assert abs(sum(t.damage.pmf().values()) - 1) < 1e-12
        assert abs(sum(t.hp.pmf().values()) - 1) < 1e-12
        assert all(0 <= p <= 1 for p in t.conditions.values())


def test_simulation_agrees_with_exact_within_sampling_error() -> None:
    plan = _small_plan()
    exact = resolve_exact(plan, [TROLL, ROGUE])
    sim = resolve_simulation(plan, [TROLL, ROGUE], 100_000, seed=3)
    for tid in ("troll", "rogue"):
        e, s = exact.targets[tid], sim.targets[tid]
        sd = e.damage.stdev() / (100_000**0.5)
        assert abs(s.damage.mean() - e.damage.mean()) < 5 * sd + 1e-9
        p = float(e.p_affected)
        assert abs(s.affected.mean() - p) < 5 * (p * (1 - p) / 100_000) ** 0.5 + 1e-9
        p_dead = float(e.conditions.get("dead", 0))
        assert abs(s.dead.mean() - p_dead) < 5 * (p_dead * (1 - p_dead) / 100_000) ** 0.5 + 1e-9


def test_forced_story_fireball_on_troll() -> None:
    """001 « La résistance à la magie » then « Les jets de sauvegarde »; 000 « Résistance aux énergies destructives »."""
    plan = EffectPlan(
        "mage",
        "boule de feu",
        "spell",
        caster_level=10,
        spell_resistance=True,
        save=SavePlan("reflex", 17, SaveEffect.HALF),
        damage=(_fire("min(nls,10)d6", nls=10),),
    )
    troll = Target(
        "troll",
        "troll",
        63,
        63,
        saves={"fortitude": 11, "reflex": 4, "will": 3},
        defenses=parse_defenses("RD 5/argent ; RM 17 ; résistance au feu 10"),
    )
    # SR: 7 + 10 = 17 ≥ 17 gets through; save 15 + 4 = 19 ≥ 17 halves; 10d6 forced to 35 → 17 → 7 after fire 10
    story = resolve_live(plan, [troll], random.Random(1), {"sr:troll": 7, "save:troll": 15, "damage": 35})
    t = story.targets["troll"]
    assert t.outcome.affected and t.damage == 7 and t.hp == 56
    rules = [s.rule for s in t.outcome.steps]
    assert rules.index("caster_level_check") < rules.index("save_roll") < rules.index("energy_resistance")
    # SR 6 + 10 = 16 < 17: the spell does not reach it
    blocked = resolve_live(plan, [troll], random.Random(1), {"sr:troll": 6}).targets["troll"]
    assert (
        not blocked.outcome.affected and blocked.outcome.reason == "spell_resistance" and blocked.damage == 0
    )


def test_forced_damage_faces() -> None:
    plan = _small_plan()
    story = resolve_live(plan, [ROGUE], random.Random(0), {"save:rogue": 1, "damage": [4, 3]})
    assert story.targets["rogue"].damage == 7  # natural 1 fails: full damage, no evasion help


def test_same_seed_same_story() -> None:
    a = resolve_live(_small_plan(), [TROLL, ROGUE], random.Random(11)).to_dict()
    b = resolve_live(_small_plan(), [TROLL, ROGUE], random.Random(11)).to_dict()
    assert a == b


def test_area_damage_is_rolled_once_for_all_targets() -> None:
    plan = _small_plan()
    plain = Target("a", "a", 50, 50)
    other = Target("b", "b", 50, 50)
    story = resolve_live(plan, [plain, other], random.Random(5), {"save": 2})
    assert story.targets["a"].damage == story.targets["b"].damage
    assert sum(1 for r in story.rolls if r.kind == "amount") == 1


def test_strike_critical_pf2_doubles_and_pf1_threat_needs_confirmation() -> None:
    """002 « Doubler les dégâts… »: a critical hit rolls the damage again."""
    part = DamagePart(
        parse("1d8+4").bind({}),
        DamageInstance(0, DamageType.SLASHING, enhancement=1),
        purpose="damage:{target}",
    )
    for ruleset in ("pf1", "pf2"):
        plan = EffectPlan(
            "hero",
            "épée longue +1",
            "strike",
            ruleset=get_ruleset(ruleset),
            attack=AttackPlan(10),
            damage=(part,),
        )
        foe = Target("foe", "foe", 100, 100, ac=15)
        forced = {"attack:foe": 20, "confirm:foe": 10, "damage:foe": 8, "damage:foe:critical": 9}
        story = resolve_live(plan, [foe], random.Random(0), forced).targets["foe"]
        assert story.outcome.critical and story.damage == 17
    exact = resolve_exact(
        EffectPlan("hero", "x", "strike", ruleset=PF2, attack=AttackPlan(10), damage=(part,)),
        [Target("foe", "foe", 100, 100, ac=15)],
    )
    assert 0 < float(exact.targets["foe"].p_affected) < 1


def test_immunity_and_antimagic_stop_before_any_roll() -> None:
    plan = _small_plan()
    shielded = Target("s", "s", 10, 10, in_antimagic=True)
    story = resolve_live(plan, [shielded], random.Random(0))
    assert story.targets["s"].outcome.reason == "antimagic" and not story.rolls
    mindless = Target("z", "zombie", 10, 10, int_score=None)
    charm = EffectPlan(
        "mage",
        "charme",
        "spell",
        mind_affecting=True,
        save=SavePlan("will", 14, SaveEffect.NEGATES),
        conditions_on_failure=("charmed",),
    )
    assert resolve_live(charm, [mindless], random.Random(0)).targets["z"].outcome.reason == "immune"
    exact = resolve_exact(charm, [Target("h", "h", 10, 10, saves={"will": 2})], exact=True).targets["h"]
    assert exact.conditions["charmed"] == Fraction(11, 20)  # Will +2 vs DC 14 succeeds on 12–20


def test_each_damage_part_has_its_own_roll() -> None:
    """002 « Les dégâts »: a flaming sword's fire and ice storm's cold are rolled apart from the
    weapon's and the bludgeoning damage (the second part once reused the first part's roll)."""
    from arbitre.content.creatures import build_creature
    from arbitre.content.spells import find_spell
    from arbitre.engine.build import plan_for_spell, plan_for_strike

    ruleset = get_ruleset("pf1")
    actor = build_creature(
        {"id": "mage", "name": "Mage", "class": "wizard", "level": 9, "abilities": {"int": 18}}
    )
    plain = Target("g", "g", 60, 60)
    ice = plan_for_spell(actor, find_spell("ice storm"), ruleset)
    live = resolve_live(ice, [plain], random.Random(0), {"damage": 10, "damage2": 3}).targets["g"]
    assert live.damage == 13
    exact = resolve_exact(ice, [plain], exact=True).targets["g"]
    assert exact.damage.mean_exact() == Fraction(21, 2) + 7  # 3d6 + 2d6, independent
    strike = plan_for_strike(actor, ruleset, attack=40, damage="1d8+4 tranchant, 1d6 feu")
    forced = {"attack:g": 10, "damage:g": 6, "damage2:g": 2}
    assert resolve_live(strike, [plain], random.Random(0), forced).targets["g"].damage == 8
    counts: Counter[int] = Counter()
    for a, b in itertools.product(range(5, 13), range(1, 7)):
        story = {"attack:g": 10, "damage:g": a, "damage2:g": b}
        counts[resolve_live(strike, [plain], random.Random(0), story).targets["g"].damage] += 1
    total = sum(counts.values())
    hit = resolve_exact(strike, [plain], exact=True, forced={"attack:g": 10}).targets["g"]
    assert hit.damage.fractions() == {k: Fraction(v, total) for k, v in counts.items()}


def test_parts_of_one_attack_share_a_damage_reduction() -> None:
    """000 « Réduction des dégâts »: the reduction comes off the total of an attack, once — two
    physical parts (1d4 slashing, 1d4 piercing) against DR 3/— lose 3 in all, not 3 each. Live,
    exact and simulated modes agree with each other and with ``rules.mitigation.mitigate``."""
    from arbitre.content.creatures import build_creature
    from arbitre.engine.build import plan_for_strike

    ruleset = get_ruleset("pf1")
    actor = build_creature({"id": "o", "name": "Ogre"})
    wall = Target("w", "w", 60, 60, defenses=parse_defenses("RD 3/—"))
    strike = plan_for_strike(actor, ruleset, attack=40, damage="1d4 tranchant, 1d4 perforant")
    counts: Counter[int] = Counter()
    for a, b in itertools.product(range(1, 5), range(1, 5)):
        story = {"attack:w": 10, "damage:w": a, "damage2:w": b}
        dealt = resolve_live(strike, [wall], random.Random(0), story).targets["w"].damage
        assert dealt == max(0, a + b - 3)
        counts[dealt] += 1
    exact = resolve_exact(strike, [wall], exact=True, forced={"attack:w": 10}).targets["w"]
    assert exact.damage.fractions() == {k: Fraction(v, 16) for k, v in counts.items()}
    sim = resolve_simulation(strike, [wall], 40_000, seed=3, forced={"attack:w": 10}).targets["w"]
    assert abs(float(sim.damage.mean()) - float(exact.damage.mean_exact())) < 0.05
    # a part that bypasses the reduction (silver against DR/silver) leaves it whole for the other
    silver = Target("s", "s", 60, 60, defenses=parse_defenses("RD 3/argent"))
    mixed = plan_for_strike(actor, ruleset, attack=40, damage="1d4 tranchant (argent), 1d4 perforant")
    story = {"attack:s": 10, "damage:s": 4, "damage2:s": 4}
    assert resolve_live(mixed, [silver], random.Random(0), story).targets["s"].damage == 4 + 1


def test_parts_of_different_kinds_keep_their_own_reductions() -> None:
    """Slashing and fire draw on different reductions (DR, fire resistance): nothing is pooled."""
    from arbitre.content.creatures import build_creature
    from arbitre.engine.build import plan_for_strike

    actor = build_creature({"id": "o", "name": "Ogre"})
    devil = Target("d", "d", 60, 60, defenses=parse_defenses("RD 5/bien ; résistance au feu 10"))
    strike = plan_for_strike(actor, get_ruleset("pf1"), attack=40, damage="1d8+4 tranchant, 2d6 feu")
    story = {"attack:d": 10, "damage:d": 9, "damage2:d": 12}
    assert resolve_live(strike, [devil], random.Random(0), story).targets["d"].damage == (9 - 5) + (12 - 10)


DAMAGE_TYPES = [DamageType.SLASHING, DamageType.PIERCING, DamageType.FIRE, DamageType.COLD]
DEFENSE_LINES = ["", "RD 2/—", "résistance au feu 2", "RD 1/— ; résistance au feu 1 ; résistance au froid 3"]


@settings(max_examples=25, deadline=None)
@given(
    parts=st.lists(
        st.tuples(st.sampled_from(["1d2", "1d3", "1d2+1", "2"]), st.sampled_from(DAMAGE_TYPES)),
        min_size=1,
        max_size=3,
    ),
    defenses=st.sampled_from(DEFENSE_LINES),
    save=st.sampled_from([None, SaveEffect.HALF, SaveEffect.NEGATES]),
    ruleset=st.sampled_from(["pf1", "pf2"]),
    incorporeal=st.booleans(),
)
def test_exact_equals_every_forced_story_for_any_plan(
    parts: list[tuple[str, DamageType]],
    defenses: str,
    save: SaveEffect | None,
    ruleset: str,
    incorporeal: bool,
) -> None:
    """Whatever the parts (one to three, any types), defenses, save and an incorporeal target, the
    exact distribution of damage is the sum over every forced live story (each part's total, the
    save's d20, the incorporeal 50 % rolled once per attack, 000 « Intangibilité ») of its odds."""
    if save is SaveEffect.HALF and ruleset == "pf2":
        save = SaveEffect.BASIC
    plan = EffectPlan(
        "mage",
        "test",
        "spell",
        ruleset=get_ruleset(ruleset),
        caster_level=5,
        save=SavePlan("reflex", 12, save) if save is not None else None,
        damage=tuple(
            DamagePart(parse(f).bind({}), DamageInstance(0, t, source=DamageSource.SPELL)) for f, t in parts
        ),
    )
    target = Target("t", "t", 20, 20, saves={"reflex": 2})
    if defenses or incorporeal:
        from dataclasses import replace

        lines = parse_defenses(defenses) if defenses else Defenses()
        target = Target(
            "t", "t", 20, 20, saves={"reflex": 2}, defenses=replace(lines, incorporeal=incorporeal)
        )
    chances = [True, False] if incorporeal and ruleset == "pf1" else [None]
    odds = [parse(f).bind({}).distribution(exact=True).fractions() for f, _ in parts]
    stories: dict[int, Fraction] = {}
    naturals = range(1, 21) if save is not None else [None]
    for natural, ignored, totals in itertools.product(
        naturals, chances, itertools.product(*map(sorted, odds))
    ):
        p = Fraction(1, 20) if natural is not None else Fraction(1)
        if ignored is not None:
            p /= 2
        for part_odds, value in zip(odds, totals, strict=True):
            p *= part_odds[value]
        forced: dict[str, int | bool] = {
            ("damage" if i == 0 else f"damage{i + 1}"): v for i, v in enumerate(totals)
        }
        if natural is not None:
            forced["save:t"] = natural
        if ignored is not None:
            forced["incorporeal:t"] = ignored
        dealt = resolve_live(plan, [target], random.Random(0), forced).targets["t"].damage
        stories[dealt] = stories.get(dealt, Fraction(0)) + p
    exact = resolve_exact(plan, [target], exact=True).targets["t"]
    assert exact.damage.fractions() == stories


def test_incorporeal_creatures_ignore_critical_hits_and_precision_damage() -> None:
    """000 « Intangibilité »: incorporeal creatures are immune to critical hits and to sneak
    attacks (precision damage is not rolled); the d20 family only (pf2 has no such rule here)."""
    from arbitre.content.creatures import build_creature
    from arbitre.engine.build import plan_for_strike, target_from_creature

    ogre = build_creature({"id": "o", "name": "Ogre"})
    wraith = target_from_creature(build_creature({"template": "wraith", "id": "w"}))
    strike = plan_for_strike(
        ogre, get_ruleset("pf1"), attack=30, damage="1d8+4 tranchant (magique) plus 2d6 précision"
    )
    story = {"attack:w": 20, "confirm:w": 20, "incorporeal:w": False, "damage:w": 10}
    live = resolve_live(strike, [wraith], random.Random(0), story).targets["w"]
    assert live.damage == 10  # not ×2, no 2d6
    assert {"critical_immunity", "precision_ignored"} <= {s.rule for s in live.outcome.steps}
    exact = resolve_exact(strike, [wraith], exact=True, forced={"attack:w": 20, "incorporeal:w": False})
    assert exact.targets["w"].damage.fractions() == {v: Fraction(1, 8) for v in range(5, 13)}


@settings(max_examples=12, deadline=None)
@given(
    damage=st.sampled_from(
        ["1d2 tranchant", "1d2+1 perforant (argent)", "1d2 tranchant, 1d2 feu", "2 contondant"]
    ),
    threat=st.sampled_from([19, 20]),
    multiplier=st.sampled_from([2, 3]),
    concealment=st.sampled_from([0, 20]),
    defenses=st.sampled_from(
        ["", "RD 2/—", "RD 2/argent ; résistance au feu 1", "immunité aux coups critiques"]
    ),
    ruleset=st.sampled_from(["pf1", "pf2"]),
)
def test_exact_equals_every_forced_story_for_any_strike(
    damage: str, threat: int, multiplier: int, concealment: int, defenses: str, ruleset: str
) -> None:
    """Attack rolls, critical threats and confirmations, concealment, several damage parts and
    reductions: the exact distribution of damage is the odds-weighted sum of every forced story."""
    from dataclasses import replace

    from arbitre.content.creatures import build_creature
    from arbitre.engine.build import plan_for_strike

    actor = build_creature({"id": "o", "name": "Ogre"})
    plan = plan_for_strike(
        actor, get_ruleset(ruleset), attack=6, damage=damage, threat=threat, multiplier=multiplier
    )
    target = Target("t", "t", 30, 30, ac=15, concealment=concealment)
    if defenses:
        target = replace(target, defenses=parse_defenses(defenses))
    rolls = len(plan.damage) * (multiplier if ruleset == "pf1" else 2)
    odds = [p.expression.distribution(exact=True).fractions() for p in plan.damage]
    stories: dict[int, Fraction] = {}
    for attack, confirm, hidden in itertools.product(
        range(1, 21), range(1, 21), [True, False] if concealment else [None]
    ):
        base = Fraction(1, 400) * (Fraction(concealment, 100) if hidden else 1 - Fraction(concealment, 100))
        # every roll of every part (the critical ones too) over its faces
        purposes = []
        for i, _ in enumerate(plan.damage):
            head = "damage" if i == 0 else f"damage{i + 1}"
            purposes.append((f"{head}:t", i))
            for extra in range(1, (multiplier if ruleset == "pf1" else 2)):
                purposes.append((f"{head}:t:{'critical' if extra == 1 else f'critical{extra}'}", i))
        assert len(purposes) == rolls
        for values in itertools.product(*(sorted(odds[i]) for _, i in purposes)):
            p = base
            for (_, i), v in zip(purposes, values, strict=True):
                p *= odds[i][v]
            forced: dict[str, int | bool] = {"attack:t": attack, "confirm:t": confirm}
            forced.update({name: v for (name, _), v in zip(purposes, values, strict=True)})
            if hidden is not None:
                forced["concealment:t"] = hidden
            dealt = resolve_live(plan, [target], random.Random(0), forced).targets["t"].damage
            stories[dealt] = stories.get(dealt, Fraction(0)) + p
    exact = resolve_exact(plan, [target], exact=True).targets["t"]
    assert exact.damage.fractions() == {k: v for k, v in stories.items() if v}


def test_simulation_rolls_each_part_with_its_own_dice() -> None:
    """Simulation agrees with exact odds when an effect has several damage parts (ice storm's
    3d6 bludgeoning and 2d6 cold; a strike's 1d4 and 3d6): each part has its own dice."""
    from arbitre.content.creatures import build_creature
    from arbitre.content.spells import find_spell
    from arbitre.engine.build import plan_for_spell, plan_for_strike

    ruleset = get_ruleset("pf1")
    mage = build_creature(
        {"id": "mage", "name": "Mage", "class": "wizard", "level": 9, "abilities": {"int": 18}}
    )
    plain = Target("g", "g", 200, 200)
    for plan in (
        plan_for_spell(mage, find_spell("ice storm"), ruleset),
        plan_for_strike(mage, ruleset, attack=40, damage="1d4 tranchant, 3d6 feu"),
    ):
        exact = float(resolve_exact(plan, [plain]).targets["g"].damage.mean())
        simulated = float(resolve_simulation(plan, [plain], 60_000, seed=5).targets["g"].damage.mean())
        assert abs(simulated - exact) < 0.1, (plan.label, simulated, exact)


@settings(max_examples=15, deadline=None)
@given(
    damage=st.sampled_from(
        ["2d6 feu", "1d8+3 tranchant, 2d4 froid", "1d6 tranchant, 1d6 perforant", "3d4 acide"]
    ),
    attack=st.booleans(),
    save=st.sampled_from([None, SaveEffect.HALF, SaveEffect.NEGATES]),
    defenses=st.sampled_from(["", "RD 3/—", "résistance au feu 5 ; résistance au froid 2", "RM 15"]),
    incorporeal=st.booleans(),
    ruleset=st.sampled_from(["pf1", "pf2"]),
    seed=st.integers(0, 1000),
)
def test_simulation_agrees_with_exact_for_any_plan(
    damage: str,
    attack: bool,
    save: SaveEffect | None,
    defenses: str,
    incorporeal: bool,
    ruleset: str,
    seed: int,
) -> None:
    """The simulation driver and the exact driver run the same pipeline: for random plans (one to
    two damage parts, an attack roll or not, a save or not, reductions, SR, an incorporeal target)
    the simulated mean damage and P(affected) lie within sampling error of the exact values."""
    from dataclasses import replace

    from arbitre.content.creatures import build_creature
    from arbitre.engine.build import plan_for_strike

    if save is SaveEffect.HALF and ruleset == "pf2":
        save = SaveEffect.BASIC
    actor = build_creature({"id": "o", "name": "Ogre"})
    base = plan_for_strike(actor, get_ruleset(ruleset), attack=8, damage=damage)
    plan = replace(
        base,
        attack=base.attack if attack else None,
        save=SavePlan("reflex", 14, save) if save is not None else None,
        spell_resistance=True,
        caster_level=6,
        damage=tuple(
            replace(p, instance=replace(p.instance, source=DamageSource.SPELL)) for p in base.damage
        ),
    )
    target = Target("t", "t", 40, 40, saves={"reflex": 4}, ac=16)
    lines = parse_defenses(defenses) if defenses else Defenses()
    target = replace(target, defenses=replace(lines, incorporeal=incorporeal))
    n = 20_000
    exact = resolve_exact(plan, [target]).targets["t"]
    sim = resolve_simulation(plan, [target], n, seed=seed).targets["t"]
    sd = exact.damage.stdev() / n**0.5
    assert abs(float(sim.damage.mean()) - exact.damage.mean()) < 5 * sd + 1e-9
    p = float(exact.p_affected)
    assert abs(float(sim.affected.mean()) - p) < 5 * (p * (1 - p) / n) ** 0.5 + 1e-9
