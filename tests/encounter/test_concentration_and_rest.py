"""Concentration checks owed after damage, spells cancelled by ``termine``, and full rest in
``advance``. Each test names the section of the rules text it follows."""

from __future__ import annotations

from typing import Any

import pytest
from encounter_log import MemoryLog

from arbitre.encounter import events as ev
from arbitre.encounter.events import Draft, Event
from arbitre.encounter.state import DAY, HOUR, view


class Log(MemoryLog):
    """The in-memory encounter (``tests/helpers/encounter_log.py``) and its pending checks."""

    def checks(self) -> list[dict[str, Any]]:
        return view(self.state)["concentration_checks"]  # type: ignore[no-any-return]


def of(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.type == kind]


@pytest.fixture
def casting() -> Log:
    """A mage (ogre stats) begins a one-round spell (sleep) on a troll: it is pending, the
    mage concentrating until just before its next turn (001 « Le temps d'incantation »)."""
    log = Log()
    log.add("ogre", "mage", 10)
    log.add("troll", "troll", 5)
    log.next()
    new = log.act("mage", "lance sommeil sur troll nls 5", **{"save:troll": 1})
    assert [e.type for e in new] == [ev.ACTION, ev.SCHEDULED]
    return log


def test_damage_to_a_caster_casting_a_full_round_spell_owes_a_check(casting: Log) -> None:
    """001 « Le temps d'incantation »: hurt while casting, the caster must keep its concentration;
    the log records who, how much, from what and what is at stake."""
    new = casting.act("troll", "frappe mage +30 1d8+4 tranchant")
    [damaged] = of(new, ev.DAMAGED)
    [check] = of(new, ev.CONCENTRATION_CHECK)
    assert new.index(check) == new.index(damaged) + 1
    assert check.data["creature"] == "mage"
    assert check.data["damage"] == damaged.data["lethal"] > 0
    assert check.data["source"] == damaged.data["source"]
    stake = {"id": "c5", "kind": "spell", "label": "Sommeil"}
    assert check.data["stakes"] == [stake]
    shown = view(casting.state)
    assert shown["concentration_checks"] == [
        {
            "creature": "mage",
            "damage": check.data["damage"],
            "source": check.data["source"],
            "stakes": [stake],
        }
    ]
    assert shown["creatures"]["mage"]["concentrating"] == ["c5"]
    assert shown["creatures"]["troll"]["concentrating"] == []


def test_a_failed_check_ends_the_pending_spell_with_termine(casting: Log) -> None:
    """001 « Le temps d'incantation »: broken concentration makes the spell fail — the GM ends it
    by its id (or its name) and it never takes effect."""
    casting.act("troll", "frappe mage +30 1d8+4 tranchant")
    new = casting.act("mage", "termine c5")
    [done] = of(new, ev.SCHEDULE_DONE)
    assert done.data["id"] == "c5" and done.data["result"]["cancelled"] is True
    assert casting.state.scheduled == {}
    assert casting.checks() == []  # nothing left at stake
    casting.next()  # troll
    casting.next()  # mage's next turn: nothing resolves
    assert of(casting.events, ev.RESOLVED) == []
    assert "asleep" not in view(casting.state)["creatures"]["troll"]["conditions"]


def test_termine_finds_a_pending_spell_by_its_name_in_either_language(casting: Log) -> None:
    new = casting.act("mage", "end sleep")
    assert [e.data["id"] for e in of(new, ev.SCHEDULE_DONE)] == ["c5"]


def test_a_passed_check_lets_the_spell_take_effect_and_is_cleared_at_the_casters_turn(casting: Log) -> None:
    """001 « Le temps d'incantation »: the check is owed until the caster's next turn; if the GM
    does not end the spell, it takes effect then."""
    casting.act("troll", "frappe mage +30 1d8+4 tranchant")
    casting.next()  # troll's turn: still owed
    assert len(casting.checks()) == 1
    casting.next()  # mage's turn: the spell takes effect, the check is gone
    assert len(of(casting.events, ev.RESOLVED)) == 1
    assert casting.checks() == []
    assert casting.state.concentration_checks == []


