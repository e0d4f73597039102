"""Actions in an encounter: reading them (French or English text, or YAML/JSON as in scenarios)
and deciding the events they cause.

Text forms (verbs in French or English, accents and case optional; targets separated by commas,
``et`` or ``and``; names are ids or the start of a creature's name)::

    lance boule de feu sur troll, gobelin [nls 10] [dd 17]   cast fireball on troll, goblin [cl 10] [dc 17]
    utilise souffle sur guerrier                             use breath weapon on fighter
    frappe troll +12 1d8+4 tranchant [crit 19] [x3]          strike troll +12 1d8+4 slashing [crit 19] [x3]
    dégâts 12 feu sur troll [non létaux]                     damage 12 fire to troll [nonlethal]
    soigne 10 troll                                          heal 10 troll
    état effrayé 3 rounds sur gobelin [secret]               condition frightened 3 rounds on goblin [secret]
    retire effrayé de gobelin                                remove frightened from goblin
    draine 2 sur guerrier                                    drain 2 on fighter
    affaiblit for 2 sur guerrier                             ability damage str 2 on fighter
    termine e12                                              end e12 (also a spell being cast: end c5)

Spells, abilities and strikes go through the engine (:func:`arbitre.engine.resolve.resolve_live`)
with the creatures as the log leaves them; their timed durations, rolled in secret when variable,
become ongoing effects (001 « La durée »). Poison (000 « Poison/venin »), frightful presence
(000 « Présence terrifiante ») and energy drain (000 « Absorption d'énergie et niveaux négatifs »)
are resolved here with their rules modules, because they schedule work for later.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from arbitre.core.errors import ContentError, InputError, NotAutomatedError, NotFoundError
from arbitre.encounter import events as ev
from arbitre.encounter.events import Draft
from arbitre.encounter.state import (
    UNITS,
    CreatureState,
    EncounterState,
    ability_damage_drafts,
    concentration_stakes,
    damage_drafts,
)
from arbitre.model.creature import Creature, fold, slug

SR_LOWERED = "sr_lowered"

# -- parsing --------------------------------------------------------------------------------

_ON = r"(?:sur|on|to|at|contre|vers|à|a)"
_VERBS: dict[str, tuple[str, ...]] = {
    "cast": ("lance", "lancer", "jette", "incante", "cast", "casts"),
    "use": ("utilise", "utiliser", "use", "uses"),
    "strike": (
        "frappe",
        "frapper",
        "attaque",
        "attaquer",
        "strike",
        "strikes",
        "attack",
        "attacks",
        "hit",
        "hits",
    ),
    "damage": ("degats", "dégâts", "dégats", "inflige", "damage", "damages", "dmg"),
    "heal": ("soigne", "soigner", "soin", "soins", "guerit", "guérit", "heal", "heals"),
    "condition": ("etat", "état", "applique", "condition", "apply"),
    "remove": ("retire", "enleve", "enlève", "supprime", "remove", "clear"),
    "drain": ("draine", "absorbe", "drain", "drains"),
    "ability_damage": ("affaiblit", "affaiblissement", "ability-damage", "weaken", "weakens"),
    "end": ("termine", "fin", "arrete", "arrête", "end", "dismiss", "stop"),
    "lower_sr": ("baisse", "abaisse", "lower", "lowers"),
}
_VERB_INDEX = {fold(word): kind for kind, words in _VERBS.items() for word in words}
_ABILITY_WORDS = {
    "for": "str",
    "force": "str",
    "str": "str",
    "dex": "dex",
    "con": "con",
    "int": "int",
    "sag": "wis",
    "wis": "wis",
    "cha": "cha",
}


@dataclass(frozen=True, slots=True)
class ParsedAction:
    """An action read from text or YAML/JSON: its ``kind`` and fields, forced rolls, seed."""

    kind: str  # cast | use | strike | damage | heal | condition | remove | drain | ability_damage | end
    fields: Mapping[str, Any]
    targets: tuple[str, ...] = ()
    forced: Mapping[str, Any] = field(default_factory=dict)
    seed: int | None = None
    text: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "fields": dict(self.fields), "targets": list(self.targets)}


def _split_targets(text: str) -> tuple[str, ...]:
    parts = re.split(r"\s*(?:,|;|\bet\b|\band\b|&)\s*", text.strip())
    return tuple(p.strip() for p in parts if p.strip())


def _take(text: str, pattern: str) -> tuple[str, re.Match[str] | None]:
    """Remove the first option matching ``pattern`` (after a space, any case) from ``text``;
    return what is left and the match (``None``: the option is not there)."""
    m = re.search(rf"\s+{pattern}", text, flags=re.IGNORECASE)
    if m is None:
        return text, None
    return (text[: m.start()] + text[m.end() :]).strip(), m


def _int_opt(text: str, names: str) -> tuple[str, int | None]:
    """Remove ``nls 10`` / ``cl 10`` (any of ``names``) from ``text``; return it and the number."""
    text, m = _take(text, rf"(?:{names})\s*[:=]?\s*(\d+)\b")
    return text, int(m.group(1)) if m else None


_DIRECTION = (
    r"(?:nord|sud|north|south)(?:[- ]?(?:est|ouest|east|west))?|est|ouest|east|west"
    r"|ne|nw|no|se|sw|so|n|s|e|w|o|\d+(?:\.\d+)?\s?°?"
)


_SHAPE_WORDS = {
    "ligne": "line",
    "etendue": "spread",
    "explosion": "burst",
    "emanation": "emanation",
    "cylindre": "cylinder",
}


def _area_opts(text: str) -> tuple[str, dict[str, Any] | None]:
    """Remove the area words from ``text``: ``à 10,12`` / ``at 10,12`` (the origin, a grid
    intersection), ``direction E`` / ``toward NE`` (a cone or line from the actor's square),
    ``rayon 6m`` / ``radius 20ft``, ``forme cône`` / ``shape cone``. Return the rest and the
    ``area`` fields (``None`` when there are none)."""
    area: dict[str, Any] = {}
    patterns = (
        ("origin", rf"{_ON}\s+\(?(\d+)\s*[,;]\s*(\d+)\)?(?=\s|$)"),
        ("direction", rf"(?:direction|dir|toward|towards|facing)\s+({_DIRECTION})(?=\s|$)"),
        ("radius", r"(?:rayon|radius)\s+(\d+(?:[.,]\d+)?\s?(?:m|ft|c|pieds|feet|cases|squares)?)(?=\s|$)"),
        ("shape", r"(?:forme|shape)\s+([^\s\d]+)(?=\s|$)"),
    )
    for key, pattern in patterns:
        text, m = _take(text, pattern)
        if m is None:
            continue
        if key == "origin":
            area[key] = [int(m.group(1)), int(m.group(2))]
        else:
            area[key] = m.group(1).strip().replace("°", "")
    if "shape" in area:
        shape = fold(str(area["shape"]))
        area["shape"] = _SHAPE_WORDS.get(shape, shape)
    return text, area or None


def parse_action(text: str) -> ParsedAction:
    """Read one action (see the module's docstring). YAML/JSON when it looks like a mapping."""
    stripped = text.strip()
    if not stripped:
        raise InputError("encounter.empty_action")
    if stripped.startswith("{") or "\n" in stripped or re.match(r"^[\w\u00c0-\u017f]+\s*:\s", stripped):
        return _parse_mapping(stripped)
    verb, _, rest = stripped.partition(" ")
    kind = _VERB_INDEX.get(fold(verb))
    if kind is None and fold(verb) == "ability" and rest.lower().startswith("damage "):
        kind, rest = "ability_damage", rest[7:]
    if kind is None:
        raise InputError(
            "encounter.unknown_verb",
            verb=verb,
            expected=", ".join(
                sorted({w for words in _VERBS.values() for w in words[:1]} | {"cast", "use", "strike"})
            ),
            hint="encounter.action_hint",
        )
    rest = rest.strip()
    parsed: ParsedAction = _PARSERS[kind](rest, stripped)
    return parsed


def _need(m: re.Match[str] | None, text: str, form: str) -> re.Match[str]:
    if m is None:
        raise InputError("encounter.bad_action", text=text, form=form, hint="encounter.action_hint")
    return m


def _cast(rest: str, text: str) -> ParsedAction:
    rest, cl = _int_opt(rest, "nls|cl|niveau")
    rest, dc = _int_opt(rest, "dd|dc")
    rest, rank = _int_opt(rest, "rang|rank")
    rest, area = _area_opts(rest)
    m = _need(
        re.match(rf"^(?P<spell>.+?)(?:\s+{_ON}\s+(?P<targets>.+))?$", rest, re.IGNORECASE),
        text,
        "lance SORT sur CIBLES",
    )
    fields: dict[str, Any] = {"cast": m.group("spell").strip(), "caster_level": cl, "dc": dc, "rank": rank}
    if area is not None:
        fields["area"] = area
    return ParsedAction("cast", fields, _split_targets(m.group("targets") or ""), text=text)


def _use(rest: str, text: str) -> ParsedAction:
    rest, dc = _int_opt(rest, "dd|dc")
    rest, area = _area_opts(rest)
    m = _need(
        re.match(rf"^(?P<what>.+?)(?:\s+{_ON}\s+(?P<targets>.+))?$", rest, re.IGNORECASE),
        text,
        "utilise CAPACITÉ sur CIBLES",
    )
    fields: dict[str, Any] = {"use": m.group("what").strip(), "dc": dc}
    if area is not None:
        fields["area"] = area
    return ParsedAction("use", fields, _split_targets(m.group("targets") or ""), text=text)


def _strike(rest: str, text: str) -> ParsedAction:
    rest, m_crit = _take(rest, r"(?:crit(?:ique)?|threat)\s*(\d+)(?:\s*-\s*20)?\b")
    rest, m_mult = _take(rest, r"[x×](\d)\b")
    rest, m_touch = _take(rest, r"(?:contact|touch)\b")
    threat = int(m_crit.group(1)) if m_crit else 20
    multiplier = int(m_mult.group(1)) if m_mult else 2
    touch = m_touch is not None
    m = _need(
        re.match(r"^(?P<targets>.+?)\s+(?P<attack>[+-]\d+)\s+(?P<damage>.+)$", rest),
        text,
        "frappe CIBLE +12 1d8+4 tranchant",
    )
    fields = {
        "strike": {
            "attack": int(m.group("attack")),
            "damage": m.group("damage").strip(),
            "threat": threat,
            "multiplier": multiplier,
            "touch": touch,
        }
    }
    return ParsedAction("strike", fields, _split_targets(m.group("targets")), text=text)


def _damage(rest: str, text: str) -> ParsedAction:
    rest, m_nl = _take(rest, r"(?:non[- ]?l[ée]taux|non[- ]?letaux|nonlethal|non-lethal)\b")
    nonlethal = m_nl is not None
    m = _need(
        re.match(
            rf"^(?P<amount>[\dd+\-\s]+?)(?:\s+(?P<type>[^\d\s][^,]*?))?\s+{_ON}\s+(?P<targets>.+)$",
            rest,
            re.IGNORECASE,
        ),
        text,
        "dégâts 12 feu sur CIBLE",
    )
    fields = {
        "amount": m.group("amount").replace(" ", ""),
        "type": (m.group("type") or "").strip() or None,
        "nonlethal": nonlethal,
    }
    return ParsedAction("damage", fields, _split_targets(m.group("targets")), text=text)


def _heal(rest: str, text: str) -> ParsedAction:
    m = _need(
        re.match(rf"^(?P<amount>[\dd+\-]+)\s+(?:{_ON}\s+)?(?P<targets>.+)$", rest, re.IGNORECASE),
        text,
        "soigne 10 CIBLE",
    )
    return ParsedAction("heal", {"amount": m.group("amount")}, _split_targets(m.group("targets")), text=text)


def _condition(rest: str, text: str) -> ParsedAction:
    rest, m_secret = _take(rest, r"secr[eè]te?\b")
    secret = m_secret is not None
    units = "|".join(sorted(UNITS, key=len, reverse=True))
    m = _need(
        re.match(
            rf"^(?P<cond>.+?)(?:\s+(?P<n>\d+(?:d\d+)?(?:[+-]\d+)?)\s+(?P<unit>{units}))?\s+{_ON}\s+(?P<targets>.+)$",
            rest,
            re.IGNORECASE,
        ),
        text,
        "état effrayé 3 rounds sur CIBLE",
    )
    fields = {
        "condition": m.group("cond").strip(),
        "amount": m.group("n"),
        "unit": (m.group("unit") or "").lower() or None,
        "secret": secret,
    }
    return ParsedAction("condition", fields, _split_targets(m.group("targets")), text=text)


def _remove(rest: str, text: str) -> ParsedAction:
    m = _need(
        re.match(r"^(?P<cond>.+?)\s+(?:de|du|d'|from|sur|on)\s*(?P<targets>.+)$", rest, re.IGNORECASE),
        text,
        "retire effrayé de CIBLE",
    )
    return ParsedAction(
        "remove", {"condition": m.group("cond").strip()}, _split_targets(m.group("targets")), text=text
    )


def _drain(rest: str, text: str) -> ParsedAction:
    rest, dc = _int_opt(rest, "dd|dc")
    m = _need(
        re.match(rf"^(?P<n>\d+)\s+(?:{_ON}\s+)?(?P<targets>.+)$", rest, re.IGNORECASE),
        text,
        "draine 2 sur CIBLE",
    )
    return ParsedAction(
        "drain", {"levels": int(m.group("n")), "dc": dc}, _split_targets(m.group("targets")), text=text
    )


def _ability_damage(rest: str, text: str) -> ParsedAction:
    m = _need(
        re.match(rf"^(?P<ab>\w+)\s+(?P<n>[\dd+\-]+)\s+(?:{_ON}\s+)?(?P<targets>.+)$", rest, re.IGNORECASE),
        text,
        "affaiblit for 2 sur CIBLE",
    )
    ability = _ABILITY_WORDS.get(fold(m.group("ab")))
    if ability is None:
        raise InputError(
            "encounter.bad_ability_score",
            value=m.group("ab"),
            expected="for/str, dex, con, int, sag/wis, cha",
        )
    return ParsedAction(
        "ability_damage",
        {"ability": ability, "amount": m.group("n")},
        _split_targets(m.group("targets")),
        text=text,
    )


def _end(rest: str, text: str) -> ParsedAction:
    if not rest:
        raise InputError(
            "encounter.bad_action", text=text, form="termine EFFET", hint="encounter.action_hint"
        )
    return ParsedAction("end", {"effect": rest.strip()}, (), text=text)


def _lower_sr(rest: str, text: str) -> ParsedAction:
    if fold(rest).replace("sa ", "").replace("its ", "").strip() not in (
        "rm",
        "sr",
        "resistance a la magie",
        "spell resistance",
    ):
        raise InputError(
            "encounter.bad_action", text=text, form="baisse RM / lower SR", hint="encounter.action_hint"
        )
    return ParsedAction("lower_sr", {}, (), text=text)


_PARSERS: dict[str, Any] = {
    "cast": _cast,
    "use": _use,
    "strike": _strike,
    "damage": _damage,
    "heal": _heal,
    "condition": _condition,
    "remove": _remove,
    "drain": _drain,
    "ability_damage": _ability_damage,
    "end": _end,
    "lower_sr": _lower_sr,
}


def _parse_mapping(text: str) -> ParsedAction:
    from arbitre.content import _yaml as yaml
    from arbitre.engine.scenario import KEY_ALIASES, ActionSpec, _norm

    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ContentError(
            "encounter.bad_action_mapping", problem=str(getattr(exc, "problem", exc))
        ) from None
    if not isinstance(data, Mapping):
        raise ContentError("encounter.bad_action_mapping", problem="not a mapping")
    raw = dict(data)
    forced = raw.pop("rolls", None) or raw.pop("jets", None) or raw.pop("dés", None) or {}
    seed = raw.pop("seed", None) or raw.pop("graine", None)
    raw.setdefault("actor", "?")
    norm = _norm(raw)
    from pydantic import TypeAdapter, ValidationError

    from arbitre.core.validation import first_problem

    checks: list[tuple[str, Any]] = [
        # the forced rolls and the seed, as in scenarios (`rolls: {save:troll: 3, damage: [6, 6]}`)
        ("rolls", TypeAdapter(dict[str, int | bool | list[int]]).validate_python),
        ("seed", TypeAdapter(int | None).validate_python),
        ("", ActionSpec.model_validate),
    ]
    values: dict[str, Any] = {"rolls": forced, "seed": seed, "": norm}
    for name, validate in checks:
        try:
            values[name] = validate(values[name])
        except ValidationError as error:
            where, problem = first_problem(error, name)
            raise ContentError("encounter.bad_action_mapping", problem=f"{where}: {problem}") from None
    forced, seed, spec = values["rolls"], values["seed"], values[""]
    kinds = [k for k in ("cast", "use", "strike") if getattr(spec, k) is not None]
    if len(kinds) != 1:
        raise ContentError("engine.one_action_kind", file="action", found=", ".join(kinds) or "—")
    # ``area`` is kept: it is resolved on the encounter's map (positions.py)
    fields = spec.model_dump(by_alias=True, exclude={"actor", "targets"}, exclude_none=True)
    del KEY_ALIASES  # only the normaliser is needed
    return ParsedAction(
        kinds[0],
        fields,
        tuple(spec.targets or ()),
        dict(forced),
        int(seed) if seed is not None else None,
        text,
    )


# -- names --------------------------------------------------------------------------------


def resolve_name(state: EncounterState, name: str) -> str:
    """The id of the creature called ``name`` (id, French or English name, or the start of one)."""
    if name in state.creatures:
        return name
    key = fold(name)
    skey = slug(name)
    for c in state.creatures.values():
        if skey == c.id or key in (fold(c.name_fr), fold(c.name_en)):
            return c.id
    starts = [
        c.id
        for c in state.creatures.values()
        if any(fold(n).startswith(key) for n in (c.id, c.name_fr, c.name_en))
    ]
    if len(starts) == 1:
        return starts[0]
    import difflib

    close = difflib.get_close_matches(skey, list(state.creatures), n=3, cutoff=0.5)
    raise NotFoundError(
        "encounter.unknown_creature",
        name=name,
        known=", ".join(state.creatures) or "—",
        suggestions=tuple(starts or close),
    )


# -- creatures --------------------------------------------------------------------------------


def added_drafts(
    state: EncounterState,
    creature: Creature,
    rng: random.Random,
    *,
    initiative: int | None = None,
    summoned: bool = False,
    side: str | None = None,
) -> list[Draft]:
    """The ``creature_added`` event: the creature's record (for the engine) and the numbers the
    replay needs (hit points, initiative d20 + Dex, fast healing, regeneration…)."""
    from arbitre.content.creatures import creature_to_mapping

    if creature.id in state.creatures:
        raise InputError("encounter.duplicate_creature", id=creature.id, hint="encounter.duplicate_hint")
    dex = creature.abilities.modifier("dex")
    natural = int(rng.random() * 20) + 1
    total = initiative if initiative is not None else natural + dex
    hp = creature.hp
    max_hp = hp.maximum if hp is not None else max(1, creature.hit_dice * 5)
    defenses = creature.defenses
    regen: dict[str, Any] | None = None
    if defenses is not None and defenses.regeneration is not None:
        regen = defenses.regeneration.to_dict()
    elif (sa := creature.ability("regeneration")) is not None and sa.param("amount"):
        bypass = sa.param("bypass") or ()
        regen = {
            "amount": int(str(sa.param("amount"))),
            "bypass": sorted(bypass) if isinstance(bypass, tuple) else [str(bypass)],
        }
    fast = defenses.fast_healing if defenses is not None and defenses.fast_healing else None
    if fast is None and (sa := creature.ability("fast_healing")) is not None and sa.param("amount"):
        fast = int(str(sa.param("amount")))
    data: dict[str, Any] = {
        "id": creature.id,
        "name_fr": creature.name.fr or creature.name.en or creature.id,
        "name_en": creature.name.en or creature.name.fr or creature.id,
        "creature": creature_to_mapping(creature),
        "max_hp": max_hp,
        "hp": hp.now if hp is not None else max_hp,
        "nonlethal": hp.nonlethal if hp is not None else 0,
        "abilities": creature.abilities.as_dict(),
        "initiative": total,
        "initiative_roll": None if initiative is not None else natural,
        "dex": dex,
        "fast_healing": fast,
        "regeneration": regen,
        "con_score": creature.abilities.score("con"),
        "hit_dice": creature.hit_dice,
        "fortitude": creature.saves.as_dict().get("fortitude") or 0,
        "negative_levels": creature.negative_levels,
        "conditions": sorted(creature.conditions),
        "side": side,
        "gaze": creature.has("gaze"),
    }
    if summoned:
        from arbitre.encounter.state import HOUR
        from arbitre.rules.summon import DURATION_HOURS

        data["summoned_until"] = state.time + DURATION_HOURS * HOUR
    return [Draft(ev.CREATURE_ADDED, data)]


def live_creature(c: CreatureState) -> Creature:
    """The full creature record as the log leaves it (hit points, conditions, negative levels)."""
    from dataclasses import replace

    from arbitre.content.creatures import creature_from_record
    from arbitre.model.creature import HitPoints, TemporaryHitPoints

    base = creature_from_record(c.mapping)
    hp = HitPoints(
        c.max_hp,
        min(c.hp, c.max_hp),
        c.nonlethal,
        tuple(TemporaryHitPoints(p.amount, pid) for pid, p in c.temp.items() if p.amount > 0),
    )
    creature = replace(base, hp=hp, conditions=frozenset(c.conditions), negative_levels=c.negative_levels)
    if SR_LOWERED in c.conditions and creature.defenses is not None:
        creature = replace(creature, defenses=replace(creature.defenses, spell_resistance=None))
    return creature


# -- resolution -------------------------------------------------------------------------------


def act(
    state: EncounterState,
    actor_name: str,
    text: str,
    rng: random.Random,
    *,
    seed: int,
    forced: Mapping[str, Any] | None = None,
    immediate: bool = False,
) -> tuple[list[Draft], Any]:
    """The events of ``act ACTOR TEXT`` and, for engine actions, the live result (for display).

    A spell cast in a full round or more is only begun: it is scheduled to take effect just
    before the caster's next turn (``immediate`` resolves it, as the clock does then)."""
    parsed = parse_action(text)
    actor = resolve_name(state, actor_name)
    targets = [resolve_name(state, t) for t in parsed.targets]
    all_forced = {**dict(parsed.forced), **dict(forced or {})}
    header: dict[str, Any] = {
        "command": "act",
        "actor": actor,
        "text": text,
        "kind": parsed.kind,
        "spec": parsed.to_dict(),
        "seed": seed,
        "forced": all_forced,
        "time": state.time,
    }
    if parsed.kind in ("cast", "use"):
        what = fold(str(parsed.fields.get("use") or ""))
        if parsed.kind == "use":
            from arbitre.model.ability import find_ability

            info = find_ability(what)
            if info is not None and info.id == "poison":
                return [
                    Draft(ev.ACTION, header),
                    *_poison(state, actor, targets, rng, parsed, all_forced),
                ], None
            if info is not None and info.id == "frightful_presence":
                return [
                    Draft(ev.ACTION, header),
                    *_presence(state, actor, targets, rng, parsed, all_forced),
                ], None
    if parsed.kind == "cast" and not immediate:
        # no spell can be cast while concentrating on another: casting one stops the concentration,
        # which ends that spell or starts its extra rounds (001 « Concentration »)
        held, _casting = _concentrating_on(state, actor)
        stopped = _end_effects(state, held, "concentration_stopped")
        delayed = _delayed_cast(state, actor, targets, parsed, text, seed, all_forced, header)
        if delayed is not None:
            return [delayed[0], *stopped, *delayed[1:]], None
        drafts, live = _engine_action(state, actor, targets, parsed, rng, all_forced, header)
        return [drafts[0], *stopped, *drafts[1:]], live
    if parsed.kind in ("cast", "use", "strike"):
        return _engine_action(state, actor, targets, parsed, rng, all_forced, header)
    handler = _SIMPLE[parsed.kind]
    drafts = handler(state, actor, targets, parsed, rng)
    return [Draft(ev.ACTION, header), *drafts], None


def _delayed_cast(
    state: EncounterState,
    actor: str,
    targets: list[str],
    parsed: ParsedAction,
    text: str,
    seed: int,
    forced: dict[str, Any],
    header: dict[str, Any],
) -> list[Draft] | None:
    """A spell whose casting takes a full round or more: scheduled for just before the caster's
    next turn (001 « Le temps d'incantation »), or ``None`` when it takes effect at once."""
    from arbitre.content.spells import find_spell
    from arbitre.rules.casting_time import TakesEffect, casting_plan

    spell = find_spell(str(parsed.fields["cast"]), state.ruleset)
    plan = casting_plan(spell.casting_time)
    if plan.takes_effect is not TakesEffect.BEFORE_NEXT_TURN:
        return None
    if not targets and "area" not in parsed.fields:
        raise InputError("encounter.no_targets", text=parsed.text, hint="encounter.action_hint")
    header = {
        **header,
        "label": spell.name_fr or spell.name_en,
        "label_en": spell.name_en,
        "delayed": plan.rounds_until_effect,
    }
    action = state.last_action + 1
    return [
        Draft(ev.ACTION, header),
        Draft(
            ev.SCHEDULED,
            {
                "id": f"c{action}",
                "kind": "spell",
                "due": state.time + plan.rounds_until_effect,
                "target": actor,
                "payload": {
                    "actor": actor,
                    "text": text,
                    "seed": seed,
                    "forced": forced,
                    "anchor": actor,
                    "label": header["label"],
                    "label_en": header["label_en"],
                },
                "secret": False,
            },
        ),
    ]


def _engine_action(
    state: EncounterState,
    actor: str,
    targets: list[str],
    parsed: ParsedAction,
    rng: random.Random,
    forced: dict[str, Any],
    header: dict[str, Any],
) -> tuple[list[Draft], Any]:
    from arbitre.engine.action import Action, plan_action
    from arbitre.engine.resolve import resolve_live
    from arbitre.model.ruleset import get_ruleset

    area = parsed.fields.get("area")
    if not targets and area is None:
        raise InputError("encounter.no_targets", text=parsed.text, hint="encounter.action_hint")
    ruleset = get_ruleset(state.ruleset)
    action = Action.from_fields(actor, targets, parsed.fields)
    involved = dict.fromkeys([actor, *targets])
    grid = None
    if area is not None:
        # an area on the encounter's map: targets are those named, then those standing in it
        if state.map_text is None:
            raise NotAutomatedError("encounter.no_area", hint="encounter.no_area_hint")
        from dataclasses import replace

        from arbitre.encounter.positions import area_choice, grid_loader

        action = replace(action, area=area_choice(area))
        involved.update((cid, None) for cid, c in state.creatures.items() if c.position is not None)
    creatures = {cid: live_creature(state.creatures[cid]) for cid in involved}
    if area is not None:
        grid = grid_loader(state, creatures)
    plan, engine_targets = plan_action(action, ruleset, creatures, source="encounter", grid=grid)
    targets = [t.id for t in engine_targets]
    # spell resistance is rolled once per spell and creature, then remembered (001 « La résistance à la magie »)
    memory_key = f"{actor}:{plan.spell_key}" if plan.spell_key else None
    forced = dict(forced)
    if memory_key is not None:
        for tid in targets:
            remembered = state.creatures[tid].sr_memory.get(memory_key)
            if remembered is not None and f"sr:{tid}" not in forced:
                forced[f"sr:{tid}"] = int(remembered)
                header.setdefault("remembered", {})[f"sr:{tid}"] = int(remembered)
    live = resolve_live(plan, engine_targets, rng, forced)
    header["label"] = plan.label
    header["label_en"] = plan.label_en or plan.label
    header["rolls"] = live.to_dict()["rolls"]
    header["results"] = {
        tid: {
            "affected": t.outcome.affected,
            "reason": t.outcome.reason,
            "damage": t.damage,
            "hp": t.hp,
            "degree": t.outcome.degree.name.lower() if t.outcome.degree is not None else None,
            "critical": t.outcome.critical,
            "steps": [s.to_dict() for s in t.outcome.steps],
        }
        for tid, t in live.targets.items()
    }
    drafts = [Draft(ev.ACTION, header)]
    from arbitre.engine.quantity import Fixed

    conditions_from_effect: dict[str, list[str]] = {}
    for tid, t in live.targets.items():
        c = state.creatures[tid]
        o = t.outcome
        lethal = o.lethal.value if isinstance(o.lethal, Fixed) else t.damage
        nonlethal = max(0, t.damage - lethal)
        if t.damage > 0 or t.hp != c.hp:
            drafts += damage_drafts(
                state,
                {
                    "target": tid,
                    "lethal": lethal,
                    "nonlethal": nonlethal,
                    "temp_used": min(lethal, c.temp_total),
                    "hp": t.hp,
                    "source": plan.label,
                },
            )
        new = sorted(set(o.conditions) - set(c.conditions))
        if new:
            conditions_from_effect[tid] = new
        if memory_key is not None:
            sr_roll = next((r for r in live.rolls if r.purpose == f"sr:{tid}"), None)
            if sr_roll is not None and memory_key not in c.sr_memory:
                drafts.append(
                    Draft(ev.SR_REMEMBERED, {"spell": memory_key, "target": tid, "roll": sr_roll.value})
                )
    drafts += _lasting(state, actor, parsed, plan, rng, conditions_from_effect, header)
    return drafts, live


def _lasting(
    state: EncounterState,
    actor: str,
    parsed: ParsedAction,
    plan: Any,
    rng: random.Random,
    conditions: dict[str, list[str]],
    header: dict[str, Any],
) -> list[Draft]:
    """Conditions the action left, with the spell's duration as an ongoing effect (a variable
    duration is rolled in secret, 001 « Durée déterminée »)."""
    results = header.get("results") or {}
    if results and not any(r.get("affected") for r in results.values()):
        return []  # nobody was affected (immune, resisted, saved against a negating spell)
    rounds: int | None = None
    secret = False
    kind = "permanent"
    rolled: int | None = None
    lingering = 0
    if parsed.kind == "cast":
        from arbitre.content.spells import find_spell
        from arbitre.model.spell import DurationKind
        from arbitre.rules.durations import Audience, duration_rounds, variable_dice

        spell = find_spell(str(parsed.fields["cast"]), state.ruleset)
        duration = spell.duration
        if duration.kind is DurationKind.INSTANTANEOUS and not conditions:
            return []
        dice = variable_dice(duration)
        if dice is not None:
            from arbitre.dice import roll

            rolled = roll(dice, rng).total
        sd = duration_rounds(duration, plan.caster_level or 1, rolled=rolled)
        rounds, secret = sd.rounds, sd.audience is Audience.GAME_MASTER
        if duration.kind is DurationKind.CONCENTRATION:
            from arbitre.rules.durations import concentration_limit, lingering_rounds

            rounds = concentration_limit(duration, plan.caster_level or 1)
            lingering = lingering_rounds(duration, plan.caster_level or 1)
        kind = {
            DurationKind.TIMED: "timed",
            DurationKind.CONCENTRATION: "concentration",
            DurationKind.DISCHARGE: "discharge",
        }.get(duration.kind, "permanent")
    elif not conditions:
        return []
    ends_at = state.time + rounds if rounds is not None else None
    eid = f"e{state.last_action + 1}"
    out: list[Draft] = []
    if kind != "permanent" or conditions:
        data: dict[str, Any] = {
            "id": eid,
            "label": plan.label,
            "label_en": plan.label_en or plan.label,
            "source": actor,
            "targets": sorted(conditions) or [actor],
            "ends_at": ends_at,
            "anchor": actor,
            "kind": kind,
            "secret": secret,
        }
        if rolled is not None:
            data["rolled"] = rolled
        if lingering:
            data["lingering"] = lingering
        if kind != "permanent":
            out.append(Draft(ev.EFFECT_STARTED, data))
    for tid, conds in sorted(conditions.items()):
        for cond in conds:
            out.append(
                Draft(
                    ev.CONDITION_ADDED,
                    {
                        "target": tid,
                        "condition": cond,
                        "ends_at": ends_at,
                        "anchor": actor,
                        "secret": secret,
                        "source": eid if kind != "permanent" else plan.label,
                    },
                )
            )
    return out


# -- GM actions -------------------------------------------------------------------------------


def _amount(text: str, rng: random.Random) -> tuple[int, list[int] | None]:
    from arbitre.dice import roll

    if re.fullmatch(r"\d+", text):
        return int(text), None
    result = roll(text, rng)
    return result.total, [d.value for d in result.dice]


def _damage_drafts(
    state: EncounterState, actor: str, targets: list[str], parsed: ParsedAction, rng: random.Random
) -> list[Draft]:
    from arbitre.model.ruleset import get_ruleset
    from arbitre.rules import hit_points

    amount, dice = _amount(str(parsed.fields["amount"]), rng)
    out = []
    for tid in targets:
        c = state.creatures[tid]
        if parsed.fields.get("nonlethal"):
            out += damage_drafts(
                state,
                {
                    "target": tid,
                    "lethal": 0,
                    "nonlethal": amount,
                    "temp_used": 0,
                    "hp": c.hp,
                    "source": actor,
                    "dice": dice,
                },
            )
            continue
        lethal = hit_points.lethal_after_temporary(amount, c.temp_total)
        hp = hit_points.hp_after(c.hp, lethal, get_ruleset(state.ruleset))
        out += damage_drafts(
            state,
            {
                "target": tid,
                "lethal": amount,
                "nonlethal": 0,
                "temp_used": amount - lethal,
                "hp": hp,
                "source": actor,
                "type": parsed.fields.get("type"),
                "dice": dice,
            },
        )
    return out


def _heal_drafts(
    state: EncounterState, actor: str, targets: list[str], parsed: ParsedAction, rng: random.Random
) -> list[Draft]:
    amount, dice = _amount(str(parsed.fields["amount"]), rng)
    out = []
    for tid in targets:
        c = state.creatures[tid]
        lethal = min(amount, max(0, c.max_hp - c.hp))
        # healing lethal damage heals as much nonlethal damage
        out.append(
            Draft(
                ev.HEALED,
                {
                    "target": tid,
                    "lethal": lethal,
                    "nonlethal": min(amount, c.nonlethal),
                    "rule": "healing",
                    "dice": dice,
                },
            )
        )
    return out


def _condition_of(text: str) -> str:
    """The condition id for ``text`` (French or English), or a clear error."""
    from arbitre.content.creatures import CONDITION_NAMES, condition_id

    try:
        return condition_id(text)
    except ValueError:
        import difflib

        close = difflib.get_close_matches(slug(text), list(CONDITION_NAMES), n=3, cutoff=0.5)
        raise NotFoundError(
            "encounter.unknown_condition",
            name=text,
            suggestions=tuple(CONDITION_NAMES[c][0] for c in close),
        ) from None


def _condition_drafts(
    state: EncounterState, actor: str, targets: list[str], parsed: ParsedAction, rng: random.Random
) -> list[Draft]:
    cond = _condition_of(str(parsed.fields["condition"]))
    ends_at = None
    rolled = None
    secret = bool(parsed.fields.get("secret"))
    if parsed.fields.get("amount"):
        n, dice = _amount(str(parsed.fields["amount"]), rng)
        secret = secret or dice is not None
        rolled = n
        ends_at = state.time + n * UNITS[str(parsed.fields["unit"])]
    return [
        Draft(
            ev.CONDITION_ADDED,
            {
                "target": tid,
                "condition": cond,
                "ends_at": ends_at,
                "anchor": actor,
                "secret": secret,
                "source": actor,
            }
            | ({"rolled": rolled} if rolled is not None else {}),
        )
        for tid in targets
    ]


def _remove_drafts(
    state: EncounterState, actor: str, targets: list[str], parsed: ParsedAction, rng: random.Random
) -> list[Draft]:
    cond = _condition_of(str(parsed.fields["condition"]))
    out = []
    for tid in targets:
        if cond not in state.creatures[tid].conditions:
            raise InputError(
                "encounter.no_such_condition",
                target=tid,
                condition=cond,
                known=", ".join(state.creatures[tid].conditions) or "—",
            )
        out.append(Draft(ev.CONDITION_REMOVED, {"target": tid, "condition": cond, "reason": "removed"}))
    return out


def _drain_drafts(
    state: EncounterState, actor: str, targets: list[str], parsed: ParsedAction, rng: random.Random
) -> list[Draft]:
    """Energy drain: negative levels on each target, 5 temporary hp per level to the drainer for
    1 hour, a Fortitude save per level 24 hours later (000 « Absorption d'énergie et niveaux négatifs »)."""
    from arbitre.encounter.state import DAY, HOUR
    from arbitre.rules.negative_levels import LEVEL_DURATION_HOURS, energy_drain, negative_level_save

    levels = int(parsed.fields["levels"])
    drainer = live_creature(state.creatures[actor])
    dc = (
        parsed.fields.get("dc") or negative_level_save(drainer.hit_dice, drainer.abilities.modifier("cha")).dc
    )
    out: list[Draft] = []
    action = state.last_action + 1
    for i, tid in enumerate(targets):
        c = state.creatures[tid]
        result = energy_drain(c.negative_levels, levels, max(1, c.hit_dice - c.levels_lost))
        out.append(
            Draft(ev.NEGATIVE_LEVELS, {"target": tid, "change": levels, "source": actor, "dead": result.dead})
        )
        if result.dead:
            out.append(
                Draft(
                    ev.CONDITION_ADDED,
                    {
                        "target": tid,
                        "condition": "dead",
                        "ends_at": None,
                        "anchor": None,
                        "secret": False,
                        "source": actor,
                    },
                )
            )
        out.append(
            Draft(
                ev.SCHEDULED,
                {
                    "id": f"s{action}.{i}",
                    "kind": "negative_levels",
                    "due": state.time + LEVEL_DURATION_HOURS * HOUR * (DAY // (24 * HOUR)),
                    "target": tid,
                    "payload": {"levels": levels, "dc": dc, "source": actor},
                    "secret": False,
                },
            )
        )
        gain = result.drainer_temporary_hp
        if gain.amount:
            out.append(
                Draft(
                    ev.TEMP_HP_ADDED,
                    {
                        "target": actor,
                        "id": f"t{action}.{i}",
                        "amount": gain.amount,
                        "ends_at": state.time + gain.duration_hours * HOUR,
                        "source": "energy_drain",
                    },
                )
            )
    return out


def _ability_damage_drafts(
    state: EncounterState, actor: str, targets: list[str], parsed: ParsedAction, rng: random.Random
) -> list[Draft]:
    amount, _dice = _amount(str(parsed.fields["amount"]), rng)
    out: list[Draft] = []
    for tid in targets:
        out += ability_damage_drafts(
            state.creatures[tid], str(parsed.fields["ability"]), amount, source=actor
        )
    return out


def _end_drafts(
    state: EncounterState, actor: str, targets: list[str], parsed: ParsedAction, rng: random.Random
) -> list[Draft]:
    wanted = str(parsed.fields["effect"])
    matches = [e for e in state.effects.values() if e.id == wanted or fold(e.label) == fold(wanted)]
    casting = [t for t in state.scheduled.values() if t.kind == "spell"]
    cancelled = [
        t
        for t in casting
        if wanted == t.id
        or fold(wanted) in {fold(str(t.payload.get(k) or "")) for k in ("label", "label_en")}
    ]
    if not matches and not cancelled:
        raise NotFoundError(
            "encounter.unknown_effect",
            name=wanted,
            known=", ".join(
                [f"{e.id} ({e.label})" for e in state.effects.values()]
                + [f"{t.id} ({t.payload.get('label') or t.payload.get('text')})" for t in casting]
            )
            or "—",
        )
    # a spell still being cast fails when its caster's concentration breaks (001 « Le temps
    # d'incantation »): the game master ends it like an effect
    return _cancel_casting(cancelled, None) + _end_effects(state, matches, "dismissed")


def stop_concentrating(state: EncounterState, cid: str, reason: str) -> list[Draft]:
    """``cid`` can no longer concentrate (knocked out, killed): the spells it keeps going end or
    linger their extra rounds (001 « Concentration »), those it is still casting fail
    (001 « Le temps d'incantation »)."""
    held, casting = _concentrating_on(state, cid)
    return _cancel_casting(casting, reason) + _end_effects(state, held, reason)


def _concentrating_on(state: EncounterState, cid: str) -> tuple[list[Any], list[Any]]:
    """The concentration effects ``cid`` keeps going and the spells it is still casting, as
    :func:`~arbitre.encounter.state.concentration_stakes` finds them."""
    stakes = concentration_stakes(state, cid)
    held = [state.effects[s["id"]] for s in stakes if s["kind"] == "concentration"]
    casting = [state.scheduled[s["id"]] for s in stakes if s["kind"] == "spell"]
    return held, casting


def _cancel_casting(tasks: list[Any], reason: str | None) -> list[Draft]:
    """Spells still being cast that fail (001 « Le temps d'incantation »)."""
    out = []
    for t in tasks:
        result: dict[str, Any] = {
            "cancelled": True,
            "actor": t.payload.get("actor", t.target),
            "label": t.payload.get("label") or t.payload.get("text"),
        }
        if reason is not None:
            result["reason"] = reason
        out.append(Draft(ev.SCHEDULE_DONE, {"id": t.id, "result": result}))
    return out


def _end_effects(state: EncounterState, effects: list[Any], reason: str) -> list[Draft]:
    """End ``effects`` with their conditions; a concentration with extra rounds lingers instead
    (001 « Concentration »)."""
    out: list[Draft] = []
    for effect in effects:
        if effect.kind == "concentration" and effect.lingering:
            # « concentration + N rounds »: it lingers once the caster stops (001 « Concentration »)
            t = effect.timer
            out.append(
                Draft(
                    ev.EFFECT_STARTED,
                    {
                        "id": effect.id,
                        "label": effect.label,
                        "source": effect.source,
                        "targets": list(effect.targets),
                        "ends_at": state.time + effect.lingering,
                        "anchor": t.anchor,
                        "kind": "timed",
                        "secret": t.secret,
                    },
                )
            )
            continue
        out.append(Draft(ev.EFFECT_ENDED, {"id": effect.id, "reason": reason}))
        for c in state.creatures.values():
            for cond, t in c.conditions.items():
                if t.source == effect.id:
                    out.append(
                        Draft(
                            ev.CONDITION_REMOVED,
                            {"target": c.id, "condition": cond, "reason": "effect_ended"},
                        )
                    )
    return out


def _lower_sr_drafts(
    state: EncounterState, actor: str, targets: list[str], parsed: ParsedAction, rng: random.Random
) -> list[Draft]:
    """Spell resistance lowered as a standard action, until the start of the creature's next turn
    (001 « La résistance à la magie »)."""
    return [
        Draft(
            ev.CONDITION_ADDED,
            {
                "target": actor,
                "condition": SR_LOWERED,
                "ends_at": state.time + 1,
                "anchor": actor,
                "secret": False,
                "source": actor,
            },
        )
    ]


_SIMPLE: dict[str, Any] = {
    "damage": _damage_drafts,
    "heal": _heal_drafts,
    "condition": _condition_drafts,
    "remove": _remove_drafts,
    "drain": _drain_drafts,
    "ability_damage": _ability_damage_drafts,
    "end": _end_drafts,
    "lower_sr": _lower_sr_drafts,
}


def _d20(rng: random.Random, forced: Mapping[str, Any], purpose: str) -> int:
    """A natural d20 for ``purpose`` (``save:orc``), forced when the action says so."""
    value = forced.get(purpose, forced.get(purpose.split(":", 1)[0]))
    if value is None:
        return int(rng.random() * 20) + 1
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 20:
        raise InputError("engine.bad_forced_d20", purpose=purpose, value=value)
    return value


def _save_ok(natural: int, bonus: int, dc: int) -> bool:
    return natural == 20 or (natural != 1 and natural + bonus >= dc)


def _poison(
    state: EncounterState,
    actor: str,
    targets: list[str],
    rng: random.Random,
    parsed: ParsedAction,
    forced: Mapping[str, Any],
) -> list[Draft]:
    """A poisonous creature's venom: Fortitude now against the initial damage, and the same save a
    minute later against the secondary damage (000 « Poison/venin »)."""
    from arbitre.rules.poison import SECONDARY_DELAY_ROUNDS, immune_to_poison, poison_save

    me = live_creature(state.creatures[actor])
    ability = me.ability("poison")
    if ability is None or not targets:
        raise InputError(
            "engine.actor_lacks_ability",
            actor=actor,
            ability="poison",
            known=", ".join(a.id for a in me.special) or "—",
        )
    dc = int(
        str(
            parsed.fields.get("dc")
            or ability.param("dc")
            or poison_save(me.hit_dice, me.abilities.modifier("con")).dc
        )
    )

    def split(value: Any) -> tuple[str | None, str | None]:
        parts = str(value or "").split()
        return (parts[0], _ABILITY_WORDS.get(fold(parts[1]), parts[1])) if len(parts) >= 2 else (None, None)

    initial_dice, initial_ability = split(ability.param("initial"))
    secondary_dice, secondary_ability = split(ability.param("secondary"))
    out: list[Draft] = []
    action = state.last_action + 1
    for i, tid in enumerate(targets):
        c = state.creatures[tid]
        target = live_creature(c)
        immune = immune_to_poison(target.name.en, me.name.en or "") or "poison" in (
            target.defenses.immunities if target.defenses else ()
        )
        natural = _d20(rng, forced, f"save:{tid}")
        saved = _save_ok(natural, c.fortitude, dc)
        result: dict[str, Any] = {
            "natural": natural,
            "bonus": c.fortitude,
            "dc": dc,
            "saved": saved,
            "immune": immune,
        }
        out.append(
            Draft(ev.SAVE_ROLLED, {"id": f"p{action}.{i}", "target": tid, "kind": "poison", "result": result})
        )
        if immune:
            continue
        if not saved and initial_dice and initial_ability:
            from arbitre.dice import roll

            amount = roll(initial_dice, rng).total
            out += ability_damage_drafts(c, initial_ability, amount, source="poison")
        if secondary_dice and secondary_ability:
            out.append(
                Draft(
                    ev.SCHEDULED,
                    {
                        "id": f"p{action}.{i}",
                        "kind": "poison_secondary",
                        "due": state.time + SECONDARY_DELAY_ROUNDS,
                        "target": tid,
                        "payload": {
                            "dc": dc,
                            "dice": secondary_dice,
                            "ability": secondary_ability,
                            "source": actor,
                        },
                        "secret": False,
                    },
                )
            )
    return out


def _presence(
    state: EncounterState,
    actor: str,
    targets: list[str],
    rng: random.Random,
    parsed: ParsedAction,
    forced: Mapping[str, Any],
) -> list[Draft]:
    """Frightful presence on each target: Will save; a success makes it immune for 24 hours,
    a failure leaves it shaken (or as the creature says) for a duration rolled in secret."""
    from arbitre.dice import roll
    from arbitre.encounter.state import HOUR
    from arbitre.rules.fear import FearLevel
    from arbitre.rules.frightful_presence import (
        DEFAULT_DURATION,
        IMMUNITY_HOURS,
        frightful_presence,
        presence_save,
    )

    me = live_creature(state.creatures[actor])
    ability = me.ability("frightful_presence")
    if ability is None:
        raise InputError(
            "engine.actor_lacks_ability",
            actor=actor,
            ability="frightful_presence",
            known=", ".join(a.id for a in me.special) or "—",
        )
    if not targets:
        targets = [cid for cid in state.creatures if cid != actor]
    dc = int(
        str(
            parsed.fields.get("dc")
            or ability.param("dc")
            or presence_save(me.hit_dice, me.abilities.modifier("cha")).dc
        )
    )
    effect_name = str(ability.param("effect") or "shaken")
    effect = (
        FearLevel[effect_name.upper()] if effect_name.upper() in FearLevel.__members__ else FearLevel.SHAKEN
    )
    duration_text = str(ability.param("duration") or DEFAULT_DURATION).split()[0]
    key = f"frightful_presence:{actor}"
    out: list[Draft] = []
    for tid in targets:
        c = state.creatures[tid]
        target = live_creature(c)
        natural = _d20(rng, forced, f"save:{tid}")
        will = target.saves.as_dict().get("will") or 0
        saved = _save_ok(natural, will, dc)
        current = max(
            (FearLevel[x.upper()] for x in c.conditions if x.upper() in ("SHAKEN", "FRIGHTENED", "PANICKED")),
            default=FearLevel.NONE,
        )
        rolled = roll(duration_text, rng).total
        outcome = frightful_presence(
            creature_hit_dice=me.hit_dice,
            target_hit_dice=max(1, target.hit_dice),
            distance=0,
            immune=key in c.immunities,
            save_succeeded=saved,
            effect=effect,
            current_fear=current,
            duration_rounds=rolled,
        )
        out.append(
            Draft(
                ev.SAVE_ROLLED,
                {
                    "id": f"{key}:{tid}:{state.last_action + 1}",
                    "target": tid,
                    "kind": "frightful_presence",
                    "result": {
                        "natural": natural,
                        "bonus": will,
                        "dc": dc,
                        "saved": saved,
                        "affected": outcome.affected,
                        "steps": [s.to_dict() for s in outcome.steps],
                    },
                },
            )
        )
        if outcome.immune_for_hours:
            out.append(
                Draft(
                    ev.IMMUNITY_ADDED,
                    {"target": tid, "against": key, "ends_at": state.time + IMMUNITY_HOURS * HOUR},
                )
            )
        elif outcome.affected and outcome.fear is not FearLevel.NONE:
            for level in FearLevel:
                if level is not FearLevel.NONE and level.id in c.conditions and level is not outcome.fear:
                    out.append(
                        Draft(
                            ev.CONDITION_REMOVED,
                            {"target": tid, "condition": level.id, "reason": "fear_stacking"},
                        )
                    )
            out.append(
                Draft(
                    ev.CONDITION_ADDED,
                    {
                        "target": tid,
                        "condition": outcome.fear.id,
                        "ends_at": state.time + rolled,
                        "anchor": actor,
                        "secret": True,
                        "rolled": rolled,
                        "source": key,
                    },
                )
            )
    return out


__all__ = ["ParsedAction", "act", "added_drafts", "live_creature", "parse_action", "resolve_name"]
