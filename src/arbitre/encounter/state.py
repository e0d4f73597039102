"""An encounter's state: the pure replay of its events, the clock, and the work time brings.

* :func:`replay` folds a log of :class:`~arbitre.encounter.events.Event` into an
  :class:`EncounterState` (actions later undone are skipped). No dice, no rules, no I/O: the log
  holds every result, so the same log always gives the same state.
* The clock counts rounds of 6 seconds (:data:`ROUND`, :data:`MINUTE` = 10 rounds, :data:`HOUR`,
  :data:`DAY`); ``round`` is ``time + 1``. Initiative order, the current turn.
* :func:`next_turn` and :func:`advance` are the planners of the ``next`` and ``advance`` commands:
  from a state and a seeded generator they decide the events time brings — effects and conditions
  that expire (001 « La durée »), temporary hit points that fade (000 « Absorption d'énergie et
  niveaux négatifs »: 1 hour), summoned creatures that leave (000 « Convocation »: 1 hour), the
  24-hour immunity to a frightful presence (000 « Présence terrifiante »), the secondary poison
  save a minute later (000 « Poison/venin »), the 24-hour saves against negative levels, fast
  healing and regeneration at the start of a creature's turn (000 « Guérison accélérée »,
  000 « Régénération »), ability damage healing by the day (000 « Affaiblissement et diminution de
  caractéristique »). The rules themselves come from :mod:`arbitre.rules`.
* Concentration (001 « Concentration », « Le temps d'incantation »): :func:`damage_drafts` makes
  every ``damaged`` event and, when damage gets through to a creature still casting a full-round
  spell or keeping a concentration effect, the ``concentration_check`` it owes (the check itself
  is the game master's; none when the damage is stopped entirely, 000 « Résistance aux énergies
  destructives »). Checks owed are listed by :func:`pending_checks` until nothing is at stake,
  the caster's next turn or an ``advance``; a ``concentration_kept`` reminder starts each turn
  of a concentrating creature. ``advance(…, rest=True)``: whole days of full rest heal ability
  damage twice as fast.
* :func:`view` is what ``show`` prints: the players' view hides secret timers and rolls.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from arbitre.encounter import events as ev
from arbitre.encounter.events import Draft, Event

ROUND_SECONDS = 6
ROUND = 1
MINUTE = 10
HOUR = 600
DAY = 14_400

UNITS: dict[str, int] = {
    "round": ROUND,
    "rounds": ROUND,
    "rd": ROUND,
    "rds": ROUND,
    "tour": ROUND,
    "tours": ROUND,
    "minute": MINUTE,
    "minutes": MINUTE,
    "min": MINUTE,
    "mn": MINUTE,
    "hour": HOUR,
    "hours": HOUR,
    "heure": HOUR,
    "heures": HOUR,
    "h": HOUR,
    "day": DAY,
    "days": DAY,
    "jour": DAY,
    "jours": DAY,
    "j": DAY,
    "d": DAY,
    "week": 7 * DAY,
    "weeks": 7 * DAY,
    "semaine": 7 * DAY,
    "semaines": 7 * DAY,
}


@dataclass(slots=True)
class Timer:
    """When something ends: ``ends_at`` (clock time in rounds, ``None``: no set end), ``anchor``
    (the creature at the start of whose turn it ends), whether it is secret, what caused it."""

    ends_at: int | None = None
    anchor: str | None = None
    secret: bool = False
    source: str | None = None


@dataclass(slots=True)
class TempPool:
    amount: int
    ends_at: int | None
    source: str | None = None


@dataclass(slots=True)
class CreatureState:
    """One creature as the log leaves it (numbers only; :mod:`actions` rebuilds the full record)."""

    id: str
    name_fr: str
    name_en: str
    mapping: dict[str, Any]
    max_hp: int
    hp: int
    nonlethal: int = 0
    temp: dict[str, TempPool] = field(default_factory=dict)
    conditions: dict[str, Timer] = field(default_factory=dict)
    negative_levels: int = 0
    levels_lost: int = 0
    ability_damage: dict[str, int] = field(default_factory=dict)
    abilities: dict[str, int | None] = field(default_factory=dict)
    initiative: int = 0
    dex: int = 0
    fast_healing: int = 0
    regeneration: int = 0
    regeneration_bypass: tuple[str, ...] = ()
    con_score: int | None = 10
    hit_dice: int = 1
    fortitude: int = 0
    immunities: dict[str, int] = field(default_factory=dict)  # against → ends_at
    sr_memory: dict[str, int] = field(default_factory=dict)  # "caster:spell" → natural d20 rolled
    summoned_until: int | None = None
    side: str | None = None  # who fights whom (for gazes met at the start of a turn)
    gaze: bool = False  # has a gaze attack
    position: tuple[int, int] | None = None  # top-left square of its space on the map (positions.py)

    @property
    def temp_total(self) -> int:
        return sum(p.amount for p in self.temp.values())

    def name(self, lang: str) -> str:
        return (self.name_en if lang == "en" else self.name_fr) or self.name_fr or self.name_en or self.id


@dataclass(slots=True)
class Effect:
    """An ongoing effect: a spell with a duration, a summons, a concentration."""

    id: str
    label: str
    source: str | None
    targets: list[str]
    timer: Timer
    kind: str = "timed"  # timed | concentration | discharge | permanent
    lingering: int = 0  # rounds it lasts once concentration stops


@dataclass(slots=True)
class Scheduled:
    """Something the clock will trigger: a secondary poison save, a 24-hour negative-level save."""

    id: str
    kind: str
    due: int
    target: str
    payload: dict[str, Any]
    secret: bool = False


@dataclass(slots=True)
class ConcentrationCheck:
    """A concentrating creature took damage: the game master rolls its check (the DC is not
    automated) and, on a failure, ends what is at stake with ``termine ID`` (001 « Concentration »,
    « Le temps d'incantation »). ``stakes``: ``{"id", "kind", "label"}`` of each pending full-round
    spell (``kind`` ``"spell"``) and concentration effect (``"concentration"``) it keeps going."""

    creature: str
    damage: int
    source: str | None
    stakes: list[dict[str, Any]]
    version: int = 0


@dataclass(slots=True)
class EncounterState:
    name: str = ""
    ruleset: str = "pf1"
    seed: int = 0
    time: int = 0  # rounds elapsed since the start
    turn: str | None = None  # whose turn it is (None: initiative not started)
    creatures: dict[str, CreatureState] = field(default_factory=dict)
    effects: dict[str, Effect] = field(default_factory=dict)
    scheduled: dict[str, Scheduled] = field(default_factory=dict)
    version: int = 0  # the last event applied (undone ones included)
    last_action: int = 0
    history: list[int] = field(default_factory=list)  # actions that can still be undone
    labels: dict[int, str] = field(default_factory=dict)  # action → command word
    map_text: str | None = None  # the battle map's own text, ASCII or JSON (positions.py)
    map_name: str = ""
    # concentration checks owed, until the caster's next turn (or the next ``advance``)
    concentration_checks: list[ConcentrationCheck] = field(default_factory=list)

    @property
    def round(self) -> int:
        return self.time + 1

    def order(self) -> list[str]:
        """Initiative order: highest first, ties by Dexterity then id."""
        return [c.id for c in sorted(self.creatures.values(), key=lambda c: (-c.initiative, -c.dex, c.id))]


# -- replay --------------------------------------------------------------------------------


def undone_actions(events: Iterable[Event]) -> set[int]:
    return {int(e.data["action"]) for e in events if e.type == ev.UNDONE}


def replay(events: Iterable[Event], state: EncounterState | None = None) -> EncounterState:
    """The state the log describes (actions undone later in the log are skipped)."""
    log = events if isinstance(events, list) else list(events)
    undone = undone_actions(log)
    out = state if state is not None else EncounterState()
    for event in log:
        out.version = event.version
        if event.action in undone:
            continue
        apply(out, event)
    return out


def apply(state: EncounterState, event: Event) -> None:
    """Apply one event to ``state`` (in place: :func:`replay` owns the state it builds)."""
    handler = _HANDLERS.get(event.type)
    state.version = max(state.version, event.version)
    if event.action > state.last_action:
        state.last_action = event.action
    if handler is not None:
        handler(state, event.data, event)


def _created(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    s.name = str(d["name"])
    s.ruleset = str(d.get("ruleset", "pf1"))
    s.seed = int(d.get("seed", 0))


def _action(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    command = str(d.get("command", ""))
    s.labels[e.action] = command
    if command not in ("undo", "new", "import"):
        s.history.append(e.action)


def _creature_added(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    cid = str(d["id"])
    regen = d.get("regeneration") or {}
    s.creatures[cid] = CreatureState(
        id=cid,
        name_fr=str(d.get("name_fr") or cid),
        name_en=str(d.get("name_en") or cid),
        mapping=dict(d["creature"]),
        max_hp=int(d["max_hp"]),
        hp=int(d["hp"]),
        nonlethal=int(d.get("nonlethal", 0)),
        negative_levels=int(d.get("negative_levels", 0)),
        abilities=dict(d.get("abilities") or {}),
        initiative=int(d.get("initiative", 0)),
        dex=int(d.get("dex", 0)),
        fast_healing=int(d.get("fast_healing") or 0),
        regeneration=int(regen.get("amount") or 0),
        regeneration_bypass=tuple(regen.get("bypass") or ()),
        con_score=d.get("con_score", 10),
        hit_dice=int(d.get("hit_dice", 1)),
        fortitude=int(d.get("fortitude", 0)),
        summoned_until=d.get("summoned_until"),
        side=d.get("side"),
        gaze=bool(d.get("gaze")),
    )
    for cond in d.get("conditions") or ():
        s.creatures[cid].conditions[str(cond)] = Timer()


def _creature_removed(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    cid = str(d["id"])
    if s.turn == cid:
        order = s.order()
        i = order.index(cid)
        s.turn = order[i - 1] if i > 0 else None
    s.creatures.pop(cid, None)
    for effect in s.effects.values():
        if cid in effect.targets:
            effect.targets.remove(cid)


def _damaged(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    c = s.creatures[str(d["target"])]
    c.hp = int(d["hp"])
    c.nonlethal += int(d.get("nonlethal", 0))
    used = int(d.get("temp_used", 0))
    for pid in list(c.temp):  # oldest pools absorb first
        if used <= 0:
            break
        pool = c.temp[pid]
        take = min(used, pool.amount)
        pool.amount -= take
        used -= take
        if pool.amount == 0:
            del c.temp[pid]


def _healed(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    c = s.creatures[str(d["target"])]
    c.hp = min(c.max_hp, c.hp + int(d.get("lethal", 0)))
    c.nonlethal = max(0, c.nonlethal - int(d.get("nonlethal", 0)))


def _condition_added(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    c = s.creatures[str(d["target"])]
    c.conditions[str(d["condition"])] = Timer(
        d.get("ends_at"), d.get("anchor"), bool(d.get("secret")), d.get("source")
    )


def _condition_removed(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    c = s.creatures.get(str(d["target"]))
    if c is not None:
        c.conditions.pop(str(d["condition"]), None)


def _temp_added(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    c = s.creatures[str(d["target"])]
    c.temp[str(d["id"])] = TempPool(int(d["amount"]), d.get("ends_at"), d.get("source"))


def _temp_ended(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    c = s.creatures.get(str(d["target"]))
    if c is not None:
        c.temp.pop(str(d["id"]), None)


def _negative_levels(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    c = s.creatures[str(d["target"])]
    c.negative_levels = max(0, c.negative_levels + int(d["change"]))


def _levels_lost(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    c = s.creatures[str(d["target"])]
    c.negative_levels = max(0, c.negative_levels - int(d["resolved"]))
    c.levels_lost += int(d["lost"])


def _ability_damaged(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    c = s.creatures[str(d["target"])]
    ability = str(d["ability"])
    total = c.ability_damage.get(ability, 0) + int(d["amount"])
    if total > 0:
        c.ability_damage[ability] = total
    else:
        c.ability_damage.pop(ability, None)


def _effect_started(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    eid = str(d["id"])
    s.effects[eid] = Effect(
        eid,
        str(d.get("label", eid)),
        d.get("source"),
        [str(t) for t in d.get("targets") or ()],
        Timer(d.get("ends_at"), d.get("anchor"), bool(d.get("secret")), d.get("source")),
        str(d.get("kind", "timed")),
        int(d.get("lingering") or 0),
    )


def _effect_ended(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    s.effects.pop(str(d["id"]), None)


def _immunity_added(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    s.creatures[str(d["target"])].immunities[str(d["against"])] = int(d["ends_at"])


def _immunity_ended(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    c = s.creatures.get(str(d["target"]))
    if c is not None:
        c.immunities.pop(str(d["against"]), None)


def _sr_remembered(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    s.creatures[str(d["target"])].sr_memory[str(d["spell"])] = int(d["roll"])


def _scheduled(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    sid = str(d["id"])
    s.scheduled[sid] = Scheduled(
        sid,
        str(d["kind"]),
        int(d["due"]),
        str(d["target"]),
        dict(d.get("payload") or {}),
        bool(d.get("secret")),
    )


def _schedule_done(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    s.scheduled.pop(str(d["id"]), None)


def _turn_started(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    s.turn = str(d["creature"])
    s.time = int(d["time"])
    if s.concentration_checks:  # a check is owed until the caster's next turn
        s.concentration_checks = [k for k in s.concentration_checks if k.creature != s.turn]


def _time_advanced(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    s.time = int(d["time"])
    s.concentration_checks = []  # every creature's turn has come round


def _concentration_check(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    s.concentration_checks.append(
        ConcentrationCheck(
            str(d["creature"]),
            int(d.get("damage", 0)),
            d.get("source"),
            [dict(x) for x in d.get("stakes") or ()],
            e.version,
        )
    )


def _undone(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    action = int(d["action"])
    if action in s.history:
        s.history.remove(action)


def _map_set(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    s.map_text = str(d["text"])
    s.map_name = str(d.get("name") or "")


def _map_removed(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    s.map_text, s.map_name = None, ""


def _placed(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    c = s.creatures.get(str(d["id"]))
    if c is not None:
        c.position = (int(d["x"]), int(d["y"]))


def _unplaced(s: EncounterState, d: Mapping[str, Any], e: Event) -> None:
    c = s.creatures.get(str(d["id"]))
    if c is not None:
        c.position = None


_HANDLERS: dict[str, Any] = {
    ev.CREATED: _created,
    ev.ACTION: _action,
    ev.CREATURE_ADDED: _creature_added,
    ev.CREATURE_REMOVED: _creature_removed,
    ev.DAMAGED: _damaged,
    ev.HEALED: _healed,
    ev.CONDITION_ADDED: _condition_added,
    ev.CONDITION_REMOVED: _condition_removed,
    ev.TEMP_HP_ADDED: _temp_added,
    ev.TEMP_HP_ENDED: _temp_ended,
    ev.NEGATIVE_LEVELS: _negative_levels,
    ev.LEVELS_LOST: _levels_lost,
    ev.ABILITY_DAMAGED: _ability_damaged,
    ev.EFFECT_STARTED: _effect_started,
    ev.EFFECT_ENDED: _effect_ended,
    ev.IMMUNITY_ADDED: _immunity_added,
    ev.IMMUNITY_ENDED: _immunity_ended,
    ev.SR_REMEMBERED: _sr_remembered,
    ev.SCHEDULED: _scheduled,
    ev.SCHEDULE_DONE: _schedule_done,
    ev.TURN_STARTED: _turn_started,
    ev.TIME_ADVANCED: _time_advanced,
    ev.UNDONE: _undone,
    ev.MAP_SET: _map_set,
    ev.MAP_REMOVED: _map_removed,
    ev.PLACED: _placed,
    ev.UNPLACED: _unplaced,
    ev.CONCENTRATION_CHECK: _concentration_check,
}


# -- the clock's work ------------------------------------------------------------------------


def _due(timer_end: int | None, anchor: str | None, now: int, current: str | None, sweeping: bool) -> bool:
    if timer_end is None:
        return False
    if timer_end < now:
        return True
    return timer_end == now and (sweeping or anchor is None or anchor == current)


def expire(
    state: EncounterState, now: int, current: str | None, *, sweeping: bool, rng: random.Random
) -> list[Draft]:
    """What ends when the clock reaches ``now`` at the start of ``current``'s turn (``sweeping``:
    time skipped by ``advance``, so everything due by ``now`` ends)."""
    out: list[Draft] = []
    ended_effects: set[str] = set()
    for effect in state.effects.values():
        t = effect.timer
        if _due(t.ends_at, t.anchor, now, current, sweeping):
            ended_effects.add(effect.id)
            out.append(Draft(ev.EFFECT_ENDED, {"id": effect.id, "reason": "expired"}))
    for c in state.creatures.values():
        for cond, t in c.conditions.items():
            if (t.source is not None and t.source in ended_effects) or _due(
                t.ends_at, t.anchor, now, current, sweeping
            ):
                out.append(
                    Draft(ev.CONDITION_REMOVED, {"target": c.id, "condition": cond, "reason": "expired"})
                )
        for pid, pool in c.temp.items():
            if _due(pool.ends_at, None, now, current, True):
                out.append(Draft(ev.TEMP_HP_ENDED, {"target": c.id, "id": pid, "reason": "expired"}))
        for against, ends in c.immunities.items():
            if _due(ends, None, now, current, True):
                out.append(Draft(ev.IMMUNITY_ENDED, {"target": c.id, "against": against}))
    for task in sorted(state.scheduled.values(), key=lambda t: (t.due, t.id)):
        anchor = task.payload.get("anchor")
        if _due(task.due, anchor, now, current, sweeping):
            if task.target in state.creatures:
                out.extend(_run_task(state, task, rng, now=now, current=current))
            else:
                out.append(Draft(ev.SCHEDULE_DONE, {"id": task.id, "result": {"skipped": "gone"}}))
    for c in state.creatures.values():
        if _due(c.summoned_until, None, now, current, True):
            out.append(Draft(ev.CREATURE_REMOVED, {"id": c.id, "reason": "summon_ended"}))
    return out


def _save_roll(rng: random.Random) -> int:
    return int(rng.random() * 20) + 1


def _run_task(
    state: EncounterState, task: Scheduled, rng: random.Random, *, now: int, current: str | None
) -> list[Draft]:
    """A scheduled save comes due: roll it (the natural d20 is kept in the event)."""
    c = state.creatures[task.target]
    p = task.payload
    if task.kind == "negative_levels":
        from arbitre.rules.negative_levels import resolve_negative_levels

        count = min(int(p.get("levels", 0)), c.negative_levels)
        naturals = [_save_roll(rng) for _ in range(count)]
        dc = int(p["dc"])
        ok = [n == 20 or (n != 1 and n + c.fortitude >= dc) for n in naturals]
        levels = max(1, c.hit_dice - c.levels_lost)
        resolution = resolve_negative_levels(levels, ok)
        return [
            Draft(
                ev.LEVELS_LOST,
                {
                    "target": c.id,
                    "resolved": count,
                    "lost": resolution.levels_lost,
                    "saves": naturals,
                    "dc": dc,
                    "dead": resolution.dead,
                },
            ),
            Draft(ev.SCHEDULE_DONE, {"id": task.id}),
        ]
    if task.kind == "poison_secondary":
        from arbitre.dice import roll

        natural = _save_roll(rng)
        dc = int(p["dc"])
        saved = natural == 20 or (natural != 1 and natural + c.fortitude >= dc)
        out: list[Draft] = []
        result: dict[str, Any] = {
            "natural": natural,
            "dc": dc,
            "saved": saved,
            "target": c.id,
            "kind": task.kind,
            "bonus": c.fortitude,
        }
        if not saved and p.get("dice"):
            amount = roll(str(p["dice"]), rng).total
            result["amount"] = amount
            out.extend(
                ability_damage_drafts(c, str(p["ability"]), amount, source=str(p.get("source", "poison")))
            )
        return [Draft(ev.SCHEDULE_DONE, {"id": task.id, "result": result}), *out]
    if task.kind == "spell":
        # a full-round spell takes effect just before its caster's next turn (001 « Le temps
        # d'incantation »): resolve it now, with the seed and forced rolls kept when it was cast
        import copy

        from arbitre.encounter.actions import act

        scratch = copy.deepcopy(state)  # the clock as it is when the spell takes effect
        scratch.time, scratch.turn = now, current
        scratch.scheduled.pop(task.id, None)  # no longer at stake: it is taking effect
        seed = int(p["seed"])
        drafts, _live = act(
            scratch,
            str(p["actor"]),
            str(p["text"]),
            random.Random(seed),
            seed=seed,
            forced=p.get("forced") or {},
            immediate=True,
        )
        first = drafts[0]
        return [
            Draft(ev.SCHEDULE_DONE, {"id": task.id, "result": {"resolved": True}}),
            Draft(ev.RESOLVED, first.data),
            *drafts[1:],
        ]
    return [Draft(ev.SCHEDULE_DONE, {"id": task.id, "result": {"skipped": task.kind}})]


def ability_damage_drafts(c: CreatureState, ability: str, amount: int, *, source: str) -> list[Draft]:
    """Ability damage through :mod:`arbitre.rules.ability_damage` (never below 0)."""
    from arbitre.model.ability import AbilityScore
    from arbitre.rules.ability_damage import AbilityState, damage_ability

    base = c.abilities.get(ability)
    if base is None:
        return []
    current = AbilityState(AbilityScore(ability), base, min(base, c.ability_damage.get(ability, 0)))
    change = damage_ability(current, amount)
    taken = change.state.damage - current.damage
    if taken <= 0:
        return []
    return [
        Draft(ev.ABILITY_DAMAGED, {"target": c.id, "ability": ability, "amount": taken, "source": source})
    ]


def concentration_stakes(state: EncounterState, cid: str) -> list[dict[str, Any]]:
    """What ``cid`` keeps going by concentrating: each spell it is still casting (a full round or
    more, 001 « Le temps d'incantation ») and each concentration effect it maintains
    (001 « Concentration »), as ``{"id", "kind", "label"}``."""
    out: list[dict[str, Any]] = []
    for task in sorted(state.scheduled.values(), key=lambda t: (t.due, t.id)):
        if task.kind == "spell" and str(task.payload.get("actor", task.target)) == cid:
            label = task.payload.get("label") or task.payload.get("text") or task.id
            out.append({"id": task.id, "kind": "spell", "label": str(label)})
    for effect in state.effects.values():
        if effect.kind == "concentration" and effect.source == cid:
            out.append({"id": effect.id, "kind": "concentration", "label": effect.label})
    return out


def damage_drafts(state: EncounterState, data: Mapping[str, Any]) -> list[Draft]:
    """A ``damaged`` event (``data``: its target, lethal and nonlethal damage after mitigation…)
    and, when damage gets through to a creature that is concentrating, the check it owes
    (``concentration_check``: who, how much, from what, what is at stake). The check itself is the
    game master's. Damage stopped entirely (0 lethal, 0 nonlethal: resistance, reduction,
    immunity) costs no check (000 « Résistance aux énergies destructives »)."""
    out = [Draft(ev.DAMAGED, data)]
    lethal, nonlethal = int(data.get("lethal") or 0), int(data.get("nonlethal") or 0)
    target = str(data["target"])
    if lethal + nonlethal <= 0 or target not in state.creatures:
        return out
    stakes = concentration_stakes(state, target)
    if stakes and _knocked_out(state, target, data):
        # a caster that can no longer act cannot keep concentrating: no check, its spells stop
        from arbitre.encounter.actions import stop_concentrating

        return out + stop_concentrating(state, target, "caster_down")
    if stakes:
        check = {
            "creature": target,
            "damage": lethal + nonlethal,
            "lethal": lethal,
            "nonlethal": nonlethal,
            "source": data.get("source"),
            "stakes": stakes,
        }
        out.append(Draft(ev.CONCENTRATION_CHECK, check))
    return out


def _knocked_out(state: EncounterState, cid: str, data: Mapping[str, Any]) -> bool:
    """Whether the damage leaves ``cid`` unconscious, dying or dead (rules.hit_points)."""
    from arbitre.model.ruleset import get_ruleset
    from arbitre.rules import hit_points

    if data.get("hp") is None:
        return False
    c = state.creatures[cid]
    nonlethal = c.nonlethal + int(data.get("nonlethal") or 0)
    states = hit_points.state(
        int(data["hp"]), get_ruleset(state.ruleset), con_score=c.con_score, nonlethal=nonlethal
    )
    return bool(states & {hit_points.UNCONSCIOUS, hit_points.DYING, hit_points.DEAD})


def _stake_live(state: EncounterState, stake: Mapping[str, Any]) -> bool:
    sid = str(stake.get("id"))
    if stake.get("kind") == "spell":
        return sid in state.scheduled
    effect = state.effects.get(sid)
    return effect is not None and effect.kind == "concentration"


def pending_checks(state: EncounterState) -> list[ConcentrationCheck]:
    """The concentration checks still owed: each keeps only what is still at stake (a spell
    already cast, ended or cancelled, an effect ended or no longer held by concentration drop
    out), and a check with nothing left at stake is gone. They also end at the start of the
    caster's next turn and with ``advance`` (see the replay)."""
    out: list[ConcentrationCheck] = []
    for k in state.concentration_checks:
        live = [x for x in k.stakes if _stake_live(state, x)]
        if live and k.creature in state.creatures:
            out.append(ConcentrationCheck(k.creature, k.damage, k.source, live, k.version))
    return out


