"""Read spell stat blocks as people paste them: French (pathfinder-fr wiki style) and English PF1.

Two entry points:

* :func:`parse_fields` takes a mapping label → text (one spell already split into fields, as in
  ``spells-fr-pf1.jsonl`` or a CSV row) and returns a :class:`ParsedSpell`;
* :func:`parse_blocks` takes free text (one or more stat blocks separated by blank lines, one field
  per line or several per line separated by ``;``) and returns one result per block.

Each line of text 001 « Présentation des sorts » has its own small reader (``read_range``,
``read_duration``…). A reader returns ``None`` when it cannot classify the text; the parsed spell
then lists the field in ``unread`` instead of failing, so a paste with one odd line still gives the
rest. The text is cleaned first: wiki links and ``{br}`` removed, mis-encoded accents repaired
(``ę``→``ê``, ``ŕ``→``à``, ``ů``→``ù``, UTF-8 read as Latin-1), decimal commas accepted, ``c`` read
as squares.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TypeVar

from arbitre.content._text import clean, fold, key
from arbitre.core.errors import ParseError
from arbitre.core.units import feet_to_squares, metres_to_squares
from arbitre.model.ruleset import RulesetId
from arbitre.model.spell import (
    Area,
    AreaShape,
    AreaSpread,
    CastingTime,
    CastingUnit,
    ComponentKind,
    Components,
    Descriptor,
    Duration,
    DurationKind,
    Effect,
    EffectKind,
    Range,
    RangeKind,
    SaveEffect,
    SaveKind,
    SavingThrow,
    School,
    Spell,
    SpellResistance,
    Subschool,
    TargetKind,
    Targets,
    TimeSpan,
    TimeUnit,
)

_T = TypeVar("_T")

# ---------------------------------------------------------------- cleaning

_SEE_TEXT = re.compile(
    r"voir (?:le |la )?(?:texte|description|plus bas|ci-dessous|ci-dessus)|cf\.? (?:texte|description)"
    r"|see (?:text|below|description|above)|\bspeciale?\b|\bspecial\b|\bvariable\b"
)
_ONLY_SEE_TEXT = re.compile(
    r"^\(?\s*(?:voir|see|cf\.?|special|speciale|variable)\b[^()]*\)?\s*(?:\((?:voir|see|cf)[^()]*\))?\s*[.;]?$|^voir$|^$"
)


def is_see_text(text: str) -> bool:
    """True when the whole field says « voir texte » / "see text" (nothing to classify)."""
    return bool(_ONLY_SEE_TEXT.match(fold(clean(text)).strip(" .,;")))


def _alternatives(s: str) -> list[str]:
    parts = re.split(r"\s(?:ou|or|and|et|puis|then)\s|,\s*(?:ou|or)\s", s)
    return [p.strip(" ,;.") for p in parts if p.strip(" ,;.")]


# ---------------------------------------------------------------- distances

_DIST = re.compile(
    r"(?P<num>\d+(?:[.,]\d+)?)\s*-?\s*(?P<unit>kilometres?|km|metres?|m|ft\.?|feet|foot|pieds?|miles?|c|cases?|squares?)(?![a-z])"
)
_FT_PER_MILE = 5280


def _to_squares(num: str, unit: str) -> Fraction:
    value = Fraction(num.replace(",", "."))
    unit = unit.rstrip(".")
    if unit in {"km", "kilometre", "kilometres"}:
        return metres_to_squares(value * 1000)
    if unit.startswith("m") and not unit.startswith("mile"):
        return metres_to_squares(value)
    if unit.startswith("mile"):
        return feet_to_squares(value * _FT_PER_MILE)
    if unit in {"ft", "feet", "foot"} or unit.startswith("pied"):
        return feet_to_squares(value)
    return value  # c, cases, squares


_PER_LEVEL = re.compile(
    r"^\s*(?:\)\s*)?(?:\([^)]*\)\s*)?(?:/|par |per )\s*(?:\d+\s*)?(?:niveaux?|levels?|nls)"
)


# ---------------------------------------------------------------- range

_RANGE_WORDS: tuple[tuple[re.Pattern[str], RangeKind], ...] = (
    (re.compile(r"^(?:personnel(?:le)?|personal|vous|you)\b"), RangeKind.PERSONAL),
    (re.compile(r"^(?:contact|touch|toucher)\b"), RangeKind.TOUCH),
    (re.compile(r"^(?:courte|close|short)\b"), RangeKind.CLOSE),
    (re.compile(r"^(?:moyenne|intermediaire|medium)\b"), RangeKind.MEDIUM),
    (re.compile(r"^(?:longue|long)\b"), RangeKind.LONG),
    (re.compile(r"^(?:illimitee?|unlimited|infinie?)\b"), RangeKind.UNLIMITED),
)


def read_range(text: str) -> Range | None:
    """001 « La portée »: personal, touch, close/medium/long, unlimited or a distance."""
    s = fold(clean(text)).strip(" .;:")
    if is_see_text(s):
        return Range(RangeKind.OTHER, see_text=True)
    see = bool(_SEE_TEXT.search(s))
    alternatives = _alternatives(s) if s else [s]
    first = alternatives[0]
    # "personal or touch": the spell can reach another creature, so it is not caster-only
    if re.match(r"^(?:personnel(?:le)?|personal)\b", first) and any(
        re.match(r"^(?:contact|touch)\b", alt) for alt in alternatives[1:]
    ):
        return Range(RangeKind.TOUCH, see_text=see)
    for pattern, kind in _RANGE_WORDS:
        if pattern.match(first):
            return Range(kind, see_text=see)
    body = re.sub(r"^(?:jusqu'a|up to|within|au plus)\s+", "", first)
    match = _DIST.match(body)
    if match is None:
        return None
    squares = _to_squares(match["num"], match["unit"])
    if _PER_LEVEL.match(body[match.end() :]):
        return Range(RangeKind.FIXED, distance=Fraction(0), per_level=squares, see_text=see)
    return Range(RangeKind.FIXED, distance=squares, see_text=see)


# ---------------------------------------------------------------- durations

_UNITS: dict[str, TimeUnit] = {}
for _unit, _words in {
    TimeUnit.ROUND: ("round", "rounds", "rd", "rds"),
    TimeUnit.MINUTE: ("minute", "minutes", "min", "mn"),
    TimeUnit.HOUR: ("heure", "heures", "hour", "hours", "h", "hr", "hrs"),
    TimeUnit.DAY: ("jour", "jours", "day", "days", "journee"),
    TimeUnit.WEEK: ("semaine", "semaines", "week", "weeks"),
    TimeUnit.MONTH: ("mois", "month", "months"),
    TimeUnit.YEAR: ("an", "ans", "annee", "annees", "year", "years"),
}.items():
    for _w in _words:
        _UNITS[_w] = _unit

_SPAN = re.compile(
    r"(?P<num>\d+d\d+(?:\s*[+-]\s*\d+)?|\d+)\s*(?P<unit>"
    + "|".join(sorted(_UNITS, key=len, reverse=True))
    + r")\b\.?(?:\s*(?:/|par |per |every |pour |tous les )\s*(?:tranche de\s*)?"
    r"(?P<lv>\d+|two|three|four|five|deux|trois|quatre|cinq)?\s*(?P<lvword>niveaux?|levels?|nls|caster levels?))?"
)
_DISCHARGE = re.compile(
    r"decharg|utilis|declench|epuis|discharg|\bused\b|triggered|expended|\bdelivre|until|jusqu'a ce|destruction|destroyed"
)
_DISMISS = re.compile(r"\(\s*[td]\s*\)")


_WORD_NUMBERS = re.compile(r"\b(?:une?|one|a|an)\s+(?=[a-z])")


_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5}


def _level_count(word: str | None) -> int:
    if not word:
        return 1
    word = word.strip()
    return int(word) if word.isdigit() else _COUNT_WORDS[word]


def _read_span(s: str) -> TimeSpan | None:
    """``1 round/niveau``, ``10 min./level``, ``1 round + 1 round/niveau``, ``1d4+1 rounds``."""
    s = _WORD_NUMBERS.sub("1 ", s)
    terms = list(_SPAN.finditer(s))
    if not terms or s[: terms[0].start()].strip(" +(,"):
        return None
    unit = _UNITS[terms[0]["unit"]]
    base = per = 0
    levels_per = 1
    dice: str | None = None
    for i, m in enumerate(terms):
        if i and (_UNITS[m["unit"]] is not unit or s[terms[i - 1].end() : m.start()].strip() != "+"):
            break
        num = m["num"].replace(" ", "")
        if m["lvword"]:
            per += int(num) if num.isdigit() else 0
            levels_per = _level_count(m["lv"])
        elif num.isdigit():
            base += int(num)
        else:
            dice = num
    return TimeSpan(unit, base=base, per_level=per, levels_per=levels_per, dice=dice)


def read_duration(text: str) -> Duration | None:
    """001 « La durée »: instantaneous, permanent, concentration, timed, discharge, special."""
    s = fold(clean(text)).strip(" .;:")
    dismissible = bool(_DISMISS.search(s))
    s = _DISMISS.sub(" ", s).strip(" .;:,")
    if is_see_text(s):
        return Duration(DurationKind.SPECIAL, dismissible=dismissible, see_text=True)
    see = bool(_SEE_TEXT.search(s))
    alts = _alternatives(s)
    main = alts[0] if alts else s
    discharge = any(_DISCHARGE.search(a) for a in alts[1:])
    if main.startswith(("instantan", "instant")):
        return Duration(DurationKind.INSTANTANEOUS, dismissible=dismissible, see_text=see)
    if main.startswith("permanent"):
        kind = DurationKind.DISCHARGE if _DISCHARGE.search(main) else DurationKind.PERMANENT
        return Duration(kind, dismissible=dismissible, discharge=discharge, see_text=see)
    if main.startswith("concentration"):
        rest = s[len("concentration") :]
        lingering = cap = None
        if (m := re.search(r"\+\s*(.*)", rest)) is not None:
            lingering = _read_span(m[1])
        if (m := re.search(r"(?:jusqu'a|up to|maximum|max\.?)\s*(.*)", rest)) is not None:
            cap = _read_span(m[1])
        return Duration(
            DurationKind.CONCENTRATION,
            lingering=lingering,
            cap=cap,
            dismissible=dismissible,
            see_text=see,
        )
    if re.match(r"(?:jusqu'a|until)\b", main) and _DISCHARGE.search(main):
        return Duration(DurationKind.DISCHARGE, dismissible=dismissible, see_text=see)
    main = re.sub(r"^(?:jusqu'a|up to|no more than|au plus)\s+", "", main)
    span = _read_span(main)
    if span is not None:
        return Duration(
            DurationKind.TIMED, span=span, dismissible=dismissible, discharge=discharge, see_text=see
        )
    if see or main.startswith(("special", "variable")):
        return Duration(DurationKind.SPECIAL, dismissible=dismissible, see_text=True)
    return None


# ---------------------------------------------------------------- saving throw, spell resistance

_SAVE_KIND = re.compile(r"\b(vigueur|vig|fortitude|fort|reflexes?|ref|reflex|volonte|vol|will)\b")
_SAVE_NONE = re.compile(r"^(?:aucun|aucune|none|non|no|pas de|sans)\b")
_SAVE_EFFECTS: tuple[tuple[re.Pattern[str], SaveEffect], ...] = (
    (re.compile(r"annul|negat"), SaveEffect.NEGATES),
    (re.compile(r"partiel|partial"), SaveEffect.PARTIAL),
    (re.compile(r"1/2|half|moitie|demi"), SaveEffect.HALF),
    (re.compile(r"devoil|disbelief|incredul"), SaveEffect.DISBELIEF),
    (re.compile(r"basi(?:c|que)"), SaveEffect.BASIC),
)
_HARMLESS = re.compile(r"inoffensi|harmless")
_OBJECT = re.compile(r"\bobjec?ts?\b")


def _save_kind(word: str) -> SaveKind:
    if word.startswith(("vig", "fort")):
        return SaveKind.FORTITUDE
    if word.startswith("ref"):
        return SaveKind.REFLEX
    return SaveKind.WILL


def _read_one_save(s: str) -> SavingThrow | None:
    harmless = bool(_HARMLESS.search(s))
    obj = bool(_OBJECT.search(s))
    see = bool(_SEE_TEXT.search(s))
    kind_match = _SAVE_KIND.search(s)
    if kind_match is None:
        if _SAVE_NONE.match(s):
            return SavingThrow(SaveKind.NONE, SaveEffect.NONE, harmless, obj, see)
        return None
    effect = next((e for p, e in _SAVE_EFFECTS if p.search(s)), None)
    if effect is None:
        effect = SaveEffect.NEGATES if harmless or obj else SaveEffect.SPECIAL
    return SavingThrow(_save_kind(kind_match[1]), effect, harmless, obj, see)


def read_saving_throw(text: str) -> SavingThrow | None:
    """001 « Les jets de sauvegarde »: kind, effect, (harmless), (object), « voir texte »."""
    s = fold(clean(text)).strip(" .;:")
    if is_see_text(s):
        return SavingThrow(SaveKind.NONE, SaveEffect.SPECIAL, see_text=True)
    results = [r for r in map(_read_one_save, _alternatives(s)) if r is not None]
    if not results:
        return None
    first = results[0]
    if first.save is SaveKind.NONE and len(results) > 1:
        # "none or Will negates": the spell can allow a save; keep the save, flag the variation
        first = replace(next((r for r in results if r.save is not SaveKind.NONE), first), see_text=True)
    return first


def read_spell_resistance(text: str) -> SpellResistance | None:
    """001 « La résistance à la magie »: yes/no, (harmless), (object)."""
    s = fold(clean(text)).strip(" .;:")
    if is_see_text(s):
        return SpellResistance(see_text=True)
    for alt in _alternatives(s):
        if m := re.match(r"^(oui|yes|non|no|none|aucune)\b", alt):
            return SpellResistance(
                applies=m[1] in {"oui", "yes"},
                harmless=bool(_HARMLESS.search(alt)),
                object=bool(_OBJECT.search(alt)),
                see_text=bool(_SEE_TEXT.search(s)),
            )
    return None


# ---------------------------------------------------------------- school, descriptors, levels

_SCHOOLS: dict[str, School] = {
    "abjuration": School.ABJURATION,
    "divination": School.DIVINATION,
    "enchantement": School.ENCHANTMENT,
    "enchantment": School.ENCHANTMENT,
    "evocation": School.EVOCATION,
    "illusion": School.ILLUSION,
    "invocation": School.CONJURATION,
    "conjuration": School.CONJURATION,
    "necromancie": School.NECROMANCY,
    "necromancy": School.NECROMANCY,
    "transmutation": School.TRANSMUTATION,
    "transformation": School.TRANSMUTATION,
    "universel": School.UNIVERSAL,
    "universelle": School.UNIVERSAL,
    "universal": School.UNIVERSAL,
}
SUBSCHOOL_WORDS: dict[str, Subschool] = {
    "scrutation": Subschool.SCRYING,
    "scrying": Subschool.SCRYING,
    "charme": Subschool.CHARM,
    "charm": Subschool.CHARM,
    "coercition": Subschool.COMPULSION,
    "compulsion": Subschool.COMPULSION,
    "chimere": Subschool.FIGMENT,
    "figment": Subschool.FIGMENT,
    "hallucination": Subschool.GLAMER,
    "glamer": Subschool.GLAMER,
    "mirage": Subschool.PATTERN,
    "pattern": Subschool.PATTERN,
    "fantasme": Subschool.PHANTASM,
    "phantasm": Subschool.PHANTASM,
    "ombre": Subschool.SHADOW,
    "shadow": Subschool.SHADOW,
    "appel": Subschool.CALLING,
    "calling": Subschool.CALLING,
    "convocation": Subschool.SUMMONING,
    "summoning": Subschool.SUMMONING,
    "creation": Subschool.CREATION,
    "guerison": Subschool.HEALING,
    "healing": Subschool.HEALING,
    "teleportation": Subschool.TELEPORTATION,
    "metamorphose": Subschool.POLYMORPH,
    "polymorph": Subschool.POLYMORPH,
}
DESCRIPTOR_WORDS: dict[str, Descriptor] = {
    "acide": Descriptor.ACID,
    "acid": Descriptor.ACID,
    "air": Descriptor.AIR,
    "bien": Descriptor.GOOD,
    "good": Descriptor.GOOD,
    "chaos": Descriptor.CHAOTIC,
    "chaotic": Descriptor.CHAOTIC,
    "douleur": Descriptor.PAIN,
    "pain": Descriptor.PAIN,
    "eau": Descriptor.WATER,
    "water": Descriptor.WATER,
    "electricite": Descriptor.ELECTRICITY,
    "electricity": Descriptor.ELECTRICITY,
    "emotion": Descriptor.EMOTION,
    "feu": Descriptor.FIRE,
    "fire": Descriptor.FIRE,
    "force": Descriptor.FORCE,
    "froid": Descriptor.COLD,
    "cold": Descriptor.COLD,
    "langage": Descriptor.LANGUAGE_DEPENDENT,
    "language dependent": Descriptor.LANGUAGE_DEPENDENT,
    "loi": Descriptor.LAWFUL,
    "lawful": Descriptor.LAWFUL,
    "lumiere": Descriptor.LIGHT,
    "light": Descriptor.LIGHT,
    "mal": Descriptor.EVIL,
    "evil": Descriptor.EVIL,
    "maladie": Descriptor.DISEASE,
    "disease": Descriptor.DISEASE,
    "malediction": Descriptor.CURSE,
    "curse": Descriptor.CURSE,
    "mental": Descriptor.MIND_AFFECTING,
    "effet mental": Descriptor.MIND_AFFECTING,
    "mind affecting": Descriptor.MIND_AFFECTING,
    "mort": Descriptor.DEATH,
    "death": Descriptor.DEATH,
    "ombre": Descriptor.SHADOW,
    "shadow": Descriptor.SHADOW,
    "poison": Descriptor.POISON,
    "son": Descriptor.SONIC,
    "sonore": Descriptor.SONIC,
    "sonic": Descriptor.SONIC,
    "terre": Descriptor.EARTH,
    "earth": Descriptor.EARTH,
    "terreur": Descriptor.FEAR,
    "peur": Descriptor.FEAR,
    "fear": Descriptor.FEAR,
}


def read_descriptors(text: str) -> tuple[frozenset[Descriptor], tuple[str, ...]]:
    """``[feu, mal]``, ``fire, evil``, ``curseUM``: the 24 of text 001 and any others, by name."""
    found: set[Descriptor] = set()
    others: list[str] = []
    s = re.sub(r"(?<=[a-z])(UM|APG|ACG|ARG|OA|UC|UI|HA)\b", "", clean(text))
    for raw in re.split(r"[,;/]|\bou\b|\bor\b|\bet\b|\band\b", fold(s)):
        word = " ".join(re.sub(r"[^\w]+", " ", raw).split())
        if not word or is_see_text(word) or word in {"voir", "texte", "see", "text"}:
            continue
        if word in DESCRIPTOR_WORDS:
            found.add(DESCRIPTOR_WORDS[word])
        else:
            others.append(word)
    return frozenset(found), tuple(others)


@dataclass(frozen=True, slots=True)
class SchoolLine:
    school: School
    subschool: Subschool | None
    descriptors: frozenset[Descriptor]
    other_descriptors: tuple[str, ...]


def read_school(text: str) -> SchoolLine | None:
    """``Évocation [feu]``, ``Invocation (convocation) [Mal]``, ``conjuration (creation)``."""
    s = clean(text)
    f = fold(s)
    m = re.match(r"\s*([a-z]+)", f)
    if m is None or m[1] not in _SCHOOLS:
        return None
    school = _SCHOOLS[m[1]]
    rest = f[m.end() :]
    subschool = None
    extra: list[str] = []
    for group in re.findall(r"\(([^)]*)\)", rest):
        for word in re.split(r",|\bou\b|\bor\b", group):
            w = word.strip()
            if w in SUBSCHOOL_WORDS and subschool is None:
                subschool = SUBSCHOOL_WORDS[w]
            elif w:
                extra.append(w)
    rest = re.sub(r"\([^)]*\)", " ", rest)
    descriptors, others = read_descriptors(",".join([*extra, rest.replace("[", " ").replace("]", " ")]))
    return SchoolLine(school, subschool, descriptors, others)


CLASS_WORDS: dict[str, tuple[str, ...]] = {
    "ens": ("sorcerer",),
    "ensorceleur": ("sorcerer",),
    "sorcerer": ("sorcerer",),
    "mag": ("wizard",),
    "magicien": ("wizard",),
    "wizard": ("wizard",),
    "pre": ("cleric", "oracle"),
    "pretre": ("cleric", "oracle"),
    "cleric": ("cleric",),
    "clerc": ("cleric",),
    "ora": ("oracle",),
    "oracle": ("oracle",),
    "bard": ("bard",),
    "bar": ("bard",),
    "barde": ("bard",),
    "dru": ("druid",),
    "druide": ("druid",),
    "druid": ("druid",),
    "rod": ("ranger",),
    "rodeur": ("ranger",),
    "ranger": ("ranger",),
    "pal": ("paladin",),
    "paladin": ("paladin",),
    "apal": ("antipaladin",),
    "antipal": ("antipaladin",),
    "antipaladin": ("antipaladin",),
    "alch": ("alchemist",),
    "alc": ("alchemist",),
    "alchimiste": ("alchemist",),
    "alchemist": ("alchemist",),
    "con": ("summoner",),
    "conjurateur": ("summoner",),
    "summoner": ("summoner",),
    "conu": ("summoner_unchained",),
    "summoner unchained": ("summoner_unchained",),
    "inq": ("inquisitor",),
    "inquisiteur": ("inquisitor",),
    "inquisitor": ("inquisitor",),
    "magus": ("magus",),
    "sor": ("witch",),
    "sorciere": ("witch",),
    "witch": ("witch",),
    "cham": ("shaman",),
    "chaman": ("shaman",),
    "shaman": ("shaman",),
    "san": ("bloodrager",),
    "sanguin": ("bloodrager",),
    "bloodrager": ("bloodrager",),
    "psy": ("psychic",),
    "psychiste": ("psychic",),
    "psychic": ("psychic",),
    "hyp": ("mesmerist",),
    "hypnotiseur": ("mesmerist",),
    "mesmerist": ("mesmerist",),
    "occ": ("occultist",),
    "occultiste": ("occultist",),
    "occultist": ("occultist",),
    "spi": ("spiritualist",),
    "spirite": ("spiritualist",),
    "spiritualist": ("spiritualist",),
    "med": ("medium",),
    "medium": ("medium",),
    "arcanist": ("arcanist",),
    "arcaniste": ("arcanist",),
    "skald": ("skald",),
    "hunter": ("hunter",),
    "chasseur": ("hunter",),
    "warpriest": ("warpriest",),
    "pretre combattant": ("warpriest",),
    "investigator": ("investigator",),
    "enqueteur": ("investigator",),
    "adept": ("adept",),
}


def class_ids(word: str) -> tuple[str, ...]:
    """Canonical class ids for a class name or abbreviation (``Ens/Mag`` → sorcerer, wizard)."""
    out: list[str] = []
    for part in fold(clean(word)).split("/"):
        name = " ".join(re.sub(r"[^\w]+", " ", part).split())
        if name:
            if name not in CLASS_WORDS and name.endswith("s") and name[:-1] in CLASS_WORDS:
                name = name[:-1]  # "bardes", "wizards"
            out.extend(CLASS_WORDS.get(name, (name.replace(" ", "_"),)))
    return tuple(out)


def read_levels(text: str) -> tuple[tuple[str, int], ...] | None:
    """``Ens/Mag 3, Prê 4`` / ``sorcerer/wizard 3, cleric/oracle 4`` → pairs (class id, level)."""
    pairs: dict[str, int] = {}
    for part in re.split(r"[,;]", clean(text)):
        m = re.match(r"\s*(.*?)\s*(\d)\b", part)
        if m is None or not m[1]:
            continue
        for cid in class_ids(re.sub(r"\(.*?\)", "", m[1]) if "unchained" not in m[1] else m[1]):
            pairs.setdefault(cid, int(m[2]))
    return tuple(pairs.items()) or None


# ---------------------------------------------------------------- components, casting time

_COMPONENT_TOKEN = re.compile(r"^(M/FD|M/DF|F/FD|F/DF|FD|DF|V|G|S|M|F)\b", re.IGNORECASE)
_COST = re.compile(r"(\d{1,3}(?:[ ,.]\d{3})+(?![\d])|\d+(?:[.,]\d+)?)\s*(?:po|gp|pa|gold)\b")


def _split_top(text: str) -> list[str]:
    parts: list[str] = []
    current: list[str] = []
    depth = 0
    for c in text:
        if c in "([":
            depth += 1
        elif c in ")]":
            depth = max(0, depth - 1)
        if c == "," and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(c)
    parts.append("".join(current))
    return [p.strip() for p in parts if p.strip()]


def read_components(text: str) -> Components | None:
    """001 « Les composantes »: V, G/S, M, F, FD/DF, M/FD, F/FD, with gold costs when written."""
    kinds: set[ComponentKind] = set()
    alternative: set[ComponentKind] = set()
    costs: dict[ComponentKind, Fraction] = {}
    for token in _split_top(clean(text)):
        m = _COMPONENT_TOKEN.match(token)
        if m is None:
            continue
        abbr = m[1].upper().replace("FD", "DF").replace("G", "S")
        first = ComponentKind(abbr.split("/")[0])
        kinds.add(first)
        if "/" in abbr:
            alternative.add(first)
            kinds.add(ComponentKind.DF)
        if (cost := _COST.search(fold(token))) is not None:
            raw = cost[1]
            if re.fullmatch(r"\d{1,3}(?:[ ,.]\d{3})+", raw):
                raw = re.sub(r"[ ,.]", "", raw)  # thousands separators
            digits = raw.replace(",", ".")
            with contextlib.suppress(ValueError):
                costs[first] = Fraction(digits)
    if not kinds:
        return None
    return Components(
        frozenset(kinds),
        frozenset(alternative),
        costs.get(ComponentKind.M),
        costs.get(ComponentKind.F),
    )


_CAST = re.compile(
    r"(?P<n>\d+)?\s*(?:action\s+)?(?P<unit>simple|standard|rapide|swift|immediate|complexe|full[- ]?round|round complet|rounds?|minutes?|min|heures?|hours?|jours?|days?|semaines?|weeks?|actions?)"
)
_CAST_UNITS: dict[str, CastingUnit] = {
    "simple": CastingUnit.STANDARD,
    "standard": CastingUnit.STANDARD,
    "rapide": CastingUnit.SWIFT,
    "swift": CastingUnit.SWIFT,
    "immediate": CastingUnit.IMMEDIATE,
    "complexe": CastingUnit.FULL_ROUND,
    "round complet": CastingUnit.FULL_ROUND,
}


def read_casting_time(text: str) -> CastingTime | None:
    """001 « Le temps d'incantation »: swift, standard, full-round, rounds, minutes, hours…"""
    s = fold(clean(text)).replace("[", " ").replace("]", " ")
    m = _CAST.search(s)
    if m is None:
        return CastingTime(CastingUnit.SPECIAL) if is_see_text(s) else None
    word = m["unit"]
    n = int(m["n"]) if m["n"] else 1
    if word in _CAST_UNITS:
        return CastingTime(_CAST_UNITS[word], 1)
    if word.startswith("action"):
        return CastingTime(CastingUnit.ACTION, n)
    if word.startswith("full") or (word.startswith("round") and "complet" in s[m.end() : m.end() + 9]):
        return CastingTime(CastingUnit.FULL_ROUND, 1)
    unit = {
        "r": CastingUnit.ROUND,
        "m": CastingUnit.MINUTE,
        "h": CastingUnit.HOUR,
        "j": CastingUnit.DAY,
        "d": CastingUnit.DAY,
        "s": CastingUnit.WEEK,
        "w": CastingUnit.WEEK,
    }[word[0]]
    return CastingTime(unit, n)


