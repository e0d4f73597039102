"""Engine benchmark: exact mode and simulation, beside icepool and raw numpy, in one run.

Run: ``python bench/bench_engine.py`` (``pip install -e ".[bench]"``). Prints Markdown for
``BENCHMARKS.md``.
"""

from __future__ import annotations

import random
import sys
import time
import timeit
from fractions import Fraction

import numpy as np

from arbitre.content.defenses import parse_defenses
from arbitre.dice import parse
from arbitre.engine.plan import DamagePart, EffectPlan, SavePlan, Target
from arbitre.engine.resolve import resolve_exact, resolve_simulation
from arbitre.model.damage import DamageInstance, DamageSource, DamageType
from arbitre.model.spell import SaveEffect
from arbitre.rules.evasion import Evasion

FIRE = DamagePart(
    parse("min(nls,10)d6").bind({"nls": 10}), DamageInstance(0, DamageType.FIRE, source=DamageSource.SPELL)
)
FIREBALL = EffectPlan(
    "mage",
    "boule de feu",
    "spell",
    caster_level=10,
    spell_resistance=True,
    save=SavePlan("reflex", 17, SaveEffect.HALF),
    damage=(FIRE,),
)
DEFENSES = [
    "",
    "résistance au feu 5",
    "résistance au feu 10 ; RM 17",
    "RM 19",
    "Immunités feu",
    "RD 5/argent ; résistance au feu 10",
]


def twenty_targets() -> list[Target]:
    rnd = random.Random(1)
    out = []
    for i in range(20):
        out.append(
            Target(
                f"t{i}",
                f"t{i}",
                rnd.randint(20, 80),
                80,
                saves={
                    "fortitude": rnd.randint(0, 12),
                    "reflex": rnd.randint(0, 12),
                    "will": rnd.randint(0, 12),
                },
                defenses=parse_defenses(DEFENSES[i % len(DEFENSES)]),
                evasion=[Evasion.NONE, Evasion.NONE, Evasion.EVASION, Evasion.IMPROVED][i % 4],
            )
        )
    return out


SINGLE = Target(
    "troll",
    "troll",
    63,
    63,
    saves={"fortitude": 11, "reflex": 4, "will": 3},
    defenses=parse_defenses("résistance au feu 10 ; RM 17"),
)


def icepool_single() -> object:
    """The same single-target pipeline written directly with icepool (SR, save, half, resistance)."""
    import icepool

    d20 = icepool.d20
    sr_pass = (d20 + 10 >= 17).mean()  # no automatic 20 for SR
    save_ok = Fraction(sum(1 for n in range(1, 21) if n != 1 and (n == 20 or n + 4 >= 17)), 20)
    damage = 10 @ icepool.d6
    failed = damage.map(lambda x: max(0, x - 10))
    saved = damage.map(lambda x: max(0, x // 2 - 10))
    reached = icepool.Die([saved, failed], times=[save_ok.numerator, save_ok.denominator - save_ok.numerator])
    blocked = icepool.Die([0])
    p = Fraction(sr_pass).limit_denominator(20)
    return icepool.Die([reached, blocked], times=[p.numerator, p.denominator - p.numerator])


def per_call(fn, number: int = 20) -> float:  # type: ignore[no-untyped-def]
    return min(timeit.repeat(fn, number=number, repeat=5)) / number


def main() -> None:
    print(f"Python {sys.version.split()[0]}, numpy {np.__version__}")
    targets = twenty_targets()
    t20 = per_call(lambda: resolve_exact(FIREBALL, targets))
    t1 = per_call(lambda: resolve_exact(FIREBALL, [SINGLE]), 200)
    t1_frac = per_call(lambda: resolve_exact(FIREBALL, [SINGLE], exact=True), 50)
    tice = per_call(icepool_single, 50)
    ours = resolve_exact(FIREBALL, [SINGLE]).targets["troll"].damage
    theirs = icepool_single()
    assert abs(ours.mean() - float(theirs.mean())) < 1e-9  # type: ignore[attr-defined]
    print("\n### Exact mode\n")
    print("| case | time |")
    print("|---|---:|")
    print(f"| fireball, 20 targets (mixed saves, evasion, SR, resistances, immunity) | {t20 * 1e3:.2f} ms |")
    print(f"| fireball, 1 target (SR, save, resistance), float | {t1 * 1e6:.0f} µs |")
    print(f"| fireball, 1 target, exact fractions | {t1_frac * 1e6:.0f} µs |")
    print(f"| same single-target pipeline written with icepool | {tice * 1e6:.0f} µs |")
    print(f"| speed-up vs icepool | {tice / t1:.1f}× |")

    n = 2_000_000
    rng = np.random.default_rng(1)
    raw = min(
        timeit.repeat(
            lambda: rng.integers(1, 7, size=(n, 10), dtype=np.int8).sum(axis=1, dtype=np.int16),
            number=1,
            repeat=5,
        )
    )
    raw_rate = n / raw
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        resolve_simulation(FIREBALL, [SINGLE], n, seed=2)
        best = min(best, time.perf_counter() - start)
    sim_rate = n / best
    print("\n### Simulation (single-target fireball)\n")
    print("| what | per second |")
    print("|---|---:|")
    print(f"| raw numpy: draw and sum 10d6 (int8 dice) | {raw_rate / 1e6:.1f} M |")
    print(
        f"| arbitre simulate, general pipeline (SR, save, half, resistance, hit points) | {sim_rate / 1e6:.1f} M |"
    )
    print(f"| ratio | {sim_rate / raw_rate:.2f} |")


if __name__ == "__main__":
    main()
