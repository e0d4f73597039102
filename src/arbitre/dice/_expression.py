"""The public objects of the dice language: :class:`Expression` and :class:`RollResult`."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from arbitre.dice._ast import BinOp, Call, Dice, Group, Neg, Node, Num, Var, iter_dice, unparse
from arbitre.dice._bind import bind, free_variables
from arbitre.dice._limits import DEFAULT_LIMITS, Limits
from arbitre.dice._parser import parse_tree

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

    from arbitre.dice._dist import Dist

from arbitre.dice._roller import (
    EXPLODED,
    REROLLED,
    DiceGroup,
    DieSource,
    RandomDice,
    compile_tree,
    interpret,
)

Variables = Mapping[str, int]
_EMPTY: dict[str, int] = {}


@dataclass(frozen=True, slots=True)
class RolledDie:
    """One physical die: its size, face, whether it counts, and what happened to it."""

    sides: int
    value: int
    kept: bool
    rerolled: bool = False  # replaced by a reroll (does not count)
    exploded: bool = False  # triggered one more die (counts)

    def to_dict(self) -> dict[str, Any]:
        body: dict[str, Any] = {"sides": self.sides, "value": self.value, "kept": self.kept}
        if self.rerolled:
            body["rerolled"] = True
        if self.exploded:
            body["exploded"] = True
        return body


@dataclass(frozen=True, slots=True)
class RollResult:
    """A rolled expression: the total and every die (built lazily from compact groups)."""

    expression: BoundExpression
    total: int
    groups: tuple[DiceGroup, ...]

    @property
    def text(self) -> str:
        return self.expression.text

    @property
    def dice(self) -> tuple[RolledDie, ...]:
        out: list[RolledDie] = []
        for group in self.groups:
            sides = group.sides
            mask = group.kept_mask()
            if group.records is None:
                out.extend(RolledDie(sides, v, k) for v, k in zip(group.values, mask, strict=True))
                continue
            for chain, k in zip(group.records, mask, strict=True):
                for value, flag in chain:
                    out.append(
                        RolledDie(sides, value, k and flag != REROLLED, flag == REROLLED, flag == EXPLODED)
                    )
        return tuple(out)

    def to_dict(self) -> dict[str, Any]:
        """The ``arbitre roll --json`` shape: ``{"expression", "total", "dice": [...]}``."""
        return {
            "expression": self.expression.text,
            "total": self.total,
            "dice": [d.to_dict() for d in self.dice],
        }

    def render(self) -> str:
        """``4d6kh3 [6, 5, 3, ~~1~~] + 2 = 16``: the expression with each term's dice."""
        groups = iter(self.groups)
        return f"{_render(self.expression.tree, groups)} = {self.total}"


def _render(node: Node, groups: Any) -> str:
    if isinstance(node, Dice):
        group: DiceGroup = next(groups)
        mask = group.kept_mask()
        parts = []
        if group.records is None:
            for v, k in zip(group.values, mask, strict=True):
                parts.append(str(v) if k else f"~~{v}~~")
        else:
            for chain, k in zip(group.records, mask, strict=True):
                faces = []
                for value, flag in chain:
                    if flag == REROLLED:
                        faces.append(f"~~{value}~~↻")
                    elif flag == EXPLODED:
                        faces.append(f"{value}!")
                    else:
                        faces.append(str(value))
                text = "+".join(f for f in faces)
                parts.append(text if k else f"~~{text}~~")
        return f"{unparse(node)} [{', '.join(parts)}]"
    if isinstance(node, Num | Var):
        return unparse(node)
    if isinstance(node, Group):
        return f"({_render(node.inner, groups)})"
    if isinstance(node, Neg):
        return f"-{_render(node.operand, groups)}"
    if isinstance(node, BinOp):
        left = _render(node.left, groups)
        return f"{left} {node.op} {_render(node.right, groups)}"
    assert isinstance(node, Call)
    return f"{node.name}({', '.join(_render(a, groups) for a in node.args)})"


