"""The stat-line readers of arbitre.content.spell_parser, French and English (001 « Présentation des sorts »)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.content.spell_parser import (
    clean,
    is_see_text,
    parse_block,
    parse_blocks,
    parse_fields,
    read_area,
    read_casting_time,
    read_components,
    read_duration,
    read_effect,
    read_levels,
    read_range,
    read_saving_throw,
    read_school,
    read_spell_resistance,
    read_targets,
    split_blocks,
    split_fields,
)
from arbitre.core.errors import ParseError
from arbitre.model.spell import (
    AreaShape,
    AreaSpread,
    CastingUnit,
    ComponentKind,
    Descriptor,
    DurationKind,
    EffectKind,
    RangeKind,
    SaveEffect,
    SaveKind,
    School,
    Subschool,
    TargetKind,
    TimeUnit,
)

FIREBALL_FR = """Boule de feu
École évocation [feu] ; Niveau Ens/Mag 3
Temps d'incantation 1 action simple
Composantes V, G, M (une boulette de guano et de soufre)
Portée longue (120 m + 12 m/niveau)
Zone d'effet étendue de 6 m de rayon
Durée instantanée
Jet de sauvegarde Réflexes, 1/2 dégâts ; Résistance à la magie oui"""

FIREBALL_EN = """Fireball
School evocation [fire]; Level sorcerer/wizard 3
Casting Time 1 standard action
Components V, S, M (a tiny ball of bat guano and sulfur)
Range long (400 ft. + 40 ft./level)
Area 20-ft.-radius spread
Duration instantaneous
Saving Throw Reflex half; Spell Resistance yes"""


@pytest.mark.parametrize("text", [FIREBALL_FR, FIREBALL_EN])
def test_fireball_block_both_languages(text: str) -> None:
    parsed = parse_block(text)
    spell = parsed.spell
    assert parsed.unread == ()
    assert spell.school is School.EVOCATION
    assert spell.descriptors == {Descriptor.FIRE}
    assert spell.level_for("wizard") == 3 and spell.level_for("sorcerer") == 3
    assert spell.components.kinds == {ComponentKind.V, ComponentKind.S, ComponentKind.M}
    assert spell.range.kind is RangeKind.LONG
    assert spell.area is not None and spell.area.radius == 4 and spell.area.spread is AreaSpread.SPREAD
    assert spell.duration.kind is DurationKind.INSTANTANEOUS
    assert (spell.saving_throw.save, spell.saving_throw.effect) == (SaveKind.REFLEX, SaveEffect.HALF)
    assert spell.spell_resistance.applies


def test_fields_on_one_line_with_colons() -> None:
    text = (
        "Boule de feu\nÉcole : évocation [feu] ; Niveau : Ens/Mag 3 ; Portée : longue ; Durée : instantanée"
    )
    spell = parse_block(text).spell
    assert spell.range.kind is RangeKind.LONG and spell.duration.kind is DurationKind.INSTANTANEOUS


def test_split_fields_keeps_values_that_contain_label_words() -> None:
    pieces = split_fields("Durée 1 round/niveau")
    assert pieces == [("duration", "1 round/niveau")]


def test_mis_encoded_accents_and_wiki_noise_are_repaired() -> None:
    """The seeds' README: ę→ê, ŕ→à, oů→où must be repaired, not fail."""
    assert clean("Tempęte de grčle ŕ la fenętre oů") == "Tempête de grčle à la fenêtre où"
    assert clean("oui ([Pathfinder-RPG.Présentation des sorts|inoffensif]){br}") == "oui (inoffensif)"
    assert clean("Ã©vocation") == "évocation"
    spell = parse_block("Test\nPortée courte{br}\nDurée 1 round/niveau (T) \\").spell
    assert spell.range.kind is RangeKind.CLOSE and spell.duration.dismissible


@pytest.mark.parametrize(
    ("text", "kind", "distance", "per_level"),
    [
        ("contact", RangeKind.TOUCH, None, None),
        ("personnelle", RangeKind.PERSONAL, None, None),
        ("courte (7,50 m + 1,50 m/2 niveaux) (5 c + 1 c/2 niveaux)", RangeKind.CLOSE, None, None),
        ("intermédiaire (30 m + 3 m/niveau)", RangeKind.MEDIUM, None, None),
        ("medium (100 ft. + 10 ft./level)", RangeKind.MEDIUM, None, None),
        ("illimitée", RangeKind.UNLIMITED, None, None),
        ("18 m (12 c)", RangeKind.FIXED, Fraction(12), None),
        ("4,5 m (3 c)", RangeKind.FIXED, Fraction(3), None),
        ("6c", RangeKind.FIXED, Fraction(6), None),
        ("60 ft.", RangeKind.FIXED, Fraction(12), None),
        ("12 m (8 c)/niveau", RangeKind.FIXED, Fraction(0), Fraction(8)),
        ("up to 10 ft./level", RangeKind.FIXED, Fraction(0), Fraction(2)),
        ("1 mile", RangeKind.FIXED, Fraction(1056), None),
    ],
)
def test_read_range(
    text: str, kind: RangeKind, distance: Fraction | None, per_level: Fraction | None
) -> None:
    rng = read_range(text)
    assert rng is not None
    assert (rng.kind, rng.distance, rng.per_level) == (kind, distance, per_level)


