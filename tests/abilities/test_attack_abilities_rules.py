"""Attack forms of text 000: death attacks, gaze, breath, trample, poison, frightful presence, fear,
evasion, rays, rend, constrict, improved grab, pounce, rake, swallow whole, summon, sonic."""

from __future__ import annotations

import pytest

from arbitre.core.errors import RulesError
from arbitre.model.ruleset import get_ruleset
from arbitre.rules.breath_weapon import (
    BreathState,
    BreathUses,
    breath_damage,
    breath_save,
    can_breathe,
    tick,
    use_breath,
)
from arbitre.rules.constrict import constrict
from arbitre.rules.dc import OnSuccess, Save, special_ability_dc
from arbitre.rules.death_attacks import death_attack
from arbitre.rules.evasion import (
    ArmorCategory,
    Evasion,
    effective_evasion,
    evasion_works,
    reflex_half_damage,
)
from arbitre.rules.fear import FearLevel, fear_behaviour, fear_penalty, stack_fear
from arbitre.rules.frightful_presence import frightful_presence, presence_save
from arbitre.rules.gaze import GazeDefence, gaze_exposure, gaze_save, save_probability, saves_per_round
from arbitre.rules.improved_grab import improved_grab
from arbitre.rules.poison import immune_to_poison, poison, poison_save
from arbitre.rules.pounce import charge_attacks
from arbitre.rules.rake import grappling_natural_attack_penalty, rake
from arbitre.rules.rays import ray_attack
from arbitre.rules.rend import rend, rend_damage_bonus
from arbitre.rules.sonic import sonic_exposure
from arbitre.rules.summon import summon, summon_chance
from arbitre.rules.swallow_whole import EscapeWeapon, back_to_mouth, can_swallow, cut_free, stomach_ac
from arbitre.rules.trample import TrampleResponse, trample, trample_save

MEDIUM, LARGE, HUGE = 4, 5, 6


def test_special_ability_dc_formula() -> None:
    assert special_ability_dc(7, 3) == 16
    with pytest.raises(RulesError):
        special_ability_dc(0, 3)


def test_death_attack_000_attaque_de_mort() -> None:
    """000 « Attaque de mort »: failed Fortitude kills, −10 hp, no stabilising, no raise dead; death ward."""
    dead = death_attack(save_succeeded=False)
    assert dead.dies and dead.hit_points == -10 and not dead.can_be_stabilised and not dead.raise_dead_works
    assert not death_attack(save_succeeded=True).dies
    assert not death_attack(save_succeeded=False, death_ward=True).dies
    assert death_attack(save_succeeded=None).dies


def test_death_attack_hit_points_follow_the_ruleset() -> None:
    assert death_attack(save_succeeded=False, ruleset=get_ruleset("dnd35")).hit_points == -10
    assert death_attack(save_succeeded=False, ruleset=get_ruleset("pf1"), con_score=14).hit_points == -14
    assert death_attack(save_succeeded=False, ruleset=get_ruleset("pf2")).hit_points == 0


class TestGaze:
    """000 « Attaque de regard »."""

    def test_looking_means_saving(self) -> None:
        assert gaze_exposure().save_required

    def test_averting_half_chance_and_concealment(self) -> None:
        spared = gaze_exposure(GazeDefence.AVERTED, avert_spares=True)
        unlucky = gaze_exposure(GazeDefence.AVERTED, avert_spares=False)
        assert not spared.save_required and unlucky.save_required
        assert spared.gazer_concealment == 20
        assert save_probability(GazeDefence.AVERTED) == 0.5

    def test_closed_eyes_never_saves_total_concealment(self) -> None:
        e = gaze_exposure(GazeDefence.EYES_CLOSED)
        assert not e.save_required and e.gazer_concealment == 50
        assert save_probability(GazeDefence.EYES_CLOSED) == 0.0

    def test_concealment_rolled_separately(self) -> None:
        assert save_probability(GazeDefence.AVERTED, 20) == pytest.approx(0.4)
        assert not gaze_exposure(visibility_concealment=20, concealment_spares=True).save_required
        assert gaze_exposure(GazeDefence.AVERTED, avert_spares=False, visibility_concealment=20).save_required

    def test_own_gaze_invisible_gazer_image(self) -> None:
        assert not gaze_exposure(own_gaze=True).save_required
        assert not gaze_exposure(gazer_invisible=True).save_required
        assert not gaze_exposure(GazeDefence.IMAGE_ONLY).save_required
        assert not gaze_exposure(gaze_suppressed=True).save_required

    def test_active_gaze_two_saves_a_round(self) -> None:
        assert saves_per_round(True) == 2 and saves_per_round(False) == 1

    def test_gaze_dc(self) -> None:
        """Medusa-like: 6 HD, Cha +2 → DC 15."""
        assert gaze_save(6, 2).dc == 15


