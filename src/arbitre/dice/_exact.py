"""Exact distribution of a bound tree, dispatched by node type (same tree the roller rolls)."""

from __future__ import annotations

import math
from fractions import Fraction

from arbitre.dice._ast import BinOp, Call, Dice, Group, Neg, Node, Num
from arbitre.dice._dist import Dist


def die_dist(node: Dice, *, exact: bool) -> Dist:
    """One logical die of a term, after its reroll and explosion."""
    count, sides = node.count, node.sides
    assert isinstance(count, Num) and isinstance(sides, Num)
    m = int(sides.value)
    base = Dist.uniform(1, m, exact=exact)
    die = base
    if node.reroll is not None:
        die = die.reroll(node.reroll.cmp.matches, once=node.reroll.once)
    if node.explode is not None:
        cmp = node.explode.cmp

        def matches(face: int) -> bool:
            return face == m if cmp is None else cmp.matches(face)

        die = die.explode(base, matches, node.explode.depth)
    return die


def evaluate(node: Node, *, exact: bool) -> Dist:
    if isinstance(node, Num):
        return Dist.constant(math.floor(node.value), exact=exact)
    if isinstance(node, Group):
        return evaluate(node.inner, exact=exact)
    if isinstance(node, Neg):
        return -evaluate(node.operand, exact=exact)
    if isinstance(node, Call):
        dists = [evaluate(a, exact=exact) for a in node.args]
        out = dists[0]
        for d in dists[1:]:
            out = out.minimum(d) if node.name == "min" else out.maximum(d)
        return out
    if isinstance(node, BinOp):
        return _binop(node, exact=exact)
    if not isinstance(node, Dice):
        raise ValueError("bind variables before computing a distribution")
    count = node.count
    assert isinstance(count, Num)
    n = int(count.value)
    die = die_dist(node, exact=exact)
    if node.keep is None:
        return die.sum_iid(n)
    return die.keep(n, node.keep.kept_count(n), highest=node.keep.highest)


def _binop(node: BinOp, *, exact: bool) -> Dist:
    left, right = node.left, node.right
    # a constant operand: shift, scale or map (cheap), rounding down as the roller does
    if isinstance(right, Num) or isinstance(left, Num):
        const_node, other_node, const_left = (
            (right, left, False) if isinstance(right, Num) else (left, right, True)
        )
        assert isinstance(const_node, Num)
        c = const_node.value
        d = evaluate(other_node, exact=exact)
        integral = not isinstance(c, Fraction) or c.denominator == 1
        if node.op == "+" and integral:
            return d + int(c)
        if node.op == "-" and integral:
            return (int(c) - d) if const_left else d - int(c)
        if node.op == "*" and integral:
            return d.scale(int(c))
        if node.op == "/" and not const_left and integral:
            return d.floordiv(int(c))
        fc = Fraction(c)
        from arbitre.dice._bind import arith

        if const_left:
            return d.map(lambda x: arith(node.op, fc, x))
        return d.map(lambda x: arith(node.op, x, fc))
    a, b = evaluate(left, exact=exact), evaluate(right, exact=exact)
    if node.op == "+":
        return a + b
    if node.op == "-":
        return a - b
    if node.op == "*":
        return a.product(b)
    return a.floordiv_dist(b)


__all__ = ["die_dist", "evaluate"]