def test_see_text_is_recognised_not_unknown() -> None:
    assert is_see_text("voir texte") and is_see_text("see text") and is_see_text("Spécial (voir le texte)")
    assert not is_see_text("Will negates; see text")
    rng = read_range("voir description")
    assert rng is not None and rng.see_text and rng.kind is RangeKind.OTHER


@pytest.mark.parametrize(
    ("text", "kind", "unit", "base", "per", "dismissible"),
    [
        ("instantanée", DurationKind.INSTANTANEOUS, None, 0, 0, False),
        ("permanente", DurationKind.PERMANENT, None, 0, 0, False),
        ("1 round/niveau (T)", DurationKind.TIMED, TimeUnit.ROUND, 0, 1, True),
        ("10 min./level (D)", DurationKind.TIMED, TimeUnit.MINUTE, 0, 10, True),
        ("1 round + 1 round/niveau", DurationKind.TIMED, TimeUnit.ROUND, 1, 1, False),
        ("24 heures", DurationKind.TIMED, TimeUnit.HOUR, 24, 0, False),
        ("une minute ou jusqu'à utilisation", DurationKind.TIMED, TimeUnit.MINUTE, 1, 0, False),
        ("concentration", DurationKind.CONCENTRATION, None, 0, 0, False),
        ("permanente jusqu'à utilisation (T)", DurationKind.DISCHARGE, None, 0, 0, True),
        ("voir texte", DurationKind.SPECIAL, None, 0, 0, False),
    ],
)
def test_read_duration(
    text: str, kind: DurationKind, unit: TimeUnit | None, base: int, per: int, dismissible: bool
) -> None:
    duration = read_duration(text)
    assert duration is not None
    assert duration.kind is kind and duration.dismissible is dismissible
    if unit is not None:
        assert duration.span is not None
        assert (duration.span.unit, duration.span.base, duration.span.per_level) == (unit, base, per)


def test_concentration_lingering_and_cap() -> None:
    lingering = read_duration("concentration + 1 round/niveau")
    assert lingering is not None and lingering.lingering is not None and lingering.lingering.per_level == 1
    capped = read_duration("concentration, jusqu'à 1 minute/niveau (T)")
    assert capped is not None and capped.cap is not None and capped.cap.unit is TimeUnit.MINUTE
    assert capped.dismissible


def test_variable_duration_keeps_its_dice() -> None:
    duration = read_duration("1d4+1 rounds")
    assert duration is not None and duration.span is not None and duration.span.dice == "1d4+1"


def test_or_until_discharged() -> None:
    duration = read_duration("1 round/level or until discharged")
    assert duration is not None and duration.kind is DurationKind.TIMED and duration.discharge


@pytest.mark.parametrize(
    ("text", "save", "effect", "harmless", "obj"),
    [
        ("Réflexes, 1/2 dégâts", SaveKind.REFLEX, SaveEffect.HALF, False, False),
        ("Volonté, annule (inoffensif)", SaveKind.WILL, SaveEffect.NEGATES, True, False),
        ("Volonté pour annuler (inoffensif, objet)", SaveKind.WILL, SaveEffect.NEGATES, True, True),
        ("Vigueur partiel", SaveKind.FORTITUDE, SaveEffect.PARTIAL, False, False),
        ("Volonté, dévoile (en cas d'interaction)", SaveKind.WILL, SaveEffect.DISBELIEF, False, False),
        ("aucun", SaveKind.NONE, SaveEffect.NONE, False, False),
        ("Will negates (harmless, object)", SaveKind.WILL, SaveEffect.NEGATES, True, True),
        ("Fortitude half", SaveKind.FORTITUDE, SaveEffect.HALF, False, False),
        ("Will disbelief (if interacted with)", SaveKind.WILL, SaveEffect.DISBELIEF, False, False),
        ("none or Will negates; see text", SaveKind.WILL, SaveEffect.NEGATES, False, False),
        ("basic Reflex", SaveKind.REFLEX, SaveEffect.BASIC, False, False),
    ],
)
def test_read_saving_throw(text: str, save: SaveKind, effect: SaveEffect, harmless: bool, obj: bool) -> None:
    st_ = read_saving_throw(text)
    assert st_ is not None
    assert (st_.save, st_.effect, st_.harmless, st_.object) == (save, effect, harmless, obj)


