"""Turning a pydantic validation error into what arbitre's errors say: the first problem's field
path and message (pydantic is imported by the modules that validate, never here)."""

from __future__ import annotations

from typing import Any


def first_problem(error: Any, prefix: str = "") -> tuple[str, str]:
    """``(path, message)`` of the first problem of a ``pydantic.ValidationError``: the path joins
    ``prefix`` and the field names (``action.strike.threat``), leaves out pydantic's own steps
    (``function-…``, ``union[…]``) and writes ``class_`` as ``class``; ``?`` when it is empty."""
    first = error.errors()[0]
    parts = [prefix, *(str(p) for p in first["loc"])]
    path = ".".join(p for p in parts if p and not p.startswith(("function-", "union[")))
    return path.replace("class_", "class") or "?", str(first["msg"])


__all__ = ["first_problem"]