def _concentration_kept(state: EncounterState, cid: str, drafts: list[Draft]) -> list[Draft]:
    """At the start of its turn, a reminder that ``cid`` is concentrating: keeping a concentration
    effect costs it a standard action this turn (001 « Concentration »), a spell of several rounds a
    full-round action (001 « Le temps d'incantation »). What ends or takes effect now is left out."""
    ended = {str(d.data.get("id")) for d in drafts if d.type in (ev.EFFECT_ENDED, ev.SCHEDULE_DONE)}
    stakes = [x for x in concentration_stakes(state, cid) if x["id"] not in ended]
    return [Draft(ev.CONCENTRATION_KEPT, {"creature": cid, "stakes": stakes})] if stakes else []


def start_of_turn(state: EncounterState, cid: str) -> list[Draft]:
    """Fast healing, then regeneration, at the start of ``cid``'s turn."""
    from arbitre.rules import hit_points

    c = state.creatures[cid]
    out: list[Draft] = []
    lethal = max(0, c.max_hp - c.hp)
    nonlethal = c.nonlethal
    if c.fast_healing and (lethal or nonlethal):
        from arbitre.model.ruleset import get_ruleset

        if hit_points.DEAD not in hit_points.state(c.hp, get_ruleset(state.ruleset), con_score=c.con_score):
            from arbitre.rules.fast_healing import apply_fast_healing

            new_lethal, new_nonlethal, steps = apply_fast_healing(lethal, nonlethal, c.fast_healing)
            out.append(
                Draft(
                    ev.HEALED,
                    {
                        "target": cid,
                        "lethal": lethal - new_lethal,
                        "nonlethal": nonlethal - new_nonlethal,
                        "rule": "fast_healing",
                        "steps": [st.to_dict() for st in steps],
                    },
                )
            )
            nonlethal = new_nonlethal
    if c.regeneration and nonlethal:
        from arbitre.model.damage import Regeneration
        from arbitre.rules.regeneration import regenerate

        after, steps = regenerate(nonlethal, Regeneration(c.regeneration, frozenset(c.regeneration_bypass)))
        out.append(
            Draft(
                ev.HEALED,
                {
                    "target": cid,
                    "lethal": 0,
                    "nonlethal": nonlethal - after,
                    "rule": "regeneration",
                    "steps": [st.to_dict() for st in steps],
                },
            )
        )
    return out


