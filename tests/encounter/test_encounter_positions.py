"""Positions on a map in an encounter: the map and squares as events (replay, undo, export and
import), gazes limited to their range (000 « Attaque de regard »), areas on the map
(001 « Zone d'effet », « Ligne d'effet »), French and English commands and messages."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from encounter_log import MemoryLog
from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.content.creatures import build_creature, creature_to_mapping, find_creature
from arbitre.core.errors import ArbitreError, InputError, NotAutomatedError
from arbitre.encounter import events as ev
from arbitre.encounter import positions
from arbitre.encounter.actions import parse_action
from arbitre.encounter.events import Event
from arbitre.encounter.state import replay, view
from arbitre.model.creature import Creature

CliRunner = Any
ROOT = Path(__file__).resolve().parents[2]
CRYPT = str(ROOT / "examples" / "maps" / "crypt.txt")
FIREBALL = str(ROOT / "examples" / "fireball.yaml")

ROOM = """\
############
#..........#
#..........#
#..........#
#..........#
#.....#....#
#..........#
############
"""


class Log(MemoryLog):
    """The in-memory encounter (``tests/helpers/encounter_log.py``) with a map and squares."""

    def map(self, text: str, name: str = "salle") -> list[Event]:
        return self.command("map", positions.map_drafts(self.state, text, name))

    def place(self, cid: str, x: int, y: int) -> list[Event]:
        return self.command("place", positions.place_drafts(self.state, cid, (x, y)))


def _gazes(log: Log) -> list[str]:
    return [
        str(e.data["target"]) for e in log.events if e.type == ev.RESOLVED and e.data.get("trigger") == "gaze"
    ]


# -- squares and distances ----------------------------------------------------------------------


@pytest.mark.parametrize("text", ["10,12", "10, 12", "(10,12)", "10;12", "10 12"])
def test_squares_are_read_in_every_usual_form(text: str) -> None:
    assert positions.parse_square(text) == (10, 12)


@pytest.mark.parametrize("text", ["", "10", "a,b", "-1,2", "1,2,3"])
def test_a_bad_square_is_refused_in_both_languages(text: str) -> None:
    with pytest.raises(InputError) as info:
        positions.parse_square(text)
    assert "X,Y" in info.value.message("fr") and info.value.message("fr").startswith("Case illisible")
    assert info.value.message("en").startswith("Unreadable square")


@given(
    st.tuples(st.integers(0, 30), st.integers(0, 30)),
    st.sampled_from([1, 2, 3, 4, 6]),
    st.tuples(st.integers(0, 30), st.integers(0, 30)),
)
def test_space_distance_counts_like_the_grid_rules(a: tuple[int, int], side: int, b: tuple[int, int]) -> None:
    """001 « La portée »: the count from a creature's space to a square is the grid rules' count
    (every second diagonal costs 2), computed here without numpy."""
    from arbitre.rules.grid_distance import distance_from_space, square_distance

    assert positions.space_distance(a, 1, b, 1) == square_distance(a, b)
    space = (a[0], a[1], a[0] + side, a[1] + side)
    assert positions.space_distance(a, side, b, 1) == distance_from_space(space, b)
    assert positions.space_distance(b, 1, a, side) == distance_from_space(space, b)


def test_gaze_range_comes_from_the_bestiary_and_defaults_to_30_feet() -> None:
    """000 « Attaque de regard »: the medusa's gaze reaches 30 ft (6 squares) as its entry says;
    a creature may give another range; without one, 30 ft."""
    medusa = creature_to_mapping(find_creature("medusa"))
    assert positions.gaze_range(medusa) == 6
    longer = {**medusa, "special": [{"id": "gaze", "range": "60ft", "dc": 15}]}
    assert positions.gaze_range(longer) == 12
    assert positions.gaze_range({**medusa, "special": [{"id": "gaze"}]}) == positions.DEFAULT_GAZE_RANGE == 6


# -- events, replay, undo -----------------------------------------------------------------------


def test_the_map_and_the_squares_are_events_replayed_and_undone() -> None:
    log = Log()
    log.add("troll", "troll", 10)
    log.map(ROOM)
    log.place("troll", 2, 2)
    assert log.state.map_text == ROOM and log.state.creatures["troll"].position == (2, 2)
    log.place("troll", 5, 3)  # moving is placing again
    assert view(log.state)["creatures"]["troll"]["position"] == [5, 3]
    assert view(log.state)["map"] == {"name": "salle"}
    log.undo()
    assert log.state.creatures["troll"].position == (2, 2)
    log.undo()
    log.undo()
    assert log.state.map_text is None and view(log.state)["map"] is None
    assert view(log.state)["creatures"]["troll"]["position"] is None
    # the replay of the same log is the same state, and no dice were needed for it
    assert view(replay(log.events), gm=True) == view(replay(list(log.events)), gm=True)


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["place", "unplace", "undo"]), st.sampled_from(["a", "b"]), st.integers(1, 9)
        ),
        max_size=12,
    )
)
def test_replay_gives_the_last_square_of_each_creature(steps: list[tuple[str, str, int]]) -> None:
    """Whatever the sequence of placing, leaving the map and undoing, replaying the log gives the
    square of each creature's last command still in force."""
    log = Log()
    log.add("orc", "a", 5)
    log.add("orc", "b", 4)
    log.map(ROOM)
    history: list[dict[str, tuple[int, int] | None]] = []
    current: dict[str, tuple[int, int] | None] = {"a": None, "b": None}
    for command, cid, n in steps:
        if command == "undo":
            if history:
                log.undo()
                current = history.pop()
            continue
        if command == "unplace" and current[cid] is None:
            continue
        history.append(dict(current))
        if command == "place":
            square = (n, 1 + n % 6)
            log.place(cid, *square)
            current[cid] = square
        else:
            log.command("place", positions.unplace_drafts(log.state, cid))
            current[cid] = None
    state = replay(log.events)
    assert {cid: state.creatures[cid].position for cid in ("a", "b")} == current