# ---------------------------------------------------------------- targets, effect, area

_NUMBER_WORDS = {"un": 1, "une": 1, "one": 1, "a": 1, "an": 1, "deux": 2, "two": 2, "trois": 3, "three": 3}


def read_targets(text: str) -> Targets | None:
    """001 « Cible(s) »: who or what; counts, per-level counts, willing, living, touched."""
    s = fold(clean(text)).strip(" .;:")
    if not s:
        return None
    caster_first = re.match(
        r"^(?:le |la |the )?(?:lanceur|jeteur|personnage)|^(?:vous|you|yourself|toi)\b|^personnel", s
    )
    if caster_first and not re.search(r"\s(?:et|and|ou|or|plus)\s|,", s):
        return Targets(TargetKind.CASTER, 1)
    creature = bool(re.search(r"creature|personne|humanoide|animal|person|mort-vivant|undead|allie|ally", s))
    obj = bool(re.search(r"\bobjec?ts?|arme|weapon|armure|armor|recipient|container", s))
    kind = (
        TargetKind.CREATURE_OR_OBJECT
        if creature and obj
        else TargetKind.CREATURE
        if creature
        else TargetKind.OBJECT
        if obj
        else TargetKind.OTHER
    )
    count: int | None = None
    levels_per: int | None = None
    if m := re.match(r"^(?:jusqu'a |up to )?(\d+|un|une|one|a|an|deux|two|trois|three)\b", s):
        count = int(m[1]) if m[1].isdigit() else _NUMBER_WORDS[m[1]]
    if m := re.search(r"/\s*(\d+\s*)?(?:niveaux?|levels?)", s):
        levels_per = int(m[1]) if m[1] else 1
        count = None
    if count is None and levels_per is None and kind is not TargetKind.OTHER:
        count = 1 if not re.search(r"s\b", s.split(",")[0].split(" ")[0]) else None
    return Targets(
        kind,
        count,
        levels_per,
        willing_only=bool(re.search(r"consentante?s?|willing", s)),
        living_only=bool(re.search(r"vivante?s?|living", s)),
        touched=bool(re.search(r"touche|touched", s)),
    )