def next_turn(state: EncounterState, rng: random.Random) -> list[Draft]:
    """The events of ``next``: the following creature's turn starts (a new round after the last),
    what is due expires, then its start-of-turn work."""
    from arbitre.core.errors import InputError

    full = state.order()
    if not full:
        raise InputError("encounter.no_creatures", name=state.name)
    # the dead take no turns; if every creature is dead, the order stays as it is
    living = [cid for cid in full if "dead" not in hp_states(state, state.creatures[cid])] or full
    now = state.time
    if state.turn is None or state.turn not in full:
        nxt = living[0]
    else:
        i = full.index(state.turn)
        after = [cid for cid in full[i + 1 :] if cid in living]
        if after:
            nxt = after[0]
        else:
            nxt, now = living[0], now + 1
    drafts = [Draft(ev.TURN_STARTED, {"creature": nxt, "time": now, "round": now + 1})]
    drafts += expire(state, now, nxt, sweeping=False, rng=rng)
    if any(d.type == ev.CREATURE_REMOVED and d.data["id"] == nxt for d in drafts):
        return drafts
    kept = _concentration_kept(state, nxt, drafts)
    return drafts + kept + gazes_met(state, nxt, rng, now=now) + start_of_turn(state, nxt)


UNMOVED = frozenset({"dead", "petrified"})


