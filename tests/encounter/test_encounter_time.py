"""Time in an encounter: turns and rounds, what expires, what comes back, secrets.
Each test names the section of the rules text it follows."""

from __future__ import annotations

import random

import pytest
from encounter_log import MemoryLog

from arbitre.content.creatures import find_creature
from arbitre.encounter import events as ev
from arbitre.encounter.actions import added_drafts, parse_action
from arbitre.encounter.events import Draft, public_data
from arbitre.encounter.state import DAY, HOUR, MINUTE, EncounterState, apply, replay, view


class Log(MemoryLog):
    """The in-memory encounter of these tests (``tests/helpers/encounter_log.py``)."""


@pytest.fixture
def log() -> Log:
    return Log()


def test_rounds_turns_and_initiative_order(log: Log) -> None:
    log.add("ogre", "ogre", 5)
    log.add("goblin", "gob", 15)
    log.next()
    assert (log.state.turn, log.state.round) == ("gob", 1)
    log.next()
    assert (log.state.turn, log.state.round) == ("ogre", 1)
    log.next()
    assert (log.state.turn, log.state.round) == ("gob", 2)
    log.advance(MINUTE)
    assert log.state.round == 12 and log.state.turn == "gob"


def test_regeneration_at_the_start_of_the_troll_turn(log: Log) -> None:
    """000 « Régénération »: damage that does not bypass it is nonlethal, healed each round."""
    log.add("troll", "troll", 10)
    log.add("goblin", "gob", 5)
    log.next()
    log.act("gob", "frappe troll +20 2d6+10 tranchant", **{"attack:troll": 15})
    assert log.creature("troll")["hp"] == 63 and log.creature("troll")["nonlethal"] > 0
    before = log.creature("troll")["nonlethal"]
    log.act("gob", "dégâts 8 feu sur troll")
    log.next()
    log.next()  # the troll's turn again
    assert log.creature("troll")["nonlethal"] == max(0, int(before) - 5)  # type: ignore[call-overload]
    assert log.creature("troll")["hp"] == 55  # fire stays lethal (direct GM damage is lethal)


def test_fast_healing_at_the_start_of_turn(log: Log) -> None:
    """000 « Guérison accélérée »: a fixed amount each turn, nonlethal first."""
    log.add("vampire spawn", "vamp", 10)
    log.act("vamp", "dégâts 10 sur vamp")
    hp = log.creature("vamp")["hp"]
    log.next()
    assert log.creature("vamp")["hp"] == int(hp) + 2  # type: ignore[call-overload]


def test_condition_with_rolled_duration_is_secret_and_expires(log: Log) -> None:
    """001 « Durée déterminée »: a rolled duration is known to the game master only."""
    log.add("ogre", "ogre", 10)
    log.add("goblin", "gob", 5)
    log.next()
    new = log.act("ogre", "état effrayé 1d4 rounds sur gob")
    added = next(e for e in new if e.type == ev.CONDITION_ADDED)
    assert "ends_at" not in public_data(added) and "rolled" not in public_data(added)
    players = view(log.state)["creatures"]["gob"]["timers"]["frightened"]
    assert players == {"rounds_left": None, "secret": True}
    rounds = view(log.state, gm=True)["creatures"]["gob"]["timers"]["frightened"]["rounds_left"]
    assert 1 <= rounds <= 4
    for _ in range(2 * rounds - 1):
        log.next()
        assert "frightened" in log.creature("gob")["conditions"]  # type: ignore[operator]
    log.next()  # back to the ogre's turn, `rounds` rounds later
    assert "frightened" not in log.creature("gob")["conditions"]  # type: ignore[operator]


