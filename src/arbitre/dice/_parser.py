"""Recursive-descent parser of the dice language (grammar in ``docs/dice.md``).

Works on characters, not tokens, because ``d`` is both the dice operator (``3d6``, ``d%``) and the
first letter of variables (``dv``). Every error carries the 1-based column, what was found and what
was expected. Limits (length, nesting, dice, sides) are checked while parsing, before any roll.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from arbitre.core.errors import DiceLimitError, DiceSyntaxError, Position
from arbitre.dice._ast import (
    BinOp,
    Call,
    Cmp,
    CmpOp,
    Dice,
    Explode,
    Group,
    Keep,
    KeepKind,
    Neg,
    Node,
    Num,
    Reroll,
    Var,
)
from arbitre.dice._limits import DEFAULT_LIMITS, Limits
from arbitre.dice._variables import canonical

FUNCTIONS = ("min", "max")


class _Parser:
    def __init__(self, text: str, limits: Limits) -> None:
        self.text = text
        self.low = text.lower()
        self.pos = 0
        self.depth = 0
        self.limits = limits

    # -- helpers -------------------------------------------------------------------------------
    def error(
        self, key: str, at: int | None = None, *, hint: str | None = None, **params: Any
    ) -> DiceSyntaxError:
        at = self.pos if at is None else at
        found = self.text[at] if at < len(self.text) else ""
        params.update(found=found or "∅", column=at + 1)
        return DiceSyntaxError(key, position=Position(column=at + 1, text=self.text), hint=hint, **params)

    def skip_ws(self) -> None:
        while self.pos < len(self.low) and self.low[self.pos] in " \t":
            self.pos += 1

    def peek(self, offset: int = 0) -> str:
        i = self.pos + offset
        return self.low[i] if i < len(self.low) else ""

    def startswith(self, s: str) -> bool:
        return self.low.startswith(s, self.pos)

    def enter(self) -> None:
        self.depth += 1
        if self.depth > self.limits.max_depth:
            raise DiceLimitError(
                "dice.too_deep",
                position=Position(column=self.pos + 1, text=self.text if len(self.text) < 120 else None),
                limit=self.limits.max_depth,
            )

    # -- grammar -------------------------------------------------------------------------------
    def parse(self) -> Node:
        if not self.text.strip():
            raise DiceSyntaxError("dice.empty", hint="dice.hint_example")
        node = self.expr()
        self.skip_ws()
        if self.pos < len(self.low):
            raise self.error("dice.unexpected", hint="dice.hint_operator")
        return node

    def expr(self) -> Node:
        self.enter()
        self.skip_ws()
        start = self.pos
        node = self.term()
        while True:
            self.skip_ws()
            op = self.peek()
            if op not in ("+", "-"):
                break
            self.pos += 1
            right = self.term()
            node = BinOp("+" if op == "+" else "-", node, right, start)
        self.depth -= 1
        return node

    def term(self) -> Node:
        self.skip_ws()
        start = self.pos
        node = self.unary()
        while True:
            self.skip_ws()
            op = self.peek()
            if op not in ("*", "/", "×"):
                break
            self.pos += 1
            right = self.unary()
            node = BinOp("/" if op == "/" else "*", node, right, start)
        return node

    def unary(self) -> Node:
        self.skip_ws()
        start = self.pos
        if self.peek() in ("-", "+"):
            sign = self.peek()
            self.pos += 1
            self.enter()
            operand = self.unary()
            self.depth -= 1
            if isinstance(operand, Dice) and isinstance(operand.count, Num) and not operand.implicit_count:
                raise self.error(
                    "dice.negative_count_ambiguous",
                    at=start,
                    hint="dice.hint_negative",
                    expr=self.text[start : self.pos].strip(),
                )
            return operand if sign == "+" else Neg(operand, start)
        return self.dice()

    def dice(self) -> Node:
        self.skip_ws()
        start = self.pos
        if self.peek() == "d" and self._dice_follows(1):
            self.pos += 1
            return self.dice_rest(Num(1, start), start, implicit=True)
        if self.peek() == "":
            raise self.error("dice.unexpected_end", hint="dice.hint_example")
        atom = self.atom()
        if self.peek() == "d" and self._dice_follows(1):
            self.pos += 1
            return self.dice_rest(atom, start, implicit=False)
        if self.peek() == "d" and self.peek(1) in ("", " ", "\t", "+", "-", "*", "/", ")", ","):
            # « 2d » or « 2d + 3 »: the number of faces is missing
            raise self.error("dice.missing_sides", at=self.pos + 1, hint="dice.hint_sides")
        return atom

    def _dice_follows(self, offset: int) -> bool:
        nxt = self.peek(offset)
        return nxt.isdigit() or nxt in ("%", "(")

    def dice_rest(self, count: Node, start: int, *, implicit: bool) -> Dice:
        if isinstance(count, Num):
            if count.value != int(count.value):
                raise self.error("dice.count_not_integer", at=start)
            if count.value > self.limits.max_dice:
                raise DiceLimitError(
                    "dice.too_many_dice",
                    position=Position(start + 1, text=self.text),
                    count=count.value,
                    limit=self.limits.max_dice,
                )
        sides_start = self.pos
        percent = False
        sides: Node
        if self.peek() == "%":
            self.pos += 1
            sides, percent = Num(100, sides_start), True
        elif self.peek() == "(":
            sides = self.atom()
        else:
            sides = self.integer()
            assert isinstance(sides, Num)
            if sides.value < 1:
                raise self.error("dice.zero_sides", at=sides_start, hint="dice.hint_sides")
            if sides.value > self.limits.max_sides:
                raise DiceLimitError(
                    "dice.too_many_sides",
                    position=Position(sides_start + 1, text=self.text),
                    sides=sides.value,
                    limit=self.limits.max_sides,
                )
        reroll: Reroll | None = None
        explode: Explode | None = None
        keep: Keep | None = None
        while True:
            mod_start = self.pos
            c = self.peek()
            if c in ("k", "d") and self.peek(1) in ("h", "l"):
                if keep is not None:
                    raise self.error("dice.duplicate_modifier", hint="dice.hint_modifiers")
                kind: KeepKind = (
                    "kh"
                    if c == "k" and self.peek(1) == "h"
                    else "kl"
                    if c == "k"
                    else "dh"
                    if self.peek(1) == "h"
                    else "dl"
                )
                self.pos += 2
                if not self.peek().isdigit():
                    raise self.error("dice.expected_number", hint="dice.hint_keep")
                n = self.integer()
                assert isinstance(n, Num)
                keep = Keep(kind, int(n.value))
            elif c == "k" or (c == "d" and self.peek(1).isdigit()):
                raise self.error("dice.ambiguous_keep", hint="dice.hint_keep")
            elif c == "r":
                if reroll is not None:
                    raise self.error("dice.duplicate_modifier", hint="dice.hint_modifiers")
                once = True
                self.pos += 1
                if self.peek() == "r":
                    once = False
                    self.pos += 1
                elif self.peek() == "o":
                    self.pos += 1
                cmp = self.comparison(required=True)
                assert cmp is not None
                reroll = Reroll(cmp, once)
            elif c in ("!", "e", "x"):
                if explode is not None:
                    raise self.error("dice.duplicate_modifier", hint="dice.hint_modifiers")
                self.pos += 1
                if c == "!" and self.peek() == "!":
                    raise self.error("dice.unsupported_compound", hint="dice.hint_modifiers")
                cmp = self.comparison(required=False)
                explode = Explode(cmp, self.limits.default_explode_depth)
            else:
                break
            if self.pos == mod_start:  # pragma: no cover - defensive
                break
        return Dice(count, sides, percent, reroll, explode, keep, start, implicit)

    def comparison(self, *, required: bool) -> Cmp | None:
        op: CmpOp = "="
        for candidate in ("<=", ">=", "<", ">", "="):
            if self.startswith(candidate):
                op = candidate  # type: ignore[assignment,unused-ignore]
                self.pos += len(candidate)
                break
        if not self.peek().isdigit():
            if not required and op == "=" and not self.low.startswith("=", self.pos - 1):
                return None
            raise self.error("dice.expected_number", hint="dice.hint_modifiers")
        n = self.integer()
        assert isinstance(n, Num)
        return Cmp(op, int(n.value))

    def integer(self) -> Num:
        start = self.pos
        while self.peek().isdigit():
            self.pos += 1
        if start == self.pos:
            raise self.error("dice.expected_number")
        digits = self.low[start : self.pos]
        if len(digits) > 12:
            raise DiceLimitError(
                "dice.number_too_large", position=Position(start + 1, text=self.text), number=digits[:20]
            )
        return Num(int(digits), start)

    def atom(self) -> Node:
        self.skip_ws()
        start = self.pos
        c = self.peek()
        if c == "(":
            self.pos += 1
            self.enter()
            inner = self.expr()
            self.depth -= 1
            self.skip_ws()
            if self.peek() != ")":
                raise self.error("dice.expected_closing", hint="dice.hint_parentheses", open_column=start + 1)
            self.pos += 1
            return Group(inner, start)
        if c.isdigit() or (c == "." and self.peek(1).isdigit()):
            num = self.integer() if c.isdigit() else Num(0, start)
            if self.peek() == "." and self.peek(1).isdigit():
                self.pos += 1
                frac_start = self.pos
                while self.peek().isdigit():
                    self.pos += 1
                decimals = self.low[frac_start : self.pos][:12]
                value = Fraction(f"{int(num.value)}.{decimals}")
                return Num(value, start)
            return num
        if c.isalpha() or c == "_":
            while self.peek().isalnum() or self.peek() == "_":
                self.pos += 1
            name = self.low[start : self.pos]
            self.skip_ws()
            if name in FUNCTIONS and self.peek() == "(":
                return self.call(name, start)
            if self.peek() == "(":
                raise self.error("dice.unknown_function", at=start, name=name, hint="dice.hint_functions")
            return Var(canonical(name), self.text[start : self.pos].strip(), start)
        if c == "":
            raise self.error("dice.unexpected_end", hint="dice.hint_example")
        raise self.error("dice.unexpected", hint="dice.hint_example")

    def call(self, name: str, start: int) -> Call:
        self.pos += 1  # (
        self.enter()
        args = [self.expr()]
        self.skip_ws()
        while self.peek() in (",", ";"):
            self.pos += 1
            args.append(self.expr())
            self.skip_ws()
        if self.peek() != ")":
            raise self.error("dice.expected_closing", hint="dice.hint_parentheses", open_column=start + 1)
        self.pos += 1
        self.depth -= 1
        return Call("min" if name == "min" else "max", tuple(args), start)


def parse_tree(text: str, limits: Limits = DEFAULT_LIMITS) -> Node:
    """Parse ``text`` into a syntax tree (variables unbound)."""
    if len(text) > limits.max_length:
        raise DiceLimitError("dice.too_long", length=len(text), limit=limits.max_length)
    return _Parser(text, limits).parse()
