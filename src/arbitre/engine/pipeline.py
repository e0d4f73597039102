"""The per-target pipeline, in the texts' order, written once for every mode.

applicability (own effect, mind-affecting vs no Intelligence, living only, effect immunities) →
antimagic → spell resistance → attack roll (critical threat and confirmation, concealment) →
saving throw → evasion → damage roll → halving/doubling → mitigation (d20: DR, energy resistance…;
pf2: immunities → weaknesses → resistances) → hit points (temporary first) → conditions.

Every random event goes through the driver (:mod:`arbitre.engine.drivers`); every decision is made
by a rules function. In live mode each step records the rule's own :class:`Step` with the dice; in
the exploring modes steps name the rule without a particular roll.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from arbitre.core.errors import NotAutomatedError
from arbitre.engine.drivers import Driver
from arbitre.engine.plan import DamagePart, EffectPlan, SavePlan, Target, part_purpose
from arbitre.engine.quantity import Fixed, Quantity, Samples
from arbitre.model.ability import AbilityScore
from arbitre.model.explain import Step
from arbitre.model.ruleset import CriticalDamage, HitPointRule, Mitigation, Ruleset
from arbitre.model.saves import SaveEffect
from arbitre.rules import attack_rolls, hit_points
from arbitre.rules.descriptors import language_dependent_works, mind_affecting_works
from arbitre.rules.evasion import Evasion, reflex_half_damage
from arbitre.rules.fear import FearLevel, stack_fear
from arbitre.rules.incorporeal import INCORPOREAL_IMMUNITIES, ignore_chance
from arbitre.rules.mitigation import mitigate_amount
from arbitre.rules.saving_throws import Degree, damage_after_save, save_outcome
from arbitre.rules.spell_resistance import SRApplies, caster_level_check, sr_applies, success_probability

if TYPE_CHECKING:
    from arbitre.model.damage import Defenses
    from arbitre.rules.ability_damage import AbilityChange, AbilityState

# Energy drain and ability damage, which few actions have, are imported in their branches: a strike
# or a spell does not load them (start-up time of a command). Spell resistance stays here: its
# branch is on the hot path of exact odds, where an import statement per target shows.

S_SR = "001 « La résistance à la magie »"
S_SAVE = "001 « Les jets de sauvegarde »"
S_ANTIMAGIC = "000 « Antimagie »"
S_IMMUNITY = "000 « Immunité »"
S_MENTAL = "001 « Registre (mental) »"
S_CONCEALMENT = "000 « Invisibilité »"
S_EVASION = "000 « Esquive totale et esquive extraordinaire »"
S_INCORPOREAL = "000 « Intangibilité »"
S_DAMAGE = "002 « Les dégâts »"
S_ABILITY = "000 « Affaiblissement et diminution de caractéristique »"
S_RIDERS = "002 « Dégâts et améliorations »"


@dataclass(frozen=True, slots=True)
class TargetOutcome:
    """What the action did to one target, in one world (live) or one leaf (exploring modes)."""

    target: str
    affected: bool
    reason: str | None  # why not affected: immune, antimagic, spell_resistance, miss, concealment, saved
    damage: Quantity  # damage taken (lethal + nonlethal)
    lethal: Quantity
    hp: Quantity  # hit points after
    conditions: frozenset[str]
    degree: Degree | None
    critical: bool
    steps: tuple[Step, ...]
    negative_levels: int = 0  # gained from this action
    ability_damage: tuple[tuple[str, Quantity], ...] = ()  # points of each ability lost


def resolve_target(
    plan: EffectPlan, target: Target, d: Driver, hp_start: Quantity | None = None
) -> TargetOutcome:
    """Run the action's effect on one target through driver ``d``."""
    live = d.mode == "live"
    steps: list[Step] = []
    zero = d.constant(0)
    hp0 = hp_start if hp_start is not None else d.constant(target.hp)
    ruleset = plan.ruleset
    tid = target.id

    def unaffected(reason: str) -> TargetOutcome:
        return TargetOutcome(tid, False, reason, zero, zero, hp0, frozenset(), None, False, tuple(steps))

    # -- applicability ------------------------------------------------------------------------
    if tid in plan.immune_ids:
        steps.append(Step("immune_own_effect", S_IMMUNITY, detail={"effect": plan.label}))
        return unaffected("immune")
    if plan.mind_affecting:
        works = mind_affecting_works(target.int_score)
        if not works.affected or "mind_affecting" in target.effect_immunities:
            steps.extend(
                works.steps or (Step("immune_mind_affecting", S_MENTAL, detail={"effect": plan.label}),)
            )
            return unaffected("immune")
    if plan.language_dependent:
        # 001 « Registre »: a shared language and hearing are needed; unrecorded languages pass
        shares = not (plan.actor_languages and target.languages) or bool(
            plan.actor_languages & target.languages
        )
        works = language_dependent_works(shares_language=shares, can_hear="deafened" not in target.conditions)
        if not works.affected:
            steps.extend(works.steps)
            return unaffected("immune")
    if plan.living_only and not target.living:
        steps.append(Step("not_living", S_IMMUNITY, detail={"effect": plan.label}))
        return unaffected("immune")
    if plan.death_effect and "death" in target.effect_immunities:
        steps.append(Step("immune_death", S_IMMUNITY, detail={"effect": plan.label}))
        return unaffected("immune")
    blocked = plan.effect_tags & target.effect_immunities
    if blocked and not plan.damage:
        steps.append(
            Step("immune_effect", S_IMMUNITY, detail={"effect": plan.label, "tags": sorted(blocked)})
        )
        return unaffected("immune")

    # -- antimagic ----------------------------------------------------------------------------
    if target.in_antimagic and plan.suppressed_by_antimagic:
        steps.append(Step("antimagic_suppressed", S_ANTIMAGIC, detail={"effect": plan.label}))
        return unaffected("antimagic")

    # -- spell resistance ---------------------------------------------------------------------
    if plan.spell_resistance and target.spell_resistance > 0 and plan.caster_level:
        applies = _sr_applies(target.spell_resistance)
        steps.extend(applies.steps)
        if applies.applies:
            cl, sr = plan.caster_level, applies.sr
            passed, natural = d.check(
                f"sr:{tid}", lambda n: caster_level_check(n, cl, sr).success, ("sr", cl, sr)
            )
            if live and natural is not None:
                steps.extend(caster_level_check(natural, cl, sr).steps)
            else:
                p = _sr_probability(cl, sr)
                steps.append(Step("caster_level_check", S_SR, None, sr, {"caster_level": cl, "p": float(p)}))
            if not passed:
                return unaffected("spell_resistance")

    # -- attack roll --------------------------------------------------------------------------
    critical = False
    if plan.attack is not None:
        atk = plan.attack
        ac = target.touch_ac if atk.touch else target.ac
        result, natural = d.check(
            f"attack:{tid}",
            lambda n: attack_rolls.attack_result(n, atk.bonus, ac, ruleset, threat=atk.threat),
            ("attack", atk.bonus, ac, ruleset.id, atk.threat),
        )
        steps.append(
            Step(
                "attack_roll",
                attack_rolls.SECTION,
                None if natural is None else natural + atk.bonus,
                ac,
                {"result": result.value, "natural": natural},
            )
        )
        if result is attack_rolls.AttackResult.MISS:
            return unaffected("miss")
        no_critical = _immunity(target, ruleset, "critical_hits")
        if result in (attack_rolls.AttackResult.THREAT, attack_rolls.AttackResult.CRITICAL) and no_critical:
            steps.append(Step("critical_immunity", no_critical))
        elif result is attack_rolls.AttackResult.THREAT:
            critical, natural2 = d.check(
                f"confirm:{tid}",
                lambda n: attack_rolls.confirms(n, atk.bonus, ac),
                ("confirm", atk.bonus, ac),
            )
            steps.append(
                Step(
                    "critical_confirmation",
                    attack_rolls.SECTION,
                    None,
                    ac,
                    {"confirmed": critical, "natural": natural2},
                )
            )
        elif result is attack_rolls.AttackResult.CRITICAL:
            critical = True
        if target.concealment:
            missed = d.chance(f"concealment:{tid}", Fraction(target.concealment, 100))
            steps.append(
                Step(
                    "concealment_miss_chance",
                    S_CONCEALMENT,
                    detail={"percent": target.concealment, "missed": missed},
                )
            )
            if missed:
                return unaffected("concealment")

    # -- saving throw -------------------------------------------------------------------------
    degree: Degree | None = None
    if plan.save is not None and not plan.save.harmless:
        sv = plan.save
        rolled = _saving_throw(d, f"save:{tid}", sv, target, ruleset, steps)
        degree = rolled
        if rolled.succeeded and sv.effect is SaveEffect.NEGATES:
            return unaffected("saved")

    # -- damage -------------------------------------------------------------------------------
    # parts are independent rolls, so their sums are convolutions; lethal and taken are two
    # views of the same parts and are never added to each other
    lethal: Quantity = zero
    taken: Quantity = zero
    # parts drawing on the same reduction (two physical parts against DR, two of one energy
    # against its resistance) share it: it is subtracted once from the attack's total
    pooled = len(plan.damage) > 1 and _share_a_pool(plan.damage, target.defenses, ruleset)
    pending: list[tuple[DamagePart, Quantity, bool]] = []
    incorporeal_roll: list[bool] = []  # the incorporeal 50 % roll, made once for the whole attack
    for index, part in enumerate(plan.damage):
        multiplier = plan.attack.multiplier if critical and plan.attack is not None else 1
        if critical and ruleset.critical_damage is CriticalDamage.DOUBLE:
            multiplier = 2
        amount = _roll_part(d, part, multiplier, tid, steps, index, _immunity(target, ruleset, "precision"))
        amount = _apply_save(plan, target, amount, degree, steps)
        if pooled:
            pending.append(
                (part, amount, _incorporeal_ignored(plan, target, part, d, steps, incorporeal_roll))
            )
            continue
        lethal_part, taken_part = _mitigate(plan, target, part, amount, d, steps, incorporeal_roll)
        lethal = lethal.plus(lethal_part)
        taken = taken.plus(taken_part)
    if pooled:
        lethal, taken = _mitigate_together(plan, target, pending, steps)

    # -- hit points ---------------------------------------------------------------------------
    temp = target.temp_hp
    after_temp = lethal.map(lambda x: hit_points.lethal_after_temporary(x, temp)) if temp > 0 else lethal
    hp_final = hp0.plus(after_temp.negate())
    if ruleset.hit_points is HitPointRule.DYING_AT_ZERO:
        hp_final = hp_final.map(lambda h: hit_points.hp_after(h, 0, ruleset))

    # -- conditions ---------------------------------------------------------------------------
    conditions: set[str] = set()
    failed = degree is None or not degree.succeeded
    if plan.conditions_on_failure and failed:
        kept = {c for c in plan.conditions_on_failure if c not in target.effect_immunities}
        kept = _stack_fear(kept, target, steps)
        conditions |= kept
        if kept:
            steps.append(Step("conditions_applied", S_SAVE, detail={"conditions": sorted(kept)}))
    # -- riders: negative levels and ability damage --------------------------------------------
    gained = 0
    lost: list[tuple[str, Quantity]] = []
    if not _riders_land(plan, target, d, taken, steps):
        return TargetOutcome(
            tid, True, None, taken, lethal, hp_final, frozenset(conditions), degree, critical, tuple(steps)
        )
    if plan.negative_levels and not target.effect_immunities & {"energy_drain", "negative_levels"}:
        from arbitre.rules.negative_levels import energy_drain

        drained = energy_drain(target.negative_levels, plan.negative_levels, max(1, target.levels))
        steps.extend(drained.steps)
        gained = plan.negative_levels
        if drained.dead:
            conditions.add(hit_points.DEAD)
    if plan.ability_damage:
        from arbitre.rules.ability_damage import (
            AbilityState,
            damage_ability,
            drain_ability,
            zero_score_effect,
        )
    for hit in plan.ability_damage:
        if "ability_damage" in target.effect_immunities:
            continue
        points = d.amount(f"ability:{hit.ability}:{tid}", hit.amount)
        if isinstance(points, Fixed):
            steps.append(
                Step(
                    "damage_roll",
                    S_DAMAGE,
                    None,
                    points.value,
                    {"expression": hit.amount.text, "type": hit.ability},
                )
            )
        score = target.scores.get(hit.ability)
        if score is not None:
            state = AbilityState(AbilityScore(hit.ability), score)
            lose = drain_ability if hit.drain else damage_ability
            # the rule records nothing past 0: map it over the points rolled
            points = points.map(_points_lost(state, lose))
            if isinstance(points, Fixed):
                steps.extend(lose(state, points.value).steps)
            # a score brought to 0 has its own effect (000 « Affaiblissement … de caractéristique »)
            zeroed, points = d.split(f"zero:{hit.ability}:{tid}", points, _at_least(score))
            if zeroed:
                effect = zero_score_effect(AbilityScore(hit.ability))
                conditions.add(effect.value)
                steps.append(
                    Step(
                        "ability_zero", S_ABILITY, score, 0, {"ability": hit.ability, "effect": effect.value}
                    )
                )
        lost.append((hit.ability, points))
    return TargetOutcome(
        tid,
        True,
        None,
        taken,
        lethal,
        hp_final,
        frozenset(conditions),
        degree,
        critical,
        tuple(steps),
        gained,
        tuple(lost),
    )


