"""The one entry point the engine calls to apply a target's defenses to an attack's damage.

:func:`mitigate` takes the instances of ONE attack (or one effect) and the target's
:class:`~arbitre.model.damage.Defenses`, and picks the pipeline from ``ruleset.mitigation``:

- d20 family (``Mitigation.DR_ENERGY_RESISTANCE``, text 000), per instance:
  gaseous form adds DR 10/magic → incorporeal (50% outcome is an input) → energy immunity and
  precision immunity → damage reduction (once per attack: its points are shared by the attack's
  physical parts) → energy resistance (once per attack and energy type) → vulnerability →
  regeneration (damage becomes nonlethal unless its type or material overcomes it) → nonlethal.
- pf2 (``Mitigation.IMMUNITY_WEAKNESS_RESISTANCE``, text 002), each instance on its own:
  immunities → weaknesses → resistances → nonlethal. Riders (poison on a blade) are delivered only
  when the attack dealt at least 1 damage (002 « Dégâts et améliorations »).

:func:`mitigate_amount` is the deterministic per-instance map ``amount -> outcome`` with every
chance outcome as a parameter; :func:`amount_map` wraps it as ``int -> int`` for exact odds
(``dist.map(amount_map(...))``). For an attack with several physical parts in the d20 family, sum
their amounts first: DR comes off the attack's total.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from arbitre.model.damage import DamageInstance, Defenses
from arbitre.model.explain import Step
from arbitre.model.ruleset import Mitigation, Ruleset
from arbitre.rules._damage_common import S000_IMMUNITY, S002_RIDERS, step
from arbitre.rules.damage_reduction import apply_damage_reduction
from arbitre.rules.energy_resistance import (
    apply_energy_immunity,
    apply_energy_resistance,
    apply_vulnerability,
)
from arbitre.rules.gaseous_form import gaseous_defenses
from arbitre.rules.incorporeal import apply_incorporeal
from arbitre.rules.iwr import apply_iwr
from arbitre.rules.nonlethal import split_nonlethal
from arbitre.rules.regeneration import apply_regeneration

_NO_USE: Mapping[str, int] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class InstanceOutcome:
    """What one instance did: ``amount`` before mitigation, ``lethal`` and ``nonlethal`` after."""

    instance: DamageInstance
    amount: int
    lethal: int
    nonlethal: int
    steps: tuple[Step, ...]
    # points of pooled reductions this instance consumed: "dr", "resistance:<type>"
    used: Mapping[str, int] = field(default_factory=lambda: _NO_USE)

    @property
    def taken(self) -> int:
        """Damage the creature takes from this instance (lethal + nonlethal)."""
        return self.lethal + self.nonlethal


@dataclass(frozen=True, slots=True)
class MitigationResult:
    """One attack after the target's defenses."""

    outcomes: tuple[InstanceOutcome, ...]
    steps: tuple[Step, ...] = ()  # attack-level steps (gaseous form, riders)
    riders_delivered: tuple[str, ...] = ()

    @property
    def total(self) -> int:
        return sum(o.taken for o in self.outcomes)

    @property
    def lethal(self) -> int:
        return sum(o.lethal for o in self.outcomes)

    @property
    def nonlethal(self) -> int:
        return sum(o.nonlethal for o in self.outcomes)

    @property
    def any_damage(self) -> bool:
        """At least 1 point got through (what riders need)."""
        return self.total >= 1


def mitigate_amount(
    amount: int,
    instance: DamageInstance,
    defenses: Defenses,
    ruleset: Ruleset,
    *,
    incorporeal_ignored: bool = False,
    used: Mapping[str, int] = _NO_USE,
) -> InstanceOutcome:
    """Apply ``defenses`` to ``amount`` points of ``instance`` (its own ``amount`` is ignored).

    ``incorporeal_ignored`` is the outcome of the incorporeal 50% chance (d20 family);
    ``used`` gives the DR / resistance points already spent by earlier parts of the same attack.
    """
    if amount < 0:
        raise ValueError("damage amounts are never negative")
    if ruleset.mitigation is Mitigation.IMMUNITY_WEAKNESS_RESISTANCE:
        return _pf2(amount, instance, defenses)
    return _d20(amount, instance, defenses, incorporeal_ignored=incorporeal_ignored, used=used)


