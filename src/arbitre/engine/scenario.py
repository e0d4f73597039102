"""Scenarios: creatures, a map and one action, in YAML or JSON, French or English keys.

``docs/scenario.md`` documents the format; ``docs/scenario.schema.json`` is its JSON Schema
(generated from :class:`ScenarioSpec`, checked by a test). :func:`load_scenario` validates a file
into a :class:`Scenario`; :func:`Scenario.effect` builds the action's plan and its targets.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from arbitre.content import _yaml as yaml
from arbitre.core.errors import ContentError, InputError
from arbitre.core.validation import first_problem
from arbitre.engine.action import Action, AreaChoice, Strike, plan_action
from arbitre.engine.plan import EffectPlan, Target
from arbitre.model.creature import Creature
from arbitre.model.ruleset import Ruleset, get_ruleset

KEY_ALIASES = {
    # top level
    "règles": "ruleset",
    "regles": "ruleset",
    "jeu": "ruleset",
    "graine": "seed",
    "carte": "map",
    "créatures": "creatures",
    "creatures": "creatures",
    "jets": "rolls",
    "des": "rolls",
    "dés": "rolls",
    # action
    "acteur": "actor",
    "lance": "cast",
    "lancer": "cast",
    "sort": "cast",
    "utilise": "use",
    "utiliser": "use",
    "frappe": "strike",
    "frapper": "strike",
    "nls": "caster_level",
    "niveau_lanceur": "caster_level",
    "cl": "caster_level",
    "dd": "dc",
    "classe": "class",
    "cibles": "targets",
    "zone": "area",
    "rang": "rank",
    # strike
    "attaque": "attack",
    "dégâts": "damage",
    "degats": "damage",
    "critique": "threat",
    "multiplicateur": "multiplier",
    "contact": "touch",
    # area
    "origine": "origin",
    "forme": "shape",
    "rayon": "radius",
    "longueur": "length",
    "hauteur": "height",
    "portée": "range",
    "portee": "range",
}


def _norm(data: Any) -> Any:
    if isinstance(data, Mapping):
        return {
            KEY_ALIASES.get(str(k).lower(), str(k).lower())
            if not str(k).startswith(
                ("save:", "sr:", "attack:", "damage", "confirm:", "concealment:", "incorporeal:")
            )
            else str(k): v
            for k, v in data.items()
        }
    return data


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class StrikeSpec(_Model):
    attack: int = Field(description="attack bonus")
    damage: str = Field(description="damage text, e.g. '1d8+4 tranchant (argent)'")
    threat: int = Field(20, ge=2, le=20, description="lowest natural d20 that threatens a critical hit")
    multiplier: int = Field(2, ge=2, le=5)
    touch: bool = False

    @classmethod
    def normalise(cls, value: Any) -> Any:
        return _norm(value)


class AreaSpec(_Model):
    origin: tuple[int, int] | None = None
    direction: str | float | None = None
    shape: str | None = None
    radius: str | None = None
    length: str | None = None
    height: str | None = None


class ActionSpec(_Model):
    actor: str
    cast: str | None = None
    use: str | None = None
    strike: StrikeSpec | None = None
    caster_level: int | None = Field(None, ge=1, le=40)
    dc: int | None = Field(None, ge=1, le=99)
    class_: str | None = Field(None, alias="class")
    rank: int | None = Field(None, ge=1, le=10)
    targets: list[str] | None = None
    area: AreaSpec | None = None
    attack: int | None = Field(None, description="attack bonus of an ability delivered by a touch or slam")
    damage: str | None = Field(None, description="weapon damage of that touch or slam")

    @field_validator("strike", "area", mode="before")
    @classmethod
    def _aliases(cls, value: Any) -> Any:
        return _norm(value)

    def to_action(self) -> Action:
        """The plain value the engine plans from (validated here, so no second check)."""
        s, a = self.strike, self.area
        return Action(
            actor=self.actor,
            cast=self.cast,
            use=self.use,
            strike=Strike(s.attack, s.damage, s.threat, s.multiplier, s.touch) if s is not None else None,
            caster_level=self.caster_level,
            dc=self.dc,
            class_=self.class_,
            rank=self.rank,
            targets=tuple(self.targets or ()),
            area=AreaChoice(a.origin, a.direction, a.shape, a.radius, a.length, a.height) if a else None,
            attack=self.attack,
            damage=self.damage,
        )


class ScenarioSpec(_Model):
    ruleset: str = "pf1"
    seed: int | None = None
    map: str | None = None
    creatures: list[dict[str, Any]] = Field(min_length=1)
    action: ActionSpec
    rolls: dict[str, int | bool | list[int]] = Field(default_factory=dict)

    @field_validator("action", mode="before")
    @classmethod
    def _aliases(cls, value: Any) -> Any:
        return _norm(value)


@dataclass(frozen=True)
class Scenario:
    spec: ScenarioSpec
    ruleset: Ruleset
    creatures: dict[str, Creature]
    source: str

    @property
    def seed(self) -> int | None:
        return self.spec.seed

    @property
    def rolls(self) -> dict[str, Any]:
        return dict(self.spec.rolls)

    def effect(self) -> tuple[EffectPlan, list[Target]]:
        """The action's plan and, in order, the targets it reaches."""
        return plan_action(
            self.spec.action.to_action(),
            self.ruleset,
            self.creatures,
            source=self.source,
            grid=self._grid if self.spec.map is not None else None,
        )

    # -- helpers -------------------------------------------------------------------------------
    def _grid(self) -> Any:
        from arbitre.content.maps import load_map, parse_ascii_map, with_positions

        if self.spec.map is None:
            raise ContentError("engine.area_needs_map", file=self.source)
        path = Path(self.spec.map)
        if not path.is_absolute():
            path = Path(self.source).parent / path
        grid = load_map(path) if path.exists() else parse_ascii_map(self.spec.map)
        return with_positions(grid, self.creatures.values())


def load_scenario_text(text: str, *, source: str = "<scenario>") -> Scenario:
    """Validate a scenario given as YAML or JSON text."""
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{mark.line + 1}:{mark.column + 1}" if mark is not None else "?"
        raise ContentError(
            "engine.scenario_unreadable", file=source, where=where, problem=str(getattr(exc, "problem", exc))
        ) from None
    if not isinstance(data, Mapping):
        raise ContentError("engine.scenario_not_mapping", file=source)
    try:
        spec = ScenarioSpec.model_validate(_norm(data))
    except ValidationError as error:
        path, problem = first_problem(error)
        raise ContentError("engine.bad_scenario", file=source, field=path, problem=problem) from None
    ruleset = get_ruleset(spec.ruleset)
    from arbitre.content.creatures import build_creature

    creatures: dict[str, Creature] = {}
    for index, entry in enumerate(spec.creatures):
        creature = build_creature(entry)
        if creature.id in creatures:
            raise ContentError("engine.duplicate_creature", file=source, name=creature.id, index=index + 1)
        creatures[creature.id] = creature
    return Scenario(spec, ruleset, creatures, source)


def load_scenario(path: str | Path) -> Scenario:
    p = Path(path)
    if not p.is_file():
        raise InputError("error.file_not_found", path=str(path))
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError("error.file_unreadable", path=str(path), reason=str(exc)) from None
    return load_scenario_text(text, source=str(p))


def json_schema() -> dict[str, Any]:
    """The JSON Schema of the scenario format (English keys; French aliases documented)."""
    schema = ScenarioSpec.model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "arbitre scenario"
    return schema


__all__ = ["Scenario", "ScenarioSpec", "json_schema", "load_scenario", "load_scenario_text"]
