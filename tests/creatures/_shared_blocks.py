"""Turn the shared data files (one JSON record per creature) into stat blocks as users paste them."""

from __future__ import annotations

import json
from pathlib import Path

FR_FILE = "creature-defenses-fr-pf1.jsonl"
EN_FILE = "monsters-en-dnd35.jsonl"


def french_blocks(data: Path) -> list[str]:
    """``CA …``, ``pv …``, ``Réf …`` and the defense lines of each wiki page (first value of each)."""
    blocks = []
    for line in (data / FR_FILE).read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        rows = [record["title"]]
        for label, values in record["fields"].items():
            if values:
                rows.append(f"{label} {values[0]}")
        blocks.append("\n".join(rows))
    return blocks


def english_blocks(data: Path) -> list[str]:
    """3.5 SRD rows ``Label: value``; the title's part after ``/`` becomes the size/type line."""
    blocks = []
    for line in (data / EN_FILE).read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        name, _, kind = record["title"].partition(" / ")
        rows = [name.strip()]
        if kind.strip():
            rows.append(kind.strip())
        for label, value in record["fields"].items():
            rows.append(f"{label}: {value}")
        blocks.append("\n".join(rows))
    return blocks
