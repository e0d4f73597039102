"""000 « Affaiblissement et diminution de caractéristique »."""

from __future__ import annotations

import pytest

from arbitre.core.errors import RulesError
from arbitre.model.ability import AbilityScore
from arbitre.rules.ability_damage import (
    AbilityState,
    Restoration,
    ZeroScoreEffect,
    constitution_hit_points,
    damage_ability,
    drain_ability,
    recover_naturally,
    restore,
    state_effect,
    zero_score_effect,
)

STR, CON = AbilityScore.STR, AbilityScore.CON


def test_points_past_zero_are_not_recorded() -> None:
    s = damage_ability(AbilityState(STR, 6), 10).state
    assert s.current == 0 and s.damage == 6
    assert state_effect(s) is ZeroScoreEffect.HELPLESS


def test_no_score_differs_from_zero() -> None:
    """A creature with « — » cannot lose points; one with 0 has the consequence of 0."""
    none = AbilityState(CON, None)
    assert damage_ability(none, 4).state.current is None
    assert state_effect(none) is None
    assert state_effect(AbilityState(CON, 0)) is ZeroScoreEffect.DEAD


def test_recovery_one_per_day_two_with_rest() -> None:
    s = damage_ability(AbilityState(STR, 16), 5).state
    assert recover_naturally(s, 2).state.current == 13
    assert recover_naturally(s, 2, full_rest=True).state.current == 15
    assert recover_naturally(s, 10).state.current == 16


def test_drain_does_not_heal_naturally() -> None:
    s = drain_ability(AbilityState(STR, 16), 3).state
    assert recover_naturally(s, 30, full_rest=True).state.current == 13


def test_restoration_spells() -> None:
    s = drain_ability(damage_ability(AbilityState(STR, 16), 4).state, 2).state
    assert s.current == 10
    assert restore(s, Restoration.LESSER, points=3).state.current == 13
    assert restore(s, Restoration.LESSER).state.current == 14  # damage only, drain stays
    assert restore(s, Restoration.RESTORATION).state.current == 16
    assert restore(s, Restoration.GREATER).state.current == 16


def test_zero_in_each_ability() -> None:
    effects = {a: zero_score_effect(a) for a in AbilityScore}
    assert effects[AbilityScore.CON] is ZeroScoreEffect.DEAD
    assert effects[AbilityScore.DEX] is ZeroScoreEffect.PARALYZED
    assert effects[AbilityScore.STR] is ZeroScoreEffect.HELPLESS
    assert {effects[a] for a in (AbilityScore.INT, AbilityScore.WIS, AbilityScore.CHA)} == {
        ZeroScoreEffect.UNCONSCIOUS
    }


def test_constitution_loss_costs_one_hp_per_hd_per_modifier_point() -> None:
    """Con 14 → 10 on a 5 HD creature: modifier +2 → 0, 10 hp lost."""
    r = constitution_hit_points(5, 40, 14, 10)
    assert (r.hit_points, r.change) == (30, -10)
    assert constitution_hit_points(5, 30, 10, 14).hit_points == 40  # regained


def test_constitution_loss_never_below_one_hp_per_hd() -> None:
    r = constitution_hit_points(4, 10, 16, 4)  # +3 → −3: 24 hp would be lost
    assert r.hit_points == 4
    assert constitution_hit_points(4, 2, 16, 4).hit_points == 2  # already below: unchanged


def test_negative_scores_are_refused() -> None:
    with pytest.raises(RulesError) as err:
        AbilityState(STR, -1)
    assert err.value.key == "abilities.negative_score"
    with pytest.raises(RulesError):
        damage_ability(AbilityState(STR, 10), -2)
