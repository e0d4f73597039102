"""Small text helpers shared by the stat-line parsers."""

from __future__ import annotations


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
