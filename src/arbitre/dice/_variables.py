"""Variables the caller binds, in French and English (``nls`` = ``cl`` = caster level…)."""

from __future__ import annotations

ALIASES: dict[str, tuple[str, ...]] = {
    "caster_level": ("nls", "cl", "nl", "niveau_lanceur", "caster_level"),
    "hit_dice": ("dv", "hd", "hit_dice", "des_de_vie"),
    "level": ("niv", "niveau", "level", "lvl"),
    "rank": ("rang", "rank", "spell_rank"),
    "spell_level": ("niv_sort", "spell_level", "sl"),
    "str_mod": ("mod_for", "str_mod", "mod_str", "for_mod"),
    "dex_mod": ("mod_dex", "dex_mod"),
    "con_mod": ("mod_con", "con_mod"),
    "int_mod": ("mod_int", "int_mod"),
    "wis_mod": ("mod_sag", "wis_mod", "mod_wis", "sag_mod"),
    "cha_mod": ("mod_cha", "cha_mod"),
}

_CANONICAL: dict[str, str] = {alias: canon for canon, names in ALIASES.items() for alias in names}


def canonical(name: str) -> str:
    """Canonical id of a variable name (unknown names are their own canonical id)."""
    low = name.lower()
    return _CANONICAL.get(low, low)


def display(formula: str, lang: str) -> str:
    """``min(nls,10)d6`` as the reader says it: ``min(cl,10)d6`` in English (each known variable
    by its first French or first English name; numbers, dice and functions unchanged)."""
    import re

    position = 0 if lang == "fr" else 1

    def name(match: re.Match[str]) -> str:
        canon = _CANONICAL.get(match.group(0).lower())
        return ALIASES[canon][position] if canon is not None else match.group(0)

    return re.sub(r"\b[A-Za-z_][A-Za-z_]*\b", name, formula)


def known_names() -> str:
    """A short list for error hints: ``nls/cl, dv/hd, …``."""
    return ", ".join("/".join(names[:2]) for names in ALIASES.values())
