"""Creature content: the embedded bestiary, lookup by name, and building creatures from mappings.

Three entry points:

- :func:`build_creature` turns a mapping (a scenario entry, a YAML record) into a
  :class:`~arbitre.model.creature.Creature`. Keys may be English or French (``hp``/``pv``,
  ``abilities``/``caractéristiques`` with ``str``/``for``…, ``saves``/``sauvegardes`` with
  ``fortitude``/``vigueur``…); ``template: troll`` starts from an embedded creature and the other
  keys override it. Every problem is a :class:`ContentError` naming the creature, the field path
  and what was expected.
- :func:`load_creatures` reads ``data/creatures.yaml`` (with :mod:`importlib.resources`),
  validated on load; :func:`find_creature` looks a creature up by id or French/English name
  (case and accents optional) and suggests close names when nothing matches.
- :func:`list_creatures` filters by type and ability.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from arbitre.content._data import DATA_DIR
from arbitre.core.errors import ArbitreError, ContentError, NotFoundError
from arbitre.core.units import parse_distance
from arbitre.model.ability import CATALOGUE, AbilityKind, find_ability, parse_kind
from arbitre.model.creature import (
    ABILITY_ALIASES,
    SAVE_ALIASES,
    Ability,
    AbilityScores,
    Alignment,
    ArmorCategory,
    ArmorClass,
    Creature,
    CreatureType,
    HitDice,
    HitPoints,
    Names,
    ParamValue,
    Saves,
    Size,
    SpecialAbility,
    Spellcasting,
    TemporaryHitPoints,
    WornItem,
    fold,
    language_id,
    slug,
    sync_defenses,
)

if TYPE_CHECKING:
    from arbitre.content.creature_spec import CreatureSpec, HpSpec

DATA_FILE = "creatures.yaml"


# ---------------------------------------------------------------------------------------------
# conditions (ids and names; the rules modules give them effects)

CONDITION_NAMES: dict[str, tuple[str, str]] = {
    "shaken": ("secoué", "shaken"),
    "frightened": ("effrayé", "frightened"),
    "panicked": ("paniqué", "panicked"),
    "cowering": ("recroquevillé", "cowering"),
    "paralyzed": ("paralysé", "paralyzed"),
    "petrified": ("pétrifié", "petrified"),
    "blinded": ("aveuglé", "blinded"),
    "deafened": ("assourdi", "deafened"),
    "dazed": ("hébété", "dazed"),
    "stunned": ("étourdi", "stunned"),
    "confused": ("confus", "confused"),
    "fascinated": ("fasciné", "fascinated"),
    "nauseated": ("nauséeux", "nauseated"),
    "sickened": ("fiévreux", "sickened"),
    "fatigued": ("fatigué", "fatigued"),
    "exhausted": ("épuisé", "exhausted"),
    "entangled": ("enchevêtré", "entangled"),
    "grappled": ("agrippé", "grappled"),
    "pinned": ("immobilisé", "pinned"),
    "prone": ("à terre", "prone"),
    "flat_footed": ("pris au dépourvu", "flat-footed"),
    "helpless": ("sans défense", "helpless"),
    "unconscious": ("inconscient", "unconscious"),
    "disabled": ("hors de combat", "disabled"),
    "dying": ("mourant", "dying"),
    "stable": ("stable", "stable"),
    "dead": ("mort", "dead"),
    "staggered": ("chancelant", "staggered"),
    "invisible": ("invisible", "invisible"),
    "incorporeal": ("intangible", "incorporeal"),
    "gaseous": ("gazeux", "gaseous"),
    "ethereal": ("éthéré", "ethereal"),
    "swallowed": ("englouti", "swallowed"),
    "bound": ("ligoté", "bound"),
    "averting_eyes": ("détourne les yeux", "averting eyes"),
    "eyes_closed": ("yeux fermés", "eyes closed"),
    "ears_plugged": ("oreilles bouchées", "ears plugged"),
    "in_antimagic": ("en zone d'antimagie", "in antimagic"),
    "death_ward": ("protection contre la mort", "death ward"),
}
_CONDITION_INDEX: dict[str, str] = {}
for _cid, (_cfr, _cen) in CONDITION_NAMES.items():
    for _alias in (_cid, _cfr, _cen, _cid.replace("_", " ")):
        _CONDITION_INDEX[fold(_alias)] = _cid
_CONDITION_INDEX.update(
    {fold("paralysed"): "paralyzed", fold("secouée"): "shaken", fold("effrayée"): "frightened"}
)


def condition_id(text: str) -> str:
    """The canonical id of a condition written in French or English; unknown ones are errors."""
    key = fold(text).replace("_", " ")
    found = _CONDITION_INDEX.get(key) or _CONDITION_INDEX.get(key.replace(" ", "_"))
    if found is None:
        close = difflib.get_close_matches(key, list(_CONDITION_INDEX), n=3, cutoff=0.6)
        raise ValueError(
            f"unknown condition '{text}'"
            + (f" (did you mean {', '.join(_CONDITION_INDEX[c] for c in close)}?)" if close else "")
        )
    return found


# ---------------------------------------------------------------------------------------------
# the input schema (French or English keys)

_KEY_ALIASES: dict[str, str] = {
    "identifiant": "id",
    "modele": "template",
    "gabarit": "template",
    "nom": "name",
    "noms": "name",
    "names": "name",
    "taille": "size",
    "sous-types": "subtypes",
    "sous_types": "subtypes",
    "soustypes": "subtypes",
    "alignement": "alignment",
    "dv": "hd",
    "des de vie": "hd",
    "des_de_vie": "hd",
    "hit_dice": "hd",
    "hit dice": "hd",
    "niveau": "level",
    "niv": "level",
    "classe": "class",
    "classes": "class",
    "pv": "hp",
    "points de vie": "hp",
    "points_de_vie": "hp",
    "hit_points": "hp",
    "caracteristiques": "abilities",
    "carac": "abilities",
    "ability_scores": "abilities",
    "affaiblissement": "ability_damage",
    "affaiblissements": "ability_damage",
    "diminution": "ability_drain",
    "diminutions": "ability_drain",
    "sauvegardes": "saves",
    "jets de sauvegarde": "saves",
    "jets_de_sauvegarde": "saves",
    "ca": "ac",
    "armor_class": "ac",
    "armure": "armor",
    "armour": "armor",
    "vd": "speed",
    "vitesse": "speed",
    "defenses": "defenses",
    "defense": "defenses",
    "pouvoirs": "special",
    "pouvoirs speciaux": "special",
    "pouvoirs_speciaux": "special",
    "special_abilities": "special",
    "abilities_special": "special",
    "capacites": "special",
    "ajout pouvoirs": "add_special",
    "ajout_pouvoirs": "add_special",
    "pouvoirs en plus": "add_special",
    "etats": "conditions",
    "etat": "conditions",
    "langues": "languages",
    "langue": "languages",
    "objets": "items",
    "worn_items": "items",
    "equipement": "items",
    "sorts": "spellcasting",
    "spells": "spellcasting",
    "niveaux negatifs": "negative_levels",
    "niveaux_negatifs": "negative_levels",
    "niveaux positifs": "positive_levels",
    "niveaux_positifs": "positive_levels",
    "px": "experience",
    "xp": "experience",
    "fp": "cr",
    "facteur de puissance": "cr",
    "challenge_rating": "cr",
    "convoque": "summoned",
    "convoquee": "summoned",
    "invoque": "summoned",
    "type": "type",
}
HP_KEYS = {
    "max": "max",
    "maximum": "max",
    "total": "max",
    "current": "current",
    "actuel": "current",
    "actuels": "current",
    "nonlethal": "nonlethal",
    "non letaux": "nonlethal",
    "non_letaux": "nonlethal",
    "non-letaux": "nonlethal",
    "temporary": "temporary",
    "temporaires": "temporary",
    "temp": "temporary",
}
AC_KEYS = {
    "total": "total",
    "touch": "touch",
    "contact": "touch",
    "flat_footed": "flat_footed",
    "flat-footed": "flat_footed",
    "pris au depourvu": "flat_footed",
    "pris_au_depourvu": "flat_footed",
    "depourvu": "flat_footed",
    "natural": "natural",
    "naturelle": "natural",
    "armure naturelle": "natural",
}
SPELL_KEYS = {
    "class": "class",
    "classe": "class",
    "caster_level": "caster_level",
    "cl": "caster_level",
    "nls": "caster_level",
    "niveau de lanceur de sorts": "caster_level",
    "slots": "slots",
    "emplacements": "slots",
    "prepared": "prepared",
    "prepares": "prepared",
    "spontaneous": "spontaneous",
    "spontane": "spontaneous",
}
_CASTER_CLASSES = {
    "wizard": ("magicien", "wizard"),
    "sorcerer": ("ensorceleur", "sorcerer"),
    "cleric": ("prêtre", "cleric"),
    "druid": ("druide", "druid"),
    "bard": ("barde", "bard"),
    "paladin": ("paladin", "paladin"),
    "ranger": ("rôdeur", "ranger"),
    "oracle": ("oracle", "oracle"),
    "witch": ("sorcière", "witch"),
    "magus": ("magus", "magus"),
    "inquisitor": ("inquisiteur", "inquisitor"),
    "alchemist": ("alchimiste", "alchemist"),
    "summoner": ("conjurateur", "summoner"),
}
_OTHER_CLASSES = {
    "fighter": ("guerrier", "fighter"),
    "rogue": ("roublard", "rogue"),
    "monk": ("moine", "monk"),
    "barbarian": ("barbare", "barbarian"),
    "warrior": ("homme d'armes", "warrior"),
    "warrior_pf1": ("combattant", "combatant"),
    "commoner": ("roturier", "commoner"),
    "expert": ("expert", "expert"),
    "adept": ("adepte", "adept"),
    "aristocrat": ("aristocrate", "aristocrat"),
    "cavalier": ("chevalier", "cavalier"),
    "gunslinger": ("franc-tireur", "gunslinger"),
}
_SPONTANEOUS = {"sorcerer", "bard", "oracle", "summoner"}
_CLASS_INDEX: dict[str, str] = {}
for _table in (_CASTER_CLASSES, _OTHER_CLASSES):
    for _cls, (_fr_name, _en_name) in _table.items():
        _CLASS_INDEX[fold(_fr_name)] = _cls.removesuffix("_pf1")
        _CLASS_INDEX[fold(_en_name)] = _cls.removesuffix("_pf1")
_CLASS_INDEX[fold("homme du peuple")] = "commoner"
_DISTANCE_PARAMS = {"range", "length", "radius", "reach", "portee", "longueur", "rayon", "allonge"}


def class_id(text: str) -> str:
    """``magicien`` → ``wizard``; an unknown class keeps its slug (prestige classes…)."""
    return _CLASS_INDEX.get(fold(text), slug(text))


def known_class(text: str) -> bool:
    """Whether ``text`` names a class arbitre knows (French or English)."""
    return fold(text) in _CLASS_INDEX


def is_caster_class(class_name: str) -> bool:
    return class_name in _CASTER_CLASSES


def canon_keys(
    mapping: Mapping[str, Any], table: Mapping[str, str], *, keep_unknown: bool = True
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in mapping.items():
        k = fold(str(key))
        canon = table.get(k) or table.get(k.replace("_", " ")) or table.get(k.replace(" ", "_"))
        if canon is None:
            canon = k.replace(" ", "_").replace("-", "_") if keep_unknown else str(key)
        out[canon] = value
    return out


def _to_mapping(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): v for k, v in value.items()}
    return value


def _norm_top(value: Any) -> Any:
    if not isinstance(value, Mapping):
        return value
    return canon_keys(value, _KEY_ALIASES)


# ---------------------------------------------------------------------------------------------
# building


class _SpecProblem(Exception):
    """A problem with one field (path, message) while building; becomes a ContentError."""

    def __init__(self, field: str, problem: str) -> None:
        super().__init__(problem)
        self.field = field
        self.problem = problem


def _size(value: str) -> Size:
    try:  # the canonical id (as saved creatures have it): no need for the stat-block reader
        return Size(value.strip().lower())
    except ValueError:
        pass
    from arbitre.content.creature_parser import size_from_text

    found = size_from_text(value)
    if found is None:
        raise _SpecProblem(
            "size", f"unknown size '{value}', expected one of {', '.join(s.value for s in Size)}"
        )
    return found


def _type(value: str) -> CreatureType:
    try:  # the canonical id, as saved creatures have it
        return CreatureType(value)
    except ValueError:
        pass
    from arbitre.content.creature_parser import type_from_text

    found = type_from_text(value)
    if found is None:
        raise _SpecProblem(
            "type",
            f"unknown creature type '{value}', expected one of {', '.join(t.value for t in CreatureType)}",
        )
    return found


def _alignment(value: str) -> Any:
    try:  # the canonical id, as saved creatures have it
        return Alignment(value)
    except ValueError:
        pass
    from arbitre.content.creature_parser import alignment_from_text

    found = alignment_from_text(value)
    if found is None:
        raise _SpecProblem("alignment", f"unknown alignment '{value}', expected e.g. CE, LG, N, CM, LB")
    return found


def _param(key: str, value: Any, path: str) -> ParamValue:
    if key in _DISTANCE_PARAMS:
        if isinstance(value, int | float) and not isinstance(value, bool):
            # a saved non-whole distance is a float (6.666… for 10 m): read back its fraction
            return Fraction(value).limit_denominator(1000)
        if isinstance(value, str):
            try:
                return parse_distance(value)
            except ArbitreError:
                raise _SpecProblem(
                    path, f"unreadable distance '{value}', expected e.g. 9m, 30ft, 6c"
                ) from None
    if isinstance(value, bool | int | str) or value is None:
        return value
    if isinstance(value, float):
        return Fraction(value).limit_denominator(1000)
    if isinstance(value, list | tuple):
        return tuple(str(v) for v in value)
    raise _SpecProblem(path, f"unsupported value {value!r} (expected a number, text, yes/no or a list)")


def special_from_spec(item: str | Mapping[str, Any], path: str = "special") -> SpecialAbility:
    """``evasion``, ``esquive totale``, ``regeneration 5 (acid or fire)`` or
    ``{id: breath_weapon, dc: 19, damage: 6d10, energy: fire, shape: cone, range: 40ft}``.

    Names must be in the abilities catalogue, unless the mapping says ``unknown: true``.
    """
    if isinstance(item, str):
        from arbitre.content.creature_parser import special_from_text

        sa = special_from_text(item)
        if sa.unknown:
            found = find_ability(item)
            if found is None:
                close = difflib.get_close_matches(
                    fold(item).replace(" ", "_"), list(CATALOGUE), n=3, cutoff=0.6
                )
                hint = f" (did you mean {', '.join(close)}?)" if close else ""
                raise _SpecProblem(
                    path, f"unknown ability '{item}'{hint}; write {{id: …, unknown: true}} to keep it"
                )
            return SpecialAbility(found.id, found.default_kind, text=item)
        return sa
    data = dict(item)
    raw_id = data.pop("id", None)
    if raw_id is None and len(data) == 1:
        # {souffle: {dc: 19}} form
        ((raw_id, inner),) = data.items()
        data = dict(inner) if isinstance(inner, Mapping) else {}
    if not isinstance(raw_id, str) or not raw_id:
        raise _SpecProblem(path, "an ability needs an id (e.g. {id: breath_weapon, dc: 19})")
    unknown = bool(data.pop("unknown", False))
    kind_text = data.pop("kind", None)
    text = data.pop("text", None)
    info = find_ability(raw_id)
    if info is None and not unknown:
        close = difflib.get_close_matches(fold(raw_id).replace(" ", "_"), list(CATALOGUE), n=3, cutoff=0.6)
        hint = f" (did you mean {', '.join(close)}?)" if close else ""
        raise _SpecProblem(f"{path}.id", f"unknown ability '{raw_id}'{hint}; add unknown: true to keep it")
    kind: AbilityKind | None
    if kind_text is not None:
        try:
            kind = parse_kind(str(kind_text))
        except ArbitreError:
            raise _SpecProblem(
                f"{path}.kind", f"unknown kind '{kind_text}', expected ext, sp or su"
            ) from None
    else:
        kind = info.default_kind if info is not None else None
    params = {str(k): _param(str(k), v, f"{path}.{k}") for k, v in data.items()}
    ability_id = info.id if info is not None else slug(raw_id)
    return SpecialAbility(ability_id, kind, params, unknown=info is None, text=str(text) if text else None)


def _hit_dice(value: str | int) -> HitDice:
    if isinstance(value, int):
        if value <= 0:
            raise _SpecProblem("hd", f"{value} hit dice: a creature has at least 1")
        return HitDice(((Fraction(value), 8),))
    try:
        return HitDice.parse(value)
    except ArbitreError as error:
        raise _SpecProblem("hd", error.message("en")) from None


def _defenses(text: str) -> Any:
    from arbitre.content.defenses import parse_defenses

    return parse_defenses(text) if text else None


def _apply(spec: CreatureSpec, base: Creature | None, fallback_id: str | None) -> Creature:
    changes: dict[str, Any] = {}
    # identity and names
    if spec.name is not None:
        if isinstance(spec.name, str):
            changes["name"] = Names(fr=spec.name, en=spec.name)
        else:
            if not (spec.name.fr or spec.name.en):
                raise _SpecProblem("name", "give at least a French (fr) or English (en) name")
            changes["name"] = Names(fr=spec.name.fr, en=spec.name.en)
    ident = spec.id or fallback_id
    if ident is not None:
        changes["id"] = ident
    if spec.size is not None:
        changes["size"] = _size(spec.size)
    if spec.type is not None:
        changes["type"] = _type(spec.type)
    if spec.subtypes is not None:
        from arbitre.content.creature_parser import subtype_id

        changes["subtypes"] = frozenset(subtype_id(s) for s in spec.subtypes)
    if spec.alignment is not None:
        changes["alignment"] = _alignment(spec.alignment)
    # levels and hit dice
    if spec.hd is not None:
        changes["hd"] = _hit_dice(spec.hd)
    if spec.level is not None:
        if spec.level < 0:
            raise _SpecProblem("level", f"negative level count {spec.level}")
        if spec.level == 0:
            raise _SpecProblem("level", "level 0: a creature has at least 1 level")
        changes["level"] = spec.level
    level = spec.level if spec.level is not None else (base.level if base else None)
    if isinstance(spec.class_, str):
        cls = class_id(spec.class_)
        changes["classes"] = ((cls, level or 1),)
        if cls in _CASTER_CLASSES and spec.spellcasting is None:
            changes["spellcasting"] = Spellcasting(cls, level or 1, spontaneous=cls in _SPONTANEOUS)
    elif spec.class_ is not None:
        for i, (_, lv) in enumerate(spec.class_):
            if lv < 1:
                raise _SpecProblem(f"class[{i}]", f"class level {lv}: a class level is at least 1")
        changes["classes"] = tuple((class_id(name), lv) for name, lv in spec.class_)
    # hit points
    if spec.hp is not None:
        changes["hp"] = _hp(spec.hp, base.hp if base else None)
    # scores
    if spec.abilities is not None:
        current = base.abilities if base is not None else AbilityScores()
        resolved: dict[Ability, int | None] = dict(current.scores)
        for key, value in spec.abilities.items():
            ab = ABILITY_ALIASES.get(fold(key))
            if ab is None:
                raise _SpecProblem(
                    f"abilities.{key}", "unknown ability score, expected str/dex/con/int/wis/cha or for/sag"
                )
            if value is not None and value < 0:
                raise _SpecProblem(
                    f"abilities.{key}", f"negative score {value}: a score is 0 or more, or null (—)"
                )
            resolved[ab] = value
        changes["abilities"] = replace(current, scores=MappingProxyType(resolved))
    for label, losses in (("ability_damage", spec.ability_damage), ("ability_drain", spec.ability_drain)):
        if losses is None:
            continue
        scores_now: AbilityScores = changes.get("abilities") or (
            base.abilities if base is not None else AbilityScores()
        )
        lost: dict[Ability, int] = {}
        for key, amount in losses.items():
            ab = ABILITY_ALIASES.get(fold(key))
            if ab is None:
                raise _SpecProblem(
                    f"{label}.{key}", "unknown ability score, expected str/dex/con/int/wis/cha"
                )
            if amount < 0:
                raise _SpecProblem(f"{label}.{key}", f"negative amount {amount}")
            lost[ab] = amount
        field_name = "damage" if label == "ability_damage" else "drain"
        changes["abilities"] = replace(scores_now, **{field_name: MappingProxyType(lost)})
    if spec.saves is not None:
        current_saves = (base.saves if base is not None else Saves()).as_dict()
        for key, value in spec.saves.items():
            save = SAVE_ALIASES.get(fold(key))
            if save is None:
                raise _SpecProblem(
                    f"saves.{key}", "unknown save, expected fortitude/reflex/will or vigueur/réflexes/volonté"
                )
            current_saves[save.value] = value
        changes["saves"] = Saves(**current_saves)
    if spec.ac is not None:
        if isinstance(spec.ac, int):
            changes["ac"] = ArmorClass(spec.ac)
        else:
            given = spec.ac.components or []
            parts = list(given.items()) if isinstance(given, dict) else [(s, v) for s, v in given]
            if spec.ac.natural and not any(source == "natural" for source, _ in parts):
                parts.append(("natural", spec.ac.natural))
            changes["ac"] = ArmorClass(spec.ac.total, spec.ac.touch, spec.ac.flat_footed, tuple(parts))
    if spec.armor is not None:
        try:
            changes["armor"] = ArmorCategory(_ARMOR_WORDS.get(fold(spec.armor), fold(spec.armor)))
        except ValueError:
            raise _SpecProblem(
                "armor", f"unknown armour category '{spec.armor}', expected light, medium or heavy"
            ) from None
    if spec.speed is not None:
        try:
            changes["speed"] = (
                parse_distance(spec.speed)
                if isinstance(spec.speed, str)
                else Fraction(spec.speed).limit_denominator(1000)
            )
        except ArbitreError:
            raise _SpecProblem(
                "speed", f"unreadable speed '{spec.speed}', expected e.g. 9m or 30ft"
            ) from None
    if spec.defenses is not None:
        changes["defenses_text"] = spec.defenses
        changes["defenses"] = _defenses(spec.defenses)
    if spec.special is not None:
        changes["special"] = tuple(
            special_from_spec(item, f"special[{i}]") for i, item in enumerate(spec.special)
        )
    if spec.add_special is not None:
        added = [special_from_spec(item, f"add_special[{i}]") for i, item in enumerate(spec.add_special)]
        kept = changes.get("special", base.special if base is not None else ())
        changes["special"] = (*kept, *added)
    if spec.conditions is not None:
        conds: set[str] = set()
        for i, text in enumerate(spec.conditions):
            try:
                conds.add(condition_id(text))
            except ValueError as exc:
                raise _SpecProblem(f"conditions[{i}]", str(exc)) from None
        changes["conditions"] = frozenset(conds)
    if spec.languages is not None:
        changes["languages"] = frozenset(language_id(x) for x in spec.languages)
    if spec.items is not None:
        changes["worn_items"] = tuple(_item(x, f"items[{i}]") for i, x in enumerate(spec.items))
    if spec.spellcasting is not None:
        sp = spec.spellcasting
        caster = class_id(sp.class_) if sp.class_ else None
        changes["spellcasting"] = Spellcasting(
            caster,
            sp.caster_level,
            MappingProxyType(dict(sp.slots)),
            MappingProxyType({k: tuple(v) for k, v in sp.prepared.items()}),
            sp.spontaneous if sp.spontaneous is not None else caster in _SPONTANEOUS,
        )
    for key in ("negative_levels", "positive_levels", "experience", "summoned", "position", "source"):
        value = getattr(spec, key)
        if value is not None:
            changes[key] = value
    if spec.cr is not None:
        try:
            changes["cr"] = Fraction(str(spec.cr))
        except (ValueError, ZeroDivisionError):
            raise _SpecProblem(
                "cr", f"unreadable challenge rating '{spec.cr}', expected e.g. 5 or 1/2"
            ) from None
    if base is None:
        if "name" not in changes:
            if spec.id is None:
                raise _SpecProblem("name", "a creature without a template needs a name or an id")
            changes["name"] = Names(fr=spec.id, en=spec.id)
        changes.setdefault("id", slug(changes["name"].en or changes["name"].fr or "creature"))
        creature = Creature(**changes)
    else:
        creature = replace(base, **changes)
    return sync_defenses(creature)


_ARMOR_WORDS = {"legere": "light", "intermediaire": "medium", "moyenne": "medium", "lourde": "heavy"}


def _hp(value: int | HpSpec, previous: HitPoints | None) -> HitPoints:
    if isinstance(value, int):
        return HitPoints(value)
    maximum = value.max if value.max is not None else (previous.maximum if previous else None)
    if maximum is None:
        raise _SpecProblem("hp.max", "hit points need a maximum (hp: {max: 63, current: 40})")
    temporary: tuple[TemporaryHitPoints, ...] = ()
    if isinstance(value.temporary, int):
        if value.temporary < 0:
            raise _SpecProblem("hp.temporary", f"negative temporary hit points {value.temporary}")
        temporary = (TemporaryHitPoints(value.temporary),) if value.temporary else ()
    else:
        pools = []
        for i, pool in enumerate(value.temporary):
            amount = pool.get("amount", pool.get("montant"))
            if not isinstance(amount, int) or amount < 0:
                raise _SpecProblem(f"hp.temporary[{i}].amount", "expected a whole number of 0 or more")
            rounds = pool.get("rounds", pool.get("rounds_left", pool.get("rounds_restants")))
            pools.append(TemporaryHitPoints(amount, pool.get("source"), rounds))
        temporary = tuple(pools)
    if value.current is not None and value.current > maximum:
        raise _SpecProblem("hp.current", f"current {value.current} above maximum {maximum}")
    return HitPoints(maximum, value.current, value.nonlethal, temporary)


def _item(value: str | Mapping[str, Any], path: str) -> WornItem:
    if isinstance(value, str):
        return WornItem(value)
    name = value.get("name") or value.get("nom")
    if not isinstance(name, str):
        raise _SpecProblem(f"{path}.name", "an item needs a name")
    slot = value.get("slot") or value.get("emplacement")
    return WornItem(
        name, str(slot) if slot else None, bool(value.get("magical", value.get("magique", False)))
    )


def build_creature(
    mapping: Mapping[str, Any],
    *,
    templates: Mapping[str, Creature] | None = None,
    file: str | None = None,
) -> Creature:
    """A creature from a mapping with French or English keys, optionally ``template: NAME``.

    ``templates`` is where templates are looked up (default: the embedded bestiary). Errors are
    :class:`ContentError` (``creatures.bad_spec``, or ``creatures.content_invalid`` when ``file`` is
    given) naming the creature, the field path and the problem; unknown templates are
    :class:`NotFoundError` with suggestions.
    """
    label = str(
        mapping.get("id") or mapping.get("name") or mapping.get("nom") or mapping.get("template") or "?"
    )
    if isinstance(mapping.get("name"), Mapping):
        names = mapping["name"]
        label = str(mapping.get("id") or names.get("en") or names.get("fr") or label)
    from arbitre.content.creature_spec import CreatureSpec, ValidationError
    from arbitre.core.validation import first_problem

    try:
        spec = CreatureSpec.model_validate(_norm_top(_to_mapping(mapping)))
    except ValidationError as error:
        path, problem = first_problem(error)
        raise _content_error(file, label, path, problem) from None
    base: Creature | None = None
    if spec.template is not None:
        base = _template(spec.template, templates)
    try:
        return _apply(spec, base, None)
    except _SpecProblem as problem:
        raise _content_error(file, label, problem.field, problem.problem) from None
    except ArbitreError as error:
        raise _content_error(file, label, "?", error.message("en")) from None


def _content_error(file: str | None, creature: str, field: str, problem: str) -> ContentError:
    if file is not None:
        return ContentError(
            "creatures.content_invalid", file=file, creature=creature, field=field, problem=problem
        )
    return ContentError("creatures.bad_spec", creature=creature, field=field, problem=problem)


def _template(name: str, templates: Mapping[str, Creature] | None) -> Creature:
    if templates is None:
        return find_creature(name)
    key = fold(name)
    for ident, creature in templates.items():
        if key in {fold(ident), fold(creature.name.fr or ""), fold(creature.name.en or "")}:
            return creature
    raise NotFoundError(
        "creatures.unknown_template",
        name=name,
        suggestions=tuple(difflib.get_close_matches(key, [fold(k) for k in templates], n=3, cutoff=0.5)),
    )


# ---------------------------------------------------------------------------------------------
# the embedded bestiary


def load_creatures_from_text(text: str, *, file: str = DATA_FILE) -> tuple[Creature, ...]:
    """Read and validate a bestiary YAML text (a list of creatures, or ``{creatures: [...]}``)."""
    from arbitre.content import _yaml as yaml

    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ContentError(
            "creatures.content_unreadable", file=file, problem=str(exc).splitlines()[0]
        ) from None
    if isinstance(data, Mapping):
        data = data.get("creatures")
    if not isinstance(data, list):
        raise ContentError("creatures.content_unreadable", file=file, problem="expected a list of creatures")
    creatures: list[Creature] = []
    seen: set[str] = set()
    by_id: dict[str, Creature] = {}
    for index, entry in enumerate(data):
        if not isinstance(entry, Mapping):
            raise ContentError(
                "creatures.content_invalid",
                file=file,
                creature=f"#{index + 1}",
                field="-",
                problem="expected a mapping",
            )
        creature = build_creature(entry, templates=by_id, file=file)
        if creature.id in seen:
            raise ContentError("creatures.duplicate_id", file=file, creature=creature.id)
        seen.add(creature.id)
        by_id[creature.id] = creature
        creatures.append(creature)
    return tuple(creatures)


@cache
@cache
def load_creatures() -> tuple[Creature, ...]:
    """The embedded bestiary (``arbitre/content/data/creatures.yaml``), validated on its first
    load, then read from the compiled cache (:mod:`arbitre.core.cache`)."""
    from arbitre.core.cache import cached

    text = (DATA_DIR / DATA_FILE).read_text(encoding="utf-8")
    return cached("creatures", text, lambda: load_creatures_from_text(text))


@cache
def _index() -> dict[str, Creature]:
    index: dict[str, Creature] = {}
    for creature in load_creatures():
        for key in (creature.id, creature.name.fr, creature.name.en):
            if key:
                index.setdefault(fold(key), creature)
                index.setdefault(fold(key).replace("-", " ").replace("_", " "), creature)
    return index


def find_creature(name: str) -> Creature:
    """The embedded creature named ``name`` (id, French or English name; case and accents optional)."""
    key = fold(name)
    index = _index()
    found = index.get(key) or index.get(key.replace("-", " ").replace("_", " "))
    if found is not None:
        return found
    close = difflib.get_close_matches(key, list(index), n=4, cutoff=0.5)
    suggestions = tuple(dict.fromkeys(_display(index[c]) for c in close))
    raise NotFoundError(
        "creatures.not_found", name=name, suggestions=suggestions, hint="creatures.not_found_hint"
    )


def _display(creature: Creature) -> str:
    return creature.name.fr or creature.name.en or creature.id


def list_creatures(*, type: str | None = None, ability: str | None = None) -> tuple[Creature, ...]:
    """Embedded creatures, optionally of one type (French or English) and having one ability."""
    chosen = load_creatures()
    if type is not None:
        from arbitre.content.creature_parser import type_from_text

        wanted = type_from_text(type)
        if wanted is None:
            raise NotFoundError(
                "creatures.unknown_type",
                value=type,
                expected=", ".join(t.value for t in CreatureType),
                suggestions=tuple(
                    difflib.get_close_matches(fold(type), [t.value for t in CreatureType], n=3, cutoff=0.5)
                ),
            )
        chosen = tuple(c for c in chosen if c.type == wanted)
    if ability is not None:
        info = find_ability(ability)
        ability_id = info.id if info is not None else slug(ability)
        known = {sa.id for c in load_creatures() for sa in c.special}
        if info is None and ability_id not in known:
            close = difflib.get_close_matches(ability_id, sorted(set(CATALOGUE) | known), n=3, cutoff=0.6)
            raise NotFoundError("creatures.unknown_filter_ability", value=ability, suggestions=tuple(close))
        chosen = tuple(c for c in chosen if c.has(ability_id))
    return chosen


def _plain(value: ParamValue) -> Any:
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    if isinstance(value, tuple):
        return list(value)
    return value


def creature_to_mapping(creature: Creature) -> dict[str, Any]:
    """A mapping :func:`build_creature` reads back into the same creature (English keys, plain
    values): for saving encounters and writing scenarios. ``defenses`` is kept as its text."""
    out: dict[str, Any] = {"id": creature.id, "name": {"fr": creature.name.fr, "en": creature.name.en}}
    out["size"] = creature.size.value
    if creature.type is not None:
        out["type"] = creature.type.value
    if creature.subtypes:
        out["subtypes"] = sorted(creature.subtypes)
    if creature.alignment is not None:
        out["alignment"] = creature.alignment.value
    if creature.hd is not None:
        out["hd"] = str(creature.hd)
    if creature.level is not None:
        out["level"] = creature.level
    if creature.classes:
        out["class"] = [[name, lv] for name, lv in creature.classes]
    if creature.hp is not None:
        hp = creature.hp
        out["hp"] = {
            "max": hp.maximum,
            "current": hp.now,
            "nonlethal": hp.nonlethal,
            "temporary": [
                {"amount": t.amount, "source": t.source, "rounds": t.rounds_left} for t in hp.temporary
            ],
        }
    out["abilities"] = creature.abilities.as_dict()
    if creature.abilities.damage:
        out["ability_damage"] = {str(k): v for k, v in creature.abilities.damage.items()}
    if creature.abilities.drain:
        out["ability_drain"] = {str(k): v for k, v in creature.abilities.drain.items()}
    out["saves"] = creature.saves.as_dict()
    if creature.ac is not None:
        out["ac"] = {
            "total": creature.ac.total,
            "touch": creature.ac.touch,
            "flat_footed": creature.ac.flat_footed,
            "components": [[source, value] for source, value in creature.ac.components],
        }
    if creature.armor is not None:
        out["armor"] = creature.armor.value
    if creature.speed is not None:
        out["speed"] = _plain(creature.speed)
    if creature.defenses_text is not None:
        out["defenses"] = creature.defenses_text
    out["special"] = [
        {
            "id": sa.id,
            **({"kind": sa.kind.value} if sa.kind is not None else {}),
            **({"unknown": True} if sa.unknown else {}),
            **({"text": sa.text} if sa.text is not None else {}),
            **{k: _plain(v) for k, v in sa.params.items()},
        }
        for sa in creature.special
    ]
    if creature.conditions:
        out["conditions"] = sorted(creature.conditions)
    if creature.languages:
        out["languages"] = sorted(creature.languages)
    if creature.worn_items:
        out["items"] = [{"name": i.name, "slot": i.slot, "magical": i.magical} for i in creature.worn_items]
    if creature.spellcasting is not None:
        sc = creature.spellcasting
        out["spellcasting"] = {
            "class": sc.caster_class,
            "caster_level": sc.caster_level,
            "slots": dict(sc.slots),
            "prepared": {k: list(v) for k, v in sc.prepared.items()},
            "spontaneous": sc.spontaneous,
        }
    for key in ("negative_levels", "positive_levels"):
        if getattr(creature, key):
            out[key] = getattr(creature, key)
    if creature.experience is not None:
        out["experience"] = creature.experience
    if creature.cr is not None:
        out["cr"] = str(creature.cr)
    if creature.summoned:
        out["summoned"] = True
    if creature.position is not None:
        out["position"] = list(creature.position)
    if creature.source is not None:
        out["source"] = creature.source
    return out


RECORD_KEYS = frozenset(
    {
        "id", "name", "size", "type", "subtypes", "alignment", "hd", "level", "class", "hp",
        "abilities", "ability_damage", "ability_drain", "saves", "ac", "armor", "speed", "defenses",
        "special", "conditions", "languages", "items", "spellcasting", "negative_levels",
        "positive_levels", "experience", "cr", "summoned", "position", "source",
    }
)  # fmt: skip


def creature_from_record(record: Mapping[str, Any]) -> Creature:
    """Read back a mapping written by :func:`creature_to_mapping` (an encounter's saved
    creature): the same creature :func:`build_creature` gives, without its validation layer.

    Saved creatures were validated when they were added, and every encounter command rebuilds
    the creatures it touches: pydantic's import alone (~60 ms) would double ``encounter act``.
    A record this program did not write (other keys, French keys, wrong types) goes through
    :func:`build_creature` and its clear errors instead. A test holds the two paths equal."""
    if not isinstance(record, Mapping) or not record.keys() <= RECORD_KEYS or "id" not in record:
        return build_creature(record)
    try:
        return _from_record(record)
    except (_SpecProblem, ArbitreError, KeyError, TypeError, ValueError, AttributeError):
        return build_creature(record)


def _from_record(m: Mapping[str, Any]) -> Creature:
    name = m["name"]
    changes: dict[str, Any] = {"id": str(m["id"])}
    changes["name"] = Names(fr=name["fr"], en=name["en"]) if isinstance(name, Mapping) else Names(name, name)
    if "size" in m:
        changes["size"] = _size(m["size"])
    if "type" in m:
        changes["type"] = _type(m["type"])
    if "subtypes" in m:
        changes["subtypes"] = frozenset(str(s) for s in m["subtypes"])
    if "alignment" in m:
        changes["alignment"] = _alignment(m["alignment"])
    if "hd" in m:
        changes["hd"] = _hit_dice(m["hd"])
    if "level" in m:
        changes["level"] = int(m["level"])
    if "class" in m:
        changes["classes"] = tuple((class_id(str(c)), int(lv)) for c, lv in m["class"])
    if "hp" in m:
        hp = m["hp"]
        if isinstance(hp, int):
            changes["hp"] = HitPoints(hp)
        else:
            pools = tuple(
                TemporaryHitPoints(int(t["amount"]), t.get("source"), t.get("rounds"))
                for t in hp.get("temporary") or ()
            )
            changes["hp"] = HitPoints(int(hp["max"]), hp.get("current"), int(hp.get("nonlethal", 0)), pools)
    scores = AbilityScores(
        scores=MappingProxyType({ABILITY_ALIASES[fold(k)]: v for k, v in (m.get("abilities") or {}).items()})
    )
    for key, field_name in (("ability_damage", "damage"), ("ability_drain", "drain")):
        if key in m:
            lost = {ABILITY_ALIASES[fold(k)]: int(v) for k, v in m[key].items()}
            scores = replace(scores, **{field_name: MappingProxyType(lost)})
    changes["abilities"] = scores
    if "saves" in m:
        changes["saves"] = Saves(**{SAVE_ALIASES[fold(k)].value: v for k, v in m["saves"].items()})
    if "ac" in m:
        ac = m["ac"]
        if isinstance(ac, int):
            changes["ac"] = ArmorClass(ac)
        else:
            parts = tuple((str(s), int(v)) for s, v in ac.get("components") or ())
            changes["ac"] = ArmorClass(int(ac["total"]), ac.get("touch"), ac.get("flat_footed"), parts)
    if "armor" in m:
        changes["armor"] = ArmorCategory(m["armor"])
    if "speed" in m:
        speed = m["speed"]
        changes["speed"] = (
            parse_distance(speed) if isinstance(speed, str) else Fraction(speed).limit_denominator(1000)
        )
    if "defenses" in m:
        changes["defenses_text"] = m["defenses"]
        changes["defenses"] = _defenses(m["defenses"])
    if "special" in m:
        changes["special"] = tuple(
            special_from_spec(item, f"special[{i}]") for i, item in enumerate(m["special"])
        )
    if "conditions" in m:
        changes["conditions"] = frozenset(condition_id(c) for c in m["conditions"])
    if "languages" in m:
        changes["languages"] = frozenset(language_id(x) for x in m["languages"])
    if "items" in m:
        changes["worn_items"] = tuple(_item(x, f"items[{i}]") for i, x in enumerate(m["items"]))
    if "spellcasting" in m:
        sc = m["spellcasting"]
        caster = class_id(sc["class"]) if sc.get("class") else None
        spontaneous = sc.get("spontaneous")
        changes["spellcasting"] = Spellcasting(
            caster,
            int(sc.get("caster_level", 1)),
            MappingProxyType({int(k): int(v) for k, v in (sc.get("slots") or {}).items()}),
            MappingProxyType(
                {int(k): tuple(str(x) for x in v) for k, v in (sc.get("prepared") or {}).items()}
            ),
            bool(spontaneous) if spontaneous is not None else caster in _SPONTANEOUS,
        )
    for key in ("negative_levels", "positive_levels", "experience"):
        if key in m:
            changes[key] = int(m[key])
    if "summoned" in m:
        changes["summoned"] = bool(m["summoned"])
    if "position" in m:
        x, y = m["position"]
        changes["position"] = (int(x), int(y))
    if "source" in m:
        changes["source"] = str(m["source"])
    if "cr" in m:
        changes["cr"] = Fraction(str(m["cr"]))
    return sync_defenses(Creature(**changes))


def creature_summary(creature: Creature) -> dict[str, Any]:
    """The ``creature list --json`` entry: ``{"id", "name": {"fr", "en"}, "type", "cr"}``."""
    cr: int | str | None = None
    if creature.cr is not None:
        cr = (
            int(creature.cr)
            if creature.cr.denominator == 1
            else f"{creature.cr.numerator}/{creature.cr.denominator}"
        )
    return {
        "id": creature.id,
        "name": {"fr": creature.name.fr, "en": creature.name.en},
        "type": creature.type.value if creature.type is not None else None,
        "cr": cr,
        "size": creature.size.value,
    }


__all__ = [
    "CONDITION_NAMES",
    "DATA_FILE",
    "build_creature",
    "class_id",
    "condition_id",
    "creature_from_record",
    "creature_summary",
    "creature_to_mapping",
    "find_creature",
    "list_creatures",
    "load_creatures",
    "load_creatures_from_text",
    "special_from_spec",
]