_FEAR = {level.id: level for level in FearLevel if level is not FearLevel.NONE}


def _stack_fear(new: set[str], target: Target, steps: list[Step]) -> set[str]:
    """A fear condition on a creature already afraid stacks (000 « Peur »)."""
    fear = [c for c in new if c in _FEAR]
    if not fear:
        return new
    current = max((_FEAR[c] for c in target.conditions if c in _FEAR), default=FearLevel.NONE)
    result = stack_fear(current, _FEAR[fear[0]])
    steps.extend(result.steps)
    return (new - set(_FEAR)) | ({result.level.id} if result.level is not FearLevel.NONE else set())


def merge_conditions(before: frozenset[str], added: frozenset[str]) -> frozenset[str]:
    """The conditions after an action: a stacked fear replaces the one it grew from."""
    merged = set(before) | set(added)
    fears = [c for c in merged if c in _FEAR]
    if len(fears) > 1:
        keep = max(fears, key=lambda c: _FEAR[c])
        merged -= set(fears) - {keep}
    return frozenset(merged)


@lru_cache(maxsize=4096)
def _sr_applies(sr: int) -> SRApplies:
    """Spell resistance against a spell that allows it (001 « La résistance à la magie »)."""
    from arbitre.model.spell import SpellResistance

    return sr_applies(SpellResistance(applies=True), sr)


