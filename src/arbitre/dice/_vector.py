"""Vectorised sampling of a bound tree: ``n`` independent rolls at once as a numpy array.

The simulation path of the engine (``arbitre simulate``); dispatched by node type like the
roller and the exact evaluator, with the same semantics (rounding down, reroll → explode → keep).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import numpy as np
from numpy.typing import NDArray

from arbitre.core.errors import DiceError
from arbitre.dice._ast import BinOp, Call, Dice, Group, Neg, Node, Num

IntArray = NDArray[np.int64]


def _dtype_for(sides: int) -> type[np.signedinteger[Any]]:
    if sides < 127:
        return np.int8
    return np.int16 if sides < 32_000 else np.int32


def sample(node: Node, n: int, rng: np.random.Generator) -> IntArray:
    if isinstance(node, Num):
        return np.full(n, math.floor(node.value), dtype=np.int64)
    if isinstance(node, Group):
        return sample(node.inner, n, rng)
    if isinstance(node, Neg):
        return -sample(node.operand, n, rng)
    if isinstance(node, Call):
        arrays = [sample(a, n, rng) for a in node.args]
        fn = np.minimum if node.name == "min" else np.maximum
        out = arrays[0]
        for arr in arrays[1:]:
            out = fn(out, arr)
        return out
    if isinstance(node, BinOp):
        return _binop(node, n, rng)
    if not isinstance(node, Dice):
        raise ValueError("bind variables before sampling")
    return _dice(node, n, rng)


def _binop(node: BinOp, n: int, rng: np.random.Generator) -> IntArray:
    a = sample(node.left, n, rng)
    b = sample(node.right, n, rng)
    fractional = any(
        isinstance(x, Num) and isinstance(x.value, Fraction) and x.value.denominator != 1
        for x in (node.left, node.right)
    )
    if fractional:
        fa = Fraction(node.left.value) if isinstance(node.left, Num) else None
        fb = Fraction(node.right.value) if isinstance(node.right, Num) else None
        num_a, den_a = (fa.numerator, fa.denominator) if fa is not None else (a, 1)
        num_b, den_b = (fb.numerator, fb.denominator) if fb is not None else (b, 1)
        if node.op == "*":
            return np.asarray(np.floor_divide(np.asarray(num_a) * num_b, den_a * den_b), dtype=np.int64)
        if node.op == "+":
            return np.asarray(
                np.floor_divide(np.asarray(num_a) * den_b + np.asarray(num_b) * den_a, den_a * den_b),
                dtype=np.int64,
            )
        if node.op == "-":
            return np.asarray(
                np.floor_divide(np.asarray(num_a) * den_b - np.asarray(num_b) * den_a, den_a * den_b),
                dtype=np.int64,
            )
        return np.asarray(
            np.floor_divide(np.asarray(num_a) * den_b, np.asarray(num_b) * den_a), dtype=np.int64
        )
    if node.op == "+":
        return a + b
    if node.op == "-":
        return a - b
    if node.op == "*":
        return a * b
    if np.any(b == 0):
        raise DiceError("dice.division_by_zero")
    return np.asarray(np.floor_divide(a, b), dtype=np.int64)


def _dice(node: Dice, n: int, rng: np.random.Generator) -> IntArray:
    count, sides = node.count, node.sides
    assert isinstance(count, Num) and isinstance(sides, Num)
    k, m = int(count.value), int(sides.value)
    if k == 0:
        return np.zeros(n, dtype=np.int64)
    dt = _dtype_for(m)
    faces = rng.integers(1, m + 1, size=(n, k), dtype=dt)
    if node.reroll is not None:
        cmp = node.reroll.cmp
        table = np.array([False] + [cmp.matches(f) for f in range(1, m + 1)])
        mask = table[faces]
        if node.reroll.once:
            faces = np.where(mask, rng.integers(1, m + 1, size=faces.shape, dtype=dt), faces)
        else:
            while mask.any():
                faces[mask] = rng.integers(1, m + 1, size=int(mask.sum()), dtype=dt)
                mask = table[faces]
    if node.explode is not None:
        ecmp = node.explode.cmp
        table = np.array([False] + [(f == m if ecmp is None else ecmp.matches(f)) for f in range(1, m + 1)])
        totals = faces.astype(np.int64)
        last = faces
        for _ in range(node.explode.depth):
            mask = table[last]
            if not mask.any():
                break
            extra = rng.integers(1, m + 1, size=faces.shape, dtype=dt)
            extra = np.where(mask, extra, 0).astype(dt)
            totals += extra
            last = extra
        values: IntArray = totals
    else:
        values = faces
    if node.keep is None:
        total_dtype = np.int16 if k * m < 32_000 else np.int64
        return np.asarray(values.sum(axis=1, dtype=total_dtype), dtype=np.int64)
    kept = node.keep.kept_count(k)
    if kept == 0:
        return np.zeros(n, dtype=np.int64)
    ordered = np.sort(values, axis=1)
    chosen = ordered[:, k - kept :] if node.keep.highest else ordered[:, :kept]
    return np.asarray(chosen.sum(axis=1, dtype=np.int64), dtype=np.int64)
