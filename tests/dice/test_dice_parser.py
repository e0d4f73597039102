"""The grammar, its errors and its limits (issue: foundation — bad input fails fast and clearly)."""

from __future__ import annotations

import random

import pytest

from arbitre.core.errors import ArbitreError, DiceLimitError, DiceSyntaxError
from arbitre.dice import parse, roll
from arbitre.dice._ast import unparse


@pytest.mark.parametrize(
    "text",
    [
        "1d20+7",
        "8d6+5",
        "d20",
        "d%",
        "4d6kh3",
        "4d6dl1",
        "2d20kh1",
        "2d20kl1",
        "4d6dh1",
        "2d6r1",
        "2d6ro1",
        "2d6rr1",
        "1d20r<3",
        "1d20rr<=2",
        "1d6!",
        "1d6!>5",
        "1d6e6",
        "1d10x",
        "min(1d20, 15)",
        "max(2d6, 1d12)",
        "(1d4+1)*3",
        "10d6/2",
        "-(3d6)",
        "2D6 + 3",
        "3 * (2 + 4)",
        "1.5*4",
    ],
)
def test_valid_expressions_parse_and_roll(text: str) -> None:
    result = roll(text, random.Random(1))
    dist = parse(text).distribution()
    assert dist.min <= result.total <= dist.max


def test_unparse_round_trip() -> None:
    for text in ["4d6kh3 + 2", "min(nls, 10)d6", "2d6rr<3!kh1", "d% - 1"]:
        tree = parse(text).tree
        assert unparse(parse(unparse(tree)).tree) == unparse(tree)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("1000000000d1000000", "dice.too_many_dice"),
        ("(" * 10_000 + "1" + ")" * 10_000, "dice.too_long"),
        ("(" * 100 + "1" + ")" * 100, "dice.too_deep"),
        ("-" * 200 + "1", "dice.too_deep"),
        ("d0", "dice.zero_sides"),
        ("2d", "dice.missing_sides"),
        ("2d + 3", "dice.missing_sides"),
        ("-3d6", "dice.negative_count_ambiguous"),
        ("4d6kh9", "dice.keep_too_many"),
        ("1d100000", "dice.too_many_sides"),
        ("2d6+", "dice.unexpected_end"),
        ("2d6 3", "dice.unexpected"),
        ("(2d6", "dice.expected_closing"),
        ("foo(2)", "dice.unknown_function"),
        ("4d6k3", "dice.ambiguous_keep"),
        ("4d6d1", "dice.ambiguous_keep"),
        ("1d6rr<7", "dice.reroll_forever"),
        ("1d6r", "dice.expected_number"),
        ("", "dice.empty"),
        ("nls d6", "dice.unbound_variable"),
        ("(1d4)d6", "dice.random_count"),
        ("5/0", "dice.division_by_zero"),
        ("1d6 / (1d2 - 1)", "dice.division_by_zero"),
        ("999999999999999999d6", "dice.number_too_large"),
        ("600d6 + 600d6", "dice.too_many_dice"),
    ],
)
def test_bad_input_fails_clearly(text: str, key: str) -> None:
    with pytest.raises(ArbitreError) as info:
        expr = parse(text)
        bound = expr.bind({})
        bound.distribution()
    error = info.value
    assert error.key == key
    for lang in ("fr", "en"):
        message = error.message(lang)
        assert message and "{" not in message


def test_syntax_error_has_position_and_hint() -> None:
    with pytest.raises(DiceSyntaxError) as info:
        parse("2d6 + * 3")
    assert info.value.position is not None
    assert info.value.position.column == 7
    assert info.value.hint("fr")
    caret = info.value.position.caret()
    assert caret is not None and caret.endswith("      ^")


def test_limits_are_checked_before_work() -> None:
    # the dice count is refused while parsing, before any die is rolled or array allocated
    with pytest.raises(DiceLimitError):
        parse("1000000000d1000000")


def test_variables_french_and_english() -> None:
    assert roll("min(nls,10)d1", variables={"nls": 12}).total == 10
    assert roll("min(cl,10)d1", variables={"nls": 7}).total == 7
    assert roll("dv", variables={"hd": 5}).total == 5
    assert roll("niv + 1", variables={"level": 3}).total == 4
    assert roll("1.5*mod_for", variables={"str_mod": 3}).total == 4  # rounded down
    assert roll("(1.5*mod_for)", variables={"mod_for": 5}).total == 7


def test_division_rounds_down() -> None:
    assert roll("7/2").total == 3
    assert roll("-7/2").total == -4
    assert roll("1d1*5/2").total == 2


def test_percentile_is_one_to_hundred() -> None:
    dist = parse("d%").distribution()
    assert (dist.min, dist.max) == (1, 100)


def test_zero_dice_is_zero() -> None:
    assert roll("min(nls,10)d6", variables={"nls": 0}).total == 0


def test_formulas_are_shown_with_the_readers_variable_names() -> None:
    """Content formulas are written with French variables; English output names them in English."""
    from arbitre.dice._variables import display

    assert display("min(nls,10)d6", "en") == "min(cl,10)d6"
    assert display("min(cl,10)d6", "fr") == "min(nls,10)d6"
    assert display("1d8+mod_for+dv", "en") == "1d8+str_mod+hd"
    assert display("4d6kh3 + 2", "en") == "4d6kh3 + 2"  # dice, modifiers, numbers untouched