def gazes_met(state: EncounterState, cid: str, rng: random.Random, *, now: int) -> list[Draft]:
    """At the start of its turn a creature meets the gaze of each opponent that has one
    (000 « Attaque de regard »): averting its eyes spares it half the time, closed eyes or
    blindness always; otherwise it saves (resolved by the engine). Opponents are creatures of
    another side (``add --side``); without sides nobody is assumed to face a gaze."""
    c = state.creatures[cid]
    if c.side is None or UNMOVED & set(c.conditions) or "dead" in hp_states(state, c):
        return []
    gazers = [
        g
        for g in state.creatures.values()
        if g.gaze
        and g.side is not None
        and g.side != c.side
        and g.id != cid
        and not (UNMOVED & set(g.conditions))
    ]
    if c.position is not None and any(g.position is not None for g in gazers):
        # with both on the map, a gaze reaches only as far as its range (positions.py)
        from arbitre.encounter.positions import in_gaze_range

        gazers = [g for g in gazers if in_gaze_range(g, c) is not False]
    if not gazers:
        return []
    import copy

    from arbitre.encounter.actions import act
    from arbitre.rules.gaze import AVERT_CHANCE, GazeDefence, gaze_exposure

    out: list[Draft] = []
    for g in gazers:
        if "dead" in hp_states(state, g):
            continue
        if c.conditions.keys() & {"eyes_closed", "blinded"}:
            defence = GazeDefence.EYES_CLOSED
        elif "averting_eyes" in c.conditions:
            defence = GazeDefence.AVERTED
        else:
            defence = GazeDefence.NONE
        spared = defence is GazeDefence.AVERTED and rng.random() < AVERT_CHANCE
        exposure = gaze_exposure(defence, avert_spares=spared, gazer_invisible="invisible" in g.conditions)
        if not exposure.save_required:
            out.append(
                Draft(
                    ev.RESOLVED,
                    {
                        "actor": g.id,
                        "trigger": "gaze",
                        "target": cid,
                        "steps": [st.to_dict() for st in exposure.steps],
                    },
                )
            )
            continue
        scratch = copy.deepcopy(state)
        scratch.time, scratch.turn = now, cid
        seed = rng.getrandbits(48)
        drafts, _live = act(
            scratch, g.id, f"utilise regard sur {cid}", random.Random(seed), seed=seed, immediate=True
        )
        out.append(Draft(ev.RESOLVED, {**drafts[0].data, "trigger": "gaze", "target": cid}))
        out.extend(drafts[1:])
    return out


