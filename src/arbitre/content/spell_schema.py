"""The schema of the embedded spell files (pydantic) and their loading.

Imported only when a spell file is actually read: :mod:`arbitre.content.spells` keeps the
validated, parsed result in the compiled cache (:mod:`arbitre.core.cache`), so naming a spell
at the table does not import pydantic, PyYAML or the spell parser.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from arbitre.content._yaml import YAMLError, safe_load
from arbitre.content.spell_parser import key, parse_fields
from arbitre.core.errors import ContentError
from arbitre.core.validation import first_problem
from arbitre.model.damage import DamageType
from arbitre.model.ruleset import RulesetId
from arbitre.model.spell import DamageSpec, Heightening, Payload, Spell


class _Damage(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    formula: str
    type: str = "untyped"
    per: str | None = None
    count: str | None = None
    half_type: str | None = None

    @field_validator("type", "half_type")
    @classmethod
    def _known_type(cls, value: str | None) -> str | None:
        if value is not None and value not in {t.value for t in DamageType}:
            raise ValueError(
                f"unknown damage type {value!r}; expected one of {', '.join(t.value for t in DamageType)}"
            )
        return value


class _Heightened(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    add: str
    step: int = Field(default=1, ge=1)


class _Payload(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    damage: list[_Damage] = []
    healing: str | None = None
    conditions: list[str] = []
    heightened: _Heightened | None = None
    attack: str | None = None


def _yes_no(value: Any) -> Any:
    # YAML 1.1 reads an unquoted yes/no as a boolean
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value


class _Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    en: str
    fr: str
    school: str
    levels: str
    components: str
    casting_time: str = "1 standard action"
    range: str
    targets: str | None = None
    effect: str | None = None
    area: str | None = None
    duration: str
    saving_throw: str | None = None
    spell_resistance: str | None = None
    payload: _Payload = _Payload()

    _yes = field_validator("saving_throw", "spell_resistance", mode="before")(_yes_no)


class _File(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    ruleset: RulesetId
    spells: list[_Entry]


def _payload(p: _Payload) -> Payload:
    return Payload(
        damage=tuple(DamageSpec(d.formula, d.type, d.per, d.count, d.half_type) for d in p.damage),
        healing=p.healing,
        conditions=tuple(p.conditions),
        heightened=Heightening(p.heightened.add, p.heightened.step) if p.heightened else None,
        attack=p.attack,
    )


def load_spells(text: str, *, source: str) -> tuple[Spell, ...]:
    """Read and validate one YAML spell file (``source`` names it in errors)."""
    try:
        raw = safe_load(text)
        data = _File.model_validate(raw)
    except YAMLError as exc:
        raise ContentError("spells.content_yaml", file=source, detail=str(exc).splitlines()[0]) from None
    except ValidationError as exc:
        where, problem = first_problem(exc)
        raise ContentError("spells.content_invalid", file=source, field=where, detail=problem) from None
    spells: list[Spell] = []
    seen: set[str] = set()
    for entry in data.spells:
        fields = entry.model_dump(exclude={"en", "fr", "payload"}, exclude_none=True)
        parsed = parse_fields(fields, name=entry.en, ruleset=data.ruleset)
        if parsed.unread:
            field = parsed.unread[0]
            raise ContentError(
                "spells.content_field", file=source, spell=entry.en, field=field, text=fields.get(field, "")
            )
        if key(entry.en) in seen:
            raise ContentError("spells.content_duplicate", file=source, spell=entry.en)
        seen.add(key(entry.en))
        spells.append(replace(parsed.spell, name_fr=entry.fr, payload=_payload(entry.payload)))
    return tuple(spells)


__all__ = ["load_spells"]