def test_damage_totally_stopped_by_resistance_owes_no_check() -> None:
    """000 « Résistance aux énergies destructives »: no Concentration check when the caster's
    resistance stops the whole attack."""
    log = Log()
    log.add("barbazu", "devil", 10)  # cold resistance 10
    log.add("troll", "troll", 5)
    log.next()
    log.act("devil", "lance sommeil sur troll nls 5")
    stopped = log.act("troll", "frappe devil +30 1d4 froid")
    assert of(stopped, ev.CONCENTRATION_CHECK) == [] and of(stopped, ev.DAMAGED) == []
    through = log.act("troll", "frappe devil +30 1d4+20 froid")
    [check] = of(through, ev.CONCENTRATION_CHECK)
    assert check.data["damage"] == of(through, ev.DAMAGED)[0].data["lethal"]


def test_gm_damage_lethal_or_nonlethal_owes_a_check_zero_does_not(casting: Log) -> None:
    """001 « Concentration »: any damage that gets through, nonlethal included."""
    assert of(casting.act("troll", "dégâts 0 feu sur mage"), ev.CONCENTRATION_CHECK) == []
    [check] = of(casting.act("troll", "damage 3 to mage nonlethal"), ev.CONCENTRATION_CHECK)
    assert (check.data["lethal"], check.data["nonlethal"], check.data["source"]) == (0, 3, "troll")
    assert of(casting.act("troll", "dégâts 5 sur troll"), ev.CONCENTRATION_CHECK) == []  # not casting
    assert len(casting.checks()) == 1


def test_undo_removes_the_check_with_the_damage(casting: Log) -> None:
    casting.act("troll", "frappe mage +30 1d8+4 tranchant")
    assert casting.checks()
    casting.undo()
    assert casting.checks() == [] and casting.state.concentration_checks == []


def test_the_same_commands_give_the_same_log() -> None:
    def play() -> list[dict[str, Any]]:
        log = Log()
        log.add("ogre", "mage", 10)
        log.add("troll", "troll", 5)
        log.next()
        log.act("mage", "lance sommeil sur troll nls 5")
        log.act("troll", "frappe mage +30 1d8+4 tranchant", seed=9)
        log.next()
        log.advance(DAY, rest=True)
        return [e.to_dict() for e in log.events]

    assert play() == play()


@pytest.fixture
def concentrating() -> Log:
    """A mage keeping a concentration spell going (silent image) (001 « Concentration »)."""
    log = Log()
    log.add("ogre", "mage", 10)
    log.add("troll", "troll", 5)
    log.next()
    new = log.act("mage", "lance image silencieuse sur mage")
    [started] = of(new, ev.EFFECT_STARTED)
    assert started.data["kind"] == "concentration"
    return log


def test_casting_another_spell_stops_the_concentration(concentrating: Log) -> None:
    """001 « Concentration »: no spell can be cast while concentrating on another, so casting one
    ends the spell kept going (a spell with extra rounds lingers them instead)."""
    eid = next(iter(concentrating.state.effects))
    new = concentrating.act("mage", "lance projectile magique sur troll")
    [ended] = of(new, ev.EFFECT_ENDED)
    assert ended.data == {"id": eid, "reason": "concentration_stopped"}
    assert eid not in concentrating.state.effects
    lingering = Log()
    lingering.add("ogre", "mage", 10)
    lingering.add("troll", "troll", 5)
    lingering.act("mage", "lance image accomplie sur mage")
    eid = next(iter(lingering.state.effects))
    lingering.act("mage", "lance projectile magique sur troll")
    effect = lingering.state.effects[eid]
    assert effect.kind == "timed" and effect.timer.ends_at == lingering.state.time + 3
    # a strike does not stop it
    concentrating.act("mage", "lance image silencieuse sur mage")
    kept = set(concentrating.state.effects)
    concentrating.act("mage", "frappe troll +5 1d6 contondant")
    assert set(concentrating.state.effects) == kept


