"""Printing lines written in rich's markup (``[bold]…[/]``, ``[dim]``, ``[cyan]``…) without
importing rich, for the commands used at the table.

Why not rich itself: rich is imported for every line a command prints, and importing and first
printing with it costs ~19 ms, a tenth of the 200 ms budget of ``arbitre encounter act``. Lines of
text are what those commands print; :class:`LineConsole` writes them itself (styles as ANSI codes
on a terminal, plain text otherwise, ``NO_COLOR`` honoured) and hands anything else (tables,
panels) to a rich console created on first need. Both read the same markup, so the command code
does not care which one prints: :func:`escape` marks literal brackets exactly where rich's parser
would take them for a tag.
"""

from __future__ import annotations

import os
import re
import sys
from typing import IO, Any

# a tag as rich's markup reads it: "[" then a letter, "#", "/" or "@", up to the next "]"
_TAG_START = r"\[(?=[a-z#/@][^\[]*?\])"
_ESCAPE = re.compile(r"(\\*)" + _TAG_START)
_TAGS = re.compile(r"(\\*)\[([a-z#/@][^\[]*?)\]")

_CODES = {
    "bold": "1",
    "dim": "2",
    "italic": "3",
    "underline": "4",
    "strike": "9",
    "red": "31",
    "green": "32",
    "yellow": "33",
    "blue": "34",
    "magenta": "35",
    "cyan": "36",
    "white": "37",
}


def escape(text: str) -> str:
    """``text`` with every bracket that would read as a tag escaped (``[e12]`` stays ``[e12]``)."""

    def doubled(match: re.Match[str]) -> str:
        return match.group(1) * 2 + "\\["

    escaped = _ESCAPE.sub(doubled, text)
    if escaped.endswith("\\") and not escaped.endswith("\\\\"):
        escaped += "\\"  # a lone final backslash would escape the closing tag that follows
    return escaped


def render(markup: str, *, color: bool) -> str:
    """The text of ``markup``: tags become ANSI styles (``color``) or disappear; escaped brackets
    are brackets again."""
    out: list[str] = []
    stack: list[str] = []
    position = 0
    for match in _TAGS.finditer(markup):
        slashes = match.group(1)
        out.append(_plain(markup[position : match.start()]))
        position = match.end()
        if len(slashes) % 2:  # an escaped bracket: keep the text, drop one backslash of each pair
            out.append(slashes[: len(slashes) // 2] + "[" + match.group(2) + "]")
            continue
        out.append(slashes[: len(slashes) // 2])
        tag = match.group(2)
        if tag.startswith("/"):
            if stack:
                stack.pop()
        else:
            stack.append(";".join(_CODES[w] for w in tag.split() if w in _CODES))
        if color:
            codes = ";".join(c for c in stack if c)
            out.append("\x1b[0m" + (f"\x1b[{codes}m" if codes else ""))
    out.append(_plain(markup[position:]))
    if color and stack:
        out.append("\x1b[0m")
    return "".join(out)


def _plain(text: str) -> str:
    """Text between tags: an escaped bracket is a bracket (as rich reads it)."""
    return text.replace("\\[", "[")


def _wants_color(stream: IO[str]) -> bool:
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    return bool(getattr(stream, "isatty", lambda: False)()) and os.environ.get("TERM") != "dumb"


class LineConsole:
    """The part of a rich console the commands use: ``print`` of markup lines (``style`` wraps a
    line in one more style); other objects go to rich, imported then."""

    def __init__(self, *, stderr: bool = False) -> None:
        self.stderr = stderr
        self._rich: Any = None

    @property
    def stream(self) -> IO[str]:
        return sys.stderr if self.stderr else sys.stdout

    def rich(self) -> Any:
        if self._rich is None:
            from rich.console import Console

            self._rich = Console(stderr=self.stderr, highlight=False)
        return self._rich

    def __getattr__(self, name: str) -> Any:
        # the rest of a rich console (rule, status, width…), from rich itself
        return getattr(self.rich(), name)

    def print(self, *objects: Any, style: str | None = None, end: str = "\n", **options: Any) -> None:
        stream = self.stream
        windows_terminal = sys.platform == "win32" and bool(getattr(stream, "isatty", lambda: False)())
        if options or windows_terminal or not all(isinstance(o, str) for o in objects):
            # rich for objects, and for Windows consoles (it switches on their ANSI support)
            self.rich().print(*objects, style=style, end=end, **options)
            return
        text = " ".join(objects)
        if style:
            text = f"[{style}]{text}[/]"
        stream.write(render(text, color=_wants_color(stream)) + end)


__all__ = ["LineConsole", "escape", "render"]
