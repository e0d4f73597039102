"""The public surface: sorted ``__all__`` that names only what exists; ``py.typed`` shipped."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

PUBLIC = ["arbitre", "arbitre.dice", "arbitre.core.errors"]


@pytest.mark.parametrize("name", PUBLIC)
def test_all_is_sorted_and_exists(name: str) -> None:
    module = importlib.import_module(name)
    exported = list(module.__all__)
    assert exported == sorted(exported, key=lambda s: (not s.isupper(), s)) or exported == sorted(exported)
    for item in exported:
        assert hasattr(module, item), f"{name}.{item}"


def test_py_typed_is_shipped() -> None:
    import arbitre

    assert (Path(arbitre.__file__).parent / "py.typed").is_file()


def test_error_tree_is_drawn_in_the_docstring() -> None:
    from arbitre.core import errors

    doc = errors.__doc__ or ""
    for name in errors.__all__:
        if name.endswith("Error"):
            assert name in doc, name