@pytest.mark.parametrize(
    ("text", "applies", "harmless", "obj"),
    [
        ("oui", True, False, False),
        ("non", False, False, False),
        ("oui (inoffensif)", True, True, False),
        ("oui (inoffensif, objet)", True, True, True),
        ("yes (object)", True, False, True),
        ("no; see text", False, False, False),
        ("Oui", True, False, False),
    ],
)
def test_read_spell_resistance(text: str, applies: bool, harmless: bool, obj: bool) -> None:
    sr = read_spell_resistance(text)
    assert sr is not None and (sr.applies, sr.harmless, sr.object) == (applies, harmless, obj)


def test_read_school_with_subschool_and_descriptors() -> None:
    line = read_school("Invocation (convocation) [Mal, Loi]")
    assert line is not None
    assert (line.school, line.subschool) == (School.CONJURATION, Subschool.SUMMONING)
    assert line.descriptors == {Descriptor.EVIL, Descriptor.LAWFUL}
    # the wiki often loses the opening bracket
    glued = read_school("Enchantement (coercition) effet mental]")
    assert glued is not None and glued.descriptors == {Descriptor.MIND_AFFECTING}
    sonic = read_school("Évocation (sonore)")
    assert sonic is not None and sonic.descriptors == {Descriptor.SONIC} and sonic.subschool is None
    en = read_school("necromancy [emotion, fear, mind-affecting]")
    assert en is not None and Descriptor.FEAR in en.descriptors


def test_all_24_descriptors_have_french_and_english_words() -> None:
    """001 « Registre » lists 24 descriptors."""
    from arbitre.content.spell_parser import DESCRIPTOR_WORDS

    assert len(Descriptor) == 24
    assert set(DESCRIPTOR_WORDS.values()) == set(Descriptor)


def test_read_levels_abbreviations() -> None:
    levels = read_levels("Ens/Mag 3, Prê 4, Rôd 2, [Pathfinder-RPG.sorcière|Sor] 3{br}")
    assert levels is not None
    assert dict(levels) == {"sorcerer": 3, "wizard": 3, "cleric": 4, "oracle": 4, "ranger": 2, "witch": 3}
    en = read_levels("sorcerer/wizard 3, cleric/oracle 4, summoner (unchained) 2")
    assert en is not None and dict(en)["summoner_unchained"] == 2


def test_read_components() -> None:
    comps = read_components("V, G, M/FD (un diamant d'une valeur de 500 po)")
    assert comps is not None
    assert comps.labels() == ["V", "S", "M/DF"]
    assert comps.material_cost_gp == 500
    focus = read_components("V, S, F (a mirror worth 1,000 gp)")
    assert focus is not None and focus.focus_cost_gp == 1000


@pytest.mark.parametrize(
    ("text", "unit", "amount"),
    [
        ("1 action simple", CastingUnit.STANDARD, 1),
        ("1 [Pathfinder-RPG.action simple|action simple]", CastingUnit.STANDARD, 1),
        ("1 swift action", CastingUnit.SWIFT, 1),
        ("1 action immédiate", CastingUnit.IMMEDIATE, 1),
        ("1 full-round action", CastingUnit.FULL_ROUND, 1),
        ("1 round", CastingUnit.ROUND, 1),
        ("10 minutes", CastingUnit.MINUTE, 10),
        ("24 heures", CastingUnit.HOUR, 24),
        ("2 actions", CastingUnit.ACTION, 2),
    ],
)
def test_read_casting_time(text: str, unit: CastingUnit, amount: int) -> None:
    ct = read_casting_time(text)
    assert ct is not None and (ct.unit, ct.amount) == (unit, amount)