_SHAPES: tuple[tuple[re.Pattern[str], AreaShape], ...] = (
    (re.compile(r"\bcone"), AreaShape.CONE),
    (re.compile(r"cylind"), AreaShape.CYLINDER),
    (re.compile(r"\bligne|\bline\b"), AreaShape.LINE),
    (re.compile(r"\bcubes?\b"), AreaShape.CUBE),
    (
        re.compile(r"sphere|rayon|radius|emanation|etendue|spread|burst|rayonnement|explosion|cercle|circle"),
        AreaShape.SPHERE,
    ),
)
_SPREADS: tuple[tuple[re.Pattern[str], AreaSpread], ...] = (
    (re.compile(r"etendue|spread"), AreaSpread.SPREAD),
    (re.compile(r"emanation"), AreaSpread.EMANATION),
    (re.compile(r"rayonnement|burst|explosion"), AreaSpread.BURST),
)


def read_area(text: str) -> Area | None:
    """001 « Zone d'effet »: shape, how it spreads, dimensions in squares, (F)/(S) shapeable."""
    s = fold(clean(text)).strip(" .;:")
    shape = next((sh for p, sh in _SHAPES if p.search(s)), None)
    if shape is None:
        return None
    spread = next((sp for p, sp in _SPREADS if p.search(s)), None)
    dims: dict[str, Fraction] = {}
    defaults = {
        AreaShape.SPHERE: ["radius"],
        AreaShape.CONE: ["length"],
        AreaShape.LINE: ["length", "width"],
        AreaShape.CUBE: ["side"],
        AreaShape.CYLINDER: ["radius", "height"],
        AreaShape.OTHER: ["length"],
    }[shape]
    per_level = bool(re.search(r"/\s*(?:\d+\s*)?(?:niveaux?|levels?)", s))
    for m in _DIST.finditer(s):
        if m["unit"] in {"c", "cases", "case", "square", "squares"} and "m" in {
            d["unit"] for d in _DIST.finditer(s[: m.start()])
        }:
            continue  # "6 m (4 c)": the squares repeat the metres
        value = _to_squares(m["num"], m["unit"])
        after = s[m.end() : m.end() + 18]
        before = s[max(0, m.start() - 12) : m.start()]
        name: str | None = None
        if re.match(r"[\s.-]*(?:\)\s*)?(?:de |of )?(?:rayon|radius)", after) or re.search(
            r"rayon de\s*$", before
        ):
            name = "radius"
        elif re.match(r"[\s.-]*(?:\)\s*)?(?:de |of )?(?:haut|high|height|hauteur)", after):
            name = "height"
        elif re.match(r"[\s.-]*(?:\)\s*)?(?:de |of )?(?:large|wide|width|largeur|epaisseur|thick)", after):
            name = "width"
        elif re.match(r"[\s.-]*(?:\)\s*)?(?:d'arete|de cote|on a side|per side)", after):
            name = "side"
        elif re.match(r"[\s.-]*(?:\)\s*)?(?:de long|long|de longueur)", after):
            name = "length"
        if name is None:
            name = next((d for d in defaults if d not in dims), None)
        if name is not None and name not in dims:
            dims[name] = value
    count = 1
    if counted := re.match(
        r"^(?:jusqu'a |up to )?(\d+|un|une|one|a|an|deux|two|trois|three)\s(?![\d,.\s]*(?:m|km|ft|c|cases?|pieds?|feet|metres?)\b)",
        s,
    ):
        count = int(counted[1]) if counted[1].isdigit() else _NUMBER_WORDS[counted[1]]
    if shape is AreaShape.LINE and "width" not in dims:
        dims["width"] = Fraction(1)
    return Area(
        shape,
        spread,
        radius=dims.get("radius"),
        length=dims.get("length"),
        width=dims.get("width"),
        height=dims.get("height"),
        side=dims.get("side"),
        count=count,
        per_level=per_level,
        shapeable=bool(re.search(r"\(\s*[fs]\s*\)", s)),
    )