def test_damage_to_a_caster_maintaining_a_concentration_effect_owes_a_check(concentrating: Log) -> None:
    """001 « Concentration »: what breaks a caster's concentration while casting can end a
    spell it keeps going; ending it is the GM's ``termine``."""
    eid = next(iter(concentrating.state.effects))
    [check] = of(concentrating.act("troll", "dégâts 4 sur mage"), ev.CONCENTRATION_CHECK)
    assert check.data["stakes"] == [{"id": eid, "kind": "concentration", "label": "Image silencieuse"}]
    assert view(concentrating.state)["creatures"]["mage"]["concentrating"] == [eid]
    concentrating.act("mage", f"termine {eid}")
    assert concentrating.state.effects == {} and concentrating.checks() == []


def test_a_reminder_at_the_start_of_each_turn_spent_concentrating(concentrating: Log) -> None:
    """001 « Concentration »: keeping the spell going costs the caster a standard action each
    round; the log reminds the GM at the start of the caster's turn."""
    eid = next(iter(concentrating.state.effects))
    assert of(concentrating.next(), ev.CONCENTRATION_KEPT) == []  # the troll's turn
    [kept] = of(concentrating.next(), ev.CONCENTRATION_KEPT)
    assert kept.data["creature"] == "mage" and [x["id"] for x in kept.data["stakes"]] == [eid]
    concentrating.act("mage", f"termine {eid}")
    concentrating.next()
    assert of(concentrating.next(), ev.CONCENTRATION_KEPT) == []


def test_checks_are_cleared_by_advance(concentrating: Log) -> None:
    concentrating.act("troll", "dégâts 4 sur mage")
    assert concentrating.checks()
    concentrating.advance(1)
    assert concentrating.checks() == []


def test_a_spell_taking_effect_owes_no_check_for_itself() -> None:
    """001 « Le temps d'incantation »: once a spell takes effect it is no longer at stake, even
    if it hurts its own caster; a longer spell still being cast is."""
    log = Log()
    log.add("ogre", "mage", 10)
    log.next()

    def task(sid: str, due: int, text: str) -> Draft:
        payload = {"actor": "mage", "text": text, "seed": 1, "anchor": "mage", "label": sid}
        return Draft(
            ev.SCHEDULED,
            {"id": sid, "kind": "spell", "due": due, "target": "mage", "payload": payload},
        )

    log.commit(
        [Draft(ev.ACTION, {"command": "act"}), task("s1", 1, "dégâts 5 sur mage"), task("s2", 10, "x")]
    )
    new = log.next()  # the mage's next turn: s1 takes effect and hurts it
    [check] = of(new, ev.CONCENTRATION_CHECK)
    assert [x["id"] for x in check.data["stakes"]] == ["s2"]
    [kept] = of(new, ev.CONCENTRATION_KEPT)  # s2 is still being cast: a full-round action
    assert [x["id"] for x in kept.data["stakes"]] == ["s2"]


# -- rest: 000 « Affaiblissement et diminution de caractéristique » --------------------------------


@pytest.fixture
def weakened() -> Log:
    log = Log()
    log.add("orc", "orc", 5)
    log.act("orc", "affaiblit for 8 sur orc")
    return log


def strength(log: Log) -> int:
    return int(view(log.state)["creatures"]["orc"]["ability_damage"].get("str", 0))


def test_a_day_of_full_rest_heals_two_points(weakened: Log) -> None:
    """000 « Affaiblissement et diminution de caractéristique »: twice as fast with full rest."""
    new = weakened.advance(DAY, rest=True)
    assert strength(weakened) == 6
    [passed] = of(new, ev.TIME_ADVANCED)
    assert passed.data["rest"] is True
    [healed] = of(new, ev.ABILITY_DAMAGED)
    assert (healed.data["amount"], healed.data["days"], healed.data["rest_days"]) == (-2, 1, 1)


def test_a_day_without_rest_heals_one_point(weakened: Log) -> None:
    """000 « Affaiblissement et diminution de caractéristique »: 1 point a day."""
    new = weakened.advance(DAY)
    assert strength(weakened) == 7
    assert "rest" not in of(new, ev.TIME_ADVANCED)[0].data