def test_a_creature_cannot_stand_off_the_map_or_in_a_wall() -> None:
    log = Log()
    log.add("troll", "troll", 10)  # Large: 2 × 2 squares
    log.map(ROOM)
    with pytest.raises(InputError) as off:
        log.place("troll", 10, 1)  # its space would cover x = 11, the outer wall… and x = 12 is off
    assert off.value.key in ("encounter.place_off_map", "encounter.place_in_wall")
    with pytest.raises(InputError) as beyond:
        log.place("troll", 40, 1)
    assert beyond.value.key == "encounter.place_off_map"
    assert "12 × 8" in beyond.value.message("fr") and "12 × 8" in beyond.value.message("en")
    with pytest.raises(InputError) as wall:
        log.place("troll", 5, 4)  # covers the pillar at 6,5
    assert wall.value.key == "encounter.place_in_wall"
    assert "mur" in wall.value.message("fr") and "wall" in wall.value.message("en")
    log.place("troll", 1, 1)


def test_a_new_map_places_the_creatures_drawn_on_it_and_drops_those_it_cannot_hold() -> None:
    log = Log()
    log.add("troll", "troll", 10)
    log.add("orc", "orc", 5)
    log.place("orc", 30, 30)  # positions need no map (for gazes)
    drawn = ROOM.replace(
        "#..........#\n#..........#\n#..........#\n#..........#",
        "#..........#\n#.T........#\n#..........#\n#..........#",
        1,
    )
    new = log.map(drawn + "\nT: Troll\n")
    assert log.state.creatures["troll"].position == (2, 2)
    assert log.state.creatures["orc"].position is None
    assert {e.type for e in new} >= {ev.MAP_SET, ev.PLACED, ev.UNPLACED}
    assert log.state.map_text is not None and "T: Troll" in log.state.map_text  # stored as given


def test_a_bad_map_is_refused_with_its_line_and_column() -> None:
    log = Log()
    with pytest.raises(ArbitreError) as info:
        log.map("#####\n#.%.#\n#####\n")
    assert info.value.position is not None or "2" in info.value.message("fr")
    with pytest.raises(InputError):
        log.map("   \n")