def test_energy_drain_temporary_hp_and_24_hour_saves(log: Log) -> None:
    """000 « Absorption d'énergie et niveaux négatifs »: 5 temporary hp per level for 1 hour to
    the drainer; a Fortitude save per negative level 24 hours later."""
    log.add("wight", "wight", 10)
    log.add("orc", "orc", 5)
    log.act("wight", "draine 1 sur orc")
    assert log.creature("orc")["negative_levels"] == 1
    assert log.creature("wight")["temp_hp"] == 5
    log.advance(HOUR)
    assert log.creature("wight")["temp_hp"] == 0
    log.advance(DAY - HOUR)
    orc = log.creature("orc")
    assert orc["negative_levels"] == 0
    lost = next(e for e in log.events if e.type == ev.LEVELS_LOST)
    assert lost.data["resolved"] == 1 and len(lost.data["saves"]) == 1


def test_poison_secondary_save_one_minute_later(log: Log) -> None:
    """000 « Poison/venin »: the same save again 1 minute later against the secondary damage."""
    log.add("medusa", "medusa", 10)
    log.add("orc", "orc", 5)
    log.act("medusa", "utilise poison sur orc", seed=3)
    assert any(t["kind"] == "poison_secondary" for t in view(log.state, gm=True)["scheduled"])
    log.advance(MINUTE - 1)
    assert view(log.state, gm=True)["scheduled"]
    log.advance(1)
    assert not view(log.state, gm=True)["scheduled"]
    done = next(e for e in log.events if e.type == ev.SCHEDULE_DONE)
    assert done.data["result"]["dc"] == 14


def test_frightful_presence_immunity_for_24_hours(log: Log) -> None:
    """000 « Présence terrifiante »: a creature that resists is immune for 24 hours; one that
    fails is shaken for a duration rolled in secret."""
    log.add("tarrasque", "t", 10)
    log.add("orc", "orc", 5)
    log.add("orc", "orc2", 4)
    log.act("t", "utilise présence terrifiante sur orc", **{"save:orc": 20})
    assert log.creature("orc")["immunities"] == {"frightful_presence:t": 24 * HOUR}
    log.act("t", "utilise présence terrifiante sur orc2", **{"save:orc2": 1})
    assert "shaken" in log.creature("orc2")["conditions"]  # type: ignore[operator]
    assert view(log.state)["creatures"]["orc2"]["timers"]["shaken"] == {"rounds_left": None, "secret": True}
    new = log.act("t", "utilise présence terrifiante sur orc", **{"save:orc": 1})
    assert "shaken" not in log.creature("orc")["conditions"]  # type: ignore[operator]
    assert any(e.type == ev.SAVE_ROLLED and not e.data["result"]["affected"] for e in new)
    log.advance(DAY)
    assert log.creature("orc")["immunities"] == {}
    assert "shaken" not in log.creature("orc2")["conditions"]  # type: ignore[operator]


def test_ability_damage_recovers_a_point_a_day(log: Log) -> None:
    """000 « Affaiblissement et diminution de caractéristique »: 1 point a day."""
    log.add("orc", "orc", 5)
    log.act("orc", "affaiblit for 3 sur orc")
    assert log.creature("orc")["ability_damage"] == {"str": 3}
    log.advance(2 * DAY)
    assert log.creature("orc")["ability_damage"] == {"str": 1}


def test_summoned_creature_leaves_after_one_hour(log: Log) -> None:
    """000 « Convocation »: summoned creatures go back after 1 hour."""
    log.add("ogre", "ogre", 5)
    creature = find_creature("barbazu")
    from dataclasses import replace

    log.commit(
        [
            Draft(ev.ACTION, {"command": "add"}),
            *added_drafts(
                log.state, replace(creature, id="devil"), random.Random(1), initiative=3, summoned=True
            ),
        ]
    )
    log.advance(HOUR - 1)
    assert "devil" in log.state.creatures
    log.advance(1)
    assert "devil" not in log.state.creatures