def advance(state: EncounterState, rounds: int, rng: random.Random, *, rest: bool = False) -> list[Draft]:
    """The events of ``advance``: ``rounds`` pass (the turn stays where it is); everything due
    expires; fast healing and regeneration work every round; ability damage heals per day, twice
    as fast for each whole day of ``rest`` (000 « Affaiblissement et diminution de
    caractéristique »): the part of a rest shorter than a day heals at the ordinary rate."""
    now = state.time + rounds
    passed: dict[str, Any] = {"rounds": rounds, "time": now}
    if rest:
        passed["rest"] = True
    drafts: list[Draft] = [Draft(ev.TIME_ADVANCED, passed)]
    drafts += expire(state, now, state.turn, sweeping=True, rng=rng)
    for c in state.creatures.values():
        if any(d.type == ev.CREATURE_REMOVED and d.data["id"] == c.id for d in drafts):
            continue
        drafts += _heal_over(state, c, rounds)
    days = now // DAY - state.time // DAY
    rested = min(days, rounds // DAY) if rest else 0  # whole days of rest only
    if days > 0:
        from arbitre.model.ability import AbilityScore
        from arbitre.rules.ability_damage import AbilityState, recover_naturally

        for c in state.creatures.values():
            for ability, dmg in sorted(c.ability_damage.items()):
                base = c.abilities.get(ability)
                if base is None:
                    continue
                before = AbilityState(AbilityScore(ability), base, min(dmg, base))
                after = recover_naturally(before, rested, full_rest=True)
                after = recover_naturally(after.state, days - rested)
                healed = before.damage - after.state.damage
                if healed:
                    recovery: dict[str, Any] = {
                        "target": c.id,
                        "ability": ability,
                        "amount": -healed,
                        "source": "recovery",
                        "days": days,
                    }
                    if rest:
                        recovery["rest_days"] = rested
                    drafts.append(Draft(ev.ABILITY_DAMAGED, recovery))
    return drafts


def _heal_over(state: EncounterState, c: CreatureState, rounds: int) -> list[Draft]:
    """Fast healing and regeneration over ``rounds`` rounds, computed as that many start-of-turn steps
    (bounded: after the wounds are healed nothing changes)."""
    if not (c.fast_healing or c.regeneration):
        return []
    from arbitre.rules.fast_healing import apply_fast_healing

    lethal0, nonlethal0 = max(0, c.max_hp - c.hp), c.nonlethal
    lethal, nonlethal = lethal0, nonlethal0
    for _ in range(rounds):
        if lethal <= 0 and nonlethal <= 0:
            break
        if c.fast_healing:
            lethal, nonlethal, _steps = apply_fast_healing(lethal, nonlethal, c.fast_healing)
        if c.regeneration:
            nonlethal = max(0, nonlethal - c.regeneration)
    if (lethal, nonlethal) == (lethal0, nonlethal0):
        return []
    rule = "fast_healing" if c.fast_healing else "regeneration"
    return [
        Draft(
            ev.HEALED,
            {
                "target": c.id,
                "lethal": lethal0 - lethal,
                "nonlethal": nonlethal0 - nonlethal,
                "rule": rule,
                "rounds": rounds,
            },
        )
    ]


# -- views -----------------------------------------------------------------------------------


def hp_states(state: EncounterState, c: CreatureState) -> list[str]:
    from arbitre.model.ruleset import get_ruleset
    from arbitre.rules import hit_points

    return sorted(
        hit_points.state(c.hp, get_ruleset(state.ruleset), con_score=c.con_score, nonlethal=c.nonlethal)
    )


def _left(ends_at: int | None, now: int) -> int | None:
    return None if ends_at is None else max(0, ends_at - now)


def view(state: EncounterState, *, gm: bool = False) -> dict[str, Any]:
    """The ``show --json`` document; without ``gm`` secret timers are hidden (``"secret": true``)."""
    creatures: dict[str, Any] = {}
    for cid in state.order():
        c = state.creatures[cid]
        timers: dict[str, Any] = {}
        for cond, t in sorted(c.conditions.items()):
            if t.ends_at is None:
                timers[cond] = {"rounds_left": None}
            elif t.secret and not gm:
                timers[cond] = {"rounds_left": None, "secret": True}
            else:
                timers[cond] = {"rounds_left": _left(t.ends_at, state.time)} | (
                    {"secret": True} if t.secret else {}
                )
        creatures[cid] = {
            "name": {"fr": c.name_fr, "en": c.name_en},
            "hp": c.hp,
            "max_hp": c.max_hp,
            "temp_hp": c.temp_total,
            "nonlethal": c.nonlethal,
            "conditions": sorted(set(c.conditions) | set(hp_states(state, c))),
            "timers": timers,
            "negative_levels": c.negative_levels,
            "levels_lost": c.levels_lost,
            "ability_damage": dict(sorted(c.ability_damage.items())),
            "initiative": c.initiative,
            "immunities": {k: _left(v, state.time) for k, v in sorted(c.immunities.items())},
            "summoned_rounds_left": _left(c.summoned_until, state.time),
            "position": list(c.position) if c.position is not None else None,
            "concentrating": [x["id"] for x in concentration_stakes(state, cid)],
        }
    effects = []
    for effect in state.effects.values():
        t = effect.timer
        item: dict[str, Any] = {
            "id": effect.id,
            "label": effect.label,
            "source": effect.source,
            "targets": list(effect.targets),
            "kind": effect.kind,
        }
        if t.secret and not gm:
            item["rounds_left"], item["secret"] = None, True
        else:
            item["rounds_left"] = _left(t.ends_at, state.time)
        effects.append(item)
    out: dict[str, Any] = {
        "name": state.name,
        "ruleset": state.ruleset,
        "round": state.round,
        "time": {"rounds": state.time, "seconds": state.time * ROUND_SECONDS},
        "turn": state.turn,
        "order": state.order(),
        "creatures": creatures,
        "effects": effects,
        "version": state.version,
        "map": {"name": state.map_name} if state.map_text is not None else None,
        "concentration_checks": [
            {"creature": k.creature, "damage": k.damage, "source": k.source, "stakes": k.stakes}
            for k in pending_checks(state)
        ],
    }
    if gm:
        out["scheduled"] = [
            {"id": t.id, "kind": t.kind, "target": t.target, "rounds_left": _left(t.due, state.time)}
            for t in sorted(state.scheduled.values(), key=lambda t: (t.due, t.id))
        ]
    return out


__all__ = [
    "DAY",
    "HOUR",
    "MINUTE",
    "ROUND",
    "ROUND_SECONDS",
    "UNITS",
    "ConcentrationCheck",
    "CreatureState",
    "Effect",
    "EncounterState",
    "Scheduled",
    "TempPool",
    "Timer",
    "advance",
    "apply",
    "concentration_stakes",
    "damage_drafts",
    "expire",
    "next_turn",
    "pending_checks",
    "replay",
    "start_of_turn",
    "view",
]
