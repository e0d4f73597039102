"""The pydantic-free action value (``engine/action.py``): the same bounds as the scenario schema,
checked with plain code, and clear input errors from the encounter's text actions."""

from __future__ import annotations

from typing import Any

import pytest

from arbitre.core.errors import InputError
from arbitre.engine.action import BOUNDS, Action, Strike, plan_action
from arbitre.engine.scenario import ActionSpec, load_scenario_text
from arbitre.model.ruleset import get_ruleset


def test_fields_become_an_action() -> None:
    action = Action.from_fields(
        "mage", ["troll"], {"cast": "boule de feu", "caster_level": 10, "dc": 17, "class": "wizard"}
    )
    assert action == Action(
        "mage", cast="boule de feu", caster_level=10, dc=17, class_="wizard", targets=("troll",)
    )
    strike = Action.from_fields("ogre", ["g"], {"strike": {"attack": 8, "damage": "1d8+3", "threat": 19}})
    assert strike.strike == Strike(8, "1d8+3", threat=19)


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"cast": "x", "caster_level": 0}, "caster_level"),
        ({"cast": "x", "dc": 100}, "dc"),
        ({"cast": "x", "rank": 11}, "rank"),
        ({"strike": {"attack": 1, "damage": "1d4", "threat": 1}}, "strike.threat"),
        ({"strike": {"attack": 1, "damage": "1d4", "multiplier": 6}}, "strike.multiplier"),
        ({"cast": "x", "caster_level": "dix"}, "caster_level"),
        ({"strike": "1d4"}, "strike"),
    ],
)
def test_out_of_bounds_fields_are_input_errors(fields: dict[str, Any], field: str) -> None:
    with pytest.raises(InputError) as info:
        Action.from_fields("a", ["b"], fields)
    assert info.value.params["field"] == field
    assert field in info.value.message("en")


def test_bounds_are_the_scenario_schema_bounds() -> None:
    """One set of numbers: the plain checks and the pydantic schema agree."""
    schema = ActionSpec.model_json_schema()["properties"]
    for name in ("caster_level", "dc", "rank"):
        variants = schema[name]["anyOf"][0]
        assert (variants["minimum"], variants["maximum"]) == BOUNDS[name]


def test_scenario_and_plain_action_plan_the_same() -> None:
    scenario = load_scenario_text(
        """
creatures:
  - {template: troll, id: t}
  - {template: goblin, id: g}
action: {actor: t, strike: {attack: 9, damage: 1d6+6 contondant, threat: 20}, targets: [g]}
"""
    )
    plan, targets = scenario.effect()
    plain = Action.from_fields("t", ["g"], {"strike": {"attack": 9, "damage": "1d6+6 contondant"}})
    assert plan_action(plain, get_ruleset("pf1"), scenario.creatures, source="x") == (plan, targets)
