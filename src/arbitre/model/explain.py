"""Explanation records: every rule that touches a result leaves a :class:`Step`.

A step names its rule (an id whose text is the catalogue key ``rule.<id>``), the section of the
rules text it applies (file stem and section title, e.g. ``002 « Résistance »``), the value before
and after, and the inputs that mattered. Interfaces render steps in French or English; rules never
write prose themselves.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from arbitre.core.i18n import Lang, catalogue, tr

_EMPTY: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Step:
    """One rule applied: ``rule`` id, ``section`` of the text, value ``before`` → ``after``."""

    rule: str
    section: str
    before: int | None = None
    after: int | None = None
    detail: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)

    def describe(self, lang: Lang | None = None) -> str:
        """The rule's name in ``lang``, filled with ``detail`` (falls back to the id)."""
        key = f"rule.{self.rule}"
        if key not in catalogue():
            return self.rule
        return tr(key, lang, **dict(self.detail), before=self.before, after=self.after)

    def to_dict(self) -> dict[str, Any]:
        """JSON shape of a step: ``{"rule", "section", "before", "after", …detail}``."""
        body: dict[str, Any] = {
            "rule": self.rule,
            "section": self.section,
            "before": self.before,
            "after": self.after,
        }
        if self.detail:
            body["detail"] = {k: _jsonable(v) for k, v in self.detail.items()}
        return body


def _jsonable(value: Any) -> Any:
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple | frozenset | set):
        return [_jsonable(v) for v in value]
    return str(value)
