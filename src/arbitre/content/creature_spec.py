"""The input schema of a creature mapping (pydantic models; keys already folded to English).

Kept apart from :mod:`arbitre.content.creatures` so that reading back creatures this program
saved (:func:`~arbitre.content.creatures.creature_from_record`, used by every encounter command)
never imports pydantic; :func:`~arbitre.content.creatures.build_creature` imports this module.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError

from arbitre.content.creatures import AC_KEYS, HP_KEYS, SPELL_KEYS, canon_keys
from arbitre.model.creature import fold

Scalar = int | float | str | bool | None


class NameSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    fr: str | None = None
    en: str | None = None


class HpSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    max: int | None = Field(default=None, ge=0)
    current: int | None = None
    nonlethal: int = Field(default=0, ge=0)
    temporary: int | list[dict[str, Any]] = 0


class AcSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    total: int
    touch: int | None = None
    flat_footed: int | None = None
    natural: int | None = None
    components: dict[str, int] | list[tuple[str, int]] | None = None


class SpellSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    class_: str | None = Field(default=None, alias="class")
    caster_level: int = Field(default=1, ge=0)
    slots: dict[int, int] = Field(default_factory=dict)
    prepared: dict[int, list[str]] = Field(default_factory=dict)
    spontaneous: bool | None = None


_NO_SCORE = {"—", "-", "--", "–", "none", "null", "aucune", "aucun"}


def _norm_scores(value: Any) -> Any:
    """« — » (no score) written as a dash in a mapping is ``None``."""
    if not isinstance(value, Mapping):
        return value
    return {k: (None if isinstance(v, str) and fold(v) in _NO_SCORE else v) for k, v in value.items()}


def _norm_hp(value: Any) -> Any:
    return canon_keys(value, HP_KEYS) if isinstance(value, Mapping) else value


def _norm_ac(value: Any) -> Any:
    return canon_keys(value, AC_KEYS) if isinstance(value, Mapping) else value


def _norm_spells(value: Any) -> Any:
    return canon_keys(value, SPELL_KEYS) if isinstance(value, Mapping) else value


class CreatureSpec(BaseModel):
    """One creature as written in YAML/JSON (keys already folded to their English names)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    id: str | None = None
    template: str | None = None
    name: str | NameSpec | None = None
    size: str | None = None
    type: str | None = None
    subtypes: list[str] | None = None
    alignment: str | None = None
    hd: str | int | None = None
    level: int | None = None
    class_: str | list[tuple[str, int]] | None = Field(default=None, alias="class")
    hp: Annotated[int | HpSpec | None, BeforeValidator(_norm_hp)] = None
    abilities: Annotated[dict[str, int | None] | None, BeforeValidator(_norm_scores)] = None
    ability_damage: dict[str, int] | None = None
    ability_drain: dict[str, int] | None = None
    saves: dict[str, int | None] | None = None
    ac: Annotated[int | AcSpec | None, BeforeValidator(_norm_ac)] = None
    armor: str | None = None
    speed: str | int | float | None = None
    defenses: str | None = None
    special: list[str | dict[str, Any]] | None = None
    add_special: list[str | dict[str, Any]] | None = None
    conditions: list[str] | None = None
    languages: list[str] | None = None
    items: list[str | dict[str, Any]] | None = None
    spellcasting: Annotated[SpellSpec | None, BeforeValidator(_norm_spells)] = None
    negative_levels: int | None = None
    positive_levels: int | None = None
    experience: int | None = None
    cr: int | float | str | None = None
    summoned: bool | None = None
    position: tuple[int, int] | None = None
    source: str | None = None


__all__ = ["AcSpec", "CreatureSpec", "HpSpec", "NameSpec", "SpellSpec", "ValidationError"]
