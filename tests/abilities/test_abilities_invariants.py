"""Hypothesis invariants of the special-ability rules."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from arbitre.model.ability import AbilityScore
from arbitre.rules.ability_damage import (
    AbilityState,
    Restoration,
    constitution_hit_points,
    damage_ability,
    drain_ability,
    recover_naturally,
    restore,
)
from arbitre.rules.evasion import Evasion, reflex_half_damage
from arbitre.rules.fear import FearLevel, stack_fear
from arbitre.rules.gaze import GazeDefence, save_probability
from arbitre.rules.negative_levels import energy_drain, lose_spells, remove_levels, resolve_negative_levels

abilities = st.sampled_from(list(AbilityScore))
scores = st.integers(0, 40)
amounts = st.integers(0, 60)
fear_levels = st.sampled_from(list(FearLevel))


@given(
    abilities,
    scores,
    st.lists(st.tuples(st.sampled_from(["damage", "drain", "rest", "restore"]), amounts), max_size=12),
)
def test_ability_scores_never_below_zero(
    ability: AbilityScore, base: int, ops: list[tuple[str, int]]
) -> None:
    state = AbilityState(ability, base)
    for op, n in ops:
        if op == "damage":
            state = damage_ability(state, n).state
        elif op == "drain":
            state = drain_ability(state, n).state
        elif op == "rest":
            state = recover_naturally(state, n % 5, full_rest=n % 2 == 0).state
        else:
            state = restore(state, Restoration.LESSER, points=n % 5).state
        assert state.current is not None and 0 <= state.current <= base


@given(fear_levels, fear_levels)
def test_fear_never_de_escalates_by_stacking(current: FearLevel, new: FearLevel) -> None:
    result = stack_fear(current, new).level
    assert result >= current and result >= new


@given(st.lists(fear_levels, max_size=6))
def test_fear_sequence_monotone(effects: list[FearLevel]) -> None:
    level = FearLevel.NONE
    for e in effects:
        nxt = stack_fear(level, e).level
        assert nxt >= level
        level = nxt


@given(st.integers(0, 30), st.integers(0, 10), st.integers(1, 30), st.integers(0, 30))
def test_negative_levels_never_negative(current: int, bestowed: int, levels: int, removed: int) -> None:
    r = energy_drain(current, bestowed, levels)
    assert r.negative_levels >= 0 and r.dead == (r.negative_levels >= levels)
    assert remove_levels(r.negative_levels, removed) >= 0


@given(st.integers(1, 20), st.lists(st.booleans(), max_size=20))
def test_level_resolution_bounds(levels: int, saves: list[bool]) -> None:
    r = resolve_negative_levels(levels, saves)
    assert 0 <= r.levels_after <= levels
    assert r.levels_lost == saves.count(False)


@given(st.dictionaries(st.integers(0, 9), st.integers(0, 5), max_size=10), st.integers(0, 30))
def test_spell_loss_conserves_spells(available: dict[int, int], n: int) -> None:
    loss = lose_spells(available, n)
    assert sum(loss.lost.values()) + loss.unlost == n
    for lvl, count in available.items():
        assert loss.remaining[lvl] + loss.lost.get(lvl, 0) == count
        assert loss.remaining[lvl] >= 0


@given(st.integers(1, 30), st.integers(0, 400), scores, scores)
def test_constitution_loss_floor(hd: int, hp: int, before: int, after: int) -> None:
    r = constitution_hit_points(hd, hp, before, after)
    if after <= before:
        assert r.hit_points <= hp and r.hit_points >= min(hp, hd)


@given(st.integers(0, 500), st.booleans(), st.sampled_from(list(Evasion)))
def test_evasion_never_increases_damage(amount: int, saved: bool, evasion: Evasion) -> None:
    with_ev = reflex_half_damage(amount, save_succeeded=saved, evasion=evasion).amount
    without = reflex_half_damage(amount, save_succeeded=saved).amount
    assert 0 <= with_ev <= without <= amount


@given(st.sampled_from(list(GazeDefence)), st.integers(0, 100))
def test_gaze_probability_is_a_probability(defence: GazeDefence, concealment: int) -> None:
    p = save_probability(defence, concealment)
    assert 0.0 <= p <= 1.0
    assert p <= save_probability(GazeDefence.NONE, 0)


@given(st.integers(0, 100), st.integers(1, 100))
def test_summon_success_matches_chance(percent: int, d100: int) -> None:
    from arbitre.rules.summon import summon, summon_chance

    # exactly ``percent`` of the 100 faces succeed
    assert summon(percent=percent, d100=d100).succeeded == (d100 <= percent)
    assert sum(summon(percent=percent, d100=f).succeeded for f in range(1, 101)) / 100 == summon_chance(
        percent
    )


@given(st.integers(0, 200), st.integers(4, 8), st.integers(0, 8), st.booleans(), st.booleans())
def test_trample_never_more_than_rolled(
    damage: int, attacker: int, target: int, saved: bool, again: bool
) -> None:
    from arbitre.rules.trample import trample

    out = trample(
        damage,
        attacker_size=attacker,
        target_size=target,
        save_succeeded=saved,
        already_trampled_this_round=again,
    )
    assert 0 <= out.damage <= damage
    if target >= attacker or again:
        assert out.damage == 0