def read_effect(text: str) -> Effect | None:
    """001 « Effet »: a ray, creatures, an object, a wall or a cloud (with its area when given)."""
    s = fold(clean(text)).strip(" .;:")
    if not s:
        return None
    area = read_area(s)
    if re.match(r"^(?:un |une |one |a |\d+ )?(?:rayons?|rays?)\b(?!\s*de\s*\d)", s) and "de rayon" not in s:
        m = re.match(r"^(\d+)", s)
        return Effect(EffectKind.RAY, int(m[1]) if m else 1)
    if re.search(r"\bmur|\bwall|barriere|barrier|muraille", s):
        return Effect(EffectKind.BARRIER, area=area)
    if re.search(r"nuage|brume|brouillard|cloud|fog|mist|vapeur|fumee|smoke", s):
        return Effect(EffectKind.CLOUD, area=area)
    if re.search(r"creature|monstre|summoned|convoque|elementaire|elemental|allie|serviteur|servant", s):
        m = re.match(r"^(\d+)", s)
        return Effect(EffectKind.CREATURE, int(m[1]) if m else 1, area=area)
    if re.search(r"\bobjec?t|arme|weapon|epee|sword|bouclier|shield|pierre|stone", s):
        return Effect(EffectKind.OBJECT, area=area)
    return Effect(EffectKind.OTHER, area=area)


