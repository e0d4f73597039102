"""Benchmark of the spell stat-block parser (issue 4): ``python bench/bench_spell_parser.py``.

Target: reading every record of ``../shared/data/spells-en-pf1.csv`` and ``spells-fr-pf1.jsonl``
(about 2,500 spells) in under 2 s. Two measures: the records as label → text fields
(:func:`parse_fields`), and the same records rebuilt as pasted text blocks, one field per line and
blocks separated by blank lines (:func:`parse_blocks`, which also finds the labels). Each is run in
a fresh process-wide state (caches cleared) and the best of ``--repeat`` runs is printed.
"""

from __future__ import annotations

import argparse
import csv
import json
import time
from pathlib import Path

from arbitre.content import spell_parser
from arbitre.content.spell_parser import parse_blocks, parse_fields

SHARED = Path(__file__).resolve().parents[1].parent / "shared" / "data"
TARGET_S = 2.0
EN_COLUMNS = {
    "school": "School",
    "spell_level": "Level",
    "casting_time": "Casting Time",
    "components": "Components",
    "range": "Range",
    "targets": "Targets",
    "area": "Area",
    "effect": "Effect",
    "duration": "Duration",
    "saving_throw": "Saving Throw",
    "spell_resistence": "Spell Resistance",
}


def load(shared: Path) -> list[tuple[str, dict[str, str]]]:
    records: list[tuple[str, dict[str, str]]] = []
    with (shared / "spells-fr-pf1.jsonl").open(encoding="utf-8") as fh:
        records.extend((r["title"], r["fields"]) for r in map(json.loads, fh))
    with (shared / "spells-en-pf1.csv").open(encoding="utf-8", newline="") as fh:
        records.extend((row["name_en"], row) for row in csv.DictReader(fh))
    return records


def as_text(records: list[tuple[str, dict[str, str]]]) -> str:
    blocks = []
    for name, fields in records:
        lines = [name]
        for label, value in fields.items():
            shown = EN_COLUMNS.get(label, label)
            if value and label not in {"name_en", "descriptor", "subschool", "dismissible", "shapeable"}:
                lines.append(f"{shown} {value}".replace("\n", " "))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def timed(fn: object, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        spell_parser._FOLD_CACHE.clear()
        start = time.perf_counter()
        fn()  # type: ignore[operator]
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--shared", type=Path, default=SHARED)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    records = load(args.shared)
    text = as_text(records)

    fields_s = timed(lambda: [parse_fields(f, name=n) for n, f in records], args.repeat)
    blocks_s = timed(lambda: parse_blocks(text), args.repeat)
    results = parse_blocks(text)
    print(f"records: {len(records)} (blocks read back: {len(results)})")
    print("| measure | seconds | per record | target |")
    print("|---|---|---|---|")
    for label, seconds in (
        ("parse_fields (label → text)", fields_s),
        ("parse_blocks (pasted text)", blocks_s),
    ):
        ok = "ok" if seconds < TARGET_S else "OVER"
        print(f"| {label} | {seconds:.3f} | {seconds / len(records) * 1e6:.0f} µs | < {TARGET_S} s {ok} |")


if __name__ == "__main__":
    main()
