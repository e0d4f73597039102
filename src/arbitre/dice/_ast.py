"""Syntax tree of the dice language: one immutable node class per grammar rule.

A tree straight from the parser may hold variables (:class:`Var`) and computed dice counts; after
:func:`arbitre.dice._bind.bind` every :class:`Dice` has literal ``count`` and ``sides`` and every
dice-free subtree is folded into a :class:`Num`.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal, TypeAlias

CmpOp = Literal["=", "<", ">", "<=", ">="]
BinOpKind = Literal["+", "-", "*", "/"]
KeepKind = Literal["kh", "kl", "dh", "dl"]


@dataclass(frozen=True, slots=True)
class Cmp:
    """A face selector: ``=1``, ``<3``, ``>=5``."""

    op: CmpOp
    value: int

    def matches(self, face: int) -> bool:
        if self.op == "=":
            return face == self.value
        if self.op == "<":
            return face < self.value
        if self.op == ">":
            return face > self.value
        if self.op == "<=":
            return face <= self.value
        return face >= self.value

    def text(self) -> str:
        return str(self.value) if self.op == "=" else f"{self.op}{self.value}"


@dataclass(frozen=True, slots=True)
class Reroll:
    """``r``/``ro`` (once) or ``rr`` (until the face is outside the selector)."""

    cmp: Cmp
    once: bool

    def text(self) -> str:
        return ("r" if self.once else "rr") + self.cmp.text()


@dataclass(frozen=True, slots=True)
class Explode:
    """``!`` (on the highest face) or ``!>5``/``e6``: roll again and add, at most ``depth`` times."""

    cmp: Cmp | None  # None: the highest face
    depth: int

    def text(self) -> str:
        return "!" + (self.cmp.text() if self.cmp is not None else "")


@dataclass(frozen=True, slots=True)
class Keep:
    """``kh3`` keep highest, ``kl1`` keep lowest, ``dh1`` drop highest, ``dl1`` drop lowest."""

    kind: KeepKind
    n: int

    def kept_count(self, count: int) -> int:
        return self.n if self.kind in ("kh", "kl") else count - self.n

    @property
    def highest(self) -> bool:
        """True when the kept dice are the highest ones."""
        return self.kind in ("kh", "dl")

    def text(self) -> str:
        return f"{self.kind}{self.n}"


@dataclass(frozen=True, slots=True)
class Num:
    value: int | Fraction
    start: int = 0


@dataclass(frozen=True, slots=True)
class Var:
    name: str  # canonical name (see _variables)
    written: str
    start: int = 0


@dataclass(frozen=True, slots=True)
class Dice:
    count: Node
    sides: Node
    percent: bool = False  # written d%
    reroll: Reroll | None = None
    explode: Explode | None = None
    keep: Keep | None = None
    start: int = 0
    implicit_count: bool = False  # written dM rather than 1dM


@dataclass(frozen=True, slots=True)
class Neg:
    operand: Node
    start: int = 0


@dataclass(frozen=True, slots=True)
class BinOp:
    op: BinOpKind
    left: Node
    right: Node
    start: int = 0


@dataclass(frozen=True, slots=True)
class Call:
    name: Literal["min", "max"]
    args: tuple[Node, ...]
    start: int = 0


@dataclass(frozen=True, slots=True)
class Group:
    """Parentheses, kept so the rolled expression renders as written."""

    inner: Node
    start: int = 0


Node: TypeAlias = Num | Var | Dice | Neg | BinOp | Call | Group


def unparse(node: Node) -> str:
    """Canonical text of a tree (parses back to the same tree, positions aside)."""
    if isinstance(node, Num):
        v = node.value
        if isinstance(v, Fraction) and v.denominator != 1:
            return f"{float(v):g}"
        return str(int(v))
    if isinstance(node, Var):
        return node.written
    if isinstance(node, Dice):
        count = "" if node.implicit_count else _atom_text(node.count)
        sides = "%" if node.percent else _atom_text(node.sides)
        mods = "".join(m.text() for m in (node.reroll, node.explode, node.keep) if m is not None)
        return f"{count}d{sides}{mods}"
    if isinstance(node, Neg):
        return "-" + unparse(node.operand)
    if isinstance(node, BinOp):
        return f"{unparse(node.left)} {node.op} {unparse(node.right)}"
    if isinstance(node, Call):
        return f"{node.name}({', '.join(unparse(a) for a in node.args)})"
    return f"({unparse(node.inner)})"


def _atom_text(node: Node) -> str:
    text = unparse(node)
    if isinstance(node, Num | Var | Call | Group):
        return text
    return f"({text})"


def iter_dice(node: Node) -> list[Dice]:
    """The dice nodes in evaluation order (left to right)."""
    out: list[Dice] = []
    _collect(node, out)
    return out


def _collect(node: Node, out: list[Dice]) -> None:
    if isinstance(node, Dice):
        out.append(node)
    elif isinstance(node, Neg):
        _collect(node.operand, out)
    elif isinstance(node, BinOp):
        _collect(node.left, out)
        _collect(node.right, out)
    elif isinstance(node, Call):
        for arg in node.args:
            _collect(arg, out)
    elif isinstance(node, Group):
        _collect(node.inner, out)
