"""Parse rate over real stat lines written by others (../shared/data): the range, duration, saving
throw and spell resistance lines are classified unless the text itself only says « voir texte »."""

from __future__ import annotations

import csv
import json
from collections import Counter
from pathlib import Path

import pytest

from arbitre.content.spell_parser import CLASSIFIED_FIELDS, is_see_text, parse_fields

FLOOR = 0.97


def _records(shared: Path) -> list[tuple[str, str, dict[str, str]]]:
    out: list[tuple[str, str, dict[str, str]]] = []
    with (shared / "spells-fr-pf1.jsonl").open(encoding="utf-8") as fh:
        for line in fh:
            record = json.loads(line)
            out.append(("fr", record["title"], record["fields"]))
    with (shared / "spells-en-pf1.csv").open(encoding="utf-8", newline="") as fh:
        out.extend(("en", row["name_en"], row) for row in csv.DictReader(fh))
    return out


def measure(shared: Path) -> tuple[Counter[tuple[str, str]], Counter[tuple[str, str]], list[str]]:
    total: Counter[tuple[str, str]] = Counter()
    classified: Counter[tuple[str, str]] = Counter()
    left: list[str] = []
    for lang, name, fields in _records(shared):
        parsed = parse_fields(fields, name=name)
        texts = dict(parsed.fields)
        for field in CLASSIFIED_FIELDS:
            text = texts.get(field, "").strip()
            if not text or is_see_text(text):
                continue
            total[lang, field] += 1
            if field in parsed.unread:
                left.append(f"{lang} {name} {field}: {text!r}")
            else:
                classified[lang, field] += 1
    return total, classified, left


@pytest.mark.shared_data
def test_parse_rate_over_shared_spells(shared_data: Path) -> None:
    total, classified, left = measure(shared_data)
    for key in sorted(total):
        print(f"{key}: {classified[key]}/{total[key]} = {classified[key] / total[key]:.2%}")
    rate = sum(classified.values()) / sum(total.values())
    print(f"overall {sum(classified.values())}/{sum(total.values())} = {rate:.2%}; left: {left}")
    assert sum(total.values()) > 8000
    assert rate >= FLOOR
    for key in total:
        assert classified[key] / total[key] >= FLOOR, key


@pytest.mark.shared_data
def test_every_shared_record_parses_without_error(shared_data: Path) -> None:
    """Robustness: every record gives a spell (what is not understood is listed, never raised)."""
    for _, name, fields in _records(shared_data):
        assert parse_fields(fields, name=name).spell is not None