# ---------------------------------------------------------------- fields and blocks

FIELD_LABELS: dict[str, str] = {
    "ecole": "school",
    "school": "school",
    "branche": "subschool",
    "subschool": "subschool",
    "registre": "descriptor",
    "registres": "descriptor",
    "descriptor": "descriptor",
    "descriptors": "descriptor",
    "niveau": "level",
    "level": "level",
    "spell level": "level",
    "spell_level": "level",
    "levels": "level",
    "temps d'incantation": "casting_time",
    "temps d incantation": "casting_time",
    "casting time": "casting_time",
    "casting_time": "casting_time",
    "composantes": "components",
    "composante": "components",
    "components": "components",
    "portee": "range",
    "range": "range",
    "cible": "targets",
    "cibles": "targets",
    "cible(s)": "targets",
    "target": "targets",
    "targets": "targets",
    "cible ou zone d'effet": "targets",
    "cible, effet ou zone d'effet": "targets",
    "cible et zone d'effet": "targets",
    "zone d'effet": "area",
    "zone": "area",
    "area": "area",
    "effet": "effect",
    "effect": "effect",
    "duree": "duration",
    "duration": "duration",
    "jet de sauvegarde": "saving_throw",
    "jets de sauvegarde": "saving_throw",
    "saving throw": "saving_throw",
    "saving_throw": "saving_throw",
    "resistance a la magie": "spell_resistance",
    "spell resistance": "spell_resistance",
    "spell_resistance": "spell_resistance",
    "spell_resistence": "spell_resistance",
    "restriction de cible": "ignored",
    "restrictions de cible": "ignored",
    "description": "description",
    "dismissible": "dismissible",
    "shapeable": "shapeable",
    "name": "name",
    "name_en": "name",
    "nom": "name",
}
_LABEL_RE = re.compile(
    r"(?P<label>"
    + "|".join(
        re.escape(lbl)
        for lbl in sorted(FIELD_LABELS, key=len, reverse=True)
        if "_" not in lbl and lbl != "levels"
    )
    + r")(?![\w'])\s*:?\s*"
)
CLASSIFIED_FIELDS = ("range", "duration", "saving_throw", "spell_resistance")


