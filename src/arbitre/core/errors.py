"""arbitre's exceptions: one root, user-facing messages in French and English.

The tree::

    ArbitreError                 every error arbitre raises on purpose
    ├── InputError               the user's input is wrong (CLI exit code 2, HTTP 400/422)
    │   ├── DiceError
    │   │   ├── DiceSyntaxError  an expression that does not follow the grammar (has a position)
    │   │   └── DiceLimitError   an expression over a safety limit (dice, sides, support, depth)
    │   ├── ParseError           a stat line or stat block that cannot be read
    │   ├── ContentError         content (spell, creature, scenario, map) that fails validation
    │   ├── NotFoundError        a name that matches nothing (carries suggestions)
    │   └── RulesError           an impossible state (negative ability score, HD 0…)
    ├── NotAutomatedError        a rule the game master decides (exit code 3)
    └── StorageError             the encounter store failed (exit code 4)
        └── ConflictError        another writer got there first (exit code 5)

Each error carries a message key of :mod:`arbitre.core.i18n` and its parameters, so it renders in
the user's language at the last moment; a hint key; the position in the input when it has one;
and the section of the rules text it comes from. ``ValueError``/``TypeError`` remain for
programmer mistakes only. Exit codes live in :mod:`arbitre.cli._errors` and nowhere else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from arbitre.core.i18n import Lang, tr


@dataclass(frozen=True, slots=True)
class Position:
    """Where in the input text the problem is (1-based column, optional line)."""

    column: int
    line: int | None = None
    text: str | None = None  # the input itself, to underline the column

    def caret(self) -> str | None:
        """Two lines: the input and a caret under the column, or ``None``."""
        if self.text is None or "\n" in self.text:
            return None
        return f"{self.text}\n{' ' * (self.column - 1)}^"


class ArbitreError(Exception):
    """Root of every error arbitre raises on purpose."""

    def __init__(
        self,
        key: str,
        /,
        *,
        hint: str | None = None,
        position: Position | None = None,
        section: str | None = None,
        **params: Any,
    ) -> None:
        self.key = key
        self.hint_key = hint
        self.position = position
        self.section = section
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: Lang | None = None) -> str:
        """The main sentence, in ``lang`` (default: the current language)."""
        return tr(self.key, lang, **self.params)

    def hint(self, lang: Lang | None = None) -> str | None:
        """A suggestion of what to do instead, or ``None``."""
        if self.hint_key is None:
            return None
        return tr(self.hint_key, lang, **self.params)

    def to_dict(self, lang: Lang | None = None) -> dict[str, Any]:
        """The JSON body shared by the CLI's ``--json`` output and the HTTP API."""
        body: dict[str, Any] = {
            "error": self.message(lang),
            "code": self.key,
            "type": type(self).__name__,
        }
        if (hint := self.hint(lang)) is not None:
            body["hint"] = hint
        if self.position is not None:
            body["position"] = {"column": self.position.column, "line": self.position.line}
        if self.section is not None:
            body["section"] = self.section
        return body


class InputError(ArbitreError):
    """The user's input is wrong."""


class DiceError(InputError):
    """A dice expression is wrong."""


class DiceSyntaxError(DiceError):
    """A dice expression does not follow the grammar (always has a position)."""


class DiceLimitError(DiceError):
    """A dice expression goes over a safety limit."""


class ParseError(InputError):
    """A stat line or stat block cannot be read."""


class ContentError(InputError):
    """Content fails validation (spell, creature, scenario, map)."""


class NotFoundError(InputError):
    """A name matches nothing."""

    def __init__(self, key: str, /, *, suggestions: tuple[str, ...] = (), **kwargs: Any) -> None:
        self.suggestions = suggestions
        super().__init__(key, suggestions=", ".join(suggestions) or "—", **kwargs)

    def to_dict(self, lang: Lang | None = None) -> dict[str, Any]:
        body = super().to_dict(lang)
        body["suggestions"] = list(self.suggestions)
        return body


class RulesError(InputError):
    """An impossible game state."""


class NotAutomatedError(ArbitreError):
    """A rule that arbitre leaves to the game master."""


class StorageError(ArbitreError):
    """The encounter store failed."""


class ConflictError(StorageError):
    """Another writer changed the encounter first."""


__all__ = [
    "ArbitreError",
    "ConflictError",
    "ContentError",
    "DiceError",
    "DiceLimitError",
    "DiceSyntaxError",
    "InputError",
    "NotAutomatedError",
    "NotFoundError",
    "ParseError",
    "Position",
    "RulesError",
    "StorageError",
]
