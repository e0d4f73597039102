"""Binding variables and checking a tree before it is rolled or its distribution computed.

After :func:`bind`, every dice count and side count is a literal integer, every dice-free subtree
is folded into one :class:`Num`, and every limit has been checked. Arithmetic rule (see
``docs/dice.md``): each operator's result is rounded down to an integer, so ``1.5*mod_for`` with
``mod_for`` = 3 is 4 and ``7/2`` is 3 (the texts round down).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from fractions import Fraction

from arbitre.core.errors import DiceError, DiceLimitError, Position
from arbitre.dice._ast import BinOp, BinOpKind, Call, Dice, Group, Neg, Node, Num, Var
from arbitre.dice._limits import Limits
from arbitre.dice._variables import canonical, known_names

Value = int | Fraction


def arith(op: BinOpKind, a: Value, b: Value) -> int:
    """One operator of the language, rounded down."""
    if op == "+":
        return math.floor(a + b)
    if op == "-":
        return math.floor(a - b)
    if op == "*":
        return math.floor(a * b)
    if b == 0:
        raise DiceError("dice.division_by_zero")
    return math.floor(Fraction(a) / Fraction(b))


class _Binder:
    def __init__(self, text: str, variables: Mapping[str, int], limits: Limits) -> None:
        self.text = text
        self.vars = {canonical(k): v for k, v in variables.items()}
        self.limits = limits
        self.dice_total = 0

    def pos(self, start: int) -> Position:
        return Position(column=start + 1, text=self.text if len(self.text) <= 200 else None)

    def const(self, node: Node) -> Value | None:
        """The constant value of a bound node, or ``None`` if it holds dice."""
        if isinstance(node, Num):
            return node.value
        return None

    def bind(self, node: Node) -> Node:
        if isinstance(node, Num):
            return node
        if isinstance(node, Var):
            if node.name not in self.vars:
                raise DiceError(
                    "dice.unbound_variable",
                    position=self.pos(node.start),
                    hint="dice.hint_variables",
                    name=node.written,
                    known=known_names(),
                )
            value = self.vars[node.name]
            if isinstance(value, bool) or not isinstance(value, int):
                raise DiceError("dice.variable_not_integer", name=node.written, value=value)
            return Num(value, node.start)
        if isinstance(node, Group):
            inner = self.bind(node.inner)
            return inner if isinstance(inner, Num) else Group(inner, node.start)
        if isinstance(node, Neg):
            operand = self.bind(node.operand)
            if isinstance(operand, Num):
                return Num(-operand.value, node.start)
            return Neg(operand, node.start)
        if isinstance(node, BinOp):
            left, right = self.bind(node.left), self.bind(node.right)
            if isinstance(left, Num) and isinstance(right, Num):
                try:
                    return Num(arith(node.op, left.value, right.value), node.start)
                except DiceError as exc:
                    raise DiceError(exc.key, position=self.pos(node.start)) from None
            return BinOp(node.op, left, right, node.start)
        if isinstance(node, Call):
            args = tuple(self.bind(a) for a in node.args)
            if all(isinstance(a, Num) for a in args):
                values = [a.value for a in args if isinstance(a, Num)]
                return Num(math.floor(min(values) if node.name == "min" else max(values)), node.start)
            return Call(node.name, args, node.start)
        return self.bind_dice(node)

    def bind_dice(self, node: Dice) -> Dice:
        count_node, sides_node = self.bind(node.count), self.bind(node.sides)
        if not isinstance(count_node, Num) or not isinstance(sides_node, Num):
            raise DiceError("dice.random_count", position=self.pos(node.start), hint="dice.hint_random_count")
        count, sides = count_node.value, sides_node.value
        if count != int(count) or sides != int(sides):
            raise DiceError("dice.count_not_integer", position=self.pos(node.start))
        count, sides = int(count), int(sides)
        if count < 0:
            raise DiceError(
                "dice.negative_count", position=self.pos(node.start), count=count, hint="dice.hint_negative"
            )
        if sides < 1:
            raise DiceError("dice.zero_sides", position=self.pos(node.start), hint="dice.hint_sides")
        if sides > self.limits.max_sides:
            raise DiceLimitError(
                "dice.too_many_sides", position=self.pos(node.start), sides=sides, limit=self.limits.max_sides
            )
        self.dice_total += count
        if self.dice_total > self.limits.max_dice:
            raise DiceLimitError(
                "dice.too_many_dice",
                position=self.pos(node.start),
                count=self.dice_total,
                limit=self.limits.max_dice,
            )
        if node.keep is not None and node.keep.n > count:
            raise DiceError(
                "dice.keep_too_many",
                position=self.pos(node.start),
                n=node.keep.n,
                count=count,
                hint="dice.hint_keep",
            )
        reroll = node.reroll
        if reroll is not None and not reroll.once and all(reroll.cmp.matches(f) for f in range(1, sides + 1)):
            raise DiceError("dice.reroll_forever", position=self.pos(node.start), hint="dice.hint_reroll")
        if node.explode is not None and node.explode.depth > self.limits.max_explode_depth:
            raise DiceLimitError("dice.explode_too_deep", limit=self.limits.max_explode_depth)
        return Dice(
            Num(count, node.count.start if isinstance(node.count, Num) else node.start),
            Num(sides, node.start),
            node.percent,
            node.reroll,
            node.explode,
            node.keep,
            node.start,
            node.implicit_count,
        )


def bind(node: Node, text: str, variables: Mapping[str, int], limits: Limits) -> Node:
    """Substitute variables, fold constants, check limits."""
    return _Binder(text, variables, limits).bind(node)


def free_variables(node: Node) -> frozenset[str]:
    """Canonical names of the variables a tree uses."""
    found: set[str] = set()

    def walk(n: Node) -> None:
        if isinstance(n, Var):
            found.add(n.name)
        elif isinstance(n, Dice):
            walk(n.count)
            walk(n.sides)
        elif isinstance(n, Neg):
            walk(n.operand)
        elif isinstance(n, BinOp):
            walk(n.left)
            walk(n.right)
        elif isinstance(n, Call):
            for a in n.args:
                walk(a)
        elif isinstance(n, Group):
            walk(n.inner)

    walk(node)
    return frozenset(found)