@dataclass(frozen=True, slots=True)
class ParsedSpell:
    """A spell read from text, with what could not be read (``unread``: field ids)."""

    spell: Spell
    unread: tuple[str, ...] = ()
    fields: tuple[tuple[str, str], ...] = ()  # field id → cleaned text, as found


def split_fields(text: str, *, inside_value: bool = False) -> list[tuple[str, str]]:
    """Cut ``text`` at the stat-block labels it contains: at a line start, after ``;``, or where a
    label is written with a capital (``Jet de sauvegarde Réflexes, 1/2 dégâts ; Résistance à la magie oui``).
    Text before the first label comes back under ``""``. ``inside_value``: the text is one field's
    value, so a label at its very start is part of it and a single capitalised word mid-line must
    follow a ``;`` to count."""
    out: list[tuple[str, str]] = []
    for line in clean_lines(text):
        folded = fold(line)
        cuts: list[tuple[int, int, str]] = []
        for m in _LABEL_RE.finditer(folded):
            start = m.start()
            before = folded[:start].rstrip()
            if start and folded[start - 1].isalnum():
                continue
            if inside_value and (not before or (" " not in m["label"] and not before.endswith(";"))):
                continue
            if before and not before.endswith((";", ".", "|")) and not line[start].isupper():
                continue
            if before.endswith(("'", "-")):
                continue
            cuts.append((start, m.end(), FIELD_LABELS[m["label"]]))
        if not cuts:
            out.append(("", line))
            continue
        if cuts[0][0] > 0:
            out.append(("", line[: cuts[0][0]].strip(" ;")))
        for i, (_, end, field_id) in enumerate(cuts):
            stop = cuts[i + 1][0] if i + 1 < len(cuts) else len(line)
            out.append((field_id, line[end:stop].strip(" ;")))
    return out