def test_only_whole_days_of_rest_double_the_rate(weakened: Log) -> None:
    """A partial day of rest heals at the ordinary rate (documented choice)."""
    weakened.advance(20 * HOUR, rest=True)  # no day boundary, no whole day: nothing
    assert strength(weakened) == 8
    weakened.advance(20 * HOUR, rest=True)  # a boundary, but not a whole day of rest: 1
    assert strength(weakened) == 7
    weakened.advance(36 * HOUR, rest=True)  # 2 boundaries (48 h, 72 h), 1 whole day: 2 + 1
    assert strength(weakened) == 4
    weakened.advance(3 * DAY, rest=True)
    assert strength(weakened) == 0


# -- CLI -------------------------------------------------------------------------------------------


@pytest.fixture
def lang_reset() -> Any:
    """``--lang`` sets the language for the process: put it back after the test."""
    from arbitre.core.i18n import set_lang

    yield
    set_lang(None)


@pytest.mark.usefixtures("lang_reset")
def test_cli_advance_with_rest_and_show_checks(cli: Any) -> None:
    """``advance 1 jour --repos``; ``show`` lists the checks owed (human and JSON)."""
    cli("encounter", "new", "crypte", "--seed", "7")
    cli("encounter", "add", "ogre", "--as", "mage", "--init", "10")
    cli("encounter", "add", "orc", "--init", "5")
    cli("encounter", "next")
    cli("encounter", "act", "mage", "lance sommeil sur orc nls 5")
    cli("encounter", "act", "orc", "dégâts 6 sur mage")
    doc = cli("encounter", "show", "--json")
    assert doc["round"] == 1 and doc["creatures"]["mage"]["hp"] < doc["creatures"]["mage"]["max_hp"]
    [check] = doc["concentration_checks"]
    assert check["creature"] == "mage" and check["damage"] == 6 and check["stakes"][0]["kind"] == "spell"
    out = cli("--lang", "fr", "encounter", "show")
    assert "Tests de Concentration dus" in out and "Sommeil" in out
    out_en = cli("--lang", "en", "encounter", "show")
    assert "Concentration checks owed" in out_en
    log_out = cli("--lang", "fr", "encounter", "log")
    assert "en se concentrant" in log_out
    sid = check["stakes"][0]["id"]
    out = cli("--lang", "fr", "encounter", "act", "mage", f"termine {sid}")
    assert "échoue" in out
    assert cli("encounter", "show", "--json")["concentration_checks"] == []
    cli("encounter", "act", "orc", "affaiblit for 4 sur orc")
    result = cli("encounter", "advance", "1", "jour", "--repos", "--json")
    assert result["rest"] is True
    assert cli("encounter", "show", "--json")["creatures"]["orc"]["ability_damage"] == {"str": 2}
    out = cli("--lang", "fr", "encounter", "avance", "1", "day", "--rest")
    assert "repos complet" in out
    assert "str" not in cli("encounter", "show", "--json")["creatures"]["orc"]["ability_damage"]
    exported = cli("encounter", "export")
    assert '"rest": true' in exported


def test_a_caster_knocked_out_stops_concentrating(concentrating: Log) -> None:
    """001 « Concentration »: keeping a spell going takes an action each round, which an
    unconscious or dead caster cannot take — its spell ends (no check is owed); a spell it was
    still casting fails (001 « Le temps d'incantation »)."""
    eid = next(iter(concentrating.state.effects))
    hp = concentrating.state.creatures["mage"].hp
    new = concentrating.act("troll", f"dégâts {hp + 2} sur mage")
    assert of(new, ev.CONCENTRATION_CHECK) == []
    [ended] = of(new, ev.EFFECT_ENDED)
    assert ended.data == {"id": eid, "reason": "caster_down"}
    assert eid not in concentrating.state.effects


def test_a_caster_knocked_out_while_casting_loses_the_spell(casting: Log) -> None:
    """001 « Le temps d'incantation »: the spell being cast fails when its caster goes down."""
    [task] = [t for t in casting.state.scheduled.values() if t.kind == "spell"]
    caster = str(task.payload["actor"])
    hp = casting.state.creatures[caster].hp
    new = casting.act("troll", f"dégâts {hp + 2} sur {caster}")
    [done] = of(new, ev.SCHEDULE_DONE)
    assert done.data["result"]["cancelled"] is True and done.data["result"]["reason"] == "caster_down"
    assert task.id not in casting.state.scheduled
