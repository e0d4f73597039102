"""The message catalogue: every user-facing sentence, in French (default) and English.

Why a typed table rather than gettext + Babel: arbitre's messages are short, parameterised
sentences owned by the code that raises them, and the package must install with pip alone.
A gettext catalogue needs a compile step (``.po`` → ``.mo``) in the build and hides missing
translations until run time; a Python table is checked by ``mypy`` and by
``tests/test_i18n.py`` (every key has both languages and the same ``{placeholders}``).
Babel is still the right tool for number formatting should we need locale-aware output.

Messages live in ``arbitre.core.messages.<area>`` modules, one per rule area, each exporting
``MESSAGES: dict[str, dict[Lang, str]]``; this module merges them into one catalogue.
"""

from __future__ import annotations

import os
from contextvars import ContextVar
from functools import cache
from typing import Literal, get_args

Lang = Literal["fr", "en"]
LANGS: tuple[Lang, ...] = get_args(Lang)
DEFAULT_LANG: Lang = "fr"

_current: ContextVar[Lang | None] = ContextVar("arbitre_lang", default=None)


def parse_lang(value: str | None) -> Lang | None:
    """Return the language named by ``value`` (``fr``, ``en``, ``fr_FR``…) or ``None``."""
    if not value:
        return None
    short = value.strip().lower()[:2]
    for lang in LANGS:
        if short == lang:
            return lang
    return None


def current_lang() -> Lang:
    """The language in force: set explicitly, else ``ARBITRE_LANG``, else French."""
    lang = _current.get()
    if lang is not None:
        return lang
    return parse_lang(os.environ.get("ARBITRE_LANG")) or DEFAULT_LANG


def set_lang(lang: Lang | None) -> None:
    """Set the language for this context (``None`` goes back to the environment)."""
    _current.set(lang)


@cache
def catalogue() -> dict[str, dict[Lang, str]]:
    """All messages, merged from the per-area modules (loaded once)."""
    from arbitre.core.messages import ALL_AREAS

    merged: dict[str, dict[Lang, str]] = {}
    for area in ALL_AREAS:
        for key, texts in area.items():
            if key in merged:
                raise ValueError(f"duplicate message key {key!r}")
            merged[key] = texts
    return merged


def tr(key: str, lang: Lang | None = None, /, **params: object) -> str:
    """Translate ``key`` into ``lang`` (default: the current language) and fill its placeholders.

    An unknown key is a programmer error, but the user still gets something readable: the key.
    """
    texts = catalogue().get(key)
    if texts is None:
        return key
    template = texts[lang or current_lang()]
    try:
        return template.format(**params)
    except (KeyError, IndexError):
        return template
