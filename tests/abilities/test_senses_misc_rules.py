"""Senses and defences of text 000: invisibility, paralysis, turn resistance, hive mind, scent,
tremorsense, blindsight and blindsense, darkvision, low-light vision, immunity, alternate form, ethereal."""

from __future__ import annotations

from fractions import Fraction

import pytest

from arbitre.core.errors import RulesError
from arbitre.model.ruleset import get_ruleset
from arbitre.rules.alternate_form import alternate_form_allowed
from arbitre.rules.ethereal import CrossingEffect, affects_across_planes
from arbitre.rules.hive_mind import hive_state
from arbitre.rules.immunity import immune_to
from arbitre.rules.invisibility import Activity, Detection, Obstacle, Stillness, detection, listen_dc, spot_dc
from arbitre.rules.paralysis import paralyse
from arbitre.rules.senses import (
    Odour,
    ScentResult,
    Wind,
    blindsense,
    blindsight,
    darkvision,
    low_light_range,
    scent,
    scent_range,
    scent_tracking_dc,
    tremorsense,
)
from arbitre.rules.turn_resistance import hit_dice_against_turning


class TestInvisibility:
    """000 « Invisibilité »: the detection DCs and the Listen table."""

    def test_spot_dcs(self) -> None:
        assert spot_dc(Stillness.MOVING, 2).dc == 20
        assert spot_dc(Stillness.STILL, 2).dc == 30
        assert spot_dc(Stillness.INERT, 2).dc == 40
        assert spot_dc(Stillness.MOVING, 2).pinpoint_dc == 40
        assert spot_dc(Stillness.MOVING, 6).dc is None  # 9 m or more
        assert spot_dc(Stillness.MOVING, 2, get_ruleset("dnd35")).skill == "spot"

    def test_listen_table(self) -> None:
        assert listen_dc(Activity.SPEAKING_OR_FIGHTING).dc == 0
        assert listen_dc(Activity.HALF_SPEED, move_silently=12).dc == 12
        assert listen_dc(Activity.FULL_SPEED, move_silently=12).dc == 8
        assert listen_dc(Activity.RUNNING_OR_CHARGING, move_silently=12).dc == -8
        # 9 m away (6 squares) behind a door: +3 +5
        dc = listen_dc(Activity.HALF_SPEED, move_silently=12, distance=6, obstacle=Obstacle.DOOR)
        assert dc.dc == 20 and dc.pinpoint_dc == 40
        assert listen_dc(Activity.SPEAKING_OR_FIGHTING, obstacle=Obstacle.STONE_WALL).dc == 15
        with pytest.raises(RulesError):
            listen_dc(Activity.HALF_SPEED)

    def test_detection_levels(self) -> None:
        dc = spot_dc(Stillness.MOVING, 1)
        assert detection(19, dc) is Detection.NONE
        assert detection(20, dc) is Detection.AWARE
        assert detection(40, dc) is Detection.LOCATED


def test_paralysis_000_paralysie() -> None:
    p = paralyse(flying_with_wings=True)
    assert not p.can_speak and not p.physical_actions and p.mental_actions and p.falls
    assert paralyse(swimming=True).may_drown


def test_turn_resistance_adds_to_hit_dice() -> None:
    """000 « Résistance au renvoi »: a 4 HD shadow with +2 counts as 6 HD."""
    assert hit_dice_against_turning(4, 2).hit_dice == 6


def test_hive_mind_000_esprit_de_la_ruche() -> None:
    s = hive_state(aware=[False, True, False], flat_footed=[True, False, True], flanked=[True, True])
    assert s.aware and not s.flat_footed and s.flanked


class TestScent:
    """000 « Odorat »: 9 m, 18 m upwind, 4.5 m downwind, ×2 strong, ×3 overpowering."""

    def test_ranges(self) -> None:
        assert scent_range().squares == 6
        assert scent_range(Wind.UPWIND).squares == 12
        assert scent_range(Wind.DOWNWIND).squares == 3
        assert scent_range(odour=Odour.STRONG).squares == 12
        assert scent_range(Wind.DOWNWIND, Odour.OVERPOWERING).squares == 9

    def test_presence_location_masking(self) -> None:
        assert scent(1) is ScentResult.LOCATED
        assert scent(5) is ScentResult.PRESENCE
        assert scent(7) is ScentResult.NONE
        assert scent(1, masked=True) is ScentResult.NONE

    def test_tracking_dc(self) -> None:
        assert scent_tracking_dc() == 10
        assert scent_tracking_dc(3) == 16
        assert scent_tracking_dc(masked=True) == 20


def test_tremorsense_000_perception_des_vibrations() -> None:
    assert tremorsense(path_distance=8, range_squares=12, touching_ground=True, acting=True)
    assert not tremorsense(path_distance=8, range_squares=12, touching_ground=False, acting=True)
    assert not tremorsense(path_distance=13, range_squares=12, touching_ground=True, acting=True)


def test_blindsight_and_blindsense() -> None:
    """000 « Vision aveugle et perception aveugle »."""
    assert blindsight(distance=4, range_squares=12).perceives
    assert not blindsight(distance=4, range_squares=12, ethereal=True).perceives
    b = blindsense(distance=4, range_squares=12, line_of_effect=True, sees_target=False)
    assert b.perceives and b.target_concealment == 50 and b.loses_dex_to_ac
    assert not blindsense(distance=4, range_squares=12, line_of_effect=False, sees_target=False).perceives


def test_darkvision_and_low_light() -> None:
    """000 « Vision dans le noir », « Vision nocturne »."""
    s = darkvision(distance=10, range_squares=12)
    assert s.sees and not s.colour
    assert not darkvision(distance=10, range_squares=12, target_invisible=True).sees
    assert low_light_range(Fraction(8)).squares == 16


def test_immunity_cannot_be_waived() -> None:
    """000 « Immunité »."""
    assert immune_to(["poison", "Sommeil"], "sommeil").immune
    assert immune_to(["mind affecting"], "mind_affecting", beneficial=True).immune
    assert not immune_to(["fire"], "cold").immune


def test_alternate_form_one_size_step() -> None:
    """000 « Changement de forme »."""
    assert alternate_form_allowed(own_size=4, new_size=5).allowed
    assert not alternate_form_allowed(own_size=4, new_size=6).allowed
    assert not alternate_form_allowed(own_size=4, new_size=4, has_template=True).allowed


def test_ethereal_000_etat_ethere() -> None:
    assert affects_across_planes(source_ethereal=True, target_ethereal=True).affects
    assert not affects_across_planes(source_ethereal=False, target_ethereal=True).affects
    assert affects_across_planes(
        source_ethereal=False, target_ethereal=True, effect=CrossingEffect.FORCE
    ).affects
    assert affects_across_planes(
        source_ethereal=False, target_ethereal=True, effect=CrossingEffect.GAZE
    ).affects
    assert not affects_across_planes(
        source_ethereal=True, target_ethereal=False, effect=CrossingEffect.FORCE
    ).affects
