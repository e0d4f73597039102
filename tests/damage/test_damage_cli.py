"""``arbitre damage`` and ``arbitre parse defenses`` from the command line (JSON contracts of issue 3)."""

from __future__ import annotations

import json

import pytest

from arbitre.cli.main import run


def call(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exit_info:
        run(list(args))
    captured = capsys.readouterr()
    return int(exit_info.value.code or 0), captured.out, captured.err


def test_damage_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = call(
        capsys,
        "damage",
        "--ruleset",
        "pf1",
        "--defenses",
        "RD 10/argent ; résistance au feu 10",
        "--damage",
        "12 tranchant (argent, +1), 14 perforant, 4 feu",
        "--json",
    )
    assert code == 0
    body = json.loads(out)
    assert body["total"] == 12 + 4 + 0
    assert [(i["type"], i["amount"], i["taken"]) for i in body["instances"]] == [
        ("slashing", 12, 12),
        ("piercing", 14, 4),
        ("fire", 4, 0),
    ]
    for instance in body["instances"]:
        for step in instance["steps"]:
            assert {"rule", "before", "after"} <= set(step)
    assert body["instances"][1]["steps"][0]["rule"] == "damage_reduction"


def test_damage_pf2_all_resistance_example(capsys: pytest.CaptureFixture[str]) -> None:
    """002 « Résistance »: 7 slashing and 4 fire against resistance 5 to all damage."""
    code, out, _ = call(
        capsys,
        "damage",
        "-r",
        "pf2",
        "--defenses",
        "résistance 5 à tous les dégâts",
        "--damage",
        "7 tranchant, 4 feu",
        "--json",
    )
    assert code == 0
    body = json.loads(out)
    assert body["total"] == 2
    assert [i["taken"] for i in body["instances"]] == [2, 0]


def test_damage_rolls_dice_with_a_seed_and_english(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = call(
        capsys,
        "damage",
        "-r",
        "pf2",
        "--defenses",
        "weakness 5 fire",
        "--damage",
        "2d6 fire",
        "--seed",
        "4",
        "--json",
    )
    assert code == 0
    body = json.loads(out)
    rolled = body["rolls"][0]["total"]
    assert 2 <= rolled <= 12
    assert body["instances"][0] == {
        **body["instances"][0],
        "type": "fire",
        "amount": rolled,
        "taken": rolled + 5,
    }


def test_damage_critical_and_double(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = call(capsys, "damage", "-r", "pf2", "--damage", "21 feu", "--double", "--json")
    assert code == 0 and json.loads(out)["total"] == 42
    code, out, _ = call(
        capsys, "damage", "-r", "pf1", "--damage", "10 tranchant + 3 précision", "--critical", "--json"
    )
    body = json.loads(out)
    assert body["total"] == 23  # ×2 on the base, precision not multiplied
    code, out, _ = call(
        capsys, "damage", "-r", "pf2", "--damage", "10 tranchant + 3 précision", "--critical", "--json"
    )
    assert json.loads(out)["total"] == 26


def test_damage_incorporeal_choice_and_riders(capsys: pytest.CaptureFixture[str]) -> None:
    base = [
        "damage",
        "--defenses",
        "Capacités défensives intangible",
        "--damage",
        "9 tranchant (+1)",
        "--json",
    ]
    assert json.loads(call(capsys, *base, "--incorporeal", "ignored")[1])["total"] == 0
    assert json.loads(call(capsys, *base, "--incorporeal", "hit")[1])["total"] == 9
    _, out, _ = call(
        capsys,
        "damage",
        "-r",
        "pf2",
        "--defenses",
        "resistance 10 slashing",
        "--damage",
        "8 slashing",
        "--rider",
        "poison",
        "--json",
    )
    body = json.loads(out)
    assert body["riders_delivered"] == [] and body["steps"][0]["rule"] == "riders_blocked"


def test_damage_human_output_in_french_and_english(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = call(capsys, "damage", "--defenses", "RD 10/argent ou Bien", "--damage", "14 tranchant")
    assert code == 0
    assert "Réduction des dégâts 10/argent ou Bien" in out and "Total subi : 4" in out
    code, out, _ = call(
        capsys, "--lang", "en", "damage", "--defenses", "DR 10/silver", "--damage", "14 slashing"
    )
    assert "Damage reduction 10/silver" in out and "Total taken: 4" in out


def test_damage_errors_are_input_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = call(capsys, "damage", "--damage", "12 zorg", "--json")
    assert code == 2
    body = json.loads(out)
    assert body["ok"] is False
    code, _, err = call(capsys, "damage", "--damage", "12 tranchant", "--ruleset", "gurps")
    assert code == 2 and "pf2" in err


def test_parse_defenses_json_lines(capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    from pathlib import Path

    path = Path(str(tmp_path)) / "lines.txt"
    path.write_text(
        "RD 10/fer froid et Loi ; RM 22 ; résistance au feu 10 ; Immunités froid ; faiblesse 5 au feu\n\nRD 10/—\n",
        encoding="utf-8",
    )
    code, out, _ = call(capsys, "parse", "defenses", str(path), "--json")
    assert code == 0
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 2
    first = lines[0]
    assert {
        k: first[k]
        for k in (
            "ok",
            "damage_reduction",
            "spell_resistance",
            "resistances",
            "immunities",
            "weaknesses",
            "unparsed",
        )
    } == {
        "ok": True,
        "damage_reduction": [{"amount": 10, "bypass": [["cold_iron", "lawful"]]}],
        "spell_resistance": 22,
        "resistances": {"fire": 10},
        "immunities": ["cold"],
        "weaknesses": [{"type": "fire", "amount": 5}],
        "unparsed": [],
    }
    assert lines[1]["damage_reduction"] == [{"amount": 10, "bypass": []}]


def test_parse_defenses_human_and_stdin(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("Immunités froid, zorglub\n"))
    code, out, _ = call(capsys, "parse", "defenses", "-")
    assert code == 0
    assert "zorglub" in out and "immunité inconnue" in out and "lu en partie" in out


def test_damage_gaseous_flag(capsys: pytest.CaptureFixture[str]) -> None:
    """000 « Forme gazeuse »: DR 10/magie for a target in gaseous form."""
    body = json.loads(call(capsys, "damage", "--gaseous", "--damage", "12 contondant", "--json")[1])
    assert body["total"] == 2
    assert [s["rule"] for s in body["instances"][0]["steps"]] == ["gaseous_form", "damage_reduction"]


@pytest.mark.parametrize(
    "args",
    [
        ["--gaseous", "--damage", "12 contondant, 3 feu", "--critical"],
        [
            "-r",
            "pf2",
            "--defenses",
            "faiblesse 5 au feu ; immunité aux dégâts de précision",
            "--damage",
            "2d6 feu + 1d6 précision",
            "--double",
        ],
        [
            "--defenses",
            "Capacités défensives intangible ; régénération 5 (feu)",
            "--damage",
            "9 tranchant (+1) + 3 précision, 4 feu",
            "--half",
        ],
        [
            "-r",
            "dnd35",
            "--defenses",
            "DR 5/magic; fire resistance 5; immunity to cold",
            "--damage",
            "1d8+3 slashing, 2 cold",
            "--rider",
            "poison",
        ],
    ],
)
def test_every_step_in_the_json_has_integer_before_and_after(
    capsys: pytest.CaptureFixture[str], args: list[str]
) -> None:
    """The JSON contract: ``steps: [{"rule": str, "before": int, "after": int}]``."""
    code, out, _ = call(capsys, "damage", *args, "--seed", "2", "--json")
    assert code == 0
    body = json.loads(out)
    assert isinstance(body["total"], int)
    for instance in body["instances"]:
        assert (
            isinstance(instance["type"], str)
            and isinstance(instance["amount"], int)
            and isinstance(instance["taken"], int)
        )
        for step in instance["steps"]:
            assert isinstance(step["rule"], str)
            assert isinstance(step["before"], int) and isinstance(step["after"], int), step


def test_defenses_are_shown_in_the_readers_language() -> None:
    """A defense line written in French reads in English in English views (and the other way)."""
    from arbitre.content.defenses import parse_defenses
    from arbitre.model.damage import defenses_lines

    record = parse_defenses(
        "régénération 5 (acide ou feu) ; RD 10/argent ou Bien ; RM 17 ; résistance au feu 10"
    )
    assert defenses_lines(record, "en") == [
        "DR 10/silver or good",
        "SR 17",
        "resistance (fire) 10",
        "regeneration 5 (acid or fire)",
    ]
    assert defenses_lines(parse_defenses("DR 5/cold iron; fire resistance 5"), "fr") == [
        "RD 5/fer froid",
        "résistance (feu) 5",
    ]
