"""Hypothesis invariants of mitigation and of the defense parser."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from arbitre.content.defenses import parse_defenses
from arbitre.model.damage import (
    DR_KEYS,
    MATERIAL_NAMES,
    Alignment,
    DamageInstance,
    DamageReduction,
    DamageSource,
    DamageType,
    Defenses,
    Material,
    Regeneration,
    Resistance,
    Weakness,
)
from arbitre.model.ruleset import RULESETS, Ruleset
from arbitre.rules.mitigation import mitigate, mitigate_amount

IWR_KEYS = [t.value for t in DamageType] + ["physical", "energy", "all", "silver", "cold_iron", "adamantine"]

instances = st.builds(
    DamageInstance,
    amount=st.integers(0, 80),
    type=st.sampled_from(list(DamageType)),
    precision=st.integers(0, 10),
    materials=st.frozensets(st.sampled_from(list(Material)), max_size=2),
    enhancement=st.integers(0, 6),
    magic=st.booleans(),
    alignments=st.frozensets(st.sampled_from(list(Alignment)), max_size=2),
    epic=st.booleans(),
    nonlethal=st.booleans(),
    source=st.sampled_from(list(DamageSource)),
    incorporeal_source=st.booleans(),
    ghost_touch=st.booleans(),
).filter(lambda i: i.precision <= i.amount)

bypass = st.lists(st.frozensets(st.sampled_from(sorted(DR_KEYS)), min_size=1, max_size=3), max_size=3).map(
    tuple
)


def defenses(with_weaknesses: bool) -> st.SearchStrategy[Defenses]:
    weaknesses = (
        st.lists(
            st.builds(Weakness, st.sampled_from(IWR_KEYS), st.one_of(st.none(), st.integers(1, 20))),
            max_size=3,
        ).map(tuple)
        if with_weaknesses
        else st.just(())
    )
    return st.builds(
        Defenses,
        damage_reduction=st.lists(st.builds(DamageReduction, st.integers(0, 20), bypass), max_size=3).map(
            tuple
        ),
        resistances=st.lists(
            st.builds(
                Resistance,
                st.sampled_from(IWR_KEYS),
                st.integers(0, 30),
                st.frozensets(st.sampled_from(IWR_KEYS), max_size=2),
                st.frozensets(st.sampled_from(["magical", "nonmagical"]), max_size=1),
            ),
            max_size=3,
        ).map(tuple),
        immunities=st.frozensets(st.sampled_from([*IWR_KEYS, "precision", "poison"]), max_size=3),
        weaknesses=weaknesses,
        regeneration=st.one_of(
            st.none(),
            st.builds(Regeneration, st.integers(1, 10), st.frozensets(st.sampled_from(IWR_KEYS), max_size=2)),
        ),
        incorporeal=st.booleans(),
        gaseous=st.booleans(),
    )


rulesets = st.sampled_from(list(RULESETS.values()))


@settings(max_examples=300, deadline=None)
@given(st.lists(instances, min_size=1, max_size=4), defenses(False), rulesets, st.booleans())
def test_mitigation_never_increases_damage_without_weaknesses(
    items: list[DamageInstance], target: Defenses, ruleset: Ruleset, ignored: bool
) -> None:
    result = mitigate(items, target, ruleset, incorporeal_ignored=ignored)
    for item, outcome in zip(items, result.outcomes, strict=True):
        assert outcome.lethal >= 0 and outcome.nonlethal >= 0
        assert outcome.taken <= item.amount
    assert 0 <= result.total <= sum(i.amount for i in items)


@settings(max_examples=300, deadline=None)
@given(st.lists(instances, min_size=1, max_size=4), defenses(True), rulesets, st.booleans())
def test_mitigation_is_never_negative_and_weaknesses_are_bounded(
    items: list[DamageInstance], target: Defenses, ruleset: Ruleset, ignored: bool
) -> None:
    result = mitigate(items, target, ruleset, incorporeal_ignored=ignored)
    worst = max((w.amount or 0 for w in target.weaknesses), default=0)
    for item, outcome in zip(items, result.outcomes, strict=True):
        assert outcome.lethal >= 0 and outcome.nonlethal >= 0
        assert outcome.taken <= item.amount + item.amount // 2 + worst
        for step in outcome.steps:
            if step.before is not None and step.after is not None and step.after > step.before:
                assert "weakness" in step.rule or "vulnerability" in step.rule, step.rule


@settings(max_examples=200, deadline=None)
@given(instances, defenses(True), rulesets, st.booleans(), st.integers(0, 60))
def test_the_per_instance_map_is_monotone(
    item: DamageInstance, target: Defenses, ruleset: Ruleset, ignored: bool, amount: int
) -> None:
    """More damage rolled never means less taken: the map is safe to push through a distribution."""
    low = mitigate_amount(amount, item, target, ruleset, incorporeal_ignored=ignored).taken
    high = mitigate_amount(amount + 1, item, target, ruleset, incorporeal_ignored=ignored).taken
    assert low <= high


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=120))
def test_the_parser_never_crashes_and_keeps_what_it_cannot_read(text: str) -> None:
    from arbitre.model.damage import normalize_name

    defenses = parse_defenses(text)
    for part in defenses.unparsed:
        assert part.text.strip()
        assert normalize_name(part.text) in normalize_name(text) or part.text in text


_FR_KEYS = {
    **{m.value: MATERIAL_NAMES[m][0] for m in (Material.SILVER, Material.COLD_IRON, Material.ADAMANTINE)},
    "good": "Bien",
    "evil": "Mal",
    "lawful": "Loi",
    "chaotic": "Chaos",
    "magic": "magie",
    "epic": "épique",
    "slashing": "tranchant",
    "piercing": "perforant",
    "bludgeoning": "contondant",
}


@settings(max_examples=200, deadline=None)
@given(
    st.integers(1, 30),
    st.lists(st.frozensets(st.sampled_from(sorted(_FR_KEYS)), min_size=1, max_size=3), max_size=3),
    st.booleans(),
)
def test_damage_reduction_lines_round_trip(
    amount: int, alternatives: list[frozenset[str]], english: bool
) -> None:
    """Writing a DR the way a French or English stat block does and reading it back gives it back."""
    if english:
        text = f"DR {amount}/" + (
            " or ".join(" and ".join(sorted(k.replace("_", " ") for k in alt)) for alt in alternatives) or "-"
        )
    else:
        text = f"RD {amount}/" + (
            " ou ".join(" et ".join(sorted(_FR_KEYS[k] for k in alt)) for alt in alternatives) or "—"
        )
    parsed = parse_defenses(text)
    assert parsed.complete, (text, parsed.unparsed)
    assert parsed.damage_reduction == (DamageReduction(amount, tuple(alternatives)),)
