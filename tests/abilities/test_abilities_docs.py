"""docs/abilities.md: one row per section of text 000, every module it names exists; every rule id
used in a step has its ``rule.<id>`` message in both languages."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

from arbitre.core.i18n import catalogue
from arbitre.model.ability import SECTIONS

REPO = Path(__file__).resolve().parents[2]
DOC = REPO / "docs" / "abilities.md"
MINE = [
    "negative_levels", "ability_damage", "antimagic", "death_attacks", "gaze", "breath_weapon", "trample", "poison",
    "frightful_presence", "fear", "evasion", "rays", "rend", "constrict", "improved_grab", "pounce", "rake",
    "swallow_whole", "summon", "invisibility", "paralysis", "turn_resistance", "hive_mind", "senses", "immunity",
    "sonic", "alternate_form", "ethereal", "dc",
]  # fmt: skip


def _rows() -> list[str]:
    return [line for line in DOC.read_text(encoding="utf-8").splitlines() if line.startswith("| « ")]


def test_one_row_per_section() -> None:
    rows = _rows()
    titles = [re.match(r"\| « (.+?) » \|", r).group(1) for r in rows]  # type: ignore[union-attr]
    assert titles == [s.title_fr for s in SECTIONS]
    for row in rows:
        status = row.split("|")[2].strip()
        assert status in {"automated", "partly", "descriptive"}, row


def test_named_modules_exist() -> None:
    names = set(re.findall(r"`(arbitre(?:\.\w+)+)`", DOC.read_text(encoding="utf-8")))
    assert names
    for name in names:
        parts = name.split(".")
        # a module, or an attribute of one (arbitre.model.ability.SECTIONS)
        for cut in range(len(parts), 1, -1):
            try:
                module = importlib.import_module(".".join(parts[:cut]))
            except ModuleNotFoundError:
                continue
            obj: object = module
            for attr in parts[cut:]:
                obj = getattr(obj, attr)
            break
        else:
            raise AssertionError(f"{name} named in docs/abilities.md does not exist")


def test_every_rule_id_has_a_message() -> None:
    cat = catalogue()
    src = REPO / "src" / "arbitre" / "rules"
    ids: set[str] = set()
    for mod in MINE:
        text = (src / f"{mod}.py").read_text(encoding="utf-8")
        ids |= set(re.findall(r'Step\(\s*"(\w+)"', text))
        for pair in re.findall(r'(?:Step\(\s*|rule = )"(\w+)" if [^"\n]+ else "(\w+)"', text):
            ids |= set(pair)
    missing = sorted(i for i in ids if f"rule.{i}" not in cat)
    assert not missing
    for i in ids:
        assert set(cat[f"rule.{i}"]) == {"fr", "en"}
