"""One action (a spell cast, a special ability used, a weapon strike) as a plain value, and the
plan it becomes.

Scenario files validate their ``action:`` with pydantic (:mod:`arbitre.engine.scenario`) and
convert it to an :class:`Action`; the encounter's text actions build one directly with
:meth:`Action.from_fields`, which checks the same bounds with plain code. That keeps pydantic
(~60 ms to import) out of ``arbitre encounter act``, a command used at the table many times an
evening. :func:`plan_action` is the one place where an action becomes an
:class:`~arbitre.engine.plan.EffectPlan` and its targets.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from arbitre.core.errors import ContentError, InputError
from arbitre.engine.build import plan_for_ability, plan_for_spell, plan_for_strike, target_from_creature
from arbitre.engine.plan import EffectPlan, Target
from arbitre.model.creature import Creature
from arbitre.model.ruleset import Ruleset

ACTION_KINDS = ("cast", "use", "strike")

# field → (lowest, highest) accepted, the same bounds as the scenario schema's
BOUNDS: dict[str, tuple[int, int]] = {
    "caster_level": (1, 40),
    "dc": (1, 99),
    "rank": (1, 10),
    "threat": (2, 20),
    "multiplier": (2, 5),
}


@dataclass(frozen=True, slots=True)
class Strike:
    """A weapon attack: bonus, damage text, threat range, multiplier, touch or not."""

    attack: int
    damage: str
    threat: int = 20
    multiplier: int = 2
    touch: bool = False


@dataclass(frozen=True, slots=True)
class AreaChoice:
    """Where an area spell or ability is aimed (grid squares; distances as text, e.g. ``6m``)."""

    origin: tuple[int, int] | None = None
    direction: str | float | None = None
    shape: str | None = None
    radius: str | None = None
    length: str | None = None
    height: str | None = None


@dataclass(frozen=True, slots=True)
class Action:
    """Exactly one of ``cast``, ``use`` and ``strike``, with optional overrides."""

    actor: str
    cast: str | None = None
    use: str | None = None
    strike: Strike | None = None
    caster_level: int | None = None
    dc: int | None = None
    class_: str | None = None
    rank: int | None = None
    targets: tuple[str, ...] = ()
    area: AreaChoice | None = None
    attack: int | None = None
    damage: str | None = None

    @property
    def kinds(self) -> list[str]:
        return [k for k in ACTION_KINDS if getattr(self, k) is not None]

    @classmethod
    def from_fields(cls, actor: str, targets: Sequence[str], fields: Mapping[str, Any]) -> Action:
        """An action from already-read fields (``cast``, ``use``, ``strike: {attack, damage,
        threat, multiplier, touch}``, ``caster_level``, ``dc``, ``class``, ``rank``, ``attack``,
        ``damage``); a number out of bounds is an :class:`InputError` naming the field."""
        strike = fields.get("strike")
        return cls(
            actor=actor,
            cast=_text(fields, "cast"),
            use=_text(fields, "use"),
            strike=_strike(strike) if strike is not None else None,
            caster_level=_bounded(fields, "caster_level"),
            dc=_bounded(fields, "dc"),
            class_=_text(fields, "class"),
            rank=_bounded(fields, "rank"),
            targets=tuple(str(t) for t in targets),
            attack=_bounded(fields, "attack"),
            damage=_text(fields, "damage"),
        )


def _text(fields: Mapping[str, Any], key: str) -> str | None:
    value = fields.get(key)
    return None if value is None else str(value)


def _bounded(fields: Mapping[str, Any], key: str, path: str | None = None) -> int | None:
    value = fields.get(key)
    if value is None:
        return None
    where = path or key
    if isinstance(value, bool) or not isinstance(value, int):
        try:
            value = int(str(value))
        except ValueError:
            raise InputError("engine.action_field_not_integer", field=where, value=value) from None
    low, high = BOUNDS.get(key, (None, None))
    if (low is not None and value < low) or (high is not None and value > high):
        raise InputError("engine.action_field_out_of_range", field=where, value=value, low=low, high=high)
    return int(value)


def _strike(raw: Any) -> Strike:
    if isinstance(raw, Strike):
        return raw
    if not isinstance(raw, Mapping) or "attack" not in raw or "damage" not in raw:
        raise InputError(
            "engine.bad_action_field", field="strike", value=raw, expected="{attack: +8, damage: 1d8+3}"
        )
    attack = _bounded(raw, "attack", "strike.attack")
    assert attack is not None
    return Strike(
        attack=attack,
        damage=str(raw["damage"]),
        threat=_bounded(raw, "threat", "strike.threat") or 20,
        multiplier=_bounded(raw, "multiplier", "strike.multiplier") or 2,
        touch=bool(raw.get("touch", False)),
    )


# -- the plan ---------------------------------------------------------------------------------

GridLoader = Callable[[], Any]  # () → arbitre.model.grid.Grid, with the creatures placed


def plan_action(
    action: Action,
    ruleset: Ruleset,
    creatures: Mapping[str, Creature],
    *,
    source: str,
    grid: GridLoader | None = None,
) -> tuple[EffectPlan, list[Target]]:
    """The action's plan and, in order, the targets it reaches: those named, then those inside
    its area (an area needs ``grid``, the map with the creatures on it)."""
    actor = _creature(creatures, action.actor, "action.actor", source)
    chosen = [_creature(creatures, t, "action.targets", source) for t in action.targets]
    kinds = action.kinds
    if len(kinds) != 1:
        raise ContentError("engine.one_action_kind", file=source, found=", ".join(kinds) or "—")
    area_squares = None
    if action.cast is not None:
        from arbitre.content.spells import find_spell

        spell = find_spell(action.cast, ruleset.id)
        plan = plan_for_spell(
            actor,
            spell,
            ruleset,
            caster_level=action.caster_level,
            caster_class=action.class_,
            dc=action.dc,
            rank=action.rank,
        )
        if action.area is not None:
            area_squares = _spell_area(_need_grid(grid, source), spell, plan, actor, action.area, source)
    elif action.use is not None:
        from arbitre.model.ability import get_ability

        ability_id = get_ability(action.use).id if actor.ability(action.use) is None else action.use
        plan = plan_for_ability(
            actor,
            ability_id,
            ruleset,
            dc=action.dc,
            targets=list(creatures.values()),
            attack=action.attack,
            damage=action.damage,
        )
        if action.area is not None:
            area_squares = _ability_area(_need_grid(grid, source), actor, ability_id, action.area)
    else:
        assert action.strike is not None
        s = action.strike
        plan = plan_for_strike(
            actor,
            ruleset,
            attack=s.attack,
            damage=s.damage,
            threat=s.threat,
            multiplier=s.multiplier,
            touch=s.touch,
        )
    if area_squares is not None:
        assert grid is not None
        from arbitre.rules.areas import creatures_in

        inside = [t.id for t in creatures_in(grid(), area_squares)]
        known = {c.id for c in chosen}
        chosen += [creatures[i] for i in inside if i in creatures and i not in known]
    if not chosen:
        raise ContentError("engine.no_targets", file=source)
    return plan, [target_from_creature(c) for c in chosen]


def _creature(creatures: Mapping[str, Creature], name: str, field: str, source: str) -> Creature:
    if name in creatures:
        return creatures[name]
    raise ContentError(
        "engine.unknown_creature", file=source, field=field, name=name, known=", ".join(creatures)
    )


def _need_grid(grid: GridLoader | None, source: str) -> GridLoader:
    if grid is None:
        raise ContentError("engine.area_needs_map", file=source)
    return grid


def _squares(text: str) -> Fraction:
    from arbitre.core.units import parse_distance

    return parse_distance(str(text))


def _caster_token(grid: Any, actor: Creature) -> Any:
    return next((t for t in grid.creatures if t.id == actor.id), None)


def _spell_area(
    grid_loader: GridLoader,
    spell: Any,
    plan: EffectPlan,
    actor: Creature,
    area: AreaChoice,
    source: str,
) -> frozenset[tuple[int, int]]:
    from arbitre.rules.areas import compute_area
    from arbitre.rules.ranges import range_at

    if spell.area is None and area.shape is None:
        raise ContentError("engine.spell_has_no_area", file=source, spell=spell.name_en)
    shape = area.shape or spell.area.shape_label
    radius = _squares(area.radius) if area.radius else (spell.area.radius if spell.area else None)
    length = _squares(area.length) if area.length else (spell.area.length if spell.area else None)
    reach = range_at(spell.range, plan.caster_level or 1).squares
    grid = grid_loader()
    result = compute_area(
        grid,
        shape,
        area.origin,
        radius=radius,
        length=length or radius,
        direction=area.direction,
        caster=_caster_token(grid, actor),
        range_=reach,
    )
    return result.squares


def _ability_area(
    grid_loader: GridLoader, actor: Creature, ability_id: str, area: AreaChoice
) -> frozenset[tuple[int, int]]:
    from arbitre.rules.areas import compute_area

    ability = actor.ability(ability_id)
    params = ability.params if ability is not None else {}
    shape = area.shape or str(params.get("shape") or "cone")
    reach = _squares(area.length or area.radius or str(params.get("range") or "30ft"))
    grid = grid_loader()
    return compute_area(
        grid,
        shape,
        area.origin,
        radius=reach,
        length=reach,
        direction=area.direction,
        caster=_caster_token(grid, actor),
    ).squares


__all__ = ["ACTION_KINDS", "Action", "AreaChoice", "Strike", "plan_action"]
