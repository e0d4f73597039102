"""Every step a damage rule can produce has a name in both languages; every reason an unparsed
part can carry has a text; the docs cover the modules and commands."""

from __future__ import annotations

import re
from pathlib import Path

from arbitre.core.i18n import catalogue
from arbitre.rules.incorporeal import IncorporealCase

SRC = Path(__file__).resolve().parents[2] / "src" / "arbitre"
RULE_MODULES = (
    "damage_reduction",
    "energy_resistance",
    "iwr",
    "damage_multiplier",
    "nonlethal",
    "regeneration",
    "fast_healing",
    "incorporeal",
    "gaseous_form",
    "mitigation",
)


def _step_ids() -> set[str]:
    ids: set[str] = set()
    for name in RULE_MODULES:
        text = (SRC / "rules" / f"{name}.py").read_text(encoding="utf-8")
        ids |= set(re.findall(r'step\(\s*"([a-z_]+)"', text))
        ids |= set(re.findall(r'"(riders_[a-z]+|critical_damage|critical_not_multiplied)"', text))
    ids |= {
        f"incorporeal_{c.value}"
        for c in (IncorporealCase.NO_EFFECT, IncorporealCase.NO_EFFECT_NATURAL_ENERGY)
    }
    return ids


def test_every_step_has_a_name() -> None:
    ids = _step_ids()
    assert len(ids) > 25
    missing = sorted(i for i in ids if f"rule.{i}" not in catalogue())
    assert not missing


def test_every_unparsed_reason_has_a_text() -> None:
    from arbitre.content.defenses import UNPARSED_REASONS

    missing = sorted(r for r in UNPARSED_REASONS if f"damage.reason.{r}" not in catalogue())
    assert not missing


def test_docs_cover_modules_and_commands() -> None:
    doc = (SRC.parents[1] / "docs" / "damage.md").read_text(encoding="utf-8")
    for name in RULE_MODULES:
        assert f"`{name}`" in doc, name
    for command in ("arbitre damage", "arbitre parse defenses"):
        assert command in doc
    for section in ("000 « Réduction des dégâts »", "002 « Doubler les dégâts ou les diviser par deux »"):
        assert section in doc
