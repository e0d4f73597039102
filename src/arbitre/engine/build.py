"""From content to the pipeline's inputs: creatures become :class:`Target` values, a spell, a
special ability or a weapon strike becomes an :class:`EffectPlan`.

Every number comes from a rules function (DCs from ``rules/saving_throws`` and ``rules/dc``,
ranges from ``rules/ranges``) or from the content itself; scenario fields may override them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from arbitre.core.errors import InputError, NotAutomatedError
from arbitre.dice import parse
from arbitre.engine.plan import AbilityHit, AttackPlan, DamagePart, EffectPlan, SaveName, SavePlan, Target
from arbitre.model.creature import ArmorCategory, Creature
from arbitre.model.damage import DamageInstance, DamageSource, DamageType, Defenses
from arbitre.model.ruleset import Ruleset
from arbitre.model.saves import SaveEffect, SaveKind
from arbitre.rules.dc import special_ability_dc
from arbitre.rules.evasion import Evasion, effective_evasion
from arbitre.rules.immunity import type_immunities
from arbitre.rules.saving_throws import KEY_ABILITY, spell_save_dc_for

if TYPE_CHECKING:
    from arbitre.model.spell import Spell


def variables_for(creature: Creature, caster_level: int | None = None) -> dict[str, int]:
    """Dice variables bound from a creature: ``nls``/``cl``, ``dv``/``hd``, ability modifiers."""
    out = {
        "hit_dice": creature.hit_dice,
        "level": creature.level or creature.hit_dice,
        "caster_level": caster_level or _caster_level(creature),
    }
    for ability in ("str", "dex", "con", "int", "wis", "cha"):
        out[f"{ability}_mod"] = creature.abilities.modifier(ability)
    return out


def _caster_level(creature: Creature) -> int:
    if creature.spellcasting is not None:
        return creature.spellcasting.caster_level
    return creature.level or creature.hit_dice


def target_from_creature(creature: Creature, *, in_antimagic: bool = False, concealment: int = 0) -> Target:
    """What the pipeline needs to know about ``creature`` (its conditions ``in_antimagic`` and
    ``invisible`` set the antimagic flag and a 50 % miss chance)."""
    in_antimagic = in_antimagic or "in_antimagic" in creature.conditions
    if "invisible" in creature.conditions:
        concealment = max(concealment, 50)
    hp = creature.hp
    max_hp = hp.maximum if hp is not None else max(1, creature.hit_dice * 5)
    now = hp.now if hp is not None else max_hp
    saves = {k: (v or 0) for k, v in creature.saves.as_dict().items()}
    ac = creature.ac
    total = ac.total if ac is not None else 10
    touch = ac.touch if ac is not None and ac.touch is not None else total
    flat = ac.flat_footed if ac is not None and ac.flat_footed is not None else total
    defenses = creature.defenses or Defenses()
    if creature.is_incorporeal and not defenses.incorporeal:
        defenses = replace(defenses, incorporeal=True)
    evasion = Evasion.NONE
    if creature.has("improved_evasion"):
        evasion = Evasion.IMPROVED
    elif creature.has("evasion"):
        evasion = Evasion.EVASION
    armour = creature.armor or ArmorCategory.NONE
    can_move = not (creature.conditions & {"paralyzed", "paralysed", "helpless", "petrified", "unconscious"})
    evasion = effective_evasion(evasion, armour=armour, can_move=can_move)
    immunities = set(defenses.immunities)
    for ability in creature.abilities_named("immunity"):
        against = ability.param("against")
        if isinstance(against, list | tuple):
            immunities |= {str(a) for a in against}
        elif against:
            immunities.add(str(against))
    if creature.type is not None:
        immunities |= type_immunities(creature.type.value)
    temporary = hp.temporary_total if hp is not None else 0
    return Target(
        id=creature.id,
        name=creature.name.fr or creature.name.en or creature.id,
        hp=now,
        max_hp=max_hp,
        saves=saves,
        ac=total,
        touch_ac=touch,
        flat_footed_ac=flat,
        temp_hp=temporary,
        nonlethal=hp.nonlethal if hp is not None else 0,
        hit_dice=creature.hit_dice,
        con_score=creature.abilities.score("con"),
        int_score=creature.abilities.score("int"),
        defenses=defenses,
        evasion=evasion,
        living=creature.is_living,
        effect_immunities=frozenset(immunities),
        conditions=creature.conditions,
        in_antimagic=in_antimagic,
        concealment=concealment,
        undead=creature.is_undead,
        levels=creature.hit_dice,
        languages=creature.languages,
        negative_levels=creature.negative_levels,
        scores={a: creature.abilities.score(a) for a in ("str", "dex", "con", "int", "wis", "cha")},
    )


def _damage_type(text: str) -> DamageType:
    try:
        return DamageType(text)
    except ValueError:
        return DamageType.UNTYPED


def plan_for_spell(
    actor: Creature,
    spell: Spell,
    ruleset: Ruleset,
    *,
    caster_level: int | None = None,
    caster_class: str | None = None,
    dc: int | None = None,
    attack_bonus: int | None = None,
    rank: int | None = None,
) -> EffectPlan:
    """The effect of ``actor`` casting ``spell``."""
    from arbitre.model.spell import Descriptor

    cl = caster_level or _caster_level(actor)
    if cl < 1:
        raise InputError("engine.bad_caster_level", value=cl)
    klass = caster_class or (actor.spellcasting.caster_class if actor.spellcasting else None)
    if klass is None or spell.level_for(klass) is None:
        klass = next((name for name, _ in spell.levels if name in KEY_ABILITY), None)
    variables = variables_for(actor, cl)
    base_rank = spell.lowest_level or 1
    variables["rank"] = rank or base_rank
    variables["spell_level"] = (spell.level_for(klass) if klass else None) or base_rank
    save: SavePlan | None = None
    if spell.saving_throw.save is not SaveKind.NONE and spell.saving_throw.effect is not SaveEffect.NONE:
        if dc is None:
            if klass is None:
                raise InputError("engine.no_caster_class", spell=spell.name_en)
            modifier = actor.abilities.modifier(KEY_ABILITY[klass].value)
            dc = spell_save_dc_for(spell, klass, modifier).dc
        save = SavePlan(
            _save_name(spell.saving_throw.save), dc, spell.saving_throw.effect, spell.saving_throw.harmless
        )
    parts: list[DamagePart] = []
    for spec in spell.payload.damage:
        formula = spec.formula
        if spec.count:
            count = parse(spec.count).bind(variables).roll().total  # a dice-free count
            formula = " + ".join([f"({spec.formula})"] * max(1, count))
        heightened = spell.payload.heightened
        if heightened is not None and rank is not None and rank > base_rank:
            steps_up = (rank - base_rank) // heightened.step
            if steps_up > 0:
                formula = f"{formula} + " + " + ".join([f"({heightened.add})"] * steps_up)
        parts.append(
            DamagePart(
                parse(formula).bind(variables),
                DamageInstance(0, _damage_type(spec.type), source=DamageSource.SPELL, formula=formula),
            )
        )
    attack = None
    if spell.payload.attack is not None:
        bonus = attack_bonus if attack_bonus is not None else _touch_bonus(actor, spell.payload.attack)
        attack = AttackPlan(
            bonus, touch=spell.payload.attack != "spell_attack", ranged="ranged" in spell.payload.attack
        )
    descriptors = spell.descriptors
    return EffectPlan(
        actor=actor.id,
        label=spell.name_fr or spell.name_en,
        label_en=spell.name_en,
        kind="spell",
        ruleset=ruleset,
        caster_level=cl,
        spell_resistance=spell.spell_resistance.applies,
        spell_key=spell.id,
        attack=attack,
        save=save,
        damage=tuple(parts),
        conditions_on_failure=spell.payload.conditions,
        mind_affecting=Descriptor.MIND_AFFECTING in descriptors,
        language_dependent=Descriptor.LANGUAGE_DEPENDENT in descriptors,
        actor_languages=actor.languages,
        death_effect=Descriptor.DEATH in descriptors,
        effect_tags=frozenset(d.value.replace("-", "_") for d in descriptors),
    )


def _touch_bonus(actor: Creature, kind: str) -> int:
    """Without a given bonus: half the caster level (a caster's base attack) plus Dex or Str."""
    base = _caster_level(actor) // 2
    ability = "str" if kind == "melee_touch" else "dex"
    return base + actor.abilities.modifier(ability)


def _save_name(kind: SaveKind) -> SaveName:
    value = kind.value
    if value not in ("fortitude", "reflex", "will"):
        raise InputError("engine.bad_save", value=value)
    return value  # type: ignore[return-value]


SUPPORTED_ABILITIES = (
    "breath_weapon",
    "gaze",
    "trample",
    "rend",
    "constrict",
    "rake",
    "death_attack",
    "energy_drain",
    "ability_damage",
    "ability_drain",
    "poison",
    "frightful_presence",
)


def plan_for_ability(
    actor: Creature,
    ability_id: str,
    ruleset: Ruleset,
    *,
    dc: int | None = None,
    targets: Sequence[Creature] = (),
    attack: int | None = None,
    damage: str | None = None,
) -> EffectPlan:
    """The effect of ``actor`` using its special ability ``ability_id`` (``attack`` and
    ``damage``: the touch or slam that delivers energy drain or ability damage)."""
    # each ability's rules module is imported when that ability is used: a strike or a spell
    # does not pay for them (start-up time of `arbitre encounter act`)
    from arbitre.rules import breath_weapon, frightful_presence, gaze
    from arbitre.rules import poison as poison_rules

    ability = actor.ability(ability_id)
    if ability is None:
        raise InputError(
            "engine.actor_lacks_ability",
            actor=actor.id,
            ability=ability_id,
            known=", ".join(a.id for a in actor.special) or "—",
        )
    p: Mapping[str, Any] = ability.params
    hd = actor.hit_dice
    variables = variables_for(actor)
    label, label_en = _ability_names(ability_id)
    su = ability.kind is None or ability.kind.value != "ext"
    source = DamageSource.SUPERNATURAL if su else DamageSource.EXTRAORDINARY
    printed = _int(p.get("dc"))
    if ability_id == "breath_weapon":
        req = breath_weapon.breath_save(hd, actor.abilities.modifier("con"), printed=dc or printed)
        damage = str(p.get("damage") or "1d6")
        part = DamagePart(
            parse(damage).bind(variables),
            DamageInstance(0, _damage_type(str(p.get("energy") or "fire")), source=source),
        )
        return EffectPlan(
            actor.id,
            label,
            "ability",
            ruleset,
            save=SavePlan(_save_of(p, "reflex"), req.dc, SaveEffect.HALF),
            damage=(part,),
            immune_ids=frozenset({actor.id}),
            suppressed_by_antimagic=su,
            label_en=label_en,
        )
    if ability_id in ("gaze", "death_attack"):
        req = gaze.gaze_save(hd, actor.abilities.modifier("cha"), printed=dc or printed)
        effect = str(p.get("effect") or "death")
        conditions = ("dead",) if effect == "death" else (effect,)
        same_species = frozenset(c.id for c in targets if c.name.en == actor.name.en)
        return EffectPlan(
            actor.id,
            label,
            "ability",
            ruleset,
            save=SavePlan(_save_of(p, "fortitude"), req.dc, SaveEffect.NEGATES),
            conditions_on_failure=conditions,
            death_effect=effect == "death",
            effect_tags=frozenset({effect}),
            immune_ids=frozenset({actor.id}) | same_species,
            suppressed_by_antimagic=su,
            label_en=label_en,
        )
    if ability_id == "trample":
        the_dc = dc or printed or special_ability_dc(hd, actor.abilities.modifier("str"))
        part = DamagePart(
            parse(str(p.get("damage") or "1d6")).bind(variables),
            DamageInstance(0, DamageType.BLUDGEONING, source=DamageSource.NATURAL),
        )
        return EffectPlan(
            actor.id,
            label,
            "ability",
            ruleset,
            save=SavePlan("reflex", the_dc, SaveEffect.HALF),
            damage=(part,),
            suppressed_by_antimagic=False,
            label_en=label_en,
        )
    if ability_id in ("rend", "constrict", "rake"):
        damage_type = DamageType.SLASHING if ability_id != "constrict" else DamageType.BLUDGEONING
        part = DamagePart(
            parse(str(p.get("damage") or "1d6")).bind(variables),
            DamageInstance(0, damage_type, source=DamageSource.NATURAL),
            purpose="damage:{target}",
        )
        return EffectPlan(
            actor.id,
            label,
            "ability",
            ruleset,
            damage=(part,),
            suppressed_by_antimagic=False,
            label_en=label_en,
        )
    if ability_id == "frightful_presence":
        req = frightful_presence.presence_save(hd, actor.abilities.modifier("cha"), printed=dc or printed)
        effect = str(p.get("effect") or "shaken")
        # only opponents with fewer hit dice than the creature are affected (000 « Présence terrifiante »)
        stronger = frozenset(c.id for c in targets if c.hit_dice >= hd)
        return EffectPlan(
            actor.id,
            label,
            "ability",
            ruleset,
            save=SavePlan("will", req.dc, SaveEffect.NEGATES),
            conditions_on_failure=(effect,),
            mind_affecting=True,
            effect_tags=frozenset({"fear", "mind_affecting"}),
            immune_ids=frozenset({actor.id}) | stronger,
            suppressed_by_antimagic=su,
            label_en=label_en,
        )
    if ability_id == "poison":
        req = poison_rules.poison_save(hd, actor.abilities.modifier("con"), printed=dc or printed)
        initial = str(p.get("initial") or "1d4 con").split()
        amount, which = initial[0], (initial[1] if len(initial) > 1 else "con")
        bonus = attack if attack is not None else hd + actor.abilities.modifier("str")
        weapon = plan_for_strike(actor, ruleset, attack=bonus, damage=damage).damage if damage else ()
        same_species = frozenset(c.id for c in targets if c.name.en == actor.name.en)
        return EffectPlan(
            actor.id,
            label,
            "ability",
            ruleset,
            attack=AttackPlan(bonus),
            damage=weapon,
            ability_damage=(AbilityHit(_ability_key(which), parse(amount).bind(variables)),),
            rider_save=SavePlan("fortitude", req.dc, SaveEffect.NEGATES),
            rider_tags=frozenset({"poison"}),
            rider_immune_ids=same_species,
            suppressed_by_antimagic=False,
            label_en=label_en,
        )
    if ability_id in ("energy_drain", "ability_damage", "ability_drain"):
        # delivered by a touch or slam: an attack roll, optional weapon damage, then the rider
        bonus = attack if attack is not None else hd + actor.abilities.modifier("str")
        touch = "touch" in str(p.get("delivery") or "") or actor.is_incorporeal
        parts: tuple[DamagePart, ...] = ()
        if damage:
            parts = plan_for_strike(actor, ruleset, attack=bonus, damage=damage).damage
        hits: tuple[AbilityHit, ...] = ()
        if ability_id != "energy_drain":
            which = str(p.get("ability") or "str")
            hits = (
                AbilityHit(
                    which, parse(str(p.get("damage") or "1d4")).bind(variables), ability_id == "ability_drain"
                ),
            )
        levels = int(p.get("levels") or 1) if ability_id == "energy_drain" else 0
        return EffectPlan(
            actor.id,
            label,
            "ability",
            ruleset,
            attack=AttackPlan(bonus, touch=touch),
            damage=parts,
            negative_levels=levels,
            ability_damage=hits,
            suppressed_by_antimagic=su,
            label_en=label_en,
        )
    raise NotAutomatedError(
        "engine.ability_not_automated", ability=ability_id, supported=", ".join(SUPPORTED_ABILITIES)
    )


def _ability_key(text: str) -> str:
    """``str``/``for``/``force``… → the canonical ability key."""
    from arbitre.model.creature import ABILITY_ALIASES, fold

    found = ABILITY_ALIASES.get(fold(text).rstrip("."))
    if found is None:
        raise InputError("engine.bad_ability", value=text)
    return found.value


def _ability_names(ability_id: str) -> tuple[str, str]:
    from arbitre.model.ability import CATALOGUE

    entry = CATALOGUE.get(ability_id)
    if entry is None:
        return ability_id, ability_id
    return entry.names_fr[0].capitalize(), entry.names_en[0].capitalize()


def _save_of(params: Mapping[str, Any], default: SaveName) -> SaveName:
    value = str(params.get("save") or default)
    return value if value in ("fortitude", "reflex", "will") else default  # type: ignore[return-value]


def _int(value: Any) -> int | None:
    try:
        return int(value) if value is not None else None
    except (TypeError, ValueError):
        return None


def plan_for_strike(
    actor: Creature,
    ruleset: Ruleset,
    *,
    attack: int,
    damage: str,
    threat: int = 20,
    multiplier: int = 2,
    touch: bool = False,
) -> EffectPlan:
    """A weapon or natural attack: ``attack`` bonus, ``damage`` text (``1d8+4 tranchant (argent)``)."""
    from arbitre.content.defenses import parse_damage

    parts = []
    for spec in parse_damage(damage):
        expression = parse(spec.formula).bind(variables_for(actor))
        precision = parse(spec.precision_formula).bind({}) if spec.precision_formula else None
        parts.append(
            DamagePart(
                expression,
                DamageInstance(0, spec.type, **spec.properties()),
                purpose="damage:{target}",
                precision=precision,
            )
        )
    return EffectPlan(
        actor.id,
        damage,
        "strike",
        ruleset,
        attack=AttackPlan(attack, touch=touch, threat=threat, multiplier=multiplier),
        damage=tuple(parts),
        suppressed_by_antimagic=False,
    )