class TestBreath:
    """000 « Attaque de souffle », « Souffle »."""

    def test_reflex_half_dc_con(self) -> None:
        req = breath_save(10, 3)
        assert (req.save, req.dc, req.on_success) == (Save.REFLEX, 18, OnSuccess.HALF)
        assert breath_save(10, 3, save=Save.FORTITUDE).save is Save.FORTITUDE

    def test_damage_and_own_immunity(self) -> None:
        assert breath_damage(31, save_succeeded=True).amount == 15
        assert breath_damage(31, save_succeeded=False).amount == 31
        assert breath_damage(31, save_succeeded=False, own_breath=True).amount == 0

    def test_recharge_and_daily_uses(self) -> None:
        uses = BreathUses(recharge="1d4")
        state = use_breath(uses, BreathState(), recharge_rounds=3)
        assert not can_breathe(uses, state)
        assert not can_breathe(uses, tick(state, 2)) and can_breathe(uses, tick(state, 3))
        daily = BreathUses(per_day=1)
        used = use_breath(daily, BreathState())
        assert not can_breathe(daily, used)
        with pytest.raises(RulesError):
            use_breath(daily, used)


class TestTrample:
    """000 « Piétinement »."""

    def test_dc_strength(self) -> None:
        assert trample_save(8, 5).dc == 19 and trample_save(8, 5).save is Save.REFLEX

    def test_reflex_half_or_attack_of_opportunity(self) -> None:
        saved = trample(20, attacker_size=HUGE, target_size=MEDIUM, save_succeeded=True)
        assert saved.damage == 10
        aoo = trample(
            20, attacker_size=HUGE, target_size=MEDIUM, response=TrampleResponse.ATTACK_OF_OPPORTUNITY
        )
        assert aoo.damage == 20 and aoo.may_attack_of_opportunity and aoo.attack_penalty == -4

    def test_size_once_per_round_partial_cover(self) -> None:
        assert trample(20, attacker_size=LARGE, target_size=LARGE).damage == 0
        assert (
            trample(20, attacker_size=HUGE, target_size=MEDIUM, already_trampled_this_round=True).damage == 0
        )
        partial = trample(20, attacker_size=HUGE, target_size=LARGE, covers_whole_space=False)
        assert partial.damage == 0 and partial.may_attack_of_opportunity


def test_poison_000_poison_venin() -> None:
    """000 « Poison/venin »: two Fortitude saves a minute apart, DC 10 + ½ HD + Con; own species immune."""
    req = poison_save(4, 2)
    assert (req.save, req.dc, req.on_success) == (Save.FORTITUDE, 14, OnSuccess.NEGATES)
    r = poison(initial_saved=True, secondary_saved=False)
    assert not r.initial_applies and r.secondary_applies and r.secondary_after_rounds == 10
    assert immune_to_poison("Araignée monstrueuse", "araignee monstrueuse")
    assert not poison(initial_saved=False, secondary_saved=False, immune=True).initial_applies