@lru_cache(maxsize=4096)
def _sr_probability(caster_level: int, sr: int) -> Fraction:
    return success_probability(caster_level, sr)


def _saving_throw(
    d: Driver, purpose: str, sv: SavePlan, target: Target, ruleset: Ruleset, steps: list[Step]
) -> Degree:
    """One saving throw through the driver, read by the rules (pass/fail or four degrees)."""
    bonus = target.saves.get(sv.save, 0)
    degree, natural = d.check(
        purpose,
        lambda n: save_outcome(n, n + bonus, sv.dc, ruleset).degree,
        ("save", bonus, sv.dc, ruleset.id),
    )
    if natural is not None:
        steps.extend(save_outcome(natural, natural + bonus, sv.dc, ruleset).steps)
    else:
        steps.append(
            Step(
                "saving_throw", S_SAVE, None, sv.dc, {"save": sv.save, "bonus": bonus, "degree": degree.name}
            )
        )
    return degree


def _riders_land(plan: EffectPlan, target: Target, d: Driver, taken: Quantity, steps: list[Step]) -> bool:
    """Whether the effect's riders reach the target: immunity, the damage rule of the ruleset
    (002 « Dégâts et améliorations »), then the riders' own save (poison's Fortitude)."""
    if not (plan.negative_levels or plan.ability_damage):
        return False
    if target.id in plan.rider_immune_ids or plan.rider_tags & target.effect_immunities:
        steps.append(
            Step("immune_effect", S_IMMUNITY, detail={"effect": plan.label, "tags": sorted(plan.rider_tags)})
        )
        return False
    if plan.ruleset.riders_need_damage and plan.damage:
        through, _ = d.split(f"rider:{target.id}", taken, _at_least(1))
        if not through:
            steps.append(Step("riders_blocked", S_RIDERS, detail={"effect": plan.label}))
            return False
    if plan.rider_save is not None:
        sv = plan.rider_save
        if _saving_throw(d, f"rider_save:{target.id}", sv, target, plan.ruleset, steps).succeeded:
            return False
    return True


