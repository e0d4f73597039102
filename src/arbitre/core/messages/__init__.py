"""Message tables, one module per area. Each exports ``MESSAGES``.

Add an area: create ``<area>.py`` with ``MESSAGES: dict[str, dict[Lang, str]]`` and list it below.
Keys are dotted and start with the area (``dice.``, ``damage.``…); ``rule.<id>`` keys name the
rules shown in explanations.
"""

from __future__ import annotations

import importlib

from arbitre.core.i18n import Lang

AREA_MODULES = ("common", "dice", "damage", "spells", "grid", "creatures", "abilities", "engine", "encounter")


def _load() -> list[dict[str, dict[Lang, str]]]:
    areas: list[dict[str, dict[Lang, str]]] = []
    for name in AREA_MODULES:
        try:
            module = importlib.import_module(f"arbitre.core.messages.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"arbitre.core.messages.{name}":
                continue  # area not written yet
            raise
        areas.append(module.MESSAGES)
    return areas


ALL_AREAS = _load()
