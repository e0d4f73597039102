"""The engine's commands: JSON contracts, explained output, demo, schema."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbitre.cli.main import run
from arbitre.engine.scenario import json_schema, load_scenario_text

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((REPO / "examples").glob("*.yaml"))


def _run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as info:
        run(args)
    out, err = capsys.readouterr()
    return int(info.value.code or 0), out, err


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_every_example_resolves_in_all_modes(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(["resolve", str(path), "--json"], capsys)
    assert code == 0, err
    live = json.loads(out)
    for t in live["targets"].values():
        assert {"affected", "damage", "hp", "conditions", "steps"} <= set(t)
        assert isinstance(t["damage"]["dealt"], int)
    code, out, err = _run(["resolve", str(path), "--exact", "--json"], capsys)
    assert code == 0, err
    exact = json.loads(out)
    for t in exact["targets"].values():
        assert 0 <= t["p_affected"] <= 1
        assert abs(sum(t["damage"]["pmf"].values()) - 1) < 1e-9
    code, out, err = _run(["simulate", str(path), "-n", "2000", "--json"], capsys)
    assert code == 0, err
    sim = json.loads(out)
    assert sim["n"] == 2000 and set(sim["targets"]) == set(exact["targets"])
    code, out, _ = _run(["resolve", str(path)], capsys)
    assert code == 0 and out.strip()


def test_forced_strike_story(capsys: pytest.CaptureFixture[str]) -> None:
    """000 « Réduction des dégâts »: cold iron does not bypass DR 5/silver or good; ×2 critical."""
    _, out, _ = _run(["resolve", str(REPO / "examples" / "strike_barbazu.yaml"), "--json"], capsys)
    target = json.loads(out)["targets"]["diable"]
    assert target["critical"] is True
    assert target["damage"]["dealt"] == (6 + 5) + (3 + 5) - 5


def test_demo_runs_in_french_and_english(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(["demo"], capsys)
    assert code == 0 and "Probabilités exactes" in out and "Souffle" in out
    code, out, _ = _run(["--lang", "en", "demo"], capsys)
    assert code == 0 and "Exact odds" in out
    code, out, _ = _run(["demo", "--json"], capsys)
    assert len(json.loads(out)["actions"]) == 4


def test_scenario_errors_are_clear(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("creatures: []\naction: {actor: x, cast: fireball}\n", encoding="utf-8")
    code, _, err = _run(["resolve", str(bad)], capsys)
    assert code == 2 and "creatures" in err and "Traceback" not in err
    bad.write_text(
        "creatures: [{id: a, level: 1}]\naction: {actor: b, cast: fireball, targets: [a]}\n", encoding="utf-8"
    )
    code, _, err = _run(["resolve", str(bad)], capsys)
    assert code == 2 and "« b »" in err
    bad.write_text("creatures: [{id: a\n", encoding="utf-8")
    code, _, err = _run(["resolve", str(bad)], capsys)
    assert code == 2
    code, _, err = _run(["resolve", str(tmp_path / "missing.yaml")], capsys)
    assert code == 2 and "introuvable" in err
    code, _, err = _run(["simulate", str(REPO / "examples" / "fireball.yaml"), "-n", "0"], capsys)
    assert code == 2


def test_french_keys_are_accepted() -> None:
    text = """
règles: pf1
créatures:
  - {id: mage, level: 5, classe: magicien, caractéristiques: {int: 16}}
  - {id: cible, level: 3, pv: 20}
action: {acteur: mage, lance: projectile magique, cibles: [cible]}
jets: {damage: 4}
"""
    scenario = load_scenario_text(text)
    plan, targets = scenario.effect()
    assert plan.label == "Projectile magique" and targets[0].id == "cible"


def test_json_schema_file_is_current() -> None:
    on_disk = json.loads((REPO / "docs" / "scenario.schema.json").read_text(encoding="utf-8"))
    assert on_disk == json_schema()


def test_explanations_show_words_not_ids() -> None:
    """Attack results and yes/no details are words of the user's language, never `hit`/`True`."""
    from arbitre.cli._render import step_line
    from arbitre.core.i18n import set_lang
    from arbitre.model.explain import Step

    attack = Step("attack_roll", "001", 21, 15, {"result": "threat", "natural": 19})
    confirm = Step("critical_confirmation", "001", None, None, {"confirmed": True})
    assert "touché, critique possible" in step_line(attack)
    assert "confirmé : oui" in step_line(confirm) and "True" not in step_line(confirm)
    set_lang("en")
    assert "hit, critical threat" in step_line(attack)
    assert "confirmed: yes" in step_line(confirm)