def clean_lines(text: str) -> list[str]:
    return [c for c in (clean(line) for line in text.splitlines()) if c]


def _merge(fields: Iterable[tuple[str, str]]) -> dict[str, str]:
    merged: dict[str, str] = {}
    for field_id, value in fields:
        if field_id and field_id not in merged and value.strip():
            merged[field_id] = value
    return merged


def parse_fields(
    fields: Mapping[str, str], *, name: str | None = None, ruleset: RulesetId = RulesetId.PF1
) -> ParsedSpell:
    """Read one spell given as label → text (French or English labels, or the ids of
    :data:`FIELD_LABELS`); labels glued inside values are split out first."""
    found: list[tuple[str, str]] = []
    for label, value in fields.items():
        field_id = FIELD_LABELS.get(fold(clean(label)).strip(" :"), FIELD_LABELS.get(label, ""))
        if not field_id or value is None:
            continue
        if field_id == "name":
            found.append((field_id, clean(str(value))))
            continue
        pieces = split_fields(str(value), inside_value=True)
        first = " ".join(v for f, v in pieces if not f) if pieces else ""
        found.append((field_id, first))
        found.extend((f, v) for f, v in pieces if f)
    merged = _merge(found)
    return _build(merged, name or merged.get("name") or "?", ruleset)