def test_spell_with_a_duration_becomes_an_ongoing_effect(log: Log) -> None:
    """001 « La durée »: a timed spell lasts its rounds per level, then ends with its conditions."""
    log.add("ogre", "ogre", 5)
    log.add("goblin", "gob", 15)
    state = log.state
    from arbitre.content.spells import all_spells

    timed = [
        s
        for s in all_spells("pf1")
        if s.payload.conditions
        and s.duration.kind.value == "timed"
        and s.duration.span
        and not s.duration.span.dice
    ]
    if not timed:
        pytest.skip("no timed spell with conditions in the embedded content")
    spell = timed[0]
    new = log.act("gob", f"lance {spell.name_en} sur ogre nls 1", **{"save:ogre": 1, "sr:ogre": 20})
    started = [e for e in new if e.type == ev.EFFECT_STARTED]
    assert started and started[0].data["ends_at"] is not None
    assert state.effects == {}
    log.advance(int(started[0].data["ends_at"]))
    assert log.state.effects == {}


def test_spell_resistance_is_remembered_per_spell_and_caster(log: Log) -> None:
    """001 « La résistance à la magie »: one check per spell and creature."""
    log.add("ogre", "mage", 5)
    log.add("barbazu", "devil", 3)
    log.act("mage", "lance boule de feu sur devil nls 5", seed=1, **{"sr:devil": 2})
    state = log.state
    assert state.creatures["devil"].sr_memory
    new = log.act("mage", "lance boule de feu sur devil nls 5", seed=99)
    action = next(e for e in new if e.type == ev.ACTION)
    assert "sr:devil" not in action.data["forced"]  # not forced by the user: remembered
    sr = [r for r in action.data["rolls"] if r["purpose"] == "sr:devil"]
    assert sr and sr[0]["value"] == 2


@pytest.mark.parametrize(
    ("text", "kind", "targets"),
    [
        ("lance boule de feu sur troll, gobelin", "cast", ("troll", "gobelin")),
        ("cast fireball on troll and goblin cl 10", "cast", ("troll", "goblin")),
        ("utilise souffle sur guerrier", "use", ("guerrier",)),
        ("use breath weapon on fighter", "use", ("fighter",)),
        ("frappe troll +12 1d8+4 tranchant", "strike", ("troll",)),
        ("strike troll -1 1d4 piercing crit 19 x3", "strike", ("troll",)),
        ("dégâts 2d6 feu sur troll", "damage", ("troll",)),
        ("heal 10 troll", "heal", ("troll",)),
        ("état effrayé 3 rounds sur gobelin et ogre", "condition", ("gobelin", "ogre")),
        ("remove frightened from goblin", "remove", ("goblin",)),
        ("drain 2 on fighter", "drain", ("fighter",)),
        ("affaiblit for 2 sur guerrier", "ability_damage", ("guerrier",)),
        ("termine e12", "end", ()),
    ],
)
def test_action_text_in_french_and_english(text: str, kind: str, targets: tuple[str, ...]) -> None:
    parsed = parse_action(text)
    assert parsed.kind == kind and parsed.targets == targets


def test_replay_is_pure_and_order_of_apply_is_the_log(log: Log) -> None:
    log.add("troll", "troll", 10)
    log.add("goblin", "gob", 5)
    log.next()
    log.act("gob", "frappe troll +20 2d6+10 tranchant")
    one = view(replay(log.events), gm=True)
    two = EncounterState()
    for e in log.events:
        apply(two, e)
    assert view(two, gm=True) == one


def test_full_round_spell_takes_effect_just_before_the_casters_next_turn(log: Log) -> None:
    """001 « Le temps d'incantation »: a one-round casting ends just before the caster's next turn."""
    log.add("ogre", "mage", 10)
    log.add("goblin", "gob", 5)
    log.next()
    new = log.act("mage", "lance sommeil sur gob nls 5", **{"save:gob": 1})
    assert [e.type for e in new] == [ev.ACTION, ev.SCHEDULED]
    assert "asleep" not in log.creature("gob")["conditions"]  # type: ignore[operator]
    log.next()  # the goblin's turn: nothing yet
    assert not any(e.type == ev.RESOLVED for e in log.events)
    log.next()  # the mage's next turn: the spell takes effect first
    resolved = [e for e in log.events if e.type == ev.RESOLVED]
    assert len(resolved) == 1 and resolved[0].data["actor"] == "mage"
    assert log.creature("gob")["conditions"]


