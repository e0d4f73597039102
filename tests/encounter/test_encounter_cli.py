"""``arbitre encounter …``: the command-line contracts (show --json), undo, export/import,
replay determinism, French and English verbs and units."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from arbitre.encounter.events import Event
from arbitre.encounter.state import replay, view

CliRunner = Any
FIREBALL = str(Path(__file__).resolve().parents[2] / "examples" / "fireball.yaml")


def _fight(cli: CliRunner, name: str = "f") -> None:
    cli("encounter", "new", name, "--seed", "42")
    cli("encounter", "add", "troll")
    cli("encounter", "add", "gobelin")
    cli("encounter", "add", "mage", "--from", FIREBALL)
    cli("encounter", "next")
    cli("encounter", "act", "mage", "lance boule de feu sur troll, gobelin")
    cli("encounter", "next")


def test_show_json_contract(cli: CliRunner) -> None:
    _fight(cli)
    doc = cli("encounter", "show", "--json")
    assert isinstance(doc["round"], int)
    assert set(doc["creatures"]) == {"troll", "gobelin", "mage"}
    for c in doc["creatures"].values():
        assert isinstance(c["hp"], int)
        assert isinstance(c["conditions"], list) and all(isinstance(x, str) for x in c["conditions"])
    assert doc["creatures"]["troll"]["hp"] < 63  # fire gets through regeneration


def test_same_commands_same_log_and_replay_is_exact(cli: CliRunner) -> None:
    _fight(cli, "a")
    _fight(cli, "b")
    a = cli("encounter", "export", "-e", "a")
    b = json.loads(cli("encounter", "export", "-e", "b"))
    a = json.loads(a)
    strip = [{**e, "data": {k: v for k, v in e["data"].items() if k != "name"}} for e in a["events"]]
    strip_b = [{**e, "data": {k: v for k, v in e["data"].items() if k != "name"}} for e in b["events"]]
    assert strip == strip_b
    events = [Event.from_dict(e) for e in a["events"]]
    assert view(replay(events)) == view(replay(events))
    shown = cli("encounter", "show", "--json", "-e", "a")
    assert view(replay(events))["creatures"] == shown["creatures"]


def test_undo_removes_the_action_and_everything_it_caused(cli: CliRunner) -> None:
    _fight(cli)
    before = cli("encounter", "show", "--json")
    cli("encounter", "act", "troll", "frappe mage +30 1d8+4 tranchant")
    cli("encounter", "act", "troll", "état effrayé 3 rounds sur mage")
    assert "frightened" in cli("encounter", "show", "--json")["creatures"]["mage"]["conditions"]
    cli("encounter", "undo")
    cli("encounter", "undo")
    after = cli("encounter", "show", "--json")
    assert after["creatures"] == before["creatures"]
    log = cli("encounter", "log", "--json")
    assert len(log["undone"]) == 2
    cli("encounter", "undo")  # the second `next`
    doc = cli("encounter", "show", "--json")
    assert doc["turn"] == doc["order"][0]


def test_undo_with_nothing_left_is_an_input_error(cli: CliRunner) -> None:
    cli("encounter", "new", "empty")
    code, _out, err = cli("encounter", "undo", raw=True)
    assert code == 2 and "annuler" in err


def test_export_import_round_trip_is_lossless(cli: CliRunner, tmp_path: object) -> None:
    _fight(cli)
    cli("encounter", "undo")
    exported = cli("encounter", "export")
    cli("encounter", "import", "-", "--as", "copy", stdin=exported)
    again = cli("encounter", "export", "-e", "copy")
    first, second = json.loads(exported), json.loads(again)
    assert first["events"] == second["events"]
    assert (
        cli("encounter", "show", "--json", "-e", "copy")["creatures"]
        == cli("encounter", "show", "--json", "-e", "f")["creatures"]
    )
    code, _out, _err = cli("encounter", "import", "-", "--as", "copy", stdin=exported, raw=True)
    assert code == 5  # already exists: a conflict
    cli("encounter", "import", "-", "--as", "copy", "--replace", stdin=exported)


def test_default_encounter_is_the_last_used(cli: CliRunner) -> None:
    cli("encounter", "new", "one")
    cli("encounter", "new", "two")
    cli("encounter", "add", "ogre")
    assert "ogre" in cli("encounter", "show", "--json")["creatures"]
    cli("encounter", "show", "-e", "one")
    assert cli("encounter", "show", "--json")["name"] == "one"
    listing = cli("encounter", "list", "--json")
    assert [e["name"] for e in listing["encounters"]] == ["one", "two"] and listing["last"] == "one"
    cli("encounter", "delete", "-e", "two")
    assert [e["name"] for e in cli("encounter", "list", "--json")["encounters"]] == ["one"]


def test_french_command_names_and_english_verbs(cli: CliRunner) -> None:
    cli("rencontre", "nouvelle", "fr", "--seed", "1")
    cli("rencontre", "ajoute", "goblin", "--as", "g1")
    cli("rencontre", "ajoute", "ogre")
    cli("rencontre", "suivant")
    cli("encounter", "act", "ogre", "damage 3 to g1")
    cli("encounter", "act", "ogre", "condition frightened 2 rounds on g1")
    doc = cli("rencontre", "montre", "--json")
    assert doc["creatures"]["g1"]["hp"] == doc["creatures"]["g1"]["max_hp"] - 3
    assert doc["creatures"]["g1"]["timers"]["frightened"]["rounds_left"] == 2
    cli("rencontre", "avance", "2", "rounds")
    assert "frightened" not in cli("encounter", "show", "--json")["creatures"]["g1"]["conditions"]


def test_unknown_names_and_bad_actions_are_clear_errors(cli: CliRunner) -> None:
    _fight(cli)
    code, _out, err = cli("encounter", "act", "mage", "lance boule de feu sur dragon", raw=True)
    assert code == 2 and "dragon" in err
    code, _out, err = cli("encounter", "act", "mage", "danse sur troll", raw=True)
    assert code == 2 and "danse" in err
    code, _out, err = cli("encounter", "advance", "3", "lunes", raw=True)
    assert code == 2
    code, out, _err = cli("encounter", "show", "--json", "-e", "nope", raw=True)
    assert code == 2 and json.loads(out)["ok"] is False


def test_yaml_and_json_actions(cli: CliRunner) -> None:
    _fight(cli)
    out = cli(
        "encounter",
        "act",
        "mage",
        '{"cast": "boule de feu", "targets": ["troll"], "rolls": {"save:troll": 20}}',
        "--json",
    )
    assert out["result"]["targets"]["troll"]["degree"] is not None
    cli("encounter", "act", "troll", "frappe: {attaque: 12, dégâts: 1d8+4 tranchant}\ncibles: [mage]")


def test_human_show_and_log_render(cli: CliRunner) -> None:
    _fight(cli)
    cli("encounter", "act", "troll", "état effrayé 1d4 rounds sur mage")
    shown = cli("encounter", "show")
    assert "troll" in shown and "secrète" in shown
    gm = cli("encounter", "show", "--gm")
    assert "secrète" not in gm
    log = cli("encounter", "log")
    assert "boule de feu" in log
    english = cli("--lang", "en", "encounter", "show")
    assert "Round" in english or "round" in english


def test_add_from_a_stat_block_and_a_yaml_creature(cli: CliRunner, tmp_path: Path) -> None:
    block = Path(__file__).resolve().parents[1] / "creatures" / "fixtures" / "gobelin.txt"
    cli("encounter", "new", "files")
    if block.is_file():
        cli("encounter", "add", "g1", "--from", str(block))
    yaml_file = tmp_path / "ogre.yaml"
    yaml_file.write_text("template: ogre\nhp: 40\n", encoding="utf-8")
    cli("encounter", "add", "big", "--from", str(yaml_file))
    doc = cli("encounter", "show", "--json")
    assert doc["creatures"]["big"]["max_hp"] == 40
    code, _out, err = cli("encounter", "add", "x", "--from", FIREBALL, raw=True)
    assert code == 2 and "mage" in err


def test_act_json_hides_secrets_from_players(cli: CliRunner) -> None:
    _fight(cli)
    out = cli("encounter", "act", "troll", "état effrayé 1d6 rounds sur mage", "--json")
    added = next(e for e in out["events"] if e["type"] == "condition_added")
    assert (
        added["data"]["secret"] is True and "ends_at" not in added["data"] and "rolled" not in added["data"]
    )
    log = cli("encounter", "log", "--json")
    assert all("ends_at" not in e["data"] for e in log["events"] if e["data"].get("secret"))
    gm = cli("encounter", "log", "--json", "--gm")
    assert any("ends_at" in e["data"] for e in gm["events"] if e["data"].get("secret"))


def test_event_reasons_are_words_of_the_users_language(cli: CliRunner) -> None:
    """Why a condition or an effect ended is said in French (or English), not as an id."""
    cli("encounter", "new", "why")
    cli("encounter", "add", "goblin", "--as", "g")
    cli("encounter", "add", "ogre", "--as", "o")
    cli("encounter", "act", "o", "état effrayé 2 rounds sur g")
    out = cli("encounter", "advance", "3", "rounds")
    assert "durée écoulée" in out and "expired" not in out
    cli("encounter", "act", "o", "état secoué sur g")
    out = cli("--lang", "en", "encounter", "act", "o", "remove shaken from g")
    assert "(removed)" in out


def test_a_spell_that_affects_nobody_leaves_no_effect(cli: CliRunner) -> None:
    """001 « Registre (mental) »: sleep on an undead does nothing, so nothing lasts; the line of
    the delayed spell says who it spared and why."""
    cli("encounter", "new", "nobody")
    cli("encounter", "add", "ogre", "--as", "o")
    cli("encounter", "add", "wight", "--as", "w")
    cli("encounter", "act", "o", "lance sommeil sur w")  # one round to cast: taken effect later
    out = "".join(cli("encounter", "next") for _ in range(4))
    assert "w : non affecté (immunité)" in out
    assert cli("encounter", "show", "--json")["effects"] == []


def test_yaml_action_rolls_and_seed_are_checked(cli: CliRunner) -> None:
    """A mapping action's forced rolls and seed have a clear error when malformed (exit code 2)."""
    cli("encounter", "new", "checked")
    cli("encounter", "add", "goblin", "--as", "g")
    cli("encounter", "add", "ogre", "--as", "o")
    for bad in ('{"cast": "fireball", "targets": ["g"], "rolls": [1, 2]}', "cast: fireball\nseed: many"):
        code, out, err = cli("encounter", "act", "o", bad, raw=True)
        assert code == 2, out + err
        assert "Traceback" not in out + err


def test_poison_saves_say_who_saved_with_what_bonus(cli: CliRunner) -> None:
    """000 « Poison/venin »: the first and the secondary save read « troll : … d20 N +B contre DD »."""
    cli("encounter", "new", "venom", "--seed", "3")
    cli("encounter", "add", "large monstrous spider", "--as", "s")
    cli("encounter", "add", "troll")
    out = cli("encounter", "act", "s", "utilise venin sur troll")
    assert "troll : poison, jet de sauvegarde d20" in out and "+11 contre DD 13" in out
    out = cli("encounter", "advance", "1", "minute")
    assert "troll : effet secondaire du poison, jet de sauvegarde d20" in out


def test_weeks_pass_too(cli: CliRunner) -> None:
    """`advance 1 semaine` / `2 weeks`: seven days each (ability damage heals a point a day)."""
    cli("encounter", "new", "long")
    cli("encounter", "add", "goblin", "--as", "g")
    start = cli("encounter", "show", "--json")["round"]
    cli("encounter", "advance", "1", "semaine")
    cli("encounter", "advance", "2", "weeks")
    assert cli("encounter", "show", "--json")["round"] == start + 3 * 7 * 14_400
