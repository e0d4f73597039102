"""docs/abilities.md: one row per section of text 000, every module it names exists; every rule id
used in a step has its ``rule.<id>`` message in both languages."""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from pathlib import Path

from arbitre.core.i18n import catalogue
from arbitre.model.ability import SECTIONS

REPO = Path(__file__).resolve().parents[2]
DOC = REPO / "docs" / "abilities.md"
MINE = [
    "negative_levels", "ability_damage", "antimagic", "death_attacks", "gaze", "breath_weapon", "trample", "poison",
    "frightful_presence", "fear", "evasion", "rays", "rend", "constrict", "improved_grab", "pounce", "rake",
    "swallow_whole", "summon", "invisibility", "paralysis", "turn_resistance", "hive_mind", "senses", "immunity",
    "sonic", "alternate_form", "ethereal", "dc",
]  # fmt: skip


def _rows() -> list[str]:
    return [line for line in DOC.read_text(encoding="utf-8").splitlines() if line.startswith("| « ")]


def test_one_row_per_section() -> None:
    rows = _rows()
    titles = [re.match(r"\| « (.+?) » \|", r).group(1) for r in rows]  # type: ignore[union-attr]
    assert titles == [s.title_fr for s in SECTIONS]
    for row, sec in zip(rows, SECTIONS, strict=True):
        cells = [c.strip() for c in row.split("|")[1:-1]]
        assert cells[1] == sec.status.value, row
        assert cells[2].strip("`") == (sec.module or "—"), row


def test_section_modules_import() -> None:
    for sec in SECTIONS:
        if sec.module is not None:
            importlib.import_module(sec.module)


def test_named_modules_exist() -> None:
    names = set(re.findall(r"`(arbitre(?:\.\w+)+)`", DOC.read_text(encoding="utf-8")))
    assert names
    for name in names:
        parts = name.split(".")
        # a module, or an attribute of one (arbitre.model.ability.SECTIONS)
        for cut in range(len(parts), 1, -1):
            try:
                module = importlib.import_module(".".join(parts[:cut]))
            except ModuleNotFoundError:
                continue
            obj: object = module
            for attr in parts[cut:]:
                obj = getattr(obj, attr)
            break
        else:
            raise AssertionError(f"{name} named in docs/abilities.md does not exist")


def test_every_rule_id_has_a_message() -> None:
    cat = catalogue()
    src = REPO / "src" / "arbitre" / "rules"
    ids: set[str] = set()
    for mod in MINE:
        text = (src / f"{mod}.py").read_text(encoding="utf-8")
        ids |= set(re.findall(r'Step\(\s*"(\w+)"', text))
        for pair in re.findall(r'(?:Step\(\s*|rule = )"(\w+)" if [^"\n]+ else "(\w+)"', text):
            ids |= set(pair)
    missing = sorted(i for i in ids if f"rule.{i}" not in cat)
    assert not missing
    for i in ids:
        assert set(cat[f"rule.{i}"]) == {"fr", "en"}


def test_steps_render_in_both_languages() -> None:
    """Every step's message fills its placeholders (no raw ``{…}`` left) in French and English."""
    from arbitre.model.ability import AbilityScore
    from arbitre.rules import ability_damage as ad
    from arbitre.rules import (
        antimagic,
        breath_weapon,
        fear,
        gaze,
        invisibility,
        negative_levels,
        senses,
        trample,
    )

    steps = [
        *negative_levels.energy_drain(1, 2, 3).steps,
        *negative_levels.lose_spells({3: 1}, 1).steps,
        *negative_levels.resolve_negative_levels(3, [False]).steps,
        *negative_levels.lose_level(4).steps,
        *negative_levels.grant_positive_levels(0, 1, con_modifier=1).steps,
        *negative_levels.gain_spells({2: 1}, 1).steps,
        *negative_levels.negative_level_save(4, 2).steps,
        *ad.damage_ability(ad.AbilityState(AbilityScore.STR, 12), 3).steps,
        *ad.constitution_hit_points(3, 20, 14, 10).steps,
        *antimagic.suppressed_in_field(antimagic.EffectSource.SPELL).steps,
        *breath_weapon.breath_damage(20, save_succeeded=True).steps,
        *fear.stack_fear(fear.FearLevel.SHAKEN, fear.FearLevel.SHAKEN).steps,
        *gaze.gaze_exposure().steps,
        *invisibility.listen_dc(invisibility.Activity.FULL_SPEED, move_silently=10, distance=4).steps,
        *invisibility.spot_dc(invisibility.Stillness.MOVING, 1).steps,
        *senses.scent_range().steps,
        *trample.trample(10, attacker_size=6, target_size=4).steps,
    ]
    for step in steps:
        for lang in ("fr", "en"):
            text = step.describe(lang)
            assert text != step.rule and "{" not in text, (step.rule, lang, text)


def test_every_error_key_has_a_message() -> None:
    cat = catalogue()
    src = REPO / "src" / "arbitre"
    files = [src / "rules" / f"{m}.py" for m in MINE] + [src / "model" / "ability.py"]
    keys: set[str] = set()
    for path in files:
        text = path.read_text(encoding="utf-8")
        keys |= set(re.findall(r'Error\(\s*"(abilities\.\w+)"', text))
        keys |= set(re.findall(r'hint="(abilities\.\w+)"', text))
    assert keys
    for key in keys:
        assert key in cat, key
        fr, en = cat[key]["fr"], cat[key]["en"]
        assert set(re.findall(r"{(\w+)}", fr)) == set(re.findall(r"{(\w+)}", en)), key


def test_errors_render_fully() -> None:
    """Impossible inputs are refused with a complete sentence in both languages."""
    import pytest

    from arbitre.core.errors import ArbitreError
    from arbitre.model.ability import AbilityScore, get_ability, parse_kind
    from arbitre.rules import ability_damage, breath_weapon, dc, invisibility, negative_levels, rays, summon
    from arbitre.rules.dc import Save

    calls: list[Callable[[], object]] = [
        lambda: parse_kind("Zz"),
        lambda: get_ability("zzzz"),
        lambda: dc.ability_modifier(-1),
        lambda: dc.special_ability_dc(0, 1),
        lambda: negative_levels.negative_level_penalties(-1),
        lambda: ability_damage.AbilityState(AbilityScore.CON, None, damage=2),
        lambda: breath_weapon.use_breath(breath_weapon.BreathUses(per_day=0), breath_weapon.BreathState()),
        lambda: invisibility.listen_dc(invisibility.Activity.FULL_SPEED),
        lambda: rays.ray_attack(distance=1, max_range=2, save=Save.REFLEX),
        lambda: rays.ray_attack(distance=1, max_range=2, natural_roll=21),
        lambda: summon.summon(percent=101, d100=5),
        lambda: summon.summon(percent=50, d100=0),
    ]
    for call in calls:
        with pytest.raises(ArbitreError) as err:
            call()
        for lang in ("fr", "en"):
            text = err.value.message(lang)
            assert text != err.value.key and "{" not in text, text


def test_docs_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, str(DOC), "exec"), {})