def _points_lost(
    state: AbilityState, lose: Callable[[AbilityState, int], AbilityChange]
) -> Callable[[int], int]:
    """Points of the score actually lost when ``a`` points are rolled (the rule stops at 0)."""
    before = state.current or 0

    def lost(a: int) -> int:
        return before - (lose(state, a).state.current or 0)

    return lost


def _at_least(threshold: int) -> Callable[[int], bool]:
    def test(a: int) -> bool:
        return a >= threshold

    return test


def _immunity(target: Target, ruleset: Ruleset, key: str) -> str | None:
    """The section that makes ``target`` immune to ``key`` (``critical_hits``, ``precision``), if
    any: being incorporeal in the d20 family (000 « Intangibilité »), or its immunities."""
    defenses = target.defenses
    if (
        key in INCORPOREAL_IMMUNITIES
        and defenses.incorporeal
        and ruleset.mitigation is Mitigation.DR_ENERGY_RESISTANCE
    ):
        return S_INCORPOREAL
    return S_IMMUNITY if key in defenses.immunities else None


def _roll_part(
    d: Driver,
    part: DamagePart,
    critical: int,
    tid: str,
    steps: list[Step],
    index: int = 0,
    no_precision: str | None = None,
) -> Quantity:
    """Roll part ``index`` of the damage (its own roll: :func:`~arbitre.engine.plan.part_purpose`);
    ``no_precision``, the section of an immunity to precision damage, leaves its dice unrolled."""
    purpose = part_purpose(part, index, tid) if index else part.purpose.replace("{target}", tid)
    amount = d.amount(purpose, part.expression)
    if isinstance(amount, Fixed):
        steps.append(
            Step(
                "damage_roll",
                S_DAMAGE,
                None,
                amount.value,
                {"expression": part.expression.text, "type": part.instance.type.value},
            )
        )
    for extra in range(1, critical):
        # the damage rolled again (d20: ×N rolls dice and modifiers N times; pf2 doubles both)
        suffix = "critical" if extra == 1 else f"critical{extra}"
        amount = amount.plus(d.amount(f"{purpose}:{suffix}", part.expression))
    if part.precision is not None and no_precision:
        steps.append(Step("precision_ignored", no_precision, detail={"expression": part.precision.text}))
    elif part.precision is not None:
        amount = amount.plus(d.amount(f"{purpose}:precision", part.precision))
    return amount