def _build(f: dict[str, str], name: str, ruleset: RulesetId) -> ParsedSpell:
    unread: list[str] = []

    def read(field_id: str, reader: Callable[[str], _T | None]) -> _T | None:
        text = f.get(field_id, "").strip()
        if not text:
            return None
        value = reader(text)
        if value is None:
            unread.append(field_id)
        return value

    school_line = read("school", read_school)
    descriptors: frozenset[Descriptor] = frozenset()
    others: tuple[str, ...] = ()
    if school_line is not None:
        descriptors, others = school_line.descriptors, school_line.other_descriptors
    if f.get("descriptor"):
        more, more_others = read_descriptors(f["descriptor"])
        descriptors, others = descriptors | more, (*others, *more_others)
    subschool = school_line.subschool if school_line is not None else None
    if f.get("subschool"):
        sub_key = fold(clean(f["subschool"])).split(",")[0].split(" or ")[0].strip()
        subschool = SUBSCHOOL_WORDS.get(sub_key, subschool)

    levels = read("levels" if "levels" in f else "level", read_levels)
    components = read("components", read_components)
    casting = read("casting_time", read_casting_time)
    rng = read("range", read_range)
    targets = read("targets", read_targets)
    effect = read("effect", read_effect)
    area = read("area", read_area)
    duration = read("duration", read_duration)
    save = read("saving_throw", read_saving_throw)
    sr = read("spell_resistance", read_spell_resistance)
    if duration is not None and f.get("dismissible", "").strip() in {"1", "true", "yes"}:
        duration = replace(duration, dismissible=True)
    if area is not None and f.get("shapeable", "").strip() in {"1", "true", "yes"}:
        area = replace(area, shapeable=True)
    if area is None and targets is not None and targets.kind is TargetKind.OTHER:
        area = read_area(f.get("targets", ""))

    spell = Spell(
        name_en=clean(name),
        ruleset=ruleset,
        school=school_line.school if school_line is not None else School.UNIVERSAL,
        subschool=subschool,
        descriptors=descriptors,
        other_descriptors=others,
        levels=levels or (),
        components=components or Components(),
        casting_time=casting or CastingTime(),
        range=rng or Range(RangeKind.OTHER),
        targets=targets,
        effect=effect,
        area=area,
        duration=duration or Duration(DurationKind.SPECIAL),
        saving_throw=save or SavingThrow(),
        spell_resistance=sr or SpellResistance(),
    )
    return ParsedSpell(spell, tuple(unread), tuple(f.items()))


def parse_block(text: str, *, ruleset: RulesetId = RulesetId.PF1) -> ParsedSpell:
    """Read one stat block (name on the first line without a label). Raises :class:`ParseError`
    when no stat-block line is found at all."""
    lines = clean_lines(text)
    pieces = split_fields(text)
    if len(lines) > 1:
        head = split_fields(lines[0])
        rest = split_fields("\n".join(lines[1:]))
        later = {f for f, _ in rest}
        if head and not head[0][0] and len(head) > 1 and ";" not in lines[0]:
            pieces = [("", lines[0]), *rest]  # "Splinter Spell Resistance": a name, not a field
        elif head and head[0][0] and head[0][0] in later:
            # a name that starts with a label word (« Zone de vérité »): the field comes later
            pieces = [("", lines[0]), *rest]
    labelled = [(f, v) for f, v in pieces if f and f not in {"description", "ignored"}]
    if not labelled:
        first = clean_lines(text)[0] if clean_lines(text) else ""
        raise ParseError("spells.no_field", text=first[:60])
    name = next((v for f, v in pieces if not f or f == "name"), "?")
    merged = _merge(pieces)
    parsed = _build(merged, name, ruleset)
    first_label = fold(text[:400])
    if re.search(r"\b(?:ecole|portee|duree|composantes|niveau)\b", first_label):
        parsed = replace(parsed, spell=replace(parsed.spell, name_fr=parsed.spell.name_en))
    return parsed


def split_blocks(text: str) -> list[str]:
    """Stat blocks separated by blank lines; a lone name line sticks to the block after it."""
    chunks = [c.strip() for c in re.split(r"\n\s*\n", text) if c.strip()]
    blocks: list[str] = []
    pending = ""
    for chunk in chunks:
        has_label = any(f for f, _ in split_fields(chunk))
        if not has_label and "\n" not in chunk and len(chunk) < 80:
            pending = f"{pending}\n{chunk}".strip()
            continue
        if not has_label and blocks and not pending:
            continue  # a description paragraph under the previous block
        blocks.append(f"{pending}\n{chunk}".strip() if pending else chunk)
        pending = ""
    if pending:
        blocks.append(pending)
    return blocks


def parse_blocks(text: str, *, ruleset: RulesetId = RulesetId.PF1) -> list[ParsedSpell | ParseError]:
    """Every block of ``text``: a parsed spell, or the error that block raised."""
    results: list[ParsedSpell | ParseError] = []
    for block in split_blocks(text):
        try:
            results.append(parse_block(block, ruleset=ruleset))
        except ParseError as error:
            results.append(error)
    return results


__all__ = [
    "CLASSIFIED_FIELDS",
    "FIELD_LABELS",
    "ParsedSpell",
    "SchoolLine",
    "class_ids",
    "clean",
    "fold",
    "is_see_text",
    "key",
    "parse_block",
    "parse_blocks",
    "parse_fields",
    "read_area",
    "read_casting_time",
    "read_components",
    "read_descriptors",
    "read_duration",
    "read_effect",
    "read_levels",
    "read_range",
    "read_saving_throw",
    "read_school",
    "read_spell_resistance",
    "read_targets",
    "split_blocks",
    "split_fields",
]
