"""YAML reading with libyaml's C parser when PyYAML has it (eight times faster than the pure
Python one on the embedded spell list), the pure Python parser otherwise. Both are PyYAML's
``safe`` loaders: plain data only, no Python objects."""

from __future__ import annotations

from typing import Any

import yaml
from yaml import YAMLError

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def safe_load(text: str) -> Any:
    """The document in ``text`` (``yaml.safe_load`` semantics)."""
    return yaml.load(text, Loader=_Loader)


__all__ = ["YAMLError", "safe_load"]