def _pf2(amount: int, instance: DamageInstance, defenses: Defenses) -> InstanceOutcome:
    after, steps = apply_iwr(amount, instance, defenses)
    lethal, nonlethal, s = split_nonlethal(after, instance)
    return InstanceOutcome(instance, amount, lethal, nonlethal, steps + s)


def _d20(
    amount: int,
    instance: DamageInstance,
    defenses: Defenses,
    *,
    incorporeal_ignored: bool,
    used: Mapping[str, int],
) -> InstanceOutcome:
    defenses, steps_g = gaseous_defenses(defenses)
    # the gaseous step changes the defenses, not the amount: it shows the amount unchanged
    steps: list[Step] = [replace(s, before=amount, after=amount) for s in steps_g]
    value = amount
    if defenses.incorporeal:
        value, s = apply_incorporeal(value, instance, ignored=incorporeal_ignored)
        steps += s
    value, s = apply_energy_immunity(value, instance, defenses.immunities)
    steps += s
    if value > 0 and instance.precision > 0 and defenses.immunities & {"precision", "sneak_attack"}:
        after = max(0, value - instance.precision)
        steps.append(step("precision_immunity", S000_IMMUNITY, value, after, precision=instance.precision))
        value = after
    consumed: dict[str, int] = {}
    before = value
    value, s = apply_damage_reduction(
        value, instance, defenses.damage_reduction, already_used=used.get("dr", 0)
    )
    steps += s
    if before - value:
        consumed["dr"] = before - value
    key = f"resistance:{instance.type.value}"
    before = value
    value, s = apply_energy_resistance(value, instance, defenses.resistances, already_used=used.get(key, 0))
    steps += s
    if before - value:
        consumed[key] = before - value
    value, s = apply_vulnerability(value, instance, defenses.weaknesses)
    steps += s
    lethal, nonlethal, s = apply_regeneration(value, instance, defenses.regeneration)
    steps += s
    if instance.nonlethal and lethal:
        nonlethal += lethal
        lethal = 0
        steps += split_nonlethal(nonlethal, instance)[2]
    return InstanceOutcome(instance, amount, lethal, nonlethal, tuple(steps), MappingProxyType(consumed))


def amount_map(
    instance: DamageInstance,
    defenses: Defenses,
    ruleset: Ruleset,
    *,
    incorporeal_ignored: bool = False,
) -> Callable[[int], int]:
    """``amount -> damage taken`` for one instance, to map over a distribution of amounts."""

    def taken(amount: int) -> int:
        return mitigate_amount(
            amount, instance, defenses, ruleset, incorporeal_ignored=incorporeal_ignored
        ).taken

    return taken


def mitigate(
    instances: Iterable[DamageInstance],
    defenses: Defenses,
    ruleset: Ruleset,
    *,
    incorporeal_ignored: bool | Sequence[bool] = False,
    riders: Sequence[str] = (),
) -> MitigationResult:
    """Apply ``defenses`` to every instance of one attack, in order.

    ``incorporeal_ignored``: one outcome for the whole attack, or one per instance.
    ``riders``: names of effects carried by the damage (``poison``…), delivered only when at least
    1 damage got through.
    """
    items = tuple(instances)
    if isinstance(incorporeal_ignored, bool):
        ignored = (incorporeal_ignored,) * len(items)
    else:
        ignored = tuple(incorporeal_ignored)
        if len(ignored) != len(items):
            raise ValueError("one incorporeal outcome per instance")
    used: dict[str, int] = {}
    outcomes: list[InstanceOutcome] = []
    for instance, ign in zip(items, ignored, strict=True):
        outcome = mitigate_amount(
            instance.amount,
            instance,
            defenses,
            ruleset,
            incorporeal_ignored=ign,
            used=MappingProxyType(dict(used)),
        )
        for k, v in outcome.used.items():
            used[k] = used.get(k, 0) + v
        outcomes.append(outcome)
    result = MitigationResult(tuple(outcomes))
    if not riders:
        return result
    total = result.total
    delivered = tuple(riders) if total >= 1 else ()
    rider_step = step(
        "riders_delivered" if delivered else "riders_blocked",
        S002_RIDERS,
        total,
        total,
        riders=",".join(riders),
    )
    return MitigationResult(result.outcomes, (rider_step,), delivered)


__all__ = ["InstanceOutcome", "MitigationResult", "amount_map", "mitigate", "mitigate_amount"]
