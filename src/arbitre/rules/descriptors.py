"""Descriptors that change what a spell does (001 « Registre »).

Most descriptors only tag a spell for other rules (immunities, alignments…). Two carry a rule of
their own: a language-dependent spell fails on a target that does not understand the caster's
language or cannot hear; a mind-affecting spell works only on creatures with Intelligence 1 or
more (a creature without an Intelligence score, or with 0, is not affected).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbitre.model.explain import Step

if TYPE_CHECKING:
    from arbitre.model.spell import Spell

SECTION = "001 « Registre »"


@dataclass(frozen=True, slots=True)
class DescriptorCheck:
    affected: bool
    steps: tuple[Step, ...]


def language_dependent_works(*, shares_language: bool, can_hear: bool) -> DescriptorCheck:
    """A language-dependent spell needs a shared language and a target that hears the caster."""
    ok = shares_language and can_hear
    detail = {"shares_language": shares_language, "can_hear": can_hear}
    return DescriptorCheck(ok, () if ok else (Step("language_dependent_fails", SECTION, None, None, detail),))


def mind_affecting_works(intelligence: int | None) -> DescriptorCheck:
    """A mind-affecting spell needs Intelligence 1 or more (``None``: no Intelligence score)."""
    ok = intelligence is not None and intelligence >= 1
    detail = {"intelligence": intelligence}
    return DescriptorCheck(ok, () if ok else (Step("mind_affecting_no_effect", SECTION, None, None, detail),))


def descriptor_checks(
    spell: Spell,
    *,
    intelligence: int | None,
    shares_language: bool = True,
    can_hear: bool = True,
) -> DescriptorCheck:
    """Both descriptor rules applied to ``spell`` on one target."""
    from arbitre.model.spell import Descriptor

    steps: list[Step] = []
    affected = True
    if Descriptor.MIND_AFFECTING in spell.descriptors:
        check = mind_affecting_works(intelligence)
        affected &= check.affected
        steps.extend(check.steps)
    if Descriptor.LANGUAGE_DEPENDENT in spell.descriptors:
        check = language_dependent_works(shares_language=shares_language, can_hear=can_hear)
        affected &= check.affected
        steps.extend(check.steps)
    return DescriptorCheck(affected, tuple(steps))


__all__ = ["DescriptorCheck", "descriptor_checks", "language_dependent_works", "mind_affecting_works"]
