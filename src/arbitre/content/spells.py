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
from functools import cache

from arbitre.content._data import DATA_DIR
from arbitre.content._text import key
from arbitre.core.errors import ContentError, NotFoundError
from arbitre.model.ruleset import RulesetId
from arbitre.model.spell import Descriptor, School, Spell

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


def load_spells(text: str, *, source: str) -> tuple[Spell, ...]:
    """Read and validate one YAML spell file (``source`` names it in errors)."""
    from arbitre.content.spell_schema import load_spells as load

    return load(text, source=source)


# A compiled spell list: each name's matching key → (its position, the name as written), and each
# spell pickled on its own, so that naming one spell at the table reads only that one.
Compiled = tuple[dict[str, tuple[int, str]], tuple[bytes, ...]]


def _compile(spells: tuple[Spell, ...]) -> Compiled:
    import pickle

    names: dict[str, tuple[int, str]] = {}
    for i, spell in enumerate(spells):
        for n in _names(spell):
            names.setdefault(key(n), (i, n))  # the first spell of the file wins, as in lookups
    return names, tuple(pickle.dumps(s, protocol=pickle.HIGHEST_PROTOCOL) for s in spells)


@cache
def _compiled(file_ruleset: RulesetId) -> Compiled:
    from arbitre.core.cache import cached

    name = DATA_FILES[file_ruleset]
    text = (DATA_DIR / name).read_text(encoding="utf-8")
    # validated and parsed on the first load, then read from the compiled cache (see core/cache.py)
    return cached(f"spells-{file_ruleset.value}", text, lambda: _compile(load_spells(text, source=name)))


@cache
def _spell_at(file_ruleset: RulesetId, index: int) -> Spell:
    import pickle

    spell: Spell = pickle.loads(_compiled(file_ruleset)[1][index])
    return spell


@cache
def _builtin(file_ruleset: RulesetId) -> tuple[Spell, ...]:
    return tuple(_spell_at(file_ruleset, i) for i in range(len(_compiled(file_ruleset)[1])))


def reset_caches() -> None:
    """Forget the spell lists read in this process (tests that change the compiled cache)."""
    for cached_function in (_compiled, _spell_at, _builtin):
        cached_function.cache_clear()


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
    file_ruleset = RULESET_FILE[RulesetId(ruleset)]
    names = _compiled(file_ruleset)[0]
    found = names.get(wanted)
    if found is not None:
        return _spell_at(file_ruleset, found[0])
    by_key = {k: n for k, (_, n) in names.items()}
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
    from arbitre.content.spell_parser import read_descriptors

    found, _ = read_descriptors(text)
    if len(found) != 1:
        raise ContentError(
            "spells.bad_descriptor", value=text, expected=", ".join(d.value for d in Descriptor)
        )
    return next(iter(found))


def resolve_class(text: str) -> str:
    """A canonical class id from a French or English class name or abbreviation."""
    from arbitre.content.spell_parser import class_ids

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
