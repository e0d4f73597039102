"""Small text helpers shared by the stat-line parsers and the name lookups."""

from __future__ import annotations

import contextlib
import re
import unicodedata

from arbitre.core.text import repair

_SPACES_QUOTES = str.maketrans({"\u00a0": " ", "\u202f": " ", "’": "'", "‘": "'"})
_WIKI_LINK = re.compile(r"\[Pathfinder-RPG\.[^\]|]*\|([^\]]*)\]|\[Pathfinder-RPG\.([^\]]*)\]")
_NOISE = re.compile(r"\{br\}|\\\\|\\|\*+|\u200b")
_SPACES = re.compile(r"[ \t]+")


def clean(text: str) -> str:
    """Repair encoding accidents and strip wiki markup; keep the meaning and the case."""
    if "Ã" in text:
        with contextlib.suppress(UnicodeEncodeError, UnicodeDecodeError):
            text = text.encode("latin-1").decode("utf-8")
    text = repair(text).translate(_SPACES_QUOTES)
    text = _WIKI_LINK.sub(lambda m: m[1] if m[1] is not None else m[2], text)
    text = _NOISE.sub(" ", text)
    return _SPACES.sub(" ", text).strip()


def _fold_char(c: str) -> str:
    base = unicodedata.normalize("NFD", c)[0].lower()
    return base if len(base) == 1 else c


_FOLD_CACHE: dict[str, str] = {}


def fold(text: str) -> str:
    """Lower case without accents, same length as ``text`` (so positions carry over)."""
    out = []
    for c in text:
        f = _FOLD_CACHE.get(c)
        if f is None:
            f = _FOLD_CACHE[c] = _fold_char(c)
        out.append(f)
    return "".join(out)


def key(text: str) -> str:
    """Matching key for names: folded, punctuation dropped, spaces collapsed."""
    return " ".join(re.sub(r"[^\w]+", " ", fold(clean(text))).split())


def split_top(text: str, seps: str) -> list[str]:
    """Split ``text`` at any character of ``seps`` that stands outside parentheses and brackets
    (``RD 5/argent ; résistance (feu, froid) 10`` splits on ``;`` only). Parts are not stripped."""
    parts: list[str] = []
    depth = 0
    current: list[str] = []
    for ch in text:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        if ch in seps and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(ch)
    parts.append("".join(current))
    return parts
