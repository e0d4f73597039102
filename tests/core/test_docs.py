"""Docs are tested: every rule module and every CLI command is documented."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import typer.main

from arbitre.cli.main import register

REPO = Path(__file__).resolve().parents[2]
DOCS = "\n".join(
    p.read_text(encoding="utf-8") for p in [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
)


def _commands() -> Iterator[tuple[str, bool]]:
    def walk(command: object, prefix: str) -> Iterator[tuple[str, bool]]:
        for name, sub in getattr(command, "commands", {}).items():
            full = f"{prefix} {name}".strip()
            yield full, bool(getattr(sub, "hidden", False))
            yield from walk(sub, full)

    yield from walk(typer.main.get_command(register()), "")


def test_every_rule_module_is_documented() -> None:
    missing = [
        p.stem
        for p in sorted((REPO / "src" / "arbitre" / "rules").glob("*.py"))
        if not p.stem.startswith("_") and p.stem not in DOCS
    ]
    assert not missing, f"rule modules without documentation: {missing}"


def test_every_command_is_documented() -> None:
    missing = []
    for path, hidden in _commands():
        if hidden:
            continue
        last = path.split()[-1]
        if f"arbitre {path}" not in DOCS and f"`{last}`" not in DOCS:
            missing.append(path)
    assert not missing, f"commands without documentation: {missing}"
