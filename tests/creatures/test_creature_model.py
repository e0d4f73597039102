"""The creature record: impossible states refused, scores, hit dice, hit points, size, AC."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbitre.core.errors import RulesError
from arbitre.model.creature import (
    Ability,
    AbilityScores,
    Alignment,
    ArmorClass,
    Creature,
    HitDice,
    HitPoints,
    Names,
    Size,
    SpecialAbility,
    Spellcasting,
)


def _creature(**kwargs: object) -> Creature:
    return Creature(id="x", name=Names(fr="X"), **kwargs)  # type: ignore[arg-type]


def test_negative_ability_score_is_refused() -> None:
    """000 « Affaiblissement et diminution de caractéristique »: no score can become negative."""
    with pytest.raises(RulesError) as info:
        AbilityScores.of(str=-1)
    assert info.value.key == "creatures.negative_score"
    assert "-1" in info.value.message("fr")


def test_zero_differs_from_no_score() -> None:
    """000 « Affaiblissement et diminution de caractéristique »: 0 is not the same as « — »."""
    scores = AbilityScores.of(con=None, int=0)
    assert scores.has("con") is False
    assert scores.has("int") is True
    assert scores.score("int") == 0
    assert scores.score("con") is None
    assert scores.modifier("int") == -5


def test_french_score_names_and_damage_never_below_zero() -> None:
    scores = AbilityScores.of(**{"for": 18, "sag": 12})
    assert scores.base(Ability.STR) == 18 and scores.base("wis") == 12
    damaged = AbilityScores(scores.scores, damage={Ability.STR: 30})
    assert damaged.score("str") == 0
    with pytest.raises(RulesError):
        AbilityScores(scores.scores, drain={Ability.CON: -2})
    with pytest.raises(RulesError):
        AbilityScores.of(force_majeure=3)


@pytest.mark.parametrize("level", [0, -1, -5])
def test_impossible_levels(level: int) -> None:
    with pytest.raises(RulesError) as info:
        _creature(level=level)
    assert info.value.key in {"creatures.level_zero", "creatures.negative_level"}


def test_negative_level_counts_refused() -> None:
    with pytest.raises(RulesError):
        _creature(negative_levels=-1)
    with pytest.raises(RulesError):
        _creature(positive_levels=-2)


@pytest.mark.parametrize("text", ["0d8", "0d8+5", "", "d8", "six dés"])
def test_hd_zero_or_unreadable_refused(text: str) -> None:
    with pytest.raises(RulesError) as info:
        HitDice.parse(text)
    assert info.value.key in {"creatures.hd_zero", "creatures.bad_hd"}


@pytest.mark.parametrize(
    ("text", "count", "bonus", "average"),
    [
        ("6d8+36", Fraction(6), 36, 63),
        ("3d8+4d12+42", Fraction(7), 42, 13 + 26 + 42),
        ("1/2 d8+2", Fraction(1, 2), 2, 4),
        ("12d8+51 plus 7d8+49", Fraction(19), 100, 185),
        ("128d8+1,152", Fraction(128), 1152, 1728),
        ("4d12", Fraction(4), 0, 26),
    ],
)
def test_hit_dice_expressions(text: str, count: Fraction, bonus: int, average: int) -> None:
    hd = HitDice.parse(text)
    assert hd.count == count
    assert hd.bonus == bonus
    assert hd.average == average


@given(
    st.lists(st.tuples(st.integers(1, 40), st.sampled_from([4, 6, 8, 10, 12])), min_size=1, max_size=3),
    st.integers(-20, 500),
)
def test_hit_dice_round_trip(groups: list[tuple[int, int]], bonus: int) -> None:
    hd = HitDice(tuple((Fraction(c), s) for c, s in groups), bonus)
    again = HitDice.parse(str(hd))
    assert again.count == hd.count and again.bonus == hd.bonus
    assert hd.number >= 1


def test_hit_points_temporary_expire() -> None:
    """000 « Absorption d'énergie et niveaux négatifs »: the drainer's temporary hit points last 1 hour."""
    hp = HitPoints(26).with_temporary(5, source="energy_drain", rounds=600)
    assert hp.temporary_total == 5 and hp.now == 26
    assert hp.tick(599).temporary_total == 5
    assert hp.tick(600).temporary_total == 0
    with pytest.raises(RulesError):
        HitPoints(-1)
    with pytest.raises(RulesError):
        HitPoints(10, current=12)


def test_size_footprint_and_modifiers() -> None:
    assert Size.LARGE.footprint == 2 and Size.COLOSSAL.footprint == 6
    assert Size.TINY.space == Fraction(1, 2) and Size.TINY.footprint == 1
    assert Size.SMALL.ac_modifier == 1 and Size.HUGE.ac_modifier == -2
    assert Size.HUGE.grapple_modifier == 8
    assert Size.MEDIUM.rank < Size.LARGE.rank


def test_stomach_ac_needs_natural_armour() -> None:
    """000 « Engloutissement »: the stomach's AC uses half the swallower's natural armour."""
    ac = ArmorClass(19, 4, 19, (("size", -4), ("dex", -2), ("natural", 15)))
    assert ac.natural == 15
    assert 10 + ac.natural // 2 == 17


def test_touch_and_flat_footed_derived_from_breakdown() -> None:
    ac = ArmorClass(37, components=(("dex", 7), ("natural", 20))).derived()
    assert (ac.touch, ac.flat_footed) == (17, 30)


def test_alignment_components_and_subtypes() -> None:
    assert Alignment.CE.components == frozenset({"chaotic", "evil"})
    assert Alignment.N.components == frozenset()
    devil = _creature(subtypes=frozenset({"evil", "lawful", "extraplanar"}))
    assert devil.alignment_subtypes == {"evil", "lawful"}


def test_specials_senses_and_nature() -> None:
    wraith = _creature(
        subtypes=frozenset({"incorporeal"}),
        special=(
            SpecialAbility("darkvision", params={"range": Fraction(12)}),
            SpecialAbility("scent", params={"range": Fraction(6)}),
        ),
        type="undead",
    )
    assert wraith.is_incorporeal and wraith.is_undead and not wraith.is_living
    assert wraith.senses.darkvision == 12 and wraith.senses.scent == 6 and wraith.senses.tremorsense is None
    shaken = wraith.with_conditions("shaken")
    assert "shaken" in shaken.conditions and "shaken" not in wraith.conditions


def test_spellcasting_highest_level() -> None:
    """000 « Absorption d'énergie et niveaux négatifs »: a spell of the highest level is lost."""
    sc = Spellcasting("wizard", 11, {0: 4, 5: 2, 6: 2})
    assert sc.highest_level == 6
    with pytest.raises(RulesError):
        Spellcasting("wizard", 5, {10: 1})


def test_names_required() -> None:
    with pytest.raises(RulesError):
        Names()
    assert Names(fr="Âme-en-peine", en="Wraith").get("en") == "Wraith"
    assert Names(en="Wraith").get("fr") == "Wraith"