def test_lowered_spell_resistance_lasts_until_the_next_turn(log: Log) -> None:
    """001 « La résistance à la magie »: lowered until the start of the creature's next turn."""
    log.add("barbazu", "devil", 10)
    log.add("ogre", "mage", 5)
    log.next()
    log.act("devil", "baisse sa RM")
    assert "sr_lowered" in log.creature("devil")["conditions"]  # type: ignore[operator]
    new = log.act("mage", "lance boule de feu sur devil nls 5")
    action = next(e for e in new if e.type == ev.ACTION)
    assert not any(r["purpose"].startswith("sr:") for r in action.data["rolls"])
    log.next()
    assert "sr_lowered" in log.creature("devil")["conditions"]  # type: ignore[operator]
    log.next()  # the devil's next turn
    assert "sr_lowered" not in log.creature("devil")["conditions"]  # type: ignore[operator]


def test_concentration_spell_lingers_after_it_is_dismissed(log: Log) -> None:
    """001 « Concentration »: « concentration + 1 round/level » lingers once concentration stops."""
    from arbitre.content.spells import find_spell

    spell = find_spell("mur de feu")
    if spell.duration.kind.value != "concentration" or spell.duration.lingering is None:
        pytest.skip("wall of fire is not stored as concentration + rounds")
    log.add("ogre", "mage", 10)
    log.add("goblin", "gob", 5)
    effect = {
        "id": "e9",
        "label": "Mur de feu",
        "source": "mage",
        "targets": ["gob"],
        "ends_at": None,
        "anchor": "mage",
        "kind": "concentration",
        "lingering": 7,
    }
    log.commit([Draft(ev.ACTION, {"command": "act"}), Draft(ev.EFFECT_STARTED, effect)])
    log.act("mage", "termine e9")
    assert log.state.effects["e9"].timer.ends_at == 7
    log.advance(7)
    assert "e9" not in log.state.effects


def test_the_dead_take_no_turns(log: Log) -> None:
    log.add("ogre", "ogre", 20)
    log.add("goblin", "gob", 10)
    log.add("orc", "orc", 5)
    log.next()
    log.act("ogre", "dégâts 50 sur gob")
    log.next()
    assert log.state.turn == "orc"
    log.next()
    assert (log.state.turn, log.state.round) == ("ogre", 2)


def test_gaze_met_at_the_start_of_each_opponent_turn(log: Log) -> None:
    """000 « Attaque de regard »: each opponent facing the gazer saves at the start of its turn;
    closed eyes spare it; creatures of the same side are not targets."""
    log.add("medusa", "medusa", 20, side="monsters")
    log.add("orc", "orc", 10, side="heroes")
    log.add("orc", "blind", 5, side="heroes")
    log.add("ogre", "ally", 3, side="monsters")
    log.act("medusa", "état yeux fermés sur blind")
    log.next()  # medusa
    log.next()  # orc meets the gaze
    resolved = [e for e in log.events if e.type == ev.RESOLVED]
    assert (
        len(resolved) == 1 and resolved[0].data["target"] == "orc" and resolved[0].data["trigger"] == "gaze"
    )
    log.next()  # blind: eyes closed, no save
    resolved = [e for e in log.events if e.type == ev.RESOLVED]
    assert resolved[-1].data["target"] == "blind" and "label" not in resolved[-1].data
    log.next()  # the ogre is on the medusa's side
    assert len([e for e in log.events if e.type == ev.RESOLVED]) == 2
