"""Docs name every spell rule module and command; a fireball worked end to end with the spell APIs
the engine uses (001 « Les jets de sauvegarde », « La résistance à la magie », « La portée »)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from arbitre.content.spells import find_spell
from arbitre.model.ruleset import get_ruleset
from arbitre.rules.ranges import range_at
from arbitre.rules.saving_throws import (
    Degree,
    damage_after_save,
    degree_probabilities,
    save_attempt,
    save_outcome,
    spell_save_dc_for,
)
from arbitre.rules.spell_resistance import caster_level_check, spell_sr_applies, success_probability

DOCS = Path(__file__).resolve().parents[2] / "docs" / "spells.md"
MODULES = [
    "saving_throws",
    "spell_resistance",
    "ranges",
    "components",
    "casting_time",
    "durations",
    "descriptors",
    "polymorph",
    "touch_spells",
    "schools",
]
COMMANDS = ["arbitre parse spell", "arbitre spell show", "arbitre spell list"]


def test_docs_cover_modules_and_commands() -> None:
    text = DOCS.read_text(encoding="utf-8")
    for name in MODULES:
        assert f"`{name}`" in text, name
    for command in COMMANDS:
        assert command in text, command


def test_fireball_end_to_end() -> None:
    """A 7th-level wizard (Int 18, +4) throws a fireball at a troll (Reflex +5, SR 0) and an ogre mage (SR 19)."""
    from arbitre.dice import distribution

    fireball = find_spell("Fireball")
    assert range_at(fireball.range, 7).squares == 80 + 8 * 7
    dc = spell_save_dc_for(fireball, "wizard", 4).dc
    assert dc == 17
    # SR: only the ogre mage's is checked; 1d20 + 7 against 19 → 12 or more on the die
    assert not spell_sr_applies(fireball, 0).applies
    sr = spell_sr_applies(fireball, 19)
    assert sr.applies and success_probability(7, 19) == Fraction(9, 20)
    assert caster_level_check(12, 7, sr.sr).success and not caster_level_check(11, 7, sr.sr).success
    # the troll's save: 12 or more on the die
    assert save_attempt(fireball.saving_throw, bonus=5).bonus == 5
    assert degree_probabilities(5, dc)[Degree.SUCCESS] == Fraction(9, 20)
    outcome = save_outcome(12, 17, dc, get_ruleset("pf1"))
    assert outcome.succeeded
    # 7d6 fire; a successful save halves it (rounded down), mapped over the whole distribution
    damage = distribution(fireball.payload.damage[0].formula, variables={"nls": 7})
    halved = damage.map(
        lambda amount: damage_after_save(amount, fireball.saving_throw.effect, Degree.SUCCESS)
    )
    assert (damage.min, damage.max) == (7, 42) and (halved.min, halved.max) == (3, 21)
