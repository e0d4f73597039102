"""Rolling a bound tree: a reference interpreter over any die source, and a compiled fast path.

Both paths draw a die as ``int(rng.random() * sides) + 1`` in the same order (left to right, each
die's rerolls and explosions before the next die), so for the same seed they give the same dice;
``tests/dice/test_roller.py`` holds them to it. The interpreter also serves forced rolls (tests,
replaying a table's real dice) through :class:`ForcedDice`.

Order of a term's modifiers, whatever order they are written in: reroll, then explode, then
keep/drop. An exploding die and the dice it adds count as one die for keep/drop.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol

from arbitre.core.errors import DiceError
from arbitre.dice._ast import BinOp, Call, Dice, Explode, Group, Keep, Neg, Node, Num, Reroll
from arbitre.dice._bind import arith

# flags of a physical die record
FINAL = 0
REROLLED = 1  # this die was rolled again; its value does not count
EXPLODED = 2  # this die triggered one more die; its value counts


class DieSource(Protocol):
    """Where die faces come from: ``die(sides)`` returns a face in 1..sides."""

    def die(self, sides: int) -> int: ...


class RandomDice:
    """Faces from a :class:`random.Random` (seeded for replays)."""

    __slots__ = ("_random",)

    def __init__(self, rng: random.Random) -> None:
        self._random = rng.random

    def die(self, sides: int) -> int:
        return int(self._random() * sides) + 1


class ForcedDice:
    """Faces taken from a list first (checked against the die size), then from ``fallback``."""

    __slots__ = ("_faces", "_fallback", "used")

    def __init__(self, faces: Iterable[int], fallback: DieSource) -> None:
        self._faces = list(faces)[::-1]
        self._fallback = fallback
        self.used = 0

    def die(self, sides: int) -> int:
        if self._faces:
            face = self._faces.pop()
            if not 1 <= face <= sides:
                raise DiceError("dice.forced_face_out_of_range", face=face, sides=sides)
            self.used += 1
            return face
        return self._fallback.die(sides)

    @property
    def remaining(self) -> int:
        return len(self._faces)


@dataclass(frozen=True, slots=True)
class DiceGroup:
    """The dice of one term: each logical die's value and, when rerolls or explosions happened,
    every physical die with its flag."""

    node: Dice
    values: tuple[int, ...]
    records: tuple[tuple[tuple[int, int], ...], ...] | None = None

    @property
    def sides(self) -> int:
        sides = self.node.sides
        assert isinstance(sides, Num)
        return int(sides.value)

    def kept_mask(self) -> tuple[bool, ...]:
        return kept_mask(self.values, self.node.keep)

    def total(self) -> int:
        return sum(v for v, k in zip(self.values, self.kept_mask(), strict=True) if k)


def kept_mask(values: Sequence[int], keep: Keep | None) -> tuple[bool, ...]:
    """Which dice a keep/drop keeps (ties: the earlier die is kept first)."""
    n = len(values)
    if keep is None:
        return (True,) * n
    k = keep.kept_count(n)
    order = sorted(range(n), key=lambda i: (-values[i], i) if keep.highest else (values[i], i))
    chosen = set(order[:k])
    return tuple(i in chosen for i in range(n))


def _keep_sum(values: list[int], keep: Keep) -> int:
    k = keep.kept_count(len(values))
    if k == 0:
        return 0
    ordered = sorted(values)
    return sum(ordered[-k:]) if keep.highest else sum(ordered[:k])


def roll_chain(
    die: Callable[[int], int], sides: int, reroll: Reroll | None, explode: Explode | None
) -> tuple[int, tuple[tuple[int, int], ...]]:
    """One logical die with its rerolls and explosions: (value, physical records)."""
    records: list[tuple[int, int]] = []
    v = die(sides)
    if reroll is not None:
        if reroll.once:
            if reroll.cmp.matches(v):
                records.append((v, REROLLED))
                v = die(sides)
        else:
            while reroll.cmp.matches(v):
                records.append((v, REROLLED))
                v = die(sides)
    total = v
    if explode is not None:
        depth = 0
        while depth < explode.depth and (v == sides if explode.cmp is None else explode.cmp.matches(v)):
            records.append((v, EXPLODED))
            v = die(sides)
            total += v
            depth += 1
    records.append((v, FINAL))
    return total, tuple(records)


# --------------------------------------------------------------------------------------------
# reference interpreter


def interpret(node: Node, source: DieSource, groups: list[DiceGroup]) -> int:
    """Evaluate a bound tree, appending each dice term's group to ``groups``."""
    if isinstance(node, Num):
        return math.floor(node.value)
    if isinstance(node, Group):
        return interpret(node.inner, source, groups)
    if isinstance(node, Neg):
        return -interpret(node.operand, source, groups)
    if isinstance(node, BinOp):
        left = node.left.value if isinstance(node.left, Num) else interpret(node.left, source, groups)
        right = node.right.value if isinstance(node.right, Num) else interpret(node.right, source, groups)
        return arith(node.op, left, right)
    if isinstance(node, Call):
        values = [interpret(a, source, groups) for a in node.args]
        return min(values) if node.name == "min" else max(values)
    if not isinstance(node, Dice):
        raise ValueError("bind variables before rolling")
    count, sides = node.count, node.sides
    assert isinstance(count, Num) and isinstance(sides, Num)
    n, m = int(count.value), int(sides.value)
    if node.reroll is None and node.explode is None:
        group = DiceGroup(node, tuple(source.die(m) for _ in range(n)))
    else:
        chains = [roll_chain(source.die, m, node.reroll, node.explode) for _ in range(n)]
        group = DiceGroup(node, tuple(c[0] for c in chains), tuple(c[1] for c in chains))
    groups.append(group)
    return group.total()