class TestFrightfulPresence:
    """000 « Présence terrifiante »."""

    def test_only_fewer_hit_dice_in_range_seeing(self) -> None:
        assert not frightful_presence(creature_hit_dice=13, target_hit_dice=13, distance=4).affected
        assert frightful_presence(creature_hit_dice=13, target_hit_dice=12, distance=4).affected
        assert not frightful_presence(creature_hit_dice=13, target_hit_dice=5, distance=7).affected
        assert not frightful_presence(
            creature_hit_dice=13, target_hit_dice=5, distance=4, sees_creature=False
        ).affected

    def test_success_gives_24h_immunity_failure_fear(self) -> None:
        ok = frightful_presence(creature_hit_dice=13, target_hit_dice=5, distance=2, save_succeeded=True)
        assert ok.immune_for_hours == 24 and ok.fear is FearLevel.NONE
        ko = frightful_presence(
            creature_hit_dice=13, target_hit_dice=5, distance=2, effect=FearLevel.FRIGHTENED
        )
        assert ko.fear is FearLevel.FRIGHTENED
        assert presence_save(13, 3).dc == 19 and presence_save(13, 3).save is Save.WILL


class TestFear:
    """000 « Terreur »."""

    @pytest.mark.parametrize(
        ("current", "new", "result"),
        [
            (FearLevel.SHAKEN, FearLevel.SHAKEN, FearLevel.FRIGHTENED),
            (FearLevel.SHAKEN, FearLevel.FRIGHTENED, FearLevel.PANICKED),
            (FearLevel.FRIGHTENED, FearLevel.SHAKEN, FearLevel.PANICKED),
            (FearLevel.FRIGHTENED, FearLevel.FRIGHTENED, FearLevel.PANICKED),
            (FearLevel.NONE, FearLevel.FRIGHTENED, FearLevel.FRIGHTENED),
            (FearLevel.PANICKED, FearLevel.SHAKEN, FearLevel.PANICKED),
        ],
    )
    def test_stacking(self, current: FearLevel, new: FearLevel, result: FearLevel) -> None:
        assert stack_fear(current, new).level is result

    def test_penalties_and_behaviour(self) -> None:
        assert [fear_penalty(f) for f in FearLevel] == [0, -2, -2, -2]
        assert fear_behaviour(FearLevel.PANICKED).if_cornered == "cowers"
        assert (
            fear_behaviour(FearLevel.FRIGHTENED).flees
            and fear_behaviour(FearLevel.FRIGHTENED).if_cornered == "fights"
        )


class TestEvasion:
    """000 « Esquive totale et esquive extraordinaire »."""

    def test_damage(self) -> None:
        assert reflex_half_damage(30, save_succeeded=True).amount == 15
        assert reflex_half_damage(30, save_succeeded=True, evasion=Evasion.EVASION).amount == 0
        assert reflex_half_damage(30, save_succeeded=False, evasion=Evasion.EVASION).amount == 30
        assert reflex_half_damage(30, save_succeeded=False, evasion=Evasion.IMPROVED).amount == 15

    def test_armour_and_movement(self) -> None:
        assert evasion_works(Evasion.EVASION, armour=ArmorCategory.LIGHT)
        assert not evasion_works(Evasion.EVASION, armour=ArmorCategory.MEDIUM)
        assert not evasion_works(Evasion.IMPROVED, armour=ArmorCategory.HEAVY)
        assert evasion_works(Evasion.EVASION, armour=ArmorCategory.HEAVY, from_rogue_or_monk=False)
        assert not evasion_works(Evasion.EVASION, can_move=False)
        assert effective_evasion(Evasion.IMPROVED, armour=ArmorCategory.MEDIUM) is Evasion.NONE
        assert effective_evasion(Evasion.IMPROVED, armour=ArmorCategory.LIGHT) is Evasion.IMPROVED