def _apply_save(
    plan: EffectPlan, target: Target, amount: Quantity, degree: Degree | None, steps: list[Step]
) -> Quantity:
    if plan.save is None or degree is None:
        return amount
    effect = plan.save.effect
    evasion = target.evasion
    if (
        plan.save.save == "reflex"
        and effect in (SaveEffect.HALF, SaveEffect.BASIC)
        and evasion is not Evasion.NONE
    ):
        succeeded = degree.succeeded
        if not isinstance(amount, Fixed):
            steps.append(Step("evasion", S_EVASION, detail={"evasion": evasion.value, "saved": succeeded}))
        if effect is SaveEffect.HALF:
            if isinstance(amount, Fixed):
                result = reflex_half_damage(amount.value, save_succeeded=succeeded, evasion=evasion)
                steps.extend(result.steps)
                return Fixed(result.amount)
            return amount.map(
                _memo(
                    ("reflex_half", succeeded, evasion),
                    lambda a: reflex_half_damage(a, save_succeeded=succeeded, evasion=evasion).amount,
                )
            )
    after = amount.map(_memo(("after_save", effect, degree), lambda a: damage_after_save(a, effect, degree)))
    before_v = amount.value if isinstance(amount, Fixed) else None
    after_v = after.value if isinstance(after, Fixed) else None
    steps.append(
        Step(
            "damage_after_save",
            S_SAVE,
            before_v,
            after_v,
            {"effect": effect.value, "degree": degree.name.lower()},
        )
    )
    return after