# --------------------------------------------------------------------------------------------
# compiled fast path

_INLINE_MAX = 16


class _Codegen:
    def __init__(self, records: bool) -> None:
        self.records = records
        self.lines: list[str] = []
        self.consts: dict[str, object] = {}
        self.n = 0

    def fresh(self, prefix: str) -> str:
        self.n += 1
        return f"_{prefix}{self.n}"

    def const(self, value: object) -> str:
        name = self.fresh("c")
        self.consts[name] = value
        return name

    def expr(self, node: Node) -> str:
        """A pure Python expression for ``node``; every die draw is emitted as a statement first,
        in evaluation order, so the generated code draws dice exactly as the interpreter does."""
        if isinstance(node, Num):
            if isinstance(node.value, Fraction) and node.value.denominator != 1:
                return self.const(node.value)
            return str(int(node.value))
        if isinstance(node, Group):
            return self.expr(node.inner)
        if isinstance(node, Neg):
            return f"(-{self.expr(node.operand)})"
        if isinstance(node, BinOp):
            left, right = self.expr(node.left), self.expr(node.right)
            fractional = any(
                isinstance(x, Num) and isinstance(x.value, Fraction) and x.value.denominator != 1
                for x in (node.left, node.right)
            )
            if fractional or node.op == "/":
                return f"_arith({node.op!r}, {left}, {right})"
            return f"({left} {node.op} {right})"
        if isinstance(node, Call):
            return f"{node.name}({', '.join(self.expr(arg) for arg in node.args)})"
        if not isinstance(node, Dice):
            raise ValueError("bind variables before compiling")
        return self.dice(node)

    def dice(self, node: Dice) -> str:
        count, sides = node.count, node.sides
        assert isinstance(count, Num) and isinstance(sides, Num)
        n, m = int(count.value), int(sides.value)
        node_name = self.const(node)
        if n == 0:
            if self.records:
                self.lines.append(f"_g.append(_DiceGroup({node_name}, ()))")
            return "0"
        if node.reroll is not None or node.explode is not None:
            v, c = self.fresh("v"), self.fresh("ch")
            rr, ex = self.const(node.reroll), self.const(node.explode)
            self.lines.append(f"{c} = [_chain(_die, {m}, {rr}, {ex}) for _ in range({n})]")
            self.lines.append(f"{v} = [x[0] for x in {c}]")
            if self.records:
                self.lines.append(f"_g.append(_DiceGroup({node_name}, tuple({v}), tuple(x[1] for x in {c})))")
            return self._sum(v, node)
        if node.keep is None and n <= _INLINE_MAX:
            if not self.records:
                t = self.fresh("t")
                self.lines.append(f"{t} = " + " + ".join([f"int(_r() * {m})"] * n) + f" + {n}")
                return t
            names = [self.fresh("d") for _ in range(n)]
            for name in names:
                self.lines.append(f"{name} = int(_r() * {m}) + 1")
            self.lines.append(f"_g.append(_DiceGroup({node_name}, ({', '.join(names)},)))")
            return "(" + " + ".join(names) + ")"
        v = self.fresh("v")
        self.lines.append(f"{v} = [int(_r() * {m}) + 1 for _ in range({n})]")
        if self.records:
            self.lines.append(f"_g.append(_DiceGroup({node_name}, tuple({v})))")
        return self._sum(v, node)

    def _sum(self, v: str, node: Dice) -> str:
        if node.keep is None:
            return f"sum({v})"
        return f"_keep_sum({v}, {self.const(node.keep)})"


def compile_tree(
    node: Node, *, records: bool
) -> Callable[[random.Random], tuple[int, list[DiceGroup]]] | Callable[[random.Random], int]:
    """Compile a bound tree into a Python function of a :class:`random.Random`.

    With ``records``, the function returns ``(total, groups)``; without, only the total (the
    simulation path). Code generation is the fastest way to run a tree in pure Python: the tree is
    walked once, and each roll then runs straight-line code with local lookups only.
    """
    gen = _Codegen(records)
    result = gen.expr(node)
    body = ["    _r = rng.random", "    _die = lambda s: int(_r() * s) + 1"]
    if records:
        body.append("    _g = []")
    body += [f"    {line}" for line in gen.lines]
    body.append(f"    return {result}, _g" if records else f"    return {result}")
    source = "def _roll(rng):\n" + "\n".join(body) + "\n"
    namespace: dict[str, object] = {
        "_DiceGroup": DiceGroup,
        "_chain": roll_chain,
        "_keep_sum": _keep_sum,
        "_arith": arith,
        **gen.consts,
    }
    exec(compile(source, "<dice>", "exec"), namespace)
    return namespace["_roll"]  # type: ignore[return-value]
