"""The embedded spell lists (``data/spells_pf1.yaml``, ``data/spells_pf2.yaml``) and name lookup.

Each YAML entry writes its stat lines the way a stat block does (``range: long (400 ft. + 40
ft./level)``) and is read by :mod:`arbitre.content.spell_parser`, the same reader as pasted text;
the entry's structure is checked by pydantic, and every line must classify, or loading fails with
the file, the spell and the field. Lookup accepts the French or the English name, with or without
case and accents, and suggests close names when nothing matches.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import replace
from functools import cache
from importlib import resources
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from arbitre.content.spell_parser import class_ids, key, parse_fields, read_descriptors
from arbitre.core.errors import ContentError, NotFoundError
from arbitre.model.damage import DamageType
from arbitre.model.ruleset import RulesetId
from arbitre.model.spell import DamageSpec, Descriptor, Heightening, Payload, School, Spell

DATA_FILES: dict[RulesetId, str] = {
    RulesetId.PF1: "spells_pf1.yaml",
    RulesetId.PF2: "spells_pf2.yaml",
}
# D&D 3.5 shares the d20 family's spell rules; its list is the PF1 one until it has its own file.
RULESET_FILE: dict[RulesetId, RulesetId] = {
    RulesetId.PF1: RulesetId.PF1,
    RulesetId.DND35: RulesetId.PF1,
    RulesetId.PF2: RulesetId.PF2,
}


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
        raw = yaml.safe_load(text)
        data = _File.model_validate(raw)
    except yaml.YAMLError as exc:
        raise ContentError("spells.content_yaml", file=source, detail=str(exc).splitlines()[0]) from None
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ContentError("spells.content_invalid", file=source, field=where, detail=first["msg"]) from None
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


@cache
def _builtin(file_ruleset: RulesetId) -> tuple[Spell, ...]:
    name = DATA_FILES[file_ruleset]
    text = (resources.files("arbitre") / "content" / "data" / name).read_text(encoding="utf-8")
    return load_spells(text, source=name)


def all_spells(ruleset: RulesetId | str = RulesetId.PF1) -> tuple[Spell, ...]:
    """Every embedded spell of ``ruleset`` (D&D 3.5 uses the PF1 list)."""
    return _builtin(RULESET_FILE[RulesetId(ruleset)])


def _names(spell: Spell) -> Iterable[str]:
    yield spell.name_en
    if spell.name_fr:
        yield spell.name_fr


def find_spell(name: str, ruleset: RulesetId | str = RulesetId.PF1) -> Spell:
    """The spell called ``name`` in French or English (case, accents and punctuation optional).
    Raises :class:`NotFoundError` with the closest names as suggestions."""
    wanted = key(name)
    spells = all_spells(ruleset)
    for spell in spells:
        if any(key(n) == wanted for n in _names(spell)):
            return spell
    by_key = {key(n): n for spell in spells for n in _names(spell)}
    close = difflib.get_close_matches(wanted, list(by_key), n=5, cutoff=0.6)
    if not close:
        close = [n for k, n in by_key.items() if wanted and wanted in k][:5]
    raise NotFoundError(
        "spells.not_found",
        suggestions=tuple(by_key.get(c, c) for c in close),
        name=name,
        hint="spells.not_found_hint",
    )


def list_spells(
    ruleset: RulesetId | str = RulesetId.PF1,
    *,
    school: School | None = None,
    level: int | None = None,
    descriptor: Descriptor | None = None,
    class_id: str | None = None,
) -> tuple[Spell, ...]:
    """Embedded spells filtered by school, level, descriptor and class (``level`` applies to
    ``class_id`` when given, to any class otherwise)."""
    out = []
    for spell in all_spells(ruleset):
        if school is not None and spell.school is not school:
            continue
        if descriptor is not None and descriptor not in spell.descriptors:
            continue
        if class_id is not None:
            lvl = spell.level_for(class_id)
            if lvl is None or (level is not None and lvl != level):
                continue
        elif level is not None and all(lvl != level for _, lvl in spell.levels):
            continue
        out.append(spell)
    return tuple(sorted(out, key=lambda s: key(s.name_en)))


def resolve_school(text: str) -> School:
    """A school from its English id or French/English name (``évocation``, ``conjuration``…)."""
    from arbitre.content.spell_parser import read_school

    line = read_school(text)
    if line is None:
        raise ContentError("spells.bad_school", value=text, expected=", ".join(s.value for s in School))
    return line.school


def resolve_descriptor(text: str) -> Descriptor:
    """A descriptor from its English id or French/English name (``feu``, ``fire``…)."""
    found, _ = read_descriptors(text)
    if len(found) != 1:
        raise ContentError(
            "spells.bad_descriptor", value=text, expected=", ".join(d.value for d in Descriptor)
        )
    return next(iter(found))


def resolve_class(text: str) -> str:
    """A canonical class id from a French or English class name or abbreviation."""
    ids = class_ids(text)
    if not ids:
        raise ContentError("spells.bad_class", value=text)
    return ids[0]


__all__ = [
    "all_spells",
    "find_spell",
    "list_spells",
    "load_spells",
    "resolve_class",
    "resolve_descriptor",
    "resolve_school",
]