@dataclass(frozen=True, slots=True, eq=False)
class BoundExpression:
    """An expression whose variables are bound and limits checked: ready to roll or to compute."""

    text: str
    tree: Node
    _compiled: list[Any] = field(default_factory=lambda: [None, None, None, None], repr=False)

    @property
    def dice_terms(self) -> tuple[Dice, ...]:
        return tuple(iter_dice(self.tree))

    @property
    def is_constant(self) -> bool:
        return isinstance(self.tree, Num)

    def roll(self, rng: random.Random | None = None) -> RollResult:
        """Roll with every die recorded (compiled fast path)."""
        fn = self._compiled[0]
        if fn is None:
            fn = self._compiled[0] = compile_tree(self.tree, records=True)
        total, groups = fn(rng or random.Random())
        return RollResult(self, total, tuple(groups))

    def roll_total(self, rng: random.Random | None = None) -> int:
        """Roll and return only the total (fastest path)."""
        fn = self._compiled[1]
        if fn is None:
            fn = self._compiled[1] = compile_tree(self.tree, records=False)
        total: int = fn(rng or random.Random())
        return total

    def roll_with(self, source: DieSource) -> RollResult:
        """Roll drawing faces from ``source`` (forced dice, replays)."""
        groups: list[DiceGroup] = []
        total = interpret(self.tree, source, groups)
        return RollResult(self, total, tuple(groups))

    def distribution(self, *, exact: bool = False) -> Dist:
        """The exact distribution of the total (float probabilities, or exact integer weights)."""
        slot = 3 if exact else 2
        cached = self._compiled[slot]
        if cached is None:  # a distribution is immutable: computed once per bound expression
            from arbitre.dice import _exact

            cached = self._compiled[slot] = _exact.evaluate(self.tree, exact=exact)
        return cached  # type: ignore[no-any-return]

    def sample(self, n: int, rng: np.random.Generator | None = None) -> NDArray[np.int64]:
        """``n`` independent totals at once (vectorised simulation)."""
        import numpy as np

        from arbitre.dice import _vector

        return _vector.sample(self.tree, n, rng or np.random.default_rng())


@dataclass(frozen=True, slots=True)
class Expression:
    """A parsed dice expression (immutable, hashable); bind variables to roll or compute it."""

    text: str
    tree: Node = field(compare=False, repr=False)
    variables: frozenset[str] = field(compare=False)

    def bind(self, variables: Variables | None = None, *, limits: Limits = DEFAULT_LIMITS) -> BoundExpression:
        return _bind_cached(self, _freeze(variables or _EMPTY), limits)

    def roll(self, rng: random.Random | None = None, *, variables: Variables | None = None) -> RollResult:
        return self.bind(variables).roll(rng)

    def distribution(self, *, variables: Variables | None = None, exact: bool = False) -> Dist:
        return self.bind(variables).distribution(exact=exact)

    def __str__(self) -> str:
        return self.text


def _freeze(variables: Variables) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(variables.items()))


@lru_cache(maxsize=4096)
def _bind_cached(expr: Expression, variables: tuple[tuple[str, int], ...], limits: Limits) -> BoundExpression:
    bound = bind(expr.tree, expr.text, dict(variables), limits)
    return BoundExpression(expr.text, bound)


@lru_cache(maxsize=4096)
def parse(text: str, limits: Limits = DEFAULT_LIMITS) -> Expression:
    """Parse a dice expression (see ``docs/dice.md``); errors carry the column and a hint."""
    tree = parse_tree(text, limits)
    return Expression(text.strip(), tree, free_variables(tree))


def _expr(expr: str | Expression) -> Expression:
    return parse(expr) if isinstance(expr, str) else expr


def roll(
    expr: str | Expression, rng: random.Random | None = None, *, variables: Variables | None = None
) -> RollResult:
    """Roll ``expr``: ``roll("4d6kh3", random.Random(7)).total``."""
    return _expr(expr).bind(variables).roll(rng)


def roll_forced(
    expr: str | Expression, source: DieSource, *, variables: Variables | None = None
) -> RollResult:
    """Roll ``expr`` taking faces from ``source`` (see :class:`ForcedDice`)."""
    return _expr(expr).bind(variables).roll_with(source)


def distribution(expr: str | Expression, *, variables: Variables | None = None, exact: bool = False) -> Dist:
    """Exact distribution of ``expr``'s total, without sampling."""
    return _expr(expr).bind(variables).distribution(exact=exact)


def sample(
    expr: str | Expression,
    n: int,
    rng: np.random.Generator | None = None,
    *,
    variables: Variables | None = None,
) -> NDArray[np.int64]:
    """``n`` totals at once (numpy)."""
    return _expr(expr).bind(variables).sample(n, rng)


__all__ = [
    "BoundExpression",
    "Expression",
    "RandomDice",
    "RollResult",
    "RolledDie",
    "distribution",
    "parse",
    "roll",
    "roll_forced",
    "sample",
]