def _mitigate(
    plan: EffectPlan,
    target: Target,
    part: DamagePart,
    amount: Quantity,
    d: Driver,
    steps: list[Step],
    rolled: list[bool],
) -> tuple[Quantity, Quantity]:
    instance = part.instance
    defenses = target.defenses
    ruleset = plan.ruleset
    ignored = _incorporeal_ignored(plan, target, part, d, steps, rolled) if defenses.incorporeal else False
    if isinstance(amount, Fixed):
        outcome = mitigate_amount(amount.value, instance, defenses, ruleset, incorporeal_ignored=ignored)
        steps.extend(outcome.steps)
        return Fixed(outcome.lethal), Fixed(outcome.taken)
    key = (_Same(instance), _Same(defenses), ruleset.id, ignored)
    table = _mitigation_table(key)

    def split(a: int) -> tuple[int, int]:
        found = table.get(a)
        if found is None:
            o = mitigate_amount(a, instance, defenses, ruleset, incorporeal_ignored=ignored)
            found = table[a] = (o.lethal, o.lethal + o.nonlethal)
        return found

    steps.append(Step("mitigation", "000/002", detail={"type": instance.type.value}))
    lethal = amount.map(_memo(("lethal", key), lambda a: split(a)[0]))
    if not instance.nonlethal and defenses.regeneration is None:
        return lethal, lethal  # nothing can turn this damage nonlethal: the same quantity twice
    return lethal, amount.map(_memo(("taken", key), lambda a: split(a)[1]))


def _incorporeal_ignored(
    plan: EffectPlan, target: Target, part: DamagePart, d: Driver, steps: list[Step], rolled: list[bool]
) -> bool:
    """Whether an incorporeal target escapes this part: the 50 % chance of 000 « Intangibilité »
    is against the attack, so it is rolled once (``rolled`` keeps it) for all the parts that
    have it; the rule gives each part's chance (0, 1/2 or 1, the certain ones are not rolled)."""
    if not target.defenses.incorporeal or plan.ruleset.mitigation is not Mitigation.DR_ENERGY_RESISTANCE:
        return False
    p = ignore_chance(part.instance)
    if not 0 < p < 1:
        return False
    if rolled:
        return rolled[0]
    ignored = d.chance(f"incorporeal:{target.id}", p)
    steps.append(Step("incorporeal_chance", S_INCORPOREAL, detail={"ignored": ignored}))
    rolled.append(ignored)
    return ignored


_PROBE = 10**6  # an amount larger than any reduction: shows which pools a part draws on
_POOLS: dict[object, frozenset[str]] = {}


def _share_a_pool(parts: tuple[DamagePart, ...], defenses: Defenses, ruleset: Ruleset) -> bool:
    """Whether two parts draw on the same pooled reduction (``dr``, ``resistance:fire``…), as the
    mitigation rule itself reports for a large amount."""
    seen: set[str] = set()
    for part in parts:
        key = (_Same(part.instance), _Same(defenses), ruleset.id)
        pools = _POOLS.get(key)
        if pools is None:
            if len(_POOLS) > 4096:
                _POOLS.clear()
            probe = mitigate_amount(_PROBE, part.instance, defenses, ruleset)
            pools = _POOLS[key] = frozenset(k for k, v in probe.used.items() if v)
        if pools & seen:
            return True
        seen |= pools
    return False


def _mitigate_together(
    plan: EffectPlan, target: Target, pending: list[tuple[DamagePart, Quantity, bool]], steps: list[Step]
) -> tuple[Quantity, Quantity]:
    """Mitigate the parts of one attack together (``rules.mitigation.mitigate``: a reduction
    spent on one part is not spent again on the next, 000 « Réduction des dégâts », « Résistance
    aux énergies destructives »). Amounts are joint here: exact mode sums over every combination
    of the parts' amounts, simulation over each world's."""
    from dataclasses import replace

    from arbitre.rules.mitigation import mitigate

    defenses, ruleset = target.defenses, plan.ruleset
    instances = [part.instance for part, _, _ in pending]
    ignored = [flag for _, _, flag in pending]
    amounts = [amount for _, amount, _ in pending]
    results: dict[tuple[int, ...], tuple[int, int]] = {}

    def joint(values: tuple[int, ...]) -> tuple[int, int]:
        found = results.get(values)
        if found is None:
            done = mitigate(
                [replace(i, amount=v) for i, v in zip(instances, values, strict=True)],
                defenses,
                ruleset,
                incorporeal_ignored=ignored,
            )
            lethal = sum(o.lethal for o in done.outcomes)
            found = results[values] = (lethal, lethal + sum(o.nonlethal for o in done.outcomes))
        return found

    if all(isinstance(a, Fixed) for a in amounts):
        values = tuple(a.value for a in amounts if isinstance(a, Fixed))
        done = mitigate(
            [replace(i, amount=v) for i, v in zip(instances, values, strict=True)],
            defenses,
            ruleset,
            incorporeal_ignored=ignored,
        )
        for outcome in done.outcomes:
            steps.extend(outcome.steps)
        lethal, taken = joint(values)
        return Fixed(lethal), Fixed(taken)
    steps.append(Step("mitigation", "000/002", detail={"type": "+".join(i.type.value for i in instances)}))
    if any(isinstance(a, Samples) for a in amounts):
        return _joint_samples(amounts, joint)
    return _joint_spread(amounts, joint)