# -- gazes by range -----------------------------------------------------------------------------


def _gaze_fight(log: Log, gazer: Creature | None = None) -> None:
    log.add_creature(replace(gazer or find_creature("medusa"), id="medusa"), 20, side="monstres")
    log.add("orc", "near", 10, side="heros")
    log.add("orc", "far", 5, side="heros")


def test_gaze_reaches_only_within_its_range() -> None:
    """000 « Attaque de regard »: a creature within the gaze's range saves at the start of its
    turn; one beyond it does not. The medusa's range is 30 ft (6 squares), counted like movement."""
    log = Log()
    _gaze_fight(log)
    log.place("medusa", 0, 0)
    log.place("near", 4, 4)  # 4 diagonals: 4 + 2 = 6 squares
    log.place("far", 7, 0)  # 7 squares
    log.next()  # medusa
    log.next()  # near: in range
    log.next()  # far: out of range
    assert _gazes(log) == ["near"]
    log.place("far", 6, 0)  # it steps closer: the next round it meets the gaze
    log.next()
    log.next()
    log.next()
    assert _gazes(log) == ["near", "near", "far"]


def test_gaze_without_positions_keeps_every_opponent_in_range() -> None:
    """000 « Attaque de regard »: when the gazer or the target has no square, it is taken to be in
    range (as before maps): both opponents meet the gaze."""
    log = Log()
    _gaze_fight(log)
    log.place("medusa", 0, 0)
    log.place("far", 20, 0)  # only "near" lacks a square
    log.next()
    log.next()
    log.next()
    assert _gazes(log) == ["near"]


def test_gaze_range_counts_from_a_large_gazer_s_space_and_the_creature_s_own_range() -> None:
    """000 « Attaque de regard »: the range is counted from the edge of the gazer's space; a gaze
    of 60 ft reaches 12 squares."""
    medusa = creature_to_mapping(find_creature("medusa"))
    big = build_creature(
        {
            **medusa,
            "size": "large",
            "special": [
                {"id": "gaze", "effect": "petrified", "save": "fortitude", "dc": 15, "range": "60ft"}
            ],
        }
    )
    log = Log()
    _gaze_fight(log, big)
    log.place("medusa", 0, 0)  # squares 0–1
    log.place("near", 13, 0)  # 12 squares from x = 1
    log.place("far", 14, 0)  # 13
    log.next()
    log.next()
    log.next()
    assert _gazes(log) == ["near"]


# -- areas ---------------------------------------------------------------------------------------


def _area_fight() -> Log:
    log = Log()
    mage = find_creature("young red dragon")  # any creature: the spell's caster level is given
    log.add_creature(replace(mage, id="mage"), 20)
    log.add("troll", "troll", 10)
    log.add("orc", "orc", 5)
    log.add("orc", "orc2", 4)
    log.map(ROOM)
    log.place("mage", 1, 1)
    log.place("troll", 7, 2)  # 7–8, 2–3
    log.place("orc", 9, 4)
    log.place("orc2", 2, 6)
    return log


def _hit(events: list[Event]) -> set[str]:
    head = events[0]
    return set(head.data.get("results") or {})


def test_an_area_at_a_point_reaches_the_creatures_standing_in_it() -> None:
    """001 « Zone d'effet »: a fireball (6 m radius burst) centred on an intersection reaches every
    creature with a square in it; others are not touched."""
    log = _area_fight()
    events = log.act("mage", "lance boule de feu à 8,4 nls 10")
    assert _hit(events) == {"troll", "orc"}
    assert events[0].data["spec"]["fields"]["area"] == {"origin": [8, 4]}
    english = _area_fight().act("mage", "cast fireball at 8,4 cl 10")
    assert _hit(english) == {"troll", "orc"}


def test_named_targets_come_with_those_in_the_area() -> None:
    log = _area_fight()
    events = log.act("mage", "lance boule de feu sur orc2 à 8,4 nls 10")
    assert _hit(events) == {"troll", "orc", "orc2"}


