"""Ranges, components, casting time and durations: 001 « La portée », « Les composantes »,
« Le temps d'incantation », « La durée »."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbitre.content.spell_parser import read_components, read_duration
from arbitre.content.spells import find_spell
from arbitre.core.errors import RulesError
from arbitre.model.spell import CastingTime, CastingUnit, Range, RangeKind
from arbitre.rules.casting_time import TakesEffect, can_cast_swift, casting_plan
from arbitre.rules.components import (
    DEAF_VERBAL_FAILURE,
    CasterState,
    Missing,
    check_components,
    needs_deaf_roll,
)
from arbitre.rules.durations import (
    Audience,
    DismissAction,
    can_cast_while_concentrating,
    concentration_limit,
    dismiss_action,
    duration_rounds,
    ends_on_discharge,
    lingering_rounds,
    variable_dice,
)
from arbitre.rules.ranges import close_range, in_range, long_range, medium_range, range_at


def test_range_formulas() -> None:
    """001 « La portée »: 7.5 m + 1.5 m/2 levels, 30 m + 3 m/level, 120 m + 12 m/level."""
    assert close_range(1) == 5 and close_range(2) == 6 and close_range(5) == 7
    assert medium_range(1) == 22 and medium_range(10) == 40
    assert long_range(1) == 88 and long_range(10) == 160
    with pytest.raises(RulesError):
        close_range(0)


@given(st.integers(1, 40))
def test_ranges_grow_with_level(cl: int) -> None:
    assert close_range(cl + 1) >= close_range(cl)
    assert medium_range(cl) < long_range(cl)


def test_range_at_and_in_range() -> None:
    assert range_at(find_spell("Fireball").range, 10).squares == 160
    assert range_at(Range(RangeKind.FIXED, Fraction(0), Fraction(8)), 3).squares == 24
    assert range_at(Range(RangeKind.TOUCH), 3).squares is None
    assert in_range(Range(RangeKind.CLOSE), 1, Fraction(5)) and not in_range(
        Range(RangeKind.CLOSE), 1, Fraction(6)
    )
    assert in_range(Range(RangeKind.TOUCH), 1, Fraction(1))
    assert not in_range(Range(RangeKind.PERSONAL), 1, Fraction(1))


def test_silence_gag_deafness() -> None:
    """001 « Les composantes », V: silence or gag prevents it; a deaf caster fails 20%."""
    comps = read_components("V, S")
    assert comps is not None
    assert check_components(comps, CasterState(silenced=True)).missing == (Missing.SILENCED,)
    assert check_components(comps, CasterState(gagged=True)).missing == (Missing.GAGGED,)
    deaf = CasterState(deaf=True)
    assert needs_deaf_roll(comps, deaf) and Fraction(1, 5) == DEAF_VERBAL_FAILURE
    assert check_components(comps, deaf).ok
    assert check_components(comps, deaf, deaf_roll_failed=True).missing == (Missing.DEAF_FAILURE,)
    assert check_components(comps, CasterState(free_hand=False)).missing == (Missing.NO_FREE_HAND,)


def test_materials_focus_pouch() -> None:
    """001 « Les composantes », M, F, DF, M/DF: the pouch covers cheap ones."""
    cheap = read_components("V, S, M")
    costly = read_components("V, S, M (diamond worth 500 gp)")
    mdf = read_components("V, S, M/DF")
    assert cheap is not None and costly is not None and mdf is not None
    assert check_components(cheap, CasterState()).ok
    assert not check_components(cheap, CasterState(has_pouch=False)).ok
    assert check_components(costly, CasterState()).missing == (Missing.NO_MATERIAL,)
    assert check_components(costly, CasterState(has_costly_material=True)).ok
    # divine version of M/DF: only the divine focus
    assert check_components(mdf, CasterState(divine=True, has_pouch=False)).ok
    assert not check_components(mdf, CasterState(divine=True, has_divine_focus=False)).ok
    # arcane version: material, no divine focus needed
    assert check_components(mdf, CasterState(has_divine_focus=False)).ok


def test_casting_time() -> None:
    """001 « Le temps d'incantation »."""
    standard = casting_plan(CastingTime(CastingUnit.STANDARD))
    assert standard.takes_effect is TakesEffect.NOW
    full = casting_plan(CastingTime(CastingUnit.ROUND, 1))
    assert (
        full.takes_effect is TakesEffect.BEFORE_NEXT_TURN
        and full.full_round_actions == 1
        and full.concentration
    )
    minute = casting_plan(CastingTime(CastingUnit.MINUTE, 1))
    assert minute.full_round_actions == 10
    assert casting_plan(CastingTime(CastingUnit.SWIFT)).provokes is False
    assert can_cast_swift(0) and not can_cast_swift(1)


def test_timed_durations() -> None:
    """001 « Durée déterminée »."""
    haste = find_spell("Haste").duration
    assert duration_rounds(haste, 7).rounds == 7
    mage_armor = find_spell("Mage Armor").duration
    assert duration_rounds(mage_armor, 3).rounds == 3 * 600
    acid_arrow = read_duration("1 round + 1 round per three levels")
    assert acid_arrow is not None and duration_rounds(acid_arrow, 7).rounds == 3


def test_variable_duration_is_secret() -> None:
    """001 « Durée déterminée »: a varying duration is rolled by the GM, not told to the caster."""
    cause_fear = find_spell("Cause Fear").duration
    assert variable_dice(cause_fear) == "1d4"
    secret = duration_rounds(cause_fear, 5, rolled=3)
    assert secret.rounds == 3 and secret.audience is Audience.GAME_MASTER
    with pytest.raises(RulesError):
        duration_rounds(cause_fear, 5)
    assert duration_rounds(find_spell("Haste").duration, 5).audience is Audience.EVERYONE


def test_concentration_dismissal_discharge() -> None:
    """001 « Concentration », « (T) Terminé », « Utilisation »."""
    detect = find_spell("Detect Magic").duration
    assert concentration_limit(detect, 4) == 40
    assert dismiss_action(detect) is DismissAction.FREE
    wall = find_spell("Wall of Fire").duration
    assert lingering_rounds(wall, 6) == 6
    assert dismiss_action(find_spell("Shield").duration) is DismissAction.STANDARD
    assert dismiss_action(find_spell("Haste").duration) is DismissAction.NONE
    assert not can_cast_while_concentrating()
    held = read_duration("permanent until discharged (D)")
    assert held is not None and ends_on_discharge(held)