def _joint_spread(
    amounts: list[Quantity], joint: Callable[[tuple[int, ...]], tuple[int, int]]
) -> tuple[Quantity, Quantity]:
    import itertools

    from arbitre.engine.quantity import Spread, as_dist

    dists = [as_dist(a) for a in amounts]
    exact = any(dist.exact for dist in dists)
    if exact:
        dists = [dist.to_exact() for dist in dists]
    size = 1
    for dist in dists:
        size *= len(dist.w)
    if size > 2_000_000:
        raise NotAutomatedError("engine.joint_damage_too_large", combinations=size)
    lethal_w: dict[int, Any] = {}
    taken_w: dict[int, Any] = {}
    columns = [list(zip(dist.outcomes().tolist(), dist.w.tolist(), strict=True)) for dist in dists]
    for combo in itertools.product(*columns):
        weight = 1
        for _, w in combo:
            weight *= w
        lethal, taken = joint(tuple(v for v, _ in combo))
        lethal_w[lethal] = lethal_w.get(lethal, 0) + weight
        taken_w[taken] = taken_w.get(taken, 0) + weight
    from arbitre.dice import Dist

    return Spread(Dist.from_weights(lethal_w, exact=exact)), Spread(Dist.from_weights(taken_w, exact=exact))


def _joint_samples(
    amounts: list[Quantity], joint: Callable[[tuple[int, ...]], tuple[int, int]]
) -> tuple[Quantity, Quantity]:
    import numpy as np

    samples = [a for a in amounts if isinstance(a, Samples)]
    ids = min((s.ids for s in samples), key=len)
    size = len(samples[0].values)
    columns = [
        a.values[ids] if isinstance(a, Samples) else np.full(len(ids), a.value if isinstance(a, Fixed) else 0)
        for a in amounts
    ]
    combos, inverse = np.unique(np.stack(columns), axis=1, return_inverse=True)
    table = np.array([joint(tuple(int(v) for v in combo)) for combo in combos.T], dtype=np.int64)
    lethal = np.zeros(size, dtype=np.int64)
    taken = np.zeros(size, dtype=np.int64)
    lethal[ids] = table[inverse.ravel(), 0]
    taken[ids] = table[inverse.ravel(), 1]
    return Samples(ids, lethal), Samples(ids, taken)


_MEMOS: dict[object, dict[int, int]] = {}


def _memo(key: object, f: Callable[[int], int]) -> Callable[[int], int]:
    """``f`` with its results kept under ``key``: the exploring modes map the same pure rule over
    the same amounts in every leaf, target and round (``key`` names the rule and its inputs)."""
    table = _MEMOS.get(key)
    if table is None:
        if len(_MEMOS) > 4096:
            _MEMOS.clear()
        table = _MEMOS[key] = {}

    def cached(a: int) -> int:
        found = table.get(a)
        if found is None:
            found = table[a] = f(a)
        return found

    cached.memo_key = key  # type: ignore[attr-defined]  # lets distributions remember the mapped result
    return cached


_TABLES: dict[object, dict[int, tuple[int, int]]] = {}


class _Same:
    """A memo key part that stands for one object by identity (it keeps the object alive, so the
    identity cannot be reused): hashing a whole defense record on every map would cost more than
    the map."""

    __slots__ = ("obj",)

    def __init__(self, obj: object) -> None:
        self.obj = obj

    def __hash__(self) -> int:
        return id(self.obj)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Same) and other.obj is self.obj


def _mitigation_table(key: object) -> dict[int, tuple[int, int]]:
    """Amount → (lethal, taken) memo for one instance against one set of defenses: the exploring
    modes map the same rules over the same amounts in every leaf and every round."""
    table = _TABLES.get(key)
    if table is None:
        if len(_TABLES) > 4096:
            _TABLES.clear()
        table = _TABLES[key] = {}
    return table
