"""000 « Absorption d'énergie et niveaux négatifs », « Énergie positive », « Perte de niveau »."""

from __future__ import annotations

import pytest

from arbitre.core.errors import RulesError
from arbitre.rules.dc import Save
from arbitre.rules.negative_levels import (
    XP_DND35,
    XP_PF1_MEDIUM,
    drain_kills,
    drain_temporary_hp,
    energy_drain,
    gain_spells,
    grant_positive_levels,
    lose_level,
    lose_spells,
    midpoint_experience,
    negative_level_penalties,
    negative_level_save,
    positive_level_cap,
    positive_level_save,
    remove_levels,
    resolve_negative_levels,
)


def test_wizard_with_two_sixth_level_spells_and_three_negative_levels() -> None:
    """000 « Absorption d'énergie et niveaux négatifs »: the wizard example (two 6th + one 5th lost)."""
    loss = lose_spells({6: 2, 5: 3, 4: 4}, 3)
    assert dict(loss.lost) == {6: 2, 5: 1}
    assert dict(loss.remaining) == {6: 0, 5: 2, 4: 4}
    assert loss.unlost == 0
    assert len(loss.steps) == 3


def test_spell_loss_more_levels_than_spells() -> None:
    loss = lose_spells({1: 1}, 3)
    assert dict(loss.lost) == {1: 1} and loss.unlost == 2


def test_penalties_per_negative_level() -> None:
    p = negative_level_penalties(2)
    assert (p.attack, p.saves, p.skill_checks, p.ability_checks, p.effective_level, p.hit_points) == (
        -2,
        -2,
        -2,
        -2,
        -2,
        -10,
    )


def test_drainer_gains_five_temporary_hp_per_level_for_an_hour() -> None:
    gain = drain_temporary_hp(2)
    assert (gain.amount, gain.duration_hours) == (10, 1)
    assert drain_temporary_hp(2, through_spell=True).amount == 0


def test_energy_drain_kills_when_levels_reached() -> None:
    """As many negative levels as levels kills."""
    r = energy_drain(1, 2, 3)
    assert r.negative_levels == 3 and r.dead
    assert r.drainer_temporary_hp.amount == 10
    assert not energy_drain(0, 2, 3).dead
    assert drain_kills(3, 3) and not drain_kills(2, 3)


def test_24_hour_save_dc_is_10_half_hd_cha() -> None:
    """Vampire spawn-like drainer: 4 HD, Cha +2 → DC 14, Fortitude."""
    req = negative_level_save(4, 2)
    assert (req.save, req.dc) == (Save.FORTITUDE, 14)
    assert req.steps[0].rule == "special_ability_dc"
    assert negative_level_save(4, 2, printed=15).dc == 15


def test_each_failed_save_costs_a_level() -> None:
    r = resolve_negative_levels(5, [True, False, False])
    assert (r.levels_lost, r.levels_after, r.dead) == (2, 3, False)
    assert [s.after for s in r.steps] == [5, 4, 3]


def test_falling_below_level_one_kills() -> None:
    r = resolve_negative_levels(1, [False])
    assert r.dead and r.levels_after == 0


def test_restoration_removes_negative_levels() -> None:
    assert remove_levels(3, 2) == 1
    assert remove_levels(1, 5) == 0


def test_level_loss_sets_experience_midway() -> None:
    """000 « Perte de niveau »: level 5 → 4, XP halfway between 4 and 5 (3.5: 6,000 and 10,000)."""
    loss = lose_level(5)
    assert (loss.level, loss.experience, loss.dead) == (4, 8000, False)
    assert midpoint_experience(4, XP_PF1_MEDIUM) == 12000
    assert XP_DND35[:4] == (0, 1000, 3000, 6000)
    assert lose_level(1).dead


def test_positive_levels_capped_by_constitution_bonus() -> None:
    """000 « Énergie positive »: at most the Con bonus (minimum 1); giver loses 5 temporary hp each."""
    assert positive_level_cap(-1) == 1 and positive_level_cap(3) == 3
    r = grant_positive_levels(0, 3, con_modifier=2)
    assert r.positive_levels == 2 and r.granted == 2 and r.giver_temporary_hp_lost == 10
    assert r.modifiers.attack == 2 and r.modifiers.effective_level == 2


def test_positive_levels_on_undead_act_as_negative_levels() -> None:
    r = grant_positive_levels(0, 2, con_modifier=0, undead=True, levels=2)
    assert r.destroyed and r.modifiers.attack == -2
    assert not grant_positive_levels(0, 1, con_modifier=0, undead=True, levels=2).destroyed
    req = positive_level_save(6, 3)
    assert (req.save, req.dc) == (Save.WILL, 16)
    assert resolve_negative_levels(4, [False], positive=True).levels_after == 3


@pytest.mark.parametrize("bad", [-1, -5])
def test_negative_counts_are_refused(bad: int) -> None:
    with pytest.raises(RulesError):
        negative_level_penalties(bad)
    with pytest.raises(RulesError):
        energy_drain(bad, 1, 3)


def test_hd_zero_refused() -> None:
    with pytest.raises(RulesError) as err:
        energy_drain(0, 1, 0)
    assert err.value.key == "abilities.bad_hit_dice"


def test_positive_levels_give_highest_level_slots() -> None:
    """000 « Énergie positive »: one slot (and prepared spell) of the highest level per positive level."""
    g = gain_spells({1: 4, 2: 3, 3: 1}, 2)
    assert dict(g.gained) == {3: 2} and g.available[3] == 3
    assert not gain_spells({}, 2).gained