def test_rays_000_rayons() -> None:
    """000 « Rayons »: ranged touch, no range penalty, never Reflex; threat on a natural 20."""
    r = ray_attack(distance=10, max_range=12, natural_roll=20, save=Save.FORTITUDE)
    assert r.in_range and r.attack == "ranged_touch" and r.range_penalty == 0 and r.threatens_critical
    assert not ray_attack(distance=13, max_range=12).in_range
    with pytest.raises(RulesError):
        ray_attack(distance=1, max_range=12, save=Save.REFLEX)


def test_rend_adds_one_and_a_half_strength() -> None:
    """000 « Éventration »: troll, Str +6 → +9."""
    assert rend_damage_bonus(6) == 9 and rend_damage_bonus(5) == 7
    assert rend(hits=2, hits_needed=2, str_modifier=6).bonus == 9
    assert not rend(hits=1, hits_needed=2, str_modifier=6).triggered


def test_constrict_with_improved_grab() -> None:
    """000 « Constriction »."""
    assert (
        constrict(
            grapple_check_won=True, constrict_damage=7, grab_attack_damage=5, has_improved_grab=True
        ).amount
        == 12
    )
    assert constrict(grapple_check_won=True, constrict_damage=7, grab_attack_damage=5).amount == 7
    assert constrict(grapple_check_won=False, constrict_damage=7).amount == 0


def test_improved_grab_free_no_aoo_no_touch() -> None:
    """000 « Étreinte »."""
    g = improved_grab(hit_with_named_attack=True)
    assert g.may_grapple and g.action == "free" and not g.provokes and not g.touch_attack_needed
    assert not improved_grab(hit_with_named_attack=False).may_grapple


def test_pounce_and_rake() -> None:
    """000 « Bond », « Pattes arrière »."""
    c = charge_attacks(has_pounce=True, rake_attacks=2)
    assert c.full_attack and c.rake_attacks == 2
    assert not charge_attacks(has_pounce=False).full_attack
    assert rake(started_turn_grappling=True).attacks == 2
    assert rake(started_turn_grappling=False).attacks == 0
    assert grappling_natural_attack_penalty(is_rake=True) == 0
    assert grappling_natural_attack_penalty(is_rake=False) == -4


def test_swallow_whole_000_engloutissement() -> None:
    """Stomach AC 10 + ½ natural armour; smaller foes only; cut free with a light slashing/piercing weapon."""
    assert stomach_ac(9) == 14
    assert can_swallow(
        started_turn_holding_in_mouth=True, grapple_check_won=True, swallower_size=HUGE, target_size=LARGE
    )
    assert not can_swallow(
        started_turn_holding_in_mouth=True, grapple_check_won=True, swallower_size=HUGE, target_size=HUGE
    )
    assert not can_swallow(
        started_turn_holding_in_mouth=False, grapple_check_won=True, swallower_size=HUGE, target_size=MEDIUM
    )
    assert cut_free(weapon=EscapeWeapon.LIGHT_PIERCING, damage_dealt=25, damage_needed=25).free
    assert not cut_free(weapon=EscapeWeapon.OTHER, damage_dealt=40, damage_needed=25).free
    assert back_to_mouth(True) and not back_to_mouth(False)


def test_summon_000_convocation() -> None:
    """d100 under the percentage; 1 hour; no summoning within the hour of one's own summoning."""
    assert summon_chance(35) == 0.35
    ok = summon(percent=35, d100=35)
    assert ok.succeeded and ok.duration_hours == 1
    assert not summon(percent=35, d100=36).succeeded
    assert not summon(percent=100, d100=1, summoned_within_last_hour=True).allowed
    with pytest.raises(RulesError):
        summon(percent=35, d100=0)


def test_sonic_000_attaque_sonique() -> None:
    assert not sonic_exposure(ears_plugged_before=True, mind_affecting=True, deals_damage=False).save_required
    assert sonic_exposure(ears_plugged_before=True, mind_affecting=False, deals_damage=True).save_required
    assert sonic_exposure(ears_plugged_before=False, mind_affecting=True, deals_damage=False).save_required
