"""Helpers shared by the damage rule modules: building steps, section titles."""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from arbitre.model.damage import DamageReduction
from arbitre.model.explain import Step

# Sections of the rules texts the damage modules implement (file stem and title).
S000_DR = "000 « Réduction des dégâts »"
S000_ENERGY_RESISTANCE = "000 « Résistance aux énergies destructives »"
S000_IMMUNITY = "000 « Immunité »"
S000_REGENERATION = "000 « Régénération »"
S000_FAST_HEALING = "000 « Guérison accélérée »"
S000_INCORPOREAL = "000 « Intangibilité »"
S000_GASEOUS = "000 « Forme gazeuse »"
S002_TYPES = "002 « Les types de dégâts »"
S002_DOUBLING = "002 « Doubler les dégâts ou les diviser par deux »"
S002_NONLETHAL = "002 « Attaques non létales »"
S002_IMMUNITY = "002 « Immunité »"
S002_WEAKNESS = "002 « Faiblesse »"
S002_RESISTANCE = "002 « Résistance »"
S002_INTERACTIONS = "002 « Interactions entre faiblesses et résistances »"
S002_RIDERS = "002 « Dégâts et améliorations »"
# Rules the seed texts do not spell out (kept apart so docs and steps say so).
OUTSIDE_VULNERABILITY = "SRD « Vulnérabilité » (hors textes 000–002)"
OUTSIDE_CRITICAL = "SRD « Coups critiques » (hors textes 000–002)"


def step(rule: str, section: str, before: int | None, after: int | None, **detail: Any) -> Step:
    """A :class:`Step` with an immutable ``detail``."""
    return Step(rule, section, before, after, MappingProxyType(detail))


def dr_label(dr: DamageReduction) -> str:
    """``10/cold_iron+good|silver``: canonical, language-neutral notation for step details."""
    if not dr.bypass:
        return f"{dr.amount}/-"
    return f"{dr.amount}/" + "|".join("+".join(sorted(alt)) for alt in dr.bypass)