def test_an_area_written_as_yaml_or_json_uses_the_scenario_keys() -> None:
    """docs/scenario.md: ``area``/``zone`` with ``origin``/``origine``; forced rolls apply."""
    log = _area_fight()
    events = log.act(
        "mage", '{"cast": "fireball", "cl": 10, "area": {"origin": [8, 4]}, "rolls": {"damage": 30}}'
    )
    assert _hit(events) == {"troll", "orc"}
    french = _area_fight().act("mage", "lance: boule de feu\nnls: 10\nzone: {origine: [8, 4]}")
    assert _hit(french) == {"troll", "orc"}


def test_walls_shelter_creatures_from_a_burst() -> None:
    """001 « Ligne d'effet »: a burst does not reach past a wall (the pillar shelters orc2)."""
    log = Log()
    log.add_creature(replace(find_creature("young red dragon"), id="mage"), 20)
    log.add("orc", "behind", 5)
    log.add("orc", "open", 4)
    log.map(ROOM)
    log.place("mage", 1, 1)
    log.place("behind", 7, 5)  # right behind the pillar at 6,5
    log.place("open", 5, 3)
    events = log.act("mage", "lance boule de feu à 4,6 nls 10")
    assert _hit(events) == {"open"}


def test_a_breath_weapon_cone_goes_the_way_it_is_aimed() -> None:
    """000 « Attaque de souffle », 001 « Zone d'effet »: the dragon's cone (its range from the
    bestiary) starts at a corner of its square and reaches only the creatures that way."""
    log = Log()
    log.add_creature(replace(find_creature("young red dragon"), id="dragon"), 20)
    log.add("orc", "east", 5)
    log.add("orc", "south", 4)
    log.map(ROOM)
    log.place("dragon", 1, 1)
    log.place("east", 5, 2)
    log.place("south", 3, 6)
    assert _hit(log.act("dragon", "utilise souffle direction E")) == {"east"}
    assert _hit(log.act("dragon", "use breath weapon toward S")) == {"south"}


def test_an_area_without_a_map_is_the_clear_not_automated_error() -> None:
    log = Log()
    log.add_creature(replace(find_creature("young red dragon"), id="mage"), 20)
    log.add("orc", "orc", 5)
    with pytest.raises(NotAutomatedError) as info:
        log.act("mage", "lance boule de feu à 3,3")
    assert info.value.key == "encounter.no_area"
    assert "carte" in info.value.message("fr") and "map" in info.value.message("en")
    assert info.value.hint("fr") and "map" in (info.value.hint("en") or "")


def test_area_actions_replay_exactly_and_undo() -> None:
    log = _area_fight()
    before = view(log.state, gm=True)
    log.act("mage", "lance boule de feu à 8,4 nls 10")
    after = view(log.state, gm=True)
    assert after["creatures"]["troll"]["hp"] < before["creatures"]["troll"]["hp"]
    assert view(replay(log.events), gm=True) == after
    log.undo()
    assert {k: v for k, v in view(log.state, gm=True).items() if k != "version"} == {
        k: v for k, v in before.items() if k != "version"
    }


def test_area_words_are_read_in_french_and_english() -> None:
    assert parse_action("lance boule de feu à 10,12").fields["area"] == {"origin": [10, 12]}
    assert parse_action("cast fireball at 10,12").fields["area"] == {"origin": [10, 12]}
    used = parse_action("utilise souffle direction E")
    assert used.fields["area"] == {"direction": "E"} and used.targets == ()
    shaped = parse_action("lance boule de feu à 3,4 forme cylindre rayon 6m")
    assert shaped.fields["area"] == {"origin": [3, 4], "shape": "cylinder", "radius": "6m"}
    assert "area" not in parse_action("lance boule de feu sur troll, gobelin").fields