@pytest.mark.parametrize(
    ("text", "shape", "spread", "dims"),
    [
        ("étendue de 6 m de rayon", AreaShape.SPHERE, AreaSpread.SPREAD, {"radius": 4}),
        ("20-ft.-radius spread", AreaShape.SPHERE, AreaSpread.SPREAD, {"radius": 4}),
        (
            "émanation de 3 m (2 c) de rayon centrée sur le lanceur",
            AreaShape.SPHERE,
            AreaSpread.EMANATION,
            {"radius": 2},
        ),
        ("cône de 9 m", AreaShape.CONE, None, {"length": 6}),
        ("cone-shaped burst", AreaShape.CONE, AreaSpread.BURST, {}),
        ("cylindre de 6 m de rayon et 12 m de haut", AreaShape.CYLINDER, None, {"radius": 4, "height": 8}),
        ("cylinder (20-ft. radius, 40 ft. high)", AreaShape.CYLINDER, None, {"radius": 4, "height": 8}),
        ("ligne de 36 m", AreaShape.LINE, None, {"length": 24, "width": 1}),
        ("120-ft. line", AreaShape.LINE, None, {"length": 24}),
        ("1 cube de 3 m d'arête/niveau (F)", AreaShape.CUBE, None, {"side": 2}),
    ],
)
def test_read_area(text: str, shape: AreaShape, spread: AreaSpread | None, dims: dict[str, int]) -> None:
    area = read_area(text)
    assert area is not None and area.shape is shape and area.spread is spread
    for name, value in dims.items():
        assert getattr(area, name) == value


def test_shapeable_and_per_level() -> None:
    area = read_area("up to two 10-ft. cubes/level (S)")
    assert area is not None and area.shapeable and area.per_level and area.count == 2


def test_read_targets_and_effect() -> None:
    caster = read_targets("le lanceur de sorts")
    assert caster is not None and caster.kind is TargetKind.CASTER
    per_level = read_targets("une créature/niveau, dont deux ne peuvent être éloignées de plus de 9 m")
    assert per_level is not None and per_level.levels_per_target == 1 and per_level.count is None
    willing = read_targets("willing corporeal creature touched")
    assert willing is not None and willing.willing_only and willing.touched
    ray = read_effect("rayon")
    assert ray is not None and ray.kind is EffectKind.RAY
    cloud = read_effect("cloud spreads in 20-ft. radius, 20 ft. high")
    assert cloud is not None and cloud.kind is EffectKind.CLOUD and cloud.area is not None


def test_parse_fields_splits_glued_labels() -> None:
    """Real wiki records sometimes glue the next field into a value."""
    parsed = parse_fields({"Jet de sauvegarde": "Réflexes 1/2 dégâts ; Résistance à la magie Oui"}, name="x")
    assert parsed.spell.saving_throw.effect is SaveEffect.HALF
    assert parsed.spell.spell_resistance.applies


def test_unknown_lines_are_listed_not_fatal() -> None:
    parsed = parse_block("Truc\nPortée une potion\nDurée 1 round")
    assert parsed.unread == ("range",)
    assert parsed.spell.duration.kind is DurationKind.TIMED


def test_blocks_separated_by_blank_lines() -> None:
    results = parse_blocks(FIREBALL_FR + "\n\n" + FIREBALL_EN)
    assert len(results) == 2 and all(not isinstance(r, ParseError) for r in results)


def test_block_without_any_field_is_an_error() -> None:
    results = parse_blocks("juste du texte\nsans aucune ligne de sort")
    assert len(results) == 1 and isinstance(results[0], ParseError)
    assert results[0].key == "spells.no_field"


def test_lone_name_line_sticks_to_next_block() -> None:
    assert len(split_blocks("Boule de feu\n\nÉcole évocation\nPortée longue")) == 1


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_parser_never_crashes(text: str) -> None:
    for result in parse_blocks(text):
        assert isinstance(result, ParseError) or result.spell.name_en is not None


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "École évocation [feu]",
                "Portée courte",
                "Durée 1 round/niveau (T)",
                "Jet de sauvegarde aucun",
                "Résistance à la magie non",
                "Range 30 ft.",
                "Duration 1d4 rounds",
                "Saving Throw Will negates",
                "Composantes V, G",
                "Zone d'effet cône de 9 m",
            ]
        ),
        min_size=1,
        max_size=6,
    )
)
def test_known_lines_in_any_order_are_all_read(lines: list[str]) -> None:
    parsed = parse_block("Nom\n" + "\n".join(lines))
    assert parsed.unread == ()


def test_personal_or_touch_is_not_caster_only() -> None:
    """001 « Cible(s) »: only a spell on the caster alone skips saves and SR."""
    rng = read_range("personnelle ou contact")
    assert rng is not None and rng.kind is RangeKind.TOUCH
    mixed = read_targets("you and touched objects or other touched willing creatures")
    assert mixed is not None and mixed.kind is not TargetKind.CASTER
    alone = read_targets("le lanceur de sorts")
    assert alone is not None and alone.kind is TargetKind.CASTER