def test_without_a_map_no_grid_module_is_imported() -> None:
    """An encounter without a map never loads the grid, map or area modules (start-up time)."""
    code = """
import random, sys
from dataclasses import replace
from arbitre.content.creatures import find_creature
from arbitre.encounter import events as ev
from arbitre.encounter.actions import act, added_drafts
from arbitre.encounter.events import Draft
from arbitre.encounter.state import replay, next_turn
log = ev.number([Draft(ev.CREATED, {"name": "t", "seed": 1})], after_version=0, action=1)
for cid, side in (("medusa", "m"), ("orc", "h")):
    s = replay(log)
    log += ev.number(added_drafts(s, replace(find_creature(cid), id=cid), random.Random(1), side=side),
                     after_version=s.version, action=s.last_action + 1)
s = replay(log)
drafts, _ = act(s, "orc", "frappe medusa +5 1d8+2 tranchant", random.Random(1), seed=1)
s = replay(log)
next_turn(s, random.Random(1)); next_turn(s, random.Random(2))
loaded = [m for m in ("arbitre.model.grid", "arbitre.content.maps", "arbitre.rules.areas",
                      "arbitre.rules.grid_distance", "arbitre.encounter.positions") if m in sys.modules]
print(loaded)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stderr


# -- the command line ----------------------------------------------------------------------------


def test_cli_map_place_add_at_show_and_area(cli: CliRunner) -> None:
    cli("encounter", "new", "crypte", "--seed", "7")
    assert cli("encounter", "add", "troll", "--at", "14,9", "--json")["position"] == [14, 9]
    cli("encounter", "add", "gobelin", "--case", "16,9")
    cli("encounter", "add", "mage", "--from", FIREBALL)
    stored = cli("encounter", "map", CRYPT, "--json")
    assert stored["map"] == {"name": "crypt", "width": 20, "height": 12}
    assert cli("encounter", "place", "mage", "2,9", "--json")["position"] == [2, 9]
    doc = cli("encounter", "show", "--json")
    assert {cid: c["position"] for cid, c in doc["creatures"].items()} == {
        "troll": [14, 9],
        "gobelin": [16, 9],
        "mage": [2, 9],
    }
    assert isinstance(doc["round"], int) and all(isinstance(c["hp"], int) for c in doc["creatures"].values())
    text = cli("encounter", "show")
    assert "Case" in text and "14,9" in text
    drawing = cli("encounter", "map")
    assert "M: mage (2,9)" in drawing and "T: troll (14,9)" in drawing
    result = cli("encounter", "act", "mage", "lance boule de feu à 15,10", "--json")
    assert set(result["result"]["targets"]) == {"troll", "gobelin"}


def test_cli_french_names_english_messages_and_round_trip(cli: CliRunner) -> None:
    cli("rencontre", "nouvelle", "r", "--seed", "3")
    cli("rencontre", "ajoute", "troll")
    cli("rencontre", "carte", CRYPT)
    cli("rencontre", "placer", "troll", "3", "2")
    out = cli("--lang", "en", "encounter", "place", "troll", "1,1")
    assert "troll at 1,1" in out
    code, _out, err = cli("--lang", "en", "encounter", "place", "troll", "7,1", raw=True)
    assert code == 2 and "wall" in err
    code, _out, err = cli("--lang", "fr", "encounter", "place", "troll", "50,50", raw=True)
    assert code == 2 and "sort de la carte" in err
    cli("encounter", "place", "troll", "--retire")
    assert cli("encounter", "show", "--json")["creatures"]["troll"]["position"] is None
    cli("encounter", "place", "troll", "3,2")
    exported = cli("encounter", "export")
    doc = json.loads(exported)
    assert any(e["type"] == "map_set" and "A: Alric" in e["data"]["text"] for e in doc["events"])
    cli("encounter", "import", "-", "--as", "r2", stdin=exported)
    assert (
        cli("encounter", "show", "--json", "-e", "r2")["creatures"]
        == cli("encounter", "show", "--json", "-e", "r")["creatures"]
    )
    assert json.loads(cli("encounter", "export", "-e", "r2"))["events"] == doc["events"]
    cli("encounter", "map", "--remove")
    code, _out, err = cli("--lang", "fr", "encounter", "act", "troll", "lance boule de feu à 1,1", raw=True)
    assert code != 0 and "pas de carte" in err
